//! Healing replacements (516.1): «если должен излечиться …, вместо этого
//! может …» — constant abilities that wait for a card's healing and may put
//! something else in its place: the card opens (Серк), a creature next to
//! the ability's card takes the wounds instead (Вожак сатиров), the healing
//! is blocked or doubled (Мрачная дворянка).
//!
//! Every healing of the engine — a heal effect, regeneration, healing others
//! instead of regeneration, vampirism and corpse-eating — goes through
//! [`Game::healing`]. Only in a game whose cards have a healing replacement
//! ([`crate::game::Features::heal_replacement`]) is anything looked up.
//!
//! A healing is an event whether or not the card has wounds: its amount is
//! the one the effect names (an unwounded Серк «должен излечиться» all the
//! same, and Вожак сатиров deals the named amount).
//!
//! These replacements are optional («может»), so their controller decides.
//! A healing is carried out inside an effect that goes on after it, and the
//! engine never stops in the middle of an effect: a healing one may replace
//! is set aside ([`State::heals`]) with the replacements that may apply to
//! it, and asked about as soon as that effect (the action, the trigger, the
//! regeneration) is done, at the same point as the triggers that wait for
//! their targets, before them. The replacements are the ones that could
//! apply when the healing was due (516.1.2: at its execution); one that
//! waits for «the first healing this turn» is spent then, replaced or not.
//! Each applies at most once to one healing; after one applies, the others
//! may still apply to its result (a doubled healing may be blocked). The
//! chooser is the replacements' controller; if both players have some, the
//! active player (516, the choosing paragraphs).
//!
//! [`State::heals`]: crate::game::State::heals

use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::types::{CardId, Player};
use crate::game::{refuse, Choice, DecisionKind, Game, Illegal, Phase, Refusal};
use crate::model::ability::{HealOf, HealWith, HealingReplacement, Modifier, Replacement};
use crate::model::card::UseLimit;
use crate::rules::prevention::WoundFrom;

/// A healing that waits for the decision about its replacements. Part of the
/// game state, so clones, equality and replays see it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PendingHeal {
    /// The card to heal.
    pub card: CardId,
    /// The wounds to heal (`None`: all of them).
    pub amount: Option<u8>,
    /// What does not heal becomes extra lives, up to the card's maximum
    /// (vampirism, GAME.md §7).
    pub overflow: bool,
    /// The replacements that may still apply: (source, ability index).
    pub offers: Vec<(CardId, u8)>,
    /// A chosen «wound a creature next to it instead» waits for its
    /// creature: (source, wounds).
    pub wound: Option<(CardId, u8)>,
}

impl Game {
    /// A healing of `c` by `amount` (`None`: all its wounds) is due. Without
    /// a replacement that may apply, it happens now: returns the wounds
    /// healed (the caller logs it). Otherwise it waits for its decision
    /// (returns `None`). `overflow`: vampirism's rest becomes extra lives
    /// (the caller adds them when the healing happens now).
    pub(crate) fn healing(&mut self, c: CardId, amount: Option<u8>, overflow: bool) -> Option<u8> {
        if !self.features.heal_replacement {
            return Some(self.heal(c, amount));
        }
        self.healing_slow(c, amount, overflow)
    }

    #[inline(never)]
    fn healing_slow(&mut self, c: CardId, amount: Option<u8>, overflow: bool) -> Option<u8> {
        let mut offers = Vec::new();
        for i in 0..self.s.play.len() {
            let s = self.s.play[i];
            if !self
                .db
                .flag_set(self.card(s).def, crate::model::card::DefFlags::HEAL_REPLACEMENT)
            {
                continue;
            }
            for (index, h) in self.heal_replacements(s) {
                if !self.heal_waits_for(s, h, c) {
                    continue;
                }
                if h.first {
                    // «Первое за ход»: this healing is the first; spent now.
                    if self.s.used.iter().any(|&(u, x, _)| u == s && x == index) {
                        continue;
                    }
                    self.s.used.push((s, index, UseLimit::Turn(1)));
                }
                offers.push((s, index));
            }
        }
        let mut p = PendingHeal {
            card: c,
            amount,
            overflow,
            offers,
            wound: None,
        };
        // Only those that may apply now (the same check as the options').
        let valid: Vec<(CardId, u8)> = p
            .offers
            .iter()
            .copied()
            .filter(|&(s, i)| self.heal_offer_valid(&p, s, i).is_some())
            .collect();
        if valid.is_empty() {
            return Some(self.heal(c, amount));
        }
        p.offers = valid;
        self.s.heals.push(p);
        None
    }

    /// The healing replacements of `s` in force now (their `while` holds):
    /// (ability index, replacement).
    fn heal_replacements(&self, s: CardId) -> Vec<(u8, HealingReplacement)> {
        self.own_mods(s)
            .filter_map(|m| match m.modifier {
                Modifier::Replacement(Replacement::Healing(h)) if self.holds(s, &m.when) => Some((m.ability, h)),
                _ => None,
            })
            .collect()
    }

    /// Does the replacement `h` of `s` wait for a healing of `c`?
    fn heal_waits_for(&self, s: CardId, h: HealingReplacement, c: CardId) -> bool {
        match h.of {
            HealOf::This => s == c,
            HealOf::Own => self.card(c).controller == self.card(s).controller,
            HealOf::Enemy => self.card(c).controller != self.card(s).controller,
        }
    }

    /// May the replacement `index` of `source` apply to the waiting healing
    /// now? The one check behind the options and the refusals: its card is
    /// in play with the ability in force, it waits for this card's healing,
    /// it has uses left this turn, and a creature stands next to it to take
    /// the wounds instead.
    fn heal_offer_valid(&self, p: &PendingHeal, source: CardId, index: u8) -> Option<HealingReplacement> {
        if !p.offers.contains(&(source, index)) || !self.card(source).zone.in_play() {
            return None;
        }
        let (_, h) = self.heal_replacements(source).into_iter().find(|&(i, _)| i == index)?;
        if !self.heal_waits_for(source, h, p.card) {
            return None;
        }
        if !h.first && h.per_turn > 0 {
            let uses = self
                .s
                .used
                .iter()
                .filter(|&&(u, x, _)| u == source && x == index)
                .count();
            if uses >= h.per_turn as usize {
                return None;
            }
        }
        if h.with == HealWith::WoundAdjacent && self.wound_instead_targets(source).next().is_none() {
            return None;
        }
        Some(h)
    }

    /// The creatures next to `source` that may take its wounds instead.
    fn wound_instead_targets(&self, source: CardId) -> impl Iterator<Item = CardId> + '_ {
        let cell = self.card(source).zone.cell();
        self.s.play.iter().copied().filter(move |&t| {
            t != source
                && self.is_creature(t)
                && matches!((cell, self.card(t).zone.cell()), (Some(a), Some(b)) if a.is_adjacent(b))
        })
    }

    /// The waiting healings, in order: one that a replacement may still
    /// apply to becomes a decision (returns true, also when the game ended);
    /// the others happen, each settled at once by the rule effects (503.1:
    /// extra lives it gave cancel negative ones) before anybody decides.
    pub(crate) fn next_healing(&mut self) -> bool {
        let mut settle = false;
        loop {
            if std::mem::take(&mut settle) {
                self.rule_effects();
                if self.s.result.is_some() {
                    return true;
                }
            }
            let Some(p) = self.s.heals.first() else {
                return false;
            };
            if p.wound.is_some() || p.offers.iter().any(|&(s, i)| self.heal_offer_valid(p, s, i).is_some()) {
                self.s.phase = Phase::Healing;
                return true;
            }
            let p = self.s.heals.remove(0);
            self.heal_as_it_is(&p);
            settle = true;
        }
    }

    /// The healing happens as it is (its replacements declined or gone).
    fn heal_as_it_is(&mut self, p: &PendingHeal) {
        if !self.card(p.card).zone.in_play() {
            return;
        }
        let healed = self.heal(p.card, p.amount);
        self.events.push(Event::Healed { card: p.card, healed });
        if p.overflow && !self.prohibited(p.card, crate::model::ability::Prohibition::BeHealed) {
            let n = p.amount.unwrap_or(0);
            self.overflow_lives(p.card, n.saturating_sub(healed));
        }
    }

    /// Who decides about the first waiting healing, and what.
    pub(crate) fn healing_pending(&self) -> (Player, DecisionKind) {
        let p = self.s.heals.first().expect("a healing waits");
        if let Some((source, amount)) = p.wound {
            return (
                self.card(source).controller,
                DecisionKind::WoundInstead { source, amount },
            );
        }
        let valid: Vec<CardId> = p
            .offers
            .iter()
            .filter(|&&(s, i)| self.heal_offer_valid(p, s, i).is_some())
            .map(|&(s, _)| s)
            .collect();
        let active = self.s.active;
        let own = valid.iter().any(|&s| self.card(s).controller == active);
        let other = valid.iter().any(|&s| self.card(s).controller != active);
        let chooser = match (own, other, valid.first()) {
            (true, true, _) | (_, _, None) => active,
            (_, _, Some(&s)) => self.card(s).controller,
        };
        (chooser, DecisionKind::HealingReplacement { card: p.card })
    }

    /// The options of the waiting healing: no (more) replacement, or one of
    /// those that may apply; for a chosen «wound instead», the creatures
    /// next to its card.
    pub(crate) fn healing_choices(&self, out: &mut Vec<Choice>) {
        let Some(p) = self.s.heals.first() else { return };
        if let Some((source, _)) = p.wound {
            out.extend(self.wound_instead_targets(source).map(Choice::AddTarget));
            return;
        }
        out.push(Choice::NoReplacement);
        for &(source, index) in &p.offers {
            if self.heal_offer_valid(p, source, index).is_some() {
                out.push(Choice::Replace { source, index });
            }
        }
    }

    /// Is this choice one of the waiting healing's options?
    pub(crate) fn check_healing_choice(&self, choice: Choice) -> Result<(), Illegal> {
        let mut options = Vec::new();
        self.healing_choices(&mut options);
        if options.contains(&choice) {
            return Ok(());
        }
        match choice {
            Choice::AddTarget(_) => refuse(Rule::R516_1, Refusal::NotAdjacent),
            _ => refuse(Rule::ReplacementChoice, Refusal::WrongKindOfChoice),
        }
    }

    /// Applies a checked choice of the waiting healing, then goes on: the
    /// next waiting healing, the triggers, the queue or the turn.
    pub(crate) fn do_healing_choice(&mut self, player: Player, choice: Choice) {
        if self.s.heals.is_empty() {
            return;
        }
        let card = self.s.heals[0].card;
        match choice {
            Choice::NoReplacement => {
                self.events.push(Event::ReplacementDeclined { player, card });
                let p = self.s.heals.remove(0);
                self.heal_as_it_is(&p);
            }
            Choice::Replace { source, index } => {
                let Some(h) = self.heal_offer_valid(&self.s.heals[0], source, index) else {
                    return;
                };
                self.events.push(Event::ReplacementChosen {
                    player,
                    source,
                    index,
                    card,
                });
                self.events.push(Event::HealingReplaced { source, index, card });
                if !h.first && h.per_turn > 0 {
                    self.s.used.push((source, index, UseLimit::Turn(h.per_turn)));
                }
                let p = &mut self.s.heals[0];
                p.offers.retain(|&o| o != (source, index));
                match h.with {
                    HealWith::Open => {
                        self.s.heals.remove(0);
                        let c = &mut self.s.cards[source.index()];
                        if !c.open {
                            c.open = true;
                            self.events.push(Event::Opened { card: source });
                            self.seen(crate::model::ability::Seen::Opens, source);
                            self.opened(source);
                        }
                    }
                    HealWith::Nothing => {
                        self.s.heals.remove(0);
                    }
                    HealWith::Double => {
                        // «Удвоить»: twice the amount; «all wounds» stays all.
                        p.amount = p.amount.map(|n| n.saturating_mul(2));
                    }
                    HealWith::WoundAdjacent => {
                        let x = p.amount.unwrap_or(self.card(card).wounds);
                        self.s.heals[0].wound = Some((source, x));
                    }
                }
            }
            Choice::AddTarget(t) => {
                let p = self.s.heals.remove(0);
                if let Some((source, x)) = p.wound {
                    self.wound_by_effect(t, x, WoundFrom::Effect(source));
                }
            }
            _ => return,
        }
        // What the choice did is settled at once (503.1): the wounds dealt
        // instead, the extra lives a healing gave against negative ones.
        self.rule_effects();
        if self.s.result.is_some() {
            return;
        }
        if !self.next_trigger() {
            self.go_on();
        }
    }
}
