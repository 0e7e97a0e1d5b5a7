//! The `hackenbush` command: `solve`, `dot` and `play` on a picture file (see the crate
//! README for the format), `play` also on a picture that ships with the crate; `solve`,
//! `compare` and `thermograph` also on games typed in CGSuite's notation, and on sums. This file
//! holds the command line's shape; each subcommand's arguments, reading and printing are
//! in `cmd/`, and every answer and decision is the library's.

mod cmd;

games_cli::program! {
    /// Green Hackenbush: value, winner and every winning move of a picture. An edge's line may
    /// end in a colour, `blue`, `red` or `green` (`b`, `r`, `g`); `dot` draws the colours.
    #[command(version, about, after_help = games_cli::exit_statuses(&[]))]
    hackenbush {
        /// Print the value, the winner (of the player to move: `first`) and every winning move;
        /// for a blue-red picture, the exact value, the outcome and each player's winning moves;
        /// for a red-blue-green picture, the same with the canonical form as the value.
        ///
        /// A canonical form longer than 1,024 bytes written as a tree is written with each
        /// sub-game in braces that occurs more than once named and defined once after it
        /// (`{G2|G1} where G1 = {..}; G2 = {..G1..}`); a value longer than 1,048,576 bytes even
        /// so is refused (exit status 2).
        ///
        /// Several games (picture files, or games typed in CGSuite's notation such as
        /// `'{2|1}'`) are added, and each part's value is printed before the sum's. A coloured
        /// picture's or a typed game's report also gives its stops, mean, temperature, kind
        /// and reduced canonical form.
        Solve(solve),
        /// Compare two games (picture files or typed games): `>`, `<`, `=` or `‖` (confused
        /// with), and why: each player's winning first move in the difference game, if any.
        Compare(compare),
        /// Print the thermograph of a game (or of the sum of several) as its walls'
        /// breakpoints `(temperature, value)`, its mean and temperature; or draw it as SVG
        /// with `-o FILE`, temperature upwards and Left's side on the left.
        Thermograph(thermograph),
        /// Print the picture as Graphviz DOT, bridges and fused classes marked, the ground a
        /// line at the bottom; or draw it as SVG with `-o FILE`.
        Dot(dot),
        /// Play against the program, which plays perfectly and explains each of its moves. At
        /// the move prompt, `help`, `hint`, `undo`, `moves` and `quit` are words too.
        Play(play),
    }
}
