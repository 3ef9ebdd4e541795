//! # berserk-engine
//!
//! The rules engine of classic «Берсерк» (the grid edition): a pure,
//! deterministic state machine with no I/O. See [`Game`] for the decision
//! interface: [`Game::pending`], [`Game::legal_choices`], [`Game::apply`],
//! [`Game::apply_chance`] / [`Game::roll`].
//!
//! The source is laid out in layers, each depending only on the ones above it:
//!
//! - `game/`: the game's API and state — [`Game`] (pending, legal choices,
//!   apply, chance), [`state`], [`event`], [`view`], [`types`], [`config`],
//!   [`rule`] (rule citations), positions, determinization, invariants;
//! - `model/`: the vocabulary of cards — [`ability`] (the one ability model),
//!   [`card`] (card definitions, GAME.md §2), [`battlefield`] (§1),
//!   [`strike`] (§6, the dice table as a pure function);
//! - `rules/`: the rules, in modules that mirror the chapters — squad (§3),
//!   turn (§4), legality (one source of what may be declared), queue (§5,
//!   the declaration queue), effects and modifiers (constant abilities,
//!   damage, rule effects 503), triggers, casting, prevention, replacement,
//!   zones — reached through [`Game`];
//! - `decision/`: decisions as data, in no language — the questions asked in
//!   the middle of an effect ([`Question`], [`Ask`]: one protocol, one check
//!   for the options and the answers), the words that name options
//!   ([`OptionKey`], [`ActionWord`]) and the [`notation`] that writes any
//!   [`Choice`] as a short text and reads it back (game records store
//!   decisions in it; scenario files use the same words);
//! - `mechanics/`: card mechanics, one file each, in families (movement,
//!   markers, deck, squad, strikes, zones, abilities), indexed by
//!   [`mechanic_index`] (`berserk cards mechanics` prints it). The layers
//!   above name no mechanic: the mechanics plug into the rules through the
//!   hooks of `game/hooks.rs`, implemented once in `mechanics/mod.rs` and
//!   wired in here (`Mechanics` is the one link); a
//!   test (`tests/layers.rs`) keeps it so.
//!
//! For search bots, [`Game::determinize`] samples a complete game that looks
//! the same to one player ([`Game::view`]): the hidden card identities (with
//! open deck lists), the deck order and the random generator re-sampled from
//! a seed, never read from the real hidden part.
//!
//! The engine holds no text for players: option labels, log lines, refusal
//! texts and names in Russian and English are in the `berserk-text` crate.

// `named_enum!`, for the enums whose variants tools name as text.
#[macro_use]
mod named;

// The layers (see above); the vocabulary modules are public below.
pub mod decision;
pub(crate) mod game;
pub(crate) mod mechanics;
pub(crate) mod model;
pub(crate) mod rules;

/// The card mechanics the rules reach through their hooks
/// (`game::hooks`): the one place that names them outside `mechanics/`.
pub(crate) type Mechanics = mechanics::Registry;

/// This engine's version, written into game records.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");
/// The rules this engine implements: the brief's date and the numbered rules covered.
pub const RULES_VERSION: &str = "GAME.md 2026-11 + 501–517";

// The vocabulary of the game, public as modules.
pub use game::{config, event, rule, state, types, view};
pub use mechanics::index as mechanic_index;
pub use model::{ability, battlefield, card, strike};
pub use rules::{markers, pick};

pub use battlefield::{Cell, Orientation};
pub use card::{CardDb, CardDef, DefId};
pub use config::{Crystals, RulesConfig, Setting, SettingError, SettingKind};
pub use decision::notation::{self, Notation, NotationError};
pub use decision::question::{Ask, Question};
pub use decision::{choice_word, pending_word, ActionWord, OptionKey};
pub use event::{Action, EndReason, Event, ExecStep, GameResult};
pub use game::position::{Place, PosCard, Position, PositionError};
pub use game::{below_u64, check_deck, ChanceKind, Choice, DecisionKind, Game, GameRng, Illegal, Pending, Refusal};
pub use markers::{MarkedAt, Marker};
pub use rule::Rule;
pub use rules::effects::AttackCtx;
pub use rules::squad::Price;
pub use state::{CardState, PlayerState, Zone};
pub use types::{CardId, CardSet, Player, MAX_CARDS};
pub use view::{CardView, View};
