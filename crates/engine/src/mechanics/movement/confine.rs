//! Cards that confine where enemy creatures move (514.2: a prohibition on
//! the cells of a move):
//!
//! - [`Keyword::ConfinesAdjacentEnemies`] (Ламия): an enemy creature standing
//!   next to the card may move — a step or a jump of its movement — only
//!   onto cells next to the card;
//! - [`Keyword::ConfinesEnemyJumps`] (Исса): an enemy creature may declare a
//!   jump or a teleport of its own only onto free cells next to the card;
//!   with no such cell (in the jump's reach), it can't declare one.
//!
//! Only the card's face-up, ability-holding presence on a cell counts; with
//! several such cards each confines (the cells must suit them all). The
//! options offered and the refusals read the same cells
//! ([`Game::confined_cells`]); a displacement by another card's ability
//! (a push, a spell's teleport) is no move of the creature's own.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["confines_adjacent_enemies", "confines_enemy_jumps"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "Enemy creatures move only onto cells next to the card: its neighbours' steps and jumps, or everyone's jumps and teleports.";

use crate::game::hooks::MoveWay;
use crate::game::types::CardId;
use crate::game::Game;
use crate::model::card::Keyword;

/// Every cell of the battlefield, one bit per cell index.
const ALL: u32 = (1 << crate::model::battlefield::CELLS) - 1;

impl Game {
    /// The cells `c` may reach by its own move of this way: every cell,
    /// less those the enemy cards confining it leave out (514.2).
    pub(in crate::mechanics) fn confined_cells(&self, c: CardId, way: MoveWay) -> u32 {
        let mask = Keyword::ConfinesAdjacentEnemies.bit() | Keyword::ConfinesEnemyJumps.bit();
        if self.features.keywords & mask == 0 {
            return ALL;
        }
        let me = self.card(c);
        let from = me.zone.cell();
        let mut allowed = ALL;
        for &l in self.in_play() {
            let s = self.card(l);
            if s.controller == me.controller || !s.face_up {
                continue;
            }
            let Some(at) = s.zone.cell() else {
                continue;
            };
            let near = at.adjacent_mask();
            let holds = way != MoveWay::Teleport
                && from.is_some_and(|f| f.is_adjacent(at))
                && self.has_keyword(l, Keyword::ConfinesAdjacentEnemies);
            let draws = way != MoveWay::Step && self.has_keyword(l, Keyword::ConfinesEnemyJumps);
            if holds || draws {
                allowed &= near;
            }
        }
        allowed
    }
}
