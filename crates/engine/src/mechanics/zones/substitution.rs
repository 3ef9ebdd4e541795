//! «Подмена» (Мара, [`EffectKind::DestroyResurrect`]): a spell's target
//! creature is destroyed — it goes to its owner's graveyard, its death
//! triggers fire — and comes back at once from there, resurrected under
//! the ability's controller (517.4): closed with `closed`, onto a free
//! cell of his half he picks (the `EnterCell` question; a flyer: the
//! additional zone; event `Resurrected`). A death replaced (the card did
//! not reach the graveyard), or no free cell of the half for a ground
//! card, leaves it where it went. With the cost of X, `cost<=X+N`
//! ([`Cond::CostAtMostX`]) reads the X declared ([`Game::declared_x`]).
//!
//! [`EffectKind::DestroyResurrect`]: crate::model::ability::EffectKind::DestroyResurrect
//! [`Cond::CostAtMostX`]: crate::model::ability::Cond::CostAtMostX

use crate::game::event::{Action, Event};
use crate::game::hooks::{Hooks, M};
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::{refuse, Game, Illegal, Refusal};
use crate::rules::trigger::EffectCtx;

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["destroy_resurrect", "cost<=X"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A creature is destroyed, then resurrected under the ability's controller onto his half.";

impl Game {
    /// The X declared with `source`'s ability being named (its draft) or
    /// executing; before it is declared (may the ability be declared at
    /// all, 502.4?), the most it could be: the card's tokens (`[X tokens]`).
    pub(in crate::mechanics) fn declared_x(&self, source: CardId) -> u8 {
        let x_of = |a: Action| match a {
            Action::AbilityX { x, .. } => x,
            _ => 0,
        };
        if let Some(d) = self.s.draft.as_deref().filter(|d| d.source == source) {
            return x_of(d.action);
        }
        self.s
            .exec
            .iter()
            .rev()
            .find(|x| x.decl.source == source)
            .map_or(self.card(source).tokens, |x| x_of(x.decl.action))
    }

    /// May the substitution name `t`: a creature in play?
    pub(in crate::mechanics) fn check_destroy_resurrect(&self, t: CardId) -> Result<(), Illegal> {
        if !self.card(t).zone.in_play() {
            return refuse(Rule::R528, Refusal::NotInPlay);
        }
        if !self.is_creature(t) {
            return refuse(Rule::R502_4, Refusal::NotACreature);
        }
        Ok(())
    }

    /// `t` is destroyed, then resurrected under `ctx`'s controller: a
    /// ground card after he picks its cell (the action waits).
    pub(in crate::mechanics) fn destroy_resurrect(&mut self, ctx: &EffectCtx, t: CardId, closed: bool) {
        if !self.card(t).zone.in_play() {
            return;
        }
        self.destroy(t);
        if self.card(t).zone != Zone::Graveyard {
            return;
        }
        if !self.def(t).is_flyer() {
            if self.free_cell(ctx.side).is_some() {
                self.ask_entering_cell(t);
            }
            return;
        }
        // A flyer comes back at once, into the additional zone.
        self.bring_into_play(t, Zone::Additional, ctx.side);
        if closed {
            self.close(t, Rule::R517_4);
        }
        self.events.push(Event::Resurrected { card: t, cell: None });
        M::resurrected(self, t);
    }
}
