//! The texts of real games with the built-in cards, every event kind, every
//! refusal and foreign card ids, in both languages.

use std::collections::BTreeSet;
use std::sync::Arc;

use berserk_engine::card::{AttackKind, CastKind, Level, Protection, XCost};
use berserk_engine::event::ExecStep;
use berserk_engine::{
    Action, CardId, Cell, Choice, EndReason, Event, Game, GameResult, Illegal, Pending, Player, Refusal, Rule,
    RulesConfig,
};
use berserk_text::{has_cyrillic, illegal_text, refusal_text, GameText, Lang};

/// Every refusal, one of each variant.
fn all_refusals() -> Vec<Refusal> {
    use Refusal::*;
    let all = vec![
        GameOver,
        NotYourDecision,
        WrongKindOfChoice,
        ChanceExpected,
        NoChanceExpected,
        DieOutOfRange,
        NoSuchCard,
        DeckTooSmall { size: 21, min: 30 },
        DeckTooBig { size: 52, max: 50 },
        TooManyCopies {
            def: 0,
            copies: 4,
            max: 3,
        },
        UnknownDefinition,
        NoRedealLeft,
        ElementalCap,
        NoSuchBuyOption,
        SquadStarted,
        NotAPartner,
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
        NotWounded,
        NoStrikesLeft,
        StrikesNotInARow,
        SameTargetAgain,
        MustStrikeClosed,
        Taunted,
        NoMovementLeft,
        NotOrthogonalStep,
        FlyersDoNotMove,
        NoSimpleStrike,
        TerrainLimit,
        TerrainNotATarget,
        ArtifactNotHealed,
        NotAHost,
        CompanionOnEnemy,
        CompanionOnFlyer,
        ParasiteOnOwn,
        ParasiteRow,
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
        NoAttackToRedirect,
        NoAttackInFlight,
        NoDieRolled,
        AlreadyChosen,
        ClosingReserved,
        NoCellLeft,
        NotInGraveyard,
        NotInDeck,
        CannotJoinSquad,
        ProtectedFromSpells,
        TargetTwice,
        TooManyTargets,
        TooFewTargets,
        NeedsX,
        NoXAllowed,
        XTooLarge,
        WrongSide,
        Prohibited,
        MoversLimited,
        AlreadyUsed,
        NotTriggered,
        DeclarationLimit,
        ConditionNotMet,
        TargetConditionNotMet,
        NotInLine,
        CellMarked,
        CellNotMarked,
    ];
    // One of each variant: a new variant fails here until it is listed.
    let names: BTreeSet<&str> = all.iter().map(Refusal::name).collect();
    assert_eq!(names.len(), all.len(), "a refusal listed twice");
    assert_eq!(
        names,
        Refusal::NAMES.iter().copied().collect(),
        "add the new refusals to all_refusals"
    );
    all
}

#[test]
fn every_refusal_has_both_texts() {
    let mut seen = BTreeSet::new();
    for r in all_refusals() {
        let (ru, en) = (refusal_text(r, Lang::Ru), refusal_text(r, Lang::En));
        assert!(has_cyrillic(&ru), "{}: {ru}", r.name());
        assert!(!en.is_empty() && !has_cyrillic(&en), "{}: {en}", r.name());
        assert!(seen.insert(en.clone()), "two refusals read {en}");
    }
    let tiny = Refusal::DeckTooSmall { size: 1, min: 30 };
    assert_eq!(refusal_text(tiny, Lang::Ru), "в колоде 1 карта, нужно не меньше 30");
    assert_eq!(
        refusal_text(tiny, Lang::En),
        "the deck has 1 card, at least 30 are needed"
    );
    let small = Refusal::DeckTooSmall { size: 24, min: 30 };
    assert_eq!(refusal_text(small, Lang::Ru), "в колоде 24 карты, нужно не меньше 30");
    let copies = Refusal::TooManyCopies {
        def: 0,
        copies: 5,
        max: 3,
    };
    assert_eq!(refusal_text(copies, Lang::Ru), "5 копий одной карты, можно не больше 3");
    let i = Illegal {
        rule: Rule::R501_17,
        reason: Refusal::OutOfRange,
    };
    assert_eq!(illegal_text(&i, Lang::En), "the target is out of range (rule 501.17)");
    assert_eq!(illegal_text(&i, Lang::Ru), "цель вне дальности (правило 501.17)");
    // The engine's own Display has identifiers only.
    assert_eq!(i.to_string(), "OutOfRange (rule 501.17)");
}

/// A small deterministic generator for the choices (SplitMix64).
struct Mix(u64);

impl Mix {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// Prepositions after which an undeclined card name would be wrong Russian.
const PREPOSITIONS: &[&str] = &[
    "по",
    "для",
    "от",
    "с",
    "со",
    "над",
    "на",
    "у",
    "к",
    "вместо",
    "из",
    "о",
    "об",
    "при",
];

/// The Russian text puts no card name (a capitalised word other than
/// "Игрок") right after a preposition: "удар по Кочевник" would need a case.
fn check_grammar(text: &str) {
    let words: Vec<&str> = text.split_whitespace().collect();
    for pair in words.windows(2) {
        let lower = pair[0].to_lowercase();
        let next = pair[1];
        let capital = next
            .chars()
            .next()
            .is_some_and(|c| c.is_uppercase() && has_cyrillic(&c.to_string()));
        if PREPOSITIONS.contains(&lower.as_str()) && capital && !next.starts_with("Игрок") {
            panic!("a card name after «{}»: {text}", pair[0]);
        }
    }
}

#[test]
#[should_panic(expected = "a card name after «по»")]
fn the_grammar_check_finds_undeclined_names() {
    check_grammar("Кочевник (c3): удар по Кочевник (c4)");
}

#[test]
fn the_grammar_check_lets_players_and_cells_pass() {
    check_grammar("контроль утрачен, карта переходит к игроку 2");
    check_grammar("Кочевник получает полёт: переносится с c3 в дополнительную зону");
    check_grammar("Игра окончена: победил Игрок 1");
}

/// Both texts of one thing: no Russian text is empty or ungrammatical in
/// that way, no English text holds a Cyrillic letter.
fn check_pair(what: &str, ru: &str, en: &str) {
    assert!(
        !ru.trim().is_empty() && !en.trim().is_empty(),
        "{what}: «{ru}» / «{en}»"
    );
    assert!(!has_cyrillic(en), "{what}: Cyrillic in English: {en}");
    check_grammar(ru);
}

fn texts_of(g: &Game, seen: &mut BTreeSet<&'static str>, events: &[Event]) {
    for e in events {
        seen.insert(e.kind_name());
        let (ru, en) = (g.describe_event(e, Lang::Ru), g.describe_event(e, Lang::En));
        check_pair(e.kind_name(), &ru, &en);
    }
    check_pair("pending", &g.describe_pending(Lang::Ru), &g.describe_pending(Lang::En));
    for c in g.choices() {
        check_pair(
            &format!("{c:?}"),
            &g.describe_choice(c, Lang::Ru),
            &g.describe_choice(c, Lang::En),
        );
    }
    for id in g.card_ids() {
        check_pair("a card", &g.card_label(id, Lang::Ru), &g.card_label(id, Lang::En));
    }
}

#[test]
fn random_games_read_well_in_both_languages() {
    let db = Arc::new(berserk_cards::builtin());
    let decks = berserk_cards::builtin_decks(&db);
    let mut seen = BTreeSet::new();
    let mut rng = Mix(2026);
    let mut games = 0;
    for seed in 0..8u64 {
        let (a, b) = (seed as usize % decks.len(), (seed as usize + 1) % decks.len());
        let cfg = Arc::new(RulesConfig::for_simulation(40));
        let mut g = Game::new(db.clone(), cfg, [&decks[a].cards, &decks[b].cards], seed).expect("legal decks");
        texts_of(&g, &mut seen, &[]);
        for _ in 0..20_000 {
            let events = match g.pending() {
                Pending::Over(_) => break,
                Pending::Chance(_) => g.roll().expect("a die").to_vec(),
                Pending::Decision { .. } => {
                    let options = g.choices();
                    let c = options[rng.next(options.len())];
                    g.apply(c).expect("a legal option").to_vec()
                }
            };
            texts_of(&g, &mut seen, &events);
        }
        games += 1;
    }
    assert_eq!(games, 8);
    // The games meet most kinds of events; all of them are checked below.
    assert!(seen.len() >= 35, "{seen:?}");
}

/// One event of every kind, naming the cards `a` and `b`.
fn every_event(a: CardId, b: CardId) -> Vec<Event> {
    let cell = |s: &str| Cell::parse(s).expect("a cell");
    let (p1, p2) = (Player::P1, Player::P2);
    let table = berserk_engine::strike::resolve(3, Some(1));
    let miss = berserk_engine::strike::resolve(0, Some(6));
    vec![
        Event::FirstRoll { player: p1, value: 5 },
        Event::FirstRollTie,
        Event::FirstPlayerChosen { chooser: p1, first: p2 },
        Event::DeckShuffled { player: p2 },
        Event::Dealt { player: p1, count: 15 },
        Event::Redealt {
            player: p1,
            gold_paid: 1,
        },
        Event::Bought {
            player: p1,
            card: a,
            gold: 2,
            silver: 3,
            penalty: 1,
        },
        Event::GoldGained {
            player: Player::P1,
            card: a,
            gold: 1,
        },
        Event::BuyOption {
            player: Player::P1,
            card: a,
            option: 2,
        },
        Event::DealPeek {
            player: Player::P1,
            card: a,
            count: 2,
        },
        Event::DealSeen {
            player: Player::P1,
            card: a,
        },
        Event::PairShown {
            player: Player::P1,
            card: a,
            partner: a,
        },
        Event::Recruited {
            player: Player::P1,
            card: a,
            shown: a,
            found: 2,
        },
        Event::LinkedDeath { card: a, with: a },
        Event::BuyingFinished {
            player: p2,
            returned: 21,
        },
        Event::Placed {
            player: p1,
            card: a,
            cell: Some(cell("c3")),
        },
        Event::Placed {
            player: p2,
            card: CardId::HIDDEN,
            cell: None,
        },
        Event::Revealed { card: a },
        Event::UniqueReturned { card: b },
        Event::TurnStarted { player: p1, turn: 3 },
        Event::Opened { card: a },
        Event::MovementRestored { player: p2 },
        Event::ArmorRestored { card: a },
        Event::Regenerated { card: a, healed: 2 },
        Event::Declared {
            player: p1,
            source: a,
            action: Action::Strike { target: b },
            at: Some(cell("c3")),
        },
        Event::Step {
            source: a,
            step: ExecStep::LegalityCheck,
        },
        Event::Redirected {
            attacker: a,
            from: b,
            to: a,
        },
        Event::AbilitiesIgnored { source: a, card: b },
        Event::Prophecy { source: a, shown: 2 },
        Event::CardShown { card: b },
        Event::Milled { source: a, card: b },
        Event::Buried { card: b },
        Event::AttackBlocked { card: a, attacker: b },
        Event::MarkerPut {
            source: a,
            kind: berserk_engine::ability::MarkerKind::Bonfire,
            at: berserk_engine::MarkedAt::Cell(cell("c3")),
        },
        Event::MarkerPut {
            source: a,
            kind: berserk_engine::ability::MarkerKind::Prey,
            at: berserk_engine::MarkedAt::Card(b),
        },
        Event::MarkerGone {
            kind: berserk_engine::ability::MarkerKind::Hunt,
            at: berserk_engine::MarkedAt::Card(b),
        },
        Event::MarkerPut {
            source: a,
            kind: berserk_engine::ability::MarkerKind::Storm,
            at: berserk_engine::MarkedAt::Row(3),
        },
        Event::MarkerPut {
            source: a,
            kind: berserk_engine::ability::MarkerKind::Lantern,
            at: berserk_engine::MarkedAt::Cell(cell("c4")),
        },
        Event::MarkerExtraWounds {
            source: a,
            kind: berserk_engine::ability::MarkerKind::Lantern,
            card: b,
            extra: 1,
        },
        Event::Granted {
            card: b,
            source: a,
            ability: 7,
            effect: 3,
            rule: Rule::R514_2,
        },
        Event::EffectExpired { card: b },
        Event::HealingProhibited { card: b },
        Event::ArtifactNotHealed { card: b },
        Event::Seated { card: a, host: b },
        Event::Unseated {
            card: a,
            to_deck: false,
        },
        Event::Unseated { card: a, to_deck: true },
        Event::HostLost {
            card: a,
            host: b,
            cell: None,
        },
        Event::HostLost {
            card: a,
            host: b,
            cell: Some(cell("c2")),
        },
        Event::ExtraLivesGained { card: b, gained: 2 },
        Event::NotFinished {
            card: b,
            life: 3,
            most: 2,
        },
        Event::Cured { card: b },
        Event::WoundsMoved {
            from: b,
            to: a,
            amount: 2,
        },
        Event::StartingTokens { card: a, tokens: 2 },
        Event::StartingExtraLives { card: a, lives: 3 },
        Event::Suppressed { card: a },
        Event::SuppressionEnded { card: a },
        Event::ControlLost { card: a, player: p2 },
        Event::ControlKept { card: a },
        Event::ConstantEffects {
            source: a,
            target: b,
            bonus: 1,
            reduction: 2,
        },
        Event::TookFlight {
            card: a,
            from: cell("c3"),
        },
        Event::ToAdditionalZone {
            card: a,
            from: cell("c3"),
        },
        Event::Landed {
            card: a,
            to: cell("c4"),
        },
        Event::IncarnationToken { card: a, tokens: 2 },
        Event::Incarnated {
            card: a,
            cell: Some(cell("b2")),
            open: false,
        },
        Event::Incarnated {
            card: a,
            cell: Some(cell("b2")),
            open: true,
        },
        Event::IncarnationTokensRemoved { card: a, removed: 3 },
        Event::Teleported {
            card: a,
            from: cell("a1"),
            to: cell("e6"),
        },
        Event::Pushed {
            card: b,
            from: cell("c3"),
            to: cell("c4"),
        },
        Event::Picked {
            card: a,
            index: 0,
            player: p2,
            option: 2,
            forced: false,
        },
        Event::Picked {
            card: a,
            index: 0,
            player: p1,
            option: 1,
            forced: true,
        },
        Event::Resurrected { card: a, cell: None },
        Event::Exiled { card: b },
        Event::DeathReplaced { card: b },
        Event::Stitched {
            card: a,
            strike: 1,
            life: 8,
        },
        Event::DeckSearched { player: p1, source: a },
        Event::Summoned {
            card: b,
            cell: Some(cell("d2")),
        },
        Event::ControlTaken { card: b, player: p1 },
        Event::Passed { player: p2 },
        Event::Cancelled {
            source: a,
            rule: Rule::R502_3,
        },
        Event::Prepaid {
            card: a,
            rule: Rule::R501_15,
        },
        Event::TokensPaid {
            card: a,
            paid: 1,
            rule: Rule::R501_13,
        },
        Event::Moved {
            card: a,
            from: cell("c3"),
            to: cell("c4"),
        },
        Event::DefenderChosen {
            defender: a,
            instead_of: b,
        },
        Event::DieModifier {
            card: a,
            source: a,
            keyword: berserk_engine::card::Keyword::Clumsiness,
            amount: -1,
        },
        Event::DieModifier {
            card: a,
            source: b,
            keyword: berserk_engine::card::Keyword::ExpAttack(2),
            amount: 2,
        },
        Event::MarkerDieModifier {
            card: a,
            source: b,
            marker: berserk_engine::ability::MarkerKind::Pride,
            amount: 1,
        },
        Event::DieKept {
            card: a,
            kept: 5,
            other: 2,
        },
        Event::DieSet {
            card: a,
            source: b,
            value: 6,
        },
        Event::DieLowering { card: a, amount: 2 },
        Event::DieLowered {
            card: a,
            source: b,
            amount: -2,
        },
        Event::DieRolled {
            card: a,
            roll: 4,
            bonus: -1,
            value: 3,
        },
        Event::StrikeTable {
            attacker: a,
            target: b,
            result: table,
        },
        Event::StrikeTable {
            attacker: a,
            target: b,
            result: miss,
        },
        Event::ExchangeChosen {
            player: p1,
            alternative: true,
        },
        Event::StrikeLevelSet {
            attacker: a,
            level: Level::Strong,
        },
        Event::FightMissed { attacker: a, target: b },
        Event::StrongBothChosen {
            card: a,
            attacker: a,
            target: b,
        },
        Event::StrikeValueCapped { attacker: a, max: 1 },
        Event::StruckValueCapped {
            attacker: a,
            target: b,
            max: 1,
        },
        Event::StrikeValueChanged { attacker: a, by: -1 },
        Event::StrikeWeakened { attacker: a, by: 2 },
        Event::WoundsShared {
            from: a,
            to: b,
            amount: 2,
        },
        Event::DeckCardBuried { source: a, card: b },
        Event::IncarnationTokenPaid { card: a },
        Event::DieChanged {
            card: a,
            by: 1,
            roll: 2,
        },
        Event::DieRerolled { card: b },
        Event::Prophecy { source: a, shown: 2 },
        Event::CardShown { card: b },
        Event::Milled { source: a, card: b },
        Event::Buried { card: b },
        Event::DeckCardSeen {
            player: Player::P1,
            card: b,
        },
        Event::PutOnDeck {
            player: Player::P1,
            card: b,
            top: true,
            open: true,
        },
        Event::PutOnDeck {
            player: Player::P1,
            card: CardId::HIDDEN,
            top: false,
            open: false,
        },
        Event::AttackBlocked { card: b, attacker: a },
        Event::FirstStrikeUnanswerable {
            source: a,
            player: Player::P1,
        },
        Event::MoversLimited {
            source: a,
            player: Player::P2,
            creatures: 2,
        },
        Event::TriggerDoubled {
            by: a,
            card: b,
            index: 1,
        },
        Event::Attack {
            source: a,
            target: b,
            kind: AttackKind::SimpleStrike,
            level: Level::Strong,
            damage: 3,
            counter: false,
            cells: [Some(cell("c3")), None],
        },
        Event::Protected {
            target: b,
            protection: Protection::Shots,
        },
        Event::ArmorAbsorbed { card: b, absorbed: 1 },
        Event::Wounded {
            card: b,
            wounds: 21,
            life: -2,
        },
        Event::Healed { card: b, healed: 1 },
        Event::Closed {
            card: a,
            rule: Rule::R501_13,
        },
        Event::TokenGained { card: a },
        Event::LivesCancelled { card: a, amount: 2 },
        Event::ExtraLivesGained { card: a, gained: 2 },
        Event::NotFinished {
            card: b,
            life: 3,
            most: 2,
        },
        Event::MarkersRemoved { card: a, removed: 1 },
        Event::RoundedToZero { card: a },
        Event::Destroyed { card: b },
        Event::TriggerFired { card: a, index: 9 },
        Event::TriggerSkipped { card: a, index: 0 },
        Event::TriggerDeclined { card: a, index: 0 },
        Event::Stunned { card: b },
        Event::StayedClosed { card: b },
        Event::OpeningProhibited { card: b },
        Event::Poisoned { card: b, amount: 1 },
        Event::PoisonWounds {
            card: b,
            wounds: 1,
            life: 4,
        },
        Event::Prevented {
            source: a,
            card: b,
            prevented: 2,
            left: Some(1),
        },
        Event::WoundsReplaced {
            source: a,
            index: 5,
            card: b,
            wounds: 3,
        },
        Event::RegenerationReduced {
            source: a,
            index: 0,
            card: b,
            from: 2,
            to: 1,
        },
        Event::RegenerationReplaced { card: a, amount: 2 },
        Event::HealedInstead {
            source: a,
            card: b,
            healed: 1,
        },
        Event::HealingStopped { source: a, left: 1 },
        Event::HealingReplaced {
            source: a,
            index: 200,
            card: b,
        },
        Event::ReplacementChosen {
            player: p1,
            source: a,
            index: 200,
            card: b,
        },
        Event::ReplacementDeclined { player: p2, card: b },
        Event::TargetChosen { source: a, target: b },
        Event::TargetDropped {
            source: a,
            target: b,
            rule: Rule::R502_3,
        },
        Event::CastApplied {
            source: a,
            kind: CastKind::Spell,
            targets: 3,
            by_property: true,
        },
        Event::Deferred { source: a },
        Event::DeferredResolved { source: a },
        Event::TokensLost {
            card: a,
            lost: 2,
            kept: 1,
        },
        Event::PrepaidX {
            card: a,
            cost: XCost::Wounds,
            x: 2,
        },
        Event::NotExecuted { source: a },
        Event::ReturnedToDeck { card: a },
        Event::TurnEnded { player: p1, turn: 3 },
        Event::Resigned { player: p2 },
        Event::GameOver {
            result: GameResult {
                winner: Some(p1),
                reason: EndReason::Resignation,
            },
        },
        Event::GameOver {
            result: GameResult {
                winner: None,
                reason: EndReason::TurnLimit,
            },
        },
        Event::Warded {
            source: a,
            player: Player::P1,
            wounds: 3,
            first: 2,
            last: 2,
        },
        Event::WoundsMirrored { source: a, card: b },
        Event::FormTaken {
            card: a,
            kind: berserk_engine::card::Kind::Artifact,
            plain: false,
            instead_of_death: true,
        },
    ]
}

fn started_game() -> Game {
    let db = Arc::new(berserk_cards::builtin());
    let decks = berserk_cards::builtin_decks(&db);
    let mut g = Game::new(
        db,
        Arc::new(RulesConfig::default()),
        [&decks[0].cards, &decks[1].cards],
        7,
    )
    .unwrap();
    // Play into the battle, so cards are in play, face down and open.
    let mut rng = Mix(7);
    while g.turn() < 2 && !g.is_over() {
        match g.pending() {
            Pending::Chance(_) => {
                g.roll().unwrap();
            }
            _ => {
                let options = g.choices();
                g.apply(options[rng.next(options.len())]).unwrap();
            }
        }
    }
    g
}

#[test]
fn every_event_kind_renders_with_real_and_foreign_ids() {
    let g = started_game();
    let kinds: BTreeSet<&str> = every_event(CardId(0), CardId(1)).iter().map(Event::kind_name).collect();
    let all: BTreeSet<&str> = Event::KINDS.iter().copied().collect();
    assert_eq!(kinds, all, "add the new kinds of events to every_event");
    let mut seen = BTreeSet::new();
    let in_play = g.in_play().to_vec();
    let (x, y) = (in_play[0], *in_play.last().unwrap());
    for (a, b) in [(x, y), (CardId(0), CardId(1)), (CardId(200), CardId::HIDDEN)] {
        texts_of(&g, &mut seen, &every_event(a, b));
    }
    // A card id that is no card of the game reads neutrally.
    let far = g.describe_event(&Event::Opened { card: CardId(200) }, Lang::En);
    assert!(far.starts_with("#200? opens ["), "{far}");
}

#[test]
fn foreign_ids_in_options_read_neutrally() {
    let g = started_game();
    let far = CardId(200);
    let mine = g.in_play()[0];
    let mut options = vec![
        Choice::Buy(far),
        Choice::Defend(far),
        Choice::HealOne(far),
        Choice::AddTarget(far),
        Choice::Replace { source: far, index: 0 },
    ];
    for action in [
        Action::Strike { target: far },
        Action::Triggered { index: 0, target: far },
        Action::Ability {
            index: 0,
            target: Some(far),
        },
        Action::AbilityX {
            index: 0,
            target: Some(far),
            x: 1,
        },
    ] {
        options.push(Choice::Declare { source: mine, action });
        options.push(Choice::Declare { source: far, action });
    }
    for c in options {
        let (ru, en) = (g.describe_choice(c, Lang::Ru), g.describe_choice(c, Lang::En));
        assert_eq!(
            (ru.as_str(), en.as_str()),
            ("нет такой карты: #200?", "no such card: #200?")
        );
    }
    // Abilities a card does not have read as the card alone.
    for index in [40u8, 255] {
        let c = Choice::Declare {
            source: mine,
            action: Action::Ability { index, target: None },
        };
        assert_eq!(g.describe_choice(c, Lang::En), g.card_label(mine, Lang::En));
    }
    assert_eq!(g.card_label(CardId::HIDDEN, Lang::Ru), "скрытая карта");
    assert_eq!(g.card_name(far, Lang::En), "#200?");
}

#[test]
fn labels_read_as_designed() {
    let g = started_game();
    // A simple strike between two cards on the battlefield, whatever the rules allow.
    let on_field: Vec<CardId> = g
        .in_play()
        .iter()
        .copied()
        .filter(|&c| g.card(c).zone.cell().is_some())
        .collect();
    let (a, b) = (on_field[0], on_field[1]);
    let strike = Choice::Declare {
        source: a,
        action: Action::Strike { target: b },
    };
    let (la, lb) = (g.card_label(a, Lang::Ru), g.card_label(b, Lang::Ru));
    assert_eq!(g.describe_choice(strike, Lang::Ru), format!("{la}: удар → {lb}"));
    let (ea, eb) = (g.card_label(a, Lang::En), g.card_label(b, Lang::En));
    assert_eq!(g.describe_choice(strike, Lang::En), format!("{ea}: strike → {eb}"));
    assert_eq!(
        g.describe_choice(Choice::HealOne(b), Lang::Ru),
        format!("излечить на 1: {lb}")
    );
    assert_eq!(
        g.describe_choice(Choice::Redeal(true), Lang::Ru),
        "пересдать за 1 золотой"
    );
    assert_eq!(g.describe_choice(Choice::Redeal(true), Lang::En), "re-deal for 1 gold");
}

#[test]
fn every_built_in_card_and_class_has_an_english_name() {
    let db = berserk_cards::builtin();
    for id in 0..db.len() {
        let def = db.get(id as berserk_engine::card::DefId);
        assert!(!has_cyrillic(&def.name_en), "{}: {}", def.name_ru, def.name_en);
        assert_eq!(berserk_text::def_name(def, Lang::En), def.name_en);
        for class in &def.classes {
            assert!(
                berserk_text::CLASSES.iter().any(|(ru, _)| ru == class),
                "{}: the class {class} has no English name",
                def.name_ru
            );
        }
    }
}

/// The golden event texts: fingerprints of the Russian and English line of
/// every event kind (with real, other and foreign card ids) and of every
/// event of [`GOLDEN_GAMES`] random games, pinned in `tests/golden/event_texts.txt`.
const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/event_texts.txt");

/// Random games of the golden event texts: half of the ready decks, half of
/// decks holding every card of set 1 (40 cards each, in card-number order).
const GOLDEN_GAMES: u64 = 40;

/// FNV-1a (64 bits) of the lines: a fingerprint stable across Rust versions.
fn fnv(h: &mut u64, line: &str) {
    for b in line.bytes().chain([b'\n']) {
        *h = (*h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
    }
}

const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// Both lines of `e`: the Russian text must be Russian (an event sent to the
/// wrong family of texts would read as its Debug form).
fn both_lines(g: &Game, e: &Event, h: &mut u64) {
    let (ru, en) = (g.describe_event(e, Lang::Ru), g.describe_event(e, Lang::En));
    assert!(has_cyrillic(&ru), "{}: {ru}", e.kind_name());
    fnv(h, &ru);
    fnv(h, &en);
}

#[test]
fn event_texts_are_as_pinned() {
    let g = started_game();
    let in_play = g.in_play().to_vec();
    let (x, y) = (in_play[0], *in_play.last().unwrap());
    let mut kinds = FNV_START;
    for (a, b) in [(x, y), (CardId(0), CardId(1)), (CardId(200), CardId::HIDDEN)] {
        for e in every_event(a, b) {
            both_lines(&g, &e, &mut kinds);
        }
    }
    let db = Arc::new(berserk_cards::builtin());
    let decks = berserk_cards::builtin_decks(&db);
    let mut set1: Vec<berserk_engine::DefId> = (0..db.len() as berserk_engine::DefId)
        .filter(|&d| db.get(d).set == 1)
        .collect();
    set1.sort_by_key(|&d| db.get(d).number);
    let every: Vec<Vec<berserk_engine::DefId>> = set1.chunks(40).filter(|c| c.len() == 40).map(<[_]>::to_vec).collect();
    let mut games = FNV_START;
    for seed in 0..GOLDEN_GAMES {
        let k = (seed / 2) as usize;
        let [a, b] = if seed % 2 == 0 {
            [&decks[k % decks.len()].cards, &decks[(k + 1) % decks.len()].cards]
        } else {
            [&every[k % every.len()], &every[(k + 1) % every.len()]]
        };
        let cfg = Arc::new(RulesConfig::for_simulation(60));
        let mut g = Game::new(db.clone(), cfg, [a, b], seed).expect("legal decks");
        let mut rng = Mix(seed);
        while !g.is_over() {
            let events = match g.pending() {
                Pending::Chance(_) => g.roll().expect("a die").to_vec(),
                _ => {
                    let options = g.choices();
                    g.apply(options[rng.next(options.len())])
                        .expect("a legal option")
                        .to_vec()
                }
            };
            for e in &events {
                both_lines(&g, e, &mut games);
            }
        }
    }
    let now = format!(
        "# The golden event texts (crates/text/tests/texts.rs, event_texts_are_as_pinned):\n\
         # fingerprints of the Russian and English line of every event kind, and of\n\
         # every event of {GOLDEN_GAMES} random games. Renew with\n\
         # BLESS=1 cargo test -p berserk-text --test texts event_texts\n\
         # when a text changes on purpose, or when the games change (the golden trace\n\
         # of berserk-bench was renewed).\n\
         kinds {kinds:016x}\n\
         games {games:016x}\n"
    );
    if std::env::var_os("BLESS").is_some() {
        std::fs::create_dir_all(std::path::Path::new(GOLDEN).parent().expect("a folder")).expect("the folder");
        std::fs::write(GOLDEN, &now).expect("write the golden file");
        return;
    }
    let pinned = std::fs::read_to_string(GOLDEN).unwrap_or_default();
    assert!(
        pinned == now,
        "the event texts are no longer as pinned in {GOLDEN}.\npinned:\n{pinned}\nnow:\n{now}\n\
         `kinds` changed: the text of some kind of event changed. `games` alone changed: \
         a text of an event of the games, or the games themselves (see the golden trace)."
    );
}
