//! The ability model: every ability of every card is one [`Ability`] made of
//! the same parts, the way the comprehensive rules describe an ability
//! (501–502) and the way the strongest card engines build theirs:
//!
//! - **how it is used** ([`Usage`]): an action its controller declares (a
//!   sudden one too), a trigger that fires on an event, or a constant ability
//!   in force while its card is face up in play;
//! - **what it costs** ([`Cost`]): tokens and closing, reserved at the
//!   declaration and paid after execution (501.12, 501.13); a cost of X
//!   declared with it (501.15); prepayments made at the legality-check step
//!   (501.14–501.16);
//! - **restrictions**: how often it may be used ([`UseLimit`]) and a condition
//!   on its card ([`Ability::when`]);
//! - **targets** ([`Target`]): what the declaration names (502.4–502.8);
//! - **effects**: a list of [`Effect`]s from one set shared by actions,
//!   riders («при этом»), triggers, spells and impacts; each says what it
//!   does ([`EffectKind`]) and to whom ([`Subject`]); a lasting one carries
//!   its duration ([`Until`]).
//!
//! Constant abilities are modifiers ([`Modifier`]) granted to their subject
//! for as long as the ability is in force; effects grant the same modifiers
//! for a duration. A modifier lives in one place whatever grants it.
//!
//! Conditions ([`Cond`]) and numbers ([`Value`]) are composable parts of
//! their own, evaluated against the game when they are needed.
//!
//! The parts live in modules of their own — [`cost`], [`target`],
//! [`effect`], [`value`], [`modifier`], [`trigger`], [`cond`] — and are all
//! re-exported here, so `ability::EffectKind` names the same type as
//! `ability::effect::EffectKind`.

pub mod cond;
pub mod cost;
pub mod effect;
pub mod modifier;
pub mod target;
pub mod trigger;
pub mod value;

pub use cond::*;
pub use cost::*;
pub use effect::*;
pub use modifier::*;
pub use target::*;
pub use trigger::*;
pub use value::*;

use crate::model::card::{AttackKind, AttackSet, Element, Keyword, Level, LevelSet, Protection};

/// An ability of a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ability {
    /// How it is used.
    pub usage: Usage,
    /// A spell (заклинание) or an impact (воздействие), or neither (502.6).
    pub cast: Option<CastKind>,
    /// What it costs.
    pub cost: Cost,
    /// "(1 раз за ход)" / "(1 раз за бой)".
    pub limit: Option<UseLimit>,
    /// A condition on the ability's own card: a constant ability is in force,
    /// an action may be declared, a trigger fires only while it holds.
    pub when: Option<Cond>,
    /// What the declaration names.
    pub target: Target,
    /// What it does, in order.
    pub effects: Vec<Effect>,
}

impl Default for Ability {
    /// An action with no cost, no target and no effect: a start for building one.
    fn default() -> Self {
        Ability {
            usage: Usage::Action { sudden: false },
            cast: None,
            cost: Cost::default(),
            limit: None,
            when: None,
            target: Target::None,
            effects: Vec::new(),
        }
    }
}

/// How an ability is used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Usage {
    /// Its controller declares it into the declaration queue (an action,
    /// GAME.md §5); `sudden` ([внезапно]): also in a response window.
    Action { sudden: bool },
    /// It fires by itself when its event happens (срабатывающая особенность).
    Trigger(Trigger),
    /// It is in force while its card is face up in the play zone and has its
    /// abilities (постоянная особенность); its effects are modifiers.
    Constant,
}

/// A spell or an impact: abilities that are not attacks, with any number of
/// targets, affecting all of them at once (502.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastKind {
    Spell,
    Impact,
}

impl Ability {
    /// An action ([закрытие] by default off) with these effects.
    pub fn action(effects: Vec<Effect>) -> Ability {
        Ability {
            effects,
            ..Ability::default()
        }
    }
    /// An action (no cost) that does `kind` to one card in play it names;
    /// [`Ability::targeting`] narrows which.
    pub fn action_on_target(kind: EffectKind) -> Ability {
        Ability {
            target: Target::One(Filter::default()),
            effects: vec![Effect::on_target(kind)],
            ..Ability::default()
        }
    }
    /// An attack action: "[закрытие]: <attack>" at one chosen target.
    pub fn attack(attack: Attack) -> Ability {
        Ability::action_on_target(EffectKind::Attack(attack)).closing()
    }
    /// A constant ability granting its card this modifier.
    pub fn constant(modifier: Modifier) -> Ability {
        Ability::constant_on(Subject::This, modifier)
    }
    /// A constant ability granting `to` this modifier (suppression: the
    /// adjacent enemies lose their abilities).
    pub fn constant_on(to: Subject, modifier: Modifier) -> Ability {
        Ability {
            usage: Usage::Constant,
            effects: vec![Effect::grant(to, modifier, Until::InForce)],
            ..Ability::default()
        }
    }
    /// An aura: a constant ability granting every creature in play that
    /// `filter` picks (the card itself never) this modifier while the ability
    /// is in force (Щитоносец: own steppe creatures beside it get −1 from
    /// ranged attacks).
    pub fn aura(filter: Filter, modifier: Modifier) -> Ability {
        Ability {
            usage: Usage::Constant,
            target: Target::All {
                filter,
                deferred: false,
            },
            effects: vec![Effect::grant(Subject::Target, modifier, Until::InForce)],
            ..Ability::default()
        }
    }
    /// Is it an aura ([`Ability::aura`])?
    pub fn is_aura(&self) -> bool {
        self.is_constant() && matches!(self.target, Target::All { .. })
    }
    /// A constant keyword.
    pub fn keyword(k: Keyword) -> Ability {
        Ability::constant(Modifier::Keyword(k))
    }
    /// A triggered ability.
    pub fn trigger(event: TriggerEvent, effects: Vec<Effect>) -> Ability {
        Ability {
            usage: Usage::Trigger(Trigger {
                event,
                vs: Vec::new(),
                optional: false,
            }),
            effects,
            ..Ability::default()
        }
    }
    /// The same ability with the close cost.
    pub fn closing(mut self) -> Ability {
        self.cost.close = true;
        self
    }
    /// The same ability, sudden.
    pub fn sudden(mut self) -> Ability {
        if let Usage::Action { sudden } = &mut self.usage {
            *sudden = true;
        }
        self
    }
    /// The same ability costing `n` tokens more.
    pub fn tokens(mut self, n: u8) -> Ability {
        self.cost.tokens = self.cost.tokens.saturating_add(n);
        self
    }
    /// The same ability, in force (usable, firing) only while `c` holds for its card.
    pub fn when(mut self, c: Cond) -> Ability {
        self.when = Some(c);
        self
    }
    /// The same ability with one more effect.
    pub fn then(mut self, e: Effect) -> Ability {
        self.effects.push(e);
        self
    }
    /// The same ability as a spell (заклинание, 502.6).
    pub fn spell(mut self) -> Ability {
        self.cast = Some(CastKind::Spell);
        self
    }
    /// The same ability as an impact (воздействие, 502.6).
    pub fn impact(mut self) -> Ability {
        self.cast = Some(CastKind::Impact);
        self
    }
    /// The same ability, naming `target` in its declaration.
    pub fn targeting(mut self, target: Target) -> Ability {
        self.target = target;
        self
    }
    /// The same ability, usable once per turn or once per battle.
    pub fn limited(mut self, limit: UseLimit) -> Ability {
        self.limit = Some(limit);
        self
    }
    /// The same ability with this cost of X.
    pub fn x_cost(mut self, x: XCost) -> Ability {
        self.cost.x = Some(x);
        self
    }
    /// The same ability with the card itself as its prepayment (501.15.1).
    pub fn prepaid(mut self, prepay: Prepay) -> Ability {
        self.cost.prepay = Some(prepay);
        self
    }
    /// The same triggered ability, which its controller may decline when
    /// choosing its target.
    pub fn optional(mut self) -> Ability {
        if let Usage::Trigger(t) = &mut self.usage {
            t.optional = true;
        }
        self
    }
    /// Is this a trigger its controller may decline?
    pub fn is_optional(&self) -> bool {
        matches!(&self.usage, Usage::Trigger(t) if t.optional)
    }
    /// Does a player pick one of its options while it acts (`crate::rules::pick`)?
    pub fn has_pick(&self) -> bool {
        self.effects.iter().any(|e| {
            matches!(
                e.kind,
                EffectKind::Pick { .. } | EffectKind::FollowStep | EffectKind::Shift { .. }
            )
        })
    }
    /// The same triggered ability, firing only when the other card of its
    /// event meets `vs` (no effect on other abilities).
    pub fn vs(mut self, vs: Vec<Cond>) -> Ability {
        if let Usage::Trigger(t) = &mut self.usage {
            t.vs = vs;
        }
        self
    }

    // ----- reading -----

    pub fn is_action(&self) -> bool {
        matches!(self.usage, Usage::Action { .. })
    }
    pub fn is_sudden(&self) -> bool {
        matches!(self.usage, Usage::Action { sudden: true })
    }
    pub fn is_constant(&self) -> bool {
        self.usage == Usage::Constant
    }
    pub fn trigger_event(&self) -> Option<TriggerEvent> {
        match &self.usage {
            Usage::Trigger(t) => Some(t.event),
            _ => None,
        }
    }
    /// The first effect, which decides what the declaration's target is for.
    pub fn main_effect(&self) -> Option<&EffectKind> {
        self.effects.first().map(|e| &e.kind)
    }
    /// The attack the ability makes, if its first effect is one.
    pub fn attack_of(&self) -> Option<&Attack> {
        match self.main_effect()? {
            EffectKind::Attack(a) | EffectKind::Volley { attack: a, .. } => Some(a),
            _ => None,
        }
    }
    /// The kind of attack the ability makes, if any.
    pub fn attack_kind(&self) -> Option<AttackKind> {
        self.attack_of().map(|a| a.kind)
    }
    /// Does the ability pay tokens (so its card may close to gain one, GAME.md §4)?
    pub fn pays_tokens(&self) -> bool {
        self.cost.tokens > 0 || self.cost.x == Some(XCost::Tokens)
    }
    /// The modifiers a constant ability grants, with their subjects.
    pub fn modifiers(&self) -> impl Iterator<Item = (Subject, &Modifier)> {
        self.effects.iter().filter_map(|e| match &e.kind {
            EffectKind::Grant { modifier, .. } => Some((e.to, modifier)),
            _ => None,
        })
    }
}

/// A protection's keyword, for filters that name protections.
pub fn protection_keyword(p: Protection) -> Keyword {
    Keyword::Protection(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builders_set_only_what_they_name() {
        let shot = Attack::new(AttackKind::Shot, [1, 2, 3]).range(3).adjacent().plus_x();
        assert_eq!(
            shot,
            Attack {
                kind: AttackKind::Shot,
                values: [1, 2, 3],
                range: Some(3),
                adjacent_ok: true,
                plus_x: true,
                plus_of: None,
                plus_strike: false,
                ignores_abilities: false,
                leap: false,
            }
        );
        assert!(
            Attack::new(AttackKind::Shot, [5; 3])
                .ignoring_abilities()
                .ignores_abilities
        );
        assert_eq!(
            Filter::creatures(Side::Own).in_zone(TargetZone::OwnGraveyard).within(2),
            Filter {
                side: Side::Own,
                range: Some(2),
                zone: TargetZone::OwnGraveyard,
                creature: true,
                near: None,
                vs: Vec::new(),
                spread: None,
                second: None,
            }
        );
        assert_eq!(
            Filter::side(Side::Enemy),
            Filter {
                side: Side::Enemy,
                ..Filter::default()
            }
        );
        let a = Ability::action_on_target(EffectKind::Wound(Value::X { minus: 0 }))
            .targeting(Target::Chosen {
                min: 1,
                max: 2,
                filter: Filter::creatures(Side::Enemy),
            })
            .spell()
            .x_cost(XCost::Tokens)
            .limited(UseLimit::Turn(1))
            .tokens(1)
            .sudden();
        assert_eq!(
            a,
            Ability {
                usage: Usage::Action { sudden: true },
                cast: Some(CastKind::Spell),
                cost: Cost {
                    tokens: 1,
                    close: false,
                    strike: false,
                    x: Some(XCost::Tokens),
                    prepay: None,
                    from_graveyard: false,
                },
                limit: Some(UseLimit::Turn(1)),
                when: None,
                target: Target::Chosen {
                    min: 1,
                    max: 2,
                    filter: Filter::creatures(Side::Enemy),
                },
                effects: vec![Effect::on_target(EffectKind::Wound(Value::X { minus: 0 }))],
            }
        );
        assert_eq!(Ability::default().impact().cast, Some(CastKind::Impact));
        assert_eq!(
            Ability::action(Vec::new()).prepaid(Prepay::Destroy).cost.prepay,
            Some(Prepay::Destroy)
        );
        // An attack action closes; `action_on_target` alone costs nothing.
        let strike = Attack::new(AttackKind::SpecialStrike, [3; 3]);
        assert_eq!(
            Ability::attack(strike),
            Ability::action_on_target(EffectKind::Attack(strike)).closing()
        );
        assert!(Ability::action_on_target(EffectKind::Destroy).cost.is_free());
    }

    #[test]
    fn constant_and_trigger_builders() {
        let suppress = Ability::constant_on(Subject::Adjacent(Side::Enemy), Modifier::LoseAbilities);
        assert!(suppress.is_constant());
        assert_eq!(
            suppress.effects,
            vec![Effect::new(
                Subject::Adjacent(Side::Enemy),
                EffectKind::Grant {
                    modifier: Modifier::LoseAbilities,
                    until: Until::InForce,
                },
            )]
        );
        assert_eq!(
            Ability::keyword(Keyword::Formation),
            Ability::constant_on(Subject::This, Modifier::Keyword(Keyword::Formation))
        );
        let t = Ability::trigger(TriggerEvent::Struck(AttackSet::STRIKES), Vec::new()).vs(vec![Cond::Closed]);
        assert_eq!(
            t.usage,
            Usage::Trigger(Trigger {
                event: TriggerEvent::Struck(AttackSet::STRIKES),
                vs: vec![Cond::Closed],
                optional: false,
            })
        );
        // `vs` and `sudden` leave other usages alone.
        let formation = Ability::keyword(Keyword::Formation);
        assert_eq!(formation.clone().vs(vec![Cond::Closed]).sudden(), formation);
    }
}
