//! Where the app listens and what that means: 127.0.0.1 on [`DEFAULT_PORT`] unless told
//! otherwise, another address only when asked for by name, with the warning that the app
//! then serves a network ([`Listen`]); and the program that opens a browser ([`opener`]).

use core::net::{IpAddr, Ipv4Addr, SocketAddr};

/// The port the app listens on when none is given.
pub const DEFAULT_PORT: u16 = 8080;

/// Where to listen, and whether that reaches beyond this machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Listen {
    /// The address and port.
    pub address: SocketAddr,
    /// Whether other machines can reach it (any address but a loopback one).
    pub serves_network: bool,
}

impl Listen {
    /// Where the app listens: `listen` (an IP address, with or without a port) when given,
    /// else 127.0.0.1; the port of `listen` if it names one, else `port`, else
    /// [`DEFAULT_PORT`].
    ///
    /// ```
    /// use games_web::address::{Listen, DEFAULT_PORT};
    /// let local = Listen::new(None, None).unwrap();
    /// assert_eq!(local.address.to_string(), format!("127.0.0.1:{DEFAULT_PORT}"));
    /// assert!(!local.serves_network);
    /// let wide = Listen::new(Some(9000), Some("0.0.0.0")).unwrap();
    /// assert_eq!(wide.address.to_string(), "0.0.0.0:9000");
    /// assert!(wide.serves_network);
    /// assert!(Listen::new(None, Some("localhost")).is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// [`AddressError`] for a `listen` that is not an IP address or address and port.
    pub fn new(port: Option<u16>, listen: Option<&str>) -> Result<Listen, AddressError> {
        let port = port.unwrap_or(DEFAULT_PORT);
        let address = match listen {
            None => SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port),
            Some(text) => {
                let text = text.trim();
                match (text.parse::<SocketAddr>(), text.parse::<IpAddr>()) {
                    (Ok(address), _) => address,
                    (_, Ok(ip)) => SocketAddr::new(ip, port),
                    _ => {
                        return Err(AddressError {
                            text: text.to_owned(),
                        });
                    }
                }
            }
        };
        Ok(Listen {
            address,
            serves_network: !address.ip().is_loopback(),
        })
    }

    /// The address a browser opens: `http://ADDRESS/`, with 127.0.0.1 for an address that
    /// means every interface (a browser cannot open 0.0.0.0).
    ///
    /// ```
    /// use games_web::address::Listen;
    /// assert_eq!(Listen::new(Some(80), Some("0.0.0.0")).unwrap().url(), "http://127.0.0.1:80/");
    /// assert_eq!(Listen::new(None, Some("[::1]:81")).unwrap().url(), "http://[::1]:81/");
    /// ```
    pub fn url(&self) -> String {
        let mut shown = self.address;
        if shown.ip().is_unspecified() {
            shown.set_ip(IpAddr::V4(Ipv4Addr::LOCALHOST));
        }
        format!("http://{shown}/")
    }

    /// The warning a program gives before it serves a network, or `None` on a loopback
    /// address.
    pub fn warning(&self) -> Option<String> {
        self.serves_network.then(|| {
            format!(
                "listening on {}: anyone who can reach this machine on that address can use \
                 the app; it has no passwords",
                self.address
            )
        })
    }
}

/// A `--listen` that is not an IP address (`127.0.0.1`, `::1`, `0.0.0.0`) or an address
/// and port (`192.168.1.5:8000`, `[::1]:8000`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{text}` is not an IP address or an address and port (for example 0.0.0.0 or \
     192.168.1.5:8000); host names are not looked up"
)]
pub struct AddressError {
    /// The text given.
    pub text: String,
}

/// The program that opens an address in the desktop's browser on this operating system:
/// `open` on macOS, `cmd /C start` on Windows, `xdg-open` elsewhere.
pub fn opener() -> &'static [&'static str] {
    if cfg!(target_os = "macos") {
        &["open"]
    } else if cfg!(windows) {
        &["cmd", "/C", "start", ""]
    } else {
        &["xdg-open"]
    }
}
