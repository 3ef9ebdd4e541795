//! Quick evaluations for the greedy bot: expected wounds of strikes and
//! attacks over all dice outcomes, with the engine's own strike table,
//! damage modifiers, protection and armor.
//!
//! Every value is "harm done to the enemy minus harm taken", in wounds, with
//! a bonus for a kill. A card the evaluating player may not identify (an
//! enemy card face down) is valued by a generic profile, never by its
//! definition.

use berserk_engine::ability::{EffectKind, Subject, Value};
use berserk_engine::card::{AttackKind, Keyword, Level};
use berserk_engine::strike::{self, Outcome, Side, TableResult};
use berserk_engine::AttackCtx;
use berserk_engine::{CardId, Cell, Game, Player};

/// Extra value of destroying a card, on top of its remaining life and its value.
pub const KILL_BONUS: f32 = 3.0;

/// What the evaluating player knows of a card.
#[derive(Clone, Copy, Debug)]
pub struct Profile {
    /// Current life (at least 1 while the card is in play).
    pub life_left: i16,
    /// Simple strike weak–medium–strong.
    pub strike: [u8; 3],
    /// Worth of the card, roughly its cost.
    pub value: f32,
}

/// May `viewer` know which card `id` is?
pub fn visible(game: &Game, viewer: Player, id: CardId) -> bool {
    let c = game.card(id);
    c.face_up || c.owner == viewer
}

/// The card as `viewer` knows it.
pub fn profile(game: &Game, viewer: Player, id: CardId) -> Profile {
    if visible(game, viewer, id) {
        let d = game.def(id);
        Profile {
            life_left: game.life(id).max(1),
            strike: d.strike,
            value: card_value(d.cost),
        }
    } else {
        // A generic set-1 creature: 7 life, strike 1-2-3, cost 4.
        Profile {
            life_left: (7 - game.card(id).wounds as i16).max(1),
            strike: [1, 2, 3],
            value: card_value(4),
        }
    }
}

pub fn card_value(cost: u8) -> f32 {
    2.0 + cost as f32
}

/// The harm of `wounds` to a card: the wounds (up to its life), plus its
/// value and the kill bonus if they destroy it.
pub fn harm(p: &Profile, wounds: u8) -> f32 {
    if wounds == 0 {
        0.0
    } else if wounds as i16 >= p.life_left {
        p.life_left as f32 + KILL_BONUS + p.value
    } else {
        wounds as f32
    }
}

/// Wounds an attack would deal now: damage after modifiers, then protection,
/// then armor (magic ignores armor), as the engine deals them.
pub fn wounds(
    game: &Game,
    source: CardId,
    target: CardId,
    kind: AttackKind,
    level: Level,
    base: u8,
    defender: bool,
) -> u8 {
    let ctx = AttackCtx {
        source,
        target,
        kind,
        level,
        defender,
    };
    let (damage, _) = game.damage(base, &ctx);
    if damage == 0 || game.protection_against(&ctx, false).is_some() {
        return 0;
    }
    let mut w = damage;
    if !kind.is_magic() {
        let left = game.armor(target).saturating_sub(game.card(target).armor_used);
        w -= left.min(w);
    }
    w
}

/// The harm both sides of a simple strike would take at each level.
struct StrikeTable {
    /// Harm to the target by the attacker's strike of each level.
    to_target: [f32; 3],
    /// Harm to the attacker by the target's counter-strike of each level.
    to_attacker: [f32; 3],
}

impl StrikeTable {
    fn new(game: &Game, viewer: Player, attacker: CardId, target: CardId, defender: bool) -> Self {
        let pa = profile(game, viewer, attacker);
        let pt = profile(game, viewer, target);
        let mut to_target = [0.0; 3];
        let mut to_attacker = [0.0; 3];
        for l in Level::ALL {
            let i = l as usize;
            let w = wounds(
                game,
                attacker,
                target,
                AttackKind::SimpleStrike,
                l,
                pa.strike[i],
                defender,
            );
            to_target[i] = harm(&pt, w);
            let w = wounds(game, target, attacker, AttackKind::SimpleStrike, l, pt.strike[i], false);
            to_attacker[i] = harm(&pa, w);
        }
        StrikeTable { to_target, to_attacker }
    }

    /// The attacker's net of one outcome.
    fn net(&self, o: Outcome) -> f32 {
        o.attack.map_or(0.0, |l| self.to_target[l as usize]) - o.counter.map_or(0.0, |l| self.to_attacker[l as usize])
    }

    /// The attacker's net of a table row; an exchange goes the way its chooser likes.
    fn net_of(&self, r: &TableResult) -> f32 {
        let v = self.net(r.outcome);
        match r.exchange {
            None => v,
            Some(x) => {
                let alt = self.net(x.alternative);
                match x.chooser {
                    Side::Attacker => v.max(alt),
                    Side::Defender => v.min(alt),
                }
            }
        }
    }
}

/// Expected net of a simple strike of `attacker` at `target` for the
/// attacker's side (harm to the target minus harm from the counter-strike),
/// over the 36 dice outcomes (6 if the target is closed), with die bonuses.
/// `defender`: the target took the strike as a defender.
pub fn strike_value(game: &Game, viewer: Player, attacker: CardId, target: CardId, defender: bool) -> f32 {
    let t = StrikeTable::new(game, viewer, attacker, target, defender);
    let ba = game.die_bonus(attacker, true, target);
    let unanswerable = game.is_unanswerable(attacker, target);
    let open = game.fights_open(target) || defender;
    let mut sum = 0.0;
    if !open {
        for ra in 1..=6i8 {
            sum += t.net_of(&strike::resolve(ra + ba, None));
        }
        return sum / 6.0;
    }
    let bt = game.die_bonus(target, false, attacker);
    for ra in 1..=6i8 {
        for rt in 1..=6i8 {
            let mut r = strike::resolve(ra + ba, Some(rt + bt));
            if unanswerable {
                r = strike::without_counter(r);
            }
            sum += t.net_of(&r);
        }
    }
    sum / 36.0
}

/// The attacker's net of a settled exchange: `alternative` or not.
pub fn exchange_value(
    game: &Game,
    viewer: Player,
    attacker: CardId,
    target: CardId,
    r: &TableResult,
    alternative: bool,
) -> f32 {
    let t = StrikeTable::new(game, viewer, attacker, target, false);
    let o = match (alternative, r.exchange) {
        (true, Some(x)) => x.alternative,
        _ => r.outcome,
    };
    t.net(o)
}

/// Probabilities of weak, medium and strong for an attack that rolls alone
/// (1–3, 4–5, 6).
pub const LONE_ROLL: [f32; 3] = [0.5, 1.0 / 3.0, 1.0 / 6.0];

/// Expected harm of an attack ability of `source` (its `index`) at `target`.
/// Abilities get no counter-strike.
pub fn ability_value(game: &Game, viewer: Player, source: CardId, index: u8, target: Option<CardId>) -> f32 {
    let Some(a) = game.ability(source, index) else {
        return 0.0;
    };
    let Some(e) = a.effects.first() else {
        return 0.0;
    };
    match (&e.kind, target) {
        (EffectKind::Attack(at) | EffectKind::Volley { attack: at, .. }, Some(t)) => {
            attack_value(game, viewer, source, t, at.kind, game.attack_values(source, at, 0))
        }
        (EffectKind::Heal(n), _) if e.to == Subject::This => {
            let wounds = game.card(source).wounds;
            let healed = match n {
                None => wounds,
                Some(Value::Fixed(n)) => (*n).max(0).unsigned_abs().min(wounds),
                // X or a count: at most every wound.
                Some(_) => wounds,
            };
            0.8 * healed as f32
        }
        _ => 0.0,
    }
}

/// Expected harm of an attack of `kind` with weak–medium–strong `values` (one
/// die for three values) from `source` at `target`.
pub fn attack_value(
    game: &Game,
    viewer: Player,
    source: CardId,
    target: CardId,
    kind: berserk_engine::card::AttackKind,
    values: [u8; 3],
) -> f32 {
    let pt = profile(game, viewer, target);
    if let Some(v) = berserk_engine::card::fixed_value(&values) {
        return harm(&pt, wounds(game, source, target, kind, Level::Weak, v, false));
    }
    Level::ALL
        .into_iter()
        .map(|l| LONE_ROLL[l as usize] * harm(&pt, wounds(game, source, target, kind, l, values[l as usize], false)))
        .sum()
}

/// Expected harm of a triggered attack at `target`.
pub fn triggered_value(
    game: &Game,
    viewer: Player,
    source: CardId,
    action: berserk_engine::Action,
    target: CardId,
) -> f32 {
    let berserk_engine::Action::Triggered { index, .. } = action else {
        return 0.0;
    };
    match game
        .def(source)
        .abilities
        .get(index as usize)
        .and_then(|a| a.attack_of())
    {
        Some(at) => attack_value(game, viewer, source, target, at.kind, game.attack_values(source, at, 0)),
        None => 0.0,
    }
}

/// Enemy creatures (of `me`'s opponent) on cells adjacent to `cell`.
pub fn adjacent_enemies(game: &Game, me: Player, cell: Cell) -> usize {
    cell.neighbours()
        .flat_map(|n| game.cards_at(n))
        .filter(|&o| game.card(o).controller != me)
        .count()
}

/// The cost of closing a card: it can't defend, and strikes at it get no
/// defence roll and no counter-strike; more so with enemies next to it.
pub fn close_cost(game: &Game, c: CardId) -> f32 {
    let card = game.card(c);
    let near = card
        .zone
        .cell()
        .map_or(0, |cell| adjacent_enemies(game, card.controller, cell));
    0.3 + 0.3 * near.min(3) as f32
}

/// The best simple-strike value `c` would have against enemies adjacent to
/// `cell` (0 if none is worth striking).
pub fn best_strike_from(game: &Game, viewer: Player, c: CardId, cell: Cell) -> f32 {
    let me = game.card(c).controller;
    let only_opposite = game.has_keyword(c, Keyword::StrikesOnlyOpposite);
    let opposite = game.orientation().opposite_cell(me, cell);
    let mut best = 0.0f32;
    for n in cell.neighbours() {
        if only_opposite && Some(n) != opposite {
            continue;
        }
        for t in game.cards_at(n) {
            if game.card(t).controller != me {
                best = best.max(strike_value(game, viewer, c, t, false));
            }
        }
    }
    best
}

/// Distance from `cell` to the nearest enemy card on the battlefield.
pub fn nearest_enemy(game: &Game, me: Player, cell: Cell) -> Option<u8> {
    game.in_play()
        .iter()
        .filter(|&&o| game.card(o).controller != me)
        .filter_map(|&o| game.card(o).zone.cell())
        .map(|c| c.distance(cell))
        .min()
}

/// The longest reach of `c`'s ranged attacks that can't be made at
/// adjacent cards, if it has any (`u8::MAX` for an unlimited range).
pub fn ranged_reach(game: &Game, c: CardId) -> Option<u8> {
    game.def(c)
        .abilities
        .iter()
        .filter(|a| a.is_action())
        .filter_map(|a| match a.main_effect() {
            Some(EffectKind::Attack(at)) if at.kind.is_ranged() => Some(at.range.unwrap_or(u8::MAX)),
            _ => None,
        })
        .max()
}
