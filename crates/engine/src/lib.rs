//! # berserk-engine
//!
//! The rules engine of classic «Берсерк» (the grid edition): a pure,
//! deterministic state machine with no I/O. See [`Game`] for the decision
//! interface: [`Game::pending`], [`Game::legal_choices`], [`Game::apply`],
//! [`Game::apply_chance`] / [`Game::roll`].
//!
//! The public modules are the game's vocabulary: [`ability`] (the one ability
//! model), [`card`] (card definitions, GAME.md §2), [`battlefield`] (§1),
//! [`strike`] (§6, the dice table as a pure function), [`event`], [`view`],
//! [`rules`], [`config`], [`state`], [`types`]. The rules themselves live in
//! internal modules that mirror the chapters — squad (§3), turn (§4),
//! legality (one source of what may be declared), queue (§5, the declaration
//! queue), effects and modifiers (constant abilities, damage, rule effects
//! 503), trigger, cast, prevention, replacement, zones — and are reached
//! through [`Game`].
//!
//! For search bots, [`Game::determinize`] samples a complete game that looks
//! the same to one player ([`Game::view`]): the hidden card identities (with
//! open deck lists), the deck order and the random generator re-sampled from
//! a seed, never read from the real hidden part.
//!
//! The engine holds no text for players: option labels, log lines, refusal
//! texts and names in Russian and English are in the `berserk-text` crate.

// The vocabulary of the game, public as modules.
pub mod ability;
pub mod battlefield;
pub mod card;
pub mod config;
pub mod event;
pub mod markers;
pub mod rules;
pub mod state;
pub mod strike;
pub mod types;
pub mod view;

// The rules themselves: internal; what users need is re-exported below.
mod beside;
mod cast;
mod copying;
mod deal_peek;
mod determinize;
mod dive;
mod effects;
mod element_chain;
mod exile;
mod flight;
mod foe_redirect;
mod follow_step;
mod forced_strike;
mod game;
mod gates;
mod granted_action;
mod heal;
mod ignoring;
mod in_flight;
mod incarnation;
mod invariants;
mod legality;
mod line_marks;
mod lure;
mod mill;
mod mixed_volley;
mod modifiers;
pub mod movers;
mod next_die;
mod ordered_fight;
mod pairing;
mod path;
pub mod pick;
mod position;
mod prevention;
mod prophecy;
mod queue;
mod redirect;
mod replacement;
mod restack;
mod runes;
mod scouting;
mod shown_cost;
mod shown_entry;
mod squad;
mod struck_die;
mod surrounded;
mod targeted;
mod tremor;
mod trigger;
mod trigger_cast;
mod trigger_jump;
mod turn;
mod two_dice;
mod web;
mod wound_move;
mod zones;

/// This engine's version, written into game records.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");
/// The rules this engine implements: the brief's date and the numbered rules covered.
pub const RULES_VERSION: &str = "GAME.md 2026-11 + 501–517";

pub use battlefield::{Cell, Orientation};
pub use card::{CardDb, CardDef, DefId};
pub use config::{Crystals, RulesConfig};
pub use effects::AttackCtx;
pub use event::{Action, EndReason, Event, ExecStep, GameResult};
pub use game::{below_u64, check_deck, ChanceKind, Choice, DecisionKind, Game, GameRng, Illegal, Pending, Refusal};
pub use markers::{MarkedAt, Marker};
pub use position::{Place, PosCard, Position, PositionError};
pub use rules::Rule;
pub use squad::Price;
pub use state::{CardState, PlayerState, Zone};
pub use types::{CardId, CardSet, Player, MAX_CARDS};
pub use view::{CardView, View};
