//! The `dobble` command: verify, generate, search, complete, compare and render Dobble
//! decks. This file holds the command line's shape; each subcommand's arguments, reading
//! and printing are in `cmd/`, and every answer and decision is the library's.

mod cmd;

games_cli::program! {
    /// Dobble / Spot It decks: every card shows k symbols, any two cards share exactly one.
    #[command(
        name = "dobble",
        version,
        about,
        after_help = games_cli::exit_statuses(&[("1", "a negative answer: an invalid deck, no deck, decks not isomorphic, no card to add")])
    )]
    dobble {
        /// Check a deck (one card per line, `#` comments): exit 0 valid, 1 invalid.
        Verify(verify),
        /// Print the full deck with K symbols per card (exit 1 where none exists or is known).
        Generate(generate),
        /// Search for the deck with K symbols per card without algebra: exit 0 with the deck,
        /// 1 when the search proves that none exists (K = 7) or none exists or is known.
        Search(search),
        /// List every card that meets each card of the deck exactly once: exit 0 with cards, 1
        /// when no card can be added.
        Complete(complete),
        /// Count the deck's Fano configurations through each symbol and on each card: an
        /// invariant that tells the four planes of order 9 apart.
        Invariant(invariant),
        /// Whether two decks are the same deck with other names: exit 0 with the map of
        /// symbols and cards (numbered from 1), 1 with the first invariant that differs.
        Isomorphic(isomorphic),
        /// The deck's automorphism group (permutations of the symbols that map cards to
        /// cards): its exact order, generators, orbits, and for a projective plane whether it
        /// is transitive on points and on lines.
        Automorphisms(automorphisms),
        /// The dual deck: a card for each symbol, listing the numbers (from 1) of the cards
        /// that show it.
        Dual(dual),
        /// The 0/1 incidence matrix: a row for each card, a column for each symbol (in order
        /// of first appearance).
        Incidence(incidence),
        /// Draw a deck: one SVG per card and printable A4 sheets (print at 100 %), or one
        /// print-ready PDF. Both take --card-mm, --cards, --back, --backs, --images,
        /// --pictures, --strict, --layout and --seed; only the PDF (-o) takes --paper.
        Render(render),
    }
}
