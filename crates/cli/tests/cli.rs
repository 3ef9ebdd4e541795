//! Runs the built `berserk` binary.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn berserk(args: &[&str], stdin: Option<&str>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_berserk"));
    cmd.args(args)
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("the binary runs");
    if let Some(text) = stdin {
        let mut pipe = child.stdin.take().expect("piped stdin");
        // The game may end before all input is read: a broken pipe is fine.
        let _ = pipe.write_all(text.as_bytes());
        drop(pipe);
    }
    child.wait_with_output().expect("the binary finishes")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn assert_no_panic(o: &Output) {
    let err = text(&o.stderr);
    assert!(!err.contains("panicked"), "stderr:\n{err}");
}

#[test]
fn sim_prints_wins_and_draws() {
    let o = berserk(&["sim", "--games", "20", "--quiet"], None);
    assert_no_panic(&o);
    assert!(o.status.success(), "status {:?}\n{}", o.status, text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("P1 wins"), "{out}");
    assert!(out.contains("P2 wins"), "{out}");
    assert!(out.contains("draws"), "{out}");
    assert!(out.contains("of them by the turn limit"), "{out}");
    assert!(out.contains("decisions per second"), "{out}");
    assert!(out.contains("20 games"), "{out}");
    // Wins and draws add up to the games played.
    let number = |label: &str| -> u64 {
        let line = out.lines().find(|l| l.starts_with(label)).expect(label);
        line[label.len()..].split_whitespace().next().unwrap().parse().unwrap()
    };
    assert_eq!(number("P1 wins") + number("P2 wins") + number("draws"), 20, "{out}");
}

#[test]
fn sim_is_the_same_with_threads_and_in_russian() {
    let one = berserk(
        &["sim", "--games", "12", "--seed", "7", "--p2", "random", "--quiet"],
        None,
    );
    let four = berserk(
        &[
            "sim",
            "--games",
            "12",
            "--seed",
            "7",
            "--p2",
            "random",
            "--threads",
            "4",
            "--quiet",
        ],
        None,
    );
    assert!(one.status.success() && four.status.success());
    // Everything but the timings agrees.
    let stable = |o: &Output| -> Vec<String> {
        text(&o.stdout)
            .lines()
            .take_while(|l| !l.contains("wall time"))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(stable(&one), stable(&four));
    let ru = berserk(&["sim", "--games", "3", "--quiet", "--lang", "ru"], None);
    assert!(ru.status.success());
    assert!(text(&ru.stdout).contains("ничьи"), "{}", text(&ru.stdout));
}

#[test]
fn sim_rejects_an_unknown_deck_with_code_2() {
    let o = berserk(&["sim", "--games", "2", "--quiet", "--deck1", "no-such-deck"], None);
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(err.contains("unknown deck"), "{err}");
    assert!(
        err.contains("Степи и горы"),
        "the message lists the built-in decks: {err}"
    );
}

#[test]
fn sim_accepts_decks_by_name_file_name_and_number() {
    for deck in ["Степь и лес", "steppe-forest", "3"] {
        let o = berserk(&["sim", "--games", "2", "--quiet", "--deck2", deck], None);
        assert!(o.status.success(), "{deck}: {}", text(&o.stderr));
        assert!(text(&o.stdout).contains("Степь и лес"), "{deck}");
    }
}

#[test]
fn bad_arguments_are_clap_errors() {
    let o = berserk(&["sim", "--p1", "genius"], None);
    assert_eq!(o.status.code(), Some(2));
    assert_no_panic(&o);
    let o = berserk(&["sim", "--games", "0"], None);
    assert_eq!(o.status.code(), Some(2));
    let o = berserk(&["play", "--side", "3"], None);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn cards_list_lists_every_built_in_card() {
    let o = berserk(&["cards", "list"], None);
    assert!(o.status.success());
    let out = text(&o.stdout);
    let rows = out.lines().filter(|l| l.starts_with("1-")).count();
    assert_eq!(rows, berserk_cards::builtin().len(), "{out}");
    assert!(rows >= 26, "{out}");
    assert!(out.contains("Кочевник"));
    let en = text(&berserk(&["cards", "list", "--lang", "en"], None).stdout);
    assert!(en.contains("Nomad"), "{en}");
}

#[test]
fn cards_show_renders_the_text() {
    let o = berserk(&["cards", "show", "Кшар"], None);
    assert!(o.status.success());
    let out = text(&o.stdout);
    assert!(out.contains("Кшар") && out.contains("1-002"), "{out}");
    assert!(out.lines().count() >= 3, "{out}");
    let o = berserk(&["cards", "show", "Nobody"], None);
    assert_eq!(o.status.code(), Some(2));
    assert_no_panic(&o);
}

#[test]
fn play_with_scripted_answers_ends_cleanly() {
    // Always the first option, then the end of input: the person resigns.
    let answers = "1\n".repeat(3000);
    for (seed, extra) in [("1", &[][..]), ("2", &["--side", "2", "--lang", "en"][..])] {
        let mut args = vec!["play", "--seed", seed];
        args.extend_from_slice(extra);
        let o = berserk(&args, Some(&answers));
        assert_no_panic(&o);
        assert_eq!(o.status.code(), Some(0), "stderr:\n{}", text(&o.stderr));
        let out = text(&o.stdout);
        assert!(out.contains(" 6 |"), "the board is printed");
        assert!(out.contains("  1. "), "options are listed");
    }
}

#[test]
fn play_to_the_end_with_a_turn_limit() {
    let answers = "1\n".repeat(20000);
    let o = berserk(
        &[
            "play",
            "--seed",
            "4",
            "--bot",
            "random",
            "--turn-limit",
            "6",
            "--lang",
            "en",
        ],
        Some(&answers),
    );
    assert_no_panic(&o);
    assert!(o.status.success());
    let out = text(&o.stdout);
    assert!(out.contains("Game over"), "{}", &out[out.len().saturating_sub(2000)..]);
    assert!(!out.contains("End of input"), "the game ended before the input did");
}

#[test]
fn play_survives_bad_input_and_resigns_on_eof() {
    let o = berserk(
        &["play", "--seed", "9", "--lang", "en"],
        Some("hello\n-3\n999\nc 7\nh\nc b2\n\n"),
    );
    assert_no_panic(&o);
    assert!(o.status.success());
    let out = text(&o.stdout);
    assert!(out.contains("Not understood"), "{out}");
    assert!(out.contains("Commands:"), "{out}");
    assert!(out.contains("End of input: you resign."), "{out}");
    assert!(out.contains("You lose (resignation)."), "{out}");
}

#[test]
fn play_quits_on_q() {
    let o = berserk(&["play", "--seed", "9"], Some("q\n"));
    assert!(o.status.success());
    assert!(text(&o.stdout).contains("сдача"), "{}", text(&o.stdout));
}
