//! Swapping two creatures' cells (Рукан, Пастух Кронга, set 2): a spell's
//! or an impact's effect on its first group of two chosen targets
//! ([`EffectKind::Swap`]).
//!
//! - Each target stands on a cell of the battlefield (502.7): a flyer in
//!   the additional zone or a seated symbiote stands on none (KINDS §6
//!   «эффекты, которым нужна клетка»), so neither can be named
//!   (`NotOnBattlefield`). With `adjacent` the second one named must stand
//!   next to the first («двух стоящих рядом друг с другом», `NotAdjacent`,
//!   501.17), at the naming and again at the legality-check step.
//! - When it executes the two exchange their cells: a displacement of each
//!   (event `Pushed` for both, their `on displaced` triggers), not their
//!   movement — nothing is spent and no moving trigger fires. With fewer
//!   than two targets left, or one of them off its cell, nothing moves.
//!
//! [`EffectKind::Swap`]: crate::model::ability::EffectKind::Swap

use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::{refuse, Game, Illegal, Refusal};

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["swap"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "Two chosen creatures standing on cells (next to each other, with `swap adjacent`) exchange their cells.";

impl Game {
    /// The other target already named with `t` by `source`'s spell or
    /// impact: in the draft being named, or in the declaration at its
    /// legality-check step.
    fn swap_partner(&self, source: CardId, t: CardId) -> Option<CardId> {
        if let Some(d) = self.s.draft.as_deref().filter(|d| d.source == source) {
            return d.targets.iter().find(|&o| o != t);
        }
        let x = self.s.exec.last().filter(|x| x.decl.source == source)?;
        x.decl.targets.iter().find(|&o| o != t)
    }

    /// May `source`'s swap name `t` (502.4, 502.7): a creature on a cell of
    /// the battlefield, and with `adjacent` next to the other one named.
    pub(in crate::mechanics) fn check_swapped(&self, source: CardId, adjacent: bool, t: CardId) -> Result<(), Illegal> {
        let Zone::Battlefield(at) = self.card(t).zone else {
            return refuse(Rule::R502_7, Refusal::NotOnBattlefield);
        };
        // Our reading: a card sharing a cell (KINDS §10) is not swapped, so
        // that each of the two cells it goes onto has room for it.
        if self.guest_at(at).is_some() {
            return refuse(Rule::R502_7, Refusal::CellOccupied);
        }
        if adjacent {
            if let Some(other) = self.swap_partner(source, t) {
                if !self.card(other).zone.cell().is_some_and(|c| c.is_adjacent(at)) {
                    return refuse(Rule::R501_17, Refusal::NotAdjacent);
                }
            }
        }
        Ok(())
    }

    /// The two targets exchange their cells (502.7): displacements, not
    /// movement.
    pub(in crate::mechanics) fn swap_cards(&mut self, targets: &[CardId]) {
        let [a, b] = targets else { return };
        let (Zone::Battlefield(ca), Zone::Battlefield(cb)) = (self.card(*a).zone, self.card(*b).zone) else {
            return;
        };
        // `a` shares `cb` with `b` for a moment; when `b` leaves, `a` holds it.
        self.move_card(*a, Zone::Battlefield(cb));
        self.move_card(*b, Zone::Battlefield(ca));
        self.events.push(Event::Pushed {
            card: *a,
            from: ca,
            to: cb,
        });
        self.events.push(Event::Pushed {
            card: *b,
            from: cb,
            to: ca,
        });
        self.displaced(*a);
        self.displaced(*b);
    }
}
