//! Spells and impacts (заклинания, воздействия): abilities that are not attacks.
//! They may have any number of targets, zero included, named one by one in the
//! declaration and affected all at once (502.4, 502.6); or targets defined by a
//! property, fixed when the ability executes — or, for a deferred ability, at
//! the end of the turn (502.8, rule 120).

use crate::game::event::{Action, Event, ExecStep};
use crate::game::hooks::{Hooks, M};
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::{CardId, CardSet, Player};
use crate::game::{refuse, Declaration, Deferred, Game, Illegal, Phase, Refusal};
use crate::model::ability::{Ability, CastKind, Side, Subject, Target};
use crate::model::card::Protection;

impl Game {
    /// The ability `index` of `source` if it names targets one by one (a
    /// spell or an impact, 502.4; or a trigger's, `crate::rules::trigger_cast`, whose
    /// `up to X` names at most the X its event gave it), and how many of the
    /// group being named (the second, [`Filter::second`], with `second`) it
    /// names.
    fn chosen_of(&self, source: CardId, index: u8, second: bool) -> Option<(&Ability, u8, u8)> {
        let a = self.ability(source, index).filter(|a| a.cast.is_some())?;
        match &a.target {
            Target::Chosen { filter, .. } if second => filter.second.as_deref().map(|g| (a, g.min, g.max)),
            Target::Chosen { min, max, .. } if *max == Target::X => {
                let x = self.trigger_x(source, index);
                Some((a, (*min).min(x), x))
            }
            Target::Chosen { min, max, .. } => Some((a, *min, *max)),
            _ => None,
        }
    }

    /// Is `t` a creature of `side`, seen from `p`?
    pub(crate) fn on_side(&self, p: Player, side: Side, t: CardId) -> bool {
        let own = self.card(t).controller == p;
        match side {
            Side::Enemy => !own,
            Side::Own => own,
            Side::Any => true,
        }
    }

    /// May `source`'s spell or impact `a` name `t` as a target (502.4)? A
    /// targeted spell can't choose a card with protection from spells (515.1, 528).
    pub(crate) fn check_cast_target(&self, source: CardId, a: &Ability, t: CardId) -> Result<(), Illegal> {
        self.check_cast_target_in(source, a, false, t)
    }

    /// [`Game::check_cast_target`] for the first group of chosen targets, or
    /// the second (`second`, [`Filter::second`]): its filter, and the effects
    /// that act on it.
    pub(crate) fn check_cast_target_in(
        &self,
        source: CardId,
        a: &Ability,
        second: bool,
        t: CardId,
    ) -> Result<(), Illegal> {
        let Target::Chosen { filter, .. } = &a.target else {
            return refuse(Rule::R502_8, Refusal::NoTargetAllowed);
        };
        let (filter, to) = match (second, filter.second.as_deref()) {
            (false, _) => (filter, Subject::Target),
            (true, Some(g)) => (&g.filter, Subject::Second),
            (true, None) => return refuse(Rule::R502_4, Refusal::TooManyTargets),
        };
        let Some(tc) = self.get_card(t) else {
            return refuse(Rule::R502_4, Refusal::NoSuchCard);
        };
        if !tc.zone.in_play() {
            return refuse(Rule::R502_4, Refusal::NotInPlay);
        }
        // A creature, unless the target asks for a terrain (`vs terrain`,
        // Картограф: its conditions below check the kind; KINDS §8).
        let terrain_asked = filter
            .vs
            .contains(&crate::model::ability::Cond::Kind(crate::model::card::Kind::Terrain));
        if !self.is_creature(t) && !terrain_asked {
            return refuse(Rule::R502_4, Refusal::NotACreature);
        }
        if !self.on_side(self.card(source).controller, filter.side, t) {
            return refuse(Rule::R502_4, Refusal::WrongSide);
        }
        if let (Some(r), Zone::Battlefield(a), Zone::Battlefield(b)) = (filter.range, self.card(source).zone, tc.zone) {
            if a.distance(b) > r {
                return refuse(Rule::R501_17, Refusal::OutOfRange);
            }
        }
        if !self.meets_vs(source, &filter.vs, t) {
            return refuse(Rule::R502_4, Refusal::TargetConditionNotMet);
        }
        // A trigger's targets next to its event's other card, where it
        // stands or stood (Анубисар).
        if filter.near == Some(crate::model::ability::Near::NextToOther) && !self.next_to_trigger_other(source, a, t) {
            return refuse(Rule::R501_17, Refusal::NotAdjacent);
        }
        if a.cast == Some(CastKind::Spell) && tc.face_up && self.is_protected(t, Protection::Spells) {
            return refuse(Rule::R515_1, Refusal::ProtectedFromSpells);
        }
        // Each effect's own rule for the card it acts on (a heal can't name a
        // card that can't be healed, 502.9).
        for e in a.effects.iter().filter(|e| e.to == to) {
            self.check_effect_target(source, &e.kind, t)?;
        }
        Ok(())
    }

    /// Is the draft naming its second group of targets ([`Filter::second`])?
    fn drafting_second(&self) -> bool {
        matches!(self.s.phase, Phase::Targets { second: true, .. })
    }

    /// Could the group being named take one more target now? A group that
    /// can't may be finished with fewer than it names: «два выбранных
    /// существа» with one creature on the board names that one.
    fn draft_can_grow(&self, d: &Declaration, a: &Ability, second: bool) -> bool {
        self.s.play.iter().any(|&t| {
            !d.targets.contains(t) && !d.second.contains(t) && self.check_cast_target_in(d.source, a, second, t).is_ok()
        })
    }

    /// Step 1 for a spell or an impact with chosen targets: the declaration
    /// waits while its targets are named (502.4).
    pub(crate) fn start_draft(&mut self, decl: Declaration) {
        self.s.draft = Some(Box::new(decl));
        self.s.phase = Phase::Targets {
            player: decl.player,
            second: false,
        };
    }

    /// The targets named so far in the group being named.
    fn draft_group(d: &Declaration, second: bool) -> CardSet {
        if second {
            d.second
        } else {
            d.targets
        }
    }

    /// The options while targets are named: another legal target, or done
    /// (when the group has its least, or can't grow).
    pub(crate) fn draft_choices(&self, out: &mut Vec<crate::game::Choice>) {
        let Some(d) = self.s.draft.as_deref() else { return };
        let second = self.drafting_second();
        let index = crate::rules::queue::cast_index(d.action).unwrap_or(0);
        let Some((a, min, max)) = self.chosen_of(d.source, index, second) else {
            return;
        };
        let max = self.group_max(d, a, second, max);
        let named = Self::draft_group(d, second).len();
        let start = out.len();
        if named < max as usize {
            for &t in &self.s.play {
                if !d.targets.contains(t)
                    && !d.second.contains(t)
                    && self.check_cast_target_in(d.source, a, second, t).is_ok()
                {
                    out.push(crate::game::Choice::AddTarget(t));
                }
            }
        }
        if named >= min as usize || out.len() == start {
            out.insert(start, crate::game::Choice::TargetsDone);
        }
    }

    /// Checks a choice made while targets are named.
    pub(crate) fn check_draft_choice(&self, choice: crate::game::Choice) -> Result<(), Illegal> {
        let Some(d) = self.s.draft.as_deref() else {
            return refuse(Rule::Pipeline, Refusal::WrongKindOfChoice);
        };
        let second = self.drafting_second();
        let index = crate::rules::queue::cast_index(d.action).unwrap_or(0);
        let Some((a, min, max)) = self.chosen_of(d.source, index, second) else {
            return refuse(Rule::R502_3, Refusal::NoSuchAbility);
        };
        let max = self.group_max(d, a, second, max);
        let named = Self::draft_group(d, second).len();
        match choice {
            crate::game::Choice::TargetsDone
                if named < min as usize && named < max as usize && self.draft_can_grow(d, a, second) =>
            {
                refuse(Rule::R502_6, Refusal::TooFewTargets)
            }
            crate::game::Choice::TargetsDone => Ok(()),
            crate::game::Choice::AddTarget(t) => {
                if named >= max as usize {
                    return refuse(Rule::R502_6, Refusal::TooManyTargets);
                }
                if t.index() < self.s.cards.len() && (d.targets.contains(t) || d.second.contains(t)) {
                    return refuse(Rule::R502_6, Refusal::TargetTwice);
                }
                self.check_cast_target_in(d.source, a, second, t)
            }
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    /// The most targets of the group being named: its `max`, and for the
    /// second group no more than a mechanic allows (Волхв: no more than the
    /// wounds that can move).
    fn group_max(&self, d: &Declaration, a: &Ability, second: bool, max: u8) -> u8 {
        match second.then(|| M::second_group_max(self, d, a)).flatten() {
            Some(cap) => max.min(cap),
            None => max,
        }
    }

    /// Names one more target (502.4).
    pub(crate) fn add_target(&mut self, t: CardId) {
        let second = self.drafting_second();
        if let Some(d) = self.s.draft.as_mut() {
            if second {
                d.second.insert(t);
            } else {
                d.targets.insert(t);
            }
            let source = d.source;
            self.events.push(Event::TargetChosen { source, target: t });
        }
    }

    /// The group's targets named: the second group is named next, if the
    /// ability has one (Ловец душ); else the declaration enters the queue.
    pub(crate) fn targets_done(&mut self) {
        let Some(d) = self.s.draft.as_deref() else { return };
        let index = crate::rules::queue::cast_index(d.action).unwrap_or(0);
        if !self.drafting_second() && self.chosen_of(d.source, index, true).is_some() {
            self.s.phase = Phase::Targets {
                player: d.player,
                second: true,
            };
            return;
        }
        if let Some(d) = self.s.draft.take() {
            self.enqueue(*d);
        }
    }

    /// The legality-check step for the chosen targets of a spell or an impact:
    /// a target that is no longer legal is dropped (501.17); if every named
    /// target is gone, the whole action is illegal and cancelled.
    pub(crate) fn recheck_cast_targets(&mut self) -> Result<(), Illegal> {
        let Some(x) = self.s.exec.last() else { return Ok(()) };
        let d = x.decl;
        let Some(index) = crate::rules::queue::cast_index(d.action) else {
            return Ok(());
        };
        if d.targets.is_empty() && d.second.is_empty() {
            return Ok(());
        }
        let db = std::sync::Arc::clone(&self.db);
        let Some(a) = self.ability_in(&db, d.source, index) else {
            return Ok(());
        };
        let mut kept = [CardSet::default(); 2];
        let mut first_err = None;
        for (group, second) in [(d.targets, false), (d.second, true)] {
            for t in group.iter() {
                match self.check_cast_target_in(d.source, a, second, t) {
                    Ok(()) => kept[usize::from(second)].insert(t),
                    Err(e) => {
                        self.events.push(Event::TargetDropped {
                            source: d.source,
                            target: t,
                            rule: e.rule,
                        });
                        first_err.get_or_insert(e);
                    }
                }
            }
        }
        if kept[0].is_empty() && kept[1].is_empty() {
            return Err(first_err.expect("a target was dropped"));
        }
        if let Some(x) = self.s.exec.last_mut() {
            [x.decl.targets, x.decl.second] = kept;
        }
        Ok(())
    }

    /// Executes a spell or an impact: a deferred one waits for the end of the
    /// turn (120); otherwise its targets are fixed now and affected at once.
    pub(crate) fn execute_cast(&mut self, d: Declaration, index: u8, a: &Ability, x: u8) {
        if matches!(a.target, Target::All { deferred: true, .. }) {
            self.s.deferred.push(Deferred {
                player: d.player,
                source: d.source,
                index,
                x,
            });
            self.events.push(Event::Deferred { source: d.source });
            return;
        }
        let (targets, by_property) = match &a.target {
            Target::Chosen { filter, .. } => {
                let mut targets: Vec<CardId> = d.targets.iter().collect();
                if let Some(spread) = filter.spread {
                    self.spread_targets(d.player, spread, &mut targets);
                }
                (targets, false)
            }
            _ => (self.property_targets(d.player, d.source, &a.target), true),
        };
        let second: Vec<CardId> = d.second.iter().collect();
        self.apply_cast(d.source, index, a, x, [&targets, &second], by_property);
    }

    /// The creatures the chosen targets bring along (Герольд мрака): of the
    /// spread's side, next to a chosen target, with the same quantity as it
    /// (502.8: fixed now, by their property). Added after the chosen ones,
    /// each once.
    fn spread_targets(&self, p: Player, spread: crate::model::ability::Spread, targets: &mut Vec<CardId>) {
        let chosen = targets.len();
        for i in 0..chosen {
            let t = targets[i];
            let Zone::Battlefield(cell) = self.card(t).zone else {
                continue;
            };
            for o in cell.neighbours().flat_map(|n| self.cards_at(n)) {
                if targets.contains(&o) || !self.is_creature(o) || !self.on_side(p, spread.side, o) {
                    continue;
                }
                if spread.equal.is_some_and(|q| self.quantity(o, q) != self.quantity(t, q)) {
                    continue;
                }
                targets.push(o);
            }
        }
    }

    /// The cards with the ability's property now (502.8).
    pub(crate) fn property_targets(&self, p: Player, source: CardId, target: &Target) -> Vec<CardId> {
        let Target::All { filter, .. } = target else {
            return Vec::new();
        };
        self.s
            .play
            .iter()
            .copied()
            .filter(|&t| {
                (!filter.creature || self.is_creature(t))
                    && !self.is_terrain(t)
                    && self.on_side(p, filter.side, t)
                    && self.meets_vs(source, &filter.vs, t)
            })
            .collect()
    }

    /// Every target gets every effect (502.6). Deaths wait for the rule
    /// effects after the action, so the targets are affected at once.
    pub(crate) fn apply_cast(
        &mut self,
        source: CardId,
        index: u8,
        a: &Ability,
        x: u8,
        [targets, second]: [&[CardId]; 2],
        by_property: bool,
    ) {
        // GAME.md §5 steps 4–6: the targets are settled, the amounts known, the result applied.
        for step in [ExecStep::TargetSettled, ExecStep::Calculation, ExecStep::Application] {
            self.events.push(Event::Step { source, step });
        }
        self.events.push(Event::CastApplied {
            source,
            kind: a.cast.unwrap_or(CastKind::Impact),
            targets: (targets.len() + second.len()) as u8,
            by_property,
        });
        for &t in targets.iter().chain(second) {
            self.reveal_card(t);
        }
        let ctx = self.effect_ctx(source, index, None, x);
        for (i, e) in a.effects.iter().enumerate() {
            if e.to == Subject::This {
                // The ability's own card's part, after its targets (Харон),
                // if its guard holds («или на 0, если …», Глорм).
                let guarded = e.guard.as_ref().is_none_or(|g| self.guard_holds(&ctx, g, targets));
                if guarded && self.card(source).zone.in_play() {
                    self.apply_effect(&ctx, i as u8, &e.kind, source);
                }
                continue;
            }
            // An effect from the first group onto the second (Волхв's move of wounds).
            if M::apply_between_groups(self, &ctx, &e.kind, [targets, second]) {
                continue;
            }
            // The second group's effects act on its targets (Ловец душ).
            let group = if e.to == Subject::Second { second } else { targets };
            for &t in group {
                if e.guard.as_ref().is_none_or(|g| self.guard_holds(&ctx, g, &[t])) {
                    self.apply_effect(&ctx, i as u8, &e.kind, t);
                }
            }
        }
    }

    /// At the end of the turn each deferred ability fixes its targets — the
    /// cards with its property now — and affects them; none found: it stays
    /// paid and does nothing (502.8, 120).
    pub(crate) fn resolve_deferred(&mut self) {
        for d in std::mem::take(&mut self.s.deferred) {
            let Some(a) = self.ability(d.source, d.index).cloned() else {
                continue;
            };
            self.events.push(Event::DeferredResolved { source: d.source });
            let targets = self.property_targets(d.player, d.source, &a.target);
            self.apply_cast(d.source, d.index, &a, d.x, [&targets, &[]], true);
        }
        // The chains that wait for the turn's end (`at_turn_end`) go on, in
        // the order they began; what follows `at_turn_end` never stops for a
        // decision (the card language allows no such effect there).
        for l in std::mem::take(&mut self.s.later) {
            let Some(a) = self.ability(l.ctx.source, l.ctx.ability).cloned() else {
                continue;
            };
            self.events.push(Event::DeferredResolved { source: l.ctx.source });
            let stopped = self.apply_effects(&l.ctx, &a, l.at as usize + 1, l.target);
            debug_assert!(!stopped, "an effect after `at_turn_end` waited for a decision");
        }
        self.rule_effects();
    }
}

/// The X declared with an action (0 without one).
pub(crate) fn action_x(action: Action) -> u8 {
    match action {
        Action::AbilityX { x, .. } => x,
        _ => 0,
    }
}
