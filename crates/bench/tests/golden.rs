//! The golden trace: the behaviour of random games, pinned.
//!
//! Plays [`GAMES`] random games of each benchmark's set of decks, and of
//! decks holding every card of set 1 ([`Setup::every_card`]), and compares
//! their fingerprints ([`berserk_bench::trace`]) with `tests/golden/trace.txt`.
//! A change of the engine's behaviour — a different option list, choice,
//! die, event or end of any game — fails here until the file is renewed on
//! purpose:
//!
//! ```sh
//! BLESS=1 cargo test -p berserk-bench --test golden
//! ```
//!
//! and the commit that renews it says why the games changed. A pure
//! refactoring leaves the `behaviour` lines as they are; the `full` lines
//! also pin the `Debug` form of options and events, so a change of their
//! representation alone renews only those.

use berserk_bench::trace::{trace, Fingerprint};
use berserk_bench::Setup;

/// Games per set of decks: enough to reach most rules of the built-in cards,
/// few enough for a debug build in CI (seconds).
const GAMES: u64 = 300;

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/trace.txt");

fn lines(name: &str, f: Fingerprint) -> String {
    format!("{name} behaviour {:016x}\n{name} full {:016x}\n", f.behaviour, f.full)
}

#[test]
fn random_games_behave_as_pinned() {
    let mut now = String::from(
        "# The golden trace (crates/bench/tests/golden.rs): fingerprints of 300 random\n\
         # games per set of decks (the benchmarks' decks, and every card of set 1).\n\
         # Renew with BLESS=1 only for a change of behaviour meant to happen, and\n\
         # say why in the commit.\n",
    );
    for (name, setup) in [
        ("games", Setup::new()),
        ("mono", Setup::mono()),
        ("every", Setup::every_card()),
    ] {
        now.push_str(&lines(name, trace(&setup, GAMES)));
    }
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(FILE, &now).expect("write the golden file");
        return;
    }
    let pinned = std::fs::read_to_string(FILE).unwrap_or_default();
    assert!(
        pinned == now,
        "the random games no longer play as pinned in {FILE}.\n\
         pinned:\n{pinned}\nnow:\n{now}\n\
         A `behaviour` line that changed means the games changed: if that is meant \
         (a ruling, a new rule), renew with `BLESS=1 cargo test -p berserk-bench --test golden` \
         and say why in the commit; if not, the change broke something. \
         Only `full` lines changed: the games are the same, but an option's or an \
         event's Debug form changed."
    );
}

/// The fingerprint sees a change of one decision: a game whose bot takes
/// another option somewhere has another behaviour line (the test above
/// could not fail otherwise).
#[test]
fn the_fingerprint_sees_one_changed_game() {
    let setup = Setup::new();
    let a = trace(&setup, 2);
    let b = trace(&setup, 3);
    assert_ne!(a.behaviour, b.behaviour);
    assert_ne!(a.full, b.full);
    assert_eq!(trace(&setup, 2), a, "the same games give the same fingerprint");
}
