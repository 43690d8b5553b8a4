"""Errors the engine raises: each one says in words what is wrong."""

from __future__ import annotations

import reprlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .refusals import Refusal


def _json_bool(x: bool, level: int) -> str:
    return "true" if x else "false"


def _json_null(x: None, level: int) -> str:
    return "null"


_SHORT = reprlib.Repr()
# true, false and null as JSON writes them: the messages go to clients that sent JSON (a flag
# given `1` or `"yes"`), not Python. reprlib looks each type's method up on the instance by
# name (repr_<type name>); set there, not by a subclass, which the compiled engine cannot
# make of a Python class.
vars(_SHORT).update(repr_bool=_json_bool, repr_NoneType=_json_null)
# Messages quote what they were given, cut short: a 5 KB value must not make a 5 KB message,
# and a value nested 1,000 deep must not recurse.
_SHORT.maxlevel = 2
_SHORT.maxstring = 40
_SHORT.maxother = 40
_SHORT.maxlong = 40
for _name in ("maxlist", "maxtuple", "maxdict", "maxset", "maxfrozenset"):
    setattr(_SHORT, _name, 4)
_PLAIN = (type(None), bool, int, float, str, list, tuple, dict)


def quote(x: object) -> str:
    """`x` as a message shows it: a JSON-like value by a short repr, anything else by its
    type's name only (a numpy integer is "a value of type int64", not "np.int64(0)")."""
    if type(x) not in _PLAIN:
        return f"a value of type {type(x).__name__}"
    if type(x) is int and x.bit_length() > 128:  # repr() of a huge int is slow or refused
        return f"an integer of {x.bit_length()} bits"
    return _SHORT.repr(x)


class IllegalActionError(ValueError):
    """An action that the rules do not allow now. The state is left unchanged.

    `reason` is the English text; `refusal`, when the rules gave one, its code and
    parameters (for a client to word in its own language)."""

    def __init__(self, reason: str, action: Any = None, refusal: Refusal | None = None) -> None:
        self.reason = reason
        self.action = action
        self.refusal = refusal
        super().__init__(f"{action}: {reason}" if action is not None else reason)


class PositionError(ValueError):
    """A position (JSON) that is malformed or impossible; names the field at fault."""


class BoardIdError(ValueError):
    """An intersection, path or hex id that the board does not have (or not an integer)."""


class SeatError(ValueError):
    """A seat that this game does not have (or that is not an integer)."""


def check_seat(seat: object, players: int) -> int:
    """`seat` if it is a seat of a `players`-player game, else SeatError."""
    if type(seat) is not int:
        raise SeatError(f"a seat is an integer 0-{players - 1}, got {quote(seat)}")
    if not 0 <= seat < players:
        raise SeatError(f"no seat {seat} in a {players}-player game")
    return seat


class GameConfigError(ValueError):
    """A Game created with options that do not make sense."""


class RandomSourceError(ValueError):
    """A random source that cannot draw: no `random()` method, or a draw that is not a
    float in [0, 1)."""
