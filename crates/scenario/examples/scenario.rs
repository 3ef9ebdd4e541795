//! Runs scenario files and prints their reports.
//!
//! ```text
//! cargo run -p berserk-scenario --example scenario -- [--en] [--json] [--color] FILE…
//! ```

use berserk_text::Lang;

fn main() {
    let mut lang = Lang::Ru;
    let mut json = false;
    let mut color = false;
    let mut files = Vec::new();
    for a in std::env::args().skip(1) {
        match a.as_str() {
            "--en" => lang = Lang::En,
            "--json" => json = true,
            "--color" => color = true,
            _ => files.push(a),
        }
    }
    let mut failed = 0;
    for f in &files {
        let report = berserk_scenario::run_file(f);
        if !report.passed {
            failed += 1;
        }
        if json {
            println!(
                "{}",
                serde_json::to_string_pretty(&report.to_json()).unwrap_or_default()
            );
        } else {
            println!("{}", report.render(lang, color));
        }
    }
    println!("{} passed, {} failed", files.len() - failed, failed);
    if failed > 0 {
        std::process::exit(1);
    }
}
