"""A phone's Board tab keeps the reader's hand in sight, as colonist.io's phone table does:
a strip of the cards held (icons and counts) under the board, over the action bar at the
screen's foot. The tab hid the whole side column, the hand with it, so a player choosing
where to build saw the board and not what they could pay with. In English and Arabic at
360x740; a desktop shows the hand in its column and no strip. Screenshots go to
test-artifacts/screenshots/hand-strip-*.png."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import MAIN, SEATS, clean
from .test_table_feel import DESKTOP, IN_SIGHT, PHONE, open_seat

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

# The strip's items as [card, count, what a screen reader hears].
ITEMS = """() => [...document.querySelectorAll('.hand-strip li')].map((li) => [
  li.className.replace('card-', ''), li.querySelector('b').textContent,
  li.querySelector('.sr-only').textContent])"""


@pytest.mark.parametrize(("lang", "brick"), [("en", "Brick"), ("ar", "طوب")])
def test_the_board_tab_shows_the_hand_while_a_place_is_chosen(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, brick: str
) -> None:
    game = stored_game(server, serve_data, SEATS, MAIN, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, PHONE)
    assert page.locator("main.game.tab-board").count() == 1  # the tab a game opens on
    hand = page.evaluate("() => window.__ck.view.hand")
    strip = page.locator(".hand-strip")
    assert strip.is_visible()
    items = page.evaluate(ITEMS)
    assert {c: int(n) for c, n, _ in items} == {c: n for c, n in hand.items() if n}, items
    assert any(brick in clean(said) for c, _, said in items if c == "brick"), items
    page.screenshot(path=str(screenshots / f"hand-strip-{lang}-phone.png"))
    # A city wall chosen from the build bar: its places on the board, the hand in sight
    # with them, above the action bar (its prompt), not under it.
    page.locator(".buildbar button[data-kind='build_wall']").click()
    page.wait_for_selector("main.game.choosing [data-target^='vertex:']")
    page.wait_for_timeout(200)
    assert strip.evaluate(IN_SIGHT)
    bar = page.locator(".table-area > .actions").bounding_box()
    box = strip.bounding_box()
    assert bar is not None and box is not None
    assert box["y"] + box["height"] <= bar["y"] + 1, (box, bar)
    page.screenshot(path=str(screenshots / f"hand-strip-{lang}-phone-wall.png"))
    # The Hand tab names the cards in full: no strip beside them.
    page.keyboard.press("Escape")
    page.locator(".phone-tab[data-tab='hand']").click()
    assert page.locator(".side .hand").is_visible()
    assert not strip.is_visible()
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


def test_a_desktop_shows_no_strip(server: str, serve_data: Path, browser: Any) -> None:
    game = stored_game(server, serve_data, SEATS, MAIN, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], "en", DESKTOP)
    assert page.locator(".side .hand").is_visible()
    assert page.locator(".hand-strip").count() == 1
    assert not page.locator(".hand-strip").is_visible()
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]
