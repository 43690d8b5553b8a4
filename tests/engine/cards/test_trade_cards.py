"""Trade (yellow) progress cards (RULES.md §13.1, §13.2 trade table, §14, §15, §17, A23,
A26): Commercial Harbor, Master Merchant, Merchant, Merchant Fleet, Resource Monopoly and
Trade Monopoly ("Commodity Monopoly" on colonist; the engine's kind is play_trade_monopoly).

For each card: its effect, each limit of its §13.2 text (and the [CHOICE] flag's other
side), its refusals (not held, before the roll, during a pending decision, on another
seat's turn, no target / no effect: then it is not offered either), the card going under
its deck, and every choice another seat makes being a pending decision owned by that seat.
"""

from __future__ import annotations

from typing import Any

import pytest

from cityknights import IllegalActionError, PositionError, State
from cityknights.engine.constants import (
    BRICK,
    CLOTH,
    COIN,
    GRAIN,
    LUMBER,
    ORE,
    PAPER,
    WOOL,
)

from ..helpers import act, ck_game, hand, players, position, refused

G = ck_game()

# Beginner board (checked in test_board_ids_used_here):
#   hex 0 mountains, hex 1 pasture, hex 4 hills, hex 5 pasture, hex 9 desert, hex 6 hills,
#   hex 11 mountains, hex 14 fields, hex 13 mountains.
#   Intersection 18 touches hexes 4 (hills), 5 (pasture), 9 (desert); 8 touches 0
#   (mountains), 1 (pasture), 4 (hills); 20 touches 6, 11; 41 touches 14, 15, 18; 44
#   touches 13, 16, 17. Intersection 1 is on the 2:1 wool harbor; none of 8, 18, 20, 41, 44
#   is on a harbor.
HILLS_4, PASTURE_5, DESERT_9, MOUNTAINS_0, PASTURE_1 = 4, 5, 9, 0, 1
ON_4_5_9 = 18
ON_0_1_4 = 8
WOOL_HARBOR = 1


def test_board_ids_used_here() -> None:
    topo, terrains = G.topology, G.board.terrains
    assert topo.vertex_hexes[ON_4_5_9] == (4, 5, 9)
    assert topo.vertex_hexes[ON_0_1_4] == (0, 1, 4)
    assert [terrains[h] for h in (0, 1, 4, 5, 9)] == [4, 2, 1, 2, 5]  # mount., past., hills
    assert G.harbor_of_vertex[WOOL_HARBOR] == WOOL
    assert all(G.harbor_of_vertex[v] == -1 for v in (8, 18, 20, 41, 44))


# ----------------------------------------------------------------- helpers
def at(turn_seat: int = 0, phase: str = "main", game: Any = G, **fields: Any) -> State:
    by_seat = {k: fields.pop(k) for k in list(fields) if k.startswith("seat")}
    return position(game, phase=phase, turn_seat=turn_seat, players=players(**by_seat), **fields)


def cards(state: State, seat: int) -> dict[str, int]:
    return state.to_json()["players"][seat]["progress_cards"]


def bottom(state: State, track: str = "trade") -> list[str]:
    return state.to_json()["decks"][track]["bottom"]


def pending(state: State) -> list[dict[str, Any]]:
    return state.to_json()["pending"]


def plays(state: State, kind: str) -> list[Any]:
    return [a for a in state.legal_actions() if a[0] == kind]


def public_vp(state: State, seat: int) -> int:
    return int(state.view(None)["player_info"][seat]["public_vp"])


def malformed(state: State, action: Any) -> None:
    """Refused like `refused`, for a parameter of the wrong type (1.0 or True for 1): equal
    to a listed action as a tuple, so only the full check can tell it apart."""
    before = state.to_json()
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert "expected an integer, got " in info.value.reason
    assert state.to_json() == before and not state.is_legal(action)


# ----------------------------------------------------------------- §13.1 for every card
# Seat 0 (1 VP, a settlement on hexes 4 hills / 5 pasture / 9 desert, 1 lumber) can play
# each card against seat 1 (a city: 2 VP; 3 ore, 1 cloth, 1 coin).
SEAT0: dict[str, Any] = {"settlements": [ON_4_5_9], "hand": {"lumber": 1}}
SEAT1: dict[str, Any] = {"cities": [20], "hand": {"ore": 3, "cloth": 1, "coin": 1}}
CASES: dict[str, Any] = {
    "commercial_harbor": act("play_commercial_harbor"),
    "master_merchant": act("play_master_merchant", 1),
    "merchant": act("play_merchant", PASTURE_5),
    "merchant_fleet": act("play_merchant_fleet", ORE),
    "resource_monopoly": act("play_resource_monopoly", ORE),
    "trade_monopoly": act("play_trade_monopoly", CLOTH),
}
NAMES = sorted(CASES)


def case(name: str, holding: bool = True, **fields: Any) -> State:
    seat0 = {**SEAT0, "progress_cards": {name: 1} if holding else {}}
    seat1 = fields.pop("seat1", SEAT1)
    return at(seat0=seat0, seat1=seat1, **fields)


@pytest.mark.parametrize("name", NAMES)
def test_s13_1_a_played_trade_card_leaves_the_hand_and_goes_under_its_deck(name: str) -> None:
    # A card already lies under the trade deck: the played one goes below it.
    state = case(name, decks={"trade": {"bottom": ["merchant"]}})
    play = CASES[name]
    assert play in state.legal_actions()
    events = state.apply(play)
    assert cards(state, 0) == {}
    assert bottom(state) == ["merchant", name]
    assert bottom(state, "politics") == bottom(state, "science") == []
    played = [e for e in events if e.code == "progress_played"]
    assert [(e.data["seat"], e.data["card"]) for e in played] == [(0, name)]
    assert played[0].for_seat(2)["card"] == name  # a played card is public


@pytest.mark.parametrize("name", NAMES)
def test_s13_1_a_trade_card_not_held_cannot_be_played(name: str) -> None:
    refused(case(name, holding=False), CASES[name], f"you hold no {name} card")
    # Holding another trade card does not help.
    other = "merchant" if name != "merchant" else "merchant_fleet"
    state = at(seat0={**SEAT0, "progress_cards": {other: 1}}, seat1=SEAT1)
    refused(state, CASES[name], f"you hold no {name} card")


@pytest.mark.parametrize("name", NAMES)
def test_s13_1_trade_cards_are_played_after_the_roll_not_before(name: str) -> None:
    state = case(name, phase="pre_roll")
    refused(state, CASES[name], f"{CASES[name][0]} is not allowed now")
    assert state.legal_actions() == [act("roll")]  # only the Alchemist is a pre-roll card
    state.apply(act("roll"))
    state.apply(act("dice", 1, 1, 1))  # a 2 and a trade gate: nobody produces or draws
    assert (state.context(), state.current_player()) == ("main", 0)
    assert CASES[name] in state.legal_actions()


@pytest.mark.parametrize("name", NAMES)
def test_s13_1_trade_cards_wait_while_a_decision_is_pending(name: str) -> None:
    # Seat 0's own robber move (after a 7, first attack past) comes first.
    state = case(name, attacks=1, pending=[{"kind": "robber", "seat": 0, "chased": False}])
    refused(state, CASES[name], "is not allowed now", "waiting for the robber to be moved")
    assert not [a for a in state.legal_actions() if a[0].startswith("play_")]
    # Another seat's discard on seat 0's 7: that seat acts, and its own card waits too.
    seat1 = {**SEAT1, "hand": {"ore": 8}, "progress_cards": {name: 1}}
    state = case(name, seat1=seat1, pending=[{"kind": "discard", "seat": 1, "count": 4}])
    assert state.current_player() == 1
    refused(state, CASES[name], "is not allowed now", "waiting for a discard after a 7")


@pytest.mark.parametrize("name", NAMES)
def test_s13_1_trade_cards_are_never_played_on_another_seats_turn(name: str) -> None:
    # Seat 1's turn: seat 0 holds the card and cannot act; seat 1 holds none.
    seat1 = {**SEAT1, "hand": {"ore": 8}}
    state = case(name, turn_seat=1, seat1=seat1)
    assert state.current_player() == 1
    assert not [a for a in state.legal_actions() if a[0] == CASES[name][0]]
    refused(state, CASES[name], f"you hold no {name} card")
    # Seat 0 owes a discard on seat 1's 7: it acts, but only to discard.
    seat0 = {**SEAT0, "hand": {"ore": 8}, "progress_cards": {name: 1}}
    state = at(turn_seat=1, seat0=seat0, seat1=SEAT1,
               pending=[{"kind": "discard", "seat": 0, "count": 4}])  # fmt: skip
    assert state.current_player() == 0
    assert state.legal_actions() == [act("discard", ORE)]
    refused(state, CASES[name], "is not allowed now", "waiting for a discard after a 7")


# ----------------------------------------------------------------- Commercial Harbor
# Seat 0 holds 1 lumber and 1 brick; seat 1 cloth and coin; seat 2 no commodity (2 wool);
# seat 3 one paper.
def harbor(game: Any = G, **seat0: Any) -> State:
    return at(
        game=game,
        seat0={"settlements": [ON_4_5_9], "hand": {"lumber": 1, "brick": 1},
               "progress_cards": {"commercial_harbor": 1}, **seat0},
        seat1={"cities": [20], "hand": {"cloth": 1, "coin": 1}},
        seat2={"settlements": [41], "hand": {"wool": 2}},
        seat3={"settlements": [44], "hand": {"paper": 1}},
    )  # fmt: skip


def test_s13_2_commercial_harbor_opponent_gives_a_commodity_of_their_choice() -> None:
    s = harbor()
    s.apply(act("play_commercial_harbor"))
    assert (s.context(), s.current_player()) == ("commercial_harbor", 0)
    assert pending(s) == [{"kind": "commercial_harbor", "seat": 0}]
    assert s.to_json()["harbor_asked"] == []
    # Seat 0 offers each opponent any resource it holds (never a commodity), or stops.
    assert s.legal_actions() == [
        act("harbor_offer", p, c) for p in (1, 2, 3) for c in (LUMBER, BRICK)
    ] + [act("skip")]
    s.apply(act("harbor_offer", 1, LUMBER))
    # Seat 1 must answer: a decision it owns, the commodity of its choice, no refusal.
    assert (s.context(), s.current_player()) == ("harbor_answer", 1)
    assert pending(s)[0] == {"kind": "harbor_answer", "seat": 1, "card": "lumber"}
    assert s.legal_actions() == [act("give_commodity", CLOTH), act("give_commodity", COIN)]
    refused(s, act("give_commodity", PAPER), "give one commodity card you hold")
    refused(s, act("give_commodity", LUMBER), "give one commodity card you hold")
    malformed(s, act("give_commodity", 6.0))  # regression
    refused(s, act("skip"), "skip is not allowed now")
    events = s.apply(act("give_commodity", COIN))
    assert hand(s, 0) == {"brick": 1, "coin": 1}
    assert hand(s, 1) == {"lumber": 1, "cloth": 1}
    trade = [e.for_seat(0) for e in events if e.code == "harbor_trade"]
    assert trade == [{"code": "harbor_trade", "seat": 0, "opponent": 1, "gave": "lumber",
                      "got": "coin"}]  # fmt: skip
    # Back to seat 0; seat 1 was offered once and cannot be offered again.
    assert (s.context(), s.current_player()) == ("commercial_harbor", 0)
    assert pending(s) == [{"kind": "commercial_harbor", "seat": 0}]
    assert s.to_json()["harbor_asked"] == [1] and s.view(None)["harbor_asked"] == [1]
    refused(s, act("harbor_offer", 1, BRICK), "offer each opponent once")
    assert s.legal_actions() == [act("harbor_offer", 2, BRICK), act("harbor_offer", 3, BRICK),
                                 act("skip")]  # fmt: skip


def test_s13_2_commercial_harbor_void_when_the_opponent_has_no_commodity() -> None:
    s = harbor()
    s.apply(act("play_commercial_harbor"))
    events = s.apply(act("harbor_offer", 2, LUMBER))
    assert [e.code for e in events] == ["harbor_void"]
    # The trade is void: seat 0 keeps its card, seat 2 keeps its hand, no answer is asked.
    assert hand(s, 0) == {"lumber": 1, "brick": 1} and hand(s, 2) == {"wool": 2}
    assert (s.context(), s.current_player()) == ("commercial_harbor", 0)
    assert s.to_json()["harbor_asked"] == [2]
    refused(s, act("harbor_offer", 2, BRICK), "offer each opponent once")


def test_s13_2_commercial_harbor_offers_only_resources_held_to_opponents() -> None:
    s = harbor(hand={"lumber": 1, "cloth": 2})
    s.apply(act("play_commercial_harbor"))
    refused(s, act("harbor_offer", 1, CLOTH), "offer a resource card you hold")  # commodity
    refused(s, act("harbor_offer", 1, GRAIN), "offer a resource card you hold")  # not held
    malformed(s, act("harbor_offer", 1, True))
    refused(s, act("harbor_offer", 0, LUMBER), "seat 0 cannot be offered now")  # self
    refused(s, act("harbor_offer", 4, LUMBER), "no seat 4 in a 4-player game")


def test_s13_2_commercial_harbor_may_stop_early_COL_SEED_A26() -> None:
    s = harbor()
    s.apply(act("play_commercial_harbor"))
    s.apply(act("harbor_offer", 1, LUMBER))
    s.apply(act("give_commodity", CLOTH))
    events = s.apply(act("skip"))
    assert [e.code for e in events] == ["skipped"]
    assert (s.context(), s.current_player(), pending(s)) == ("main", 0, [])
    assert hand(s, 0) == {"brick": 1, "cloth": 1}
    assert hand(s, 3) == {"paper": 1}  # never offered
    # Stopping before any offer is allowed too.
    s = harbor()
    s.apply(act("play_commercial_harbor"))
    s.apply(act("skip"))
    assert (s.context(), hand(s, 0)) == ("main", {"lumber": 1, "brick": 1})


@pytest.mark.parametrize(
    "game",
    [ck_game(ruleset="official"), ck_game(commercial_harbor_early_stop=False)],
    ids=["official", "flag"],
)
def test_s13_2_commercial_harbor_official_offers_every_opponent(game: Any) -> None:
    s = harbor(game, hand={"lumber": 2, "brick": 1})
    s.apply(act("play_commercial_harbor"))
    assert act("skip") not in s.legal_actions()
    refused(s, act("skip"), "every opponent must be offered a card first")
    s.apply(act("harbor_offer", 3, BRICK))
    s.apply(act("give_commodity", PAPER))
    refused(s, act("skip"), "every opponent must be offered a card first")
    s.apply(act("harbor_offer", 2, LUMBER))  # void
    refused(s, act("skip"), "every opponent must be offered a card first")
    s.apply(act("harbor_offer", 1, LUMBER))
    s.apply(act("give_commodity", CLOTH))
    # Every opponent offered once: the harbor ends by itself.
    assert (s.context(), s.current_player(), pending(s)) == ("main", 0, [])
    assert hand(s, 0) == {"lumber": 1, "paper": 1, "cloth": 1}


def test_s13_2_commercial_harbor_explicit_early_stop_flag_wins_over_the_ruleset() -> None:
    s = harbor(ck_game(ruleset="official", commercial_harbor_early_stop=True))
    s.apply(act("play_commercial_harbor"))
    assert act("skip") in s.legal_actions()
    s.apply(act("skip"))
    assert s.context() == "main"


@pytest.mark.parametrize("game", [G, ck_game(ruleset="official")], ids=["colonist", "official"])
def test_s13_2_commercial_harbor_ends_when_no_resource_is_left(game: Any) -> None:
    # Regression: after the last resource was traded, seat 0 was left a decision whose only
    # action was "skip". Official wording: offers are owed only while a resource is held.
    s = harbor(game, hand={"lumber": 1})
    s.apply(act("play_commercial_harbor"))
    s.apply(act("harbor_offer", 1, LUMBER))
    s.apply(act("give_commodity", COIN))
    assert (s.context(), s.current_player(), pending(s)) == ("main", 0, [])
    assert hand(s, 0) == {"coin": 1}
    # A void offer keeps the card: the harbor goes on.
    s = harbor(game, hand={"lumber": 1})
    s.apply(act("play_commercial_harbor"))
    s.apply(act("harbor_offer", 2, LUMBER))
    assert (s.context(), hand(s, 0)) == ("commercial_harbor", {"lumber": 1})


def test_s13_1_commercial_harbor_with_no_effect_is_not_offered() -> None:
    # No resource to offer (commodities only).
    s = harbor(hand={"paper": 2})
    assert plays(s, "play_commercial_harbor") == []
    refused(s, act("play_commercial_harbor"), "you hold no resource to offer")
    # No opponent holds a commodity: still offered, since which cards opponents hold is
    # their secret (a legal list that depended on it would leak their hands); offers void.
    s = at(seat0={"settlements": [ON_4_5_9], "hand": {"lumber": 1},
                  "progress_cards": {"commercial_harbor": 1}},
           seat1={"hand": {"wool": 3}})  # fmt: skip
    assert plays(s, "play_commercial_harbor") == [act("play_commercial_harbor")]


def test_s13_2_commercial_harbor_card_is_face_down_FAQ_78() -> None:
    # Only the offerer sees the resource offered; the answering seat chooses blind, and
    # the trade's cards are the two seats' secret.
    s = harbor()
    s.apply(act("play_commercial_harbor"))
    s.apply(act("harbor_offer", 1, LUMBER))
    answer = {"kind": "harbor_answer", "seat": 1}
    assert s.view(0)["pending"][0] == {**answer, "card": "lumber"}
    for seat in (None, 1, 2, 3):
        assert s.view(seat)["pending"][0] == answer, seat
    events = s.apply(act("give_commodity", COIN))
    [trade] = [e for e in events if e.code == "harbor_trade"]
    seen = {"code": "harbor_trade", "seat": 0, "opponent": 1}
    for seat in (0, 1):
        assert trade.for_seat(seat) == {**seen, "gave": "lumber", "got": "coin"}
    for seat in (None, 2, 3):
        assert trade.for_seat(seat) == seen, seat
    assert trade.to_json() == {**seen, "secret": {"gave": "lumber", "got": "coin"},
                               "audience": [0, 1]}  # fmt: skip


def test_s13_2_commercial_harbor_each_opponent_once_a_turn_across_cards() -> None:
    s = harbor(hand={"lumber": 3}, progress_cards={"commercial_harbor": 2})
    s.apply(act("play_commercial_harbor"))
    s.apply(act("harbor_offer", 1, LUMBER))
    s.apply(act("give_commodity", CLOTH))
    s.apply(act("skip"))  # stops early (colonist): seats 2 and 3 not asked yet
    # A second Commercial Harbor asks only the opponents not offered this turn.
    s.apply(act("play_commercial_harbor"))
    offers = {a[1] for a in s.legal_actions() if a.kind == "harbor_offer"}
    assert offers == {2, 3}
    refused(s, act("harbor_offer", 1, LUMBER), "offer each opponent once a turn")
    s.apply(act("harbor_offer", 2, LUMBER))  # void: seat 2 has no commodity
    s.apply(act("harbor_offer", 3, LUMBER))
    s.apply(act("give_commodity", PAPER))
    assert (s.context(), s.to_json()["harbor_asked"]) == ("main", [1, 2, 3])
    # Nobody is left to ask: another card would have no effect and is not playable.
    s = at(harbor_asked=[1, 2, 3], seat0={"hand": {"lumber": 1},
           "progress_cards": {"commercial_harbor": 1}}, seat1={"hand": {"coin": 1}})  # fmt: skip
    assert plays(s, "play_commercial_harbor") == []
    refused(s, act("play_commercial_harbor"), "every opponent was already offered")
    # The next turn starts afresh.
    s.apply(act("end_turn"))
    assert s.to_json()["harbor_asked"] == [] and s.view(None)["harbor_asked"] == []


def test_s13_2_commercial_harbor_positions_refuse_bad_harbor_asked() -> None:
    for bad, reason in (([0], "never offered"), ([4], "expected an integer 0-3"),
                        ("1", "expected a list of seats")):  # fmt: skip
        with pytest.raises(PositionError, match=reason):
            at(harbor_asked=bad)
    assert at(harbor_asked=[3, 1]).to_json()["harbor_asked"] == [1, 3]


def test_s13_2_commercial_harbor_3_players() -> None:
    g3 = ck_game(players=3)
    s = position(g3, players=players(3,
        seat0={"hand": {"grain": 2}, "progress_cards": {"commercial_harbor": 1}},
        seat1={"hand": {"coin": 1}}, seat2={"hand": {"cloth": 1}}))  # fmt: skip
    s.apply(act("play_commercial_harbor"))
    assert {a[1] for a in s.legal_actions() if a[0] == "harbor_offer"} == {1, 2}
    s.apply(act("harbor_offer", 2, GRAIN))
    assert s.current_player() == 2
    s.apply(act("give_commodity", CLOTH))
    s.apply(act("harbor_offer", 1, GRAIN))
    assert s.current_player() == 1
    s.apply(act("give_commodity", COIN))
    assert (s.context(), hand(s, 0)) == ("main", {"cloth": 1, "coin": 1})


# ----------------------------------------------------------------- Master Merchant
# Seat 0: 1 VP. Seat 1: a city (2 VP), 3 ore, 1 cloth, 1 coin. Seat 2: 1 VP (equal).
# Seat 3: a settlement + a Defender card (2 VP), 1 wool.
def master(**seat0: Any) -> State:
    return at(
        seat0={"settlements": [ON_4_5_9], "progress_cards": {"master_merchant": 1}, **seat0},
        seat1={"cities": [20], "hand": {"ore": 3, "cloth": 1, "coin": 1}},
        seat2={"settlements": [41], "hand": {"grain": 4}},
        seat3={"settlements": [44], "defender": 1, "hand": {"wool": 1}},
    )


def test_s13_2_master_merchant_takes_2_cards_of_choice_from_a_player_with_more_vp() -> None:
    s = master()
    assert [public_vp(s, p) for p in range(4)] == [1, 2, 1, 2]
    # Only seats with MORE public VP (a Defender card counts) are offered.
    assert plays(s, "play_master_merchant") == [
        act("play_master_merchant", 1),
        act("play_master_merchant", 3),
    ]
    s.apply(act("play_master_merchant", 1))
    # Seat 0 chooses the cards: its decision, looking at seat 1's hand (only seat 0 sees it).
    assert (s.context(), s.current_player()) == ("master_merchant", 0)
    assert pending(s) == [{"kind": "master_merchant", "seat": 0, "victim": 1, "count": 2}]
    assert s.view(0)["peek"] == {"seat": 1, "hand": {"ore": 3, "cloth": 1, "coin": 1}}
    for seat in (1, 2, 3, None):
        assert "peek" not in s.view(seat)
    assert s.legal_actions() == [act("take_card", c) for c in (ORE, CLOTH, COIN)]
    refused(s, act("take_card", WOOL), "seat 1 holds no wool")
    events = s.apply(act("take_card", COIN))
    (taken,) = [e for e in events if e.code == "card_taken"]
    assert taken.for_seat(0)["card"] == "coin" and taken.for_seat(1)["card"] == "coin"
    for seat in (2, 3, None):  # the others learn only that a card was taken
        assert taken.for_seat(seat) == {"code": "card_taken", "seat": 0, "victim": 1}
    assert pending(s) == [{"kind": "master_merchant", "seat": 0, "victim": 1, "count": 1}]
    s.apply(act("take_card", ORE))
    assert (s.context(), s.current_player(), pending(s)) == ("main", 0, [])
    assert "peek" not in s.view(0)
    assert hand(s, 0) == {"ore": 1, "coin": 1}
    assert hand(s, 1) == {"ore": 2, "cloth": 1}


def test_s13_2_master_merchant_takes_1_card_if_they_hold_only_1() -> None:
    s = master()
    s.apply(act("play_master_merchant", 3))
    assert pending(s) == [{"kind": "master_merchant", "seat": 0, "victim": 3, "count": 1}]
    s.apply(act("take_card", WOOL))
    assert (s.context(), hand(s, 0), hand(s, 3)) == ("main", {"wool": 1}, {})


def test_s13_2_master_merchant_needs_a_target_with_more_vp_and_cards() -> None:
    s = master()
    refused(s, act("play_master_merchant", 2), "seat 2 does not have more VP than you")
    refused(s, act("play_master_merchant", 0), "choose an opponent")
    refused(s, act("play_master_merchant", 4), "no seat 4 in a 4-player game")
    # More VP but an empty hand: nothing to take.
    s = at(seat0={"progress_cards": {"master_merchant": 1}}, seat1={"settlements": [20]})
    refused(s, act("play_master_merchant", 1), "seat 1 holds no card")
    # Seat 0 leads: no target, the card is not offered.
    s = master(cities=[ON_0_1_4])
    assert public_vp(s, 0) == 3
    assert plays(s, "play_master_merchant") == []
    refused(s, act("play_master_merchant", 1), "does not have more VP than you")


# ----------------------------------------------------------------- Merchant
def merchant_pos(turn_seat: int = 0, game: Any = G, **fields: Any) -> State:
    """Seat 0: a settlement on hexes 4/5/9 and 2 Merchant cards; seat 1: a settlement on
    hexes 0/1/4 and the merchant on hex 0 (mountains)."""
    seat0 = {"settlements": [ON_4_5_9], "progress_cards": {"merchant": 2}}
    seat0.update(fields.pop("seat0", {}))
    seat1 = {"settlements": [ON_0_1_4]}
    seat1.update(fields.pop("seat1", {}))
    fields.setdefault("merchant", {"hex": MOUNTAINS_0, "owner": 1})
    return at(turn_seat, game=game, seat0=seat0, seat1=seat1, **fields)


def test_s13_2_merchant_moves_with_its_control_and_vp_s14() -> None:
    s = merchant_pos(seat0={"hand": {"wool": 2}})
    assert (s.victory_points(0), s.victory_points(1)) == (1, 2)
    assert plays(s, "play_merchant") == [act("play_merchant", h) for h in (4, 5, 9)]
    events = s.apply(act("play_merchant", PASTURE_5))
    (played,) = [e.data for e in events if e.code == "progress_played"]
    assert played == {"seat": 0, "card": "merchant", "hex": PASTURE_5, "previous": 1}
    assert s.to_json()["merchant"] == {"hex": PASTURE_5, "owner": 0}
    # +1 VP for seat 0 and 2:1 on wool; seat 1 loses both.
    assert (s.victory_points(0), s.victory_points(1)) == (2, 1)
    assert (public_vp(s, 0), public_vp(s, 1)) == (2, 1)
    assert s.view(0)["rates"]["wool"] == 2 and s.view(1)["rates"]["ore"] == 4
    s.apply(act("bank_trade", WOOL, ORE))
    assert hand(s, 0) == {"ore": 1}


def test_s13_2_merchant_a_later_merchant_moves_it_again() -> None:
    # Seat 0 moves its own merchant (a second card): wool 2:1 goes, brick 2:1 comes.
    s = merchant_pos(merchant={"hex": PASTURE_5, "owner": 0})
    assert s.view(0)["rates"]["wool"] == 2
    s.apply(act("play_merchant", HILLS_4))
    assert s.to_json()["merchant"] == {"hex": HILLS_4, "owner": 0}
    assert s.view(0)["rates"]["wool"] == 4 and s.view(0)["rates"]["brick"] == 2
    assert s.victory_points(0) == 2
    # On seat 1's turn, seat 1's Merchant takes it (its hex 4 is seat 0's hex too).
    s = merchant_pos(turn_seat=1, merchant={"hex": HILLS_4, "owner": 0},
                     seat1={"progress_cards": {"merchant": 1}})  # fmt: skip
    assert act("play_merchant", HILLS_4) in s.legal_actions()
    s.apply(act("play_merchant", HILLS_4))
    assert s.to_json()["merchant"] == {"hex": HILLS_4, "owner": 1}
    assert (s.victory_points(0), s.victory_points(1)) == (1, 2)


def test_s13_2_merchant_goes_next_to_a_settlement_or_city_of_the_player() -> None:
    s = merchant_pos()
    # Hex 0 touches seat 1's settlement, not seat 0's.
    refused(s, act("play_merchant", MOUNTAINS_0), "next to your settlement or city", "0 is not")
    refused(s, act("play_merchant", PASTURE_1), "next to your settlement or city")
    refused(s, act("play_merchant", 19), "next to your settlement or city")  # no such hex
    malformed(s, act("play_merchant", True))
    # A city counts like a settlement.
    s = merchant_pos(seat0={"settlements": [], "cities": [ON_4_5_9]})
    assert plays(s, "play_merchant") == [act("play_merchant", h) for h in (4, 5, 9)]
    # No settlement or city: the card is not offered.
    s = merchant_pos(seat0={"settlements": []})
    assert plays(s, "play_merchant") == []
    refused(s, act("play_merchant", PASTURE_5), "next to your settlement or city")


def test_s13_1_merchant_on_its_own_hex_has_no_effect() -> None:
    s = merchant_pos(merchant={"hex": PASTURE_5, "owner": 0})
    assert act("play_merchant", PASTURE_5) not in s.legal_actions()
    refused(s, act("play_merchant", PASTURE_5), "your merchant already stands on hex 5")


def test_A23_merchant_on_the_desert_gives_the_vp_only() -> None:
    s = merchant_pos(seat0={"hand": {"paper": 2}})
    s.apply(act("play_merchant", DESERT_9))
    assert s.to_json()["merchant"] == {"hex": DESERT_9, "owner": 0}
    assert s.victory_points(0) == 2
    assert all(r == 4 for r in s.view(0)["rates"].values())
    refused(s, act("bank_trade", PAPER, ORE), "trading paper needs 4 of them")


def test_A23_merchant_on_desert_false_refuses_the_desert() -> None:
    s = merchant_pos(game=ck_game(merchant_on_desert=False))
    assert plays(s, "play_merchant") == [act("play_merchant", h) for h in (4, 5)]
    refused(s, act("play_merchant", DESERT_9), "next to your settlement or city")


def test_s17_merchant_vp_can_win_the_game_on_the_spot() -> None:
    # 4 cities (8) + 1 settlement (1) + 3 Defender cards = 12 VP; the merchant makes 13.
    s = at(seat0={"settlements": [ON_4_5_9], "cities": [0, 2, 20, 41], "defender": 3,
                  "progress_cards": {"merchant": 1}})  # fmt: skip
    assert s.victory_points(0) == 12 and not s.is_terminal()
    events = s.apply(act("play_merchant", PASTURE_5))
    assert s.is_terminal() and s.winner() == 0
    assert [e.data for e in events if e.code == "game_over"] == [{"winner": 0, "vp": 13}]


# ----------------------------------------------------------------- Merchant Fleet
def fleet(**seat0: Any) -> State:
    # Seat 0 sits on the 2:1 wool harbor (intersection 1).
    return at(
        seat0={"settlements": [WOOL_HARBOR], "hand": {"lumber": 5, "cloth": 2, "wool": 2},
               "progress_cards": {"merchant_fleet": 2}, **seat0},
        seat1={"hand": {"lumber": 2}},
    )  # fmt: skip


def test_s13_2_merchant_fleet_2_to_1_any_number_of_times_this_turn() -> None:
    s = fleet()
    assert s.view(0)["rates"]["lumber"] == 4
    events = s.apply(act("play_merchant_fleet", LUMBER))
    (played,) = [e.data for e in events if e.code == "progress_played"]
    assert played == {"seat": 0, "card": "merchant_fleet", "named": "lumber"}
    assert s.to_json()["fleet"] == ["lumber"]
    assert s.view(0)["rates"]["lumber"] == 2
    assert s.view(1)["rates"]["lumber"] == 4  # the turn player's only
    s.apply(act("bank_trade", LUMBER, BRICK))
    s.apply(act("bank_trade", LUMBER, GRAIN))
    assert hand(s, 0) == {"lumber": 1, "brick": 1, "grain": 1, "wool": 2, "cloth": 2}
    refused(s, act("bank_trade", LUMBER, ORE), "trading lumber needs 2 of them")
    # The same card twice has no further effect: not offered.
    assert act("play_merchant_fleet", LUMBER) not in s.legal_actions()
    refused(s, act("play_merchant_fleet", LUMBER), "lumber already trades 2:1 this turn")
    # A second Fleet may name another type: a commodity this time.
    s.apply(act("play_merchant_fleet", CLOTH))
    assert s.to_json()["fleet"] == ["lumber", "cloth"]
    s.apply(act("bank_trade", CLOTH, ORE))
    assert hand(s, 0)["ore"] == 1 and "cloth" not in hand(s, 0)
    assert bottom(s) == ["merchant_fleet", "merchant_fleet"]


def test_s13_2_merchant_fleet_is_gone_next_turn() -> None:
    s = fleet()
    s.apply(act("play_merchant_fleet", LUMBER))
    s.apply(act("end_turn"))
    assert (s.turn_seat, s.to_json()["fleet"]) == (1, [])
    assert s.view(0)["rates"]["lumber"] == 4
    s.apply(act("roll"))
    s.apply(act("dice", 1, 1, 1))
    refused(s, act("bank_trade", LUMBER, BRICK), "trading lumber needs 4 of them")  # seat 1


def test_s13_1_merchant_fleet_on_a_type_already_2_to_1_is_not_offered() -> None:
    # Wool: the 2:1 harbor already. Commodities: the Merchant Guild (trade level 3).
    s = fleet(improvements={"trade": 3})
    offered = {a[1] for a in plays(s, "play_merchant_fleet")}
    assert offered == {LUMBER, BRICK, GRAIN, ORE}
    refused(s, act("play_merchant_fleet", WOOL), "you already trade wool 2:1")
    refused(s, act("play_merchant_fleet", PAPER), "you already trade paper 2:1")
    refused(s, act("play_merchant_fleet", 8), "name a resource or commodity")
    malformed(s, act("play_merchant_fleet", True))
    # Without the Guild every commodity is offered.
    s = fleet()
    offered = {a[1] for a in plays(s, "play_merchant_fleet")}
    assert offered == {LUMBER, BRICK, GRAIN, ORE, PAPER, CLOTH, COIN}


# ----------------------------------------------------------------- the two Monopolies
def monopoly(name: str) -> State:
    return at(
        seat0={"hand": {"ore": 1}, "progress_cards": {name: 1}},
        seat1={"hand": {"ore": 3, "cloth": 3}},
        seat2={"hand": {"ore": 1, "cloth": 1, "coin": 2}},
        seat3={"hand": {"grain": 2}},
    )


def test_s13_2_resource_monopoly_2_from_each_opponent_1_if_they_hold_1() -> None:
    s = monopoly("resource_monopoly")
    bank = s.to_json()["bank"]
    events = s.apply(act("play_resource_monopoly", ORE))
    assert hand(s, 0) == {"ore": 4}
    assert hand(s, 1) == {"ore": 1, "cloth": 3}
    assert hand(s, 2) == {"cloth": 1, "coin": 2}
    assert hand(s, 3) == {"grain": 2}
    assert s.to_json()["bank"] == bank
    (played,) = [e.data for e in events if e.code == "progress_played"]
    # Regression: the named card overwrote the played card's name ("card": "ore").
    assert played == {"seat": 0, "card": "resource_monopoly", "named": "ore",
                      "taken": {"1": 2, "2": 1}}  # fmt: skip
    assert (s.context(), s.current_player()) == ("main", 0)  # nobody chooses anything


def test_s13_2_resource_monopoly_names_a_resource_not_a_commodity() -> None:
    s = monopoly("resource_monopoly")
    assert {a[1] for a in plays(s, "play_resource_monopoly")} == {LUMBER, BRICK, WOOL, GRAIN, ORE}
    refused(s, act("play_resource_monopoly", CLOTH), "name a resource, not cloth")
    malformed(s, act("play_resource_monopoly", 1.0))  # regression: crashed
    malformed(s, act("play_resource_monopoly", True))


def test_s13_1_monopolies_are_playable_even_when_nobody_holds_the_card() -> None:
    s = monopoly("resource_monopoly")
    assert act("play_resource_monopoly", LUMBER) in s.legal_actions()
    s.apply(act("play_resource_monopoly", LUMBER))
    assert hand(s, 0) == {"ore": 1} and bottom(s) == ["resource_monopoly"]
    s = monopoly("trade_monopoly")
    assert act("play_trade_monopoly", PAPER) in s.legal_actions()
    s.apply(act("play_trade_monopoly", PAPER))
    assert hand(s, 0) == {"ore": 1} and bottom(s) == ["trade_monopoly"]


def test_s13_2_trade_monopoly_1_commodity_from_each_opponent() -> None:
    s = monopoly("trade_monopoly")
    events = s.apply(act("play_trade_monopoly", CLOTH))
    (played,) = [e.data for e in events if e.code == "progress_played"]
    assert played == {"seat": 0, "card": "trade_monopoly", "named": "cloth",
                      "taken": {"1": 1, "2": 1}}  # fmt: skip
    assert hand(s, 0) == {"ore": 1, "cloth": 2}
    assert hand(s, 1) == {"ore": 3, "cloth": 2}  # 1, though seat 1 holds 3
    assert hand(s, 2) == {"ore": 1, "coin": 2}
    s = monopoly("trade_monopoly")
    s.apply(act("play_trade_monopoly", COIN))
    assert hand(s, 0) == {"ore": 1, "coin": 1} and hand(s, 2) == {"ore": 1, "cloth": 1, "coin": 1}


def test_s13_2_trade_monopoly_names_a_commodity_not_a_resource() -> None:
    s = monopoly("trade_monopoly")
    assert {a[1] for a in plays(s, "play_trade_monopoly")} == {PAPER, CLOTH, COIN}
    refused(s, act("play_trade_monopoly", ORE), "name a commodity, not ore")
    malformed(s, act("play_trade_monopoly", 5.0))  # regression: crashed
    refused(s, act("play_trade_monopoly", 8), "name a commodity")
