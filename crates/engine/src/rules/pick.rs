//! «Либо …, либо …»: an ability whose player picks one of its options while
//! it acts (Оборотень's two modes, Овражный гном's «по выбору атакованного»,
//! Молотобоец's push or blow).
//!
//! An [`EffectKind::Pick`] in an ability's chain stops the chain when its
//! turn comes: the chooser is asked ([`Ask::Pick`]), and the chain
//! goes on with the effects guarded by [`Guard::Picked`] with the option
//! taken. An option none of whose effects can happen is not offered («если
//! не может …»); when one option is left it is taken without a decision, and
//! with none the chain goes on with nothing picked. The offered options and
//! the accepted ones come from [`Game::pick_options`].
//!
//! Only an ability that executes as an action (GAME.md §5) can wait in the
//! middle: an action, or a triggered ability declared into the queue (the
//! card language routes every trigger with a pick there).

use crate::decision::question::{Ask, Asking, Question, Waiting as Asked, Waits};
use crate::game::event::Event;
use crate::game::hooks::{Hooks, M};
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::{CardId, Player};
use crate::game::{ChanceKind, Choice, Game, Illegal, Refusal};
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
    /// Not a pick: the die of an effect with three values (weak, medium,
    /// strong), which goes on from effect `from` itself with the roll
    /// ([`Game::wait_for_level`], [`by_roll`]).
    pub level: bool,
}

/// The value of an effect with three values for the ability's die `roll`:
/// weak on 1–3, medium on 4–5, strong on 6 (GAME.md §6).
pub(crate) fn by_roll(values: [u8; 3], roll: u8) -> u8 {
    match roll {
        0..=3 => values[0],
        4 | 5 => values[1],
        _ => values[2],
    }
}

/// The options of the picks before effect `at` of `a`: a later pick numbers
/// its options after them (`pick 3 by die; then pick 2 if picked 3`: the
/// second pick's options are 4 and 5, Бяка), so a guard `if picked K` reads
/// one option of one pick. 0 for the first pick.
pub fn pick_offset(a: &Ability, at: usize) -> u8 {
    a.effects[..at.min(a.effects.len())]
        .iter()
        .map(|e| match e.kind {
            EffectKind::Pick { n, .. } => n,
            _ => 0,
        })
        .fold(0u8, u8::saturating_add)
}

impl Asking for Waiting {
    fn waits(&self, _g: &Game) -> Waits {
        if self.die {
            return Waits::Chance(ChanceKind::AbilityRoll(self.ctx.source));
        }
        Waits::Decision(Question {
            ask: Ask::Pick { options: self.options },
            player: self.by,
            source: self.ctx.source,
            index: self.ctx.ability,
        })
    }

    /// Every option number.
    fn candidates(&self, _g: &Game, out: &mut Vec<Choice>) {
        out.extend((1..=MAX_OPTIONS).map(Choice::Pick));
    }

    /// An option that can happen, unless a die picks.
    fn check(&self, _g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::Pick(k) if !self.die && (1..=MAX_OPTIONS).contains(&k) && self.options & (1 << (k - 1)) != 0 => {
                Ok(())
            }
            _ => Err(Illegal {
                rule: Rule::Pipeline,
                reason: Refusal::NoSuchOption,
            }),
        }
    }

    /// The chooser took option `k`: the chain goes on from the pick, and
    /// the action finishes unless another pick waits.
    fn answer(self, g: &mut Game, choice: Choice) {
        let Choice::Pick(k) = choice else { return };
        g.events.push(Event::Picked {
            card: self.ctx.source,
            index: self.ctx.ability,
            player: self.by,
            option: k,
            forced: self.die,
        });
        let db = std::sync::Arc::clone(&g.db);
        let Some(a) = g.ability_in(&db, self.ctx.source, self.ctx.ability) else {
            return;
        };
        // A later pick of the ability numbers its options after the earlier ones'.
        let offset = pick_offset(a, (self.from as usize).saturating_sub(1));
        let ctx = EffectCtx {
            picked: offset.saturating_add(k),
            ..self.ctx
        };
        if !g.apply_effects(&ctx, a, self.from as usize, self.target) {
            g.finish(true);
        }
    }

    /// The die came up `roll` (1–6). A pick by die: its faces map evenly
    /// onto the options (`crate::model::ability::Chooser::Die`), and the
    /// chain goes on with the option it gives. The die of an effect with
    /// three values: the chain goes on from that effect with the roll.
    fn rolled(self, g: &mut Game, roll: u8) {
        // A die with the card's modifiers against a threshold (Грост).
        let at_least = (!self.level)
            .then(|| g.ability(self.ctx.source, self.ctx.ability))
            .flatten()
            .and_then(|a| a.effects.get((self.from as usize).checked_sub(1)?))
            .and_then(|e| match e.kind {
                EffectKind::Pick {
                    by: Chooser::DieAtLeast(n),
                    ..
                } => Some(n),
                _ => None,
            });
        let bonus: i8 = match at_least {
            Some(_) => g.attack_die_parts(self.ctx.source).iter().map(|&(_, _, n)| n).sum(),
            None => 0,
        };
        let value = roll as i8 + bonus;
        g.events.push(Event::DieRolled {
            card: self.ctx.source,
            roll,
            bonus,
            value,
        });
        if let Some(n) = at_least {
            self.answer(g, Choice::Pick(if value >= n as i8 { 2 } else { 1 }));
            return;
        }
        if self.level {
            let db = std::sync::Arc::clone(&g.db);
            let Some(a) = db
                .get(g.card(self.ctx.source).def)
                .abilities
                .get(self.ctx.ability as usize)
            else {
                return;
            };
            let ctx = EffectCtx {
                rolled: roll,
                ..self.ctx
            };
            if !g.apply_effects(&ctx, a, self.from as usize, self.target) {
                g.finish(true);
            }
            return;
        }
        let n = self.options.count_ones() as u8;
        let k = (roll.clamp(1, 6) - 1) * n / 6 + 1;
        self.answer(g, Choice::Pick(k));
    }
}

impl Game {
    /// Who picks for the ability of `ctx`.
    fn chooser(&self, ctx: &EffectCtx, by: Chooser) -> Player {
        match by {
            Chooser::Own | Chooser::Die | Chooser::DieAtLeast(_) => ctx.side,
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
        if by.is_die() {
            // A die takes any option, whether its effects can happen or not.
            return ((1u16 << n.min(MAX_OPTIONS)) - 1) as u8;
        }
        let mut options = 0u8;
        let offset = pick_offset(a, at);
        for k in 1..=n.min(MAX_OPTIONS) {
            let possible = a.effects[at + 1..]
                .iter()
                .filter(|e| e.guard.as_ref().and_then(Guard::picked) == Some(offset.saturating_add(k)))
                .all(|e| {
                    self.subjects(ctx, e.to, target).into_iter().any(|t| {
                        let c = self.card(t);
                        c.zone.in_play()
                            && match e.kind {
                                EffectKind::Push => self.push_cell(ctx, t).is_some(),
                                EffectKind::Pull | EffectKind::Shift { .. } => {
                                    M::check_effect_target(self, ctx.source, &e.kind, t).is_ok()
                                }
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

    /// The effect `at` of the ability of `ctx` has three values and no roll
    /// yet: the chain stops for the ability's die and comes back to it with
    /// `ctx.rolled` set ([`by_roll`]).
    pub(crate) fn wait_for_level(&mut self, ctx: &EffectCtx, at: usize, target: Option<CardId>) {
        self.ask(Asked::Pick(Waiting {
            ctx: *ctx,
            from: at as u8,
            target,
            by: ctx.side,
            options: 0,
            die: true,
            level: true,
        }));
    }

    /// The pick at effect `at` comes: with two options or more the chain
    /// stops and the chooser decides (true); otherwise the only option (or
    /// none) is taken at once and the chain goes on (false, `ctx.picked` set).
    pub(crate) fn start_pick(&mut self, ctx: &mut EffectCtx, a: &Ability, at: usize, target: Option<CardId>) -> bool {
        let Some(&EffectKind::Pick { by, .. }) = a.effects.get(at).map(|e| &e.kind) else {
            return false;
        };
        let options = self.pick_options(ctx, a, at, target);
        let die = by.is_die();
        let by = self.chooser(ctx, by);
        // Only the running action of this very ability can wait.
        let running = self.s.exec.last().is_some_and(|x| {
            x.decl.source == ctx.source
                && match x.decl.action {
                    crate::game::event::Action::Triggered { index, .. } => index == ctx.ability,
                    action => crate::rules::queue::ability_index(action) == Some(ctx.ability),
                }
        });
        if let Some(roll) = M::pick_rolled(self, ctx.source, a).filter(|_| die && !running) {
            // Rolled already (with the attack's dice, Воин храма).
            let n = options.count_ones() as u8;
            let k = (roll.clamp(1, 6) - 1) * n / 6 + 1;
            ctx.picked = pick_offset(a, at).saturating_add(k);
            self.events.push(Event::Picked {
                card: ctx.source,
                index: ctx.ability,
                player: by,
                option: k,
                forced: true,
            });
            return false;
        }
        if (options.count_ones() >= 2 || die) && running {
            self.ask(Asked::Pick(Waiting {
                ctx: *ctx,
                from: (at + 1) as u8,
                target,
                by,
                options,
                die,
                level: false,
            }));
            return true;
        }
        // One option left is no choice (or none: nothing of it happens).
        let k = if options == 0 {
            0
        } else {
            options.trailing_zeros() as u8 + 1
        };
        ctx.picked = if k == 0 {
            0
        } else {
            pick_offset(a, at).saturating_add(k)
        };
        if k > 0 {
            self.events.push(Event::Picked {
                card: ctx.source,
                index: ctx.ability,
                player: by,
                option: k,
                forced: true,
            });
        }
        false
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
        self.displaced(t);
    }
}
