"""«Берсерк» as a PettingZoo AEC environment (two agents, turn by turn).

    from berserk.envs.aec import env
    e = env(deck1=1, deck2=2)
    e.reset(seed=7)
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        mask = obs["action_mask"]
        action = None if termination or truncation else int(np.flatnonzero(mask)[0])
        e.step(action)

Observations are dicts {"observation": float32[OBS_SIZE], "action_mask":
int8[MAX_ACTIONS]} built from the observing agent's own fair view (see
`berserk.envs` for the encoding). The deciding agent's `info["actions"]`
lists its options as `Game.legal_actions_info()` gives them. Rewards come at
the end: the game's returns, +1/-1, or 0 each when the turn limit ends the
game (a draw). An action outside the mask raises ValueError with the rule's
refusal and changes nothing.
"""

import random

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import berserk

from . import (
    AGENTS,
    MAX_ACTIONS,
    OBS_HIGH,
    OBS_LOW,
    OBS_SIZE,
    action_mask,
    legal_actions_info,
    observation_vector,
    roll_dice,
)


class BerserkAECEnv(AECEnv):
    """Two seats of one game between two built-in decks (numbers or names of
    `berserk.Game.deck_names()`); `reset(options={"deck1": …, "deck2": …})`
    changes them for that episode."""

    metadata = {"name": "berserk_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, deck1=1, deck2=2, turn_limit=200, lang="en", render_mode=None):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r} is not one of {self.metadata['render_modes']}")
        self.decks = (deck1, deck2)
        self.turn_limit = turn_limit
        self.lang = lang
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self.agents = []
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(OBS_LOW, OBS_HIGH, (OBS_SIZE,), np.float32),
                "action_mask": spaces.Box(0, 1, (MAX_ACTIONS,), np.int8),
            }
        )
        self._action_space = spaces.Discrete(MAX_ACTIONS)
        self._seeds = random.Random()
        self.game = None

    def observation_space(self, agent):
        return self._observation_space

    def action_space(self, agent):
        return self._action_space

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._seeds = random.Random(seed)
        options = options or {}
        deck1 = options.get("deck1", self.decks[0])
        deck2 = options.get("deck2", self.decks[1])
        self.game = berserk.Game(
            deck1, deck2, seed=self._seeds.getrandbits(63), turn_limit=self.turn_limit, lang=self.lang
        )
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self._after_move()

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        return {"observation": observation_vector(self.game, seat), "action_mask": action_mask(self.game, seat)}

    def step(self, action):
        if self.terminations[self.agent_selection] or self.truncations[self.agent_selection]:
            self._was_dead_step(action)
            return
        agent = self.agent_selection
        if action is None or not 0 <= int(action) < MAX_ACTIONS:
            raise ValueError(f"action {action!r} is not a slot 0..{MAX_ACTIONS - 1} (berserk.envs)")
        self._cumulative_rewards[agent] = 0.0
        self.game.apply_action(int(action))
        self._after_move()
        self._accumulate_rewards()
        if self.render_mode == "ansi":
            self.render()

    def _after_move(self):
        """Rolls the dice, then selects the deciding agent or ends the game."""
        roll_dice(self.game)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.infos = {a: {} for a in self.agents}
        if self.game.is_terminal():
            returns = self.game.returns()
            for seat, agent in enumerate(self.possible_agents):
                self.rewards[agent] = float(returns[seat])
                self.infos[agent] = {"winner": self.game.winner(), "turn": self.game.turn()}
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[self.game.current_player()]
            self.infos[self.agent_selection] = {"actions": legal_actions_info(self.game)}

    def render(self):
        """The pending decision as the deciding agent may read it ("ansi")."""
        if self.render_mode is None or self.game is None:
            return None
        p = self.game.current_player()
        return self.game.pending_text(p if p in (0, 1) else None)

    def close(self):
        pass


def env(**kwargs):
    """The AEC environment, wrapped in PettingZoo's order enforcing."""
    from pettingzoo.utils import wrappers

    return wrappers.OrderEnforcingWrapper(BerserkAECEnv(**kwargs))


raw_env = BerserkAECEnv
