"""Browser tests: a real `cityknights serve` on a loopback port and Debian's chromium
driven by Playwright. `playwright install` cannot download a browser here, so chromium is
launched by path: Debian's headless shell when it is installed (`chromium-headless-shell`,
the same Blink without the desktop browser around it; scripts/test installs it), else
Debian's chromium. When it cannot start the tests fail under CI (CI=true) and are skipped
with the reason elsewhere."""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

#: Why the headless shell first: side by side on this 2-core machine, three browser test
#: modules (67 tests, -n 2) took 143 and 134 s with /usr/bin/chromium and 77 and 80 s with
#: the shell, every test passing with both. The full browser renders and composites a
#: desktop window's worth of machinery that a test never looks at.
HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"
CHROMIUM = os.environ.get("CITYKNIGHTS_CHROMIUM") or (
    HEADLESS_SHELL if os.access(HEADLESS_SHELL, os.X_OK) else "/usr/bin/chromium"
)
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ROOT = Path(__file__).resolve().parents[2]
#: The test server's pace clock (`serve --pace-clock`): a paced game keeps its pacing,
#: each beat this fraction of its length, so a test watches a whole `normal` game.
PACE_CLOCK = 0.2
#: Where the run writes its screenshots (looked at by people, not compared by the tests).
SCREENSHOTS = Path(
    os.environ.get("CITYKNIGHTS_SCREENSHOTS", ROOT / "test-artifacts" / "screenshots")
)


#: Set in the environment of every process these tests start (the server, chromium, and so
#: every process chromium starts): the session's check finds them by it even once they
#: are orphans, and tells them from the browsers of other test runs on the machine.
SESSION_MARK = "CITYKNIGHTS_TEST_SESSION"
SESSION_TOKEN = secrets.token_hex(8)


def _marked_env() -> dict[str, str]:
    return {**os.environ, SESSION_MARK: SESSION_TOKEN}


def _marked_processes() -> list[tuple[int, str]]:
    """(pid, command line) of the live processes carrying this session's mark."""
    mark = f"{SESSION_MARK}={SESSION_TOKEN}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            if mark not in (entry / "environ").read_bytes().split(b"\0"):
                continue
            status = (entry / "status").read_text()
            if "\nState:\tZ" in status:  # a zombie is dead, waiting for its parent
                continue
            cmd = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:  # gone meanwhile, or not ours to read
            continue
        found.append((int(entry.name), cmd.strip()[:120]))
    return found


@pytest.fixture(scope="session", autouse=True)
def no_process_left() -> Iterator[None]:
    """Set up before the server and the browsers, so torn down after them: fails the
    session (naming them) if a process they started is still running, then ends those."""
    yield
    if not Path("/proc/self/environ").exists():  # pragma: no cover - Linux only
        return
    deadline = time.monotonic() + 10  # chromium's children may take a moment to exit
    left = _marked_processes()
    while left and time.monotonic() < deadline:
        time.sleep(0.2)
        left = _marked_processes()
    for pid, _ in left:
        with contextlib.suppress(OSError):  # ended meanwhile
            os.kill(pid, signal.SIGKILL)
    assert not left, f"processes the browser tests started are still running: {left}"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def serve_data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The server's data directory (its SQLite database)."""
    return tmp_path_factory.mktemp("serve-data")


@pytest.fixture(scope="session")
def server(serve_data: Path) -> Iterator[str]:
    """A server of this checkout on a free loopback port; its base URL."""
    port = _free_port()
    data = serve_data
    log = (data / "serve.log").open("w")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "cityknights",
            "serve",
            "--port",
            str(port),
            "--data-dir",
            str(data),
            "--create-limit",  # the tests create games faster than people do
            "1000000",
            "--player-limit",  # and sign up more players a minute than one address would
            "1000000",
            "--default-pace",  # the bots at full speed unless a test names a pace
            "instant",
            "--pace-clock",  # a game that names a pace plays it, its beats scaled by PACE_CLOCK
            str(PACE_CLOCK),
        ],
        cwd=ROOT,
        env=_marked_env(),
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own process group: its bot workers go with it
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(base + "/api/games", timeout=1).read()
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(
                        f"cityknights serve did not start: {(data / 'serve.log').read_text()}"
                    ) from None
                time.sleep(0.2)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
        log.close()


# Per module, not per session: Playwright's sync API keeps its own asyncio loop running in
# this thread while it is open, and a later test in the same worker that calls asyncio.run
# (the server tests do) would fail with "cannot be called from a running event loop".
@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's chromium under Playwright; CI fails here when it cannot start."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as exc:  # pragma: no cover - the test extra holds playwright
        if os.environ.get("CI") == "true":
            raise
        pytest.skip(f"playwright is not installed: {exc}")
    with sync_playwright() as p:
        try:
            b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, env=_marked_env())
        except Exception as exc:
            if os.environ.get("CI") == "true":
                raise RuntimeError(f"chromium ({CHROMIUM}) cannot start: {exc}") from exc
            pytest.skip(f"chromium ({CHROMIUM}) cannot start: {exc}")
        _lengthen_waits(b)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture(autouse=True)
def close_what_the_test_opened(request: pytest.FixtureRequest) -> Iterator[None]:
    """Closes every context (and so page) a browser test left open, failed or not: an
    open page keeps its renderer process running until the module's browser closes."""
    yield
    if "browser" in request.fixturenames:
        for context in list(request.getfixturevalue("browser").contexts):
            context.close()


# Waits, not assertions: on 2 busy cores (the suite's other workers, server tests and bots
# beside the browser) a game page can take longer than Playwright's 30 s default to show.
WAIT_MS = 90_000


def _lengthen_waits(b: Any) -> None:
    new_context = b.new_context

    def lengthened(**kwargs: Any) -> Any:
        context = new_context(**kwargs)
        context.set_default_timeout(WAIT_MS)
        return context

    b.new_context = lengthened


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


def create_game(base: str, **body: Any) -> dict[str, Any]:
    """POST /api/games; the created game (its seat links)."""
    req = urllib.request.Request(
        base + "/api/games",
        data=json.dumps(body).encode(),
        headers={"content-type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(req, timeout=10) as res:
        return json.loads(res.read())  # type: ignore[no-any-return]


def stored_game(
    base: str,
    data: Path,
    seats: list[str],
    position: dict[str, Any],
    *,
    grace_period: float = 300,
    expansion: str = "ck",
    **game: Any,
) -> dict[str, Any]:
    """A game stored straight into the server's database at a fixed `position`
    (docs/position.md), as a snapshot at version 0: the server resumes it when a socket
    asks for it, as after a restart. Its seat links, as `create_game` gives them.
    `grace_period`: how long a human who left is waited for before a bot plays for them;
    `expansion`: "ck" (Cities & Knights) or "base"."""
    from cityknights.engine.game import Game
    from cityknights.engine.state import State
    from cityknights.server.hub import token_hash
    from cityknights.server.serve import DATABASE_FILE
    from cityknights.server.storage import GameRecord, SeatRecord, open_storage

    seed = 20261201
    config = Game(expansion=expansion, players=len(seats), seed=seed, **game)
    state = State.from_json(config, position)  # refused here if the position is wrong
    game_id = "fixed" + secrets.token_urlsafe(6)
    tokens = [secrets.token_urlsafe(24) if spec == "human" else None for spec in seats]
    record = GameRecord(
        id=game_id,
        config={
            "game": config.config(),
            "room": {
                "seats": seats,
                "turn_timer": None,
                "grace_period": grace_period,
                "bot_think": 0.2,
            },
            "seed": seed,
        },
        created=time.time(),
        version=0,
        status="live",
        winner=None,
        public=False,
        name="fixed position",
        seats=tuple(
            SeatRecord(
                i, "human" if tok else "bot", None if tok else spec, tok and token_hash(tok), False
            )
            for i, (spec, tok) in enumerate(zip(seats, tokens, strict=True))
        ),
    )
    storage = open_storage(data / DATABASE_FILE)
    try:
        storage.create_game(record)
        with storage.transaction() as cur:
            cur.execute(
                "INSERT INTO snapshots (game_id, version, position) VALUES (?, ?, ?)",
                (game_id, 0, json.dumps(state.to_json())),
            )
    finally:
        storage.close()
    url = f"{base}/play/{game_id}"
    return {
        "game": game_id,
        "url": url,
        "seats": [
            {"seat": i, "link": tok and f"{url}#token={tok}"} for i, tok in enumerate(tokens)
        ],
    }
