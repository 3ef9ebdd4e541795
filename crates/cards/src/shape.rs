//! Where an effect sits in its ability, and what its subject words mean there.
//!
//! The parser, the writer and the card text share these rules, so that a
//! word like `attacked` has one meaning wherever it is written:
//!
//! - `self` is the card with the ability ([`Subject::This`]);
//! - `target` is what the ability's declaration names ([`Subject::Target`]);
//! - `attacked` is the card an attack of this ability hits — its target, for
//!   the effects after an attack («при этом») — or, in a trigger
//!   `on <attacks>`, the card this card attacked ([`Subject::Other`]);
//! - `attacker` is the card that struck this one, in a trigger
//!   `on struck_in_melee` ([`Subject::Other`]);
//! - `adjacent enemies` are the enemy creatures next to the card
//!   ([`Subject::AdjacentEnemies`]).

use berserk_engine::ability::{Ability, EffectKind, Subject, TriggerEvent};

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
    /// The place of effect `i` of `a`.
    pub fn of(a: &Ability, i: usize) -> Place {
        Place {
            event: a.trigger_event(),
            constant: a.is_constant(),
            cast: a.cast.is_some(),
            after_attack: i > 0 && matches!(a.main_effect(), Some(EffectKind::Attack(_))),
        }
    }

    /// The subject `attacked` stands for here, if there is an attacked card.
    pub fn attacked(self) -> Option<Subject> {
        if self.after_attack {
            Some(Subject::Target)
        } else if matches!(self.event, Some(TriggerEvent::Attacks(_))) {
            Some(Subject::Other)
        } else {
            None
        }
    }

    /// The subject `attacker` stands for here, if there is an attacker.
    pub fn attacker(self) -> Option<Subject> {
        (self.event == Some(TriggerEvent::StruckInMelee) && !self.after_attack).then_some(Subject::Other)
    }

    /// The word that names `s` here (`Other` is the attacker after a melee
    /// strike at this card, else the attacked card).
    pub fn word(self, s: Subject) -> &'static str {
        match s {
            Subject::This => "self",
            Subject::Target => "target",
            Subject::AdjacentEnemies => "adjacent enemies",
            Subject::Other if self.attacker() == Some(Subject::Other) => "attacker",
            Subject::Other => "attacked",
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
    /// The other card of the attack or the event: the attacked card, or in a
    /// trigger `on struck_in_melee` the attacker (`wound`, `stun`, `poison`,
    /// `cannot`, …).
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
            Natural::Other => p.attacked().or(p.attacker()),
        }
    }
}
