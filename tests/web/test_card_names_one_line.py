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
      // The count held, a badge on the chip's corner (the offer builder), is not the name.
      if (!n.data.trim() || n.parentElement.closest('.chip-held')) continue;
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


# The offer builder's badges of the cards held: each card's count as the hand has it,
# [card, badge's text, held]; and the badges astray: out of the panel, drawn over a
# button (Send's words hid under a "2" on a phone, scrolled under it), or under anything
# but the panel's own buttons (those are held at its foot over the scrolled cards).
HELD = """() => {
  const hand = window.__ck.view.hand || {};
  const panel = document.querySelector('.trade-panel').getBoundingClientRect();
  const out = { counts: [], astray: [] };
  for (const card of document.querySelectorAll('.trade-grid .tg-card')) {
    const badge = card.querySelector('.chip-held');
    const c = card.dataset.card;
    out.counts.push([c, badge.textContent, String(hand[c] || 0)]);
    const r = badge.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const under = (b) => { const o = b.getBoundingClientRect();
      return o.left < r.right && r.left < o.right && o.top < r.bottom && r.top < o.bottom; };
    const buttons = [...document.querySelectorAll('.trade-panel .buttons button')];
    if (r.left < panel.left || r.right > panel.right || r.top < panel.top)
      out.astray.push([c, 'out', Math.round(r.left), Math.round(r.top)]);
    else if (at === badge && buttons.some(under)) out.astray.push([c, 'over a button']);
    else if (at !== badge && !buttons.includes(at && at.closest('button')))
      out.astray.push([c, 'under', at && at.outerHTML.slice(0, 60)]);
  }
  return out;
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
    # Each card's chip says how many of it the reader holds (on a phone the builder covers
    # the hand), on its corner, over nothing else.
    held = page.evaluate(HELD)
    assert len(held["counts"]) == 8 and all(b == h for _, b, h in held["counts"]), held
    assert held["astray"] == [], held
    if size == "desktop":  # Send and Cancel still beside the cards
        assert "buttons-under" not in (page.locator(".trade-panel").get_attribute("class") or "")
    page.locator(".trade-panel button[data-kind='cancel']").click()
    page.locator(".actions button[data-kind='bank_trade']").click()
    page.locator(".dialog .bank-table").wait_for()
    page.wait_for_timeout(300)
    page.screenshot(path=str(screenshots / f"card-names-bank-{lang}-{size}.png"))
    one_line(page, ".dialog .bank-table", "bank")
    no_errors(page)
