"""The documents a bot's author reads, served as plain text at GET /docs/{name} (the
lobby's "Your bots" panel links the bot guide there; it showed the path docs/bot-api.md
as words). Only those: another document, a path out of docs/, is 404 no_such_route."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from .helpers import ServerThread

DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    db = tmp_path_factory.mktemp("docs") / "games.sqlite3"
    with ServerThread(str(db)) as running:
        yield running


@pytest.mark.parametrize("name", ["bot-api.md", "protocol.md"])
def test_the_bot_guide_and_the_protocol_are_served_as_text(server: ServerThread, name: str) -> None:
    answer = httpx.get(f"{server.base}/docs/{name}", timeout=10)
    assert answer.status_code == 200
    assert answer.headers["content-type"] == "text/plain; charset=utf-8"
    assert answer.headers["x-content-type-options"] == "nosniff"
    assert answer.text == (DOCS / name).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "path",
    ["/docs/deploy.md", "/docs/rl", "/docs/..%2Fpyproject.toml", "/docs/", "/docs/BOT-API.md"],
)
def test_nothing_else_is(server: ServerThread, path: str) -> None:
    answer = httpx.get(server.base + path, timeout=10)
    assert answer.status_code == 404, answer.text[:200]
    assert answer.json()["code"] == "no_such_route"
