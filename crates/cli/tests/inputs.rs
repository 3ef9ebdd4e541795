//! Files a person names that are not what they should be — FIFOs, devices,
//! folders, files too large or not UTF-8, decks of absurd counts — get a
//! clear error that says what and where, never a hang, a panic or a read
//! until memory runs out.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Runs the binary; a run that has not ended after a minute (a FIFO read
/// that blocks, `/dev/zero` read to the end) is killed and fails the test.
fn berserk(args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_berserk"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let start = Instant::now();
    while child.try_wait().expect("the binary can be waited for").is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("`berserk {}` hung", args.join(" "));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("the binary finishes")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("berserk-cli-inputs-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// Makes a FIFO at `path`; false where `mkfifo` is missing.
fn mkfifo(path: &Path) -> bool {
    Command::new("mkfifo").arg(path).status().is_ok_and(|s| s.success())
}

/// Exit code 2 and this on standard error, no panic.
#[track_caller]
fn assert_usage_error(o: &Output, words: &str) {
    let err = text(&o.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(o.status.code(), Some(2), "stdout:\n{}\nstderr:\n{err}", text(&o.stdout));
    assert!(err.contains(words), "`{words}` not in:\n{err}");
}

#[cfg(unix)]
#[test]
fn records_that_are_devices_fifos_or_folders_are_refused() {
    let dir = temp_dir("records");
    let fifo = dir.join("game.bgr");
    for args in [["replay", "/dev/zero"], ["play", "--resume"]] {
        let mut args = args.to_vec();
        if args[0] == "play" {
            args.push("/dev/zero");
        }
        let o = berserk(&args);
        assert_usage_error(
            &o,
            "/dev/zero:0:0: can't read the record: a character device, not a regular file",
        );
    }
    if mkfifo(&fifo) {
        let f = fifo.to_str().unwrap();
        assert_usage_error(&berserk(&["replay", f]), "a FIFO (named pipe), not a regular file");
        assert_usage_error(
            &berserk(&["play", "--resume", f]),
            "a FIFO (named pipe), not a regular file",
        );
    }
    let d = dir.to_str().unwrap();
    assert_usage_error(&berserk(&["replay", d]), "a folder, not a regular file");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_record_that_is_not_utf8_is_reported_at_its_first_bad_byte() {
    let dir = temp_dir("utf8");
    let path = dir.join("game.bgr");
    std::fs::write(&path, b"[Seed \"1\"]\n[P1 \"\xcf\xe5\xf2\xff\"]\n").unwrap();
    let p = path.to_str().unwrap();
    assert_usage_error(
        &berserk(&["replay", p]),
        &format!("{p}:2:6: can't read the record: not UTF-8 text"),
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
#[test]
fn judge_refuses_devices_and_fifos_but_reads_folders() {
    let dir = temp_dir("judge");
    let o = berserk(&["judge", "/dev/zero", "--color", "never"]);
    let out = text(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(
        out.contains("/dev/zero:0:0: can't read the scenario: a character device, not a regular file"),
        "{out}"
    );
    let fifo = dir.join("pipe.toml");
    if mkfifo(&fifo) {
        // Given by name it is refused; inside a folder it is passed over.
        let o = berserk(&["judge", fifo.to_str().unwrap(), "--color", "never"]);
        assert_eq!(o.status.code(), Some(1));
        assert!(
            text(&o.stdout).contains("a FIFO (named pipe), not a regular file"),
            "{}",
            text(&o.stdout)
        );
        std::fs::write(
            dir.join("ok.toml"),
            "name = \"x\"\nrule = \"503.1\"\n[setup]\n[[setup.card]]\nname = \"Кочевник\"\nowner = 1\ncell = \"c3\"\n\
             [[step]]\nexpect = [{ card = \"c3\", life = 8 }]\n",
        )
        .unwrap();
        let o = berserk(&["judge", dir.to_str().unwrap(), "--color", "never"]);
        let out = text(&o.stdout);
        assert!(o.status.success(), "{out}");
        assert!(out.contains("1 passed, 0 failed"), "{out}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn deck_files_are_bounded_and_must_be_regular_files() {
    let dir = temp_dir("decks");
    let huge = dir.join("huge.deck");
    std::fs::write(&huge, "deck \"x\"\n4400000 Кочевник\n").unwrap();
    let h = huge.to_str().unwrap();
    let o = berserk(&["sim", "--games", "1", "--deck1", h]);
    assert_usage_error(&o, &format!("{h}:2:1: the number of copies must be 1–128, not 4400000"));
    let many = dir.join("many.deck");
    std::fs::write(&many, format!("deck \"x\"\n{}", "100 Кочевник\n".repeat(10_000))).unwrap();
    let m = many.to_str().unwrap();
    let o = berserk(&["sim", "--games", "1", "--deck2", m]);
    assert_usage_error(&o, &format!("{m}:3:1: the deck holds more than 128 cards"));
    std::fs::write(&many, format!("deck \"x\"\n{}", "100 Кочевник\n".repeat(100_000))).unwrap();
    let o = berserk(&["sim", "--games", "1", "--deck2", m]);
    assert_usage_error(
        &o,
        &format!("{m}:0:0: can't read the file: the file is larger than 1 MiB (MAX_DECK_FILE_BYTES)"),
    );
    #[cfg(unix)]
    {
        let o = berserk(&["play", "--deck", "/dev/zero"]);
        assert_usage_error(
            &o,
            "/dev/zero:0:0: can't read the file: a character device, not a regular file",
        );
        let fifo = dir.join("pipe.deck");
        if mkfifo(&fifo) {
            let o = berserk(&["sim", "--games", "1", "--deck1", fifo.to_str().unwrap()]);
            assert_usage_error(&o, "a FIFO (named pipe), not a regular file");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn replay_of_an_unfinished_play_save_says_how_to_continue_it() {
    let dir = temp_dir("sealed");
    let f = dir.join("berserk-1.bgr");
    std::fs::write(
        &f,
        "[Engine \"berserk-engine 0.1.0\"]\n[Sealed \"AAAA\"]\n[Check \"0\"]\n",
    )
    .unwrap();
    let o = berserk(&["replay", f.to_str().unwrap()]);
    assert_usage_error(&o, "play --resume");
}
