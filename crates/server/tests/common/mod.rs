//! What the server tests share: a server on a loopback port, a minimal HTTP
//! client and WebSocket clients.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use berserk_server::{App, ServerConfig, SqliteStore};
use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

pub type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// The default configuration with chance fixed by `seed` (the server's
/// option for tests), so that a failing test fails again, and bots that
/// answer without their pause (the pause has its own test).
pub fn test_config(seed: u64) -> ServerConfig {
    ServerConfig {
        seed_for_tests: Some(seed),
        bot_pace_ms: 0,
        ..ServerConfig::default()
    }
}

/// [`test_config`] for a test whose clients answer at machine speed, far
/// faster than a person clicks: the message rate of a game socket is lifted
/// (the rate limit has its own test).
pub fn machine_speed_config(seed: u64) -> ServerConfig {
    let mut config = test_config(seed);
    config.limits.ws_rate = 1_000_000;
    config.limits.ws_burst = 1_000_000;
    config
}

/// An app over an in-memory database or, with `BERSERK_TEST_STORE=pg`, over
/// a PostgreSQL schema of its own at `BERSERK_TEST_PG` (the same tests
/// through the other store; `scripts/test` runs them both ways).
pub fn app_with(config: ServerConfig) -> Arc<App> {
    if std::env::var("BERSERK_TEST_STORE").as_deref() == Ok("pg") {
        let store = pg_store(&fresh_schema("app")).expect("BERSERK_TEST_STORE=pg needs BERSERK_TEST_PG");
        return App::with_config(Arc::new(store), config).expect("built-in cards");
    }
    let store = SqliteStore::in_memory().expect("in-memory database");
    App::with_config(Arc::new(store), config).expect("built-in cards")
}

/// Starts a server with an in-memory database on a free loopback port, its
/// chance fixed for the test.
pub async fn start() -> (SocketAddr, Arc<App>) {
    start_with(app_with(test_config(1))).await
}

/// Serves `app` on a free loopback port.
pub async fn start_with(app: Arc<App>) -> (SocketAddr, Arc<App>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().unwrap();
    let router = berserk_server::router(app.clone());
    tokio::spawn(async move {
        axum::serve(listener, router.into_make_service_with_connect_info::<SocketAddr>())
            .await
            .expect("serve");
    });
    (addr, app)
}

/// A new server's start on a store that holds live games: `app` restores
/// them (off the async workers, as `serve` does); the games restored and
/// the errors.
pub async fn restore_live(app: &Arc<App>) -> (usize, Vec<String>) {
    let app = app.clone();
    tokio::task::spawn_blocking(move || app.restore_live()).await.unwrap()
}

/// One HTTP/1.1 request; returns the status and the body.
pub async fn http(addr: SocketAddr, method: &str, path: &str, body: Option<&str>) -> (u16, String) {
    let (status, _, body) = http_full(addr, method, path, body, &[]).await;
    (status, body)
}

fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = s.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 {
            break;
        }
        out.push_str(&rest[..n]);
        s = &rest[n + 2..];
    }
    out
}

pub async fn get_json(addr: SocketAddr, path: &str) -> Value {
    let (st, body) = http(addr, "GET", path, None).await;
    assert_eq!(st, 200, "GET {path}: {body}");
    serde_json::from_str(&body).expect("json")
}

pub async fn post_json(addr: SocketAddr, path: &str, body: &Value) -> (u16, Value) {
    let (st, text) = http(addr, "POST", path, Some(&body.to_string())).await;
    (st, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// Creates a game; returns (id, token, invite).
pub async fn create(addr: SocketAddr, req: Value) -> (String, String, Option<String>) {
    let (st, j) = post_json(addr, "/api/games", &req).await;
    assert_eq!(st, 200, "{j}");
    (
        j["id"].as_str().unwrap().to_string(),
        j["token"].as_str().unwrap().to_string(),
        j["invite"].as_str().map(str::to_string),
    )
}

pub async fn connect(addr: SocketAddr, game: &str, token: Option<&str>) -> Ws {
    let url = match token {
        Some(t) => format!("ws://{addr}/ws?g={game}&t={t}"),
        None => format!("ws://{addr}/ws?g={game}"),
    };
    tokio_tungstenite::connect_async(url).await.expect("websocket").0
}

/// The next text message as JSON (panics after 20 s of silence).
pub async fn next(ws: &mut Ws) -> Value {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("a message within 20 s")
            .expect("open")
            .expect("no error");
        if let Message::Text(t) = m {
            return serde_json::from_str(&t).expect("json");
        }
    }
}

/// The next message as raw text.
pub async fn next_text(ws: &mut Ws) -> String {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("a message within 20 s")
            .expect("open")
            .expect("no error");
        if let Message::Text(t) = m {
            return t.to_string();
        }
    }
}

/// The next state in which the reader must decide (or the game is over):
/// states while the bot thinks are skipped.
pub async fn decision(ws: &mut Ws) -> Value {
    loop {
        let m = next(ws).await;
        assert_eq!(m["t"], "state", "unexpected message {m}");
        if !m["result"].is_null() || !m["options"].as_array().is_none_or(|o| o.is_empty()) {
            return m;
        }
    }
}

pub async fn send(ws: &mut Ws, v: &Value) {
    ws.send(Message::Text(v.to_string().into())).await.expect("send");
}

pub async fn send_raw(ws: &mut Ws, s: &str) {
    ws.send(Message::Text(s.to_string().into())).await.expect("send");
}

/// A small deterministic generator for the tests' random choices.
pub struct Lcg(pub u64);
impl Lcg {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// One HTTP/1.1 request with extra headers; returns the status, the
/// response's headers (lowercase names) and the body.
pub async fn http_full(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
    headers: &[(&str, &str)],
) -> (u16, Vec<(String, String)>, String) {
    let mut s = TcpStream::connect(addr).await.expect("connect");
    let body = body.unwrap_or("");
    let extra: String = headers.iter().map(|(k, v)| format!("{k}: {v}\r\n")).collect();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\n{extra}Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    let text = String::from_utf8_lossy(&out).to_string();
    let status: u16 = text.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let hs: Vec<(String, String)> = head
        .lines()
        .skip(1)
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let body = if head.to_ascii_lowercase().contains("transfer-encoding: chunked") {
        dechunk(rest)
    } else {
        rest.to_string()
    };
    (status, hs, body)
}

/// A signed-in client: its login cookie and CSRF token.
#[derive(Clone, Debug)]
pub struct Login {
    pub cookie: String,
    pub csrf: String,
    /// The whole `Set-Cookie` line the server sent.
    pub set_cookie: String,
}

/// Signs up (or, with `path` `/api/login`, in) as `name`; the status, the
/// body and the login when it succeeded.
pub async fn account(addr: SocketAddr, path: &str, name: &str, password: &str) -> (u16, Value, Option<Login>) {
    let body = serde_json::json!({"name": name, "password": password}).to_string();
    let (st, hs, text) = http_full(addr, "POST", path, Some(&body), &[]).await;
    let j: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
    let set = hs.iter().find(|(k, _)| k == "set-cookie").map(|(_, v)| v.clone());
    let login = set.filter(|_| st == 200).map(|set| Login {
        cookie: set.split(';').next().unwrap_or("").to_string(),
        csrf: j["csrf"].as_str().unwrap_or("").to_string(),
        set_cookie: set,
    });
    (st, j, login)
}

/// Signs up as `name` (password `password1`); panics if refused.
pub async fn signup(addr: SocketAddr, name: &str) -> Login {
    let (st, j, login) = account(addr, "/api/signup", name, "password1").await;
    assert_eq!(st, 200, "sign-up of {name}: {j}");
    login.expect("a login cookie")
}

/// A request as `login` (its cookie and CSRF token); the status and JSON.
pub async fn as_login(addr: SocketAddr, login: &Login, method: &str, path: &str, body: Option<&Value>) -> (u16, Value) {
    let body = body.map(|b| b.to_string());
    let (st, _, text) = http_full(
        addr,
        method,
        path,
        body.as_deref(),
        &[("Cookie", &login.cookie), ("X-CSRF-Token", &login.csrf)],
    )
    .await;
    (st, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// A PostgreSQL store for the test `name` in a schema of its own, at the
/// database of `BERSERK_TEST_PG` (`scripts/with-postgres` starts one and
/// sets it); `None`, said loudly, when it is unset, and a failure then when
/// `BERSERK_REQUIRE_PG=1` (CI). Several stores of one `schema` share it, as
/// servers share a database.
pub fn pg_store(schema: &str) -> Option<berserk_server::PgStore> {
    berserk_server::PgStore::for_test(schema, schema)
}

/// A schema name of its own for a test run.
pub fn fresh_schema(name: &str) -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    format!("t_{name}_{}_{nanos}", std::process::id())
}
