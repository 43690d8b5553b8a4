"""The SQLite store's marker: a small JSON file beside the database, outside it, recording
how much the store held when last seen (its games, and its moves: the sum of the games'
versions) and whether the server closed it cleanly.

SQLite cannot tell that its file was emptied, replaced by an older copy or lost its
write-ahead log: each of those opens as a valid, smaller database. The marker can, because
the store only grows (games are never deleted, a game's version never goes down): a store
holding less than its marker recorded has lost data. It is written when the server opens
the store (not clean), every few seconds while it writes (see sqlite.py), and at a clean
close; each write replaces the file whole, so a crash leaves the old marker or the new one.
"""

from __future__ import annotations

import json
import os
import threading
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from .base import StorageError

#: The marker's name: the database file's, with this after it.
SUFFIX = ".marker"


@dataclass(frozen=True)
class Marker:
    games: int
    moves: int
    clean: bool  # the server closed the store (folding its write-ahead log into the file)
    written: float  # Unix time


def marker_path(database: Path) -> Path:
    return database.with_name(database.name + SUFFIX)


def read_marker(path: Path) -> Marker | None:
    """The marker at `path`, None when there is none; StorageError if it is unreadable
    (it is written whole, so a damaged one means the disk under the store is failing)."""
    try:
        data = json.loads(path.read_bytes())
        return Marker(
            games=int(data["games"]),
            moves=int(data["moves"]),
            clean=bool(data["clean"]),
            written=float(data["written"]),
        )
    except FileNotFoundError:
        return None
    except (OSError, ValueError, TypeError, KeyError) as error:
        raise StorageError(
            f"the store's marker {path} is unreadable ({error}): check the disk, then delete "
            "the marker to start without comparing the store with it"
        ) from None


def write_marker(path: Path, games: int, moves: int, *, clean: bool) -> None:
    """Replace the marker at `path` (a new file renamed over the old one, flushed first:
    after a crash or a power cut it is the old marker or the new one, never a torn one)."""
    marker = Marker(games=games, moves=moves, clean=clean, written=time.time())
    # A name of this process's own: two processes opening one store at once (several
    # servers on one file) would otherwise rename each other's file away.
    temporary = path.with_name(f"{path.name}.{os.getpid()}.{threading.get_ident()}.new")
    with open(temporary, "wb") as out:
        out.write(json.dumps(asdict(marker)).encode())
        out.flush()
        os.fsync(out.fileno())
    os.replace(temporary, path)
