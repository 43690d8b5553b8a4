"""The rules engine: pure, deterministic, no I/O and no RNG of its own."""

from .actions import Action
from .board import Board
from .codec import ActionCodec
from .constants import CHANCE, TERMINAL
from .errors import GameConfigError, IllegalActionError, PositionError, SeatError
from .events import Event
from .game import Game, RuleFlags
from .state import State

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Action",
    "ActionCodec",
    "Board",
    "Event",
    "Game",
    "GameConfigError",
    "IllegalActionError",
    "PositionError",
    "RuleFlags",
    "SeatError",
    "State",
]
