//! Where an effect sits in its ability, and what its subject words mean there.
//!
//! The parser, the writer and the card text share these rules, so that a
//! word like `attacked` has one meaning wherever it is written:
//!
//! - `self` is the card with the ability ([`Subject::This`]);
//! - `target` is what the ability's declaration names ([`Subject::Target`]);
//! - `attacked` is the card an attack of this ability hits — its target, for
//!   the effects after an attack («при этом») — or, in a trigger on an event
//!   whose other card is the attacked one (`on <attacks>`, `on miss`), that
//!   card ([`Subject::Other`]);
//! - `attacker`, `defended`, `dead` and `incarnated` name the other card of
//!   the other events that have one ([`TriggerEvent::has_other`]): the card
//!   that struck this one (`on struck <attacks>`), the card it defends (`on
//!   defends`), the creature that died (`on creature_dies`), the creature
//!   that incarnated (`on incarnates`);
//! - `adjacent enemies`, `adjacent own` and `adjacent creatures` are the
//!   creatures of that side next to the card ([`Subject::Adjacent`]);
//! - `opposite` is the card in its opposite cell ([`Subject::Opposite`]),
//!   `opposite enemy` that card if it is an enemy creature.
//!
//! Whether an event has another card at all is the engine's
//! [`TriggerEvent::has_other`]; this module only names it.

use berserk_engine::ability::{Ability, EffectKind, Filter, Near, Side, Subject, Target, TargetZone, TriggerEvent};

/// A word that names the other card of an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Named {
    /// The card an attack of this card hit (or missed).
    Attacked,
    /// The card whose attack hit this card.
    Attacker,
    /// The card this card defends.
    Defended,
    /// The creature that died; it has left play.
    Dead,
    /// The creature that incarnated.
    Incarnated,
    /// The creature whose event `on any_…` watched (it missed, it took
    /// poison wounds), `on adjacent_teleports_to_enemy_half` saw teleported,
    /// or this card fought as its die showed 6 (`on rolls_six`); still in
    /// play when the trigger fires.
    Seen,
}

impl Named {
    pub const ALL: [Named; 6] = [
        Named::Attacked,
        Named::Attacker,
        Named::Defended,
        Named::Dead,
        Named::Incarnated,
        Named::Seen,
    ];

    /// The name of the other card of `e`, an event that has one.
    pub fn of(e: TriggerEvent) -> Named {
        match e {
            TriggerEvent::Struck(_)
            | TriggerEvent::AdjacentStruck(_)
            | TriggerEvent::Targeted(_)
            | TriggerEvent::Defended
            | TriggerEvent::AnyAttacks(_)
            | TriggerEvent::AdjacentOwnArtifactWounded(_)
            | TriggerEvent::OwnFlyerStruck(_)
            | TriggerEvent::WoundedBy(_) => Named::Attacker,
            TriggerEvent::Defends => Named::Defended,
            TriggerEvent::CreatureDies | TriggerEvent::EatsCorpse => Named::Dead,
            TriggerEvent::Incarnates => Named::Incarnated,
            TriggerEvent::Sees(_)
            | TriggerEvent::AdjacentTeleportsToEnemyHalf
            | TriggerEvent::AnyLosesTokens(_)
            | TriggerEvent::AnyWoundedByAttack(_)
            | TriggerEvent::AnyDealsWounds { .. }
            | TriggerEvent::EntersOwnHalf
            | TriggerEvent::Shifts
            | TriggerEvent::AnyDealsNoWounds(_)
            | TriggerEvent::RollsSix => Named::Seen,
            _ => Named::Attacked,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Named::Attacked => "attacked",
            Named::Attacker => "attacker",
            Named::Defended => "defended",
            Named::Dead => "dead",
            Named::Incarnated => "incarnated",
            Named::Seen => "seen",
        }
    }

    pub fn from_word(s: &str) -> Option<Named> {
        Named::ALL.into_iter().find(|n| n.word() == s)
    }

    /// Is the card still in play when the trigger acts, so that effects can
    /// act on it? (The dead creature has gone to the graveyard.)
    pub fn in_play(self) -> bool {
        self != Named::Dead
    }

    /// Where the word names a card, for messages: "after an attack, or with
    /// `on <attacks>` or `on miss`".
    pub fn where_named(self) -> &'static str {
        match self {
            Named::Attacked => "after an attack of the same ability, or in a trigger `on <attacks>` or `on miss`",
            Named::Attacker => "in a trigger `on struck <attacks>` or `on adjacent_struck <attacks>`",
            Named::Defended => "in a trigger `on defends`",
            Named::Dead => "in a trigger `on creature_dies` or `on eats_corpse`",
            Named::Incarnated => "in a trigger `on incarnates`",
            Named::Seen => "in a trigger on any creature's event, like `on any_miss`",
        }
    }
}

/// A subject as written: a word of the card language that names cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Who {
    This,
    Target,
    Named(Named),
    Adjacent(Side),
    /// `beside enemies|own|creatures`: the creatures of the side in the cells
    /// to the card's left and right in its row.
    Beside(Side),
    /// `sharing enemies|own|creatures`: the creatures of the side on the
    /// card's own cell, sharing it (KINDS §10).
    SameCell(Side),
    /// `adjacent <side> vs cost<=N`: those of them that cost N or less.
    AdjacentCostAtMost(Side, u8),
    Opposite,
    /// `opposite enemy`.
    OppositeEnemy,
    /// `behind <other card>`: the enemy creature standing behind the
    /// event's other card (Кулхан).
    Behind(Named),
    /// `partners of self`, `partners of <other card>`: the creatures in
    /// formation with the card (`None`: this one) or with the event's other card.
    Partners(Option<Named>),
    /// `chosen [adjacent] [own|enemy] creature [or self]`: a trigger's
    /// target, chosen when it fires.
    Chosen(Chosen),
    /// `one <side> costing shown`: one creature of the side costing as much
    /// as the card the ability's prophecy showed, chosen when the effect comes.
    CostingShown(Side),
    /// `one adjacent`: one creature next to the card, chosen when the
    /// effect comes (after `summon_self`).
    OneAdjacent,
    /// `one own in graveyard vs class <class>`: one card of the class in the
    /// own graveyard, chosen when the effect comes.
    OneOwnInGraveyard(String),
    /// `one enemy in graveyard`: one card of the opponent's graveyard,
    /// chosen when the effect comes (only `exile` acts on it).
    OneEnemyInGraveyard,
    /// `all <side> vs class <class>`: every creature in play of the side
    /// and the class; `… and unwounded`: only those without wounds.
    Every(Side, String, bool),
    EveryArtifact(Side),
    /// `killer`: the enemy creature whose attack destroyed the card (an
    /// `on dies` trigger).
    Killer,
    /// `one own card`: one own card in play or in the own graveyard, chosen
    /// when the effect comes (only `token_or_incarnation` acts on it).
    OneOwnCard,
    /// `one own in deck costing attacked`: one creature card of the own
    /// deck costing as much as the attacked card, chosen when the effect
    /// comes (only `bury` acts on it).
    OneOwnInDeckCostingOther,
    /// `host`: the host the card sits on, a symbiote (KINDS §6).
    Host,
    /// `own symbiotes`: the card's controller's symbiotes seated on it (KINDS §6).
    Symbiotes,
    /// `shown`: the card the ability's prophecy showed, read by a number
    /// only (`(move of shown)`, Хэсодэ).
    Shown,
}

/// The target a trigger chooses when it fires: a creature of a side,
/// perhaps next to the card (or the card itself), that meets conditions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Chosen {
    pub side: Side,
    pub near: Option<Near>,
    /// `next_to <other>`: the word naming the event's other card.
    pub next_to: Option<Named>,
    /// `vs <conditions>`: all must hold for the creature.
    pub vs: Vec<berserk_engine::ability::Cond>,
    /// `in graveyard`: a creature card in the own graveyard (Талион).
    pub graveyard: bool,
    /// `in deck`: a creature card in the own deck, shown (Дегаска).
    pub deck: bool,
}

/// The shape of a chosen target, for messages.
pub(crate) const CHOSEN: &str =
    "`chosen [adjacent] [own|enemy] creature [or self | next_to <other card>] [vs <conditions>]` or `chosen own \
     creature in graveyard|deck`, like `to chosen adjacent enemy creature` or `to chosen own creature vs not flyer`";

impl Chosen {
    /// `chosen …` at the start of `w` (`w[0]` is `chosen`): the target and how
    /// many words it takes, or the index of the word that is wrong.
    pub fn parse(w: &[&str]) -> Result<(Chosen, usize), usize> {
        let mut i = 1;
        let mut near = None;
        let mut next_to = None;
        if w.get(i) == Some(&"adjacent") {
            near = Some(Near::Adjacent);
            i += 1;
        }
        let side = match w.get(i) {
            Some(&"own") => Side::Own,
            Some(&"enemy") => Side::Enemy,
            _ => Side::Any,
        };
        if side != Side::Any {
            i += 1;
        }
        if w.get(i) != Some(&"creature") {
            return Err(i);
        }
        i += 1;
        if w.get(i) == Some(&"or") {
            if near.is_none() || w.get(i + 1) != Some(&"self") {
                return Err(i);
            }
            near = Some(Near::AdjacentOrSelf);
            i += 2;
        } else if w.get(i) == Some(&"next_to") {
            // `next_to <other>`: next to the event's other card (checked
            // against the event where the trigger is read).
            let Some(n) = w
                .get(i + 1)
                .and_then(|n| Named::from_word(n))
                .filter(|_| near.is_none())
            else {
                return Err(i);
            };
            near = Some(Near::NextToOther);
            next_to = Some(n);
            i += 2;
        }
        let mut graveyard = false;
        let mut deck = false;
        if w.get(i) == Some(&"in") {
            // `in graveyard`: an own creature card in the own graveyard;
            // `in deck`: one in the own deck.
            if side != Side::Own || near.is_some() || !matches!(w.get(i + 1), Some(&"graveyard" | &"deck")) {
                return Err(i);
            }
            graveyard = w.get(i + 1) == Some(&"graveyard");
            deck = !graveyard;
            i += 2;
        }
        Ok((
            Chosen {
                side,
                near,
                next_to,
                vs: Vec::new(),
                graveyard,
                deck,
            },
            i,
        ))
    }

    /// The filter of the trigger's target.
    pub fn filter(self) -> Filter {
        Filter {
            side: self.side,
            creature: true,
            near: self.near,
            vs: self.vs,
            zone: if self.deck {
                berserk_engine::ability::TargetZone::OwnDeck
            } else if self.graveyard {
                berserk_engine::ability::TargetZone::OwnGraveyard
            } else {
                berserk_engine::ability::TargetZone::Play
            },
            ..Filter::default()
        }
    }

    /// The words after `to`: `chosen adjacent enemy creature or self`,
    /// `chosen creature next_to dead` (`next_to`: the event's other card).
    pub fn words(f: &Filter, next_to: Option<Named>) -> String {
        let mut out = "chosen".to_string();
        if matches!(f.near, Some(Near::Adjacent | Near::AdjacentOrSelf)) {
            out.push_str(" adjacent");
        }
        match f.side {
            Side::Own => out.push_str(" own"),
            Side::Enemy => out.push_str(" enemy"),
            Side::Any => {}
        }
        out.push_str(" creature");
        if f.near == Some(Near::AdjacentOrSelf) {
            out.push_str(" or self");
        }
        if let Some(n) = next_to.filter(|_| f.near == Some(Near::NextToOther)) {
            out.push_str(" next_to ");
            out.push_str(n.word());
        }
        if f.zone == berserk_engine::ability::TargetZone::OwnGraveyard {
            out.push_str(" in graveyard");
        }
        if f.zone == berserk_engine::ability::TargetZone::OwnDeck {
            out.push_str(" in deck");
        }
        if !f.vs.is_empty() {
            out.push_str(" vs ");
            out.push_str(&crate::write::conds_words(&f.vs));
        }
        out
    }
}

/// May an action name its declared target `to chosen …`: it must stand next
/// to the card (`adjacent`) or meet conditions (`vs`) — a filter no other
/// action's target has, so the writer knows it by it. Not `or self` nor
/// `next_to` (an action has no event).
pub(crate) fn action_chooses(c: &Chosen) -> bool {
    c.next_to.is_none() && (c.near == Some(Near::Adjacent) || (!c.vs.is_empty() && c.near.is_none()))
}

/// [`action_chooses`] read back from an action's target filter.
fn action_filter(f: &Filter) -> bool {
    f.creature && (f.near == Some(Near::Adjacent) || (!f.vs.is_empty() && f.near.is_none()))
}

/// A spell or an impact whose effects bring a card into play, naming no
/// targets: a summon or, after its card's prepayment, a resurrection
/// (`exile, spell summon …`, Шарль де Лорм; `impact summon vs terrain …`,
/// Картограф): written and told as an action's chain, marked as a cast.
pub(crate) fn prepaid_cast(a: &Ability) -> bool {
    use berserk_engine::ability::EffectKind;
    a.cast.is_some()
        && match a.effects.first().map(|e| &e.kind) {
            Some(EffectKind::Summon { .. }) => true,
            Some(EffectKind::Resurrect { .. }) => a.cost.prepay.is_some(),
            _ => false,
        }
}

/// The filter of a trigger's chosen target, if `a` is a trigger whose
/// effects act on a target it chooses when it fires (not an attack's or a
/// summon's target).
pub(crate) fn chosen_filter(a: &Ability) -> Option<&Filter> {
    if a.is_action() {
        // An action's declared target written `to chosen …` (Тварь): only
        // one that must stand next to the card or meet conditions.
        return match &a.target {
            Target::One(f) if a.cast.is_none() && f.zone == TargetZone::Play && action_filter(f) => Some(f),
            _ => None,
        };
    }
    a.trigger_event()?;
    match (&a.target, a.main_effect()) {
        (_, Some(EffectKind::Attack(_) | EffectKind::Summon { .. })) => None,
        (Target::One(f), _) => Some(f),
        _ => None,
    }
}

/// Every subject word, for messages.
pub(crate) const SUBJECTS: &str = "self, target, attacked, attacker, defended, dead, incarnated, adjacent enemies, \
     adjacent own, adjacent creatures, beside enemies|own|creatures, opposite, partners of <card>, one <side> costing shown, one own in graveyard vs class <class>, all <side> vs class <class>, host or own symbiotes";

impl Who {
    /// The subject at the start of `w` and how many words it takes.
    pub fn parse(w: &[&str]) -> Option<(Who, usize)> {
        Some(match w {
            ["self", ..] => (Who::This, 1),
            ["target", ..] => (Who::Target, 1),
            ["adjacent", side @ ("enemies" | "own" | "creatures"), "vs", cost, ..] if cost.starts_with("cost<=") => {
                let side = match *side {
                    "enemies" => Side::Enemy,
                    "own" => Side::Own,
                    _ => Side::Any,
                };
                (Who::AdjacentCostAtMost(side, cost["cost<=".len()..].parse().ok()?), 4)
            }
            ["adjacent", "enemies", ..] => (Who::Adjacent(Side::Enemy), 2),
            ["adjacent", "own", ..] => (Who::Adjacent(Side::Own), 2),
            ["adjacent", "creatures", ..] => (Who::Adjacent(Side::Any), 2),
            ["beside", "enemies", ..] => (Who::Beside(Side::Enemy), 2),
            ["beside", "own", ..] => (Who::Beside(Side::Own), 2),
            ["beside", "creatures", ..] => (Who::Beside(Side::Any), 2),
            ["sharing", "enemies", ..] => (Who::SameCell(Side::Enemy), 2),
            ["sharing", "own", ..] => (Who::SameCell(Side::Own), 2),
            ["sharing", "creatures", ..] => (Who::SameCell(Side::Any), 2),
            ["one", side @ ("enemy" | "own" | "any"), "costing", "shown", ..] => {
                let side = match *side {
                    "enemy" => Side::Enemy,
                    "own" => Side::Own,
                    _ => Side::Any,
                };
                (Who::CostingShown(side), 4)
            }
            ["one", "adjacent", ..] => (Who::OneAdjacent, 2),
            ["killer", ..] => (Who::Killer, 1),
            ["shown", ..] => (Who::Shown, 1),
            ["host", ..] => (Who::Host, 1),
            ["own", "symbiotes", ..] => (Who::Symbiotes, 2),
            ["one", "enemy", "in", "graveyard", ..] => (Who::OneEnemyInGraveyard, 4),
            ["one", "own", "card", ..] => (Who::OneOwnCard, 3),
            ["one", "own", "in", "deck", "costing", "attacked", ..] => (Who::OneOwnInDeckCostingOther, 6),
            ["one", "own", "in", "graveyard", "vs", "class", class, ..] => {
                (Who::OneOwnInGraveyard(class.to_string()), 7)
            }
            ["all", side @ ("enemy" | "own" | "any"), "vs", "class", class, rest @ ..] => {
                let side = match *side {
                    "enemy" => Side::Enemy,
                    "own" => Side::Own,
                    _ => Side::Any,
                };
                let unwounded = matches!(rest, ["and", "unwounded", ..]);
                (
                    Who::Every(side, class.to_string(), unwounded),
                    if unwounded { 7 } else { 5 },
                )
            }
            ["all", side @ ("enemy" | "own" | "any"), "artifacts", ..] => {
                let side = match *side {
                    "enemy" => Side::Enemy,
                    "own" => Side::Own,
                    _ => Side::Any,
                };
                (Who::EveryArtifact(side), 3)
            }
            ["opposite", "enemy", ..] => (Who::OppositeEnemy, 2),
            ["behind", word, ..] => (Who::Behind(Named::from_word(word)?), 2),
            ["opposite", ..] => (Who::Opposite, 1),
            ["partners", "of", "self", ..] => (Who::Partners(None), 3),
            ["partners", "of", word, ..] => (Who::Partners(Some(Named::from_word(word)?)), 3),
            [word, ..] => (Who::Named(Named::from_word(word)?), 1),
            [] => return None,
        })
    }
}

/// The words of the creatures of a side next to a card.
pub(crate) fn adjacent_word(side: Side) -> &'static str {
    match side {
        Side::Enemy => "adjacent enemies",
        Side::Own => "adjacent own",
        Side::Any => "adjacent creatures",
    }
}

/// Where an effect sits: the kind of ability and what comes before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Place {
    /// The trigger's event, for a triggered ability.
    pub event: Option<TriggerEvent>,
    /// A constant ability.
    pub constant: bool,
    /// A spell or an impact: every effect acts on its targets (502.6).
    pub cast: bool,
    /// An attack of this ability comes before: the effect is one of its
    /// riders, applied to the attacked card after the attack.
    pub after_attack: bool,
}

impl Place {
    /// A modifier's place (a constant ability's, a bonus's): no event, no attack.
    pub const MODIFIER: Place = Place {
        event: None,
        constant: true,
        cast: false,
        after_attack: false,
    };

    /// The place of effect `i` of `a`.
    pub fn of(a: &Ability, i: usize) -> Place {
        Place {
            event: a.trigger_event(),
            constant: a.is_constant(),
            cast: a.cast.is_some(),
            after_attack: i > 0 && matches!(a.main_effect(), Some(EffectKind::Attack(_))),
        }
    }

    /// The event's other card, by its name, if an effect here can name it:
    /// the event has one ([`TriggerEvent::has_other`]) and no attack of the
    /// ability comes before (its riders act on the attacked card).
    pub fn other(self) -> Option<Named> {
        if self.after_attack {
            return None;
        }
        let e = self.event?;
        e.has_other().then(|| Named::of(e))
    }

    /// The subject the word `n` stands for here, if it names a card here.
    pub fn named(self, n: Named) -> Option<Subject> {
        if self.after_attack {
            return (n == Named::Attacked).then_some(Subject::Target);
        }
        (self.other() == Some(n)).then_some(Subject::Other)
    }

    /// The subject `attacked` stands for here, if there is an attacked card.
    pub fn attacked(self) -> Option<Subject> {
        self.named(Named::Attacked)
    }

    /// The subject `attacker` stands for here, if there is an attacker.
    pub fn attacker(self) -> Option<Subject> {
        self.named(Named::Attacker)
    }

    /// The card a number reads by `n` here: after an attack, the attacked
    /// card is the ability's other card (the engine reads it so); else the
    /// event's other card, if `n` names it — the dead creature included.
    pub fn read(self, n: Named) -> Option<Subject> {
        if self.after_attack {
            return (n == Named::Attacked).then_some(Subject::Other);
        }
        (self.other() == Some(n)).then_some(Subject::Other)
    }

    /// The name of [`Subject::Other`] here.
    pub fn other_name(self) -> Named {
        self.other().unwrap_or(Named::Attacked)
    }

    /// The word that names `s` here.
    pub fn word(self, s: Subject) -> &'static str {
        match s {
            Subject::This => "self",
            Subject::Target | Subject::Second => "target",
            Subject::Adjacent(side) => adjacent_word(side),
            Subject::Beside(Side::Enemy) => "beside enemies",
            Subject::Beside(Side::Own) => "beside own",
            Subject::Beside(Side::Any) => "beside creatures",
            Subject::SameCell(Side::Enemy) => "sharing enemies",
            Subject::SameCell(Side::Own) => "sharing own",
            Subject::SameCell(Side::Any) => "sharing creatures",
            // Spelled out with its cost by the writer (`crate::write`).
            Subject::AdjacentCostAtMost { side, .. } => adjacent_word(side),
            Subject::Opposite => "opposite",
            Subject::OppositeEnemy => "opposite enemy",
            Subject::CostingShown(Side::Enemy) => "one enemy costing shown",
            Subject::CostingShown(Side::Own) => "one own costing shown",
            Subject::CostingShown(Side::Any) => "one any costing shown",
            Subject::OneAdjacent => "one adjacent",
            Subject::Killer => "killer",
            Subject::Host => "host",
            Subject::Symbiotes => "own symbiotes",
            Subject::Shown => "shown",
            // Spelled out with its class by the writer (`crate::write`).
            Subject::OneOwnInGraveyard(_) => "one own in graveyard",
            Subject::OneEnemyInGraveyard => "one enemy in graveyard",
            Subject::OneOwnCard => "one own card",
            Subject::OneOwnInDeckCostingOther => "one own in deck costing attacked",
            Subject::Every { side: Side::Enemy, .. } => "all enemy",
            Subject::Every { side: Side::Own, .. } => "all own",
            Subject::Every { side: Side::Any, .. } => "all any",
            Subject::EveryArtifact(Side::Enemy) => "all enemy artifacts",
            Subject::EveryArtifact(Side::Own) => "all own artifacts",
            Subject::EveryArtifact(Side::Any) => "all any artifacts",
            Subject::Partners { of_other: false } => "partners of self",
            Subject::Partners { of_other: true } => match self.other_name() {
                Named::Attacked => "partners of attacked",
                Named::Attacker => "partners of attacker",
                Named::Defended => "partners of defended",
                Named::Dead => "partners of dead",
                Named::Incarnated => "partners of incarnated",
                Named::Seen => "partners of seen",
            },
            Subject::Other => self.other_name().word(),
            Subject::BehindOther => match self.other_name() {
                Named::Attacked => "behind attacked",
                Named::Attacker => "behind attacker",
                Named::Defended => "behind defended",
                Named::Dead => "behind dead",
                Named::Incarnated => "behind incarnated",
                Named::Seen => "behind seen",
            },
        }
    }
}

/// Whom an effect acts on when it names no subject.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Natural {
    /// The card with the ability (`heal`, `gain_token`, `fly`, `grant`).
    This,
    /// What the declaration names (attacks, `silence`, `destroy`, …).
    Target,
    /// The other card of the attack or the event — the attacked card, the
    /// attacker, the defended card, the incarnated creature — if it is in
    /// play (`wound`, `stun`, `poison`, `cannot`, …).
    Other,
}

impl Natural {
    /// The subject this default stands for at `p`, if there is one.
    pub fn at(self, p: Place) -> Option<Subject> {
        if p.cast {
            return Some(Subject::Target);
        }
        match self {
            Natural::This => Some(Subject::This),
            Natural::Target => Some(Subject::Target),
            Natural::Other if p.after_attack => Some(Subject::Target),
            Natural::Other => p.other().filter(|n| n.in_play()).map(|_| Subject::Other),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use berserk_engine::card::AttackSet;

    /// Every event with another card has a name for it that names it there,
    /// and every event without one names none.
    #[test]
    fn other_cards_follow_the_engine() {
        let events = [
            TriggerEvent::Attacks(AttackSet::SIMPLE),
            TriggerEvent::Misses,
            TriggerEvent::Struck(AttackSet::ALL),
            TriggerEvent::Defends,
            TriggerEvent::Moves,
            TriggerEvent::Crosses { to_enemy: true },
            TriggerEvent::EatsCorpse,
            TriggerEvent::Prophecy { own_cards: true },
            TriggerEvent::Approached,
            TriggerEvent::Sees(berserk_engine::ability::Seen::Misses),
            TriggerEvent::Sees(berserk_engine::ability::Seen::PoisonWounds),
            TriggerEvent::Sees(berserk_engine::ability::Seen::CounterStrikes),
            TriggerEvent::Sees(berserk_engine::ability::Seen::Opens),
            TriggerEvent::Sees(berserk_engine::ability::Seen::RollsSix),
            TriggerEvent::Sees(berserk_engine::ability::Seen::Vampirism),
            TriggerEvent::Sees(berserk_engine::ability::Seen::GainsToken),
            TriggerEvent::Sees(berserk_engine::ability::Seen::Targeted),
            TriggerEvent::Sees(berserk_engine::ability::Seen::Kills),
            TriggerEvent::Sees(berserk_engine::ability::Seen::GainsFlight),
            TriggerEvent::Sees(berserk_engine::ability::Seen::Teleports),
            TriggerEvent::Sees(berserk_engine::ability::Seen::Jumps),
            TriggerEvent::GainsToken,
            TriggerEvent::AdjacentTeleportsToEnemyHalf,
            TriggerEvent::AdjacentStruck(AttackSet::RANGED),
            TriggerEvent::WoundedBy(AttackSet::STRIKES),
            TriggerEvent::GainsIncarnationToken,
            TriggerEvent::Jumps,
            TriggerEvent::ElementChain,
            TriggerEvent::RunesBloom,
            TriggerEvent::Targeted(AttackSet::SIMPLE),
            TriggerEvent::Declares(AttackSet::SIMPLE),
            TriggerEvent::Defended,
            TriggerEvent::WoundedByAttack(3),
            TriggerEvent::AnyLosesTokens(2),
            TriggerEvent::AnyWoundedByAttack(1),
            TriggerEvent::AnyDealsWounds {
                n: 4,
                attacks: AttackSet::NONMAGIC,
            },
            TriggerEvent::AnyDealsNoWounds(AttackSet::ALL),
            TriggerEvent::AdjacentOwnArtifactWounded(AttackSet::ALL),
            TriggerEvent::OwnFlyerStruck(AttackSet::SIMPLE),
            TriggerEvent::Displaced,
            TriggerEvent::EntersOwnHalf,
            TriggerEvent::Opens,
            TriggerEvent::Shifts,
            TriggerEvent::TurnStart(Side::Own),
            TriggerEvent::TurnEnd(Side::Any),
            TriggerEvent::BattleStart,
            TriggerEvent::Dies,
            TriggerEvent::CreatureDies,
            TriggerEvent::Incarnates,
            TriggerEvent::Valhalla,
            TriggerEvent::RollsSix,
            TriggerEvent::ValhallaTargeted,
            TriggerEvent::HostJumps,
            TriggerEvent::Acts,
            TriggerEvent::TeleportsToOwnHalf,
            TriggerEvent::DiesPerToken,
            TriggerEvent::VolleyDice(6),
            TriggerEvent::ProphesiesEach,
        ];
        for e in events {
            let p = Place {
                event: Some(e),
                constant: false,
                cast: false,
                after_attack: false,
            };
            let named: Vec<Named> = Named::ALL.into_iter().filter(|n| p.named(*n).is_some()).collect();
            if e.has_other() {
                assert_eq!(named, vec![Named::of(e)], "{e:?}");
                assert_eq!(p.word(Subject::Other), Named::of(e).word());
            } else {
                assert!(named.is_empty(), "{e:?}");
                assert_eq!(Natural::Other.at(p), None);
            }
            // After an attack of its own, the riders act on the attacked card.
            let after = Place {
                after_attack: true,
                ..p
            };
            assert_eq!(after.attacked(), Some(Subject::Target));
            assert_eq!(after.read(Named::Attacked), Some(Subject::Other));
            assert_eq!(after.attacker(), None);
        }
        let dead = Place {
            event: Some(TriggerEvent::CreatureDies),
            constant: false,
            cast: false,
            after_attack: false,
        };
        // The dead creature names a card to read, not one to act on by default.
        assert_eq!(dead.read(Named::Dead), Some(Subject::Other));
        assert_eq!(Natural::Other.at(dead), None);
        assert_eq!(
            Who::parse(&["adjacent", "own", "x"]),
            Some((Who::Adjacent(Side::Own), 2))
        );
        assert_eq!(Who::parse(&["dead"]), Some((Who::Named(Named::Dead), 1)));
        assert_eq!(Who::parse(&["friend"]), None);
    }
}
