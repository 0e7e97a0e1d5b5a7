//! The solver pool: every request to a game's endpoint (`/api/...`) is answered on one
//! bounded pool of blocking threads, never on the threads that serve the sockets.
//!
//! A request goes through three gates, in order:
//!
//! 1. **Admission**: at most [`SOLVER_THREADS`] + [`QUEUE`] requests are in the pool at
//!    once, answered or waiting, their bodies together at most [`QUEUE_BYTES`] (as their
//!    `Content-Length` says). Past either the server answers at once with 503 and
//!    `Retry-After`, before it reads the body, so a crowd of large requests costs nothing
//!    but their headers.
//! 2. **The body**, read whole within the endpoint's limit (413 past it): a request holds
//!    a worker only once everything it needs is here, so a slow client never holds one.
//! 3. **A worker**: one of [`SOLVER_THREADS`] threads, which answers the request. The
//!    whole request, waiting included, has [`TIME_LIMIT`]; past it the answer is 503 with
//!    `Retry-After`, and the work, which the libraries' own budgets bound, ends on its
//!    thread, still holding its place in the pool, so the pool is never over its bound.
//!
//! The memory a request may take is its body (at most [`BODY_LIMIT`](crate::BODY_LIMIT),
//! or [`DOBBLE_BODY_LIMIT`](crate::pages::DOBBLE_BODY_LIMIT)) and its solver's own budget
//! (a strike-out hint's [`HINT_MEMORY`](crate::pages::HINT_MEMORY), a Hackenbush picture
//! of at most 400 edges, a Dobble deck of at most 57 cards and 4 MiB of pictures, ...), so
//! the pool's memory is bounded by [`QUEUE_BYTES`] of bodies and [`SOLVER_THREADS`]
//! solvers' budgets.

use std::sync::{Arc, LazyLock};
use std::time::Duration;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use http_body_util::{BodyExt, LengthLimitError, Limited};
use tokio::sync::Semaphore;
use tokio::time::{Instant, timeout_at};

use crate::protocol::{ApiError, RETRY_AFTER_SECONDS};

/// The threads that answer the games' requests: one per core, at least 2 and at most 4.
pub static SOLVER_THREADS: LazyLock<usize> =
    LazyLock::new(|| std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 4)));

/// The requests that may wait for a thread of the pool; past them (and the ones being
/// answered) a request is answered 503 at once.
pub const QUEUE: usize = 8;

/// The most bytes the bodies of the requests in the pool may have together: 24 MiB, four
/// Dobble designs with their pictures at the page's caps, or 24 requests of 1 MiB.
pub const QUEUE_BYTES: usize = 24 << 20;

/// The most time a request to a game's endpoint may take, waiting for a thread included:
/// 20 s (a Dobble deck of 57 cards with pictures takes well under a second in an
/// optimized build, about 10 s in a debug one).
pub const TIME_LIMIT: Duration = Duration::from_secs(20);

/// The pool's bounds: the requests admitted, their bodies' kibibytes, the threads at work.
struct Pool {
    admitted: Arc<Semaphore>,
    kibibytes: Arc<Semaphore>,
    workers: Arc<Semaphore>,
}

static POOL: LazyLock<Pool> = LazyLock::new(|| Pool {
    admitted: Arc::new(Semaphore::new(*SOLVER_THREADS + QUEUE)),
    kibibytes: Arc::new(Semaphore::new(QUEUE_BYTES >> 10)),
    workers: Arc::new(Semaphore::new(*SOLVER_THREADS)),
});

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

/// What one endpoint's requests may take: the bytes of the body and the time.
#[derive(Clone, Copy)]
pub(crate) struct Limits {
    body: usize,
    time: Duration,
}

impl Limits {
    /// Bodies of at most `body` bytes, and [`TIME_LIMIT`].
    pub(crate) fn body(body: usize) -> Limits {
        Limits {
            body,
            time: TIME_LIMIT,
        }
    }
}

/// The middleware that answers a game's requests on the pool within `limits`
/// (`axum::middleware::from_fn_with_state(limits, on_pool)`): the gates of the module's
/// docs, then the request answered on a thread of the pool.
pub(crate) async fn on_pool(
    State(limits): State<Limits>,
    request: Request,
    next: Next,
) -> Response {
    let Limits { body: limit, time } = limits;
    let deadline = Instant::now() + time;
    let admitted = POOL.admitted.clone().try_acquire_owned();
    let kibibytes = POOL
        .kibibytes
        .clone()
        .try_acquire_many_owned(kibibytes(&request, limit));
    let (Ok(admitted), Ok(kibibytes)) = (admitted, kibibytes) else {
        return ApiError::busy(format!(
            "the server is busy: it answers or holds {} requests, or {} MiB of them, at \
             most; try again in {RETRY_AFTER_SECONDS} s",
            *SOLVER_THREADS + QUEUE,
            QUEUE_BYTES >> 20
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
    let Ok(Ok(worker)) = timeout_at(deadline, POOL.workers.clone().acquire_owned()).await else {
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

    use super::{Limits, on_pool};

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
                    body: 16,
                    time: Duration::from_millis(200),
                },
                on_pool,
            ));
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap();
        let ask = |body: &str| {
            let request = Request::post("/")
                .body(Body::from(body.to_owned()))
                .unwrap();
            runtime.block_on(async {
                let response = app.clone().oneshot(request).await.unwrap();
                let status = response.status();
                let retry = response.headers().get(header::RETRY_AFTER).cloned();
                let body = axum::body::to_bytes(response.into_body(), usize::MAX)
                    .await
                    .unwrap();
                (status, retry, String::from_utf8_lossy(&body).into_owned())
            })
        };
        let (status, retry, words) = ask("1000");
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{words}");
        assert_eq!(retry.unwrap(), "2");
        assert!(words.contains("longer than 0.2 s"), "{words}");
        assert_eq!(ask("0"), (StatusCode::OK, None, "done".to_owned()));
        assert_eq!(ask("12345678901234567").0, StatusCode::PAYLOAD_TOO_LARGE);
    }
}
