"""A finished game's analysis from its full record (docs/analysis.md): each seat's chance
to win after every move, and for each human decision the engine's preferred move and the
chance to win the move played gave up, the biggest mistakes of each seat listed.

The chances after every move are the engine's learned evaluation of the position
(:func:`cityknights.bots.evaluate.win_chances`, every hand known: the game is over). A
decision is judged by the analysis search (:func:`cityknights.bots.analysis.analyze`)
from what the seat could see then: its value for the move played against the best move's.
The search is the costly part, so it runs in chunks (:func:`judge`), each a pure function
of the record, that a server hands to a worker process one after the other (its progress).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

from cityknights.bots.analysis import AnalysisError, analyze
from cityknights.bots.evaluate import win_chances
from cityknights.engine import Action, State

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


def _positions(record: dict[str, Any]) -> Iterator[tuple[int, State, dict[str, Any]]]:
    """(index, the position before the move, the move), in order."""
    state = initial_state(record)
    for i, move in enumerate(record["moves"]):
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
    the chunk took. A move with no choice, a trade offer (the search does not rank them)
    or a position whose hidden cards cannot be sampled is left out."""
    started = time.process_time()
    wanted = set(indices)
    last = max(indices, default=-1)
    out = []
    for i, state, move in _positions(record):
        if i > last:
            break
        if i not in wanted:
            continue
        played = Action.from_json(move["action"])
        if played.kind == "offer_trade" or len(state.legal_actions()) < 2:
            continue
        try:
            analysis = analyze(state, iterations=iterations, seed=move["version"])
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
    return out, time.process_time() - started


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
    for indices in chunks(record):
        found, seconds = judge(record, indices, iterations)
        judged += found
        cpu += seconds
    started = time.process_time()
    points = chart(record)
    cpu += time.process_time() - started
    return summary(record, points, judged, iterations, cpu)
