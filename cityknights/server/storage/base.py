"""The storage interface and the SQL both databases share.

A game is its configuration (a JSON object), its seats, an append-only log of moves
(version, actor, action JSON, time; chance outcomes included, actor -1), snapshots of the
whole position every few versions, and its chat. The (game, version) primary key of the
log is what makes two concurrent writers safe: the second insert of a version fails and
`append_moves` raises `VersionConflict`.

The methods are blocking; the server calls them from its storage thread, and the group
commits from its commit thread (one connection, used by one thread at a time).
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any

from .challenges import BOT_NAME_FREE, ChallengeStore
from .limits import LimitStore
from .players import PlayerStore
from .results import ResultStore
from .rooms import RoomStore

#: The games' part of a ``moves`` notice stays under this many bytes (PostgreSQL's limit
#: for a NOTIFY payload is 8,000).
MOVES_NOTICE_BYTES = 6000


class StorageError(RuntimeError):
    """The database cannot be opened or used; the message names it."""


class StorageUnavailable(StorageError):
    """The database cannot be reached now (restarting, or the network to it down); the
    call changed nothing and may be tried again shortly."""


class VersionConflict(Exception):
    """Another writer stored that version first: the caller's position is stale."""

    def __init__(self, game_id: str, version: int) -> None:
        super().__init__(f"game {game_id}: version {version} is already stored")
        self.game_id = game_id
        self.version = version


@dataclass(frozen=True)
class SeatRecord:
    seat: int
    kind: str  # "human" (reserved for its link), "open" (joined from the lobby) or "bot"
    bot: str | None
    token_hash: str | None  # sha256 hex of a human seat's token
    claimed: bool  # a human has joined the seat (by its link or the join API)
    player_id: str | None = None  # who took it, when they were a player (guest or account)
    player_name: str | None = None  # that player's display name now


@dataclass(frozen=True)
class GameRecord:
    id: str
    config: dict[str, Any]  # {"game": Game.config(), "room": ..., "seed": ...}
    created: float
    version: int
    status: str  # "live" or "finished"
    winner: int | None
    public: bool
    name: str
    seats: tuple[SeatRecord, ...]


@dataclass(frozen=True)
class MoveRecord:
    version: int
    actor: int
    action: dict[str, Any]
    time: float


@dataclass(frozen=True)
class Append:
    """One game's new moves: versions after the stored one, in order."""

    game_id: str
    moves: tuple[MoveRecord, ...]
    finished: bool
    winner: int | None
    snapshot: tuple[int, dict[str, Any]] | None = None


@dataclass(frozen=True)
class ChatRecord:
    seat: int | None
    text: str
    time: float


SCHEMA = (
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

#: A join's claim of an open seat with its new token (the token's hash, the player, the bot
#: account, the game, the seat): only a seat nobody took, of a game not over.
JOIN_CLAIM = (
    "UPDATE seats SET claimed = 1, token_hash = ?, player_id = ?, bot = ?"
    " WHERE game_id = ? AND seat = ? AND claimed = 0 AND kind = 'open'"
    " AND game_id IN (SELECT id FROM games WHERE status = 'live')"
)


class Cursor(ABC):
    """The slice of a DB-API cursor used here, with `?` placeholders."""

    @abstractmethod
    def execute(self, sql: str, params: Sequence[Any] = ()) -> None: ...

    @abstractmethod
    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None: ...

    @abstractmethod
    def fetchall(self) -> list[tuple[Any, ...]]: ...

    @property
    @abstractmethod
    def rowcount(self) -> int: ...


class Storage(PlayerStore, RoomStore, ResultStore, ChallengeStore, LimitStore, ABC):
    """Games, seats, the move log, snapshots and chat. Every write is one transaction,
    committed (and, by default, flushed to disk) before the method returns."""

    #: Appended to the version check's SELECT: lock the games' rows until the commit
    #: (PostgreSQL; SQLite's write transaction holds the whole database already).
    lock_rows = ""
    #: Run first in a transaction that makes a bot account: makes one after the other
    #: (PostgreSQL's advisory lock; SQLite's write transaction holds the whole database
    #: already). A name is free when no bot has it in any case, a check no key enforces:
    #: at once, under read committed, "robo" and "ROBO" both found it free.
    serialize_bot_names = ""
    #: This process's name in the notices it sends (the hub sets it), so that it can tell
    #: its own from the other processes'.
    origin = ""

    @abstractmethod
    def transaction(self) -> AbstractContextManager[Cursor]:
        """A cursor inside one transaction: committed on exit, rolled back on an error."""

    @abstractmethod
    def is_conflict(self, error: BaseException) -> bool:
        """Whether `error` is a unique-key violation of the database."""

    @abstractmethod
    def close(self) -> None: ...

    def claim_driving(self, game_ids: Sequence[str]) -> set[str]:
        """The games among `game_ids` whose bots and timers this process is to drive now
        (exactly one process drives a game). One process per database here: all of them."""
        return set(game_ids)

    def release_driving(self, game_id: str) -> None:
        """Stop driving `game_id` (it is over): another process may take it."""
        del game_id

    def notify(self, cursor: Cursor, payload: dict[str, Any]) -> None:
        """Tell the other server processes (PostgreSQL only), when this transaction commits."""
        self.notify_many(cursor, [payload])

    def notify_many(self, cursor: Cursor, payloads: Sequence[dict[str, Any]]) -> None:
        """`notify` for each payload, in one statement (one round trip to the database)."""
        del cursor, payloads

    def notify_moves(self, cursor: Cursor, versions: dict[str, int]) -> None:
        """Tell the other processes the new version of each game in `versions`: a few
        ``moves`` notices for a whole group commit (a notice per game cost every listening
        process a wake-up and a parse per game)."""
        payloads: list[dict[str, Any]] = []
        games: dict[str, int] = {}
        size = 0
        for game_id, version in versions.items():
            entry = len(game_id) + 24  # its share of the JSON text, generously counted
            if games and size + entry > MOVES_NOTICE_BYTES:
                payloads.append({"kind": "moves", "games": games})
                games, size = {}, 0
            games[game_id] = version
            size += entry
        if games:
            payloads.append({"kind": "moves", "games": games})
        self.notify_many(cursor, payloads)

    # ----------------------------------------------------------------- writes
    def create_game(self, record: GameRecord, start: dict[str, Any] | None = None) -> None:
        """Store a new game; `start`: the position it is set up at (stored as its snapshot
        at version 0, which loading starts from), else it starts at the board's start."""
        with self.transaction() as cur:
            if start is not None:
                cur.execute(
                    "INSERT INTO snapshots (game_id, version, position) VALUES (?, ?, ?)",
                    (record.id, 0, json.dumps(start)),
                )
            cur.execute(
                "INSERT INTO games (id, config, created, version, status, winner, public, name)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    record.id,
                    json.dumps(record.config),
                    record.created,
                    record.version,
                    record.status,
                    record.winner,
                    int(record.public),
                    record.name,
                ),
            )
            for s in record.seats:
                cur.execute(
                    "INSERT INTO seats (game_id, seat, kind, bot, token_hash, claimed)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (record.id, s.seat, s.kind, s.bot, s.token_hash, int(s.claimed)),
                )

    def append_moves(
        self,
        game_id: str,
        moves: Sequence[MoveRecord],
        *,
        finished: bool,
        winner: int | None,
        snapshot: tuple[int, dict[str, Any]] | None = None,
    ) -> None:
        """Append `moves` (consecutive versions after the stored one) in one transaction.

        Raises VersionConflict if another writer stored any of these versions first;
        nothing is written then.
        """
        (result,) = self.append_many([Append(game_id, tuple(moves), finished, winner, snapshot)])
        if result is not None:
            raise result

    def append_many(self, batch: Sequence[Append]) -> list[VersionConflict | None]:
        """Several games' appends in one transaction (one disk flush: a group commit).
        Returns, per append, None (stored) or the VersionConflict that refused it; a
        refused append writes nothing, the others are stored all the same."""
        try:
            with self.transaction() as cur:
                return self._append_checked(cur, batch)
        except Exception as error:
            if not self.is_conflict(error):
                raise
        # The unique key refused a version the check did not see taken (two appends of
        # one game in the batch): the appends one by one, each in a savepoint.
        return self._append_one_by_one(batch)

    def _append_checked(self, cur: Cursor, batch: Sequence[Append]) -> list[VersionConflict | None]:
        """The fast path: read (and lock) the stored versions, refuse the stale appends,
        write the others with a few statements for the whole batch."""
        marks = ", ".join("?" * len(batch))
        cur.execute(
            # In id order: locked in the plan's order, two processes' batches of the
            # same games took their rows in opposite orders and deadlocked.
            f"SELECT id, version FROM games WHERE id IN ({marks}) ORDER BY id{self.lock_rows}",
            [a.game_id for a in batch],
        )
        stored = dict(cur.fetchall())
        results: list[VersionConflict | None] = []
        fresh = []
        for a in batch:
            if stored.get(a.game_id) == a.moves[0].version - 1:
                results.append(None)
                fresh.append(a)
            else:
                results.append(VersionConflict(a.game_id, a.moves[0].version))
        if not fresh:
            return results
        cur.executemany(
            "INSERT INTO moves (game_id, version, actor, action, time) VALUES (?, ?, ?, ?, ?)",
            [
                (a.game_id, m.version, m.actor, json.dumps(m.action), m.time)
                for a in fresh
                for m in a.moves
            ],
        )
        cur.executemany(
            "UPDATE games SET version = ?, status = ?, winner = ? WHERE id = ?",
            [
                (a.moves[-1].version, "finished" if a.finished else "live", a.winner, a.game_id)
                for a in fresh
            ],
        )
        snapshots = [
            (a.game_id, a.snapshot[0], json.dumps(a.snapshot[1]))
            for a in fresh
            if a.snapshot is not None
        ]
        if snapshots:
            cur.executemany(
                "INSERT INTO snapshots (game_id, version, position) VALUES (?, ?, ?)", snapshots
            )
        self.notify_moves(cur, {a.game_id: a.moves[-1].version for a in fresh})
        return results

    def _append_one_by_one(self, batch: Sequence[Append]) -> list[VersionConflict | None]:
        results: list[VersionConflict | None] = []
        with self.transaction() as cur:
            for i, append in enumerate(batch):
                cur.execute(f"SAVEPOINT append_{i}")
                try:
                    self._append(cur, append)
                except Exception as error:
                    if not (isinstance(error, VersionConflict) or self.is_conflict(error)):
                        raise
                    cur.execute(f"ROLLBACK TO SAVEPOINT append_{i}")
                    results.append(VersionConflict(append.game_id, append.moves[0].version))
                else:
                    results.append(None)
                cur.execute(f"RELEASE SAVEPOINT append_{i}")
        return results

    def _append(self, cur: Cursor, append: Append) -> None:
        game_id, moves = append.game_id, append.moves
        for m in moves:
            cur.execute(
                "INSERT INTO moves (game_id, version, actor, action, time) VALUES (?, ?, ?, ?, ?)",
                (game_id, m.version, m.actor, json.dumps(m.action), m.time),
            )
        cur.execute(
            "UPDATE games SET version = ?, status = ?, winner = ? WHERE id = ? AND version = ?",
            (
                moves[-1].version,
                "finished" if append.finished else "live",
                append.winner,
                game_id,
                moves[0].version - 1,
            ),
        )
        if cur.rowcount != 1:
            raise VersionConflict(game_id, moves[0].version)
        if append.snapshot is not None:
            cur.execute(
                "INSERT INTO snapshots (game_id, version, position) VALUES (?, ?, ?)",
                (game_id, append.snapshot[0], json.dumps(append.snapshot[1])),
            )
        self.notify_moves(cur, {game_id: moves[-1].version})

    def claim_seat(
        self,
        game_id: str,
        seat: int,
        token_hash: str | None = None,
        player_id: str | None = None,
        bot: str | None = None,
    ) -> bool:
        """Mark a human seat as joined; with `token_hash`, only an open seat (one not handed
        out as a link) of a game not over that nobody joined yet, given that new token
        (the join API; a game may end while a join is on its way). `player_id`:
        the player who took it (a seat keeps its first; without a token, recorded as
        `seat_player` records one); `bot`: the name of the bot account that joined it, if
        one did. Returns whether the seat was changed. Under the game's lock, as every
        path that gives a seat a player (`join_seat`).

        With a token, the join API's one-player-one-seat rule holds here too: a player or
        bot account holding a seat of the game already (a seat not a bot's, recorded as
        theirs) is refused, checked and claimed in the one transaction under the lock.
        It was not checked here, so a claim with a token seated one player twice."""
        with self.transaction() as cur:
            if not self._lock_game(cur, game_id):
                return False
            if token_hash is not None:
                if self._held_seat(cur, game_id, player_id, bot) is not None:
                    return False
                cur.execute(JOIN_CLAIM, (token_hash, player_id, bot, game_id, seat))
                return cur.rowcount == 1
            cur.execute(
                "UPDATE seats SET claimed = 1 WHERE game_id = ? AND seat = ? AND claimed = 0",
                (game_id, seat),
            )
            claimed = cur.rowcount == 1
            if claimed and player_id is not None:
                self._record_player(cur, game_id, seat, player_id)
            return claimed

    def _lock_game(self, cur: Cursor, game_id: str) -> bool:
        """Lock the game's row until the commit (PostgreSQL's FOR UPDATE; SQLite's write
        transaction holds the whole file already): whether the game exists. Every change
        of who holds a seat takes it first, so the database orders them one after the
        other, whichever server process sends them."""
        cur.execute(f"SELECT id FROM games WHERE id = ?{self.lock_rows}", (game_id,))
        return bool(cur.fetchall())

    def _record_player(self, cur: Cursor, game_id: str, seat: int, player_id: str) -> None:
        """Record `player_id` as the player of the human `seat`, taken before (by its
        link), while none is recorded for it; not when that would give them an open seat
        and another seat of the game (the join API's rule, `join_seat`, held whatever the
        order: a player who joined an open seat and then opens a link of the game plays
        that seat, unrecorded as theirs, so its result and karma do not count twice)."""
        cur.execute(
            "UPDATE seats SET player_id = ? WHERE game_id = ? AND seat = ?"
            " AND player_id IS NULL AND kind <> 'bot'"
            " AND NOT EXISTS (SELECT 1 FROM seats AS held WHERE held.game_id = seats.game_id"
            " AND held.seat <> seats.seat AND held.player_id = ? AND held.kind <> 'bot'"
            " AND (held.kind = 'open' OR seats.kind = 'open'))",
            (player_id, game_id, seat, player_id),
        )

    def join_seat(
        self,
        game_id: str,
        seat: int,
        token_hash: str,
        player_id: str | None = None,
        bot: str | None = None,
    ) -> tuple[bool, int | None]:
        """The join API's claim of the open `seat` (`claim_seat` with `token_hash`), unless
        the player `player_id` or the bot account `bot` holds a seat of the game already
        (a seat not a bot's, recorded as theirs): (whether it was claimed, the seat held).

        One transaction that first locks the game's row (PostgreSQL's FOR UPDATE; SQLite's
        write transaction holds the whole file), so the joins of one game are checked one
        after the other by the database itself, whichever server process sends them: the
        second reads the seats after the first's claim is committed (each statement of a
        READ COMMITTED transaction sees what was committed before it began). The check
        and the claim were two transactions: two processes sharing one database both
        passed the check and seated one player twice.

        A lock, not a unique index over the seats: the rule counts a seat taken by its
        link too, and one player may hold several of those (a game's links opened in one
        signed-in browser, to play them in turn), so no key says it. Nor is a migration
        needed: a store that seated someone twice before keeps both seats (each plays on
        as before); only the joins after it are refused.

        A link's seat is recorded as its player's under the same lock (`claim_seat`,
        `seat_player`), which refuses to record a player on it who holds an open seat: a
        join and a link of one player at once give them one seat or the other."""
        with self.transaction() as cur:
            if not self._lock_game(cur, game_id):
                return False, None
            held = self._held_seat(cur, game_id, player_id, bot)
            if held is not None:
                return False, held
            cur.execute(JOIN_CLAIM, (token_hash, player_id, bot, game_id, seat))
            return cur.rowcount == 1, None

    def _held_seat(
        self, cur: Cursor, game_id: str, player_id: str | None, bot: str | None
    ) -> int | None:
        """The first seat of the game (not a bot's) recorded as the player's `player_id`
        or the bot account's `bot`, if any; read under the game's lock (`_lock_game`)."""
        if player_id is None and bot is None:
            return None
        cur.execute(
            "SELECT seat FROM seats WHERE game_id = ? AND kind <> 'bot'"
            " AND (player_id = ? OR bot = ?) ORDER BY seat LIMIT 1",
            (game_id, player_id, bot),  # a None matches nothing (NULL = NULL is not true)
        )
        held = cur.fetchall()
        return int(held[0][0]) if held else None

    def seat_bot_account(self, game_id: str, seat: int, name: str) -> None:
        """Mark a reserved seat as the outside bot account `name`'s (a room's seat it
        took, a ranked seat it was matched to): it shows as a bot everywhere. Under the
        game's lock, as every change of who holds a seat (`join_seat`)."""
        with self.transaction() as cur:
            self._lock_game(cur, game_id)
            cur.execute(
                "UPDATE seats SET bot = ? WHERE game_id = ? AND seat = ? AND kind <> 'bot'",
                (name, game_id, seat),
            )

    def seat_player(self, game_id: str, seat: int, player_id: str) -> None:
        """Record the player of a seat taken before (by its link, before they signed in):
        only while no player is recorded for it, and not on a player who holds an open
        seat of the game (`_record_player`), under the game's lock (`join_seat`)."""
        with self.transaction() as cur:
            if self._lock_game(cur, game_id):
                self._record_player(cur, game_id, seat, player_id)

    def add_chat(self, game_id: str, line: ChatRecord) -> None:
        with self.transaction() as cur:
            cur.execute(
                "INSERT INTO chat (game_id, seat, text, time) VALUES (?, ?, ?, ?)",
                (game_id, line.seat, line.text, line.time),
            )
            self.notify(
                cur,
                {"kind": "chat", "game": game_id, "seat": line.seat, "text": line.text,
                 "time": line.time},
            )  # fmt: skip

    def save_analysis(self, game_id: str, analysis: dict[str, Any]) -> None:
        """Store a finished game's analysis (a second one for the game is ignored)."""
        with self.transaction() as cur:
            cur.execute(
                "INSERT INTO analyses (game_id, analysis) VALUES (?, ?) ON CONFLICT DO NOTHING",
                (game_id, json.dumps(analysis)),
            )

    # ----------------------------------------------------------------- bot accounts
    def add_bot(self, name: str, token_hash: str, created: float) -> bool:
        """A new bot account; False if one has that name already, in any case (two at
        once included: the name's key settles it)."""
        with self.transaction() as cur:
            if self.serialize_bot_names:
                cur.execute(self.serialize_bot_names)
            cur.execute(
                "INSERT INTO bots (name, token_hash, created) SELECT ?, ?, ?"
                f" WHERE {BOT_NAME_FREE} ON CONFLICT (name) DO NOTHING",
                (name, token_hash, created, name),
            )
            return cur.rowcount == 1

    def remove_bot(self, name: str) -> bool:
        """Revoke a bot account's token (the account goes); False if there is none."""
        with self.transaction() as cur:
            cur.execute("DELETE FROM bots WHERE name = ?", (name,))
            return cur.rowcount == 1

    def bots(self) -> list[tuple[str, float]]:
        """Every bot account: its name and when it was made, by name."""
        with self.transaction() as cur:
            cur.execute("SELECT name, created FROM bots ORDER BY name")
            return [(name, created) for name, created in cur.fetchall()]

    def bot_named(self, name: str) -> tuple[str, float] | None:
        """The bot account named `name` in any case (names are unique so, and ASCII, so
        SQL's lower() folds them alike everywhere): its name as made and when it was made;
        None if there is none. No bot's name holds NUL (nor can PostgreSQL's text): such a
        name is not looked for."""
        if "\x00" in name:
            return None
        with self.transaction() as cur:
            cur.execute("SELECT name, created FROM bots WHERE lower(name) = lower(?)", (name,))
            rows = cur.fetchall()
            return (str(rows[0][0]), float(rows[0][1])) if rows else None

    def bot_of_token(self, token_hash: str) -> str | None:
        """The name of the bot account holding the token of this hash."""
        with self.transaction() as cur:
            cur.execute("SELECT name FROM bots WHERE token_hash = ?", (token_hash,))
            rows = cur.fetchall()
            return str(rows[0][0]) if rows else None

    # ----------------------------------------------------------------- reads
    def load_analysis(self, game_id: str) -> dict[str, Any] | None:
        with self.transaction() as cur:
            cur.execute("SELECT analysis FROM analyses WHERE game_id = ?", (game_id,))
            rows = cur.fetchall()
            return json.loads(rows[0][0]) if rows else None

    def load_game(self, game_id: str) -> GameRecord | None:
        with self.transaction() as cur:
            cur.execute(
                "SELECT id, config, created, version, status, winner, public, name"
                " FROM games WHERE id = ?",
                (game_id,),
            )
            rows = cur.fetchall()
            if not rows:
                return None
            return self._record(cur, rows[0])

    def list_games(
        self, status: str, limit: int = 100, *, public_only: bool = True
    ) -> list[GameRecord]:
        """Games with `status`, newest first."""
        with self.transaction() as cur:
            cur.execute(
                "SELECT id, config, created, version, status, winner, public, name FROM games"
                " WHERE status = ? AND public >= ? ORDER BY created DESC LIMIT ?",
                (status, int(public_only), limit),
            )
            return [self._record(cur, row) for row in cur.fetchall()]

    def unfinished_games(self) -> list[str]:
        with self.transaction() as cur:
            cur.execute("SELECT id FROM games WHERE status = 'live' ORDER BY created")
            return [row[0] for row in cur.fetchall()]

    def moves(self, game_id: str, after: int = 0) -> list[MoveRecord]:
        """The log after version `after`, in order."""
        with self.transaction() as cur:
            cur.execute(
                "SELECT version, actor, action, time FROM moves WHERE game_id = ? AND version > ?"
                " ORDER BY version",
                (game_id, after),
            )
            return [MoveRecord(v, a, json.loads(act), t) for v, a, act, t in cur.fetchall()]

    def latest_snapshot(
        self, game_id: str, at_most: int | None = None
    ) -> tuple[int, dict[str, Any]] | None:
        """The game's latest snapshot, or its latest at or before version `at_most`."""
        with self.transaction() as cur:
            cur.execute(
                "SELECT version, position FROM snapshots WHERE game_id = ? AND version <= ?"
                " ORDER BY version DESC LIMIT 1",
                (game_id, 2**62 if at_most is None else at_most),  # none: above every version
            )
            rows = cur.fetchall()
            return (rows[0][0], json.loads(rows[0][1])) if rows else None

    def chat(self, game_id: str) -> list[ChatRecord]:
        with self.transaction() as cur:
            cur.execute(
                "SELECT seat, text, time FROM chat WHERE game_id = ? ORDER BY time", (game_id,)
            )
            return [ChatRecord(s, text, t) for s, text, t in cur.fetchall()]

    @staticmethod
    def _record(cur: Cursor, row: tuple[Any, ...]) -> GameRecord:
        cur.execute(
            "SELECT s.seat, s.kind, s.bot, s.token_hash, s.claimed, s.player_id, p.name"
            " FROM seats s LEFT JOIN players p ON p.id = s.player_id"
            " WHERE s.game_id = ? ORDER BY s.seat",
            (row[0],),
        )
        seats = tuple(
            SeatRecord(s, k, b, h, bool(c), pid, pname)
            for s, k, b, h, c, pid, pname in cur.fetchall()
        )
        return GameRecord(
            id=row[0],
            config=json.loads(row[1]),
            created=row[2],
            version=row[3],
            status=row[4],
            winner=row[5],
            public=bool(row[6]),
            name=row[7],
            seats=seats,
        )
