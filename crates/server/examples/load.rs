//! Load benchmark (not a test): N concurrent games over WebSockets on this
//! machine, each seat played by a random client, and the action latency
//! (from sending a choice to receiving the new state) per N.
//!
//! ```sh
//! cargo run --release -p berserk-server --example load -- 10,50,100,200 [turn_limit]
//! ```
//!
//! Prints, for each N, the actions, actions per second and the latency
//! percentiles; the largest N whose p99 stays under 50 ms is the figure.
//! The server and the clients share the machine (one process), and every
//! move is saved in an SQLite file as `berserk serve` does.
//!
//! **Servers of their own** (`LOAD_SERVERS=ADDR,ADDR,…`): the clients play
//! on `berserk serve` processes already running instead, e.g. two on one
//! PostgreSQL database. Game g is created through server g, its first seat
//! plays through server g and its second through server g+1 (round the
//! list), so with two servers every move of a game is made through one
//! server and seen through the other. Start them with the limits lifted for
//! machine-speed clients from one address and the bot's pause off:
//!
//! ```sh
//! export BERSERK_WS_RATE=1000000 BERSERK_WS_BURST=1000000 BERSERK_OPEN_GAMES_PER_ADDRESS=100000
//! berserk serve --addr 127.0.0.1:8081 --db postgres://… &
//! berserk serve --addr 127.0.0.1:8082 --db postgres://… &
//! LOAD_SERVERS=127.0.0.1:8081,127.0.0.1:8082 cargo run --release -p berserk-server --example load -- 10,25,50 10
//! ```

use std::future::IntoFuture;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use berserk_server::{App, SqliteStore};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

async fn post(addr: std::net::SocketAddr, body: &Value) -> Value {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let b = body.to_string();
    let req = format!(
        "POST /api/games HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{b}",
        b.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).await.unwrap();
    let body = out.split_once("\r\n\r\n").map(|x| x.1).unwrap_or("");
    serde_json::from_str(body).expect("json reply")
}

async fn seat(addr: std::net::SocketAddr, game: String, token: String, seed: u64, lat: Arc<Mutex<Vec<u32>>>) {
    let url = format!("ws://{addr}/ws?g={game}&t={token}");
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.expect("websocket");
    let mut rng = seed | 1;
    let mut sent: Option<(Instant, u64)> = None;
    let mut mine = Vec::new();
    while let Some(Ok(m)) = ws.next().await {
        let Message::Text(t) = m else { continue };
        let v: Value = serde_json::from_str(&t).expect("json");
        if v["t"] != "state" {
            continue;
        }
        let version = v["v"].as_u64().unwrap_or(0);
        if let Some((at, before)) = sent {
            if version > before {
                mine.push(at.elapsed().as_micros() as u32);
                sent = None;
            }
        }
        if !v["result"].is_null() {
            break;
        }
        let n = v["options"].as_array().map_or(0, |o| o.len());
        if n > 0 && sent.is_none() {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let i = (rng % n as u64) as usize;
            sent = Some((Instant::now(), version));
            ws.send(Message::Text(json!({"t": "choose", "i": i}).to_string().into()))
                .await
                .expect("send");
        }
    }
    lat.lock().unwrap().extend(mine);
}

fn pct(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    f64::from(sorted[i]) / 1000.0
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let ns: Vec<usize> = args
        .get(1)
        .map(|s| s.split(',').filter_map(|x| x.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![10, 50, 100]);
    let turn_limit: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    rt.block_on(async move {
        // A database file, as `berserk serve` keeps (every move is saved).
        let dir = std::env::temp_dir().join(format!("berserk-load-{}", std::process::id()));
        // The same deals in every run: the server's seed for tests; the
        // players are machines, so the bot answers without its pause.
        let config = berserk_server::ServerConfig {
            seed_for_tests: Some(1),
            bot_pace_ms: 0,
            // Machine-speed clients from one address: the per-connection
            // and per-address limits lifted, as for `LOAD_SERVERS` below.
            limits: berserk_server::Limits {
                ws_rate: 1_000_000,
                ws_burst: 1_000_000,
                open_games_per_address: 100_000,
                ..berserk_server::Limits::default()
            },
            ..berserk_server::ServerConfig::default()
        };
        let external: Vec<std::net::SocketAddr> = std::env::var("LOAD_SERVERS")
            .ok()
            .map(|v| {
                v.split(',')
                    .filter(|a| !a.trim().is_empty())
                    .map(|a| a.trim().parse().expect("LOAD_SERVERS: addresses such as 127.0.0.1:8081"))
                    .collect()
            })
            .unwrap_or_default();
        let servers = if external.is_empty() {
            let store = SqliteStore::open(&dir).expect("database");
            let app = App::with_config(Arc::new(store), config).expect("cards");
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            let addr = listener.local_addr().unwrap();
            tokio::spawn(axum::serve(listener, berserk_server::router(app)).into_future());
            vec![addr]
        } else {
            println!("servers: {external:?}");
            external
        };
        println!("games  actions  actions/s  p50 ms  p90 ms  p99 ms  max ms  wall s");
        for n in ns {
            let lat = Arc::new(Mutex::new(Vec::new()));
            let start = Instant::now();
            let mut tasks = Vec::new();
            for g in 0..n {
                let addr = servers[g % servers.len()];
                let j = post(
                    addr,
                    &json!({"mode": "friend", "deck": format!("b{}", g % 9), "opponent_deck": format!("b{}", (g + 4) % 9),
                            "turn_limit": turn_limit}),
                )
                .await;
                let Some(id) = j["id"].as_str().map(str::to_string) else {
                    // A refusal (a limit of the server's): say so and stop
                    // rather than leave the runtime waiting at shutdown.
                    eprintln!("load: the server refused game {g}: {j}");
                    std::process::exit(1);
                };
                for (k, tok) in [j["token"].as_str().unwrap(), j["invite"].as_str().unwrap()].into_iter().enumerate() {
                    let addr = servers[(g + k) % servers.len()];
                    tasks.push(tokio::spawn(seat(addr, id.clone(), tok.to_string(), (g * 2 + k) as u64 + 7, lat.clone())));
                }
            }
            for t in tasks {
                let _ = tokio::time::timeout(Duration::from_secs(600), t).await;
            }
            let wall = start.elapsed().as_secs_f64();
            let mut l = lat.lock().unwrap().clone();
            l.sort_unstable();
            println!(
                "{n:>5}  {:>7}  {:>9.0}  {:>6.2}  {:>6.2}  {:>6.2}  {:>6.2}  {wall:>6.1}",
                l.len(),
                l.len() as f64 / wall,
                pct(&l, 0.5),
                pct(&l, 0.9),
                pct(&l, 0.99),
                pct(&l, 1.0),
            );
        }
        let _ = std::fs::remove_dir_all(&dir);
    });
}
