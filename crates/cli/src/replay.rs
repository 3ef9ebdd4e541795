//! `berserk replay`: replays a game record (see `crates/record/RECORDS.md`)
//! with the built-in cards, shows it move by move and checks that this
//! engine still plays exactly that game.
//!
//! Exit codes: 0 when the engine reproduces the record; 1 when it diverges
//! (a move, a die or the result differs); 2 when the record can't be read (a
//! missing file, malformed text, a truncated record, an unknown card).

use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;

use berserk_engine::{Game, Notation, Player};
use berserk_record::{Move, Outcome, Record, ReplayError, ENGINE_TAG, RULES_VERSION};
use berserk_text::{count, nouns, GameText, Lang};
use clap::Args;

use crate::common::{builtin, deck_title, tr, CliError, CliResult, LangArg, EXIT_FAILURE, EXIT_USAGE};

#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The record file (`.bgr`).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Language of the moves and events.
    #[arg(long, value_enum, default_value_t = LangArg::Ru)]
    pub lang: LangArg,
    /// Wait for Enter after each move (when standard input is a terminal).
    #[arg(long)]
    pub step: bool,
    /// Print only the header and the verdict, not the moves.
    #[arg(long, short)]
    pub quiet: bool,
}

/// Reads and parses a record file (only a regular file, of at most
/// `berserk_record::limits::MAX_RECORD_BYTES`); errors are usage errors
/// (exit code 2) that say `file:line:col: reason`.
pub fn read_record(path: &std::path::Path) -> Result<Record, CliError> {
    Record::read_file(path).map_err(|e| {
        // An unfinished game saved by `berserk play` hides its record in a sealed tag.
        let sealed = berserk_cards::input::read_text_file(path, berserk_record::limits::MAX_RECORD_BYTES, "record")
            .is_ok_and(|t| berserk_record::is_sealed(&t));
        if sealed {
            CliError::usage(format!(
                "{}: an unfinished game saved by `berserk play`; continue it with `berserk play --resume {}`",
                path.display(),
                path.display()
            ))
        } else {
            CliError::usage(e.to_string())
        }
    })
}

/// `1-0 (resignation)`.
fn result_words(record: &Record) -> String {
    match &record.tags.termination {
        Some(t) => format!("{} ({t})", record.tags.result),
        None => record.tags.result.to_string(),
    }
}

/// The header: engine, seed, players, decks, settings, result, other tags.
pub fn print_header(out: &mut impl Write, record: &Record, lang: Lang) -> io::Result<()> {
    let t = &record.tags;
    let file = record.file().unwrap_or("<record>");
    writeln!(out, "{} {file}", tr(lang, "Запись:", "Record:"))?;
    let same = t.engine == ENGINE_TAG && t.rules == RULES_VERSION;
    writeln!(
        out,
        "{} {}, {} {}{}",
        tr(lang, "Движок:", "Engine:"),
        t.engine,
        tr(lang, "правила", "rules"),
        t.rules,
        if same {
            String::new()
        } else {
            tr(
                lang,
                &format!(" (этот движок: {ENGINE_TAG}, правила {RULES_VERSION})"),
                &format!(" (this engine: {ENGINE_TAG}, rules {RULES_VERSION})"),
            )
        }
    )?;
    if let Some(d) = &t.date {
        writeln!(out, "{} {d}", tr(lang, "Дата:", "Date:"))?;
    }
    writeln!(out, "{} {}", tr(lang, "Сид:", "Seed:"), t.seed)?;
    for p in Player::BOTH {
        let i = p.index();
        writeln!(
            out,
            "{p}: {} — {} «{}» ({})",
            t.players[i],
            tr(lang, "колода", "deck"),
            deck_title(&t.decks[i].name, lang),
            count(lang, t.decks[i].len() as u64, nouns::CARDS)
        )?;
    }
    let cfg = berserk_record::config_to_string(&t.config);
    writeln!(
        out,
        "{} {}",
        tr(lang, "Настройки правил:", "Rules settings:"),
        if cfg.is_empty() {
            tr(lang, "по умолчанию", "the defaults")
        } else {
            cfg
        }
    )?;
    writeln!(out, "{} {}", tr(lang, "Итог:", "Result:"), result_words(record))?;
    for (k, v) in &t.extra {
        writeln!(out, "[{k} \"{v}\"]")?;
    }
    Ok(())
}

/// Prints one step: the move (as the game before it shows it) and its events
/// (as the game after it describes them).
fn print_step(
    out: &mut impl Write,
    step: &berserk_record::ReplayStep,
    before: &Game,
    after: &Game,
    lang: Lang,
) -> io::Result<()> {
    let n = step.move_number;
    match &step.mv {
        Move::Turn(t) => {
            writeln!(out)?;
            writeln!(out, "— {} {t} —", tr(lang, "ход", "turn"))?;
            return Ok(());
        }
        Move::Choice(_) | Move::Indexed { .. } => {
            let who = step.player.map(|p| p.to_string()).unwrap_or_default();
            let label = step.choice.map(|c| before.describe_choice(c, lang)).unwrap_or_default();
            let notation = step.choice.map(|c| Notation(c).to_string()).unwrap_or_default();
            writeln!(out, "{n:>5}. {who}: {label} {{{notation}}}")?;
        }
        Move::Die(d) => writeln!(out, "{n:>5}. {} {d}", tr(lang, "кубик:", "die:"))?,
        Move::ForcedDie(d) => writeln!(
            out,
            "{n:>5}. {} {d} ({})",
            tr(lang, "кубик:", "die:"),
            tr(lang, "задан извне", "forced")
        )?,
        Move::Resign(p) => writeln!(out, "{n:>5}. {p}: {}", tr(lang, "сдаётся", "resigns"))?,
    }
    for e in &step.events {
        writeln!(out, "         {}", after.describe_event(e, lang))?;
    }
    Ok(())
}

/// The message of a replay error, and its exit code.
pub fn failure(e: &ReplayError) -> (u8, String) {
    match e {
        ReplayError::Diverged {
            file,
            move_number,
            line,
            column,
            expected,
            found,
            note,
        } => (
            EXIT_FAILURE,
            format!(
                "this engine no longer reproduces the record: move {move_number} (line {line}): \
                 expected {expected}, found {found}{note}\n  at {file}:{line}:{column}"
            ),
        ),
        // The moves stop before the game ends: the record is cut short.
        ReplayError::ResultMismatch { actual, .. } if actual == Outcome::Unfinished.as_str() => {
            (EXIT_USAGE, e.to_string())
        }
        ReplayError::ResultMismatch { .. } => (
            EXIT_FAILURE,
            format!("this engine no longer reproduces the record: {e}"),
        ),
        // An unknown card, a deck the engine refuses: the record does not fit these cards.
        ReplayError::Setup { .. } => (EXIT_USAGE, e.to_string()),
    }
}

pub fn run(args: ReplayArgs) -> CliResult {
    let lang: Lang = args.lang.into();
    let record = read_record(&args.file)?;
    let (db, _) = builtin()?;
    let mut out = io::stdout().lock();
    print_header(&mut out, &record, lang)?;
    out.flush()?;
    let (replay, error) =
        berserk_record::replay_partial(&record, Arc::new(db)).map_err(|e| CliError::usage(e.to_string()))?;

    if !args.quiet {
        let stepping = args.step && io::stdin().is_terminal();
        let stdin = io::stdin();
        let mut input = stdin.lock();
        let mut waiting = stepping;
        if stepping {
            writeln!(
                out,
                "{}",
                tr(
                    lang,
                    "Enter — следующий ход, q — до конца без остановок.",
                    "Enter — the next move, q — run to the end without stopping."
                )
            )?;
        }
        let mut before = replay.initial.clone();
        for (step, after) in replay.walk() {
            print_step(&mut out, step, &before, &after, lang)?;
            if waiting && !matches!(step.mv, Move::Turn(_)) {
                write!(out, "> ")?;
                out.flush()?;
                let mut line = String::new();
                match input.read_line(&mut line) {
                    Ok(0) | Err(_) => waiting = false,
                    Ok(_) if matches!(line.trim(), "q" | "й") => waiting = false,
                    Ok(_) => {}
                }
            }
            before = after;
        }
        writeln!(out)?;
    }

    if let Some(e) = error {
        out.flush()?;
        let (code, message) = failure(&e);
        return Err(CliError::Fail { code, message });
    }
    writeln!(
        out,
        "replay OK: the engine reproduces this game ({} moves, result {}{})",
        record.moves.len(),
        record.tags.result,
        record
            .tags
            .termination
            .as_deref()
            .map(|t| format!(", {t}"))
            .unwrap_or_default()
    )?;
    out.flush()?;
    Ok(())
}
