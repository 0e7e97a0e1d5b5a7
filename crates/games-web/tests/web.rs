//! The app's endpoints called through the router, without a network
//! (`tower::ServiceExt::oneshot`): every page's file, a worked game of each kind, the saved
//! game round-tripped through the page protocol, and bad input of every kind (junk JSON,
//! an altered save, a body past the limit), which gets a 4xx with `{"error": ...}` and
//! never a panic.

use axum::body::{Body, to_bytes};
use axum::http::{Request, StatusCode, header};
use proptest::prelude::*;
use serde_json::{Value, json};
use tower::ServiceExt;

/// One request through a fresh router: the status and the body.
async fn call(method: &str, uri: &str, body: Option<Vec<u8>>) -> (StatusCode, Vec<u8>) {
    let mut request = Request::builder().method(method).uri(uri);
    if body.is_some() {
        request = request.header(header::CONTENT_TYPE, "application/json");
    }
    let request = request
        .body(body.map_or_else(Body::empty, Body::from))
        .unwrap();
    let response = games_web::router().oneshot(request).await.unwrap();
    let status = response.status();
    let bytes = to_bytes(response.into_body(), usize::MAX).await.unwrap();
    (status, bytes.to_vec())
}

fn block<F: std::future::Future>(future: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(future)
}

/// POSTs `body` and reads the JSON answer.
fn post(uri: &str, body: &Value) -> (StatusCode, Value) {
    let (status, bytes) = block(call("POST", uri, Some(body.to_string().into_bytes())));
    let value = serde_json::from_slice(&bytes)
        .unwrap_or_else(|e| panic!("{uri}: not JSON ({e}): {}", String::from_utf8_lossy(&bytes)));
    (status, value)
}

/// POSTs `body`, which must be answered 200.
fn ok(uri: &str, body: &Value) -> Value {
    let (status, value) = post(uri, body);
    assert_eq!(status, StatusCode::OK, "{uri}: {value}");
    value
}

/// POSTs `body`, which must be refused with 400, and returns the message.
fn refused(uri: &str, body: &Value) -> String {
    let (status, value) = post(uri, body);
    assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}: {value}");
    value["error"]
        .as_str()
        .expect("an error message")
        .to_owned()
}

/// A bad field is told in a person's words: the field, the range it takes (the page's, not
/// its type's), what came; never serde's own ("invalid value", "expected usize", "at line
/// 1 column 26").
#[test]
fn bad_fields_are_told_with_their_range() {
    let most_cells = strikeout::field::MAX_CELLS;
    for (uri, body, said) in [
        (
            "/api/strikeout/new",
            json!({ "random": true, "length": -5 }),
            format!(
                "length: the number of digits is a whole number from 1 to {most_cells}, not -5"
            ),
        ),
        (
            "/api/marbles/new",
            json!({ "n": 25, "rules": { "factor": "two" } }),
            "rules.factor: the factor is a whole number from 1, not \"two\"".to_owned(),
        ),
        (
            "/api/dobble/deck",
            json!({ "k": 2.5 }),
            "k: the symbols per card are a whole number from 2 to 8, not 2.5".to_owned(),
        ),
        (
            "/api/bulgarian/trace",
            json!({ "random": -1 }),
            "random: the number of cards is a whole number from 1 to 100, not -1".to_owned(),
        ),
        (
            "/api/strikeout/new",
            json!({ "random": "yes" }),
            "random takes true or false, not \"yes\"".to_owned(),
        ),
        (
            "/api/strikeout/new",
            json!({ "colour": 1 }),
            "colour is not a field of this request".to_owned(),
        ),
    ] {
        let message = refused(uri, &body);
        assert_eq!(message, said, "{uri} {body}");
        for internal in ["invalid", "expected", "usize", "u64", "line 1", "column"] {
            assert!(!message.contains(internal), "{uri}: {message}");
        }
    }
}

#[test]
fn every_page_and_file_is_served() {
    for (path, kind) in [
        ("/", "text/html"),
        ("/hackenbush", "text/html"),
        ("/strikeout", "text/html"),
        ("/marbles", "text/html"),
        ("/dobble", "text/html"),
        ("/bulgarian", "text/html"),
        ("/app.css", "text/css"),
        ("/app.js", "text/javascript"),
        ("/hackenbush.js", "text/javascript"),
    ] {
        let response = block(async {
            let request = Request::get(path).body(Body::empty()).unwrap();
            games_web::router().oneshot(request).await.unwrap()
        });
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let media = response.headers()[header::CONTENT_TYPE].to_str().unwrap();
        assert!(media.starts_with(kind), "{path}: {media}");
    }
    let (status, _) = block(call("GET", "/no-such-page", None));
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, body) = block(call("GET", "/favicon.ico", None));
    assert_eq!((status, body.len()), (StatusCode::NO_CONTENT, 0));
}

/// Every page is the one shell filled: one navigation, the page's own link marked, the
/// limits its script checks written by the server from the constants the handlers check
/// (`data-limits`, and the forms' bounds), and no script holds a copy of one.
#[test]
fn the_pages_share_one_shell_and_the_servers_limits() {
    let page = |path: &str| {
        let (status, body) = block(call("GET", path, None));
        assert_eq!(status, StatusCode::OK, "{path}");
        String::from_utf8(body).unwrap()
    };
    let limits = |html: &str| -> Value {
        let start = html.find("data-limits=\"").unwrap() + "data-limits=\"".len();
        let end = start + html[start..].find('"').unwrap();
        serde_json::from_str(&html[start..end].replace("&quot;", "\"")).unwrap()
    };
    let pages = [
        "/",
        "/hackenbush",
        "/strikeout",
        "/marbles",
        "/dobble",
        "/bulgarian",
    ];
    let shell = |html: &str| html[..html.find("<main>").unwrap()].to_owned();
    let unmarked = |html: &str| shell(html).replace(" aria-current=\"page\"", "");
    let first = page("/");
    for path in pages {
        let html = page(path);
        assert_eq!(html.matches("<nav").count(), 1, "{path}");
        assert_eq!(
            unmarked(&html).lines().skip(6).collect::<Vec<_>>(),
            unmarked(&first).lines().skip(6).collect::<Vec<_>>(),
            "{path}"
        );
        if path != "/" {
            let marked = format!("<a href=\"{path}\" aria-current=\"page\">");
            assert!(html.contains(&marked), "{path}");
        }
        let limits = limits(&html);
        let served = [
            ("dobble_upload_bytes", json!(games_web::pages::UPLOAD_BYTES)),
            (
                "dobble_uploads_bytes",
                json!(games_web::pages::UPLOADS_BYTES),
            ),
            ("dobble_most_uploads", json!(games_web::pages::MOST_UPLOADS)),
            (
                "hackenbush_picture_bytes",
                json!(games_web::pages::PICTURE_BYTES),
            ),
            (
                "bulgarian_random_most",
                json!(games_web::pages::RANDOM_MOST),
            ),
            ("strikeout_most_cells", json!(strikeout::field::MAX_CELLS)),
            (
                "strikeout_picture_cells",
                json!(strikeout::frames::MAX_PICTURE_CELLS),
            ),
        ];
        for (name, value) in served {
            assert_eq!(limits[name], value, "{path}: {name}");
        }
    }
    let most = format!("max=\"{}\"", strikeout::field::MAX_CELLS);
    assert!(page("/strikeout").contains(&most));
    let most = format!("max=\"{}\"", games_web::pages::RANDOM_MOST);
    assert!(page("/bulgarian").contains(&most));
    assert!(page("/dobble").contains("min=\"30\" max=\"196\""));
    for script in ["/app.js", "/hackenbush.js", "/strikeout.js", "/dobble.js"] {
        let text = page(script);
        for copy in [
            "512 * 1024",
            "4 * 1024 * 1024",
            "2000 cells",
            "= 57;",
            "|| 85",
        ] {
            assert!(!text.contains(copy), "{script} holds `{copy}`");
        }
    }
}

/// The house (worth *1): the person cuts a winning edge, the program has no winning
/// reply; undo takes both back; a hint names a winning edge; the game survives a round
/// trip through its saved JSON at every step.
#[test]
fn hackenbush_a_worked_game() {
    let (status, pictures) = {
        let (status, bytes) = block(call("GET", "/api/hackenbush/pictures", None));
        (status, serde_json::from_slice::<Value>(&bytes).unwrap())
    };
    assert_eq!(status, StatusCode::OK);
    let house = pictures
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "house")
        .expect("the house is shipped")["text"]
        .clone();
    let start = ok("/api/hackenbush/new", &json!({ "picture": house }));
    assert_eq!(start["to_move"], "you");
    assert!(start["svg"].as_str().unwrap().contains("data-edge=\"1\""));
    let edges = start["legal"].as_array().unwrap().len();
    assert!(edges >= 5, "{start}");
    // The hint names a winning edge, marked.
    let hint = ok("/api/hackenbush/hint", &json!({ "game": start["game"] }));
    let edge = hint["mark"].as_u64().expect("a marked edge");
    // In the player's words: what the move leaves the program, not a value.
    let said = hint["text"].as_str().unwrap();
    assert!(
        said.contains("leaves the program no winning reply"),
        "{hint}"
    );
    assert!(
        !said.contains("worth") && !said.contains("leaves 0"),
        "{hint}"
    );
    // The person cuts it; the program replies at once.
    let after = ok(
        "/api/hackenbush/move",
        &json!({ "game": start["game"], "edge": edge }),
    );
    let moves = after["game"]["moves"].as_array().unwrap().len();
    assert!(moves == 2 || after["winner"] == "you", "{after}");
    // The value, in the command line's notation.
    let value = ok("/api/hackenbush/value", &json!({ "game": after["game"] }));
    assert!(value["text"].as_str().unwrap().contains("worth"), "{value}");
    // Undo takes the round back: the start again.
    let undone = ok("/api/hackenbush/undo", &json!({ "game": after["game"] }));
    assert_eq!(undone["game"], start["game"]);
    assert_eq!(undone["svg"], start["svg"]);
    // Play on to the end, always taking the hint: the person wins a won position.
    let mut game = start["game"].clone();
    for _ in 0..20 {
        let hint = ok("/api/hackenbush/hint", &json!({ "game": game }));
        let next = ok(
            "/api/hackenbush/move",
            &json!({ "game": game, "edge": hint["mark"] }),
        );
        game = next["game"].clone();
        if !next["winner"].is_null() {
            assert_eq!(next["winner"], "you", "{next}");
            assert!(next["text"].as_str().unwrap().contains("You won"), "{next}");
            return;
        }
    }
    panic!("the game did not end");
}

/// A friend's game: both players' cuts are sent as moves; a cut out of the player's colour
/// is refused with the library's words; undo takes back one cut.
#[test]
fn hackenbush_against_a_friend_in_colour() {
    let picture = "G a blue\nG b red\nG c green\n";
    let start = ok(
        "/api/hackenbush/new",
        &json!({ "picture": picture, "opponent": "friend", "side": "left" }),
    );
    assert_eq!(start["side"], "left");
    assert_eq!(start["legal"], json!([1, 3]));
    let message = refused(
        "/api/hackenbush/move",
        &json!({ "game": start["game"], "opponent": "friend", "edge": 2 }),
    );
    assert!(message.contains("edge 2"), "{message}");
    let one = ok(
        "/api/hackenbush/move",
        &json!({ "game": start["game"], "opponent": "friend", "edge": 3 }),
    );
    assert_eq!(one["to_move"], "program");
    assert_eq!(one["legal"], json!([2]));
    // The library's words, naming the two people.
    assert_eq!(one["text"], "Player 1 cut edge 3 (G–c). Player 2 to move.");
    let two = ok(
        "/api/hackenbush/move",
        &json!({ "game": one["game"], "opponent": "friend", "edge": 2 }),
    );
    let three = ok(
        "/api/hackenbush/move",
        &json!({ "game": two["game"], "opponent": "friend", "edge": 1 }),
    );
    assert_eq!(three["winner"], "you", "{three}");
    let back = ok(
        "/api/hackenbush/undo",
        &json!({ "game": three["game"], "opponent": "friend" }),
    );
    assert_eq!(back["game"], two["game"]);
}

#[test]
fn hackenbush_refusals() {
    let message = refused("/api/hackenbush/new", &json!({ "picture": "G a grey\n" }));
    assert!(message.contains("`grey` is not a colour"), "{message}");
    let big: String = (0..401).map(|i| format!("G v{i}\n")).collect();
    let message = refused("/api/hackenbush/new", &json!({ "picture": big }));
    assert!(message.contains("at most 400"), "{message}");
    // The size the page checks a picture file against is the server's own.
    let long = format!("G a\n{}", " ".repeat(games_web::pages::PICTURE_BYTES));
    let message = refused("/api/hackenbush/new", &json!({ "picture": long }));
    assert!(
        message.contains("at most 524288 bytes (512 KiB)"),
        "{message}"
    );
    let start = ok("/api/hackenbush/new", &json!({ "picture": "G a\na b\n" }));
    let message = refused(
        "/api/hackenbush/move",
        &json!({ "game": start["game"], "edge": 9 }),
    );
    assert!(message.contains("edge 9"), "{message}");
    let message = refused("/api/hackenbush/undo", &json!({ "game": start["game"] }));
    assert!(message.starts_with("undo"), "{message}");
    // A save of a picture past the drawing's limit is restored but not drawn.
    let mut huge = start["game"].clone();
    huge["edges"] = json!(vec![json!(["G", "a", "green"]); 401]);
    let message = refused("/api/hackenbush/show", &json!({ "game": huge }));
    assert!(message.contains("at most 400"), "{message}");
    // A save past the library's own limit is refused by its restore, naming the limit,
    // before a move is replayed.
    let mut huger = start["game"].clone();
    huger["edges"] = json!(vec![json!(["G", "a", "green"]); 4097]);
    let message = refused("/api/hackenbush/show", &json!({ "game": huger }));
    assert!(
        message.contains("4097 edges; a saved game holds at most 4096"),
        "{message}"
    );
    // A save altered into an illegal game is refused by the library's restore.
    let mut altered = start["game"].clone();
    altered["moves"] = json!([2, 2]);
    let message = refused("/api/hackenbush/show", &json!({ "game": altered }));
    assert!(
        message.contains("the saved game: move 2 (edge 2): edge 2 is not standing"),
        "{message}"
    );
    // A picture whose edges miss the ground is refused, naming what was read.
    let message = refused("/api/hackenbush/new", &json!({ "picture": "g a\n" }));
    assert!(
        message.contains("no edge touches the ground `G`; the picture's vertices include `g`"),
        "{message}"
    );
}

/// The article's start: a hint's move is legal and keeps the shortest length; an illegal
/// pair is explained; undo restores the game.
#[test]
fn strikeout_a_worked_game() {
    let start = ok("/api/strikeout/new", &json!({}));
    assert_eq!(start["cells"], 27);
    assert_eq!(start["width"], 9);
    // Before the first move, the start as the library draws a still.
    assert!(
        start["svg"]
            .as_str()
            .unwrap()
            .contains("<title>before any move: 27 cells, 27 live</title>")
    );
    let message = refused(
        "/api/strikeout/move",
        &json!({ "game": start["game"], "cells": [0, 1] }),
    );
    assert!(
        message.contains("digits must be equal or sum to 10"),
        "{message}"
    );
    let hint = ok("/api/strikeout/hint", &json!({ "game": start["game"] }));
    let pair = hint["mark"].clone();
    assert!(
        hint["text"].as_str().unwrap().contains("shortest solution"),
        "{hint}"
    );
    let moved = ok(
        "/api/strikeout/move",
        &json!({ "game": start["game"], "cells": pair }),
    );
    assert_eq!(moved["moves"], 1);
    assert_eq!(moved["live_count"], 25);
    assert!(moved["svg"].as_str().unwrap().starts_with("<svg"));
    let back = ok("/api/strikeout/undo", &json!({ "game": moved["game"] }));
    assert_eq!(back["game"], start["game"]);
    // The saved game, restored through the page's protocol, is the same game.
    let shown = ok("/api/strikeout/show", &json!({ "game": moved["game"] }));
    assert_eq!(shown["game"], moved["game"]);
    assert_eq!(shown["digits"], moved["digits"]);
    // A random field; one past the largest field played is refused.
    let small = ok(
        "/api/strikeout/new",
        &json!({ "random": true, "length": 6, "seed": 3 }),
    );
    assert!(small["cells"].as_u64().unwrap() >= 6);
    let message = refused(
        "/api/strikeout/new",
        &json!({ "random": true, "length": 20000 }),
    );
    assert!(message.contains("10000"), "{message}");
}

/// A hint whose search would expand more than the page's positions is still a move: the
/// library's rule's move, marked, legal on the field, and said to be not proved best, in
/// the library's words (the same the terminal shows); on fields of 60, 120 and 200 digits.
#[test]
fn strikeout_a_hint_is_always_a_move() {
    for length in [60, 120, 200] {
        let start = ok(
            "/api/strikeout/new",
            &json!({ "random": true, "length": length, "seed": 2 }),
        );
        let answer = ok("/api/strikeout/hint", &json!({ "game": start["game"] }));
        let text = answer["text"].as_str().unwrap();
        assert!(text.starts_with("Hint: strike cell "), "{text}");
        assert!(text.contains("not proved best"), "{text}");
        let mark = &answer["mark"];
        let (a, b) = (mark[0].as_u64().unwrap(), mark[1].as_u64().unwrap());
        // The move is legal: striking it through the page's own move endpoint is taken.
        let moved = ok(
            "/api/strikeout/move",
            &json!({ "game": start["game"], "cells": [a, b] }),
        );
        assert_eq!(moved["moves"], 1, "{length} digits");
        let start = strikeout::Field::new(9, start["game"]["start"].as_str().unwrap()).unwrap();
        assert!(start.is_move(a as usize, b as usize), "{length} digits");
    }
}

/// The contest's 25 marbles: the hint is a winning take, the program replies, undo takes
/// both back, a take outside the legal range is the library's refusal; the grid of the
/// same rules is an SVG.
#[test]
fn marbles_a_worked_game() {
    let start = ok("/api/marbles/new", &json!({ "n": 25 }));
    assert_eq!(start["remaining"], "25");
    assert_eq!(start["legal"], json!(["2", "3"]));
    assert_eq!(start["buttons"], json!(["2", "3"]));
    // The heap drawn by the library: 25 marbles, the person's takes of 2 or 3 marked.
    let heap = start["svg"].as_str().unwrap();
    assert_eq!(heap.matches("<circle class=\"marble").count(), 25);
    assert_eq!(heap.matches("marble must").count(), 2);
    assert_eq!(heap.matches("marble may").count(), 1);
    // The page keeps the match as its saved JSON text and sends it back untouched.
    let saved: Value = serde_json::from_str(start["game"].as_str().unwrap()).unwrap();
    assert_eq!(saved["n"], 25);
    let hint = ok("/api/marbles/hint", &json!({ "game": start["game"] }));
    assert_eq!(hint["mark"], "2");
    let after = marbles_take(&start["game"], json!("2"));
    assert_eq!(after["takes"].as_array().unwrap().len(), 2);
    assert!(after["text"].as_str().unwrap().contains("The program took"));
    let back = ok("/api/marbles/undo", &json!({ "game": after["game"] }));
    assert_eq!(back["game"], start["game"]);
    // The saved object is read as well as its text.
    let shown = ok("/api/marbles/show", &json!({ "game": saved }));
    assert_eq!(shown["game"], start["game"]);
    let message = refused(
        "/api/marbles/move",
        &json!({ "game": start["game"], "take": 7 }),
    );
    assert!(message.contains("illegal take 7"), "{message}");
    let message = refused(
        "/api/marbles/move",
        &json!({ "game": start["game"], "take": "two" }),
    );
    assert!(
        message.contains("`two` is not a number of marbles"),
        "{message}"
    );
    // To the end by hints: the person wins 25.
    let mut game = start["game"].clone();
    loop {
        let hint = ok("/api/marbles/hint", &json!({ "game": game }));
        let next = ok(
            "/api/marbles/move",
            &json!({ "game": game, "take": hint["mark"] }),
        );
        game = next["game"].clone();
        if !next["winner"].is_null() {
            assert_eq!(next["winner"], "person");
            break;
        }
    }
    let grid = start["grid"].as_str().unwrap().to_owned();
    let (status, svg) = block(call("GET", &grid, None));
    assert_eq!(status, StatusCode::OK);
    assert!(String::from_utf8(svg).unwrap().starts_with("<svg"));
    // A heap past 2^53, exact to the last marble: counts go as digits.
    let huge = ok("/api/marbles/new", &json!({ "n": "999999999999999999" }));
    assert_eq!(huge["remaining"], "999999999999999999");
    let taken = marbles_take(&huge["game"], json!("3"));
    let left: u64 = taken["remaining"].as_str().unwrap().parse().unwrap();
    assert!(left < 999_999_999_999_999_996, "{taken}");
    // Other rules, within the page's heap limit and past it.
    let family = ok(
        "/api/marbles/new",
        &json!({ "n": 40, "rules": { "first": 1, "last": 4, "factor": 3, "take_all": false }, "starts": "program" }),
    );
    assert_eq!(family["takes"].as_array().unwrap().len(), 1);
    let message = refused(
        "/api/marbles/new",
        &json!({ "n": 100_001, "rules": { "first": 1, "last": 4, "factor": 3, "take_all": false } }),
    );
    assert!(message.contains("100000"), "{message}");
    let mut altered: Value = serde_json::from_str(family["game"].as_str().unwrap()).unwrap();
    altered["n"] = json!(10_000_000);
    let message = refused("/api/marbles/show", &json!({ "game": altered.to_string() }));
    assert!(message.contains("100000"), "{message}");
}

/// Two people at one screen: the page never replies by itself; each take is the side to
/// move's, the sides alternate (`player` 1, 2, 1, ...) and both are people; undo takes back
/// one take; the match ends with the library's sentence. A new game against the program
/// still answers the views it did (`to_move`, `first` and `winner` as `person` or
/// `program`).
#[test]
fn marbles_two_people_at_one_screen() {
    let start = ok(
        "/api/marbles/new",
        &json!({ "n": 10, "opponent": "friend" }),
    );
    assert_eq!(
        (&start["opponent"], &start["player"], &start["to_move"]),
        (&json!("friend"), &json!(1), &json!("person"))
    );
    let saved: Value = serde_json::from_str(start["game"].as_str().unwrap()).unwrap();
    assert_eq!(saved["second"], "person");
    // 10 marbles: 2, 3, then 5 takes the last marble.
    let one = marbles_take(&start["game"], json!("2"));
    assert_eq!(one["takes"], json!(["2"]), "no reply of the program's");
    assert_eq!(one["player"], 2);
    assert_eq!(
        one["text"],
        "Player 1 took 2; 8 marbles left after a take of 2."
    );
    let two = marbles_take(&one["game"], json!("3"));
    assert_eq!(
        (&two["takes"], &two["player"]),
        (&json!(["2", "3"]), &json!(1))
    );
    let back = ok("/api/marbles/undo", &json!({ "game": two["game"] }));
    assert_eq!(back["game"], one["game"]);
    assert_eq!(back["text"], "Took back the take 3.");
    let hint = ok("/api/marbles/hint", &json!({ "game": two["game"] }));
    assert_eq!(hint["mark"], "5");
    assert!(
        hint["text"]
            .as_str()
            .unwrap()
            .starts_with("Hint (marked): take 5: it takes the last marble."),
        "{hint}"
    );
    let end = marbles_take(&two["game"], json!("5"));
    assert_eq!(
        (&end["to_move"], &end["player"], &end["value"]),
        (&Value::Null, &Value::Null, &Value::Null)
    );
    // Who wins from here is in "Value and winner" while the game is on, not in the
    // status line: player 1, to move with 5 left after a take of 3, takes them all.
    assert_eq!(
        two["value"],
        "Player 1's take. With perfect play player 1 wins from here (1 winning take for the \
         side to move)."
    );
    assert!(
        !hint["text"].as_str().unwrap().contains("perfect play"),
        "{hint}"
    );
    assert_eq!(
        end["text"],
        "Player 1 took 5; 0 marbles left after a take of 5. \
         Player 1 took the last marble: player 1 won."
    );
    // Against the program, as before: it takes first here, and the views say so.
    let program = ok("/api/marbles/new", &json!({ "n": 25, "starts": "program" }));
    assert_eq!(
        (&program["first"], &program["to_move"], &program["opponent"]),
        (&json!("program"), &json!("person"), &json!("program"))
    );
    assert_eq!(program["takes"], json!(["2"]));
    assert!(
        program["text"].as_str().unwrap().starts_with(
            "25 marbles. The first take is 2 or 3; after a take of k, the next takes \
                 more than k and at most 2 × k; with at most k left, the next may take them \
                 all."
        ),
        "the contest's rules in a player's words: {program}"
    );
    assert!(
        !program["text"].as_str().unwrap().contains("..="),
        "{program}"
    );
}

/// The PDF of the deck `design`: answered, and a PDF.
fn printed(design: &Value) {
    let (status, pdf) = block(call(
        "POST",
        "/api/dobble/pdf",
        Some(design.to_string().into_bytes()),
    ));
    assert_eq!(status, StatusCode::OK);
    assert!(pdf.starts_with(b"%PDF-"));
}

/// Round `n` of a game of the deck `design`, its cards drawn.
fn dobble_round(design: &Value, n: u64) -> Value {
    ok(
        "/api/dobble/round",
        &json!({ "design": design, "round": n }),
    )
}

/// A take of `take` marbles from the saved match `game`: the answer.
fn marbles_take(game: &Value, take: Value) -> Value {
    ok("/api/marbles/move", &json!({ "game": game, "take": take }))
}

/// A deck of 3 symbols per card: 7 cards, each drawn, the PDF printed, a round played.
#[test]
fn dobble_design_print_and_play() {
    let design = json!({ "k": 3, "names": "", "pictures": true, "seed": 1 });
    let deck = ok("/api/dobble/deck", &design);
    assert_eq!(deck["cards"].as_array().unwrap().len(), 7);
    assert_eq!(deck["svgs"].as_array().unwrap().len(), 7);
    assert!(deck["svgs"][0].as_str().unwrap().contains("<image"));
    printed(&design);
    let round = dobble_round(&design, 5);
    let cards = round["cards"].clone();
    assert_ne!(cards[0], cards[1]);
    assert!(round["svgs"][0].as_str().unwrap().starts_with("<svg"));
    // A page that holds the deck's pictures asks for the cards alone: the same two.
    let undrawn = ok(
        "/api/dobble/round",
        &json!({ "design": design, "round": 5, "draw": false }),
    );
    assert_eq!(undrawn["cards"], cards);
    assert_eq!(undrawn["symbols"], round["symbols"]);
    assert!(undrawn["svgs"].is_null());
    let (a, b) = (
        round["symbols"][0].as_array().unwrap(),
        round["symbols"][1].as_array().unwrap(),
    );
    let shared = a.iter().find(|s| b.contains(s)).unwrap();
    let right = ok(
        "/api/dobble/check",
        &json!({ "design": design, "cards": cards, "symbol": shared }),
    );
    assert_eq!(right["right"], true);
    let other = a.iter().find(|s| *s != shared).unwrap();
    let wrong = ok(
        "/api/dobble/check",
        &json!({ "design": design, "cards": cards, "symbol": other }),
    );
    assert_eq!(wrong["right"], false);
    // Names typed, too few; no deck for 7; too large for the page.
    let message = refused(
        "/api/dobble/deck",
        &json!({ "k": 3, "names": "cat\ndog\n" }),
    );
    assert!(message.starts_with("the names"), "{message}");
    let message = refused("/api/dobble/deck", &json!({ "k": 7 }));
    assert!(message.contains("no deck"), "{message}");
    let message = refused("/api/dobble/deck", &json!({ "k": 3, "card_mm": 10.0 }));
    assert!(message.contains("30"), "{message}");
    let large = ok("/api/dobble/deck", &json!({ "k": 3, "card_mm": 120.0 }));
    // A deck of pictures alone: nothing is outlined, the picture keeps its size in mm.
    assert!(
        large["svgs"][0]
            .as_str()
            .unwrap()
            .contains("width=\"120mm\"")
    );
    let message = refused("/api/dobble/deck", &json!({ "k": 9 }));
    assert!(message.contains("2 to 8"), "{message}");
    let typed = ok(
        "/api/dobble/deck",
        &json!({ "k": 2, "names": "sun\nbig moon\nstar\n", "pictures": false }),
    );
    assert_eq!(typed["cards"][0].as_array().unwrap().len(), 2);
    // The words are drawn as the shipped font's outlines (the preview is the print), so
    // the card names its symbols by the groups the page finds them by, in the card's order.
    let names: Vec<&str> = typed["cards"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|card| card.as_array().unwrap())
        .map(|name| name.as_str().unwrap())
        .collect();
    assert!(names.contains(&"big moon"), "{names:?}");
    let svg = typed["svgs"][0].as_str().unwrap();
    assert!(svg.contains("id=\"symbol-0\"") && svg.contains("id=\"symbol-1\""));
}

/// The 57 names of a classic deck, many of two words or more.
const CLASSIC: &str = include_str!("classic-names.txt");

/// The classic deck's 57 names, the built-in pictures unticked, design on the page at
/// 85 mm, as `dobble generate 8 --names FILE | dobble render - -o deck.pdf` prints them
/// (the page once refused: "every card fits at 108 mm"); every card is drawn in the shipped
/// font, its words as outlines, each symbol found by its id. A card too small for them is
/// refused at once (the issue's bound is a second; a debug build on a busy machine is
/// given ten), naming a larger size.
#[test]
fn dobble_classic_names_design_at_85_mm() {
    assert_eq!(CLASSIC.lines().count(), 57);
    let design = |mm: f64| json!({ "k": 8, "names": CLASSIC, "pictures": false, "card_mm": mm });
    let started = std::time::Instant::now();
    let message = refused("/api/dobble/deck", &design(32.0));
    let took = started.elapsed();
    assert!(took.as_secs_f64() < 10.0, "refused after {took:?}");
    let size = message
        .split("every card fits at ")
        .nth(1)
        .and_then(|rest| rest.strip_suffix(" mm"))
        .and_then(|mm| mm.parse::<f64>().ok())
        .unwrap_or_else(|| panic!("no size named: {message}"));
    assert!(size > 32.0 && size <= 85.0, "{message}");
    let deck = ok("/api/dobble/deck", &design(85.0));
    let svgs = deck["svgs"].as_array().unwrap();
    assert_eq!(svgs.len(), 57);
    for svg in svgs {
        let svg = svg.as_str().unwrap();
        assert!(!svg.contains("<text"), "words drawn as outlines");
        assert!((0..8).all(|i| svg.contains(&format!("id=\"symbol-{i}\""))));
    }
}

/// The six names of the classic deck that once missed their built-in picture by a word
/// (lock, clock, daisy flower, lightning bolt, red lips, no entry sign) reach it now; a
/// name with no picture at all (igloo) stays a word.
#[test]
fn dobble_classic_names_reach_their_pictures() {
    let names = "lock\nclock\ndaisy flower\nlightning bolt\nred lips\nno entry sign\nigloo\n";
    let deck = ok(
        "/api/dobble/deck",
        &json!({ "k": 3, "names": names, "pictures": true }),
    );
    let text = deck["text"].as_str().unwrap();
    let words = text
        .split("Drawn as words (no built-in picture of that name): ")
        .nth(1)
        .unwrap_or_else(|| panic!("{text}"));
    let words: Vec<&str> = words.trim_end_matches('.').split(", ").collect();
    for name in [
        "lock",
        "clock",
        "daisy flower",
        "lightning bolt",
        "red lips",
        "no entry sign",
    ] {
        assert!(!words.contains(&name), "{name} is drawn as a word: {text}");
    }
    assert_eq!(words, ["igloo"], "{text}");
}

/// An SVG picture of `bytes` bytes at least (a comment pads it).
fn svg_of(bytes: usize) -> Vec<u8> {
    let head = r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="teal"/><!--"#;
    let mut svg = head.as_bytes().to_vec();
    svg.resize(bytes.saturating_sub(4).max(svg.len()), b'x');
    svg.extend_from_slice(b"--></svg>");
    svg
}

/// A grey PNG of `width` by `height` pixels, all black (tiny once compressed).
fn png_of(width: u32, height: u32) -> Vec<u8> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, width, height);
    encoder.set_color(png::ColorType::Grayscale);
    let mut writer = encoder.write_header().unwrap();
    writer
        .write_image_data(&vec![0; (width * height) as usize])
        .unwrap();
    writer.finish().unwrap();
    bytes
}

fn upload(name: &str, bytes: &[u8]) -> Value {
    use base64::Engine;
    json!({ "name": name, "data": base64::engine::general_purpose::STANDARD.encode(bytes) })
}

/// Uploaded pictures: named for their symbols (with no names typed, their names are the
/// symbols), drawn on the cards, printed, played; each cap refused with its figure: the
/// count, one picture's bytes, a PNG's pixels, all the pictures' bytes, the body; junk
/// that is not base64 or not a picture.
#[test]
fn dobble_uploaded_pictures() {
    let sun = svg_of(200);
    let moon = png_of(20, 10);
    let uploads = json!([
        upload("sun.svg", &sun),
        upload("Moon.PNG", &moon),
        upload("star.svg", &sun)
    ]);
    let design = json!({ "k": 2, "pictures": false, "uploads": uploads });
    let deck = ok("/api/dobble/deck", &design);
    let mut names: Vec<String> = deck["cards"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|c| {
            c.as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_str().unwrap().to_owned())
        })
        .collect();
    names.sort();
    names.dedup();
    assert_eq!(names, ["Moon", "star", "sun"]);
    for svg in deck["svgs"].as_array().unwrap() {
        let svg = svg.as_str().unwrap();
        assert_eq!(
            svg.matches("<image").count(),
            2,
            "every symbol a picture: {svg}"
        );
        assert!(!svg.contains("</text>"), "no word drawn: {svg}");
    }
    // Each picture is sent once, the drawings naming it `picture:N`; put back, a card is
    // the library's drawing of it, as a round draws it on its own.
    let pictures: Vec<&str> = deck["pictures"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap())
        .collect();
    // sun.svg and star.svg are the same file: one picture.
    assert_eq!(pictures.len(), 2, "{pictures:?}");
    assert!(pictures.iter().all(|p| p.starts_with("data:image/")));
    assert_eq!(
        pictures
            .iter()
            .filter(|p| p.starts_with("data:image/png"))
            .count(),
        1
    );
    let drawn = |svg: &str| {
        let mut svg = svg.to_owned();
        for (n, picture) in pictures.iter().enumerate().rev() {
            svg = svg.replace(
                &format!("href=\"picture:{n}\""),
                &format!("href=\"{picture}\""),
            );
        }
        svg
    };
    assert!(
        deck["svgs"]
            .as_array()
            .unwrap()
            .iter()
            .all(|svg| !svg.as_str().unwrap().contains("data:"))
    );
    let round = dobble_round(&design, 1);
    for (i, card) in round["cards"].as_array().unwrap().iter().enumerate() {
        let card = usize::try_from(card.as_u64().unwrap()).unwrap();
        assert_eq!(
            drawn(deck["svgs"][card].as_str().unwrap()),
            round["svgs"][i].as_str().unwrap()
        );
    }
    printed(&design);
    let round = dobble_round(&design, 1);
    assert!(round["svgs"][0].as_str().unwrap().contains("<image"));
    // Names typed: a picture draws the symbol of its name, the others are words.
    let typed = ok(
        "/api/dobble/deck",
        &json!({ "k": 2, "names": "sun\nbig moon\nstar", "pictures": false, "uploads": [upload("sun.svg", &sun)] }),
    );
    assert!(
        typed["text"].as_str().unwrap().contains("big moon, star"),
        "{}",
        typed["text"]
    );

    // Too many pictures, a picture too large, one of too many pixels: each refused,
    // naming what and the limit.
    for (design, words) in [
        (
            json!({ "k": 2, "uploads": vec![upload("a.svg", &sun); 58] }),
            ["58 pictures", "57"],
        ),
        (
            json!({ "k": 2, "names": "a\nb\nc", "uploads": [upload("big.svg", &svg_of(512 * 1024 + 1))] }),
            ["big.svg", "524288"],
        ),
        (
            json!({ "k": 2, "names": "a\nb\nc", "uploads": [upload("wide.png", &png_of(2001, 2000))] }),
            ["2001 by 2000", "4000000"],
        ),
    ] {
        let message = refused("/api/dobble/deck", &design);
        assert!(words.iter().all(|w| message.contains(w)), "{message}");
    }
    let fine = ok(
        "/api/dobble/deck",
        &json!({ "k": 2, "names": "a\nb\nc", "uploads": [upload("a.png", &png_of(2000, 2000))] }),
    );
    assert!(
        fine["svgs"][0].as_str().unwrap().contains("<image")
            || fine["svgs"][1].as_str().unwrap().contains("<image")
    );
    let nine: Vec<Value> = (0..9)
        .map(|i| upload(&format!("p{i}.svg"), &svg_of(500 * 1024)))
        .collect();
    let message = refused(
        "/api/dobble/deck",
        &json!({ "k": 3, "names": "a\nb\nc\nd\ne\nf\ng", "uploads": nine }),
    );
    assert!(
        message.contains("4194304") && message.contains("p8.svg"),
        "{message}"
    );
    let message = refused(
        "/api/dobble/deck",
        &json!({ "k": 2, "names": "a\nb\nc", "uploads": [{ "name": "a.svg", "data": "not base64!" }] }),
    );
    assert!(
        message.contains("a.svg") && message.contains("base64"),
        "{message}"
    );
    let message = refused(
        "/api/dobble/deck",
        &json!({ "k": 2, "names": "a\nb\nc", "uploads": [upload("notes.svg", b"hello")] }),
    );
    assert!(
        message.contains("notes.svg") && message.contains("not a PNG or SVG"),
        "{message}"
    );
    let huge = json!({ "k": 2, "names": "x".repeat(7 << 20) });
    let (status, body) = block(call(
        "POST",
        "/api/dobble/deck",
        Some(huge.to_string().into_bytes()),
    ));
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(String::from_utf8_lossy(&body).contains("6291456"));
    // Past 1 MiB, other endpoints refuse as before.
    let (status, _) = block(call(
        "POST",
        "/api/hackenbush/new",
        Some(
            json!({ "picture": "x".repeat(2 << 20) })
                .to_string()
                .into_bytes(),
        ),
    ));
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
}

/// The trace of 4 1 1: every configuration drawn, the cycle marked; a random partition;
/// refusals in the library's words.
#[test]
fn bulgarian_trace() {
    let trace = ok("/api/bulgarian/trace", &json!({ "partition": "4 1 1" }));
    let steps = trace["steps"].as_array().unwrap();
    assert_eq!(steps[0]["parts"], json!([4, 1, 1]));
    assert!(steps.iter().any(|s| s["on_cycle"] == true));
    assert!(
        steps
            .iter()
            .all(|s| s["svg"].as_str().unwrap().starts_with("<svg"))
    );
    assert!(trace["svg"].as_str().unwrap().starts_with("<svg"));
    let bjorner = ok(
        "/api/bulgarian/trace",
        &json!({ "partition": "3 2 1", "bjorner": true }),
    );
    assert_eq!(bjorner["steps"].as_array().unwrap().len(), 1);
    let random = ok("/api/bulgarian/trace", &json!({ "random": 12, "seed": 4 }));
    assert_eq!(random["n"], 12);
    let message = refused("/api/bulgarian/trace", &json!({ "partition": "3 x 1" }));
    assert!(message.starts_with("the partition"), "{message}");
    let message = refused("/api/bulgarian/trace", &json!({ "partition": "41" }));
    assert!(message.contains("at most 40"), "{message}");
    let message = refused("/api/bulgarian/trace", &json!({ "random": 101 }));
    assert!(message.contains("1 to 100"), "{message}");
}

/// A body past the limit is 413 naming the limit; a body that is not JSON, or not the
/// endpoint's JSON, is 400; a GET of a POST endpoint is 405.
#[test]
fn oversized_and_malformed_bodies() {
    let big = vec![b' '; games_web::BODY_LIMIT + 1];
    let (status, bytes) = block(call("POST", "/api/hackenbush/new", Some(big)));
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    let value: Value = serde_json::from_slice(&bytes).unwrap();
    assert!(
        value["error"].as_str().unwrap().contains("1048576"),
        "{value}"
    );
    let (status, bytes) = block(call(
        "POST",
        "/api/marbles/new",
        Some(b"{not json".to_vec()),
    ));
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(serde_json::from_slice::<Value>(&bytes).unwrap()["error"].is_string());
    let message = refused("/api/marbles/new", &json!({ "n": 25, "colour": "red" }));
    assert_eq!(message, "colour is not a field of this request");
    // No content type.
    let (status, _) = block(async {
        let request = Request::post("/api/marbles/new")
            .body(Body::from("{\"n\":25}"))
            .unwrap();
        let response = games_web::router().oneshot(request).await.unwrap();
        (response.status(), ())
    });
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = block(call("GET", "/api/marbles/new", None));
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
}

const ENDPOINTS: [&str; 20] = [
    "/api/hackenbush/new",
    "/api/hackenbush/move",
    "/api/hackenbush/undo",
    "/api/hackenbush/hint",
    "/api/hackenbush/value",
    "/api/hackenbush/show",
    "/api/strikeout/new",
    "/api/strikeout/move",
    "/api/strikeout/undo",
    "/api/strikeout/show",
    "/api/marbles/new",
    "/api/marbles/move",
    "/api/marbles/undo",
    "/api/marbles/hint",
    "/api/marbles/show",
    "/api/dobble/deck",
    "/api/dobble/round",
    "/api/dobble/check",
    "/api/bulgarian/trace",
    "/api/strikeout/hint",
];

/// JSON values of any shape, small.
fn junk() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(|f| json!(f)),
        "[a-z0-9 ]{0,12}".prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 24, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..5).prop_map(Value::from),
            prop::collection::btree_map(
                prop_oneof![
                    Just("game".to_owned()),
                    Just("n".to_owned()),
                    Just("k".to_owned()),
                    Just("picture".to_owned()),
                    Just("edge".to_owned()),
                    Just("take".to_owned()),
                    Just("cells".to_owned()),
                    Just("partition".to_owned()),
                    "[a-z]{1,6}",
                ],
                inner,
                0..4
            )
            .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Junk JSON at any endpoint is answered (400 or, where it happens to be a valid
    /// request, 200), never with a panic or a 5xx; raw junk bytes likewise.
    #[test]
    fn junk_is_refused_never_a_panic(value in junk(), endpoint in 0..ENDPOINTS.len(), bytes in prop::collection::vec(any::<u8>(), 0..64)) {
        let uri = ENDPOINTS[endpoint];
        let (status, body) = block(call("POST", uri, Some(value.to_string().into_bytes())));
        prop_assert!(status == StatusCode::OK || status == StatusCode::BAD_REQUEST, "{uri} {value}: {status}");
        let answer: Value = serde_json::from_slice(&body).unwrap();
        if status != StatusCode::OK {
            prop_assert!(answer["error"].is_string());
        }
        let (status, _) = block(call("POST", uri, Some(bytes)));
        prop_assert!(status.is_client_error() || status == StatusCode::OK, "{uri}: {status}");
    }
}

/// The program: bad arguments are one line on standard error and exit status 2, and
/// `--help` ends with what the exit statuses mean (nothing here listens on a port).
#[cfg(feature = "cli")]
#[test]
fn the_program_refuses_bad_arguments() {
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_games-web"))
            .args(args)
            .output()
            .unwrap()
    };
    let bad = run(&["--listen", "localhost"]);
    assert_eq!(bad.status.code(), Some(2));
    let stderr = String::from_utf8(bad.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("games-web: --listen: `localhost` is not an IP address"),
        "{stderr}"
    );
    assert!(bad.stdout.is_empty());
    let port = run(&["--port", "99999"]);
    assert_eq!(port.status.code(), Some(2));
    let help = String::from_utf8(run(&["--help"]).stdout).unwrap();
    assert!(
        help.trim_end().ends_with(
            "Exit status:\n  0  success\n  2  bad usage, bad input, or an output that could not be written"
        ),
        "{help}"
    );
}

/// Every answer, a page, a script, a game's answer, a refusal and a page not found, carries
/// the Content-Security-Policy, `nosniff` and the frame protection; and the pages hold
/// nothing that policy forbids: no inline script, no event-handler attribute, no inline
/// `style` attribute, in the HTML or in the HTML the scripts write.
#[test]
fn every_answer_carries_the_security_headers_and_the_pages_keep_to_them() {
    let requests: [(&str, &str, Option<Value>); 6] = [
        ("GET", "/", None),
        ("GET", "/dobble.js", None),
        ("GET", "/no-such-page", None),
        ("POST", "/api/strikeout/new", Some(json!({}))),
        ("POST", "/api/strikeout/new", Some(json!({ "junk": 1 }))),
        ("GET", "/api/marbles/grid.svg?n=20", None),
    ];
    for (method, uri, body) in requests {
        let response = block(async {
            let mut request = Request::builder().method(method).uri(uri);
            if body.is_some() {
                request = request.header(header::CONTENT_TYPE, "application/json");
            }
            let request = request
                .body(body.map_or_else(Body::empty, |b| Body::from(b.to_string())))
                .unwrap();
            games_web::router().oneshot(request).await.unwrap()
        });
        let headers = response.headers();
        assert_eq!(
            headers[header::CONTENT_SECURITY_POLICY],
            games_web::CONTENT_SECURITY_POLICY,
            "{uri}"
        );
        assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff", "{uri}");
        assert_eq!(headers[header::X_FRAME_OPTIONS], "DENY", "{uri}");
    }
    let policy = games_web::CONTENT_SECURITY_POLICY;
    for directive in [
        "default-src 'none'",
        "script-src 'self'",
        "style-src-attr 'none'",
        "frame-ancestors 'none'",
    ] {
        assert!(policy.contains(directive), "{policy}");
    }
    assert!(!policy.contains("script-src 'self' 'unsafe"), "{policy}");
    for path in [
        "/",
        "/hackenbush",
        "/strikeout",
        "/marbles",
        "/dobble",
        "/bulgarian",
        "/app.js",
        "/hackenbush.js",
        "/strikeout.js",
        "/marbles.js",
        "/dobble.js",
        "/bulgarian.js",
    ] {
        let (status, text) = block(call("GET", path, None));
        assert_eq!(status, StatusCode::OK, "{path}");
        let text = String::from_utf8(text).unwrap();
        for script in text.split("<script").skip(1) {
            let tag = &script[..script.find('>').unwrap()];
            assert!(
                tag.contains(" src="),
                "{path}: an inline script: <script{tag}>"
            );
        }
        assert!(
            !text.contains(" style=\""),
            "{path}: an inline style attribute"
        );
        assert!(
            event_handler(&text).is_none(),
            "{path}: {:?}",
            event_handler(&text)
        );
    }
}

/// The first event-handler attribute (` onclick="`, ` onload="`, ...) in `text`, if any.
fn event_handler(text: &str) -> Option<String> {
    text.match_indices(" on").find_map(|(at, _)| {
        let name: String = text[at + 1..]
            .chars()
            .take_while(char::is_ascii_lowercase)
            .collect();
        text[at + 1 + name.len()..]
            .starts_with("=\"")
            .then_some(name)
    })
}

/// A saved strike-out game is restored only within the limit a new game has: a save of a
/// 900,000-cell field is refused as a random field of 10,001 cells is, naming the
/// 10,000 cells, and never replayed; a save at the limit is played.
#[test]
fn strikeout_a_restore_checks_what_new_checks() {
    let start = "9".repeat(900_000);
    let message = refused(
        "/api/strikeout/show",
        &json!({ "game": { "width": 9, "start": start, "moves": [] } }),
    );
    assert!(
        message.contains("900000 cells") && message.contains("at most 10000 cells"),
        "{message}"
    );
    let message = refused(
        "/api/strikeout/new",
        &json!({ "random": true, "length": 10_001 }),
    );
    assert!(message.contains("at most 10000 cells"), "{message}");
    let start = "19".repeat(5_000);
    let game = ok(
        "/api/strikeout/show",
        &json!({ "game": { "width": 9, "start": start, "moves": [] } }),
    );
    assert_eq!(game["cells"], 10_000);
}

/// A Hackenbush save altered by hand to hold a vertex name the picture text cannot hold
/// (a space, a newline, a leading `#`, nothing) is refused on restore, as a new game with
/// such a name would be; the same save with a plain name is restored.
#[test]
fn hackenbush_a_restore_refuses_names_the_format_cannot_hold() {
    let start = ok("/api/hackenbush/new", &json!({ "picture": "G a\na b\n" }));
    let with = |name: &str| {
        let mut altered = start["game"].clone();
        altered["edges"] = json!([["G", name, "green"], [name, "c", "green"]]);
        altered["moves"] = json!([]);
        post("/api/hackenbush/show", &json!({ "game": altered }))
    };
    for name in ["a b", "a\nb", "#a", ""] {
        let (status, value) = with(name);
        assert_eq!(status, StatusCode::BAD_REQUEST, "{name:?}: {value}");
    }
    let (status, value) = with("d");
    assert_eq!(status, StatusCode::OK, "{value}");
}

/// Where the program listens: `::ffff:127.0.0.1` (IPv4 on an IPv6 socket) is this machine
/// and gets no warning; `::ffff:10.1.2.3` serves a network and does; a request to such a
/// socket may name its IPv4 address as its `Host`.
#[test]
fn ipv4_mapped_loopback_is_loopback() {
    use games_web::address::{Listen, host_allowed};
    for text in [
        "::ffff:127.0.0.1",
        "[::ffff:127.0.0.1]:8000",
        "::1",
        "127.0.0.5",
    ] {
        let listen = Listen::new(None, Some(text)).unwrap();
        assert!(!listen.serves_network, "{text}");
        assert_eq!(listen.warning(), None, "{text}");
    }
    for text in ["::ffff:10.1.2.3", "0.0.0.0", "::"] {
        let listen = Listen::new(None, Some(text)).unwrap();
        assert!(listen.serves_network, "{text}");
        assert!(listen.warning().is_some(), "{text}");
    }
    let mapped = "[::ffff:127.0.0.1]:8000".parse().unwrap();
    assert!(host_allowed("127.0.0.1:8000", mapped));
    assert!(host_allowed("localhost:8000", mapped));
    assert!(!host_allowed("127.0.0.1:8001", mapped));
    let v6 = "[::1]:8000".parse().unwrap();
    assert!(host_allowed("[::1]:8000", v6));
    assert!(!host_allowed("::1:8000", v6));
    assert!(!host_allowed("[::1]", v6));
    let port_80 = "127.0.0.1:80".parse().unwrap();
    assert!(host_allowed("127.0.0.1", port_80));
    assert!(host_allowed("localhost", port_80));
}

/// A Bulgarian trace at its drawings' limits, 100 configurations of 200 cards (20,000
/// cells; counted by hand with a separate simulation of the moves), is answered: its
/// answer, 4.5 MB, is within what a small request may get (it was refused when that was
/// 4 MiB).
#[test]
fn bulgarian_a_trace_at_the_drawing_limits_is_answered() {
    let body = json!({ "partition": "39 38 38 28 21 20 10 3 2 1" });
    let (status, bytes) = block(call(
        "POST",
        "/api/bulgarian/trace",
        Some(body.to_string().into_bytes()),
    ));
    assert_eq!(
        status,
        StatusCode::OK,
        "{}",
        String::from_utf8_lossy(&bytes)
    );
    assert!(bytes.len() > 4 << 20, "{}", bytes.len());
    assert!(bytes.len() <= games_web::answer_limit(body.to_string().len()));
    let trace: Value = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(trace["steps"].as_array().unwrap().len(), 100);
}
