// The Hackenbush page: the game is kept here (and in localStorage); every move goes to
// the server with it and comes back as the new game, the board and the words.
"use strict";

const COLOURS = { blue: "#1f5fd6", red: "#d62728", green: "#2e8b3d" };
let state = null; // the last answer: game, opponent, svg, text, legal, ...
let shipped = [];

const $ = (id) => document.getElementById(id);

function show(view) {
  state = view;
  App.save("hackenbush", { game: view.game, opponent: view.opponent });
  App.say(view.text);
  App.over(view.ending);
  // What the position is worth is asked for again when the game changes.
  $("value-box").open = false;
  $("value-text").textContent = "";
  const board = $("board");
  board.innerHTML = view.svg;
  const svg = board.querySelector("svg");
  const legal = new Set(view.legal);
  const yourTurn = view.to_move && (view.opponent === "friend" || view.to_move === "you");
  // Each edge the player to move may cut gets a wide, invisible stroke to click or to
  // reach by keyboard; the drawing itself stays the library's. The wide strokes lie
  // under every drawn edge, so no edge's wide stroke covers another edge's line: a click
  // on a line cuts that line, a click beside it the nearest wide stroke.
  const drawn = svg ? Array.from(svg.querySelectorAll("path[data-edge]")) : [];
  const hits = document.createElementNS("http://www.w3.org/2000/svg", "g");
  hits.setAttribute("class", "hits");
  if (drawn.length) drawn[0].parentNode.parentNode.insertBefore(hits, drawn[0].parentNode);
  for (const path of drawn) {
    const edge = Number(path.dataset.edge);
    if (view.mark === edge) path.classList.add("hinted");
    if (!legal.has(edge) || !yourTurn) continue;
    path.classList.add("legal");
    const hit = path.cloneNode(false);
    hit.removeAttribute("id");
    hit.removeAttribute("stroke-dasharray");
    hit.setAttribute("class", "hit" + (view.mark === edge ? " hinted" : ""));
    hit.setAttribute("tabindex", "0");
    hit.setAttribute("role", "button");
    hit.setAttribute("aria-label", "cut edge " + edge);
    const title = document.createElementNS("http://www.w3.org/2000/svg", "title");
    title.textContent = "cut edge " + edge;
    hit.appendChild(title);
    hit.addEventListener("click", () => cut(edge));
    path.addEventListener("click", () => cut(edge));
    hit.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        cut(edge);
      }
    });
    hits.appendChild(hit);
  }
  // The same edges as buttons, with their ends and colour in words.
  const edges = $("edges");
  edges.innerHTML = "";
  for (const e of view.standing) {
    const button = document.createElement("button");
    button.type = "button";
    const sw = document.createElement("span");
    sw.className = "sw";
    sw.style.background = COLOURS[e.colour] || "#999";
    button.appendChild(sw);
    button.appendChild(document.createTextNode(`${e.number} ${e.ends[0]}–${e.ends[1]}` + (e.colour === "green" ? "" : ` (${e.colour})`)));
    button.disabled = !(legal.has(e.number) && yourTurn);
    if (view.mark === e.number) button.classList.add("hinted");
    button.addEventListener("click", () => cut(e.number));
    edges.appendChild(button);
  }
  if (!view.standing.length) edges.textContent = "none";
  $("hint").disabled = !view.to_move;
  $("undo").disabled = view.game.moves !== undefined && view.game.moves.length === 0;
}

function request(extra) {
  return Object.assign({ game: state.game, opponent: state.opponent }, extra);
}

async function cut(edge) {
  await App.run(async () => show(await App.post("/api/hackenbush/move", request({ edge }))));
}

async function start() {
  await App.run(async () => {
    const view = await App.post("/api/hackenbush/new", {
      picture: $("text").value,
      first: $("first").value,
      side: $("side").value,
      opponent: $("opponent").value,
    });
    show(view);
    App.reveal("play");
  });
}

// The settings show the game `kept`: its starting picture as text, its opponent, who
// moved first and the person's side.
function settingsOf(kept) {
  $("picture").value = "";
  $("text").value = kept.game.edges
    .map(([a, b, colour]) => `${a} ${b}` + (colour === "green" ? "" : ` ${colour}`))
    .join("\n") + "\n";
  $("opponent").value = kept.opponent;
  if (kept.game.first) $("first").value = kept.game.first;
  if (kept.game.side) $("side").value = kept.game.side;
}

// What the position is worth and who wins it, asked for when the details open.
async function value() {
  if (!state || !$("value-box").open) return;
  await App.run(async () => {
    const view = await App.post("/api/hackenbush/value", request({}));
    $("value-text").textContent = view.text;
  });
}

async function action(name) {
  if (!state) return;
  await App.run(async () => show(await App.post("/api/hackenbush/" + name, request({}))));
}

async function init() {
  $("new").addEventListener("click", start);
  $("hint").addEventListener("click", () => action("hint"));
  $("undo").addEventListener("click", () => action("undo"));
  $("value-box").addEventListener("toggle", value);
  App.ending(async () => {
    settingsOf(state);
    await start();
  });
  $("picture").addEventListener("change", () => {
    const found = shipped.find((p) => p.name === $("picture").value);
    if (found) $("text").value = found.text;
  });
  $("file").addEventListener("change", async () => {
    const file = $("file").files[0];
    if (!file) return;
    const most = App.limits.hackenbush_picture_bytes;
    if (file.size > most) {
      App.fail(new Error(`${file.name} is ${file.size} bytes; a picture file may be at most ${App.size(most)}`));
      return;
    }
    $("text").value = await file.text();
    $("picture").value = "";
  });
  await App.run(async () => {
    const response = await fetch("/api/hackenbush/pictures");
    shipped = await response.json();
    const select = $("picture");
    for (const p of shipped) select.appendChild(new Option(p.name, p.name));
    select.appendChild(new Option("your own (the text below)", ""));
    $("text").value = shipped.length ? shipped[0].text : "";
  });
  // Carry on with the game kept in this browser: the server restores it from its save.
  const kept = App.load("hackenbush");
  if (kept) {
    await App.run(async () => {
      state = kept;
      show(await App.post("/api/hackenbush/show", request({})));
      App.say("Your game, as you left it. " + state.text);
      // The settings show the game carried on: its picture as text, its opponent.
      settingsOf(state);
    });
  }
  if (!state || !state.svg) await start();
}

init();
