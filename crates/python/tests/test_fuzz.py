"""Bad input never panics: every method of the module, called with wrong
types, huge and negative numbers and foreign ids, raises a Python exception
(an `Exception`) or answers; a Rust panic would surface as
`pyo3_runtime.PanicException`, a `BaseException` these tests let through."""

import random

import pytest

import berserk
from gameplay import play

WEIRD = [
    None, True, False, 0, 1, 2, 6, 7, -1, -4, 254, 255, 256, 2**31, 2**63 - 1, 2**63, 2**64,
    -(2**63), -(2**64), 10**40, -(10**40), 1.5, float("nan"), float("inf"), "", "0", "ru", "en",
    "xx", "1-095", "Forest", "Степи и горы", "source=#3 action=strike target=#7", "pass",
    "end_turn", "buy=#255", "source=#999 action=move to=z9", "?", "\x00", "a" * 10_000, b"bytes",
    [], [1], {}, {"a": 1}, (1, 2), object(), berserk,
]

GAME_METHODS = {
    # name: (min args, max args)
    "current_player": (0, 0), "is_chance_node": (0, 0), "is_terminal": (0, 0), "decision": (0, 0),
    "legal_actions": (0, 0), "chance_outcomes": (0, 0), "action_to_string": (1, 1),
    "legal_action_labels": (0, 0), "legal_actions_info": (0, 0), "pending_text": (0, 2),
    "apply_action": (1, 1), "apply_notation": (1, 1), "roll": (0, 0), "sample": (2, 2),
    "check_invariants": (0, 0), "events": (0, 2), "card_info": (1, 3), "clone": (0, 0),
    "__copy__": (0, 0), "__deepcopy__": (1, 1), "turn": (0, 0), "winner": (0, 0), "returns": (0, 0),
    "observation": (1, 2), "observation_tensor": (1, 1), "__repr__": (0, 0), "deck_names": (0, 0),
}


def call(f, args, kwargs=None):
    try:
        return f(*args, **(kwargs or {}))
    except Exception:  # noqa: BLE001 - any Python exception is an answer; a panic is not one
        return None


def test_the_list_covers_every_method():
    have = {n for n in dir(berserk.Game) if not n.startswith("_") or n in GAME_METHODS}
    have -= {"OBSERVATION_SIZE"}
    assert have <= set(GAME_METHODS), have - set(GAME_METHODS)
    assert {n for n in GAME_METHODS if not n.startswith("_")} <= have


def fuzz_game(seed, calls):
    """`calls` calls with weird arguments, between legal steps of games
    that start anew at their end; returns how many answered and how many
    raised, and the decisions reached."""
    rng = random.Random(seed)
    new = lambda: berserk.Game(1 + rng.randrange(10), 1 + rng.randrange(10), seed=rng.randrange(1000), turn_limit=8)
    g = new()
    answered = raised = 0
    decisions = set()
    for _ in range(calls):
        name = rng.choice(sorted(GAME_METHODS))
        lo, hi = GAME_METHODS[name]
        args = [rng.choice(WEIRD + [rng.randrange(-300, 300)]) for _ in range(rng.randint(lo, hi + 1))]
        try:
            out = getattr(g, name)(*args)
            answered += 1
        except Exception:  # noqa: BLE001 - any Python exception is an answer; a panic is not one
            out = None
            raised += 1
        if isinstance(out, berserk.Game) and rng.random() < 0.3:
            g = out
        g.check_invariants()
        decisions.add(g.decision())
        if g.is_terminal():
            g = new()
        elif rng.random() < 0.7:
            play(g, rng)
    return answered, raised, decisions


@pytest.mark.parametrize("seed", range(6))
def test_games_never_panic_on_bad_input(seed):
    answered, raised, decisions = fuzz_game(seed, 3000)
    assert answered > 500 and raised > 500, (answered, raised)
    assert {"buy", "place", "main", "chance"} <= decisions, decisions


def test_constructors_and_module_functions_never_panic():
    rng = random.Random(99)
    for _ in range(2000):
        args = [rng.choice(WEIRD) for _ in range(rng.randint(0, 6))]
        call(berserk.Game, args)
        call(berserk.card_info, args[:2])
        call(berserk.Bot, args[:3])
        kw = {k: rng.choice(WEIRD) for k in rng.sample(["deck1", "deck2", "seed", "turn_limit", "lang"], 2)}
        call(berserk.Game, [], kw)


def test_bots_never_panic_on_bad_input():
    rng = random.Random(5)
    bot = berserk.Bot("mcts:playouts=5", seed=1)
    g = berserk.Game(1, 2, seed=5, turn_limit=4)
    for _ in range(300):
        call(bot.step, [rng.choice(WEIRD)])
        call(bot.step, [g])
        if g.is_terminal():
            g = berserk.Game(1, 2, seed=rng.randrange(100), turn_limit=4)
        else:
            play(g, rng)
    for spec in WEIRD + ["mcts:playouts=0", "mcts:playouts=-1", "mcts:threads=100000", "greedy:x=1"]:
        call(berserk.Bot, [spec])


def test_hypothesis_finds_no_panic():
    hypothesis = pytest.importorskip("hypothesis")
    st = hypothesis.strategies
    values = st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=40),
        st.binary(max_size=8), st.lists(st.integers(), max_size=3),
    )

    @hypothesis.settings(max_examples=300, deadline=None, derandomize=True, database=None)
    @hypothesis.given(
        name=st.sampled_from(sorted(GAME_METHODS)), args=st.lists(values, max_size=3),
        steps=st.integers(0, 60), seed=st.integers(0, 2**64 - 1),
    )
    def run(name, args, steps, seed):
        g = berserk.Game(1, 2, seed=seed, turn_limit=10)
        rng = random.Random(seed)
        for _ in range(steps):
            if g.is_terminal():
                break
            if g.is_chance_node():
                g.roll()
            else:
                g.apply_action(rng.choice(g.legal_actions()))
        call(getattr(g, name), args)
        call(berserk.card_info, args)

    run()
