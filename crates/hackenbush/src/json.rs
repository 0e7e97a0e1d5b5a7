//! How the crate's types meet the workspace's JSON conventions (feature `serde`): a
//! [`Nimber`] is written as the plain number of its Nim heap.

/// A nimber as its heap size, a number (`#[serde(with = "crate::json::nimber")]`).
pub(crate) mod nimber {
    use games_common::Nimber;
    use serde::{Deserialize, Deserializer, Serializer};

    pub(crate) fn serialize<S: Serializer>(
        value: &Nimber,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_u64(value.0)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Nimber, D::Error> {
        u64::deserialize(deserializer).map(Nimber)
    }
}

/// A present nimber as its heap size (`#[serde(with = "crate::json::some_nimber")]`, with
/// `skip_serializing_if = "Option::is_none"` and `default`).
pub(crate) mod some_nimber {
    use games_common::Nimber;
    use serde::{Deserialize, Deserializer, Serializer};

    pub(crate) fn serialize<S: Serializer>(
        value: &Option<Nimber>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match value {
            Some(value) => super::nimber::serialize(value, serializer),
            None => serializer.serialize_none(),
        }
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Nimber>, D::Error> {
        Option::<u64>::deserialize(deserializer).map(|value| value.map(Nimber))
    }
}
