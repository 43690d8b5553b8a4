"""What a room's game will be, said before anyone enters, as colonist.io's room list says
it: the lobby's list of rooms gives each room's game, points to win, and each setting not
the default (map, turn timer, friendly robber, hidden bank, the karma asked); the room's
own heading says the same. English on a desktop, Arabic and Hindi on a phone. The lists of
games say under each one's name which game it is (English, Thai)."""

from __future__ import annotations

import json
import secrets
from pathlib import Path
from typing import Any

import pytest

from .driver import watch_errors
from .test_rooms import ISOLATES, WAIT, _fetch, _page, _sign_up

pytestmark = [pytest.mark.timeout(300), pytest.mark.flaky(reruns=2)]

# The terms of the room made below, in each language (the i18n files' own words).
TERMS = {
    "en": ["Base game", "10 points to win", "Map: Beginner", "Turn timer: 90 s",
           "Friendly robber", "Bank cards hidden", "karma at least 50%"],
    "ar": ["اللعبة الأساسية", "10 نقطة للفوز", "الخريطة: للمبتدئين", "مؤقت الدور: 90 ث",
           "سارق ودود", "بطاقات البنك مخفية", "الكارما 50% على الأقل"],
    "hi": ["मूल खेल", "जीतने के लिए 10 अंक", "नक्शा: शुरुआती", "बारी का टाइमर: 90 सेकंड",
           "दोस्ताना डाकू", "बैंक के कार्ड छिपे हैं", "कर्म कम से कम 50%"],
}  # fmt: skip
PLAIN = {
    "en": ["Cities & Knights", "13 points to win"],
    "ar": ["المدن والفرسان", "13 نقطة للفوز"],
    "hi": ["शहर और शूरवीर", "जीतने के लिए 13 अंक"],
}
SETTINGS = {"expansion": "base", "vp_to_win": 10, "board": "beginner", "turn_timer": 90,
            "friendly_robber": True, "hide_bank": True, "min_karma": 50}  # fmt: skip


def _words(locator: Any) -> list[str]:
    spans = locator.locator(":scope > span").all_inner_texts()
    return [s.translate(ISOLATES).strip() for s in spans]


@pytest.mark.parametrize(
    ("lang", "size"), [("en", (1280, 900)), ("ar", (360, 740)), ("hi", (360, 740))]
)
def test_the_lobby_says_what_each_rooms_game_will_be(
    server: str, browser: Any, screenshots: Path, lang: str, size: tuple[int, int]
) -> None:
    host = _page(browser, server, lang, size)
    errors = watch_errors(host)
    _sign_up(host, f"Host{secrets.token_hex(2)}", account=False)
    name = f"Terms {secrets.token_hex(2)}"
    made = _fetch(host, "POST", "/api/rooms", {"seats": ["open", "open", "heuristic"],
                                               "settings": {**SETTINGS, "name": name}})  # fmt: skip
    assert made["status"] == 201, made
    plain = _fetch(host, "POST", "/api/rooms", {"seats": ["open", "open", "open", "heuristic"]})
    assert plain["status"] == 201, plain
    listed = _fetch(host, "GET", "/api/rooms")["body"]
    mine = next(r for r in listed if r["room"] == made["body"]["room"])
    assert mine["settings"]["board"] == "beginner" and mine["settings"]["hide_bank"] is True

    host.goto(f"{server}/?lang={lang}")
    row = host.locator(f".room-row[data-room='{made['body']['room']}']")
    row.wait_for(timeout=WAIT)
    assert _words(row.locator(".room-terms")) == TERMS[lang]
    # A room of the defaults says its game and its points only.
    other = host.locator(f".room-row[data-room='{plain['body']['room']}']")
    assert _words(other.locator(".room-terms")) == PLAIN[lang]
    overflow = host.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, overflow
    row.scroll_into_view_if_needed()
    host.screenshot(path=screenshots / f"room-terms-lobby-{lang}.png")

    # The room's heading: its status, then the same terms.
    host.goto(f"{server}/room/{made['body']['room']}?lang={lang}")
    head = host.locator(".room-head p")
    head.wait_for(timeout=WAIT)
    assert _words(head) == TERMS[lang]
    assert not errors, json.dumps(errors)


@pytest.mark.parametrize("lang", ["en", "th"])
def test_a_listed_game_says_which_game_it_is(server: str, browser: Any, lang: str) -> None:
    """The lobby's lists of games (waiting, being played, finished) say under each game's
    name whether it is Cities & Knights or the base game, and its points to win (the
    other terms, when set, as a room's: tests/web/test_game_box.py)."""
    page = _page(browser, server, lang, (360, 740))
    errors = watch_errors(page)
    made = {
        expansion: _fetch(page, "POST", "/api/games", {"seats": ["open", "heuristic", "heuristic"],
                                                       "expansion": expansion})["body"]["game"]
        for expansion in ("ck", "base")
    }  # fmt: skip
    page.goto(f"{server}/?lang={lang}")
    words = {"en": {"ck": "Cities & Knights · 13 points to win", "base": "Base game · 10 points to win"},
             "th": {"ck": "เมืองและอัศวิน · 13 แต้มเพื่อชนะ", "base": "เกมพื้นฐาน · 10 แต้มเพื่อชนะ"}}[lang]  # fmt: skip
    for expansion, game in made.items():
        row = page.locator(f"li.game-row[data-game='{game}']")
        row.wait_for(timeout=WAIT)
        shown = row.locator(".game-terms").inner_text().translate(ISOLATES).strip()
        assert shown == words[expansion], shown
    assert page.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
    assert not errors, json.dumps(errors)


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 900)), ("tr", (360, 740))])
def test_a_rooms_links_copy_with_one_press(
    server: str, browser: Any, screenshots: Path, lang: str, size: tuple[int, int]
) -> None:
    """The room's link (for its open seats) and an invited seat's link each have a Copy
    button, as colonist.io's "Copy link": the clipboard then holds the link, and the button
    says so for a moment. On a phone, selecting a long field's text by hand is fiddly."""
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    host = context.new_page()
    errors = watch_errors(host)
    host.goto(f"{server}/?lang={lang}")
    _sign_up(host, f"Host{secrets.token_hex(2)}", account=False)
    made = _fetch(host, "POST", "/api/rooms", {"seats": ["open", "invited", "open", "heuristic"]})
    assert made["status"] == 201, made
    room = made["body"]["room"]
    host.goto(f"{server}/room/{room}?lang={lang}")
    share = host.locator("label.room-link")
    share.locator("input").wait_for(timeout=WAIT)
    url = share.locator("input").input_value()
    assert url.endswith(f"/room/{room}")
    share.locator("button[data-kind=copy]").click()
    share.locator(".copy-done:not(:empty)").wait_for(timeout=WAIT)
    assert host.evaluate("navigator.clipboard.readText()") == url
    # The invited seat's link, its own button.
    seat = host.locator(".room-seat").nth(1)
    invite = seat.locator("input.invite").input_value()
    assert "#invite=" in invite
    seat.locator("button[data-kind=copy]").click()
    host.wait_for_function("(v) => navigator.clipboard.readText().then((t) => t === v)", arg=invite)
    # "Copied" goes after a moment.
    share.locator(".copy-done:empty").wait_for(state="attached", timeout=WAIT)
    for button in host.locator("button[data-kind=copy]").all():
        box = button.bounding_box()
        assert box and box["height"] >= 24 and box["x"] + box["width"] <= size[0], box
    assert host.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
    host.screenshot(path=screenshots / f"room-copy-{lang}.png", full_page=True)
    assert not errors, json.dumps(errors)
