"""`cityknights serve` raises its own soft limit of open files to its hard limit (at most
OPEN_FILES_CAP) at start-up: under the 1,024 most services start with, a thousand sockets
left it unable to accept anyone's connection (benchmarks/server_flood.py)."""

from __future__ import annotations

import resource
import socket
import sys
from pathlib import Path

import httpx
import pytest

from cityknights.server import serve
from cityknights.server.serve import OPEN_FILES_CAP, raise_open_files

from .helpers import ServerProcess

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="reads /proc/PID/limits")

LOW = 256  # the child's soft limit before the server raises it
HELD = 300  # connections held open, more than LOW


def soft_limit_of(pid: int) -> int:
    for line in Path(f"/proc/{pid}/limits").read_text().splitlines():
        if line.startswith("Max open files"):
            return int(line.split()[3])
    raise AssertionError("no open files line")


def low_soft_limit() -> None:
    """In the child, before the server starts: a low soft limit, the hard one as it is."""
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    resource.setrlimit(resource.RLIMIT_NOFILE, (LOW, hard))


def test_serve_raises_a_low_soft_limit_and_accepts_past_it(tmp_path: Path) -> None:
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    expected = OPEN_FILES_CAP if hard == resource.RLIM_INFINITY else min(hard, OPEN_FILES_CAP)
    if expected <= HELD + 100:
        pytest.skip(f"this machine's hard limit of open files is {hard}")
    server = ServerProcess("--data-dir", str(tmp_path), "--request-timeout", "120",
                           preexec_fn=low_soft_limit).start()  # fmt: skip
    held: list[socket.socket] = []
    try:
        assert server.proc is not None
        assert soft_limit_of(server.proc.pid) == expected
        server.log.seek(0)
        assert f"open files: up to {expected} (raised from {LOW})" in server.log.read().decode()
        # More connections than the old limit, each half a request (held until its headers
        # come, or the request timeout): the server accepts them, and answers another.
        for _ in range(HELD):
            held.append(socket.create_connection(("127.0.0.1", server.port)))
            held[-1].sendall(b"GET /api/games HTTP/1.1\r\n")
        answer = httpx.get(f"{server.base}/api/games", timeout=10)
        assert answer.status_code == 200
    finally:
        for s in held:
            s.close()
        server.stop()


def test_a_soft_limit_is_raised_to_the_hard_one_and_never_lowered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    limits = {"now": (1024, 4096)}
    monkeypatch.setattr(serve.resource, "getrlimit", lambda _: limits["now"])

    def setrlimit(_: int, value: tuple[int, int]) -> None:
        limits["now"] = value

    monkeypatch.setattr(serve.resource, "setrlimit", setrlimit)
    assert raise_open_files() == "open files: up to 4096 (raised from 1024)"
    assert limits["now"] == (4096, 4096)
    assert raise_open_files() == "open files: up to 4096"  # nothing to raise
    limits["now"] = (1024, resource.RLIM_INFINITY)  # no hard limit: the cap
    assert raise_open_files() == f"open files: up to {OPEN_FILES_CAP} (raised from 1024)"
    limits["now"] = (200_000, 300_000)  # above the cap already: left as it is
    assert raise_open_files() == "open files: up to 200000"
    assert limits["now"] == (200_000, 300_000)


def test_a_limit_that_cannot_be_raised_is_said_and_serving_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(serve.resource, "getrlimit", lambda _: (1024, 4096))

    def refuse(_: int, value: tuple[int, int]) -> None:
        raise ValueError("not allowed")

    monkeypatch.setattr(serve.resource, "setrlimit", refuse)
    line = raise_open_files()
    assert line is not None and line.startswith("open files: up to 1024 (raising it to 4096 "
                                                "failed: not allowed)")  # fmt: skip
