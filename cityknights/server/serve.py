"""`cityknights serve`: the app on uvicorn, data in SQLite (a data folder) or PostgreSQL."""

from __future__ import annotations

import contextlib
import gc
import socket
import sys
from pathlib import Path

import platformdirs
import uvicorn

from .accounts import PLAYERS_PER_MINUTE
from .action_limit import ACTIONS_PER_MINUTE, READS_PER_MINUTE, action_limit
from .app import CREATE_PER_MINUTE, create_app, creation_limit
from .botpool import DEFAULT_SEARCH_PROCESSES
from .held import CONNECTS_PER_MINUTE, SOCKETS_PER_ADDRESS
from .http_limits import KEEP_ALIVE_TIMEOUT, MAX_HEADER_BYTES, REQUEST_TIMEOUT, bounded_protocol
from .hub import EVICT_AFTER
from .pace import DEFAULT_PACE, Pace
from .storage import Storage, open_storage
from .ws_protocol import PolicyCloseProtocol

#: Frames over this are cut off by uvicorn itself (the socket is closed, code 1009); the
#: protocol's own limit (64 KiB, an error reply) is checked below it.
WS_MAX_BYTES = 1024 * 1024
DATABASE_FILE = "cityknights.sqlite3"
#: The collector's thresholds in a server process: a young collection every 50,000
#: allocations (CPython's 700 runs one every few moves), and rare full ones. Every move
#: leaves events and steps that live a few hundred moves, then go by reference counting;
#: with the default thresholds they kept promoting into the old generation and set off
#: full collections of every game's objects, pauses of tens of milliseconds that every
#: socket waited out (measured by benchmarks/server_load.py).
GC_THRESHOLDS = (50_000, 50, 100)
#: The soft limit of open files `serve` raises its own to at start-up: its hard limit, at
#: most this. Every websocket, long poll and kept-alive connection holds a descriptor
#: (a proxy's connections to the server too); under the 1,024 most services start with, a
#: thousand sockets left the server unable to accept anyone's (server_flood.py). Past this
#: many, memory (some 30 KB a socket) and the machine's own settings need a look anyway.
OPEN_FILES_CAP = 65_536

if sys.platform != "win32":
    import resource


def default_data_dir() -> Path:
    return Path(platformdirs.user_data_dir("cityknights", appauthor=False))


def raise_open_files(cap: int = OPEN_FILES_CAP) -> str | None:
    """Raise this process's soft limit of open files to its hard limit (at most `cap`;
    never lowered): a line for the start-up log saying the limit and what was done, or
    why it could not be raised. Never raises: a server under its old limit still serves.
    None where the platform has no such limit (Windows)."""
    if sys.platform == "win32":
        return None
    try:
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (OSError, ValueError) as error:
        return f"open files: the limit cannot be read ({error})"
    target = cap if hard == resource.RLIM_INFINITY else min(hard, cap)
    if soft == resource.RLIM_INFINITY or soft >= target:
        return f"open files: up to {soft}"
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    except (OSError, ValueError) as error:
        return (
            f"open files: up to {soft} (raising it to {target} failed: {error}); each socket "
            "holds one: raise the limit (docs/deploy.md)"
        )
    return f"open files: up to {target} (raised from {soft})"


def open_server_storage(db: str | None, data_dir: Path, synchronous: str = "FULL") -> Storage:
    """PostgreSQL when `db` is a URL, else SQLite in `data_dir`; raises StorageError."""
    return open_storage(db if db else data_dir / DATABASE_FILE, synchronous=synchronous)


def run(
    storage: Storage,
    host: str,
    port: int,
    *,
    bot_processes: int = DEFAULT_SEARCH_PROCESSES,
    rate_limit: float = 20.0,
    ws_compression: bool = False,
    sock: socket.socket | None = None,
    create_per_minute: float = CREATE_PER_MINUTE,
    players_per_minute: float = PLAYERS_PER_MINUTE,
    actions_per_minute: float = ACTIONS_PER_MINUTE[0],
    reads_per_minute: float = READS_PER_MINUTE[0],
    connects_per_minute: float = CONNECTS_PER_MINUTE[0],
    evict_after: float = EVICT_AFTER,
    allowed_origins: tuple[str, ...] = (),
    sockets_per_address: int = SOCKETS_PER_ADDRESS,
    request_timeout: float = REQUEST_TIMEOUT,
    default_pace: Pace = DEFAULT_PACE,
    pace_clock: float = 1.0,
) -> None:
    """Serve until stopped. `ws_compression`: permessage-deflate on the websockets, which
        the server pays for in CPU on every frame of every seat (about a fifth of its time per
        move); the frames are a few KiB, so it is off unless asked for. `sock`: a socket already
    listening on `host`:`port` (the command binds it first, to name a port in use itself).
    `create_per_minute`: games one client address may create a minute;
    `players_per_minute`: new players (guests, accounts) it may make.
    `actions_per_minute`: API requests that change something one client (its account,
    else its address) may send; `reads_per_minute`: API reads it may send (0: no limit).
    `connects_per_minute`: new websockets one client address may open (0: no limit).
    `sockets_per_address`: websockets and waiting long polls it may hold (0: no limit).
    `request_timeout`:
    seconds a request's headers have to arrive, and again its body. `default_pace`: the
    pace of a game created without one. `pace_clock`: a factor on every bot's beat."""
    base_url = f"http://{host}:{port}"
    app = create_app(
        storage,
        base_url,
        bot_processes=bot_processes,
        rate_limit=rate_limit,
        create_limit=creation_limit(create_per_minute),
        evict_after=evict_after,
        allowed_origins=allowed_origins,
        sockets_per_address=sockets_per_address,
        body_timeout=request_timeout,
        default_pace=default_pace,
        pace_clock=pace_clock,
        players={"new_players": (players_per_minute, players_per_minute)},
        action_limit=action_limit(actions_per_minute),
        read_limit=action_limit(reads_per_minute) if reads_per_minute else None,
        connect_limit=action_limit(connects_per_minute) if connects_per_minute else None,
    )
    config = uvicorn.Config(
        app,
        host=host,
        port=port,
        # Header size and time bounded in the HTTP protocol (uvicorn bounds neither).
        http=bounded_protocol(MAX_HEADER_BYTES, request_timeout),
        timeout_keep_alive=KEEP_ALIVE_TIMEOUT,
        # A socket closed for a breach of policy is not read again (ws_protocol.py).
        ws=PolicyCloseProtocol,
        ws_max_size=WS_MAX_BYTES,
        ws_per_message_deflate=ws_compression,
        log_level="warning",
        lifespan="on",
    )
    gc.collect()
    gc.freeze()  # what is loaded by now (modules, tables) is never garbage: not scanned again
    gc.set_threshold(*GC_THRESHOLDS)
    print(f"cityknights: serving on {base_url}  (Ctrl-C stops)", flush=True)
    # uvicorn shuts down cleanly on Ctrl-C, then raises the signal again: the stop was
    # asked for, not a failure.
    with contextlib.suppress(KeyboardInterrupt):
        uvicorn.Server(config).run(sockets=None if sock is None else [sock])
    print("cityknights: stopped", flush=True)
