//! The index of the card mechanics: one entry per file of
//! `mechanics/<family>/`, with the card-language words that bring it in.
//! Each mechanic's file holds its own words and description (`WORDS`,
//! `ABOUT`); the list of mechanics in `mechanics/mod.rs` declares its
//! module and its entry together ([`INDEX`]), so a new mechanic is a new
//! file and one name in that list.
//!
//! Data only. `berserk cards mechanics` joins it with the built-in cards
//! that write those words and with the scenarios that show them. Tests keep
//! it from going stale: the one here fails for a mechanic file without
//! exactly one entry and for an entry without its file; those of that
//! command (`crates/cli/src/cards/mechanics.rs`) for a word the card
//! language does not read or no built-in card writes, and for a mechanic
//! without a card or a scenario.

/// One card mechanic: a file of `mechanics/<family>/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mechanic {
    /// Its name, the file's stem: `follow_step`.
    pub name: &'static str,
    /// Its family, the file's folder: `movement`.
    pub family: &'static str,
    /// Its file, relative to the engine crate:
    /// `src/mechanics/movement/follow_step.rs`.
    pub file: &'static str,
    /// The words of the card language that bring it in, exactly as cards
    /// write them: a verb, a keyword, a modifier, a condition, a trigger
    /// event (`on <event>`) or a marker (`mark <marker>`), with the words
    /// after it where it alone would name more than this mechanic
    /// (`teleport next_to`). A card uses the mechanic when its written
    /// definition holds one of them as whole words.
    pub words: &'static [&'static str],
    /// What it does, in one line of our own.
    pub about: &'static str,
}

pub use super::INDEX;

#[cfg(test)]
mod tests {
    use super::INDEX;
    use std::path::Path;

    /// Every file of `src/mechanics/<family>/` but the family's `mod.rs`, as
    /// `(family, name)`, sorted.
    fn mechanic_files() -> Vec<(String, String)> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/mechanics");
        let mut out = Vec::new();
        for family in std::fs::read_dir(&root).expect("src/mechanics") {
            let family = family.expect("a folder entry").path();
            if !family.is_dir() {
                continue;
            }
            for file in std::fs::read_dir(&family).expect("a family folder") {
                let file = file.expect("a folder entry").path();
                let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
                if file.extension().is_some_and(|x| x == "rs") && stem != "mod" {
                    let family = family.file_name().and_then(|s| s.to_str()).unwrap_or_default();
                    out.push((family.to_string(), stem.to_string()));
                }
            }
        }
        out.sort();
        out
    }

    /// Each mechanic file has exactly one entry, and each entry names an
    /// existing file of its family under its own name.
    #[test]
    fn every_mechanic_file_has_one_entry() {
        let files = mechanic_files();
        assert!(!files.is_empty(), "no mechanic files found");
        for (family, name) in &files {
            let n = INDEX.iter().filter(|m| m.family == family && m.name == name).count();
            assert_eq!(
                n, 1,
                "src/mechanics/{family}/{name}.rs: {n} entries in mechanics::index::INDEX"
            );
        }
        for m in INDEX {
            assert_eq!(
                m.file,
                format!("src/mechanics/{}/{}.rs", m.family, m.name),
                "{}: the file is not its family's and name's",
                m.name
            );
            assert!(
                Path::new(env!("CARGO_MANIFEST_DIR")).join(m.file).is_file(),
                "{}: no file {}",
                m.name,
                m.file
            );
            assert!(!m.words.is_empty(), "{}: no card-language words", m.name);
            assert!(
                !m.about.is_empty() && !m.about.contains('\n'),
                "{}: the description is one line",
                m.name
            );
        }
        assert_eq!(INDEX.len(), files.len(), "entries without a file");
    }

    /// Names are unique, and the table is ordered by family and name.
    #[test]
    fn index_is_sorted() {
        for w in INDEX.windows(2) {
            assert!(
                (w[0].family, w[0].name) < (w[1].family, w[1].name),
                "{} / {}: out of order or twice",
                w[0].name,
                w[1].name
            );
        }
    }
}
