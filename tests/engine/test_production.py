"""Production in the base game (RULES.md §6): settlements 1, cities 2, the robber's hex
and 7s produce nothing, and the bank shortage rule (with its `bank_shortage` flag)."""

from __future__ import annotations

from typing import Any

import pytest

from cityknights import Game, State
from cityknights.engine.constants import BRICK, FIELDS, HILLS

from .helpers import act, game, hand, players, position, refused

# Two hexes carry the 6: the hills at hex 4 (corners 8, 13, 18, 23, 17, 12) and the fields
# at hex 17 (corners 40, 45, 49, 52, 48, 44).
HILLS_6, FIELDS_6 = 4, 17
# Seat 0: settlement at 8 (on the hills 6); seat 1: city at 18 (on the hills 6);
# seat 2: settlement at 45 (on the fields 6); seat 3: settlement at 31 (no 6 there).
BUILDINGS: dict[str, dict[str, Any]] = {
    "seat0": {"settlements": [8]},
    "seat1": {"cities": [18]},
    "seat2": {"settlements": [45]},
    "seat3": {"settlements": [31]},
}


def before_roll(g: Game | None = None, turn_seat: int = 0, **fields: Any) -> State:
    g = g or game()
    by_seat = {k: dict(v) for k, v in BUILDINGS.items()}
    for key, extra in fields.pop("extra", {}).items():
        by_seat[key].update(extra)
    return position(g, phase="pre_roll", turn_seat=turn_seat, players=players(**by_seat), **fields)


def roll(state: State, white: int, red: int) -> list:
    state.apply(act("roll"))
    return state.apply(act("dice", white, red))


def produced(events: list) -> dict[str, dict[str, int]]:
    [event] = [e for e in events if e.code == "produced"]
    return event.data["cards"]


def test_the_board_is_as_described() -> None:
    g = game()
    topo, board = g.topology, g.board
    assert (board.terrains[HILLS_6], board.numbers[HILLS_6]) == (HILLS, 6)
    assert (board.terrains[FIELDS_6], board.numbers[FIELDS_6]) == (FIELDS, 6)
    assert [h for h in range(19) if board.numbers[h] == 6] == [HILLS_6, FIELDS_6]
    assert {8, 18} <= set(topo.hex_vertices[HILLS_6])
    assert 45 in topo.hex_vertices[FIELDS_6]
    assert 6 not in {board.numbers[h] for h in topo.vertex_hexes[31]}


def test_dice_are_a_chance_node_with_36_outcomes() -> None:
    state = before_roll()
    refused(state, act("dice", 3, 3), "dice is not allowed now")
    state.apply(act("roll"))
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 36 and {p for _, p in outcomes} == {1 / 36}
    assert {(a[1], a[2]) for a, _ in outcomes} == {(w, r) for w in range(1, 7) for r in range(1, 7)}
    refused(state, act("dice", 0, 6), "dice: white and red must each be 1-6")
    refused(state, act("end_turn"), "end_turn is not allowed now")


def test_settlements_produce_one_cities_two() -> None:
    state = before_roll()
    events = roll(state, 2, 4)
    assert events[0].code == "dice_rolled"
    assert events[0].data == {"seat": 0, "white": 2, "red": 4, "total": 6}
    assert produced(events) == {"0": {"brick": 1}, "1": {"brick": 2}, "2": {"grain": 1}}
    assert hand(state, 0) == {"brick": 1}
    assert hand(state, 1) == {"brick": 2}
    assert hand(state, 2) == {"grain": 1}
    assert hand(state, 3) == {}
    assert state.bank[:5] == [19, 16, 19, 18, 19]
    assert (state.phase, state.current_player()) == ("main", 0)


@pytest.mark.parametrize(
    ("robber", "expected"),
    [
        (HILLS_6, {"2": {"grain": 1}}),
        (FIELDS_6, {"0": {"brick": 1}, "1": {"brick": 2}}),
    ],
)
def test_the_robbers_hex_produces_nothing(robber: int, expected: dict[str, Any]) -> None:
    state = before_roll(robber=robber)
    assert produced(roll(state, 3, 3)) == expected


def test_a_seven_produces_nothing() -> None:
    state = before_roll()
    events = roll(state, 3, 4)
    assert "produced" not in [e.code for e in events]
    assert all(hand(state, p) == {} for p in range(4))
    assert state.bank[:5] == [19] * 5
    # The roller moves the robber next.
    assert (state.context(), state.current_player()) == ("robber", 0)


def test_shortage_pays_nobody_when_several_are_owed() -> None:
    # The bank has 2 brick (seat 3 holds the other 17); seats 0 and 1 are owed 1 + 2.
    state = before_roll(extra={"seat3": {"hand": {"brick": 17}}})
    assert state.bank[BRICK] == 2
    events = roll(state, 1, 5)
    assert produced(events) == {"2": {"grain": 1}}  # grain is paid as usual
    assert hand(state, 0) == {} and hand(state, 1) == {}
    assert state.bank[BRICK] == 2


def test_shortage_with_one_seat_owed_gives_what_is_left() -> None:
    # Only seat 1's city is on the hills; the bank has 1 brick for the 2 owed.
    state = before_roll(extra={"seat0": {"settlements": [0]}, "seat3": {"hand": {"brick": 18}}})
    events = roll(state, 1, 5)
    assert produced(events)["1"] == {"brick": 1}
    assert state.bank[BRICK] == 0


def test_a_bank_with_exactly_enough_pays_everyone() -> None:
    state = before_roll(extra={"seat3": {"hand": {"brick": 16}}})
    assert state.bank[BRICK] == 3
    roll(state, 1, 5)
    assert (hand(state, 0), hand(state, 1)) == ({"brick": 1}, {"brick": 2})
    assert state.bank[BRICK] == 0


@pytest.mark.parametrize(
    ("roller", "seat0", "seat1"),
    [(0, {"brick": 1}, {"brick": 1}), (1, {}, {"brick": 2}), (2, {"brick": 1}, {"brick": 1})],
)
def test_partial_shortage_pays_in_turn_order_from_the_roller(
    roller: int, seat0: dict[str, int], seat1: dict[str, int]
) -> None:
    # bank_shortage="partial": 2 brick in the bank for seats 0 (owed 1) and 1 (owed 2).
    g = game(bank_shortage="partial")
    state = before_roll(g, turn_seat=roller, extra={"seat3": {"hand": {"brick": 17}}})
    roll(state, 1, 5)
    assert (hand(state, 0), hand(state, 1)) == (seat0, seat1)
    assert state.bank[BRICK] == 0
    assert hand(state, 2) == {"grain": 1}
