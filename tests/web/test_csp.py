"""The client's own pages pass the server's Content-Security-Policy (issue 22, item 6): in
chromium, the lobby, a game against three bots and a finished game's screen load and run
with no policy violation and no console error, and every document is served with the
policy and the framing, sniffing and referrer headers."""

from __future__ import annotations

import time
import urllib.request
from typing import Any

import pytest

from .conftest import create_game
from .driver import settled, watch_errors
from .test_analysis_board import but_busy

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]

#: Records every violation the page reports (as an event, before any console message).
VIOLATIONS = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) =>
  window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
"""


def _checked_page(browser: Any) -> tuple[Any, list[str], list[Any]]:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.add_init_script(VIOLATIONS)
    errors = watch_errors(page)
    documents: list[Any] = []
    page.on("response", lambda r: documents.append(r) if r.request.resource_type == "document"
            else None)  # fmt: skip
    return page, errors, documents


def _protected(response: Any) -> None:
    headers = response.headers
    assert "frame-ancestors 'none'" in headers["content-security-policy"], response.url
    assert headers["x-frame-options"] == "DENY"
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "no-referrer"


def test_the_client_runs_under_its_policy(server: str, browser: Any) -> None:
    page, errors, documents = _checked_page(browser)
    page.goto(server + "/")
    page.get_by_role("button", name="Play against 3 bots").wait_for()
    # The quick game: its human's page connects (the websocket under connect-src 'self').
    page.get_by_role("button", name="Play against 3 bots").click()
    page.wait_for_selector("main.game[data-seat]")  # a seat drawn at random
    settled(page)
    page.wait_for_selector("svg.board")
    assert page.evaluate("() => window.__csp") == []
    # A finished game's screen (its charts set inline widths through the CSSOM).
    game = create_game(server, seats=["random"] * 3, expansion="ck", max_turns=12)["game"]
    deadline = time.monotonic() + 120
    while b'"finished"' not in urllib.request.urlopen(f"{server}/api/games/{game}").read():
        assert time.monotonic() < deadline, "the bot game did not finish"
        time.sleep(0.2)
    page.goto(f"{server}/play/{game}")
    page.wait_for_function(
        "() => window.__ck && window.__ck.view && window.__ck.view.winner !== undefined"
    )
    page.wait_for_timeout(500)  # the game-over screen's charts drawn
    assert page.evaluate("() => window.__csp") == []
    # Its replay, and the rules page.
    page.goto(f"{server}/?replay={game}")
    page.wait_for_selector("svg.board")
    page.wait_for_timeout(500)
    assert page.evaluate("() => window.__csp") == []
    page.goto(f"{server}/?rules=1")
    page.wait_for_selector("h1, h2")
    page.wait_for_timeout(500)
    assert page.evaluate("() => window.__csp") == []
    assert but_busy(errors) == []  # the replay's analysis may be refused as busy (a 503)
    assert len(documents) >= 5
    for response in documents:
        _protected(response)
