"""A game's full record, built from what a server or a driver stores: its configuration,
its players, its fairness commitment and its log of moves (chance outcomes included).

The log is replayed with the engine to record each move's events (what a reader without
our code needs to follow the game) and the result.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

import msgspec

import cityknights as ck
from cityknights.engine import Action, Event, Game, GameConfigError, IllegalActionError, State

from .fairness import SCHEME
from .format import FORMAT, FORMAT_VERSION, RecordError


class LoggedMove(NamedTuple):
    version: int
    seat: int  # -1 for a chance outcome
    action: dict[str, Any]
    time: float | None


def plain(value: Any) -> Any:
    """``value`` as JSON reads it back (tuples become lists): what a record holds."""
    return msgspec.json.decode(msgspec.json.encode(value))


def event_json(events: list[Event]) -> list[dict[str, Any]]:
    """The events, secrets and their audiences included (a full record's)."""
    return plain([e.to_json() for e in events])  # type: ignore[no-any-return]


def fairness_json(seed: int, salt: str, commitment: str, *, reveal: bool) -> dict[str, Any]:
    out: dict[str, Any] = {"scheme": SCHEME, "commitment": commitment}
    if reveal:
        out.update(seed=seed, salt=salt)
    return out


def result_json(state: State, version: int) -> dict[str, Any]:
    finished = state.is_terminal()
    winner = state.winner()
    players = state.game.players
    return {
        "status": "finished" if finished else "live",
        "version": version,
        "turn": state.turn,
        "winner": winner,
        "reason": None if not finished else ("turn_limit" if winner is None else "victory_points"),
        "victory_points": [state.victory_points(s) for s in range(players)] if finished else None,
    }


def full_record(
    *,
    game: dict[str, Any],
    config: dict[str, Any],
    room: dict[str, Any] | None,
    players: list[dict[str, Any]],
    fairness: tuple[int, str, str] | None,
    moves: Iterable[LoggedMove],
) -> tuple[dict[str, Any], State]:
    """The full record of a game, and its final position.

    ``game``: id, name, created and source (code_version is added); ``fairness``: (seed,
    salt, commitment), or None for a game made before commitments (the seed and salt are
    written only when the game is finished). Raises RecordError if the log does not replay.
    """
    try:
        state = Game.from_config(config).new_initial_state()
    except GameConfigError as error:
        raise RecordError(f"config: {error}") from None
    out_moves = []
    version = 0
    for move in moves:
        try:
            events = state.apply(Action.from_json(move.action))
        except IllegalActionError as error:
            raise RecordError(f"version {move.version}: {error.reason}") from None
        version = move.version
        out_moves.append(
            {
                "version": move.version,
                "seat": move.seat,
                "time": move.time,
                "action": plain(move.action),
                "events": event_json(events),
            }
        )
    record = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "view": "full",
        "game": {**game, "code_version": ck.__version__},
        "config": plain(config),
        "room": room,
        "players": players,
        "fairness": None
        if fairness is None
        else fairness_json(*fairness, reveal=state.is_terminal()),
        "moves": out_moves,
        "result": result_json(state, version),
    }
    return record, state
