//! `berserk play` driven through its standard input: leaving safely, saving
//! (after every decision), the board, the lists, undo, sealed saves, the
//! signals, input that is not a person's typing.
//!
//! Every test runs the binary in a fresh temporary folder: a game is always
//! saved (by default to `berserk-<game number>.bgr` in the current folder).

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Output, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Runs the binary in `dir` with `stdin` (`None`: no input at all, as `</dev/null`).
fn berserk_in(dir: &Path, args: &[&str], stdin: Option<&str>) -> Output {
    berserk_env(dir, args, stdin, &[])
}

fn berserk_env(dir: &Path, args: &[&str], stdin: Option<&str>, env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_berserk"));
    cmd.current_dir(dir)
        .args(args)
        .env_remove("NO_COLOR")
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
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
    assert_ne!(o.status.code(), Some(134), "aborted:\n{err}");
}

/// The end of a long output, for messages.
fn tail(s: &str) -> &str {
    let mut k = s.len().saturating_sub(3000);
    while !s.is_char_boundary(k) {
        k += 1;
    }
    &s[k..]
}

/// A fresh, empty folder under the system's temporary folder, unique to this test.
fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("berserk-play-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// The `.bgr` files of a folder, sorted.
fn saves(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "bgr"))
        .collect();
    v.sort();
    v
}

/// The text of the moves of a record (after the blank line that ends the tags).
fn moves_of(record: &str) -> &str {
    record.split_once("\n\n").expect("tags, a blank line, moves").1
}

/// Scripted answers that always make progress: in a turn the first creature,
/// its first action and target, then `e`; elsewhere the first entry.
fn cycles(n: usize) -> String {
    "1\n2\n3\ne\n".repeat(n)
}

// ---------------------------------------------------------------- an interactive session

/// The binary with its input kept open, its output collected as it comes.
struct Live {
    child: Child,
    stdin: Option<ChildStdin>,
    out: Arc<Mutex<String>>,
    /// How much of the output was looked at.
    seen: usize,
}

impl Live {
    fn start(dir: &Path, args: &[&str]) -> Live {
        let mut child = Command::new(env!("CARGO_BIN_EXE_berserk"))
            .current_dir(dir)
            .args(args)
            .env_remove("NO_COLOR")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let out = Arc::new(Mutex::new(String::new()));
        let mut pipe = child.stdout.take().unwrap();
        let sink = out.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = pipe.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        let stdin = child.stdin.take();
        Live {
            child,
            stdin,
            out,
            seen: 0,
        }
    }

    fn all(&self) -> String {
        self.out.lock().unwrap().clone()
    }

    /// Waits for the next prompt (`> ` at the end of the output) and returns
    /// the output since the last one.
    fn screen(&mut self) -> String {
        let start = Instant::now();
        loop {
            let all = self.all();
            if all.len() > self.seen && (all.ends_with("> ") || all.ends_with(") ")) {
                let s = all[self.seen..].to_string();
                self.seen = all.len();
                return s;
            }
            if start.elapsed() > Duration::from_secs(60) {
                panic!("no prompt; the output ends with:\n{}", tail(&all));
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    fn send(&mut self, line: &str) {
        let pipe = self.stdin.as_mut().expect("input open");
        writeln!(pipe, "{line}").expect("the game reads its input");
        pipe.flush().unwrap();
    }

    /// Sends `line` and returns the next screen.
    fn ask(&mut self, line: &str) -> String {
        self.send(line);
        self.screen()
    }

    /// Closes the input and waits for the end.
    fn finish(mut self) -> (Option<i32>, String, String) {
        drop(self.stdin.take());
        let status = self.child.wait().unwrap();
        let mut err = String::new();
        if let Some(mut e) = self.child.stderr.take() {
            let _ = e.read_to_string(&mut err);
        }
        // The reader thread ends with the output.
        std::thread::sleep(Duration::from_millis(50));
        (status.code(), self.all(), err)
    }
}

/// The entry numbers of a list whose text contains `what` (`  3. …what…`).
fn entries_with(screen: &str, what: &str) -> Vec<usize> {
    screen
        .lines()
        .filter(|l| l.contains(what))
        .filter_map(|l| l.trim_start().split_once(". ").and_then(|(n, _)| n.parse().ok()))
        .collect()
}

/// The last cell (`a1`–`e6`) named in a text.
fn last_cell(s: &str) -> Option<String> {
    let chars: Vec<char> = s.chars().collect();
    (0..chars.len().saturating_sub(1))
        .rev()
        .find(|&i| {
            ('a'..='e').contains(&chars[i])
                && ('1'..='6').contains(&chars[i + 1])
                && (i == 0 || !chars[i - 1].is_alphanumeric())
                && chars.get(i + 2).is_none_or(|c| !c.is_alphanumeric())
        })
        .map(|i| chars[i..i + 2].iter().collect())
}

/// Answers the setup (buys `buy` affordable cards, places them, keeps the
/// hand, goes first) until the person's first turn; returns its screen.
fn to_first_turn(live: &mut Live, buy: usize) -> String {
    let mut screen = live.screen();
    let mut bought = 0;
    for _ in 0..200 {
        if screen.contains("Your turn") {
            return screen;
        }
        if screen.contains("Buying the squad") {
            // An affordable card shows its price: "(3 gold)", "(4 silver)", "(1 gold + 6 silver)".
            let mut affordable = entries_with(&screen, " gold)");
            affordable.extend(entries_with(&screen, " silver)"));
            affordable.sort_unstable();
            match affordable.first() {
                Some(n) if bought < buy => {
                    bought += 1;
                    screen = live.ask(&n.to_string());
                }
                _ => screen = live.ask("e"),
            }
        } else if screen.contains("Where to place") {
            let cell = screen
                .lines()
                .skip_while(|l| !l.contains("Where to place"))
                .nth(1)
                .and_then(|l| l.split_whitespace().next().map(str::to_string))
                .expect("a free cell");
            screen = live.ask(&cell);
        } else {
            screen = live.ask("1");
        }
    }
    panic!("no turn of the person; last screen:\n{screen}");
}

// ---------------------------------------------------------------- the tests

#[test]
fn play_with_scripted_answers_ends_cleanly() {
    let dir = temp_dir("scripted");
    for (seed, extra) in [("1", &[][..]), ("2", &["--side", "2", "--lang", "en"][..])] {
        let mut args = vec!["play", "--seed", seed];
        args.extend_from_slice(extra);
        let o = berserk_in(&dir, &args, Some(&cycles(800)));
        assert_no_panic(&o);
        assert_eq!(o.status.code(), Some(0), "stderr:\n{}", text(&o.stderr));
        let out = text(&o.stdout);
        assert!(out.contains(" 6 |"), "the board is printed");
        assert!(out.contains("  1. "), "options are listed");
    }
}

#[test]
fn play_to_the_end_with_a_turn_limit() {
    let dir = temp_dir("turn-limit");
    let o = berserk_in(
        &dir,
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
        Some(&cycles(5000)),
    );
    assert_no_panic(&o);
    assert!(o.status.success());
    let out = text(&o.stdout);
    assert!(out.contains("Game over"), "{}", tail(&out));
    assert!(!out.contains("End of input"), "the game ended before the input did");
    assert!(out.contains("The game's seed: 4."), "{}", tail(&out));
    // The finished game is saved as a full record, which replays.
    let files = saves(&dir);
    assert_eq!(files.len(), 1, "{files:?}");
    let saved = std::fs::read_to_string(&files[0]).unwrap();
    assert!(saved.contains("[Seed \"4\"]") && !saved.contains("[Sealed "), "{saved}");
    let o = berserk_in(&dir, &["replay", files[0].to_str().unwrap(), "--quiet"], None);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
}

/// Item 10: the end of input saves without resigning and says how to go on.
#[test]
fn play_survives_bad_input_and_saves_on_eof_without_resigning() {
    let dir = temp_dir("bad-input");
    let o = berserk_in(
        &dir,
        &["play", "--seed", "9", "--lang", "en"],
        Some("hello\n-3\n999\nc 7\nh\nc b2\n\n"),
    );
    assert_no_panic(&o);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("Not understood"), "{out}");
    assert!(out.contains("No entry 999"), "{out}");
    assert!(out.contains("Commands:"), "{out}");
    assert!(
        out.contains("End of input: the game is not resigned, it is saved to "),
        "{out}"
    );
    assert!(out.contains("Continue: berserk play --resume "), "{out}");
    assert!(!out.contains("You lose"), "{out}");
    let files = saves(&dir);
    assert_eq!(files.len(), 1, "{files:?}");
    let saved = std::fs::read_to_string(&files[0]).unwrap();
    assert!(saved.contains("[Result \"*\"]"), "{saved}");
    assert!(!saved.contains("resign"), "{saved}");
}

/// Item 10: `q` asks; `n` (or `нет`) goes on; a yes resigns.
#[test]
fn play_q_asks_before_resigning() {
    let dir = temp_dir("q");
    let o = berserk_in(&dir, &["play", "--seed", "9"], Some("q\nнет\nq\nn\n"));
    assert_no_panic(&o);
    assert!(o.status.success());
    let out = text(&o.stdout);
    assert_eq!(out.matches("Сдаться? (y/n, да/нет)").count(), 2, "{out}");
    assert_eq!(out.matches("Игра продолжается.").count(), 2, "{out}");
    assert!(!out.contains("сдача"), "{out}");
    assert!(out.contains("Ввод закончился: партия не сдана"), "{out}");

    let dir = temp_dir("q-yes");
    let o = berserk_in(&dir, &["play", "--seed", "9", "--lang", "en"], Some("q\ny\n"));
    assert!(o.status.success());
    let out = text(&o.stdout);
    assert!(out.contains("You lose (resignation)."), "{out}");
    let saved = std::fs::read_to_string(&saves(&dir)[0]).unwrap();
    assert!(
        saved.contains("resign1") && saved.contains("[Result \"0-1\"]"),
        "{saved}"
    );
}

/// Item 10: after the input ended, `--resume` (even with no input at all)
/// continues the same game: it is not lost.
#[test]
fn play_resume_after_eof_continues_the_same_game() {
    let dir = temp_dir("eof-resume");
    let args = [
        "play", "--seed", "5", "--bot", "random", "--lang", "en", "--save", "g.bgr",
    ];
    let o = berserk_in(&dir, &args, Some(&cycles(3)));
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("End of input"), "{}", tail(&text(&o.stdout)));
    let first = std::fs::read_to_string(dir.join("g.bgr")).unwrap();
    // No input at all: the game is saved again as it was.
    for _ in 0..2 {
        let o = berserk_in(&dir, &["play", "--resume", "g.bgr", "--lang", "en"], None);
        assert_no_panic(&o);
        assert!(o.status.success(), "{}", text(&o.stderr));
        let out = text(&o.stdout);
        assert!(out.contains("Resuming the game of g.bgr"), "{out}");
        assert!(!out.contains("You lose") && !out.contains("Game over"), "{out}");
        let again = std::fs::read_to_string(dir.join("g.bgr")).unwrap();
        assert_eq!(moves_of(&again), moves_of(&first));
        assert!(again.contains("[Result \"*\"]"));
    }
    // And it plays on to the end.
    let o = berserk_in(
        &dir,
        &["play", "--resume", "g.bgr", "--lang", "en"],
        Some(&cycles(5000)),
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("Game over"), "{}", tail(&text(&o.stdout)));
}

/// Saving mid-game, resuming, and the bot's state: the same answers in one
/// session give the very same game.
#[test]
fn play_saves_and_resumes_the_same_game() {
    let dir = temp_dir("resume");
    let game = [
        "play",
        "--seed",
        "5",
        "--bot",
        "random",
        "--turn-limit",
        "20",
        "--lang",
        "en",
    ];
    // 4 cycles of answers, then `x`: saved, not finished.
    let mut args = game.to_vec();
    args.extend(["--save", "game.bgr"]);
    let o = berserk_in(&dir, &args, Some(&format!("{}x\n", cycles(4))));
    assert_no_panic(&o);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("The game is saved to game.bgr"), "{out}");
    assert!(!out.contains("Game over"), "{out}");
    let saved = std::fs::read_to_string(dir.join("game.bgr")).unwrap();
    for tag in [
        "[Human \"1\"]",
        "[Bot \"random\"]",
        "[Result \"*\"]",
        "[P1 \"human\"]",
        "[Sealed \"",
        "[Check \"",
    ] {
        assert!(saved.contains(tag), "{tag} in\n{saved}");
    }
    for hidden in ["[Seed ", "[BotSeed ", "[Deck2Cards "] {
        assert!(!saved.contains(hidden), "{hidden} in\n{saved}");
    }

    // Resume: the game goes on and finishes; the file is updated.
    let o = berserk_in(
        &dir,
        &["play", "--resume", "game.bgr", "--lang", "en"],
        Some(&cycles(5000)),
    );
    assert_no_panic(&o);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("Resuming the game of"), "{out}");
    assert!(!out.contains("would now decide differently"), "{out}");
    assert!(out.contains("Game over"), "{}", tail(&out));
    let resumed = std::fs::read_to_string(dir.join("game.bgr")).unwrap();
    assert!(!resumed.contains("[Result \"*\"]"), "{resumed}");

    // The same answers in one session give the very same game.
    let mut args = game.to_vec();
    args.extend(["--save", "straight.bgr"]);
    let o = berserk_in(&dir, &args, Some(&cycles(5004)));
    assert!(o.status.success());
    let straight = std::fs::read_to_string(dir.join("straight.bgr")).unwrap();
    assert_eq!(moves_of(&resumed), moves_of(&straight));
    let o = berserk_in(&dir, &["replay", "game.bgr", "--quiet"], None);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));

    // A finished game can't be continued.
    let o = berserk_in(&dir, &["play", "--resume", "game.bgr", "--lang", "en"], Some("1\n"));
    assert!(o.status.success());
    assert!(
        text(&o.stdout).contains("This game is already over."),
        "{}",
        text(&o.stdout)
    );

    // A record that is not from `play` is refused clearly.
    assert!(
        berserk_in(&dir, &["sim", "--games", "1", "--quiet", "--record", "sim"], None)
            .status
            .success()
    );
    let o = berserk_in(&dir, &["play", "--resume", "sim/game-1.bgr"], Some("1\n"));
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("not a game saved by `berserk play`"),
        "{}",
        text(&o.stderr)
    );
    // --resume fixes the game: its settings can't be given again.
    let o = berserk_in(&dir, &["play", "--resume", "game.bgr", "--seed", "3"], None);
    assert_eq!(o.status.code(), Some(2));
}

/// Item 10: `s` saves to the default file, named by the game's number; a
/// later session of another game does not overwrite it.
#[test]
fn play_saves_on_s_to_a_default_file_per_game() {
    let dir = temp_dir("s");
    let answers = format!("{}s\n1\n", cycles(2));
    let o = berserk_in(
        &dir,
        &["play", "--seed", "8", "--bot", "random", "--lang", "en"],
        Some(&answers),
    );
    assert_no_panic(&o);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let files = saves(&dir);
    assert_eq!(files.len(), 1, "{files:?}");
    let name = files[0].file_name().unwrap().to_str().unwrap().to_string();
    assert!(
        name.starts_with("berserk-") && name.len() == "berserk-12345678.bgr".len(),
        "{name}"
    );
    assert!(out.contains(&format!("The game is saved to {name} (")), "{out}");
    assert!(!out.contains("[Seed"), "{out}");
    let first = std::fs::read_to_string(&files[0]).unwrap();
    assert!(first.contains("[Result \"*\"]"), "saved mid-game:\n{first}");

    // The same seed again is another game (it starts over): the first file is kept.
    let o = berserk_in(
        &dir,
        &["play", "--seed", "8", "--bot", "random", "--lang", "en"],
        Some("x\n"),
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let files = saves(&dir);
    assert_eq!(files.len(), 2, "{files:?}");
    assert_eq!(std::fs::read_to_string(dir.join(&name)).unwrap(), first);
    assert!(
        files.iter().any(|f| f.to_str().unwrap().ends_with("-2.bgr")),
        "{files:?}"
    );

    // Resuming the first, then resigning: the file is updated to a finished record.
    let o = berserk_in(&dir, &["play", "--resume", &name], Some("q\nда\n"));
    assert!(o.status.success(), "{}", text(&o.stderr));
    let saved = std::fs::read_to_string(dir.join(&name)).unwrap();
    assert!(
        saved.contains("[Result \"0-1\"]") && saved.contains("resign1"),
        "{saved}"
    );
    let o = berserk_in(&dir, &["replay", &name, "--quiet"], None);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
}

/// Item 10: a --save file holding another game is not overwritten without a yes.
#[test]
fn play_asks_before_overwriting_another_game() {
    let dir = temp_dir("overwrite");
    let o = berserk_in(&dir, &["play", "--seed", "1", "--save", "a.bgr"], Some(&cycles(3)));
    assert!(o.status.success(), "{}", text(&o.stderr));
    let a = std::fs::read_to_string(dir.join("a.bgr")).unwrap();
    std::fs::write(dir.join("notes.bgr"), "my notes\n").unwrap();

    // Another game, or no game at all: asked; no (or no answer) keeps the file.
    for (file, answer) in [("a.bgr", Some("n\n")), ("a.bgr", None), ("notes.bgr", Some("нет\n"))] {
        let o = berserk_in(&dir, &["play", "--seed", "2", "--lang", "en", "--save", file], answer);
        assert_no_panic(&o);
        assert_eq!(o.status.code(), Some(2), "{file}: {}", text(&o.stdout));
        assert!(
            text(&o.stdout).contains("does not hold this game. Overwrite it?"),
            "{}",
            text(&o.stdout)
        );
        assert!(
            text(&o.stderr).contains(&format!("{file} is not overwritten")),
            "{}",
            text(&o.stderr)
        );
        assert!(!text(&o.stdout).contains(" 6 |"), "the game did not start");
    }
    assert_eq!(std::fs::read_to_string(dir.join("a.bgr")).unwrap(), a);
    assert_eq!(std::fs::read_to_string(dir.join("notes.bgr")).unwrap(), "my notes\n");
    // A yes: overwritten.
    let o = berserk_in(&dir, &["play", "--seed", "2", "--save", "notes.bgr"], Some("y\nx\n"));
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(std::fs::read_to_string(dir.join("notes.bgr"))
        .unwrap()
        .contains("[Sealed "));

    // A save of the same game at an earlier point is updated without a question.
    std::fs::copy(dir.join("a.bgr"), dir.join("b.bgr")).unwrap();
    let o = berserk_in(
        &dir,
        &["play", "--resume", "a.bgr", "--save", "b.bgr", "--lang", "en"],
        Some(&format!("{}x\n", cycles(3))),
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(!text(&o.stdout).contains("Overwrite"), "{}", text(&o.stdout));
    let b = std::fs::read_to_string(dir.join("b.bgr")).unwrap();
    assert!(moves_of(&b).len() > moves_of(&a).len());
}

/// Item 10: a save path that can't be written is refused before the game.
#[test]
fn play_checks_the_save_path_at_the_start() {
    let dir = temp_dir("bad-path");
    let answers = cycles(50);
    for (path, why) in [("no-such-folder/game.bgr", "does not exist"), (".", "is a folder")] {
        let o = berserk_in(
            &dir,
            &["play", "--seed", "1", "--lang", "en", "--save", path],
            Some(&answers),
        );
        assert_no_panic(&o);
        assert_eq!(o.status.code(), Some(2), "{path}");
        let err = text(&o.stderr);
        assert!(err.contains(&format!("can't save the game to {path}")), "{err}");
        assert!(err.contains(why), "{err}");
        assert!(!text(&o.stdout).contains("> "), "no prompt before the error");
    }
    assert!(saves(&dir).is_empty());
}

/// Item 11: full names, life now/maximum; colours only when asked, never
/// when NO_COLOR is set or the output is not a terminal.
#[test]
fn play_board_names_life_and_colours() {
    let dir = temp_dir("board");
    let args = ["play", "--seed", "3", "--lang", "en"];
    let o = berserk_in(&dir, &args, Some(&cycles(12)));
    let plain = text(&o.stdout);
    assert!(!plain.contains('\x1b'), "no colours when the output is not a terminal");
    assert!(plain.contains("life/maximum"), "{plain}");
    // Every card on the board has its `1o 10/17`-like line.
    let stats = plain
        .lines()
        .filter(|l| l.contains(" | "))
        .flat_map(|l| l.split('|'))
        .filter(|c| {
            let w: Vec<&str> = c.split_whitespace().collect();
            w.len() >= 2
                && w[1]
                    .split_once('/')
                    .is_some_and(|(a, b)| a.parse::<i32>().is_ok() && b.parse::<u32>().is_ok())
        })
        .count();
    assert!(stats > 5, "{plain}");
    // Names longer than 8 letters are shown whole (here wrapped at a space).
    assert!(plain.contains("Mountain") && plain.contains("Giant"), "{plain}");
    let coloured = text(&berserk_in(&dir, &[&args[..], &["--color", "always"]].concat(), Some(&cycles(12))).stdout);
    assert!(
        coloured.contains("\x1b[32m") && coloured.contains("\x1b[31m"),
        "{}",
        tail(&coloured)
    );
    let no_color = berserk_env(
        &dir,
        &[&args[..], &["--color", "auto"]].concat(),
        Some(&cycles(12)),
        &[("NO_COLOR", "1")],
    );
    assert!(!text(&no_color.stdout).contains('\x1b'));
}

/// Item 12: a creature by its cell, back with 0, `b3 c4` for an action, `e` ends the turn.
#[test]
fn play_cells_pairs_and_the_end_key() {
    let dir = temp_dir("cells");
    let mut live = Live::start(&dir, &["play", "--seed", "3", "--lang", "en", "--bot", "random"]);
    let turn = to_first_turn(&mut live, 3);
    // The first creature that can act, by its cell.
    let first = turn
        .lines()
        .skip_while(|l| !l.contains("Your turn"))
        .find(|l| {
            l.trim_start()
                .split_once(". ")
                .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
        })
        .expect("a creature can act");
    let from = first.split_whitespace().nth(1).unwrap().to_string();
    let mut screen = live.ask(&from);
    if screen.contains("choose an action") {
        screen = live.ask("1");
    }
    assert!(screen.contains("choose the target"), "{screen}");
    let target_line = screen
        .lines()
        .find(|l| l.trim_start().starts_with("1. "))
        .expect("a target");
    let to = last_cell(target_line).expect("a target cell");
    // Back to the first list.
    while !screen.contains("Your turn") {
        screen = live.ask("0");
    }
    let screen = live.ask(&format!("{from} {to}"));
    assert!(screen.contains("declared: "), "{screen}");
    assert!(screen.contains(&format!("({from})")), "{screen}");
    // `e` ends the turn.
    live.send("e");
    let (code, out, err) = live.finish();
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.contains("Player 1 ends turn") || out.contains("Player 2 ends turn"),
        "{}",
        tail(&out)
    );
}

/// Item 12: `u` undoes the own last choice; after the bot moved it is refused.
#[test]
fn play_undo_and_its_refusal() {
    let dir = temp_dir("undo");
    let mut live = Live::start(&dir, &["play", "--seed", "4", "--lang", "en"]);
    let mut screen = live.screen();
    while !screen.contains("Buying the squad") {
        screen = live.ask("1");
    }
    let crystals = |s: &str| s.lines().find(|l| l.starts_with("Your crystals")).map(str::to_string);
    let before = crystals(&screen).expect("crystals");
    let n = entries_with(&screen, " gold")[0];
    let bought = live.ask(&n.to_string());
    assert_ne!(crystals(&bought), Some(before.clone()), "{bought}");
    let undone = live.ask("u");
    assert!(undone.contains("Undone: buy "), "{undone}");
    assert_eq!(crystals(&undone), Some(before), "{undone}");
    assert!(live.ask("u").contains("Nothing to undo"), "one undo only");
    // Buy, finish: the bot buys or places, or a die is rolled; undo is refused.
    live.ask(&n.to_string());
    let after = live.ask("e");
    assert!(after.contains("Bot:") || after.contains("die"), "{after}");
    let refused = live.ask("u");
    assert!(refused.contains("Can't undo"), "{refused}");
    let (code, _, err) = live.finish();
    assert_eq!(code, Some(0), "{err}");
}

/// Item 13: finishing buying with no creature asks first.
#[test]
fn play_empty_squad_asks() {
    let dir = temp_dir("empty-squad");
    let mut live = Live::start(&dir, &["play", "--seed", "4", "--lang", "en"]);
    let mut screen = live.screen();
    while !screen.contains("Buying the squad") {
        screen = live.ask("1");
    }
    let asked = live.ask("e");
    assert!(asked.contains("Your squad has no creature"), "{asked}");
    let no = live.ask("n");
    assert!(no.contains("Buying goes on."), "{no}");
    assert!(
        no.contains("Buying the squad") || !no.contains("finished buying"),
        "{no}"
    );
    // A yes finishes (and such a squad loses at once).
    live.send("e");
    live.send("y");
    let (code, out, err) = live.finish();
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("You lose"), "{}", tail(&out));
}

/// Item 14: the save of an unfinished game shows nothing of the bot's deck
/// or choices in plain text, and resumes.
#[test]
fn play_sealed_save_hides_the_bot_deck() {
    let db = berserk_cards::builtin();
    let decks = berserk_cards::builtin_decks(&db);
    let names = |d: &berserk_cards::Deck| -> Vec<String> {
        d.cards
            .iter()
            .flat_map(|&c| [db.get(c).name_ru.clone(), db.get(c).name_en.clone()])
            .collect()
    };
    let mine = names(&decks[0]);
    let secret: Vec<String> = names(&decks[1]).into_iter().filter(|n| !mine.contains(n)).collect();
    assert!(!secret.is_empty());

    let dir = temp_dir("sealed");
    // Buy one card, finish; the bot buys too; stop at the next prompt.
    let o = berserk_in(
        &dir,
        &["play", "--seed", "5", "--save", "s.bgr"],
        Some("1\n1\n1\n1\ne\nx\n"),
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("Бот: берёт карту в отряд"), "the bot bought: {out}");
    let saved = std::fs::read_to_string(dir.join("s.bgr")).unwrap();
    for name in &secret {
        assert!(!saved.contains(name.as_str()), "{name} in\n{saved}");
    }
    // The bot's purchases show no card; the person's own do.
    assert!(saved.contains("{buy=?}"), "{saved}");
    assert!(saved.contains("{buy=#"), "{saved}");
    assert!(!saved.contains("[Seed") && !saved.contains("BotSeed"), "{saved}");
    // It resumes, to the same point.
    let o = berserk_in(&dir, &["play", "--resume", "s.bgr", "--lang", "en"], Some("x\n"));
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(
        text(&o.stdout).contains("Resuming the game of s.bgr"),
        "{}",
        text(&o.stdout)
    );
    let again = std::fs::read_to_string(dir.join("s.bgr")).unwrap();
    assert_eq!(again, saved);
    // An edited save is refused clearly.
    std::fs::write(dir.join("s.bgr"), saved.replacen("{buy=?}", "{buy=#1}", 1)).unwrap();
    let o = berserk_in(&dir, &["play", "--resume", "s.bgr"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("s.bgr: the sealed save was changed"),
        "{}",
        text(&o.stderr)
    );
}

/// A sealed save written before decisions were stored by their structure
/// (option indices with labels) resumes, and is saved again in place, in the
/// notation.
#[test]
fn play_resumes_a_save_of_the_older_form() {
    let dir = temp_dir("old-save");
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/../record/tests/old_records/sealed-61.bgr");
    let old = std::fs::read_to_string(fixture).unwrap();
    assert!(old.contains("0 {ходить первым}"), "{old}");
    std::fs::write(dir.join("old.bgr"), &old).unwrap();
    let o = berserk_in(&dir, &["play", "--resume", "old.bgr", "--lang", "en"], Some("x\n"));
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(
        text(&o.stdout).contains("Resuming the game of old.bgr"),
        "{}",
        text(&o.stdout)
    );
    // Saved over the same file (not beside it), now in the notation.
    assert!(!dir.join("old-2.bgr").exists());
    let again = std::fs::read_to_string(dir.join("old.bgr")).unwrap();
    assert!(again.contains("[Sealed \"") && again.contains("{go_first}"), "{again}");
    assert!(again.contains("{buy=?}") && !again.contains("{ходить"), "{again}");
}

/// The position and the question of a screen: from the board (printed after
/// a blank line) to the prompt.
fn position(screen: &str) -> &str {
    let at = screen.rfind("\n\n").expect("a blank line before the board");
    &screen[at..]
}

/// Sends a signal to the process by the `kill` command.
fn signal(child: &Child, name: &str) {
    let pid = child.id().to_string();
    let kill = Command::new("kill")
        .args([&format!("-{name}"), &pid])
        .status()
        .expect("kill runs");
    assert!(kill.success(), "kill -{name}");
}

/// Waits for the process to end; one still running after `secs` is killed
/// and fails the test (a hang guard, not a speed test).
fn wait_or_fail(child: &mut Child, secs: u64, what: &str) {
    let start = Instant::now();
    while child.try_wait().expect("the binary can be waited for").is_none() {
        if start.elapsed() > Duration::from_secs(secs) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{what}: still running after {secs} s");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Plays the setup of a game in `dir` up to the person's first turn (two
/// cards bought), saving to `file`; returns the session and its last screen.
fn live_to_first_turn(dir: &Path, file: &str) -> (Live, String) {
    let mut live = Live::start(
        dir,
        &["play", "--seed", "7", "--bot", "random", "--lang", "en", "--save", file],
    );
    let screen = to_first_turn(&mut live, 2);
    (live, screen)
}

/// Resumes `file` in `dir`: the first screen must show the same position and
/// question as `before`, and the save is not changed by it.
fn resumes_at(dir: &Path, file: &str, before: &str) {
    let saved = std::fs::read_to_string(dir.join(file)).expect("saved");
    assert!(saved.contains("[Result \"*\"]") && !saved.contains("resign"), "{saved}");
    let mut live = Live::start(dir, &["play", "--resume", file, "--lang", "en"]);
    let screen = live.screen();
    assert!(screen.contains(&format!("Resuming the game of {file}")), "{screen}");
    assert_eq!(position(&screen), position(before));
    live.send("x");
    let (code, _, err) = live.finish();
    assert_eq!(code, Some(0), "{err}");
    let again = std::fs::read_to_string(dir.join(file)).unwrap();
    assert_eq!(moves_of(&again), moves_of(&saved));
}

/// Issue 29: the game is saved after every decision: killed with SIGKILL
/// (no handler runs), it resumes at the very question it was waiting on —
/// after a decision of the person's (a card bought, the person buys on) and
/// after the bot's (its turn after the person's `e`).
#[cfg(unix)]
#[test]
fn play_autosaves_every_decision_and_survives_kill_9() {
    let kill_9 = |mut live: Live| {
        live.child.kill().expect("SIGKILL");
        let status = live.child.wait().unwrap();
        assert_eq!(status.code(), None, "killed by the signal");
    };
    // The person's decision.
    let dir = temp_dir("kill-9-buy");
    let mut live = Live::start(&dir, &["play", "--seed", "4", "--lang", "en", "--save", "k.bgr"]);
    let mut screen = live.screen();
    assert!(
        screen.contains("The game is saved to k.bgr after every move; continue it with: berserk play --resume k.bgr"),
        "{screen}"
    );
    while !screen.contains("Buying the squad") {
        screen = live.ask("1");
    }
    let n = entries_with(&screen, " gold")[0];
    let bought = live.ask(&n.to_string());
    assert!(
        bought.contains("Buying the squad") && !bought.contains("Bot:"),
        "{bought}"
    );
    kill_9(live);
    resumes_at(&dir, "k.bgr", &bought);

    // The bot's decisions.
    let dir = temp_dir("kill-9-bot");
    let (mut live, _) = live_to_first_turn(&dir, "k.bgr");
    let screen = live.ask("e");
    assert!(screen.contains("Bot:"), "{screen}");
    kill_9(live);
    resumes_at(&dir, "k.bgr", &screen);
    // Nothing but the save is left in the folder (the temporary file was renamed).
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["k.bgr"]);
}

/// Item 10 and issue 29: Ctrl-C, SIGTERM and SIGHUP save without resigning
/// and exit with code 130; the game resumes where it was.
#[cfg(unix)]
#[test]
fn play_signals_save_and_exit_130() {
    for sig in ["INT", "TERM", "HUP"] {
        let dir = temp_dir(&format!("signal-{sig}"));
        let (mut live, screen) = live_to_first_turn(&dir, "c.bgr");
        signal(&live.child, sig);
        // The handler runs on its own thread: wait for it before the input is
        // closed (the end of input would otherwise save and exit 0 first).
        wait_or_fail(&mut live.child, 20, sig);
        let (code, out, err) = live.finish();
        assert_eq!(code, Some(130), "{sig}: {}\n{err}", tail(&out));
        assert!(
            err.contains("Interrupted (Ctrl-C, SIGTERM or SIGHUP): the game is saved to c.bgr, not resigned"),
            "{sig}: {err}"
        );
        resumes_at(&dir, "c.bgr", &screen);
    }
}

/// Runs `play` with its input from `stdin`, fed by `feed` (if any) on its
/// own thread; fails if it has not ended within a minute.
fn play_with_input(dir: &Path, stdin: Stdio, feed: Option<fn(ChildStdin)>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_berserk"))
        .current_dir(dir)
        .args(["play", "--seed", "2", "--lang", "en", "--save", "g.bgr"])
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    if let (Some(feed), Some(pipe)) = (feed, child.stdin.take()) {
        std::thread::spawn(move || feed(pipe));
    }
    // The outputs are read while waiting (a full pipe would block the game).
    let (mut out, mut err) = (child.stdout.take().unwrap(), child.stderr.take().unwrap());
    let out = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = out.read_to_end(&mut b);
        b
    });
    let err = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = err.read_to_end(&mut b);
        b
    });
    wait_or_fail(&mut child, 60, "play with endless input");
    Output {
        status: child.wait().unwrap(),
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    }
}

/// Issue 29: binary input (`</dev/zero`) ends at once with an error that
/// says what and where; the game is saved first and resumes.
#[cfg(unix)]
#[test]
fn play_dev_zero_ends_with_a_clear_error() {
    let dir = temp_dir("dev-zero");
    let zero = std::fs::File::open("/dev/zero").expect("/dev/zero");
    let o = play_with_input(&dir, Stdio::from(zero), None);
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(
        err.contains("the input is not text: a NUL byte at byte 1 (line 1); the game is not resigned, it is saved to g.bgr. Continue: berserk play --resume g.bgr"),
        "{err}"
    );
    let screen = text(&o.stdout);
    resumes_at(&dir, "g.bgr", screen.trim_end_matches('\n'));
}

/// Issue 29: endless input ends with a clear error and the game saved, not
/// after reading forever: a stream with no line break once the longest line
/// that is dropped is passed, `yes | berserk play` once one question got
/// 1000 answers that decide nothing.
#[test]
fn play_endless_input_ends_with_a_clear_error() {
    let no_line_break: fn(ChildStdin) = |mut pipe| {
        let chunk = [b'a'; 8192];
        // Until the game closes its input.
        while pipe.write_all(&chunk).is_ok() {}
    };
    let yes: fn(ChildStdin) = |mut pipe| {
        let chunk = "y\n".repeat(4096);
        while pipe.write_all(chunk.as_bytes()).is_ok() {}
    };
    for (feed, why) in [
        (no_line_break, "a line longer than 1048576 bytes (line 1)"),
        (yes, "1000 lines in a row decided nothing (up to line 1001)"),
    ] {
        let dir = temp_dir("endless");
        let o = play_with_input(&dir, Stdio::piped(), Some(feed));
        assert_no_panic(&o);
        assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
        let err = text(&o.stderr);
        assert!(
            err.contains(&format!(
                "the input is not a player's answers: {why}; the game is not resigned, it is saved to g.bgr"
            )),
            "{err}"
        );
        let saved = std::fs::read_to_string(dir.join("g.bgr")).unwrap();
        assert!(saved.contains("[Result \"*\"]"), "{saved}");
    }
}

/// An over-long line is dropped, not kept, and the game goes on.
#[test]
fn play_drops_over_long_lines() {
    let dir = temp_dir("long");
    let long = format!("{}\n1\n{}", "7".repeat(200_000), "9".repeat(300_000));
    let o = berserk_in(&dir, &["play", "--seed", "2", "--lang", "en"], Some(&long));
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert_eq!(
        out.matches("A line longer than 4096 bytes was skipped.").count(),
        2,
        "{}",
        tail(&out)
    );
    assert!(out.contains("End of input"), "{}", tail(&out));
}

/// A closed output (`berserk play | head`) ends the session; the game is still saved.
#[test]
fn play_saves_when_the_output_is_closed() {
    let dir = temp_dir("closed-output");
    let mut child = Command::new(env!("CARGO_BIN_EXE_berserk"))
        .current_dir(&dir)
        .args(["play", "--seed", "3", "--save", "p.bgr"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Read the first line, then close the output.
    let mut out = child.stdout.take().unwrap();
    let mut first = [0u8; 64];
    let _ = out.read(&mut first).unwrap();
    drop(out);
    let mut input = child.stdin.take().unwrap();
    let _ = input.write_all(cycles(50).as_bytes());
    drop(input);
    let o = child.wait_with_output().unwrap();
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let saved = std::fs::read_to_string(dir.join("p.bgr")).expect("saved");
    assert!(saved.contains("[Result \"*\"]") && !saved.contains("resign"), "{saved}");
}

/// `h WORD` shows the glossary entry of a keyword; plain `h` the help.
/// Piped input is not a terminal: no deck is asked, the first built-in deck
/// is the person's.
#[test]
fn play_h_word_explains_a_keyword_and_piped_input_keeps_the_default_deck() {
    let dir = temp_dir("h-word");
    let o = berserk_in(
        &dir,
        &["play", "--seed", "9", "--lang", "en"],
        Some("h armor\nh Отравление\nh abracadabra\nh\n"),
    );
    assert_no_panic(&o);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("armor / броня [armor] (rules: GAME §6 armor)"), "{out}");
    assert!(out.contains("poison / отравление [poison]"), "{out}");
    assert!(
        out.contains("no such keyword or term in the glossary: \"abracadabra\""),
        "{out}"
    );
    assert!(out.contains("Commands:") && out.contains("h WORD"), "{out}");
    assert!(!out.contains("Choose your deck"), "{out}");
    assert!(out.contains("deck «Steppe and mountains») against"), "{out}");
}

/// Issue 12: the search bot plays in `play`, with its settings, and a game
/// saved mid-way resumes with the same bot deciding the same (its
/// playouts-budgeted search is deterministic).
#[test]
fn play_against_mcts_saves_resumes_and_ends() {
    let dir = temp_dir("mcts");
    let args = [
        "play",
        "--seed",
        "5",
        "--bot",
        "mcts:playouts=4",
        "--turn-limit",
        "8",
        "--lang",
        "en",
        "--save",
        "g.bgr",
    ];
    let o = berserk_in(&dir, &args, Some(&cycles(2)));
    assert_no_panic(&o);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.contains("the mcts bot"), "{}", tail(&out));
    assert!(out.contains("End of input"), "{}", tail(&out));
    let saved = std::fs::read_to_string(dir.join("g.bgr")).unwrap();
    assert!(saved.contains("[Bot \"mcts:playouts=4\"]"), "{saved}");
    let o = berserk_in(
        &dir,
        &["play", "--resume", "g.bgr", "--lang", "en"],
        Some(&cycles(5000)),
    );
    assert_no_panic(&o);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(!out.contains("would now decide differently"), "{}", tail(&out));
    assert!(out.contains("Game over"), "{}", tail(&out));
}

/// Issue 28: a bot that searches for a time can't reproduce its decisions,
/// so resuming takes them from the record without searching again (and
/// does not blame another version of the bot); the game then goes on.
#[test]
fn play_resume_against_a_timed_search_takes_its_decisions_from_the_record() {
    let dir = temp_dir("mcts-timed");
    let args = [
        "play",
        "--seed",
        "5",
        "--bot",
        "mcts:think=20ms",
        "--turn-limit",
        "8",
        "--lang",
        "en",
        "--save",
        "g.bgr",
    ];
    let o = berserk_in(&dir, &args, Some(&cycles(3)));
    assert_no_panic(&o);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let saved = std::fs::read_to_string(dir.join("g.bgr")).unwrap();
    assert!(saved.contains("[Bot \"mcts:think=20ms\"]"), "{saved}");
    let o = berserk_in(&dir, &["play", "--resume", "g.bgr", "--lang", "en"], None);
    assert_no_panic(&o);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(
        out.contains("decisions are taken from the record without searching again"),
        "{}",
        tail(&out)
    );
    assert!(!out.contains("would now decide differently"), "{}", tail(&out));
    let again = std::fs::read_to_string(dir.join("g.bgr")).unwrap();
    assert_eq!(moves_of(&again), moves_of(&saved));
}
