//! The engine's bots, to play against from Python.

use std::sync::Mutex;

use berserk_ai::BotKind;
use berserk_engine::rule::Rule;
use berserk_engine::{Illegal, Pending, Refusal};
use berserk_text::illegal_text;
use pyo3::prelude::*;

use crate::err;
use crate::game::Game;

/// One of the engine's bots: `random`, `greedy`, `mcts` or
/// `mcts:playouts=N,threads=K` (the search bot plays from what its player
/// sees, never from the hidden cards).
#[pyclass(module = "berserk")]
pub(crate) struct Bot {
    bot: Mutex<Box<dyn berserk_ai::Bot + Send>>,
    spec: String,
}

#[pymethods]
impl Bot {
    #[new]
    #[pyo3(signature = (spec = "greedy", seed = 1))]
    fn new(spec: &str, seed: u64) -> PyResult<Bot> {
        let kind: BotKind = spec.parse().map_err(|e: String| err(e))?;
        Ok(Bot {
            bot: Mutex::new(kind.create(seed)),
            spec: kind.to_string(),
        })
    }

    /// The bot's name with its settings.
    #[getter]
    fn name(&self) -> String {
        self.spec.clone()
    }

    /// The bot's action (an index of `game.legal_actions()`) for the pending
    /// decision; raises `ValueError` at a chance node or at the end. Other
    /// Python threads run while it decides (the interpreter lock is
    /// released; the bot works on a copy of the game).
    fn step(&self, py: Python<'_>, game: &Game) -> PyResult<usize> {
        let refusal = match game.g.pending() {
            Pending::Decision { .. } => None,
            Pending::Chance(_) => Some((Rule::Pipeline, Refusal::ChanceExpected)),
            Pending::Over(_) => Some((Rule::EndOfGame, Refusal::GameOver)),
        };
        if let Some((rule, reason)) = refusal {
            let why = illegal_text(&Illegal { rule, reason }, game.lang);
            return Err(err(format!("the bot acts only at a decision: {why}")));
        }
        let options = game.options().to_vec();
        if options.is_empty() {
            return Err(err("a decision without options"));
        }
        let n = options.len();
        let g = game.g.clone();
        let bot = &self.bot;
        let i = py.allow_threads(move || {
            let mut bot = bot.lock().map_err(|_| "the bot failed earlier".to_string())?;
            Ok::<usize, String>(bot.choose(&g, &options))
        });
        Ok(i.map_err(err)?.min(n - 1))
    }
}
