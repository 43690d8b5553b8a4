"""The ranges the server gives the game's numeric rules that the engine leaves open.

The engine takes any ``max_turns`` >= 1 and any ``discard_limit`` >= 0 (a simulation may
want anything), but a game a stranger asks the server for is stored, shown to every
browser (whose JSON numbers are doubles: 2**60 is not read back as itself) and held in
memory for as long as it is played. Past these bounds a value changes nothing a game
could show, so it is refused by name rather than kept (docs/protocol.md, "Create a game").
"""

from __future__ import annotations

from typing import Any

from . import protocol as p

#: A turn cap past any game's length: a 6-player C&K game of bots ends within a few
#: hundred turns; 10 000 leaves room for a game played by people who never build.
MAX_TURNS = 10_000
#: No hand holds more cards than the bank and the commodities together (under 200 on
#: any board), so a limit above 1000 discards exactly as 1000 does: never.
MAX_DISCARD_LIMIT = 1_000


def bounds_error(settings: p.GameSettings) -> str | None:
    """The first of `settings`' turn cap and discard limit out of its range, as the
    message of a refusal naming the field and its range; None when both are in range."""
    if settings.max_turns is not None and not 1 <= settings.max_turns <= MAX_TURNS:
        return f"max_turns: a whole number from 1 to {MAX_TURNS}, or null, got {settings.max_turns}"
    limits: list[tuple[str, Any]] = [("discard_limit", settings.discard_limit)]
    if "discard_limit" in settings.flags:
        limits.append(("flags.discard_limit", settings.flags["discard_limit"]))
    for where, limit in limits:
        if limit is None and where == "discard_limit":
            continue
        # type() and not isinstance: true is not a limit of 1 (flags are not typed).
        if type(limit) is not int or not 0 <= limit <= MAX_DISCARD_LIMIT:
            shown = repr(limit)[:40]
            return f"{where}: a whole number from 0 to {MAX_DISCARD_LIMIT}, got {shown}"
    return None
