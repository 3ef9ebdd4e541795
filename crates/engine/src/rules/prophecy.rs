//! Prophecy (пророчество, GAME.md §7): the top cards of a deck are shown to
//! both players and the deck is shuffled (503, a view of the deck). The
//! effects after it in the same ability read the shown cards through a
//! guard (`if shown elite`), and the controller's `on prophecy` triggers
//! fire while they are shown.

use crate::game::event::Event;
use crate::game::hooks::{Hooks, M};
use crate::game::state::Zone;
use crate::game::types::{CardId, Player};
use crate::game::Game;
use crate::model::ability::{Cond, Guard, TriggerEvent};
use crate::rules::trigger::EffectCtx;

impl Game {
    /// `source`'s prophecy of `n` cards, from its controller `player`'s deck.
    pub(crate) fn prophecy(&mut self, source: CardId, player: Player, n: u8) {
        let deck = &self.s.players[player.index()].deck;
        // The top of the deck is the end of the vector.
        let shown: Vec<CardId> = deck.iter().rev().take(n as usize).copied().collect();
        self.events.push(Event::Prophecy {
            source,
            shown: shown.len() as u8,
        });
        for &card in &shown {
            self.events.push(Event::CardShown { card });
        }
        self.s.last_shown.clone_from(&shown);
        self.s.shown = shown;
        self.shuffle_deck(player);
        self.prophecy_triggers(source, player);
        self.prophecy_each_triggers(source);
        // The shown cards' own `on shown` triggers (`crate::mechanics::deck::shown_entry`).
        self.shown_triggers(player);
    }

    /// The `on prophecy` triggers of `player`'s cards in play, in order of
    /// entry: `prophesies` only on `source` itself, `own_prophecy` on every
    /// card of the player. Their `vs` holds for every shown card.
    fn prophecy_triggers(&mut self, source: CardId, player: Player) {
        if !self.listened(TriggerEvent::Prophecy { own_cards: true }) || self.s.shown.is_empty() {
            return;
        }
        for i in 0..self.s.play.len() {
            let Some(&c) = self.s.play.get(i) else { break };
            if self.card(c).controller != player || !self.listens(c, TriggerEvent::Prophecy { own_cards: true }) {
                continue;
            }
            let fired = self.triggers_on(c, |on, vs| {
                let event = matches!(on, TriggerEvent::Prophecy { own_cards } if own_cards || c == source);
                event && self.all_shown(vs)
            });
            if !fired.is_empty() {
                let cell = self.card(c).zone.cell();
                self.fire(c, None, cell, fired);
            }
        }
    }

    /// The `on prophesies_each` triggers of `source`, whose prophecy it was
    /// (Информатор): each fires when at least one shown card meets its
    /// `vs`, with X the number that do (GAME §7).
    fn prophecy_each_triggers(&mut self, source: CardId) {
        let event = TriggerEvent::ProphesiesEach;
        if !self.listened(event) || self.s.shown.is_empty() || !self.listens(source, event) {
            return;
        }
        let fired = self.triggers_on(source, |on, vs| on == event && self.shown_meeting(vs) > 0);
        let cell = self.card(source).zone.cell();
        for index in fired {
            let n = match self.ability(source, index).map(|a| &a.usage) {
                Some(crate::model::ability::Usage::Trigger(t)) => self.shown_meeting(&t.vs),
                _ => 0,
            };
            // One firing of X, or X firings of 1 (the setting `prophesies_each_one_by_one`).
            let (times, x) = if self.cfg.prophesies_each_one_by_one {
                (n, 1)
            } else {
                (1, n)
            };
            for _ in 0..times {
                self.s.shown_x = x;
                self.fire(source, None, cell, vec![index]);
            }
        }
    }

    /// How many shown cards meet every condition.
    fn shown_meeting(&self, vs: &[Cond]) -> u8 {
        self.s
            .shown
            .iter()
            .filter(|&&c| vs.iter().all(|v| self.shown_meets(c, v)))
            .count() as u8
    }

    /// Does every shown card meet every condition (and was one shown)?
    fn all_shown(&self, vs: &[Cond]) -> bool {
        !self.s.shown.is_empty() && self.s.shown.iter().all(|&c| vs.iter().all(|v| self.shown_meets(c, v)))
    }

    /// Does an effect's guard hold now, for the ability of `ctx`, acting on
    /// `targets` (the attacked card; a spell's or an impact's targets)?
    pub(crate) fn guard_holds(&self, ctx: &EffectCtx, guard: &Guard, targets: &[CardId]) -> bool {
        match guard {
            Guard::Card(conds) => conds.iter().all(|c| self.self_cond(ctx.source, c)),
            Guard::Shown(conds) => self.all_shown(conds),
            // A card mechanic's guard (Лилит и Эйдерик's `if milled`).
            Guard::Milled(_) => M::guard_holds(self, ctx, guard),
            Guard::Picked(k) => ctx.picked == *k,
            Guard::PickedSelf { option, card } => {
                ctx.picked == *option && card.iter().all(|c| self.self_cond(ctx.source, c))
            }
            Guard::PickedTarget { option, target } => {
                ctx.picked == *option
                    && !targets.is_empty()
                    && targets
                        .iter()
                        .all(|&t| target.iter().all(|c| self.target_cond(ctx, t, c)))
            }
            Guard::Target(conds) => {
                !targets.is_empty()
                    && targets
                        .iter()
                        .all(|&t| conds.iter().all(|c| self.target_cond(ctx, t, c)))
            }
        }
    }

    /// A guard's condition on `t`, a card the ability acts on: seen from the
    /// ability's card; the ability's own attack, if it wounded `t`, is not
    /// part of `t`'s history (`wounded_by`).
    fn target_cond(&self, ctx: &EffectCtx, t: CardId, cond: &Cond) -> bool {
        match cond {
            Cond::WoundedBy { at_least, attacks } => {
                let own = if ctx.other == Some(t) { ctx.hit } else { None };
                self.wounded_by(t, *at_least, *attacks, own)
            }
            Cond::Not(inner) => !self.target_cond(ctx, t, inner),
            _ => {
                let seen = crate::rules::effects::AttackCtx {
                    target: t,
                    ..crate::rules::effects::AttackCtx::about(ctx.source)
                };
                self.cond(t, cond, &seen)
            }
        }
    }

    /// The `on shown` triggers of the cards a prophecy of `player`'s has
    /// just shown, those of `player`'s own deck, in the order shown.
    pub(crate) fn shown_triggers(&mut self, player: Player) {
        if !self.listened(TriggerEvent::Shown) {
            return;
        }
        for i in 0..self.s.shown.len() {
            let Some(&c) = self.s.shown.get(i) else { break };
            let card = self.card(c);
            if card.zone != Zone::Deck || card.owner != player || !self.db.listens(card.def, TriggerEvent::Shown) {
                continue;
            }
            let fired = self.triggers_on(c, |on, _| on == TriggerEvent::Shown);
            if !fired.is_empty() {
                self.fire(c, None, None, fired);
            }
        }
    }
}
