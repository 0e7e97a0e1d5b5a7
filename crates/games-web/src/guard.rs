//! What every answer carries and how large it may be: the security headers
//! ([`CONTENT_SECURITY_POLICY`], `X-Content-Type-Options: nosniff`, `X-Frame-Options:
//! DENY`, `Referrer-Policy: no-referrer`), and a size of at most [`ANSWER_MULTIPLE`] times
//! the request's body and [`ANSWER_ALLOWANCE`] bytes ([`answer_limit`]); a larger answer is
//! refused with status 400, naming both sizes.

use axum::body::{Body, HttpBody};
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::protocol::ApiError;

/// The pages' Content-Security-Policy: scripts, style sheets, fonts and requests from this
/// server only (no inline script, no inline `style` attribute; the `<style>` elements of
/// the libraries' SVG drawings, shown inline, are allowed); pictures from this server and
/// the `data:` and `blob:` addresses the drawings and downloads use; no plug-ins, no
/// frames, never framed (`frame-ancestors 'none'`), no `<base>`, no form sent anywhere.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; style-src-elem 'self' 'unsafe-inline'; style-src-attr 'none'; \
     img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; base-uri 'none'; \
     form-action 'none'; frame-ancestors 'none'";

/// An answer is at most this many times its request's body ...
pub const ANSWER_MULTIPLE: usize = 2;

/// ... and this many bytes more (8 MiB): the largest answer to a small request fits with
/// room to spare: a Bulgarian trace at its drawings' limits (100 configurations, 20,000
/// cells) is 4.5 MB, a Dobble deck of 57 cards with the built-in pictures 0.3 MB.
pub const ANSWER_ALLOWANCE: usize = 8 << 20;

/// The most bytes an answer to a request of `request` bytes may have:
/// [`ANSWER_MULTIPLE`] × `request` + [`ANSWER_ALLOWANCE`].
///
/// ```
/// assert_eq!(games_web::answer_limit(1 << 20), 10 << 20);
/// ```
pub fn answer_limit(request: usize) -> usize {
    ANSWER_MULTIPLE
        .saturating_mul(request)
        .saturating_add(ANSWER_ALLOWANCE)
}

/// The middleware of every request: the answer within [`answer_limit`] of the request's
/// `Content-Length`, with the security headers.
pub(crate) async fn guard(request: Request, next: Next) -> Response {
    let asked = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(0);
    let most = answer_limit(asked);
    let response = next.run(request).await;
    let (parts, body) = response.into_parts();
    let mut response = match body.size_hint().exact() {
        Some(size) if usize::try_from(size).is_ok_and(|size| size <= most) => {
            Response::from_parts(parts, body)
        }
        Some(size) => too_large(size.to_string(), asked, most),
        None => match axum::body::to_bytes(body, most).await {
            Ok(bytes) => Response::from_parts(parts, Body::from(bytes)),
            Err(_) => too_large(format!("more than {most}"), asked, most),
        },
    };
    secure(response.headers_mut());
    response
}

/// The refusal of an answer of `size` bytes to a request of `asked`.
fn too_large(size: String, asked: usize, most: usize) -> Response {
    ApiError::bad(format!(
        "the answer would have {size} bytes, more than the {most} the app sends for a request \
         of {asked} bytes ({ANSWER_MULTIPLE} times the request and {} MiB): ask for less, for \
         example fewer or smaller pictures (`dobble render` draws any deck)",
        ANSWER_ALLOWANCE >> 20
    ))
    .into_response()
}

/// Sets the security headers every answer carries ([`CONTENT_SECURITY_POLICY`], `nosniff`,
/// `DENY`, no referrer): the router's answers have them, and a refusal made outside the
/// router (the program's connection loop) is given them here.
pub fn secure(headers: &mut HeaderMap) {
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
}

#[cfg(test)]
mod tests {
    use axum::Router;
    use axum::body::Body;
    use axum::http::{Request, StatusCode, header};
    use axum::routing::post;
    use tower::ServiceExt;

    /// The status, words and security header of the answer to a POST of `sent` bytes to a
    /// route that answers 9 MiB.
    fn answer_of_nine_mib(sent: usize) -> (StatusCode, String, bool) {
        let app = Router::new()
            .route("/", post(|| async { vec![b'x'; 9 << 20] }))
            .layer(axum::middleware::from_fn(super::guard));
        let request = Request::post("/")
            .header(header::CONTENT_LENGTH, sent)
            .body(Body::from(vec![b'y'; sent]))
            .unwrap();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        runtime.block_on(async {
            let response = app.oneshot(request).await.unwrap();
            let status = response.status();
            let secured = response
                .headers()
                .contains_key(header::CONTENT_SECURITY_POLICY);
            let body = axum::body::to_bytes(response.into_body(), usize::MAX)
                .await
                .unwrap();
            let words = if body.len() < 1000 {
                String::from_utf8_lossy(&body).into_owned()
            } else {
                format!("{} bytes", body.len())
            };
            (status, words, secured)
        })
    }

    /// 9 MiB is past what a request of 100 bytes gets (2 × 100 bytes and 8 MiB) and within
    /// what a request of 1 MiB gets (10 MiB); the refusal names both sizes.
    #[test]
    fn an_answer_is_bounded_by_its_request() {
        let (status, words, secured) = answer_of_nine_mib(100);
        assert_eq!(status, StatusCode::BAD_REQUEST, "{words}");
        assert!(
            words.contains("9437184 bytes") && words.contains("8388808"),
            "{words}"
        );
        assert!(secured);
        let (status, words, secured) = answer_of_nine_mib(1 << 20);
        assert_eq!((status, words.as_str()), (StatusCode::OK, "9437184 bytes"));
        assert!(secured);
    }
}
