"""A fair bot in Python: flat Monte Carlo over samples of what its player
has seen (`Game.sample`), never over the real hidden cards, against one of
the engine's bots.

    pip install ./crates/python
    python crates/python/examples/fair_bot.py [GAMES] [SAMPLES] [OPPONENT]

OPPONENT is an engine bot ("random", "greedy", "mcts:playouts=200").
"""

import random
import sys

import berserk


def fair_bot(game, samples, rng):
    """Scores each legal action by random playouts on `samples` games its
    player can't tell from the real one (hidden cards, deck order and dice
    re-sampled), and takes the best."""
    me, actions = game.current_player(), game.legal_actions()
    if len(actions) == 1:
        return actions[0]
    score = [0.0] * len(actions)
    for _ in range(samples):
        world = game.sample(me, rng.getrandbits(64))
        for a in actions:
            g = world.clone()
            g.apply_action(a)
            while not g.is_terminal():
                g.roll() if g.is_chance_node() else g.apply_action(rng.choice(g.legal_actions()))
            score[a] += g.returns()[me]
    return max(actions, key=score.__getitem__)


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    samples = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    opponent = sys.argv[3] if len(sys.argv) > 3 else "random"
    rng = random.Random(1)
    wins = {"fair": 0, opponent: 0, "draw": 0}
    for i in range(games):
        g = berserk.Game(deck1=1 + i % 10, deck2=1 + (i + 3) % 10, seed=i + 1, turn_limit=40)
        seat, bot = i % 2, berserk.Bot(opponent, seed=i)
        while not g.is_terminal():
            if g.is_chance_node():
                g.roll()
            else:
                g.apply_action(fair_bot(g, samples, rng) if g.current_player() == seat else bot.step(g))
        w = g.winner()
        who = "draw" if w is None else ("fair" if w == seat else opponent)
        wins[who] += 1
        print(f"game {i + 1}: fair bot in seat {seat + 1}, turn {g.turn()}, winner: {who}")
    print(", ".join(f"{k} {v}" for k, v in wins.items()), f"of {games} games")


if __name__ == "__main__":
    main()
