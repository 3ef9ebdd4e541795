//! Bad input gets a clear error with its file, line and column — never a
//! panic, never unbounded memory or time.

use berserk_scenario::{run_str, Report, ScenarioError};
use berserk_text::Lang;

const FILE: &str = "bad.toml";

fn run(text: &str) -> Report {
    run_str(FILE, text, berserk_scenario::builtin_db())
}

/// The error of a scenario that must not run.
#[track_caller]
fn error(text: &str) -> ScenarioError {
    let r = run(text);
    match r.error {
        Some(e) => e,
        None => panic!("no error, only:\n{}", r.render(Lang::En, false)),
    }
}

/// A million dice on one line: every die's position is found without
/// counting from the line's start each time (that was quadratic: about a
/// minute in a release build), and the bad last die is reported at its column.
#[test]
fn a_million_dice_on_one_line() {
    let head = "name = \"x\"\nrule = \"503.1\"\n[setup]\n[[step]]\ndice = [";
    let mut text = String::from(head);
    for _ in 0..1_000_000 {
        text.push_str("1, ");
    }
    let column = text.len() - text.rfind('\n').unwrap();
    text.push_str("7]\n");
    let e = error(&text);
    assert_eq!((e.line, e.column), (5, column), "{e}");
    assert!(e.message.contains("a die must be 1–6, not 7"), "{e}");
}

/// A position with `setup` (a duel), then `more`.
fn setup(setup_keys: &str, more: &str) -> String {
    format!(
        "name = \"x\"\nrule = \"503.1\"\n\n[setup]\n{setup_keys}\n[[setup.card]]\nname = \"Кочевник\"\nowner = 1\ncell = \"c3\"\n{more}"
    )
}

#[test]
fn negative_seeds_are_refused_not_wrapped() {
    let e = error(&setup("seed = -1", ""));
    assert_eq!((e.line, e.column), (5, 8), "{e}");
    assert!(e.message.contains("seed must be 0–9223372036854775807, not -1"), "{e}");
    let e =
        error("name = \"x\"\nrule = \"GAME §3\"\n[deal]\ndeck1 = [\"1 Кочевник\"]\ndeck2 = [\"1 Орк\"]\nseed = -5\n");
    assert_eq!((e.line, e.column), (6, 8), "{e}");
    assert!(e.message.contains("not -5"), "{e}");
}

#[test]
fn turn_numbers_that_could_overflow_are_refused() {
    let e = error(&setup("turn = 4294967295", ""));
    assert_eq!((e.line, e.column), (5, 8), "{e}");
    assert!(e.message.contains("turn must be 1–1000000, not 4294967295"), "{e}");
    let r = run(&setup(
        "turn = 1000000",
        "[[step]]\nexpect = [{ card = \"c3\", life = 6 }]\n",
    ));
    assert!(r.error.is_none(), "{}", r.render(Lang::En, false));
}

#[test]
fn expected_counts_out_of_range_are_refused() {
    for (expect, what) in [
        ("{ card = \"c3\", wounds = -1 }", "wounds must be 0–255, not -1"),
        ("{ card = \"c3\", tokens = 256 }", "tokens must be 0–255, not 256"),
        ("{ card = \"c3\", life = 100000 }", "life must be -510–510, not 100000"),
        ("{ player = 1, gold = -3 }", "gold must be 0–255, not -3"),
        ("{ player = 2, hand = 129 }", "hand must be 0–128, not 129"),
    ] {
        let e = error(&setup("", &format!("[[step]]\nexpect = [{expect}]\n")));
        // At the value: after `expect = [` and the last ` = `.
        let col = "expect = [".len() + expect.rfind(" = ").unwrap() + 4;
        assert_eq!((e.line, e.column), (11, col), "{expect}: {e}");
        assert!(e.message.contains(what), "{expect}: {e}");
    }
}

/// A deck entry like `4400000 Кочевник`, or many entries of 255 copies,
/// expanded before the deck was checked.
#[test]
fn deck_counts_are_bounded_before_expanding() {
    let deal = |deck1: &str| {
        format!("name = \"x\"\nrule = \"GAME §3\"\n[deal]\ndeck1 = {deck1}\ndeck2 = [\"30 Орк\"]\nseed = 1\nexpect_new_game_error = \"GAME §3\"\n")
    };
    let e = error(&deal("[\"4400000 Кочевник\"]"));
    assert_eq!((e.line, e.column), (4, 10), "{e}");
    assert!(e.message.contains("copies must be 1–128, not 4400000"), "{e}");
    let e = error(&deal("[\"99999999999999999999999x Кочевник\"]"));
    assert!(e.message.contains("copies must be 1–128"), "{e}");
    let many = vec!["\"100 Кочевник\""; 10_000].join(", ");
    let e = error(&deal(&format!("[{many}]")));
    assert_eq!((e.line, e.column), (4, 26), "{e}");
    assert!(e.message.contains("more than 128 cards"), "{e}");
    // A deck too big for the rules but not for a game is the engine's to refuse.
    let r = run(&deal("[\"128 Кочевник\"]"));
    assert!(r.passed, "{}", r.render(Lang::En, false));
}

#[test]
fn steps_are_bounded() {
    let mut text = setup("", "");
    for _ in 0..20_000 {
        text.push_str("[[step]]\npass = true\n");
    }
    let e = error(&text);
    let line = 10 + 2 * 10_000;
    assert_eq!((e.line, e.column), (line, 1), "{e}");
    assert!(e.message.contains("more than 10000 steps (MAX_STEPS)"), "{e}");
}

fn temp_dir(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("berserk-scenario-limits-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A file that is not UTF-8 is reported at its first bad byte, not at 0:0.
#[test]
fn a_file_that_is_not_utf8_is_reported_at_its_first_bad_byte() {
    let dir = temp_dir("utf8");
    let path = dir.join("cp1251.toml");
    std::fs::write(&path, b"name = \"x\"\nrule = \"503.1\"\n# \xcf\xf0\xe8\xe2\xe5\xf2\n").unwrap();
    let e = berserk_scenario::run_file(&path).error.expect("an error");
    assert_eq!((e.line, e.column), (3, 3), "{e}");
    assert!(e.message.contains("not UTF-8"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn large_files_and_folders_are_refused() {
    let dir = temp_dir("big");
    let e = berserk_scenario::run_file(&dir).error.expect("an error");
    assert_eq!((e.line, e.column), (0, 0), "{e}");
    assert!(e.message.contains("a folder, not a regular file"), "{e}");
    let path = dir.join("big.toml");
    let mut text = setup("", "[[step]]\nexpect = [{ over = false }]\n");
    while text.len() <= 1 << 20 {
        text.push_str("# a comment to make the file large\n");
    }
    std::fs::write(&path, &text).unwrap();
    let e = berserk_scenario::run_file(&path).error.expect("an error");
    assert!(e.message.contains("larger than 1 MiB (MAX_SCENARIO_BYTES)"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A FIFO would block the reader until someone writes to it, and
/// `/dev/zero` never ends: neither is read.
#[cfg(unix)]
#[test]
fn fifos_and_devices_are_refused() {
    let dir = temp_dir("fifo");
    let fifo = dir.join("pipe.toml");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|s| s.success()) {
        let e = berserk_scenario::run_file(&fifo).error.expect("an error");
        assert!(e.message.contains("a FIFO (named pipe), not a regular file"), "{e}");
    }
    let e = berserk_scenario::run_file("/dev/zero").error.expect("an error");
    assert_eq!(
        e.to_string(),
        "/dev/zero:0:0: can't read the scenario: a character device, not a regular file: only regular files are read"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// An error in `cards` written with escapes (`\n`, `\"`, `\u0416`) points
/// at its place in the file, not at a line the file does not have.
#[test]
fn card_errors_in_escaped_strings_point_into_the_file() {
    let e = error("name = \"x\"\nrule = \"503.1\"\ncards = \"# c\\n# c\\n\\n\\n\\n  zzz: 1\"\n[setup]\n");
    assert_eq!((e.line, e.column), (3, 28), "{e}");
    assert!(e.message.contains("`zzz` is outside of a card"), "{e}");
    let e = error(
        "name = \"x\"\nrule = \"503.1\"\ncards = \"\"\"\ncard 9-1 \\\"\\u0416\\\" \\\n   \n  life: x\"\"\"\n[setup]\n",
    );
    assert_eq!((e.line, e.column), (6, 3), "{e}");
    assert!(e.message.contains("unexpected text after the card name"), "{e}");
    let e = error(
        r#"name = "x"
rule = "503.1"
cards = "card 9-1 \"\u0416\" zz"
[setup]
"#,
    );
    assert_eq!((e.line, e.column), (3, 30), "{e}");
    let e = error("name = \"x\"\nrule = \"503.1\"\ncards = '''\ncard 9-1 \"Ж\" zz'''\n[setup]\n");
    assert_eq!((e.line, e.column), (4, 14), "{e}");
}

/// Each card reference is looked up among all cards, so a scenario's own
/// cards are bounded: thousands of them with thousands of steps took
/// minutes to check.
#[test]
fn extra_cards_are_bounded() {
    let card = |i: usize| {
        format!("card 9-{i} \"З{i}\"\n  en: C{i}\n  element: neutral\n  cost: 1 ordinary\n  kind: creature\n  life: 8\n  move: 1\n  strike: 1-1-1\n")
    };
    let text = |n: usize| {
        let cards: String = (1..=n).map(card).collect();
        format!("name = \"x\"\nrule = \"503.1\"\ncards = '''\n{cards}'''\n[setup]\n")
    };
    let e = error(&text(1_001));
    assert_eq!((e.line, e.column), (4 + 8 * 1_000, 1), "{e}");
    assert!(e.message.contains("more than 1000 cards (MAX_EXTRA_CARDS)"), "{e}");
    let r = run(&text(1_000));
    assert!(r.error.is_none(), "{}", r.render(Lang::En, false));
}
