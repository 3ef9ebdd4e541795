//! Triggered abilities (срабатывающие особенности), riders of compound
//! abilities ("при этом", 502.3.2) and the effect markers they leave
//! (poison, stun).
//!
//! Timing (GAME.md §5; the Борг example of 501.13): a card struck in melee
//! reacts right after the calculation step, before the strike is applied, and
//! rule effects are checked at once — so an attacker it kills still carries out
//! its attack, and pays afterwards as fully as possible. The attacker's own
//! "при ударе" triggers and the riders follow the application. A triggered
//! attack is declared into the declaration queue like any action, with no cost.

use crate::card::{Reaction, TriggerOn};
use crate::effects::AttackCtx;
use crate::event::{Action, Event};
use crate::game::{Choice, Game, Phase};
use crate::types::{CardId, Player};

impl Game {
    /// Is this card's ability text in force (face up in the play zone)?
    fn abilities_active(&self, c: CardId) -> bool {
        let card = self.card(c);
        card.face_up && card.zone.in_play() && !card.lacks_abilities()
    }

    /// The card's triggered abilities whose event `on` accepts, by index.
    fn triggers_on(&self, c: CardId, on: impl Fn(&TriggerOn) -> bool) -> Vec<(u8, Reaction)> {
        self.def(c)
            .triggers
            .iter()
            .enumerate()
            .filter(|(_, t)| on(&t.on))
            .map(|(i, t)| (i as u8, t.reaction.clone()))
            .collect()
    }

    /// The fired triggers of `c` act, each logged; `other` is the other card of the event.
    fn fire(&mut self, c: CardId, other: CardId, fired: Vec<(u8, Reaction)>) {
        for (index, reaction) in fired {
            self.events.push(Event::TriggerFired { card: c, index });
            self.react(c, index, other, &reaction);
        }
    }

    /// "При ближнем ударе по [этой карте]": the struck card's triggers, then rule effects.
    pub(crate) fn struck_in_melee(&mut self, ctx: AttackCtx) {
        if !self.abilities_active(ctx.target) {
            return;
        }
        let fired = self.triggers_on(ctx.target, |on| *on == TriggerOn::StruckInMelee);
        if fired.is_empty() {
            return;
        }
        self.fire(ctx.target, ctx.source, fired);
        self.rule_effects();
    }

    /// After an attack was carried out: its riders, then the attacker's
    /// "при [атаке]" triggers whose conditions held for the target (`target_closed`:
    /// whether the target was closed before the attack).
    pub(crate) fn after_attack(&mut self, ctx: AttackCtx, target_closed: bool, riders: &[Reaction]) {
        for r in riders {
            self.react(ctx.source, u8::MAX, ctx.target, r);
        }
        if !self.abilities_active(ctx.source) {
            return;
        }
        let fired = self.triggers_on(ctx.source, |on| match on {
            TriggerOn::Attacks { kinds, vs } => {
                kinds.contains(ctx.kind)
                    && vs.iter().all(|c| match c {
                        crate::card::Cond::Closed => target_closed,
                        c => self.cond(ctx.target, c, &ctx),
                    })
            }
            _ => false,
        });
        self.fire(ctx.source, ctx.target, fired);
    }

    /// Applies a reaction of `owner` to `other` (the attacked card, or the
    /// attacker for a card struck in melee); `heal self` applies to `owner`. `index` is the trigger's index
    /// (`u8::MAX` for a rider).
    fn react(&mut self, owner: CardId, index: u8, other: CardId, r: &Reaction) {
        let in_play = self.card(other).zone.in_play();
        match *r {
            Reaction::Stun if in_play => {
                self.s.cards[other.index()].stunned = true;
                self.events.push(Event::Stunned { card: other });
            }
            Reaction::Poison(n) if in_play => {
                let c = &mut self.s.cards[other.index()];
                c.poison = c.poison.saturating_add(n);
                self.events.push(Event::Poisoned { card: other, amount: n });
            }
            Reaction::WoundOther(n) if in_play && n > 0 => {
                // Not an attack: replacement effects and prevention still apply (516.1.1, 515 prevention).
                self.wound_by_effect(other, n, crate::prevention::WoundFrom::Effect(owner));
            }
            Reaction::Prohibit(p) if in_play => {
                self.s.cards[other.index()].prohibited |= p.bit();
                self.events.push(Event::Prohibited {
                    card: other,
                    prohibition: p,
                });
            }
            Reaction::NoHealing if in_play => {
                self.s.cards[other.index()].no_heal = true;
                self.events.push(Event::CannotBeHealed { card: other });
            }
            // The source and the target are the same card (502.9, example 1).
            Reaction::HealSelf(n) if self.card(owner).zone.in_play() => {
                let healed = self.heal(owner, Some(n));
                self.events.push(Event::Healed { card: owner, healed });
            }
            Reaction::WoundAdjacentEnemies(n) => {
                let side = self.card(owner).controller;
                if let Some(cell) = self.card(owner).zone.cell() {
                    self.wound_adjacent_enemies(owner, side, cell, n);
                }
            }
            Reaction::Attack { .. } | Reaction::Summon { .. } if index != u8::MAX => {
                self.s.triggered.push((owner, index))
            }
            // Up to the maximum: a card at its maximum gains nothing.
            Reaction::GainToken
                if self.card(owner).zone.in_play() && self.card(owner).tokens < self.token_max(owner) =>
            {
                self.s.cards[owner.index()].tokens += 1;
                self.events.push(Event::TokenGained { card: owner });
            }
            _ => {}
        }
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
            let fired = self.triggers_on(c, |on| match on {
                TriggerOn::TurnStart { when } => when.as_ref().is_none_or(|w| self.self_cond(c, w)),
                _ => false,
            });
            self.fire(c, c, fired);
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
            let wounds = self.wound_by_effect(c, n, crate::prevention::WoundFrom::Poison);
            if wounds > 0 {
                any = true;
                let life = self.life(c);
                self.events.push(Event::PoisonWounds { card: c, wounds, life });
            }
        }
        any
    }

    /// Triggered attacks waiting for their target: the first one with a legal
    /// target becomes a decision of its controller; ones without are skipped.
    /// Returns true when a decision is now pending.
    pub(crate) fn next_trigger(&mut self) -> bool {
        if self.s.triggered.is_empty() {
            return false;
        }
        while let Some(&(source, index)) = self.s.triggered.first() {
            let player = self.card(source).controller;
            let mut options = Vec::new();
            self.trigger_choices(source, index, &mut options);
            if !options.is_empty() {
                self.s.phase = Phase::Trigger { player };
                return true;
            }
            self.s.triggered.remove(0);
            self.events.push(Event::TriggerSkipped { card: source, index });
        }
        false
    }

    /// The targets a waiting triggered attack may be declared at. A triggered
    /// summon offers every card of the name in the own deck, in deck order,
    /// and skipping it (517.3).
    pub(crate) fn trigger_choices(&self, source: CardId, index: u8, out: &mut Vec<Choice>) {
        let player = self.card(source).controller;
        if self.summon_trigger(source, index).is_some() {
            let start = out.len();
            for &t in &self.s.players[player.index()].deck {
                let action = Action::Triggered { index, target: t };
                if self.check_action(player, source, action, false).is_ok() {
                    out.push(Choice::Declare { source, action });
                }
            }
            if out.len() > start {
                out.push(Choice::Pass);
            }
            return;
        }
        for &t in &self.s.play {
            let action = Action::Triggered { index, target: t };
            if self.card(t).controller != player && self.check_action(player, source, action, false).is_ok() {
                out.push(Choice::Declare { source, action });
            }
        }
    }
}

impl Game {
    /// The name a triggered summon calls for, if trigger `index` of `source` is one.
    pub(crate) fn summon_trigger(&self, source: CardId, index: u8) -> Option<&str> {
        match &self.def(source).triggers.get(index as usize)?.reaction {
            Reaction::Summon { ru, .. } => Some(ru),
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
}

impl Game {
    /// "При гибели": the destroyed card's death triggers fire; it acts from the
    /// graveyard, measuring "adjacent" from `cell`, where it stood.
    pub(crate) fn died(&mut self, c: CardId, cell: Option<crate::battlefield::Cell>) {
        for (index, reaction) in self.triggers_on(c, |on| *on == TriggerOn::Dies) {
            self.events.push(Event::TriggerFired { card: c, index });
            match reaction {
                Reaction::WoundAdjacentEnemies(n) => {
                    if let Some(cell) = cell {
                        let side = self.card(c).owner;
                        self.wound_adjacent_enemies(c, side, cell, n);
                    }
                }
                Reaction::Summon { .. } => self.s.triggered.push((c, index)),
                _ => {}
            }
        }
    }

    /// Every creature of the other side adjacent to `cell` takes `n` wounds
    /// from `source` (not an attack: replacement and prevention still apply).
    pub(crate) fn wound_adjacent_enemies(
        &mut self,
        source: CardId,
        side: Player,
        cell: crate::battlefield::Cell,
        n: u8,
    ) {
        let targets: Vec<CardId> = self
            .s
            .play
            .iter()
            .copied()
            .filter(|&t| {
                self.card(t).controller != side
                    && self.is_creature(t)
                    && self.card(t).zone.cell().is_some_and(|c| c.is_adjacent(cell))
            })
            .collect();
        for t in targets {
            self.wound_by_effect(t, n, crate::prevention::WoundFrom::Effect(source));
        }
    }
}
