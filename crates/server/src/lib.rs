//! # berserk-server
//!
//! Play «Берсерк» in the browser: `berserk serve` starts an HTTP and
//! WebSocket server with the pages built into the binary and an embedded
//! SQLite database in the data folder.
//!
//! - [`App`]: the running games, the cards and decks, the [`Storage`].
//! - [`router`]: the pages (`/`, `/game`, `/replay`, `/decks`), the JSON API
//!   (`/api/...`) and the game socket (`/ws`).
//! - [`serve`]: binds an address and runs the server until the process ends.
//! - [`ServerConfig`]: the bot levels, the bot threads, the source of
//!   chance and the [`Limits`]; [`bots`]: the threads the bots search on.
//!
//! **Chance.** Every game's seed (its deal, shuffles and dice) and every
//! bot's seed comes from the operating system's generator; a request that
//! names a seed is refused. Only the server's configuration can fix them, for
//! tests ([`config::SEED_FOR_TESTS_VAR`]).
//!
//! **Bots.** A request picks a bot by a level of the configuration
//! (`random`, `greedy`, `mcts-easy`, `mcts-normal`, `mcts-hard`); any other
//! name, such as a think time or a thread count, is refused with the list.
//! The searches run on [`ServerConfig::bot_threads`] threads, on a copy of
//! the game with its lock released, so a thinking bot holds up no request
//! and no other game.
//!
//! **Protocol.** A player opens `/ws?g=<game>&t=<seat token>&lang=ru|en` (a
//! spectator leaves out `t`). The server sends `{"t":"state",…}` after every
//! change, built for that reader alone (see [`session`]). A player sends
//! `{"t":"choose","i":<option>}`, `{"t":"act","src":"c3","dst":"c4"}`,
//! `{"t":"resign"}`, `{"t":"lang","lang":"en"}` or `{"t":"sync"}`; a refused
//! one is answered with `{"t":"refused","rule":…,"text":…}`, a malformed one
//! with `{"t":"error","text":…}`, and the game and the connection go on.
//! A `sync` when the whole state of this version was already sent for a
//! `sync` is answered `{"t":"unchanged","v":…}`.
//!
//! **Limits** ([`Limits`], in [`ServerConfig::limits`]): per socket, a
//! message rate (over it: an error, then close code 1008), a message size
//! (over it: close code 1009) and a byte budget (over it the server waits);
//! per client address, a number of unfinished games (429); idle games end as
//! abandoned ([`ABANDONED`]); request targets, headers and bodies have
//! sizes (414, 431, 413).
//!
//! **Accounts** ([`accounts`]): sign-up and login (Argon2id hashes, a login
//! cookie with a CSRF token of its own, checked with the request's origin on
//! every state-changing request), logout, a limit on login attempts. Saved
//! decks belong to their account. Guests play under a chosen name.
//!
//! **Rating** ([`rating`], [`queue`]): the rated queue pairs accounts of
//! close rating (the window widening with the wait); a finished rated game
//! changes both Glicko-2 ratings once. `/profile` and `/leaders` show them.
//!
//! **Many servers on one database** ([`pg::PgStore`], `--db postgres://…`).
//! Every change of a game is stored at once, over the row version the
//! server's copy was made from ([`Storage::save_live_at`]); a server that
//! loses that race (another server stored a change of the same game first)
//! loads the game again and refuses its move, so two servers never both
//! apply a move to one game. A server asked for a game it does not hold
//! (a socket, a link) loads it from the database (a finished one from its
//! record, stored with the seats); every [`SYNC_INTERVAL_MS`] it asks the
//! database for the versions of the games it holds and loads again those
//! that moved on elsewhere, so its readers see moves made through another
//! server. One server runs a game's bot at a time ([`Storage::claim_bot`],
//! [`BOT_LEASE_MS`]); the others follow. The lobby lists the stored games,
//! every server's, and the rated queue is the database's. Handlers call
//! the storage through [`blocking`], never on an async worker. With SQLite
//! (one server) none of this costs more than the version check of each
//! save.

pub mod accounts;
pub mod api;
mod bots;
pub mod config;
pub mod limits;
pub mod pg;
pub mod queue;
pub mod rating;
pub mod session;
pub mod store;

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use berserk_cards::Deck;
use berserk_engine::{CardDb, RulesConfig};

pub use api::router;
pub use config::{BotLevel, Chance, Limits, ServerConfig};
pub use pg::PgStore;
pub use session::{Reader, Session};
pub use store::{
    Account, GameAccounts, LiveGame, LobbyGame, Owned, QueueState, Queued, Rating, RatingPoint, RecordInfo, SavedDeck,
    SqliteStore, Storage, StoreError,
};

/// How often a server on a shared database ([`Storage::shared`]) looks for
/// changes made elsewhere to the games it holds, in milliseconds.
pub const SYNC_INTERVAL_MS: u64 = 100;

/// How long a server's claim of a game's bot lasts on a shared database
/// ([`Storage::claim_bot`]), in milliseconds: renewed at each of the bot's
/// decisions, so another server takes the bot over only when the runner
/// stopped (or one search outlasted it: then one search is wasted, and the
/// row versions still keep one move).
pub const BOT_LEASE_MS: u64 = 30_000;

/// How often a server refused the claim of a game's bot asks again while
/// the bot still must decide (the runner may have stopped), in milliseconds.
pub const BOT_RETRY_MS: u64 = 1_000;

/// The longest message of the protocol a client may send, in bytes; longer
/// ones (up to [`Limits::ws_max_message`], which closes the connection) are
/// answered with an error.
pub const MAX_CLIENT_MESSAGE: usize = 4096;

/// How long a finished game stays on the server, in seconds.
pub const FINISHED_KEPT_SECS: u64 = 30 * 60;

/// A game on the server and the signal that it changed.
pub struct GameHandle {
    session: Mutex<Session>,
    changed: tokio::sync::watch::Sender<u64>,
    /// The record was stored.
    stored: Mutex<bool>,
    /// When the game ended (seconds since the epoch).
    finished_at: Mutex<Option<u64>>,
    /// A bot job of this game is queued or running.
    bot_queued: AtomicBool,
    /// When another server last held this game's bot (this one's claim was
    /// refused): the sync thread asks again after [`BOT_RETRY_MS`].
    bot_refused: Mutex<Option<Instant>>,
    /// The address of the client that created the game (for the limit of
    /// open games per address).
    owner: Option<IpAddr>,
    /// When the game last changed (an idle game ends, see [`App::end_idle`]).
    last_change: Mutex<Instant>,
    /// The full states last built, per reader and language: (reader, lang,
    /// version, log length, text), so that readers of the same version share
    /// one (a repeated `sync`, many spectators).
    full: Mutex<Vec<FullState>>,
    /// Bumped when the session is loaded again from the storage (its logs
    /// are rebuilt): a reader then gets the whole state again.
    pub epoch: AtomicU64,
}

/// A whole state as sent: (reader, lang, version, log length, text).
type FullState = (Reader, berserk_text::Lang, u64, usize, Arc<str>);

impl GameHandle {
    /// The session (a panic elsewhere never locks a game for good).
    pub fn lock(&self) -> MutexGuard<'_, Session> {
        self.session.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The whole state for `reader` in `lang` (the log from its start) as
    /// sent, with its version and log length; built once per version.
    pub fn full_state(&self, reader: Reader, lang: berserk_text::Lang) -> (u64, usize, Arc<str>) {
        let s = self.lock();
        let mut cache = self.full.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(e) = cache.iter().find(|e| e.0 == reader && e.1 == lang && e.2 == s.version) {
            return (e.2, e.3, e.4.clone());
        }
        let msg = s.state_message(reader, lang, 0);
        let log_len = msg["log_len"].as_u64().unwrap_or(0) as usize;
        let text: Arc<str> = msg.to_string().into();
        cache.retain(|e| !(e.0 == reader && e.1 == lang));
        cache.push((reader, lang, s.version, log_len, text.clone()));
        (s.version, log_len, text)
    }

    /// The game is over or ended as abandoned.
    fn is_open(&self) -> bool {
        self.finished_at.lock().unwrap_or_else(|p| p.into_inner()).is_none()
    }
}

/// The server's state.
pub struct App {
    pub db: Arc<CardDb>,
    /// The built-in decks.
    pub decks: Vec<Deck>,
    pub store: Arc<dyn Storage>,
    pub cfg: Arc<RulesConfig>,
    /// The bot levels, the bot threads, the source of chance.
    pub server: ServerConfig,
    /// The games' and the bots' seeds.
    pub chance: Chance,
    games: Mutex<HashMap<String, Arc<GameHandle>>>,
    bots: bots::BotPool,
    /// This app, for the bot jobs it queues.
    me: std::sync::Weak<App>,
    /// Login attempts per address and per account name.
    pub login_attempts: Mutex<HashMap<String, limits::Bucket>>,
    /// The rated queue.
    pub queue: Mutex<queue::Queue>,
    /// Bot searches run by this server (see [`App::bot_searches`]).
    searches: AtomicU64,
}

impl App {
    /// The built-in cards and decks over `store`, with the default rules
    /// and the default [`ServerConfig`].
    pub fn new(store: Arc<dyn Storage>) -> Result<Arc<App>, String> {
        App::with_config(store, ServerConfig::default())
    }

    /// As [`App::new`] with `server` as the configuration (it starts the bot
    /// threads).
    pub fn with_config(store: Arc<dyn Storage>, server: ServerConfig) -> Result<Arc<App>, String> {
        let db = berserk_cards::try_builtin().map_err(|e| berserk_cards::format_errors(&e))?;
        let decks = berserk_cards::try_builtin_decks(&db).map_err(|e| berserk_cards::format_errors(&e))?;
        let app = Arc::new_cyclic(|me| App {
            db: Arc::new(db),
            decks,
            store,
            cfg: Arc::new(RulesConfig::default()),
            chance: Chance::new(server.seed_for_tests),
            bots: bots::BotPool::new(server.bot_threads),
            server,
            games: Mutex::new(HashMap::new()),
            me: me.clone(),
            login_attempts: Mutex::new(HashMap::new()),
            queue: Mutex::new(queue::Queue::default()),
            searches: AtomicU64::new(0),
        });
        start_sweeper(&app);
        if app.store.shared() {
            start_sync(&app);
        }
        Ok(app)
    }

    fn games(&self) -> MutexGuard<'_, HashMap<String, Arc<GameHandle>>> {
        self.games.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A running (or just finished) game.
    pub fn game(&self, id: &str) -> Option<Arc<GameHandle>> {
        self.games().get(id).cloned()
    }

    /// Adds a game and returns its handle (a bot that must decide is queued).
    pub fn add(&self, session: Session) -> Arc<GameHandle> {
        match self.add_owned(session, None) {
            Ok(h) => h,
            Err(_) => unreachable!("a game without an owner is never refused"),
        }
    }

    /// The unfinished games created from `addr`.
    pub fn open_games_of(&self, addr: IpAddr) -> usize {
        Self::count_open(&self.games(), addr)
    }

    fn count_open(games: &HashMap<String, Arc<GameHandle>>, addr: IpAddr) -> usize {
        games.values().filter(|h| h.owner == Some(addr) && h.is_open()).count()
    }

    /// The refusal of one more game from `addr` when it has as many
    /// unfinished games as [`Limits::open_games_per_address`].
    pub fn check_open_games(&self, addr: IpAddr) -> Result<(), String> {
        self.refuse_open(&self.games(), addr)
    }

    fn refuse_open(&self, games: &HashMap<String, Arc<GameHandle>>, addr: IpAddr) -> Result<(), String> {
        let max = self.server.limits.open_games_per_address;
        let n = Self::count_open(games, addr);
        if n >= max {
            return Err(format!(
                "too many unfinished games from {addr}: {n} (at most {max}); finish or resign one first"
            ));
        }
        Ok(())
    }

    /// As [`App::add`], for a game created from `owner`: refused (with the
    /// reason) when that address has as many unfinished games as the limit.
    pub fn add_owned(&self, session: Session, owner: Option<IpAddr>) -> Result<Arc<GameHandle>, String> {
        self.insert(session, owner, false)
    }

    /// Adds a game (see [`App::add_owned`]); `recorded`: a finished game
    /// loaded from its stored record (stored, never stored again).
    fn insert(&self, session: Session, owner: Option<IpAddr>, recorded: bool) -> Result<Arc<GameHandle>, String> {
        let id = session.id.clone();
        let (tx, _) = tokio::sync::watch::channel(session.version);
        let h = Arc::new(GameHandle {
            session: Mutex::new(session),
            changed: tx,
            stored: Mutex::new(recorded),
            finished_at: Mutex::new(None),
            bot_queued: AtomicBool::new(false),
            bot_refused: Mutex::new(None),
            owner,
            last_change: Mutex::new(Instant::now()),
            full: Mutex::new(Vec::new()),
            epoch: AtomicU64::new(0),
        });
        {
            // Counted and added under one lock: two requests at once cannot
            // both take the last place.
            let mut games = self.games();
            if let Some(addr) = owner {
                self.refuse_open(&games, addr)?;
            }
            games.insert(id, h.clone());
        }
        self.after_change(&h);
        self.wake_bot(&h);
        Ok(h)
    }

    /// Queues the game on the bot threads if a bot must decide and it is not
    /// queued yet. Call it after every change (it only takes the game's lock
    /// for a moment).
    pub fn wake_bot(&self, h: &Arc<GameHandle>) {
        if h.bot_queued.load(Ordering::Acquire) {
            return;
        }
        let (bot_to_move, paced) = {
            let s = h.lock();
            let to_move = s.broken.is_none()
                && !s.abandoned
                && matches!(s.game().pending(), berserk_engine::Pending::Decision { player, .. } if s.is_bot(player));
            (to_move, to_move && Self::paced(&s))
        };
        if bot_to_move && !h.bot_queued.swap(true, Ordering::AcqRel) {
            let job = bots::Job {
                app: self.me.clone(),
                game: h.clone(),
            };
            let pause = if paced { self.server.bot_pace_ms } else { 0 };
            self.bots.push_after(job, Duration::from_millis(pause));
        }
    }

    /// Does the bot to move pause first ([`ServerConfig::bot_pace_ms`]): a
    /// battle decision (from the first turn on) in a game with a person?
    fn paced(s: &Session) -> bool {
        s.game().turn() >= 1 && berserk_engine::Player::BOTH.iter().any(|&p| !s.is_bot(p))
    }

    /// The bot searches this server has run (each one a decision of a bot;
    /// on a shared database a search another server runs is not counted
    /// here).
    pub fn bot_searches(&self) -> u64 {
        self.searches.load(Ordering::Acquire)
    }

    /// May this server run the bot of `id` now ([`Storage::claim_bot`])?
    /// Always on a storage of its own; on a shared one, when no other
    /// server holds the game's bot. A failed claim lets it run (the row
    /// versions keep one move).
    fn claim_bot(&self, id: &str) -> bool {
        if !self.store.shared() {
            return true;
        }
        match self.store.claim_bot(id, BOT_LEASE_MS) {
            Ok(granted) => granted,
            Err(e) => {
                eprintln!("berserk serve: {e}");
                true
            }
        }
    }

    /// Every game, id first.
    pub fn all_games(&self) -> Vec<(String, Arc<GameHandle>)> {
        let mut v: Vec<_> = self.games().iter().map(|(k, v)| (k.clone(), v.clone())).collect();
        v.sort_by(|a, b| a.0.cmp(&b.0));
        v
    }

    /// Forgets the games that ended at least `age` seconds ago (their
    /// records stay in the storage); returns how many.
    pub fn evict_finished(&self, age: u64) -> usize {
        let now = now_secs();
        let mut games = self.games();
        let before = games.len();
        games.retain(|_, h| {
            let ended = *h.finished_at.lock().unwrap_or_else(|p| p.into_inner());
            ended.is_none_or(|t| now.saturating_sub(t) < age)
        });
        before - games.len()
    }

    /// Ends as abandoned every unfinished game without a change for
    /// [`Limits::idle_game_secs`]: its record is stored with the result
    /// `abandoned`, it leaves the running games, and its readers are told.
    /// Returns how many. Call it off the async threads (it writes to the
    /// storage); the app's sweeper thread calls it.
    pub fn end_idle(&self) -> usize {
        let idle = Duration::from_secs(self.server.limits.idle_game_secs);
        let mut n = 0;
        for (_, h) in self.all_games() {
            let since = h.last_change.lock().unwrap_or_else(|p| p.into_inner()).elapsed();
            if since < idle || !h.is_open() {
                continue;
            }
            let ended = {
                let mut s = h.lock();
                s.abandon()
            };
            if ended {
                self.after_change(&h);
                n += 1;
            }
        }
        n
    }

    /// Rebuilds the games that were being played when the server stopped;
    /// returns how many, and the errors of those that could not be.
    pub fn restore_live(&self) -> (usize, Vec<String>) {
        let live = match self.store.list_live() {
            Ok(l) => l,
            Err(e) => return (0, vec![e.to_string()]),
        };
        let ids: Vec<String> = live.iter().map(|g| g.id.clone()).collect();
        let versions: HashMap<String, u64> = match self.store.live_versions(&ids) {
            Ok(v) => v.into_iter().collect(),
            Err(e) => return (0, vec![e.to_string()]),
        };
        let mut errors = Vec::new();
        let mut n = 0;
        for g in live {
            let restored = self
                .chance
                .seed()
                .and_then(|seed| Session::restore(&g, self.db.clone(), &self.server, seed));
            match restored {
                Ok(mut s) => {
                    if let Ok(Some(a)) = self.store.game_accounts(&s.id) {
                        s.accounts = a.accounts;
                        s.rated = a.rated;
                    }
                    s.store_version = versions.get(&s.id).copied().unwrap_or(0);
                    s.saved = Some(s.version);
                    self.add(s);
                    n += 1;
                }
                Err(e) => errors.push(format!("game {}: {e}", g.id)),
            }
        }
        (n, errors)
    }

    /// After a change (call it off the async threads: it writes to the
    /// storage): stores the game, or a finished game's record once, and
    /// wakes the readers.
    pub fn after_change(&self, h: &GameHandle) {
        let version = {
            let mut s = h.lock();
            if s.saved != Some(s.version) {
                // Stored over the version it was made from, or loaded again
                // when another server stored first (its change is dropped).
                let _ = self.persist(h, &mut s);
            }
            // A finished game's record (if `persist` did not store it: a
            // failure then, or a game that ended without a change to store).
            self.store_finished(h, &s);
            s.version
        };
        *h.last_change.lock().unwrap_or_else(|p| p.into_inner()) = Instant::now();
        h.changed.send_replace(version);
    }

    /// Stores the record of the finished game `s` of `h` once, with its
    /// seats, the game then no longer live ([`Storage::save_finished`]), and
    /// rates a rated one. The caller holds the session's lock, so no reader
    /// sees the end before its record is stored.
    fn store_finished(&self, h: &GameHandle, s: &Session) {
        if !s.is_over() {
            return;
        }
        let now = now_secs();
        h.finished_at
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get_or_insert(now);
        let mut stored = h.stored.lock().unwrap_or_else(|p| p.into_inner());
        if *stored {
            return;
        }
        let rec = s.recorder().record();
        let info = RecordInfo {
            id: s.id.clone(),
            players: [s.seat_names()[0].to_string(), s.seat_names()[1].to_string()],
            result: if s.abandoned {
                ABANDONED.to_string()
            } else {
                rec.tags.result.as_str().to_string()
            },
            turns: s.game().turn(),
            finished: now,
        };
        // The record with its seats, and the game no longer live.
        match self.store.save_finished(&info, &rec.to_text(), &s.live()) {
            Ok(()) => *stored = true,
            Err(e) => {
                eprintln!("berserk serve: {e}");
                return;
            }
        }
        // A rated game's players and, for one ended as abandoned, the one
        // who had to act (it loses).
        if let (true, [Some(a), Some(b)]) = (s.rated, s.accounts) {
            self.rate(&info, [a, b], s.abandoned.then(|| s.waiting_for()).flatten());
        }
    }
}

/// What became of storing a change of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stored {
    /// Stored over the version the server's copy was made from.
    Done,
    /// Another server stored a change of the game first: the session was
    /// loaded again (the change is dropped).
    Lost,
    /// The storage failed (said on the standard error); the change stays
    /// on this server and is stored with the next one.
    Failed,
}

impl App {
    /// Stores the session `s` of `h` (whose lock the caller holds) over the
    /// row version it was made from (see [`Storage::save_live_at`]), and
    /// the record of a game the change ended; when another server stored
    /// first, loads the game again into `s`.
    pub fn persist(&self, h: &GameHandle, s: &mut Session) -> Stored {
        if *h.stored.lock().unwrap_or_else(|p| p.into_inner()) {
            // Its record is stored: the game is no longer live anywhere (a
            // seat taken after the end is not stored).
            s.saved = Some(s.version);
            return Stored::Done;
        }
        match self.store.save_live_at(&s.live(), s.store_version) {
            Ok(true) => {
                s.store_version += 1;
                s.saved = Some(s.version);
                // The end stored with the change that made it.
                self.store_finished(h, s);
                Stored::Done
            }
            Ok(false) => {
                self.reload(h, s);
                Stored::Lost
            }
            Err(e) => {
                eprintln!("berserk serve: {e}");
                Stored::Failed
            }
        }
    }

    /// Loads the game of `s` again from the storage into `s` (the caller
    /// holds `h`'s lock): its stored row, or, when the row is gone because
    /// the game ended on another server, its record. Returns whether `s`
    /// changed.
    pub fn reload(&self, h: &GameHandle, s: &mut Session) -> bool {
        let (live, version, ended) = match self.store.load_live(&s.id) {
            Ok(Some((live, v))) => {
                // Usually the stored game is this one with a few more moves:
                // those are applied here (the logs go on as they were).
                if s.fast_forward(&live) == Ok(true) {
                    s.store_version = v;
                    s.saved = Some(s.version);
                    return true;
                }
                (live, v, false)
            }
            Ok(None) => match self.store.record(&s.id) {
                Ok(Some(text)) => {
                    // The same seats, the whole game.
                    let mut live = s.live();
                    live.record = text;
                    (live, s.store_version, true)
                }
                Ok(None) => return false,
                Err(e) => {
                    eprintln!("berserk serve: {e}");
                    return false;
                }
            },
            Err(e) => {
                eprintln!("berserk serve: {e}");
                return false;
            }
        };
        let seed = match self.chance.seed() {
            Ok(x) => x,
            Err(e) => {
                eprintln!("berserk serve: game {}: {e}", s.id);
                return false;
            }
        };
        match Session::restore(&live, self.db.clone(), &self.server, seed) {
            Ok(mut fresh) => {
                fresh.succeed(s);
                fresh.store_version = version;
                if ended {
                    // Its record is stored: the game ended there, by the
                    // rules or, if they did not end it, as abandoned.
                    if !fresh.is_over() {
                        fresh.abandoned = true;
                    }
                    *h.stored.lock().unwrap_or_else(|p| p.into_inner()) = true;
                }
                *s = fresh;
                h.epoch.fetch_add(1, Ordering::AcqRel);
                true
            }
            Err(e) => {
                eprintln!("berserk serve: could not load game {} again: {e}", s.id);
                false
            }
        }
    }

    /// Applies a player's change `f` to the game of `h` and stores it (call
    /// it off the async threads). On a shared database the game is first
    /// brought up to date, and a change that loses the race with another
    /// server's is refused (the game is loaded again); the readers are told
    /// in any case, and a bot that must decide is woken.
    pub fn apply(
        &self,
        h: &Arc<GameHandle>,
        lang: berserk_text::Lang,
        f: impl FnOnce(&mut Session) -> Result<(), session::Refused>,
    ) -> Result<(), session::Refused> {
        let r = {
            let mut s = h.lock();
            if self.store.shared() {
                self.catch_up(h, &mut s);
            }
            let before = s.version;
            let mut r = f(&mut s);
            if r.is_ok() && s.version != before && self.persist(h, &mut s) == Stored::Lost {
                r = Err(session::Refused {
                    rule: None,
                    text: berserk_text::t(
                        lang,
                        "Партия изменилась на другом сервере; ход не сделан, посмотрите ещё раз",
                        "The game changed on another server; the move was not made, look again",
                    )
                    .to_string(),
                });
            }
            r
        };
        self.after_change(h);
        self.wake_bot(h);
        r
    }

    /// Loads the game of `s` again if its stored row moved on (the caller
    /// holds the lock of `h`); returns whether it did.
    fn catch_up(&self, h: &GameHandle, s: &mut Session) -> bool {
        if s.store_version == 0 {
            return false;
        }
        match self.store.live_versions(std::slice::from_ref(&s.id)) {
            Ok(v) if v.first().map(|x| x.1) == Some(s.store_version) => false,
            Ok(_) => self.reload(h, s),
            Err(e) => {
                eprintln!("berserk serve: {e}");
                false
            }
        }
    }

    /// A game this server holds or, if it does not, the game loaded from the
    /// storage (another server's, or this one's from before a restart): a
    /// game being played from its row, a finished one from its record.
    /// Call it off the async threads.
    pub fn find_game(&self, id: &str) -> Option<Arc<GameHandle>> {
        if let Some(h) = self.game(id) {
            return Some(h);
        }
        let (live, version) = match self.store.load_live(id) {
            Ok(Some(x)) => x,
            Ok(None) => return self.load_finished(id),
            Err(e) => {
                eprintln!("berserk serve: {e}");
                return None;
            }
        };
        let mut s = self.restore(&live, &format!("game {id}"))?;
        if let Ok(Some(a)) = self.store.game_accounts(id) {
            s.accounts = a.accounts;
            s.rated = a.rated;
        }
        s.store_version = version;
        s.saved = Some(s.version);
        {
            // Loaded twice at once: the first one stays.
            let games = self.games();
            if let Some(h) = games.get(id) {
                return Some(h.clone());
            }
        }
        Some(self.add(s))
    }

    /// A stored game rebuilt as a session with a fresh seed for its bots;
    /// `None` (the cause printed, naming `what`) when it can't be.
    fn restore(&self, live: &LiveGame, what: &str) -> Option<Session> {
        let seed = self.chance.seed().ok()?;
        match Session::restore(live, self.db.clone(), &self.server, seed) {
            Ok(s) => Some(s),
            Err(e) => {
                eprintln!("berserk serve: could not load {what}: {e}");
                None
            }
        }
    }

    /// A finished game loaded from its stored record (its page and socket
    /// show how it ended, on any server, and after this server forgot it);
    /// `None` when no record of `id` is stored.
    fn load_finished(&self, id: &str) -> Option<Arc<GameHandle>> {
        let live = match self.store.finished_game(id) {
            Ok(Some(l)) => l,
            Ok(None) => return None,
            Err(e) => {
                eprintln!("berserk serve: {e}");
                return None;
            }
        };
        let mut s = self.restore(&live, &format!("the record of game {id}"))?;
        // A record of a game the rules did not end: it ended as abandoned.
        if !s.is_over() {
            s.abandoned = true;
        }
        s.saved = Some(s.version);
        let games = self.games();
        if let Some(h) = games.get(id) {
            return Some(h.clone());
        }
        drop(games);
        self.insert(s, None, true).ok()
    }

    /// Loads again the games this server holds that another server changed
    /// (their stored versions moved on); returns how many. Call it off the
    /// async threads (the app's sync thread does, on a shared database).
    pub fn sync_held(&self) -> usize {
        let held: Vec<(String, Arc<GameHandle>)> = self.all_games().into_iter().filter(|(_, h)| h.is_open()).collect();
        if held.is_empty() {
            return 0;
        }
        let ids: Vec<String> = held.iter().map(|(id, _)| id.clone()).collect();
        let stored: HashMap<String, u64> = match self.store.live_versions(&ids) {
            Ok(v) => v.into_iter().collect(),
            Err(e) => {
                eprintln!("berserk serve: {e}");
                return 0;
            }
        };
        let mut n = 0;
        for (id, h) in held {
            // The bot another server held: ask again now and then (the
            // runner may have stopped).
            let retry = {
                let mut refused = h.bot_refused.lock().unwrap_or_else(|p| p.into_inner());
                let due = refused.is_some_and(|t| t.elapsed() >= Duration::from_millis(BOT_RETRY_MS));
                if due {
                    *refused = None;
                }
                due
            };
            if retry {
                self.wake_bot(&h);
            }
            let changed = {
                let mut s = h.lock();
                // Versions only grow: one below this copy's was read before
                // this server stored its own change.
                let behind =
                    s.store_version != 0 && h.is_open() && stored.get(&id).is_none_or(|&v| v > s.store_version);
                behind && self.reload(&h, &mut s)
            };
            if changed {
                self.after_change(&h);
                self.wake_bot(&h);
                n += 1;
            }
        }
        n
    }

    /// Changes both players' ratings by a finished rated game (once: the
    /// storage refuses a game rated before).
    fn rate(&self, info: &RecordInfo, players: [i64; 2], left: Option<berserk_engine::Player>) {
        let Some(score) = rating::score_of(&info.result, left) else {
            return;
        };
        let update = move |a: Rating, b: Rating| rating::update(a, b, score);
        if let Err(e) = self.store.rate_game(&info.id, players, info.finished, &update) {
            eprintln!("berserk serve: {e}");
        }
    }

    /// Puts `account` in the rated queue with `deck` (of id `deck_id`, as
    /// `/api/meta` lists it): this server's queue, or on a shared storage
    /// the database's, where every server's players meet. Call it off the
    /// async threads.
    pub fn queue_join(&self, account: Account, deck_id: &str, deck: Deck) -> Result<(), String> {
        if self.store.shared() {
            return self.store.queue_join(account.id, deck_id).map_err(|e| e.to_string());
        }
        self.queue.lock().unwrap_or_else(|p| p.into_inner()).join(account, deck);
        Ok(())
    }

    /// The waiting `account` asked (it stays in the queue).
    pub fn queue_seen(&self, account: i64) {
        if self.store.shared() {
            if let Err(e) = self.store.queue_seen(account) {
                eprintln!("berserk serve: {e}");
            }
            return;
        }
        let mut q = self.queue.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(w) = q.waiting.iter_mut().find(|w| w.account.id == account) {
            w.seen = Instant::now();
        }
    }

    /// Takes `account` out of the rated queue; true if it was waiting.
    pub fn queue_leave(&self, account: i64) -> Result<bool, String> {
        if self.store.shared() {
            return self.store.queue_leave(account).map_err(|e| e.to_string());
        }
        Ok(self.queue.lock().unwrap_or_else(|p| p.into_inner()).leave(account))
    }

    /// The rated queue as `account` sees it: a game found (its link),
    /// waiting (how long, the rating gap accepted now) or not in the queue.
    pub fn queue_view(&self, account: i64) -> Result<serde_json::Value, String> {
        use serde_json::json;
        let (matched, waited, players) = if self.store.shared() {
            let st = self.store.queue_state(account).map_err(|e| e.to_string())?;
            (st.matched, st.waited_ms.map(Duration::from_millis), st.players)
        } else {
            let q = self.queue.lock().unwrap_or_else(|p| p.into_inner());
            let waited = q
                .waiting
                .iter()
                .find(|w| w.account.id == account)
                .map(|w| w.since.elapsed());
            (q.matched.get(&account).cloned(), waited, q.waiting.len())
        };
        Ok(match (matched, waited) {
            (Some(m), _) => {
                json!({"state": "matched", "game": m.game, "seat": m.seat, "token": m.token, "opponent": m.opponent})
            }
            (None, Some(waited)) => json!({"state": "waiting", "waited": waited.as_secs(),
                "window": self.server.queue_window.after(waited).round(), "players": players}),
            (None, None) => json!({"state": "idle", "players": players}),
        })
    }

    /// Pairs the rated queue's players of close rating into rated games;
    /// returns how many games began. Call it off the async threads.
    pub fn match_queue(&self) -> usize {
        if self.store.shared() {
            return self.match_shared_queue();
        }
        let pairs = {
            let mut q = self.queue.lock().unwrap_or_else(|p| p.into_inner());
            q.drop_gone();
            q.take_pairs(&self.server.queue_window)
        };
        let mut n = 0;
        for (a, b) in pairs {
            match self.start_rated(&a, &b) {
                Ok(found) => {
                    let mut q = self.queue.lock().unwrap_or_else(|p| p.into_inner());
                    for (w, m) in [(&a, found.0), (&b, found.1)] {
                        q.matched.insert(w.account.id, m);
                    }
                    n += 1;
                }
                Err(e) => {
                    // The two wait on (a deck that cannot be played is
                    // refused when it joins, so this is the storage or chance).
                    eprintln!("berserk serve: a rated game could not begin: {e}");
                    let mut q = self.queue.lock().unwrap_or_else(|p| p.into_inner());
                    q.waiting.push(a);
                    q.waiting.push(b);
                }
            }
        }
        n
    }

    /// [`App::match_queue`] on a shared storage: the pairs are taken out of
    /// the database's queue at once for all servers; this server begins
    /// their games and stores each player's find, which the player's own
    /// server reads.
    fn match_shared_queue(&self) -> usize {
        let gone = queue::WAITER_GONE.as_millis() as u64;
        let pairs = match self.store.queue_take_pairs(&self.server.queue_window, gone) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("berserk serve: {e}");
                return 0;
            }
        };
        let now = Instant::now();
        let waiter = |q: &Queued| -> Result<queue::Waiter, String> {
            Ok(queue::Waiter {
                account: q.account.clone(),
                deck: api::find_deck(self, &q.deck).map_err(|e| format!("the deck of {}: {e}", q.account.name))?,
                since: now.checked_sub(Duration::from_millis(q.waited_ms)).unwrap_or(now),
                seen: now,
            })
        };
        let mut n = 0;
        for (a, b) in pairs {
            let begun = waiter(&a)
                .and_then(|wa| Ok((wa, waiter(&b)?)))
                .and_then(|(wa, wb)| self.start_rated(&wa, &wb));
            match begun {
                Ok((ma, mb)) => {
                    for (q, m) in [(&a, ma), (&b, mb)] {
                        if let Err(e) = self.store.queue_matched(q.account.id, &m) {
                            eprintln!("berserk serve: {e}");
                        }
                    }
                    n += 1;
                }
                Err(e) => {
                    // The two wait on (their decks were checked when they
                    // joined: this is the storage, chance or a saved deck
                    // changed since).
                    eprintln!("berserk serve: a rated game could not begin: {e}");
                    for q in [&a, &b] {
                        if let Err(e) = self.store.queue_join(q.account.id, &q.deck) {
                            eprintln!("berserk serve: {e}");
                        }
                    }
                }
            }
        }
        n
    }

    /// Begins a rated game between two waiting players (seats by chance).
    fn start_rated(&self, a: &queue::Waiter, b: &queue::Waiter) -> Result<(queue::Matched, queue::Matched), String> {
        let (seed, bot_seed, side) = (self.chance.seed()?, self.chance.seed()?, self.chance.seed()?);
        let (p1, p2) = if side & 1 == 0 { (a, b) } else { (b, a) };
        let names = [p1.account.name.clone(), p2.account.name.clone()];
        let mut rec = berserk_record::Recorder::new(
            self.db.clone(),
            self.cfg.clone(),
            [&p1.deck, &p2.deck],
            seed,
            [names[0].as_str(), names[1].as_str()],
        )
        .map_err(|(p, e)| {
            format!(
                "the deck of {p} is not legal: {}",
                berserk_text::illegal_text(&e, berserk_text::Lang::En)
            )
        })?;
        rec.set_date(berserk_record::date_tag(now_secs()));
        let id = secret()[..12].to_string();
        let seats = [session::Seat::person(&names[0]), session::Seat::person(&names[1])];
        let mut s = Session::new(id.clone(), rec, seats, bot_seed);
        s.accounts = [Some(p1.account.id), Some(p2.account.id)];
        s.rated = true;
        let tokens = [
            s.token(berserk_engine::Player::P1).to_string(),
            s.token(berserk_engine::Player::P2).to_string(),
        ];
        self.store
            .set_game_accounts(
                &id,
                &GameAccounts {
                    accounts: s.accounts,
                    rated: true,
                },
            )
            .map_err(|e| e.to_string())?;
        self.add(s);
        let m = |seat: usize, opponent: &str| queue::Matched {
            game: id.clone(),
            seat: seat + 1,
            token: tokens[seat].clone(),
            opponent: opponent.to_string(),
        };
        let (m1, m2) = (m(0, &names[1]), m(1, &names[0]));
        Ok(if side & 1 == 0 { (m1, m2) } else { (m2, m1) })
    }
}

/// The result of a game that ended because nobody acted (see
/// [`App::end_idle`]), as the list of records shows it.
pub const ABANDONED: &str = "abandoned";

/// Starts the thread that ends idle games (every quarter of the idle time,
/// between 0.1 and 30 s); it ends with the app.
fn start_sweeper(app: &Arc<App>) {
    let idle = Duration::from_secs(app.server.limits.idle_game_secs);
    let tick = (idle / 4).clamp(Duration::from_millis(100), Duration::from_secs(30));
    let weak = Arc::downgrade(app);
    let spawned = std::thread::Builder::new()
        .name("berserk-idle".into())
        .spawn(move || loop {
            std::thread::sleep(tick);
            let Some(app) = weak.upgrade() else { return };
            app.end_idle();
        });
    if let Err(e) = spawned {
        eprintln!("berserk serve: cannot start the thread that ends idle games: {e}");
    }
}

/// Starts the thread that loads again the games another server changed
/// (every [`SYNC_INTERVAL_MS`]); it ends with the app.
fn start_sync(app: &Arc<App>) {
    let weak = Arc::downgrade(app);
    let spawned = std::thread::Builder::new()
        .name("berserk-sync".into())
        .spawn(move || loop {
            std::thread::sleep(Duration::from_millis(SYNC_INTERVAL_MS));
            let Some(app) = weak.upgrade() else { return };
            app.sync_held();
        });
    if let Err(e) = spawned {
        eprintln!("berserk serve: cannot start the thread that follows other servers: {e}");
    }
}

thread_local! {
    /// This thread runs a task of [`blocking`] (the storage may wait here).
    static OFF_ASYNC: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` on tokio's blocking threads, never on an async worker: every
/// handler calls the storage through it, so that a slow database holds up
/// no other request ([`on_async_worker`] is false inside).
pub async fn blocking<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Result<T, tokio::task::JoinError> {
    tokio::task::spawn_blocking(move || {
        OFF_ASYNC.with(|c| c.set(true));
        f()
    })
    .await
}

/// Is the calling thread one of a tokio runtime that drives async tasks
/// (not a task of [`blocking`], nor a thread of its own such as a bot's)?
/// A storage call that waits here stalls that worker's other tasks.
pub fn on_async_worker() -> bool {
    tokio::runtime::Handle::try_current().is_ok() && !OFF_ASYNC.with(|c| c.get())
}

/// Seconds since the Unix epoch.
pub fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// A new secret: 128 random bits as hex.
pub fn secret() -> String {
    let mut b = [0u8; 16];
    if getrandom::fill(&mut b).is_err() {
        // No system generator: fall back on the clock and a counter (still
        // unique, less secret; the server says so).
        eprintln!("berserk serve: no system random generator; tokens are weak");
        static N: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        b = (t ^ (u128::from(n) << 64)).to_le_bytes();
    }
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Opens the storage `db` names: `postgres://…` (or `postgresql://…`) a
/// PostgreSQL database ([`PgStore`]), `sqlite:PATH` an SQLite file (a
/// folder: `berserk.sqlite` in it), nothing `berserk.sqlite` in `data`.
/// Call it off the async threads.
pub fn open_store(db: Option<&str>, data: &Path) -> Result<Arc<dyn Storage>, String> {
    match db {
        Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
            Ok(Arc::new(PgStore::connect(url).map_err(|e| e.to_string())?))
        }
        Some(spec) => match spec.strip_prefix("sqlite:") {
            Some(path) => {
                let path = Path::new(path);
                let store = if path.is_dir() {
                    SqliteStore::open(path)
                } else {
                    SqliteStore::open_file(path)
                };
                Ok(Arc::new(store.map_err(|e| e.to_string())?))
            }
            None => Err(format!(
                "--db {spec:?}: expected postgres://user:password@host/database or sqlite:PATH"
            )),
        },
        None => Ok(Arc::new(SqliteStore::open(data).map_err(|e| e.to_string())?)),
    }
}

/// Opens the database in `data` and serves on `addr` until the process
/// ends, configured by [`ServerConfig::from_env`]. `ready` is called with the
/// bound address (e.g. to print it).
pub async fn serve(addr: SocketAddr, data: &Path, ready: impl FnOnce(SocketAddr)) -> Result<(), String> {
    serve_db(addr, None, data, ready).await
}

/// As [`serve`] with the storage `db` names (see [`open_store`]).
pub async fn serve_db(
    addr: SocketAddr,
    db: Option<&str>,
    data: &Path,
    ready: impl FnOnce(SocketAddr),
) -> Result<(), String> {
    let server = ServerConfig::from_env()?;
    if server.seed_for_tests.is_some() {
        eprintln!(
            "berserk serve: {} is set: every deal and die is predictable (for tests only)",
            config::SEED_FOR_TESTS_VAR
        );
    }
    let store = {
        let (db, data) = (db.map(str::to_string), data.to_path_buf());
        blocking(move || open_store(db.as_deref(), &data))
            .await
            .map_err(|e| e.to_string())??
    };
    let app = App::with_config(store, server)?;
    // On a shared database the games are loaded when asked for (another
    // server may be playing them); alone, this server takes its own back.
    let restored = blocking({
        let app = app.clone();
        move || {
            if app.store.shared() {
                (0, Vec::new())
            } else {
                app.restore_live()
            }
        }
    })
    .await
    .map_err(|e| e.to_string())?;
    for e in &restored.1 {
        eprintln!("berserk serve: could not restore {e}");
    }
    if restored.0 > 0 {
        println!("berserk: {} unfinished game(s) restored", restored.0);
    }
    // A finished game stays on the server for half an hour (its page shows
    // the result), then only its record is kept.
    tokio::spawn({
        let app = app.clone();
        async move {
            let mut tick = tokio::time::interval(std::time::Duration::from_secs(60));
            loop {
                tick.tick().await;
                app.evict_finished(FINISHED_KEPT_SECS);
            }
        }
    });
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let bound = listener.local_addr().map_err(|e| e.to_string())?;
    ready(bound);
    axum::serve(
        listener,
        router(app).into_make_service_with_connect_info::<SocketAddr>(),
    )
    .await
    .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use berserk_ai::Bot;
    use berserk_engine::{Choice, Game};
    use session::Seat;
    use std::sync::atomic::AtomicUsize;
    use std::sync::mpsc::{channel, Receiver, Sender};
    use std::time::{Duration, Instant};

    /// A short game of two built-in decks between `seats`, not on the server.
    fn session(app: &App, id: &str, seats: [Seat; 2]) -> Session {
        let cfg = Arc::new(RulesConfig::for_simulation(6));
        let names = [seats[0].name.clone(), seats[1].name.clone()];
        let rec = berserk_record::Recorder::new(
            app.db.clone(),
            cfg,
            [&app.decks[0], &app.decks[1]],
            4,
            [names[0].as_str(), names[1].as_str()],
        )
        .unwrap();
        Session::new(id.into(), rec, seats, 1)
    }

    fn new_game(app: &App, id: &str, seats: [Seat; 2]) -> Arc<GameHandle> {
        app.add(session(app, id, seats))
    }

    /// Waits (at most 60 s) until `done` holds.
    fn wait_for(what: &str, done: impl Fn() -> bool) {
        let t = Instant::now();
        while !done() {
            assert!(t.elapsed() < Duration::from_secs(60), "waited 60 s for {what}");
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn finished_games_are_forgotten_but_their_records_kept() {
        let app = App::new(Arc::new(SqliteStore::in_memory().unwrap())).unwrap();
        // Two bots: the bot threads play the game to its end.
        let seats = [
            Seat::bot(app.server.level("random").unwrap(), 1),
            Seat::bot(app.server.level("greedy").unwrap(), 2),
        ];
        let h = new_game(&app, "g1", seats);
        wait_for("the bots to finish", || h.lock().is_over());
        wait_for("the record", || app.store.list_records(5).unwrap().len() == 1);
        assert_eq!(app.evict_finished(3600), 0, "not yet");
        assert!(app.game("g1").is_some());
        assert_eq!(app.evict_finished(0), 1);
        assert!(app.game("g1").is_none());
        assert_eq!(app.store.list_records(5).unwrap()[0].id, "g1");
    }

    #[test]
    fn a_stored_game_gets_its_bot_back_by_level() {
        let app = App::new(Arc::new(SqliteStore::in_memory().unwrap())).unwrap();
        let greedy = app.server.level("greedy").unwrap();
        let live = session(&app, "g", [Seat::person("human"), Seat::bot(greedy, 1)]).live();
        assert_eq!(live.bots, [String::new(), "greedy".to_string()]);
        let restore = |bot: &str| {
            let mut l = live.clone();
            l.bots[1] = bot.into();
            Session::restore(&l, app.db.clone(), &app.server, 2).map(|s| s.live().bots[1].clone())
        };
        assert_eq!(restore("greedy").unwrap(), "greedy");
        assert_eq!(restore("mcts").unwrap(), "mcts-normal", "a game stored before levels");
        let e = restore("mcts:think=3600s").unwrap_err();
        assert!(e.contains("unknown bot level") && e.contains("mcts-hard"), "{e}");
    }

    /// The game's version, read without waiting for its lock longer than 10 s
    /// (a search that holds it fails the test instead of hanging it).
    fn version(h: &GameHandle) -> u64 {
        let t = Instant::now();
        loop {
            if let Ok(s) = h.session.try_lock() {
                return s.version;
            }
            assert!(t.elapsed() < Duration::from_secs(10), "the game stayed locked for 10 s");
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// A bot that decides only when the test lets it, counting how many
    /// such bots are deciding at once.
    struct Gate {
        open: Arc<Mutex<Receiver<()>>>,
        running: Arc<AtomicUsize>,
        most: Arc<AtomicUsize>,
    }

    impl Bot for Gate {
        fn name(&self) -> &str {
            "gate"
        }
        fn choose(&mut self, _: &Game, _: &[Choice]) -> usize {
            let n = self.running.fetch_add(1, Ordering::SeqCst) + 1;
            self.most.fetch_max(n, Ordering::SeqCst);
            let _ = self.open.lock().unwrap().recv();
            self.running.fetch_sub(1, Ordering::SeqCst);
            0
        }
    }

    /// Plays `h` to its end, the person of P1 taking the first option of
    /// each of its decisions at once; returns, for the bot's battle
    /// decisions, the states seen, the decisions made and the time they
    /// took.
    fn play_against_bot(app: &App, h: &Arc<GameHandle>) -> (usize, usize, Duration) {
        let person = berserk_engine::Player::P1;
        let decisions = |s: &Session| s.recorder().record().moves.iter().filter(|m| m.is_decision()).count();
        let (mut seen, mut made, mut took) = (0usize, 0usize, Duration::ZERO);
        let mut last = {
            let s = h.lock();
            (s.version, decisions(&s), Instant::now())
        };
        let t = Instant::now();
        loop {
            assert!(t.elapsed() < Duration::from_secs(120), "the game did not end");
            let (over, mine, version, turn, done) = {
                let s = h.lock();
                let mine =
                    matches!(s.game().pending(), berserk_engine::Pending::Decision { player, .. } if player == person);
                (s.is_over(), mine, s.version, s.game().turn(), decisions(&s))
            };
            if over {
                return (seen, made, took);
            }
            if version != last.0 {
                // The bot decided (a person's move is counted below).
                if turn >= 1 {
                    seen += 1;
                    made += done - last.1;
                    took += last.2.elapsed();
                }
                last = (version, done, Instant::now());
            }
            if mine {
                h.lock()
                    .choose(session::Reader::Seat(person), 0, berserk_text::Lang::En)
                    .unwrap();
                app.after_change(h);
                app.wake_bot(h);
                let s = h.lock();
                last = (s.version, decisions(&s), Instant::now());
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    #[test]
    fn a_bot_playing_a_person_pauses_before_each_battle_decision() {
        let paced = |ms: u64| {
            let server = ServerConfig {
                bot_pace_ms: ms,
                ..ServerConfig::default()
            };
            let app = App::with_config(Arc::new(SqliteStore::in_memory().unwrap()), server).unwrap();
            let h = new_game(
                &app,
                "g",
                [Seat::person("human"), Seat::bot(app.server.level("greedy").unwrap(), 2)],
            );
            play_against_bot(&app, &h)
        };
        // Each battle decision of the bot is a state of its own, at least
        // the pause after the one before.
        let (seen, made, took) = paced(40);
        assert!(made >= 3, "{made} battle decisions of the bot");
        assert_eq!(seen, made, "every decision seen on its own");
        assert!(
            took >= Duration::from_millis(40) * made as u32,
            "{made} decisions in {took:?}"
        );
        // Without the pause the same game goes at machine speed.
        // (Its decisions around the first turn's start may fall on either
        // side of the count when nothing paces them: seen off by 3 of 21 in
        // a loaded debug run.)
        let (_, quick_made, quick) = paced(0);
        assert!(
            quick_made.abs_diff(made) <= 2 + made / 4,
            "the same game: {quick_made} against {made}"
        );
        assert!(quick < took, "{quick:?} against {took:?}");
        // Two bots never pause: a whole game between them.
        let app = App::with_config(
            Arc::new(SqliteStore::in_memory().unwrap()),
            ServerConfig {
                bot_pace_ms: 60_000,
                ..ServerConfig::default()
            },
        )
        .unwrap();
        let seats = [
            Seat::bot(app.server.level("random").unwrap(), 1),
            Seat::bot(app.server.level("greedy").unwrap(), 2),
        ];
        let h = new_game(&app, "b", seats);
        wait_for("the bots to finish", || h.lock().is_over());
    }

    #[test]
    fn bots_search_off_the_lock_on_a_bounded_number_of_threads() {
        let server = ServerConfig {
            bot_threads: 1,
            ..ServerConfig::default()
        };
        let app = App::with_config(Arc::new(SqliteStore::in_memory().unwrap()), server).unwrap();
        let (signal, open): (Sender<()>, Receiver<()>) = channel();
        let open = Arc::new(Mutex::new(open));
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let gate = |name: &str| Seat {
            token: secret(),
            name: name.into(),
            bot: Some(Arc::new(Mutex::new(Box::new(Gate {
                open: open.clone(),
                running: running.clone(),
                most: most.clone(),
            }) as Box<dyn Bot + Send>))),
            level: Some("gate".into()),
        };
        let a = new_game(&app, "a", [gate("a1"), gate("a2")]);
        let b = new_game(&app, "b", [gate("b1"), gate("b2")]);
        let start = [version(&a), version(&b)];
        let mut turns = Vec::new();
        for _ in 0..4 {
            wait_for("a bot to decide", || running.load(Ordering::SeqCst) == 1);
            // While it searches, both games can be read at once, and no
            // second search starts (one thread).
            std::thread::sleep(Duration::from_millis(50));
            assert!(a.session.try_lock().is_ok(), "game a is not locked by a search");
            assert!(b.session.try_lock().is_ok(), "game b is not locked by a search");
            assert_eq!(most.load(Ordering::SeqCst), 1, "one bot thread: one search at a time");
            let before = [version(&a), version(&b)];
            signal.send(()).unwrap();
            wait_for("the choice to be applied", || {
                version(&a) != before[0] || version(&b) != before[1]
            });
            turns.push(if version(&a) != before[0] { 'a' } else { 'b' });
        }
        assert!(version(&a) > start[0] && version(&b) > start[1]);
        assert_eq!(turns, ['a', 'b', 'a', 'b'], "the games take turns on the thread");
        drop(signal);
    }

    #[test]
    fn a_search_that_the_game_outran_is_dropped() {
        let app = App::new(Arc::new(SqliteStore::in_memory().unwrap())).unwrap();
        let greedy = app.server.level("greedy").unwrap();
        let two_bots = || [Seat::bot(greedy, 1), Seat::bot(greedy, 2)];
        // Not added to the app: no bot thread moves these.
        let mut s = session(&app, "g", two_bots());
        let task = s.bot_task().expect("a bot decides first");
        let i = task.run();
        s.resign(
            session::Reader::Seat(berserk_engine::Player::P1),
            berserk_text::Lang::En,
        )
        .unwrap();
        let v = s.version;
        assert!(!s.apply_bot(&task, i), "the game moved on");
        assert_eq!(s.version, v);
        let mut s = session(&app, "h", two_bots());
        let t = s.bot_task().unwrap();
        let i = t.run();
        assert!(s.apply_bot(&t, i), "a search of the current decision is applied");
        let task = s.bot_task();
        assert!(task.is_some(), "the next bot decision is pending");
        // A seat taken or a name given while the bot searches changes no
        // decision: the search still applies.
        let person = berserk_engine::Player::P1;
        let mut s = session(&app, "j", [Seat::person("human"), Seat::bot(greedy, 2)]);
        let task = loop {
            if let Some(t) = s.bot_task() {
                break t;
            }
            s.choose(session::Reader::Seat(person), 0, berserk_text::Lang::En)
                .unwrap();
        };
        let i = task.run();
        let v = s.version;
        assert!(s.join(session::Reader::Seat(person)), "the person's seat is taken now");
        s.rename(session::Reader::Seat(person), "Аня", berserk_text::Lang::En)
            .unwrap();
        assert_eq!(s.version, v + 2, "both are news for the readers");
        assert!(s.apply_bot(&task, i), "the search of the same decision is applied");
    }
}
