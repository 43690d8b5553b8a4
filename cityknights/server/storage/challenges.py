"""Challenges to outside bots in the store (schema version 7, migrations.py), and the
owner of a bot account made on its owner's account page.

A challenge is a person's offer of a seat in a room to a bot account (server/challenges.py):
the room's seat reserved for the bot, who made it, when it stops standing, and whether the
bot accepted or declined it. A challenge is settled once: `settle_challenge` moves it out
of "pending" only if it still is, so an accept and a decline at once cannot both win.
"""

from __future__ import annotations

from abc import abstractmethod
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # base.py imports this module: its Storage is a ChallengeStore
    from .base import Cursor

#: Version 7 of the schema.
CHALLENGES_SCHEMA = (
    # `status`: "pending", "accepted" or "declined" (an expired one stays "pending": its
    # `expires` says it no longer stands).
    """CREATE TABLE challenges (
        id TEXT PRIMARY KEY, bot TEXT NOT NULL, room_id TEXT NOT NULL, seat INTEGER NOT NULL,
        challenger TEXT NOT NULL, challenger_name TEXT NOT NULL, status TEXT NOT NULL,
        created DOUBLE PRECISION NOT NULL, expires DOUBLE PRECISION NOT NULL)""",
    "CREATE INDEX challenges_by_bot ON challenges (bot, status, expires)",
    # The account that made a bot account on its page (NULL: made with the command).
    "ALTER TABLE bots ADD COLUMN owner TEXT",
    "CREATE INDEX bots_by_owner ON bots (owner)",
)


#: A bot name is free when no bot account has it in any case: "ROBO" beside "robo" would
#: pass for it in every seat, challenge and leaderboard row (the names are ASCII, so
#: lower() is the same in SQLite and PostgreSQL). Its parameter: the name.
BOT_NAME_FREE = "NOT EXISTS (SELECT 1 FROM bots WHERE lower(name) = lower(?))"


@dataclass(frozen=True)
class ChallengeRecord:
    id: str
    bot: str  # the bot account's name
    room_id: str
    seat: int  # the room's seat reserved for the bot
    challenger: str  # the person's player id
    challenger_name: str
    status: str
    created: float
    expires: float


_COLUMNS = "id, bot, room_id, seat, challenger, challenger_name, status, created, expires"


class ChallengeStore:
    lock_rows: str  # the storage's row lock clause (base.Storage)
    serialize_bot_names: str  # base.Storage

    @abstractmethod
    def transaction(self) -> AbstractContextManager[Cursor]: ...

    def add_challenge(self, challenge: ChallengeRecord) -> None:
        with self.transaction() as cur:
            cur.execute(
                f"INSERT INTO challenges ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (challenge.id, challenge.bot, challenge.room_id, challenge.seat,
                 challenge.challenger, challenge.challenger_name, challenge.status,
                 challenge.created, challenge.expires),
            )  # fmt: skip

    def challenge(self, challenge_id: str) -> ChallengeRecord | None:
        with self.transaction() as cur:
            cur.execute(f"SELECT {_COLUMNS} FROM challenges WHERE id = ?", (challenge_id,))
            rows = cur.fetchall()
        return ChallengeRecord(*rows[0]) if rows else None

    def pending_challenges(self, bot: str, now: float, limit: int) -> list[ChallengeRecord]:
        """The bot's challenges that still stand, oldest first."""
        with self.transaction() as cur:
            cur.execute(
                f"SELECT {_COLUMNS} FROM challenges WHERE bot = ? AND status = 'pending'"
                " AND expires > ? ORDER BY created, id LIMIT ?",
                (bot, now, limit),
            )
            return [ChallengeRecord(*row) for row in cur.fetchall()]

    def settle_challenge(self, challenge_id: str, status: str, was: str = "pending") -> bool:
        """Move a challenge from `was` (pending) to `status`; False if it was not `was`
        any more (settled already, by another request)."""
        with self.transaction() as cur:
            cur.execute(
                "UPDATE challenges SET status = ? WHERE id = ? AND status = ?",
                (status, challenge_id, was),
            )
            return cur.rowcount == 1

    # ----------------------------------------------------------------- owned bots
    def add_owned_bot(
        self, name: str, token_hash: str, created: float, owner: str, most: int | None = None
    ) -> bool | None:
        """A bot account made by the account `owner`; False if the name is taken, in
        any case; None (nothing made) if `owner` has `most` bot accounts already.

        The owner's row is locked first (PostgreSQL's FOR UPDATE; SQLite's write
        transaction holds the whole file), so two makes at once are counted one after the
        other: counted outside this transaction, eight at once made seven of five."""
        with self.transaction() as cur:
            if self.serialize_bot_names:
                cur.execute(self.serialize_bot_names)
            if most is not None:
                cur.execute(f"SELECT id FROM players WHERE id = ?{self.lock_rows}", (owner,))
                cur.execute("SELECT COUNT(*) FROM bots WHERE owner = ?", (owner,))
                if int(cur.fetchall()[0][0]) >= most:
                    return None
            cur.execute(
                "INSERT INTO bots (name, token_hash, created, owner) SELECT ?, ?, ?, ?"
                f" WHERE {BOT_NAME_FREE} ON CONFLICT (name) DO NOTHING",
                (name, token_hash, created, owner, name),
            )
            return cur.rowcount == 1

    def bots_of(self, owner: str) -> list[tuple[str, float]]:
        """The bot accounts `owner` made: name and when, by name."""
        with self.transaction() as cur:
            cur.execute("SELECT name, created FROM bots WHERE owner = ? ORDER BY name", (owner,))
            return [(name, float(created)) for name, created in cur.fetchall()]

    def remove_owned_bot(self, name: str, owner: str) -> bool:
        """Revoke the bot account `name` if `owner` made it; whether one went."""
        with self.transaction() as cur:
            cur.execute("DELETE FROM bots WHERE name = ? AND owner = ?", (name, owner))
            return cur.rowcount == 1
