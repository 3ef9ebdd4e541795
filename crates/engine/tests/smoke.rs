mod common;
use berserk_engine::RulesConfig;

#[test]
fn random_games_end() {
    let mut total_turns = 0;
    for seed in 0..300 {
        let mut g = common::new_game(seed, RulesConfig::for_simulation(100));
        common::play_random(&mut g, seed, |_| {});
        assert!(g.is_over(), "seed {seed}");
        total_turns += g.turn();
    }
    assert!(total_turns > 300 * 5, "games are too short: {total_turns} turns in all");
}
