//! Who destroyed whom (Единорог, Тхель-Вэнн): the last attack that wounded
//! each card — a counter-strike too — is noted (card, attacker, kind); when
//! a card dies with its last wounds from an attack (GAME.md §7, the rule of
//! Valhalla), that attack destroyed it, and its attacker, an enemy card of
//! the dead one, has made a kill of that kind.
//!
//! - `killer` ([`Subject::Killer`]), in an `on dies` trigger: the enemy
//!   creature whose attack destroyed the card, if it is still in play
//!   (Единорог takes its killer with it).
//! - `(kills <attacks> of self)` ([`Quantity::Kills`]): the enemy cards the
//!   card's attacks of these kinds destroyed since it came into play; its
//!   count starts afresh when it leaves play («+1 к выстрелу за каждую
//!   уничтоженную выстрелом карту противника»).
//!
//! - `on any_kills` ([`Seen::Kills`]): a card's attack destroyed an enemy
//!   card; the killer is the event's other card (`seen`), the dead card is
//!   in its owner's graveyard and its own death triggers have fired. While
//!   it fires, `killed_costlier` ([`Cond::KilledCostlier`]) asks whether the
//!   dead card cost more than the killer (Омидгал), `killed_creature`
//!   whether it was a creature (Фенрир).
//! - `by_enemy_attack` ([`Cond::ByEnemyAttack`]): a dying creature's last
//!   wounds came from an enemy card's attack, wherever that card is now
//!   (Валькирия's `on creature_dies`).
//!
//! Nothing of this runs in a game without a card that reads it.
//!
//! [`Seen::Kills`]: crate::model::ability::Seen::Kills
//! [`Cond::KilledCostlier`]: crate::model::ability::Cond::KilledCostlier
//! [`Cond::ByEnemyAttack`]: crate::model::ability::Cond::ByEnemyAttack
//!
//! [`Subject::Killer`]: crate::model::ability::Subject::Killer
//! [`Quantity::Kills`]: crate::model::ability::Quantity::Kills

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["killer", "kills", "on any_kills", "killed_costlier", "killed_creature", "by_enemy_attack"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "Which enemy card's attack destroyed a card: the killer of a dying card, and the kills a card has made.";

use crate::game::types::CardId;
use crate::game::Game;
use crate::model::card::{AttackKind, AttackSet};

impl Game {
    /// An attack of `attacker` of `kind` wounded `t`: the last hit of `t`.
    pub(in crate::mechanics) fn note_hit(&mut self, t: CardId, attacker: CardId, kind: AttackKind) {
        let hits = &mut self.s.mech.hits;
        match hits.iter_mut().find(|h| h.0 == t) {
            Some(h) => *h = (t, attacker, kind),
            None => hits.push((t, attacker, kind)),
        }
    }

    /// The attack that destroyed `c`, about to die: (attacker, kind), if its
    /// last wounds came from an attack of an enemy card still in play.
    fn fatal_hit(&self, c: CardId) -> Option<(CardId, AttackKind)> {
        let card = self.card(c);
        if !card.by_attack {
            return None;
        }
        let &(_, attacker, kind) = self.s.mech.hits.iter().find(|h| h.0 == c)?;
        let a = self.get_card(attacker)?;
        (a.zone.in_play() && a.controller != card.controller).then_some((attacker, kind))
    }

    /// `c`, in play, is about to die: a kill of its attacker, if an enemy
    /// card's attack destroyed it.
    pub(in crate::mechanics) fn note_death(&mut self, c: CardId) {
        if let Some((attacker, kind)) = self.fatal_hit(c) {
            let creature = self.is_creature(c);
            self.s.mech.kills.push((attacker, kind, creature));
            self.s.mech.killing = Some((attacker, c));
        }
    }

    /// `c` was destroyed: if an enemy card's attack destroyed it, the cards
    /// that watch for kills see its killer (`on any_kills`).
    pub(in crate::mechanics) fn kill_made(&mut self, c: CardId) {
        let Some((killer, dead)) = self.s.mech.killing else {
            return;
        };
        if dead != c {
            return;
        }
        if self.card(killer).zone.in_play() {
            self.seen(crate::model::ability::Seen::Kills, killer);
        }
        self.s.mech.killing = None;
    }

    /// While `c`'s kill is seen: the card it destroyed.
    pub(in crate::mechanics) fn killed_by(&self, c: CardId) -> Option<CardId> {
        match self.s.mech.killing {
            Some((killer, dead)) if killer == c => Some(dead),
            _ => None,
        }
    }

    /// The enemy creature whose attack destroyed `c` (in its owner's
    /// graveyard, having died from an attack), if it is in play.
    pub(in crate::mechanics) fn killer_of(&self, c: CardId) -> Option<CardId> {
        let card = self.card(c);
        if !card.by_attack || card.zone != crate::game::state::Zone::Graveyard {
            return None;
        }
        let &(_, attacker, _) = self.s.mech.hits.iter().find(|h| h.0 == c)?;
        let a = self.get_card(attacker)?;
        (a.zone.in_play() && a.controller != card.owner && self.is_creature(attacker)).then_some(attacker)
    }

    /// Did `c`'s last wounds come from an attack of an enemy card — wherever
    /// that card is now? Asked of a creature as it dies (`by_enemy_attack`
    /// in `on creature_dies`, Валькирия), it died from that attack.
    pub(in crate::mechanics) fn died_by_enemy_attack(&self, c: CardId) -> bool {
        let card = self.card(c);
        card.by_attack
            && self
                .s
                .mech
                .hits
                .iter()
                .find(|h| h.0 == c)
                .is_some_and(|h| self.card(h.1).controller != card.controller)
    }

    /// The enemy cards `c`'s attacks of `kinds` destroyed since it came into play.
    pub(in crate::mechanics) fn kills_of(&self, c: CardId, kinds: AttackSet) -> u8 {
        let n = self.s.mech.kills.iter().filter(|k| k.0 == c && kinds.contains(k.1)).count();
        n.min(u8::MAX as usize) as u8
    }

    /// The enemy creatures `c`'s attacks destroyed since it came into play.
    pub(in crate::mechanics) fn creature_kills_of(&self, c: CardId) -> u8 {
        let n = self.s.mech.kills.iter().filter(|k| k.0 == c && k.2).count();
        n.min(u8::MAX as usize) as u8
    }
}
