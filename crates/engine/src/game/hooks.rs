//! Where the card mechanics plug into the rules.
//!
//! The game and the rules name no card mechanic. What a mechanic adds to a
//! step of the rules — a rule effect (503.1), something to forget when a
//! card leaves play, an effect kind it carries out, a question it asks in
//! the middle of an effect — it adds through one of the hooks below, and
//! its state lives in its own part of the game state ([`Hooks::State`]).
//!
//! The mechanics implement the hooks once (`Registry`, in `mechanics/`),
//! each hook forwarding to the mechanics that use it; the crate root names
//! that implementation ([`crate::Mechanics`]) and nothing else does. So the
//! dependencies run one way, mechanics → rules → game and model, and the
//! compiler keeps them so: a mechanic's functions and state are visible only
//! inside `mechanics/` (`pub(in crate::mechanics)`), and a test
//! (`tests/layers.rs`) checks that no file of the game, the model, the
//! decisions or the rules names a mechanic.

use std::fmt::Debug;
use std::hash::Hash;

use crate::game::state::CardState;
use crate::game::types::{CardId, Player};
use crate::game::{Game, Illegal};
use crate::model::ability::{Ability, EffectKind};
use crate::model::battlefield::Cell;
use crate::model::card::CardDb;
use crate::rules::effects::Calculated;
use crate::rules::trigger::EffectCtx;

/// The hooks the rules call; see the module's documentation.
pub(crate) trait Hooks {
    /// The mechanics' part of the game state: cloned, compared and hashed
    /// with the rest of it.
    type State: Clone + Debug + Default + PartialEq + Eq;
    /// The mechanics' part of an action's execution (GAME.md §5), kept
    /// with the execution while it runs.
    type ExecState: Copy + Debug + Default + PartialEq + Eq + Hash;
    /// What the cards of a game can bring of the mechanics (derived from
    /// them once, not part of the state): a mechanic no card of the game
    /// uses costs a flag test.
    type Features: Copy + Debug + Default + PartialEq + Eq;
    /// A question a mechanic asks in the middle of an effect, waiting for
    /// its answer (see `crate::decision::question`).
    type Waiting: crate::decision::question::Asking + Debug + PartialEq + Eq + Hash;

    /// The features of a game of these cards.
    fn features(db: &CardDb, cards: &[CardState]) -> Self::Features;

    /// A position's partners (Линнет's pairing, GAME.md §3): each `(partner,
    /// card)` dies when its card leaves the play zone.
    fn link_partners(mech: &mut Self::State, links: Vec<(CardId, CardId)>);

    /// The turn of `p` has started (after the turn counter and the phase
    /// are set, before the cards open): what lasts a turn is over.
    fn turn_started(g: &mut Game, p: Player);
    /// The turn of `p` ends (503.1: what lasts to the end of the turn is
    /// over), before the `TurnEnded` event.
    fn turn_ending(g: &mut Game, p: Player);
    /// `c` left the play zone (it is no longer in [`crate::game::State::play`]).
    fn left_play(g: &mut Game, c: CardId);
    /// A card was placed during setup (GAME.md §3), face down unless a
    /// mechanic turns it up.
    fn placed(g: &mut Game, c: CardId);
    /// The mechanics' rule effects (503.1), applied with the others until
    /// none applies: true when one did something.
    fn rule_effects(g: &mut Game) -> bool;
    /// Nothing of the mechanics waits for the rule effects: no rule effect
    /// of theirs can apply unless a card moved, died or changed (503.1; see
    /// `step_left_settled` in the queue).
    fn settled(g: &Game) -> bool;
    /// The effects of ability `a` are done: what its effects kept for the
    /// later ones of the same ability is forgotten.
    fn effects_done(g: &mut Game, a: &Ability);

    /// Does a mechanic carry out the triggered ability `index` of `source`
    /// (a jump, a line of markers, gates, a teleport beside a card)? Such a
    /// trigger is declared by naming its own card (502.4) and goes through
    /// the queue; [`Hooks::check_trigger`] checks it and
    /// [`Hooks::start_trigger`] carries it out.
    fn carries_trigger(g: &Game, source: CardId, index: u8) -> bool;
    /// May the trigger that a mechanic carries out be declared, or carried
    /// out at its legality-check step (502.3)?
    fn check_trigger(g: &Game, source: CardId, index: u8) -> Result<(), Illegal>;
    /// The trigger that a mechanic carries out executes (GAME.md §5).
    fn start_trigger(g: &mut Game, source: CardId, index: u8);
    /// The target check of an action's main effect that a mechanic carries
    /// out (501.17, 502.4), `None` for the rules' own effects.
    fn check_effect_target(g: &Game, source: CardId, kind: &EffectKind, t: CardId) -> Option<Result<(), Illegal>>;
    /// An action's main effect that a mechanic carries out begins, its
    /// target kept by the legality check (502.3); false for the rules' own.
    fn start_effect(g: &mut Game, source: CardId, kind: &EffectKind, target: Option<CardId>) -> bool;
    /// Effect `i` of ability `a` comes in its chain (GAME.md §5 step 6)
    /// and a mechanic carries it out: `Some(true)` when the chain stops to
    /// wait (a question, a die), `Some(false)` when it goes on; `None` for
    /// the rules' own effects.
    fn chain_effect(g: &mut Game, ctx: &mut EffectCtx, a: &Ability, i: usize, target: Option<CardId>) -> Option<bool>;
    /// May `c` start moving (a step or a jump) under what the mechanics
    /// forbid (514.2)?
    fn may_move(g: &Game, c: CardId) -> Result<(), Illegal>;
    /// `c` moved by its movement from `from` to `to`: a step (`jump` false)
    /// or a jump (GAME.md §4, §7), before the `Moved` event.
    fn moved(g: &mut Game, c: CardId, from: Cell, to: Cell, jump: bool);
    /// `c`, with a moving trigger, moved from `from` to `to`: before its
    /// `on moves` triggers fire.
    fn moves_trigger(g: &mut Game, c: CardId, from: Cell, to: Cell);
    /// The calculation of an attack's damage (GAME.md §5 step 5), after
    /// every modifier and cap: what markers on the battlefield add. Called
    /// only while some marker lies somewhere.
    fn attack_calculated(g: &mut Game, calc: Calculated) -> Calculated;
    /// Poison about to wound `c` by `n` at its controller's turn start:
    /// what markers add. Called only while some marker lies somewhere.
    fn poison_wounds(g: &mut Game, c: CardId, n: u8) -> u8;
    /// May `p` declare (or carry out) the `on shown` trigger of `source` in
    /// its deck whose effects a mechanic carries out (517.3); `None` when
    /// none does.
    fn check_deck_trigger(g: &Game, p: Player, source: CardId, a: &Ability) -> Option<Result<(), Illegal>>;
}

/// The mechanics, as the rules call them.
pub(crate) type M = crate::Mechanics;
