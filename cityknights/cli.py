"""The ``cityknights`` command."""

from __future__ import annotations

import dataclasses
import inspect
import os
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

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
from cityknights.cli_analyze import analyze_command
from cityknights.cli_backup import backup_command
from cityknights.cli_bot import bot_token_command
from cityknights.cli_checks import listening_socket, not_nan
from cityknights.cli_dataset import dataset_command
from cityknights.cli_record import record_command
from cityknights.cli_verify import verify_command
from cityknights.engine.game import EXPANSIONS, RULESETS
from cityknights.sim import extras
from cityknights.sim.check import DEFAULT_DEEP_EVERY, CheckSummary, action_kinds, run_checks
from cityknights.sim.intervals import wilson_interval
from cityknights.sim.outfiles import check_writable
from cityknights.sim.records import ResultWriter, out_format
from cityknights.sim.runner import BACKENDS, GameJob, GameResult, game_jobs, play_games
from cityknights.sim.stats import VP_SOURCES
from cityknights.sim.summary import Summary
from cityknights.sim.tournament import SEATS, Leaderboard, lineups, tournament_jobs

F = TypeVar("F", bound=Callable[..., Any])

#: The seat counts Game accepts: 3-4, and 5-6 on the larger board (RULES.md §22).
PLAYER_COUNTS = (3, 4, 5, 6)
#: Random bots finish a base game in about 320 turns (99% within 860), and a bot that never
#: builds would never finish: the cap keeps every run finite. catanatron's cap is 1000 too.
DEFAULT_MAX_TURNS = 1000
#: The checker's turn cap: random play ends well within it, and a capped game is checked too.
CHECK_MAX_TURNS = 500
#: The most games a run may ask for: about 300 years of one core for random bots, and few
#: enough that a run's length is an ordinary integer. The jobs are made as they are played
#: (:class:`~cityknights.sim.lazy.LazySequence`), so even this many cost no memory up front.
MAX_GAMES = 10**12
#: Workers per CPU of this machine at most: more processes than that only share the CPUs.
WORKERS_PER_CPU = 8
#: Rule flags of Cities & Knights alone: the base game has no barbarians, progress cards,
#: knights or merchant for them to change. (The others apply to both expansions.)
CK_FLAGS = frozenset(
    {
        "robber_active_on_attack_roll",
        "chase_robber_numbered_only",
        "progress_limit_own_turn",
        "inventor_forbids_2_12_6_8",
        "irrigation_mining_blocked_by_robber",
        "merchant_on_desert",
        "deserter_same_or_lower",
        "sbp_city_improvements",
        "sbp_knight_move",
        "commercial_harbor_early_stop",
    }
)
#: The exit status of a run stopped by Ctrl-C (128 + SIGINT, as a shell reports it).
INTERRUPTED_EXIT = 130
#: The clock of the wall times (a name of this module's, for the tests to replace).
clock = time.perf_counter


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(
    version=ck.__version__,
    # Which engine runs, the mypyc build or the pure-Python source (see README, Development).
    message=f"%(prog)s %(version)s, engine: {ck.engine.ENGINE_BUILD}",
)
def main() -> None:
    """cityknights: Catan and Cities & Knights, as colonist.io plays it."""


main.add_command(analyze_command)
main.add_command(backup_command)
main.add_command(record_command)
main.add_command(verify_command)
main.add_command(dataset_command)
main.add_command(bot_token_command)


def parse_players(ctx: click.Context, param: click.Parameter, value: str) -> tuple[BotSpec, ...]:
    """Click callback: ``random,random,mcts:iterations=400`` -> one checked BotSpec per seat."""
    texts = spec_texts(value)
    check_not_empty(texts)
    if len(texts) not in PLAYER_COUNTS:
        counts = ", ".join(map(str, PLAYER_COUNTS[:-1])) + f" or {PLAYER_COUNTS[-1]}"
        given = (
            "no players given"
            if not texts
            else f"{len(texts)} player{'s' * (len(texts) != 1)} given"
        )
        raise click.BadParameter(
            f"{given}, a game has {counts} (one bot spec per seat, separated by commas)"
        )
    return parse_specs(texts)


def spec_texts(value: str) -> list[str]:
    """The comma-separated specs of ``value``, stripped (none for a blank value)."""
    return [text.strip() for text in value.split(",")] if value.strip() else []


def check_not_empty(texts: Sequence[str]) -> None:
    """A click error naming the first empty spec by its place."""
    for place, text in enumerate(texts, start=1):
        if not text:
            raise click.BadParameter(
                f"spec {place} of {len(texts)} is empty (two commas in a row?)"
            )


def parse_specs(texts: Sequence[str]) -> tuple[BotSpec, ...]:
    """Checked BotSpecs, a click error naming the first wrong one."""
    check_not_empty(texts)
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


FLAG_OPTION = click.option(
    "--flag",
    "flags",
    multiple=True,
    callback=parse_flags,
    metavar="NAME=VALUE",
    help="A rule flag, e.g. bank_shortage=partial or friendly_robber=true; repeat for more. "
    f"Flags: {', '.join(f.name for f in dataclasses.fields(ck.RuleFlags))} "
    f"(with --expansion ck only: {', '.join(sorted(CK_FLAGS))}).",
)


def parse_out(ctx: click.Context, param: click.Parameter, value: str | None) -> Path | None:
    """Click callback: an --out path ending in .csv or .jsonl, in a directory that exists."""
    if value is None:
        return None
    try:
        out_format(value)
    except ValueError as error:
        raise click.BadParameter(str(error)) from None
    return writable_path(value)


def parse_plot(ctx: click.Context, param: click.Parameter, value: str | None) -> Path | None:
    """Click callback: a --plot path ending in .png, in a directory that exists."""
    if value is None:
        return None
    if Path(value).suffix.lower() != ".png":
        raise click.BadParameter(f"{value!r} must end in .png (the plot is a PNG image)")
    return writable_path(value)


def writable_path(value: str) -> Path:
    """``value`` as a path that can be written (checked now, before any game is played)."""
    path = Path(value)
    if not path.parent.is_dir():
        raise click.BadParameter(f"the directory of {value!r} does not exist")
    if path.is_dir():
        raise click.BadParameter(f"{value!r} is a directory")
    try:
        check_writable(path)
    except OSError as error:
        raise click.BadParameter(f"cannot write {value!r}: {error.strerror or error}") from None
    return path


def machine_cpus() -> int:
    """The CPUs this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def parse_workers(ctx: click.Context, param: click.Parameter, value: int | None) -> int | None:
    """Click callback: at most :data:`WORKERS_PER_CPU` workers per CPU of this machine."""
    most = WORKERS_PER_CPU * machine_cpus()
    if value is not None and value > most:
        raise click.BadParameter(
            f"{value} is more than {WORKERS_PER_CPU} per CPU of this machine "
            f"({machine_cpus()} CPUs): at most {most}"
        )
    return value


WORKERS_HELP = f"at most {WORKERS_PER_CPU} per CPU of this machine"


def run_options(command: F) -> F:
    """--workers, --backend, --address and --out, shared by simulate and tournament."""
    options = [
        click.option(
            "--workers",
            type=click.IntRange(min=1),
            callback=parse_workers,
            default=None,
            help="Processes of the pool (default 1: play here), or the CPUs of a local Ray "
            f"(default: all); the results do not depend on it; {WORKERS_HELP}.",
        ),
        click.option(
            "--backend",
            type=click.Choice(BACKENDS),
            default="pool",
            show_default=True,
            help="pool: this machine's processes; ray: Ray tasks (pip install 'cityknights[ray]').",
        ),
        click.option(
            "--address",
            default=None,
            metavar="ADDR",
            help="With --backend ray: the Ray cluster to run on (HOST:6379 of its head, auto, or "
            "ray://HOST:10001); without it a local Ray is started.",
        ),
        click.option(
            "--out",
            callback=parse_out,
            default=None,
            metavar="FILE",
            help="Write one row per game to FILE: CSV (.csv) or JSON Lines (.jsonl).",
        ),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def check_extra(module: str, purpose: str) -> None:
    """Fail before any game is played when an optional dependency is missing."""
    try:
        extras.check(module, purpose)
    except extras.MissingExtraError as error:
        raise click.UsageError(str(error)) from None


def check_backend(backend: str, address: str | None, workers: int | None) -> None:
    """Fail before any game is played on a backend that cannot run."""
    if address is not None and backend != "ray":
        raise click.UsageError("--address is for --backend ray")
    if backend == "ray":
        check_extra("ray", "--backend ray")
    if address is not None:
        from cityknights.sim.ray_backend import address_error

        why = address_error(address)
        if why is not None:
            raise click.BadParameter(why, param_hint="'--address'")
        if workers is not None:
            raise click.UsageError(
                "--workers is for the pool or a local Ray: a cluster's CPUs run the games"
            )


def check_flags_apply(expansion: str, flags: dict[str, Any]) -> None:
    """Refuse a rule flag of Cities & Knights in a base game, where it would change nothing."""
    if expansion != "ck":
        for name in flags:
            if name in CK_FLAGS:
                raise click.UsageError(
                    f"--flag {name} is a Cities & Knights rule: it does not apply to "
                    f"--expansion {expansion} (add --expansion ck)"
                )


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


@main.command()
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
def simulate(
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
    game_opts: dict[str, Any] = {"max_turns": max_turns, **flags}
    check_flags_apply(expansion, flags)
    check_game_options(expansion, len(players), seed, game_opts)
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


@main.command()
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
    check_flags_apply(expansion, flags)
    check_game_options(expansion, players, seed, game_opts)
    summary = CheckSummary()
    started = clock()
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
    summary.elapsed = clock() - started
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


def parse_bots(ctx: click.Context, param: click.Parameter, value: str) -> tuple[BotSpec, ...]:
    """Click callback: ``random,heuristic,mcts:iterations=50`` -> distinct checked BotSpecs."""
    specs = parse_specs(spec_texts(value))
    if len(specs) < 2:
        raise click.BadParameter("a tournament needs at least 2 bots, separated by commas")
    names = [str(spec) for spec in specs]
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        raise click.BadParameter(f"bot {twice[0]!r} given twice")
    return specs


@main.command()
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
def tournament(
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
    game_opts: dict[str, Any] = {"max_turns": max_turns, **flags}
    check_flags_apply(expansion, flags)
    check_game_options(expansion, seats, seed, game_opts)
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
    table = Table(show_header=False)
    table.add_column("Statistic")
    table.add_column("Value", justify="right")
    for row in rows:
        table.add_row(*row)
    console.print(table)
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
            *(f"{summary.vp_mean(seat.vp_sources.get(source, 0)):.2f}" for seat in summary.seats),
        )
    return table


def ck_bot_table(summary: Summary) -> Table:
    """C&K with rotated seats: the same numbers as :func:`ck_seat_table` per bot, per
    seat-game it played (a seat's column would mix the bots)."""
    table = Table(title="Cities & Knights: average per seat-game of each bot, at its end")
    table.add_column("")
    bots = summary.bots()
    for bot in bots:
        table.add_column(bot.player, justify="right")

    def per(total: int, games: int) -> str:
        return f"{total / games:.2f}" if games else "-"

    table.add_row("Metropolises held", *(per(bot.metropolises, bot.ck_seat_games) for bot in bots))
    table.add_section()
    for source in VP_SOURCES:
        table.add_row(
            VP_SOURCE_LABELS[source],
            *(per(bot.vp_sources.get(source, 0), bot.vp_seat_games) for bot in bots),
        )
    return table


def startup_rows(startup: float | None) -> list[tuple[str, str]]:
    """The Ray start-up row (None: the pool, which starts at once). The wall time and the
    games/s after it count the games alone, as the progress bar does."""
    return [] if startup is None else [("Ray start-up (not in the wall time)", f"{startup:.2f} s")]


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


def interval_text(low: float, high: float) -> str:
    return f"{100 * low:.1f}-{100 * high:.1f}%"


def parse_data_dir(ctx: click.Context, param: click.Parameter, value: str | None) -> Path | None:
    """Click callback: an empty --data-dir would be the current folder, unasked for."""
    if value is None:
        return None
    if not value.strip():
        raise click.BadParameter("an empty path: give a folder, e.g. --data-dir ./games")
    return Path(value)


@main.command()
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
@click.option(
    "--rate-limit",
    default=20.0,
    show_default=True,
    type=click.FloatRange(1, 100000),
    callback=not_nan,
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
@click.option(
    "--create-limit",
    default=20.0,
    show_default=True,
    type=click.FloatRange(0.1, 1_000_000),
    callback=not_nan,
    help="Games one client address may create per minute (half as many at once).",
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
    "--request-timeout",
    default=10.0,
    show_default=True,
    type=click.FloatRange(0.1, 3600),
    callback=not_nan,
    help="Seconds a client has to send a request's headers, and again its body.",
)
@click.option(
    "--evict-after",
    default=60.0,
    show_default=True,
    type=click.FloatRange(0, 86400),
    callback=not_nan,
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
@click.option(
    "--pace-clock",
    default=1.0,
    show_default=True,
    type=click.FloatRange(0.01, 10),
    callback=not_nan,
    help="A factor on every bot's beat, for every paced game: 1 plays at the pace's speed; "
    "tests and screenshot runs set it below 1 to watch a whole paced game quickly.",
)
def serve(
    host: str,
    port: int,
    data_dir: Path | None,
    db: str | None,
    bot_processes: int,
    rate_limit: float,
    sqlite_sync: str,
    ws_compression: bool,
    create_limit: float,
    allowed_origins: tuple[str, ...],
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
    from cityknights.server.serve import default_data_dir, open_server_storage, run
    from cityknights.server.storage import StorageError

    try:
        allowed_origins = tuple(normalize_origin(o) for o in allowed_origins)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--allowed-origin") from None

    if db is not None and not db.startswith(("postgresql://", "postgres://")):
        raise click.BadParameter("expected a postgresql:// URL", param_hint="--db")
    sock = listening_socket(host, port)  # before anything is opened or said
    folder = data_dir if data_dir is not None else default_data_dir()
    try:
        storage = open_server_storage(db, folder, synchronous=sqlite_sync)
    except StorageError as error:
        sock.close()
        raise click.ClickException(str(error)) from None
    where = "PostgreSQL" if db else str(folder)
    click.echo(f"cityknights: games stored in {where}", err=True)
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
        allowed_origins=allowed_origins,
        request_timeout=request_timeout,
        evict_after=evict_after,
        default_pace=default_pace,  # type: ignore[arg-type]  # click checked the choice
        pace_clock=pace_clock,
    )
