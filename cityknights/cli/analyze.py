"""``cityknights analyze``: a position's legal actions ranked by search, and the chances.

The search is :func:`cityknights.bots.analysis.analyze`; this module reads the position
(a position file, or a game record at a given move: a position's ``history`` replayed from
the start of its game) and prints the analysis.
"""

from __future__ import annotations

import json
import stat
from pathlib import Path
from typing import Any

import click

import cityknights as ck
from cityknights.bots.analysis import Analysis, AnalysisError, analyze
from cityknights.bots.search_options import SEARCH_OPTIONS
from cityknights.cli.options import bounded_float_option

#: The largest position file read: a finished game's record is well under 1 MiB, and a
#: file past this is not one (read whole, it would only fill the memory).
MAX_POSITION_BYTES = 64 * 1024 * 1024


def read_json_file(path: Path) -> object:
    """The JSON value in the regular file ``path``; click.BadParameter naming the fault for
    anything else: a FIFO or a device (reading one would wait forever or never end), a
    file over :data:`MAX_POSITION_BYTES`, bytes that are not UTF-8 JSON, JSON nested too
    deep for the parser, a number of more digits than Python converts."""
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise click.BadParameter(f"{path}: not a regular file")
        if info.st_size > MAX_POSITION_BYTES:
            raise click.BadParameter(
                f"{path}: {info.st_size} bytes, more than a position file holds "
                f"(at most {MAX_POSITION_BYTES})"
            )
        return json.loads(path.read_text(encoding="utf-8"))
    except RecursionError:
        raise click.BadParameter(f"{path}: not a readable JSON file (nested too deep)") from None
    # ValueError: json's JSONDecodeError and UnicodeDecodeError, and the refusal of an
    # integer of thousands of digits (sys.get_int_max_str_digits).
    except (OSError, ValueError) as error:
        raise click.BadParameter(f"{path}: not a readable JSON file ({error})") from None


def load_position(path: Path, move: int | None) -> ck.State:
    """The State of the position file ``path``, or of its game at ``move`` (the first
    ``move`` entries of its ``history`` replayed). Raises click.BadParameter naming the
    fault (exit status 2)."""
    d = read_json_file(path)
    if not isinstance(d, dict):
        raise click.BadParameter(f"{path}: a position is a JSON object (docs/position.md)")
    if not isinstance(d.get("game"), dict):
        raise click.BadParameter(
            f"{path}: the position has no 'game' (expansion, players, board), which "
            "State.to_json writes; add it to analyse the position"
        )
    try:
        state = ck.State.from_json(None, d)
    except ValueError as error:
        raise click.BadParameter(f"{path}: {error}") from None
    if move is None:
        return state
    history = state.history()
    if not 0 <= move <= len(history):
        raise click.BadParameter(
            f"the record has {len(history)} moves: --move must be 0 to {len(history)}, not {move}"
        )
    replay = state.game.new_initial_state()
    try:
        for action in history[:move]:
            replay.apply(action)
    except ck.IllegalActionError as error:
        raise click.BadParameter(f"{path}: the history does not replay ({error})") from None
    return replay


#: The longest search asked for with --seconds (an infinite one would never end).
MAX_SECONDS = SEARCH_OPTIONS["seconds"][2]


@click.command("analyze")
@click.argument(
    "position",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    metavar="POSITION.json",
)
@click.option("--move", type=click.IntRange(min=0), default=None, metavar="N",
              help="Analyse the game record at move N: the first N actions of the "
                   "position's history (chance outcomes included) replayed.")  # fmt: skip
@click.option("--seat", type=click.IntRange(min=0), default=None, metavar="S",
              help="The seat to analyse for; it must be the seat to act (a check).")  # fmt: skip
@bounded_float_option("--seconds", default=0.0, low=0, high=MAX_SECONDS, metavar="T",
                      help="Search for T seconds (> 0) instead of --iterations.")  # fmt: skip
@click.option("--iterations", type=click.IntRange(1, SEARCH_OPTIONS["iterations"][2]), default=1000, show_default=True,
              metavar="N", help="Search iterations (at least one per action).")  # fmt: skip
@click.option("--seed", type=int, default=0, show_default=True,
              help="The search's random seed (same seed, same analysis).")  # fmt: skip
@click.option("--open", "open_", is_flag=True,
              help="Search with every hand known, not only what the seat may see.")  # fmt: skip
@click.option("--json", "as_json", is_flag=True, help="Print the analysis as JSON.")
def analyze_command(
    position: Path,
    move: int | None,
    seat: int | None,
    seconds: float,
    iterations: int,
    seed: int,
    open_: bool,
    as_json: bool,
) -> None:
    """Rank the legal actions of the seat to act in POSITION.json (docs/position.md) by
    the mcts bot's search, with visit counts, and estimate every seat's chance to win.

    The search sees what the seat to act may see (other hands sampled) unless --open.
    """
    state = load_position(position, move)
    to_act = state.current_player()
    if seat is not None and state.current_player() >= 0 and seat != to_act:
        raise click.BadParameter(
            f"seat {seat} is not to act: seat {to_act} is", param_hint="--seat"
        )
    try:
        analysis = analyze(state, open=open_, iterations=iterations, seconds=seconds, seed=seed)
    except AnalysisError as error:
        raise click.UsageError(f"{position}: {error}") from None
    if as_json:
        click.echo(json.dumps(analysis.to_json(), indent=2))
    else:
        click.echo("\n".join(report_lines(state, analysis)))


def report_lines(state: ck.State, analysis: Analysis) -> list[str]:
    seen = "every hand known (--open)" if analysis.open else "what the seat may see"
    lines = [
        f"Seat {analysis.seat} to act, turn {state.turn} ({state.phase}); searched "
        f"{analysis.iterations} iterations on {seen}.",
        "",
        f"{'rank':>4}  {'action':<34} {'visits':>7}  {'win chance':>10}",
    ]
    for rank, score in enumerate(analysis.actions, 1):
        mark = "  wins now" if score.wins_now else ""
        lines.append(
            f"{rank:>4}  {score.action!s:<34} {score.visits:>7}  {pct(score.value):>10}{mark}"
        )
    lines += ["", "Chance to win after the best action (95% interval of the search's samples):"]
    lines += [
        f"  seat {c.seat}: {pct(c.chance)} ({pct(c.low)}-{pct(c.high)})" for c in analysis.chances
    ]
    return lines


def pct(fraction: Any) -> str:
    return f"{100 * fraction:.1f}%"
