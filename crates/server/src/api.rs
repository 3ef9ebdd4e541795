//! The HTTP routes, the JSON API and the game socket.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, Request, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use berserk_cards::Deck;
use berserk_engine::{check_deck, Player};
use berserk_record::{Record, Recorder};
use berserk_text::{def_name, illegal_text, Lang};
use serde::Deserialize;
use serde_json::{json, Value};

use crate::accounts::{refuse, Authed};
use crate::limits::Bucket;
use crate::session::{Reader, Seat, Session};
use crate::store::Owned;
use crate::{now_secs, secret, App, GameHandle, SavedDeck, MAX_CLIENT_MESSAGE};

type Shared = State<Arc<App>>;

/// The longest request target (path and query) accepted, in bytes; a longer
/// one gets 414.
pub const MAX_URI: usize = 8 * 1024;

/// The most bytes of request headers accepted; more get 431.
pub const MAX_HEADERS: usize = 16 * 1024;

/// All routes of the server. Serve it with
/// `into_make_service_with_connect_info::<SocketAddr>()` for the limit of
/// open games per client address (without it, the limit is not applied).
pub fn router(app: Arc<App>) -> Router {
    let max_body = app.server.limits.max_body;
    Router::new()
        .route("/", get(|| async { html(include_str!("../web/lobby.html")) }))
        .route("/game", get(|| async { html(include_str!("../web/game.html")) }))
        .route("/replay", get(|| async { html(include_str!("../web/replay.html")) }))
        .route("/decks", get(|| async { html(include_str!("../web/decks.html")) }))
        .route("/static/{file}", get(asset))
        .route("/api/meta", get(meta))
        .route("/api/games", get(list_games).post(create_game))
        .route("/api/records", get(list_records))
        .route("/api/records/{id}", get(download_record))
        .route("/api/replay/{id}", get(replay_step))
        .route("/api/cards", get(cards))
        .route("/api/glossary", get(glossary))
        .route("/api/decks", get(list_decks).post(save_deck))
        .route("/api/decks/check", post(check_deck_text))
        .route("/api/games/{id}/link", get(check_link))
        .route("/ws", get(socket))
        .route("/account", get(|| async { html(include_str!("../web/account.html")) }))
        .route("/profile", get(|| async { html(include_str!("../web/profile.html")) }))
        .route("/leaders", get(|| async { html(include_str!("../web/leaders.html")) }))
        .route("/api/signup", post(crate::accounts::signup))
        .route("/api/login", post(crate::accounts::login))
        .route("/api/logout", post(crate::accounts::logout))
        .route("/api/me", get(crate::accounts::me))
        .route("/api/decks/delete", post(delete_deck))
        .route("/api/queue", get(queue_status).post(join_queue))
        .route("/api/queue/leave", post(leave_queue))
        .route("/api/players/{name}", get(player))
        .route("/api/leaderboard", get(leaderboard))
        .layer(DefaultBodyLimit::max(max_body))
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            crate::accounts::guard,
        ))
        .layer(axum::middleware::from_fn_with_state(app.clone(), request_size))
        .with_state(app)
}

/// Refuses a request whose target, headers or declared body are over the
/// limits (414, 431, 413) before it reaches a route; a body without a
/// declared length is cut at the limit by [`DefaultBodyLimit`] (413).
async fn request_size(State(app): Shared, req: Request, next: axum::middleware::Next) -> Response {
    let uri = req.uri().to_string().len();
    if uri > MAX_URI {
        return bad(
            StatusCode::URI_TOO_LONG,
            format!("request target too long ({uri} bytes, at most {MAX_URI})"),
        );
    }
    let headers: usize = req.headers().iter().map(|(k, v)| k.as_str().len() + v.len() + 4).sum();
    if headers > MAX_HEADERS {
        return bad(
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            format!("request headers too large ({headers} bytes, at most {MAX_HEADERS})"),
        );
    }
    let max = app.server.limits.max_body;
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if let Some(n) = declared.filter(|&n| n > max as u64) {
        return bad(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("request body too large ({n} bytes, at most {max})"),
        );
    }
    next.run(req).await
}

fn html(body: &'static str) -> Response {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], body).into_response()
}

async fn asset(Path(file): Path<String>) -> Response {
    let (ty, body) = match file.as_str() {
        "app.css" => ("text/css; charset=utf-8", include_str!("../web/app.css")),
        "common.js" => ("text/javascript; charset=utf-8", include_str!("../web/common.js")),
        "lobby.js" => ("text/javascript; charset=utf-8", include_str!("../web/lobby.js")),
        "game.js" => ("text/javascript; charset=utf-8", include_str!("../web/game.js")),
        "replay.js" => ("text/javascript; charset=utf-8", include_str!("../web/replay.js")),
        "decks.js" => ("text/javascript; charset=utf-8", include_str!("../web/decks.js")),
        "account.js" => ("text/javascript; charset=utf-8", include_str!("../web/account.js")),
        "players.js" => ("text/javascript; charset=utf-8", include_str!("../web/players.js")),
        _ => return (StatusCode::NOT_FOUND, "no such file").into_response(),
    };
    ([(header::CONTENT_TYPE, ty)], body).into_response()
}

fn bad(status: StatusCode, text: impl Into<String>) -> Response {
    (status, Json(json!({"error": text.into()}))).into_response()
}

/// Runs `f`, which asks the storage, on tokio's blocking threads, never on
/// an async worker: a slow database holds up no other request (the answer,
/// or a 500 if the task failed).
async fn off_async<T: Send + 'static>(
    app: &Arc<App>,
    f: impl FnOnce(&App) -> T + Send + 'static,
) -> Result<T, Response> {
    let app = app.clone();
    crate::blocking(move || f(&app))
        .await
        .map_err(|e| bad(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))
}

/// [`off_async`] for a storage call answered with its value or a 500.
async fn stored<T: Send + 'static>(
    app: &Arc<App>,
    f: impl FnOnce(&App) -> Result<T, crate::StoreError> + Send + 'static,
) -> Result<T, Response> {
    off_async(app, f)
        .await?
        .map_err(|e| bad(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))
}

#[derive(Deserialize)]
struct LangQuery {
    lang: Option<String>,
}

fn lang_of(s: Option<&str>) -> Lang {
    match s {
        Some("en") => Lang::En,
        _ => Lang::Ru,
    }
}

/// The decks one may play: the built-in ones (`b0`, `b1`, …) and the saved
/// ones (`s:<name>`).
async fn meta(State(app): Shared, Query(q): Query<LangQuery>) -> Response {
    let lang = lang_of(q.lang.as_deref());
    let saved = match off_async(&app, |app| app.store.list_decks_with_owners()).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let mut decks: Vec<Value> = app
        .decks
        .iter()
        .enumerate()
        .map(|(i, d)| json!({"id": format!("b{i}"), "name": d.display_name(lang)}))
        .collect();
    if let Ok(saved) = saved {
        decks.extend(saved.iter().map(|(d, owner)| {
            let name = match owner {
                Some(o) => format!("{} ({o})", d.name),
                None => d.name.clone(),
            };
            json!({"id": format!("s:{}", d.name), "name": name, "owner": owner})
        }));
    }
    let bots: Vec<Value> = app
        .server
        .levels
        .iter()
        .map(|l| json!({"id": l.id, "name": l.label(lang)}))
        .collect();
    let default_bot = app.server.default_level().map(|l| l.id.as_str());
    Json(json!({"decks": decks, "bots": bots, "default_bot": default_bot})).into_response()
}

/// A deck by its id in [`meta`], a saved one read off the async threads.
async fn find_deck_off(app: &Arc<App>, id: &str) -> Result<Deck, String> {
    if !id.starts_with("s:") {
        return find_deck(app, id);
    }
    let id = id.to_string();
    off_async(app, move |app| find_deck(app, &id))
        .await
        .unwrap_or_else(|_| Err("the saved decks could not be read".into()))
}

/// A deck by its id in [`meta`] (call it off the async threads).
pub(crate) fn find_deck(app: &App, id: &str) -> Result<Deck, String> {
    if let Some(n) = id.strip_prefix('b').and_then(|n| n.parse::<usize>().ok()) {
        return app.decks.get(n).cloned().ok_or_else(|| format!("no deck {id}"));
    }
    if let Some(name) = id.strip_prefix("s:") {
        let saved = app.store.list_decks().map_err(|e| e.to_string())?;
        let d = saved
            .iter()
            .find(|d| d.name == name)
            .ok_or_else(|| format!("no saved deck {name:?}"))?;
        return berserk_cards::parse_deck(name, &d.text, &app.db).map_err(|e| berserk_cards::format_errors(&e));
    }
    Err(format!("no deck {id}"))
}

/// A request for a new game. A `seed` field is refused (400): every deal,
/// shuffle and die is the server's (see [`crate::config::Chance`]).
#[derive(Deserialize)]
struct NewGame {
    /// `bot` (against a bot) or `friend` (two people).
    mode: String,
    deck: String,
    #[serde(default)]
    opponent_deck: Option<String>,
    /// The bot's level, an id of the server's configuration.
    #[serde(default)]
    bot: Option<String>,
    /// 1 or 2: the creator's seat.
    #[serde(default)]
    side: Option<u8>,
    #[serde(default)]
    turn_limit: Option<u32>,
    /// The creator's name (1–24 characters); default «Игрок».
    #[serde(default)]
    name: Option<String>,
}

async fn create_game(State(app): Shared, req: Request) -> Response {
    let owner = req.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
    let account = req.extensions().get::<Authed>().map(|a| a.account.clone());
    let Ok(body) = axum::body::to_bytes(req.into_body(), MAX_CLIENT_MESSAGE).await else {
        return bad(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("request too large (at most {MAX_CLIENT_MESSAGE} bytes)"),
        );
    };
    if let Some(Err(e)) = owner.map(|a| app.check_open_games(a)) {
        return bad(StatusCode::TOO_MANY_REQUESTS, e);
    }
    let req: NewGame =
        match serde_json::from_slice::<Value>(&body) {
            Ok(v) if v.get("seed").is_some() => return bad(
                StatusCode::BAD_REQUEST,
                "\"seed\" is not accepted: the server deals the cards and rolls the dice from its own random generator",
            ),
            Ok(v) => match serde_json::from_value(v) {
                Ok(r) => r,
                Err(e) => return bad(StatusCode::BAD_REQUEST, format!("malformed request: {e}")),
            },
            Err(e) => return bad(StatusCode::BAD_REQUEST, format!("malformed request: {e}")),
        };
    let mine = match find_deck_off(&app, &req.deck).await {
        Ok(d) => d,
        Err(e) => return bad(StatusCode::BAD_REQUEST, e),
    };
    let theirs = match req.opponent_deck.as_deref() {
        Some(d) => match find_deck_off(&app, d).await {
            Ok(d) => d,
            Err(e) => return bad(StatusCode::BAD_REQUEST, e),
        },
        None => mine.clone(),
    };
    let me = if req.side == Some(2) { Player::P2 } else { Player::P1 };
    let bot = match req.mode.as_str() {
        "bot" => {
            let level = match req.bot.as_deref() {
                Some(id) => app.server.level(id),
                None => app
                    .server
                    .default_level()
                    .ok_or_else(|| "the server defines no bot level".to_string()),
            };
            match level {
                Ok(l) => Some(l.clone()),
                Err(e) => return bad(StatusCode::BAD_REQUEST, e),
            }
        }
        "friend" => None,
        m => return bad(StatusCode::BAD_REQUEST, format!("unknown mode {m:?} (bot or friend)")),
    };
    let cfg = match req.turn_limit {
        Some(n) if n > 0 => Arc::new(berserk_engine::RulesConfig {
            turn_limit: Some(n),
            ..(*app.cfg).clone()
        }),
        _ => app.cfg.clone(),
    };
    let (seed, bot_seed) = match (app.chance.seed(), app.chance.seed()) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) | (_, Err(e)) => return bad(StatusCode::SERVICE_UNAVAILABLE, e),
    };
    let my_name = match req.name.as_deref().map(crate::session::valid_name) {
        // An account plays under its own name.
        _ if account.is_some() => account.as_ref().map(|a| a.name.clone()).unwrap_or_default(),
        None => "Игрок".to_string(),
        Some(Ok(n)) => n,
        Some(Err(e)) => return bad(StatusCode::BAD_REQUEST, format!("name: {}", e.text(Lang::En))),
    };
    let other_name = bot.as_ref().map_or("Друг".to_string(), |b| b.id.clone());
    let mut names = [my_name, other_name];
    if me == Player::P2 {
        names.swap(0, 1);
    }
    let id = secret()[..12].to_string();
    let app2 = app.clone();
    let with_bot = bot.is_some();
    // Creating the game stores it: off the async threads.
    let made = crate::blocking(move || {
        let decks: [&Deck; 2] = if me == Player::P1 {
            [&mine, &theirs]
        } else {
            [&theirs, &mine]
        };
        let mut rec = Recorder::new(
            app2.db.clone(),
            cfg,
            decks,
            seed,
            [names[0].as_str(), names[1].as_str()],
        )
        .map_err(|(p, e)| {
            (
                StatusCode::BAD_REQUEST,
                format!("the deck of {p} is not legal: {}", illegal_text(&e, Lang::En)),
            )
        })?;
        rec.set_date(today());
        let seat = |p: Player| match &bot {
            Some(b) if p != me => Seat::bot(b, bot_seed),
            _ => Seat::person(&names[p.index()]),
        };
        let seats = [seat(Player::P1), seat(Player::P2)];
        let mut session = Session::new(id.clone(), rec, seats, bot_seed);
        if let Some(a) = &account {
            // The game is the account's: its profile lists it.
            session.accounts[me.index()] = Some(a.id);
            let seats = crate::store::GameAccounts {
                accounts: session.accounts,
                rated: false,
            };
            app2.store
                .set_game_accounts(&id, &seats)
                .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
        }
        app2.add_owned(session, owner)
            .map_err(|e| (StatusCode::TOO_MANY_REQUESTS, e))
    });
    let h = match made.await {
        Ok(Ok(h)) => h,
        Ok(Err((status, e))) => return bad(status, e),
        Err(e) => return bad(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
    };
    let s = h.lock();
    let invite = (!with_bot).then(|| s.token(me.opponent()).to_string());
    Json(json!({
        "id": s.id,
        "seat": me.index() + 1,
        "token": s.token(me),
        "invite": invite,
    }))
    .into_response()
}

/// Today's date (UTC) as `YYYY.MM.DD`, for the record's `Date` tag.
fn today() -> String {
    berserk_record::date_tag(now_secs())
}

/// The games of the lobby: those being played as stored (every server's on
/// a shared database) and those this server holds (a game that just ended
/// stays a while).
async fn list_games(State(app): Shared) -> Response {
    let app2 = app.clone();
    let stored = match crate::blocking(move || app2.store.lobby(500)).await {
        Ok(Ok(v)) => v,
        Ok(Err(e)) => return bad(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
        Err(e) => return bad(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
    };
    let mut games: std::collections::BTreeMap<String, Value> = stored
        .into_iter()
        .map(|g| {
            let v = json!({"id": g.id, "players": g.players, "turn": g.turn, "over": false});
            (g.id, v)
        })
        .collect();
    for (id, h) in app.all_games() {
        let s = h.lock();
        let v = json!({
            "id": id,
            "players": s.seat_names(),
            "turn": s.game().turn(),
            "over": s.is_over(),
        });
        games.insert(id, v);
    }
    Json(json!({ "games": games.into_values().collect::<Vec<_>>() })).into_response()
}

/// The game `id`: held by this server or loaded from the storage.
async fn find_game(app: &Arc<App>, id: &str) -> Option<Arc<GameHandle>> {
    if let Some(h) = app.game(id) {
        return Some(h);
    }
    if !valid_id(id) {
        return None;
    }
    let (app, id) = (app.clone(), id.to_string());
    crate::blocking(move || app.find_game(&id)).await.ok().flatten()
}

async fn list_records(State(app): Shared) -> Response {
    match stored(&app, |app| app.store.list_records(200)).await {
        Ok(r) => Json(json!({ "records": r })).into_response(),
        Err(r) => r,
    }
}

fn valid_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 64 && id.bytes().all(|b| b.is_ascii_alphanumeric())
}

async fn download_record(State(app): Shared, Path(id): Path<String>) -> Response {
    let id = id.strip_suffix(".bgr").unwrap_or(&id).to_string();
    if !valid_id(&id) {
        return bad(StatusCode::BAD_REQUEST, "bad record id");
    }
    let id2 = id.clone();
    match stored(&app, move |app| app.store.record(&id2)).await {
        Ok(Some(text)) => (
            [
                (header::CONTENT_TYPE, "text/plain; charset=utf-8".to_string()),
                (
                    header::CONTENT_DISPOSITION,
                    format!("attachment; filename=\"{id}.bgr\""),
                ),
            ],
            text,
        )
            .into_response(),
        Ok(None) => bad(StatusCode::NOT_FOUND, "no such record"),
        Err(r) => r,
    }
}

#[derive(Deserialize)]
struct StepQuery {
    n: Option<usize>,
    lang: Option<String>,
}

/// The game of a stored record after its first `n` moves, as a spectator
/// sees it, with the log of those moves.
async fn replay_step(State(app): Shared, Path(id): Path<String>, Query(q): Query<StepQuery>) -> Response {
    if !valid_id(&id) {
        return bad(StatusCode::BAD_REQUEST, "bad record id");
    }
    let id2 = id.clone();
    let text = match stored(&app, move |app| app.store.record(&id2)).await {
        Ok(Some(t)) => t,
        Ok(None) => return bad(StatusCode::NOT_FOUND, "no such record"),
        Err(r) => return r,
    };
    let lang = lang_of(q.lang.as_deref());
    let db = app.db.clone();
    let out = crate::blocking(move || -> Result<Value, String> {
        let record = Record::parse(&format!("{id}.bgr"), &text).map_err(|e| e.to_string())?;
        let replay = berserk_record::replay_shared(&record, db).map_err(|e| e.to_string())?;
        let total = replay.steps.len();
        let n = q.n.unwrap_or(0).min(total);
        let mut game = replay.initial.clone();
        let mut log: Vec<String> = Vec::new();
        for (step, g) in replay.walk().take(n) {
            for e in &step.events {
                if let Some(e) = crate::session::event_for(&g, Reader::Spectator, e) {
                    log.push(berserk_text::GameText::describe_event(&g, &e, lang));
                }
            }
            game = g;
        }
        let players = [record.tags.players[0].as_str(), record.tags.players[1].as_str()];
        let state = crate::session::board_message(&game, Reader::Spectator, lang, players, [false, false]);
        Ok(json!({"total": total, "n": n, "state": state, "log": log}))
    })
    .await;
    match out {
        Ok(Ok(v)) => Json(v).into_response(),
        Ok(Err(e)) => bad(StatusCode::UNPROCESSABLE_ENTITY, e),
        Err(e) => bad(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()),
    }
}

/// Every defined card with its stats and our own rendering of its text.
async fn cards(State(app): Shared, Query(q): Query<LangQuery>) -> Response {
    let lang = lang_of(q.lang.as_deref());
    let cards: Vec<Value> = (0..app.db.len())
        .filter_map(|i| u16::try_from(i).ok())
        .map(|d| {
            let c = app.db.get(d);
            json!({
                "def": d,
                "name": def_name(c, lang),
                "name_ru": c.name_ru,
                "name_en": c.name_en,
                "set": c.set,
                "number": c.number,
                "element": c.element.key(),
                "element_name": berserk_text::element_name(c.element, lang),
                "cost": c.cost,
                "elite": c.elite,
                "unique": c.unique,
                "classes": c.classes.iter().map(|k| berserk_text::class_name(k, lang)).collect::<Vec<_>>(),
                "life": c.life,
                "strike": c.strike,
                "movement": c.movement,
                "flyer": c.is_flyer(),
                // The kind (208) and the printed set, for the deck builder's filters.
                "kind": c.kind.key(),
                "kind_name": berserk_text::kind_name(c.kind, lang),
                "set_name": berserk_cards::PRINTED_SETS
                    .iter()
                    .find(|s| s.number == c.set)
                    .map(|s| if lang == Lang::Ru { s.name_ru } else { s.name_en }),
                "complete": c.is_complete(),
                "stats": berserk_cards::render_stats(c, lang),
                "text": berserk_cards::render_text(c, lang),
            })
        })
        .collect();
    Json(json!({ "cards": cards })).into_response()
}

async fn glossary(Query(q): Query<LangQuery>) -> Response {
    let lang = lang_of(q.lang.as_deref());
    let entries: Vec<Value> = berserk_text::glossary::GLOSSARY
        .iter()
        .map(|e| json!({"name": e.name(lang), "about": e.about(lang), "rules": e.citation()}))
        .collect();
    Json(json!({ "entries": entries })).into_response()
}

async fn list_decks(State(app): Shared) -> Response {
    match stored(&app, |app| app.store.list_decks_with_owners()).await {
        Ok(d) => Json(json!({ "decks": d.iter().map(|(d, o)| json!({"name": d.name, "text": d.text, "owner": o})).collect::<Vec<_>>() }))
            .into_response(),
        Err(r) => r,
    }
}

#[derive(Deserialize)]
struct DeckText {
    #[serde(default)]
    name: Option<String>,
    text: String,
    #[serde(default)]
    lang: Option<String>,
}

/// The largest deck text accepted.
const MAX_DECK_TEXT: usize = 64 * 1024;

/// Reads a deck in the `.deck` format or as bare `3 Кочевник` lines (the
/// list players exchange): a text without a `deck "…"` line gets one.
pub fn read_deck_text(name: &str, text: &str, db: &berserk_engine::CardDb) -> Result<Deck, String> {
    let has_header = text
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .any(|l| l.starts_with("deck "));
    let full = if has_header {
        text.to_string()
    } else {
        let clean: String = name.chars().filter(|c| *c != '"' && !c.is_control()).collect();
        format!(
            "deck \"{}\"\n{text}",
            if clean.trim().is_empty() { "deck" } else { clean.trim() }
        )
    };
    berserk_cards::parse_deck(name, &full, db).map_err(|e| berserk_cards::format_errors(&e))
}

/// The legality of a deck (GAME §3), as the engine checks it.
fn deck_report(app: &App, req: &DeckText) -> Value {
    let lang = lang_of(req.lang.as_deref());
    let name = req.name.clone().unwrap_or_else(|| "deck".into());
    match read_deck_text(&name, &req.text, &app.db) {
        Err(e) => json!({"ok": false, "parsed": false, "errors": e}),
        Ok(deck) => {
            let mut counts: Vec<(u16, usize)> = Vec::new();
            for &d in &deck.cards {
                match counts.iter_mut().find(|(x, _)| *x == d) {
                    Some(c) => c.1 += 1,
                    None => counts.push((d, 1)),
                }
            }
            let cards: Vec<Value> = counts
                .iter()
                .map(|&(d, n)| json!({"def": d, "count": n, "name": def_name(app.db.get(d), lang), "name_ru": app.db.get(d).name_ru}))
                .collect();
            let legality = check_deck(&app.db, &app.cfg, &deck.cards).err();
            let deck_file = {
                let mut s = format!("deck \"{}\"\n", deck.name);
                for &(d, n) in &counts {
                    s.push_str(&format!("{n} {}\n", app.db.get(d).name_ru));
                }
                s
            };
            // What GAME §3 asks of the squad bought from this deck: each
            // element beyond the first costs gold; flyers share a crystal cap.
            let mut elements: Vec<berserk_engine::card::Element> = Vec::new();
            let mut flyers = 0usize;
            for &(d, n) in &counts {
                let c = app.db.get(d);
                if c.element != berserk_engine::card::Element::Neutral && !elements.contains(&c.element) {
                    elements.push(c.element);
                }
                if c.is_flyer() {
                    flyers += n;
                }
            }
            let squad = json!({
                "elements": elements.iter().map(|&e| berserk_text::element_name(e, lang)).collect::<Vec<_>>(),
                "element_gold": elements.len().saturating_sub(1) * usize::from(app.cfg.element_penalty),
                "flyers": flyers,
                "flyer_cap": app.cfg.flyer_cost_cap,
            });
            json!({
                "ok": legality.is_none(),
                "parsed": true,
                "squad": squad,
                "name": deck.name,
                "size": deck.cards.len(),
                "cards": cards,
                "rule": legality.map(|i| i.rule.to_string()),
                "problem": legality.map(|i| illegal_text(&i, lang)),
                "deck_file": deck_file,
            })
        }
    }
}

async fn check_deck_text(State(app): Shared, body: axum::body::Bytes) -> Response {
    if body.len() > MAX_DECK_TEXT {
        return bad(StatusCode::PAYLOAD_TOO_LARGE, "deck text too large");
    }
    match serde_json::from_slice::<DeckText>(&body) {
        Ok(req) => Json(deck_report(&app, &req)).into_response(),
        Err(e) => bad(StatusCode::BAD_REQUEST, format!("malformed request: {e}")),
    }
}

async fn save_deck(State(app): Shared, authed: Option<Extension<Authed>>, body: axum::body::Bytes) -> Response {
    // A saved deck is its account's: nobody else may overwrite or delete it.
    let Some(Extension(authed)) = authed else {
        return crate::accounts::sign_in_first();
    };
    if body.len() > MAX_DECK_TEXT {
        return bad(StatusCode::PAYLOAD_TOO_LARGE, "deck text too large");
    }
    let req: DeckText = match serde_json::from_slice(&body) {
        Ok(r) => r,
        Err(e) => return bad(StatusCode::BAD_REQUEST, format!("malformed request: {e}")),
    };
    let name = req.name.clone().unwrap_or_default();
    if name.trim().is_empty() || name.chars().count() > 60 {
        return bad(StatusCode::BAD_REQUEST, "a deck needs a name of 1 to 60 characters");
    }
    let report = deck_report(&app, &req);
    if report["ok"] != json!(true) {
        return (StatusCode::UNPROCESSABLE_ENTITY, Json(report)).into_response();
    }
    let text = report["deck_file"].as_str().unwrap_or_default().to_string();
    let deck = SavedDeck {
        name: name.trim().to_string(),
        text,
    };
    let owner = authed.account.id;
    match stored(&app, move |app| app.store.save_own_deck(&deck, owner)).await {
        Ok(Owned::Done) => Json(report).into_response(),
        Ok(_) => refuse(
            StatusCode::FORBIDDEN,
            "Колода с этим именем принадлежит другому игроку: выберите другое имя",
            "A deck of this name is another player's: choose another name",
        ),
        Err(r) => r,
    }
}

#[derive(Deserialize)]
struct DeckName {
    name: String,
}

/// `POST /api/decks/delete {"name"}`: deletes one's own saved deck.
async fn delete_deck(State(app): Shared, authed: Option<Extension<Authed>>, Json(req): Json<DeckName>) -> Response {
    let Some(Extension(authed)) = authed else {
        return crate::accounts::sign_in_first();
    };
    let owner = authed.account.id;
    match stored(&app, move |app| app.store.delete_own_deck(req.name.trim(), owner)).await {
        Ok(Owned::Done) => Json(json!({"ok": true})).into_response(),
        Ok(Owned::NotYours) => refuse(
            StatusCode::FORBIDDEN,
            "Это колода другого игрока",
            "This deck is another player's",
        ),
        Ok(Owned::Missing) => refuse(StatusCode::NOT_FOUND, "Нет такой колоды", "No such deck"),
        Err(r) => r,
    }
}

#[derive(Deserialize)]
struct QueueJoin {
    deck: String,
}

/// `POST /api/queue {"deck"}`: the account waits for a rated game.
async fn join_queue(State(app): Shared, authed: Option<Extension<Authed>>, Json(req): Json<QueueJoin>) -> Response {
    let Some(Extension(authed)) = authed else {
        return crate::accounts::sign_in_first();
    };
    let deck = match find_deck_off(&app, &req.deck).await {
        Ok(d) => d,
        Err(e) => return bad(StatusCode::BAD_REQUEST, e),
    };
    if let Err(e) = check_deck(&app.db, &app.cfg, &deck.cards) {
        return refuse(
            StatusCode::UNPROCESSABLE_ENTITY,
            &illegal_text(&e, Lang::Ru),
            &illegal_text(&e, Lang::En),
        );
    }
    // The rating now, not the one of the login.
    let name = authed.account.name.clone();
    let account = match stored(&app, move |app| app.store.account_by_name(&name)).await {
        Ok(Some(a)) => a,
        _ => authed.account.clone(),
    };
    let id = account.id;
    let view = off_async(&app, move |app| {
        app.queue_join(account, &req.deck, deck)?;
        app.match_queue();
        app.queue_view(id)
    })
    .await;
    queue_reply(view)
}

/// The answer of a queue request: the account's view of the queue, or
/// why it could not be had.
fn queue_reply<V: serde::Serialize, E: Into<String>>(view: Result<Result<V, E>, Response>) -> Response {
    match view {
        Ok(Ok(v)) => Json(v).into_response(),
        Ok(Err(e)) => bad(StatusCode::INTERNAL_SERVER_ERROR, e),
        Err(r) => r,
    }
}

/// `GET /api/queue`: the account's place in the rated queue (asking keeps
/// it there, and pairs the players who can be).
async fn queue_status(State(app): Shared, authed: Option<Extension<Authed>>) -> Response {
    let Some(Extension(authed)) = authed else {
        return crate::accounts::sign_in_first();
    };
    let id = authed.account.id;
    let view = off_async(&app, move |app| {
        app.queue_seen(id);
        app.match_queue();
        app.queue_view(id)
    })
    .await;
    queue_reply(view)
}

/// `POST /api/queue/leave`.
async fn leave_queue(State(app): Shared, authed: Option<Extension<Authed>>) -> Response {
    let Some(Extension(authed)) = authed else {
        return crate::accounts::sign_in_first();
    };
    let id = authed.account.id;
    match off_async(&app, move |app| app.queue_leave(id)).await {
        Ok(Ok(was)) => Json(json!({"left": was})).into_response(),
        Ok(Err(e)) => bad(StatusCode::INTERNAL_SERVER_ERROR, e),
        Err(r) => r,
    }
}

/// An account's public face: rating, rating history, games. Nothing
/// private (no hash, no login, no seat token).
async fn player(State(app): Shared, Path(name): Path<String>) -> Response {
    let found = stored(&app, move |app| {
        Ok(app.store.account_by_name(&name)?.map(|a| {
            let history = app.store.rating_history(a.id, 200).unwrap_or_default();
            let games = app.store.records_of(a.id, 100).unwrap_or_default();
            (a, history, games)
        }))
    })
    .await;
    let (a, history, games) = match found {
        Ok(Some(x)) => x,
        Ok(None) => return refuse(StatusCode::NOT_FOUND, "Нет такого игрока", "No such player"),
        Err(r) => return r,
    };
    Json(json!({
        "name": a.name,
        "rating": a.rating.rating.round(),
        "deviation": a.rating.deviation.round(),
        "games": a.games,
        "created": a.created,
        "history": history.iter().map(|p| json!({"game": p.game, "at": p.at, "rating": p.rating.round(), "deviation": p.deviation.round()})).collect::<Vec<_>>(),
        "records": games,
    }))
    .into_response()
}

/// The best-rated accounts (with at least one rated game).
async fn leaderboard(State(app): Shared) -> Response {
    match stored(&app, |app| app.store.leaderboard(100)).await {
        Ok(list) => Json(json!({"players": list.iter().map(|a| json!({"name": a.name, "rating": a.rating.rating.round(), "deviation": a.rating.deviation.round(), "games": a.games})).collect::<Vec<_>>()}))
            .into_response(),
        Err(r) => r,
    }
}

#[derive(Deserialize)]
struct SocketQuery {
    g: String,
    t: Option<String>,
    lang: Option<String>,
}

/// How many times [`Limits::ws_max_message`](crate::Limits::ws_max_message)
/// the protocol reads before it drops a connection without a word; up to it,
/// a message over the limit gets a close frame with the reason.
const FRAME_SLACK: usize = 4;

#[derive(Deserialize)]
struct LinkQuery {
    t: Option<String>,
}

/// Is a game link good: the game exists (404 if not) and the seat token, if
/// any, is one of its seats (403 if not)? The game page asks before it
/// connects and after a connection closes, so that a wrong or expired link
/// says so instead of retrying forever.
async fn check_link(State(app): Shared, Path(id): Path<String>, Query(q): Query<LinkQuery>) -> Response {
    let Some(h) = find_game(&app, &id).await else {
        return bad(StatusCode::NOT_FOUND, "no such game");
    };
    match q.t.as_deref() {
        None | Some("") => Json(json!({ "seat": null })).into_response(),
        Some(tok) => match h.lock().seat_of(tok) {
            Some(p) => Json(json!({ "seat": p.index() + 1 })).into_response(),
            None => bad(StatusCode::FORBIDDEN, "wrong seat token"),
        },
    }
}

async fn socket(ws: WebSocketUpgrade, State(app): Shared, Query(q): Query<SocketQuery>) -> Response {
    let Some(h) = find_game(&app, &q.g).await else {
        return bad(StatusCode::NOT_FOUND, "no such game");
    };
    let reader = match q.t.as_deref() {
        None | Some("") => Reader::Spectator,
        Some(tok) => match h.lock().seat_of(tok) {
            Some(p) => Reader::Seat(p),
            None => return bad(StatusCode::FORBIDDEN, "wrong seat token"),
        },
    };
    let lang = lang_of(q.lang.as_deref());
    let frame = app.server.limits.ws_max_message.saturating_mul(FRAME_SLACK);
    ws.max_message_size(frame)
        .max_frame_size(frame)
        .on_upgrade(move |s| run_socket(s, app, h, reader, lang))
}

#[derive(Deserialize)]
#[serde(tag = "t", rename_all = "lowercase")]
enum ClientMsg {
    Choose {
        i: usize,
    },
    Act {
        src: String,
        dst: String,
    },
    Resign,
    Lang {
        lang: String,
    },
    Sync,
    /// The person of the seat takes a name.
    Name {
        name: String,
    },
    /// Takes back the purchase of the card at this place of the hand.
    Unbuy {
        card: String,
    },
}

/// The close code of a connection that sent too many messages (policy
/// violation, RFC 6455 §7.4.1).
pub const CLOSE_TOO_MANY: u16 = 1008;
/// The close code of a connection that sent a message over the limit
/// (message too big, RFC 6455 §7.4.1).
pub const CLOSE_TOO_BIG: u16 = 1009;

/// One game socket: the client's messages metered by a token bucket, the
/// server's bytes by another (see [`crate::Limits`]).
struct Conn {
    s: WebSocket,
    /// The bytes the server may still send now.
    out: Bucket,
}

impl Conn {
    /// Sends `text` once the byte budget allows it (waiting meanwhile, so a
    /// client that asks for more than its budget gets it later, and the
    /// states in between are merged into one).
    async fn send_text(&mut self, text: &str) -> bool {
        let n = text.len() as u64;
        let wait = self.out.wait_for(n);
        if !wait.is_zero() {
            tokio::time::sleep(wait).await;
        }
        self.out.spend(n);
        self.s.send(Message::Text(text.into())).await.is_ok()
    }

    async fn send_json(&mut self, v: &Value) -> bool {
        self.send_text(&v.to_string()).await
    }

    /// Closes the connection with `code` and `reason`.
    async fn close(&mut self, code: u16, reason: String) {
        let frame = axum::extract::ws::CloseFrame {
            code,
            reason: reason.into(),
        };
        let _ = self.s.send(Message::Close(Some(frame))).await;
    }
}

async fn run_socket(s: WebSocket, app: Arc<App>, h: Arc<GameHandle>, reader: Reader, mut lang: Lang) {
    let limits = app.server.limits.clone();
    let mut c = Conn {
        s,
        out: Bucket::new(limits.ws_bytes_per_sec, limits.ws_bytes_burst),
    };
    let mut rate = Bucket::new(u64::from(limits.ws_rate), u64::from(limits.ws_burst));
    let mut refused_in_row = 0u32;
    let mut rx = h.changed.subscribe();
    // A player's connection takes the seat: the other player is told.
    if h.lock().join(reader) {
        let (h2, app2) = (h.clone(), app.clone());
        let _ = crate::blocking(move || app2.after_change(&h2)).await;
    }
    let mut sent_log = 0usize;
    let mut last_sent: Option<u64> = None;
    // The version and language of the whole state last sent in answer to a
    // `sync`, while no other state was sent: a `sync` then is answered
    // `unchanged`.
    let mut synced: Option<(u64, Lang)> = None;
    let mut full_wanted = false;
    let mut epoch = h.epoch.load(std::sync::atomic::Ordering::Acquire);
    loop {
        // Send the state when it changed since the last message (the whole
        // state, shared with other readers, after a `sync`, a new language,
        // on connecting or when the game was loaded again from the storage).
        let version = *rx.borrow_and_update();
        let now_epoch = h.epoch.load(std::sync::atomic::Ordering::Acquire);
        if now_epoch != epoch {
            epoch = now_epoch;
            sent_log = 0;
        }
        if last_sent.is_none_or(|l| version > l) {
            let whole = sent_log == 0;
            let (v, text) = if whole {
                let (v, log_len, text) = h.full_state(reader, lang);
                sent_log = log_len;
                (v, text.to_string())
            } else {
                let msg = h.lock().state_message(reader, lang, sent_log);
                sent_log = msg["log_len"].as_u64().unwrap_or(0) as usize;
                (msg["v"].as_u64().unwrap_or(version), msg.to_string())
            };
            if !c.send_text(&text).await {
                return;
            }
            synced = (whole && full_wanted).then_some((v, lang));
            full_wanted = false;
            // The game may have moved on (a bot) since the signal: what was
            // sent is the version in the message, and the signal of that
            // move must not send it twice.
            last_sent = Some(v);
        }
        tokio::select! {
            changed = rx.changed() => {
                if changed.is_err() {
                    return;
                }
            }
            msg = c.s.recv() => {
                let text = match msg {
                    None | Some(Ok(Message::Close(_))) => return,
                    Some(Err(e)) => {
                        // Over the protocol's limit, or a broken connection.
                        c.close(CLOSE_TOO_BIG, format!("unreadable message: {e}")).await;
                        return;
                    }
                    Some(Ok(Message::Text(t))) => t.to_string(),
                    Some(Ok(Message::Binary(b))) => {
                        if b.len() > limits.ws_max_message {
                            c.close(CLOSE_TOO_BIG, format!("message too long ({} bytes, at most {})", b.len(), limits.ws_max_message)).await;
                            return;
                        }
                        if !c.send_json(&json!({"t":"error","text":"binary messages are not understood"})).await {
                            return;
                        }
                        continue;
                    }
                    Some(Ok(_)) => continue,
                };
                if text.len() > limits.ws_max_message {
                    c.close(CLOSE_TOO_BIG, format!("message too long ({} bytes, at most {})", text.len(), limits.ws_max_message)).await;
                    return;
                }
                if !rate.take(1) {
                    refused_in_row += 1;
                    if refused_in_row >= limits.ws_burst {
                        c.close(CLOSE_TOO_MANY, format!("too many messages ({refused_in_row} over the limit in a row)")).await;
                        return;
                    }
                    let e = json!({"t":"error","text": format!("too many messages: at most {} a second (a burst of {}); this one is ignored", limits.ws_rate, limits.ws_burst)});
                    if !c.send_json(&e).await { return; }
                    continue;
                }
                refused_in_row = 0;
                if text.len() > MAX_CLIENT_MESSAGE {
                    let e = json!({"t":"error","text": format!("message too long ({} bytes, at most {MAX_CLIENT_MESSAGE})", text.len())});
                    if !c.send_json(&e).await { return; }
                    continue;
                }
                let msg: ClientMsg = match serde_json::from_str(&text) {
                    Ok(m) => m,
                    Err(e) => {
                        if !c.send_json(&json!({"t":"error","text": format!("malformed message: {e}")})).await { return; }
                        continue;
                    }
                };
                let reply = match msg {
                    ClientMsg::Sync => {
                        let now = *rx.borrow();
                        if synced == Some((now, lang)) {
                            // Nothing changed since the whole state was sent.
                            Some(json!({"t":"unchanged","v": now}))
                        } else {
                            sent_log = 0;
                            last_sent = None;
                            full_wanted = true;
                            continue;
                        }
                    }
                    ClientMsg::Lang { lang: l } => { lang = lang_of(Some(&l)); sent_log = 0; last_sent = None; continue; }
                    m => {
                        let (h2, app2) = (h.clone(), app.clone());
                        // The move and the storage: off the async threads (a bot's answer is
                        // searched on the bot threads, queued by `wake_bot`).
                        // Stored before anyone reads it (`App::apply`).
                        let done = crate::blocking(move || {
                            app2.apply(&h2, lang, |g| match m {
                                ClientMsg::Choose { i } => g.choose(reader, i, lang),
                                ClientMsg::Act { src, dst } => g.act(reader, &src, &dst, lang),
                                ClientMsg::Resign => g.resign(reader, lang),
                                ClientMsg::Name { name } => g.rename(reader, &name, lang),
                                ClientMsg::Unbuy { card } => g.unbuy(reader, &card, lang),
                                ClientMsg::Lang { .. } | ClientMsg::Sync => Ok(()),
                            })
                        }).await;
                        match done {
                            Ok(Ok(())) => None,
                            Ok(Err(r)) => Some(json!({"t":"refused","rule": r.rule,"text": r.text})),
                            Err(e) => Some(json!({"t":"error","text": e.to_string()})),
                        }
                    }
                };
                if let Some(r) = reply {
                    if !c.send_json(&r).await { return; }
                }
            }
        }
    }
}
