"""A reload at an awkward moment brings the page back where it was, with the same
controls and no move made: after one's own roll, a discard pending, a bot's offer to
answer, a progress card to give up (C&K), the setup's first settlement, the robber's
victim being chosen (the dialog gone, the robber's hexes offered again). en, ar (a phone)
and th."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .driver import settled
from .test_controls import MAIN, SEATS, bot_offer_position, discard_position, open_game
from .test_robber_victim import TWO_VICTIMS, robber_position
from .test_screens import decision_position

pytestmark = [pytest.mark.timeout(300), pytest.mark.flaky(reruns=2)]

# What the reader sees to do: the dialogs and panels, the buttons, the board's targets.
SEEN = """() => ({
  dialogs: [...document.querySelectorAll('.dialog, .offer-panel')].map((d) => d.className).sort(),
  buttons: [...document.querySelectorAll('.actions button[data-kind]')]
    .filter((b) => b.offsetParent).map((b) => b.dataset.kind).sort(),
  targets: document.querySelectorAll('[data-target]').length,
  legal: window.__ck.legal.length,
  version: window.__ck.version,
})"""
POSITIONS = {
    "main": lambda: MAIN,
    "discard": discard_position,
    "offer": bot_offer_position,
    "progress_discard": decision_position,
    "setup": lambda: {"phase": "setup_settlement", "players": [{}, {}, {}, {}]},
}


def reloaded(page: Any) -> None:
    page.reload()
    page.wait_for_selector("main.game[data-seat='0']")
    settled(page)
    page.wait_for_timeout(500)  # a bot's reply, had the reload set one off, by now


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone"), ("th", "desktop")])
def test_a_reload_comes_back_where_it_was(
    server: str, serve_data: Path, browser: Any, lang: str, size: str
) -> None:
    for name, position in POSITIONS.items():
        game = stored_game(server, serve_data, SEATS, position())
        page = open_game(browser, game["seats"][0]["link"], lang, size)
        page.wait_for_timeout(500)
        before = page.evaluate(SEEN)
        assert before["legal"] > 0, name
        reloaded(page)
        assert page.evaluate(SEEN) == before, name
        assert page.__errors == [], (name, page.__errors)
        page.context.close()


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone")])
def test_a_reload_while_the_robbers_victim_is_chosen(
    server: str, serve_data: Path, browser: Any, lang: str, size: str
) -> None:
    game = stored_game(server, serve_data, SEATS, robber_position())
    page = open_game(browser, game["seats"][0]["link"], lang, size)
    hex_id = page.evaluate(TWO_VICTIMS)
    before = page.evaluate(SEEN)
    page.locator(f"[data-target='hex:{hex_id}']").click()
    page.locator(".dialog button.option").first.wait_for()
    reloaded(page)
    assert page.evaluate(SEEN) == before  # no move made, the hexes offered again
    assert page.locator(f"[data-target='hex:{hex_id}']").count() == 1
    assert page.__errors == [], page.__errors
    page.context.close()
