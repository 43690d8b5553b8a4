"""A card's name reads on one line where the trades list the cards: Turkish's coin,
"Madeni para" (the game's own word, kept), broke in two beside its icon over the offer
builder's last column at a 1280x800 desktop, and in the builder's and the bank's rows on
a 360x740 phone, its row or column taller than the others'. Now the desktop builder puts
every name under its icon when one would break, and the phone's rows close up to leave
the name its room, nothing scrolling sideways. Turkish and Afrikaans (the longest names),
English and Arabic beside them. Screenshots go to
test-artifacts/screenshots/card-names-*.png."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import SEATS, no_errors, open_game
from .test_screens import MIDGAME

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

# The card chips of `sel` whose name takes more than one line, or runs out of its chip:
# [name, lines, chip's width, name's width]; and whether the box scrolls sideways.
BROKEN = """(sel) => {
  const box = document.querySelector(sel);
  const out = [];
  for (const chip of box.querySelectorAll('.chip')) {
    const walk = document.createTreeWalker(chip, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let lines = new Set();
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (!n.data.trim()) continue;
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) lines.add(Math.round(r.top));
    }
    const text = chip.textContent.trim();
    const name = range.getBoundingClientRect();
    const c = chip.getBoundingClientRect();
    const inside = name.left >= c.left - 1 && name.right <= c.right + 1;
    if (lines.size > 1 || !inside) out.push([text, lines.size, Math.round(c.width), Math.round(name.width)]);
  }
  const sideways = [box, box.closest('.dialog, .trade-panel')].some((el) => el && el.scrollWidth > el.clientWidth + 1);
  return { broken: out, sideways, chips: box.querySelectorAll('.chip').length };
}"""


def one_line(page: Any, sel: str, where: str) -> None:
    got = page.evaluate(BROKEN, sel)
    assert got["chips"] == 8, (where, got)
    assert got["broken"] == [] and not got["sideways"], (where, got)


@pytest.mark.parametrize(
    ("lang", "size"),
    [("tr", "desktop"), ("tr", "phone"), ("af", "phone"), ("en", "desktop"), ("ar", "phone")],
)
def test_card_names_read_on_one_line_in_the_trades(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, size: str
) -> None:
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_game(browser, game["seats"][0]["link"], lang, size)
    if size == "desktop":
        page.set_viewport_size({"width": 1280, "height": 800})
    page.locator(".actions button[data-kind='offer_trade']").click()
    page.locator(".trade-panel .trade-grid").wait_for()
    page.wait_for_timeout(300)
    page.screenshot(path=str(screenshots / f"card-names-offer-{lang}-{size}.png"))
    one_line(page, ".trade-panel .trade-grid", "offer builder")
    if size == "desktop":  # Send and Cancel still beside the cards
        assert "buttons-under" not in (page.locator(".trade-panel").get_attribute("class") or "")
    page.locator(".trade-panel button[data-kind='cancel']").click()
    page.locator(".actions button[data-kind='bank_trade']").click()
    page.locator(".dialog .bank-table").wait_for()
    page.wait_for_timeout(300)
    page.screenshot(path=str(screenshots / f"card-names-bank-{lang}-{size}.png"))
    one_line(page, ".dialog .bank-table", "bank")
    no_errors(page)
