//! Prevention effects («Эффект предотвращения», the paragraphs after 515.1).
//!
//! A prevention effect is a constant ability that takes wounds off a wounding
//! after its final value is known: after the calculation step, after the
//! replacement effects (516), protection (515.1) and armor. It never changes
//! the attack's strength (the `Attack` event keeps its damage), only the
//! number of wounds dealt. It applies to every kind of wounding the engine
//! has: attacks, poison and other effects (reactions such as "wound the
//! attacker").
//!
//! - Quantitative effects apply one after another: first all of the inactive
//!   player's, then all of the active player's; each may apply while wounds
//!   remain.
//! - An effect may be used partly. «Prevent the next N wounds»
//!   ([`PreventAmount::Next`]) keeps the unused remainder for later woundings;
//!   the used part is the card's marker [`CardState::prevented`], part of the
//!   game state (so clones, equality and replays see it), cleared when the
//!   card leaves the play zone. «N each time» ([`PreventAmount::EachTime`],
//!   Габриэль) has nothing to keep: its text gives N again every time.
//! - «No more than N wounds a turn» ([`PreventAmount::OverPerTurn`],
//!   Ледяной тролль) prevents whatever would take the card's wounds of the
//!   turn beyond N; like "each time", it keeps nothing.
//! - The effects are computed when a wounding happens, from the face-up cards
//!   in the play zone: a source that left the play zone no longer prevents.
//! - A prevention effect an effect made, not a card's constant ability (a
//!   ward over a player's cards, Маг Тор-Гарона's spell), is kept by a
//!   mechanic and applied after that player's cards' effects (the hook
//!   `ward_off`).
//!
//! Within one player's effects the engine takes the ones with nothing to keep
//! ("each time") before the ones that spend a remainder ("next N"), then play
//! order. The rules let the player apply their effects in turn; this order is
//! the one that never costs the player anything (no remainder is spent on
//! wounds an each-time effect would have taken), so it is not asked.
//!
//! [`CardState::prevented`]: crate::game::state::CardState::prevented

use crate::game::event::Event;
use crate::game::hooks::{Hooks, M};
use crate::game::types::CardId;
use crate::game::Game;
use crate::model::ability::{Covered, Modifier, PreventAmount};
use crate::model::card::{AttackKind, Protection};
use crate::rules::effects::AttackCtx;

/// What deals wounds to a card: an attack, poison, or another card's effect
/// (a triggered ability's "wound the attacker").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WoundFrom {
    Attack(AttackCtx),
    Poison,
    /// An effect of this card that is not an attack.
    Effect(CardId),
    /// A spell of this card: not an attack; protection from magic stops its
    /// wounds, protection from spells does not (515.1).
    Spell(CardId),
}

impl WoundFrom {
    /// The attack's kind, for wounds from an attack.
    pub(crate) fn attack_kind(self) -> Option<AttackKind> {
        match self {
            WoundFrom::Attack(ctx) => Some(ctx.kind),
            WoundFrom::Poison | WoundFrom::Effect(_) | WoundFrom::Spell(_) => None,
        }
    }
}

/// One prevention effect in force for a wounding.
#[derive(Clone, Copy, Debug)]
struct Shield {
    source: CardId,
    /// The order: inactive player's first, then "each time" before "next N".
    key: (bool, bool),
    amount: PreventAmount,
}

impl Game {
    /// The prevention effects in force for `wounds` wounds about to be dealt
    /// to `target` (`from`), in the order they apply.
    fn shields(&self, target: CardId, from: WoundFrom) -> Vec<Shield> {
        let mut out = Vec::new();
        let t = self.card(target);
        let creature = self.is_creature(target);
        for &s in &self.s.play {
            if !self.db.has_prevention(self.card(s).def) {
                continue;
            }
            for m in self.mods(s) {
                let Modifier::Prevention {
                    amount,
                    covers,
                    from: kinds,
                } = m
                else {
                    continue;
                };
                let covered = match covers {
                    Covered::This => s == target,
                    Covered::OwnCreatures => creature && self.card(s).controller == t.controller,
                    Covered::AllCreatures => creature,
                };
                let source_ok = kinds.is_none_or(|set| from.attack_kind().is_some_and(|k| set.contains(k)));
                if !covered || !source_ok {
                    continue;
                }
                let active = self.card(s).controller == self.s.active;
                let spends = matches!(amount, PreventAmount::Next(_));
                out.push(Shield {
                    source: s,
                    key: (active, spends),
                    amount: *amount,
                });
            }
        }
        // Stable: play order is kept within each group.
        out.sort_by_key(|x| x.key);
        out
    }

    /// Prevention (515 prevention): takes wounds off `wounds` about to be dealt
    /// to `target`, logs each application, and returns the wounds left.
    pub(crate) fn prevent(&mut self, target: CardId, wounds: u8, from: WoundFrom) -> u8 {
        if wounds == 0 {
            return wounds;
        }
        let cards = self.db.any_prevention() && self.s.play.iter().any(|&s| self.db.has_prevention(self.card(s).def));
        // The prevention effects an effect made (a ward over a player's
        // cards), kept by a mechanic: each player's after its cards' own.
        let wards = M::wards(self);
        if !cards && !wards {
            return wounds;
        }
        let shields = if cards { self.shields(target, from) } else { Vec::new() };
        let mut left = wounds;
        for active in [false, true] {
            left = self.apply_shields(target, left, shields.iter().filter(|sh| sh.key.0 == active));
            if wards && left > 0 {
                let player = if active {
                    self.s.active
                } else {
                    self.s.active.opponent()
                };
                left = M::ward_off(self, target, left, from, player);
            }
        }
        left
    }

    /// Applies the prevention effects `shields` of cards in play, in order,
    /// to `wounds` about to be dealt to `target`; returns the wounds left.
    fn apply_shields<'a>(&mut self, target: CardId, wounds: u8, shields: impl Iterator<Item = &'a Shield>) -> u8 {
        let mut left = wounds;
        for &sh in shields {
            if left == 0 {
                break;
            }
            let (n, keeps) = match sh.amount {
                PreventAmount::EachTime(n) => (n, false),
                PreventAmount::Next(n) => (n.saturating_sub(self.card(sh.source).prevented), true),
                // All that goes beyond what the card may still take this turn.
                PreventAmount::OverPerTurn(n) => (
                    left.saturating_sub(n.saturating_sub(self.card(target).turn_taken)),
                    false,
                ),
            };
            let prevented = n.min(left);
            if prevented == 0 {
                continue;
            }
            left -= prevented;
            let remainder = if keeps {
                let c = &mut self.s.cards[sh.source.index()];
                c.prevented = c.prevented.saturating_add(prevented);
                Some(n - prevented)
            } else {
                None
            };
            self.events.push(Event::Prevented {
                source: sh.source,
                card: target,
                prevented,
                left: remainder,
            });
        }
        left
    }

    /// What is left of a card's «prevent the next N wounds» (515 prevention),
    /// if it has one in force; `None` too if `c` is not a card of this game.
    pub fn prevention_left(&self, c: CardId) -> Option<u8> {
        let prevented = self.get_card(c)?.prevented;
        self.mods(c).find_map(|m| match m {
            Modifier::Prevention {
                amount: PreventAmount::Next(n),
                ..
            } => Some(n.saturating_sub(prevented)),
            _ => None,
        })
    }

    /// Wounds `target` from a source that is not an attack (poison, an effect),
    /// in the order of GAME.md §5 step 6: replacement effects (516.1.1),
    /// protection (515.1: from poison), prevention, then the wounds. Returns
    /// the wounds dealt. `Wounded` is logged, except for poison (its caller
    /// logs `PoisonWounds`).
    pub(crate) fn wound_by_effect(&mut self, target: CardId, n: u8, from: WoundFrom) -> u8 {
        // A terrain has no life (208, KINDS §8): nothing wounds it, its
        // poison neither (a face-down one a position left on a cell).
        if n == 0 || !self.card(target).zone.in_play() || self.is_terrain(target) {
            return 0;
        }
        if self.replace_wounds(target, n, from) {
            return 0;
        }
        let protection = match from {
            WoundFrom::Poison => Some(Protection::Poison),
            WoundFrom::Spell(_) => Some(Protection::Magic),
            WoundFrom::Attack(_) | WoundFrom::Effect(_) => None,
        };
        if let Some(protection) = protection.filter(|&p| self.is_protected(target, p)) {
            self.events.push(Event::Protected { target, protection });
            return 0;
        }
        let wounds = self.prevent(target, n, from);
        if wounds > 0 {
            let c = &mut self.s.cards[target.index()];
            c.wounds_added(wounds);
            c.by_attack = matches!(from, WoundFrom::Attack(_));
            c.by_poison = from == WoundFrom::Poison;
            if let WoundFrom::Attack(a) = from {
                c.hit_by(a.kind);
                c.max_hit = c.max_hit.max(wounds);
                M::attack_hit(self, target, a.source, a.kind);
            }
            if from != WoundFrom::Poison {
                let life = self.life(target);
                self.events.push(Event::Wounded {
                    card: target,
                    wounds,
                    life,
                });
            }
            M::wounds_taken(self, target, wounds);
        }
        wounds
    }
}
