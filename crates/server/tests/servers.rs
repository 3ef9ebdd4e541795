//! Many servers on one PostgreSQL database (issue 27, item 6): a game begun
//! through one server continues through another, each lobby lists every
//! server's games, and of two servers changing one game at once only one
//! change is kept; a finished game opens through a server that did not hold
//! it, one server runs a game's bot, players queued on different servers
//! meet, and no request waits for the database on an async worker. Skipped
//! (loudly) without `BERSERK_TEST_PG`; failed then with
//! `BERSERK_REQUIRE_PG=1`.

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use berserk_engine::Player;
use berserk_server::session::Reader;
use berserk_server::{App, GameHandle, PgStore, Stored};
use berserk_text::Lang;
use common::*;
use serde_json::{json, Value};

/// Two servers (each its own app, store and port) on one schema.
async fn two_servers(name: &str) -> Option<(Vec<(std::net::SocketAddr, Arc<App>)>, PgStore)> {
    let schema = fresh_schema(name);
    let mut servers = Vec::new();
    for seed in [1, 2] {
        let store = pg_store(&schema)?;
        let app = App::with_config(Arc::new(store), machine_speed_config(seed)).expect("built-in cards");
        servers.push(start_with(app).await);
    }
    // A third store, to look at the database and drop the schema after.
    Some((servers, pg_store(&schema)?))
}

/// The moves of the game `id` as server `app` holds it.
fn moves(app: &App, id: &str) -> usize {
    app.game(id).map_or(0, |h| h.lock().recorder().record().moves.len())
}

/// Waits (at most 10 s) until `done` holds.
async fn until(what: &str, done: impl Fn() -> bool) {
    let t = Instant::now();
    while !done() {
        assert!(t.elapsed() < Duration::from_secs(10), "waited 10 s for {what}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// The ids the lobby of `addr` lists.
async fn lobby(addr: std::net::SocketAddr) -> Vec<String> {
    let v = get_json(addr, "/api/games").await;
    v["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap().to_string())
        .collect()
}

/// The state of the seat that decides, between the two sockets `a` and `b`
/// of one game: returns which one (0 or 1) and its state.
fn decider(ma: &Value, mb: &Value) -> usize {
    if ma["decider"] == ma["seat"] {
        0
    } else {
        assert_eq!(mb["decider"], mb["seat"], "one of the seats decides: {ma} {mb}");
        1
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_begun_through_one_server_continues_through_the_other() {
    let Some((servers, db)) = two_servers("two_servers").await else {
        return;
    };
    let [(a, app_a), (b, app_b)] = [servers[0].clone(), servers[1].clone()];
    // A friend game through A, another through B.
    let (id, token, invite) = create(a, json!({"mode": "friend", "deck": "b0", "opponent_deck": "b1"})).await;
    let invite = invite.unwrap();
    let (id_b, _, _) = create(b, json!({"mode": "friend", "deck": "b2", "opponent_deck": "b3"})).await;
    assert!(app_b.game(&id).is_none(), "B does not hold A's game yet");
    // Each lobby lists both games.
    for addr in [a, b] {
        let listed = lobby(addr).await;
        assert!(listed.contains(&id) && listed.contains(&id_b), "{listed:?}");
    }
    // A spectator on A; both seats connect through B, which loads the game.
    let mut spec_a = connect(a, &id, None).await;
    let first = next(&mut spec_a).await;
    let mut pa = connect(b, &id, Some(&token)).await;
    let mut pb = connect(b, &id, Some(&invite)).await;
    let (ma, mb) = (next(&mut pa).await, next(&mut pb).await);
    assert!(app_b.game(&id).is_some(), "B loaded A's game");
    let before = moves(&app_a, &id);
    assert_eq!(moves(&app_b, &id), before, "the same game on both");
    // A move through B.
    let ws = if decider(&ma, &mb) == 0 { &mut pa } else { &mut pb };
    send(ws, &json!({"t": "choose", "i": 0})).await;
    let after = next(ws).await;
    assert_eq!(after["t"], "state", "{after}");
    until("the move to be applied on B", || moves(&app_b, &id) > before).await;
    // A follows: its copy and its spectator see the move.
    until("A to load B's move", || moves(&app_a, &id) == moves(&app_b, &id)).await;
    // Only the new moves were applied on A (the game was not replayed whole).
    let epoch = |app: &App| app.game(&id).unwrap().epoch.load(std::sync::atomic::Ordering::Acquire);
    assert_eq!(epoch(&app_a), 0, "A went on from its copy");
    let seen = loop {
        let m = next(&mut spec_a).await;
        if m["log_len"] != first["log_len"] {
            break m;
        }
    };
    assert_eq!(seen["t"], "state");
    // And the game goes on through A: a move of the seat to decide now.
    let (token_now, seat) = {
        let h = app_a.game(&id).unwrap();
        let s = h.lock();
        let p = s.waiting_for().expect("a decision pending");
        (s.token(p).to_string(), p)
    };
    let mut pa_on_a = connect(a, &id, Some(&token_now)).await;
    let m = next(&mut pa_on_a).await;
    assert_eq!(m["decider"], json!(seat.index() + 1), "{m}");
    let n = moves(&app_a, &id);
    send(&mut pa_on_a, &json!({"t": "choose", "i": 0})).await;
    assert_eq!(next(&mut pa_on_a).await["t"], "state");
    until("the move to be applied on A", || moves(&app_a, &id) > n).await;
    until("B to load A's move", || moves(&app_b, &id) == moves(&app_a, &id)).await;
    assert_eq!(epoch(&app_b), 0, "B went on from its copy");
    // The spectator on A saw the same log as one on B sees whole.
    let whole_a = next(&mut connect(a, &id, None).await).await;
    let whole_b = next(&mut connect(b, &id, None).await).await;
    assert_eq!(whole_a["log"], whole_b["log"]);
    // Both seats were taken through B: A shows them taken too.
    assert_eq!(whole_a["joined"], json!([true, true]));
    // The stored game is the one both hold.
    let (stored, _) = berserk_server::Storage::load_live(&db, &id).unwrap().unwrap();
    let on_a = app_a.game(&id).unwrap().lock().live();
    assert_eq!(stored.record, on_a.record);
    db.drop_schema().unwrap();
}

/// The seat that decides in `h` and the first option's index.
fn to_decide(h: &GameHandle) -> Player {
    h.lock().waiting_for().expect("a decision pending")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn of_two_servers_changing_one_game_at_once_only_one_change_is_kept() {
    let Some((servers, db)) = two_servers("race").await else {
        return;
    };
    let [(a, app_a), (_, app_b)] = [servers[0].clone(), servers[1].clone()];
    let (id, _, _) = create(a, json!({"mode": "friend", "deck": "b0", "opponent_deck": "b1"})).await;
    let (ha, hb) = {
        let (app_b, id2) = (app_b.clone(), id.clone());
        let hb = tokio::task::spawn_blocking(move || app_b.find_game(&id2))
            .await
            .unwrap()
            .unwrap();
        (app_a.game(&id).unwrap(), hb)
    };
    let p = to_decide(&ha);
    assert_eq!(to_decide(&hb), p);
    let (app_a2, app_b2, ha2, hb2) = (app_a.clone(), app_b.clone(), ha.clone(), hb.clone());
    let (kept_a, kept_b, moves_a, moves_b) = tokio::task::spawn_blocking(move || {
        // Both apply a different choice to the same version, each under its
        // own lock; then both store.
        let mut sa = ha2.lock();
        let mut sb = hb2.lock();
        let n = sa.recorder().record().moves.len();
        sa.choose(Reader::Seat(p), 0, Lang::En).unwrap();
        // Another option where there is one (the same otherwise).
        if sb.choose(Reader::Seat(p), 1, Lang::En).is_err() {
            sb.choose(Reader::Seat(p), 0, Lang::En).unwrap();
        }
        let kept_a = app_a2.persist(&ha2, &mut sa);
        let kept_b = app_b2.persist(&hb2, &mut sb);
        let moves = |s: &berserk_server::Session| s.recorder().record().moves.len() - n;
        (kept_a, kept_b, moves(&sa), moves(&sb))
    })
    .await
    .unwrap();
    assert_eq!(
        (kept_a, kept_b),
        (Stored::Done, Stored::Lost),
        "the first to store wins"
    );
    assert!(moves_a >= 1);
    // B dropped its own choice and took A's: the same record on both and in
    // the database.
    assert_eq!(moves_b, moves_a);
    let rec = |h: &GameHandle| h.lock().live().record;
    assert_eq!(rec(&hb), rec(&ha));
    let (stored, _) = berserk_server::Storage::load_live(&db, &id).unwrap().unwrap();
    assert_eq!(stored.record, rec(&ha));
    // A move through B's `apply` on a copy that A moved on is refused, not
    // kept (B catches up first, so it is refused only when the choice is
    // no longer legal; here the copy is brought up to date and the move is
    // applied to the game as A left it).
    {
        let mut sa = ha.lock();
        let q = sa.waiting_for().unwrap();
        sa.choose(Reader::Seat(q), 0, Lang::En).unwrap();
        assert_eq!(app_a.persist(&ha, &mut sa), Stored::Done);
    }
    let q = to_decide(&ha);
    let (app_b2, hb2) = (app_b.clone(), hb.clone());
    let r =
        tokio::task::spawn_blocking(move || app_b2.apply(&hb2, Lang::En, |s| s.choose(Reader::Seat(q), 0, Lang::En)))
            .await
            .unwrap();
    assert_eq!(r, Ok(()));
    until("A to load B's move", || rec(&ha) == rec(&hb)).await;
    db.drop_schema().unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_game_begun_through_one_server_is_played_to_its_end_through_the_other() {
    let Some((servers, db)) = two_servers("bot_game").await else {
        return;
    };
    let [(a, app_a), (b, app_b)] = [servers[0].clone(), servers[1].clone()];
    let (id, token, _) = create(
        a,
        json!({"mode": "bot", "deck": "b0", "opponent_deck": "b1", "bot": "greedy", "turn_limit": 3}),
    )
    .await;
    // The person plays through B; both servers hold the game, one runs its
    // bot and the other follows.
    let mut ws = connect(b, &id, Some(&token)).await;
    let last = loop {
        let m = decision(&mut ws).await;
        if !m["result"].is_null() {
            break m;
        }
        if m["decider"] == m["seat"] {
            send(&mut ws, &json!({"t": "choose", "i": 0})).await;
        }
    };
    assert!(!last["result"].is_null());
    // The record is stored once, and both lists of records show it.
    until("the record", || {
        berserk_server::Storage::record(&db, &id).unwrap().is_some()
    })
    .await;
    for addr in [a, b] {
        let r = get_json(addr, "/api/records").await;
        let ids: Vec<&str> = r["records"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|x| x["id"].as_str())
            .collect();
        assert_eq!(ids, [id.as_str()], "{r}");
    }
    // A's copy ended as B's did, with the same record.
    until("A to see the end", || {
        app_a.game(&id).is_some_and(|h| h.lock().is_over())
    })
    .await;
    let rec = |app: &App| app.game(&id).unwrap().lock().recorder().record().to_text();
    assert_eq!(rec(&app_a), rec(&app_b));
    assert_eq!(berserk_server::Storage::record(&db, &id).unwrap().unwrap(), rec(&app_b));
    assert!(
        berserk_server::Storage::load_live(&db, &id).unwrap().is_none(),
        "no longer live"
    );
    db.drop_schema().unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_opens_through_a_server_that_did_not_hold_it() {
    let Some((servers, db)) = two_servers("finished").await else {
        return;
    };
    let [(a, app_a), (b, app_b)] = [servers[0].clone(), servers[1].clone()];
    let (id, token, invite) = create(a, json!({"mode": "friend", "deck": "b0", "opponent_deck": "b1"})).await;
    let invite = invite.unwrap();
    // The game ends on A (the first seat resigns); B never held it.
    let mut ws = connect(a, &id, Some(&token)).await;
    next(&mut ws).await;
    send(&mut ws, &json!({"t": "resign"})).await;
    let end = loop {
        let m = next(&mut ws).await;
        if !m["result"].is_null() {
            break m;
        }
    };
    until("the record", || {
        berserk_server::Storage::record(&db, &id).unwrap().is_some()
    })
    .await;
    assert!(app_b.game(&id).is_none());
    // Through B: the links of both seats and a spectator's, a wrong token refused.
    for (t, seat) in [
        (token.as_str(), json!(1)),
        (invite.as_str(), json!(2)),
        ("", Value::Null),
    ] {
        let (st, body) = http(b, "GET", &format!("/api/games/{id}/link?t={t}"), None).await;
        assert_eq!(st, 200, "{body}");
        assert_eq!(serde_json::from_str::<Value>(&body).unwrap()["seat"], seat, "{body}");
    }
    let (st, _) = http(b, "GET", &format!("/api/games/{id}/link?t=0123456789abcdef"), None).await;
    assert_eq!(st, 403);
    let (st, _) = http(b, "GET", "/api/games/nosuchgame/link", None).await;
    assert_eq!(st, 404, "a game never played is still unknown");
    // The socket of a seat on B shows the end as A does, with the same log.
    let m = next(&mut connect(b, &id, Some(&invite)).await).await;
    assert_eq!(m["t"], "state");
    assert_eq!(m["result"], end["result"], "{m}");
    let on_a = next(&mut connect(a, &id, None).await).await;
    let on_b = next(&mut connect(b, &id, None).await).await;
    assert_eq!(on_b["log"], on_a["log"]);
    assert_eq!(on_b["result"], on_a["result"]);
    // Its record and replay links answer on B.
    let (st, text) = http(b, "GET", &format!("/api/records/{id}.bgr"), None).await;
    assert_eq!(st, 200);
    assert_eq!(text, berserk_server::Storage::record(&db, &id).unwrap().unwrap());
    let r = get_json(b, &format!("/api/replay/{id}?n=1")).await;
    assert!(r["total"].as_u64().unwrap() >= 1, "{r}");
    // Opening it (a seat taken after the end) made it no game being played
    // again, and did not store its record a second time.
    let finished = |app: &App| app.store.list_records(10).unwrap();
    assert!(berserk_server::Storage::load_live(&db, &id).unwrap().is_none());
    assert_eq!(finished(&app_b), finished(&app_a));
    assert_eq!(finished(&app_b).len(), 1);
    // A forgets it (half an hour after the end): it opens from the record there too.
    assert_eq!(app_a.evict_finished(0), 1);
    let (st, body) = http(a, "GET", &format!("/api/games/{id}/link?t={token}"), None).await;
    assert_eq!((st, body.as_str()), (200, r#"{"seat":1}"#));
    db.drop_schema().unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_server_runs_a_shared_games_bot() {
    // A bot that thinks 150 ms a decision: longer than a server takes to
    // load another's change (SYNC_INTERVAL_MS), so a follower sees each of
    // the bot's decisions pending while the runner searches it.
    let schema = fresh_schema("one_runner");
    let mut servers = Vec::new();
    for seed in [1, 2] {
        let Some(store) = pg_store(&schema) else {
            return;
        };
        let mut config = machine_speed_config(seed);
        config.levels.push(berserk_server::BotLevel::new(
            "slow",
            berserk_ai::BotKind::Mcts(berserk_ai::MctsConfig {
                think_ms: 150,
                ..berserk_ai::MctsConfig::default()
            }),
            "медленный",
            "slow",
        ));
        let app = App::with_config(Arc::new(store), config).expect("built-in cards");
        servers.push(start_with(app).await);
    }
    let db = pg_store(&schema).unwrap();
    let [(a, app_a), (b, app_b)] = [servers[0].clone(), servers[1].clone()];
    let (id, token, _) = create(
        a,
        json!({"mode": "bot", "deck": "b0", "opponent_deck": "b1", "bot": "slow", "turn_limit": 1}),
    )
    .await;
    // The person plays through B, A holds the game too (it began there).
    let mut ws = connect(b, &id, Some(&token)).await;
    let mut spectator = connect(a, &id, None).await;
    next(&mut spectator).await;
    loop {
        let m = decision(&mut ws).await;
        if !m["result"].is_null() {
            break;
        }
        if m["decider"] == m["seat"] {
            send(&mut ws, &json!({"t": "choose", "i": 0})).await;
        }
    }
    until("A to see the end", || {
        app_a.game(&id).is_some_and(|h| h.lock().is_over())
    })
    .await;
    // Each decision of the bot (the second seat) was searched once, by
    // one of the servers.
    let text = berserk_server::Storage::record(&db, &id).unwrap().unwrap();
    let record = berserk_record::Record::parse("g.bgr", &text).unwrap();
    let replay = berserk_record::replay_shared(&record, app_a.db.clone()).unwrap();
    let bot_decisions = replay
        .steps
        .iter()
        .filter(|s| s.mv.is_decision() && s.player == Some(Player::P2))
        .count() as u64;
    assert!(bot_decisions >= 3, "{bot_decisions} decisions of the bot");
    let searches = [app_a.bot_searches(), app_b.bot_searches()];
    assert_eq!(
        searches[0] + searches[1],
        bot_decisions,
        "searches on A and B {searches:?}, one per decision"
    );
    db.drop_schema().unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_never_wait_for_the_database_on_an_async_worker() {
    let schema = fresh_schema("off_async");
    let Some(store) = pg_store(&schema) else {
        return;
    };
    let store = Arc::new(store);
    let app = App::with_config(store.clone(), machine_speed_config(1)).expect("built-in cards");
    let (a, _app) = start_with(app).await;
    let before = store.async_waits();
    // The lobby, the lists, a game made, its socket opened, a move, its end,
    // its record and replay, an account, a saved deck, the players.
    get_json(a, "/api/meta").await;
    get_json(a, "/api/games").await;
    get_json(a, "/api/records").await;
    get_json(a, "/api/decks").await;
    get_json(a, "/api/leaderboard").await;
    let (id, token, _) = create(a, json!({"mode": "friend", "deck": "b0", "opponent_deck": "b1"})).await;
    let mut ws = connect(a, &id, Some(&token)).await;
    let m = next(&mut ws).await;
    if m["decider"] == m["seat"] {
        send(&mut ws, &json!({"t": "choose", "i": 0})).await;
        assert_eq!(next(&mut ws).await["t"], "state");
    }
    send(&mut ws, &json!({"t": "resign"})).await;
    while next(&mut ws).await["result"].is_null() {}
    let (st, _) = http(a, "GET", &format!("/api/records/{id}.bgr"), None).await;
    assert_eq!(st, 200);
    get_json(a, &format!("/api/replay/{id}?n=2")).await;
    let (st, _) = http(a, "GET", "/api/players/nobody", None).await;
    assert_eq!(st, 404);
    assert_eq!(
        store.async_waits() - before,
        0,
        "a handler waited for the database on an async worker"
    );
    store.drop_schema().unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_queued_on_different_servers_meet() {
    let Some((servers, db)) = two_servers("queue").await else {
        return;
    };
    let [(a, app_a), (b, app_b)] = [servers[0].clone(), servers[1].clone()];
    // One account signs up through each server (both are in the database).
    let (la, lb) = (signup(a, "Альфа").await, signup(b, "Бета").await);
    let (st, wa) = as_login(a, &la, "POST", "/api/queue", Some(&json!({"deck": "b4"}))).await;
    assert_eq!(st, 200, "{wa}");
    assert_eq!(wa["state"], "waiting", "alone in the queue: {wa}");
    let (_, seen) = as_login(b, &lb, "GET", "/api/queue", None).await;
    assert_eq!(
        (seen["state"].as_str(), seen["players"].as_u64()),
        (Some("idle"), Some(1)),
        "{seen}"
    );
    // The second joins through B: equal ratings pair at once.
    let (_, vb) = as_login(b, &lb, "POST", "/api/queue", Some(&json!({"deck": "b6"}))).await;
    assert_eq!(vb["state"], "matched", "{vb}");
    let (_, va) = as_login(a, &la, "GET", "/api/queue", None).await;
    assert_eq!(va["state"], "matched", "A tells its player of the game B began: {va}");
    assert_eq!(va["game"], vb["game"]);
    assert_ne!(va["seat"], vb["seat"]);
    assert_eq!(
        (va["opponent"].as_str(), vb["opponent"].as_str()),
        (Some("Бета"), Some("Альфа"))
    );
    // Each plays through its own server: a rated game of both accounts.
    let id = va["game"].as_str().unwrap().to_string();
    let mut wa = connect(a, &id, va["token"].as_str()).await;
    let mut wb = connect(b, &id, vb["token"].as_str()).await;
    let (ma, mb) = (next(&mut wa).await, next(&mut wb).await);
    assert_eq!((ma["t"].as_str(), mb["t"].as_str()), (Some("state"), Some("state")));
    for app in [&app_a, &app_b] {
        let h = app.game(&id).expect("both servers hold the game");
        assert!(h.lock().rated);
    }
    let seats = berserk_server::Storage::game_accounts(&db, &id).unwrap().unwrap();
    assert!(seats.rated && seats.accounts.iter().all(Option::is_some));
    // Leaving through either server empties the one queue.
    let (_, left) = as_login(a, &la, "POST", "/api/queue/leave", Some(&json!({}))).await;
    assert_eq!(left["left"], false, "matched, no longer waiting");
    let (_, view) = as_login(a, &la, "GET", "/api/queue", None).await;
    assert_eq!(
        (view["state"].as_str(), view["players"].as_u64()),
        (Some("idle"), Some(0)),
        "{view}"
    );
    db.drop_schema().unwrap();
}
