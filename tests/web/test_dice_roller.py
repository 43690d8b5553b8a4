"""Who rolled, beside the dice, as at colonist.io: "Blue rolled 8" in the roller's colour
over the board's corner, "You rolled 8" for the reader's own roll, updated at every roll,
in English on a desktop and in Arabic (right to left) on a 360x740 phone. The dice alone
did not say whose roll they showed. While the reader's own dice tumble the caption says
"You" (in English on a desktop, in Thai on a phone), not the reader's colour. Screenshots go to
test-artifacts/screenshots/dice-who-*.png for people to look at."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import MAIN, SEATS, open_game
from .test_screens import back_to_roll

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

# The caption's words (the catalogs' dice-rolled-by), the reader's own roll and another's,
# and the seats' names, to compare what the page shows with the log's last roll.
WORDS = {
    "en": ("You rolled {n}", "{name} rolled {n}", ["Red", "Blue", "Orange", "Green"]),
    "ar": ("رميت {n}", "رمى {name} {n}", ["الأحمر", "الأزرق", "البرتقالي", "الأخضر"]),
    "th": ("คุณทอยได้ {n}", "{name} ทอยได้ {n}", ["แดง", "น้ำเงิน", "ส้ม", "เขียว"]),
}

# The log's last roll, once the dice show it landed with its caption in the roller's
# colour and the caption's words as expected: {seat, text}; else null.
SHOWN = """([self, other, names]) => {
  const rolls = window.__ck.log.filter((e) => e.code === 'dice_rolled');
  const last = rolls[rolls.length - 1];
  const who = document.querySelector('.board-dice .dice-who');
  if (!last || !who || !document.querySelector('.board-dice .dice.landed')) return null;
  const n = new Intl.NumberFormat(document.documentElement.lang).format(last.total);
  const want = (last.seat === 0 ? self : other).replace('{name}', names[last.seat]).replace('{n}', n);
  const text = who.textContent.replace(/[\\u2068\\u2069]/g, '').trim();
  if (text !== want || !who.closest('.seat-' + last.seat)) return null;
  return { seat: last.seat, text };
}"""


def shown(page: Any, lang: str, timeout_ms: int = 60_000) -> dict[str, Any]:
    found: dict[str, Any] = page.wait_for_function(
        SHOWN, arg=list(WORDS[lang]), timeout=timeout_ms
    ).json_value()
    return found


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone")])
def test_the_dice_say_who_rolled(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, size: str
) -> None:
    # Blue (a bot) to roll; the reader is Red.
    position = copy.deepcopy(MAIN)
    position["phase"] = "pre_roll"
    position["turn_seat"] = 1
    game = stored_game(server, serve_data, SEATS, position, grace_period=86400)
    page = open_game(browser, game["seats"][0]["link"], lang, size)
    # A bot's roll: its name, in its colour.
    theirs = shown(page, lang, 20_000)
    assert theirs["seat"] != 0, theirs
    who = page.locator(".board-dice .dice-who")
    box = who.bounding_box()
    width = page.viewport_size["width"]
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width, box
    # Not over the zoom buttons (a desktop's are beside the dice; a phone's under the board).
    for button in page.locator(".zoom-buttons button").all():
        b = button.bounding_box()
        apart = (
            b["x"] >= box["x"] + box["width"]
            or b["x"] + b["width"] <= box["x"]
            or b["y"] >= box["y"] + box["height"]
            or b["y"] + b["height"] <= box["y"]
        )
        assert apart, (b, box)
    page.screenshot(path=str(screenshots / f"dice-who-{lang}-{size}-bot.png"))
    # The reader's own roll, when the turn comes round: "You rolled".
    back_to_roll(page)
    page.locator(".actions button[data-kind=roll]").click()
    page.wait_for_function(
        "() => window.__ck.log.filter((e) => e.code === 'dice_rolled').pop().seat === 0"
    )
    mine = shown(page, lang)
    assert mine["seat"] == 0, mine
    page.screenshot(path=str(screenshots / f"dice-who-{lang}-{size}-mine.png"))
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


# Every caption the dice show while they tumble, recorded from before the roll is clicked.
RECORD_TUMBLING = """() => {
  window.__tumbling = [];
  const note = () => {
    const who = document.querySelector('.board-dice .dice-who');
    if (who && document.querySelector('.board-dice .dice.rolling')) {
      window.__tumbling.push(who.textContent.replace(/[\\u2068\\u2069]/g, '').trim());
    }
  };
  new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
}"""


@pytest.mark.parametrize(("lang", "size", "you"), [("en", "desktop", "You"), ("th", "phone", "คุณ")])
def test_the_reader_s_own_roll_is_you_while_the_dice_tumble(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, size: str, you: str
) -> None:
    """The caption under the tumbling dice said the reader's colour ("Red") for their own
    roll, then "You rolled 8" once they landed: it says "You" from the start."""
    position = copy.deepcopy(MAIN)
    position["phase"] = "pre_roll"  # the reader (Red) to roll
    game = stored_game(server, serve_data, SEATS, position, grace_period=86400)
    page = open_game(browser, game["seats"][0]["link"], lang, size, motion="no-preference")
    page.evaluate(RECORD_TUMBLING)
    page.locator(".actions button[data-kind=roll]").click()
    page.wait_for_selector(".board-dice .dice.rolling")
    page.screenshot(path=str(screenshots / f"dice-who-{lang}-{size}-tumbling.png"))
    page.wait_for_selector(".board-dice .dice.landed")
    tumbling = set(page.evaluate("() => window.__tumbling"))
    assert tumbling == {you}, tumbling
    assert shown(page, lang)["seat"] == 0
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]
