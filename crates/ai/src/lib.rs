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
//! - [`MctsBot`]: information-set Monte-Carlo tree search with
//!   determinization ([`berserk_engine::Game::determinize`]), chance nodes for
//!   dice and greedy rollouts; budget by playouts or time, root-parallel over
//!   threads; named with its settings, e.g. `mcts:playouts=2000,threads=1`.
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
mod mcts;
mod random;

pub use driver::{play_game, play_game_with, DriverError, GameStats};
pub use greedy::GreedyBot;
pub use mcts::{MctsBot, MctsConfig};
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
/// this crate read only public information and their own cards: [`GreedyBot`]
/// scores its options on a game from [`Game::determinize`] (and values a
/// face-down enemy card there by a generic profile), and [`MctsBot`]
/// searches only such games; they depend on what its player sees and on a
/// seed, never on the real hidden cards (`crates/ai/tests/fair.rs` plays
/// twin games that differ only in hidden cards).
pub trait Bot {
    /// A short name for reports, e.g. `"greedy"`.
    fn name(&self) -> &str;

    /// Chooses one of `options` and returns its index (`< options.len()`).
    /// `options` is never empty.
    fn choose(&mut self, game: &Game, options: &[Choice]) -> usize;

    /// What the bot's searches cost so far (zero for bots that don't search).
    fn search_stats(&self) -> SearchStats {
        SearchStats::default()
    }
}

/// The work of a search bot since it was created: for reports of speed.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SearchStats {
    /// Decisions decided by a search.
    pub searches: u64,
    /// Iterations (playouts) over all searches and threads.
    pub playouts: u64,
    /// Wall-clock time spent searching.
    pub time: std::time::Duration,
}

impl SearchStats {
    pub fn add(&mut self, o: SearchStats) {
        self.searches += o.searches;
        self.playouts += o.playouts;
        self.time += o.time;
    }
}

impl<B: Bot + ?Sized> Bot for Box<B> {
    fn name(&self) -> &str {
        (**self).name()
    }
    fn choose(&mut self, game: &Game, options: &[Choice]) -> usize {
        (**self).choose(game, options)
    }
    fn search_stats(&self) -> SearchStats {
        (**self).search_stats()
    }
}

/// The bots of this crate with their settings, by name: `random`, `greedy`,
/// `mcts` or `mcts:SETTINGS` (see [`MctsConfig::parse`]). [`std::fmt::Display`]
/// writes the name with its settings, which parses back to the same bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BotKind {
    Random,
    Greedy,
    Mcts(MctsConfig),
}

impl BotKind {
    /// The bots without settings (`mcts` with its defaults).
    pub const ALL: [BotKind; 2] = [BotKind::Random, BotKind::Greedy];

    /// Every bot's name, weakest first, as a player picks one (`mcts` with
    /// its default settings).
    pub const NAMES: [&'static str; 3] = ["random", "greedy", "mcts"];

    /// The bot's short name, without its settings.
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
            BotKind::Mcts(_) => "mcts",
        }
    }

    /// Does this bot decide the same in the same position with the same
    /// seed, on any machine? Random, greedy and a search budgeted by
    /// playouts do; a search budgeted by time depends on the machine's
    /// speed and load, so replaying its decisions can't reproduce them.
    pub fn reproducible(self) -> bool {
        match self {
            BotKind::Random | BotKind::Greedy => true,
            BotKind::Mcts(cfg) => cfg.think_ms == 0,
        }
    }

    /// A new bot of this kind with its own generator seeded by `seed`.
    pub fn create(self, seed: u64) -> Box<dyn Bot + Send> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
            BotKind::Greedy => Box::new(GreedyBot::new(seed)),
            BotKind::Mcts(cfg) => Box::new(MctsBot::new(cfg, seed)),
        }
    }
}

impl std::fmt::Display for BotKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BotKind::Mcts(cfg) => cfg.fmt(f),
            k => f.write_str(k.name()),
        }
    }
}

impl std::str::FromStr for BotKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let (name, settings) = s.split_once(':').unwrap_or((s, ""));
        if name.eq_ignore_ascii_case("mcts") {
            return MctsConfig::parse(settings).map(BotKind::Mcts);
        }
        if !settings.is_empty() {
            return Err(format!("bot {name:?} has no settings"));
        }
        BotKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| {
                format!("unknown bot {s:?} (expected random, greedy or mcts[:playouts=N|think=200ms,threads=K])")
            })
    }
}

/// A uniform integer in `0..n` without modulo bias (the engine's).
pub(crate) use berserk_engine::below_u64 as below;

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

    /// Every name a player may pick parses to the bot of that name.
    #[test]
    fn every_bot_name_parses() {
        for name in BotKind::NAMES {
            let kind: BotKind = name.parse().unwrap();
            assert_eq!(kind.name(), name);
        }
    }

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
        assert!("greedy:x=1".parse::<BotKind>().is_err());
        let m: BotKind = "mcts:playouts=50,threads=2".parse().unwrap();
        assert_eq!(m.to_string(), "mcts:playouts=50,threads=2");
        assert_eq!(m.to_string().parse::<BotKind>(), Ok(m));
        assert_eq!("MCTS".parse::<BotKind>(), Ok(BotKind::Mcts(MctsConfig::default())));
        assert!("mcts:playouts=0".parse::<BotKind>().is_err());
    }

    #[test]
    fn derived_seeds_differ() {
        assert_ne!(derive_seed(1, 1), derive_seed(1, 2));
        assert_ne!(derive_seed(1, 1), derive_seed(2, 1));
    }
}
