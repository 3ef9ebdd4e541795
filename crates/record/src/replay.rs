//! Replaying a record with this engine and checking that it reproduces it.

use std::cell::OnceCell;
use std::fmt;
use std::sync::Arc;

use berserk_engine::card::{CardDb, DefId};
use berserk_engine::{Choice, Event, Game, Notation, Pending, Player};
use berserk_text::{illegal_text, GameText, Lang};

use crate::record::{Move, Outcome, Pos, Record, SourceMap};
use crate::recorder::rolled_die;
use crate::{ENGINE_TAG, RULES_VERSION};

/// Why a record could not be replayed. Displayed as `file:line:col: message`;
/// the positions are those of the parsed text or, for a record built in
/// memory, of its [`Record::to_text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The tags do not make a game: an unknown card, a deck the engine refuses.
    Setup {
        file: String,
        line: u32,
        column: u32,
        message: String,
    },
    /// This engine no longer reproduces the record: at move `move_number`
    /// (1-based, counting every token of the move text: options, dice,
    /// resignations and turn markers) the engine gives `expected` where the
    /// record has `found`.
    Diverged {
        file: String,
        move_number: usize,
        line: u32,
        column: u32,
        /// What this engine does or accepts at that point.
        expected: String,
        /// What the record holds.
        found: String,
        /// The record's engine and rules versions when they differ from this
        /// engine's (empty otherwise).
        note: String,
    },
    /// Every move replays, but the game's end differs from the `Result` (or
    /// `Termination`) tag, e.g. a record cut short.
    ResultMismatch {
        file: String,
        line: u32,
        column: u32,
        recorded: String,
        actual: String,
        message: String,
    },
}

impl ReplayError {
    pub fn file(&self) -> &str {
        match self {
            ReplayError::Setup { file, .. }
            | ReplayError::Diverged { file, .. }
            | ReplayError::ResultMismatch { file, .. } => file,
        }
    }
    pub fn pos(&self) -> Pos {
        match *self {
            ReplayError::Setup { line, column, .. }
            | ReplayError::Diverged { line, column, .. }
            | ReplayError::ResultMismatch { line, column, .. } => Pos { line, column },
        }
    }
    pub fn line(&self) -> u32 {
        self.pos().line
    }
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup {
                file,
                line,
                column,
                message,
            } => write!(f, "{file}:{line}:{column}: {message}"),
            ReplayError::Diverged {
                file,
                move_number,
                line,
                column,
                expected,
                found,
                note,
            } => write!(
                f,
                "{file}:{line}:{column}: move {move_number}: this engine no longer reproduces the record: \
                 the engine expects {expected}, the record has {found}{note}"
            ),
            ReplayError::ResultMismatch {
                file,
                line,
                column,
                message,
                ..
            } => write!(f, "{file}:{line}:{column}: {message}"),
        }
    }
}

impl std::error::Error for ReplayError {}

/// One replayed move and what it caused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayStep {
    /// 1-based, counting every move of the record.
    pub move_number: usize,
    pub mv: Move,
    /// Who decided or resigned (`None` for dice and turn markers).
    pub player: Option<Player>,
    /// The option taken, for a decision.
    pub choice: Option<Choice>,
    /// The events the engine returned (none for a turn marker).
    pub events: Vec<Event>,
}

/// A replayed record: the game before the first move, the final game, and
/// every step.
#[derive(Clone, Debug)]
pub struct Replay {
    pub initial: Game,
    pub game: Game,
    pub steps: Vec<ReplayStep>,
}

impl Replay {
    /// Walks the game step by step: each step with the game just after it
    /// (a clone per step), e.g. to show a game move by move with
    /// [`berserk_text::GameText::describe_event`].
    pub fn walk(&self) -> impl Iterator<Item = (&ReplayStep, Game)> + '_ {
        let mut g = self.initial.clone();
        self.steps.iter().map(move |s| {
            s.apply_to(&mut g);
            (s, g.clone())
        })
    }
}

impl ReplayStep {
    /// Applies this step to `game` (the game just before it).
    fn apply_to(&self, g: &mut Game) {
        // Every step was checked when the record was replayed. Dice are
        // rolled with the generator (as recorded), not forced: forcing
        // would leave the generator behind.
        let _ = match (&self.mv, self.choice) {
            (Move::Choice(_) | Move::Indexed { .. }, Some(c)) => g.apply(c).map(|_| ()),
            (Move::Die(_), _) => g.roll().map(|_| ()),
            (Move::ForcedDie(d), _) => g.apply_chance(*d).map(|_| ()),
            (Move::Resign(p), _) => g.resign(*p).map(|_| ()),
            _ => Ok(()),
        };
    }
}

/// Why a decision of a record does not fit the game: what the engine
/// expects there, and what the record has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    pub expected: String,
    pub found: String,
}

/// The most legal options a [`Mismatch`] lists.
const LISTED_OPTIONS: usize = 8;

impl Move {
    /// The option this decision takes in `game` (the game just before it),
    /// checked as [`replay`] checks it: a decision is pending, and the
    /// option is among [`Game::legal_choices`] — the one equal to the
    /// recorded structure ([`Move::Choice`]) or, in an old record, the one
    /// at the recorded index ([`Move::Indexed`]; its label, text for people,
    /// is not compared: a reworded label breaks no record). `None` for a move that is
    /// no decision; `buf` is room for the legal options.
    pub fn decision_in(&self, game: &Game, buf: &mut Vec<Choice>) -> Option<Result<Choice, Mismatch>> {
        let found = match self {
            Move::Choice(c) => format!("{{{}}}", Notation(*c)),
            Move::Indexed { index, .. } => format!("option {index}"),
            _ => return None,
        };
        let mismatch = |expected: String, found: String| Some(Err(Mismatch { expected, found }));
        if !matches!(game.pending(), Pending::Decision { .. }) {
            return mismatch(format!("a die (`dN`): {}", game.describe_pending(Lang::En)), found);
        }
        game.legal_choices(buf);
        match self {
            Move::Choice(c) => {
                if buf.contains(c) {
                    return Some(Ok(*c));
                }
                let mut listed: Vec<String> = buf
                    .iter()
                    .take(LISTED_OPTIONS)
                    .map(|&o| format!("{{{}}}", Notation(o)))
                    .collect();
                if buf.len() > LISTED_OPTIONS {
                    listed.push("…".to_string());
                }
                mismatch(
                    format!(
                        "one of the {} legal options for: {} ({})",
                        buf.len(),
                        game.describe_pending(Lang::En),
                        listed.join(", ")
                    ),
                    found,
                )
            }
            Move::Indexed { index, label } => {
                let Some(&c) = buf.get(*index as usize) else {
                    return mismatch(
                        format!(
                            "an option index 0–{} for: {}",
                            buf.len().saturating_sub(1),
                            game.describe_pending(Lang::En)
                        ),
                        found,
                    );
                };
                // The label was written for people: a reworded one does not
                // stop the replay (the dice, turn markers and result still
                // tell a game that plays otherwise).
                let _ = label;
                Some(Ok(c))
            }
            _ => None,
        }
    }
}

/// Replays a record: builds the game from its tags (cards found by
/// [`CardDb::find`]), re-applies every move and checks each one (a decision
/// is one of the legal options — the one of its structure, or in an old
/// record the one at its index —, each
/// die is the one the engine's generator rolls, each turn marker is the
/// current turn), then the `Result` and `Termination` tags.
pub fn replay(record: &Record, db: &CardDb) -> Result<Replay, ReplayError> {
    replay_shared(record, Arc::new(db.clone()))
}

/// [`replay`] with a shared database (no copy).
pub fn replay_shared(record: &Record, db: Arc<CardDb>) -> Result<Replay, ReplayError> {
    let mut steps = Vec::with_capacity(record.moves.len());
    let (initial, game) = run(record, db, Some(&mut steps))?;
    Ok(Replay {
        initial: initial.unwrap_or_else(|| game.clone()),
        game,
        steps,
    })
}

/// Replays a record as far as this engine reproduces it: the steps that
/// replayed (their [`Replay::game`] is the game after the last of them) and
/// the first error after the setup (a [`ReplayError::Diverged`] or a
/// [`ReplayError::ResultMismatch`]), if any. For showing a game up to the
/// point where it diverges. A record whose tags do not make a game is an
/// `Err` ([`ReplayError::Setup`]).
pub fn replay_partial(record: &Record, db: Arc<CardDb>) -> Result<(Replay, Option<ReplayError>), ReplayError> {
    let mut steps = Vec::with_capacity(record.moves.len());
    let (initial, mut game, error) = run_partial(record, db, Some(&mut steps))?;
    let initial = initial.unwrap_or_else(|| game.clone());
    if error.is_some() {
        // The failed move may have changed the game (a die that differs is
        // rolled before it is compared): the game after the last good step.
        game = initial.clone();
        for s in &steps {
            s.apply_to(&mut game);
        }
    }
    Ok((Replay { initial, game, steps }, error))
}

/// The record with every decision stored by its structure: an old record's
/// decisions (option indices, with or without labels) become the options
/// they take when it replays ([`replay`]; any error of the replay is
/// returned). A record already in the notation comes back the same.
pub fn upgrade(record: &Record, db: Arc<CardDb>) -> Result<Record, ReplayError> {
    let replay = replay_shared(record, db)?;
    let moves = replay
        .steps
        .into_iter()
        .map(|s| match (s.mv, s.choice) {
            (Move::Indexed { .. }, Some(c)) => Move::Choice(c),
            (mv, _) => mv,
        })
        .collect();
    Ok(Record::new(record.tags.clone(), moves))
}

/// [`replay`] without keeping the steps: only the checks and the final game.
pub fn verify(record: &Record, db: Arc<CardDb>) -> Result<Game, ReplayError> {
    run(record, db, None).map(|(_, g)| g)
}

/// Positions for errors, computed only when an error needs them.
struct Loc<'a> {
    rec: &'a Record,
    map: OnceCell<Arc<SourceMap>>,
}

impl Loc<'_> {
    fn map(&self) -> &SourceMap {
        self.map.get_or_init(|| self.rec.source_map())
    }
    fn file(&self) -> String {
        self.map().file.clone()
    }
    fn setup(&self, pos: Pos, message: String) -> ReplayError {
        ReplayError::Setup {
            file: self.file(),
            line: pos.line,
            column: pos.column,
            message,
        }
    }
    fn diverged(&self, i: usize, expected: String, found: String) -> ReplayError {
        let pos = self.map().moves.get(i).copied().unwrap_or_default();
        let t = &self.rec.tags;
        let note = if t.engine != ENGINE_TAG || t.rules != RULES_VERSION {
            format!(
                " (the record was made by {}, rules {}; this is {ENGINE_TAG}, rules {RULES_VERSION})",
                t.engine, t.rules
            )
        } else {
            String::new()
        };
        ReplayError::Diverged {
            file: self.file(),
            move_number: i + 1,
            line: pos.line,
            column: pos.column,
            expected,
            found,
            note,
        }
    }
}

fn run(
    record: &Record,
    db: Arc<CardDb>,
    steps: Option<&mut Vec<ReplayStep>>,
) -> Result<(Option<Game>, Game), ReplayError> {
    match run_partial(record, db, steps)? {
        (initial, game, None) => Ok((initial, game)),
        (_, _, Some(e)) => Err(e),
    }
}

/// Builds the game from the tags (an error there is `Err`), then replays the
/// moves and checks the end: the game before the first move (if `steps` are
/// kept), the game after the last move that replayed, and the first error.
#[allow(clippy::type_complexity)]
fn run_partial(
    record: &Record,
    db: Arc<CardDb>,
    steps: Option<&mut Vec<ReplayStep>>,
) -> Result<(Option<Game>, Game, Option<ReplayError>), ReplayError> {
    let loc = Loc {
        rec: record,
        map: OnceCell::new(),
    };
    let tags = &record.tags;
    let mut decks: [Vec<DefId>; 2] = [Vec::new(), Vec::new()];
    for (i, deck) in tags.decks.iter().enumerate() {
        for (j, e) in deck.cards.iter().enumerate() {
            let Some(d) = db.find(&e.card) else {
                let pos = loc.map().deck_entries[i]
                    .get(j)
                    .copied()
                    .unwrap_or_else(|| loc.map().tag(&format!("Deck{}Cards", i + 1)));
                return Err(loc.setup(
                    pos,
                    format!(
                        "unknown card \"{}\" in Deck{}Cards: no card of the database has this name or code",
                        e.card,
                        i + 1
                    ),
                ));
            };
            decks[i].extend(std::iter::repeat_n(d, e.count as usize));
        }
    }
    let cfg = Arc::new(tags.config.clone());
    let mut game = Game::new(db, cfg, [&decks[0], &decks[1]], tags.seed).map_err(|(p, illegal)| {
        let n = p.index() + 1;
        loc.setup(
            loc.map().tag(&format!("Deck{n}Cards")),
            format!(
                "deck {n} «{}» is refused: {}",
                tags.decks[p.index()].name,
                illegal_text(&illegal, Lang::En)
            ),
        )
    })?;
    let initial = steps.is_some().then(|| game.clone());
    let error = replay_moves(&loc, record, &mut game, steps)
        .and_then(|()| check_end(&loc, record, &game))
        .err();
    Ok((initial, game, error))
}

/// Re-applies every move to `game`, checking each; stops at the first that
/// does not replay.
fn replay_moves(
    loc: &Loc<'_>,
    record: &Record,
    game: &mut Game,
    mut steps: Option<&mut Vec<ReplayStep>>,
) -> Result<(), ReplayError> {
    let mut buf: Vec<Choice> = Vec::new();
    // The turn the last step started, if it started one: its marker follows it.
    let mut started: Option<u32> = None;
    for (i, mv) in record.moves.iter().enumerate() {
        let diverged = |expected: String, found: String| loc.diverged(i, expected, found);
        // A step may start a turn and end the game at once (an effect at the
        // start of the turn destroys the last creature): the recorder writes
        // that turn's marker after it, the game already over.
        let marker_of_last_step = matches!(mv, Move::Turn(t) if started == Some(*t));
        if let (Pending::Over(r), false) = (game.pending(), marker_of_last_step) {
            return Err(diverged(
                format!(
                    "the end of the moves (the game is over: {} by {})",
                    Outcome::of(Some(r)),
                    Outcome::termination(Some(r))
                ),
                format!("`{mv}`"),
            ));
        }
        let mut player = None;
        let mut choice = None;
        match mv {
            Move::Choice(_) | Move::Indexed { .. } => {
                let c = match mv.decision_in(game, &mut buf) {
                    Some(Ok(c)) => c,
                    Some(Err(m)) => return Err(diverged(m.expected, m.found)),
                    None => return Err(diverged("a decision".to_string(), format!("`{mv}`"))),
                };
                if let Pending::Decision { player: p, .. } = game.pending() {
                    player = Some(p);
                }
                if let Err(illegal) = game.apply(c) {
                    return Err(diverged(
                        format!("{{{}}} to be taken", Notation(c)),
                        format!("it refused: {}", illegal_text(&illegal, Lang::En)),
                    ));
                }
                choice = Some(c);
            }
            Move::Die(d) => {
                let Pending::Chance(_) = game.pending() else {
                    return Err(diverged(
                        format!("a decision: {}", game.describe_pending(Lang::En)),
                        format!("the die `d{d}`"),
                    ));
                };
                let what = game.describe_pending(Lang::En);
                let rolled = match game.roll() {
                    Ok(events) => rolled_die(events),
                    Err(illegal) => {
                        return Err(diverged(
                            format!("a die ({what})"),
                            format!(
                                "`d{d}`, but the engine refused to roll: {}",
                                illegal_text(&illegal, Lang::En)
                            ),
                        ))
                    }
                };
                match rolled {
                    Some(r) if r == *d => {}
                    Some(r) => {
                        return Err(diverged(
                            format!("`d{r}` (its generator's roll for: {what})"),
                            format!("`d{d}`"),
                        ))
                    }
                    None => {
                        return Err(diverged(
                            format!("a die event for: {what}"),
                            format!("`d{d}`, but the engine reported no die"),
                        ))
                    }
                }
            }
            Move::ForcedDie(d) => {
                let Pending::Chance(_) = game.pending() else {
                    return Err(diverged(
                        format!("a decision: {}", game.describe_pending(Lang::En)),
                        format!("the forced die `d{d}!`"),
                    ));
                };
                if let Err(illegal) = game.apply_chance(*d) {
                    return Err(diverged(
                        format!("a die ({})", game.describe_pending(Lang::En)),
                        format!("`d{d}!`, refused: {}", illegal_text(&illegal, Lang::En)),
                    ));
                }
            }
            Move::Resign(p) => {
                if let Err(illegal) = game.resign(*p) {
                    return Err(diverged(
                        "a resignation to be accepted".to_string(),
                        format!("`{mv}`, refused: {}", illegal_text(&illegal, Lang::En)),
                    ));
                }
                player = Some(*p);
            }
            Move::Turn(t) => {
                if game.turn() != *t {
                    return Err(diverged(
                        format!("turn {} (`T{}`)", game.turn(), game.turn()),
                        format!("`T{t}`"),
                    ));
                }
            }
        }
        started = match mv {
            Move::Turn(_) => None,
            _ => game.last_events().iter().rev().find_map(|e| match e {
                Event::TurnStarted { turn, .. } => Some(*turn),
                _ => None,
            }),
        };
        if let Some(steps) = steps.as_deref_mut() {
            let events = if matches!(mv, Move::Turn(_)) {
                Vec::new()
            } else {
                game.last_events().to_vec()
            };
            steps.push(ReplayStep {
                move_number: i + 1,
                mv: mv.clone(),
                player,
                choice,
                events,
            });
        }
    }
    Ok(())
}

/// Checks the `Result` and `Termination` tags against the replayed game.
fn check_end(loc: &Loc<'_>, record: &Record, game: &Game) -> Result<(), ReplayError> {
    let tags = &record.tags;
    let result = game.result();
    let actual = Outcome::of(result);
    if actual != tags.result {
        let pos = loc.map().tag("Result");
        let message = if actual == Outcome::Unfinished {
            format!(
                "the moves end before the game does (the engine waits for: {}), but the Result tag says `{}`: \
                 is the record truncated?",
                game.describe_pending(Lang::En),
                tags.result
            )
        } else {
            format!(
                "the Result tag says `{}`, but the replayed game ends `{actual}` ({})",
                tags.result,
                Outcome::termination(result)
            )
        };
        return Err(ReplayError::ResultMismatch {
            file: loc.file(),
            line: pos.line,
            column: pos.column,
            recorded: tags.result.to_string(),
            actual: actual.to_string(),
            message,
        });
    }
    if let Some(t) = &tags.termination {
        let actual = Outcome::termination(result);
        if t != actual {
            let pos = loc.map().tag("Termination");
            return Err(ReplayError::ResultMismatch {
                file: loc.file(),
                line: pos.line,
                column: pos.column,
                recorded: t.clone(),
                actual: actual.to_string(),
                message: format!("the Termination tag says \"{t}\", but the replayed game ends by \"{actual}\""),
            });
        }
    }
    Ok(())
}
