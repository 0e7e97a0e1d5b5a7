//! One HTTP request over a `ureq` agent, as the examples, the socket tests and the browser
//! tests' WebDriver client all send them: a `GET`, or a `POST` of JSON.

use serde_json::Value;

/// Sends a `GET` to `url` (no `body`) or a `POST` of `body` as JSON: the answer's status
/// and bytes (at most 64 MiB), or what went wrong on the way.
pub(crate) fn request(
    agent: &ureq::Agent,
    url: &str,
    body: Option<&Value>,
) -> Result<(u16, Vec<u8>), String> {
    let answer = match body {
        None => agent.get(url).call(),
        Some(body) => agent
            .post(url)
            .header("Content-Type", "application/json")
            .send(body.to_string()),
    };
    let mut answer = answer.map_err(|e| e.to_string())?;
    let status = answer.status().as_u16();
    let bytes = answer
        .body_mut()
        .with_config()
        .limit(64 << 20)
        .read_to_vec()
        .map_err(|e| e.to_string())?;
    Ok((status, bytes))
}
