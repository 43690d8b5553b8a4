"""Readers for the fields of a position (docs/position.md), shared by position.py and
position_ck.py: each returns the value or raises a PositionError naming the field and
quoting what was found, short (errors.quote)."""

from __future__ import annotations

from typing import Any

from .errors import PositionError, quote


def read_int(where: str, x: Any, lo: int, hi: int) -> int:
    """An integer lo-hi: an int, never a bool, a float (10.0) or a string ("10")."""
    if type(x) is not int or not lo <= x <= hi:
        raise PositionError(f"{where}: expected an integer {lo}-{hi}, got {quote(x)}")
    return x


def read_bool(where: str, x: Any) -> bool:
    if type(x) is not bool:
        raise PositionError(f"{where}: expected true or false, got {quote(x)}")
    return x


def read_name(where: str, x: Any, names: tuple[str, ...]) -> int:
    """The index of a name in `names` (a string only: a list or an object is refused
    before any lookup, so nothing unhashable reaches a dict)."""
    if type(x) is not str or x not in names:
        raise PositionError(f"{where}: expected one of {names}, got {quote(x)}")
    return names.index(x)


def read_keys(where: str, x: Any, allowed: frozenset[str] | set[str], what: str) -> dict[str, Any]:
    """An object whose keys are all in `allowed`."""
    if not isinstance(x, dict):
        raise PositionError(f"{where}: expected {what}, got {quote(x)}")
    unknown = set(x) - allowed
    if unknown:
        raise PositionError(f"{where}: unknown field(s) {quote(sorted(map(str, unknown)))}")
    return x
