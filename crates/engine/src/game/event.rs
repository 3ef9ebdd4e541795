//! Events: what an applied choice or chance caused, each naming its rule.

use crate::game::rule::Rule;
use crate::game::types::{CardId, Player};
use crate::model::battlefield::Cell;
use crate::model::card::{AttackKind, CastKind, Keyword, Level, Protection, XCost};
use crate::model::strike::TableResult;

/// An action as declared into the declaration queue (GAME.md §5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Movement: the target is a cell (502.7).
    Move { to: Cell },
    /// A simple strike at one target (502.5).
    Strike { target: CardId },
    /// An action of the source's definition, by its index among all the
    /// card's abilities ([`CardDef::abilities`](crate::model::card::CardDef::abilities)).
    Ability { index: u8, target: Option<CardId> },
    /// Closing to gain a token (GAME.md §4).
    GainToken,
    /// A triggered ability of the source's definition (its ability `index`)
    /// declared at one target: an attack, a summon, or effects on a chosen target.
    Triggered { index: u8, target: CardId },
    /// An action whose target is a cell (teleportation, 502.7).
    AbilityAt { index: u8, cell: Cell },
    /// An action with a cost of X, declared with its X (501.15).
    AbilityX { index: u8, target: Option<CardId>, x: u8 },
}

/// A step of an action's execution (GAME.md §5), logged as it happens so a
/// judge's log shows the order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExecStep {
    /// Step 3: source and targets re-checked against the original target (502.3, 501.17).
    LegalityCheck,
    /// Step 4: the final target is settled (502.1).
    TargetSettled,
    /// Step 5: the calculation of the final damage.
    Calculation,
    /// Step 6: the result is applied.
    Application,
    /// Step 7: reserved resources are paid as fully as possible (501.13).
    Payment,
}

impl ExecStep {
    pub fn rule(self) -> Rule {
        match self {
            ExecStep::LegalityCheck => Rule::R502_3,
            ExecStep::TargetSettled => Rule::R502_1,
            ExecStep::Calculation | ExecStep::Application => Rule::Pipeline,
            ExecStep::Payment => Rule::R501_13,
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    /// `None` for a draw.
    pub winner: Option<Player>,
    pub reason: EndReason,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A player's squad holds no creatures (503.1).
    NoCreatures,
    /// Both squads lost their creatures at once (503.1, draw setting).
    BothNoCreatures,
    Resignation,
    /// The configured turn limit (not a rule of the game).
    TurnLimit,
}

impl EndReason {
    pub fn rule(self) -> Rule {
        match self {
            EndReason::NoCreatures | EndReason::BothNoCreatures => Rule::R503_1,
            EndReason::Resignation => Rule::EndOfGame,
            EndReason::TurnLimit => Rule::TurnLimit,
        }
    }
}

named_enum! {
    const KINDS, fn kind_name;
    /// Something that happened. Every event names the rule it follows ([`Event::rule`]).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Event {
        FirstRoll {
            player: Player,
            value: u8,
        },
        FirstRollTie,
        FirstPlayerChosen {
            chooser: Player,
            first: Player,
        },
        /// Prophecy (GAME.md §7): `source`'s ability shows the top `shown` cards
        /// of its controller's deck (fewer if the deck is short); each follows as
        /// a [`Event::CardShown`].
        Prophecy {
            source: CardId,
            shown: u8,
        },
        /// A card of a deck shown to both players by a prophecy.
        CardShown {
            card: CardId,
        },
        /// `source`'s ability put `card`, the top card of its controller's
        /// deck, into the graveyard face up (Лилит и Эйдерик, GAME.md §7).
        Milled {
            source: CardId,
            card: CardId,
        },
        /// `card`, shown by a prophecy, went from its owner's deck to the
        /// graveyard face up by its own ability (Утопец, GAME.md §7).
        Buried {
            card: CardId,
        },
        /// `player` looks at `card`, a card of its own deck (Ведунья Ордена):
        /// only it learns which card it is; the other sees a hidden card.
        DeckCardSeen {
            player: Player,
            card: CardId,
        },
        /// `card` was put back into `player`'s deck, on its top (`top`) or at its
        /// bottom, by an ability (Махинатор). `open`: both players know the card
        /// (a prophecy showed it); otherwise only `player` does, and the other
        /// sees a hidden card go there.
        PutOnDeck {
            player: Player,
            card: CardId,
            top: bool,
            open: bool,
        },
        /// The attack at `card` was blocked by its ability: it is not applied.
        AttackBlocked {
            card: CardId,
            attacker: CardId,
        },
        /// `source`'s ability made the first simple strike of a creature of
        /// `player` this turn unanswerable (Рагнар's Valhalla).
        FirstStrikeUnanswerable {
            source: CardId,
            player: Player,
        },
        /// `source`'s ability lets `player` move at most `creatures` of his
        /// creatures in his next turn (Криомант's ice rain, 514.2).
        MoversLimited {
            source: CardId,
            player: Player,
            creatures: u8,
        },
        /// `by`'s ability makes the Valhalla trigger `index` of `card` fire twice
        /// (Рагнар: the turn's first one).
        TriggerDoubled {
            by: CardId,
            card: CardId,
            index: u8,
        },
        /// `source`'s ability put a marker of `kind` on a card or a cell.
        MarkerPut {
            source: CardId,
            kind: crate::model::ability::MarkerKind,
            at: crate::rules::markers::MarkedAt,
        },
        /// A marker was removed: its time ran out, it went off, or its card left play.
        MarkerGone {
            kind: crate::model::ability::MarkerKind,
            at: crate::rules::markers::MarkedAt,
        },
        /// Shuffling a deck after cards were taken from it or returned (503.1).
        DeckShuffled {
            player: Player,
        },
        Dealt {
            player: Player,
            count: u8,
        },
        Redealt {
            player: Player,
            gold_paid: u8,
        },
        /// Private to `player` until the reveal.
        Bought {
            player: Player,
            card: CardId,
            gold: u8,
            silver: u8,
            penalty: u8,
        },
        BuyingFinished {
            player: Player,
            returned: u8,
        },
        /// Buying `card` gave its player `gold` gold crystals (its own
        /// «… получает золотой кристалл», GAME §3). Private like the purchase.
        GoldGained {
            player: Player,
            card: CardId,
            gold: u8,
        },
        /// `card` was bought with its purchase option (GAME §3): `option` is the
        /// X paid more (`pay_more`, Вольный воитель) or 1 (`gain_gold`, Тич).
        /// Private like the purchase.
        BuyOption {
            player: Player,
            card: CardId,
            option: u8,
        },
        /// Before squad building `player` showed `card` to the opponent and looks
        /// at `count` random cards of the opponent's deal (GAME §3, Лазутчица).
        /// Public: the card seen are `DealSeen`.
        DealPeek {
            player: Player,
            card: CardId,
            count: u8,
        },
        /// Before squad building `player` showed `card` with `partner` (an elite
        /// creature of the hand); both join the squad like ordinary cards (GAME
        /// §3, Линнет). Public.
        PairShown {
            player: Player,
            card: CardId,
            partner: CardId,
        },
        /// Before squad building `player` bought `card` showing `shown`, a
        /// creature of the deal, and took `found` creatures of its name from
        /// the deck into the deal (GAME §3, Рекрутер Храма). Public.
        Recruited {
            player: Player,
            card: CardId,
            shown: CardId,
            found: u8,
        },
        /// `card` dies because `with`, the card it was shown with at squad
        /// building, has left the play zone (503.1, Линнет).
        LinkedDeath {
            card: CardId,
            with: CardId,
        },
        /// `player` saw `card` of the opponent's deal (a `DealPeek`); private to
        /// the player who looks.
        DealSeen {
            player: Player,
            card: CardId,
        },
        /// The card is placed face down; its identity is private to its owner.
        Placed {
            player: Player,
            card: CardId,
            cell: Option<Cell>,
        },
        /// Вскрытие (503.1).
        Revealed {
            card: CardId,
        },
        /// An extra copy of a unique card returns to the deck (503.1).
        UniqueReturned {
            card: CardId,
        },
        TurnStarted {
            player: Player,
            turn: u32,
        },
        /// Opening at the start of turn (503.1).
        Opened {
            card: CardId,
        },
        /// Movement pools restored at the start of the active player's turn (503.1).
        MovementRestored {
            player: Player,
        },
        ArmorRestored {
            card: CardId,
        },
        Regenerated {
            card: CardId,
            healed: u8,
        },
        /// Declaration into the queue (GAME.md §5 step 1, 502.2).
        Declared {
            player: Player,
            source: CardId,
            action: Action,
            /// The source's cell at declaration (`None` off the battlefield).
            at: Option<Cell>,
        },
        /// A step of the execution of `source`'s action (GAME.md §5).
        Step {
            source: CardId,
            step: ExecStep,
        },
        /// An attack was redirected into another card (502.1).
        Redirected {
            attacker: CardId,
            from: CardId,
            to: CardId,
        },
        /// `source`'s attack ignores the abilities of `card`, the card it
        /// attacks («игнорирует особенности атакованного существа»): until the
        /// attack is carried out, `card` has none, as if it had lost them (502.3.1).
        AbilitiesIgnored {
            source: CardId,
            card: CardId,
        },
        /// An effect of `source`'s ability `ability` (its effect `effect`)
        /// granted `card` a modifier for a duration: a silence (502.3.1), a
        /// prohibition (514.2), a keyword … `rule`: what the modifier follows.
        Granted {
            card: CardId,
            source: CardId,
            ability: u8,
            effect: u8,
            rule: Rule,
        },
        /// A lasting effect on the card ended with its duration (503.1).
        EffectExpired {
            card: CardId,
        },
        /// A healing of a card that can't be healed heals nothing (514.2).
        HealingProhibited {
            card: CardId,
        },
        /// The card's poison was removed.
        Cured {
            card: CardId,
        },
        /// Wounds moved from one card onto another («перераспределить раны»).
        WoundsMoved {
            from: CardId,
            to: CardId,
            amount: u8,
        },
        /// Vampirism raised the card's lives above its printed life (GAME.md §7).
        ExtraLivesGained {
            card: CardId,
            gained: u8,
        },
        /// A finishing found its target with more lives than it can finish
        /// (GAME.md §7): nothing happens.
        NotFinished {
            card: CardId,
            life: i16,
            most: u8,
        },
        /// Constant abilities changed an attack's damage: `bonus` from the
        /// attacker's, `reduction` from the target's (503.1: applying the effects
        /// of constant abilities).
        ConstantEffects {
            source: CardId,
            target: CardId,
            bonus: i8,
            reduction: i8,
        },
        /// The card gained flight: it moves from `from` to the additional zone (503.1).
        TookFlight {
            card: CardId,
            from: Cell,
        },
        /// A healing of an artifact heals nothing (KINDS §7, `artifact_can_be_healed`).
        ArtifactNotHealed {
            card: CardId,
        },
        /// A revealed terrain moves from its cell `from` to the additional zone
        /// (503.1, KINDS §3).
        ToAdditionalZone {
            card: CardId,
            from: Cell,
        },
        /// A symbiote left its cell and sits on `host` (KINDS §3 seating).
        Seated {
            card: CardId,
            host: CardId,
        },
        /// A symbiote found no legal host at the seating: it goes to the
        /// graveyard, or back to its owner's deck (`to_deck`) (KINDS §3,
        /// `unseated_symbiote_to_deck`).
        Unseated {
            card: CardId,
            to_deck: bool,
        },
        /// A symbiote's host left play: the symbiote dies with it (a rule
        /// effect, KINDS §6), or stays on `cell`, the host's last cell, as an
        /// ordinary creature (`symbiote_dies_when_host_leaves_play` off).
        HostLost {
            card: CardId,
            host: CardId,
            cell: Option<Cell>,
        },
        /// The flight ended: the card moves from the additional zone back to the
        /// battlefield, on `to` (503.1).
        Landed {
            card: CardId,
            to: Cell,
        },
        /// A card in the graveyard got an incarnation token; `tokens` in all (GAME.md §7).
        IncarnationToken {
            card: CardId,
            tokens: u8,
        },
        /// A card with enough incarnation tokens returned into play (GAME.md §7):
        /// closed, or open onto its tremor (Скелетный червь).
        Incarnated {
            card: CardId,
            cell: Option<Cell>,
            open: bool,
        },
        /// Incarnation tokens removed from a card leaving the graveyard (503.1).
        IncarnationTokensRemoved {
            card: CardId,
            removed: u8,
        },
        /// Control taken until the end of the turn is lost: `player`, the
        /// opponent, controls the card now (517).
        ControlLost {
            card: CardId,
            player: Player,
        },
        /// Control is lost, but the card can't be taken into the opponent's
        /// squad: its controller keeps it (517).
        ControlKept {
            card: CardId,
        },
        /// The card's abilities are suppressed by an adjacent enemy (503.1).
        Suppressed {
            card: CardId,
        },
        /// The suppression ended: the card's abilities are active again (503.1).
        SuppressionEnded {
            card: CardId,
        },
        /// Tokens placed on a revealed card that "starts the battle with" them (503.1).
        StartingTokens {
            card: CardId,
            tokens: u8,
        },
        /// Extra lives placed on a revealed card that "starts the battle with"
        /// them (Дверг, 503.1): not a healing.
        StartingExtraLives {
            card: CardId,
            lives: u8,
        },
        /// The card moved to a cell by teleportation (502.7).
        Teleported {
            card: CardId,
            from: Cell,
            to: Cell,
        },
        /// An ability pushed the card one cell on, along its line from the
        /// ability's card (Молотобоец): a displacement, not its own movement.
        Pushed {
            card: CardId,
            from: Cell,
            to: Cell,
        },
        /// `player` picked option `option` (1-based) of `card`'s ability `index` while
        /// it acts («либо …, либо …»); `forced`: it was the only option that
        /// could happen.
        Picked {
            card: CardId,
            /// The ability's index on its card.
            index: u8,
            player: Player,
            option: u8,
            forced: bool,
        },
        /// A card left the game for the exile zone («изгнать»): from play or
        /// from a graveyard (a stitching resurrection's, Сшиватель плоти). It
        /// did not die (KINDS.md §10).
        Exiled {
            card: CardId,
        },
        /// Destroyed, the card went into its owner's deck instead of dying
        /// (516.1, «вместо гибели возвращается в колоду», Эльм); the deck is
        /// shuffled.
        DeathReplaced {
            card: CardId,
        },
        /// The card just resurrected for an exiled one lost its abilities and
        /// got `strike` more to its simple strikes and `life` more life, until
        /// it leaves play (Сшиватель плоти; 517.4).
        Stitched {
            card: CardId,
            strike: u8,
            life: u8,
        },
        /// A creature card came back from its owner's graveyard into play, open (517.4).
        Resurrected {
            card: CardId,
            /// `None`: a flyer, into the additional zone.
            cell: Option<Cell>,
        },
        /// A summon's declaration looks through `player`'s deck for the card
        /// to summon (517.3); the opponent sees it happen, not what is found.
        DeckSearched {
            player: Player,
            source: CardId,
        },
        /// A creature card came from its owner's deck into play, open (517.3).
        Summoned {
            card: CardId,
            cell: Option<Cell>,
        },
        /// The card's controller changed to `player` (517).
        ControlTaken {
            card: CardId,
            player: Player,
        },
        /// A declared action sudden-responded to by another (GAME.md §5 step 2).
        Passed {
            player: Player,
        },
        /// The legality check at the start of execution refused the action; no payment (501.17, 502.3).
        Cancelled {
            source: CardId,
            rule: Rule,
        },
        /// A prepaid cost paid at the legality-check step (501.14): here the source
        /// destroyed as the payment (501.15.1). Not an attack: no source, no target (501.16).
        Prepaid {
            card: CardId,
            rule: Rule,
        },
        /// Prepaid or reserved tokens paid (501.13, 501.14).
        TokensPaid {
            card: CardId,
            paid: u8,
            rule: Rule,
        },
        Moved {
            card: CardId,
            from: Cell,
            to: Cell,
        },
        DefenderChosen {
            defender: CardId,
            instead_of: CardId,
        },
        /// One part of the bonus a die roll is about to get (GAME §7): the
        /// keyword `keyword` of `card`, its own (`source` is the card) or
        /// granted by `source`; `amount` is what it adds (clumsiness: −1).
        /// Logged just before the [`Event::DieRolled`] it explains.
        DieModifier {
            card: CardId,
            source: CardId,
            keyword: Keyword,
            amount: i8,
        },
        /// One part of the bonus an attacking die is about to get from a marker
        /// on the attacked card (a pride marker of Хозяйка прайда, `source`).
        MarkerDieModifier {
            card: CardId,
            source: CardId,
            marker: crate::model::ability::MarkerKind,
            amount: i8,
        },
        /// `card`'s die was not rolled: a grant of `source` set it to `value`
        /// («следующий бросок кубика равен 6», Повелитель бездны); the
        /// [`Event::DieRolled`] with that roll follows.
        DieSet {
            card: CardId,
            source: CardId,
            value: u8,
        },
        /// `card` gives up `amount` points of its next die in the fight it
        /// has declared, to prophesy as many cards (Информатор,
        /// `crate::mechanics::strikes::die_prophecy`).
        DieLowering {
            card: CardId,
            amount: u8,
        },
        /// `card`'s die is lowered by `source`'s effect: `amount` (negative)
        /// is added to the roll; logged just before the [`Event::DieRolled`].
        DieLowered {
            card: CardId,
            source: CardId,
            amount: i8,
        },
        /// `card`'s player kept the roll `kept` of its two dice, not `other`
        /// (Воин храма, `crate::mechanics::strikes::two_dice`); the card's die goes on with it.
        DieKept {
            card: CardId,
            kept: u8,
            other: u8,
        },
        /// A die rolled (a chance event). `value` is `roll + bonus`.
        DieRolled {
            card: CardId,
            roll: u8,
            bonus: i8,
            value: i8,
        },
        /// The strike table's result (GAME.md §6).
        StrikeTable {
            attacker: CardId,
            target: CardId,
            result: TableResult,
        },
        ExchangeChosen {
            player: Player,
            alternative: bool,
        },
        /// An effect on the attack in flight (in the window between its dice and
        /// its calculation, 501.17 example 3): `attacker`'s strike is of this level.
        StrikeLevelSet {
            attacker: CardId,
            level: Level,
        },
        /// An effect on the simple strike in flight between two open
        /// creatures (Стратег): its result is a miss for both, `attacker`'s
        /// and `target`'s, whatever the dice showed.
        FightMissed {
            attacker: CardId,
            target: CardId,
        },
        /// `card` (Поури) took a strong strike for both instead of the dice:
        /// `attacker`'s strong strike and `target`'s strong counter-strike.
        StrongBothChosen {
            card: CardId,
            attacker: CardId,
            target: CardId,
        },
        /// `target`'s own «простые удары по нему наносят не более N»
        /// (`struck_value_max`), or «немагические атаки по нему сводятся к
        /// N» (`nonmagic_struck_max`): `attacker`'s attack at it deals `max`.
        StruckValueCapped {
            attacker: CardId,
            target: CardId,
            max: u8,
        },
        /// A marker of `kind` put by `source` on `card`'s cell (a lantern,
        /// Бул'Багур) makes `card` take `extra` more wounds from the attack or
        /// the poison wounding it now (`crate::mechanics::markers::line_marks`).
        MarkerExtraWounds {
            source: CardId,
            kind: crate::model::ability::MarkerKind,
            card: CardId,
            extra: u8,
        },
        /// An effect on the attack in flight: `attacker`'s strike is worth at most `max`.
        StrikeValueCapped {
            attacker: CardId,
            max: u8,
        },
        /// An effect on the attack in flight: `attacker`'s strike changes by `by`.
        StrikeValueChanged {
            attacker: CardId,
            by: i8,
        },
        /// An effect on the attack in flight: `card`'s die roll changes by `by`
        /// and is `roll` now; the table is computed again from it.
        DieChanged {
            card: CardId,
            by: i8,
            roll: u8,
        },
        /// An effect on the attack in flight: `card`'s die is rolled again (the
        /// new roll follows as [`Event::DieRolled`]).
        DieRerolled {
            card: CardId,
        },
        /// An attack's damage after modifiers, before protection and armor.
        Attack {
            source: CardId,
            target: CardId,
            kind: AttackKind,
            level: Level,
            damage: u8,
            counter: bool,
            /// Where source and target stood when the attack was dealt.
            cells: [Option<Cell>; 2],
        },
        /// Protection stopped the wounds (515.1).
        Protected {
            target: CardId,
            protection: Protection,
        },
        /// Armor absorbed wounds (GAME.md §6).
        ArmorAbsorbed {
            card: CardId,
            absorbed: u8,
        },
        Wounded {
            card: CardId,
            wounds: u8,
            /// Current life right after these wounds.
            life: i16,
        },
        Healed {
            card: CardId,
            healed: u8,
        },
        Closed {
            card: CardId,
            rule: Rule,
        },
        TokenGained {
            card: CardId,
        },
        /// Extra and negative lives cancelled each other (503.1).
        LivesCancelled {
            card: CardId,
            amount: u8,
        },
        /// Markers above the card's maximum removed (503.1).
        MarkersRemoved {
            card: CardId,
            removed: u8,
        },
        /// A negative base value rounded to zero after all modifiers (503.1).
        RoundedToZero {
            card: CardId,
        },
        /// Destroyed at 0 life and put into its owner's graveyard (503.1).
        Destroyed {
            card: CardId,
        },
        /// A triggered ability fired (its index among the card's abilities).
        TriggerFired {
            card: CardId,
            index: u8,
        },
        /// A triggered ability waiting for its target found no legal one and is skipped.
        TriggerSkipped {
            card: CardId,
            index: u8,
        },
        /// The player skipped a triggered summon, as if the card were not in the
        /// deck (517.3), or declined an optional («может») trigger.
        TriggerDeclined {
            card: CardId,
            index: u8,
        },
        /// The card will not open at the start of its controller's next turn (оглушение).
        Stunned {
            card: CardId,
        },
        /// A stunned card stayed closed at the start of its turn.
        StayedClosed {
            card: CardId,
        },
        /// A card forbidden to open at the start of its turn stayed closed
        /// (514.2, Орк-птицелов's net).
        OpeningProhibited {
            card: CardId,
        },
        /// The card got poison.
        Poisoned {
            card: CardId,
            amount: u8,
        },
        /// Poison wounded the card at the start of its controller's turn.
        PoisonWounds {
            card: CardId,
            wounds: u8,
            life: i16,
        },
        /// A prevention effect of `source` took `prevented` wounds off a wounding
        /// of `card` (515 prevention); `left`: what its «next N wounds» keeps for later.
        Prevented {
            source: CardId,
            card: CardId,
            prevented: u8,
            left: Option<u8>,
        },
        /// A replacement effect (the constant ability `index` of `source`) replaced
        /// `wounds` wounds of `card` by none (516.1.1).
        WoundsReplaced {
            source: CardId,
            index: u8,
            card: CardId,
            wounds: u8,
        },
        /// A replacement effect (the constant ability `index` of `source`) made
        /// `card`'s regeneration `from` into a regeneration `to` (516.1).
        RegenerationReduced {
            source: CardId,
            index: u8,
            card: CardId,
            from: u8,
            to: u8,
        },
        /// Instead of its regeneration `amount`, `card` heals other own creatures
        /// by up to `amount` wounds in total (516.1, Большой кулак).
        RegenerationReplaced {
            card: CardId,
            amount: u8,
        },
        /// A wound healed instead of `source`'s regeneration (516.1).
        HealedInstead {
            source: CardId,
            card: CardId,
            healed: u8,
        },
        /// `source` stops healing others instead of regenerating; `left` unused.
        HealingStopped {
            source: CardId,
            left: u8,
        },
        /// The healing replacement `index` of `source` replaced a healing of
        /// `card` (516.1): what it does instead follows (opened, wounded, or a
        /// healing twice as big); a blocked healing is this event alone.
        HealingReplaced {
            source: CardId,
            index: u8,
            card: CardId,
        },
        /// `player` chose which replacement effect (`index` of `source`) applies
        /// to `card`'s event (516, the choosing paragraphs).
        ReplacementChosen {
            player: Player,
            source: CardId,
            index: u8,
            card: CardId,
        },
        /// `player` chose to apply no (more) optional replacement effect: `card`'s
        /// event happens as it is.
        ReplacementDeclined {
            player: Player,
            card: CardId,
        },
        /// A target of a spell or an impact named in its declaration (502.4).
        TargetChosen {
            source: CardId,
            target: CardId,
        },
        /// A chosen target is no longer legal at the legality-check step: the
        /// spell or impact goes ahead without it (501.17, 502.6).
        TargetDropped {
            source: CardId,
            target: CardId,
            rule: Rule,
        },
        /// A spell or an impact affects all its `targets` at once (502.6); zero
        /// targets: it is paid and does nothing. `by_property`: the targets are the
        /// cards with the ability's property, fixed now (502.8).
        CastApplied {
            source: CardId,
            kind: CastKind,
            targets: u8,
            by_property: bool,
        },
        /// A deferred ability: it takes effect at the end of the turn (120) — a
        /// spell's or an impact's targets by a property are fixed then (502.8),
        /// and the rest of a chain after `at_turn_end` waits for it.
        Deferred {
            source: CardId,
        },
        /// A deferred ability's targets are fixed now and affected (120, 502.8).
        DeferredResolved {
            source: CardId,
        },
        /// The card lost `lost` tokens; `kept` reserved tokens could not be removed (501.12).
        TokensLost {
            card: CardId,
            lost: u8,
            kept: u8,
        },
        /// A cost of X paid at the legality-check step (501.14, 501.15).
        PrepaidX {
            card: CardId,
            cost: XCost,
            x: u8,
        },
        /// The prepayment killed the source: the ability does not execute (501.15).
        NotExecuted {
            source: CardId,
        },
        /// The source returned to its owner's deck as the prepayment; the deck is
        /// the ability's active zone now (501.15.1).
        ReturnedToDeck {
            card: CardId,
        },
        TurnEnded {
            player: Player,
            turn: u32,
        },
        Resigned {
            player: Player,
        },
        GameOver {
            result: GameResult,
        },
        /// A ward of `source`'s ability over the cards of `player` (515
        /// prevention, `crate::mechanics::strikes::ward`): it prevents the
        /// next `wounds` wounds, in turns `first` to `last`.
        Warded {
            source: CardId,
            player: Player,
            wounds: u8,
            first: u32,
            last: u32,
        },
        /// `card` takes as many wounds as `source` takes from now on
        /// (`crate::mechanics::strikes::mirror_wounds`, Астральный двойник).
        WoundsMirrored {
            source: CardId,
            card: CardId,
        },
        /// The card took another form (KINDS §7, `crate::mechanics::zones::forms`):
        /// it is now of `kind`; `plain`: with new stats and none of its
        /// printed abilities; `instead_of_death`: healed of all its wounds,
        /// instead of dying (516.1, Гаргулья).
        FormTaken {
            card: CardId,
            kind: crate::model::card::Kind,
            plain: bool,
            instead_of_death: bool,
        },
        /// An effect on the attack in flight: `attacker`'s strike is weakened
        /// by `by`, down to 1 at least (Надих).
        StrikeWeakened {
            attacker: CardId,
            by: u8,
        },
        /// `amount` of the wounds a ranged attack dealt `from` go to `to`
        /// instead, as its player shared them out (Обелиск топей).
        WoundsShared {
            from: CardId,
            to: CardId,
            amount: u8,
        },
        /// `card`, a card of its owner's deck named by an effect of
        /// `source`'s, went to the graveyard face up (Адепт тьмы).
        DeckCardBuried {
            source: CardId,
            card: CardId,
        },
        /// `card`, in its owner's graveyard, lost an incarnation token as
        /// the prepayment of its ability (501.14, Надих).
        IncarnationTokenPaid {
            card: CardId,
        },
    }
}

impl Event {
    /// The rule this event follows.
    pub fn rule(&self) -> Rule {
        use Event::*;
        match self {
            FirstRoll { .. } | FirstRollTie | FirstPlayerChosen { .. } | Dealt { .. } | Redealt { .. } => Rule::Setup,
            Bought { .. }
            | BuyingFinished { .. }
            | GoldGained { .. }
            | BuyOption { .. }
            | DealPeek { .. }
            | PairShown { .. }
            | Recruited { .. }
            | DealSeen { .. } => Rule::Squad,
            Placed { .. } => Rule::Placement,
            DeckShuffled { .. }
            | Revealed { .. }
            | UniqueReturned { .. }
            | Opened { .. }
            | MovementRestored { .. }
            | LivesCancelled { .. }
            | MarkersRemoved { .. }
            | RoundedToZero { .. }
            | LinkedDeath { .. }
            | Destroyed { .. } => Rule::R503_1,
            TurnStarted { .. } | TurnEnded { .. } | TokenGained { .. } => Rule::Turn,
            ArmorRestored { .. } | ArmorAbsorbed { .. } => Rule::Armor,
            Regenerated { .. }
            | Prophecy { .. }
            | CardShown { .. }
            | Milled { .. }
            | Buried { .. }
            | DeckCardBuried { .. }
            | PutOnDeck { .. }
            | DeckCardSeen { .. }
            | AttackBlocked { .. }
            | FirstStrikeUnanswerable { .. }
            | TriggerDoubled { .. } => Rule::Keywords,
            MarkerPut { .. } | MarkerExtraWounds { .. } => Rule::Keywords,
            MarkerGone { .. } => Rule::R503_1,
            Declared { .. } => Rule::R502_2,
            Step { step, .. } => step.rule(),
            Redirected { .. } => Rule::R502_1,
            AbilitiesIgnored { .. } => Rule::R502_3,
            Granted { rule, .. } => *rule,
            EffectExpired { .. } => Rule::R503_1,
            HealingProhibited { .. } | MoversLimited { .. } => Rule::R514_2,
            ExtraLivesGained { .. } | NotFinished { .. } | Cured { .. } | WoundsMoved { .. } | WoundsShared { .. } => {
                Rule::Keywords
            }
            StartingTokens { .. }
            | StartingExtraLives { .. }
            | Suppressed { .. }
            | SuppressionEnded { .. }
            | IncarnationTokensRemoved { .. }
            | TookFlight { .. }
            | ToAdditionalZone { .. }
            | Landed { .. }
            | ConstantEffects { .. } => Rule::R503_1,
            IncarnationToken { .. } | Incarnated { .. } => Rule::Keywords,
            Teleported { .. } => Rule::R502_7,
            Pushed { .. } | Picked { .. } => Rule::Pipeline,
            Resurrected { .. } | Stitched { .. } => Rule::R517_4,
            Exiled { .. } => Rule::KindsKeywords,
            ArtifactNotHealed { .. } => Rule::Artifacts,
            Seated { .. } | Unseated { .. } => Rule::Seating,
            HostLost { .. } => Rule::Symbiotes,
            DeathReplaced { .. } => Rule::R516_1,
            Summoned { .. } | DeckSearched { .. } => Rule::R517_3,
            ControlTaken { .. } | ControlLost { .. } | ControlKept { .. } => Rule::R517Control,
            Passed { .. } => Rule::Pipeline,
            Cancelled { rule, .. }
            | TokensPaid { rule, .. }
            | Prepaid { rule, .. }
            | Closed { rule, .. }
            | TargetDropped { rule, .. } => *rule,
            TargetChosen { .. } => Rule::R502_4,
            CastApplied { by_property: true, .. } => Rule::R502_8,
            CastApplied { .. } => Rule::R502_6,
            Deferred { .. } | DeferredResolved { .. } => Rule::R120,
            TokensLost { kept: 0, .. } => Rule::Pipeline,
            TokensLost { .. } => Rule::R501_12,
            PrepaidX { .. } => Rule::R501_14,
            NotExecuted { .. } => Rule::R501_15,
            ReturnedToDeck { .. } => Rule::R501_15_1,
            Moved { .. } => Rule::R502_7,
            DefenderChosen { .. } => Rule::R502_1,
            DieModifier { .. } | MarkerDieModifier { .. } | StruckValueCapped { .. } | DieSet { .. } => Rule::Keywords,
            DieLowering { .. } | DieLowered { .. } => Rule::Keywords,
            DieRolled { .. }
            | StrikeTable { .. }
            | ExchangeChosen { .. }
            | DieKept { .. }
            | StrongBothChosen { .. } => Rule::Strike,
            // The window between the dice and the calculation (501.17 example 3).
            StrikeLevelSet { .. }
            | FightMissed { .. }
            | StrikeValueCapped { .. }
            | StrikeValueChanged { .. }
            | DieChanged { .. }
            | DieRerolled { .. }
            | StrikeWeakened { .. } => Rule::R501_17,
            Attack { kind, .. } => {
                if kind.is_strike() && *kind == AttackKind::SimpleStrike {
                    Rule::Strike
                } else {
                    Rule::Ranged
                }
            }
            Protected { .. } => Rule::R515_1,
            Wounded { .. } | Healed { .. } => Rule::Pipeline,
            Resigned { .. } => Rule::EndOfGame,
            Prevented { .. } | Warded { .. } => Rule::Prevention,
            IncarnationTokenPaid { .. } => Rule::R501_14,
            WoundsMirrored { .. } => Rule::Pipeline,
            FormTaken {
                instead_of_death: true, ..
            } => Rule::R516_1,
            FormTaken { .. } => Rule::Artifacts,
            WoundsReplaced { .. } => Rule::R516_1_1,
            RegenerationReduced { .. }
            | RegenerationReplaced { .. }
            | HealedInstead { .. }
            | HealingStopped { .. }
            | HealingReplaced { .. } => Rule::R516_1,
            ReplacementChosen { .. } | ReplacementDeclined { .. } => Rule::ReplacementChoice,
            TriggerFired { .. } | TriggerSkipped { .. } => Rule::Pipeline,
            TriggerDeclined { .. } => Rule::R517_3,
            Stunned { .. } | StayedClosed { .. } | Poisoned { .. } | PoisonWounds { .. } => Rule::Keywords,
            OpeningProhibited { .. } => Rule::R514_2,
            GameOver { result } => result.reason.rule(),
        }
    }

    /// The player who alone may see this event's card identity, if it is private.
    pub fn private_to(&self) -> Option<Player> {
        match self {
            Event::Bought { player, .. }
            | Event::GoldGained { player, .. }
            | Event::BuyOption { player, .. }
            | Event::Placed { player, .. }
            | Event::DealSeen { player, .. }
            | Event::DeckCardSeen { player, .. } => Some(*player),
            Event::PutOnDeck {
                player, open: false, ..
            } => Some(*player),
            _ => None,
        }
    }
}
