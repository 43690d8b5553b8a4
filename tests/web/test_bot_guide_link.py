"""The "Your bots" panel's hint links the bot guide, which the server serves (GET
/docs/bot-api.md, to a browser as a page rendered from its Markdown, the Markdown itself a
link away): it showed the words "docs/bot-api.md", a path in a checkout
nobody playing at the server has. The hint and the link's words in the reader's language,
on a 1280x800 desktop in English and a 360x740 phone in Arabic and Thai. Screenshots go to
test-artifacts/screenshots/bot-guide-*.png."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

import pytest

from .driver import watch_errors
from .test_controls import clean
from .test_rooms import _sign_up
from .test_table_feel import DESKTOP, PHONE

pytestmark = [pytest.mark.timeout(120), pytest.mark.flaky(reruns=2)]

DOCS = Path(__file__).resolve().parents[2] / "docs"
# The link's words, from the catalogs.
GUIDE = {
    "en": "The guide to writing a bot",
    "ar": "دليل كتابة الروبوت (بالإنجليزية)",
    "th": "คู่มือการเขียนบอท (ภาษาอังกฤษ)",
}


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone"), ("th", "phone")])
def test_the_bot_hint_links_the_guide_the_server_serves(
    server: str, browser: Any, screenshots: Path, lang: str, size: str
) -> None:
    page = browser.new_context(**(DESKTOP if size == "desktop" else PHONE)).new_page()
    errors = watch_errors(page)
    page.goto(f"{server}/?lang={lang}")
    _sign_up(page, f"owner{secrets.token_hex(3)}", account=True)
    panel = page.locator("section.my-bots")
    panel.wait_for()
    hint = panel.locator("p.hint")
    assert "docs/" not in hint.inner_text()
    link = hint.locator("a[href]")
    assert clean(link.inner_text()) == GUIDE[lang]
    link.scroll_into_view_if_needed()
    panel.screenshot(path=screenshots / f"bot-guide-{lang}-{size}.png")
    assert errors == []
    link.click()
    page.wait_for_url("**/docs/bot-api.md")
    guide = (DOCS / "bot-api.md").read_text(encoding="utf-8")
    # The guide as a page to read (it was its raw Markdown): its title a heading, styled
    # by docs.css under the server's CSP (a refused style is a console error), its text no
    # wider than the screen; the Markdown itself a link away.
    title = guide.splitlines()[0].removeprefix("# ")
    page.locator("main.doc h1").wait_for()
    assert page.locator("main.doc h1").inner_text() == title
    assert (
        page.evaluate("() => getComputedStyle(document.querySelector('main.doc')).maxWidth")
        != "none"
    )
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth + 1")
    page.screenshot(path=screenshots / f"bot-guide-page-{lang}-{size}.png")
    assert errors == []
    page.get_by_role("link", name="Markdown source").click()
    page.wait_for_url("**/docs/bot-api.md?raw")
    assert page.locator("body").inner_text().strip() == guide.strip()
    page.context.close()
