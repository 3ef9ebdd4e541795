//! `berserk judge`: runs scenario files (see `crates/scenario/SCENARIOS.md`)
//! and prints each one's step-by-step log and verdict, then a summary.
//!
//! Exit codes: 0 when every scenario passed, 1 when any failed (a malformed
//! scenario counts as failed), 2 for a path that does not exist or a folder
//! without scenarios.

use std::io::{self, Write};
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use berserk_scenario::{Report, ScenarioError};
use berserk_text::Lang;
use clap::Args;

use crate::common::{CliError, CliResult, ColorArg, LangArg, EXIT_FAILURE};

#[derive(Args, Debug)]
pub struct JudgeArgs {
    /// Scenario files, or folders searched recursively for `*.toml` (sorted by path).
    #[arg(required = true, value_name = "FILE|DIR")]
    pub paths: Vec<PathBuf>,
    /// Language of the logs.
    #[arg(long, value_enum, default_value_t = LangArg::Ru)]
    pub lang: LangArg,
    /// Print one JSON document: {"passed": N, "failed": M, "scenarios": [report, …]}.
    #[arg(long)]
    pub json: bool,
    /// Colour the logs.
    #[arg(long, value_enum, default_value_t = ColorArg::Auto)]
    pub color: ColorArg,
    /// Print only the failing scenarios and the summary.
    #[arg(long, short)]
    pub quiet: bool,
}

/// The scenario files named by the arguments, in order: a file as given, a
/// folder's `*.toml` files (recursively) sorted by path.
fn collect(paths: &[PathBuf]) -> Result<Vec<PathBuf>, CliError> {
    let mut files = Vec::new();
    for p in paths {
        let meta = std::fs::metadata(p)
            .map_err(|e| CliError::usage(format!("{}: no such scenario file or folder ({e})", p.display())))?;
        if meta.is_dir() {
            let mut found = Vec::new();
            walk(p, &mut found)?;
            if found.is_empty() {
                return Err(CliError::usage(format!(
                    "{}: the folder holds no scenario files (*.toml)",
                    p.display()
                )));
            }
            found.sort();
            files.extend(found);
        } else {
            files.push(p.clone());
        }
    }
    Ok(files)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), CliError> {
    let entries = std::fs::read_dir(dir)
        .map_err(|e| CliError::usage(format!("{}: can't read the folder: {e}", dir.display())))?;
    for entry in entries {
        let entry = entry.map_err(|e| CliError::usage(format!("{}: can't read the folder: {e}", dir.display())))?;
        let path = entry.path();
        // Follows symbolic links to files; a link to a folder is not entered
        // (no cycles).
        let is_dir = entry.file_type().is_ok_and(|t| t.is_dir());
        if is_dir {
            walk(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "toml") && path.is_file() {
            out.push(path);
        }
    }
    Ok(())
}

thread_local! {
    static LAST_PANIC: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Runs one scenario; a panic of the engine becomes a failed report.
fn run_one(path: &Path) -> Report {
    let outcome = panic::catch_unwind(AssertUnwindSafe(|| berserk_scenario::run_file(path)));
    outcome.unwrap_or_else(|_| {
        let why = LAST_PANIC
            .with(|p| p.borrow_mut().take())
            .unwrap_or_else(|| "the engine panicked".to_string());
        let file = path.display().to_string();
        Report {
            file: file.clone(),
            name: file.clone(),
            rule: None,
            lang: Lang::Ru,
            passed: false,
            log: Vec::new(),
            failures: Vec::new(),
            error: Some(ScenarioError {
                file,
                line: 0,
                column: 0,
                message: format!("the run stopped on a panic: {why}"),
            }),
        }
    })
}

pub fn run(args: JudgeArgs) -> CliResult {
    let lang: Lang = args.lang.into();
    let files = collect(&args.paths)?;

    let default_hook = panic::take_hook();
    panic::set_hook(Box::new(|info| {
        LAST_PANIC.with(|p| *p.borrow_mut() = Some(info.to_string()));
    }));
    let mut out = io::stdout().lock();
    let color = args.color.enabled();
    let mut reports = Vec::with_capacity(if args.json { files.len() } else { 0 });
    let (mut passed, mut failed) = (0usize, 0usize);
    let mut printed = false;
    let mut result: io::Result<()> = Ok(());
    for f in &files {
        let report = run_one(f);
        if report.passed {
            passed += 1;
        } else {
            failed += 1;
        }
        if args.json {
            reports.push(report.to_json());
        } else if !args.quiet || !report.passed {
            if printed {
                result = result.and_then(|()| writeln!(out));
            }
            result = result.and_then(|()| write!(out, "{}", report.render(lang, color)));
            printed = true;
        }
        if result.is_err() {
            break;
        }
    }
    panic::set_hook(default_hook);
    result?;

    if args.json {
        let doc = serde_json::json!({
            "passed": passed,
            "failed": failed,
            "scenarios": reports,
        });
        let text = serde_json::to_string_pretty(&doc)
            .map_err(|e| CliError::failure(format!("can't write the JSON report: {e}")))?;
        writeln!(out, "{text}")?;
    } else {
        if printed {
            writeln!(out)?;
        }
        writeln!(out, "{passed} passed, {failed} failed")?;
    }
    out.flush()?;
    if failed > 0 {
        return Err(CliError::Exit(EXIT_FAILURE));
    }
    Ok(())
}
