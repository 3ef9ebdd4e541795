"""«Берсерк» as an OpenSpiel game, registered with pyspiel on import.

    import pyspiel
    import berserk.envs.spiel  # registers "python_berserk"
    game = pyspiel.load_game("python_berserk", {"deck1": 1, "deck2": 2, "seed": 7})
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            state.apply_action(int(np.random.choice(outcomes, p=probs)))
        else:
            state.apply_action(state.legal_actions()[0])

Sequential, imperfect information (hands, decks and face-down cards are
hidden), zero-sum, terminal rewards. The dice are explicit chance nodes: a
die's outcome `o` (0–5) is the value `o + 1`, each 1/6. A player's action is
the option slot of `berserk.envs` (0..`MAX_ACTIONS`-1); `_action_to_string`
gives the option's label. The observation tensor is the player's own view
(`berserk.envs.observation_vector`), the observation string what the game
waits for as that player may read it. The shuffles of the decks come from
the game parameter `seed` (OpenSpiel's chance nodes are the dice only;
OpenSpiel's algorithms that enumerate chance see the decks as fixed by it).
"""

import numpy as np
import pyspiel

import berserk

from . import MAX_ACTIONS, OBS_SIZE, observation_vector

#: The short name the game is registered under.
SHORT_NAME = "python_berserk"

#: A bound on the number of actions and dice of one game (checked by
#: OpenSpiel's random simulation; the longest random game of the ready decks
#: at 200 turns is well below it).
MAX_GAME_LENGTH = 100_000

_DEFAULTS = {"deck1": 1, "deck2": 2, "seed": 1, "turn_limit": 200}

_GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Berserk (the grid card game)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=False,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=dict(_DEFAULTS),
)
_GAME_INFO = pyspiel.GameInfo(
    num_distinct_actions=MAX_ACTIONS,
    max_chance_outcomes=6,
    num_players=2,
    min_utility=-1.0,
    max_utility=1.0,
    utility_sum=0.0,
    max_game_length=MAX_GAME_LENGTH,
)


class BerserkGame(pyspiel.Game):
    """A game between two built-in decks (`deck1`, `deck2`: numbers of
    `berserk.Game.deck_names()`), shuffled from `seed`, drawn at
    `turn_limit`."""

    def __init__(self, params=None):
        super().__init__(_GAME_TYPE, _GAME_INFO, params or dict())
        p = self.get_parameters()
        self._args = (p["deck1"], p["deck2"], p["seed"], p["turn_limit"])
        self.new_initial_state()  # a wrong deck fails here

    def new_initial_state(self):
        return BerserkState(self, _Engine(self._args))

    def make_py_observer(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        return BerserkObserver(iig_obs_type)


class _Engine:
    """The engine's game with the actions that led to it: OpenSpiel copies a
    python state's attributes with `copy.deepcopy` (the engine's clone) and
    serializes them with pickle (the game's parameters and the actions,
    replayed)."""

    def __init__(self, args, actions=()):
        deck1, deck2, seed, turn_limit = args
        self.args = tuple(args)
        self.game = berserk.Game(deck1, deck2, seed=seed, turn_limit=turn_limit)
        self.actions = []
        for a in actions:
            self.apply(a)

    def apply(self, action):
        self.game.apply_action(action)
        self.actions.append(action)

    def __deepcopy__(self, memo):
        other = _Engine.__new__(_Engine)
        other.args, other.game, other.actions = self.args, self.game.clone(), list(self.actions)
        return other

    def __reduce__(self):
        return (_Engine, (self.args, tuple(self.actions)))


class BerserkState(pyspiel.State):
    """A state of the game: the engine's game and OpenSpiel's bookkeeping."""

    def __init__(self, game, engine):
        super().__init__(game)
        self.engine = engine

    @property
    def game(self):
        """The engine's game (`berserk.Game`) of this state."""
        return self.engine.game

    def current_player(self):
        p = self.game.current_player()
        if p == berserk.CHANCE:
            return pyspiel.PlayerId.CHANCE
        if p == berserk.TERMINAL:
            return pyspiel.PlayerId.TERMINAL
        return p

    def _legal_actions(self, player):
        return list(range(min(len(self.game.legal_actions()), MAX_ACTIONS)))

    def chance_outcomes(self):
        return [(v - 1, p) for v, p in self.game.chance_outcomes()]

    def _apply_action(self, action):
        if self.game.is_chance_node():
            self.engine.apply(int(action) + 1)
        else:
            self.engine.apply(int(action))

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            return f"die {int(action) + 1}"
        if self.game.current_player() == player and 0 <= action < len(self.game.legal_actions()):
            # Two copies of a card give the same label: the slot tells them apart.
            return f"{int(action)}: {self.game.action_to_string(int(action))}"
        return f"option {int(action)}"

    def is_terminal(self):
        return self.game.is_terminal()

    def returns(self):
        return [float(r) for r in self.game.returns()]

    def __str__(self):
        return self.game.pending_text(None)


class BerserkObserver:
    """The observer of a player: its own view only (`private_info` of a
    single player, no perfect recall)."""

    def __init__(self, iig_obs_type):
        if iig_obs_type is not None:
            if iig_obs_type.perfect_recall:
                raise ValueError("berserk: no perfect-recall observation (information states are not provided)")
            if iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER or not iig_obs_type.public_info:
                raise ValueError("berserk: only a player's own view is observable")
        self.tensor = np.zeros(OBS_SIZE, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state, player):
        self.tensor[:] = observation_vector(state.game, player)

    def string_from(self, state, player):
        return state.game.pending_text(player)


pyspiel.register_game(_GAME_TYPE, BerserkGame)
