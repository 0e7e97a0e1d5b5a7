//! Tournaments without the I/O: the heaps to play ([`Heaps`]), the schedule (every ordered
//! pair of programs, so both seats, for every heap: [`Pairing`]), and the standings that
//! the refereed games add up to ([`Tournament`], [`Standing`], [`Played`]).

use std::str::FromStr;

use games_common::range::{NumberRange, RangeError};

use crate::protocol::{End, Reason, Refereed};
use crate::rules::{GameError, Rules};
use crate::solver::Solver;

/// Why a range of heaps or a tournament cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TournamentError {
    /// A text that is not a range of heaps (the workspace's grammar,
    /// [`games_common::range`]), or a range that holds no heap.
    #[error(transparent)]
    Range(#[from] RangeError),
    /// The range starts below 2 marbles.
    #[error("the heaps start at {first}; a game needs at least 2 marbles")]
    TooFewMarbles {
        /// The first heap of the range.
        first: u64,
    },
    /// Fewer than two programs.
    #[error("a tournament needs at least two programs")]
    TooFewPrograms {
        /// How many were given.
        given: usize,
    },
    /// More games than [`Tournament::MOST_GAMES`]: a run that would not end in any
    /// reasonable time, with a record of every game in memory.
    #[error("{programs} programs would play {games} games, more than the limit of {limit}")]
    TooManyGames {
        /// How many programs were given.
        programs: usize,
        /// How many games the schedule would hold.
        games: u128,
        /// The limit, [`Tournament::MOST_GAMES`].
        limit: u64,
    },
    /// A heap of the range that the rules refuse: below the smallest first take, or, under
    /// rules other than the contest's, above the family solver's limit.
    #[error(transparent)]
    Rules(GameError),
}

/// A non-empty range of heaps, each of at least 2 marbles: `2..=100`, `2..101` or `25` as
/// text (the grammar of [`games_common::range`]). With the `serde` feature it serializes as its first and last heap, and is read
/// back through [`Heaps::new`].
///
/// ```
/// use marbles::tournament::Heaps;
///
/// let heaps: Heaps = "2..101".parse()?;
/// assert_eq!((heaps.first(), heaps.last(), heaps.len()), (2, 100, 99));
/// assert!("1..=5".parse::<Heaps>().is_err());
/// # Ok::<(), marbles::tournament::TournamentError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "HeapsFields"))]
pub struct Heaps {
    first: u64,
    last: u64,
}

impl Heaps {
    /// The heaps `first..=last`.
    pub fn new(first: u64, last: u64) -> Result<Heaps, TournamentError> {
        Heaps::checked(NumberRange::inclusive(first, last))
    }

    /// The heaps of `range`, refused when it starts below 2 or holds no heap.
    fn checked(range: NumberRange<u64>) -> Result<Heaps, TournamentError> {
        if range.start() < 2 {
            return Err(TournamentError::TooFewMarbles {
                first: range.start(),
            });
        }
        let (first, last) = range.bounds()?;
        Ok(Heaps { first, last })
    }

    /// The smallest heap.
    pub fn first(&self) -> u64 {
        self.first
    }

    /// The largest heap.
    pub fn last(&self) -> u64 {
        self.last
    }

    /// How many heaps (saturating at `u64::MAX`).
    pub fn len(&self) -> u64 {
        (self.last - self.first).saturating_add(1)
    }

    /// Always false: a range of heaps holds at least one.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The heaps, smallest first.
    pub fn iter(&self) -> impl Iterator<Item = u64> + use<> {
        self.first..=self.last
    }
}

impl FromStr for Heaps {
    type Err = TournamentError;

    fn from_str(text: &str) -> Result<Heaps, TournamentError> {
        Heaps::checked(text.parse()?)
    }
}

/// The fields of [`Heaps`] as read, before [`Heaps::new`] checks them.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct HeapsFields {
    first: u64,
    last: u64,
}

#[cfg(feature = "serde")]
impl TryFrom<HeapsFields> for Heaps {
    type Error = TournamentError;

    fn try_from(fields: HeapsFields) -> Result<Heaps, TournamentError> {
        Heaps::new(fields.first, fields.last)
    }
}

/// One game of the schedule: the heap, and the programs (by their index in the
/// tournament, from 0) in seat 1 and seat 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pairing {
    n: u64,
    first: usize,
    second: usize,
}

impl Pairing {
    /// The number of marbles.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The index of the program that moves first.
    pub fn first(&self) -> usize {
        self.first
    }

    /// The index of the program that moves second.
    pub fn second(&self) -> usize {
        self.second
    }
}

/// How many games a program lost, by reason; `win` counts the ordinary losses (the
/// opponent took the last marble). Serialized with the `serde` feature as one count per
/// reason, in the order of [`Reason::ALL`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct LossCounts {
    /// Ordinary losses: the opponent took the last marble.
    pub win: u64,
    /// Losses by an illegal take.
    pub illegal: u64,
    /// Losses by exiting or closing the output before a move.
    pub crash: u64,
    /// Losses on time.
    pub timeout: u64,
    /// Losses by writing something that is not one integer on a line.
    pub garbage: u64,
}

impl LossCounts {
    /// The losses for `reason`.
    pub fn get(&self, reason: Reason) -> u64 {
        match reason {
            Reason::Win => self.win,
            Reason::Illegal => self.illegal,
            Reason::Crash => self.crash,
            Reason::Timeout => self.timeout,
            Reason::Garbage => self.garbage,
        }
    }

    /// The losses by a fault of the program's own (every reason but an ordinary loss).
    pub fn faults(&self) -> u64 {
        self.illegal + self.crash + self.timeout + self.garbage
    }

    fn slot(&mut self, reason: Reason) -> &mut u64 {
        match reason {
            Reason::Win => &mut self.win,
            Reason::Illegal => &mut self.illegal,
            Reason::Crash => &mut self.crash,
            Reason::Timeout => &mut self.timeout,
            Reason::Garbage => &mut self.garbage,
        }
    }
}

/// One program's results so far.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Standing {
    /// The program (its command).
    pub program: String,
    /// Games played.
    pub games: u64,
    /// Games won: its score.
    pub wins: u64,
    /// Games lost.
    pub losses: u64,
    /// The losses by reason.
    pub losses_by: LossCounts,
}

/// One refereed game of the tournament: who sat where, and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Played {
    pairing: Pairing,
    end: End,
    moves: Vec<u64>,
}

impl Played {
    /// The heap and the seats.
    pub fn pairing(&self) -> &Pairing {
        &self.pairing
    }

    /// How the game ended.
    pub fn end(&self) -> &End {
        &self.end
    }

    /// The legal takes, in order.
    pub fn moves(&self) -> &[u64] {
        &self.moves
    }
}

/// A tournament: every ordered pair of programs (so each pair plays in both seats) for
/// every heap of a range, and the standings the games add up to.
///
/// The schedule ([`Tournament::schedule`]) runs through the heaps in increasing order and,
/// for each, through the ordered pairs `(a, b)`, `a != b`, with `a` then `b` increasing. A
/// win scores 1 for the winner and a loss for the loser, filed under the reason of the
/// end. [`Tournament::ranking`] orders the programs by wins, then by fewer losses by fault
/// (illegal, crash, timeout, garbage), then by the order they were given in.
///
/// With the `serde` feature it serializes as its fields: the heaps, the rules, the
/// standings in the order the programs were given, and the games played
/// (`marbles tournament --json` prints them in the ranking).
///
/// ```
/// use marbles::protocol::Event;
/// use marbles::tournament::Heaps;
/// use marbles::{Game, Tournament};
///
/// let mut t = Tournament::new(Heaps::new(2, 3)?, vec!["a".into(), "b".into()])?;
/// for pairing in t.schedule() {
///     // Program "a" always takes 2, "b" always takes 3.
///     let mut game = Game::new(pairing.n()).expect("n >= 2");
///     while game.end().is_none() {
///         let seat = game.mover();
///         let program = [pairing.first(), pairing.second()][usize::from(seat.number() - 1)];
///         game.feed(Event::Line(if program == 0 { "2" } else { "3" }.into()));
///     }
///     t.record(pairing, game.refereed().expect("ended"));
/// }
/// // n = 2: the first takes 2 (legal) and wins, or takes 3 (illegal) and loses.
/// // n = 3: 2 leaves 1 for "b", whose 3 is illegal; 3 takes all.
/// assert_eq!(t.standings()[0].wins, 3);
/// assert_eq!(t.standings()[1].losses_by.illegal, 2);
/// assert_eq!(t.ranking(), vec![0, 1]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Tournament {
    heaps: Heaps,
    rules: Rules,
    standings: Vec<Standing>,
    games: Vec<Played>,
}

impl Tournament {
    /// The most games a tournament plays: a million. Each game runs two processes (a few
    /// milliseconds at the least), so a million games already take hours, and every game
    /// is kept for the results; `2..=100` with 100 programs is 980,100 games.
    pub const MOST_GAMES: u64 = 1_000_000;

    /// A tournament of `programs` (at least two) over `heaps`, with no game played yet;
    /// refused beyond [`Tournament::MOST_GAMES`] games.
    ///
    /// ```
    /// use marbles::Tournament;
    /// use marbles::tournament::{Heaps, TournamentError};
    ///
    /// let programs = vec!["a".to_string(), "b".to_string()];
    /// let all = Heaps::new(2, u64::MAX)?;
    /// assert_eq!(
    ///     Tournament::new(all, programs).unwrap_err(),
    ///     TournamentError::TooManyGames { programs: 2, games: 2 * u128::from(u64::MAX - 1), limit: 1_000_000 }
    /// );
    /// # Ok::<(), TournamentError>(())
    /// ```
    pub fn new(heaps: Heaps, programs: Vec<String>) -> Result<Tournament, TournamentError> {
        Tournament::with_rules(Rules::CONTEST, heaps, programs)
    }

    /// A tournament under `rules` (every game refereed by them, [`crate::Game::with_rules`]):
    /// as [`Tournament::new`], and every heap of the range must be one the rules accept
    /// ([`Solver::check_heap`]).
    ///
    /// ```
    /// use marbles::tournament::{Heaps, TournamentError};
    /// use marbles::{GameError, Rules, Tournament};
    ///
    /// let programs = vec!["a".to_string(), "b".to_string()];
    /// let rules = Rules::new(3, 4, 2, true)?;
    /// assert_eq!(
    ///     Tournament::with_rules(rules, Heaps::new(2, 9)?, programs).unwrap_err(),
    ///     TournamentError::Rules(GameError::TooFewMarbles { n: 2, rules })
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_rules(
        rules: Rules,
        heaps: Heaps,
        programs: Vec<String>,
    ) -> Result<Tournament, TournamentError> {
        let count = programs.len();
        if count < 2 {
            return Err(TournamentError::TooFewPrograms { given: count });
        }
        let pairs = count as u128 * (count as u128 - 1);
        let games = u128::from(heaps.len()).saturating_mul(pairs);
        if games > u128::from(Tournament::MOST_GAMES) {
            return Err(TournamentError::TooManyGames {
                programs: count,
                games,
                limit: Tournament::MOST_GAMES,
            });
        }
        let solver = Solver::new(rules);
        for n in [heaps.first(), heaps.last()] {
            solver.check_heap(n).map_err(TournamentError::Rules)?;
        }
        let standings = programs
            .into_iter()
            .map(|program| Standing {
                program,
                games: 0,
                wins: 0,
                losses: 0,
                losses_by: LossCounts::default(),
            })
            .collect();
        Ok(Tournament {
            heaps,
            rules,
            standings,
            games: Vec::new(),
        })
    }

    /// The heaps played.
    pub fn heaps(&self) -> Heaps {
        self.heaps
    }

    /// The rules every game is refereed under.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Every game to play, in order: for each heap, every ordered pair of programs.
    pub fn schedule(&self) -> impl Iterator<Item = Pairing> + use<> {
        let count = self.standings.len();
        self.heaps.iter().flat_map(move |n| {
            (0..count)
                .flat_map(move |first| (0..count).map(move |second| (first, second)))
                .filter(|(first, second)| first != second)
                .map(move |(first, second)| Pairing { n, first, second })
        })
    }

    /// How many games the schedule holds (at most [`Tournament::MOST_GAMES`]).
    pub fn scheduled(&self) -> u64 {
        let count = self.standings.len() as u64;
        self.heaps.len() * count * (count - 1)
    }

    /// Adds a refereed game of `pairing` to the standings.
    pub fn record(&mut self, pairing: Pairing, game: Refereed) {
        let end = game.end().clone();
        let (winner, loser) = match end.winner().number() {
            1 => (pairing.first, pairing.second),
            _ => (pairing.second, pairing.first),
        };
        let won = &mut self.standings[winner];
        won.wins += 1;
        won.games += 1;
        let lost = &mut self.standings[loser];
        lost.losses += 1;
        lost.games += 1;
        *lost.losses_by.slot(end.reason()) += 1;
        self.games.push(Played {
            pairing,
            end,
            moves: game.moves().to_vec(),
        });
    }

    /// Each program's results, in the order the programs were given.
    pub fn standings(&self) -> &[Standing] {
        &self.standings
    }

    /// The games played so far, in the order they were recorded.
    pub fn games(&self) -> &[Played] {
        &self.games
    }

    /// The programs' indices from first place to last: most wins first, then fewest
    /// losses by fault, then the order they were given in.
    pub fn ranking(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.standings.len()).collect();
        order.sort_by_key(|&i| {
            let s = &self.standings[i];
            (std::cmp::Reverse(s.wins), s.losses_by.faults(), i)
        });
        order
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::{Event, Game};
    use crate::rules::Seat;

    #[test]
    fn ranges_parse() {
        use games_common::range::RangeErrorKind;
        let h: Heaps = "2..=100".parse().unwrap();
        assert_eq!((h.first(), h.last()), (2, 100));
        let h: Heaps = "2..100".parse().unwrap();
        assert_eq!((h.first(), h.last()), (2, 99));
        let h: Heaps = " 25".parse().unwrap();
        assert_eq!((h.first(), h.last(), h.len()), (25, 25, 1));
        assert_eq!(
            "1..=5".parse::<Heaps>(),
            Err(TournamentError::TooFewMarbles { first: 1 })
        );
        assert_eq!(
            "9..=5".parse::<Heaps>().unwrap_err().to_string(),
            "the range 9..=5 is empty (its start is above its end)"
        );
        assert_eq!(
            "a..=5".parse::<Heaps>().unwrap_err().to_string(),
            "\"a\" is not a whole number (write N, A..=B or A..B)"
        );
        assert_eq!(
            "5..0".parse::<Heaps>().unwrap_err().to_string(),
            "the range 5..0 is empty (its end, left out, is not above its start)"
        );
        assert!(matches!(
            "2..=18446744073709551616".parse::<Heaps>(),
            Err(TournamentError::Range(RangeError {
                kind: RangeErrorKind::TooLarge { .. },
                ..
            }))
        ));
        assert_eq!(
            Heaps::new(7, 3).unwrap_err().to_string(),
            "the range 7..=3 is empty (its start is above its end)"
        );
        assert_eq!(Heaps::new(2, u64::MAX).unwrap().len(), u64::MAX - 1);
    }

    /// A game between two programs that write fixed lines, refereed to its end.
    fn referee(pairing: Pairing, lines: [&str; 2]) -> Refereed {
        let mut game = Game::new(pairing.n()).unwrap();
        let mut turns = 0;
        while game.end().is_none() {
            let line = match game.mover() {
                Seat::First => lines[0],
                Seat::Second => lines[1],
            };
            let _ = game.feed(Event::Line(line.into()));
            turns += 1;
            assert!(turns < 100);
        }
        game.refereed().unwrap()
    }

    /// The limit by hand: two programs play 2 games per heap, so 500,000 heaps are a
    /// million games, and one heap more is refused; three programs play 6 per heap.
    #[test]
    fn at_most_a_million_games() {
        let programs = |count: usize| (0..count).map(|i| format!("p{i}")).collect::<Vec<_>>();
        let t = Tournament::new(Heaps::new(2, 500_001).unwrap(), programs(2)).unwrap();
        assert_eq!(t.scheduled(), 1_000_000);
        assert_eq!(
            Tournament::new(Heaps::new(2, 500_002).unwrap(), programs(2)),
            Err(TournamentError::TooManyGames {
                programs: 2,
                games: 1_000_002,
                limit: 1_000_000
            })
        );
        assert_eq!(
            Tournament::new(Heaps::new(10, 166_676).unwrap(), programs(3))
                .unwrap_err()
                .to_string(),
            "3 programs would play 1000002 games, more than the limit of 1000000"
        );
        let everything = Heaps::new(2, u64::MAX).unwrap();
        assert!(matches!(
            Tournament::new(everything, programs(2)),
            Err(TournamentError::TooManyGames { games, .. }) if games == 2 * u128::from(u64::MAX - 1)
        ));
    }

    #[test]
    fn the_schedule_is_every_ordered_pair_for_every_heap() {
        let t = Tournament::new(
            Heaps::new(5, 6).unwrap(),
            vec!["a".into(), "b".into(), "c".into()],
        )
        .unwrap();
        let schedule: Vec<(u64, usize, usize)> = t
            .schedule()
            .map(|p| (p.n(), p.first(), p.second()))
            .collect();
        let mut expected = Vec::new();
        for n in 5..=6 {
            for (a, b) in [(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)] {
                expected.push((n, a, b));
            }
        }
        assert_eq!(schedule, expected);
        assert_eq!(t.scheduled(), 12);
        assert_eq!(
            Tournament::new(Heaps::new(5, 6).unwrap(), vec!["a".into()]),
            Err(TournamentError::TooFewPrograms { given: 1 })
        );
    }

    /// Three programs on n = 5: "two" always writes 2, "junk" writes garbage, "three"
    /// always writes 3. By hand: two–junk: 2 (3 left), junk loses (garbage). junk–two:
    /// junk loses at once. two–three: 2, then 3 takes the last three: three wins. three–two:
    /// 3, then two takes the last two: two wins. three–junk: 3, junk loses. junk–three:
    /// junk loses.
    #[test]
    fn standings_add_up_by_hand() {
        let programs = ["two", "junk", "three"];
        let lines = |i: usize| ["2", "x", "3"][i];
        let mut t = Tournament::new(
            Heaps::new(5, 5).unwrap(),
            programs.iter().map(|p| p.to_string()).collect(),
        )
        .unwrap();
        for pairing in t.schedule() {
            let game = referee(pairing, [lines(pairing.first()), lines(pairing.second())]);
            t.record(pairing, game);
        }
        let s = t.standings();
        assert_eq!((s[0].games, s[0].wins, s[0].losses), (4, 3, 1));
        assert_eq!((s[1].games, s[1].wins, s[1].losses), (4, 0, 4));
        assert_eq!((s[2].games, s[2].wins, s[2].losses), (4, 3, 1));
        assert_eq!(s[1].losses_by.garbage, 4);
        assert_eq!(s[1].losses_by.faults(), 4);
        assert_eq!((s[0].losses_by.win, s[2].losses_by.win), (1, 1));
        assert_eq!(s[0].losses_by.get(Reason::Win), 1);
        // A tie on wins and faults: the order given decides.
        assert_eq!(t.ranking(), vec![0, 2, 1]);
        assert_eq!(t.games().len(), 6);
        let first = &t.games()[0];
        assert_eq!((first.pairing().first(), first.moves()), (0, &[2][..]));
        assert_eq!(first.end().reason(), Reason::Garbage);
    }

    /// A tournament serializes its own fields and reads back as the same tournament; a
    /// range of heaps that is no range is refused on the way in.
    #[cfg(feature = "serde")]
    #[test]
    fn a_tournament_reads_back() {
        let mut t =
            Tournament::new(Heaps::new(2, 3).unwrap(), vec!["a".into(), "b".into()]).unwrap();
        for pairing in t.schedule() {
            t.record(pairing, referee(pairing, ["2", "x"]));
        }
        let json = serde_json::to_string(&t).unwrap();
        assert!(json.starts_with(r#"{"heaps":{"first":2,"last":3},"rules":{"first":2,"#));
        let read: Tournament = serde_json::from_str(&json).unwrap();
        assert_eq!(read, t);
        assert!(serde_json::from_str::<Heaps>(r#"{"first":1,"last":3}"#).is_err());
        assert!(serde_json::from_str::<Heaps>(r#"{"first":5,"last":3}"#).is_err());
    }

    /// Fewer faults rank higher on equal wins. n = 4 is lost for the first player:
    /// program 0 writes junk when it moves first (a fault) and takes 2 otherwise; program 1
    /// always takes 2. So (0, 1): 0 loses by garbage; (1, 0): 1 takes 2, 0 takes the last
    /// 2 and wins. One win each, and program 1 ranks first.
    #[test]
    fn faults_break_ties() {
        let mut t = Tournament::new(
            Heaps::new(4, 4).unwrap(),
            vec!["faulty".into(), "clean".into()],
        )
        .unwrap();
        for pairing in t.schedule() {
            let lines = match pairing.first() {
                0 => ["x", "2"],
                _ => ["2", "2"],
            };
            t.record(pairing, referee(pairing, lines));
        }
        let s = t.standings();
        assert_eq!((s[0].wins, s[1].wins), (1, 1));
        assert_eq!((s[0].losses_by.faults(), s[1].losses_by.faults()), (1, 0));
        assert_eq!(t.ranking(), vec![1, 0]);
    }

    proptest::proptest! {
        /// Programs that write random lines (takes, junk): the standings agree with a
        /// recount from the list of games, and every count adds up.
        #[test]
        fn standings_agree_with_a_recount(
            count in 2usize..5,
            last in 2u64..9,
            scripts in proptest::collection::vec(
                proptest::collection::vec(proptest::sample::select(vec!["2", "3", "4", "6", "x"]), 1..6),
                4,
            ),
        ) {
            let programs = (0..count).map(|i| format!("p{i}")).collect();
            let mut t = Tournament::new(Heaps::new(2, last).unwrap(), programs).unwrap();
            for pairing in t.schedule() {
                let mut game = Game::new(pairing.n()).unwrap();
                let mut said = [0usize; 2];
                while game.end().is_none() {
                    let seat = usize::from(game.mover().number() - 1);
                    let program = [pairing.first(), pairing.second()][seat];
                    let script = &scripts[program];
                    let line = script[said[seat] % script.len()];
                    said[seat] += 1;
                    let _ = game.feed(Event::Line(line.into()));
                }
                t.record(pairing, game.refereed().unwrap());
            }
            let per_program = 2 * (count as u64 - 1) * (last - 1);
            proptest::prop_assert_eq!(t.games().len() as u64, t.scheduled());
            for (i, s) in t.standings().iter().enumerate() {
                let mut wins = 0;
                let mut by = LossCounts::default();
                for g in t.games() {
                    let (p, end) = (g.pairing(), g.end());
                    let (winner, loser) = match end.winner() {
                        Seat::First => (p.first(), p.second()),
                        Seat::Second => (p.second(), p.first()),
                    };
                    wins += u64::from(winner == i);
                    if loser == i {
                        *by.slot(end.reason()) += 1;
                    }
                }
                let losses: u64 = Reason::ALL.iter().map(|&r| by.get(r)).sum();
                proptest::prop_assert_eq!((s.wins, s.losses, s.losses_by), (wins, losses, by));
                proptest::prop_assert_eq!(s.games, per_program);
                proptest::prop_assert_eq!(s.wins + s.losses, s.games);
            }
            let ranking = t.ranking();
            let mut sorted = ranking.clone();
            sorted.sort_unstable();
            proptest::prop_assert_eq!(sorted, (0..count).collect::<Vec<_>>());
            for pair in ranking.windows(2) {
                let (a, b) = (&t.standings()[pair[0]], &t.standings()[pair[1]]);
                proptest::prop_assert!(
                    (a.wins, std::cmp::Reverse(a.losses_by.faults())) >= (b.wins, std::cmp::Reverse(b.losses_by.faults()))
                );
            }
        }

        /// Any text is parsed or refused without a panic; a parsed range is never empty
        /// and starts at 2 or more.
        #[test]
        fn any_range_text(text in "[0-9.=a ]{0,12}") {
            if let Ok(h) = text.parse::<Heaps>() {
                proptest::prop_assert!(2 <= h.first() && h.first() <= h.last());
            }
        }
    }
}
