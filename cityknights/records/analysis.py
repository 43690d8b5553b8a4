"""A finished game's analysis from its full record (docs/analysis.md): each seat's chance
to win after every move, and for each human decision the engine's preferred move and the
chance to win the move played gave up, the biggest mistakes of each seat listed.

The chances after every move are the engine's learned evaluation of the position
(:func:`cityknights.bots.evaluate.win_chances`, every hand known: the game is over). A
decision is judged by the analysis search (:func:`cityknights.bots.analysis.analyze`)
from what the seat could see then: its value for the move played against the best move's.
The search is the costly part, so it runs in chunks (:func:`judge_from`), each a pure
function of the position before it and the moves it covers, that a server hands to a
worker process one after the other (its progress). Each chunk starts from the position the
one before it ended at, so a game is replayed once, not once per chunk: a chunk's cost does
not grow with how far into the game it is.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

from cityknights.bots.analysis import AnalysisError, analyze
from cityknights.bots.evaluate import win_chances
from cityknights.engine import Action, Game, State

from .replay import initial_state

#: Search iterations per judged decision (the default budget; docs/analysis.md gives its
#: cost per game).
DEFAULT_ITERATIONS = 32
#: Chance to win given up, at least: an inaccuracy, a mistake, a blunder.
THRESHOLDS = (("blunder", 0.20), ("mistake", 0.10), ("inaccuracy", 0.05))
#: Mistakes listed per seat, the biggest first (inaccuracies are not listed).
LISTED = 5
#: Decisions judged per chunk of work.
CHUNK = 20
ANALYSIS_VERSION = 1


def label(given_up: float) -> str | None:
    return next((name for name, at_least in THRESHOLDS if given_up >= at_least), None)


def judged_moves(record: dict[str, Any]) -> list[int]:
    """Indices of the moves to judge: the human seats' moves (every seat's when the game
    had no human)."""
    humans = {p["seat"] for p in record["players"] if p["kind"] == "human"}
    if not humans:
        humans = {p["seat"] for p in record["players"]}
    return [i for i, m in enumerate(record["moves"]) if m["seat"] in humans]


def chunks(record: dict[str, Any]) -> list[list[int]]:
    moves = judged_moves(record)
    return [moves[i : i + CHUNK] for i in range(0, len(moves), CHUNK)]


def spans(record: dict[str, Any], plan: list[list[int]]) -> list[tuple[int, int]]:
    """For each chunk of `plan`, the moves it replays, as (first, end): from the end of the
    chunk before it (the first: from move 0) to the first move of the chunk after it (the
    last: to the end of the game). Chained, they cover every move once."""
    if not plan:
        return []
    starts = [0, *(indices[0] for indices in plan[1:])]
    return list(zip(starts, [*starts[1:], len(record["moves"])], strict=True))


def _positions(
    state: State, moves: list[dict[str, Any]], first: int
) -> Iterator[tuple[int, State, dict[str, Any]]]:
    """(index, the position before the move, the move), in order, for the record's moves
    `moves` from index `first` on, `state` being the position before move `first`."""
    for i, move in enumerate(moves, first):
        yield i, state, move
        state.apply(Action.from_json(move["action"]))


def chart(record: dict[str, Any]) -> list[list[float]]:
    """Each seat's chance to win at version 0, 1, ..., the last (1 for the winner at the
    end, 0 for the others)."""
    points: list[list[float]] = []
    state = initial_state(record)
    points.append(_chances(state))
    for move in record["moves"]:
        state.apply(Action.from_json(move["action"]))
        points.append(_chances(state))
    return points


def _chances(state: State) -> list[float]:
    winner = state.winner()
    if state.is_terminal() and winner is not None:
        return [1.0 if s == winner else 0.0 for s in range(state.game.players)]
    return [round(c, 4) for c in win_chances(state)]


def judge(
    record: dict[str, Any], indices: list[int], iterations: int = DEFAULT_ITERATIONS
) -> tuple[list[dict[str, Any]], float]:
    """The judged decisions among the moves ``indices`` (a chunk), and the CPU seconds
    the chunk took, the game replayed from its start (:func:`judge_from` goes on from a
    position instead)."""
    moves = record["moves"][: max(indices, default=-1) + 1]
    judged, seconds, _ = judge_from(record["config"], moves, 0, indices, iterations)
    return judged, seconds


def judge_from(
    start: State | dict[str, Any],
    moves: list[dict[str, Any]],
    first: int,
    indices: list[int],
    iterations: int = DEFAULT_ITERATIONS,
) -> tuple[list[dict[str, Any]], float, State]:
    """The judged decisions among the moves ``indices`` (a chunk), the CPU seconds the
    chunk took, and the position after all of ``moves`` (where the next chunk starts).
    ``moves``: the record's moves from index ``first`` on, the chunk's among them;
    ``start``: the position before move ``first``, or the record's config for its first
    position. A move with no choice, a trade offer (the search does not rank them) or a
    position whose hidden cards cannot be sampled is left out."""
    started = time.process_time()
    state = Game.from_config(start).new_initial_state() if isinstance(start, dict) else start
    wanted = set(indices)
    out = []
    # The same state throughout, each move applied to it: after the loop, the position
    # after all of `moves`.
    for i, position, move in _positions(state, moves, first):
        if i not in wanted:
            continue
        played = Action.from_json(move["action"])
        if played.kind == "offer_trade" or len(position.legal_actions()) < 2:
            continue
        try:
            analysis = analyze(position, iterations=iterations, seed=move["version"])
        except AnalysisError:
            continue
        values = {a.action: a.value for a in analysis.actions}
        if played not in values:
            continue
        best = analysis.actions[0]
        # Labelled as shown: a loss of 0.04996 is shown as 0.05, and so is an inaccuracy.
        given_up = round(max(0.0, best.value - values[played]), 4)
        out.append(
            {
                "version": move["version"],
                "seat": move["seat"],
                "played": str(played),
                "played_action": played.to_json(),
                "best": str(best.action),
                "best_action": best.action.to_json(),
                "chance_played": round(values[played], 4),
                "chance_best": round(best.value, 4),
                "given_up": given_up,
                "label": label(given_up),
            }
        )
    return out, time.process_time() - started, state


def summary(
    record: dict[str, Any], points: list[list[float]], judged: list[dict[str, Any]],
    iterations: int, cpu_seconds: float,
) -> dict[str, Any]:  # fmt: skip
    """The analysis as the server stores and sends it (docs/analysis.md)."""
    mistakes: dict[str, list[dict[str, Any]]] = {}
    for seat in range(len(record["players"])):
        own = [j for j in judged if j["seat"] == seat and j["label"] in ("mistake", "blunder")]
        own.sort(key=lambda j: (-j["given_up"], j["version"]))
        mistakes[str(seat)] = own[:LISTED]
    return {
        "analysis_version": ANALYSIS_VERSION,
        "iterations": iterations,
        "thresholds": dict((name, at_least) for name, at_least in THRESHOLDS),
        "chart": points,
        "moves": judged,
        "mistakes": mistakes,
        "cpu_seconds": round(cpu_seconds, 2),
    }


def analyse(record: dict[str, Any], iterations: int = DEFAULT_ITERATIONS) -> dict[str, Any]:
    """The whole analysis here, in one call (the tests, a command)."""
    judged: list[dict[str, Any]] = []
    cpu = 0.0
    plan = chunks(record)
    state: State | dict[str, Any] = record["config"]
    for indices, (first, end) in zip(plan, spans(record, plan), strict=True):
        found, seconds, state = judge_from(
            state, record["moves"][first:end], first, indices, iterations
        )
        judged += found
        cpu += seconds
    started = time.process_time()
    points = chart(record)
    cpu += time.process_time() - started
    return summary(record, points, judged, iterations, cpu)
