//! A volley at one card with a die per part (Орк-арбалетчик's five shots
//! for a token, [`Keyword::VolleyOneCardDie`]).
//!
//! Our reading: every later part of the card's `volley N` goes at the card
//! its first part named — the `VolleyTarget` decision offers that card
//! alone, and the volley is not stopped early while that card can be hit
//! (there is no «или менее»). Each part rolls a die as its attack is made
//! (its level die, at the step where an attack with three values rolls;
//! the fixed value stays the value): on 1 or 2 the part is made and blocked
//! (`AttackBlocked`, no wounds), as an attack made; on 3 or 4 the
//! opponent may turn it onto a card of his standing next to its target
//! (the question [`Ask::ShotRedirect`]: [`Choice::AddTarget`] names the
//! card, [`Choice::TargetsDone`] keeps the target; 502.1, `Redirected`).
//! The die's value also sets the part's level (1–3 weak, 4–5 medium, 6
//! strong), its fixed value kept.
//!
//! [`Ask::ShotRedirect`]: crate::decision::question::Ask::ShotRedirect

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["volley_one_card_die"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A volley's parts all go at the first-named card, each rolling a die: blocked on 1-2, the foe may turn it on 3-4.";

use crate::decision::question::{Ask, Asking, Question, Waits};
use crate::game::event::{Action, Event};
use crate::game::hooks::M;
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{refuse, Choice, Declaration, Game, Illegal, Refusal, Step};
use crate::model::ability::EffectKind;
use crate::model::card::Keyword;

/// The question of a part rolled 3 or 4: its attacker, its ability and
/// the target it was declared at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Redirecting {
    source: CardId,
    index: u8,
    target: CardId,
}

impl Game {
    /// Is `d` a part of a volley of a card with [`Keyword::VolleyOneCardDie`]?
    pub(in crate::mechanics) fn one_card_volley(&self, d: &Declaration) -> bool {
        if self.features.keywords & Keyword::VolleyOneCardDie.bit() == 0
            || !self.has_keyword(d.source, Keyword::VolleyOneCardDie)
        {
            return false;
        }
        let (Action::Ability { index, .. } | Action::AbilityX { index, .. }) = d.action else {
            return false;
        };
        matches!(
            self.action_ability(d.source, index).and_then(|a| a.main_effect()),
            Some(EffectKind::Volley { .. })
        )
    }

    /// Does the volley of `source`'s ability `index` go at one card only:
    /// its later parts at the first part's target, none stopped early?
    pub(in crate::mechanics) fn volley_at_one_card(&self, source: CardId, index: u8) -> bool {
        self.features.keywords & Keyword::VolleyOneCardDie.bit() != 0
            && self.has_keyword(source, Keyword::VolleyOneCardDie)
            && matches!(
                self.action_ability(source, index).and_then(|a| a.main_effect()),
                Some(EffectKind::Volley { .. })
            )
    }

    /// The part's die read (`value`, after its modifiers): on 1 or 2 the
    /// part is blocked — logged, and true (the caller ends it as made).
    pub(in crate::mechanics) fn one_card_part_blocked(&mut self, d: &Declaration, target: CardId, value: i8) -> bool {
        if value > 2 || !self.one_card_volley(d) {
            return false;
        }
        self.events.push(Event::AttackBlocked {
            card: target,
            attacker: d.source,
        });
        true
    }

    /// The part's die read (`value`): on 3 or 4, with a card of the
    /// opponent's next to the target, the opponent is asked whether to
    /// turn it (true: the execution waits for the answer).
    pub(in crate::mechanics) fn one_card_part_redirect(&mut self, d: &Declaration, target: CardId, value: i8) -> bool {
        if !(3..=4).contains(&value) || !self.one_card_volley(d) {
            return false;
        }
        let (Action::Ability { index, .. } | Action::AbilityX { index, .. }) = d.action else {
            return false;
        };
        let w = Redirecting {
            source: d.source,
            index,
            target,
        };
        if !self.s.play.iter().any(|&c| self.check_shot_redirect(&w, c).is_ok()) {
            return false;
        }
        self.ask(crate::decision::question::Waiting::Mechanic(
            crate::mechanics::Waiting::ShotRedirect(w),
        ));
        true
    }

    /// May the part be turned onto `onto`: a card in play of the
    /// attacker's opponent, face up on a cell next to the target's cell,
    /// not the target itself (502.1)?
    fn check_shot_redirect(&self, w: &Redirecting, onto: CardId) -> Result<(), Illegal> {
        if onto.index() >= self.s.cards.len() || !self.card(onto).zone.in_play() {
            return refuse(Rule::R502_1, Refusal::NotInPlay);
        }
        if onto == w.target || self.card(onto).controller == self.card(w.source).controller {
            return refuse(Rule::R502_1, Refusal::NoSuchOption);
        }
        if !self.card(onto).face_up || self.is_terrain(onto) {
            return refuse(Rule::R502_1, Refusal::NoSuchOption);
        }
        match (self.standing_cell(w.target), self.standing_cell(onto)) {
            (Some(a), Some(b)) if a.is_adjacent(b) => Ok(()),
            _ => refuse(Rule::R502_1, Refusal::NotAdjacent),
        }
    }
}

impl Asking for Redirecting {
    fn waits(&self, g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::ShotRedirect,
            player: g.card(self.source).controller.opponent(),
            source: self.source,
            index: self.index,
        })
    }

    /// Each card in play, in order of entry, then keeping the target.
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        out.extend(g.s.play.iter().map(|&c| Choice::AddTarget(c)));
        out.push(Choice::TargetsDone);
    }

    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::TargetsDone => Ok(()),
            Choice::AddTarget(c) => g.check_shot_redirect(self, c),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    /// The part goes on at the card named (redirected, 502.1) or at its
    /// target; then as after any attack's die.
    fn answer(self, g: &mut Game, choice: Choice) {
        let mut t = self.target;
        if let Choice::AddTarget(c) = choice {
            g.events.push(Event::Redirected {
                attacker: self.source,
                from: self.target,
                to: c,
            });
            t = c;
        }
        let struck_die = <M as crate::game::hooks::Hooks>::attacked_rolls_die(g, t);
        let e = g.exec_mut();
        e.target = Some(t);
        e.step = if struck_die {
            Step::RollStruck { window: true }
        } else {
            Step::AfterDice
        };
    }
}
