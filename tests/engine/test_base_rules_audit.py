"""A line-by-line audit of the base-game lines of RULES.md (no Cities & Knights): the
development cards and Largest Army of §22.3's 3-4 player column, Longest Road (§16), the
19-hex board's harbor slots (§2.2) and official spiral (§2.3), and the win on one's own
turn (§17). Each test pins a line that no earlier scenario test checked."""

from __future__ import annotations

import math

import pytest

from cityknights import Game
from cityknights.engine.board import (
    SPIRAL_TOKENS,
    corners,
    reds_adjacent,
    spiral_numbers,
    spiral_order,
)
from cityknights.engine.constants import DESERT, KNIGHT
from cityknights.engine.topology import STANDARD

from .helpers import act, game, players, position, refused
from .test_longest_road import ROAD5_BOTTOM, ROAD5_TOP, awards, path, road_length

SETTLEMENT = {"brick": 1, "lumber": 1, "wool": 1, "grain": 1}
# A hex's six corners around its centre (2q + r, 3r), in the units of RULES.md §22.2.2.
_CORNERS = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))


# ----------------------------------------------------------------- §2.2 harbors
def test_s2_2_the_9_harbor_slots_sit_on_every_other_hex_of_the_18_hex_sea_ring_facing_land():
    # RULES.md §2.2: "the harbors sit on every other hex of the 18-hex sea ring, each
    # facing the land", each touching exactly 2 coastal intersections.
    topo = STANDARD
    ring = [
        (q, r) for q in range(-3, 4) for r in range(-3, 4) if max(abs(q), abs(r), abs(q + r)) == 3
    ]
    assert len(ring) == 18
    seas = []
    for a, b in topo.harbor_slots:
        # The harbor's sea hex is the one whose corners include both intersections.
        (sea,) = [
            (q, r)
            for q, r in ring
            if {topo.vertex_points[v] for v in (a, b)}
            <= {(2 * q + r + dx, 3 * r + dy) for dx, dy in _CORNERS}
        ]
        # It faces land: the side a-b is a side of exactly one land hex.
        assert len(set(topo.vertex_hexes[a]) & set(topo.vertex_hexes[b])) == 1
        seas.append(sea)
    assert len(set(seas)) == 9
    # Walked round the ring, the harbors' sea hexes are every other one.
    around = sorted(ring, key=lambda c: math.atan2(3 * c[1], 2 * c[0] + c[1]))
    positions = sorted(around.index(s) for s in seas)
    assert positions in (list(range(0, 18, 2)), list(range(1, 18, 2)))


# ----------------------------------------------------------------- §2.3 the official spiral
def test_s2_3_the_a_r_spiral_never_puts_reds_together_from_any_corner_desert_anywhere():
    # RULES.md §2.3: the official spiral (tokens A-R in a fixed order, skipping the
    # desert) "never puts reds together": from each of the six corners, both ways round,
    # with the desert on any of the 19 hexes.
    assert corners(STANDARD) == [0, 2, 7, 11, 16, 18]
    checked = 0
    for desert in range(19):
        terrains = [0] * 19
        terrains[desert] = DESERT
        for corner in corners(STANDARD):
            for clockwise in (False, True):
                order = spiral_order(STANDARD, corner, clockwise)
                assert sorted(order) == list(range(19))
                numbers = spiral_numbers(terrains, order, SPIRAL_TOKENS)
                assert numbers[desert] == 0 and sorted(n for n in numbers if n) == sorted(
                    SPIRAL_TOKENS
                )
                assert not reds_adjacent(numbers, STANDARD), (desert, corner, clockwise)
                checked += 1
    assert checked == 19 * 12


# ----------------------------------------------------------------- §22.3 development cards
@pytest.mark.parametrize("n", [3, 4])
def test_s22_3_a_3_or_4_player_base_game_has_19_of_each_resource_and_25_development_cards(n: int):
    # §22.3, 3-4 player column: 19 resource cards per kind; 25 development cards: 14
    # knights, 5 VP, 2 road building, 2 year of plenty, 2 monopoly.
    s = Game(expansion="base", players=n, seed=7).new_initial_state()
    assert s.bank[:5] == [19] * 5 and s.bank[5:] == [0, 0, 0]
    assert s.dev_deck == (14, 5, 2, 2, 2)


def test_s22_3_one_development_card_per_turn_a_knight_before_the_roll_is_that_turns_card():
    # The one card a turn counts the whole turn: a Knight played before the roll leaves no
    # card for after it (Year of Plenty, or a second Knight), and the next turn allows one.
    s = position(
        game(),
        phase="pre_roll",
        players=players(seat0={"dev_cards": {"knight": 2, "year_of_plenty": 1}}),
    )
    s.apply(act("play_knight"))
    s.apply(act("move_robber", 4, -1))
    assert s.context() == "pre_roll"
    refused(s, act("play_knight"), "only one development card may be played per turn")
    s.apply(act("roll"))
    s.apply(act("dice", 1, 1))
    reason = "only one development card may be played per turn"
    refused(s, act("play_year_of_plenty", 0, 1), reason)
    refused(s, act("play_knight"), reason)
    assert not any(a.kind.startswith("play_") for a in s.legal_actions())
    s.apply(act("end_turn"))
    for _ in range(3):  # the other seats' quiet turns
        s.apply(act("roll"))
        s.apply(act("dice", 1, 1))
        s.apply(act("end_turn"))
    assert (s.turn_seat, s.context()) == (0, "pre_roll")
    assert act("play_knight") in s.legal_actions()


def test_s17_s22_3_a_knight_before_the_roll_that_brings_largest_army_and_the_target_wins_then():
    # §17 (win during one's own turn) and §22.3 (Largest Army: 3 knights, 2 VP): the win
    # comes at once, before the roll; the robber move the knight would cause is dropped.
    cities = [0, 10, 20, 30]  # 8 VP, pairwise apart
    s = position(
        game(),
        phase="pre_roll",
        players=players(seat0={"knights_played": 2, "dev_cards": {"knight": 1}, "cities": cities}),
    )
    assert s.victory_points(0) == 8
    events = s.apply(act("play_knight"))
    assert s.largest_army == 0 and s.knights_played[0] == 3
    assert s.is_terminal() and s.winner() == 0
    assert [e.data for e in events if e.code == "game_over"] == [{"winner": 0, "vp": 10}]
    refused(s, act("roll"), "the game is over")
    assert s.dev_hand[0][KNIGHT] == 0


# ----------------------------------------------------------------- §16 Longest Road
def test_s16_a_card_set_aside_for_a_tie_goes_to_the_one_left_longest_when_a_settlement_cuts():
    # Seats 2 and 3 both have a road of 5 and nobody holds the card (it was set aside for
    # their tie). Seat 0 builds a settlement on seat 3's road (intersection 48, cutting it
    # into 2 + 3): seat 2's road is now the unique longest of 5 or more and takes the card.
    g = game()
    topo = g.topology
    assert topo.vertex_neighbors[48] == (44, 51, 52) and topo.vertex_neighbors[52] == (48, 49)
    s = position(
        g,
        players=players(
            seat0={"hand": SETTLEMENT, "settlements": [49], "roads": path(g, 49, 52, 48)},
            seat2={"settlements": [0], "roads": path(g, *ROAD5_TOP)},
            seat3={"settlements": [39], "roads": path(g, *ROAD5_BOTTOM)},
        ),
    )
    assert (road_length(s, 2), road_length(s, 3), s.longest_road) == (5, 5, -1)
    events = s.apply(act("build_settlement", 48))
    assert road_length(s, 3) == 3
    assert awards(events) == [{"seat": 2, "previous": -1, "length": 5}]
    assert s.longest_road == 2 and s.victory_points(2) == 3 and s.victory_points(3) == 1


def test_s16_s17_road_buildings_second_free_road_takes_longest_road_and_wins_at_once():
    # Seat 0 has 8 VP (3 cities, a settlement, a VP card) and a road of 3 round the
    # desert. Road Building's two free roads make it 5: Longest Road, 10 VP, the win, at
    # once, in the turn player's own turn.
    g = game()
    s = position(
        g,
        players=players(
            seat0={
                "settlements": [18],
                "cities": [0, 2, 39],
                "roads": path(g, 18, 24, 30, 35),
                "dev_cards": {"road_building": 1, "victory_point": 1},
            }
        ),
    )
    assert s.victory_points(0) == 8 and road_length(s, 0) == 3
    s.apply(act("play_road_building"))
    s.apply(act("build_road", path(g, 35, 29)[0]))
    assert s.context() == "free_road" and not s.is_terminal()
    events = s.apply(act("build_road", path(g, 29, 23)[0]))
    assert awards(events) == [{"seat": 0, "previous": -1, "length": 5}]
    assert s.is_terminal() and s.winner() == 0 and s.victory_points(0) == 10
    assert [e.code for e in events][-1] == "game_over"
