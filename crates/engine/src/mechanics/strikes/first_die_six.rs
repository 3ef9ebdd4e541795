//! The first die of a turn shows 6 (Ясновидящая,
//! [`Keyword::FirstDieSix`]): while such a card is face up in play with its
//! abilities, the first die of each turn that is due for a card of its
//! controller — an attacking or defending die of a simple strike, the die
//! of an ability, a die rolled again — is not rolled: it shows 6, with no
//! chance event (event `DieSet`); die bonuses still add.
//!
//! Our reading: «ваш бросок» is a die rolled for a card of that player;
//! every turn counts, the opponent's too («за ход»); a die rolled before
//! the card came into play in that turn was the turn's first. The dice of
//! each player in the turn are followed only in games with such a card.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["first_die_six"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "The first die of each turn rolled for its player's cards shows 6.";

use crate::game::event::Event;
use crate::game::Game;
use crate::model::card::Keyword;

impl Game {
    /// A die is due: if it is the first this turn of its card's player, it
    /// is noted, and with a face-up card of that player with the keyword it
    /// shows 6 at once (true). False: it is rolled as usual.
    pub(in crate::mechanics) fn first_die_six(&mut self) -> bool {
        if self.features.keywords & Keyword::FirstDieSix.bit() == 0 {
            return false;
        }
        let Some((kind, card)) = self.due_die() else {
            return false;
        };
        let p = self.card(card).controller;
        if self.s.mech.rolled[p.index()] {
            return false;
        }
        self.s.mech.rolled[p.index()] = true;
        let seer = self.s.play.iter().copied().find(|&c| {
            let s = self.card(c);
            s.controller == p && s.face_up && self.has_keyword(c, Keyword::FirstDieSix)
        });
        let Some(source) = seer else {
            return false;
        };
        self.events.push(Event::DieSet { card, source, value: 6 });
        self.do_chance(kind, 6);
        true
    }
}
