//! Storage of finished games (records) and saved decks.
//!
//! Everything the server keeps goes through the [`Storage`] trait, so that
//! another database (PostgreSQL) can take SQLite's place later without the
//! rest of the server changing. [`SqliteStore`] is the embedded default: one
//! file `berserk.sqlite` in the data folder (or an in-memory database).

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
        Ok(SqliteStore { conn: Mutex::new(conn) })
    }

    fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        // A panic while holding the lock cannot leave SQLite inconsistent.
        self.conn.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl Storage for SqliteStore {
    fn save_live(&self, g: &LiveGame) -> Result<(), StoreError> {
        self.conn()
            .execute(
                "INSERT OR REPLACE INTO live (id, t1, t2, n1, n2, b1, b2, seed, record)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                params![
                    g.id,
                    g.tokens[0],
                    g.tokens[1],
                    g.names[0],
                    g.names[1],
                    g.bots[0],
                    g.bots[1],
                    g.bot_seed as i64,
                    g.record
                ],
            )
            .map_err(err("saving a game"))?;
        Ok(())
    }

    fn list_live(&self) -> Result<Vec<LiveGame>, StoreError> {
        let conn = self.conn();
        let mut st = conn
            .prepare("SELECT id, t1, t2, n1, n2, b1, b2, seed, record FROM live ORDER BY id")
            .map_err(err("listing games"))?;
        let rows = st
            .query_map([], |r| {
                Ok(LiveGame {
                    id: r.get(0)?,
                    tokens: [r.get(1)?, r.get(2)?],
                    names: [r.get(3)?, r.get(4)?],
                    bots: [r.get(5)?, r.get(6)?],
                    bot_seed: r.get::<_, i64>(7)? as u64,
                    record: r.get(8)?,
                })
            })
            .map_err(err("listing games"))?;
        rows.collect::<Result<_, _>>().map_err(err("listing games"))
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

    fn list_records(&self, limit: usize) -> Result<Vec<RecordInfo>, StoreError> {
        let conn = self.conn();
        let mut st = conn
            .prepare("SELECT id, p1, p2, result, turns, finished FROM records ORDER BY finished DESC, id LIMIT ?1")
            .map_err(err("listing records"))?;
        let rows = st
            .query_map(params![limit as i64], |r| {
                Ok(RecordInfo {
                    id: r.get(0)?,
                    players: [r.get(1)?, r.get(2)?],
                    result: r.get(3)?,
                    turns: r.get(4)?,
                    finished: r.get::<_, i64>(5)? as u64,
                })
            })
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_and_decks_round_trip() {
        let s = SqliteStore::in_memory().unwrap();
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
        };
        s.save_live(&g).unwrap();
        assert_eq!(s.list_live().unwrap(), vec![g]);
        s.delete_live("g2").unwrap();
        assert!(s.list_live().unwrap().is_empty());
    }
}
