//! The layers of the engine's source (issue 25): the game's API and state
//! (`src/game/`), the model (`src/model/`), the decisions (`src/decision/`)
//! and the rules (`src/rules/`) name no card mechanic; the card mechanics
//! (`src/mechanics/<family>/`) reach the rules only through the hooks
//! (`src/game/hooks.rs`), which `src/mechanics/mod.rs` implements once and
//! the crate root wires in (`crate::Mechanics`). So the dependencies run one
//! way: mechanics → rules → game and model.
//!
//! The compiler keeps most of it (a mechanic's functions and state are
//! visible only inside `src/mechanics/`); this test keeps the rest: no path
//! to `mechanics` in the code of the other layers, no call there of a
//! function that only a mechanic defines (a public one included), and no
//! mechanic function opened to the whole crate.

mod source;

use std::collections::BTreeSet;
use std::path::Path;

use source::rs_files;

const SRC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src");

/// The layers that may not name a mechanic.
const CORE: [&str; 4] = ["game", "model", "rules", "decision"];

/// The file's code: each line without its `//` comment (doc comments
/// included). String literals in this crate hold no `//`.
fn code(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .map(|l| l.split("//").next().unwrap_or("").to_string())
        .collect()
}

/// The identifiers that follow `word` (e.g. the names after `fn `).
fn names_after(line: &str, word: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(i) = rest.find(word) {
        let before = rest[..i].chars().last();
        rest = &rest[i + word.len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        if !name.is_empty() {
            out.push(name);
        }
    }
    out
}

/// The names of the functions of the file's `impl Game` blocks (the code
/// is formatted: a block starts with `impl Game` and ends with `}` at the
/// start of a line).
fn game_methods(lines: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for l in lines {
        if l.starts_with("impl Game") {
            inside = true;
        } else if l.starts_with('}') {
            inside = false;
        } else if inside {
            out.extend(names_after(l, "fn "));
        }
    }
    out
}

/// Does `line` hold `word` as a whole identifier?
fn has_word(line: &str, word: &str) -> bool {
    let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    line.match_indices(word)
        .any(|(i, _)| !ident(line[..i].chars().last()) && !ident(line[i + word.len()..].chars().next()))
}

/// The names of the methods called on a line (`.name(`).
fn calls(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in line.match_indices('.') {
        let name: String = line[i + 1..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() && line[i + 1 + name.len()..].starts_with('(') {
            out.push(name);
        }
    }
    out
}

fn is_mechanic_file(p: &Path) -> bool {
    // `mechanics/<family>/<mechanic>.rs`, not the registry or the index.
    let rel = p.strip_prefix(SRC).expect("under src");
    rel.starts_with("mechanics") && rel.components().count() == 3 && p.file_name().is_some_and(|n| n != "mod.rs")
}

#[test]
fn the_game_the_model_the_decisions_and_the_rules_name_no_mechanic() {
    let mut core = Vec::new();
    for d in CORE {
        rs_files(&Path::new(SRC).join(d), &mut core);
    }
    let mut mechanics = Vec::new();
    rs_files(&Path::new(SRC).join("mechanics"), &mut mechanics);
    mechanics.retain(|p| is_mechanic_file(p));
    assert!(
        core.len() > 30 && mechanics.len() > 20,
        "the layers are where this test looks"
    );

    let core_fns: BTreeSet<String> = core
        .iter()
        .flat_map(|p| code(p))
        .flat_map(|l| names_after(&l, "fn "))
        .collect();
    // The methods the mechanics add to `Game` (a name the rules define too,
    // as a trait's method, is theirs).
    let mechanic_fns: BTreeSet<String> = mechanics
        .iter()
        .flat_map(|p| game_methods(&code(p)))
        .filter(|f| !core_fns.contains(f))
        .collect();
    assert!(
        mechanic_fns.contains("web_blocks"),
        "the mechanics' functions are found"
    );

    let mut wrong = Vec::new();
    for p in &core {
        for (i, line) in code(p).iter().enumerate() {
            let at = format!("{}:{}", p.strip_prefix(SRC).unwrap().display(), i + 1);
            if has_word(line, "mechanics") {
                wrong.push(format!("{at}: names `mechanics`: {}", line.trim()));
            }
            for f in calls(line) {
                if mechanic_fns.contains(&f) {
                    wrong.push(format!("{at}: calls the mechanic function `{f}`: {}", line.trim()));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "the core and the rules must reach the card mechanics only through the hooks \
         (src/game/hooks.rs):\n{}",
        wrong.join("\n")
    );
}

#[test]
fn a_mechanic_opens_nothing_to_the_whole_crate() {
    let mut files = Vec::new();
    rs_files(&Path::new(SRC).join("mechanics"), &mut files);
    files.retain(|p| is_mechanic_file(p));
    let mut wrong = Vec::new();
    for p in &files {
        for (i, line) in code(p).iter().enumerate() {
            // A function or a field for the whole crate would let the rules
            // call it; types may be named (a question is an opaque value).
            let t = line.trim_start();
            if t.starts_with("pub(crate) fn ") || (t.starts_with("pub(crate) ") && t.contains(':') && !t.contains('('))
            {
                wrong.push(format!("{}:{}: {}", p.strip_prefix(SRC).unwrap().display(), i + 1, t));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "a mechanic's functions and fields are `pub(in crate::mechanics)` or private:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_crate_root_is_the_one_link() {
    let lib = code(&Path::new(SRC).join("lib.rs")).join("\n");
    assert!(
        lib.contains("type Mechanics = mechanics::Registry;"),
        "lib.rs wires the mechanics' Registry in as crate::Mechanics"
    );
    let hooks = code(&Path::new(SRC).join("game/hooks.rs")).join("\n");
    assert!(
        hooks.contains("type M = crate::Mechanics;"),
        "the hooks reach the mechanics through crate::Mechanics"
    );
}
