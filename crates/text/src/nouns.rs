//! The nouns the texts count, each with its Russian forms after one, few and
//! many and its English singular and plural. `_ACC` is the Russian accusative
//! (after «получает», «платит»…), the rest are nominative.

use crate::lang::Noun;

pub const CARDS: Noun = Noun::new(["карта", "карты", "карт"], ["card", "cards"]);
pub const COPIES: Noun = Noun::new(["копия", "копии", "копий"], ["copy", "copies"]);
pub const GOLD: Noun = Noun::new(["золотой", "золотых", "золотых"], ["gold", "gold"]);
pub const SILVER: Noun = Noun::new(["серебряный", "серебряных", "серебряных"], ["silver", "silver"]);
pub const WOUNDS: Noun = Noun::new(["рана", "раны", "ран"], ["wound", "wounds"]);
pub const WOUNDS_ACC: Noun = Noun::new(["рану", "раны", "ран"], ["wound", "wounds"]);
pub const TOKENS: Noun = Noun::new(["фишка", "фишки", "фишек"], ["token", "tokens"]);
pub const TOKENS_ACC: Noun = Noun::new(["фишку", "фишки", "фишек"], ["token", "tokens"]);
pub const TARGETS: Noun = Noun::new(["цель", "цели", "целей"], ["target", "targets"]);
pub const INCARNATION_TOKENS: Noun = Noun::new(
    ["жетон инкарнации", "жетона инкарнации", "жетонов инкарнации"],
    ["incarnation token", "incarnation tokens"],
);
pub const GAMES: Noun = Noun::new(["игра", "игры", "игр"], ["game", "games"]);
pub const TURNS: Noun = Noun::new(["ход", "хода", "ходов"], ["turn", "turns"]);
/// The moves of a game record (`d4`, `12 {…}`, …).
pub const RECORD_MOVES: Noun = Noun::new(["ход записи", "хода записи", "ходов записи"], ["move", "moves"]);
