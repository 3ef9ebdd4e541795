//! Building a game from a described position instead of a deal: the
//! foundation of rule tests and scenario files. The position starts in the
//! active player's turn, after the start-of-turn effects unless asked.

use std::sync::Arc;

use rand_core::SeedableRng;

use crate::battlefield::Cell;
use crate::card::{CardDb, DefId};
use crate::config::RulesConfig;
use crate::game::{Game, GameRng, Phase, State};
use crate::state::{Board, CardState, PlayerState, Zone};
use crate::types::{CardId, Player};

/// Where a card of a position is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Cell(Cell),
    Additional,
    Hand,
    Deck,
    Graveyard,
}

/// One card of a position with its state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PosCard {
    pub def: DefId,
    pub owner: Player,
    pub place: Place,
    pub open: bool,
    pub face_up: bool,
    pub wounds: u8,
    pub tokens: u8,
}

impl PosCard {
    pub fn new(def: DefId, owner: Player, place: Place) -> PosCard {
        PosCard {
            def,
            owner,
            place,
            open: true,
            face_up: true,
            wounds: 0,
            tokens: 0,
        }
    }
}

/// A described position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub first: Player,
    pub active: Player,
    pub turn: u32,
    pub seed: u64,
    pub cards: Vec<PosCard>,
    /// Run the start-of-turn effects of the active player (opening, movement,
    /// regeneration). When false, movement is still set to full.
    pub start_of_turn: bool,
}

/// Why a position can't be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    UnknownDefinition { index: usize },
    CellTaken { cell: Cell, index: usize },
    FlyerOnCell { index: usize },
    GroundInAdditionalZone { index: usize },
    TooManyCards,
}

impl std::fmt::Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PositionError::UnknownDefinition { index } => write!(f, "card {index}: unknown definition"),
            PositionError::CellTaken { cell, index } => write!(f, "card {index}: cell {cell} is already taken"),
            PositionError::FlyerOnCell { index } => write!(
                f,
                "card {index}: a flyer lives in the additional zone, not on a cell (GAME §1)"
            ),
            PositionError::GroundInAdditionalZone { index } => {
                write!(f, "card {index}: only flyers go to the additional zone (GAME §1)")
            }
            PositionError::TooManyCards => write!(f, "a position holds at most 255 cards"),
        }
    }
}

impl std::error::Error for PositionError {}

impl Game {
    /// Builds a game in the given position.
    pub fn from_position(db: Arc<CardDb>, cfg: Arc<RulesConfig>, pos: &Position) -> Result<Game, PositionError> {
        if pos.cards.len() > u8::MAX as usize {
            return Err(PositionError::TooManyCards);
        }
        let mut board = Board::default();
        let mut cards = Vec::with_capacity(pos.cards.len());
        let mut players = [PlayerState::new(Vec::new()), PlayerState::new(Vec::new())];
        let mut play = Vec::new();
        for (index, pc) in pos.cards.iter().enumerate() {
            if pc.def as usize >= db.len() {
                return Err(PositionError::UnknownDefinition { index });
            }
            let id = CardId(index as u8);
            let flyer = db.get(pc.def).is_flyer();
            let mut c = CardState::new(pc.def, pc.owner);
            c.open = pc.open;
            c.face_up = pc.face_up;
            c.wounds = pc.wounds;
            c.tokens = pc.tokens;
            let ps = &mut players[pc.owner.index()];
            c.zone = match pc.place {
                Place::Cell(cell) => {
                    if flyer {
                        return Err(PositionError::FlyerOnCell { index });
                    }
                    if board.get(cell).is_some() {
                        return Err(PositionError::CellTaken { cell, index });
                    }
                    board.set(cell, Some(id));
                    play.push(id);
                    c.moves_left = db.get(pc.def).movement;
                    Zone::Battlefield(cell)
                }
                Place::Additional => {
                    if !flyer {
                        return Err(PositionError::GroundInAdditionalZone { index });
                    }
                    play.push(id);
                    Zone::Additional
                }
                Place::Hand => {
                    ps.hand.push(id);
                    Zone::Hand
                }
                Place::Deck => {
                    ps.deck.push(id);
                    c.face_up = false;
                    Zone::Deck
                }
                Place::Graveyard => {
                    ps.graveyard.push(id);
                    c.face_up = true;
                    Zone::Graveyard
                }
            };
            cards.push(c);
        }
        let s = State {
            rng: GameRng::seed_from_u64(pos.seed),
            phase: Phase::Main,
            turn: pos.turn.saturating_sub(1),
            active: pos.active,
            first: pos.first,
            rolls: [0; 2],
            players,
            cards,
            board,
            play,
            queue: Vec::new(),
            exec: None,
            result: None,
            back_row_hidden: false,
            decisions: 0,
            unique_check: true,
        };
        let mut g = Game::assemble(db, cfg, s);
        if pos.start_of_turn {
            g.start_turn(pos.active);
        } else {
            g.s.turn = pos.turn.max(1);
            g.rule_effects();
        }
        g.events.clear();
        Ok(g)
    }
}
