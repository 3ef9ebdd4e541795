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
    assert!(
        number("won by the player who went first") <= number("P1 wins") + number("P2 wins"),
        "{out}"
    );
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
    for deck in ["Степь и лес", "steppe and forest", "steppe-forest", "3"] {
        let o = berserk(&["sim", "--games", "2", "--quiet", "--deck2", deck], None);
        assert!(o.status.success(), "{deck}: {}", text(&o.stderr));
        // The report is English by default: the deck's English name.
        assert!(text(&o.stdout).contains("Steppe and forest"), "{deck}");
    }
    let o = berserk(
        &["sim", "--games", "1", "--quiet", "--lang", "ru", "--deck2", "3"],
        None,
    );
    assert!(text(&o.stdout).contains("Степь и лес"), "{}", text(&o.stdout));
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
    // Printed cards (sets 1 and 2) and the cards of the rules' examples (set 0):
    // a row starts with the card's code, `<set>-<number>`.
    let code = |l: &str| {
        l.split_whitespace()
            .next()
            .and_then(|w| w.split_once('-'))
            .is_some_and(|(s, n)| s.parse::<u16>().is_ok() && n.parse::<u16>().is_ok())
    };
    let rows = out.lines().filter(|l| code(l)).count();
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
    let o = berserk(&["cards", "show", "Тролль", "--lang", "en"], None);
    let out = text(&o.stdout);
    assert!(out.contains("Troll [1-128]") && out.contains("class: Troll"), "{out}");
    let o = berserk(&["cards", "list", "--lang", "en"], None);
    let out = text(&o.stdout);
    assert!(!out.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)), "{out}");
    let o = berserk(&["cards", "show", "Nobody"], None);
    assert_eq!(o.status.code(), Some(2));
    assert_no_panic(&o);
}

#[test]
fn cards_mechanics_lists_the_index() {
    let dir = scenarios_dir();
    let o = berserk(&["cards", "mechanics", "--scenarios", &dir], None);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    for m in berserk_engine::mechanic_index::INDEX {
        let row = out.lines().find(|l| l.split_whitespace().next() == Some(m.name));
        let row = row.unwrap_or_else(|| panic!("no row for {} in\n{out}", m.name));
        assert!(row.contains(m.family), "{row}");
        assert!(out.contains(&format!("crates/engine/{}", m.file)), "{}", m.file);
    }
    assert!(out.contains("1-111 Тови") && out.contains("сценарии ("), "{out}");
    let o = berserk(
        &["cards", "mechanics", "--lang", "en", "--scenarios", &dir, "follow_step"],
        None,
    );
    let out = text(&o.stdout);
    assert!(out.contains("1-111 Tovi") && out.contains("scenarios ("), "{out}");
    assert!(!out.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)), "{out}");
    for bad in [
        &["cards", "mechanics", "no_such_mechanic"][..],
        &["cards", "mechanics", "--scenarios", "/no/such/folder"][..],
    ] {
        let o = berserk(bad, None);
        assert_no_panic(&o);
        assert_eq!(o.status.code(), Some(2), "{bad:?}");
        assert!(!text(&o.stderr).is_empty(), "{bad:?}");
    }
}

// ---------------------------------------------------------------- judge, replay, records

use std::path::PathBuf;

/// A fresh, empty folder under the system's temporary folder, unique to this
/// test (and this run).
fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("berserk-cli-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

fn scenarios_dir() -> String {
    format!("{}/../../scenarios", env!("CARGO_MANIFEST_DIR"))
}

/// The `N passed, M failed` line.
fn summary(out: &str) -> (usize, usize) {
    let line = out
        .lines()
        .find(|l| l.ends_with(" failed") && l.contains(" passed, "))
        .unwrap_or_else(|| panic!("no summary line in:\n{out}"));
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(words.len(), 4, "{line}");
    assert_eq!((words[1], words[3]), ("passed,", "failed"), "{line}");
    (words[0].parse().unwrap(), words[2].parse().unwrap())
}

/// A scenario: Кочевник strikes a closed Кочевник, die 4 (a medium strike:
/// life 8 → 6), expecting `life` for the target.
fn duel_scenario(life: u32) -> String {
    format!(
        r#"name = "Кочевник бьёт закрытого Кочевника"
rule = "GAME §6"

[setup]
[[setup.card]]
name = "Кочевник"
owner = 1
cell = "c3"
[[setup.card]]
name = "Кочевник"
owner = 2
cell = "c4"
open = false

[[step]]
declare = {{ source = "c3", action = "strike", target = "c4" }}
[[step]]
dice = [4]
[[step]]
expect = [ {{ card = "c4", life = {life} }} ]
"#
    )
}

#[test]
fn judge_passes_the_repository_scenarios() {
    let o = berserk(&["judge", &scenarios_dir(), "--quiet", "--color", "never"], None);
    assert_no_panic(&o);
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{out}\n{}", text(&o.stderr));
    let (passed, failed) = summary(&out);
    assert_eq!(failed, 0, "{out}");
    assert!(passed >= 60, "{out}");
    // --quiet: nothing but the summary when everything passes.
    assert_eq!(out.trim(), format!("{passed} passed, 0 failed"));

    // Without --quiet every log is printed, in the chosen language.
    let one = format!("{}/strike", scenarios_dir());
    let o = berserk(&["judge", &one, "--lang", "en", "--color", "never"], None);
    assert_eq!(o.status.code(), Some(0));
    let out = text(&o.stdout);
    assert!(out.contains("step 1 (line "), "{out}");
    assert!(out.contains("PASSED"), "{out}");
    assert!(!out.contains("\x1b["), "no colours with --color never");
    let (passed, failed) = summary(&out);
    assert_eq!(out.matches("PASSED").count(), passed);
    assert_eq!(failed, 0);
    let o = berserk(&["judge", &one, "--color", "always"], None);
    assert!(text(&o.stdout).contains("\x1b["), "colours with --color always");
    assert!(text(&o.stdout).contains("ПРОЙДЕН"), "Russian by default");
}

#[test]
fn judge_reports_a_failing_expectation() {
    let dir = temp_dir("judge-fail");
    let good = dir.join("good.toml");
    let bad = dir.join("bad.toml");
    std::fs::write(&good, duel_scenario(6)).unwrap();
    std::fs::write(&bad, duel_scenario(5)).unwrap();
    let o = berserk(
        &["judge", bad.to_str().unwrap(), "--lang", "en", "--color", "never"],
        None,
    );
    assert_no_panic(&o);
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(out.contains("expected 5, actual 6"), "{out}");
    assert!(out.contains("FAILED"), "{out}");
    assert_eq!(summary(&out), (0, 1));

    // The folder: both, sorted by path (bad before good); --quiet keeps the failing one.
    let o = berserk(&["judge", dir.to_str().unwrap(), "--quiet", "--color", "never"], None);
    assert_eq!(o.status.code(), Some(1));
    let out = text(&o.stdout);
    assert_eq!(summary(&out), (1, 1));
    assert!(out.contains("bad.toml") && !out.contains("good.toml"), "{out}");
    assert!(out.contains("ожидалось 5, на деле 6"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn judge_reports_a_malformed_scenario_with_its_position() {
    let dir = temp_dir("judge-malformed");
    let bad = dir.join("broken.toml");
    std::fs::write(&bad, "name = \"x\nrule = \"503.1\"\n").unwrap();
    let path = bad.to_str().unwrap();
    let o = berserk(&["judge", path, "--color", "never"], None);
    assert_no_panic(&o);
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(out.contains(&format!("{path}:1:10: ")), "{out}");
    assert_eq!(summary(&out), (0, 1));

    // A path that does not exist is a usage error.
    let missing = dir.join("missing.toml");
    let o = berserk(&["judge", missing.to_str().unwrap()], None);
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("missing.toml"), "{}", text(&o.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn judge_json_is_one_document() {
    let dir = temp_dir("judge-json");
    std::fs::write(dir.join("a.toml"), duel_scenario(6)).unwrap();
    std::fs::write(dir.join("b.toml"), duel_scenario(5)).unwrap();
    std::fs::write(dir.join("c.toml"), "rule = [\n").unwrap();
    let o = berserk(&["judge", dir.to_str().unwrap(), "--json"], None);
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(1));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).expect("the output is JSON");
    assert_eq!(doc["passed"], 1);
    assert_eq!(doc["failed"], 2);
    let list = doc["scenarios"].as_array().expect("a list");
    assert_eq!(list.len(), 3);
    assert_eq!(list[0]["passed"], true);
    assert_eq!(list[1]["failures"][0]["expected"], "5");
    assert_eq!(list[1]["failures"][0]["actual"], "6");
    assert_eq!(list[2]["error"]["line"], 1);

    let o = berserk(&["judge", &scenarios_dir(), "--json"], None);
    assert_eq!(o.status.code(), Some(0));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).expect("the output is JSON");
    assert_eq!(doc["failed"], 0);
    assert_eq!(
        doc["scenarios"].as_array().unwrap().len() as u64,
        doc["passed"].as_u64().unwrap()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The statistics lines of a `sim` report (no timings, no record count).
fn sim_figures(o: &Output) -> Vec<String> {
    text(&o.stdout)
        .lines()
        .take_while(|l| !l.contains("wall time"))
        .filter(|l| !l.contains("records written"))
        .map(str::to_string)
        .collect()
}

#[test]
fn sim_records_every_game_and_each_replays() {
    let dir = temp_dir("sim-record");
    let recs = dir.join("records");
    let args = ["sim", "--games", "20", "--seed", "3", "--p2", "random", "--quiet"];
    let plain = berserk(&args, None);
    let mut with = args.to_vec();
    with.extend(["--record", recs.to_str().unwrap(), "--threads", "3"]);
    let recorded = berserk(&with, None);
    assert_no_panic(&recorded);
    assert!(recorded.status.success(), "{}", text(&recorded.stderr));
    assert!(
        text(&recorded.stdout).contains("game records written"),
        "{}",
        text(&recorded.stdout)
    );
    // Recording does not change the games.
    assert_eq!(sim_figures(&plain), sim_figures(&recorded));

    let mut files: Vec<PathBuf> = std::fs::read_dir(&recs).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert_eq!(files.len(), 20, "{files:?}");
    for seed in 3..23 {
        assert!(recs.join(format!("game-{seed}.bgr")).is_file(), "game-{seed}.bgr");
    }
    for f in &files {
        let o = berserk(&["replay", f.to_str().unwrap(), "--quiet"], None);
        assert_no_panic(&o);
        let out = text(&o.stdout);
        assert_eq!(o.status.code(), Some(0), "{}: {out}\n{}", f.display(), text(&o.stderr));
        assert!(out.contains("replay OK: the engine reproduces this game ("), "{out}");
    }
    // Without --quiet the moves and their events are shown.
    let o = berserk(&["replay", files[0].to_str().unwrap(), "--lang", "en"], None);
    assert!(o.status.success());
    let out = text(&o.stdout);
    assert!(out.contains("Seed: "), "{out}");
    assert!(out.contains("— turn 1 —"), "{out}");
    assert!(out.contains("P1: greedy — deck «"), "{out}");
    assert!(out.contains("[GAME §3]"), "events with their rule: {out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The text of the moves of a record (after the blank line that ends the tags).
fn split_record(text: &str) -> (&str, &str) {
    text.split_once("\n\n").expect("tags, a blank line, moves")
}

/// Replaces the first token after the `T1` marker that `pick` maps to a new text.
fn corrupt(record: &str, pick: impl Fn(&str) -> Option<String>) -> String {
    let (head, moves) = split_record(record);
    let start = moves.find("T1").expect("turn 1");
    let mut out = String::from(&moves[..start]);
    let mut done = false;
    for (i, line) in moves[start..].split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let mut in_label = false;
        let mut words = Vec::new();
        for w in line.split(' ') {
            let mut w = w.to_string();
            if !in_label && !done {
                if let Some(new) = pick(&w) {
                    w = new;
                    done = true;
                }
            }
            if w.starts_with('{') {
                in_label = true;
            }
            if w.ends_with('}') {
                in_label = false;
            }
            words.push(w);
        }
        out.push_str(&words.join(" "));
    }
    assert!(done, "nothing to corrupt");
    format!("{head}\n\n{out}")
}

#[test]
fn replay_finds_a_corrupted_record() {
    let dir = temp_dir("replay-corrupt");
    let recs = dir.join("records");
    let o = berserk(
        &[
            "sim",
            "--games",
            "1",
            "--seed",
            "11",
            "--quiet",
            "--record",
            recs.to_str().unwrap(),
        ],
        None,
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let good = std::fs::read_to_string(recs.join("game-11.bgr")).unwrap();

    // One die changed.
    let die = corrupt(&good, |w| {
        let v: u8 = w.strip_prefix('d')?.parse().ok()?;
        Some(format!("d{}", v % 6 + 1))
    });
    // One decision changed: a card that is not in the game declares.
    let decision = corrupt(&good, |w| {
        w.strip_prefix("{source=#").map(|_| "{source=#250".to_string())
    });
    for (name, bad) in [("die", die), ("decision", decision)] {
        let f = dir.join(format!("{name}.bgr"));
        std::fs::write(&f, &bad).unwrap();
        let o = berserk(&["replay", f.to_str().unwrap(), "--lang", "en"], None);
        assert_no_panic(&o);
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{name}: {err}");
        assert!(
            err.contains("this engine no longer reproduces the record: move "),
            "{name}: {err}"
        );
        assert!(err.contains("expected ") && err.contains(", found "), "{name}: {err}");
        assert!(err.contains(" (line "), "{name}: {err}");
        assert!(!text(&o.stdout).contains("replay OK"), "{name}");
        if name == "decision" {
            assert!(
                err.contains("legal options for: ") && err.contains("found {source=#250 "),
                "{err}"
            );
        }
    }
    // A record of the older form (option indices with labels) replays.
    let old = concat!(env!("CARGO_MANIFEST_DIR"), "/../record/tests/old_records/ru-23.bgr");
    let o = berserk(&["replay", old, "--quiet"], None);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("replay OK"), "{}", text(&o.stdout));

    // Truncated, garbage, empty, binary, missing: exit code 2 with file:line:col.
    let mut half = good.len() / 2;
    while !good.is_char_boundary(half) {
        half -= 1;
    }
    let cut = &good[..half];
    let cases: [(&str, &[u8]); 4] = [
        ("truncated", cut.as_bytes()),
        ("garbage", b"hello world\n"),
        ("empty", b""),
        ("binary", &[0xff, 0xfe, 0x00, 0x01]),
    ];
    for (name, bytes) in cases {
        let f = dir.join(format!("{name}.bgr"));
        std::fs::write(&f, bytes).unwrap();
        let path = f.to_str().unwrap().to_string();
        let o = berserk(&["replay", &path], None);
        assert_no_panic(&o);
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{name}: {err}");
        assert!(err.contains(&format!("{path}:")), "{name}: {err}");
    }
    // The moves cut at a turn marker, with the result token kept: truncated too.
    let (head, moves) = split_record(&good);
    let result = moves.split_whitespace().last().unwrap();
    let short = format!("{head}\n\n{} {result}\n", &moves[..moves.find("T2").unwrap()]);
    let f = dir.join("short.bgr");
    std::fs::write(&f, short).unwrap();
    let o = berserk(&["replay", f.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("truncated"), "{}", text(&o.stderr));
    let o = berserk(&["replay", dir.join("none.bgr").to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

// ---------------------------------------------------------------- decks, the matrix, the glossary

/// The built-in decks as the library reads them.
fn builtin_decks() -> (berserk_engine::CardDb, Vec<berserk_cards::Deck>) {
    let db = berserk_cards::builtin();
    let decks = berserk_cards::builtin_decks(&db);
    (db, decks)
}

#[test]
fn decks_lists_every_builtin_deck_with_its_cards() {
    let (db, decks) = builtin_decks();
    let o = berserk(&["decks"], None);
    assert_no_panic(&o);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    for (i, d) in decks.iter().enumerate() {
        let en = d.name_en.clone().unwrap_or_default();
        let title = format!("{}. {} / {en} — {} карт", i + 1, d.name, d.cards.len());
        assert!(out.contains(&title), "{title:?} in\n{out}");
        for &id in &d.cards {
            let copies = d.cards.iter().filter(|&&c| c == id).count();
            let line = format!("   {copies} {}", db.get(id).name_ru);
            assert!(out.lines().any(|l| l == line), "{line:?} in\n{out}");
        }
    }
    assert!(out.contains("стихии: степи, горы, нейтральные"), "{out}");

    // English everywhere with --lang en.
    let o = berserk(&["decks", "--lang", "en"], None);
    let out = text(&o.stdout);
    assert!(
        out.contains("1. Steppe and mountains — 37 cards; elements: steppe, mountains, neutral"),
        "{out}"
    );
    assert!(!berserk_text::has_cyrillic(&out), "{out}");

    // One deck by name or number.
    for arg in ["Степь и лес", "steppe and forest", "3"] {
        let o = berserk(&["decks", arg], None);
        assert!(o.status.success(), "{arg}: {}", text(&o.stderr));
        let out = text(&o.stdout);
        assert!(out.starts_with("3. Степь и лес / Steppe and forest"), "{arg}: {out}");
        assert!(!out.contains("Степи и горы"), "{out}");
    }
    let o = berserk(&["decks", "no-such-deck"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("unknown deck"), "{}", text(&o.stderr));
}

#[test]
fn sim_matrix_prints_a_deterministic_table() {
    let (_, decks) = builtin_decks();
    let ready: Vec<_> = decks.iter().filter(|d| d.name != "Примеры правил").collect();
    assert!(ready.len() >= 2);
    let run = |threads: &str| {
        let o = berserk(
            &[
                "sim",
                "--matrix",
                "--games",
                "2",
                "--seed",
                "9",
                "--quiet",
                "--threads",
                threads,
            ],
            None,
        );
        assert_no_panic(&o);
        assert!(o.status.success(), "{}", text(&o.stderr));
        text(&o.stdout)
    };
    let out = run("1");
    let pairings = ready.len() * (ready.len() - 1) / 2;
    assert!(
        out.contains(&format!(
            "2 games per pairing (half in each seat), {} games in all",
            2 * pairings
        )),
        "{out}"
    );
    // Columns: one per deck, then the average.
    let header = out.lines().find(|l| l.starts_with("deck")).expect("a header");
    let cols: Vec<&str> = header.split_whitespace().skip(1).collect();
    let mut want: Vec<String> = (1..=ready.len()).map(|n| n.to_string()).collect();
    want.push("average".into());
    assert_eq!(cols, want, "{out}");
    // Rows: one per deck, a dash on the diagonal, rates from 0 to 100.
    for (i, d) in ready.iter().enumerate() {
        let label = format!("{:>2}. {}", i + 1, d.name_en.as_deref().unwrap());
        let row = out
            .lines()
            .find(|l| l.starts_with(&label))
            .unwrap_or_else(|| panic!("{label}\n{out}"));
        let cells: Vec<&str> = row[label.len()..].split_whitespace().collect();
        assert_eq!(cells.len(), ready.len() + 1, "{row}");
        for (j, c) in cells.iter().enumerate() {
            if j == i {
                assert_eq!(*c, "—", "{row}");
            } else {
                let v: f64 = c.parse().unwrap_or_else(|_| panic!("{c} in {row}"));
                assert!((0.0..=100.0).contains(&v), "{row}");
            }
        }
    }
    assert!(
        !out.contains("Rules examples"),
        "the rules-examples deck is left out:\n{out}"
    );
    // The same table for the same seed, with any number of threads.
    assert_eq!(out, run("1"));
    assert_eq!(out, run("3"));
    // Win rates of a pairing add up to 100.
    let rate = |i: usize, j: usize| -> f64 {
        let label = format!("{:>2}. {}", i + 1, ready[i].name_en.as_deref().unwrap());
        let row = out.lines().find(|l| l.starts_with(&label)).unwrap();
        row[label.len()..].split_whitespace().nth(j).unwrap().parse().unwrap()
    };
    assert!((rate(0, 1) + rate(1, 0) - 100.0).abs() < 0.01, "{out}");

    // The plain sim is unchanged by the new flag; the flag refuses a deck.
    let o = berserk(&["sim", "--matrix", "--deck1", "1", "--quiet"], None);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn cards_keywords_lists_finds_and_refuses() {
    let o = berserk(&["cards", "keywords"], None);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    for e in berserk_text::glossary::GLOSSARY {
        let head = format!("{} / {} [{}] (правила: {})", e.ru, e.en, e.key, e.citation());
        assert!(out.contains(&head), "{head:?} in\n{out}");
        assert!(out.contains(e.about_ru) && out.contains(e.about_en), "{}", e.key);
    }
    for (word, key) in [
        ("Броня", "armor"),
        ("armor", "armor"),
        ("ОТРАВЛЕНИЕ", "poison"),
        ("полет", "flight"),
        ("exp_attack", "exp_attack"),
        ("ова", "exp_attack"),
        ("strike over a row", "strike_over_row"),
    ] {
        let o = berserk(&["cards", "keywords", word], None);
        assert!(o.status.success(), "{word}: {}", text(&o.stderr));
        let out = text(&o.stdout);
        assert!(out.contains(&format!("[{key}]")), "{word}: {out}");
        assert_eq!(out.matches(" [").count(), 1, "one entry: {out}");
    }
    let o = berserk(&["cards", "keywords", "--lang", "en", "poison"], None);
    let out = text(&o.stdout);
    assert!(
        out.starts_with("poison / отравление [poison] (rules: GAME §7)"),
        "{out}"
    );
    let o = berserk(&["cards", "keywords", "--lang", "en", "абракадабра"], None);
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(
        err.contains("no such keyword or term in the glossary: \"абракадабра\""),
        "{err}"
    );
    assert!(err.contains("berserk cards keywords"), "{err}");
    let o = berserk(&["cards", "keywords", "удар"], None);
    let err = text(&o.stderr);
    assert!(
        err.contains("нет такого термина") && err.contains("особый удар"),
        "{err}"
    );
}
