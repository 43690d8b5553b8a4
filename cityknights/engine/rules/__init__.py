"""Rules modules, one concept each; `registry` wires them to action kinds."""

from . import (
    barbarians,
    build,
    chance,
    devcards,
    improvements,
    knights,
    longest_road,
    progress,
    registry,
    robber,
    scoring,
    settle,
    setup,
    trade,
    turn,
    view,
)

__all__ = [
    "barbarians",
    "build",
    "chance",
    "devcards",
    "improvements",
    "knights",
    "longest_road",
    "progress",
    "registry",
    "robber",
    "scoring",
    "settle",
    "setup",
    "trade",
    "turn",
    "view",
]
