//! «Либо …, либо …»: an ability whose player picks one of its options while
//! it acts (Оборотень's two modes, Овражный гном's «по выбору атакованного»,
//! Молотобоец's push or blow).
//!
//! An [`EffectKind::Pick`] in an ability's chain stops the chain when its
//! turn comes: the chooser decides ([`DecisionKind::Pick`]), and the chain
//! goes on with the effects guarded by [`Guard::Picked`] with the option
//! taken. An option none of whose effects can happen is not offered («если
//! не может …»); when one option is left it is taken without a decision, and
//! with none the chain goes on with nothing picked. The offered options and
//! the accepted ones come from [`Game::pick_options`].
//!
//! Only an ability that executes as an action (GAME.md §5) can wait in the
//! middle: an action, or a triggered ability declared into the queue (the
//! card language routes every trigger with a pick there).

use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::{CardId, Player};
use crate::game::{Choice, Game, Illegal, Refusal, Step};
use crate::model::ability::{Ability, Chooser, EffectKind, Guard};
use crate::model::battlefield::Cell;
use crate::rules::trigger::EffectCtx;

/// The most options a pick has (its options are bits of a `u8`).
pub const MAX_OPTIONS: u8 = 8;

/// A pick waiting for its chooser: the chain of the ability of `ctx` goes
/// on from effect `from`, acting on `target`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Waiting {
    pub ctx: EffectCtx,
    pub from: u8,
    pub target: Option<CardId>,
    pub by: Player,
    /// The options offered: bit `k - 1` for option `k`.
    pub options: u8,
    /// A die picks (`pick N by die`): a chance event, not a decision.
    pub die: bool,
    /// Not a pick: the die of an effect with three values, which goes on
    /// from effect `from` itself with the roll (`crate::mechanics::movement::movers`).
    pub level: bool,
}

impl Game {
    /// Who picks for the ability of `ctx`.
    fn chooser(&self, ctx: &EffectCtx, by: Chooser) -> Player {
        match by {
            Chooser::Own | Chooser::Die => ctx.side,
            Chooser::Opponent => ctx.side.opponent(),
            Chooser::Attacked => ctx.other.map_or(ctx.side.opponent(), |o| self.card(o).controller),
        }
    }

    /// The options of the pick at effect `at` of `a` that can happen now
    /// (bit `k - 1` for option `k`): an option is offered unless one of its
    /// effects can't happen to any of its subjects — none is in play, or
    /// each already is as it would make it (closing a closed card), or a
    /// push finds no free cell behind the pushed card. An option with no
    /// effect («или ничего») is always offered.
    pub(crate) fn pick_options(&self, ctx: &EffectCtx, a: &Ability, at: usize, target: Option<CardId>) -> u8 {
        let Some(&EffectKind::Pick { n, by }) = a.effects.get(at).map(|e| &e.kind) else {
            return 0;
        };
        if by == Chooser::Die {
            // A die takes any option, whether its effects can happen or not.
            return ((1u16 << n.min(MAX_OPTIONS)) - 1) as u8;
        }
        let mut options = 0u8;
        for k in 1..=n.min(MAX_OPTIONS) {
            let possible = a.effects[at + 1..]
                .iter()
                .filter(|e| e.guard.as_ref().and_then(Guard::picked) == Some(k))
                .all(|e| {
                    self.subjects(ctx, e.to, target).into_iter().any(|t| {
                        let c = self.card(t);
                        c.zone.in_play()
                            && match e.kind {
                                EffectKind::Push => self.push_cell(ctx, t).is_some(),
                                EffectKind::Close => c.open,
                                EffectKind::Open => !c.open,
                                _ => true,
                            }
                    })
                });
            if possible {
                options |= 1 << (k - 1);
            }
        }
        options
    }

    /// The pick at effect `at` comes: with two options or more the chain
    /// stops and the chooser decides (true); otherwise the only option (or
    /// none) is taken at once and the chain goes on (false, `ctx.picked` set).
    pub(crate) fn start_pick(&mut self, ctx: &mut EffectCtx, a: &Ability, at: usize, target: Option<CardId>) -> bool {
        let Some(&EffectKind::Pick { by, .. }) = a.effects.get(at).map(|e| &e.kind) else {
            return false;
        };
        let options = self.pick_options(ctx, a, at, target);
        let die = by == Chooser::Die;
        let by = self.chooser(ctx, by);
        // Only the running action of this very ability can wait.
        let running = self.s.exec.last().is_some_and(|x| {
            x.decl.source == ctx.source
                && match x.decl.action {
                    crate::game::event::Action::Triggered { index, .. } => index == ctx.ability,
                    action => crate::rules::queue::ability_index(action) == Some(ctx.ability),
                }
        });
        if let Some(roll) = self.struck_roll(ctx.source).filter(|_| die && !running) {
            // Rolled with the attack's dice (`crate::mechanics::strikes::struck_die`).
            let n = options.count_ones() as u8;
            ctx.picked = (roll.clamp(1, 6) - 1) * n / 6 + 1;
            self.events.push(Event::Picked {
                card: ctx.source,
                index: ctx.ability,
                player: by,
                option: ctx.picked,
                forced: true,
            });
            return false;
        }
        if (options.count_ones() >= 2 || die) && running {
            self.exec_mut().step = Step::Pick(Waiting {
                ctx: *ctx,
                from: (at + 1) as u8,
                target,
                by,
                options,
                die,
                level: false,
            });
            return true;
        }
        // One option left is no choice (or none: nothing of it happens).
        ctx.picked = if options == 0 {
            0
        } else {
            options.trailing_zeros() as u8 + 1
        };
        if ctx.picked > 0 {
            self.events.push(Event::Picked {
                card: ctx.source,
                index: ctx.ability,
                player: by,
                option: ctx.picked,
                forced: true,
            });
        }
        false
    }

    /// The die of a pick by die came up `roll` (1–6): its faces map evenly
    /// onto the options (`crate::model::ability::Chooser::Die`), and the chain goes
    /// on with the option it gives.
    pub(crate) fn pick_rolled(&mut self, roll: u8) {
        let Some(w) = self.waiting_pick() else { return };
        if w.level {
            self.limit_rolled(w, roll);
            return;
        }
        self.events.push(Event::DieRolled {
            card: w.ctx.source,
            roll,
            bonus: 0,
            value: roll as i8,
        });
        let n = w.options.count_ones() as u8;
        let k = (roll.clamp(1, 6) - 1) * n / 6 + 1;
        self.pick(k);
    }

    /// The options of the pending pick, in order.
    pub(crate) fn pick_choices(&self, out: &mut Vec<Choice>) {
        // Two dice: keep the first roll or the second (`crate::mechanics::strikes::two_dice`).
        if self.die_choice().is_some() {
            out.extend([Choice::Pick(1), Choice::Pick(2)]);
            return;
        }
        if let Some(w) = self.waiting_pick().filter(|w| !w.die) {
            out.extend(
                (1..=MAX_OPTIONS)
                    .filter(|k| w.options & (1 << (k - 1)) != 0)
                    .map(Choice::Pick),
            );
        }
    }

    /// May the chooser take option `k` of the pending pick?
    pub(crate) fn check_pick(&self, k: u8) -> Result<(), Illegal> {
        if self.die_choice().is_some() && (1..=2).contains(&k) {
            return Ok(());
        }
        match self.waiting_pick() {
            Some(w) if !w.die && (1..=MAX_OPTIONS).contains(&k) && w.options & (1 << (k - 1)) != 0 => Ok(()),
            _ => Err(Illegal {
                rule: Rule::Pipeline,
                reason: Refusal::NoSuchOption,
            }),
        }
    }

    /// The chooser took option `k`: the chain goes on from the pick, and the
    /// action finishes unless another pick waits.
    pub(crate) fn pick(&mut self, k: u8) {
        if self.die_choice().is_some() {
            self.keep_die(k);
            return;
        }
        let Some(w) = self.waiting_pick() else { return };
        self.events.push(Event::Picked {
            card: w.ctx.source,
            index: w.ctx.ability,
            player: w.by,
            option: k,
            forced: w.die,
        });
        let db = std::sync::Arc::clone(&self.db);
        let Some(a) = self.ability_in(&db, w.ctx.source, w.ctx.ability) else {
            return;
        };
        let ctx = EffectCtx { picked: k, ..w.ctx };
        if !self.apply_effects(&ctx, a, w.from as usize, w.target) {
            self.finish(true);
        }
    }

    /// The pick the running action waits for, if any.
    pub(crate) fn waiting_pick(&self) -> Option<Waiting> {
        match self.s.exec.last()?.step {
            Step::Pick(w) => Some(w),
            _ => None,
        }
    }

    /// The free cell `t` is pushed into by the card of `ctx`
    /// ([`EffectKind::Push`]): the next cell from `t` away from the card,
    /// in the line from the card through `t`. None when `t` is not a ground
    /// card on the battlefield next to the card, or that cell is off the
    /// battlefield or taken.
    pub(crate) fn push_cell(&self, ctx: &EffectCtx, t: CardId) -> Option<Cell> {
        let from = ctx.cell?;
        let at = self.card(t).zone.cell()?;
        if !from.is_adjacent(at) {
            return None;
        }
        let col = i16::from(at.col()) * 2 - i16::from(from.col());
        let row = i16::from(at.row()) * 2 - i16::from(from.row());
        let to = Cell::new(u8::try_from(col).ok()?, u8::try_from(row).ok()?)?;
        self.at(to).is_none().then_some(to)
    }

    /// Pushes `t` one cell on (Молотобоец): a displacement, not its own
    /// movement, so no moving trigger fires and its movement is untouched.
    pub(crate) fn push(&mut self, ctx: &EffectCtx, t: CardId) {
        let Some(to) = self.push_cell(ctx, t) else { return };
        let Some(from) = self.card(t).zone.cell() else { return };
        self.move_card(t, Zone::Battlefield(to));
        self.events.push(Event::Pushed { card: t, from, to });
    }
}
