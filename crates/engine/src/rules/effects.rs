//! Constant abilities, damage and rule effects (503).
//!
//! Constant abilities are never stored as patches: every query recomputes them
//! from the card definition and the board, so nothing has to be undone when a
//! condition stops holding.

use crate::game::event::{EndReason, Event, GameResult};
use crate::game::hooks::{Hooks, M};
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::{CardId, CardSet, Player};
use crate::game::Game;
use crate::model::ability::{Column, Cond, EffectKind, Modifier, Prohibition, Quantity, Target, Until, Value};
use crate::model::card::{AttackKind, AttackSet, DefFlags, Element, Keyword, Level, Protection, SelfMod};
use crate::rules::modifiers::Granted;
use crate::rules::trigger::EffectCtx;

/// An attack after the calculation step, before it is applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Calculated {
    pub ctx: AttackCtx,
    pub damage: u8,
    pub rounded: bool,
    pub counter: bool,
    /// What the constant abilities added: the attacker's bonuses and the
    /// target's reductions (503.1, the effects of constant abilities).
    pub bonus: i16,
    pub reduction: i16,
    /// The target's protection that stops the attack (515.1), as it stands
    /// at the calculation step: what the attacked card's own "при атаке по
    /// ней" triggers grant it (they fire after this step) protects it from
    /// later attacks, not from the one that set them off — as for reductions.
    pub protection: Option<Protection>,
}

/// The circumstances of one attack, for conditions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttackCtx {
    pub source: CardId,
    pub target: CardId,
    pub kind: AttackKind,
    pub level: Level,
    /// The target took the strike as a defender.
    pub defender: bool,
}

impl AttackCtx {
    /// The context of a condition about one card, with no attack: the card is
    /// both source and target.
    pub fn about(c: CardId) -> AttackCtx {
        AttackCtx {
            source: c,
            target: c,
            kind: AttackKind::SpecialStrike,
            level: Level::Weak,
            defender: false,
        }
    }
}

/// The keyword bits of every protection ([`Keyword::bit`]).
const PROTECTIONS: crate::model::card::KeywordMask = {
    let mut mask = 0;
    let mut i = 0;
    while i < Protection::ALL.len() {
        mask |= Keyword::Protection(Protection::ALL[i]).bit();
        i += 1;
    }
    mask
};

impl Game {
    /// The modifiers the card's own constant abilities give it, when they are
    /// in force at all: none while it is face down or has lost its abilities.
    /// Each one's own condition (`when`) is still to be checked.
    #[inline(always)]
    pub(crate) fn printed_mods(&self, c: CardId) -> &[SelfMod] {
        if self.s.ignored == Some(c) {
            return &[];
        }
        self.printed_mods_kept(c)
    }

    /// [`Game::printed_mods`] whatever an attack in flight ignores of the
    /// card (502.3.1): its own constant abilities while it is face up and has
    /// not lost them (a silence, a suppression).
    #[inline(always)]
    fn printed_mods_kept(&self, c: CardId) -> &[SelfMod] {
        let card = self.card(c);
        if card.face_up && !card.suppressed && !self.silenced(c) {
            self.db.self_mods(card.def)
        } else {
            &[]
        }
    }

    /// The modifiers `c`'s own constant abilities give it, when they are in
    /// force at all (face up, abilities not lost); each one's condition
    /// (`when`) is still to be checked. What a card has of other cards'
    /// constant abilities comes as grants in force (503.1, Анубисар).
    #[inline(always)]
    pub(crate) fn own_mods(&self, c: CardId) -> std::slice::Iter<'_, SelfMod> {
        self.printed_mods(c).iter()
    }

    /// Does the condition of a constant ability hold for its card?
    #[inline(always)]
    pub(crate) fn holds(&self, c: CardId, when: &Option<Cond>) -> bool {
        when.as_ref().is_none_or(|w| self.self_cond(c, w))
    }

    /// Every modifier in force for the card: its own constant abilities'
    /// (whose conditions hold) and those granted it for a duration.
    pub(crate) fn mods(&self, c: CardId) -> impl Iterator<Item = &Modifier> + '_ {
        let own = self
            .own_mods(c)
            .filter(move |m| self.holds(c, &m.when))
            .map(|m| &m.modifier);
        let granted = (!self.s.granted.is_empty())
            .then(|| self.granted_to(c))
            .into_iter()
            .flatten();
        own.chain(granted)
    }

    /// [`Game::mods`] whatever an attack in flight ignores of the card
    /// (502.3.1): what the card keeps beyond that attack ([`Game::token_max`]).
    fn kept_mods(&self, c: CardId) -> impl Iterator<Item = &Modifier> + '_ {
        let own = self
            .printed_mods_kept(c)
            .iter()
            .filter(move |m| self.holds(c, &m.when))
            .map(|m| &m.modifier);
        own.chain(self.granted_kept(c))
    }

    /// Keywords in force, conditional and granted ones included.
    ///
    /// # Panics
    /// If `c` is not a card of this game, as [`Game::card`] does.
    pub fn keywords(&self, c: CardId) -> impl Iterator<Item = Keyword> + '_ {
        self.mods(c).filter_map(|m| match m {
            Modifier::Keyword(k) => Some(*k),
            _ => None,
        })
    }

    /// The sum of a numeric keyword in force. `f` picks the keyword's number;
    /// a condition is evaluated only for keywords `f` picks. `kind` is the
    /// keyword's kind (any number): a card that can't have it is not looked at.
    pub(crate) fn keyword_sum(&self, c: CardId, kind: Keyword, f: impl Fn(Keyword) -> Option<u8>) -> u8 {
        if !self.may_have_keyword(c, kind) || self.lost_keyword(c, kind) {
            return 0;
        }
        // A fold: the printed slice at slice speed, then what is copied.
        let mut sum = self.own_mods(c).fold(0u8, |sum, m| match m.modifier {
            Modifier::Keyword(k) => match f(k) {
                Some(n) if self.holds(c, &m.when) => sum.saturating_add(n),
                _ => sum,
            },
            _ => sum,
        });
        if !self.s.granted.is_empty() {
            for m in self.granted_to(c) {
                if let Modifier::Keyword(k) = m {
                    if let Some(n) = f(*k) {
                        sum = sum.saturating_add(n);
                    }
                }
            }
        }
        sum
    }

    /// May the card have keyword `k` (of its kind) at all: its own
    /// definition has it, or some card of this game can grant it and a grant
    /// is in force. A quick bit test that rules most look-ups out.
    #[inline(always)]
    pub(crate) fn may_have_keyword(&self, c: CardId, k: Keyword) -> bool {
        self.db.may_have(self.card(c).def, k)
            || (self.features.granted_keywords & k.bit() != 0 && !self.s.granted.is_empty())
    }

    /// Has the card keyword `k` in force (conditional and granted ones included)?
    ///
    /// # Panics
    /// If `c` is not a card of this game, as [`Game::card`] does.
    #[inline(always)]
    pub fn has_keyword(&self, c: CardId, k: Keyword) -> bool {
        // Most cards can't have most keywords, and most games grant none: one bit test.
        if !self.may_have_keyword(c, k) {
            return false;
        }
        self.has_keyword_slow(c, k)
    }

    /// The fixed bonuses to its simple strike that `c` has granted itself
    /// and that still hold — for good or for a while — added up
    /// ([`Cond::OwnStrikeBonusBelow`], Бяка's and Рузарх's «максимум +2»).
    pub(crate) fn own_strike_bonus(&self, c: CardId) -> i16 {
        self.s
            .granted
            .iter()
            .filter(|g| g.card == c && g.source == c)
            .filter_map(|g| match self.granted_modifier(g) {
                Some(Modifier::Bonus {
                    amount: crate::model::ability::Value::Fixed(n),
                    attacks,
                    ..
                }) if attacks.contains(AttackKind::SimpleStrike) => Some(i16::from(*n)),
                _ => None,
            })
            .sum()
    }

    /// Has the card lost keyword `k` (of its kind, whatever its number) by
    /// a `lose_keyword` in force on it, a grant or an aura (Ури's host loses
    /// clumsiness, GAME §7)? A lost keyword counts for nothing: its check,
    /// its number, its die modifier. False at once in a game where no card
    /// takes keywords away.
    #[inline(always)]
    pub(crate) fn lost_keyword(&self, c: CardId, k: Keyword) -> bool {
        self.features.loses_keywords && !self.s.granted.is_empty() && self.lost_keyword_slow(c, k)
    }

    #[inline(never)]
    fn lost_keyword_slow(&self, c: CardId, k: Keyword) -> bool {
        self.granted_kept(c)
            .any(|m| matches!(m, Modifier::LoseKeyword(x) if x.bit() == k.bit()))
    }

    #[inline(never)]
    fn has_keyword_slow(&self, c: CardId, k: Keyword) -> bool {
        if self.lost_keyword(c, k) {
            return false;
        }
        if self.db.may_have(self.card(c).def, k)
            && self
                .own_mods(c)
                .any(|m| matches!(&m.modifier, Modifier::Keyword(x) if *x == k) && self.holds(c, &m.when))
        {
            return true;
        }
        // Matched in place: building a `Modifier` to compare would drop one per card.
        !self.s.granted.is_empty() && self.granted_to(c).any(|m| matches!(m, Modifier::Keyword(x) if *x == k))
    }

    /// Is the card under this «Не может …» prohibition (514.2): its own
    /// constant ability, or one granted it for a duration?
    ///
    /// # Panics
    /// If `c` is not a card of this game, as [`Game::card`] does.
    pub fn is_prohibited(&self, c: CardId, p: Prohibition) -> bool {
        // Read first: the quick refusal may skip the card.
        let _ = self.card(c);
        self.prohibited(c, p)
    }

    /// [`Game::is_prohibited`] of a card of this game, for the rules: the
    /// quick refusal in line.
    #[inline(always)]
    pub(crate) fn prohibited(&self, c: CardId, p: Prohibition) -> bool {
        self.may_be_prohibited(c) && self.is_prohibited_slow(c, p)
    }

    /// Can any prohibition bind the card now, whatever it forbids (the cheap
    /// part of [`Game::is_prohibited`])?
    #[inline(always)]
    pub(crate) fn may_be_prohibited(&self, c: CardId) -> bool {
        self.may_be_prohibited_by(c, || !self.s.granted.is_empty())
    }

    /// [`Game::may_be_prohibited`] with `granted` saying whether a grant in
    /// force may forbid the card something.
    #[inline(always)]
    fn may_be_prohibited_by(&self, c: CardId, granted: impl Fn() -> bool) -> bool {
        self.features.prohibition
            && (self.db.has_prohibition(self.card(c).def)
                || (self.features.grants_cannot && granted())
                || (self.features.strangle && !self.s.markers.is_empty()))
    }

    /// [`Game::may_be_prohibited`] narrowed to the grants `c` holds itself,
    /// for a listing that asks about the card once and about each of its
    /// declarations after: still never false where a prohibition binds it.
    #[inline]
    pub(crate) fn may_be_prohibited_now(&self, c: CardId) -> bool {
        self.may_be_prohibited_by(c, || self.s.granted.iter().any(|g| g.card == c))
    }

    /// The token part of the rule effects (503.1) alone: tokens above a
    /// card's maximum are removed, as [`Game::rule_effects`] does.
    pub(crate) fn settle_token_maxima(&mut self) {
        for i in 0..self.s.play.len() {
            self.remove_tokens_above_max(self.s.play[i]);
        }
    }

    /// Tokens of `c` above its maximum are removed (503.1); true if any were.
    fn remove_tokens_above_max(&mut self, c: CardId) -> bool {
        let tokens = self.s.cards[c.index()].tokens;
        // A card without tokens has none above its maximum.
        if tokens == 0 {
            return false;
        }
        let max_tokens = self.token_max(c);
        if tokens <= max_tokens {
            return false;
        }
        let card = &mut self.s.cards[c.index()];
        card.tokens = max_tokens;
        card.reserved_tokens = card.reserved_tokens.min(max_tokens);
        self.events.push(Event::MarkersRemoved {
            card: c,
            removed: tokens - max_tokens,
        });
        self.lost_tokens(c, tokens - max_tokens);
        true
    }

    #[inline(never)]
    pub(crate) fn is_prohibited_slow(&self, c: CardId, p: Prohibition) -> bool {
        let is = |m: &Modifier| matches!(m, Modifier::Cannot(x) if *x == p);
        (self.db.has_prohibition(self.card(c).def)
            && self
                .own_mods(c)
                .any(|x| is(&x.modifier) && self.holds(c, &x.when)))
            || (!self.s.granted.is_empty() && self.granted_to(c).any(is))
            // Strangle markers (Тварь): one forbids moving, two attacking.
            || (self.features.strangle && !self.s.markers.is_empty() && self.strangle_forbids(c, p))
    }

    /// The most tokens the card may have: its own «Не может иметь более N
    /// фишек» (514.2), or the rules' default.
    ///
    /// An attack that ignores the card's abilities (502.3.1) leaves its
    /// maximum as it is: the ignoring concerns what that attack does to the
    /// card, for that attack alone, while a maximum lowered for it would have
    /// the rule effects remove the tokens above it for good (503.1) — an
    /// effect of the attack outlasting it. So the maximum is read from the
    /// modifiers the card keeps beyond the ignoring ([`Game::kept_mods`]);
    /// the invariants and the 503.1 removal read this one maximum.
    #[inline(always)]
    pub(crate) fn token_max(&self, c: CardId) -> u8 {
        let default = self.cfg.default_token_max;
        if !self.features.token_max || !self.db.has_token_max(self.card(c).def) {
            return default;
        }
        self.kept_mods(c)
            .filter_map(|m| match m {
                Modifier::MaxTokens(n) => Some(*n),
                _ => None,
            })
            .min()
            .unwrap_or(default)
    }

    /// Suppression and its end (503.1): a card is suppressed while an enemy
    /// suppressor — face up, in play, not silenced — stands next to it. Returns
    /// whether anything changed.
    fn update_suppression(&mut self) -> bool {
        let mut changed = false;
        for i in 0..self.s.play.len() {
            let c = self.s.play[i];
            let cell = self.card(c).zone.cell();
            let me = self.card(c).controller;
            let now = cell.is_some_and(|cell| {
                self.s.play.iter().any(|&s| {
                    let sc = self.card(s);
                    sc.controller != me
                        && sc.face_up
                        && self.db.suppresses(sc.def)
                        && !self.silenced(s)
                        && sc.zone.cell().is_some_and(|x| x.is_adjacent(cell))
                })
            });
            if now != self.card(c).suppressed {
                self.s.cards[c.index()].suppressed = now;
                self.events.push(if now {
                    Event::Suppressed { card: c }
                } else {
                    Event::SuppressionEnded { card: c }
                });
                changed = true;
            }
        }
        changed
    }

    /// Auras (503.1): each aura in force — its card face up in play, its
    /// abilities not lost, its condition holding — grants its modifier to
    /// the creatures it picks now, and to no others. The grants are kept as
    /// [`Until::InForce`] entries among the granted modifiers, so every query
    /// finds them like any grant; a change is logged.
    fn update_auras(&mut self) {
        let mut want: Vec<Granted> = Vec::new();
        // The mechanics' grants in force, kept like an aura's (Анубисар's
        // copied constant abilities).
        M::grants_in_force(self, &mut want);
        for &s in &self.s.play {
            let sc = self.card(s);
            if !sc.face_up || !self.db.flag_set(sc.def, DefFlags::AURA) || self.lacks_abilities(s) {
                continue;
            }
            for (i, a) in self.db.get(sc.def).abilities.iter().enumerate() {
                let Target::All { filter, .. } = &a.target else {
                    continue;
                };
                if !a.is_aura() || !self.holds(s, &a.when) {
                    continue;
                }
                for &t in &self.s.play {
                    if t == s
                        || !self.is_creature(t)
                        || !self.on_side(sc.controller, filter.side, t)
                        || !self.meets_vs(s, &filter.vs, t)
                    {
                        continue;
                    }
                    for (e, _) in a
                        .effects
                        .iter()
                        .enumerate()
                        .filter(|(_, e)| matches!(e.kind, EffectKind::Grant { .. }))
                    {
                        want.push(Granted {
                            card: t,
                            source: s,
                            def: sc.def,
                            ability: i as u8,
                            effect: e as u8,
                            until: Until::InForce,
                            ends: u32::MAX,
                            x: 0,
                        });
                    }
                }
            }
        }
        let have: Vec<Granted> = self
            .s
            .granted
            .iter()
            .filter(|g| g.until == Until::InForce)
            .copied()
            .collect();
        if have == want {
            return;
        }
        for g in &have {
            if !want.contains(g) && self.card(g.card).zone.in_play() {
                self.events.push(Event::EffectExpired { card: g.card });
            }
        }
        for g in &want {
            if !have.contains(g) {
                self.events.push(Event::Granted {
                    card: g.card,
                    source: g.source,
                    ability: g.ability,
                    effect: g.effect,
                    rule: Rule::R503_1,
                });
            }
        }
        self.s.granted.retain(|g| g.until != Until::InForce);
        self.s.granted.extend(want);
    }

    /// Вскрытие (503.1): the card turns face up; a card that "starts the
    /// battle with" tokens gets them now, another rule effect (503.1).
    pub(crate) fn reveal_card(&mut self, c: CardId) {
        if self.card(c).face_up {
            return;
        }
        self.s.unique_check = true;
        self.s.cards[c.index()].face_up = true;
        self.events.push(Event::Revealed { card: c });
        if !self.db.starts_with_markers(self.card(c).def) {
            return;
        }
        let second = self.card(c).controller != self.s.first;
        let (tokens, lives) = self
            .mods(c)
            .filter_map(|m| match *m {
                Modifier::StartsWith {
                    tokens,
                    extra_lives,
                    second_player,
                } if !second_player || second => Some((tokens, extra_lives)),
                _ => None,
            })
            .fold((0u8, 0u8), |(t, l), (a, b)| (t.saturating_add(a), l.saturating_add(b)));
        if tokens > 0 {
            let card = &mut self.s.cards[c.index()];
            card.tokens = card.tokens.saturating_add(tokens);
            self.events.push(Event::StartingTokens { card: c, tokens });
        }
        // Extra lives to start the battle with (Дверг): placed with
        // the reveal, a rule effect (503.1); not a healing.
        if lives > 0 {
            let card = &mut self.s.cards[c.index()];
            card.extra_lives = card.extra_lives.saturating_add(lives);
            self.events.push(Event::StartingExtraLives { card: c, lives });
        }
    }

    /// Unconditional keyword only (used by formation itself, so it can't recurse).
    fn has_base_keyword(&self, c: CardId, k: Keyword) -> bool {
        self.printed_mods(c)
            .iter()
            .any(|m| m.when.is_none() && matches!(&m.modifier, Modifier::Keyword(x) if *x == k))
    }

    /// The card's armor in force (GAME.md §2): the sum of its `Armor` keywords.
    ///
    /// # Panics
    /// If `c` is not a card of this game, as [`Game::card`] does.
    pub fn armor(&self, c: CardId) -> u8 {
        self.keyword_sum(c, Keyword::Armor(0), |k| {
            if let Keyword::Armor(n) = k {
                Some(n)
            } else {
                None
            }
        })
    }
    #[inline(always)]
    pub(crate) fn regeneration(&self, c: CardId) -> u8 {
        // Most cards can't regenerate: one bit test in line (the start of
        // every turn asks it of each of the player's cards).
        if !self.may_have_keyword(c, Keyword::Regeneration(0)) {
            return 0;
        }
        self.regeneration_slow(c)
    }

    #[inline(never)]
    fn regeneration_slow(&self, c: CardId) -> u8 {
        self.keyword_sum(c, Keyword::Regeneration(0), |k| {
            if let Keyword::Regeneration(n) = k {
                Some(n)
            } else {
                None
            }
        })
    }
    pub(crate) fn is_protected(&self, c: CardId, p: Protection) -> bool {
        self.has_keyword(c, Keyword::Protection(p))
    }

    /// Die bonus of `c` in a simple strike against `other` (the card it
    /// strikes, or the one striking it): ОвА when attacking, ОвЗ when
    /// defending, −1 for clumsiness (GAME.md §6); a keyword that holds only
    /// against some cards (`exp_attack 1 vs row 2`) counts when `other`
    /// meets its conditions.
    ///
    /// # Panics
    /// If a card named is not a card of this game, as [`Game::card`] does.
    pub fn die_bonus(&self, c: CardId, attacking: bool, other: CardId) -> i8 {
        // Both read at once: a foreign `other` panics even when no keyword asks about it.
        let _ = (self.card(c), self.card(other));
        let mut bonus = 0i8;
        self.die_bonus_each(c, attacking, other, |_, _, n| bonus = bonus.saturating_add(n));
        self.pride_each(c, attacking, other, |_, n| bonus = bonus.saturating_add(n as i8));
        bonus
    }

    /// The keyword parts of [`Game::die_bonus`]: each keyword that adds to (or
    /// takes from) the card's die, with the card it comes from — the card
    /// itself, or the card whose ability granted it. With the pride markers
    /// on the attacked card (`pride_each`) they sum to the bonus.
    pub(crate) fn die_bonus_parts(&self, c: CardId, attacking: bool, other: CardId) -> Vec<(CardId, Keyword, i8)> {
        let mut parts = Vec::new();
        self.die_bonus_each(c, attacking, other, |source, k, n| parts.push((source, k, n)));
        parts
    }

    /// A closed card rolls no die and does not counter-strike, unless it
    /// fights as an open one ([`Keyword::FightsAsOpen`], GAME.md §6).
    ///
    /// # Panics
    /// If `c` is not a card of this game, as [`Game::card`] does.
    pub fn fights_open(&self, c: CardId) -> bool {
        // An artifact, with no strike, meets a simple strike as a closed card
        // unless the setting lets an open one roll (KINDS §7).
        if self.is_artifact(c) && !self.cfg.artifact_rolls_when_open {
            return false;
        }
        self.card(c).open || self.has_keyword(c, Keyword::FightsAsOpen)
    }

    /// Can the card counter-strike: only creatures have a strike (208).
    #[inline(always)]
    pub(crate) fn strikes_back(&self, c: CardId) -> bool {
        !self.features.kinds || self.def(c).has_simple_strike()
    }

    /// Does the simple strike of `attacker` at `target` meet it as an open
    /// card, so that both roll (GAME.md §6)? It does if the target fights
    /// open, or in an ordered fight, which meets every target as an open one
    /// (`crate::mechanics::strikes::ordered_fight`); otherwise the attacker
    /// rolls alone.
    pub(crate) fn meets_open(&self, attacker: CardId, target: CardId) -> bool {
        self.fights_open(target)
            || self.s.exec.last().is_some_and(|x| {
                // A strike made on an order may meet its target as an open one (Матриарх племени).
                x.decl.source == attacker && x.decl.ordered.is_some_and(M::ordered_target_open)
            })
    }

    /// Calls `f(source, keyword, amount)` for each part of the die bonus:
    /// the card's own keywords in force, then granted ones; clumsiness
    /// counts once, however many times the card has it.
    fn die_bonus_each(&self, c: CardId, attacking: bool, other: CardId, mut f: impl FnMut(CardId, Keyword, i8)) {
        // ОвА in a lone roll at a closed target: a setting (GAME §6 [?]).
        let exp_attack = attacking && (self.cfg.exp_attack_vs_closed || self.meets_open(c, other));
        let part = |k: Keyword| match k {
            Keyword::ExpAttack(n) if exp_attack => Some(n.min(i8::MAX as u8) as i8),
            Keyword::ExpDefense(n) if !attacking => Some(n as i8),
            Keyword::DefenseAsAttack(n) if exp_attack => {
                Some(self.defense_experience(c).min(n) as i8).filter(|&x| x > 0)
            }
            Keyword::Clumsiness => Some(-1),
            Keyword::DieBonus(n) => Some(n.min(6) as i8),
            _ => None,
        };
        self.die_parts_each(c, other, part, &mut f);
        if attacking {
            self.attack_die_each(c, f);
        }
    }

    /// Calls `f(source, die_bonus N, N)` for each «+N к броску кубика, когда
    /// атакует» of `c` in force ([`Modifier::AttackDie`], Аделаида's
    /// pirates), its own or granted (an aura's), N counted now from `c`.
    fn attack_die_each(&self, c: CardId, mut f: impl FnMut(CardId, Keyword, i8)) {
        if !self.features.tracks_acted {
            return;
        }
        let ctx = EffectCtx::of_card(self, c);
        let mut add = |source: CardId, v: &crate::model::ability::Value| {
            let n = self.value(&ctx, None, v).clamp(0, 6) as i8;
            if n > 0 {
                f(source, Keyword::DieBonus(n as u8), n);
            }
        };
        for m in self.own_mods(c) {
            if let Modifier::AttackDie(v) = &m.modifier {
                if self.holds(c, &m.when) {
                    add(c, v);
                }
            }
        }
        if self.s.granted.is_empty() || self.s.ignored == Some(c) {
            return;
        }
        for g in self.s.granted.iter().filter(|g| g.card == c) {
            if let Some(Modifier::AttackDie(v)) = self.granted_modifier(g) {
                add(g.source, v);
            }
        }
    }

    /// The die modifiers of `c`'s die for its attack with three values
    /// (GAME §7): its `die_bonus N` keywords, own and granted, each with
    /// the card it comes from. Empty for a card that can't have one.
    pub(crate) fn attack_die_parts(&self, c: CardId) -> Vec<(CardId, Keyword, i8)> {
        let mut parts = Vec::new();
        self.attack_die_each(c, |source, k, n| parts.push((source, k, n)));
        if !self.may_have_keyword(c, Keyword::DieBonus(0)) {
            return parts;
        }
        let part = |k: Keyword| match k {
            Keyword::DieBonus(n) => Some(n.min(6) as i8),
            _ => None,
        };
        self.die_parts_each(c, c, part, |source, k, n| parts.push((source, k, n)));
        parts
    }

    /// Calls `f(source, keyword, amount)` for each keyword of `c` in force
    /// that `part` reads as a die modifier (a `vs` one when `other` meets its
    /// conditions): own ones, then granted ones; clumsiness counts once.
    fn die_parts_each(
        &self,
        c: CardId,
        other: CardId,
        part: impl Fn(Keyword) -> Option<i8>,
        mut f: impl FnMut(CardId, Keyword, i8),
    ) {
        let mut clumsy = false;
        let mut take = |source: CardId, k: Keyword, n: i8| {
            // A keyword the card has lost adds nothing (`lose_keyword`).
            if self.lost_keyword(c, k) {
                return;
            }
            if k == Keyword::Clumsiness {
                if clumsy {
                    return;
                }
                clumsy = true;
            }
            f(source, k, n);
        };
        for m in self.own_mods(c) {
            match &m.modifier {
                Modifier::Keyword(k) => {
                    if let Some(n) = part(*k) {
                        if self.holds(c, &m.when) {
                            take(c, *k, n);
                        }
                    }
                }
                Modifier::KeywordVs { keyword, vs } => {
                    if let Some(n) = part(*keyword) {
                        let ctx = AttackCtx {
                            source: c,
                            target: other,
                            kind: AttackKind::SimpleStrike,
                            level: Level::Weak,
                            defender: false,
                        };
                        if self.holds(c, &m.when) && vs.iter().all(|v| self.cond(other, v, &ctx)) {
                            take(c, *keyword, n);
                        }
                    }
                }
                _ => {}
            }
        }
        // Granted parts too, unless an attack ignores the card's abilities.
        if self.s.granted.is_empty() || self.s.ignored == Some(c) {
            return;
        }
        for g in self.s.granted.iter().filter(|g| g.card == c) {
            if let Some(Modifier::Keyword(k)) = self.granted_modifier(g) {
                // A granted `exp_attack X` / `die_bonus X` reads the X it was granted with.
                let x = k.with_x(g.x);
                if let Some(n) = part(x).filter(|&n| n != 0 || x == *k) {
                    take(g.source, x, n);
                }
            }
        }
    }

    /// Is `attacker`'s simple strike at `target` directed (no defenders)?
    pub(crate) fn is_directed(&self, attacker: CardId, target: CardId) -> bool {
        self.has_keyword(attacker, Keyword::Directed)
            || self.strike_vs(attacker, target, |m| match m {
                Modifier::DirectedVs(vs) => Some(vs),
                _ => None,
            })
    }

    /// Is `attacker`'s simple strike at `target` unanswerable (no
    /// counter-strike, GAME.md §6)?
    ///
    /// # Panics
    /// If a card named is not a card of this game, as [`Game::card`] does.
    pub fn is_unanswerable(&self, attacker: CardId, target: CardId) -> bool {
        // Both read at once: a foreign `target` panics even when no keyword asks about it.
        let _ = (self.card(attacker), self.card(target));
        self.has_keyword(attacker, Keyword::Unanswerable)
            || self.s.first_strike_unanswerable & (1 << self.card(attacker).controller.index()) != 0
            || self.strike_vs(attacker, target, |m| match m {
                Modifier::UnanswerableVs(vs) => Some(vs),
                _ => None,
            })
    }

    /// Does `attacker` have, in force, a modifier that `pick` reads as a
    /// condition list (`directed_vs`, `unanswerable_vs`) met by `target` of
    /// its simple strike?
    fn strike_vs(&self, attacker: CardId, target: CardId, pick: impl Fn(&Modifier) -> Option<&Vec<Cond>>) -> bool {
        let ctx = AttackCtx {
            source: attacker,
            target,
            kind: AttackKind::SimpleStrike,
            level: Level::Weak,
            defender: false,
        };
        let meets = |m: &Modifier| pick(m).is_some_and(|vs| vs.iter().all(|c| self.cond(target, c, &ctx)));
        self.own_mods(attacker)
            .any(|m| pick(&m.modifier).is_some() && self.holds(attacker, &m.when) && meets(&m.modifier))
            || (!self.s.granted.is_empty() && self.granted_to(attacker).any(meets))
    }

    /// A condition on the card `c` itself (a constant ability's `when`).
    pub(crate) fn self_cond(&self, c: CardId, cond: &Cond) -> bool {
        self.cond(c, cond, &AttackCtx::about(c))
    }

    /// [`Game::cond`] for a card a count walks over: a condition on what is
    /// printed (or its negation) is answered from the definition at once, as
    /// `cond` would answer it (a face-down card matches no printed property).
    #[inline]
    fn counted_cond(&self, c: CardId, v: &Cond, seen: &AttackCtx) -> bool {
        let (inner, negated) = match v {
            Cond::Not(inner) => (&**inner, true),
            v => (v, false),
        };
        // A class may be granted: then asked as `cond` asks it.
        if (self.features.grants_class && matches!(inner, Cond::Class(_)))
            || (self.features.changes_element && matches!(inner, Cond::Element(_) | Cond::Elements(_)))
        {
            return self.cond(c, v, seen);
        }
        match printed_cond(self.def(c), inner) {
            Some(b) => negated != (self.card(c).face_up && b),
            None => self.cond(c, v, seen),
        }
    }

    /// Has `c` a class granted it (`grant class …`) that `is` accepts? False
    /// at once in a game where no card grants a class.
    pub(crate) fn granted_class(&self, c: CardId, is: impl Fn(&crate::model::ability::ClassName) -> bool) -> bool {
        self.features.grants_class
            && !self.s.granted.is_empty()
            && self
                .granted_to(c)
                .any(|m| matches!(m, Modifier::GainClass(class) if is(class)))
    }

    /// The element of `c` in play: the last element a grant in force gave
    /// it (`grant element …`, Изувер), else its printed one.
    pub(crate) fn element(&self, c: CardId) -> crate::model::card::Element {
        let printed = self.def(c).element;
        // Its player's Алтарь Хигарта makes heroes neutral.
        if self.features.keywords & Keyword::HeroesNeutral.bit() != 0 && self.hero_neutral(c) {
            return crate::model::card::Element::Neutral;
        }
        if !self.features.changes_element || self.s.granted.is_empty() {
            return printed;
        }
        self.granted_to(c)
            .filter_map(|m| match m {
                Modifier::BecomeElement(e) => Some(*e),
                _ => None,
            })
            .last()
            .unwrap_or(printed)
    }

    /// Is `c` a hero whose controller has a face-up card in play with
    /// [`Keyword::HeroesNeutral`] (Алтарь Хигарта)?
    #[inline(never)]
    fn hero_neutral(&self, c: CardId) -> bool {
        let me = self.card(c).controller;
        crate::model::ability::HeroClass::bits_of(&self.def(c).classes) != 0
            && self.s.play.iter().any(|&a| {
                self.card(a).controller == me && self.card(a).face_up && self.has_keyword(a, Keyword::HeroesNeutral)
            })
    }

    /// A condition on `other` — the target of a bonus, the attacker of a
    /// reduction, a target of a spell, the card with the ability itself —
    /// seen from the attack (or ability) `ctx`.
    pub(crate) fn cond(&self, other: CardId, cond: &Cond, ctx: &AttackCtx) -> bool {
        let o = self.card(other);
        let def = self.def(other);
        // Printed properties of a face-down card are hidden, so they match nothing.
        if !o.face_up && cond.reads_printed() {
            return false;
        }
        // The cells of the attack's two cards, read only by the conditions on them.
        // A source acting from the graveyard counts from the cell it stood on
        // (`stood`: Огненный демон's death blast at the cards next to it).
        let cells = || {
            let s = self.card(ctx.source);
            (s.zone.cell().or(s.stood), self.card(ctx.target).zone.cell())
        };
        match cond {
            // A printed element, or the one a grant gave it (Изувер).
            Cond::Element(e) => self.element(other) == *e,
            Cond::Elements(es) => es.contains(&self.element(other)),
            // An illusion is bodiless and has nothing else (Кьелэрн, KINDS §10).
            Cond::HasKeyword(tags) if M::illusion(self, other) => {
                tags.contains(&crate::model::ability::KeywordTag::Incorporeal)
            }
            Cond::HasAttack { .. }
            | Cond::HasKeyword(_)
            | Cond::CostAtMost(_)
            | Cond::OddCost
            | Cond::HasValhalla
            | Cond::HasProphecy
            | Cond::Named(_)
            | Cond::Elite
            | Cond::Unique
            | Cond::Teleports
            | Cond::WeakStrikeAtLeast(_)
            | Cond::HasClass
            | Cond::Kind(_)
            | Cond::Hero(_)
            | Cond::EliteCostAtMost(_) => printed_cond(def, cond).unwrap_or(false),
            // A printed class, or one a grant gave it (Аделаида's pirate).
            Cond::Class(name) => {
                printed_cond(def, cond).unwrap_or(false) || self.granted_class(other, |c| c.as_str() == name)
            }
            Cond::OwnTerrain(class) => self.in_play().iter().any(|&t| {
                let tc = self.card(t);
                tc.controller == o.controller
                    && tc.face_up
                    && self.is_terrain(t)
                    && self.def(t).classes.iter().any(|c| c == class)
            }),
            Cond::Flyer => self.flies(other),
            Cond::Defender => ctx.defender && other == ctx.target,
            Cond::Closed => !o.open,
            Cond::Wounded => o.wounds > 0,
            Cond::Diagonal => matches!(cells(), (Some(a), Some(b)) if a.is_diagonal_to(b)),
            Cond::Opposite => match cells() {
                (Some(a), Some(b)) => self.orientation().opposite_cell(self.card(ctx.source).controller, a) == Some(b),
                _ => false,
            },
            Cond::RowEnd => o.zone.cell().is_some_and(|at| {
                let row: Vec<u8> = self
                    .s
                    .play
                    .iter()
                    .filter(|&&c| c != other && self.card(c).controller == o.controller)
                    .filter_map(|&c| self.card(c).zone.cell())
                    .filter(|c| c.row() == at.row())
                    .map(|c| c.col())
                    .collect();
                !row.iter().any(|&c| c < at.col()) || !row.iter().any(|&c| c > at.col())
            }),
            Cond::MirrorRow => match cells() {
                (Some(a), Some(b)) => {
                    let o = self.orientation();
                    let sp = self.card(ctx.source).controller;
                    let tp = self.card(ctx.target).controller;
                    sp != tp && o.row_on_half(sp, a).is_some_and(|r| o.row_on_half(tp, b) == Some(r))
                }
                _ => false,
            },
            Cond::InFormation
            | Cond::InFormationWith { .. }
            | Cond::OwnUnwoundedOpposite
            | Cond::MoreAlliesThanEnemiesAdjacent
            | Cond::OwnInEveryRow
            | Cond::EnemyFrontRowClear
            | Cond::Beside { .. }
            | Cond::AdjacentClassesAtLeast(_) => self.position_cond(other, cond),
            Cond::Not(c) => !self.cond(other, c, ctx),
            // The counts below stop at enough.
            Cond::OwnInPlay { at_least, vs } => {
                let seen = AttackCtx::about(other);
                // Creatures, or artifacts when the conditions name them (Джилла: «артефакт в отряде»).
                let artifacts = vs.contains(&Cond::Kind(crate::model::card::Kind::Artifact));
                let meets = |&&c: &&CardId| {
                    self.card(c).controller == o.controller
                        && (self.is_creature(c) || (artifacts && self.is_artifact(c)))
                        && vs.iter().all(|v| self.counted_cond(c, v, &seen))
                };
                self.in_play().iter().filter(meets).take(*at_least as usize).count() >= *at_least as usize
            }
            Cond::EnemyInPlay { at_least, vs } => {
                let seen = AttackCtx::about(other);
                let meets = |&&c: &&CardId| {
                    let card = self.card(c);
                    card.controller != o.controller
                        && card.face_up
                        && self.is_creature(c)
                        && vs.iter().all(|v| self.counted_cond(c, v, &seen))
                };
                self.in_play().iter().filter(meets).take(*at_least as usize).count() >= *at_least as usize
            }
            Cond::FrontRowWith { at_least, vs } => {
                let o2 = self.orientation();
                let Some(cell) = o
                    .zone
                    .cell()
                    .filter(|&cell| o2.row_on_half(o.controller, cell) == Some(1))
                else {
                    return false;
                };
                let seen = AttackCtx::about(other);
                let meets = |&&c: &&CardId| {
                    let card = self.card(c);
                    c != other
                        && card.controller == o.controller
                        && card.face_up
                        && self.is_creature(c)
                        && card.zone.cell().is_some_and(|x| x.row() == cell.row())
                        && vs.iter().all(|v| self.cond(c, v, &seen))
                };
                self.in_play().iter().filter(meets).take(*at_least as usize).count() >= *at_least as usize
            }
            Cond::InFormationWithThis => self.in_formation_with(other, ctx.source),
            Cond::EnemyTurn => self.s.active != o.controller,
            Cond::FirstPlayer => self.s.first == o.controller,
            // A card in play is itself of its name in play.
            Cond::NameInPlay => true,
            Cond::Own => o.controller == self.card(ctx.source).controller,
            Cond::Enemy => o.controller != self.card(ctx.source).controller,
            Cond::Itself => other == ctx.source,
            Cond::GrantedByThis => self
                .s
                .granted
                .iter()
                .any(|g| g.card == other && g.source == ctx.source && g.effect != Granted::WHOLE),
            Cond::Poisoned => o.poison > 0,
            Cond::Armored => self.armor(other) > 0,
            Cond::Marked(kind) => !self.s.markers.is_empty() && self.is_marked(other, *kind),
            Cond::ByPoison => o.by_poison,
            Cond::MovedThisTurn => o.moved > 0,
            Cond::Relocated => o.relocated(),
            Cond::EnteredOwnHalf => {
                let me = self.card(ctx.source).controller;
                o.entered_half_of(me)
                    && o.zone
                        .cell()
                        .is_some_and(|c| self.orientation().row_on_half(me, c).is_some())
            }
            Cond::MovedStraight => o.moved_straight(),
            Cond::MovedTurning => o.moved_turning(),
            Cond::MovedVertically => o.moved_vertically(),
            Cond::MovedHorizontally => o.moved_horizontally(),
            Cond::MoreOwnElite => {
                let elite = |p: Player| {
                    self.in_play()
                        .iter()
                        .filter(|&&c| {
                            let card = self.card(c);
                            card.controller == p && card.face_up && self.def(c).elite
                        })
                        .count()
                };
                elite(o.controller) > elite(o.controller.opponent())
            }
            Cond::OwnAnyTerrain => self
                .in_play()
                .iter()
                .any(|&t| self.card(t).controller == o.controller && self.is_terrain(t)),
            Cond::OwnRangesAtLeast(n) => self.own_ranges(o.controller) >= *n,
            Cond::CostAtMostX(plus) => {
                u16::from(def.cost) <= u16::from(M::declared_x(self, ctx.source)) + u16::from(*plus)
            }
            Cond::TurnDeathsAtLeast(n) => M::turn_deaths(self) >= *n,
            Cond::SameName => self.def(other).name_ru == self.def(ctx.source).name_ru,
            Cond::CostInOwnGraveyard => M::cost_in_graveyard(self, self.card(ctx.source).controller, def.cost),
            Cond::DeclaresMagic => M::declares_magic(self, other),
            Cond::OwnCellMarker { kind, on } => match (self.own_cell_marker(ctx.source, *kind), o.zone.cell()) {
                (Some((m, _)), Some(cell)) if *on => m == cell,
                (Some((m, _)), Some(cell)) => m.is_adjacent(cell),
                _ => false,
            },
            Cond::OnOwnHalf => o
                .zone
                .cell()
                .is_some_and(|cell| self.orientation().row_on_half(o.controller, cell).is_some()),
            Cond::MoreOwnOnEnemyHalf => {
                let o2 = self.orientation();
                let (mut mine, mut theirs) = (0usize, 0usize);
                for &c in self.in_play() {
                    let card = self.card(c);
                    if card.controller != o.controller || !self.is_creature(c) {
                        continue;
                    }
                    if let Some(cell) = card.zone.cell() {
                        if o2.row_on_half(o.controller, cell).is_some() {
                            mine += 1;
                        } else {
                            theirs += 1;
                        }
                    }
                }
                theirs > mine
            }
            Cond::Moving => self
                .s
                .queue
                .iter()
                .any(|d| d.source == other && matches!(d.action, crate::game::event::Action::Move { .. })),
            Cond::TokensAtLeast(n) => o.tokens >= *n,
            Cond::OwnStrikeBonusBelow(n) => self.own_strike_bonus(other) < i16::from(*n),
            Cond::Acted => o.path & crate::game::state::PATH_ACTED != 0,
            Cond::KillsAtLeast(n) => M::kills_of_creatures(self, other) >= *n,
            Cond::KilledCostlier => M::killed_now(self, other).is_some_and(|d| self.def(d).cost > self.def(other).cost),
            Cond::KilledCreature => M::killed_now(self, other).is_some_and(|d| self.is_creature(d)),
            Cond::ByEnemyAttack => M::by_enemy_attack(self, other),
            Cond::InRow(n) => o
                .zone
                .cell()
                .is_some_and(|cell| self.orientation().row_on_half(o.controller, cell) == Some(*n)),
            Cond::EnemyCardAdjacent => o.zone.cell().is_some_and(|cell| {
                cell.neighbours()
                    .flat_map(|n| self.cards_at(n))
                    .any(|n| self.card(n).controller != o.controller)
            }),
            Cond::InEnemyRow(n) => o
                .zone
                .cell()
                .is_some_and(|cell| self.orientation().row_on_half(o.controller.opponent(), cell) == Some(*n)),
            Cond::InColumn(col) => o.zone.cell().is_some_and(|cell| match col {
                Column::Central => cell.col() == crate::model::battlefield::COLS / 2,
                Column::Extreme => cell.col() == 0 || cell.col() == crate::model::battlefield::COLS - 1,
            }),
            Cond::Adjacent { at_least, vs } => self.count_adjacent(other, vs, other) >= *at_least as usize,
            Cond::Level(levels) => levels.contains(ctx.level),
            Cond::DirectedStrike => ctx.kind == AttackKind::SimpleStrike && self.is_directed(ctx.source, ctx.target),
            Cond::AtDefender => ctx.defender,
            Cond::BesideThis => {
                matches!(cells(), (Some(a), Some(b)) if a.row() == b.row() && a.col().abs_diff(b.col()) == 1)
            }
            Cond::InThisColumn => matches!(cells(), (Some(a), Some(b)) if a != b && a.col() == b.col()),
            Cond::NextToThis => matches!(cells(), (Some(a), Some(b)) if a.is_adjacent(b)),
            Cond::OnThisCell => ctx.target != ctx.source && matches!(cells(), (Some(a), Some(b)) if a == b),
            Cond::OnMovedCells => o.zone.cell().is_some_and(|cell| M::moved_onto(self, ctx.source, cell)),
            Cond::Attacking(kinds) => self
                .flight_cards()
                .is_some_and(|(k, a, _)| a == other && kinds.contains(k)),
            Cond::AttackedBy(kinds) => self
                .flight_cards()
                .is_some_and(|(k, _, t)| t == other && kinds.contains(k)),
            Cond::Rolled(n) => self.flight_roll(other) == Some(*n),
            Cond::WoundedBy { at_least, attacks } => self.wounded_by(other, *at_least, *attacks, None),
            Cond::MovementAtLeast(n) => self.movement(other) >= *n,
            Cond::LifeAbove(n) => self.life(other) > i16::from(*n),
            Cond::LifeBelow(n) => self.life(other) < i16::from(*n),
            Cond::LifeAbovePrinted => self.life(other) > i16::from(self.def(other).life),
            Cond::HostOfThis => self.card(ctx.source).zone == Zone::Hosted(other),
            Cond::Hosted(vs) => o.zone.host().is_some_and(|h| {
                let seen = AttackCtx::about(h);
                vs.iter().all(|v| self.cond(h, v, &seen))
            }),
            Cond::Hosting { at_least, vs } => {
                let n = self
                    .symbiotes_on(other)
                    .filter(|&s| {
                        let seen = AttackCtx::about(s);
                        vs.iter().all(|v| self.cond(s, v, &seen))
                    })
                    .count();
                n >= *at_least as usize
            }
            Cond::MostLife => {
                let side = self.card(other).controller;
                let life = self.life(other);
                self.s.play.iter().all(|&c| {
                    let s = self.card(c);
                    s.controller != side || !s.face_up || !self.is_creature(c) || self.life(c) <= life
                })
            }
        }
    }

    /// How many face-up cards of `p`'s squad can show a shot, a throw or a
    /// discharge each of a printed range the others don't (no range:
    /// unlimited, a range of its own) — the largest such set, found by
    /// matching cards to ranges (Рейнджер).
    fn own_ranges(&self, p: Player) -> u8 {
        use crate::model::ability::EffectKind;
        let ranged = |k: AttackKind| matches!(k, AttackKind::Shot | AttackKind::Throw | AttackKind::Discharge);
        // Each card's printed ranges, as bits: bit 0 unlimited, bit r range r (at most 63).
        let masks: Vec<u64> = self
            .in_play()
            .iter()
            .filter(|&&c| self.card(c).controller == p && self.card(c).face_up)
            .map(|&c| {
                let mut m = 0u64;
                for a in &self.def(c).abilities {
                    for e in &a.effects {
                        let attacks: [Option<&crate::model::ability::Attack>; 3] = match &e.kind {
                            EffectKind::Attack(at) => [Some(at), None, None],
                            EffectKind::Volley {
                                attack, then, chain, ..
                            } => [Some(attack), then.as_ref(), chain.as_ref()],
                            _ => [None, None, None],
                        };
                        for at in attacks.into_iter().flatten().filter(|at| ranged(at.kind)) {
                            m |= 1 << at.range.map_or(0, |r| r.min(63));
                        }
                    }
                }
                m
            })
            .filter(|&m| m != 0)
            .collect();
        // Kuhn's matching of cards to ranges.
        fn augment(card: usize, masks: &[u64], owner: &mut [Option<usize>; 64], seen: &mut u64) -> bool {
            for r in 0..64 {
                if masks[card] & (1 << r) == 0 || *seen & (1 << r) != 0 {
                    continue;
                }
                *seen |= 1 << r;
                if owner[r].is_none_or(|other| augment(other, masks, owner, seen)) {
                    owner[r] = Some(card);
                    return true;
                }
            }
            false
        }
        let mut owner = [None; 64];
        let mut n = 0u8;
        for card in 0..masks.len() {
            let mut seen = 0;
            if augment(card, &masks, &mut owner, &mut seen) {
                n = n.saturating_add(1);
            }
        }
        n
    }

    /// Did at least `at_least` attacks of these kinds wound `c` this turn,
    /// not counting one of kind `except` (the attack of the ability being
    /// carried out, if it wounded `c`)?
    pub(crate) fn wounded_by(&self, c: CardId, at_least: u8, attacks: AttackSet, except: Option<AttackKind>) -> bool {
        let own = except.is_some_and(|k| attacks.contains(k)) as u8;
        self.card(c).hits_of(attacks).saturating_sub(own) >= at_least
    }

    /// Does a card shown by a prophecy (not in play: only its printed
    /// properties can be read) meet the condition?
    pub(crate) fn shown_meets(&self, c: CardId, cond: &Cond) -> bool {
        let def = self.def(c);
        match cond {
            Cond::Not(inner) => !self.shown_meets(c, inner),
            Cond::Flyer => def.is_flyer(),
            Cond::NameInPlay => {
                let name = self.card(c).def;
                self.s.play.iter().any(|&p| self.card(p).def == name)
            }
            cond => printed_cond(def, cond).unwrap_or(false),
        }
    }

    /// The creatures adjacent to `around` that meet every condition of `vs`,
    /// seen from the card `from` ([`Cond::Own`]: of its side).
    pub(crate) fn count_adjacent(&self, around: CardId, vs: &[Cond], from: CardId) -> usize {
        let Some(cell) = self.card(around).zone.cell() else {
            return 0;
        };
        self.count_on(cell.neighbours(), vs, from, |_| true)
    }

    /// The creatures on `cells` that pass `also` and meet every condition of
    /// `vs`, seen from the card `from` ([`Cond::Own`]: of its side): the
    /// count behind `adjacent N (…)`, `beside N (…)` and `in_formation_with N (…)`.
    /// Conditions that ask for an artifact (`Cond::Kind(Artifact)`: «пока стоит
    /// рядом с артефактом», Прорицательница вершин) count the artifacts on
    /// those cells instead (rule 208: an artifact is a card on a cell, not a
    /// creature).
    fn count_on(
        &self,
        cells: impl Iterator<Item = crate::model::battlefield::Cell>,
        vs: &[Cond],
        from: CardId,
        also: impl Fn(CardId) -> bool,
    ) -> usize {
        cells
            .flat_map(|n| self.cards_at(n))
            .filter(|&n| {
                let seen = AttackCtx {
                    target: n,
                    ..AttackCtx::about(from)
                };
                (self.is_creature(n) || vs.contains(&Cond::Kind(crate::model::card::Kind::Artifact)))
                    && also(n)
                    && vs.iter().all(|v| self.cond(n, v, &seen))
            })
            .count()
    }

    /// The creatures in formation with `c` («в строю с …»): its orthogonally
    /// adjacent creatures of its side, when it and they have formation. A
    /// card that has left play (a dead creature) is read on the cell it
    /// stood on, with the creatures of its owner (its controller there).
    pub(crate) fn formation_partners(&self, c: CardId) -> Vec<CardId> {
        let card = self.card(c);
        let cell = match card.zone {
            Zone::Battlefield(cell) => cell,
            Zone::Graveyard => match card.stood {
                Some(cell) => cell,
                None => return Vec::new(),
            },
            _ => return Vec::new(),
        };
        if !self.has_base_keyword(c, Keyword::Formation) {
            return Vec::new();
        }
        let me = card.controller;
        cell.orthogonal()
            .flat_map(|n| self.cards_at(n))
            .filter(|&o| {
                o != c
                    && self.card(o).controller == me
                    && self.is_creature(o)
                    && self.has_base_keyword(o, Keyword::Formation)
            })
            .collect()
    }

    /// Do `a` and `b`, two different creatures in play, stand in formation
    /// with each other: the same side, orthogonally adjacent, both with
    /// formation? (No list is built: auras ask this after every action.)
    pub(crate) fn in_formation_with(&self, a: CardId, b: CardId) -> bool {
        let (ca, cb) = (self.card(a), self.card(b));
        match (ca.zone, cb.zone) {
            (Zone::Battlefield(x), Zone::Battlefield(y)) => {
                a != b
                    && ca.controller == cb.controller
                    && x.orthogonal().any(|n| n == y)
                    && self.is_creature(a)
                    && self.has_base_keyword(a, Keyword::Formation)
                    && self.has_base_keyword(b, Keyword::Formation)
            }
            _ => false,
        }
    }

    /// The conditions on where the card stands among its own and the enemy's.
    fn position_cond(&self, c: CardId, cond: &Cond) -> bool {
        let card = self.card(c);
        let Zone::Battlefield(cell) = card.zone else {
            return false;
        };
        let me = card.controller;
        match cond {
            Cond::InFormation => {
                self.has_base_keyword(c, Keyword::Formation)
                    && cell.orthogonal().any(|n| {
                        self.cards_at(n)
                            .any(|o| self.card(o).controller == me && self.has_base_keyword(o, Keyword::Formation))
                    })
            }
            Cond::OwnUnwoundedOpposite => self
                .orientation()
                .opposite_cell(me, cell)
                .and_then(|o| self.at(o))
                .is_some_and(|o| self.card(o).controller == me && self.card(o).wounds == 0),
            Cond::MoreAlliesThanEnemiesAdjacent => {
                let (mut own, mut enemy) = (0, 0);
                for n in cell.neighbours() {
                    for o in self.cards_at(n) {
                        if self.card(o).controller == me {
                            own += 1;
                        } else {
                            enemy += 1;
                        }
                    }
                }
                own > enemy
            }
            Cond::InFormationWith { at_least, vs } => {
                let partner = |o: CardId| self.card(o).controller == me && self.has_base_keyword(o, Keyword::Formation);
                self.has_base_keyword(c, Keyword::Formation)
                    && self.count_on(cell.orthogonal(), vs, c, partner) >= *at_least as usize
            }
            Cond::OwnInEveryRow => {
                let mut rows = [false; crate::model::battlefield::ROWS as usize];
                for &o in self.in_play() {
                    if let (true, Some(cell)) = (self.card(o).controller == me, self.card(o).zone.cell()) {
                        if self.is_creature(o) {
                            rows[cell.row() as usize] = true;
                        }
                    }
                }
                rows.iter().all(|&r| r)
            }
            Cond::EnemyFrontRowClear => {
                let o = self.orientation();
                let enemy = me.opponent();
                !self.in_play().iter().any(|&e| {
                    self.card(e).controller == enemy
                        && self
                            .card(e)
                            .zone
                            .cell()
                            .is_some_and(|cell| o.row_on_half(enemy, cell) == Some(1))
                })
            }
            Cond::Beside { at_least, vs } => self.count_on(cell.beside(), vs, c, |_| true) >= *at_least as usize,
            Cond::AdjacentClassesAtLeast(n) => {
                let mut classes: Vec<&str> = Vec::new();
                for o in cell.neighbours().flat_map(|n| self.cards_at(n)) {
                    if self.card(o).face_up && self.is_creature(o) {
                        for class in &self.def(o).classes {
                            if !classes.contains(&class.as_str()) {
                                classes.push(class);
                            }
                        }
                    }
                }
                classes.len() >= *n as usize
            }
            _ => false,
        }
    }

    /// A number of an ability, computed now in its context; `target` is the
    /// card the effect acts on (the attacked card, for a bonus).
    pub(crate) fn value(&self, ctx: &EffectCtx, target: Option<CardId>, v: &Value) -> i16 {
        let c = ctx.source;
        let capped = |n: i16, max: Option<u8>| max.map_or(n, |m| n.min(m as i16));
        match *v {
            Value::Fixed(n) => n as i16,
            // The level the executing ability's die set (502.6, `crate::rules::trigger_cast`).
            Value::Levels(v) => {
                let roll = self.s.exec.last().map_or(1, |x| x.level_roll.max(1));
                v[Level::from_lone_roll(roll as i8) as usize] as i16
            }
            Value::X { minus } => ctx.x.saturating_sub(minus) as i16,
            Value::XAtMost(max) => ctx.x.min(max) as i16,
            Value::Of { quantity, card, max } => {
                let sum: i16 = self
                    .subjects(ctx, card, target)
                    .into_iter()
                    .map(|t| self.quantity(t, quantity))
                    .sum();
                capped(sum, max)
            }
            Value::Scaled {
                ref of,
                times,
                half,
                plus,
            } => {
                let n = self.value(ctx, target, of).saturating_mul(i16::from(times));
                let n = if half { n.div_euclid(2) } else { n };
                n.saturating_add(i16::from(plus))
            }
            Value::Count { around, ref vs, max } => {
                let n: usize = self
                    .subjects(ctx, around, target)
                    .into_iter()
                    .map(|a| self.count_adjacent(a, vs, c))
                    .sum();
                capped(n.min(i16::MAX as usize) as i16, max)
            }
            Value::CountIn { side, ref vs, max } => {
                let me = self.card(c).controller;
                let n = self
                    .s
                    .play
                    .iter()
                    .filter(|&&o| {
                        let seen = AttackCtx {
                            target: o,
                            ..AttackCtx::about(c)
                        };
                        self.on_side(me, side, o) && vs.iter().all(|v| self.cond(o, v, &seen))
                    })
                    .count();
                capped(n.min(i16::MAX as usize) as i16, max)
            }
            Value::PerOtherOwn { element, max } => {
                let me = self.card(c).controller;
                let n = self
                    .s
                    .play
                    .iter()
                    .filter(|&&o| {
                        o != c && self.card(o).controller == me && self.card(o).face_up && self.element(o) == element
                    })
                    .count();
                n.min(max as usize) as i16
            }
        }
    }

    /// A quantity of a card, for [`Value::Of`].
    pub(crate) fn quantity(&self, c: CardId, q: Quantity) -> i16 {
        let card = self.card(c);
        match q {
            Quantity::Wounds => card.wounds as i16,
            Quantity::Tokens => card.tokens as i16,
            Quantity::Life => self.life(c),
            // A dead card's, as it stood (`poison of dead`).
            Quantity::Poison if card.zone == crate::game::state::Zone::Graveyard => card.stood_poison as i16,
            Quantity::Poison => card.poison as i16,
            Quantity::Moved => card.moved as i16,
            Quantity::StoodStill => i16::from(card.moved == 0),
            Quantity::WoundsThisTurn => card.wounds_this_turn() as i16,
            Quantity::Strike(l) => self.def(c).strike[l as usize] as i16,
            Quantity::StrikeUnnamed => self.def(c).strike[self.cfg.unnamed_strike_level as usize] as i16,
            Quantity::Cost => self.def(c).cost as i16,
            Quantity::PaidMore => card.paid_more as i16,
            Quantity::ArmorLeft => self.armor(c).saturating_sub(card.armor_used) as i16,
            Quantity::DiagonalSteps => card.diagonal_steps() as i16,
            Quantity::EnemyElements => {
                let opponent = card.controller.opponent();
                let mut seen = [false; Element::ALL.len()];
                for &o in &self.s.play {
                    let other = self.card(o);
                    let element = self.element(o);
                    if other.controller == opponent && other.face_up && element != Element::Neutral {
                        seen[element as usize] = true;
                    }
                }
                seen.iter().filter(|&&s| s).count() as i16
            }
            Quantity::Kills(kinds) => M::kills(self, c, kinds) as i16,
            // Printed, so a card shown from the deck has them (Хэсодэ).
            Quantity::Movement => self.def(c).movement as i16,
            Quantity::Regeneration => self
                .def(c)
                .keywords()
                .find_map(|k| match k {
                    crate::model::card::Keyword::Regeneration(n) => Some(*n as i16),
                    _ => None,
                })
                .unwrap_or(0),
            Quantity::BehindStrike(l) => self
                .acting_cell(c)
                .and_then(|cell| self.orientation().opposite_cell(card.controller.opponent(), cell))
                .and_then(|b| self.at(b))
                .map_or(0, |b| self.def(b).strike[l as usize] as i16),
            Quantity::BesideStrike(l) => self.acting_cell(c).map_or(0, |cell| {
                cell.beside()
                    .flat_map(|b| self.cards_at(b))
                    .filter(|&b| self.is_creature(b) && self.card(b).controller == card.controller)
                    .map(|b| self.def(b).strike[l as usize] as i16)
                    .sum()
            }),
        }
    }

    /// The values of an attack as it is made: the printed ones, plus the X
    /// declared with the ability (`plus X`), plus a number read from a card
    /// now (`plus (…)`, Фагор: «магический удар на X, где X — …»).
    ///
    /// # Panics
    /// If `source` is not a card of this game, as [`Game::card`] does.
    pub fn attack_values(&self, source: CardId, attack: &crate::model::ability::Attack, x: u8) -> [u8; 3] {
        // Read at once: a foreign `source` panics whatever the attack reads.
        let strike = self.def(source).strike;
        let mut add = if attack.plus_x { x } else { 0 };
        if let Some(p) = attack.plus_of {
            let n = self.value(&EffectCtx::of_card(self, source), None, &p.value());
            add = add.saturating_add(n.clamp(0, u8::MAX as i16) as u8);
        }
        let mut values = attack.values.map(|v| v.saturating_add(add));
        if attack.plus_strike {
            // As large as the attacker's own simple strike (Дверг): the
            // printed simple strike of the attacker, level by level.
            for (v, s) in values.iter_mut().zip(strike) {
                *v = v.saturating_add(s);
            }
        }
        values
    }

    /// Damage of an attack after all modifiers (GAME.md §5 step 5): the base
    /// value plus the source's bonuses minus the target's reductions. A negative
    /// total rounds to zero (503.1).
    ///
    /// # Panics
    /// If a card of `ctx` is not a card of this game, as [`Game::card`] does.
    pub fn damage(&self, base: u8, ctx: &AttackCtx) -> (u8, bool) {
        let (bonus, reduction) = self.modifiers(ctx);
        let total = base as i16 + bonus - reduction;
        (total.clamp(0, u8::MAX as i16) as u8, total < 0)
    }

    /// The attacker's bonuses and the target's reductions that apply to an attack.
    fn modifiers(&self, ctx: &AttackCtx) -> (i16, i16) {
        let bonus_of = |m: &Modifier, x: u8| -> i16 {
            match m {
                Modifier::Bonus {
                    amount,
                    attacks,
                    level,
                    vs,
                } if attacks.contains(ctx.kind)
                    && level.is_none_or(|l| l == ctx.level)
                    && vs.iter().all(|c| self.cond(ctx.target, c, ctx)) =>
                {
                    let of = EffectCtx {
                        x,
                        ..EffectCtx::of_card(self, ctx.source)
                    };
                    self.value(&of, Some(ctx.target), amount)
                }
                _ => 0,
            }
        };
        let reduction_of = |m: &Modifier| -> i16 {
            match m {
                Modifier::Reduction { amount, attacks, by }
                    if attacks.contains(ctx.kind) && by.iter().all(|c| self.cond(ctx.source, c, ctx)) =>
                {
                    *amount as i16
                }
                _ => 0,
            }
        };
        let mut bonus = 0;
        for m in self.own_mods(ctx.source) {
            if matches!(m.modifier, Modifier::Bonus { .. }) && self.holds(ctx.source, &m.when) {
                bonus += bonus_of(&m.modifier, 0);
            }
        }
        let mut reduction = 0;
        for m in self.own_mods(ctx.target) {
            if matches!(m.modifier, Modifier::Reduction { .. }) && self.holds(ctx.target, &m.when) {
                reduction += reduction_of(&m.modifier);
            }
        }
        if !self.s.granted.is_empty() && self.s.ignored != Some(ctx.source) {
            // Each read with the X of the ability that granted it.
            for g in self.s.granted.iter().filter(|g| g.card == ctx.source) {
                if let Some(m @ Modifier::Bonus { .. }) = self.granted_modifier(g) {
                    bonus += bonus_of(m, g.x);
                }
            }
        }
        if !self.s.granted.is_empty() {
            reduction += self.granted_to(ctx.target).map(reduction_of).sum::<i16>();
        }
        // What a card mechanic adds (Сшиватель плоти): no ability, so nothing ignores it.
        bonus += M::strike_added(self, ctx.source, ctx.kind);
        if ctx.kind == AttackKind::SimpleStrike {
            bonus += self.defense_as_attack(ctx.source) as i16;
        }
        if reduction > 0 && ctx.kind == AttackKind::SimpleStrike && self.strike_not_lowered(ctx.source) {
            reduction = 0;
        }
        (bonus, reduction)
    }

    /// The protection of the target that stops this attack's wounds, if any
    /// (515.1); `None` too if a card of `ctx` is not a card of this game.
    pub fn protection_against(&self, ctx: &AttackCtx, counter: bool) -> Option<Protection> {
        if !self.contains(ctx.source) {
            return None;
        }
        // A target that may have no protection at all, its own or granted,
        // has none: one mask test instead of one per protection (515).
        let own = self.db.keyword_mask(self.get_card(ctx.target)?.def) & PROTECTIONS != 0;
        if !own && (self.features.granted_keywords & PROTECTIONS == 0 || self.s.granted.is_empty()) {
            return None;
        }
        let flyer = self.flies(ctx.source) && self.card(ctx.source).face_up;
        Protection::ALL.into_iter().find(|&p| {
            p.stops(ctx.kind, ctx.level, flyer, counter)
                && self.is_protected(ctx.target, p)
                && !self.has_keyword(ctx.source, Keyword::IgnoreProtection(p))
                && !self.ignores_protection_vs(ctx, p)
        })
    }

    /// Does the attacker ignore this protection of the attacked card by a
    /// keyword that holds against it only (`keyword: ignore_protection
    /// flyers vs …`, Гигантский орел: the creatures on its nest)?
    fn ignores_protection_vs(&self, ctx: &AttackCtx, p: Protection) -> bool {
        self.own_mods(ctx.source).any(|m| match &m.modifier {
            Modifier::KeywordVs {
                keyword: Keyword::IgnoreProtection(q),
                vs,
            } => *q == p && self.holds(ctx.source, &m.when) && vs.iter().all(|v| self.cond(ctx.target, v, ctx)),
            _ => false,
        })
    }

    /// The calculation step (GAME.md §5 step 5): the attack's final damage.
    pub(crate) fn calculate(&self, base: u8, ctx: AttackCtx, counter: bool) -> Calculated {
        let (bonus, reduction) = self.modifiers(&ctx);
        let total = base as i16 + bonus - reduction;
        let damage = total.clamp(0, u8::MAX as i16) as u8;
        Calculated {
            ctx,
            damage,
            rounded: total < 0,
            counter,
            bonus,
            reduction,
            // No damage, nothing to stop (the application ends before protection).
            protection: if damage == 0 {
                None
            } else {
                self.protection_against(&ctx, counter)
            },
        }
    }

    /// The calculation step's log: the effects of constant abilities on the
    /// attack, a rule effect (503.1).
    pub(crate) fn log_constant_effects(&mut self, calc: &Calculated) {
        if calc.bonus != 0 || calc.reduction != 0 {
            let small = |v: i16| v.clamp(i8::MIN as i16, i8::MAX as i16) as i8;
            self.events.push(Event::ConstantEffects {
                source: calc.ctx.source,
                target: calc.ctx.target,
                bonus: small(calc.bonus),
                reduction: small(calc.reduction),
            });
        }
    }

    /// Applies a calculated attack (GAME.md §5 step 6): replacement effects
    /// (516.1.1), protection (515.1), armor, prevention (515 prevention), then
    /// wounds. A target that left the play zone meanwhile takes nothing, nor
    /// does a terrain, which has no life (208, KINDS §8: a face-down card
    /// attacked on its cell may turn out to be one). Returns the wounds dealt.
    pub(crate) fn apply_attack(&mut self, calc: Calculated) -> u8 {
        let Calculated {
            ctx,
            damage,
            rounded,
            counter,
            protection,
            ..
        } = calc;
        if !self.card(ctx.target).zone.in_play() || self.is_terrain(ctx.target) {
            return 0;
        }
        if rounded {
            self.events.push(Event::RoundedToZero { card: ctx.source });
        }
        self.events.push(Event::Attack {
            source: ctx.source,
            target: ctx.target,
            kind: ctx.kind,
            level: ctx.level,
            damage,
            counter,
            cells: [self.card(ctx.source).zone.cell(), self.card(ctx.target).zone.cell()],
        });
        if damage == 0 {
            return 0;
        }
        if self.replace_wounds(ctx.target, damage, crate::rules::prevention::WoundFrom::Attack(ctx)) {
            return 0;
        }
        if let Some(p) = protection {
            self.events.push(Event::Protected {
                target: ctx.target,
                protection: p,
            });
            return 0;
        }
        let mut wounds = damage;
        if !ctx.kind.is_magic() && !self.ignores_armor(ctx.source) {
            let left = self.armor(ctx.target).saturating_sub(self.card(ctx.target).armor_used);
            let absorbed = left.min(wounds);
            if absorbed > 0 {
                self.s.cards[ctx.target.index()].armor_used += absorbed;
                wounds -= absorbed;
                self.events.push(Event::ArmorAbsorbed {
                    card: ctx.target,
                    absorbed,
                });
            }
        }
        let wounds = self.prevent(ctx.target, wounds, crate::rules::prevention::WoundFrom::Attack(ctx));
        // Some may go to other cards instead (Обелиск топей); a counter-strike is no attack of its own.
        let wounds = if counter || wounds == 0 {
            wounds
        } else {
            M::wounds_to_deal(self, ctx, wounds)
        };
        if wounds > 0 {
            let c = &mut self.s.cards[ctx.target.index()];
            c.wounds_added(wounds);
            c.hit_by(ctx.kind);
            // «Получает X ран от атаки» (Дракон-зомби): a counter-strike is no attack.
            if !counter {
                c.max_hit = c.max_hit.max(wounds);
            }
            c.by_attack = true;
            M::attack_hit(self, ctx.target, ctx.source, ctx.kind);
            let life = self.life(ctx.target);
            self.events.push(Event::Wounded {
                card: ctx.target,
                wounds,
                life,
            });
            // A hunt marker: a flyer's attack that wounds the card sets it off.
            if !self.s.markers.is_empty() {
                self.hunt(ctx.source, ctx.target);
            }
            M::wounds_taken(self, ctx.target, wounds);
        }
        wounds
    }

    /// The card's defence experience in force (`exp_defense N`, own and
    /// granted, summed).
    pub(crate) fn defense_experience(&self, c: CardId) -> u8 {
        self.keyword_sum(c, Keyword::ExpDefense(0), |k| match k {
            Keyword::ExpDefense(n) => Some(n),
            _ => None,
        })
    }

    /// The X of [`Keyword::DefenseAsAttack`] (Адрелиан): the card's defence
    /// experience, at most the keyword's N; 0 without the keyword. It is
    /// both the card's attack experience (read with the die, GAME §6) and
    /// its bonus to simple strikes (here and in [`Game::damage`]).
    pub(crate) fn defense_as_attack(&self, c: CardId) -> u8 {
        if self.features.keywords & Keyword::DefenseAsAttack(0).bit() == 0 {
            return 0;
        }
        self.keyword_number(c, Keyword::DefenseAsAttack(0), |k| match k {
            Keyword::DefenseAsAttack(n) => Some(n),
            _ => None,
        })
        .map_or(0, |n| self.defense_experience(c).min(n))
    }

    /// A keyword's number in force on the card, if it has the keyword:
    /// `f` picks the number of the keyword asked for.
    pub(crate) fn keyword_number(&self, c: CardId, probe: Keyword, f: impl Fn(Keyword) -> Option<u8>) -> Option<u8> {
        if !self.may_have_keyword(c, probe) || self.lost_keyword(c, probe) {
            return None;
        }
        let own = self
            .own_mods(c)
            .filter(|m| self.holds(c, &m.when))
            .filter_map(|m| match m.modifier {
                Modifier::Keyword(k) => f(k),
                _ => None,
            });
        let granted = self.granted_to(c).filter_map(|m| match m {
            Modifier::Keyword(k) => f(*k),
            _ => None,
        });
        own.chain(granted).min()
    }

    /// How much farther the card's jumps reach (`jump_farther N`, GAME §7:
    /// Аларино's aura «+1 к дальности прыжка»): the sum of the keyword's
    /// numbers in force on it, its own and granted ones; 0 without any.
    pub(crate) fn jump_farther(&self, c: CardId) -> u8 {
        if self.features.keywords & Keyword::JumpFarther(0).bit() == 0
            || !self.may_have_keyword(c, Keyword::JumpFarther(0))
        {
            return 0;
        }
        let pick = |k: Keyword| match k {
            Keyword::JumpFarther(n) => n,
            _ => 0,
        };
        let own: u8 = self
            .own_mods(c)
            .filter(|m| self.holds(c, &m.when))
            .map(|m| match m.modifier {
                Modifier::Keyword(k) => pick(k),
                _ => 0,
            })
            .fold(0, u8::saturating_add);
        let granted = self
            .granted_to(c)
            .map(|m| match m {
                Modifier::Keyword(k) => pick(*k),
                _ => 0,
            })
            .fold(0, u8::saturating_add);
        own.saturating_add(granted)
    }

    /// How many simple strikes the card may declare this turn: its own
    /// «может атаковать N раз за ход», else the rules' setting; `None`: no
    /// limit but closing.
    pub(crate) fn strikes_per_turn(&self, c: CardId) -> Option<u8> {
        let own = self.keyword_number(c, Keyword::StrikesPerTurn(0), |k| match k {
            Keyword::StrikesPerTurn(n) => Some(n),
            _ => None,
        });
        own.or((self.cfg.strikes_per_turn > 0).then_some(self.cfg.strikes_per_turn))
    }

    /// «Игнорирует [броня]» ([`Keyword::IgnoresArmor`]): the armor of the
    /// cards the card's attacks hit absorbs nothing.
    pub(crate) fn ignores_armor(&self, c: CardId) -> bool {
        self.features.keywords & Keyword::IgnoresArmor.bit() != 0 && self.has_keyword(c, Keyword::IgnoresArmor)
    }

    /// How far the card's simple strike reaches, in cells: 1, or its
    /// «может объявлять [удар] с дальностью N».
    pub(crate) fn strike_reach_cells(&self, c: CardId) -> u8 {
        self.keyword_number(c, Keyword::StrikeReach(0), |k| match k {
            Keyword::StrikeReach(n) => Some(n),
            _ => None,
        })
        .map_or(1, |n| n.max(1))
    }

    /// A simple strike at a card with `struck_value_max N` deals at most N
    /// (logged when it lowers the damage).
    pub(crate) fn cap_struck_value(&mut self, calc: Calculated) -> Calculated {
        if calc.ctx.kind != AttackKind::SimpleStrike || self.strike_not_lowered(calc.ctx.source) {
            return calc;
        }
        let target = calc.ctx.target;
        let plain = self.keyword_number(target, Keyword::StruckValueMax(0), |k| match k {
            Keyword::StruckValueMax(n) => Some(n),
            _ => None,
        });
        // Only against some attackers (Сфинкс Дзара: the strikes of flyers).
        let seen = AttackCtx {
            source: target,
            target: calc.ctx.source,
            ..AttackCtx::about(target)
        };
        let against = self
            .own_mods(target)
            .filter(|m| self.holds(target, &m.when))
            .filter_map(|m| match &m.modifier {
                Modifier::KeywordVs {
                    keyword: Keyword::StruckValueMax(n),
                    vs,
                } if vs.iter().all(|v| self.cond(calc.ctx.source, v, &seen)) => Some(*n),
                _ => None,
            })
            .min();
        let Some(max) = plain.into_iter().chain(against).min() else {
            return calc;
        };
        self.cap_damage(calc, max)
    }

    /// A non-magic attack at a card with `nonmagic_struck_max N` deals at
    /// most N (Разумный вихрь, «все немагические атаки по нему сводятся к
    /// 1»; 501.17, after every modifier), logged when it lowers the damage.
    /// A simple strike that can't be lowered (Гидра) keeps its value.
    pub(crate) fn cap_nonmagic_struck(&mut self, calc: Calculated) -> Calculated {
        if calc.ctx.kind.is_magic()
            || (calc.ctx.kind == AttackKind::SimpleStrike && self.strike_not_lowered(calc.ctx.source))
        {
            return calc;
        }
        let target = calc.ctx.target;
        let Some(max) = self.keyword_number(target, Keyword::NonmagicStruckMax(0), |k| match k {
            Keyword::NonmagicStruckMax(n) => Some(n),
            _ => None,
        }) else {
            return calc;
        };
        self.cap_damage(calc, max)
    }

    /// The attack deals at most `max` (501.17): its damage lowered, and
    /// logged, when above; a cap of 0 leaves no protection to name.
    fn cap_damage(&mut self, mut calc: Calculated, max: u8) -> Calculated {
        if calc.damage > max {
            calc.damage = max;
            if max == 0 {
                calc.protection = None;
            }
            self.events.push(Event::StruckValueCapped {
                attacker: calc.ctx.source,
                target: calc.ctx.target,
                max,
            });
        }
        calc
    }

    /// Can no effect lower the simple strikes of `c`
    /// ([`Keyword::StrikeNotLowered`], Гидра)?
    #[inline(always)]
    pub(crate) fn strike_not_lowered(&self, c: CardId) -> bool {
        self.features.keywords & Keyword::StrikeNotLowered.bit() != 0 && self.has_keyword(c, Keyword::StrikeNotLowered)
    }

    /// The highest level a simple strike at the card may have, if capped.
    pub(crate) fn struck_cap(&self, c: CardId) -> Option<Level> {
        if !self.may_have_keyword(c, Keyword::StruckAtMost(Level::Weak)) {
            return None;
        }
        self.keywords(c)
            .filter_map(|k| match k {
                Keyword::StruckAtMost(l) => Some(l),
                _ => None,
            })
            .min()
    }

    /// Does its simple strike, just paid, leave it open? «Не закрывается
    /// после нападения», or a strike before the last of «N раз за ход».
    pub(crate) fn strike_keeps_open(&self, c: CardId) -> bool {
        if self.strikes_each_adjacent(c) {
            return self.next_strike_left(c);
        }
        if self.has_keyword(c, Keyword::NoCloseOnStrike) {
            return true;
        }
        let more = self.keyword_number(c, Keyword::StrikesPerTurn(0), |k| match k {
            Keyword::StrikesPerTurn(n) => Some(n),
            _ => None,
        });
        more.is_some_and(|n| self.card(c).strikes < n)
    }

    /// The active player's streak of strikes ends (another declaration, the
    /// turn's end). A card that strikes each adjacent enemy in a run and is
    /// still open closes now: its run is over («после последнего нападения
    /// закрывается», Гидра).
    #[inline(always)]
    pub(crate) fn end_strike_streak(&mut self) {
        // Most declarations and turn changes find no streak: tested in line.
        if self.s.strike_streak.is_some() {
            self.end_strike_streak_slow();
        }
    }

    #[inline(never)]
    fn end_strike_streak_slow(&mut self) {
        let Some((c, _)) = self.s.strike_streak.take() else {
            return;
        };
        self.s.streak_struck = CardSet::default();
        if (self.strikes_each_adjacent(c) || self.shot_then_strike(c))
            && self.card(c).open
            && self.card(c).zone.in_play()
        {
            self.close(c, Rule::Keywords);
        }
    }

    /// Does `c` shoot and strike in a row ([`Keyword::ShotThenStrike`],
    /// Эльфийский арсенал)?
    #[inline(always)]
    pub(crate) fn shot_then_strike(&self, c: CardId) -> bool {
        self.features.keywords & Keyword::ShotThenStrike.bit() != 0 && self.has_keyword(c, Keyword::ShotThenStrike)
    }

    /// Does the ability declared in `d`, a shot for a close, leave its card
    /// open ([`Keyword::ShotThenStrike`])? Its simple strike may then follow
    /// as its player's next declaration (the streak of strikes it starts);
    /// anything else declared first closes it ([`Game::end_strike_streak`]).
    pub(crate) fn shot_keeps_open(&self, d: &crate::game::Declaration) -> bool {
        self.shot_then_strike(d.source) && self.declared_attack_kind(d) == Some(AttackKind::Shot)
    }

    /// What a simple strike that dealt `wounds` feeds its source: vampirism
    /// heals it by the wounds less the keyword's number, above its printed
    /// life as extra lives up to its maximum; corpse-eating heals it fully when
    /// the struck creature is left with no lives (GAME.md §7). A source left
    /// with no lives itself is not fed (both strikes land at once).
    pub(crate) fn fed(&mut self, ctx: AttackCtx, wounds: u8) {
        let s = ctx.source;
        if ctx.kind != AttackKind::SimpleStrike || wounds == 0 || !self.card(s).zone.in_play() || self.life(s) <= 0 {
            return;
        }
        // Vampirism only against some strikes (Могильный демон: «при сильном
        // ударе»), checked on the struck card with the strike's level.
        let against = || {
            self.own_mods(s)
                .filter(|m| self.holds(s, &m.when))
                .filter_map(|m| match &m.modifier {
                    Modifier::KeywordVs {
                        keyword: Keyword::Vampirism(n),
                        vs,
                    } if vs.iter().all(|v| self.cond(ctx.target, v, &ctx)) => Some(*n),
                    _ => None,
                })
                .min()
        };
        let vampirism = self
            .keyword_number(s, Keyword::Vampirism(0), |k| match k {
                Keyword::Vampirism(n) => Some(n),
                _ => None,
            })
            .or_else(|| self.may_have_keyword(s, Keyword::Vampirism(0)).then(against).flatten());
        if let Some(less) = vampirism {
            let n = wounds.saturating_sub(less);
            if n > 0 && !self.prohibited(s, Prohibition::BeHealed) {
                // A healing replacement may set it aside (516.1, crate::rules::heal).
                if let Some(healed) = self.healing(s, Some(n), true) {
                    if healed > 0 {
                        self.events.push(Event::Healed { card: s, healed });
                    }
                    self.overflow_lives(s, n - healed);
                }
            } else if n > 0 {
                self.events.push(Event::HealingProhibited { card: s });
            }
            // «При вампиризме вашего существа» (Кровавый оракул).
            if n > 0 {
                self.seen(crate::model::ability::Seen::Vampirism, s);
                // A slua-victim marker on the struck card bites it (Малефик).
                self.slua_victim_bitten(ctx.target);
            }
        }
        if self.is_creature(ctx.target) && self.life(ctx.target) <= 0 && self.has_keyword(s, Keyword::CorpseEating) {
            if let Some(healed) = self.healing(s, None, false) {
                if healed > 0 {
                    self.events.push(Event::Healed { card: s, healed });
                }
            }
            self.ate_corpse(s, ctx.target);
        }
    }

    /// Vampirism's rest (`n` not healed) becomes extra lives, up to the
    /// card's maximum life (GAME.md §7).
    pub(crate) fn overflow_lives(&mut self, s: CardId, n: u8) {
        if n == 0 {
            return;
        }
        let max = self.keyword_number(s, Keyword::MaxLife(0), |k| match k {
            Keyword::MaxLife(n) => Some(n),
            _ => None,
        });
        let room = max.map_or(0, |m| i16::from(m) - self.life(s)).max(0) as u8;
        let gained = n.min(room);
        if gained > 0 {
            let card = &mut self.s.cards[s.index()];
            card.extra_lives = card.extra_lives.saturating_add(gained);
            self.events.push(Event::ExtraLivesGained { card: s, gained });
        }
    }

    /// Heals up to `amount` wounds (`None` = all). Returns the wounds healed.
    pub(crate) fn heal(&mut self, c: CardId, amount: Option<u8>) -> u8 {
        if self.prohibited(c, Prohibition::BeHealed) {
            // "Can't be healed" (502.9, example 2): no card can heal it (514.2).
            self.events.push(Event::HealingProhibited { card: c });
            return 0;
        }
        if self.is_artifact(c) && !self.cfg.artifact_can_be_healed {
            self.events.push(Event::ArtifactNotHealed { card: c });
            return 0;
        }
        let card = &mut self.s.cards[c.index()];
        let healed = amount.map_or(card.wounds, |a| a.min(card.wounds));
        card.wounds_removed(healed);
        healed
    }

    /// Closes a card (no event if already closed).
    pub(crate) fn close(&mut self, c: CardId, rule: Rule) {
        let card = &mut self.s.cards[c.index()];
        if card.open && card.zone.in_play() {
            card.open = false;
            self.events.push(Event::Closed { card: c, rule });
        }
    }

    /// Rule effects (503.1), applied until none applies: cancelling extra and
    /// negative lives, removing markers above the maximum, destroying cards at
    /// 0 life, returning extra copies of unique cards, and a player without
    /// creatures losing.
    pub(crate) fn rule_effects(&mut self) {
        loop {
            let mut changed = self.features.suppression && self.update_suppression();
            if self.features.auras || M::has_grants_in_force(self) {
                self.update_auras();
            }
            let mut facts = self.life_facts();
            let mut i = 0;
            // The cards nothing applies to are passed over without a change.
            while let Some(next) = self.next_settling(i, facts) {
                i = next;
                let c = self.s.play[i];
                let card = &self.s.cards[c.index()];
                let lives = (card.extra_lives, card.negative_lives);
                if lives.0 > 0 && lives.1 > 0 {
                    let card = &mut self.s.cards[c.index()];
                    let n = lives.0.min(lives.1);
                    card.extra_lives -= n;
                    card.negative_lives -= n;
                    self.events.push(Event::LivesCancelled { card: c, amount: n });
                    changed = true;
                }
                if self.remove_tokens_above_max(c) {
                    changed = true;
                }
                // Cancelling lives and removing tokens leave life as it was.
                if self.life_with(c, &self.s.cards[c.index()], facts) <= 0 && !self.is_terrain(c) {
                    self.perish(c);
                    // What the death set off may have granted or ended grants.
                    facts = self.life_facts();
                    changed = true;
                    continue; // `play` shrank: index i now holds the next card
                }
                i += 1;
            }
            // Only a card revealed or entered since the last check may be a
            // terrain on a cell, or a second copy of a unique card.
            if self.s.unique_check && self.terrains_off_cells() {
                changed = true;
            }
            if self.unique_rule() {
                changed = true;
            }
            if M::rule_effects(self) {
                changed = true;
            }
            // A symbiote dies with its host (KINDS §6).
            if self.features.symbiotes && self.host_rule() {
                changed = true;
            }
            // Strangled cards with no enemy Тварь beside lose the markers.
            if self.features.strangle && !self.s.markers.is_empty() && self.release_strangled() {
                changed = true;
            }
            if !changed {
                break;
            }
        }
        self.check_losers();
    }

    /// Destroys the cards in play at 0 life (503.1) while an action is
    /// executing and the game waits for a decision or a die in its middle —
    /// a trigger's effect brought one there (Раэннат wounding a creature a
    /// dive has just pushed): it dies before anybody decides, and what is
    /// left of the action finds it gone; so does a symbiote whose host has
    /// left play (KINDS §6). The other rule effects wait for the action's
    /// end, as ever. Whether one died.
    pub(crate) fn perish_paused(&mut self) -> bool {
        // Only a trigger's effects applied mid-action, or a host leaving
        // play, leave such a card.
        if !self.s.death_check {
            return false;
        }
        self.s.death_check = false;
        if self.s.exec.is_empty() {
            return false;
        }
        // A symbiote whose host left play (an exile paid mid-declaration, say)
        // goes with it before anybody decides, too (KINDS §6).
        let mut died = self.features.symbiotes && self.host_rule();
        let mut facts = self.life_facts();
        let mut i = 0;
        while let Some(next) = self.next_settling(i, facts) {
            let c = self.s.play[next];
            if self.life_with(c, &self.s.cards[c.index()], facts) <= 0 && !self.is_terrain(c) {
                self.perish(c);
                facts = self.life_facts();
                died = true;
                i = next; // `play` shrank: `next` now holds the card after it
            } else {
                i = next + 1;
            }
        }
        died
    }

    /// The position in play, from `from` on, of the next card a rule effect
    /// of the walk in [`Game::rule_effects`] may apply to: one with extra and
    /// negative lives to cancel, with tokens (perhaps above its maximum), or
    /// with no life left. Most cards have none of these.
    fn next_settling(&self, from: usize, facts: crate::game::LifeFacts) -> Option<usize> {
        let play = self.s.play.get(from..)?;
        play.iter()
            .position(|&c| {
                let card = &self.s.cards[c.index()];
                // Wounds and negative lives below the life floor plus extra
                // lives leave life above 0 (GAME.md §2): no need to count it.
                let lost = u16::from(card.wounds) + u16::from(card.negative_lives);
                card.tokens > 0
                    || (card.extra_lives > 0 && card.negative_lives > 0)
                    || (lost >= u16::from(facts.floor) + u16::from(card.extra_lives)
                        && self.life_with(c, card, facts) <= 0
                        && !self.is_terrain(c))
            })
            .map(|k| from + k)
    }

    /// An extra copy of a unique card in a squad returns to its owner's deck (503.1).
    fn unique_rule(&mut self) -> bool {
        if !self.s.unique_check {
            return false;
        }
        for i in 0..self.s.play.len() {
            let c = self.s.play[i];
            if !self.def(c).unique || !self.card(c).face_up {
                continue;
            }
            // One definition per name in a card db, so comparing definitions compares names.
            let (def, controller) = (self.card(c).def, self.card(c).controller);
            let dup = self.s.play[..i].iter().any(|&o| {
                let oc = self.card(o);
                oc.def == def && oc.controller == controller && oc.face_up
            });
            if dup {
                self.return_to_deck(c);
                self.events.push(Event::UniqueReturned { card: c });
                self.shuffle_deck(self.card(c).owner);
                return true;
            }
        }
        self.s.unique_check = false;
        false
    }

    /// The card leaves play for its owner's deck, face down, without markers.
    /// The caller logs why and shuffles the deck (503.1).
    pub(crate) fn return_to_deck(&mut self, c: CardId) {
        self.move_card(c, Zone::Deck);
        let owner = self.card(c).owner;
        let card = &mut self.s.cards[c.index()];
        card.face_up = false;
        card.controller = owner;
        card.reset_markers();
    }

    /// Destruction by an effect (`destroy`, finishing, a sacrifice): the card
    /// does not die from an attack, whatever wounded it last (Valhalla).
    pub(crate) fn destroy(&mut self, c: CardId) {
        let card = &mut self.s.cards[c.index()];
        card.by_attack = false;
        card.by_poison = false;
        self.perish(c);
    }

    /// Destruction at 0 life: to the owner's graveyard (503.1). A card whose
    /// last wounds came from an attack has died from an attack (GAME.md §7).
    pub(crate) fn perish(&mut self, c: CardId) {
        // A replacement of the death itself (516.1, Эльм).
        if M::perishing(self, c) {
            return;
        }
        let by_attack = self.card(c).by_attack;
        let cell = self.card(c).zone.cell();
        let died_face_up = self.card(c).face_up && !self.lacks_abilities(c);
        let poison = self.card(c).poison;
        // The tokens it held as it left play (`dies_per_token`).
        let tokens = self.card(c).tokens;
        // "При гибели существа": checked on the creature as it stood in play.
        let listeners = self.death_listeners(c);
        self.move_card(c, Zone::Graveyard);
        let owner = self.card(c).owner;
        let card = &mut self.s.cards[c.index()];
        card.face_up = true;
        card.controller = owner;
        card.reset_markers();
        card.by_attack = by_attack;
        card.stood_poison = poison;
        self.events.push(Event::Destroyed { card: c });
        if died_face_up
            && (self.listened(crate::model::ability::TriggerEvent::Dies)
                || self.listened(crate::model::ability::TriggerEvent::DiesPerToken))
        {
            self.died(c, cell, tokens);
        }
        if !listeners.is_empty() {
            self.creature_died(c, listeners);
        }
        M::perished(self, c);
    }

    /// Does `p`'s squad hold a creature?
    pub fn has_creatures(&self, p: Player) -> bool {
        self.s.play.iter().any(|&c| self.is_creature_of(c, p))
    }

    /// Is `c`, a card in play, a creature of `p`'s squad?
    #[inline(always)]
    fn is_creature_of(&self, c: CardId, p: Player) -> bool {
        self.card(c).controller == p
            && self.is_creature(c)
            && (self.cfg.symbiotes_count_for_loss || !self.def(c).is_symbiote())
    }

    /// A player whose squad holds no creatures loses (503.1); both at once: a draw ([?] setting).
    fn check_losers(&mut self) {
        if self.s.result.is_some() || matches!(self.s.phase, crate::game::Phase::Place(_) | crate::game::Phase::Buy(_))
        {
            return;
        }
        // The creatures found last time are most often still there; else one
        // walk for both squads, stopped once each has a creature.
        let hinted = |p: Player| {
            let c = self.creature_hint[p.index()];
            self.get_card(c).is_some_and(|s| s.zone.in_play()) && self.is_creature_of(c, p)
        };
        let mut has = [hinted(Player::P1), hinted(Player::P2)];
        if has == [true, true] {
            return;
        }
        for &c in &self.s.play {
            let p = self.card(c).controller;
            if !has[p.index()] && self.is_creature_of(c, p) {
                has[p.index()] = true;
                self.creature_hint[p.index()] = c;
                if has == [true, true] {
                    return;
                }
            }
        }
        let lost = [!has[0], !has[1]];
        let result = match lost {
            [true, true] if self.cfg.both_lose_is_draw => GameResult {
                winner: None,
                reason: EndReason::BothNoCreatures,
            },
            [true, true] => GameResult {
                winner: Some(self.s.active.opponent()),
                reason: EndReason::BothNoCreatures,
            },
            [true, false] => GameResult {
                winner: Some(Player::P2),
                reason: EndReason::NoCreatures,
            },
            [false, true] => GameResult {
                winner: Some(Player::P1),
                reason: EndReason::NoCreatures,
            },
            [false, false] => return,
        };
        self.end_game(result);
    }
}

/// A condition on what is printed on the card, answered from its definition
/// alone; `None` for the others.
#[inline]
pub(crate) fn printed_cond(def: &crate::model::card::CardDef, cond: &Cond) -> Option<bool> {
    Some(match cond {
        Cond::Element(e) => def.element == *e,
        Cond::Elements(es) => es.contains(&def.element),
        Cond::HasAttack { kinds, spell } => def.has_attack(*kinds) || (*spell && def.has_spell()),
        Cond::HasKeyword(tags) => def.keywords().any(|k| tags.iter().any(|t| t.matches(k))),
        Cond::CostAtMost(n) => def.cost <= *n,
        Cond::OddCost => def.cost % 2 == 1,
        Cond::EliteCostAtMost(n) => !def.elite || def.cost <= *n,
        Cond::HasProphecy => def.abilities.iter().any(|a| {
            a.effects
                .iter()
                .any(|e| {
                    matches!(
                        e.kind,
                        crate::model::ability::EffectKind::Prophecy(_)
                            | crate::model::ability::EffectKind::LowerDieProphecy(_)
                    )
                })
        }),
        Cond::HasValhalla => def
            .abilities
            .iter()
            .any(|a| matches!(a.usage, crate::model::ability::Usage::Trigger(ref t) if t.event == crate::model::ability::TriggerEvent::Valhalla)),
        Cond::Elite => def.elite,
        Cond::Unique => def.unique,
        Cond::Teleports => def.teleports(),
        Cond::WeakStrikeAtLeast(n) => def.strike[0] >= *n,
        Cond::Class(name) => def.classes.iter().any(|c| c == name),
        Cond::HasClass => !def.classes.is_empty(),
        Cond::Named(name) => {
            let fold = |s: &str| s.to_lowercase().replace('ё', "е");
            fold(&def.name_ru) == fold(name)
        }
        Cond::Kind(k) => def.kind == *k,
        Cond::Hero(mask) => crate::model::ability::HeroClass::bits_of(&def.classes) & mask != 0,
        _ => return None,
    })
}
