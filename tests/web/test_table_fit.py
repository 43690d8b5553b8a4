"""A desktop's table column whole on a 1280x800 screen, as at colonist.io: the board, the
action bar, the build bar and, at its foot, the keys' hint, the page not scrolled. The
hint was a line of its own under the build bar, ending some 18 px below the screen (27 px
in Thai and Hindi, drawn taller); it shares the build bar's last line now. A place being
chosen on the board (a build's prompt, its Cancel beside its words) keeps them there too.
In English, Thai and Hindi. A base game's board takes the room the barbarians' track and a
second row of builds leave (English, Hindi). An empty hand's build bar, every cost short,
keeps its two rows (English, Thai). Screenshots go to test-artifacts/screenshots/table-fit-*.png."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import MAIN, SEATS
from .test_dev_cards import BASE_MAIN
from .test_table_feel import IN_SIGHT, open_seat

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

DESKTOP = {"viewport": {"width": 1280, "height": 800}}


@pytest.mark.parametrize("lang", ["en", "th", "hi"])
def test_the_table_column_ends_on_a_1280x800_screen(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, MAIN, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, DESKTOP)
    page.wait_for_timeout(300)  # the web fonts in, the bars at their height
    page.screenshot(path=str(screenshots / f"table-fit-{lang}-1280x800.png"))
    hint = page.locator(".hint.keys")
    box = hint.bounding_box()
    assert box is not None and box["y"] + box["height"] <= 800, box
    assert hint.evaluate(IN_SIGHT)
    for item in page.locator(".buildbar button.build").all():
        assert item.evaluate(IN_SIGHT), item.get_attribute("data-item")
    assert page.evaluate("() => document.documentElement.scrollHeight") <= 800
    # A build chosen, its places on the board: the prompt is as tall as the bar was (its
    # Cancel on a line of its own pushed the build bar and the hint below the screen).
    page.locator(".buildbar button[data-kind='build_wall']").click()
    prompt = page.locator(".actions.prompt")
    prompt.wait_for()
    page.screenshot(path=str(screenshots / f"table-fit-{lang}-1280x800-prompt.png"))
    assert prompt.locator("button[data-kind='cancel']").evaluate(IN_SIGHT)
    assert hint.evaluate(IN_SIGHT)
    assert page.evaluate("() => document.documentElement.scrollHeight") <= 800
    page.keyboard.press("Escape")
    prompt.wait_for(state="detached")
    # A reason shown for an item (a tap on it) is on the screen too.
    page.locator(".buildbar button[data-item='build_city:']").click(force=True)
    why = page.locator(".build-why")
    assert why.inner_text().strip()
    assert why.evaluate(IN_SIGHT)
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_a_base_game_s_board_takes_the_room_it_has(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    """The base game has no barbarians' track and one row of builds: its board is drawn
    the larger for it, the keys' hint still at the screen's foot (a strip of some 110 px
    stayed empty under it at 1280x800, the board as small as a Cities & Knights one)."""
    game = stored_game(server, serve_data, SEATS, BASE_MAIN, grace_period=86400, expansion="base")
    page = open_seat(browser, game["seats"][0]["link"], lang, DESKTOP)
    page.wait_for_timeout(300)
    page.screenshot(path=str(screenshots / f"table-fit-base-{lang}-1280x800.png"))
    hint = page.locator(".hint.keys").bounding_box()
    assert hint is not None and 800 - 40 <= hint["y"] + hint["height"] <= 800, hint
    assert page.evaluate("() => document.documentElement.scrollHeight") <= 800
    assert page.locator(".hint.keys").evaluate(IN_SIGHT)
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "th"])
def test_an_empty_hand_s_build_bar_stays_on_the_screen(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    """With nothing in hand every cost is marked short: the costs are the cards' icons (as
    in the hand and the log), not their names, so the bar keeps its two rows at 1280x800.
    Each card named was a row wider: three rows, the last and the keys' hint below the
    screen."""
    position = copy.deepcopy(MAIN)
    position["players"][0]["hand"] = {}
    game = stored_game(server, serve_data, SEATS, position, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, DESKTOP)
    page.wait_for_timeout(300)
    page.screenshot(path=str(screenshots / f"table-fit-empty-hand-{lang}-1280x800.png"))
    road = page.locator(".buildbar button[data-item='build_road:']")
    icons = road.locator(".cost-card use").evaluate_all(
        "(els) => els.map((u) => u.getAttribute('href'))"
    )
    assert icons == ["#ci-lumber", "#ci-brick"], icons
    assert road.locator(".cost-card.missing").count() == 2
    for item in page.locator(".buildbar button.build").all():
        assert item.evaluate(IN_SIGHT), item.get_attribute("data-item")
    assert page.locator(".hint.keys").evaluate(IN_SIGHT)
    assert page.evaluate("() => document.documentElement.scrollHeight") <= 800
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]
