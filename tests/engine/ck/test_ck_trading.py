"""Trading in Cities & Knights: commodities with the bank and at harbors, the Merchant
Guild, the merchant's rate, the best rate, and trades between players (RULES.md §10 level
3 trade, §14, §15, A24).

Beginner-board harbors used here: generic 3:1 on intersections 0 and 3, wool 2:1 on 1
and 5. Intersection 18 is on no harbor. Hex 2 is a forest (corners 2, 6, 10, 14, 9, 5).
"""

from __future__ import annotations

from typing import Any

from cityknights import State
from cityknights.engine.actions import cards_vector
from cityknights.engine.constants import (
    BRICK,
    CARD_BY_NAME,
    CARD_NAMES,
    CLOTH,
    COIN,
    GENERIC_HARBOR,
    GRAIN,
    LUMBER,
    ORE,
    PAPER,
    WOOL,
)

from ..helpers import act, ck_game, hand, players, position, refused

G = ck_game()
TOPO = G.topology
INLAND = 18
FOREST_2 = 2


def harbor(kind: int) -> tuple[int, int]:
    return next(sl for k, sl in zip(G.board.harbors, TOPO.harbor_slots, strict=True) if k == kind)


GENERIC = harbor(GENERIC_HARBOR)
WOOL_2 = harbor(WOOL)


def at(seat0: dict[str, Any], **fields: Any) -> State:
    return position(G, players=players(seat0=seat0), **fields)


def bank_rows(state: State) -> set[tuple[int, int]]:
    return {(a[1], a[2]) for a in state.legal_actions() if a.kind == "bank_trade"}


def bundle(**cards: int) -> tuple[int, ...]:
    return cards_vector({CARD_BY_NAME[k]: n for k, n in cards.items()})


def offer(give: dict[str, int], get: dict[str, int]):
    return act("offer_trade", bundle(**give), bundle(**get))


def rates(state: State, seat: int = 0) -> dict[str, int]:
    return state.view(seat)["rates"]


# ----------------------------------------------------------------- §15 bank 4:1
def test_s15_commodities_trade_4_to_1_with_the_bank():
    assert G.harbor_of_vertex[INLAND] == -1
    s = at({"hand": {"paper": 4, "cloth": 4}, "settlements": [INLAND]})
    assert s.bank[PAPER] == 12 - 4
    events = s.apply(act("bank_trade", PAPER, COIN))
    assert [e.data for e in events if e.code == "bank_trade"] == [
        {"seat": 0, "give": "paper", "count": 4, "get": "coin"}
    ]
    assert hand(s, 0) == {"coin": 1, "cloth": 4}
    assert s.bank[PAPER] == 12 and s.bank[COIN] == 11
    s.apply(act("bank_trade", CLOTH, ORE))  # a commodity for a resource
    assert hand(s, 0) == {"coin": 1, "ore": 1}
    refused(s, act("bank_trade", COIN, ORE), "trading coin needs 4 of them")


def test_s15_bank_trade_output_may_be_any_resource_or_commodity():
    s = at({"hand": {"lumber": 4, "coin": 4}, "settlements": [INLAND]})
    # Every other card, resources and commodities alike, for either card given.
    assert bank_rows(s) == {
        (give, get) for give in (LUMBER, COIN) for get in range(8) if get != give
    }
    s.apply(act("bank_trade", LUMBER, CLOTH))  # a resource for a commodity
    assert hand(s, 0) == {"cloth": 1, "coin": 4}
    refused(s, act("bank_trade", COIN, COIN), "a trade must change the card type")


def test_s15_bank_without_the_commodity_refuses_it():
    # Seat 1 holds all 12 coin: the bank has none to give.
    s = position(
        G,
        players=players(seat0={"hand": {"lumber": 4}}, seat1={"hand": {"coin": 12}}),
    )
    refused(s, act("bank_trade", LUMBER, COIN), "the bank has no coin left")
    assert (LUMBER, COIN) not in bank_rows(s)


# ----------------------------------------------------------------- A24 harbors
def test_A24_generic_3_to_1_harbor_serves_commodities():
    s = at({"hand": {"coin": 3, "paper": 2}, "settlements": [GENERIC[0]]})
    assert rates(s) == dict.fromkeys(CARD_NAMES, 3)
    s.apply(act("bank_trade", COIN, GRAIN))
    assert hand(s, 0) == {"grain": 1, "paper": 2}
    refused(s, act("bank_trade", PAPER, GRAIN), "trading paper needs 3 of them")


def test_A24_special_2_to_1_harbor_does_not_serve_commodities():
    s = at({"hand": {"wool": 2, "cloth": 3}, "cities": [WOOL_2[1]]})
    assert rates(s) == {**dict.fromkeys(CARD_NAMES, 4), "wool": 2}
    s.apply(act("bank_trade", WOOL, CLOTH))  # its resource, 2:1, for a commodity
    assert hand(s, 0) == {"cloth": 4}
    # Cloth is the wool commodity, but the wool harbor does not take it.
    s = at({"hand": {"cloth": 3}, "cities": [WOOL_2[1]]})
    refused(s, act("bank_trade", CLOTH, WOOL), "trading cloth needs 4 of them")


# ----------------------------------------------------------------- §10 Merchant Guild
def test_s10_merchant_guild_trades_2_identical_commodities_for_any_card():
    s = at(
        {
            "hand": {"paper": 2, "coin": 3, "lumber": 3},
            "cities": [INLAND],
            "improvements": {"trade": 3},
        }
    )
    s.apply(act("bank_trade", PAPER, BRICK))
    s.apply(act("bank_trade", COIN, CLOTH))
    assert hand(s, 0) == {"brick": 1, "cloth": 1, "coin": 1, "lumber": 3}
    # Resources are not commodities: still 4:1.
    refused(s, act("bank_trade", LUMBER, ORE), "trading lumber needs 4 of them")
    refused(s, act("bank_trade", COIN, ORE), "trading coin needs 2 of them")


def test_s10_no_merchant_guild_below_trade_level_3():
    s = at({"hand": {"paper": 3}, "cities": [INLAND], "improvements": {"trade": 2}})
    refused(s, act("bank_trade", PAPER, BRICK), "trading paper needs 4 of them")
    assert bank_rows(s) == set()


# ----------------------------------------------------------------- §14 the merchant's rate
def test_s14_merchant_controller_trades_the_hex_resource_2_to_1():
    # Seat 0 controls the merchant on the forest (hex 2; its settlement on 2 touches it).
    assert 2 in TOPO.hex_vertices[FOREST_2] and G.board.terrains[FOREST_2] == LUMBER
    s = position(
        G,
        merchant={"hex": FOREST_2, "owner": 0},
        players=players(
            seat0={"hand": {"lumber": 2, "brick": 3, "paper": 3}, "settlements": [2]},
            seat1={"hand": {"lumber": 3}, "settlements": [INLAND]},
        ),
    )
    s.apply(act("bank_trade", LUMBER, COIN))  # any resource or commodity out
    assert hand(s, 0) == {"coin": 1, "brick": 3, "paper": 3}
    # Only the hex's resource: not brick, not the forest's commodity (paper).
    refused(s, act("bank_trade", BRICK, ORE), "trading brick needs 4 of them")
    refused(s, act("bank_trade", PAPER, ORE), "trading paper needs 4 of them")
    # Nobody else gets the rate (seat 1 on its own turn).
    s1 = position(
        G,
        turn_seat=1,
        merchant={"hex": FOREST_2, "owner": 0},
        players=players(
            seat0={"settlements": [2]},
            seat1={"hand": {"lumber": 3}, "settlements": [INLAND]},
        ),
    )
    refused(s1, act("bank_trade", LUMBER, ORE), "trading lumber needs 4 of them")


# ----------------------------------------------------------------- §15 best rate
def test_s15_the_best_available_rate_applies():
    # Settlement on the generic harbor (0), city on the wool harbor (5) touching the
    # forest that holds seat 0's merchant, and the Merchant Guild.
    assert 5 in TOPO.hex_vertices[FOREST_2] and 5 in WOOL_2
    s = position(
        G,
        merchant={"hex": FOREST_2, "owner": 0},
        players=players(
            seat0={
                "hand": {"lumber": 2, "wool": 2, "brick": 3, "paper": 2},
                "settlements": [GENERIC[0]],
                "cities": [5],
                "improvements": {"trade": 3},
            },
        ),
    )
    assert rates(s) == {
        "lumber": 2,  # merchant beats the generic harbor
        "brick": 3,  # generic harbor beats the bank
        "wool": 2,  # wool harbor
        "grain": 3,
        "ore": 3,
        "paper": 2,  # Merchant Guild beats the generic harbor
        "cloth": 2,
        "coin": 2,
    }
    for give in (LUMBER, WOOL, BRICK, PAPER):
        s.apply(act("bank_trade", give, ORE))
    assert hand(s, 0) == {"ore": 4}


# ----------------------------------------------------------------- §15 between players
def test_s15_domestic_trade_mixes_resources_and_commodities():
    s = position(
        G,
        players=players(
            seat0={"hand": {"paper": 1, "lumber": 1}},
            seat1={"hand": {"coin": 2}},
            seat2={"hand": {"ore": 1}},
            seat3={"hand": {"coin": 1, "wool": 1}},
        ),
    )
    o = offer({"paper": 1, "lumber": 1}, {"coin": 1})
    assert s.is_legal(o)
    s.apply(o)
    assert s.current_player() == 1 and s.context() == "trade_answer"
    s.apply(act("accept_trade"))
    # Seat 2 holds no coin: it can only refuse.
    assert s.legal_actions() == [act("reject_trade")]
    refused(s, act("accept_trade"), "you do not hold the cards this offer asks for")
    s.apply(act("reject_trade"))
    s.apply(act("accept_trade"))  # seat 3
    assert s.current_player() == 0 and s.context() == "trade_confirm"
    s.apply(act("confirm_trade", 3))
    assert hand(s, 0) == {"coin": 1}
    assert hand(s, 3) == {"paper": 1, "lumber": 1, "wool": 1}
    assert hand(s, 1) == {"coin": 2}
    assert s.context() == "main" and s.current_player() == 0


def test_s15_like_for_like_gifts_and_unheld_cards_refused():
    s = position(
        G,
        players=players(seat0={"hand": {"paper": 2, "wool": 1}}, seat1={"hand": {"paper": 2}}),
    )
    refused(s, offer({"paper": 1}, {"paper": 1}), "the same card type cannot be on both sides")
    refused(s, offer({"paper": 1, "wool": 1}, {"paper": 1}), "same card type")
    refused(s, offer({"paper": 1}, {}), "no gifts")
    refused(s, offer({}, {"paper": 1}), "no gifts")
    refused(s, offer({"coin": 1}, {"wool": 1}), "you do not hold the cards you offer")
