//! A ward over a player's cards ([`EffectKind::Ward`]): «предотвращает
//! следующие N ран от [атак] по вашим картам» for a while — Пустыня Дзара's
//! one wound after each own discharge, Маг Тор-Гарона's closing spell of
//! three wounds in the opponent's next turn.
//!
//! It is a prevention effect (the paragraphs after 515.1) that no card
//! carries as a constant ability: an effect made it, so it is kept in the
//! mechanics' state ([`Ward`], empty in a game where none was made) and the
//! prevention step asks for it (`crate::rules::prevention`, the hook
//! `ward_off`) with the player's other prevention effects: the inactive
//! player's first, then the active player's; within one player's, after the
//! effects of the cards in play. Like «prevent the next N», a wounding that
//! needs less leaves the rest for later woundings, on any card of the
//! player (creature or artifact) while the ward lasts; the wards of one
//! player apply in the order they were made.
//!
//! It lasts «до конца хода противника»: to the end of the current turn if
//! it is the opponent's, else of the opponent's next turn; or, with
//! `later` («в следующий ход противника»), only in the opponent's next
//! turn. It is no card's constant ability, so it stays when the card that
//! made it leaves play (a spell once cast holds).
//!
//! [`EffectKind::Ward`]: crate::model::ability::EffectKind::Ward

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["ward"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A shield of N wounds over all of a player's cards, spent by the next woundings, for the opponent's turn.";

use crate::game::event::Event;
use crate::game::types::{CardId, Player};
use crate::game::Game;
use crate::model::card::AttackSet;
use crate::rules::prevention::WoundFrom;
use crate::rules::trigger::EffectCtx;

/// A ward in force or to come.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ward {
    /// The card whose ability made it (named in the log).
    pub source: CardId,
    /// Whose cards it covers.
    pub player: Player,
    /// The wounds it may still prevent.
    pub left: u8,
    /// Only wounds from these attacks; `None`: from anything.
    pub from: Option<AttackSet>,
    /// The first and the last turn it holds in.
    pub first: u32,
    pub last: u32,
}

impl Game {
    /// The wards made and not yet over, for views and tools.
    pub fn wards(&self) -> &[Ward] {
        &self.s.mech.wards
    }

    /// The effect of `ctx`'s ability: a ward of `wounds` over its
    /// controller's cards, until the end of the opponent's turn (or, `later`,
    /// in the opponent's next turn only).
    pub(in crate::mechanics) fn make_ward(&mut self, ctx: &EffectCtx, wounds: u8, from: Option<AttackSet>, later: bool) {
        let player = ctx.side;
        let enemy_now = self.s.active != player;
        // The opponent's next turn; the counter saturates, as the turn start does.
        let next = self.s.turn.saturating_add(if enemy_now { 2 } else { 1 });
        let (first, last) = match (later, enemy_now) {
            (true, _) => (next, next),
            (false, true) => (self.s.turn, self.s.turn),
            (false, false) => (self.s.turn, next),
        };
        if wounds == 0 {
            return;
        }
        self.s.mech.wards.push(Ward {
            source: ctx.source,
            player,
            left: wounds,
            from,
            first,
            last,
        });
        self.events.push(Event::Warded {
            source: ctx.source,
            player,
            wounds,
            first,
            last,
        });
    }

    /// The prevention step (515 prevention): the wards of `player` in force
    /// take what they can of `wounds` about to be dealt to `target`, logging
    /// each application; returns the wounds left.
    pub(in crate::mechanics) fn ward_off(&mut self, target: CardId, wounds: u8, from: WoundFrom, player: Player) -> u8 {
        let turn = self.s.turn;
        if self.card(target).controller != player {
            return wounds;
        }
        let kind = from.attack_kind();
        let mut left = wounds;
        for i in 0..self.s.mech.wards.len() {
            if left == 0 {
                break;
            }
            let w = self.s.mech.wards[i];
            let covers = w.from.is_none_or(|set| kind.is_some_and(|k| set.contains(k)));
            if w.player != player || w.left == 0 || turn < w.first || turn > w.last || !covers {
                continue;
            }
            let prevented = w.left.min(left);
            left -= prevented;
            self.s.mech.wards[i].left -= prevented;
            self.events.push(Event::Prevented {
                source: w.source,
                card: target,
                prevented,
                left: Some(w.left - prevented),
            });
        }
        self.s.mech.wards.retain(|w| w.left > 0);
        left
    }

    /// The end of the turn: the wards whose last turn it is are over.
    pub(in crate::mechanics) fn expire_wards(&mut self) {
        let turn = self.s.turn;
        self.s.mech.wards.retain(|w| w.last > turn);
    }
}
