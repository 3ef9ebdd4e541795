//! Decisions: what a player is asked and what may be answered.
//!
//! - [`question`]: the questions asked in the middle of an effect, one
//!   protocol for all of them (what is asked, of whom, for which source;
//!   candidates, one check, the answer).
//! - Decisions as data, in no language: the words that name the options of
//!   a decision ([`Choice`]) by their structure ([`OptionKey`],
//!   [`ActionWord`]), and the [`notation`] that writes any choice as a short
//!   text and reads it back exactly.
//!
//! One list of words serves every tool that names options: game records store
//! each decision in the notation (`{source=#12 action=strike target=#30}`), and
//! scenario files name options with the same words as TOML tables
//! (`{ source = "c3", action = "strike", target = "c4" }`). Neither ever
//! matches the text a player is shown, so rewording a label (or reordering the
//! options) breaks neither.

pub mod notation;
pub mod question;

use crate::game::event::Action;
use crate::game::Choice;

/// A key of an option: the word that names the kind of option (`buy`,
/// `defender`, `source` for a declaration, …) or one that refines it
/// (`action`, `target`, `to`, `index`, `x`, `triggered`).
///
/// The keys that carry nothing (`pass`, `end_turn`, …, see
/// [`OptionKey::is_bare`]) may stand alone; the others take a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptionKey {
    /// [`Choice::GoFirst`]: `true` = I go first (GAME §3).
    GoFirst,
    /// [`Choice::Redeal`]`(true)`: re-deal the hand (GAME §3).
    Redeal,
    /// [`Choice::Redeal`]`(false)`: keep the hand (GAME §3).
    KeepHand,
    /// [`Choice::Buy`] (with `x`: [`Choice::BuyWith`]) a card into the squad.
    Buy,
    /// [`Choice::FinishBuying`].
    FinishBuying,
    /// [`Choice::Place`]: the cell of the next bought card.
    Place,
    /// [`Choice::EndTurn`].
    EndTurn,
    /// [`Choice::Pass`]: decline to respond (GAME §5).
    Pass,
    /// [`Choice::Defend`]: the defender of a simple strike (GAME §6).
    Defender,
    /// [`Choice::NoDefender`].
    NoDefender,
    /// [`Choice::Exchange`]: `true` = take the alternative result (GAME §6).
    Exchange,
    /// [`Choice::Replace`]: the replacement effect of this card (516).
    Replace,
    /// [`Choice::NoReplacement`] (516).
    NoReplacement,
    /// [`Choice::HealOne`] (516.1).
    Heal,
    /// [`Choice::StopHealing`] (516.1).
    StopHealing,
    /// Alone: [`Choice::AddTarget`] (502.4); with `source`: the target of a declaration.
    Target,
    /// [`Choice::TargetsDone`] (502.6).
    TargetsDone,
    /// [`Choice::Pick`]: an option of an ability's pick, 1-based.
    Pick,
    /// [`Choice::Find`]: the definition of the card a summon finds in the deck (517.3).
    Find,
    /// [`Choice::Declare`]: the card that declares (GAME §5).
    Source,
    /// A declaration's [`ActionWord`]: `move`, `strike` or `token`.
    Action,
    /// The cell of a move or of an action at a cell (502.7).
    To,
    /// The ability's index among the card's abilities (also a replacement's).
    Index,
    /// The declared X (501.15) or a purchase option (GAME §3).
    X,
    /// The declaration of a triggered ability at its target.
    Triggered,
}

impl OptionKey {
    /// Every key, in the order a notation writes them.
    pub const ALL: [OptionKey; 25] = [
        OptionKey::GoFirst,
        OptionKey::Redeal,
        OptionKey::KeepHand,
        OptionKey::Buy,
        OptionKey::FinishBuying,
        OptionKey::Place,
        OptionKey::EndTurn,
        OptionKey::Pass,
        OptionKey::Defender,
        OptionKey::NoDefender,
        OptionKey::Exchange,
        OptionKey::Replace,
        OptionKey::NoReplacement,
        OptionKey::Heal,
        OptionKey::StopHealing,
        OptionKey::Target,
        OptionKey::TargetsDone,
        OptionKey::Pick,
        OptionKey::Find,
        OptionKey::Source,
        OptionKey::Action,
        OptionKey::To,
        OptionKey::Index,
        OptionKey::X,
        OptionKey::Triggered,
    ];

    /// The word, as notations and scenario files write it.
    pub const fn word(self) -> &'static str {
        match self {
            OptionKey::GoFirst => "go_first",
            OptionKey::Redeal => "redeal",
            OptionKey::KeepHand => "keep_hand",
            OptionKey::Buy => "buy",
            OptionKey::FinishBuying => "finish_buying",
            OptionKey::Place => "place",
            OptionKey::EndTurn => "end_turn",
            OptionKey::Pass => "pass",
            OptionKey::Defender => "defender",
            OptionKey::NoDefender => "no_defender",
            OptionKey::Exchange => "exchange",
            OptionKey::Replace => "replace",
            OptionKey::NoReplacement => "no_replacement",
            OptionKey::Heal => "heal",
            OptionKey::StopHealing => "stop_healing",
            OptionKey::Target => "target",
            OptionKey::TargetsDone => "targets_done",
            OptionKey::Pick => "pick",
            OptionKey::Find => "find",
            OptionKey::Source => "source",
            OptionKey::Action => "action",
            OptionKey::To => "to",
            OptionKey::Index => "index",
            OptionKey::X => "x",
            OptionKey::Triggered => "triggered",
        }
    }

    /// The key of a word (exactly as [`OptionKey::word`] writes it).
    pub fn parse(word: &str) -> Option<OptionKey> {
        OptionKey::ALL.into_iter().find(|k| k.word() == word)
    }

    /// The keys of the options that carry nothing, in the order scenario
    /// errors list them: such an option may be written as its word alone.
    pub const BARE: [OptionKey; 7] = [
        OptionKey::Pass,
        OptionKey::EndTurn,
        OptionKey::FinishBuying,
        OptionKey::NoDefender,
        OptionKey::NoReplacement,
        OptionKey::StopHealing,
        OptionKey::TargetsDone,
    ];

    /// Does this key name an option that carries nothing (`pass`,
    /// `end_turn`, …, [`OptionKey::BARE`])?
    pub fn is_bare(self) -> bool {
        OptionKey::BARE.contains(&self)
    }

    /// Does this key name the kind of option (rather than refine one)?
    /// `source` names a declaration; `target` names one alone
    /// ([`Choice::AddTarget`]) and refines a declaration.
    pub const fn names_kind(self) -> bool {
        !matches!(
            self,
            OptionKey::Action | OptionKey::To | OptionKey::Index | OptionKey::X | OptionKey::Triggered
        )
    }

    /// The keys that may refine an option of this kind (`source` stands for a
    /// declaration).
    pub const fn refinements(self) -> &'static [OptionKey] {
        match self {
            OptionKey::Source => &[
                OptionKey::Action,
                OptionKey::Target,
                OptionKey::To,
                OptionKey::Index,
                OptionKey::X,
                OptionKey::Triggered,
            ],
            OptionKey::Buy => &[OptionKey::X],
            OptionKey::Replace => &[OptionKey::Index],
            _ => &[],
        }
    }

    /// The key that names the kind of this choice.
    pub const fn of(choice: Choice) -> OptionKey {
        match choice {
            Choice::GoFirst(_) => OptionKey::GoFirst,
            Choice::Redeal(true) => OptionKey::Redeal,
            Choice::Redeal(false) => OptionKey::KeepHand,
            Choice::Buy(_) | Choice::BuyWith { .. } => OptionKey::Buy,
            Choice::FinishBuying => OptionKey::FinishBuying,
            Choice::Place(_) => OptionKey::Place,
            Choice::Declare { .. } => OptionKey::Source,
            Choice::EndTurn => OptionKey::EndTurn,
            Choice::Pass => OptionKey::Pass,
            Choice::Defend(_) => OptionKey::Defender,
            Choice::NoDefender => OptionKey::NoDefender,
            Choice::Exchange(_) => OptionKey::Exchange,
            Choice::Replace { .. } => OptionKey::Replace,
            Choice::NoReplacement => OptionKey::NoReplacement,
            Choice::HealOne(_) => OptionKey::Heal,
            Choice::StopHealing => OptionKey::StopHealing,
            Choice::AddTarget(_) => OptionKey::Target,
            Choice::TargetsDone => OptionKey::TargetsDone,
            Choice::Pick(_) => OptionKey::Pick,
            Choice::Find(_) => OptionKey::Find,
        }
    }
}

/// The `action` of a declaration that is not an ability: an ability is named
/// by its `index` (and its kind by `to`, `x` or `triggered`), as the engine's
/// [`Action`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ActionWord {
    /// [`Action::Move`] (502.7), with `to`.
    Move,
    /// [`Action::Strike`], a simple strike (502.5), with `target`.
    Strike,
    /// [`Action::GainToken`]: closing to gain a token (GAME §4).
    Token,
}

impl ActionWord {
    pub const ALL: [ActionWord; 3] = [ActionWord::Move, ActionWord::Strike, ActionWord::Token];

    pub const fn word(self) -> &'static str {
        match self {
            ActionWord::Move => "move",
            ActionWord::Strike => "strike",
            ActionWord::Token => "token",
        }
    }

    pub fn parse(word: &str) -> Option<ActionWord> {
        ActionWord::ALL.into_iter().find(|a| a.word() == word)
    }

    /// The word of an action, if it is not an ability.
    pub const fn of(action: Action) -> Option<ActionWord> {
        match action {
            Action::Move { .. } => Some(ActionWord::Move),
            Action::Strike { .. } => Some(ActionWord::Strike),
            Action::GainToken => Some(ActionWord::Token),
            Action::Ability { .. } | Action::Triggered { .. } | Action::AbilityAt { .. } | Action::AbilityX { .. } => {
                None
            }
        }
    }
}

/// The word of a choice's kind, as the readers outside the engine (the
/// web server's messages, the Python module's option dicts) name it: its
/// [`OptionKey`]'s word, and for a declaration its [`ActionWord`],
/// `"triggered"` or `"ability"`.
pub const fn choice_word(choice: Choice) -> &'static str {
    match choice {
        Choice::Declare { action, .. } => match ActionWord::of(action) {
            Some(a) => a.word(),
            None if matches!(action, Action::Triggered { .. }) => OptionKey::Triggered.word(),
            None => "ability",
        },
        _ => OptionKey::of(choice).word(),
    }
}

/// The word of what the game waits for, as the readers outside the engine
/// name it: a die (`"chance"`), the end (`"over"`) or the decision's kind.
pub const fn pending_word(pending: crate::game::Pending) -> &'static str {
    use crate::game::DecisionKind;
    let kind = match pending {
        crate::game::Pending::Chance(_) => return "chance",
        crate::game::Pending::Over(_) => return "over",
        crate::game::Pending::Decision { kind, .. } => kind,
    };
    match kind {
        DecisionKind::ChooseFirst => "choose_first",
        DecisionKind::Redeal => "redeal",
        DecisionKind::Buy => "buy",
        DecisionKind::Place(_) => "place",
        DecisionKind::Main => "main",
        DecisionKind::Response => "response",
        DecisionKind::Defender { .. } => "defender",
        DecisionKind::Exchange { .. } => "exchange",
        DecisionKind::TriggerTarget { .. } => "trigger_target",
        DecisionKind::VolleyTarget { .. } => "volley_target",
        DecisionKind::CastTargets { .. } => "cast_targets",
        DecisionKind::Replacement { .. } => "replacement",
        DecisionKind::HealingReplacement { .. } => "healing_replacement",
        DecisionKind::HealInstead { .. } => "heal_instead",
        DecisionKind::WoundInstead { .. } => "wound_instead",
        DecisionKind::Question(_) => "question",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_distinct_and_parse_back() {
        for k in OptionKey::ALL {
            assert_eq!(OptionKey::parse(k.word()), Some(k));
            assert_eq!(OptionKey::ALL.iter().filter(|o| o.word() == k.word()).count(), 1);
        }
        for a in ActionWord::ALL {
            assert_eq!(ActionWord::parse(a.word()), Some(a));
        }
        assert_eq!(OptionKey::parse("Pass"), None);
    }
}
