"""The robber moved to a hex with two players beside it: the dialog that follows asks whom
to rob, in those words. Under its title "Move the robber" (the robber already moved) it
said only "Choose a player", what the choice was for unsaid. In English, Arabic and Thai.
Screenshots go to test-artifacts/screenshots/robber-victim-*.png."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import MAIN, SEATS, clean, no_errors, open_game

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

ASKED = {
    "en": "Choose a player to rob.",
    "ar": "اختر لاعبًا لتسرق منه.",
    "th": "เลือกผู้เล่นที่จะปล้น",
}


def robber_position() -> dict[str, Any]:
    """Seat 0 rolled a 7 (no discards) and moves the robber; the others hold cards."""
    position = copy.deepcopy(MAIN)
    position["attacks"] = 1  # the robber awake
    position["players"][3]["hand"] = {"grain": 2, "wool": 1}
    position["pending"] = [{"kind": "robber", "seat": 0}]
    return position


# A hex whose move names two victims or more (the page's legal actions).
TWO_VICTIMS = """() => {
  const by = {};
  for (const a of window.__ck.legal) {
    if (a.kind !== 'move_robber') continue;
    (by[a.hex] = by[a.hex] || new Set()).add(a.victim);
  }
  return Number(Object.keys(by).find((h) => by[h].size >= 2));
}"""


@pytest.mark.parametrize("lang", ["en", "ar", "th"])
def test_the_robbers_victim_is_asked_for_as_such(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, robber_position())
    page = open_game(browser, game["seats"][0]["link"], lang)
    hex_id = page.evaluate(TWO_VICTIMS)
    assert hex_id == hex_id, "no hex with two victims in the position"  # not NaN
    page.locator(f"[data-target='hex:{hex_id}']").click()
    dialog = page.locator(".dialog")
    dialog.wait_for()
    page.screenshot(path=str(screenshots / f"robber-victim-{lang}.png"))
    assert clean(dialog.locator("p").first.inner_text()).strip() == ASKED[lang]
    assert dialog.locator("button.option").count() >= 2
    dialog.locator("button.option").first.click()
    page.wait_for_function("() => window.__ck.view.context !== 'robber' && !window.__ck.sent")
    no_errors(page)
    page.context.close()
