//! The odds of a simple strike before it is declared: every die combination
//! (36 for an open target that rolls too, 6 for a closed one) through the
//! strike table ([`strike::resolve`]) with the die bonuses the player can
//! know about.

use berserk_engine::card::Level;
use berserk_engine::strike;
use berserk_engine::{CardId, Game, Player};
use berserk_text::Lang;

use crate::common::tr;

/// How many of the die combinations give each result.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Odds {
    /// The attacker's strike alone, by level.
    pub strong: u32,
    pub medium: u32,
    pub weak: u32,
    /// Both strike (an exchange: one side may take the alternative).
    pub exchange: u32,
    /// Nothing happens.
    pub miss: u32,
    /// Only the target strikes back.
    pub counter: u32,
    /// 36 or 6.
    pub total: u32,
    /// The target is face down to the viewer: its die bonus is unknown (taken as 0).
    pub guessed: bool,
}

/// The odds of `attacker`'s simple strike at `target`, as `viewer` can work
/// them out (a face-down target's bonuses are not looked at).
pub fn strike_odds(game: &Game, viewer: Player, attacker: CardId, target: CardId) -> Odds {
    let t = game.card(target);
    let known = t.face_up || t.owner == viewer;
    let open = if known { game.fights_open(target) } else { t.open };
    let attack_bonus = game.die_bonus(attacker, true, target);
    let defense_bonus = if known {
        game.die_bonus(target, false, attacker)
    } else {
        0
    };
    let no_counter = !open || game.is_unanswerable(attacker, target);
    let mut odds = Odds {
        guessed: !known,
        ..Odds::default()
    };
    let defense_rolls: Vec<Option<i8>> = if open {
        (1..=6).map(|d| Some(d + defense_bonus)).collect()
    } else {
        vec![None]
    };
    for a in 1..=6i8 {
        for &d in &defense_rolls {
            let mut r = strike::resolve(a + attack_bonus, d);
            if no_counter {
                r = strike::without_counter(r);
            }
            odds.total += 1;
            match (r.outcome.attack, r.outcome.counter) {
                (Some(Level::Strong), None) => odds.strong += 1,
                (Some(Level::Medium), None) => odds.medium += 1,
                (Some(Level::Weak), None) => odds.weak += 1,
                (Some(_), Some(_)) => odds.exchange += 1,
                (None, None) => odds.miss += 1,
                (None, Some(_)) => odds.counter += 1,
            }
        }
    }
    odds
}

impl Odds {
    /// The names of the results, in the order of [`Odds::percents`].
    pub fn columns(lang: Lang) -> [String; 6] {
        [
            tr(lang, "сильный", "strong"),
            tr(lang, "средний", "medium"),
            tr(lang, "слабый", "weak"),
            tr(lang, "обмен", "exchange"),
            tr(lang, "промах", "miss"),
            tr(lang, "ответный", "counter"),
        ]
    }

    /// Each result's share, rounded to a percent (`—` for none; `?` marks a
    /// face-down target after the last).
    pub fn percents(&self) -> [String; 6] {
        let total = self.total.max(1);
        let p = |n: u32| {
            if n == 0 {
                "—".to_string()
            } else {
                format!("{}%", (n * 100 + total / 2) / total)
            }
        };
        let mut v = [
            p(self.strong),
            p(self.medium),
            p(self.weak),
            p(self.exchange),
            p(self.miss),
            p(self.counter),
        ];
        if self.guessed {
            v[5].push('?');
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table by hand for equal dice without bonuses.
    #[test]
    fn plain_dice_against_an_open_target() {
        let mut o = Odds::default();
        for a in 1..=6i8 {
            for d in 1..=6i8 {
                o.total += 1;
                let r = strike::resolve(a, Some(d));
                match (r.outcome.attack, r.outcome.counter) {
                    (Some(Level::Strong), None) => o.strong += 1,
                    (Some(Level::Medium), None) => o.medium += 1,
                    (Some(Level::Weak), None) => o.weak += 1,
                    (Some(_), Some(_)) => o.exchange += 1,
                    (None, None) => o.miss += 1,
                    (None, Some(_)) => o.counter += 1,
                }
            }
        }
        assert_eq!(o.total, 36);
        assert_eq!(o.strong + o.medium + o.weak + o.exchange + o.miss + o.counter, 36);
        // +5: (6,1) only.
        assert_eq!(o.strong, 1);
        assert_eq!(o.percents()[0], "3%");
        assert_eq!(Odds::columns(Lang::En)[0], "strong");
    }
}
