// The Bulgarian solitaire page: the trace of a start, one move at a time, each drawn by
// the library.
"use strict";

const $ = (id) => document.getElementById(id);
let trace = null;
let at = 0;

function showStep() {
  if (!trace) return;
  const step = trace.steps[at];
  $("step").innerHTML = step.svg;
  const where = step.on_cycle ? "<span class='oncycle'>on the cycle ↻</span>" : "<span class='transient'>before the cycle</span>";
  $("where").innerHTML = `configuration ${at} of ${trace.steps.length - 1}: <b>${step.parts.join(" ")}</b>, U = ${step.energy}, ${where}`;
  $("prev").disabled = at === 0;
  $("next").disabled = at === trace.steps.length - 1;
  for (const li of $("configs").children) li.classList.toggle("current", Number(li.dataset.at) === at);
}

async function load(body) {
  await App.run(async () => {
    body.bjorner = $("style").value === "bjorner";
    trace = await App.post("/api/bulgarian/trace", body);
    App.save("bulgarian", body);
    App.say(trace.text);
    at = 0;
    const list = $("configs");
    list.innerHTML = "";
    trace.steps.forEach((s, i) => {
      const li = document.createElement("li");
      li.dataset.at = i;
      li.textContent = s.parts.join(" ");
      const energy = document.createElement("span");
      energy.className = "energy";
      energy.textContent = `U = ${s.energy}`;
      li.appendChild(energy);
      if (s.on_cycle) li.classList.add("cyc");
      li.addEventListener("click", () => { at = i; showStep(); });
      list.appendChild(li);
    });
    $("whole").innerHTML = trace.svg;
    showStep();
  });
}

function init() {
  $("trace").addEventListener("click", async () => {
    await load({ partition: $("partition").value });
    App.reveal("status");
  });
  $("random").addEventListener("click", async () => {
    await load({ random: Number($("n").value), seed: Math.floor(Math.random() * 1e9) });
    App.reveal("status");
  });
  $("style").addEventListener("change", () => {
    const kept = App.load("bulgarian");
    if (kept) load(kept);
  });
  $("prev").addEventListener("click", () => { if (at > 0) { at--; showStep(); } });
  $("next").addEventListener("click", () => { if (trace && at < trace.steps.length - 1) { at++; showStep(); } });
  document.addEventListener("keydown", (e) => {
    if (e.target.closest("input, textarea, select")) return;
    if (e.key === "ArrowRight") $("next").click();
    if (e.key === "ArrowLeft") $("prev").click();
  });
  const kept = App.load("bulgarian");
  if (kept && kept.partition) $("partition").value = kept.partition;
  load(kept || { partition: $("partition").value });
}

init();
