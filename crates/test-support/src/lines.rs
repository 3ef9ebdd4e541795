//! A tiny deterministic generator and a mutator of lines of text: for
//! tests that damage files at random without proptest (the card language's
//! unit tests).

/// A tiny deterministic generator (xorshift64*), so a test needs no other crate.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }
}

/// `text` after 1 to 4 random changes of its lines: a line deleted,
/// duplicated, swapped with another or cut short; a piece of `pieces`
/// inserted or put in place of a word; a byte flipped (the line's UTF-8
/// repaired lossily).
pub fn mutate(rng: &mut Rng, text: &str, pieces: &[&str]) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        if lines.is_empty() {
            lines.push(String::new());
        }
        let i = rng.below(lines.len());
        match rng.below(8) {
            0 => {
                lines.remove(i);
            }
            1 => {
                let l = lines[i].clone();
                lines.insert(rng.below(lines.len() + 1), l);
            }
            2 => {
                let j = rng.below(lines.len());
                lines.swap(i, j);
            }
            3 => {
                // Truncate at a character boundary.
                let n = lines[i].chars().count();
                let keep = rng.below(n + 1);
                lines[i] = lines[i].chars().take(keep).collect();
            }
            4 | 5 => {
                // Insert a piece at a character boundary.
                let chars: Vec<char> = lines[i].chars().collect();
                let at = rng.below(chars.len() + 1);
                let piece = pieces.get(rng.below(pieces.len())).copied().unwrap_or_default();
                let mut s: String = chars[..at].iter().collect();
                s.push_str(piece);
                s.extend(&chars[at..]);
                lines[i] = s;
            }
            6 => {
                // Flip a raw byte; repair the UTF-8 lossily.
                let mut bytes = lines[i].clone().into_bytes();
                if !bytes.is_empty() {
                    let b = rng.below(bytes.len());
                    bytes[b] = (rng.next_u64() & 0xff) as u8;
                }
                lines[i] = String::from_utf8_lossy(&bytes).into_owned();
            }
            _ => {
                // Replace a word by a random piece.
                let words: Vec<&str> = lines[i].split(' ').collect();
                let w = rng.below(words.len());
                let mut words: Vec<String> = words.iter().map(|s| s.to_string()).collect();
                words[w] = pieces
                    .get(rng.below(pieces.len()))
                    .copied()
                    .unwrap_or_default()
                    .to_string();
                lines[i] = words.join(" ");
            }
        }
    }
    lines.join("\n")
}
