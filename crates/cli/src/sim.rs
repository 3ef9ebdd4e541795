//! `berserk sim`: many games between two bots, with statistics; with
//! `--matrix`, every ready deck against every other.

mod matrix;

use std::io::{self, IsTerminal, Write};
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use berserk_ai::{derive_seed, play_game_with, BotKind, GameStats};
use berserk_cards::Deck;
use berserk_engine::{CardDb, EndReason, Game, Player, RulesConfig};
use berserk_record::{Move, Recorder};
use berserk_text::{count, illegal_text, nouns, Lang};
use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::common::{builtin, find_deck, parse_bot, tr, CliError, CliResult, LangArg};

#[derive(Args, Debug)]
pub struct SimArgs {
    /// Number of games (default 1000); with --matrix, the games of each
    /// pairing of decks (default 200).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub games: Option<u64>,
    /// Seed of the first game; game i uses seed S + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The bot of player 1.
    /// `random`, `greedy`, `mcts` or `mcts:playouts=N|think=200ms,threads=K`.
    #[arg(long, value_parser = parse_bot, default_value = "greedy")]
    pub p1: BotKind,
    /// The bot of player 2.
    #[arg(long, value_parser = parse_bot, default_value = "greedy")]
    pub p2: BotKind,
    /// A game still running after this many turns ends in a draw.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..))]
    pub turn_limit: u32,
    /// Deck of player 1: a built-in deck's name, file name or number, or a .deck file
    /// (default: the first built-in deck).
    #[arg(long, value_name = "NAME_OR_FILE")]
    pub deck1: Option<String>,
    /// Deck of player 2 (default: the second built-in deck).
    #[arg(long, value_name = "NAME_OR_FILE")]
    pub deck2: Option<String>,
    /// Worker threads; the seeds are split between them.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub threads: u32,
    /// No progress bar.
    #[arg(long, short)]
    pub quiet: bool,
    /// Language of the report.
    #[arg(long, value_enum, default_value_t = LangArg::En)]
    pub lang: LangArg,
    /// Write a record of every game to DIR (created if needed), as
    /// `game-<seed>.bgr`; replay one with `berserk replay`. The games are the
    /// same as without it (same bots, same seeds), only slower.
    #[arg(long, value_name = "DIR")]
    pub record: Option<PathBuf>,
    /// Play every built-in ready deck against every other and print a table
    /// of win rates (row deck against column deck, in %, draws counting as
    /// half) with each deck's average. Each pairing plays --games games, half
    /// with each deck in the P1 seat; --p1 plays the P1 seat and --p2 the P2
    /// seat, whichever deck sits there (greedy against greedy by default).
    /// Game g of pairing k uses seed S + k·games + g, so a seed gives the
    /// same table with any number of threads. The "Примеры правил" (rules
    /// examples) deck is left out: it gathers the rules' set-0 example cards
    /// for tests and is not a ready deck.
    #[arg(long, conflicts_with_all = ["deck1", "deck2", "record"])]
    pub matrix: bool,
}

impl SimArgs {
    /// The number of games: `--games`, or 1000 (200 per pairing with `--matrix`).
    pub fn games(&self) -> u64 {
        self.games.unwrap_or(if self.matrix { 200 } else { 1000 })
    }
}

/// Sums over a run of games.
#[derive(Clone, Debug, Default)]
struct Totals {
    games: u64,
    wins: [u64; 2],
    draws: u64,
    turn_limit_draws: u64,
    both_lost_draws: u64,
    /// Games won by the player who took the first turn (GAME §3).
    first_wins: u64,
    turns: u64,
    decisions: u64,
    chance_events: u64,
    /// Games that stopped on an engine error or panic, with the first one.
    failed: u64,
    first_failure: FirstBySeed,
    /// Time spent playing, summed over threads.
    busy: Duration,
    /// Records written (with `--record`), and the first record that could
    /// not be written.
    records: u64,
    record_errors: u64,
    first_record_error: FirstBySeed,
}

/// The first of a kind of failure by seed: whatever order the threads
/// report them in, the one with the lowest seed is kept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct FirstBySeed(pub Option<(u64, String)>);

impl FirstBySeed {
    pub fn note(&mut self, seed: u64, why: String) {
        if self.0.as_ref().is_none_or(|(s, _)| seed < *s) {
            self.0 = Some((seed, why));
        }
    }

    pub fn merge(&mut self, o: FirstBySeed) {
        if let Some((seed, why)) = o.0 {
            self.note(seed, why);
        }
    }
}

impl Totals {
    /// A game's result; `first`: the player who took the first turn.
    fn add(&mut self, s: &GameStats, first: Player) {
        self.games += 1;
        if let Some(r) = s.result {
            match r.winner {
                Some(w) => {
                    self.wins[w.index()] += 1;
                    self.first_wins += u64::from(w == first);
                }
                None => {
                    self.draws += 1;
                    match r.reason {
                        EndReason::TurnLimit => self.turn_limit_draws += 1,
                        EndReason::BothNoCreatures => self.both_lost_draws += 1,
                        _ => {}
                    }
                }
            }
        }
        self.turns += s.turns as u64;
        self.decisions += s.total_decisions();
        self.chance_events += s.chance_events;
    }

    fn fail(&mut self, seed: u64, why: String) {
        self.failed += 1;
        self.first_failure.note(seed, why);
    }

    /// A game that panicked: counted, with the panic's message if it was caught.
    fn panicked(&mut self, seed: u64) {
        self.games += 1;
        let msg = LAST_PANIC
            .with(|p| p.borrow_mut().take())
            .unwrap_or_else(|| "the engine panicked".to_string());
        self.fail(seed, msg);
    }

    fn merge(&mut self, o: Totals) {
        self.games += o.games;
        for i in 0..2 {
            self.wins[i] += o.wins[i];
        }
        self.draws += o.draws;
        self.turn_limit_draws += o.turn_limit_draws;
        self.both_lost_draws += o.both_lost_draws;
        self.first_wins += o.first_wins;
        self.turns += o.turns;
        self.decisions += o.decisions;
        self.chance_events += o.chance_events;
        self.failed += o.failed;
        self.first_failure.merge(o.first_failure);
        self.busy += o.busy;
        self.records += o.records;
        self.record_errors += o.record_errors;
        self.first_record_error.merge(o.first_record_error);
    }
}

/// Everything a worker needs, shared between threads.
struct Setup {
    db: Arc<CardDb>,
    cfg: Arc<RulesConfig>,
    decks: [Deck; 2],
    bots: [BotKind; 2],
    /// Where to write the records (`--record`).
    record_dir: Option<PathBuf>,
}

/// The file of game `seed`'s record in `dir`.
pub fn record_path(dir: &Path, seed: u64) -> PathBuf {
    dir.join(format!("game-{seed}.bgr"))
}

thread_local! {
    /// The message of the last panic on this thread (see [`quiet_panics`]).
    static LAST_PANIC: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Replaces the panic hook by one that only remembers the message, so a
/// panicking game is reported once in the summary instead of crashing the run.
/// The progress bar of `total` games on stderr: hidden when quiet or when
/// stderr is not a terminal.
pub(crate) fn progress_bar(quiet: bool, total: u64) -> ProgressBar {
    if quiet || !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("{spinner} [{elapsed_precise}] {wide_bar} {pos}/{len} games (eta {eta})")
    {
        bar.set_style(style);
    }
    bar
}

/// Games `0..total` split into `threads` consecutive ranges, the first ones
/// one game longer when they don't divide evenly.
pub(crate) fn split_games(total: u64, threads: u64) -> Vec<std::ops::Range<u64>> {
    let (per, extra) = (total / threads, total % threads);
    let mut at = 0;
    (0..threads)
        .map(|t| {
            let n = per + u64::from(t < extra);
            at += n;
            at - n..at
        })
        .collect()
}

fn quiet_panics() {
    panic::set_hook(Box::new(|info| {
        LAST_PANIC.with(|p| *p.borrow_mut() = Some(info.to_string()));
    }));
}

/// Plays the games with seeds `seeds` on this thread.
fn worker(setup: &Setup, seeds: std::ops::Range<u64>, first_seed: u64, bar: &ProgressBar) -> Totals {
    let start = Instant::now();
    let mut totals = Totals::default();
    let mut buf = Vec::with_capacity(64);
    for i in seeds {
        let seed = first_seed.wrapping_add(i);
        if let Some(dir) = &setup.record_dir {
            // The same game through a recorder: same bots, same seeds; the
            // recorder rolls and applies exactly as `play_game_with` does.
            let mut b1 = setup.bots[0].create(derive_seed(seed, 1));
            let mut b2 = setup.bots[1].create(derive_seed(seed, 2));
            recorded_game(setup, dir, seed, [&mut *b1, &mut *b2], &mut totals);
            bar.inc(1);
            continue;
        }
        let mut game = match Game::new(
            setup.db.clone(),
            setup.cfg.clone(),
            [&setup.decks[0].cards, &setup.decks[1].cards],
            seed,
        ) {
            Ok(g) => g,
            Err((p, e)) => {
                totals.fail(seed, format!("{p}'s deck is refused: {}", illegal_text(&e, Lang::En)));
                totals.games += 1;
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
            Ok(stats) => {
                totals.add(&stats, game.first_player());
                if let Some(e) = stats.error {
                    totals.fail(seed, e.to_string());
                }
            }
            Err(_) => totals.panicked(seed),
        }
        bar.inc(1);
    }
    totals.busy = start.elapsed();
    totals
}

/// Plays game `seed` with a [`Recorder`] and writes its record to `dir`
/// (also when the game stops on an engine error or panic: the record shows
/// where). Counts the game as [`worker`] does.
fn recorded_game(setup: &Setup, dir: &Path, seed: u64, bots: [&mut dyn berserk_ai::Bot; 2], totals: &mut Totals) {
    let names = [setup.bots[0].to_string(), setup.bots[1].to_string()];
    let mut rec = match Recorder::new(
        setup.db.clone(),
        setup.cfg.clone(),
        [&setup.decks[0], &setup.decks[1]],
        seed,
        [&names[0], &names[1]],
    ) {
        Ok(r) => r,
        Err((p, e)) => {
            totals.fail(seed, format!("{p}'s deck is refused: {}", illegal_text(&e, Lang::En)));
            totals.games += 1;
            return;
        }
    };
    rec.add_tag("Bot1Seed", derive_seed(seed, 1).to_string());
    rec.add_tag("Bot2Seed", derive_seed(seed, 2).to_string());
    let outcome = panic::catch_unwind(AssertUnwindSafe(|| rec.play(bots)));
    let game = rec.game();
    match outcome {
        Ok(played) => {
            let moves = &rec.record().moves;
            // The report uses only the total of both players' decisions.
            let decisions = [moves.iter().filter(|m| m.is_decision()).count() as u64, 0];
            let stats = GameStats {
                result: game.result(),
                turns: game.turn(),
                decisions,
                chance_events: moves.iter().filter(|m| matches!(m, Move::Die(_))).count() as u64,
                invalid_answers: 0,
                error: None,
            };
            totals.add(&stats, game.first_player());
            if let Err(e) = played {
                totals.fail(seed, e.to_string());
            }
        }
        Err(_) => totals.panicked(seed),
    }
    let path = record_path(dir, seed);
    match std::fs::write(&path, rec.record().to_text()) {
        Ok(()) => totals.records += 1,
        Err(e) => {
            totals.record_errors += 1;
            totals.first_record_error.note(seed, format!("{}: {e}", path.display()));
        }
    }
}

pub fn run(args: SimArgs) -> CliResult {
    if args.matrix {
        return matrix::run(&args);
    }
    let lang: Lang = args.lang.into();
    let games = args.games();
    let (db, builtin_decks) = builtin()?;
    let pick = |arg: &Option<String>, default: usize| -> Result<Deck, CliError> {
        match arg {
            Some(a) => find_deck(a, &db, &builtin_decks),
            None => Ok(builtin_decks[default.min(builtin_decks.len() - 1)].clone()),
        }
    };
    let decks = [pick(&args.deck1, 0)?, pick(&args.deck2, 1)?];
    let cfg = RulesConfig::for_simulation(args.turn_limit);
    for (i, d) in decks.iter().enumerate() {
        if let Err(e) = berserk_engine::check_deck(&db, &cfg, &d.cards) {
            return Err(CliError::usage(format!(
                "deck {:?} of P{} is not legal: {}",
                d.name,
                i + 1,
                illegal_text(&e, Lang::En)
            )));
        }
    }
    if let Some(dir) = &args.record {
        std::fs::create_dir_all(dir)
            .map_err(|e| CliError::usage(format!("can't create the record folder {}: {e}", dir.display())))?;
    }
    let setup = Setup {
        db: Arc::new(db),
        cfg: Arc::new(cfg),
        decks,
        bots: [args.p1, args.p2],
        record_dir: args.record.clone(),
    };

    let bar = progress_bar(args.quiet, games);

    let default_hook = panic::take_hook();
    quiet_panics();
    let threads = (args.threads as u64).min(games).max(1);
    let start = Instant::now();
    let totals = if threads == 1 {
        worker(&setup, 0..games, args.seed, &bar)
    } else {
        std::thread::scope(|s| {
            let handles: Vec<_> = split_games(games, threads)
                .into_iter()
                .map(|r| {
                    let setup = &setup;
                    let bar = &bar;
                    s.spawn(move || worker(setup, r, args.seed, bar))
                })
                .collect();
            let mut all = Totals::default();
            for h in handles {
                match h.join() {
                    Ok(t) => all.merge(t),
                    Err(_) => all.fail(u64::MAX, "a worker thread panicked".to_string()),
                }
            }
            all
        })
    };
    let wall = start.elapsed();
    panic::set_hook(default_hook);
    bar.finish_and_clear();

    let mut out = io::stdout().lock();
    report(&mut out, &args, &setup, &totals, wall, threads, lang)?;
    out.flush()?;
    if totals.record_errors > 0 {
        let (seed, why) = totals.first_record_error.0.clone().unwrap_or_default();
        return Err(CliError::failure(format!(
            "{} record(s) could not be written; first: seed {seed}: {why}",
            totals.record_errors
        )));
    }
    if totals.failed > 0 {
        let (seed, why) = totals.first_failure.0.clone().unwrap_or_default();
        return Err(CliError::failure(format!(
            "{} game(s) stopped on an engine error; first: seed {seed}: {why}",
            totals.failed
        )));
    }
    Ok(())
}

fn pct(n: u64, of: u64) -> f64 {
    if of == 0 {
        0.0
    } else {
        100.0 * n as f64 / of as f64
    }
}

fn per_sec(n: u64, d: Duration) -> f64 {
    let s = d.as_secs_f64();
    if s > 0.0 {
        n as f64 / s
    } else {
        0.0
    }
}

fn report(
    out: &mut impl Write,
    args: &SimArgs,
    setup: &Setup,
    t: &Totals,
    wall: Duration,
    threads: u64,
    lang: Lang,
) -> io::Result<()> {
    let g = t.games.max(1) as f64;
    let last_seed = args.seed.wrapping_add(args.games() - 1);
    let side = |p: Player| {
        let i = p.index();
        format!("{}: {} — {}", p, setup.bots[i], setup.decks[i].display_name(lang))
    };
    writeln!(
        out,
        "{}",
        tr(
            lang,
            &format!(
                "{}, сиды {}..={}, предел ходов {}",
                count(lang, t.games, nouns::GAMES),
                args.seed,
                last_seed,
                args.turn_limit
            ),
            &format!(
                "{}, seeds {}..={}, turn limit {}",
                count(lang, t.games, nouns::GAMES),
                args.seed,
                last_seed,
                args.turn_limit
            ),
        )
    )?;
    writeln!(out, "{}", side(Player::P1))?;
    writeln!(out, "{}", side(Player::P2))?;
    writeln!(out)?;
    let w = 34;
    for p in Player::BOTH {
        let label = tr(lang, &format!("победы {p}"), &format!("{p} wins"));
        writeln!(
            out,
            "{label:<w$}{:>10}  ({:.1}%)",
            t.wins[p.index()],
            pct(t.wins[p.index()], t.games)
        )?;
    }
    writeln!(
        out,
        "{:<w$}{:>10}  ({:.1}%)",
        tr(lang, "ничьи", "draws"),
        t.draws,
        pct(t.draws, t.games)
    )?;
    writeln!(
        out,
        "{:<w$}{:>10}",
        tr(lang, "  из них по пределу ходов", "  of them by the turn limit"),
        t.turn_limit_draws
    )?;
    let decisive = t.wins[0] + t.wins[1];
    writeln!(
        out,
        "{:<w$}{:>10}  ({:.1}% {})",
        tr(lang, "победы ходившего первым", "won by the player who went first"),
        t.first_wins,
        pct(t.first_wins, decisive),
        tr(lang, "побед", "of the wins")
    )?;
    if t.both_lost_draws > 0 {
        writeln!(
            out,
            "{:<w$}{:>10}",
            tr(
                lang,
                "  из них оба остались без существ",
                "  of them both squads emptied"
            ),
            t.both_lost_draws
        )?;
    }
    if t.failed > 0 {
        writeln!(
            out,
            "{:<w$}{:>10}",
            tr(lang, "прервано ошибкой движка", "stopped by an engine error"),
            t.failed
        )?;
    }
    if let Some(dir) = &args.record {
        writeln!(
            out,
            "{:<w$}{:>10}  ({})",
            tr(lang, "записей игр сохранено", "game records written"),
            t.records,
            dir.display()
        )?;
    }
    writeln!(out)?;
    writeln!(
        out,
        "{:<w$}{:>10.1}",
        tr(lang, "ходов в среднем за игру", "average turns per game"),
        t.turns as f64 / g
    )?;
    writeln!(
        out,
        "{:<w$}{:>10.1}",
        tr(lang, "решений в среднем за игру", "average decisions per game"),
        t.decisions as f64 / g
    )?;
    writeln!(
        out,
        "{:<w$}{:>10}",
        tr(lang, "решений всего", "total decisions"),
        t.decisions
    )?;
    writeln!(
        out,
        "{:<w$}{:>10}",
        tr(lang, "бросков кубика всего", "total dice rolled"),
        t.chance_events
    )?;
    writeln!(
        out,
        "{:<w$}{:>10.3} s",
        tr(lang, "время", "wall time"),
        wall.as_secs_f64()
    )?;
    // Games and decisions per second over a duration, with a note on what it measures.
    let rates = |out: &mut dyn Write, over: Duration, note: &str| -> std::io::Result<()> {
        writeln!(
            out,
            "{:<w$}{:>10.0}  {note}",
            tr(lang, "игр в секунду", "games per second"),
            per_sec(t.games, over)
        )?;
        writeln!(
            out,
            "{:<w$}{:>10.0}  {note}",
            tr(lang, "решений в секунду", "decisions per second"),
            per_sec(t.decisions, over)
        )
    };
    if threads == 1 {
        rates(out, wall, &tr(lang, "(один поток)", "(single thread)"))?;
    } else {
        let all = tr(
            lang,
            &format!("(потоков: {threads}, по часам)"),
            &format!("(all {threads} threads, wall clock)"),
        );
        let one = tr(
            lang,
            "(на один поток: итог / суммарное время потоков)",
            "(single-thread figure: total / summed thread time)",
        );
        rates(out, wall, &all)?;
        rates(out, t.busy, &one)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use berserk_engine::GameResult;

    fn ended(winner: Option<Player>, reason: EndReason) -> GameStats {
        GameStats {
            result: Some(GameResult { winner, reason }),
            turns: 9,
            decisions: [10, 10],
            chance_events: 4,
            invalid_answers: 0,
            error: None,
        }
    }

    #[test]
    fn the_first_players_wins_are_counted_apart() {
        let mut t = Totals::default();
        t.add(&ended(Some(Player::P2), EndReason::NoCreatures), Player::P2);
        t.add(&ended(Some(Player::P1), EndReason::NoCreatures), Player::P2);
        t.add(&ended(Some(Player::P1), EndReason::Resignation), Player::P1);
        t.add(&ended(None, EndReason::TurnLimit), Player::P1);
        assert_eq!((t.games, t.wins, t.draws, t.first_wins), (4, [2, 1], 1, 2));
        let mut u = Totals::default();
        u.add(&ended(Some(Player::P2), EndReason::NoCreatures), Player::P2);
        t.merge(u);
        assert_eq!(t.first_wins, 3);
    }
}
