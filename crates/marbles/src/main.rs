//! The `marbles` command line: solve a heap, print a table, play the contest protocol,
//! referee programs against each other, run tournaments, or play against a person. This
//! file holds the command line's shape; each subcommand's arguments, processes and
//! printing are in `cmd/`, and every answer and decision is the library's.

mod cmd;

games_cli::program! {
    /// The marble take-away game: the first move takes 2 or 3; after a take of k the next
    /// takes between k+1 and 2k, or all that remain when fewer than k+1 remain; the last
    /// marble wins.
    #[command(
        name = "marbles",
        version,
        after_help = games_cli::exit_statuses(&[("128+N", "referee, tournament: stopped by signal N, after ending the players")])
    )]
    marbles {
        /// Who wins a game of N marbles, and with which first takes.
        Solve(solve),
        /// The answer for every game of A..=N marbles (A: the smallest first take, 2 in the
        /// contest).
        Table(table),
        /// The picture of the Sprague–Grundy table: every position (p, q) with p <= N marbles
        /// left after a take of q, coloured by win or loss (or by Grundy value), with the
        /// proved runs of losing positions outlined, and above it the start of each game of n
        /// marbles with its winner: an SVG to view in a browser (`-o FILE.svg`) or a PNG image
        /// (`-o FILE.png`).
        Grid(grid),
        /// Play the contest protocol on standard input and output: read n and the player
        /// number, then write one take per turn and read the opponent's. Under rules other
        /// than the contest's (at most 1000000 marbles), its referee must enforce the same.
        Play(play),
        /// Run two programs (shell commands) against each other through the protocol, check
        /// every take, and report the winner and why. The programs are not told the rules:
        /// start them for the same ones (`marbles play --first A..=B ...`).
        Referee(referee),
        /// Every ordered pair of programs, for every n in the range, both seats: a results
        /// table of wins, losses and why. The programs are not told the rules: start them
        /// for the same ones.
        Tournament(tournament),
        /// Play against the program in the terminal: type a take, or `help`, `hint`, `undo`,
        /// `moves` or `quit`. In a lost position the program plays the take that leaves you
        /// the fewest winning replies, unless `--when-losing` says otherwise.
        Versus(versus),
        /// How the referee starts a player (Linux): with a parent-death signal, then as
        /// `sh -c COMMAND`, so that the player dies with the referee.
        #[command(hide = true)]
        LaunchPlayer(launch) if target_os = "linux",
    }
}
