"""Errors the engine raises: each one says in words what is wrong."""

from __future__ import annotations

from typing import Any


class IllegalActionError(ValueError):
    """An action that the rules do not allow now. The state is left unchanged."""

    def __init__(self, reason: str, action: Any = None) -> None:
        self.reason = reason
        self.action = action
        super().__init__(f"{action}: {reason}" if action is not None else reason)


class PositionError(ValueError):
    """A position (JSON) that is malformed or impossible; names the field at fault."""


class GameConfigError(ValueError):
    """A Game created with options that do not make sense."""
