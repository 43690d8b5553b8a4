"""Options several commands spell alike, and the checks of their values."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from cityknights.engine.game import EXPANSIONS

F = TypeVar("F", bound=Callable[..., Any])

#: The seat counts Game accepts: 3-4, and 5-6 on the larger board (RULES.md §22).
PLAYER_COUNTS = (3, 4, 5, 6)

#: Random bots finish a base game in about 320 turns (99% within 860), and a bot that never
#: builds would never finish: the cap keeps every run finite. catanatron's cap is 1000 too.
DEFAULT_MAX_TURNS = 1000

#: The most games a run may ask for: about 300 years of one core for random bots, and few
#: enough that a run's length is an ordinary integer. The jobs are made as they are played
#: (:class:`~cityknights.sim.lazy.LazySequence`), so even this many cost no memory up front.
MAX_GAMES = 10**12

EXPANSION_OPTION = click.option(
    "--expansion",
    type=click.Choice(EXPANSIONS),
    default="base",
    show_default=True,
    help="base: Catan; ck: Cities & Knights.",
)

GAMES_RANGE = click.IntRange(min=1, max=MAX_GAMES)

GAMES_OPTION = click.option(
    "--games",
    type=GAMES_RANGE,
    default=100,
    show_default=True,
    help="Number of games.",
)

SEED_OPTION = click.option(
    "--seed",
    type=int,
    default=0,
    show_default=True,
    help="Base seed; game i's seed is derived from it and i alone.",
)


def max_turns_option(default: int) -> Callable[[F], F]:
    """--max-turns with the command's own default."""
    return click.option(
        "--max-turns",
        type=click.IntRange(min=1),
        default=default,
        show_default=True,
        help="End a game without a winner after this many normal turns.",
    )


def not_nan(ctx: click.Context, param: click.Parameter, value: float | None) -> float | None:
    """Click callback: a FloatRange lets NaN through (NaN compares false with both bounds),
    and a NaN rate or time would make every comparison made with it false."""
    if value is not None and math.isnan(value):
        raise click.BadParameter("nan is not a number")
    return value


def store_options(db_help: str) -> Callable[[F], F]:
    """--data-dir and --db of a command that opens the server's store while it runs (its
    --db help said as the command wants it)."""

    def add(command: F) -> F:
        command = click.option("--db", default=None, metavar="URL", help=db_help)(command)
        return click.option(
            "--data-dir",
            type=click.Path(file_okay=False, path_type=Path),
            default=None,
            help="The server's --data-dir (default: the user's data folder for cityknights).",
        )(command)

    return add


def bounded_float_option(
    name: str, *, default: float, low: float, high: float, help: str, **extra: Any
) -> Callable[[F], F]:
    """A number option from ``low`` to ``high``, its default shown and NaN refused."""
    return click.option(
        name,
        default=default,
        show_default=True,
        type=click.FloatRange(low, high),
        callback=not_nan,
        help=help,
        **extra,
    )
