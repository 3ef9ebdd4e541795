//! An illusion called from a prophecy (Кьелэрн, [`EffectKind::SummonIllusion`]):
//! when its effect comes, after a `prophecy` of the same ability, the
//! shown card — if it is a ground creature (not a flyer, not a symbiote)
//! still in its owner's deck, the ability's controller's — may enter play
//! from the deck onto a free cell of its player's half that he picks (the
//! `EnterCell` question of summons, 517.3; `Choice::TargetsDone` declines),
//! and the deck is shuffled. It enters as an illusion: it has none of its
//! abilities (502.3.1, as a card that lost them) and it is exiled (KINDS
//! §10, event `Exiled`) as a rule effect (503.1) as soon as it has a wound.
//! The chain goes on after it. It is bodiless: a test of its keywords
//! (`has_keyword …`) finds `incorporeal` and nothing else.
//!
//! [`EffectKind::SummonIllusion`]: crate::model::ability::EffectKind::SummonIllusion

use crate::decision::question::{Ask, Asking, Waiting, Waits};
use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::{refuse, Choice, Game, Illegal, Refusal};
use crate::model::battlefield::Cell;
use crate::model::card::Kind;
use crate::rules::trigger::EffectCtx;

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["summon_illusion"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A creature shown by a prophecy may enter play as an illusion: no abilities, exiled at its first wound.";

impl Game {
    /// The effect `at` of `ctx`'s ability comes: the shown ground creature
    /// still in the controller's deck waits for its cell (true); with none,
    /// or no free cell, nothing enters and the chain goes on (false).
    pub(in crate::mechanics) fn start_illusion(&mut self, ctx: &EffectCtx, at: usize, target: Option<CardId>) -> bool {
        let p = ctx.side;
        let card = self.s.shown.iter().copied().find(|&c| {
            let s = self.card(c);
            s.zone == Zone::Deck && s.owner == p && self.def(c).kind == Kind::Creature
        });
        let Some(card) = card.filter(|_| self.free_cell(p).is_some()) else {
            return false;
        };
        self.ask(Waiting::Mechanic(crate::mechanics::Waiting::Illusion(IllusionEntry {
            ctx: *ctx,
            at: at as u8,
            target,
            card,
        })));
        true
    }

    /// `card` enters play from its owner's deck on `cell` as an illusion,
    /// open, under its owner's control; the deck is shuffled (517.3).
    fn enter_illusion(&mut self, card: CardId, cell: Cell) {
        let owner = self.card(card).owner;
        self.bring_into_play(card, Zone::Battlefield(cell), owner);
        self.s.mech.illusions.push(card);
        self.events.push(Event::Summoned { card, cell: Some(cell) });
        self.shuffle_deck(owner);
    }

    /// Is `c` an illusion in play (it has no abilities)?
    pub(in crate::mechanics) fn is_illusion(&self, c: CardId) -> bool {
        self.s.mech.illusions.contains(&c)
    }

    /// The rule effect: an illusion that left play is forgotten; one with a
    /// wound is exiled. True when one was.
    pub(in crate::mechanics) fn illusions_fade(&mut self) -> bool {
        let Some(i) = self.s.mech.illusions.iter().position(|&c| {
            let s = self.card(c);
            !s.zone.in_play() || s.wounds > 0
        }) else {
            return false;
        };
        let c = self.s.mech.illusions.remove(i);
        if self.card(c).zone.in_play() {
            self.exile_card(c);
        }
        true
    }
}

/// A shown creature waiting for the cell it enters on as an illusion; the
/// chain of `ctx`'s ability goes on from effect `at + 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct IllusionEntry {
    ctx: EffectCtx,
    at: u8,
    target: Option<CardId>,
    card: CardId,
}

impl Asking for IllusionEntry {
    fn waits(&self, g: &Game) -> Waits {
        crate::rules::entering::cell_question(g, Ask::EnterCell { card: self.card })
    }
    fn candidates(&self, _g: &Game, out: &mut Vec<Choice>) {
        crate::rules::entering::every_cell(out);
        out.push(Choice::TargetsDone);
    }
    /// A free cell of the player's own half (517.3), or none: declined.
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::Place(cell) => g.check_place(self.ctx.side, cell),
            Choice::TargetsDone => Ok(()),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }
    /// The card enters (or stays in the deck, declined); the chain goes on.
    fn answer(self, g: &mut Game, choice: Choice) {
        if let Choice::Place(cell) = choice {
            g.enter_illusion(self.card, cell);
        }
        let db = std::sync::Arc::clone(&g.db);
        let Some(a) = g.ability_in(&db, self.ctx.source, self.ctx.ability) else {
            g.finish(true);
            return;
        };
        if !g.apply_effects(&self.ctx, a, self.at as usize + 1, self.target) {
            g.finish(true);
        }
    }
}
