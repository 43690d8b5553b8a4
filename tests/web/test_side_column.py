"""The side column (players, hand, log and chat, progress cards, the city improvements'
chart) whole on the screen of a desktop, 1280x800 and 1920x1080, in English and Arabic:
it ends at the screen's foot and scrolls on its own to its last panel, the page itself
not scrolled (its foot was some 80 px below a 1280x800 screen, reached only by scrolling
the page first); the players stay pinned at its top. A 360x740 phone keeps its tabs, each
panel reached, the action bar at the screen's foot under every tab. Screenshots go to
test-artifacts/screenshots/side-*.png."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_screens import MIDGAME, SEATS
from .test_table_feel import IN_SIGHT, PHONE, open_seat

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

DESKTOPS = {
    "1280x800": {"viewport": {"width": 1280, "height": 800}},
    "1920x1080": {"viewport": {"width": 1920, "height": 1080}},
}


@pytest.mark.parametrize(("lang", "size"), [
    ("en", "1280x800"),
    ("ar", "1280x800"),
    ("en", "1920x1080"),
])  # fmt: skip
def test_the_whole_side_column_is_reached_without_scrolling_the_page(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, size: str
) -> None:
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, DESKTOPS[size])
    page.wait_for_timeout(300)  # the web fonts in, the top bar at its height
    side = page.locator(".side")
    height = page.viewport_size["height"]
    box = side.bounding_box()
    assert box is not None and box["y"] + box["height"] <= height + 1, (size, box)
    assert side.evaluate("(el) => el.scrollHeight > el.clientHeight + 100"), "nothing to scroll"
    # The column's own scroll, to its foot: the last panel's last line and the chat are on
    # the screen, the page where it was (its top), the players pinned above.
    side.evaluate("(el) => { el.scrollTop = el.scrollHeight; }")
    page.wait_for_timeout(200)
    assert page.evaluate("() => window.scrollY") == 0
    assert page.locator(".side .chart .metro").last.evaluate(IN_SIGHT)
    for seat in range(4):
        vp = page.locator(f".players li[data-seat='{seat}'] .player-vp")
        assert vp.evaluate(IN_SIGHT), f"{lang}: seat {seat}'s points scrolled out of sight"
    page.screenshot(path=screenshots / f"side-{lang}-{size}-foot.png")
    # Up the column, the chat box, focused (a click on it, Tab): scrolled to below the
    # pinned players, not under them.
    chat = page.locator(".side .chat input")
    chat.focus()
    page.wait_for_timeout(200)
    assert chat.evaluate(IN_SIGHT)
    assert page.evaluate("() => window.scrollY") == 0
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


def test_a_phone_reaches_every_panel_of_its_tabs(
    server: str, serve_data: Path, browser: Any, screenshots: Path
) -> None:
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], "ar", PHONE)
    for tab, last in [("hand", ".side .chart .metro"), ("log", ".side .chat input")]:
        page.locator(f".phone-tab[data-tab='{tab}']").click()
        # The turn's buttons (End turn, Roll) at the screen's foot at once: on the Hand
        # tab they came after the panels, a long scroll down (y 1232 on 740 px).
        page.wait_for_timeout(200)
        bar = page.locator(".actions").bounding_box()
        assert bar is not None and bar["y"] >= 0 and bar["y"] + bar["height"] <= 740 + 1, (tab, bar)
        el = page.locator(last).last
        el.scroll_into_view_if_needed()
        page.wait_for_timeout(200)
        # Above the action bar held at the screen's foot, not under it.
        top = page.locator(".actions").bounding_box()
        box = el.bounding_box()
        assert top is not None and box is not None
        assert box["y"] + box["height"] <= top["y"] + 1, (tab, box, top)
    page.screenshot(path=screenshots / "side-ar-phone-log.png")
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


@pytest.mark.parametrize(("lang", "size"), [
    ("en", "1280x800"),
    ("ar", "1280x800"),
    ("hi", "1280x800"),
    ("en", "1366x768"),
    ("ar", "1366x768"),
    ("tr", "1366x768"),
])  # fmt: skip
def test_the_progress_cards_are_in_sight_without_scrolling(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, size: str
) -> None:
    """Four progress cards in hand mid-game, no trade's panel open: each card (its name,
    its button or why not) on the screen and not under anything, the column and the page
    unscrolled; the dice, the turn's buttons and the hand still in sight beside them (the
    cards came after the log, below the screen's foot, reached only by scrolling)."""
    sizes = {**DESKTOPS, "1366x768": {"viewport": {"width": 1366, "height": 768}}}
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, sizes[size])
    page.wait_for_timeout(300)  # the web fonts in, the top bar at its height
    page.screenshot(path=screenshots / f"side-progress-{lang}-{size}.png")
    assert page.evaluate("() => window.scrollY") == 0
    assert page.locator(".side").evaluate("(el) => el.scrollTop") == 0
    height = page.viewport_size["height"]
    cards = page.locator(".side .progress .progress-card")
    assert cards.count() == 4
    for k in range(4):
        card = cards.nth(k)
        box = card.bounding_box()
        assert (
            box is not None
            and box["y"] >= 0
            and box["y"] + box["height"] <= page.viewport_size["height"]
        ), (k, box)
        assert card.evaluate(IN_SIGHT), f"{lang} {size}: progress card {k} out of sight"
        assert card.locator(".progress-head strong").evaluate(IN_SIGHT)
    # The dice's row under the board (the position has no roll yet: its place), the
    # turn's buttons, the hand.
    dice = page.locator(".board-dice").bounding_box()
    assert dice is not None and dice["y"] >= 0 and dice["y"] + dice["height"] <= height, dice
    for what in (".table-area > .actions", ".side .hand"):
        assert page.locator(what).first.evaluate(IN_SIGHT), f"{lang} {size}: {what} out of sight"
    for button in page.locator(".table-area > .actions button").all():
        assert button.evaluate(IN_SIGHT), f"{lang} {size}: {button.inner_text()} out of sight"
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]
