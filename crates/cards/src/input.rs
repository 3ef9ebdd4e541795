//! Reading the files a person names: only regular files, at most a given
//! number of bytes, and UTF-8 text with the position of the first bad byte.
//!
//! Every reader of user-supplied files in the workspace goes through
//! [`read_text_file`] (card and deck files here, scenarios in
//! `berserk-scenario`, records in `berserk-record`, the `berserk` command),
//! so that a FIFO, a device like `/dev/zero`, a folder given as a file or a
//! file of gigabytes gets a clear error instead of blocking forever or
//! reading until memory runs out.

use std::fmt;
use std::fs::{File, FileType};
use std::io::{self, Read};
use std::path::Path;

/// One mebibyte, for stating limits.
pub const MIB: u64 = 1 << 20;

/// Why a file could not be read as text.
#[derive(Debug)]
pub enum ReadError {
    /// The file can't be opened or read (missing, no permission, …).
    Io(io::Error),
    /// Not a regular file: a folder, a FIFO, a device, a socket.
    NotAFile {
        /// What it is instead, in words: "a folder", "a FIFO (named pipe)", ….
        kind: &'static str,
    },
    /// Larger than the limit for this kind of file.
    TooBig {
        /// The limit, in bytes.
        limit: u64,
        /// What the limit is called in the documentation (e.g.
        /// `MAX_RECORD_BYTES`).
        name: &'static str,
    },
    /// Not UTF-8 text.
    NotUtf8 {
        /// Line (1-based) of the first invalid byte.
        line: usize,
        /// Column (1-based, in characters) of the first invalid byte.
        column: usize,
        /// The first invalid byte.
        byte: u8,
    },
}

impl ReadError {
    /// Line and column of the problem, when it has one (only
    /// [`ReadError::NotUtf8`]).
    pub fn position(&self) -> Option<(usize, usize)> {
        match *self {
            ReadError::NotUtf8 { line, column, .. } => Some((line, column)),
            _ => None,
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io(e) => write!(f, "{e}"),
            ReadError::NotAFile { kind } => write!(f, "{kind}, not a regular file: only regular files are read"),
            ReadError::TooBig { limit, name } => write!(
                f,
                "the file is larger than {} ({name}): refused without reading it all",
                format_size(*limit)
            ),
            ReadError::NotUtf8 { byte, .. } => {
                write!(f, "not UTF-8 text: the byte 0x{byte:02X} here is not valid UTF-8")
            }
        }
    }
}

impl std::error::Error for ReadError {}

impl From<io::Error> for ReadError {
    fn from(e: io::Error) -> Self {
        ReadError::Io(e)
    }
}

/// `16 MiB`, `4 KiB` or `100 bytes`.
pub fn format_size(bytes: u64) -> String {
    // Both are powers of two.
    if bytes >= MIB && bytes & (MIB - 1) == 0 {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= 1024 && bytes & 1023 == 0 {
        format!("{} KiB", bytes / 1024)
    } else {
        format!("{bytes} bytes")
    }
}

/// What a file that is not a regular file is, in words; `None` for a
/// regular file.
fn not_a_file(t: FileType) -> Option<&'static str> {
    if t.is_file() {
        return None;
    }
    if t.is_dir() {
        return Some("a folder");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return Some("a FIFO (named pipe)");
        }
        if t.is_char_device() {
            return Some("a character device");
        }
        if t.is_block_device() {
            return Some("a block device");
        }
        if t.is_socket() {
            return Some("a socket");
        }
    }
    Some("a special file")
}

/// Reads the file at `path` (following symbolic links) if it is a regular
/// file of at most `limit` bytes; `name` names the limit in the error.
///
/// The type is checked before the file is opened (opening a FIFO would wait
/// for a writer) and again on the open file; at most `limit + 1` bytes are
/// read whatever the file claims its size is.
pub fn read_file(path: &Path, limit: u64, name: &'static str) -> Result<Vec<u8>, ReadError> {
    let meta = std::fs::metadata(path)?;
    if let Some(kind) = not_a_file(meta.file_type()) {
        return Err(ReadError::NotAFile { kind });
    }
    if meta.len() > limit {
        return Err(ReadError::TooBig { limit, name });
    }
    let file = File::open(path)?;
    let meta = file.metadata()?;
    if let Some(kind) = not_a_file(meta.file_type()) {
        return Err(ReadError::NotAFile { kind });
    }
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len().min(limit)).unwrap_or(0));
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooBig { limit, name });
    }
    Ok(bytes)
}

/// [`read_file`], then [`text_from_bytes`].
pub fn read_text_file(path: &Path, limit: u64, name: &'static str) -> Result<String, ReadError> {
    text_from_bytes(read_file(path, limit, name)?)
}

/// The bytes as UTF-8 text, or [`ReadError::NotUtf8`] with the line and
/// column (in characters) of the first invalid byte.
pub fn text_from_bytes(bytes: Vec<u8>) -> Result<String, ReadError> {
    String::from_utf8(bytes).map_err(|e| {
        let bytes = e.as_bytes();
        let valid = e.utf8_error().valid_up_to();
        let before = std::str::from_utf8(&bytes[..valid]).unwrap_or("");
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        ReadError::NotUtf8 {
            line: before.bytes().filter(|&b| b == b'\n').count() + 1,
            column: before[line_start..].chars().count() + 1,
            byte: bytes[valid],
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_invalid_byte_has_its_line_and_column() {
        assert_eq!(text_from_bytes(b"ab\ncd".to_vec()).unwrap(), "ab\ncd");
        let e = text_from_bytes(b"ab\n\xd0\xba\xd0\xbe\xff\n".to_vec()).unwrap_err();
        assert!(
            matches!(
                e,
                ReadError::NotUtf8 {
                    line: 2,
                    column: 3,
                    byte: 0xFF
                }
            ),
            "{e:?}"
        );
        assert_eq!(e.position(), Some((2, 3)));
        // A character cut short: its first byte is the bad one.
        let e = text_from_bytes(b"x = \"\xd0".to_vec()).unwrap_err();
        assert!(
            matches!(
                e,
                ReadError::NotUtf8 {
                    line: 1,
                    column: 6,
                    byte: 0xD0
                }
            ),
            "{e:?}"
        );
        assert!(e.to_string().contains("0xD0"), "{e}");
    }

    #[test]
    fn sizes_in_words() {
        assert_eq!(format_size(16 * MIB), "16 MiB");
        assert_eq!(format_size(4096), "4 KiB");
        assert_eq!(format_size(100), "100 bytes");
    }
}
