//! The scenario file as TOML gives it: every key known (unknown keys are
//! errors), every value that may need an error message keeps its span.

use std::collections::BTreeMap;
use std::fmt;

use serde::de::{MapAccess, Visitor};
use serde::Deserialize;
use toml::Spanned;

pub type S<T> = Spanned<T>;

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct RawFile {
    pub name: S<String>,
    pub rule: S<String>,
    pub strict: Option<S<bool>>,
    pub lang: Option<S<String>>,
    /// Extra card definitions in the card language of `berserk-cards`.
    pub cards: Option<S<String>>,
    pub setup: Option<S<RawSetup>>,
    pub deal: Option<S<RawDeal>>,
    #[serde(default)]
    pub step: Vec<S<RawStep>>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct RawSetup {
    pub first: Option<S<i64>>,
    pub active: Option<S<i64>>,
    pub turn: Option<S<i64>>,
    pub seed: Option<S<i64>>,
    pub start_of_turn: Option<S<bool>>,
    pub config: Option<S<RawConfig>>,
    #[serde(default)]
    pub card: Vec<S<RawCard>>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct RawCard {
    pub name: S<String>,
    pub owner: S<i64>,
    pub cell: Option<S<String>>,
    pub zone: Option<S<String>>,
    pub open: Option<S<bool>>,
    pub face_up: Option<S<bool>>,
    pub wounds: Option<S<i64>>,
    pub tokens: Option<S<i64>>,
    pub extra_lives: Option<S<i64>>,
    pub negative_lives: Option<S<i64>>,
    pub poison: Option<S<i64>>,
    /// Linked at squad building (Линнет) to setup card number N (from 1):
    /// dies when that card leaves play.
    pub linked_to: Option<S<i64>>,
    /// A seated symbiote (KINDS §6): its host, setup card `"#N"` (from 1),
    /// in place of a `cell` or a `zone`.
    pub host: Option<S<String>>,
}

/// A `[config]` table: rules settings by key, each read by the engine's
/// `RulesConfig` (its keys and values are checked there, not here).
pub type RawConfig = BTreeMap<S<String>, S<toml::Value>>;

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct RawDeal {
    #[serde(default)]
    pub deck1: Vec<S<String>>,
    #[serde(default)]
    pub deck2: Vec<S<String>>,
    pub seed: Option<S<i64>>,
    pub config: Option<S<RawConfig>>,
    pub expect_new_game_error: Option<S<String>>,
    pub reason: Option<S<String>>,
    pub player: Option<S<i64>>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct RawStep {
    pub declare: Option<S<RawDeclare>>,
    pub choose: Option<S<RawOption>>,
    pub choose_index: Option<S<i64>>,
    pub dice: Option<S<Vec<S<i64>>>>,
    pub roll: Option<S<i64>>,
    pub pass: Option<S<bool>>,
    pub end_turn: Option<S<bool>>,
    pub resign: Option<S<i64>>,
    pub expect: Option<S<Vec<S<RawExpect>>>>,
    pub refused: Option<S<String>>,
    pub reason: Option<S<String>>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct RawDeclare {
    pub source: S<String>,
    pub action: S<String>,
    pub target: Option<S<String>>,
    pub to: Option<S<String>>,
    pub index: Option<S<i64>>,
    /// The targets of a spell or an impact, named one by one (502.4).
    pub targets: Option<S<Vec<S<String>>>>,
    /// The X declared with an ability with a cost of X (501.15).
    pub x: Option<S<i64>>,
}

#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct RawExpect {
    pub card: Option<S<String>>,
    pub cell: Option<S<String>>,
    pub life: Option<S<i64>>,
    pub wounds: Option<S<i64>>,
    pub tokens: Option<S<i64>>,
    pub poison: Option<S<i64>>,
    pub incarnation: Option<S<i64>>,
    pub deck_depth: Option<S<i64>>,
    pub open: Option<S<bool>>,
    pub face_up: Option<S<bool>>,
    pub zone: Option<S<String>>,
    pub kind: Option<S<String>>,
    pub empty: Option<S<bool>>,
    pub winner: Option<S<toml::Value>>,
    pub over: Option<S<bool>>,
    pub event: Option<S<String>>,
    pub event_kind: Option<S<String>>,
    pub no_event_kind: Option<S<String>>,
    pub pending: Option<S<String>>,
    pub player: Option<S<i64>>,
    pub options: Option<S<i64>>,
    pub has_option: Option<S<RawOption>>,
    pub lacks_option: Option<S<RawOption>>,
    pub gold: Option<S<i64>>,
    pub silver: Option<S<i64>>,
    pub hand: Option<S<i64>>,
    pub deck: Option<S<i64>>,
    pub graveyard: Option<S<i64>>,
}

/// An option of a decision as written: a word (`"pass"`) or a table
/// (`{ defender = "d4" }`, `{ source = "c3", action = "strike", target = "c4" }`).
#[derive(Debug)]
pub enum RawOption {
    Word(String),
    Table(Box<RawOptionTable>),
}

impl<'de> Deserialize<'de> for RawOption {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = RawOption;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an option: a word like \"pass\" or a table like { defender = \"d4\" }")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<RawOption, E> {
                Ok(RawOption::Word(v.to_string()))
            }
            fn visit_map<A: MapAccess<'de>>(self, m: A) -> Result<RawOption, A::Error> {
                // The table's own fields keep their spans and unknown keys stay errors.
                RawOptionTable::deserialize(serde::de::value::MapAccessDeserializer::new(m))
                    .map(|t| RawOption::Table(Box::new(t)))
            }
        }
        d.deserialize_any(V)
    }
}

/// The keys of an option table: one names the kind of option (`defender`,
/// `buy`, `source` for a declaration, …), the others refine it.
#[derive(Deserialize, Debug, Default)]
#[serde(deny_unknown_fields)]
pub struct RawOptionTable {
    pub go_first: Option<S<bool>>,
    pub redeal: Option<S<bool>>,
    pub keep_hand: Option<S<bool>>,
    pub buy: Option<S<String>>,
    pub finish_buying: Option<S<bool>>,
    pub place: Option<S<String>>,
    pub end_turn: Option<S<bool>>,
    pub pass: Option<S<bool>>,
    pub defender: Option<S<String>>,
    pub no_defender: Option<S<bool>>,
    pub exchange: Option<S<bool>>,
    /// The alternative result of an exchange: `{ attack = "medium" }`, `{ counter = "weak" }`.
    pub instead: Option<S<RawOutcome>>,
    pub replace: Option<S<String>>,
    pub no_replacement: Option<S<bool>>,
    pub heal: Option<S<String>>,
    pub stop_healing: Option<S<bool>>,
    /// Alone: a target named for a spell or an impact; with `source`: a declaration's target.
    pub target: Option<S<String>>,
    pub targets_done: Option<S<bool>>,
    pub source: Option<S<String>>,
    pub action: Option<S<String>>,
    pub to: Option<S<String>>,
    pub index: Option<S<i64>>,
    pub x: Option<S<i64>>,
    pub triggered: Option<S<bool>>,
    /// An option of an ability's pick, 1-based (`{ pick = 2 }`).
    pub pick: Option<S<i64>>,
    /// The card a summon finds in the deck, by its name (`{ find = "Кочевник" }`, 517.3).
    pub find: Option<S<String>>,
}

/// A strike table result: the attacker's strike and the counter-strike, each
/// "weak", "medium" or "strong"; a side left out deals nothing.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct RawOutcome {
    pub attack: Option<S<String>>,
    pub counter: Option<S<String>>,
}

#[cfg(test)]
mod tests {
    use super::RawOptionTable;
    use berserk_engine::OptionKey;

    /// The keys of an option table are the engine's option words (the ones
    /// game records write), plus `instead`, a scenario's own check of an
    /// exchange's alternative.
    #[test]
    fn option_keys_are_the_engine_words() {
        for key in OptionKey::ALL {
            let e = toml::from_str::<RawOptionTable>(&format!("{} = 1", key.word()))
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            assert!(!e.contains("unknown field"), "{}: {e}", key.word());
        }
        let e = toml::from_str::<RawOptionTable>("no_such_key = 1")
            .unwrap_err()
            .to_string();
        let expected = e.split("expected one of").nth(1).expect("the known fields are listed");
        let fields: Vec<&str> = expected
            .split(',')
            .map(|f| f.trim().trim_matches('`'))
            .filter(|f| !f.is_empty())
            .collect();
        assert_eq!(fields.len(), OptionKey::ALL.len() + 1, "{fields:?}");
        for f in fields {
            assert!(f == "instead" || OptionKey::parse(f).is_some(), "{f} is no option word");
        }
    }
}
