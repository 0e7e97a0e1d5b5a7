//! Where the app listens and what that means: 127.0.0.1 on [`DEFAULT_PORT`] unless told
//! otherwise, another address only when asked for by name, with the warning that the app
//! then serves a network ([`Listen`]); which `Host` a request may name ([`host_allowed`]);
//! and the program that opens a browser ([`opener`]).

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
        Ok(Listen::at(address))
    }

    /// Listening on `address`: it serves a network unless its IP address is a loopback
    /// one, `::ffff:127.0.0.1` (IPv4 on an IPv6 socket) included.
    fn at(address: SocketAddr) -> Listen {
        Listen {
            address,
            serves_network: !address.ip().to_canonical().is_loopback(),
        }
    }

    /// The same, on the address the socket was really bound to: the port the system
    /// chose for port 0.
    ///
    /// ```
    /// use games_web::address::Listen;
    /// let asked = Listen::new(Some(0), None).unwrap();
    /// let bound = asked.bound_to("127.0.0.1:41234".parse().unwrap());
    /// assert_eq!(bound.url(), "http://127.0.0.1:41234/");
    /// ```
    #[must_use]
    pub fn bound_to(self, address: SocketAddr) -> Listen {
        Listen::at(address)
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

/// Whether a request naming `host` (its `Host` header) is meant for a server whose
/// socket has the local address `local`: the host is that address (`127.0.0.1:8080`,
/// `[::1]:8080`) or `localhost`, with the port (which a browser leaves out for port 80).
/// Anything else, a name that resolves here by DNS rebinding included, is not.
///
/// ```
/// use games_web::address::host_allowed;
/// let local = "127.0.0.1:8080".parse().unwrap();
/// assert!(host_allowed("127.0.0.1:8080", local));
/// assert!(host_allowed("LocalHost:8080", local));
/// assert!(!host_allowed("localhost:8081", local));
/// assert!(!host_allowed("evil.example:8080", local));
/// assert!(!host_allowed("127.0.0.1", local));
/// ```
pub fn host_allowed(host: &str, local: SocketAddr) -> bool {
    let ip = local.ip().to_canonical();
    let port = local.port();
    let (name, given_port) = match host.rsplit_once(':') {
        Some((name, digits)) if !name.is_empty() && !digits.contains(']') => {
            match digits.parse::<u16>() {
                Ok(p) => (name, p),
                Err(_) => return false,
            }
        }
        _ => (host, 80),
    };
    if given_port != port {
        return false;
    }
    if name.eq_ignore_ascii_case("localhost") {
        return true;
    }
    let bare = name
        .strip_prefix('[')
        .and_then(|n| n.strip_suffix(']'))
        .unwrap_or(name);
    if bare.len() != name.len() || !bare.contains(':') {
        bare.parse::<IpAddr>()
            .is_ok_and(|named| named.to_canonical() == ip)
    } else {
        // An IPv6 address outside brackets is not a Host.
        false
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
