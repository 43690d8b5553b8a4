"""At 1280x800 the offer builder (trade.js) leaves the board a size to read and click: the
builder's Send and Cancel sit beside its cards, not on a row of their own under them, and
why Send is off is said on the title's line. With them on a fourth row the panel was some
210 px high and the board, which gives up what the panel adds to the action bar, shrank to
234 px in Arabic (its numbers barely legible) while the reader composed an offer. The
builder stays whole on the screen, every control in it at least 24 px, Send and Cancel
each on the same side of the cards in Arabic (right to left) and English, in the order of
the reading. Screenshots go to test-artifacts/screenshots/trade-builder-board-*.png."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import no_errors
from .test_counter_offer import SEATS, counter_position
from .test_trade_panel_fit import at_1280x800, whole_on_the_screen

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

#: The least height of the board (its svg) with the builder open: it was 234 px in Arabic.
BOARD_MIN = 280

MEASURE = """() => {
  const box = (sel) => document.querySelector(sel).getBoundingClientRect();
  const panel = box('.trade-panel');
  const grid = box('.trade-panel .trade-grid');
  const send = box('.trade-panel button[data-kind=send-offer]');
  const cancel = box('.trade-panel button[data-kind=cancel]');
  const small = [...document.querySelectorAll('.trade-panel button')]
    .map((b) => b.getBoundingClientRect())
    .filter((r) => r.width < 24 || r.height < 24).length;
  return { board: box('svg.board').height, panel: panel.height, grid: [grid.left, grid.right, grid.bottom],
           send: [send.left, send.right, send.top], cancel: [cancel.left, cancel.right, cancel.top], small };
}"""


@pytest.mark.parametrize("lang", ["ar", "en", "th"])
def test_the_offer_builder_leaves_the_board_readable_at_1280x800(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, counter_position())
    page = at_1280x800(browser, game["seats"][0]["link"], lang, 0)
    page.locator(".actions button[data-kind='offer_trade']").click()
    whole_on_the_screen(page, ".trade-panel", screenshots, f"builder-board-{lang}")
    builder = page.locator(".trade-panel")
    builder.locator("button[data-side='give'][data-more='wool']").click()
    builder.locator("button[data-side='get'][data-more='wool']").click()  # Send off: said why
    page.wait_for_timeout(400)  # the board's size follows the panel's
    page.screenshot(path=str(screenshots / f"trade-builder-board-{lang}.png"))
    got = page.evaluate(MEASURE)
    assert got["board"] >= BOARD_MIN, got
    assert got["small"] == 0, got
    assert builder.locator(".trade-why").inner_text().strip(), "why Send is off"
    # Send and Cancel beside the cards (not under them), at their end of the line: the
    # left in Arabic, the right in English; Send first in the reading order.
    send_l, send_r, send_top = got["send"]
    cancel_l, cancel_r, _ = got["cancel"]
    grid_l, grid_r, grid_bottom = got["grid"]
    assert send_top < grid_bottom, got
    if lang == "ar":
        assert send_r <= grid_l and cancel_r <= grid_l, got
    else:
        assert send_l >= grid_r and cancel_l >= grid_r, got
    whole_on_the_screen(page, ".trade-panel", screenshots, f"builder-board-{lang}-why")
    no_errors(page)
