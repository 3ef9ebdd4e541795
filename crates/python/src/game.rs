//! The `Game` class: a game between two built-in decks, its decisions and
//! dice, per-player observations, fair samples and the event log.

use std::sync::{Arc, OnceLock};

use berserk_cards::Deck;
use berserk_engine::rule::Rule;
use berserk_engine::{Choice, Event, Game as EngineGame, Illegal, Pending, Player, Refusal, RulesConfig};
use berserk_text::{illegal_text, GameText, Lang};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::{cards, err, find_deck_arg, int_arg, lang_of, player_of, Reader, CHANCE, TERMINAL};

/// A game of «Берсерк» between two built-in decks.
#[pyclass(module = "berserk")]
#[derive(Clone)]
pub(crate) struct Game {
    pub(crate) g: EngineGame,
    pub(crate) lang: Lang,
    /// The options of the pending decision, computed on the first call that
    /// needs them and kept until the game changes (labels of all options
    /// cost one computation, not one per label).
    options: OnceLock<Vec<Choice>>,
    /// The events of the last step (apply or roll).
    events: Vec<Event>,
}

#[pymethods]
impl Game {
    /// A new game: decks by number (1-based) or name, a seed, a turn limit
    /// (a game still running then is a draw), the language of labels.
    #[new]
    #[pyo3(signature = (deck1 = None, deck2 = None, seed = 1, turn_limit = 200, lang = "en"))]
    fn new(
        deck1: Option<&Bound<'_, PyAny>>,
        deck2: Option<&Bound<'_, PyAny>>,
        seed: u64,
        turn_limit: u32,
        lang: &str,
    ) -> PyResult<Game> {
        let (db, decks) = cards();
        let pick = |arg: Option<&Bound<'_, PyAny>>, default: usize| -> PyResult<&'static Deck> {
            match arg {
                Some(a) => find_deck_arg(a),
                None => decks.get(default).ok_or_else(|| err("no built-in decks")),
            }
        };
        let (a, b) = (pick(deck1, 0)?, pick(deck2, 1)?);
        if turn_limit == 0 {
            return Err(err("turn_limit must be at least 1"));
        }
        let lang = lang_of(lang)?;
        let cfg = Arc::new(RulesConfig::for_simulation(turn_limit));
        let g = EngineGame::new(db.clone(), cfg, [&a.cards, &b.cards], seed)
            .map_err(|(p, e)| err(format!("the deck of {p} is refused: {}", illegal_text(&e, lang))))?;
        Ok(Game::wrap(g, lang))
    }

    /// The names of the built-in decks, in the order of their numbers (1-based).
    #[staticmethod]
    fn deck_names() -> Vec<String> {
        cards().1.iter().map(|d| d.display_name(Lang::En)).collect()
    }

    /// 0 or 1 at a decision, `CHANCE` (-1) while a die is pending, `TERMINAL` (-4) at the end.
    fn current_player(&self) -> i32 {
        match self.g.pending() {
            Pending::Decision { player, .. } => player.index() as i32,
            Pending::Chance(_) => CHANCE,
            Pending::Over(_) => TERMINAL,
        }
    }

    fn is_chance_node(&self) -> bool {
        matches!(self.g.pending(), Pending::Chance(_))
    }

    fn is_terminal(&self) -> bool {
        self.g.is_over()
    }

    /// The kind of the pending decision ("main", "buy", "defender", …),
    /// "chance" while a die is pending, "over" at the end.
    fn decision(&self) -> &'static str {
        berserk_engine::pending_word(self.g.pending())
    }

    /// Decision: the option indices 0..n; chance: the die's values 1–6; over: none.
    fn legal_actions(&self) -> Vec<usize> {
        match self.g.pending() {
            Pending::Decision { .. } => (0..self.options().len()).collect(),
            Pending::Chance(_) => (1..=6).collect(),
            Pending::Over(_) => Vec::new(),
        }
    }

    /// The chance outcomes and their probabilities: `[(1, 1/6), …, (6, 1/6)]`.
    fn chance_outcomes(&self) -> Vec<(usize, f64)> {
        match self.g.pending() {
            Pending::Chance(_) => (1..=6).map(|v| (v, 1.0 / 6.0)).collect(),
            _ => Vec::new(),
        }
    }

    /// The label of a legal action ("Кочевник (c3): удар → Кочевник (c4)").
    fn action_to_string(&self, action: &Bound<'_, PyAny>) -> PyResult<String> {
        let action = int_arg(action, "action")?;
        match self.g.pending() {
            Pending::Chance(_) if (1..=6).contains(&action) => Ok(format!("die {action}")),
            Pending::Decision { .. } => {
                let c = self.choice(action)?;
                Ok(self.g.describe_choice(c, self.lang))
            }
            _ => Err(self.refused(action)),
        }
    }

    /// The labels of all legal actions, in the order of `legal_actions()`.
    fn legal_action_labels(&self) -> Vec<String> {
        match self.g.pending() {
            Pending::Decision { .. } => self
                .options()
                .iter()
                .map(|&c| self.g.describe_choice(c, self.lang))
                .collect(),
            Pending::Chance(_) => (1..=6).map(|v| format!("die {v}")).collect(),
            Pending::Over(_) => Vec::new(),
        }
    }

    /// Each legal action as a dict: `index`, `kind` ("strike", "move",
    /// "ability", "buy", "place", "pass", …), `source` and `target` (card
    /// ids or None) with `source_name` and `target_name` (None when the
    /// current player may not identify the card), `cell`, `ability`, `x`,
    /// `value`, `label` and `notation` (the engine's notation, accepted by
    /// `apply_notation`). At a chance node, one dict per die value.
    fn legal_actions_info<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyDict>>> {
        match self.g.pending() {
            Pending::Decision { player, .. } => self
                .options()
                .iter()
                .enumerate()
                .map(|(i, &c)| crate::actions::info(py, &self.g, player, self.lang, i, c))
                .collect(),
            Pending::Chance(_) => (1..=6).map(|v| crate::actions::die_info(py, v)).collect(),
            Pending::Over(_) => Ok(Vec::new()),
        }
    }

    /// What the game waits for, in words, as `player` may read it (None: a
    /// spectator; `omniscient=True`: the whole truth, e.g. which card the
    /// opponent is placing).
    #[pyo3(signature = (player = None, omniscient = false))]
    fn pending_text(&self, player: Option<i64>, omniscient: bool) -> PyResult<String> {
        Ok(crate::observe::pending_text(
            &self.g,
            Reader::of(player, omniscient)?,
            self.lang,
        ))
    }

    /// Applies a legal action (a decision's index, or a die's value at a
    /// chance node); raises `ValueError` with the rule's refusal and
    /// changes nothing otherwise.
    fn apply_action(&mut self, action: &Bound<'_, PyAny>) -> PyResult<()> {
        let action = int_arg(action, "action")?;
        match self.g.pending() {
            Pending::Chance(_) => {
                let v = u8::try_from(action).unwrap_or(0);
                let r = self.g.apply_chance(v).map(|e| e.to_vec());
                self.stepped(r)
                    .map_err(|e| self.illegal(format!("die value {action}"), &e))
            }
            Pending::Decision { .. } => {
                let c = self.choice(action)?;
                let r = self.g.apply(c).map(|e| e.to_vec());
                self.stepped(r)
                    .map_err(|e| self.illegal(format!("action {action}"), &e))
            }
            Pending::Over(_) => Err(self.refused(action)),
        }
    }

    /// Applies a choice written in the engine's notation
    /// (`"source=#3 action=strike target=#7"`, as `legal_actions_info()`
    /// gives it); raises `ValueError` with the rule's refusal (what is
    /// wrong and the rule number) and changes nothing if it is not legal.
    fn apply_notation(&mut self, text: &str) -> PyResult<()> {
        let c = berserk_engine::notation::parse(text).map_err(|e| err(format!("notation {text:?}: {e}")))?;
        let r = self.g.apply(c).map(|e| e.to_vec());
        self.stepped(r).map_err(|e| self.illegal(format!("{text:?}"), &e))
    }

    /// Rolls the pending die with the game's own generator.
    fn roll(&mut self) -> PyResult<()> {
        let r = self.g.roll().map(|e| e.to_vec());
        self.stepped(r)
            .map_err(|e| self.illegal("no die to roll".to_string(), &e))
    }

    /// A game `player` can't tell from this one: the cards it may not
    /// identify (the opponent's hand, deck and face-down cards), the order
    /// of both decks and the future dice re-sampled from `seed`, never read
    /// from the real hidden part (the engine's `Game::determinize`; deck
    /// lists are open). `sample(p, s).observation(p) == observation(p)`.
    fn sample(&self, player: i64, seed: u64) -> PyResult<Game> {
        let p = player_of(player)?;
        Ok(Game::wrap(self.g.determinize(p, seed), self.lang))
    }

    /// Checks the engine's invariants of the state (every card in one
    /// place, the board and the zones agree, …); raises `RuntimeError`
    /// with what is broken.
    fn check_invariants(&self) -> PyResult<()> {
        self.g
            .check_invariants()
            .map_err(|e| PyRuntimeError::new_err(format!("broken invariant: {e}")))
    }

    /// The events of the last step (apply or roll), as `(kind, rule, text)`
    /// tuples in the game's language, as `player` may see them (None: a
    /// spectator; `omniscient=True`: all, with the private ones).
    #[pyo3(signature = (player = None, omniscient = false))]
    fn events(&self, player: Option<i64>, omniscient: bool) -> PyResult<Vec<(&'static str, &'static str, String)>> {
        let reader = Reader::of(player, omniscient)?;
        Ok(self
            .events
            .iter()
            .filter_map(|e| crate::observe::event_for(&self.g, reader, e))
            .map(|e| (e.kind_name(), e.rule().code(), self.g.describe_event(&e, self.lang)))
            .collect())
    }

    /// The printed data of card `card` (an id of this game) as `player`
    /// may know it (None: a spectator; `omniscient=True`: any card):
    /// raises `ValueError` for a card that reader may not identify.
    #[pyo3(signature = (card, player = None, omniscient = false))]
    fn card_info<'py>(
        &self,
        py: Python<'py>,
        card: &Bound<'_, PyAny>,
        player: Option<i64>,
        omniscient: bool,
    ) -> PyResult<Bound<'py, PyDict>> {
        let reader = Reader::of(player, omniscient)?;
        let id = int_arg(card, "card")?;
        let c = crate::card_id_of(id).filter(|&c| self.g.contains(c)).ok_or_else(|| {
            err(format!(
                "card {id}: no card of this game (0 to {})",
                self.g.card_count().saturating_sub(1)
            ))
        })?;
        if !crate::observe::identifies(&self.g, reader, c) {
            return Err(err(format!("card {id}: hidden from this reader")));
        }
        let d = crate::cards::def_dict(py, self.g.db(), self.g.card(c).def, self.lang)?;
        d.set_item("id", id)?;
        Ok(d)
    }

    /// An independent copy that continues exactly as this game.
    fn clone(&self) -> Game {
        Clone::clone(self)
    }

    fn __copy__(&self) -> Game {
        Clone::clone(self)
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Game {
        Clone::clone(self)
    }

    /// The turn number (0 during setup).
    fn turn(&self) -> u32 {
        self.g.turn()
    }

    /// The winner (0 or 1), or `None` (a draw, or not over).
    fn winner(&self) -> Option<usize> {
        self.g.result().and_then(|r| r.winner).map(Player::index)
    }

    /// At the end: +1 for the winner, -1 for the loser, 0 each for a draw;
    /// `[0, 0]` before the end.
    fn returns(&self) -> [f64; 2] {
        match self.g.result().and_then(|r| r.winner) {
            Some(Player::P1) => [1.0, -1.0],
            Some(Player::P2) => [-1.0, 1.0],
            None => [0.0, 0.0],
        }
    }

    /// What `player` sees, as a dict: no identity of the opponent's hand,
    /// deck or face-down cards (they have `name`, `def` and `life` None).
    /// `omniscient=True` asks for the all-seeing view: every card named,
    /// both hands (`hands`) and both decks (`decks`, top last).
    #[pyo3(signature = (player, omniscient = false))]
    fn observation<'py>(&self, py: Python<'py>, player: i64, omniscient: bool) -> PyResult<Bound<'py, PyDict>> {
        let p = player_of(player)?;
        let d = crate::observe::observation(py, &self.g, p, omniscient, self.lang)?;
        d.set_item("current_player", self.current_player())?;
        d.set_item("decision", self.decision())?;
        d.set_item("winner", self.winner())?;
        Ok(d)
    }

    /// What `player` sees as `OBSERVATION_SIZE` floats: for each of the 30
    /// cells (a1, b1, …, e6) whether the player's or the opponent's card
    /// stands there, face up, open, its life, wounds, tokens, strike
    /// weak/medium/strong, cost and whether it is a flyer (0 when unknown);
    /// then the turn, whose turn and decision it is, crystals, deck and hand
    /// sizes, and the flyers of the additional zone of each side.
    fn observation_tensor(&self, player: i64) -> PyResult<Vec<f32>> {
        let p = player_of(player)?;
        Ok(crate::observe::tensor(&self.g, p))
    }

    /// The length of `observation_tensor()`.
    #[classattr]
    #[allow(non_snake_case)]
    fn OBSERVATION_SIZE() -> usize {
        crate::observe::OBSERVATION_SIZE
    }

    fn __repr__(&self) -> String {
        format!(
            "<berserk.Game turn {} current_player {}>",
            self.g.turn(),
            self.current_player()
        )
    }
}

impl Game {
    pub(crate) fn wrap(g: EngineGame, lang: Lang) -> Game {
        Game {
            g,
            lang,
            options: OnceLock::new(),
            events: Vec::new(),
        }
    }

    /// The options of the pending decision (empty at a chance node or at
    /// the end), computed once per decision.
    pub(crate) fn options(&self) -> &[Choice] {
        self.options.get_or_init(|| self.g.choices())
    }

    /// After an engine step: on success the events are kept and the
    /// options are computed anew at the next need; on refusal the game is
    /// unchanged and so is what is kept.
    fn stepped(&mut self, r: Result<Vec<Event>, Illegal>) -> Result<(), Illegal> {
        let events = r?;
        self.events = events;
        self.options = OnceLock::new();
        Ok(())
    }

    /// Option `action` of the pending decision, or the refusal.
    fn choice(&self, action: i64) -> PyResult<Choice> {
        usize::try_from(action)
            .ok()
            .and_then(|i| self.options().get(i).copied())
            .ok_or_else(|| self.refused(action))
    }

    /// Why `action` is no legal action now, with the rule: the game is over
    /// (GAME §8), or the decision has no such option (GAME §5).
    fn refused(&self, action: i64) -> PyErr {
        let (rule, reason) = match self.g.pending() {
            Pending::Over(_) => (Rule::EndOfGame, Refusal::GameOver),
            Pending::Chance(_) => (Rule::Pipeline, Refusal::DieOutOfRange),
            Pending::Decision { .. } => (Rule::Pipeline, Refusal::NoSuchOption),
        };
        let n = self.legal_actions().len();
        err(format!(
            "action {action}: {}; {n} legal action(s) now",
            illegal_text(&Illegal { rule, reason }, self.lang)
        ))
    }

    fn illegal(&self, what: String, e: &Illegal) -> PyErr {
        err(format!("{what}: {}", illegal_text(e, self.lang)))
    }
}
