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
use crate::game::{Choice, Declaration, Exec, Game, Illegal};
use crate::model::ability::{Ability, Attack, EffectKind, Guard, Modifier, Subject};
use crate::model::battlefield::Cell;
use crate::model::card::{AttackKind, CardDb, DefId};
use crate::rules::effects::Calculated;
use crate::rules::modifiers::Granted;
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
    /// Whose order a simple strike made on an effect's order is made on
    /// (`Declaration::ordered`): a later part of that effect (502.3.2),
    /// paying nothing, taken by no defender, checked as the order says.
    type Order: Copy + Debug + PartialEq + Eq + Hash;

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
    /// `c`, in play, is about to be destroyed (503.1, or by an effect): true
    /// if a mechanic put it elsewhere instead (516.1), so it does not die.
    fn perishing(g: &mut Game, c: CardId) -> bool;
    /// `c` was destroyed: it is in its owner's graveyard and its death
    /// triggers have fired.
    fn perished(g: &mut Game, c: CardId);
    /// The card the attack of `c` destroyed just now, while that kill is
    /// seen (`on any_kills`); `None` otherwise, and in a game that keeps no
    /// kills.
    fn killed_now(g: &Game, c: CardId) -> Option<CardId>;
    /// Did `c`, in a graveyard, die from an attack of an enemy card (its
    /// last wounds from it)? False in a game that keeps no kills.
    fn by_enemy_attack(g: &Game, c: CardId) -> bool;
    /// The cells `c` may reach by its own move of this way (one bit per
    /// cell index; every cell when nothing confines it, 514.2).
    fn move_cells(g: &Game, c: CardId, way: MoveWay) -> u32;
    /// May an attack leap from `from` over a free cell at `to` (an option of
    /// the attack, Дикий циклоп; 501.17)?
    fn check_leap(
        g: &Game,
        from: crate::model::battlefield::Cell,
        to: crate::model::battlefield::Cell,
    ) -> Result<(), Illegal>;
    /// An attack of `attacker` (a counter-strike too) of this kind put
    /// wounds on `t` (GAME.md §5 step 6).
    fn attack_hit(g: &mut Game, t: CardId, attacker: CardId, kind: crate::model::card::AttackKind);
    /// The enemy cards `c`'s attacks of `kinds` destroyed since it came
    /// into play (a mechanic's count; 0 in a game that does not keep it).
    fn kills(g: &Game, c: CardId, kinds: crate::model::card::AttackSet) -> u8;
    /// The enemy creatures `c`'s attacks (of any kind) destroyed since it
    /// came into play (`kills>=N`, Тролль-людоед).
    fn kills_of_creatures(g: &Game, c: CardId) -> u8;
    /// A card was placed during setup (GAME.md §3), face down unless a
    /// mechanic turns it up.
    fn placed(g: &mut Game, c: CardId);
    /// `c` leaves the game for the exile zone without dying, as a prepaid
    /// cost of its own ability (501.14, KINDS §10).
    fn exile_self(g: &mut Game, c: CardId);
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
    /// An action's main effect that a mechanic carries out begins, its
    /// target kept by the legality check (502.3); false for the rules' own.
    fn start_effect(g: &mut Game, source: CardId, kind: &EffectKind, target: Option<CardId>) -> bool;
    /// May `c` start moving (a step or a jump) under what the mechanics
    /// forbid (514.2)?
    fn may_move(g: &Game, c: CardId) -> Result<(), Illegal>;
    /// `c` moved by its movement from `from` to `to`: a step (`jump` false)
    /// or a jump (GAME.md §4, §7), before the `Moved` event.
    fn moved(g: &mut Game, c: CardId, from: Cell, to: Cell, jump: bool);
    /// Did `c` move onto `cell` by its movement this turn (Живущий в тумане)?
    fn moved_onto(g: &Game, c: CardId, cell: Cell) -> bool;
    /// The card that blocks the attack declared in `d` at its legality-check
    /// step (Иринди's `blocked_away`, Джилла's `blocks_unagile`), if any;
    /// an attack that passes may spend what let it pass (an agility marker).
    fn blocks_attack(g: &mut Game, d: &crate::game::Declaration) -> Option<CardId>;
    /// May `c`'s jump land on `cell`, held by a card (Раптор's trampling)?
    fn may_jump_onto(g: &Game, c: CardId, cell: Cell) -> bool;
    /// `c` is about to land its jump on `cell`: what holds it makes room (Раптор).
    fn jumping_onto(g: &mut Game, c: CardId, cell: Cell);
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
    /// May `source` attack `target`, as far as the mechanics' restrictions
    /// on choosing an attack's target go (514.2)? Checked with the target
    /// checks of every attack (501.17): the options and the refusals.
    fn check_attacked(g: &Game, source: CardId, target: CardId) -> Result<(), Illegal>;
    /// The action `done` was carried out (not cancelled), its payment made
    /// and the rule effects after it applied (GAME.md §5 steps 7–8).
    fn action_carried_out(g: &mut Game, done: &Exec);
    /// The action `done` was cancelled (not carried out): what a mechanic
    /// kept for it ends (Информатор's die lowered for that fight).
    fn action_dropped(g: &mut Game, done: &Exec);
    /// The running execution waits for a die (GAME.md §5 step 5): true when
    /// a mechanic sets its roll instead, with no chance event.
    fn die_due(g: &mut Game) -> bool;
    /// The die of `c` in a simple strike came up `roll` (GAME.md §5 step 5):
    /// true when a mechanic used the roll up (the die is rolled again, or a
    /// question waits); false, it goes on as the card's die.
    fn strike_die_rolled(g: &mut Game, c: CardId, roll: u8) -> bool;
    /// The die of `c`'s attack with three values came up `roll`: true when
    /// a mechanic used the roll up (rolled again, a question waits).
    fn attack_die_rolled(g: &mut Game, c: CardId, roll: u8) -> bool;
    /// What a mechanic adds to the die `c` rolled for its attack with three
    /// values now executing (Гмурр's shooting experience); 0 for none.
    fn attack_die_bonus(g: &Game, c: CardId) -> i8;
    /// What a mechanic adds to `c`'s attacking die in a simple strike, used
    /// up and logged now (Информатор's die lowered for a prophecy); 0 for none.
    fn strike_die_lowered(g: &mut Game, c: CardId) -> i8;
    /// Does `source`'s trigger `index` act even while the card is out of
    /// play — for its owner, from wherever it lies (a broken ice chain's
    /// wounds, Морозный тюремщик)?
    fn acts_out_of_play(g: &Game, source: CardId, index: u8) -> bool;
    /// Does the attacked card `t` roll a die of its own with the running
    /// attack's dice (GAME.md §5 step 5, `Step::RollStruck`)?
    fn attacked_rolls_die(g: &Game, t: CardId) -> bool;
    /// The die the attacked card `t` rolls with the attack's dice came up
    /// `roll`; the execution goes on to the next step.
    fn attacked_die_rolled(g: &mut Game, t: CardId, roll: u8);
    /// The roll of the pick by die of `c`'s ability `a` if its die was
    /// rolled already (with an attack's dice): the pick takes it at once.
    fn pick_rolled(g: &Game, c: CardId, a: &Ability) -> Option<u8>;
    /// The legality-check step (502.3) of a simple strike of `striker` at
    /// `target` made on `order` by `player`: the order's own check.
    fn check_ordered_strike(
        g: &Game,
        order: Self::Order,
        player: Player,
        striker: CardId,
        target: CardId,
    ) -> Result<(), Illegal>;
    /// Does the target of a strike made on `order` meet it as an open card
    /// (it rolls and may strike back, GAME.md §6) even when it is closed?
    fn ordered_target_open(order: Self::Order) -> bool;
    /// Does a simple strike made on this order meet no counter-strike?
    fn ordered_unanswerable(order: Self::Order) -> bool;
    /// May a defender take a simple strike made on this order (502.1)?
    fn ordered_defended(order: Self::Order) -> bool;
    /// The action `done` was carried out and paid (GAME.md §5 step 7),
    /// before the rule effects: what the effect that ordered it adds.
    fn action_made(g: &mut Game, done: &Exec);
    /// Applies a mechanic's effect `kind` of the ability of `ctx` to `t`
    /// (502.6): true when a mechanic carries it out (wherever `t` is: the
    /// mechanic knows where its effect acts). Tried before the rules' own
    /// effects, so a new mechanic's effect needs nothing of the rules.
    fn apply_effect(g: &mut Game, ctx: &EffectCtx, kind: &EffectKind, t: CardId) -> bool;
    /// What a mechanic's effect `kind` of `source`'s ability needs of the
    /// card `t` a declaration names (502.4, 501.17); Ok for another kind.
    fn check_effect_target(g: &Game, source: CardId, kind: &EffectKind, t: CardId) -> Result<(), Illegal>;
    /// The options of the attacked side's defender decision for `attacker`'s
    /// simple strike at `target` (GAME.md §5 step 4, 502.1) that the
    /// mechanics add beside `NoDefender` and the defenders.
    fn defender_options(g: &Game, attacker: CardId, target: CardId, out: &mut Vec<Choice>);
    /// Is `choice`, not a defender, a legal option of that decision now?
    fn check_defender_option(g: &Game, attacker: CardId, target: CardId, choice: Choice) -> Result<(), Illegal>;
    /// The attacked side took a checked option of the mechanics' (`choice`).
    fn defender_option_taken(g: &mut Game, choice: Choice);
    /// Does a mechanic offer an option in that decision (so that it is asked
    /// even with no defender)?
    fn defender_options_exist(g: &Game, attacker: CardId, target: CardId) -> bool;
    /// The attack a part of a compound ability `a` makes, when it is not the
    /// ability's own (a later part, `continuation`, with an attack of its
    /// own, 502.3.2); `None`: the ability's.
    fn later_part_attack<'a>(g: &Game, source: CardId, a: &'a Ability, continuation: bool) -> Option<&'a Attack>;
    /// A mechanic's own check of the target `t` of a later part of `source`'s
    /// compound ability `a` (502.3.2); `None`: the rules' check applies.
    fn check_later_part(g: &Game, source: CardId, a: &Ability, t: CardId) -> Option<Result<(), Illegal>>;
    /// May a volley of ability `a` stop before all its attacks («или менее»,
    /// 501.17 example 2)?
    fn volley_may_end(a: &Ability) -> bool;
    /// Must the parts of a volley of ability `a` hit different cards (501.17
    /// example 2)? Not a chained one's (Дхайа).
    fn volley_targets_differ(a: &Ability) -> bool;
    /// Must every later part of `source`'s volley `index` name the card its
    /// first part named, none stopped early (Орк-арбалетчик)?
    fn volley_at_one_card(g: &Game, source: CardId, index: u8) -> bool;
    /// Does the part `d` of an attacking ability roll its level die though
    /// its value is fixed (the die then sets its level)?
    fn part_rolls_die(g: &Game, d: &crate::game::Declaration) -> bool;
    /// That die of `d`, aimed at `t`, read `value`: `None`, the attack goes
    /// on; `Some(true)`, it was blocked (made, no wounds); `Some(false)`, a
    /// question waits.
    fn part_die_read(g: &mut Game, d: &crate::game::Declaration, t: CardId, value: i8) -> Option<bool>;
    /// The attack of the execution `x` dealt `wounds` to `t` (GAME.md §5
    /// step 6, the application).
    fn attack_wounded(g: &mut Game, x: &Exec, t: CardId, wounds: u8);
    /// The most targets the second group of a spell's or an impact's targets
    /// may name while the declaration `d` of ability `a` is drafted (502.4),
    /// if a mechanic limits it.
    fn second_group_max(g: &Game, d: &Declaration, a: &Ability) -> Option<u8>;
    /// Applies effect `kind` of the ability of `ctx` if it acts between its
    /// two groups of targets, from the first onto the second (502.6): true
    /// when a mechanic carried it out (or it is one's part that does nothing
    /// by itself).
    fn apply_between_groups(g: &mut Game, ctx: &EffectCtx, kind: &EffectKind, groups: [&[CardId]; 2]) -> bool;
    /// May a card of this game have abilities beyond its printed ones (an
    /// action granted it, abilities copied from other cards)?
    fn has_extra_abilities(g: &Game) -> bool;
    /// The ability `index` of `id` past its printed ones, read from `db`
    /// ([`Game::ability_in`]), whether it is in force now or not.
    fn extra_ability<'d>(g: &Game, db: &'d CardDb, id: CardId, index: u8) -> Option<&'d Ability>;
    /// Is `c`'s ability `index` its own now (502.3)? A printed one always
    /// is; one the mechanics give, while they give it.
    fn ability_in_force(g: &Game, c: CardId, index: u8) -> bool;
    /// The action abilities `c` has now beyond its printed ones, by index:
    /// the options of the main decision offer them like its own.
    fn extra_actions(g: &Game, c: CardId) -> Vec<(u8, &Ability)>;
    /// The triggered abilities `c` has now beyond its printed ones that
    /// `fires` accepts (by index), added to `fired`.
    fn extra_triggers(g: &Game, c: CardId, fires: &dyn Fn(u8, &Ability) -> bool, fired: &mut Vec<u8>);
    /// Where `c`'s ability `index` is written: its definition and the index
    /// there (another card's, for an ability it has of that card).
    fn ability_origin(g: &Game, c: CardId, index: u8) -> (DefId, u8);
    /// May the mechanics keep grants in force in this game, recomputed with
    /// the auras' at each application of the rule effects (503.1)?
    fn has_grants_in_force(g: &Game) -> bool;
    /// The grants in force the mechanics want now (like an aura's, 503.1),
    /// added to `want`.
    fn grants_in_force(g: &Game, want: &mut Vec<Granted>);
    /// The start of `p`'s turn, after its blasts and before the «в начале
    /// хода» triggers: the mechanics' markers due then go off (a row's
    /// runes); true when a trigger fired.
    fn turn_start_markers(g: &mut Game, p: Player) -> bool;
    /// The executing attack's target is settled on `t` (502.1): true when a
    /// mechanic finished the action there (a web blocked the attack).
    fn target_settled(g: &mut Game, t: CardId) -> bool;
    /// The executing action's calculation step is due (GAME.md §5 step 5),
    /// the point every attack's wounds pass through: true when a mechanic
    /// asks a question first (the step is run again after the answer).
    fn before_calculation(g: &mut Game) -> bool;
    /// The application of the attack of `ctx` is about to deal `wounds` to
    /// its target, after armor, protection and prevention: the wounds the
    /// target keeps (a mechanic may hand some to other cards).
    fn wounds_to_deal(g: &mut Game, ctx: crate::rules::effects::AttackCtx, wounds: u8) -> u8;
    /// `c` has come back into play by a resurrection (517.4), its
    /// `Resurrected` logged.
    fn resurrected(g: &mut Game, c: CardId);
    /// `c` has come back into play by its incarnation (GAME.md §7), its
    /// `Incarnated` logged and its `on incarnates` triggers fired.
    fn incarnated_back(g: &mut Game, c: CardId);
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
    /// Is `c` an illusion (Кьелэрн's, KINDS §10): bodiless and with no
    /// other ability, whatever is printed on it?
    fn illusion(g: &Game, c: CardId) -> bool;
    /// The creatures, symbiotes aside, that died this turn (Шарль де Лорм,
    /// `deaths_this_turn N`).
    fn turn_deaths(g: &Game) -> u8;
    /// Does a creature card costing `cost` crystals (the grade aside) lie
    /// in `p`'s graveyard (Адепт тьмы, `cost_in_own_graveyard`)?
    fn cost_in_graveyard(g: &Game, p: Player, cost: u8) -> bool;
    /// Has `c` declared a discharge, a magic strike or a spell still waiting
    /// in the queue (Мастер разума, `declares_magic`)?
    fn declares_magic(g: &Game, c: CardId) -> bool;
    /// The X declared with `source`'s ability being named or executing
    /// (`cost<=X+N`, Мара); before its declaration, the most it could be.
    fn declared_x(g: &Game, source: CardId) -> u8;
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
    /// Where an incarnating card `c` returns (GAME.md §7), when a mechanic
    /// binds it (a card bound to its tremor returns onto it only): whether
    /// it has room now; `None` when no mechanic binds it.
    fn bound_incarnation_room(g: &Game, c: CardId) -> Option<bool>;
    /// The incarnating card `c` returns where a mechanic binds it: true
    /// when one did (the rules' own return is skipped).
    fn incarnate_bound(g: &mut Game, c: CardId) -> bool;
    /// The copies of definition `def` a deck may hold (GAME.md §3): the
    /// rules' `max_copies`, unless a mechanic allows more (Орда).
    fn copies_allowed(db: &CardDb, cfg: &crate::game::config::RulesConfig, def: DefId) -> usize;
    /// Whether a mechanic keeps a prevention effect made by an effect (a
    /// ward over a player's cards) that [`Hooks::ward_off`] may apply.
    fn wards(g: &Game) -> bool;
    /// The prevention step (515 prevention): the prevention effects of
    /// `player` that a mechanic keeps take what they can of `wounds` about
    /// to be dealt to `target` (`from`); returns the wounds left.
    fn ward_off(
        g: &mut Game,
        target: CardId,
        wounds: u8,
        from: crate::rules::prevention::WoundFrom,
        player: Player,
    ) -> u8;
    /// `c` has just taken `wounds` wounds (an attack's, a counter-strike's,
    /// poison's or an effect's, after every replacement, protection, armor
    /// and prevention; logged `Wounded` or `PoisonWounds`).
    fn wounds_taken(g: &mut Game, c: CardId, wounds: u8);
}

/// The mechanics, as the rules call them.
pub(crate) type M = crate::Mechanics;

/// How a card moves itself, for [`Hooks::move_cells`]: a step of its
/// movement, a jump (`jump N`), or a teleport of its own (`teleport`,
/// `jump any`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MoveWay {
    Step,
    Jump,
    Teleport,
}
