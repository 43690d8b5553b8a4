"""Addresses typed or kept that lead nowhere: a game, a room or a replay that does not
exist, an address nothing is served at (a screen's id left out, a mistyped path). Each
says so in the reader's language (en, ar, th), with a link back, on a desktop and a phone;
none is a blank page, raw JSON or a script error. The browser's own line for the 404 it
was answered with is the one console error allowed: the address is missing, and says so."""

from __future__ import annotations

from typing import Any

import pytest

from .driver import watch_errors

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

SIZES: dict[str, dict[str, Any]] = {
    "desktop": {"viewport": {"width": 1280, "height": 800}},
    "phone": {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True},
}
LOBBY = {"en": ("Lobby", "Back to the lobby"), "ar": ("الردهة",), "th": ("ล็อบบี้",)}
# (address, its words in each language, where its link goes)
ADDRESSES = [
    ("/play/nosuchgame#token=abc", {"en": "This game does not exist."}, "/"),
    ("/room/nosuchroom", {"en": "No such room."}, "/"),
    ("/?replay=nosuchgame", {"en": "No such game."}, "/"),
    ("/nowhere/at/all", {"en": "Nothing is served at /nowhere/at/all."}, "/"),
    ("/play/", {"en": "Nothing is served at /play/."}, "/"),
]
NOT_FOUND = "Failed to load resource: the server responded with a status of 404 (Not Found)"


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone"), ("th", "desktop")])
def test_an_address_that_leads_nowhere_says_so_with_a_way_back(
    server: str, browser: Any, lang: str, size: str
) -> None:
    context = browser.new_context(**SIZES[size])
    for address, words, back in ADDRESSES:
        page = context.new_page()
        errors = watch_errors(page)
        path, _, fragment = address.partition("#")
        sep = "&" if "?" in path else "?"
        page.goto(f"{server}{path}{sep}lang={lang}" + (f"#{fragment}" if fragment else ""))
        alert = page.locator("main [role='alert']")
        alert.wait_for()
        text = alert.inner_text().replace("\u2068", "").replace("\u2069", "").strip()
        assert text, address
        if lang in words:
            assert text == words[lang], (address, text)
        else:  # the language's own words, not the English left in
            assert text != words["en"] and not text.isascii(), (address, text)
        link = page.locator(f"main a[href='{back}']")
        assert any(w in link.inner_text() for w in LOBBY[lang]), address
        assert page.locator("body").inner_text().lstrip()[:1] != "{", address  # no raw JSON
        assert [e for e in errors if NOT_FOUND not in e] == [], (address, errors)
        link.click()
        page.wait_for_url(f"{server}/")
        page.close()
    context.close()
