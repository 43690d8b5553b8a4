"""What a command prints: its report on stdout, notes and progress on stderr."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

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

#: The width of tables written to a file or a pipe (rich's 80 would squeeze a leaderboard).
PIPE_WIDTH = 160


def report_console() -> Console:
    """The console of a command's report on stdout: the terminal's width, or
    :data:`PIPE_WIDTH` when stdout is a file or a pipe."""
    console = Console()
    return console if console.is_terminal else Console(width=PIPE_WIDTH)


def note(text: str) -> None:
    """A line on stderr (stdout holds only the summary)."""
    Console(stderr=True).print(text, soft_wrap=True, markup=False, highlight=False)


def plain_line(console: Console, text: str) -> None:
    """Print ``text`` as it is: no markup, no highlighting, long lines not broken."""
    console.print(text, soft_wrap=True, markup=False, highlight=False)


def flag_text(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def percent(fraction: float) -> str:
    return f"{100 * fraction:.1f}%"


def interval_text(low: float, high: float) -> str:
    return f"{100 * low:.1f}-{100 * high:.1f}%"


class GamesPerSecondColumn(ProgressColumn):
    """Completed games per second, as measured by rich over the recent past."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        if speed is None:
            return Text("? games/s", style="cyan")
        return Text(f"{speed:.{1 if speed >= 10 else 2}f} games/s", style="cyan")


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


def startup_rows(startup: float | None) -> list[tuple[str, str]]:
    """The Ray start-up row (None: the pool, which starts at once). The wall time and the
    games/s after it count the games alone, as the progress bar does."""
    return [] if startup is None else [("Ray start-up (not in the wall time)", f"{startup:.2f} s")]


def statistics_table(rows: Iterable[tuple[str, str]], title: str | None = None) -> Table:
    """A run's figures: a statistic and its value a row, without a header."""
    table = Table(title=title, show_header=False)
    table.add_column("Statistic")
    table.add_column("Value", justify="right")
    for row in rows:
        table.add_row(*row)
    return table
