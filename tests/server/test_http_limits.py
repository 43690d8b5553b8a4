"""HTTP requests are bounded in size and time (issue 22, item 4): raw sockets against a
real `cityknights serve` whose request timeout is 1 s. A client that sends its headers or
its body too slowly is answered 408 and cut off; headers over 16 KiB get 431."""

from __future__ import annotations

import contextlib
import json
import socket
import time
from collections.abc import Iterator

import httpx
import pytest

from cityknights.server.http_limits import MALFORMED

from .helpers import ServerProcess

#: How long a test waits for the server to cut a client off: far over the 1 s limit, so
#: that a slow machine does not fail it; on a server without limits it never happens.
PATIENCE = 30.0


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    data = tmp_path_factory.mktemp("serve")
    running = ServerProcess("--data-dir", str(data), "--request-timeout", "1").start()
    try:
        yield running
    finally:
        running.stop()


def _connect(server: ServerProcess) -> socket.socket:
    return socket.create_connection(("127.0.0.1", server.port), timeout=PATIENCE)


def _until_closed(sock: socket.socket, trickle: bytes = b"", every: float = 0.2) -> bytes:
    """Everything the server sends until it closes the connection, sending `trickle` (if
    any) every `every` seconds meanwhile; fails if it is still open after PATIENCE."""
    received = b""
    deadline = time.monotonic() + PATIENCE
    sock.settimeout(every)
    while time.monotonic() < deadline:
        try:
            chunk = sock.recv(65536)
        except TimeoutError:
            if trickle:
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                    sock.sendall(trickle)
            continue
        except ConnectionResetError:
            return received
        if not chunk:
            return received
        received += chunk
    raise AssertionError(f"the connection is still open after {PATIENCE}s: {received[:200]!r}")


def _status(response: bytes) -> int:
    return int(response.split(b" ", 2)[1])


@pytest.mark.flaky(reruns=2)  # a real server process on 2 shared cores
def test_headers_sent_slowly_are_cut_off(server: ServerProcess) -> None:
    """A header line every 0.2 s keeps the connection busy forever unless the headers as
    a whole have a deadline (a timer reset by each byte would never fire)."""
    with _connect(server) as sock:
        sock.sendall(b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        response = _until_closed(sock, trickle=b"X-Slow: a\r\n")
    assert response == b"" or _status(response) == 408


@pytest.mark.flaky(reruns=2)
def test_a_connection_that_sends_nothing_is_closed(server: ServerProcess) -> None:
    with _connect(server) as sock:
        response = _until_closed(sock)
    assert response == b"" or _status(response) == 408


@pytest.mark.flaky(reruns=2)
def test_a_body_sent_slowly_is_cut_off(server: ServerProcess) -> None:
    """100 bytes declared, 8 sent, then a byte at a time: 408 with a JSON error, closed."""
    with _connect(server) as sock:
        sock.sendall(
            b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Content-Length: 100\r\n\r\n" + b'{"seats"'
        )
        response = _until_closed(sock, trickle=b" ")
    assert _status(response) == 408
    assert b"connection: close" in response.lower()
    assert response.endswith(b'{"code": "body_timeout", "params": {"limit_s": 1.0}}')
    assert httpx.get(f"{server.base}/api/games").json()["waiting"] == []  # nothing created


@pytest.mark.flaky(reruns=2)
def test_oversized_headers_get_431_and_are_not_held(server: ServerProcess) -> None:
    """5 MB of one header: refused once 16 KiB have come, the rest never read."""
    with _connect(server) as sock:
        sock.sendall(b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ")
        try:
            for _ in range(5 * 16):
                sock.sendall(b"a" * 65536)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server closed the connection: what is asked for
        response = _until_closed(sock)
    assert response == b"" or _status(response) == 431


@pytest.mark.flaky(reruns=2)
def test_many_headers_in_one_read_get_431(server: ServerProcess) -> None:
    """Headers of 40 KiB arriving at once are counted too, not only slow ones."""
    headers = b"".join(b"X-H%d: %s\r\n" % (i, b"v" * 200) for i in range(200))
    with _connect(server) as sock:
        sock.sendall(b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n" + headers + b"\r\n")
        response = _until_closed(sock)
    assert _status(response) == 431
    assert b"content-type: application/json" in response.lower()
    assert response.endswith(b'{"code": "headers_too_large", "params": {"limit": 16384}}')


@pytest.mark.parametrize(
    "request_",
    [
        b"FOO /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",  # a method it does not know
        b"GET /api/ games HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n",
        b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \xc2\xb2\r\n\r\n",
        b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: " + b"9" * 40 + b"\r\n\r\n",
        b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
        b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\n\r\n",
        b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Nul: a\x00b\r\n\r\n",
        b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03",  # TLS spoken to plain HTTP
    ],
)  # fmt: skip
def test_a_request_the_parser_refuses_is_400_in_the_error_shape(
    server: ServerProcess, request_: bytes
) -> None:
    """uvicorn's own answer was the text "Invalid HTTP request received."."""
    with _connect(server) as sock:
        sock.sendall(request_)
        response = _until_closed(sock)
    assert _status(response) == 400, response
    assert b"content-type: application/json" in response.lower()
    body = json.loads(response.split(b"\r\n\r\n", 1)[1])
    assert body == {"code": "bad_request", "params": {"detail": MALFORMED}}


def test_ordinary_requests_keep_working_on_one_connection(server: ServerProcess) -> None:
    """Within the limits, a kept-alive connection serves one request after another."""
    with httpx.Client(base_url=server.base) as client:
        for _ in range(3):
            assert client.get("/api/games", headers={"X-Padding": "p" * 4000}).status_code == 200
        created = client.post("/api/games", json={"seats": ["human", "random", "random"]})
        assert created.status_code == 201
