"""At 1280x800 a trade's panel in the action bar's place leaves the build bar whole on the
screen, as the action bar does: the offer builder, the offer answered, the counter-offer
builder, the answers to one's offer and an offer the reader has answered. Each is taller
than the bar (by some 60 to 160 px) and pushed the build bar's second row, and the keys'
hint at its foot, below the screen's foot; the board gives up that height now. In
English and Arabic (drawn taller). Screenshots go to
test-artifacts/screenshots/trade-fit-*.png."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import no_errors, open_game
from .test_counter_offer import SEATS, counter_position
from .test_table_feel import IN_SIGHT

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]


def at_1280x800(browser: Any, link: str, lang: str, seat: int) -> Any:
    page = open_game(browser, link, lang, seat=seat)
    page.set_viewport_size({"width": 1280, "height": 800})
    return page


def whole_on_the_screen(page: Any, panel: str, screenshots: Path, name: str) -> None:
    """The panel drawn, its entrance over: it, every build bar item and the keys' hint on
    the screen, the page not scrolled."""
    page.locator(panel).wait_for()
    page.wait_for_timeout(500)
    page.screenshot(path=str(screenshots / f"trade-fit-{name}.png"))
    box = page.locator(panel).bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 800, (name, box)
    items = page.locator(".buildbar button.build")
    assert items.count() == 10
    off = [i.get_attribute("data-item") for i in items.all() if not i.evaluate(IN_SIGHT)]
    assert off == [], f"{name}: build bar items off the screen"
    assert page.locator(".hint.keys").evaluate(IN_SIGHT), f"{name}: the keys' hint"
    assert page.evaluate("() => document.documentElement.scrollHeight") <= 800, name


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_trades_panels_leave_the_build_bar_on_a_1280x800_screen(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, counter_position())
    offerer = at_1280x800(browser, game["seats"][0]["link"], lang, 0)
    answerer = at_1280x800(browser, game["seats"][1]["link"], lang, 1)
    whole_on_the_screen(offerer, ".actions.bar", screenshots, f"{lang}-bar")

    offerer.locator(".actions button[data-kind='offer_trade']").click()
    whole_on_the_screen(offerer, ".trade-panel", screenshots, f"{lang}-builder")
    builder = offerer.locator(".trade-panel")
    builder.locator("button[data-side='give'][data-more='wool']").click()
    builder.locator("button[data-side='get'][data-more='grain']").click()
    builder.locator("button[data-kind='send-offer']").click()

    whole_on_the_screen(answerer, ".offer-panel.ctx-trade_answer", screenshots, f"{lang}-offer")
    answerer.locator("button[data-kind='counter_trade']").click()
    whole_on_the_screen(answerer, ".trade-panel.counter-offer", screenshots, f"{lang}-counter")
    counter = answerer.locator(".trade-panel.counter-offer")
    counter.locator("button[data-side='get'][data-more='wool']").click()
    counter.locator("button[data-kind='send-counter']").click()
    whole_on_the_screen(answerer, ".actions.waiting.offer-shown", screenshots, f"{lang}-answered")

    whole_on_the_screen(offerer, ".answers-panel", screenshots, f"{lang}-answers")
    offerer.locator(".answers-panel button[data-kind='cancel_trade']").click()
    whole_on_the_screen(offerer, ".actions.bar", screenshots, f"{lang}-bar-again")
    no_errors(offerer)
    no_errors(answerer)
