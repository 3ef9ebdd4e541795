"""The engine's search bot (mcts) against a random agent written in Python.

    pip install ./crates/python
    python crates/python/examples/mcts_vs_random.py [GAMES] [PLAYOUTS]

Nothing is trained: it shows the loop an agent runs (observe, choose among
the legal actions, apply) and the engine's bot as an opponent.
"""

import random
import sys

import berserk


def random_agent(game, rng):
    """A Python agent: looks at its observation and picks any legal action."""
    obs = game.observation(game.current_player())
    assert obs["current_player"] == game.current_player()
    return rng.choice(game.legal_actions())


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    playouts = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    rng = random.Random(1)
    wins = {"mcts": 0, "random": 0, "draw": 0}
    for i in range(games):
        g = berserk.Game(deck1=1, deck2=1, seed=i + 1, turn_limit=200)
        mcts_seat = i % 2  # both seatings
        bot = berserk.Bot(f"mcts:playouts={playouts}", seed=i)
        while not g.is_terminal():
            if g.is_chance_node():
                g.roll()
            elif g.current_player() == mcts_seat:
                g.apply_action(bot.step(g))
            else:
                g.apply_action(random_agent(g, rng))
        w = g.winner()
        who = "draw" if w is None else ("mcts" if w == mcts_seat else "random")
        wins[who] += 1
        print(f"game {i + 1}: mcts in seat {mcts_seat + 1}, turn {g.turn()}, winner: {who}")
    print(f"mcts {wins['mcts']}, random {wins['random']}, draws {wins['draw']} of {games} games")


if __name__ == "__main__":
    main()
