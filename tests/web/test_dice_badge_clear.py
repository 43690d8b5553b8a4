"""The dice badge (the last roll, over the board's top corner) on a 360x740 phone, in
English and in Arabic (right to left): it covered the island's top-right corner, where a
harbor can be, which a player could neither see nor tap. Now no hex, harbor, number
token, piece or target sits under it: its box meets none of theirs. Screenshots go to
test-artifacts/screenshots/dice-badge-*.png for people to look at."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import MAIN, SEATS, open_game

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

# Every drawn thing of the board whose box meets the badge's: [what, its box].
UNDER = """() => {
  const badge = document.querySelector('.board-dice .dice-box');
  const b = badge.getBoundingClientRect();
  const hits = [];
  const things = '.board .hex, .board .harbor, .board .token, .board .piece, .board .road, '
    + '.board .knight, .board .robber, .board .merchant, .board [data-target]';
  for (const el of document.querySelectorAll(things)) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const apart = r.left >= b.right || r.right <= b.left || r.top >= b.bottom || r.bottom <= b.top;
    if (!apart) hits.push([el.getAttribute('class') || el.tagName, [r.left, r.top, r.right, r.bottom]]);
  }
  return { badge: [b.left, b.top, b.right, b.bottom], hits };
}"""


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_nothing_of_the_board_under_the_dice_on_a_phone(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    # Blue (a bot) rolls: the dice and who rolled them show over the board.
    position = copy.deepcopy(MAIN)
    position["phase"] = "pre_roll"
    position["turn_seat"] = 1
    game = stored_game(server, serve_data, SEATS, position, grace_period=86400)
    page = open_game(browser, game["seats"][0]["link"], lang, "phone")
    page.wait_for_selector(".board-dice .dice.landed .dice-total", timeout=30_000)
    page.wait_for_selector(".board-dice .dice-who")
    page.screenshot(path=str(screenshots / f"dice-badge-{lang}-phone.png"))
    found = page.evaluate(UNDER)
    assert found["hits"] == [], found
    # Readable: the dice at their phone size, all of the badge on the screen.
    die = page.locator(".board-dice .die").first.bounding_box()
    assert die is not None and die["width"] >= 28, die
    left, _, right, _ = found["badge"]
    assert left >= 0 and right <= 360, found["badge"]
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]
