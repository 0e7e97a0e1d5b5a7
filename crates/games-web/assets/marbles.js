// The marbles page: the match is kept here; each take goes to the server with it, and the
// program's reply comes back with the new match.
"use strict";

let state = null;
const $ = (id) => document.getElementById(id);
const MOST_BUTTONS = 60;

function show(view) {
  state = view;
  App.save("marbles", { game: view.game });
  App.say(view.text);
  $("heap").textContent = view.remaining === 1 ? "1 marble left" : `${view.remaining} marbles left`;
  const takes = $("takes");
  takes.innerHTML = "";
  if (view.legal && view.to_move === "person") {
    const [low, high] = view.legal;
    if (high - low + 1 <= MOST_BUTTONS) {
      for (let t = low; t <= high; t++) {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = t;
        button.setAttribute("aria-label", `take ${t}`);
        if (view.mark === t) button.classList.add("hinted");
        button.addEventListener("click", () => take(t));
        takes.appendChild(button);
      }
    } else {
      const input = App.element(`<input type="number" min="${low}" max="${high}" value="${view.mark || low}" aria-label="take" style="width:12rem">`);
      const button = App.element("<button type='button'>Take</button>");
      button.addEventListener("click", () => take(Number(input.value)));
      takes.append(`Take ${low} to ${high}: `, input, button);
    }
  } else {
    takes.textContent = view.winner ? "The game is over." : "";
  }
  const history = $("history");
  history.innerHTML = "";
  let side = view.first;
  for (const t of view.takes) {
    const li = document.createElement("li");
    li.textContent = `${side === "person" ? "you" : "the program"} took ${t}`;
    history.appendChild(li);
    side = side === "person" ? "program" : "person";
  }
  const grid = $("grid");
  if (view.grid) {
    grid.href = view.grid;
    grid.hidden = false;
  } else {
    grid.hidden = true;
  }
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
    n: Number($("n").value),
    rules: {
      first: Number($("first-take").value),
      last: Number($("last-take").value),
      factor: Number($("factor").value),
      take_all: $("take-all").checked,
    },
    starts: $("who").value,
  });
}

async function init() {
  $("new").addEventListener("click", start);
  $("hint").addEventListener("click", () => post("hint", { game: state.game }));
  $("undo").addEventListener("click", () => post("undo", { game: state.game }));
  const kept = App.load("marbles");
  if (kept) await post("show", { game: kept.game });
  if (!state) await start();
}

init();
