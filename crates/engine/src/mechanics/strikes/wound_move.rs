//! Moving wounds from one creature onto others («перераспределить раны»,
//! Волхв): a spell's or an impact's first group of chosen targets names the
//! creature the wounds leave ([`EffectKind::MoveWounds`]), its second group
//! the creatures they go to ([`EffectKind::ReceiveWounds`]). The move is
//! neither a healing nor a wounding: no prevention, protection, armor or
//! «не может излечиваться» touches it, and a creature left with no lives dies
//! by the rule effects after the action (503.1).

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["move_wounds", "move_struck_wounds", "receive_wounds"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "Wounds move from one creature onto others, neither healed nor dealt.";

use crate::game::event::Event;
use crate::game::types::CardId;
use crate::game::{Declaration, Game};
use crate::model::ability::{Ability, EffectKind, Value};

impl Game {
    /// Moves up to `n` of `from`'s wounds onto the cards of `onto` still in
    /// play (`from` itself left out), one wound at a time to each in turn
    /// (502.6: all in the same application). The wounds put on a card this
    /// way are not from an attack (Valhalla reads that, GAME.md §7).
    pub(in crate::mechanics) fn move_wounds(&mut self, from: CardId, n: u8, onto: &[CardId]) {
        if !self.card(from).zone.in_play() {
            return;
        }
        let to: Vec<CardId> = onto
            .iter()
            .copied()
            .filter(|&t| t != from && self.card(t).zone.in_play())
            .collect();
        if to.is_empty() {
            return;
        }
        let n = usize::from(n.min(self.card(from).wounds));
        for (k, &t) in to.iter().enumerate() {
            // Round and round: the k-th card gets every wound whose place is k.
            let m = ((n + to.len() - 1 - k) / to.len()) as u8;
            if m == 0 {
                continue;
            }
            self.s.cards[from.index()].wounds_removed(m);
            let c = &mut self.s.cards[t.index()];
            c.wounds_added(m);
            c.by_attack = false;
            self.events.push(Event::WoundsMoved { from, to: t, amount: m });
        }
    }

    /// The wounds the attack in flight deals to `t` will move onto `onto`
    /// as soon as they are dealt (Отшельница): recorded on the attack, if
    /// it is still aimed at `t` (501.17 example 3).
    pub(in crate::mechanics) fn shift_struck_wounds(&mut self, t: CardId, onto: &[CardId]) {
        if self.check_in_flight_target(&EffectKind::MoveStruckWounds, t).is_err() {
            return; // the attack ended meanwhile
        }
        let Some(i) = self.in_flight() else { return };
        if self.s.exec[i].target != Some(t) {
            return;
        }
        let mut set = crate::game::types::CardSet::default();
        for &c in onto {
            set.insert(c);
        }
        self.s.exec[i].mech.shift = Some((t, set));
    }

    /// The most targets the second group of a move of wounds may name while
    /// the declaration `d` is drafted: no more than the wounds that can move
    /// — the move's number (its X, as declared) and the wounds of the
    /// creatures of the first group — so that every creature named gets one
    /// (one or more enemy creatures, Волхв). `None`: the ability moves no wounds.
    pub(in crate::mechanics) fn receivers_cap(&self, d: &Declaration, a: &Ability) -> Option<u8> {
        let n = a.effects.iter().find_map(|e| match &e.kind {
            EffectKind::MoveWounds(Value::Fixed(n)) => Some((*n).max(0) as u8),
            EffectKind::MoveWounds(Value::X { minus }) => {
                Some(crate::rules::cast::action_x(d.action).saturating_sub(*minus))
            }
            EffectKind::MoveWounds(_) => Some(u8::MAX),
            _ => None,
        })?;
        let wounds = d.targets.iter().map(|t| self.card(t).wounds).max().unwrap_or(0);
        Some(n.min(wounds))
    }
}
