//! `berserk arena BOT BOT`: two bots over the same decks and seeds, both
//! seatings, with win rates, 95% confidence intervals and an Elo difference.
//!
//! Every game is played twice with the same seed and decks, once with each
//! bot in the P1 seat, so neither the seat nor the deal favours a bot. The
//! pairings are the mirror matches of the chosen decks (each deck against
//! itself) or, with `--matrix`, every ordered pair of them (the deck
//! matrix). Game g of pairing k uses seed S + k·N + g (N = games per
//! pairing / 2), so the same seed gives the same figures with any number
//! of threads (for bots budgeted by playouts, not by time).

use std::io::{self, Write};
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use berserk_ai::{derive_seed, play_game_with, BotKind, SearchStats};
use berserk_cards::Deck;
use berserk_engine::{CardDb, Game, Player, RulesConfig};
use berserk_text::{illegal_text, Lang};
use clap::Args;

use crate::common::{builtin, check_decks, find_deck, is_rules_examples, parse_bot, CliError, CliResult};
use crate::sim::progress_bar;

#[derive(Args, Debug)]
pub struct ArenaArgs {
    /// The first bot: `random`, `greedy`, `mcts` or `mcts:playouts=N|think=200ms,threads=K`.
    #[arg(value_parser = parse_bot)]
    pub a: BotKind,
    /// The second bot.
    #[arg(value_parser = parse_bot)]
    pub b: BotKind,
    /// Decks, comma-separated: built-in names or numbers, or .deck files
    /// (default: every built-in ready deck).
    #[arg(long, value_delimiter = ',', value_name = "DECKS")]
    pub decks: Vec<String>,
    /// Every ordered pair of the decks (the deck matrix), not only mirror matches.
    #[arg(long)]
    pub matrix: bool,
    /// Games per pairing, half with each bot in the P1 seat (rounded up to even).
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..))]
    pub games: u64,
    /// Seed of the first game.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Games played at once (each bot also has its own `threads` setting).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub threads: u32,
    /// A game still running after this many turns ends in a draw.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..))]
    pub turn_limit: u32,
    /// No progress bar.
    #[arg(long, short)]
    pub quiet: bool,
}

/// Results from bot A's side: wins, draws, losses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
}

impl Score {
    pub fn games(&self) -> u64 {
        self.wins + self.draws + self.losses
    }
    /// A's score in 0..=1, a draw counting as half.
    pub fn rate(&self) -> Option<f64> {
        let n = self.games();
        (n > 0).then(|| (self.wins as f64 + self.draws as f64 / 2.0) / n as f64)
    }
    fn add(&mut self, o: Score) {
        self.wins += o.wins;
        self.draws += o.draws;
        self.losses += o.losses;
    }
}

/// The Wilson score interval of a proportion `p` over `n` trials at `z`
/// standard deviations (1.96 for 95%).
pub fn wilson(p: f64, n: u64, z: f64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n = n as f64;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The Elo difference that predicts the score `p` (±∞ at 1 and 0).
pub fn elo(p: f64) -> f64 {
    if p <= 0.0 {
        f64::NEG_INFINITY
    } else if p >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / p - 1.0).log10()
    }
}

fn fmt_elo(e: f64) -> String {
    if e.is_infinite() {
        if e > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else {
        format!("{e:+.0}")
    }
}

/// One line of the table: "A score% [lo, hi]".
pub fn score_line(s: &Score) -> String {
    match s.rate() {
        None => "no games".to_string(),
        Some(p) => {
            let (lo, hi) = wilson(p, s.games(), 1.96);
            format!("{:>5.1}% [{:>5.1}, {:>5.1}]", 100.0 * p, 100.0 * lo, 100.0 * hi)
        }
    }
}

struct Setup {
    db: Arc<CardDb>,
    cfg: Arc<RulesConfig>,
    decks: Vec<Deck>,
    pairs: Vec<(usize, usize)>,
    bots: [BotKind; 2],
    /// Seeds per pairing (each played twice).
    seeds: u64,
    seed: u64,
}

/// One game: pairing `k`, seed index `g`, `swap` = bot B in the P1 seat.
/// Returns bot A's result and both bots' search work (A, B), or the reason
/// the game failed.
fn play_one(setup: &Setup, job: u64) -> Result<(Score, [SearchStats; 2]), String> {
    let per_pair = setup.seeds * 2;
    let (k, rest) = (job / per_pair, job % per_pair);
    let (g, swap) = (rest / 2, rest % 2 == 1);
    let (d1, d2) = setup.pairs[k as usize];
    let seed = setup.seed.wrapping_add(k * setup.seeds + g);
    let mut game = Game::new(
        setup.db.clone(),
        setup.cfg.clone(),
        [&setup.decks[d1].cards, &setup.decks[d2].cards],
        seed,
    )
    .map_err(|(p, e)| format!("deck of {p}: {}", illegal_text(&e, Lang::En)))?;
    let (p1, p2) = if swap {
        (setup.bots[1], setup.bots[0])
    } else {
        (setup.bots[0], setup.bots[1])
    };
    let mut b1 = p1.create(derive_seed(seed, 1));
    let mut b2 = p2.create(derive_seed(seed, 2));
    let mut buf = Vec::with_capacity(64);
    let stats = play_game_with(&mut game, [&mut b1, &mut b2], &mut buf);
    if let Some(e) = stats.error {
        return Err(format!("seed {seed}: {e}"));
    }
    let a_seat = if swap { Player::P2 } else { Player::P1 };
    let work = if swap {
        [b2.search_stats(), b1.search_stats()]
    } else {
        [b1.search_stats(), b2.search_stats()]
    };
    let score = match stats.winner() {
        None => Score {
            draws: 1,
            ..Score::default()
        },
        Some(w) if w == a_seat => Score {
            wins: 1,
            ..Score::default()
        },
        Some(_) => Score {
            losses: 1,
            ..Score::default()
        },
    };
    Ok((score, work))
}

pub fn run(args: ArenaArgs) -> CliResult {
    let (db, all) = builtin()?;
    let decks: Vec<Deck> = if args.decks.is_empty() {
        all.into_iter().filter(|d| !is_rules_examples(d)).collect()
    } else {
        args.decks
            .iter()
            .map(|d| find_deck(d.trim(), &db, &all))
            .collect::<Result<_, _>>()?
    };
    let cfg = RulesConfig::for_simulation(args.turn_limit);
    check_decks(&db, &cfg, &decks, "the deck")?;
    let n = decks.len();
    let pairs: Vec<(usize, usize)> = if args.matrix {
        (0..n).flat_map(|i| (0..n).map(move |j| (i, j))).collect()
    } else {
        (0..n).map(|i| (i, i)).collect()
    };
    let seeds = args.games.div_ceil(2);
    let total = seeds
        .checked_mul(2 * pairs.len() as u64)
        .ok_or_else(|| CliError::usage("--games is too large"))?;
    let setup = Setup {
        db: Arc::new(db),
        cfg: Arc::new(cfg),
        decks,
        pairs,
        bots: [args.a, args.b],
        seeds,
        seed: args.seed,
    };
    let bar = progress_bar(args.quiet, total);
    let next = AtomicU64::new(0);
    let results = Mutex::new(vec![Score::default(); setup.pairs.len()]);
    let failures = Mutex::new(Vec::<String>::new());
    let work = Mutex::new([SearchStats::default(); 2]);
    let start = Instant::now();
    let default_hook = panic::take_hook();
    panic::set_hook(Box::new(|_| {}));
    std::thread::scope(|s| {
        for _ in 0..u64::from(args.threads).min(total) {
            s.spawn(|| loop {
                let job = next.fetch_add(1, Ordering::Relaxed);
                if job >= total {
                    break;
                }
                let k = (job / (seeds * 2)) as usize;
                match panic::catch_unwind(AssertUnwindSafe(|| play_one(&setup, job))) {
                    Ok(Ok((score, w))) => {
                        if let Ok(mut r) = results.lock() {
                            r[k].add(score);
                        }
                        if let Ok(mut all) = work.lock() {
                            all[0].add(w[0]);
                            all[1].add(w[1]);
                        }
                    }
                    Ok(Err(why)) => {
                        if let Ok(mut f) = failures.lock() {
                            f.push(why);
                        }
                    }
                    Err(_) => {
                        if let Ok(mut f) = failures.lock() {
                            f.push(format!("game {job}: the engine panicked"));
                        }
                    }
                }
                bar.inc(1);
            });
        }
    });
    panic::set_hook(default_hook);
    bar.finish_and_clear();
    let elapsed = start.elapsed();
    let results = results.into_inner().unwrap_or_default();
    let failures = failures.into_inner().unwrap_or_default();
    let work = work.into_inner().unwrap_or_default();

    let mut out = io::stdout().lock();
    let [a, b] = setup.bots;
    writeln!(out, "A = {a}, B = {b}")?;
    writeln!(
        out,
        "{} games per pairing ({} seeds, each with A in P1 and in P2), seed {}, turn limit {}, {:.0} s",
        seeds * 2,
        seeds,
        args.seed,
        args.turn_limit,
        elapsed.as_secs_f64()
    )?;
    writeln!(out)?;
    writeln!(
        out,
        "| A's deck | B's deck | games | A wins | draws | B wins | A's score [95% CI] |"
    )?;
    writeln!(out, "|---|---|---|---|---|---|---|")?;
    let mut total_score = Score::default();
    for (&(i, j), s) in setup.pairs.iter().zip(&results) {
        total_score.add(*s);
        writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} | {} |",
            setup.decks[i].name,
            setup.decks[j].name,
            s.games(),
            s.wins,
            s.draws,
            s.losses,
            score_line(s)
        )?;
    }
    writeln!(out)?;
    writeln!(out, "{}", summary(&total_score))?;
    for (name, w) in [("A", work[0]), ("B", work[1])] {
        if w.searches > 0 {
            let secs = w.time.as_secs_f64();
            writeln!(
                out,
                "{name} searched {} decisions: {:.1} ms and {:.0} playouts each on average, {:.0} playouts/s",
                w.searches,
                1000.0 * secs / w.searches as f64,
                w.playouts as f64 / w.searches as f64,
                if secs > 0.0 { w.playouts as f64 / secs } else { 0.0 }
            )?;
        }
    }
    out.flush()?;
    if !failures.is_empty() {
        return Err(CliError::failure(format!(
            "{} game(s) stopped on an engine error; first: {}",
            failures.len(),
            failures[0]
        )));
    }
    Ok(())
}

/// The overall line: A's score with its interval, and the Elo difference
/// with the interval mapped through the same curve.
pub fn summary(s: &Score) -> String {
    let Some(p) = s.rate() else {
        return "no games finished".to_string();
    };
    let (lo, hi) = wilson(p, s.games(), 1.96);
    format!(
        "A against B: {} wins, {} draws, {} losses of {}: score {} — Elo difference {} [{}, {}]",
        s.wins,
        s.draws,
        s.losses,
        s.games(),
        score_line(s).trim(),
        fmt_elo(elo(p)),
        fmt_elo(elo(lo)),
        fmt_elo(elo(hi))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_known_values() {
        // 8 of 10: 95% Wilson interval 0.490–0.943.
        let (lo, hi) = wilson(0.8, 10, 1.96);
        assert!((lo - 0.4902).abs() < 1e-3 && (hi - 0.9433).abs() < 1e-3, "{lo} {hi}");
        // 50 of 100: 0.404–0.596.
        let (lo, hi) = wilson(0.5, 100, 1.96);
        assert!((lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3, "{lo} {hi}");
        // All won: the interval stays inside 0..=1 and does not reach 1 from below only.
        let (lo, hi) = wilson(1.0, 20, 1.96);
        assert!((lo - 0.8389).abs() < 1e-3 && hi == 1.0, "{lo} {hi}");
        assert_eq!(wilson(0.3, 0, 1.96), (0.0, 1.0));
    }

    #[test]
    fn elo_of_known_scores() {
        assert_eq!(elo(0.5), 0.0);
        assert!((elo(0.75) - 190.85).abs() < 0.1);
        assert!((elo(0.25) + 190.85).abs() < 0.1);
        assert!((elo(10.0 / 11.0) - 400.0).abs() < 1e-6);
        assert_eq!(elo(1.0), f64::INFINITY);
        assert_eq!(fmt_elo(elo(0.0)), "-inf");
    }

    #[test]
    fn the_summary_counts_draws_as_half() {
        let s = Score {
            wins: 6,
            draws: 2,
            losses: 2,
        };
        assert_eq!(s.rate(), Some(0.7));
        let line = summary(&s);
        assert!(
            line.starts_with("A against B: 6 wins, 2 draws, 2 losses of 10: score 70.0% [ 39.7,  89.2]"),
            "{line}"
        );
        assert!(line.contains("Elo difference +147"), "{line}");
    }
}
