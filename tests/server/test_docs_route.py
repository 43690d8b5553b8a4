"""The documents a bot's author reads, served at GET /docs/{name}: as plain text, and to a
browser as an HTML page (the lobby's "Your bots" panel links the bot guide there; it showed
the path docs/bot-api.md as words). Only those: another document, a path out of docs/, is
404 no_such_route."""

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


BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


@pytest.mark.parametrize("name", ["bot-api.md", "protocol.md"])
def test_a_browser_is_given_the_document_as_a_page(server: ServerThread, name: str) -> None:
    """A browser's request (Accept names text/html) is answered with the Markdown rendered
    as HTML (a browser showed the raw Markdown, its tables as rows of pipes), under the
    server's CSP: no inline style or script, the client's docs.css its stylesheet; raw HTML
    in the Markdown is escaped. A link to the raw file is on the page."""
    answer = httpx.get(f"{server.base}/docs/{name}", headers={"accept": BROWSER_ACCEPT}, timeout=10)
    assert answer.status_code == 200
    assert answer.headers["content-type"] == "text/html; charset=utf-8"
    assert "accept" in answer.headers["vary"].lower()
    assert "script-src 'self'" in answer.headers["content-security-policy"]
    page = answer.text
    first = (DOCS / name).read_text(encoding="utf-8").splitlines()[0].removeprefix("# ")
    assert f">{first}</h1>" in page
    assert '<link rel="stylesheet" href="/docs.css">' in page
    assert "<script" not in page and "<style" not in page and " style=" not in page
    assert f'href="{name}?raw"' in page
    if name == "bot-api.md":  # the guide's "see docs/protocol.md" a link to its page
        assert '<a href="protocol.md">docs/protocol.md</a>' in page
    if name == "protocol.md":
        assert "<table>" in page
        # a document this server does not serve is named, not linked to a 404
        assert 'href="records.md"' not in page and 'title="docs/records.md"' in page
    css = httpx.get(f"{server.base}/docs.css", timeout=10)
    assert css.status_code == 200 and css.headers["content-type"].startswith("text/css")


@pytest.mark.parametrize("query", ["?raw", "?raw=1"])
def test_raw_gives_a_browser_the_markdown(server: ServerThread, query: str) -> None:
    answer = httpx.get(
        f"{server.base}/docs/bot-api.md{query}", headers={"accept": BROWSER_ACCEPT}, timeout=10
    )
    assert answer.status_code == 200
    assert answer.headers["content-type"] == "text/plain; charset=utf-8"
    assert answer.text == (DOCS / "bot-api.md").read_text(encoding="utf-8")
