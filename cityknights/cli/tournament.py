"""``cityknights tournament``: a round-robin between bots, rated with openskill."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click
from rich.table import Table

from cityknights.bots import BotSpec, available_bots
from cityknights.cli.bot_specs import parse_bots
from cityknights.cli.options import (
    DEFAULT_MAX_TURNS,
    EXPANSION_OPTION,
    GAMES_RANGE,
    PLAYER_COUNTS,
    SEED_OPTION,
    max_turns_option,
)
from cityknights.cli.report import (
    interval_text,
    note,
    percent,
    plain_line,
    report_console,
    startup_rows,
    statistics_table,
)
from cityknights.cli.rule_flags import FLAG_OPTION, checked_game_options
from cityknights.cli.run_options import check_backend, check_extra, run_options
from cityknights.cli.running import open_writer, play_all
from cityknights.sim.runner import GameResult
from cityknights.sim.tournament import SEATS, Leaderboard, lineups, tournament_jobs


@click.command("tournament")
@click.option(
    "--bots",
    callback=parse_bots,
    default="random,heuristic",
    show_default=True,
    metavar="SPEC,SPEC[,...]",
    help="The bots, at least 2, each a spec as in simulate's --players, e.g. "
    f"random,heuristic,mcts:iterations=50. Bots: {', '.join(available_bots())}.",
)
@EXPANSION_OPTION
@click.option(
    "--seats",
    type=click.IntRange(min(PLAYER_COUNTS), max(PLAYER_COUNTS)),
    default=SEATS,
    show_default=True,
    help="Seats at each table (5-6: the 30-hex board and the Special Build Phase).",
)
@click.option(
    "--games",
    type=GAMES_RANGE,
    default=100,
    show_default=True,
    help="Number of games, rounded up to whole rounds (every bot in every seat equally).",
)
@SEED_OPTION
@max_turns_option(DEFAULT_MAX_TURNS)
@FLAG_OPTION
@run_options
def tournament_command(
    bots: tuple[BotSpec, ...],
    expansion: str,
    seats: int,
    games: int,
    seed: int,
    max_turns: int,
    flags: dict[str, Any],
    workers: int | None,
    backend: str,
    address: str | None,
    out: Path | None,
) -> None:
    """Round-robin between bots at tables of --seats seats (4 by default; 5-6 play the
    larger board), rated with openskill (Plackett-Luce).

    Every lineup of the bots plays in every seat rotation; the games are ranked by finishing
    order (the winner, then the others by VP). Prints a leaderboard: rating mu and sigma,
    ordinal (mu - 3 sigma), games, seats held, wins and win rate per seat with a 95% interval.
    """
    game_opts = checked_game_options(expansion, seats, seed, flags, max_turns=max_turns)
    check_backend(backend, address, workers)
    check_extra("openskill", "the tournament command")
    jobs = tournament_jobs(expansion, bots, games, seed, seats=seats, **game_opts)
    tables = len(lineups(len(bots), seats))
    round_size = tables * seats
    board = Leaderboard([str(spec) for spec in bots])
    writer = open_writer(out, expansion)
    waiting: dict[int, GameResult] = {}
    following = 0

    def on_result(index: int, result: GameResult) -> None:
        nonlocal following
        waiting[index] = result  # rated in game order
        while following in waiting:
            board.add(waiting.pop(following))
            following += 1

    timing = play_all(
        jobs,
        "tournament",
        on_result,
        writer=writer,
        workers=workers,
        backend=backend,
        address=address,
    )
    board.elapsed = timing.games
    console = report_console()
    rounds = len(jobs) // round_size
    plain_line(
        console,
        f"{len(bots)} bots, {expansion}, seed {seed}: {len(jobs)} games = {rounds} round"
        f"{'s' * (rounds != 1)} of {round_size} ({tables} lineup{'s' * (tables != 1)} x "
        f"{seats} seat rotations)",
    )
    if len(jobs) != games:
        plain_line(
            console,
            f"--games {games} was rounded up to {len(jobs)}: whole rounds, so that every bot "
            "holds every seat equally often",
        )
    console.print(leaderboard_table(board))
    rows = [
        ("Games with no winner (turn cap)", str(board.no_winner)),
        *startup_rows(timing.startup if backend == "ray" else None),
        ("Wall time", f"{board.elapsed:.2f} s"),
        ("Games/s", f"{board.games / board.elapsed if board.elapsed > 0 else 0.0:.2f}"),
    ]
    console.print(statistics_table(rows))
    if writer is not None:
        note(f"Wrote {writer.rows} rows ({writer.format}) to {out}")


def leaderboard_table(board: Leaderboard) -> Table:
    """The tournament's standings, best ordinal first."""
    table = Table(title="Leaderboard (openskill Plackett-Luce; ordinal = mu - 3 sigma)")
    headers = ("Rank", "Bot", "Mu", "Sigma", "Ordinal", "Games", "Seats", "Wins", "Win %/seat",
               "95% CI", "Avg VP")  # fmt: skip
    for header in headers:
        table.add_column(header, justify="left" if header == "Bot" else "right")
    for rank, standing in enumerate(board.ranking(), start=1):
        table.add_row(
            str(rank),
            standing.bot,
            f"{standing.mu:.2f}",
            f"{standing.sigma:.2f}",
            f"{standing.ordinal:.2f}",
            str(standing.games),
            str(standing.seats),
            str(standing.wins),
            percent(standing.win_rate),
            interval_text(*standing.interval),
            f"{standing.mean_vp:.2f}",
        )
    return table
