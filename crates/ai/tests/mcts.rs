//! The search bot: legal answers, determinism, and fair play (it decides the
//! same in games that look the same to its player).

use std::sync::Arc;

use berserk_ai::{play_game, Bot, BotKind, GreedyBot, MctsBot, MctsConfig, RandomBot};
use berserk_engine::card::Kind;
use berserk_engine::{Cell, Choice, DefId, Game, Pending, Place, PosCard, Position, RulesConfig};
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

/// A battle position from P1's side: P1's creatures face up, P2's one face
/// up and two face down, four in P2's deck; `hidden` says which of P2's
/// six hidden cards (two face down, four in the deck, bottom to top) is
/// which.
fn hidden_position(hidden: [usize; 6]) -> Game {
    let db = berserk_cards::builtin();
    let decks = berserk_cards::builtin_decks(&db);
    let ground = |deck: usize| -> Vec<DefId> {
        let mut v: Vec<DefId> = decks[deck]
            .cards
            .iter()
            .copied()
            .filter(|&d| db.get(d).kind == Kind::Creature)
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let (mine, theirs) = (ground(0), ground(1));
    assert!(mine.len() >= 3 && theirs.len() >= 7);
    let cell = |s: &str| Place::Cell(Cell::parse(s).unwrap());
    let mut cards = vec![
        PosCard::new(mine[0], Player::P1, cell("b3")),
        PosCard::new(mine[1], Player::P1, cell("c3")),
        PosCard::new(mine[2], Player::P1, cell("d3")),
        PosCard::new(theirs[0], Player::P2, cell("c4")),
    ];
    for (k, at) in [(0, "b4"), (1, "d4")] {
        let mut c = PosCard::new(theirs[1 + hidden[k]], Player::P2, cell(at));
        c.face_up = false;
        cards.push(c);
    }
    for &h in &hidden[2..] {
        cards.push(PosCard::new(theirs[1 + h], Player::P2, Place::Deck));
    }
    let pos = Position {
        first: Player::P1,
        active: Player::P1,
        turn: 3,
        seed: 21,
        cards,
        start_of_turn: true,
    };
    Game::from_position(Arc::new(db), Arc::new(RulesConfig::for_simulation(40)), &pos).unwrap()
}

#[test]
fn mcts_decides_the_same_when_only_hidden_cards_differ() {
    let a = hidden_position([0, 1, 2, 3, 4, 5]);
    let b = hidden_position([5, 3, 4, 0, 2, 1]);
    // The same to P1, different in fact (P2 sees the difference).
    assert_eq!(a.view(Player::P1), b.view(Player::P1));
    assert_ne!(a.view(Player::P2), b.view(Player::P2));
    assert!(matches!(a.pending(), Pending::Decision { player: Player::P1, .. }));
    let options = a.choices();
    assert_eq!(options, b.choices());
    assert!(options.len() >= 3, "{options:?}");
    let picks = |g: &Game| -> Vec<usize> {
        (0..4u64)
            .map(|seed| MctsBot::new(cfg(60, 1), seed).choose(g, &options))
            .collect()
    };
    assert_eq!(picks(&a), picks(&b));
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
