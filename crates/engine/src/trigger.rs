//! Effects and triggered abilities: the one place where every effect kind
//! is applied ([`Game::apply_effect`]), the subjects an effect acts on, and
//! the events triggered abilities (срабатывающие особенности) listen to.
//!
//! Timing (GAME.md §5; the Борг example of 501.13): a card struck in melee
//! reacts right after the calculation step, before the strike is applied, and
//! rule effects are checked at once — so an attacker it kills still carries out
//! its attack, and pays afterwards as fully as possible. The riders of an
//! attack («при этом», its later effects) and the attacker's "при ударе"
//! triggers follow the application. A triggered ability that names a target
//! (an attack, a summon) is declared into the declaration queue like any
//! action, with no cost; the others act at once.

use crate::ability::{Ability, CastKind, EffectKind, Modifier, Subject, Target, TriggerEvent};
use crate::battlefield::Cell;
use crate::effects::AttackCtx;
use crate::event::Event;
use crate::game::Game;
use crate::prevention::WoundFrom;
use crate::rules::Rule;
use crate::types::{CardId, Player};

/// The circumstances an ability's effects apply in.
#[derive(Clone, Copy, Debug)]
pub(crate) struct EffectCtx {
    /// The card with the ability.
    pub source: CardId,
    /// The ability's index in its card's definition.
    pub ability: u8,
    /// The other card of a trigger's event (the attacked card, the attacker).
    pub other: Option<CardId>,
    /// The X declared with the ability.
    pub x: u8,
    /// The cell the source stands (or stood) on, for "adjacent".
    pub cell: Option<Cell>,
    /// The ability's controller.
    pub side: Player,
    /// The ability is a spell (its wounds are a spell's, 515.1).
    pub spell: bool,
}

impl Game {
    /// The context of `source`'s ability `ability` as the card stands now.
    pub(crate) fn effect_ctx(&self, source: CardId, ability: u8, other: Option<CardId>, x: u8) -> EffectCtx {
        let card = self.card(source);
        EffectCtx {
            source,
            ability,
            other,
            x,
            cell: card.zone.cell(),
            side: card.controller,
            spell: self
                .ability(source, ability)
                .is_some_and(|a| a.cast == Some(CastKind::Spell)),
        }
    }

    /// The cards an effect acts on.
    fn subjects(&self, ctx: &EffectCtx, to: Subject, target: Option<CardId>) -> Vec<CardId> {
        match to {
            Subject::Target => target.into_iter().collect(),
            Subject::This => vec![ctx.source],
            Subject::Other => ctx.other.into_iter().collect(),
            Subject::AdjacentEnemies => match ctx.cell {
                Some(cell) => self
                    .s
                    .play
                    .iter()
                    .copied()
                    .filter(|&t| {
                        self.card(t).controller != ctx.side
                            && self.is_creature(t)
                            && self.card(t).zone.cell().is_some_and(|c| c.is_adjacent(cell))
                    })
                    .collect(),
                None => Vec::new(),
            },
        }
    }

    /// Applies the effects of ability `a` from the `from`-th on, each to its
    /// subjects; `target` is the ability's target.
    pub(crate) fn apply_effects(&mut self, ctx: &EffectCtx, a: &Ability, from: usize, target: Option<CardId>) {
        for (i, e) in a.effects.iter().enumerate().skip(from) {
            for t in self.subjects(ctx, e.to, target) {
                self.apply_effect(ctx, i as u8, &e.kind, t);
            }
        }
    }

    /// Applies one effect to one card: the one place where each effect kind
    /// happens. A card that left the play zone is affected by nothing.
    /// Attacks, volleys, teleports, resurrections and summons go through the
    /// execution steps instead (GAME.md §5).
    pub(crate) fn apply_effect(&mut self, ctx: &EffectCtx, index: u8, kind: &EffectKind, t: CardId) {
        if !self.card(t).zone.in_play() {
            return;
        }
        let amount = |g: &Game, v: &crate::ability::Value| g.value(ctx.source, v, ctx.x).clamp(0, u8::MAX as i16) as u8;
        match kind {
            EffectKind::Heal(v) => {
                let n = v.as_ref().map(|v| amount(self, v));
                let healed = self.heal(t, n);
                self.events.push(Event::Healed { card: t, healed });
            }
            EffectKind::Wound(v) => {
                let from = if ctx.spell {
                    WoundFrom::Spell(ctx.source)
                } else {
                    WoundFrom::Effect(ctx.source)
                };
                let n = amount(self, v);
                self.wound_by_effect(t, n, from);
            }
            EffectKind::Close => self.close(t, Rule::R502_6),
            EffectKind::GainTokens(v) => {
                let room = self.token_max(t).saturating_sub(self.card(t).tokens);
                for _ in 0..amount(self, v).min(room) {
                    self.s.cards[t.index()].tokens += 1;
                    self.events.push(Event::TokenGained { card: t });
                }
            }
            EffectKind::LoseTokens(v) => {
                let n = amount(self, v);
                let c = &mut self.s.cards[t.index()];
                // Reserved tokens can't be removed from the card (501.12).
                let free = c.tokens.saturating_sub(c.reserved_tokens);
                let lost = n.min(free);
                let kept = n.min(c.tokens) - lost;
                c.tokens -= lost;
                self.events.push(Event::TokensLost { card: t, lost, kept });
            }
            EffectKind::Poison(v) => {
                let n = amount(self, v);
                let c = &mut self.s.cards[t.index()];
                c.poison = c.poison.saturating_add(n);
                self.events.push(Event::Poisoned { card: t, amount: n });
            }
            EffectKind::Stun => {
                self.s.cards[t.index()].stunned = true;
                self.events.push(Event::Stunned { card: t });
            }
            EffectKind::Grant { modifier, until } => {
                if *modifier == Modifier::Flight {
                    self.take_flight(t);
                } else {
                    self.grant(t, ctx.source, ctx.ability, index, *until);
                }
            }
            EffectKind::TakeControl { until } => {
                let player = ctx.side;
                self.s.cards[t.index()].controller = player;
                self.events.push(Event::ControlTaken { card: t, player });
                if *until == crate::ability::Until::EndOfTurn {
                    self.s.lent.push(t);
                }
            }
            EffectKind::Destroy => self.destroy(t),
            EffectKind::Redirect(kinds) => self.redirect(*kinds, t, ctx.source),
            EffectKind::Attack(_)
            | EffectKind::Volley { .. }
            | EffectKind::Teleport
            | EffectKind::Resurrect
            | EffectKind::Summon { .. } => {}
        }
    }
}

impl Game {
    /// Is this card's ability text in force (face up in the play zone)?
    fn abilities_active(&self, c: CardId) -> bool {
        let card = self.card(c);
        card.face_up && card.zone.in_play() && !self.lacks_abilities(c)
    }

    /// The card's triggered abilities on events `on` accepts (while their
    /// condition holds), by index.
    fn triggers_on(&self, c: CardId, on: impl Fn(TriggerEvent, &[crate::ability::Cond]) -> bool) -> Vec<u8> {
        self.def(c)
            .abilities
            .iter()
            .enumerate()
            .filter(|(_, a)| match &a.usage {
                crate::ability::Usage::Trigger(t) => {
                    on(t.event, &t.vs) && a.when.as_ref().is_none_or(|w| self.self_cond(c, w))
                }
                _ => false,
            })
            .map(|(i, _)| i as u8)
            .collect()
    }

    /// The fired triggers of `c` act, each logged: one that names a target
    /// waits for it (a decision); the others act at once. `other` is the
    /// other card of the event; `cell`, where `c` stands (or stood).
    fn fire(&mut self, c: CardId, other: Option<CardId>, cell: Option<Cell>, fired: Vec<u8>) {
        for index in fired {
            self.events.push(Event::TriggerFired { card: c, index });
            let Some(a) = self.ability(c, index).cloned() else {
                continue;
            };
            if matches!(a.target, Target::One(_)) {
                self.s.triggered.push((c, index));
                continue;
            }
            let ctx = EffectCtx {
                cell,
                ..self.effect_ctx(c, index, other, 0)
            };
            self.apply_effects(&ctx, &a, 0, None);
        }
    }

    /// "При ближнем ударе по [этой карте]": the struck card's triggers, then rule effects.
    pub(crate) fn struck_in_melee(&mut self, ctx: AttackCtx) {
        if !self
            .db
            .flag_set(self.card(ctx.target).def, crate::card::DefFlags::STRUCK_TRIGGER)
            || !self.abilities_active(ctx.target)
        {
            return;
        }
        let fired = self.triggers_on(ctx.target, |on, _| on == TriggerEvent::StruckInMelee);
        if fired.is_empty() {
            return;
        }
        let cell = self.card(ctx.target).zone.cell();
        self.fire(ctx.target, Some(ctx.source), cell, fired);
        self.rule_effects();
    }

    /// After an attack was carried out: its riders (the later effects of the
    /// attacking ability `riders`, on the attacked card), then the attacker's
    /// "при [атаке]" triggers whose conditions held for the target
    /// (`target_closed`: whether the target was closed before the attack).
    pub(crate) fn after_attack(&mut self, ctx: AttackCtx, target_closed: bool, riders: Option<u8>, x: u8) {
        if let Some(index) = riders {
            if let Some(a) = self.ability(ctx.source, index).cloned() {
                let ectx = self.effect_ctx(ctx.source, index, Some(ctx.target), x);
                self.apply_effects(&ectx, &a, 1, Some(ctx.target));
            }
        }
        if !self
            .db
            .flag_set(self.card(ctx.source).def, crate::card::DefFlags::ATTACK_TRIGGER)
            || !self.abilities_active(ctx.source)
        {
            return;
        }
        let fired = self.triggers_on(ctx.source, |on, vs| match on {
            TriggerEvent::Attacks(kinds) => {
                kinds.contains(ctx.kind)
                    && vs.iter().all(|c| match c {
                        crate::ability::Cond::Closed => target_closed,
                        c => self.cond(ctx.target, c, &ctx),
                    })
            }
            _ => false,
        });
        let cell = self.card(ctx.source).zone.cell();
        self.fire(ctx.source, Some(ctx.target), cell, fired);
    }

    /// Start of `p`'s turn: poison wounds (GAME.md §7), then the «в начале
    /// вашего хода» triggered abilities of `p`'s cards.
    pub(crate) fn turn_start_markers(&mut self, p: Player) {
        // A card poisoned to 0 life is destroyed at once (503.1), before any
        // other start-of-turn ability (its regeneration included) can act.
        if self.poison_wounds(p) {
            self.rule_effects();
            if self.s.result.is_some() {
                return;
            }
        }
        self.incarnation_tokens(p);
        if self.s.result.is_some() || !self.features.turn_start {
            return;
        }
        for i in 0..self.s.play.len() {
            let Some(&c) = self.s.play.get(i) else { break };
            if self.card(c).controller != p || !self.abilities_active(c) {
                continue;
            }
            let fired = self.triggers_on(c, |on, _| on == TriggerEvent::TurnStart);
            let cell = self.card(c).zone.cell();
            // At the start of the turn there is no other card to the event.
            self.fire(c, None, cell, fired);
        }
        // What the triggers did is settled before the regeneration (503.1).
        self.rule_effects();
    }

    /// Poison wounds at the start of `p`'s turn. Returns whether any card was wounded.
    fn poison_wounds(&mut self, p: Player) -> bool {
        let mut any = false;
        for i in 0..self.s.play.len() {
            let c = self.s.play[i];
            let card = self.card(c);
            if card.controller != p || card.poison == 0 {
                continue;
            }
            let n = card.poison;
            // Replacement effects (516.1.1), protection from poison (515.1), prevention.
            let wounds = self.wound_by_effect(c, n, WoundFrom::Poison);
            if wounds > 0 {
                any = true;
                let life = self.life(c);
                self.events.push(Event::PoisonWounds { card: c, wounds, life });
            }
        }
        any
    }

    /// Triggered abilities waiting for their target: the first one with a legal
    /// target becomes a decision of its controller; ones without are skipped.
    /// Returns true when a decision is now pending.
    pub(crate) fn next_trigger(&mut self) -> bool {
        if self.s.triggered.is_empty() {
            return false;
        }
        while let Some(&(source, index)) = self.s.triggered.first() {
            let player = self.trigger_controller(source);
            let mut options = Vec::new();
            self.trigger_choices(source, index, &mut options);
            if !options.is_empty() {
                self.s.phase = crate::game::Phase::Trigger { player };
                return true;
            }
            self.s.triggered.remove(0);
            self.events.push(Event::TriggerSkipped { card: source, index });
        }
        false
    }

    /// Who decides for a triggered ability of `source`: its controller (its
    /// owner, for a card acting from the graveyard).
    pub(crate) fn trigger_controller(&self, source: CardId) -> Player {
        self.card(source).controller
    }

    /// The name a triggered summon calls for, if ability `index` of `source` is one.
    pub(crate) fn summon_trigger(&self, source: CardId, index: u8) -> Option<&str> {
        let a = self.ability(source, index)?;
        a.trigger_event()?;
        match a.main_effect()? {
            EffectKind::Summon { name: Some(n) } => Some(&n.ru),
            _ => None,
        }
    }

    /// The player skips a triggered summon "as if the card were not in the
    /// deck" (517.3); the searched deck is shuffled all the same. Then the
    /// next trigger, the queue, or the turn goes on.
    pub(crate) fn decline_trigger(&mut self, player: Player) {
        let (card, index) = self.s.triggered.remove(0);
        self.events.push(Event::TriggerDeclined { card, index });
        self.shuffle_deck(player);
        if !self.next_trigger() {
            self.go_on();
        }
    }

    /// "При гибели": the destroyed card's death triggers fire; it acts from the
    /// graveyard, measuring "adjacent" from `cell`, where it stood.
    pub(crate) fn died(&mut self, c: CardId, cell: Option<Cell>) {
        let fired = self.triggers_on(c, |on, _| on == TriggerEvent::Dies);
        self.fire(c, None, cell, fired);
    }
}
