//! A fight with an open enemy creature may end strong against strong
//! without dice (Поури, [`Keyword::StrongBoth`]).
//!
//! Before the attacker's die of a simple strike between a card with the
//! keyword and an enemy creature that meets it open (both open: the
//! attacker, and the target that will roll), the card's controller decides
//! ([`Ask::StrongBoth`]): `Choice::Pick(1)` rolls the dice as usual,
//! `Pick(2)` rolls none and the strike's result is a strong strike of the
//! attacker and a strong counter-strike of the target (event
//! `StrongBothChosen`); the response window after the dice follows as
//! ever. With the keyword on both sides, the attacker's card decides.
//! Only games with a card that may have the keyword look for it.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["strong_both"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A fight with an open enemy may end strong-strong instead of rolling the dice.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::{Action, Event};
use crate::game::types::CardId;
use crate::game::{ChanceKind, Choice, Game, Illegal, Pending, Step};
use crate::model::card::{Keyword, Level};

impl Game {
    /// The attacker's die of a simple strike is due: if a card with the
    /// keyword fights an open enemy creature in it, the decision is asked
    /// first (true). False: the die is rolled as usual.
    pub(in crate::mechanics) fn strong_both_offered(&mut self) -> bool {
        if self.features.keywords & Keyword::StrongBoth.bit() == 0 {
            return false;
        }
        let Pending::Chance(ChanceKind::AttackRoll(a)) = self.pending() else {
            return false;
        };
        let x = self.exec();
        if x.mech.strong_asked || !matches!(x.decl.action, Action::Strike { .. }) {
            return false;
        }
        let Some(t) = x.target else {
            return false;
        };
        let open = self.card(a).open && self.card(t).open && self.meets_open(a, t);
        let enemies = self.card(a).controller != self.card(t).controller;
        if !open || !enemies || !self.is_creature(a) || !self.is_creature(t) {
            return false;
        }
        let card = [a, t].into_iter().find(|&c| self.has_keyword(c, Keyword::StrongBoth));
        let Some(card) = card else {
            return false;
        };
        self.ask(Waiting::Mechanic(crate::mechanics::Waiting::StrongBoth(StrongChoice { card })));
        true
    }

}

/// A card with the keyword decides how its fight ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct StrongChoice {
    pub(in crate::mechanics) card: CardId,
}

impl Asking for StrongChoice {
    fn waits(&self, g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::StrongBoth,
            player: g.card(self.card).controller,
            source: self.card,
            index: g.keyword_line(self.card, |k| k == Keyword::StrongBoth),
        })
    }

    fn candidates(&self, _g: &Game, out: &mut Vec<Choice>) {
        super::two_dice::two_options(out);
    }

    fn check(&self, _g: &Game, choice: Choice) -> Result<(), Illegal> {
        super::two_dice::check_two_options(choice)
    }

    /// 1: the dice are rolled; 2: strong for both, no dice.
    fn answer(self, g: &mut Game, choice: Choice) {
        let Choice::Pick(k) = choice else { return };
        let e = g.exec_mut();
        e.mech.strong_asked = true;
        if k != 2 {
            e.step = Step::RollAttack;
            return;
        }
        let (attacker, target) = (e.decl.source, e.target.unwrap_or(e.decl.source));
        let mut r = crate::model::strike::TableResult {
            diff: None,
            outcome: crate::model::strike::Outcome {
                attack: Some(Level::Strong),
                counter: Some(Level::Strong),
            },
            exchange: None,
        };
        // An unanswerable strike stays so: no counter-strike.
        let ordered = e.decl.ordered;
        let free_unanswerable = Some(crate::mechanics::strikes::ordered_fight::Order::Free { unanswerable: true });
        if g.is_unanswerable(attacker, target) || ordered == free_unanswerable {
            r = crate::model::strike::without_counter(r);
        }
        let e = g.exec_mut();
        e.target_open = true;
        e.table = Some(r);
        e.step = Step::AfterDice;
        g.events.push(Event::StrongBothChosen {
            card: self.card,
            attacker,
            target,
        });
    }
}
