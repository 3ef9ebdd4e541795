//! The attack in flight: an attack between its dice and its calculation,
//! while the response window after the dice is open and the sudden actions
//! declared in it execute (501.17 example 3). Impacts may change it there:
//! its strike level, its value, a die roll (and with it the strike table).
//!
//! One place answers "which attack is in flight, who takes part, who rolled
//! what": the target checks (the options offered and the declarations
//! accepted), the conditions (`attacking`, `attacked_by`, `rolled`) and the
//! effects all read it from here.

use crate::game::event::{Action, Event};
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{refuse, FlightChange, Game, Illegal, Refusal, Step};
use crate::model::ability::{DieChange, EffectKind};
use crate::model::card::AttackKind;
use crate::rules::effects::Calculated;

/// Which die of the attack in flight a card rolled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Die {
    /// The attacker's die of a simple strike.
    Attack,
    /// The open target's die of a simple strike.
    Defense,
    /// The die of an attack with three values.
    Level,
}

impl Game {
    /// The index (in the execution stack) of the attack in flight: the latest
    /// executing attack whose dice are rolled and which waits for its
    /// calculation. Attacks with a fixed value roll no die and open no
    /// window: they are never in flight.
    pub(crate) fn in_flight(&self) -> Option<usize> {
        if self.s.exec.is_empty() {
            return None;
        }
        self.s.exec.iter().rposition(|x| {
            matches!(x.step, Step::ChooseExchange | Step::Resolve)
                && match x.decl.action {
                    Action::Strike { .. } => x.table.is_some(),
                    action => self
                        .attack_of(x.decl.source, action, x.decl.continuation)
                        .is_some_and(|(_, values, _)| crate::model::card::fixed_value(&values).is_none()),
                }
        })
    }

    /// The kind of the attack in flight, its attacker and the card it is aimed at.
    pub(crate) fn flight_cards(&self) -> Option<(AttackKind, CardId, CardId)> {
        let x = &self.s.exec[self.in_flight()?];
        let kind = self.declared_attack_kind(&x.decl)?;
        Some((kind, x.decl.source, x.target?))
    }

    /// The die `c` rolled in the attack in flight, and the roll as it is now.
    fn flight_die(&self, c: CardId) -> Option<(usize, Die, u8)> {
        let i = self.in_flight()?;
        let x = &self.s.exec[i];
        match x.decl.action {
            Action::Strike { .. } if x.decl.source == c => Some((i, Die::Attack, x.attack_roll)),
            Action::Strike { .. } if x.target == Some(c) && x.target_open => Some((i, Die::Defense, x.defense_roll)),
            Action::Strike { .. } => None,
            _ if x.decl.source == c => Some((i, Die::Level, x.level_roll)),
            _ => None,
        }
    }

    /// The roll of `c`'s die in the attack in flight, if it rolled one.
    pub(crate) fn flight_roll(&self, c: CardId) -> Option<u8> {
        self.flight_die(c).map(|(_, _, r)| r)
    }

    /// May an effect on the attack in flight name `t`: a card that takes part
    /// in it (the attacker, or the card it is aimed at), or, for a die
    /// change, a card that rolled a die in it?
    pub(crate) fn check_in_flight_target(&self, kind: &EffectKind, t: CardId) -> Result<(), Illegal> {
        if let EffectKind::Die(_) = kind {
            if self.flight_die(t).is_none() {
                return refuse(Rule::R501_17, Refusal::NoDieRolled);
            }
            return Ok(());
        }
        match self.flight_cards() {
            // A miss for both: only a simple strike between two open creatures (Стратег).
            Some((strike, a, at))
                if *kind == EffectKind::StrikeMiss
                    && (a == t || at == t)
                    && (strike != AttackKind::SimpleStrike || !self.card(a).open || !self.card(at).open) =>
            {
                refuse(Rule::R501_17, Refusal::NoAttackInFlight)
            }
            Some((_, a, at)) if a == t || at == t => Ok(()),
            _ => refuse(Rule::R501_17, Refusal::NoAttackInFlight),
        }
    }

    /// Applies an effect on the attack in flight, through its target `t`.
    pub(crate) fn change_in_flight(&mut self, kind: &EffectKind, t: CardId) {
        if self.check_in_flight_target(kind, t).is_err() {
            return; // the attack ended meanwhile
        }
        let Some(i) = self.in_flight() else { return };
        let attacker = self.s.exec[i].decl.source;
        let change: &mut FlightChange = &mut self.s.exec[i].change;
        match *kind {
            EffectKind::StrikeLevel(level) => {
                change.level = Some(level);
                self.events.push(Event::StrikeLevelSet { attacker, level });
            }
            EffectKind::StrikeMiss => {
                // The fight's result is a miss for both, instead of what the
                // dice gave: they count as not rolled (no «выбрасывает 6»).
                let x = &mut self.s.exec[i];
                x.table = Some(crate::model::strike::TableResult {
                    diff: Some(-2),
                    outcome: crate::model::strike::Outcome {
                        attack: None,
                        counter: None,
                    },
                    exchange: None,
                });
                x.attack_roll = 0;
                x.defense_roll = 0;
                x.step = Step::Resolve;
                let target = x.target.unwrap_or(attacker);
                self.events.push(Event::FightMissed { attacker, target });
            }
            EffectKind::StrikeValueMax(max) => {
                change.cap(max);
                self.events.push(Event::StrikeValueCapped { attacker, max });
            }
            EffectKind::StrikeValue(by) => {
                change.add(by);
                self.events.push(Event::StrikeValueChanged { attacker, by });
            }
            EffectKind::Weaken(by) => {
                change.weaken = change.weaken.saturating_add(by);
                self.events.push(Event::StrikeWeakened { attacker, by });
            }
            EffectKind::Die(DieChange::Add(by)) => {
                let Some((i, die, roll)) = self.flight_die(t) else {
                    return;
                };
                let new = (i16::from(roll) + i16::from(by)).clamp(0, i16::from(u8::MAX)) as u8;
                self.set_roll(i, die, new);
                self.events.push(Event::DieChanged { card: t, by, roll: new });
                self.retable(i, die);
            }
            EffectKind::Die(DieChange::Reroll) => {
                self.events.push(Event::DieRerolled { card: t });
                // The executing impact waits for the die (a chance event).
                self.exec_mut().step = Step::Reroll(t);
            }
            _ => {}
        }
    }

    /// The die of `c` rolled again shows `roll`: it replaces the old roll,
    /// the bonuses stay (GAME.md §6), and the table is computed again.
    pub(crate) fn rerolled(&mut self, c: CardId, roll: u8) {
        let Some((i, die, old)) = self.flight_die(c) else {
            return;
        };
        let x = &self.s.exec[i];
        let bonus = match die {
            Die::Attack => x.attack_value - old as i8,
            Die::Defense => x.defense_value - old as i8,
            Die::Level => 0,
        };
        self.set_roll(i, die, roll);
        self.events.push(Event::DieRolled {
            card: c,
            roll,
            bonus,
            value: roll as i8 + bonus,
        });
        self.retable(i, die);
    }

    /// Sets a roll of `exec[i]`; the value with bonuses moves with it.
    fn set_roll(&mut self, i: usize, die: Die, roll: u8) {
        let x = &mut self.s.exec[i];
        match die {
            Die::Attack => {
                x.attack_value += roll as i8 - x.attack_roll as i8;
                x.attack_roll = roll;
            }
            Die::Defense => {
                x.defense_value += roll as i8 - x.defense_roll as i8;
                x.defense_roll = roll;
            }
            Die::Level => x.level_roll = roll,
        }
    }

    /// A simple strike's table is computed again from its changed dice; the
    /// attack then goes on — to the exchange choice if the new result is an
    /// exchange — without another window (the actions declared in this one
    /// still execute). An attack with three values reads its level from the
    /// roll at the calculation.
    fn retable(&mut self, i: usize, die: Die) {
        if die == Die::Level {
            return;
        }
        self.table_of(i);
        let exchange = self.s.exec[i].table.is_some_and(|t| t.exchange.is_some());
        self.s.exec[i].step = if exchange { Step::ChooseExchange } else { Step::Resolve };
    }

    /// The calculated attack with the changes made in flight (its value).
    pub(crate) fn changed(&self, mut calc: Calculated, change: FlightChange) -> Calculated {
        let value = change.value(calc.damage);
        // A simple strike that can't be lowered only gains (Гидра).
        calc.damage = if calc.ctx.kind == AttackKind::SimpleStrike && self.strike_not_lowered(calc.ctx.source) {
            value.max(calc.damage)
        } else {
            value
        };
        if calc.damage == 0 {
            calc.protection = None;
        }
        calc
    }
}
