"""City improvements, metropolises and city walls (RULES.md §8.2, §10, §11, A16, A17,
§20 checklist)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from cityknights import State
from cityknights.engine.constants import CARD_BY_NAME, TRACK_BY_NAME
from cityknights.engine.errors import PositionError

from ..helpers import act, ck_game, hand, players, position, refused

# Beginner-board intersections for buildings (none adjacent to another): 8, 24, 28, 31,
# 40, 46.
COMMODITY = {"trade": "cloth", "politics": "coin", "science": "paper"}
TRACK = TRACK_BY_NAME  # trade 0, politics 1, science 2


def improve(track: str) -> Any:
    return act("improve_city", TRACK[track])


def main(**seats: dict[str, Any]) -> State:
    """Seat 0's main phase (after the roll)."""
    fields: dict[str, Any] = {}
    if "metropolis" in seats:
        fields["metropolis"] = seats.pop("metropolis")
    return position(ck_game(), players=players(**seats), **fields)


# ----------------------------------------------------------------- improvements (§10)
@pytest.mark.parametrize("track", ["trade", "politics", "science"])
@pytest.mark.parametrize("level", [0, 1, 2, 3, 4])
def test_s10_level_n_costs_n_of_the_track_commodity(track: str, level: int) -> None:
    commodity = COMMODITY[track]
    need = level + 1
    # Seat 0: two cities (room for a metropolis), exactly the cost, and 5 of the other
    # commodities (which do not pay for this track).
    others = {c: 5 for c in COMMODITY.values() if c != commodity}
    # The metropolis of this track is someone else's at level 5 so nothing is claimed here
    # (level 4+ takes it otherwise; that is tested below).
    seat1 = {"cities": [46], "improvements": {track: 5}}
    state = main(
        seat0={"cities": [8, 40], "improvements": {track: level},
               "hand": {commodity: need - 1, **others}},
        seat1=seat1, metropolis={track: 46},
    )  # fmt: skip
    refused(state, improve(track), f"{track} level {need} costs {need} {commodity}")
    state = main(
        seat0={"cities": [8, 40], "improvements": {track: level},
               "hand": {commodity: need, **others}},
        seat1=seat1, metropolis={track: 46},
    )  # fmt: skip
    assert improve(track) in state.legal_actions()
    events = state.apply(improve(track))
    assert state.improvements[0][TRACK[track]] == need
    assert hand(state, 0) == others
    assert state.bank[CARD_BY_NAME[commodity]] == 12
    assert events[0].code == "city_improved"
    assert events[0].data["level"] == need and events[0].data["track"] == track
    assert state.to_json()["players"][0]["improvements"][track] == need
    assert (state.context(), state.current_player()) == ("main", 0)


def test_s10_the_commodity_goes_back_to_the_bank() -> None:
    state = main(seat0={"cities": [8], "improvements": {"politics": 2}, "hand": {"coin": 3}})
    assert state.bank[CARD_BY_NAME["coin"]] == 9
    state.apply(improve("politics"))
    assert state.bank[CARD_BY_NAME["coin"]] == 12
    assert hand(state, 0) == {}


def test_s10_improvements_need_a_city_on_the_board() -> None:
    # Seat 0 lost its only city (a settlement now): the levels stay, no new ones.
    state = main(seat0={"settlements": [8], "improvements": {"trade": 2}, "hand": {"cloth": 5}})
    refused(state, improve("trade"), "need at least one city on the board")
    assert state.improvements[0] == [2, 0, 0]
    refused(state, improve("politics"), "need at least one city on the board")


def test_s10_max_level_is_5() -> None:
    state = main(
        seat0={"cities": [8], "improvements": {"science": 5}, "hand": {"paper": 6}},
        metropolis={"science": 8},
    )
    refused(state, improve("science"), "already at level 5")


def test_s10_A16_levels_4_5_need_a_city_that_can_hold_the_metropolis() -> None:
    # Seat 0's only city (8) holds the trade metropolis.
    state = main(
        seat0={"cities": [8], "improvements": {"trade": 4, "politics": 3, "science": 2},
               "hand": {"coin": 4, "paper": 3, "cloth": 5}},
        metropolis={"trade": 8},
    )  # fmt: skip
    refused(state, improve("politics"), "politics level 4 needs a city that can hold the politics")
    # Level 3 needs no such city; and the trade track may go on (its own metropolis city).
    assert improve("science") in state.legal_actions()
    assert improve("trade") in state.legal_actions()
    state.apply(improve("trade"))
    assert state.improvements[0][TRACK["trade"]] == 5 and state.metropolis[TRACK["trade"]] == 8
    assert (state.context(), state.current_player()) == ("main", 0)
    # With a second, plain city level 4 is allowed.
    state = main(
        seat0={"cities": [8, 40], "improvements": {"trade": 4, "politics": 3},
               "hand": {"coin": 4}},
        metropolis={"trade": 8},
    )  # fmt: skip
    assert improve("politics") in state.legal_actions()


# ----------------------------------------------------------------- metropolises (§11)
def test_s11_first_to_level_4_places_the_metropolis_for_2_vp() -> None:
    # Seat 0: cities 8 (holding the science metropolis) and 40, 31; politics 3 -> 4.
    state = main(
        seat0={"cities": [8, 31, 40], "settlements": [24],
               "improvements": {"politics": 3, "science": 4}, "hand": {"coin": 4}},
        metropolis={"science": 8},
    )  # fmt: skip
    vp = state.public_victory_points(0)
    assert vp == 1 + 3 * 2 + 2
    events = state.apply(improve("politics"))
    assert [e.code for e in events] == ["city_improved"]
    assert (state.context(), state.current_player()) == ("metropolis", 0)
    assert state.to_json()["pending"] == [{"kind": "metropolis", "seat": 0, "track": "politics"}]
    assert state.legal_actions() == [act("place_metropolis", 31), act("place_metropolis", 40)]
    refused(state, act("place_metropolis", 8), "politics metropolis goes on one of your cities")
    refused(state, act("place_metropolis", 24), "politics metropolis goes on one of your cities")
    refused(state, act("end_turn"), "end_turn is not allowed now", "metropolis")
    events = state.apply(act("place_metropolis", 40))
    assert [e.to_json() for e in events] == [
        {"code": "metropolis_placed", "seat": 0, "track": "politics", "vertex": 40}
    ]
    assert state.metropolis[TRACK["politics"]] == 40
    assert state.public_victory_points(0) == vp + 2
    assert state.view(None)["metropolis"] == {"trade": None, "politics": 40, "science": 8}
    assert (state.context(), state.current_player()) == ("main", 0)


def test_s11_a_second_player_at_level_4_gets_nothing() -> None:
    # Seat 1 holds the trade metropolis at level 4; seat 0 reaches 4 too.
    state = main(
        seat0={"cities": [8], "improvements": {"trade": 3}, "hand": {"cloth": 4}},
        seat1={"cities": [40], "improvements": {"trade": 4}},
        metropolis={"trade": 40},
    )
    events = state.apply(improve("trade"))
    assert [e.code for e in events] == ["city_improved"]
    assert (state.context(), state.current_player()) == ("main", 0)
    assert state.metropolis[TRACK["trade"]] == 40
    assert (state.public_victory_points(0), state.public_victory_points(1)) == (2, 4)


def test_s11_reaching_level_5_steals_it_from_a_holder_below_5() -> None:
    state = main(
        seat0={"cities": [8, 31], "improvements": {"trade": 4}, "hand": {"cloth": 5}},
        seat1={"cities": [40], "improvements": {"trade": 4}},
        metropolis={"trade": 40},
    )
    assert (state.public_victory_points(0), state.public_victory_points(1)) == (4, 4)
    events = state.apply(improve("trade"))
    assert [e.code for e in events] == ["city_improved", "metropolis_lost"]
    assert events[1].data == {"seat": 1, "track": "trade", "vertex": 40}
    assert state.public_victory_points(1) == 2
    assert (state.context(), state.current_player()) == ("metropolis", 0)
    assert state.legal_actions() == [act("place_metropolis", 8), act("place_metropolis", 31)]
    refused(state, act("place_metropolis", 40), "goes on one of your cities")
    state.apply(act("place_metropolis", 31))
    assert state.metropolis[TRACK["trade"]] == 31
    assert (state.public_victory_points(0), state.public_victory_points(1)) == (6, 2)


def test_s11_A17_the_first_at_level_5_keeps_it_for_good() -> None:
    state = main(
        seat0={"cities": [8], "improvements": {"science": 4}, "hand": {"paper": 5}},
        seat1={"cities": [40], "improvements": {"science": 5}},
        metropolis={"science": 40},
    )
    events = state.apply(improve("science"))
    assert [e.code for e in events] == ["city_improved"]
    assert state.improvements[0][TRACK["science"]] == 5
    assert state.metropolis[TRACK["science"]] == 40
    assert (state.context(), state.current_player()) == ("main", 0)
    assert (state.public_victory_points(0), state.public_victory_points(1)) == (2, 4)


def test_s11_holder_going_to_level_5_keeps_its_metropolis_in_place() -> None:
    state = main(
        seat0={"cities": [8, 31], "improvements": {"trade": 4}, "hand": {"cloth": 5}},
        metropolis={"trade": 8},
    )
    events = state.apply(improve("trade"))
    assert [e.code for e in events] == ["city_improved"]
    assert state.metropolis[TRACK["trade"]] == 8
    assert (state.context(), state.current_player()) == ("main", 0)


def _placing(seat0: dict[str, Any], **fields: Any) -> State:
    pending = [{"kind": "metropolis", "seat": 0, "track": "trade"}]
    return position(ck_game(), players=players(seat0=seat0), pending=pending, **fields)


def test_s11_a_position_places_a_metropolis_only_one_its_seat_could_be_placing() -> None:
    # The decision a level-4 improvement leaves (above) loads and plays on.
    state = _placing({"cities": [8, 31], "improvements": {"trade": 4}})
    assert state.legal_actions() == [act("place_metropolis", 8), act("place_metropolis", 31)]
    # Not one no game reaches: a metropolis standing on the board would move without its
    # "lost" event, a seat below level 4 would hold one, a seat with no free city would
    # have no legal action, two decisions would place one metropolis twice.
    for seat0, fields, fragment in (
        ({"cities": [8, 31], "improvements": {"trade": 4}}, {"metropolis": {"trade": 8}},
         "pending[0]: the trade metropolis stands on intersection 8"),
        ({"cities": [8, 31], "improvements": {"trade": 3}}, {},
         "pending[0]: seat 0 is below level 4 in trade"),
        ({"cities": [8], "improvements": {"trade": 4, "science": 4}},
         {"metropolis": {"science": 8}},
         "pending[0]: seat 0 has no city to hold the trade metropolis"),
    ):  # fmt: skip
        with pytest.raises(PositionError, match=re.escape(fragment)):
            _placing(seat0, **fields)
    twice = [{"kind": "metropolis", "seat": 0, "track": "trade"}] * 2
    with pytest.raises(PositionError, match=re.escape("pending[1]: the trade metropolis is al")):
        position(
            ck_game(),
            players=players(seat0={"cities": [8, 31], "improvements": {"trade": 4}}),
            pending=twice,
        )


# ----------------------------------------------------------------- city walls (§8.2)
def test_s8_2_a_wall_costs_2_brick_and_goes_under_an_own_city() -> None:
    state = main(
        seat0={"cities": [8, 40], "settlements": [24], "hand": {"brick": 3}},
        seat1={"cities": [31]},
    )
    assert [a for a in state.legal_actions() if a[0] == "build_wall"] == [
        act("build_wall", 8), act("build_wall", 40),
    ]  # fmt: skip
    refused(state, act("build_wall", 24), "goes under one of your cities")
    refused(state, act("build_wall", 31), "goes under one of your cities")
    refused(state, act("build_wall", 46), "goes under one of your cities")
    events = state.apply(act("build_wall", 8))
    assert [e.to_json() for e in events] == [{"code": "wall_built", "seat": 0, "vertex": 8}]
    assert hand(state, 0) == {"brick": 1}
    assert state.to_json()["players"][0]["walls"] == [8]
    assert state.view(None)["walls"] == [8]
    # One wall per city; 1 brick is not enough for the second.
    refused(state, act("build_wall", 8), "the city on 8 already has a wall")
    refused(state, act("build_wall", 40), "a city wall costs 2 brick")
    # A wall gives no VP.
    assert state.public_victory_points(0) == 5


def test_s8_2_a_wall_may_go_under_a_metropolis() -> None:
    state = main(
        seat0={"cities": [8], "improvements": {"trade": 4}, "hand": {"brick": 2}},
        metropolis={"trade": 8},
    )
    state.apply(act("build_wall", 8))
    assert state.to_json()["players"][0]["walls"] == [8]
    assert state.metropolis[TRACK["trade"]] == 8


def test_s8_2_at_most_3_walls_per_player() -> None:
    state = main(seat0={"cities": [8, 31, 40, 46], "walls": [8, 31, 40], "hand": {"brick": 4}})
    assert not any(a[0] == "build_wall" for a in state.legal_actions())
    refused(state, act("build_wall", 46), "no city wall left (3 at most)")
