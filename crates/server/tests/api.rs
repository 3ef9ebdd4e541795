//! The server over real HTTP and WebSocket connections on the loopback address.

mod common;

use std::collections::BTreeSet;
use std::sync::Arc;

use berserk_engine::{Player, Zone};
use berserk_server::{App, ServerConfig, SqliteStore, Storage};
use berserk_text::{def_name, Lang};
use common::*;
use serde_json::{json, Value};

/// Plays a seat by random options until the game is over; returns every
/// message the seat received.
async fn play_seat(ws: &mut Ws, rng: &mut Lcg) -> Vec<Value> {
    let mut seen = Vec::new();
    for _ in 0..20_000 {
        let m = next(ws).await;
        seen.push(m.clone());
        if m["t"] != "state" {
            for x in &seen[seen.len().saturating_sub(4)..] {
                eprintln!(
                    "v={} kind={} decider={} options={}",
                    x["v"],
                    x["kind"],
                    x["decider"],
                    x["options"].as_array().map_or(0, |o| o.len())
                );
            }
            panic!("unexpected message {m}");
        }
        if !m["result"].is_null() {
            return seen;
        }
        let opts = m["options"].as_array().unwrap();
        if !opts.is_empty() {
            let i = rng.below(opts.len());
            send(ws, &json!({"t": "choose", "i": i})).await;
        }
    }
    panic!("the game did not end");
}

#[tokio::test]
async fn a_game_against_the_bot_is_played_to_the_end_and_stored_as_a_replayable_record() {
    let (addr, app) = start_with(app_with(machine_speed_config(1))).await;
    let (id, token, invite) = create(
        addr,
        json!({"mode": "bot", "deck": "b4", "opponent_deck": "b6", "bot": "greedy", "turn_limit": 12}),
    )
    .await;
    assert!(invite.is_none(), "a game against a bot has no invitation");
    let mut ws = connect(addr, &id, Some(&token)).await;
    let msgs = play_seat(&mut ws, &mut Lcg(5)).await;
    let last = msgs.last().unwrap();
    assert!(!last["result"].is_null());
    assert!(last["options"].as_array().unwrap().is_empty());
    // The log reached the end, and the dice are in it.
    let log: Vec<String> = msgs
        .iter()
        .flat_map(|m| m["log"].as_array().unwrap().iter())
        .map(|l| l["full"].as_str().unwrap().to_string())
        .collect();
    assert!(log.iter().any(|l| l.contains("куб")), "dice in the log");
    assert!(log.iter().all(|l| l.ends_with(']')), "every full line cites a rule");
    // The record is stored, downloadable, and replays with this engine.
    // (A reader may see the last state a moment before the record is
    // stored: the bot's last choice is stored with the game first.)
    let t = std::time::Instant::now();
    let records = loop {
        let records = get_json(addr, "/api/records").await;
        if records["records"][0]["id"] == id.as_str() || t.elapsed() > std::time::Duration::from_secs(10) {
            break records;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    let r = &records["records"][0];
    assert_eq!(r["id"], id.as_str());
    let (st, text) = http(addr, "GET", &format!("/api/records/{id}.bgr"), None).await;
    assert_eq!(st, 200);
    let record = berserk_record::Record::parse("game.bgr", &text).expect("a valid record");
    let game = berserk_record::verify(&record, app.db.clone()).expect("replays exactly");
    assert!(game.is_over());
    let step = get_json(addr, &format!("/api/replay/{id}?n=40")).await;
    assert_eq!(step["n"], 40);
    assert!(step["total"].as_u64().unwrap() > 40);
    assert_eq!(step["state"]["hand"], json!([]), "a replay shows no hand");
}

#[tokio::test]
async fn reconnecting_with_the_token_returns_to_the_same_decision() {
    let (addr, _app) = start().await;
    let (id, token, _) = create(addr, json!({"mode": "bot", "deck": "b0", "opponent_deck": "b1"})).await;
    let mut ws = connect(addr, &id, Some(&token)).await;
    let mut rng = Lcg(9);
    // A few decisions in, then the connection is lost.
    let mut m = decision(&mut ws).await;
    for _ in 0..6 {
        let n = m["options"].as_array().unwrap().len();
        send(&mut ws, &json!({"t": "choose", "i": rng.below(n)})).await;
        m = decision(&mut ws).await;
    }
    drop(ws);
    let mut again = connect(addr, &id, Some(&token)).await;
    let r = next(&mut again).await;
    assert_eq!(r["v"], m["v"]);
    assert_eq!(r["pending"], m["pending"]);
    assert_eq!(r["options"], m["options"]);
    assert_eq!(r["hand"], m["hand"]);
    assert_eq!(r["log_from"], 0, "a new connection gets the whole log");
}

/// A game link is checked before the page connects: the game's own link
/// with its seat token gives the seat, a spectator's none; a wrong token is
/// refused (403), a game that does not exist is not found (404).
#[tokio::test]
async fn a_wrong_or_expired_link_is_told_apart() {
    let (addr, _app) = start().await;
    let (id, token, _) = create(addr, json!({"mode": "bot", "deck": "b0", "opponent_deck": "b1"})).await;
    let seat = get_json(addr, &format!("/api/games/{id}/link?t={token}")).await;
    assert!(seat["seat"].as_u64().is_some(), "{seat}");
    assert_eq!(
        get_json(addr, &format!("/api/games/{id}/link")).await["seat"],
        Value::Null
    );
    let (st, _) = http(addr, "GET", &format!("/api/games/{id}/link?t=nope"), None).await;
    assert_eq!(st, 403);
    let (st, body) = http(addr, "GET", "/api/games/no-such-game/link", None).await;
    assert_eq!(st, 404, "{body}");
}

/// Buying the squad: each card of the buyer's hand shows its price now (or
/// why it can't be bought), and a bought card is marked (GAME §3).
#[tokio::test]
async fn buying_shows_prices_and_marks_the_bought_cards() {
    let (addr, _app) = start().await;
    let (id, token, _) = create(addr, json!({"mode": "bot", "deck": "b0", "opponent_deck": "b1"})).await;
    let mut ws = connect(addr, &id, Some(&token)).await;
    let mut m = decision(&mut ws).await;
    // Past the first-player choice and the re-deal: to the purchase.
    for _ in 0..10 {
        if m["kind"] == "buy" {
            break;
        }
        let last = m["options"].as_array().unwrap().len() - 1;
        send(&mut ws, &json!({"t": "choose", "i": last})).await;
        m = decision(&mut ws).await;
    }
    assert_eq!(m["kind"], "buy", "{m}");
    let start = m.clone();
    let hand = m["hand"].as_array().unwrap();
    assert_eq!(hand.len(), 15);
    for c in hand {
        assert!(c["price"].is_object() || c["unbuyable"].is_string(), "{c}");
        assert!(c["bought"].is_null());
    }
    let buy = m["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["kind"] == "buy")
        .unwrap()
        .clone();
    let place = buy["src"].clone();
    send(&mut ws, &json!({"t": "choose", "i": buy["i"]})).await;
    let m = decision(&mut ws).await;
    let bought: Vec<&Value> = m["hand"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["bought"] == true)
        .collect();
    assert_eq!(bought.len(), 1, "{m}");
    assert_eq!(bought[0]["place"], place);
    assert!(bought[0]["price"].is_null());
    // A second purchase, then the first one taken back: its crystals come
    // back, the second stays bought, the log and the record lose the first.
    let second = m["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["kind"] == "buy" && o["src"] != place)
        .unwrap()
        .clone();
    send(&mut ws, &json!({"t": "choose", "i": second["i"]})).await;
    let m = decision(&mut ws).await;
    let me = m["seat"].as_u64().unwrap() as usize - 1;
    let crystals = |m: &Value| (m["players"][me]["gold"].clone(), m["players"][me]["silver"].clone());
    send(&mut ws, &json!({"t": "unbuy", "card": place})).await;
    let after = decision(&mut ws).await;
    let marks = |m: &Value| -> Vec<Value> {
        m["hand"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["bought"] == true)
            .map(|c| c["place"].clone())
            .collect()
    };
    assert_eq!(marks(&after), vec![second["src"].clone()], "{after}");
    assert!(after["hand"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["place"] == place && c["price"].is_object()));
    assert_ne!(crystals(&after), crystals(&m), "the crystals come back");
    // Taking back the second too gives the crystals of before both.
    send(&mut ws, &json!({"t": "unbuy", "card": second["src"]})).await;
    let none = decision(&mut ws).await;
    assert!(marks(&none).is_empty());
    assert_eq!(
        crystals(&none),
        crystals(&start),
        "the crystals of before both purchases"
    );
    // A card not bought can't be taken back: refused with the rule, nothing changes.
    send(&mut ws, &json!({"t": "unbuy", "card": place})).await;
    let r = next(&mut ws).await;
    assert_eq!(r["t"], "refused", "{r}");
    assert!(r["rule"].is_string(), "{r}");
    send(&mut ws, &json!({"t": "sync"})).await;
    let same = next(&mut ws).await;
    assert!(same["t"] == "unchanged" || marks(&same).is_empty(), "{same}");
}

/// The last move is sent with the board: the cells of the last declaration,
/// its source's as it stood and its target's (a move: the cell it went to).
#[tokio::test]
async fn the_last_move_is_sent_with_the_board() {
    let (addr, _app) = start().await;
    let (id, token, _) = create(addr, json!({"mode": "bot", "deck": "b0", "opponent_deck": "b1"})).await;
    let mut ws = connect(addr, &id, Some(&token)).await;
    let mut rng = Lcg(3);
    let mut m = decision(&mut ws).await;
    for _ in 0..400 {
        assert!(m["result"].is_null(), "the game ended before a move: {m}");
        let opts = m["options"].as_array().unwrap().clone();
        if let Some(mv) = opts.iter().find(|o| o["kind"] == "move") {
            send(&mut ws, &json!({"t": "choose", "i": mv["i"]})).await;
            let after = decision(&mut ws).await;
            // The bot may have moved since: the move is ours while it is still our turn.
            if after["active"] == m["active"] {
                assert_eq!(after["last"], json!({"src": mv["src"], "dst": mv["dst"]}), "{after}");
                return;
            }
            m = after;
            continue;
        }
        // Anything but ending the turn, so that the game gets to its moves.
        let pick = opts
            .iter()
            .filter(|o| o["kind"] != "end_turn")
            .nth(rng.below(opts.len().max(1)) % opts.len().max(1))
            .or(opts.first())
            .unwrap()
            .clone();
        send(&mut ws, &json!({"t": "choose", "i": pick["i"]})).await;
        m = decision(&mut ws).await;
    }
    panic!("no move offered in 400 decisions");
}

/// The dice box: after a strike the state carries each die with its
/// roll, bonus and value, and the strike table's line (GAME §6).
#[tokio::test]
async fn the_dice_of_the_last_roll_are_sent_with_their_bonuses() {
    let (addr, _app) = start().await;
    let (id, token, _) = create(addr, json!({"mode": "bot", "deck": "b0", "opponent_deck": "b1"})).await;
    let mut ws = connect(addr, &id, Some(&token)).await;
    let mut rng = Lcg(11);
    let mut m = decision(&mut ws).await;
    for _ in 0..600 {
        if let Some(roll) = m.get("roll").filter(|r| r["table"].is_string()) {
            let dice = roll["dice"].as_array().unwrap();
            assert!(!dice.is_empty() && dice.len() <= 2, "{roll}");
            for d in dice {
                let (r, b, v) = (
                    d["roll"].as_i64().unwrap(),
                    d["bonus"].as_i64().unwrap(),
                    d["value"].as_i64().unwrap(),
                );
                assert!((1..=6).contains(&r), "{d}");
                assert_eq!(r + b, v, "{d}");
                assert!(d["card"].is_string(), "{d}");
                assert!(d["parts"].is_array());
            }
            return;
        }
        if !m["result"].is_null() {
            break;
        }
        let opts = m["options"].as_array().unwrap().clone();
        // Strikes first, so that dice get rolled.
        let pick = opts
            .iter()
            .find(|o| o["kind"] == "strike")
            .cloned()
            .unwrap_or_else(|| opts[rng.below(opts.len())].clone());
        send(&mut ws, &json!({"t": "choose", "i": pick["i"]})).await;
        m = decision(&mut ws).await;
    }
    panic!("no strike table in the game");
}

/// A record in the form written before decisions were stored by their
/// structure: each decision as its option index with its Russian label.
fn old_form(text: &str, db: Arc<berserk_engine::CardDb>) -> String {
    use berserk_record::{Move, Record};
    use berserk_text::GameText;
    let record = Record::parse("live.bgr", text).unwrap();
    let replay = berserk_record::replay_shared(&record, db).unwrap();
    let mut before = replay.initial.clone();
    let mut moves = Vec::new();
    for (step, after) in replay.walk() {
        moves.push(match (&step.mv, step.choice) {
            (Move::Choice(_), Some(c)) => Move::Indexed {
                index: before.choices().iter().position(|&o| o == c).unwrap() as u32,
                label: Some(before.describe_choice(c, Lang::Ru)),
            },
            (mv, _) => mv.clone(),
        });
        before = after;
    }
    Record::new(record.tags.clone(), moves).to_text()
}

#[tokio::test]
async fn a_restarted_server_restores_the_games_being_played() {
    let store = Arc::new(SqliteStore::in_memory().unwrap());
    let (addr, first) = start_with(App::with_config(store.clone(), test_config(8)).unwrap()).await;
    let (id, token, _) = create(addr, json!({"mode": "bot", "deck": "b2", "opponent_deck": "b3"})).await;
    let mut ws = connect(addr, &id, Some(&token)).await;
    let mut rng = Lcg(4);
    let mut m = decision(&mut ws).await;
    for _ in 0..12 {
        let n = m["options"].as_array().unwrap().len();
        send(&mut ws, &json!({"t": "choose", "i": rng.below(n)})).await;
        m = decision(&mut ws).await;
    }
    // The stored record holds the decisions by their structure.
    let live = store.list_live().unwrap();
    assert!(live[0].record.contains("{go_first}") || live[0].record.contains("{go_first=false}"));
    // A server of before the notation stored option indices with labels: such a game restores too.
    let mut old = live[0].clone();
    old.record = old_form(&old.record, first.db.clone());
    assert!(!old.record.contains("{go_first"), "{}", old.record);
    store.save_live(&old).unwrap();
    // A new server on the same storage.
    let second = App::with_config(store.clone(), test_config(9)).unwrap();
    let (n, errors) = restore_live(&second).await;
    assert_eq!((n, errors), (1, vec![]));
    let (addr2, _) = start_with(second).await;
    let mut again = connect(addr2, &id, Some(&token)).await;
    let r = next(&mut again).await;
    for k in ["pending", "options", "hand", "cells", "additional", "players", "turn"] {
        assert_eq!(r[k], m[k], "{k} after the restart");
    }
    assert_eq!(r["log_len"], m["log_len"], "the same log");
    // It plays on to the end, and is stored as finished.
    send(&mut again, &json!({"t": "sync"})).await;
    play_seat(&mut again, &mut rng).await;
    assert!(
        store.list_live().unwrap().is_empty(),
        "a finished game is no longer live"
    );
    assert_eq!(store.list_records(10).unwrap()[0].id, id);
}

#[tokio::test]
async fn refusals_and_hostile_messages_get_replies_and_the_game_goes_on() {
    let (addr, _app) = start().await;
    let (id, token, invite) = create(addr, json!({"mode": "friend", "deck": "b0", "opponent_deck": "b1"})).await;
    let invite = invite.expect("a friend game has an invitation");
    assert_ne!(invite, token);
    // A wrong token is refused at the door.
    let bad = tokio_tungstenite::connect_async(format!("ws://{addr}/ws?g={id}&t=deadbeef")).await;
    assert!(bad.is_err(), "a wrong token must be refused");
    let mut a = connect(addr, &id, Some(&token)).await;
    assert_eq!(next(&mut a).await["joined"], json!([true, false]));
    let mut b = connect(addr, &id, Some(&invite)).await;
    let mb = next(&mut b).await;
    // The friend's connection is news to the creator.
    let ma = next(&mut a).await;
    assert_eq!(
        (&ma["joined"], &mb["joined"]),
        (&json!([true, true]), &json!([true, true]))
    );
    let mut spec = connect(addr, &id, None).await;
    let _ = next(&mut spec).await;
    // Who decides now; the other seat may not.
    let (decider, waiter, dm) = if ma["decider"] == ma["seat"] {
        (&mut a, &mut b, ma)
    } else {
        (&mut b, &mut a, mb)
    };
    send(waiter, &json!({"t": "choose", "i": 0})).await;
    let r = next(waiter).await;
    assert_eq!(r["t"], "refused");
    assert!(r["rule"].is_string(), "a refusal names its rule: {r}");
    send(&mut spec, &json!({"t": "choose", "i": 0})).await;
    assert_eq!(next(&mut spec).await["t"], "refused");
    // Malformed, unknown, oversized, out of range: an error each, nothing changes.
    send_raw(decider, "{not json").await;
    assert_eq!(next(decider).await["t"], "error");
    send_raw(decider, r#"{"t":"fly"}"#).await;
    assert_eq!(next(decider).await["t"], "error");
    send_raw(decider, &format!(r#"{{"t":"sync","pad":"{}"}}"#, "x".repeat(5000))).await;
    assert_eq!(next(decider).await["t"], "error");
    send(decider, &json!({"t": "choose", "i": 999})).await;
    assert_eq!(next(decider).await["t"], "refused");
    send(decider, &json!({"t": "act", "src": "zz", "dst": "c3"})).await;
    let r = next(decider).await;
    assert_eq!(r["t"], "refused");
    assert!(r["rule"].is_string());
    // The connection and the game are alive: the state is as it was.
    send(decider, &json!({"t": "sync"})).await;
    let s = next(decider).await;
    assert_eq!(s["v"], dm["v"]);
    assert_eq!(s["options"], dm["options"]);
    send(decider, &json!({"t": "choose", "i": 0})).await;
    let after = next(decider).await;
    assert_eq!(after["t"], "state");
    assert!(after["v"].as_u64() > dm["v"].as_u64(), "a legal choice is applied");
}

/// The card names (Russian) of a deck.
fn deck_names(app: &App, deck: usize) -> BTreeSet<String> {
    app.decks[deck]
        .cards
        .iter()
        .map(|&d| def_name(app.db.get(d), Lang::Ru))
        .collect()
}

/// Names of `p`'s cards that the other side may never have seen: in the deck
/// or hand at the end, and no card of that name in play or in a graveyard.
fn never_seen(app: &App, id: &str, p: Player) -> BTreeSet<String> {
    let h = app.game(id).unwrap();
    let s = h.lock();
    let g = s.game();
    let name = |c| def_name(g.def(c), Lang::Ru);
    let public: BTreeSet<String> = g
        .card_ids()
        .filter(|&c| matches!(g.card(c).zone, Zone::Graveyard) || g.card(c).face_up)
        .map(name)
        .collect();
    g.card_ids()
        .filter(|&c| g.card(c).owner == p && matches!(g.card(c).zone, Zone::Deck | Zone::Hand))
        .map(name)
        .filter(|n| !public.contains(n))
        .collect()
}

/// Checks the messages to one reader: no face-down card of the other side
/// (of either side, for a spectator) carries a name, and `secret` names
/// appear in no message; `setup_secret` names appear in no message before
/// the first one that shows an enemy card face up.
fn scan(msgs: &[String], me: Option<u64>, secret: &BTreeSet<String>, setup_secret: &BTreeSet<String>) {
    let mut revealed = false;
    for raw in msgs {
        let m: Value = serde_json::from_str(raw).unwrap();
        if m["t"] != "state" {
            continue;
        }
        let cards = m["cells"]
            .as_array()
            .unwrap()
            .iter()
            .chain(m["additional"].as_array().unwrap());
        for c in cards {
            let hidden = c["face_up"] == false && Some(c["owner"].as_u64().unwrap()) != me;
            if hidden {
                assert!(
                    c.get("name").is_none() && c.get("def").is_none(),
                    "a face-down card is named: {c}"
                );
            } else if Some(c["owner"].as_u64().unwrap()) != me {
                revealed = true;
            }
        }
        if me.is_none() {
            assert_eq!(m["hand"], json!([]), "a spectator sees no hand");
            assert_eq!(m["options"], json!([]), "a spectator gets no options");
        }
        for n in secret {
            assert!(!raw.contains(n.as_str()), "hidden card {n} named in a message: {raw}");
        }
        if !revealed {
            for n in setup_secret {
                assert!(
                    !raw.contains(n.as_str()),
                    "face-down card {n} named before the reveal: {raw}"
                );
            }
        }
    }
}

#[tokio::test]
async fn two_seats_and_a_spectator_see_nothing_hidden() {
    let (addr, app) = start_with(app_with(machine_speed_config(1))).await;
    // Steppe (b4) against Forest (b6).
    let (id, token, invite) = create(
        addr,
        json!({"mode": "friend", "deck": "b4", "opponent_deck": "b6", "turn_limit": 10}),
    )
    .await;
    let invite = invite.unwrap();
    let mut s1 = connect(addr, &id, Some(&token)).await;
    let mut s2 = connect(addr, &id, Some(&invite)).await;
    let mut spec = connect(addr, &id, None).await;
    let mut log: [Vec<String>; 3] = [Vec::new(), Vec::new(), Vec::new()];
    let mut done = [false; 3];
    let mut rng = Lcg(77);
    let mut acted = [0u64; 2];
    while done.iter().any(|d| !d) {
        let (k, text) = tokio::select! {
            t = next_text(&mut s1), if !done[0] => (0, t),
            t = next_text(&mut s2), if !done[1] => (1, t),
            t = next_text(&mut spec), if !done[2] => (2, t),
        };
        let m: Value = serde_json::from_str(&text).unwrap();
        log[k].push(text);
        assert_eq!(m["t"], "state", "{m}");
        if !m["result"].is_null() {
            done[k] = true;
            continue;
        }
        let v = m["v"].as_u64().unwrap();
        let opts = m["options"].as_array().unwrap();
        if k < 2 && !opts.is_empty() && v > acted[k] {
            acted[k] = v;
            let ws = if k == 0 { &mut s1 } else { &mut s2 };
            send(ws, &json!({"t": "choose", "i": rng.below(opts.len())})).await;
        }
    }
    let (n1, n2) = (deck_names(&app, 4), deck_names(&app, 6));
    let only1: BTreeSet<String> = n1.difference(&n2).cloned().collect();
    let only2: BTreeSet<String> = n2.difference(&n1).cloned().collect();
    let hidden1: BTreeSet<String> = never_seen(&app, &id, Player::P1).difference(&n2).cloned().collect();
    let hidden2: BTreeSet<String> = never_seen(&app, &id, Player::P2).difference(&n1).cloned().collect();
    assert!(
        !hidden1.is_empty() && !hidden2.is_empty(),
        "the test needs hidden cards"
    );
    scan(&log[0], Some(1), &hidden2, &only2);
    scan(&log[1], Some(2), &hidden1, &only1);
    let both_hidden: BTreeSet<String> = hidden1.union(&hidden2).cloned().collect();
    let both: BTreeSet<String> = only1.union(&only2).cloned().collect();
    scan(&log[2], None, &both_hidden, &both);
    // Each seat saw its own hand by name.
    assert!(log[0].iter().any(|t| only1.iter().any(|n| t.contains(n.as_str()))));
}

#[tokio::test]
async fn decks_are_checked_saved_and_listed() {
    let (addr, _app) = start().await;
    // A player's list: count and name per line.
    let good = "3 Кочевник\n3 Кшар\n2 Мантикора\n2 Аколит Дзара\n3 Змееглав\n3 Орк\n1 Санкторум\n3 Посвященный Дзара\n2 Матросы Аделаиды\n2 Ассасин\n3 Головорез\n3 Арацент\n";
    let (st, r) = post_json(addr, "/api/decks/check", &json!({"name": "Моя", "text": good})).await;
    assert_eq!(st, 200);
    assert_eq!(r["ok"], true, "{r}");
    assert_eq!(r["size"], 30);
    assert_eq!(r["squad"]["elements"], json!(["степи"]), "{r}");
    assert_eq!(r["squad"]["element_gold"], 0);
    let two = "3 Кочевник\n3 Мразень\n";
    let (_, r) = post_json(addr, "/api/decks/check", &json!({"text": two})).await;
    assert_eq!(r["squad"]["elements"].as_array().unwrap().len(), 2, "{r}");
    assert_eq!(r["squad"]["element_gold"], 1);
    let (st, r) = post_json(
        addr,
        "/api/decks/check",
        &json!({"name": "Мало", "text": "3 Кочевник\n"}),
    )
    .await;
    assert_eq!(st, 200);
    assert_eq!(r["ok"], false);
    assert!(r["rule"].is_string() && r["problem"].is_string(), "{r}");
    let (_, r) = post_json(addr, "/api/decks/check", &json!({"text": "3 Несуществующий\n"})).await;
    assert_eq!(r["parsed"], false);
    // Saving a deck takes an account (the deck is its owner's).
    let (st, _) = post_json(addr, "/api/decks", &json!({"name": "Моя", "text": good})).await;
    assert_eq!(st, 401, "a guest saves no deck");
    let me = signup(addr, "Колодник").await;
    let save = |body: Value| {
        let me = me.clone();
        async move { as_login(addr, &me, "POST", "/api/decks", Some(&body)).await.0 }
    };
    assert_eq!(
        save(json!({"name": "Мало", "text": "3 Кочевник\n"})).await,
        422,
        "an illegal deck is not saved"
    );
    assert_eq!(save(json!({"name": "Моя", "text": good})).await, 200);
    let meta = get_json(addr, "/api/meta").await;
    let levels: Vec<&str> = meta["bots"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        levels,
        ["random", "greedy", "mcts-easy", "mcts-normal", "mcts-hard"],
        "the lobby offers the server's levels"
    );
    assert_eq!(meta["bots"][2]["name"], "Поиск: лёгкий");
    let meta_en = get_json(addr, "/api/meta?lang=en").await;
    assert_eq!(meta_en["bots"][2]["name"], "Search: easy");
    assert_eq!(meta["default_bot"], "greedy");
    assert!(meta["decks"].as_array().unwrap().iter().any(|d| d["id"] == "s:Моя"));
    // A saved deck can be played.
    let (id, _, _) = create(addr, json!({"mode": "bot", "deck": "s:Моя", "opponent_deck": "b1"})).await;
    assert!(!id.is_empty());
    let (st, _) = http(
        addr,
        "POST",
        "/api/games",
        Some("{\"mode\":\"bot\",\"deck\":\"s:Нет\"}"),
    )
    .await;
    assert_eq!(st, 400);
}

#[tokio::test]
async fn pages_and_assets_are_served_from_the_binary() {
    let (addr, _app) = start().await;
    for p in ["/", "/game", "/replay", "/decks", "/static/game.js", "/static/app.css"] {
        let (st, body) = http(addr, "GET", p, None).await;
        assert_eq!(st, 200, "{p}");
        assert!(!body.is_empty(), "{p}");
    }
    let (st, _) = http(addr, "GET", "/static/../Cargo.toml", None).await;
    assert_ne!(st, 200);
    let cards = get_json(addr, "/api/cards?lang=en").await;
    assert!(cards["cards"].as_array().unwrap().iter().all(|c| c["text"].is_string()));
}

/// The `Seed` tag of a finished game's record.
async fn record_seed(addr: std::net::SocketAddr, id: &str) -> u64 {
    let (st, text) = http(addr, "GET", &format!("/api/records/{id}.bgr"), None).await;
    assert_eq!(st, 200, "{text}");
    berserk_record::Record::parse("game.bgr", &text)
        .expect("a valid record")
        .tags
        .seed
}

/// Creates a game with `body`, plays option 0 until its creator holds a
/// hand (a bot answers the other seat), resigns, and returns the game's
/// seed and that hand.
async fn deal(addr: std::net::SocketAddr, body: &Value) -> (u64, Value) {
    let (id, token, _) = create(addr, body.clone()).await;
    let mut ws = connect(addr, &id, Some(&token)).await;
    let hand = loop {
        let m = decision(&mut ws).await;
        if m["hand"].as_array().is_some_and(|h| !h.is_empty()) {
            break m["hand"].clone();
        }
        send(&mut ws, &json!({"t": "choose", "i": 0})).await;
    };
    send(&mut ws, &json!({"t": "resign"})).await;
    while next(&mut ws).await["result"].is_null() {}
    (record_seed(addr, &id).await, hand)
}

#[tokio::test]
async fn chance_belongs_to_the_server() {
    // The server as `berserk serve` runs it: chance from the system.
    let (addr, app) = start_with(app_with(ServerConfig::default())).await;
    assert_eq!(app.server.seed_for_tests, None);
    // A seed sent by a client is refused, and no game is made.
    for seed in [json!(7), json!("7"), json!(null)] {
        let (st, r) = post_json(
            addr,
            "/api/games",
            &json!({"mode": "friend", "deck": "b0", "opponent_deck": "b1", "seed": seed}),
        )
        .await;
        assert_eq!(st, 400, "{r}");
        assert!(r["error"].as_str().unwrap().contains("seed"), "{r}");
    }
    assert!(get_json(addr, "/api/games").await["games"]
        .as_array()
        .unwrap()
        .is_empty());
    // The same request twice gets two different deals (and the bot its own
    // seed from the server too).
    let body = json!({"mode": "bot", "deck": "b0", "opponent_deck": "b0", "bot": "random"});
    let (seed1, hand1) = deal(addr, &body).await;
    let (seed2, hand2) = deal(addr, &body).await;
    assert_ne!(seed1, seed2, "two games of the same request share a seed");
    assert_ne!(hand1, hand2, "two games of the same request deal the same hand");
}

#[tokio::test]
async fn only_the_servers_bot_levels_are_accepted() {
    let (addr, _app) = start().await;
    for bot in [
        "mcts:think=3600s,threads=256",
        "mcts",
        "mcts:playouts=10000000",
        "Greedy",
        "",
    ] {
        let (st, r) = post_json(
            addr,
            "/api/games",
            &json!({"mode": "bot", "deck": "b0", "opponent_deck": "b1", "bot": bot}),
        )
        .await;
        assert_eq!(st, 400, "{bot}: {r}");
        let e = r["error"].as_str().unwrap();
        assert!(
            e.contains("random, greedy, mcts-easy, mcts-normal, mcts-hard"),
            "{bot}: {e}"
        );
    }
    for bot in ["random", "greedy", "mcts-easy", "mcts-normal", "mcts-hard"] {
        create(
            addr,
            json!({"mode": "bot", "deck": "b0", "opponent_deck": "b1", "bot": bot}),
        )
        .await;
    }
}

/// How long a request takes, in milliseconds.
async fn timed<T>(f: impl std::future::Future<Output = T>) -> (T, f64) {
    let t = std::time::Instant::now();
    let out = f.await;
    (out, t.elapsed().as_secs_f64() * 1000.0)
}

#[tokio::test]
async fn a_thinking_bot_holds_up_no_page_and_no_other_game() {
    // A level that thinks 3 s a decision, defined by the server's
    // configuration (as a client may not).
    let mut config = test_config(3);
    config.levels.push(berserk_server::BotLevel::new(
        "slow",
        "mcts:think=3s".parse().unwrap(),
        "Медленный",
        "Slow",
    ));
    let (addr, app) = start_with(app_with(config)).await;
    let (id, token, _) = create(
        addr,
        json!({"mode": "bot", "deck": "b0", "opponent_deck": "b1", "bot": "slow"}),
    )
    .await;
    // A friend game, at its first decision.
    let (fid, ftok, finv) = create(addr, json!({"mode": "friend", "deck": "b2", "opponent_deck": "b3"})).await;
    let mut fa = connect(addr, &fid, Some(&ftok)).await;
    let mut fb = connect(addr, &fid, finv.as_deref()).await;
    let (ma, mb) = (next(&mut fa).await, next(&mut fb).await);
    let friend = if ma["decider"] == ma["seat"] { &mut fa } else { &mut fb };
    let _ = mb;
    // Play the bot game until the bot searches a decision of its main phase.
    let mut ws = connect(addr, &id, Some(&token)).await;
    let mut rng = Lcg(3);
    let version = loop {
        let m = next(&mut ws).await;
        assert!(m["result"].is_null(), "the game ended before the bot searched");
        if m["decider"] == 2 && m["kind"] == "main" {
            break m["v"].clone();
        }
        let n = m["options"].as_array().map_or(0, |o| o.len());
        if n > 0 {
            send(&mut ws, &json!({"t": "choose", "i": rng.below(n)})).await;
        }
    };
    let thinking_since = std::time::Instant::now();
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    // While it thinks: the start page, the list of games (which reads the
    // bot's game too), and a move in the other game.
    let ((st, _), page) = timed(http(addr, "GET", "/", None)).await;
    assert_eq!(st, 200);
    let ((st, _), list) = timed(http(addr, "GET", "/api/games", None)).await;
    assert_eq!(st, 200);
    let (reply, mv) = timed(async {
        send(friend, &json!({"t": "choose", "i": 0})).await;
        next(friend).await
    })
    .await;
    assert_eq!(reply["t"], "state", "{reply}");
    // The bot was thinking all along: its game did not move.
    let still = json!(app.game(&id).unwrap().lock().version) == version;
    let elapsed = thinking_since.elapsed().as_secs_f64() * 1000.0;
    eprintln!("while the bot thought: GET / {page:.1} ms, GET /api/games {list:.1} ms, a move {mv:.1} ms");
    for (what, ms) in [("GET /", page), ("GET /api/games", list), ("a move", mv)] {
        assert!(ms < 1000.0, "{what} took {ms:.0} ms while a bot thought");
    }
    assert!(
        still,
        "the bot answered within {elapsed:.0} ms: it did not think for 3 s"
    );
    // Resigning does not wait for the search either; the search is dropped.
    let (_, resign) = timed(async {
        send(&mut ws, &json!({"t": "resign"})).await;
        while next(&mut ws).await["result"].is_null() {}
    })
    .await;
    eprintln!("resigning while the bot thought: {resign:.1} ms");
    assert!(resign < 1000.0, "resigning took {resign:.0} ms");
}

/// The close frame (code, reason) that ends `ws`, skipping other messages;
/// `None` if the connection ended without one.
async fn close_of(ws: &mut Ws) -> Option<(u16, String)> {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    loop {
        let m = tokio::time::timeout(std::time::Duration::from_secs(20), ws.next())
            .await
            .expect("the connection ends within 20 s");
        match m {
            Some(Ok(Message::Close(f))) => return f.map(|f| (u16::from(f.code), f.reason.to_string())),
            Some(Ok(_)) => continue,
            None | Some(Err(_)) => return None,
        }
    }
}

#[tokio::test]
async fn a_socket_over_its_message_rate_is_refused_then_closed() {
    let (addr, app) = start().await;
    let (rate, burst) = (app.server.limits.ws_rate, app.server.limits.ws_burst);
    assert_eq!((rate, burst), (20, 40), "the defaults");
    let (id, _, _) = create(addr, json!({"mode": "friend", "deck": "b0", "opponent_deck": "b1"})).await;
    let mut spec = connect(addr, &id, None).await;
    let _ = next(&mut spec).await;
    // A burst of unknown messages: each within the rate gets its error,
    // then the rate's refusals, then the close.
    for _ in 0..(3 * burst) {
        send_raw(&mut spec, r#"{"t":"fly"}"#).await;
    }
    let mut malformed = 0;
    let mut too_many = 0;
    let close = loop {
        use futures_util::StreamExt;
        use tokio_tungstenite::tungstenite::Message;
        match tokio::time::timeout(std::time::Duration::from_secs(20), spec.next())
            .await
            .unwrap()
        {
            Some(Ok(Message::Text(t))) => {
                let m: Value = serde_json::from_str(&t).unwrap();
                assert_eq!(m["t"], "error", "{m}");
                let text = m["text"].as_str().unwrap();
                if text.contains("too many messages") {
                    too_many += 1;
                } else {
                    malformed += 1;
                }
            }
            Some(Ok(Message::Close(f))) => break f.map(|f| (u16::from(f.code), f.reason.to_string())),
            other => panic!("unexpected {other:?}"),
        }
    };
    eprintln!("{malformed} answered, {too_many} refused for the rate, then {close:?}");
    assert!(
        (burst as usize..=2 * burst as usize).contains(&malformed),
        "{malformed}"
    );
    // Refused with an error until the close: at least the run of refusals
    // that closes it (a loaded machine may refill the rate in between, and
    // an accepted message starts the run again), never more than was sent.
    assert!(
        too_many >= burst as usize - 1 && malformed + too_many <= 3 * burst as usize,
        "refused with an error until the close: {too_many}"
    );
    let (code, reason) = close.expect("a close frame");
    assert_eq!(code, 1008);
    assert!(reason.contains("too many messages"), "{reason}");
    // The game is not harmed: a new connection reads it.
    let mut again = connect(addr, &id, None).await;
    assert_eq!(next(&mut again).await["t"], "state");
}

#[tokio::test]
async fn a_message_over_the_limit_closes_the_socket() {
    let (addr, app) = start().await;
    let max = app.server.limits.ws_max_message;
    assert_eq!(max, 16 * 1024);
    let (id, token, _) = create(addr, json!({"mode": "friend", "deck": "b0", "opponent_deck": "b1"})).await;
    for size in [max + 1, 3 * max] {
        let mut ws = connect(addr, &id, Some(&token)).await;
        let _ = next(&mut ws).await;
        send_raw(&mut ws, &format!(r#"{{"t":"sync","pad":"{}"}}"#, "x".repeat(size))).await;
        let (code, reason) = close_of(&mut ws).await.expect("a close frame");
        assert_eq!(code, 1009, "{size}: {reason}");
        assert!(reason.contains("too long"), "{reason}");
    }
    // Far over it, the protocol drops the connection.
    let mut ws = connect(addr, &id, Some(&token)).await;
    let _ = next(&mut ws).await;
    use futures_util::SinkExt;
    let _ = ws
        .send(tokio_tungstenite::tungstenite::Message::Text(
            "x".repeat(8 * max).into(),
        ))
        .await;
    let _ = close_of(&mut ws).await;
    // Under the limit (but longer than any message): an error, and it goes on.
    let mut ws = connect(addr, &id, Some(&token)).await;
    let first = next(&mut ws).await;
    send_raw(&mut ws, &format!(r#"{{"t":"sync","pad":"{}"}}"#, "x".repeat(max - 100))).await;
    assert_eq!(next(&mut ws).await["t"], "error");
    send(&mut ws, &json!({"t": "sync"})).await;
    assert_eq!(next(&mut ws).await["v"], first["v"]);
}

#[tokio::test]
async fn bodies_and_requests_over_the_limits_are_refused() {
    let (addr, app) = start().await;
    let max = app.server.limits.max_body;
    assert_eq!(max, 64 * 1024);
    let text = "3 Кочевник\n".repeat(max / 10);
    let body = json!({"name": "big", "text": text}).to_string();
    assert!(body.len() > max);
    for path in ["/api/decks/check", "/api/decks", "/api/games"] {
        let (st, r) = http(addr, "POST", path, Some(&body)).await;
        assert_eq!(st, 413, "{path}: {r}");
        assert!(r.contains("too large"), "{path}: {r}");
    }
    // Game creation takes far less.
    let pad = "x".repeat(5000);
    let (st, r) = http(
        addr,
        "POST",
        "/api/games",
        Some(&format!(r#"{{"mode":"bot","deck":"b0","x":"{pad}"}}"#)),
    )
    .await;
    assert_eq!(st, 413, "{r}");
    let (st, r) = http(addr, "GET", &format!("/api/cards?x={}", "a".repeat(9000)), None).await;
    assert_eq!(st, 414, "{r}");
    // Just under the limit is read (and checked).
    let small = json!({"name": "ok", "text": "3 Кочевник\n".repeat(100)}).to_string();
    let (st, r) = http(addr, "POST", "/api/decks/check", Some(&small)).await;
    assert_eq!(st, 200, "{r}");
}

#[tokio::test]
async fn an_address_may_keep_only_so_many_unfinished_games() {
    let mut config = test_config(11);
    config.limits.open_games_per_address = 3;
    let (addr, app) = start_with(app_with(config)).await;
    let body = json!({"mode": "friend", "deck": "b0", "opponent_deck": "b1"});
    let mut games = Vec::new();
    for _ in 0..3 {
        games.push(create(addr, body.clone()).await);
    }
    let (st, r) = post_json(addr, "/api/games", &body).await;
    assert_eq!(st, 429, "{r}");
    let e = r["error"].as_str().unwrap();
    assert!(
        e.contains("too many unfinished games") && e.contains("at most 3"),
        "{e}"
    );
    assert_eq!(app.open_games_of("127.0.0.1".parse().unwrap()), 3);
    assert_eq!(app.all_games().len(), 3, "the refused game was not made");
    // A finished game frees a place.
    let (id, token, _) = &games[0];
    let mut ws = connect(addr, id, Some(token)).await;
    let _ = next(&mut ws).await;
    send(&mut ws, &json!({"t": "resign"})).await;
    while next(&mut ws).await["result"].is_null() {}
    create(addr, body.clone()).await;
    let (st, _) = post_json(addr, "/api/games", &body).await;
    assert_eq!(st, 429);
}

#[tokio::test]
async fn an_idle_game_ends_as_abandoned() {
    let mut config = test_config(12);
    config.limits.idle_game_secs = 1;
    let (addr, app) = start_with(app_with(config)).await;
    let (id, token, _) = create(addr, json!({"mode": "friend", "deck": "b0", "opponent_deck": "b1"})).await;
    let mut ws = connect(addr, &id, Some(&token)).await;
    let first = next(&mut ws).await;
    assert!(first["result"].is_null());
    let t = std::time::Instant::now();
    let end = next(&mut ws).await;
    let after = t.elapsed().as_secs_f64();
    eprintln!("abandoned after {after:.2} s idle");
    assert!((0.9..5.0).contains(&after), "{after}");
    assert_eq!(end["abandoned"], true, "{end}");
    assert_eq!(end["result"]["reason"], "Abandoned");
    assert_eq!(end["options"], json!([]));
    // No more moves; the game is among the finished ones as abandoned.
    send(&mut ws, &json!({"t": "choose", "i": 0})).await;
    let r = next(&mut ws).await;
    assert_eq!(r["t"], "refused", "{r}");
    let games = get_json(addr, "/api/games").await;
    assert_eq!(games["games"][0]["over"], true, "{games}");
    let records = get_json(addr, "/api/records").await;
    assert_eq!(records["records"][0]["id"], id.as_str());
    assert_eq!(records["records"][0]["result"], "abandoned");
    assert!(app.store.list_live().unwrap().is_empty(), "no longer live");
    let (st, _) = http(addr, "GET", &format!("/api/replay/{id}?n=3"), None).await;
    assert_eq!(st, 200, "an abandoned game replays");
    assert_eq!(app.open_games_of("127.0.0.1".parse().unwrap()), 0);
}

/// Plays the two seats of a friend game in turn, `moves` random choices;
/// returns the milliseconds from each choice sent to its new state.
async fn timed_moves(seats: &mut [Ws; 2], state: &mut [Value; 2], rng: &mut Lcg, moves: usize) -> Vec<f64> {
    let mut lat = Vec::new();
    for _ in 0..moves {
        let Some(d) = state[0]["decider"].as_u64().map(|d| d as usize - 1) else {
            break;
        };
        let n = state[d]["options"].as_array().unwrap().len();
        let v0 = state[d]["v"].as_u64().unwrap();
        let t = std::time::Instant::now();
        send(&mut seats[d], &json!({"t": "choose", "i": rng.below(n)})).await;
        loop {
            let m = next(&mut seats[d]).await;
            if m["t"] == "state" && m["v"].as_u64().unwrap() > v0 {
                state[d] = m;
                break;
            }
        }
        lat.push(t.elapsed().as_secs_f64() * 1000.0);
        let o = 1 - d;
        while state[o]["v"].as_u64() < state[d]["v"].as_u64() {
            state[o] = next(&mut seats[o]).await;
        }
    }
    lat
}

#[tokio::test]
async fn spectators_spamming_sync_stay_within_their_budget_and_slow_no_one() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    let mut config = test_config(13);
    // No rate limit to speak of: the byte budget and the cheap `sync` are
    // what is tested.
    config.limits.ws_rate = 1_000_000;
    config.limits.ws_burst = 1_000_000;
    config.limits.ws_bytes_per_sec = 256 * 1024;
    config.limits.ws_bytes_burst = 512 * 1024;
    let (rate, burst) = (config.limits.ws_bytes_per_sec, config.limits.ws_bytes_burst);
    let (addr, _app) = start_with(app_with(config)).await;
    // The watched game, played a while so that its state is large, and
    // played on during the spam (so the whole state changes).
    let (watched, wtoken, _) = create(
        addr,
        json!({"mode": "bot", "deck": "b4", "opponent_deck": "b6", "bot": "random"}),
    )
    .await;
    let mut w = connect(addr, &watched, Some(&wtoken)).await;
    let mut rng = Lcg(21);
    for _ in 0..60 {
        let m = decision(&mut w).await;
        assert!(m["result"].is_null());
        let n = m["options"].as_array().unwrap().len();
        send(&mut w, &json!({"t": "choose", "i": rng.below(n)})).await;
    }
    let whole = {
        let mut s = connect(addr, &watched, None).await;
        next_text(&mut s).await.len()
    };
    // The measured game: two people.
    let (other, t1, t2) = create(addr, json!({"mode": "friend", "deck": "b0", "opponent_deck": "b1"})).await;
    let mut seats = [
        connect(addr, &other, Some(&t1)).await,
        connect(addr, &other, t2.as_deref()).await,
    ];
    let mut state = [next(&mut seats[0]).await, next(&mut seats[1]).await];
    let quiet = timed_moves(&mut seats, &mut state, &mut rng, 10).await;
    // Four spectators spam `sync` for 3 s, counting what they receive.
    let spam = std::time::Duration::from_secs(3);
    let mut spammers = Vec::new();
    for _ in 0..4 {
        let (mut tx, mut rx) = connect(addr, &watched, None).await.split();
        spammers.push(tokio::spawn(async move {
            let start = std::time::Instant::now();
            let sender = async {
                while start.elapsed() < spam {
                    if tx.send(Message::Text(r#"{"t":"sync"}"#.into())).await.is_err() {
                        break;
                    }
                    // Let the reader read (a send that never waits would starve it).
                    tokio::task::yield_now().await;
                }
            };
            let (mut bytes, mut states, mut unchanged, mut largest) = (0usize, 0usize, 0usize, 0usize);
            let reader = async {
                while let Ok(Some(Ok(m))) = tokio::time::timeout(spam.saturating_sub(start.elapsed()), rx.next()).await
                {
                    if let Message::Text(t) = m {
                        bytes += t.len();
                        largest = largest.max(t.len());
                        if t.starts_with(r#"{"t":"unchanged""#) {
                            unchanged += 1;
                        } else {
                            states += 1;
                        }
                    }
                }
            };
            let _ = tokio::time::timeout(spam, futures_util::future::join(sender, reader)).await;
            (bytes, states, unchanged, largest, start.elapsed().as_secs_f64())
        }));
    }
    // Meanwhile the watched game goes on, and the other game is played.
    let watched_moves = tokio::spawn(async move {
        let t = std::time::Instant::now();
        while t.elapsed() < spam {
            let m = decision(&mut w).await;
            if !m["result"].is_null() {
                break;
            }
            let n = m["options"].as_array().unwrap().len();
            send(&mut w, &json!({"t": "choose", "i": rng.below(n)})).await;
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
    });
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let mut rng = Lcg(22);
    let busy = timed_moves(&mut seats, &mut state, &mut rng, 20).await;
    watched_moves.await.unwrap();
    let max = |v: &[f64]| v.iter().cloned().fold(0.0, f64::max);
    let median = |v: &[f64]| {
        let mut v = v.to_vec();
        v.sort_by(|a, b| a.partial_cmp(b).unwrap());
        v[v.len() / 2]
    };
    eprintln!(
        "whole state {whole} B; a move: {:.1} ms median, {:.1} ms max quiet; {:.1} ms median, {:.1} ms max while 4 spectators spam sync",
        median(&quiet),
        max(&quiet),
        median(&busy),
        max(&busy)
    );
    assert!(busy.len() >= 10, "moves played");
    assert!(
        max(&busy) < 500.0,
        "a move took {:.0} ms while spectators spammed",
        max(&busy)
    );
    for s in spammers {
        let (bytes, states, unchanged, largest, secs) = s.await.unwrap();
        let allowed = burst as f64 + rate as f64 * secs + largest as f64;
        eprintln!(
            "a spammer: {bytes} B in {secs:.2} s ({states} states, {unchanged} unchanged); budget {allowed:.0} B"
        );
        assert!(
            (bytes as f64) <= allowed,
            "{bytes} B sent, over the budget of {allowed:.0} B"
        );
        assert!(unchanged > 0, "a repeated sync is answered `unchanged`");
    }
}

/// The friend flow: the creator's name, the friend's connection told to the
/// creator, the friend's own name, all in the states and in the record; a
/// bad name is refused with a reason and changes nothing.
#[tokio::test]
async fn friends_have_names_and_the_creator_sees_the_friend_join() {
    let (addr, app) = start().await;
    let (status, e) = post_json(
        addr,
        "/api/games",
        &json!({"mode": "friend", "deck": "b0", "opponent_deck": "b1", "name": " "}),
    )
    .await;
    assert_eq!(status, 400, "{e}");
    assert!(e["error"].as_str().unwrap().contains("name"), "{e}");
    let (id, token, invite) = create(
        addr,
        json!({"mode": "friend", "deck": "b0", "opponent_deck": "b1", "side": 1, "name": "  Аня "}),
    )
    .await;
    let mut a = connect(addr, &id, Some(&token)).await;
    let s = next(&mut a).await;
    assert_eq!(s["joined"], json!([true, false]), "the friend has not come yet");
    let names = |s: &Value| [s["players"][0]["name"].clone(), s["players"][1]["name"].clone()];
    assert_eq!(names(&s), [json!("Аня"), json!("Друг")]);
    let mut b = connect(addr, &id, Some(&invite.unwrap())).await;
    let _ = next(&mut b).await;
    assert_eq!(next(&mut a).await["joined"], json!([true, true]), "the creator is told");
    // The friend names themself; a bad name is refused.
    send(&mut b, &json!({"t": "name", "name": "x".repeat(25)})).await;
    let r = next(&mut b).await;
    assert_eq!(r["t"], "refused", "{r}");
    send(&mut b, &json!({"t": "name", "name": "Борис"})).await;
    let s = next(&mut a).await;
    assert_eq!(names(&s), [json!("Аня"), json!("Борис")]);
    // The lobby and the record say so.
    let games = get_json(addr, "/api/games").await;
    let listed = games["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == json!(id))
        .cloned()
        .unwrap();
    assert!(
        listed.to_string().contains("Аня") && listed.to_string().contains("Борис"),
        "{listed}"
    );
    let h = app.game(&id).unwrap();
    assert_eq!(
        h.lock().recorder().record().tags.players,
        ["Аня".to_string(), "Борис".to_string()]
    );
}

// ---- Accounts, CSRF, owned decks, the rated queue (issue 27, items 4–5) ----

#[tokio::test]
async fn sign_up_log_in_and_out_with_a_secure_http_only_cookie() {
    // The default configuration: the cookie is Secure.
    let (addr, app) = start_with(app_with(test_config(3))).await;
    assert!(app.server.secure_cookies);
    let (st, j, login) = account(addr, "/api/signup", "Ариана", "correct horse").await;
    assert_eq!(st, 200, "{j}");
    let login = login.unwrap();
    for flag in ["HttpOnly", "SameSite=Lax", "Secure", "Path=/"] {
        assert!(login.set_cookie.contains(flag), "{flag} in {}", login.set_cookie);
    }
    assert!(
        login.cookie.starts_with("berserk_login=") && login.csrf.len() == 32,
        "{login:?}"
    );
    // The password is kept as a salted Argon2id PHC string, never as given.
    let (_, hash) = app.store.account_for_login("ариана").unwrap().unwrap();
    assert!(
        hash.starts_with("$argon2id$v=19$") && !hash.contains("correct horse"),
        "{hash}"
    );
    // A name is taken whatever its case.
    let (st, j, _) = account(addr, "/api/signup", "АРИАНА", "another password").await;
    assert_eq!(st, 409, "{j}");
    assert_eq!(j["error_ru"], "Это имя уже занято");
    let (st, _, _) = account(addr, "/api/signup", "Коротыш", "short").await;
    assert_eq!(st, 400, "a short password");
    // Wrong password, unknown name: one answer.
    let (st, j, none) = account(addr, "/api/login", "Ариана", "wrong horse").await;
    assert_eq!((st, none.is_none()), (401, true), "{j}");
    assert_eq!(j["error"], "Wrong name or password");
    let (st, _, _) = account(addr, "/api/login", "Никто", "correct horse").await;
    assert_eq!(st, 401);
    let (st, _, again) = account(addr, "/api/login", "Ариана", "correct horse").await;
    assert_eq!(st, 200);
    let again = again.unwrap();
    let (st, me) = as_login(addr, &again, "GET", "/api/me", None).await;
    assert_eq!(st, 200);
    assert_eq!(me["account"]["name"], "Ариана");
    assert_eq!(me["account"]["rating"], 1500.0);
    assert_eq!(me["csrf"], again.csrf.as_str());
    // Logout forgets the login: the same cookie is a guest's.
    let (st, _) = as_login(addr, &again, "POST", "/api/logout", Some(&json!({}))).await;
    assert_eq!(st, 200);
    let (_, me) = as_login(addr, &again, "GET", "/api/me", None).await;
    assert_eq!(me["account"], Value::Null, "{me}");
    // The first login still holds.
    let (_, me) = as_login(addr, &login, "GET", "/api/me", None).await;
    assert_eq!(me["account"]["name"], "Ариана");
    // Plain http for tests: the Secure flag off by configuration.
    let mut plain = test_config(3);
    plain.secure_cookies = false;
    let (addr, _) = start_with(app_with(plain)).await;
    let l = signup(addr, "Ариана").await;
    assert!(
        l.set_cookie.contains("HttpOnly") && !l.set_cookie.contains("Secure"),
        "{}",
        l.set_cookie
    );
}

#[tokio::test]
async fn state_changing_requests_need_the_csrf_token_and_this_site() {
    let (addr, _app) = start().await;
    let me = signup(addr, "Страж").await;
    let body = json!({"mode": "bot", "deck": "b0"}).to_string();
    let post = |headers: Vec<(&'static str, String)>| {
        let body = body.clone();
        async move {
            let hs: Vec<(&str, &str)> = headers.iter().map(|(k, v)| (*k, v.as_str())).collect();
            http_full(addr, "POST", "/api/games", Some(&body), &hs).await.0
        }
    };
    let cookie = me.cookie.clone();
    // With the login cookie: no token, a wrong one, the right one.
    assert_eq!(post(vec![("Cookie", cookie.clone())]).await, 403, "no CSRF token");
    assert_eq!(
        post(vec![("Cookie", cookie.clone()), ("X-CSRF-Token", "0".repeat(32))]).await,
        403,
        "a wrong CSRF token"
    );
    assert_eq!(
        post(vec![("Cookie", cookie.clone()), ("X-CSRF-Token", me.csrf.clone())]).await,
        200
    );
    // Another site's page, with or without the cookie.
    assert_eq!(
        post(vec![
            ("Cookie", cookie.clone()),
            ("X-CSRF-Token", me.csrf.clone()),
            ("Origin", "http://evil.example".into())
        ])
        .await,
        403,
        "another origin"
    );
    assert_eq!(post(vec![("Origin", "null".into())]).await, 403, "an opaque origin");
    assert_eq!(
        post(vec![("Sec-Fetch-Site", "cross-site".into())]).await,
        403,
        "a browser that says cross-site"
    );
    assert_eq!(
        post(vec![
            ("Origin", format!("http://{addr}")),
            ("Sec-Fetch-Site", "same-origin".into())
        ])
        .await,
        200,
        "this site, as a guest"
    );
    // Login itself is refused from another site (no login CSRF).
    let creds = json!({"name": "Страж", "password": "password1"}).to_string();
    let (st, _, _) = http_full(
        addr,
        "POST",
        "/api/login",
        Some(&creds),
        &[("Origin", "http://evil.example")],
    )
    .await;
    assert_eq!(st, 403);
    // Reading needs no token.
    let (st, _, _) = http_full(addr, "GET", "/api/me", None, &[("Cookie", &cookie)]).await;
    assert_eq!(st, 200);
}

#[tokio::test]
async fn a_saved_deck_is_its_owners_alone() {
    let (addr, app) = start().await;
    let good = "3 Кочевник\n3 Кшар\n2 Мантикора\n2 Аколит Дзара\n3 Змееглав\n3 Орк\n1 Санкторум\n3 Посвященный Дзара\n2 Матросы Аделаиды\n2 Ассасин\n3 Головорез\n3 Арацент\n";
    let (a, b) = (signup(addr, "Хозяин").await, signup(addr, "Чужой").await);
    let deck = json!({"name": "Степь", "text": good});
    assert_eq!(as_login(addr, &a, "POST", "/api/decks", Some(&deck)).await.0, 200);
    // Another account may neither overwrite nor delete it; a guest saves nothing.
    let (st, j) = as_login(addr, &b, "POST", "/api/decks", Some(&deck)).await;
    assert_eq!(st, 403, "{j}");
    assert!(j["error_ru"].as_str().unwrap().contains("другому игроку"), "{j}");
    let del = json!({"name": "Степь"});
    assert_eq!(as_login(addr, &b, "POST", "/api/decks/delete", Some(&del)).await.0, 403);
    assert_eq!(post_json(addr, "/api/decks", &deck).await.0, 401);
    assert_eq!(post_json(addr, "/api/decks/delete", &del).await.0, 401);
    let decks = get_json(addr, "/api/decks").await;
    assert_eq!(decks["decks"][0]["owner"], "Хозяин", "{decks}");
    let meta = get_json(addr, "/api/meta").await;
    assert!(
        meta["decks"]
            .as_array()
            .unwrap()
            .iter()
            .any(|d| d["id"] == "s:Степь" && d["name"] == "Степь (Хозяин)"),
        "{meta}"
    );
    // The owner may change and delete it.
    assert_eq!(as_login(addr, &a, "POST", "/api/decks", Some(&deck)).await.0, 200);
    assert_eq!(as_login(addr, &a, "POST", "/api/decks/delete", Some(&del)).await.0, 200);
    assert_eq!(as_login(addr, &a, "POST", "/api/decks/delete", Some(&del)).await.0, 404);
    // A deck saved before accounts is nobody's: nobody may change it.
    app.store
        .save_deck(&berserk_server::SavedDeck {
            name: "Старая".into(),
            text: "deck \"Старая\"\n".into(),
        })
        .unwrap();
    let old = json!({"name": "Старая", "text": good});
    assert_eq!(as_login(addr, &a, "POST", "/api/decks", Some(&old)).await.0, 403);
    assert_eq!(
        as_login(addr, &a, "POST", "/api/decks/delete", Some(&json!({"name": "Старая"})))
            .await
            .0,
        403
    );
}

#[tokio::test]
async fn login_attempts_are_limited() {
    let mut config = test_config(3);
    config.limits.login_burst = 3;
    config.limits.login_per_minute = 1;
    let (addr, _) = start_with(app_with(config)).await;
    // Sign-up takes one attempt of the address; then two wrong passwords.
    signup(addr, "Осада").await;
    for _ in 0..2 {
        assert_eq!(account(addr, "/api/login", "Осада", "guess-guess").await.0, 401);
    }
    // Over the limit: refused even with the right password.
    let (st, j, _) = account(addr, "/api/login", "Осада", "password1").await;
    assert_eq!(st, 429, "{j}");
    assert!(j["error_ru"].as_str().unwrap().contains("попыток"), "{j}");
}

#[tokio::test]
async fn an_account_plays_under_its_name_and_its_games_are_its_own() {
    let (addr, app) = start_with(app_with(machine_speed_config(4))).await;
    let me = signup(addr, "Именной").await;
    let (st, j) = as_login(
        addr,
        &me,
        "POST",
        "/api/games",
        Some(&json!({"mode": "friend", "deck": "b0", "name": "Другое"})),
    )
    .await;
    assert_eq!(st, 200, "{j}");
    let id = j["id"].as_str().unwrap().to_string();
    let games = get_json(addr, "/api/games").await;
    assert_eq!(games["games"][0]["players"][0], "Именной", "{games}");
    let mut ws = connect(addr, &id, j["token"].as_str()).await;
    next(&mut ws).await;
    send(&mut ws, &json!({"t": "name", "name": "Самозванец"})).await;
    let r = next(&mut ws).await;
    assert_eq!(r["t"], "refused", "an account's seat keeps its name: {r}");
    send(&mut ws, &json!({"t": "resign"})).await;
    let end = decision(&mut ws).await;
    assert!(!end["result"].is_null());
    let h = app.game(&id).unwrap();
    assert!(h.lock().accounts[0].is_some(), "the creator's seat is the account's");
    // The finished game is in the account's profile, unrated.
    let profile = get_json(addr, "/api/players/Именной").await;
    assert_eq!(profile["records"][0]["id"], id.as_str(), "{profile}");
    assert_eq!(profile["records"][0]["players"][0], "Именной");
    assert_eq!(profile["games"], 0, "an unrated game changes no rating");
    assert_eq!(http(addr, "GET", "/api/players/Никого", None).await.0, 404);
}

/// Two accounts in the rated queue; returns their logins and views of the
/// game found (A's, B's).
async fn rated_pair(addr: std::net::SocketAddr, a: &str, b: &str) -> (Login, Login, Value, Value) {
    let (la, lb) = (signup(addr, a).await, signup(addr, b).await);
    let (st, wa) = as_login(addr, &la, "POST", "/api/queue", Some(&json!({"deck": "b4"}))).await;
    assert_eq!(st, 200, "{wa}");
    assert_eq!(wa["state"], "waiting", "alone in the queue: {wa}");
    let (_, vb) = as_login(addr, &lb, "POST", "/api/queue", Some(&json!({"deck": "b6"}))).await;
    assert_eq!(vb["state"], "matched", "equal ratings pair at once: {vb}");
    let (_, va) = as_login(addr, &la, "GET", "/api/queue", None).await;
    assert_eq!(va["state"], "matched", "{va}");
    assert_eq!(va["game"], vb["game"]);
    assert_ne!(va["seat"], vb["seat"]);
    assert_eq!((va["opponent"].as_str(), vb["opponent"].as_str()), (Some(b), Some(a)));
    (la, lb, va, vb)
}

#[tokio::test]
async fn the_rated_queue_pairs_and_a_finished_game_rates_both_once() {
    let (addr, app) = start_with(app_with(machine_speed_config(21))).await;
    // A guest has no place in the queue.
    assert_eq!(post_json(addr, "/api/queue", &json!({"deck": "b0"})).await.0, 401);
    let (la, lb, va, vb) = rated_pair(addr, "Альфа", "Бета").await;
    let id = va["game"].as_str().unwrap().to_string();
    assert!(app.game(&id).unwrap().lock().rated);
    let (ta, tb) = (va["token"].as_str().unwrap(), vb["token"].as_str().unwrap());
    let mut w0 = connect(addr, &id, Some(ta)).await;
    let mut w1 = connect(addr, &id, Some(tb)).await;
    let mut rng = Lcg(5);
    let mut texts: [Vec<String>; 2] = [Vec::new(), Vec::new()];
    // Pages read while the game runs: the queue, the profiles, the leaderboard.
    let mut pages: Vec<(usize, String)> = Vec::new();
    let mut moves = 0;
    let mut resigned = false;
    let mut done = [false; 2];
    let mut acted = [0u64; 2];
    while done.iter().any(|d| !d) {
        let (k, text) = tokio::select! {
            t = next_text(&mut w0), if !done[0] => (0, t),
            t = next_text(&mut w1), if !done[1] => (1, t),
        };
        let m: Value = serde_json::from_str(&text).unwrap();
        texts[k].push(text);
        if m["t"] != "state" {
            continue;
        }
        if !m["result"].is_null() {
            done[k] = true;
            continue;
        }
        let v = m["v"].as_u64().unwrap();
        let opts = m["options"].as_array().unwrap();
        if !opts.is_empty() && v > acted[k] {
            acted[k] = v;
            moves += 1;
            if moves % 10 == 0 {
                for (who, l) in [(0, &la), (1, &lb)] {
                    pages.push((who, as_login(addr, l, "GET", "/api/queue", None).await.1.to_string()));
                    pages.push((
                        who,
                        as_login(addr, l, "GET", "/api/players/Альфа", None).await.1.to_string(),
                    ));
                }
                pages.push((2, http(addr, "GET", "/api/leaderboard", None).await.1));
                pages.push((2, http(addr, "GET", "/profile?u=Бета", None).await.1));
            }
            // A gives up after a while.
            let msg = if moves >= 60 && k == 0 && !resigned {
                resigned = true;
                json!({"t": "resign"})
            } else {
                // Random play that buys while it can: a squad finished empty
                // would end the game before the pages are read.
                let keep: Vec<usize> = (0..opts.len())
                    .filter(|&i| opts[i]["kind"] != "finish_buying")
                    .collect();
                let i = if keep.is_empty() {
                    rng.below(opts.len())
                } else {
                    keep[rng.below(keep.len())]
                };
                json!({"t": "choose", "i": i})
            };
            send(if k == 0 { &mut w0 } else { &mut w1 }, &msg).await;
        }
    }
    assert!(pages.len() >= 5, "pages read during the game: {moves} moves");
    // Nothing hidden in the pages: no card of either deck named, and no
    // seat token but the reader's own.
    let names: BTreeSet<String> = deck_names(&app, 4).union(&deck_names(&app, 6)).cloned().collect();
    for (who, p) in &pages {
        for n in &names {
            assert!(!p.contains(n.as_str()), "card {n} named in a page: {p}");
        }
        let foreign = match who {
            0 => vec![tb],
            1 => vec![ta],
            _ => vec![ta, tb],
        };
        for t in foreign {
            assert!(!p.contains(t), "another's seat token in a page: {p}");
        }
    }
    // The seats' messages pass the scan of the friend games.
    let seat_a = va["seat"].as_u64().unwrap();
    let seat_b = vb["seat"].as_u64().unwrap();
    let (deck_of_a, deck_of_b) = (deck_names(&app, 4), deck_names(&app, 6));
    let only_a: BTreeSet<String> = deck_of_a.difference(&deck_of_b).cloned().collect();
    let only_b: BTreeSet<String> = deck_of_b.difference(&deck_of_a).cloned().collect();
    let pa = if seat_a == 1 { Player::P1 } else { Player::P2 };
    let hidden_a: BTreeSet<String> = never_seen(&app, &id, pa).difference(&deck_of_b).cloned().collect();
    let hidden_b: BTreeSet<String> = never_seen(&app, &id, pa.opponent())
        .difference(&deck_of_a)
        .cloned()
        .collect();
    scan(&texts[0], Some(seat_a), &hidden_b, &only_b);
    scan(&texts[1], Some(seat_b), &hidden_a, &only_a);
    // Both ratings moved once, the winner's up.
    let wait = std::time::Instant::now();
    let (pa_, pb_) = loop {
        let pa_ = get_json(addr, "/api/players/Альфа").await;
        let pb_ = get_json(addr, "/api/players/Бета").await;
        if pa_["games"] == 1 && pb_["games"] == 1 {
            break (pa_, pb_);
        }
        assert!(wait.elapsed().as_secs() < 20, "the ratings: {pa_} {pb_}");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    let result = get_json(addr, "/api/records").await["records"][0]["result"].clone();
    let a_won = (result == "1-0") == (seat_a == 1);
    assert!(result == "1-0" || result == "0-1", "{result}");
    let (ra, rb) = (pa_["rating"].as_f64().unwrap(), pb_["rating"].as_f64().unwrap());
    assert_eq!(a_won, ra > 1500.0, "{result}: {ra}");
    assert_eq!(!a_won, rb > 1500.0, "{result}: {rb}");
    assert_eq!(pa_["history"].as_array().unwrap().len(), 1);
    assert_eq!(pa_["history"][0]["game"], id.as_str());
    assert_eq!(pa_["records"][0]["id"], id.as_str());
    // Once: storing again changes nothing.
    let h = app.game(&id).unwrap();
    app.after_change(&h);
    let same = get_json(addr, "/api/players/Альфа").await;
    assert_eq!(
        (same["games"].clone(), same["rating"].clone()),
        (json!(1), pa_["rating"].clone())
    );
    assert!(!app.store.rate_game(&id, [1, 2], 0, &|a, b| (a, b)).unwrap());
    // The leaderboard: the winner first.
    let board = get_json(addr, "/api/leaderboard").await;
    let first = if a_won { "Альфа" } else { "Бета" };
    assert_eq!(board["players"][0]["name"], first, "{board}");
    assert_eq!(board["players"].as_array().unwrap().len(), 2);
    for page in ["/leaders", "/profile?u=Альфа"] {
        let (st, body) = http(addr, "GET", page, None).await;
        assert_eq!(st, 200);
        assert!(body.contains("players.js"), "{page}");
    }
}

#[tokio::test]
async fn an_abandoned_rated_game_is_lost_by_the_one_who_left() {
    let mut config = test_config(22);
    config.limits.idle_game_secs = 1;
    let (addr, app) = start_with(app_with(config)).await;
    let (_la, _lb, va, _vb) = rated_pair(addr, "Ушедший", "Оставшийся").await;
    let id = va["game"].as_str().unwrap().to_string();
    let waited = app.game(&id).unwrap().lock().waiting_for().expect("a decision pending");
    let a_seat = if va["seat"] == 1 { Player::P1 } else { Player::P2 };
    let (left, stayed) = if waited == a_seat {
        ("Ушедший", "Оставшийся")
    } else {
        ("Оставшийся", "Ушедший")
    };
    let wait = std::time::Instant::now();
    loop {
        let p = get_json(addr, &format!("/api/players/{left}")).await;
        if p["games"] == 1 {
            assert!(p["rating"].as_f64().unwrap() < 1500.0, "{p}");
            break;
        }
        assert!(wait.elapsed().as_secs() < 20, "{p}");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let p = get_json(addr, &format!("/api/players/{stayed}")).await;
    assert!(p["rating"].as_f64().unwrap() > 1500.0, "{p}");
    assert_eq!(
        get_json(addr, "/api/records").await["records"][0]["result"],
        "abandoned"
    );
}

#[tokio::test]
async fn far_ratings_wait_for_the_window_to_widen() {
    let mut config = test_config(23);
    config.queue_window = berserk_server::rating::Window {
        base: 50.0,
        per_sec: 400.0,
        max: 600.0,
    };
    let (addr, app) = start_with(app_with(config)).await;
    let (la, lb) = (signup(addr, "Сильный").await, signup(addr, "Новичок").await);
    // The first has won its way up 300 points.
    let strong = app.store.account_by_name("Сильный").unwrap().unwrap();
    let weak = app.store.account_by_name("Новичок").unwrap().unwrap();
    app.store
        .rate_game("setup", [strong.id, weak.id], 0, &|a, b| {
            (berserk_server::Rating { rating: 1800.0, ..a }, b)
        })
        .unwrap();
    let (_, w) = as_login(addr, &la, "POST", "/api/queue", Some(&json!({"deck": "b0"}))).await;
    assert_eq!(w["state"], "waiting");
    let (_, w) = as_login(addr, &lb, "POST", "/api/queue", Some(&json!({"deck": "b1"}))).await;
    assert_eq!(w["state"], "waiting", "300 apart: not at once ({w})");
    // The base window, widened by the milliseconds a busy machine took
    // between the joining and the answer (400 a second).
    let window = w["window"].as_f64().unwrap();
    assert!((50.0..150.0).contains(&window), "{w}");
    // A second later both windows reach 300.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let (_, w) = as_login(addr, &lb, "GET", "/api/queue", None).await;
    assert_eq!(w["state"], "matched", "{w}");
    // Leaving the queue.
    let (_, w) = as_login(addr, &la, "POST", "/api/queue/leave", Some(&json!({}))).await;
    assert_eq!(w["left"], false, "no longer waiting");
    let (_, w) = as_login(addr, &la, "GET", "/api/queue", None).await;
    assert_eq!(w["state"], "idle");
}
