"""The network gone and back, and a seat open in two windows.

Offline (the browser's own offline switch, which leaves an open socket open): the page
says at once that it is reconnecting; a move clicked meanwhile is refused in words, never
sent; back online the page reconnects by itself, the refusal goes, and the move is made
once. A seat opened in a second window: the first says so for good, offers no move (its
buttons would send nowhere), and takes the seat back with "Play in this window"; a
spectator's page beside the player's is untouched by either."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .driver import note_moves, settled, watch_errors
from .test_controls import MAIN, SEATS

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

LOST = {
    "en": "Connection lost. Reconnecting…",
    "ar": "انقطع الاتصال. جارٍ إعادة الاتصال…",
    "th": "การเชื่อมต่อขาด กำลังเชื่อมต่อใหม่…",
}
REPLACED = {
    "en": ("This seat was opened in another window.", "Play in this window"),
    "ar": ("فُتح هذا المقعد في نافذة أخرى.", "العب في هذه النافذة"),
    "hi": ("यह सीट किसी दूसरी विंडो में खोली गई।", "इस विंडो में खेलें"),
}
SIZES: dict[str, dict[str, Any]] = {
    "desktop": {"viewport": {"width": 1280, "height": 800}},
    "phone": {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True},
}


def opened(context: Any, url: str, lang: str, acts: list[Any] | None = None) -> Any:
    """A page of `context` at `url` in `lang`; the moves it sends go into `acts`."""
    page = context.new_page()
    page.__errors = watch_errors(page)  # type: ignore[attr-defined]
    if acts is not None:
        note_moves(page, acts)
    sep = "&" if "?" in url else "?"
    page.goto(url.replace("#", f"{sep}lang={lang}#") if "#" in url else f"{url}{sep}lang={lang}")
    page.wait_for_selector("main.game")
    settled(page)
    return page


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone"), ("th", "desktop")])
def test_offline_the_page_says_so_refuses_a_move_and_comes_back(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str, size: str
) -> None:
    game = stored_game(server, serve_data, SEATS, MAIN)
    context = browser.new_context(**SIZES[size])
    acts: list[Any] = []
    page = opened(context, game["seats"][0]["link"], lang, acts)
    version = page.evaluate("() => window.__ck.version")
    context.set_offline(True)
    status = page.locator(".error[role='status']")
    status.wait_for(timeout=5_000)  # at once, not when the socket times out
    assert status.inner_text().strip() == LOST[lang]
    page.locator(".actions button[data-kind='end_turn']").click()
    refusal = page.locator(".error[role='alert']")
    refusal.wait_for(timeout=5_000)
    assert page.evaluate("() => window.__ck.error.code") == "network"
    page.screenshot(path=str(screenshots / f"offline-{lang}-{size}.png"))
    page.wait_for_timeout(1000)
    assert acts == []
    context.set_offline(False)
    page.wait_for_function("() => window.__ck.connection === 'open'", timeout=15_000)
    settled(page)
    # Back at the same turn: nothing was taken meanwhile, and no word of it is left.
    assert page.evaluate("() => window.__ck.version") == version
    assert page.evaluate("() => window.__ck.error") is None
    assert status.count() == 0 and refusal.count() == 0
    page.locator(".actions button[data-kind='end_turn']").click()
    page.wait_for_function(f"() => window.__ck.version > {version}")
    page.wait_for_timeout(500)
    assert [a["kind"] for a in acts] == ["end_turn"]
    assert page.__errors == [], page.__errors
    context.close()


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone"), ("hi", "desktop")])
def test_a_seat_in_two_windows_and_a_spectator_beside(
    server: str, serve_data: Path, browser: Any, lang: str, size: str
) -> None:
    game = stored_game(server, serve_data, SEATS, MAIN)
    link = game["seats"][0]["link"]
    context = browser.new_context(**SIZES[size])
    first = opened(context, link, lang)
    watcher = opened(context, game["url"], lang)
    assert watcher.evaluate("() => window.__ck.view.seat") is None
    second = opened(context, link, lang)
    notice = first.locator(".error.closed[role='alert']")
    notice.wait_for()
    words, here = REPLACED[lang]
    assert words in notice.inner_text()
    # The first window offers nothing to click: its moves would go nowhere.
    assert first.locator(".actions button[data-kind], .buildbar button[data-kind]").count() == 0
    assert first.evaluate("() => window.__ck.legal.length") == 0
    assert first.locator(".error[role='alert']").count() == 1  # the notice, once
    assert second.locator(".actions button[data-kind='end_turn']").count() == 1
    # Taken back in the first window: the second is told so, and the first plays.
    play_here = notice.locator("button[data-kind='play-here']")
    assert play_here.inner_text().strip() == here
    play_here.click()
    first.wait_for_selector("main.game[data-seat='0']")
    settled(first)
    second.locator(".error.closed[role='alert']").wait_for()
    assert second.locator(".actions button[data-kind]").count() == 0
    first.locator(".actions button[data-kind='end_turn']").click()
    first.wait_for_function("() => window.__ck.version > 0")
    # The spectator saw the move, still watching, offered nothing.
    watcher.wait_for_function("() => window.__ck.version > 0")
    assert watcher.evaluate("() => window.__ck.view.seat") is None
    assert watcher.locator(".actions button[data-kind]").count() == 0
    assert watcher.locator(".error").count() == 0
    for page in (first, second, watcher):
        assert page.__errors == [], page.__errors
    context.close()
