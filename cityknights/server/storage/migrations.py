"""The schema's versions, applied in order when a store opens.

Version 1 is the schema every store had before versions were recorded (its statements
are `CREATE ... IF NOT EXISTS`, so applying it to such a store changes nothing and only
records it). Each later version is a numbered list of statements that runs once, in the
same transaction as the row in ``schema_versions`` that records it: a failed migration
leaves the store exactly as it was. A store recording a version this code does not know
was written by a newer release and is refused rather than written to.

A migration is never edited once released: a change is a new version at the end.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager

from .base import SCHEMA, Cursor, StorageError
from .challenges import CHALLENGES_SCHEMA
from .limits import LIMITS_SCHEMA
from .results import RATINGS_SCHEMA

#: (version, statements), in order. Both databases run the same SQL.
MIGRATIONS: tuple[tuple[int, tuple[str, ...]], ...] = (
    (1, SCHEMA),
    (
        2,
        (
            # A player: a guest (a display name and a secret token kept by its browser) or
            # an account (a name unique among accounts, case-insensitively, by name_key,
            # and an argon2id hash of its password). A guest that becomes an account keeps
            # its id, so every seat it took stays its own.
            """CREATE TABLE players (
                id TEXT PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL,
                kind TEXT NOT NULL, password_hash TEXT, token_hash TEXT,
                created DOUBLE PRECISION NOT NULL)""",
            "CREATE UNIQUE INDEX players_account_name ON players (name_key) WHERE kind = 'account'",
            "CREATE UNIQUE INDEX players_by_token ON players (token_hash)",
            # A signed-in browser: the sha256 of its cookie's random id (a stolen copy of
            # the table opens no session), the player, and when it stops being valid.
            """CREATE TABLE sessions (
                id_hash TEXT PRIMARY KEY, player_id TEXT NOT NULL,
                created DOUBLE PRECISION NOT NULL, expires DOUBLE PRECISION NOT NULL)""",
            "CREATE INDEX sessions_by_player ON sessions (player_id)",
            # Who took a seat (None: a bot, a seat nobody took, or one taken before players).
            "ALTER TABLE seats ADD COLUMN player_id TEXT",
            "CREATE INDEX seats_by_player ON seats (player_id)",
        ),
    ),
    (
        3,
        (
            # An outside bot's account (docs/bot-api.md): its name and the sha256 of its
            # token (a random 256-bit token needs no slow hash); the token itself is shown
            # once, when it is made, and never stored.
            """CREATE TABLE bots (
                name TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE,
                created DOUBLE PRECISION NOT NULL)""",
        ),
    ),
    (
        4,
        (
            # A finished game's analysis (docs/analysis.md): win chances per move and the
            # mistakes found, as JSON, computed once in the background and kept.
            "CREATE TABLE analyses (game_id TEXT PRIMARY KEY, analysis TEXT NOT NULL)",
        ),
    ),
    (
        5,
        (
            # A room (server/rooms.py, storage/rooms.py): its state as JSON, a revision
            # every change bumps (a change is written only over the one it read), and
            # the game it started. Its chat before the start; from then on, the game's.
            """CREATE TABLE rooms (
                id TEXT PRIMARY KEY, doc TEXT NOT NULL, status TEXT NOT NULL,
                revision INTEGER NOT NULL, game_id TEXT, created DOUBLE PRECISION NOT NULL,
                updated DOUBLE PRECISION NOT NULL)""",
            "CREATE INDEX rooms_by_status ON rooms (status, created)",
            "CREATE UNIQUE INDEX rooms_by_game ON rooms (game_id)",
            """CREATE TABLE room_chat (
                room_id TEXT NOT NULL, player_id TEXT, name TEXT NOT NULL, text TEXT NOT NULL,
                time DOUBLE PRECISION NOT NULL)""",
            "CREATE INDEX room_chat_by_room ON room_chat (room_id, time)",
        ),
    ),
    (6, RATINGS_SCHEMA),
    (7, CHALLENGES_SCHEMA),
    (8, LIMITS_SCHEMA),
)
LATEST = MIGRATIONS[-1][0]

VERSIONS_TABLE = """CREATE TABLE IF NOT EXISTS schema_versions (
    version INTEGER PRIMARY KEY, applied DOUBLE PRECISION NOT NULL)"""


def applied_versions(cur: Cursor) -> list[int]:
    cur.execute(VERSIONS_TABLE)
    cur.execute("SELECT version FROM schema_versions ORDER BY version")
    return [int(v) for (v,) in cur.fetchall()]


def migrate(
    transaction: Callable[[], AbstractContextManager[Cursor]],
    where: str,
    migrations: Sequence[tuple[int, Sequence[str]]] = MIGRATIONS,
    *,
    serialize: str = "",
) -> list[int]:
    """Apply the versions the store lacks, each in a transaction of its own (from
    `transaction`); returns those applied. `where` names the store in an error.
    `serialize`: a statement run first in each transaction so that two processes
    starting together migrate one after the other (PostgreSQL's advisory lock; a SQLite
    write transaction holds the whole file already)."""
    known = [v for v, _ in migrations]
    with transaction() as cur:
        if serialize:
            cur.execute(serialize)
        stored = applied_versions(cur)
    newer = sorted(set(stored) - set(known))
    if newer:
        raise StorageError(
            f"{where} has schema version {newer[-1]}, written by a newer cityknights (this "
            f"one knows versions up to {known[-1]}): upgrade cityknights, or give another store"
        )
    done = []
    for version, statements in _pending(migrations, set(stored)):
        with transaction() as cur:
            if serialize:
                cur.execute(serialize)
            # Read again inside the transaction: another process may have just applied it.
            if version in applied_versions(cur):
                continue
            for statement in statements:
                cur.execute(statement)
            cur.execute(
                "INSERT INTO schema_versions (version, applied) VALUES (?, ?)",
                (version, time.time()),
            )
        done.append(version)
    return done


def _pending(
    migrations: Sequence[tuple[int, Sequence[str]]], stored: set[int]
) -> Iterator[tuple[int, Sequence[str]]]:
    return ((v, s) for v, s in migrations if v not in stored)
