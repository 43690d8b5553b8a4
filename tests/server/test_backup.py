"""`cityknights backup`: a copy of the SQLite store taken while it is open and written to,
restored as docs/deploy.md says, holds every game and move; the refusals are one line."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from cityknights.cli import main
from cityknights.server.serve import DATABASE_FILE
from cityknights.server.storage import ChatRecord, open_storage

from .helpers import ROOT
from .test_storage import random_moves, record


def test_a_backup_of_an_open_store_restores_every_game_and_move(tmp_path: Path) -> None:
    data = tmp_path / "data"
    db = open_storage(data / DATABASE_FILE)  # the server's store, open and written to
    for i in range(3):
        db.create_game(record(f"g{i}"))
        db.append_moves(f"g{i}", random_moves(40 + i), finished=False, winner=None)
    db.add_chat("g1", ChatRecord(0, "hi", 1.0))
    copy = tmp_path / "backups" / "monday.sqlite3"
    copy.parent.mkdir()
    result = CliRunner().invoke(main, ["backup", "--data-dir", str(data), str(copy)])
    assert result.exit_code == 0, result.output
    assert result.output == f"backed up 3 games (123 moves) from {data / DATABASE_FILE} to {copy}\n"
    db.append_moves("g0", random_moves(41)[40:], finished=False, winner=None)  # after it
    expected = {f"g{i}": db.moves(f"g{i}") for i in range(3)}
    db.close()

    # The restore of docs/deploy.md: the server stopped, the copy put in the store's place,
    # the store's -wal, -shm and .marker files deleted.
    store = data / DATABASE_FILE
    for extra in ("-wal", "-shm", ".marker"):
        store.with_name(store.name + extra).unlink(missing_ok=True)
    shutil.copyfile(copy, store)
    restored = open_storage(store)  # the check at start passes
    assert {g: restored.moves(g) for g in expected} == {
        "g0": expected["g0"][:40], "g1": expected["g1"], "g2": expected["g2"],
    }  # fmt: skip
    assert [c.text for c in restored.chat("g1")] == ["hi"]
    restored.close()


def test_a_backup_refuses_to_overwrite_and_names_what_is_missing(tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(main, ["backup", "--data-dir", str(tmp_path / "none"), "x.sqlite3"])
    assert result.exit_code == 1
    assert result.output == (
        f"Error: no store to back up: {tmp_path / 'none' / DATABASE_FILE} does not exist\n"
    )
    data = tmp_path / "data"
    open_storage(data / DATABASE_FILE).close()
    taken = tmp_path / "taken"
    taken.write_text("precious")
    result = runner.invoke(main, ["backup", "--data-dir", str(data), str(taken)])
    assert result.exit_code == 1 and "exists: a backup never overwrites a file" in result.output
    assert taken.read_text() == "precious"


def test_a_postgresql_store_is_pointed_to_pg_dump() -> None:
    result = CliRunner().invoke(main, ["backup", "--db", "postgresql://h/db", "out.dump"])
    assert result.exit_code == 1
    assert "pg_dump --format=custom" in result.output and len(result.output.splitlines()) == 1


def test_a_damaged_store_is_not_backed_up(tmp_path: Path) -> None:
    data = tmp_path / "data"
    db = open_storage(data / DATABASE_FILE)
    for i in range(20):
        db.create_game(record(f"g{i}"))
        db.append_moves(f"g{i}", random_moves(150), finished=False, winner=None)
    db.close()
    store = data / DATABASE_FILE
    with store.open("r+b") as f:
        f.seek(store.stat().st_size // 2 // 4096 * 4096)
        f.write(b"\xa5" * 4096)
    copy = tmp_path / "copy.sqlite3"
    result = CliRunner().invoke(main, ["backup", "--data-dir", str(data), str(copy)])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert result.output.startswith("Error: ") and len(result.output.splitlines()) == 1
    assert "damaged" in result.output or "malformed" in result.output
    assert not copy.exists() and not (tmp_path / "copy.sqlite3.partial").exists()


def test_a_backup_after_a_crash_leaves_the_write_ahead_log_for_the_server(tmp_path: Path) -> None:
    """The backup opens the store read-only: it folds nothing into the file, so the
    server's check still finds the log of a store it did not close (and starts)."""
    data = tmp_path / "data"
    crash = (
        "import os, sys\n"
        "from cityknights.server.storage import open_storage\n"
        "from tests.server.test_storage import random_moves, record\n"
        "db = open_storage(sys.argv[1])\n"
        "db.create_game(record('g1'))\n"
        "db.append_moves('g1', random_moves(30), finished=False, winner=None)\n"
        "os._exit(9)  # killed: never closed\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", crash, str(data / DATABASE_FILE)], cwd=ROOT, timeout=60,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    assert done.returncode == 9
    wal = data / f"{DATABASE_FILE}-wal"
    assert wal.stat().st_size > 0
    copy = tmp_path / "copy.sqlite3"
    result = CliRunner().invoke(main, ["backup", "--data-dir", str(data), str(copy)])
    assert result.exit_code == 0, result.output
    assert "backed up 1 game (30 moves)" in result.output
    assert wal.stat().st_size > 0
    db = open_storage(data / DATABASE_FILE)
    assert len(db.moves("g1")) == 30
    db.close()
