"""The research environments (berserk.envs): PettingZoo's API test,
Gymnasium's checker, the encoding of observations and actions, fairness
of the observation and reproducible episodes."""

import random

import numpy as np
import pytest

import berserk
from berserk import envs

pettingzoo = pytest.importorskip("pettingzoo")
gymnasium = pytest.importorskip("gymnasium")

from berserk.envs.aec import BerserkAECEnv, env  # noqa: E402
from berserk.envs.gym import ENV_ID, BerserkGymEnv  # noqa: E402


def test_pettingzoo_api_test_passes():
    from pettingzoo.test import api_test

    api_test(env(deck1=3, deck2=4, turn_limit=60), num_cycles=400)


def test_the_aec_env_plays_whole_games_by_the_mask():
    e = env(deck1=1, deck2=2, turn_limit=80)
    for seed in range(3):
        e.reset(seed=seed)
        rng = random.Random(seed)
        steps, totals = 0, dict.fromkeys(e.possible_agents, 0.0)
        for agent in e.agent_iter():
            obs, reward, termination, truncation, info = e.last()
            totals[agent] += reward
            assert obs["observation"].shape == (envs.OBS_SIZE,)
            if termination or truncation:
                e.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            assert len(legal) == len(info["actions"]) >= 1
            assert [a["index"] for a in info["actions"]] == list(legal)
            # The other agent has nothing to choose.
            other = e.possible_agents[1 - e.possible_agents.index(agent)]
            assert not e.observe(other)["action_mask"].any()
            e.step(int(rng.choice(legal)))
            steps += 1
        game = e.unwrapped.game
        assert game.is_terminal() and steps > 0
        assert [totals[a] for a in e.possible_agents] == game.returns()


def test_an_action_outside_the_mask_is_refused_and_changes_nothing():
    e = BerserkAECEnv()
    e.reset(seed=1)
    agent = e.agent_selection
    before = e.observe(agent)
    n = int(before["action_mask"].sum())
    with pytest.raises(ValueError):
        e.step(n)  # the first slot past the options
    with pytest.raises(ValueError):
        e.step(envs.MAX_ACTIONS)
    assert e.agent_selection == agent
    assert np.array_equal(e.observe(agent)["observation"], before["observation"])


def test_the_same_seed_gives_the_same_episode():
    def episode(seed):
        e = BerserkAECEnv(turn_limit=40)
        e.reset(seed=seed)
        seen = []
        for agent in e.agent_iter():
            obs, _, termination, truncation, _ = e.last()
            seen.append(obs["observation"].tobytes())
            e.step(None if termination or truncation else int(np.flatnonzero(obs["action_mask"])[-1]))
        return seen

    assert episode(5) == episode(5)
    assert episode(5) != episode(6)


def test_the_observation_is_the_seats_own_view():
    """A game the seat can't tell from the real one (hidden cards, decks and
    dice re-sampled) gives the same observation: nothing hidden leaks in."""
    rng = random.Random(3)
    for seed in range(4):
        g = berserk.Game(1 + seed, 2 + seed, seed=seed, turn_limit=60)
        for _ in range(120):
            if g.is_terminal():
                break
            if g.is_chance_node():
                g.roll()
                continue
            for seat in (0, 1):
                mine = envs.observation_vector(g, seat)
                other = envs.observation_vector(g.sample(seat, rng.getrandbits(64)), seat)
                assert np.array_equal(mine, other)
            g.apply_action(rng.choice(g.legal_actions()))


def test_the_decision_one_hot_and_the_mask():
    g = berserk.Game(1, 2, seed=1)
    envs.roll_dice(g)
    seat = g.current_player()
    v = envs.observation_vector(g, seat)
    hot = v[berserk.OBSERVATION_SIZE :]
    assert hot.sum() == 1 and envs.DECISIONS[int(hot.argmax())] == g.decision()
    mask = envs.action_mask(g, seat)
    assert mask.sum() == len(g.legal_actions()) and mask[: len(g.legal_actions())].all()
    assert not envs.action_mask(g, 1 - seat).any()


def test_gymnasium_check_env_passes():
    from gymnasium.utils.env_checker import check_env

    check_env(BerserkGymEnv(deck1=5, deck2=6), skip_render_check=False)
    check_env(gymnasium.make(ENV_ID, seat=1, opponent="random").unwrapped)


def test_the_gym_env_plays_against_the_greedy_bot():
    env_ = BerserkGymEnv(deck1=1, deck2=2, seat=1, opponent="greedy", turn_limit=100)
    obs, info = env_.reset(seed=11)
    rng = random.Random(11)
    total, steps = 0.0, 0
    while True:
        assert env_.game.current_player() == 1  # the agent's seat decides
        legal = np.flatnonzero(info["action_mask"])
        assert len(legal) == len(info["actions"]) >= 1
        obs, reward, terminated, truncated, info = env_.step(int(rng.choice(legal)))
        total += reward
        steps += 1
        if terminated or truncated:
            break
    assert env_.game.is_terminal() and not truncated
    assert total == env_.game.returns()[1] and steps > 0
    with pytest.raises(RuntimeError):
        env_.step(0)


def test_an_unmasked_gym_action_plays_its_slot_modulo_the_options():
    a, b = BerserkGymEnv(), BerserkGymEnv()
    _, info = a.reset(seed=2)
    b.reset(seed=2)
    n = int(info["action_mask"].sum())
    oa = a.step(1 % n)[0]
    ob = b.step(n + 1)[0]  # outside the mask: slot (n + 1) mod n
    assert np.array_equal(oa, ob)
