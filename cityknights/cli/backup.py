"""``cityknights backup``: a copy of the server's SQLite store, taken while it serves.

SQLite's online backup API copies the database in one read transaction: the store as it
stood at one moment, the moves still in its write-ahead log included, and the server
plays on meanwhile. The source is opened read-only, so the backup never folds the log
into the file (the store's check at start reads that log; see server/storage/marker.py).
A PostgreSQL store is backed up with PostgreSQL's own tool, pg_dump.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from pathlib import Path

import click

from cityknights.cli.options import store_options
from cityknights.sim import extras

PG_DUMP = (
    "a PostgreSQL store is backed up with PostgreSQL's own tool, while the server runs: "
    "pg_dump --format=custom --file=cityknights.dump 'URL' (restore with pg_restore; "
    "docs/deploy.md, Backups)"
)


def backup_store(source: Path, destination: Path) -> tuple[int, int]:
    """Copy the store `source` to the new file `destination`; its games and moves.
    Written under a temporary name and renamed when whole and checked: a file by the
    destination's name is always a complete backup."""
    from cityknights.server.storage.sqlite_check import counts, quick_check

    partial = destination.with_name(destination.name + ".partial")
    partial.unlink(missing_ok=True)  # left by a backup that was interrupted
    try:
        with (
            contextlib.closing(sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True))
            as src,
            contextlib.closing(sqlite3.connect(partial)) as copy,
        ):  # fmt: skip
            src.backup(copy)
            report = quick_check(copy)
            if report is not None:
                raise click.ClickException(
                    f"{source} is damaged (SQLite's quick_check says: {report}): "
                    "no backup was written; keep your last good backup"
                )
            held = counts(copy)
        os.replace(partial, destination)
    except (OSError, sqlite3.Error) as error:
        raise click.ClickException(f"cannot back up {source} to {destination}: {error}") from None
    finally:
        partial.unlink(missing_ok=True)
    return held


@click.command("backup")
@click.argument("destination", type=click.Path(dir_okay=False, path_type=Path))
@store_options("The server's --db (PostgreSQL).")
def backup_command(destination: Path, data_dir: Path | None, db: str | None) -> None:
    """Copy the game store to DESTINATION, a new file, while the server runs.

    Restore (docs/deploy.md, Backups): stop the server, put the copy in place of the
    store's file, delete the store's -wal, -shm and .marker files, start the server.
    """
    if db is not None:
        raise click.ClickException(PG_DUMP)
    extras.check("platformdirs", "cityknights backup")
    from cityknights.server.serve import DATABASE_FILE, default_data_dir

    source = (data_dir if data_dir is not None else default_data_dir()) / DATABASE_FILE
    if not source.is_file():
        raise click.ClickException(f"no store to back up: {source} does not exist")
    if destination.exists():
        raise click.ClickException(f"{destination} exists: a backup never overwrites a file")
    games, moves = backup_store(source, destination)
    held = f"{games} game{'s' * (games != 1)} ({moves} move{'s' * (moves != 1)})"
    click.echo(f"backed up {held} from {source} to {destination}")
