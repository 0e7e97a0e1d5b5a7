//! What the generated-picture tests share: how a vertex number is named.

/// The name of vertex `v` in a generated picture: vertex 0 is the ground `G`, the others
/// `v1`, `v2`, ...
pub(crate) fn vertex(v: u8) -> String {
    if v == 0 {
        "G".to_owned()
    } else {
        format!("v{v}")
    }
}
