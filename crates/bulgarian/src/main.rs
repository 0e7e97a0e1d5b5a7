//! The `bulgarian` command: trace, orbit, analyze, count, oeis, graph, random and multiplayer Bulgarian
//! solitaire, and its relatives Montreal and Austrian solitaire. This file holds the command line's shape; each subcommand reads its input,
//! calls the library and prints, in `cmd/`.

mod cmd;

games_cli::program! {
    /// Bulgarian solitaire: n cards in piles; a move takes one card from every pile and makes
    /// a new pile of them.
    #[command(version, about, after_help = games_cli::exit_statuses(&[]))]
    bulgarian {
        /// The configuration after each move, up to the first repeat or the fixed point.
        Trace(trace),
        /// Transient and cycle length of a start (any size: no history is kept).
        Orbit(orbit),
        /// The whole state graph of P(N) in numbers, for N or a range A..=B.
        ///
        /// With --json: one object for N, an array for a range A..=B (even when A = B).
        ///
        /// With --shard K/M: only the K-th of M parts of the work for one N, written to a shard
        /// file for `merge`.
        Analyze(analyze),
        /// The analysis of N from the shard files of `analyze N --shard K/M`, as `analyze N`
        /// prints it.
        ///
        /// Every K of 1..=M once, in any order; a set with shards missing, duplicated, of
        /// another N, M or version, or damaged is refused.
        Merge(merge),
        /// Exact counts of P(N) for N up to 100000, without enumeration: partitions, Garden of
        /// Eden, in-degrees, recurrent partitions, cycles by length; for N or a range A..=B.
        ///
        /// With --json: one object for N, an array for a range A..=B (even when A = B).
        Count(count),
        /// An OEIS sequence the crate computes, as a b-file (`n a(n)` lines under a `#`
        /// header); --list names them all.
        Oeis(oeis),
        /// The state graph of P(N) as Graphviz DOT, cycles in red.
        Graph(graph),
        /// Pictures as SVG: a Young diagram, Björner's diagram, a move, or a whole trace with
        /// its cycle; each configuration with its potential energy U.
        ///
        /// With --json: the configurations drawn, their energies U and whether each lies on a
        /// cycle, instead of the SVG (which still goes to the file of -o).
        Draw(draw),
        /// Random Bulgarian solitaire: each pile gives a card with probability p.
        Random(random),
        /// Multiplayer Bulgarian solitaire, traced to its cycle: one hand per argument.
        Multiplayer(multiplayer),
        /// Montreal solitaire (Cannings and Haigh): cards in columns, a hand walks them.
        #[command(subcommand)]
        Montreal(montreal),
        /// Austrian solitaire (Akin and Davis): piles of at most L cards and a bank.
        #[command(subcommand)]
        Austrian(austrian),
    }
}
