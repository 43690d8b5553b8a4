"""Science (green) progress cards, part 2 (RULES.md §13.1, §13.2 science table, §9.3,
§17, A13, A22): Irrigation, Mining, Medicine, Printer, Road Building, Smith.

The timing, holding and under-the-deck rules shared by every science card are in
test_science_cards.py.
"""

from __future__ import annotations

from typing import Any

import pytest

from cityknights import CHANCE, PositionError, State
from cityknights.engine.constants import GATE_SCIENCE
from cityknights.engine.constants import PROGRESS_BY_NAME as P

from ..helpers import act, ck_game, hand, players, position, refused

# Beginner board (checked in test_board_ids_used_here):
#   fields hexes 3 (12), 7 (9), 14 (4), 17 (6); mountains hexes 0 (10), 11 (8), 13 (3);
#   intersection 40 touches hexes 13 (mountains), 14 (fields), 17 (fields);
#   48 touches 16 (hills), 17 (fields); 34 touches 8 (forest), 12 (forest), 13 (mountains);
#   12 touches 0 (mountains), 3 (fields), 4 (hills); 2 touches only hex 2 (forest).
#   Paths 0-13 form one network around intersection 0 (path 0 joins 0 and 3, path 1
#   joins 0 and 4, path 6 joins 3 and 7, path 10 joins 7 and 11).


def test_board_ids_used_here() -> None:
    g = ck_game()
    topo, terrains = g.topology, g.board.terrains
    assert [terrains[h] for h in (3, 7, 14, 17)] == [3] * 4  # FIELDS
    assert [terrains[h] for h in (0, 11, 13)] == [4] * 3  # MOUNTAINS
    assert sorted(topo.vertex_hexes[40]) == [13, 14, 17]
    assert sorted(topo.vertex_hexes[48]) == [16, 17]
    assert sorted(topo.vertex_hexes[34]) == [8, 12, 13]
    assert sorted(topo.vertex_hexes[12]) == [0, 3, 4]
    assert topo.vertex_hexes[2] == (2,)
    edges = {e: set(topo.edge_vertices[e]) for e in range(14)}
    assert edges[0] == {0, 3} and edges[1] == {0, 4} and edges[6] == {3, 7}
    assert edges[10] == {7, 11}
    reached, frontier = {0}, [0]
    while frontier:
        v = frontier.pop()
        for vs in edges.values():
            if v in vs and not vs <= reached:
                (w,) = vs - {v}
                reached.add(w)
                frontier.append(w)
    assert reached == set(range(14))  # one network (with the ring of hex 0)


def cards(state: State, seat: int) -> dict[str, int]:
    return state.to_json()["players"][seat]["progress_cards"]


def plays(state: State, kind: str) -> list[Any]:
    return [a for a in state.legal_actions() if a[0] == kind]


def main(card: str, seat0: dict[str, Any], g: Any = None, **fields: Any) -> State:
    seat0 = {"progress_cards": {card: 1}, **seat0}
    others = {k: fields.pop(k) for k in ("seat1", "seat2", "seat3") if k in fields}
    return position(g or ck_game(), players=players(seat0=seat0, **others), **fields)


# ----------------------------------------------------------------- Irrigation and Mining
def test_s13_2_irrigation_2_grain_per_fields_hex_not_per_building() -> None:
    # Settlement 40 touches fields 14 and 17; city 48 touches fields 17 too. Two hexes:
    # 4 grain (not 2 per building, and the city does not double).
    state = main("irrigation", {"settlements": [40], "cities": [48]})
    events = state.apply(act("play_irrigation"))
    assert hand(state, 0) == {"grain": 4}
    assert state.bank[3] == 15
    played = next(e for e in events if e.code == "progress_played")
    assert played.data["cards"] == {"grain": 4}
    assert cards(state, 0) == {}


def test_s13_2_mining_2_ore_per_mountains_hex_no_commodity() -> None:
    # Settlement 40 and city 34 share mountains 13; city 12 touches mountains 0: 4 ore,
    # and no coin (cities on mountains make coin only by production).
    state = main("mining", {"settlements": [40], "cities": [34, 12]})
    state.apply(act("play_mining"))
    assert hand(state, 0) == {"ore": 4}


@pytest.mark.parametrize("card", ["irrigation", "mining"])
def test_s13_2_irrigation_mining_need_such_a_hex(card: str) -> None:
    # Intersection 2 touches only a forest.
    state = main(card, {"settlements": [2], "cities": []})
    terrain = "fields" if card == "irrigation" else "mountains"
    message = f"{card.capitalize()} needs a {terrain} hex next to your settlements or cities"
    assert refused(state, act(f"play_{card}"), message).endswith("cities")
    assert plays(state, f"play_{card}") == []
    # An opponent's building there does not count.
    state = main(card, {"settlements": [2]}, seat1={"settlements": [40]})
    refused(state, act(f"play_{card}"), message)


@pytest.mark.parametrize(("blocked", "grain"), [(False, 4), (True, 2)])
def test_s13_2_A22_irrigation_robber_blocks_only_with_the_flag(blocked: bool, grain: int) -> None:
    g = ck_game(irrigation_mining_blocked_by_robber=blocked)
    state = main("irrigation", {"settlements": [40]}, g=g, attacks=1, robber=17)
    state.apply(act("play_irrigation"))
    assert hand(state, 0) == {"grain": grain}


@pytest.mark.parametrize("blocked", [False, True])
def test_s13_2_A22_mining_robber_on_the_only_hex(blocked: bool) -> None:
    g = ck_game(irrigation_mining_blocked_by_robber=blocked)
    state = main("mining", {"settlements": [40]}, g=g, attacks=1, robber=13)
    if blocked:  # nothing left to mine: not offered
        refused(state, act("play_mining"), "Mining needs a mountains hex", "robber's hex")
    else:
        state.apply(act("play_mining"))
        assert hand(state, 0) == {"ore": 2}


def test_s13_2_irrigation_short_bank_gives_what_is_left() -> None:
    # Seat 1 holds 16 grain: 3 are left in the bank for the 4 owed.
    state = main("irrigation", {"settlements": [40]}, seat1={"hand": {"grain": 16}})
    state.apply(act("play_irrigation"))
    assert hand(state, 0) == {"grain": 3} and state.bank[3] == 0
    # An empty bank: the card would do nothing, so it is not offered.
    state = main("mining", {"settlements": [40]}, seat1={"hand": {"ore": 19}})
    refused(state, act("play_mining"), "the bank has no ore left")
    assert plays(state, "play_mining") == []


# ----------------------------------------------------------------- Medicine
def test_s13_2_medicine_city_for_2_ore_and_1_grain() -> None:
    state = main("medicine", {"settlements": [40, 12], "hand": {"ore": 2, "grain": 1}})
    refused(state, act("build_city", 40), "a city costs 2 grain and 3 ore")
    assert plays(state, "play_medicine") == [act("play_medicine", 12), act("play_medicine", 40)]
    vp = state.public_victory_points(0)
    events = state.apply(act("play_medicine", 40))
    assert state.to_json()["players"][0]["cities"] == [40]
    assert state.to_json()["players"][0]["settlements"] == [12]
    assert hand(state, 0) == {} and state.bank[4] == 19 and state.bank[3] == 19
    assert state.public_victory_points(0) == vp + 1
    assert [e.code for e in events] == ["progress_played", "city_built"]


def test_s13_2_medicine_refusals() -> None:
    pay = {"ore": 2, "grain": 1}
    state = main("medicine", {"settlements": [40], "cities": [12], "hand": pay},
                 seat1={"settlements": [2]})  # fmt: skip
    refused(state, act("play_medicine", 12), "Medicine upgrades one of your settlements")
    refused(state, act("play_medicine", 2), "Medicine upgrades one of your settlements")
    refused(state, act("play_medicine", 0), "Medicine upgrades one of your settlements")
    for short in ({"ore": 1, "grain": 1}, {"ore": 2}):
        state = main("medicine", {"settlements": [40], "hand": short})
        refused(state, act("play_medicine", 40), "Medicine's city costs 2 ore and 1 grain")
        assert plays(state, "play_medicine") == []
    # All four cities on the board.
    state = main("medicine", {"settlements": [40], "cities": [2, 12, 46, 31], "hand": pay})
    refused(state, act("play_medicine", 40), "no cities left (all 4 are on the board)")
    # No settlement at all: nothing to upgrade.
    state = main("medicine", {"cities": [40], "hand": pay})
    assert plays(state, "play_medicine") == []


# ----------------------------------------------------------------- Printer
def test_s13_1_printer_is_revealed_on_draw_for_1_vp_never_held() -> None:
    # Seat 1 (Abbey, holding 4 progress cards) draws the Printer on seat 0's science
    # gate: 1 VP at once, shown to all, no hand-limit discard (VP cards never count).
    four = {"crane": 1, "smith": 1, "mining": 1, "irrigation": 1}
    state = position(
        ck_game(), phase="pre_roll",
        players=players(seat1={"improvements": {"science": 1}, "progress_cards": four,
                               "settlements": [40]}),
    )  # fmt: skip
    state.apply(act("roll"))
    state.apply(act("dice", 1, 1, GATE_SCIENCE))
    assert (state.context(), state.current_player()) == ("progress_draw", CHANCE)
    events = state.apply(act("draw_progress", P["printer"]))
    assert state.to_json()["players"][1]["progress_vp"] == 1
    assert cards(state, 1) == four
    assert state.public_victory_points(1) == 2
    revealed = next(e for e in events if e.code == "progress_vp_revealed")
    assert revealed.for_seat(2) == {"code": "progress_vp_revealed", "seat": 1, "card": "printer"}
    assert state.view(3)["player_info"][1]["progress_vp"] == 1
    assert (state.context(), state.current_player()) == ("main", 0)  # no discard owed


def test_s13_1_printer_cannot_be_in_a_hand() -> None:
    with pytest.raises(PositionError, match="VP cards are revealed, never held"):
        position(ck_game(), players=players(seat0={"progress_cards": {"printer": 1}}))


def test_s17_A25_printer_wins_at_once_on_own_turn_else_at_turn_start() -> None:
    # 10 Defender cards + a city = 12 VP; 13 to win.
    twelve = {"cities": [40], "defender": 10, "improvements": {"science": 1}}
    state = position(ck_game(), phase="pre_roll", players=players(seat0=twelve))
    state.apply(act("roll"))
    state.apply(act("dice", 1, 1, GATE_SCIENCE))
    state.apply(act("draw_progress", P["printer"]))
    assert state.is_terminal() and state.winner() == 0
    # Drawn on seat 3's turn: seat 0 waits for its own turn.
    state = position(ck_game(), phase="pre_roll", turn_seat=3, players=players(seat0=twelve))
    state.apply(act("roll"))
    state.apply(act("dice", 1, 1, GATE_SCIENCE))
    state.apply(act("draw_progress", P["printer"]))
    assert not state.is_terminal() and state.victory_points(0) == 13
    assert (state.context(), state.current_player()) == ("main", 3)
    state.apply(act("end_turn"))
    assert state.is_terminal() and state.winner() == 0


# ----------------------------------------------------------------- Road Building
def test_s13_2_road_building_two_free_roads() -> None:
    state = main("road_building", {"settlements": [0], "roads": [0]})
    bank = list(state.bank)
    state.apply(act("play_road_building"))
    assert state.to_json()["pending"] == [{"kind": "free_road", "seat": 0, "count": 2}]
    assert (state.context(), state.current_player()) == ("free_road", 0)
    legal = state.legal_actions()
    assert legal and all(a[0] == "build_road" for a in legal)
    assert act("build_road", 6) in legal and act("build_road", 1) in legal
    refused(state, act("end_turn"), "not allowed now", "a free road (Road Building)")
    refused(state, act("build_road", 71), "does not connect")
    state.apply(act("build_road", 6))  # 3-7
    assert state.to_json()["pending"] == [{"kind": "free_road", "seat": 0, "count": 1}]
    state.apply(act("build_road", 10))  # 7-11
    assert state.to_json()["players"][0]["roads"] == [0, 6, 10]
    assert state.bank == bank and hand(state, 0) == {}
    assert (state.context(), state.current_player()) == ("main", 0)


def test_s13_2_road_building_with_one_road_left_places_one() -> None:
    state = main("road_building", {"settlements": [0], "roads": list(range(14))})
    state.apply(act("play_road_building"))
    state.apply(act("build_road", 14))  # 9-13: the 15th road
    assert len(state.roads[0]) == 15
    assert (state.context(), state.current_player()) == ("main", 0)


def test_s13_2_road_building_not_offered_without_a_road_to_place() -> None:
    state = main("road_building", {"settlements": [0], "roads": list(range(15))})
    refused(state, act("play_road_building"), "you have no road to place")
    # Two paths from the settlement on 0, both ends held by seat 1's knights (§9.5).
    knights = [{"vertex": 3, "level": 1}, {"vertex": 4, "level": 1}]
    state = main("road_building", {"settlements": [0], "roads": [0, 1]},
                 seat1={"knights": knights})  # fmt: skip
    refused(state, act("play_road_building"), "you have no road to place")
    assert plays(state, "play_road_building") == []


def test_s13_2_road_building_stops_when_no_spot_is_left_after_the_first() -> None:
    # Roads 0 (0-3) and 1 (0-4) from the settlement on 0; seat 1's knights on 4 and 7.
    # Only path 6 (3-7) can be built, up to the knight on 7, and nothing after it.
    knights = [{"vertex": 4, "level": 1}, {"vertex": 7, "level": 1}]
    state = main("road_building", {"settlements": [0], "roads": [0, 1]},
                 seat1={"knights": knights})  # fmt: skip
    state.apply(act("play_road_building"))
    assert state.legal_actions() == [act("build_road", 6)]
    state.apply(act("build_road", 6))
    assert state.to_json()["pending"] == []
    assert (state.context(), state.current_player()) == ("main", 0)


# ----------------------------------------------------------------- Smith
def smith_at(knights: list[dict[str, Any]], **seat0: Any) -> State:
    return main("smith", {"knights": knights, **seat0})


def k(v: int, level: int = 1, **flags: bool) -> dict[str, Any]:
    return {"vertex": v, "level": level, **flags}


def knights_json(state: State, seat: int = 0) -> dict[int, tuple[int, bool]]:
    return {
        d["vertex"]: (d["level"], d["active"]) for d in state.to_json()["players"][seat]["knights"]
    }


def test_s13_2_smith_promotes_two_knights_free_status_kept() -> None:
    state = smith_at([k(3, active=True), k(4)], hand={"wool": 1, "ore": 1})
    bank = list(state.bank)
    assert plays(state, "play_smith") == [
        act("play_smith", 3, -1), act("play_smith", 4, -1), act("play_smith", 3, 4),
    ]  # fmt: skip
    events = state.apply(act("play_smith", 3, 4))
    assert knights_json(state) == {3: (2, True), 4: (2, False)}
    assert state.bank == bank and hand(state, 0) == {"wool": 1, "ore": 1}
    assert [e.code for e in events] == ["progress_played", "knight_promoted", "knight_promoted"]
    # Smith counts as each knight's promotion this turn (§9.3).
    assert all(d["promoted_this_turn"] for d in state.to_json()["players"][0]["knights"])
    refused(state, act("promote_knight", 3), "already promoted this turn")


def test_s13_2_smith_may_promote_a_single_knight() -> None:
    state = smith_at([k(3), k(4)])
    state.apply(act("play_smith", 4, -1))
    assert knights_json(state) == {3: (1, False), 4: (2, False)}
    assert cards(state, 0) == {}


def test_s13_2_smith_mighty_needs_the_fortress() -> None:
    state = smith_at([k(3, 2)], improvements={"politics": 2})
    refused(state, act("play_smith", 3, -1), "needs the Fortress (politics level 3)")
    assert plays(state, "play_smith") == []
    state = smith_at([k(3, 2, active=True)], improvements={"politics": 3})
    state.apply(act("play_smith", 3, -1))
    assert knights_json(state) == {3: (3, True)}


def test_s13_2_smith_once_per_knight_per_turn() -> None:
    state = smith_at([k(3, promoted_this_turn=True), k(4)])
    refused(state, act("play_smith", 3, -1), "already promoted this turn")
    refused(state, act("play_smith", 3, 4), "already promoted this turn")
    assert plays(state, "play_smith") == [act("play_smith", 4, -1)]
    refused(state, act("play_smith", 4, 4), "two different knights")
    refused(state, act("play_smith", 4, 3), "two different knights in increasing order")


def test_s13_2_A13_smith_on_a_knight_built_or_activated_this_turn() -> None:
    state = smith_at([k(3, active=True, activated_this_turn=True)])
    state.apply(act("play_smith", 3, -1))
    assert knights_json(state) == {3: (2, True)}
    assert state.to_json()["players"][0]["knights"][0]["activated_this_turn"]


def test_s13_2_smith_needs_pieces_in_supply() -> None:
    # Both strong knights on the board: a basic one cannot become strong...
    state = smith_at([k(3), k(4, 2), k(8, 2)])
    refused(state, act("play_smith", 3, -1), "both your strong knights are on the board")
    # ... and two basic knights with one strong piece left: only one of them.
    state = smith_at([k(3), k(4), k(8, 2)])
    refused(state, act("play_smith", 3, 4), "both your strong knights are on the board")
    assert plays(state, "play_smith") == [act("play_smith", 3, -1), act("play_smith", 4, -1)]
    # Mighty knights cannot go higher.
    state = smith_at([k(3, 3)], improvements={"politics": 3})
    refused(state, act("play_smith", 3, -1), "already mighty")
    assert plays(state, "play_smith") == []


def test_s13_2_smith_strong_to_mighty_frees_a_strong_piece_for_a_basic_one() -> None:
    # Basic on 3, strong on 4 and 8, Fortress. Promoting 4 first frees a strong piece, so
    # "3 and 4" is a legal Smith although 3 alone is not (engine bug: it promoted in the
    # order named and refused this).
    state = smith_at([k(3), k(4, 2), k(8, 2)], improvements={"politics": 3})
    assert act("play_smith", 3, 4) in plays(state, "play_smith")
    state.apply(act("play_smith", 3, 4))
    assert knights_json(state) == {3: (2, False), 4: (3, False), 8: (2, False)}


def test_s13_2_smith_refusals_no_target() -> None:
    # No knights: nothing to promote, not offered.
    state = main("smith", {})
    assert plays(state, "play_smith") == []
    refused(state, act("play_smith", 3, -1), "you have no knight on intersection 3")
    # An opponent's knight is not yours to promote.
    state = main("smith", {"knights": [k(3)]}, seat1={"knights": [k(8)]})
    refused(state, act("play_smith", 8, -1), "you have no knight on intersection 8")
    refused(state, act("play_smith", 3, 8), "you have no knight on intersection 8")
    refused(state, act("play_smith", -1, -1), "you have no knight")
