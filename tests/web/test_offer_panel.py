"""A trade offered to the reader is answered in a panel, not a modal dialog, as at
colonist.io: the offerer (named, in their colour), what they give and want, Accept, Reject
and Counter-offer, while the board, the log and the hand stay in sight and in use. The
panel is announced (a live region words the offer), reached by the keyboard and left by
it (no trap), fits a 360x740 phone without covering the board, and reads right to left in
Arabic. It was a modal dialog over the whole table, every turn a bot traded.
Screenshots go to test-artifacts/screenshots/offer-panel-*.png."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_axe import violations
from .test_controls import SEATS, bot_offer_position, clean, no_errors, open_game
from .test_table_feel import IN_SIGHT

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

# The offerer's name (seat 1) and the panel's heading, in the catalog's words.
WORDS = {"en": ("Blue", "Trade offer from Blue"), "ar": ("الأزرق", "عرض مبادلة من الأزرق")}

# Whether the element's middle, at a fraction (fx, fy) of its box, is drawn on top (not
# under a backdrop or the panel).
ON_TOP = """([el, fx, fy]) => {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
  return !!hit && el.contains(hit);
}"""


def on_top(locator: Any, fx: float = 0.5, fy: float = 0.5) -> bool:
    return bool(locator.evaluate("(el, a) => (" + ON_TOP + ")([el, ...a])", [fx, fy]))


def in_panel(page: Any) -> bool:
    return bool(page.evaluate("() => !!document.activeElement.closest('.offer-panel')"))


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone")])
def test_an_offer_is_answered_in_a_panel_beside_the_board(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, size: str
) -> None:
    name, title = WORDS[lang]
    game = stored_game(server, serve_data, SEATS, bot_offer_position())
    page = open_game(browser, game["seats"][0]["link"], lang, size, audit=True)
    if size == "desktop":
        page.set_viewport_size({"width": 1280, "height": 800})
    panel = page.locator(".offer-panel.ctx-trade_answer")
    panel.wait_for(timeout=30_000)
    page.wait_for_timeout(400)  # its entrance over
    # It took the focus (the reader was in nothing), to be heard by a screen reader.
    assert page.evaluate("() => document.activeElement.classList.contains('offer-panel')")

    # Not modal: no backdrop, nothing aria-modal; a non-modal alert dialog, named.
    assert page.locator(".backdrop, [aria-modal='true']").count() == 0
    assert panel.get_attribute("role") == "alertdialog"
    assert panel.get_attribute("aria-modal") == "false"
    heading = page.locator("#" + str(panel.get_attribute("aria-labelledby")))
    assert clean(heading.inner_text()) == title
    assert "seat-1" in (panel.get_attribute("class") or "")  # the offerer's colour
    offer = clean(panel.locator(".offer").inner_text())
    assert name in offer, offer
    assert panel.locator(".offer .line-icons .arrow").count() == 1  # give → get, as icons
    # Announced: the live region words the offer.
    spoken = clean(page.locator("[data-decision][aria-live='assertive']").inner_text())
    assert name in spoken and spoken in offer, (offer, spoken)

    # The board in sight and on top, its zoom at hand; the log's line of the offer too.
    board = page.locator("svg.board")
    assert on_top(board, 0.5, 0.25)
    if size == "desktop":
        assert on_top(board, 0.5, 0.5)
        assert page.locator(".side .hand").evaluate(IN_SIGHT)
        assert page.locator(".log li.ev-trade_offered").last.evaluate(IN_SIGHT)
    box = panel.bounding_box()
    viewport = page.viewport_size
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"]
    assert box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"] + 1, box
    assert box["height"] <= 0.4 * viewport["height"], box
    page.screenshot(path=str(screenshots / f"offer-panel-{lang}-{size}.png"))
    assert violations(page) == []
    zoom_in = page.locator(".zoom-buttons button").first
    zoom_in.evaluate("(el) => el.scrollIntoView({ block: 'center' })")
    zb = zoom_in.bounding_box()
    page.mouse.click(zb["x"] + zb["width"] / 2, zb["y"] + zb["height"] / 2)
    page.wait_for_function("() => document.querySelector('.board-zoom').dataset.zoom !== '1.00'")
    # The board zoomed scrolls under the finger or the wheel, the panel still there.
    frame = page.locator(".board-zoom")
    assert frame.evaluate(
        "(el) => { const x = el.scrollLeft; el.scrollLeft = x + (x > 0 ? -40 : 40) *"
        " (getComputedStyle(el).direction === 'rtl' ? -1 : 1); return el.scrollLeft !== x; }"
    )
    if size == "phone":
        # Another tab, the log: the offer's line readable above the panel.
        page.locator(".phone-tab[data-tab='log']").click()
        line = page.locator(".log li.ev-trade_offered").last
        line.evaluate("(el) => el.scrollIntoView({ block: 'center' })")
        page.wait_for_timeout(200)
        assert line.evaluate(IN_SIGHT)
        assert panel.is_visible()

    # The keyboard: Tab from the panel to its answers and out of it (no trap), Shift+Tab
    # back, Enter answers.
    panel.focus()
    for _ in range(3):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.dataset.kind === 'accept_trade'"):
            break
    assert page.evaluate("() => document.activeElement.dataset.kind") == "accept_trade"
    for _ in range(8):
        page.keyboard.press("Tab")
        if not in_panel(page):
            break
    assert not in_panel(page), "the Tab key stays in the offer's panel"
    page.keyboard.press("Shift+Tab")
    assert in_panel(page)
    # Right to left in Arabic: Accept first on the right.
    accept = panel.locator("button[data-kind='accept_trade']").bounding_box()
    reject = panel.locator("button[data-kind='reject_trade']").bounding_box()
    assert (accept["x"] > reject["x"]) == (lang == "ar"), (accept, reject)
    panel.locator("button[data-kind='accept_trade']").focus()
    page.keyboard.press("Enter")
    # Taken: the grain gone for a card of Blue's (another bot may offer next, a new panel).
    page.wait_for_function("() => (window.__ck.view.hand.grain || 0) === 1")
    no_errors(page)
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "th"])
def test_a_phone_s_zoom_buttons_stay_above_the_offer_panel(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    """On a 360x740 phone the zoom buttons sit in a row under the board, and the offer's
    panel is held at the screen's foot: it covered them, the more so once the board was
    zoomed in (the row pushed down under it). Each enabled one is on top, tapped where a
    finger would, the board zoomed in twice and back out to the whole island."""
    game = stored_game(server, serve_data, SEATS, bot_offer_position())
    page = open_game(browser, game["seats"][0]["link"], lang, "phone")
    panel = page.locator(".offer-panel.ctx-trade_answer")
    panel.wait_for(timeout=30_000)
    page.wait_for_timeout(400)  # its entrance over

    def tap(name: str) -> None:
        button = page.locator(f".zoom-buttons button.zoom-{name}")
        assert on_top(button), f"the zoom's {name} button is covered"
        box = button.bounding_box()
        assert box["y"] + box["height"] <= panel.bounding_box()["y"] + 1, (name, box)
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_timeout(300)

    for _ in range(2):
        tap("in")
    assert page.locator(".board-zoom").get_attribute("data-zoom") == "2.25"
    page.screenshot(path=str(screenshots / f"offer-panel-zoom-{lang}-phone.png"))
    tap("out")
    tap("reset")
    assert page.locator(".board-zoom").get_attribute("data-zoom") == "1.00"
    assert panel.is_visible()
    no_errors(page)
    page.context.close()
