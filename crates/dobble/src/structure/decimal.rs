//! A big integer as a string of decimal digits (feature `serde`): the order of a group may
//! pass 2^64.

use num_bigint::BigUint;
use serde::{Deserialize, Deserializer, Serializer};

/// `n` as a string of decimal digits.
pub(super) fn serialize<S: Serializer>(n: &BigUint, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&n.to_string())
}

/// A string of decimal digits as a big integer.
pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<BigUint, D::Error> {
    let text = String::deserialize(d)?;
    text.parse().map_err(serde::de::Error::custom)
}
