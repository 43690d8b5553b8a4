"""A double or triple click on a move's button sends the move once: roll, end the turn,
accept a bot's offer, build on the board, confirm a discard. Sent twice, the second copy
came back refused as stale (one move per version) and the page worded it as "The game
moved on before your move arrived", over a move the player made once. Counted on the
socket's way out, in English, Arabic and Hindi."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .driver import note_moves, settled, watch_errors
from .test_controls import MAIN, SEATS, bot_offer_position, discard_position

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]


def roll_position() -> dict[str, Any]:
    """Seat 0 to roll."""
    position = copy.deepcopy(MAIN)
    position["phase"] = "pre_roll"
    return position


def wall_position() -> dict[str, Any]:
    """Seat 0 after its roll with the bricks for a city wall (its city at 41)."""
    position = copy.deepcopy(MAIN)
    position["players"][0]["hand"] = {"brick": 4, "grain": 2, "ore": 2}
    return position


def open_counted(browser: Any, link: str, lang: str, size: str) -> tuple[Any, list[Any]]:
    """The seat's page, and the moves it sends (as they leave it), counted."""
    opts: dict[str, Any] = {"viewport": {"width": 1280, "height": 800}}
    if size == "phone":
        opts = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}
    page = browser.new_context(**opts).new_page()
    page.__errors = watch_errors(page)  # type: ignore[attr-defined]
    acts: list[Any] = []
    note_moves(page, acts)
    page.goto(link.replace("#", f"?lang={lang}#"))
    page.wait_for_selector("main.game[data-seat='0']")
    settled(page)
    return page, acts


def clicked_many(page: Any, selector: str, times: int) -> None:
    """`times` clicks as fast as a hand or a bouncing mouse makes them."""
    button = page.locator(selector).first
    button.wait_for()
    if times == 2:
        button.dblclick()
    else:
        button.click(click_count=times)


def answered_once(page: Any, acts: list[Any], kinds: list[str]) -> None:
    page.wait_for_timeout(1500)  # a second copy, had one gone, would be answered by now
    settled(page)
    assert [a["kind"] for a in acts] == kinds, acts
    assert page.evaluate("() => window.__ck.error") is None
    assert page.locator(".error[role='alert']").count() == 0
    assert page.__errors == [], page.__errors


CASES = {
    "roll": (roll_position, ".actions button[data-kind='roll']"),
    "end_turn": (lambda: MAIN, ".actions button[data-kind='end_turn']"),
    "accept_trade": (bot_offer_position, ".offer-panel button[data-kind='accept_trade']"),
}


@pytest.mark.parametrize("kind", list(CASES))
@pytest.mark.parametrize(("lang", "times"), [("en", 2), ("ar", 3), ("hi", 2)])
def test_a_buttons_move_goes_once(
    server: str, serve_data: Path, browser: Any, lang: str, times: int, kind: str
) -> None:
    position, selector = CASES[kind]
    game = stored_game(server, serve_data, SEATS, position())
    page, acts = open_counted(browser, game["seats"][0]["link"], lang, "desktop")
    clicked_many(page, selector, times)
    answered_once(page, acts, [kind])


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone")])
def test_a_build_on_the_board_goes_once(
    server: str, serve_data: Path, browser: Any, lang: str, size: str
) -> None:
    game = stored_game(server, serve_data, SEATS, wall_position())
    page, acts = open_counted(browser, game["seats"][0]["link"], lang, size)
    page.locator(".buildbar button[data-kind='build_wall']").click()
    clicked_many(page, "[data-target='vertex:41']", 3)
    answered_once(page, acts, ["build_wall"])
    assert page.evaluate("() => window.__ck.view.hand.brick") == 2


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone")])
def test_a_discards_confirm_goes_once(
    server: str, serve_data: Path, browser: Any, lang: str, size: str
) -> None:
    game = stored_game(server, serve_data, SEATS, discard_position())
    page, acts = open_counted(browser, game["seats"][0]["link"], lang, size)
    dialog = page.locator(".dialog.several")
    for card in ["brick", "brick", "ore", "wool"]:
        dialog.locator(f".hand-tiles button.card-{card}").click()
    clicked_many(page, ".dialog.several button[data-kind='confirm-several']", 3)
    page.wait_for_function("() => !window.__ck.queue")
    answered_once(page, acts, ["discard"] * 4)
    hand = page.evaluate("() => window.__ck.view.hand")
    assert {c: n for c, n in hand.items() if n} == {"brick": 1, "wool": 1, "grain": 2, "ore": 1}
