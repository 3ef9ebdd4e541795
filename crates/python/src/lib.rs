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
//!   engine's stable order, labelled by `action_to_string(a)`; at a chance
//!   node the die's values 1–6 (`chance_outcomes()` gives their
//!   probabilities).
//! - `observation(player)`: a dict of what that player sees (the engine's
//!   `view`); `observation_tensor(player)`: a fixed-size list of floats
//!   (`OBSERVATION_SIZE`).
//! - `clone()`: an independent copy that continues exactly as the original.
//! - `Bot(spec, seed)`: the engine's bots (`random`, `greedy`,
//!   `mcts:playouts=N`) to play against; `bot.step(game)` returns its action.
//!
//! Bad input (an unknown deck, an illegal action) raises `ValueError`; the
//! game is left unchanged.

use std::sync::{Arc, Mutex, OnceLock};

use berserk_ai::BotKind;
use berserk_cards::Deck;
use berserk_engine::battlefield::CELLS;
use berserk_engine::{CardDb, CardView, Choice, Game as EngineGame, Pending, Player, RulesConfig, Zone};
use berserk_text::{GameText, Lang};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// `current_player()` while a die is pending.
pub const CHANCE: i32 = -1;
/// `current_player()` when the game is over.
pub const TERMINAL: i32 = -4;

/// Features of one battlefield cell in the observation tensor.
const CELL_FEATURES: usize = 12;
/// Features of the whole game in the observation tensor.
const GLOBAL_FEATURES: usize = 18;
/// Length of `observation_tensor()`.
pub const OBSERVATION_SIZE: usize = CELLS * CELL_FEATURES + GLOBAL_FEATURES;

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

/// A built-in deck by number (1-based, as `berserk decks` lists them) or by
/// its Russian or English name.
fn find_deck(arg: &Bound<'_, PyAny>) -> PyResult<&'static Deck> {
    let decks = &cards().1;
    if let Ok(n) = arg.extract::<i64>() {
        return usize::try_from(n)
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|i| decks.get(i))
            .ok_or_else(|| err(format!("no built-in deck number {n} (1 to {})", decks.len())));
    }
    let name: String = arg
        .extract()
        .map_err(|_| err("a deck is a built-in deck's number or name"))?;
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
    match s.trim().to_ascii_lowercase().as_str() {
        "ru" => Ok(Lang::Ru),
        "en" => Ok(Lang::En),
        _ => Err(err(format!("language {s:?}: expected \"ru\" or \"en\""))),
    }
}

fn player_of(p: i64) -> PyResult<Player> {
    usize::try_from(p)
        .ok()
        .and_then(Player::from_index)
        .ok_or_else(|| err(format!("player {p}: expected 0 or 1")))
}

/// A game of «Берсерк» between two built-in decks.
#[pyclass(module = "berserk")]
#[derive(Clone)]
struct Game {
    g: EngineGame,
    lang: Lang,
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
                Some(a) => find_deck(a),
                None => decks.get(default).ok_or_else(|| err("no built-in decks")),
            }
        };
        let (a, b) = (pick(deck1, 0)?, pick(deck2, 1)?);
        if turn_limit == 0 {
            return Err(err("turn_limit must be at least 1"));
        }
        let cfg = Arc::new(RulesConfig::for_simulation(turn_limit));
        let g = EngineGame::new(db.clone(), cfg, [&a.cards, &b.cards], seed)
            .map_err(|(p, e)| err(format!("the deck of {p} is refused: {e}")))?;
        Ok(Game {
            g,
            lang: lang_of(lang)?,
        })
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

    /// Decision: the option indices 0..n; chance: the die's values 1–6; over: none.
    fn legal_actions(&self) -> Vec<usize> {
        match self.g.pending() {
            Pending::Decision { .. } => (0..self.g.choices().len()).collect(),
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
    fn action_to_string(&self, action: usize) -> PyResult<String> {
        match self.g.pending() {
            Pending::Chance(_) if (1..=6).contains(&action) => Ok(format!("die {action}")),
            Pending::Decision { .. } => {
                let c = self.choice(action)?;
                Ok(self.g.describe_choice(c, self.lang))
            }
            _ => Err(err(format!("{action} is not a legal action now"))),
        }
    }

    /// The labels of all legal actions, in the order of `legal_actions()`.
    fn legal_action_labels(&self) -> PyResult<Vec<String>> {
        self.legal_actions()
            .into_iter()
            .map(|a| self.action_to_string(a))
            .collect()
    }

    /// What the game waits for, in words.
    fn pending_text(&self) -> String {
        self.g.describe_pending(self.lang)
    }

    /// Applies a legal action (a decision's index, or a die's value at a
    /// chance node); raises `ValueError` and changes nothing otherwise.
    fn apply_action(&mut self, action: usize) -> PyResult<()> {
        match self.g.pending() {
            Pending::Chance(_) => {
                let v = u8::try_from(action).map_err(|_| err(format!("die value {action}: expected 1 to 6")))?;
                self.g
                    .apply_chance(v)
                    .map(|_| ())
                    .map_err(|e| err(format!("die value {action}: {e}")))
            }
            Pending::Decision { .. } => {
                let c = self.choice(action)?;
                self.g
                    .apply(c)
                    .map(|_| ())
                    .map_err(|e| err(format!("action {action}: {e}")))
            }
            Pending::Over(_) => Err(err("the game is over")),
        }
    }

    /// Rolls the pending die with the game's own generator.
    fn roll(&mut self) -> PyResult<()> {
        self.g
            .roll()
            .map(|_| ())
            .map_err(|e| err(format!("no die to roll: {e}")))
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

    /// What `player` sees, as a dict (hidden cards have `name`, `def` and `life` None).
    fn observation<'py>(&self, py: Python<'py>, player: i64) -> PyResult<Bound<'py, PyDict>> {
        let p = player_of(player)?;
        let v = self.g.view(p);
        let d = PyDict::new(py);
        d.set_item("player", p.index())?;
        d.set_item("turn", v.turn)?;
        d.set_item("active", v.active.index())?;
        d.set_item("first", v.first.index())?;
        d.set_item("current_player", self.current_player())?;
        d.set_item("pending", self.g.describe_pending(self.lang))?;
        d.set_item("gold", v.gold.to_vec())?;
        d.set_item("silver", v.silver.to_vec())?;
        d.set_item("deck_sizes", v.deck_sizes.to_vec())?;
        d.set_item("hand_sizes", v.hand_sizes.to_vec())?;
        let hand = v
            .hand
            .iter()
            .map(|c| self.card_dict(py, c))
            .collect::<PyResult<Vec<_>>>()?;
        d.set_item("hand", hand)?;
        let in_play = v
            .in_play
            .iter()
            .map(|c| self.card_dict(py, c))
            .collect::<PyResult<Vec<_>>>()?;
        d.set_item("in_play", in_play)?;
        let db = self.g.db();
        let graves: Vec<Vec<String>> = v
            .graveyards
            .iter()
            .map(|g| g.iter().map(|&def| self.def_name(db, def)).collect())
            .collect();
        d.set_item("graveyards", graves)?;
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
        Ok(tensor(&self.g, p))
    }

    /// The length of `observation_tensor()`.
    #[classattr]
    #[allow(non_snake_case)]
    fn OBSERVATION_SIZE() -> usize {
        OBSERVATION_SIZE
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
    fn choice(&self, action: usize) -> PyResult<Choice> {
        let options = self.g.choices();
        options
            .get(action)
            .copied()
            .ok_or_else(|| err(format!("action {action} is not legal: {} option(s) now", options.len())))
    }

    fn def_name(&self, db: &CardDb, def: berserk_engine::DefId) -> String {
        let d = db.get(def);
        match self.lang {
            Lang::Ru => d.name_ru.clone(),
            Lang::En => d.name_en.clone(),
        }
    }

    fn card_dict<'py>(&self, py: Python<'py>, c: &CardView) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("id", c.id.0)?;
        d.set_item("def", c.def)?;
        d.set_item("name", c.def.map(|def| self.def_name(self.g.db(), def)))?;
        d.set_item("owner", c.owner.index())?;
        d.set_item("controller", c.controller.index())?;
        let (zone, cell) = match c.zone {
            Zone::Deck => ("deck", None),
            Zone::Hand => ("hand", None),
            Zone::Battlefield(cell) => ("battlefield", Some(cell.to_string())),
            Zone::Additional => ("additional", None),
            Zone::Graveyard => ("graveyard", None),
            Zone::Exiled => ("exiled", None),
        };
        d.set_item("zone", zone)?;
        d.set_item("cell", cell)?;
        d.set_item("open", c.open)?;
        d.set_item("face_up", c.face_up)?;
        d.set_item("wounds", c.wounds)?;
        d.set_item("tokens", c.tokens)?;
        d.set_item("life", c.life)?;
        Ok(d)
    }
}

fn tensor(g: &EngineGame, p: Player) -> Vec<f32> {
    let v = g.view(p);
    let db = g.db();
    let mut t = vec![0.0f32; OBSERVATION_SIZE];
    let mut flyers = [[0.0f32; 2]; 2];
    for c in &v.in_play {
        let side = usize::from(c.controller != p);
        let known = c.def.map(|d| db.get(d));
        match c.zone {
            Zone::Battlefield(cell) => {
                let f = &mut t[cell.index() * CELL_FEATURES..][..CELL_FEATURES];
                f[side] = 1.0;
                f[2] = f32::from(u8::from(c.face_up));
                f[3] = f32::from(u8::from(c.open));
                f[4] = c.life.unwrap_or(0) as f32 / 10.0;
                f[5] = c.wounds as f32 / 10.0;
                f[6] = c.tokens as f32 / 5.0;
                if let Some(d) = known {
                    f[7] = d.strike[0] as f32 / 10.0;
                    f[8] = d.strike[1] as f32 / 10.0;
                    f[9] = d.strike[2] as f32 / 10.0;
                    f[10] = d.cost as f32 / 10.0;
                    f[11] = f32::from(u8::from(d.is_flyer()));
                }
            }
            _ => {
                flyers[side][0] += 0.2;
                flyers[side][1] += c.life.unwrap_or(0) as f32 / 50.0;
            }
        }
    }
    let (me, them) = (p.index(), p.opponent().index());
    let decider = match v.pending {
        Pending::Decision { player, .. } => player == p,
        _ => false,
    };
    let globals = [
        v.turn as f32 / 100.0,
        f32::from(u8::from(v.active == p)),
        f32::from(u8::from(v.first == p)),
        f32::from(u8::from(decider)),
        v.gold[me] as f32 / 30.0,
        v.silver[me] as f32 / 30.0,
        v.gold[them] as f32 / 30.0,
        v.silver[them] as f32 / 30.0,
        v.deck_sizes[me] as f32 / 50.0,
        v.deck_sizes[them] as f32 / 50.0,
        v.hand_sizes[me] as f32 / 50.0,
        v.hand_sizes[them] as f32 / 50.0,
        flyers[0][0],
        flyers[0][1],
        flyers[1][0],
        flyers[1][1],
        v.graveyards[me].len() as f32 / 50.0,
        v.graveyards[them].len() as f32 / 50.0,
    ];
    t[CELLS * CELL_FEATURES..].copy_from_slice(&globals);
    t
}

/// One of the engine's bots: `random`, `greedy`, `mcts` or
/// `mcts:playouts=N,threads=K` (the search bot plays from what its player
/// sees, never from the hidden cards).
#[pyclass(module = "berserk")]
struct Bot {
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
    /// decision; raises `ValueError` at a chance node or at the end.
    fn step(&self, game: &Game) -> PyResult<usize> {
        if !matches!(game.g.pending(), Pending::Decision { .. }) {
            return Err(err("the bot acts only at a decision"));
        }
        let options = game.g.choices();
        if options.is_empty() {
            return Err(err("a decision without options"));
        }
        let mut bot = self.bot.lock().map_err(|_| err("the bot failed earlier"))?;
        let i = bot.choose(&game.g, &options);
        Ok(i.min(options.len() - 1))
    }
}

#[pymodule]
fn berserk(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Game>()?;
    m.add_class::<Bot>()?;
    m.add("CHANCE", CHANCE)?;
    m.add("TERMINAL", TERMINAL)?;
    m.add("OBSERVATION_SIZE", OBSERVATION_SIZE)?;
    Ok(())
}
