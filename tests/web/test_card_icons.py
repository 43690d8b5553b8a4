"""The trade dialogs and panels show each card with the icon the log and the hand show it
with: the offer builder, the bank's dialog and an offer to answer (its icons those of the offer's
log line, in the same order)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import (
    MAIN,
    SEATS,
    bot_offer_position,
    discard_position,
    harbor_position,
    no_errors,
    open_game,
)

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

#: Every card a dialog row names: the card of its class and the icon it uses.
ROW_ICONS = """rows => rows.map(row => {
  const chip = row.querySelector('.chip');
  const card = [...chip.classList].find(c => c.startsWith('card-')).slice(5);
  const use = chip.querySelector('svg.ci use');
  return [card, use && use.getAttribute('href'),
          !!(use && document.querySelector(use.getAttribute('href') + '[viewBox]'))];
})"""
#: The cards in the client's order (words.js).
CARDS = ["lumber", "brick", "wool", "grain", "ore", "paper", "cloth", "coin"]
ICONS_IN = "els => els.map(u => u.getAttribute('href'))"


def assert_rows_have_their_icons(dialog: Any, rows_of: str = "tbody tr") -> None:
    rows = dialog.locator(rows_of).evaluate_all(ROW_ICONS)
    assert len(rows) == 8  # five resources and three commodities (C&K)
    for card, href, drawn in rows:
        assert href == f"#ci-{card}" and drawn, (card, href, drawn)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_offer_builder_and_the_bank_show_the_logs_card_icons(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, MAIN)
    page = open_game(browser, game["seats"][0]["link"], lang)
    page.locator(".actions button[data-kind='offer_trade']").click()
    builder = page.locator(".trade-panel")
    builder.wait_for()
    assert_rows_have_their_icons(builder, ".tg-card")
    page.screenshot(path=str(screenshots / f"icons-trade-{lang}.png"))
    no_errors(page)
    page.context.close()

    game = stored_game(server, serve_data, SEATS, harbor_position())
    page = open_game(browser, game["seats"][0]["link"], lang)
    page.locator(".actions button[data-kind='bank_trade']").click()
    bank = page.locator(".dialog.bank")
    bank.wait_for()
    assert_rows_have_their_icons(bank)
    no_errors(page)
    page.context.close()


def test_an_offer_to_answer_shows_the_icons_of_its_log_line(
    server: str, serve_data: Path, browser: Any, screenshots: Path
) -> None:
    game = stored_game(server, serve_data, SEATS, bot_offer_position())
    page = open_game(browser, game["seats"][0]["link"], "en")
    dialog = page.locator(".offer-panel.ctx-trade_answer")
    dialog.wait_for()
    offer = page.evaluate("() => window.__ck.view.offer")
    shown = dialog.locator(".offer .line-icons use").evaluate_all(ICONS_IN)
    logged = page.locator(".log li.ev-trade_offered").last.locator(".line-icons use")
    assert shown == logged.evaluate_all(ICONS_IN)

    # What goes, then what comes, each card once, by its icon.
    def icons(cards: dict[str, int]) -> list[str]:
        return [f"#ci-{c}" for c in CARDS if cards.get(c)]

    assert shown == icons(offer["give"]) + icons(offer["get"])
    assert dialog.locator(".offer .line-icons .arrow").count() == 1
    page.screenshot(path=str(screenshots / "icons-offer-en.png"))
    no_errors(page)
    page.context.close()


@pytest.mark.parametrize("lang", ["ar", "th"])
def test_a_discards_cards_show_their_icons(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    """The discard dialog's cards, held and put on the pile, with the icons the hand shows
    them with (they were words and a count only, the hand beside them in pictures)."""
    game = stored_game(server, serve_data, SEATS, discard_position())
    page = open_game(browser, game["seats"][0]["link"], lang)
    dialog = page.locator(".dialog.several")
    dialog.wait_for()
    dialog.locator(".hand-tiles button.card-ore").click()
    page.screenshot(path=str(screenshots / f"card-icons-discard-{lang}.png"))
    tiles = dialog.locator("button.tile").evaluate_all(
        """els => els.map(el => {
          const card = [...el.classList].find(c => c.startsWith('card-')).slice(5);
          const use = el.querySelector('svg.ci use');
          return [card, use && use.getAttribute('href')];
        })"""
    )
    assert sorted(c for c, _ in tiles) == ["brick", "grain", "ore", "ore", "wool"], tiles
    assert all(href == f"#ci-{card}" for card, href in tiles), tiles
    no_errors(page)
    page.context.close()
