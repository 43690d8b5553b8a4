"""Hiding a sender's chat, as a colonist.io player mutes a rude stranger: the button on
another's chat line hides that seat's lines (or every spectator's) for the reader alone,
for this game, across a reload; the sender and the others still see every line; "Show"
brings them back. The reader's own lines have no such button. English on a desktop,
Arabic on a phone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from .conftest import create_game
from .driver import watch_errors

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

SIZES = {
    "en": {"viewport": {"width": 1100, "height": 850}},
    "ar": {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True},
}
SHOW = {"en": "Show {}", "ar": "إظهار {}"}
BLUE = {"en": "Blue", "ar": "الأزرق"}


def _say(page: Any, text: str) -> None:
    box = page.locator("#chat-input")
    box.fill(text)
    box.press("Enter")


def _lines(page: Any) -> list[str]:
    texts = page.locator(".log li.ev-chat").all_inner_texts()
    return [t.replace("\u2068", "").replace("\u2069", "") for t in texts]


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_reader_hides_a_seats_chat_and_shows_it_again(
    server: str, browser: Any, screenshots: Path, lang: str
) -> None:
    game = create_game(server, seats=["human", "human", "heuristic", "heuristic"],
                       grace_period=300, public=False)  # fmt: skip
    reader = browser.new_context(**SIZES[lang]).new_page()
    blue = browser.new_context(**SIZES["en"]).new_page()
    watcher = browser.new_context(**SIZES["en"]).new_page()
    errors = [*watch_errors(reader), *watch_errors(blue), *watch_errors(watcher)]
    reader.goto(game["seats"][0]["link"].replace("#", f"?lang={lang}#"))
    reader.wait_for_selector("main.game[data-seat='0']", timeout=60000)
    blue.goto(game["seats"][1]["link"])
    blue.wait_for_selector("main.game[data-seat='1']", timeout=60000)
    watcher.goto(game["url"])
    watcher.wait_for_selector("main.game.watching", timeout=60000)
    if lang == "ar":
        reader.locator(".phone-tab[data-tab=log]").click()  # a phone's log is a tab

    _say(reader, "hello all")
    _say(blue, "you are all terrible")
    _say(watcher, "spectating here")
    reader.locator(".log li.ev-chat", has_text="spectating here").wait_for(timeout=10000)
    reader.locator(".log li.ev-chat", has_text="terrible").wait_for(timeout=10000)
    # No button on the reader's own line; one on each other sender's.
    own = reader.locator(".log li.ev-chat", has_text="hello all")
    assert own.locator("button[data-kind=mute-chat]").count() == 0
    line = reader.locator(".log li.ev-chat", has_text="terrible")
    button = line.locator("button[data-kind=mute-chat]")
    assert button.get_attribute("data-sender") == "1"
    assert BLUE[lang] in (button.get_attribute("aria-label") or "")
    box = button.bounding_box()
    assert box and box["width"] >= 24 and box["height"] >= 24, box
    reader.locator(".log").screenshot(path=screenshots / f"chat-hide-button-{lang}.png")
    button.click()
    line.wait_for(state="detached")
    assert [x for x in _lines(reader) if "terrible" in x] == []
    assert any("hello all" in x for x in _lines(reader))
    shown = reader.locator(".chat-hidden button[data-kind=unmute-chat]")
    assert shown.inner_text().replace("\u2068", "").replace("\u2069", "") == SHOW[lang].format(
        BLUE[lang]
    )
    # Blue's next line reaches the others, not the reader; Blue is not told.
    _say(blue, "still terrible")
    watcher.locator(".log li.ev-chat", has_text="still terrible").wait_for(timeout=10000)
    blue.locator(".log li.ev-chat", has_text="still terrible").wait_for(timeout=10000)
    _say(reader, "after the hide")
    blue.locator(".log li.ev-chat", has_text="after the hide").wait_for(timeout=10000)
    assert not any("terrible" in x for x in _lines(reader))
    assert blue.locator(".chat-hidden").count() == 0

    # The spectators hidden too; a reload keeps both hidden (this game, this browser).
    reader.locator(".log li.ev-chat", has_text="spectating here").locator(
        "button[data-kind=mute-chat]"
    ).click()
    reader.locator(".log li.ev-chat", has_text="spectating here").wait_for(state="detached")
    reader.reload()
    reader.wait_for_selector("main.game[data-seat='0']", timeout=60000)
    if lang == "ar":
        reader.locator(".phone-tab[data-tab=log]").click()
    reader.locator(".log li.ev-chat", has_text="after the hide").wait_for(timeout=10000)
    assert not any("terrible" in x or "spectating" in x for x in _lines(reader))
    assert reader.locator(".chat-hidden button[data-kind=unmute-chat]").count() == 2
    reader.locator(".log").screenshot(path=screenshots / f"chat-hidden-{lang}.png")

    # Shown again: every line is back, in its place.
    reader.locator(".chat-hidden button[data-sender='1']").click()
    reader.locator(".log li.ev-chat", has_text="still terrible").wait_for(timeout=10000)
    texts = _lines(reader)
    order = [next(i for i, x in enumerate(texts) if w in x)
             for w in ("hello all", "you are all terrible", "still terrible", "after the hide")]  # fmt: skip
    assert order == sorted(order), texts
    assert reader.locator(".chat-hidden button[data-kind=unmute-chat]").count() == 1
    overflow = reader.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, overflow
    assert not errors, json.dumps(errors)


def test_a_room_member_hides_a_strangers_room_chat(server: str, browser: Any) -> None:
    """The same in a room before its game: the host hides a stranger's lines by their name;
    the host's own lines have no button; kept across a reload; shown again."""
    from .test_rooms import _fetch, _page, _sign_up

    host = _page(browser, server, "en")
    stranger = _page(browser, server, "en")
    errors = [*watch_errors(host), *watch_errors(stranger)]
    _sign_up(host, "Hosta", account=False)
    _sign_up(stranger, "Rudeguy", account=False)
    made = _fetch(host, "POST", "/api/rooms", {"seats": ["open", "open", "heuristic"]})
    assert made["status"] == 201, made
    room = made["body"]["room"]
    for page, words in ((host, "welcome"), (stranger, "boring room")):
        assert _fetch(page, "POST", f"/api/rooms/{room}/chat", {"text": words})["status"] == 200
    host.goto(f"{server}/room/{room}")
    lines = host.locator(".room-chat-lines li")
    lines.filter(has_text="boring room").wait_for(timeout=20000)
    assert lines.filter(has_text="welcome").locator("button[data-kind=mute-chat]").count() == 0
    lines.filter(has_text="boring room").locator("button[data-kind=mute-chat]").click()
    lines.filter(has_text="boring room").wait_for(state="detached")
    assert (
        _fetch(stranger, "POST", f"/api/rooms/{room}/chat", {"text": "still boring"})["status"]
        == 200
    )
    _fetch(host, "POST", f"/api/rooms/{room}/chat", {"text": "after hiding"})
    lines.filter(has_text="after hiding").wait_for(timeout=20000)
    assert lines.filter(has_text="boring").count() == 0
    host.reload()
    lines.filter(has_text="after hiding").wait_for(timeout=20000)
    assert lines.filter(has_text="boring").count() == 0
    show = host.locator(".room-chat .chat-hidden button[data-kind=unmute-chat]")
    assert show.inner_text().replace("\u2068", "").replace("\u2069", "") == "Show Rudeguy"
    show.click()
    lines.filter(has_text="still boring").wait_for(timeout=20000)
    assert lines.filter(has_text="boring room").count() == 1
    # The stranger's page shows everything, their own lines without a button.
    stranger.goto(f"{server}/room/{room}")
    stranger.locator(".room-chat-lines li", has_text="after hiding").wait_for(timeout=20000)
    own = stranger.locator(".room-chat-lines li", has_text="still boring")
    assert own.locator("button[data-kind=mute-chat]").count() == 0
    assert not errors, json.dumps(errors)
