"""Karma: a player's completion record over its last 20 finished games (finished vs left).

A game counts as left when a bot finished it for the player (they were gone past the
grace period and did not come back before the end). A host may require a minimum: rooms
call `require_karma`. A player with no finished game yet meets any minimum (nobody has
had a chance to leave).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from . import protocol as p
from .hub import BadRequest

if TYPE_CHECKING:
    from .hub import Hub

#: The games karma looks back over.
KARMA_GAMES = 20


def karma(finished: int, left: int) -> p.Karma:
    total = finished + left
    return p.Karma(finished, left, None if total == 0 else round(100 * finished / total))


async def karma_of(hub: Hub, player_ids: Sequence[str]) -> dict[str, p.Karma]:
    records = await hub.run_db(hub.storage.karma_records, list(player_ids), KARMA_GAMES)
    return {player: karma(*record) for player, record in records.items()}


def meets(record: p.Karma, minimum: int) -> bool:
    """Whether `record` reaches `minimum` percent of games finished."""
    return record.percent is None or record.percent >= minimum


async def require_karma(hub: Hub, player_id: str, minimum: int) -> None:
    """Refuse (BadRequest ``karma_too_low``) a player whose karma is under `minimum`
    percent: for a room whose host asks for it."""
    record = (await karma_of(hub, [player_id]))[player_id]
    if not meets(record, minimum):
        raise BadRequest("karma_too_low", 403, karma=record.percent, minimum=minimum)
