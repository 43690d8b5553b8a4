"""The SQLite store's check at start: the server refuses a damaged store rather than play on
it (a damaged store opens without a word, and what it lost is lost for good once new moves
are written over it).

Damage looked for: a file SQLite itself finds broken (``PRAGMA quick_check``), a game whose
move log has gaps or ends before its own version or its latest snapshot, a store holding
less than its marker recorded (emptied, truncated to nothing, replaced by an older copy),
and a write-ahead log gone after the server was killed (the moves it held since the last
checkpoint are lost). Every refusal is one line naming the file, the damage, and what to do.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from .base import StorageError
from .marker import Marker

RESTORE = "Stop and restore it from a backup (docs/deploy.md, Backups)"
#: The most lines of quick_check's report quoted in the refusal.
QUICK_CHECK_LINES = 3


class DamagedStore(StorageError):
    """The store is damaged; the message names the file, the damage and what to do."""


def _damaged(path: Path, what: str, accept: Path | None = None) -> DamagedStore:
    also = (
        f"; to start from it as it is, accepting the loss, delete {accept}"
        if accept is not None
        else ""
    )
    return DamagedStore(f"the SQLite database {path} is damaged: {what}. {RESTORE}{also}.")


def _n(count: int, word: str) -> str:
    return f"{count} {word}{'s' * (count != 1)}"


def _when(marker: Marker) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(marker.written))


def check_files(path: Path, marker: Marker | None, marker_file: Path) -> None:
    """Before the database is opened (opening it creates a missing file, and recovers from
    whatever write-ahead log is there)."""
    if marker is None:
        return
    if not path.exists():
        if marker.games:
            raise _damaged(
                path,
                f"the file is missing, and held {_n(marker.games, 'game')} when last seen "
                f"({_when(marker)}, by {marker_file.name})",
                marker_file,
            )
        return
    wal = path.with_name(path.name + "-wal")
    if not marker.clean and not wal.exists():
        raise _damaged(
            path,
            f"the server did not close it (it was killed or crashed) and its write-ahead log "
            f"{wal.name} is gone, with the moves stored since its last checkpoint; if another "
            f"program opened the database since (which folds the log into the file), nothing "
            f"was lost",
            marker_file,
        )


def quick_check(db: sqlite3.Connection) -> str | None:
    """None when SQLite's quick_check finds the file sound, else its first findings on
    one line. Raises sqlite3.DatabaseError when the file is too broken to check."""
    report = [str(line) for (line,) in db.execute(f"PRAGMA quick_check({QUICK_CHECK_LINES})")]
    if report == ["ok"]:
        return None
    return " / ".join(" ".join(line.split())[:200] for line in report)


def counts(db: sqlite3.Connection) -> tuple[int, int]:
    """The store's games and moves (the sum of the games' versions: every move, chance
    outcomes included, is one version). A store without its tables yet holds none."""
    if not db.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'games'"
    ).fetchall():
        return 0, 0
    games, moves = db.execute("SELECT COUNT(*), COALESCE(SUM(version), 0) FROM games").fetchone()
    return int(games), int(moves)


def _history_fault(db: sqlite3.Connection) -> str | None:
    """The first game whose move log does not hold versions 1 to its version, or ends
    before its latest snapshot; or moves of a game with no record."""
    row = db.execute(
        """SELECT g.id, g.version, COALESCE(h.n, 0), COALESCE(h.last, 0), s.last
        FROM games g
        LEFT JOIN (SELECT game_id, COUNT(*) AS n, MAX(version) AS last FROM moves
                   GROUP BY game_id) h ON h.game_id = g.id
        LEFT JOIN (SELECT game_id, MAX(version) AS last FROM snapshots
                   GROUP BY game_id) s ON s.game_id = g.id
        WHERE COALESCE(h.n, 0) != g.version OR COALESCE(h.last, 0) != g.version
           OR COALESCE(s.last, 0) > COALESCE(h.last, 0)
        LIMIT 1"""
    ).fetchone()
    if row is not None:
        game, version, n, last, snapshot = row
        if snapshot is not None and snapshot > last:
            return (
                f"game {game}: its history ends at version {last}, "
                f"before its snapshot at version {snapshot}"
            )
        if last != version:
            return f"game {game}: its history ends at version {last}, but the game is at {version}"
        return f"game {game}: its history lacks {version - n} of its {_n(version, 'move')}"
    orphan = db.execute(
        "SELECT game_id FROM moves WHERE game_id NOT IN (SELECT id FROM games) LIMIT 1"
    ).fetchone()
    if orphan is not None:
        return f"game {orphan[0]} has moves but no record"
    return None


def check_contents(
    db: sqlite3.Connection, path: Path, marker: Marker | None, marker_file: Path
) -> tuple[int, int]:
    """The opened store checked (before anything is written to it); its counts."""
    try:
        report = quick_check(db)
        if report is not None:
            raise _damaged(path, f"SQLite's quick_check says: {report}")
        games, moves = counts(db)
        fault = _history_fault(db) if games else None
    except sqlite3.DatabaseError as error:  # not a database at all, or too broken to check
        raise _damaged(path, f"SQLite cannot read it ({error})") from None
    if fault is not None:
        raise _damaged(path, fault)
    if marker is not None and (games < marker.games or moves < marker.moves):
        raise _damaged(
            path,
            f"it holds {_n(games, 'game')} and {_n(moves, 'move')}, but held "
            f"{_n(marker.games, 'game')} and {_n(marker.moves, 'move')} when last seen "
            f"({_when(marker)}, by {marker_file.name})",
            marker_file,
        )
    return games, moves
