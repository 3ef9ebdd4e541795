//! One log line per event (ending with its rule citation), the texts in
//! modules by family; [`describe_event`] sends each kind of event to its
//! family.
//!
//! Card names only: an event line must not depend on where the card went
//! later in the step.

mod actions;
mod damage;
mod markers;
mod movement;
mod setup;
mod strikes;
mod turn;
mod zones;

use berserk_engine::ability::EffectKind;
use berserk_engine::card::AttackKind;
use berserk_engine::event::ExecStep;
use berserk_engine::{CardId, EndReason, Event, Game, Player};

use crate::game::{
    ability, action_text, card_name, def_name_of, granted_words, outcome_text, pick_option_words, price_text,
    replacement_words, until_words,
};
use crate::lang::{count, t, Lang};
use crate::names::{
    attack_name, cast_kind_name, def_name, level_name, marker_name, player_name, protection_name, x_cost_name,
};
use crate::nouns::{CARDS, GOLD, INCARNATION_TOKENS, TARGETS, TOKENS, TOKENS_ACC, WOUNDS, WOUNDS_ACC};

/// An exhaustive match sending each kind of event to the `text` function of
/// its family's module.
macro_rules! by_family {
    ($g:ident, $e:ident, $lang:ident; $($family:ident: $($kind:ident),+;)+) => {
        match $e {
            $( $(Event::$kind { .. })|+ => $family::text($g, $e, $lang), )+
        }
    };
}

/// The log line of `e`: its text and its rule citation.
pub(crate) fn describe_event(g: &Game, e: &Event, lang: Lang) -> String {
    let text = by_family! { g, e, lang;
        setup: FirstRoll, FirstRollTie, FirstPlayerChosen, DeckShuffled, Dealt, Redealt, Bought, BuyingFinished,
            GoldGained, BuyOption, PairShown, Recruited, DealPeek, DealSeen, Placed, Revealed, UniqueReturned;
        turn: TurnStarted, Opened, MovementRestored, ArmorRestored, Closed, TokenGained, Passed, TurnEnded, Resigned,
            GameOver;
        actions: Declared, Step, Cancelled, Prepaid, TokensPaid, PrepaidX, NotExecuted, ReturnedToDeck, TokensLost,
            TargetChosen, TargetDropped, CastApplied, Deferred, DeferredResolved, TriggerFired, TriggerSkipped,
            TriggerDeclined, TriggerDoubled, Granted, EffectExpired, Picked, Suppressed, SuppressionEnded;
        strikes: DefenderChosen, Redirected, AbilitiesIgnored, AttackBlocked, FirstStrikeUnanswerable,
            ConstantEffects, DieModifier, MarkerDieModifier, DieSet, DieLowering, DieLowered, DieKept, DieRolled, StrikeTable, ExchangeChosen,
            StrikeLevelSet, FightMissed, StrongBothChosen, StruckValueCapped, StrikeValueCapped, StrikeValueChanged, DieChanged, DieRerolled, Attack, StrikeWeakened;
        damage: Protected, ArmorAbsorbed, Wounded, Healed, Regenerated, HealingProhibited, ArtifactNotHealed, Cured, WoundsMoved,
            ExtraLivesGained, NotFinished, Stunned, StayedClosed, OpeningProhibited, Poisoned, PoisonWounds, Prevented, WoundsReplaced,
            RegenerationReduced, RegenerationReplaced, HealedInstead, HealingStopped, HealingReplaced,
            ReplacementChosen, ReplacementDeclined, LivesCancelled, RoundedToZero, Destroyed, LinkedDeath, Warded, WoundsMirrored,
            WoundsShared;
        movement: Moved, Teleported, Pushed, TookFlight, ToAdditionalZone, Landed, MoversLimited, Seated, Unseated, HostLost;
        zones: Prophecy, CardShown, Milled, Buried, DeckCardSeen, PutOnDeck, Resurrected, Exiled, DeathReplaced, Stitched, DeckSearched, Summoned, FormTaken,
            ControlTaken, ControlLost, ControlKept, IncarnationToken, Incarnated, IncarnationTokensRemoved,
            DeckCardBuried, IncarnationTokenPaid;
        markers: MarkerPut, MarkerGone, MarkerExtraWounds, MarkersRemoved, StartingTokens, StartingExtraLives;
    };
    format!("{text} [{}]", e.rule())
}

/// The text of an event sent to a family that does not have it: never
/// reached (the match above sends each kind to the family that has it).
fn unrouted(e: &Event) -> String {
    format!("{e:?}")
}
