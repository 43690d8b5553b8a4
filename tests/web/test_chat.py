"""Chat in the web client: a line typed by one seat reaches the other seat's page and a
spectator's; the input is labelled, holds at most 200 characters, and the server's
refusals (too long, too many lines at once) are worded beside it. One seat plays on the
phone layout."""

from __future__ import annotations

import re
import secrets
from typing import Any

import pytest

from .conftest import create_game
from .driver import watch_errors

# Whole games through a real server and browser: timing varies on 2 shared cores.
pytestmark = [pytest.mark.timeout(120), pytest.mark.flaky(reruns=2)]

LABEL = "Chat message to the table"


def _shown(text: str) -> re.Pattern[str]:
    """The text as the page shows it: Fluent puts bidi isolation marks (U+2068, U+2069)
    around each placeholder, anywhere between the words."""
    return re.compile("[\u2068\u2069]*".join(re.escape(c) for c in text))


def _log_has(page: Any, text: str) -> None:
    page.locator(".log li.ev-chat", has_text=text).wait_for(timeout=10000)


def _say(page: Any, text: str) -> None:
    box = page.get_by_label(LABEL)
    box.fill(text)
    box.press("Enter")


def test_chat_reaches_the_other_seat_and_the_spectator(server: str, browser: Any) -> None:
    # Two humans and two bots that wait for them: nothing moves while they talk (the
    # grace period is longer than the test).
    game = create_game(
        server,
        seats=["human", "human", "heuristic", "heuristic"],
        grace_period=300,
        public=False,
    )
    desk = browser.new_context(viewport={"width": 1100, "height": 850}).new_page()
    phone = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True
    ).new_page()
    watcher = browser.new_context(viewport={"width": 1100, "height": 850}).new_page()
    errors = [*watch_errors(desk), *watch_errors(phone), *watch_errors(watcher)]
    pages = []
    for seat, page in ((0, desk), (1, phone)):
        page.goto(game["seats"][seat]["link"])
        page.wait_for_selector(f"main.game[data-seat='{seat}']", timeout=60000)
        pages.append(page)
    watcher.goto(game["url"])
    watcher.wait_for_selector("main.game.watching", timeout=60000)
    phone.locator(".phone-tab[data-tab=log]").click()  # a phone's log is a tab of its own

    # Seat 0 types a line (R and E are the roll and end-turn keys: typing them must not
    # act), every page shows it under seat 0's name.
    before = desk.evaluate("() => window.__ck.version")
    _say(desk, "Ready? Everyone rolls")
    for page in (desk, phone, watcher):
        _log_has(page, "Ready? Everyone rolls")
    # Placeholders are bidi-isolated (U+2068 ... U+2069); the words are what is read.
    line = watcher.locator(".log li.ev-chat").first.inner_text()
    line = line.replace("\u2068", "").replace("\u2069", "")
    assert line.endswith(": Ready? Everyone rolls") and "Spectator" not in line
    assert desk.evaluate("() => window.__ck.version") == before
    assert desk.get_by_label(LABEL).input_value() == ""

    # On the phone, the other seat answers with the on-screen button.
    box = phone.get_by_label(LABEL)
    box.scroll_into_view_if_needed()
    right = box.evaluate("el => el.getBoundingClientRect().right")
    assert right <= 360 and phone.evaluate(
        "() => document.documentElement.scrollWidth <= document.documentElement.clientWidth"
    )
    box.fill("yes, go")
    phone.locator(".chat button[data-kind=chat-send]").click()
    for page in (desk, watcher):
        _log_has(page, "yes, go")

    # The spectator talks too, named as a spectator.
    _say(watcher, "good luck both")
    desk.locator(".log li.ev-chat", has_text=_shown("Spectator: good luck both")).wait_for()
    _log_has(phone, "good luck both")

    # The input holds at most 200 characters; a longer line (sent around the input) is
    # refused by the server and worded, and comes back into the input.
    desk.get_by_label(LABEL).fill("x" * 250)
    assert len(desk.get_by_label(LABEL).input_value()) == 200
    desk.get_by_label(LABEL).fill("")
    desk.evaluate("() => window.__chat('y'.repeat(201))")
    desk.locator(
        ".chat-status", has_text=_shown("Not sent: 201 characters, at most 200.")
    ).wait_for()
    assert desk.get_by_label(LABEL).input_value() == "y" * 201
    assert desk.locator(".error[role=alert]").count() == 0  # not a game error

    # An empty line is not sent. Lines sent in a row meet the server's rate limit (5 lines
    # in 10 s, refilled as time passes): the refused line is worded beside the input, kept
    # in it to send again, and reaches nobody.
    _say(desk, "   ")
    desk.locator(".chat-status", has_text="Type a message first.").wait_for()
    refused = None
    for i in range(1, 13):
        _say(desk, f"line {i}")
        desk.wait_for_function(
            "() => window.__ck.chat && window.__ck.chat.pending === null", timeout=10000
        )
        if desk.locator(".chat-status.refused").count():
            refused = i
            break
    assert refused is not None and refused >= 5, refused
    desk.locator(".chat-status", has_text="too many messages at once; try again in").wait_for()
    assert desk.get_by_label(LABEL).input_value() == f"line {refused}"
    _log_has(phone, f"line {refused - 1}")
    assert phone.locator(".log li.ev-chat", has_text=f"line {refused}").count() == 0
    for page in (desk, phone, watcher):
        assert page.evaluate("() => window.__missingMessages()") == []
        page.context.close()
    assert errors == []


@pytest.mark.parametrize(("lang", "empty"), [("en", "Empty message."), ("ar", "رسالة فارغة.")])
def test_an_empty_room_chat_line_is_refused_without_a_request(
    server: str, browser: Any, lang: str, empty: str
) -> None:
    """Send in a room's chat with nothing (or only spaces) typed: the server's words for
    an empty line, as the table's chat does, without a request the server refuses (400)
    and the browser logs as an error."""
    from .test_rooms import _sign_up

    page = browser.new_context(viewport={"width": 360, "height": 740}).new_page()
    errors = watch_errors(page)
    sent: list[str] = []
    page.on("request", lambda r: sent.append(r.url) if r.url.endswith("/chat") else None)
    page.goto(f"{server}/?lang={lang}")
    _sign_up(page, f"Chat{secrets.token_hex(2)}", account=False)
    page.locator("form.create button[type=submit]").click()
    page.locator("main.room[data-status='open']").wait_for(timeout=20000)
    for typed in ("", "   "):
        page.locator("#room-chat-input").fill(typed)
        page.locator("button[data-kind='room-chat-send']").click()
        page.get_by_role("alert").filter(has_text=empty).wait_for(timeout=20000)
    page.wait_for_timeout(300)  # time for a request to go, if one went
    assert sent == [] and errors == []
    # A line with words goes, and the refusal's words go with it.
    page.locator("#room-chat-input").fill("hello")
    page.locator("button[data-kind='room-chat-send']").click()
    page.locator(".room-chat-lines li").filter(has_text="hello").wait_for(timeout=20000)
    assert page.get_by_role("alert").count() == 0
    assert errors == []
