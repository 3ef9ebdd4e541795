//! The greedy bot: one-ply scores, best option taken.

use berserk_engine::ability::{EffectKind, Subject, XCost};
use berserk_engine::card::Kind;
use berserk_engine::{Action, CardId, Cell, Choice, DecisionKind, Game, Pending, Player};
use rand_core::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

use crate::eval::{self, close_cost};
use crate::{below, Bot};

/// The score of ending the turn or passing: anything better is done first.
const IDLE: f32 = 0.05;
/// Scores closer than this are ties, broken by the bot's generator.
const TIE: f32 = 1e-4;

/// Scores every option with a quick evaluation and takes the best one.
///
/// - **Strikes and attack abilities**: the expected harm to the target minus
///   the expected harm from the counter-strike, over all dice outcomes with
///   the engine's strike table ([`berserk_engine::strike::resolve`]) and die
///   bonuses ([`Game::die_bonus`]); wounds pass through the engine's damage
///   modifiers, protection and armor; a kill is worth the card's value plus a
///   bonus. Closing costs a little, more with enemies adjacent. As the game
///   drags on, attacks get a growing bonus (up to 1.5 after 100 turns), so
///   even trades are taken instead of waiting for the turn limit.
/// - **Buying**: the most expensive affordable card first, a new element's
///   penalty counted against it; it buys while anything is affordable.
/// - **Placement**: ground creatures to the front row and the centre;
///   creatures with ranged attacks to the second row.
/// - **Movement**: towards the nearest enemy, and especially next to an
///   enemy worth striking.
/// - **Defender**: the option that loses least (a healthier, open ally
///   takes the strike when that is better than the target taking it).
/// - **Exchange**: the better outcome for its side.
/// - Otherwise ending the turn or passing.
///
/// Ties are broken by its own PCG generator: the same seed gives the same
/// choices. It reads only what its player may see (see [`crate::Bot`]): it
/// scores the options on [`Game::determinize`]`(player, seed)`, a game
/// that looks the same to its player with the hidden cards and the deck
/// order drawn from its own generator, never on the real hidden cards.
#[derive(Clone, Debug)]
pub struct GreedyBot {
    rng: Pcg64Mcg,
    /// Scratch space for the scores of one decision (keeps its capacity).
    scores: Vec<f32>,
    /// Score on a determinization of the game (false: on the game as
    /// given, for a game that is already one — the search's playouts).
    fair: bool,
}

impl GreedyBot {
    pub fn new(seed: u64) -> GreedyBot {
        GreedyBot {
            rng: Pcg64Mcg::seed_from_u64(seed),
            scores: Vec::with_capacity(64),
            fair: true,
        }
    }

    /// The greedy policy of the search's playouts: it reads the game it is
    /// given as it is, which must already be a determinization of the
    /// searching player's (it sees no more than that player).
    pub(crate) fn on_sample(seed: u64) -> GreedyBot {
        GreedyBot {
            fair: false,
            ..GreedyBot::new(seed)
        }
    }

    /// The scores of the options of the last decision it chose (empty when
    /// there was a single option), in the order of the options.
    pub fn last_scores(&self) -> &[f32] {
        &self.scores
    }

    /// The score of one option of the pending decision (higher is better).
    pub fn score(game: &Game, choice: Choice) -> f32 {
        let Pending::Decision { player, kind } = game.pending() else {
            return 0.0;
        };
        match choice {
            Choice::GoFirst(me) => me as u8 as f32,
            Choice::Redeal(again) => !again as u8 as f32,
            Choice::Buy(c) => buy_score(game, player, c),
            // A purchase option: as the plain purchase, a little less (the
            // evaluation reads no purchase option yet).
            Choice::BuyWith { card, .. } => buy_score(game, player, card) - 0.5,
            Choice::FinishBuying => -1000.0,
            Choice::Place(cell) => match kind {
                DecisionKind::Place(card) => place_score(game, player, card, cell),
                DecisionKind::Question(q) if q.ask == berserk_engine::Ask::LineEnd => line_score(game, player, cell),
                DecisionKind::Question(q) if matches!(q.ask, berserk_engine::Ask::GateTeleport { .. }) => {
                    gate_score(game, player, cell)
                }
                _ => 0.0,
            },
            Choice::Declare { source, action } => action_score(game, player, source, action),
            Choice::EndTurn | Choice::Pass => IDLE,
            Choice::NoDefender => match kind {
                DecisionKind::Defender { attacker, target } => {
                    -eval::strike_value(game, player, attacker, target, false)
                }
                _ => 0.0,
            },
            Choice::Defend(d) => match kind {
                DecisionKind::Defender { attacker, .. } => -eval::strike_value(game, player, attacker, d, true) - 0.2,
                _ => 0.0,
            },
            Choice::Exchange(alternative) => match kind {
                DecisionKind::Exchange { attacker, target } => {
                    exchange_score(game, player, attacker, target, alternative)
                }
                _ => 0.0,
            },
            // Replacement effects (516): apply one rather than none; heal the
            // costliest wounded creature first, and never stop early.
            Choice::Replace { .. } => 0.5,
            Choice::NoReplacement => 0.0,
            Choice::HealOne(c) => 1.0 + game.def(c).cost as f32 / 16.0,
            Choice::StopHealing => -1.0,
            Choice::AddTarget(t) => match kind {
                DecisionKind::CastTargets { source, index } => cast_target_score(game, player, source, index, t),
                // The strike moved onto another own creature (Волот): as no defender, against that one.
                DecisionKind::Defender { attacker, .. } => -eval::strike_value(game, player, attacker, t, false),
                _ => 0.0,
            },
            Choice::TargetsDone => 0.0,
            Choice::Pick(_) => pick_score(game, player, choice),
            // A summon's look (517.3): find the costliest card rather than none.
            Choice::Find(def) => game
                .db()
                .cards
                .get(def as usize)
                .map_or(0.0, |d| 1.0 + d.cost as f32 / 16.0),
        }
    }
}

/// An option of a pick («либо …, либо …»): the material balance right after
/// it (life left plus the value of the creatures in play, own minus enemy;
/// an open own creature counts a little).
fn pick_score(game: &Game, player: Player, choice: Choice) -> f32 {
    let mut g = game.clone();
    if g.apply(choice).is_err() {
        return f32::NEG_INFINITY;
    }
    g.in_play()
        .iter()
        .map(|&c| {
            let side = if g.card(c).controller == player { 1.0 } else { -1.0 };
            let open = if g.card(c).open { 0.5 } else { 0.0 };
            side * (g.life(c).max(0) as f32 + eval::card_value(g.def(c).cost) + open)
        })
        .sum()
}

impl Bot for GreedyBot {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, game: &Game, options: &[Choice]) -> usize {
        self.scores.clear();
        if options.len() <= 1 {
            return 0;
        }
        let sample;
        let game = match game.pending() {
            Pending::Decision { player, .. } if self.fair => {
                sample = game.determinize(player, self.rng.next_u64());
                &sample
            }
            _ => game,
        };
        self.scores.extend(options.iter().map(|&o| GreedyBot::score(game, o)));
        let best = self.scores.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        // A uniform pick among the options tied with the best.
        let ties = self.scores.iter().filter(|&&s| s >= best - TIE).count();
        let k = below(&mut self.rng, ties.max(1) as u64) as usize;
        self.scores
            .iter()
            .enumerate()
            .filter(|&(_, &s)| s >= best - TIE)
            .nth(k)
            .map_or(0, |(i, _)| i)
    }
}

fn buy_score(game: &Game, player: Player, c: CardId) -> f32 {
    let d = game.def(c);
    let penalty = game.price(player, c).map_or(0, |p| p.penalty);
    let strike = d.strike.iter().map(|&s| s as f32).sum::<f32>() / 3.0;
    d.cost as f32 + 0.15 * d.life as f32 + 0.2 * strike - 2.0 * penalty as f32
}

fn place_score(game: &Game, player: Player, card: CardId, cell: Cell) -> f32 {
    let row = game.orientation().relative_row(player, cell);
    let centre = 2.0 - (cell.col() as f32 - 2.0).abs();
    let d = game.def(card);
    let shooter = eval::ranged_reach(game, card).is_some() && d.strike[2] <= 2;
    let row_score = match (shooter, row) {
        (false, 1) => 3.0,
        (false, 2) => 2.0,
        (true, 2) => 3.0,
        (true, 1) => 2.0,
        _ => 1.0,
    };
    row_score + 0.3 * centre
}

/// A line of cell markers ending at `end` (Бул'Багур's lantern light, a
/// harm to whoever stands there): the enemy cards on it, less the own, and
/// a little for a longer line (the cards may step onto it later).
fn line_score(game: &Game, player: Player, end: Cell) -> f32 {
    let cells = game.line_cells(end);
    let mut score = 0.1 * cells.len() as f32;
    for cell in cells {
        if let Some(c) = game.at(cell) {
            score += if game.card(c).controller == player { -1.0 } else { 1.0 };
        }
    }
    score
}

/// A gate to teleport onto (Демон жадности): the enemy creatures around it
/// it would wound.
fn gate_score(game: &Game, player: Player, cell: Cell) -> f32 {
    cell.neighbours()
        .flat_map(|c| game.cards_at(c))
        .filter(|&c| game.card(c).controller != player)
        .count() as f32
}

fn action_score(game: &Game, player: Player, source: CardId, action: Action) -> f32 {
    match action {
        Action::Strike { target } => {
            eval::strike_value(game, player, source, target, false) - close_cost(game, source) + aggression(game)
        }
        Action::AbilityX { index, target, x } => {
            let Some(a) = game.ability(source, index) else {
                return 0.0;
            };
            // Paying X wounds that kill the card wastes it (501.15).
            if a.cost.x == Some(XCost::Wounds) && x as i16 >= game.life(source) {
                return -10.0;
            }
            action_score(game, player, source, Action::Ability { index, target }) + 0.2 * x as f32
        }
        Action::Ability { index, target } => {
            let Some(a) = game.ability(source, index) else {
                return 0.0;
            };
            let value = if a.cast.is_some() {
                // A spell or an impact: worth about one wound to the enemy.
                0.5
            } else {
                eval::ability_value(game, player, source, index, target)
            };
            if value <= 0.0 {
                return value - 0.1;
            }
            let close = if a.cost.close { close_cost(game, source) } else { 0.0 };
            // A heal is worth doing only if it heals something.
            let heals_self = matches!(
                a.effects.first(),
                Some(e) if e.to == Subject::This && matches!(e.kind, EffectKind::Heal(_))
            );
            if heals_self && game.card(source).wounds == 0 {
                return -0.1;
            }
            let eager = if a.attack_kind().is_some() {
                aggression(game)
            } else {
                0.0
            };
            value - close - 0.7 * a.cost.tokens as f32 + eager
        }
        Action::GainToken => 0.6 - close_cost(game, source),
        Action::Triggered { target, .. } => eval::triggered_value(game, player, source, action, target),
        // A spell on a row: worth a little for each enemy creature standing in it.
        Action::AbilityAt { cell, index }
            if game
                .def(source)
                .abilities
                .get(index as usize)
                .is_some_and(|a| matches!(a.target, berserk_engine::ability::Target::Row { .. })) =>
        {
            let enemies = (0..5u8)
                .filter_map(|col| Cell::new(col, cell.row()))
                .flat_map(|c| game.cards_at(c))
                .filter(|&c| game.card(c).controller != player)
                .count();
            0.3 * enemies as f32 - close_cost(game, source)
        }
        // Teleportation: worth it only to reach a strike; scored like a move.
        Action::AbilityAt { cell, .. } => move_score(game, player, source, cell) - 0.3,
        Action::Move { to } => move_score(game, player, source, to),
    }
}

/// Naming `t` as a target of a spell or an impact: good for an enemy when the
/// effect harms, for an own creature when it heals.
fn cast_target_score(game: &Game, player: Player, source: CardId, index: u8, t: CardId) -> f32 {
    let Some(a) = game
        .def(source)
        .abilities
        .get(index as usize)
        .filter(|a| a.cast.is_some())
    else {
        return 0.0;
    };
    let harms = a.effects.iter().any(|e| !matches!(e.kind, EffectKind::Heal(_)));
    let enemy = game.card(t).controller != player;
    if harms == enemy {
        1.0 + game.def(t).cost as f32 / 16.0
    } else {
        -1.0
    }
}

/// A long game is a stalemate: the longer it lasts, the more an even trade
/// of strikes is worth taking (0 at the start, up to 1.5 after 100 turns).
fn aggression(game: &Game) -> f32 {
    (game.turn() as f32 * 0.015).min(1.5)
}

fn move_score(game: &Game, player: Player, c: CardId, to: Cell) -> f32 {
    let Some(from) = game.card(c).zone.cell() else {
        return 0.0;
    };
    if game.def(c).kind != Kind::Creature {
        return 0.0;
    }
    let strike_there = eval::best_strike_from(game, player, c, to);
    let approach = match (
        eval::nearest_enemy(game, player, from),
        eval::nearest_enemy(game, player, to),
    ) {
        (Some(a), Some(b)) => a as f32 - b as f32,
        _ => 0.0,
    };
    // A shooter with a target in reach stays where it is.
    let shooter_busy = eval::ranged_reach(game, c)
        .is_some_and(|reach| eval::nearest_enemy(game, player, from).is_some_and(|d| d >= 2 && d <= reach));
    if shooter_busy {
        return 0.6 * strike_there - 0.1;
    }
    0.6 * strike_there + 0.25 * approach
}

fn exchange_score(game: &Game, player: Player, attacker: CardId, target: CardId, alternative: bool) -> f32 {
    let table = game.pending_exchange();
    let Some(r) = table else {
        // Unknown: keep the table's result.
        return if alternative { 0.0 } else { 1.0 };
    };
    let net = eval::exchange_value(game, player, attacker, target, &r, alternative);
    if game.card(attacker).controller == player {
        net
    } else {
        -net
    }
}
