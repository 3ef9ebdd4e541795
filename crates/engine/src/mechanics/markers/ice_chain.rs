//! An ice chain ([`EffectKind::IceChain`], Морозный тюремщик: at the start of
//! the opponent's turn two creatures standing next to each other are chained
//! until the end of that turn; parted, each is wounded and the chain goes).
//!
//! Our reading: the chain is the card's trigger's (`trigger: on
//! enemy_turn_start: ice_chain 2-3-3`), declared into the queue like every
//! trigger that asks. When it executes, its controller — it is his card's
//! ability — names the two creatures one after the other ([`Ask::IceChain`],
//! answered with `Choice::AddTarget`): first a creature on the battlefield
//! with another next to it, then one next to the first; a single choice is
//! taken without a decision, none: nothing happens. Any creatures may be
//! named, of either side, the card itself too; with the setting
//! `ice_chain_enemies_only` both must be the opponent's. Each gets an
//! ice-chain marker ([`MarkerKind::IceChain`], event `MarkerPut`) until the
//! end of the turn.
//!
//! Whether the two still stand next to each other is checked in ONE place,
//! a rule effect (503.1, [`Game::ice_chains_hold`]) that runs whenever the
//! game settles after anything — a step, a jump, a push, a swap, a
//! teleport, a flight, a death, an exile — so every way of parting reaches
//! it. A chain whose two cards are no longer both on the battlefield next to
//! each other (a card that left play has lost its marker) breaks: the
//! markers left go (`MarkerGone`), and the card's trigger fires once for
//! each of the two still in play, declared like the first; each executes
//! with its own die, wounding that creature by the weak, medium or strong
//! value (an effect of the card, not an attack). A chain whose markers
//! expired with the turn is forgotten without a wound.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["ice_chain"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "Two creatures next to each other are chained for the turn; parted, each is wounded by a die.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{refuse, Choice, Game, Illegal, Refusal};
use crate::model::ability::{EffectKind, MarkerKind, Until, Value};
use crate::rules::markers::MarkedAt;
use crate::rules::trigger::EffectCtx;

/// Two creatures chained by `source`'s trigger `index`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct IceChain {
    pub(in crate::mechanics) source: CardId,
    pub(in crate::mechanics) index: u8,
    pub(in crate::mechanics) pair: [CardId; 2],
}

/// An ice chain waiting for its controller to name a creature: the effect
/// `at` of the ability of `ctx`, the first creature named (none yet).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Chaining {
    pub(in crate::mechanics) ctx: EffectCtx,
    pub(in crate::mechanics) at: u8,
    pub(in crate::mechanics) first: Option<CardId>,
}

impl Game {
    /// Is `source`'s trigger `index` an ice chain (declared into the queue,
    /// naming its own card)?
    pub(in crate::mechanics) fn ice_chains(&self, source: CardId, index: u8) -> bool {
        self.ability(source, index)
            .is_some_and(|a| a.effects.iter().any(|e| matches!(e.kind, EffectKind::IceChain(_))))
    }

    /// May the ice chain's trigger be declared: a creature whose chain broke
    /// waits for its wounds, or two creatures stand next to each other that
    /// it may chain? With neither it fires for nothing and is skipped.
    pub(in crate::mechanics) fn check_ice_chain(&self, source: CardId, index: u8) -> Result<(), Illegal> {
        if self.s.mech.ice_wounds.iter().any(|w| w.0 == source) {
            return Ok(());
        }
        let ctx = self.effect_ctx(source, index, None, 0);
        if self.chain_options(&ctx, None).is_empty() {
            return refuse(Rule::R501_17, Refusal::NotAdjacent);
        }
        Ok(())
    }

    /// Does `source`'s trigger `index`, an ice chain, owe a creature its
    /// wounds? It acts then even if the card has left play (its chain
    /// outlives it, and it may have been one of the two).
    pub(in crate::mechanics) fn ice_wound_due(&self, source: CardId, index: u8) -> bool {
        self.ice_chains(source, index) && self.s.mech.ice_wounds.iter().any(|w| w.0 == source)
    }

    /// The ice chain's trigger executes: a creature whose chain broke is
    /// wounded (the oldest waiting for this card), else a pair is chained.
    /// The trigger finishes unless a question or a die waits.
    pub(in crate::mechanics) fn run_ice_chain(&mut self, source: CardId, index: u8) {
        let db = std::sync::Arc::clone(&self.db);
        let Some(a) = self.ability_in(&db, source, index) else {
            self.finish(true);
            return;
        };
        let wounded = self
            .s
            .mech
            .ice_wounds
            .iter()
            .position(|w| w.0 == source)
            .map(|i| self.s.mech.ice_wounds.remove(i).1);
        let ctx = self.effect_ctx(source, index, None, 0);
        if !self.apply_effects(&ctx, a, 0, wounded) {
            self.finish(true);
        }
    }

    /// The effect `at` comes. On a creature whose chain broke (`target`):
    /// its die first (the chain stops for it, true), then its wounds. Else
    /// the pair is named: the chain stops for the controller (true) unless
    /// there is one choice or none.
    pub(in crate::mechanics) fn ice_chain_comes(
        &mut self,
        ctx: &EffectCtx,
        at: usize,
        target: Option<CardId>,
        values: [u8; 3],
    ) -> bool {
        if let Some(t) = target {
            if !self.card(t).zone.in_play() {
                return false;
            }
            let n = match crate::model::card::fixed_value(&values) {
                Some(n) => n,
                None if ctx.rolled > 0 => crate::rules::pick::by_roll(values, ctx.rolled),
                None => {
                    self.wait_for_level(ctx, at, Some(t));
                    return true;
                }
            };
            self.apply_effect(ctx, at as u8, &EffectKind::Wound(Value::Fixed(n as i8)), t);
            return false;
        }
        self.name_chained(ctx, at, None)
    }

    /// The next creature of the pair is named (`first` the one named
    /// already): asked with two choices or more (true), taken alone, or
    /// nothing with none.
    fn name_chained(&mut self, ctx: &EffectCtx, at: usize, first: Option<CardId>) -> bool {
        let options = self.chain_options(ctx, first);
        match (options.as_slice(), first) {
            ([], _) => false,
            ([c], None) => self.name_chained(ctx, at, Some(*c)),
            ([c], Some(f)) => {
                self.link_chained(ctx, [f, *c]);
                false
            }
            _ => {
                self.ask(Waiting::Mechanic(crate::mechanics::Waiting::IceChain(Chaining {
                    ctx: *ctx,
                    at: at as u8,
                    first,
                })));
                true
            }
        }
    }

    /// May `c` be named for the chain of `ctx` (after `first`): a face-up
    /// creature on the battlefield — the opponent's with the setting
    /// `ice_chain_enemies_only` — next to `first`, or, named first, with
    /// another such creature next to it?
    fn check_chained(&self, ctx: &EffectCtx, first: Option<CardId>, c: CardId) -> Result<(), Illegal> {
        let Some(card) = self.get_card(c) else {
            return refuse(Rule::R502_3, Refusal::NoSuchCard);
        };
        let Some(cell) = card.zone.cell().filter(|_| self.is_creature(c) && card.face_up) else {
            return refuse(Rule::R501_17, Refusal::NotACreature);
        };
        if self.cfg.ice_chain_enemies_only && card.controller == ctx.side {
            return refuse(Rule::R501_17, Refusal::NotAnEnemy);
        }
        match first {
            Some(f) if f == c => refuse(Rule::R501_17, Refusal::NotAdjacent),
            Some(f) => match self.card(f).zone.cell() {
                Some(fc) if fc.is_adjacent(cell) => Ok(()),
                _ => refuse(Rule::R501_17, Refusal::NotAdjacent),
            },
            None if self
                .neighbours_in_board_order(c)
                .into_iter()
                .any(|n| self.check_chained(ctx, Some(c), n).is_ok()) =>
            {
                Ok(())
            }
            None => refuse(Rule::R501_17, Refusal::NotAdjacent),
        }
    }

    /// The creatures that may be named now, in board order (a1, b1, … e6).
    fn chain_options(&self, ctx: &EffectCtx, first: Option<CardId>) -> Vec<CardId> {
        self.board_cards()
            .filter(|&c| self.check_chained(ctx, first, c).is_ok())
            .collect()
    }

    /// The two creatures are chained until the end of the turn.
    fn link_chained(&mut self, ctx: &EffectCtx, pair: [CardId; 2]) {
        // A card chains one pair at a time: an older chain of its is forgotten.
        self.s.mech.ice_chains.retain(|c| c.source != ctx.source);
        for c in pair {
            self.events.push(Event::TargetChosen {
                source: ctx.source,
                target: c,
            });
            self.put_marker(MarkedAt::Card(c), MarkerKind::IceChain, 0, ctx.source, ctx.side, Until::EndOfTurn);
        }
        self.s.mech.ice_chains.push(IceChain {
            source: ctx.source,
            index: ctx.ability,
            pair,
        });
    }

    /// Does `c` bear the ice-chain marker `source` put?
    fn chained_by(&self, c: CardId, source: CardId) -> bool {
        self.s
            .markers
            .iter()
            .any(|m| m.at == MarkedAt::Card(c) && m.kind == MarkerKind::IceChain && m.source == source)
    }

    /// The rule effect of the ice chains (503.1): the one check of whether
    /// the two chained creatures still stand next to each other, whatever
    /// parted them. A broken chain loses its markers, and its card's trigger
    /// fires for each of the two still in play, to wound it. A chain whose
    /// markers are gone (the turn ended) is forgotten. Whether one broke.
    pub(in crate::mechanics) fn ice_chains_hold(&mut self) -> bool {
        let mut broke = false;
        let mut i = 0;
        while i < self.s.mech.ice_chains.len() {
            let chain = self.s.mech.ice_chains[i];
            let [a, b] = chain.pair;
            let marked = [self.chained_by(a, chain.source), self.chained_by(b, chain.source)];
            let cells = [self.card(a).zone.cell(), self.card(b).zone.cell()];
            let together = marked == [true, true]
                && matches!(cells, [Some(x), Some(y)] if x.is_adjacent(y));
            if together {
                i += 1;
                continue;
            }
            self.s.mech.ice_chains.remove(i);
            if marked == [false, false] && self.card(a).zone.in_play() && self.card(b).zone.in_play() {
                // Both markers expired with the turn: no break.
                continue;
            }
            broke = true;
            for c in chain.pair {
                if self.take_card_marker_from(c, MarkerKind::IceChain, chain.source) {
                    self.events.push(Event::MarkerGone {
                        kind: MarkerKind::IceChain,
                        at: MarkedAt::Card(c),
                    });
                }
            }
            for c in chain.pair {
                if self.card(c).zone.in_play() {
                    self.s.mech.ice_wounds.push((chain.source, c));
                    let cell = self.acting_cell(chain.source);
                    self.fire(chain.source, Some(c), cell, vec![chain.index]);
                }
            }
        }
        broke
    }

    /// Takes `c`'s marker of `kind` put by `source` off it; whether it bore one.
    fn take_card_marker_from(&mut self, c: CardId, kind: MarkerKind, source: CardId) -> bool {
        let before = self.s.markers.len();
        self.s
            .markers
            .retain(|m| !(m.at == MarkedAt::Card(c) && m.kind == kind && m.source == source));
        self.s.markers.len() != before
    }
}

impl Asking for Chaining {
    fn waits(&self, _g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::IceChain { first: self.first },
            player: self.ctx.side,
            source: self.ctx.source,
            index: self.ctx.ability,
        })
    }

    /// The cards on the battlefield, in board order (by cell: a1, b1, … e6).
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        out.extend(g.board_cards().map(Choice::AddTarget));
    }

    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::AddTarget(c) => g.check_chained(&self.ctx, self.first, c),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    /// The controller named a creature: the second is asked for next, or
    /// the pair is chained and the chain goes on; the ability finishes
    /// unless something else waits.
    fn answer(self, g: &mut Game, choice: Choice) {
        let Choice::AddTarget(c) = choice else { return };
        let stopped = match self.first {
            None => g.name_chained(&self.ctx, self.at as usize, Some(c)),
            Some(f) => {
                g.link_chained(&self.ctx, [f, c]);
                false
            }
        };
        if stopped {
            return;
        }
        let db = std::sync::Arc::clone(&g.db);
        let Some(a) = g.ability_in(&db, self.ctx.source, self.ctx.ability) else {
            g.finish(true);
            return;
        };
        if !g.apply_effects(&self.ctx, a, self.at as usize + 1, None) {
            g.finish(true);
        }
    }
}
