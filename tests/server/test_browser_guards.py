"""Browser protections (issue 22, item 6): every HTTP answer carries a CSP, nosniff,
frame and referrer headers; a page of another origin cannot open a game's websocket."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from cityknights.server.app import WEB_DIR
from cityknights.server.headers import inline_script_hashes
from cityknights.server.origin import OriginGuard

from .helpers import ServerThread, create_game

ALLOWED = "https://play.example.org"
#: Origins that are no URL at all: Python's URL parser raises on them (brackets of an
#: IPv6 address left open, or around nothing).
NOT_URLS = ["http://[", "http://[::1", "https://]x[", "http://a]b", "https://[]"]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerThread]:
    db = tmp_path_factory.mktemp("guards") / "games.sqlite3"
    with ServerThread(str(db), allowed_origins=[ALLOWED + "/"]) as running:
        yield running


@pytest.fixture(scope="module")
def game(server: ServerThread) -> str:
    return str(create_game(server.base, seats=["human", "random", "random"])["game"])


@pytest.mark.parametrize(
    "path", ["/", "/play/nope", "/js/app.js", "/style.css", "/api/games", "/api/games/nope"]
)
def test_every_answer_carries_the_browser_protections(server: ServerThread, path: str) -> None:
    headers = httpx.get(server.base + path).headers
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["x-frame-options"] == "DENY"
    assert headers["referrer-policy"] == "no-referrer"
    policy = dict(
        ([*d.split(" ", 1), ""])[:2] for d in headers["content-security-policy"].split("; ")
    )
    assert policy["frame-ancestors"] == "'none'"
    assert policy["default-src"] == "'self'" and policy["object-src"] == "'none'"
    assert "'unsafe-inline'" not in headers["content-security-policy"]
    assert "'unsafe-eval'" not in headers["content-security-policy"]


def test_the_policy_allows_the_pages_own_import_map_only() -> None:
    """The one inline script of the client's page (its import map) is allowed by its hash."""
    page = (WEB_DIR / "index.html").read_text()
    inline = re.findall(r"<script type=\"importmap\">(.*?)</script>", page, re.S)
    assert len(inline) == 1 and json.loads(inline[0])["imports"]
    assert len(inline_script_hashes(WEB_DIR / "index.html")) == 1


def test_an_oversized_or_refused_body_answer_has_the_headers_too(server: ServerThread) -> None:
    response = httpx.post(f"{server.base}/api/games", content=b"{nope")
    assert response.status_code == 400 and response.headers["x-frame-options"] == "DENY"


def _socket(server: ServerThread, game: str, origin: str | None) -> dict[str, object]:
    """Open the game's socket as a page of `origin` would (None: not a browser) and say
    hello; the server's first answer, or how it closed the socket."""
    url = server.base.replace("http://", "ws://") + f"/ws/{game}"
    headers = {} if origin is None else {"Origin": origin}
    with connect(url, additional_headers=headers, open_timeout=10) as ws:
        try:
            ws.send(json.dumps({"type": "hello", "protocol": 1}))
            return dict(json.loads(ws.recv(10)))
        except ConnectionClosed as closed:
            assert closed.rcvd is not None
            return {"closed": closed.rcvd.code, "reason": closed.rcvd.reason}


@pytest.mark.parametrize(
    "origin", ["http://evil.example", "https://127.0.0.1.evil.example", "null", "garbage",
               "https://play.example.org.evil.example", *NOT_URLS],
)  # fmt: skip
def test_a_page_of_another_origin_cannot_open_a_game_socket(
    server: ServerThread, game: str, origin: str
) -> None:
    answer = _socket(server, game, origin)
    assert answer == {"closed": 1008, "reason": f"origin not allowed: {origin}"}


@pytest.mark.parametrize("origin", NOT_URLS)
def test_a_request_from_an_origin_that_is_no_url_is_refused_by_name(
    server: ServerThread, origin: str
) -> None:
    """It was a 500 and a traceback (the URL parser's ValueError), before any body was read."""
    before = httpx.get(f"{server.base}/api/games").json()
    refused = httpx.post(
        f"{server.base}/api/games", json={"seats": ["random"] * 3}, headers={"Origin": origin}
    )
    assert refused.status_code == 403, refused.text
    assert refused.json() == {"code": "origin_refused", "params": {"origin": origin}}
    assert httpx.get(f"{server.base}/api/games").json() == before


@given(
    scheme=st.sampled_from(["http://", "https://", "//", "", "ws://"]),
    rest=st.text(alphabet="[]:@/%.#?abc019 \u00e9", max_size=20),
    host=st.sampled_from(["127.0.0.1:8000", "", "[", "[::1]:80"]),
)
def test_any_origin_header_is_let_in_or_refused_never_a_fault(
    scheme: str, rest: str, host: str
) -> None:
    guard = OriginGuard(app=None, allowed=[ALLOWED])  # type: ignore[arg-type]
    assert guard.allows(scheme + rest, host) in (True, False)


def test_the_servers_own_pages_allowed_origins_and_non_browsers_may(
    server: ServerThread, game: str
) -> None:
    own = f"http://127.0.0.1:{server.port}"
    for origin in (own, ALLOWED, None):
        answer = _socket(server, game, origin)
        assert answer["type"] == "welcome", (origin, answer)


@pytest.mark.parametrize(
    ("origin", "said"),
    [("play.example.org", "is not an origin"), ("https://play.example.org/game", "no path")],
)
def test_serve_refuses_an_allowed_origin_that_is_not_one(origin: str, said: str) -> None:
    from click.testing import CliRunner

    from cityknights.cli import main

    result = CliRunner().invoke(main, ["serve", "--allowed-origin", origin])
    assert result.exit_code == 2 and said in result.output and "--allowed-origin" in result.output
