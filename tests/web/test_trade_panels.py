"""Trades with players are made in panels in the action bar's place, as at colonist.io, not
in modal dialogs over the table: the offer builder, the counter-offer builder (the offer it
answers in sight above it) and the offerer's choice among the answers ("Answers to your
offer", a partner picked by a click or the keys 1-9). The board stays in sight and in use
beside each (nothing modal, no backdrop), the panel stays on the screen (at 1280x800 the
answers' last button too), Escape closes a builder and gives the focus back to the button
that opened it, and the E key does not end the turn while an offer is being written. Two
people, one on a 1280x800 desktop and one on a 360x740 phone, in English and in Thai.
Screenshots go to test-artifacts/screenshots/trade-panel-*.png."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_axe import violations
from .test_controls import clean, no_errors, open_game
from .test_counter_offer import SEATS, counter_position, hand_of
from .test_offer_panel import on_top

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

# The catalogs' titles: the builder's, the counter builder's and the answers'.
TITLES = {
    "en": ("Offer a trade", "Your counter-offer", "Answers to your offer"),
    "th": ("เสนอการแลกเปลี่ยน", "ข้อเสนอโต้กลับของคุณ", "คำตอบต่อข้อเสนอของคุณ"),
}


def open_at(browser: Any, link: str, lang: str, size: str, seat: int) -> Any:
    page = open_game(browser, link, lang, size, seat=seat, audit=True)
    if size == "desktop":
        page.set_viewport_size({"width": 1280, "height": 800})
    return page


def tap(page: Any, button: Any) -> None:
    """A press where the button is on the screen, once its panel has come in, as a
    finger presses it. Not Playwright's click, which scrolls the page first whenever it
    judges the button not wholly in view: on the 360x740 phone it sometimes scrolled the
    page by its whole extra height (276 px, recorded before the press) with the button in
    plain sight, and the board's upper part went off the top of the screen."""
    button.wait_for()
    page.wait_for_timeout(400)  # the panel's entrance (offer-in, 0.3 s) over
    box = button.bounding_box()
    viewport = page.viewport_size
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"]
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def not_modal(page: Any, panel: Any, title: str) -> None:
    """The panel is a non-modal one named by its title, on the screen, the board beside it
    drawn on top (its upper part, which a phone's panel at the screen's foot leaves)."""
    assert page.locator(".backdrop, .dialog, [aria-modal='true']").count() == 0
    assert panel.get_attribute("aria-modal") == "false"
    heading = page.locator("#" + str(panel.get_attribute("aria-labelledby")))
    assert clean(heading.inner_text()) == title
    assert on_top(page.locator("svg.board"), 0.5, 0.12)
    box = panel.bounding_box()
    viewport = page.viewport_size
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"]
    assert box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"] + 1, box


def focused(page: Any) -> str:
    return str(page.evaluate("() => document.activeElement.dataset.kind || ''"))


def focus_returns_to(page: Any, kind: str) -> str:
    """The kind of the focused button once the focus is back on `kind`'s, or after 3 s
    without it: a closed panel gives the focus back in the next animation frame (trade.js
    usePanelFocus), which a loaded machine may run after the panel is detached."""
    for _ in range(60):
        if focused(page) == kind:
            break
        page.wait_for_timeout(50)
    return focused(page)


@pytest.mark.parametrize(
    ("lang", "offerer_size", "answerer_size"),
    [("en", "desktop", "phone"), ("th", "phone", "desktop")],
)
def test_offers_counters_and_answers_are_made_in_panels_beside_the_board(
    server: str,
    serve_data: Path,
    browser: Any,
    screenshots: Path,
    lang: str,
    offerer_size: str,
    answerer_size: str,
) -> None:
    offer_title, counter_title, answers_title = TITLES[lang]
    game = stored_game(server, serve_data, SEATS, counter_position())
    offerer = open_at(browser, game["seats"][0]["link"], lang, offerer_size, 0)
    answerer = open_at(browser, game["seats"][1]["link"], lang, answerer_size, 1)

    # The offer builder, opened from the action bar: a panel, the board in use beside it.
    offerer.locator(".actions button[data-kind='offer_trade']").click()
    builder = offerer.locator(".trade-panel")
    builder.wait_for()
    not_modal(offerer, builder, offer_title)
    # E is no end of the turn while the offer is written; Escape closes the builder, the
    # focus back on the button that opened it.
    builder.locator("button[data-side='give'][data-more='wool']").focus()
    offerer.keyboard.press("e")
    offerer.wait_for_timeout(300)
    assert offerer.evaluate("() => window.__ck.view.context") == "main"
    offerer.keyboard.press("Escape")
    builder.wait_for(state="detached")
    assert focus_returns_to(offerer, "offer_trade") == "offer_trade"
    offerer.keyboard.press("Enter")
    builder.wait_for()
    builder.locator("button[data-side='give'][data-more='wool']").click()
    builder.locator("button[data-side='get'][data-more='grain']").click()
    offerer.screenshot(path=str(screenshots / f"trade-panel-{lang}-{offerer_size}-offer.png"))
    assert violations(offerer) == []
    builder.locator("button[data-kind='send-offer']").click()

    # The counter-offer builder, in the offer's panel's place, the offer in sight above.
    answer = answerer.locator(".offer-panel.ctx-trade_answer")
    answer.wait_for()
    tap(answerer, answer.locator("button[data-kind='counter_trade']"))
    counter = answerer.locator(".trade-panel.counter-offer")
    counter.wait_for()
    not_modal(answerer, counter, counter_title)
    offered = clean(counter.locator("p.offer").inner_text())
    spoken = clean(answerer.locator("[data-decision]").inner_text())  # the offer's words
    assert spoken and spoken in offered, (spoken, offered)
    counter.locator("button[data-side='get'][data-more='wool']").click()
    answerer.screenshot(path=str(screenshots / f"trade-panel-{lang}-{answerer_size}-counter.png"))
    assert violations(answerer) == []
    counter.locator("button[data-kind='send-counter']").click()
    counter.wait_for(state="detached")

    # The answers: a panel too, its last button on the screen; the key 1 takes the counter.
    answers = offerer.locator(".answers-panel.ctx-trade_confirm")
    answers.wait_for()
    offerer.wait_for_timeout(400)  # its entrance over
    not_modal(offerer, answers, answers_title)
    assert answers.locator("p.declined").count() == 1  # the two bots
    cancel = answers.locator("button[data-kind='cancel_trade']")
    assert on_top(cancel), "the answers' cancel is off the screen or covered"
    offerer.screenshot(path=str(screenshots / f"trade-panel-{lang}-{offerer_size}-answers.png"))
    assert violations(offerer) == []
    offerer.keyboard.press("1")
    offerer.wait_for_function("() => !window.__ck.view.offer && window.__ck.view.hand.grain === 1")
    assert hand_of(offerer) == {"wool": 1, "ore": 2, "brick": 1, "grain": 1}
    no_errors(offerer)
    no_errors(answerer)
    offerer.context.close()
    answerer.context.close()
