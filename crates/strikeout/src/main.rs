//! The `strikeout` command: solve, count, check and play the digit strike-out game.
//!
//! This file holds the command line's shape; each subcommand's arguments, words and
//! printing live in `cmd/`. Every answer comes from the `strikeout` library.

mod cmd;

games_cli::program! {
    /// The digit strike-out game: strike equal or ten-summing neighbours, append the live
    /// digits when stuck, win by striking every cell.
    #[command(
        version,
        after_help = games_cli::exit_statuses(&[("1", "solve: no solution within the bound; check: the moves do not win")])
    )]
    strikeout {
        /// A shortest solution, proved shortest by exhausting every shorter field.
        Solve(solve),
        /// How many distinct solutions (distinct final digit strings) each length has.
        ///
        /// With --shard K/M: only the K-th of M parts of the count, written to a shard file for
        /// `merge`.
        Count(count),
        /// The count from the shard files of `count --shard K/M`, as `count` prints it.
        ///
        /// Every K of 1..=M once, in any order; a set with shards missing, duplicated, of other
        /// inputs, M or version, or damaged is refused.
        Merge(merge),
        /// Replay a move list (one move per line: two cells as `12 21` or `r2c4 r3c4`),
        /// appending whenever the field is stuck; exit 1 if it does not win.
        Check(check),
        /// Play in the terminal: type two cells (`0 9` or `r1c1 r2c1`), or `help`, `hint`,
        /// `undo`, `moves` or `quit`.
        Play(play),
    }
}
