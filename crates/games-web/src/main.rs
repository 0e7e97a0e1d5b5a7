//! The `games-web` program: reads where to listen, serves the app there until stopped,
//! prints the address and, with `--open`, opens it in the browser. Where to listen and
//! what that means are the library's (`games_web::address`); this file parses, prints and
//! runs the server.

use clap::Parser;
use games_cli::{CliError, Outcome};
use games_web::address::{DEFAULT_PORT, Listen, opener};

mod cmd;

use cmd::serve;

/// Play the games of the puzzle-solver libraries in a browser: Hackenbush, strike-out,
/// marbles, a Dobble deck and Bulgarian solitaire. Serves on 127.0.0.1 (this machine
/// only) until stopped with Ctrl-C.
#[derive(Parser)]
#[command(
    name = "games-web",
    version,
    after_help = games_cli::exit_statuses(&[])
)]
struct Cli {
    /// The port to listen on.
    #[arg(long, value_name = "PORT", default_value_t = DEFAULT_PORT)]
    port: u16,
    /// Listen on this IP address (and port, if given: `0.0.0.0:8000`) instead of
    /// 127.0.0.1: the app then serves a network, and says so.
    #[arg(long, value_name = "ADDR")]
    listen: Option<String>,
    /// Open the app in the browser once it listens (best effort).
    #[arg(long)]
    open: bool,
}

fn main() -> std::process::ExitCode {
    let cli = match games_cli::args::parse::<Cli>() {
        Ok(cli) => cli,
        Err(status) => return status,
    };
    games_cli::run("games-web", || serve(&cli))
}

fn serve(cli: &Cli) -> Result<Outcome, CliError> {
    let listen = Listen::new(Some(cli.port), cli.listen.as_deref())
        .map_err(|e| CliError::because("--listen", e))?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .max_blocking_threads(*games_web::pool::SOLVER_THREADS + games_web::pool::LIGHT_THREADS + 2)
        .build()
        .map_err(|e| {
            CliError::bad(format!(
                "cannot start the server: {}",
                games_cli::io_reason(&e)
            ))
        })?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(listen.address)
            .await
            .map_err(|e| {
                CliError::bad(format!(
                    "cannot listen on {}: {}",
                    listen.address,
                    games_cli::io_reason(&e)
                ))
            })?;
        // The address bound: the port the system chose for `--port 0`.
        let listen = match listener.local_addr() {
            Ok(bound) => listen.bound_to(bound),
            Err(_) => listen,
        };
        if let Some(warning) = listen.warning() {
            eprintln!("games-web: warning: {warning}");
        }
        let url = listen.url();
        println!("games-web: serving the games at {url} (Ctrl-C stops it)");
        if cli.open {
            open(&url);
        }
        let cap = serve::connection_cap(serve::descriptor_limit());
        match serve::serve(listener, games_web::router(), cap).await {}
    })
}

/// Opens `url` in the desktop's browser, or says that it could not: the opener missing,
/// or ending with a failure (no desktop, no browser).
fn open(url: &str) {
    let program = opener();
    let started = std::process::Command::new(program[0])
        .args(&program[1..])
        .arg(url)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    let cannot = move |why: String| {
        eprintln!(
            "games-web: could not open a browser ({} {why}): open {url} yourself",
            program[0]
        );
    };
    match started {
        Err(e) => cannot(games_cli::io_reason(&e)),
        Ok(mut child) => {
            let url = url.to_owned();
            // The opener may stay until the browser closes: wait for it aside.
            std::thread::spawn(move || {
                if let Ok(status) = child.wait()
                    && !status.success()
                {
                    eprintln!(
                        "games-web: could not open a browser ({} failed): open {url} yourself",
                        program[0]
                    );
                }
            });
        }
    }
}
