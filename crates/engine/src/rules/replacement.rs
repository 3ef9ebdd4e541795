//! Replacement effects (516): "[text 1], instead — [text 2]".
//!
//! A replacement effect waits for a particular event and replaces it, wholly
//! or partly (516.1). The abilities that create them are constant, even when
//! they read like triggers (516.1.2): they are looked up when the event is
//! about to happen, from the face-up cards in the play zone, so they apply
//! only at execution and never to what was already carried out (a wound taken
//! before, a poison marker given before — its later wounds are a new event).
//!
//! Two events have replacement effects in the card language:
//!
//! - **Wounds** (516.1.1): "takes no wounds from X" and "takes wounds only
//!   from X" (Феррос: only from strikes). They come first in GAME.md §5 step 6,
//!   before protection, armor and prevention; a replaced wounding deals
//!   nothing, so nothing is left for protection, armor or prevention. Every
//!   wound replacement the language has gives the same result (no wounds), and
//!   there is nothing left for a second one to replace, so when several could
//!   apply the engine takes the first (the wounded card's own, in text order)
//!   without asking: the options would not differ.
//! - **Regeneration** at the start of a turn (516.1): Большой кулак may,
//!   instead of its regeneration N, heal other own creatures by up to N in
//!   total (an optional replacement, "may"), and a card may make an enemy's
//!   regeneration smaller (a mandatory one). Here the choice matters, so it is
//!   a decision ([`DecisionKind::Replacement`]): the player who can apply
//!   several effects chooses which applies; when both players can, the active
//!   player chooses; an optional effect may be declined when every remaining
//!   one is optional. After one applies, the others may apply to its result
//!   (a smaller regeneration may still be replaced by healing others); each
//!   applies at most once to one event. Options that would all give the same
//!   result (mandatory effects that are equal) are applied without asking.
//!   Healing others is a sequence of simple decisions
//!   ([`DecisionKind::HealInstead`]): heal one other own creature by 1, again,
//!   or stop.
//!
//! [`DecisionKind::Replacement`]: crate::game::DecisionKind::Replacement
//! [`DecisionKind::HealInstead`]: crate::game::DecisionKind::HealInstead

use crate::game::event::Event;
use crate::game::hooks::{Hooks, M};
use crate::game::rule::Rule;
use crate::game::types::{CardId, Player};
use crate::game::{refuse, Choice, DecisionKind, Game, Illegal, Phase, Refusal};
use crate::model::ability::{Modifier, Replacement};
use crate::rules::prevention::WoundFrom;

/// A regeneration at the start of a turn that waits for a decision about its
/// replacement effects (516). Part of the game state (in its phase), so
/// clones, equality and replays see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Regen {
    /// Whose turn is starting.
    pub player: Player,
    /// The play-zone index of the next card to regenerate after this one.
    pub next: u8,
    /// The regenerating card and the regeneration it is about to get.
    pub card: CardId,
    pub amount: u8,
    /// The replacement effects already applied to this regeneration (bits
    /// over the candidates in play order, see [`Game::regen_candidates`]).
    pub applied: u32,
    /// Who decides now.
    pub chooser: Player,
    /// More than 0: the card heals others instead (516.1), this much is left.
    pub heal_left: u8,
}

/// A replacement effect that may apply to a regeneration.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    source: CardId,
    index: u8,
    replacement: Replacement,
    bit: u32,
}

impl Game {
    /// 516.1.1: a replacement effect of `target` that replaces these wounds by
    /// none, if one applies; logged. Returns whether the wounds are replaced.
    pub(crate) fn replace_wounds(&mut self, target: CardId, wounds: u8, from: WoundFrom) -> bool {
        if !self.db.has_replacement(self.card(target).def) {
            return false;
        }
        let kind = from.attack_kind();
        let from_set = |set: crate::model::card::AttackSet| kind.is_some_and(|k| set.contains(k));
        // Its wounds come from its host (KINDS §5: Карлик Унд).
        let wounder = match from {
            WoundFrom::Attack(ctx) => Some(ctx.source),
            WoundFrom::Effect(c) | WoundFrom::Spell(c) => Some(c),
            WoundFrom::Poison => None,
        };
        let from_host = wounder.is_some() && wounder == self.card(target).zone.host();
        let hit = self.own_mods(target).find_map(|m| match m.modifier {
            Modifier::Replacement(Replacement::NoWoundsFrom(set)) if from_set(set) => Some((m.ability, 0)),
            Modifier::Replacement(Replacement::WoundsOnlyFrom(set)) if !from_set(set) => Some((m.ability, 0)),
            Modifier::Replacement(Replacement::WoundsOnlyFromHost) if !from_host => Some((m.ability, 0)),
            Modifier::Replacement(Replacement::NoWoundsOfValue { from, min, max })
                if from_set(from) && (min..=max).contains(&wounds) =>
            {
                Some((m.ability, 0))
            }
            // Protected up to the most one attack dealt it this turn (Дракон-зомби).
            Modifier::Replacement(Replacement::NoWoundsUpToTaken(set))
                if from_set(set) && (1..=self.card(target).max_hit).contains(&wounds) =>
            {
                Some((m.ability, 0))
            }
            // Poison's wounds become a healing (Могильный демон).
            Modifier::Replacement(Replacement::PoisonHeals(max)) if from == WoundFrom::Poison => {
                Some((m.ability, wounds.min(max)))
            }
            _ => None,
        });
        match hit {
            Some((index, heal)) => {
                self.events.push(Event::WoundsReplaced {
                    source: target,
                    index,
                    card: target,
                    wounds,
                });
                if heal > 0 && !self.prohibited(target, crate::model::ability::Prohibition::BeHealed) {
                    // A healing replacement may set it aside in turn (516.1, crate::rules::heal).
                    if let Some(healed) = self.healing(target, Some(heal), false) {
                        if healed > 0 {
                            self.events.push(Event::Healed { card: target, healed });
                        }
                    }
                }
                true
            }
            None => false,
        }
    }

    /// The start of `p`'s turn: the regeneration of `p`'s cards from the
    /// play-zone index `from` on, with their replacement effects. Returns true
    /// when a decision waits; the turn goes on after it ([`Game::after_regeneration`]).
    pub(crate) fn regenerate_from(&mut self, p: Player, from: usize) -> bool {
        self.regenerate_noting(p, from, &mut false)
    }

    /// [`Game::regenerate_from`], setting `any` when a card regenerates (or
    /// its regeneration is replaced): otherwise nothing was changed.
    fn regenerate_noting(&mut self, p: Player, from: usize, any: &mut bool) -> bool {
        let mut i = from;
        while i < self.s.play.len() {
            let c = self.s.play[i];
            i += 1;
            if self.card(c).controller != p {
                continue;
            }
            let amount = self.regeneration(c);
            if amount == 0 {
                continue;
            }
            *any = true;
            let r = Regen {
                player: p,
                next: i.min(u8::MAX as usize) as u8,
                card: c,
                amount,
                applied: 0,
                chooser: p,
                heal_left: 0,
            };
            if self.regen_event(r) {
                return true;
            }
        }
        false
    }

    /// The regeneration is over: the rest of the start of the turn (rule effects).
    pub(crate) fn after_regeneration(&mut self) {
        self.s.phase = Phase::Main;
        self.rule_effects();
        self.after_start_settled();
    }

    /// The regeneration of `p`'s cards at the start of the turn and the rest
    /// of the start. `settled`: the start-of-turn abilities ended by applying
    /// the rule effects. If then no card regenerated, the position is the one
    /// they settled (503.1): applied again they would find nothing — unless
    /// auras or copied abilities, recomputed at each application, may differ.
    pub(crate) fn regenerate_at_start(&mut self, p: Player, settled: bool) {
        let mut any = false;
        if self.regenerate_noting(p, 0, &mut any) {
            return;
        }
        let same = settled
            && !any
            && !self.features.auras
            && !M::has_grants_in_force(self)
            && matches!(self.s.phase, Phase::Main);
        if same {
            self.after_start_settled();
        } else {
            self.after_regeneration();
        }
    }

    /// Incarnations, then start-of-turn triggers that wait for a choice (a triggered summon).
    fn after_start_settled(&mut self) {
        if self.s.result.is_none() && !self.next_incarnation() {
            self.next_trigger();
        }
    }

    /// One card's regeneration: mandatory replacement effects that leave no
    /// choice apply at once; a choice becomes a decision (returns true);
    /// otherwise the card regenerates.
    fn regen_event(&mut self, mut r: Regen) -> bool {
        if !self.db.any_replacement() || !self.s.play.iter().any(|&s| self.db.has_replacement(self.card(s).def)) {
            self.regen_heal(r.card, r.amount);
            return false;
        }
        loop {
            let cands = self.regen_candidates(&r);
            let optional = cands.iter().any(|c| c.replacement.optional());
            if cands.is_empty() || (self.card(r.card).wounds == 0 && !optional) {
                // Nothing replaces it, or nothing could come out of it.
                self.regen_heal(r.card, r.amount);
                return false;
            }
            if !optional && cands.iter().all(|c| c.replacement == cands[0].replacement) {
                r = self.apply_regen_replacement(r, cands[0]);
                continue;
            }
            let active = self.s.active;
            let own = cands.iter().any(|c| self.card(c.source).controller == active);
            let other = cands.iter().any(|c| self.card(c.source).controller != active);
            r.chooser = if own && other {
                active
            } else {
                self.card(cands[0].source).controller
            };
            self.s.phase = Phase::Regeneration(r);
            return true;
        }
    }

    /// Regeneration as it is: heals the card by `amount` if it has wounds.
    /// With a healing replacement in the game, an unwounded card's
    /// regeneration is a healing too (one may replace it, crate::rules::heal).
    fn regen_heal(&mut self, c: CardId, amount: u8) {
        let wounded = self.card(c).wounds > 0;
        if amount > 0 && (wounded || self.features.heal_replacement) {
            if let Some(healed) = self.healing(c, Some(amount), false) {
                if wounded {
                    self.events.push(Event::Regenerated { card: c, healed });
                }
            }
        }
    }

    /// The replacement effects that may still apply to this regeneration, in
    /// play order: the card's own "heal others instead" (while it has a
    /// regeneration to replace and another own creature has wounds) and the
    /// enemies' "regenerates less".
    fn regen_candidates(&self, r: &Regen) -> Vec<Candidate> {
        let me = self.card(r.card).controller;
        let mut out = Vec::new();
        let mut n = 0u32;
        for &s in &self.s.play {
            if !self.db.has_replacement(self.card(s).def) {
                continue;
            }
            for m in self.own_mods(s) {
                let Modifier::Replacement(replacement) = m.modifier else {
                    continue;
                };
                let i = m.ability;
                let useful = match replacement {
                    Replacement::RegenerationHealsOthers if s == r.card => {
                        Some(r.amount > 0 && self.heal_targets(r.card).next().is_some())
                    }
                    Replacement::EnemyRegenerationLess(_) if self.card(s).controller != me => Some(r.amount > 0),
                    _ => None,
                };
                let Some(useful) = useful else { continue };
                let bit = 1u32.checked_shl(n).unwrap_or(0);
                n += 1;
                if useful && r.applied & bit == 0 {
                    out.push(Candidate {
                        source: s,
                        index: i,
                        replacement,
                        bit,
                    });
                }
            }
        }
        out
    }

    /// Other own creatures of `source`'s controller that have wounds to heal.
    fn heal_targets(&self, source: CardId) -> impl Iterator<Item = CardId> + '_ {
        let me = self.card(source).controller;
        self.s.play.iter().copied().filter(move |&c| {
            c != source && self.card(c).controller == me && self.is_creature(c) && self.card(c).wounds > 0
        })
    }

    /// Applies one replacement effect to the regeneration; returns its result.
    fn apply_regen_replacement(&mut self, mut r: Regen, c: Candidate) -> Regen {
        r.applied |= c.bit;
        match c.replacement {
            Replacement::EnemyRegenerationLess(n) => {
                let from = r.amount;
                r.amount = r.amount.saturating_sub(n);
                self.events.push(Event::RegenerationReduced {
                    source: c.source,
                    index: c.index,
                    card: r.card,
                    from,
                    to: r.amount,
                });
            }
            Replacement::RegenerationHealsOthers => {
                self.events.push(Event::RegenerationReplaced {
                    card: r.card,
                    amount: r.amount,
                });
                r.heal_left = r.amount;
                r.amount = 0;
            }
            Replacement::NoWoundsFrom(_)
            | Replacement::NoWoundsOfValue { .. }
            | Replacement::NoWoundsUpToTaken(_)
            | Replacement::PoisonHeals(_)
            | Replacement::WoundsOnlyFrom(_)
            | Replacement::WoundsOnlyFromHost
            | Replacement::Healing(_)
            | Replacement::DeathToDeck
            | Replacement::DeathBecomes { .. } => {}
        }
        r
    }

    /// Goes on after a replacement effect applied: the same regeneration
    /// (its result may be replaced again), the healing of others, the next
    /// cards, then the rest of the turn's start.
    fn regen_continue(&mut self, r: Regen) {
        if r.heal_left > 0 {
            if self.heal_targets(r.card).next().is_some() {
                let chooser = self.card(r.card).controller;
                self.s.phase = Phase::Regeneration(Regen { chooser, ..r });
                return;
            }
            return self.regen_next(r);
        }
        if self.regen_event(r) {
            return;
        }
        self.regen_next(r);
    }

    /// This card's regeneration is over: the next cards, then the rest.
    fn regen_next(&mut self, r: Regen) {
        if self.regenerate_from(r.player, r.next as usize) {
            return;
        }
        self.after_regeneration();
    }

    /// The decision a waiting regeneration asks for.
    pub(crate) fn regeneration_pending(&self, r: Regen) -> (Player, DecisionKind) {
        let kind = if r.heal_left > 0 {
            DecisionKind::HealInstead {
                source: r.card,
                left: r.heal_left,
            }
        } else {
            DecisionKind::Replacement { card: r.card }
        };
        (r.chooser, kind)
    }

    /// The options of a waiting regeneration's decision: decline (only when
    /// every remaining effect is optional) or apply one of the effects; while
    /// healing others: stop, or heal one of them by 1.
    pub(crate) fn regeneration_choices(&self, out: &mut Vec<Choice>) {
        let Phase::Regeneration(r) = self.s.phase else {
            return;
        };
        if r.heal_left > 0 {
            out.push(Choice::StopHealing);
            out.extend(self.heal_targets(r.card).map(Choice::HealOne));
            return;
        }
        let cands = self.regen_candidates(&r);
        if cands.iter().all(|c| c.replacement.optional()) {
            out.push(Choice::NoReplacement);
        }
        out.extend(cands.iter().map(|c| Choice::Replace {
            source: c.source,
            index: c.index,
        }));
    }

    /// Is this choice one of the waiting regeneration's options?
    pub(crate) fn check_regeneration_choice(&self, choice: Choice) -> Result<(), Illegal> {
        let mut options = Vec::new();
        self.regeneration_choices(&mut options);
        if options.contains(&choice) {
            return Ok(());
        }
        match choice {
            Choice::HealOne(_) | Choice::StopHealing => refuse(Rule::R516_1, Refusal::WrongKindOfChoice),
            _ => refuse(Rule::ReplacementChoice, Refusal::WrongKindOfChoice),
        }
    }

    /// Applies a checked choice of a waiting regeneration.
    pub(crate) fn do_regeneration_choice(&mut self, player: Player, choice: Choice) {
        let Phase::Regeneration(mut r) = self.s.phase else {
            return;
        };
        match choice {
            Choice::Replace { source, index } => {
                let Some(c) = self
                    .regen_candidates(&r)
                    .into_iter()
                    .find(|c| c.source == source && c.index == index)
                else {
                    return;
                };
                self.events.push(Event::ReplacementChosen {
                    player,
                    source,
                    index,
                    card: r.card,
                });
                let r = self.apply_regen_replacement(r, c);
                self.regen_continue(r);
            }
            Choice::NoReplacement => {
                self.events.push(Event::ReplacementDeclined { player, card: r.card });
                self.regen_heal(r.card, r.amount);
                self.regen_next(r);
            }
            Choice::HealOne(c) => {
                // A healing replacement may set it aside (516.1, crate::rules::heal).
                let healed = self.healing(c, Some(1), false).unwrap_or(0);
                self.events.push(Event::HealedInstead {
                    source: r.card,
                    card: c,
                    healed,
                });
                r.heal_left -= 1;
                self.regen_continue(r);
            }
            Choice::StopHealing => {
                self.events.push(Event::HealingStopped {
                    source: r.card,
                    left: r.heal_left,
                });
                self.regen_next(r);
            }
            _ => {}
        }
    }
}
