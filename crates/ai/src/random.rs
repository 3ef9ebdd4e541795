//! The uniform random bot.

use berserk_engine::{Choice, Game};
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;

use crate::{below, Bot};

/// Picks uniformly among all legal options (an unbiased index), with its own
/// PCG generator: the same seed gives the same choices.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: Pcg64Mcg,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: Pcg64Mcg::seed_from_u64(seed),
        }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, _game: &Game, options: &[Choice]) -> usize {
        if options.len() <= 1 {
            return 0;
        }
        below(&mut self.rng, options.len() as u64) as usize
    }
}
