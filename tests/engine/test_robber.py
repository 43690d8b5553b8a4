"""Rolling a 7 in the base game (RULES.md §7): discards as pending decisions, moving the
robber, the random steal as a chance node, who sees the stolen card, the friendly robber."""

from __future__ import annotations

from typing import Any

import pytest

from cityknights import State
from cityknights.engine.constants import CARD_NAMES

from .helpers import act, game, hand, players, position, refused


def seven(state: State) -> list:
    state.apply(act("roll"))
    return state.apply(act("dice", 3, 4))


# ----------------------------------------------------------------- discards
def test_discards_go_seat_by_seat_from_the_roller() -> None:
    # Seat 2 rolls a 7. Over 7 cards: seat 2 (8 -> 4 to discard), seat 0 (9 -> 4) and
    # seat 1 (11 -> 5); seat 3 holds exactly 7 and keeps them.
    hands = {
        "seat0": {"ore": 5, "grain": 4},
        "seat1": {"lumber": 6, "wool": 5},
        "seat2": {"brick": 4, "wool": 4},
        "seat3": {"brick": 7},
    }
    state = position(
        game(),
        phase="pre_roll",
        turn_seat=2,
        players=players(**{k: {"hand": v} for k, v in hands.items()}),
    )
    seven(state)
    assert state.view(None)["pending"] == [
        {"kind": "discard", "seat": 2, "count": 4},
        {"kind": "discard", "seat": 0, "count": 4},
        {"kind": "discard", "seat": 1, "count": 5},
        {"kind": "robber", "seat": 2},
    ]
    for seat, count in ((2, 4), (0, 4), (1, 5)):
        for left in range(count, 0, -1):
            assert (state.current_player(), state.context()) == (seat, "discard")
            assert state.pending[0] == ("discard", seat, left)
            held = [c for c in range(5) if state.hands[seat][c]]
            assert [a[1] for a in state.legal_actions()] == held
            missing = next(c for c in range(5) if not state.hands[seat][c])
            refused(state, act("discard", missing), f"you hold no {CARD_NAMES[missing]}")
            refused(
                state,
                act("move_robber", 4, -1),
                "move_robber is not allowed now: waiting for a discard after a 7",
            )
            refused(state, act("end_turn"), "not allowed now")
            card = held[-1]
            bank = state.bank[card]
            events = state.apply(act("discard", card))
            assert [(e.code, e.data) for e in events] == [
                ("discarded", {"seat": seat, "card": CARD_NAMES[card]})
            ]
            assert state.bank[card] == bank + 1
    assert [sum(state.hands[p][:5]) for p in range(4)] == [5, 6, 4, 7]
    assert sum(state.bank[:5]) == 95 - 22
    # Then the roller moves the robber.
    assert (state.current_player(), state.context()) == (2, "robber")


def test_no_discard_at_or_under_the_limit() -> None:
    state = position(
        game(),
        phase="pre_roll",
        players=players(seat0={"hand": {"ore": 7}}, seat1={"hand": {"wool": 7}}),
    )
    seven(state)
    assert state.pending == [("robber", 0, 0)]


def test_discard_limit_flag() -> None:
    # discard_limit=9: 9 cards are safe, 10 are not (5 to discard).
    g = game(discard_limit=9)
    state = position(
        g,
        phase="pre_roll",
        players=players(seat0={"hand": {"ore": 9}}, seat1={"hand": {"wool": 10}}),
    )
    seven(state)
    assert state.view(None)["pending"] == [
        {"kind": "discard", "seat": 1, "count": 5},
        {"kind": "robber", "seat": 0},
    ]
    assert state.current_player() == 1


# ----------------------------------------------------------------- moving the robber
# Hex 4 (the hills, corners 8, 13, 18, 23, 17, 12) holds seat 0's settlement at 17,
# seat 1's settlement at 8 and seat 2's city at 18. Seat 3 has a settlement at 40 (hexes
# 13, 14, 17) and no cards. The robber is on the desert (hex 9), seat 0 moves it.
HILLS = 4


def robber_position(g: Any = None, **by_seat: dict[str, Any]) -> State:
    seats: dict[str, dict[str, Any]] = {
        "seat0": {"settlements": [17], "hand": {"grain": 2}},
        "seat1": {"settlements": [8], "hand": {"brick": 1, "ore": 3}},
        "seat2": {"cities": [18], "hand": {"wool": 2}},
        "seat3": {"settlements": [40]},
    }
    for key, extra in by_seat.items():
        seats[key].update(extra)
    return position(g or game(), pending=[{"kind": "robber", "seat": 0}], players=players(**seats))


def test_robber_must_move_and_rob_an_adjacent_opponent_with_cards() -> None:
    g = game()
    assert {8, 17, 18} <= set(g.topology.hex_vertices[HILLS])
    state = robber_position(g)
    assert (state.robber, state.current_player(), state.context()) == (9, 0, "robber")
    legal = state.legal_actions()
    assert [a for a in legal if a[1] == HILLS] == [
        act("move_robber", HILLS, 1),
        act("move_robber", HILLS, 2),
    ]
    assert act("move_robber", 17, -1) in legal  # seat 3 is there but has no cards
    assert not any(a[1] == 9 for a in legal)
    assert {a[1] for a in legal} == set(range(19)) - {9}

    refused(state, act("move_robber", 9, -1), "the robber must move to a different hex than 9")
    refused(state, act("move_robber", 19, -1), "there is no hex 19")
    for victim in (-1, 0, 3):
        refused(
            state,
            act("move_robber", HILLS, victim),
            "choose whom to rob on hex 4: one of seats [1, 2]",
        )
    refused(state, act("move_robber", 17, 3), "nobody on hex 17 can be robbed; victim must be -1")
    refused(state, act("end_turn"), "waiting for the robber to be moved")

    events = state.apply(act("move_robber", HILLS, 1))
    assert [(e.code, e.data) for e in events] == [
        ("robber_moved", {"seat": 0, "hex": HILLS, "victim": 1})
    ]
    assert state.robber == HILLS
    assert state.is_chance_node() and state.context() == "steal"


def test_the_steal_is_a_chance_node_weighted_by_the_victims_cards() -> None:
    state = robber_position()
    state.apply(act("move_robber", HILLS, 1))
    # Seat 1 holds 1 brick and 3 ore.
    assert state.chance_outcomes() == [(act("steal_card", 1), 0.25), (act("steal_card", 4), 0.75)]
    refused(state, act("steal_card", 2), "seat 1 holds no such card to steal")
    events = state.apply(act("steal_card", 4))
    assert hand(state, 1) == {"brick": 1, "ore": 2}
    assert hand(state, 0) == {"grain": 2, "ore": 1}
    assert (state.phase, state.pending, state.current_player()) == ("main", [], 0)
    # Only the thief and the victim learn which card moved.
    [stole] = events
    assert stole.for_seat(0) == {"code": "stole", "seat": 0, "victim": 1, "card": "ore"}
    assert stole.for_seat(1) == stole.for_seat(0)
    for seat in (2, 3, None):
        assert stole.for_seat(seat) == {"code": "stole", "seat": 0, "victim": 1}


def test_robber_on_a_hex_with_nobody_to_rob_steals_nothing() -> None:
    state = robber_position()
    events = state.apply(act("move_robber", 17, -1))
    assert [e.code for e in events] == ["robber_moved"]
    assert not state.is_chance_node()
    assert (state.context(), state.current_player()) == ("main", 0)
    assert [hand(state, p) for p in range(3)] == [{"grain": 2}, {"brick": 1, "ore": 3}, {"wool": 2}]


def test_seven_leads_to_the_robber_then_the_steal() -> None:
    state = position(
        game(),
        phase="pre_roll",
        players=players(
            seat0={"settlements": [17]}, seat1={"settlements": [8], "hand": {"wool": 1}}
        ),
    )
    seven(state)
    assert (state.current_player(), state.context()) == (0, "robber")
    state.apply(act("move_robber", HILLS, 1))
    assert state.chance_outcomes() == [(act("steal_card", 2), 1.0)]
    state.apply(act("steal_card", 2))
    assert hand(state, 0) == {"wool": 1} and hand(state, 1) == {}


# ----------------------------------------------------------------- friendly robber
@pytest.mark.parametrize("friendly", [True, False])
def test_friendly_robber_spares_players_with_2_public_vp_or_fewer(friendly: bool) -> None:
    g = game(friendly_robber=friendly)
    # Seat 1 has 2 settlements (8 and 48) and a hidden VP card: 2 public VP. Seat 2 has a
    # city and a settlement (3 VP). Seat 0, the roller, has 1 VP at 17 and 40.
    state = robber_position(
        g,
        seat0={"settlements": [17, 40]},
        seat1={"settlements": [8, 48], "dev_cards": {"victory_point": 1}},
        seat2={"cities": [18], "settlements": [31]},
        seat3={"settlements": []},
    )
    assert state.public_victory_points(1) == 2 and state.victory_points(1) == 3
    seat1_hexes = {h for v in (8, 48) for h in g.topology.vertex_hexes[v]}
    legal_hexes = {a[1] for a in state.legal_actions()}
    if not friendly:
        assert seat1_hexes <= legal_hexes
        state.apply(act("move_robber", HILLS, 1))
        return
    assert legal_hexes == set(range(19)) - {9} - seat1_hexes
    for h in sorted(seat1_hexes):
        refused(
            state,
            act("move_robber", h, 1),
            f"friendly robber: hex {h} touches a player with 2 VP or fewer",
        )
    # Seat 2 (3 VP) may be robbed; a hex touching only the roller (2 VP) is allowed.
    assert {state.owner[v] for v in g.topology.hex_vertices[14]} == {-1, 0}
    state.clone().apply(act("move_robber", 5, 2))
    state.apply(act("move_robber", 14, -1))
