"""The rules engine: pure, deterministic, no I/O and no RNG of its own."""

from importlib.machinery import EXTENSION_SUFFIXES

from . import state as _state
from .actions import Action
from .board import Board
from .codec import ActionCodec
from .constants import CHANCE, TERMINAL
from .errors import (
    GameConfigError,
    IllegalActionError,
    PositionError,
    RandomSourceError,
    SeatError,
)
from .events import Event
from .game import Game, RuleFlags
from .state import State
from .view import ResampleError, SeatView

# Which engine runs: True when its modules are the mypyc build (C extensions, see setup.py),
# False when they are the pure-Python source. The two behave the same; only speed differs.
COMPILED: bool = str(_state.__file__).endswith(tuple(EXTENSION_SUFFIXES))
ENGINE_BUILD = "compiled (mypyc)" if COMPILED else "pure Python"

__all__ = [
    "CHANCE",
    "COMPILED",
    "ENGINE_BUILD",
    "TERMINAL",
    "Action",
    "ActionCodec",
    "Board",
    "Event",
    "Game",
    "GameConfigError",
    "IllegalActionError",
    "PositionError",
    "RandomSourceError",
    "ResampleError",
    "RuleFlags",
    "SeatError",
    "SeatView",
    "State",
]
