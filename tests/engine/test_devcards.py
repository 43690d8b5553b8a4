"""Base-game development cards: buying, drawing, timing, and each card's effect."""

from __future__ import annotations

import json

import pytest

from cityknights import CHANCE
from cityknights.engine.constants import (
    DEV_DECK,
    DEV_NAMES,
    KNIGHT,
    MONOPOLY,
    ROAD_BUILDING,
    VICTORY_POINT,
    YEAR_OF_PLENTY,
)

from .helpers import act, game, hand, players, position, refused, spent_dev_cards

G = game()
TOPO = G.topology
# Hex 4 (hills, number 6) sits next to the desert; seat 1's settlement on its corner is the
# knight's victim in these tests.
ROB_HEX = 4
VICTIM_VERTEX = TOPO.hex_vertices[ROB_HEX][1]


def edge(a: int, b: int) -> int:
    return TOPO.edge_between(a, b)


def roll_and_end(s, dice=(1, 1)):
    """Finish the current seat's turn with a roll that is not a 7."""
    if s.phase == "pre_roll":
        s.apply(act("roll"))
        s.apply(act("dice", *dice))
    s.apply(act("end_turn"))


def back_to(s, seat):
    """Play quiet turns until `seat`'s turn starts."""
    roll_and_end(s)
    while s.turn_seat != seat:
        roll_and_end(s)


# ----------------------------------------------------------------- buying and drawing
def test_buying_pays_the_cost_and_draws_at_a_chance_node_weighted_by_the_deck():
    s = position(players=players(seat0={"hand": {"ore": 1, "wool": 1, "grain": 1, "brick": 2}}))
    bank_before = list(s.bank)
    s.apply(act("buy_dev"))
    assert hand(s, 0) == {"brick": 2}
    assert s.bank[4] == bank_before[4] + 1  # ore
    assert s.bank[2] == bank_before[2] + 1  # wool
    assert s.bank[3] == bank_before[3] + 1  # grain
    assert s.current_player() == CHANCE and s.context() == "draw_dev"
    outcomes = dict(s.chance_outcomes())
    # 25 cards: 14 knights, 5 VP, 2 road building, 2 year of plenty, 2 monopoly.
    assert sum(DEV_DECK) == 25
    assert {a[1]: p for a, p in outcomes.items()} == pytest.approx(
        {k: DEV_DECK[k] / 25 for k in range(5)}
    )
    assert set(s.legal_actions()) == set(outcomes)
    # Only the chance outcome may come next.
    refused(s, act("end_turn"), "waiting for the development card drawn")

    events = s.apply(act("draw_dev", MONOPOLY))
    assert s.dev_hand[0][MONOPOLY] == 1
    assert s.dev_deck[MONOPOLY] == DEV_DECK[MONOPOLY] - 1
    assert s.current_player() == 0 and s.context() == "main"
    # The card drawn is secret: the buyer sees it, other seats and spectators do not.
    (ev,) = [e for e in events if e.code == "dev_bought"]
    assert ev.for_seat(0)["card"] == "monopoly"
    assert "card" not in ev.for_seat(1)
    assert "card" not in ev.for_seat(None)
    assert "monopoly" not in json.dumps(s.view(1))
    assert s.view(1)["player_info"][0]["dev_cards"] == 1
    assert s.view(0)["dev_hand"] == {"monopoly": 1}


def test_draw_outcomes_follow_the_cards_left_in_the_deck():
    # The 13 other knights were played (seat 2), the 2 other VP cards are held (seat 3).
    fields = spent_dev_cards({"knight": 1, "victory_point": 3})
    fields["players"][0]["hand"] = {"ore": 1, "wool": 1, "grain": 1}
    s = position(**fields)
    s.apply(act("buy_dev"))
    assert {a[1]: p for a, p in s.chance_outcomes()} == pytest.approx(
        {KNIGHT: 0.25, VICTORY_POINT: 0.75}
    )
    refused(s, act("draw_dev", MONOPOLY), "no monopoly card left")
    refused(s, act("draw_dev", 9), "no development card 9")


def test_buying_is_refused_without_the_cost_or_with_an_empty_deck():
    s = position(players=players(seat0={"hand": {"ore": 1, "wool": 1}}))
    refused(s, act("buy_dev"), "a development card costs 1 ore and 1 wool and 1 grain")

    fields = spent_dev_cards({})  # every knight played, every VP card held
    fields["players"][0]["hand"] = {"ore": 1, "wool": 1, "grain": 1}
    empty = position(**fields)
    refused(empty, act("buy_dev"), "the development deck is empty")


# ----------------------------------------------------------------- timing
def test_a_card_cannot_be_played_on_the_turn_it_was_bought_but_can_next_turn():
    s = position(players=players(seat0={"hand": {"ore": 1, "wool": 1, "grain": 1}}))
    s.apply(act("buy_dev"))
    s.apply(act("draw_dev", KNIGHT))
    refused(s, act("play_knight"), "cannot be played on the turn it was bought")

    back_to(s, 0)
    assert s.context() == "pre_roll"
    assert act("play_knight") in s.legal_actions()
    s.apply(act("play_knight"))
    assert s.knights_played[0] == 1 and s.dev_hand[0][KNIGHT] == 0


def test_a_card_held_from_before_stays_playable_after_buying_the_same_kind():
    s = position(
        players=players(
            seat0={"hand": {"ore": 1, "wool": 1, "grain": 1}, "dev_cards": {"knight": 1}}
        )
    )
    s.apply(act("buy_dev"))
    s.apply(act("draw_dev", KNIGHT))
    assert s.dev_hand[0][KNIGHT] == 2
    s.apply(act("play_knight"))  # the old one
    assert s.dev_hand[0][KNIGHT] == 1 and s.knights_played[0] == 1


def test_only_one_development_card_per_turn():
    s = position(
        players=players(
            seat0={"dev_cards": {"knight": 1, "monopoly": 1, "year_of_plenty": 1}},
            seat1={"hand": {"wool": 2}},
        )
    )
    s.apply(act("play_monopoly", 2))  # wool
    assert hand(s, 0) == {"wool": 2}
    reason = "only one development card may be played per turn"
    refused(s, act("play_year_of_plenty", 0, 1), reason)
    refused(s, act("play_knight"), reason)
    assert not any(a.kind.startswith("play_") for a in s.legal_actions())

    back_to(s, 0)
    s.apply(act("roll"))
    s.apply(act("dice", 1, 1))
    s.apply(act("play_year_of_plenty", 0, 1))
    assert hand(s, 0) == {"wool": 2, "lumber": 1, "brick": 1}


# ----------------------------------------------------------------- knight
def test_knight_before_the_roll_moves_the_robber_and_steals():
    s = position(
        phase="pre_roll",
        players=players(
            seat0={"dev_cards": {"knight": 1, "monopoly": 1}},
            seat1={"hand": {"ore": 2}, "settlements": [VICTIM_VERTEX]},
        ),
    )
    # Before the roll: only the roll or a knight.
    assert set(s.legal_actions()) == {act("roll"), act("play_knight")}
    refused(s, act("play_monopoly", 4), "not allowed now", "the roll (or a knight")

    s.apply(act("play_knight"))
    assert s.knights_played[0] == 1 and s.dev_hand[0][KNIGHT] == 0
    assert s.current_player() == 0 and s.context() == "robber"
    refused(s, act("roll"), "waiting for the robber to be moved")
    refused(s, act("move_robber", s.robber, -1), "must move to a different hex")
    refused(s, act("move_robber", ROB_HEX, -1), "choose whom to rob", "[1]")
    refused(s, act("move_robber", ROB_HEX, 2), "choose whom to rob")

    s.apply(act("move_robber", ROB_HEX, 1))
    assert s.robber == ROB_HEX
    assert s.is_chance_node() and s.chance_outcomes() == [(act("steal_card", 4), 1.0)]
    s.apply(act("steal_card", 4))
    assert hand(s, 0) == {"ore": 1} and hand(s, 1) == {"ore": 1}
    # Back before the roll; the knight was this turn's card.
    assert s.context() == "pre_roll" and s.current_player() == 0
    s.apply(act("roll"))
    s.apply(act("dice", 1, 1))
    refused(s, act("play_monopoly", 4), "only one development card")


def test_knight_after_the_roll_with_nobody_to_rob():
    s = position(players=players(seat0={"dev_cards": {"knight": 1}}))
    s.apply(act("play_knight"))
    assert s.context() == "robber"
    s.apply(act("move_robber", ROB_HEX, -1))
    assert s.robber == ROB_HEX
    assert s.context() == "main" and not s.is_chance_node()
    refused(s, act("play_knight"), "only one development card")


# ----------------------------------------------------------------- road building
def test_road_building_places_two_free_roads():
    # Seat 0: a settlement at the top corner of hex 0 and one road from it.
    top, left = TOPO.hex_vertices[0][0], TOPO.hex_vertices[0][5]
    below_left = TOPO.hex_vertices[0][4]
    s = position(
        players=players(
            seat0={
                "dev_cards": {"road_building": 1},
                "settlements": [top],
                "roads": [edge(top, left)],
            }
        )
    )
    bank_before = list(s.bank)
    s.apply(act("play_road_building"))
    assert s.dev_hand[0][ROAD_BUILDING] == 0
    assert s.context() == "free_road" and s.current_player() == 0
    assert s.view(None)["pending"] == [{"kind": "free_road", "seat": 0, "count": 2}]
    assert all(a.kind == "build_road" for a in s.legal_actions())
    refused(s, act("end_turn"), "waiting for a free road (Road Building)")
    far = edge(*TOPO.hex_vertices[18][:2])
    refused(s, act("build_road", far), "does not connect")

    s.apply(act("build_road", edge(left, below_left)))
    assert s.context() == "free_road"
    s.apply(act("build_road", edge(top, TOPO.hex_vertices[0][1])))
    assert s.context() == "main"
    assert len(s.roads[0]) == 3
    assert s.bank == bank_before and hand(s, 0) == {}  # free


def test_road_building_stops_when_no_spot_is_left():
    # Intersection 0 (hex 0's top corner) touches only two paths. Seat 0's only road runs
    # from corner 4 to corner 0; seat 1's settlements at 4 and 3 hem it in, so exactly one
    # path (0-3) is open for seat 0.
    a, b, c = 4, 0, 3
    assert TOPO.vertex_neighbors[b] == (c, a)
    s = position(
        players=players(
            seat0={"dev_cards": {"road_building": 1}, "roads": [edge(a, b)]},
            seat1={"settlements": [a, c]},
        )
    )
    assert s.legal_actions().count(act("play_road_building")) == 1
    s.apply(act("play_road_building"))
    assert s.legal_actions() == [act("build_road", edge(b, c))]
    s.apply(act("build_road", edge(b, c)))
    assert s.context() == "main"  # the second road is dropped: nowhere to put it


def bfs_edges(start: int, k: int) -> list[int]:
    """k paths forming one connected network around intersection `start`."""
    out: list[int] = []
    seen_v = [start]
    i = 0
    while len(out) < k:
        v = seen_v[i]
        i += 1
        for e in TOPO.vertex_edges[v]:
            if e not in out and len(out) < k:
                out.append(e)
                w = next(x for x in TOPO.edge_vertices[e] if x != v)
                if w not in seen_v:
                    seen_v.append(w)
    return out


def test_road_building_with_one_road_piece_left_places_one():
    s = position(
        players=players(seat0={"dev_cards": {"road_building": 1}, "roads": bfs_edges(20, 14)})
    )
    s.apply(act("play_road_building"))
    s.apply(s.legal_actions()[0])
    assert len(s.roads[0]) == 15
    assert s.context() == "main"


def test_road_building_refused_with_no_road_to_place():
    s = position(
        players=players(seat0={"dev_cards": {"road_building": 1}, "roads": bfs_edges(20, 15)})
    )
    refused(s, act("play_road_building"), "you have no road to place")
    hemmed = position(
        players=players(
            seat0={"dev_cards": {"road_building": 1}, "roads": [edge(4, 0), edge(0, 3)]},
            seat1={"settlements": [4, 3]},
        )
    )
    refused(hemmed, act("play_road_building"), "you have no road to place")


# ----------------------------------------------------------------- year of plenty
def test_year_of_plenty_takes_two_resources_from_the_bank():
    s = position(players=players(seat0={"dev_cards": {"year_of_plenty": 1}}))
    events = s.apply(act("play_year_of_plenty", 3, 4))  # grain, ore
    assert hand(s, 0) == {"grain": 1, "ore": 1}
    assert s.bank[3] == 18 and s.bank[4] == 18
    assert s.dev_hand[0][YEAR_OF_PLENTY] == 0
    assert any(e.code == "year_of_plenty" and e.data["cards"] == ["grain", "ore"] for e in events)

    twice = position(players=players(seat0={"dev_cards": {"year_of_plenty": 1}}))
    twice.apply(act("play_year_of_plenty", 1, 1))
    assert hand(twice, 0) == {"brick": 2}


def test_year_of_plenty_refused_when_the_bank_lacks_the_cards():
    # The bank holds 1 brick and no ore: the rest are in seat 1's hand.
    s = position(
        players=players(
            seat0={"dev_cards": {"year_of_plenty": 1}}, seat1={"hand": {"brick": 18, "ore": 19}}
        )
    )
    refused(s, act("play_year_of_plenty", 1, 1), "the bank has not enough brick")
    refused(s, act("play_year_of_plenty", 0, 4), "the bank has not enough ore")
    refused(s, act("play_year_of_plenty", 5, 0), "takes resources")  # no commodities in base
    refused(s, act("play_year_of_plenty", 3, 0), "card order")
    s.apply(act("play_year_of_plenty", 0, 1))
    assert hand(s, 0) == {"lumber": 1, "brick": 1} and s.bank[1] == 0


# ----------------------------------------------------------------- monopoly
def test_monopoly_takes_every_card_of_the_type_from_every_opponent():
    s = position(
        players=players(
            seat0={"dev_cards": {"monopoly": 1}, "hand": {"wool": 1}},
            seat1={"hand": {"wool": 3, "ore": 2}},
            seat2={"hand": {"wool": 1}},
            seat3={"hand": {"grain": 4}},
        )
    )
    events = s.apply(act("play_monopoly", 2))  # wool
    assert hand(s, 0) == {"wool": 5}
    assert hand(s, 1) == {"ore": 2} and hand(s, 2) == {} and hand(s, 3) == {"grain": 4}
    (ev,) = [e for e in events if e.code == "monopoly"]
    assert ev.data["taken"] == {"1": 3, "2": 1}
    assert s.dev_hand[0][MONOPOLY] == 0


def test_monopoly_refusals():
    s = position(players=players(seat0={"dev_cards": {"monopoly": 1}}))
    refused(s, act("play_monopoly", 5), "monopoly names a resource")
    nocard = position()
    refused(nocard, act("play_monopoly", 2), "you hold no monopoly card")


# ----------------------------------------------------------------- victory point cards
def spread(k: int, avoid: tuple[int, ...] = ()) -> list[int]:
    """k intersections that respect the distance rule among themselves and `avoid`."""
    taken = list(avoid)
    out = []
    for v in range(TOPO.n_vertices):
        if all(v != w and w not in TOPO.vertex_neighbors[v] for w in taken):
            taken.append(v)
            out.append(v)
            if len(out) == k:
                return out
    raise AssertionError("board too small")


def test_victory_point_cards_are_hidden_from_others_but_count():
    s = position(
        players=players(
            seat0={"settlements": spread(3), "dev_cards": {"victory_point": 2}},
        )
    )
    assert s.victory_points(0) == 5
    assert s.public_victory_points(0) == 3
    assert s.view(1)["player_info"][0]["public_vp"] == 3
    assert s.view(None)["player_info"][0]["public_vp"] == 3
    assert "victory_point" not in json.dumps(s.view(1))
    assert s.view(0)["vp"] == 5
    assert s.view(0)["dev_hand"] == {"victory_point": 2}
    # VP cards are never played.
    assert not any(a.kind.startswith("play_") for a in s.legal_actions())


def test_a_victory_point_card_bought_to_reach_ten_wins_at_once():
    # Seat 0: 4 cities and 1 settlement = 9 VP.
    vs = spread(5)
    pay = {"ore": 1, "wool": 1, "grain": 1}
    s = position(players=players(seat0={"cities": vs[:4], "settlements": vs[4:], "hand": pay}))
    assert s.victory_points(0) == 9
    knight = s.clone()
    knight.apply(act("buy_dev"))
    knight.apply(act("draw_dev", KNIGHT))
    assert not knight.is_terminal()

    s.apply(act("buy_dev"))
    events = s.apply(act("draw_dev", VICTORY_POINT))
    assert s.is_terminal() and s.winner() == 0
    assert any(e.code == "game_over" and e.data["winner"] == 0 for e in events)
    refused(s, act("end_turn"), "the game is over")


def test_dev_card_names_are_the_documented_ones():
    assert DEV_NAMES == ("knight", "victory_point", "road_building", "year_of_plenty", "monopoly")
    assert DEV_DECK == (14, 5, 2, 2, 2)
