//! Cards of a deck put back in an order their player chooses:
//!
//! - Махинатор's return of the shown cards to the top of the deck
//!   ([`EffectKind::RestackShown`]): the cards the controller's latest
//!   prophecy showed go back on top of its deck, after the prophecy's
//!   shuffle (503.1). They are kept in [`State::last_shown`] (of one deck,
//!   their owner's); only those still in the deck go back. Both players saw
//!   them, so both know where they lie.
//! - Ведунья Ордена's look at the top 3 cards and their return, each on
//!   top or at the bottom, in an order of her player's
//!   ([`EffectKind::ArrangeTop`]): the controller looks at the top cards of
//!   its deck (private events: only it learns them) and puts each back on
//!   top or at the bottom. Only it knows where they lie.
//!
//! The cards being put back are [`State::arranging`]. The order is a
//! sequence of choices, from the top down: while a choice is left the chain
//! stops and the controller is asked ([`Ask::Restack`]) to name the next
//! card ([`Choice::AddTarget`]). On top,
//! the first one named becomes the top card and each later one goes just
//! under the ones before it. Where the bottom is allowed, `TargetsDone`
//! turns to the bottom: the cards named after it go to the bottom, each
//! under the ones named before it (the last one named is the bottom card).
//! A last card with no choice left follows by itself. What is offered and
//! what is accepted both come from the question's one check.
//!
//! What a player knows of the place of a deck card is remembered in
//! [`State::deck_known`] until the card leaves the deck or the deck is
//! shuffled, and determinization keeps it there (`crate::game::determinize`).
//!
//! [`State::last_shown`]: crate::game::State::last_shown
//! [`State::arranging`]: crate::game::State::arranging
//! [`State::deck_known`]: crate::game::State::deck_known

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["restack_shown", "arrange_top"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "Cards go back onto the deck (or under it) in an order their player chooses.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::{Choice, Game, Illegal, Refusal};
use crate::model::ability::EffectKind;
use crate::rules::trigger::EffectCtx;

/// Cards being put back, waiting for the controller's next choice: the
/// chain of the ability of `ctx` goes on from effect `at + 1`, acting on
/// `target`; `top` cards are on top already.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Restacking {
    pub(in crate::mechanics) ctx: EffectCtx,
    pub(in crate::mechanics) at: u8,
    pub(in crate::mechanics) target: Option<CardId>,
    pub(in crate::mechanics) top: u8,
    /// The cards may go to the bottom too (Ведунья Ордена).
    pub(in crate::mechanics) may_bottom: bool,
    /// The controller turned to the bottom: the next cards go there.
    pub(in crate::mechanics) to_bottom: bool,
    /// Both players know the cards (a prophecy showed them).
    pub(in crate::mechanics) open: bool,
}

impl Game {
    /// The effect `at` of the ability of `ctx`, a restack of the shown cards
    /// or an arrangement of the top `n` cards, comes: the cards are set
    /// aside to be put back; with a choice to make, in the running action of
    /// this ability, the chain stops for the controller (true); otherwise
    /// the cards go on top in their order (the one card, or several where
    /// nothing can wait) and the chain goes on (false).
    pub(in crate::mechanics) fn start_restack(
        &mut self,
        ctx: &EffectCtx,
        at: usize,
        target: Option<CardId>,
        kind: &EffectKind,
    ) -> bool {
        let player = ctx.side;
        let (cards, may_bottom, open) = match *kind {
            EffectKind::RestackShown => {
                let cards: Vec<CardId> = self
                    .s
                    .last_shown
                    .iter()
                    .copied()
                    .filter(|&c| self.card(c).owner == player && self.card(c).zone == Zone::Deck)
                    .collect();
                (cards, false, true)
            }
            EffectKind::ArrangeTop(n) => {
                let deck = &self.s.players[player.index()].deck;
                let cards: Vec<CardId> = deck.iter().rev().take(n as usize).copied().collect();
                for &card in &cards {
                    self.events.push(Event::DeckCardSeen { player, card });
                }
                (cards, true, false)
            }
            _ => return false,
        };
        self.s.mech.arranging = cards;
        let w = Restacking {
            ctx: *ctx,
            at: at as u8,
            target,
            top: 0,
            may_bottom,
            to_bottom: false,
            open,
        };
        // Only the running action of this very ability can wait: a trigger
        // declared into the queue (every trigger with these effects goes there).
        let running = self.s.exec.last().is_some_and(|x| {
            x.decl.source == ctx.source && crate::rules::queue::cast_index(x.decl.action) == Some(ctx.ability)
        });
        if !running {
            while let Some(&c) = self.s.mech.arranging.first() {
                self.put_back(&w, c);
            }
            return false;
        }
        if self.restack_waits(w) {
            self.ask(Waiting::Mechanic(crate::mechanics::Waiting::Restack(w)));
            return true;
        }
        false
    }

    /// Puts the last card with no choice left where it must go; true when a
    /// choice is still to be made.
    fn restack_waits(&mut self, w: Restacking) -> bool {
        match self.s.mech.arranging.len() {
            0 => false,
            1 if w.to_bottom || !w.may_bottom => {
                let c = self.s.mech.arranging[0];
                self.put_back(&w, c);
                false
            }
            _ => true,
        }
    }

    /// Puts `c`, one of the cards being put back, under the `w.top` cards
    /// put on top before it, or (turned to the bottom) at the bottom, under
    /// the ones put there before it.
    fn put_back(&mut self, w: &Restacking, c: CardId) {
        let player = w.ctx.side;
        self.s.mech.arranging.retain(|&x| x != c);
        let deck = &mut self.s.players[player.index()].deck;
        let Some(i) = deck.iter().position(|&x| x == c) else {
            return;
        };
        deck.remove(i);
        let top = !w.to_bottom;
        let at = if top {
            deck.len().saturating_sub(w.top as usize)
        } else {
            0
        };
        deck.insert(at, c);
        let knows = if w.open { 0b11 } else { 1 << player.index() };
        self.s.deck_known.retain(|k| k.0 != c);
        self.s.deck_known.push((c, knows));
        self.events.push(Event::PutOnDeck {
            player,
            card: c,
            top,
            open: w.open,
        });
    }
}

impl Asking for Restacking {
    fn waits(&self, _g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::Restack {
                to_bottom: self.to_bottom,
                may_bottom: self.may_bottom && !self.to_bottom,
            },
            player: self.ctx.side,
            source: self.ctx.source,
            index: self.ctx.ability,
        })
    }

    /// The next card, in the order the cards were set aside, then
    /// `TargetsDone` (to turn to the bottom).
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        out.extend(g.s.mech.arranging.iter().map(|&c| Choice::AddTarget(c)));
        out.push(Choice::TargetsDone);
    }

    /// Only a card still to be put back, or the turn to the bottom where it
    /// may (GAME §7).
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        let ok = match choice {
            Choice::AddTarget(c) => g.s.mech.arranging.contains(&c),
            Choice::TargetsDone => self.may_bottom && !self.to_bottom,
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

    /// The controller named the next card (it goes on), or turned to the
    /// bottom; when no choice is left the chain goes on, and the action
    /// finishes unless something else waits.
    fn answer(mut self, g: &mut Game, choice: Choice) {
        match choice {
            Choice::AddTarget(t) => {
                g.put_back(&self, t);
                if !self.to_bottom {
                    self.top += 1;
                }
            }
            _ => self.to_bottom = true,
        }
        if g.restack_waits(self) {
            g.ask(Waiting::Mechanic(crate::mechanics::Waiting::Restack(self)));
            return;
        }
        let db = std::sync::Arc::clone(&g.db);
        let Some(a) = db
            .get(g.card(self.ctx.source).def)
            .abilities
            .get(self.ctx.ability as usize)
        else {
            return;
        };
        if !g.apply_effects(&self.ctx, a, self.at as usize + 1, self.target) {
            g.finish(true);
        }
    }
}
