//! Helpers shared by the unit tests: a deterministic generator and a
//! mutator that damages card files at random.

/// A tiny deterministic generator (xorshift64*), so the test needs no crate.
pub(crate) struct Rng(pub u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub(crate) fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

const PIECES: &[&str] = &[
    "\"",
    "#",
    "[",
    "]",
    ":",
    "-",
    "+",
    "|",
    "<=",
    " ",
    "\t",
    "0",
    "9",
    "255",
    "256",
    "-1",
    "+X",
    "ё",
    "Ж",
    "card",
    "1-002",
    "keyword",
    "bonus",
    "reduction",
    "action",
    "while",
    "formation",
    "vs",
    "by",
    "per",
    "and",
    "max",
    "from",
    "range",
    "adjacent_ok",
    "heal",
    "self",
    "full",
    "token",
    "tokens",
    "close",
    "sudden",
    "element",
    "has",
    "has_keyword",
    "cost<=",
    "strike",
    "shot+throw",
    "flyer",
    "move: 1",
    "kind: flyer",
    "\u{feff}",
    "\u{0}",
    "\r",
    "💥",
    "unique",
    "trigger",
    "on",
    "then",
    ";",
    "; then stun",
    "; then poison 1",
    "stun",
    "poison",
    "wound attacker",
    "struck_in_melee",
    "special_strike",
    "trigger: on strike: shot 1",
    "trigger: on struck_in_melee: wound attacker 2",
    "(",
    ")",
    "(wounds of self max 4)",
    "(count adjacent to target vs enemy)",
    "not",
    "unwounded",
    "adjacent 2 (enemy and wounded)",
    "level strong|weak",
    "tokens>=",
    "row 2",
    "movement: +1",
    "range: +1 shot",
    "until end of your next turn",
    "to opposite",
    "to adjacent own",
    "struck",
    "miss",
    "creature_dies",
    "incarnates vs itself",
    "enemy_turn_end",
];

pub(crate) fn mutate(rng: &mut Rng, text: &str) -> String {
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
                let piece = PIECES[rng.below(PIECES.len())];
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
                    bytes[b] = (rng.next() & 0xff) as u8;
                }
                lines[i] = String::from_utf8_lossy(&bytes).into_owned();
            }
            _ => {
                // Replace a word by a random piece.
                let words: Vec<&str> = lines[i].split(' ').collect();
                let w = rng.below(words.len());
                let mut words: Vec<String> = words.iter().map(|s| s.to_string()).collect();
                words[w] = PIECES[rng.below(PIECES.len())].to_string();
                lines[i] = words.join(" ");
            }
        }
    }
    lines.join("\n")
}
