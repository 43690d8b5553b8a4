"""``cityknights bot-token``: accounts for outside bots (docs/bot-api.md).

A bot account is a name and a token. The token is 32 random bytes, shown once when it is
made and stored only as its SHA-256 hash: a guess of 256 random bits needs no slow hash to
be out of reach, and the server checks it with one indexed lookup per join.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import click

from cityknights.cli.options import store_options
from cityknights.server.names import BOT_NAME, BOT_NAME_RULE
from cityknights.sim import extras

if TYPE_CHECKING:
    from cityknights.server.storage import Storage

TOKEN_BYTES = 32


def parse_name(ctx: click.Context, param: click.Parameter, value: str) -> str:
    if not BOT_NAME.fullmatch(value):
        raise click.BadParameter(f"{value!r}: {BOT_NAME_RULE}")
    return value


@contextmanager
def store(data_dir: Path | None, db: str | None) -> Iterator[Storage]:
    """The server's store (its --data-dir or --db), closed after use."""
    extras.check("platformdirs", "cityknights bot-token")
    from cityknights.server.serve import default_data_dir, open_server_storage
    from cityknights.server.storage import StorageError

    try:
        storage = open_server_storage(db, data_dir if data_dir is not None else default_data_dir())
    except StorageError as error:
        raise click.ClickException(str(error)) from None
    try:
        yield storage
    except StorageError as error:
        raise click.ClickException(str(error)) from None
    finally:
        storage.close()


#: The server's store: its --data-dir or --db.
STORE_OPTIONS = store_options("The server's --db.")


@click.group("bot-token")
def bot_token_command() -> None:
    """Tokens of outside bots, which take seats with them (docs/bot-api.md)."""


@bot_token_command.command("create")
@click.argument("name", callback=parse_name)
@STORE_OPTIONS
def create(name: str, data_dir: Path | None, db: str | None) -> None:
    """Make the bot account NAME and print its token (shown only this once)."""
    from cityknights.server.hub import token_hash

    token = secrets.token_urlsafe(TOKEN_BYTES)
    with store(data_dir, db) as storage:
        if not storage.add_bot(name, token_hash(token), time.time()):
            raise click.ClickException(
                f"a bot named {name!r} exists: revoke it first, or choose another name"
            )
    click.echo(f"bot {name!r} created; its token (shown only now, keep it secret):", err=True)
    click.echo(token)


@bot_token_command.command("revoke")
@click.argument("name", callback=parse_name)
@STORE_OPTIONS
def revoke(name: str, data_dir: Path | None, db: str | None) -> None:
    """Revoke the token of the bot NAME: it can join no seat any more."""
    with store(data_dir, db) as storage:
        if not storage.remove_bot(name):
            raise click.ClickException(f"no bot named {name!r}")
    click.echo(f"bot {name!r} revoked")


@bot_token_command.command("list")
@STORE_OPTIONS
def list_bots(data_dir: Path | None, db: str | None) -> None:
    """The bot accounts and when each was made (their tokens are not kept)."""
    with store(data_dir, db) as storage:
        bots = storage.bots()
    if not bots:
        click.echo("no bot accounts")
    for name, created in bots:
        made = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(created))
        click.echo(f"{name}\tcreated {made}")
