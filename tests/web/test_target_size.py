"""Every control a finger can hit: at least 24 px each way (WCAG 2.5.8), on a 1280x800
desktop as on a 360x740 phone, in right-to-left Arabic and the long scripts (Thai,
Hindi). The phone's game top bar had it already; a desktop's rules link (19 to 21 px
high), the game page's volume slider (16), the lobby's ranked links (22) and the create
form's check boxes (13x13) did not."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .driver import settled, watch_errors
from .test_analysis_board import imported_game
from .test_five_six import SIX_MAIN

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

DESKTOP = {"viewport": {"width": 1280, "height": 800}}
PHONE = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}

# The controls drawn on the page (scrolled to or not) smaller than 24 px either way.
SMALL = """() => [...document.querySelectorAll('a[href], button, input, select, summary')]
  .filter((el) => el.offsetParent !== null && !el.closest('.sr-only'))
  .map((el) => {
    const r = el.getBoundingClientRect();
    return { el: el.outerHTML.slice(0, 80), width: Math.round(r.width), height: Math.round(r.height) };
  })
  .filter((c) => c.width < 24 || c.height < 24)"""


def small_controls(browser: Any, url: str, size: dict[str, Any], ready: str) -> list[Any]:
    page = browser.new_context(**size).new_page()
    errors = watch_errors(page)
    page.goto(url)
    page.locator(ready).first.wait_for()
    page.wait_for_timeout(300)  # the web fonts in
    found = list(page.evaluate(SMALL))
    assert [e for e in errors if "status of 503" not in e] == []  # an analysis busy
    page.context.close()
    return found


@pytest.mark.parametrize("lang", ["th", "hi", "ar"])
def test_a_six_seat_game_s_controls_are_a_finger_s_size_on_a_desktop(
    server: str, serve_data: Path, browser: Any, lang: str
) -> None:
    game = stored_game(server, serve_data, ["human"] + ["heuristic"] * 5, SIX_MAIN,
                       grace_period=86400)  # fmt: skip
    page = browser.new_context(**DESKTOP).new_page()
    page.goto(game["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    page.wait_for_selector("main.game[data-seat='0']")
    settled(page)
    page.wait_for_timeout(300)
    assert page.evaluate(SMALL) == []
    # The board where it was: the top bar's rows kept their height (the bank's row over
    # the board since: 22 px, Arabic's 30).
    board = page.evaluate("() => document.querySelector('svg.board').getBoundingClientRect().top")
    assert board <= (164 if lang == "ar" else 145), board
    page.context.close()


@pytest.mark.parametrize(("lang", "size"), [
    ("ar", "desktop"), ("ar", "phone"), ("th", "desktop"), ("th", "phone"), ("en", "desktop"),
])  # fmt: skip
def test_the_lobby_ladder_and_replay_controls_are_a_finger_s_size(
    server: str, browser: Any, lang: str, size: str
) -> None:
    opts = DESKTOP if size == "desktop" else PHONE
    pages = {
        "lobby": (f"{server}/?lang={lang}", "input[name=public]"),
        "leaderboard": (f"{server}/?leaderboard=ck&lang={lang}", "main h1"),
        "replay": (f"{server}/?replay={imported_game(server)}&lang={lang}", "svg.board .hex"),
    }
    found = {
        name: small_controls(browser, url, opts, ready) for name, (url, ready) in pages.items()
    }
    assert found == {name: [] for name in pages}, found


# The buttons (a link drawn as one too) lower than a thumb's 44 px, the fields lower than
# 40, on the page as drawn; the table's own controls are tested with the table.
LOW_FOR_A_THUMB = """() => {
  const all = [...document.querySelectorAll(
      'main button:not(.link), main a.act, main select, main input:not([type=checkbox])')]
    .filter((el) => el.offsetParent !== null && !el.closest('.sr-only, .replay-controls'))
    .map((el) => ({ el: el.outerHTML.slice(0, 80), height: Math.round(el.getBoundingClientRect().height),
                    field: el.matches('select, input') }));
  return { seen: all.length, low: all.filter((c) => c.height < (c.field ? 40 : 44)) };
}"""


@pytest.mark.parametrize("lang", ["tr", "ar", "hi"])
def test_on_a_touch_screen_the_pages_buttons_are_a_thumb_s_size(
    server: str, browser: Any, lang: str
) -> None:
    """A mouse's 35 px buttons and 30 px fields were small for a thumb on the lobby, the
    ladder and the replay (its way back, its analysis): 44 px buttons and 40 px fields
    under a finger (the pointer is coarse)."""
    pages = {
        "lobby": (f"{server}/?lang={lang}", "input[name=public]", 10),
        "leaderboard": (f"{server}/?leaderboard=ck&lang={lang}", "main h1", 1),
        "replay": (
            f"{server}/?replay={imported_game(server)}&lang={lang}",
            ".analysis .buttons",
            3,
        ),
    }
    for name, (url, ready, least) in pages.items():
        page = browser.new_context(**PHONE).new_page()
        page.goto(url)
        page.locator(ready).first.wait_for()
        page.wait_for_timeout(300)
        found = page.evaluate(LOW_FOR_A_THUMB)
        assert found["seen"] >= least, (name, found)
        assert found["low"] == [], (name, found)
        page.context.close()
