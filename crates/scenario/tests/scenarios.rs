//! Every scenario file under the workspace's `scenarios/` folder, one test
//! each, named by its path (`strike/diff_plus5.toml`).

use std::path::{Path, PathBuf};

use berserk_text::Lang;
use libtest_mimic::{Arguments, Failed, Trial};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|x| x == "toml") {
            out.push(path);
        }
    }
}

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios");
    let root = root.canonicalize().unwrap_or(root);
    let mut files = Vec::new();
    collect(&root, &mut files);
    files.sort();
    let db = berserk_scenario::builtin_db();
    let trials = files
        .into_iter()
        .map(|path| {
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
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
