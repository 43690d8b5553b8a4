"""Per-game statistics of an expansion, computed by the driver from the events it saw and
the final state, and kept JSON-safe in :attr:`GameResult.stats` (a later ``--out`` writes
them as they are).

Cities & Knights (:func:`game_stats`)::

    {
        "barbarians_repelled": 2,          # attacks the knights beat (event "barbarians_repelled")
        "barbarians_won": 1,               # attacks the barbarians won ("barbarians_won")
        "metropolises": [0, 1, 0, 0],      # metropolises held per seat at the end
        "vp": {                            # VP per seat at the end, by source
            "settlements": [...], "cities": [...], "metropolises": [...],
            "longest_road": [...], "defender": [...], "progress": [...], "merchant": [...],
        },
    }

The VP sources of a seat add up to its victory points (C&K has no development cards).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cityknights.engine.constants import NOBODY

if TYPE_CHECKING:
    from cityknights.engine.state import State

__all__ = ["BARBARIAN_CODES", "VP_SOURCES", "game_stats"]

#: Event codes of a barbarian attack's outcome, counted by the driver.
BARBARIAN_CODES = ("barbarians_repelled", "barbarians_won")
#: C&K victory point sources, in display order.
VP_SOURCES = (
    "settlements",
    "cities",
    "metropolises",
    "longest_road",
    "defender",
    "progress",
    "merchant",
)


def game_stats(state: State, codes: dict[str, int]) -> dict[str, Any]:
    """The C&K statistics of a finished game (``codes``: event code -> times seen)."""
    seats = range(state.game.players)
    held = [0 for _ in seats]
    for vertex in state.metropolis:
        if vertex != NOBODY:
            held[state.owner[vertex]] += 1
    vp = {
        "settlements": [len(state.settlements[p]) for p in seats],
        "cities": [2 * len(state.cities[p]) for p in seats],
        "metropolises": [2 * n for n in held],
        "longest_road": [2 * (state.longest_road == p) for p in seats],
        "defender": [state.defender[p] for p in seats],
        "progress": [state.progress_vp[p] for p in seats],
        "merchant": [int(state.merchant_owner == p) for p in seats],
    }
    return {
        "barbarians_repelled": codes.get("barbarians_repelled", 0),
        "barbarians_won": codes.get("barbarians_won", 0),
        "metropolises": held,
        "vp": vp,
    }
