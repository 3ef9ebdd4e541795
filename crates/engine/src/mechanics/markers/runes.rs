//! «Цветущие руны» (Тергала): a spell names a row and puts a runes marker
//! on it ([`MarkerKind::Runes`]); at the start of its player's next turn the
//! marker goes off: the marker's card fires its `on runes_bloom` triggers,
//! their X being that player's creatures without wounds standing in the row
//! then. Such a trigger is a spell or an impact naming X targets one by one
//! (`crate::rules::trigger_cast`), and its amounts may be weak-medium-strong
//! ([`Value::Levels`], «на 1-2-2»): the ability's die is rolled when it
//! executes, once for all its targets, before they are affected.
//!
//! The deferred part belongs to the spell already cast, not to the card:
//! it happens while the card is in play or in its owner's graveyard (an
//! interpretation; the printed text sets no condition on the card).
//! Games whose cards put no runes pay nothing: the markers list is empty.
//!
//! [`Value::Levels`]: crate::model::ability::Value::Levels

use crate::game::event::{Action, Event};
use crate::game::types::{CardId, Player};
use crate::game::{Game, Step};
use crate::model::ability::{EffectKind, MarkerKind, TriggerEvent, Value};
use crate::rules::markers::MarkedAt;

impl Game {
    /// The start of `p`'s turn: `p`'s runes go off, each removed and its
    /// card's `on runes_bloom` triggers fired with their X. Returns whether
    /// any fired.
    pub(crate) fn runes_bloom(&mut self, p: Player) -> bool {
        let mut any = false;
        let mut i = 0;
        while i < self.s.markers.len() {
            let m = self.s.markers[i];
            let (MarkerKind::Runes, MarkedAt::Row(row)) = (m.kind, m.at) else {
                i += 1;
                continue;
            };
            if m.player != p {
                i += 1;
                continue;
            }
            self.s.markers.remove(i);
            self.events.push(Event::MarkerGone { kind: m.kind, at: m.at });
            let c = m.source;
            let zone = self.card(c).zone;
            if !(zone.in_play() || zone == crate::game::state::Zone::Graveyard) {
                continue;
            }
            let x = self.unwounded_in_row(p, row);
            let fired = self.triggers_on(c, |on, _| on == TriggerEvent::RunesBloom);
            for &index in &fired {
                self.s.trigger_xs.push((c, index, x));
            }
            if !fired.is_empty() {
                any = true;
                self.fire(c, None, None, fired);
            }
        }
        any
    }

    /// The count for the runes: `p`'s creatures
    /// with no wounds standing in the absolute row `row`.
    pub(crate) fn unwounded_in_row(&self, p: Player, row: u8) -> u8 {
        self.s
            .play
            .iter()
            .filter(|&&c| {
                let card = self.card(c);
                card.controller == p
                    && card.wounds == 0
                    && self.is_creature(c)
                    && card.zone.cell().is_some_and(|cell| cell.row() == row)
            })
            .count() as u8
    }

    /// Does `source`'s ability `index` need its die before it is applied:
    /// an amount of weak-medium-strong values ([`Value::Levels`])?
    pub(crate) fn cast_rolls_die(&self, source: CardId, index: u8) -> bool {
        self.ability(source, index).is_some_and(|a| {
            a.effects.iter().any(|e| {
                matches!(
                    e.kind,
                    EffectKind::Wound(Value::Levels(_)) | EffectKind::Heal(Some(Value::Levels(_)))
                )
            })
        })
    }

    /// The executing trigger's spell or impact with a die waits for it.
    pub(crate) fn rolls_cast_die(&self, action: Action) -> bool {
        let Action::Triggered { index, .. } = action else {
            return false;
        };
        let Some(x) = self.s.exec.last() else { return false };
        matches!(x.step, Step::RollAbility)
            && x.target.is_none()
            && self.trigger_casts(x.decl.source, index)
            && self.cast_rolls_die(x.decl.source, index)
    }

    /// The ability's die is rolled: its level is kept for its amounts, and
    /// the spell or impact is applied to its targets (502.6).
    pub(crate) fn cast_die_rolled(&mut self, roll: u8) {
        let x = self.exec();
        let source = x.decl.source;
        self.events.push(Event::DieRolled {
            card: source,
            roll,
            bonus: 0,
            value: roll as i8,
        });
        self.exec_mut().level_roll = roll;
        if let Action::Triggered { index, .. } = x.decl.action {
            self.apply_trigger_cast(source, index);
        }
    }
}
