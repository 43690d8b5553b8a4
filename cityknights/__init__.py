"""cityknights: Catan with the Cities & Knights expansion, as colonist.io plays it."""

from .engine import (
    CHANCE,
    TERMINAL,
    Action,
    ActionCodec,
    Board,
    Event,
    Game,
    GameConfigError,
    IllegalActionError,
    PositionError,
    RandomSourceError,
    ResampleError,
    RuleFlags,
    SeatError,
    SeatView,
    State,
)

__version__ = "0.1.0"

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
    "RandomSourceError",
    "ResampleError",
    "RuleFlags",
    "SeatError",
    "SeatView",
    "State",
]
