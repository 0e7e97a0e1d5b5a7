//! The `--json` documents of `referee` and `tournament`, composed from the library's data
//! (`solve` and `table` print the library's `Solution` as it is). They read back too, so
//! `tests/serde_round_trip.rs` takes each fixture's document through them and the library
//! types they hold, and writes it again byte for byte.

use marbles::protocol::{Reason, Refereed};
use marbles::tournament::{Heaps, Standing};
use marbles::{Rules, Seat, Tournament};
use serde::{Deserialize, Serialize};

/// `marbles referee --json`: n, the rules when they are not the contest's, the winner,
/// why, and the legal takes in order.
#[derive(Debug, Serialize, Deserialize)]
pub(crate) struct RefereeDocument {
    n: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rules: Option<Rules>,
    winner: Seat,
    reason: Reason,
    moves: Vec<u64>,
}

impl RefereeDocument {
    pub(crate) fn of(game: &Refereed) -> RefereeDocument {
        RefereeDocument {
            n: game.n(),
            rules: named(game.rules()),
            winner: game.end().winner(),
            reason: game.end().reason(),
            moves: game.moves().to_vec(),
        }
    }
}

/// `marbles tournament --json`: the first and last heap, the rules when they are not the
/// contest's, the programs' standings in the library's ranking, and every game with its
/// programs numbered by their place in that ranking (from 1, as the results table numbers
/// them).
#[derive(Debug, Serialize, Deserialize)]
pub(crate) struct TournamentDocument {
    heaps: [u64; 2],
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rules: Option<Rules>,
    programs: Vec<Standing>,
    games: Vec<GameRecord>,
}

/// One game of a tournament's document.
#[derive(Debug, Serialize, Deserialize)]
struct GameRecord {
    n: u64,
    player1: usize,
    player2: usize,
    winner: Seat,
    reason: Reason,
    moves: Vec<u64>,
}

impl TournamentDocument {
    pub(crate) fn of(tournament: &Tournament) -> TournamentDocument {
        let ranking = tournament.ranking();
        let mut place = vec![0; ranking.len()];
        for (at, &program) in ranking.iter().enumerate() {
            place[program] = at + 1;
        }
        let standings = tournament.standings();
        let heaps: Heaps = tournament.heaps();
        TournamentDocument {
            heaps: [heaps.first(), heaps.last()],
            rules: named(tournament.rules()),
            programs: ranking
                .iter()
                .map(|&program| standings[program].clone())
                .collect(),
            games: tournament
                .games()
                .iter()
                .map(|game| GameRecord {
                    n: game.pairing().n(),
                    player1: place[game.pairing().first()],
                    player2: place[game.pairing().second()],
                    winner: game.end().winner(),
                    reason: game.end().reason(),
                    moves: game.moves().to_vec(),
                })
                .collect(),
        }
    }
}

/// The rules a document names: none for the contest's, whose documents have always left
/// them out.
fn named(rules: Rules) -> Option<Rules> {
    (!rules.is_contest()).then_some(rules)
}

#[cfg(test)]
mod tests {
    use super::*;
    use marbles::Game;
    use marbles::protocol::Event;

    /// The documents' shape: heaps as a pair, programs numbered from 1 in the games by
    /// their place, losses by reason in the order of the results table; the rules only
    /// when they are not the contest's.
    #[test]
    fn a_tournament_document_numbers_programs_by_place() {
        let mut t =
            Tournament::new(Heaps::new(2, 2).unwrap(), vec!["a".into(), "b".into()]).unwrap();
        for pairing in t.schedule() {
            // Program "a" writes junk, "b" takes 2 and wins.
            let mut game = Game::new(pairing.n()).unwrap();
            let line = if pairing.first() == 0 { "x" } else { "2" };
            game.feed(Event::Line(line.into()));
            t.record(pairing, game.refereed().unwrap());
        }
        let json = serde_json::to_string(&TournamentDocument::of(&t)).unwrap();
        let expected = concat!(
            r#"{"heaps":[2,2],"programs":["#,
            r#"{"program":"b","games":2,"wins":2,"losses":0,"losses_by":{"win":0,"illegal":0,"crash":0,"timeout":0,"garbage":0}},"#,
            r#"{"program":"a","games":2,"wins":0,"losses":2,"losses_by":{"win":1,"illegal":0,"crash":0,"timeout":0,"garbage":1}}],"#,
            r#""games":[{"n":2,"player1":2,"player2":1,"winner":"second","reason":"garbage","moves":[]},"#,
            r#"{"n":2,"player1":1,"player2":2,"winner":"first","reason":"win","moves":[2]}]}"#
        );
        assert_eq!(json, expected);
    }

    #[test]
    fn a_referee_document_names_other_rules_only() {
        let mut g = Game::new(25).unwrap();
        for l in ["2", "3", "5", "8", "7"] {
            g.feed(Event::Line(l.into()));
        }
        let json = serde_json::to_string(&RefereeDocument::of(&g.refereed().unwrap())).unwrap();
        assert_eq!(
            json,
            r#"{"n":25,"winner":"first","reason":"win","moves":[2,3,5,8,7]}"#
        );
        let rules = Rules::new(1, 2, 3, false).unwrap();
        let mut g = Game::with_rules(rules, 6).unwrap();
        for l in ["2", "3"] {
            g.feed(Event::Line(l.into()));
        }
        let json = serde_json::to_string(&RefereeDocument::of(&g.refereed().unwrap())).unwrap();
        assert_eq!(
            json,
            r#"{"n":6,"rules":{"first":1,"last":2,"factor":3,"take_all":false},"winner":"second","reason":"win","moves":[2,3]}"#
        );
    }
}
