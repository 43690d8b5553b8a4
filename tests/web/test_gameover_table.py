"""The game-over screen's tables as the reader reads them: their own row marked "(you)",
as the players' panel marks it and the log says "You" (the rows named every seat by its
colour alone), on a 1280x800 desktop and a 360x740 phone. Screenshots go to
test-artifacts/screenshots/gameover-you-*.png."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import clean
from .test_screens import MIDGAME, SEATS
from .test_table_feel import DESKTOP, PHONE, open_seat

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

# The four seats' names in each table's rows, the reader (seat 0, the winner) marked.
ROWS = {
    "en": ["Red (you)", "Blue", "Orange", "Green"],
    "ar": ["الأحمر (أنت)", "الأزرق", "البرتقالي", "الأخضر"],
    "th": ["แดง (คุณ)", "น้ำเงิน", "ส้ม", "เขียว"],
}


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone"), ("th", "desktop")])
def test_the_readers_own_row_is_marked_you(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, size: str
) -> None:
    # Seat 0 has 10 points on its own turn: the position loads as won.
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400, vp_to_win=10)
    page = open_seat(
        browser, game["seats"][0]["link"], lang, DESKTOP if size == "desktop" else PHONE
    )
    over = page.locator(".dialog.gameover")
    over.wait_for()
    names = over.locator(".points-table tbody th").all_inner_texts()
    assert [clean(x) for x in names] == ROWS[lang]
    # Every table of the screen, the others' charts shown as tables too.
    charts = over.locator("section.stat h3 button[aria-pressed='false']")
    while charts.count():
        charts.first.click()
    tables = over.locator("section.stat table")
    assert tables.count() == 4  # points, dice, cards, progress cards
    for i in (2, 3):  # the dice's rows are totals, not seats
        rows = tables.nth(i).locator("tbody th").all_inner_texts()
        assert [clean(x) for x in rows] == ROWS[lang], i
    over.screenshot(path=screenshots / f"gameover-you-{lang}-{size}.png")
    errors = [e for e in page.__errors if "409" not in e]  # type: ignore[attr-defined]
    assert errors == [], errors  # the stored game's analysis refused (409): never finished
