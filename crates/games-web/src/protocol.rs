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
    T: DeserializeOwned + Fields,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Body<T>, ApiError> {
        match Json::<T>::from_request(request, state).await {
            Ok(Json(value)) => Ok(Body(value)),
            Err(rejection) => Err(refusal(T::takes, &rejection)),
        }
    }
}

/// A request's fields in a person's words, for the refusal of a bad one.
pub(crate) trait Fields {
    /// What `field` takes, as a sentence's subject and range ("the number of digits is a
    /// whole number from 1 to 10000"); `None` (the default) for a field no person fills
    /// in, which is told by its type.
    fn takes(_field: &str) -> Option<String> {
        None
    }
}

/// What a value of serde's type `expected` is, in words.
fn kind(expected: &str) -> &'static str {
    match expected.trim() {
        "usize" | "u64" | "u32" | "u16" | "u8" => "a whole number, 0 or more",
        "f64" | "f32" => "a number",
        "a boolean" | "bool" => "true or false",
        "a string" => "text",
        _ => "something else",
    }
}

/// serde's complaint about a request's body, `detail` (its location in the JSON cut), in
/// a person's words: the field, what it takes (its range where a page fills it in), and
/// what came.
fn data_error(takes: fn(&str) -> Option<String>, detail: &str) -> String {
    // A complaint about the whole body, not a field of it, may come as `.: …`, and one
    // about a field it holds or lacks after the path to it.
    let detail = detail.strip_prefix(".: ").unwrap_or(detail);
    let detail = detail
        .split_once(": ")
        .filter(|(_, rest)| rest.starts_with("missing field") || rest.starts_with("unknown field"))
        .map_or(detail, |(_, rest)| rest);
    if let Some(rest) = detail.strip_prefix("missing field `") {
        let field = rest.split('`').next().unwrap_or_default();
        return match takes(field) {
            Some(range) => format!("{field} is missing: {range}"),
            None => format!("the request has no {field}"),
        };
    }
    if let Some(rest) = detail.strip_prefix("unknown field `") {
        let field = rest.split('`').next().unwrap_or_default();
        return format!("{field} is not a field of this request");
    }
    let Some((field, complaint)) = detail
        .split_once(": ")
        .filter(|(field, _)| !field.contains(' '))
    else {
        return format!("the request is not what this endpoint reads: {detail}");
    };
    if complaint.contains("did not match") {
        // A value that is none of the forms the field takes (a count as a number or its
        // digits).
        return match takes(field) {
            Some(range) => format!("{field}: {range}"),
            None => format!("{field} cannot be read"),
        };
    }
    let complaint = complaint
        .strip_prefix("invalid value: ")
        .or_else(|| complaint.strip_prefix("invalid type: "))
        .unwrap_or(complaint);
    let (got, expected) = complaint
        .split_once(", expected ")
        .unwrap_or((complaint, ""));
    // `integer `-5``, `string "x"`, `floating point `1.5``, `null`: the value alone.
    let got = got
        .split_once(' ')
        .filter(|(what, _)| {
            [
                "integer", "string", "floating", "boolean", "map", "sequence",
            ]
            .contains(what)
        })
        .map_or(got, |(_, value)| value.trim_start_matches("point "))
        .trim_matches('`');
    let got = if got == "null" { "nothing" } else { got };
    match takes(field) {
        Some(range) => format!("{field}: {range}, not {got}"),
        None => format!("{field} takes {}, not {got}", kind(expected)),
    }
}

/// The app's words for axum's refusal of a JSON body, its fields told by `takes`.
fn refusal(takes: fn(&str) -> Option<String>, rejection: &JsonRejection) -> ApiError {
    if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
        return ApiError::too_large();
    }
    match rejection {
        JsonRejection::MissingJsonContentType(_) => {
            ApiError::bad("the request must be JSON (Content-Type: application/json)")
        }
        JsonRejection::JsonDataError(_) => {
            // serde's words, without axum's prefix and the place in the JSON, told again
            // as the field, what it takes and what came.
            let text = rejection.body_text();
            let detail = text
                .split_once(": ")
                .map_or(text.as_str(), |(_, rest)| rest);
            let detail = detail
                .rsplit_once(" at line ")
                .map_or(detail, |(detail, _)| detail);
            ApiError::bad(data_error(takes, detail))
        }
        JsonRejection::JsonSyntaxError(_) => {
            ApiError::bad("the request is not JSON the page sends: it cannot be read")
        }
        _ => ApiError::bad(format!(
            "the request could not be read: {}",
            rejection.body_text()
        )),
    }
}

/// What a game's answer is: the result or a refusal.
pub(crate) type Answer<T> = Result<Json<T>, ApiError>;
