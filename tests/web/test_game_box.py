"""The table says what its game was made with: a "Game settings" button in the top bar
opens a box of its terms (the game, points to win, the printed rulebook's rules, map,
discard limit, turn limit, turn timer, friendly robber, hidden bank), as a room's list said them before it began. It lies over
the table without moving it, and closes by its button, Escape or a click elsewhere. A
seat and a spectator see it alike; English on a desktop, Arabic (right to left) on a
phone. The lobby's rows of games say the same terms under each name."""

from __future__ import annotations

import json
import secrets
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from .conftest import create_game
from .driver import watch_errors
from .test_room_terms import _words
from .test_rooms import ISOLATES, WAIT

pytestmark = [pytest.mark.timeout(300), pytest.mark.flaky(reruns=2)]

TERMS = {
    "en": ["Cities & Knights", "11 points to win", "The printed rulebook's rules",
           "Map: Beginner", "Discard limit: 9", "Turn limit: 200", "Turn timer: 300 s",
           "Friendly robber", "Bank cards hidden"],
    "ar": ["المدن والفرسان", "11 نقطة للفوز", "قواعد كتاب القواعد المطبوع",
           "الخريطة: للمبتدئين", "حد التخلص: 9", "حد الأدوار: 200", "مؤقت الدور: 300 ث",
           "سارق ودود", "بطاقات البنك مخفية"],
}  # fmt: skip
BUTTON = {"en": "Game settings", "ar": "إعدادات اللعبة"}
SIZES = {"en": (1280, 800), "ar": (360, 740)}


def _items(page: Any) -> list[str]:
    texts = page.locator(".game-box-panel li").all_inner_texts()
    return [t.translate(ISOLATES).strip() for t in texts]


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_table_says_its_games_terms_in_a_box_over_the_table(
    server: str, browser: Any, screenshots: Path, lang: str
) -> None:
    made = create_game(
        server, seats=["human", "heuristic", "heuristic", "heuristic"], expansion="ck",
        vp_to_win=11, board="beginner", discard_limit=9, friendly_robber=True,
        hide_bank=True, turn_timer=300, name="Box night", pace="slow", ruleset="official",
        max_turns=200,
    )  # fmt: skip
    width, height = SIZES[lang]
    seat_page = made["seats"][0]["link"].replace("#", f"?lang={lang}#")
    for url in (seat_page, f"{server}/play/{made['game']}?lang={lang}"):
        context = browser.new_context(viewport={"width": width, "height": height})
        page = context.new_page()
        errors = watch_errors(page)
        page.goto(url)
        page.locator(".board-wrap svg").first.wait_for(timeout=WAIT)
        summary = page.locator(".game-box > summary")
        assert BUTTON[lang] in (summary.get_attribute("title") or "")
        assert BUTTON[lang] in summary.inner_text() or summary.locator(".box-word").count()
        panel = page.locator(".game-box-panel")
        assert not panel.is_visible()
        board_before = page.locator(".board-wrap").bounding_box()
        summary.click()
        panel.wait_for(state="visible", timeout=WAIT)
        assert page.locator(".game-box-name").inner_text() == "Box night"
        assert _items(page) == TERMS[lang]
        # Over the table: the board has not moved, the box is on the screen.
        assert page.locator(".board-wrap").bounding_box() == board_before
        box = panel.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= width, box
        assert box["y"] + box["height"] <= height, box
        assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
        page.screenshot(
            path=screenshots / f"game-box-{lang}-{'seat' if '#' in url else 'watch'}.png"
        )
        # Escape closes it and gives the focus back to its button.
        page.keyboard.press("Escape")
        panel.wait_for(state="hidden", timeout=WAIT)
        assert page.evaluate("document.activeElement.tagName") == "SUMMARY"
        # A click elsewhere closes it; its button opens and closes it.
        summary.click()
        panel.wait_for(state="visible", timeout=WAIT)
        page.mouse.click(3, height - 3)  # the page's empty corner
        panel.wait_for(state="hidden", timeout=WAIT)
        summary.click()
        panel.wait_for(state="visible", timeout=WAIT)
        summary.click()
        panel.wait_for(state="hidden", timeout=WAIT)
        assert not errors, json.dumps(errors)
        context.close()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_plain_game_lists_its_game_and_points_alone(server: str, browser: Any, lang: str) -> None:
    """A game of the defaults: its box and its lobby row say the game and the points."""
    made = create_game(server, seats=["human", "heuristic", "heuristic"], expansion="base")
    page = browser.new_context(viewport={"width": 360, "height": 740}).new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang={lang}")
    row = page.locator(f"li.game-row[data-game='{made['game']}']")
    row.wait_for(timeout=WAIT)
    expected = {"en": ["Base game", "10 points to win"], "ar": ["اللعبة الأساسية", "10 نقطة للفوز"]}
    assert _words(row.locator(".game-terms")) == expected[lang]
    link = made["seats"][0]["link"]
    page.goto(link.replace("#", f"?lang={lang}#"))
    page.locator(".game-box > summary").click()
    page.locator(".game-box-panel").wait_for(state="visible", timeout=WAIT)
    assert page.locator(".game-box-name").count() == 0  # an unnamed game: no heading
    assert _items(page) == expected[lang]
    assert not errors, json.dumps(errors)
    page.context.close()


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 800)), ("ar", (360, 740))])
def test_a_replay_says_its_games_terms_too(
    server: str, browser: Any, lang: str, size: tuple[int, int]
) -> None:
    """A finished game's replay has the same box: a record's reader learns what the game
    was played with (its points to win, its turn limit, its friendly robber)."""
    made = create_game(
        server, seats=["heuristic", "random", "random"], expansion="ck", max_turns=6,
        pace="instant", bot_think=0.2, vp_to_win=11, friendly_robber=True,
    )  # fmt: skip
    deadline = time.monotonic() + 150
    while _get(f"{server}/api/games/{made['game']}")["status"] != "finished":
        assert time.monotonic() < deadline, "the bots' game did not end"
        time.sleep(0.3)
    page = browser.new_context(viewport={"width": size[0], "height": size[1]}).new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang={lang}&replay={made['game']}")
    summary = page.locator("main.replay .game-box > summary")
    summary.wait_for(timeout=WAIT)
    summary.click()
    page.locator(".game-box-panel").wait_for(state="visible", timeout=WAIT)
    expected = {"en": ["Cities & Knights", "11 points to win", "Turn limit: 6", "Friendly robber"],
                "ar": ["المدن والفرسان", "11 نقطة للفوز", "حد الأدوار: 6", "سارق ودود"]}[lang]  # fmt: skip
    assert _items(page) == expected
    box = page.locator(".game-box-panel").bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= size[0], box
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
    assert not errors, json.dumps(errors)
    page.context.close()


def _get(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=30) as res:
        return json.loads(res.read())


def _seat_page(browser: Any, made: dict[str, Any], lang: str) -> tuple[Any, Any, list[str]]:
    """Seat 0's page of `made` in `lang`, at its size, its board drawn: the context, the
    page and the page's errors."""
    width, height = SIZES[lang]
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(made["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    page.locator(".board-wrap svg").first.wait_for(timeout=WAIT)
    return context, page, errors


SPECTATORS = {"en": "Spectators: {}", "ar": "المشاهدون: {}"}
# The top bar's count says `t` (its title, Fluent's isolation marks around the number left out).
SAID = """(t) => ((document.querySelector('.topbar .audience > summary')
  || document.querySelector('.topbar .audience'))?.title || '').replace(/[\u2068\u2069]/g, '') === t"""


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_table_and_the_lobby_say_how_many_watch(
    server: str, browser: Any, screenshots: Path, lang: str
) -> None:
    """Two spectators: the seat's top bar shows an eye and 2 (its words for screen
    readers and as its title), the spectators' too; one leaves, 1; the lobby's row of the
    game says it as well. Nobody watching: nothing shown."""
    made = create_game(
        server, seats=["human", "heuristic", "heuristic", "heuristic"], expansion="ck",
        pace="slow",
    )  # fmt: skip
    width = SIZES[lang][0]
    context, page, errors = _seat_page(browser, made, lang)
    assert page.locator(".topbar .audience").count() == 0
    watchers = [browser.new_page() for _ in range(2)]
    for w in watchers:
        w.goto(f"{server}/play/{made['game']}")
    count = page.locator(".topbar .audience")
    words = SPECTATORS[lang]
    page.wait_for_function(SAID, arg=words.format(2), timeout=WAIT)
    assert count.locator("span[aria-hidden='true']").inner_text() == "2"
    assert count.locator(".sr-only").inner_text().translate(ISOLATES) == words.format(2)
    watchers[0].locator(".topbar .audience").wait_for(timeout=WAIT)
    box = count.bounding_box()
    assert box and box["x"] + box["width"] <= width, box
    page.screenshot(path=screenshots / f"spectators-{lang}.png")
    lobby = context.new_page()
    lobby.goto(f"{server}/?lang={lang}")
    row = lobby.locator(f"li.game-row[data-game='{made['game']}'] .game-audience")
    row.wait_for(timeout=WAIT)
    assert (row.get_attribute("title") or "").translate(ISOLATES) == words.format(2)
    watchers.pop().close()
    page.wait_for_function(SAID, arg=words.format(1), timeout=WAIT)
    assert not errors, json.dumps(errors)
    for w in watchers:
        w.close()
    context.close()


MORE = {"en": "and 1 more", "ar": "و1 آخرون"}


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_table_lists_who_watches_by_name(
    server: str, browser: Any, screenshots: Path, lang: str
) -> None:
    """A signed-in spectator and a guest: the seat's count is a button whose list names the
    one (colonist.io lists who watches) and counts the other; Escape closes it."""
    made = create_game(server, seats=["human", "heuristic", "heuristic"], expansion="base",
                       pace="slow")  # fmt: skip
    width = SIZES[lang][0]
    context, page, errors = _seat_page(browser, made, lang)
    fan_name = f"Fan{secrets.token_hex(3)}"
    fan = browser.new_context()
    signed = fan.request.post(f"{server}/api/accounts", headers={"Origin": server},
                              data={"name": fan_name, "password": "correct horse"})  # fmt: skip
    assert signed.status == 201, signed.text()
    watchers = [fan.new_page(), browser.new_page()]
    for w in watchers:
        w.goto(f"{server}/play/{made['game']}")
    page.wait_for_function(SAID, arg=SPECTATORS[lang].format(2), timeout=WAIT)
    summary = page.locator(".topbar .audience-box > summary")
    summary.wait_for(timeout=WAIT)
    panel = page.locator(".audience-panel")
    assert not panel.is_visible()
    summary.click()
    panel.wait_for(state="visible", timeout=WAIT)
    assert panel.locator("li").all_inner_texts() == [fan_name]
    assert panel.locator(".audience-more").inner_text().translate(ISOLATES) == MORE[lang]
    box = panel.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= width, box
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
    page.screenshot(path=screenshots / f"spectators-named-{lang}.png")
    page.keyboard.press("Escape")
    panel.wait_for(state="hidden", timeout=WAIT)
    # The named one leaves: the guest is counted, with no list to open.
    watchers[0].close()
    page.wait_for_function(SAID, arg=SPECTATORS[lang].format(1), timeout=WAIT)
    assert page.locator(".topbar .audience-box").count() == 0
    assert not errors, json.dumps(errors)
    watchers[1].close()
    fan.close()
    context.close()
