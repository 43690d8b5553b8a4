"""Rules modules, one concept each; `registry` wires them to action kinds."""

from . import (
    build,
    chance,
    devcards,
    longest_road,
    registry,
    robber,
    scoring,
    setup,
    trade,
    turn,
    view,
)

__all__ = [
    "build",
    "chance",
    "devcards",
    "longest_road",
    "registry",
    "robber",
    "scoring",
    "setup",
    "trade",
    "turn",
    "view",
]
