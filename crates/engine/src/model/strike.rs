//! The simple strike's dice table (GAME.md §6) as a pure function, and the
//! die bonuses. The table is the single source of truth for strike results.

use crate::model::card::Level;

/// What one side deals: the attacker's strike and the defender's counter-strike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The attacker's strike level, if it hits.
    pub attack: Option<Level>,
    /// The defender's counter-strike level, if any.
    pub counter: Option<Level>,
}

impl Outcome {
    pub const MISS: Outcome = Outcome {
        attack: None,
        counter: None,
    };
    const fn hit(l: Level) -> Outcome {
        Outcome {
            attack: Some(l),
            counter: None,
        }
    }
    const fn counter(l: Level) -> Outcome {
        Outcome {
            attack: None,
            counter: Some(l),
        }
    }
    const fn both(a: Level, c: Level) -> Outcome {
        Outcome {
            attack: Some(a),
            counter: Some(c),
        }
    }
}

/// Which side may choose the alternative of an exchange.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    Attacker,
    Defender,
}

/// An exchange (+4, +2, −4): the table's result and the alternative one side may take instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Exchange {
    pub chooser: Side,
    pub alternative: Outcome,
}

/// One row of the table, applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableResult {
    /// The difference (attacker − defender), or `None` for a closed target.
    pub diff: Option<i8>,
    pub outcome: Outcome,
    pub exchange: Option<Exchange>,
}

/// The simple strike table (GAME.md §6).
///
/// `attacker` and `defender` are the dice with their bonuses. `defender` is
/// `None` when the target is closed and the attacker rolls alone.
pub fn resolve(attacker: i8, defender: Option<i8>) -> TableResult {
    use Level::*;
    let Some(def) = defender else {
        return TableResult {
            diff: None,
            outcome: Outcome::hit(Level::from_lone_roll(attacker)),
            exchange: None,
        };
    };
    // Dice with bonuses are saturated `i8`s: their difference saturates too.
    let d = attacker.saturating_sub(def);
    let (outcome, exchange) = match d {
        i8::MIN..=-5 => (Outcome::counter(Medium), None),
        -4 => (
            Outcome::both(Weak, Medium),
            Some(Exchange {
                chooser: Side::Defender,
                alternative: Outcome::counter(Weak),
            }),
        ),
        -3 => (Outcome::counter(Weak), None),
        -2 => (Outcome::MISS, None),
        -1 => (Outcome::hit(Weak), None),
        // A tie: the attacker's die (with bonuses) of 1–4 gives its weak strike,
        // 5 or more the defender's weak counter-strike alone.
        0 if attacker <= 4 => (Outcome::hit(Weak), None),
        0 => (Outcome::counter(Weak), None),
        1 => (Outcome::hit(Weak), None),
        2 => (
            Outcome::both(Medium, Weak),
            Some(Exchange {
                chooser: Side::Attacker,
                alternative: Outcome::hit(Weak),
            }),
        ),
        3 => (Outcome::hit(Medium), None),
        4 => (
            Outcome::both(Strong, Weak),
            Some(Exchange {
                chooser: Side::Attacker,
                alternative: Outcome::hit(Medium),
            }),
        ),
        5..=i8::MAX => (Outcome::hit(Strong), None),
    };
    TableResult {
        diff: Some(d),
        outcome,
        exchange,
    }
}

/// Removes counter-strikes from a result: an unanswerable strike, or a target
/// that can't strike back. An exchange then has nothing to choose between and
/// leaves the attacker's part.
pub fn without_counter(r: TableResult) -> TableResult {
    TableResult {
        diff: r.diff,
        outcome: Outcome {
            attack: r.outcome.attack,
            counter: None,
        },
        exchange: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Level::*;

    /// Every difference from −7 to +7 with both dice in 1..=6 (and bonuses),
    /// against the table of GAME.md §6.
    #[test]
    fn every_difference() {
        let cases: &[(i8, i8, Outcome, Option<Exchange>)] = &[
            (6, 1, Outcome::hit(Strong), None), // +5
            (7, 1, Outcome::hit(Strong), None), // +6 (ОвА)
            (8, 1, Outcome::hit(Strong), None), // +7
            (
                5,
                1,
                Outcome::both(Strong, Weak),
                Some(Exchange {
                    chooser: Side::Attacker,
                    alternative: Outcome::hit(Medium),
                }),
            ),
            (4, 1, Outcome::hit(Medium), None), // +3
            (
                3,
                1,
                Outcome::both(Medium, Weak),
                Some(Exchange {
                    chooser: Side::Attacker,
                    alternative: Outcome::hit(Weak),
                }),
            ),
            (2, 1, Outcome::hit(Weak), None),     // +1
            (4, 4, Outcome::hit(Weak), None),     // 0, roll 4
            (1, 1, Outcome::hit(Weak), None),     // 0, roll 1
            (5, 5, Outcome::counter(Weak), None), // 0, roll 5
            (6, 6, Outcome::counter(Weak), None), // 0, roll 6
            (1, 2, Outcome::hit(Weak), None),     // −1
            (1, 3, Outcome::MISS, None),          // −2
            (1, 4, Outcome::counter(Weak), None), // −3
            (
                1,
                5,
                Outcome::both(Weak, Medium),
                Some(Exchange {
                    chooser: Side::Defender,
                    alternative: Outcome::counter(Weak),
                }),
            ),
            (1, 6, Outcome::counter(Medium), None), // −5
            (1, 7, Outcome::counter(Medium), None), // −6
            (0, 7, Outcome::counter(Medium), None), // −7 (clumsiness vs ОвЗ)
        ];
        for &(a, d, outcome, exchange) in cases {
            let r = resolve(a, Some(d));
            assert_eq!(r.diff, Some(a - d));
            assert_eq!(
                (r.outcome, r.exchange),
                (outcome, exchange),
                "attacker {a} defender {d}"
            );
        }
    }

    #[test]
    fn the_largest_dice_differences_saturate() {
        // 127 − (−128) and −128 − 127 overflow an `i8`.
        let r = resolve(i8::MAX, Some(i8::MIN));
        assert_eq!((r.diff, r.outcome), (Some(i8::MAX), Outcome::hit(Strong)));
        let r = resolve(i8::MIN, Some(i8::MAX));
        assert_eq!((r.diff, r.outcome), (Some(i8::MIN), Outcome::counter(Medium)));
        assert_eq!(resolve(i8::MIN, None).outcome, Outcome::hit(Weak));
        assert_eq!(resolve(i8::MAX, None).outcome, Outcome::hit(Strong));
    }

    #[test]
    fn closed_target_rolls_alone() {
        for roll in 1..=6 {
            let want = match roll {
                1..=3 => Weak,
                4 | 5 => Medium,
                _ => Strong,
            };
            let r = resolve(roll, None);
            assert_eq!(r.outcome, Outcome::hit(want), "roll {roll}");
            assert_eq!(r.exchange, None);
        }
    }

    #[test]
    fn unanswerable_drops_counters_and_choices() {
        let r = without_counter(resolve(1, Some(5)));
        assert_eq!(r.outcome, Outcome::hit(Weak));
        assert_eq!(r.exchange, None);
        let r = without_counter(resolve(1, Some(6)));
        assert_eq!(r.outcome, Outcome::MISS);
    }
}
