"""``cityknights check``: random games with every engine invariant checked at every step."""

from __future__ import annotations

from typing import Any

import click
from rich.table import Table

from cityknights.cli import running
from cityknights.cli.options import (
    EXPANSION_OPTION,
    GAMES_OPTION,
    PLAYER_COUNTS,
    SEED_OPTION,
    max_turns_option,
)
from cityknights.cli.report import (
    flag_text,
    note,
    plain_line,
    report_console,
    simulation_progress,
    statistics_table,
)
from cityknights.cli.rule_flags import FLAG_OPTION, checked_game_options
from cityknights.cli.run_options import WORKERS_HELP, parse_workers
from cityknights.cli.running import INTERRUPTED_EXIT
from cityknights.engine.game import RULESETS
from cityknights.sim.check import DEFAULT_DEEP_EVERY, CheckSummary, action_kinds, run_checks

#: The checker's turn cap: random play ends well within it, and a capped game is checked too.
CHECK_MAX_TURNS = 500


@click.command("check")
@EXPANSION_OPTION
@click.option(
    "--players",
    type=click.IntRange(min(PLAYER_COUNTS), max(PLAYER_COUNTS)),
    default=4,
    show_default=True,
    help="Number of seats.",
)
@GAMES_OPTION
@SEED_OPTION
@click.option(
    "--workers",
    type=click.IntRange(min=1),
    callback=parse_workers,
    default=1,
    show_default=True,
    help=f"Processes to run games in (the results do not depend on it); {WORKERS_HELP}.",
)
@click.option(
    "--deep-every",
    type=click.IntRange(min=1),
    default=DEFAULT_DEEP_EVERY,
    show_default=True,
    help="Check views, clones and the JSON round trip every K steps (1: every step).",
)
@max_turns_option(CHECK_MAX_TURNS)
@click.option(
    "--ruleset",
    type=click.Choice(RULESETS),
    default="colonist",
    show_default=True,
    help="colonist: colonist.io's rules; official: the rulebooks' where they differ "
    "(docs/rules-flags.md, column Official); a --flag given wins.",
)
@FLAG_OPTION
def check_command(
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
    game_opts = checked_game_options(
        expansion, players, seed, flags, max_turns=max_turns, ruleset=ruleset
    )
    summary = CheckSummary()
    started = running.clock()
    with simulation_progress() as progress:
        task = progress.add_task("checking", total=games)
        try:
            for outcome in run_checks(
                expansion, players, games, seed, workers=workers, deep_every=deep_every, **game_opts
            ):
                summary.add(outcome)
                if summary.failed:
                    progress.update(task, description=f"checking ({len(summary.failed)} failed)")
                progress.advance(task)
        except KeyboardInterrupt:
            progress.stop()
            failed = f", {len(summary.failed)} failed" if summary.failed else ""
            note(f"interrupted: {summary.games} of {games} games checked{failed}")
            raise click.exceptions.Exit(INTERRUPTED_EXIT) from None
    summary.elapsed = running.clock() - started
    console = report_console()
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


def check_table(summary: CheckSummary, expansion: str, players: int) -> Table:
    """The check run's totals."""
    rows = (
        ("Games", str(summary.games)),
        ("Passed", str(summary.passed)),
        ("Failed", str(len(summary.failed))),
        ("Steps (actions applied)", str(summary.steps)),
        ("Games with no winner (turn cap)", str(summary.no_winner)),
        ("Wall time", f"{summary.elapsed:.2f} s"),
        ("Games/s", f"{summary.games_per_second:.2f}"),
    )
    return statistics_table(rows, title=f"check: {expansion}, {players} players")


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
