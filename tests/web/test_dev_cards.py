"""Development cards in the base game's log, in English and Hindi: a card played (and the
card's own line after it) is worded by its name, without a message missing from the
catalog. The log looked a development card up as a resource ("card-monopoly", "card-knight")
before wording it rightly, so the page reported a missing message, a console error, at
every development card anyone played or bought. Screenshots go to
test-artifacts/screenshots/dev-played-*.png."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import clean, no_errors, open_game

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

SEATS = ["human", "heuristic", "heuristic", "heuristic"]

# Seat 0's turn after its roll in a base game, a Monopoly card in hand.
BASE_MAIN: dict[str, Any] = {
    "phase": "main",
    "turn": 9,
    "turn_seat": 0,
    "players": [
        {"settlements": [12], "cities": [41], "roads": [11, 19, 52, 59],
         "hand": {"brick": 2, "wool": 1, "ore": 2}, "dev_cards": {"monopoly": 1}},
        {"settlements": [13, 33], "cities": [24], "roads": [20, 28, 36, 40, 44, 49],
         "hand": {"lumber": 1, "grain": 3, "ore": 3}},
        {"settlements": [43, 52], "cities": [22], "roads": [24, 62, 68],
         "hand": {"brick": 1, "wool": 3, "grain": 1}},
        {"settlements": [20], "roads": [31], "hand": {"grain": 2}},
    ],
}  # fmt: skip

# The log's line of the card played, in the catalog's words.
PLAYED = {"en": "You played Monopoly.", "hi": "आपने एकाधिकार कार्ड खेला।"}


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_a_development_card_played_is_worded_without_a_missing_message(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, BASE_MAIN, expansion="base")
    page = open_game(browser, game["seats"][0]["link"], lang)
    page.locator(".actions button[data-kind='play_monopoly']").click()
    page.locator(".dialog button.option[data-value='grain']").click()
    page.wait_for_function("() => (window.__ck.view.hand.grain || 0) === 6")
    line = page.locator(".log li.ev-dev_played").last
    line.wait_for()
    assert clean(line.inner_text()).strip() == PLAYED[lang]
    page.screenshot(path=str(screenshots / f"dev-played-{lang}.png"))
    assert page.evaluate("() => window.__missingMessages()") == []
    no_errors(page)
    page.context.close()
