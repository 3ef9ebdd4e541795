//! The search bot: legal answers, determinism, and fair play (it decides the
//! same in games that look the same to its player).

use std::sync::Arc;

use berserk_ai::{play_game, Bot, BotKind, GreedyBot, MctsBot, MctsConfig, RandomBot};
use berserk_engine::{Choice, Game, Pending, RulesConfig};
use berserk_engine::{DecisionKind, Player};

fn cfg(playouts: u32, threads: u16) -> MctsConfig {
    MctsConfig {
        playouts,
        threads,
        ..MctsConfig::default()
    }
}

fn real_game(seed: u64, turn_limit: u32) -> Game {
    let db = berserk_cards::builtin();
    let decks = berserk_cards::builtin_decks(&db);
    let (a, b) = (decks[0].cards.clone(), decks[1].cards.clone());
    Game::new(
        Arc::new(db),
        Arc::new(RulesConfig::for_simulation(turn_limit)),
        [&a, &b],
        seed,
    )
    .expect("built-in decks are legal")
}

/// Plays greedy moves until a battle decision of P1 with several options.
fn battle_decision(seed: u64) -> Game {
    let mut g = real_game(seed, 60);
    let mut bots = [GreedyBot::new(1), GreedyBot::new(2)];
    let mut buf = Vec::new();
    loop {
        match g.pending() {
            Pending::Chance(_) => {
                g.roll().unwrap();
            }
            Pending::Decision { player, kind } => {
                g.legal_choices(&mut buf);
                if player == Player::P1 && kind == DecisionKind::Main && buf.len() >= 3 && g.turn() >= 2 {
                    return g;
                }
                let i = bots[player.index()].choose(&g, &buf);
                g.apply(buf[i]).unwrap();
            }
            Pending::Over(_) => panic!("game {seed} ended before a battle decision"),
        }
    }
}

/// Checks every answer of the bot it wraps.
struct Checked(MctsBot, u64);

impl Bot for Checked {
    fn name(&self) -> &str {
        "checked mcts"
    }
    fn choose(&mut self, game: &Game, options: &[Choice]) -> usize {
        let i = self.0.choose(game, options);
        assert!(i < options.len(), "answered {i} of {}", options.len());
        self.1 += 1;
        i
    }
}

#[test]
fn mcts_answers_legally_to_the_end_of_a_game() {
    let mut g = real_game(11, 12);
    let mut mcts = Checked(MctsBot::new(cfg(6, 1), 5), 0);
    let mut random = RandomBot::new(6);
    let stats = play_game(&mut g, [&mut mcts, &mut random]);
    assert!(stats.error.is_none(), "{:?}", stats.error);
    assert_eq!(stats.invalid_answers, 0);
    assert!(stats.result.is_some());
    assert!(mcts.1 > 10, "the bot decided only {} times", mcts.1);
}

#[test]
fn the_same_seed_and_budget_give_the_same_choices() {
    for seed in [3, 4] {
        let g = battle_decision(seed);
        let options = g.choices();
        for threads in [1, 2] {
            let picks: Vec<Vec<usize>> = (0..2)
                .map(|_| {
                    let mut bot = MctsBot::new(cfg(40, threads), 9);
                    (0..3).map(|_| bot.choose(&g, &options)).collect()
                })
                .collect();
            assert_eq!(picks[0], picks[1], "game {seed}, {threads} threads");
        }
        let mut bot = MctsBot::new(cfg(40, 2), 9);
        bot.choose(&g, &options);
        assert_eq!(bot.last_playouts, 40, "the budget is shared among threads");
    }
}

#[test]
fn bot_kinds_with_settings_create_mcts() {
    let k: BotKind = "mcts:playouts=5".parse().unwrap();
    let mut bot = k.create(1);
    assert_eq!(bot.name(), "mcts");
    let g = battle_decision(3);
    let options = g.choices();
    assert!(bot.choose(&g, &options) < options.len());
}
