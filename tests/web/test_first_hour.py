"""A new player's first hour, as the pages lead them: arriving by an invitation link before
choosing a name, signing in and out where they stand, and the keyboard's focus through it.
Each test is a fault found walking these flows in a browser, in more than one language."""

from __future__ import annotations

import secrets
from typing import Any

import pytest

from .driver import watch_errors
from .test_rooms import _fetch, _page, _sign_up

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

WAIT = 60000


@pytest.mark.parametrize(
    ("lang", "size", "ready"),
    [
        ("af", (360, 740), "Gereed"),
        ("tr", (1280, 800), "Hazırım"),  # noqa: RUF001
        ("en", (1280, 800), "Ready"),
    ],
)
def test_an_invited_player_who_signs_in_on_the_room_page_takes_the_seat_and_can_ready(
    server: str, browser: Any, lang: str, size: tuple[int, int], ready: str
) -> None:
    """The invitation opened before choosing a name: Take says to sign in first; signed in
    as a guest there, Take seats them and Ready is offered (and stays). The room page's
    long poll, asked before signing in, was answered after the Take with the view of
    nobody in particular: the seat showed their name but no seat was theirs, no Ready, no
    Leave, until someone else changed the room. Logging out there takes Ready away again
    (it stayed, and pressing it was refused)."""
    host = _page(browser, server, "en")
    _sign_up(host, f"Host{secrets.token_hex(3)}", account=False)
    made = _fetch(host, "POST", "/api/rooms", {
        "seats": ["open", "invited", "heuristic"], "settings": {"expansion": "ck"},
    })  # fmt: skip
    assert made["status"] == 201, made
    room = made["body"]
    link = next(s["invite"] for s in room["seats"] if s.get("invite"))
    guest = browser.new_context(viewport={"width": size[0], "height": size[1]}).new_page()
    errors = watch_errors(guest)
    guest.goto(link.replace("#", f"?lang={lang}#"))
    take = guest.locator("li.room-seat[data-seat='1'] button[data-kind='take']")
    take.click()  # not signed in: refused, with the way to sign in
    guest.locator(".room .error[role=alert]").wait_for(timeout=WAIT)
    # The room's long poll now waits for a change, asked by nobody in particular.
    guest.wait_for_timeout(500)
    _sign_up(guest, f"Gast{secrets.token_hex(3)}", account=False)
    take.click()
    button = guest.get_by_role("button", name=ready, exact=True)
    button.wait_for(timeout=WAIT)
    guest.wait_for_timeout(1500)  # the poll asked before signing in has come back by now
    assert guest.locator("main.room[data-seated]").count() == 1
    assert button.is_visible()
    button.click()
    guest.locator("li.room-seat[data-seat='1'] .badge.ready").wait_for(timeout=WAIT)
    # Logging out: the seat is no longer this page's to ready or leave.
    guest.locator("button[data-kind='logout']").click()
    guest.locator("input[name='player-name']").wait_for(timeout=WAIT)
    guest.locator("main.room:not([data-seated])").wait_for(timeout=10000)
    assert guest.locator("button[data-kind='ready'], button[data-kind='leave']").count() == 0
    # The one console line is the browser's own for the refused Take (401).
    assert [e for e in errors if "401" not in e] == [], errors
