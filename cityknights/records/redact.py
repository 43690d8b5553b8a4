"""Redaction: a record as one reader saw the game (docs/records.md, "Readers").

An event with a secret part (the card stolen, the card drawn, a progress card discarded)
keeps that part, and the list of seats that saw it, only for a reader in that list. A move
that caused a secret the reader did not see keeps only its kind (``hidden``): its other
fields would name the secret (a steal's card, a discard's progress card). The rest is what
every seat and spectator saw on the table.

Conversions only ever remove knowledge: ``full`` to anything, ``seat:N`` to itself or to
``public``, ``public`` to itself.
"""

from __future__ import annotations

from typing import Any

from .format import FULL, PUBLIC, RecordError, View, parse_view


def can_convert(source: View, target: View) -> bool:
    return source.full or source == target or target == PUBLIC


def redact(record: dict[str, Any], target: View) -> dict[str, Any]:
    """``record`` (a valid one) as ``target`` would have it; RecordError for a conversion
    that would need knowledge the record lacks."""
    source = parse_view(record["view"])
    if not can_convert(source, target):
        raise RecordError(
            f"a {source} record cannot become a {target} one: it lacks what that reader "
            f"saw (conversions go from full to seat:N to public)"
        )
    if target == FULL or source == target:
        return record
    if target.seat is not None and target.seat >= len(record["players"]):
        raise RecordError(f"view: the game has seats 0 to {len(record['players']) - 1}")
    return {**record, "view": str(target), "moves": [_move(m, target) for m in record["moves"]]}


def redact_events(events: list[dict[str, Any]], reader: View) -> tuple[list[dict[str, Any]], bool]:
    """The events (full ones, as JSON) as ``reader`` saw them, and whether a secret was
    taken out of one."""
    out, removed = [], False
    for event in events:
        if "secret" in event and not reader.shows(event["audience"]):
            event = {k: v for k, v in event.items() if k not in ("secret", "audience")}
            removed = True
        out.append(event)
    return out, removed


def _move(move: dict[str, Any], reader: View) -> dict[str, Any]:
    events, removed = redact_events(move["events"], reader)
    hidden = move.get("hidden", False) or removed
    out = {**move, "events": events}
    if hidden:
        out["action"] = {"kind": move["action"]["kind"]}
        out["hidden"] = True
    return out
