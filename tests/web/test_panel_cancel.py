"""The trade panels' Cancel is named by its data-kind ("cancel"), as the action bar's
Cancel and every other button of the panels are: tests/web/driver.py tells a player's
clicks by data-kind (and keeps a random player from cancelling), and focus.js finds the
action bar's buttons by it. The offer builder's and the bank dialog's Cancel had none.
On a 1280x800 desktop in English and a 360x740 phone in Arabic."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import SEATS, clean, harbor_position, no_errors, open_game
from .test_counter_offer import SEATS as TWO_PEOPLE
from .test_counter_offer import counter_position

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

CANCEL = {"en": "Cancel", "ar": "إلغاء"}

# The data-kind of every button at the foot of the panel or dialog ("" for none).
FOOT_KINDS = "(el) => [...el.querySelectorAll('.buttons button')].map((b) => b.dataset.kind || '')"


def open_at(browser: Any, link: str, lang: str, size: str) -> Any:
    page = open_game(browser, link, lang, size)
    if size == "desktop":
        page.set_viewport_size({"width": 1280, "height": 800})
    return page


def cancel_by_its_kind(page: Any, opener: str, panel_css: str, lang: str) -> None:
    """Open the panel by the action bar's `opener`, check every button at its foot names
    its kind and Cancel is found by data-kind="cancel" in the reader's words, and cancel."""
    page.locator(f".actions button[data-kind='{opener}']").click()
    panel = page.locator(panel_css)
    panel.wait_for()
    assert "" not in panel.evaluate(FOOT_KINDS), panel.evaluate(FOOT_KINDS)
    cancel = panel.locator("button[data-kind='cancel']")
    assert clean(cancel.inner_text()) == CANCEL[lang]
    cancel.click()
    panel.wait_for(state="detached")


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone")])
def test_the_trade_panels_cancel_has_its_data_kind(
    server: str, serve_data: Path, browser: Any, lang: str, size: str
) -> None:
    game = stored_game(server, serve_data, TWO_PEOPLE, counter_position())
    page = open_at(browser, game["seats"][0]["link"], lang, size)
    cancel_by_its_kind(page, "offer_trade", ".trade-panel", lang)
    page.wait_for_function("() => document.activeElement.dataset.kind === 'offer_trade'")
    no_errors(page)
    page.context.close()


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone")])
def test_the_bank_dialogs_cancel_has_its_data_kind(
    server: str, serve_data: Path, browser: Any, lang: str, size: str
) -> None:
    game = stored_game(server, serve_data, SEATS, harbor_position())
    page = open_at(browser, game["seats"][0]["link"], lang, size)
    cancel_by_its_kind(page, "bank_trade", ".dialog.bank", lang)
    no_errors(page)
    page.context.close()
