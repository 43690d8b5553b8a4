"""The bank on the table, as colonist.io shows it: the cards it holds of each resource (in
C&K each commodity too) and the cards left to draw, the development cards (base) or each
progress deck's (C&K). It was nowhere on the screen: a player could not tell that the bank
was out of ore before asking it for some. On a desktop it stands over the board, the board
still ending on a 1280x800 screen; on a phone, in the Players tab, the Board tab as tall as
before. The figures are the engine's own (a State at the same position), in English,
Turkish, Arabic and Thai. A game made with the lobby's "Hide bank cards" (colonist.io's
setting) shows the decks and no count of the bank's cards (English, Hindi). Screenshots:
test-artifacts/screenshots/bank-row-*.png."""

from __future__ import annotations

import json
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from cityknights.engine.constants import TRACK_NAMES
from cityknights.engine.game import Game
from cityknights.engine.state import State

from .conftest import create_game, stored_game
from .driver import watch_errors
from .test_controls import MAIN, SEATS
from .test_dev_cards import BASE_MAIN
from .test_table_feel import open_seat

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

DESKTOP = {"viewport": {"width": 1280, "height": 800}}
PHONE = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}

# Each figure of the row: [its list item's class, the number shown, its spoken words].
FIGURES = """(row) => [...row.querySelectorAll('li:not(.bank-gap):not(.bank-hidden)')].map((li) =>
  [li.className, Number(li.querySelector('b').textContent), li.querySelector('.sr-only').textContent])"""


def _expected(position: dict[str, Any], expansion: str) -> tuple[dict[str, int], list[int]]:
    """The bank's cards by name and the decks' sizes (C&K: trade, politics, science;
    base: the development cards), from the engine at `position`."""
    game = Game(expansion=expansion, players=len(SEATS), seed=20261201)
    view = State.from_json(game, position).view(0)
    if expansion == "ck":
        return view["bank"], [view["deck_sizes"][t] for t in TRACK_NAMES]
    return view["bank"], [view["dev_deck_size"]]


def _check_row(row: Any, bank: dict[str, int], decks: list[int]) -> None:
    figures = row.evaluate(FIGURES)
    cards = [f for f in figures if f[0].startswith("card-")]
    assert {f[0].removeprefix("card-"): f[1] for f in cards} == bank
    assert [f[1] for f in figures if f[0].startswith("deck")] == decks
    for _, n, words in figures:
        assert str(n) in words and len(words) > len(str(n)) + 3, words  # worded, not a bare number


@pytest.mark.parametrize(("expansion", "lang"), [("ck", "en"), ("ck", "ar"), ("base", "tr")])
def test_the_bank_stands_over_the_board_on_a_desktop(
    server: str, serve_data: Path, browser: Any, screenshots: Path, expansion: str, lang: str
) -> None:
    position = MAIN if expansion == "ck" else BASE_MAIN
    bank, decks = _expected(position, expansion)
    assert sum(bank.values()) < 19 * len(bank)  # the hands' cards are out of it
    game = stored_game(server, serve_data, SEATS, position, grace_period=86400, expansion=expansion)
    page = open_seat(browser, game["seats"][0]["link"], lang, DESKTOP)
    row = page.locator(".bank-row.bank-top")
    row.wait_for()
    page.wait_for_timeout(300)
    page.screenshot(path=str(screenshots / f"bank-row-{expansion}-{lang}-desktop.png"))
    _check_row(row, bank, decks)
    assert len(bank) == (8 if expansion == "ck" else 5)
    assert row.get_attribute("aria-label")
    # Over the board, and the board (and the bars under it) still on the screen.
    row_box, board_box = row.bounding_box(), page.locator(".board").bounding_box()
    assert row_box and board_box and row_box["y"] + row_box["height"] <= board_box["y"] + 1
    hint = page.locator(".hint.keys").bounding_box()
    assert hint is not None and hint["y"] + hint["height"] <= 800, hint
    assert page.evaluate("() => document.documentElement.scrollHeight") <= 800
    assert not page.locator(".bank-row.bank-side").is_visible()  # one bank on a desktop
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["th", "ar"])
def test_on_a_phone_the_bank_is_in_the_players_tab(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    bank, decks = _expected(MAIN, "ck")
    game = stored_game(server, serve_data, SEATS, MAIN, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, PHONE)
    page.locator("main.game.tab-board").wait_for()
    # The Board tab: no bank over the board, which keeps its height.
    assert not page.locator(".bank-row").first.is_visible()
    assert not page.locator(".bank-row.bank-side").is_visible()
    page.locator(".phone-tabs button").nth(2).click()
    row = page.locator(".bank-row.bank-side")
    row.wait_for(state="visible")
    row.scroll_into_view_if_needed()
    page.screenshot(path=str(screenshots / f"bank-row-ck-{lang}-phone.png"))
    _check_row(row, bank, decks)
    players = page.locator(".side .players").bounding_box()
    box = row.bounding_box()
    assert players and box and box["y"] >= players["y"] + players["height"] - 1  # under them
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    # The Hand tab does not show it.
    page.locator(".phone-tabs button").nth(1).click()
    page.wait_for_timeout(200)
    assert not row.is_visible()
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_a_game_that_hides_the_bank_says_so_and_counts_none(
    server: str, browser: Any, screenshots: Path, lang: str
) -> None:
    """colonist.io's "hide bank cards", ticked in the lobby: the request says so, and the
    table of such a game shows the decks but no count of the bank's cards, in words."""
    page = browser.new_context(**DESKTOP).new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang={lang}")
    form = page.locator("form.create")
    for i in range(4):
        form.locator(f"select[name='seat-{i}']").select_option("random")
    box = form.locator("input[name='hide-bank']")
    assert not box.is_checked()
    box.check()
    with page.expect_request(lambda r: r.url.endswith("/api/games") and r.method == "POST") as sent:
        form.locator("button[type='submit']").click()
    assert sent.value.post_data_json["hide_bank"] is True
    page.close()
    made = create_game(
        server, seats=["human", "random", "random", "random"], hide_bank=True, pace="slow"
    )
    table = open_seat(browser, made["seats"][0]["link"], lang, DESKTOP)
    row = table.locator(".bank-row.bank-top")
    row.wait_for()
    table.screenshot(path=str(screenshots / f"bank-row-hidden-{lang}-desktop.png"))
    assert row.locator(".bank-hidden").inner_text().strip()
    assert row.locator("li[class^='card-']").count() == 0
    figures = row.evaluate(FIGURES)
    assert [f[1] for f in figures if f[0].startswith("deck")] == [18, 18, 18]
    assert table.__errors == [], table.__errors  # type: ignore[attr-defined]
    assert errors == [], errors


def _finished_bots_game(server: str, expansion: str) -> str:
    """A short game of bots alone, played to its turn cap: its id."""
    made = create_game(server, seats=["heuristic", "random", "random"], expansion=expansion,
                       max_turns=8, pace="instant", bot_think=0.2)  # fmt: skip
    game: str = made["game"]
    deadline = time.monotonic() + 150
    while _get(f"{server}/api/games/{game}")["status"] != "finished":
        assert time.monotonic() < deadline, "the bots' game did not end"
        time.sleep(0.3)
    return game


def _get(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=30) as res:
        return json.loads(res.read())


def _replay_row_matches(page: Any, row: Any, server: str, game: str) -> None:
    """The row shows the replay's own view at the version the page shows."""
    version = int(page.locator("main.replay").get_attribute("data-version"))
    view = _get(f"{server}/api/games/{game}/replay?version={version}")["view"]
    if view["expansion"] == "ck":
        decks = [view["deck_sizes"][t] for t in TRACK_NAMES]
    else:
        decks = [view["dev_deck_size"]]
    _check_row(row, view["bank"], decks)


@pytest.mark.parametrize(("expansion", "lang"), [("ck", "en"), ("ck", "ar"), ("base", "ar")])
def test_a_replay_shows_the_bank_at_each_step(
    server: str, browser: Any, screenshots: Path, expansion: str, lang: str
) -> None:
    """A replay's bank over its board at every step, the figures of the replay's view at
    that step; the board still ends on a 1280x800 screen."""
    game = _finished_bots_game(server, expansion)
    page = browser.new_context(**DESKTOP).new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang={lang}&replay={game}")
    row = page.locator("main.replay .bank-row.bank-top")
    row.wait_for()
    assert int(page.locator("main.replay").get_attribute("data-version")) == 0
    _replay_row_matches(page, row, server, game)  # the start: every card in the bank
    page.locator(".replay-controls button").nth(6).click()  # End
    page.wait_for_function("() => document.querySelector('main.replay').dataset.version !== '0'")
    _replay_row_matches(page, row, server, game)
    for _ in range(3):  # and back a turn at a time
        before = page.locator("main.replay").get_attribute("data-version")
        page.locator(".replay-controls button").nth(1).click()  # back a turn
        page.wait_for_function(
            "(v) => document.querySelector('main.replay').dataset.version !== v", arg=before
        )
        _replay_row_matches(page, row, server, game)
    page.wait_for_timeout(300)
    page.screenshot(path=str(screenshots / f"bank-row-replay-{expansion}-{lang}-desktop.png"))
    row_box, board_box = row.bounding_box(), page.locator("main.replay .board").bounding_box()
    assert row_box and board_box and row_box["y"] + row_box["height"] <= board_box["y"] + 1
    assert board_box["y"] + board_box["height"] <= 800, board_box
    assert not page.locator(".bank-row.bank-side").is_visible()
    # The analysis may still be thinking when the test ends: only real errors count.
    assert errors == [], errors


def test_a_phone_replay_shows_the_bank_under_the_players(
    server: str, browser: Any, screenshots: Path
) -> None:
    game = _finished_bots_game(server, "ck")
    page = browser.new_context(**PHONE).new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang=th&replay={game}")
    row = page.locator("main.replay .bank-row.bank-side")
    row.wait_for(state="visible")
    assert not page.locator(".bank-row.bank-top").is_visible()
    page.locator(".replay-controls button").nth(6).click()  # End
    page.wait_for_function("() => document.querySelector('main.replay').dataset.version !== '0'")
    _replay_row_matches(page, row, server, game)
    players = page.locator("main.replay .side .players").bounding_box()
    box = row.bounding_box()
    assert players and box and box["y"] >= players["y"] + players["height"] - 1
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    row.scroll_into_view_if_needed()
    page.screenshot(path=str(screenshots / "bank-row-replay-ck-th-phone.png"))
    assert errors == [], errors
