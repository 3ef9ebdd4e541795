//! Plays a short game between two bots and prints its record; with a file
//! argument, reads a record and replays it instead.
//!
//! ```text
//! cargo run -p berserk-record --example record_demo [-- game.txt]
//! ```

use std::sync::Arc;

use berserk_ai::{Bot, GreedyBot, RandomBot};
use berserk_engine::{Pending, Player, RulesConfig};
use berserk_record::{replay_shared, Record, Recorder};
use berserk_text::{GameText, Lang};

fn main() {
    let db = Arc::new(berserk_cards::builtin());
    if let Some(path) = std::env::args().nth(1) {
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{path}: {e}");
                std::process::exit(2);
            }
        };
        let outcome = Record::parse(&path, &text)
            .map_err(|e| e.to_string())
            .and_then(|r| replay_shared(&r, db.clone()).map_err(|e| e.to_string()));
        match outcome {
            Ok(replay) => {
                for (step, game) in replay.walk() {
                    println!("{}", step.mv);
                    for e in &step.events {
                        println!("    {}", game.describe_event(e, Lang::Ru));
                    }
                }
                println!("{}", replay.game.describe_pending(Lang::Ru));
            }
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        }
        return;
    }
    // A short game: the bots play two turns, then player 2 resigns.
    let decks = berserk_cards::builtin_decks(&db);
    let cfg = Arc::new(RulesConfig::for_simulation(150));
    let mut bots: [Box<dyn Bot>; 2] = [Box::new(GreedyBot::new(1)), Box::new(RandomBot::new(2))];
    let mut rec = Recorder::new(db, cfg, [&decks[0], &decks[1]], 2026, ["greedy", "random"]).expect("legal decks");
    rec.set_date("2026.11.03");
    let mut options = Vec::new();
    while rec.game().turn() < 3 && !rec.game().is_over() {
        match rec.game().pending() {
            Pending::Chance(_) => {
                rec.roll().expect("a die is pending");
            }
            Pending::Decision { player, .. } => {
                rec.game().legal_choices(&mut options);
                let i = bots[player.index()].choose(rec.game(), &options);
                rec.apply_index(i).expect("a listed option");
            }
            Pending::Over(_) => break,
        }
    }
    if !rec.game().is_over() {
        rec.resign(Player::P2).expect("the game is not over");
    }
    print!("{}", rec.record().to_text());
}
