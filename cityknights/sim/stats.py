"""Per-game statistics, computed by the driver from the actions and events it saw and the
final state, and kept JSON-safe in :attr:`GameResult.stats` (``--out`` writes them).

Cities & Knights (:func:`game_stats`)::

    {
        "barbarians_repelled": 2,          # attacks the knights beat (event "barbarians_repelled")
        "barbarians_won": 1,               # attacks the barbarians won ("barbarians_won")
        "metropolises": [0, 1, 0, 0],      # metropolises held per seat at the end
        "vp": {                            # VP per seat at the end, by source
            "settlements": [...], "cities": [...], "metropolises": [...],
            "longest_road": [...], "defender": [...], "progress": [...], "merchant": [...],
        },
        "cards_played": {                  # progress cards played per seat, every card
            "alchemist": [0, 1, 0, 0], ..., "wedding": [...],
        },
    }

The base game has ``vp`` (sources :data:`BASE_VP_SOURCES`: settlements, cities, longest
road, largest army, victory point cards) and ``cards_played`` (development cards: knight,
monopoly, road_building, year_of_plenty) only.

The VP sources of a seat add up to its victory points. A card counts as played when its
``play_<card>`` action is applied; Printer and Constitution are revealed when drawn, never
played, and show as the ``progress`` VP source.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from cityknights.engine.constants import NOBODY, VICTORY_POINT

if TYPE_CHECKING:
    from cityknights.engine.state import State

__all__ = [
    "BARBARIAN_CODES",
    "BASE_VP_SOURCES",
    "VP_SOURCES",
    "card_kinds",
    "game_stats",
    "vp_sources",
]

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
#: Base game victory point sources, in display order (``vp_cards``: Victory Point cards).
BASE_VP_SOURCES = ("settlements", "cities", "longest_road", "largest_army", "vp_cards")
#: The action kinds that play a card start with this; the card's name follows.
PLAY_PREFIX = "play_"


def vp_sources(expansion: str) -> tuple[str, ...]:
    """The VP sources of ``expansion`` ("base" or "ck"), in display order."""
    return VP_SOURCES if expansion == "ck" else BASE_VP_SOURCES


@cache
def card_kinds(expansion: str) -> dict[str, str]:
    """``{action kind: card name}`` of every card a player can play in ``expansion``
    (development cards in the base game, progress cards in C&K), sorted by card name."""
    from cityknights.sim.check import action_kinds

    kinds = sorted(k for k in action_kinds(expansion) if k.startswith(PLAY_PREFIX))
    return {kind: kind[len(PLAY_PREFIX) :] for kind in kinds}


def game_stats(
    state: State, codes: dict[str, int], played: dict[str, list[int]] | None = None
) -> dict[str, Any]:
    """The statistics of a finished game.

    ``codes``: event code -> times seen (C&K barbarian outcomes); ``played``: card name ->
    times played per seat (cards missing from it count 0).
    """
    game = state.game
    seats = range(game.players)
    expansion = "ck" if game.ck else "base"
    played = played or {}
    cards = {
        name: list(played.get(name, [0 for _ in seats])) for name in card_kinds(expansion).values()
    }
    if not game.ck:
        vp = {
            "settlements": [len(state.settlements[p]) for p in seats],
            "cities": [2 * len(state.cities[p]) for p in seats],
            "longest_road": [2 * (state.longest_road == p) for p in seats],
            "largest_army": [2 * (state.largest_army == p) for p in seats],
            "vp_cards": [state.dev_hand[p][VICTORY_POINT] for p in seats],
        }
        return {"vp": vp, "cards_played": cards}
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
        "cards_played": cards,
    }
