"""A resync the server refuses (it gives a socket few fresh pictures in a while:
docs/protocol.md, `rate_limited` with `of: "resync"`) is asked again by the page when the
server allows, without a word to the player: no error banner, nothing beside the chat."""

from __future__ import annotations

import json
import re
import time
from typing import Any

import pytest

from .conftest import create_game
from .driver import settled, watch_errors

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_refused_resync_is_asked_again_quietly(server: str, browser: Any, lang: str) -> None:
    created = create_game(server, seats=["human", "heuristic", "heuristic"], expansion="base")
    link = created["seats"][0]["link"]
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    errors = watch_errors(page)
    sent: list[dict[str, Any]] = []
    route: dict[str, Any] = {}

    def through(ws: Any) -> None:
        """The page's socket, passed to the server and back, its messages noted."""
        to_server = ws.connect_to_server()
        route["page"] = ws

        def from_page(message: str | bytes) -> None:
            sent.append(json.loads(message))
            to_server.send(message)

        ws.on_message(from_page)

    page.route_web_socket(re.compile(r"/ws/"), through)
    page.goto(link.replace("#", f"?lang={lang}#"))
    page.wait_for_selector("main.game[data-seat='0']")
    settled(page)
    # The server's refusal of a resync, as a socket past its fresh pictures gets it.
    refusal = {"type": "error", "code": "rate_limited", "params": {"retry_ms": 400, "of": "resync"}}
    route["page"].send(json.dumps(refusal))
    deadline = time.monotonic() + 10
    while not any(m.get("type") == "resync" for m in sent) and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert [m for m in sent if m.get("type") == "resync"], sent
    settled(page)
    assert page.locator(".error[role='alert']").count() == 0
    assert page.evaluate("() => !(window.__ck.chat && window.__ck.chat.refused)")
    assert page.evaluate("() => window.__ck.error") is None
    assert errors == []
    context.close()
