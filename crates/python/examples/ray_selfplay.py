"""Self-play over Ray: games between two engine bots, sharded over Ray tasks,
the results merged into wins per seat and per deck.

    pip install ./crates/python "ray[default]"
    python crates/python/examples/ray_selfplay.py --games 200 --shard 10 \
        --bots greedy,random --decks 1,2,5,6

Locally `ray.init()` starts a cluster of this machine (`--num-cpus` caps it).
To use a real cluster, start it (`ray start --head` on one machine, `ray
start --address=HEAD:6379` on the others) and point the script at it with
`RAY_ADDRESS=HEAD:6379` (or `--address HEAD:6379`, or `ray job submit
--address http://HEAD:8265 --working-dir . -- python …`); every machine needs
the `berserk` module installed. The games are planned from `--seed`, so a
run gives the same totals on one machine or many, in any order of shards.
"""

import argparse
import collections
import random
import time

import berserk


def plan(games, decks, seed):
    """The games to play: (game seed, deck of seat 0, deck of seat 1). Deck
    pairs are drawn from `decks` and each pair is played from both seats."""
    rng = random.Random(seed)
    jobs = []
    while len(jobs) < games:
        d0, d1 = rng.choice(decks), rng.choice(decks)
        s = rng.getrandbits(63)
        jobs.append((s, d0, d1))
        if len(jobs) < games:
            jobs.append((s, d1, d0))
    return jobs


def play_games(jobs, bots, turn_limit=200):
    """Plays `jobs` (see `plan`) with the engine bots `bots` (one spec per
    seat) and returns one result per game: (deck of seat 0, deck of seat 1,
    winner seat or None, turns)."""
    results = []
    for seed, d0, d1 in jobs:
        g = berserk.Game(d0, d1, seed=seed, turn_limit=turn_limit)
        players = [berserk.Bot(spec, seed=seed + i) for i, spec in enumerate(bots)]
        while not g.is_terminal():
            if g.is_chance_node():
                g.roll()
            else:
                g.apply_action(players[g.current_player()].step(g))
        results.append((d0, d1, g.winner(), g.turn()))
    return results


def merge(results, bots):
    """Totals of many games' results: wins per seat (and its bot), per deck,
    draws, games and turns."""
    names = berserk.Game.deck_names()
    seat = collections.Counter()
    deck_games, deck_wins = collections.Counter(), collections.Counter()
    draws = turns = 0
    for d0, d1, winner, t in results:
        turns += t
        for d in (d0, d1):
            deck_games[names[d - 1]] += 1
        if winner is None:
            draws += 1
            continue
        seat[f"seat {winner} ({bots[winner]})"] += 1
        deck_wins[names[(d0, d1)[winner] - 1]] += 1
    return {
        "games": len(results),
        "draws": draws,
        "wins_per_seat": dict(sorted(seat.items())),
        "wins_per_deck": {d: (deck_wins[d], deck_games[d]) for d in sorted(deck_games)},
        "mean_turns": turns / len(results) if results else 0.0,
    }


def run(games=20, shard=5, bots=("greedy", "random"), decks=(1, 2), seed=1, turn_limit=200):
    """Plans the games, plays them in Ray tasks of `shard` games each on the
    connected cluster (`ray.init` first) and merges their results."""
    import ray

    remote = ray.remote(play_games)
    jobs = plan(games, list(decks), seed)
    shards = [jobs[i : i + shard] for i in range(0, len(jobs), shard)]
    pending = [remote.remote(s, list(bots), turn_limit) for s in shards]
    results = []
    while pending:  # merge shards as they finish
        done, pending = ray.wait(pending)
        for r in ray.get(done):
            results.extend(r)
    return merge(results, list(bots))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--shard", type=int, default=5, help="games per Ray task")
    ap.add_argument("--bots", default="greedy,random", help="engine bot specs of seats 0 and 1")
    ap.add_argument("--decks", default="1,2", help="numbers of built-in decks to draw pairs from")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--turn-limit", type=int, default=200)
    ap.add_argument("--address", default=None, help="a running cluster (default: RAY_ADDRESS, else a local one)")
    ap.add_argument("--num-cpus", type=int, default=None, help="CPUs of a local cluster")
    a = ap.parse_args()
    import ray

    if a.address:
        ray.init(address=a.address)
    else:
        ray.init(num_cpus=a.num_cpus)  # connects to RAY_ADDRESS when it is set
    bots = a.bots.split(",")
    if len(bots) != 2:
        ap.error("--bots takes two specs, seat 0's and seat 1's")
    t = time.perf_counter()
    totals = run(a.games, a.shard, bots, [int(d) for d in a.decks.split(",")], a.seed, a.turn_limit)
    took = time.perf_counter() - t
    print(f"{totals['games']} games in {took:.1f} s on {ray.cluster_resources().get('CPU', 0):.0f} CPUs")
    print(f"draws: {totals['draws']}, mean turns: {totals['mean_turns']:.1f}")
    for k, v in totals["wins_per_seat"].items():
        print(f"  {k}: {v} wins")
    for d, (w, n) in totals["wins_per_deck"].items():
        print(f"  {d}: {w} wins of {n} games")


if __name__ == "__main__":
    main()
