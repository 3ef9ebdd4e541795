//! The declaration queue and an action's execution (GAME.md §5):
//! declaration (reservation) → responses → the legality-check step →
//! defender → dice → calculation → application → payment → rule effects.

use crate::game::event::{Action, Event, ExecStep};
use crate::game::hooks::{Hooks, M};
use crate::game::rule::Rule;
use crate::game::types::{CardId, CardSet, Player};
use crate::game::{ChanceKind, Declaration, Exec, Game, Phase, Step, Volley};
use crate::model::ability::{EffectKind, Prepay, Target, XCost};
use crate::model::card::{AttackKind, AttackSet, Keyword, Level};
use crate::model::strike;
use crate::rules::effects::AttackCtx;

impl Game {
    /// Step 1: the declaration enters the queue; tokens of the cost are reserved (501.12).
    pub(crate) fn declare(&mut self, player: Player, source: CardId, action: Action) {
        // A summon's declaration looks through the deck for its card (`crate::rules::summon`).
        if let Action::Ability { index, target: None }
        | Action::AbilityX {
            index, target: None, ..
        } = action
        {
            if self.is_summon(source, index) {
                self.start_look(player, source, index, Some(action));
                return;
            }
        }
        if let Action::Triggered { index, .. } = action {
            // A limited trigger («1 раз за бой») is used when it is declared.
            if let Some(limit) = self.ability(source, index).and_then(|a| a.limit) {
                self.s.used.push((source, index, limit));
            }
        }
        if let Some(index) = ability_index(action) {
            let n = self.token_cost(source, action);
            self.s.cards[source.index()].reserved_tokens += n;
            if let Some(limit) = self.action_ability(source, index).and_then(|a| a.limit) {
                self.s.used.push((source, index, limit));
            }
            // A spell or an impact names its targets one by one (502.4).
            if self
                .action_ability(source, index)
                .is_some_and(|a| matches!(a.target, Target::Chosen { max, .. } if max > 0))
            {
                let decl = self.declaration(player, source, action, false);
                self.start_draft(decl);
                return;
            }
            // A volley's first part has a target (checked at declaration).
            if let (Some(EffectKind::Volley { count, .. }), Action::Ability { target: Some(t), .. }) =
                (self.action_ability(source, index).and_then(|a| a.main_effect()), action)
            {
                // As many as the cells moved this turn (Кентавр).
                let count = if *count == crate::model::ability::VOLLEY_MOVED {
                    self.card(source).moved
                } else {
                    *count
                };
                self.s.volley = Some(Volley {
                    source,
                    index,
                    remaining: count.saturating_sub(1),
                    chosen: vec![t],
                });
            }
        }
        self.push_declaration(player, source, action, false);
    }

    /// The next part of a volley: declared like an action, but its source and
    /// ability are not checked again and it pays nothing (502.3.2).
    pub(crate) fn declare_continuation(&mut self, player: Player, source: CardId, action: Action) {
        if let (Some(v), Action::Ability { target: Some(t), .. }) = (self.s.volley.as_mut(), action) {
            v.remaining = v.remaining.saturating_sub(1);
            v.chosen.push(t);
        }
        self.push_declaration(player, source, action, true);
    }

    /// The volley's controller stops early ("или менее").
    pub(crate) fn end_volley(&mut self) {
        self.s.volley = None;
        self.resume();
    }

    pub(crate) fn declaration(
        &self,
        player: Player,
        source: CardId,
        action: Action,
        continuation: bool,
    ) -> Declaration {
        Declaration {
            player,
            source,
            action,
            redirect: None,
            redirected_by: Default::default(),
            continuation,
            targets: Default::default(),
            second: Default::default(),
            blocked: false,
            ordered: None,
        }
    }

    fn push_declaration(&mut self, player: Player, source: CardId, action: Action, continuation: bool) {
        let decl = self.declaration(player, source, action, continuation);
        self.enqueue(decl);
    }

    /// A card's own step from `from` onto `to` (GAME.md §4): one point of
    /// its movement spent, logged (`Moved`), and seen by the mechanics and
    /// the triggers that watch moves. Every step of a card's own is made
    /// here: a declared step, and a ram's step onto the cell it cleared
    /// (Броненосец).
    pub(crate) fn step_card(
        &mut self,
        source: CardId,
        from: crate::model::battlefield::Cell,
        to: crate::model::battlefield::Cell,
    ) {
        self.move_card(source, crate::game::state::Zone::Battlefield(to));
        let c = &mut self.s.cards[source.index()];
        c.moves_left = c.moves_left.saturating_sub(1);
        // Movement granted mid-turn may let it step past 255 cells.
        c.moved = c.moved.saturating_add(1);
        M::moved(self, source, from, to, false);
        self.events.push(Event::Moved { card: source, from, to });
        self.moved(source, from, to);
    }

    /// The complete declaration enters the queue; the other player may respond.
    pub(crate) fn enqueue(&mut self, decl: Declaration) {
        let Declaration {
            player, source, action, ..
        } = decl;
        self.s.queue.push(decl);
        // «Действовал в этот ход»: a player's declaration, not a trigger's,
        // of a card in play (one in its graveyard keeps no marks, 503.1).
        if self.features.tracks_acted && !matches!(action, Action::Triggered { .. }) && self.card(source).zone.in_play()
        {
            self.s.cards[source.index()].path |= crate::game::state::PATH_ACTED;
        }
        let at = self.card(source).zone.cell();
        self.events.push(Event::Declared {
            player,
            source,
            action,
            at,
        });
        // Step 2: the other player may respond first.
        self.s.phase = Phase::Response {
            player: player.opponent(),
            passes: 0,
        };
        // Cards watching a declaration that names a creature act at once
        // (`crate::rules::targeted`): Топи Зенды, Раннан.
        let named = self.named_by_declaration(&decl);
        // The card an attack names may act first (`crate::rules::targeted`).
        if !self.attack_declared(&decl) && named {
            self.rule_effects();
            if self.s.result.is_none() {
                self.next_trigger();
            }
        }
    }

    /// Has `p` a sudden action to declare now?
    pub(crate) fn has_sudden(&self, p: Player) -> bool {
        if !self.features.sudden || self.declaration_limit_reached() {
            return false;
        }
        // The same checks as the options offered, stopped at the first.
        self.any_sudden(p)
    }

    pub(crate) fn pass(&mut self, player: Player) {
        self.events.push(Event::Passed { player });
        if let Phase::Response { passes, .. } = self.s.phase {
            self.next_window(player, passes + 1);
        }
    }

    /// A player with no sudden action passes without being asked.
    pub(crate) fn auto_pass(&mut self, player: Player, passes: u8) {
        self.next_window(player, passes + 1);
    }

    #[inline]
    fn next_window(&mut self, player: Player, passes: u8) {
        if passes >= 2 {
            self.start_next();
        } else {
            self.s.phase = Phase::Response {
                player: player.opponent(),
                passes,
            };
        }
    }

    /// Both passed: the last declared action starts executing.
    fn start_next(&mut self) {
        match self.s.queue.pop() {
            Some(decl) => {
                self.s.exec.push(Exec {
                    decl,
                    step: Step::Start,
                    target: None,
                    defender: false,
                    target_open: false,
                    attack_value: 0,
                    defense_value: 0,
                    table: None,
                    level_roll: 0,
                    attack_roll: 0,
                    defense_roll: 0,
                    change: Default::default(),
                    ignores: false,
                    marked: 0,
                    mech: Default::default(),
                });
                self.s.ignored = None;
                self.s.phase = Phase::Exec;
            }
            None => self.resume(),
        }
    }

    /// Nothing left to declare or execute on top: a suspended execution goes on,
    /// or the active player's turn does.
    fn resume(&mut self) {
        if self.s.ending && self.s.exec.is_empty() {
            // The «в конце хода» triggers are done: the turn ends.
            self.end_turn();
            return;
        }
        self.s.phase = if self.s.exec.is_empty() {
            Phase::Main
        } else {
            Phase::Exec
        };
        // A suspended attack goes on (after a response window or the actions
        // executed in it): its ignoring, if it has one, holds again.
        if self.features.ignoring {
            self.refresh_ignored();
        }
    }

    pub(crate) fn exec(&self) -> Exec {
        *self.s.exec.last().expect("an action is executing")
    }

    pub(crate) fn exec_mut(&mut self) -> &mut Exec {
        self.s.exec.last_mut().expect("an action is executing")
    }

    fn set_step(&mut self, step: Step) {
        if let Some(x) = self.s.exec.last_mut() {
            x.step = step;
        }
    }

    /// Runs one execution step. Returns false when it waits for a decision or a die.
    pub(crate) fn exec_step(&mut self) -> bool {
        // What the step reads of the executing entry, taken once (not the
        // whole entry: a copy of it on every step is a measurable cost).
        let (decl, step, exchange) = {
            let x = self.s.exec.last().expect("an action is executing");
            (x.decl, x.step, x.table.is_some_and(|t| t.exchange.is_some()))
        };
        let Declaration {
            player,
            source,
            action,
            redirect,
            continuation,
            ordered,
            ..
        } = decl;
        match step {
            Step::Start => {
                // Checked at its declaration, with nothing done since but the
                // players' passes (`Game::note_prechecked`): the same answer.
                let prechecked = self.prechecked.take() == Some((source, action)) && self.s.exec.len() == 1;
                // Step 3: the legality-check step, against the original target (502.3, 501.17).
                let check = if prechecked {
                    Ok(())
                } else if let (Some(order), Action::Strike { target }) = (ordered, action) {
                    // A strike made on an order is checked as the order's.
                    M::check_ordered_strike(self, order, player, source, target)
                } else if continuation {
                    self.check_continuation(source, action)
                } else {
                    self.check_action(player, source, action, true)
                        .and_then(|()| self.recheck_cast_targets())
                };
                if let Err(e) = check {
                    if !continuation && self.s.volley.as_ref().is_some_and(|v| v.source == source) {
                        self.s.volley = None; // the whole volley is cancelled with its first part
                    }
                    self.release_reserved(source, action);
                    self.events.push(Event::Cancelled { source, rule: e.rule });
                    if let Action::Triggered { index, .. } = action {
                        if !self.s.trigger_xs.is_empty() {
                            self.forget_trigger_x(source, index);
                        }
                    }
                    self.finish(false);
                    return true;
                }
                self.events.push(Event::Step {
                    source,
                    step: ExecStep::LegalityCheck,
                });
                // Blocked while it waited (`crate::rules::targeted`): made, not applied.
                if self.exec().decl.blocked {
                    self.finish(true);
                    return true;
                }
                // Blocked away from the card that granted it so (Иринди).
                let decl = self.exec().decl;
                if let Some(by) = M::blocks_attack(self, &decl) {
                    self.events.push(Event::AttackBlocked {
                        card: by,
                        attacker: source,
                    });
                    self.finish(true);
                    return true;
                }
                // Whether the attack ignores its target's abilities is found with
                // the ability, at this check (502.3.1): it holds to the end.
                if self.features.ignoring {
                    let ignores = self.attack_ignores(source, action);
                    self.exec_mut().ignores = ignores;
                }
                match action {
                    Action::Move { to } => {
                        let from = self.card(source).zone.cell().expect("checked: on the battlefield");
                        self.step_card(source, from, to);
                        let settled = prechecked && self.step_left_settled();
                        self.finish_settling(true, !settled);
                    }
                    Action::GainToken => {
                        self.s.cards[source.index()].tokens += 1;
                        self.events.push(Event::TokenGained { card: source });
                        self.gained_tokens(source);
                        self.finish(true);
                    }
                    Action::Strike { target } => {
                        let target = redirect.unwrap_or(target);
                        if !self.reveal_target(target) {
                            return true;
                        }
                        self.settle_target(target);
                        // No defender takes a strike made on an order: the order names its
                        // target — but a free strike of the card's own (Степной варвар).
                        if ordered.is_none_or(M::ordered_defended)
                            && (self.defenders_exist(source, target) || M::defender_options_exist(self, source, target))
                        {
                            self.set_step(Step::ChooseDefender);
                        } else {
                            self.events.push(Event::Step {
                                source,
                                step: ExecStep::TargetSettled,
                            });
                            // A card mechanic may finish the action here (a web blocks it).
                            if M::target_settled(self, target) {
                                return true;
                            }
                            self.set_step(Step::RollAttack);
                        }
                    }
                    Action::Ability { index, target } | Action::AbilityX { index, target, .. } => {
                        // Where the card stood and whose it was, before a prepayment moves it (501.15.1).
                        let (cell, side) = (self.card(source).zone.cell(), self.card(source).controller);
                        // Its wounds, for a summon that passes them on (Перевертыш).
                        let wounds = self.card(source).wounds;
                        if !continuation && !self.prepay(source, index, action) {
                            self.finish(false);
                            return true;
                        }
                        // The definitions outlive this step: hold them, not a copy of the ability.
                        let db = std::sync::Arc::clone(&self.db);
                        let a = self
                            .ability_in(&db, source, index)
                            .expect("checked: the declared ability exists");
                        let x = crate::rules::cast::action_x(action);
                        // A card mechanic's own execution of the effect (a dive;
                        // Сшиватель плоти's resurrection exiles a card first).
                        if a.main_effect()
                            .is_some_and(|e| M::start_effect(self, source, e, target))
                        {
                            return true;
                        }
                        match a.main_effect() {
                            Some(EffectKind::Attack(attack) | EffectKind::Volley { attack, .. }) => {
                                let t = target.expect("checked: attacks have a target");
                                // A later part may make an attack of its own (Лилит и Эйдерик).
                                let attack = M::later_part_attack(self, source, a, continuation).unwrap_or(attack);
                                let values = self.attack_values(source, attack, x);
                                self.start_attack(redirect.unwrap_or(t), values);
                            }
                            // Onto the cell the card left by its prepayment (517.3,
                            // Перевертыш), with its wounds if asked; a flyer goes to
                            // the additional zone, and a cell still taken (no
                            // prepayment emptied it) leaves the choice to its player.
                            Some(EffectKind::Summon { here: Some(here), .. }) => {
                                let t = target.expect("checked: the declaration names the card");
                                match cell {
                                    Some(c) if !self.def(t).is_flyer() && !self.cell_taken(c) => {
                                        let wounds = if here.wounds { wounds } else { 0 };
                                        self.place_entering_wounded(t, Some(c), wounds);
                                    }
                                    _ => self.enter_from(t),
                                }
                            }
                            Some(EffectKind::Resurrect { .. } | EffectKind::Summon { .. }) => {
                                self.enter_from(target.expect("checked: the declaration names the card"));
                            }
                            Some(EffectKind::Teleport { .. }) if matches!(a.target, Target::Chosen { .. }) => {
                                let t = self.exec().decl.targets.iter().next();
                                self.start_teleport(source, a.cast, t);
                            }
                            _ if matches!(a.target, Target::Chosen { .. } | Target::All { .. }) => {
                                if self.cast_rolls_die(source, index) {
                                    // «На 2-3-3» (Рукан): the ability's die first, one for all its
                                    // targets (502.6, `crate::rules::trigger_cast`).
                                    self.set_step(Step::RollAbility);
                                    return true;
                                }
                                let decl = self.exec().decl; // its targets as the legality check left them
                                self.execute_cast(decl, index, a, x);
                                if matches!(self.exec().step, Step::Reroll(_)) {
                                    return true; // it waits for the die rolled again
                                }
                                if matches!(self.exec().step, Step::Asking(_)) {
                                    return true; // it waits for an answer (a forced strike's card)
                                }
                                self.finish(true);
                            }
                            _ => {
                                let ctx = crate::rules::trigger::EffectCtx {
                                    cell,
                                    side,
                                    ..self.effect_ctx(source, index, None, x)
                                };
                                if !self.apply_effects(&ctx, a, 0, target) {
                                    self.finish(true);
                                }
                            }
                        }
                    }
                    Action::AbilityAt { cell, index }
                        if matches!(
                            self.ability(source, index).and_then(|a| a.main_effect()),
                            Some(EffectKind::Mark { .. })
                        ) =>
                    {
                        // A marker on the declared cell (Крондак's bonfire).
                        if let Some(EffectKind::Mark { kind, n, until, .. }) =
                            self.ability(source, index).and_then(|a| a.main_effect()).cloned()
                        {
                            if kind.on_row() {
                                self.mark_row(source, index, cell, kind, n, until);
                            } else {
                                let player = self.card(source).controller;
                                self.put_marker(
                                    crate::rules::markers::MarkedAt::Cell(cell),
                                    kind,
                                    n,
                                    source,
                                    player,
                                    until,
                                );
                            }
                        }
                        self.finish(true);
                    }
                    Action::AbilityAt { cell, index } => {
                        let from = self.card(source).zone.cell().expect("checked: on the battlefield");
                        let jump = self
                            .ability(source, index)
                            .and_then(|a| a.main_effect())
                            .and_then(|e| match e {
                                EffectKind::Teleport { jump } => *jump,
                                _ => None,
                            });
                        if jump.is_some_and(|r| r != u8::MAX) && self.at(cell).is_some() {
                            // It lands on a weak creature's cell, trampling it (Раптор).
                            M::jumping_onto(self, source, cell);
                            // What the death did may leave the cell taken, or the
                            // jumper gone (a replacement, a linked death): no landing.
                            if self.at(cell).is_some() || self.card(source).zone.cell() != Some(from) {
                                self.finish(true);
                                return true;
                            }
                        }
                        self.move_card(source, crate::game::state::Zone::Battlefield(cell));
                        if let Some(range) = jump {
                            // A jump spends the whole movement of the turn (GAME.md §7).
                            let c = &mut self.s.cards[source.index()];
                            c.moves_left = 0;
                            c.moved = c.moved.saturating_add(from.distance(cell));
                            M::moved(self, source, from, cell, true);
                            self.events.push(Event::Moved {
                                card: source,
                                from,
                                to: cell,
                            });
                            self.moved(source, from, cell);
                            self.jumped(source, from.distance(cell));
                            // `jump any` is the printed телепортация (Демон
                            // зависти) modelled as movement: it is a teleport
                            // to what watches teleports (Огненный имп).
                            if range == u8::MAX {
                                self.teleported(source, from, cell);
                                self.teleported_home(source, from, cell);
                            }
                        } else {
                            self.events.push(Event::Teleported {
                                card: source,
                                from,
                                to: cell,
                            });
                            self.teleported(source, from, cell);
                        }
                        self.finish(true);
                    }
                    Action::Triggered { index, .. } if self.trigger_casts(source, index) => {
                        if self.cast_rolls_die(source, index) {
                            // «На 1-2-2»: the ability's die first (502.6, `crate::rules::trigger_cast`).
                            self.set_step(Step::RollAbility);
                            return true;
                        }
                        self.apply_trigger_cast(source, index);
                    }
                    // A trigger a card mechanic carries out (a jump, a line of markers, …).
                    Action::Triggered { index, .. } if M::carries_trigger(self, source, index) => {
                        M::start_trigger(self, source, index);
                    }
                    Action::Triggered { target, index } if self.summon_trigger(source, index) => {
                        // The event's card it names is read now and let go.
                        let other = self
                            .s
                            .trigger_others
                            .iter()
                            .position(|w| w.0 == source && w.1 == index)
                            .map(|i| self.s.trigger_others.remove(i).2);
                        let here = match self.ability(source, index).and_then(|a| a.main_effect()) {
                            Some(EffectKind::Summon { here: Some(h), .. }) => Some(*h),
                            _ => None,
                        };
                        if here.is_some_and(|h| h.sacrificing) && self.card(source).zone.in_play() {
                            // «Уничтожить …, при этом вызвать» (Демонические врата).
                            self.destroy(source);
                        }
                        if here.is_some_and(|h| h.closing) && self.card(source).zone.in_play() {
                            // Its closing pays for the summon (Королева мертвых, 501.13).
                            self.close(source, Rule::R501_13);
                        }
                        match (here, other) {
                            (Some(here), _) if here.seat => self.enter_seated(target, source),
                            (Some(here), Some(other)) if here.event => self.enter_on_event_cell(target, other, here),
                            _ => self.enter_from(target),
                        }
                    }
                    Action::Triggered { target, index } => {
                        let attack_x = self.triggered_attack_x(source, action);
                        let values = self
                            .ability(source, index)
                            .and_then(|a| a.attack_of())
                            .map(|a| self.attack_values(source, a, attack_x));
                        match values {
                            Some(values) => self.start_attack(redirect.unwrap_or(target), values),
                            None => {
                                // A trigger with a chosen target: its effects act, with that target.
                                let db = std::sync::Arc::clone(&self.db);
                                let a = self
                                    .ability_in(&db, source, index)
                                    .expect("checked: the declared ability exists");
                                let other = self
                                    .s
                                    .trigger_others
                                    .iter()
                                    .position(|w| w.0 == source && w.1 == index)
                                    .map(|i| self.s.trigger_others.remove(i).2);
                                // The X its event gave it (a poison's wounds, Руины Уорлога).
                                let x = self.trigger_x(source, index);
                                self.forget_trigger_x(source, index);
                                let ctx = self.effect_ctx(source, index, other, x);
                                if !self.apply_effects(&ctx, a, 0, Some(target)) {
                                    self.finish(true);
                                }
                            }
                        }
                    }
                }
                true
            }
            Step::AfterDice => {
                self.set_step(if exchange { Step::ChooseExchange } else { Step::Resolve });
                // A response window between the dice and the calculation, for sudden
                // actions; the target stays fixed (501.17, example 3).
                let first = self.s.active.opponent();
                // The window is no step of the attack's own: an ignoring of the
                // attacked card's abilities does not hold in it, nor in the
                // actions executed in it; it holds again when the attack goes
                // on ([`Game::resume`]), or at once if no window opens.
                let ignored = self.s.ignored.take();
                if self.features.sudden && (self.has_sudden(first) || self.has_sudden(first.opponent())) {
                    self.s.phase = Phase::Response {
                        player: first,
                        passes: 0,
                    };
                } else {
                    self.s.ignored = ignored;
                }
                true
            }
            Step::Resolve => {
                // A mechanic may ask first, before any wound is dealt (Обелиск топей).
                if M::before_calculation(self) {
                    return true;
                }
                self.resolve(self.exec());
                true
            }
            Step::ChooseDefender
            | Step::RollAttack
            | Step::RollDefense
            | Step::RollAbility
            | Step::ChooseExchange
            | Step::RollStruck { .. }
            | Step::Asking(_)
            | Step::Reroll(_) => false,
        }
    }

    /// A resurrected (517.4) or summoned (517.3) card enters play open under
    /// the declaring player's control: on `cell`, or (a flyer) into the
    /// additional zone. (A summon's deck was shuffled after its look, 517.3.)
    pub(crate) fn place_entering(&mut self, card: CardId, cell: Option<crate::model::battlefield::Cell>) {
        self.place_entering_wounded(card, cell, 0);
    }

    /// [`Game::place_entering`], the card entering with `wounds` wounds
    /// («с тем же числом ран», Перевертыш, 517.3); enough to kill it, it
    /// dies at the rule effects that follow (503.1).
    pub(crate) fn place_entering_wounded(
        &mut self,
        card: CardId,
        cell: Option<crate::model::battlefield::Cell>,
        wounds: u8,
    ) {
        let player = self.exec().decl.player;
        let summon = self.card(card).zone == crate::game::state::Zone::Deck;
        self.bring_into_play(
            card,
            cell.map_or(
                crate::game::state::Zone::Additional,
                crate::game::state::Zone::Battlefield,
            ),
            player,
        );
        // «Возвращается в игру закрытым» (Знахарь племени).
        let src = self.exec().decl.source;
        // «В закрытом виде» (Борсан): a triggered summon onto its event card's cell.
        let closed = match self.exec().decl.action {
            Action::Triggered { index, .. } => matches!(
                self.ability(src, index).and_then(|a| a.main_effect()),
                Some(EffectKind::Summon { here: Some(h), .. }) if h.closed
            ),
            action => matches!(
                ability_index(action)
                    .and_then(|i| self.action_ability(src, i))
                    .and_then(|a| a.main_effect()),
                Some(EffectKind::Resurrect { closed: true, .. } | EffectKind::DestroyResurrect { closed: true })
            ),
        };
        if closed {
            self.close(card, Rule::R517_4);
        }
        if wounds > 0 {
            let c = &mut self.s.cards[card.index()];
            // Carried over, not taken this turn nor dealt by an attack.
            c.wounds = c.wounds.saturating_add(wounds);
            c.by_attack = false;
        }
        if summon {
            self.events.push(Event::Summoned { card, cell });
        } else {
            self.events.push(Event::Resurrected { card, cell });
            M::resurrected(self, card);
        }
        self.finish(true);
    }

    /// A spell's teleport (502.7): its target, kept by the legality check,
    /// is settled and revealed; its player then chooses the free cell
    /// ([`crate::decision::question::Ask::TeleportCell`]).
    fn start_teleport(&mut self, source: CardId, cast: Option<crate::model::ability::CastKind>, t: Option<CardId>) {
        let Some(t) = t else {
            self.finish(true);
            return;
        };
        self.events.push(Event::Step {
            source,
            step: ExecStep::TargetSettled,
        });
        self.events.push(Event::CastApplied {
            source,
            kind: cast.unwrap_or(crate::model::ability::CastKind::Impact),
            targets: 1,
            by_property: false,
        });
        self.reveal_card(t);
        self.ask_teleport_cell(t);
    }

    /// A trigger's spell or impact: its named targets, all at once (502.6).
    pub(crate) fn apply_trigger_cast(&mut self, source: CardId, index: u8) {
        // A trigger's spell or impact: its named targets, all at once (502.6).
        let db = std::sync::Arc::clone(&self.db);
        let a = self
            .ability_in(&db, source, index)
            .expect("checked: the declared ability exists");
        let x = self.trigger_x(source, index);
        self.forget_trigger_x(source, index);
        let decl = self.exec().decl;
        self.execute_cast(decl, index, a, x);
        if matches!(self.exec().step, Step::Reroll(_)) {
            return;
        }
        self.finish(true);
    }

    /// The teleported card moves to the chosen cell (502.7): not a move by
    /// its movement, so no moving triggers fire. The action goes on (its
    /// caller finishes it).
    pub(crate) fn teleport_to(&mut self, card: CardId, cell: crate::model::battlefield::Cell) {
        let source = self.exec().decl.source;
        self.events.push(Event::Step {
            source,
            step: ExecStep::Application,
        });
        if let Some(from) = self.card(card).zone.cell() {
            self.move_card(card, crate::game::state::Zone::Battlefield(cell));
            self.events.push(Event::Teleported { card, from, to: cell });
            self.teleported(card, from, cell);
            if card != source {
                self.displaced(card);
            }
        }
    }

    /// A resurrected or summoned card enters play: a flyer at once, a ground
    /// card after its controller chooses the cell (517.3, 517.4).
    pub(crate) fn enter_from(&mut self, t: CardId) {
        // A flyer, and a terrain (KINDS §8: Картограф's), enter the additional zone.
        if self.def(t).is_flyer() || self.def(t).kind == crate::model::card::Kind::Terrain {
            self.place_entering(t, None);
        } else {
            self.ask_entering_cell(t);
        }
    }

    /// The target of an attack is revealed (вскрытие) when the attack starts,
    /// and the rule effects are checked at once, before anybody decides
    /// anything (503.1): tokens above its maximum go, an extra copy of a
    /// unique card returns to the deck. If the target left the play zone, the
    /// attack is carried out at nothing: it is paid and ends (501.13).
    /// Returns whether the attack goes on.
    fn reveal_target(&mut self, target: CardId) -> bool {
        if self.card(target).face_up {
            return true;
        }
        self.reveal_card(target);
        self.rule_effects();
        if self.s.result.is_some() {
            return false;
        }
        if !self.card(target).zone.in_play() {
            self.finish(true);
            return false;
        }
        true
    }

    /// An attack ability's target is settled; three values need a die.
    fn start_attack(&mut self, target: CardId, values: [u8; 3]) {
        if !self.reveal_target(target) {
            return;
        }
        let source = self.exec().decl.source;
        self.events.push(Event::Step {
            source,
            step: ExecStep::TargetSettled,
        });
        self.settle_target(target);
        if M::target_settled(self, target) {
            return;
        }
        // A part of a one-card volley rolls its die all the same (Орк-арбалетчик).
        let decl = self.exec().decl;
        if crate::model::card::fixed_value(&values).is_some() && !M::part_rolls_die(self, &decl) {
            // No die of the attack; the attacked card may roll its own.
            let step = if M::attacked_rolls_die(self, target) {
                Step::RollStruck { window: false }
            } else {
                Step::Resolve
            };
            self.set_step(step);
        } else {
            self.set_step(Step::RollAbility);
        }
    }

    /// Step 3: the prepayments are paid at the legality-check step (501.14).
    /// A payment has no source and no target (501.16), so no protection,
    /// prevention or replacement touches it.
    ///
    /// - A prepaid X (wounds or extra lives): if paying kills the card, the
    ///   ability does not execute (501.15): returns false.
    /// - The card itself (destroy it, return it to the deck): the ability
    ///   still executes, with the graveyard (the deck) as its active zone
    ///   (501.15.1); adjacency is measured from the cell it stood on.
    fn prepay(&mut self, source: CardId, index: u8, action: Action) -> bool {
        let Some(cost) = self.ability(source, index).map(|a| a.cost) else {
            return true;
        };
        if let (Action::AbilityX { x, .. }, Some(xc @ (XCost::Wounds | XCost::ExtraLives))) = (action, cost.x) {
            let c = &mut self.s.cards[source.index()];
            if xc == XCost::Wounds {
                c.wounds_added(x);
                c.by_attack = false; // a payment, not an attack
            } else {
                c.extra_lives = c.extra_lives.saturating_sub(x);
            }
            self.events.push(Event::PrepaidX {
                card: source,
                cost: xc,
                x,
            });
            if self.life(source) <= 0 {
                self.rule_effects();
                self.events.push(Event::NotExecuted { source });
                return false;
            }
        }
        // A token off the card in its graveyard (Надих): it stays there.
        if cost.prepay == Some(Prepay::IncarnationToken) {
            let c = &mut self.s.cards[source.index()];
            c.incarnation = c.incarnation.saturating_sub(1);
            self.events.push(Event::IncarnationTokenPaid { card: source });
            return true;
        }
        if let Some(p) = cost.prepay {
            self.events.push(Event::Prepaid {
                card: source,
                rule: Rule::R501_14,
            });
            match p {
                Prepay::ReturnToDeck => {
                    self.return_to_deck(source);
                    self.events.push(Event::ReturnedToDeck { card: source });
                    self.shuffle_deck(self.card(source).owner);
                }
                Prepay::Destroy => self.destroy(source),
                // It leaves the game without dying (KINDS §10).
                Prepay::Exile => M::exile_self(self, source),
                Prepay::IncarnationToken => {}
            }
        }
        true
    }

    fn release_reserved(&mut self, source: CardId, action: Action) {
        let n = self.token_cost(source, action);
        let c = &mut self.s.cards[source.index()];
        c.reserved_tokens = c.reserved_tokens.saturating_sub(n);
        // A cancelled action was not a use of a limited ability.
        let index = match action {
            Action::Triggered { index, .. } => Some(index),
            _ => ability_index(action),
        };
        if let Some(index) = index {
            if let Some(i) = self.s.used.iter().rposition(|&(u, x, _)| u == source && x == index) {
                self.s.used.remove(i);
            }
        }
    }

    /// The tokens an action reserves (501.12): its fixed tokens, plus X for a
    /// cost of X tokens.
    pub(crate) fn token_cost(&self, source: CardId, action: Action) -> u8 {
        let Some(a) = ability_index(action).and_then(|i| self.declared_ability(source, i)) else {
            return 0;
        };
        let x = if a.cost.x == Some(XCost::Tokens) {
            crate::rules::cast::action_x(action)
        } else {
            0
        };
        a.cost.tokens.saturating_add(x)
    }

    /// Can `d` take a simple strike of `attacker` aimed at `target` (GAME.md §6)?
    /// An open, face-up creature of the target's side, other than the target:
    /// against a ground attacker a ground creature adjacent to the attacker, against
    /// a flyer only a flyer; a card that defends any own ground creature also may,
    /// and against a ground attacker one that defends its row, any creature in it.
    /// Directed strikes can't be defended.
    pub fn can_defend(&self, attacker: CardId, target: CardId, d: CardId) -> bool {
        self.contains(attacker) && self.contains(target) && self.contains(d) && self.may_defend(attacker, target, d)
    }

    /// [`Game::can_defend`] of cards of this game: the quick refusals in
    /// line, the rest out of line.
    #[inline(always)]
    fn may_defend(&self, attacker: CardId, target: CardId, d: CardId) -> bool {
        let dc = self.card(d);
        if d == target || !dc.zone.in_play() || !dc.open || !dc.face_up || dc.controller != self.card(target).controller
        {
            return false;
        }
        self.may_defend_from(attacker, target, d)
    }

    /// The rest of [`Game::may_defend`], for an open, face-up card in play of the target's side.
    #[inline(never)]
    fn may_defend_from(&self, attacker: CardId, target: CardId, d: CardId) -> bool {
        if !self.is_creature(d) {
            return false;
        }
        // A prohibition beats the permission below (514.2, prohibition over permission).
        if self.prohibited(d, crate::model::ability::Prohibition::Defend) {
            return false;
        }
        // «Нельзя назначать защитника» (Джаал): the attacked card takes its strikes itself.
        if self.prohibited(target, crate::model::ability::Prohibition::BeDefended) {
            return false;
        }
        // A seated symbiote is defended only with `symbiote_can_be_defended`
        // (KINDS §5, [?]: on).
        if !self.cfg.symbiote_can_be_defended && self.card(target).zone.host().is_some() {
            return false;
        }
        let placed = if self.has_keyword(d, Keyword::DefendsAnyGround) && !self.flies(target) {
            true
        } else if self.flies(attacker) {
            self.flies(d)
        } else {
            // A seated symbiote strikes and defends as standing on its host's
            // cell (KINDS §4–§6); other cards stand on their own.
            match (self.standing_cell(attacker), self.standing_cell(d)) {
                (Some(a), Some(b)) if a.is_adjacent(b) => true,
                // Живая стена: any own creature in its row, wherever the attacker stands.
                (_, Some(b)) => {
                    self.has_keyword(d, Keyword::DefendsInRow)
                        && self.card(target).zone.cell().is_some_and(|t| t.row() == b.row())
                }
                _ => false,
            }
        };
        // A directed strike: asked last, the dearest check, only of a card
        // that could defend against any other strike.
        placed && !self.is_directed(attacker, target)
    }

    fn defenders_exist(&self, attacker: CardId, target: CardId) -> bool {
        // The cards in play are cards of this game.
        self.contains(attacker)
            && self.contains(target)
            && self.s.play.iter().any(|&d| self.may_defend(attacker, target, d))
    }

    /// Step 4: the defender settles the final target (502.1).
    pub(crate) fn choose_defender(&mut self, d: Option<CardId>) {
        let x = self.exec();
        self.events.push(Event::Step {
            source: x.decl.source,
            step: ExecStep::TargetSettled,
        });
        if let Some(d) = d {
            let instead_of = x.target.expect("strike has a target");
            self.events.push(Event::DefenderChosen {
                defender: d,
                instead_of,
            });
            self.exec_mut().defender = true;
            // The defender is the attacked card now (502.1): an ignoring attack
            // ignores its abilities, its «когда становится защитником» too.
            self.settle_target(d);
            self.defends(d, instead_of);
            if self.s.result.is_some() {
                return;
            }
        }
        let t = self.exec().target.expect("strike has a target");
        if M::target_settled(self, t) {
            return;
        }
        self.set_step(Step::RollAttack);
    }

    /// The die bonus of `c` ([`Game::die_bonus`]), each of its parts logged
    /// as an event naming its source, before the roll's own.
    fn log_die_modifiers(&mut self, c: CardId, attacking: bool, other: CardId) -> i8 {
        let mut bonus = 0i8;
        let mut used = false;
        for (source, keyword, amount) in self.die_bonus_parts(c, attacking, other) {
            bonus = bonus.saturating_add(amount);
            self.events.push(Event::DieModifier {
                card: c,
                source,
                keyword,
                amount,
            });
            used |= matches!(keyword, Keyword::DieBonus(_));
        }
        // A die bonus granted until used is spent on this die (Хрумг).
        if used {
            self.use_up_die_bonus(c);
        }
        let mut prides = Vec::new();
        self.pride_each(c, attacking, other, |source, n| prides.push((source, n as i8)));
        for (source, amount) in prides {
            bonus = bonus.saturating_add(amount);
            self.events.push(Event::MarkerDieModifier {
                card: c,
                source,
                marker: crate::model::ability::MarkerKind::Pride,
                amount,
            });
        }
        bonus
    }

    /// A die of `c` showed `roll`: a 6 is seen by the cards that watch for
    /// one (`any_rolls_six`, Лепрекон).
    #[inline(always)]
    fn six_seen(&mut self, c: CardId, roll: u8) {
        if roll == 6 {
            self.seen(crate::model::ability::Seen::RollsSix, c);
        }
    }

    /// Step 5: dice. A closed target does not roll (GAME.md §6).
    pub(crate) fn exec_die(&mut self, kind: ChanceKind, roll: u8) {
        let x = self.exec();
        match kind {
            // A mechanic may use the roll up (Воин храма's two dice: rolled again, or a choice).
            ChanceKind::AttackRoll(c) | ChanceKind::DefenseRoll(c) if M::strike_die_rolled(self, c, roll) => {}
            ChanceKind::AttackRoll(a) => {
                let t = x.target.expect("strike has a target");
                // A die lowered for a prophecy (Информатор), after the bonuses.
                let bonus = self.log_die_modifiers(a, true, t);
                let bonus = bonus.saturating_add(M::strike_die_lowered(self, a));
                let value = roll as i8 + bonus;
                self.events.push(Event::DieRolled {
                    card: a,
                    roll,
                    bonus,
                    value,
                });
                self.six_seen(a, roll);
                // A strike made on an order may meet its target as an open one (Матриарх племени).
                let open = self.meets_open(a, t);
                let e = self.exec_mut();
                e.attack_value = value;
                e.attack_roll = roll;
                e.target_open = open;
                if open {
                    e.step = Step::RollDefense;
                } else {
                    self.table();
                }
            }
            ChanceKind::DefenseRoll(t) => {
                let bonus = self.log_die_modifiers(t, false, x.decl.source);
                let value = roll as i8 + bonus;
                self.events.push(Event::DieRolled {
                    card: t,
                    roll,
                    bonus,
                    value,
                });
                self.six_seen(t, roll);
                let e = self.exec_mut();
                e.defense_value = value;
                e.defense_roll = roll;
                self.table();
            }
            ChanceKind::AbilityRoll(_) if matches!(self.exec().step, Step::Asking(_)) => {
                if let Step::Asking(w) = self.exec().step {
                    crate::decision::question::Asking::rolled(w, self, roll);
                }
            }
            ChanceKind::AbilityRoll(_) if self.rolls_cast_die(x.decl.action) => self.cast_die_rolled(roll),
            ChanceKind::AbilityRoll(t) if matches!(x.step, Step::RollStruck { .. }) => {
                M::attacked_die_rolled(self, t, roll)
            }
            // A mechanic may use the roll up (Пиромант Дзара's two dice).
            ChanceKind::AbilityRoll(a)
                if x.step == Step::RollAbility && x.decl.source == a && M::attack_die_rolled(self, a, roll) => {}
            ChanceKind::AbilityRoll(a) => {
                // A die bonus of a mechanic (Гмурр's shooting experience), and
                // the card's die modifiers (`die_bonus N`, GAME §7), each logged.
                let mut bonus = M::attack_die_bonus(self, a);
                for (source, keyword, amount) in self.attack_die_parts(a) {
                    bonus = bonus.saturating_add(amount);
                    self.events.push(Event::DieModifier {
                        card: a,
                        source,
                        keyword,
                        amount,
                    });
                    if matches!(keyword, Keyword::DieBonus(_)) {
                        self.use_up_die_bonus(a);
                    }
                }
                let value = (roll as i8).saturating_add(bonus);
                self.events.push(Event::DieRolled {
                    card: a,
                    roll,
                    bonus,
                    value,
                });
                self.six_seen(a, roll);
                let t = x.target.unwrap_or(a);
                // A part of a one-card volley blocked by its die (Орк-арбалетчик).
                // … or a question waits (its opponent may turn it on 3 or 4).
                if let Some(blocked) = M::part_die_read(self, &x.decl, t, value) {
                    self.exec_mut().level_roll = value.clamp(1, 6) as u8;
                    if blocked {
                        self.finish(true);
                    }
                    return;
                }
                let struck_die = M::attacked_rolls_die(self, t);
                let e = self.exec_mut();
                e.level_roll = value.clamp(1, 6) as u8;
                e.step = if struck_die {
                    Step::RollStruck { window: true }
                } else {
                    Step::AfterDice
                };
            }
            ChanceKind::Reroll(c) => {
                self.rerolled(c, roll);
                self.finish(true);
            }
            ChanceKind::FirstPlayerRoll(_) => {}
        }
    }

    /// The strike table, then the response window after the dice — after
    /// the attacked card's own die, if it rolls one for an `on struck` pick
    /// by die (Скальный фантом: «после бросков кубика»).
    fn table(&mut self) {
        let i = self.s.exec.len() - 1;
        self.table_of(i);
        let t = self.exec().target.expect("strike has a target");
        self.exec_mut().step = if M::attacked_rolls_die(self, t) {
            Step::RollStruck { window: true }
        } else {
            Step::AfterDice
        };
    }

    /// The strike table of the simple strike `exec[i]`, from its dice as
    /// they are now (after the dice, or again after an effect changed them).
    pub(crate) fn table_of(&mut self, i: usize) {
        let x = self.s.exec[i];
        let (a, t) = (x.decl.source, x.target.expect("strike has a target"));
        let mut r = strike::resolve(x.attack_value, x.target_open.then_some(x.defense_value));
        if !x.target_open
            || !self.strikes_back(t)
            || self.is_unanswerable(a, t)
            || x.decl.ordered.is_some_and(M::ordered_unanswerable)
        {
            r = strike::without_counter(r);
        }
        self.events.push(Event::StrikeTable {
            attacker: a,
            target: t,
            result: r,
        });
        self.s.exec[i].table = Some(r);
    }

    pub(crate) fn choose_exchange(&mut self, player: Player, alternative: bool) {
        self.events.push(Event::ExchangeChosen { player, alternative });
        let e = self.exec_mut();
        if let Some(mut r) = e.table {
            if alternative {
                r.outcome = r.exchange.map(|x| x.alternative).unwrap_or(r.outcome);
            }
            r.exchange = None;
            e.table = Some(r);
        }
        e.step = Step::Resolve;
    }

    /// Steps 5–6: calculation and application of an attack. Both strikes of
    /// an exchange are calculated first and applied together. Triggers of a
    /// card struck in melee fire between the calculation and the application;
    /// riders ("при этом") and the attacker's "при ударе" triggers follow the
    /// application.
    fn resolve(&mut self, x: Exec) {
        let a = x.decl.source;
        let t = x.target.expect("attacks have a target");
        self.events.push(Event::Step {
            source: a,
            step: ExecStep::Calculation,
        });
        let (attack, counter, riders): (_, _, Option<u8>) = match x.decl.action {
            Action::Strike { .. } => {
                let r = x.table.expect("dice were rolled");
                let simple = |source: CardId, target: CardId, l: Level, defender: bool| AttackCtx {
                    source,
                    target,
                    kind: AttackKind::SimpleStrike,
                    level: l,
                    defender,
                };
                // «Все удары по нему сводятся к слабым»: the struck card's cap,
                // unless the striker's strike can't be lowered (Гидра).
                let capped = |at: CardId, by: CardId, l: Level| match self.struck_cap(at) {
                    Some(cap) if !self.strike_not_lowered(by) => l.min(cap),
                    _ => l,
                };
                // An effect in flight sets the level of the attacker's strike
                // (not the counter-strike's), if the result has one — only
                // higher for a strike that can't be lowered.
                let attack = r.outcome.attack.map(|l| {
                    let set = match x.change.level {
                        Some(s) if self.strike_not_lowered(a) => s.max(l),
                        Some(s) => s,
                        None => l,
                    };
                    let l = capped(t, a, set);
                    self.calculate(self.def(a).strike[l as usize], simple(a, t, l, x.defender), false)
                });
                let counter = r.outcome.counter.map(|l| {
                    let l = capped(a, t, l);
                    self.calculate(self.def(t).strike[l as usize], simple(t, a, l, false), true)
                });
                (attack, counter, None)
            }
            Action::Ability { .. } | Action::AbilityX { .. } | Action::Triggered { .. } => {
                let Some((kind, values, riders)) = self.attack_of(a, x.decl.action, x.decl.continuation) else {
                    self.finish(true);
                    return;
                };
                // A one-card volley's part reads its level from its die (Орк-арбалетчик).
                let level = if crate::model::card::fixed_value(&values).is_some() && !M::part_rolls_die(self, &x.decl) {
                    Level::Weak
                } else {
                    x.change.level.unwrap_or(Level::from_lone_roll(x.level_roll as i8))
                };
                let ctx = AttackCtx {
                    source: a,
                    target: t,
                    kind,
                    level,
                    defender: false,
                };
                (Some(self.calculate(values[level as usize], ctx, false)), None, riders)
            }
            Action::Move { .. } | Action::GainToken | Action::AbilityAt { .. } => {
                self.finish(true);
                return;
            }
        };
        // The effects on the attack in flight change its value (not the counter-strike's).
        let attack = attack.map(|calc| {
            if x.change == Default::default() {
                calc
            } else {
                self.changed(calc, x.change)
            }
        });
        for calc in attack.iter().chain(counter.iter()) {
            self.log_constant_effects(calc);
        }
        // «Простые удары по нему наносят не более N», after every modifier.
        let (attack, counter) = if self.features.keywords & Keyword::StruckValueMax(0).bit() != 0 {
            (
                attack.map(|c| self.cap_struck_value(c)),
                counter.map(|c| self.cap_struck_value(c)),
            )
        } else {
            (attack, counter)
        };
        // «Все немагические атаки по нему сводятся к N», after every modifier.
        let (attack, counter) = if self.features.keywords & Keyword::NonmagicStruckMax(0).bit() != 0 {
            (
                attack.map(|c| self.cap_nonmagic_struck(c)),
                counter.map(|c| self.cap_nonmagic_struck(c)),
            )
        } else {
            (attack, counter)
        };
        // «Сводит каждую атаку … к 1» (a storm over the attacker's row).
        let (attack, counter) = if self.s.markers.is_empty() {
            (attack, counter)
        } else {
            (attack.map(|c| self.storm_cap(c)), counter.map(|c| self.storm_cap(c)))
        };
        // What markers on the battlefield add (a lantern's extra wound).
        let (attack, counter) = if self.s.markers.is_empty() {
            (attack, counter)
        } else {
            (
                attack.map(|c| M::attack_calculated(self, c)),
                counter.map(|c| M::attack_calculated(self, c)),
            )
        };
        // The attacker's triggers, checked on the target before the attack.
        let fired = attack.map(|calc| self.attack_triggers(&calc.ctx)).unwrap_or_default();
        // The attack's kind, blocked or not; a simple strike's even when the
        // table gave the attacker nothing (Маг Тор-Гарона).
        let attack_kind = attack
            .map(|calc| calc.ctx.kind)
            .or(matches!(x.decl.action, Action::Strike { .. }).then_some(AttackKind::SimpleStrike));
        let mut dealt: [Option<(AttackCtx, u8)>; 2] = [None, None];
        let mut attack = attack;
        if let Some(calc) = attack {
            self.struck(calc.ctx);
            if self.s.result.is_some() {
                return;
            }
            // The cards next to the attacked one (their `on adjacent struck` triggers).
            self.struck_beside(calc.ctx);
            if self.s.result.is_some() {
                return;
            }
            // Blocked by its target's trigger: not applied, and it sets off
            // nothing of the attacker's.
            if std::mem::take(&mut self.s.blocked) {
                attack = None;
            }
        }
        let fired = if attack.is_some() { fired } else { Vec::new() };
        if let Some(calc) = attack {
            self.events.push(Event::Step {
                source: a,
                step: ExecStep::Application,
            });
            // The X of the attacker's `on <attacks>` triggers (Кулхан).
            self.s.attack_value = calc.damage;
            let wounds = self.apply_attack(calc);
            dealt[0] = Some((calc.ctx, wounds));
            self.wounded_by_attack(calc.ctx.target, wounds);
            self.dealt_wounds(calc.ctx.source, calc.ctx.kind, wounds);
            self.wounded_by_kind(calc.ctx, wounds);
            if wounds > 0 {
                self.artifact_wounded_beside(calc.ctx);
            }
            // What the mechanics do with the wounds dealt (Отшельница moves them on).
            M::attack_wounded(self, &x, calc.ctx.target, wounds);
            if !self.s.granted.is_empty() {
                self.use_up_bonuses(a, calc.ctx.kind);
            }
        }
        if let Some(calc) = counter {
            if attack.is_none() {
                self.events.push(Event::Step {
                    source: a,
                    step: ExecStep::Application,
                });
            }
            let wounds = self.apply_attack(calc);
            dealt[1] = Some((calc.ctx, wounds));
            self.dealt_wounds(calc.ctx.source, calc.ctx.kind, wounds);
            self.wounded_by_kind(calc.ctx, wounds);
        }
        // Vampirism and corpse-eating, once both strikes have wounded.
        for (ctx, wounds) in dealt.into_iter().flatten() {
            self.fed(ctx, wounds);
        }
        if let Some(calc) = attack {
            let hit = dealt[0].is_some_and(|(_, wounds)| wounds > 0);
            self.after_attack(
                calc.ctx,
                fired,
                riders,
                crate::rules::cast::action_x(x.decl.action),
                hit,
            );
        } else if matches!(x.decl.action, Action::Strike { .. }) && x.table.is_some_and(|r| r.diff == Some(-2)) {
            // The table's miss (промах, GAME.md §6: a difference of −2).
            self.missed(AttackCtx {
                source: a,
                target: t,
                kind: AttackKind::SimpleStrike,
                level: Level::Weak,
                defender: x.defender,
            });
        }
        // «При ответном ударе существа» (Иглохрюк): the counter-strike was made.
        if let Some(calc) = counter {
            self.seen(crate::model::ability::Seen::CounterStrikes, calc.ctx.source);
        }
        // «Атакует и не наносит ран» (Маг Тор-Гарона): the attack dealt its target nothing.
        if let Some(kind) = attack_kind.filter(|_| dealt[0].is_none_or(|(_, wounds)| wounds == 0)) {
            self.dealt_no_wounds(a, kind);
        }
        // «Закрывается на удар по летающим» (Феникс): an attack at a flyer was made.
        if let Some(kind) = attack_kind {
            self.flyer_struck(AttackCtx {
                source: a,
                target: t,
                kind,
                level: Level::Weak,
                defender: x.defender,
            });
        }
        if x.defender && !self.has_keyword(t, Keyword::NoCloseOnDefend) {
            self.close(t, Rule::Defender);
        }
        // «После того, как выступает защитником» (Ури).
        if x.defender {
            self.defended(t, a);
        }
        self.finish(true);
    }

    /// The attack an ability or a triggered ability makes: kind, values, and
    /// the index of the ability whose later effects are its riders («при
    /// этом», applied to the attacked card after the attack).
    pub(crate) fn attack_of(
        &self,
        source: CardId,
        action: Action,
        continuation: bool,
    ) -> Option<(AttackKind, [u8; 3], Option<u8>)> {
        let index = match action {
            Action::Ability { index, .. } | Action::AbilityX { index, .. } | Action::Triggered { index, .. } => index,
            _ => return None,
        };
        let a = self.ability(source, index)?;
        // A later part may make an attack of its own (Лилит и Эйдерик).
        let attack = M::later_part_attack(self, source, a, continuation).or_else(|| a.attack_of())?;
        // "+1 за каждую потраченную фишку": the declared X adds to every value.
        let x = crate::rules::cast::action_x(action).max(self.triggered_attack_x(source, action));
        let values = self.attack_values(source, attack, x);
        let riders = matches!(a.main_effect(), Some(EffectKind::Attack(_))) && a.effects.len() > 1;
        Some((attack.kind, values, riders.then_some(index)))
    }

    /// The X a trigger's attack `plus X` adds: the one its event gave it and
    /// kept until the attack is done (the shown cards counted, Информатор);
    /// 0 for any other action.
    fn triggered_attack_x(&self, source: CardId, action: Action) -> u8 {
        match action {
            Action::Triggered { index, .. }
                if !self.s.trigger_xs.is_empty()
                    && self
                        .ability(source, index)
                        .and_then(|a| a.attack_of())
                        .is_some_and(|a| a.plus_x) =>
            {
                self.trigger_x(source, index)
            }
            _ => 0,
        }
    }

    /// Steps 7–8: reserved resources are paid as fully as possible (501.13) —
    /// the source closes, reserved tokens are removed — then rule effects. A
    /// cancelled action (`pay` false) pays nothing (501.17, example 3).
    pub(crate) fn finish(&mut self, pay: bool) {
        self.finish_settling(pay, true);
    }

    /// A step of the main phase's decision (`prechecked`: the position the
    /// player decided in, where the rule effects had been applied — 503.1,
    /// checked by `check_invariants` — and nothing but this declaration and
    /// the passes since) that set nothing off: its declaration, legality
    /// check and move are the only events. A step changes no card's wounds,
    /// lives or tokens, and in a game where no rule effect depends on where
    /// cards stand (no auras, copied abilities, suppression, strangling,
    /// token maximum of its own under a condition, markers on the board)
    /// and none waits (no linked cards, no unique card to check), applying
    /// them again would find nothing: no card to destroy or to lose tokens,
    /// no squad without creatures.
    fn step_left_settled(&self) -> bool {
        let f = &self.features;
        self.events.len() == 3
            && !(f.auras || M::has_grants_in_force(self) || f.suppression || f.strangle || f.token_max_varies)
            && self.s.markers.is_empty()
            && M::settled(self)
            && !self.s.unique_check
            && self.s.result.is_none()
    }

    /// [`Game::finish`]; `settle`: apply the rule effects (503.1), unless
    /// the action provably left nothing for them (a step, see
    /// [`Game::step_left_settled`]).
    fn finish_settling(&mut self, pay: bool, settle: bool) {
        let x = self.exec();
        let src = x.decl.source;
        // A trigger's attack is done with the X its event gave it (Информатор).
        if let Action::Triggered { index, .. } = x.decl.action {
            if !self.s.trigger_xs.is_empty() && self.triggered_attack_x(src, x.decl.action) > 0 {
                self.forget_trigger_x(src, index);
            }
        }
        let carried_out = pay;
        // A later part of a compound ability pays nothing: the ability was paid once.
        let pay = pay && !x.decl.continuation;
        if pay && !matches!(x.decl.action, Action::Move { .. }) {
            self.events.push(Event::Step {
                source: src,
                step: ExecStep::Payment,
            });
        }
        if pay {
            let closes = match x.decl.action {
                Action::Ability { index, .. } | Action::AbilityAt { index, .. } | Action::AbilityX { index, .. } => {
                    let n = self.token_cost(src, x.decl.action);
                    let (mut close, strike) = self
                        .declared_ability(src, index)
                        .map_or((false, false), |a| (a.cost.close, a.cost.strike));
                    // A shot that leaves its card open for a strike next (Эльфийский арсенал).
                    if close && self.shot_keeps_open(&x.decl) {
                        close = false;
                        self.s.streak_struck = CardSet::default();
                        self.s.strike_streak = Some((src, src));
                    }
                    // Made instead of the simple strike: it is the turn's strike.
                    if strike {
                        let c = &mut self.s.cards[src.index()];
                        c.strikes = c.strikes.saturating_add(1);
                    }
                    let closes = close || (strike && !self.strike_keeps_open(src));
                    if n > 0 {
                        let c = &mut self.s.cards[src.index()];
                        let paid = n.min(c.tokens);
                        c.reserved_tokens = c.reserved_tokens.saturating_sub(n);
                        if c.zone.in_play() {
                            c.tokens -= paid;
                            self.events.push(Event::TokensPaid {
                                card: src,
                                paid,
                                rule: Rule::R501_13,
                            });
                            self.lost_tokens(src, paid);
                        }
                    }
                    closes
                }
                Action::Strike { target } => {
                    if !matches!(self.s.strike_streak, Some((c, _)) if c == src) {
                        self.s.streak_struck = CardSet::default();
                    }
                    self.s.streak_struck.insert(target);
                    self.s.strike_streak = Some((src, target));
                    // The first strike of the turn has been made.
                    self.s.first_strike_unanswerable &= !(1 << self.card(src).controller.index());
                    let c = &mut self.s.cards[src.index()];
                    c.strikes = c.strikes.saturating_add(1);
                    !self.strike_keeps_open(src)
                }
                Action::GainToken => true,
                Action::Move { .. } | Action::Triggered { .. } => false,
            };
            if closes {
                self.close(src, Rule::R501_13);
            }
            if !matches!(x.decl.action, Action::Move { .. } | Action::Triggered { .. }) {
                // Acting ends the creature's movement (GAME.md §4).
                self.s.cards[src.index()].moves_left = 0;
            }
        }
        // What an action carried out does beyond its payment (a forced striker closes).
        if carried_out {
            M::action_made(self, &x);
        }
        self.s.exec.pop();
        // The attack is over: what follows (rule effects, triggers) sees every
        // card with its abilities.
        self.s.ignored = None;
        if settle {
            self.rule_effects();
        }
        // An action carried out: what the mechanics follow of it (Очи Кронга's chains).
        if carried_out && self.s.result.is_none() {
            M::action_carried_out(self, &x);
            // What they did settles too (503.1): Боргак's wound on a 6 may
            // leave a creature with no lives.
            if settle && self.s.result.is_none() {
                self.rule_effects();
            }
        }
        // An action cancelled: what a mechanic kept for it ends (Информатор's lowered die).
        if !carried_out {
            M::action_dropped(self, &x);
        }
        if self.s.result.is_none() && self.next_volley(&x) {
            return;
        }
        if self.s.result.is_some() || self.next_trigger() {
            return;
        }
        self.go_on();
    }

    /// Nothing waits for a trigger: the queue's next response window opens, or
    /// a suspended execution or the turn goes on.
    pub(crate) fn go_on(&mut self) {
        if self.s.queue.is_empty() {
            self.resume();
        } else {
            self.s.phase = Phase::Response {
                player: self.s.active.opponent(),
                passes: 0,
            };
        }
    }

    /// After a part of a volley: the next part waits for its target, if the
    /// volley has attacks left and a creature it has not chosen can be targeted.
    fn next_volley(&mut self, done: &Exec) -> bool {
        let Some(v) = self.s.volley.clone() else { return false };
        if done.decl.source != v.source || ability_index(done.decl.action) != Some(v.index) {
            return false;
        }
        let mut options = Vec::new();
        if v.remaining > 0 && self.card(v.source).zone.in_play() {
            self.volley_choices(v.source, v.index, &mut options);
        }
        if options.is_empty() {
            self.s.volley = None;
            return false;
        }
        self.s.phase = Phase::Volley {
            player: self.card(v.source).controller,
        };
        true
    }

    /// The attack kind of a declaration, if it is an attack.
    pub(crate) fn declared_attack_kind(&self, d: &Declaration) -> Option<AttackKind> {
        match d.action {
            Action::Strike { .. } => Some(AttackKind::SimpleStrike),
            Action::Ability { .. } | Action::AbilityX { .. } | Action::Triggered { .. } => {
                self.attack_of(d.source, d.action, d.continuation).map(|a| a.0)
            }
            _ => None,
        }
    }

    /// The card a declared attack will hit: its redirect, or its target.
    pub(crate) fn declared_target(d: &Declaration) -> Option<CardId> {
        let t = match d.action {
            Action::Strike { target } | Action::Triggered { target, .. } => Some(target),
            Action::Ability { target, .. } | Action::AbilityX { target, .. } => target,
            _ => None,
        };
        d.redirect.or(t)
    }

    /// Is an attack of one of `kinds` aimed at `at`, and not yet redirected by
    /// `by`, waiting in the queue or executing before its calculation? Returns
    /// where: `Ok(queue index)` or `Err(exec index)`.
    pub(crate) fn pending_attack_at(&self, kinds: AttackSet, at: CardId, by: CardId) -> Option<Result<usize, usize>> {
        let aimed = |d: &Declaration| {
            !d.redirected_by.contains(by) && self.declared_attack_kind(d).is_some_and(|k| kinds.contains(k))
        };
        if let Some(i) = self
            .s
            .queue
            .iter()
            .rposition(|d| aimed(d) && Self::declared_target(d) == Some(at))
        {
            return Some(Ok(i));
        }
        self.s
            .exec
            .iter()
            .rposition(|x| aimed(&x.decl) && x.target == Some(at) && !matches!(x.step, Step::Resolve | Step::Start))
            .map(Err)
    }

    /// Redirects the latest attack of `kinds` aimed at `from` into `to` (502.1).
    pub(crate) fn redirect(&mut self, kinds: AttackSet, from: CardId, to: CardId) {
        let (attacker, ignores) = match self.pending_attack_at(kinds, from, to) {
            Some(Ok(i)) => {
                let d = &mut self.s.queue[i];
                d.redirect = Some(to);
                d.redirected_by.insert(to);
                (d.source, false)
            }
            Some(Err(i)) => {
                let x = &mut self.s.exec[i];
                x.target = Some(to);
                x.decl.redirected_by.insert(to);
                (x.decl.source, x.ignores)
            }
            None => return,
        };
        self.events.push(Event::Redirected { attacker, from, to });
        if ignores {
            // The card it was redirected into is the attacked card (502.1): its
            // abilities are ignored when the attack goes on.
            self.events.push(Event::AbilitiesIgnored {
                source: attacker,
                card: to,
            });
        }
    }
}

/// The index of the spell or impact a declaration casts: an action's, or a
/// trigger's (Аристократка).
pub(crate) fn cast_index(action: Action) -> Option<u8> {
    match action {
        Action::Triggered { index, .. } => Some(index),
        _ => ability_index(action),
    }
}

/// The index of the ability an action uses.
pub(crate) fn ability_index(action: Action) -> Option<u8> {
    match action {
        Action::Ability { index, .. } | Action::AbilityAt { index, .. } | Action::AbilityX { index, .. } => Some(index),
        _ => None,
    }
}
