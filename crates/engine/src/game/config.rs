//! The rules configuration: numbers the brief marks uncertain ([?]) and the
//! settings that are not rules of the game (the turn limit). Defaults follow
//! GAME.md.

use crate::model::card::Level;

/// Crystals a player gets to buy the squad (GAME.md §3, [?]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crystals {
    pub gold: u8,
    pub silver: u8,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesConfig {
    /// Deck size bounds (GAME.md §3, [R]).
    pub deck_min: usize,
    pub deck_max: usize,
    /// Copies of one name allowed in a deck ([R]).
    pub max_copies: usize,
    /// Cards dealt ([R]).
    pub hand_size: usize,
    /// First player's crystals ([?]: default 24 gold + 22 silver).
    pub first_crystals: Crystals,
    /// Second player's crystals ([?]: default 25 gold + 23 silver).
    pub second_crystals: Crystals,
    /// Gold paid for a re-deal ([X]: 1).
    pub redeal_cost: u8,
    /// How many re-deals a player may take ([?]: 1).
    pub max_redeals: u8,
    /// Gold paid for each element beyond the first ([X]: 1).
    pub element_penalty: u8,
    /// Total cost of flyers in a squad ([X]: 15).
    pub flyer_cost_cap: u8,
    /// The second player's 3rd row stays face down until the first player's
    /// first turn ends ([?]: on, as in the relaunch).
    pub hide_second_back_row: bool,
    /// If both players lose at once the game is a draw ([?]: on). When off the
    /// active player's opponent wins.
    pub both_lose_is_draw: bool,
    /// Tokens a card may hold when its text sets no maximum ([?]: 3).
    pub default_token_max: u8,
    /// Not a rule of the game: the game ends as a draw after this many turns.
    /// Simulations need every game to end; `play` leaves it off unless asked.
    pub turn_limit: Option<u32>,
    /// Not a rule of the game: the most actions both players together may
    /// declare at will in one turn (in the main decision and in response
    /// windows; triggered abilities and forced choices do not count). A card
    /// with a free ability that has no use limit could otherwise repeat it
    /// forever; past the bound only ending the turn or passing is legal.
    /// Default 200, far above what a turn of real play declares.
    pub declarations_per_turn: u16,
    /// Simple strikes (нападения) a creature may declare in one turn unless
    /// its text allows more ([?]: 1, as «может атаковать 2 раза за ход»
    /// implies); 0: no limit but closing. It matters for a card that does not
    /// close when it attacks, or that is opened again in the turn.
    pub strikes_per_turn: u8,
    /// The level read when a text names a creature's strike value without a
    /// level (Кобольд heals by the strike value of the creature opposite) ([?]: weak,
    /// the value every strike of it reaches).
    pub unnamed_strike_level: Level,
    /// In an ordered fight (Матриарх племени, `crate::mechanics::strikes::ordered_fight`), the
    /// closed own creatures next to the target fight it too ([?]: on — the
    /// text orders all of them; the strikers' state does not matter, as they
    /// do not close). Off: only the open ones fight.
    pub ordered_fight_closed: bool,
}

impl Default for RulesConfig {
    fn default() -> Self {
        RulesConfig {
            deck_min: 30,
            deck_max: 50,
            max_copies: 3,
            hand_size: 15,
            first_crystals: Crystals { gold: 24, silver: 22 },
            second_crystals: Crystals { gold: 25, silver: 23 },
            redeal_cost: 1,
            max_redeals: 1,
            element_penalty: 1,
            flyer_cost_cap: 15,
            hide_second_back_row: true,
            both_lose_is_draw: true,
            default_token_max: 3,
            turn_limit: None,
            declarations_per_turn: 200,
            strikes_per_turn: 1,
            unnamed_strike_level: Level::Weak,
            ordered_fight_closed: true,
        }
    }
}

impl RulesConfig {
    /// The configuration for simulations: the defaults plus a turn limit.
    pub fn for_simulation(turn_limit: u32) -> Self {
        RulesConfig {
            turn_limit: Some(turn_limit),
            ..Self::default()
        }
    }
}
