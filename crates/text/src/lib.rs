//! # berserk-text
//!
//! Everything of «Берсерк» that a player reads and the rules engine does
//! not need: option labels, what the game waits for, log lines, refusals,
//! and the names of the game's terms, in Russian (the default) or English.
//!
//! One mechanism makes both languages: a [`Lang`], [`t`] to pick the form of
//! that language, and [`count`] with a [`Noun`] for a number with a noun in
//! the right Russian plural form ([`plural_ru`]).
//!
//! ```
//! use berserk_text::{count, nouns, t, Lang};
//! assert_eq!(t(Lang::En, "удар", "strike"), "strike");
//! assert_eq!(count(Lang::Ru, 5u8, nouns::WOUNDS), "5 ран");
//! ```
//!
//! The texts of a game come from the [`GameText`] trait, implemented for
//! [`berserk_engine::Game`]:
//!
//! ```no_run
//! # fn show(game: &berserk_engine::Game) {
//! use berserk_text::{GameText, Lang};
//! for c in game.choices() {
//!     println!("{}", game.describe_choice(c, Lang::Ru));
//! }
//! # }
//! ```

mod events;
mod game;
pub mod glossary;
mod lang;
mod names;
pub mod nouns;
mod question;
mod refusal;

pub use game::GameText;
pub use lang::{count, has_cyrillic, plural_en, plural_ru, t, Lang, Noun};
pub use names::{
    attack_name, cast_kind_name, class_name, def_name, element_adjective, element_name, keyword_name, kind_name,
    level_name, player_name, prohibition_name, protection_name, transliterate, values_text, x_cost_name, CLASSES,
};
pub use refusal::{illegal_text, refusal_text};
