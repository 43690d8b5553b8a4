"""A counter-offer between two people, each in their own browser, in English and Arabic:
seat 0 offers, seat 1 answers with changed terms from the offer's own builder, seat 0 sees
the counter beside the other answers and takes it. Screenshots of the counter dialog and
of the offerer's choice go to test-artifacts/screenshots/counter-*.png. (The builder and
the choice are panels in the action bar's place: test_trade_panels.py.)"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_axe import violations
from .test_controls import MAIN, clean, no_errors, open_game
from .test_languages import plain_messages

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

SEATS = ["human", "human", "heuristic", "heuristic"]


def counter_position() -> dict[str, Any]:
    """Seat 0 to play, wool to spare and short of grain; seat 1 (a person) holds grain;
    the bots hold none, so only seat 1 can take the offer or counter it."""
    position = copy.deepcopy(MAIN)
    position["players"][0]["hand"] = {"wool": 3, "ore": 2, "brick": 1}
    position["players"][1]["hand"] = {"grain": 2, "lumber": 1}
    position["players"][2]["hand"] = {"brick": 1, "wool": 1}
    position["players"][3]["hand"] = {"ore": 1}
    return position


def hand_of(page: Any) -> dict[str, int]:
    hand = page.evaluate("() => window.__ck.view.hand")
    return {c: n for c, n in hand.items() if n}


def offer_wool_for_grain(offerer: Any) -> None:
    """Seat 0 offers 1 wool for 1 grain, by the trade builder's buttons."""
    offerer.locator(".actions button[data-kind='offer_trade']").click()
    builder = offerer.locator(".trade-panel")
    builder.locator("button[data-side='give'][data-more='wool']").click()
    builder.locator("button[data-side='get'][data-more='grain']").click()
    builder.locator("button[data-kind='send-offer']").click()


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "desktop"), ("ar", "phone")])
def test_a_counter_offer_accepted_between_two_people(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, size: str
) -> None:
    """The answerer on a desktop, or on a phone (360x740): the builder fits the screen."""
    game = stored_game(server, serve_data, SEATS, counter_position())
    offerer = open_game(browser, game["seats"][0]["link"], lang, audit=True)
    answerer = open_game(browser, game["seats"][1]["link"], lang, size, seat=1, audit=True)

    offer_wool_for_grain(offerer)  # seat 0's offer

    # Seat 1 answers: the counter builder starts from the offer turned round.
    answer = answerer.locator(".offer-panel.ctx-trade_answer")
    answer.wait_for()
    answer.locator("button[data-kind='counter_trade']").click()
    counter = answerer.locator(".trade-panel.counter-offer")
    counter.wait_for()
    give = counter.locator("button[data-side='give'][data-less='grain'] + output")
    get = counter.locator("button[data-side='get'][data-less='wool'] + output")
    assert (give.inner_text(), get.inner_text()) == ("1", "1")
    # Two wool for the grain, not one.
    counter.locator("button[data-side='get'][data-more='wool']").click()
    assert get.inner_text() == "2"
    answerer.screenshot(path=str(screenshots / f"counter-builder-{lang}-{size}.png"))
    box = counter.bounding_box()
    width = answerer.viewport_size["width"]
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
    send = counter.locator("button[data-kind='send-counter']").bounding_box()
    assert send is not None and send["height"] >= (44 if size == "phone" else 0)
    assert violations(answerer) == []
    counter.locator("button[data-kind='send-counter']").click()
    counter.wait_for(state="detached")

    # Seat 0 sees the counter (the bots declined) and trades on its terms.
    choice = offerer.locator(".answers-panel.ctx-trade_confirm")
    choice.wait_for()
    offer = offerer.evaluate("() => window.__ck.view.offer")
    assert offer["counters"] == [{"seat": 1, "give": {"wool": 2}, "get": {"grain": 1}}], offer
    assert offer["accepted"] == []
    assert choice.locator("p.countered").count() == 0  # worded in its partner option
    assert choice.locator("p.declined").count() == 1  # the two bots, by name
    partner = choice.locator("button[data-kind-param='partner'][data-value='1']")
    label = clean(partner.inner_text())
    if lang == "en":
        assert "you give 2 Wool" in label and "you get 1 Grain" in label, label
    offerer.screenshot(path=str(screenshots / f"counter-choice-{lang}-{size}.png"))
    assert violations(offerer) == []
    partner.click()

    offerer.wait_for_function("() => !window.__ck.view.offer && window.__ck.view.hand.grain === 1")
    assert hand_of(offerer) == {"wool": 1, "ore": 2, "brick": 1, "grain": 1}
    answerer.wait_for_function("() => (window.__ck.view.hand.wool || 0) === 2")
    assert hand_of(answerer) == {"grain": 1, "lumber": 1, "wool": 2}
    # Both logs tell of the counter.
    assert answerer.locator(".log li", has_text="2").count() >= 1
    no_errors(offerer)
    no_errors(answerer)
    offerer.context.close()
    answerer.context.close()


@pytest.mark.parametrize(("lang", "short"), [("en", "1 Grain"), ("hi", "1 अनाज")])
def test_an_offer_one_cannot_pay_says_why_it_cannot_be_accepted(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, short: str
) -> None:
    """Seat 1 holds no grain when seat 0 asks for one: its answer has no Accept, and the
    panel says why (short of the cards asked for) beside Decline and Counter, which still
    work (it showed the two buttons without a word)."""
    position = counter_position()
    position["players"][1]["hand"] = {"lumber": 2, "ore": 1}
    game = stored_game(server, serve_data, SEATS, position)
    offerer = open_game(browser, game["seats"][0]["link"], lang)
    answerer = open_game(browser, game["seats"][1]["link"], lang, "phone", seat=1)
    offer_wool_for_grain(offerer)
    answer = answerer.locator(".offer-panel.ctx-trade_answer")
    answer.wait_for()
    assert answer.locator("button[data-kind='accept_trade']").count() == 0
    why = answer.locator("p.cannot-accept")
    assert short in clean(why.inner_text()), why.inner_text()
    answerer.screenshot(path=str(screenshots / f"cannot-accept-{lang}.png"))
    answer.locator("button[data-kind='reject_trade']").click()
    answer.wait_for(state="detached")
    no_errors(offerer)
    no_errors(answerer)
    offerer.context.close()
    answerer.context.close()


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("th", "phone"), ("hi", "phone")])
def test_terms_the_server_would_refuse_are_said_beside_a_send_that_is_off(
    server: str, serve_data: Path, browser: Any, lang: str, size: str
) -> None:
    """A counter-offer opens on the offer's own terms, and a card can be put on both sides
    of an offer or a counter: Send sent them, and the server's refusal came back as a
    banner over the table's top ("A counter-offer must change the terms..."). Now Send is
    off while the terms are ones the engine refuses for sure, the reason beside it in the
    refusal's own words, and on once they change; the counter is then sent and seen."""
    words = plain_messages(lang)
    game = stored_game(server, serve_data, SEATS, counter_position())
    offerer = open_game(browser, game["seats"][0]["link"], lang)
    answerer = open_game(browser, game["seats"][1]["link"], lang, size, seat=1)

    # The offer builder: wool on both sides.
    offerer.locator(".actions button[data-kind='offer_trade']").click()
    builder = offerer.locator(".trade-panel")
    send_offer = builder.locator("button[data-kind='send-offer']")
    builder.locator("button[data-side='give'][data-more='wool']").click()
    builder.locator("button[data-side='get'][data-more='wool']").click()
    assert send_offer.is_disabled()
    assert clean(builder.locator(".trade-why").inner_text()) == words["refusal-offer_same_card"]
    builder.locator("button[data-side='get'][data-less='wool']").click()
    builder.locator("button[data-side='get'][data-more='grain']").click()
    assert send_offer.is_enabled()
    assert builder.locator(".trade-why").inner_text() == ""
    send_offer.click()

    # The counter builder opens on the offer's terms: nothing to send yet.
    answerer.locator(".offer-panel.ctx-trade_answer button[data-kind='counter_trade']").click()
    counter = answerer.locator(".trade-panel.counter-offer")
    send = counter.locator("button[data-kind='send-counter']")
    why = counter.locator(".trade-why")
    assert send.is_disabled()
    assert clean(why.inner_text()) == words["refusal-counter_same"]
    assert why.is_visible()
    box = why.bounding_box()
    assert (
        box is not None
        and box["x"] >= 0
        and box["x"] + box["width"] <= answerer.viewport_size["width"] + 0.5
    )
    # Grain asked for as well as given: the same card on both sides.
    counter.locator("button[data-side='get'][data-more='grain']").click()
    assert send.is_disabled()
    assert clean(why.inner_text()) == words["refusal-counter_same_card"]
    # Two wool for the grain: new terms, sent.
    counter.locator("button[data-side='get'][data-less='grain']").click()
    counter.locator("button[data-side='get'][data-more='wool']").click()
    assert send.is_enabled() and why.inner_text() == ""
    send.click()
    counter.wait_for(state="detached")
    offerer.locator(".answers-panel.ctx-trade_confirm").wait_for()
    offer = offerer.evaluate("() => window.__ck.view.offer")
    assert offer["counters"] == [{"seat": 1, "give": {"wool": 2}, "get": {"grain": 1}}], offer
    # Nothing was refused on the way.
    for page in (offerer, answerer):
        assert page.locator(".error[role=alert]").count() == 0
        no_errors(page)
        page.context.close()
