//! What every endpoint shares: the JSON body read with its refusals in the app's words
//! ([`Body`]), the error answer `{"error": "..."}` with its status ([`ApiError`], a 503
//! with `Retry-After`), and the bytes a request may carry ([`BODY_LIMIT`]).

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, Request};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;

/// The most bytes a request's body may hold (1 MiB): a game saved with thousands of moves,
/// a picture's text or a deck's names fit many times over; a larger body is refused with
/// status 413 before it is read whole.
pub const BODY_LIMIT: usize = 1 << 20;

/// A refused request: its status (400 for input the app or a library refuses, 413 for a
/// body past [`BODY_LIMIT`]) and the message shown in the page, sent as
/// `{"error": "..."}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// What is wrong, in words a person reads: the library's own message where a library
    /// refused.
    pub message: String,
}

impl ApiError {
    /// Input refused (status 400), with `message`.
    pub fn bad(message: impl Into<String>) -> ApiError {
        ApiError {
            status: StatusCode::BAD_REQUEST,
            message: message.into(),
        }
    }

    /// Input refused by a library: `what` (where it went wrong), then the library's error.
    pub fn because(what: &str, error: impl std::fmt::Display) -> ApiError {
        ApiError::bad(format!("{what}: {error}"))
    }

    /// The server is too busy for the request now (status 503, sent with `Retry-After`).
    pub fn busy(message: impl Into<String>) -> ApiError {
        ApiError {
            status: StatusCode::SERVICE_UNAVAILABLE,
            message: message.into(),
        }
    }

    /// A body past the most the app reads (status 413).
    pub(crate) fn too_large() -> ApiError {
        ApiError {
            status: StatusCode::PAYLOAD_TOO_LARGE,
            message: format!(
                "the request is larger than the most the app reads: {BODY_LIMIT} bytes \
                 (1 MiB), or {} bytes (6 MiB) for a Dobble deck with its pictures",
                DOBBLE_BODY_LIMIT
            ),
        }
    }
}

/// The most bytes a Dobble request's body may hold: 6 MiB, the pictures' 4 MiB
/// ([`UPLOADS_BYTES`](crate::pages::UPLOADS_BYTES)) as base64 (a third more) with room for
/// the rest of the design.
pub const DOBBLE_BODY_LIMIT: usize = 6 << 20;

/// The seconds a 503 answer asks the client to wait before it asks again
/// (`Retry-After`).
pub const RETRY_AFTER_SECONDS: u32 = 2;

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = serde_json::json!({ "error": self.message });
        let mut response = (self.status, Json(body)).into_response();
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            response.headers_mut().insert(
                axum::http::header::RETRY_AFTER,
                axum::http::HeaderValue::from(RETRY_AFTER_SECONDS),
            );
        }
        response
    }
}

/// A JSON body of type `T`, read as axum's `Json` reads it, with every refusal an
/// [`ApiError`]: a body past [`BODY_LIMIT`] is 413 naming the limit, anything else that is
/// not a `T` (not JSON, wrong fields, a saved game a library refuses) is 400 with serde's
/// or the library's words.
pub(crate) struct Body<T>(pub(crate) T);

impl<S, T> FromRequest<S> for Body<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Body<T>, ApiError> {
        match Json::<T>::from_request(request, state).await {
            Ok(Json(value)) => Ok(Body(value)),
            Err(rejection) => Err(refusal(&rejection)),
        }
    }
}

/// The app's words for axum's refusal of a JSON body.
fn refusal(rejection: &JsonRejection) -> ApiError {
    if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
        return ApiError::too_large();
    }
    match rejection {
        JsonRejection::MissingJsonContentType(_) => {
            ApiError::bad("the request must be JSON (Content-Type: application/json)")
        }
        JsonRejection::JsonSyntaxError(_) | JsonRejection::JsonDataError(_) => {
            // serde's words, without axum's prefix: the field and why.
            let text = rejection.body_text();
            let text = text
                .split_once(": ")
                .map_or(text.as_str(), |(_, rest)| rest)
                .to_owned();
            ApiError::bad(format!(
                "the request is not what this endpoint reads: {text}"
            ))
        }
        _ => ApiError::bad(format!(
            "the request could not be read: {}",
            rejection.body_text()
        )),
    }
}

/// What a game's answer is: the result or a refusal.
pub(crate) type Answer<T> = Result<Json<T>, ApiError>;
