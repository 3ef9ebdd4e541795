//! The rules configuration: numbers the brief marks uncertain ([?]) and the
//! settings that are not rules of the game (the turn limit). Defaults follow
//! GAME.md.
//!
//! Each setting is written once, in `rules_settings!` below: its key (the
//! field's name), doc, type, default, and the kind and range of the values
//! it takes ([`SettingKind`]). From that one list come [`RulesConfig`], its
//! `Default`, [`RulesConfig::SETTINGS`], and the text interface every reader
//! and writer of settings uses ([`RulesConfig::set`], [`RulesConfig::get`]):
//! the `Config` tag of game records and the `[config]` tables of scenario
//! files.
//!
//! The text of a value: a whole number (`30`); `true` or `false`; crystals as
//! `gold/silver` (`24/22`); a strike level as `weak`, `medium` or `strong`; a
//! number of turns or `none`.

use crate::model::card::Level;

/// Crystals a player gets to buy the squad (GAME.md §3, [?]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crystals {
    pub gold: u8,
    pub silver: u8,
}

/// The kind of value a rules setting takes, with its range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingKind {
    /// A whole number from `min` to `max`: `30`.
    Number { min: u32, max: u32 },
    /// A number of turns (0 to `u32::MAX`), or `none` for no limit.
    Turns,
    /// `true` or `false`.
    Bool,
    /// Gold and silver crystals, each 0–255: `24/22`.
    Crystals,
    /// A strike level: `weak`, `medium` or `strong`.
    Level,
}

impl SettingKind {
    /// What a value of this kind looks like as text, for error messages.
    pub fn expected(self) -> String {
        match self {
            SettingKind::Number { min, max } => format!("a whole number {min}–{max}"),
            SettingKind::Turns => "a number of turns or `none`".to_string(),
            SettingKind::Bool => "`true` or `false`".to_string(),
            SettingKind::Crystals => "gold/silver, like `24/22`".to_string(),
            SettingKind::Level => "`weak`, `medium` or `strong`".to_string(),
        }
    }
}

/// One rules setting, as [`RulesConfig::SETTINGS`] lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setting {
    /// The key: the name of the [`RulesConfig`] field (`turn_limit`).
    pub key: &'static str,
    /// The field's doc comment, a line each.
    pub doc_lines: &'static [&'static str],
    /// The values it takes.
    pub kind: SettingKind,
}

impl Setting {
    /// The field's doc comment as one line.
    pub fn doc(&self) -> String {
        self.doc_lines.iter().map(|l| l.trim()).collect::<Vec<_>>().join(" ")
    }

    /// The default value, as text (`24/22`, `none`).
    pub fn default_text(&self) -> String {
        RulesConfig::default().get(self.key).unwrap_or_default()
    }
}

/// A setting [`RulesConfig::set`] could not make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingError {
    /// No setting has this key.
    UnknownKey(String),
    /// The setting `key` takes no such value: it takes `kind`.
    BadValue {
        key: &'static str,
        value: String,
        kind: SettingKind,
    },
}

impl std::fmt::Display for SettingError {
    /// Keys and values are cut to 40 characters (they may come from any input).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let cut = |s: &str| match s.char_indices().nth(40) {
            Some((end, _)) => format!("{}…", &s[..end]),
            None => s.to_string(),
        };
        match self {
            SettingError::UnknownKey(key) => {
                write!(
                    f,
                    "unknown rules setting `{}` (known: {})",
                    cut(key),
                    RulesConfig::keys()
                )
            }
            SettingError::BadValue { key, value, kind } => {
                write!(f, "`{key}`: expected {}, found `{}`", kind.expected(), cut(value))
            }
        }
    }
}

impl std::error::Error for SettingError {}

/// A type a setting holds: its value from text of a [`SettingKind`] and back.
trait SettingValue: Sized {
    /// The value `text` gives, if it is one of `kind` (in its range).
    fn read(text: &str, kind: SettingKind) -> Option<Self>;
    fn write(&self) -> String;
}

/// A whole number within the range of a [`SettingKind::Number`].
fn number(text: &str, kind: SettingKind) -> Option<u32> {
    match kind {
        SettingKind::Number { min, max } => text.parse::<u32>().ok().filter(|n| (min..=max).contains(n)),
        _ => None,
    }
}

macro_rules! number_values {
    ($($t:ty),*) => {$(
        impl SettingValue for $t {
            fn read(text: &str, kind: SettingKind) -> Option<Self> {
                number(text, kind).and_then(|n| <$t>::try_from(n).ok())
            }
            fn write(&self) -> String {
                self.to_string()
            }
        }
    )*};
}

number_values!(u8, u16, usize);

impl SettingValue for Option<u32> {
    fn read(text: &str, kind: SettingKind) -> Option<Self> {
        match (kind, text) {
            (SettingKind::Turns, "none") => Some(None),
            (SettingKind::Turns, _) => text.parse::<u32>().ok().map(Some),
            _ => None,
        }
    }
    fn write(&self) -> String {
        match self {
            Some(n) => n.to_string(),
            None => "none".to_string(),
        }
    }
}

impl SettingValue for bool {
    fn read(text: &str, kind: SettingKind) -> Option<Self> {
        match (kind, text) {
            (SettingKind::Bool, "true") => Some(true),
            (SettingKind::Bool, "false") => Some(false),
            _ => None,
        }
    }
    fn write(&self) -> String {
        self.to_string()
    }
}

impl SettingValue for Crystals {
    fn read(text: &str, kind: SettingKind) -> Option<Self> {
        let (gold, silver) = text.split_once('/').filter(|_| kind == SettingKind::Crystals)?;
        Some(Crystals {
            gold: gold.parse().ok()?,
            silver: silver.parse().ok()?,
        })
    }
    fn write(&self) -> String {
        format!("{}/{}", self.gold, self.silver)
    }
}

/// A strike level's word as a setting's value.
fn level_word(l: Level) -> &'static str {
    match l {
        Level::Weak => "weak",
        Level::Medium => "medium",
        Level::Strong => "strong",
    }
}

impl SettingValue for Level {
    fn read(text: &str, kind: SettingKind) -> Option<Self> {
        (kind == SettingKind::Level)
            .then(|| Level::ALL.into_iter().find(|l| level_word(*l) == text))
            .flatten()
    }
    fn write(&self) -> String {
        level_word(*self).to_string()
    }
}

/// Declares [`RulesConfig`] from one list of settings: for each, its doc,
/// key (the field), type, default and the kind of values it takes.
macro_rules! rules_settings {
    ($(
        $(#[doc = $doc:literal])*
        $key:ident: $ty:ty = $default:expr, $kind:expr;
    )*) => {
        /// The rules settings (see the module's doc); [`RulesConfig::SETTINGS`]
        /// lists them.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct RulesConfig {
            $( $(#[doc = $doc])* pub $key: $ty, )*
        }

        impl Default for RulesConfig {
            fn default() -> Self {
                RulesConfig { $( $key: $default, )* }
            }
        }

        impl RulesConfig {
            /// Every setting, in the order of the fields.
            pub const SETTINGS: &'static [Setting] = &[
                $( Setting { key: stringify!($key), doc_lines: &[$($doc),*], kind: $kind }, )*
            ];

            /// Sets the setting `key` from the text of a value (see the module's doc).
            pub fn set(&mut self, key: &str, value: &str) -> Result<(), SettingError> {
                match key {
                    $(
                        stringify!($key) => {
                            let kind: SettingKind = $kind;
                            self.$key = <$ty as SettingValue>::read(value, kind).ok_or_else(|| {
                                SettingError::BadValue { key: stringify!($key), value: value.to_string(), kind }
                            })?;
                        }
                    )*
                    _ => return Err(SettingError::UnknownKey(key.to_string())),
                }
                Ok(())
            }

            /// The value of the setting `key` as text (what [`RulesConfig::set`]
            /// reads back); `None` for an unknown key.
            pub fn get(&self, key: &str) -> Option<String> {
                match key {
                    $( stringify!($key) => Some(self.$key.write()), )*
                    _ => None,
                }
            }
        }
    };
}

rules_settings! {
    /// The fewest cards a deck may hold (GAME.md §3, [R]).
    deck_min: usize = 30, SettingKind::Number { min: 0, max: 65535 };
    /// The most cards a deck may hold (GAME.md §3, [R]).
    deck_max: usize = 50, SettingKind::Number { min: 0, max: 65535 };
    /// Copies of one name allowed in a deck ([R]).
    max_copies: usize = 3, SettingKind::Number { min: 0, max: 65535 };
    /// Cards dealt ([R]).
    hand_size: usize = 15, SettingKind::Number { min: 0, max: 65535 };
    /// First player's crystals ([?]: default 24 gold + 22 silver).
    first_crystals: Crystals = Crystals { gold: 24, silver: 22 }, SettingKind::Crystals;
    /// Second player's crystals ([?]: default 25 gold + 23 silver).
    second_crystals: Crystals = Crystals { gold: 25, silver: 23 }, SettingKind::Crystals;
    /// Gold paid for a re-deal ([X]: 1).
    redeal_cost: u8 = 1, SettingKind::Number { min: 0, max: 255 };
    /// How many re-deals a player may take ([?]: 1).
    max_redeals: u8 = 1, SettingKind::Number { min: 0, max: 255 };
    /// Gold paid for each element beyond the first ([X]: 1).
    element_penalty: u8 = 1, SettingKind::Number { min: 0, max: 255 };
    /// Total cost of flyers in a squad ([X]: 15).
    flyer_cost_cap: u8 = 15, SettingKind::Number { min: 0, max: 255 };
    /// The second player's 3rd row stays face down until the first player's
    /// first turn ends ([?]: on, as in the relaunch).
    hide_second_back_row: bool = true, SettingKind::Bool;
    /// If both players lose at once the game is a draw ([?]: on). When off the
    /// active player's opponent wins.
    both_lose_is_draw: bool = true, SettingKind::Bool;
    /// Tokens a card may hold when its text sets no maximum ([?]: 3).
    default_token_max: u8 = 3, SettingKind::Number { min: 0, max: 255 };
    /// Not a rule of the game: the game ends as a draw after this many turns.
    /// Simulations need every game to end; `play` leaves it off unless asked.
    turn_limit: Option<u32> = None, SettingKind::Turns;
    /// Not a rule of the game: the most actions both players together may
    /// declare at will in one turn (in the main decision and in response
    /// windows; triggered abilities and forced choices do not count). A card
    /// with a free ability that has no use limit could otherwise repeat it
    /// forever; past the bound only ending the turn or passing is legal.
    /// Default 200, far above what a turn of real play declares.
    declarations_per_turn: u16 = 200, SettingKind::Number { min: 0, max: 65535 };
    /// Simple strikes (нападения) a creature may declare in one turn unless
    /// its text allows more ([?]: 1, as «может атаковать 2 раза за ход»
    /// implies); 0: no limit but closing. It matters for a card that does not
    /// close when it attacks, or that is opened again in the turn.
    strikes_per_turn: u8 = 1, SettingKind::Number { min: 0, max: 255 };
    /// The level read when a text names a creature's strike value without a
    /// level (Кобольд heals by the strike value of the creature opposite) ([?]: weak,
    /// the value every strike of it reaches).
    unnamed_strike_level: Level = Level::Weak, SettingKind::Level;
    /// In an ordered fight (Матриарх племени, `crate::mechanics::strikes::ordered_fight`), the
    /// closed own creatures next to the target fight it too ([?]: on — the
    /// text orders all of them; the strikers' state does not matter, as they
    /// do not close). Off: only the open ones fight.
    ordered_fight_closed: bool = true, SettingKind::Bool;
    /// Experience in attack (ОвА) adds to the attacker's die when its simple
    /// strike meets a closed target and it rolls alone (GAME §6: 1–3 weak,
    /// 4–5 medium, 6 strong) ([?]: on — the brief's table for a closed target
    /// reads "the attacker's roll" and says nothing of bonuses; we read it as
    /// the roll with its bonuses, as against an open target). Off: ОвА counts
    /// only when the target rolls too.
    exp_attack_vs_closed: bool = true, SettingKind::Bool;
    /// Terrains a squad may hold (KINDS §8, [X]: 1).
    terrain_limit: u8 = 1, SettingKind::Number { min: 0, max: 255 };
    /// A terrain is placed face down on a cell like a ground card and moves
    /// to the additional zone at the reveal (503.1) (KINDS §3, [?]: on). Off:
    /// it goes face down to the additional zone when bought, as flyers do.
    terrain_on_cell: bool = true, SettingKind::Bool;
    /// An artifact can be healed (KINDS §7, [?]: off — 40021's wording
    /// implies artifacts can't be).
    artifact_can_be_healed: bool = false, SettingKind::Bool;
    /// An open artifact struck by a simple strike rolls its die as an open
    /// card does (it never counter-strikes: it has no strike) (KINDS §7, [?]:
    /// off — resolved like a closed card, the attacker's roll alone).
    artifact_rolls_when_open: bool = false, SettingKind::Bool;
    /// Symbiotes one creature may host at once (KINDS §6, [X]: 1 — 20170 and
    /// 50139 raise it for themselves).
    symbiotes_per_host: u8 = 1, SettingKind::Number { min: 1, max: 255 };
    /// A companion may be seated on an own flyer too (KINDS §4, [?]: off —
    /// own ground creatures only). On: any own independent creature.
    companion_on_flyers: bool = false, SettingKind::Bool;
    /// The rows of the enemy's half, counted from the front, on whose
    /// creatures a parasite may be seated (KINDS §3 and §5, [X]: 1 — the 1st
    /// row only).
    parasite_rows: u8 = 1, SettingKind::Number { min: 1, max: 5 };
    /// A symbiote with no legal host at the seating goes back to its
    /// owner's deck (KINDS §3, [?]: off — it goes to the graveyard).
    unseated_symbiote_to_deck: bool = false, SettingKind::Bool;
    /// A symbiote dies when its host leaves play other than by dying
    /// (exiled, returned to the deck) (KINDS §6, [?]: on). Off: it stays in
    /// play on the cell its host left, as an ordinary creature (and dies if
    /// the host had no cell).
    symbiote_dies_when_host_leaves_play: bool = true, SettingKind::Bool;
    /// A symbiote keeps its player in the game (503.1, KINDS §2, [?]: on —
    /// symbiotes are creatures, 208). Off: only independent creatures do.
    symbiotes_count_for_loss: bool = true, SettingKind::Bool;
    /// Copies of one name a deck may hold when the card has Орда (KINDS §2
    /// and §10, [?]: 6, as NXT allows). Set to `max_copies` for «horde is
    /// only a tag that other texts read».
    horde_copies: usize = 6, SettingKind::Number { min: 0, max: 65535 };
    /// A defender may take a simple strike aimed at a seated symbiote, like
    /// at any creature (KINDS §5, [?]: on — 20006 forbids it for itself
    /// only). Off: a symbiote takes its strikes itself.
    symbiote_can_be_defended: bool = true, SettingKind::Bool;
    /// A card moved one cell by another card's ability (`shift`: Гаргулья,
    /// Раэр, Бард Святолесья) moves by its own movement (GAME.md §4 and
    /// 502.7 leave it open, [?]: off — a displacement, as a push or a pull:
    /// no movement spent, its `displaced` triggers fire). On: its moving
    /// triggers fire instead (`moves`, `approached`, crossing the middle).
    shift_is_movement: bool = false, SettingKind::Bool;
    /// A parasite's simple strike and melee attacks may reach its host
    /// (KINDS §5, [?]: on — Выкормыш слуа's «+1 к удару по хозяину» and
    /// Кондор-стервятник's «добивание … только по хозяину» take it for
    /// granted; the host may strike its parasite in any case). Off: a
    /// parasite reaches only the cards next to its host's cell.
    parasite_strikes_host: bool = true, SettingKind::Bool;
    /// A bodiless creature may step onto a cell another creature holds and
    /// stay there, sharing it (KINDS §10, [?]: on — 20108 and 20144 move
    /// onto held cells; one such second card a cell). Off: bodiless
    /// creatures keep to free cells like any card.
    bodiless_share_cells: bool = true, SettingKind::Bool;
    /// The pair an ice chain links (Морозный тюремщик, [?]: off — the text
    /// names any two creatures standing next to each other, of either side,
    /// the card itself included). On: two creatures of the opponent's only.
    ice_chain_enemies_only: bool = false, SettingKind::Bool;
    /// «… на 1 за каждую показанную карту» (Информатор's knife, [?]: off —
    /// one `on prophesies_each` trigger with X the shown cards that meet its
    /// `vs`: one throw of X). On: the trigger fires once for each such card,
    /// X = 1 each: X throws of 1, each at its own target.
    prophesies_each_one_by_one: bool = false, SettingKind::Bool;
}

impl RulesConfig {
    /// The configuration for simulations: the defaults plus a turn limit.
    pub fn for_simulation(turn_limit: u32) -> Self {
        RulesConfig {
            turn_limit: Some(turn_limit),
            ..Self::default()
        }
    }

    /// The setting of key `key`, if there is one.
    pub fn setting(key: &str) -> Option<&'static Setting> {
        Self::SETTINGS.iter().find(|s| s.key == key)
    }

    /// Every key, in order, separated by commas (for messages).
    pub fn keys() -> String {
        Self::SETTINGS.iter().map(|s| s.key).collect::<Vec<_>>().join(", ")
    }

    /// The settings that differ from the default, as `(key, value)` texts in
    /// the order of [`RulesConfig::SETTINGS`].
    pub fn changed(&self) -> Vec<(&'static str, String)> {
        let d = RulesConfig::default();
        Self::SETTINGS
            .iter()
            .filter_map(|s| {
                let v = self.get(s.key)?;
                (d.get(s.key).as_ref() != Some(&v)).then_some((s.key, v))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A value of setting `s` other than its default, as text.
    fn other_value(s: &Setting) -> String {
        let d = s.default_text();
        match s.kind {
            SettingKind::Number { min, max } => {
                let n: u32 = d.parse().expect("a number");
                (if n < max { n + 1 } else { min }).to_string()
            }
            SettingKind::Turns => (if d == "7" { "none" } else { "7" }).to_string(),
            SettingKind::Bool => (d == "false").to_string(),
            SettingKind::Crystals => (if d == "0/0" { "1/2" } else { "0/0" }).to_string(),
            SettingKind::Level => (if d == "weak" { "strong" } else { "weak" }).to_string(),
        }
    }

    /// A configuration with every setting off its default.
    fn changed_everywhere() -> RulesConfig {
        let mut cfg = RulesConfig::default();
        for s in RulesConfig::SETTINGS {
            cfg.set(s.key, &other_value(s)).unwrap_or_else(|e| panic!("{e}"));
        }
        cfg
    }

    #[test]
    fn every_setting_reads_back_what_it_writes() {
        let cfg = changed_everywhere();
        assert_eq!(cfg.changed().len(), RulesConfig::SETTINGS.len());
        let mut back = RulesConfig::default();
        for s in RulesConfig::SETTINGS {
            let text = cfg.get(s.key).expect("a known key");
            back.set(s.key, &text).unwrap_or_else(|e| panic!("{e}"));
            // The default reads back too (its kind fits its type).
            let mut d = RulesConfig::default();
            d.set(s.key, &s.default_text()).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(d, RulesConfig::default(), "{}", s.key);
            assert!(!s.doc().is_empty(), "{} has no doc", s.key);
        }
        assert_eq!(back, cfg);
        assert!(RulesConfig::default().changed().is_empty());
    }

    #[test]
    fn numbers_take_their_whole_range_and_no_more() {
        for s in RulesConfig::SETTINGS {
            if let SettingKind::Number { min, max } = s.kind {
                let mut cfg = RulesConfig::default();
                for n in [min, max] {
                    cfg.set(s.key, &n.to_string()).unwrap_or_else(|e| panic!("{e}"));
                    assert_eq!(cfg.get(s.key), Some(n.to_string()));
                }
                assert!(cfg.set(s.key, &(u64::from(max) + 1).to_string()).is_err(), "{}", s.key);
                assert!(cfg.set(s.key, "-1").is_err(), "{}", s.key);
            }
        }
    }

    #[test]
    fn values_read_as_documented() {
        let mut cfg = RulesConfig::default();
        cfg.set("first_crystals", "3/20").unwrap();
        assert_eq!(cfg.first_crystals, Crystals { gold: 3, silver: 20 });
        cfg.set("turn_limit", "150").unwrap();
        assert_eq!(cfg.turn_limit, Some(150));
        cfg.set("turn_limit", "none").unwrap();
        assert_eq!(cfg.turn_limit, None);
        cfg.set("unnamed_strike_level", "medium").unwrap();
        assert_eq!(cfg.unnamed_strike_level, Level::Medium);
        cfg.set("hide_second_back_row", "false").unwrap();
        assert!(!cfg.hide_second_back_row);
        assert_eq!(cfg.get("colour"), None);
    }

    #[test]
    fn errors_say_what_is_expected() {
        let mut cfg = RulesConfig::default();
        let e = cfg.set("hand_size", "x").unwrap_err();
        assert_eq!(e.to_string(), "`hand_size`: expected a whole number 0–65535, found `x`");
        let e = cfg.set("first_crystals", "24/999").unwrap_err();
        assert_eq!(
            e.to_string(),
            "`first_crystals`: expected gold/silver, like `24/22`, found `24/999`"
        );
        for (key, bad) in [
            ("first_crystals", "24"),
            ("both_lose_is_draw", "yes"),
            ("turn_limit", "many"),
            ("unnamed_strike_level", "Weak"),
            ("redeal_cost", "256"),
        ] {
            assert!(cfg.set(key, bad).is_err(), "{key}={bad}");
        }
        let e = cfg.set("colour", "red").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("unknown rules setting `colour` (known: deck_min, deck_max,"),
            "{e}"
        );
        let long = "x".repeat(100);
        let e = cfg.set("turn_limit", &long).unwrap_err().to_string();
        assert!(e.ends_with(&format!("found `{}…`", "x".repeat(40))), "{e}");
        assert_eq!(cfg, RulesConfig::default(), "a refused value changes nothing");
    }
}
