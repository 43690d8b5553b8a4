"""A key given twice in one JSON object of a request: refused, not guessed at.

msgspec, as most JSON decoders, keeps the last of ``{"seats": [...], "seats": [...]}``;
another reader of the same text (a proxy, a log, the client's own checks) may keep the
first. Which was meant is a guess, so a lobby body or a socket frame holding one is
refused naming the key, as a query key given twice is (app._query).
"""

from __future__ import annotations

import json
from typing import Any

#: The longest place quoted back (a key may be of any length).
MAX_SHOWN = 80


class _Twice(dict[str, Any]):
    """A decoded object one of whose keys was given twice: `key`."""

    key: str


def _shown(key: str) -> str:
    # A lone surrogate cannot be encoded in the answer: written as its escape.
    return "".join(f"\\u{ord(c):04x}" if 0xD800 <= ord(c) <= 0xDFFF else c for c in key)


def twice_given(data: bytes | str) -> str | None:
    """The place of a key given twice in one object of the JSON `data` (``seats``,
    ``settings.name``, ``action.params[2].x``), None when no key is. None too when `data`
    is not JSON: its decoder has said why already."""
    found: list[_Twice] = []

    def pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(pairs)
        if len(obj) == len(pairs):
            return obj
        seen: set[str] = set()
        twice = _Twice(obj)
        twice.key = next(k for k, _ in pairs if k in seen or seen.add(k))  # type: ignore[func-returns-value]
        found.append(twice)
        return twice

    try:
        value = json.loads(data, object_pairs_hook=pairs)
    except (ValueError, RecursionError):
        return None
    if not found:  # the usual case: no walk
        return None
    # Depth first, without recursion: the data may nest as deep as the parser allowed.
    stack: list[tuple[Any, str]] = [(value, "")]
    while stack:
        item, where = stack.pop()
        if isinstance(item, _Twice):
            key = _shown(item.key)
            return (f"{where}.{key}" if where else key)[:MAX_SHOWN]
        if isinstance(item, dict):
            for key, inner in reversed(item.items()):
                stack.append((inner, f"{where}.{_shown(key)}" if where else _shown(key)))
        elif isinstance(item, list):
            stack.extend((inner, f"{where}[{i}]") for i, inner in reversed(list(enumerate(item))))
    return None
