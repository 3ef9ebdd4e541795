//! Bad input gets a clear error with its file, line and column — never a
//! panic, never unbounded memory or time.

use berserk_engine::Lang;
use berserk_scenario::{run_str, Report, ScenarioError};

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
