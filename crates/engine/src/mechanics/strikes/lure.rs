//! Enemy flyers attack only this card (Паук-пересмешник,
//! [`Keyword::DrawsFlyers`]): while such a card of
//! a player is face up in play, the opponent's flyers may declare attacks
//! of every kind — simple strikes, special strikes, ranged attacks, a
//! trigger's attack — only at a card with the keyword (514.2: a
//! restriction on choosing the target, checked at the declaration and at
//! the legality-check step like range, 501.17). It gives no reach: an
//! attack must still be able to hit the card by its own method. A flyer
//! with `ignores_taunt` is not bound. The options and the refusals come
//! from [`Game::check_lure`], called by the target checks of attacks.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["draws_flyers"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "While the card is in play, enemy flyers may attack only cards like it.";

use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{refuse, Game, Illegal, Refusal};
use crate::model::card::Keyword;

impl Game {
    /// May `source` attack `target`, as far as the enemy's flyer lures go?
    /// Games whose cards can't have the keyword pay one bit test.
    #[inline(always)]
    pub(in crate::mechanics) fn check_lure(&self, source: CardId, target: CardId) -> Result<(), Illegal> {
        if self.features.keywords & Keyword::DrawsFlyers.bit() == 0 {
            return Ok(());
        }
        self.check_lure_slow(source, target)
    }

    #[inline(never)]
    fn check_lure_slow(&self, source: CardId, target: CardId) -> Result<(), Illegal> {
        if !self.flies(source) || self.has_keyword(source, Keyword::IgnoresTaunt) {
            return Ok(());
        }
        let me = self.card(source).controller;
        let lures = |c: CardId| {
            let card = self.card(c);
            card.zone.in_play() && card.face_up && card.controller != me && self.has_keyword(c, Keyword::DrawsFlyers)
        };
        if lures(target) || !self.s.play.iter().any(|&c| lures(c)) {
            return Ok(());
        }
        refuse(Rule::R514_2, Refusal::Taunted)
    }
}
