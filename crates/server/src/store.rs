//! Storage of finished games (records), saved decks, accounts and ratings.
//!
//! Everything the server keeps goes through the [`Storage`] trait, so that
//! another database can take SQLite's place without the rest of the server
//! changing. [`SqliteStore`] is the embedded default: one file
//! `berserk.sqlite` in the data folder (or an in-memory database);
//! [`crate::pg::PgStore`] keeps the same in PostgreSQL, for many servers on
//! one database.
//!
//! **Games on many servers.** A game being played is stored after every
//! change with a row version: [`Storage::save_live_at`] stores it only if
//! the stored row is still the version the server's copy was made from (a
//! compare-and-set), so of two servers that change one game at once only one
//! stores its change; the other reloads the game
//! ([`Storage::load_live`]) and refuses its move. A server learns that a
//! game it holds moved on elsewhere from [`Storage::live_versions`].

use std::path::Path;
use std::sync::Mutex;

use rusqlite::{params, Connection, OptionalExtension};
use serde::Serialize;

/// A storage failure, with what was being done.
#[derive(Debug)]
pub struct StoreError(pub String);

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "storage: {}", self.0)
    }
}

impl std::error::Error for StoreError {}

fn err(what: &str) -> impl Fn(rusqlite::Error) -> StoreError + '_ {
    move |e| StoreError(format!("{what}: {e}"))
}

/// A finished game in the list of records.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RecordInfo {
    pub id: String,
    /// The players' names, e.g. `["human", "greedy"]`.
    pub players: [String; 2],
    /// The result as a record writes it: `1-0`, `0-1`, `1/2-1/2`.
    pub result: String,
    pub turns: u32,
    /// Seconds since the Unix epoch.
    pub finished: u64,
}

/// A saved deck: its name and its text in the `.deck` format.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SavedDeck {
    pub name: String,
    pub text: String,
}

/// A game being played, as kept so that it survives a restart of the server:
/// its seats and its record so far (replayed to rebuild it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveGame {
    pub id: String,
    pub tokens: [String; 2],
    pub names: [String; 2],
    /// The bot of each seat by name (`greedy`), empty for a person.
    pub bots: [String; 2],
    pub bot_seed: u64,
    /// The `.bgr` text of the game so far.
    pub record: String,
    /// The turn it is at (for the lobby, which lists the stored games).
    pub turn: u32,
    /// Whose seats have been taken (a connection with its token opened),
    /// so that a player whose friend joined through another server is told.
    pub joined: [bool; 2],
}

impl LiveGame {
    /// [`LiveGame::joined`] as stored: bit 0 the first seat, bit 1 the second.
    pub fn joined_bits(&self) -> i32 {
        i32::from(self.joined[0]) | (i32::from(self.joined[1]) << 1)
    }

    /// [`LiveGame::joined`] from its stored bits.
    pub fn joined_from(bits: i32) -> [bool; 2] {
        [bits & 1 != 0, bits & 2 != 0]
    }
}

/// A game being played as the lobby lists it (read from the storage, so
/// that every server on one database lists every server's games).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LobbyGame {
    pub id: String,
    /// The seats' names.
    pub players: [String; 2],
    pub turn: u32,
}

/// What the server stores. Implementations must be usable from many threads.
pub trait Storage: Send + Sync {
    /// Stores (or updates) a game being played.
    fn save_live(&self, game: &LiveGame) -> Result<(), StoreError>;
    /// The games being played (to restore them when the server starts).
    fn list_live(&self) -> Result<Vec<LiveGame>, StoreError>;
    /// Forgets a game being played (it finished).
    fn delete_live(&self, id: &str) -> Result<(), StoreError>;
    /// Stores a finished game's record (`.bgr` text) under its id.
    fn save_record(&self, info: &RecordInfo, text: &str) -> Result<(), StoreError>;
    /// The finished games, newest first, at most `limit`.
    fn list_records(&self, limit: usize) -> Result<Vec<RecordInfo>, StoreError>;
    /// A record's text, if stored.
    fn record(&self, id: &str) -> Result<Option<String>, StoreError>;
    /// Saves (or replaces) a deck by name.
    fn save_deck(&self, deck: &SavedDeck) -> Result<(), StoreError>;
    /// The saved decks, by name.
    fn list_decks(&self) -> Result<Vec<SavedDeck>, StoreError>;

    // Accounts, logins, owned decks and ratings (issue 27, items 4 and 5).
    // The defaults refuse, so that a store without accounts still builds.

    /// Creates an account with a password hash (a PHC string); `None` when
    /// the name is taken (names compare without case).
    fn create_account(&self, name: &str, hash: &str, now: u64) -> Result<Option<Account>, StoreError> {
        let _ = (name, hash, now);
        Err(unsupported())
    }
    /// An account by name (without case) and its password hash.
    fn account_for_login(&self, name: &str) -> Result<Option<(Account, String)>, StoreError> {
        let _ = name;
        Err(unsupported())
    }
    /// An account by name (without case).
    fn account_by_name(&self, name: &str) -> Result<Option<Account>, StoreError> {
        let _ = name;
        Err(unsupported())
    }
    /// Stores a login: its secret cookie token, its account, its CSRF token
    /// and when it expires (seconds since the epoch).
    fn create_login(&self, token: &str, account: i64, csrf: &str, expires: u64) -> Result<(), StoreError> {
        let _ = (token, account, csrf, expires);
        Err(unsupported())
    }
    /// The account and CSRF token of a login that has not expired at `now`.
    fn login(&self, token: &str, now: u64) -> Result<Option<(Account, String)>, StoreError> {
        let _ = (token, now);
        Err(unsupported())
    }
    /// Forgets a login (logout).
    fn delete_login(&self, token: &str) -> Result<(), StoreError> {
        let _ = token;
        Err(unsupported())
    }
    /// Saves a deck of `owner`: a new name, or a name `owner` already has;
    /// a name another account (or nobody: a deck saved before accounts)
    /// has is left alone ([`Owned::NotYours`]).
    fn save_own_deck(&self, deck: &SavedDeck, owner: i64) -> Result<Owned, StoreError> {
        let _ = (deck, owner);
        Err(unsupported())
    }
    /// Deletes a deck of `owner`.
    fn delete_own_deck(&self, name: &str, owner: i64) -> Result<Owned, StoreError> {
        let _ = (name, owner);
        Err(unsupported())
    }
    /// The saved decks with their owners' names (none: saved before accounts).
    fn list_decks_with_owners(&self) -> Result<Vec<(SavedDeck, Option<String>)>, StoreError> {
        Err(unsupported())
    }
    /// Remembers whose seats a game's are and whether it is rated.
    fn set_game_accounts(&self, game: &str, seats: &GameAccounts) -> Result<(), StoreError> {
        let _ = (game, seats);
        Err(unsupported())
    }
    /// Whose seats a game's are, if any seat is an account's.
    fn game_accounts(&self, game: &str) -> Result<Option<GameAccounts>, StoreError> {
        let _ = game;
        Err(unsupported())
    }
    /// Rates a finished game once: `update` turns both players' ratings
    /// before into both after, and the history gets a point for each.
    /// Returns false (and changes nothing) if the game was rated already.
    fn rate_game(&self, game: &str, players: [i64; 2], now: u64, update: RatingUpdate<'_>) -> Result<bool, StoreError> {
        let _ = (game, players, now, update);
        Err(unsupported())
    }
    /// An account's ratings after each rated game, oldest first, at most `limit` (the newest).
    fn rating_history(&self, account: i64, limit: usize) -> Result<Vec<RatingPoint>, StoreError> {
        let _ = (account, limit);
        Err(unsupported())
    }
    /// The finished games an account played, newest first, at most `limit`.
    fn records_of(&self, account: i64, limit: usize) -> Result<Vec<RecordInfo>, StoreError> {
        let _ = (account, limit);
        Err(unsupported())
    }
    /// The accounts with at least one rated game, best rating first.
    fn leaderboard(&self, limit: usize) -> Result<Vec<Account>, StoreError> {
        let _ = limit;
        Err(unsupported())
    }

    // Games on many servers (issue 27, item 6; see the module docs).

    /// Stores a game being played if the stored row is at version
    /// `expected` (0: no row yet); the row is then at `expected + 1`.
    /// Returns false, storing nothing, when the row is at another version
    /// (another server stored a change first) or, for 0, already exists.
    fn save_live_at(&self, game: &LiveGame, expected: u64) -> Result<bool, StoreError>;
    /// A game being played and the version of its row.
    fn load_live(&self, id: &str) -> Result<Option<(LiveGame, u64)>, StoreError>;
    /// The row versions of those of `ids` that are stored (a finished game's
    /// row is gone).
    fn live_versions(&self, ids: &[String]) -> Result<Vec<(String, u64)>, StoreError>;
    /// The games being played, by id, at most `limit`.
    fn lobby(&self, limit: usize) -> Result<Vec<LobbyGame>, StoreError>;
    /// Can other servers change what this storage holds (one database
    /// shared by many servers)? Then a server looks for changes to the
    /// games it holds ([`Storage::live_versions`]) several times a second.
    fn shared(&self) -> bool {
        false
    }

    // Finished games on any server, and one bot runner per game.

    /// Stores a finished game's record (as [`Storage::save_record`]) with
    /// the seats of `seats` (their tokens and bots: a seat's link still
    /// opens the finished game, on any server) and forgets the game as one
    /// being played (as [`Storage::delete_live`]), in one transaction.
    fn save_finished(&self, info: &RecordInfo, text: &str, seats: &LiveGame) -> Result<(), StoreError>;
    /// A finished game as [`Storage::save_finished`] stored it: its seats
    /// (tokens and bots empty for a record stored without them), its
    /// names and turns from the record's row, `record` its whole text,
    /// both seats taken.
    fn finished_game(&self, id: &str) -> Result<Option<LiveGame>, StoreError>;
    /// Claims, for this server, the running of the bot of the game `id` for
    /// the next `lease_ms` milliseconds: true when no other server holds an
    /// unexpired claim of it (this server's own claim is renewed). One
    /// server runs a game's bot at a time; another one follows the stored
    /// changes. A storage that is not [`Storage::shared`] always grants it.
    fn claim_bot(&self, id: &str, lease_ms: u64) -> Result<bool, StoreError> {
        let _ = (id, lease_ms);
        Ok(true)
    }

    // The rated queue of a shared storage (every server's players meet);
    // a storage that is not shared leaves the queue to the server's memory.

    /// Puts `account` in the queue with the deck of id `deck` (again: the
    /// deck changes, the wait goes on); forgets a game found for it before.
    fn queue_join(&self, account: i64, deck: &str) -> Result<(), StoreError> {
        let _ = (account, deck);
        Err(unsupported())
    }
    /// The waiting `account` asked (a player who stops asking is dropped).
    fn queue_seen(&self, account: i64) -> Result<(), StoreError> {
        let _ = account;
        Err(unsupported())
    }
    /// Takes `account` out of the queue; true if it was waiting.
    fn queue_leave(&self, account: i64) -> Result<bool, StoreError> {
        let _ = account;
        Err(unsupported())
    }
    /// Drops the players who have not asked for `gone_ms`, then takes out
    /// of the queue the pairs [`crate::rating::pair`] finds (ratings as
    /// stored now), at once for all servers (no player is paired twice).
    fn queue_take_pairs(
        &self,
        window: &crate::rating::Window,
        gone_ms: u64,
    ) -> Result<Vec<(Queued, Queued)>, StoreError> {
        let _ = (window, gone_ms);
        Err(unsupported())
    }
    /// Remembers the game found for `account` (its server may be another).
    fn queue_matched(&self, account: i64, found: &crate::queue::Matched) -> Result<(), StoreError> {
        let _ = (account, found);
        Err(unsupported())
    }
    /// The queue as `account` sees it.
    fn queue_state(&self, account: i64) -> Result<QueueState, StoreError> {
        let _ = account;
        Err(unsupported())
    }
}

/// A player in a shared rated queue: the account as stored now, the id of
/// its deck (as `/api/meta` lists it), how long it has waited.
#[derive(Clone, Debug)]
pub struct Queued {
    pub account: Account,
    pub deck: String,
    pub waited_ms: u64,
}

/// The rated queue as one account sees it.
#[derive(Clone, Debug)]
pub struct QueueState {
    /// The game found for it, if any.
    pub matched: Option<crate::queue::Matched>,
    /// How long it has waited, if it waits.
    pub waited_ms: Option<u64>,
    /// How many wait.
    pub players: usize,
}

fn unsupported() -> StoreError {
    StoreError("this storage keeps no accounts".into())
}

/// Turns the ratings of players 1 and 2 before a game into theirs after it.
pub type RatingUpdate<'a> = &'a dyn Fn(Rating, Rating) -> (Rating, Rating);

/// A Glicko-2 rating (see [`crate::rating`]).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A newcomer's: 1500 ± 350, volatility 0.06 (Glicko-2's defaults).
    fn default() -> Self {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

/// An account as others see it: never its password hash or logins.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Account {
    pub id: i64,
    pub name: String,
    pub rating: Rating,
    /// Rated games played.
    pub games: u32,
    /// When it was created (seconds since the epoch).
    pub created: u64,
}

/// A rating after a rated game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RatingPoint {
    pub game: String,
    pub at: u64,
    pub rating: f64,
    pub deviation: f64,
}

/// The accounts of a game's seats (`None`: a guest or a bot) and whether the
/// game is rated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameAccounts {
    pub accounts: [Option<i64>; 2],
    pub rated: bool,
}

/// What became of a change to an owned deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owned {
    Done,
    /// The deck of that name is another account's (or nobody's).
    NotYours,
    /// No deck of that name.
    Missing,
}

/// [`Storage`] in an embedded SQLite database.
pub struct SqliteStore {
    conn: Mutex<Connection>,
}

impl SqliteStore {
    /// Opens (or creates) `berserk.sqlite` in `dir`, creating `dir` if needed.
    pub fn open(dir: &Path) -> Result<SqliteStore, StoreError> {
        std::fs::create_dir_all(dir).map_err(|e| StoreError(format!("creating {}: {e}", dir.display())))?;
        let path = dir.join("berserk.sqlite");
        let conn = Connection::open(&path).map_err(err("opening the database"))?;
        Self::with(conn)
    }

    /// Opens (or creates) the database file `path` (its folder must exist).
    pub fn open_file(path: &Path) -> Result<SqliteStore, StoreError> {
        let conn = Connection::open(path).map_err(err("opening the database"))?;
        Self::with(conn)
    }

    /// A database in memory (tests, or a server that keeps nothing).
    pub fn in_memory() -> Result<SqliteStore, StoreError> {
        Self::with(Connection::open_in_memory().map_err(err("opening the database"))?)
    }

    fn with(conn: Connection) -> Result<SqliteStore, StoreError> {
        // A write-ahead log without a sync at every commit: a game is saved
        // after every move, and a crash loses at most the last moves.
        conn.execute_batch("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;")
            .map_err(err("setting up the database"))?;
        conn.execute_batch(
            "CREATE TABLE IF NOT EXISTS records (
                id TEXT PRIMARY KEY, p1 TEXT NOT NULL, p2 TEXT NOT NULL, result TEXT NOT NULL,
                turns INTEGER NOT NULL, finished INTEGER NOT NULL, text TEXT NOT NULL);
             CREATE TABLE IF NOT EXISTS decks (name TEXT PRIMARY KEY, text TEXT NOT NULL);
             CREATE TABLE IF NOT EXISTS live (
                id TEXT PRIMARY KEY, t1 TEXT NOT NULL, t2 TEXT NOT NULL, n1 TEXT NOT NULL, n2 TEXT NOT NULL,
                b1 TEXT NOT NULL, b2 TEXT NOT NULL, seed INTEGER NOT NULL, record TEXT NOT NULL);",
        )
        .map_err(err("creating the tables"))?;
        Self::migrate(&conn)?;
        Ok(SqliteStore { conn: Mutex::new(conn) })
    }

    /// Brings a database of an older version up to this one (its
    /// `user_version`): version 1 adds accounts, logins, deck owners (decks
    /// saved before are nobody's: nobody may change them), game seats'
    /// accounts and the rating history; version 2 adds each game's row
    /// version, turn and taken seats; version 3 the seats (tokens, bots) of
    /// a finished game's record.
    fn migrate(conn: &Connection) -> Result<(), StoreError> {
        let version: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .map_err(err("reading the database version"))?;
        if version < 1 {
            conn.execute_batch(
                "BEGIN;
                 ALTER TABLE decks ADD COLUMN owner INTEGER;
                 CREATE TABLE accounts (
                    id INTEGER PRIMARY KEY, name TEXT NOT NULL, key TEXT NOT NULL UNIQUE, hash TEXT NOT NULL,
                    created INTEGER NOT NULL, rating REAL NOT NULL, deviation REAL NOT NULL,
                    volatility REAL NOT NULL, games INTEGER NOT NULL DEFAULT 0);
                 CREATE TABLE logins (
                    token TEXT PRIMARY KEY, account INTEGER NOT NULL, csrf TEXT NOT NULL, expires INTEGER NOT NULL);
                 CREATE TABLE game_accounts (
                    game TEXT PRIMARY KEY, a1 INTEGER, a2 INTEGER, rated INTEGER NOT NULL);
                 CREATE TABLE rating_history (
                    game TEXT NOT NULL, account INTEGER NOT NULL, at INTEGER NOT NULL,
                    rating REAL NOT NULL, deviation REAL NOT NULL, PRIMARY KEY (game, account));
                 CREATE INDEX rating_history_account ON rating_history (account, at);
                 PRAGMA user_version = 1;
                 COMMIT;",
            )
            .map_err(err("bringing the database to version 1 (accounts)"))?;
        }
        if version < 2 {
            // A game stored before has been stored once.
            conn.execute_batch(
                "BEGIN;
                 ALTER TABLE live ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
                 ALTER TABLE live ADD COLUMN turn INTEGER NOT NULL DEFAULT 0;
                 ALTER TABLE live ADD COLUMN joined INTEGER NOT NULL DEFAULT 0;
                 PRAGMA user_version = 2;
                 COMMIT;",
            )
            .map_err(err("bringing the database to version 2 (row versions of games)"))?;
        }
        if version < 3 {
            // A record stored before has no seats: its game opens for
            // spectators only.
            conn.execute_batch(
                "BEGIN;
                 ALTER TABLE records ADD COLUMN t1 TEXT NOT NULL DEFAULT '';
                 ALTER TABLE records ADD COLUMN t2 TEXT NOT NULL DEFAULT '';
                 ALTER TABLE records ADD COLUMN b1 TEXT NOT NULL DEFAULT '';
                 ALTER TABLE records ADD COLUMN b2 TEXT NOT NULL DEFAULT '';
                 PRAGMA user_version = 3;
                 COMMIT;",
            )
            .map_err(err("bringing the database to version 3 (seats of finished games)"))?;
        }
        Ok(())
    }

    fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        // A panic while holding the lock cannot leave SQLite inconsistent.
        self.conn.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// A live game's columns in the order of the `live` statements' `?1`–`?11`
/// (id, tokens, names, bots, seed, record, turn, joined), the texts borrowed.
fn live_values(g: &LiveGame) -> [rusqlite::types::ToSqlOutput<'_>; 11] {
    use rusqlite::types::{ToSqlOutput, Value, ValueRef};
    fn text(t: &str) -> ToSqlOutput<'_> {
        ToSqlOutput::Borrowed(ValueRef::Text(t.as_bytes()))
    }
    [
        text(&g.id),
        text(&g.tokens[0]),
        text(&g.tokens[1]),
        text(&g.names[0]),
        text(&g.names[1]),
        text(&g.bots[0]),
        text(&g.bots[1]),
        ToSqlOutput::Owned(Value::Integer(g.bot_seed as i64)),
        text(&g.record),
        ToSqlOutput::Owned(Value::Integer(i64::from(g.turn))),
        ToSqlOutput::Owned(Value::Integer(i64::from(g.joined_bits()))),
    ]
}

impl Storage for SqliteStore {
    fn save_live(&self, g: &LiveGame) -> Result<(), StoreError> {
        self.conn()
            .execute(
                "INSERT INTO live (id, t1, t2, n1, n2, b1, b2, seed, record, turn, joined, version)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 1)
                 ON CONFLICT (id) DO UPDATE SET t1 = ?2, t2 = ?3, n1 = ?4, n2 = ?5, b1 = ?6, b2 = ?7,
                    seed = ?8, record = ?9, turn = ?10, joined = ?11, version = live.version + 1",
                rusqlite::params_from_iter(live_values(g)),
            )
            .map_err(err("saving a game"))?;
        Ok(())
    }

    fn list_live(&self) -> Result<Vec<LiveGame>, StoreError> {
        let conn = self.conn();
        let mut st = conn
            .prepare(&format!("SELECT {LIVE_COLUMNS} FROM live ORDER BY id"))
            .map_err(err("listing games"))?;
        let rows = st.query_map([], live_row).map_err(err("listing games"))?;
        rows.map(|r| r.map(|(g, _)| g))
            .collect::<Result<_, _>>()
            .map_err(err("listing games"))
    }

    fn delete_live(&self, id: &str) -> Result<(), StoreError> {
        self.conn()
            .execute("DELETE FROM live WHERE id = ?1", params![id])
            .map_err(err("forgetting a game"))?;
        Ok(())
    }

    fn save_record(&self, info: &RecordInfo, text: &str) -> Result<(), StoreError> {
        self.conn()
            .execute(
                "INSERT OR REPLACE INTO records (id, p1, p2, result, turns, finished, text)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![
                    info.id,
                    info.players[0],
                    info.players[1],
                    info.result,
                    info.turns,
                    info.finished as i64,
                    text
                ],
            )
            .map_err(err("saving a record"))?;
        Ok(())
    }

    fn save_finished(&self, info: &RecordInfo, text: &str, seats: &LiveGame) -> Result<(), StoreError> {
        let mut conn = self.conn();
        let tx = conn.transaction().map_err(err("saving a record"))?;
        tx.execute(
            "INSERT OR REPLACE INTO records (id, p1, p2, result, turns, finished, text, t1, t2, b1, b2)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            params![
                info.id,
                info.players[0],
                info.players[1],
                info.result,
                info.turns,
                info.finished as i64,
                text,
                seats.tokens[0],
                seats.tokens[1],
                seats.bots[0],
                seats.bots[1]
            ],
        )
        .map_err(err("saving a record"))?;
        tx.execute("DELETE FROM live WHERE id = ?1", params![info.id])
            .map_err(err("forgetting a game"))?;
        tx.commit().map_err(err("saving a record"))
    }

    fn finished_game(&self, id: &str) -> Result<Option<LiveGame>, StoreError> {
        self.conn()
            .query_row(
                "SELECT id, p1, p2, turns, text, t1, t2, b1, b2 FROM records WHERE id = ?1",
                params![id],
                |r| {
                    Ok(LiveGame {
                        id: r.get(0)?,
                        names: [r.get(1)?, r.get(2)?],
                        turn: r.get(3)?,
                        record: r.get(4)?,
                        tokens: [r.get(5)?, r.get(6)?],
                        bots: [r.get(7)?, r.get(8)?],
                        bot_seed: 0,
                        joined: [true, true],
                    })
                },
            )
            .optional()
            .map_err(err("reading a record"))
    }

    fn list_records(&self, limit: usize) -> Result<Vec<RecordInfo>, StoreError> {
        let conn = self.conn();
        let mut st = conn
            .prepare("SELECT id, p1, p2, result, turns, finished FROM records ORDER BY finished DESC, id LIMIT ?1")
            .map_err(err("listing records"))?;
        let rows = st
            .query_map(params![limit as i64], record_row)
            .map_err(err("listing records"))?;
        rows.collect::<Result<_, _>>().map_err(err("listing records"))
    }

    fn record(&self, id: &str) -> Result<Option<String>, StoreError> {
        self.conn()
            .query_row("SELECT text FROM records WHERE id = ?1", params![id], |r| r.get(0))
            .optional()
            .map_err(err("reading a record"))
    }

    fn save_deck(&self, deck: &SavedDeck) -> Result<(), StoreError> {
        self.conn()
            .execute(
                "INSERT OR REPLACE INTO decks (name, text) VALUES (?1, ?2)",
                params![deck.name, deck.text],
            )
            .map_err(err("saving a deck"))?;
        Ok(())
    }

    fn list_decks(&self) -> Result<Vec<SavedDeck>, StoreError> {
        let conn = self.conn();
        let mut st = conn
            .prepare("SELECT name, text FROM decks ORDER BY name")
            .map_err(err("listing decks"))?;
        let rows = st
            .query_map([], |r| {
                Ok(SavedDeck {
                    name: r.get(0)?,
                    text: r.get(1)?,
                })
            })
            .map_err(err("listing decks"))?;
        rows.collect::<Result<_, _>>().map_err(err("listing decks"))
    }
    fn create_account(&self, name: &str, hash: &str, now: u64) -> Result<Option<Account>, StoreError> {
        let r = Rating::default();
        let conn = self.conn();
        let done = conn.execute(
            "INSERT INTO accounts (name, key, hash, created, rating, deviation, volatility) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![name, name_key(name), hash, now as i64, r.rating, r.deviation, r.volatility],
        );
        match done {
            Ok(_) => Ok(Some(Account {
                id: conn.last_insert_rowid(),
                name: name.to_string(),
                rating: r,
                games: 0,
                created: now,
            })),
            Err(rusqlite::Error::SqliteFailure(e, _)) if e.code == rusqlite::ErrorCode::ConstraintViolation => Ok(None),
            Err(e) => Err(StoreError(format!("creating an account: {e}"))),
        }
    }

    fn account_for_login(&self, name: &str) -> Result<Option<(Account, String)>, StoreError> {
        self.conn()
            .query_row(
                &format!("SELECT {ACCOUNT_COLUMNS}, hash FROM accounts WHERE key = ?1"),
                params![name_key(name)],
                |r| Ok((account_row(r)?, r.get(7)?)),
            )
            .optional()
            .map_err(err("reading an account"))
    }

    fn account_by_name(&self, name: &str) -> Result<Option<Account>, StoreError> {
        self.conn()
            .query_row(
                &format!("SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE key = ?1"),
                params![name_key(name)],
                account_row,
            )
            .optional()
            .map_err(err("reading an account"))
    }

    fn create_login(&self, token: &str, account: i64, csrf: &str, expires: u64) -> Result<(), StoreError> {
        self.conn()
            .execute(
                "INSERT INTO logins (token, account, csrf, expires) VALUES (?1, ?2, ?3, ?4)",
                params![token, account, csrf, expires as i64],
            )
            .map_err(err("storing a login"))?;
        Ok(())
    }

    fn login(&self, token: &str, now: u64) -> Result<Option<(Account, String)>, StoreError> {
        let cols = ACCOUNT_COLUMNS.replace(", ", ", a.");
        self.conn()
            .query_row(
                &format!(
                    "SELECT a.{cols}, l.csrf FROM logins l JOIN accounts a ON a.id = l.account
                     WHERE l.token = ?1 AND l.expires > ?2"
                ),
                params![token, now as i64],
                |r| Ok((account_row(r)?, r.get(7)?)),
            )
            .optional()
            .map_err(err("reading a login"))
    }

    fn delete_login(&self, token: &str) -> Result<(), StoreError> {
        self.conn()
            .execute("DELETE FROM logins WHERE token = ?1", params![token])
            .map_err(err("forgetting a login"))?;
        Ok(())
    }

    fn save_own_deck(&self, deck: &SavedDeck, owner: i64) -> Result<Owned, StoreError> {
        let mut conn = self.conn();
        let tx = conn.transaction().map_err(err("saving a deck"))?;
        let had: Option<Option<i64>> = tx
            .query_row("SELECT owner FROM decks WHERE name = ?1", params![deck.name], |r| {
                r.get(0)
            })
            .optional()
            .map_err(err("saving a deck"))?;
        if had.is_some_and(|o| o != Some(owner)) {
            return Ok(Owned::NotYours);
        }
        tx.execute(
            "INSERT OR REPLACE INTO decks (name, text, owner) VALUES (?1, ?2, ?3)",
            params![deck.name, deck.text, owner],
        )
        .map_err(err("saving a deck"))?;
        tx.commit().map_err(err("saving a deck"))?;
        Ok(Owned::Done)
    }

    fn delete_own_deck(&self, name: &str, owner: i64) -> Result<Owned, StoreError> {
        let conn = self.conn();
        let had: Option<Option<i64>> = conn
            .query_row("SELECT owner FROM decks WHERE name = ?1", params![name], |r| r.get(0))
            .optional()
            .map_err(err("deleting a deck"))?;
        match had {
            None => Ok(Owned::Missing),
            Some(o) if o != Some(owner) => Ok(Owned::NotYours),
            Some(_) => {
                conn.execute("DELETE FROM decks WHERE name = ?1 AND owner = ?2", params![name, owner])
                    .map_err(err("deleting a deck"))?;
                Ok(Owned::Done)
            }
        }
    }

    fn list_decks_with_owners(&self) -> Result<Vec<(SavedDeck, Option<String>)>, StoreError> {
        let conn = self.conn();
        let mut st = conn
            .prepare(
                "SELECT d.name, d.text, a.name FROM decks d LEFT JOIN accounts a ON a.id = d.owner ORDER BY d.name",
            )
            .map_err(err("listing decks"))?;
        let rows = st
            .query_map([], |r| {
                Ok((
                    SavedDeck {
                        name: r.get(0)?,
                        text: r.get(1)?,
                    },
                    r.get(2)?,
                ))
            })
            .map_err(err("listing decks"))?;
        rows.collect::<Result<_, _>>().map_err(err("listing decks"))
    }

    fn set_game_accounts(&self, game: &str, seats: &GameAccounts) -> Result<(), StoreError> {
        self.conn()
            .execute(
                "INSERT OR REPLACE INTO game_accounts (game, a1, a2, rated) VALUES (?1, ?2, ?3, ?4)",
                params![game, seats.accounts[0], seats.accounts[1], seats.rated],
            )
            .map_err(err("saving a game's accounts"))?;
        Ok(())
    }

    fn game_accounts(&self, game: &str) -> Result<Option<GameAccounts>, StoreError> {
        self.conn()
            .query_row(
                "SELECT a1, a2, rated FROM game_accounts WHERE game = ?1",
                params![game],
                |r| {
                    Ok(GameAccounts {
                        accounts: [r.get(0)?, r.get(1)?],
                        rated: r.get(2)?,
                    })
                },
            )
            .optional()
            .map_err(err("reading a game's accounts"))
    }

    fn rate_game(&self, game: &str, players: [i64; 2], now: u64, update: RatingUpdate<'_>) -> Result<bool, StoreError> {
        let mut conn = self.conn();
        let tx = conn.transaction().map_err(err("rating a game"))?;
        let done: i64 = tx
            .query_row(
                "SELECT COUNT(*) FROM rating_history WHERE game = ?1",
                params![game],
                |r| r.get(0),
            )
            .map_err(err("rating a game"))?;
        if done > 0 {
            return Ok(false);
        }
        let read = |id: i64| {
            tx.query_row(
                "SELECT rating, deviation, volatility FROM accounts WHERE id = ?1",
                params![id],
                |r| {
                    Ok(Rating {
                        rating: r.get(0)?,
                        deviation: r.get(1)?,
                        volatility: r.get(2)?,
                    })
                },
            )
            .map_err(err("rating a game"))
        };
        let before = (read(players[0])?, read(players[1])?);
        let after = update(before.0, before.1);
        for (id, r) in [(players[0], after.0), (players[1], after.1)] {
            tx.execute(
                "UPDATE accounts SET rating = ?2, deviation = ?3, volatility = ?4, games = games + 1 WHERE id = ?1",
                params![id, r.rating, r.deviation, r.volatility],
            )
            .map_err(err("rating a game"))?;
            tx.execute(
                "INSERT INTO rating_history (game, account, at, rating, deviation) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![game, id, now as i64, r.rating, r.deviation],
            )
            .map_err(err("rating a game"))?;
        }
        tx.commit().map_err(err("rating a game"))?;
        Ok(true)
    }

    fn rating_history(&self, account: i64, limit: usize) -> Result<Vec<RatingPoint>, StoreError> {
        let conn = self.conn();
        let mut st = conn
            .prepare(
                "SELECT game, at, rating, deviation FROM rating_history WHERE account = ?1
                 ORDER BY at DESC, rowid DESC LIMIT ?2",
            )
            .map_err(err("reading a rating history"))?;
        let rows = st
            .query_map(params![account, limit as i64], |r| {
                Ok(RatingPoint {
                    game: r.get(0)?,
                    at: r.get::<_, i64>(1)? as u64,
                    rating: r.get(2)?,
                    deviation: r.get(3)?,
                })
            })
            .map_err(err("reading a rating history"))?;
        let mut v: Vec<RatingPoint> = rows
            .collect::<Result<_, _>>()
            .map_err(err("reading a rating history"))?;
        v.reverse();
        Ok(v)
    }

    fn records_of(&self, account: i64, limit: usize) -> Result<Vec<RecordInfo>, StoreError> {
        let conn = self.conn();
        let mut st = conn
            .prepare(
                "SELECT r.id, r.p1, r.p2, r.result, r.turns, r.finished FROM records r
                 JOIN game_accounts g ON g.game = r.id WHERE g.a1 = ?1 OR g.a2 = ?1
                 ORDER BY r.finished DESC, r.id LIMIT ?2",
            )
            .map_err(err("listing records"))?;
        let rows = st
            .query_map(params![account, limit as i64], record_row)
            .map_err(err("listing records"))?;
        rows.collect::<Result<_, _>>().map_err(err("listing records"))
    }

    fn save_live_at(&self, g: &LiveGame, expected: u64) -> Result<bool, StoreError> {
        let mut p = live_values(g).to_vec();
        p.push(rusqlite::types::ToSqlOutput::Owned(rusqlite::types::Value::Integer(
            expected as i64,
        )));
        let p = rusqlite::params_from_iter(p);
        let sql = if expected == 0 {
            "INSERT INTO live (id, t1, t2, n1, n2, b1, b2, seed, record, turn, joined, version)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12 + 1) ON CONFLICT (id) DO NOTHING"
        } else {
            "UPDATE live SET t1 = ?2, t2 = ?3, n1 = ?4, n2 = ?5, b1 = ?6, b2 = ?7, seed = ?8, record = ?9,
                turn = ?10, joined = ?11, version = ?12 + 1 WHERE id = ?1 AND version = ?12"
        };
        let n = self.conn().execute(sql, p).map_err(err("saving a game"))?;
        Ok(n == 1)
    }

    fn load_live(&self, id: &str) -> Result<Option<(LiveGame, u64)>, StoreError> {
        self.conn()
            .query_row(
                &format!("SELECT {LIVE_COLUMNS} FROM live WHERE id = ?1"),
                params![id],
                live_row,
            )
            .optional()
            .map_err(err("loading a game"))
    }

    fn live_versions(&self, ids: &[String]) -> Result<Vec<(String, u64)>, StoreError> {
        let conn = self.conn();
        let mut st = conn
            .prepare_cached("SELECT version FROM live WHERE id = ?1")
            .map_err(err("reading games' versions"))?;
        let mut v = Vec::new();
        for id in ids {
            let found: Option<i64> = st
                .query_row(params![id], |r| r.get(0))
                .optional()
                .map_err(err("reading games' versions"))?;
            if let Some(n) = found {
                v.push((id.clone(), n as u64));
            }
        }
        Ok(v)
    }

    fn lobby(&self, limit: usize) -> Result<Vec<LobbyGame>, StoreError> {
        let conn = self.conn();
        let mut st = conn
            .prepare("SELECT id, n1, n2, turn FROM live ORDER BY id LIMIT ?1")
            .map_err(err("listing games"))?;
        let rows = st
            .query_map(params![limit as i64], |r| {
                Ok(LobbyGame {
                    id: r.get(0)?,
                    players: [r.get(1)?, r.get(2)?],
                    turn: r.get(3)?,
                })
            })
            .map_err(err("listing games"))?;
        rows.collect::<Result<_, _>>().map_err(err("listing games"))
    }

    fn leaderboard(&self, limit: usize) -> Result<Vec<Account>, StoreError> {
        let conn = self.conn();
        let mut st = conn
            .prepare(&format!(
                "SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE games > 0 ORDER BY rating DESC, name LIMIT ?1"
            ))
            .map_err(err("listing the leaderboard"))?;
        let rows = st
            .query_map(params![limit as i64], account_row)
            .map_err(err("listing the leaderboard"))?;
        rows.collect::<Result<_, _>>().map_err(err("listing the leaderboard"))
    }
}

/// An account name as compared: without case (Unicode's lower case, which
/// SQLite's `NOCASE` does not do beyond ASCII) and the spaces at its ends.
pub(crate) fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// The columns [`live_row`] reads, in its order.
const LIVE_COLUMNS: &str = "id, t1, t2, n1, n2, b1, b2, seed, record, turn, joined, version";

fn live_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<(LiveGame, u64)> {
    Ok((
        LiveGame {
            id: r.get(0)?,
            tokens: [r.get(1)?, r.get(2)?],
            names: [r.get(3)?, r.get(4)?],
            bots: [r.get(5)?, r.get(6)?],
            bot_seed: r.get::<_, i64>(7)? as u64,
            record: r.get(8)?,
            turn: r.get(9)?,
            joined: LiveGame::joined_from(r.get(10)?),
        },
        r.get::<_, i64>(11)? as u64,
    ))
}

/// The columns [`account_row`] reads, in its order.
const ACCOUNT_COLUMNS: &str = "id, name, rating, deviation, volatility, games, created";

fn account_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Account> {
    Ok(Account {
        id: r.get(0)?,
        name: r.get(1)?,
        rating: Rating {
            rating: r.get(2)?,
            deviation: r.get(3)?,
            volatility: r.get(4)?,
        },
        games: r.get(5)?,
        created: r.get::<_, i64>(6)? as u64,
    })
}

fn record_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<RecordInfo> {
    Ok(RecordInfo {
        id: r.get(0)?,
        players: [r.get(1)?, r.get(2)?],
        result: r.get(3)?,
        turns: r.get(4)?,
        finished: r.get::<_, i64>(5)? as u64,
    })
}

#[cfg(test)]
pub(crate) mod tests {
    //! The store's tests, each run against both stores: SQLite in memory,
    //! and PostgreSQL at `BERSERK_TEST_PG` (in a schema of its own, dropped
    //! after) when that is set.
    use super::*;

    /// The PostgreSQL store for the test `name`, in a schema of its own;
    /// `None` (said loudly) when `BERSERK_TEST_PG` is unset, a failure then
    /// when `BERSERK_REQUIRE_PG=1`.
    pub(crate) fn pg_store(name: &str) -> Option<crate::pg::PgStore> {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let schema = format!("t_{name}_{}_{nanos}", std::process::id());
        crate::pg::PgStore::for_test(name, &schema)
    }

    /// Runs `body` on an SQLite store in memory and on a PostgreSQL one.
    fn on_both(name: &str, body: impl Fn(&dyn Storage)) {
        body(&SqliteStore::in_memory().unwrap());
        if let Some(pg) = pg_store(name) {
            body(&pg);
            pg.drop_schema().unwrap();
        }
    }

    #[test]
    fn records_and_decks_round_trip() {
        on_both("round_trip", records_and_decks_round_trip_in);
    }

    fn records_and_decks_round_trip_in(s: &dyn Storage) {
        let info = RecordInfo {
            id: "g1".into(),
            players: ["human".into(), "greedy".into()],
            result: "1-0".into(),
            turns: 7,
            finished: 5,
        };
        s.save_record(&info, "[Seed \"1\"]").unwrap();
        assert_eq!(s.list_records(10).unwrap(), vec![info]);
        assert_eq!(s.record("g1").unwrap().as_deref(), Some("[Seed \"1\"]"));
        assert_eq!(s.record("nope").unwrap(), None);
        let d = SavedDeck {
            name: "Мой".into(),
            text: "deck \"Мой\"\n3 Кочевник\n".into(),
        };
        s.save_deck(&d).unwrap();
        assert_eq!(s.list_decks().unwrap(), vec![d]);
        let g = LiveGame {
            id: "g2".into(),
            tokens: ["a".into(), "b".into()],
            names: ["human".into(), "greedy".into()],
            bots: [String::new(), "greedy".into()],
            bot_seed: u64::MAX,
            record: "[Seed \"2\"]".into(),
            turn: 3,
            joined: [true, false],
        };
        s.save_live(&g).unwrap();
        assert_eq!(s.list_live().unwrap(), vec![g]);
        s.delete_live("g2").unwrap();
        assert!(s.list_live().unwrap().is_empty());
    }

    #[test]
    fn a_game_is_stored_over_the_version_it_was_made_from() {
        on_both("versions", stored_over_its_version_in);
    }

    fn stored_over_its_version_in(s: &dyn Storage) {
        let mut g = LiveGame {
            id: "g".into(),
            tokens: ["a".into(), "b".into()],
            names: ["Аня".into(), "greedy".into()],
            bots: [String::new(), "greedy".into()],
            bot_seed: 7,
            record: "[Seed \"1\"]".into(),
            turn: 0,
            joined: [false, true],
        };
        assert!(s.save_live_at(&g, 0).unwrap(), "a new game");
        assert!(!s.save_live_at(&g, 0).unwrap(), "a second new game of that id");
        assert_eq!(s.load_live("g").unwrap(), Some((g.clone(), 1)));
        // Two servers made a change of version 1: the first one stores it.
        g.turn = 1;
        g.joined = [true, true];
        g.record.push_str(" 1.");
        assert!(s.save_live_at(&g, 1).unwrap());
        let mut other = g.clone();
        other.record.push_str(" other");
        assert!(!s.save_live_at(&other, 1).unwrap(), "the second loses");
        assert_eq!(s.load_live("g").unwrap(), Some((g.clone(), 2)));
        assert!(!s.save_live_at(&other, 3).unwrap(), "nor a version not stored");
        assert_eq!(
            s.live_versions(&["g".into(), "none".into()]).unwrap(),
            vec![("g".to_string(), 2)]
        );
        assert_eq!(
            s.lobby(10).unwrap(),
            vec![LobbyGame {
                id: "g".into(),
                players: ["Аня".into(), "greedy".into()],
                turn: 1
            }]
        );
        // An unconditional save moves the version on too.
        s.save_live(&g).unwrap();
        assert_eq!(s.live_versions(&["g".into()]).unwrap(), vec![("g".to_string(), 3)]);
        assert_eq!(s.list_live().unwrap(), vec![g]);
        s.delete_live("g").unwrap();
        assert_eq!(s.load_live("g").unwrap(), None);
        assert!(s.live_versions(&["g".into()]).unwrap().is_empty());
    }

    #[test]
    fn a_finished_game_keeps_its_seats_with_its_record() {
        on_both("finished", finished_keeps_its_seats_in);
    }

    fn finished_keeps_its_seats_in(s: &dyn Storage) {
        let g = LiveGame {
            id: "g".into(),
            tokens: ["a".into(), "b".into()],
            names: ["Аня".into(), "greedy".into()],
            bots: [String::new(), "greedy".into()],
            bot_seed: 7,
            record: "[Seed \"1\"] 1.".into(),
            turn: 4,
            joined: [false, true],
        };
        assert!(s.save_live_at(&g, 0).unwrap());
        let info = RecordInfo {
            id: "g".into(),
            players: g.names.clone(),
            result: "1-0".into(),
            turns: 5,
            finished: 9,
        };
        s.save_finished(&info, "[Seed \"1\"] 1. 2.", &g).unwrap();
        assert_eq!(s.load_live("g").unwrap(), None, "no longer live");
        assert!(s.lobby(10).unwrap().is_empty());
        assert_eq!(s.list_records(10).unwrap(), vec![info]);
        let f = s.finished_game("g").unwrap().unwrap();
        assert_eq!((f.tokens, f.bots, f.names), (g.tokens, g.bots, g.names));
        assert_eq!(
            (f.record.as_str(), f.turn, f.joined),
            ("[Seed \"1\"] 1. 2.", 5, [true, true])
        );
        assert_eq!(s.finished_game("other").unwrap(), None);
        // A record stored without seats opens for spectators only.
        let old = RecordInfo {
            id: "old".into(),
            ..s.list_records(1).unwrap()[0].clone()
        };
        s.save_record(&old, "x").unwrap();
        let f = s.finished_game("old").unwrap().unwrap();
        assert_eq!(
            (f.tokens, f.bots),
            ([String::new(), String::new()], [String::new(), String::new()])
        );
    }

    #[test]
    fn accounts_and_owned_decks() {
        on_both("accounts", accounts_and_owned_decks_in);
    }

    fn accounts_and_owned_decks_in(s: &dyn Storage) {
        s.save_deck(&SavedDeck {
            name: "Старая".into(),
            text: "x".into(),
        })
        .unwrap();
        let a = s.create_account("Новый", "$argon2id$x", 1).unwrap().unwrap();
        let b = s.create_account("Другой", "$argon2id$z", 2).unwrap().unwrap();
        assert_ne!(a.id, b.id);
        assert_eq!(
            s.create_account("НОВЫЙ", "$argon2id$y", 1).unwrap(),
            None,
            "names compare without case"
        );
        assert_eq!(s.account_by_name(" новый ").unwrap().map(|x| x.id), Some(a.id));
        assert_eq!(
            s.account_for_login("новый").unwrap().map(|x| (x.0.id, x.1)),
            Some((a.id, "$argon2id$x".to_string()))
        );
        assert_eq!(s.account_by_name("никто").unwrap(), None);
        let d = |name: &str, text: &str| SavedDeck {
            name: name.into(),
            text: text.into(),
        };
        assert_eq!(
            s.save_own_deck(&d("Старая", "y"), a.id).unwrap(),
            Owned::NotYours,
            "nobody's deck stays"
        );
        assert_eq!(s.save_own_deck(&d("Моя", "1"), a.id).unwrap(), Owned::Done);
        assert_eq!(s.save_own_deck(&d("Моя", "2"), a.id).unwrap(), Owned::Done, "its own");
        assert_eq!(s.save_own_deck(&d("Моя", "3"), b.id).unwrap(), Owned::NotYours);
        assert_eq!(s.delete_own_deck("Моя", b.id).unwrap(), Owned::NotYours);
        assert_eq!(s.delete_own_deck("Нет", b.id).unwrap(), Owned::Missing);
        let listed: Vec<(String, String, Option<String>)> = s
            .list_decks_with_owners()
            .unwrap()
            .into_iter()
            .map(|(d, o)| (d.name, d.text, o))
            .collect();
        assert_eq!(
            listed,
            vec![
                ("Моя".into(), "2".into(), Some("Новый".into())),
                ("Старая".into(), "x".into(), None)
            ]
        );
        assert_eq!(s.delete_own_deck("Моя", a.id).unwrap(), Owned::Done);
        assert_eq!(s.list_decks().unwrap().len(), 1);
        // Logins: valid until they expire, gone at logout.
        s.create_login("tok", a.id, "csrf", 100).unwrap();
        assert_eq!(
            s.login("tok", 99).unwrap().map(|x| (x.0.name, x.1)),
            Some(("Новый".to_string(), "csrf".to_string()))
        );
        assert_eq!(s.login("tok", 100).unwrap(), None, "expired");
        s.delete_login("tok").unwrap();
        assert_eq!(s.login("tok", 1).unwrap(), None);
        // A game's seats and the records of an account.
        let seats = GameAccounts {
            accounts: [Some(a.id), None],
            rated: false,
        };
        s.set_game_accounts("g1", &seats).unwrap();
        assert_eq!(s.game_accounts("g1").unwrap(), Some(seats));
        assert_eq!(s.game_accounts("g2").unwrap(), None);
        let info = RecordInfo {
            id: "g1".into(),
            players: ["Новый".into(), "Друг".into()],
            result: "0-1".into(),
            turns: 3,
            finished: 9,
        };
        s.save_record(&info, "text").unwrap();
        assert_eq!(s.records_of(a.id, 10).unwrap(), vec![info]);
        assert!(s.records_of(b.id, 10).unwrap().is_empty());
    }

    #[test]
    fn a_database_from_before_accounts_is_brought_up_to_date() {
        let dir = std::env::temp_dir().join(format!("berserk-migrate-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        {
            // The tables as they were before accounts, with a saved deck.
            let old = Connection::open(dir.join("berserk.sqlite")).unwrap();
            old.execute_batch(
                "CREATE TABLE records (
                    id TEXT PRIMARY KEY, p1 TEXT NOT NULL, p2 TEXT NOT NULL, result TEXT NOT NULL,
                    turns INTEGER NOT NULL, finished INTEGER NOT NULL, text TEXT NOT NULL);
                 CREATE TABLE decks (name TEXT PRIMARY KEY, text TEXT NOT NULL);
                 CREATE TABLE live (
                    id TEXT PRIMARY KEY, t1 TEXT NOT NULL, t2 TEXT NOT NULL, n1 TEXT NOT NULL, n2 TEXT NOT NULL,
                    b1 TEXT NOT NULL, b2 TEXT NOT NULL, seed INTEGER NOT NULL, record TEXT NOT NULL);
                 INSERT INTO decks VALUES ('Старая', 'deck \"Старая\"');
                 INSERT INTO live VALUES ('g', 'a', 'b', 'A', 'B', '', 'greedy', 5, 'rec');",
            )
            .unwrap();
        }
        let s = SqliteStore::open(&dir).unwrap();
        // A game stored before row versions has been stored once.
        let (g, v) = s.load_live("g").unwrap().unwrap();
        assert_eq!((g.names[1].as_str(), g.record.as_str(), g.turn, v), ("B", "rec", 0, 1));
        assert!(s.save_live_at(&g, 1).unwrap());
        let decks = s.list_decks_with_owners().unwrap();
        assert_eq!(decks.len(), 1);
        assert_eq!((decks[0].0.name.as_str(), decks[0].1.as_deref()), ("Старая", None));
        let a = s.create_account("Новый", "$argon2id$x", 1).unwrap().unwrap();
        let d = SavedDeck {
            name: "Старая".into(),
            text: "x".into(),
        };
        assert_eq!(
            s.save_own_deck(&d, a.id).unwrap(),
            Owned::NotYours,
            "nobody's deck stays"
        );
        assert_eq!(
            s.create_account("НОВЫЙ", "$argon2id$y", 1).unwrap(),
            None,
            "names compare without case"
        );
        assert_eq!(s.account_by_name(" новый ").unwrap().map(|a| a.id), Some(a.id));
        drop(s);
        // Opened again: already up to date.
        let s = SqliteStore::open(&dir).unwrap();
        assert_eq!(
            s.account_by_name("Новый").unwrap().map(|a| a.name),
            Some("Новый".to_string())
        );
        let version: i64 = s.conn().query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
        assert_eq!(version, 3);
        drop(s);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_game_is_rated_once() {
        on_both("rated", a_game_is_rated_once_in);
    }

    fn a_game_is_rated_once_in(s: &dyn Storage) {
        let a = s.create_account("a", "h", 1).unwrap().unwrap();
        let b = s.create_account("b", "h", 1).unwrap().unwrap();
        let up = |x: Rating, y: Rating| {
            (
                Rating {
                    rating: x.rating + 10.0,
                    ..x
                },
                Rating {
                    rating: y.rating - 10.0,
                    ..y
                },
            )
        };
        assert!(s.rate_game("g", [a.id, b.id], 5, &up).unwrap());
        assert!(
            !s.rate_game("g", [a.id, b.id], 6, &up).unwrap(),
            "a second time changes nothing"
        );
        let a2 = s.account_by_name("a").unwrap().unwrap();
        assert_eq!((a2.rating.rating, a2.games), (1510.0, 1));
        assert_eq!(s.rating_history(b.id, 10).unwrap()[0].rating, 1490.0);
        assert_eq!(
            s.leaderboard(10)
                .unwrap()
                .iter()
                .map(|x| x.name.as_str())
                .collect::<Vec<_>>(),
            ["a", "b"]
        );
    }
}
