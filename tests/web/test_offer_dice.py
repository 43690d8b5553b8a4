"""On a 360x740 phone a bot's trade offer and the dice are both in sight and in use: the
offer's panel at the screen's foot (and the hand's strip over it) covered the dice and
who rolled them, wholly in Arabic, whose panel is taller. The board now gives up what the
screen lacks, the dice's row above the foot, scrolled or not; the offer's buttons still
answer; once the turn comes round the roll is at hand, and the reader's own dice are in
sight over the turn's buttons (three rows of them in English hid them too). In English,
Arabic (right to left), Thai and Hindi. Screenshots go to
test-artifacts/screenshots/offer-dice-*.png."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import SEATS, bot_offer_position, no_errors, open_game
from .test_screens import back_to_roll

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

# The dice's badge (the dice and who rolled them) and what is held at the screen's foot:
# each box as [left, top, right, bottom], and the badge's overlaps with the others.
MEASURE = """() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const badge = box(document.querySelector('.board-dice .dice-box'));
  const meets = (b) => Math.min(b[2], badge[2]) - Math.max(b[0], badge[0]) > 0.5
    && Math.min(b[3], badge[3]) - Math.max(b[1], badge[1]) > 0.5;
  const others = {};
  for (const [name, sel] of [['panel', '.table-area > .actions'], ['strip', '.table-area > .hand-strip'],
                             ['zoom', '.zoom-buttons'], ['tabs', '.phone-tabs']]) {
    const el = document.querySelector(sel);
    if (el && el.getClientRects().length && meets(box(el))) others[name] = box(el);
  }
  return { badge, covered: others, height: innerHeight, width: innerWidth };
}"""


def dice_in_sight(page: Any, where: str) -> None:
    got = page.evaluate(MEASURE)
    left, top, right, bottom = got["badge"]
    assert got["covered"] == {}, (where, got)
    assert left >= 0 and right <= got["width"] and top >= 0 and bottom <= got["height"], (
        where,
        got,
    )


@pytest.mark.parametrize("lang", ["en", "ar", "th", "hi"])
def test_a_bots_offer_leaves_the_dice_in_sight_on_a_phone(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    # Blue (a bot) rolls, then offers the reader wool for grain.
    position = bot_offer_position()
    position["phase"] = "pre_roll"
    game = stored_game(server, serve_data, SEATS, position, grace_period=86400)
    page = open_game(browser, game["seats"][0]["link"], lang, "phone")
    panel = page.locator(".offer-panel.ctx-trade_answer")
    panel.wait_for()
    page.wait_for_selector(".board-dice .dice.landed .dice-total")
    page.wait_for_selector(".board-dice .dice-who")
    page.wait_for_timeout(500)  # the panel's entrance over
    page.screenshot(path=str(screenshots / f"offer-dice-{lang}.png"))
    dice_in_sight(page, "top")
    page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
    page.wait_for_timeout(200)
    page.screenshot(path=str(screenshots / f"offer-dice-{lang}-scrolled.png"))
    dice_in_sight(page, "scrolled")
    # The offer is answered from its panel, and the reader's roll comes round at hand.
    panel.locator("button[data-kind='reject_trade']").click()
    back_to_roll(page)
    roll = page.locator(".actions button[data-kind=roll]")
    roll.scroll_into_view_if_needed()
    assert roll.is_visible()
    dice_in_sight(page, "to roll")
    roll.click()
    page.wait_for_function("() => !document.querySelector('.actions button[data-kind=roll]')")
    # The reader's own roll, its turn's buttons at the foot (three rows in English): the
    # dice and "You rolled" in sight over them.
    page.wait_for_selector(".board-dice .dice.landed .dice-total")
    page.wait_for_timeout(300)
    page.evaluate("() => window.scrollTo(0, 0)")
    page.screenshot(path=str(screenshots / f"offer-dice-{lang}-own-turn.png"))
    dice_in_sight(page, "own turn")
    no_errors(page)
