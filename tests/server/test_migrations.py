"""Versioned migrations at start, on both stores: a store written with the version-1 schema
(today's main, before versions were recorded) opens under this code with every game intact
and playable; versions are applied once, in order, each in a transaction; a store of a
newer release is refused."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import pytest

from cityknights.engine import Action, Game
from cityknights.server.storage import StorageError, open_storage
from cityknights.server.storage.base import Cursor
from cityknights.server.storage.migrations import LATEST, MIGRATIONS, migrate
from cityknights.server.table import build_state

from .helpers import Client, ServerThread
from .test_storage import random_moves

#: The schema of every store before versions were recorded, frozen here as it was written
#: (base.SCHEMA may not change: it is migration 1; this copy proves it did not).
VERSION_1 = (
    """CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY, config TEXT NOT NULL, created DOUBLE PRECISION NOT NULL,
        version INTEGER NOT NULL, status TEXT NOT NULL, winner INTEGER,
        public INTEGER NOT NULL, name TEXT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS seats (
        game_id TEXT NOT NULL, seat INTEGER NOT NULL, kind TEXT NOT NULL, bot TEXT,
        token_hash TEXT, claimed INTEGER NOT NULL, PRIMARY KEY (game_id, seat))""",
    """CREATE TABLE IF NOT EXISTS moves (
        game_id TEXT NOT NULL, version INTEGER NOT NULL, actor INTEGER NOT NULL,
        action TEXT NOT NULL, time DOUBLE PRECISION NOT NULL, PRIMARY KEY (game_id, version))""",
    """CREATE TABLE IF NOT EXISTS snapshots (
        game_id TEXT NOT NULL, version INTEGER NOT NULL, position TEXT NOT NULL,
        PRIMARY KEY (game_id, version))""",
    """CREATE TABLE IF NOT EXISTS chat (
        game_id TEXT NOT NULL, seat INTEGER, text TEXT NOT NULL, time DOUBLE PRECISION NOT NULL)""",
    "CREATE INDEX IF NOT EXISTS chat_by_game ON chat (game_id, time)",
    "CREATE INDEX IF NOT EXISTS games_by_status ON games (status, created)",
)
TOKEN = "seat-zero-token-of-the-old-store"
LIVE_MOVES = 130  # a snapshot at 100, then 30 moves


def _config(seed: int) -> dict[str, Any]:
    game = Game(expansion="ck", players=3, seed=seed)
    room = {"seats": ["human", "random", "random"], "turn_timer": None, "grace_period": 30,
            "bot_think": 1.0}  # fmt: skip
    return {"game": game.config(), "room": room, "seed": seed}


def _write_version_1(execute: Callable[[str, Sequence[Any]], None]) -> None:
    """Two games as today's main writes them: a live one (a human seat taken by its link,
    two bots, 130 moves, a snapshot at 100, chat) and a finished one."""
    for statement in VERSION_1:
        execute(statement, ())
    for game_id, seed, status in (("live1", 5, "live"), ("done1", 6, "finished")):
        moves = random_moves(LIVE_MOVES if status == "live" else 40, seed)
        execute(
            "INSERT INTO games (id, config, created, version, status, winner, public, name)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (game_id, json.dumps(_config(seed)), 100.0, len(moves), status,
             1 if status == "finished" else None, 1, f"old {game_id}"),
        )  # fmt: skip
        execute(
            "INSERT INTO seats (game_id, seat, kind, bot, token_hash, claimed)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (game_id, 0, "human", None, hashlib.sha256(TOKEN.encode()).hexdigest(), 1),
        )
        for seat in (1, 2):
            execute(
                "INSERT INTO seats (game_id, seat, kind, bot, token_hash, claimed)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, seat, "bot", "random", None, 0),
            )
        state = Game.from_config(_config(seed)["game"]).new_initial_state()
        for m in moves:
            execute(
                "INSERT INTO moves (game_id, version, actor, action, time) VALUES (?, ?, ?, ?, ?)",
                (game_id, m.version, m.actor, json.dumps(m.action), m.time),
            )
            state.apply(Action.from_json(m.action))
            if m.version == 100:
                execute(
                    "INSERT INTO snapshots (game_id, version, position) VALUES (?, ?, ?)",
                    (game_id, 100, json.dumps(state.to_json())),
                )
        execute(
            "INSERT INTO chat (game_id, seat, text, time) VALUES (?, ?, ?, ?)",
            (game_id, 0, f"hello from {game_id}", 50.0),
        )


def _version_1_store(storage_url: str) -> None:
    if storage_url.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(storage_url, autocommit=False) as conn:
            _write_version_1(lambda sql, args: conn.execute(sql.replace("?", "%s"), args))
        return
    with sqlite3.connect(storage_url) as conn:
        _write_version_1(lambda sql, args: conn.execute(sql, args))
    conn.close()


def test_migration_1_is_the_schema_stores_had_before_versions() -> None:
    assert MIGRATIONS[0] == (1, VERSION_1)
    versions = [v for v, _ in MIGRATIONS]
    assert versions == sorted(set(versions)) and versions[-1] == LATEST


def test_a_version_1_store_opens_with_every_game_intact(storage_url: str) -> None:
    _version_1_store(storage_url)
    db = open_storage(storage_url)
    with db.transaction() as cur:
        cur.execute("SELECT version FROM schema_versions ORDER BY version")
        assert [v for (v,) in cur.fetchall()] == [v for v, _ in MIGRATIONS]
    for game_id, seed, count in (("live1", 5, LIVE_MOVES), ("done1", 6, 40)):
        record = db.load_game(game_id)
        assert record is not None
        assert record.config == _config(seed)
        assert record.version == count and record.name == f"old {game_id}"
        assert [(s.kind, s.claimed) for s in record.seats] == [
            ("human", True), ("bot", False), ("bot", False)
        ]  # fmt: skip
        assert db.moves(game_id) == random_moves(count, seed)
        assert [line.text for line in db.chat(game_id)] == [f"hello from {game_id}"]
        state, version, _ = build_state(db, record)
        replayed = Game.from_config(record.config["game"]).new_initial_state()
        for m in random_moves(count, seed):
            replayed.apply(Action.from_json(m.action))
        assert version == count and state.to_json() == replayed.to_json()
    assert db.unfinished_games() == ["live1"]
    assert [r.id for r in db.list_games("finished")] == ["done1"]
    db.close()


def test_opening_again_applies_nothing_twice(storage_url: str) -> None:
    _version_1_store(storage_url)
    open_storage(storage_url).close()
    db = open_storage(storage_url)
    with db.transaction() as cur:
        cur.execute("SELECT version FROM schema_versions ORDER BY version")
        assert [v for (v,) in cur.fetchall()] == [v for v, _ in MIGRATIONS]
    assert migrate(db.transaction, "the store") == []
    db.close()


def test_an_old_game_plays_on_under_the_new_server(storage_url: str) -> None:
    """The human of the old store's live game comes back by its link and makes a move."""
    _version_1_store(storage_url)
    with ServerThread(storage_url) as server:
        client = Client(server.base, "live1", TOKEN)
        assert client.seat == 0
        if not (client.to_act == 0 and client.legal):
            client.until(lambda m: client.to_act == 0 and bool(client.legal), timeout=60)
        before = client.version
        update = client.act(client.legal[0])
        assert update["type"] == "update" and update["version"] > before
        client.close()
    db = open_storage(storage_url)
    record = db.load_game("live1")
    assert record is not None and record.version > LIVE_MOVES
    assert db.moves("live1")[:LIVE_MOVES] == random_moves(LIVE_MOVES, 5)
    db.close()


def test_a_store_of_a_newer_release_is_refused(storage_url: str) -> None:
    open_storage(storage_url).close()
    db = open_storage(storage_url)
    with db.transaction() as cur:
        cur.execute(
            "INSERT INTO schema_versions (version, applied) VALUES (?, ?)", (LATEST + 1, 1.0)
        )
    db.close()
    with pytest.raises(StorageError, match=f"schema version {LATEST + 1}, written by a newer"):
        open_storage(storage_url)


def test_a_failing_migration_changes_nothing(tmp_path: Path) -> None:
    """A migration whose second statement fails leaves neither its first statement's table
    nor its version behind; the versions before it stay applied."""
    path = tmp_path / "games.sqlite3"
    db = open_storage(path)
    broken = (*MIGRATIONS, (LATEST + 1, ("CREATE TABLE half (x)", "CREATE TABLE games (y)")))
    transaction: Callable[[], AbstractContextManager[Cursor]] = db.transaction
    with pytest.raises(StorageError, match="games already exists"):
        migrate(transaction, "the store", broken)
    with db.transaction() as cur:
        cur.execute("SELECT name FROM sqlite_master WHERE name = 'half'")
        assert cur.fetchall() == []
        cur.execute("SELECT max(version) FROM schema_versions")
        assert cur.fetchall() == [(LATEST,)]
    db.close()


def test_two_processes_starting_together_migrate_once(storage_url: str) -> None:
    """Two stores opening one version-1 database at once (two server processes starting):
    both open, each version is applied and recorded once."""
    import threading

    _version_1_store(storage_url)
    opened: list[Any] = []
    failures: list[BaseException] = []
    barrier = threading.Barrier(2)

    def start() -> None:
        barrier.wait()
        try:
            opened.append(open_storage(storage_url))
        except BaseException as error:
            failures.append(error)

    workers = [threading.Thread(target=start) for _ in range(2)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert failures == [] and len(opened) == 2
    with opened[0].transaction() as cur:
        cur.execute("SELECT version FROM schema_versions ORDER BY version")
        assert [v for (v,) in cur.fetchall()] == [v for v, _ in MIGRATIONS]
    assert opened[1].load_game("live1") is not None
    for db in opened:
        db.close()
