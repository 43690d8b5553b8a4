"""A refusal in the middle of one dialog's moves, in English and Arabic: the bank holds a
single brick, the page's picture of it two (stale: the dialog offers no more of a card
than the bank holds, so only a picture out of date can ask for more), and the reader asks
for two in one bank dialog (two trades, sent one after the other). The first trade is taken, the second refused (`bank_empty`): the dialog stays
open with the reason in the reader's words, the trade taken is in the hand, nothing of
it is left chosen to be sent twice, and the reader can trade afresh in the same dialog.
Screenshots go to test-artifacts/screenshots/refused-midway-*.png."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import LANGS, SEATS, clean, harbor_position, no_errors, open_game

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

# The catalogs' words for the refusal (cityknights/web/i18n/<lang>.ftl, refusal-bank_empty).
REASON = {"en": "The bank has no Brick left.", "ar": "لم يبقَ في البنك أي"}


def one_brick_position() -> dict[str, Any]:
    """Seat 0's turn on the grain 2:1 harbor (3 grain, 4 ore); seats 1 and 2 hold 18 of
    the 19 brick, so the bank has one left."""
    position = copy.deepcopy(harbor_position())
    position["players"][1]["hand"]["brick"] = 17
    position["players"][2]["hand"]["brick"] = 1
    return position


def hand(page: Any) -> dict[str, int]:
    return {c: n for c, n in page.evaluate("() => window.__ck.view.hand").items() if n}


def ask_for_two_brick(page: Any) -> Any:
    """Open the bank dialog and choose two trades for two brick, 2 grain (the 2:1 harbor)
    and 4 ore (4:1), not yet confirmed; the dialog."""
    page.locator(".actions button[data-kind='bank_trade']").click()
    dialog = page.locator(".dialog.bank")
    dialog.wait_for()
    dialog.locator("button[data-side='give'][data-more='grain']").click()
    dialog.locator("button[data-side='give'][data-more='ore']").click()
    dialog.locator("button[data-side='get'][data-more='brick']").click()
    dialog.locator("button[data-side='get'][data-more='brick']").click()
    return dialog


@pytest.mark.parametrize("lang", LANGS)
def test_a_refusal_midway_leaves_the_bank_dialog_open_with_the_reason(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, one_brick_position())
    page = open_game(browser, game["seats"][0]["link"], lang)
    assert page.evaluate("() => window.__ck.view.bank.brick") == 1
    # The dialog asks for no more brick than the bank holds...
    page.locator(".actions button[data-kind='bank_trade']").click()
    get_brick = page.locator(".dialog.bank button[data-side='get'][data-more='brick']")
    get_brick.click()
    assert get_brick.is_disabled()
    page.locator(".dialog.bank button.cancel").click()
    # ...by the page's picture of the bank: out of date, it holds two.
    page.evaluate("() => { window.__ck.view.bank.brick = 2; }")
    dialog = ask_for_two_brick(page)
    confirm = dialog.locator("button[data-kind='confirm-bank']")
    confirm.click()
    # The first (grain for the last brick) is taken, the second (ore) refused.
    error = dialog.locator(".error[role='alert']")
    error.wait_for()
    assert REASON[lang] in clean(error.inner_text()), error.inner_text()
    page.wait_for_function("() => !window.__ck.view.bank.brick && !window.__ck.sent")
    assert hand(page) == {"grain": 1, "ore": 4, "wool": 1, "brick": 1}
    # Still open, and the trade taken is not chosen again: confirming cannot send it twice.
    assert dialog.is_visible()
    # Worded once, in the dialog: not a second time in the page's banner behind it.
    assert (
        page.locator("main.game > .error[role='alert'], .status .error[role='alert']").count() == 0
    )
    assert page.locator(".error[role='alert']").count() == 1
    # The focus is on one of the dialog's controls: the confirm that held it was disabled
    # while the trades were sent, and a disabled button drops the focus to the body.
    page.wait_for_function(
        "() => !!document.activeElement.closest('.dialog.bank button:not([disabled])')"
    )
    page.screenshot(path=str(screenshots / f"refused-midway-{lang}.png"))
    assert confirm.is_disabled()
    outputs = dialog.locator("td.counter output").all_inner_texts()
    assert all(clean(o).strip() == "0" for o in outputs), outputs
    # No brick to get now; the ore traded for lumber instead, in the same dialog.
    assert dialog.locator("button[data-side='get'][data-more='brick']").count() == 0
    dialog.locator("button[data-side='give'][data-more='ore']").click()
    dialog.locator("button[data-side='get'][data-more='lumber']").click()
    confirm.click()
    dialog.wait_for(state="detached")
    page.wait_for_function("() => !window.__ck.queue && window.__ck.view.hand.lumber === 1")
    assert hand(page) == {"grain": 1, "wool": 1, "brick": 1, "lumber": 1}
    page.wait_for_function("() => document.activeElement !== document.body")
    # The refusal was worded on the page, not thrown to the console.
    no_errors(page)
    page.context.close()
