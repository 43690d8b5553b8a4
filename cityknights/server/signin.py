"""Who is behind an HTTP request or a websocket: a server-side session, named by a random
id in a cookie.

Why a session stored in the database rather than a signed cookie (Starlette's
SessionMiddleware): it survives restarts and is shared by every server process on one
PostgreSQL database with no secret key to distribute, and logging out ends it for good (a
signed cookie stays valid until it expires, wherever a copy of it went). The database
holds only the sha256 of each id, so a copy of the table opens no session.

The cookie is HttpOnly (no script reads it), SameSite=Lax (another site's form or fetch
does not carry it), Secure when the request came over https (uvicorn takes the scheme from
a trusted proxy's X-Forwarded-Proto), and lives for SESSION_DAYS.
"""

from __future__ import annotations

import hashlib
import secrets
import time
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.requests import HTTPConnection
from starlette.responses import Response

from .storage import PlayerRecord, Storage

COOKIE = "ck_session"
SESSION_DAYS = 30
SESSION_SECONDS = SESSION_DAYS * 24 * 3600
#: 32 random bytes: a session id cannot be guessed.
SESSION_BYTES = 32

RunDb = Callable[..., Awaitable[Any]]


def id_hash(session_id: str) -> str:
    return hashlib.sha256(session_id.encode()).hexdigest()


async def current_player(
    conn: HTTPConnection, storage: Storage, run_db: RunDb
) -> PlayerRecord | None:
    """The player of the connection's session cookie, or None (no cookie, or a session
    that ended or expired)."""
    session_id = conn.cookies.get(COOKIE)
    if not session_id or len(session_id) > 100:
        return None
    player: PlayerRecord | None = await run_db(
        storage.session_player, id_hash(session_id), time.time()
    )
    return player


async def start_session(
    conn: HTTPConnection, response: Response, storage: Storage, run_db: RunDb, player_id: str
) -> None:
    """A new session for `player_id`, its cookie set on `response`; the connection's old
    session, if any, ends (a login never keeps a session id chosen before it)."""
    await end_session(conn, response, storage, run_db, clear=False)
    session_id = secrets.token_urlsafe(SESSION_BYTES)
    now = time.time()
    await run_db(storage.create_session, id_hash(session_id), player_id, now, now + SESSION_SECONDS)
    limit = getattr(conn.app.state, "action_limit", None)
    if limit is not None:  # its requests are counted as the player's from the first
        limit.session_started(id_hash(session_id), player_id)
    response.set_cookie(
        COOKIE,
        session_id,
        max_age=SESSION_SECONDS,
        path="/",
        httponly=True,
        samesite="lax",
        secure=conn.url.scheme in ("https", "wss"),
    )


async def end_session(
    conn: HTTPConnection, response: Response, storage: Storage, run_db: RunDb, *, clear: bool = True
) -> None:
    session_id = conn.cookies.get(COOKIE)
    if session_id and len(session_id) <= 100:
        await run_db(storage.delete_session, id_hash(session_id))
    if clear:
        response.delete_cookie(
            COOKIE, path="/", httponly=True, samesite="lax",
            secure=conn.url.scheme in ("https", "wss"),
        )  # fmt: skip
