"""Addresses typed or kept that lead nowhere: a game, a room or a replay that does not
exist, an address nothing is served at (a screen's id left out, a mistyped path). Each
says so in the reader's language (en, ar, th), with a link back, on a desktop and a phone;
none is a blank page, raw JSON or a script error. The browser's own line for the 404 it
was answered with is the one console error allowed: the address is missing, and says so.
A game's page is the exception: it is served whatever the id, asks nothing that answers
404 (the board's size comes with the socket's welcome) and so logs no error at all for a
game that does not exist, while a game of 3 to 6 seats still gets its own island."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import create_game
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


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("ar", "phone"), ("tr", "desktop")])
def test_a_game_that_does_not_exist_logs_no_error(
    server: str, browser: Any, lang: str, size: str
) -> None:
    context = browser.new_context(**SIZES[size])
    for address in ("/play/nosuchgame#token=abc", "/play/nosuchgame"):
        page = context.new_page()
        errors = watch_errors(page)
        failed: list[str] = []
        page.on("response", lambda r, into=failed: into.append(r.url) if r.status >= 400 else None)
        path, _, fragment = address.partition("#")
        page.goto(f"{server}{path}?lang={lang}" + (f"#{fragment}" if fragment else ""))
        alert = page.locator("main [role='alert']")
        alert.wait_for()
        text = alert.inner_text().replace("\u2068", "").replace("\u2069", "").strip()
        # The reader's own words (Turkish's are ASCII too), not the English left in.
        assert (text == "This game does not exist.") == (lang == "en") and text, text
        page.wait_for_timeout(500)  # anything the page still asks of the server
        assert failed == [], (address, failed)
        assert errors == [], (address, errors)
        page.close()
    context.close()


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_game_that_exists_gets_its_own_island(server: str, browser: Any, players: int) -> None:
    game = create_game(server, seats=["human"] + ["heuristic"] * (players - 1))
    context = browser.new_context(**SIZES["desktop"])
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(game["seats"][0]["link"].replace("#", "?lang=en#"))
    page.wait_for_selector("main.game[data-seat='0'] svg.board .hex")
    assert page.locator("svg.board .hex").count() == (19 if players <= 4 else 30)
    assert page.evaluate("() => window.__ck.view.players") == players
    assert errors == [], errors
    context.close()
