"""The search options of the mcts bot and of the analysis, checked in one place.

Each option has a type and a range. The upper bounds are far past any useful search and
keep a typo from asking for one that would never end (``iterations=99999999999`` is
years of one core; ``rounds`` past a game's turn cap plays the same rollouts).
"""

from __future__ import annotations

import math
from typing import Final

#: name -> (type, least, most): an int option takes integers, a float option numbers.
SEARCH_OPTIONS: Final[dict[str, tuple[type, float, float]]] = {
    "iterations": (int, 1, 10**7),
    "seconds": (float, 0, 86400),  # a day per search
    "rounds": (int, 0, 1000),
    "width": (int, 1, 1000),
    "samples": (int, 1, 10_000),  # each one a State held for the search
    "c": (float, 0, 1e6),
    "spread": (float, 0, 1e6),  # a temperature, in the heuristic's score points
    "robbery": (float, 0, 8),  # an exponent of (1 + points): the heuristic's option too
    "aim": (int, 0, 1),  # 1: a robber at the seat after its own only (catanatron's players)
    "opening": (int, 0, 1000),  # rounds played after the setup before its evaluation
    # A setup search's iterations (0: `iterations`).
    "opening_iterations": (int, 0, 10**7),
}


def check_search_options(**values: object) -> None:
    """ValueError naming the first option of ``values`` of the wrong type or out of its
    range (True is no number: a bool is refused)."""
    for name, value in values.items():
        kind, least, most = SEARCH_OPTIONS[name]
        numeric = isinstance(value, int | float) and not isinstance(value, bool)
        if kind is int and not (numeric and isinstance(value, int)):
            raise ValueError(f"{name} must be an integer, not {_short(value)}")
        if kind is float and not (numeric and math.isfinite(value)):  # type: ignore[arg-type]
            raise ValueError(f"{name} must be a finite number, not {_short(value)}")
        assert isinstance(value, int | float)
        if value < least:
            raise ValueError(f"{name} must be at least {_bound(least)}, not {_short(value)}")
        if value > most:
            raise ValueError(f"{name} must be at most {_bound(most)}, not {_short(value)}")


def _bound(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else repr(x)


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else f"{text[:18]}...{text[-18:]}"
