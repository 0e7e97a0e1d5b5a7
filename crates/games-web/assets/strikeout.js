// The strike-out page: the grid is drawn from the field the server sends; a tap selects a
// cell, a second tap sends the pair with the game and shows the answer.
"use strict";

let state = null;
let selected = null;
const $ = (id) => document.getElementById(id);

function show(view) {
  state = view;
  selected = null;
  App.save("strikeout", { game: view.game });
  App.say(view.text);
  App.over(view.ending);
  // What the field is worth is asked for again when the game changes.
  $("value-box").open = false;
  $("value-text").textContent = "";
  const width = view.width;
  const rows = Math.ceil(view.digits.length / width);
  const grid = $("grid");
  grid.innerHTML = "";
  const head = grid.createTHead().insertRow();
  head.appendChild(document.createElement("th"));
  for (let c = 1; c <= width; c++) {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = c;
    head.appendChild(th);
  }
  const body = grid.createTBody();
  const marked = view.mark ? new Set(view.mark) : new Set();
  for (let r = 0; r < rows; r++) {
    const row = body.insertRow();
    const th = document.createElement("th");
    th.scope = "row";
    th.textContent = r + 1;
    row.appendChild(th);
    for (let c = 0; c < width; c++) {
      const cell = r * width + c;
      const td = row.insertCell();
      if (cell >= view.digits.length) continue;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "cell";
      button.textContent = view.digits[cell];
      button.dataset.cell = cell;
      const live = view.live[cell];
      button.setAttribute("aria-label", `row ${r + 1}, column ${c + 1}: ${view.digits[cell]}${live ? "" : ", struck"}`);
      if (!live) {
        button.classList.add("struck");
        button.disabled = true;
      }
      if (marked.has(cell)) button.classList.add("hinted");
      button.addEventListener("click", () => tap(cell, button));
      td.appendChild(button);
    }
  }
  $("facts").innerHTML = `<span><b>${view.cells}</b> cells</span><span><b>${view.live_count}</b> live</span><span><b>${view.moves}</b> moves</span><span>${view.status}</span>`;
  $("picture").innerHTML = view.svg
    || `<p class='small'>The field is too long for the library's picture (at most ${App.limits.strikeout_picture_cells} cells).</p>`;
  $("undo").disabled = view.moves === 0;
  $("hint").disabled = view.status !== "playing";
}

async function tap(cell, button) {
  if (selected === null) {
    selected = cell;
    button.classList.add("selected");
    button.setAttribute("aria-pressed", "true");
    return;
  }
  if (selected === cell) {
    selected = null;
    button.classList.remove("selected");
    button.removeAttribute("aria-pressed");
    return;
  }
  const pair = [selected, cell];
  await App.run(async () => {
    try {
      show(await App.post("/api/strikeout/move", { game: state.game, cells: pair }));
    } finally {
      for (const b of document.querySelectorAll("button.cell.selected")) {
        b.classList.remove("selected");
        b.removeAttribute("aria-pressed");
      }
      selected = null;
    }
  });
}

async function post(path, body) {
  await App.run(async () => show(await App.post("/api/strikeout/" + path, body)));
}

// The fewest cells the field can still be cleared in, asked for when the details open.
async function value() {
  if (!state || !$("value-box").open) return;
  await App.run(async () => {
    const view = await App.post("/api/strikeout/value", { game: state.game });
    $("value-text").textContent = view.text;
  });
}

async function hint() {
  App.say("Searching for the shortest solution from here…");
  await post("hint", { game: state.game });
}

// The start of the game in play, to play again: the article's unless a random field was
// asked for on this visit.
let started = { random: false };

async function init() {
  App.ending(() => post("new", started));
  $("standard").addEventListener("click", async () => {
    started = { random: false };
    await post("new", started);
    App.reveal("facts");
  });
  $("random").addEventListener("click", async () => {
    started = { random: true, length: Number($("length").value), seed: Number($("seed").value) };
    await post("new", started);
    App.reveal("facts");
  });
  $("hint").addEventListener("click", hint);
  $("value-box").addEventListener("toggle", value);
  $("undo").addEventListener("click", () => post("undo", { game: state.game }));
  const kept = App.load("strikeout");
  if (kept) {
    // The saved game, replayed and checked by the server: undo of nothing is refused, so
    // ask for the view by replaying it through a harmless request.
    await post("show", { game: kept.game });
  }
  if (!state) await post("new", { random: false });
}

init();
