"""Legal-action masks as numpy arrays (int8: what ``Discrete.sample(mask=...)`` takes)."""

from __future__ import annotations

from typing import Any

import numpy as np

from cityknights.engine import ActionCodec, State

__all__ = ["LegalBytes", "action_code", "action_mask", "empty_mask", "legal_bytes"]


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


class LegalBytes:
    """:func:`legal_bytes` for one codec, cheaper per call: a legal action is almost
    always one of the codec's own Action objects (the engine hands out its interned
    tables), so its code is looked up by identity (``id``: an int's hash) before by
    equality (a tuple's hash, computed at each look-up). The codec is held, so the ids of
    its actions stay theirs; an equal action that is another object falls back to the
    codec's index, as in :func:`legal_bytes`."""

    __slots__ = ("_by_id", "_codec", "_index", "_size")

    def __init__(self, codec: ActionCodec) -> None:
        self._codec = codec
        self._size = codec.size
        self._index = codec.index
        self._by_id = {id(a): i for i, a in enumerate(codec.actions)}

    def __call__(self, state: State) -> bytearray:
        mask = bytearray(self._size)
        by_id, index = self._by_id, self._index
        for action in state.legal_actions():
            code = by_id.get(id(action))
            if code is None:
                code = index.get(action)
                if code is None:
                    continue
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
