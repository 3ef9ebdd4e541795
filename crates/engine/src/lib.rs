//! # berserk-engine
//!
//! The rules engine of classic «Берсерк» (the grid edition): a pure,
//! deterministic state machine with no I/O. See [`Game`] for the decision
//! interface: [`Game::pending`], [`Game::legal_choices`], [`Game::apply`],
//! [`Game::apply_chance`] / [`Game::roll`].
//!
//! Modules mirror the rules: [`battlefield`] (GAME.md §1), [`card`] (§2),
//! [`squad`] (§3), [`turn`] (§4), [`queue`] (§5, the declaration queue),
//! [`strike`] (§6), [`effects`] (constant abilities, damage, rule effects 503).
//!
//! The engine holds no text for players: option labels, log lines, refusal
//! texts and names in Russian and English are in the `berserk-text` crate.

pub mod ability;
pub mod battlefield;
pub mod card;
pub mod cast;
pub mod config;
pub mod effects;
pub mod event;
pub mod flight;
pub mod game;
pub mod incarnation;
mod invariants;
mod legality;
mod modifiers;
pub mod position;
pub mod prevention;
pub mod queue;
pub mod replacement;
pub mod rules;
pub mod squad;
pub mod state;
pub mod strike;
pub mod trigger;
pub mod turn;
pub mod types;
pub mod view;
mod zones;

/// This engine's version, written into game records.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");
/// The rules this engine implements: the brief's date and the numbered rules covered.
pub const RULES_VERSION: &str = "GAME.md 2026-11 + 501–517";

pub use battlefield::{Cell, Orientation};
pub use card::{CardDb, CardDef, DefId};
pub use config::RulesConfig;
pub use event::{Action, EndReason, Event, ExecStep, GameResult};
pub use game::{ChanceKind, Choice, DecisionKind, Game, Illegal, Pending, Refusal};
pub use position::{Place, PosCard, Position, PositionError};
pub use rules::Rule;
pub use types::{CardId, Player};
