"""The ``cityknights`` command."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import click
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

import cityknights as ck
from cityknights.bots import BotSpec, BotSpecError, available_bots, parse_bot_spec
from cityknights.engine.game import EXPANSIONS
from cityknights.sim.runner import run_games
from cityknights.sim.summary import Summary

#: The seat counts Game accepts (the engine checks them too, without exporting the tuple).
PLAYER_COUNTS = (3, 4)
#: Random bots finish a base game in about 320 turns (99% within 860), and a bot that never
#: builds would never finish: the cap keeps every run finite. catanatron's cap is 1000 too.
DEFAULT_MAX_TURNS = 1000


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="cityknights")
def main() -> None:
    """cityknights: Catan and Cities & Knights, as colonist.io plays it."""


def parse_players(ctx: click.Context, param: click.Parameter, value: str) -> tuple[BotSpec, ...]:
    """Click callback: ``random,random,mcts:iterations=400`` -> one checked BotSpec per seat."""
    texts = [text.strip() for text in value.split(",")]
    if len(texts) not in PLAYER_COUNTS:
        counts = " or ".join(map(str, PLAYER_COUNTS))
        raise click.BadParameter(f"{len(texts)} players given, a game has {counts}")
    try:
        return tuple(parse_bot_spec(text) for text in texts)
    except BotSpecError as error:
        raise click.BadParameter(str(error)) from None


@main.command()
@click.option(
    "--expansion",
    type=click.Choice(EXPANSIONS),
    default="base",
    show_default=True,
    help="base: Catan; ck: Cities & Knights.",
)
@click.option(
    "--players",
    callback=parse_players,
    default="random,random,random,random",
    show_default=True,
    metavar="SPEC,SPEC,SPEC[,SPEC]",
    help="One bot spec per seat, in seat order: name or name:key=value:key=value. "
    f"Bots: {', '.join(available_bots())}.",
)
@click.option(
    "--games",
    type=click.IntRange(min=1),
    default=100,
    show_default=True,
    help="Number of games.",
)
@click.option(
    "--seed",
    type=int,
    default=0,
    show_default=True,
    help="Base seed; game i's seed is derived from it and i alone.",
)
@click.option(
    "--max-turns",
    type=click.IntRange(min=1),
    default=DEFAULT_MAX_TURNS,
    show_default=True,
    help="End a game without a winner after this many normal turns.",
)
def simulate(
    expansion: str,
    players: tuple[BotSpec, ...],
    games: int,
    seed: int,
    max_turns: int,
) -> None:
    """Play games between bots and print wins per seat, game lengths and speed."""
    game_opts: dict[str, Any] = {"max_turns": max_turns}
    check_game_options(expansion, len(players), seed, game_opts)
    names = [str(spec) for spec in players]
    summary = Summary.for_players(names)
    started = time.perf_counter()
    with simulation_progress() as progress:
        task = progress.add_task("simulating", total=games)
        for result in run_games(expansion, players, games, seed, **game_opts):
            summary.add(result)
            progress.advance(task)
    summary.elapsed = time.perf_counter() - started
    console = Console()
    console.print(seat_table(summary))
    console.print(totals_table(summary))


def check_game_options(expansion: str, players: int, seed: int, game_opts: dict[str, Any]) -> None:
    """Build one Game so that options the engine rejects fail before any game is played."""
    try:
        ck.Game(expansion=expansion, players=players, seed=seed, **game_opts)
    except ValueError as error:  # the engine's GameConfigError
        raise click.UsageError(f"the engine rejects these options: {error}") from None


class GamesPerSecondColumn(ProgressColumn):
    """Completed games per second, as measured by rich over the recent past."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text("? games/s" if speed is None else f"{speed:.1f} games/s", style="cyan")


def simulation_progress() -> Progress:
    """A progress bar on stderr, so that stdout holds only the summary."""
    return Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        GamesPerSecondColumn(),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
        console=Console(stderr=True),
    )


def seat_table(summary: Summary) -> Table:
    """Wins and average VP per seat, and the games that hit the turn cap."""
    table = Table(title=f"{summary.games} games")
    for header in ("Seat", "Player", "Wins", "Win %", "Avg VP"):
        table.add_column(header, justify="left" if header == "Player" else "right")
    for seat in summary.seats:
        table.add_row(
            str(seat.seat),
            seat.player,
            str(seat.wins),
            percent(summary.share(seat.wins)),
            f"{summary.mean(seat.victory_points):.2f}",
        )
    table.add_section()
    table.add_row(
        "-",
        "no winner (turn cap)",
        str(summary.no_winner),
        percent(summary.share(summary.no_winner)),
        "",
    )
    return table


def totals_table(summary: Summary) -> Table:
    """Per-game averages and throughput; a place for more columns (e.g. C&K statistics)."""
    rows: Sequence[tuple[str, str]] = (
        ("Average turns", f"{summary.mean(summary.turns):.1f}"),
        ("Average decisions", f"{summary.mean(summary.decisions):.1f}"),
        ("Wall time", f"{summary.elapsed:.2f} s"),
        ("Games/s", f"{summary.games_per_second:.2f}"),
        ("Decisions/s", f"{summary.decisions_per_second:,.0f}"),
    )
    table = Table(show_header=False)
    table.add_column("Statistic")
    table.add_column("Value", justify="right")
    for row in rows:
        table.add_row(*row)
    return table


def percent(fraction: float) -> str:
    return f"{100 * fraction:.1f}%"
