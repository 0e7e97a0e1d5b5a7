//! The server's connection loop ([`serve`]): the app served over HTTP/1 on a listening
//! socket so that no client, however many or slow, stops it.
//!
//! - **Timeouts**: a connection that sends no complete request head within
//!   [`HEADER_TIMEOUT`] (its first request, or the next one on a kept-alive connection) is
//!   closed; a request whose exchange passes [`REQUEST_TIMEOUT`] is answered 408 and its
//!   connection closed.
//! - **A cap on open connections** ([`connection_cap`]) below the process's descriptor limit
//!   (`RLIMIT_NOFILE`). A connection past the cap takes the place of the oldest idle one
//!   (connected but with no request being answered); when every connection is busy it waits
//!   (at most [`EVICTION_WAIT`]) for one to end, and is closed if none does.
//! - **Accept errors** (out of descriptors included) never end the server: it frees the
//!   oldest idle connection, pauses [`ACCEPT_PAUSE`] and accepts again.
//! - **The `Host` header** must name the address the connection came to, or `localhost`,
//!   with the port ([`host_allowed`]); anything else is answered 421
//!   Misdirected Request, so a page of another site that a rebinding DNS name points here
//!   cannot drive the app.

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use axum::Router;
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, OwnedSemaphorePermit, Semaphore};
use tower::ServiceExt;

use games_web::ApiError;
use games_web::address::host_allowed;

/// How long a connection may take to send a request's head, the first or the next: 10 s.
pub(crate) const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// How long one request may take once its head is read, its body and answer included:
/// 60 s, three times the solver pool's [`TIME_LIMIT`](crate::pool::TIME_LIMIT).
pub(crate) const REQUEST_TIMEOUT: Duration = Duration::from_secs(60);

/// How long a new connection past the cap waits for a busy one to end: 1 s.
pub(crate) const EVICTION_WAIT: Duration = Duration::from_secs(1);

/// How long the server pauses after an accept error (out of descriptors): 50 ms.
pub(crate) const ACCEPT_PAUSE: Duration = Duration::from_millis(50);

/// How long a connection told to close finishes its request in progress: 5 s.
const GRACE: Duration = Duration::from_secs(5);

/// The descriptors kept aside from connections: the standard streams, the runtime's own,
/// the listening socket and the one connection accepted before it has a place.
pub(crate) const RESERVED_DESCRIPTORS: u64 = 64;

/// The most connections open at once, whatever the descriptor limit.
pub(crate) const MOST_CONNECTIONS: usize = 1024;

/// The most connections open at once under a descriptor limit of `limit` (`None`:
/// unlimited): three quarters of it, and [`RESERVED_DESCRIPTORS`] below it, at most
/// [`MOST_CONNECTIONS`] and at least one.
///
pub(crate) fn connection_cap(limit: Option<u64>) -> usize {
    let Some(limit) = limit else {
        return MOST_CONNECTIONS;
    };
    let spare = (limit / 4 * 3).min(limit.saturating_sub(RESERVED_DESCRIPTORS));
    let cap = spare.max(limit / 4).max(1);
    usize::try_from(cap).map_or(MOST_CONNECTIONS, |cap| cap.min(MOST_CONNECTIONS))
}

/// The process's descriptor limit (the soft `RLIMIT_NOFILE`), `None` if unlimited.
pub(crate) fn descriptor_limit() -> Option<u64> {
    rustix::process::getrlimit(rustix::process::Resource::Nofile).current
}

/// An open connection as the loop sees it.
#[derive(Default)]
struct Slot {
    /// Requests being answered.
    busy: AtomicUsize,
    /// Told to close.
    told: AtomicBool,
    close: Notify,
}

/// The open connections, oldest first.
#[derive(Default)]
struct Open(Mutex<BTreeMap<u64, Arc<Slot>>>);

impl Open {
    fn add(&self, id: u64) -> Arc<Slot> {
        let slot = Arc::new(Slot::default());
        self.lock().insert(id, slot.clone());
        slot
    }

    fn remove(&self, id: u64) {
        self.lock().remove(&id);
    }

    /// Tells the oldest idle connection not yet told to close.
    fn close_oldest_idle(&self) {
        let open = self.lock();
        let idle = open.values().find(|slot| {
            slot.busy.load(Ordering::SeqCst) == 0 && !slot.told.swap(true, Ordering::SeqCst)
        });
        if let Some(slot) = idle {
            slot.close.notify_one();
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<u64, Arc<Slot>>> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Serves `app` on `listener` for ever, with at most `cap` connections open (see
/// [`connection_cap`]), as the module's docs say.
pub(crate) async fn serve(listener: TcpListener, app: Router, cap: usize) -> Infallible {
    let places = Arc::new(Semaphore::new(cap.max(1)));
    let open = Arc::new(Open::default());
    let mut next_id = 0u64;
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(_) => {
                open.close_oldest_idle();
                tokio::time::sleep(ACCEPT_PAUSE).await;
                continue;
            }
        };
        let Some(place) = place(&places, &open).await else {
            continue;
        };
        next_id += 1;
        let slot = open.add(next_id);
        tokio::spawn(connection(
            stream,
            app.clone(),
            place,
            slot,
            (open.clone(), next_id),
        ));
    }
}

/// A place for a new connection: a free one, or the oldest idle connection's once it has
/// closed; `None` when every connection stays busy for [`EVICTION_WAIT`].
async fn place(places: &Arc<Semaphore>, open: &Open) -> Option<OwnedSemaphorePermit> {
    if let Ok(place) = places.clone().try_acquire_owned() {
        return Some(place);
    }
    open.close_oldest_idle();
    tokio::time::timeout(EVICTION_WAIT, places.clone().acquire_owned())
        .await
        .ok()?
        .ok()
}

/// Serves one connection until it ends, is timed out, or is told to close.
async fn connection(
    stream: TcpStream,
    app: Router,
    place: OwnedSemaphorePermit,
    slot: Arc<Slot>,
    (open, id): (Arc<Open>, u64),
) {
    let Ok(local) = stream.local_addr() else {
        open.remove(id);
        return;
    };
    let busy = slot.clone();
    let service = hyper::service::service_fn(move |request: Request<Incoming>| {
        let app = app.clone();
        let busy = Busy::new(busy.clone());
        async move {
            let _busy = busy;
            Ok::<_, Infallible>(answer(request, local, app).await)
        }
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(HEADER_TIMEOUT);
    let connection = builder.serve_connection(TokioIo::new(stream), service);
    tokio::pin!(connection);
    tokio::select! {
        _ = connection.as_mut() => {}
        () = slot.close.notified() => {
            connection.as_mut().graceful_shutdown();
            let _ = tokio::time::timeout(GRACE, connection).await;
        }
    }
    open.remove(id);
    drop(place);
}

/// A request being answered on a connection, counted while it lives.
struct Busy(Arc<Slot>);

impl Busy {
    fn new(slot: Arc<Slot>) -> Busy {
        slot.busy.fetch_add(1, Ordering::SeqCst);
        Busy(slot)
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.busy.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The app's answer to `request`, which came to `local`: 421 for a `Host` that is not
/// this server's, 408 past [`REQUEST_TIMEOUT`].
async fn answer(request: Request<Incoming>, local: SocketAddr, app: Router) -> Response {
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or_default();
    if !host_allowed(host, local) {
        let local = local.to_string();
        return refusal(
            StatusCode::MISDIRECTED_REQUEST,
            format!(
                "this server answers requests for {local} or localhost:{}, not for the host \
                 {host:?}",
                local.rsplit_once(':').map_or("", |(_, port)| port)
            ),
        );
    }
    match tokio::time::timeout(
        REQUEST_TIMEOUT,
        app.oneshot(request.map(axum::body::Body::new)),
    )
    .await
    {
        Ok(Ok(response)) => response,
        Ok(Err(never)) => match never {},
        Err(_) => {
            let mut response = refusal(
                StatusCode::REQUEST_TIMEOUT,
                format!(
                    "the request took longer than {} s to send and answer",
                    REQUEST_TIMEOUT.as_secs()
                ),
            );
            response
                .headers_mut()
                .insert(header::CONNECTION, HeaderValue::from_static("close"));
            response
        }
    }
}

/// A refusal made here, outside the router, with the router's headers: status and words.
fn refusal(status: StatusCode, message: String) -> Response {
    let mut response = ApiError { status, message }.into_response();
    games_web::secure(response.headers_mut());
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Three quarters of the limit, 64 below it, at most 1,024, at least a quarter.
    #[test]
    fn the_cap_keeps_below_the_descriptor_limit() {
        assert_eq!(connection_cap(Some(256)), 192);
        assert_eq!(connection_cap(Some(1024)), 768);
        assert_eq!(connection_cap(Some(100_000)), 1024);
        assert_eq!(connection_cap(None), 1024);
        assert_eq!(connection_cap(Some(80)), 20);
    }
}
