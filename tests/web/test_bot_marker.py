"""An outside bot's seat (docs/bot-api.md) is marked in the players' panel and in the
lobby's row of its game, with the bot account's name."""

from __future__ import annotations

import json
import secrets
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from cityknights.cli import main

from .conftest import create_game
from .driver import watch_errors

# A real server and browser: timing varies on 2 shared cores.
pytestmark = [pytest.mark.timeout(120), pytest.mark.flaky(reruns=2)]


def _plain(text: str) -> str:
    """Text of the page without the marks Fluent isolates each placeholder with."""
    return text.replace("\u2068", "").replace("\u2069", "")


def test_an_outside_bot_is_marked_with_its_name(
    server: str, serve_data: Path, browser: Any
) -> None:
    name = f"robo-{secrets.token_hex(3)}"
    made = CliRunner().invoke(main, ["bot-token", "create", name, "--data-dir", str(serve_data)])
    assert made.exit_code == 0, made.stderr
    game = create_game(
        server, seats=["human", "open", "heuristic"], expansion="base", grace_period=300
    )
    request = urllib.request.Request(
        f"{server}/api/games/{game['game']}/join",
        method="POST",
        headers={"Authorization": f"Bearer {made.stdout.strip()}"},
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        assert json.load(answer)["seat"] == 1
    page = browser.new_context(viewport={"width": 1100, "height": 850}).new_page()
    errors = watch_errors(page)
    page.goto(game["seats"][0]["link"])
    page.wait_for_selector("main.game[data-seat='0']", timeout=60000)
    badge = page.locator(".players li[data-seat='1'] .badge.bot-account")
    badge.wait_for(timeout=10000)
    assert _plain(badge.inner_text()) == f"Bot {name}"
    assert name in _plain(badge.get_attribute("title") or "")
    assert page.locator(".players li[data-seat='0'] .badge.bot-account").count() == 0
    page.goto(server + "/")
    row = page.locator(f"li.game-row[data-game='{game['game']}'] .badge.bot-account")
    row.wait_for(timeout=10000)
    assert _plain(row.inner_text()) == f"Bot {name}"
    assert not errors
