"""Replaying a reader's record (``public``, ``seat:N``) to its final position.

A reader's record hides some moves: chance outcomes it did not see (the card stolen, the
card drawn) and choices of cards it did not see (the progress card discarded, the card
given at a Wedding, taken by a Spy or a Master Merchant). The replay fills them in:

- a hidden chance outcome is the one the game's seed gives at that position
  (:func:`fairness.chance_rng`, as the server drew it). A finished game's record reveals
  its seed in every view (it is public once the game is over), so the whole game
  replays; a running game's record has no seed, and its replay stops, saying why, at the
  first hidden chance outcome.
- a hidden choice is each legal move of that kind whose events, as the reader saw them,
  are the recorded ones. Those that fit are followed side by side (equal positions
  merged) until later moves tell them apart (a card played, a steal the seed decides,
  the final points); at most :data:`MAX_POSITIONS` at once. Past that, one line of
  hidden moves that fits the whole record is searched for depth first instead: it looks
  to the reader as the truth does, but is one of several that fit.

Every move of every candidate position must cause exactly the events the reader saw; a
candidate that does not is dropped, and a move that no candidate explains is named.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cityknights.engine import CHANCE, Action, IllegalActionError, State
from cityknights.engine.actions import KIND_PARAMS
from cityknights.engine.constants import N_PROGRESS

from .build import event_json
from .fairness import chance_rng
from .format import RecordError, View, parse_view
from .redact import redact_events
from .replay import check_result, initial_state

#: Candidate positions followed at once: past this the record is refused as too ambiguous
#: (a game's hidden choices are few and soon told apart; a record needing more is not one
#: a game made).
MAX_POSITIONS = 4096

#: Told of each chance outcome the record shows: (version, position before it, action).
ChanceHook = Callable[[int, State, Action], None]


class SeedMismatch(RecordError):
    """A hidden chance outcome the seed gives does not fit what the record shows."""


@dataclass
class ReaderReplay:
    """Where a reader's record replays to."""

    view: View
    total: int  # moves in the record
    replayed: int  # moves replayed: ``total`` unless stopped
    positions: list[State]  # the candidate positions reached, at least one
    stopped: str | None = None  # why the replay stopped before the end
    most_positions: int = 1  # the most candidate positions followed at once
    hidden_filled: int = 0  # hidden moves filled in
    #: Whether ``positions`` holds every position that fits; False when too many fitted
    #: and one line of hidden moves that fits was found instead (see _one_line).
    exhaustive: bool = True

    @property
    def complete(self) -> bool:
        return self.stopped is None

    @property
    def state(self) -> State | None:
        """The position reached, when the record leaves one only."""
        return self.positions[0] if self.exhaustive and len(self.positions) == 1 else None

    def reader_view(self) -> dict[str, Any]:
        """What the reader sees of the position reached (the same in every candidate)."""
        return self.positions[0].view(self.view.seat)


def replay_reader(record: dict[str, Any], on_chance: ChanceHook | None = None) -> ReaderReplay:
    """Replay a validated record of any view (see the module's doc). RecordError names the
    first move no candidate position explains, or a result the replay does not reach;
    a replay that cannot go on without the seed stops and says why in ``stopped``."""
    view = parse_view(record["view"])
    fairness = record["fairness"]
    seed = None if fairness is None else fairness.get("seed")
    moves = record["moves"]
    positions = [initial_state(record)]
    most = 1
    filled = 0
    for index, move in enumerate(moves):
        hidden = move.get("hidden", False)
        if hidden and move["seat"] == CHANCE and seed is None:
            return ReaderReplay(view, len(moves), index, positions, _why_stopped(record, move),
                                most, filled)  # fmt: skip
        positions = _advance(positions, move, view, seed, on_chance)
        filled += hidden
        if len(positions) > MAX_POSITIONS:
            return _one_line(record, view, seed, on_chance, positions, index + 1, filled)
        most = max(most, len(positions))
    if not _fits_result(record, positions):
        check_result(record, positions[0])  # raises, naming the difference
    positions = [p for p in positions if _fits_result(record, p)]
    return ReaderReplay(view, len(moves), len(moves), positions, None, most, filled)


def _one_line(
    record: dict[str, Any],
    view: View,
    seed: int | None,
    on_chance: ChanceHook | None,
    roots: list[State],
    start: int,
    filled: int,
) -> ReaderReplay:
    """Past :data:`MAX_POSITIONS` candidates: one line of hidden moves that fits the whole
    record, found depth first from the candidates (each position reached at a version
    tried once). It looks to the reader as the truth does; others may fit too."""
    moves = record["moves"]
    stack = [(start, root) for root in reversed(roots)]
    tried: set[tuple[int, str]] = set()
    while stack:
        index, state = stack.pop()
        if index < len(moves):
            move = moves[index]
            hidden = move.get("hidden", False)
            if hidden and move["seat"] == CHANCE and seed is None:
                return ReaderReplay(view, len(moves), index, [state],
                                    _why_stopped(record, move), MAX_POSITIONS + 1,
                                    filled + _hidden(moves[start:index]), exhaustive=False)  # fmt: skip
        elif _fits_result(record, state):
            return ReaderReplay(view, len(moves), len(moves), [state], None, MAX_POSITIONS + 1,
                                filled + _hidden(moves[start:]), exhaustive=False)  # fmt: skip
        else:
            continue
        key = (index, repr(state.key()))
        if key in tried:
            continue
        tried.add(key)
        try:
            after = _advance([state], move, view, seed, on_chance)
        except RecordError:
            continue
        stack.extend((index + 1, s) for s in reversed(after))
    raise RecordError("no line of the hidden moves fits the whole record")


def _hidden(moves: list[dict[str, Any]]) -> int:
    return sum(1 for m in moves if m.get("hidden", False))


def _fits_result(record: dict[str, Any], state: State | list[State]) -> bool:
    states = state if isinstance(state, list) else [state]
    for s in states:
        try:
            check_result(record, s)
        except RecordError:
            continue
        return True
    return False


def _why_stopped(record: dict[str, Any], move: dict[str, Any]) -> str:
    what = {
        "steal_card": "the card stolen",
        "draw_dev": "the development card drawn",
        "draw_progress": "the progress card drawn",
    }.get(move["action"]["kind"], "a chance outcome")
    if record["result"]["status"] == "finished":
        reason = "the record reveals no seed (its game was made before commitments)"
    else:
        reason = "the game is still being played: its seed is revealed when it is finished"
    return (
        f"version {move['version']} hides {what} from a {record['view']} reader and only "
        f"the game's seed decides it; {reason}"
    )


def _advance(
    positions: list[State],
    move: dict[str, Any],
    view: View,
    seed: int | None,
    on_chance: ChanceHook | None,
) -> list[State]:
    """The positions after ``move``: each candidate's continuations that cause the events
    the reader saw, equal ones merged."""
    version, seat = move["version"], move["seat"]
    hidden = move.get("hidden", False)
    out: list[State] = []
    keys: set[str] = set()
    turn_fault = None
    for state in positions:
        if state.is_terminal() or state.current_player() != seat:
            turn_fault = _turn_fault(state, move)
            continue
        if not hidden:
            candidates = [Action.from_json(move["action"])]
            if on_chance is not None and seat == CHANCE:
                on_chance(version, state, candidates[0])
        elif seat == CHANCE:
            assert seed is not None  # replay_reader stops before a hidden draw without it
            candidates = [state.sample_chance(chance_rng(seed, version - 1))]
        else:
            candidates = _choices(state, move["action"]["kind"])
        for action in candidates:
            after = state.clone() if len(candidates) > 1 or len(positions) > 1 else state
            try:
                events = after.apply(action)
            except IllegalActionError:
                continue
            if redact_events(event_json(events), view)[0] != move["events"]:
                continue
            if len(positions) > 1 or len(candidates) > 1:
                key = repr(after.key())
                if key in keys:
                    continue
                keys.add(key)
            out.append(after)
    if out:
        return out
    if turn_fault is not None and len(positions) == 1:
        raise RecordError(turn_fault)
    if hidden and seat == CHANCE:
        raise SeedMismatch(
            f"version {version}: the {move['action']['kind']} the seed gives causes other "
            "events than the record shows"
        )
    what = "the move" if not hidden else f"any {move['action']['kind']}"
    raise RecordError(f"version {version}: {what} causes other events than the record shows")


def _choices(state: State, kind: str) -> list[Action]:
    """Every legal move of ``kind`` in ``state``. Not ``legal_actions()``: that lists some
    choices in a canonical subset only (a Wedding gift among the cards worth most), and a
    player may have made any legal one."""
    ranges = {"card": state.game.n_cards, "progress": N_PROGRESS, "seat": state.game.players}
    params = KIND_PARAMS.get(kind)
    if params is None or any(t not in ranges for _, t in params):
        return [a for a in state.legal_actions() if a.kind == kind]
    return [
        action
        for values in itertools.product(*(range(ranges[t]) for _, t in params))
        if state.is_legal(action := Action(kind, *values))
    ]


def _turn_fault(state: State, move: dict[str, Any]) -> str:
    if state.is_terminal():
        return f"version {move['version']}: the game was already over"
    to_act = state.current_player()
    who = "chance" if to_act == CHANCE else f"seat {to_act}"
    return f"version {move['version']}: seat {move['seat']} moved; {who} was to act"
