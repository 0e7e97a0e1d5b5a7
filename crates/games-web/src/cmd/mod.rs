//! The program's parts beside `main.rs`: the connection loop that serves the app
//! ([`serve`]), the program's own socket I/O, which the library leaves to it.

pub(crate) mod serve;
