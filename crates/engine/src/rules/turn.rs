//! The turn (GAME.md §4): opening and movement at the start, the active
//! player's actions, closing to gain a token, the end of the turn.

use crate::game::event::{EndReason, Event, GameResult};
use crate::game::hooks::{Hooks, M};
use crate::game::types::Player;
use crate::game::{Game, Phase};
use crate::model::ability::Prohibition;

impl Game {
    /// Start of turn: the active player's cards open and movement is restored
    /// (rule effects, 503.1), armor is restored, then regeneration.
    pub(crate) fn start_turn(&mut self, p: Player) {
        if let Some(limit) = self.cfg.turn_limit {
            if self.s.turn >= limit {
                self.end_game(GameResult {
                    winner: None,
                    reason: EndReason::TurnLimit,
                });
                return;
            }
        }
        // A position may start at any turn number: the counter stops at its largest value.
        self.s.turn = self.s.turn.saturating_add(1);
        self.s.declared = 0;
        self.end_strike_streak();
        // «Первый за ход удар»: a new turn, no strike made yet.
        self.s.first_strike_unanswerable = 0;
        M::turn_started(self, p);
        self.s.active = p;
        self.s.phase = Phase::Main;
        self.events.push(Event::TurnStarted {
            player: p,
            turn: self.s.turn,
        });
        // The cards that open now and listen to it (Гризли Кронга).
        let mut opened = Vec::new();
        let listens_opening = self.listened(crate::model::ability::TriggerEvent::Opens);
        for i in 0..self.s.play.len() {
            let c = self.s.play[i];
            // Only the active player's cards get their movement back: the
            // others' is not looked up.
            let own = self.card(c).controller == p;
            let movement = if own { self.movement(c) } else { 0 };
            // «Не открывается в начале хода» (514.2: a prohibition beats the opening).
            let kept_closed = own && !self.card(c).open && self.prohibited(c, Prohibition::OpenAtTurnStart);
            let card = &mut self.s.cards[c.index()];
            // «В этот ход»: every card's history of the turn starts afresh.
            card.clear_history();
            if card.armor_used > 0 {
                card.armor_used = 0;
                self.events.push(Event::ArmorRestored { card: c });
            }
            if !own {
                continue;
            }
            card.moves_left = movement;
            card.moved = 0;
            card.strikes = 0;
            if card.stunned {
                // Оглушение: the card does not open this time; the marker goes.
                card.stunned = false;
                if !card.open {
                    self.events.push(Event::StayedClosed { card: c });
                }
            } else if kept_closed {
                self.events.push(Event::OpeningProhibited { card: c });
            } else if !card.open {
                card.open = true;
                self.events.push(Event::Opened { card: c });
                if listens_opening {
                    opened.push(c);
                }
            }
        }
        // «Когда открывается»: their triggers fire as they open (503.1).
        for c in opened {
            self.opened(c);
        }
        self.events.push(Event::MovementRestored { player: p });
        // Start-of-turn abilities: poison first, then regeneration ([?] order, GAME.md §4).
        let settled = self.turn_start_markers(p);
        if self.s.result.is_some() {
            return;
        }
        // Regeneration, with its replacement effects (516.1): a choice waits as a
        // decision, and the rest of the start (`after_regeneration`) follows it.
        self.regenerate_at_start(p, settled);
    }

    /// Ending the turn: the opponent's turn begins.
    pub(crate) fn end_turn(&mut self) {
        let p = self.s.active;
        self.end_strike_streak();
        // «В конце хода» triggers act first; one that names a target waits for
        // it, and the turn ends when the declarations it made are done.
        if !self.s.ending {
            self.s.ending = true;
            if self.turn_end_triggers(p) || self.s.result.is_some() {
                return;
            }
        }
        self.s.ending = false;
        // «В конце хода»: deferred abilities fix their targets now (120, 502.8),
        // before the effects that end with the turn are removed (GAME.md §4).
        if !self.s.deferred.is_empty() || !self.s.later.is_empty() {
            self.resolve_deferred();
            if self.s.result.is_some() {
                return;
            }
        }
        // Flights "until the end of the turn" end: the cards land (503.1).
        if !self.s.flights.is_empty() {
            self.land_all();
        }
        // Control taken "until the end of the turn" is lost: the opponent gets
        // the card back unless it can't be taken into that squad (517).
        if !self.s.lent.is_empty() {
            self.end_temporary_control();
        }
        // A trigger declared but not carried out keeps no event card.
        self.s.trigger_others.clear();
        self.s.missed_at.clear();
        self.s.trigger_xs.clear();
        // Once-per-turn abilities may be used again next turn.
        if !self.s.used.is_empty() {
            self.s.used.retain(|u| {
                !matches!(
                    u.2,
                    crate::model::card::UseLimit::Turn(_) | crate::model::card::UseLimit::TurnShared(_)
                )
            });
        }
        self.s.redirected_from.clear();
        // Effects lasting "until the end of the turn" are removed (503.1).
        self.expire_end_of_turn();
        // Markers lasting until the end of the turn are removed (503.1).
        if !self.s.markers.is_empty() {
            self.expire_markers();
        }
        // The mechanics' effects lasting to the end of the turn (503.1).
        M::turn_ending(self, p);
        self.events.push(Event::TurnEnded {
            player: p,
            turn: self.s.turn,
        });
        if self.s.back_row_hidden && p == self.s.first {
            self.reveal_back_row();
            self.rule_effects();
            if self.s.result.is_some() {
                return;
            }
        }
        self.start_turn(p.opponent());
    }
}
