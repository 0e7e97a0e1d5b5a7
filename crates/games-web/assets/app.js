// What every page shares: requests to the endpoints, the words shown, the game kept.
"use strict";

const App = {
  // The limits the page checks before it asks, as the server wrote them into the page
  // (the same numbers its handlers check): `App.limits.dobble_upload_bytes`, ...
  limits: JSON.parse(document.body.dataset.limits || "{}"),

  // `bytes` in words: "512 KiB", "4 MiB", "100 bytes".
  size(bytes) {
    if (bytes >= 1 << 20 && bytes % (1 << 20) === 0) return `${bytes / (1 << 20)} MiB`;
    if (bytes >= 1 << 10 && bytes % (1 << 10) === 0) return `${bytes / (1 << 10)} KiB`;
    return `${bytes} bytes`;
  },

  // POST `body` as JSON to `url`; the answer's JSON, or an Error with the server's words.
  // An answer that takes longer than half a second shows the seconds it has taken in the
  // status line (a program's move on a large coloured picture, a deck being drawn).
  async post(url, body) {
    const status = document.getElementById("status");
    const before = status ? status.textContent : "";
    const started = performance.now();
    let working = "";
    const tick = () => {
      working = `Working… ${((performance.now() - started) / 1000).toFixed(0)} s`;
      if (status) status.textContent = working;
    };
    let timer = setTimeout(function again() { tick(); timer = setTimeout(again, 1000); }, 500);
    try {
      return await App.exchange(url, body);
    } finally {
      clearTimeout(timer);
      if (status && working && status.textContent === working) status.textContent = before;
    }
  },

  // The request itself, for `post`.
  async exchange(url, body) {
    let response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    } catch (e) {
      throw new Error("the server cannot be reached: is games-web still running?");
    }
    const text = await response.text();
    let data;
    try {
      data = JSON.parse(text);
    } catch (e) {
      data = { error: `the server answered ${response.status}` };
    }
    if (!response.ok) {
      throw new Error(data.error || `the server answered ${response.status}`);
    }
    return data;
  },

  // The game kept in this browser under `key`, or null.
  load(key) {
    try {
      const text = localStorage.getItem("games-web:" + key);
      return text ? JSON.parse(text) : null;
    } catch (e) {
      return null;
    }
  },

  save(key, value) {
    try {
      localStorage.setItem("games-web:" + key, JSON.stringify(value));
    } catch (e) {
      /* a full or forbidden storage only loses the copy */
    }
  },

  forget(key) {
    try { localStorage.removeItem("games-web:" + key); } catch (e) { /* nothing kept */ }
  },

  // Shows `text` in the status line, and clears the error line.
  say(text) {
    document.getElementById("status").textContent = text || "";
    document.getElementById("error").textContent = "";
  },

  fail(error) {
    document.getElementById("error").textContent = error.message || String(error);
  },

  // Runs `work` (async), showing its error in the page.
  async run(work) {
    try {
      await work();
    } catch (e) {
      App.fail(e);
    }
  },

  // An element from HTML text.
  element(html) {
    const template = document.createElement("template");
    template.innerHTML = html.trim();
    return template.content.firstElementChild;
  },

  // Scrolls the element `id` into view if it is not (on a phone the game sits above the
  // settings a new game is started from).
  reveal(id) {
    const element = document.getElementById(id);
    if (!element) return;
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.top > window.innerHeight * 0.6) {
      element.scrollIntoView({ block: "start" });
    }
  },

  // Downloads `blob` as `name`.
  download(blob, name) {
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  },
};
