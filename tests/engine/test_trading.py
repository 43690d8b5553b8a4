"""Trading: with the bank (4:1) or harbors (3:1, 2:1), and offers between players."""

from __future__ import annotations

from cityknights.engine.actions import cards_vector
from cityknights.engine.constants import BRICK, GENERIC_HARBOR, GRAIN, LUMBER, ORE, WOOL

from .helpers import act, game, hand, players, position, refused

G = game()
TOPO = G.topology


def harbor(kind: int) -> tuple[int, int]:
    """The two intersections of the first harbor of that kind on the beginner board."""
    return next(sl for k, sl in zip(G.board.harbors, TOPO.harbor_slots, strict=True) if k == kind)


GENERIC = harbor(GENERIC_HARBOR)
WOOL_2 = harbor(WOOL)
BRICK_2 = harbor(BRICK)
# An intersection on no harbor.
INLAND = next(v for v in range(TOPO.n_vertices) if G.harbor_of_vertex[v] == -1)


def bundle(**cards: int):
    names = ("lumber", "brick", "wool", "grain", "ore")
    return cards_vector({names.index(k): n for k, n in cards.items()})


def offer(give: dict[str, int], get: dict[str, int]):
    return act("offer_trade", bundle(**give), bundle(**get))


# ----------------------------------------------------------------- bank and harbors
def test_bank_trade_four_for_one():
    s = position(players=players(seat0={"hand": {"lumber": 5}, "settlements": [INLAND]}))
    events = s.apply(act("bank_trade", LUMBER, ORE))
    assert hand(s, 0) == {"lumber": 1, "ore": 1}
    assert s.bank[LUMBER] == 19 - 5 + 4 and s.bank[ORE] == 18
    assert [e.data for e in events if e.code == "bank_trade"] == [
        {"seat": 0, "give": "lumber", "count": 4, "get": "ore"}
    ]
    refused(s, act("bank_trade", LUMBER, ORE), "trading lumber needs 4 of them")


def test_bank_trade_refusals():
    s = position(
        players=players(seat0={"hand": {"lumber": 4, "grain": 4}}, seat1={"hand": {"ore": 19}})
    )
    refused(s, act("bank_trade", LUMBER, LUMBER), "must change the card type")
    refused(s, act("bank_trade", LUMBER, ORE), "the bank has no ore left")
    refused(s, act("bank_trade", WOOL, ORE), "trading wool needs 4")
    refused(s, act("bank_trade", LUMBER, 5), "does not exist in this game")  # no paper in base
    legal = {a for a in s.legal_actions() if a.kind == "bank_trade"}
    assert legal == {
        act("bank_trade", give, get)
        for give in (LUMBER, GRAIN)
        for get in (LUMBER, BRICK, WOOL, GRAIN)
        if get != give
    }


def test_generic_harbor_three_for_one():
    s = position(players=players(seat0={"hand": {"grain": 3}, "settlements": [GENERIC[0]]}))
    assert s.view(0)["rates"] == {c: 3 for c in ("lumber", "brick", "wool", "grain", "ore")}
    s.apply(act("bank_trade", GRAIN, BRICK))
    assert hand(s, 0) == {"brick": 1}
    two = position(players=players(seat0={"hand": {"grain": 2}, "settlements": [GENERIC[1]]}))
    refused(two, act("bank_trade", GRAIN, BRICK), "trading grain needs 3")


def test_special_harbor_two_for_one_only_for_its_resource():
    # A city on the harbor's other intersection counts as well as a settlement.
    s = position(players=players(seat0={"hand": {"wool": 2, "ore": 3}, "cities": [WOOL_2[1]]}))
    s.apply(act("bank_trade", WOOL, GRAIN))
    assert hand(s, 0) == {"grain": 1, "ore": 3}
    refused(s, act("bank_trade", ORE, GRAIN), "trading ore needs 4")


def test_best_rate_is_used():
    s = position(
        players=players(
            seat0={
                "hand": {"wool": 3, "brick": 3, "ore": 3},
                "settlements": [GENERIC[0], WOOL_2[0], BRICK_2[1]],
            }
        )
    )
    assert s.view(0)["rates"] == {"lumber": 3, "brick": 2, "wool": 2, "grain": 3, "ore": 3}
    s.apply(act("bank_trade", WOOL, GRAIN))
    s.apply(act("bank_trade", BRICK, GRAIN))
    s.apply(act("bank_trade", ORE, GRAIN))
    assert hand(s, 0) == {"wool": 1, "brick": 1, "grain": 3}


# ----------------------------------------------------------------- domestic offers
def three_way():
    """Seat 0 wants 1 ore + 1 brick for 2 wool; seats 1 and 3 could pay, seat 2 not."""
    return position(
        players=players(
            seat0={"hand": {"wool": 2, "lumber": 1}},
            seat1={"hand": {"ore": 1, "brick": 1}},
            seat2={"hand": {"ore": 3}},
            seat3={"hand": {"ore": 2, "brick": 1, "grain": 1}},
        )
    )


def test_offer_answer_confirm_moves_the_cards():
    s = three_way()
    o = offer({"wool": 2}, {"ore": 1, "brick": 1})
    assert o not in s.legal_actions()  # not in the canonical 1-for-1 list ...
    assert s.is_legal(o)  # ... but any well-formed bundle is legal
    events = s.apply(o)
    assert [e.code for e in events] == ["trade_offered"]
    # Every other seat answers in turn order, then the offerer decides.
    assert [(d["kind"], d["seat"]) for d in s.view(None)["pending"]] == [
        ("trade_answer", 1),
        ("trade_answer", 2),
        ("trade_answer", 3),
        ("trade_confirm", 0),
    ]
    for seat in (None, 0, 2):
        assert s.view(seat)["offer"] == {
            "give": {"wool": 2},
            "get": {"brick": 1, "ore": 1},
            "accepted": [],
            "counters": [],
        }
    assert s.current_player() == 1
    refused(s, act("end_turn"), "waiting for an answer to the trade offer")
    refused(s, offer({"ore": 1}, {"wool": 1}), "waiting for an answer to the trade offer")
    assert set(s.legal_actions()) == {act("accept_trade"), act("reject_trade")}
    s.apply(act("accept_trade"))

    assert s.current_player() == 2
    assert s.legal_actions() == [act("reject_trade")]
    refused(s, act("accept_trade"), "you do not hold the cards this offer asks for")
    s.apply(act("reject_trade"))

    assert s.current_player() == 3
    s.apply(act("accept_trade"))
    assert s.view(None)["offer"]["accepted"] == [1, 3]

    assert s.current_player() == 0 and s.context() == "trade_confirm"
    assert set(s.legal_actions()) == {
        act("confirm_trade", 1),
        act("confirm_trade", 3),
        act("cancel_trade"),
    }
    refused(s, act("confirm_trade", 2), "seat 2 neither accepted nor countered")
    refused(s, act("accept_trade"), "waiting for the offerer to confirm or cancel")
    events = s.apply(act("confirm_trade", 3))
    assert hand(s, 0) == {"lumber": 1, "ore": 1, "brick": 1}
    assert hand(s, 3) == {"wool": 2, "ore": 1, "grain": 1}
    assert hand(s, 1) == {"ore": 1, "brick": 1}  # the other acceptor keeps its cards
    assert [e.data for e in events if e.code == "trade_closed"] == [{"seat": 0, "partner": 3}]
    assert s.offer is None and s.view(None)["offer"] is None
    assert s.context() == "main" and s.current_player() == 0


def test_offerer_may_cancel_after_acceptances():
    s = three_way()
    s.apply(offer({"wool": 1}, {"ore": 1}))
    for _ in range(3):
        s.apply(act("accept_trade"))
    before = [list(h) for h in s.hands]
    events = s.apply(act("cancel_trade"))
    assert [list(h) for h in s.hands] == before
    assert [e.data for e in events if e.code == "trade_closed"] == [{"seat": 0, "partner": None}]
    assert s.offer is None and s.context() == "main"


def test_offer_closes_by_itself_when_nobody_accepts():
    s = three_way()
    s.apply(offer({"lumber": 1}, {"grain": 1}))
    s.apply(act("reject_trade"))
    s.apply(act("reject_trade"))
    events = s.apply(act("reject_trade"))
    assert [e.code for e in events] == ["trade_answered", "trade_closed"]
    assert s.offer is None and s.context() == "main" and s.current_player() == 0
    assert s.view(None)["pending"] == []


def test_malformed_or_unfair_offers_are_refused():
    s = three_way()
    refused(s, offer({"wool": 1}, {}), "no gifts")
    refused(s, offer({}, {"ore": 1}), "no gifts")
    refused(s, offer({"wool": 1}, {"wool": 1, "ore": 1}), "same card type cannot be on both sides")
    refused(s, offer({"wool": 3}, {"ore": 1}), "you do not hold the cards you offer")
    refused(s, offer({"grain": 1}, {"ore": 1}), "you do not hold the cards you offer")
    refused(
        s, act("offer_trade", (2, 0, 0, 0, 0), bundle(ore=1)), "must be a tuple of 8 card counts"
    )
    refused(s, act("offer_trade", bundle(wool=-1), bundle(ore=1)), "whole numbers")
    # Eight counts in a list, not a tuple (an action must be hashable): the refusal says so.
    as_list = list(bundle(wool=1))
    refused(s, act("offer_trade", as_list, bundle(ore=1)), "must be a tuple of 8 card counts")
    paper = (0, 0, 0, 0, 0, 1, 0, 0)
    refused(s, act("offer_trade", bundle(wool=1), paper), "do not exist in this game")


def test_only_the_turn_player_offers():
    # Offers exist only in the turn player's main phase: not before the roll, and not while
    # another seat's decision is pending (actions carry no seat; the front decision's owner acts).
    pre = position(phase="pre_roll", players=players(seat0={"hand": {"wool": 1}}))
    refused(pre, offer({"wool": 1}, {"ore": 1}), "not allowed now", "the roll")
    s = three_way()
    s.apply(offer({"wool": 1}, {"ore": 1}))
    assert s.current_player() == 1
    refused(s, offer({"ore": 1}, {"wool": 1}), "not allowed now")
