//! «Вернуть показанные карты на верх колоды в любом порядке» (Махинатор):
//! an effect ([`EffectKind::RestackShown`]) that puts the cards the
//! controller's latest prophecy showed back on top of its deck, after the
//! prophecy's shuffle (503.1), in the order the controller chooses.
//!
//! The prophecy's cards are kept in [`State::last_shown`] (they are of one
//! deck, their owner's); only those still in the deck go back. The order is a
//! sequence of choices, from the top down: while two cards or more are left
//! the chain stops ([`Step::Restack`]) and the controller names the next one
//! (the ability's `CastTargets` decision, options [`Choice::AddTarget`]); the
//! first one named becomes the top card, each later one goes just under the
//! ones before it, and the last one left follows without a choice. What is
//! offered and what is accepted both come from [`Game::restack_left`].
//!
//! Both players saw those cards, so both know where they lie now: each is
//! remembered in [`State::deck_known`] until it leaves the deck or the deck
//! is shuffled, and determinization keeps it in its place
//! (`crate::determinize`).
//!
//! [`State::last_shown`]: crate::game::State::last_shown
//! [`State::deck_known`]: crate::game::State::deck_known

use crate::ability::EffectKind;
use crate::event::Event;
use crate::game::{Choice, Game, Illegal, Refusal, Step};
use crate::rules::Rule;
use crate::state::Zone;
use crate::trigger::EffectCtx;
use crate::types::{CardId, Player};

/// A restack waiting for the controller's next card: the chain of the
/// ability of `ctx` goes on from effect `at + 1`, acting on `target`;
/// `placed` cards are on top already.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Restacking {
    pub ctx: EffectCtx,
    pub at: u8,
    pub target: Option<CardId>,
    pub placed: u8,
}

impl Game {
    /// The shown cards of `player`'s latest prophecy still in its deck and
    /// not among its top `placed` cards (the ones this restack put there), in
    /// the order they were shown.
    pub(crate) fn restack_left(&self, player: Player, placed: u8) -> Vec<CardId> {
        let deck = &self.s.players[player.index()].deck;
        let top = &deck[deck.len().saturating_sub(placed as usize)..];
        self.s
            .last_shown
            .iter()
            .copied()
            .filter(|&c| {
                let card = self.card(c);
                card.owner == player && card.zone == Zone::Deck && !top.contains(&c)
            })
            .collect()
    }

    /// The restack at effect `at` of the ability of `ctx` comes: with two
    /// cards or more to order, in the running action of this ability, the
    /// chain stops for the controller (true); otherwise the cards (one, or
    /// several where nothing can wait, in the order shown) go on top and the
    /// chain goes on (false).
    pub(crate) fn start_restack(&mut self, ctx: &EffectCtx, at: usize, target: Option<CardId>) -> bool {
        let left = self.restack_left(ctx.side, 0);
        // Only the running action of this very ability can wait: a trigger
        // declared into the queue (every trigger with a restack goes there).
        let running = self.s.exec.last().is_some_and(|x| {
            x.decl.source == ctx.source && crate::queue::cast_index(x.decl.action) == Some(ctx.ability)
        });
        if left.len() >= 2 && running {
            self.exec_mut().step = Step::Restack(Restacking {
                ctx: *ctx,
                at: at as u8,
                target,
                placed: 0,
            });
            return true;
        }
        for (depth, &c) in left.iter().enumerate() {
            self.put_under_top(ctx.side, c, depth);
        }
        false
    }

    /// Puts `c`, a card of `player`'s deck, under the top `depth` cards of it;
    /// both players know it lies there.
    fn put_under_top(&mut self, player: Player, c: CardId, depth: usize) {
        let deck = &mut self.s.players[player.index()].deck;
        let Some(i) = deck.iter().position(|&x| x == c) else {
            return;
        };
        deck.remove(i);
        let at = deck.len().saturating_sub(depth);
        deck.insert(at, c);
        self.s.deck_known.retain(|k| k.0 != c);
        self.s.deck_known.push((c, 0b11));
        self.events.push(Event::PutOnDeck {
            player,
            card: c,
            top: true,
            open: true,
        });
    }

    /// `player`'s deck was shuffled: no one knows where its cards lie.
    pub(crate) fn forget_deck_order(&mut self, player: Player) {
        let cards = &self.s.cards;
        self.s.deck_known.retain(|k| cards[k.0.index()].owner != player);
    }

    /// The restack waiting for its next card, if any.
    pub(crate) fn restacking(&self) -> Option<Restacking> {
        if !matches!(self.s.phase, crate::game::Phase::Exec) {
            return None;
        }
        match self.s.exec.last()?.step {
            Step::Restack(w) => Some(w),
            _ => None,
        }
    }

    /// Does the pending `CastTargets` decision ask for the next shown card
    /// to put back on top of the deck, rather than a spell's targets?
    pub fn restacks_shown(&self) -> bool {
        self.restacking().is_some()
    }

    /// The cards the controller may name next, in the order shown.
    pub(crate) fn restack_choices(&self, out: &mut Vec<Choice>) {
        if let Some(w) = self.restacking() {
            out.extend(
                self.restack_left(w.ctx.side, w.placed)
                    .into_iter()
                    .map(Choice::AddTarget),
            );
        }
    }

    /// May the controller name `choice` next? Only a shown card still to be
    /// put back (GAME §7).
    pub(crate) fn check_restack(&self, choice: Choice) -> Result<(), Illegal> {
        let ok = match (self.restacking(), choice) {
            (Some(w), Choice::AddTarget(t)) => self.restack_left(w.ctx.side, w.placed).contains(&t),
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(Illegal {
                rule: Rule::Keywords,
                reason: Refusal::TargetConditionNotMet,
            })
        }
    }

    /// The controller named `t`: it goes under the cards already put back;
    /// when one card is left it follows, the chain goes on, and the action
    /// finishes unless something else waits.
    pub(crate) fn restack_next(&mut self, t: CardId) {
        let Some(mut w) = self.restacking() else { return };
        self.put_under_top(w.ctx.side, t, w.placed as usize);
        w.placed += 1;
        let left = self.restack_left(w.ctx.side, w.placed);
        if left.len() >= 2 {
            self.exec_mut().step = Step::Restack(w);
            return;
        }
        for (i, &c) in left.iter().enumerate() {
            self.put_under_top(w.ctx.side, c, w.placed as usize + i);
        }
        let db = std::sync::Arc::clone(&self.db);
        let Some(a) = db
            .get(self.card(w.ctx.source).def)
            .abilities
            .get(w.ctx.ability as usize)
        else {
            return;
        };
        debug_assert_eq!(
            a.effects.get(w.at as usize).map(|e| &e.kind),
            Some(&EffectKind::RestackShown)
        );
        if !self.apply_effects(&w.ctx, a, w.at as usize + 1, w.target) {
            self.finish(true);
        }
    }
}
