"""Research environments around the engine: PettingZoo (`berserk.envs.aec`),
Gymnasium (`berserk.envs.gym`) and OpenSpiel (`berserk.envs.spiel`).

Each submodule imports its framework only when it is imported; this module
needs numpy alone and holds what the environments share: the encoding of
observations and actions.

Observation: `OBS_SIZE` float32 numbers, the seat's own fair view and
nothing more — `Game.observation_tensor(seat)` (`berserk.OBSERVATION_SIZE`
numbers: 30 cells × 12 features, then 18 of the whole game; the engine's
`Game::view`, so no enemy hand and no face-down enemy card's identity),
followed by a one-hot of the pending decision over `DECISIONS` (its last
slot "other" for the chance node, the end, and any decision added later).

Actions: `MAX_ACTIONS` slots. Slot `i` is option `i` of the pending decision,
as `Game.legal_actions()` numbers them; what it does is
`Game.legal_actions_info()[i]` (`kind` — strike, move, buy, place, pass,
end_turn, … — and the card ids `source`/`target`, the `cell`, the label and
the engine's notation). The environments put that list in the deciding
agent's `info["actions"]`. The mask marks slots `0..n-1` of the `n` options;
a decision with more than `MAX_ACTIONS` options offers its first
`MAX_ACTIONS` (the most seen in random games of the ready decks was 80).
Dice are not actions of the agents: the environments roll them with the
game's own generator (seeded from `reset(seed=…)`), so an episode is
reproducible. OpenSpiel's game keeps them as explicit chance nodes.
"""

import numpy as np

import berserk

#: Slots of the fixed action space (option indices of a decision).
MAX_ACTIONS = 256

#: The decisions of the one-hot, in its order; the last is any other state.
DECISIONS = (
    "choose_first",
    "redeal",
    "buy",
    "place",
    "main",
    "response",
    "defender",
    "exchange",
    "trigger_target",
    "volley_target",
    "cast_targets",
    "replacement",
    "healing_replacement",
    "heal_instead",
    "wound_instead",
    "question",
    "other",
)
_DECISION_INDEX = {d: i for i, d in enumerate(DECISIONS)}

#: Length of an observation vector.
OBS_SIZE = berserk.OBSERVATION_SIZE + len(DECISIONS)

#: Bounds of every observation number (the features are scaled counts and
#: stats, well inside them).
OBS_LOW, OBS_HIGH = -1000.0, 1000.0

#: Agent names of the multi-agent environments, seat 0 and seat 1.
AGENTS = ("player_0", "player_1")


def observation_vector(game, seat):
    """The observation of `seat` as a float32 vector of `OBS_SIZE` numbers,
    built from what that seat may see only."""
    v = np.zeros(OBS_SIZE, dtype=np.float32)
    v[: berserk.OBSERVATION_SIZE] = game.observation_tensor(seat)
    np.clip(v, OBS_LOW, OBS_HIGH, out=v)
    slot = _DECISION_INDEX.get(game.decision(), len(DECISIONS) - 1)
    v[berserk.OBSERVATION_SIZE + slot] = 1.0
    return v


def action_mask(game, seat):
    """An int8 mask of `MAX_ACTIONS` slots: 1 for the options `seat` may
    choose now, all 0 when it is not `seat`'s decision."""
    mask = np.zeros(MAX_ACTIONS, dtype=np.int8)
    if game.current_player() == seat:
        mask[: min(len(game.legal_actions()), MAX_ACTIONS)] = 1
    return mask


def roll_dice(game):
    """Rolls pending dice with the game's own generator until a player
    decides or the game ends."""
    while game.is_chance_node():
        game.roll()


def legal_actions_info(game):
    """The structured options of the pending decision, cut to `MAX_ACTIONS`."""
    return game.legal_actions_info()[:MAX_ACTIONS]
