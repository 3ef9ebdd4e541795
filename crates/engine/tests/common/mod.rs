//! A small card pool and helpers for the engine's own tests (the real cards
//! live in `berserk-cards`; the engine's tests must not depend on them).
#![allow(dead_code)]

use berserk_engine::card::*;
use berserk_engine::{Choice, Game, Pending, RulesConfig};
use std::sync::Arc;

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
    Static::Keyword {
        keyword: k,
        when: None,
    }
}

/// A varied test pool: vanilla, keywords, ranged, flyers, tokens.
pub fn pool() -> CardDb {
    let mut v = vec![
        def(
            "Воин",
            Element::Steppe,
            3,
            false,
            Kind::Creature,
            8,
            2,
            [1, 2, 3],
        ),
        def(
            "Страж",
            Element::Steppe,
            5,
            false,
            Kind::Creature,
            10,
            1,
            [2, 3, 4],
        ),
        def(
            "Лучник",
            Element::Steppe,
            4,
            false,
            Kind::Creature,
            7,
            1,
            [1, 1, 2],
        ),
        def(
            "Птица",
            Element::Steppe,
            4,
            true,
            Kind::Flyer,
            6,
            0,
            [1, 2, 2],
        ),
        def(
            "Голем",
            Element::Mountains,
            5,
            false,
            Kind::Creature,
            9,
            1,
            [3, 4, 5],
        ),
        def(
            "Мастер",
            Element::Neutral,
            4,
            true,
            Kind::Creature,
            8,
            1,
            [2, 2, 3],
        ),
        def(
            "Гном",
            Element::Mountains,
            3,
            false,
            Kind::Creature,
            7,
            1,
            [1, 2, 3],
        ),
        def(
            "Тролль",
            Element::Swamp,
            6,
            true,
            Kind::Creature,
            11,
            1,
            [3, 3, 4],
        ),
        def(
            "Дракон",
            Element::Mountains,
            5,
            true,
            Kind::Flyer,
            7,
            0,
            [2, 3, 3],
        ),
        def(
            "Маг",
            Element::Neutral,
            4,
            false,
            Kind::Creature,
            6,
            1,
            [1, 1, 2],
        ),
    ];
    v[7].statics = vec![kw(Keyword::Unanswerable)];
    v[9].activated = vec![Activated {
        tokens: 0,
        closes: true,
        sudden: false,
        effect: Effect::Attack {
            kind: AttackKind::Discharge,
            values: [1, 1, 1],
            range: None,
            adjacent_ok: false,
        },
    }];
    v[1].statics = vec![kw(Keyword::ExpAttack(1)), kw(Keyword::Armor(1))];
    v[2].activated = vec![Activated {
        tokens: 0,
        closes: true,
        sudden: false,
        effect: Effect::Attack {
            kind: AttackKind::Shot,
            values: [1, 2, 3],
            range: Some(4),
            adjacent_ok: false,
        },
    }];
    v[3].statics = vec![kw(Keyword::Directed)];
    v[4].statics = vec![kw(Keyword::Clumsiness), kw(Keyword::Regeneration(1))];
    v[5].activated = vec![
        Activated {
            tokens: 1,
            closes: true,
            sudden: false,
            effect: Effect::Attack {
                kind: AttackKind::SpecialStrike,
                values: [3, 3, 3],
                range: None,
                adjacent_ok: false,
            },
        },
        Activated {
            tokens: 0,
            closes: true,
            sudden: false,
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
                assert!(
                    !buf.is_empty(),
                    "a decision always has options: {:?}",
                    g.pending()
                );
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
