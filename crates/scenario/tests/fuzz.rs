//! Fuzz tests of the scenario reader: random bytes, TOML token soup, and
//! scenario files of the repository damaged at random. Checking never
//! panics, every error points into the text, and no case runs away; a
//! scenario that checks runs without a panic. A short run is part of
//! `cargo test`; `PROPTEST_CASES=100000 cargo test -p berserk-scenario
//! --release --test fuzz` runs long (see the README).

use berserk_scenario::limits::MAX_STEPS;
use berserk_test_support::{apply, bounded, config, edits, plausible, soup};
use proptest::prelude::*;

/// Scenarios of every kind: a position, a deal, extra cards, a refusal,
/// a spell, prevention, the end of the game.
const SEEDS: &[&str] = &[
    include_str!("../../../scenarios/strike/diff_plus7_strong.toml"),
    include_str!("../../../scenarios/exchange/minus4_defender_keeps_exchange.toml"),
    include_str!("../../../scenarios/defenders/flyer_attack_only_flyers_defend.toml"),
    include_str!("../../../scenarios/setup/place_on_own_half.toml"),
    include_str!("../../../scenarios/setup/deck_too_big.toml"),
    include_str!("../../../scenarios/setup/unique_twice_refused.toml"),
    include_str!("../../../scenarios/prevention/515_prevention_gabriel_each_time.toml"),
    include_str!("../../../scenarios/death/draw_both_die_in_exchange.toml"),
    include_str!("../../../scenarios/death/extra_lives.toml"),
    include_str!("../../../scenarios/closing/kshar_token_then_special_strike.toml"),
];

/// Words of scenario files.
const OWN: &[&[u8]] = &[
    b"\n[[step]]\n",
    b"\n[setup]\n",
    b"\n[deal]\n",
    b"\n[[setup.card]]\n",
    b"dice = [",
    b"seed = -1\n",
    b"turn = 4294967295\n",
    b"turn = 1000001\n",
    b"roll = 1000\n",
    b"expect = [{ card = \"c3\", life = -1 }]\n",
    b"declare = { source = \"c3\", action = \"strike\", target = \"c4\" }\n",
    b"choose_index = 99999999999\n",
    b"choose = { source = \"c3\", action = \"shot\", target = \"c4\", triggered = true, x = 3 }\n",
    b"expect = [{ lacks_option = { exchange = true, instead = { counter = \"weak\" } } }]\n",
    b"choose = \"no_defender\"\n",
    b"deck1 = [\"4400000 \xd0\x9a\xd0\xbe\xd1\x87\xd0\xb5\xd0\xb2\xd0\xbd\xd0\xb8\xd0\xba\"]\n",
    b"cards = \"\"\"\ncard 9-1 \"X\"\n\"\"\"\n",
    b"cards = \"card 9-1 \\\"X\\\"\\n  life: x\\n\\n\\n\"\n",
    b"step = [{ pass = true }, { end_turn = true }]\n",
    b"name = ",
    b"rule = \"503.1\"\n",
    b"x = ",
    b"1979-05-27T07:32:00Z",
    b"inf",
    b"nan",
    b"0x7fffffffffffffff",
];

/// Checks `bytes` as a scenario file: a file that is not UTF-8 is refused at
/// its first bad byte; the text (decoded lossily, for coverage) compiles or
/// gives an error at a position of it, and a compiled scenario runs.
fn scenario(bytes: Vec<u8>) -> Result<(), TestCaseError> {
    let text = String::from_utf8_lossy(&bytes).into_owned();
    if let Err(e) = berserk_cards::input::text_from_bytes(bytes) {
        let (line, column) = e.position().expect("a position");
        prop_assert!(plausible(&text, line, column), "{e} at {line}:{column}");
    }
    let t = text.clone();
    let compiled = bounded(move || berserk_scenario::parse("fuzz.toml", &t, &berserk_scenario::builtin_db()));
    match compiled {
        Err(e) => {
            prop_assert_eq!(&e.file, "fuzz.toml");
            prop_assert!(
                plausible(&text, e.line, e.column),
                "{} is not a position of the text",
                e
            );
        }
        Ok(sc) => {
            prop_assert!(sc.steps.len() <= MAX_STEPS);
            let report = bounded(move || berserk_scenario::run(&sc));
            if let Some(e) = report.error {
                // Run-time errors point at a step, or nowhere (line 0).
                prop_assert!(e.line == 0 || plausible(&text, e.line, e.column), "{}", e);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn damaged_scenarios(file in 0..SEEDS.len(), edits in edits()) {
        scenario(apply(SEEDS[file].as_bytes(), &edits, OWN))?;
    }

    #[test]
    fn random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..2048)) {
        scenario(bytes)?;
    }

    #[test]
    fn token_soup(words in soup(OWN)) {
        let mut bytes = b"name = \"x\"\nrule = \"503.1\"\n".to_vec();
        bytes.extend(words);
        scenario(bytes)?;
    }
}
