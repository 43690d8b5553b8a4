"""C&K setup (RULES.md §3, A29), the three dice and the event die's gates (§4, §5, A1,
A30), and the progress decks at the start (§13.2, §20)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from cityknights import CHANCE, Game, State
from cityknights.engine.constants import (
    CARD_NAMES,
    DESERT,
    GATE_POLITICS,
    GATE_SCIENCE,
    GATE_TRADE,
    PROGRESS_BY_NAME,
    PROGRESS_NAMES,
    PROGRESS_TRACK,
    SHIP,
)

from ..helpers import act, ck_game, deal_rest, hand, players, position, refused

# (placement, other end of its road) in placement order on the beginner board:
# round 1 settlements for seats 0-3, then round 2 cities for seats 3, 2, 1, 0.
SPOTS_4 = [(12, 7), (24, 19), (40, 35), (31, 37), (28, 33), (9, 5), (48, 51), (23, 29)]
# Intersection 8 touches the mountains 10 (hex 0), the pasture 2 (hex 1) and the hills 6
# (hex 4): a city there starts with an ore, a wool and a brick, never a coin or cloth.
MOUNTAINS_PASTURE_HILLS = 8
# Intersection 23 touches the hills 6, the forest 11 and the desert.
HILLS_FOREST_DESERT = 23
DESERT_HEX = 9

# The full per-card counts of the three decks (RULES.md §13.2).
DECKS = {
    "science": {
        "alchemist": 2, "crane": 2, "engineer": 1, "inventor": 2, "irrigation": 2,
        "medicine": 2, "mining": 2, "printer": 1, "road_building": 2, "smith": 2,
    },
    "politics": {
        "bishop": 2, "constitution": 1, "deserter": 2, "diplomat": 2, "intrigue": 2,
        "saboteur": 2, "spy": 3, "warlord": 2, "wedding": 2,
    },
    "trade": {
        "commercial_harbor": 2, "master_merchant": 2, "merchant": 6, "merchant_fleet": 2,
        "resource_monopoly": 4, "trade_monopoly": 2,
    },
}  # fmt: skip
TRACK_OF_EVENT = {GATE_TRADE: "trade", GATE_POLITICS: "politics", GATE_SCIENCE: "science"}
EVENT_OF_TRACK = {v: k for k, v in TRACK_OF_EVENT.items()}


def starting_cards(g: Game, v: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for h in g.topology.vertex_hexes[v]:
        t = g.board.terrains[h]
        if t != DESERT:
            out[CARD_NAMES[t]] = out.get(CARD_NAMES[t], 0) + 1
    return out


def setup_at(g: Game, index: int, **fields: Any) -> State:
    """A setup position at placement `index`: round 1 wants a settlement, round 2 a city."""
    n = g.players
    seat = index if index < n else 2 * n - 1 - index
    phase = "setup_settlement" if index < n else "setup_city"
    return position(g, phase=phase, turn=0, turn_seat=seat, setup_index=index, **fields)


# ----------------------------------------------------------------- setup (§3)
def test_s3_round1_settlements_in_order_round2_cities_in_reverse() -> None:
    g = ck_game()
    state = g.new_initial_state()
    topo = g.topology
    seen = []
    for i, (v, w) in enumerate(SPOTS_4):
        seat = state.current_player()
        seen.append((state.context(), seat))
        if i < 4:
            refused(state, act("build_city", v), "build_city is not allowed now")
            events = state.apply(act("build_settlement", v))
            assert [e.code for e in events] == ["settlement_built"]
            assert hand(state, seat) == {}  # round 1 gives nothing
        else:
            refused(state, act("build_settlement", v), "build_settlement is not allowed now")
            events = state.apply(act("build_city", v))
            assert events[0].code == "city_built"
        assert (state.context(), state.current_player()) == ("setup_road", seat)
        state.apply(act("build_road", topo.edge_between(v, w)))
    assert seen == [("setup_settlement", p) for p in (0, 1, 2, 3)] + [
        ("setup_city", p) for p in (3, 2, 1, 0)
    ]
    assert (state.phase, state.turn, state.current_player()) == ("pre_roll", 1, 0)
    assert state.legal_actions() == [act("roll")]
    for seat in range(4):
        assert state.settlements[seat] == (SPOTS_4[seat][0],)
        assert state.cities[seat] == (SPOTS_4[7 - seat][0],)
        assert len(state.roads[seat]) == 2
        # 3 VP each: a settlement (1) and a city (2).
        assert state.victory_points(seat) == state.public_victory_points(seat) == 3
        assert state.view(None)["player_info"][seat]["public_vp"] == 3


def test_s3_setup_road_must_touch_the_piece_just_placed() -> None:
    g = ck_game()
    topo = g.topology
    state = setup_at(g, 4, players=players(
        seat0={"settlements": [12], "roads": [topo.edge_between(12, 7)]},
        seat1={"settlements": [24], "roads": [topo.edge_between(24, 19)]},
        seat2={"settlements": [40], "roads": [topo.edge_between(40, 35)]},
        seat3={"settlements": [31], "roads": [topo.edge_between(31, 37)]},
    ))  # fmt: skip
    assert state.current_player() == 3
    state.apply(act("build_city", 28))
    assert sorted(a[1] for a in state.legal_actions()) == sorted(topo.vertex_edges[28])
    refused(
        state,
        act("build_road", topo.edge_between(31, 36)),
        "must touch the settlement just placed (intersection 28)",
    )


def test_s3_distance_rule_for_the_setup_settlement_and_city() -> None:
    g = ck_game()
    topo = g.topology
    # Round 1, seat 1: seat 0's settlement stands at 12.
    state = setup_at(g, 1, players=players(seat0={"settlements": [12]}))
    for w in topo.vertex_neighbors[12]:
        refused(state, act("build_settlement", w), f"intersection {w} is next to a settlement")
    refused(state, act("build_settlement", 12), "intersection 12 is already occupied")
    # Round 2, seat 3: nor may a city go next to a settlement or a city; no road is needed.
    state = setup_at(g, 4, players=players(seat0={"settlements": [12]}, seat1={"cities": [24]}))
    for w in (*topo.vertex_neighbors[12], *topo.vertex_neighbors[24], 12, 24):
        refused(state, act("build_city", w), f"intersection {w} is occupied or next to")
    legal = {a[1] for a in state.legal_actions()}
    assert 28 in legal and not legal & {*topo.vertex_neighbors[12], *topo.vertex_neighbors[24]}
    state.apply(act("build_city", 28))
    assert state.cities[3] == (28,)


@pytest.mark.parametrize("v", [MOUNTAINS_PASTURE_HILLS, HILLS_FOREST_DESERT])
def test_s3_A29_setup_city_gives_one_resource_per_hex_and_no_commodity(v: int) -> None:
    g = ck_game()
    # Seat 0 places the last city of the setup; its round 1 settlement is far away.
    state = setup_at(g, 7, players=players(seat0={"settlements": [40]}))
    events = state.apply(act("build_city", v))
    expected = starting_cards(g, v)
    assert hand(state, 0) == expected
    assert [e.data for e in events if e.code == "starting_resources"] == [
        {"seat": 0, "cards": expected}
    ]
    # No commodity: the bank still holds all 12 of each.
    assert state.bank[5:] == [12, 12, 12]
    assert not any(state.hands[0][5:])
    if v == MOUNTAINS_PASTURE_HILLS:
        assert expected == {"brick": 1, "wool": 1, "ore": 1}
    else:
        assert expected == {"lumber": 1, "brick": 1}


def test_s3_initial_state_barbarian_robber_improvements() -> None:
    g = ck_game()
    state = g.new_initial_state()
    assert state.barbarian == 0 and state.attacks == 0
    assert state.robber == g.board.desert == DESERT_HEX
    assert state.robber_active is False
    assert all(state.improvements[p] == [0, 0, 0] for p in range(4))
    assert not any(o != -1 for o in state.knight_owner)
    assert state.metropolis == [-1, -1, -1]
    d = state.to_json()
    assert (d["barbarian"], d["attacks"], d["robber_active"], d["merchant"]) == (0, 0, False, None)
    # A finished setup changes none of that.
    topo = g.topology
    for i, (v, w) in enumerate(SPOTS_4):
        state.apply(act("build_settlement" if i < 4 else "build_city", v))
        state.apply(act("build_road", topo.edge_between(v, w)))
    assert (state.barbarian, state.attacks, state.robber, state.robber_active) == (
        0, 0, DESERT_HEX, False
    )  # fmt: skip


def test_s13_2_s20_decks_are_18_18_18_with_the_official_counts() -> None:
    state = ck_game().new_initial_state()
    decks = state.to_json()["decks"]
    for track, cards in DECKS.items():
        assert sum(cards.values()) == 18
        assert decks[track] == {"shuffled": cards, "bottom": []}
        assert state.view(None)["deck_sizes"][track] == 18
        for name in cards:
            assert PROGRESS_TRACK[PROGRESS_BY_NAME[name]] == ["trade", "politics", "science"].index(
                track
            )
    assert sorted(n for cards in DECKS.values() for n in cards) == sorted(PROGRESS_NAMES)


# ----------------------------------------------------------------- the dice (§4, §5)
def rolled(state: State, white: int, red: int, event: int) -> list:
    state.apply(act("roll"))
    return state.apply(act("dice", white, red, event))


def test_s5_dice_chance_node_white_red_event_probabilities() -> None:
    state = position(ck_game(), phase="pre_roll")
    state.apply(act("roll"))
    assert state.current_player() == CHANCE and state.context() == "dice"
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 6 * 6 * 4
    assert state.legal_actions() == [a for a, _ in outcomes]
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert {(a[1], a[2], a[3]) for a, _ in outcomes} == {
        (w, r, e) for w in range(1, 7) for r in range(1, 7) for e in range(4)
    }

    def marginal(i: int) -> dict[int, Fraction]:
        out: dict[int, Fraction] = {}
        for a, p in outcomes:
            out[a[i]] = out.get(a[i], 0) + Fraction(p).limit_denominator(1000)
        return out

    assert marginal(3) == {
        SHIP: Fraction(1, 2),
        GATE_TRADE: Fraction(1, 6),
        GATE_POLITICS: Fraction(1, 6),
        GATE_SCIENCE: Fraction(1, 6),
    }
    assert marginal(1) == {w: Fraction(1, 6) for w in range(1, 7)}
    assert marginal(2) == {r: Fraction(1, 6) for r in range(1, 7)}
    # The three dice are independent: each outcome is P(event) / 36.
    for a, p in outcomes:
        assert p == pytest.approx((1 / 2 if a[3] == SHIP else 1 / 6) / 36)
    msg = "white and red must each be 1-6 and the event one of ship/trade/politics/science"
    refused(state, act("dice", 3, 4, 4), msg)
    refused(state, act("dice", 0, 4, 0), msg)
    refused(state, act("dice", 3, 4), msg)  # the event die cannot be left out in C&K
    refused(state, act("end_turn"), "end_turn is not allowed now")


def test_s4_ship_advances_the_barbarian_one_step_and_a_gate_does_not() -> None:
    g = ck_game()
    state = position(g, phase="pre_roll", barbarian=3)
    events = rolled(state, 2, 3, SHIP)
    assert state.barbarian == 4
    assert [e.data for e in events if e.code == "barbarians_advanced"] == [{"position": 4}]
    assert events[0].data["event"] == "ship"
    state = position(g, phase="pre_roll", barbarian=3)
    for event in (GATE_TRADE, GATE_POLITICS, GATE_SCIENCE):
        state = position(g, phase="pre_roll", barbarian=3)
        events = rolled(state, 2, 3, event)
        assert state.barbarian == 3
        assert not any(e.code == "barbarians_advanced" for e in events)
        assert (state.context(), state.current_player()) == ("main", 0)


def test_s4_event_resolves_before_production() -> None:
    # Seat 0: a city on 8 (mountains 10, pasture 2, hills 6), science level 1.
    g = ck_game()
    state = position(
        g,
        phase="pre_roll",
        players=players(seat0={"cities": [8], "improvements": {"science": 1}}),
    )
    events = rolled(state, 4, 2, GATE_SCIENCE)  # total 6: the hills 6 pay 2 brick
    # The gate's draw comes first: production waits behind it.
    assert (state.context(), state.current_player()) == ("progress_draw", CHANCE)
    assert hand(state, 0) == {}
    assert not any(e.code == "produced" for e in events)
    events = state.apply(act("draw_progress", PROGRESS_BY_NAME["smith"]))
    assert [e.code for e in events] == ["progress_drawn", "produced"]
    assert hand(state, 0) == {"brick": 2}
    assert (state.context(), state.current_player()) == ("main", 0)


# The table of RULES.md §5 / A1: red values that draw at each level.
DRAWS_AT = {0: set(), 1: {1, 2}, 2: {1, 2, 3}, 3: {1, 2, 3, 4}, 4: {1, 2, 3, 4, 5},
            5: {1, 2, 3, 4, 5, 6}}  # fmt: skip


@pytest.mark.parametrize("level", range(6))
@pytest.mark.parametrize("red", range(1, 7))
@pytest.mark.parametrize("track", ["trade", "politics", "science"])
def test_s5_A1_gate_draws_iff_level_at_least_1_and_red_at_most_level_plus_1(
    level: int, red: int, track: str
) -> None:
    # Seat 1 (not the roller) holds level `level` in the gate's track and level 2 in both
    # other tracks (which must not matter; 2 keeps the Aqueduct out of the way).
    others = {t: 2 for t in DECKS if t != track}
    state = position(
        ck_game(),
        phase="pre_roll",
        players=players(seat1={"cities": [8], "improvements": {track: level, **others}}),
    )
    # Total 6 (hills) or 10 (mountains): never a 7, and the city on 8 produces, so a
    # science level of 3+ (the Aqueduct) asks nothing.
    white = 6 - red if red <= 5 else 4
    rolled(state, white, red, EVENT_OF_TRACK[track])
    draws = red in DRAWS_AT[level]
    assert (level >= 1 and red <= level + 1) == draws
    if draws:
        assert state.context() == "progress_draw"
        assert state.to_json()["pending"][0] == {"kind": "progress_draw", "seat": 1,
                                                 "track": track}  # fmt: skip
        outcomes = state.chance_outcomes()
        assert {a[1] for a, _ in outcomes} == {PROGRESS_BY_NAME[n] for n in DECKS[track]}
        a, _ = outcomes[0]
        state.apply(a)
        assert sum(state.progress_hand[1]) + state.progress_vp[1] == 1
    assert (state.context(), state.current_player()) == ("main", 0)
    assert sum(state.progress_hand[1]) + state.progress_vp[1] == int(draws)
    assert state.view(None)["deck_sizes"][track] == 18 - int(draws)


def test_s5_A30_gate_draws_current_player_first_then_clockwise() -> None:
    # Every seat at trade level 2; seat 2 rolls a trade gate with red 3.
    seats = {f"seat{p}": {"improvements": {"trade": 2}} for p in range(4)}
    state = position(ck_game(), phase="pre_roll", turn_seat=2, players=players(**seats))
    rolled(state, 1, 3, GATE_TRADE)
    pending = state.to_json()["pending"]
    assert [(d["kind"], d.get("seat")) for d in pending[:4]] == [
        ("progress_draw", p) for p in (2, 3, 0, 1)
    ]
    cards = ["merchant", "spy", "resource_monopoly", "master_merchant"]
    # Spy is not a trade card: refused as an outcome of this deck.
    refused(state, act("draw_progress", PROGRESS_BY_NAME["spy"]), "cannot be drawn from this deck")
    cards[1] = "merchant_fleet"
    for name in cards:
        state.apply(act("draw_progress", PROGRESS_BY_NAME[name]))
    got = {p: state.to_json()["players"][p]["progress_cards"] for p in range(4)}
    assert got == {2: {"merchant": 1}, 3: {"merchant_fleet": 1}, 0: {"resource_monopoly": 1},
                   1: {"master_merchant": 1}}  # fmt: skip
    assert (state.context(), state.current_player()) == ("main", 2)


def test_s5_an_empty_deck_gives_nothing() -> None:
    # The politics deck holds a single card: the roller (seat 1) takes it, seat 0 gets
    # nothing. Its other cards are in the hands (4 each: seat 1 may hold 5 on its turn),
    # the Constitution revealed by seat 2.
    held = deal_rest("politics", {"spy": 1}, {0: 4, 1: 4, 2: 4, 3: 4})
    seats = {f"seat{p}": {"progress_cards": held[p]} for p in range(4)}
    for p in range(2):
        seats[f"seat{p}"]["improvements"] = {"politics": 5}
    seats["seat2"]["progress_vp"] = 1
    decks = {"politics": {"shuffled": {"spy": 1}, "bottom": []}}
    state = position(ck_game(), phase="pre_roll", turn_seat=1, players=players(**seats),
                     decks=decks)  # fmt: skip
    rolled(state, 2, 6, GATE_POLITICS)
    spy = act("draw_progress", PROGRESS_BY_NAME["spy"])
    assert state.chance_outcomes() == [(spy, 1.0)]
    events = state.apply(spy)
    assert (state.context(), state.current_player()) == ("main", 1)
    assert state.to_json()["players"][1]["progress_cards"] == {**held[1], "spy": 1}
    assert state.to_json()["players"][0]["progress_cards"] == held[0]
    assert [e.code for e in events] == ["progress_drawn", "produced"]
    assert state.view(None)["deck_sizes"]["politics"] == 0
    # Now it is empty: nobody draws at all (seat 0 rolls, holding 5 on its turn).
    held = deal_rest("politics", {}, {0: 5, 1: 4, 2: 4, 3: 4})
    seats = {f"seat{p}": {"progress_cards": held[p]} for p in range(4)}
    for p in range(2):
        seats[f"seat{p}"]["improvements"] = {"politics": 5}
    seats["seat2"]["progress_vp"] = 1
    state = position(ck_game(), phase="pre_roll", players=players(**seats),
                     decks={"politics": {"shuffled": {}, "bottom": []}})  # fmt: skip
    rolled(state, 2, 6, GATE_POLITICS)
    assert (state.context(), state.current_player()) == ("main", 0)
    assert state.to_json()["players"][0]["progress_cards"] == held[0]
    assert state.to_json()["players"][1]["progress_cards"] == held[1]


def test_s5_a_card_put_under_the_deck_is_drawn_once_the_rest_is_gone() -> None:
    # The other politics cards are in the hands, the Constitution revealed by seat 3.
    held = deal_rest("politics", {"spy": 1, "bishop": 1}, {0: 4, 1: 4, 2: 4, 3: 3})
    seats = {f"seat{p}": {"progress_cards": held[p]} for p in range(4)}
    seats["seat0"]["improvements"] = {"politics": 1}
    seats["seat3"]["progress_vp"] = 1
    decks = {"politics": {"shuffled": {}, "bottom": ["spy", "bishop"]}}
    state = position(ck_game(), phase="pre_roll", players=players(**seats), decks=decks)
    rolled(state, 1, 1, GATE_POLITICS)
    # Only the bottom remains: its first card is known.
    assert state.chance_outcomes() == [(act("draw_progress", PROGRESS_BY_NAME["spy"]), 1.0)]
    refused(state, act("draw_progress", PROGRESS_BY_NAME["bishop"]), "cannot be drawn")
    state.apply(act("draw_progress", PROGRESS_BY_NAME["spy"]))
    assert state.to_json()["decks"]["politics"] == {"shuffled": {}, "bottom": ["bishop"]}


def test_s13_1_a_drawn_card_is_hidden_from_the_others() -> None:
    seats = {"seat2": {"improvements": {"politics": 3}}}
    state = position(ck_game(), phase="pre_roll", players=players(**seats))
    rolled(state, 1, 4, GATE_POLITICS)
    [event] = [
        e for e in state.apply(act("draw_progress", PROGRESS_BY_NAME["warlord"]))
        if e.code == "progress_drawn"
    ]  # fmt: skip
    assert event.for_seat(2) == {"code": "progress_drawn", "seat": 2, "deck": "blue",
                                 "card": "warlord"}  # fmt: skip
    for other in (0, 1, 3, None):
        assert event.for_seat(other) == {"code": "progress_drawn", "seat": 2, "deck": "blue"}
    # Views: the drawer sees the card, the others only how many progress cards seat 2 holds.
    assert state.view(2)["progress_cards"] == {"warlord": 1}
    for other in (0, 1, 3, None):
        v = state.view(other)
        assert "warlord" not in str(v)
        assert v["player_info"][2]["progress_cards"] == 1
        if other is not None:
            assert v["progress_cards"] == {}


@pytest.mark.parametrize(("track", "card"), [("science", "printer"), ("politics", "constitution")])
def test_s5_s13_1_printer_and_constitution_are_revealed_at_once_off_turn(
    track: str, card: str
) -> None:
    # Seat 3 draws on seat 0's turn: the card is shown to all and scores 1 VP at once.
    seats = {"seat3": {"settlements": [40], "cities": [12], "improvements": {track: 1}}}
    state = position(ck_game(), phase="pre_roll", players=players(**seats))
    assert state.public_victory_points(3) == 3
    rolled(state, 5, 1, EVENT_OF_TRACK[track])
    events = state.apply(act("draw_progress", PROGRESS_BY_NAME[card]))
    [event] = [e for e in events if e.code == "progress_vp_revealed"]
    for seat in (0, 1, 2, 3, None):
        assert event.for_seat(seat) == {"code": "progress_vp_revealed", "seat": 3, "card": card}
    assert state.progress_vp[3] == 1 and not any(state.progress_hand[3])
    assert state.public_victory_points(3) == state.victory_points(3) == 4
    assert state.view(0)["player_info"][3]["public_vp"] == 4
    assert state.view(0)["player_info"][3]["progress_vp"] == 1
    assert state.view(3)["progress_cards"] == {}
    assert state.to_json()["players"][3]["progress_vp"] == 1
    assert card not in state.to_json()["decks"][track]["shuffled"]
