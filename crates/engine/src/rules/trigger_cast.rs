//! A trigger's spell or impact with chosen targets («ранить X карт на 1»,
//! Поганище), and the trigger event that gives it its X: an incarnation
//! token gained in the graveyard ([`TriggerEvent::GainsIncarnationToken`]).
//!
//! The trigger fires from its owner's graveyard; its X (the card's
//! incarnation tokens, the new one included) is kept with it
//! ([`crate::game::State::trigger_xs`]), since the card may return into play
//! — and lose its tokens (503.1) — before its turn comes. When it comes, the
//! trigger is declared at once (it has no choice to accept) and names its
//! targets one by one like a spell or an impact of an action (502.4, the
//! `CastTargets` decision); then it goes through the queue and affects them
//! all at once (502.6). Amounts of weak-medium-strong values
//! ([`Value::Levels`]) wait for the ability's die first, one for all the
//! targets.

use crate::game::event::{Action, Event};
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::{Game, Step};
use crate::model::ability::{EffectKind, Target, TriggerEvent, Value};

impl Game {
    /// `c`, in its owner's graveyard, has just got an incarnation token:
    /// its `on gains_incarnation_token` triggers fire. Games whose cards
    /// listen to no such event pay one mask test.
    #[inline]
    pub(crate) fn gained_incarnation_token(&mut self, c: CardId) {
        let event = TriggerEvent::GainsIncarnationToken;
        if self.listened(event) && self.card(c).zone == Zone::Graveyard && self.db.listens(self.card(c).def, event) {
            let fired = self.triggers_on(c, |on, _| on == event);
            self.fire(c, None, None, fired);
        }
    }

    /// The X an event gives a trigger of `c` as it fires: the number of cards
    /// shown by a prophecy, the incarnation tokens of a card that got one,
    /// the value of the attack just made (Кулхан).
    pub(crate) fn event_x(&self, c: CardId, event: Option<TriggerEvent>) -> u8 {
        match event {
            Some(TriggerEvent::Prophecy { .. }) => self.s.shown.len() as u8,
            Some(TriggerEvent::Attacks(_)) => self.s.attack_value,
            Some(TriggerEvent::GainsIncarnationToken) => self.card(c).incarnation,
            // The wounds a poison dealt (Руины Уорлога).
            Some(TriggerEvent::Sees(crate::model::ability::Seen::PoisonWounds)) => self.s.poison_x,
            // The distance of the jump just made (Разящий в ночи).
            Some(TriggerEvent::Jumps) => self.s.jump_x,
            // The tokens the card just lost (Прорицательница вершин).
            Some(TriggerEvent::AnyLosesTokens(_)) => self.s.lost_x,
            // The shown cards that met the trigger's `vs` (Информатор).
            Some(TriggerEvent::ProphesiesEach) => self.s.shown_x,
            _ => 0,
        }
    }

    /// A trigger waiting for its declaration keeps the X its event gave it.
    /// So does a spell or an impact after an attack: its X is the attack's
    /// value (Дзингор), gone once the next attack is made.
    pub(crate) fn keep_trigger_x(&mut self, c: CardId, index: u8) {
        let event = self.ability(c, index).and_then(|a| a.trigger_event());
        let attack_cast = matches!(event, Some(TriggerEvent::Attacks(_))) && self.trigger_casts(c, index);
        let poison = event == Some(TriggerEvent::Sees(crate::model::ability::Seen::PoisonWounds));
        let lost = matches!(event, Some(TriggerEvent::AnyLosesTokens(_)));
        let shown = event == Some(TriggerEvent::ProphesiesEach);
        if event == Some(TriggerEvent::GainsIncarnationToken) || attack_cast || poison || lost || shown {
            let x = self.event_x(c, event);
            self.s.trigger_xs.push((c, index, x));
        }
    }

    /// The X kept for `source`'s trigger `index` (0 if none).
    pub(crate) fn trigger_x(&self, source: CardId, index: u8) -> u8 {
        self.s
            .trigger_xs
            .iter()
            .find(|w| w.0 == source && w.1 == index)
            .map_or(0, |w| w.2)
    }

    /// The trigger is done with its X (executed, skipped or cancelled).
    pub(crate) fn forget_trigger_x(&mut self, source: CardId, index: u8) {
        if let Some(i) = self.s.trigger_xs.iter().position(|w| w.0 == source && w.1 == index) {
            self.s.trigger_xs.remove(i);
        }
    }

    /// Is `source`'s ability `index` a trigger that names its targets one by
    /// one (a spell or an impact with chosen targets)?
    pub(crate) fn trigger_casts(&self, source: CardId, index: u8) -> bool {
        self.ability(source, index).is_some_and(|a| {
            a.trigger_event().is_some() && a.cast.is_some() && matches!(a.target, Target::Chosen { .. })
        })
    }

    /// The first waiting trigger names its targets: declared at once, with
    /// its controller naming them one by one. Returns false (the trigger is
    /// skipped) when it can't be declared or has nothing it may name.
    pub(crate) fn start_trigger_draft(&mut self, source: CardId, index: u8, other: Option<CardId>) -> bool {
        let player = self.trigger_controller(source);
        let action = Action::Triggered { index, target: source };
        if self.check_action(player, source, action, false).is_err() {
            return false;
        }
        let db = std::sync::Arc::clone(&self.db);
        let Some(a) = self.ability_in(&db, source, index) else {
            return false;
        };
        let Target::Chosen { max, .. } = a.target else {
            return false;
        };
        let max = if max == Target::X {
            self.trigger_x(source, index)
        } else {
            max
        };
        // The event's other card is kept first: targets next to it are
        // checked against it (`next_to`, Анубисар).
        if let Some(other) = other {
            self.s.trigger_others.push((source, index, other));
        }
        if max == 0
            || !self
                .s
                .play
                .iter()
                .any(|&t| self.check_cast_target(source, a, t).is_ok())
        {
            if other.is_some() {
                self.s.trigger_others.pop();
            }
            return false;
        }
        // A limited trigger is used when it is declared.
        if let Some(limit) = a.limit {
            self.s.used.push((source, index, limit));
        }
        let decl = self.declaration(player, source, action, false);
        self.start_draft(decl);
        true
    }

    /// Does `t` stand next to the other card of the event that fired
    /// `source`'s trigger `a` (the latest kept for it), where that card
    /// stands or stood?
    #[inline(never)]
    pub(crate) fn next_to_trigger_other(&self, source: CardId, a: &crate::model::ability::Ability, t: CardId) -> bool {
        self.s
            .trigger_others
            .iter()
            .rev()
            .find(|w| w.0 == source && self.ability(source, w.1).is_some_and(|b| std::ptr::eq(b, a)))
            .is_some_and(|w| self.stands_next_to(w.2, t))
    }

    /// Does `t` stand on a cell next to where `other` stands (or stood)?
    fn stands_next_to(&self, other: CardId, t: CardId) -> bool {
        match (self.acting_cell(other), self.card(t).zone.cell()) {
            (Some(a), Some(b)) => t != other && a.is_adjacent(b),
            _ => false,
        }
    }

    /// Does `source`'s ability `index` need its die before it is applied:
    /// an amount of weak-medium-strong values ([`Value::Levels`], «на 1-2-2»,
    /// Тергала's runes), rolled once for all its targets (502.6)?
    pub(crate) fn cast_rolls_die(&self, source: CardId, index: u8) -> bool {
        self.ability(source, index).is_some_and(|a| {
            a.effects.iter().any(|e| {
                matches!(
                    e.kind,
                    EffectKind::Wound(Value::Levels(_)) | EffectKind::Heal(Some(Value::Levels(_)))
                )
            })
        })
    }

    /// The executing trigger's spell or impact with a die waits for it.
    /// So does an action's spell or impact with such amounts (Рукан).
    pub(crate) fn rolls_cast_die(&self, action: Action) -> bool {
        let Some(x) = self.s.exec.last() else { return false };
        let casts = match action {
            Action::Triggered { index, .. } => self.trigger_casts(x.decl.source, index).then_some(index),
            Action::Ability { index, .. } | Action::AbilityX { index, .. } => self.action_casts(x.decl.source, index),
            _ => None,
        };
        casts.is_some_and(|index| {
            matches!(x.step, Step::RollAbility) && x.target.is_none() && self.cast_rolls_die(x.decl.source, index)
        })
    }

    /// Is `source`'s ability `index` an action's spell or impact (not a
    /// trigger's)? Its index, if so.
    fn action_casts(&self, source: CardId, index: u8) -> Option<u8> {
        self.ability(source, index)
            .is_some_and(|a| a.trigger_event().is_none() && a.cast.is_some())
            .then_some(index)
    }

    /// The ability's die is rolled: its level is kept for its amounts, and
    /// the spell or impact is applied to its targets (502.6).
    pub(crate) fn cast_die_rolled(&mut self, roll: u8) {
        let x = self.exec();
        let source = x.decl.source;
        self.events.push(Event::DieRolled {
            card: source,
            roll,
            bonus: 0,
            value: roll as i8,
        });
        self.exec_mut().level_roll = roll;
        if let Action::Ability { index, .. } | Action::AbilityX { index, .. } = x.decl.action {
            // An action's spell or impact (Рукан): its targets as the legality check left them.
            let db = std::sync::Arc::clone(&self.db);
            if let Some(a) = self.ability_in(&db, source, index) {
                let decl = self.exec().decl;
                self.execute_cast(decl, index, a, crate::rules::cast::action_x(decl.action));
            }
            if !matches!(self.exec().step, crate::game::Step::Reroll(_)) {
                self.finish(true);
            }
        }
        if let Action::Triggered { index, .. } = x.decl.action {
            self.apply_trigger_cast(source, index);
        }
    }
}
