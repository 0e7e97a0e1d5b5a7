//! A load driver for a running `games-web`: client threads per game kind, each playing
//! real games through the JSON endpoints over its own HTTP/1.1 keep-alive connection to
//! the server, every request timed; then, per kind and per endpoint, the requests, the
//! errors and the latencies (p50, p95, p99, max), and the server's peak resident memory
//! when its process id is given.
//!
//! ```sh
//! cargo build --release -p games-web --examples
//! target/release/games-web --port 8080 &
//! target/release/examples/load --addr 127.0.0.1:8080 --clients 50 --seconds 60 \
//!     --kinds all --pace 1000 --arrive 20 --pid $!
//! ```
//!
//! `--designers N` adds N clients that do nothing but design the heaviest deck the page
//! offers (8 symbols a card, 57 cards, the built-in pictures), one after another, their
//! latencies under the kind `designs`: the load under which a player's moves are timed
//! (`--kinds marbles,strikeout --clients 1 --designers 10`).
//!
//! A client told the server is busy (or any error) pauses 100 ms before its next request.
//!
//! `--pace MS` makes each client pause before each request, as a person thinks before a
//! move: a pause drawn evenly from half to one and a half times MS. `--arrive S` spreads
//! the clients' starts evenly over the first S seconds, as people arrive. Without it (or with 0)
//! each client sends its next request as soon as the last is answered, which measures how
//! many requests the server answers a second rather than how long a player waits.
//!
//! Each client plays as the page does: Hackenbush against the program (a shipped picture,
//! a legal edge cut, now and then an undo); strike-out on a random field (a legal pair,
//! found by the library from the saved game the server sent, now and then an undo);
//! marbles against the program (a legal take); Dobble: a deck of 3 to 8 symbols per card
//! designed once, then rounds and guesses on it as the page plays them (the page holds the
//! cards' pictures); a Bulgarian solitaire trace of a random partition. A game that
//! ends starts again. Any status but 200 (an undo refused is not sent) and any broken
//! connection is an error.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

#[path = "../tests/support/http.rs"]
mod http;

const KINDS: [&str; 5] = ["hackenbush", "strikeout", "marbles", "dobble", "bulgarian"];

/// The kind of the `--designers` clients.
const DESIGNS: &str = "designs";

/// A small generator (xorshift), one per client, so the clients play different games.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Each request's latency under its endpoint, and the errors.
#[derive(Default)]
struct Tally {
    times: BTreeMap<String, Vec<Duration>>,
    errors: BTreeMap<String, u64>,
    first_errors: Vec<String>,
}

/// A client of one kind: its connection (ureq keeps it alive), its generator, its tally,
/// and its pause between requests.
struct Player {
    kind: &'static str,
    base: String,
    agent: ureq::Agent,
    rng: Rng,
    tally: Tally,
    pace: Duration,
}

/// An agent that reads every status (a 400 is an answer to count, not a failure of the
/// connection) and gives up on an answer after 30 s.
fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(30)))
        .build()
        .into()
}

impl Player {
    /// Posts `body` to `/api/KIND/ROUTE`, timed; the answer's JSON when the status is 200.
    fn call(&mut self, route: &str, body: &Value) -> Option<Value> {
        if !self.pace.is_zero() {
            // A person's pause: from half to one and a half times the pace.
            let pause = self.pace.as_secs_f64() * (0.5 + (self.rng.next() % 1000) as f64 / 1000.0);
            std::thread::sleep(Duration::from_secs_f64(pause));
        }
        let path = format!("/api/{}/{route}", self.kind);
        let url = format!("{}{path}", self.base);
        let body = (route != "pictures").then_some(body);
        let started = Instant::now();
        let answer = http::request(&self.agent, &url, body);
        let took = started.elapsed();
        self.tally
            .times
            .entry(route.to_owned())
            .or_default()
            .push(took);
        let failure = match answer {
            Ok((200, bytes)) => match serde_json::from_slice(&bytes) {
                Ok(value) => return Some(value),
                Err(e) => format!("{path}: the answer is not JSON: {e}"),
            },
            Ok((status, bytes)) => format!(
                "{path}: status {status}: {}",
                String::from_utf8_lossy(&bytes[..bytes.len().min(300)])
            ),
            Err(e) => format!("{path}: {e}"),
        };
        *self.tally.errors.entry(route.to_owned()).or_default() += 1;
        if self.tally.first_errors.len() < 3 {
            self.tally.first_errors.push(failure);
        }
        busy_pause();
        None
    }

    /// Takes back the last move of the game in `view`, as the page's Undo does (one move
    /// in eight): the new view, or `None` if it failed.
    fn undo(&mut self, view: &Value) -> Option<Value> {
        self.call("undo", &json!({ "game": view["game"] }))
    }

    /// Plays games until `stop`.
    fn play(&mut self, stop: &AtomicBool) {
        match self.kind {
            "hackenbush" => self.hackenbush(stop),
            "strikeout" => self.strikeout(stop),
            "marbles" => self.marbles(stop),
            "dobble" => self.dobble(stop),
            DESIGNS => self.designs(stop),
            _ => self.bulgarian(stop),
        }
    }

    fn hackenbush(&mut self, stop: &AtomicBool) {
        let Some(Value::Array(pictures)) = self.call("pictures", &Value::Null) else {
            return;
        };
        let texts: Vec<Value> = pictures.iter().map(|p| p["text"].clone()).collect();
        while !stop.load(Ordering::Relaxed) {
            let picture = texts[self.rng.below(texts.len())].clone();
            let Some(mut view) = self.call("new", &json!({ "picture": picture })) else {
                continue;
            };
            let mut moves = 0;
            while !stop.load(Ordering::Relaxed) && view["winner"].is_null() {
                let legal = view["legal"].as_array().cloned().unwrap_or_default();
                if legal.is_empty() {
                    break;
                }
                if moves > 0 && self.rng.below(8) == 0 {
                    let Some(next) = self.undo(&view) else { break };
                    view = next;
                    moves -= 1;
                    continue;
                }
                let edge = legal[self.rng.below(legal.len())].clone();
                match self.call("move", &json!({ "game": view["game"], "edge": edge })) {
                    Some(next) => view = next,
                    None => break,
                }
                moves += 1;
            }
        }
    }

    fn strikeout(&mut self, stop: &AtomicBool) {
        while !stop.load(Ordering::Relaxed) {
            let seed = self.rng.next() % 1_000_000;
            let length = 12 + self.rng.below(24);
            let Some(mut view) = self.call(
                "new",
                &json!({ "random": true, "length": length, "seed": seed }),
            ) else {
                continue;
            };
            let mut moves = 0;
            while !stop.load(Ordering::Relaxed) && view["status"] == "playing" {
                if moves > 0 && self.rng.below(8) == 0 {
                    let Some(next) = self.undo(&view) else { break };
                    view = next;
                    moves -= 1;
                    continue;
                }
                // The legal pairs, by the library, from the saved game the server sent.
                let Ok(game) = serde_json::from_value::<strikeout::Game>(view["game"].clone())
                else {
                    break;
                };
                let legal = game.moves();
                if legal.is_empty() {
                    break;
                }
                let (a, b) = legal[self.rng.below(legal.len())];
                match self.call("move", &json!({ "game": view["game"], "cells": [a, b] })) {
                    Some(next) => view = next,
                    None => break,
                }
                moves += 1;
            }
        }
    }

    fn marbles(&mut self, stop: &AtomicBool) {
        while !stop.load(Ordering::Relaxed) {
            let n = 20 + self.rng.below(2000);
            let Some(mut view) = self.call("new", &json!({ "n": n })) else {
                continue;
            };
            let mut moves = 0;
            while !stop.load(Ordering::Relaxed) && view["winner"].is_null() {
                let Some(legal) = view["legal"].as_array() else {
                    break;
                };
                let low: u64 = legal[0].as_str().and_then(|s| s.parse().ok()).unwrap_or(0);
                let high: u64 = legal[1].as_str().and_then(|s| s.parse().ok()).unwrap_or(0);
                if moves > 0 && self.rng.below(8) == 0 {
                    let Some(next) = self.undo(&view) else { break };
                    view = next;
                    moves -= 1;
                    continue;
                }
                let take = low + self.rng.next() % (high - low + 1).max(1);
                match self.call(
                    "move",
                    &json!({ "game": view["game"], "take": take.to_string() }),
                ) {
                    Some(next) => view = next,
                    None => break,
                }
                moves += 1;
            }
        }
    }

    fn dobble(&mut self, stop: &AtomicBool) {
        // A deck designed once, as a person opens the page (7 has no deck), then games of
        // ten rounds on it: the page holds the deck's pictures, so a round asks for the
        // two cards alone, and a guess is checked.
        let k = [3, 4, 5, 6, 8][self.rng.below(5)];
        let design = json!({ "k": k, "pictures": true, "seed": self.rng.next() % 1000 });
        if self.call("deck", &design).is_none() {
            return;
        }
        let mut round = 0;
        while !stop.load(Ordering::Relaxed) {
            let Some(view) = self.call(
                "round",
                &json!({ "design": design, "round": round, "draw": false }),
            ) else {
                break;
            };
            round += 1;
            let symbols = view["symbols"][0].as_array().cloned().unwrap_or_default();
            if symbols.is_empty() {
                break;
            }
            let symbol = symbols[self.rng.below(symbols.len())].clone();
            let guess = json!({ "design": design, "cards": view["cards"], "symbol": symbol });
            if self.call("check", &guess).is_none() {
                break;
            }
        }
    }

    /// The heaviest design the page offers, again and again (its answer, a deck of 57
    /// cards with their pictures, read whole and dropped).
    fn designs(&mut self, stop: &AtomicBool) {
        let path = "/api/dobble/deck";
        while !stop.load(Ordering::Relaxed) {
            let design = json!({ "k": 8, "pictures": true, "seed": self.rng.next() % 1000 });
            let started = Instant::now();
            let answer = http::request(&self.agent, &format!("{}{path}", self.base), Some(&design));
            let took = started.elapsed();
            self.tally
                .times
                .entry("deck".to_owned())
                .or_default()
                .push(took);
            let failure = match answer {
                Ok((200, _)) => continue,
                Ok((status, _)) => format!("{path}: status {status}"),
                Err(e) => format!("{path}: {e}"),
            };
            *self.tally.errors.entry("deck".to_owned()).or_default() += 1;
            if self.tally.first_errors.len() < 3 {
                self.tally.first_errors.push(failure);
            }
            busy_pause();
        }
    }

    fn bulgarian(&mut self, stop: &AtomicBool) {
        while !stop.load(Ordering::Relaxed) {
            let n = 1 + self.rng.below(60) as u64;
            let seed = self.rng.next() % 1_000_000;
            let bjorner = self.rng.below(2) == 0;
            self.call(
                "trace",
                &json!({ "random": n, "seed": seed, "bjorner": bjorner }),
            );
        }
    }
}

/// A client's pause after an error (most often 503, "busy"), as a person's before they
/// press again: 100 ms, so a refused client does not ask hundreds of times a second.
fn busy_pause() {
    std::thread::sleep(Duration::from_millis(100));
}

/// The `q`-quantile of sorted times, in ms.
fn quantile(sorted: &[Duration], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let index = ((sorted.len() as f64 * q).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[index].as_secs_f64() * 1000.0
}

fn line(name: &str, times: &mut [Duration], errors: u64) {
    times.sort_unstable();
    println!(
        "  {name:<12} {:>8} {:>6} {:>8.2} {:>8.2} {:>8.2} {:>8.2}",
        times.len(),
        errors,
        quantile(times, 0.50),
        quantile(times, 0.95),
        quantile(times, 0.99),
        times.last().map_or(0.0, |t| t.as_secs_f64() * 1000.0),
    );
}

/// The server's peak resident set (VmHWM) in kB, from /proc.
fn peak_rss(pid: u32) -> Option<String> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    Some(line.trim_start_matches("VmHWM:").trim().to_owned())
}

const USAGE: &str = "usage: load [--addr HOST:PORT] [--clients N] [--seconds S] \
                     [--kinds all|KIND,KIND...] [--designers N] [--pace MS] [--arrive S] \
                     [--pid SERVER_PID]";

struct Options {
    addr: String,
    clients: usize,
    seconds: u64,
    kinds: Vec<&'static str>,
    designers: usize,
    pace: Duration,
    arrive: Duration,
    pid: Option<u32>,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        addr: "127.0.0.1:8080".to_owned(),
        clients: 50,
        seconds: 60,
        kinds: KINDS.to_vec(),
        designers: 0,
        pace: Duration::ZERO,
        arrive: Duration::ZERO,
        pid: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--addr" => options.addr = value()?,
            "--clients" => options.clients = value()?.parse().map_err(|e| format!("{e}"))?,
            "--designers" => {
                options.designers = value()?.parse().map_err(|e| format!("{e}"))?;
            }
            "--seconds" => options.seconds = value()?.parse().map_err(|e| format!("{e}"))?,
            "--pace" => {
                let ms: u64 = value()?.parse().map_err(|e| format!("{e}"))?;
                options.pace = Duration::from_millis(ms);
            }
            "--arrive" => {
                let seconds: u64 = value()?.parse().map_err(|e| format!("{e}"))?;
                options.arrive = Duration::from_secs(seconds);
            }
            "--pid" => options.pid = Some(value()?.parse().map_err(|e| format!("{e}"))?),
            "--kinds" => {
                let text = value()?;
                if text != "all" {
                    options.kinds = text
                        .split(',')
                        .map(|k| {
                            KINDS
                                .iter()
                                .find(|&&known| known == k)
                                .copied()
                                .ok_or_else(|| format!("no game kind `{k}`: {}", KINDS.join(", ")))
                        })
                        .collect::<Result<_, _>>()?;
                }
            }
            _ => return Err(format!("unknown argument `{flag}`")),
        }
    }
    Ok(options)
}

fn main() {
    let options = match options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("load: {message}\n{USAGE}");
            std::process::exit(2);
        }
    };
    let stop = Arc::new(AtomicBool::new(false));
    let mut handles = Vec::new();
    // The players of each kind, then the designers, who neither pause nor arrive late.
    let clients = options
        .kinds
        .iter()
        .map(|&kind| (kind, options.clients, options.pace, options.arrive))
        .chain(std::iter::once((
            DESIGNS,
            options.designers,
            Duration::ZERO,
            Duration::ZERO,
        )));
    for (k, (kind, count, pace, arrive)) in clients.enumerate() {
        for c in 0..count {
            let stop = Arc::clone(&stop);
            let base = format!("http://{}", options.addr);
            let seed = 0x9e37_79b9_7f4a_7c15_u64 ^ (((k as u64) << 32) | (c as u64 + 1));
            handles.push(std::thread::spawn(move || {
                let mut player = Player {
                    kind,
                    base,
                    agent: agent(),
                    rng: Rng(seed),
                    tally: Tally::default(),
                    pace,
                };
                // People arrive over the first `arrive` seconds, not all at once.
                let wait = arrive.as_secs_f64() * (player.rng.next() % 1000) as f64 / 1000.0;
                std::thread::sleep(Duration::from_secs_f64(wait));
                player.play(&stop);
                (kind, player.tally)
            }));
        }
    }
    println!(
        "{} clients for each of {} and {} designers for {} s against {}, {}",
        options.clients,
        options.kinds.join(", "),
        options.designers,
        options.seconds,
        options.addr,
        if options.pace.is_zero() {
            "each request sent as soon as the last is answered".to_owned()
        } else {
            format!(
                "a pause of {:?} on average before each request",
                options.pace
            )
        }
    );
    std::thread::sleep(Duration::from_secs(options.seconds));
    stop.store(true, Ordering::Relaxed);
    let mut by_kind: BTreeMap<&str, Tally> = BTreeMap::new();
    for handle in handles {
        let Ok((kind, tally)) = handle.join() else {
            eprintln!("load: a client thread panicked");
            continue;
        };
        let total = by_kind.entry(kind).or_default();
        for (route, times) in tally.times {
            total.times.entry(route).or_default().extend(times);
        }
        for (route, n) in tally.errors {
            *total.errors.entry(route).or_default() += n;
        }
        total.first_errors.extend(tally.first_errors);
    }
    println!(
        "  {:<12} {:>8} {:>6} {:>8} {:>8} {:>8} {:>8}",
        "endpoint", "requests", "errors", "p50 ms", "p95 ms", "p99 ms", "max ms"
    );
    for (kind, mut tally) in by_kind {
        println!("{kind}");
        let mut all = Vec::new();
        for (route, times) in &mut tally.times {
            line(route, times, tally.errors.get(route).copied().unwrap_or(0));
            all.extend_from_slice(times);
        }
        line("(all)", &mut all, tally.errors.values().sum());
        for error in tally.first_errors.iter().take(3) {
            println!("  error: {error}");
        }
    }
    if let Some(pid) = options.pid {
        match peak_rss(pid) {
            Some(peak) => println!("server peak RSS (VmHWM): {peak}"),
            None => println!("server peak RSS: /proc/{pid}/status cannot be read"),
        }
    }
}
