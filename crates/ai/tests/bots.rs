//! The bots against the real set-1 cards and a small hand-made pool.

use std::sync::Arc;

use berserk_ai::{derive_seed, play_game, play_game_with, Bot, BotKind, GameStats, GreedyBot, RandomBot};
use berserk_engine::ability::{Ability, Attack, Effect, EffectKind, Value};
use berserk_engine::card::*;
use berserk_engine::{Choice, Game, Player, RulesConfig};

/// Wraps a bot and checks every answer it gives.
struct Checked<B: Bot> {
    inner: B,
    calls: u64,
}

impl<B: Bot> Bot for Checked<B> {
    fn name(&self) -> &str {
        self.inner.name()
    }
    fn choose(&mut self, game: &Game, options: &[Choice]) -> usize {
        assert!(!options.is_empty());
        let i = self.inner.choose(game, options);
        assert!(i < options.len(), "{} answered {i} of {}", self.name(), options.len());
        self.calls += 1;
        i
    }
}

fn real_game(seed: u64, turn_limit: u32) -> Game {
    let db = berserk_cards::builtin();
    let decks = berserk_cards::builtin_decks(&db);
    assert!(decks.len() >= 2);
    let (a, b) = (decks[0].cards.clone(), decks[1].cards.clone());
    Game::new(
        Arc::new(db),
        Arc::new(RulesConfig::for_simulation(turn_limit)),
        [&a, &b],
        seed,
    )
    .expect("built-in decks are legal")
}

fn def(name: &str, element: Element, cost: u8, kind: Kind, life: u8, movement: u8, strike: [u8; 3]) -> CardDef {
    CardDef::new(name, name, element, cost, false, kind, life, movement, strike)
}

/// A small pool in the style of the engine's own tests: vanilla creatures,
/// a flyer, a shooter, keywords.
fn small_game(seed: u64) -> Game {
    let mut v = vec![
        def("Воин", Element::Steppe, 3, Kind::Creature, 8, 2, [1, 2, 3]),
        def("Страж", Element::Steppe, 5, Kind::Creature, 10, 1, [2, 3, 4]),
        def("Лучник", Element::Steppe, 4, Kind::Creature, 7, 1, [1, 1, 2]),
        def("Птица", Element::Steppe, 4, Kind::Flyer, 6, 0, [1, 2, 2]),
        def("Голем", Element::Mountains, 5, Kind::Creature, 9, 1, [3, 4, 5]),
        def("Гном", Element::Mountains, 3, Kind::Creature, 7, 1, [1, 2, 3]),
        def("Тролль", Element::Swamp, 6, Kind::Creature, 11, 1, [3, 3, 4]),
        def("Маг", Element::Neutral, 4, Kind::Creature, 6, 1, [1, 1, 2]),
        def("Мастер", Element::Neutral, 4, Kind::Creature, 8, 1, [2, 2, 3]),
        def("Ящер", Element::Swamp, 4, Kind::Creature, 8, 1, [2, 2, 3]),
    ];
    let kw = Ability::keyword;
    let attack = |kind, values, range| {
        Ability::attack(Attack {
            range,
            ..Attack::new(kind, values)
        })
    };
    v[1].abilities = vec![kw(Keyword::ExpAttack(1)), kw(Keyword::Armor(1))];
    v[2].abilities = vec![attack(AttackKind::Shot, [1, 2, 3], Some(4))];
    v[4].abilities = vec![kw(Keyword::Clumsiness), kw(Keyword::Regeneration(1))];
    v[6].abilities = vec![kw(Keyword::Unanswerable)];
    v[7].abilities = vec![attack(AttackKind::Discharge, [1, 1, 1], None)];
    v[8].abilities = vec![
        attack(AttackKind::SpecialStrike, [3, 3, 3], None).tokens(1),
        Ability::action(vec![Effect::on_self(EffectKind::Heal(Some(Value::fixed(2))))])
            .closing()
            .sudden(),
    ];
    three_of_each(v, seed)
}

/// A game whose two decks hold three copies of each card of `v`.
fn three_of_each(v: Vec<CardDef>, seed: u64) -> Game {
    let db = CardDb::new(v);
    let deck: Vec<DefId> = (0..db.len() as DefId).flat_map(|i| [i; 3]).collect();
    Game::new(
        Arc::new(db),
        Arc::new(RulesConfig::for_simulation(100)),
        [&deck, &deck],
        seed,
    )
    .expect("valid decks")
}

fn check_ok(s: &GameStats, seed: u64) {
    assert!(s.error.is_none(), "seed {seed}: {:?}", s.error);
    assert!(s.result.is_some(), "seed {seed}: no result");
    assert_eq!(s.invalid_answers, 0);
}

#[test]
fn bots_always_answer_a_valid_index() {
    for seed in 0..12 {
        for (ka, kb) in [
            (BotKind::Random, BotKind::Random),
            (BotKind::Greedy, BotKind::Random),
            (BotKind::Greedy, BotKind::Greedy),
        ] {
            for small in [false, true] {
                let mut g = if small { small_game(seed) } else { real_game(seed, 120) };
                let mut a = Checked {
                    inner: ka.create(derive_seed(seed, 1)),
                    calls: 0,
                };
                let mut b = Checked {
                    inner: kb.create(derive_seed(seed, 2)),
                    calls: 0,
                };
                let s = play_game(&mut g, [&mut a, &mut b]);
                check_ok(&s, seed);
                assert!(g.is_over());
                assert_eq!(s.decisions, [a.calls, b.calls]);
                assert_eq!(s.total_decisions(), g.decisions());
                assert_eq!(s.turns, g.turn());
                assert!(s.chance_events >= 2, "at least the first-player rolls");
            }
        }
    }
}

#[test]
fn games_are_deterministic_given_the_seeds() {
    let run = |seed: u64| {
        let mut g = real_game(seed, 200);
        let mut a = GreedyBot::new(derive_seed(seed, 1));
        let mut b = RandomBot::new(derive_seed(seed, 2));
        let mut buf = Vec::new();
        let s = play_game_with(&mut g, [&mut a, &mut b], &mut buf);
        (s, g.rng().clone())
    };
    for seed in [3, 17, 99] {
        assert_eq!(run(seed), run(seed));
    }
}

/// Plays `n` games, greedy as P1 in even games and as P2 in odd ones;
/// returns (greedy wins, random wins, draws).
fn greedy_vs_random(n: u64, mut game: impl FnMut(u64) -> Game) -> (u32, u32, u32) {
    let (mut g_wins, mut r_wins, mut draws) = (0, 0, 0);
    let mut buf = Vec::with_capacity(64);
    for seed in 0..n {
        let mut g = game(seed);
        let mut greedy = GreedyBot::new(derive_seed(seed, 1));
        let mut random = RandomBot::new(derive_seed(seed, 2));
        let greedy_side = if seed % 2 == 0 { Player::P1 } else { Player::P2 };
        let s = if greedy_side == Player::P1 {
            play_game_with(&mut g, [&mut greedy, &mut random], &mut buf)
        } else {
            play_game_with(&mut g, [&mut random, &mut greedy], &mut buf)
        };
        check_ok(&s, seed);
        match s.winner() {
            Some(w) if w == greedy_side => g_wins += 1,
            Some(_) => r_wins += 1,
            None => draws += 1,
        }
    }
    (g_wins, r_wins, draws)
}

#[test]
fn greedy_beats_random_with_the_real_cards() {
    let (g, r, d) = greedy_vs_random(200, |seed| real_game(seed, 200));
    eprintln!("real cards: greedy {g}, random {r}, draws {d}");
    assert!(g >= 150 && g > 5 * r, "greedy {g}, random {r}, draws {d}");
}

#[test]
fn greedy_beats_random_with_a_small_pool() {
    let (g, r, d) = greedy_vs_random(200, small_game);
    eprintln!("small pool: greedy {g}, random {r}, draws {d}");
    assert!(g >= 150 && g > 5 * r, "greedy {g}, random {r}, draws {d}");
}

#[test]
fn greedy_buys_and_ends_setup_sensibly() {
    // After setup the greedy side has spent most of its crystals and placed
    // its ground creatures mostly in the front rows.
    let mut g = real_game(5, 200);
    let mut a = GreedyBot::new(1);
    let mut b = GreedyBot::new(2);
    let bots: [&mut dyn Bot; 2] = [&mut a, &mut b];
    let mut buf = Vec::new();
    while g.turn() == 0 && !g.is_over() {
        match g.pending() {
            berserk_engine::Pending::Chance(_) => {
                g.roll().unwrap();
            }
            berserk_engine::Pending::Decision { player, .. } => {
                g.legal_choices(&mut buf);
                let i = bots[player.index()].choose(&g, &buf);
                g.apply(buf[i]).unwrap();
            }
            berserk_engine::Pending::Over(_) => break,
        }
    }
    for p in Player::BOTH {
        let ps = g.player(p);
        assert!(
            ps.gold + ps.silver <= 6,
            "{p} left {} gold {} silver",
            ps.gold,
            ps.silver
        );
        let o = g.orientation();
        let rows: Vec<u8> = g
            .in_play()
            .iter()
            .filter(|&&c| g.card(c).controller == p)
            .filter_map(|&c| g.card(c).zone.cell())
            .map(|cell| o.relative_row(p, cell))
            .collect();
        assert!(!rows.is_empty());
        let front = rows.iter().filter(|&&r| r == 1).count();
        assert!(front * 2 >= rows.len().min(10), "{p}: rows {rows:?}");
    }
}

/// The small pool with companions and parasites (KINDS §4–6).
fn symbiote_game(seed: u64) -> Game {
    let v = vec![
        def("Воин", Element::Steppe, 3, Kind::Creature, 8, 2, [1, 2, 3]),
        def("Страж", Element::Steppe, 5, Kind::Creature, 10, 1, [2, 3, 4]),
        def("Птица", Element::Steppe, 4, Kind::Flyer, 6, 0, [1, 2, 2]),
        def("Гном", Element::Mountains, 3, Kind::Creature, 7, 1, [1, 2, 3]),
        def("Спутник", Element::Steppe, 2, Kind::Companion, 3, 0, [1, 1, 2]),
        def("Попутчик", Element::Neutral, 3, Kind::Companion, 4, 0, [1, 2, 2]),
        def("Клещ", Element::Neutral, 2, Kind::Parasite, 2, 0, [1, 1, 1]),
        def("Плющ", Element::Steppe, 3, Kind::Parasite, 3, 0, [0, 1, 1]),
        def("Маг", Element::Neutral, 4, Kind::Creature, 6, 1, [1, 1, 2]),
        def("Ящер", Element::Swamp, 4, Kind::Creature, 8, 1, [2, 2, 3]),
    ];
    three_of_each(v, seed)
}

/// KINDS §3–6: random, greedy and search bots play games whose decks hold
/// companions and parasites, through the seating and the battle, with no
/// error; the symbiotes are seated in most games.
#[test]
fn bots_play_games_with_symbiotes() {
    let mut seated = 0;
    for seed in 0..16 {
        for (ka, kb) in [
            (BotKind::Random, BotKind::Random),
            (BotKind::Greedy, BotKind::Random),
            (BotKind::Greedy, BotKind::Greedy),
        ] {
            let mut g = symbiote_game(seed);
            let mut a = ka.create(derive_seed(seed, 1));
            let mut b = kb.create(derive_seed(seed, 2));
            let mut buf = Vec::new();
            let bots: [&mut dyn Bot; 2] = [&mut *a, &mut *b];
            let mut was_seated = false;
            loop {
                match g.pending() {
                    berserk_engine::Pending::Chance(_) => {
                        g.roll().unwrap();
                    }
                    berserk_engine::Pending::Decision { player, .. } => {
                        g.legal_choices(&mut buf);
                        let i = bots[player.index()].choose(&g, &buf);
                        g.apply(buf[i]).unwrap();
                        g.check_invariants().unwrap_or_else(|e| panic!("seed {seed}: {e}"));
                        was_seated |= g
                            .card_ids()
                            .any(|c| matches!(g.card(c).zone, berserk_engine::Zone::Hosted(_)));
                    }
                    berserk_engine::Pending::Over(_) => break,
                }
            }
            seated += u32::from(was_seated);
        }
    }
    assert!(seated >= 24, "symbiotes seated in {seated} of 48 games");
    // The search bot too, a few short games.
    for seed in 0..2 {
        let mut g = symbiote_game(seed);
        let mut a = berserk_ai::MctsBot::new(
            berserk_ai::MctsConfig {
                playouts: 24,
                threads: 1,
                ..berserk_ai::MctsConfig::default()
            },
            derive_seed(seed, 1),
        );
        let mut b = RandomBot::new(derive_seed(seed, 2));
        let s = play_game(&mut g, [&mut a, &mut b]);
        check_ok(&s, seed);
    }
}

/// Determinized samples of games with symbiotes are games play can reach:
/// a face-down symbiote sampled where it sits (on a host: a companion or a
/// parasite by whose creature it is; on a cell only before the seating).
#[test]
fn determinized_symbiote_games_hold_the_invariants() {
    let mut samples = 0;
    for seed in 0..6 {
        let mut g = symbiote_game(seed);
        let mut rng = seed ^ 0x9e37_79b9;
        let mut step = 0u64;
        loop {
            match g.pending() {
                berserk_engine::Pending::Chance(_) => {
                    g.roll().unwrap();
                }
                berserk_engine::Pending::Over(_) => break,
                berserk_engine::Pending::Decision { player, kind } => {
                    for viewer in Player::BOTH {
                        let s = g.determinize(viewer, step ^ rng);
                        samples += 1;
                        s.check_invariants()
                            .unwrap_or_else(|e| panic!("seed {seed} step {step}: {e}"));
                        assert_eq!(s.view(viewer), g.view(viewer), "seed {seed} step {step}");
                        assert_eq!(s.pending(), berserk_engine::Pending::Decision { player, kind });
                        if viewer == player {
                            assert_eq!(s.choices(), g.choices(), "seed {seed} step {step}");
                        }
                    }
                    let options = g.choices();
                    rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    g.apply(options[(rng >> 33) as usize % options.len()]).unwrap();
                    step += 1;
                }
            }
        }
    }
    assert!(samples > 100);
}
