//! The label words of set 2 (KINDS.md §10): Бестелесный
//! ([`Keyword::Incorporeal`]) and Стойкость ([`Keyword::Stamina`]).
//!
//! - Бестелесный [R as a label]: the word heads the card's own defence, and
//!   that defence is written on the card's other lines (a reduction, a
//!   prohibition …); the word itself is what other texts test («бестелесное
//!   существо», «небестелесным картам»: `has_keyword incorporeal`, read from
//!   the printed card like the other keyword tests). Sharing a cell with
//!   another creature (KINDS §10 [?], cards 20108, 20144, 30117, 40191) is
//!   a rule of its own, `crate::rules::sharing`.
//! - Стойкость [?]: an icon whose meaning no rule or reminder text gives;
//!   the four set-2 texts that name it (20013, 20032, 20037, 20191) only
//!   grant it. The engine shows it, grants it and tests it
//!   (`has_keyword stamina`) and gives it no effect.
//!
//! Neither needs a rule of its own, so neither costs a hot path anything:
//! they are keywords with a bit each ([`Keyword::bit`]) and no reader in the
//! rules.
//!
//! [`Keyword::Incorporeal`]: crate::model::card::Keyword::Incorporeal
//! [`Keyword::Stamina`]: crate::model::card::Keyword::Stamina
//! [`Keyword::bit`]: crate::model::card::Keyword::bit

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["incorporeal", "stamina"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "Labels of set 2: incorporeal heads a card's own defence and is tested by texts; stamina is shown and tested, no effect found.";
