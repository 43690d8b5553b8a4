"""The browser tab's title says when a decision is the reader's, as colonist.io's does:
"● Your decision · Cities & Knights" while it is, the plain title once it is made and the
table waits for others; a spectator's tab never says it. English and Arabic."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import MAIN, SEATS
from .test_table_feel import open_seat

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

DESKTOP = {"viewport": {"width": 1280, "height": 800}}
# Fluent's bidi isolates around each placeable draw nothing: the title without them.
ISOLATES = {0x2068: None, 0x2069: None}
TITLES = {
    "en": ("● Your decision · Cities & Knights", "Cities & Knights"),
    "ar": ("● قرارك · المدن والفرسان", "المدن والفرسان"),
}
# Every title the page has had, in order (the title element's text, as the tab shows it).
WATCH_TITLES = """() => {
  window.__titles = [document.title];
  new MutationObserver(() => window.__titles.push(document.title))
    .observe(document.querySelector("title"), { childList: true, characterData: true, subtree: true });
}"""


def _plain(title: str) -> str:
    return title.translate(ISOLATES)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_tab_says_when_the_decision_is_yours(
    server: str, serve_data: Path, browser: Any, lang: str
) -> None:
    yours, plain = TITLES[lang]
    game = stored_game(server, serve_data, SEATS, MAIN, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], lang, DESKTOP)
    page.wait_for_function(
        "(t) => document.title.replace(/[\\u2068\\u2069]/g, '') === t", arg=yours
    )
    page.evaluate(WATCH_TITLES)
    # The turn ended: the bots play theirs (the title plain), and the next turn's roll is
    # the reader's again (said again).
    page.keyboard.press("e")
    page.wait_for_function(
        """([yours, plain]) => {
          const seen = window.__titles.map((t) => t.replace(/[\\u2068\\u2069]/g, ""));
          const i = seen.indexOf(plain);
          return i >= 0 && seen.indexOf(yours, i) > i;
        }""",
        arg=[yours, plain],
        timeout=60000,
    )
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]

    # A spectator of the same game: nothing is theirs to decide.
    watcher = browser.new_context(**DESKTOP).new_page()
    watcher.goto(f"{server}/play/{game['game']}?lang={lang}")
    watcher.wait_for_selector("main.game.watching")
    watcher.wait_for_timeout(500)
    assert _plain(watcher.title()) == plain


def test_the_tab_has_the_sites_icon(server: str, browser: Any) -> None:
    """The tab's icon is the site's own (a field tile with a city), served as SVG: the page
    had an empty one, so every tab of the site looked like a blank page's."""
    page = browser.new_context(**DESKTOP).new_page()
    page.goto(f"{server}/?lang=en")
    href = page.locator("link[rel='icon']").get_attribute("href")
    assert href == "/favicon.svg"
    answer = page.request.get(f"{server}{href}")
    assert answer.status == 200
    assert answer.headers["content-type"].startswith("image/svg+xml")
    assert b"<svg" in answer.body()
    # Drawn by the browser as an image, at a tab's size.
    drawn = page.evaluate(
        """async (href) => {
          const img = new Image(16, 16);
          img.src = href;
          await img.decode();
          return [img.naturalWidth, img.naturalHeight];
        }""",
        href,
    )
    assert drawn[0] > 0 and drawn[1] > 0
