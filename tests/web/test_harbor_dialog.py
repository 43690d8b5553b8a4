"""The Commercial Harbor in one dialog, in English and Arabic: a resource picked for each
opponent at once (one left out: the card lets the player stop early), sent as one move
per opponent with the bots' answers in between; the dialog never closes and reopens.
Screenshots go to test-artifacts/screenshots/harbor-*.png."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_axe import violations
from .test_controls import COUNT_DIALOGS, MAIN, no_errors, open_game

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

SEATS = ["human", "heuristic", "heuristic", "heuristic"]


def harbor_card_position() -> dict[str, Any]:
    """Seat 0 holds the Commercial Harbor and five resources; seats 1 and 2 hold
    commodities, seat 3 none."""
    position = copy.deepcopy(MAIN)
    position["players"][0]["hand"] = {"brick": 2, "wool": 1, "ore": 2}
    position["players"][0]["progress_cards"] = {"commercial_harbor": 1}
    position["players"][1]["hand"] = {"lumber": 1, "paper": 1}
    position["players"][2]["hand"] = {"brick": 1, "cloth": 2}
    position["players"][3]["hand"] = {"grain": 2}
    return position


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_commercial_harbor_offers_every_opponent_in_one_dialog(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, harbor_card_position())
    page = open_game(browser, game["seats"][0]["link"], lang, audit=True)
    page.evaluate(COUNT_DIALOGS.replace(".dialog.bank", ".dialog.harbor"))
    page.locator(".progress-card button.play[data-kind='play_commercial_harbor']").click()
    dialog = page.locator(".dialog.harbor")
    dialog.wait_for()
    rows = dialog.locator("tr[data-opponent]")
    assert [rows.nth(i).get_attribute("data-opponent") for i in range(rows.count())] == [
        "1", "2", "3"
    ]  # fmt: skip
    confirm = dialog.locator("button[data-kind='confirm-harbor']")
    dialog.locator("tr[data-opponent='1'] button[data-card='brick']").click()
    dialog.locator("tr[data-opponent='2'] button[data-card='brick']").click()
    # Both brick are promised: the third row cannot have one.
    assert dialog.locator("tr[data-opponent='3'] button[data-card='brick']").is_disabled()
    # Changed mind: ore for seat 2, a tap on the chosen card takes it back.
    dialog.locator("tr[data-opponent='2'] button[data-card='brick']").click()
    dialog.locator("tr[data-opponent='2'] button[data-card='ore']").click()
    checked = dialog.locator("button[aria-checked='true']")
    assert checked.count() == 2
    page.screenshot(path=str(screenshots / f"harbor-dialog-{lang}.png"))
    assert violations(page) == []
    confirm.click()
    # The bots give a commodity each; seat 3 is not asked; the card is over.
    page.wait_for_function(
        "() => !window.__ck.queue && window.__ck.view.context === 'main'"
        " && (window.__ck.view.hand.ore || 0) === 1"
    )
    hand = {c: n for c, n in page.evaluate("() => window.__ck.view.hand").items() if n}
    assert {c: hand.get(c, 0) for c in ("brick", "wool", "ore")} == {
        "brick": 1,
        "wool": 1,
        "ore": 1,
    }
    assert hand.get("paper", 0) == 1 and hand.get("cloth", 0) == 1, hand
    dialog.wait_for(state="detached")
    assert page.evaluate("() => window.__dialogs") == 1  # opened once, never reopened
    page.wait_for_function("() => document.activeElement !== document.body", timeout=5000)
    no_errors(page)
    page.context.close()
