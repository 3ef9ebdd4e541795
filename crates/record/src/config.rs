//! The `Config` tag: the rules settings that differ from the default, as
//! `key=value` pairs separated by spaces.

use berserk_engine::{RulesConfig, SettingError};

/// An error in a `Config` value: the character offset (0-based) in the
/// value where it is, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    pub offset: usize,
    pub message: String,
}

/// Every setting of `cfg` that differs from [`RulesConfig::default`], as
/// `key=value` pairs separated by spaces, in the order of
/// [`RulesConfig::SETTINGS`]. Empty when `cfg` is the default.
///
/// Values as [`RulesConfig::get`] writes them: numbers; `true`/`false`;
/// crystals as `gold/silver` (`24/22`); `turn_limit` as a number or `none`.
pub fn config_to_string(cfg: &RulesConfig) -> String {
    cfg.changed()
        .iter()
        .map(|(key, value)| format!("{key}={value}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads a `Config` value: `key=value` pairs separated by spaces (or
/// commas), each read by [`RulesConfig::set`]; unnamed settings keep their
/// defaults. Never panics.
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
        if seen.iter().any(|k| k == key) {
            return Err(err(start, format!("the setting `{}` is given twice", clip(key))));
        }
        seen.push(key.to_string());
        cfg.set(key, value).map_err(|e| {
            // An unknown key is reported at the key, a bad value at the value.
            let offset = match e {
                SettingError::UnknownKey(_) => start,
                SettingError::BadValue { .. } => start + key.chars().count() + 1,
            };
            err(offset, e.to_string())
        })?;
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
    use berserk_engine::card::Level;
    use berserk_engine::Crystals;

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
            exp_attack_vs_closed: false,
            terrain_limit: 2,
            terrain_on_cell: false,
            artifact_can_be_healed: true,
            artifact_rolls_when_open: true,
            symbiotes_per_host: 2,
            companion_on_flyers: true,
            parasite_rows: 2,
            unseated_symbiote_to_deck: true,
            symbiote_dies_when_host_leaves_play: false,
            symbiotes_count_for_loss: false,
            horde_copies: 7,
            symbiote_can_be_defended: false,
            shift_is_movement: true,
            parasite_strikes_host: false,
            bodiless_share_cells: false,
            ice_chain_enemies_only: true,
            prophesies_each_one_by_one: true,
        };
        let s = config_to_string(&cfg);
        assert_eq!(s.split(' ').count(), 36, "{s}");
        // The text of every setting, as records have always written it.
        assert_eq!(
            s,
            "deck_min=20 deck_max=60 max_copies=4 hand_size=12 first_crystals=20/20 second_crystals=21/19 \
             redeal_cost=2 max_redeals=3 element_penalty=0 flyer_cost_cap=10 hide_second_back_row=false \
             both_lose_is_draw=false default_token_max=5 turn_limit=200 declarations_per_turn=50 \
             strikes_per_turn=2 unnamed_strike_level=strong ordered_fight_closed=false exp_attack_vs_closed=false \
             terrain_limit=2 terrain_on_cell=false artifact_can_be_healed=true artifact_rolls_when_open=true \
             symbiotes_per_host=2 companion_on_flyers=true parasite_rows=2 unseated_symbiote_to_deck=true \
             symbiote_dies_when_host_leaves_play=false symbiotes_count_for_loss=false horde_copies=7 \
             symbiote_can_be_defended=false shift_is_movement=true parasite_strikes_host=false \
             bodiless_share_cells=false ice_chain_enemies_only=true prophesies_each_one_by_one=true"
        );
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
