//! # berserk-ai
//!
//! Bots for the «Берсерк» rules engine and a driver that plays a game
//! between two of them.
//!
//! - [`Bot`]: the interface: given the game and the legal options of the
//!   pending decision, return the index of one option.
//! - [`RandomBot`]: uniform over all legal options, with its own seeded PCG.
//! - [`GreedyBot`]: scores every option with a quick one-ply evaluation (the
//!   strike table over all dice outcomes, kills valued highly) and takes the
//!   best; ties are broken by its own seeded PCG, so it is deterministic given
//!   its seed.
//! - [`play_game`]: plays a game to the end, rolling the dice with the game's
//!   own generator, and returns [`GameStats`].
//!
//! ```
//! # use berserk_ai::{Bot, BotKind};
//! let mut a = BotKind::Greedy.create(1);
//! let mut b = BotKind::Random.create(2);
//! assert_eq!(a.name(), "greedy");
//! assert_eq!(b.name(), "random");
//! ```

mod driver;
mod eval;
mod greedy;
mod random;

pub use driver::{play_game, play_game_with, DriverError, GameStats};
pub use greedy::GreedyBot;
pub use random::RandomBot;

use berserk_engine::{Choice, Game};

/// A player that picks one of the legal options of the pending decision.
///
/// The driver calls [`Bot::choose`] only when `game.pending()` is a
/// [`berserk_engine::Pending::Decision`] of this bot's player, with the options
/// from [`Game::legal_choices`] (never empty).
///
/// **Fair play.** For now a bot is handed the whole [`Game`], hidden
/// information included (the opponent's hand, face-down cards, the deck
/// order). A bot should read only what its player may see: use
/// [`Game::view`]`(player)` (and [`Game::event_for`]) for that. The bots of
/// this crate read only public information and their own cards: a face-down
/// enemy card is valued by a generic profile, not by its definition.
pub trait Bot {
    /// A short name for reports, e.g. `"greedy"`.
    fn name(&self) -> &str;

    /// Chooses one of `options` and returns its index (`< options.len()`).
    /// `options` is never empty.
    fn choose(&mut self, game: &Game, options: &[Choice]) -> usize;
}

impl<B: Bot + ?Sized> Bot for Box<B> {
    fn name(&self) -> &str {
        (**self).name()
    }
    fn choose(&mut self, game: &Game, options: &[Choice]) -> usize {
        (**self).choose(game, options)
    }
}

/// The bots of this crate, by name (`"random"`, `"greedy"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BotKind {
    Random,
    Greedy,
}

impl BotKind {
    pub const ALL: [BotKind; 2] = [BotKind::Random, BotKind::Greedy];

    /// The bot's name, as accepted by [`std::str::FromStr`].
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
        }
    }

    /// A new bot of this kind with its own generator seeded by `seed`.
    pub fn create(self, seed: u64) -> Box<dyn Bot + Send> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
            BotKind::Greedy => Box::new(GreedyBot::new(seed)),
        }
    }
}

impl std::fmt::Display for BotKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for BotKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        BotKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("unknown bot {s:?} (expected random or greedy)"))
    }
}

/// A uniform integer in `0..n` from 64-bit outputs, without modulo bias
/// (Lemire's multiply-and-reject). `n` must be positive.
pub(crate) fn below(rng: &mut rand_pcg::Pcg64Mcg, n: u64) -> u64 {
    use rand_core::Rng;
    debug_assert!(n > 0);
    let mut m = rng.next_u64() as u128 * n as u128;
    if (m as u64) < n {
        let threshold = n.wrapping_neg() % n;
        while (m as u64) < threshold {
            m = rng.next_u64() as u128 * n as u128;
        }
    }
    (m >> 64) as u64
}

/// Mixes a game seed and a salt into a bot seed (SplitMix64's finaliser), so
/// that the two bots of a game and the games of a run get unrelated streams.
pub fn derive_seed(seed: u64, salt: u64) -> u64 {
    let mut z = seed
        .wrapping_add(salt.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_core::SeedableRng;

    #[test]
    fn below_is_in_range_and_covers_all() {
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(7);
        for n in 1..20u64 {
            let mut seen = vec![false; n as usize];
            for _ in 0..2000 {
                let x = below(&mut rng, n);
                assert!(x < n);
                seen[x as usize] = true;
            }
            assert!(seen.iter().all(|&s| s), "n = {n}");
        }
    }

    #[test]
    fn bot_kinds_parse() {
        assert_eq!("random".parse::<BotKind>(), Ok(BotKind::Random));
        assert_eq!("Greedy".parse::<BotKind>(), Ok(BotKind::Greedy));
        assert!("smart".parse::<BotKind>().is_err());
    }

    #[test]
    fn derived_seeds_differ() {
        assert_ne!(derive_seed(1, 1), derive_seed(1, 2));
        assert_ne!(derive_seed(1, 1), derive_seed(2, 1));
    }
}
