// The Dobble page: design a deck (every card drawn by the library), download it as PDF or
// as SVG sheets, and play it: ten rounds of two cards, click the symbol they share.
"use strict";

const $ = (id) => document.getElementById(id);
let designed = null; // the last deck: { design, cards, svgs, sheets }
const urls = [];
// The pictures uploaded: { name, data (base64) }. They go with every request that draws,
// and are kept only while the page is open (too large for the browser's storage).
let uploads = [];
// The server's caps (games_web::pages, written into the page), checked here first to say
// so at once.
const MOST_UPLOADS = App.limits.dobble_most_uploads;
const UPLOAD_BYTES = App.limits.dobble_upload_bytes;
const UPLOADS_BYTES = App.limits.dobble_uploads_bytes;

function design() {
  return {
    k: Number($("k").value),
    names: $("names").value,
    pictures: $("pictures").checked,
    seed: Number($("seed").value) || 0,
    card_mm: Number($("card-mm").value) || App.limits.dobble_card_mm,
    uploads,
  };
}

// Reads the chosen files as base64, refusing past the caps with the file named.
// The longest side a photograph (a JPEG) is drawn at on a card, in pixels: a symbol is a
// few centimetres wide, and the PNG it becomes must stay under a picture's bytes.
const PHOTO_SIDE = 480;

// A JPEG file as a PNG the deck takes: decoded by the browser, drawn no larger than
// PHOTO_SIDE pixels a side, named for the same symbol.
async function photoAsPng(file) {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error(`${file.name} cannot be read as a JPEG picture`);
  });
  for (let side = PHOTO_SIDE; ; side = Math.floor(side * 0.75)) {
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d").drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const url = canvas.toDataURL("image/png");
    const data = url.split(",")[1] || "";
    if (data.length * 0.75 <= UPLOAD_BYTES || side < 64) {
      return { name: file.name.replace(/\.(jpe?g)$/i, "") + ".png", data };
    }
  }
}

async function readUploads(files) {
  if (files.length > MOST_UPLOADS) {
    throw new Error(`${files.length} pictures chosen: the page takes at most ${MOST_UPLOADS}`);
  }
  let total = 0;
  const read = [];
  for (const file of files) {
    if (file.size > UPLOAD_BYTES) {
      throw new Error(`${file.name} is ${file.size} bytes: a picture may be at most ${App.size(UPLOAD_BYTES)}`);
    }
    total += file.size;
    if (total > UPLOADS_BYTES) {
      throw new Error(`the pictures are more than ${App.size(UPLOADS_BYTES)} together, the most the page takes; ${file.name} goes past it`);
    }
    if (/\.jpe?g$/i.test(file.name) || file.type === "image/jpeg") {
      read.push(await photoAsPng(file));
      continue;
    }
    const url = await new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(new Error(`${file.name} cannot be read`));
      reader.readAsDataURL(file);
    });
    read.push({ name: file.name, data: String(url).split(",")[1] || "" });
  }
  return read;
}

function showUploads() {
  $("uploaded").textContent = uploads.length
    ? `${uploads.length} ${uploads.length === 1 ? "picture" : "pictures"}: ${uploads.map((u) => u.name).join(", ")}`
    : "";
  $("clear-uploads").hidden = uploads.length === 0;
}

function svgUrl(svg) {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  urls.push(url);
  return url;
}

async function makeDeck() {
  // Until this design is drawn, nothing of the last one can be downloaded: a refused
  // design leaves no deck to print.
  designed = null;
  $("pdf").disabled = true;
  $("sheets").innerHTML = "";
  await App.run(async () => {
    App.say("Drawing the cards…");
    const wanted = design();
    const deck = await App.post("/api/dobble/deck", wanted);
    // The answer sends each picture once; the drawings name it as `picture:N`.
    const drawn = (svg) => svg.replace(/href="picture:(\d+)"/g, (_, n) => `href="${deck.pictures[Number(n)]}"`);
    deck.svgs = deck.svgs.map(drawn);
    deck.sheets = deck.sheets.map(drawn);
    designed = Object.assign({ design: wanted }, deck);
    App.save("dobble", Object.assign({}, wanted, { uploads: [] }));
    App.say(deck.text);
    while (urls.length) URL.revokeObjectURL(urls.pop());
    const grid = $("deck");
    grid.innerHTML = "";
    deck.svgs.forEach((svg, i) => {
      const figure = document.createElement("figure");
      const img = document.createElement("img");
      img.src = svgUrl(svg);
      img.alt = `card ${i + 1}: ${deck.cards[i].join(", ")}`;
      const caption = document.createElement("figcaption");
      caption.textContent = `card ${i + 1}`;
      figure.append(img, caption);
      grid.appendChild(figure);
    });
    const sheets = $("sheets");
    sheets.innerHTML = "";
    deck.sheets.forEach((svg, i) => {
      const a = document.createElement("a");
      a.href = svgUrl(svg);
      a.download = `sheet-${i + 1}.svg`;
      a.textContent = `SVG sheet ${i + 1}`;
      sheets.append(a, " ");
    });
    $("pdf").disabled = false;
  });
  // A refusal leaves its error alone on show, not "Drawing the cards…" above it.
  if (!designed) $("status").textContent = "";
}

async function downloadPdf() {
  if (!designed) return;
  await App.run(async () => {
    App.say("Printing the deck…");
    const response = await fetch("/api/dobble/pdf", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(designed.design),
    });
    if (!response.ok) {
      const data = await response.json().catch(() => ({}));
      throw new Error(data.error || `the server answered ${response.status}`);
    }
    App.download(await response.blob(), "deck.pdf");
    App.say("The deck is saved as deck.pdf: print it at 100 % and cut the cards out.");
  });
}

// The game: ten rounds, the time taken and the mistakes counted.
const ROUNDS = 10;
let game = null;

function tab(play) {
  $("tab-design").setAttribute("aria-selected", String(!play));
  $("tab-play").setAttribute("aria-selected", String(play));
  $("design").hidden = play;
  $("game").hidden = !play;
}

const mistakes = (n) => (n === 1 ? "mistake" : "mistakes");

function score() {
  if (!game) return;
  const seconds = (performance.now() - game.started) / 1000 + game.mistakes;
  $("score").innerHTML = `<span>round <b>${Math.min(game.round + 1, ROUNDS)}</b> of ${ROUNDS}</span><span><b>${game.right}</b> found</span><span><b>${game.mistakes}</b> ${mistakes(game.mistakes)}</span><span><b>${seconds.toFixed(1)}</b> s</span>`;
}

// The best time and the last ten results, kept in this browser only: what `seconds` and
// `wrong` make of them, in words, and the list shown under the end.
function remember(seconds, wrong) {
  const kept = App.load("dobble-results") || { best: null, last: [] };
  const best = kept.best === null || seconds < kept.best;
  if (best) kept.best = seconds;
  kept.last = [{ seconds, mistakes: wrong, when: new Date().toISOString() }, ...kept.last].slice(0, 10);
  App.keep("dobble-results", kept);
  showResults(kept);
  return best ? "Your best time yet!" : `Your best time: ${kept.best.toFixed(1)} s.`;
}

function showResults(kept) {
  const list = $("results");
  list.innerHTML = "";
  for (const r of kept.last) {
    const li = document.createElement("li");
    li.textContent = `${r.seconds.toFixed(1)} s, ${r.mistakes} ${mistakes(r.mistakes)} · ${new Date(r.when).toLocaleString()}`;
    list.appendChild(li);
  }
  $("results-box").hidden = !kept.last.length;
}

async function startGame() {
  App.over("");
  game = { round: 0, right: 0, mistakes: 0, started: performance.now(), design: design() };
  if (game.timer) clearInterval(game.timer);
  game.timer = setInterval(score, 200);
  await nextRound();
}

async function nextRound() {
  if (game.round >= ROUNDS) {
    clearInterval(game.timer);
    score();
    const seconds = (performance.now() - game.started) / 1000 + game.mistakes;
    const done = `Done: ${ROUNDS} pairs in ${seconds.toFixed(1)} s, with ${game.mistakes} ${mistakes(game.mistakes)}.`;
    App.say(done);
    App.over(done + " " + remember(seconds, game.mistakes));
    $("pair").innerHTML = "";
    return;
  }
  await App.run(async () => {
    // The deck on show is this design's: its pictures are the cards, as printed; the
    // server only chooses the two.
    const held = designed && JSON.stringify(designed.design) === JSON.stringify(game.design);
    const round = await App.post("/api/dobble/round", {
      design: game.design,
      round: Math.floor(game.started) * 16 + game.round,
      draw: !held,
    });
    game.cards = round.cards;
    const svgs = held ? round.cards.map((c) => designed.svgs[c]) : round.svgs;
    const pair = $("pair");
    pair.innerHTML = "";
    svgs.forEach((svg, side) => {
      const holder = document.createElement("div");
      holder.className = "card board";
      holder.innerHTML = svg;
      fitted(holder.querySelector("svg"));
      const symbols = round.symbols[side];
      // Each symbol's drawing is the group the library names `symbol-N`.
      const shapes = symbols.map((_, i) => holder.querySelector(`[id="symbol-${i}"]`));
      if (shapes.every(Boolean)) {
        shapes.forEach((shape, i) => {
          shape.removeAttribute("id");
          shape.dataset.symbol = symbols[i];
          shape.setAttribute("tabindex", "0");
          shape.setAttribute("role", "button");
          shape.setAttribute("aria-label", symbols[i]);
          shape.addEventListener("keydown", (e) => {
            if (e.key === "Enter" || e.key === " ") {
              e.preventDefault();
              guess(symbols[i]);
            }
          });
        });
        holder.addEventListener("click", async (e) => {
          const symbol = await symbolAt(e.clientX, e.clientY);
          if (symbol !== null) await guess(symbol);
        });
      } else {
        // A drawing the page cannot take apart: the names as buttons instead.
        const row = document.createElement("div");
        row.className = "row";
        for (const s of symbols) {
          const b = document.createElement("button");
          b.className = "quiet";
          b.textContent = s;
          b.addEventListener("click", () => guess(s));
          row.appendChild(b);
        }
        holder.appendChild(row);
      }
      pair.appendChild(holder);
    });
    App.say(`Round ${game.round + 1}: which symbol do the two cards share?`);
  });
}

// Makes a card's drawing scale to its box: a card whose text is drawn as outlines comes
// with its size in pixels and no viewBox, which would clip it in a box narrower than that
// size (a phone's); its viewBox is that size.
function fitted(svg) {
  if (!svg || svg.hasAttribute("viewBox")) return;
  const width = parseFloat(svg.getAttribute("width"));
  const height = parseFloat(svg.getAttribute("height"));
  if (width > 0 && height > 0) svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
}

// The symbol drawn at the point (x, y) of the window, or null: the topmost whose ink (a
// word's letters, a picture's painted pixels) holds the point. The browser's own hit test is not used: it misses
// words that are turned on a card, and counts a picture's square box, whose transparent
// corners may lie over a neighbour.
async function symbolAt(x, y) {
  const shapes = Array.from($("pair").querySelectorAll("[data-symbol]")).reverse();
  for (const shape of shapes) {
    for (const part of [shape, ...shape.querySelectorAll("*")]) {
      const p = new DOMPoint(x, y).matrixTransform(part.getScreenCTM().inverse());
      const tag = part.tagName.toLowerCase();
      let hit = false;
      if (tag === "image") {
        hit = await inked(part, p);
      } else if (tag === "text") {
        const b = part.getBBox();
        hit = p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;
      } else if (part.isPointInFill) {
        hit = part.isPointInFill(p) || part.isPointInStroke(p);
      }
      if (hit) return shape.dataset.symbol;
    }
  }
  return null;
}

const INK = 64; // the side of the grid a picture's ink is read on
const inks = new Map(); // a picture's address: its pixels on an INK × INK canvas

// Whether the <image> `image` is painted at the point `p` of its own coordinates.
async function inked(image, p) {
  // The picture's address, as `href` or (as the library's outlined cards write it)
  // `xlink:href`.
  const href = image.getAttribute("href") ?? image.getAttributeNS("http://www.w3.org/1999/xlink", "href");
  let ink = inks.get(href);
  if (!ink) {
    const picture = new Image();
    picture.src = href;
    await picture.decode();
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = INK;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    // Drawn as the card draws it: scaled to fit the square, centred.
    const w = picture.naturalWidth || INK, h = picture.naturalHeight || INK;
    const scale = INK / Math.max(w, h);
    context.drawImage(picture, (INK - w * scale) / 2, (INK - h * scale) / 2, w * scale, h * scale);
    ink = context.getImageData(0, 0, INK, INK).data;
    inks.set(href, ink);
  }
  const u = (p.x - image.x.baseVal.value) / image.width.baseVal.value;
  const v = (p.y - image.y.baseVal.value) / image.height.baseVal.value;
  if (!(u >= 0 && u < 1 && v >= 0 && v < 1)) return false;
  return ink[(Math.floor(v * INK) * INK + Math.floor(u * INK)) * 4 + 3] > 0;
}

async function guess(symbol) {
  if (!game || game.round >= ROUNDS) return;
  await App.run(async () => {
    const verdict = await App.post("/api/dobble/check", {
      design: game.design,
      cards: game.cards,
      symbol,
    });
    if (verdict.right) {
      game.right += 1;
      game.round += 1;
      score();
      await nextRound();
    } else {
      game.mistakes += 1;
      score();
      App.say(`Not ${symbol}: look again.`);
    }
  });
}

function init() {
  $("design-button").addEventListener("click", async () => {
    tab(false);
    await makeDeck();
    App.reveal("status");
  });
  $("pdf").addEventListener("click", downloadPdf);
  $("uploads").addEventListener("change", async () => {
    await App.run(async () => {
      uploads = await readUploads(Array.from($("uploads").files));
      showUploads();
      await makeDeck();
    });
  });
  $("clear-uploads").addEventListener("click", async () => {
    uploads = [];
    $("uploads").value = "";
    showUploads();
    await makeDeck();
  });
  $("tab-design").addEventListener("click", () => tab(false));
  $("tab-play").addEventListener("click", () => tab(true));
  $("start").addEventListener("click", startGame);
  App.ending(startGame, () => tab(false));
  const results = App.load("dobble-results");
  if (results) showResults(results);
  const kept = App.load("dobble");
  if (kept) {
    $("k").value = String(kept.k);
    $("names").value = kept.names || "";
    $("pictures").checked = kept.pictures !== false;
    $("seed").value = String(kept.seed || 0);
    $("card-mm").value = String(kept.card_mm || App.limits.dobble_card_mm);
  }
  makeDeck();
}

init();
