"""The ranges the server gives the game's numeric rules that the engine leaves open.

The engine takes any ``max_turns`` >= 1 and any ``discard_limit`` >= 0 (a simulation may
want anything), but a game a stranger asks the server for is stored, shown to every
browser (whose JSON numbers are doubles: 2**60 is not read back as itself) and held in
memory for as long as it is played. Past these bounds a value changes nothing a game
could show, so it is refused by name rather than kept (docs/protocol.md, "Create a game").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import protocol as p

#: A turn cap past any game's length: a 6-player C&K game of bots ends within a few
#: hundred turns; 10 000 leaves room for a game played by people who never build.
MAX_TURNS = 10_000
#: No hand holds more cards than the bank and the commodities together (under 200 on
#: any board), so a limit above 1000 discards exactly as 1000 does: never.
MAX_DISCARD_LIMIT = 1_000


def _turns_error(where: str, value: Any) -> str | None:
    if value is None or (type(value) is int and 1 <= value <= MAX_TURNS):
        return None
    return f"{where}: a whole number from 1 to {MAX_TURNS}, or null, got {repr(value)[:40]}"


def _limit_error(where: str, value: Any) -> str | None:
    # type() and not isinstance: true is not a limit of 1 (flags are not typed).
    if type(value) is int and 0 <= value <= MAX_DISCARD_LIMIT:
        return None
    return f"{where}: a whole number from 0 to {MAX_DISCARD_LIMIT}, got {repr(value)[:40]}"


def bounds_error(settings: p.GameSettings) -> str | None:
    """The first of `settings`' turn cap and discard limit out of its range, as the
    message of a refusal naming the field and its range; None when both are in range."""
    found = _turns_error("max_turns", settings.max_turns)
    if found is None and settings.discard_limit is not None:
        found = _limit_error("discard_limit", settings.discard_limit)
    if found is None and "discard_limit" in settings.flags:
        found = _limit_error("flags.discard_limit", settings.flags["discard_limit"])
    return found


def config_bounds_error(config: Mapping[str, Any], where: str) -> str | None:
    """The same ranges over an engine config (Game.config(): ``max_turns``, and
    ``discard_limit`` among its ``flags``) as a record brings it or a stored game holds
    it; `where` names the config in the message ("config", "the game's config")."""
    found = _turns_error(f"{where}.max_turns", config.get("max_turns"))
    flags = config.get("flags")
    if found is None and isinstance(flags, Mapping) and "discard_limit" in flags:
        found = _limit_error(f"{where}.flags.discard_limit", flags["discard_limit"])
    return found
