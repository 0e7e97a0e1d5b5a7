//! Times each of a running `games-web`'s endpoints on requests at the page's own limits,
//! one request at a time over loopback, to say which lane of the solver pool each belongs
//! on: the light lane takes only the work that stays within milliseconds at its limits.
//!
//! ```sh
//! cargo build --release -p games-web --examples
//! target/release/games-web --port 18080 &
//! target/release/examples/lanes --addr 127.0.0.1:18080 --times 20
//! ```
//!
//! For each case: the endpoint, what was asked, and the latency's median and maximum over
//! `--times` requests (default 20), in ms. A status other than 200 is printed as it is.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

#[path = "../tests/support/http.rs"]
mod http;
#[path = "../tests/support/picture.rs"]
mod picture;

use picture::dense_picture;

/// One request: the status (0 when none came), the answer's JSON (or null) and the time
/// it took.
fn ask(agent: &ureq::Agent, url: &str, body: Option<&Value>) -> (u16, Value, Duration) {
    let started = Instant::now();
    let (status, json) = match http::request(agent, url, body) {
        Ok((status, bytes)) => (
            status,
            serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        ),
        Err(_) => (0, Value::Null),
    };
    (status, json, started.elapsed())
}

/// A green Hackenbush picture of `edges` edges: a path from the ground.
fn path_picture(edges: usize) -> String {
    (0..edges)
        .map(|i| {
            let from = if i == 0 {
                "G".to_owned()
            } else {
                format!("v{i}")
            };
            format!("{from} v{} green\n", i + 1)
        })
        .collect()
}

fn main() {
    let mut addr = "127.0.0.1:8080".to_owned();
    let mut times = 20usize;
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().unwrap_or_default();
        match flag.as_str() {
            "--addr" => addr = value,
            "--times" => times = value.parse().unwrap_or(20),
            _ => {
                eprintln!("usage: lanes [--addr HOST:PORT] [--times N]");
                std::process::exit(2);
            }
        }
    }
    let base = format!("http://{addr}/api");
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(60)))
        .build()
        .into();
    let post = |path: &str, body: Value| ask(&agent, &format!("{base}{path}"), Some(&body)).1;

    // The games the cases play on, started once.
    let contest = post("/marbles/new", json!({ "n": "18446744073709551615" }));
    let family_rules = json!({ "first": 1, "last": 1, "factor": 3, "take_all": false });
    let family = post(
        "/marbles/new",
        json!({ "n": 100_000, "rules": family_rules }),
    );
    let field = |length: usize| {
        post(
            "/strikeout/new",
            json!({ "random": true, "length": length, "seed": 7 }),
        )
    };
    let (drawn, long) = (field(2000), field(10_000));
    let first_pair = |view: &Value| {
        let game: strikeout::Game = serde_json::from_value(view["game"].clone()).ok()?;
        game.moves().first().copied()
    };
    let dense = json!({ "picture": dense_picture(), "opponent": "friend" });
    let dense_game = post("/hackenbush/new", dense.clone());
    let long_path = json!({ "picture": path_picture(400), "opponent": "friend" });
    let design = json!({ "k": 8, "pictures": true });

    let mut cases: Vec<(&str, String, Option<Value>)> = vec![
        (
            "GET /hackenbush/pictures",
            "the shipped pictures".into(),
            None,
        ),
        (
            "/hackenbush/new",
            "120 dense coloured edges, friend".into(),
            Some(dense),
        ),
        (
            "/hackenbush/new",
            "a path of 400 green edges, friend".into(),
            Some(long_path),
        ),
        (
            "/hackenbush/show",
            "120 dense coloured edges".into(),
            Some(json!({ "game": dense_game["game"], "opponent": "friend" })),
        ),
        (
            "/marbles/move",
            "contest rules, 2^64 - 1 marbles".into(),
            Some(json!({ "game": contest["game"], "take": contest["legal"][0] })),
        ),
        (
            "/marbles/move",
            "first 1, factor 3, 100,000 marbles".into(),
            Some(json!({ "game": family["game"], "take": family["legal"][0] })),
        ),
        (
            "/marbles/hint",
            "first 1, factor 3, 100,000 marbles".into(),
            Some(json!({ "game": family["game"] })),
        ),
        (
            "/marbles/new",
            "first 1, factor 3, 100,000 marbles".into(),
            Some(json!({ "n": 100_000, "rules": family_rules })),
        ),
        ("GET /marbles/grid.svg", "1,000 marbles".into(), None),
        (
            "/strikeout/new",
            "10,000 random digits".into(),
            Some(json!({ "random": true, "length": 10_000, "seed": 7 })),
        ),
        (
            "/strikeout/show",
            "2,000 digits (drawn)".into(),
            Some(json!({ "game": drawn["game"] })),
        ),
        (
            "/strikeout/show",
            "10,000 digits".into(),
            Some(json!({ "game": long["game"] })),
        ),
        (
            "/dobble/round",
            "57 cards with pictures, drawn".into(),
            Some(json!({ "design": design, "round": 3, "draw": true })),
        ),
        (
            "/dobble/check",
            "57 cards with pictures".into(),
            Some(json!({ "design": design, "cards": [0, 1], "symbol": "x" })),
        ),
        (
            "/bulgarian/trace",
            "a random partition of 100".into(),
            Some(json!({ "random": 100, "seed": 1 })),
        ),
        (
            "/dobble/deck",
            "57 cards with pictures".into(),
            Some(design.clone()),
        ),
    ];
    for (view, words) in [(&drawn, "2,000 digits (drawn)"), (&long, "10,000 digits")] {
        if let Some((a, b)) = first_pair(view) {
            cases.push((
                "/strikeout/move",
                words.into(),
                Some(json!({ "game": view["game"], "cells": [a, b] })),
            ));
        }
    }
    println!(
        "{:<26} {:<38} {:>6} {:>9} {:>9}",
        "endpoint", "case", "status", "p50 ms", "max ms"
    );
    for (endpoint, words, body) in cases {
        let url = match endpoint {
            "GET /hackenbush/pictures" => format!("{base}/hackenbush/pictures"),
            "GET /marbles/grid.svg" => format!("{base}/marbles/grid.svg?n=1000&first=2&last=3"),
            path => format!("{base}{path}"),
        };
        let mut took = Vec::new();
        let mut status = 0;
        for _ in 0..times {
            let (s, _, t) = ask(&agent, &url, body.as_ref());
            status = s;
            took.push(t);
        }
        took.sort_unstable();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        println!(
            "{endpoint:<26} {words:<38} {status:>6} {:>9.2} {:>9.2}",
            ms(took[took.len() / 2]),
            ms(took[took.len() - 1])
        );
    }
}
