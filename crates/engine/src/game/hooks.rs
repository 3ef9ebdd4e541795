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
use crate::model::ability::{Ability, EffectKind, Guard, Modifier, Subject};
use crate::model::card::{AttackKind, CardDb};
use crate::rules::squad::Price;
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

    /// The start of `p`'s turn, after its blasts and before the «в начале
    /// хода» triggers: the mechanics' markers due then go off (a row's
    /// runes); true when a trigger fired.
    fn turn_start_markers(g: &mut Game, p: Player) -> bool;
    /// The executing attack's target is settled on `t` (502.1): true when a
    /// mechanic finished the action there (a web blocked the attack).
    fn target_settled(g: &mut Game, t: CardId) -> bool;
    /// An action ability's main effect `kind` executes, past its legality
    /// check (502.3, 502.6): a mechanic that carries out this kind starts it
    /// (true); otherwise the rules do (false).
    fn ability_executes(g: &mut Game, kind: &EffectKind, target: Option<CardId>) -> bool;
    /// `c` has come back into play by a resurrection (517.4), its
    /// `Resurrected` logged.
    fn resurrected(g: &mut Game, c: CardId);
    /// What a mechanic adds to the check of `t` as a target of an effect
    /// `kind` of player `p` (502.5; a resurrection's, 517.4).
    fn check_effect_target(g: &Game, kind: &EffectKind, p: Player, t: CardId) -> Result<(), Illegal>;
    /// What the mechanics add to `c`'s printed life (GAME.md §2); no
    /// ability, so nothing that ignores abilities takes it away. Games
    /// without such cards pay a flag test.
    fn life_added(g: &Game, c: CardId) -> i16;
    /// What the mechanics add to the damage of `c`'s attack of `kind`, a
    /// bonus of the calculation (GAME.md §5 step 5); no ability either.
    /// Games without such cards pay a flag test.
    fn strike_added(g: &Game, c: CardId, kind: AttackKind) -> i16;
    /// Has a mechanic taken `c`'s abilities away (502.3.1)? Games without
    /// such cards pay a flag test.
    fn lost_abilities(g: &Game, c: CardId) -> bool;
    /// The cards an effect's subject that a mechanic defines (one of them
    /// chosen when the effect comes, GAME.md §7) may act on now; empty for
    /// the rules' own subjects.
    fn subjects(g: &Game, ctx: &EffectCtx, to: Subject) -> Vec<CardId>;
    /// Effect `at` of ability `a` comes in its chain, its guard held
    /// (502.6): a mechanic that carries out its kind or its subject does so
    /// — `Some(true)` when the chain stops for a question, `Some(false)`
    /// when it goes on; `None` when the rules apply it.
    fn effect_comes(g: &mut Game, ctx: &mut EffectCtx, a: &Ability, at: usize, target: Option<CardId>) -> Option<bool>;
    /// Does a guard that a mechanic defines (`if milled …`) hold now for the
    /// ability of `ctx` (502.6)?
    fn guard_holds(g: &Game, ctx: &EffectCtx, guard: &Guard) -> bool;
    /// The placement is done (GAME.md §3), before the reveal: a mechanic
    /// that asks something first (a card that may scout) asks and the game
    /// waits (true); otherwise the reveal comes (false).
    fn placement_done(g: &mut Game) -> bool;
    /// The check of buying `c` with option `option` of its purchase option
    /// `m` (GAME.md §3) where a mechanic carries that option out: the price
    /// of the purchase, or the refusal; `None` when no mechanic has `m`.
    fn check_buy_option(g: &Game, p: Player, c: CardId, m: &Modifier, option: u8) -> Option<Result<Price, Illegal>>;
    /// `p` buys `c` with option `option` of its purchase option `m`,
    /// checked by [`Hooks::check_buy_option`] (GAME.md §3): the mechanic
    /// that has `m` carries the purchase out (true); false when none has it.
    fn buy_option_taken(g: &mut Game, p: Player, c: CardId, m: &Modifier, option: u8) -> bool;
}

/// The mechanics, as the rules call them.
pub(crate) type M = crate::Mechanics;
