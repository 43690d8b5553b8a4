"""The controls in the browser, in English and Arabic (right to left): the build bar with
every build's cost and why not, choices made in one dialog (a discard of 4, harbor trades,
the Alchemist), and the focus after each. Screenshots go to
test-artifacts/screenshots/controls-*.png for people to look at."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .driver import settled, watch_errors

# Pages through a real server and browser: timing varies on 2 shared cores.
pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

LANGS = ["en", "ar"]
SEATS = ["human", "heuristic", "heuristic", "heuristic"]

# Seat 0's turn after the roll: a settlement and a city, four roads, a hand short of a city
# (one ore) and of any commodity.
MAIN: dict[str, Any] = {
    "phase": "main",
    "turn": 9,
    "turn_seat": 0,
    "players": [
        {"settlements": [12], "cities": [41], "roads": [11, 19, 52, 59],
         "hand": {"brick": 2, "wool": 1, "ore": 2, "grain": 2}},
        {"settlements": [13, 33], "cities": [24], "roads": [20, 28, 36, 40, 44, 49],
         "hand": {"lumber": 1, "grain": 3, "ore": 3, "paper": 1}},
        {"settlements": [43, 52], "cities": [22], "roads": [24, 62, 68],
         "hand": {"brick": 1, "wool": 3}},
        {"settlements": [20], "roads": [31], "hand": {"grain": 2}},
    ],
}  # fmt: skip


def open_game(browser: Any, link: str, lang: str, size: str = "desktop") -> Any:
    opts: dict[str, Any] = {"viewport": {"width": 1200, "height": 900}}
    if size == "phone":
        opts = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}
    context = browser.new_context(**opts)
    page = context.new_page()
    page.__errors = watch_errors(page)  # type: ignore[attr-defined]
    page.goto(link.replace("#", f"?lang={lang}#"))
    page.wait_for_selector("main.game[data-seat='0']")
    settled(page)
    return page


def clean(text: str) -> str:
    """Without the bidi isolation marks Fluent puts around variables."""
    return text.replace("\u2068", "").replace("\u2069", "")


def no_errors(page: Any) -> None:
    assert page.__errors == [], page.__errors


@pytest.mark.parametrize("lang", LANGS)
def test_the_build_bar_shows_every_cost_and_why_not(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, MAIN)
    page = open_game(browser, game["seats"][0]["link"], lang)
    bar = page.locator(".buildbar")
    items = bar.locator("button.build")
    assert items.count() == 10  # road to promote, and three improvements
    # A city: greyed, the ore it lacks marked, the reason in words on hover.
    city = bar.locator("button[data-item='build_city:']")
    assert city.get_attribute("aria-disabled") == "true"
    assert city.get_attribute("data-kind") is None  # nothing to click for a move
    assert city.locator(".cost-card.missing").count() == 1
    assert city.locator(".cost-card.card-ore.missing").count() == 1
    assert "Ore" in clean(city.get_attribute("title") or "") or lang != "en"
    # Promote: affordable, but no knight to promote: the reason is not the cost.
    promote = bar.locator("button[data-item='promote_knight:']")
    assert promote.get_attribute("data-why") == "no_place"
    assert promote.locator(".cost-card.missing").count() == 0
    # A tap shows the reason (a touch screen has no hover). Playwright will not click an
    # aria-disabled button; a person can.
    promote.click(force=True)
    why = clean(bar.locator(".build-why").inner_text())
    assert clean(promote.get_attribute("title") or "") in why
    # A legal one highlights its places; a road is chosen on the board.
    wall = bar.locator("button[data-kind='build_wall']")
    wall.click()
    page.wait_for_selector("[data-target^='vertex:']")
    page.screenshot(path=str(screenshots / f"controls-buildbar-{lang}.png"))
    page.locator("[data-target^='vertex:']").first.click()
    page.wait_for_function("() => (window.__ck.view.walls || []).length === 1")
    settled(page)
    assert bar.locator("button[data-item='build_wall:']").get_attribute("aria-disabled") == "true"
    no_errors(page)
    page.context.close()
