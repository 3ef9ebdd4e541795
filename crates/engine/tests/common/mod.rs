//! A small card pool and helpers for the engine's own tests (the real cards
//! live in `berserk-cards`; the engine's tests must not depend on them).
#![allow(dead_code)]

use berserk_engine::ability::{
    Ability, Attack, Cond, Effect, EffectKind, Filter, Modifier, Prepay, Quantity, Side, Subject, Target, TargetZone,
    TriggerEvent, Until, Value,
};
use berserk_engine::card::*;
use berserk_engine::{Choice, Game, Pending, RulesConfig};
use std::sync::Arc;

#[allow(clippy::too_many_arguments)]
pub fn def(
    name: &str,
    element: Element,
    cost: u8,
    elite: bool,
    kind: Kind,
    life: u8,
    movement: u8,
    strike: [u8; 3],
) -> CardDef {
    CardDef::new(name, name, element, cost, elite, kind, life, movement, strike)
}

pub fn kw(k: Keyword) -> Ability {
    Ability::keyword(k)
}

/// A varied test pool: vanilla, keywords, ranged, flyers, tokens.
pub fn pool() -> CardDb {
    let mut v = vec![
        def("Воин", Element::Steppe, 3, false, Kind::Creature, 8, 2, [1, 2, 3]),
        def("Страж", Element::Steppe, 5, false, Kind::Creature, 10, 1, [2, 3, 4]),
        def("Лучник", Element::Steppe, 4, false, Kind::Creature, 7, 1, [1, 1, 2]),
        def("Птица", Element::Steppe, 4, true, Kind::Flyer, 6, 0, [1, 2, 2]),
        def("Голем", Element::Mountains, 5, false, Kind::Creature, 9, 1, [3, 4, 5]),
        def("Мастер", Element::Neutral, 4, true, Kind::Creature, 8, 1, [2, 2, 3]),
        def("Гном", Element::Mountains, 3, false, Kind::Creature, 7, 1, [1, 2, 3]),
        def("Тролль", Element::Swamp, 6, true, Kind::Creature, 11, 1, [3, 3, 4]),
        def("Дракон", Element::Mountains, 5, true, Kind::Flyer, 7, 0, [2, 3, 3]),
        def("Маг", Element::Neutral, 4, false, Kind::Creature, 6, 1, [1, 1, 2]),
    ];
    v[7].abilities = vec![kw(Keyword::Unanswerable)];
    v[9].abilities = vec![attack(AttackKind::Discharge, [1, 1, 1], None, false)];
    v[1].abilities = vec![kw(Keyword::ExpAttack(1)), kw(Keyword::Armor(1))];
    v[2].abilities = vec![attack(AttackKind::Shot, [1, 2, 3], Some(4), false)];
    v[3].abilities = vec![kw(Keyword::Directed)];
    v[4].abilities = vec![kw(Keyword::Clumsiness), kw(Keyword::Regeneration(1))];
    v[5].abilities = vec![special_strike_3(1, Vec::new()), heal_self(Some(2)).closing()];
    CardDb::new(v)
}

pub fn deck(db: &CardDb) -> Vec<DefId> {
    let mut d = Vec::new();
    for i in 0..db.len() as DefId {
        for _ in 0..3 {
            d.push(i);
        }
    }
    d
}

pub fn new_game(seed: u64, cfg: RulesConfig) -> Game {
    let db = Arc::new(pool());
    let d = deck(&db);
    Game::new(db, Arc::new(cfg), [&d, &d], seed).expect("valid decks")
}

/// A tiny deterministic generator for choosing options in tests.
pub struct Pick(pub u64);
impl Pick {
    pub fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Plays to the end with uniformly random choices; returns the number of steps.
pub fn play_random(g: &mut Game, seed: u64, mut check: impl FnMut(&Game)) -> usize {
    let mut pick = Pick(seed | 1);
    let mut buf: Vec<Choice> = Vec::new();
    let mut steps = 0;
    loop {
        match g.pending() {
            Pending::Over(_) => return steps,
            Pending::Chance(_) => {
                g.roll().expect("a die is pending");
            }
            Pending::Decision { .. } => {
                g.legal_choices(&mut buf);
                assert!(!buf.is_empty(), "a decision always has options: {:?}", g.pending());
                let c = buf[pick.next(buf.len())];
                if let Err(e) = g.apply(c) {
                    panic!("legal option {c:?} refused: {e}");
                }
            }
        }
        steps += 1;
        check(g);
        assert!(steps < 1_000_000, "game does not end");
    }
}

/// Every option of the pending decision is accepted on a clone, and the
/// clone keeps the invariants.
pub fn check_options(g: &Game, opts: &[Choice]) -> Result<(), String> {
    if let Pending::Decision { .. } = g.pending() {
        if opts.is_empty() {
            return Err(format!("no options for {:?}", g.pending()));
        }
        for &c in opts {
            let mut copy = g.clone();
            if let Err(e) = copy.apply(c) {
                return Err(format!("listed option {c:?} refused: {e} ({e:?})"));
            }
            copy.check_invariants()
                .map_err(|e| format!("after option {c:?}: {e}"))?;
        }
    } else if !opts.is_empty() {
        return Err(format!("options listed while {:?}", g.pending()));
    }
    Ok(())
}

/// Plays with random legal choices (seeded by `pick`), checking the
/// invariants before the first step and after every step; `all_options`:
/// also try every listed option on a clone. Returns the number of steps when
/// the game ended, `None` when it had not after `max_steps`, or what broke.
pub fn play_checking(g: &mut Game, pick: u64, all_options: bool, max_steps: u32) -> Result<Option<u32>, String> {
    let mut pick = Pick(pick | 1);
    let mut opts = Vec::new();
    let mut steps = 0u32;
    g.check_invariants()?;
    loop {
        g.legal_choices(&mut opts);
        if all_options {
            check_options(g, &opts)?;
        } else if matches!(g.pending(), Pending::Decision { .. }) && opts.is_empty() {
            return Err(format!("no options for {:?}", g.pending()));
        }
        if steps >= max_steps {
            return Ok(None);
        }
        let step = match g.pending() {
            Pending::Over(_) => return Ok(Some(steps)),
            Pending::Chance(_) => g.roll().map(|_| ()),
            Pending::Decision { .. } => {
                let c = opts[pick.next(opts.len())];
                g.apply(c).map(|_| ())
            }
        };
        step.map_err(|e| format!("step {steps}: {e}"))?;
        steps += 1;
        g.check_invariants()
            .map_err(|e| format!("step {steps} (turn {}): {e}", g.turn()))?;
    }
}

// ----- positions: building exact boards for rule tests -----

use berserk_engine::{Action, CardId, Cell, Event, Illegal, Place, Player, PosCard, Position};

/// A cell from its notation (`a1`–`e6`).
pub fn cell(s: &str) -> Cell {
    Cell::parse(s).unwrap_or_else(|| panic!("bad cell {s}"))
}

/// A plain ground creature: steppe, cost 3, ordinary, no abilities.
pub fn creature(name: &str, life: u8, movement: u8, strike: [u8; 3]) -> CardDef {
    def(name, Element::Steppe, 3, false, Kind::Creature, life, movement, strike)
}

/// A plain flyer: steppe, cost 3, ordinary, no abilities.
pub fn flyer(name: &str, life: u8, strike: [u8; 3]) -> CardDef {
    def(name, Element::Steppe, 3, false, Kind::Flyer, life, 0, strike)
}

/// Adds unconditional keywords to a definition.
pub fn with_kw(mut d: CardDef, kws: &[Keyword]) -> CardDef {
    d.abilities.extend(kws.iter().map(|&k| kw(k)));
    d
}

/// Adds abilities to a definition.
pub fn with_abilities(mut d: CardDef, abilities: Vec<Ability>) -> CardDef {
    d.abilities.extend(abilities);
    d
}

/// Adds an ability to a definition.
pub fn with_ability(mut d: CardDef, a: Ability) -> CardDef {
    d.abilities.push(a);
    d
}

/// "+N к [attacks] по [vs]".
pub fn bonus(n: i8, attacks: AttackSet, vs: Vec<Cond>) -> Ability {
    Ability::constant(Modifier::Bonus {
        amount: Value::Fixed(n),
        attacks,
        level: None,
        vs,
    })
}

/// "−N от [attacks] [by]".
pub fn reduction(n: u8, attacks: AttackSet, by: Vec<Cond>) -> Ability {
    Ability::constant(Modifier::Reduction { amount: n, attacks, by })
}

/// An attack of `kind` with these values, range and adjacency.
pub fn attack_of(kind: AttackKind, values: [u8; 3], range: Option<u8>, adjacent_ok: bool) -> Attack {
    Attack {
        range,
        adjacent_ok,
        ..Attack::new(kind, values)
    }
}

/// An attack ability: `[закрытие]: kind values, range`.
pub fn attack(kind: AttackKind, values: [u8; 3], range: Option<u8>, adjacent_ok: bool) -> Ability {
    Ability::attack(attack_of(kind, values, range, adjacent_ok))
}

/// `[N фишек][закрытие]: особый удар на 3`, with riders («при этом»).
pub fn special_strike_3(tokens: u8, riders: Vec<Effect>) -> Ability {
    let mut a = attack(AttackKind::SpecialStrike, [3; 3], None, false).tokens(tokens);
    a.effects.extend(riders);
    a
}

// The actions below cost nothing and are not sudden: add `.closing()`,
// `.sudden()`, `.tokens(n)` as the card has them.

/// "Излечиться": heals the card itself (`None`: fully).
pub fn heal_self(n: Option<u8>) -> Ability {
    Ability::action(vec![Effect::on_self(EffectKind::Heal(n.map(Value::fixed)))])
}

/// "N или менее [атак] по разным существам" (may hit adjacent ones).
pub fn volley(kind: AttackKind, values: [u8; 3], range: Option<u8>, count: u8) -> Ability {
    Ability::action_on_target(EffectKind::Volley {
        count,
        attack: attack_of(kind, values, range, true),
        then: None,
        chain: None,
    })
    .targeting(Target::One(Filter::creatures(Side::Enemy)))
}

/// Телепортация: the card moves to the cell it names.
pub fn teleport() -> Ability {
    Ability::action(vec![Effect::on_self(EffectKind::Teleport { jump: None })]).targeting(Target::Cell)
}

/// Redirects into the card an attack of `kinds` aimed at another card of its squad.
pub fn redirect(kinds: AttackSet) -> Ability {
    Ability::action_on_target(EffectKind::Redirect(kinds)).targeting(Target::One(Filter::side(Side::Own)))
}

/// A creature in play loses all its abilities until the end of the turn.
pub fn silence() -> Ability {
    Ability::action(vec![Effect::grant(
        Subject::Target,
        Modifier::LoseAbilities,
        Until::EndOfTurn,
    )])
    .targeting(Target::One(Filter::creatures(Side::Any)))
}

/// "Получить полёт до конца хода".
pub fn gain_flight() -> Ability {
    Ability::action(vec![Effect::grant(Subject::This, Modifier::Flight, Until::EndOfTurn)])
}

/// Возродить существо from the own graveyard (517.4).
pub fn resurrect() -> Ability {
    Ability::action_on_target(EffectKind::Resurrect {
        closed: false,
        ground: false,
        stitch: false,
        vs: Vec::new(),
    })
    .targeting(Target::One(
        Filter::creatures(Side::Any).in_zone(TargetZone::OwnGraveyard),
    ))
}

/// Вызвать a creature from the own deck (517.3).
pub fn summon() -> Ability {
    Ability::action_on_target(EffectKind::Summon {
        name: None,
        vs: Vec::new(),
        surrounded: None,
        here: None,
    })
    .targeting(Target::One(Filter::creatures(Side::Any).in_zone(TargetZone::OwnDeck)))
}

/// Взять под контроль an enemy creature (517), for good or until the end of the turn.
pub fn take_control(until: Until) -> Ability {
    Ability::action_on_target(EffectKind::TakeControl { until }).targeting(Target::One(Filter::creatures(Side::Enemy)))
}

/// Уничтожить карту in play.
pub fn destroy_target() -> Ability {
    Ability::action_on_target(EffectKind::Destroy)
}

/// "Уничтожить эту карту (`to_deck`: вернуть её в колоду), при этом нанести
/// N ран каждому соседнему вражескому существу" (501.15.1).
pub fn sacrifice(wounds: u8, to_deck: bool) -> Ability {
    Ability::action(vec![Effect::new(
        Subject::Adjacent(berserk_engine::ability::Side::Enemy),
        EffectKind::Wound(Value::fixed(wounds)),
    )])
    .prepaid(if to_deck { Prepay::ReturnToDeck } else { Prepay::Destroy })
}

/// The rider (or trigger effect) "отравление N" on `to`.
pub fn poison(to: Subject, n: u8) -> Effect {
    Effect::new(to, EffectKind::Poison(Value::fixed(n)))
}

/// "При [on] — <attack>": a triggered attack at an enemy its controller names
/// (Слизь's shot after its simple strike).
pub fn attack_trigger(on: AttackSet, attack: Attack) -> Ability {
    Ability::trigger(
        TriggerEvent::Attacks(on),
        vec![Effect::on_target(EffectKind::Attack(attack))],
    )
    .targeting(Target::One(Filter::side(Side::Enemy)))
}

/// "При ближнем ударе по этой карте — нанести атакующему N ран".
pub fn wound_attacker(n: u8) -> Ability {
    Ability::trigger(
        TriggerEvent::Struck(berserk_engine::card::AttackSet::STRIKES),
        vec![Effect::new(Subject::Other, EffectKind::Wound(Value::fixed(n)))],
    )
}

/// A position under construction: definitions and cards. By default the
/// first player is P1, it is P1's turn 1, and start-of-turn effects are not run.
pub struct Table {
    pub defs: Vec<CardDef>,
    pub cards: Vec<PosCard>,
    pub cfg: RulesConfig,
    pub first: Player,
    pub active: Player,
    pub turn: u32,
    pub seed: u64,
    pub start_of_turn: bool,
}

impl Default for Table {
    fn default() -> Self {
        Table::new()
    }
}

impl Table {
    pub fn new() -> Table {
        Table {
            defs: Vec::new(),
            cards: Vec::new(),
            cfg: RulesConfig::default(),
            first: Player::P1,
            active: Player::P1,
            turn: 1,
            seed: 7,
            start_of_turn: false,
        }
    }
    /// Registers a definition.
    pub fn def(&mut self, d: CardDef) -> DefId {
        self.defs.push(d);
        (self.defs.len() - 1) as DefId
    }
    /// Puts an open, face-up card on a cell (`"c3"`) or, with `"air"`, in the
    /// additional zone. Returns its id in the game.
    pub fn put(&mut self, def: DefId, owner: Player, place: &str) -> CardId {
        let place = if place == "air" {
            Place::Additional
        } else {
            Place::Cell(cell(place))
        };
        self.put_at(def, owner, place)
    }
    pub fn put_at(&mut self, def: DefId, owner: Player, place: Place) -> CardId {
        self.cards.push(PosCard::new(def, owner, place));
        CardId((self.cards.len() - 1) as u8)
    }
    /// Adds a definition and puts one card of it.
    pub fn add(&mut self, d: CardDef, owner: Player, place: &str) -> CardId {
        let def = self.def(d);
        self.put(def, owner, place)
    }
    pub fn pos_card(&mut self, id: CardId) -> &mut PosCard {
        &mut self.cards[id.index()]
    }
    pub fn close(&mut self, id: CardId) {
        self.pos_card(id).open = false;
    }
    pub fn position(&self) -> Position {
        Position {
            first: self.first,
            active: self.active,
            turn: self.turn,
            seed: self.seed,
            cards: self.cards.clone(),
            start_of_turn: self.start_of_turn,
        }
    }
    pub fn game(&self) -> Game {
        Game::from_position(
            Arc::new(CardDb::new(self.defs.clone())),
            Arc::new(self.cfg.clone()),
            &self.position(),
        )
        .expect("a valid position")
    }
}

/// Applies a choice that must be legal; returns its events.
pub fn choose(g: &mut Game, c: Choice) -> Vec<Event> {
    match g.apply(c) {
        Ok(ev) => ev.to_vec(),
        Err(e) => panic!("{c:?} refused: {e} ({e:?}); pending {:?}", g.pending()),
    }
}

/// Applies a choice that must be refused; checks the game did not change.
pub fn refused(g: &mut Game, c: Choice) -> Illegal {
    let before = g.clone();
    match g.apply(c) {
        Ok(ev) => panic!("{c:?} accepted: {ev:?}"),
        Err(e) => {
            assert!(*g == before, "a refused choice changed the game");
            e
        }
    }
}

/// Forces a die; returns its events.
pub fn die(g: &mut Game, v: u8) -> Vec<Event> {
    match g.apply_chance(v) {
        Ok(ev) => ev.to_vec(),
        Err(e) => panic!("die {v} refused: {e}; pending {:?}", g.pending()),
    }
}

pub fn declare(g: &mut Game, source: CardId, action: Action) -> Vec<Event> {
    choose(g, Choice::Declare { source, action })
}

/// Declares the summon (ability `index`) of `source`, which looks through
/// the deck, and finds a card of definition `def` in it (517.3).
pub fn summon_found(g: &mut Game, source: CardId, index: u8, def: DefId) -> Vec<Event> {
    let mut ev = declare(g, source, Action::Ability { index, target: None });
    ev.extend(choose(g, Choice::Find(def)));
    ev
}

/// Declares a simple strike.
pub fn strike(g: &mut Game, source: CardId, target: CardId) -> Vec<Event> {
    declare(g, source, Action::Strike { target })
}

pub fn strike_choice(source: CardId, target: CardId) -> Choice {
    Choice::Declare {
        source,
        action: Action::Strike { target },
    }
}

/// Declares a simple strike and feeds the given dice; returns all events.
pub fn strike_with(g: &mut Game, source: CardId, target: CardId, dice: &[u8]) -> Vec<Event> {
    let mut ev = strike(g, source, target);
    for &d in dice {
        ev.extend(die(g, d));
    }
    ev
}

/// Is the game waiting for the active player's main decision?
pub fn is_main(g: &Game) -> bool {
    matches!(
        g.pending(),
        Pending::Decision {
            kind: berserk_engine::DecisionKind::Main,
            ..
        }
    )
}

/// Wounds dealt to `card` in these events.
pub fn wounds_in(ev: &[Event], card: CardId) -> u8 {
    ev.iter()
        .map(|e| match e {
            Event::Wounded { card: c, wounds, .. } if *c == card => *wounds,
            _ => 0,
        })
        .sum()
}

// ----- a richer pool for property tests -----

/// The test pool plus cards exercising more rules: sudden actions, unique
/// cards, protections, DefendsAnyGround, strikes only at the opposite cell,
/// bonuses and reductions, formation, throws at adjacent cards, strikes over
/// a row, abilities without the close icon and token-paid sudden abilities.
pub fn rich_pool() -> CardDb {
    let mut v = pool().cards;
    let c = |name: &str, element, cost, elite, life, movement, strike| {
        def(name, element, cost, elite, Kind::Creature, life, movement, strike)
    };
    // 10: sudden shooter.
    v.push(with_ability(
        c("Шпион", Element::Forest, 3, false, 5, 1, [1, 1, 2]),
        attack(AttackKind::Shot, [1, 1, 1], Some(3), false).sudden(),
    ));
    // 11: unique, with protection from flyers.
    let mut king = with_kw(
        c("Король", Element::Forest, 4, true, 9, 1, [2, 3, 4]),
        &[Keyword::Protection(Protection::Flyers)],
    );
    king.unique = true;
    v.push(king);
    // 12: flyer defending any ground ally.
    v.push(with_kw(
        def("Ртунх", Element::Neutral, 4, false, Kind::Flyer, 5, 0, [1, 2, 2]),
        &[Keyword::DefendsAnyGround, Keyword::ExpDefense(1)],
    ));
    // 13: strikes only at its opposite cell, protection from weak strikes.
    v.push(with_kw(
        c("Циклоп", Element::Mountains, 5, false, 10, 1, [3, 4, 5]),
        &[
            Keyword::StrikesOnlyOpposite,
            Keyword::Protection(Protection::WeakStrikes),
        ],
    ));
    // 14: bonus against mountains, reduction from cheap cards, directed.
    v.push(with_abilities(
        c("Охотник", Element::Forest, 4, false, 7, 2, [1, 2, 3]),
        vec![
            bonus(1, AttackSet::STRIKES, vec![Cond::Element(Element::Mountains)]),
            reduction(1, AttackSet::ALL, vec![Cond::CostAtMost(3)]),
            kw(Keyword::Directed),
        ],
    ));
    // 15: formation: ОвА 1 and armor 1 while in formation.
    v.push(with_abilities(
        c("Копейщик", Element::Steppe, 3, false, 6, 1, [1, 2, 2]),
        vec![
            kw(Keyword::Formation),
            kw(Keyword::ExpAttack(1)).when(Cond::InFormation),
            kw(Keyword::Armor(1)).when(Cond::InFormation),
        ],
    ));
    // 16: throw at adjacent cards, strike over a row.
    v.push(with_abilities(
        c("Метатель", Element::Swamp, 4, false, 6, 1, [1, 1, 2]),
        vec![
            attack(AttackKind::Throw, [1, 2, 3], Some(2), true),
            attack(AttackKind::StrikeOverRow, [2, 2, 2], None, false),
        ],
    ));
    // 17: heals without closing; a token-paid sudden magic strike.
    v.push(with_abilities(
        c("Шаман", Element::Darkness, 4, false, 6, 1, [1, 1, 1]),
        vec![
            heal_self(Some(1)),
            Ability::action_on_target(EffectKind::Attack(
                Attack::new(AttackKind::MagicStrike, [2, 2, 2]).range(4),
            ))
            .tokens(1)
            .sudden(),
        ],
    ));
    // 18: unanswerable flyer with clumsiness.
    v.push(with_kw(
        def("Гарпия", Element::Darkness, 3, false, Kind::Flyer, 4, 0, [1, 2, 3]),
        &[Keyword::Unanswerable, Keyword::Clumsiness],
    ));
    // 19: heavy armor, ОвЗ.
    v.push(with_kw(
        c("Латник", Element::Mountains, 5, true, 8, 1, [2, 2, 3]),
        &[Keyword::Armor(2), Keyword::ExpDefense(1)],
    ));
    // 20–23: the shapes of issue 4: a volley (Аколит Дзара), a sudden redirect,
    // a sudden teleport, and a card with riders, a silence and triggers (Борг, Слизь).
    v.push(with_ability(
        c("Аколит", Element::Steppe, 5, false, 7, 1, [1, 1, 2]),
        volley(AttackKind::Discharge, [1, 1, 1], None, 3).closing(),
    ));
    let kinds = AttackSet::of(AttackKind::Shot).union(AttackSet::of(AttackKind::Discharge));
    v.push(with_ability(
        c("Отражатель", Element::Neutral, 4, false, 9, 1, [1, 1, 1]),
        redirect(kinds).sudden(),
    ));
    v.push(with_ability(
        c("Прыгун", Element::Forest, 4, false, 7, 1, [1, 2, 2]),
        teleport().closing().sudden(),
    ));
    v.push(with_abilities(
        c("Слизняк", Element::Swamp, 6, false, 9, 1, [2, 3, 3]),
        vec![
            special_strike_3(1, vec![poison(Subject::Target, 1), Effect::on_target(EffectKind::Stun)]),
            silence().closing().sudden(),
            attack_trigger(AttackSet::SIMPLE, Attack::new(AttackKind::Shot, [1, 1, 2]).range(3)),
            wound_attacker(1),
        ],
    ));
    // 24: the general trigger events, values and durations: a targeted shot at
    // the end of its turn, a token when it moves or is shot at, a heal when an
    // enemy creature dies, a heal for the card it defends, movement at the
    // start of the enemy's turn until the end of its own next one.
    v.push(with_abilities(
        c("Часовой", Element::Neutral, 4, false, 8, 1, [1, 2, 2]),
        vec![
            Ability::trigger(
                TriggerEvent::TurnEnd(Side::Own),
                vec![Effect::on_target(EffectKind::Attack(
                    Attack::new(AttackKind::Shot, [1, 1, 1]).range(3),
                ))],
            )
            .targeting(Target::One(Filter::side(Side::Enemy))),
            Ability::trigger(
                TriggerEvent::Moves,
                vec![Effect::on_self(EffectKind::GainTokens(Value::fixed(1)))],
            ),
            Ability::trigger(
                TriggerEvent::Struck(AttackSet::RANGED),
                vec![Effect::on_self(EffectKind::GainTokens(Value::fixed(1)))],
            ),
            Ability::trigger(
                TriggerEvent::CreatureDies,
                vec![Effect::on_self(EffectKind::Heal(Some(Value::Of {
                    quantity: Quantity::Tokens,
                    card: Subject::This,
                    max: Some(2),
                })))],
            )
            .vs(vec![Cond::Enemy]),
            Ability::trigger(
                TriggerEvent::Defends,
                vec![Effect::new(Subject::Other, EffectKind::Heal(Some(Value::fixed(1))))],
            ),
            Ability::trigger(
                TriggerEvent::TurnStart(Side::Enemy),
                vec![Effect::grant(
                    Subject::This,
                    Modifier::Movement(1),
                    Until::EndOfNextTurn { yours: true },
                )],
            ),
            Ability::keyword(Keyword::Armor(1)).when(Cond::Not(Box::new(Cond::MovedThisTurn))),
        ],
    ));
    CardDb::new(v)
}

/// Two copies of every card of the rich pool: a 50-card deck.
pub fn rich_deck(db: &CardDb) -> Vec<DefId> {
    (0..db.len() as DefId).flat_map(|i| [i, i]).collect()
}

pub fn new_rich_game(seed: u64, cfg: RulesConfig) -> Game {
    let db = Arc::new(rich_pool());
    let d = rich_deck(&db);
    Game::new(db, Arc::new(cfg), [&d, &d], seed).expect("valid decks")
}

/// A game with the built-in cards and two built-in decks (by index).
pub fn new_builtin_game(seed: u64, cfg: RulesConfig, which: [usize; 2]) -> Game {
    let db = berserk_cards::builtin();
    let decks = berserk_cards::builtin_decks(&db);
    let (d1, d2) = (decks[which[0]].cards.clone(), decks[which[1]].cards.clone());
    Game::new(Arc::new(db), Arc::new(cfg), [&d1, &d2], seed).expect("built-in decks are legal")
}

/// The index of the built-in deck named `name` (for [`new_builtin_game`]).
pub fn builtin_deck(name: &str) -> usize {
    static NAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    let names = NAMES.get_or_init(|| {
        let db = berserk_cards::builtin();
        berserk_cards::builtin_decks(&db).into_iter().map(|d| d.name).collect()
    });
    names
        .iter()
        .position(|n| n == name)
        .unwrap_or_else(|| panic!("no built-in deck {name:?}"))
}

/// The rules-example deck (spells, impacts, prepayments) against the swamp
/// and mountains deck (triggered abilities), found by name.
pub fn rules_examples_pairing() -> [usize; 2] {
    [builtin_deck("Примеры правил"), builtin_deck("Болото и горы")]
}

/// Did the events grant `card` a modifier that follows `rule`?
pub fn granted(ev: &[Event], card: CardId, rule: berserk_engine::Rule) -> bool {
    ev.iter()
        .any(|e| matches!(e, Event::Granted { card: c, rule: r, .. } if *c == card && *r == rule))
}

// ----- random-game soaks of one mechanism -----

/// A deck of three copies of each named card of `db`.
pub fn three_of_each(db: &CardDb, names: &[&str]) -> Vec<DefId> {
    names
        .iter()
        .flat_map(|n| std::iter::repeat_n(db.find(n).expect("a card of the db"), 3))
        .collect()
}

/// What a soak checks at one decision, as the test decides from the game
/// and its options before the choice ([`soak`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Watch {
    /// There are options, and every one is accepted (on a clone).
    pub accepted: bool,
    /// The decider's determinization offers the same options.
    pub same_options: bool,
    /// Each player's view survives determinization (checked every 50 steps
    /// anyway).
    pub views: bool,
}

/// Plays the game `g` (labelled `seed` in messages) to its end or `steps`
/// steps with random choices drawn by `Pick(pick)`. Before each choice
/// `watch` sees the game and its options and says what to check; after
/// each step `after` sees the game; the invariants hold after every step.
pub fn soak(
    g: &mut Game,
    seed: u64,
    pick: u64,
    steps: usize,
    mut watch: impl FnMut(&Game, &[Choice], usize) -> Watch,
    mut after: impl FnMut(&Game, usize),
) {
    let mut pick = Pick(pick);
    let mut opts = Vec::new();
    for step in 0..steps {
        g.legal_choices(&mut opts);
        let w = watch(g, &opts, step);
        if w.accepted {
            assert!(!opts.is_empty(), "seed {seed} step {step}: a choice with no options");
            for &c in &opts {
                g.clone().apply(c).unwrap_or_else(|e| panic!("{c:?} refused: {e}"));
            }
        }
        if w.same_options {
            let Pending::Decision { player, .. } = g.pending() else {
                unreachable!("a decision")
            };
            let mut theirs = Vec::new();
            g.determinize(player, step as u64).legal_choices(&mut theirs);
            assert_eq!(theirs, opts, "seed {seed} step {step}");
        }
        if w.views || step % 50 == 0 {
            for viewer in berserk_engine::Player::BOTH {
                assert_eq!(
                    g.determinize(viewer, step as u64).view(viewer),
                    g.view(viewer),
                    "seed {seed} step {step}"
                );
            }
        }
        match g.pending() {
            Pending::Over(_) => break,
            Pending::Chance(_) => {
                g.roll().expect("a die");
            }
            Pending::Decision { .. } => {
                let c = opts[pick.next(opts.len())];
                g.apply(c).unwrap_or_else(|e| panic!("{c:?} refused: {e}"));
            }
        }
        after(g, step);
        g.check_invariants().expect("invariants");
    }
}

/// A game of `deck` against itself with the simulation rules (turn limit `turns`).
pub fn soak_game(db: &Arc<CardDb>, deck: &[DefId], seed: u64, turns: u32) -> Game {
    let cfg = Arc::new(RulesConfig::for_simulation(turns));
    Game::new(Arc::clone(db), cfg, [deck, deck], seed).expect("legal decks")
}
