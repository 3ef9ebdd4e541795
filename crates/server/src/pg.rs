//! [`Storage`] in PostgreSQL: one database for many servers
//! (`berserk serve --db postgres://user:pass@host/db`).
//!
//! **Threads.** [`Storage`] is synchronous and is called from the server's
//! request handlers. The store owns a small runtime of its own (two threads)
//! on which a pool of connections ([`deadpool_postgres`]) runs the queries;
//! a call sends its query there and waits for the answer. The waiting
//! thread is never one that drives the store's queries, so no runtime is
//! started inside another and no call can wait on itself. When the caller
//! is a worker of a multi-threaded tokio runtime, the wait goes through
//! [`tokio::task::block_in_place`], which first hands the worker's other
//! tasks to another worker; the server's handlers never rely on it: they
//! call the store from [`crate::blocking`] (as they do for SQLite), so a slow
//! database stalls no async worker ([`PgStore::async_waits`] counts the
//! calls that did wait on one).
//!
//! **Schema.** Created and brought up to date when the store opens, under a
//! transaction-scoped advisory lock (two servers starting at once do it
//! once): the table `berserk_schema` holds the version (1: everything
//! SQLite has at its version 2; 2: the seats of a finished game's record, as
//! SQLite's version 3, each game's bot claim, `runner` and `lease`, and the
//! rated queue, `queue` and `queue_matched`).
//!
//! **One rated queue.** The players waiting on every server are rows of
//! `queue` (times on the database's clock); a server pairs them under a
//! transaction-scoped advisory lock (two servers never pair one player
//! twice), begins the game and writes each player's find to
//! `queue_matched`, where the other player's server reads it.
//!
//! **One bot runner per game.** Before a bot's search a server claims the
//! game's bot ([`Storage::claim_bot`]): the row's `runner` becomes the
//! store's own id with a `lease` (milliseconds on the database's clock),
//! granted when the row has no runner, this one, or an expired lease. The
//! server refused leaves the search to the runner and follows its stored
//! moves; when the runner stops (its lease runs out), another one claims.
//!
//! **Many servers.** A game's row has a version; a server stores a change
//! with `UPDATE … WHERE version = <the version its copy was made from>`
//! (see [`Storage::save_live_at`]): of two servers changing one game at once
//! only one stores its change, the other reloads the game and refuses its
//! move. Row locks are never held while a move is computed.

use std::future::Future;
use std::sync::mpsc::sync_channel;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use tokio_postgres::{NoTls, Row};

use crate::store::{
    name_key, Account, GameAccounts, LiveGame, LobbyGame, Owned, Rating, RatingPoint, RatingUpdate, RecordInfo,
    SavedDeck, Storage, StoreError,
};

/// The schema's version as this server writes it.
pub const SCHEMA_VERSION: i32 = 2;

/// The most connections one server opens.
const POOL_SIZE: usize = 8;

/// A key for `pg_advisory_xact_lock` while the schema is made (any number
/// that other programs on the database do not use for their own lock).
const SCHEMA_LOCK: i64 = 0x4265_7273_6572_6b31; // "Berserk1"

/// The key of the advisory lock under which a server pairs the rated queue.
const QUEUE_LOCK: i64 = 0x4265_7273_6572_6b51; // "BerserkQ"

/// The database's clock in milliseconds since the epoch (the servers'
/// clocks may differ).
const NOW_MS: &str = "(extract(epoch FROM clock_timestamp()) * 1000)::BIGINT";

/// [`Storage`] in a PostgreSQL database shared by any number of servers.
pub struct PgStore {
    pool: Pool,
    /// The runtime the queries run on (taken when the store is dropped).
    rt: Option<tokio::runtime::Runtime>,
    /// The schema it lives in, if not the connection's default.
    schema: Option<String>,
    /// This store's id as a game's bot runner (random, one per server).
    me: String,
    /// Calls that waited on a worker of an async runtime (see
    /// [`PgStore::async_waits`]).
    async_waits: std::sync::atomic::AtomicU64,
}

fn pg_err(what: &str) -> impl Fn(tokio_postgres::Error) -> StoreError + '_ {
    move |e| {
        // The server's own message (`db_error`) says more than the display.
        match e.as_db_error() {
            Some(d) => StoreError(format!("{what}: {} ({})", d.message(), d.code().code())),
            None => StoreError(format!("{what}: {}", chain(&e))),
        }
    }
}

fn pool_err(what: &str) -> impl Fn(deadpool_postgres::PoolError) -> StoreError + '_ {
    move |e| StoreError(format!("{what}: no connection to the database: {}", chain(&e)))
}

/// An error with its causes (`error connecting to server: Connection refused`).
fn chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        let c_text = c.to_string();
        if !s.contains(&c_text) {
            s.push_str(": ");
            s.push_str(&c_text);
        }
        cause = c.source();
    }
    s
}

impl PgStore {
    /// Connects to the database of `url` (`postgres://user:pass@host:port/db`,
    /// or any connection string libpq understands; no TLS) and makes or
    /// brings up to date its tables.
    pub fn connect(url: &str) -> Result<PgStore, StoreError> {
        PgStore::open(url, None)
    }

    /// The store of a test, `label`, in `schema` at the database of
    /// `BERSERK_TEST_PG` (`scripts/with-postgres` starts one and sets it);
    /// `None`, said loudly past the harness's capture, when it is unset, and a
    /// failure then when `BERSERK_REQUIRE_PG=1` (CI).
    #[doc(hidden)]
    pub fn for_test(label: &str, schema: &str) -> Option<PgStore> {
        let Some(url) = std::env::var("BERSERK_TEST_PG").ok().filter(|u| !u.is_empty()) else {
            assert!(
                std::env::var("BERSERK_REQUIRE_PG").as_deref() != Ok("1"),
                "BERSERK_REQUIRE_PG=1 but BERSERK_TEST_PG is not set: the PostgreSQL tests cannot run"
            );
            use std::io::Write as _;
            let _ = writeln!(
                std::io::stderr(),
                "\n*** SKIPPED: {label} on PostgreSQL: BERSERK_TEST_PG is not set (scripts/with-postgres sets it) ***\n"
            );
            return None;
        };
        Some(PgStore::connect_in_schema(&url, schema).expect("the PostgreSQL test database"))
    }

    /// As [`PgStore::connect`], with the tables in the schema `schema`
    /// (made if missing): several deployments, or tests, on one database.
    /// A schema name is letters, digits and `_`.
    pub fn connect_in_schema(url: &str, schema: &str) -> Result<PgStore, StoreError> {
        let ok = !schema.is_empty()
            && schema.len() <= 63
            && schema.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
            && !schema.as_bytes()[0].is_ascii_digit();
        if !ok {
            return Err(StoreError(format!(
                "schema name {schema:?}: letters, digits and _ only, not starting with a digit"
            )));
        }
        PgStore::open(url, Some(schema.to_ascii_lowercase()))
    }

    fn open(url: &str, schema: Option<String>) -> Result<PgStore, StoreError> {
        let mut config: tokio_postgres::Config = url
            .parse()
            .map_err(|e| StoreError(format!("the database address {}: {e}", redact(url))))?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(std::time::Duration::from_secs(10));
        }
        if config.get_application_name().is_none() {
            config.application_name("berserk serve");
        }
        if let Some(s) = &schema {
            config.options(format!("-c search_path={s}"));
        }
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("berserk-pg")
            .enable_all()
            .build()
            .map_err(|e| StoreError(format!("starting the database threads: {e}")))?;
        let manager = Manager::from_config(
            config.clone(),
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = {
            let _in = rt.enter();
            Pool::builder(manager)
                .max_size(POOL_SIZE)
                .runtime(deadpool_postgres::Runtime::Tokio1)
                .wait_timeout(Some(std::time::Duration::from_secs(30)))
                .create_timeout(Some(std::time::Duration::from_secs(10)))
                .build()
                .map_err(|e| StoreError(format!("the connections to the database: {e}")))?
        };
        let store = PgStore {
            pool,
            rt: Some(rt),
            schema,
            me: crate::secret(),
            async_waits: std::sync::atomic::AtomicU64::new(0),
        };
        store.migrate(config)?;
        Ok(store)
    }

    /// Runs `f` on the store's runtime and waits for it (see the module docs).
    fn run<T: Send + 'static>(
        &self,
        f: impl Future<Output = Result<T, StoreError>> + Send + 'static,
    ) -> Result<T, StoreError> {
        let Some(rt) = &self.rt else {
            return Err(StoreError("the store is closed".into()));
        };
        let (tx, rx) = sync_channel(1);
        rt.spawn(async move {
            let _ = tx.send(f.await);
        });
        wait_off_async(move || rx.recv(), &self.async_waits)
            .unwrap_or_else(|_| Err(StoreError("the database task ended".into())))
    }

    /// How many calls of this store waited for the database on a worker of
    /// an async runtime (through `block_in_place`). The server's handlers
    /// call the store from tokio's blocking threads, so this stays 0 while
    /// it serves; a test checks it.
    pub fn async_waits(&self) -> u64 {
        self.async_waits.load(std::sync::atomic::Ordering::Acquire)
    }

    /// Makes the schema's tables or brings them to [`SCHEMA_VERSION`].
    fn migrate(&self, config: tokio_postgres::Config) -> Result<(), StoreError> {
        let schema = self.schema.clone();
        let pool = self.pool.clone();
        self.run(async move {
            if let Some(s) = &schema {
                // The pool's connections look in the schema: make it first,
                // through a connection of its own (the schema may not exist).
                let mut plain = config.clone();
                plain.options("");
                let (client, conn) = plain
                    .connect(NoTls)
                    .await
                    .map_err(pg_err("connecting to the database"))?;
                let task = tokio::spawn(conn);
                let made = client
                    .batch_execute(&format!("CREATE SCHEMA IF NOT EXISTS {s}"))
                    .await
                    .map_err(pg_err("making the schema"));
                drop(client);
                let _ = task.await;
                made?;
            }
            let mut c = pool.get().await.map_err(pool_err("making the tables"))?;
            let tx = c.transaction().await.map_err(pg_err("making the tables"))?;
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&SCHEMA_LOCK])
                .await
                .map_err(pg_err("making the tables"))?;
            tx.batch_execute("CREATE TABLE IF NOT EXISTS berserk_schema (version INTEGER NOT NULL)")
                .await
                .map_err(pg_err("making the tables"))?;
            let version: i32 = match tx
                .query_opt("SELECT version FROM berserk_schema", &[])
                .await
                .map_err(pg_err("reading the schema's version"))?
            {
                Some(r) => r.get(0),
                None => {
                    tx.execute("INSERT INTO berserk_schema (version) VALUES (0)", &[])
                        .await
                        .map_err(pg_err("making the tables"))?;
                    0
                }
            };
            if version > SCHEMA_VERSION {
                return Err(StoreError(format!(
                    "the database is of a newer server (schema version {version}, this server knows {SCHEMA_VERSION})"
                )));
            }
            if version < 1 {
                tx.batch_execute(
                    "CREATE TABLE records (
                        id TEXT PRIMARY KEY, p1 TEXT NOT NULL, p2 TEXT NOT NULL, result TEXT NOT NULL,
                        turns INTEGER NOT NULL, finished BIGINT NOT NULL, text TEXT NOT NULL);
                     CREATE INDEX records_finished ON records (finished DESC, id);
                     CREATE TABLE decks (name TEXT PRIMARY KEY, text TEXT NOT NULL, owner BIGINT);
                     CREATE TABLE live (
                        id TEXT PRIMARY KEY, t1 TEXT NOT NULL, t2 TEXT NOT NULL, n1 TEXT NOT NULL,
                        n2 TEXT NOT NULL, b1 TEXT NOT NULL, b2 TEXT NOT NULL, seed BIGINT NOT NULL,
                        record TEXT NOT NULL, turn INTEGER NOT NULL, joined INTEGER NOT NULL,
                        version BIGINT NOT NULL);
                     CREATE TABLE accounts (
                        id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL, key TEXT NOT NULL UNIQUE,
                        hash TEXT NOT NULL, created BIGINT NOT NULL, rating DOUBLE PRECISION NOT NULL,
                        deviation DOUBLE PRECISION NOT NULL, volatility DOUBLE PRECISION NOT NULL,
                        games INTEGER NOT NULL DEFAULT 0);
                     CREATE TABLE logins (
                        token TEXT PRIMARY KEY, account BIGINT NOT NULL, csrf TEXT NOT NULL,
                        expires BIGINT NOT NULL);
                     CREATE TABLE game_accounts (
                        game TEXT PRIMARY KEY, a1 BIGINT, a2 BIGINT, rated BOOLEAN NOT NULL);
                     CREATE TABLE rating_history (
                        game TEXT NOT NULL, account BIGINT NOT NULL, at BIGINT NOT NULL,
                        rating DOUBLE PRECISION NOT NULL, deviation DOUBLE PRECISION NOT NULL,
                        seq BIGSERIAL, PRIMARY KEY (game, account));
                     CREATE INDEX rating_history_account ON rating_history (account, at);
                     UPDATE berserk_schema SET version = 1;",
                )
                .await
                .map_err(pg_err("making the tables (schema version 1)"))?;
            }
            if version < 2 {
                // A record stored before has no seats: its game opens for
                // spectators only.
                tx.batch_execute(
                    "ALTER TABLE records ADD COLUMN t1 TEXT NOT NULL DEFAULT '', ADD COLUMN t2 TEXT NOT NULL DEFAULT '',
                        ADD COLUMN b1 TEXT NOT NULL DEFAULT '', ADD COLUMN b2 TEXT NOT NULL DEFAULT '';
                     ALTER TABLE live ADD COLUMN runner TEXT NOT NULL DEFAULT '',
                        ADD COLUMN lease BIGINT NOT NULL DEFAULT 0;
                     CREATE TABLE queue (
                        account BIGINT PRIMARY KEY, deck TEXT NOT NULL, since BIGINT NOT NULL,
                        seen BIGINT NOT NULL);
                     CREATE TABLE queue_matched (
                        account BIGINT PRIMARY KEY, game TEXT NOT NULL, seat INTEGER NOT NULL,
                        token TEXT NOT NULL, opponent TEXT NOT NULL);
                     UPDATE berserk_schema SET version = 2;",
                )
                .await
                .map_err(pg_err("making the tables (schema version 2)"))?;
            }
            tx.commit().await.map_err(pg_err("making the tables"))?;
            Ok(())
        })
    }

    /// Runs `f` with a connection of the pool, on the store's runtime.
    fn with<T, F>(&self, what: &'static str, f: F) -> Result<T, StoreError>
    where
        T: Send + 'static,
        F: for<'c> FnOnce(&'c mut deadpool_postgres::Client) -> BoxFut<'c, Result<T, tokio_postgres::Error>>
            + Send
            + 'static,
    {
        let pool = self.pool.clone();
        self.run(async move {
            let mut c = pool.get().await.map_err(pool_err(what))?;
            f(&mut c).await.map_err(pg_err(what))
        })
    }
}

impl Drop for PgStore {
    fn drop(&mut self) {
        // Dropping a runtime waits for its threads, which is not allowed on
        // an async thread: let them end in the background.
        if let Some(rt) = self.rt.take() {
            rt.shutdown_background();
        }
    }
}

/// Runs `wait` (a wait for the store's runtime); on a worker of an async
/// runtime ([`crate::on_async_worker`]) it is counted in `count` and, on a
/// multi-threaded one, first hands the worker's other tasks to another
/// worker (see the module docs).
fn wait_off_async<T>(wait: impl FnOnce() -> T, count: &std::sync::atomic::AtomicU64) -> T {
    if !crate::on_async_worker() {
        return wait();
    }
    count.fetch_add(1, std::sync::atomic::Ordering::AcqRel);
    match tokio::runtime::Handle::try_current() {
        Ok(h) if h.runtime_flavor() == tokio::runtime::RuntimeFlavor::MultiThread => tokio::task::block_in_place(wait),
        _ => wait(),
    }
}

type BoxFut<'a, T> = std::pin::Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// A connection string without its password (for messages).
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(s), Some(at)) if at > s => {
            let cred = &url[s + 3..at];
            match cred.find(':') {
                Some(c) => format!("{}{}:***{}", &url[..s + 3], &cred[..c], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

const LIVE_COLUMNS: &str = "id, t1, t2, n1, n2, b1, b2, seed, record, turn, joined, version";

fn live_row(r: &Row) -> (LiveGame, u64) {
    (
        LiveGame {
            id: r.get(0),
            tokens: [r.get(1), r.get(2)],
            names: [r.get(3), r.get(4)],
            bots: [r.get(5), r.get(6)],
            bot_seed: r.get::<_, i64>(7) as u64,
            record: r.get(8),
            turn: r.get::<_, i32>(9) as u32,
            joined: LiveGame::joined_from(r.get(10)),
        },
        r.get::<_, i64>(11) as u64,
    )
}

const ACCOUNT_COLUMNS: &str = "id, name, rating, deviation, volatility, games, created";

fn account_row(r: &Row) -> Account {
    Account {
        id: r.get(0),
        name: r.get(1),
        rating: Rating {
            rating: r.get(2),
            deviation: r.get(3),
            volatility: r.get(4),
        },
        games: r.get::<_, i32>(5) as u32,
        created: r.get::<_, i64>(6) as u64,
    }
}

const RECORD_COLUMNS: &str = "id, p1, p2, result, turns, finished";

fn record_row(r: &Row) -> RecordInfo {
    RecordInfo {
        id: r.get(0),
        players: [r.get(1), r.get(2)],
        result: r.get(3),
        turns: r.get::<_, i32>(4) as u32,
        finished: r.get::<_, i64>(5) as u64,
    }
}

/// The parameters of a live row, in [`LIVE_COLUMNS`]' order but the version.
struct LiveParams {
    id: String,
    t: [String; 2],
    n: [String; 2],
    b: [String; 2],
    seed: i64,
    record: String,
    turn: i32,
    joined: i32,
}

impl LiveParams {
    fn of(g: &LiveGame) -> LiveParams {
        LiveParams {
            id: g.id.clone(),
            t: g.tokens.clone(),
            n: g.names.clone(),
            b: g.bots.clone(),
            seed: g.bot_seed as i64,
            record: g.record.clone(),
            turn: i32::try_from(g.turn).unwrap_or(i32::MAX),
            joined: g.joined_bits(),
        }
    }
}

impl Storage for PgStore {
    fn save_live(&self, g: &LiveGame) -> Result<(), StoreError> {
        let p = LiveParams::of(g);
        self.with("saving a game", move |c| {
            Box::pin(async move {
                c.execute(
                    "INSERT INTO live (id, t1, t2, n1, n2, b1, b2, seed, record, turn, joined, version)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 1)
                     ON CONFLICT (id) DO UPDATE SET t1 = $2, t2 = $3, n1 = $4, n2 = $5, b1 = $6, b2 = $7,
                        seed = $8, record = $9, turn = $10, joined = $11, version = live.version + 1",
                    &[
                        &p.id, &p.t[0], &p.t[1], &p.n[0], &p.n[1], &p.b[0], &p.b[1], &p.seed, &p.record, &p.turn,
                        &p.joined,
                    ],
                )
                .await
                .map(|_| ())
            })
        })
    }

    fn list_live(&self) -> Result<Vec<LiveGame>, StoreError> {
        self.with("listing games", |c| {
            Box::pin(async move {
                let rows = c
                    .query(&format!("SELECT {LIVE_COLUMNS} FROM live ORDER BY id"), &[])
                    .await?;
                Ok(rows.iter().map(|r| live_row(r).0).collect())
            })
        })
    }

    fn delete_live(&self, id: &str) -> Result<(), StoreError> {
        let id = id.to_string();
        self.with("forgetting a game", move |c| {
            Box::pin(async move { c.execute("DELETE FROM live WHERE id = $1", &[&id]).await.map(|_| ()) })
        })
    }

    fn save_record(&self, info: &RecordInfo, text: &str) -> Result<(), StoreError> {
        let (info, text) = (info.clone(), text.to_string());
        self.with("saving a record", move |c| {
            Box::pin(async move {
                let turns = i32::try_from(info.turns).unwrap_or(i32::MAX);
                c.execute(
                    "INSERT INTO records (id, p1, p2, result, turns, finished, text) VALUES ($1, $2, $3, $4, $5, $6, $7)
                     ON CONFLICT (id) DO UPDATE SET p1 = $2, p2 = $3, result = $4, turns = $5, finished = $6, text = $7",
                    &[
                        &info.id,
                        &info.players[0],
                        &info.players[1],
                        &info.result,
                        &turns,
                        &(info.finished as i64),
                        &text,
                    ],
                )
                .await
                .map(|_| ())
            })
        })
    }

    fn save_finished(&self, info: &RecordInfo, text: &str, seats: &LiveGame) -> Result<(), StoreError> {
        let (info, text) = (info.clone(), text.to_string());
        let (t, b) = (seats.tokens.clone(), seats.bots.clone());
        self.with("saving a record", move |c| {
            Box::pin(async move {
                let turns = i32::try_from(info.turns).unwrap_or(i32::MAX);
                let tx = c.transaction().await?;
                tx.execute(
                    "INSERT INTO records (id, p1, p2, result, turns, finished, text, t1, t2, b1, b2)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                     ON CONFLICT (id) DO UPDATE SET p1 = $2, p2 = $3, result = $4, turns = $5, finished = $6,
                        text = $7, t1 = $8, t2 = $9, b1 = $10, b2 = $11",
                    &[
                        &info.id,
                        &info.players[0],
                        &info.players[1],
                        &info.result,
                        &turns,
                        &(info.finished as i64),
                        &text,
                        &t[0],
                        &t[1],
                        &b[0],
                        &b[1],
                    ],
                )
                .await?;
                tx.execute("DELETE FROM live WHERE id = $1", &[&info.id]).await?;
                tx.commit().await
            })
        })
    }

    fn finished_game(&self, id: &str) -> Result<Option<LiveGame>, StoreError> {
        let id = id.to_string();
        self.with("reading a record", move |c| {
            Box::pin(async move {
                let r = c
                    .query_opt(
                        "SELECT id, p1, p2, turns, text, t1, t2, b1, b2 FROM records WHERE id = $1",
                        &[&id],
                    )
                    .await?;
                Ok(r.map(|r| LiveGame {
                    id: r.get(0),
                    names: [r.get(1), r.get(2)],
                    turn: r.get::<_, i32>(3) as u32,
                    record: r.get(4),
                    tokens: [r.get(5), r.get(6)],
                    bots: [r.get(7), r.get(8)],
                    bot_seed: 0,
                    joined: [true, true],
                }))
            })
        })
    }

    fn claim_bot(&self, id: &str, lease_ms: u64) -> Result<bool, StoreError> {
        let (id, me) = (id.to_string(), self.me.clone());
        let lease = i64::try_from(lease_ms).unwrap_or(i64::MAX / 2);
        self.with("claiming a game's bot", move |c| {
            Box::pin(async move {
                // The database's clock: the servers' clocks may differ.
                let n = c
                    .execute(
                        "UPDATE live SET runner = $2, lease = now_ms.t + $3
                         FROM (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::BIGINT AS t) AS now_ms
                         WHERE id = $1 AND (runner = $2 OR runner = '' OR lease < now_ms.t)",
                        &[&id, &me, &lease],
                    )
                    .await?;
                Ok(n == 1)
            })
        })
    }

    fn list_records(&self, limit: usize) -> Result<Vec<RecordInfo>, StoreError> {
        let limit = limit as i64;
        self.with("listing records", move |c| {
            Box::pin(async move {
                let rows = c
                    .query(
                        &format!("SELECT {RECORD_COLUMNS} FROM records ORDER BY finished DESC, id LIMIT $1"),
                        &[&limit],
                    )
                    .await?;
                Ok(rows.iter().map(record_row).collect())
            })
        })
    }

    fn record(&self, id: &str) -> Result<Option<String>, StoreError> {
        let id = id.to_string();
        self.with("reading a record", move |c| {
            Box::pin(async move {
                let r = c.query_opt("SELECT text FROM records WHERE id = $1", &[&id]).await?;
                Ok(r.map(|r| r.get(0)))
            })
        })
    }

    fn save_deck(&self, deck: &SavedDeck) -> Result<(), StoreError> {
        let d = deck.clone();
        self.with("saving a deck", move |c| {
            Box::pin(async move {
                c.execute(
                    "INSERT INTO decks (name, text) VALUES ($1, $2)
                     ON CONFLICT (name) DO UPDATE SET text = $2, owner = NULL",
                    &[&d.name, &d.text],
                )
                .await
                .map(|_| ())
            })
        })
    }

    fn list_decks(&self) -> Result<Vec<SavedDeck>, StoreError> {
        self.with("listing decks", |c| {
            Box::pin(async move {
                let rows = c.query("SELECT name, text FROM decks ORDER BY name", &[]).await?;
                Ok(rows
                    .iter()
                    .map(|r| SavedDeck {
                        name: r.get(0),
                        text: r.get(1),
                    })
                    .collect())
            })
        })
    }

    fn create_account(&self, name: &str, hash: &str, now: u64) -> Result<Option<Account>, StoreError> {
        let (name, hash) = (name.to_string(), hash.to_string());
        self.with("creating an account", move |c| {
            Box::pin(async move {
                let r = Rating::default();
                let key = name_key(&name);
                let row = c
                    .query_opt(
                        "INSERT INTO accounts (name, key, hash, created, rating, deviation, volatility)
                         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (key) DO NOTHING RETURNING id",
                        &[
                            &name,
                            &key,
                            &hash,
                            &(now as i64),
                            &r.rating,
                            &r.deviation,
                            &r.volatility,
                        ],
                    )
                    .await?;
                Ok(row.map(|row| Account {
                    id: row.get(0),
                    name,
                    rating: r,
                    games: 0,
                    created: now,
                }))
            })
        })
    }

    fn account_for_login(&self, name: &str) -> Result<Option<(Account, String)>, StoreError> {
        let key = name_key(name);
        self.with("reading an account", move |c| {
            Box::pin(async move {
                let r = c
                    .query_opt(
                        &format!("SELECT {ACCOUNT_COLUMNS}, hash FROM accounts WHERE key = $1"),
                        &[&key],
                    )
                    .await?;
                Ok(r.map(|r| (account_row(&r), r.get(7))))
            })
        })
    }

    fn account_by_name(&self, name: &str) -> Result<Option<Account>, StoreError> {
        let key = name_key(name);
        self.with("reading an account", move |c| {
            Box::pin(async move {
                let r = c
                    .query_opt(
                        &format!("SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE key = $1"),
                        &[&key],
                    )
                    .await?;
                Ok(r.as_ref().map(account_row))
            })
        })
    }

    fn create_login(&self, token: &str, account: i64, csrf: &str, expires: u64) -> Result<(), StoreError> {
        let (token, csrf) = (token.to_string(), csrf.to_string());
        self.with("storing a login", move |c| {
            Box::pin(async move {
                c.execute(
                    "INSERT INTO logins (token, account, csrf, expires) VALUES ($1, $2, $3, $4)",
                    &[&token, &account, &csrf, &(expires as i64)],
                )
                .await
                .map(|_| ())
            })
        })
    }

    fn login(&self, token: &str, now: u64) -> Result<Option<(Account, String)>, StoreError> {
        let token = token.to_string();
        self.with("reading a login", move |c| {
            Box::pin(async move {
                let cols = ACCOUNT_COLUMNS.replace(", ", ", a.");
                let r = c
                    .query_opt(
                        &format!(
                            "SELECT a.{cols}, l.csrf FROM logins l JOIN accounts a ON a.id = l.account
                             WHERE l.token = $1 AND l.expires > $2"
                        ),
                        &[&token, &(now as i64)],
                    )
                    .await?;
                Ok(r.map(|r| (account_row(&r), r.get(7))))
            })
        })
    }

    fn delete_login(&self, token: &str) -> Result<(), StoreError> {
        let token = token.to_string();
        self.with("forgetting a login", move |c| {
            Box::pin(async move {
                c.execute("DELETE FROM logins WHERE token = $1", &[&token])
                    .await
                    .map(|_| ())
            })
        })
    }

    fn save_own_deck(&self, deck: &SavedDeck, owner: i64) -> Result<Owned, StoreError> {
        let d = deck.clone();
        self.with("saving a deck", move |c| {
            Box::pin(async move {
                // One statement: a new name is inserted, a name of `owner`'s
                // replaced, anyone else's (or nobody's: NULL) left alone.
                let n = c
                    .execute(
                        "INSERT INTO decks (name, text, owner) VALUES ($1, $2, $3)
                         ON CONFLICT (name) DO UPDATE SET text = EXCLUDED.text WHERE decks.owner = EXCLUDED.owner",
                        &[&d.name, &d.text, &owner],
                    )
                    .await?;
                Ok(if n == 1 { Owned::Done } else { Owned::NotYours })
            })
        })
    }

    fn delete_own_deck(&self, name: &str, owner: i64) -> Result<Owned, StoreError> {
        let name = name.to_string();
        self.with("deleting a deck", move |c| {
            Box::pin(async move {
                let n = c
                    .execute("DELETE FROM decks WHERE name = $1 AND owner = $2", &[&name, &owner])
                    .await?;
                if n == 1 {
                    return Ok(Owned::Done);
                }
                let there = c.query_opt("SELECT 1 FROM decks WHERE name = $1", &[&name]).await?;
                Ok(if there.is_some() {
                    Owned::NotYours
                } else {
                    Owned::Missing
                })
            })
        })
    }

    fn list_decks_with_owners(&self) -> Result<Vec<(SavedDeck, Option<String>)>, StoreError> {
        self.with("listing decks", |c| {
            Box::pin(async move {
                let rows = c
                    .query(
                        "SELECT d.name, d.text, a.name FROM decks d LEFT JOIN accounts a ON a.id = d.owner
                         ORDER BY d.name",
                        &[],
                    )
                    .await?;
                Ok(rows
                    .iter()
                    .map(|r| {
                        (
                            SavedDeck {
                                name: r.get(0),
                                text: r.get(1),
                            },
                            r.get(2),
                        )
                    })
                    .collect())
            })
        })
    }

    fn set_game_accounts(&self, game: &str, seats: &GameAccounts) -> Result<(), StoreError> {
        let (game, seats) = (game.to_string(), seats.clone());
        self.with("saving a game's accounts", move |c| {
            Box::pin(async move {
                c.execute(
                    "INSERT INTO game_accounts (game, a1, a2, rated) VALUES ($1, $2, $3, $4)
                     ON CONFLICT (game) DO UPDATE SET a1 = $2, a2 = $3, rated = $4",
                    &[&game, &seats.accounts[0], &seats.accounts[1], &seats.rated],
                )
                .await
                .map(|_| ())
            })
        })
    }

    fn game_accounts(&self, game: &str) -> Result<Option<GameAccounts>, StoreError> {
        let game = game.to_string();
        self.with("reading a game's accounts", move |c| {
            Box::pin(async move {
                let r = c
                    .query_opt("SELECT a1, a2, rated FROM game_accounts WHERE game = $1", &[&game])
                    .await?;
                Ok(r.map(|r| GameAccounts {
                    accounts: [r.get(0), r.get(1)],
                    rated: r.get(2),
                }))
            })
        })
    }

    fn rate_game(&self, game: &str, players: [i64; 2], now: u64, update: RatingUpdate<'_>) -> Result<bool, StoreError> {
        // `update` is borrowed: the ratings are read on the store's runtime,
        // turned here, and written there. The accounts' rows stay locked (in
        // id order: no deadlock) from the reading to the writing, so two
        // servers rating one game at once rate it once.
        let Some(rt) = &self.rt else {
            return Err(StoreError("the store is closed".into()));
        };
        let pool = self.pool.clone();
        let game = game.to_string();
        let (tx_before, rx_before) = sync_channel::<(Rating, Rating)>(1);
        let (tx_after, rx_after) = tokio::sync::oneshot::channel::<(Rating, Rating)>();
        let (tx_end, rx_end) = sync_channel(1);
        rt.spawn(async move {
            let done = async move {
                let what = "rating a game";
                let mut c = pool.get().await.map_err(pool_err(what))?;
                let tx = c.transaction().await.map_err(pg_err(what))?;
                let mut ids = players;
                ids.sort_unstable();
                tx.query(
                    "SELECT id FROM accounts WHERE id = $1 OR id = $2 ORDER BY id FOR UPDATE",
                    &[&ids[0], &ids[1]],
                )
                .await
                .map_err(pg_err(what))?;
                let rated = tx
                    .query_opt("SELECT 1 FROM rating_history WHERE game = $1 LIMIT 1", &[&game])
                    .await
                    .map_err(pg_err(what))?;
                if rated.is_some() {
                    return Ok(false);
                }
                let mut before = Vec::new();
                for id in players {
                    let r = tx
                        .query_one("SELECT rating, deviation, volatility FROM accounts WHERE id = $1", &[&id])
                        .await
                        .map_err(pg_err(what))?;
                    before.push(Rating {
                        rating: r.get(0),
                        deviation: r.get(1),
                        volatility: r.get(2),
                    });
                }
                let _ = tx_before.send((before[0], before[1]));
                let after = rx_after
                    .await
                    .map_err(|_| StoreError(format!("{what}: the new ratings were not computed")))?;
                for (id, r) in [(players[0], after.0), (players[1], after.1)] {
                    tx.execute(
                        "UPDATE accounts SET rating = $2, deviation = $3, volatility = $4, games = games + 1 WHERE id = $1",
                        &[&id, &r.rating, &r.deviation, &r.volatility],
                    )
                    .await
                    .map_err(pg_err(what))?;
                    tx.execute(
                        "INSERT INTO rating_history (game, account, at, rating, deviation) VALUES ($1, $2, $3, $4, $5)",
                        &[&game, &id, &(now as i64), &r.rating, &r.deviation],
                    )
                    .await
                    .map_err(pg_err(what))?;
                }
                tx.commit().await.map_err(pg_err(what))?;
                Ok(true)
            };
            let _ = tx_end.send(done.await);
        });
        // Nothing to compute when the task ended first (rated already, or
        // an error): the sender is gone.
        if let Ok((a, b)) = wait_off_async(move || rx_before.recv(), &self.async_waits) {
            let _ = tx_after.send(update(a, b));
        }
        wait_off_async(move || rx_end.recv(), &self.async_waits)
            .unwrap_or_else(|_| Err(StoreError("rating a game: the database task ended".into())))
    }

    fn rating_history(&self, account: i64, limit: usize) -> Result<Vec<RatingPoint>, StoreError> {
        let limit = limit as i64;
        self.with("reading a rating history", move |c| {
            Box::pin(async move {
                let rows = c
                    .query(
                        "SELECT game, at, rating, deviation FROM rating_history WHERE account = $1
                         ORDER BY at DESC, seq DESC LIMIT $2",
                        &[&account, &limit],
                    )
                    .await?;
                let mut v: Vec<RatingPoint> = rows
                    .iter()
                    .map(|r| RatingPoint {
                        game: r.get(0),
                        at: r.get::<_, i64>(1) as u64,
                        rating: r.get(2),
                        deviation: r.get(3),
                    })
                    .collect();
                v.reverse();
                Ok(v)
            })
        })
    }

    fn records_of(&self, account: i64, limit: usize) -> Result<Vec<RecordInfo>, StoreError> {
        let limit = limit as i64;
        self.with("listing records", move |c| {
            Box::pin(async move {
                let rows = c
                    .query(
                        "SELECT r.id, r.p1, r.p2, r.result, r.turns, r.finished FROM records r
                         JOIN game_accounts g ON g.game = r.id WHERE g.a1 = $1 OR g.a2 = $1
                         ORDER BY r.finished DESC, r.id LIMIT $2",
                        &[&account, &limit],
                    )
                    .await?;
                Ok(rows.iter().map(record_row).collect())
            })
        })
    }

    fn leaderboard(&self, limit: usize) -> Result<Vec<Account>, StoreError> {
        let limit = limit as i64;
        self.with("listing the leaderboard", move |c| {
            Box::pin(async move {
                let rows = c
                    .query(
                        &format!(
                            "SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE games > 0 ORDER BY rating DESC, name LIMIT $1"
                        ),
                        &[&limit],
                    )
                    .await?;
                Ok(rows.iter().map(account_row).collect())
            })
        })
    }

    fn save_live_at(&self, g: &LiveGame, expected: u64) -> Result<bool, StoreError> {
        let p = LiveParams::of(g);
        let expected = expected as i64;
        self.with("saving a game", move |c| {
            Box::pin(async move {
                let sql = if expected == 0 {
                    "INSERT INTO live (id, t1, t2, n1, n2, b1, b2, seed, record, turn, joined, version)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::BIGINT + 1) ON CONFLICT (id) DO NOTHING"
                } else {
                    "UPDATE live SET t1 = $2, t2 = $3, n1 = $4, n2 = $5, b1 = $6, b2 = $7, seed = $8, record = $9,
                        turn = $10, joined = $11, version = $12::BIGINT + 1 WHERE id = $1 AND version = $12::BIGINT"
                };
                let n = c
                    .execute(
                        sql,
                        &[
                            &p.id, &p.t[0], &p.t[1], &p.n[0], &p.n[1], &p.b[0], &p.b[1], &p.seed, &p.record, &p.turn,
                            &p.joined, &expected,
                        ],
                    )
                    .await?;
                Ok(n == 1)
            })
        })
    }

    fn load_live(&self, id: &str) -> Result<Option<(LiveGame, u64)>, StoreError> {
        let id = id.to_string();
        self.with("loading a game", move |c| {
            Box::pin(async move {
                let r = c
                    .query_opt(&format!("SELECT {LIVE_COLUMNS} FROM live WHERE id = $1"), &[&id])
                    .await?;
                Ok(r.as_ref().map(live_row))
            })
        })
    }

    fn live_versions(&self, ids: &[String]) -> Result<Vec<(String, u64)>, StoreError> {
        let ids = ids.to_vec();
        self.with("reading games' versions", move |c| {
            Box::pin(async move {
                let rows = c
                    .query("SELECT id, version FROM live WHERE id = ANY($1)", &[&ids])
                    .await?;
                Ok(rows.iter().map(|r| (r.get(0), r.get::<_, i64>(1) as u64)).collect())
            })
        })
    }

    fn lobby(&self, limit: usize) -> Result<Vec<LobbyGame>, StoreError> {
        let limit = limit as i64;
        self.with("listing games", move |c| {
            Box::pin(async move {
                let rows = c
                    .query("SELECT id, n1, n2, turn FROM live ORDER BY id LIMIT $1", &[&limit])
                    .await?;
                Ok(rows
                    .iter()
                    .map(|r| LobbyGame {
                        id: r.get(0),
                        players: [r.get(1), r.get(2)],
                        turn: r.get::<_, i32>(3) as u32,
                    })
                    .collect())
            })
        })
    }

    fn shared(&self) -> bool {
        true
    }

    fn queue_join(&self, account: i64, deck: &str) -> Result<(), StoreError> {
        let deck = deck.to_string();
        self.with("joining the rated queue", move |c| {
            Box::pin(async move {
                let tx = c.transaction().await?;
                tx.execute(
                    &format!(
                        "INSERT INTO queue (account, deck, since, seen) VALUES ($1, $2, {NOW_MS}, {NOW_MS})
                         ON CONFLICT (account) DO UPDATE SET deck = $2, seen = {NOW_MS}"
                    ),
                    &[&account, &deck],
                )
                .await?;
                tx.execute("DELETE FROM queue_matched WHERE account = $1", &[&account])
                    .await?;
                tx.commit().await
            })
        })
    }

    fn queue_seen(&self, account: i64) -> Result<(), StoreError> {
        self.with("reading the rated queue", move |c| {
            Box::pin(async move {
                c.execute(
                    &format!("UPDATE queue SET seen = {NOW_MS} WHERE account = $1"),
                    &[&account],
                )
                .await
                .map(|_| ())
            })
        })
    }

    fn queue_leave(&self, account: i64) -> Result<bool, StoreError> {
        self.with("leaving the rated queue", move |c| {
            Box::pin(async move {
                let tx = c.transaction().await?;
                let n = tx.execute("DELETE FROM queue WHERE account = $1", &[&account]).await?;
                tx.execute("DELETE FROM queue_matched WHERE account = $1", &[&account])
                    .await?;
                tx.commit().await?;
                Ok(n == 1)
            })
        })
    }

    fn queue_take_pairs(
        &self,
        window: &crate::rating::Window,
        gone_ms: u64,
    ) -> Result<Vec<(crate::store::Queued, crate::store::Queued)>, StoreError> {
        let window = *window;
        let gone = i64::try_from(gone_ms).unwrap_or(i64::MAX / 2);
        self.with("pairing the rated queue", move |c| {
            Box::pin(async move {
                let tx = c.transaction().await?;
                tx.execute("SELECT pg_advisory_xact_lock($1)", &[&QUEUE_LOCK]).await?;
                tx.execute(&format!("DELETE FROM queue WHERE seen < {NOW_MS} - $1"), &[&gone])
                    .await?;
                let account_columns: String = ACCOUNT_COLUMNS
                    .split(", ")
                    .map(|c| format!("a.{c}"))
                    .collect::<Vec<_>>()
                    .join(", ");
                let rows = tx
                    .query(
                        &format!(
                            "SELECT {account_columns}, q.deck, GREATEST({NOW_MS} - q.since, 0)
                             FROM queue q JOIN accounts a ON a.id = q.account ORDER BY q.since, q.account"
                        ),
                        &[],
                    )
                    .await?;
                let waiting: Vec<crate::store::Queued> = rows
                    .iter()
                    .map(|r| crate::store::Queued {
                        account: account_row(r),
                        deck: r.get(7),
                        waited_ms: r.get::<_, i64>(8) as u64,
                    })
                    .collect();
                let view: Vec<(f64, std::time::Duration)> = waiting
                    .iter()
                    .map(|w| (w.account.rating.rating, std::time::Duration::from_millis(w.waited_ms)))
                    .collect();
                let pairs = crate::rating::pair(&view, &window);
                let mut out = Vec::new();
                for (a, b) in pairs {
                    for x in [a, b] {
                        tx.execute("DELETE FROM queue WHERE account = $1", &[&waiting[x].account.id])
                            .await?;
                    }
                    out.push((waiting[a].clone(), waiting[b].clone()));
                }
                tx.commit().await?;
                Ok(out)
            })
        })
    }

    fn queue_matched(&self, account: i64, found: &crate::queue::Matched) -> Result<(), StoreError> {
        let m = found.clone();
        self.with("storing a rated game found", move |c| {
            Box::pin(async move {
                let seat = i32::try_from(m.seat).unwrap_or(0);
                c.execute(
                    "INSERT INTO queue_matched (account, game, seat, token, opponent) VALUES ($1, $2, $3, $4, $5)
                     ON CONFLICT (account) DO UPDATE SET game = $2, seat = $3, token = $4, opponent = $5",
                    &[&account, &m.game, &seat, &m.token, &m.opponent],
                )
                .await
                .map(|_| ())
            })
        })
    }

    fn queue_state(&self, account: i64) -> Result<crate::store::QueueState, StoreError> {
        self.with("reading the rated queue", move |c| {
            Box::pin(async move {
                let matched = c
                    .query_opt(
                        "SELECT game, seat, token, opponent FROM queue_matched WHERE account = $1",
                        &[&account],
                    )
                    .await?
                    .map(|r| crate::queue::Matched {
                        game: r.get(0),
                        seat: r.get::<_, i32>(1) as usize,
                        token: r.get(2),
                        opponent: r.get(3),
                    });
                let waited = c
                    .query_opt(
                        &format!("SELECT GREATEST({NOW_MS} - since, 0) FROM queue WHERE account = $1"),
                        &[&account],
                    )
                    .await?
                    .map(|r| r.get::<_, i64>(0) as u64);
                let players = c.query_one("SELECT count(*) FROM queue", &[]).await?.get::<_, i64>(0) as usize;
                Ok(crate::store::QueueState {
                    matched,
                    waited_ms: waited,
                    players,
                })
            })
        })
    }
}

impl PgStore {
    /// Drops the store's schema and everything in it (tests clean up
    /// after themselves with it); refused for the default schema.
    pub fn drop_schema(&self) -> Result<(), StoreError> {
        let Some(s) = self.schema.clone() else {
            return Err(StoreError("the default schema is never dropped".into()));
        };
        self.with("dropping the schema", move |c| {
            Box::pin(async move { c.batch_execute(&format!("DROP SCHEMA IF EXISTS {s} CASCADE")).await })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::redact;

    #[test]
    fn a_password_is_not_shown() {
        assert_eq!(redact("postgres://u:secret@h:5432/db"), "postgres://u:***@h:5432/db");
        assert_eq!(redact("postgres://u@h/db"), "postgres://u@h/db");
        assert_eq!(redact("host=/tmp user=u"), "host=/tmp user=u");
    }
}
