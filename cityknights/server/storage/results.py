"""Finished games' results, ratings, karma and the ranked queue in the store (schema
version 6, migrations.py).

Every finished game a player sat in leaves a row per seat in ``game_results`` (its place,
VP by source, whether its player had left); a ranked game also moves the ratings of its
seats' players (accounts and bot levels, ``ratings`` and ``rating_history``) in the same
transaction, exactly once however many processes see the game end (``ranked_games.rated``
settles it). The queue of players waiting for a ranked table and the tables it made
(``queue``, ``queue_matches``) live here so that every server process shares one queue.
"""

from __future__ import annotations

import json
from abc import abstractmethod
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .base import Cursor

#: Version 6 of the schema. It reads no table of version 5 (the rooms), so the two apply
#: in either order.
RATINGS_SCHEMA = (
    # One row per seat of a finished game: `place` 0 is first (equal places share one);
    # `sources` is the seat's VP by source as JSON; `left_game` 1 if its player left and a
    # bot finished the game for them. `player_id`: an account or guest, or a bot level's
    # id ("bot:heuristic") in a ranked game; NULL for a seat nobody signed in took.
    """CREATE TABLE game_results (
        game_id TEXT NOT NULL, seat INTEGER NOT NULL, player_id TEXT, place INTEGER NOT NULL,
        vp INTEGER NOT NULL, sources TEXT NOT NULL, won INTEGER NOT NULL,
        left_game INTEGER NOT NULL, ranked INTEGER NOT NULL, expansion TEXT NOT NULL,
        finished DOUBLE PRECISION NOT NULL, PRIMARY KEY (game_id, seat))""",
    "CREATE INDEX game_results_by_player ON game_results (player_id, finished)",
    # A human seat a bot took over (its player gone past the grace period); the row goes
    # when the player comes back before the end.
    """CREATE TABLE departures (
        game_id TEXT NOT NULL, seat INTEGER NOT NULL, time DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (game_id, seat))""",
    # A ranked game, and who holds each of its seats for the ratings (bots by level).
    """CREATE TABLE ranked_games (
        game_id TEXT PRIMARY KEY, expansion TEXT NOT NULL, created DOUBLE PRECISION NOT NULL,
        rated INTEGER NOT NULL)""",
    """CREATE TABLE ranked_seats (
        game_id TEXT NOT NULL, seat INTEGER NOT NULL, player_id TEXT NOT NULL,
        PRIMARY KEY (game_id, seat))""",
    # openskill's (mu, sigma) per player and game (ck, base), and its value after each
    # ranked game (the profile's chart).
    """CREATE TABLE ratings (
        player_id TEXT NOT NULL, expansion TEXT NOT NULL, mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL, games INTEGER NOT NULL,
        PRIMARY KEY (player_id, expansion))""",
    """CREATE TABLE rating_history (
        player_id TEXT NOT NULL, expansion TEXT NOT NULL, game_id TEXT NOT NULL,
        mu DOUBLE PRECISION NOT NULL, sigma DOUBLE PRECISION NOT NULL,
        time DOUBLE PRECISION NOT NULL, PRIMARY KEY (player_id, expansion, game_id))""",
    # Players waiting for a ranked table (`seen`: when its page last asked where it
    # stands; one gone quiet is dropped rather than given a seat it would never take),
    # and the seats the queue gave them (with the seat's token, handed to its player when
    # they ask, kept until the game is over).
    """CREATE TABLE queue (
        player_id TEXT PRIMARY KEY, expansion TEXT NOT NULL, rating DOUBLE PRECISION NOT NULL,
        joined DOUBLE PRECISION NOT NULL, seen DOUBLE PRECISION NOT NULL)""",
    "CREATE INDEX queue_by_expansion ON queue (expansion, joined)",
    """CREATE TABLE queue_matches (
        player_id TEXT PRIMARY KEY, game_id TEXT NOT NULL, seat INTEGER NOT NULL,
        token TEXT NOT NULL, matched DOUBLE PRECISION NOT NULL)""",
)


@dataclass(frozen=True)
class FinalSeat:
    """A seat at the end of a game."""

    seat: int
    vp: int
    sources: dict[str, int]
    won: bool


@dataclass(frozen=True)
class Rating:
    player_id: str
    expansion: str
    mu: float
    sigma: float
    games: int


@dataclass(frozen=True)
class HistoryPoint:
    game_id: str
    mu: float
    sigma: float
    time: float


@dataclass(frozen=True)
class ResultRow:
    """One of a player's finished games."""

    game_id: str
    seat: int
    place: int
    vp: int
    sources: dict[str, int]
    won: bool
    left: bool
    ranked: bool
    expansion: str
    finished: float
    name: str


@dataclass(frozen=True)
class Waiting:
    player_id: str
    expansion: str
    rating: float
    joined: float


@dataclass(frozen=True)
class Match:
    player_id: str
    game_id: str
    seat: int
    token: str
    matched: float


def places(final: Sequence[FinalSeat], left: set[int]) -> list[int]:
    """Each seat's place (0 first; equal places share a number): the winner first, then
    the others by VP, most first; a seat whose player left comes after every seat whose
    player stayed, whatever its VP (they share the last places by VP among themselves)."""

    def key(f: FinalSeat) -> tuple[int, int, int]:
        return (f.seat in left, not f.won, -f.vp)

    keys = [key(f) for f in final]
    return [sum(1 for other in keys if other < mine) for mine in keys]


#: (expansion, the rated player of each seat, each seat's place, the players' current
#: (mu, sigma), None for one never rated) -> each player's new (mu, sigma).
Rate = Callable[
    [str, list[str], list[int], dict[str, "tuple[float, float] | None"]],
    dict[str, "tuple[float, float]"],
]


class ResultStore:
    """The results, ratings and queue methods of `Storage` (which provides `transaction`)."""

    lock_rows = ""

    def lock_players(self, cur: Cursor, player_ids: Sequence[str]) -> None:
        """Hold the players until the commit (PostgreSQL's advisory locks, PostgresStorage;
        SQLite's write transaction holds the whole database already). FOR UPDATE cannot
        lock a rating row that does not exist yet: two ranked games of a new player ended
        at once both rated it from the default, and the second overwrote the first."""

    @abstractmethod
    def transaction(self) -> AbstractContextManager[Cursor]: ...

    # ----------------------------------------------------------------- departures
    def seat_left(self, game_id: str, seat: int, now: float) -> None:
        with self.transaction() as cur:
            cur.execute(
                "INSERT INTO departures (game_id, seat, time) VALUES (?, ?, ?)"
                " ON CONFLICT DO NOTHING",
                (game_id, seat, now),
            )

    def seat_back(self, game_id: str, seat: int) -> None:
        with self.transaction() as cur:
            cur.execute("DELETE FROM departures WHERE game_id = ? AND seat = ?", (game_id, seat))

    # ----------------------------------------------------------------- results
    def add_ranked_game(
        self, game_id: str, expansion: str, players: Sequence[str], now: float
    ) -> None:
        """Mark a new game as ranked; `players`: who holds each seat (a bot level's id for
        a bot seat)."""
        with self.transaction() as cur:
            cur.execute(
                "INSERT INTO ranked_games (game_id, expansion, created, rated) VALUES (?, ?, ?, 0)",
                (game_id, expansion, now),
            )
            cur.executemany(
                "INSERT INTO ranked_seats (game_id, seat, player_id) VALUES (?, ?, ?)",
                [(game_id, seat, player) for seat, player in enumerate(players)],
            )

    def unrecorded_games(self) -> list[str]:
        """Finished games with seated players or ranked, whose results are not stored
        (the process that saw them end stopped first)."""
        with self.transaction() as cur:
            cur.execute(
                "SELECT g.id FROM games g WHERE g.status = 'finished'"
                " AND NOT EXISTS (SELECT 1 FROM game_results r WHERE r.game_id = g.id)"
                " AND (EXISTS (SELECT 1 FROM ranked_games k WHERE k.game_id = g.id AND k.rated = 0)"
                " OR EXISTS (SELECT 1 FROM departures d WHERE d.game_id = g.id))"
            )
            return [row[0] for row in cur.fetchall()]

    def record_result(
        self, game_id: str, expansion: str, final: Sequence[FinalSeat], now: float, rate: Rate
    ) -> bool:
        """Store a finished game's results and, if it is ranked, move its players'
        ratings; once per game (False: already stored, nothing changed)."""
        with self.transaction() as cur:
            cur.execute("SELECT seat, player_id FROM seats WHERE game_id = ?", (game_id,))
            seated: dict[int, str | None] = dict(cur.fetchall())
            cur.execute("SELECT seat, player_id FROM ranked_seats WHERE game_id = ?", (game_id,))
            rated_seats: dict[int, str] = dict(cur.fetchall())
            cur.execute("SELECT seat FROM departures WHERE game_id = ?", (game_id,))
            left = {int(seat) for (seat,) in cur.fetchall()}
            order = places(final, left)
            ranked = bool(rated_seats)
            cur.execute(
                "INSERT INTO game_results (game_id, seat, player_id, place, vp, sources, won,"
                " left_game, ranked, expansion, finished) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT DO NOTHING",
                (game_id, final[0].seat, rated_seats.get(final[0].seat, seated.get(final[0].seat)),
                 order[0], final[0].vp, json.dumps(final[0].sources), int(final[0].won),
                 int(final[0].seat in left), int(ranked), expansion, now),
            )  # fmt: skip
            if cur.rowcount != 1:
                return False  # another process stored them first
            cur.executemany(
                "INSERT INTO game_results (game_id, seat, player_id, place, vp, sources, won,"
                " left_game, ranked, expansion, finished) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (game_id, f.seat, rated_seats.get(f.seat, seated.get(f.seat)), place, f.vp,
                     json.dumps(f.sources), int(f.won), int(f.seat in left), int(ranked),
                     expansion, now)
                    for f, place in zip(final[1:], order[1:], strict=True)
                ],
            )  # fmt: skip
            cur.execute("DELETE FROM departures WHERE game_id = ?", (game_id,))
            cur.execute("DELETE FROM queue_matches WHERE game_id = ?", (game_id,))
            if ranked:
                cur.execute(
                    "UPDATE ranked_games SET rated = 1 WHERE game_id = ? AND rated = 0", (game_id,)
                )
                if cur.rowcount == 1:
                    players = [rated_seats[f.seat] for f in final]
                    self._rate(cur, game_id, expansion, players, order, now, rate)
            return True

    def _rate(
        self,
        cur: Cursor,
        game_id: str,
        expansion: str,
        players: list[str],
        order: list[int],
        now: float,
        rate: Rate,
    ) -> None:
        distinct = sorted(set(players))  # one lock order for every process: no deadlock
        self.lock_players(cur, distinct)
        marks = ", ".join("?" * len(distinct))
        cur.execute(
            f"SELECT player_id, mu, sigma FROM ratings WHERE expansion = ? AND player_id IN"
            f" ({marks}) ORDER BY player_id{self.lock_rows}",
            (expansion, *distinct),
        )
        current: dict[str, tuple[float, float] | None] = dict.fromkeys(distinct)
        for player, mu, sigma in cur.fetchall():
            current[player] = (float(mu), float(sigma))
        new = rate(expansion, players, order, current)
        for player in distinct:
            mu, sigma = new[player]
            if current[player] is None:
                cur.execute(
                    "INSERT INTO ratings (player_id, expansion, mu, sigma, games)"
                    " VALUES (?, ?, ?, ?, 1) ON CONFLICT (player_id, expansion) DO UPDATE"
                    " SET mu = excluded.mu, sigma = excluded.sigma,"
                    " games = ratings.games + 1",
                    (player, expansion, mu, sigma),
                )
            else:
                cur.execute(
                    "UPDATE ratings SET mu = ?, sigma = ?, games = games + 1"
                    " WHERE player_id = ? AND expansion = ?",
                    (mu, sigma, player, expansion),
                )
            cur.execute(
                "INSERT INTO rating_history (player_id, expansion, game_id, mu, sigma, time)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (player, expansion, game_id, mu, sigma, now),
            )

    # ----------------------------------------------------------------- reads
    def rating(self, player_id: str, expansion: str) -> Rating | None:
        with self.transaction() as cur:
            cur.execute(
                "SELECT player_id, expansion, mu, sigma, games FROM ratings"
                " WHERE player_id = ? AND expansion = ?",
                (player_id, expansion),
            )
            rows = cur.fetchall()
        return Rating(*rows[0]) if rows else None

    def ratings_of(self, player_id: str) -> list[Rating]:
        with self.transaction() as cur:
            cur.execute(
                "SELECT player_id, expansion, mu, sigma, games FROM ratings WHERE player_id = ?"
                " ORDER BY expansion",
                (player_id,),
            )
            return [Rating(*row) for row in cur.fetchall()]

    def leaderboard(self, expansion: str, limit: int) -> list[tuple[Rating, str | None]]:
        """The rated players of a game, best conservative rating (mu - 3 sigma) first,
        each with its account's name (None: a bot level)."""
        with self.transaction() as cur:
            cur.execute(
                "SELECT r.player_id, r.expansion, r.mu, r.sigma, r.games, p.name FROM ratings r"
                " LEFT JOIN players p ON p.id = r.player_id WHERE r.expansion = ?"
                " ORDER BY r.mu - 3 * r.sigma DESC, r.player_id LIMIT ?",
                (expansion, limit),
            )
            return [(Rating(*row[:5]), row[5]) for row in cur.fetchall()]

    def rating_history(
        self, player_id: str, expansion: str, limit: int = 200
    ) -> list[HistoryPoint]:
        """The player's rating after each of its last `limit` ranked games, oldest first."""
        with self.transaction() as cur:
            cur.execute(
                "SELECT game_id, mu, sigma, time FROM rating_history"
                " WHERE player_id = ? AND expansion = ? ORDER BY time DESC LIMIT ?",
                (player_id, expansion, limit),
            )
            return [HistoryPoint(*row) for row in reversed(cur.fetchall())]

    def results_of(self, player_id: str, limit: int) -> list[ResultRow]:
        """The player's last `limit` finished games, newest first."""
        with self.transaction() as cur:
            cur.execute(
                "SELECT r.game_id, r.seat, r.place, r.vp, r.sources, r.won, r.left_game,"
                " r.ranked, r.expansion, r.finished, g.name FROM game_results r"
                " JOIN games g ON g.id = r.game_id WHERE r.player_id = ?"
                " ORDER BY r.finished DESC, r.game_id LIMIT ?",
                (player_id, limit),
            )
            return [
                ResultRow(g, s, pl, vp, json.loads(src), bool(w), bool(lg), bool(rk), ex, t, n)
                for g, s, pl, vp, src, w, lg, rk, ex, t, n in cur.fetchall()
            ]

    def karma_records(self, player_ids: Sequence[str], last: int) -> dict[str, tuple[int, int]]:
        """Each player's (games finished, games left) over its last `last` finished games."""
        found: dict[str, tuple[int, int]] = {}
        with self.transaction() as cur:
            for player in player_ids:
                cur.execute(
                    "SELECT left_game FROM game_results WHERE player_id = ?"
                    " ORDER BY finished DESC LIMIT ?",
                    (player, last),
                )
                flags = [int(flag) for (flag,) in cur.fetchall()]
                found[player] = (flags.count(0), flags.count(1))
        return found

    # ----------------------------------------------------------------- the queue
    def queue_join(self, waiting: Waiting) -> None:
        """Put a player in the queue (again: its earlier place and match go). An upsert,
        not a delete and an insert: two joins of one player at once (PostgreSQL's read
        committed) both deleted nothing, and the second insert failed on the key."""
        with self.transaction() as cur:
            cur.execute("DELETE FROM queue_matches WHERE player_id = ?", (waiting.player_id,))
            cur.execute(
                "INSERT INTO queue (player_id, expansion, rating, joined, seen)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT (player_id) DO UPDATE SET"
                " expansion = excluded.expansion, rating = excluded.rating,"
                " joined = excluded.joined, seen = excluded.seen",
                (waiting.player_id, waiting.expansion, waiting.rating, waiting.joined,
                 waiting.joined),
            )  # fmt: skip

    def queue_seen(self, player_id: str, now: float) -> None:
        """The player's page asked where it stands: it is still there."""
        with self.transaction() as cur:
            cur.execute("UPDATE queue SET seen = ? WHERE player_id = ?", (now, player_id))

    def queue_drop_quiet(self, seen_before: float) -> int:
        """Drop the players whose page has not asked since `seen_before`; how many."""
        with self.transaction() as cur:
            # Locked in queue_take's order (joined, player_id): deleted in the table's
            # order, they deadlocked with a take on another process.
            cur.execute(
                "DELETE FROM queue WHERE player_id IN (SELECT player_id FROM queue"
                f" WHERE seen < ? ORDER BY joined, player_id{self.lock_rows})",
                (seen_before,),
            )
            return cur.rowcount

    def queue_leave(self, player_id: str) -> bool:
        with self.transaction() as cur:
            cur.execute("DELETE FROM queue WHERE player_id = ?", (player_id,))
            return cur.rowcount == 1

    def queue_entry(self, player_id: str) -> Waiting | None:
        with self.transaction() as cur:
            cur.execute(
                "SELECT player_id, expansion, rating, joined FROM queue WHERE player_id = ?",
                (player_id,),
            )
            rows = cur.fetchall()
        return Waiting(*rows[0]) if rows else None

    def queue_size(self, expansion: str) -> int:
        with self.transaction() as cur:
            cur.execute("SELECT COUNT(*) FROM queue WHERE expansion = ?", (expansion,))
            return int(cur.fetchall()[0][0])

    def queue_take(self, expansion: str, count: int, first: str | None = None) -> list[Waiting]:
        """Take `count` players out of the queue of `expansion`, longest waiting first
        (`first`: this one among them, and fewer are fine then: it asked for bots). All or
        nothing: [] when not enough wait; two processes taking at once never take one
        player twice (the rows are deleted in the taking transaction)."""
        with self.transaction() as cur:
            cur.execute(
                "SELECT player_id, expansion, rating, joined FROM queue WHERE expansion = ?"
                f" ORDER BY joined, player_id{self.lock_rows}",
                (expansion,),
            )
            everyone = [Waiting(*row) for row in cur.fetchall()]
            if first is not None:
                head = [w for w in everyone if w.player_id == first]
                if not head:
                    return []
                taken = head + [w for w in everyone if w.player_id != first][: count - 1]
            elif len(everyone) >= count:
                taken = everyone[:count]
            else:
                return []
            for w in taken:
                cur.execute("DELETE FROM queue WHERE player_id = ?", (w.player_id,))
                if cur.rowcount != 1:  # taken meanwhile (SQLite cannot lock rows ahead)
                    raise QueueRace
            return taken

    def queue_matched(self, matches: Sequence[Match]) -> None:
        with self.transaction() as cur:
            cur.executemany(
                "INSERT INTO queue_matches (player_id, game_id, seat, token, matched)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT (player_id) DO UPDATE SET"
                " game_id = excluded.game_id, seat = excluded.seat, token = excluded.token,"
                " matched = excluded.matched",
                [(m.player_id, m.game_id, m.seat, m.token, m.matched) for m in matches],
            )

    def queue_match(self, player_id: str) -> Match | None:
        with self.transaction() as cur:
            cur.execute(
                "SELECT player_id, game_id, seat, token, matched FROM queue_matches"
                " WHERE player_id = ?",
                (player_id,),
            )
            rows = cur.fetchall()
        return Match(*rows[0]) if rows else None


class QueueRace(Exception):
    """Another process took one of the players being taken: the transaction rolled back,
    nobody was taken; try again."""
