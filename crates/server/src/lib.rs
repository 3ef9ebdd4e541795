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
//!
//! **Protocol.** A player opens `/ws?g=<game>&t=<seat token>&lang=ru|en` (a
//! spectator leaves out `t`). The server sends `{"t":"state",…}` after every
//! change, built for that reader alone (see [`session`]). A player sends
//! `{"t":"choose","i":<option>}`, `{"t":"act","src":"c3","dst":"c4"}`,
//! `{"t":"resign"}`, `{"t":"lang","lang":"en"}` or `{"t":"sync"}`; a refused
//! one is answered with `{"t":"refused","rule":…,"text":…}`, a malformed one
//! with `{"t":"error","text":…}`, and the game and the connection go on.

pub mod api;
pub mod session;
pub mod store;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};

use berserk_cards::Deck;
use berserk_engine::{CardDb, RulesConfig};

pub use api::router;
pub use session::{Reader, Session};
pub use store::{LiveGame, RecordInfo, SavedDeck, SqliteStore, Storage, StoreError};

/// The largest message a client may send, in bytes; longer ones are answered
/// with an error.
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
}

impl GameHandle {
    /// The session (a panic elsewhere never locks a game for good).
    pub fn lock(&self) -> MutexGuard<'_, Session> {
        self.session.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// The server's state.
pub struct App {
    pub db: Arc<CardDb>,
    /// The built-in decks.
    pub decks: Vec<Deck>,
    pub store: Arc<dyn Storage>,
    pub cfg: Arc<RulesConfig>,
    games: Mutex<HashMap<String, Arc<GameHandle>>>,
}

impl App {
    /// The built-in cards and decks over `store`, with the default rules.
    pub fn new(store: Arc<dyn Storage>) -> Result<App, String> {
        let db = berserk_cards::try_builtin().map_err(|e| berserk_cards::format_errors(&e))?;
        let decks = berserk_cards::try_builtin_decks(&db).map_err(|e| berserk_cards::format_errors(&e))?;
        Ok(App {
            db: Arc::new(db),
            decks,
            store,
            cfg: Arc::new(RulesConfig::default()),
            games: Mutex::new(HashMap::new()),
        })
    }

    fn games(&self) -> MutexGuard<'_, HashMap<String, Arc<GameHandle>>> {
        self.games.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A running (or just finished) game.
    pub fn game(&self, id: &str) -> Option<Arc<GameHandle>> {
        self.games().get(id).cloned()
    }

    /// Adds a game and returns its handle.
    pub fn add(&self, session: Session) -> Arc<GameHandle> {
        let id = session.id.clone();
        let (tx, _) = tokio::sync::watch::channel(session.version);
        let h = Arc::new(GameHandle {
            session: Mutex::new(session),
            changed: tx,
            stored: Mutex::new(false),
            finished_at: Mutex::new(None),
        });
        self.games().insert(id, h.clone());
        self.after_change(&h);
        h
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

    /// Rebuilds the games that were being played when the server stopped;
    /// returns how many, and the errors of those that could not be.
    pub fn restore_live(&self) -> (usize, Vec<String>) {
        let live = match self.store.list_live() {
            Ok(l) => l,
            Err(e) => return (0, vec![e.to_string()]),
        };
        let mut errors = Vec::new();
        let mut n = 0;
        for g in live {
            match Session::restore(&g, self.db.clone()) {
                Ok(s) => {
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
        let (version, finished, live) = {
            let s = h.lock();
            let finished = s.is_over().then(|| {
                let rec = s.recorder().record();
                let info = RecordInfo {
                    id: s.id.clone(),
                    players: [s.seat_names()[0].to_string(), s.seat_names()[1].to_string()],
                    result: rec.tags.result.as_str().to_string(),
                    turns: s.game().turn(),
                    finished: now_secs(),
                };
                (info, rec.to_text())
            });
            let live = (!s.is_over()).then(|| s.live());
            (s.version, finished, live)
        };
        if let Some(live) = live {
            if let Err(e) = self.store.save_live(&live) {
                eprintln!("berserk serve: {e}");
            }
        }
        if let Some((info, text)) = finished {
            h.finished_at
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .get_or_insert(info.finished);
            let mut stored = h.stored.lock().unwrap_or_else(|p| p.into_inner());
            if !*stored {
                match self.store.save_record(&info, &text) {
                    Ok(()) => *stored = true,
                    Err(e) => eprintln!("berserk serve: {e}"),
                }
                if let Err(e) = self.store.delete_live(&info.id) {
                    eprintln!("berserk serve: {e}");
                }
            }
        }
        h.changed.send_replace(version);
    }
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

/// Opens the database in `data` and serves on `addr` until the process
/// ends. `ready` is called with the bound address (e.g. to print it).
pub async fn serve(addr: SocketAddr, data: &Path, ready: impl FnOnce(SocketAddr)) -> Result<(), String> {
    let store = SqliteStore::open(data).map_err(|e| e.to_string())?;
    let app = Arc::new(App::new(Arc::new(store))?);
    let restored = tokio::task::spawn_blocking({
        let app = app.clone();
        move || app.restore_live()
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
    axum::serve(listener, router(app)).await.map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use berserk_ai::BotKind;
    use session::Seat;

    #[test]
    fn finished_games_are_forgotten_but_their_records_kept() {
        let app = App::new(Arc::new(SqliteStore::in_memory().unwrap())).unwrap();
        let cfg = Arc::new(RulesConfig::for_simulation(6));
        let rec = berserk_record::Recorder::new(
            app.db.clone(),
            cfg,
            [&app.decks[0], &app.decks[1]],
            4,
            ["random", "greedy"],
        )
        .unwrap();
        // Two bots: the game is played to its end at once.
        let seats = [Seat::bot(BotKind::Random, 1), Seat::bot(BotKind::Greedy, 2)];
        let h = app.add(Session::new("g1".into(), rec, seats, 1));
        assert!(h.lock().is_over());
        assert_eq!(app.evict_finished(3600), 0, "not yet");
        assert!(app.game("g1").is_some());
        assert_eq!(app.evict_finished(0), 1);
        assert!(app.game("g1").is_none());
        assert_eq!(app.store.list_records(5).unwrap()[0].id, "g1");
    }
}
