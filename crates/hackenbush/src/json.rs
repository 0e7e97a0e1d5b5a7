//! How the crate's result types meet the workspace's JSON conventions (feature `serde`):
//! a [`Nimber`] is written as the plain number of its Nim heap.

use games_common::Nimber;

/// Serializes a nimber as its heap size, a JSON number.
pub(crate) fn nimber<S: serde::Serializer>(
    value: &Nimber,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.serialize_u64(value.0)
}

/// Serializes a present nimber as its heap size (with `skip_serializing_if` for `None`).
pub(crate) fn some_nimber<S: serde::Serializer>(
    value: &Option<Nimber>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(value) => nimber(value, serializer),
        None => serializer.serialize_none(),
    }
}
