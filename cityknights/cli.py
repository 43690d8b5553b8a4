"""The ``cityknights`` command."""

from __future__ import annotations

import dataclasses
import inspect
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
from cityknights.engine.game import EXPANSIONS, RULESETS
from cityknights.sim.check import DEFAULT_DEEP_EVERY, CheckSummary, action_kinds, run_checks
from cityknights.sim.runner import run_games
from cityknights.sim.stats import VP_SOURCES
from cityknights.sim.summary import Summary

#: The seat counts Game accepts (the engine checks them too, without exporting the tuple).
PLAYER_COUNTS = (3, 4)
#: Random bots finish a base game in about 320 turns (99% within 860), and a bot that never
#: builds would never finish: the cap keeps every run finite. catanatron's cap is 1000 too.
DEFAULT_MAX_TURNS = 1000
#: The checker's turn cap: random play ends well within it, and a capped game is checked too.
CHECK_MAX_TURNS = 500


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


_TRUE = {"true", "yes", "on"}
_FALSE = {"false", "no", "off"}
#: Game's own keyword parameters: given with --flag they would not be rule flags.
_GAME_PARAMETERS = frozenset(inspect.signature(ck.Game).parameters) - {"flags"}


def parse_flags(
    ctx: click.Context, param: click.Parameter, values: tuple[str, ...]
) -> dict[str, Any]:
    """Click callback: ``("bank_shortage=partial", "friendly_robber=true")`` -> Game kwargs.

    A value takes the type of the flag's default (true/false, an integer, a word); the
    engine checks names and values when the Game is built (:func:`check_game_options`).
    """
    defaults = {f.name: f.default for f in dataclasses.fields(ck.RuleFlags)}
    flags: dict[str, Any] = {}
    for text in values:
        name, sep, raw = (part.strip() for part in text.partition("="))
        if not sep or not name:
            raise click.BadParameter(f"{text!r} is not of the form name=value")
        if name in _GAME_PARAMETERS:
            raise click.BadParameter(f"{name!r} is a game option, not a rule flag")
        if name in flags:
            raise click.BadParameter(f"flag {name!r} given twice")
        flags[name] = flag_value(raw, defaults.get(name))
    return flags


def flag_value(raw: str, default: Any) -> Any:
    """``raw`` converted to the type of ``default`` (guessed when the flag is unknown); a value
    that does not convert is passed as it is, for the engine to reject with its message."""
    if isinstance(default, bool) or default is None:
        if raw.lower() in _TRUE:
            return True
        if raw.lower() in _FALSE:
            return False
    if (isinstance(default, int) and not isinstance(default, bool)) or default is None:
        try:
            return int(raw)
        except ValueError:
            pass
    return raw


FLAG_OPTION = click.option(
    "--flag",
    "flags",
    multiple=True,
    callback=parse_flags,
    metavar="NAME=VALUE",
    help="A rule flag, e.g. bank_shortage=partial or friendly_robber=true; repeat for more. "
    f"Flags: {', '.join(f.name for f in dataclasses.fields(ck.RuleFlags))}.",
)


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
@FLAG_OPTION
def simulate(
    expansion: str,
    players: tuple[BotSpec, ...],
    games: int,
    seed: int,
    max_turns: int,
    flags: dict[str, Any],
) -> None:
    """Play games between bots and print wins per seat, game lengths and speed."""
    game_opts: dict[str, Any] = {"max_turns": max_turns, **flags}
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
    if summary.ck_games:
        console.print(ck_seat_table(summary))
    console.print(totals_table(summary))


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
    type=click.IntRange(min(PLAYER_COUNTS), max(PLAYER_COUNTS)),
    default=4,
    show_default=True,
    help="Number of seats.",
)
@click.option(
    "--games", type=click.IntRange(min=1), default=100, show_default=True, help="Number of games."
)
@click.option(
    "--seed",
    type=int,
    default=0,
    show_default=True,
    help="Base seed; game i's seed is derived from it and i alone.",
)
@click.option(
    "--workers",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Processes to run games in (the results do not depend on it).",
)
@click.option(
    "--deep-every",
    type=click.IntRange(min=1),
    default=DEFAULT_DEEP_EVERY,
    show_default=True,
    help="Check views, clones and the JSON round trip every K steps (1: every step).",
)
@click.option(
    "--max-turns",
    type=click.IntRange(min=1),
    default=CHECK_MAX_TURNS,
    show_default=True,
    help="End a game without a winner after this many normal turns.",
)
@click.option(
    "--ruleset",
    type=click.Choice(RULESETS),
    default="colonist",
    show_default=True,
    help="Rule set.",
)
@FLAG_OPTION
def check(
    expansion: str,
    players: int,
    games: int,
    seed: int,
    workers: int,
    deep_every: int,
    max_turns: int,
    ruleset: str,
    flags: dict[str, Any],
) -> None:
    """Play random games checking every engine invariant at every step.

    Prints games, steps, games without a winner, each failure (its game seed and
    message) and the action kinds played; exits with status 1 if any game failed.
    """
    game_opts: dict[str, Any] = {"max_turns": max_turns, "ruleset": ruleset, **flags}
    check_game_options(expansion, players, seed, game_opts)
    summary = CheckSummary()
    started = time.perf_counter()
    with simulation_progress() as progress:
        task = progress.add_task("checking", total=games)
        for outcome in run_checks(
            expansion, players, games, seed, workers=workers, deep_every=deep_every, **game_opts
        ):
            summary.add(outcome)
            if summary.failed:
                progress.update(task, description=f"checking ({len(summary.failed)} failed)")
            progress.advance(task)
    summary.elapsed = time.perf_counter() - started
    console = Console()
    options = {**game_opts, "deep_every": deep_every}
    plain_line(console, "Options: " + ", ".join(f"{k}={flag_text(v)}" for k, v in options.items()))
    console.print(check_table(summary, expansion, players))
    if summary.failed:
        console.print(failures_table(summary))
        arguments = [f"expansion={expansion!r}", f"players={players}", "seed=SEED"]
        arguments += [f"{k}={v!r}" for k, v in game_opts.items()]
        plain_line(
            console,
            "Reproduce a failure from its seed (cityknights.engine.invariants): "
            f"play_checked_game(Game({', '.join(arguments)}), SEED, deep_every={deep_every})",
        )
    console.print(kinds_table(summary))
    never = sorted(action_kinds(expansion) - set(summary.kinds))
    if never:
        plain_line(console, f"Action kinds never applied: {', '.join(never)}")
    if summary.failed:
        click.get_current_context().exit(1)


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
    table = Table(title="Cities & Knights: average per game, at its end")
    table.add_column("")
    for seat in summary.seats:
        table.add_column(f"Seat {seat.seat}", justify="right")
    table.add_row(
        "Metropolises held",
        *(f"{summary.ck_mean(seat.metropolises):.2f}" for seat in summary.seats),
    )
    table.add_section()
    for source in VP_SOURCES:
        table.add_row(
            VP_SOURCE_LABELS[source],
            *(f"{summary.ck_mean(seat.vp_sources[source]):.2f}" for seat in summary.seats),
        )
    return table


def totals_table(summary: Summary) -> Table:
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
        ("Wall time", f"{summary.elapsed:.2f} s"),
        ("Games/s", f"{summary.games_per_second:.2f}"),
        ("Decisions/s", f"{summary.decisions_per_second:,.0f}"),
    ]
    table = Table(show_header=False)
    table.add_column("Statistic")
    table.add_column("Value", justify="right")
    for row in rows:
        table.add_row(*row)
    return table


def check_table(summary: CheckSummary, expansion: str, players: int) -> Table:
    """The check run's totals."""
    table = Table(title=f"check: {expansion}, {players} players", show_header=False)
    table.add_column("Statistic")
    table.add_column("Value", justify="right")
    rows: Sequence[tuple[str, str]] = (
        ("Games", str(summary.games)),
        ("Passed", str(summary.passed)),
        ("Failed", str(len(summary.failed))),
        ("Steps (actions applied)", str(summary.steps)),
        ("Games with no winner (turn cap)", str(summary.no_winner)),
        ("Wall time", f"{summary.elapsed:.2f} s"),
        ("Games/s", f"{summary.games_per_second:.2f}"),
    )
    for row in rows:
        table.add_row(*row)
    return table


def failures_table(summary: CheckSummary) -> Table:
    table = Table(title="Failures")
    table.add_column("Game", justify="right")
    table.add_column("Seed", justify="right")
    table.add_column("Error", overflow="fold")
    for failure in summary.failures:
        table.add_row(str(failure.index), str(failure.seed), failure.error)
    return table


def kinds_table(summary: CheckSummary) -> Table:
    """Actions applied by kind (chance outcomes included), in the games that passed."""
    table = Table(title="Actions applied by kind")
    table.add_column("Kind")
    table.add_column("Count", justify="right")
    table.add_column("Per game", justify="right")
    for kind, count in summary.sorted_kinds():
        table.add_row(kind, str(count), f"{count / max(1, summary.passed):.2f}")
    return table


def plain_line(console: Console, text: str) -> None:
    """Print ``text`` as it is: no markup, no highlighting, long lines not broken."""
    console.print(text, soft_wrap=True, markup=False, highlight=False)


def flag_text(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def percent(fraction: float) -> str:
    return f"{100 * fraction:.1f}%"
