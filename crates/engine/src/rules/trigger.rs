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

use crate::game::event::Event;
use crate::game::hooks::{Hooks, M};
use crate::game::rule::Rule;
use crate::game::types::{CardId, Player};
use crate::game::Game;
use crate::model::ability::{Ability, CastKind, Cond, EffectKind, Modifier, Subject, Target, TriggerEvent};
use crate::model::battlefield::Cell;
use crate::model::card::{AttackKind, AttackSet, Keyword};
use crate::rules::effects::AttackCtx;
use crate::rules::prevention::WoundFrom;

/// The circumstances an ability's effects apply in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    /// The ability's own attack wounded `other`, and was of this kind: it is
    /// not part of `other`'s history for the effects after it (`if target
    /// wounded_by …`).
    pub hit: Option<AttackKind>,
    /// The option its `pick` took (1-based; 0: none yet), see `crate::rules::pick`.
    pub picked: u8,
    /// The roll of its die for an effect with three values (0: not rolled
    /// yet), see `crate::mechanics::movement::movers`.
    pub rolled: u8,
}

impl EffectCtx {
    /// The context of a constant ability of `c` (its bonuses): no X, no event.
    pub(crate) fn of_card(g: &Game, c: CardId) -> EffectCtx {
        let card = g.card(c);
        EffectCtx {
            source: c,
            ability: 0,
            other: None,
            x: 0,
            cell: card.zone.cell(),
            side: card.controller,
            spell: false,
            hit: None,
            picked: 0,
            rolled: 0,
        }
    }
}

impl Game {
    /// The context of `source`'s ability `ability` as the card stands now
    /// (a card acting from the graveyard: from the cell it stood on).
    pub(crate) fn effect_ctx(&self, source: CardId, ability: u8, other: Option<CardId>, x: u8) -> EffectCtx {
        let card = self.card(source);
        EffectCtx {
            source,
            ability,
            other,
            x,
            cell: self.acting_cell(source),
            side: card.controller,
            spell: self
                .ability(source, ability)
                .is_some_and(|a| a.cast == Some(CastKind::Spell)),
            hit: None,
            picked: 0,
            rolled: 0,
        }
    }

    /// The cards an effect acts on.
    pub(crate) fn subjects(&self, ctx: &EffectCtx, to: Subject, target: Option<CardId>) -> Vec<CardId> {
        match to {
            Subject::Target | Subject::Second => target.into_iter().collect(),
            Subject::This => vec![ctx.source],
            Subject::Other => ctx.other.into_iter().collect(),
            Subject::Adjacent(side) => match ctx.cell {
                Some(cell) => self
                    .s
                    .play
                    .iter()
                    .copied()
                    .filter(|&t| {
                        t != ctx.source
                            && self.on_side(ctx.side, side, t)
                            && self.is_creature(t)
                            && self.card(t).zone.cell().is_some_and(|c| c.is_adjacent(cell))
                    })
                    .collect(),
                None => Vec::new(),
            },
            Subject::AdjacentCostAtMost { side, max } => self
                .subjects(ctx, Subject::Adjacent(side), target)
                .into_iter()
                .filter(|&t| self.def(t).cost <= max)
                .collect(),
            Subject::Beside(side) => match ctx.cell {
                Some(cell) => cell
                    .beside()
                    .flat_map(|c| self.cards_at(c))
                    .filter(|&t| t != ctx.source && self.on_side(ctx.side, side, t) && self.is_creature(t))
                    .collect(),
                None => Vec::new(),
            },
            Subject::SameCell(side) => match ctx.cell {
                Some(cell) => self
                    .cards_at(cell)
                    .filter(|&t| t != ctx.source && self.on_side(ctx.side, side, t) && self.is_creature(t))
                    .collect(),
                None => Vec::new(),
            },
            Subject::Opposite => ctx
                .cell
                .and_then(|cell| self.orientation().opposite_cell(ctx.side, cell))
                .and_then(|o| self.at(o))
                .into_iter()
                .collect(),
            Subject::OppositeEnemy => self
                .subjects(ctx, Subject::Opposite, target)
                .into_iter()
                .filter(|&t| self.card(t).controller != ctx.side && self.is_creature(t))
                .collect(),
            Subject::BehindOther => ctx
                .other
                .and_then(|o| {
                    let cell = self.card(o).zone.cell()?;
                    self.orientation()
                        .opposite_cell(self.card(o).controller.opponent(), cell)
                })
                .and_then(|b| self.at(b))
                .filter(|&t| self.card(t).controller != ctx.side && self.is_creature(t))
                .into_iter()
                .collect(),
            Subject::Partners { of_other } => {
                let of = if of_other { ctx.other } else { Some(ctx.source) };
                of.map(|c| self.formation_partners(c)).unwrap_or_default()
            }
            Subject::OneAdjacent => self.subjects(ctx, Subject::Adjacent(crate::model::ability::Side::Any), target),
            // One of them is chosen when the effect comes (Грезы Архааля, Лилит и Эйдерик).
            Subject::CostingShown(_)
            | Subject::OneOwnInGraveyard(_)
            | Subject::OneEnemyInGraveyard
            | Subject::OneOwnCard
            | Subject::OneOwnInDeckCostingOther
            | Subject::Killer
            | Subject::EveryArtifact(_) => M::subjects(self, ctx, to),
            Subject::Every { side, class, unwounded } => self
                .every_of_class(ctx, side, &class)
                .into_iter()
                .filter(|&t| !unwounded || self.card(t).wounds == 0)
                .collect(),
            // KINDS §6: the card's host, the symbiotes on the card.
            Subject::Host => self.host_of(ctx.source).into_iter().collect(),
            Subject::Symbiotes => self
                .symbiotes_on(ctx.source)
                .filter(|&s| self.card(s).controller == ctx.side)
                .collect(),
            // The cards the ability's prophecy showed (GAME §7, Хэсодэ).
            Subject::Shown => self.s.shown.clone(),
        }
    }

    /// Is `class` one of `c`'s classes, printed or granted (`grant class …`)?
    pub(crate) fn of_class(&self, c: CardId, class: &crate::model::ability::ClassName) -> bool {
        self.def(c).classes.iter().any(|k| k == class.as_str()) || self.granted_class(c, |k| k == class)
    }

    /// Every creature in play of `side` (seen from the controller) and of
    /// `class`, in the play zone's order ([`Subject::Every`]).
    fn every_of_class(
        &self,
        ctx: &EffectCtx,
        side: crate::model::ability::Side,
        class: &crate::model::ability::ClassName,
    ) -> Vec<CardId> {
        self.s
            .play
            .iter()
            .copied()
            .filter(|&t| self.is_creature(t) && self.on_side(ctx.side, side, t) && self.of_class(t, class))
            .collect()
    }

    /// Applies the effects of ability `a` from the `from`-th on, each to its
    /// subjects; `target` is the ability's target. Returns true when a
    /// `pick` stopped the chain to wait for its chooser (`crate::rules::pick`).
    #[must_use]
    pub(crate) fn apply_effects(&mut self, ctx: &EffectCtx, a: &Ability, from: usize, target: Option<CardId>) -> bool {
        let mut ctx = *ctx;
        let ctx = &mut ctx;
        for (i, e) in a.effects.iter().enumerate().skip(from) {
            // «Если …»: checked when the effect's turn comes.
            let about = target.as_slice();
            if e.guard.as_ref().is_some_and(|g| !self.guard_holds(ctx, g, about)) {
                continue;
            }
            if let EffectKind::Prophecy(n) = e.kind {
                self.prophecy(ctx.source, ctx.side, n);
                continue;
            }
            if let EffectKind::FirstStrikeUnanswerable = e.kind {
                self.s.first_strike_unanswerable |= 1 << ctx.side.index();
                self.events.push(Event::FirstStrikeUnanswerable {
                    source: ctx.source,
                    player: ctx.side,
                });
                continue;
            }
            // «В конце хода»: the rest of the chain waits for the turn's end (120).
            if let EffectKind::AtTurnEnd = e.kind {
                self.s.later.push(crate::game::LaterChain {
                    ctx: *ctx,
                    at: i as u8,
                    target,
                });
                self.events.push(Event::Deferred { source: ctx.source });
                break;
            }
            if let EffectKind::Pick { .. } = e.kind {
                if self.start_pick(ctx, a, i, target) {
                    return true;
                }
                continue;
            }
            // An effect kind or subject a card mechanic carries out (a dive,
            // a mill, a restack, a creature chosen when the effect comes, …):
            // it may stop the chain.
            if let Some(stops) = M::effect_comes(self, ctx, a, i, target) {
                if stops {
                    return true;
                }
                continue;
            }
            for t in self.subjects(ctx, e.to, target) {
                self.apply_effect(ctx, i as u8, &e.kind, t);
            }
        }
        if !self.s.shown.is_empty()
            && a.effects
                .iter()
                .any(|e| matches!(e.kind, EffectKind::Prophecy(_) | EffectKind::LowerDieProphecy(_)))
        {
            self.s.shown.clear();
        }
        M::effects_done(self, a);
        false
    }

    /// Applies one effect to one card: the one place where each effect kind
    /// happens. A card that left the play zone is affected by nothing.
    /// Attacks, volleys, teleports, resurrections and summons go through the
    /// execution steps instead (GAME.md §5).
    pub(crate) fn apply_effect(&mut self, ctx: &EffectCtx, index: u8, kind: &EffectKind, t: CardId) {
        // An effect a card mechanic carries out: it knows where it acts.
        if M::apply_effect(self, ctx, kind, t) {
            return;
        }
        if let EffectKind::Mark {
            kind,
            n,
            cell: true,
            until,
        } = *kind
        {
            // A cell marker goes on the card's cell, or on the cell it stood
            // on if the attack before it sent it to the graveyard.
            let c = self.card(t);
            if let Some(cell) = c
                .zone
                .cell()
                .or(c.stood.filter(|_| c.zone == crate::game::state::Zone::Graveyard))
            {
                self.put_marker(
                    crate::rules::markers::MarkedAt::Cell(cell),
                    kind,
                    n,
                    ctx.source,
                    ctx.side,
                    until,
                );
            }
            return;
        }
        if *kind == EffectKind::IncarnationToken {
            // On a card in a graveyard: the one effect that acts there.
            if self.card(t).zone == crate::game::state::Zone::Graveyard {
                self.gain_incarnation_token(t);
            }
            return;
        }
        if *kind == EffectKind::LoseIncarnationToken {
            // A token taken off a card in a graveyard (GAME.md §7).
            if self.card(t).zone == crate::game::state::Zone::Graveyard {
                self.lose_incarnation_token(t);
            }
            return;
        }
        if !self.card(t).zone.in_play() {
            return;
        }
        let amount =
            |g: &Game, v: &crate::model::ability::Value| g.value(ctx, Some(t), v).clamp(0, u8::MAX as i16) as u8;
        match kind {
            EffectKind::Heal(v) => {
                let n = v.as_ref().map(|v| amount(self, v));
                // A healing replacement may set it aside (516.1, crate::rules::heal).
                if let Some(healed) = self.healing(t, n, false) {
                    self.events.push(Event::Healed { card: t, healed });
                }
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
            EffectKind::Open => {
                let c = &mut self.s.cards[t.index()];
                if !c.open {
                    c.open = true;
                    self.events.push(Event::Opened { card: t });
                    self.seen(crate::model::ability::Seen::Opens, t);
                    self.opened(t);
                }
            }
            // «Не может получать фишки от других существ» (514.2).
            EffectKind::GainTokens(_)
                if (t != ctx.source
                    && (self.prohibited(t, crate::model::ability::Prohibition::ReceiveTokens)
                        || self.prohibited(t, crate::model::ability::Prohibition::GainTokensOtherwise)))
                    || self.prohibited(t, crate::model::ability::Prohibition::GainTokens) => {}
            EffectKind::GainTokens(v) => {
                let room = self.token_max(t).saturating_sub(self.card(t).tokens);
                let n = amount(self, v).min(room);
                for _ in 0..n {
                    self.s.cards[t.index()].tokens += 1;
                    self.events.push(Event::TokenGained { card: t });
                }
                if n > 0 {
                    self.gained_tokens(t);
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
                self.lost_tokens(t, lost);
            }
            &EffectKind::RaisePoison { by, max } => {
                let c = &mut self.s.cards[t.index()];
                let n = by.min(max.saturating_sub(c.poison));
                if n > 0 {
                    c.poison += n;
                    self.events.push(Event::Poisoned { card: t, amount: n });
                }
            }
            EffectKind::Poison(v) => {
                let n = amount(self, v);
                let c = &mut self.s.cards[t.index()];
                c.poison = c.poison.saturating_add(n);
                self.events.push(Event::Poisoned { card: t, amount: n });
            }
            EffectKind::TakeWounds(v) => {
                let n = amount(self, v).min(self.card(t).wounds);
                if n > 0 && t != ctx.source && self.card(ctx.source).zone.in_play() {
                    self.s.cards[t.index()].wounds_removed(n);
                    self.s.cards[ctx.source.index()].wounds_added(n);
                    self.events.push(Event::WoundsMoved {
                        from: t,
                        to: ctx.source,
                        amount: n,
                    });
                }
            }
            EffectKind::PayExtraLives(v) => {
                let n = amount(self, v).min(self.card(t).extra_lives);
                if n > 0 {
                    let c = &mut self.s.cards[t.index()];
                    c.extra_lives -= n;
                    self.events.push(Event::PrepaidX {
                        card: t,
                        cost: crate::model::ability::XCost::ExtraLives,
                        x: n,
                    });
                }
            }
            EffectKind::GainExtraLives(v) => {
                let n = amount(self, v);
                if self.prohibited(t, crate::model::ability::Prohibition::BeHealed) {
                    self.events.push(Event::HealingProhibited { card: t });
                } else if n > 0 {
                    let c = &mut self.s.cards[t.index()];
                    c.extra_lives = c.extra_lives.saturating_add(n);
                    self.events.push(Event::ExtraLivesGained { card: t, gained: n });
                }
            }
            EffectKind::StrikeLevel(_)
            | EffectKind::StrikeMiss
            | EffectKind::StrikeValueMax(_)
            | EffectKind::StrikeValue(_)
            | EffectKind::Die(_)
            | EffectKind::Weaken(_) => {
                self.change_in_flight(kind, t);
            }
            EffectKind::TakeParasite => self.take_parasite(ctx.source, t),
            EffectKind::Cure => {
                let c = &mut self.s.cards[t.index()];
                if c.poison > 0 {
                    c.poison = 0;
                    self.events.push(Event::Cured { card: t });
                }
            }
            EffectKind::Stun => {
                self.s.cards[t.index()].stunned = true;
                self.events.push(Event::Stunned { card: t });
            }
            EffectKind::Grant { modifier, until } => {
                if *modifier == Modifier::Flight {
                    // «Its next turn» is seen from the side of the card that flies.
                    let side = if *until == crate::model::ability::Until::EndOfItsNextTurn {
                        t
                    } else {
                        ctx.source
                    };
                    let own_turn = self.card(side).controller == self.s.active;
                    let ends = until.last_turn(self.s.turn, own_turn).unwrap_or(u32::MAX);
                    self.take_flight(t, ends);
                } else {
                    self.grant(t, ctx.source, ctx.ability, index, *until, ctx.x);
                }
            }
            EffectKind::GiveControl => {
                let player = ctx.side.opponent();
                if self.card(t).controller != player && self.card(t).zone.in_play() {
                    // A card the opponent's squad can't take stays with its controller (517).
                    if self.may_join_squad(t, player) {
                        self.s.cards[t.index()].controller = player;
                        self.events.push(Event::ControlTaken { card: t, player });
                    } else {
                        self.events.push(Event::ControlKept { card: t });
                    }
                }
            }
            EffectKind::TakeControl { until } => {
                let player = ctx.side;
                self.s.cards[t.index()].controller = player;
                self.events.push(Event::ControlTaken { card: t, player });
                if *until == crate::model::ability::Until::EndOfTurn {
                    self.s.lent.push(t);
                }
            }
            EffectKind::Destroy => self.destroy(t),
            EffectKind::Finish(v) => {
                let most = amount(self, v);
                let life = self.life(t);
                if self.card(t).wounds > 0 && life <= i16::from(most) {
                    self.destroy(t);
                } else {
                    self.events.push(Event::NotFinished { card: t, life, most });
                }
            }
            EffectKind::Redirect(kinds) => self.redirect(*kinds, t, ctx.source),
            EffectKind::RedirectOnto { kinds, from, once_each } => {
                self.redirect_onto(ctx.source, *kinds, from, *once_each, t)
            }
            EffectKind::Block => {
                let targeted = self
                    .ability(ctx.source, ctx.ability)
                    .is_some_and(|a| matches!(a.trigger_event(), Some(TriggerEvent::Targeted(_))));
                if let (Some(attacker), true) = (ctx.other, targeted) {
                    if self.block_declared(t, attacker) {
                        self.blocked_by(ctx.source);
                    }
                } else if let Some(attacker) = ctx.other {
                    self.s.blocked = true;
                    self.events.push(Event::AttackBlocked { card: t, attacker });
                    // Its `on blocks` triggers (`crate::mechanics::movement::trigger_jump`).
                    self.blocked_by(ctx.source);
                }
            }
            EffectKind::Mark { kind, n, until, .. } => {
                self.put_marker(
                    crate::rules::markers::MarkedAt::Card(t),
                    *kind,
                    *n,
                    ctx.source,
                    ctx.side,
                    *until,
                );
            }
            EffectKind::Push => self.push(ctx, t),
            // Shown from the controller's deck, picked, or marking the side: not
            // to a subject (above).
            EffectKind::Prophecy(_)
            | EffectKind::LowerDieProphecy(_)
            | EffectKind::Pick { .. }
            | EffectKind::FirstStrikeUnanswerable
            | EffectKind::AtTurnEnd => {}
            // On a card in a graveyard (above).
            EffectKind::IncarnationToken | EffectKind::LoseIncarnationToken => {}
            // Carried out by the execution steps (GAME.md §5).
            EffectKind::Attack(_)
            | EffectKind::Volley { .. }
            | EffectKind::Teleport { .. }
            | EffectKind::Resurrect { .. }
            | EffectKind::Summon { .. } => {}
            // The rest is a card mechanic's, carried out by it (tried first,
            // above) or by its own steps: nothing here.
            _ => {}
        }
    }
}

impl Game {
    /// A `block` of `c`'s trigger has just blocked an attack at it: its
    /// `on blocks` triggers fire. Games whose cards listen to no block pay
    /// one mask test.
    #[inline]
    pub(crate) fn blocked_by(&mut self, c: CardId) {
        if self.listened(TriggerEvent::Blocks) && self.listens(c, TriggerEvent::Blocks) {
            self.fire_own(c, |on| on == TriggerEvent::Blocks);
        }
    }

    /// The attack `ctx` is about to be applied to its target: the cards next
    /// to it that listen fire, the attacker being their other card. Games
    /// whose cards watch no neighbour pay one mask test.
    #[inline]
    pub(crate) fn struck_beside(&mut self, ctx: AttackCtx) {
        if self.listened(TriggerEvent::AdjacentStruck(AttackSet::ALL)) {
            self.struck_beside_all(ctx);
        }
        if self.listened(TriggerEvent::AnyAttacks(AttackSet::ALL)) {
            self.struck_seen_by_all(ctx);
        }
        if self.listened(TriggerEvent::OwnCreatureAttacks(AttackSet::ALL)) {
            self.own_creature_attack_seen(ctx);
        }
    }

    /// An enemy creature closes to strike an own flyer (Феникс):
    /// the attack `ctx`, aimed at a flying creature, was carried out (with
    /// whatever result); the cards of its side that watch this fire, the
    /// attacker being their other card.
    pub(crate) fn flyer_struck(&mut self, ctx: AttackCtx) {
        if !self.listened(TriggerEvent::OwnFlyerStruck(AttackSet::ALL))
            || !self.is_creature(ctx.target)
            || !self.flies(ctx.target)
        {
            return;
        }
        let side = self.card(ctx.target).controller;
        self.struck_watched(
            ctx,
            TriggerEvent::OwnFlyerStruck(AttackSet::ALL),
            |on| match on {
                TriggerEvent::OwnFlyerStruck(kinds) => Some(kinds),
                _ => None,
            },
            |g, d| (d != ctx.source && g.card(d).controller == side).then_some(g.card(d).zone.cell()),
        );
    }

    /// «При [атаке] вашего существа»: the attacker is a creature; every card
    /// in play of its controller that watches its own creatures' attacks
    /// fires, the attacked card being its other card (the trigger's attack
    /// may follow it «в ту же цель», Камень гнева).
    #[inline(never)]
    fn own_creature_attack_seen(&mut self, ctx: AttackCtx) {
        if !self.is_creature(ctx.source) || !self.card(ctx.target).zone.in_play() {
            return;
        }
        let side = self.card(ctx.source).controller;
        let event = TriggerEvent::OwnCreatureAttacks(AttackSet::ALL);
        let mut any = false;
        for i in 0..self.s.play.len() {
            let Some(&d) = self.s.play.get(i) else { break };
            if self.card(d).controller != side || !self.listens(d, event) {
                continue;
            }
            let cell = self.card(d).zone.cell();
            let seen = AttackCtx { source: d, ..ctx };
            let fired = self.triggers_vs(
                d,
                ctx.target,
                &seen,
                |on| matches!(on, TriggerEvent::OwnCreatureAttacks(k) if k.contains(ctx.kind)),
            );
            if !fired.is_empty() {
                any = true;
                self.fire(d, Some(ctx.target), cell, fired);
            }
        }
        if any {
            self.rule_effects();
        }
    }

    /// «При [атаке] вашей карты»: every card in play that watches any card's
    /// attack fires, the attacker being its other card and the attack's kind
    /// and level those of `ctx`.
    #[inline(never)]
    fn struck_seen_by_all(&mut self, ctx: AttackCtx) {
        self.struck_watched(
            ctx,
            TriggerEvent::AnyAttacks(AttackSet::ALL),
            |on| match on {
                TriggerEvent::AnyAttacks(kinds) => Some(kinds),
                _ => None,
            },
            |g, d| Some(g.card(d).zone.cell()),
        );
    }

    fn struck_beside_all(&mut self, ctx: AttackCtx) {
        // «По существу, стоящему рядом»: a creature on a cell (a flyer in the
        // additional zone stands next to nothing).
        let Some(at) = self.card(ctx.target).zone.cell() else {
            return;
        };
        if !self.is_creature(ctx.target) {
            return;
        }
        self.struck_watched(
            ctx,
            TriggerEvent::AdjacentStruck(AttackSet::ALL),
            |on| match on {
                TriggerEvent::AdjacentStruck(kinds) => Some(kinds),
                _ => None,
            },
            // A neighbour on a cell, neither the attacker nor the attacked card.
            |g, d| {
                let cell = g.card(d).zone.cell()?;
                (d != ctx.target && d != ctx.source && cell.is_adjacent(at)).then_some(Some(cell))
            },
        );
    }

    /// An own artifact next to it wounded by an attack (Стерегущий
    /// добычу): the attack `ctx` (not a counter-strike) has just wounded an
    /// artifact on a cell; the cards of its side next to it that watch this
    /// fire, the attacker being their other card.
    pub(crate) fn artifact_wounded_beside(&mut self, ctx: AttackCtx) {
        let event = TriggerEvent::AdjacentOwnArtifactWounded(AttackSet::ALL);
        if !self.listened(event) || !self.is_artifact(ctx.target) || !self.s.play.contains(&ctx.source) {
            return;
        }
        let Some(at) = self.card(ctx.target).zone.cell() else {
            return;
        };
        let side = self.card(ctx.target).controller;
        self.struck_watched(
            ctx,
            event,
            |on| match on {
                TriggerEvent::AdjacentOwnArtifactWounded(kinds) => Some(kinds),
                _ => None,
            },
            // An own card on a cell next to the artifact, not the attacker.
            |g, d| {
                let cell = g.card(d).zone.cell()?;
                (d != ctx.target && d != ctx.source && g.card(d).controller == side && cell.is_adjacent(at))
                    .then_some(Some(cell))
            },
        );
    }

    /// The attack `ctx` seen by the cards in play that watch it: each card
    /// `d` for which `watches` gives where it fires from and that listens to
    /// `event` fires its triggers whose event (`kinds`: the attacks it
    /// names) takes the attack's kind, seen from `d` (the attacker is its
    /// other card); then the rule effects, if any fired.
    fn struck_watched(
        &mut self,
        ctx: AttackCtx,
        event: TriggerEvent,
        kinds: impl Fn(TriggerEvent) -> Option<AttackSet>,
        watches: impl Fn(&Game, CardId) -> Option<Option<Cell>>,
    ) {
        let mut any = false;
        for i in 0..self.s.play.len() {
            let Some(&d) = self.s.play.get(i) else { break };
            let Some(cell) = watches(self, d) else { continue };
            if !self.listens(d, event) {
                continue;
            }
            let seen = AttackCtx {
                source: d,
                target: ctx.source,
                ..ctx
            };
            let fired = self.triggers_vs(d, ctx.source, &seen, |on| {
                kinds(on).is_some_and(|k| k.contains(ctx.kind))
            });
            if !fired.is_empty() {
                any = true;
                self.fire(d, Some(ctx.source), cell, fired);
            }
        }
        if any {
            self.rule_effects();
        }
    }

    /// The declared trigger `index` of `source` is done with its event's
    /// other card: it keeps it no longer.
    pub(crate) fn forget_trigger_other(&mut self, source: CardId, index: u8) {
        if let Some(i) = self
            .s
            .trigger_others
            .iter()
            .rposition(|w| w.0 == source && w.1 == index)
        {
            self.s.trigger_others.remove(i);
        }
    }

    /// Is this card's ability text in force (face up in the play zone)?
    fn abilities_active(&self, c: CardId) -> bool {
        let card = self.card(c);
        card.face_up && card.zone.in_play() && !self.lacks_abilities(c)
    }

    /// May a card of this game listen to `event` at all?
    #[inline(always)]
    pub(crate) fn listened(&self, event: TriggerEvent) -> bool {
        self.features.triggers & event.bit() != 0
    }

    /// Does `c` listen to `event`, with its abilities in force?
    #[inline(always)]
    pub(crate) fn listens(&self, c: CardId, event: TriggerEvent) -> bool {
        self.db.listens(self.card(c).def, event) && self.abilities_active(c)
    }

    /// The card's triggered abilities on events `on` accepts (while their
    /// condition holds), by index.
    pub(crate) fn triggers_on(&self, c: CardId, on: impl Fn(TriggerEvent, &[Cond]) -> bool) -> Vec<u8> {
        let fires = |i: u8, a: &Ability| match &a.usage {
            crate::model::ability::Usage::Trigger(t) => {
                on(t.event, &t.vs)
                    && a.when.as_ref().is_none_or(|w| self.self_cond(c, w))
                    // «1 раз за бой»: a limited trigger used up does not fire.
                    && a.limit.is_none_or(|l| !self.used_up(c, i, l))
            }
            _ => false,
        };
        let mut fired: Vec<u8> = self
            .def(c)
            .abilities
            .iter()
            .enumerate()
            .filter(|(i, a)| fires(*i as u8, a))
            .map(|(i, _)| i as u8)
            .collect();
        // The triggers it has beyond its printed ones (Анубисар's copied ones).
        M::extra_triggers(self, c, &fires, &mut fired);
        fired
    }

    /// The triggers of `c` on an event with the other card `other`, seen
    /// from `ctx` (`other` is its target): `matches` picks the event, and
    /// every `vs` condition must hold for `other`.
    pub(crate) fn triggers_vs(
        &self,
        c: CardId,
        other: CardId,
        ctx: &AttackCtx,
        matches: impl Fn(TriggerEvent) -> bool,
    ) -> Vec<u8> {
        self.triggers_on(c, |on, vs| matches(on) && vs.iter().all(|v| self.cond(other, v, ctx)))
    }

    /// The fired triggers of `c` act, each logged: one that names a target
    /// waits for it (a decision); the others act at once. `other` is the
    /// other card of the event; `cell`, where `c` stands (or stood).
    pub(crate) fn fire(&mut self, c: CardId, other: Option<CardId>, cell: Option<Cell>, fired: Vec<u8>) {
        for index in fired {
            self.events.push(Event::TriggerFired { card: c, index });
            let Some(a) = self.ability(c, index).cloned() else {
                continue;
            };
            // One that names a target, one its controller may decline
            // («может»), or one with a pick (`crate::rules::pick`), waits for its
            // controller's decision and goes through the queue.
            // So does a teleport beside the event's other card (`crate::mechanics::movement::beside`).
            // A pick by die whose die was rolled already (with the attack's
            // dice, Воин храма) acts at once.
            let prerolled = a.has_pick() && M::pick_rolled(self, c, &a).is_some();
            // So does a restack of the shown cards, whose order is named in it (`crate::mechanics::deck::restack`).
            let declared = a.is_optional()
                || (a.has_pick() && !prerolled)
                || a.effects
                    .iter()
                    .any(|e| matches!(e.kind, EffectKind::RestackShown | EffectKind::ArrangeTop(_)))
                || matches!(a.main_effect(), Some(EffectKind::TeleportBeside { .. }))
                // So does a line of cell markers (`crate::mechanics::markers::line_marks`).
                || matches!(a.main_effect(), Some(EffectKind::MarkLine { .. }))
                // So do gate markers and the teleport onto them (`crate::mechanics::markers::gates`).
                || matches!(
                    a.main_effect(),
                    Some(EffectKind::MarkCells { .. } | EffectKind::TeleportOnto { .. } | EffectKind::ShiftMarker { .. })
                )
                // So does a jump, its cell named as it executes (`crate::mechanics::movement::trigger_jump`).
                || matches!(a.main_effect(), Some(EffectKind::Teleport { jump: Some(_) }))
                // So does a summon of its own card (`crate::mechanics::deck::shown_entry`).
                || a.effects.iter().any(|e| matches!(e.kind, EffectKind::SummonSelf { .. } | EffectKind::BurySelf))
                // So does a challenge, its creature named by the opponent (`crate::mechanics::strikes::challenge`).
                || a.effects.iter().any(|e| e.kind == EffectKind::Challenge)
                // So does an ice chain, its pair named as it executes (`crate::mechanics::markers::ice_chain`).
                || a.effects.iter().any(|e| matches!(e.kind, EffectKind::IceChain(_)))
                // So does a card of the graveyard named after a mill (`crate::mechanics::deck::mill`).
                || a.effects
                    .iter()
                    .any(|e| {
                        matches!(
                            e.to,
                            Subject::OneOwnInGraveyard(_)
                                | Subject::OneEnemyInGraveyard
                                | Subject::OneOwnCard
                                | Subject::OneOwnInDeckCostingOther
                        )
                    });
            // One declared at each adjacent enemy card (Рузарх): once per
            // card found now, each naming its card as the waiting trigger's
            // other one, so `Near::EachAdjacent` accepts it alone.
            if let Target::One(f) = &a.target {
                if f.near == Some(crate::model::ability::Near::EachAdjacent) {
                    let player = self.trigger_controller(c);
                    let each: Vec<CardId> = self
                        .s
                        .play
                        .iter()
                        .copied()
                        .filter(|&t| {
                            self.card(t).controller != player
                                && matches!(
                                    (cell, self.standing_cell(t)),
                                    (Some(a), Some(b)) if a.is_adjacent(b)
                                )
                                && self.check_trigger_target(c, index, &a, t).is_ok()
                        })
                        .collect();
                    for t in each {
                        self.s.triggered.push((c, index, Some(t)));
                    }
                    continue;
                }
            }
            // So does one that names its targets one by one (`crate::rules::trigger_cast`).
            if matches!(a.target, Target::One(_) | Target::Chosen { .. }) || (a.target == Target::None && declared) {
                self.s.triggered.push((c, index, other));
                self.keep_trigger_x(c, index);
                continue;
            }
            if let Some(limit) = a.limit {
                self.s.used.push((c, index, limit));
            }
            // A spell or an impact at every card with a property (502.8): its
            // targets are fixed as it fires, and affected all at once (502.6).
            if a.cast.is_some() && matches!(a.target, Target::All { deferred: false, .. }) {
                let x = self.event_x(c, a.trigger_event());
                let targets = self.property_targets(self.trigger_controller(c), c, &a.target);
                self.apply_cast(c, index, &a, x, [&targets, &[]], true);
                continue;
            }
            // In a prophecy trigger X is the number of cards shown.
            // So it is the incarnation tokens of a card that got one.
            let x = self.event_x(c, a.trigger_event());
            let ctx = EffectCtx {
                cell,
                ..self.effect_ctx(c, index, other, x)
            };
            // In the middle of an action its effects may leave a card at 0
            // life: destroyed when the game next pauses (503.1).
            self.s.death_check |= !self.s.exec.is_empty();
            // A pick never waits here: its ability goes through the queue (above).
            let _ = self.apply_effects(&ctx, &a, 0, None);
        }
    }

    /// «Когда открывается» (Гризли Кронга): `c` has just opened, at its
    /// controller's turn start or by an effect.
    pub(crate) fn opened(&mut self, c: CardId) {
        if self.listened(TriggerEvent::Opens) && self.listens(c, TriggerEvent::Opens) {
            self.fire_own(c, |on| on == TriggerEvent::Opens);
        }
    }

    /// «При трупоедстве»: `c`'s corpse-eating has just healed it on the
    /// corpse of `eaten`, the event's other card (`dead`: its numbers as it
    /// died, Тролль-людоед's `poison of dead`).
    pub(crate) fn ate_corpse(&mut self, c: CardId, eaten: CardId) {
        if self.listened(TriggerEvent::EatsCorpse) && self.listens(c, TriggerEvent::EatsCorpse) {
            self.fire_at(c, eaten, TriggerEvent::EatsCorpse);
        }
    }

    /// The triggers of `c` on `event` with no other card (a turn's start or
    /// end, the start of the battle, its own move), where it stands now.
    pub(crate) fn fire_own(&mut self, c: CardId, event: impl Fn(TriggerEvent) -> bool) {
        let fired = self.triggers_on(c, |on, _| event(on));
        if !fired.is_empty() {
            let cell = self.card(c).zone.cell();
            self.fire(c, None, cell, fired);
        }
    }

    /// "При [атаке] по [этой карте]": the attacked card's triggers, after the
    /// calculation step and before the application, then rule effects.
    pub(crate) fn struck(&mut self, ctx: AttackCtx) {
        let event = TriggerEvent::Struck(crate::model::card::AttackSet::ALL);
        if !self.listened(event) || !self.listens(ctx.target, event) {
            return;
        }
        if self.fire_attacked(
            ctx,
            |on| matches!(on, TriggerEvent::Struck(kinds) if kinds.contains(ctx.kind)),
        ) {
            self.rule_effects();
        }
    }

    /// The attacked card's triggers on `ctx`'s attack that `fires` accepts,
    /// seen from it (the attacker is the other card, their `vs` checked on
    /// it). Whether any fired.
    fn fire_attacked(&mut self, ctx: AttackCtx, fires: impl Fn(TriggerEvent) -> bool + Copy) -> bool {
        let seen = AttackCtx {
            source: ctx.target,
            target: ctx.source,
            ..ctx
        };
        let fired = self.triggers_vs(ctx.target, ctx.source, &seen, fires);
        if fired.is_empty() {
            return false;
        }
        let cell = self.card(ctx.target).zone.cell();
        self.fire(ctx.target, Some(ctx.source), cell, fired);
        true
    }

    /// The attacker's "при [атаке]" triggers an attack will fire, found
    /// before the attack is applied: their conditions are checked on the
    /// attacked card as it stood before the attack.
    pub(crate) fn attack_triggers(&self, ctx: &AttackCtx) -> Vec<u8> {
        let event = TriggerEvent::Attacks(crate::model::card::AttackSet::ALL);
        if !self.listened(event) || !self.listens(ctx.source, event) {
            return Vec::new();
        }
        self.triggers_vs(
            ctx.source,
            ctx.target,
            ctx,
            |on| matches!(on, TriggerEvent::Attacks(kinds) if kinds.contains(ctx.kind)),
        )
    }

    /// After an attack was carried out: its riders (the later effects of the
    /// attacking ability `riders`, on the attacked card), then the attacker's
    /// triggers `fired` (found by [`Game::attack_triggers`] before the attack).
    /// `hit`: the attack wounded its target.
    pub(crate) fn after_attack(&mut self, ctx: AttackCtx, fired: Vec<u8>, riders: Option<u8>, x: u8, hit: bool) {
        if let Some(index) = riders {
            if let Some(a) = self.ability(ctx.source, index).cloned() {
                let ectx = EffectCtx {
                    hit: hit.then_some(ctx.kind),
                    ..self.effect_ctx(ctx.source, index, Some(ctx.target), x)
                };
                // No pick in an attacking ability (the card language refuses one).
                let _ = self.apply_effects(&ectx, &a, 1, Some(ctx.target));
            }
        }
        if fired.is_empty() || !self.abilities_active(ctx.source) {
            return;
        }
        let cell = self.card(ctx.source).zone.cell();
        self.fire(ctx.source, Some(ctx.target), cell, fired);
    }

    /// "При промахе": the attacker's simple strike at `target` missed; then
    /// the cards that watch any creature's miss.
    pub(crate) fn missed(&mut self, ctx: AttackCtx) {
        if self.listened(TriggerEvent::Misses) && self.listens(ctx.source, TriggerEvent::Misses) {
            let fired = self.triggers_vs(ctx.source, ctx.target, &ctx, |on| on == TriggerEvent::Misses);
            let cell = self.card(ctx.source).zone.cell();
            self.fire(ctx.source, Some(ctx.target), cell, fired);
        }
        if self.listened(TriggerEvent::Sees(crate::model::ability::Seen::Misses)) {
            // What it missed, for a card that fights it instead (Свирепый резак).
            self.s.missed_at.retain(|m| m.0 != ctx.source);
            self.s.missed_at.push((ctx.source, ctx.target));
        }
        self.seen(crate::model::ability::Seen::Misses, ctx.source);
    }

    /// «При [событии] существа»: creature `c` went through the event `what`;
    /// the cards in play (in order of entry) that watch it and whose `vs`
    /// conditions hold for `c` fire, `c` being their other card. Games whose
    /// cards watch nothing pay one mask test.
    #[inline]
    pub(crate) fn seen(&mut self, what: crate::model::ability::Seen, c: CardId) {
        if self.listened(TriggerEvent::Sees(what)) {
            self.seen_by_all(TriggerEvent::Sees(what), c);
        }
    }

    fn seen_by_all(&mut self, event: TriggerEvent, c: CardId) {
        self.seen_by_all_when(event, c, |on| on == event);
    }

    /// [`Game::seen_by_all`] for the events of one kind (`event`'s bit)
    /// that `fires` accepts.
    fn seen_by_all_when(&mut self, event: TriggerEvent, c: CardId, fires: impl Fn(TriggerEvent) -> bool + Copy) {
        for i in 0..self.s.play.len() {
            let Some(&l) = self.s.play.get(i) else { break };
            if !self.listens(l, event) {
                continue;
            }
            self.fire_at_when(l, c, fires);
        }
    }

    /// The triggers of `l` on `event` whose `vs` conditions hold for `other`
    /// (its other card) fire, `l` acting where it stands.
    pub(crate) fn fire_at(&mut self, l: CardId, other: CardId, event: TriggerEvent) {
        self.fire_at_when(l, other, |on| on == event);
    }

    /// [`Game::fire_at`] for the events that `fires` accepts.
    fn fire_at_when(&mut self, l: CardId, other: CardId, fires: impl Fn(TriggerEvent) -> bool + Copy) {
        let ctx = AttackCtx {
            source: l,
            target: other,
            ..AttackCtx::about(l)
        };
        let fired = self.triggers_vs(l, other, &ctx, fires);
        if !fired.is_empty() {
            let cell = self.card(l).zone.cell();
            self.fire(l, Some(other), cell, fired);
        }
    }

    /// «Когда получает фишку»: `c` has just gained tokens; its `on
    /// gains_token` triggers fire (their `while` sees the new count).
    /// Then the `on any_gains_token` triggers of every card fire, this one's
    /// too, `vs` picking whose (Проклятый маг).
    pub(crate) fn gained_tokens(&mut self, c: CardId) {
        if self.listened(TriggerEvent::GainsToken) && self.listens(c, TriggerEvent::GainsToken) {
            self.fire_own(c, |on| on == TriggerEvent::GainsToken);
        }
        self.seen(crate::model::ability::Seen::GainsToken, c);
    }

    /// Moved by another card: another card's ability has
    /// just moved `c` on the battlefield (a displacement or a teleport).
    pub(crate) fn displaced(&mut self, c: CardId) {
        if self.listened(TriggerEvent::Displaced) && self.listens(c, TriggerEvent::Displaced) {
            self.fire_own(c, |on| on == TriggerEvent::Displaced);
        }
        // Moved onto a half by another card's ability (Раэннат).
        if self.listened(TriggerEvent::EntersOwnHalf) {
            if let Some(to) = self.card(c).zone.cell() {
                self.entered_half(c, to);
            }
        }
    }

    /// Tokens lost at once: `c` has
    /// just lost `n` tokens at once.
    pub(crate) fn lost_tokens(&mut self, c: CardId, n: u8) {
        let event = TriggerEvent::AnyLosesTokens(0);
        if n > 0 && self.listened(event) {
            self.s.lost_x = n;
            self.seen_by_all_when(event, c, |on| matches!(on, TriggerEvent::AnyLosesTokens(k) if n >= k));
        }
    }

    /// Wounds from one attack: an attack (not a
    /// counter-strike) has just dealt `c` `wounds` wounds.
    pub(crate) fn wounded_by_attack(&mut self, c: CardId, wounds: u8) {
        let event = TriggerEvent::WoundedByAttack(0);
        if wounds > 0 && self.listened(event) && self.listens(c, event) {
            self.fire_own(c, |on| matches!(on, TriggerEvent::WoundedByAttack(n) if wounds >= n));
        }
        let any = TriggerEvent::AnyWoundedByAttack(0);
        if wounds > 0 && self.listened(any) {
            self.seen_by_all_when(
                any,
                c,
                |on| matches!(on, TriggerEvent::AnyWoundedByAttack(n) if wounds >= n),
            );
        }
    }

    /// Wounded by an attack of a kind (Рузарх): `ctx`'s attack — a
    /// counter-strike too — has just dealt its target `wounds` wounds; the
    /// target's `on wounded_by <attacks>` triggers fire, their `vs` checked
    /// on the attacker, the event's other card.
    pub(crate) fn wounded_by_kind(&mut self, ctx: AttackCtx, wounds: u8) {
        let event = TriggerEvent::WoundedBy(crate::model::card::AttackSet::ALL);
        if wounds == 0 || !self.listened(event) || !self.listens(ctx.target, event) {
            return;
        }
        self.fire_attacked(
            ctx,
            |on| matches!(on, TriggerEvent::WoundedBy(kinds) if kinds.contains(ctx.kind)),
        );
    }

    /// Wounds dealt by one attack (Бард Святолесья): `attacker`'s attack of
    /// `kind` (a counter-strike too) has just dealt `wounds` wounds; the `on
    /// any_deals_wounds` triggers of every card fire if it is still in play.
    pub(crate) fn dealt_wounds(&mut self, attacker: CardId, kind: AttackKind, wounds: u8) {
        let any = TriggerEvent::AnyDealsWounds {
            n: 0,
            attacks: AttackSet::ALL,
        };
        if wounds > 0 && self.listened(any) && self.s.play.contains(&attacker) {
            self.seen_by_all_when(
                any,
                attacker,
                |on| matches!(on, TriggerEvent::AnyDealsWounds { n, attacks } if wounds >= n && attacks.contains(kind)),
            );
        }
    }

    /// An attack that dealt nothing (Маг Тор-Гарона): `attacker`'s attack of
    /// `kind` (not a counter-strike) was carried out and dealt its target no
    /// wounds; the `on any_deals_no_wounds` triggers of every card fire if
    /// the attacker is still in play.
    pub(crate) fn dealt_no_wounds(&mut self, attacker: CardId, kind: AttackKind) {
        let any = TriggerEvent::AnyDealsNoWounds(AttackSet::ALL);
        if self.listened(any) && self.s.play.contains(&attacker) {
            self.seen_by_all_when(
                any,
                attacker,
                |on| matches!(on, TriggerEvent::AnyDealsNoWounds(attacks) if attacks.contains(kind)),
            );
        }
    }

    /// "Когда становится защитником": `defender` took the place of `instead_of` (502.1).
    pub(crate) fn defends(&mut self, defender: CardId, instead_of: CardId) {
        if !self.listened(TriggerEvent::Defends) || !self.listens(defender, TriggerEvent::Defends) {
            return;
        }
        let ctx = AttackCtx::about(defender);
        let fired = self.triggers_vs(defender, instead_of, &ctx, |on| on == TriggerEvent::Defends);
        let cell = self.card(defender).zone.cell();
        self.fire(defender, Some(instead_of), cell, fired);
        self.rule_effects();
    }

    /// «После того, как выступает защитником» (Ури): the simple strike of
    /// `attacker` that `defender` took as the defender was carried out (and
    /// the defender closed): its `on defended` triggers fire, the attacker
    /// being their other card.
    pub(crate) fn defended(&mut self, defender: CardId, attacker: CardId) {
        if !self.listened(TriggerEvent::Defended)
            || !self.card(defender).zone.in_play()
            || !self.listens(defender, TriggerEvent::Defended)
        {
            return;
        }
        let ctx = AttackCtx::about(defender);
        let fired = self.triggers_vs(defender, attacker, &ctx, |on| on == TriggerEvent::Defended);
        let cell = self.card(defender).zone.cell();
        self.fire(defender, Some(attacker), cell, fired);
    }

    /// "При перемещении": `c` moved by its movement from `from` to `to`;
    /// over the middle line, its crossing triggers fire too.
    pub(crate) fn moved(&mut self, c: CardId, from: Cell, to: Cell) {
        // Whose half it stepped or jumped onto (Иркиан's condition).
        let o = self.orientation();
        if let Some(p) = [Player::P1, Player::P2]
            .into_iter()
            .find(|&p| o.row_on_half(p, to).is_some())
        {
            self.s.cards[c.index()].path |= 1 << (crate::game::state::PATH_ENTERED_HALF + p.index() as u16);
        }
        if self.listened(TriggerEvent::Approached) {
            self.approached(c, from, to);
        }
        if self.listened(TriggerEvent::EntersOwnHalf) {
            self.entered_half(c, to);
        }
        if self.listened(TriggerEvent::Moves) && self.listens(c, TriggerEvent::Moves) {
            M::moves_trigger(self, c, from, to);
            self.fire_own(c, |on| on == TriggerEvent::Moves);
        }
        let crossing = TriggerEvent::Crosses { to_enemy: true };
        if self.listened(crossing) && self.listens(c, crossing) {
            let o = self.orientation();
            let me = self.card(c).controller;
            let (was_own, is_own) = (o.row_on_half(me, from).is_some(), o.row_on_half(me, to).is_some());
            if was_own != is_own {
                let event = TriggerEvent::Crosses { to_enemy: was_own };
                self.fire_own(c, |on| on == event);
            }
        }
    }

    /// «При прыжке» (Шакси): `c` has just jumped `distance` cells (its
    /// movement, after its `moves` triggers); its `on jumps` triggers fire,
    /// with that distance as their X (Разящий в ночи).
    pub(crate) fn jumped(&mut self, c: CardId, distance: u8) {
        if self.listened(TriggerEvent::Jumps) && self.listens(c, TriggerEvent::Jumps) {
            self.s.jump_x = distance;
            self.fire_own(c, |on| on == TriggerEvent::Jumps);
        }
        // «При прыжке вашего существа» (Хранитель Хартии): every listener.
        self.seen(crate::model::ability::Seen::Jumps, c);
        // Its symbiotes' «при телепортации или прыжке хозяина» (KINDS §6).
        if self.listened(TriggerEvent::HostJumps) {
            let seated: Vec<CardId> = self.symbiotes_on(c).collect();
            for s in seated {
                if self.listens(s, TriggerEvent::HostJumps) {
                    self.fire_own(s, |on| on == TriggerEvent::HostJumps);
                }
            }
        }
    }

    /// «При перемещении существа на клетку вашей половины» (Раэннат): `c`
    /// moved by its movement onto `to`; each card in play (in order of
    /// entry) whose controller's half holds `to` fires its `on
    /// enters_own_half` triggers whose `vs` holds for `c`.
    fn entered_half(&mut self, c: CardId, to: Cell) {
        let o = self.orientation();
        for i in 0..self.s.play.len() {
            let Some(&l) = self.s.play.get(i) else { break };
            if self.listens(l, TriggerEvent::EntersOwnHalf) && o.row_on_half(self.card(l).controller, to).is_some() {
                self.fire_at(l, c, TriggerEvent::EntersOwnHalf);
            }
        }
    }

    /// «Перемещается на соседнюю клетку»: the cards in play (in order of
    /// entry) that `c` came next to, moving from `from` to `to`, and whose
    /// `on approached` conditions hold for it.
    fn approached(&mut self, c: CardId, from: Cell, to: Cell) {
        for i in 0..self.s.play.len() {
            let Some(&d) = self.s.play.get(i) else { break };
            let Some(cell) = self.card(d).zone.cell() else { continue };
            if d == c || from.is_adjacent(cell) || !to.is_adjacent(cell) || !self.listens(d, TriggerEvent::Approached) {
                continue;
            }
            let ctx = crate::rules::effects::AttackCtx::about(d);
            let fired = self.triggers_vs(d, c, &ctx, |on| on == TriggerEvent::Approached);
            if !fired.is_empty() {
                self.fire(d, Some(c), Some(cell), fired);
            }
        }
    }

    /// Телепортация (502.7): `c` was teleported from `from` to `to`; the
    /// cards in play (in order of entry) that stood next to `from` and whose
    /// opponent's half `to` is on fire their `on
    /// adjacent_teleports_to_enemy_half` triggers, `c` being the other card.
    /// Games whose cards watch no teleport pay one mask test.
    #[inline]
    pub(crate) fn teleported(&mut self, c: CardId, from: Cell, to: Cell) {
        if self.listened(TriggerEvent::AdjacentTeleportsToEnemyHalf) {
            self.teleported_next_to(c, from, to);
        }
        self.seen(crate::model::ability::Seen::Teleports, c);
    }

    /// Its own teleport from the enemy half home (Бес):
    /// `c` teleported by its own teleportation from `from` to `to`; if that
    /// took it from its opponent's half onto its own, its `on
    /// teleports_to_own_half` triggers fire.
    pub(crate) fn teleported_home(&mut self, c: CardId, from: Cell, to: Cell) {
        let event = TriggerEvent::TeleportsToOwnHalf;
        if !self.listened(event) || !self.listens(c, event) {
            return;
        }
        let o = self.orientation();
        let me = self.card(c).controller;
        if o.on_half(me.opponent(), from) && o.on_half(me, to) {
            self.fire_own(c, |on| on == event);
        }
    }

    fn teleported_next_to(&mut self, c: CardId, from: Cell, to: Cell) {
        let event = TriggerEvent::AdjacentTeleportsToEnemyHalf;
        let o = self.orientation();
        for i in 0..self.s.play.len() {
            let Some(&d) = self.s.play.get(i) else { break };
            let Some(cell) = self.card(d).zone.cell() else { continue };
            if d == c
                || !from.is_adjacent(cell)
                || !self.listens(d, event)
                || !o.on_half(self.card(d).controller.opponent(), to)
            {
                continue;
            }
            let ctx = crate::rules::effects::AttackCtx::about(d);
            let fired = self.triggers_vs(d, c, &ctx, |on| on == event);
            if !fired.is_empty() {
                self.fire(d, Some(c), Some(cell), fired);
            }
        }
    }

    /// The cards in play whose triggers on a turn event (`event` for each
    /// side) fire at a turn of `p`, in order of entry. Returns false when no
    /// card of the game listens to it at all.
    fn turn_event(&mut self, p: Player, event: fn(crate::model::ability::Side) -> TriggerEvent) -> bool {
        use crate::model::ability::Side;
        if !self.listened(event(Side::Any)) {
            return false;
        }
        for i in 0..self.s.play.len() {
            let Some(&c) = self.s.play.get(i) else { break };
            if !self.listens(c, event(Side::Any)) {
                continue;
            }
            let own = self.card(c).controller == p;
            let any = event(Side::Any);
            let mine = event(if own { Side::Own } else { Side::Enemy });
            self.fire_own(c, |on| on == any || on == mine);
        }
        true
    }

    /// Start of `p`'s turn: poison wounds (GAME.md §7), incarnation tokens,
    /// the «в начале боя» triggers at the first turn, then the «в начале
    /// хода» triggers of both players' cards.
    /// Returns whether it ended by applying the rule effects (503.1), which
    /// nothing has changed since.
    pub(crate) fn turn_start_markers(&mut self, p: Player) -> bool {
        // A card poisoned to 0 life is destroyed at once (503.1), before any
        // other start-of-turn ability (its regeneration included) can act.
        if self.poison_wounds(p) {
            self.rule_effects();
            if self.s.result.is_some() {
                return false;
            }
        }
        self.incarnation_tokens(p);
        if self.s.result.is_some() {
            return false;
        }
        // The player's blasts go off ([?] order: after poison, before the
        // «в начале хода» triggers); what they did is settled at once (503.1).
        if !self.s.markers.is_empty() && self.blasts(p) {
            self.rule_effects();
            if self.s.result.is_some() {
                return false;
            }
        }
        // The card mechanics' markers go off (Тергала's runes): after the
        // blasts, before the «в начале хода» triggers ([?] order).
        let runes = M::turn_start_markers(self, p);
        let battle_start = self.s.turn == 1 && self.listened(TriggerEvent::BattleStart);
        if battle_start {
            // The first player's cards first, then the second's.
            for side in [p, p.opponent()] {
                for i in 0..self.s.play.len() {
                    let Some(&c) = self.s.play.get(i) else { break };
                    if self.card(c).controller == side && self.listens(c, TriggerEvent::BattleStart) {
                        self.fire_own(c, |on| on == TriggerEvent::BattleStart);
                    }
                }
            }
        }
        let turn_start = self.turn_event(p, TriggerEvent::TurnStart);
        // Valhalla: after the «в начале хода» triggers of the cards in play ([?] order).
        let valhalla = self.valhalla(p);
        // The opponent's graveyard cards listening to this turn's start (Скелетный червь).
        let graveyard = self.listened(TriggerEvent::EnemyTurnStartInGraveyard) && self.enemy_turn_start_in_graveyard(p);
        if turn_start || battle_start || valhalla || runes || graveyard {
            // What the triggers did is settled before the regeneration (503.1).
            self.rule_effects();
            return true;
        }
        false
    }

    /// «Вальхалла» (GAME.md §7): at the start of `p`'s turn, each card of
    /// `p`'s graveyard that died from an attack fires its `on valhalla`
    /// triggers, acting from the graveyard; in graveyard order. Returns
    /// whether any fired.
    fn valhalla(&mut self, p: Player) -> bool {
        if !self.listened(TriggerEvent::Valhalla) {
            return false;
        }
        let mut any = false;
        let graveyard = self.s.players[p.index()].graveyard.clone();
        for c in graveyard {
            let card = self.card(c);
            if card.zone != crate::game::state::Zone::Graveyard
                || !card.by_attack
                || !self.db.listens(card.def, TriggerEvent::Valhalla)
            {
                continue;
            }
            let mut fired = self.triggers_on(c, |on, _| on == TriggerEvent::Valhalla);
            if let (Some(&first), false) = (fired.first(), any) {
                // Рагнар: the turn's first Valhalla trigger fires twice.
                if let Some(by) = self.valhalla_twice(p) {
                    fired.insert(0, first);
                    self.events.push(Event::TriggerDoubled {
                        by,
                        card: c,
                        index: first,
                    });
                }
            }
            any |= !fired.is_empty();
            self.fire(c, None, None, fired);
        }
        any
    }

    /// «В начале хода противника, если эта карта на кладбище»: at the
    /// start of `p`'s turn, each card of the opponent's graveyard fires its
    /// `on enemy_turn_start_in_graveyard` triggers, acting from there for
    /// its owner; in graveyard order. Returns whether any fired.
    fn enemy_turn_start_in_graveyard(&mut self, p: Player) -> bool {
        let mut any = false;
        let graveyard = self.s.players[p.opponent().index()].graveyard.clone();
        for c in graveyard {
            if self.card(c).zone != crate::game::state::Zone::Graveyard
                || !self
                    .db
                    .listens(self.card(c).def, TriggerEvent::EnemyTurnStartInGraveyard)
            {
                continue;
            }
            let fired = self.triggers_on(c, |on, _| on == TriggerEvent::EnemyTurnStartInGraveyard);
            any |= !fired.is_empty();
            self.fire(c, None, None, fired);
        }
        any
    }

    /// The face-up card of `p` in play that makes `p`'s first Valhalla
    /// trigger of the turn fire twice ([`Keyword::ValhallaTwice`]), if any.
    fn valhalla_twice(&self, p: Player) -> Option<CardId> {
        if self.features.keywords & Keyword::ValhallaTwice.bit() == 0 {
            return None;
        }
        self.s.play.iter().copied().find(|&c| {
            let card = self.card(c);
            card.controller == p && card.face_up && self.has_keyword(c, Keyword::ValhallaTwice)
        })
    }

    /// End of `p`'s turn: the «в конце хода» triggers of both players' cards.
    /// Returns true when one waits for its target (a decision).
    pub(crate) fn turn_end_triggers(&mut self, p: Player) -> bool {
        if !self.turn_event(p, TriggerEvent::TurnEnd) {
            return false;
        }
        self.rule_effects();
        self.s.result.is_some() || self.next_trigger()
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
            let mut n = card.poison;
            // What markers add to it (a lantern on its cell).
            if !self.s.markers.is_empty() {
                n = M::poison_wounds(self, c, n);
            }
            // Replacement effects (516.1.1), protection from poison (515.1), prevention.
            let wounds = self.wound_by_effect(c, n, WoundFrom::Poison);
            if wounds > 0 {
                any = true;
                let life = self.life(c);
                self.events.push(Event::PoisonWounds { card: c, wounds, life });
                self.s.poison_x = wounds;
                self.seen(crate::model::ability::Seen::PoisonWounds, c);
            }
        }
        any
    }

    /// Triggered abilities waiting for their target: the first one with a legal
    /// target becomes a decision of its controller; ones without are skipped.
    /// Returns true when a decision is now pending.
    pub(crate) fn next_trigger(&mut self) -> bool {
        // Healings set aside for their replacements come first (516.1, crate::rules::heal).
        if !self.s.heals.is_empty() && self.next_healing() {
            return true;
        }
        if self.s.triggered.is_empty() {
            return false;
        }
        while let Some(&(source, index, other)) = self.s.triggered.first() {
            // One that names its targets one by one is declared at once (`crate::rules::trigger_cast`).
            if self.trigger_casts(source, index) {
                self.s.triggered.remove(0);
                if self.start_trigger_draft(source, index, other) {
                    return true;
                }
                self.forget_trigger_x(source, index);
                self.events.push(Event::TriggerSkipped { card: source, index });
                continue;
            }
            let player = self.trigger_controller(source);
            // A triggered summon is declared by looking through the deck (`crate::rules::summon`).
            if self.summon_trigger(source, index) {
                if self.may_look(player, source, index) {
                    self.start_look(player, source, index, None);
                    return true;
                }
            } else {
                // Its options as the decision will offer them (a trigger at
                // each adjacent enemy card names its own card then).
                let before = self.s.phase;
                self.s.phase = crate::game::Phase::Trigger { player };
                let mut options = Vec::new();
                self.trigger_choices(source, index, &mut options);
                if !options.is_empty() {
                    return true;
                }
                self.s.phase = before;
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

    /// Is ability `index` of `source` a triggered summon (of a named card,
    /// or of one with printed properties), which its player may skip (517.3)?
    pub(crate) fn summon_trigger(&self, source: CardId, index: u8) -> bool {
        self.ability(source, index)
            .is_some_and(|a| a.trigger_event().is_some() && matches!(a.main_effect(), Some(EffectKind::Summon { .. })))
    }

    /// May the triggered summon `index` of `source` be declared, looking
    /// through the deck (`crate::rules::summon`): its source and use allow
    /// it, and some card could enter whatever the deck holds?
    fn may_look(&self, player: Player, source: CardId, index: u8) -> bool {
        self.check_trigger_use(player, source, index, false).is_ok()
            && self
                .ability(source, index)
                .is_some_and(|a| self.check_summon_room(source, a).is_ok())
    }

    /// The first waiting trigger is declared: it leaves the waiting list,
    /// and the event's other card it names is kept for its execution.
    pub(crate) fn take_trigger(&mut self) {
        let (c, index, other) = self.s.triggered.remove(0);
        if let Some(other) = other {
            self.s.trigger_others.push((c, index, other));
        }
    }

    /// The player skips a triggered summon "as if the card were not in the
    /// deck" (517.3), finding nothing in its look; the deck is shuffled all
    /// the same. Or the player declines an optional («может») trigger. Then
    /// the next trigger, the queue, or the turn goes on.
    pub(crate) fn decline_trigger(&mut self, player: Player) {
        let (card, index, _) = self.s.triggered.remove(0);
        // A declined trigger is done with the X its event gave it.
        self.forget_trigger_x(card, index);
        self.events.push(Event::TriggerDeclined { card, index });
        if self.summon_trigger(card, index) {
            self.shuffle_deck(player);
        }
        if !self.next_trigger() {
            self.go_on();
        }
    }

    /// "При гибели": the destroyed card's death triggers fire; it acts from the
    /// graveyard, measuring "adjacent" from `cell`, where it stood. Its
    /// `dies_per_token` triggers fire once for each of the `tokens` it held
    /// (Сердце бурь), one after another.
    pub(crate) fn died(&mut self, c: CardId, cell: Option<Cell>, tokens: u8) {
        let fired = self.triggers_on(c, |on, _| on == TriggerEvent::Dies);
        self.fire(c, None, cell, fired);
        if tokens > 0 && self.listened(TriggerEvent::DiesPerToken) {
            let per_token = self.triggers_on(c, |on, _| on == TriggerEvent::DiesPerToken);
            for _ in 0..tokens {
                self.fire(c, None, cell, per_token.clone());
            }
        }
    }

    /// "При гибели существа": before creature `c` leaves play, the other
    /// cards whose triggers its death fires, checked on `c` as it stands.
    pub(crate) fn death_listeners(&self, c: CardId) -> Vec<(CardId, Vec<u8>)> {
        if !self.listened(TriggerEvent::CreatureDies) || !self.is_creature(c) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for &l in &self.s.play {
            if l == c || !self.listens(l, TriggerEvent::CreatureDies) {
                continue;
            }
            let ctx = AttackCtx {
                source: l,
                target: c,
                ..AttackCtx::about(l)
            };
            let fired = self.triggers_vs(l, c, &ctx, |on| on == TriggerEvent::CreatureDies);
            if !fired.is_empty() {
                out.push((l, fired));
            }
        }
        out
    }

    /// The triggers `death_listeners` found act, for the creature `dead`.
    pub(crate) fn creature_died(&mut self, dead: CardId, listeners: Vec<(CardId, Vec<u8>)>) {
        for (l, fired) in listeners {
            if self.abilities_active(l) {
                let cell = self.card(l).zone.cell();
                self.fire(l, Some(dead), cell, fired);
            }
        }
    }

    /// "При инкарнации": creature `c` has just incarnated.
    pub(crate) fn incarnated(&mut self, c: CardId) {
        if !self.listened(TriggerEvent::Incarnates) {
            return;
        }
        for i in 0..self.s.play.len() {
            let Some(&l) = self.s.play.get(i) else { break };
            if !self.listens(l, TriggerEvent::Incarnates) {
                continue;
            }
            let ctx = AttackCtx {
                source: l,
                target: c,
                ..AttackCtx::about(l)
            };
            let fired = self.triggers_vs(l, c, &ctx, |on| on == TriggerEvent::Incarnates);
            if !fired.is_empty() {
                let cell = self.card(l).zone.cell();
                self.fire(l, Some(c), cell, fired);
            }
        }
    }
}
