"""A line-by-line audit of RULES.md §22 for Cities & Knights with 5-6 players (§22.3,
§22.4, §22.5, §22.6; A34-A43): the lines no earlier scenario test checked, each set up as
a position, played, and checked for its outcome (refused actions change nothing).

The base-game lines are in tests/engine/test_five_six_rules_audit.py. Positions sit on
the fixed 30-hex layout of helpers.LARGE_BOARD: each seat has a city on HOME with one
road from it, to END, where a knight of the seat may stand."""

from __future__ import annotations

from typing import Any

import pytest

from cityknights import State
from cityknights.engine.constants import (
    GATE_POLITICS,
    GATE_TRADE,
    PROGRESS_BY_NAME,
    SHIP,
)
from cityknights.engine.topology import LARGE

from ..helpers import (
    LARGE_HOME,
    LARGE_ROAD,
    act,
    deal_rest,
    game56,
    hand,
    position,
    refused,
    seats56,
)

HOME, ROAD = LARGE_HOME, LARGE_ROAD
END = {0: 59, 1: 5, 2: 27, 3: 39, 4: 73, 5: 75}  # the far end of each seat's road
KNIGHT_CARDS = {"wool": 1, "ore": 1}


def knight(v: int, level: int = 1, active: bool = True) -> dict[str, Any]:
    return {"vertex": v, "level": level, "active": active}


def seats(n: int = 5, **by_seat: dict[str, Any]) -> list[dict[str, Any]]:
    return seats56(n, "cities", **by_seat)


def at(n: int = 5, turn_seat: int = 0, flags: dict[str, Any] | None = None,
       **fields: Any) -> State:  # fmt: skip
    """Seat `turn_seat`'s main phase of turn 5 (or the phase given)."""
    g = game56(n, "ck", **(flags or {}))
    fields.setdefault("players", seats(n))
    return position(g, turn=5, turn_seat=turn_seat, **fields)


def pass_all(state: State) -> list[Any]:
    events: list[Any] = []
    while state.context() == "special_build":
        events += state.apply(act("end_special_build"))
    return events


def roll(state: State, white: int = 1, red: int = 2, event: int = GATE_TRADE) -> list[Any]:
    state.apply(act("roll"))
    return state.apply(act("dice", white, red, event))


def attack_event(events: list[Any]) -> Any:
    [e] = [e for e in events if e.code in ("barbarians_repelled", "barbarians_won")]
    return e


# ----------------------------------------------------------------- §22.3 pieces
def test_s22_3_walls_and_knights_per_seat_are_unchanged_for_the_sixth_seat():
    """§22.3: pieces per player unchanged: 3 walls, 2 knights per level, for the new
    colours too."""
    five = {"cities": [79, 72, 66, 56], "walls": [79, 72, 66],
            "roads": [ROAD[5], LARGE.vertex_edges[79][1], LARGE.edge_between(75, 71)],
            "knights": [knight(75, 1), knight(76, 1)],
            "hand": {"brick": 2, **KNIGHT_CARDS}}  # fmt: skip
    state = at(6, turn_seat=5, players=seats(6, seat5=five))
    refused(state, act("build_wall", 56), "no city wall left (3 at most)")
    refused(state, act("build_knight", 71), "both your basic knights are on the board")
    assert not any(a[0] in ("build_wall", "build_knight") for a in state.legal_actions())


# ----------------------------------------------------------------- §22.4 settings
def test_s22_4_the_discard_limit_is_7_plus_2_per_wall_with_six_seats():
    five = {"cities": [79, 72], "walls": [79, 72], "hand": {"ore": 11}}
    three = {"hand": {"wool": 4, "cloth": 4}}  # commodities count
    state = at(6, turn_seat=1, phase="pre_roll",
               players=seats(6, seat5=five, seat3=three))  # fmt: skip
    roll(state, 3, 4)
    assert [(k, p, c) for k, p, c in state.pending] == [("discard", 3, 4)]


# ----------------------------------------------------------------- §22.5.1 when and who
def test_s22_5_1_ck_no_slots_after_a_winning_turn():
    one = {"hand": {"brick": 2}}
    zero = {"cities": [HOME[0], 35], "settlements": [8], "hand": {"grain": 2, "ore": 3}}
    state = at(5, flags={"vp_to_win": 6}, players=seats(5, seat0=zero, seat1=one))
    events = state.apply(act("build_city", 8))
    assert state.winner() == 0
    assert "special_build_started" not in [e.code for e in events]


# ----------------------------------------------------------------- §22.5.3 what it allows
def test_s22_5_3_ck_roads_settlements_and_cities_in_a_slot_but_no_development_card():
    """§22.5.3: roads, settlements and cities in a C&K slot at the normal costs; there are
    no development cards to buy in C&K."""
    one = {"roads": [ROAD[1], LARGE.edge_between(5, 1)], "settlements": [],
           "hand": {"lumber": 2, "brick": 2, "wool": 1, "grain": 3, "ore": 3}}  # fmt: skip
    state = at(players=seats(5, seat1=one))
    state.apply(act("end_turn"))
    assert (state.context(), state.current_player()) == ("special_build", 1)
    kinds = {a[0] for a in state.legal_actions()}
    assert {"build_road", "build_settlement", "build_knight"} <= kinds
    assert "buy_dev" not in kinds
    refused(state, act("buy_dev"), "buy_dev is not allowed now")
    state.apply(act("build_road", LARGE.edge_between(1, 4)))
    state.apply(act("build_settlement", 1))
    state.apply(act("build_city", 1))
    assert state.building_at(1)[0] == 1 and len(state.cities[1]) == 2
    assert hand(state, 1) == {}
    assert (state.context(), state.current_player()) == ("special_build", 1)


# ----------------------------------------------------------------- §22.5.4 what it forbids
def test_s22_5_4_ck_no_merchant_guild_merchant_or_harbor_trade_and_no_trade_card():
    """§22.5.4: no trade through the Merchant Guild 2:1, the merchant, a harbor; no
    Merchant Fleet or Commercial Harbor played."""
    one = {"improvements": {"trade": 3}, "settlements": [68],
           "hand": {"cloth": 2, "grain": 2, "lumber": 2, "brick": 2},
           "progress_cards": {"merchant_fleet": 1, "commercial_harbor": 1}}  # fmt: skip
    state = at(players=seats(5, seat1=one), merchant={"hex": 2, "owner": 1})
    state.apply(act("end_turn"))
    assert (state.context(), state.current_player()) == ("special_build", 1)
    rates = state.view(1)["rates"]
    assert (rates["cloth"], rates["grain"], rates["lumber"]) == (2, 2, 2)
    for give in (6, 3, 0):  # cloth (Guild), grain (merchant on fields hex 2), lumber (harbor)
        r = state.refusal(act("bank_trade", give, 4))
        assert r is not None and r.code == "special_build_no_trade"
        refused(state, act("bank_trade", give, 4), "no trading in the Special Build Phase")
    for a in (act("play_merchant_fleet", 3), act("play_commercial_harbor")):
        r = state.refusal(a)
        assert r is not None and r.code == "special_build_no_card"
        refused(state, a, "no card may be played in the Special Build Phase")
    give = (0, 0, 0, 0, 0, 0, 1, 0)
    get = (0, 0, 0, 0, 1, 0, 0, 0)
    refused(state, act("offer_trade", give, get), "no trading in the Special Build Phase")


def test_s22_5_4_A38_flag_on_a_knight_built_and_activated_in_the_slot_may_not_move_in_it():
    """§22.5.4: with sbp_knight_move on, §9.3 holds inside the slot: a knight built (and
    activated) there does not move in that slot; it moves in its owner's next turn."""
    one = {"roads": [ROAD[1], LARGE.edge_between(5, 1)], "hand": {**KNIGHT_CARDS, "grain": 1}}
    state = at(flags={"sbp_knight_move": True}, players=seats(5, seat1=one))
    state.apply(act("end_turn"))
    state.apply(act("build_knight", 5))
    state.apply(act("activate_knight", 5))
    assert not any(a[0] == "move_knight" for a in state.legal_actions())
    refused(state, act("move_knight", 5, 1), "was activated this turn")
    pass_all(state)
    roll(state)
    state.apply(act("move_knight", 5, 1))
    assert state.knight_owner[1] == 1


# ----------------------------------------------------------------- §22.5.5 timing
def test_s22_5_5_A40_a_knight_built_and_activated_in_the_slot_acts_in_the_own_turn_after_it():
    """§22.5.5: "The same holds for a knight built in a slot; it is not 'built this
    turn'" (§9.3): built and activated in seat 1's slot just before its turn, with the
    default flags, it moves in that turn."""
    one = {"roads": [ROAD[1], LARGE.edge_between(5, 1)], "hand": {**KNIGHT_CARDS, "grain": 1}}
    state = at(players=seats(5, seat1=one))
    state.apply(act("end_turn"))
    assert (state.context(), state.current_player()) == ("special_build", 1)
    state.apply(act("build_knight", 5))
    state.apply(act("activate_knight", 5))
    refused(state, act("move_knight", 5, 1), "knights do not move in the Special Build Phase")
    pass_all(state)
    assert (state.turn_seat, state.context()) == (1, "pre_roll")
    assert state.view(None)["knights_activated_this_turn"] == []
    roll(state)
    assert act("move_knight", 5, 1) in state.legal_actions()
    state.apply(act("move_knight", 5, 1))
    assert state.knight_owner[1] == 1 and state.knight_active[1] == 0


def test_s22_5_5_A39_a_knight_promoted_in_the_own_turn_is_promoted_again_in_a_later_slot():
    """§22.5.5 "and the other way round": promoted in seat 1's turn, then again in its
    slot after seat 2's turn (promotion is once per knight per turn and per slot)."""
    one = {"hand": {"wool": 2, "ore": 2}, "knights": [knight(5, 1)],
           "improvements": {"politics": 3}}  # fmt: skip
    state = at(turn_seat=1, players=seats(5, seat1=one))
    state.apply(act("promote_knight", 5))
    refused(state, act("promote_knight", 5), "already promoted this turn")
    state.apply(act("end_turn"))  # seat 1 gets no slot after its own turn
    assert state.current_player() != 1
    pass_all(state)
    assert state.turn_seat == 2
    roll(state)
    state.apply(act("end_turn"))  # seats 3, 4 and 0 have nothing to build: seat 1's slot
    assert (state.context(), state.current_player()) == ("special_build", 1)
    state.apply(act("promote_knight", 5))
    assert state.knight_level[5] == 3


def test_s22_5_5_after_an_attack_the_slots_that_follow_reactivate_knights():
    """§22.5.5: after an attack has deactivated every knight, the slots that follow are
    the other seats' first chance to reactivate; the knight acts in the owner's turn."""
    zero = {"knights": [knight(END[0], 3)]}
    one = {"knights": [knight(5, 2)], "hand": {"grain": 1},
           "roads": [ROAD[1], LARGE.edge_between(5, 1)]}  # fmt: skip
    state = at(phase="pre_roll", barbarian=6, players=seats(5, seat0=zero, seat1=one))
    e = attack_event(roll(state, 1, 2, SHIP))
    assert e.code == "barbarians_repelled" and e.data["defender"] == 0
    assert not any(state.knight_active) and state.robber_active
    # Seat 0's turn: seat 0 acts, seat 1 waits for its slot.
    refused(state, act("activate_knight", 5), "you have no knight on intersection 5")
    state.apply(act("end_turn"))
    assert (state.context(), state.current_player()) == ("special_build", 1)
    state.apply(act("activate_knight", 5))
    assert state.knight_active[5] == 1
    pass_all(state)
    roll(state)
    state.apply(act("move_knight", 5, 1))


# ----------------------------------------------------------------- §22.5.6 winning
def test_s22_5_6_ck_a_seat_at_the_target_after_its_slot_wins_before_its_alchemist():
    """§22.5.6: the win is checked at the start of the seat's own turn, before the roll
    and before an Alchemist."""
    one = {"cities": [HOME[1], 35], "settlements": [8], "progress_cards": {"alchemist": 1},
           "hand": {"grain": 2, "ore": 3}}  # fmt: skip
    state = at(flags={"vp_to_win": 6}, players=seats(5, seat1=one))
    state.apply(act("end_turn"))
    state.apply(act("build_city", 8))
    assert state.victory_points(1) == 6 and not state.is_terminal()
    events = pass_all(state)
    assert state.is_terminal() and state.winner() == 1
    assert [e.code for e in events][-2:] == ["turn_started", "game_over"]
    assert state.progress_hand[1][PROGRESS_BY_NAME["alchemist"]] == 1


# ----------------------------------------------------------------- §22.6 barbarians
def test_s22_6_the_attack_comes_on_the_7th_ship_step_with_six_seats():
    state = at(6, phase="pre_roll", barbarian=5)
    events = roll(state, 1, 2, SHIP)
    assert state.barbarian == 6 and state.attacks == 0
    assert not any(e.code.startswith("barbarians_") and e.code != "barbarians_advanced"
                   for e in events)  # fmt: skip
    state.apply(act("end_turn"))
    pass_all(state)
    events = roll(state, 1, 2, SHIP)
    assert state.barbarian == 0 and state.attacks == 1
    assert attack_event(events).data["cities"] == 6


@pytest.mark.parametrize(("fifth", "barbarians_win"), [(2, False), (1, True)])
def test_s22_6_s12_strength_is_every_city_and_metropolis_of_six_seats_catan_wins_a_tie(
    fifth: int, barbarians_win: bool
):
    """B = 7 (six cities and seat 2's metropolis). K = 3 + 2 + fifth: 7 ties and Catan
    wins, seat 3 alone the best defender; 6 loses, and the lowest (0) lose a city, the
    metropolis spared. All knights are inactive afterwards."""
    two = {"cities": [HOME[2], 35], "improvements": {"trade": 4}}
    by_seat = {"seat2": two, "seat3": {"knights": [knight(END[3], 3)]},
               "seat4": {"knights": [knight(END[4], 2)]},
               "seat5": {"knights": [knight(END[5], fifth)]}}  # fmt: skip
    state = at(6, phase="pre_roll", barbarian=6, metropolis={"trade": 35},
               players=seats(6, **by_seat))  # fmt: skip
    events = roll(state, 1, 2, SHIP)
    e = attack_event(events)
    assert e.data["cities"] == 7 and e.data["knights"] == 5 + fifth
    assert not any(state.knight_active)
    if not barbarians_win:
        assert e.code == "barbarians_repelled" and e.data["defender"] == 3
        assert state.defender[3] == 1 and state.victory_points(3) == 3
        return
    assert e.code == "barbarians_won" and e.data["losers"] == [0, 1, 2]
    assert [(k, p) for k, p, _ in state.pending[:3]] == [("pillage", 0), ("pillage", 1),
                                                        ("pillage", 2)]  # fmt: skip
    state.apply(act("pillage_city", HOME[0]))
    state.apply(act("pillage_city", HOME[1]))
    assert state.current_player() == 2
    refused(state, act("pillage_city", 35), "without a metropolis")
    state.apply(act("pillage_city", HOME[2]))
    assert list(state.cities[2]) == [35] and state.metropolis[0] == 35


def test_s22_6_s12_4_A30_the_lowest_lose_a_city_from_the_current_seat_round_six():
    """Seat 4 rolls; seats 5 and 1 are the lowest defenders: seat 5 chooses first."""
    by_seat = {f"seat{p}": {"knights": [knight(END[p], 1)]} for p in (0, 2, 3, 4)}
    state = at(6, turn_seat=4, phase="pre_roll", barbarian=6, players=seats(6, **by_seat))
    e = attack_event(roll(state, 1, 2, SHIP))
    assert e.code == "barbarians_won" and e.data["losers"] == [5, 1]
    assert [(k, p) for k, p, _ in state.pending[:2]] == [("pillage", 5), ("pillage", 1)]
    refused(state, act("pillage_city", HOME[1]), "is not one")  # seat 1 waits for seat 5
    state.apply(act("pillage_city", HOME[5]))
    state.apply(act("pillage_city", HOME[1]))
    assert not state.cities[5] and not state.cities[1]


# ----------------------------------------------------------------- §22.6 progress decks
def test_s22_6_s5_s13_1_more_draws_empty_the_deck_the_later_seats_draw_nothing():
    """Six seats at trade level 1 on a trade gate with red 1: draws go from the roller
    (seat 4) clockwise; the deck holds 3 cards, so seats 4, 5 and 0 draw and 1, 2, 3 get
    nothing. Seat 0, off-turn with 4 cards, discards its 5th at once (§13.1)."""
    rest = deal_rest("trade", {"merchant": 3}, {0: 4, 1: 4, 2: 4, 3: 3})
    by_seat = {f"seat{p}": {"improvements": {"trade": 1},
                            **({"progress_cards": rest[p]} if p in rest else {})}
               for p in range(6)}  # fmt: skip
    state = at(6, turn_seat=4, phase="pre_roll",
               decks={"trade": {"shuffled": {"merchant": 3}, "bottom": []}},
               players=seats(6, **by_seat))  # fmt: skip
    before = [sum(h) for h in state.progress_hand]
    roll(state, 3, 1, GATE_TRADE)
    drawn = []
    while state.is_chance_node():
        assert state.pending[0][0] == "progress_draw"
        drawn.append(state.pending[0][2] & 7)
        [(outcome, _)] = state.chance_outcomes()
        state.apply(outcome)
    assert drawn == [4, 5, 0]
    after = [sum(h) for h in state.progress_hand]
    assert [a - b for a, b in zip(after, before, strict=True)] == [1, 0, 0, 0, 1, 1]
    assert [(k, p, c) for k, p, c in state.pending][:1] == [("progress_discard", 0, 1)]


def test_s22_6_s13_1_an_off_turn_sixth_seat_over_the_limit_discards_at_once():
    five = {"improvements": {"politics": 2},
            "progress_cards": {"spy": 2, "warlord": 1, "wedding": 1}}  # fmt: skip
    state = at(6, turn_seat=2, phase="pre_roll",
               decks={"politics": {"shuffled": {"bishop": 1}}},
               players=seats(6, seat5=five))  # fmt: skip
    roll(state, 3, 3, GATE_POLITICS)
    [(outcome, _)] = state.chance_outcomes()
    state.apply(outcome)
    assert (state.context(), state.current_player()) == ("progress_discard", 5)
    state.apply(act("discard_progress", PROGRESS_BY_NAME["spy"]))
    assert sum(state.progress_hand[5]) == 4


# ----------------------------------------------------------------- §22.6 cards
def test_s22_6_trade_monopoly_reaches_the_five_opponents():
    by_seat = {f"seat{p}": {"hand": {"cloth": 2}} for p in range(1, 6)}
    by_seat["seat0"] = {"progress_cards": {"trade_monopoly": 1}}
    state = at(6, players=seats(6, **by_seat))
    state.apply(act("play_trade_monopoly", 6))
    assert hand(state, 0) == {"cloth": 5}
    assert all(hand(state, p) == {"cloth": 1} for p in range(1, 6))


def test_s22_6_wedding_and_saboteur_reach_the_five_seats_with_more_vp():
    """Seat 0 (a settlement, 1 VP) plays the Wedding: the 5 seats with more VP give 2
    cards each, in seat order from seat 0; then the Saboteur: all 5 discard half."""
    by_seat = {f"seat{p}": {"hand": {"ore": 2, "wool": 2}} for p in range(1, 6)}
    by_seat["seat0"] = {"cities": [], "settlements": [HOME[0]],
                        "progress_cards": {"wedding": 1, "saboteur": 1}}  # fmt: skip
    state = at(6, players=seats(6, **by_seat))
    state.apply(act("play_wedding"))
    givers = []
    while state.context() == "wedding":
        givers.append(state.current_player())
        state.apply(act("give_card", 4))
    assert givers == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
    assert hand(state, 0) == {"ore": 10}
    state.apply(act("play_saboteur"))
    discarding = []
    while state.context() == "discard":
        discarding.append(state.current_player())
        state.apply(act("discard", 2))
    assert discarding == [1, 2, 3, 4, 5]
    assert [hand(state, p) for p in range(1, 6)] == [{"wool": 1}] * 5


def test_s22_6_commercial_harbor_offers_each_of_the_five_opponents_once():
    by_seat = {f"seat{p}": {"hand": {"coin": 1}} for p in range(1, 6)}
    by_seat["seat0"] = {"hand": {"lumber": 6}, "progress_cards": {"commercial_harbor": 2}}
    state = at(6, players=seats(6, **by_seat))
    state.apply(act("play_commercial_harbor"))
    for p in range(1, 6):
        assert (state.context(), state.current_player()) == ("commercial_harbor", 0)
        state.apply(act("harbor_offer", p, 0))
        assert (state.context(), state.current_player()) == ("harbor_answer", p)
        state.apply(act("give_commodity", 7))
    assert state.context() == "main"
    assert hand(state, 0) == {"lumber": 1, "coin": 5}
    # Every opponent was offered once this turn: a second card has no one left to ask.
    refused(state, act("play_commercial_harbor"), "every opponent was already offered")


# ----------------------------------------------------------------- §22.3 cards
def test_s22_3_the_progress_decks_are_18_18_18_as_with_3_4_players():
    from cityknights.engine.constants import progress_deck

    for n in (5, 6):
        s = game56(n, "ck").new_initial_state()
        assert [list(s.deck[t]) for t in range(3)] == [list(progress_deck(t)) for t in range(3)]
        assert [sum(s.deck[t]) for t in range(3)] == [18, 18, 18]


def test_s22_3_A7_defender_cards_keep_coming_after_the_eighth_with_six_seats():
    """§22.3: the 5-6 box has 8 Defender cards; the count has no effect (A7)."""
    by_seat = {"seat1": {"defender": 3}, "seat2": {"defender": 3}, "seat5": {"defender": 2},
               "seat3": {"knights": [knight(END[3], 3)]},
               "seat4": {"knights": [knight(END[4], 2)]},
               "seat0": {"knights": [knight(END[0], 1)]}}  # fmt: skip
    state = at(6, phase="pre_roll", barbarian=6, players=seats(6, **by_seat))
    e = attack_event(roll(state, 1, 2, SHIP))
    assert e.code == "barbarians_repelled" and e.data["defender"] == 3
    assert sum(state.defender) == 9 and state.victory_points(3) == 3


def test_s22_6_s12_3_a_tied_defender_chooses_among_the_decks_not_emptied():
    """More seats empty a deck sooner (§22.6): with the 18 trade cards in hands, the tied
    defenders (seats 3 and 4, from the current seat 0 clockwise) choose another deck."""
    rest = deal_rest("trade", {}, {0: 4, 1: 4, 2: 4, 5: 4, 3: 2})
    by_seat: dict[str, dict[str, Any]] = {
        f"seat{p}": {"progress_cards": cards} for p, cards in rest.items()
    }
    by_seat["seat3"]["knights"] = [knight(END[3], 3)]
    by_seat["seat4"] = {"knights": [knight(END[4], 3)]}
    state = at(6, phase="pre_roll", barbarian=6, players=seats(6, **by_seat))
    e = attack_event(roll(state, 1, 2, SHIP))
    assert e.code == "barbarians_repelled" and e.data["tied"] == [3, 4]
    assert (state.context(), state.current_player()) == ("defender_deck", 3)
    assert sorted(a[1] for a in state.legal_actions()) == [1, 2]
    refused(state, act("choose_deck", 0), "the trade deck is empty")
    state.apply(act("choose_deck", 1))
    state.apply(state.chance_outcomes()[0][0])
    assert (state.context(), state.current_player()) == ("defender_deck", 4)
    state.apply(act("choose_deck", 2))
    state.apply(state.chance_outcomes()[0][0])
    assert sum(state.progress_hand[3]) + state.progress_vp[3] == 3
    assert sum(state.progress_hand[4]) + state.progress_vp[4] == 1


def test_s22_5_4_A38_flag_on_a_knight_moves_in_a_slot_but_never_displaces_or_chases():
    """§22.5.4, A38: with sbp_knight_move on, an active knight may move in a slot, never
    displace: seat 1's strong knight on 5 may go to the free 9 but not onto seat 0's basic
    knight on 1, nor chase the robber from hex 1 after the first attack."""
    one = {"roads": [ROAD[1], LARGE.edge_between(5, 1), LARGE.edge_between(5, 9)],
           "knights": [knight(5, 2)], "improvements": {"politics": 3}}  # fmt: skip
    zero = {"knights": [knight(1, 1)]}
    state = at(flags={"sbp_knight_move": True}, players=seats(5, seat0=zero, seat1=one),
               attacks=1, robber_active=True, robber=1)  # fmt: skip
    state.apply(act("end_turn"))
    assert (state.context(), state.current_player()) == ("special_build", 1)
    knight_actions = [a for a in state.legal_actions() if "knight" in a[0] or "robber" in a[0]]
    assert knight_actions == [act("move_knight", 5, 9)]
    for a in (act("displace_knight", 5, 1), act("chase_robber", 5)):
        r = state.refusal(a)
        assert r is not None and r.code == "special_build_no_knight_action", (a, r)
        refused(state, a, "not " + a[0])
    assert (state.knight_owner[1], state.knight_level[1], state.robber) == (0, 1, 1)
    state.apply(act("move_knight", 5, 9))
    assert (state.knight_owner[9], state.knight_active[9], state.knight_owner[5]) == (1, 0, -1)
    assert (state.context(), state.current_player()) == ("special_build", 1)
