"""«Берсерк» as a Gymnasium single-agent environment: the agent plays one
seat, one of the engine's bots (greedy by default) the other.

    from berserk.envs.gym import BerserkGymEnv
    env = BerserkGymEnv(deck1=1, deck2=2, seat=0, opponent="greedy")
    obs, info = env.reset(seed=7)
    while True:
        action = int(np.flatnonzero(info["action_mask"])[0])
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break

The observation is the agent's own fair view, a float32 vector of
`berserk.envs.OBS_SIZE`; `info["action_mask"]` (int8, `MAX_ACTIONS`) marks
the legal slots and `info["actions"]` says what each does (see
`berserk.envs`). A slot outside the mask plays slot `action mod n` of the `n`
options, so that unmasked samplers keep playing; masked agents never meet it.
The reward is the game's return for the agent's seat at the end (+1, -1, or
0 when the turn limit ends the game: `terminated`, as a draw is the game's
end, GAME §5). The opponent's moves and the dice happen inside `step`; the
bot and the dice are seeded from `reset(seed=…)`.
"""

import random

import gymnasium as gym
import numpy as np
from gymnasium import spaces

import berserk

from . import MAX_ACTIONS, OBS_HIGH, OBS_LOW, OBS_SIZE, action_mask, legal_actions_info, observation_vector


class BerserkGymEnv(gym.Env):
    """One seat (`seat`, 0 or 1) against `berserk.Bot(opponent)`."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, deck1=1, deck2=2, seat=0, opponent="greedy", turn_limit=200, lang="en", render_mode=None):
        if seat not in (0, 1):
            raise ValueError(f"seat must be 0 or 1, not {seat!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r} is not one of {self.metadata['render_modes']}")
        self.decks = (deck1, deck2)
        self.seat = seat
        self.opponent = opponent
        self.turn_limit = turn_limit
        self.lang = lang
        self.render_mode = render_mode
        self.observation_space = spaces.Box(OBS_LOW, OBS_HIGH, (OBS_SIZE,), np.float32)
        self.action_space = spaces.Discrete(MAX_ACTIONS)
        berserk.Bot(opponent)  # a wrong spec fails here, not at the first step
        self._seeds = random.Random()
        self.game = None
        self.bot = None

    def reset(self, *, seed=None, options=None):
        super().reset(seed=seed)
        if seed is not None:
            self._seeds = random.Random(seed)
        self.game = berserk.Game(
            *self.decks, seed=self._seeds.getrandbits(63), turn_limit=self.turn_limit, lang=self.lang
        )
        self.bot = berserk.Bot(self.opponent, seed=self._seeds.getrandbits(63))
        self._play_others()
        return observation_vector(self.game, self.seat), self._info()

    def step(self, action):
        if self.game is None or self.game.is_terminal():
            raise RuntimeError("step() after the game ended: call reset() (berserk.envs)")
        n = len(legal_actions_info(self.game))
        action = int(action)
        self.game.apply_action(action if 0 <= action < n else action % n)
        self._play_others()
        terminated = self.game.is_terminal()
        reward = float(self.game.returns()[self.seat]) if terminated else 0.0
        return observation_vector(self.game, self.seat), reward, terminated, False, self._info()

    def _play_others(self):
        """Dice and the bot's decisions until the agent decides or the game ends."""
        g = self.game
        while not g.is_terminal() and g.current_player() != self.seat:
            if g.is_chance_node():
                g.roll()
            else:
                g.apply_action(self.bot.step(g))

    def _info(self):
        g = self.game
        if g.is_terminal():
            return {"action_mask": action_mask(g, self.seat), "winner": g.winner(), "turn": g.turn()}
        return {"action_mask": action_mask(g, self.seat), "actions": legal_actions_info(g)}

    def action_masks(self):
        """The mask as a bool array (the name sb3-contrib's MaskablePPO asks for)."""
        return action_mask(self.game, self.seat).astype(bool)

    def render(self):
        if self.render_mode is None or self.game is None:
            return None
        return self.game.pending_text(self.seat)


#: `gymnasium.make("berserk/Berserk-v0", opponent="greedy", …)`.
ENV_ID = "berserk/Berserk-v0"
if ENV_ID not in gym.registry:
    gym.register(ENV_ID, entry_point="berserk.envs.gym:BerserkGymEnv")
