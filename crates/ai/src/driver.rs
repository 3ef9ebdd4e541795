//! Playing a game between two bots.

use berserk_engine::{Choice, EndReason, Game, GameResult, Illegal, Pending, Player};

use crate::Bot;

/// Why the driver stopped before the game was over. Either means a bug in the
/// engine (a decision without options, a listed option refused); the driver
/// reports it instead of panicking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DriverError {
    /// A decision was pending but [`Game::legal_choices`] listed no option.
    NoOptions { pending: Pending },
    /// [`Game::apply`] refused an option that [`Game::legal_choices`] listed.
    Refused { choice: Choice, illegal: Illegal },
    /// [`Game::roll`] refused while a die was pending.
    RollRefused { illegal: Illegal },
}

impl std::fmt::Display for DriverError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DriverError::NoOptions { pending } => {
                write!(f, "a decision without options: {pending:?}")
            }
            DriverError::Refused { choice, illegal } => {
                write!(f, "a listed option was refused: {choice:?}: {illegal}")
            }
            DriverError::RollRefused { illegal } => write!(f, "a die was refused: {illegal}"),
        }
    }
}

impl std::error::Error for DriverError {}

/// What happened in one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameStats {
    /// The result; `None` only if the driver stopped on an [`DriverError`].
    pub result: Option<GameResult>,
    /// Turns played ([`Game::turn`] at the end).
    pub turns: u32,
    /// Decisions made by each player (index 0 = P1), single-option ones included.
    pub decisions: [u64; 2],
    /// Dice rolled (chance events).
    pub chance_events: u64,
    /// Bot answers that were out of range (replaced by option 0).
    pub invalid_answers: u64,
    pub error: Option<DriverError>,
}

impl GameStats {
    /// Decisions of both players.
    pub fn total_decisions(&self) -> u64 {
        self.decisions[0] + self.decisions[1]
    }
    /// The winner, if the game ended with one.
    pub fn winner(&self) -> Option<Player> {
        self.result.and_then(|r| r.winner)
    }
    /// A draw (including a draw by the turn limit).
    pub fn is_draw(&self) -> bool {
        self.result.is_some_and(|r| r.winner.is_none())
    }
    /// A draw because the turn limit was reached.
    pub fn is_turn_limit(&self) -> bool {
        self.result.is_some_and(|r| r.reason == EndReason::TurnLimit)
    }
}

/// Plays `game` to the end: `bots[0]` decides for P1, `bots[1]` for P2; dice
/// are rolled with the game's own generator ([`Game::roll`]).
///
/// Equivalent to [`play_game_with`] with a fresh buffer.
pub fn play_game(game: &mut Game, bots: [&mut dyn Bot; 2]) -> GameStats {
    let mut buf = Vec::with_capacity(64);
    play_game_with(game, bots, &mut buf)
}

/// [`play_game`] with a caller-supplied options buffer, so a run of many
/// games allocates nothing per decision: the one buffer is refilled by
/// [`Game::legal_choices`] at every decision.
pub fn play_game_with(game: &mut Game, bots: [&mut dyn Bot; 2], buf: &mut Vec<Choice>) -> GameStats {
    let mut stats = GameStats {
        result: None,
        turns: 0,
        decisions: [0; 2],
        chance_events: 0,
        invalid_answers: 0,
        error: None,
    };
    loop {
        match game.pending() {
            Pending::Over(r) => {
                stats.result = Some(r);
                break;
            }
            Pending::Chance(_) => {
                if let Err(illegal) = game.roll() {
                    stats.error = Some(DriverError::RollRefused { illegal });
                    break;
                }
                stats.chance_events += 1;
            }
            pending @ Pending::Decision { player, .. } => {
                game.legal_choices(buf);
                if buf.is_empty() {
                    stats.error = Some(DriverError::NoOptions { pending });
                    break;
                }
                let mut i = bots[player.index()].choose(game, buf);
                if i >= buf.len() {
                    stats.invalid_answers += 1;
                    i = 0;
                }
                let choice = buf[i];
                if let Err(illegal) = game.apply(choice) {
                    stats.error = Some(DriverError::Refused { choice, illegal });
                    break;
                }
                stats.decisions[player.index()] += 1;
            }
        }
    }
    stats.turns = game.turn();
    stats
}
