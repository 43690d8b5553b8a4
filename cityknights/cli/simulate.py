"""``cityknights simulate``: games between bots, their wins, lengths and speed."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import click
from rich.table import Table

from cityknights.bots import BotSpec, available_bots
from cityknights.cli.bot_specs import parse_players
from cityknights.cli.options import (
    DEFAULT_MAX_TURNS,
    EXPANSION_OPTION,
    GAMES_OPTION,
    SEED_OPTION,
    max_turns_option,
)
from cityknights.cli.report import (
    interval_text,
    note,
    percent,
    report_console,
    startup_rows,
    statistics_table,
)
from cityknights.cli.rule_flags import FLAG_OPTION, checked_game_options
from cityknights.cli.run_options import check_backend, check_extra, run_options, writable_path
from cityknights.cli.running import open_writer, play_all
from cityknights.sim.intervals import wilson_interval
from cityknights.sim.runner import game_jobs
from cityknights.sim.stats import VP_SOURCES
from cityknights.sim.summary import Summary


def parse_plot(ctx: click.Context, param: click.Parameter, value: str | None) -> Path | None:
    """Click callback: a --plot path ending in .png, in a directory that exists."""
    if value is None:
        return None
    if Path(value).suffix.lower() != ".png":
        raise click.BadParameter(f"{value!r} must end in .png (the plot is a PNG image)")
    return writable_path(value)


@click.command("simulate")
@EXPANSION_OPTION
@click.option(
    "--players",
    callback=parse_players,
    default="random,random,random,random",
    show_default=True,
    metavar="SPEC,SPEC,SPEC[,SPEC]",
    help="One bot spec per seat, in seat order: name or name:key=value:key=value. "
    f"Bots: {', '.join(available_bots())}.",
)
@GAMES_OPTION
@click.option(
    "--rotate",
    is_flag=True,
    help="Rotate the seats: game i seats the players shifted i places, so every bot plays "
    "every seat equally often (with --games a multiple of the players).",
)
@SEED_OPTION
@max_turns_option(DEFAULT_MAX_TURNS)
@FLAG_OPTION
@run_options
@click.option(
    "--plot",
    callback=parse_plot,
    default=None,
    metavar="FILE.png",
    help="Draw win rates with 95% intervals, game lengths and VP sources to a PNG.",
)
def simulate_command(
    expansion: str,
    players: tuple[BotSpec, ...],
    games: int,
    rotate: bool,
    seed: int,
    max_turns: int,
    flags: dict[str, Any],
    workers: int | None,
    backend: str,
    address: str | None,
    out: Path | None,
    plot: Path | None,
) -> None:
    """Play games between bots and print wins per seat and per bot, game lengths and speed."""
    game_opts = checked_game_options(expansion, len(players), seed, flags, max_turns=max_turns)
    check_backend(backend, address, workers)
    if plot is not None:
        check_extra("matplotlib", "--plot")
    names = [str(spec) for spec in players]
    summary = Summary.for_players(names)
    writer = open_writer(out, expansion)
    jobs = game_jobs(expansion, players, games, seed, rotate=rotate, **game_opts)
    timing = play_all(
        jobs,
        "simulating",
        lambda index, result: summary.add(result),
        writer=writer,
        workers=workers,
        backend=backend,
        address=address,
    )
    summary.elapsed = timing.games
    console = report_console()
    console.print(seat_table(summary))
    if summary.bots_differ:
        console.print(bot_table(summary))
    if summary.ck_games:
        console.print(ck_bot_table(summary) if summary.rotating else ck_seat_table(summary))
    console.print(totals_table(summary, timing.startup if backend == "ray" else None))
    if writer is not None:
        note(f"Wrote {writer.rows} rows ({writer.format}) to {out}")
    if plot is not None:
        seating = ", seats rotated" if rotate else ""
        title = f"{expansion}: {', '.join(names)} - {games} games{seating}, seed {seed}"
        draw_plot(summary, plot, title)
        note(f"Wrote the plot to {plot}")


def draw_plot(summary: Summary, plot: Path, title: str) -> None:
    """The PNG of ``summary``, written whole or not at all; a one-line error (exit 1) when
    it cannot be written (a full disk)."""
    from cityknights.sim.plots import plot_summary

    try:
        plot_summary(summary, plot, title=title)
    except OSError as error:
        raise click.ClickException(
            f"cannot write --plot {str(plot)!r}: {error.strerror or error}; "
            "the file is left as it was before the run"
        ) from None


def seat_table(summary: Summary) -> Table:
    """Wins (with a 95% Wilson interval) and average VP per seat, and the games that hit
    the turn cap."""
    table = Table(title=f"{summary.games} games")
    for header in ("Seat", "Player", "Wins", "Win %", "95% CI", "Avg VP"):
        table.add_column(header, justify="left" if header == "Player" else "right")
    for seat in summary.seats:
        table.add_row(
            str(seat.seat),
            seat.player,
            str(seat.wins),
            percent(summary.share(seat.wins)),
            interval_text(*wilson_interval(seat.wins, summary.games)),
            f"{summary.mean(seat.victory_points):.2f}",
        )
    table.add_section()
    table.add_row(
        "-",
        "no winner (turn cap)",
        str(summary.no_winner),
        percent(summary.share(summary.no_winner)),
        "",
        "",
    )
    return table


def bot_table(summary: Summary) -> Table:
    """Wins per bot over the seats it held, with a 95% Wilson interval (seats holding
    different bots)."""
    table = Table(title="Win rate per bot (per seat held; an even share is "
                  f"{percent(1 / len(summary.seats))})")  # fmt: skip
    for header in ("Bot", "Seats", "Seat-games", "Wins", "Win %", "95% CI", "Avg VP"):
        table.add_column(header, justify="left" if header in ("Bot", "Seats") else "right")
    for bot in summary.bots():
        table.add_row(
            bot.player,
            ",".join(map(str, bot.seats)),
            str(bot.seat_games),
            str(bot.wins),
            percent(bot.win_rate),
            interval_text(*bot.interval),
            f"{bot.average_vp:.2f}",
        )
    return table


#: Row labels of the C&K VP sources (keys of :data:`VP_SOURCES`).
VP_SOURCE_LABELS = {
    "settlements": "VP from settlements",
    "cities": "VP from cities",
    "metropolises": "VP from metropolises",
    "longest_road": "VP from longest road",
    "defender": "VP from Defender of Catan",
    "progress": "VP from progress cards",
    "merchant": "VP from the merchant",
}


def ck_seat_table(summary: Summary) -> Table:
    """C&K, per seat (columns) and per game at the end: metropolises held and VP by source."""
    seats = summary.seats
    return ck_table(
        "Cities & Knights: average per game, at its end",
        [f"Seat {seat.seat}" for seat in seats],
        [f"{summary.ck_mean(seat.metropolises):.2f}" for seat in seats],
        lambda source: [f"{summary.vp_mean(seat.vp_sources.get(source, 0)):.2f}" for seat in seats],
    )


def ck_bot_table(summary: Summary) -> Table:
    """C&K with rotated seats: the same numbers as :func:`ck_seat_table` per bot, per
    seat-game it played (a seat's column would mix the bots)."""
    bots = summary.bots()

    def per(total: int, games: int) -> str:
        return f"{total / games:.2f}" if games else "-"

    return ck_table(
        "Cities & Knights: average per seat-game of each bot, at its end",
        [bot.player for bot in bots],
        [per(bot.metropolises, bot.ck_seat_games) for bot in bots],
        lambda source: [per(bot.vp_sources.get(source, 0), bot.vp_seat_games) for bot in bots],
    )


def ck_table(
    title: str,
    columns: Sequence[str],
    metropolises: Sequence[str],
    vp_by_source: Callable[[str], Sequence[str]],
) -> Table:
    """The C&K table: a column each (seat or bot), metropolises held, then VP by source."""
    table = Table(title=title)
    table.add_column("")
    for column in columns:
        table.add_column(column, justify="right")
    table.add_row("Metropolises held", *metropolises)
    table.add_section()
    for source in VP_SOURCES:
        table.add_row(VP_SOURCE_LABELS[source], *vp_by_source(source))
    return table


def totals_table(summary: Summary, startup: float | None = None) -> Table:
    """Per-game averages (with the barbarian attacks in C&K) and throughput."""
    rows: list[tuple[str, str]] = [
        ("Average turns", f"{summary.mean(summary.turns):.1f}"),
        ("Average decisions", f"{summary.mean(summary.decisions):.1f}"),
    ]
    if summary.ck_games:
        rows += [
            (
                "Barbarian attacks repelled / game",
                f"{summary.ck_mean(summary.barbarians_repelled):.2f}",
            ),
            ("Barbarian attacks lost / game", f"{summary.ck_mean(summary.barbarians_won):.2f}"),
        ]
    rows += [
        *startup_rows(startup),
        ("Wall time", f"{summary.elapsed:.2f} s"),
        ("Games/s", f"{summary.games_per_second:.2f}"),
        ("Decisions/s", f"{summary.decisions_per_second:,.0f}"),
    ]
    return statistics_table(rows)
