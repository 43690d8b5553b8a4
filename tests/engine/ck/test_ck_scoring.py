"""C&K victory points and winning (RULES.md §17, A25): every VP source, 13 VP wins only
during one's own turn, VP gained on another's turn wins as one's own turn starts (if
still enough), and the vp_to_win option."""

from __future__ import annotations

from typing import Any

import pytest

from cityknights import TERMINAL, State
from cityknights.engine.constants import GATE_SCIENCE, PROGRESS_BY_NAME, SHIP, TRADE

from ..helpers import act, ck_game, players, position

# Beginner board. Seat 0's road of 5: intersections 0-3-7-11-16-21 along the coast.
ROAD_5 = [(0, 3), (3, 7), (7, 11), (11, 16), (16, 21)]
FIELDS_4 = 14  # the fields hex with the 4 (corners 30, 36, 41, 45, 40, 35)


def road_edges(pairs: list[tuple[int, int]]) -> list[int]:
    topo = ck_game().topology
    return [topo.edge_between(a, b) for a, b in pairs]


# ----------------------------------------------------------------- VP sources (§17)
BASE = {"settlements": [40], "cities": [12]}  # 1 + 2 = 3 VP
SOURCES: list[tuple[str, dict[str, Any], dict[str, Any], int]] = [
    # (name, seat 0 fields, top-level fields, VP added to BASE)
    ("settlement", {"settlements": [40, 46]}, {}, 1),
    ("city", {"cities": [12, 46]}, {}, 2),
    ("metropolis", {"improvements": {"trade": 4}}, {"metropolis": {"trade": 12}}, 2),
    ("longest_road", {"roads": road_edges(ROAD_5)}, {}, 2),
    ("defender", {"defender": 1}, {}, 1),
    ("two_defenders", {"defender": 2}, {}, 2),
    ("printer", {"progress_vp": 1}, {}, 1),
    ("printer_and_constitution", {"progress_vp": 2}, {}, 2),
    ("merchant", {}, {"merchant": {"hex": FIELDS_4, "owner": 0}}, 1),
]


@pytest.mark.parametrize(("name", "seat0", "top", "vp"), SOURCES, ids=[s[0] for s in SOURCES])
def test_s17_vp_sources(name: str, seat0: dict[str, Any], top: dict[str, Any], vp: int) -> None:
    g = ck_game(vp_to_win=20)
    state = position(g, players=players(seat0={**BASE, **seat0}), **top)
    assert state.public_victory_points(0) == state.victory_points(0) == 3 + vp
    assert state.view(1)["player_info"][0]["public_vp"] == 3 + vp
    if name == "longest_road":
        assert state.longest_road == 0
    # Nobody else gains anything.
    assert [state.victory_points(p) for p in (1, 2, 3)] == [0, 0, 0]


def test_s17_the_merchant_vp_follows_its_owner() -> None:
    g = ck_game()
    seats = players(seat0=BASE, seat1={"settlements": [30]})
    state = position(g, players=seats, merchant={"hex": FIELDS_4, "owner": 1})
    assert (state.victory_points(0), state.victory_points(1)) == (3, 2)
    assert state.view(None)["merchant"] == {"hex": FIELDS_4, "owner": 1}


def test_s17_all_sources_together() -> None:
    g = ck_game(vp_to_win=20)
    seat0 = {"settlements": [40], "cities": [12, 46], "roads": road_edges(ROAD_5),
             "improvements": {"trade": 4}, "defender": 2, "progress_vp": 2}  # fmt: skip
    state = position(g, players=players(seat0=seat0), metropolis={"trade": 46},
                     merchant={"hex": FIELDS_4, "owner": 0})  # fmt: skip
    # settlement 1 + cities 4 + metropolis 2 + longest road 2 + defenders 2 + VP cards 2
    # + merchant 1
    assert state.victory_points(0) == 14


# ----------------------------------------------------------------- winning (A25)
def near_win() -> dict[str, dict[str, Any]]:
    """Seats 0 and 1 at 12 VP each (3 cities, 2 settlements, 4 Defender cards)."""
    return {
        "seat0": {"cities": [0, 10, 28], "settlements": [40, 46], "defender": 4},
        "seat1": {"cities": [2, 20, 38], "settlements": [51, 53], "defender": 4},
    }


def test_s17_13_vp_on_own_turn_wins_at_once() -> None:
    seats = near_win()
    seats["seat0"]["hand"] = {"grain": 2, "ore": 3}
    state = position(ck_game(), players=players(**seats))
    assert state.victory_points(0) == 12
    events = state.apply(act("build_city", 40))
    assert events[-1].to_json() == {"code": "game_over", "winner": 0, "vp": 13}
    assert state.is_terminal() and state.winner() == 0
    assert state.current_player() == TERMINAL
    assert state.legal_actions() == []


def test_s17_A25_vp_cards_drawn_on_ones_own_roll_win_at_once() -> None:
    seats = near_win()
    seats["seat0"]["improvements"] = {"science": 1}
    state = position(ck_game(), phase="pre_roll", players=players(**seats))
    state.apply(act("roll"))
    state.apply(act("dice", 1, 1, GATE_SCIENCE))
    events = state.apply(act("draw_progress", PROGRESS_BY_NAME["printer"]))
    assert state.winner() == 0
    assert events[-1].data == {"winner": 0, "vp": 13}


def test_s17_A25_a_defender_card_on_anothers_turn_wins_as_their_turn_starts() -> None:
    # Seat 1 (12 VP) is the only defender when seat 0's roll brings the attack: 13 VP on
    # seat 0's turn, no win yet.
    seats = near_win()
    seats["seat1"]["knights"] = [
        {"vertex": 21, "level": 3, "active": True},
        {"vertex": 27, "level": 3, "active": True},
    ]
    state = position(ck_game(), phase="pre_roll", barbarian=6, players=players(**seats))
    state.apply(act("roll"))
    state.apply(act("dice", 6, 6, SHIP))  # 6 cities vs 6: Catan wins, seat 1 defends
    assert state.defender[1] == 5 and state.victory_points(1) == 13
    assert not state.is_terminal()
    assert (state.context(), state.current_player()) == ("main", 0)
    events = state.apply(act("end_turn"))
    assert [e.code for e in events] == ["turn_ended", "turn_started", "game_over"]
    assert events[-1].data == {"winner": 1, "vp": 13}
    assert state.winner() == 1


def test_s17_A25_vp_lost_before_ones_turn_means_no_win() -> None:
    # Seat 0 rolls a science gate: seat 2 (12 VP, the trade metropolis among them) draws the
    # Printer, 13 VP, no win on seat 0's turn. On seat 1's turn seat 1 reaches trade level
    # 5 and takes the metropolis: seat 2 is at 11 when its own turn starts.
    seats = {
        "seat1": {"cities": [2], "improvements": {"trade": 4}, "hand": {"cloth": 5}},
        "seat2": {"cities": [0, 10, 28], "settlements": [40, 46], "defender": 2,
                  "improvements": {"trade": 4, "science": 1}},
    }  # fmt: skip
    state = position(ck_game(), phase="pre_roll", players=players(**seats),
                     metropolis={"trade": 28})  # fmt: skip
    assert state.victory_points(2) == 12
    state.apply(act("roll"))
    state.apply(act("dice", 1, 1, GATE_SCIENCE))
    state.apply(act("draw_progress", PROGRESS_BY_NAME["printer"]))
    assert state.victory_points(2) == 13 and not state.is_terminal()
    state.apply(act("end_turn"))  # seat 1's turn starts: seat 1 has 2 VP
    assert (state.phase, state.current_player()) == ("pre_roll", 1)
    state.apply(act("roll"))
    state.apply(act("dice", 6, 6, GATE_SCIENCE))  # seat 1 has no science: nothing drawn
    state.apply(act("improve_city", TRADE))
    state.apply(act("place_metropolis", 2))
    assert state.victory_points(2) == 11
    events = state.apply(act("end_turn"))
    assert [e.code for e in events] == ["turn_ended", "turn_started"]
    assert not state.is_terminal() and state.current_player() == 2


def test_s17_vp_to_win_option() -> None:
    assert ck_game().vp_to_win == 13
    seat0: dict[str, Any] = {"cities": [0, 10, 28], "hand": {"grain": 2, "ore": 3},
                             "settlements": [40, 46]}  # fmt: skip
    # 8 VP; a city makes 9: not enough for 10 ...
    state = position(ck_game(vp_to_win=10), players=players(seat0=seat0))
    state.apply(act("build_city", 40))
    assert not state.is_terminal()
    # ... while 8 VP + 1 reaches a target of 9.
    state = position(ck_game(vp_to_win=9), players=players(seat0=seat0))
    state.apply(act("build_city", 40))
    assert state.winner() == 0


def test_s17_a_position_already_at_the_target_on_its_turn_loads_as_won() -> None:
    seats = near_win()
    seats["seat1"]["defender"] = 5
    state = position(ck_game(), phase="pre_roll", turn_seat=1, players=players(**seats))
    assert state.winner() == 1 and isinstance(state, State)
