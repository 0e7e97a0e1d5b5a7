//! A single-node Slurm of its own: munged with its own key, slurmctld and slurmd with the
//! `slurm.conf` of `conf`, all in one temporary folder, on ports nobody else holds.
//!
//! The daemons run in the foreground as children of this process; dropping the
//! [`Cluster`] stops every one of them, whatever happened in between.

use std::fs::File;
use std::net::TcpListener;
use std::os::unix::fs::DirBuilderExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use super::conf::{Node, Paths, Ports, slurm_conf};
use crate::Result;

/// How long the daemons may take to bring the node up.
const STARTUP: Duration = Duration::from_secs(60);

/// How long a daemon may take to end when asked.
const STOPPING: Duration = Duration::from_secs(10);

/// The running cluster.
pub(crate) struct Cluster {
    paths: Paths,
    /// The daemons started, in order, with their names.
    daemons: Vec<(&'static str, Child)>,
}

impl Cluster {
    /// Makes the cluster's folder `dir`, its munge key and slurm.conf, starts munged,
    /// slurmctld and slurmd, and waits until the node takes jobs.
    pub(crate) fn start(dir: &Path) -> Result<Cluster> {
        let paths = Paths::new(dir);
        for folder in paths.folders() {
            std::fs::DirBuilder::new()
                .recursive(true)
                .mode(0o755)
                .create(&folder)
                .map_err(|e| format!("cannot make {}: {e}", folder.display()))?;
        }
        let node = Node::from_slurmd_c(&output_of(program("slurmd").arg("-C"))?)?;
        let ports = free_ports()?;
        std::fs::write(paths.conf(), slurm_conf(&node, &paths, ports))
            .map_err(|e| format!("cannot write {}: {e}", paths.conf().display()))?;
        output_of(
            program("mungekey")
                .args(["--create", "--force", "--keyfile"])
                .arg(paths.munge_key()),
        )?;
        let mut cluster = Cluster {
            paths,
            daemons: Vec::new(),
        };
        let p = &cluster.paths;
        let mut munged = program("munged");
        munged
            .args(["--foreground", "--force", "--key-file"])
            .arg(p.munge_key())
            .arg("--socket")
            .arg(p.munge_socket())
            .arg("--pid-file")
            .arg(p.sub("run/munged.pid"))
            .arg("--log-file")
            .arg(p.sub("log/munged.log"))
            .arg("--seed-file")
            .arg(p.sub("munge/munged.seed"));
        cluster.spawn("munged", munged)?;
        cluster.wait_for("munged's socket", |c| c.paths.munge_socket().exists())?;
        let mut slurmctld = program("slurmctld");
        slurmctld
            .arg("-D")
            .arg("-i")
            .arg("-f")
            .arg(cluster.paths.conf());
        cluster.spawn("slurmctld", slurmctld)?;
        let mut slurmd = program("slurmd");
        slurmd
            .arg("-D")
            .arg("-f")
            .arg(cluster.paths.conf())
            .args(["-N", &node.name]);
        cluster.spawn("slurmd", slurmd)?;
        cluster.wait_for("the node to be idle", |c| {
            c.output(c.command("sinfo").args(["-h", "-o", "%t"]))
                .is_ok_and(|state| state.trim() == "idle")
        })?;
        Ok(cluster)
    }

    /// A Slurm command (`sbatch`, `squeue`, ...) pointed at this cluster.
    pub(crate) fn command(&self, name: &str) -> Command {
        let mut command = program(name);
        command.env("SLURM_CONF", self.paths.conf());
        command
    }

    /// Runs `command`; its standard output, or an error with what it printed and the
    /// daemons' logs.
    pub(crate) fn output(&self, command: &mut Command) -> Result<String> {
        output_of(command).map_err(|e| format!("{e}\n{}", self.logs()))
    }

    /// The end of each daemon's log, to explain a failure.
    pub(crate) fn logs(&self) -> String {
        ["munged", "slurmctld", "slurmd"]
            .iter()
            .map(|name| {
                let path = self.paths.sub(&format!("log/{name}.log"));
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                let lines: Vec<&str> = text.lines().collect();
                let tail = lines[lines.len().saturating_sub(15)..].join("\n");
                format!("--- {} (last lines)\n{tail}", path.display())
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn spawn(&mut self, name: &'static str, mut command: Command) -> Result {
        let out = self.paths.sub(&format!("log/{name}.out"));
        let file =
            File::create(&out).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
        let err = file
            .try_clone()
            .map_err(|e| format!("cannot write {}: {e}", out.display()))?;
        let child = command
            .stdin(Stdio::null())
            .stdout(file)
            .stderr(err)
            .spawn()
            .map_err(|e| format!("cannot start {name}: {e}"))?;
        self.daemons.push((name, child));
        Ok(())
    }

    /// Waits until `ready`, failing if a daemon ends or `STARTUP` passes first.
    fn wait_for(&mut self, what: &str, ready: impl Fn(&Cluster) -> bool) -> Result {
        let started = Instant::now();
        loop {
            if ready(self) {
                return Ok(());
            }
            let ended = self
                .daemons
                .iter_mut()
                .find_map(|(name, child)| Some((*name, child.try_wait().ok()??)));
            if let Some((name, status)) = ended {
                let out = self.paths.sub(&format!("log/{name}.out"));
                let printed = std::fs::read_to_string(out).unwrap_or_default();
                return Err(format!(
                    "{name} ended ({status}) while waiting for {what}:\n{printed}\n{}",
                    self.logs()
                ));
            }
            if started.elapsed() > STARTUP {
                return Err(format!("no {what} after {STARTUP:?}:\n{}", self.logs()));
            }
            std::thread::sleep(Duration::from_millis(250));
        }
    }
}

impl Drop for Cluster {
    /// Stops the daemons, the last started first: asked to end (SIGTERM, so each stops
    /// what it started in turn), killed if one has not ended within `STOPPING`.
    fn drop(&mut self) {
        for (_, child) in self.daemons.iter_mut().rev() {
            let _ = Command::new("kill")
                .args(["-TERM", &child.id().to_string()])
                .status();
            let asked = Instant::now();
            while matches!(child.try_wait(), Ok(None)) && asked.elapsed() < STOPPING {
                std::thread::sleep(Duration::from_millis(100));
            }
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// `name` found on `PATH`, or in the system folders where Debian puts the daemons (which a
/// user's `PATH` may lack).
pub(crate) fn find(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain(["/usr/sbin", "/sbin", "/usr/bin"].map(PathBuf::from))
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file())
}

fn program(name: &str) -> Command {
    Command::new(find(name).unwrap_or_else(|| PathBuf::from(name)))
}

/// Runs `command` to its end: its standard output when it succeeds.
pub(crate) fn output_of(command: &mut Command) -> Result<String> {
    let output: Output = command
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {command:?}: {e}"))?;
    if output.status.success() {
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    } else {
        Err(format!(
            "{command:?} failed ({}):\n{}{}",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}

/// Two TCP ports free on the loopback address right now (both held until both are known,
/// so they differ).
fn free_ports() -> Result<Ports> {
    let bind =
        || TcpListener::bind("127.0.0.1:0").map_err(|e| format!("cannot find a free port: {e}"));
    let (a, b) = (bind()?, bind()?);
    let port = |l: &TcpListener| {
        l.local_addr()
            .map(|address| address.port())
            .map_err(|e| format!("cannot find a free port: {e}"))
    };
    Ok(Ports {
        controller: port(&a)?,
        node: port(&b)?,
    })
}
