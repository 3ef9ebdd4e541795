//! The game: a deterministic state machine. It says who must decide what
//! ([`Game::pending`]), lists the legal options ([`Game::legal_choices`]),
//! and applies one ([`Game::apply`]), returning the events it caused or the
//! rule that refuses it. Dice are chance events ([`Game::apply_chance`] forces
//! one, [`Game::roll`] draws it from the game's own PCG generator).

pub mod config;
pub(crate) mod determinize;
pub mod event;
pub(crate) mod hooks;
pub(crate) mod invariants;
pub(crate) mod position;
pub mod rule;
pub mod state;
pub mod types;
pub mod view;

use std::sync::Arc;

use rand_core::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

use crate::game::config::RulesConfig;
use crate::game::event::{Action, EndReason, Event, GameResult};
use crate::game::hooks::{Hooks, M};
use crate::game::rule::Rule;
use crate::game::state::{Board, CardState, PlayerState};
use crate::game::types::{CardId, CardSet, Player};
use crate::model::battlefield::{Cell, Orientation};
use crate::model::card::{CardDb, CardDef, DefId, Kind};
use crate::model::strike::TableResult;

/// The random generator: PCG-64 MCG (128-bit multiplicative congruential
/// generator, XSL-RR output). Portable and fixed: the same seed gives the same
/// game on any machine and any version of this crate's dependencies' API.
pub type GameRng = Pcg64Mcg;

/// A uniform integer in `0..n` from 64-bit outputs of `rng`, without modulo
/// bias (Lemire's multiply-and-reject); `n` must be positive. For generators
/// outside a game's own (sampling hidden cards, bots); the game's dice use
/// [`Game`]'s own 32-bit draw, part of every recorded game.
pub fn below_u64(rng: &mut GameRng, n: u64) -> u64 {
    use rand_core::Rng;
    debug_assert!(n > 0);
    let mut m = rng.next_u64() as u128 * n as u128;
    if (m as u64) < n {
        let threshold = n.wrapping_neg() % n;
        while (m as u64) < threshold {
            m = rng.next_u64() as u128 * n as u128;
        }
    }
    (m >> 64) as u64
}

/// A choice a player makes. The options of a decision are a list of these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// The first-player roll's winner: `true` = I go first (GAME.md §3).
    GoFirst(bool),
    /// `true` = re-deal for gold, `false` = keep the hand (GAME.md §3).
    Redeal(bool),
    /// Buy a card from the hand into the squad.
    Buy(CardId),
    /// Buy a card with its purchase option (GAME §3): `option` is the X paid
    /// more (`when_bought: may pay_more`) or 1 (`when_bought: may gain_gold`).
    BuyWith {
        card: CardId,
        option: u8,
    },
    FinishBuying,
    /// Place the next bought ground card face down on this cell.
    Place(Cell),
    /// Declare an action of the source.
    Declare {
        source: CardId,
        action: Action,
    },
    EndTurn,
    /// Decline to respond in a response window.
    Pass,
    /// Take the simple strike with this defender.
    Defend(CardId),
    NoDefender,
    /// In an exchange: `true` = take the alternative result.
    Exchange(bool),
    /// Apply this replacement effect (the constant ability `index` of `source`) (516).
    Replace {
        source: CardId,
        index: u8,
    },
    /// Apply no (more) replacement effect: the event happens as it is (516).
    NoReplacement,
    /// Heal this creature by 1 instead of the regeneration (516.1).
    HealOne(CardId),
    /// Stop healing others: the rest is not used (516.1).
    StopHealing,
    /// Name this card as a target of the spell or impact being declared (502.4, 502.6).
    AddTarget(CardId),
    /// The spell or impact being declared has all its targets: it enters the queue.
    TargetsDone,
    /// Take this option (1-based) of the ability's pick («либо …», `crate::rules::pick`).
    Pick(u8),
    /// Find a card of this definition in the deck a summon looks through
    /// (517.3, [`Ask::Find`](crate::decision::question::Ask::Find)): the
    /// card is named by what it is, not by a hidden card of the deck.
    Find(crate::model::card::DefId),
}

/// The kind of decision pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DecisionKind {
    ChooseFirst,
    Redeal,
    Buy,
    /// Place this bought card.
    Place(CardId),
    /// The active player's turn: declare an action or end the turn.
    Main,
    /// A response window after a declaration (GAME.md §5 step 2).
    Response,
    /// Choose a defender for a simple strike at `target` (GAME.md §6).
    Defender {
        attacker: CardId,
        target: CardId,
    },
    /// Choose between an exchange's result and its alternative (GAME.md §6).
    Exchange {
        attacker: CardId,
        target: CardId,
    },
    /// Choose the target of a triggered ability (the ability `index` of `source`).
    TriggerTarget {
        source: CardId,
        index: u8,
    },
    /// Declare the next attack of a volley at a creature not chosen yet, or stop (`Pass`).
    VolleyTarget {
        source: CardId,
        index: u8,
    },
    /// Name the targets of `source`'s spell or impact (its ability
    /// `index`) one by one, then finish the declaration (502.4, 502.6).
    CastTargets {
        source: CardId,
        index: u8,
    },
    /// Which replacement effect applies to `card`'s regeneration, or none when
    /// all are optional (516: the chooser is the player who can apply them; if
    /// both players can, the active player).
    Replacement {
        card: CardId,
    },
    /// Which replacement effect applies to a healing of `card`, or none
    /// when all are optional (516.1: the chooser as for [`DecisionKind::Replacement`]).
    HealingReplacement {
        card: CardId,
    },
    /// Instead of `source`'s regeneration: heal another own creature by 1, or
    /// stop; `left` wounds may still be healed (516.1, Большой кулак).
    HealInstead {
        source: CardId,
        left: u8,
    },
    /// Instead of a healing, `source` wounds a creature next to it by
    /// `amount`: choose which (516.1, Вожак сатиров; the options are
    /// [`Choice::AddTarget`]).
    WoundInstead {
        source: CardId,
        amount: u8,
    },
    /// A question asked in the middle of an effect
    /// ([`crate::decision::question`]).
    Question(crate::decision::question::Question),
}

/// What a die decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChanceKind {
    /// Each player's d6 for who starts (GAME.md §3).
    FirstPlayerRoll(Player),
    /// The attacker's d6 of a simple strike.
    AttackRoll(CardId),
    /// The open target's d6 of a simple strike.
    DefenseRoll(CardId),
    /// The d6 of an attack with three values (weak–medium–strong).
    AbilityRoll(CardId),
    /// A die of the attack in flight rolled again (Ловец удачи): the card's.
    Reroll(CardId),
}

/// Who must act now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pending {
    Decision {
        player: Player,
        kind: DecisionKind,
    },
    /// A d6: outcomes 1–6, each with probability 1/6.
    Chance(ChanceKind),
    Over(GameResult),
}

/// Why a choice or a game set-up was refused: the violated rule and the reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Illegal {
    pub rule: Rule,
    pub reason: Refusal,
}

named_enum! {
    const NAMES, fn name;
    /// The reason of a refusal.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Refusal {
        GameOver,
        NotYourDecision,
        WrongKindOfChoice,
        ChanceExpected,
        NoChanceExpected,
        DieOutOfRange,
        NoSuchCard,
        /// Sizes are counted up to `u16::MAX` (a refusal stays small to return).
        DeckTooSmall {
            size: u16,
            min: u16,
        },
        DeckTooBig {
            size: u16,
            max: u16,
        },
        TooManyCopies {
            def: DefId,
            copies: u16,
            max: u16,
        },
        UnknownDefinition,
        NoRedealLeft,
        /// A purchase option took gold for a cap on the squad's elemental
        /// cards: this card would exceed it, or the squad already does (Тич).
        ElementalCap,
        /// The card has no such purchase option (GAME §3).
        NoSuchBuyOption,
        /// The option is taken before squad building, and this player has
        /// already bought a card (Лазутчица, GAME §3).
        SquadStarted,
        /// The card named to be shown with Линнет is not an elite creature of
        /// the hand within the cost limit (GAME §3).
        NotAPartner,
        /// The pending pick has no such option, or it can't happen (`crate::rules::pick`).
        NoSuchOption,
        NotEnoughGold,
        NotInHand,
        AlreadyBought,
        EliteNeedsGold,
        NotEnoughCrystals,
        UniqueTwice,
        FlyerCostCap,
        NotOwnHalf,
        CellOccupied,
        NotInPlay,
        NotYourCard,
        NotOpen,
        FaceDown,
        NotACreature,
        /// Finishing needs a wounded creature (GAME.md §7).
        NotWounded,
        /// The card has made all the simple strikes it may make this turn.
        NoStrikesLeft,
        /// Its next simple strike had to follow its previous one at once
        /// («только подряд»).
        StrikesNotInARow,
        /// Its next simple strike this turn must be at another card («по разным картам»).
        SameTargetAgain,
        /// A card of the player must first strike a closed enemy creature it
        /// can strike (Гном-басаарг).
        MustStrikeClosed,
        /// An enemy card taunts: attacks of this kind may target only it.
        Taunted,
        NoMovementLeft,
        NotOrthogonalStep,
        FlyersDoNotMove,
        /// Only creatures have a simple strike: artifacts and terrains don't (208).
        NoSimpleStrike,
        /// A squad holds at most `terrain_limit` terrains (KINDS §8).
        TerrainLimit,
        /// A terrain has no life and no cell: it is never attacked nor
        /// named as a target unless a text names terrains (KINDS §8).
        TerrainNotATarget,
        /// An artifact can't be healed (KINDS §7, `artifact_can_be_healed`).
        ArtifactNotHealed,
        /// A symbiote sits on a creature standing in play, not on another
        /// symbiote nor on a card that is not a creature (KINDS §6).
        NotAHost,
        /// A companion sits on one of its controller's own creatures (KINDS §4).
        CompanionOnEnemy,
        /// A companion sits on a ground creature (KINDS §4, `companion_on_flyers`).
        CompanionOnFlyer,
        /// A parasite sits on an enemy creature (KINDS §5).
        ParasiteOnOwn,
        /// A parasite sits on a revealed enemy creature in the front row(s)
        /// of the enemy's half (KINDS §3, `parasite_rows`).
        ParasiteRow,
        /// The host holds as many symbiotes as it may (KINDS §6, `symbiotes_per_host`).
        HostFull,
        NotAnEnemy,
        NotAdjacent,
        GroundCannotStrikeFlyer,
        OnlyOpposite,
        NoSuchAbility,
        NotEnoughTokens,
        TokensAtMaximum,
        NoTokenAbility,
        OutOfRange,
        TooClose,
        NotOverRow,
        NeedsTarget,
        NoTargetAllowed,
        NotOnBattlefield,
        NotSudden,
        NotEligibleDefender,
        NoExchange,
        /// No attack of that kind is aimed at that card now.
        NoAttackToRedirect,
        /// The card takes part in no attack in flight (between its dice and its
        /// calculation, 501.17 example 3).
        NoAttackInFlight,
        /// The card rolled no die in the attack in flight.
        NoDieRolled,
        /// This compound ability already chose that card (501.17, example 2).
        AlreadyChosen,
        /// The card already declared an action that will close it (501.12, GAME.md §4).
        ClosingReserved,
        /// No free cell is left on the own half for another ground card.
        NoCellLeft,
        /// The card is not in the declaring player's own graveyard (517.4, 528).
        NotInGraveyard,
        /// The card is not in the declaring player's own deck (517.3).
        NotInDeck,
        /// The card can't be taken into that squad (514.2: "не может быть взят в отряд с …").
        CannotJoinSquad,
        /// A targeted spell can't choose a card with protection from spells (515.1, 528).
        ProtectedFromSpells,
        /// The spell or impact already names that card (502.6: different targets).
        TargetTwice,
        /// The spell or impact names as many targets as it may.
        TooManyTargets,
        /// The spell or impact needs more targets.
        TooFewTargets,
        /// The ability has a cost of X: declare it with its X (501.15).
        NeedsX,
        /// The ability has no cost of X.
        NoXAllowed,
        /// More X than the card has (501.15: any amount it has may be declared).
        XTooLarge,
        /// Not a creature of the side the ability affects.
        WrongSide,
        /// A «Не может …» prohibition forbids it (514.2).
        Prohibited,
        /// Its player may move only so many creatures this turn, and that many
        /// others have moved (514.2, Криомант's ice rain).
        MoversLimited,
        /// The ability may be used once per turn (or battle), and was.
        AlreadyUsed,
        /// A triggered ability is declared only when its event has triggered it
        /// and it waits for its target, never at will (528).
        NotTriggered,
        /// Not a rule of the game: no more actions may be declared at will this
        /// turn ([`RulesConfig::declarations_per_turn`]); end the turn or pass.
        DeclarationLimit,
        /// The ability may be used only while a condition on its card holds, and
        /// it does not (528).
        ConditionNotMet,
        /// The card does not meet the conditions the ability sets for its
        /// target (`vs …`; 501.17, 502.4).
        TargetConditionNotMet,
        /// The cell is not on a straight line (a row, a column or a diagonal)
        /// from the card (502.4, `crate::mechanics::markers::line_marks`).
        NotInLine,
        /// The cell already bears a marker of the kind being put on chosen
        /// cells (502.4, `crate::mechanics::markers::gates`).
        CellMarked,
        /// The cell bears no marker of the kind a teleport goes onto (502.7,
        /// `crate::mechanics::markers::gates`).
        CellNotMarked,
    }
}

impl std::fmt::Display for Illegal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Identifiers only: the words for players are in `berserk-text`.
        write!(f, "{} (rule {})", self.reason.name(), self.rule)
    }
}

impl std::error::Error for Illegal {}

// A refusal is returned by every check of the hot path: keep it two words.
const _: () = assert!(std::mem::size_of::<Result<(), Illegal>>() <= 16);

#[inline(always)]
pub(crate) fn refuse<T>(rule: Rule, reason: Refusal) -> Result<T, Illegal> {
    Err(Illegal { rule, reason })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Phase {
    RollFirst(Player),
    ChooseFirst(Player),
    Redeal(Player),
    Buy(Player),
    Place(Player),
    Main,
    /// A response window: `player` may respond; `passes` in a row so far.
    Response {
        player: Player,
        passes: u8,
    },
    /// A triggered ability of `player` waits for its target.
    Trigger {
        player: Player,
    },
    /// The next attack of a volley waits for its target.
    Volley {
        player: Player,
    },
    /// A spell or an impact being declared waits for its targets ([`State::draft`]):
    /// those of its second group ([`crate::model::ability::Filter::second`]) with `second`.
    Targets {
        player: Player,
        second: bool,
    },
    /// Start of turn: a regeneration waits for a replacement decision (516).
    Regeneration(crate::rules::replacement::Regen),
    /// A healing waits for the decision about its replacement effects
    /// (516.1, the first of [`State::heals`]).
    Healing,
    /// A question waits for its answer outside an execution
    /// ([`crate::decision::question`]).
    Asking(crate::decision::question::Waiting),
    Exec,
    Over,
}

/// What [`Game::life`] reads beside the card itself ([`Game::life_facts`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct LifeFacts {
    /// Grants may change printed life: some card can grant it and a grant is in force.
    granted: bool,
    /// No card's life before wounds and lives is below this.
    pub floor: u8,
}

/// A declaration waiting in the queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Declaration {
    pub player: Player,
    pub source: CardId,
    pub action: Action,
    /// The card an attack was redirected into, if any (502.1: the final target).
    pub redirect: Option<CardId>,
    /// Cards that redirected this attack into themselves: each may do so once.
    pub redirected_by: crate::game::types::CardSet,
    /// A later part of a compound ability: its source and ability are not
    /// checked again and it pays nothing (502.3.2).
    pub continuation: bool,
    /// The chosen targets of a spell or an impact (502.4, 502.6).
    pub targets: crate::game::types::CardSet,
    /// The chosen targets of its second group, if it has one (Ловец душ).
    pub second: crate::game::types::CardSet,
    /// An attack blocked while it waited in the queue, by a trigger of the
    /// card it names (`crate::rules::targeted`): it is made and blocked.
    pub blocked: bool,
    /// A simple strike made on an effect's order (Матриарх племени's
    /// fight, Шаман-душегрыз's forced strike; [`hooks::Hooks::Order`]):
    /// checked as the order's, not as the striker's own action; it pays
    /// nothing and no defender takes it.
    pub ordered: Option<<M as Hooks>::Order>,
}

/// A deferred ability waiting for the end of the turn (rule 120, 502.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Deferred {
    pub player: Player,
    pub source: CardId,
    pub index: u8,
    pub x: u8,
}

/// The rest of an ability's chain waiting for the end of the turn
/// ([`crate::model::ability::EffectKind::AtTurnEnd`], rule 120): it goes on
/// from effect `at + 1`, with the context and the target it had.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct LaterChain {
    pub ctx: crate::rules::trigger::EffectCtx,
    pub at: u8,
    pub target: Option<CardId>,
}

/// A volley in progress ("N или менее атак по разным существам").
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Volley {
    pub source: CardId,
    pub index: u8,
    /// Attacks still allowed.
    pub remaining: u8,
    /// Creatures this ability has chosen as targets so far.
    pub chosen: Vec<CardId>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Step {
    Start,
    ChooseDefender,
    RollAttack,
    RollDefense,
    RollAbility,
    /// The dice are rolled: a response window for sudden actions before the
    /// calculation (501.17 example 3); `next` is the step to resume at.
    AfterDice,
    ChooseExchange,
    /// An effect on the attack in flight waits for the card's die rolled again.
    Reroll(CardId),
    /// The attacked card rolls a die of its own with the attack's dice
    /// (GAME.md §5 step 5, Воин храма); `window`: the attack's dice were
    /// rolled, so a response window follows (else the calculation).
    RollStruck {
        window: bool,
    },
    Resolve,
    /// A question of an effect waits for its answer
    /// ([`crate::decision::question`]).
    Asking(crate::decision::question::Waiting),
}

/// What the effects on an attack in flight changed (501.17 example 3): its
/// strike level, and its value as `min(value + delta, max)`, at least 0 —
/// the changes composed in the order they were made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct FlightChange {
    pub level: Option<crate::model::card::Level>,
    pub delta: i8,
    pub max: Option<u8>,
    /// Weakened by this much, down to 1 at least (Надих), after the rest.
    pub weaken: u8,
}

impl FlightChange {
    /// The value of the changed strike.
    pub fn value(&self, v: u8) -> u8 {
        let v = (i16::from(v) + i16::from(self.delta)).clamp(0, u8::MAX as i16) as u8;
        let v = self.max.map_or(v, |m| v.min(m));
        // «Минимум до 1»: a strike above 1 comes down to 1 at most; one of 1 or 0 stays.
        if v > 1 {
            v.saturating_sub(self.weaken).max(1)
        } else {
            v
        }
    }
    /// Another change by `by` after these: `min(v + d, m) + by = min(v + d + by, m + by)`.
    pub fn add(&mut self, by: i8) {
        self.delta = self.delta.saturating_add(by);
        self.max = self
            .max
            .map(|m| (i16::from(m) + i16::from(by)).clamp(0, u8::MAX as i16) as u8);
    }
    /// A cap after these: `min(min(v + d, m), k)`.
    pub fn cap(&mut self, k: u8) {
        self.max = Some(self.max.map_or(k, |m| m.min(k)));
    }
}

/// The action being executed (GAME.md §5 steps 3–8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Exec {
    pub decl: Declaration,
    pub step: Step,
    /// The final target (502.1).
    pub target: Option<CardId>,
    pub defender: bool,
    /// Whether the target was open when the dice were rolled (it rolls and may counter).
    pub target_open: bool,
    pub attack_value: i8,
    pub defense_value: i8,
    pub table: Option<TableResult>,
    pub level_roll: u8,
    /// The rolls themselves of a simple strike (without bonuses): the
    /// attacker's and the open target's.
    pub attack_roll: u8,
    pub defense_roll: u8,
    /// The effects on the attack while it is in flight (501.17 example 3).
    pub change: FlightChange,
    /// The attack ignores the abilities of the card it attacks (its ability
    /// says so, or its source has [`crate::model::card::Keyword::IgnoresAbilities`]),
    /// as found at the legality-check step (502.3.1).
    pub ignores: bool,
    /// The cells a trigger marking free cells one by one has marked so far
    /// (`crate::mechanics::markers::gates`).
    pub marked: u8,
    /// The card mechanics' part of the execution (`crate::game::hooks`).
    pub mech: <hooks::M as hooks::Hooks>::ExecState,
}

/// Everything that changes during a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct State {
    pub rng: GameRng,
    pub phase: Phase,
    pub turn: u32,
    pub active: Player,
    pub first: Player,
    pub rolls: [u8; 2],
    pub players: [PlayerState; 2],
    pub cards: Vec<CardState>,
    pub board: Board,
    /// Cards in the play zone, in order of entry.
    pub play: Vec<CardId>,
    pub queue: Vec<Declaration>,
    /// Actions being executed: the last is running; the ones below wait for the
    /// sudden actions declared during their execution (e.g. after the dice).
    pub exec: Vec<Exec>,
    pub result: Option<GameResult>,
    /// The second player's back row is still face down (setting).
    pub back_row_hidden: bool,
    /// The seating is over: symbiotes sit on hosts, none on a cell (KINDS §3).
    pub seated: bool,
    /// Hosts that left play from a cell since the last rule effects, with
    /// that cell (`crate::rules::symbiote`); empty otherwise.
    pub host_cells: Vec<(CardId, Cell)>,
    pub decisions: u64,
    /// Actions declared at will this turn ([`RulesConfig::declarations_per_turn`]).
    pub declared: u16,
    /// The active player's last declaration at will this turn, if it was a
    /// simple strike carried out: the striking card and the card it named
    /// ([`crate::model::card::Keyword::StrikesInARow`]).
    pub strike_streak: Option<(CardId, CardId)>,
    /// The cards named by the strikes of the current streak
    /// ([`crate::model::card::Keyword::StrikesEachAdjacent`], Гидра).
    pub streak_struck: CardSet,
    /// The players (bit 0: player 1, bit 1: player 2) whose creature's first
    /// simple strike this turn is unanswerable
    /// ([`crate::model::ability::EffectKind::FirstStrikeUnanswerable`]).
    pub first_strike_unanswerable: u8,
    /// A card entered the play zone or was revealed since the last uniqueness check.
    pub unique_check: bool,
    /// A trigger's effects were applied in the middle of an action since the
    /// game last paused: a card may be at 0 life before anybody decides
    /// ([`Game::perish_paused`], 503.1).
    pub death_check: bool,
    /// Triggered abilities waiting for their targets: (source, trigger index).
    /// Triggered abilities waiting for their targets: (source, trigger index,
    /// the other card of the event that fired it).
    pub triggered: Vec<(CardId, u8, Option<CardId>)>,
    /// Triggers declared at their chosen target, with the other card of the
    /// event that fired them (source, trigger index, other): their effects
    /// may still read it (`poison of dead`, Сеятель хвори).
    pub trigger_others: Vec<(CardId, u8, CardId)>,
    /// Triggers waiting or declared whose event gives them an X (source,
    /// trigger index, X): an incarnation token's count (`crate::rules::trigger_cast`).
    pub trigger_xs: Vec<(CardId, u8, u8)>,
    /// The value of the latest attack applied (its calculated damage): the
    /// X of its attacker's `on <attacks>` triggers (Кулхан).
    pub attack_value: u8,
    /// The wounds of the latest poison wounding (at a turn start): the X of
    /// the `on any_poison_wounds` triggers it fires (Руины Уорлога).
    pub poison_x: u8,
    /// The distance of the latest jump (Chebyshev, as its range): the X of
    /// the jumper's `on jumps` triggers (Разящий в ночи).
    pub jump_x: u8,
    /// The tokens a card lost at once, latest: the X of the
    /// `on any_loses_tokens` triggers it fires (Прорицательница вершин).
    pub lost_x: u8,
    /// The shown cards of the latest prophecy that met the `vs` of the
    /// `on prophesies_each` trigger firing: its X (Информатор).
    pub shown_x: u8,
    /// A volley in progress.
    pub volley: Option<Volley>,
    /// A spell or an impact whose targets are being named (502.4).
    pub draft: Option<Box<Declaration>>,
    /// Deferred abilities whose targets are fixed at the end of the turn (120).
    pub deferred: Vec<Deferred>,
    /// Chains waiting for the end of the turn (`at_turn_end`, 120).
    pub later: Vec<LaterChain>,
    /// Cards under control taken until the end of the turn (517).
    pub lent: Vec<CardId>,
    /// Ground cards flying until the end of the turn, with the cell they left.
    /// Ground cards flying by an effect: the card, the cell it left, and the
    /// last turn of the flight (`u32::MAX`: for good).
    pub flights: Vec<(CardId, crate::model::battlefield::Cell, u32)>,
    /// Limited abilities already used: (card, ability index, limit). The
    /// once-per-turn ones are forgotten at the end of the turn.
    pub used: Vec<(CardId, u8, crate::model::card::UseLimit)>,
    /// Redirects limited to once a turn for each attacked card, made this
    /// turn: (the card with the ability, the card the attack was taken
    /// from) (Гномий король, `crate::rules::redirect`).
    pub redirected_from: Vec<(CardId, CardId)>,
    /// Modifiers effects granted for a duration (the modifier layer).
    pub granted: Vec<crate::rules::modifiers::Granted>,
    /// The active player ended the turn and its «в конце хода» triggers are
    /// acting: when they are done, the turn ends.
    pub ending: bool,
    /// The card whose abilities the executing attack ignores («игнорирует
    /// особенности атакованного существа»): while that attack's own steps
    /// run, from its settled target to its payment, the card has no
    /// abilities (as if it had lost them, 502.3.1). Derived from the top of
    /// [`State::exec`] by the queue (`Game::refresh_ignored`); kept here so
    /// the ability look-ups compare one small value.
    pub ignored: Option<CardId>,
    /// The cards the last prophecy showed (GAME.md §7), read by the later
    /// effects of its ability and by the `on prophecy` triggers; cleared
    /// when that ability's effects are done.
    pub shown: Vec<CardId>,
    /// The cards the latest prophecy showed, all of one deck (their owner's),
    /// kept after the prophecy's ability is done (GAME.md §7): a trigger on
    /// it may put them back on top of the deck (Махинатор).
    pub last_shown: Vec<CardId>,
    /// Cards of a deck whose identity and place in it some players know
    /// (bit `p` for player `p`): put there face known (Махинатор, Ведунья
    /// Ордена). An entry goes when its card leaves the deck or the deck is
    /// shuffled (`Game::forget_deck_order`).
    pub deck_known: Vec<(CardId, u8)>,
    /// The attack being applied was blocked by its target's trigger
    /// ([`crate::model::ability::EffectKind::Block`]).
    pub blocked: bool,
    /// Healings that a healing replacement may replace, waiting for that
    /// decision (516.1, [`crate::rules::heal`]).
    pub heals: Vec<crate::rules::heal::PendingHeal>,
    /// Markers on cards and cells ([`crate::rules::markers`]): empty in a game
    /// whose cards put none.
    pub markers: Vec<crate::rules::markers::Marker>,
    /// The rows each limited row ability has named: (card, ability, absolute
    /// row) («1 раз за бой для каждого ряда», [`crate::model::ability::Target::Row`]).
    pub rows_used: Vec<(CardId, u8, u8)>,
    /// Flyers that lost flight for good (Пустынный кондор's dive,
    /// [`crate::mechanics::movement::dive`]): on the battlefield, with movement 1, until they
    /// leave play.
    pub grounded: CardSet,
    /// The simple strikes that missed this turn, (attacker, its target), the
    /// latest per attacker, kept in games whose cards watch misses
    /// (Свирепый резак's `cut_in`); cleared at every turn end.
    pub missed_at: Vec<(CardId, CardId)>,
    /// The card mechanics' part of the state (`crate::game::hooks`).
    pub mech: <crate::game::hooks::M as crate::game::hooks::Hooks>::State,
}

impl State {
    /// A state before the first-player roll: the cards, their players' zones
    /// and the board; nothing declared, nothing used, nothing granted.
    pub(crate) fn new(seed: u64, players: [PlayerState; 2], cards: Vec<CardState>, board: Board) -> State {
        State {
            rng: GameRng::seed_from_u64(seed),
            phase: Phase::RollFirst(Player::P1),
            turn: 0,
            active: Player::P1,
            first: Player::P1,
            rolls: [0; 2],
            players,
            cards,
            board,
            play: Vec::with_capacity(32),
            queue: Vec::new(),
            exec: Vec::new(),
            result: None,
            back_row_hidden: false,
            seated: false,
            host_cells: Vec::new(),
            decisions: 0,
            declared: 0,
            strike_streak: None,
            streak_struck: CardSet::default(),
            first_strike_unanswerable: 0,
            unique_check: false,
            death_check: false,
            triggered: Vec::new(),
            trigger_others: Vec::new(),
            trigger_xs: Vec::new(),
            attack_value: 0,
            poison_x: 0,
            jump_x: 0,
            lost_x: 0,
            shown_x: 0,
            volley: None,
            draft: None,
            deferred: Vec::new(),
            later: Vec::new(),
            lent: Vec::new(),
            flights: Vec::new(),
            used: Vec::new(),
            redirected_from: Vec::new(),
            granted: Vec::new(),
            ending: false,
            ignored: None,
            shown: Vec::new(),
            last_shown: Vec::new(),
            deck_known: Vec::new(),
            blocked: false,
            heals: Vec::new(),
            markers: Vec::new(),
            rows_used: Vec::new(),
            grounded: CardSet::default(),
            missed_at: Vec::new(),
            mech: Default::default(),
        }
    }
}

/// A game of «Берсерк».
#[derive(Debug)]
pub struct Game {
    pub(crate) db: Arc<CardDb>,
    pub(crate) cfg: Arc<RulesConfig>,
    pub(crate) s: State,
    /// Events of the last applied choice or chance (not part of the state).
    pub(crate) events: Vec<Event>,
    /// What the cards of this game can do at all (derived from them, not part
    /// of the state): the rules no card can use are skipped without looking.
    pub(crate) features: Features,
    /// The creature of each squad that the last look for losers found (503.1),
    /// asked first the next time: a hint, not part of the state, checked
    /// like any other card before it counts.
    pub(crate) creature_hint: [CardId; 2],
    /// An action the current [`Game::apply`] has just checked and declared,
    /// with nothing else done since: while no one
    /// responds, its legality-check step (502.3) would ask the same question
    /// of the same position. Not part of the state; `None` outside `apply`.
    pub(crate) prechecked: Option<(CardId, Action)>,
}

/// Which rules the cards of a game can bring into play. Only the cards of this
/// game matter: a db with cards that are in neither deck must not slow every
/// game down.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Features {
    /// A sudden ability: if none, response windows are passed without looking.
    pub sudden: bool,
    /// The events the cards' triggered abilities listen to ([`crate::model::ability::TriggerEvent::bit`]).
    pub triggers: u64,
    /// Suppression of other cards' abilities (503.1).
    pub suppression: bool,
    /// Auras: constant abilities granting other cards modifiers.
    pub auras: bool,
    /// The kinds of keyword ([`crate::model::card::Keyword::bit`]) some card of the
    /// game can grant (a grant, an aura): a keyword outside it is looked
    /// for only among a card's own.
    pub granted_keywords: crate::model::card::KeywordMask,
    /// The kinds of keyword any card of the game may ever have, its own or
    /// granted: a keyword outside it is never looked for.
    pub keywords: crate::model::card::KeywordMask,
    /// Some card of the game can grant a prohibition («не может …»).
    pub grants_cannot: bool,
    /// A «Не может …» prohibition (514.2) or another modifier an effect
    /// grants for a duration (a silence, a healing prohibition, …).
    pub prohibition: bool,
    /// A card's own token maximum (514.2).
    pub token_max: bool,
    /// A card's own token maximum under a condition (`when`), which may
    /// hold or not as the cards stand.
    pub token_max_varies: bool,
    /// Incarnation (GAME.md §7).
    pub incarnation: bool,
    /// A movement or range modifier, of a card's own or granted by an effect.
    pub stats: bool,
    /// A taunt, of a card's own or granted by an effect.
    pub taunt: bool,
    /// Some card of the game can grant a taunt: only then are the granted
    /// modifiers looked through for one.
    pub grants_taunt: bool,
    /// The cards whose own abilities include a taunt, one bit per [`CardId`]
    /// (a granted taunt is looked for among all cards in play).
    pub taunters: [u64; 4],
    /// An attack that ignores the abilities of the card it attacks
    /// («игнорирует особенности атакованного существа», [`crate::rules::ignoring`]).
    pub ignoring: bool,
    /// Some card of the game can grant a change of life («−3 к [жизнь]»).
    pub life: bool,
    /// A healing replacement (516.1, [`crate::rules::heal`]).
    pub heal_replacement: bool,
    /// Strangle markers (Тварь, [`crate::rules::markers`]): prohibitions and a rule effect.
    pub strangle: bool,
    /// Markers that hold a card (514.2, [`crate::model::ability::MarkerKind::holds`]):
    /// Паук-пересмешник's web.
    pub holding: bool,
    /// A card that is not a creature (an artifact, a terrain, KINDS §7–8):
    /// only then are the kinds' rules looked at in the hot paths.
    pub kinds: bool,
    /// A companion or a parasite (KINDS §4–6): only then are the
    /// symbiotes' rules looked at in the hot paths.
    pub symbiotes: bool,
    /// The least printed life of the game's cards but terrains (0 without cards): no
    /// card's life before wounds and lives is below it, unless a grant
    /// changes life ([`LifeFacts`]).
    pub min_life: u8,
    /// What the cards bring of the card mechanics (`crate::game::hooks`).
    pub mech: <hooks::M as hooks::Hooks>::Features,
    /// The cards whose own abilities include a sudden action, one bit per
    /// [`CardId`](crate::game::types::CardId): a response window looks only
    /// at those in play ([`Game::any_sudden`]) unless a mechanic can give a
    /// card further actions.
    pub sudden_cards: crate::game::types::CardSet,
    /// Some card of the game can take a keyword away (`lose_keyword`, a
    /// grant or an aura): only then are a card's keywords checked against
    /// such grants.
    pub loses_keywords: bool,
    /// Some card reads which cards acted this turn (`acted`, Аделаида's
    /// [`crate::model::ability::Modifier::AttackDie`]): only then are the
    /// declarations marked ([`crate::game::state::PATH_ACTED`]).
    pub tracks_acted: bool,
    /// Some card can give a card a class (`grant class …`, Аделаида): only
    /// then is a class looked for beyond the printed ones.
    pub grants_class: bool,
    /// Some card can change a card's element (`grant element …`, Изувер):
    /// only then is an element looked for beyond the printed one.
    pub changes_element: bool,
    /// The cards with an action whose active zone is the graveyard
    /// (`[from graveyard]`, 201.2.3), one bit per card: the listing of
    /// declarations looks at them there too.
    pub grave_actions: crate::game::types::CardSet,
}

impl Features {
    fn of(db: &CardDb, cards: &[crate::game::state::CardState]) -> Features {
        use crate::model::card::{DefFlags, Keyword};
        let mut f = Features::default();
        // All but the taunters come from the definition alone: each is read once.
        let mut seen = vec![false; db.len()];
        let mut min_life = None;
        // Each card as printed, then each other form it may take (KINDS §7).
        let defs = cards
            .iter()
            .enumerate()
            .flat_map(|(i, c)| std::iter::once((i, c.def)).chain(db.forms_of(c.def).map(move |d| (i, d))));
        for (i, d) in defs {
            let flags = db.flags(d);
            if flags & DefFlags::TAUNT != 0 {
                f.taunters[(i / 64) % 4] |= 1 << (i % 64);
            }
            if flags & DefFlags::SUDDEN != 0 {
                f.sudden_cards.insert(crate::game::types::CardId(i as u8));
            }
            if db
                .get(d)
                .abilities
                .iter()
                .any(|a| a.is_action() && a.cost.from_graveyard)
            {
                f.grave_actions.insert(crate::game::types::CardId(i as u8));
            }
            if let Some(seen) = seen.get_mut(d as usize) {
                if std::mem::replace(seen, true) {
                    continue;
                }
            }
            f.keywords |= db.keyword_mask(d);
            let def = db.get(d);
            // A terrain has no life (and is never destroyed for it, KINDS §8).
            if def.kind == crate::model::card::Kind::Terrain {
                f.kinds = true;
            } else {
                min_life = Some(min_life.map_or(def.life, |m: u8| m.min(def.life)));
            }
            f.kinds |= !def.is_creature() || def.is_symbiote() || d as usize >= db.len();
            f.symbiotes |= def.is_symbiote();
            f.sudden |= flags & DefFlags::SUDDEN != 0;
            f.triggers |= db.triggers(d);
            f.suppression |= flags & DefFlags::SUPPRESSES != 0;
            f.auras |= flags & DefFlags::AURA != 0;
            if flags & DefFlags::GRANTS != 0 {
                // With the abilities it may copy (Анубисар).
                let copied = db.copyable(d).iter().map(|&(d, i)| &db.get(d).abilities[i as usize]);
                for a in db.get(d).abilities.iter().chain(copied) {
                    // A challenge grants the compulsion to strike (Торбьерн).
                    if a.effects
                        .iter()
                        .any(|e| e.kind == crate::model::ability::EffectKind::Challenge)
                    {
                        f.granted_keywords |= crate::model::card::Keyword::MustStrikeGranter.bit();
                    }
                    for (_, m) in a.modifiers() {
                        match m {
                            crate::model::ability::Modifier::Keyword(k)
                            | crate::model::ability::Modifier::KeywordVs { keyword: k, .. } => {
                                f.granted_keywords |= k.bit();
                            }
                            crate::model::ability::Modifier::Cannot(_) => f.grants_cannot = true,
                            crate::model::ability::Modifier::Life(_) => f.life = true,
                            crate::model::ability::Modifier::Taunt(_) => f.grants_taunt = true,
                            crate::model::ability::Modifier::LoseKeyword(_) => f.loses_keywords = true,
                            crate::model::ability::Modifier::GainClass(_) => f.grants_class = true,
                            crate::model::ability::Modifier::BecomeElement(_) => f.changes_element = true,
                            _ => {}
                        }
                    }
                }
            }
            f.prohibition |= flags & (DefFlags::PROHIBITION | DefFlags::GRANTS) != 0;
            f.token_max |= flags & DefFlags::TOKEN_MAX != 0;
            if flags & DefFlags::TOKEN_MAX != 0 {
                f.token_max_varies |= db
                    .self_mods(d)
                    .iter()
                    .any(|m| matches!(m.modifier, crate::model::ability::Modifier::MaxTokens(_)) && m.when.is_some());
            }
            f.incarnation |= db.may_have(d, Keyword::Incarnation(0));
            f.tracks_acted |= db.get(d).abilities.iter().any(|a| {
                a.modifiers()
                    .any(|(_, m)| matches!(m, crate::model::ability::Modifier::AttackDie(_)))
            });
            f.stats |= flags & (DefFlags::STATS | DefFlags::GRANTS) != 0;
            f.taunt |= flags & (DefFlags::TAUNT | DefFlags::GRANTS) != 0;
            f.ignoring |= flags & DefFlags::IGNORES_ABILITIES != 0;
            f.heal_replacement |= flags & DefFlags::HEAL_REPLACEMENT != 0;
            f.strangle |= flags & DefFlags::STRANGLES != 0;
            f.holding |= flags & DefFlags::HOLDS != 0;
        }
        f.min_life = min_life.unwrap_or(0);
        f.prohibition |= f.strangle;
        f.keywords |= f.granted_keywords;
        // Heroes made neutral (Алтарь Хигарта): elements are read as they are now.
        f.changes_element |= f.keywords & Keyword::HeroesNeutral.bit() != 0;
        f.mech = <hooks::M as hooks::Hooks>::features(db, cards);
        f
    }
}

impl Clone for Game {
    fn clone(&self) -> Self {
        Game {
            db: self.db.clone(),
            cfg: self.cfg.clone(),
            s: self.s.clone(),
            events: Vec::new(),
            features: self.features,
            creature_hint: self.creature_hint,
            prechecked: None,
        }
    }
}

impl PartialEq for Game {
    /// Two games are equal when their states are (events of the last step ignored).
    fn eq(&self, other: &Self) -> bool {
        self.s == other.s
    }
}

impl Game {
    /// Starts a game: checks both decks (GAME.md §3) and waits for the first-player roll.
    pub fn new(
        db: Arc<CardDb>,
        cfg: Arc<RulesConfig>,
        decks: [&[DefId]; 2],
        seed: u64,
    ) -> Result<Game, (Player, Illegal)> {
        let mut cards = Vec::new();
        let mut players = Vec::with_capacity(2);
        for p in Player::BOTH {
            let deck = decks[p.index()];
            check_deck(&db, &cfg, deck).map_err(|e| (p, e))?;
            if cards.len() + deck.len() > crate::game::types::MAX_CARDS {
                return Err((
                    p,
                    Illegal {
                        rule: Rule::Setup,
                        reason: Refusal::DeckTooBig {
                            size: n16(deck.len()),
                            max: n16(cfg.deck_max),
                        },
                    },
                ));
            }
            // Card ids do not follow the deck list: each player's ids are a
            // random permutation, so the id of a face-down card says nothing
            // about which card it is. The permutation comes from its own
            // generator derived from the seed, so the game's generator (dice,
            // shuffles) is untouched.
            let base = cards.len();
            let perm = id_permutation(seed, p, deck.len());
            // The definition at each id, then the cards in id order.
            let mut at = vec![0; deck.len()];
            let mut ids = Vec::with_capacity(deck.len());
            for (&d, &j) in deck.iter().zip(&perm) {
                at[j] = d;
                ids.push(CardId((base + j) as u8));
            }
            cards.extend(at.iter().map(|&d| CardState::new(d, p)));
            players.push(PlayerState::new(ids));
        }
        let p2 = players.pop().expect("two players");
        let p1 = players.pop().expect("two players");
        let s = State::new(seed, [p1, p2], cards, Board::default());
        Ok(Game::assemble(db, cfg, s))
    }

    pub(crate) fn assemble(db: Arc<CardDb>, cfg: Arc<RulesConfig>, s: State) -> Game {
        let features = Features::of(&db, &s.cards);
        Game {
            db,
            cfg,
            s,
            events: Vec::with_capacity(32),
            features,
            creature_hint: [CardId(0); 2],
            prechecked: None,
        }
    }

    // ----- reading the game -----

    pub fn db(&self) -> &CardDb {
        &self.db
    }
    pub fn config(&self) -> &RulesConfig {
        &self.cfg
    }
    /// The state of a card of this game.
    ///
    /// # Panics
    /// If `id` is not a card of this game (`id.index() >= card_count()`),
    /// with a message naming the id and the game's card count;
    /// [`Game::get_card`] is the checked form for ids from outside.
    #[inline]
    #[track_caller]
    pub fn card(&self, id: CardId) -> &CardState {
        match self.s.cards.get(id.index()) {
            Some(c) => c,
            None => no_such_card(id, self.s.cards.len()),
        }
    }
    /// The state of a card, or `None` if `id` is not a card of this game.
    pub fn get_card(&self, id: CardId) -> Option<&CardState> {
        self.s.cards.get(id.index())
    }
    /// Is `id` a card of this game?
    pub fn contains(&self, id: CardId) -> bool {
        id.index() < self.s.cards.len()
    }
    /// The definition of a card of this game.
    ///
    /// # Panics
    /// If `id` is not a card of this game, as [`Game::card`] does; the
    /// checked form is `g.get_card(id).map(|c| g.db().get(c.def))`.
    #[inline]
    #[track_caller]
    pub fn def(&self, id: CardId) -> &CardDef {
        self.db.get(self.card(id).def)
    }
    pub fn card_count(&self) -> usize {
        self.s.cards.len()
    }
    pub fn card_ids(&self) -> impl Iterator<Item = CardId> {
        (0..self.s.cards.len() as u8).map(CardId)
    }
    pub fn at(&self, cell: Cell) -> Option<CardId> {
        self.s.board.get(cell)
    }
    /// Cards in the play zone (battlefield and additional zone).
    pub fn in_play(&self) -> &[CardId] {
        &self.s.play
    }
    pub fn player(&self, p: Player) -> &PlayerState {
        &self.s.players[p.index()]
    }
    pub fn turn(&self) -> u32 {
        self.s.turn
    }
    pub fn active(&self) -> Player {
        self.s.active
    }
    pub fn first_player(&self) -> Player {
        self.s.first
    }
    pub fn orientation(&self) -> Orientation {
        Orientation { first: self.s.first }
    }
    pub fn result(&self) -> Option<GameResult> {
        self.s.result
    }
    pub fn is_over(&self) -> bool {
        self.s.result.is_some()
    }
    /// Player decisions applied so far.
    pub fn decisions(&self) -> u64 {
        self.s.decisions
    }
    /// Events of the last applied choice or chance.
    pub fn last_events(&self) -> &[Event] {
        &self.events
    }
    /// The generator's state, for records and checks of determinism.
    pub fn rng(&self) -> &GameRng {
        &self.s.rng
    }
    /// Current life: life − wounds + extra lives − negative lives (GAME.md §2).
    ///
    /// # Panics
    /// If `id` is not a card of this game, as [`Game::card`] does (check
    /// with [`Game::contains`] or [`Game::get_card`] first).
    #[track_caller]
    pub fn life(&self, id: CardId) -> i16 {
        self.life_with(id, self.card(id), self.life_facts())
    }
    /// What [`Game::life`] reads beside the card, the same for every card
    /// until a grant is made or removed: a walk over the cards takes it once.
    #[inline(always)]
    pub(crate) fn life_facts(&self) -> LifeFacts {
        let granted = self.features.life && !self.s.granted.is_empty();
        LifeFacts {
            granted,
            // Paying more and the mechanics only add; a grant may lower life to 0.
            floor: if granted { 0 } else { self.features.min_life },
        }
    }
    /// [`Game::life`] of a card whose state the caller has at hand, with
    /// [`Game::life_facts`] of this moment.
    #[inline(always)]
    pub(crate) fn life_with(&self, id: CardId, c: &CardState, f: LifeFacts) -> i16 {
        let mut printed = self.db.get(c.def).life as i16;
        if c.paid_more > 0 {
            printed += self.paid_more_life(id);
        }
        let base = if f.granted {
            self.life_base(id, printed)
        } else {
            printed
        };
        // What a card mechanic adds (Сшиватель плоти).
        let base = base + <hooks::M as hooks::Hooks>::life_added(self, id);
        base - c.wounds as i16 + c.extra_lives as i16 - c.negative_lives as i16
    }
    /// Bought for more, a card starts with more life (`when_bought: may
    /// pay_more … life +M`, GAME §3). Out of line: [`Game::life`] stays small.
    #[cold]
    #[inline(never)]
    fn paid_more_life(&self, id: CardId) -> i16 {
        match self.buy_option(id) {
            Some(crate::model::ability::Modifier::PayMore { life, .. }) => life as i16,
            _ => 0,
        }
    }
    /// The printed life with the changes granted the card («−3 к [жизнь]»),
    /// rounded up to 0 (503.1). Any grant counts, whatever ignores the
    /// card's abilities: it changes a property, it is no ability.
    #[inline(never)]
    fn life_base(&self, id: CardId, printed: i16) -> i16 {
        let change: i16 = self
            .s
            .granted
            .iter()
            .filter(|g| g.card == id)
            .filter_map(|g| match self.granted_modifier(g) {
                Some(crate::model::ability::Modifier::Life(n)) => Some(*n as i16),
                _ => None,
            })
            .sum();
        (printed + change).max(0)
    }
    /// Is the card a creature of `p`'s squad that can be seen?
    pub(crate) fn is_creature(&self, id: CardId) -> bool {
        self.def(id).is_creature()
    }
    /// Is the card a terrain (KINDS §8)?
    #[inline(always)]
    pub(crate) fn is_terrain(&self, id: CardId) -> bool {
        self.features.kinds && self.def(id).kind == Kind::Terrain
    }
    /// Is the card an artifact (KINDS §7)?
    #[inline(always)]
    pub(crate) fn is_artifact(&self, id: CardId) -> bool {
        self.features.kinds && self.def(id).kind == Kind::Artifact
    }

    /// What the game waits for.
    #[inline]
    pub fn pending(&self) -> Pending {
        // The active player's main phase, most decisions, in line.
        if matches!(self.s.phase, Phase::Main) && self.s.result.is_none() {
            return Pending::Decision {
                player: self.s.active,
                kind: DecisionKind::Main,
            };
        }
        self.pending_other()
    }

    /// [`Game::pending`] out of the main phase.
    #[inline(never)]
    fn pending_other(&self) -> Pending {
        if let Some(r) = self.s.result {
            return Pending::Over(r);
        }
        let dec = |player, kind| Pending::Decision { player, kind };
        match self.s.phase {
            Phase::RollFirst(p) => Pending::Chance(ChanceKind::FirstPlayerRoll(p)),
            Phase::ChooseFirst(p) => dec(p, DecisionKind::ChooseFirst),
            Phase::Redeal(p) => dec(p, DecisionKind::Redeal),
            Phase::Buy(p) => dec(p, DecisionKind::Buy),
            Phase::Place(p) => {
                let card = self.next_to_place(p).unwrap_or(CardId(0));
                dec(p, DecisionKind::Place(card))
            }
            Phase::Main => dec(self.s.active, DecisionKind::Main),
            Phase::Response { player, .. } => dec(player, DecisionKind::Response),
            Phase::Trigger { player } => {
                let (source, index, _) = self.s.triggered.first().copied().expect("a trigger waits");
                dec(player, DecisionKind::TriggerTarget { source, index })
            }
            Phase::Volley { player } => {
                let v = self.s.volley.as_ref().expect("a volley waits");
                dec(
                    player,
                    DecisionKind::VolleyTarget {
                        source: v.source,
                        index: v.index,
                    },
                )
            }
            Phase::Regeneration(r) => {
                let (player, kind) = self.regeneration_pending(r);
                dec(player, kind)
            }
            Phase::Healing => {
                let (player, kind) = self.healing_pending();
                dec(player, kind)
            }
            Phase::Asking(w) => self.asked(w),
            Phase::Targets { player, .. } => {
                let d = self.s.draft.as_deref().expect("a declaration waits for its targets");
                let index = crate::rules::queue::cast_index(d.action).unwrap_or(0);
                dec(
                    player,
                    DecisionKind::CastTargets {
                        source: d.source,
                        index,
                    },
                )
            }
            Phase::Exec => {
                let x = self.s.exec.last().expect("exec phase has an action");
                let src = x.decl.source;
                let tgt = x.target.unwrap_or(src);
                match x.step {
                    Step::ChooseDefender => dec(
                        self.card(tgt).controller,
                        DecisionKind::Defender {
                            attacker: src,
                            target: tgt,
                        },
                    ),
                    Step::RollAttack => Pending::Chance(ChanceKind::AttackRoll(src)),
                    Step::RollDefense => Pending::Chance(ChanceKind::DefenseRoll(tgt)),
                    Step::RollAbility => Pending::Chance(ChanceKind::AbilityRoll(src)),
                    Step::Reroll(c) => Pending::Chance(ChanceKind::Reroll(c)),
                    Step::ChooseExchange => {
                        let chooser = match x.table.and_then(|t| t.exchange).map(|e| e.chooser) {
                            Some(crate::model::strike::Side::Defender) => self.card(tgt).controller,
                            _ => x.decl.player,
                        };
                        dec(
                            chooser,
                            DecisionKind::Exchange {
                                attacker: src,
                                target: tgt,
                            },
                        )
                    }
                    Step::RollStruck { .. } => Pending::Chance(ChanceKind::AbilityRoll(tgt)),
                    Step::Asking(w) => self.asked(w),
                    Step::Start | Step::AfterDice | Step::Resolve => unreachable!("transient steps never wait"),
                }
            }
            Phase::Over => Pending::Over(self.s.result.expect("over has a result")),
        }
    }

    /// What a waiting question waits for: its answer, or a die.
    fn asked(&self, w: crate::decision::question::Waiting) -> Pending {
        use crate::decision::question::{Asking, Waits};
        match w.waits(self) {
            Waits::Decision(q) => Pending::Decision {
                player: q.player,
                kind: DecisionKind::Question(q),
            },
            Waits::Chance(kind) => Pending::Chance(kind),
        }
    }

    /// The legal options of the pending decision, in a stable order. Empty
    /// when a die or nobody is awaited.
    pub fn legal_choices(&self, out: &mut Vec<Choice>) {
        out.clear();
        let Pending::Decision { player, kind } = self.pending() else {
            return;
        };
        match kind {
            DecisionKind::ChooseFirst => out.extend([Choice::GoFirst(true), Choice::GoFirst(false)]),
            DecisionKind::Redeal => {
                out.push(Choice::Redeal(false));
                if self.check_redeal(player).is_ok() {
                    out.push(Choice::Redeal(true));
                }
            }
            DecisionKind::Buy => {
                let ps = &self.s.players[player.index()];
                let squad = self.squad_facts(ps, player);
                for &c in &ps.hand {
                    if self.check_buy_in(player, c, &squad).is_ok() {
                        out.push(Choice::Buy(c));
                        self.buy_option_choices(player, c, out);
                    }
                }
                out.push(Choice::FinishBuying);
            }
            DecisionKind::Place(_) => {
                for cell in Cell::all() {
                    if self.check_place(player, cell).is_ok() {
                        out.push(Choice::Place(cell));
                    }
                }
            }
            DecisionKind::Main => {
                if self.declaration_limit_reached() {
                    out.push(Choice::EndTurn);
                    return;
                }
                let start = out.len();
                self.main_choices(player, false, out);
                match self.compelled_striker(player) {
                    // «Обязан атаковать»: its other declarations go, and the turn can't end yet.
                    Some(c) => {
                        let mut i = 0;
                        out.retain(|ch| {
                            i += 1;
                            i <= start
                                || !matches!(*ch, Choice::Declare { source, action }
                                    if self.compulsion_allows(c, source, action).is_err())
                        });
                    }
                    None => out.push(Choice::EndTurn),
                }
            }
            DecisionKind::Response => {
                out.push(Choice::Pass);
                if !self.declaration_limit_reached() {
                    self.main_choices(player, true, out);
                }
            }
            DecisionKind::Defender { attacker, target } => {
                out.push(Choice::NoDefender);
                for &d in &self.s.play {
                    if self.can_defend(attacker, target, d) {
                        out.push(Choice::Defend(d));
                    }
                }
                // The mechanics' further options (Волот: the strike moved onto another creature).
                M::defender_options(self, attacker, target, out);
            }
            DecisionKind::Exchange { .. } => out.extend([Choice::Exchange(false), Choice::Exchange(true)]),
            DecisionKind::TriggerTarget { source, index } => self.trigger_choices(source, index, out),
            DecisionKind::VolleyTarget { source, index } => {
                // «Или менее»: a volley may stop, unless a mechanic says otherwise (Лилит и Эйдерик).
                if self.may_end_volley(source, index) {
                    out.push(Choice::Pass);
                }
                self.volley_choices(source, index, out);
            }
            DecisionKind::HealingReplacement { .. } => self.healing_choices(out),
            DecisionKind::WoundInstead { .. } if matches!(self.s.phase, Phase::Healing) => self.healing_choices(out),
            DecisionKind::Replacement { .. } | DecisionKind::HealInstead { .. } => self.regeneration_choices(out),
            DecisionKind::WoundInstead { .. } => {}
            DecisionKind::CastTargets { .. } => self.draft_choices(out),
            DecisionKind::Question(_) => {
                if let Some(w) = self.waiting() {
                    self.question_choices(w, out);
                }
            }
        }
    }

    /// The strike table's result while an exchange choice is pending (GAME.md §6).
    pub fn pending_exchange(&self) -> Option<crate::model::strike::TableResult> {
        match (self.s.phase, self.s.exec.last().copied()) {
            (Phase::Exec, Some(x)) if x.step == Step::ChooseExchange => x.table,
            _ => None,
        }
    }

    /// The legal options as a new vector.
    pub fn choices(&self) -> Vec<Choice> {
        let mut v = Vec::new();
        self.legal_choices(&mut v);
        v
    }

    /// Applies a player's choice. On refusal the game is unchanged.
    pub fn apply(&mut self, choice: Choice) -> Result<&[Event], Illegal> {
        self.events.clear();
        let Pending::Decision { player, kind } = self.pending() else {
            return match self.pending() {
                Pending::Over(_) => refuse(Rule::EndOfGame, Refusal::GameOver),
                _ => refuse(Rule::Pipeline, Refusal::ChanceExpected),
            };
        };
        self.check_choice(player, kind, choice)?;
        self.s.decisions = self.s.decisions.saturating_add(1);
        let streak = self.s.strike_streak;
        self.do_choice(player, kind, choice);
        if let (DecisionKind::Main, Choice::Declare { source, action }) = (kind, choice) {
            self.note_prechecked(source, action, streak);
        }
        self.advance();
        self.prechecked = None;
        Ok(&self.events)
    }

    /// An action checked by [`Game::check_action`] at its declaration into
    /// an empty queue, which changed nothing its check reads: no streak ended
    /// (`streak` is the one before), no trigger fired (the declaration is the
    /// only event), the queue holds it alone (a spell naming its targets
    /// one by one waits for them instead) and no attack ignores abilities.
    /// What the declaration did change — tokens reserved (501.12), a use
    /// counted (528) — the check at execution does not ask, so if both
    /// players pass, its legality-check step (502.3) has the same answer.
    fn note_prechecked(&mut self, source: CardId, action: Action, streak: Option<(CardId, CardId)>) {
        if !matches!(action, Action::Triggered { .. })
            && self.s.strike_streak == streak
            && self.events.len() == 1
            && self.s.queue.len() == 1
            && self.s.exec.is_empty()
            && self.s.ignored.is_none()
            && matches!(self.s.phase, Phase::Response { passes: 0, .. })
        {
            self.prechecked = Some((source, action));
        }
    }

    /// Applies a die's outcome (1–6): a forced chance event.
    pub fn apply_chance(&mut self, value: u8) -> Result<&[Event], Illegal> {
        self.events.clear();
        let Pending::Chance(kind) = self.pending() else {
            return refuse(Rule::Pipeline, Refusal::NoChanceExpected);
        };
        if !(1..=6).contains(&value) {
            return refuse(Rule::Pipeline, Refusal::DieOutOfRange);
        }
        self.chance(kind, value)
    }

    /// A die of the pending chance `kind` shows `value` (1–6): what follows runs.
    fn chance(&mut self, kind: ChanceKind, value: u8) -> Result<&[Event], Illegal> {
        self.do_chance(kind, value);
        self.advance();
        Ok(&self.events)
    }

    /// Rolls the pending die with the game's generator.
    pub fn roll(&mut self) -> Result<&[Event], Illegal> {
        self.events.clear();
        let Pending::Chance(kind) = self.pending() else {
            return refuse(Rule::Pipeline, Refusal::NoChanceExpected);
        };
        let v = self.d6();
        self.chance(kind, v)
    }

    /// A player resigns (GAME.md §8); allowed at any time before the end.
    pub fn resign(&mut self, player: Player) -> Result<&[Event], Illegal> {
        self.events.clear();
        if self.s.result.is_some() {
            return refuse(Rule::EndOfGame, Refusal::GameOver);
        }
        self.events.push(Event::Resigned { player });
        self.end_game(GameResult {
            winner: Some(player.opponent()),
            reason: EndReason::Resignation,
        });
        Ok(&self.events)
    }

    // ----- randomness -----

    /// A uniform d6 without modulo bias.
    pub(crate) fn d6(&mut self) -> u8 {
        self.below(6) as u8 + 1
    }

    /// A uniform integer in `0..n` (Lemire's multiply-and-reject).
    pub(crate) fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        loop {
            let x = self.s.rng.next_u32() as u64 * n as u64;
            let low = x as u32;
            if low >= n || low >= (u32::MAX - n + 1) % n {
                return (x >> 32) as u32;
            }
        }
    }

    /// Shuffles a player's deck (Fisher–Yates) as a rule effect (503.1).
    pub(crate) fn shuffle_deck(&mut self, p: Player) {
        let n = self.s.players[p.index()].deck.len();
        for i in (1..n).rev() {
            let j = self.below(i as u32 + 1) as usize;
            self.s.players[p.index()].deck.swap(i, j);
        }
        if !self.s.deck_known.is_empty() {
            self.forget_deck_order(p);
        }
        self.events.push(Event::DeckShuffled { player: p });
    }

    // ----- validation and application -----

    fn check_choice(&self, player: Player, kind: DecisionKind, choice: Choice) -> Result<(), Illegal> {
        let wrong = || refuse(Rule::Pipeline, Refusal::WrongKindOfChoice);
        match (kind, choice) {
            (DecisionKind::Question(_), _) => match self.waiting() {
                Some(w) => crate::decision::question::Asking::check(&w, self, choice),
                None => wrong(),
            },
            (DecisionKind::ChooseFirst, Choice::GoFirst(_)) => Ok(()),
            (DecisionKind::Redeal, Choice::Redeal(false)) => Ok(()),
            (DecisionKind::Redeal, Choice::Redeal(true)) => self.check_redeal(player),
            (DecisionKind::Buy, Choice::Buy(c)) => self.check_buy(player, c),
            (DecisionKind::Buy, Choice::BuyWith { card, option }) => {
                self.check_buy_with(player, card, option).map(|_| ())
            }
            (DecisionKind::Buy, Choice::FinishBuying) => Ok(()),
            (DecisionKind::Place(_), Choice::Place(cell)) => self.check_place(player, cell),
            (DecisionKind::Main, Choice::EndTurn) => match self.compelled_striker(player) {
                Some(_) if !self.declaration_limit_reached() => refuse(Rule::Keywords, Refusal::MustStrikeClosed),
                _ => Ok(()),
            },
            // A triggered ability is declared when its event fires it (the
            // TriggerTarget decision below), never at will (528).
            (
                DecisionKind::Main | DecisionKind::Response,
                Choice::Declare {
                    action: Action::Triggered { .. },
                    ..
                },
            ) => refuse(Rule::R528, Refusal::NotTriggered),
            (DecisionKind::Main | DecisionKind::Response, Choice::Declare { .. })
                if self.declaration_limit_reached() =>
            {
                refuse(Rule::DeclarationLimit, Refusal::DeclarationLimit)
            }
            (DecisionKind::Main, Choice::Declare { source, action }) => {
                self.check_action(player, source, action, false)?;
                // The card a summon takes is found in the look after its declaration (517.3).
                self.check_summon_names_no_card(source, action)?;
                match self.compelled_striker(player) {
                    Some(c) => self.compulsion_allows(c, source, action),
                    None => Ok(()),
                }
            }
            (DecisionKind::Response, Choice::Pass) => Ok(()),
            (DecisionKind::Response, Choice::Declare { source, action }) => {
                self.check_action(player, source, action, false)?;
                self.check_summon_names_no_card(source, action)?;
                if !self.is_sudden(source, action) {
                    return refuse(Rule::Pipeline, Refusal::NotSudden);
                }
                Ok(())
            }
            (DecisionKind::Defender { .. }, Choice::NoDefender) => Ok(()),
            (DecisionKind::Defender { attacker, target }, Choice::AddTarget(_)) => {
                M::check_defender_option(self, attacker, target, choice)
            }
            (DecisionKind::Defender { attacker, target }, Choice::Defend(d)) => {
                if d.index() >= self.s.cards.len() {
                    return refuse(Rule::Defender, Refusal::NoSuchCard);
                }
                if self.can_defend(attacker, target, d) {
                    Ok(())
                } else if self.prohibited(d, crate::model::card::Prohibition::Defend) {
                    // "Не может быть защитником" beats even a permission to defend
                    // any own ground creature (Ртунх): prohibition over permission.
                    let rule = if self.has_keyword(d, crate::model::card::Keyword::DefendsAnyGround) {
                        Rule::ProhibitionOverPermission
                    } else {
                        Rule::R514_2
                    };
                    refuse(rule, Refusal::Prohibited)
                } else {
                    refuse(Rule::Defender, Refusal::NotEligibleDefender)
                }
            }
            (DecisionKind::Exchange { .. }, Choice::Exchange(_)) => Ok(()),
            (
                DecisionKind::TriggerTarget { source, index },
                Choice::Declare {
                    source: s,
                    action: action @ Action::Triggered { index: i, .. },
                },
            ) if s == source && i == index => self.check_action(player, source, action, false),
            (DecisionKind::VolleyTarget { source, index }, Choice::Pass) => {
                if self.may_end_volley(source, index) {
                    Ok(())
                } else {
                    // Both attacks of Лилит и Эйдерик's volley are made.
                    refuse(Rule::R501_17, Refusal::NeedsTarget)
                }
            }
            // An optional («может») trigger may be declined; another triggered
            // ability may not. (A triggered summon is skipped in its look,
            // `crate::rules::summon`.)
            (DecisionKind::TriggerTarget { source, index }, Choice::Pass) => {
                if self.ability(source, index).is_some_and(|a| a.is_optional()) {
                    Ok(())
                } else {
                    wrong()
                }
            }
            (DecisionKind::CastTargets { .. }, Choice::AddTarget(_) | Choice::TargetsDone) => {
                self.check_draft_choice(choice)
            }
            (DecisionKind::HealingReplacement { .. }, Choice::Replace { .. } | Choice::NoReplacement) => {
                self.check_healing_choice(choice)
            }
            (DecisionKind::WoundInstead { .. }, Choice::AddTarget(_)) if matches!(self.s.phase, Phase::Healing) => {
                self.check_healing_choice(choice)
            }
            (DecisionKind::Replacement { .. }, Choice::Replace { .. } | Choice::NoReplacement)
            | (DecisionKind::HealInstead { .. }, Choice::HealOne(_) | Choice::StopHealing) => {
                self.check_regeneration_choice(choice)
            }
            (
                DecisionKind::VolleyTarget { source, index },
                Choice::Declare {
                    source: s,
                    action:
                        Action::Ability {
                            index: i,
                            target: Some(t),
                        },
                },
            ) if s == source && i == index => self.check_volley_target(source, index, t),
            _ => wrong(),
        }
    }

    fn do_choice(&mut self, player: Player, kind: DecisionKind, choice: Choice) {
        if let (DecisionKind::Question(_), Some(w)) = (kind, self.waiting()) {
            crate::decision::question::Asking::answer(w, self, choice);
            return;
        }
        match choice {
            Choice::GoFirst(me) => {
                let first = if me { player } else { player.opponent() };
                self.events.push(Event::FirstPlayerChosen { chooser: player, first });
                self.begin_deal(first);
            }
            Choice::Redeal(yes) => self.do_redeal(player, yes),
            Choice::Buy(c) => self.do_buy(player, c),
            Choice::BuyWith { card, option } => self.do_buy_with(player, card, option),
            Choice::FinishBuying => self.finish_buying(player),
            Choice::Place(cell) => {
                if let DecisionKind::Place(card) = kind {
                    self.do_place(player, card, cell);
                }
            }
            Choice::Declare { source, action } => {
                if matches!(kind, DecisionKind::Main | DecisionKind::Response) {
                    self.s.declared = self.s.declared.saturating_add(1);
                    // Anything its player declares but the same card's next
                    // strike ends a streak of strikes; a strike sets it when
                    // it is carried out.
                    if player == self.s.active
                        && !(matches!(action, Action::Strike { .. })
                            && matches!(self.s.strike_streak, Some((c, _)) if c == source))
                    {
                        self.end_strike_streak();
                    }
                }
                if matches!(kind, DecisionKind::TriggerTarget { .. }) {
                    self.take_trigger();
                }
                if matches!(kind, DecisionKind::VolleyTarget { .. }) {
                    self.declare_continuation(player, source, action);
                } else {
                    self.declare(player, source, action)
                }
            }
            Choice::EndTurn => self.end_turn(),
            Choice::Pass if matches!(kind, DecisionKind::VolleyTarget { .. }) => self.end_volley(),
            Choice::Pass if matches!(kind, DecisionKind::TriggerTarget { .. }) => self.decline_trigger(player),
            Choice::Pass => self.pass(player),
            Choice::Defend(d) => self.choose_defender(Some(d)),
            Choice::NoDefender => self.choose_defender(None),
            Choice::AddTarget(_) if matches!(kind, DecisionKind::Defender { .. }) => {
                M::defender_option_taken(self, choice)
            }
            Choice::Exchange(alt) => self.choose_exchange(player, alt),
            Choice::Replace { .. } | Choice::NoReplacement | Choice::AddTarget(_)
                if matches!(self.s.phase, Phase::Healing) =>
            {
                self.do_healing_choice(player, choice)
            }
            Choice::Replace { .. } | Choice::NoReplacement | Choice::HealOne(_) | Choice::StopHealing => {
                self.do_regeneration_choice(player, choice)
            }
            Choice::AddTarget(t) => self.add_target(t),
            Choice::TargetsDone => self.targets_done(),
            // Only a question takes an option number or a card to find (answered above).
            Choice::Pick(_) | Choice::Find(_) => {}
        }
    }

    pub(crate) fn do_chance(&mut self, kind: ChanceKind, value: u8) {
        match kind {
            ChanceKind::FirstPlayerRoll(p) => {
                self.events.push(Event::FirstRoll { player: p, value });
                self.s.rolls[p.index()] = value;
                if p == Player::P1 {
                    self.s.phase = Phase::RollFirst(Player::P2);
                } else {
                    let [a, b] = self.s.rolls;
                    if a == b {
                        self.events.push(Event::FirstRollTie);
                        self.s.phase = Phase::RollFirst(Player::P1);
                    } else {
                        let winner = if a > b { Player::P1 } else { Player::P2 };
                        self.s.phase = Phase::ChooseFirst(winner);
                    }
                }
            }
            ChanceKind::AttackRoll(_)
            | ChanceKind::DefenseRoll(_)
            | ChanceKind::AbilityRoll(_)
            | ChanceKind::Reroll(_) => {
                self.exec_die(kind, value);
            }
        }
    }

    /// Runs everything that needs no decision: response windows nobody can
    /// use, execution steps, rule effects.
    pub(crate) fn advance(&mut self) {
        loop {
            if self.s.result.is_some() {
                self.s.phase = Phase::Over;
                return;
            }
            let goes_on = match self.s.phase {
                Phase::Response { player, passes } => {
                    let waits = self.has_sudden(player);
                    if !waits {
                        self.auto_pass(player, passes);
                    }
                    !waits
                }
                // A die whose roll a grant sets is no chance event.
                Phase::Exec => self.exec_step() || M::die_due(self),
                _ => false,
            };
            // The game waits for a decision or a die: in the middle of an
            // action, a card at 0 life is destroyed first (503.1), and what
            // its death sets off runs on.
            if !goes_on && !self.perish_paused() {
                return;
            }
        }
    }

    pub(crate) fn end_game(&mut self, result: GameResult) {
        if self.s.result.is_none() {
            self.s.result = Some(result);
            self.s.phase = Phase::Over;
            self.s.ignored = None;
            self.events.push(Event::GameOver { result });
        }
    }

    /// Have both players together declared as many actions at will this turn
    /// as the settings allow ([`RulesConfig::declarations_per_turn`])?
    pub(crate) fn declaration_limit_reached(&self) -> bool {
        self.s.declared >= self.cfg.declarations_per_turn
    }

    /// The ability `index` of `id`: of its definition, or, past its
    /// printed abilities, one the mechanics give it (an action granted to
    /// it, Дверг; one copied from a partner, Анубисар). `None` when the
    /// card has no such ability, or `id` is not a card of this game.
    pub fn ability(&self, id: CardId, index: u8) -> Option<&crate::model::ability::Ability> {
        if !self.contains(id) {
            return None;
        }
        self.ability_in(&self.db, id, index)
    }

    /// [`Game::ability`], read from `db` (the game's definitions, held
    /// apart so the ability outlives a borrow of the game).
    #[inline]
    pub(crate) fn ability_in<'d>(
        &self,
        db: &'d CardDb,
        id: CardId,
        index: u8,
    ) -> Option<&'d crate::model::ability::Ability> {
        match db.get(self.card(id).def).abilities.get(index as usize) {
            Some(a) => Some(a),
            None => M::extra_ability(self, db, id, index),
        }
    }

    /// The action ability `index` of `id`'s definition (not a trigger or a constant one).
    pub(crate) fn action_ability(&self, id: CardId, index: u8) -> Option<&crate::model::ability::Ability> {
        self.ability(id, index).filter(|a| a.is_action())
    }

    /// The action ability `index` of `id` as it was declared, for its
    /// payment (501.13): a card that took a form without it in the middle
    /// of that very action (KINDS §7, Грост) pays for its printed card's.
    pub(crate) fn declared_ability(&self, id: CardId, index: u8) -> Option<&crate::model::ability::Ability> {
        self.action_ability(id, index).or_else(|| {
            let printed = self.db.printed(self.card(id).def);
            self.db
                .get(printed)
                .abilities
                .get(index as usize)
                .filter(|a| a.is_action())
        })
    }

    pub(crate) fn is_sudden(&self, source: CardId, action: Action) -> bool {
        crate::rules::queue::ability_index(action)
            .and_then(|index| self.action_ability(source, index))
            .is_some_and(|a| a.is_sudden())
    }
}

/// The order of a player's card ids: `perm[i]` is the id offset of the
/// `i`-th card of the deck list (Fisher–Yates over a generator of its own).
fn id_permutation(seed: u64, p: Player, n: usize) -> Vec<usize> {
    let mut rng = GameRng::seed_from_u64(seed ^ (0x5eed_1d5a_u64 << (8 + p.index())));
    let mut perm: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        perm.swap(i, j);
    }
    perm
}

/// The panic of a read given an id that is no card of this game (the
/// reads that document `# Panics`; out of line, so the reads stay small).
#[cold]
#[inline(never)]
#[track_caller]
pub(crate) fn no_such_card(id: CardId, count: usize) -> ! {
    panic!("card {id} is not a card of this game ({count} cards)")
}

/// A count for a refusal, saturated at `u16::MAX`.
fn n16(n: usize) -> u16 {
    n.min(u16::MAX as usize) as u16
}

/// Deck checks (GAME.md §3): 30–50 cards, at most 3 copies of a name (a
/// horde card 6, KINDS §2: the most copies of a name is that of the first
/// of its definitions in the deck).
pub fn check_deck(db: &CardDb, cfg: &RulesConfig, deck: &[DefId]) -> Result<(), Illegal> {
    if deck.iter().any(|&d| d as usize >= db.len()) {
        return refuse(Rule::Setup, Refusal::UnknownDefinition);
    }
    if deck.len() < cfg.deck_min {
        return refuse(
            Rule::Setup,
            Refusal::DeckTooSmall {
                size: n16(deck.len()),
                min: n16(cfg.deck_min),
            },
        );
    }
    if deck.len() > cfg.deck_max {
        return refuse(
            Rule::Setup,
            Refusal::DeckTooBig {
                size: n16(deck.len()),
                max: n16(cfg.deck_max),
            },
        );
    }
    // The copies of each definition, in the order of first appearance; then
    // by name (two definitions may share a name), each name with the first
    // of its definitions in the deck.
    let mut per_def: Vec<(DefId, usize)> = Vec::with_capacity(deck.len());
    for &d in deck {
        match per_def.iter_mut().find(|(x, _)| *x == d) {
            Some((_, n)) => *n += 1,
            None => per_def.push((d, 1)),
        }
    }
    let mut counts: std::collections::BTreeMap<&str, (DefId, usize)> = std::collections::BTreeMap::new();
    for (d, n) in per_def {
        counts.entry(db.get(d).name_ru.as_str()).or_insert((d, 0)).1 += n;
    }
    let allowed = |def: DefId| <crate::Mechanics as crate::game::hooks::Hooks>::copies_allowed(db, cfg, def);
    if let Some((_, &(def, copies))) = counts.iter().find(|(_, &(def, n))| n > allowed(def)) {
        return refuse(
            Rule::Setup,
            Refusal::TooManyCopies {
                def,
                copies: n16(copies),
                max: n16(allowed(def)),
            },
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::position::{Place, PosCard, Position};
    use crate::game::state::Zone;
    use crate::model::card::Element;

    /// A game at turn `turn`: one creature (movement 2) of each player, P1 to move.
    fn at_turn(turn: u32) -> Game {
        let walker = CardDef::new(
            "Ходок",
            "Walker",
            Element::Steppe,
            3,
            false,
            Kind::Creature,
            8,
            2,
            [1, 2, 3],
        );
        let cell = |s| Place::Cell(Cell::parse(s).expect("a cell"));
        let pos = Position {
            first: Player::P1,
            active: Player::P1,
            turn,
            seed: 1,
            cards: vec![
                PosCard::new(0, Player::P1, cell("c2")),
                PosCard::new(0, Player::P2, cell("c5")),
            ],
            start_of_turn: false,
        };
        let db = Arc::new(CardDb::new(vec![walker]));
        Game::from_position(db, Arc::new(RulesConfig::default()), &pos).expect("a valid position")
    }

    #[test]
    fn counters_at_their_largest_saturate_on_a_move() {
        let mut g = at_turn(u32::MAX);
        let c = CardId(0);
        g.s.cards[c.index()].moved = u8::MAX;
        g.s.decisions = u64::MAX;
        let step = Choice::Declare {
            source: c,
            action: Action::Move {
                to: Cell::parse("c3").expect("a cell"),
            },
        };
        assert!(g.choices().contains(&step), "a position at the largest turn plays");
        g.apply(step).expect("a legal step");
        assert_eq!(g.card(c).zone, Zone::Battlefield(Cell::parse("c3").expect("a cell")));
        assert_eq!(
            (g.card(c).moved, g.decisions(), g.turn()),
            (u8::MAX, u64::MAX, u32::MAX)
        );
        g.apply(Choice::EndTurn).expect("the turn ends");
        assert_eq!(g.turn(), u32::MAX);
        assert_eq!(g.check_invariants(), Ok(()));
    }

    #[test]
    fn a_card_read_with_a_foreign_id_names_the_id_and_the_card_count() {
        let g = at_turn(1);
        let err = std::panic::catch_unwind(|| g.card(CardId(200)).wounds).expect_err("a foreign id panics");
        assert_eq!(
            err.downcast_ref::<String>().map(String::as_str),
            Some("card #200 is not a card of this game (2 cards)")
        );
        assert!(g.ability(CardId(200), 0).is_none());
    }
}
