//! Shared set-up for the engine benchmarks: the built-in cards and decks,
//! the simulation configuration, and a mid-game position.

use std::sync::Arc;

use berserk_ai::{play_game_with, RandomBot};
use berserk_engine::{CardDb, Choice, Game, Pending, RulesConfig};

/// The built-in cards and the first two built-in decks.
pub struct Setup {
    pub db: Arc<CardDb>,
    pub cfg: Arc<RulesConfig>,
    pub decks: [Vec<berserk_engine::DefId>; 2],
}

impl Setup {
    pub fn new() -> Setup {
        let db = berserk_cards::builtin();
        let decks = berserk_cards::builtin_decks(&db);
        Setup {
            decks: [decks[0].cards.clone(), decks[1].cards.clone()],
            db: Arc::new(db),
            cfg: Arc::new(RulesConfig::for_simulation(200)),
        }
    }

    pub fn game(&self, seed: u64) -> Game {
        Game::new(
            self.db.clone(),
            self.cfg.clone(),
            [&self.decks[0], &self.decks[1]],
            seed,
        )
        .expect("built-in decks are legal")
    }

    /// Plays one full game with two uniform random bots; returns the player decisions made.
    pub fn random_game(&self, seed: u64, buf: &mut Vec<Choice>) -> u64 {
        let mut g = self.game(seed);
        let mut a = RandomBot::new(seed);
        let mut b = RandomBot::new(seed ^ 0x5555);
        play_game_with(&mut g, [&mut a, &mut b], buf).total_decisions()
    }

    /// A game in its main phase after `turns` turns of random play (the first
    /// seed from `seed` on whose game lasts that long).
    pub fn mid_game(&self, seed: u64, turns: u32) -> Game {
        for s in seed.. {
            let mut g = self.game(s);
            let mut bot = RandomBot::new(s);
            let mut buf = Vec::new();
            while !g.is_over() && g.turn() < turns {
                match g.pending() {
                    Pending::Chance(_) => {
                        g.roll().expect("a die is pending");
                    }
                    Pending::Decision { .. } => {
                        g.legal_choices(&mut buf);
                        let i = berserk_ai::Bot::choose(&mut bot, &g, &buf);
                        g.apply(buf[i]).expect("legal option");
                    }
                    Pending::Over(_) => break,
                }
            }
            if !g.is_over() && matches!(g.pending(), Pending::Decision { .. }) {
                return g;
            }
        }
        unreachable!("some seed reaches the middle of a game")
    }
}

impl Default for Setup {
    fn default() -> Self {
        Setup::new()
    }
}
