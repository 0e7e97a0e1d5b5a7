// The marbles page: the match is kept here; each take goes to the server with it, and the
// program's reply (against the program) comes back with the new match, with the server's
// words. Against a friend, both take turns at this screen.
"use strict";

let state = null;
const $ = (id) => document.getElementById(id);

function show(view) {
  state = view;
  App.save("marbles", { game: view.game });
  App.say(view.text);
  App.over(view.ending);
  $("heap").innerHTML = view.svg;
  $("value-text").textContent = view.value || "The game is over.";
  const friend = view.opponent === "friend";
  $("play").textContent = friend && view.player ? `Player ${view.player}'s take` : "Your take";
  const takes = $("takes");
  takes.innerHTML = "";
  // Counts come as digits (a huge heap's pass what a JavaScript number holds exactly).
  if (view.legal && view.to_move === "person") {
    const [low, high] = view.legal;
    if (view.buttons.length) {
      for (const t of view.buttons) {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = t;
        button.setAttribute("aria-label", `take ${t}`);
        if (view.mark === t) button.classList.add("hinted");
        button.addEventListener("click", () => take(t));
        takes.appendChild(button);
      }
    } else {
      const input = App.element(`<input type="text" inputmode="numeric" aria-label="take" class="take-count">`);
      input.value = view.mark || low;
      const button = App.element("<button type='button'>Take</button>");
      button.addEventListener("click", () => take(input.value.trim()));
      takes.append(`Take ${low} to ${high}: `, input, button);
    }
  } else {
    takes.textContent = view.winner ? "The game is over." : "";
  }
  const history = $("history");
  history.innerHTML = "";
  let side = view.first;
  view.takes.forEach((t, i) => {
    const li = document.createElement("li");
    const who = friend ? `player ${(i % 2) + 1}` : side === "person" ? "you" : "the program";
    li.textContent = `${who} took ${t}`;
    history.appendChild(li);
    side = side === "person" ? "program" : "person";
  });
  // The grid, drawn by the library, shown in this page when opened (not as a bare SVG).
  const grid = $("grid");
  $("grid-box").hidden = !view.grid;
  grid.dataset.src = view.grid || "";
  if ($("grid-box").open && view.grid && grid.getAttribute("src") !== view.grid) grid.src = view.grid;
  $("hint").disabled = !view.to_move;
  $("undo").disabled = !view.takes.length;
}

async function post(path, body) {
  await App.run(async () => show(await App.post("/api/marbles/" + path, body)));
}

function take(t) {
  return post("move", { game: state.game, take: t });
}

function start() {
  return post("new", {
    n: $("n").value.trim(),
    rules: {
      first: Number($("first-take").value),
      last: Number($("last-take").value),
      factor: Number($("factor").value),
      take_all: $("take-all").checked,
    },
    starts: $("who").value,
    opponent: $("opponent").value,
  });
}

async function init() {
  $("new").addEventListener("click", async () => {
    await start();
    App.reveal("heap");
  });
  App.ending(start);
  $("grid-box").addEventListener("toggle", () => {
    const grid = $("grid");
    if ($("grid-box").open && grid.dataset.src) grid.src = grid.dataset.src;
  });
  $("hint").addEventListener("click", () => post("hint", { game: state.game }));
  $("undo").addEventListener("click", () => post("undo", { game: state.game }));
  const kept = App.load("marbles");
  if (kept) await post("show", { game: kept.game });
  if (!state) await start();
}

init();
