//! The turn (GAME.md §4): opening and movement at the start, the active
//! player's actions, closing to gain a token, the end of the turn.

use crate::card::{Effect, Keyword, Prohibition};
use crate::event::{Action, EndReason, Event, GameResult};
use crate::game::{refuse, Choice, Game, Illegal, Phase, Refusal};
use crate::rules::Rule;
use crate::state::{CardState, Zone};
use crate::types::{CardId, Player};

impl Game {
    /// Start of turn: the active player's cards open and movement is restored
    /// (rule effects, 503.1), armor is restored, then regeneration.
    pub(crate) fn start_turn(&mut self, p: Player) {
        if let Some(limit) = self.cfg.turn_limit {
            if self.s.turn >= limit {
                self.end_game(GameResult {
                    winner: None,
                    reason: EndReason::TurnLimit,
                });
                return;
            }
        }
        // A position may start at any turn number: the counter stops at its largest value.
        self.s.turn = self.s.turn.saturating_add(1);
        self.s.declared = 0;
        self.s.active = p;
        self.s.phase = Phase::Main;
        self.events.push(Event::TurnStarted {
            player: p,
            turn: self.s.turn,
        });
        for i in 0..self.s.play.len() {
            let c = self.s.play[i];
            let movement = self.def(c).movement;
            let card = &mut self.s.cards[c.index()];
            if card.armor_used > 0 {
                card.armor_used = 0;
                self.events.push(Event::ArmorRestored { card: c });
            }
            if card.controller != p {
                continue;
            }
            card.moves_left = movement;
            card.moved = 0;
            if card.stunned {
                // Оглушение: the card does not open this time; the marker goes.
                card.stunned = false;
                if !card.open {
                    self.events.push(Event::StayedClosed { card: c });
                }
            } else if !card.open {
                card.open = true;
                self.events.push(Event::Opened { card: c });
            }
        }
        self.events.push(Event::MovementRestored { player: p });
        // Start-of-turn abilities: poison first, then regeneration ([?] order, GAME.md §4).
        self.turn_start_markers(p);
        if self.s.result.is_some() {
            return;
        }
        // Regeneration, with its replacement effects (516.1): a choice waits as a
        // decision, and the rest of the start (`after_regeneration`) follows it.
        if self.regenerate_from(p, 0) {
            return;
        }
        self.after_regeneration();
    }

    /// Ending the turn: the opponent's turn begins.
    pub(crate) fn end_turn(&mut self) {
        let p = self.s.active;
        // «В конце хода»: deferred abilities fix their targets now (120, 502.8),
        // before the effects that end with the turn are removed (GAME.md §4).
        if !self.s.deferred.is_empty() {
            self.resolve_deferred();
            if self.s.result.is_some() {
                return;
            }
        }
        // Flights "until the end of the turn" end: the cards land (503.1).
        if !self.s.flights.is_empty() {
            self.land_all();
        }
        // Control taken "until the end of the turn" is lost: the opponent gets
        // the card back unless it can't be taken into that squad (517).
        if !self.s.lent.is_empty() {
            self.end_temporary_control();
        }
        // Once-per-turn abilities may be used again next turn.
        if !self.s.used.is_empty() {
            self.s.used.retain(|u| u.2 != crate::card::UseLimit::Turn);
        }
        // Effects lasting "until the end of the turn" are removed (503.1).
        for i in 0..self.s.play.len() {
            let c = self.s.play[i];
            let card = &mut self.s.cards[c.index()];
            if card.silenced || card.no_heal || card.turn_prohibitions() != 0 {
                card.silenced = false;
                card.no_heal = false;
                card.prohibited &= CardState::SUPPRESSED;
                self.events.push(Event::EffectExpired { card: c });
            }
        }
        self.events.push(Event::TurnEnded {
            player: p,
            turn: self.s.turn,
        });
        if self.s.back_row_hidden && p == self.s.first {
            self.reveal_back_row();
            self.rule_effects();
            if self.s.result.is_some() {
                return;
            }
        }
        self.start_turn(p.opponent());
    }

    /// Declarations `p` may make now: all of them in the main decision, only
    /// sudden ones in a response window. Appends to `out`. The source checks
    /// run once per card; each candidate then gets only its own checks, the
    /// same ones [`Game::check_action`] applies.
    pub(crate) fn main_choices(&self, p: Player, sudden_only: bool, out: &mut Vec<Choice>) {
        for &c in &self.s.play {
            if self.check_source(p, c).is_err() {
                continue;
            }
            // A card whose closing is already reserved may still declare actions that don't close it.
            let closing_free = !self.closing_reserved(c);
            let card = self.card(c);
            let def = self.def(c);
            // «Не может …» (514.2): checked once per card, like the source checks.
            let may_attack = !self.is_prohibited(c, Prohibition::Attack);
            if !sudden_only {
                if let Zone::Battlefield(cell) = card.zone {
                    if card.moves_left > 0 && !self.is_prohibited(c, Prohibition::Move) {
                        for to in cell.orthogonal() {
                            if self.at(to).is_none() {
                                out.push(Choice::Declare {
                                    source: c,
                                    action: Action::Move { to },
                                });
                            }
                        }
                    }
                }
                let only_opposite = self.has_keyword(c, Keyword::StrikesOnlyOpposite);
                self.for_each_enemy_candidate(c, |t| {
                    if !closing_free || !may_attack {
                        return;
                    }
                    if self.check_melee_target_with(c, t, only_opposite).is_ok() {
                        out.push(Choice::Declare {
                            source: c,
                            action: Action::Strike { target: t },
                        });
                    }
                });
                if closing_free && !card.lacks_abilities() && def.has_token_ability() && card.tokens < self.token_max(c)
                {
                    out.push(Choice::Declare {
                        source: c,
                        action: Action::GainToken,
                    });
                }
            }
            // A card that lost its abilities has none to declare (502.3.1).
            let activated: &[crate::card::Activated] = if card.lacks_abilities() { &[] } else { &def.activated };
            for (i, a) in activated.iter().enumerate() {
                if (sudden_only && !a.sudden)
                    || (a.limit.is_some() && self.used_up(c, i as u8))
                    || (a.closes && !closing_free)
                    || (!may_attack && a.effect.attack_kind().is_some())
                    || card.tokens.saturating_sub(card.reserved_tokens) < a.tokens
                {
                    continue;
                }
                let index = i as u8;
                // An ability with a cost of X is declared with each X the card can pay (501.15).
                let max_x = self.max_x(c, a);
                let declare = |out: &mut Vec<Choice>, target: Option<CardId>| match max_x {
                    None => out.push(Choice::Declare {
                        source: c,
                        action: Action::Ability { index, target },
                    }),
                    Some(m) => {
                        for x in 0..=m {
                            out.push(Choice::Declare {
                                source: c,
                                action: Action::AbilityX { index, target, x },
                            });
                        }
                    }
                };
                match &a.effect {
                    &Effect::Attack {
                        kind,
                        range,
                        adjacent_ok,
                        ..
                    } => {
                        for &t in &self.s.play {
                            if self.card(t).controller != p
                                && self.check_ability_target(c, t, kind, range, adjacent_ok).is_ok()
                            {
                                declare(out, Some(t));
                            }
                        }
                    }
                    Effect::HealSelf(_) | Effect::SacrificeThen { .. } => declare(out, None),
                    // A spell needing N targets is offered only when N can be named.
                    Effect::GainFlight | Effect::Cast(_) => {
                        if self.check_effect_target(c, &a.effect, None).is_ok() {
                            declare(out, None);
                        }
                    }
                    Effect::Teleport => {
                        for cell in crate::battlefield::Cell::all() {
                            if self.check_teleport(c, cell).is_ok() {
                                let action = Action::AbilityAt { index, cell };
                                out.push(Choice::Declare { source: c, action });
                            }
                        }
                    }
                    Effect::Resurrect | Effect::Summon => {
                        for i in 0..self.s.cards.len() {
                            let t = CardId(i as u8);
                            if self.check_effect_target(c, &a.effect, Some(t)).is_ok() {
                                declare(out, Some(t));
                            }
                        }
                    }
                    Effect::Volley { .. }
                    | Effect::Redirect { .. }
                    | Effect::Silence
                    | Effect::TakeControl
                    | Effect::TakeControlUntilEndOfTurn
                    | Effect::DestroyTarget => {
                        for &t in &self.s.play {
                            if self.check_effect_target(c, &a.effect, Some(t)).is_ok() {
                                declare(out, Some(t));
                            }
                        }
                    }
                }
            }
        }
    }

    /// The target checks of an activated ability's effect (501.17, 502.4–502.6).
    pub(crate) fn check_effect_target(
        &self,
        source: CardId,
        effect: &Effect,
        target: Option<CardId>,
    ) -> Result<(), Illegal> {
        match (effect, target) {
            // Only a ground card on the battlefield can take flight.
            (Effect::GainFlight, None) => {
                if self.card(source).zone.cell().is_none() || self.def(source).is_flyer() {
                    return refuse(Rule::R503_1, Refusal::NotOnBattlefield);
                }
                Ok(())
            }
            (Effect::GainFlight, Some(_)) => refuse(Rule::R502_5, Refusal::NoTargetAllowed),
            // A spell's or an impact's targets are named after the declaration
            // (502.4) or defined by a property (502.8), never here.
            (Effect::Cast(c), None) => match c.chosen() {
                // Declared only if enough targets can be named.
                Some((min, ..)) if min > 0 => {
                    let legal = self
                        .s
                        .play
                        .iter()
                        .filter(|&&t| self.check_cast_target(source, c, t).is_ok());
                    if legal.count() < min as usize {
                        return refuse(Rule::R502_4, Refusal::TooFewTargets);
                    }
                    Ok(())
                }
                _ => Ok(()),
            },
            (Effect::Cast(_), Some(_)) => refuse(Rule::R502_4, Refusal::NoTargetAllowed),
            (Effect::HealSelf(_) | Effect::SacrificeThen { .. }, None) => Ok(()),
            (Effect::HealSelf(_) | Effect::Teleport | Effect::SacrificeThen { .. }, Some(_)) => {
                refuse(Rule::R502_5, Refusal::NoTargetAllowed)
            }
            (Effect::Teleport, None) => refuse(Rule::R502_7, Refusal::NeedsTarget),
            (
                Effect::Attack { .. }
                | Effect::Volley { .. }
                | Effect::Redirect { .. }
                | Effect::Silence
                | Effect::Resurrect
                | Effect::Summon
                | Effect::TakeControl
                | Effect::TakeControlUntilEndOfTurn
                | Effect::DestroyTarget,
                None,
            ) => refuse(Rule::R502_5, Refusal::NeedsTarget),
            (Effect::Resurrect | Effect::Summon, Some(t)) => self.check_entering(source, effect, t),
            (Effect::TakeControl | Effect::TakeControlUntilEndOfTurn, Some(t)) => {
                self.check_enemy(source, t)?;
                if !self.is_creature(t) {
                    return refuse(Rule::R517Control, Refusal::NotACreature);
                }
                // A card that can't be taken into this squad can't be taken under control (514.2).
                if !self.may_join_squad(t, self.card(source).controller) {
                    return refuse(Rule::R514_2, Refusal::CannotJoinSquad);
                }
                Ok(())
            }
            (Effect::DestroyTarget, Some(t)) => {
                if t.index() >= self.s.cards.len() {
                    return refuse(Rule::R502_5, Refusal::NoSuchCard);
                }
                // Destroying a card in a graveyard or in a hand is illegal (528).
                if !self.card(t).zone.in_play() {
                    return refuse(Rule::R528, Refusal::NotInPlay);
                }
                Ok(())
            }
            (
                Effect::Attack {
                    kind,
                    range,
                    adjacent_ok,
                    ..
                },
                Some(t),
            ) => self.check_ability_target(source, t, *kind, *range, *adjacent_ok),
            (Effect::Volley { kind, range, .. }, Some(t)) => {
                if t.index() < self.s.cards.len() && !self.is_creature(t) {
                    return refuse(Rule::R501_17, Refusal::NotACreature);
                }
                self.check_ability_target(source, t, *kind, *range, true)
            }
            (Effect::Redirect { kinds }, Some(t)) => {
                if t.index() >= self.s.cards.len() {
                    return refuse(Rule::R502_5, Refusal::NoSuchCard);
                }
                let tc = self.card(t);
                if t == source || !tc.zone.in_play() || tc.controller != self.card(source).controller {
                    return refuse(Rule::R501_17, Refusal::NotYourCard);
                }
                if self.pending_attack_at(*kinds, t, source).is_none() {
                    return refuse(Rule::R501_17, Refusal::NoAttackToRedirect);
                }
                Ok(())
            }
            (Effect::Silence, Some(t)) => {
                if t.index() >= self.s.cards.len() {
                    return refuse(Rule::R502_5, Refusal::NoSuchCard);
                }
                if !self.card(t).zone.in_play() || !self.is_creature(t) {
                    return refuse(Rule::R501_17, Refusal::NotInPlay);
                }
                Ok(())
            }
        }
    }

    /// Resurrection (517.4) and summoning (517.3): a creature card from the
    /// controller's own graveyard or deck, with room for it in play.
    fn check_entering(&self, source: CardId, effect: &Effect, t: CardId) -> Result<(), Illegal> {
        if t.index() >= self.s.cards.len() {
            return refuse(Rule::R502_5, Refusal::NoSuchCard);
        }
        let p = self.card(source).controller;
        let tc = self.card(t);
        let summon = *effect == Effect::Summon;
        let (rule, zone, refusal) = if summon {
            (Rule::R517_3, Zone::Deck, Refusal::NotInDeck)
        } else {
            (Rule::R517_4, Zone::Graveyard, Refusal::NotInGraveyard)
        };
        if tc.zone != zone {
            // Resurrecting a creature in play is illegal (528).
            let rule = if tc.zone.in_play() { Rule::R528 } else { rule };
            return refuse(rule, refusal);
        }
        if tc.owner != p {
            return refuse(rule, refusal);
        }
        if !self.is_creature(t) {
            return refuse(rule, Refusal::NotACreature);
        }
        if !self.def(t).is_flyer() && self.free_cell(p).is_none() {
            return refuse(rule, Refusal::NoCellLeft);
        }
        Ok(())
    }

    /// Teleportation: from the battlefield to an empty cell (502.7).
    fn check_teleport(&self, source: CardId, cell: crate::battlefield::Cell) -> Result<(), Illegal> {
        if self.card(source).zone.cell().is_none() {
            return refuse(Rule::R502_7, Refusal::NotOnBattlefield);
        }
        if self.at(cell).is_some() {
            return refuse(Rule::R502_7, Refusal::CellOccupied);
        }
        Ok(())
    }

    /// The targets the next part of a volley may be declared at: creatures the
    /// volley has not chosen yet.
    pub(crate) fn volley_choices(&self, source: CardId, index: u8, out: &mut Vec<Choice>) {
        for &t in &self.s.play {
            if self.check_volley_target(source, index, t).is_ok() {
                out.push(Choice::Declare {
                    source,
                    action: Action::Ability { index, target: Some(t) },
                });
            }
        }
    }

    /// A later part of a volley: a creature not chosen yet, within the attack's
    /// range and method (501.17, example 2).
    pub(crate) fn check_volley_target(&self, source: CardId, index: u8, t: CardId) -> Result<(), Illegal> {
        let Some(v) = self
            .s
            .volley
            .as_ref()
            .filter(|v| v.source == source && v.index == index)
        else {
            return refuse(Rule::Pipeline, Refusal::WrongKindOfChoice);
        };
        if v.chosen.contains(&t) {
            return refuse(Rule::R501_17, Refusal::AlreadyChosen);
        }
        self.check_continuation(source, Action::Ability { index, target: Some(t) })
    }

    /// A later part of a compound ability is checked only for its target: the
    /// source need not be open nor still have the ability (502.3.2), but must be in play.
    pub(crate) fn check_continuation(&self, source: CardId, action: Action) -> Result<(), Illegal> {
        if !self.card(source).zone.in_play() {
            return refuse(Rule::R502_3, Refusal::NotInPlay);
        }
        let Action::Ability { index, target } = action else {
            return refuse(Rule::R502_3, Refusal::NoSuchAbility);
        };
        let Some(a) = self.def(source).activated.get(index as usize) else {
            return refuse(Rule::R502_3, Refusal::NoSuchAbility);
        };
        self.check_effect_target(source, &a.effect, target)
    }

    /// Enemy cards a simple strike of `c` could reach: adjacent ones for a
    /// ground creature, every enemy card for a flyer.
    fn for_each_enemy_candidate(&self, c: CardId, mut f: impl FnMut(CardId)) {
        let me = self.card(c).controller;
        match self.card(c).zone {
            Zone::Battlefield(cell) => {
                for n in cell.neighbours() {
                    if let Some(t) = self.at(n) {
                        if self.card(t).controller != me {
                            f(t);
                        }
                    }
                }
            }
            _ => {
                for &t in &self.s.play {
                    if self.card(t).controller != me {
                        f(t);
                    }
                }
            }
        }
    }

    /// A triggered attack: its source need not be open (a triggered ability is
    /// not an action the card chooses to take), but must be face up in play
    /// under `p`'s control; its target obeys the attack's range and method (501.17).
    fn check_triggered(&self, p: Player, source: CardId, index: u8, target: CardId) -> Result<(), Illegal> {
        if !self.contains(source) {
            return refuse(Rule::R502_2, Refusal::NoSuchCard);
        }
        let from_graveyard = self
            .def(source)
            .triggers
            .get(index as usize)
            .is_some_and(|t| t.on == crate::card::TriggerOn::Dies);
        if from_graveyard {
            // A death trigger acts from the graveyard, for the card's owner.
            if self.card(source).zone != Zone::Graveyard || self.card(source).owner != p {
                return refuse(Rule::R502_3, Refusal::NotInGraveyard);
            }
        } else {
            self.check_in_play(p, source)?;
        }
        if self.is_prohibited(source, Prohibition::Attack) {
            return refuse(Rule::R514_2, Refusal::Prohibited);
        }
        match self.def(source).triggers.get(index as usize).map(|t| &t.reaction) {
            // A triggered summon: a card of that name in the own deck, with room (517.3).
            Some(crate::card::Reaction::Summon { ru, .. }) => {
                self.check_entering(source, &Effect::Summon, target)?;
                if self.def(target).name_ru != *ru {
                    return refuse(Rule::R517_3, Refusal::NotInDeck);
                }
                Ok(())
            }
            Some(crate::card::Reaction::Attack {
                kind,
                range,
                adjacent_ok,
                ..
            }) => self.check_ability_target(source, target, *kind, *range, *adjacent_ok),
            _ => refuse(Rule::R502_3, Refusal::NoSuchAbility),
        }
    }

    /// Does this action close its source when paid (GAME.md §4)?
    pub(crate) fn action_closes(&self, source: CardId, action: Action) -> bool {
        match action {
            Action::Move { .. } | Action::Triggered { .. } => false,
            Action::Strike { .. } | Action::GainToken => true,
            Action::Ability { index, .. } | Action::AbilityAt { index, .. } | Action::AbilityX { index, .. } => {
                self.ability(source, index).is_some_and(|a| a.closes)
            }
        }
    }

    /// Is a closing of `c` already reserved by a declaration waiting in the queue (501.12)?
    pub(crate) fn closing_reserved(&self, c: CardId) -> bool {
        self.s
            .queue
            .iter()
            .any(|d| d.source == c && self.action_closes(c, d.action))
    }

    /// The source checks of every declaration (502.3): a face-up, open card in
    /// play under `p`'s control.
    pub fn check_source(&self, p: Player, source: CardId) -> Result<(), Illegal> {
        self.check_in_play(p, source)?;
        if !self.card(source).open {
            return refuse(Rule::Turn, Refusal::NotOpen);
        }
        Ok(())
    }

    /// A face-up card in play under `p`'s control (502.2, 502.3).
    fn check_in_play(&self, p: Player, source: CardId) -> Result<(), Illegal> {
        if source.index() >= self.s.cards.len() {
            return refuse(Rule::R502_2, Refusal::NoSuchCard);
        }
        let card = self.card(source);
        if !card.zone.in_play() {
            return refuse(Rule::R502_3, Refusal::NotInPlay);
        }
        if card.controller != p {
            return refuse(Rule::R502_3, Refusal::NotYourCard);
        }
        if !card.face_up {
            return refuse(Rule::R502_3, Refusal::FaceDown);
        }
        Ok(())
    }

    /// Can `p` declare this action now? Checked at declaration and again at the
    /// start of execution (`executing`), against the original target (502.3, 501.17).
    pub fn check_action(&self, p: Player, source: CardId, action: Action, executing: bool) -> Result<(), Illegal> {
        if let Action::Triggered { index, target } = action {
            return self.check_triggered(p, source, index, target);
        }
        self.check_source(p, source)?;
        let card = self.card(source);
        if self.action_closes(source, action) && self.closing_reserved(source) {
            return refuse(Rule::R501_12, Refusal::ClosingReserved);
        }
        // «Не может …» (514.2): a prohibition beats any permission.
        let forbidden = match action {
            Action::Move { .. } => Some(Prohibition::Move),
            Action::Strike { .. } => Some(Prohibition::Attack),
            Action::Ability { index, .. } | Action::AbilityX { index, .. } => self
                .ability(source, index)
                .filter(|a| a.effect.attack_kind().is_some())
                .map(|_| Prohibition::Attack),
            _ => None,
        };
        if forbidden.is_some_and(|p| self.is_prohibited(source, p)) {
            return refuse(Rule::R514_2, Refusal::Prohibited);
        }
        match action {
            Action::Move { to } => {
                let Zone::Battlefield(from) = card.zone else {
                    return refuse(Rule::Flyers, Refusal::FlyersDoNotMove);
                };
                if card.moves_left == 0 {
                    return refuse(Rule::Turn, Refusal::NoMovementLeft);
                }
                if !from.is_orthogonal_to(to) {
                    return refuse(Rule::Turn, Refusal::NotOrthogonalStep);
                }
                if self.at(to).is_some() {
                    return refuse(Rule::R502_7, Refusal::CellOccupied);
                }
                Ok(())
            }
            Action::Triggered { index, target } => self.check_triggered(p, source, index, target),
            Action::Strike { target } => self.check_melee_target(source, target),
            Action::GainToken => {
                if card.lacks_abilities() || !self.def(source).has_token_ability() {
                    return refuse(Rule::Turn, Refusal::NoTokenAbility);
                }
                if card.tokens >= self.token_max(source) {
                    return refuse(Rule::R503_1, Refusal::TokensAtMaximum);
                }
                Ok(())
            }
            Action::Ability { index, .. } | Action::AbilityAt { index, .. } | Action::AbilityX { index, .. } => {
                // The source must have the ability when declaring and at the
                // legality-check step (502.3.1); a silenced card has none.
                let Some(a) = self.ability(source, index).filter(|_| !card.lacks_abilities()) else {
                    return refuse(Rule::R502_3, Refusal::NoSuchAbility);
                };
                // Tokens already reserved by a waiting declaration can't be used again (501.12).
                if card.tokens.saturating_sub(card.reserved_tokens) < a.tokens && !executing {
                    return refuse(Rule::R501_12, Refusal::NotEnoughTokens);
                }
                // "1 раз за ход / за бой": counted at declaration (528: it can't be declared).
                if a.limit.is_some() && !executing && self.used_up(source, index) {
                    return refuse(Rule::R528, Refusal::AlreadyUsed);
                }
                // A cost of X is part of the declaration: any amount the card has (501.15).
                match (a.x, action) {
                    (Some(_), Action::AbilityX { x, .. }) => {
                        if !executing && self.max_x(source, a).is_some_and(|m| x > m) {
                            return refuse(Rule::R501_15, Refusal::XTooLarge);
                        }
                    }
                    (Some(_), _) => return refuse(Rule::R501_15, Refusal::NeedsX),
                    (None, Action::AbilityX { .. }) => return refuse(Rule::R501_15, Refusal::NoXAllowed),
                    (None, _) => {}
                }
                match action {
                    Action::AbilityAt { cell, .. } if a.effect == Effect::Teleport => self.check_teleport(source, cell),
                    Action::AbilityAt { .. } => refuse(Rule::R502_7, Refusal::NoTargetAllowed),
                    Action::Ability { target, .. } | Action::AbilityX { target, .. } => {
                        self.check_effect_target(source, &a.effect, target)
                    }
                    _ => unreachable!("matched above"),
                }
            }
        }
    }

    fn check_enemy(&self, source: CardId, target: CardId) -> Result<(), Illegal> {
        if target.index() >= self.s.cards.len() {
            return refuse(Rule::R502_5, Refusal::NoSuchCard);
        }
        let t = self.card(target);
        if !t.zone.in_play() {
            return refuse(Rule::R501_17, Refusal::NotInPlay);
        }
        if t.controller == self.card(source).controller {
            return refuse(Rule::R501_17, Refusal::NotAnEnemy);
        }
        Ok(())
    }

    /// Target of a simple or special strike: an adjacent enemy card; flyers
    /// may strike any enemy card, ground creatures can't strike flyers (GAME.md §6).
    fn check_melee_target(&self, source: CardId, target: CardId) -> Result<(), Illegal> {
        self.check_melee_target_with(source, target, self.has_keyword(source, Keyword::StrikesOnlyOpposite))
    }

    fn check_melee_target_with(&self, source: CardId, target: CardId, only_opposite: bool) -> Result<(), Illegal> {
        self.check_enemy(source, target)?;
        let t = self.card(target);
        match self.card(source).zone {
            Zone::Battlefield(from) => {
                let Zone::Battlefield(to) = t.zone else {
                    return refuse(Rule::Flyers, Refusal::GroundCannotStrikeFlyer);
                };
                if !from.is_adjacent(to) {
                    return refuse(Rule::R501_17, Refusal::NotAdjacent);
                }
                if only_opposite && self.orientation().opposite_cell(self.card(source).controller, from) != Some(to) {
                    return refuse(Rule::R514_2, Refusal::OnlyOpposite);
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Target of an attack ability: range and method restrict the choice of
    /// target (501.17). Flyers are always in range; shots and throws can't hit
    /// adjacent cards unless allowed.
    fn check_ability_target(
        &self,
        source: CardId,
        target: CardId,
        kind: crate::card::AttackKind,
        range: Option<u8>,
        adjacent_ok: bool,
    ) -> Result<(), Illegal> {
        use crate::card::AttackKind::*;
        match kind {
            SimpleStrike | SpecialStrike => self.check_melee_target(source, target),
            StrikeOverRow => {
                self.check_enemy(source, target)?;
                match (self.card(source).zone, self.card(target).zone) {
                    (Zone::Battlefield(a), Zone::Battlefield(b)) if a.is_over_row(b) => Ok(()),
                    (Zone::Battlefield(_), Zone::Battlefield(_)) => refuse(Rule::R501_17, Refusal::NotOverRow),
                    _ => refuse(Rule::R501_17, Refusal::NotOnBattlefield),
                }
            }
            Shot | Throw | Discharge | MagicStrike => {
                self.check_enemy(source, target)?;
                let (Zone::Battlefield(a), Zone::Battlefield(b)) = (self.card(source).zone, self.card(target).zone)
                else {
                    return Ok(()); // a flyer is always in range (501.17, example 1)
                };
                let d = a.distance(b);
                if range.is_some_and(|r| d > r) {
                    return refuse(Rule::R501_17, Refusal::OutOfRange);
                }
                if d == 1 && matches!(kind, Shot | Throw) && !adjacent_ok {
                    return refuse(Rule::R501_17, Refusal::TooClose);
                }
                Ok(())
            }
        }
    }
}

impl Game {
    /// Has the card used up its limited ability `index` ("1 раз за ход / за бой")?
    pub(crate) fn used_up(&self, c: CardId, index: u8) -> bool {
        self.s.used.iter().any(|&(u, i, _)| u == c && i == index)
    }
}
