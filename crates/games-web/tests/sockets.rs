//! The real `games-web` program, started on a free port of 127.0.0.1 and driven over
//! sockets as hostile or careless clients would: thousands of idle connections under a
//! lowered descriptor limit, hundreds of concurrent strike-out hints, dozens of Dobble
//! designs of several megabytes, dense Hackenbush pictures. In each case the program stays
//! up, its peak memory (`VmHWM`) stays under a stated bound, and a light request (the
//! style sheet) is answered within a second while the load is on. A player's moves are
//! answered within 100 ms while a dozen of the heaviest designs fill the solver pool. Also
//! over the socket: `--port 0` prints the port bound, a foreign `Host` gets 421, every
//! answer carries the security headers, and a connection that sends nothing is closed.
//!
//! Each server is killed when its test ends; every loop is bounded.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

#[path = "support/picture.rs"]
mod picture;

use picture::dense_picture;

/// A light request must be answered within this, whatever the load.
const LIGHT: Duration = Duration::from_secs(1);

/// The most a player's move (on the pool's light lane) may take while heavy designs fill
/// the heavy lane: 100 ms.
const MOVE: Duration = Duration::from_millis(100);

/// How long a client waits for any answer: past the server's own limits (20 s a request
/// on the solver pool, 60 s an exchange).
const PATIENCE: Duration = Duration::from_secs(90);

/// The tests run one at a time: each measures a server's latency and memory under its own
/// load, not under another test's.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The program, running; killed when dropped.
struct Server {
    child: Child,
    address: SocketAddr,
}

impl Server {
    /// The program started with `--port 0` (under `ulimit -n LIMIT` when given), and the
    /// address it says it serves at.
    fn start(descriptors: Option<u32>) -> Server {
        let program = env!("CARGO_BIN_EXE_games-web");
        let mut command = match descriptors {
            Some(limit) => {
                let mut command = Command::new("sh");
                command.args([
                    "-c",
                    &format!("ulimit -n {limit} && exec \"$0\" --port 0"),
                    program,
                ]);
                command
            }
            None => {
                let mut command = Command::new(program);
                command.args(["--port", "0"]);
                command
            }
        };
        let mut child = command
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the program starts");
        let mut stdout = child.stdout.take().expect("its output");
        let mut line = Vec::new();
        let mut byte = [0u8; 1];
        while !line.ends_with(b"\n") && line.len() < 1000 {
            match stdout.read(&mut byte) {
                Ok(1) => line.push(byte[0]),
                _ => break,
            }
        }
        let line = String::from_utf8_lossy(&line).into_owned();
        let address = line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .and_then(|address| address.parse::<SocketAddr>().ok())
            .unwrap_or_else(|| panic!("the program says where it serves: {line:?}"));
        Server { child, address }
    }

    fn port(&self) -> u16 {
        self.address.port()
    }

    /// Whether the program is still running.
    fn is_up(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// The program's peak resident memory so far, in MiB (`VmHWM`).
    fn peak_mib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .expect("the program's status");
        let kib: u64 = status
            .lines()
            .find_map(|line| line.strip_prefix("VmHWM:"))
            .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("VmHWM in the status");
        kib / 1024
    }

    /// Asks for the style sheet and says how long the answer took; it must be 200.
    fn light(&self) -> Duration {
        let started = Instant::now();
        let answer = self
            .exchange("GET", "/app.css", None, &[])
            .expect("the style sheet");
        assert_eq!(answer.status, 200, "{}", answer.head);
        started.elapsed()
    }

    /// Checks that the program is up, answers a light request within [`LIGHT`] and has
    /// kept its peak memory under `mib`.
    fn holds(&mut self, mib: u64, case: &str) {
        assert!(self.is_up(), "{case}: the program ended");
        let took = self.light();
        assert!(took < LIGHT, "{case}: a light request took {took:?}");
        let peak = self.peak_mib();
        assert!(peak < mib, "{case}: peak memory {peak} MiB, over {mib} MiB");
        eprintln!("{case}: light request {took:?}, peak memory {peak} MiB");
    }

    /// One request on a connection of its own (its `Host` this server's); a body is sent
    /// after `Expect: 100-continue`, so a request refused before its body is read never
    /// sends it.
    fn exchange(
        &self,
        method: &str,
        path: &str,
        host: Option<&str>,
        body: &[u8],
    ) -> std::io::Result<Answer> {
        let mut stream = TcpStream::connect_timeout(&self.address, PATIENCE)?;
        stream.set_read_timeout(Some(PATIENCE))?;
        stream.set_write_timeout(Some(PATIENCE))?;
        let host = host.map_or_else(|| self.address.to_string(), str::to_owned);
        let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n");
        if !body.is_empty() {
            head.push_str(&format!(
                "Content-Type: application/json\r\nContent-Length: {}\r\nExpect: 100-continue\r\n",
                body.len()
            ));
        }
        head.push_str("\r\n");
        stream.write_all(head.as_bytes())?;
        let mut reader = Reader {
            stream,
            buffer: Vec::new(),
        };
        let mut answer = reader.answer()?;
        if answer.status == 100 {
            reader.stream.write_all(body)?;
            answer = reader.answer()?;
        }
        Ok(answer)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An answer: its status, head (status line and headers) and body.
struct Answer {
    status: u16,
    head: String,
    body: Vec<u8>,
}

impl Answer {
    /// The value of header `name`, if present.
    fn header(&self, name: &str) -> Option<&str> {
        self.head.lines().find_map(|line| {
            let (key, value) = line.split_once(':')?;
            key.eq_ignore_ascii_case(name).then(|| value.trim())
        })
    }

    fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or(Value::Null)
    }
}

/// Reads answers off a connection.
struct Reader {
    stream: TcpStream,
    buffer: Vec<u8>,
}

impl Reader {
    /// The next answer: its head, then a body of its `Content-Length`.
    fn answer(&mut self) -> std::io::Result<Answer> {
        let end = loop {
            if let Some(at) = self.buffer.windows(4).position(|w| w == b"\r\n\r\n") {
                break at + 4;
            }
            self.more()?;
        };
        let head = String::from_utf8_lossy(&self.buffer[..end]).into_owned();
        self.buffer.drain(..end);
        let status = head
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let mut answer = Answer {
            status,
            head,
            body: Vec::new(),
        };
        if status == 100 {
            return Ok(answer);
        }
        let length: usize = answer
            .header("content-length")
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        while self.buffer.len() < length {
            self.more()?;
        }
        answer.body = self.buffer.drain(..length).collect();
        Ok(answer)
    }

    fn more(&mut self) -> std::io::Result<()> {
        let mut chunk = [0u8; 65536];
        let n = self.stream.read(&mut chunk)?;
        if n == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        self.buffer.extend_from_slice(&chunk[..n]);
        Ok(())
    }
}

/// Sends `count` copies of a POST of `body` to `path` at once, each from a thread of its
/// own, checks the server meanwhile (a light request within [`LIGHT`]), and returns each
/// answer's status (0: the connection failed) with its JSON.
fn crowd(server: &Server, count: usize, path: &'static str, body: Vec<u8>) -> Vec<(u16, Value)> {
    let body = Arc::new(body);
    let answers = Arc::new(Mutex::new(Vec::new()));
    std::thread::scope(|scope| {
        for _ in 0..count {
            let (body, answers) = (body.clone(), answers.clone());
            scope.spawn(move || {
                let answer = server.exchange("POST", path, None, &body);
                let entry = match answer {
                    Ok(answer) => {
                        if answer.status == 503 {
                            assert!(
                                answer.header("retry-after").is_some(),
                                "a 503 says when to retry: {}",
                                answer.head
                            );
                        }
                        (answer.status, answer.json())
                    }
                    Err(_) => (0, Value::Null),
                };
                answers.lock().unwrap().push(entry);
            });
        }
        // While the crowd is in: a light request is answered at once.
        std::thread::sleep(Duration::from_millis(500));
        let took = server.light();
        assert!(
            took < LIGHT,
            "{path}: a light request took {took:?} under load"
        );
    });
    Arc::try_unwrap(answers).unwrap().into_inner().unwrap()
}

/// How many answers had `status`.
fn counted(answers: &[(u16, Value)], status: u16) -> usize {
    answers.iter().filter(|(s, _)| *s == status).count()
}

/// Every answer is an answer (200), a refusal in words (400), or "busy, retry" (503):
/// no failed connection, no 5xx of another kind.
fn every_answer_is_one_of_ours(answers: &[(u16, Value)], case: &str) {
    for (status, json) in answers {
        assert!(
            matches!(status, 200 | 400 | 503),
            "{case}: status {status}: {json}"
        );
        if *status != 200 {
            assert!(json["error"].is_string(), "{case}: {status} without words");
        }
    }
}

/// 2,000 idle connections under a descriptor limit of 256: the program keeps its
/// connections under its cap (the oldest idle ones closed for new ones), stays up, and
/// answers a light request at once; a connection that never sends a request is closed
/// by the header timeout.
#[test]
fn two_thousand_idle_connections_under_256_descriptors() {
    let one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut server = Server::start(Some(256));
    let mut idle = Vec::new();
    for _ in 0..2000 {
        if let Ok(stream) = TcpStream::connect_timeout(&server.address, Duration::from_secs(5)) {
            idle.push(stream);
        }
    }
    assert!(idle.len() >= 1900, "only {} connections made", idle.len());
    server.holds(100, "2,000 idle connections");
    // The oldest were closed to make room: the server holds no more than its cap.
    let closed = idle[..100]
        .iter()
        .filter(|stream| {
            stream
                .set_read_timeout(Some(Duration::from_secs(5)))
                .unwrap();
            matches!((&**stream).read(&mut [0u8; 1]), Ok(0) | Err(_))
        })
        .count();
    assert_eq!(closed, 100, "the oldest idle connections are closed");
    // Nothing more is measured: the other tests may run while this one waits.
    drop(one);
    // The newest, still open, is closed by the header timeout (10 s).
    let last = idle.last().unwrap();
    last.set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let read = (&*last).read(&mut [0u8; 1]);
    assert!(
        matches!(&read, Ok(0))
            || matches!(&read, Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset),
        "an idle connection is closed: {read:?}"
    );
    assert!(server.is_up(), "the program ended");
}

/// 200 concurrent strike-out hints of about 100 bytes each: a few are answered on the
/// solver pool, the rest told at once to retry (503 with `Retry-After`); memory stays
/// under 200 MiB (the pool's threads with their 32 MiB budgets).
#[test]
fn two_hundred_concurrent_hints() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut server = Server::start(None);
    // 60 digits from a fixed generator: a field whose shortest solution takes a search.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let start: String = (0..60)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            char::from(b'1' + (state % 9) as u8)
        })
        .collect();
    let body = json!({ "game": { "width": 9, "start": start, "moves": [] } }).to_string();
    assert!(body.len() < 120, "{}", body.len());
    let answers = crowd(&server, 200, "/api/strikeout/hint", body.into_bytes());
    every_answer_is_one_of_ours(&answers, "hints");
    assert!(counted(&answers, 503) > 0, "the crowd overflows the pool");
    assert!(
        counted(&answers, 200) + counted(&answers, 400) > 0,
        "some hints are answered"
    );
    server.holds(200, "200 concurrent hints");
}

/// An RGBA PNG of noise of `side` by `side` pixels: incompressible, so its bytes are its
/// pixels' (360 by 360: 518,400 bytes and change, under the page's 512 KiB).
fn noise_png(side: u32, seed: u64) -> Vec<u8> {
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let pixels: Vec<u8> = (0..side * side * 4)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u8
        })
        .collect();
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, side, side);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_compression(png::Compression::NoCompression);
    let mut writer = encoder.write_header().unwrap();
    writer.write_image_data(&pixels).unwrap();
    writer.finish().unwrap();
    bytes
}

/// 30 concurrent Dobble designs within the page's caps, each of 5.6 MB (eight pictures
/// of 512 KiB, the most the page takes together, on a deck of 57 cards): the pool takes
/// as many as it holds and refuses the rest before reading their bodies; each answer sent
/// is at most twice its request and 8 MiB (each picture sent once); memory stays under
/// 768 MiB (a design at these caps takes up to about 250 MiB while its cards are drawn,
/// and the pool draws two at once on two cores).
#[test]
fn thirty_concurrent_dobble_designs() {
    use base64::Engine;
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut server = Server::start(None);
    let uploads: Vec<Value> = (0..8)
        .map(|i| {
            let png = noise_png(360, i + 1);
            assert!(png.len() <= 512 << 10, "{}", png.len());
            json!({
                "name": format!("p{i}.png"),
                "data": base64::engine::general_purpose::STANDARD.encode(png),
            })
        })
        .collect();
    let names: Vec<String> = (0..57).map(|i| format!("p{i}")).collect();
    let body = json!({ "k": 8, "names": names.join("\n"), "pictures": false, "uploads": uploads })
        .to_string();
    assert!(body.len() > 5_500_000, "{}", body.len());
    let size = body.len();
    let started = Instant::now();
    let answers = crowd(&server, 30, "/api/dobble/deck", body.into_bytes());
    eprintln!("30 designs answered in {:?}", started.elapsed());
    every_answer_is_one_of_ours(&answers, "designs");
    assert!(counted(&answers, 503) > 0, "the crowd overflows the pool");
    for (status, json) in &answers {
        if *status == 200 {
            let answer = json.to_string().len();
            assert!(answer <= games_web::answer_limit(size), "{answer} bytes");
            assert_eq!(json["pictures"].as_array().map(Vec::len), Some(8));
        }
    }
    server.holds(768, "30 concurrent designs");
}

/// 8 concurrent requests on a dense Hackenbush picture, the program to move first: they
/// are answered (or refused) on the solver pool, never on the threads serving sockets,
/// so a light request is still answered at once; memory stays under 400 MiB.
#[test]
fn eight_dense_hackenbush_requests() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut server = Server::start(None);
    let body = json!({ "picture": dense_picture(), "first": "program" }).to_string();
    assert!(body.len() > 1800, "{}", body.len());
    let answers = crowd(&server, 8, "/api/hackenbush/new", body.into_bytes());
    every_answer_is_one_of_ours(&answers, "dense Hackenbush");
    server.holds(400, "8 dense Hackenbush requests");
}

/// Sets its flag when dropped, so threads that loop until it stop even when a test fails.
struct StopOnDrop<'a>(&'a AtomicBool);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::SeqCst);
    }
}

/// While 12 clients design the heaviest deck the page offers (57 cards with pictures),
/// one design after another, so that the heavy lane is full and overflows (some designs
/// told to retry before the moves and during them), a player's marbles and strike-out
/// games (new game, moves, undo, shown) are answered on the light lane, each request
/// within [`MOVE`].
#[test]
fn moves_are_quick_while_designs_fill_the_pool() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut server = Server::start(None);
    let design = json!({ "k": 8, "pictures": true }).to_string().into_bytes();
    let (stop, refused) = (AtomicBool::new(false), AtomicUsize::new(0));
    let mut times = Vec::new();
    std::thread::scope(|scope| {
        for _ in 0..12 {
            let (server, design, stop, refused) = (&server, &design, &stop, &refused);
            scope.spawn(move || {
                while !stop.load(Ordering::SeqCst) {
                    let answer = server.exchange("POST", "/api/dobble/deck", None, design);
                    if answer.is_ok_and(|a| a.status == 503) {
                        refused.fetch_add(1, Ordering::SeqCst);
                        std::thread::sleep(Duration::from_millis(20));
                    }
                }
            });
        }
        // The designers stop when the moves end, passed or failed.
        let _stop = StopOnDrop(&stop);
        let started = Instant::now();
        while refused.load(Ordering::SeqCst) == 0 {
            assert!(
                started.elapsed() < PATIENCE,
                "the designs never fill the pool"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        let refused_before = refused.load(Ordering::SeqCst);
        let mut timed = |path: &str, body: Value| -> Value {
            let body = body.to_string();
            let started = Instant::now();
            let answer = server
                .exchange("POST", path, None, body.as_bytes())
                .expect("an answer");
            times.push((path.to_owned(), started.elapsed()));
            assert_eq!(answer.status, 200, "{path}: {}", answer.head);
            answer.json()
        };
        let mut view = timed("/api/marbles/new", json!({ "n": 1_000_000_000_u64 }));
        for _ in 0..10 {
            let take = view["legal"][0].clone();
            view = timed(
                "/api/marbles/move",
                json!({ "game": view["game"], "take": take }),
            );
        }
        timed("/api/marbles/undo", json!({ "game": view["game"] }));
        let mut view = timed(
            "/api/strikeout/new",
            json!({ "random": true, "length": 200, "seed": 7 }),
        );
        for _ in 0..10 {
            let game: strikeout::Game = serde_json::from_value(view["game"].clone()).unwrap();
            let Some(&(a, b)) = game.moves().first() else {
                break;
            };
            view = timed(
                "/api/strikeout/move",
                json!({ "game": view["game"], "cells": [a, b] }),
            );
        }
        timed("/api/strikeout/show", json!({ "game": view["game"] }));
        let refused_during = refused.load(Ordering::SeqCst) - refused_before;
        assert!(
            refused_during > 0,
            "the heavy lane overflowed during the moves"
        );
    });
    let slowest = times.iter().map(|(_, took)| *took).max().unwrap();
    eprintln!(
        "{} light requests under 12 designers, the slowest {slowest:?}",
        times.len()
    );
    for (path, took) in &times {
        assert!(
            *took < MOVE,
            "{path} took {took:?} while designs filled the pool"
        );
    }
    assert!(server.is_up());
}

/// `--port 0` prints the port the system chose; every answer carries the security
/// headers; a `Host` that is not this server's is refused with 421, `localhost` with the
/// port is served.
#[test]
fn the_address_printed_and_the_host_checked() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let server = Server::start(None);
    assert_ne!(server.port(), 0);
    let port = server.port();
    let page = server.exchange("GET", "/", None, &[]).unwrap();
    assert_eq!(page.status, 200);
    let policy = page.header("content-security-policy").unwrap();
    assert!(policy.contains("frame-ancestors 'none'"), "{policy}");
    assert!(policy.contains("script-src 'self'"), "{policy}");
    assert_eq!(page.header("x-content-type-options"), Some("nosniff"));
    assert_eq!(page.header("x-frame-options"), Some("DENY"));
    for host in [
        format!("localhost:{port}"),
        format!("LOCALHOST:{port}"),
        format!("127.0.0.1:{port}"),
    ] {
        let answer = server.exchange("GET", "/", Some(&host), &[]).unwrap();
        assert_eq!(answer.status, 200, "{host}");
    }
    for host in [
        format!("rebound.example:{port}"),
        format!("localhost:{}", port.wrapping_add(1)),
        format!("127.0.0.2:{port}"),
        "localhost".to_owned(),
        String::new(),
    ] {
        let answer = server
            .exchange("POST", "/api/strikeout/new", Some(&host), b"{}")
            .unwrap();
        assert_eq!(answer.status, 421, "{host:?}: {}", answer.head);
        assert!(answer.header("content-security-policy").is_some());
        assert!(
            answer.json()["error"]
                .as_str()
                .unwrap()
                .contains("localhost")
        );
    }
}

/// Under a descriptor limit of 12, which the runtime's own descriptors nearly fill, every
/// accept past the first few fails with "too many open files": the server pauses and
/// accepts again, never ends, and still answers.
#[test]
fn out_of_descriptors_the_server_carries_on() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut server = Server::start(Some(12));
    let idle: Vec<TcpStream> = (0..50)
        .filter_map(|_| TcpStream::connect_timeout(&server.address, Duration::from_secs(5)).ok())
        .collect();
    assert!(idle.len() >= 40, "only {} connections made", idle.len());
    for _ in 0..3 {
        server.light();
    }
    assert!(server.is_up(), "the program ended");
    drop(idle);
}
