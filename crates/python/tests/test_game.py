"""The Python module: random games to the end, determinism, clones,
observations that hide what a player may not see, and refused actions."""

import random

import pytest

import berserk


def play_random(seed, deck1=1, deck2=2, turn_limit=40, record=None):
    """Plays a game with uniform random actions; returns the game."""
    rng = random.Random(seed)
    g = berserk.Game(deck1, deck2, seed=seed, turn_limit=turn_limit)
    steps = 0
    while not g.is_terminal():
        actions = g.legal_actions()
        assert actions, "a pending decision or die has actions"
        if g.is_chance_node():
            assert g.current_player() == berserk.CHANCE
            assert actions == [1, 2, 3, 4, 5, 6]
            assert sum(p for _, p in g.chance_outcomes()) == pytest.approx(1.0)
        else:
            assert g.current_player() in (0, 1)
            labels = g.legal_action_labels()
            assert len(labels) == len(actions) and all(isinstance(s, str) and s for s in labels)
        a = rng.choice(actions)
        if record is not None:
            record.append(a)
        g.apply_action(a)
        steps += 1
        assert steps < 100_000
    assert g.current_player() == berserk.TERMINAL
    assert g.legal_actions() == []
    return g


@pytest.mark.parametrize("seed", range(6))
def test_random_games_reach_the_end(seed):
    g = play_random(seed, deck1=1 + seed % 9, deck2=1 + (seed * 4) % 9)
    r = g.returns()
    assert r in ([1.0, -1.0], [-1.0, 1.0], [0.0, 0.0])
    if g.winner() is not None:
        assert r[g.winner()] == 1.0


def test_the_same_seed_and_actions_give_the_same_game():
    a_actions, b_actions = [], []
    a = play_random(11, record=a_actions)
    b = play_random(11, record=b_actions)
    assert a_actions == b_actions
    assert a.returns() == b.returns()
    assert a.observation(0) == b.observation(0)
    assert a.observation_tensor(1) == b.observation_tensor(1)
    # Another seed gives another game.
    c_actions = []
    play_random(12, record=c_actions)
    assert c_actions != a_actions


def test_a_clone_continues_exactly_as_the_original():
    g = berserk.Game(3, 4, seed=5, turn_limit=30)
    rng = random.Random(1)
    for _ in range(60):
        if g.is_terminal():
            break
        g.apply_action(rng.choice(g.legal_actions()))
    c = g.clone()
    for x in (g, c):
        while not x.is_terminal():
            if x.is_chance_node():
                x.roll()  # the game's own generator, cloned with it
            else:
                x.apply_action(x.legal_actions()[0])
    assert g.observation(0) == c.observation(0)
    assert g.returns() == c.returns()


def test_observations_hide_what_a_player_may_not_see():
    g = berserk.Game(1, 2, seed=2, turn_limit=30)
    rng = random.Random(2)
    saw_hidden = False
    while not g.is_terminal() and not saw_hidden:
        for p in (0, 1):
            o = g.observation(p)
            assert len(g.observation_tensor(p)) == berserk.OBSERVATION_SIZE
            assert len(o["hand"]) == o["hand_sizes"][p]
            for card in o["in_play"]:
                if card["owner"] != p and not card["face_up"]:
                    assert card["name"] is None and card["def"] is None and card["life"] is None
                    saw_hidden = True
        g.apply_action(rng.choice(g.legal_actions()))
    assert saw_hidden, "the game never showed a face-down enemy card"


def test_refused_actions_raise_and_change_nothing():
    g = berserk.Game(1, 2, seed=4)
    before = g.observation(0)
    with pytest.raises(ValueError):
        g.apply_action(7)  # a die of 7
    while g.is_chance_node():
        g.roll()
    n = len(g.legal_actions())
    before = g.observation(0)
    with pytest.raises(ValueError):
        g.apply_action(n)
    assert g.observation(0) == before
    with pytest.raises(ValueError):
        berserk.Game("no such deck")
    with pytest.raises(ValueError):
        berserk.Game(99)
    with pytest.raises(ValueError):
        g.observation(2)


def test_engine_bots_answer_legally():
    g = berserk.Game(1, 1, seed=8, turn_limit=6)
    bots = [berserk.Bot("mcts:playouts=20", seed=1), berserk.Bot("random", seed=2)]
    assert bots[0].name == "mcts:playouts=20"
    while not g.is_terminal():
        if g.is_chance_node():
            g.roll()
            continue
        a = bots[g.current_player()].step(g)
        assert a in g.legal_actions()
        g.apply_action(a)
    with pytest.raises(ValueError):
        berserk.Bot("smart")


def test_decks_by_number_and_name():
    names = berserk.Game.deck_names()
    assert len(names) >= 9
    by_number = berserk.Game(7, 1, seed=3)
    by_name = berserk.Game(names[6], "Степи и горы", seed=3)
    for g in (by_number, by_name):
        while g.is_chance_node():
            g.roll()
    assert by_number.observation(0) == by_name.observation(0)
    assert by_number.legal_action_labels() == by_name.legal_action_labels()
