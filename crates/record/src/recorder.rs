//! Recording a game while it is played.

use std::fmt;
use std::sync::Arc;

use berserk_ai::Bot;
use berserk_cards::Deck;
use berserk_engine::card::CardDb;
use berserk_engine::Rule;
use berserk_engine::{Choice, Event, Game, Illegal, Pending, Player, Refusal, RulesConfig};

use crate::record::{DeckTag, Move, Outcome, Record, Tags};

/// A game being played and its record. Call the recorder's
/// [`apply`](Recorder::apply), [`apply_index`](Recorder::apply_index),
/// [`apply_chance`](Recorder::apply_chance), [`roll`](Recorder::roll) and
/// [`resign`](Recorder::resign) instead of the game's: each does what the
/// game's method does and, when it succeeds, records the step. The record's
/// `Result` and `Termination` tags follow the game.
#[derive(Clone, Debug)]
pub struct Recorder {
    game: Game,
    record: Record,
    buf: Vec<Choice>,
}

/// The refusal for an option index that is out of range. The engine has no
/// refusal for it (`Refusal::NoSuchOption` would fit).
const NO_SUCH_OPTION: Illegal = Illegal {
    rule: Rule::Pipeline,
    reason: Refusal::WrongKindOfChoice,
};

impl Recorder {
    /// Starts a game ([`Game::new`]) and its record. `players` name who plays
    /// (the `P1`, `P2` tags).
    pub fn new(
        db: Arc<CardDb>,
        cfg: Arc<RulesConfig>,
        decks: [&Deck; 2],
        seed: u64,
        players: [&str; 2],
    ) -> Result<Recorder, (Player, Illegal)> {
        let game = Game::new(db.clone(), cfg.clone(), [&decks[0].cards, &decks[1].cards], seed)?;
        let tags = Tags {
            seed,
            players: [players[0].to_string(), players[1].to_string()],
            config: (*cfg).clone(),
            decks: [
                DeckTag::from_cards(&decks[0].name, &decks[0].cards, &db),
                DeckTag::from_cards(&decks[1].name, &decks[1].cards, &db),
            ],
            result: Outcome::Unfinished,
            termination: Some(Outcome::termination(None).to_string()),
            ..Tags::default()
        };
        Ok(Recorder {
            game,
            record: Record::new(tags, Vec::new()),
            buf: Vec::with_capacity(64),
        })
    }

    /// Names who plays `p` (its `P1` or `P2` tag), e.g. when a person joins.
    pub fn set_player(&mut self, p: Player, name: impl Into<String>) {
        self.record.tags.players[p.index()] = name.into();
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The record so far.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Sets the `Date` tag.
    pub fn set_date(&mut self, date: impl Into<String>) {
        self.record.tags.date = Some(date.into());
    }

    /// Adds another tag (a name of letters, digits and `_`).
    pub fn add_tag(&mut self, name: impl Into<String>, value: impl Into<String>) {
        self.record.tags.extra.push((name.into(), value.into()));
    }

    /// The game and its record.
    pub fn into_parts(self) -> (Game, Record) {
        (self.game, self.record)
    }

    /// The record.
    pub fn into_record(self) -> Record {
        self.record
    }

    /// Applies a choice, as [`Game::apply`]. The record stores it by its
    /// structure ([`Move::Choice`]), and a replay takes it among
    /// [`Game::legal_choices`], so a choice that is not listed is refused:
    /// with the engine's own refusal, or, if the engine would take it
    /// although it does not list it (an engine inconsistency), with
    /// `WrongKindOfChoice`.
    pub fn apply(&mut self, choice: Choice) -> Result<&[Event], Illegal> {
        self.game.legal_choices(&mut self.buf);
        match self.buf.iter().position(|&c| c == choice) {
            Some(i) => self.apply_listed(i),
            None => {
                let mut probe = self.game.clone();
                probe.apply(choice)?;
                Err(NO_SUCH_OPTION)
            }
        }
    }

    /// Applies the option at `index` of [`Game::legal_choices`]. An index out
    /// of range is refused (`WrongKindOfChoice`; when no decision is pending,
    /// the game's own refusal).
    pub fn apply_index(&mut self, index: usize) -> Result<&[Event], Illegal> {
        self.game.legal_choices(&mut self.buf);
        if index >= self.buf.len() {
            if !matches!(self.game.pending(), Pending::Decision { .. }) {
                // No decision pending: the game says why (and changes nothing).
                self.game.apply(Choice::Pass)?;
            }
            return Err(NO_SUCH_OPTION);
        }
        self.apply_listed(index)
    }

    /// `self.buf` holds the legal options; applies `buf[index]`.
    fn apply_listed(&mut self, index: usize) -> Result<&[Event], Illegal> {
        let choice = self.buf[index];
        self.game.apply(choice)?;
        self.record.moves.push(Move::Choice(choice));
        Ok(self.after_step())
    }

    /// Applies a forced die, as [`Game::apply_chance`]. It is recorded as a
    /// forced die (`d4!`) and replayed as forced: the generator did not draw it.
    pub fn apply_chance(&mut self, value: u8) -> Result<&[Event], Illegal> {
        self.game.apply_chance(value)?;
        self.record.moves.push(Move::ForcedDie(value));
        Ok(self.after_step())
    }

    /// Rolls the pending die with the game's generator, as [`Game::roll`], and
    /// records the value the engine reports (the `FirstRoll` or `DieRolled`
    /// event).
    pub fn roll(&mut self) -> Result<&[Event], Illegal> {
        if !matches!(self.game.pending(), Pending::Chance(_)) {
            // `Game::roll` draws from the generator before it checks that a
            // die is pending, so a refused roll would still change the game.
            // `apply_chance` refuses the same way without drawing.
            return self.game.apply_chance(1);
        }
        let events = self.game.roll()?;
        let die = rolled_die(events);
        debug_assert!(die.is_some(), "a die was rolled without a FirstRoll/DieRolled event");
        if let Some(d) = die {
            self.record.moves.push(Move::Die(d));
        }
        Ok(self.after_step())
    }

    /// Applies a move of a record, as a replay does: a decision (by its
    /// structure, or in an old record by its index; see
    /// [`Move::decision_in`]), a die rolled with the game's generator (its
    /// value is not compared: [`crate::replay`] checks records) or forced, a
    /// resignation. A turn marker changes nothing (the recorder writes its
    /// own). A decision that does not fit the game is refused
    /// (`WrongKindOfChoice`, or the game's refusal when no decision is
    /// pending).
    pub fn apply_move(&mut self, mv: &Move) -> Result<&[Event], Illegal> {
        match *mv {
            Move::Choice(_) | Move::Indexed { .. } => {
                let mut buf = std::mem::take(&mut self.buf);
                let found = mv.decision_in(&self.game, &mut buf);
                self.buf = buf;
                match found {
                    Some(Ok(choice)) => self.apply(choice),
                    _ => {
                        if !matches!(self.game.pending(), Pending::Decision { .. }) {
                            self.game.apply(Choice::Pass)?;
                        }
                        Err(NO_SUCH_OPTION)
                    }
                }
            }
            Move::Die(_) => self.roll(),
            Move::ForcedDie(d) => self.apply_chance(d),
            Move::Resign(p) => self.resign(p),
            Move::Turn(_) => Ok(&[]),
        }
    }

    /// A player resigns, as [`Game::resign`].
    pub fn resign(&mut self, player: Player) -> Result<&[Event], Illegal> {
        self.game.resign(player)?;
        self.record.moves.push(Move::Resign(player));
        Ok(self.after_step())
    }

    /// After a step: a turn marker if a turn started, the result tags.
    fn after_step(&mut self) -> &[Event] {
        let events = self.game.last_events();
        if let Some(turn) = events.iter().rev().find_map(|e| match e {
            Event::TurnStarted { turn, .. } => Some(*turn),
            _ => None,
        }) {
            self.record.moves.push(Move::Turn(turn));
        }
        let result = self.game.result();
        self.record.tags.result = Outcome::of(result);
        self.record.tags.termination = Some(Outcome::termination(result).to_string());
        self.game.last_events()
    }

    /// Plays to the end: `bots[0]` decides for P1, `bots[1]` for P2; dice are
    /// rolled with the game's generator. A bot's answer out of range is
    /// replaced by option 0 (as [`berserk_ai::play_game`] does). Set a turn
    /// limit in the rules configuration if the bots might never finish.
    pub fn play(&mut self, bots: [&mut dyn Bot; 2]) -> Result<(), PlayError> {
        loop {
            match self.game.pending() {
                Pending::Over(_) => return Ok(()),
                Pending::Chance(_) => {
                    self.roll().map_err(PlayError::RollRefused)?;
                }
                Pending::Decision { player, .. } => {
                    self.game.legal_choices(&mut self.buf);
                    if self.buf.is_empty() {
                        return Err(PlayError::NoOptions);
                    }
                    let mut i = bots[player.index()].choose(&self.game, &self.buf);
                    if i >= self.buf.len() {
                        i = 0;
                    }
                    let choice = self.buf[i];
                    self.apply_listed(i)
                        .map_err(|illegal| PlayError::Refused { choice, illegal })?;
                }
            }
        }
    }
}

/// The die value a chance step reports: the first `FirstRoll` or `DieRolled`
/// (its raw roll, before bonuses).
pub(crate) fn rolled_die(events: &[Event]) -> Option<u8> {
    events.iter().find_map(|e| match *e {
        Event::FirstRoll { value, .. } => Some(value),
        Event::DieRolled { roll, .. } => Some(roll),
        _ => None,
    })
}

/// Why a recorded game could not be played to the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// [`Game::new`] refused a deck.
    Setup { player: Player, illegal: Illegal },
    /// A decision was pending with no legal option (an engine bug).
    NoOptions,
    /// The engine refused an option it listed (an engine bug).
    Refused { choice: Choice, illegal: Illegal },
    /// The engine refused to roll a pending die (an engine bug).
    RollRefused(Illegal),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Setup { player, illegal } => write!(f, "the deck of {player} is refused: {illegal}"),
            PlayError::NoOptions => write!(f, "a decision without options"),
            PlayError::Refused { choice, illegal } => write!(f, "a listed option was refused: {choice:?}: {illegal}"),
            PlayError::RollRefused(illegal) => write!(f, "a die was refused: {illegal}"),
        }
    }
}

impl std::error::Error for PlayError {}

/// Plays a whole game between two bots while recording it. The `P1`/`P2`
/// tags are the bots' names.
pub fn record_game(
    db: Arc<CardDb>,
    cfg: Arc<RulesConfig>,
    decks: [&Deck; 2],
    seed: u64,
    bots: [&mut dyn Bot; 2],
) -> Result<Record, PlayError> {
    let names = [bots[0].name().to_string(), bots[1].name().to_string()];
    let mut rec = Recorder::new(db, cfg, decks, seed, [&names[0], &names[1]])
        .map_err(|(player, illegal)| PlayError::Setup { player, illegal })?;
    rec.play(bots)?;
    Ok(rec.into_record())
}
