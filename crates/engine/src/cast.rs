//! Spells and impacts (заклинания, воздействия): abilities that are not attacks.
//! They may have any number of targets, zero included, named one by one in the
//! declaration and affected all at once (502.4, 502.6); or targets defined by a
//! property, fixed when the ability executes — or, for a deferred ability, at
//! the end of the turn (502.8, rule 120).

use crate::card::{Cast, CastEffect, CastKind, Effect, Protection, Side, Targets};
use crate::effects::AttackCtx;
use crate::event::{Action, Event, ExecStep};
use crate::game::{refuse, Declaration, Deferred, Game, Illegal, Phase, Refusal};
use crate::prevention::WoundFrom;
use crate::rules::Rule;
use crate::state::Zone;
use crate::types::{CardId, CardSet, Player};

impl Game {
    /// The spell or impact of `source`'s activated ability `index`, if it is one.
    pub(crate) fn cast_of(&self, source: CardId, index: u8) -> Option<&Cast> {
        match &self.ability(source, index)?.effect {
            Effect::Cast(c) => Some(c),
            _ => None,
        }
    }

    /// Is `t` a creature of `side`, seen from `p`?
    fn on_side(&self, p: Player, side: Side, t: CardId) -> bool {
        let own = self.card(t).controller == p;
        match side {
            Side::Enemy => !own,
            Side::Own => own,
            Side::Any => true,
        }
    }

    /// May `source`'s spell or impact `cast` name `t` as a target (502.4)? A
    /// targeted spell can't choose a card with protection from spells (515.1, 528).
    pub(crate) fn check_cast_target(&self, source: CardId, cast: &Cast, t: CardId) -> Result<(), Illegal> {
        let Targets::Chosen { side, range, .. } = cast.targets else {
            return refuse(Rule::R502_8, Refusal::NoTargetAllowed);
        };
        if t.index() >= self.s.cards.len() {
            return refuse(Rule::R502_4, Refusal::NoSuchCard);
        }
        let tc = self.card(t);
        if !tc.zone.in_play() {
            return refuse(Rule::R502_4, Refusal::NotInPlay);
        }
        if !self.is_creature(t) {
            return refuse(Rule::R502_4, Refusal::NotACreature);
        }
        if !self.on_side(self.card(source).controller, side, t) {
            return refuse(Rule::R502_4, Refusal::WrongSide);
        }
        if let (Some(r), Zone::Battlefield(a), Zone::Battlefield(b)) = (range, self.card(source).zone, tc.zone) {
            if a.distance(b) > r {
                return refuse(Rule::R501_17, Refusal::OutOfRange);
            }
        }
        if cast.kind == CastKind::Spell && tc.face_up && self.is_protected(t, Protection::Spells) {
            return refuse(Rule::R515_1, Refusal::ProtectedFromSpells);
        }
        Ok(())
    }

    /// Step 1 for a spell or an impact with chosen targets: the declaration
    /// waits while its targets are named (502.4).
    pub(crate) fn start_draft(&mut self, decl: Declaration) {
        self.s.draft = Some(Box::new(decl));
        self.s.phase = Phase::Targets { player: decl.player };
    }

    /// The options while targets are named: another legal target, or done.
    pub(crate) fn draft_choices(&self, out: &mut Vec<crate::game::Choice>) {
        let Some(d) = self.s.draft.as_deref() else { return };
        let index = crate::queue::ability_index(d.action).unwrap_or(0);
        let Some(cast) = self.cast_of(d.source, index) else {
            return;
        };
        let (min, max, ..) = cast.chosen().unwrap_or((0, 0, Side::Any, None));
        if d.targets.len() >= min as usize {
            out.push(crate::game::Choice::TargetsDone);
        }
        if d.targets.len() < max as usize {
            for &t in &self.s.play {
                if !d.targets.contains(t) && self.check_cast_target(d.source, cast, t).is_ok() {
                    out.push(crate::game::Choice::AddTarget(t));
                }
            }
        }
    }

    /// Checks a choice made while targets are named.
    pub(crate) fn check_draft_choice(&self, choice: crate::game::Choice) -> Result<(), Illegal> {
        let Some(d) = self.s.draft.as_deref() else {
            return refuse(Rule::Pipeline, Refusal::WrongKindOfChoice);
        };
        let index = crate::queue::ability_index(d.action).unwrap_or(0);
        let Some(cast) = self.cast_of(d.source, index) else {
            return refuse(Rule::R502_3, Refusal::NoSuchAbility);
        };
        let (min, max, ..) = cast.chosen().unwrap_or((0, 0, Side::Any, None));
        match choice {
            crate::game::Choice::TargetsDone if d.targets.len() < min as usize => {
                refuse(Rule::R502_6, Refusal::TooFewTargets)
            }
            crate::game::Choice::TargetsDone => Ok(()),
            crate::game::Choice::AddTarget(t) => {
                if d.targets.len() >= max as usize {
                    return refuse(Rule::R502_6, Refusal::TooManyTargets);
                }
                if t.index() < self.s.cards.len() && d.targets.contains(t) {
                    return refuse(Rule::R502_6, Refusal::TargetTwice);
                }
                self.check_cast_target(d.source, cast, t)
            }
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    /// Names one more target (502.4).
    pub(crate) fn add_target(&mut self, t: CardId) {
        if let Some(d) = self.s.draft.as_mut() {
            d.targets.insert(t);
            let source = d.source;
            self.events.push(Event::TargetChosen { source, target: t });
        }
    }

    /// All targets named: the declaration enters the queue.
    pub(crate) fn targets_done(&mut self) {
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
        let Some(index) = crate::queue::ability_index(d.action) else {
            return Ok(());
        };
        if d.targets.is_empty() {
            return Ok(());
        }
        let Some(cast) = self.cast_of(d.source, index).cloned() else {
            return Ok(());
        };
        let mut kept = CardSet::default();
        let mut first_err = None;
        for t in d.targets.iter() {
            match self.check_cast_target(d.source, &cast, t) {
                Ok(()) => kept.insert(t),
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
        if kept.is_empty() {
            return Err(first_err.expect("a target was dropped"));
        }
        if let Some(x) = self.s.exec.last_mut() {
            x.decl.targets = kept;
        }
        Ok(())
    }

    /// Executes a spell or an impact: a deferred one waits for the end of the
    /// turn (120); otherwise its targets are fixed now and affected at once.
    pub(crate) fn execute_cast(&mut self, d: Declaration, index: u8, cast: &Cast, x: u8) {
        if cast.at_end_of_turn {
            self.s.deferred.push(Deferred {
                player: d.player,
                source: d.source,
                index,
                x,
            });
            self.events.push(Event::Deferred { source: d.source });
            return;
        }
        let (targets, by_property) = match cast.targets {
            Targets::Chosen { .. } => (d.targets.iter().collect(), false),
            _ => (self.property_targets(d.player, d.source, &cast.targets), true),
        };
        self.apply_cast(d.source, cast, x, &targets, by_property);
    }

    /// The cards with the ability's property now (502.8).
    fn property_targets(&self, p: Player, source: CardId, targets: &Targets) -> Vec<CardId> {
        match targets {
            Targets::Chosen { .. } => Vec::new(),
            Targets::All { side, vs } => self
                .s
                .play
                .iter()
                .copied()
                .filter(|&t| {
                    let ctx = AttackCtx {
                        source,
                        target: t,
                        kind: crate::card::AttackKind::SpecialStrike,
                        level: crate::card::Level::Weak,
                        defender: false,
                    };
                    self.is_creature(t) && self.on_side(p, *side, t) && vs.iter().all(|c| self.cond(t, c, &ctx))
                })
                .collect(),
            Targets::Opposite => {
                let Zone::Battlefield(cell) = self.card(source).zone else {
                    return Vec::new();
                };
                self.orientation()
                    .opposite_cell(self.card(source).controller, cell)
                    .and_then(|c| self.at(c))
                    .filter(|&t| self.is_creature(t) && self.card(t).controller != p)
                    .into_iter()
                    .collect()
            }
        }
    }

    /// Every target gets every effect (502.6). Deaths wait for the rule
    /// effects after the action, so the targets are affected at once.
    fn apply_cast(&mut self, source: CardId, cast: &Cast, x: u8, targets: &[CardId], by_property: bool) {
        // GAME.md §5 steps 4–6: the targets are settled, the amounts known, the result applied.
        for step in [ExecStep::TargetSettled, ExecStep::Calculation, ExecStep::Application] {
            self.events.push(Event::Step { source, step });
        }
        self.events.push(Event::CastApplied {
            source,
            kind: cast.kind,
            targets: targets.len() as u8,
            by_property,
        });
        for &t in targets {
            self.reveal_card(t);
        }
        for e in &cast.what {
            for &t in targets {
                if !self.card(t).zone.in_play() {
                    continue;
                }
                match *e {
                    CastEffect::Wound(n) => {
                        let from = match cast.kind {
                            CastKind::Spell => WoundFrom::Spell(source),
                            CastKind::Impact => WoundFrom::Effect(source),
                        };
                        self.wound_by_effect(t, n.value(x), from);
                    }
                    CastEffect::Heal(n) => {
                        let healed = self.heal(t, Some(n));
                        self.events.push(Event::Healed { card: t, healed });
                    }
                    CastEffect::Close => self.close(t, Rule::R502_6),
                    CastEffect::LoseTokens(n) => {
                        let c = &mut self.s.cards[t.index()];
                        // Reserved tokens can't be removed from the card (501.12).
                        let free = c.tokens.saturating_sub(c.reserved_tokens);
                        let lost = n.min(free);
                        let kept = n.min(c.tokens) - lost;
                        c.tokens -= lost;
                        self.events.push(Event::TokensLost { card: t, lost, kept });
                    }
                }
            }
        }
    }

    /// At the end of the turn each deferred ability fixes its targets — the
    /// cards with its property now — and affects them; none found: it stays
    /// paid and does nothing (502.8, 120).
    pub(crate) fn resolve_deferred(&mut self) {
        for d in std::mem::take(&mut self.s.deferred) {
            let Some(cast) = self.cast_of(d.source, d.index).cloned() else {
                continue;
            };
            self.events.push(Event::DeferredResolved { source: d.source });
            let targets = self.property_targets(d.player, d.source, &cast.targets);
            self.apply_cast(d.source, &cast, d.x, &targets, true);
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
