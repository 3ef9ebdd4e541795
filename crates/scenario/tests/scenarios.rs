//! Every scenario file under the workspace's `scenarios/` folder, one test
//! each, named by its path (`strike/diff_plus5.toml`).
//!
//! Finding no scenario at all — a wrong or unreadable folder — is a failure,
//! never an empty, passing run.

use std::path::{Path, PathBuf};

use berserk_text::Lang;
use libtest_mimic::{Arguments, Failed, Trial};

/// The `.toml` files under `dir`, in every subfolder. A folder that can't
/// be read is an error naming it.
fn collect(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("can't read the folder {}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry
            .map_err(|e| format!("can't read the folder {}: {e}", dir.display()))?
            .path();
        if path.is_dir() {
            collect(&path, out)?;
        } else if path.extension().is_some_and(|x| x == "toml") {
            out.push(path);
        }
    }
    Ok(())
}

/// The scenario files under `root`, sorted; none is an error naming `root`.
fn scenario_files(root: &Path) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    collect(root, &mut files)?;
    if files.is_empty() {
        return Err(format!("no scenario files (*.toml) under {}", root.display()));
    }
    files.sort();
    Ok(files)
}

/// Checks of the collection itself: a missing folder, and a folder without
/// scenarios, are errors that name the folder.
fn collection_checks() -> Vec<Trial> {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let missing = here.join("no-such-folder");
    let no_scenarios = here.join("src");
    vec![
        Trial::test("collection/missing_folder_is_an_error", move || {
            match scenario_files(&missing) {
                Err(e) if e.contains(&missing.display().to_string()) => Ok(()),
                Err(e) => Err(Failed::from(format!("the error does not name the folder: {e}"))),
                Ok(files) => Err(Failed::from(format!("found {} files in a missing folder", files.len()))),
            }
        }),
        Trial::test(
            "collection/folder_without_scenarios_is_an_error",
            move || match scenario_files(&no_scenarios) {
                Err(e) if e.contains("no scenario files") && e.contains(&no_scenarios.display().to_string()) => Ok(()),
                Err(e) => Err(Failed::from(format!("an unexpected error: {e}"))),
                Ok(files) => Err(Failed::from(format!("found {} scenario files in src/", files.len()))),
            },
        ),
    ]
}

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios");
    let root = root.canonicalize().unwrap_or(root);
    let mut trials = collection_checks();
    match scenario_files(&root) {
        Err(e) => trials.push(Trial::test("scenario_files", move || Err(Failed::from(e)))),
        Ok(files) => {
            let db = berserk_scenario::builtin_db();
            trials.extend(files.into_iter().map(|path| {
                let name = path
                    .strip_prefix(&root)
                    .unwrap_or(&path)
                    .to_string_lossy()
                    .replace('\\', "/");
                let db = db.clone();
                Trial::test(name, move || {
                    let report = berserk_scenario::run_file_with_db(&path, db);
                    if report.passed {
                        Ok(())
                    } else {
                        Err(Failed::from(report.render(Lang::En, false)))
                    }
                })
            }));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
