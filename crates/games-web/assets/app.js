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

  // The game kept under `key`: the one a shared link carries (`#KEY=...` in the address),
  // else the one kept in this browser, else null.
  load(key) {
    const shared = App.shared(key);
    if (shared) {
      // Taken once: the address drops it, so that reopening the page later carries on
      // with the game as played since, kept in this browser.
      history.replaceState(null, "", location.pathname + location.search);
      return shared;
    }
    try {
      const text = localStorage.getItem("games-web:" + key);
      return text ? JSON.parse(text) : null;
    } catch (e) {
      return null;
    }
  },

  // Keeps `value` in this browser under `key`, and points the page's "Share" link at it.
  save(key, value) {
    App.share(key, value);
    App.keep(key, value);
  },

  // Keeps `value` in this browser under `key` only (nothing shared).
  keep(key, value) {
    try {
      localStorage.setItem("games-web:" + key, JSON.stringify(value));
    } catch (e) {
      /* a full or forbidden storage only loses the copy */
    }
  },

  // Text as URL-safe base64 of its UTF-8 (no padding), and back.
  pack(text) {
    const bytes = new TextEncoder().encode(text);
    let binary = "";
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  },

  unpack(packed) {
    const binary = atob(packed.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  },

  // The value a shared link carries for `key` in the address's fragment, or null.
  shared(key) {
    const found = new URLSearchParams(location.hash.slice(1)).get(key);
    if (!found) return null;
    try {
      return JSON.parse(App.unpack(found));
    } catch (e) {
      return null;
    }
  },

  // Points the "Share" link at `value`: this page's address with the value in its
  // fragment, which never reaches a server's log; opened anywhere, it shows the same game.
  share(key, value) {
    const link = document.getElementById("share");
    if (!link) return;
    const address = new URL(location.href);
    address.hash = key + "=" + App.pack(JSON.stringify(value));
    link.href = address.href;
    link.hidden = false;
  },

  // The end of a game: `text`, who won and how (the library's words), in the page's end
  // box with its "Play again" and "New game" buttons; no text hides the box.
  over(text) {
    const box = document.getElementById("over");
    if (!box) return;
    document.getElementById("over-text").textContent = text || "";
    box.hidden = !text;
    // Said once: the status line above the box drops the ending it would repeat.
    const status = document.getElementById("status");
    if (text && status && status.textContent.endsWith(text)) {
      status.textContent = status.textContent.slice(0, -text.length).trim();
    }
  },

  // Wires the end box's buttons: "Play again" calls `again` (the same start once more);
  // "New game" calls `fresh`, or brings the settings into view, their first field focused.
  ending(again, fresh) {
    document.getElementById("again").addEventListener("click", async () => {
      App.over("");
      await again();
    });
    document.getElementById("fresh").addEventListener("click", () => {
      App.over("");
      if (fresh) return fresh();
      const setup = document.getElementById("setup");
      if (!setup) return;
      setup.scrollIntoView({ block: "start" });
      const field = setup.parentNode.querySelector("select, input, textarea, button");
      if (field) field.focus();
    });
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

// The "Share" link copies its address too, where the browser allows it; following it
// shows the address to copy by hand.
document.addEventListener("DOMContentLoaded", () => {
  const link = document.getElementById("share");
  if (!link) return;
  link.addEventListener("click", () => {
    if (navigator.clipboard) navigator.clipboard.writeText(link.href).catch(() => {});
  });
});
