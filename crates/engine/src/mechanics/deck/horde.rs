//! Орда (horde, [`Keyword::Horde`]; KINDS.md §2 and §10, [?] after NXT):
//! a deck may hold the rules setting `horde_copies` (6) copies of a card
//! with horde instead of `max_copies` (3). The deck check
//! (`crate::game::check_deck`) asks it through the hook
//! `Hooks::copies_allowed`, and the deck builders of the command line and
//! the server refuse through that check, so there is one answer. Texts
//! test the word with `has_keyword horde` («ваши существа с ордой»,
//! Пустошь Тул-Багар); in play it does nothing else.
//!
//! [`Keyword::Horde`]: crate::model::card::Keyword::Horde

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["horde"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "Horde: a deck may hold horde_copies (6) copies of the card.";

use crate::game::config::RulesConfig;
use crate::model::card::{CardDb, DefId, Keyword};

/// The copies of `def` a deck may hold: `horde_copies` for a card with
/// horde, `max_copies` for the others (GAME.md §3, KINDS §2). An id the
/// database does not hold gets `max_copies` (the deck check refuses it
/// before it asks).
pub(in crate::mechanics) fn copies_allowed(db: &CardDb, cfg: &RulesConfig, def: DefId) -> usize {
    if (def as usize) < db.len() && db.get(def).keywords().any(|k| *k == Keyword::Horde) {
        cfg.horde_copies
    } else {
        cfg.max_copies
    }
}
