//! Exiled when alone
//! (Одинокий призрак, set 2): a card with [`Keyword::LoneExile`] is exiled
//! (KINDS §10: it leaves for the exile zone without dying) as a rule effect
//! (503.1) as soon as its controller has no other non-flying creature in
//! play — no ground creature and no symbiote (KINDS §2: ground creatures
//! and symbiotes are the non-flying creatures), read from the printed kind.
//! A face-down card is not yet seen to have it.
//!
//! [`Keyword::LoneExile`]: crate::model::card::Keyword::LoneExile

use crate::game::types::CardId;
use crate::game::Game;
use crate::model::card::Keyword;

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["lone_exile"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A card leaves for the exile zone as soon as its side has no other non-flying creature in play.";

impl Game {
    /// The rule effect: exiles the first face-up card with `lone_exile`
    /// whose controller has no other non-flying creature in play. Returns
    /// whether it exiled one.
    pub(in crate::mechanics) fn lone_exile(&mut self) -> bool {
        let alone = |c: CardId| {
            let me = self.card(c).controller;
            !self.s.play.iter().any(|&o| {
                o != c && self.card(o).controller == me && self.is_creature(o) && !self.def(o).is_flyer()
            })
        };
        let lone = self
            .s
            .play
            .iter()
            .copied()
            .find(|&c| self.card(c).face_up && self.has_keyword(c, Keyword::LoneExile) && alone(c));
        match lone {
            Some(c) => {
                self.exile_card(c);
                true
            }
            None => false,
        }
    }
}
