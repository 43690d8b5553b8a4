"""Players and their sessions in the store (schema version 2, migrations.py).

A player is a guest (a display name, and the sha256 of a secret token its browser keeps)
or an account (a name unique among accounts, case-insensitively, and an argon2id hash of
its password). A guest that becomes an account keeps its id, and so every seat it took.
A session is the sha256 of a browser's cookie id: the table alone opens no session.
"""

from __future__ import annotations

from abc import abstractmethod
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # base.py imports this module: its Storage is a PlayerStore
    from .base import Cursor


class NameTaken(Exception):
    """An account already has that name (compared case-insensitively)."""


@dataclass(frozen=True)
class PlayerRecord:
    id: str
    name: str
    kind: str  # "guest" or "account"
    created: float
    password_hash: str | None  # accounts only


@dataclass(frozen=True)
class PlayedGame:
    """A game a player took a seat in."""

    game_id: str
    seat: int
    name: str
    status: str
    winner: int | None
    created: float


_PLAYER = "SELECT id, name, kind, created, password_hash FROM players"


class PlayerStore:
    """The player and session methods of `Storage` (which provides `transaction`)."""

    @abstractmethod
    def transaction(self) -> AbstractContextManager[Cursor]: ...

    @abstractmethod
    def is_conflict(self, error: BaseException) -> bool: ...

    def create_player(self, player: PlayerRecord, name_key: str, token_hash: str | None) -> None:
        """Store a new player; NameTaken if it is an account whose name one has already."""
        try:
            with self.transaction() as cur:
                cur.execute(
                    "INSERT INTO players (id, name, name_key, kind, password_hash, token_hash,"
                    " created) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (player.id, player.name, name_key, player.kind, player.password_hash,
                     token_hash, player.created),
                )  # fmt: skip
        except Exception as error:
            if self.is_conflict(error):
                raise NameTaken(player.name) from None
            raise

    def player(self, player_id: str) -> PlayerRecord | None:
        return self._one(f"{_PLAYER} WHERE id = ?", (player_id,))

    def account_named(self, name_key: str) -> PlayerRecord | None:
        return self._one(f"{_PLAYER} WHERE name_key = ? AND kind = 'account'", (name_key,))

    def guest_of_token(self, token_hash: str) -> PlayerRecord | None:
        return self._one(f"{_PLAYER} WHERE token_hash = ? AND kind = 'guest'", (token_hash,))

    def rename_player(self, player_id: str, name: str, name_key: str) -> None:
        """A new display name; NameTaken if the player is an account and another has it."""
        try:
            with self.transaction() as cur:
                cur.execute(
                    "UPDATE players SET name = ?, name_key = ? WHERE id = ?",
                    (name, name_key, player_id),
                )
        except Exception as error:
            if self.is_conflict(error):
                raise NameTaken(name) from None
            raise

    def make_account(self, player_id: str, name: str, name_key: str, password_hash: str) -> bool:
        """Turn a guest into an account (its token stops being a way in). False if the
        player is no guest (any more); NameTaken if an account has the name."""
        try:
            with self.transaction() as cur:
                cur.execute(
                    "UPDATE players SET kind = 'account', name = ?, name_key = ?,"
                    " password_hash = ?, token_hash = NULL WHERE id = ? AND kind = 'guest'",
                    (name, name_key, password_hash, player_id),
                )
                return cur.rowcount == 1
        except Exception as error:
            if self.is_conflict(error):
                raise NameTaken(name) from None
            raise

    def set_password_hash(self, player_id: str, password_hash: str) -> None:
        """A new hash of the same password (argon2's parameters were raised)."""
        with self.transaction() as cur:
            cur.execute(
                "UPDATE players SET password_hash = ? WHERE id = ? AND kind = 'account'",
                (password_hash, player_id),
            )

    def player_games(self, player_id: str, limit: int = 50) -> list[PlayedGame]:
        """The games the player took a seat in, newest first."""
        with self.transaction() as cur:
            cur.execute(
                "SELECT g.id, s.seat, g.name, g.status, g.winner, g.created FROM seats s"
                " JOIN games g ON g.id = s.game_id WHERE s.player_id = ?"
                " ORDER BY g.created DESC LIMIT ?",
                (player_id, limit),
            )
            return [PlayedGame(*row) for row in cur.fetchall()]

    # ----------------------------------------------------------------- sessions
    def create_session(self, id_hash: str, player_id: str, now: float, expires: float) -> None:
        with self.transaction() as cur:
            # Expired sessions go as new ones come: the table holds the live ones only.
            cur.execute("DELETE FROM sessions WHERE expires < ?", (now,))
            cur.execute(
                "INSERT INTO sessions (id_hash, player_id, created, expires) VALUES (?, ?, ?, ?)",
                (id_hash, player_id, now, expires),
            )

    def session_player(self, id_hash: str, now: float) -> PlayerRecord | None:
        """The player of a session that has not expired."""
        return self._one(
            "SELECT p.id, p.name, p.kind, p.created, p.password_hash FROM sessions s"
            " JOIN players p ON p.id = s.player_id WHERE s.id_hash = ? AND s.expires > ?",
            (id_hash, now),
        )

    def delete_session(self, id_hash: str) -> None:
        with self.transaction() as cur:
            cur.execute("DELETE FROM sessions WHERE id_hash = ?", (id_hash,))

    def _one(self, sql: str, params: tuple[object, ...]) -> PlayerRecord | None:
        with self.transaction() as cur:
            cur.execute(sql, params)
            rows = cur.fetchall()
        return PlayerRecord(*rows[0]) if rows else None
