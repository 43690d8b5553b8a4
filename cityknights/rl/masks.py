"""Legal-action masks as numpy arrays (int8: what ``Discrete.sample(mask=...)`` takes)."""

from __future__ import annotations

from typing import Any

import numpy as np

from cityknights.engine import ActionCodec, State

__all__ = ["action_code", "action_mask", "empty_mask", "legal_bytes"]


def legal_bytes(codec: ActionCodec, state: State) -> bytearray:
    """1 at the code of every legal action of the player to act, 0 elsewhere, as bytes
    (what the Gymnasium env checks an action against: indexing bytes costs less than
    indexing numpy). Domestic trade offers appear in their canonical one-for-one form
    (the codec's)."""
    # One look-up per action (an Action's hash is computed at each look-up), set in a
    # bytearray: a few dozen item writes cost less than building an index array.
    mask = bytearray(codec.size)
    for code in map(codec.index.get, state.legal_actions()):
        if code is not None:
            mask[code] = 1
    return mask


def action_mask(codec: ActionCodec, state: State) -> np.ndarray:
    """:func:`legal_bytes` as an int8 array."""
    return np.frombuffer(legal_bytes(codec, state), np.int8)


def empty_mask(codec: ActionCodec) -> np.ndarray:
    """No legal action (a seat that is not to act, or a finished game)."""
    return np.zeros(codec.size, dtype=np.int8)


def action_code(action: Any, size: int) -> int | None:
    """``action`` as an action code (a Python or numpy integer in ``0..size-1``), or None.

    A bool, a float with a fraction, None or anything else that is not an integer is None."""
    if isinstance(action, bool) or action is None:
        return None
    try:
        code = int(action)
    except (TypeError, ValueError):
        return None
    return code if code == action and 0 <= code < size else None
