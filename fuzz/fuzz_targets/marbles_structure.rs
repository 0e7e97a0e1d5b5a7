//! The proved structure (`mover_loses`, `solve`) and the family solver on the contest's
//! rules against the plain win/loss table of the definition, on any position of at most
//! 4,000 marbles.
#![no_main]

use std::sync::LazyLock;

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use marbles::naive::PlainTable;
use marbles::structure::mover_loses;
use marbles::{FamilyTable, Rules, solve};

const SIZE: u16 = 4000;

static PLAIN: LazyLock<PlainTable> = LazyLock::new(|| PlainTable::new(SIZE.into()));
static FAMILY: LazyLock<FamilyTable> = LazyLock::new(|| {
    FamilyTable::new(Rules::CONTEST, SIZE.into()).expect("the contest's rules at 4,000")
});

#[derive(Debug, Arbitrary)]
struct Input {
    remaining: u16,
    last_take: u16,
}

fuzz_target!(|input: Input| {
    let p = u64::from(input.remaining % (SIZE + 1));
    let q = u64::from(input.last_take) % (p + 2) + 1;
    let expected = PLAIN.mover_loses(p, q).expect("inside the table");
    assert_eq!(mover_loses(p, q), expected, "({p}, {q})");
    assert_eq!(FAMILY.mover_loses(p, q), Some(expected), "({p}, {q})");
    if p >= 2 {
        let moves = PLAIN.winning_first_moves(p).expect("inside the table");
        assert_eq!(
            solve(p).expect("n >= 2").winning_first_moves,
            moves,
            "n = {p}"
        );
        assert_eq!(FAMILY.winning_first_moves(p), Some(moves), "n = {p}");
    }
});
