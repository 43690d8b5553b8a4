"""Counter-offers (issue 25): a seat answering a domestic offer may propose changed terms;
the offerer sees every answer (accept, reject, counter) and picks one partner or cancels.
Terms of a counter are written as the offer's: give is what the offerer would give."""

from __future__ import annotations

import pytest

from cityknights.engine import PositionError, State

from .helpers import act, hand, players, position, refused
from .test_trading import bundle, offer


def counter(give: dict[str, int], get: dict[str, int]):
    return act("counter_trade", bundle(**give), bundle(**get))


def table():
    """Seat 0 offers 1 wool for 1 ore; seat 1 holds ore and brick, seat 2 only grain,
    seat 3 ore and lumber."""
    s = position(
        players=players(
            seat0={"hand": {"wool": 3, "lumber": 1}},
            seat1={"hand": {"ore": 2, "brick": 1}},
            seat2={"hand": {"grain": 2}},
            seat3={"hand": {"ore": 1, "lumber": 2}},
        )
    )
    s.apply(offer({"wool": 1}, {"ore": 1}))
    return s


def test_a_counter_is_an_answer_the_offerer_may_take():
    s = table()
    assert s.current_player() == 1
    # Seat 1 wants 2 wool for its ore: a counter is legal though not in the listed actions
    # (like bundle offers, bundles are too many to list).
    c = counter({"wool": 2}, {"ore": 1})
    assert c not in s.legal_actions() and s.is_legal(c)
    events = s.apply(c)
    assert [(e.code, e.data) for e in events] == [
        ("trade_countered", {"seat": 1, "give": {"wool": 2}, "get": {"ore": 1}})
    ]
    s.apply(act("reject_trade"))  # seat 2
    s.apply(act("accept_trade"))  # seat 3, on the offer's terms
    offer_view = s.view(2)["offer"]
    assert offer_view["accepted"] == [3]
    assert offer_view["counters"] == [{"seat": 1, "give": {"wool": 2}, "get": {"ore": 1}}]
    assert s.current_player() == 0 and s.context() == "trade_confirm"
    assert set(s.legal_actions()) == {
        act("confirm_trade", 1),
        act("confirm_trade", 3),
        act("cancel_trade"),
    }
    refused(s, act("confirm_trade", 2), "seat 2 neither accepted nor countered")
    events = s.apply(act("confirm_trade", 1))
    # The counter's terms, not the offer's: 2 wool went for the ore.
    assert hand(s, 0) == {"wool": 1, "lumber": 1, "ore": 1}
    assert hand(s, 1) == {"ore": 1, "brick": 1, "wool": 2}
    assert hand(s, 3) == {"ore": 1, "lumber": 2}
    assert [e.data for e in events if e.code == "trade_closed"] == [{"seat": 0, "partner": 1}]
    assert s.offer is None and s.trade_counters == () and s.context() == "main"


def test_accepting_on_the_offer_terms_still_uses_them():
    s = table()
    s.apply(counter({"wool": 2}, {"ore": 1}))
    s.apply(act("reject_trade"))
    s.apply(act("accept_trade"))
    s.apply(act("confirm_trade", 3))
    assert hand(s, 0) == {"wool": 2, "lumber": 1, "ore": 1}
    assert hand(s, 1) == {"ore": 2, "brick": 1}


def test_an_offer_with_only_counters_waits_for_the_offerer():
    s = table()
    s.apply(act("reject_trade"))
    s.apply(act("reject_trade"))
    # The last seat counters: the offer does not close by itself, the offerer decides.
    s.apply(counter({"wool": 1}, {"lumber": 1}))
    assert s.context() == "trade_confirm" and s.current_player() == 0
    assert set(s.legal_actions()) == {act("confirm_trade", 3), act("cancel_trade")}
    events = s.apply(act("cancel_trade"))
    assert [e.data for e in events if e.code == "trade_closed"] == [{"seat": 0, "partner": None}]
    assert hand(s, 3) == {"ore": 1, "lumber": 2} and s.trade_counters == ()


def test_a_counter_the_offerer_cannot_pay_is_not_listed_and_is_refused():
    s = table()
    # Seat 1 asks for brick the offerer does not hold: allowed (seat 1 cannot know), but
    # the offerer cannot take it.
    s.apply(counter({"lumber": 2}, {"ore": 1}))
    s.apply(act("reject_trade"))
    s.apply(act("reject_trade"))
    assert s.legal_actions() == [act("cancel_trade")]
    refused(s, act("confirm_trade", 1), "you do not hold the cards seat 1's counter-offer asks")


def test_malformed_or_unfair_counters_are_refused():
    s = table()
    refused(s, counter({"wool": 1}, {"ore": 1}), "must change the terms")
    refused(s, counter({"wool": 1}, {}), "counter-offer: both sides must give something")
    refused(s, counter({}, {"ore": 1}), "no gifts")
    refused(s, counter({"ore": 1}, {"ore": 1, "brick": 1}), "same card type")
    refused(s, counter({"wool": 1}, {"ore": 3}), "you do not hold the cards you would give")
    refused(s, counter({"wool": 1}, {"grain": 1}), "you do not hold the cards you would give")
    refused(
        s, act("counter_trade", (1, 0, 0, 0, 0), bundle(ore=1)), "must be a tuple of 8 card counts"
    )
    refused(s, act("counter_trade", bundle(wool=-1), bundle(ore=1)), "whole numbers")
    paper = (0, 0, 0, 0, 0, 1, 0, 0)
    refused(s, act("counter_trade", bundle(wool=1), paper), "do not exist in this game")
    assert s.trade_counters == () and s.current_player() == 1


def test_counters_only_answer_an_open_offer():
    s = position(players=players(seat0={"hand": {"wool": 1}}, seat1={"hand": {"ore": 1}}))
    refused(s, counter({"wool": 1}, {"ore": 1}), "not allowed now")
    s = table()
    s.apply(act("accept_trade"))
    s.apply(act("reject_trade"))
    s.apply(act("reject_trade"))
    # The offerer's own decision: it cannot counter its own offer.
    refused(s, counter({"wool": 2}, {"ore": 1}), "not allowed now")


def test_counters_survive_a_position_round_trip_and_are_checked_on_load():
    s = table()
    s.apply(counter({"wool": 2}, {"ore": 1}))
    d = s.to_json()
    assert d["offer"]["counters"] == [{"seat": 1, "give": {"wool": 2}, "get": {"ore": 1}}]
    back = State.from_json(s.game, d)
    assert back.trade_counters == s.trade_counters and back.key() == s.key()
    overdrawn = [{"seat": 1, "give": {"wool": 1}, "get": {"ore": 9}}]
    bad = dict(d, offer=dict(d["offer"], counters=overdrawn))
    with pytest.raises(PositionError, match="cannot give what it countered"):
        State.from_json(s.game, bad)
    bad = dict(d, offer=dict(d["offer"], counters="x"))
    with pytest.raises(PositionError, match="expected a list"):
        State.from_json(s.game, bad)
