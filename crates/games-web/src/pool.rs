//! The solver pool: every request to a game's endpoint (`/api/...`) is answered on a
//! bounded pool of blocking threads, never on the threads that serve the sockets. The
//! pool has two lanes, each with its own threads and bounds, so a player's move never
//! waits behind a Dobble design:
//!
//! - the **heavy** lane ([`Lane::Heavy`]) for the work that searches or draws at length: a
//!   Dobble design or PDF, a hint, any Hackenbush request (the program's reply and the
//!   picture's value are searches), a Bulgarian trace;
//! - the **light** lane ([`Lane::Light`]) for the work that takes milliseconds at the
//!   page's own limits: a strike-out or marbles game started, a move, an undo, a game
//!   shown, a marbles hint (a table's answer), a Dobble round drawn or a guess checked,
//!   the shipped Hackenbush pictures listed.
//!
//! Each endpoint declares its lane where its route is made (`Lane::serve`); the lanes'
//! bounds are [`Lane::threads`], [`Lane::queue`], [`Lane::bytes`] and [`Lane::time`].
//!
//! A request goes through three gates of its lane, in order:
//!
//! 1. **Admission**: at most the lane's threads and queue of requests are in the lane at
//!    once, answered or waiting, their bodies together at most its bytes (as their
//!    `Content-Length` says). Past either the server answers at once with 503 and
//!    `Retry-After`, before it reads the body, so a crowd of large requests costs nothing
//!    but their headers.
//! 2. **The body**, read whole within the endpoint's limit (413 past it): a request holds
//!    a worker only once everything it needs is here, so a slow client never holds one.
//! 3. **A worker**: one of the lane's threads, which answers the request. The whole
//!    request, waiting included, has the lane's time; past it the answer is 503 with
//!    `Retry-After`, and the work, which the libraries' own budgets bound, ends on its
//!    thread, still holding its place in the lane, so the lane is never over its bound.
//!
//! The memory a request may take is its body (at most [`BODY_LIMIT`](crate::BODY_LIMIT),
//! or [`DOBBLE_BODY_LIMIT`](crate::pages::DOBBLE_BODY_LIMIT)) and its solver's own budget
//! (a strike-out hint's [`HINT_MEMORY`](crate::pages::HINT_MEMORY), a Hackenbush picture
//! of at most 400 edges, a Dobble deck of at most 57 cards and 4 MiB of pictures, ...), so
//! the pool's memory is bounded by the lanes' bytes of bodies and their threads' solvers'
//! budgets.
//!
//! Which endpoint is light was measured, not guessed: `examples/lanes.rs` times each
//! endpoint at the page's limits; the figures are in `docs/benchmarks.md`.

use std::sync::{Arc, LazyLock};
use std::time::Duration;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::middleware::{Next, from_fn_with_state};
use axum::response::{IntoResponse, Response};
use axum::routing::MethodRouter;
use http_body_util::{BodyExt, LengthLimitError, Limited};
use tokio::sync::Semaphore;
use tokio::time::{Instant, timeout_at};

use crate::protocol::{ApiError, RETRY_AFTER_SECONDS};

/// The heavy lane's threads: one per core, at least 2 and at most 4.
pub static SOLVER_THREADS: LazyLock<usize> =
    LazyLock::new(|| std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 4)));

/// The requests that may wait for a thread of the heavy lane; past them (and the ones
/// being answered) a request is answered 503 at once.
pub const QUEUE: usize = 8;

/// The most bytes the bodies of the requests in the heavy lane may have together: 24 MiB,
/// four Dobble designs with their pictures at the page's caps, or 24 requests of 1 MiB.
pub const QUEUE_BYTES: usize = 24 << 20;

/// The most time a heavy request may take, waiting for a thread included: 20 s (a Dobble
/// deck of 57 cards with pictures takes well under a second in an optimized build, about
/// 10 s in a debug one).
pub const TIME_LIMIT: Duration = Duration::from_secs(20);

/// The light lane's threads: 2, whatever the cores (its work takes milliseconds).
pub const LIGHT_THREADS: usize = 2;

/// The requests that may wait for a thread of the light lane: 32 (a page's player waits
/// behind at most 16 others' moves on each thread).
pub const LIGHT_QUEUE: usize = 32;

/// The most bytes the bodies of the requests in the light lane may have together: 8 MiB
/// (a saved game is a few kilobytes; a Dobble round with its uploaded pictures, 6 MiB).
pub const LIGHT_BYTES: usize = 8 << 20;

/// The most time a light request may take, waiting included: 5 s.
pub const LIGHT_TIME_LIMIT: Duration = Duration::from_secs(5);

/// One of the pool's two lanes, as the module's docs say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    /// Work that searches or draws at length: its own [`SOLVER_THREADS`], [`QUEUE`],
    /// [`QUEUE_BYTES`] and [`TIME_LIMIT`].
    Heavy,
    /// Work that takes milliseconds at the page's limits: its own [`LIGHT_THREADS`],
    /// [`LIGHT_QUEUE`], [`LIGHT_BYTES`] and [`LIGHT_TIME_LIMIT`].
    Light,
}

impl Lane {
    /// The threads that answer the lane's requests.
    pub fn threads(self) -> usize {
        match self {
            Lane::Heavy => *SOLVER_THREADS,
            Lane::Light => LIGHT_THREADS,
        }
    }

    /// The requests that may wait for one of the lane's threads.
    pub fn queue(self) -> usize {
        match self {
            Lane::Heavy => QUEUE,
            Lane::Light => LIGHT_QUEUE,
        }
    }

    /// The most bytes the bodies of the lane's requests may have together.
    pub fn bytes(self) -> usize {
        match self {
            Lane::Heavy => QUEUE_BYTES,
            Lane::Light => LIGHT_BYTES,
        }
    }

    /// The most time one of the lane's requests may take, waiting included.
    pub fn time(self) -> Duration {
        match self {
            Lane::Heavy => TIME_LIMIT,
            Lane::Light => LIGHT_TIME_LIMIT,
        }
    }

    /// `route` answered on this lane, with bodies of at most `body` bytes.
    pub(crate) fn serve(self, body: usize, route: MethodRouter) -> MethodRouter {
        route.layer(from_fn_with_state(
            Limits {
                lane: self,
                body,
                time: self.time(),
            },
            on_pool,
        ))
    }

    /// The lane's name in a refusal: "heavy" or "light".
    fn word(self) -> &'static str {
        match self {
            Lane::Heavy => "heavy",
            Lane::Light => "light",
        }
    }

    fn gates(self) -> &'static Gates {
        match self {
            Lane::Heavy => &HEAVY,
            Lane::Light => &LIGHT,
        }
    }
}

/// A lane's bounds: the requests admitted, their bodies' kibibytes, the threads at work.
struct Gates {
    admitted: Arc<Semaphore>,
    kibibytes: Arc<Semaphore>,
    workers: Arc<Semaphore>,
}

impl Gates {
    fn new(lane: Lane) -> Gates {
        Gates {
            admitted: Arc::new(Semaphore::new(lane.threads() + lane.queue())),
            kibibytes: Arc::new(Semaphore::new(lane.bytes() >> 10)),
            workers: Arc::new(Semaphore::new(lane.threads())),
        }
    }
}

static HEAVY: LazyLock<Gates> = LazyLock::new(|| Gates::new(Lane::Heavy));
static LIGHT: LazyLock<Gates> = LazyLock::new(|| Gates::new(Lane::Light));

/// The kibibytes a request's body takes in the pool: its `Content-Length`, or `limit`
/// without one, and no more than `limit` (a longer body is refused as it is read).
fn kibibytes(request: &Request, limit: usize) -> u32 {
    let declared = request
        .headers()
        .get(axum::http::header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(limit)
        .min(limit);
    u32::try_from(declared.div_ceil(1024).max(1)).unwrap_or(u32::MAX)
}

/// What one endpoint's requests may take: their lane, the bytes of the body and the time.
#[derive(Clone, Copy)]
struct Limits {
    lane: Lane,
    body: usize,
    time: Duration,
}

/// The middleware that answers a game's requests on their lane within `limits`
/// (`axum::middleware::from_fn_with_state(limits, on_pool)`): the gates of the module's
/// docs, then the request answered on a thread of the lane.
async fn on_pool(State(limits): State<Limits>, request: Request, next: Next) -> Response {
    let Limits {
        lane,
        body: limit,
        time,
    } = limits;
    let gates = lane.gates();
    let deadline = Instant::now() + time;
    let admitted = gates.admitted.clone().try_acquire_owned();
    let kibibytes = gates
        .kibibytes
        .clone()
        .try_acquire_many_owned(kibibytes(&request, limit));
    let (Ok(admitted), Ok(kibibytes)) = (admitted, kibibytes) else {
        return ApiError::busy(format!(
            "the server is busy: it answers or holds {} {} requests, or {} MiB of them, at \
             most; try again in {RETRY_AFTER_SECONDS} s",
            lane.threads() + lane.queue(),
            lane.word(),
            lane.bytes() >> 20
        ))
        .into_response();
    };
    let ticket = (admitted, kibibytes);
    let (parts, body) = request.into_parts();
    let bytes = match timeout_at(deadline, Limited::new(body, limit).collect()).await {
        Ok(Ok(collected)) => collected.to_bytes(),
        Ok(Err(error)) if error.is::<LengthLimitError>() => {
            return ApiError::too_large().into_response();
        }
        Ok(Err(_)) => {
            return ApiError::bad("the request's body could not be read").into_response();
        }
        Err(_) => return too_long(time),
    };
    let request = Request::from_parts(parts, Body::from(bytes));
    let Ok(Ok(worker)) = timeout_at(deadline, gates.workers.clone().acquire_owned()).await else {
        return too_long(time);
    };
    let runtime = tokio::runtime::Handle::current();
    let answer = tokio::task::spawn_blocking(move || {
        // Both places are given back when the work ends, not when the client stops waiting.
        let _places = (ticket, worker);
        runtime.block_on(next.run(request))
    });
    match timeout_at(deadline, answer).await {
        Ok(Ok(response)) => response,
        Ok(Err(_)) => ApiError {
            status: axum::http::StatusCode::INTERNAL_SERVER_ERROR,
            message: "the answer stopped before it was ready".to_owned(),
        }
        .into_response(),
        Err(_) => too_long(time),
    }
}

/// A request past its time, `time`.
fn too_long(time: Duration) -> Response {
    ApiError::busy(format!(
        "the answer took longer than {} s, the most a request may take: the server is busy \
         or the request is too large; try again in {RETRY_AFTER_SECONDS} s",
        time.as_secs_f64()
    ))
    .into_response()
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use axum::Router;
    use axum::body::Body;
    use axum::http::{Request, StatusCode, header};
    use axum::middleware::from_fn_with_state;
    use axum::routing::post;
    use tower::ServiceExt;

    use super::{HEAVY, Lane, Limits, on_pool};

    /// An answer: its status, its `Retry-After` and its body.
    type Answer = (StatusCode, Option<String>, String);

    /// `body` posted to `path` of `app` on a runtime of its own.
    fn ask(app: &Router, path: &str, body: &str) -> Answer {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap();
        let request = Request::post(path)
            .body(Body::from(body.to_owned()))
            .unwrap();
        runtime.block_on(async {
            let response = app.clone().oneshot(request).await.unwrap();
            let status = response.status();
            let retry = response
                .headers()
                .get(header::RETRY_AFTER)
                .map(|v| v.to_str().unwrap().to_owned());
            let body = axum::body::to_bytes(response.into_body(), usize::MAX)
                .await
                .unwrap();
            (status, retry, String::from_utf8_lossy(&body).into_owned())
        })
    }

    /// A request whose work outlasts its time is answered 503 with `Retry-After`, naming
    /// the time; one within it is answered; a body past the limit is 413.
    #[test]
    fn a_request_past_its_time_is_told_to_retry() {
        let app = Router::new()
            .route(
                "/",
                post(|body: String| async move {
                    let millis = body.trim().parse().unwrap_or(0);
                    std::thread::sleep(Duration::from_millis(millis));
                    "done"
                }),
            )
            .layer(from_fn_with_state(
                Limits {
                    lane: Lane::Light,
                    body: 16,
                    time: Duration::from_millis(200),
                },
                on_pool,
            ));
        let (status, retry, words) = ask(&app, "/", "1000");
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{words}");
        assert_eq!(retry.unwrap(), "2");
        assert!(words.contains("longer than 0.2 s"), "{words}");
        assert_eq!(
            ask(&app, "/", "0"),
            (StatusCode::OK, None, "done".to_owned())
        );
        assert_eq!(
            ask(&app, "/", "12345678901234567").0,
            StatusCode::PAYLOAD_TOO_LARGE
        );
    }

    /// While the heavy lane holds all it may, a heavy request is told at once to retry,
    /// naming the lane, and a light one is answered: the lanes share nothing.
    #[test]
    fn a_full_heavy_lane_leaves_the_light_lane_free() {
        let app = Router::new()
            .route("/light", Lane::Light.serve(16, post(|| async { "light" })))
            .route("/heavy", Lane::Heavy.serve(16, post(|| async { "heavy" })));
        let places = u32::try_from(Lane::Heavy.threads() + Lane::Heavy.queue()).unwrap();
        let full = HEAVY
            .admitted
            .clone()
            .try_acquire_many_owned(places)
            .unwrap();
        let (status, retry, words) = ask(&app, "/heavy", "");
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{words}");
        assert_eq!(retry.as_deref(), Some("2"));
        assert!(words.contains("heavy requests"), "{words}");
        let ok = |text: &str| (StatusCode::OK, None, text.to_owned());
        assert_eq!(ask(&app, "/light", ""), ok("light"));
        drop(full);
        assert_eq!(ask(&app, "/heavy", ""), ok("heavy"));
    }
}
