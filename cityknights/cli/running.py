"""Playing a run's games: the progress bar, the rows written as results come, Ctrl-C."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import click

from cityknights.cli.report import note, simulation_progress
from cityknights.sim.records import ResultWriter
from cityknights.sim.runner import GameJob, GameResult, play_games

#: The exit status of a run stopped by Ctrl-C (128 + SIGINT, as a shell reports it).
INTERRUPTED_EXIT = 130

#: The clock of the wall times: a name of this module's, read through it by every command
#: (check too), so that a test replacing it replaces it for all.
clock = time.perf_counter


@dataclasses.dataclass
class Timing:
    """A run's times: the backend's start-up (a local Ray's seconds) and the games' wall
    time after it, which the summary's games/s and the progress bar both use."""

    startup: float = 0.0
    games: float = 0.0


def play_all(
    jobs: Sequence[GameJob],
    description: str,
    on_result: Callable[[int, GameResult], None],
    *,
    writer: ResultWriter | None,
    workers: int | None,
    backend: str,
    address: str | None,
) -> Timing:
    """Play ``jobs`` with a progress bar, handing each result to ``on_result`` and writing
    its row to ``writer`` as it comes; return the times.

    The rows file gets its name when every game is written. Ctrl-C keeps the rows of the
    games played so far in it and says so (exit status :data:`INTERRUPTED_EXIT`); an error
    leaves the file as it was before the run. Errors writing rows end the command with a
    one-line message (exit status 1).
    """
    timing = Timing()
    started = clock()
    played = 0
    with simulation_progress() as progress:
        task = progress.add_task(description, total=len(jobs))

        def ready() -> None:  # the bar and the games/s start with the games, not with Ray
            nonlocal started
            timing.startup = clock() - started
            started = clock()
            progress.reset(task)

        try:
            for index, result in play_games(
                jobs, workers=workers, backend=backend, address=address, on_ready=ready
            ):
                on_result(index, result)
                if writer is not None:
                    write_row(writer, index, result)
                played += 1
                progress.advance(task)
        except KeyboardInterrupt:
            progress.stop()
            interrupted(writer, played, len(jobs))
        except ConnectionError as error:  # ray.init on an address it cannot reach
            if writer is not None:
                writer.discard()
            where = f" at {address}" if address else ""
            raise click.ClickException(f"cannot reach the Ray cluster{where}: {error}") from None
        except BaseException:
            if writer is not None:
                writer.discard()
            raise
    timing.games = clock() - started
    if writer is not None:
        try:
            writer.close()
        except OSError as error:
            raise write_failed(writer, error) from None
    return timing


def write_row(writer: ResultWriter, index: int, result: GameResult) -> None:
    try:
        writer.add(index, result)
    except OSError as error:
        raise write_failed(writer, error) from None


def write_failed(writer: ResultWriter, error: OSError) -> click.ClickException:
    writer.discard()
    return click.ClickException(
        f"cannot write --out {str(writer.path)!r}: {error.strerror or error}; "
        "the file is left as it was before the run"
    )


def interrupted(writer: ResultWriter | None, played: int, total: int) -> None:
    """Ctrl-C: keep the rows written (games 0 .. N-1, in game order) and say how many."""
    if writer is None:
        note(f"interrupted: {played} of {total} games played")
    else:
        try:
            kept = writer.keep_partial()
        except OSError as error:
            raise write_failed(writer, error) from None
        note(
            f"interrupted: {kept} of {total} games written to {writer.path} "
            f"(games 0 to {kept - 1}; the file is partial)"
            if kept
            else f"interrupted: 0 of {total} games written to {writer.path} (it holds no row)"
        )
    raise click.exceptions.Exit(INTERRUPTED_EXIT)


def open_writer(out: Path | None, expansion: str) -> ResultWriter | None:
    if out is None:
        return None
    try:
        return ResultWriter(out, expansion)
    except OSError as error:
        raise click.UsageError(f"cannot write --out {str(out)!r}: {error.strerror}") from None
