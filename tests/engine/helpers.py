"""Helpers for scenario tests: build a position by hand, act, look at the result."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

import pytest

from cityknights import Action, Game, IllegalActionError, State
from cityknights.engine import COMPILED
from cityknights.engine.events import Event
from cityknights.engine.topology import LARGE

T = TypeVar("T")

#: How much sparser the pure-Python build walks a game in the heaviest whole-game tests.
PURE_SPACING = 3


def spaced(every: int) -> int:
    """The spacing of the positions a whole-game walk checks: ``every`` on the compiled
    build, ``PURE_SPACING`` times it on the pure-Python build. CI runs both builds on every
    change (.ci/run): the compiled build walks every position these tests name; the pure
    build, the same source run by the interpreter (several times slower), a third of them,
    which keeps CI within its time."""
    return every if COMPILED else PURE_SPACING * every


def by_build(every_case: Sequence[T], pure: Sequence[T]) -> list[T]:
    """The cases a heavy parametrized test runs: all of ``every_case`` on the compiled
    build, the ``pure`` few of them on the pure-Python build. As with `spaced`, CI runs
    both builds on every change, so every case runs on every change; a newcomer's run of
    the test command (the pure build) checks the same rules on fewer whole games."""
    missing = [case for case in pure if case not in every_case]
    assert not missing, f"pure-build cases not among the cases: {missing}"
    return list(every_case) if COMPILED else list(pure)


def game(players: int = 4, board: str = "beginner", **options: Any) -> Game:
    """A base game on the fixed beginner board (so ids in tests mean the same place)."""
    return Game(expansion="base", players=players, board=board, **options)


def ck_game(players: int = 4, board: str = "beginner", **options: Any) -> Game:
    """A Cities & Knights game on the beginner board."""
    return Game(expansion="ck", players=players, board=board, **options)


def position(g: Game | None = None, **fields: Any) -> State:
    """A state from the position format (docs/position.md); unspecified fields default to
    the main phase of turn 1, seat 0 to act, empty board, full bank."""
    g = g or game()
    d: dict[str, Any] = {"phase": "main", "turn": 1, "turn_seat": 0}
    d.update(fields)
    return State.from_json(g, d)


def finished(g: Game | None = None, winner: int = 1) -> State:
    """A game won by `winner`: the target lowered to 3 VP, which its 3 VP cards reach (a
    winner below the target is an impossible position, refused)."""
    g = g or game(vp_to_win=3)
    assert g.vp_to_win == 3 and not g.ck
    seats = players(g.players, **{f"seat{winner}": {"dev_cards": {"victory_point": 3}}})
    return position(g, phase="over", winner=winner, players=seats)


def players(n: int = 4, **by_seat: dict[str, Any]) -> list[dict[str, Any]]:
    """`players(seat0={...}, seat2={...})` -> the players list of a position."""
    out: list[dict[str, Any]] = [{} for _ in range(n)]
    for key, value in by_seat.items():
        out[int(key.removeprefix("seat"))] = value
    return out


def deal_rest(
    track: str, listed: dict[str, int], sizes: dict[int, int]
) -> dict[int, dict[str, int]]:
    """The cards of `track`'s full deck (RULES.md §13.2) less `listed` and less its VP
    card (Printer, Constitution: give a seat `progress_vp`), dealt in card order into
    hands of `sizes` ({seat: cards}, adding up to what is left). A deck that holds only
    `listed` must have every other card of its colour in a hand or revealed: played cards
    go under their deck, and a position must account for all 54 (docs/position.md)."""
    from cityknights.engine.constants import (
        PROGRESS_NAMES,
        PROGRESS_VP_CARDS,
        TRACK_NAMES,
        progress_deck,
    )

    full = progress_deck(TRACK_NAMES.index(track))
    rest = [
        name
        for k, name in enumerate(PROGRESS_NAMES)
        if k not in PROGRESS_VP_CARDS
        for _ in range(full[k] - listed.get(name, 0))
    ]
    assert sum(sizes.values()) == len(rest), f"{len(rest)} {track} cards to deal"
    hands: dict[int, dict[str, int]] = {}
    for seat, size in sizes.items():
        hands[seat] = {}
        for name in rest[:size]:
            hands[seat][name] = hands[seat].get(name, 0) + 1
        rest = rest[size:]
    return hands


def spent_dev_cards(deck: dict[str, int], *, knights_seat: int = 2, vp_seat: int = 3,
                    n: int = 4) -> dict[str, Any]:  # fmt: skip
    """Position fields (`dev_deck`, `players`) of a base game whose development deck holds
    only `deck`: the knights not in it were played by `knights_seat`, the VP cards are in
    `vp_seat`'s hand, and the other kinds were played (they leave the game). Every knight
    and VP card is somewhere, as a position must say (docs/position.md)."""
    seats = players(n)
    seats[knights_seat]["knights_played"] = 14 - deck.get("knight", 0)
    seats[vp_seat]["dev_cards"] = {"victory_point": 5 - deck.get("victory_point", 0)}
    return {"dev_deck": deck, "players": seats}


def act(kind: str, *args: Any) -> Action:
    return Action(kind, *args)


def refused(state: State, action: Action, *fragments: str) -> str:
    """Assert the action is refused with a reason containing each fragment, and that the
    state did not change. Returns the reason."""
    before = state.to_json()
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    reason = info.value.reason
    for frag in fragments:
        assert frag in reason, f"reason {reason!r} lacks {frag!r}"
    assert state.to_json() == before, "a refused action changed the state"
    assert not state.is_legal(action)
    assert action not in state.legal_actions()
    return reason


def hand(state: State, seat: int) -> dict[str, int]:
    """A seat's hand by card name (zeros left out)."""
    from cityknights.engine.constants import CARD_NAMES

    return {CARD_NAMES[c]: n for c, n in enumerate(state.hands[seat]) if n}


# ----------------------------------------------------------------- random play
def random_action(state: State, rng: random.Random) -> Action:
    """One random move: at a chance node an outcome drawn by its probability, otherwise a
    legal action chosen uniformly."""
    if state.is_chance_node():
        return state.sample_chance(rng)
    return rng.choice(state.legal_actions())


def random_states(state: State, rng: random.Random, steps: int | None = None) -> Iterator[State]:
    """Random play on `state`, in place: yields every state met, the given one first and
    then the state after each move, until the game is over or `steps` moves are made.

    Each yield is `state` itself, moved on by the next move: clone a state to keep it.
    Play is lazy, so the caller may draw from `rng` between yields (the draws then shape
    the rest of the game, as in a hand-written loop)."""
    yield state
    moves = 0
    while not state.is_terminal() and (steps is None or moves < steps):
        state.apply(random_action(state, rng))
        moves += 1
        yield state


def play_random(
    state: State,
    rng: random.Random,
    steps: int | None = None,
    until: Callable[[State], bool] | None = None,
) -> State:
    """Random play on `state`, in place, until the game is over, `steps` moves are made, or
    `until(state)` holds (checked before each move, the given state included). Returns
    `state`."""
    for s in random_states(state, rng, steps):
        if until is not None and until(s):
            break
    return state


def dice_rolls(
    state: State, rng: random.Random, choose: Callable[[State, random.Random], Action]
) -> Iterator[tuple[dict[str, Any], Action, list[Event]]]:
    """Play on `state`, in place, each decision by `choose(state, rng)` and each chance
    outcome drawn from `rng`, until the game is over; at every dice roll yield the position
    JSON before it, the dice and the events the roll caused (`state` is then the position
    after it). For the roll oracles, which check each roll against a model of their own."""
    while not state.is_terminal():
        if not state.is_chance_node():
            state.apply(choose(state, rng))
            continue
        a = state.sample_chance(rng)
        if a[0] != "dice":
            state.apply(a)
            continue
        before = state.to_json()
        yield before, a, state.apply(a)


# ----------------------------------------------------------------- 5-6 players
# A fixed 30-hex layout (RULES.md §22.2): terrains in a fixed shuffle (deserts on hexes 6
# and 10, so the robber starts on 6), tokens by the official spiral from corner 12,
# harbors in slot order. Tests on it mean the same places every run.
LARGE_TERRAINS = [
    "forest", "mountains", "fields", "forest", "pasture", "pasture", "desert", "mountains",
    "fields", "fields", "desert", "pasture", "fields", "hills", "hills", "forest", "forest",
    "forest", "pasture", "fields", "forest", "fields", "hills", "mountains", "hills",
    "mountains", "pasture", "mountains", "pasture", "hills",
]  # fmt: skip
LARGE_NUMBERS = [8, 3, 6, 4, 5, 9, 0, 8, 9, 6, 0, 10, 2, 10, 12, 2, 4, 11, 5, 11, 3, 5, 11, 4,
                 12, 10, 8, 6, 3, 9]  # fmt: skip
LARGE_HARBORS = ["generic", "generic", "generic", "generic", "generic", "lumber", "brick",
                 "wool", "wool", "grain", "ore"]  # fmt: skip
LARGE_BOARD = {"terrains": LARGE_TERRAINS, "numbers": LARGE_NUMBERS, "harbors": LARGE_HARBORS}


def game56(players: int = 5, expansion: str = "base", **options: Any) -> Game:
    """A 5-6 player game on the fixed 30-hex layout above."""
    return Game(expansion=expansion, players=players, board=dict(LARGE_BOARD), **options)


# A home spot per seat on the 5-6 player board (far enough apart for the distance rule)
# and a road from each: where the 5-6 player scenario tests seat their players.
LARGE_HOME = {0: 64, 1: 2, 2: 33, 3: 46, 4: 77, 5: 79}
LARGE_ROAD = {p: LARGE.vertex_edges[v][0] for p, v in LARGE_HOME.items()}


def seats56(
    n: int = 5, piece: str = "settlements", **by_seat: dict[str, Any]
) -> list[dict[str, Any]]:
    """The players of a 5-6 player position: every seat with its home `piece` (settlements,
    or cities in C&K) and road, plus what `by_seat` gives (as `players`)."""
    out = players(n, **by_seat)
    for p in range(n):
        out[p].setdefault(piece, [LARGE_HOME[p]])
        out[p].setdefault("roads", [LARGE_ROAD[p]])
    return out
