"""Rooms in the store (schema version 5, migrations.py): the place players gather before a
game, and talk in before, during and after it.

A room is one row: its state as a JSON document (server/rooms.py owns its shape), a
`revision` bumped by every change, and the game it started, once it did. A change is
written only over the revision it was read at (`save_room`), so two requests at once, in
one process or two, never lose one another's change: the loser reads again and retries.
Chat said in a room before its game starts is kept in ``room_chat``; from the start on a
room's chat is its game's (the ``chat`` table).
"""

from __future__ import annotations

import json
from abc import abstractmethod
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # base.py imports this module: its Storage is a RoomStore
    from .base import Cursor


@dataclass(frozen=True)
class RoomRecord:
    id: str
    doc: dict[str, Any]  # the room's state (server/rooms.py)
    status: str  # "open" (gathering), "playing" or "finished"
    revision: int
    game_id: str | None  # the game it started
    created: float


@dataclass(frozen=True)
class RoomChatRecord:
    player_id: str | None
    name: str  # the speaker's display name when they spoke
    text: str
    time: float


class RoomStore:
    @abstractmethod
    def transaction(self) -> AbstractContextManager[Cursor]: ...

    @abstractmethod
    def notify(self, cursor: Cursor, payload: dict[str, Any]) -> None: ...

    def create_room(self, room: RoomRecord) -> None:
        with self.transaction() as cur:
            cur.execute(
                "INSERT INTO rooms (id, doc, status, revision, game_id, created, updated)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (room.id, json.dumps(room.doc), room.status, room.revision, room.game_id,
                 room.created, room.created),
            )  # fmt: skip

    def load_room(self, room_id: str) -> RoomRecord | None:
        with self.transaction() as cur:
            cur.execute(
                "SELECT id, doc, status, revision, game_id, created FROM rooms WHERE id = ?",
                (room_id,),
            )
            rows = cur.fetchall()
        return _room(rows[0]) if rows else None

    def room_of_game(self, game_id: str) -> RoomRecord | None:
        """The room whose game this is (None: a game created without a room)."""
        with self.transaction() as cur:
            cur.execute(
                "SELECT id, doc, status, revision, game_id, created FROM rooms WHERE game_id = ?",
                (game_id,),
            )
            rows = cur.fetchall()
        return _room(rows[0]) if rows else None

    def save_room(self, room: RoomRecord, now: float) -> bool:
        """Write `room` (its revision one above the stored one) only if the stored revision
        is still the one it was read at; whether it was written."""
        with self.transaction() as cur:
            cur.execute(
                "UPDATE rooms SET doc = ?, status = ?, revision = ?, game_id = ?, updated = ?"
                " WHERE id = ? AND revision = ?",
                (json.dumps(room.doc), room.status, room.revision, room.game_id, now, room.id,
                 room.revision - 1),
            )  # fmt: skip
            if cur.rowcount != 1:
                return False
            self.notify(cur, {"kind": "room", "room": room.id})
            return True

    def open_rooms(self, limit: int = 100) -> list[RoomRecord]:
        """Rooms still gathering players, the newest first."""
        with self.transaction() as cur:
            cur.execute(
                "SELECT id, doc, status, revision, game_id, created FROM rooms"
                " WHERE status = 'open' ORDER BY created DESC LIMIT ?",
                (limit,),
            )
            return [_room(row) for row in cur.fetchall()]

    def add_room_chat(self, room_id: str, line: RoomChatRecord) -> None:
        with self.transaction() as cur:
            cur.execute(
                "INSERT INTO room_chat (room_id, player_id, name, text, time)"
                " VALUES (?, ?, ?, ?, ?)",
                (room_id, line.player_id, line.name, line.text, line.time),
            )
            self.notify(cur, {"kind": "room", "room": room_id})

    def room_chat(self, room_id: str) -> list[RoomChatRecord]:
        with self.transaction() as cur:
            cur.execute(
                "SELECT player_id, name, text, time FROM room_chat WHERE room_id = ? ORDER BY time",
                (room_id,),
            )
            return [RoomChatRecord(*row) for row in cur.fetchall()]

    def set_seat_token(self, game_id: str, seat: int, token_hash: str) -> None:
        """Give a reserved seat of a room's game a new token (its player asked for its link
        again: the previous link stops working)."""
        with self.transaction() as cur:
            cur.execute(
                "UPDATE seats SET token_hash = ? WHERE game_id = ? AND seat = ? AND kind = 'human'",
                (token_hash, game_id, seat),
            )
            # The other processes close the old link's sockets (the hash tells the new
            # link's apart; it is a hash of 256 random bits: it gives no token away).
            self.notify(
                cur, {"kind": "seat_link", "game": game_id, "seat": seat, "hash": token_hash}
            )


def _room(row: tuple[Any, ...]) -> RoomRecord:
    room_id, doc, status, revision, game_id, created = row
    return RoomRecord(room_id, json.loads(doc), status, int(revision), game_id, float(created))
