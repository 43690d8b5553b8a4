"""A damaged SQLite store (changed while the server was stopped) is refused at start with
one line naming the file, the damage and what to do, and left as it was found; a sound
store starts, after a clean stop or a kill.

Damage: a file truncated to nothing, a write-ahead log deleted after a kill -9 while it
held acknowledged moves, 4 KiB of garbage in the middle of the file, a history shorter
than its snapshot."""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from cityknights.server.serve import DATABASE_FILE
from cityknights.server.storage import StorageError, open_storage
from cityknights.server.storage import sqlite as sqlite_storage
from cityknights.server.storage.marker import marker_path, read_marker
from cityknights.server.storage.sqlite_check import counts

from .helpers import ROOT, Client, ServerProcess, create_game, free_port
from .test_storage import random_moves, record

#: How long a refused start may take (imports, the check); a server that starts instead
#: runs until this runs out, and the test fails.
START_TIMEOUT = 60


def refusal(data: Path) -> str:
    """The one line `cityknights serve` says when it refuses to start on `data`."""
    args = [sys.executable, "-m", "cityknights", "serve", "--port", str(free_port())]
    try:
        done = subprocess.run(
            [*args, "--data-dir", str(data)], cwd=ROOT, capture_output=True, text=True,
            timeout=START_TIMEOUT, env={**os.environ, "PYTHONPATH": str(ROOT)},
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        pytest.fail("the server started on the damaged store")
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    line = lines[0]
    assert line.startswith(f"Error: the SQLite database {data / DATABASE_FILE} is damaged: ")
    assert "restore it from a backup (docs/deploy.md, Backups)" in line
    return line


def store(data: Path, games: int = 3, moves: int = 150) -> Path:
    """A store of `games` games of `moves` moves each (a snapshot at version 100), closed."""
    data.mkdir()
    db = open_storage(data / DATABASE_FILE)
    for i in range(games):
        db.create_game(record(f"g{i}"))
        log = random_moves(moves)
        for start in range(0, moves, 50):
            chunk = log[start : start + 50]
            last = chunk[-1].version
            snapshot = (last, {"at": last}) if last == 100 else None
            db.append_moves(f"g{i}", chunk, finished=False, winner=None, snapshot=snapshot)
    db.close()
    return data / DATABASE_FILE


def test_a_store_truncated_to_nothing_is_refused(tmp_path: Path) -> None:
    path = store(tmp_path / "data")
    path.write_bytes(b"")
    line = refusal(tmp_path / "data")
    assert "it holds 0 games and 0 moves, but held 3 games and 450 moves" in line
    assert f"delete {marker_path(path)}" in line  # to accept the loss, said how
    assert path.stat().st_size == 0  # nothing written to it, not even the schema


@pytest.mark.parametrize("where", ["middle", "page 3"])
def test_garbage_in_the_middle_of_the_file_is_refused(tmp_path: Path, where: str) -> None:
    path = store(tmp_path / "data", games=20)
    size = path.stat().st_size
    assert size > 64 * 4096
    with path.open("r+b") as f:  # a b-tree page in the middle, or the third page
        f.seek(size // 2 // 4096 * 4096 if where == "middle" else 2 * 4096)
        f.write(os.urandom(4096))
    damaged = path.read_bytes()
    line = refusal(tmp_path / "data")
    assert "quick_check says" in line or "SQLite cannot read it" in line
    assert path.read_bytes() == damaged


def test_a_history_shorter_than_its_snapshot_is_refused(tmp_path: Path) -> None:
    path = store(tmp_path / "data")
    with (
        contextlib.closing(sqlite3.connect(path)) as db,
        db,
    ):  # the moves after 60 lost, and the version
        db.execute("DELETE FROM moves WHERE game_id = 'g1' AND version > 60")
        db.execute("UPDATE games SET version = 60 WHERE id = 'g1'")
    line = refusal(tmp_path / "data")
    assert "game g1: its history ends at version 60, before its snapshot at version 100" in line


def test_a_history_with_a_gap_is_refused(tmp_path: Path) -> None:
    path = store(tmp_path / "data")
    with contextlib.closing(sqlite3.connect(path)) as db, db:
        db.execute("DELETE FROM moves WHERE game_id = 'g2' AND version = 7")
    with pytest.raises(StorageError, match="game g2: its history lacks 1 of its 150 moves"):
        open_storage(path)


# A real server process killed: its timing varies on 2 shared cores.
@pytest.mark.flaky(reruns=2)
def test_a_write_ahead_log_deleted_after_kill_9_is_refused(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = ServerProcess("--data-dir", str(data)).start()
    try:
        game = create_game(server.base, seats=["heuristic"] * 3, expansion="base")["game"]
        watcher = Client(server.base, game, last_version=0)
        watcher.until(lambda m: m["type"] == "update" and m["version"] >= 40, timeout=60)
        acknowledged = watcher.version
        server.kill()
    finally:
        server.stop()
    path = data / DATABASE_FILE
    wal = path.with_name(path.name + "-wal")
    assert wal.stat().st_size > 0
    wal.unlink()
    # Without its log, the file holds fewer moves than the clients saw acknowledged (no
    # checkpoint ran yet: not even the tables).
    with contextlib.closing(sqlite3.connect(f"{path.as_uri()}?immutable=1", uri=True)) as db:
        _, stored = counts(db)
    assert stored < acknowledged
    line = refusal(data)
    assert "the server did not close it" in line and f"{DATABASE_FILE}-wal is gone" in line


def test_a_sound_store_starts_after_a_clean_close_and_after_a_crash(tmp_path: Path) -> None:
    path = store(tmp_path / "data")
    marker = read_marker(marker_path(path))
    assert marker is not None and (marker.games, marker.moves, marker.clean) == (3, 450, True)
    db = open_storage(path)  # the clean close: the check passes
    assert not read_marker(marker_path(path)).clean  # type: ignore[union-attr]
    db.create_game(record("g9"))
    # Crashed (never closed): its log is there, so the next start recovers from it.
    again = open_storage(path)
    assert [g.id for g in again.list_games("live")].count("g9") == 1
    again.close()
    db.close()


def test_the_marker_follows_the_store_while_it_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sqlite_storage, "MARK_EVERY", 0.0)
    path = tmp_path / "g.sqlite3"
    db = open_storage(path)
    db.create_game(record("g1"))
    db.append_moves("g1", random_moves(12), finished=False, winner=None)
    written = json.loads(marker_path(path).read_text())
    assert (written["games"], written["moves"], written["clean"]) == (1, 12, False)
    db.close()


def test_deleting_the_marker_accepts_the_store_as_it_is(tmp_path: Path) -> None:
    path = store(tmp_path / "data")
    path.write_bytes(b"")
    with pytest.raises(StorageError, match="is damaged"):
        open_storage(path)
    marker_path(path).unlink()  # what the refusal says to do to accept the loss
    db = open_storage(path)
    assert db.list_games("live") == []
    db.close()


def test_a_missing_file_that_held_games_is_refused(tmp_path: Path) -> None:
    path = store(tmp_path / "data")
    path.unlink()
    with pytest.raises(StorageError, match="the file is missing, and held 3 games"):
        open_storage(path)
    assert not path.exists()
