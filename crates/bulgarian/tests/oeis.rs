//! The OEIS catalogue against OEIS itself: every entry's listed terms (the data lines of
//! the entry, copied here from the OEIS data repository, `seq/Axxx/Axxxxxx.seq`, as read
//! on 2026-11-26), and, independently, against the state graph enumerated partition by
//! partition (`naive::analyze`) for small n.

use bulgarian::naive;
use bulgarian::numbers::oeis::{self, CATALOGUE, Engine};
use bulgarian::{Operation, RangeError, Span};
use num_bigint::BigUint;

/// The terms listed by OEIS, from the entry's offset, as read on 2026-11-26.
const LISTED: [(&str, &str); 7] = [
    // A000041 (entry revised Mar 09 2025): p(n), n = 0..49.
    (
        "A000041",
        "1,1,2,3,5,7,11,15,22,30,42,56,77,101,135,176,231,297,385,490,627,792,1002,1255,\
         1575,1958,2436,3010,3718,4565,5604,6842,8349,10143,12310,14883,17977,21637,26015,\
         31185,37338,44583,53174,63261,75175,89134,105558,124754,147273,173525",
    ),
    // A037306 (entry revised Aug 07 2024): cyclic compositions, flattened, n = 1..90.
    (
        "A037306",
        "1,1,1,1,1,1,1,2,1,1,1,2,2,1,1,1,3,4,3,1,1,1,3,5,5,3,1,1,1,4,7,10,7,4,1,1,1,4,10,\
         14,14,10,4,1,1,1,5,12,22,26,22,12,5,1,1,1,5,15,30,42,42,30,15,5,1,1,1,6,19,43,66,\
         80,66,43,19,6,1,1,1,6,22,55,99,132,132,99,55,22,6,1",
    ),
    // A074909: beheaded Pascal's triangle, flattened, n = 0..65.
    (
        "A074909",
        "1,1,2,1,3,3,1,4,6,4,1,5,10,10,5,1,6,15,20,15,6,1,7,21,35,35,21,7,1,8,28,56,70,56,\
         28,8,1,9,36,84,126,126,84,36,9,1,10,45,120,210,252,210,120,45,10,1,11,55,165,330,\
         462,462,330,165,55,11",
    ),
    // A123975: Garden of Eden partitions, n = 1..48.
    (
        "A123975",
        "0,0,1,1,2,3,5,7,10,14,20,27,37,49,66,86,113,147,190,243,311,394,499,627,786,980,\
         1220,1510,1865,2294,2816,3443,4202,5110,6203,7507,9067,10923,13135,15755,18865,\
         22540,26885,32001,38032,45112,53430,63171",
    ),
    // A185700: periods of length k, n = 1..104.
    (
        "A185700",
        "1,1,0,1,1,0,1,1,1,0,1,2,2,1,0,1,2,3,2,1,0,1,3,5,5,3,1,0,1,3,7,8,7,3,1,0,1,4,9,14,\
         14,9,4,1,0,1,4,12,20,25,20,12,4,1,0,1,5,15,30,42,42,30,15,5,1,0,1,5,18,40,66,75,\
         66,40,18,5,1,0,1,6,22,55,99,132,132,99,55,22,6,1,0,1,6,26,70,143,212,245,212,143,\
         70,26,6,1",
    ),
    // A188160: the maximum steps to reach (the end of) a period, n = 1..61.
    (
        "A188160",
        "0,1,2,4,5,6,7,8,10,12,12,12,13,18,20,20,17,18,21,28,30,30,24,24,25,32,40,42,42,35,\
         31,32,36,45,54,56,56,48,40,40,41,50,60,70,72,72,63,54,49,50,55,66,77,88,90,90,80,\
         70,60,60,61",
    ),
    // A201144: the pebble sequence, n = 1..100.
    (
        "A201144",
        "1,2,3,5,6,7,8,9,11,13,13,13,14,19,21,21,18,19,22,29,31,31,25,25,26,33,41,43,43,36,\
         32,33,37,46,55,57,57,49,41,41,42,51,61,71,73,73,64,55,50,51,56,67,78,89,91,91,81,\
         71,61,61,62,73,85,97,109,111,111,100,89,78,72,73,79,92,105,118,131,133,133,121,\
         109,97,85,85,86,99,113,127,141,155,157,157,144,131,118,105,98,99,106,121",
    ),
];

/// The listed terms of `a_number`, parsed.
fn listed(a_number: &str) -> Vec<BigUint> {
    let (_, terms) = LISTED
        .iter()
        .find(|(a, _)| *a == a_number)
        .expect("every entry has its listed terms here");
    terms
        .split(',')
        .map(|t| t.trim().parse().unwrap())
        .collect()
}

/// The largest n checked against the listed terms of an entry walked by `analyze`: the
/// walks up to n = 75 take well under a second in the test profile; beyond, the listed
/// terms of A201144 are checked by the release build (see docs/bulgarian.md).
const ANALYZE_CHECKED: u64 = 75;

#[test]
fn every_entry_has_its_listed_terms_and_the_catalogue_is_sorted() {
    let numbers: Vec<&str> = CATALOGUE.iter().map(|s| s.a_number).collect();
    let mut sorted = numbers.clone();
    sorted.sort_unstable();
    assert_eq!(numbers, sorted);
    assert_eq!(LISTED.map(|(a, _)| a).to_vec(), numbers);
    for s in &CATALOGUE {
        let count = listed(s.a_number).len() as u64;
        assert_eq!(s.listed_last, s.offset + count - 1, "{}", s.a_number);
        assert!(s.default_last <= s.listed_last, "{}", s.a_number);
    }
}

#[test]
fn the_listed_terms_are_computed() {
    for s in &CATALOGUE {
        let listed = listed(s.a_number);
        let last = match s.engine {
            Engine::Analyze => s.listed_last.min(ANALYZE_CHECKED),
            _ => s.listed_last,
        };
        let computed: Vec<(u64, BigUint)> = s
            .terms(Span::range(s.offset, last).unwrap())
            .unwrap()
            .collect();
        assert_eq!(computed.len() as u64, last - s.offset + 1);
        for ((n, a), want) in computed.iter().zip(&listed) {
            assert_eq!(a, want, "{}({n})", s.a_number);
        }
        let ns: Vec<u64> = computed.iter().map(|(n, _)| *n).collect();
        assert_eq!(ns, (s.offset..=last).collect::<Vec<_>>());
    }
}

/// The terms shipped with the crate (A188160 and A201144, b-files in data/) agree with
/// every term OEIS lists, from n = 1 and with no n missing.
#[test]
fn the_shipped_terms_are_the_listed_ones() {
    for a_number in ["A188160", "A201144"] {
        let s = oeis::find(a_number).unwrap();
        let shipped = s.shipped().expect("shipped");
        assert_eq!(shipped.first, 1, "{a_number}");
        assert!(shipped.last() >= s.listed_last, "{a_number}");
        let served: Vec<BigUint> = shipped
            .terms(Span::range(1, s.listed_last).unwrap())
            .unwrap()
            .map(|(_, a)| a.clone())
            .collect();
        assert_eq!(served, listed(a_number), "{a_number}");
    }
    assert!(
        CATALOGUE
            .iter()
            .filter(|s| s.engine == Engine::Count)
            .all(|s| s.shipped().is_none())
    );
}

/// A term alone equals the same term in a longer run (no state leaks between terms).
#[test]
fn a_range_starting_late_gives_the_same_terms() {
    for s in &CATALOGUE {
        let last = s.listed_last.min(40);
        let all: Vec<(u64, BigUint)> = s
            .terms(Span::range(s.offset, last).unwrap())
            .unwrap()
            .collect();
        for (n, a) in all.iter().skip(3) {
            let alone: Vec<(u64, BigUint)> = s.terms(Span::one(*n)).unwrap().collect();
            assert_eq!(alone, [(*n, a.clone())], "{}({n})", s.a_number);
        }
    }
}

/// Each entry against the state graph enumerated and followed forwards, start by start.
#[test]
fn small_terms_agree_with_the_enumerated_graph() {
    let term = |a: &str, n: u64| -> BigUint {
        let s = oeis::find(a).unwrap();
        s.terms(Span::one(n)).unwrap().next().unwrap().1
    };
    for n in 1..=22u64 {
        let graph = naive::analyze(n);
        let recurrent: u64 = graph.cycle_lengths.iter().sum();
        // k with T(k-1) < n <= T(k).
        let k = (1..).find(|k| k * (k + 1) / 2 >= n).unwrap();
        let of_length_k = graph.cycle_lengths.iter().filter(|&&l| l == k).count();
        assert_eq!(term("A000041", n), graph.partitions.into(), "n = {n}");
        assert_eq!(term("A123975", n), graph.garden_of_eden.into(), "n = {n}");
        assert_eq!(term("A074909", n), recurrent.into(), "n = {n}");
        assert_eq!(term("A037306", n), graph.cycles.into(), "n = {n}");
        assert_eq!(term("A185700", n), of_length_k.into(), "n = {n}");
        assert_eq!(term("A188160", n), graph.max_orbit.into(), "n = {n}");
        assert_eq!(term("A201144", n), (graph.max_orbit + 1).into(), "n = {n}");
    }
    // n = 0: the empty partition, alone on its cycle.
    assert_eq!(term("A000041", 0), 1u32.into());
    assert_eq!(term("A074909", 0), 1u32.into());
}

#[test]
fn a_numbers_are_found_however_written_and_others_refused() {
    for written in ["A188160", "a188160", "188160", " A188160 ", "A0188160"] {
        assert_eq!(
            oeis::find(written).unwrap().a_number,
            "A188160",
            "{written}"
        );
    }
    for junk in [
        "", "A", "A000045", "A18816", "B188160", "A188160x", "-188160", "A 188160",
    ] {
        let e = oeis::find(junk).unwrap_err();
        assert_eq!(e.written, junk.trim());
        assert!(e.to_string().contains("A000041, A037306"), "{e}");
    }
}

#[test]
fn ranges_are_checked_before_any_work() {
    let span = |text: &str| text.parse::<Span>().unwrap();
    let p = oeis::find("A000041").unwrap();
    assert_eq!(p.terms(span("0..=10")).unwrap().count(), 11);
    assert_eq!(p.terms(span(" 7 ")).unwrap().count(), 1);
    assert_eq!(p.terms(span("0..3")).unwrap().count(), 3);
    assert_eq!(
        p.terms(span("5..=100001")).unwrap_err(),
        RangeError {
            n: 100_001,
            min: 0,
            max: 100_000,
            operation: Operation::Sequence("A000041")
        }
    );
    let orbit = oeis::find("A188160").unwrap();
    let e = orbit.terms(span("0..=5")).unwrap_err();
    assert_eq!((e.n, e.min), (0, 1));
    assert_eq!(
        e.to_string(),
        "A188160 is computed for n from 1 to 255, not 0"
    );
    let e = orbit.terms(span("1..=256")).unwrap_err();
    assert_eq!((e.n, e.max), (256, 255));
}

proptest::proptest! {
    /// Any span of n is computed or refused before any work, never a panic; what is
    /// computed is every n of it, within the sequence's.
    #[test]
    fn any_span_is_taken_or_refused(first in 0..300_000u64, length in 0..3u64, which in 0usize..7) {
        let s = &CATALOGUE[which];
        let span = Span::range(first, first + length).unwrap();
        match s.terms(span) {
            Ok(_) => proptest::prop_assert!(s.offset <= first && first + length <= s.max()),
            Err(e) => proptest::prop_assert!(e.n < s.offset || e.n > s.max()),
        }
    }

    /// Any text is an A-number of the catalogue or refused naming what was written.
    #[test]
    fn any_a_number_text_is_found_or_refused(text in "[Aa]?[0-9]{0,8}|\\PC{0,10}") {
        match oeis::find(&text) {
            Ok(s) => proptest::prop_assert!(CATALOGUE.iter().any(|c| c.a_number == s.a_number)),
            Err(e) => proptest::prop_assert_eq!(e.written, text.trim()),
        }
    }
}
