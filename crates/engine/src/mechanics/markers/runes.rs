//! «Цветущие руны» (Тергала): a spell names a row and puts a runes marker
//! on it ([`MarkerKind::Runes`]); at the start of its player's next turn the
//! marker goes off: the marker's card fires its `on runes_bloom` triggers,
//! their X being that player's creatures without wounds standing in the row
//! then. Such a trigger is a spell or an impact naming X targets one by one
//! (`crate::rules::trigger_cast`), and its amounts may be weak-medium-strong
//! ([`Value::Levels`], «на 1-2-2»): the ability's die is rolled when it
//! executes, once for all its targets, before they are affected (a rule of
//! such amounts, in `crate::rules::trigger_cast`).
//!
//! The deferred part belongs to the spell already cast, not to the card:
//! it happens while the card is in play or in its owner's graveyard (an
//! interpretation; the printed text sets no condition on the card).
//! The runes go off through the hook `turn_start_markers`; games whose cards
//! listen to no `on runes_bloom` pay one mask test.
//!
//! [`Value::Levels`]: crate::model::ability::Value::Levels

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["mark runes", "on runes_bloom"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A marker on a row that goes off at its player's next turn start and fires the card's triggers.";

use crate::game::event::Event;
use crate::game::types::Player;
use crate::game::Game;
use crate::model::ability::{MarkerKind, TriggerEvent};
use crate::rules::markers::MarkedAt;

impl Game {
    /// The start of `p`'s turn: `p`'s runes go off, each removed and its
    /// card's `on runes_bloom` triggers fired with their X. Returns whether
    /// any fired.
    pub(in crate::mechanics) fn runes_bloom(&mut self, p: Player) -> bool {
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
    pub(in crate::mechanics) fn unwounded_in_row(&self, p: Player, row: u8) -> u8 {
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
}
