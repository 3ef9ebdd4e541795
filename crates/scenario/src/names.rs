//! The engine's names a scenario file writes: event kinds
//! ([`Event::KINDS`](berserk_engine::Event::KINDS)), refusal reasons
//! ([`Refusal::NAMES`](berserk_engine::Refusal::NAMES)) and what the game
//! waits for ([`PENDING_NAMES`], from the one table below; a question asked
//! in the middle of an effect is named by what it asks, [`berserk_engine::Ask::NAMES`],
//! or `Question` for any).

use berserk_engine::{ChanceKind, DecisionKind, Pending};

/// Declares [`pending_name`], [`pending_category`] and [`PENDING_NAMES`]
/// from one list of the engine's decision and chance kinds. The matches are
/// exhaustive: a kind the engine adds stops the build here until it is named.
macro_rules! pending_names {
    (
        Decision: $($decision:ident),* $(,)?;
        Chance: $($chance:ident),* $(,)?;
    ) => {
        /// The name of what the game waits for, as `{ pending = … }` spells it.
        pub fn pending_name(p: &Pending) -> &'static str {
            match p {
                // A question in the middle of an effect: what it asks (`Follower`, …).
                Pending::Decision { kind: DecisionKind::Question(q), .. } => q.ask.name(),
                Pending::Decision { kind, .. } => match kind {
                    $( DecisionKind::$decision { .. } => stringify!($decision), )*
                },
                Pending::Chance(kind) => match kind {
                    $( ChanceKind::$chance { .. } => stringify!($chance), )*
                },
                Pending::Over(_) => "Over",
            }
        }

        /// The generic name of what the game waits for: `Decision`, `Chance` or `Over`.
        pub fn pending_category(p: &Pending) -> &'static str {
            match p {
                Pending::Decision { .. } => "Decision",
                Pending::Chance(_) => "Chance",
                Pending::Over(_) => "Over",
            }
        }

        /// Names of the engine's pending states that `{ pending = … }` accepts: the
        /// decision kinds, the chance kinds, and the generic `Decision`, `Chance`, `Over`.
        pub const PENDING_NAMES: &[&str] = &[
            $( stringify!($decision), )*
            $( stringify!($chance), )*
            "Decision",
            "Chance",
            "Over",
        ];
    };
}

pending_names! {
    Decision: ChooseFirst, Redeal, Buy, Place, Main, Response, Defender, Exchange, TriggerTarget, VolleyTarget,
        Replacement, HealingReplacement, HealInstead, WoundInstead, CastTargets, Question;
    Chance: FirstPlayerRoll, AttackRoll, DefenseRoll, AbilityRoll, Reroll;
}
