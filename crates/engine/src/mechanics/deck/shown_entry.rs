//! A card that enters play from its owner's deck when a prophecy of that
//! player's shows it (Отряд карателей, GAME.md §7):
//!
//! - its `on shown` triggers ([`TriggerEvent::Shown`]) fire from the deck,
//!   after the prophecy's own triggers; they always go through the queue,
//!   declared by its owner;
//! - [`EffectKind::SummonSelf`] takes it out of the deck onto a free cell
//!   of its owner's half, which the owner chooses (the `EnterCell`
//!   decision of summons, 517.3; a flyer goes into the additional zone at
//!   once), closed where the effect says so; the deck is then shuffled
//!   (517.3);
//! - the rest of the chain acts from the cell it entered, e.g. on
//!   [`Subject::OneAdjacent`], a creature next to it chosen then
//!   (`crate::mechanics::deck::shown_cost`).
//!
//! One check ([`Game::check_shown_entry`]) says whether the trigger may be
//! declared and carried out: the card still in its owner's deck, a creature,
//! with room for it.
//!
//! [`Subject::OneAdjacent`]: crate::model::ability::Subject::OneAdjacent

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["on shown", "summon_self"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A card shown by its owner's prophecy enters play from the deck by its own trigger.";

use crate::decision::question::{Ask, Asking, Waiting, Waits};
use crate::game::event::{Action, Event};
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::{CardId, Player};
use crate::game::{refuse, Choice, Game, Illegal, Refusal};
use crate::model::ability::EffectKind;
use crate::rules::trigger::EffectCtx;

impl Game {
    /// May `p` declare (or carry out) the `on shown` trigger of `source`
    /// that summons it: the card lies in `p`'s own deck, is a creature, and
    /// has a free cell of `p`'s half to go to unless it flies (517.3).
    pub(in crate::mechanics) fn check_shown_entry(&self, p: Player, source: CardId) -> Result<(), Illegal> {
        self.check_in_own_deck(p, source)?;
        if !self.is_creature(source) {
            return Err(Illegal {
                rule: Rule::R517_3,
                reason: Refusal::NotACreature,
            });
        }
        if !self.def(source).is_flyer() && self.free_cell(p).is_none() {
            return Err(Illegal {
                rule: Rule::R517_3,
                reason: Refusal::NoCellLeft,
            });
        }
        Ok(())
    }

    /// The effect `at` of the ability of `ctx`, a summon of its own card,
    /// comes: a ground card waits for its owner's cell (true); a flyer
    /// enters at once and the chain goes on from there (true: it is carried
    /// on). A card no longer in the deck enters nothing (false).
    pub(in crate::mechanics) fn start_summon_self(&mut self, ctx: &EffectCtx) -> bool {
        let c = ctx.source;
        let running =
            self.s.exec.last().is_some_and(|x| {
                x.decl.source == c && crate::rules::queue::cast_index(x.decl.action) == Some(ctx.ability)
            });
        if self.card(c).zone != Zone::Deck || !running {
            return false;
        }
        if self.def(c).is_flyer() {
            self.enter_self(c, None);
        } else {
            self.exec_mut().target = Some(c);
            self.ask(Waiting::Mechanic(crate::mechanics::Waiting::SelfEntry(SelfEntry {
                card: c,
            })));
        }
        true
    }

    /// The executing action is a trigger summoning its own card: its
    /// ability, the index of the summon among its effects and whether the
    /// card enters closed.
    pub(in crate::mechanics) fn summoning_self(&self) -> Option<(u8, usize, bool)> {
        let x = self.s.exec.last()?;
        let Action::Triggered { index, .. } = x.decl.action else {
            return None;
        };
        let a = self.ability(x.decl.source, index)?;
        a.effects.iter().enumerate().find_map(|(at, e)| match e.kind {
            EffectKind::SummonSelf { closed } => Some((index, at, closed)),
            _ => None,
        })
    }

    /// The summoned card enters play on `cell` (a flyer: the additional
    /// zone) under its owner's control, closed where the effect says so;
    /// the deck is shuffled (517.3). The chain goes on from the effect after
    /// the summon, acting from where the card now stands; the action
    /// finishes unless something else waits.
    pub(in crate::mechanics) fn enter_self(&mut self, card: CardId, cell: Option<crate::model::battlefield::Cell>) {
        let Some((index, at, closed)) = self.summoning_self() else {
            return;
        };
        let owner = self.card(card).owner;
        self.bring_into_play(card, cell.map_or(Zone::Additional, Zone::Battlefield), owner);
        self.events.push(Event::Summoned { card, cell });
        if closed {
            self.close(card, Rule::R517_3);
        }
        self.shuffle_deck(owner);
        let ctx = self.effect_ctx(card, index, None, 0);
        let db = std::sync::Arc::clone(&self.db);
        let Some(a) = self.ability_in(&db, card, index) else {
            self.finish(true);
            return;
        };
        if !self.apply_effects(&ctx, a, at + 1, Some(card)) {
            self.finish(true);
        }
    }
}

/// A card summoning itself from the deck, waiting for its cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct SelfEntry {
    pub(in crate::mechanics) card: CardId,
}

impl Asking for SelfEntry {
    fn waits(&self, g: &Game) -> Waits {
        crate::rules::entering::cell_question(g, Ask::EnterCell { card: self.card })
    }
    fn candidates(&self, _g: &Game, out: &mut Vec<Choice>) {
        crate::rules::entering::every_cell(out);
    }
    /// A free cell of the player's own half (517.3).
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::Place(cell) => g.check_place(g.exec().decl.player, cell),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }
    fn answer(self, g: &mut Game, choice: Choice) {
        if let Choice::Place(cell) = choice {
            g.enter_self(self.card, Some(cell));
        }
    }
}
