//! Python bindings of the «Берсерк» rules engine for bot authors, in the
//! style OpenSpiel and PettingZoo users expect:
//!
//! ```python
//! import berserk
//! g = berserk.Game(deck1=1, deck2=2, seed=7)
//! while not g.is_terminal():
//!     if g.is_chance_node():
//!         g.roll()                      # or g.apply_action(die) with die in 1..=6
//!     else:
//!         g.apply_action(g.legal_actions()[0])
//! print(g.returns())
//! ```
//!
//! - `current_player()`: 0 or 1, [`CHANCE`] (-1) while a die is pending,
//!   [`TERMINAL`] (-4) at the end (OpenSpiel's ids).
//! - `legal_actions()`: at a decision the option indices `0..n` in the
//!   engine's stable order, labelled by `action_to_string(a)` and described
//!   by `legal_actions_info()` (kind, source, target, cell); at a chance
//!   node the die's values 1–6 (`chance_outcomes()` gives their
//!   probabilities). The options are computed once per decision.
//! - `observation(player)`: a dict of what that player sees (the engine's
//!   `view`); `observation(player, omniscient=True)` is the all-seeing
//!   view, asked for by name; `observation_tensor(player)`: a fixed-size
//!   list of floats (`OBSERVATION_SIZE`).
//! - `sample(player, seed)`: a game `player` can't tell from this one, the
//!   hidden cards, the deck order and the dice re-sampled (the engine's
//!   `Game::determinize`): what a fair search plays on.
//! - `events(player)`: the last step's log lines as that player reads them.
//! - `card_info(card)`: a card's printed data and its text in our words.
//! - `clone()`: an independent copy that continues exactly as the original.
//! - `Bot(spec, seed)`: the engine's bots (`random`, `greedy`,
//!   `mcts:playouts=N`) to play against; `bot.step(game)` returns its
//!   action and lets other Python threads run while it searches.
//!
//! Bad input (an unknown deck, an illegal action, a foreign card id) raises
//! `ValueError` (or `TypeError` for a wrong type); the game is left
//! unchanged. No call panics.

use std::sync::{Arc, OnceLock};

use berserk_cards::Deck;
use berserk_engine::{CardDb, CardId, Player};
use berserk_text::Lang;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyInt;

mod actions;
mod bot;
mod cards;
mod game;
mod observe;

/// `current_player()` while a die is pending.
pub const CHANCE: i32 = -1;
/// `current_player()` when the game is over.
pub const TERMINAL: i32 = -4;

fn cards() -> &'static (Arc<CardDb>, Vec<Deck>) {
    static CARDS: OnceLock<(Arc<CardDb>, Vec<Deck>)> = OnceLock::new();
    CARDS.get_or_init(|| {
        let db = berserk_cards::builtin();
        let decks = berserk_cards::builtin_decks(&db);
        (Arc::new(db), decks)
    })
}

fn err(msg: impl Into<String>) -> PyErr {
    PyValueError::new_err(msg.into())
}

/// A Python integer argument as an `i64`, one beyond its range as
/// `i64::MIN` or `i64::MAX` (no id, index or die is that large, so the
/// caller refuses it as any other); a `TypeError` naming `what` for
/// another type.
fn int_arg(arg: &Bound<'_, PyAny>, what: &str) -> PyResult<i64> {
    if !arg.is_instance_of::<PyInt>() {
        return Err(PyTypeError::new_err(format!(
            "{what}: expected an int, got {}",
            arg.get_type().name().map(|n| n.to_string()).unwrap_or_default()
        )));
    }
    match arg.extract::<i64>() {
        Ok(n) => Ok(n),
        Err(_) if arg.lt(0)? => Ok(i64::MIN),
        Err(_) => Ok(i64::MAX),
    }
}

/// A built-in deck by number (1-based, as `berserk decks` lists them) or by
/// its Russian or English name.
fn find_deck_arg(arg: &Bound<'_, PyAny>) -> PyResult<&'static Deck> {
    let decks = &cards().1;
    if arg.is_instance_of::<PyInt>() {
        let n = int_arg(arg, "deck")?;
        return usize::try_from(n)
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|i| decks.get(i))
            .ok_or_else(|| err(format!("no built-in deck number {n} (1 to {})", decks.len())));
    }
    let name: String = arg
        .extract()
        .map_err(|_| PyTypeError::new_err("a deck is a built-in deck's number or name"))?;
    let want = name.trim().to_lowercase();
    decks
        .iter()
        .find(|d| {
            d.name.to_lowercase() == want
                || d.display_name(Lang::En).to_lowercase() == want
                || d.name_en.as_deref().is_some_and(|e| e.to_lowercase() == want)
        })
        .ok_or_else(|| err(format!("no built-in deck named {name:?}")))
}

fn lang_of(s: &str) -> PyResult<Lang> {
    Lang::from_code(s.trim()).ok_or_else(|| err(format!("language {s:?}: expected \"ru\" or \"en\"")))
}

fn player_of(p: i64) -> PyResult<Player> {
    usize::try_from(p)
        .ok()
        .and_then(Player::from_index)
        .ok_or_else(|| err(format!("player {p}: expected 0 or 1")))
}

/// A card id from Python: 0 to 254 (255 is the engine's hidden card).
fn card_id_of(id: i64) -> Option<CardId> {
    u8::try_from(id).ok().map(CardId).filter(|&c| c != CardId::HIDDEN)
}

/// Who reads: one player (what its view shows), a spectator (only what is
/// public), or everyone (the all-seeing view, asked for by name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reader {
    Seat(Player),
    Spectator,
    All,
}

impl Reader {
    /// From the Python arguments `player` (None: a spectator) and `omniscient`.
    fn of(player: Option<i64>, omniscient: bool) -> PyResult<Reader> {
        let seat = player.map(player_of).transpose()?;
        Ok(match (omniscient, seat) {
            (true, _) => Reader::All,
            (false, Some(p)) => Reader::Seat(p),
            (false, None) => Reader::Spectator,
        })
    }
}

#[pymodule]
fn berserk(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<game::Game>()?;
    m.add_class::<bot::Bot>()?;
    m.add_function(wrap_pyfunction!(cards::card_info, m)?)?;
    m.add("CHANCE", CHANCE)?;
    m.add("TERMINAL", TERMINAL)?;
    m.add("OBSERVATION_SIZE", observe::OBSERVATION_SIZE)?;
    Ok(())
}
