//! The `Config` tag: the rules settings that differ from the default, as
//! `key=value` pairs separated by spaces.

use berserk_engine::card::Level;
use berserk_engine::config::Crystals;
use berserk_engine::RulesConfig;

/// An error in a `Config` value: the character offset (0-based) in the
/// value where it is, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    pub offset: usize,
    pub message: String,
}

/// Every setting of `cfg` that differs from [`RulesConfig::default`], as
/// `key=value` pairs separated by spaces, in declaration order. Empty when
/// `cfg` is the default.
///
/// Values: numbers; `true`/`false`; crystals as `gold/silver` (`24/22`);
/// `turn_limit` as a number or `none`.
pub fn config_to_string(cfg: &RulesConfig) -> String {
    // Destructured without `..`: a new field of RulesConfig stops the build
    // here until the record format learns it.
    let RulesConfig {
        deck_min,
        deck_max,
        max_copies,
        hand_size,
        first_crystals,
        second_crystals,
        redeal_cost,
        max_redeals,
        element_penalty,
        flyer_cost_cap,
        hide_second_back_row,
        both_lose_is_draw,
        default_token_max,
        turn_limit,
        declarations_per_turn,
        strikes_per_turn,
        unnamed_strike_level,
        ordered_fight_closed,
    } = cfg;
    let d = RulesConfig::default();
    let mut out: Vec<String> = Vec::new();
    let mut put = |differs: bool, key: &str, value: String| {
        if differs {
            out.push(format!("{key}={value}"));
        }
    };
    let cr = |c: &Crystals| format!("{}/{}", c.gold, c.silver);
    put(*deck_min != d.deck_min, "deck_min", deck_min.to_string());
    put(*deck_max != d.deck_max, "deck_max", deck_max.to_string());
    put(*max_copies != d.max_copies, "max_copies", max_copies.to_string());
    put(*hand_size != d.hand_size, "hand_size", hand_size.to_string());
    put(
        *first_crystals != d.first_crystals,
        "first_crystals",
        cr(first_crystals),
    );
    put(
        *second_crystals != d.second_crystals,
        "second_crystals",
        cr(second_crystals),
    );
    put(*redeal_cost != d.redeal_cost, "redeal_cost", redeal_cost.to_string());
    put(*max_redeals != d.max_redeals, "max_redeals", max_redeals.to_string());
    put(
        *element_penalty != d.element_penalty,
        "element_penalty",
        element_penalty.to_string(),
    );
    put(
        *flyer_cost_cap != d.flyer_cost_cap,
        "flyer_cost_cap",
        flyer_cost_cap.to_string(),
    );
    put(
        *hide_second_back_row != d.hide_second_back_row,
        "hide_second_back_row",
        hide_second_back_row.to_string(),
    );
    put(
        *both_lose_is_draw != d.both_lose_is_draw,
        "both_lose_is_draw",
        both_lose_is_draw.to_string(),
    );
    put(
        *default_token_max != d.default_token_max,
        "default_token_max",
        default_token_max.to_string(),
    );
    put(
        *turn_limit != d.turn_limit,
        "turn_limit",
        match turn_limit {
            Some(n) => n.to_string(),
            None => "none".to_string(),
        },
    );
    put(
        *declarations_per_turn != d.declarations_per_turn,
        "declarations_per_turn",
        declarations_per_turn.to_string(),
    );
    put(
        *strikes_per_turn != d.strikes_per_turn,
        "strikes_per_turn",
        strikes_per_turn.to_string(),
    );
    put(
        *unnamed_strike_level != d.unnamed_strike_level,
        "unnamed_strike_level",
        level_word(*unnamed_strike_level).to_string(),
    );
    put(
        *ordered_fight_closed != d.ordered_fight_closed,
        "ordered_fight_closed",
        ordered_fight_closed.to_string(),
    );
    out.join(" ")
}

/// The known keys, for error messages.
const KEYS: &str = "deck_min, deck_max, max_copies, hand_size, first_crystals, second_crystals, redeal_cost, \
                    max_redeals, element_penalty, flyer_cost_cap, hide_second_back_row, both_lose_is_draw, \
                    default_token_max, turn_limit, declarations_per_turn, strikes_per_turn, \
                    unnamed_strike_level, ordered_fight_closed";

/// A strike level as a setting's value.
fn level_word(l: Level) -> &'static str {
    match l {
        Level::Weak => "weak",
        Level::Medium => "medium",
        Level::Strong => "strong",
    }
}

/// Reads a `Config` value: `key=value` pairs separated by spaces (or
/// commas); unnamed settings keep their defaults. Never panics.
pub fn parse_config(text: &str) -> Result<RulesConfig, ConfigError> {
    let mut cfg = RulesConfig::default();
    let mut seen: Vec<String> = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let sep = |c: char| c.is_whitespace() || c == ',';
    let mut i = 0;
    while i < chars.len() {
        if sep(chars[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && !sep(chars[i]) {
            i += 1;
        }
        let item: String = chars[start..i].iter().collect();
        let err = |offset: usize, message: String| ConfigError { offset, message };
        let Some((key, value)) = item.split_once('=') else {
            return Err(err(
                start,
                format!("expected a setting like `turn_limit=200`, found `{}`", clip(&item)),
            ));
        };
        let voff = start + key.chars().count() + 1;
        if seen.iter().any(|k| k == key) {
            return Err(err(start, format!("the setting `{}` is given twice", clip(key))));
        }
        seen.push(key.to_string());
        let bad = |what: &str| {
            err(
                voff,
                format!("`{}`: expected {what}, found `{}`", clip(key), clip(value)),
            )
        };
        let usize_v = || value.parse::<usize>().map_err(|_| bad("a whole number"));
        let u8_v = || value.parse::<u8>().map_err(|_| bad("a whole number 0–255"));
        let bool_v = || match value {
            "true" => Ok(true),
            "false" => Ok(false),
            _ => Err(bad("`true` or `false`")),
        };
        let crystals_v = || {
            let (g, s) = value.split_once('/').ok_or_else(|| bad("gold/silver, like `24/22`"))?;
            match (g.parse::<u8>(), s.parse::<u8>()) {
                (Ok(gold), Ok(silver)) => Ok(Crystals { gold, silver }),
                _ => Err(bad("gold/silver, like `24/22`")),
            }
        };
        match key {
            "deck_min" => cfg.deck_min = usize_v()?,
            "deck_max" => cfg.deck_max = usize_v()?,
            "max_copies" => cfg.max_copies = usize_v()?,
            "hand_size" => cfg.hand_size = usize_v()?,
            "first_crystals" => cfg.first_crystals = crystals_v()?,
            "second_crystals" => cfg.second_crystals = crystals_v()?,
            "redeal_cost" => cfg.redeal_cost = u8_v()?,
            "max_redeals" => cfg.max_redeals = u8_v()?,
            "element_penalty" => cfg.element_penalty = u8_v()?,
            "flyer_cost_cap" => cfg.flyer_cost_cap = u8_v()?,
            "hide_second_back_row" => cfg.hide_second_back_row = bool_v()?,
            "both_lose_is_draw" => cfg.both_lose_is_draw = bool_v()?,
            "default_token_max" => cfg.default_token_max = u8_v()?,
            "strikes_per_turn" => cfg.strikes_per_turn = u8_v()?,
            "ordered_fight_closed" => cfg.ordered_fight_closed = bool_v()?,
            "unnamed_strike_level" => {
                cfg.unnamed_strike_level = Level::ALL
                    .into_iter()
                    .find(|l| level_word(*l) == value)
                    .ok_or_else(|| bad("`weak`, `medium` or `strong`"))?
            }
            "declarations_per_turn" => {
                cfg.declarations_per_turn = value.parse::<u16>().map_err(|_| bad("a whole number 0–65535"))?
            }
            "turn_limit" => {
                cfg.turn_limit = if value == "none" {
                    None
                } else {
                    Some(value.parse::<u32>().map_err(|_| bad("a number of turns or `none`"))?)
                }
            }
            _ => {
                return Err(err(
                    start,
                    format!("unknown rules setting `{}` (known: {KEYS})", clip(key)),
                ))
            }
        }
    }
    Ok(cfg)
}

/// At most 40 characters of `s`, for messages.
pub(crate) fn clip(s: &str) -> String {
    let mut it = s.chars();
    let head: String = it.by_ref().take(40).collect();
    if it.next().is_some() {
        format!("{head}…")
    } else {
        head
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_is_empty_and_every_field_round_trips() {
        assert_eq!(config_to_string(&RulesConfig::default()), "");
        let cfg = RulesConfig {
            deck_min: 20,
            deck_max: 60,
            max_copies: 4,
            hand_size: 12,
            first_crystals: Crystals { gold: 20, silver: 20 },
            second_crystals: Crystals { gold: 21, silver: 19 },
            redeal_cost: 2,
            max_redeals: 3,
            element_penalty: 0,
            flyer_cost_cap: 10,
            hide_second_back_row: false,
            both_lose_is_draw: false,
            default_token_max: 5,
            turn_limit: Some(200),
            declarations_per_turn: 50,
            strikes_per_turn: 2,
            unnamed_strike_level: Level::Strong,
            ordered_fight_closed: false,
        };
        let s = config_to_string(&cfg);
        assert_eq!(s.split(' ').count(), 18, "{s}");
        assert_eq!(parse_config(&s), Ok(cfg));
        let sim = RulesConfig::for_simulation(150);
        assert_eq!(config_to_string(&sim), "turn_limit=150");
        assert_eq!(parse_config("turn_limit=150"), Ok(sim));
        assert_eq!(parse_config(" , turn_limit=none,"), Ok(RulesConfig::default()));
    }

    #[test]
    fn errors_say_where() {
        let e = parse_config("turn_limit=150 hand_size=x").unwrap_err();
        assert_eq!(e.offset, 25);
        assert!(e.message.contains("hand_size"), "{}", e.message);
        let e = parse_config("deck_min=30 colour=red").unwrap_err();
        assert_eq!(e.offset, 12);
        assert!(e.message.contains("unknown rules setting"), "{}", e.message);
        assert!(parse_config("turn_limit").is_err());
        assert!(parse_config("turn_limit=1 turn_limit=2").is_err());
        assert!(parse_config("first_crystals=24").is_err());
        assert!(parse_config("first_crystals=24/999").is_err());
        assert!(parse_config("both_lose_is_draw=yes").is_err());
    }
}
