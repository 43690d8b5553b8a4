"""An address no route serves, asked by a browser (Accept names text/html), is answered
with the web client's page, still 404: the client says in the reader's language that
nothing is there and links back to the lobby (it was the API's JSON, raw). An API
client's request, and any path under /api/, keep the JSON refusal."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from .helpers import ServerThread

BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    db = tmp_path_factory.mktemp("missing") / "games.sqlite3"
    with ServerThread(str(db)) as running:
        yield running


@pytest.mark.parametrize("path", ["/nonsense", "/play/", "/room", "/replay/abc", "/a/b/c"])
def test_a_browser_is_given_the_client_still_404(server: ServerThread, path: str) -> None:
    answer = httpx.get(server.base + path, headers={"accept": BROWSER_ACCEPT}, timeout=10)
    assert answer.status_code == 404
    assert answer.headers["content-type"].startswith("text/html")
    assert 'id="app"' in answer.text
    assert "content-security-policy" in answer.headers


@pytest.mark.parametrize("path", ["/nonsense", "/api/no/such/thing"])
def test_an_api_client_keeps_the_json(server: ServerThread, path: str) -> None:
    answer = httpx.get(server.base + path, timeout=10)
    assert answer.status_code == 404
    assert answer.json() == {"code": "no_such_route", "params": {"path": path}}


def test_an_api_path_keeps_the_json_for_a_browser_too(server: ServerThread) -> None:
    answer = httpx.get(server.base + "/api/no/such", headers={"accept": BROWSER_ACCEPT}, timeout=10)
    assert answer.status_code == 404
    assert answer.json()["code"] == "no_such_route"
