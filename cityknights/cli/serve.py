"""``cityknights serve``: the game server, its lobby, websockets and web client."""

from __future__ import annotations

from pathlib import Path

import click

from cityknights.cli.listening import listening_socket
from cityknights.cli.options import bounded_float_option
from cityknights.cli.run_options import check_extra
from cityknights.sim import extras


def parse_data_dir(ctx: click.Context, param: click.Parameter, value: str | None) -> Path | None:
    """Click callback: an empty --data-dir would be the current folder, unasked for."""
    if value is None:
        return None
    if not value.strip():
        raise click.BadParameter("an empty path: give a folder, e.g. --data-dir ./games")
    return Path(value)


@click.command("serve")
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="Address to listen on; beyond this machine, put a reverse proxy in front "
    "(docs/deploy.md) rather than listening on 0.0.0.0.",
)
@click.option(
    "--port", default=8000, show_default=True, type=click.IntRange(1, 65535), help="TCP port."
)
@click.option(
    "--data-dir",
    type=click.Path(file_okay=False),
    callback=parse_data_dir,
    default=None,
    help="Folder of the SQLite database (default: the user's data folder for cityknights).",
)
@click.option(
    "--db",
    default=None,
    metavar="URL",
    help="A postgresql:// URL: store the games in PostgreSQL instead of SQLite.",
)
@click.option(
    "--bot-processes",
    default=4,  # server.botpool.DEFAULT_SEARCH_PROCESSES (not imported: the extra may be missing)
    show_default=True,
    type=click.IntRange(1, 64),
    help="Search bots' (mcts) worker processes at most: searches at once, each in its own; "
    "beyond them a search bot's move is the heuristic bot's.",
)
@bounded_float_option(
    "--rate-limit",
    default=20.0,
    low=1,
    high=100000,
    help="Messages per second one socket may send (twice as many in a burst).",
)
@click.option(
    "--sqlite-sync",
    type=click.Choice(["FULL", "NORMAL"], case_sensitive=False),
    default="FULL",
    show_default=True,
    help="SQLite's synchronous setting: FULL flushes every commit to disk; NORMAL only at "
    "checkpoints (a commit then survives the server dying, not a power cut).",
)
@click.option(
    "--ws-compression/--no-ws-compression",
    default=False,
    show_default=True,
    help="Compress websocket frames (permessage-deflate): less traffic, more server CPU.",
)
@bounded_float_option(
    "--create-limit",
    default=20.0,
    low=0.1,
    high=1_000_000,
    help="Games one client address may create per minute (half as many at once): new games, "
    "games played on from a position and imported records alike.",
)
@bounded_float_option(
    "--player-limit",
    default=10.0,
    low=0.1,
    high=1_000_000,
    help="New players (guests and accounts) one client address may make per minute (as many "
    "at once).",
)
@bounded_float_option(
    "--action-limit",
    default=600.0,  # server.action_limit.ACTIONS_PER_MINUTE (not imported: see above)
    low=1,
    high=1_000_000,
    help="API requests that change something (room actions, chat, challenges, the queue, "
    "account changes, joins, logins) one client may send per minute (half as many at "
    "once): per signed-in account, else per address.",
)
@bounded_float_option(
    "--read-limit",
    default=6000.0,  # server.action_limit.READS_PER_MINUTE (not imported: see above)
    low=0,
    high=1_000_000,
    help="API reads (game records, exports, replays, analyses, the lobby, ladder and "
    "profiles) one client may send per minute (half as many at once): per signed-in "
    "account, else per address; 0: no limit.",
)
@bounded_float_option(
    "--connect-limit",
    default=1200.0,  # server.held.CONNECTS_PER_MINUTE (not imported: see above)
    low=0,
    high=1_000_000,
    help="New websockets one client address may open per minute (half as many at once; "
    "past it the handshake answers 429); 0: no limit.",
)
@click.option(
    "--allowed-origin",
    "allowed_origins",
    multiple=True,
    metavar="ORIGIN",
    help="A web origin (e.g. https://play.example.org) whose pages may open game sockets, "
    "besides the server's own; repeat for several.",
)
@click.option(
    "--sockets-per-address",
    default=500,  # server.held.SOCKETS_PER_ADDRESS (not imported: the extra may be missing)
    show_default=True,
    type=click.IntRange(0, 1_000_000),
    help="Websockets and waiting room long polls one client address may hold open at once "
    "(past it a socket is closed with code 1013, a poll answers 429); 0: no limit.",
)
@bounded_float_option(
    "--request-timeout",
    default=10.0,
    low=0.1,
    high=3600,
    help="Seconds a client has to send a request's headers, and again its body.",
)
@bounded_float_option(
    "--evict-after",
    default=60.0,
    low=0,
    high=86400,
    help="Seconds a game nobody is connected to stays in memory once it is over or idle.",
)
@click.option(
    "--default-pace",
    type=click.Choice(["instant", "fast", "normal", "slow"]),
    default="normal",
    show_default=True,
    help="How fast bots play in a game created without a pace (instant: no pause, as tests "
    "and bot-only games want).",
)
@bounded_float_option(
    "--pace-clock",
    default=1.0,
    low=0.01,
    high=10,
    help="A factor on every bot's beat, for every paced game: 1 plays at the pace's speed; "
    "tests and screenshot runs set it below 1 to watch a whole paced game quickly.",
)
def serve_command(
    host: str,
    port: int,
    data_dir: Path | None,
    db: str | None,
    bot_processes: int,
    rate_limit: float,
    sqlite_sync: str,
    ws_compression: bool,
    create_limit: float,
    player_limit: float,
    action_limit: float,
    read_limit: float,
    connect_limit: float,
    allowed_origins: tuple[str, ...],
    sockets_per_address: int,
    request_timeout: float,
    evict_after: float,
    default_pace: str,
    pace_clock: float,
) -> None:
    """Host games: the lobby API, the game websockets and the web client.

    Unfinished games resume where they stood when the server starts again.
    """
    for module in extras.SERVER_MODULES:
        check_extra(module, "cityknights serve")
    from cityknights.server.origin import normalize_origin
    from cityknights.server.serve import (
        default_data_dir,
        open_server_storage,
        raise_open_files,
        run,
    )
    from cityknights.server.storage import StorageError

    try:
        allowed_origins = tuple(normalize_origin(o) for o in allowed_origins)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--allowed-origin") from None

    if db is not None and not db.startswith(("postgresql://", "postgres://")):
        raise click.BadParameter("expected a postgresql:// URL", param_hint="--db")
    sock = listening_socket(host, port)  # before anything is opened or said
    limit = raise_open_files()  # every socket holds a descriptor: as many as allowed
    folder = data_dir if data_dir is not None else default_data_dir()
    try:
        storage = open_server_storage(db, folder, synchronous=sqlite_sync)
    except StorageError as error:
        sock.close()
        raise click.ClickException(str(error)) from None
    where = "PostgreSQL" if db else str(folder)
    click.echo(f"cityknights: games stored in {where}", err=True)
    if limit is not None:  # said once serving is sure: a failed start says only its error
        click.echo(f"cityknights: {limit}", err=True)
    if host not in ("127.0.0.1", "::1", "localhost"):
        click.echo(
            f"cityknights: listening on {host}: put a reverse proxy in front of the server "
            "for clients beyond this machine (its limits and TLS: docs/deploy.md)",
            err=True,
        )
    run(
        storage,
        host,
        port,
        bot_processes=bot_processes,
        rate_limit=rate_limit,
        ws_compression=ws_compression,
        sock=sock,
        create_per_minute=create_limit,
        players_per_minute=player_limit,
        actions_per_minute=action_limit,
        reads_per_minute=read_limit,
        connects_per_minute=connect_limit,
        allowed_origins=allowed_origins,
        sockets_per_address=sockets_per_address,
        request_timeout=request_timeout,
        evict_after=evict_after,
        default_pace=default_pace,  # type: ignore[arg-type]  # click checked the choice
        pace_clock=pace_clock,
    )
