"""Typed stubs of the «Берсерк» rules engine for Python (crates/python).

Every public name of the module is listed here; tests/test_stubs.py checks
the list against the built module.
"""

from typing import Any, Dict, List, Optional, Tuple, Union

CHANCE: int
"""`current_player()` while a die is pending (-1)."""
TERMINAL: int
"""`current_player()` when the game is over (-4)."""
OBSERVATION_SIZE: int
"""The length of `Game.observation_tensor()`."""

CardDict = Dict[str, Any]
"""A card as a reader sees it: id, def, name, owner, controller, zone, cell,
open, face_up, wounds, tokens, life (def, name and life None when hidden)."""
ActionInfo = Dict[str, Any]
"""One legal action: index, kind, source, source_name, target, target_name,
cell, ability, x, value, label, notation."""
CardInfo = Dict[str, Any]
"""A card definition: def, code, name, name_ru, name_en, cost, elite, unique,
element, kind, life, movement, strike, classes, complete, text."""

def card_info(card: Union[int, str], lang: str = "en") -> CardInfo:
    """The data of a card definition by its number, code ("1-095") or name."""
    ...

class Game:
    """A game of «Берсерк» between two built-in decks."""

    OBSERVATION_SIZE: int

    def __init__(
        self,
        deck1: Union[int, str, None] = None,
        deck2: Union[int, str, None] = None,
        seed: int = 1,
        turn_limit: int = 200,
        lang: str = "en",
    ) -> None: ...
    @staticmethod
    def deck_names() -> List[str]:
        """The names of the built-in decks, in the order of their numbers (1-based)."""
        ...
    def current_player(self) -> int:
        """0 or 1 at a decision, CHANCE at a die, TERMINAL at the end."""
        ...
    def is_chance_node(self) -> bool: ...
    def is_terminal(self) -> bool: ...
    def decision(self) -> str:
        """The kind of the pending decision ("main", "buy", …), "chance" or "over"."""
        ...
    def legal_actions(self) -> List[int]:
        """Option indices 0..n at a decision, die values 1–6 at a chance node."""
        ...
    def chance_outcomes(self) -> List[Tuple[int, float]]: ...
    def action_to_string(self, action: int) -> str: ...
    def legal_action_labels(self) -> List[str]: ...
    def legal_actions_info(self) -> List[ActionInfo]:
        """Each legal action as a dict (kind, source, target, cell, label, notation)."""
        ...
    def pending_text(self, player: Optional[int] = None, omniscient: bool = False) -> str:
        """What the game waits for, as `player` (None: a spectator) may read it."""
        ...
    def apply_action(self, action: int) -> None:
        """Applies a legal action; ValueError with the rule's refusal otherwise."""
        ...
    def apply_notation(self, text: str) -> None:
        """Applies a choice in the engine's notation; ValueError with the rule's refusal."""
        ...
    def roll(self) -> None:
        """Rolls the pending die with the game's own generator."""
        ...
    def sample(self, player: int, seed: int) -> "Game":
        """A game `player` can't tell from this one, the hidden part re-sampled."""
        ...
    def check_invariants(self) -> None:
        """Raises RuntimeError if the engine's state invariants are broken."""
        ...
    def events(self, player: Optional[int] = None, omniscient: bool = False) -> List[Tuple[str, str, str]]:
        """The last step's events as (kind, rule, text), as `player` may see them."""
        ...
    def card_info(self, card: int, player: Optional[int] = None, omniscient: bool = False) -> CardInfo:
        """The data of card `card` of this game, if the reader may identify it."""
        ...
    def clone(self) -> "Game": ...
    def __copy__(self) -> "Game": ...
    def __deepcopy__(self, memo: Any) -> "Game": ...
    def turn(self) -> int: ...
    def winner(self) -> Optional[int]: ...
    def returns(self) -> List[float]: ...
    def observation(self, player: int, omniscient: bool = False) -> Dict[str, Any]:
        """What `player` sees; `omniscient=True` for the all-seeing view."""
        ...
    def observation_tensor(self, player: int) -> List[float]: ...

class Bot:
    """One of the engine's bots: "random", "greedy", "mcts:playouts=N,threads=K"."""

    def __init__(self, spec: str = "greedy", seed: int = 1) -> None: ...
    @property
    def name(self) -> str: ...
    def step(self, game: Game) -> int:
        """The bot's action for the pending decision (other threads run meanwhile)."""
        ...
