//! The modifier layer: what a card has beyond its printed properties.
//!
//! A card's modifiers are those of its own constant abilities while they are
//! in force (face up in the play zone, abilities not lost, their condition
//! holding), plus those effects granted it for a duration — "until the end of
//! the turn", "for good" — from any source. Nothing is patched into the card:
//! every query looks at both, so a modifier whose condition stops holding is
//! simply no longer found. A granted modifier whose duration ends is removed
//! as a rule effect (503.1).

use crate::game::event::Event;
use crate::game::hooks::{Hooks, M};
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::Game;
use crate::model::ability::{EffectKind, Modifier, Until};
use crate::model::card::{AttackKind, DefFlags, DefId, Keyword};

/// A modifier an effect granted a card: which card, and where the modifier
/// is written (the granting card's definition, ability and effect), so the
/// state stays small and cheap to clone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Granted {
    pub card: CardId,
    /// The card whose ability granted it.
    pub source: CardId,
    pub def: DefId,
    pub ability: u8,
    pub effect: u8,
    pub until: Until,
    /// The turn at whose end it is removed (`u32::MAX`: not with a turn).
    pub ends: u32,
    /// The X of the granting ability when it granted it: a granted bonus of
    /// X keeps that amount (Исхарская ненасыть's shown cards).
    pub x: u8,
}

/// What a challenge grants the creature that must strike its card.
static CHALLENGED: Modifier = Modifier::Keyword(crate::model::card::Keyword::MustStrikeGranter);

impl Granted {
    /// `effect` of an entry that grants a whole ability of another card's
    /// definition, not a modifier (Дегаска's adopted triggers,
    /// `crate::mechanics::abilities::copying`): no modifier is read from it.
    pub const WHOLE: u8 = u8::MAX;
}

impl Game {
    /// The modifier a granted entry refers to.
    pub(crate) fn granted_modifier(&self, g: &Granted) -> Option<&Modifier> {
        let e = self
            .db
            .get(g.def)
            .abilities
            .get(g.ability as usize)?
            .effects
            .get(g.effect as usize)?;
        match &e.kind {
            EffectKind::Grant { modifier, .. } => Some(modifier),
            // A challenge grants the compulsion to strike its card (Торбьерн,
            // `crate::mechanics::strikes::challenge`).
            EffectKind::Challenge => Some(&CHALLENGED),
            _ => None,
        }
    }

    /// The modifiers effects granted `c` (in the order they were granted)
    /// and in force: none for the card an executing attack ignores the
    /// abilities of ([`crate::game::State::ignored`]).
    pub(crate) fn granted_to(&self, c: CardId) -> impl Iterator<Item = &Modifier> + '_ {
        let granted: &[Granted] = if self.s.ignored == Some(c) {
            &[]
        } else {
            &self.s.granted
        };
        Self::granted_in(self, granted, c)
    }

    /// [`Game::granted_to`] whatever an attack in flight ignores of the card
    /// (502.3.1).
    pub(crate) fn granted_kept(&self, c: CardId) -> impl Iterator<Item = &Modifier> + '_ {
        Self::granted_in(self, &self.s.granted, c)
    }

    /// The modifiers in force that `granted` gives `c`.
    #[inline(always)]
    fn granted_in<'g>(&'g self, granted: &'g [Granted], c: CardId) -> impl Iterator<Item = &'g Modifier> + 'g {
        granted
            .iter()
            .filter(move |g| g.card == c)
            .filter_map(|g| self.granted_modifier(g))
    }

    /// Has an effect taken the card's abilities away (a silence, 502.3.1;
    /// a card mechanic's, Сшиватель плоти's resurrection)? The modifiers
    /// granted it, whatever ignores them for one attack.
    #[inline(always)]
    pub(crate) fn silenced(&self, c: CardId) -> bool {
        (!self.s.granted.is_empty()
            && self
                .s
                .granted
                .iter()
                .any(|g| g.card == c && matches!(self.granted_modifier(g), Some(Modifier::LoseAbilities))))
            || M::lost_abilities(self, c)
    }

    /// Has the card no abilities now: silenced (502.3.1), suppressed (503.1),
    /// or attacked by an attack that ignores its abilities — for that attack
    /// it is as if it had lost them (502.3.1)?
    ///
    /// # Panics
    /// If `c` is not a card of this game, as [`Game::card`] does.
    #[inline(always)]
    pub fn lacks_abilities(&self, c: CardId) -> bool {
        self.s.ignored == Some(c) || self.card(c).suppressed || self.silenced(c)
    }

    /// Effect `effect` of `source`'s ability `ability` grants `card` its
    /// modifier for `until`; logged.
    pub(crate) fn grant(&mut self, card: CardId, source: CardId, ability: u8, effect: u8, until: Until, x: u8) {
        // «Its next turn» is seen from the side of the card that gets it.
        let side = if until == Until::EndOfItsNextTurn { card } else { source };
        let own_turn = self.card(side).controller == self.s.active;
        let ends = match until {
            // The opponent's turns alternate with the granting player's: the
            // next one is one turn on (or two, from the opponent's own turn).
            Until::EnemyTurns if x == 0 => return,
            Until::EnemyTurns => self.s.turn.saturating_add(2 * x as u32 - u32::from(own_turn)),
            _ => until.last_turn(self.s.turn, own_turn).unwrap_or(u32::MAX),
        };
        // Where the ability is written (Анубисар's copied one: in its partner's definition).
        let (def, written) = M::ability_origin(self, source, ability);
        if until == Until::UsedThisTurn {
            // «Максимум +N»: the same effect granted again while it lasts
            // does not stack; it lasts to the later end (503.1).
            if let Some(g) = self.s.granted.iter_mut().find(|g| {
                g.card == card && g.def == def && g.ability == written && g.effect == effect && g.until == until
            }) {
                g.ends = g.ends.max(ends);
                return;
            }
        }
        let g = Granted {
            card,
            source,
            def,
            ability: written,
            effect,
            until,
            ends,
            x,
        };
        let modifier = self.granted_modifier(&g);
        let rule = modifier.map_or(Rule::Pipeline, grant_rule);
        // More movement this turn, or less (never below none).
        let more = match modifier {
            Some(Modifier::Movement(n)) => Some(*n),
            _ => None,
        };
        self.s.granted.push(g);
        if let Some(n) = more {
            let c = &mut self.s.cards[card.index()];
            c.moves_left = (c.moves_left as i16 + n as i16).clamp(0, u8::MAX as i16) as u8;
        }
        self.events.push(Event::Granted {
            card,
            source,
            ability,
            effect,
            rule,
        });
    }

    /// The end of the turn: modifiers granted until then are removed (503.1).
    pub(crate) fn expire_end_of_turn(&mut self) {
        let turn = self.s.turn;
        if self.s.granted.iter().all(|g| g.ends > turn) {
            return;
        }
        self.expire_granted(|g| g.ends <= turn);
    }

    /// The card's movement: printed, plus its movement modifiers (at least 0).
    ///
    /// # Panics
    /// If `c` is not a card of this game, as [`Game::card`] does.
    #[inline]
    pub fn movement(&self, c: CardId) -> u8 {
        // A flyer that lost flight for good has movement 1 (`crate::mechanics::movement::dive`).
        let base = if self.s.grounded.contains(c) {
            1
        } else {
            self.def(c).movement
        };
        if !self.features.stats {
            return base;
        }
        self.movement_slow(c, base)
    }

    #[inline(never)]
    fn movement_slow(&self, c: CardId, base: u8) -> u8 {
        if !self.db.flag_set(self.card(c).def, DefFlags::STATS) && self.s.granted.is_empty() {
            return base;
        }
        let more: i16 = self
            .mods(c)
            .map(|m| match m {
                Modifier::Movement(n) => *n as i16,
                _ => 0,
            })
            .sum();
        (base as i16 + more).clamp(0, u8::MAX as i16) as u8
    }

    /// How many cells further the card's attacks of `kind` reach.
    #[inline]
    pub(crate) fn range_bonus(&self, c: CardId, kind: AttackKind) -> u8 {
        if !self.features.stats {
            return 0;
        }
        self.range_bonus_slow(c, kind)
    }

    #[inline(never)]
    fn range_bonus_slow(&self, c: CardId, kind: AttackKind) -> u8 {
        if !self.db.flag_set(self.card(c).def, DefFlags::STATS) && self.s.granted.is_empty() {
            return 0;
        }
        // «Дальность не может быть изменена» (Дикий циклоп).
        if self.has_keyword(c, Keyword::FixedRange) {
            return 0;
        }
        self.mods(c)
            .map(|m| match m {
                Modifier::Range { attacks, amount } if attacks.contains(kind) => *amount,
                _ => 0,
            })
            .fold(0u8, u8::saturating_add)
    }

    /// `c`'s attack `kind` was applied: the bonuses granted it until used
    /// that added to it end (503.1).
    pub(crate) fn use_up_bonuses(&mut self, c: CardId, kind: AttackKind) {
        let before = self.s.granted.len();
        let db = std::sync::Arc::clone(&self.db);
        self.s.granted.retain(|g| {
            let used = g.card == c
                && matches!(g.until, Until::Used | Until::UsedThisTurn)
                && matches!(
                    db.get(g.def).abilities.get(g.ability as usize).and_then(|a| a.effects.get(g.effect as usize)).map(|e| &e.kind),
                    Some(EffectKind::Grant { modifier: Modifier::Bonus { attacks, .. }, .. }) if attacks.contains(kind)
                );
            !used
        });
        if self.s.granted.len() != before {
            self.events.push(Event::EffectExpired { card: c });
        }
    }

    /// A die of `c` was rolled with its die modifiers: the `die_bonus N`
    /// granted it until used (Хрумг: «к следующему броску кубика») end
    /// (503.1). Its die modifiers were logged just before.
    pub(crate) fn use_up_die_bonus(&mut self, c: CardId) {
        if self.s.granted.is_empty() {
            return;
        }
        let before = self.s.granted.len();
        let db = std::sync::Arc::clone(&self.db);
        self.s.granted.retain(|g| {
            let used = g.card == c
                && matches!(g.until, Until::Used | Until::UsedThisTurn)
                && matches!(
                    db.get(g.def)
                        .abilities
                        .get(g.ability as usize)
                        .and_then(|a| a.effects.get(g.effect as usize))
                        .map(|e| &e.kind),
                    Some(EffectKind::Grant {
                        modifier: Modifier::Keyword(Keyword::DieBonus(_)),
                        ..
                    })
                );
            !used
        });
        if self.s.granted.len() != before {
            self.events.push(Event::EffectExpired { card: c });
        }
    }

    /// Removes the grants that `ends`; each card in play that lost one is
    /// logged once (`EffectExpired`, 503.1), and movement granted with them
    /// goes too.
    fn expire_granted(&mut self, ends: impl Fn(&Granted) -> bool) {
        let mut expired: Vec<CardId> = Vec::new();
        self.s.granted.retain(|g| {
            if ends(g) {
                if !expired.contains(&g.card) {
                    expired.push(g.card);
                }
                false
            } else {
                true
            }
        });
        for card in expired {
            if self.card(card).zone.in_play() {
                self.events.push(Event::EffectExpired { card });
                let max = self.movement(card);
                let c = &mut self.s.cards[card.index()];
                c.moves_left = c.moves_left.min(max);
            }
        }
    }

    /// A card that leaves the play zone keeps nothing that was granted it.
    pub(crate) fn forget_granted(&mut self, c: CardId) {
        if !self.s.granted.is_empty() {
            self.s.granted.retain(|g| g.card != c);
        }
    }

    /// `source` left the play zone (`left`) or changed its place in it: what
    /// it granted until it leaves (or moves) ends (503.1).
    pub(crate) fn source_moved(&mut self, source: CardId, left: bool) {
        if self.s.granted.is_empty() {
            return;
        }
        let ends = |g: &Granted| {
            g.source == source
                && match g.until {
                    Until::SourceLeaves { or_moves } => left || or_moves,
                    _ => false,
                }
        };
        if !self.s.granted.iter().any(ends) {
            return;
        }
        self.expire_granted(ends);
    }
}

/// The rule a granted modifier follows.
fn grant_rule(m: &Modifier) -> Rule {
    match m {
        Modifier::Cannot(_) | Modifier::MaxTokens(_) | Modifier::CannotJoinSquadWith(_) | Modifier::Taunt(_) => {
            Rule::R514_2
        }
        Modifier::LoseAbilities => Rule::R502_3,
        Modifier::Flight => Rule::R503_1,
        Modifier::Prevention { .. } => Rule::Prevention,
        Modifier::Replacement(_) => Rule::R516_1,
        Modifier::Keyword(_)
        | Modifier::KeywordVs { .. }
        | Modifier::Bonus { .. }
        | Modifier::Reduction { .. }
        | Modifier::DirectedVs(_)
        | Modifier::UnanswerableVs(_)
        | Modifier::Movement(_)
        | Modifier::Life(_)
        | Modifier::Range { .. }
        | Modifier::NextDie(_)
        | Modifier::LoseKeyword(_)
        | Modifier::AttackDie(_)
        | Modifier::GainClass(_)
        | Modifier::BecomeElement(_)
        | Modifier::Action(_)
        | Modifier::StartsWith { .. } => Rule::Keywords,
        Modifier::GoldWhenBought(_)
        | Modifier::FreeWithCosts(_)
        | Modifier::CopiesCost(_)
        | Modifier::PayMore { .. }
        | Modifier::GoldOption { .. }
        | Modifier::PeekOption { .. }
        | Modifier::PairOption { .. }
        | Modifier::RecruitOption { .. } => Rule::Squad,
        Modifier::ScoutOption { .. } => Rule::Placement,
    }
}
