//! The search bot: information-set Monte-Carlo tree search with
//! determinization.
//!
//! **What it sees.** The bot never reads the hidden part of the real game.
//! Each iteration starts from [`Game::determinize`]: a game that looks the
//! same to the bot's player ([`Game::view`]) with every hidden card identity,
//! both decks' order and the random generator re-sampled from a seed (deck
//! lists are treated as open information, see `berserk_engine`'s
//! determinization). Everything the search reads — legal options further
//! down, the rollout policy, the evaluation — is read from such games. The
//! only thing taken from the real game is the list of the bot's own legal
//! options at the root, which its player sees anyway. Two games that look
//! the same to the bot's player give the same decisions for the same seed and
//! budget (a test checks it).
//!
//! **The search** (single-observer ISMCTS, Cowling, Powley & Whitehouse
//! 2012): one tree per thread over the sequence of moves; each iteration
//! samples a determinization and walks down the tree, restricted to the moves
//! legal in that sample:
//!
//! - a **decision** node picks its child by UCB1 with availability counts
//!   (each child's exploration term counts the iterations in which it was
//!   legal), from the point of view of the player deciding — both players'
//!   decisions are in the tree; the opponent is modelled as seeing the
//!   sampled game, the usual approximation of single-observer ISMCTS;
//! - a **chance** node (a die) rolls with the sample's own generator and
//!   follows the child of the value rolled (outcome sampling: 1–6, 1/6 each);
//! - a decision with one legal option is applied without a node;
//! - the first move not in the tree yet is added (expansion), then a
//!   **rollout** plays on with the greedy bot's one-ply scores for both sides
//!   ([`GreedyBot::score`]) until the game ends or `horizon` turns have
//!   passed, and the result is the outcome (win 1, draw ½, loss 0) or a
//!   logistic of the material balance (life left plus value of the
//!   creatures in play).
//!
//! Squad building (re-deal, buying, placement) is left to the greedy
//! heuristic: the search starts with the battle. Having won the roll for
//! the first turn, the bot takes the second (`first=pass`, the default): in
//! greedy mirror matches of the ready decks the player who went first won
//! 453 of 1,135 decisive games, and against `greedy` across deck pairs the
//! search bot scored 84.0% going first, 87.1% going second (the same 338
//! games; README, Search bot).
//!
//! **Budget**: `playouts` iterations per decision (deterministic for a given
//! seed, budget and thread count) or `think` milliseconds per decision (as
//! many as fit: not reproducible). **Threads**: root parallelism — each
//! thread grows its own tree from its own seed, and the root visit counts
//! are summed; the option visited most is played.

use std::time::{Duration, Instant};

use berserk_engine::{Choice, DecisionKind, Game, Pending, Player};
use rand_core::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

use crate::{below, derive_seed, eval, Bot, GreedyBot, SearchStats};

/// The settings of the search bot, written `mcts:playouts=2000,threads=1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MctsConfig {
    /// Iterations per decision (summed over threads); used when `think_ms` is 0.
    pub playouts: u32,
    /// Milliseconds per decision; 0 = budget by `playouts`.
    pub think_ms: u32,
    /// Trees grown in parallel (root parallelism); at least 1.
    pub threads: u16,
    /// UCB1's exploration constant, in hundredths.
    pub explore: u16,
    /// Rollouts stop this many turns after the decision's turn.
    pub horizon: u16,
    /// Weight of the greedy prior in the selection (progressive bias), in
    /// hundredths; 0 = plain UCB1.
    pub bias: u16,
    /// Progressive widening: a node may have `widen`·√visits children
    /// (at least one), the untried options entering by their prior; 0 = off.
    pub widen: u16,
    /// Temperature of the prior's softmax over the greedy scores, in
    /// hundredths of a wound.
    pub temp: u16,
    /// How the opponent's decisions in the tree are chosen.
    pub opponent: Opponent,
    /// Having won the roll for the first turn, go first (else second).
    pub go_first: bool,
}

/// The model of the opponent's decisions inside the search tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opponent {
    /// Searched like the bot's own (UCB1 from the opponent's side).
    Search,
    /// Played by the greedy policy's best option on the sample.
    Greedy,
}

impl Default for MctsConfig {
    fn default() -> Self {
        MctsConfig {
            playouts: 1000,
            think_ms: 0,
            threads: 1,
            explore: 70,
            horizon: 2,
            bias: 200,
            widen: 100,
            temp: 100,
            opponent: Opponent::Search,
            go_first: false,
        }
    }
}

impl MctsConfig {
    /// Parses the settings after `mcts:` — `key=value` pairs separated by
    /// commas: `playouts=N`, `think=200ms` (or `think=1s`), `threads=K`,
    /// `c=0.7` (exploration), `horizon=T` (turns), `bias`, `widen`, `temp`,
    /// `opp=search|greedy`, `first=pass|go`.
    pub fn parse(settings: &str) -> Result<MctsConfig, String> {
        let mut cfg = MctsConfig::default();
        for part in settings.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (key, value) = part
                .split_once('=')
                .ok_or_else(|| format!("mcts setting {part:?}: expected key=value"))?;
            let bad = |what: &str| format!("mcts setting {key}={value:?}: {what}");
            let int = |max: u64| -> Result<u64, String> {
                value
                    .trim()
                    .parse::<u64>()
                    .ok()
                    .filter(|&n| n >= 1 && n <= max)
                    .ok_or_else(|| bad(&format!("expected a whole number from 1 to {max}")))
            };
            match key.trim() {
                "playouts" => {
                    cfg.playouts = int(10_000_000)? as u32;
                    cfg.think_ms = 0;
                }
                "think" => cfg.think_ms = parse_ms(value).ok_or_else(|| bad("expected a time like 200ms or 1s"))?,
                "threads" => cfg.threads = int(256)? as u16,
                "horizon" => cfg.horizon = int(1000)? as u16,
                "c" => cfg.explore = hundredths(value).ok_or_else(|| bad("expected a number from 0 to 100"))?,
                "bias" => cfg.bias = hundredths(value).ok_or_else(|| bad("expected a number from 0 to 100"))?,
                "widen" => cfg.widen = hundredths(value).ok_or_else(|| bad("expected a number from 0 to 100"))?,
                "temp" => {
                    cfg.temp = hundredths(value)
                        .filter(|&t| t > 0)
                        .ok_or_else(|| bad("expected a number above 0, at most 100"))?
                }
                "opp" => {
                    cfg.opponent = match value.trim() {
                        "search" => Opponent::Search,
                        "greedy" => Opponent::Greedy,
                        _ => return Err(bad("expected search or greedy")),
                    }
                }
                "first" => {
                    cfg.go_first = match value.trim() {
                        "go" => true,
                        "pass" => false,
                        _ => return Err(bad("expected go or pass")),
                    }
                }
                _ => {
                    return Err(format!(
                        "unknown mcts setting {key:?} (expected playouts, think, threads, c, horizon, bias, widen, temp, opp or first)"
                    ))
                }
            }
        }
        Ok(cfg)
    }
}

/// A number from 0 to 100 in hundredths (`0.7` is 70).
fn hundredths(v: &str) -> Option<u16> {
    let x: f64 = v.trim().parse().ok()?;
    (x.is_finite() && (0.0..=100.0).contains(&x)).then(|| (x * 100.0).round() as u16)
}

fn parse_ms(v: &str) -> Option<u32> {
    let v = v.trim();
    let (num, scale) = if let Some(n) = v.strip_suffix("ms") {
        (n, 1.0)
    } else if let Some(n) = v.strip_suffix('s') {
        (n, 1000.0)
    } else {
        (v, 1.0)
    };
    let x: f64 = num.trim().parse().ok()?;
    let ms = (x * scale).round();
    (x.is_finite() && (1.0..=3_600_000.0).contains(&ms)).then_some(ms as u32)
}

impl std::fmt::Display for MctsConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let d = MctsConfig::default();
        if self.think_ms > 0 {
            write!(f, "mcts:think={}ms", self.think_ms)?;
        } else {
            write!(f, "mcts:playouts={}", self.playouts)?;
        }
        if self.threads != d.threads {
            write!(f, ",threads={}", self.threads)?;
        }
        if self.explore != d.explore {
            write!(f, ",c={}", self.explore as f64 / 100.0)?;
        }
        if self.horizon != d.horizon {
            write!(f, ",horizon={}", self.horizon)?;
        }
        if self.bias != d.bias {
            write!(f, ",bias={}", self.bias as f64 / 100.0)?;
        }
        if self.widen != d.widen {
            write!(f, ",widen={}", self.widen as f64 / 100.0)?;
        }
        if self.temp != d.temp {
            write!(f, ",temp={}", self.temp as f64 / 100.0)?;
        }
        if self.opponent != d.opponent {
            write!(
                f,
                ",opp={}",
                if self.opponent == Opponent::Greedy {
                    "greedy"
                } else {
                    "search"
                }
            )?;
        }
        if self.go_first != d.go_first {
            write!(f, ",first={}", if self.go_first { "go" } else { "pass" })?;
        }
        Ok(())
    }
}

/// The search bot (see the [module docs](self)).
pub struct MctsBot {
    cfg: MctsConfig,
    rng: Pcg64Mcg,
    setup: GreedyBot,
    /// Iterations run by the last search (all threads), for reports.
    pub last_playouts: u64,
    stats: SearchStats,
}

impl MctsBot {
    pub fn new(cfg: MctsConfig, seed: u64) -> MctsBot {
        MctsBot {
            cfg,
            rng: Pcg64Mcg::seed_from_u64(seed),
            setup: GreedyBot::new(derive_seed(seed, 0x5e7)),
            last_playouts: 0,
            stats: SearchStats::default(),
        }
    }

    /// The settings.
    pub fn config(&self) -> MctsConfig {
        self.cfg
    }
}

impl Bot for MctsBot {
    fn name(&self) -> &str {
        "mcts"
    }

    fn choose(&mut self, game: &Game, options: &[Choice]) -> usize {
        self.last_playouts = 0;
        if options.len() <= 1 {
            return 0;
        }
        let Pending::Decision { player, kind } = game.pending() else {
            return 0;
        };
        if kind == DecisionKind::ChooseFirst {
            return options
                .iter()
                .position(|&o| o == Choice::GoFirst(self.cfg.go_first))
                .unwrap_or(0);
        }
        if matches!(kind, DecisionKind::Redeal | DecisionKind::Buy | DecisionKind::Place(_)) {
            return self.setup.choose(game, options);
        }
        let started = Instant::now();
        let seed = self.rng.next_u64();
        let threads = self.cfg.threads.max(1) as u64;
        let deadline =
            (self.cfg.think_ms > 0).then(|| Instant::now() + Duration::from_millis(self.cfg.think_ms as u64));
        let per_thread = |t: u64| {
            let n = self.cfg.playouts as u64;
            n / threads + u64::from(t < n % threads)
        };
        let cfg = self.cfg;
        let results: Vec<(Vec<RootStat>, u64)> = if threads == 1 {
            vec![search(
                game,
                player,
                options,
                derive_seed(seed, 0),
                cfg,
                per_thread(0),
                deadline,
            )]
        } else {
            std::thread::scope(|s| {
                let handles: Vec<_> = (0..threads)
                    .map(|t| {
                        s.spawn(move || {
                            search(
                                game,
                                player,
                                options,
                                derive_seed(seed, t),
                                cfg,
                                per_thread(t),
                                deadline,
                            )
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or_else(|_| (Vec::new(), 0)))
                    .collect()
            })
        };
        let mut total = vec![RootStat::default(); options.len()];
        for (stats, n) in &results {
            self.last_playouts += n;
            for (t, s) in total.iter_mut().zip(stats) {
                t.visits += s.visits;
                t.value += s.value;
            }
        }
        self.stats.add(SearchStats {
            searches: 1,
            playouts: self.last_playouts,
            time: started.elapsed(),
        });
        best_root(&total)
    }

    fn search_stats(&self) -> SearchStats {
        self.stats
    }
}

/// Visits and summed reward of one root option.
#[derive(Clone, Copy, Debug, Default)]
struct RootStat {
    visits: u64,
    value: f64,
}

/// The option visited most; ties by the better mean, then the first.
fn best_root(stats: &[RootStat]) -> usize {
    let mean = |s: &RootStat| if s.visits == 0 { 0.0 } else { s.value / s.visits as f64 };
    let mut best = 0;
    for (i, s) in stats.iter().enumerate().skip(1) {
        let b = &stats[best];
        if s.visits > b.visits || (s.visits == b.visits && mean(s) > mean(b)) {
            best = i;
        }
    }
    best
}

/// An edge of the tree: a player's choice or a die's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Edge {
    Choice(Choice),
    Die(u8),
}

struct Node {
    /// The player whose choice led here (the reward is counted for them).
    mover: Player,
    visits: u32,
    /// Iterations in which this node's move was legal (ISMCTS availability).
    avail: u32,
    value: f64,
    children: Vec<(Edge, u32)>,
    /// The greedy scores of the options seen at this decision (filled on
    /// first need, per option: samples may differ in what is legal).
    scores: Vec<(Choice, f32)>,
}

impl Node {
    fn new(mover: Player) -> Node {
        Node {
            mover,
            visits: 0,
            avail: 0,
            value: 0.0,
            children: Vec::new(),
            scores: Vec::new(),
        }
    }
}

/// The greedy scores of `legal` at `node` (cached on the node), as a
/// softmax with temperature `temp` into `prior`, in the order of `legal`.
fn priors(node: &mut Node, g: &Game, legal: &[Choice], temp: f32, prior: &mut Vec<f32>) {
    prior.clear();
    for &o in legal {
        let s = match node.scores.iter().find(|(c, _)| *c == o) {
            Some(&(_, s)) => s,
            None => {
                let s = GreedyBot::score(g, o);
                node.scores.push((o, s));
                s
            }
        };
        prior.push(s);
    }
    let max = prior.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let mut sum = 0.0;
    for p in prior.iter_mut() {
        *p = ((*p - max) / temp).exp();
        sum += *p;
    }
    for p in prior.iter_mut() {
        *p /= sum;
    }
}

/// One thread's search: `budget` iterations (or until `deadline`); returns
/// the stats of each root option and the iterations run.
fn search(
    game: &Game,
    me: Player,
    options: &[Choice],
    seed: u64,
    cfg: MctsConfig,
    budget: u64,
    deadline: Option<Instant>,
) -> (Vec<RootStat>, u64) {
    let mut nodes = vec![Node::new(me)];
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut policy = GreedyBot::on_sample(derive_seed(seed, 0x0011));
    let mut buf = Vec::with_capacity(64);
    let mut legal = Vec::with_capacity(64);
    let mut path: Vec<u32> = Vec::with_capacity(64);
    let mut prior: Vec<f32> = Vec::with_capacity(64);
    let c = cfg.explore as f64 / 100.0;
    let bias = cfg.bias as f64 / 100.0;
    let widen = cfg.widen as f64 / 100.0;
    let temp = cfg.temp.max(1) as f32 / 100.0;
    let use_prior = bias > 0.0 || widen > 0.0 || cfg.opponent == Opponent::Greedy;
    // One tree alone decides by its own root visits, so it may stop once
    // the rest of the budget could not change the most visited option.
    let settled = cfg.threads <= 1;
    let horizon = game.turn() + cfg.horizon as u32;
    let mut done = 0u64;
    loop {
        let stop = match deadline {
            // Check the clock every few iterations; always run at least one.
            Some(d) => done > 0 && done.is_multiple_of(4) && Instant::now() >= d,
            None => done >= budget || (settled && done.is_multiple_of(16) && decided(&nodes, budget - done)),
        };
        if stop {
            break;
        }
        done += 1;
        let mut g = game.determinize(me, rng.next_u64());
        path.clear();
        let mut node = 0u32;
        let mut at_root = true;
        // Selection and expansion.
        loop {
            match g.pending() {
                Pending::Over(_) => break,
                Pending::Chance(_) => {
                    let v = below(&mut rng, 6) as u8 + 1;
                    if g.apply_chance(v).is_err() {
                        break;
                    }
                    let edge = Edge::Die(v);
                    node = child_or_new(&mut nodes, node, edge, me);
                    path.push(node);
                }
                Pending::Decision { player, .. } => {
                    g.legal_choices(&mut buf);
                    if at_root {
                        // The root's moves are the real options (the same as
                        // the sample's where they don't depend on hidden cards).
                        legal.clear();
                        legal.extend(options.iter().copied().filter(|o| buf.contains(o)));
                        at_root = false;
                    } else {
                        legal.clear();
                        legal.extend_from_slice(&buf);
                    }
                    if legal.is_empty() {
                        break;
                    }
                    if legal.len() == 1 {
                        if g.apply(legal[0]).is_err() {
                            break;
                        }
                        continue;
                    }
                    if use_prior {
                        priors(&mut nodes[node as usize], &g, &legal, temp, &mut prior);
                    }
                    if cfg.opponent == Opponent::Greedy && player != me {
                        // The opponent plays the greedy policy's choice.
                        let mut best = 0;
                        for (i, &p) in prior.iter().enumerate() {
                            if p > prior[best] {
                                best = i;
                            }
                        }
                        let o = legal[best];
                        node = child_or_new(&mut nodes, node, Edge::Choice(o), player);
                        nodes[node as usize].avail += 1;
                        path.push(node);
                        if g.apply(o).is_err() {
                            break;
                        }
                        continue;
                    }
                    // Availability, and the legal move without a child to
                    // add: the first, or with a prior the likeliest.
                    let mut untried: Option<(Choice, f32)> = None;
                    let mut tried = 0usize;
                    for (i, &o) in legal.iter().enumerate() {
                        match find_child(&nodes[node as usize], Edge::Choice(o)) {
                            Some(ch) => {
                                nodes[ch as usize].avail += 1;
                                tried += 1;
                            }
                            None => {
                                let p = if use_prior { prior[i] } else { 0.0 };
                                if untried.is_none_or(|(_, q)| p > q) {
                                    untried = Some((o, p));
                                }
                            }
                        }
                    }
                    if widen > 0.0 && tried > 0 {
                        // Progressive widening: another child only once the
                        // node has been visited enough.
                        let visits = if node == 0 {
                            done
                        } else {
                            nodes[node as usize].visits as u64
                        };
                        let allowed = (widen * (visits as f64).sqrt()).ceil().max(1.0) as usize;
                        if tried >= allowed {
                            untried = None;
                        }
                    }
                    if let Some((o, _)) = untried {
                        let ch = new_child(&mut nodes, node, Edge::Choice(o), player);
                        nodes[ch as usize].avail += 1;
                        path.push(ch);
                        let _ = g.apply(o);
                        break;
                    }
                    let parent = &nodes[node as usize];
                    let mut best = (f64::NEG_INFINITY, 0u32, legal[0]);
                    for (i, &o) in legal.iter().enumerate() {
                        let Some(ch) = find_child(parent, Edge::Choice(o)) else {
                            continue;
                        };
                        let n = &nodes[ch as usize];
                        let visits = n.visits.max(1) as f64;
                        let mut score = n.value / visits + c * ((n.avail.max(1) as f64).ln() / visits).sqrt();
                        if bias > 0.0 {
                            // Progressive bias (Chaslot et al. 2008): the
                            // prior's pull fades as the visits grow.
                            score += bias * prior[i] as f64 / (n.visits as f64 + 1.0);
                        }
                        if score > best.0 {
                            best = (score, ch, o);
                        }
                    }
                    node = best.1;
                    path.push(node);
                    if g.apply(best.2).is_err() {
                        break;
                    }
                }
            }
        }
        // Rollout.
        let reward_p1 = rollout(&mut g, &mut policy, &mut buf, horizon);
        // Backpropagation.
        for &n in &path {
            let node = &mut nodes[n as usize];
            node.visits += 1;
            node.value += if node.mover == Player::P1 {
                reward_p1
            } else {
                1.0 - reward_p1
            };
        }
    }
    let root = &nodes[0];
    let stats = options
        .iter()
        .map(|&o| match find_child(root, Edge::Choice(o)) {
            Some(ch) => RootStat {
                visits: nodes[ch as usize].visits as u64,
                value: nodes[ch as usize].value,
            },
            None => RootStat::default(),
        })
        .collect();
    (stats, done)
}

/// Could `left` more iterations no longer change which root option is
/// visited most? True when the leader's visits exceed the runner-up's by more
/// than `left` (each iteration visits one root option once).
fn decided(nodes: &[Node], left: u64) -> bool {
    let (mut first, mut second) = (0u64, 0u64);
    for &(_, ch) in &nodes[0].children {
        let v = nodes[ch as usize].visits as u64;
        if v > first {
            second = first;
            first = v;
        } else if v > second {
            second = v;
        }
    }
    first > second + left
}

fn find_child(node: &Node, edge: Edge) -> Option<u32> {
    node.children.iter().find(|(e, _)| *e == edge).map(|&(_, i)| i)
}

fn new_child(nodes: &mut Vec<Node>, parent: u32, edge: Edge, mover: Player) -> u32 {
    let i = nodes.len() as u32;
    nodes.push(Node::new(mover));
    nodes[parent as usize].children.push((edge, i));
    i
}

fn child_or_new(nodes: &mut Vec<Node>, parent: u32, edge: Edge, mover: Player) -> u32 {
    match find_child(&nodes[parent as usize], edge) {
        Some(i) => i,
        None => new_child(nodes, parent, edge, mover),
    }
}

/// Plays on with the greedy policy until the game ends or the turn passes
/// `horizon`; the reward for P1 in 0..=1.
fn rollout(g: &mut Game, policy: &mut GreedyBot, buf: &mut Vec<Choice>, horizon: u32) -> f64 {
    // A safety cap on decisions, far above any real turn.
    for _ in 0..2000 {
        match g.pending() {
            Pending::Over(r) => {
                return match r.winner {
                    Some(Player::P1) => 1.0,
                    Some(Player::P2) => 0.0,
                    None => 0.5,
                }
            }
            _ if g.turn() > horizon => break,
            Pending::Chance(_) => {
                if g.roll().is_err() {
                    break;
                }
            }
            Pending::Decision { .. } => {
                g.legal_choices(buf);
                if buf.is_empty() {
                    break;
                }
                let i = policy.choose(g, buf).min(buf.len() - 1);
                if g.apply(buf[i]).is_err() {
                    break;
                }
            }
        }
    }
    let balance = material(g, Player::P1) - material(g, Player::P2);
    1.0 / (1.0 + (-balance / MATERIAL_SCALE).exp())
}

/// Material that moves the reward from ½ to about 0.73.
const MATERIAL_SCALE: f64 = 8.0;

/// A side's material: life left plus value of its creatures in play.
fn material(g: &Game, p: Player) -> f64 {
    g.in_play()
        .iter()
        .filter(|&&c| g.card(c).controller == p)
        .map(|&c| g.life(c).max(0) as f64 + eval::card_value(g.def(c).cost) as f64)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_parse_and_print() {
        let c = MctsConfig::parse("playouts=2000,threads=2").unwrap();
        assert_eq!((c.playouts, c.threads, c.think_ms), (2000, 2, 0));
        assert_eq!(c.to_string(), "mcts:playouts=2000,threads=2");
        let t = MctsConfig::parse("think=200ms").unwrap();
        assert_eq!(t.think_ms, 200);
        assert_eq!(t.to_string(), "mcts:think=200ms");
        assert_eq!(MctsConfig::parse("think=1s").unwrap().think_ms, 1000);
        assert_eq!(MctsConfig::parse("c=1.5").unwrap().explore, 150);
        assert_eq!(
            MctsConfig::parse(&MctsConfig::parse("c=1.5,horizon=3").unwrap().to_string()["mcts:".len()..]),
            MctsConfig::parse("c=1.5,horizon=3")
        );
        let m = MctsConfig::parse("bias=3,widen=1.5,temp=0.5,opp=greedy").unwrap();
        assert_eq!((m.bias, m.widen, m.temp, m.opponent), (300, 150, 50, Opponent::Greedy));
        assert_eq!(m.to_string(), "mcts:playouts=1000,bias=3,widen=1.5,temp=0.5,opp=greedy");
        let plain = MctsConfig::parse("bias=0,widen=0").unwrap();
        assert_eq!(plain.to_string(), "mcts:playouts=1000,bias=0,widen=0");
        assert_eq!(MctsConfig::parse(&m.to_string()["mcts:".len()..]), Ok(m));
        let first = MctsConfig::parse("first=go").unwrap();
        assert!(first.go_first && !MctsConfig::default().go_first);
        assert_eq!(first.to_string(), "mcts:playouts=1000,first=go");
        assert_eq!(MctsConfig::parse("first=pass"), Ok(MctsConfig::default()));
        for bad in [
            "playouts=0",
            "playouts=x",
            "think=fast",
            "speed=3",
            "threads",
            "c=-1",
            "temp=0",
            "opp=human",
            "bias=101",
            "first=yes",
        ] {
            assert!(MctsConfig::parse(bad).is_err(), "{bad}");
        }
    }

    /// A battle decision of P1's with several options (greedy play to it).
    fn battle_decision(seed: u64) -> Game {
        use std::sync::Arc;
        let db = berserk_cards::builtin();
        let decks = berserk_cards::builtin_decks(&db);
        let (a, b) = (decks[0].cards.clone(), decks[1].cards.clone());
        let rules = Arc::new(berserk_engine::RulesConfig::for_simulation(60));
        let mut g = Game::new(Arc::new(db), rules, [&a, &b], seed).unwrap();
        let mut bots = [GreedyBot::new(1), GreedyBot::new(2)];
        let mut buf = Vec::new();
        loop {
            match g.pending() {
                Pending::Chance(_) => {
                    g.roll().unwrap();
                }
                Pending::Decision { player, kind } => {
                    g.legal_choices(&mut buf);
                    if player == Player::P1 && kind == DecisionKind::Main && buf.len() >= 3 && g.turn() >= 2 {
                        return g;
                    }
                    let i = bots[player.index()].choose(&g, &buf);
                    g.apply(buf[i]).unwrap();
                }
                Pending::Over(_) => panic!("game {seed} ended before a battle decision"),
            }
        }
    }

    #[test]
    fn stopping_once_decided_keeps_the_choice_of_the_whole_budget() {
        let mut stopped_early = 0;
        for seed in 1..=3 {
            let g = battle_decision(seed);
            let options = g.choices();
            for cfg in [
                MctsConfig::default(),
                MctsConfig::parse("opp=greedy,bias=2,widen=1").unwrap(),
            ] {
                let one = MctsConfig { threads: 1, ..cfg };
                // The same tree with the early stop off (`threads` > 1 only
                // turns it off here: `search` grows one tree either way).
                let whole = MctsConfig { threads: 2, ..cfg };
                let (a, ran) = search(&g, Player::P1, &options, 7, one, 400, None);
                let (b, all) = search(&g, Player::P1, &options, 7, whole, 400, None);
                assert_eq!(all, 400);
                assert!(ran <= 400);
                stopped_early += usize::from(ran < 400);
                assert_eq!(best_root(&a), best_root(&b), "game {seed}, {cfg}: stopped after {ran}");
            }
        }
        assert!(stopped_early > 0, "no search stopped early: the test tries nothing");
    }

    #[test]
    fn the_most_visited_option_wins_ties_by_mean() {
        let s = |visits, value| RootStat { visits, value };
        assert_eq!(best_root(&[s(3, 1.0), s(5, 1.0), s(5, 4.0)]), 2);
        assert_eq!(best_root(&[s(0, 0.0), s(0, 0.0)]), 0);
    }
}
