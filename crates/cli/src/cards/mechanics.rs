//! `berserk cards mechanics`: the index of the engine's card mechanics
//! ([`berserk_engine::mechanic_index`]) joined with what uses them — the
//! built-in cards whose written definition ([`berserk_cards::write_card`])
//! holds one of a mechanic's words, and the scenarios: the files of
//! `scenarios/cards/` named after those cards and every scenario whose
//! text holds one of the words. Nothing but the index is listed by hand.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use berserk_engine::card::{CardDb, DefId};
use berserk_engine::mechanic_index::{Mechanic, INDEX};
use berserk_text::{def_name, Lang};

use crate::common::{fit, tr};

/// The engine crate's folder in the workspace, which the index's file
/// paths are relative to.
pub const ENGINE_DIR: &str = "crates/engine";

/// The workspace's scenarios folder, as the source checkout this binary
/// was built from has it.
const BUILT_SCENARIOS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios");

/// One scenario file: its path under the scenarios folder (with `/`) and
/// its text without its comment lines (English words in a comment are no
/// card-language words).
pub struct Scenario {
    pub path: String,
    pub text: String,
}

impl Scenario {
    /// The cards the file defines for itself (its `cards = """…"""`
    /// block, in the card language), written back: a mechanic no built-in
    /// card uses yet (one of a later set) is shown by such a card.
    pub fn own_cards(&self) -> Vec<(String, String)> {
        let Some(start) = self.text.find("cards = \"\"\"") else {
            return Vec::new();
        };
        let body = &self.text[start + 11..];
        let Some(end) = body.find("\"\"\"") else {
            return Vec::new();
        };
        match berserk_cards::parse_cards(&self.path, &body[..end]) {
            Ok(defs) => defs
                .iter()
                .map(|d| (format!("{} {}", d.code(), d.name_ru), berserk_cards::write_card(d)))
                .collect(),
            Err(_) => Vec::new(),
        }
    }
}

/// A mechanic with what uses it.
pub struct Row {
    pub mechanic: &'static Mechanic,
    /// The built-in cards that write one of its words, in database order.
    pub cards: Vec<DefId>,
    /// The cards scenarios define that write one of its words (`code name`),
    /// for a mechanic of a set whose cards are not built in yet.
    pub scenario_cards: Vec<String>,
    /// The scenarios of those cards and those that write one of its words,
    /// sorted by path.
    pub scenarios: Vec<String>,
}

/// Does `text` hold `word` (one word or a few, spaced as cards write them)
/// as whole words: not inside a longer word, `_` counting as a letter?
pub fn has_word(text: &str, word: &str) -> bool {
    !word.is_empty() && text.match_indices(word).any(|(i, _)| whole_at(text, i, word.len()))
}

/// Is the `len` bytes at `i` of `text` whole words?
fn whole_at(text: &str, i: usize, len: usize) -> bool {
    let inner = |c: char| c.is_alphanumeric() || c == '_';
    !text[..i].chars().next_back().is_some_and(inner) && !text[i + len..].chars().next().is_some_and(inner)
}

/// The scenario files under `root`, sorted by path, or what could not be
/// read.
pub fn read_scenarios(root: &Path) -> Result<Vec<Scenario>, String> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<Scenario>) -> Result<(), String> {
        let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for entry in entries {
            let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
            if path.is_dir() {
                walk(root, &path, out)?;
            } else if path.extension().is_some_and(|x| x == "toml") {
                let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
                let rel = path.strip_prefix(root).unwrap_or(&path);
                let rel: Vec<String> = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                let text: Vec<&str> = text.lines().filter(|l| !l.trim_start().starts_with('#')).collect();
                out.push(Scenario {
                    path: rel.join("/"),
                    text: text.join("\n"),
                });
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(root, root, &mut out)?;
    out.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(out)
}

/// The scenarios folder to read: the one given, else `scenarios` in the
/// current folder, else the one of the source checkout the binary was built
/// from; `None` when there is none of the last two. A folder given that is
/// not one is an error.
pub fn scenarios_root(given: Option<PathBuf>, lang: Lang) -> Result<Option<PathBuf>, String> {
    if let Some(dir) = given {
        return if dir.is_dir() {
            Ok(Some(dir))
        } else {
            Err(tr(
                lang,
                &format!("нет папки сценариев {}", dir.display()),
                &format!("no scenarios folder {}", dir.display()),
            ))
        };
    }
    Ok([PathBuf::from("scenarios"), PathBuf::from(BUILT_SCENARIOS)]
        .into_iter()
        .find(|d| d.is_dir()))
}

/// Every mechanic of the index with its cards of `db` and, given the
/// scenario files, its scenarios.
pub fn rows(db: &CardDb, scenarios: &[Scenario]) -> Vec<Row> {
    let written: Vec<String> = db.cards.iter().map(berserk_cards::write_card).collect();
    let own: Vec<(String, String)> = scenarios.iter().flat_map(Scenario::own_cards).collect();
    INDEX
        .iter()
        .map(|m| {
            let uses = |text: &str| m.words.iter().any(|w| has_word(text, w));
            let cards: Vec<DefId> = (0..db.cards.len())
                .filter(|&i| uses(&written[i]))
                .map(|i| i as DefId)
                .collect();
            let named: Vec<String> = cards
                .iter()
                .map(|&id| format!("cards/{}-", db.get(id).code()))
                .collect();
            let scenarios = scenarios
                .iter()
                .filter(|s| named.iter().any(|n| s.path.starts_with(n)) || uses(&s.text))
                .map(|s| s.path.clone())
                .collect();
            let mut scenario_cards: Vec<String> = own
                .iter()
                .filter(|(_, text)| uses(text))
                .map(|(name, _)| name.clone())
                .collect();
            scenario_cards.dedup();
            Row {
                mechanic: m,
                cards,
                scenario_cards,
                scenarios,
            }
        })
        .collect()
}

/// The rows whose mechanic, family or one of whose words is `filter`
/// (every row without one), or what the filter may be.
pub fn select(rows: Vec<Row>, filter: Option<&str>, lang: Lang) -> Result<Vec<Row>, String> {
    let Some(f) = filter else { return Ok(rows) };
    let picked: Vec<Row> = rows
        .into_iter()
        .filter(|r| r.mechanic.name == f || r.mechanic.family == f || r.mechanic.words.contains(&f))
        .collect();
    if picked.is_empty() {
        let names: Vec<&str> = INDEX.iter().map(|m| m.name).collect();
        return Err(tr(
            lang,
            &format!(
                "нет такой механики, семейства или слова: {f:?} (механики: {})",
                names.join(", ")
            ),
            &format!(
                "no such mechanic, family or word: {f:?} (mechanics: {})",
                names.join(", ")
            ),
        ));
    }
    Ok(picked)
}

/// The index as a table: a line for each mechanic (its name, family and
/// words), then what it does (in English), its file, its cards and its
/// scenarios (`scenarios` false: the folder was not found).
pub fn text(db: &CardDb, rows: &[Row], scenarios: bool, lang: Lang) -> String {
    let mut out = String::new();
    // The name column as wide as the longest name (none is cut).
    let width = rows
        .iter()
        .map(|r| r.mechanic.name.chars().count())
        .max()
        .unwrap_or(0)
        .max(14);
    let _ = writeln!(
        out,
        "{} {} {}",
        fit(&tr(lang, "механика", "mechanic"), width),
        fit(&tr(lang, "семейство", "family"), 10),
        tr(lang, "слова языка карт", "card-language words"),
    );
    for r in rows {
        let m = r.mechanic;
        let _ = writeln!(
            out,
            "{} {} {}",
            fit(m.name, width),
            fit(m.family, 10),
            m.words.join(", ")
        );
        let _ = writeln!(out, "    {}", m.about);
        let _ = writeln!(out, "    {}: {ENGINE_DIR}/{}", tr(lang, "файл", "file"), m.file);
        let cards: Vec<String> = r
            .cards
            .iter()
            .map(|&id| {
                let def = db.get(id);
                format!("{} {}", def.code(), def_name(def, lang))
            })
            .collect();
        let _ = writeln!(
            out,
            "    {} ({}): {}",
            tr(lang, "карты", "cards"),
            cards.len(),
            or_none(&cards.join(", "), lang)
        );
        if !r.scenario_cards.is_empty() {
            let _ = writeln!(
                out,
                "    {} ({}): {}",
                tr(lang, "карты сценариев", "scenarios' cards"),
                r.scenario_cards.len(),
                r.scenario_cards.join(", ")
            );
        }
        if scenarios {
            let _ = writeln!(
                out,
                "    {} ({}): {}",
                tr(lang, "сценарии", "scenarios"),
                r.scenarios.len(),
                or_none(&r.scenarios.join(", "), lang)
            );
        }
    }
    if !scenarios {
        let _ = writeln!(
            out,
            "{}",
            tr(
                lang,
                "(папка сценариев не найдена: укажите её, --scenarios ПАПКА)",
                "(no scenarios folder found: name one with --scenarios DIR)"
            )
        );
    }
    out
}

fn or_none(list: &str, lang: Lang) -> String {
    if list.is_empty() {
        tr(lang, "нет", "none")
    } else {
        list.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scenarios() -> Vec<Scenario> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios");
        read_scenarios(&root).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn words_match_whole() {
        assert!(has_word("trigger: on moves: follow_step; then", "follow_step"));
        assert!(has_word("keyword: incarnation 3", "incarnation"));
        assert!(!has_word("incarnation_token to one", "incarnation"));
        assert!(has_word("  action: impact mark web until", "mark web"));
        assert!(!has_word("mark webs", "mark web"));
        assert!(!has_word("remark web", "mark web"));
        assert!(has_word("end of line: two_dice", "two_dice"));
        assert!(!has_word("", "dive"));
    }

    /// Each word of the index is a word the card language reads: spelling
    /// any of its words wrong in a card that writes it makes that card
    /// unreadable. And some card writes it: a built-in one, or (for a
    /// mechanic of a set not built in yet) one a scenario defines.
    #[test]
    fn every_word_is_a_card_language_word_some_card_writes() {
        let db = berserk_cards::builtin();
        let mut written: Vec<String> = db.cards.iter().map(berserk_cards::write_card).collect();
        written.extend(scenarios().iter().flat_map(Scenario::own_cards).map(|(_, text)| text));
        // A `missing:` note is free English, not the card language: its words
        // prove nothing (Фенрир's note says "exile").
        let written: Vec<String> = written
            .iter()
            .map(|t| {
                t.lines()
                    .filter(|l| !l.trim_start().starts_with("missing:"))
                    .collect::<Vec<_>>()
                    .join("\n")
            })
            .collect();
        let mut off = Vec::new();
        for m in INDEX {
            for &word in m.words {
                let Some(text) = written.iter().find(|t| has_word(t, word)) else {
                    off.push(format!("{}: no card writes `{word}`", m.name));
                    continue;
                };
                let parts: Vec<&str> = word.split(' ').collect();
                for (i, part) in parts.iter().enumerate() {
                    let mut wrong = parts.clone();
                    let bad = format!("{part}_zz");
                    wrong[i] = &bad;
                    let mutated = replace_words(text, word, &wrong.join(" "));
                    assert_ne!(&mutated, text, "{word}");
                    if berserk_cards::parse_cards("mutated.cards", &mutated).is_ok() {
                        off.push(format!(
                            "{}: `{word}`: the card language reads the card with `{part}` spelled `{bad}`, so it is no \
                             word of it:\n{mutated}",
                            m.name
                        ));
                    }
                }
            }
        }
        assert!(off.is_empty(), "{}", off.join("\n"));
    }

    /// `text` with every whole-word `word` replaced by `with`.
    fn replace_words(text: &str, word: &str, with: &str) -> String {
        let mut out = String::new();
        let mut last = 0;
        for (i, _) in text.match_indices(word) {
            if whole_at(text, i, word.len()) {
                out.push_str(&text[last..i]);
                out.push_str(with);
                last = i + word.len();
            }
        }
        out.push_str(&text[last..]);
        out
    }

    /// Each mechanic has a card (built in, or defined by a scenario) and a
    /// scenario.
    #[test]
    fn every_mechanic_has_a_card_and_a_scenario() {
        let db = berserk_cards::builtin();
        let rows = rows(&db, &scenarios());
        assert_eq!(rows.len(), INDEX.len());
        let mut off = Vec::new();
        for r in &rows {
            if r.cards.is_empty() && r.scenario_cards.is_empty() {
                off.push(format!("{}: no card writes {:?}", r.mechanic.name, r.mechanic.words));
            }
            if r.scenarios.is_empty() {
                off.push(format!("{}: no scenario", r.mechanic.name));
            }
        }
        assert!(off.is_empty(), "{}", off.join("\n"));
    }

    #[test]
    fn the_table_names_cards_and_scenarios() {
        let db = berserk_cards::builtin();
        let all = rows(&db, &scenarios());
        let one = select(all, Some("follow_step"), Lang::Ru).expect("a mechanic");
        assert_eq!(one.len(), 1);
        let ru = text(&db, &one, true, Lang::Ru);
        assert!(ru.contains("1-111 Тови"), "{ru}");
        assert!(
            ru.contains("crates/engine/src/mechanics/movement/follow_step.rs"),
            "{ru}"
        );
        assert!(ru.contains("cards/1-111-"), "{ru}");
        let en = text(&db, &one, true, Lang::En);
        assert!(en.contains("1-111 Tovi"), "{en}");
        assert!(!en.contains("Тови"), "{en}");
        let movement = select(rows(&db, &[]), Some("movement"), Lang::En).expect("a family");
        assert!(movement.len() > 1);
        let no_folder = text(&db, &movement, false, Lang::En);
        assert!(no_folder.contains("--scenarios"), "{no_folder}");
        let err = select(rows(&db, &[]), Some("no_such"), Lang::En)
            .err()
            .expect("refused");
        assert!(err.contains("no_such") && err.contains("follow_step"), "{err}");
    }
}
