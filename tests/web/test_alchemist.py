"""The Alchemist in the browser, in English and Arabic (right to left): both dice chosen in
one dialog before the roll, one move, and the roll that follows shows the chosen dice
(the dice on the page, the log, the view's context). Screenshots go to
test-artifacts/screenshots/alchemist-*.png."""

from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .driver import clickables, play_one, settled
from .test_controls import LANGS, MAIN, SEATS, clean, no_errors, open_game

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

# Neither 7 (no robber, no discards) nor anything a die could not show.
WHITE, RED = 4, 2


def alchemist_position() -> dict[str, Any]:
    """Seat 0 to roll, holding the Alchemist."""
    position = copy.deepcopy(MAIN)
    position["phase"] = "pre_roll"
    position["players"][0]["progress_cards"] = {"alchemist": 1}
    return position


@pytest.mark.parametrize("lang", LANGS)
def test_the_alchemist_chooses_both_dice_in_one_dialog(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, alchemist_position())
    page = open_game(browser, game["seats"][0]["link"], lang)
    assert page.evaluate("() => window.__ck.view.context") == "pre_roll"
    page.locator(".progress-card button.play[data-kind='play_alchemist']").click()
    dialog = page.locator(".dialog.alchemist")
    dialog.wait_for()
    # Both dice in the one dialog, six faces each; nothing to play until both are chosen.
    assert dialog.locator("button[data-die='white']").count() == 6
    assert dialog.locator("button[data-die='red']").count() == 6
    confirm = dialog.locator("button[data-kind='confirm-alchemist']")
    assert confirm.is_disabled()
    # The focus is inside the dialog from the start (a keyboard reader is not left behind).
    assert page.evaluate("() => !!document.activeElement.closest('.dialog.alchemist')")
    dialog.locator(f"button[data-die='white'][data-value='{WHITE}']").click()
    assert confirm.is_disabled()
    # A change of mind: the last face chosen is the one played.
    dialog.locator("button[data-die='red'][data-value='6']").click()
    dialog.locator(f"button[data-die='red'][data-value='{RED}']").click()
    pressed = dialog.locator("button[aria-pressed='true']")
    assert [pressed.nth(i).get_attribute("data-value") for i in range(pressed.count())] == [
        str(WHITE),
        str(RED),
    ]
    assert confirm.is_enabled()
    assert str(WHITE + RED) in clean(dialog.locator(".alchemist-sum").inner_text()) or lang != "en"
    page.screenshot(path=str(screenshots / f"alchemist-dialog-{lang}.png"))
    confirm.click()
    # One move: the card is played, the event die rolled, and the turn goes on after the
    # roll with the chosen dice.
    page.wait_for_function("() => window.__ck.view.context === 'main' && !window.__ck.sent")
    dialog.wait_for(state="detached")
    rolls = page.evaluate(
        "() => window.__ck.log.filter((e) => e.code === 'dice_rolled')"
        ".map((e) => [e.white, e.red, e.event])"
    )
    assert rolls and rolls[-1][:2] == [WHITE, RED], rolls
    dice = page.locator(".dice.landed")
    dice.wait_for()
    white, red, event = (dice.get_attribute("data-roll") or "").split(",")
    assert (int(white), int(red)) == (WHITE, RED)
    assert event == rolls[-1][2]  # the event die was rolled by the server, not chosen
    assert "alchemist" not in page.evaluate("() => window.__ck.view.progress_cards")
    # The log says so in the reader's words: the card with both dice, then the roll.
    page.locator(".log li.ev-dice_rolled").last.wait_for()
    played = clean(page.locator(".log li.ev-progress_played").last.inner_text())
    if lang == "en":
        assert f"played the Alchemist: {WHITE} and {RED}" in played, played
    page.screenshot(path=str(screenshots / f"alchemist-rolled-{lang}.png"))
    # The focus went back to the page's controls, not the body.
    page.wait_for_function("() => document.activeElement !== document.body")
    no_errors(page)
    page.context.close()


def test_a_player_by_clicks_gets_through_the_alchemist(
    server: str, serve_data: Path, browser: Any
) -> None:
    """tests/web/driver.py (play_one, which plays whole games by clicks) saw nothing to
    click in the Alchemist's dialog (its die faces are neither options nor kinds, its play
    disabled until both are chosen, its Cancel skipped): a game played so stuck there. It
    offers the faces not yet chosen, then the play once both are."""
    game = stored_game(server, serve_data, SEATS, alchemist_position())
    page = open_game(browser, game["seats"][0]["link"], "en")
    page.locator(".progress-card button.play[data-kind='play_alchemist']").click()
    page.locator(".dialog.alchemist").wait_for()
    offered = [
        el.get_attribute("data-die") or el.get_attribute("data-kind") for el in clickables(page)
    ]
    assert offered.count("white") == 6 and offered.count("red") == 6, offered
    assert "confirm-alchemist" not in offered and "cancel" not in offered, offered
    rng = random.Random(7)
    clicked = []
    for _ in range(40):
        settled(page)
        if page.evaluate("() => window.__ck.view.context") != "pre_roll":
            break
        what = play_one(page, rng)
        assert what is not None, clicked
        clicked.append(what)
    assert page.evaluate("() => window.__ck.view.context") == "main", clicked
    assert any(w.startswith("die white") for w in clicked), clicked
    assert any(w.startswith("die red") for w in clicked), clicked
    assert "alchemist" not in page.evaluate("() => window.__ck.view.progress_cards")
    no_errors(page)
    page.context.close()
