//! The dense coloured Hackenbush picture the socket tests and the lane timings send.

/// A dense coloured Hackenbush picture of 1.8 KB: three parts on the ground, each five
/// vertices joined pair by pair by 40 edges of the three colours (120 edges, within the
/// library's 128); the library works on each part for a while before it refuses it.
pub(crate) fn dense_picture() -> String {
    let colours = ["red", "blue", "green"];
    let mut text = String::new();
    for part in 0..3 {
        let vertices: Vec<String> = std::iter::once("G".to_owned())
            .chain((1..5).map(|v| format!("p{part}v{v}")))
            .collect();
        let pairs: Vec<(&String, &String)> = vertices
            .iter()
            .enumerate()
            .flat_map(|(i, u)| vertices[i + 1..].iter().map(move |v| (u, v)))
            .collect();
        for k in 0..40 {
            let (u, v) = pairs[k % pairs.len()];
            text.push_str(&format!("{u} {v} {}\n", colours[(k + part) % 3]));
        }
    }
    text
}
