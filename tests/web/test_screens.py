"""Every screen in every language, on a desktop and on a 360x740 phone: the lobby, a
mid-game board with the hand and progress cards, the log after the bots' turns, a
decision dialog, the rules page and the
game-over screen. On each: no missing message id, no English left where the language has
its own words, no text overflowing its control, the script's web font loaded. The run
writes test-artifacts/screenshots/screen-{lang}-{size}-{screen}.png for people to look
at (docs/i18n-review.md says what was looked for and what was fixed)."""

from __future__ import annotations

import copy
import itertools
import time
from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .driver import settled, watch_errors
from .test_languages import LANGUAGES, check, font_loaded

# Many pages through a real server and browser: timing varies on 2 shared cores.
pytestmark = [pytest.mark.timeout(300), pytest.mark.flaky(reruns=2)]

SIZES = {
    "desktop": {"viewport": {"width": 1280, "height": 900}},
    "phone": {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True},
}

# docs/position.md's C&K game in progress, with the longest progress card names of the
# deck in seat 0's hand: knights, walls, a metropolis, the merchant, commodities.
MIDGAME: dict[str, Any] = {
    "phase": "main",
    "turn": 15,
    "robber": 13,
    "barbarian": 3,
    "attacks": 1,
    "metropolis": {"politics": 12},
    "merchant": {"hex": 14, "owner": 0},
    "players": [
        {"settlements": [23], "cities": [12, 41], "roads": [19, 26, 35, 42, 46, 50, 52],
         "walls": [12],
         "knights": [{"vertex": 34, "level": 2, "active": True}, {"vertex": 36, "level": 1}],
         "improvements": {"trade": 3, "politics": 4, "science": 1},
         "hand": {"brick": 2, "wool": 1, "grain": 2, "ore": 1, "paper": 2, "cloth": 1,
                  "coin": 2},
         "progress_cards": {"smith": 1, "commercial_harbor": 1, "master_merchant": 1,
                            "resource_monopoly": 1}},
        {"settlements": [25], "cities": [10], "roads": [16, 21, 30],
         "knights": [{"vertex": 19, "level": 1, "active": True}],
         "improvements": {"science": 2}, "hand": {"lumber": 2, "paper": 1}, "defender": 1},
        {"settlements": [49], "cities": [43], "roads": [55, 62, 64],
         "knights": [{"vertex": 39, "level": 1}], "hand": {"grain": 1, "ore": 2},
         "progress_cards": {"bishop": 1, "spy": 1}},
        {"settlements": [27], "cities": [5], "roads": [8, 39], "hand": {"wool": 2},
         "improvements": {"trade": 1}, "progress_cards": {"merchant": 1}},
    ],
}  # fmt: skip


def decision_position() -> dict[str, Any]:
    """Seat 1's turn; seat 0 holds five progress cards and must discard one."""
    position = copy.deepcopy(MIDGAME)
    position["turn_seat"] = 1
    position["players"][0]["progress_cards"]["merchant_fleet"] = 1
    position["pending"] = [{"kind": "progress_discard", "seat": 0, "count": 1}]
    return position


SEATS = ["human", "heuristic", "heuristic", "heuristic"]


def back_to_roll(page: Any, limit_s: float = 90.0) -> None:
    """Wait for seat 0 to be to roll again, making the decisions the bots' turns bring it
    on the way (a discard on a 7: the first card offered each time, then confirmed; a
    bot's trade offer: declined)."""
    deadline = time.monotonic() + limit_s
    while not page.locator(".actions button[data-kind=roll]").count():
        assert time.monotonic() < deadline, "seat 0 never came to roll again"
        option = page.locator(".dialog.decision button.option:not([disabled])")
        confirm = page.locator(".dialog.several button[data-kind=confirm-several]:not([disabled])")
        reject = page.locator(".offer-panel button[data-kind=reject_trade]")
        if reject.count():  # a bot's trade offer: declined
            reject.click()
            settled(page)
        elif confirm.count():  # a discard of several cards: all chosen, confirmed at once
            confirm.click()
            settled(page)
        elif option.count():
            option.first.click()
            settled(page)
        else:
            page.wait_for_timeout(200)


def shoot(page: Any, screenshots: Path, size: str, screen: str, ready: str) -> None:
    # A dialog is shot as the screen shows it; a page whole, scrolled or not.
    whole = ".dialog" not in ready
    page.wait_for_selector(ready)
    for lang in LANGUAGES:
        page.select_option("select.lang-picker", lang)
        page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
        page.wait_for_selector(ready)
        assert font_loaded(page, lang), f"{lang} {size} {screen}: font"
        check(page, lang, f"{size} {screen}")
        page.screenshot(path=screenshots / f"screen-{lang}-{size}-{screen}.png", full_page=whole)


@pytest.mark.long
@pytest.mark.parametrize("size", list(SIZES))
def test_every_screen_in_every_language(
    server: str, serve_data: Path, browser: Any, screenshots: Path, size: str
) -> None:
    # A day's grace: when the page leaves, no bot takes seat 0 over and plays these games
    # on beside the session's other tests.
    day = 86400
    games = {
        "board": stored_game(server, serve_data, SEATS, MIDGAME, grace_period=day),
        "decision": stored_game(server, serve_data, SEATS, decision_position(), grace_period=day),
        # Seat 0 has 10 points on its own turn: the position loads as won.
        "gameover": stored_game(server, serve_data, SEATS, MIDGAME, grace_period=day, vp_to_win=10),
    }
    context = browser.new_context(**SIZES[size])
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(server + "/")
    shoot(page, screenshots, size, "lobby", "select.lang-picker")
    for screen, ready in [
        ("board", ".progress-card"),
        ("decision", ".dialog.decision"),
        ("gameover", ".dialog.gameover"),
    ]:
        page.goto(games[screen]["seats"][0]["link"])
        page.wait_for_selector("main.game[data-seat='0']")
        if size == "phone" and screen == "board":
            page.locator(".phone-tab[data-tab=hand]").click()  # a phone's panels are tabs
        shoot(page, screenshots, size, screen, ready)
        if screen == "board":
            # The log in every language: seat 0 ends its turn and the three bots play
            # theirs (rolls, production, builds) until seat 0 is to roll again.
            page.locator(".actions button[data-kind=end_turn]").click()
            back_to_roll(page)
            if size == "phone":
                page.locator(".phone-tab[data-tab=log]").click()
            shoot(page, screenshots, size, "log", ".log li")
    page.goto(server + "/?rules=1")
    shoot(page, screenshots, size, "rules", "main.rules section")
    # The stored game that loads as won is "live" in the database (stored_game writes no
    # result), so the game-over screen's request for the finished game's record gets 409.
    assert [e for e in errors if "409 (Conflict)" not in e] == []
    context.close()


# The cells of each row of the points table: their text, their left and right edges.
ROW_CELLS = """(t) => [...t.rows].map((row) => [...row.cells].map((c) => {
  const r = c.getBoundingClientRect();
  return [c.textContent, r.left, r.right];
}))"""


@pytest.mark.parametrize("lang", ["en", "th", "ar"])
def test_the_points_table_keeps_names_and_totals_in_sight_on_a_phone(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    """Game over at 360x740: every column of the points by source is in sight, the
    player's and the total's among them, and no column sits under another. The table
    scrolled sideways with the player and the total pinned at its ends: a source's column
    slid under the total (the merchant's, in Arabic the longest road's), and the total was
    off the screen before it was pinned."""
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400, vp_to_win=10)
    context = browser.new_context(**SIZES["phone"])
    page = context.new_page()
    page.goto(game["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    wrap = page.locator(".dialog.gameover .table-wrap").first
    wrap.wait_for()
    page.wait_for_timeout(300)  # the web fonts in
    page.screenshot(path=screenshots / f"gameover-points-phone-{lang}.png")
    seen = wrap.bounding_box()
    assert seen is not None
    rows = wrap.locator("table").evaluate(ROW_CELLS)
    assert len(rows) == 5 and all(len(cells) == 8 for cells in rows), rows
    for cells in rows:
        for text, left, right in cells:
            assert seen["x"] - 1 <= left and right <= seen["x"] + seen["width"] + 1, (text, seen)
        edges = sorted((left, right, text) for text, left, right in cells)
        for (_, right, text), (left, _, after) in itertools.pairwise(edges):
            assert right <= left + 1, f"{text!r} and {after!r} overlap"
    assert wrap.evaluate("(el) => el.scrollWidth <= el.clientWidth")  # nothing to scroll to
    context.close()
