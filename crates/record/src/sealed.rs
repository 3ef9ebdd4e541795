//! Sealed saves: the record of an unfinished game written so that what one
//! player may not see yet is not shown in plain text (see `RECORDS.md`,
//! "Sealed saves").
//!
//! A sealed save is the record as that player saw it — the tags they may
//! know, the moves as they were shown (a bot's purchase as `{buy=?}`, the
//! card hidden) — plus two tags:
//! `Sealed`, the complete record (base64 of its text), and `Check`, a
//! checksum of everything else in the file, so that an edited save is
//! refused with a clear message instead of replaying something else.
//!
//! This hides nothing from a determined reader: base64 is an encoding, not a
//! cipher, and the program that decodes it is open. The point is only that
//! nothing the player should not know yet is shown in plain text.

use std::fmt;

use crate::parse::RecordError;
use crate::record::{Move, Record};

/// The tag that holds the complete record.
pub const SEALED_TAG: &str = "Sealed";
/// The tag that holds the checksum of the rest of the file.
pub const CHECK_TAG: &str = "Check";
/// The version prefix of the `Sealed` tag's value.
const SEAL_VERSION: &str = "1:";

/// The first lines of a sealed save: a comment for whoever opens the file.
const HEADER_COMMENT: &str = "; An unfinished game of `berserk play`: continue it with `berserk play --resume FILE`.\n\
; What the player may not see yet is sealed in the Sealed tag; the Check tag detects changes.\n";

/// Why a sealed save can't be read.
#[derive(Debug)]
pub enum SealError {
    /// The `Check` tag is missing or malformed.
    NoCheck { file: String },
    /// The text differs from what was written (the checksum does not match).
    Changed { file: String },
    /// The `Sealed` tag is missing or its value is not a sealed record.
    BadSeal { file: String, why: &'static str },
    /// The sealed record itself does not parse.
    Record(RecordError),
}

impl fmt::Display for SealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SealError::NoCheck { file } => write!(
                f,
                "{file}: a sealed save without its [{CHECK_TAG} \"…\"] tag: the file is damaged or was edited"
            ),
            SealError::Changed { file } => write!(
                f,
                "{file}: the sealed save was changed after it was written (its checksum does not match); \
                 it can't be resumed"
            ),
            SealError::BadSeal { file, why } => write!(f, "{file}: the [{SEALED_TAG} \"…\"] tag is damaged: {why}"),
            SealError::Record(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SealError {}

/// Does this text look like a sealed save (a line starting with `[Sealed "`)?
pub fn is_sealed(text: &str) -> bool {
    let prefix = format!("[{SEALED_TAG} \"");
    text.lines().any(|l| l.trim_start().starts_with(&prefix))
}

/// Writes `record` as a sealed save. `hidden_tags` are left out of the plain
/// text (standard or extra tags, e.g. `Seed`, `Deck2Cards`, `BotSeed`);
/// `shown` replaces some moves (by index in `record.moves`) with the move
/// as the player saw it, e.g. a bot's `{buy=#12}` with `{buy=?}`
/// ([`berserk_engine::CardId::HIDDEN`]). The complete record goes into the
/// `Sealed` tag.
pub fn write_sealed(record: &Record, hidden_tags: &[&str], shown: &[(usize, Move)]) -> String {
    let full = record.to_text();
    let mut visible = record.clone();
    for (i, mv) in shown {
        if let Some(slot) = visible.moves.get_mut(*i) {
            *slot = mv.clone();
        }
    }
    let shown = visible.to_text();
    let (head, moves) = shown.split_once("\n\n").unwrap_or((shown.as_str(), ""));
    let mut out = String::from(HEADER_COMMENT);
    for line in head.lines() {
        let hidden = hidden_tags.iter().any(|t| line.starts_with(&format!("[{t} \"")));
        if !hidden {
            out.push_str(line);
            out.push('\n');
        }
    }
    out.push_str(&format!(
        "[{SEALED_TAG} \"{SEAL_VERSION}{}\"]\n",
        base64_encode(full.as_bytes())
    ));
    let body_end = out.len();
    out.push('\n');
    out.push_str(moves);
    let check = format!("[{CHECK_TAG} \"{:016x}\"]\n", checksum(&out));
    out.insert_str(body_end, &check);
    out
}

/// Reads a sealed save: checks its checksum and returns the complete record
/// of its `Sealed` tag. `file` names the text in errors.
pub fn read_sealed(file: &str, text: &str) -> Result<Record, SealError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let check_prefix = format!("[{CHECK_TAG} \"");
    // The Check line: its byte range (with its line break) and its value.
    let mut check: Option<(usize, usize, &str)> = None;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        if let Some(rest) = body.strip_prefix(&check_prefix) {
            let value = rest
                .strip_suffix("\"]")
                .ok_or_else(|| SealError::NoCheck { file: file.into() })?;
            check = Some((at, at + line.len(), value));
            break;
        }
        at += line.len();
    }
    let (start, end, value) = check.ok_or_else(|| SealError::NoCheck { file: file.into() })?;
    let expected = u64::from_str_radix(value, 16).map_err(|_| SealError::NoCheck { file: file.into() })?;
    let rest = format!("{}{}", &text[..start], &text[end..]);
    if value.len() != 16 || checksum(&rest) != expected {
        return Err(SealError::Changed { file: file.into() });
    }
    let seal_prefix = format!("[{SEALED_TAG} \"");
    let bad = |why| SealError::BadSeal { file: file.into(), why };
    let seal = rest
        .lines()
        .find_map(|l| l.strip_prefix(&seal_prefix))
        .ok_or_else(|| bad("the tag is missing"))?;
    let value = seal.strip_suffix("\"]").ok_or_else(|| bad("the value is not closed"))?;
    let data = value
        .strip_prefix(SEAL_VERSION)
        .ok_or_else(|| bad("an unknown version (a save of another version of the program?)"))?;
    let bytes = base64_decode(data).ok_or_else(|| bad("not base64"))?;
    let full = String::from_utf8(bytes).map_err(|_| bad("the sealed record is not UTF-8 text"))?;
    Record::parse(file, &full).map_err(SealError::Record)
}

/// 64-bit FNV-1a: detects changes, it is no protection against forgery.
fn checksum(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in text.as_bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Standard base64 with padding.
fn base64_encode(data: &[u8]) -> String {
    let mut out = String::with_capacity(data.len().div_ceil(3) * 4);
    for chunk in data.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(B64[((n >> (18 - 6 * i)) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let bytes = text.as_bytes();
    let chunks = bytes.chunks_exact(4);
    if !chunks.remainder().is_empty() {
        return None;
    }
    let count = chunks.len();
    let value = |c: u8| B64.iter().position(|&x| x == c).map(|p| p as u32);
    let mut out = Vec::with_capacity(count * 3);
    for (k, chunk) in chunks.enumerate() {
        let last = k + 1 == count;
        let pad = chunk.iter().rev().take_while(|&&c| c == b'=').count();
        if pad > 2 || (pad > 0 && !last) {
            return None;
        }
        let mut n = 0u32;
        for &c in &chunk[..4 - pad] {
            n = (n << 6) | value(c)?;
        }
        n <<= 6 * pad as u32;
        let got = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        out.extend_from_slice(&got[..3 - pad]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_round_trips() {
        for s in ["", "f", "fo", "foo", "foob", "fooba", "foobar", "Кочевник"] {
            let e = base64_encode(s.as_bytes());
            assert_eq!(base64_decode(&e).as_deref(), Some(s.as_bytes()), "{s} -> {e}");
        }
        assert_eq!(base64_encode(b"foobar"), "Zm9vYmFy");
        assert_eq!(base64_encode(b"fo"), "Zm8=");
        assert_eq!(base64_decode("Zm8"), None);
        assert_eq!(base64_decode("Z=8="), None);
        assert_eq!(base64_decode("Zm!="), None);
    }
}
