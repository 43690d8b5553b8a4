"""Replaying a full record to its final position.

Each action must be legal, made by the seat to act and cause exactly the events recorded,
and the game must end as the result says. A reader's record (``public``, ``seat:N``)
hides some moves: :mod:`cityknights.records.reader_replay` fills them in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cityknights.engine import CHANCE, Action, Game, IllegalActionError, State

from .build import event_json
from .format import RecordError, parse_view

#: Called at each chance outcome of a full replay: (version, position before it, action).
ChanceHook = Callable[[int, State, Action], None]


def initial_state(record: dict[str, Any]) -> State:
    return Game.from_config(record["config"]).new_initial_state()


def _replay_full(record: dict[str, Any], on_chance: ChanceHook | None = None) -> State:
    state = initial_state(record)
    for move in record["moves"]:
        _check_turn(state, move)
        action = Action.from_json(move["action"])
        if on_chance is not None and move["seat"] == CHANCE:
            on_chance(move["version"], state, action)
        try:
            events = state.apply(action)
        except IllegalActionError as error:
            raise RecordError(f"version {move['version']}: {error.reason}") from None
        if event_json(events) != move["events"]:
            raise RecordError(
                f"version {move['version']}: {action} causes other events than recorded"
            )
    return state


def replay(record: dict[str, Any], on_chance: ChanceHook | None = None) -> State:
    """The final position of a validated full record, ``on_chance`` told of each chance
    outcome. RecordError names the first move that does not replay."""
    if not parse_view(record["view"]).full:
        hidden = sum(1 for m in record["moves"] if m.get("hidden", False))
        raise RecordError(
            f"a {record['view']} record hides {hidden} moves (cards stolen, drawn or "
            "given): replay it with reader_replay.replay_reader, which fills them in"
        )
    state = _replay_full(record, on_chance)
    check_result(record, state)
    return state


def _check_turn(state: State, move: dict[str, Any]) -> None:
    if state.is_terminal():
        raise RecordError(f"version {move['version']}: the game was already over")
    to_act = state.current_player()
    if move["seat"] != to_act:
        who = "chance" if to_act == CHANCE else f"seat {to_act}"
        raise RecordError(f"version {move['version']}: seat {move['seat']} moved; {who} was to act")


def check_result(record: dict[str, Any], state: State) -> None:
    result = record["result"]
    finished = state.is_terminal()
    if (result["status"] == "finished") != finished:
        raise RecordError(
            f"result: {result['status']}, but the replayed game is "
            f"{'over' if finished else 'not over'}"
        )
    if result["winner"] != state.winner():
        raise RecordError(f"result: winner {result['winner']}, the replay's is {state.winner()}")
    if result["turn"] != state.turn:
        raise RecordError(f"result: turn {result['turn']}, the replay's is {state.turn}")
    if finished:
        points = [state.victory_points(s) for s in range(state.game.players)]
        if result["victory_points"] != points:
            raise RecordError(
                f"result: victory points {result['victory_points']}, the replay's are {points}"
            )
