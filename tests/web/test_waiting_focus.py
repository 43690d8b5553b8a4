"""While another seat plays its Special Build slot, the waiting reader's focus is parked on
no control: it sat on the build bar's first item, greyed (nothing on the bar is the
reader's to have), its focus ring drawn on a 360x740 phone's screen. In English and
Thai."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_five_six import BLUE_SLOT
from .test_table_feel import PHONE, open_seat

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

FOCUSED = """() => { const el = document.activeElement;
  return { body: el === document.body, html: el.outerHTML.slice(0, 100), kind: el.dataset.kind || null,
           off: el.disabled === true || el.getAttribute('aria-disabled') === 'true',
           bar: !!el.closest('.buildbar'), ring: el !== document.body && el.matches(':focus-visible') }; }"""


@pytest.mark.parametrize("lang", ["en", "th"])
def test_no_focus_ring_sits_on_the_build_bar_while_another_seat_builds(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    # Blue's slot (a person nobody plays here); Red, the reader, waits for it.
    game = stored_game(server, serve_data, ["human", "human"] + ["heuristic"] * 4, BLUE_SLOT)
    page = open_seat(browser, game["seats"][0]["link"], lang, PHONE)
    page.locator(".actions .sbp-banner[data-sbp-seat='1']").wait_for()
    page.wait_for_timeout(500)  # focus.js's frame after the drawing
    assert page.locator(".buildbar button.build").count() > 0  # the bar is shown
    got = page.evaluate(FOCUSED)
    assert not got["bar"] and not got["off"] and not got["ring"], got
    page.screenshot(path=screenshots / f"waiting-focus-{lang}-phone.png")
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]
