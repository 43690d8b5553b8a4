"""A dialog's moves survive a dropped connection, in English and Arabic: the reader asks
for two brick in one bank dialog (two trades, sent one after the other) just as the
socket drops. No move is sent into the closed socket; once the page has reconnected both
trades are taken, and the dialog closes only then. And a move the socket swallows as it
drops (sent, never received) is sent again after the reconnect, not skipped."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from .conftest import stored_game
from .test_controls import LANGS, SEATS, harbor_position, no_errors, open_game
from .test_refused_midway import ask_for_two_brick, hand

pytestmark = [pytest.mark.timeout(240), pytest.mark.flaky(reruns=2)]


def both_trades_taken(page: Any, dialog: Any, before: dict[str, int], version: int) -> None:
    """The dialog closes once both trades are taken, each once: two versions on, and
    2 grain and 4 ore turned into 2 brick."""
    dialog.wait_for(state="detached", timeout=30_000)
    page.wait_for_function("() => !window.__ck.queue && !window.__ck.sent")
    assert page.evaluate("() => window.__ck.version") == version + 2
    after = hand(page)
    expected = {**before, "grain": before["grain"] - 2, "ore": before["ore"] - 4}
    expected["brick"] = before.get("brick", 0) + 2
    assert after == {c: n for c, n in expected.items() if n}, (before, after)
    no_errors(page)
    page.context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_a_dialogs_moves_wait_for_the_connection_and_none_is_lost(
    server: str, serve_data: Path, browser: Any, screenshots: Path, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, harbor_position())
    page = open_game(browser, game["seats"][0]["link"], lang)
    before = hand(page)
    assert before["grain"] >= 2 and before["ore"] >= 4, before
    dialog = ask_for_two_brick(page)
    version = page.evaluate("() => window.__ck.version")
    # The socket drops, and in the same moment the reader confirms.
    page.evaluate(
        """() => {
            window.__dropConnection();
            document.querySelector(".dialog.bank button[data-kind='confirm-bank']").click();
        }"""
    )
    # Nothing was counted as sent into the closed socket.
    assert page.evaluate("() => window.__ck.queue && window.__ck.queue.done") == 0
    page.wait_for_function("() => window.__ck.connection === 'lost'")
    assert dialog.is_visible()
    page.screenshot(path=str(screenshots / f"dialog-offline-{lang}.png"))
    # Reconnected: both trades are taken, then the dialog closes.
    both_trades_taken(page, dialog, before, version)


@pytest.mark.parametrize("lang", LANGS)
def test_a_move_lost_as_the_socket_drops_is_sent_again_not_skipped(
    server: str, serve_data: Path, browser: Any, lang: str
) -> None:
    game = stored_game(server, serve_data, SEATS, harbor_position())
    page = open_game(browser, game["seats"][0]["link"], lang)
    before = hand(page)
    dialog = ask_for_two_brick(page)
    version = page.evaluate("() => window.__ck.version")
    # The first move goes into a socket that drops before the server reads it.
    page.evaluate(
        """() => {
            const send = WebSocket.prototype.send;
            WebSocket.prototype.send = function (data) {
                if (!window.__swallowed && JSON.parse(data).type === "act") {
                    window.__swallowed = JSON.parse(data).action;
                    WebSocket.prototype.send = send;
                    this.close();
                    return;
                }
                return send.call(this, data);
            };
        }"""
    )
    dialog.locator("button[data-kind='confirm-bank']").click()
    page.wait_for_function("() => window.__swallowed")
    # Reconnected at the same version: the swallowed trade is sent again, then the other.
    both_trades_taken(page, dialog, before, version)
