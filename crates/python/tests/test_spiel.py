"""The game registered with OpenSpiel (berserk.envs.spiel): pyspiel's random
simulation test, explicit chance for the dice, the player's own view as the
observation, clones and serialization."""

import pickle
import random

import numpy as np
import pytest

import berserk
from berserk import envs

pyspiel = pytest.importorskip("pyspiel")

from berserk.envs import spiel  # noqa: E402  (registers the game)


@pytest.mark.parametrize("decks", [(1, 2), (3, 4), (5, 9)])
def test_pyspiel_random_sim_test_passes(decks):
    game = pyspiel.load_game(spiel.SHORT_NAME, {"deck1": decks[0], "deck2": decks[1], "seed": 3, "turn_limit": 60})
    pyspiel.random_sim_test(game, num_sims=5, serialize=False, verbose=False)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_the_game_type_is_sequential_imperfect_information_with_explicit_chance():
    t = pyspiel.load_game(spiel.SHORT_NAME).get_type()
    assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert t.utility == pyspiel.GameType.Utility.ZERO_SUM


def test_a_played_game_matches_the_engine_and_survives_clones_and_pickles():
    game = pyspiel.load_game(spiel.SHORT_NAME, {"deck1": 1, "deck2": 2, "seed": 5, "turn_limit": 80})
    state = game.new_initial_state()
    mirror = berserk.Game(1, 2, seed=5, turn_limit=80)
    rng = random.Random(5)
    dice = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert [o for o, _ in outcomes] == [0, 1, 2, 3, 4, 5]
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            o = rng.randrange(6)
            state.apply_action(o)
            mirror.apply_action(o + 1)  # outcome o is the die's value o + 1
            dice += 1
            continue
        p = state.current_player()
        assert p == mirror.current_player()
        assert state.legal_actions() == mirror.legal_actions()
        assert np.array_equal(np.asarray(state.observation_tensor(p), np.float32), envs.observation_vector(mirror, p))
        assert state.observation_string(p) == mirror.pending_text(p)
        if rng.random() < 0.05:
            copy = state.clone()
            assert copy.history() == state.history()
            restored = pickle.loads(pickle.dumps(state.engine))
            assert restored.game.observation(p, omniscient=True) == state.game.observation(p, omniscient=True)
            again = game.deserialize_state(state.serialize())
            assert again.history() == state.history()
        a = rng.choice(state.legal_actions())
        state.apply_action(a)
        mirror.apply_action(a)
    assert dice > 0
    assert state.returns() == mirror.returns()


def test_only_the_players_own_view_is_observable():
    game = pyspiel.load_game(spiel.SHORT_NAME)
    for bad in (
        pyspiel.IIGObservationType(perfect_recall=True),
        pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS),
    ):
        with pytest.raises(ValueError):
            game.make_py_observer(bad)
