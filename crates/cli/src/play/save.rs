//! Where and how `berserk play` saves: the save file is checked when the
//! session starts, a file holding another game is never overwritten without
//! asking, an unfinished game is written sealed (see
//! `crates/record/RECORDS.md`), every write is atomic and flushed to the
//! disk, and the latest state is kept where the signal handler can write it.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

use berserk_engine::Player;
use berserk_record::{Move, Outcome, Record};
use berserk_text::Lang;

use crate::common::{tr, CliError};

/// What a save writes: the record and the moves as the person saw them.
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub record: Record,
    /// Moves the person saw differently (the bot's hidden purchases, `{buy=?}`).
    pub shown: Vec<(usize, Move)>,
    pub human: Player,
}

impl Snapshot {
    /// The text of the save: the full record once the game is over, sealed before.
    pub fn text(&self) -> String {
        if self.record.tags.result != Outcome::Unfinished {
            return self.record.to_text();
        }
        let bot_cards = format!("Deck{}Cards", self.human.opponent().index() + 1);
        berserk_record::write_sealed(&self.record, &["Seed", "BotSeed", &bot_cards], &self.shown)
    }
}

/// The save file and the latest state, shared with the signal handler.
#[derive(Debug)]
pub struct Slot {
    pub path: PathBuf,
    /// A digest of the file's content as this session last wrote or
    /// accepted it: a file with another content is checked again.
    known: Option<u64>,
    pub snapshot: Option<Snapshot>,
}

pub type Shared = Arc<Mutex<Slot>>;

/// Locks the slot, also after a panic elsewhere (the data stays usable).
pub fn lock(shared: &Shared) -> MutexGuard<'_, Slot> {
    shared.lock().unwrap_or_else(|e| e.into_inner())
}

/// A digest of a save's text, to tell whether the file changed.
pub fn digest(text: &str) -> u64 {
    let mut h = DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

/// Reads a save file as `berserk replay` reads a record: a regular file of
/// at most `MAX_RECORD_BYTES`, in UTF-8; errors say `file:line:col: …`.
pub fn read_text(path: &Path) -> Result<String, String> {
    let label = path.display();
    berserk_cards::input::read_text_file(path, berserk_record::limits::MAX_RECORD_BYTES, "MAX_RECORD_BYTES").map_err(
        |e| {
            let (line, column) = e.position().unwrap_or((0, 0));
            format!("{label}:{line}:{column}: can't read the record: {e}")
        },
    )
}

/// Reads a save: sealed or a plain record.
pub fn parse_save(label: &str, text: &str) -> Result<Record, String> {
    if berserk_record::is_sealed(text) {
        berserk_record::read_sealed(label, text).map_err(|e| e.to_string())
    } else {
        Record::parse(label, text).map_err(|e| e.to_string())
    }
}

/// The moves without their labels (an old record's labels depend on the
/// language and on what was shown).
fn bare(m: &Move) -> Move {
    match m {
        Move::Indexed { index, .. } => Move::Indexed {
            index: *index,
            label: None,
        },
        m => m.clone(),
    }
}

/// Is `old` a save of this very game at this point or before: the same
/// seed, decks, settings and side, and its moves a prefix of this game's?
/// (A save in the older record form, decisions by option index, is not
/// taken for this game's record in the notation.)
pub fn same_game(old: &Record, now: &Record) -> bool {
    let (a, b) = (&old.tags, &now.tags);
    let human = |r: &Record| r.tags.extra.iter().find(|(k, _)| k == "Human").map(|(_, v)| v.clone());
    a.seed == b.seed
        && a.decks == b.decks
        && a.config == b.config
        && human(old) == human(now)
        && old.moves.len() <= now.moves.len()
        && old.moves.iter().zip(&now.moves).all(|(x, y)| bare(x) == bare(y))
}

/// The default save file of a game: `berserk-<game number>.bgr` in the current folder.
pub fn default_path(game_number: &str) -> PathBuf {
    PathBuf::from(format!("berserk-{game_number}.bgr"))
}

/// `name-2.bgr`, `name-3.bgr`, …: the first that does not exist.
fn free_alternative(path: &Path) -> PathBuf {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let ext = path.extension().map(|s| s.to_string_lossy().into_owned());
    for n in 2u32.. {
        let name = match &ext {
            Some(e) => format!("{stem}-{n}.{e}"),
            None => format!("{stem}-{n}"),
        };
        let p = path.with_file_name(name);
        if !p.exists() {
            return p;
        }
    }
    unreachable!("some name is free")
}

/// The folder of a save file (`.` for a bare file name).
fn folder(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Checks that the game can be saved to `path`: its folder exists and can
/// be written to, and it is not a folder or a special file. The error names the path.
pub fn check_path(path: &Path, lang: Lang) -> Result<(), CliError> {
    let shown = path.display();
    let dir = folder(path);
    let fail = |ru: String, en: String| Err(CliError::usage(tr(lang, &ru, &en)));
    if path.file_name().is_none() && !path.is_dir() {
        return fail(
            format!("нельзя сохранить партию в «{shown}»: это не имя файла"),
            format!("can't save the game to \"{shown}\": it is not a file name"),
        );
    }
    if path.is_dir() {
        return fail(
            format!("нельзя сохранить партию в {shown}: это папка; укажите файл, например --save {shown}/game.bgr"),
            format!("can't save the game to {shown}: it is a folder; name a file, e.g. --save {shown}/game.bgr"),
        );
    }
    if !dir.is_dir() {
        return fail(
            format!("нельзя сохранить партию в {shown}: папки {} нет", dir.display()),
            format!(
                "can't save the game to {shown}: the folder {} does not exist",
                dir.display()
            ),
        );
    }
    if let Ok(meta) = std::fs::metadata(path) {
        if !meta.is_file() {
            return fail(
                format!("нельзя сохранить партию в {shown}: это не обычный файл"),
                format!("can't save the game to {shown}: it is not a regular file"),
            );
        }
        if meta.permissions().readonly() {
            return fail(
                format!("нельзя сохранить партию в {shown}: файл только для чтения"),
                format!("can't save the game to {shown}: the file is read-only"),
            );
        }
    }
    // Can a file be created in the folder? (The save itself is written next
    // to its place and renamed, so this is what it needs.)
    let probe = dir.join(format!(".berserk-probe-{}", std::process::id()));
    match std::fs::OpenOptions::new().write(true).create_new(true).open(&probe) {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        Err(e) => fail(
            format!(
                "нельзя сохранить партию в {shown}: в папку {} нельзя записать ({e})",
                dir.display()
            ),
            format!(
                "can't save the game to {shown}: the folder {} can't be written to ({e})",
                dir.display()
            ),
        ),
    }
}

/// What is in the file at `path` now, compared with this game.
#[derive(Debug, PartialEq, Eq)]
pub enum Existing {
    /// No file there.
    None,
    /// A save of this game (now or earlier): it may be updated.
    Ours(u64),
    /// Something else: another game, or not a save at all.
    Other(u64),
}

pub fn existing(path: &Path, now: &Record) -> Existing {
    if !path.exists() {
        return Existing::None;
    }
    match read_text(path) {
        Ok(text) => {
            let d = digest(&text);
            match parse_save(&path.display().to_string(), &text) {
                Ok(old) if same_game(&old, now) => Existing::Ours(d),
                _ => Existing::Other(d),
            }
        }
        // Unreadable: never taken for ours.
        Err(_) => Existing::Other(0),
    }
}

impl Slot {
    /// A slot for `path`; `accepted` is the digest of a file there that may be overwritten.
    pub fn new(path: PathBuf, accepted: Option<u64>) -> Slot {
        Slot {
            path,
            known: accepted,
            snapshot: None,
        }
    }

    /// Moves to the first free `name-N.bgr` beside the current path.
    pub fn move_aside(&mut self) {
        self.path = free_alternative(&self.path);
        self.known = None;
    }

    /// Writes the snapshot: the one writer of the save, behind the autosave,
    /// `s`, `x`, the end of input and the signal handler. If the file was
    /// changed by someone else since and holds another game now, it is kept
    /// and the save goes to a free name beside it. Returns where the game
    /// was saved.
    pub fn write(&mut self) -> Result<PathBuf, String> {
        let Some(snap) = &self.snapshot else {
            return Err("nothing to save yet".to_string());
        };
        let text = snap.text();
        // The file as this session left it is ours without reading it as a
        // record (the autosave writes after every decision).
        let unchanged = self.known.is_some() && read_text(&self.path).ok().map(|t| digest(&t)) == self.known;
        if !unchanged {
            if let Existing::Other(d) = existing(&self.path, &snap.record) {
                if Some(d) != self.known {
                    self.move_aside();
                }
            }
        }
        write_atomic(&self.path, &text).map_err(|e| format!("{}: {e}", self.path.display()))?;
        self.known = Some(digest(&text));
        Ok(self.path.clone())
    }
}

/// Writes a file whole or not at all, and durably: a temporary file beside
/// it is written and flushed to the disk (`fsync`), renamed over the file,
/// then the folder is flushed where the system allows it (so the rename
/// itself survives a power cut). A kill or a crash at any point leaves
/// either the old save or the new one.
fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let name = path
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let dir = folder(path);
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written?;
    // A folder can't be opened (or flushed) on every system: best effort.
    if let Ok(d) = std::fs::File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use berserk_engine::Choice;

    fn record(seed: u64, moves: &[u8]) -> Record {
        let mut r = Record::default();
        r.tags.seed = seed;
        r.tags.extra.push(("Human".into(), "1".into()));
        r.moves = moves.iter().map(|&i| Move::Choice(Choice::Pick(i))).collect();
        r
    }

    /// The same in the older form: option indices with labels.
    fn old_record(seed: u64, moves: &[u32]) -> Record {
        let mut r = record(seed, &[]);
        r.moves = moves
            .iter()
            .map(|&i| Move::Indexed {
                index: i,
                label: Some(format!("label {i}")),
            })
            .collect();
        r
    }

    #[test]
    fn the_same_game_is_a_prefix_of_the_same_seed_and_side() {
        let now = record(5, &[1, 2, 3]);
        assert!(same_game(&record(5, &[1, 2]), &now));
        assert!(same_game(&record(5, &[]), &now));
        assert!(same_game(&record(5, &[1, 2, 3]), &now));
        assert!(!same_game(&record(5, &[1, 2, 3, 4]), &now), "a later point");
        assert!(!same_game(&record(5, &[1, 3]), &now), "another game");
        assert!(!same_game(&record(6, &[1, 2]), &now), "another seed");
        let mut other_side = record(5, &[1, 2]);
        other_side.tags.extra[0].1 = "2".into();
        assert!(!same_game(&other_side, &now), "another side");
        // In the older form, labels do not matter.
        let old_now = old_record(5, &[1, 2, 3]);
        let mut relabelled = old_record(5, &[1, 2]);
        relabelled.moves[0] = Move::Indexed { index: 1, label: None };
        assert!(same_game(&relabelled, &old_now));
        assert!(!same_game(&old_record(5, &[1, 3]), &old_now), "another game");
        // The two forms are not compared: the older one is another game.
        assert!(!same_game(&old_record(5, &[1, 2]), &now));
    }

    #[test]
    fn alternatives_are_free_names_beside() {
        let dir = std::env::temp_dir().join(format!("berserk-save-alt-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("game.bgr");
        std::fs::write(&p, "x").unwrap();
        assert_eq!(free_alternative(&p), dir.join("game-2.bgr"));
        std::fs::write(dir.join("game-2.bgr"), "x").unwrap();
        assert_eq!(free_alternative(&p), dir.join("game-3.bgr"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
