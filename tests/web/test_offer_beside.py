"""At 1280x800 an offer made to the reader (actions.js OfferPanel) has its Accept, Reject
and Counter-offer beside its terms, at their end, not on a row of their own under them:
the board, which gives up what the panel adds to the action bar, kept only 224 px in
Arabic while a bot's offer waited (title, terms, why it cannot be accepted, who declined,
then the buttons). In Arabic and English; a phone keeps them under the terms, at its
foot. Screenshots go to test-artifacts/screenshots/offer-beside-*.png."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import SEATS, bot_offer_position, no_errors
from .test_trade_panel_fit import at_1280x800, whole_on_the_screen

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

MEASURE = """() => {
  const box = (el) => el.getBoundingClientRect();
  const panel = document.querySelector('.offer-panel.ctx-trade_answer');
  const terms = box(panel.querySelector('#offer-panel-terms'));
  const buttons = [...panel.querySelectorAll('.buttons button')].map(box);
  return { board: box(document.querySelector('svg.board')).height, panel: box(panel).height,
           terms: [terms.left, terms.right, terms.bottom],
           buttons: buttons.map((r) => [r.left, r.right, r.top, r.width, r.height]) };
}"""


@pytest.mark.parametrize("lang", ["ar", "en"])
def test_an_offers_answers_sit_beside_its_terms(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, bot_offer_position())
    page = at_1280x800(browser, game["seats"][0]["link"], lang, 0)
    whole_on_the_screen(page, ".offer-panel.ctx-trade_answer", screenshots, f"offer-beside-{lang}")
    page.wait_for_timeout(300)
    got = page.evaluate(MEASURE)
    page.screenshot(path=str(screenshots / f"offer-beside-{lang}.png"))
    assert len(got["buttons"]) == 3, got  # accept, reject, counter
    left, right, bottom = got["terms"]
    for b_left, b_right, top, width, height in got["buttons"]:
        assert top < bottom, got  # beside the terms, not under them
        assert (b_right <= left + 1) if lang == "ar" else (b_left >= right - 1), got
        assert width >= 24 and height >= 24, got
    assert got["board"] >= 280, got
    page.locator(".offer-panel button[data-kind='accept_trade']").click()
    page.wait_for_function("() => (window.__ck.view.hand.grain || 0) === 1")
    no_errors(page)
