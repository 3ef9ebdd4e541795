//! `berserk sim --matrix`: every built-in ready deck against every other,
//! seats swapped, and a table of win rates.

use std::io::{self, Write};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Arc;

use berserk_ai::{derive_seed, play_game_with, BotKind};
use berserk_cards::Deck;
use berserk_engine::{CardDb, Game, Player, RulesConfig};
use berserk_text::{count, illegal_text, nouns, Lang};
use indicatif::ProgressBar;

use super::{progress_bar, quiet_panics, split_games, FirstBySeed, SimArgs, LAST_PANIC};
use crate::common::{builtin, check_decks, fit, is_rules_examples, tr, CliError, CliResult};

/// The results of one pairing, seen from its first deck.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Pairing {
    games: u64,
    /// Wins of the first deck, of the second deck.
    wins: [u64; 2],
    draws: u64,
    /// Games stopped by an engine error or a panic (not counted as played),
    /// with the lowest seed and its reason.
    failed: u64,
    first_failure: FirstBySeed,
}

impl Pairing {
    fn fail(&mut self, seed: u64, why: String) {
        self.failed += 1;
        self.first_failure.note(seed, why);
    }

    fn merge(&mut self, o: Pairing) {
        self.games += o.games;
        self.wins[0] += o.wins[0];
        self.wins[1] += o.wins[1];
        self.draws += o.draws;
        self.failed += o.failed;
        self.first_failure.merge(o.first_failure);
    }

    /// The win rate of deck `side` (0: the first, 1: the second) in %, draws
    /// counting as half; `None` when no game finished.
    fn rate(&self, side: usize) -> Option<f64> {
        (self.games > 0).then(|| 100.0 * (self.wins[side] as f64 + self.draws as f64 / 2.0) / self.games as f64)
    }
}

/// What every worker shares.
struct Setup {
    db: Arc<CardDb>,
    cfg: Arc<RulesConfig>,
    decks: Vec<Deck>,
    /// The pairings (first deck, second deck), first < second.
    pairs: Vec<(usize, usize)>,
    bots: [BotKind; 2],
    games: u64,
    seed: u64,
}

impl Setup {
    /// Game `job` (pairing `job / games`, game `job % games` of it): its
    /// seed and whether the pairing's first deck sits in P1.
    fn game_of(&self, job: u64) -> (usize, u64, bool) {
        let k = (job / self.games) as usize;
        let g = job % self.games;
        (k, self.seed.wrapping_add(job), g & 1 == 0)
    }
}

/// Plays the jobs `jobs` (see [`Setup::game_of`]); returns one result per pairing.
fn worker(setup: &Setup, jobs: std::ops::Range<u64>, bar: &ProgressBar) -> Vec<Pairing> {
    let mut out = vec![Pairing::default(); setup.pairs.len()];
    let mut buf = Vec::with_capacity(64);
    for job in jobs {
        let (k, seed, first_in_p1) = setup.game_of(job);
        let (a, b) = setup.pairs[k];
        let seats = if first_in_p1 { [a, b] } else { [b, a] };
        let r = &mut out[k];
        let mut game = match Game::new(
            setup.db.clone(),
            setup.cfg.clone(),
            [&setup.decks[seats[0]].cards, &setup.decks[seats[1]].cards],
            seed,
        ) {
            Ok(g) => g,
            Err((p, e)) => {
                r.fail(seed, format!("{p}'s deck is refused: {}", illegal_text(&e, Lang::En)));
                bar.inc(1);
                continue;
            }
        };
        let mut b1 = setup.bots[0].create(derive_seed(seed, 1));
        let mut b2 = setup.bots[1].create(derive_seed(seed, 2));
        let outcome = panic::catch_unwind(AssertUnwindSafe(|| {
            play_game_with(&mut game, [&mut *b1, &mut *b2], &mut buf)
        }));
        match outcome {
            Ok(stats) => match (stats.error, stats.result) {
                (None, Some(result)) => {
                    r.games += 1;
                    match result.winner {
                        // Seat P1 holds the first deck exactly when `first_in_p1`.
                        Some(w) => r.wins[usize::from((w == Player::P1) != first_in_p1)] += 1,
                        None => r.draws += 1,
                    }
                }
                (Some(e), _) => r.fail(seed, e.to_string()),
                (None, None) => r.fail(seed, "the game did not end".to_string()),
            },
            Err(_) => {
                let msg = LAST_PANIC
                    .with(|p| p.borrow_mut().take())
                    .unwrap_or_else(|| "the engine panicked".to_string());
                r.fail(seed, msg);
            }
        }
        bar.inc(1);
    }
    out
}

pub fn run(args: &SimArgs) -> CliResult {
    let lang: Lang = args.lang.into();
    let (db, all) = builtin()?;
    let decks: Vec<Deck> = all.into_iter().filter(|d| !is_rules_examples(d)).collect();
    if decks.len() < 2 {
        return Err(CliError::failure("--matrix needs at least two built-in ready decks"));
    }
    let cfg = RulesConfig::for_simulation(args.turn_limit);
    check_decks(&db, &cfg, &decks, "the built-in deck")?;
    let n = decks.len();
    let pairs: Vec<(usize, usize)> = (0..n).flat_map(|i| (i + 1..n).map(move |j| (i, j))).collect();
    let games = args.games();
    let total = games
        .checked_mul(pairs.len() as u64)
        .ok_or_else(|| CliError::usage("--games is too large for --matrix"))?;
    let setup = Setup {
        db: Arc::new(db),
        cfg: Arc::new(cfg),
        decks,
        pairs,
        bots: [args.p1, args.p2],
        games,
        seed: args.seed,
    };

    let bar = progress_bar(args.quiet, total);
    let default_hook = panic::take_hook();
    quiet_panics();
    let threads = u64::from(args.threads).min(total).max(1);
    let mut results = vec![Pairing::default(); setup.pairs.len()];
    std::thread::scope(|s| {
        let handles: Vec<_> = split_games(total, threads)
            .into_iter()
            .map(|r| {
                let (setup, bar) = (&setup, &bar);
                s.spawn(move || worker(setup, r, bar))
            })
            .collect();
        for h in handles {
            match h.join() {
                Ok(part) => {
                    for (into, p) in results.iter_mut().zip(part) {
                        into.merge(p);
                    }
                }
                Err(_) => results[0].fail(u64::MAX, "a worker thread panicked".to_string()),
            }
        }
    });
    panic::set_hook(default_hook);
    bar.finish_and_clear();

    let mut out = io::stdout().lock();
    write!(out, "{}", table(&setup, &results, args, lang))?;
    out.flush()?;
    let failed: u64 = results.iter().map(|r| r.failed).sum();
    if failed > 0 {
        let (seed, why) = results
            .iter()
            .filter_map(|r| r.first_failure.0.clone())
            .min_by_key(|(s, _)| *s)
            .unwrap_or_default();
        return Err(CliError::failure(format!(
            "{failed} game(s) stopped on an engine error; first: seed {seed}: {why}"
        )));
    }
    Ok(())
}

/// The rate of deck `row` against deck `col`, if they were paired.
fn rate(setup: &Setup, results: &[Pairing], row: usize, col: usize) -> Option<f64> {
    setup.pairs.iter().zip(results).find_map(|(&(a, b), r)| {
        if (a, b) == (row, col) {
            r.rate(0)
        } else if (a, b) == (col, row) {
            r.rate(1)
        } else {
            None
        }
    })
}

/// The header, the table (rows: decks; columns: opponents by number;
/// cell: the row deck's win rate in %), and the totals.
fn table(setup: &Setup, results: &[Pairing], args: &SimArgs, lang: Lang) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    let n = setup.decks.len();
    let games = args.games();
    let total = games * setup.pairs.len() as u64;
    let last_seed = args.seed.wrapping_add(total - 1);
    let (b1, b2) = (setup.bots[0].to_string(), setup.bots[1].to_string());
    let _ = writeln!(
        s,
        "{}",
        tr(
            lang,
            &format!(
                "Колода против колоды: {} на пару колод (поровну за каждое место), {} всего, сиды {}..={}, \
                 боты {b1} (P1) и {b2} (P2), предел ходов {}",
                count(lang, games, nouns::GAMES),
                count(lang, total, nouns::GAMES),
                args.seed,
                last_seed,
                args.turn_limit
            ),
            &format!(
                "Deck against deck: {} per pairing (half in each seat), {} in all, seeds {}..={}, \
                 bots {b1} (P1) and {b2} (P2), turn limit {}",
                count(lang, games, nouns::GAMES),
                count(lang, total, nouns::GAMES),
                args.seed,
                last_seed,
                args.turn_limit
            ),
        )
    );
    let _ = writeln!(
        s,
        "{}",
        tr(
            lang,
            "Клетка — процент побед колоды строки против колоды столбца (ничья — половина победы).",
            "A cell is the row deck's win rate in % against the column deck (a draw counts as half a win).",
        )
    );
    let _ = writeln!(s);
    let name_w = setup
        .decks
        .iter()
        .map(|d| d.display_name(lang).chars().count())
        .max()
        .unwrap_or(0)
        .clamp(8, 32)
        + 4;
    let avg = tr(lang, "среднее", "average");
    let mut head = fit(&tr(lang, "колода", "deck"), name_w);
    for j in 0..n {
        let _ = write!(head, " {:>6}", j + 1);
    }
    let _ = write!(head, " {avg:>8}");
    let _ = writeln!(s, "{head}");
    for i in 0..n {
        let label = format!("{:>2}. {}", i + 1, setup.decks[i].display_name(lang));
        let mut line = fit(&label, name_w);
        let mut sum = 0.0;
        let mut k = 0;
        for j in 0..n {
            match (i != j).then(|| rate(setup, results, i, j)).flatten() {
                Some(r) => {
                    sum += r;
                    k += 1;
                    let _ = write!(line, " {r:>6.1}");
                }
                None => {
                    let _ = write!(line, " {:>6}", "—");
                }
            }
        }
        if k > 0 {
            let _ = write!(line, " {:>8.1}", sum / k as f64);
        } else {
            let _ = write!(line, " {:>8}", "—");
        }
        let _ = writeln!(s, "{}", line.trim_end());
    }
    let played: u64 = results.iter().map(|r| r.games).sum();
    let draws: u64 = results.iter().map(|r| r.draws).sum();
    let failed: u64 = results.iter().map(|r| r.failed).sum();
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "{}",
        tr(
            lang,
            &format!("сыграно {played}, ничьих {draws}, прервано ошибкой движка {failed}"),
            &format!("played {played}, draws {draws}, stopped by an engine error {failed}"),
        )
    );
    s
}
