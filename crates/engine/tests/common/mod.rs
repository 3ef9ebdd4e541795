//! A small card pool and helpers for the engine's own tests (the real cards
//! live in `berserk-cards`; the engine's tests must not depend on them).
#![allow(dead_code)]

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
    CardDef {
        abilities: Vec::new(),
        triggers: Vec::new(),
        set: 0,
        number: 0,
        name_ru: name.to_string(),
        name_en: name.to_string(),
        element,
        cost,
        elite,
        unique: false,
        classes: vec![],
        kind,
        life,
        movement,
        strike,
        statics: vec![],
        activated: vec![],
        origin: Origin::default(),
    }
}

pub fn kw(k: Keyword) -> Static {
    Static::Keyword { keyword: k, when: None }
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
    v[7].statics = vec![kw(Keyword::Unanswerable)];
    v[9].activated = vec![Activated {
        then: Vec::new(),
        tokens: 0,
        closes: true,
        sudden: false,
        x: None,
        limit: None,
        effect: Effect::Attack {
            kind: AttackKind::Discharge,
            values: [1, 1, 1],
            range: None,
            adjacent_ok: false,
            plus_x: false,
        },
    }];
    v[1].statics = vec![kw(Keyword::ExpAttack(1)), kw(Keyword::Armor(1))];
    v[2].activated = vec![Activated {
        then: Vec::new(),
        tokens: 0,
        closes: true,
        sudden: false,
        x: None,
        limit: None,
        effect: Effect::Attack {
            kind: AttackKind::Shot,
            values: [1, 2, 3],
            range: Some(4),
            adjacent_ok: false,
            plus_x: false,
        },
    }];
    v[3].statics = vec![kw(Keyword::Directed)];
    v[4].statics = vec![kw(Keyword::Clumsiness), kw(Keyword::Regeneration(1))];
    v[5].activated = vec![
        special_strike_3(1, Vec::new()),
        Activated {
            then: Vec::new(),
            tokens: 0,
            closes: true,
            sudden: false,
            x: None,
            limit: None,
            effect: Effect::HealSelf(Some(2)),
        },
    ];
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
    d.statics.extend(kws.iter().map(|&k| kw(k)));
    d
}

/// Adds constant abilities to a definition.
pub fn with_statics(mut d: CardDef, statics: Vec<Static>) -> CardDef {
    d.statics.extend(statics);
    d
}

/// Adds an activated ability to a definition.
pub fn with_ability(mut d: CardDef, a: Activated) -> CardDef {
    d.activated.push(a);
    d
}

/// An activated ability with no token cost and no riders.
pub fn activated(effect: Effect, closes: bool, sudden: bool) -> Activated {
    Activated {
        then: Vec::new(),
        tokens: 0,
        closes,
        sudden,
        x: None,
        limit: None,
        effect,
    }
}

/// `[N фишек][закрытие]: особый удар на 3`, with riders.
pub fn special_strike_3(tokens: u8, then: Vec<Reaction>) -> Activated {
    Activated {
        then,
        tokens,
        ..attack(AttackKind::SpecialStrike, [3; 3], None, false)
    }
}

/// An attack ability: `[закрытие]: kind values, range`.
pub fn attack(kind: AttackKind, values: [u8; 3], range: Option<u8>, adjacent_ok: bool) -> Activated {
    Activated {
        then: Vec::new(),
        tokens: 0,
        closes: true,
        sudden: false,
        x: None,
        limit: None,
        effect: Effect::Attack {
            kind,
            values,
            range,
            adjacent_ok,
            plus_x: false,
        },
    }
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
    let atk = |kind, values, range, adjacent_ok, tokens, closes, sudden| Activated {
        then: Vec::new(),
        tokens,
        closes,
        sudden,
        x: None,
        limit: None,
        effect: Effect::Attack {
            kind,
            values,
            range,
            adjacent_ok,
            plus_x: false,
        },
    };
    // 10: sudden shooter.
    v.push(with_ability(
        c("Шпион", Element::Forest, 3, false, 5, 1, [1, 1, 2]),
        atk(AttackKind::Shot, [1, 1, 1], Some(3), false, 0, true, true),
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
    v.push(with_statics(
        c("Охотник", Element::Forest, 4, false, 7, 2, [1, 2, 3]),
        vec![
            Static::Bonus {
                amount: Amount::Fixed(1),
                attacks: AttackSet::STRIKES,
                level: None,
                vs: vec![Cond::Element(Element::Mountains)],
                when: None,
            },
            Static::Reduction {
                amount: 1,
                attacks: AttackSet::ALL,
                by: vec![Cond::CostAtMost(3)],
                when: None,
            },
            Static::Keyword {
                keyword: Keyword::Directed,
                when: None,
            },
        ],
    ));
    // 15: formation: ОвА 1 and armor 1 while in formation.
    v.push(with_statics(
        c("Копейщик", Element::Steppe, 3, false, 6, 1, [1, 2, 2]),
        vec![
            Static::Keyword {
                keyword: Keyword::Formation,
                when: None,
            },
            Static::Keyword {
                keyword: Keyword::ExpAttack(1),
                when: Some(SelfCond::InFormation),
            },
            Static::Keyword {
                keyword: Keyword::Armor(1),
                when: Some(SelfCond::InFormation),
            },
        ],
    ));
    // 16: throw at adjacent cards, strike over a row.
    v.push(with_ability(
        with_ability(
            c("Метатель", Element::Swamp, 4, false, 6, 1, [1, 1, 2]),
            atk(AttackKind::Throw, [1, 2, 3], Some(2), true, 0, true, false),
        ),
        atk(AttackKind::StrikeOverRow, [2, 2, 2], None, false, 0, true, false),
    ));
    // 17: heals without closing; a token-paid sudden magic strike.
    v.push(with_ability(
        with_ability(
            c("Шаман", Element::Darkness, 4, false, 6, 1, [1, 1, 1]),
            Activated {
                then: Vec::new(),
                tokens: 0,
                closes: false,
                sudden: false,
                x: None,
                limit: None,
                effect: Effect::HealSelf(Some(1)),
            },
        ),
        atk(AttackKind::MagicStrike, [2, 2, 2], Some(4), false, 1, false, true),
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
    let volley = Effect::Volley {
        kind: AttackKind::Discharge,
        values: [1, 1, 1],
        range: None,
        count: 3,
    };
    v.push(with_ability(
        c("Аколит", Element::Steppe, 5, false, 7, 1, [1, 1, 2]),
        activated(volley, true, false),
    ));
    let kinds = AttackSet::of(AttackKind::Shot).union(AttackSet::of(AttackKind::Discharge));
    v.push(with_ability(
        c("Отражатель", Element::Neutral, 4, false, 9, 1, [1, 1, 1]),
        activated(Effect::Redirect { kinds }, false, true),
    ));
    v.push(with_ability(
        c("Прыгун", Element::Forest, 4, false, 7, 1, [1, 2, 2]),
        activated(Effect::Teleport, true, true),
    ));
    let mut slime = with_ability(
        c("Слизняк", Element::Swamp, 6, false, 9, 1, [2, 3, 3]),
        special_strike_3(1, vec![Reaction::Poison(1), Reaction::Stun]),
    );
    slime.activated.push(activated(Effect::Silence, true, true));
    slime.triggers.push(Triggered {
        on: TriggerOn::Attacks {
            kinds: AttackSet::SIMPLE,
            vs: vec![],
        },
        reaction: Reaction::Attack {
            kind: AttackKind::Shot,
            values: [1, 1, 2],
            range: Some(3),
            adjacent_ok: false,
        },
    });
    slime.triggers.push(Triggered {
        on: TriggerOn::StruckInMelee,
        reaction: Reaction::WoundOther(1),
    });
    v.push(slime);
    CardDb::new(v)
}

/// Two copies of every card of the rich pool: a 48-card deck.
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

/// Did the events grant `card` a modifier that follows `rule`?
pub fn granted(ev: &[Event], card: CardId, rule: berserk_engine::Rule) -> bool {
    ev.iter()
        .any(|e| matches!(e, Event::Granted { card: c, rule: r, .. } if *c == card && *r == rule))
}
