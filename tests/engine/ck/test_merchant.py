"""The merchant (RULES.md §14, §17, A23): +1 VP and a 2:1 rate on its hex's resource for
its controller, nothing for anyone else, untouched by the robber.

The Merchant progress card that places and moves it comes with the progress-card issue;
here the merchant is set in the position ("merchant": {"hex", "owner"}).
Beginner board: hex 2 is a forest (corners 2, 6, 10, 14, 9, 5), hex 9 the desert
(corners 18, 24, 30, 35, 29, 23), intersection 18 is on no harbor.
"""

from __future__ import annotations

from typing import Any

from cityknights import State
from cityknights.engine.constants import LUMBER, ORE, PAPER

from ..helpers import act, ck_game, hand, players, position, refused

G = ck_game()
TOPO = G.topology
FOREST_2 = 2
DESERT = 9


def merchant_at(h: int, owner: int, turn_seat: int = 0, **by_seat: dict[str, Any]) -> State:
    return position(
        G, turn_seat=turn_seat, merchant={"hex": h, "owner": owner}, players=players(**by_seat)
    )


def public_vp(state: State, seat: int) -> int:
    return int(state.view(None)["player_info"][seat]["public_vp"])


def test_s14_merchant_gives_its_controller_1_public_vp():
    by_seat = {"seat0": {"settlements": [2]}, "seat1": {"settlements": [14]}}
    without = position(G, players=players(**by_seat))
    s = merchant_at(FOREST_2, 0, **by_seat)
    assert (without.victory_points(0), s.victory_points(0)) == (1, 2)
    assert public_vp(s, 0) == 2 and s.view(1)["player_info"][0]["public_vp"] == 2
    # No effect for the others: seat 1 also touches the forest, and keeps its 1 VP.
    assert s.victory_points(1) == 1 and public_vp(s, 1) == 1
    assert s.view(None)["merchant"] == {"hex": FOREST_2, "owner": 0}


def test_s14_merchant_rate_is_only_for_its_controller():
    by_seat = {
        "seat0": {"settlements": [2], "hand": {"lumber": 2}},
        "seat1": {"settlements": [14], "hand": {"lumber": 3}},
    }
    s = merchant_at(FOREST_2, 0, **by_seat)
    assert s.view(0)["rates"]["lumber"] == 2
    s.apply(act("bank_trade", LUMBER, ORE))
    assert hand(s, 0) == {"ore": 1}
    other = merchant_at(FOREST_2, 0, turn_seat=1, **by_seat)
    assert other.view(1)["rates"]["lumber"] == 4
    refused(other, act("bank_trade", LUMBER, ORE), "trading lumber needs 4 of them")


def test_s14_the_robber_does_not_affect_the_merchant():
    # The robber stands on the merchant's forest: the rate and the VP stay.
    s = position(
        G,
        robber=FOREST_2,
        attacks=1,
        merchant={"hex": FOREST_2, "owner": 0},
        players=players(seat0={"settlements": [2], "hand": {"lumber": 2}}),
    )
    assert s.victory_points(0) == 2
    s.apply(act("bank_trade", LUMBER, ORE))
    assert hand(s, 0) == {"ore": 1}
    # Moving the robber onto the merchant's hex changes nothing either.
    s = position(
        G,
        attacks=1,
        merchant={"hex": FOREST_2, "owner": 0},
        pending=[{"kind": "robber", "seat": 1, "chased": False}],
        turn_seat=1,
        players=players(seat0={"settlements": [2], "hand": {"lumber": 2}}),
    )
    s.apply(act("move_robber", FOREST_2, 0))
    s.apply(act("steal_card", LUMBER))
    assert s.robber == FOREST_2 and s.victory_points(0) == 2
    assert s.view(0)["rates"]["lumber"] == 2


def test_A23_merchant_on_the_desert_gives_only_the_vp():
    # Regression: the desert's terrain index (5) equals paper's card index, so a merchant
    # on the desert gave its controller paper at 2:1.
    s = merchant_at(DESERT, 0, seat0={"settlements": [18], "hand": {"paper": 3}})
    assert s.victory_points(0) == 2
    assert s.view(0)["rates"]["paper"] == 4
    refused(s, act("bank_trade", PAPER, ORE), "trading paper needs 4 of them")


def test_s17_merchant_vp_counts_toward_the_win():
    # 1 settlement + 4 cities + 2 Defender cards = 11 VP, + the merchant = 12; a second
    # settlement makes 13 and wins on seat 0's own turn. Without the merchant: 12, no win.
    settlements = [2]
    cities = [0, 8, 20, 22]
    hand_ = {"brick": 1, "lumber": 1, "wool": 1, "grain": 1}
    roads = [TOPO.edge_between(2, 6), TOPO.edge_between(6, 10)]

    def at(merchant: dict[str, int] | None) -> State:
        return position(
            G,
            merchant=merchant,
            players=players(
                seat0={
                    "settlements": settlements,
                    "cities": cities,
                    "roads": roads,
                    "hand": hand_,
                    "defender": 2,
                }
            ),
        )

    s = at({"hex": FOREST_2, "owner": 0})
    assert s.victory_points(0) == 1 + 8 + 2 + 1
    s.apply(act("build_settlement", 10))
    assert s.is_terminal() and s.winner() == 0
    s = at(None)
    s.apply(act("build_settlement", 10))
    assert not s.is_terminal() and s.victory_points(0) == 12
