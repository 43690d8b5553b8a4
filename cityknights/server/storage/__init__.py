"""Storage: one interface (`Storage`), SQLite by default, PostgreSQL by URL.

`open_storage("postgresql://...")` or `open_storage(path_to_sqlite_file)`.
"""

from __future__ import annotations

from pathlib import Path

from .base import (
    Append,
    ChatRecord,
    GameRecord,
    MoveRecord,
    SeatRecord,
    Storage,
    StorageError,
    StorageUnavailable,
    VersionConflict,
)
from .players import NameTaken, PlayedGame, PlayerRecord
from .rooms import RoomChatRecord, RoomRecord

__all__ = [
    "Append",
    "ChatRecord",
    "GameRecord",
    "MoveRecord",
    "NameTaken",
    "PlayedGame",
    "PlayerRecord",
    "RoomChatRecord",
    "RoomRecord",
    "SeatRecord",
    "Storage",
    "StorageError",
    "StorageUnavailable",
    "VersionConflict",
    "open_storage",
]


def open_storage(where: str | Path, *, synchronous: str = "FULL") -> Storage:
    """A `postgresql://` URL opens PostgreSQL; anything else is a SQLite file path."""
    text = str(where)
    if text.startswith(("postgresql://", "postgres://")):
        from .postgres import PostgresStorage

        return PostgresStorage(text)
    from .sqlite import SqliteStorage

    return SqliteStorage(Path(text), synchronous=synchronous)
