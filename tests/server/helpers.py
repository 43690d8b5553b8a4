"""Drive a real server: in a thread (uvicorn) or as a `cityknights serve` process, with
websocket clients that record every frame they receive."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

import httpx
import uvicorn
from websockets.sync.client import ClientConnection, connect

from cityknights.bots import make_bot
from cityknights.engine import Action
from cityknights.server.app import create_app
from cityknights.server.storage import open_storage
from cityknights.server.ws_protocol import PolicyCloseProtocol

ROOT = Path(__file__).resolve().parents[2]

# Loggers of the tests' own clients. A socket an earlier test left open on this worker
# logs its failed keepalive here, into whichever test is capturing then: not the server's.
CLIENT_LOGGERS = ("websockets.client", "httpx", "httpcore")


def server_records(caplog: Any) -> list[logging.LogRecord]:
    """The captured records that are not the test clients' own."""
    return [
        r for r in caplog.records
        if not any(r.name == n or r.name.startswith(n + ".") for n in CLIENT_LOGGERS)
    ]  # fmt: skip


def server_log_text(caplog: Any) -> str:
    """The server's captured records as the log would print them, tracebacks included."""
    return "\n".join(caplog.handler.format(r) for r in server_records(caplog))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServerThread:
    """The app on uvicorn in a thread of this process, on a free loopback port. Its rate
    limits (messages, games created) are raised (bots play faster than people) unless a
    test sets them, its games' bots play at once (pace `instant`) unless a test names a
    pace, and SQLite
    flushes at checkpoints only (synchronous=NORMAL: a commit survives the process dying,
    not a power cut; the CLI's default FULL flushes every commit, tested in test_crash)."""

    def __init__(self, storage_url: str, synchronous: str = "NORMAL", **app_options: Any) -> None:
        app_options.setdefault("rate_limit", 1000.0)
        # Tests create games faster than people do: a limit of its own where one is tested.
        app_options.setdefault("create_limit", (1e6, 1e6))
        app_options.setdefault("default_pace", "instant")  # bots at full speed in tests
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        storage = open_storage(storage_url, synchronous=synchronous)
        app = create_app(storage, self.base, **app_options)
        self.app = app
        # serve's websocket protocol: a socket closed for abuse is not read again.
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning",
                                ws=PolicyCloseProtocol, ws_max_size=1 << 20)  # fmt: skip
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> ServerThread:
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the test server did not start")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=20)

    @property
    def hub(self) -> Any:
        return self.app.state.hub

    def run_on_loop(self, coro: Any) -> Any:
        """Run a coroutine on the server's event loop (to look at its tables)."""
        loop = self.hub._loop
        return asyncio.run_coroutine_threadsafe(coro, loop).result(10)


class ServerProcess:
    """`python3 -m cityknights serve` as a child process (kill -9 is allowed)."""

    def __init__(
        self, *args: str, port: int | None = None, preexec_fn: Callable[[], None] | None = None
    ) -> None:
        self.port = port or free_port()
        self.preexec_fn = preexec_fn  # run in the child before the server (e.g. its limits)
        self.base = f"http://127.0.0.1:{self.port}"
        self.args = [sys.executable, "-m", "cityknights", "serve", "--port", str(self.port),
                     "--default-pace", "instant", *args]  # fmt: skip
        self.proc: subprocess.Popen[bytes] | None = None
        # A file, not a pipe: a pipe nobody reads would block the server once full.
        self.log = tempfile.TemporaryFile()  # noqa: SIM115 (kept for the server's lifetime)

    def start(self) -> ServerProcess:
        self.proc = subprocess.Popen(
            self.args, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=self.log,
            env={**os.environ, "PYTHONPATH": str(ROOT)}, preexec_fn=self.preexec_fn,
        )  # fmt: skip
        deadline = time.monotonic() + 30
        while True:
            try:
                httpx.get(f"{self.base}/api/games", timeout=1).raise_for_status()
                return self
            except httpx.HTTPError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    self.log.seek(0)
                    err = self.log.read().decode(errors="replace")
                    raise RuntimeError(f"the server did not start: {err}") from None
                time.sleep(0.1)

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.kill()  # SIGKILL: no clean shutdown
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.kill()


def create_game(base: str, **body: Any) -> dict[str, Any]:
    response = httpx.post(f"{base}/api/games", json=body, timeout=10)
    assert response.status_code == 201, response.text
    return dict(response.json())


def games_listed(base: str) -> int:
    """The games the lobby lists (waiting, live and finished): a refused request must
    leave this count as it was."""
    lobby = httpx.get(f"{base}/api/games", timeout=10).json()
    return sum(len(lobby[k]) for k in ("waiting", "live", "finished"))


class Client:
    """A websocket client of one game; keeps every frame and the latest picture."""

    #: Every client not yet closed. tests/server/conftest.py closes those a test leaves open:
    #: a socket outliving its server's test pings into the void, and after 40 s its failed
    #: keepalive is logged, with a traceback, in whatever test this worker runs then.
    still_open: ClassVar[set[Client]] = set()

    def __init__(
        self, base: str, game: str, token: str | None = None, last_version: int | None = None,
        hello: bool = True, headers: dict[str, str] | None = None,
    ) -> None:  # fmt: skip
        self.ws: ClientConnection = connect(
            base.replace("http://", "ws://") + f"/ws/{game}",
            open_timeout=10,
            max_size=None,
            legacy=True,
            additional_headers=headers,
        )
        Client.still_open.add(self)
        self.frames: list[str] = []
        self.seat: int | None = None
        self.version = -1
        self.view: dict[str, Any] = {}
        self.legal: list[dict[str, Any]] = []
        self.to_act = -2
        self.finished = False
        self.seats: list[dict[str, Any]] = []
        self.steps: dict[int, list[dict[str, Any]]] = {}
        self.welcome: dict[str, Any] = {}
        if hello:
            self.send(type="hello", protocol=1, token=token, last_version=last_version)
            welcome = self.until(lambda m: m["type"] in ("welcome", "error"))
            assert welcome["type"] == "welcome", welcome
            self.welcome = welcome
            self.seat = welcome["seat"]
            self.until(lambda m: m["type"] == "state")

    def send(self, **message: Any) -> None:
        self.ws.send(json.dumps(message))

    def send_raw(self, frame: str | bytes) -> None:
        self.ws.send(frame)

    def recv(self, timeout: float = 10) -> dict[str, Any]:
        raw = self.ws.recv(timeout)
        assert isinstance(raw, str), "the server sends text frames"
        self.frames.append(raw)
        message: dict[str, Any] = json.loads(raw)
        kind = message["type"]
        if kind in ("state", "update"):
            self.version = message["version"]
            self.view = message["view"]
            self.legal = message["legal_actions"]
            self.to_act = message["to_act"]
            self.finished = message["finished"]
            for step in message["steps"]:
                self.steps[step["version"]] = step["events"]
        if kind == "history":  # the past, for a fresh client: before every update's steps
            for step in message["steps"]:
                self.steps[step["version"]] = step["events"]
        if kind in ("state", "seats"):
            self.seats = message["seats"]
        return message

    def until(self, done: Callable[[dict[str, Any]], bool], timeout: float = 20) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no such message in time")
            message = self.recv(left)
            if done(message):
                return message

    def act(self, action: dict[str, Any], version: int | None = None) -> dict[str, Any]:
        """Send an action; return the update that acknowledges it, or the error."""
        sent = self.version if version is None else version
        self.send(type="act", version=sent, action=action)
        return self.until(
            lambda m: m["type"] == "error" or (m["type"] == "update" and m["version"] > sent
                                               and any(s["actor"] == self.seat for s in m["steps"]))
        )  # fmt: skip

    def close(self) -> None:
        Client.still_open.discard(self)
        self.ws.close()


def play_with_bot(
    client: Client,
    spec: str = "heuristic",
    seed: int = 0,
    timeout: float = 120,
    stop: threading.Event | None = None,
) -> None:
    """Play the client's seat with a bot on the client side until the game ends (or `stop`)."""
    bot = make_bot(spec, seed)
    deadline = time.monotonic() + timeout
    acted_at = -1
    while not client.finished and not (stop is not None and stop.is_set()):
        if time.monotonic() > deadline:
            raise TimeoutError(f"seat {client.seat}: the game did not end in time")
        if client.legal and client.to_act == client.seat and acted_at != client.version:
            legal = [Action.from_json(a) for a in client.legal]
            choice = bot.choose(client.view, legal)
            acted_at = client.version
            client.send(type="act", version=client.version, action=choice.to_json())
        try:
            message = client.recv(1.0)
        except TimeoutError:
            continue
        if message["type"] == "error" and message["code"] == "rate_limited":
            time.sleep(message["params"]["retry_ms"] / 1000)
            acted_at = -1  # send it again


@contextmanager
def threads(*targets: Callable[[], None]) -> Iterator[None]:
    errors: list[BaseException] = []

    def run(target: Callable[[], None]) -> None:
        try:
            target()
        except BaseException as error:
            errors.append(error)

    started = [threading.Thread(target=run, args=(t,), daemon=True) for t in targets]
    for t in started:
        t.start()
    yield
    for t in started:
        t.join(180)
    if errors:
        raise errors[0]


def at_once(*steps: Callable[[], None]) -> list[BaseException]:
    """Run the steps in threads released together by a barrier (two processes' requests or
    storage calls racing); the errors they raised, in no order."""
    barrier = threading.Barrier(len(steps))
    errors: list[BaseException] = []

    def run(step: Callable[[], None]) -> None:
        try:
            barrier.wait()
            step()
        except BaseException as error:
            errors.append(error)

    started = [threading.Thread(target=run, args=(step,)) for step in steps]
    for thread in started:
        thread.start()
    for thread in started:
        thread.join()
    return errors
