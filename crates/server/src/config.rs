//! The server's configuration: the bot levels a player may pick, how many
//! threads the bots search on, and where the game's chance comes from.
//!
//! Nothing here is chosen by a client: a request names a level by its id and
//! gets the level's fixed budget (one search thread each), and every deal,
//! shuffle and die comes from the operating system's generator unless the
//! server was started with a fixed seed for tests.

use std::sync::atomic::{AtomicU64, Ordering};

use berserk_ai::{derive_seed, BotKind, MctsConfig};
use berserk_text::{t, Lang};

/// The environment variable that makes the server's chance predictable,
/// **for tests only** (e.g. `BERSERK_SEED_FOR_TESTS=1`): the games' seeds
/// then follow from it in order of creation, so anyone who knows it can
/// read every hand and die.
pub const SEED_FOR_TESTS_VAR: &str = "BERSERK_SEED_FOR_TESTS";

/// The environment variable with the number of bot search threads
/// (default: the number of cores).
pub const BOT_THREADS_VAR: &str = "BERSERK_BOT_THREADS";

/// The environment variable with the pause before each decision of a bot
/// playing a person, in milliseconds (default 600; 0: none).
pub const BOT_PACE_VAR: &str = "BERSERK_BOT_PACE_MS";

/// The environment variables of the [`Limits`], each a whole number.
pub const WS_RATE_VAR: &str = "BERSERK_WS_RATE";
pub const WS_BURST_VAR: &str = "BERSERK_WS_BURST";
pub const WS_BYTES_VAR: &str = "BERSERK_WS_BYTES_PER_SEC";
pub const WS_BYTES_BURST_VAR: &str = "BERSERK_WS_BYTES_BURST";
pub const WS_MESSAGE_VAR: &str = "BERSERK_WS_MAX_MESSAGE";
pub const OPEN_GAMES_VAR: &str = "BERSERK_OPEN_GAMES_PER_ADDRESS";
pub const IDLE_SECS_VAR: &str = "BERSERK_IDLE_GAME_SECS";
pub const BODY_VAR: &str = "BERSERK_MAX_BODY";
pub const LOGIN_BURST_VAR: &str = "BERSERK_LOGIN_BURST";
pub const LOGIN_PER_MINUTE_VAR: &str = "BERSERK_LOGIN_PER_MINUTE";

/// The environment variable that turns the login cookie's `Secure` flag
/// off (`0`) for a server on plain http (a test on localhost); default on.
pub const COOKIE_SECURE_VAR: &str = "BERSERK_COOKIE_SECURE";
/// The environment variables of the rated queue's window ([`crate::rating::Window`]):
/// the rating gap accepted at once, its widening per second waited, its widest.
pub const QUEUE_WINDOW_VAR: &str = "BERSERK_QUEUE_WINDOW";
pub const QUEUE_WIDEN_VAR: &str = "BERSERK_QUEUE_WIDEN_PER_SEC";
pub const QUEUE_MAX_WINDOW_VAR: &str = "BERSERK_QUEUE_MAX_WINDOW";

/// What one client may ask of the server, so that no client can slow the
/// others down or fill the server with games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Messages a game socket may send a second, on average
    /// ([`WS_RATE_VAR`], default 20) ...
    pub ws_rate: u32,
    /// ... and at once ([`WS_BURST_VAR`], default 40). A message over the
    /// rate is refused with an error; as many refused in a row close the
    /// connection (close code 1008).
    pub ws_burst: u32,
    /// Bytes the server sends to one game socket a second, on average
    /// ([`WS_BYTES_VAR`], default 1 MiB) ...
    pub ws_bytes_per_sec: u64,
    /// ... and at once ([`WS_BYTES_BURST_VAR`], default 4 MiB). Over it the
    /// server waits before sending (states in between are merged into one).
    pub ws_bytes_burst: u64,
    /// The longest message a game socket may send, in bytes
    /// ([`WS_MESSAGE_VAR`], default 16 KiB); a longer one closes the
    /// connection (close code 1009).
    pub ws_max_message: usize,
    /// Unfinished games one client address may have created
    /// ([`OPEN_GAMES_VAR`], default 5); one more is refused with 429.
    pub open_games_per_address: usize,
    /// Seconds without an action after which an unfinished game ends as
    /// abandoned ([`IDLE_SECS_VAR`], default 30 minutes).
    pub idle_game_secs: u64,
    /// The largest request body, in bytes ([`BODY_VAR`], default 64 KiB);
    /// a larger one is refused with 413.
    pub max_body: usize,
    /// Login and sign-up attempts one address, and one account name, may
    /// make at once ([`LOGIN_BURST_VAR`], default 5) ...
    pub login_burst: u32,
    /// ... and a minute after that ([`LOGIN_PER_MINUTE_VAR`], default 3);
    /// more are refused with 429.
    pub login_per_minute: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            ws_rate: 20,
            ws_burst: 40,
            ws_bytes_per_sec: 1 << 20,
            ws_bytes_burst: 4 << 20,
            ws_max_message: 16 * 1024,
            open_games_per_address: 5,
            idle_game_secs: 30 * 60,
            max_body: 64 * 1024,
            login_burst: 5,
            login_per_minute: 3,
        }
    }
}

impl Limits {
    /// The defaults changed by the variables `var` reads; a malformed value
    /// (not a whole number from 1 on) is an error naming the variable.
    fn read(mut self, var: &impl Fn(&str) -> Option<String>) -> Result<Limits, String> {
        let num = |name: &str| -> Result<Option<u64>, String> {
            var(name)
                .map(|v| {
                    v.trim()
                        .parse::<u64>()
                        .ok()
                        .filter(|n| (1..=u64::from(u32::MAX)).contains(n))
                        .ok_or_else(|| format!("{name}={v:?}: expected a whole number from 1 to {}", u32::MAX))
                })
                .transpose()
        };
        if let Some(n) = num(WS_RATE_VAR)? {
            self.ws_rate = n as u32;
        }
        if let Some(n) = num(WS_BURST_VAR)? {
            self.ws_burst = n as u32;
        }
        if let Some(n) = num(WS_BYTES_VAR)? {
            self.ws_bytes_per_sec = n;
        }
        if let Some(n) = num(WS_BYTES_BURST_VAR)? {
            self.ws_bytes_burst = n;
        }
        if let Some(n) = num(WS_MESSAGE_VAR)? {
            self.ws_max_message = n as usize;
        }
        if let Some(n) = num(OPEN_GAMES_VAR)? {
            self.open_games_per_address = n as usize;
        }
        if let Some(n) = num(IDLE_SECS_VAR)? {
            self.idle_game_secs = n;
        }
        if let Some(n) = num(BODY_VAR)? {
            self.max_body = n as usize;
        }
        if let Some(n) = num(LOGIN_BURST_VAR)? {
            self.login_burst = n as u32;
        }
        if let Some(n) = num(LOGIN_PER_MINUTE_VAR)? {
            self.login_per_minute = n as u32;
        }
        Ok(self)
    }
}

/// A bot strength a player may pick.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotLevel {
    /// What a request names (`mcts-normal`); also the bot seat's name.
    pub id: String,
    /// The bot and its fixed budget.
    pub kind: BotKind,
    /// What the start page shows, in Russian and in English.
    pub ru: String,
    pub en: String,
}

impl BotLevel {
    pub fn new(id: &str, kind: BotKind, ru: &str, en: &str) -> BotLevel {
        BotLevel {
            id: id.to_string(),
            kind,
            ru: ru.to_string(),
            en: en.to_string(),
        }
    }

    /// The level's name in `lang`.
    pub fn label(&self, lang: Lang) -> &str {
        t(lang, &self.ru, &self.en)
    }
}

/// A search bot on one thread with a fixed number of playouts.
fn mcts(playouts: u32) -> BotKind {
    BotKind::Mcts(MctsConfig {
        playouts,
        think_ms: 0,
        threads: 1,
        ..MctsConfig::default()
    })
}

/// How the server runs its games.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// The levels a player may pick, weakest first; the first `greedy` one
    /// (or the first) is the default.
    pub levels: Vec<BotLevel>,
    /// Threads that run bot searches (at least 1); a search never runs on
    /// the threads that answer requests.
    pub bot_threads: usize,
    /// A fixed seed for every game's chance, **for tests only** (see
    /// [`SEED_FOR_TESTS_VAR`]); `None`: the operating system's generator.
    pub seed_for_tests: Option<u64>,
    /// What one client may ask of the server.
    pub limits: Limits,
    /// The pause before each battle decision of a bot that plays a person,
    /// in milliseconds ([`BOT_PACE_VAR`], default 600; 0: none), so that
    /// the person sees its turn step by step: every decision is a state of
    /// its own on the board, not one jump to the end of the turn. Setup
    /// decisions (buying, placing) and bots playing bots are not paced.
    /// The pause is a timer, not a sleeping search thread.
    pub bot_pace_ms: u64,
    /// The login cookie is `Secure` (sent over https only): default on,
    /// off by [`COOKIE_SECURE_VAR`]`=0` for plain http.
    pub secure_cookies: bool,
    /// How far apart the ratings of two players the rated queue pairs may
    /// be: 100 at once, 10 more a second waited, at most 600 (see
    /// [`QUEUE_WINDOW_VAR`] and the next two).
    pub queue_window: crate::rating::Window,
}

impl Default for ServerConfig {
    fn default() -> Self {
        ServerConfig {
            levels: ServerConfig::default_levels(),
            bot_threads: std::thread::available_parallelism().map_or(2, |n| n.get()),
            seed_for_tests: None,
            limits: Limits::default(),
            bot_pace_ms: 600,
            secure_cookies: true,
            queue_window: crate::rating::Window {
                base: 100.0,
                per_sec: 10.0,
                max: 600.0,
            },
        }
    }
}

impl ServerConfig {
    /// `random`, `greedy`, and the search bot at 100, 1000 and 3000 playouts
    /// a decision on one thread (about 8, 50 and 150 ms on one core of this
    /// machine; see the README's search bot section).
    pub fn default_levels() -> Vec<BotLevel> {
        vec![
            BotLevel::new("random", BotKind::Random, "Случайный", "Random"),
            BotLevel::new("greedy", BotKind::Greedy, "Жадный", "Greedy"),
            BotLevel::new("mcts-easy", mcts(100), "Поиск: лёгкий", "Search: easy"),
            BotLevel::new("mcts-normal", mcts(1000), "Поиск: средний", "Search: normal"),
            BotLevel::new("mcts-hard", mcts(3000), "Поиск: сильный", "Search: hard"),
        ]
    }

    /// The defaults changed by the environment: [`BOT_THREADS_VAR`],
    /// [`SEED_FOR_TESTS_VAR`] and the [`Limits`]' variables. A malformed
    /// value is an error naming it.
    pub fn from_env() -> Result<ServerConfig, String> {
        ServerConfig::from_vars(|k| std::env::var(k).ok())
    }

    /// As [`from_env`](Self::from_env), reading the variables with `var`.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<ServerConfig, String> {
        let mut cfg = ServerConfig::default();
        if let Some(v) = var(BOT_THREADS_VAR) {
            cfg.bot_threads = v
                .trim()
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=1024).contains(n))
                .ok_or_else(|| format!("{BOT_THREADS_VAR}={v:?}: expected a whole number from 1 to 1024"))?;
        }
        if let Some(v) = var(SEED_FOR_TESTS_VAR) {
            let seed = v
                .trim()
                .parse::<u64>()
                .map_err(|_| format!("{SEED_FOR_TESTS_VAR}={v:?}: expected a whole number"))?;
            cfg.seed_for_tests = Some(seed);
        }
        if let Some(v) = var(BOT_PACE_VAR) {
            cfg.bot_pace_ms = v
                .trim()
                .parse::<u64>()
                .ok()
                .filter(|n| *n <= 60_000)
                .ok_or_else(|| format!("{BOT_PACE_VAR}={v:?}: expected milliseconds from 0 to 60000"))?;
        }
        cfg.limits = cfg.limits.read(&var)?;
        if let Some(v) = var(COOKIE_SECURE_VAR) {
            cfg.secure_cookies = match v.trim() {
                "1" => true,
                "0" => false,
                _ => return Err(format!("{COOKIE_SECURE_VAR}={v:?}: expected 1 or 0")),
            };
        }
        for (name, field) in [
            (QUEUE_WINDOW_VAR, &mut cfg.queue_window.base),
            (QUEUE_WIDEN_VAR, &mut cfg.queue_window.per_sec),
            (QUEUE_MAX_WINDOW_VAR, &mut cfg.queue_window.max),
        ] {
            if let Some(v) = var(name) {
                *field = v
                    .trim()
                    .parse::<f64>()
                    .ok()
                    .filter(|n| (0.0..=10_000.0).contains(n))
                    .ok_or_else(|| format!("{name}={v:?}: expected a number from 0 to 10000"))?;
            }
        }
        Ok(cfg)
    }

    /// The level a request names, or an error listing the levels.
    pub fn level(&self, id: &str) -> Result<&BotLevel, String> {
        self.levels.iter().find(|l| l.id == id).ok_or_else(|| {
            let ids: Vec<&str> = self.levels.iter().map(|l| l.id.as_str()).collect();
            format!("unknown bot level {id:?} (levels: {})", ids.join(", "))
        })
    }

    /// The level a request without one gets: `greedy` if defined, else the
    /// first.
    pub fn default_level(&self) -> Option<&BotLevel> {
        self.levels.iter().find(|l| l.id == "greedy").or(self.levels.first())
    }
}

/// Where the games' seeds come from: the operating system's generator, or
/// a fixed test seed and a counter.
pub struct Chance {
    test_seed: Option<u64>,
    drawn: AtomicU64,
}

impl Chance {
    pub fn new(test_seed: Option<u64>) -> Chance {
        Chance {
            test_seed,
            drawn: AtomicU64::new(0),
        }
    }

    /// A new seed for a game's deal and dice, or a bot's generator. Fails
    /// (rather than falling back on something guessable) when the system has
    /// no generator.
    pub fn seed(&self) -> Result<u64, String> {
        match self.test_seed {
            Some(s) => Ok(derive_seed(s, self.drawn.fetch_add(1, Ordering::Relaxed))),
            None => getrandom::u64().map_err(|e| format!("the system's random generator failed: {e}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_level_is_refused_with_the_list() {
        let cfg = ServerConfig::default();
        assert_eq!(cfg.level("mcts-hard").unwrap().kind, mcts(3000));
        let e = cfg.level("mcts:think=3600s,threads=256").unwrap_err();
        assert!(e.contains("random, greedy, mcts-easy, mcts-normal, mcts-hard"), "{e}");
        assert_eq!(cfg.default_level().unwrap().id, "greedy");
    }

    #[test]
    fn every_level_searches_on_one_thread() {
        for l in ServerConfig::default_levels() {
            if let BotKind::Mcts(m) = l.kind {
                assert_eq!((m.threads, m.think_ms), (1, 0), "{}", l.id);
            }
        }
    }

    #[test]
    fn the_environment_is_read_and_checked() {
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string())
        };
        let cfg = ServerConfig::from_vars(vars(&[(BOT_THREADS_VAR, "3"), (SEED_FOR_TESTS_VAR, "7")])).unwrap();
        assert_eq!((cfg.bot_threads, cfg.seed_for_tests), (3, Some(7)));
        let cfg = ServerConfig::from_vars(vars(&[])).unwrap();
        assert_eq!(cfg.seed_for_tests, None, "chance is the system's unless told");
        assert!(ServerConfig::from_vars(vars(&[(BOT_THREADS_VAR, "0")]))
            .unwrap_err()
            .contains(BOT_THREADS_VAR));
        assert!(ServerConfig::from_vars(vars(&[(SEED_FOR_TESTS_VAR, "x")]))
            .unwrap_err()
            .contains(SEED_FOR_TESTS_VAR));
    }

    #[test]
    fn the_limits_are_read_from_the_environment_and_checked() {
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string())
        };
        let cfg = ServerConfig::from_vars(vars(&[])).unwrap();
        assert_eq!(cfg.limits, Limits::default());
        let all = [
            (WS_RATE_VAR, "3"),
            (WS_BURST_VAR, "4"),
            (WS_BYTES_VAR, "5"),
            (WS_BYTES_BURST_VAR, "6"),
            (WS_MESSAGE_VAR, "7"),
            (OPEN_GAMES_VAR, "8"),
            (IDLE_SECS_VAR, "9"),
            (BODY_VAR, "10"),
        ];
        let l = ServerConfig::from_vars(vars(Box::leak(Box::new(all)))).unwrap().limits;
        assert_eq!(
            (
                l.ws_rate,
                l.ws_burst,
                l.ws_bytes_per_sec,
                l.ws_bytes_burst,
                l.ws_max_message
            ),
            (3, 4, 5, 6, 7)
        );
        assert_eq!((l.open_games_per_address, l.idle_game_secs, l.max_body), (8, 9, 10));
        for (name, _) in all {
            for bad in ["0", "x", "-1"] {
                let pair: &'static [(&'static str, &'static str)] = Box::leak(Box::new([(name, bad)]));
                let e = ServerConfig::from_vars(vars(pair)).unwrap_err();
                assert!(e.contains(name), "{e}");
            }
        }
    }

    #[test]
    fn system_seeds_differ_and_test_seeds_repeat() {
        let os = Chance::new(None);
        assert_ne!(os.seed().unwrap(), os.seed().unwrap());
        let (a, b) = (Chance::new(Some(5)), Chance::new(Some(5)));
        let sa: Vec<u64> = (0..3).map(|_| a.seed().unwrap()).collect();
        let sb: Vec<u64> = (0..3).map(|_| b.seed().unwrap()).collect();
        assert_eq!(sa, sb);
        assert_ne!(sa[0], sa[1]);
    }

    #[test]
    fn the_account_and_queue_settings_are_read_and_checked() {
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string())
        };
        let cfg = ServerConfig::from_vars(vars(&[])).unwrap();
        assert!(cfg.secure_cookies, "Secure by default");
        assert_eq!((cfg.limits.login_burst, cfg.limits.login_per_minute), (5, 3));
        let cfg = ServerConfig::from_vars(vars(&[
            (COOKIE_SECURE_VAR, "0"),
            (LOGIN_BURST_VAR, "2"),
            (LOGIN_PER_MINUTE_VAR, "1"),
            (QUEUE_WINDOW_VAR, "50"),
            (QUEUE_WIDEN_VAR, "2.5"),
            (QUEUE_MAX_WINDOW_VAR, "400"),
        ]))
        .unwrap();
        assert!(!cfg.secure_cookies);
        assert_eq!((cfg.limits.login_burst, cfg.limits.login_per_minute), (2, 1));
        assert_eq!(
            cfg.queue_window,
            crate::rating::Window {
                base: 50.0,
                per_sec: 2.5,
                max: 400.0
            }
        );
        for bad in [
            (COOKIE_SECURE_VAR, "yes"),
            (QUEUE_WINDOW_VAR, "-1"),
            (QUEUE_WIDEN_VAR, "x"),
            (LOGIN_BURST_VAR, "0"),
        ] {
            let e = ServerConfig::from_vars(move |k: &str| (k == bad.0).then(|| bad.1.to_string())).unwrap_err();
            assert!(e.contains(bad.0), "{e}");
        }
    }
}
