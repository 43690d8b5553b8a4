"""Each fault below gets a one-line answer naming it, and one line in the server's log,
without a traceback: a read-only store (refused at start), a database failing under a
running server (a new game, a move), a client leaving in the middle of its body, a lone
surrogate in a game name (a new game's or a played-on one's) or a chat line, a version
of thousands of digits, a websocket text frame that is not UTF-8, a stored game whose room
settings no game may have (the others resume)."""

from __future__ import annotations

import base64
import contextlib
import dataclasses
import json
import logging
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from cityknights.server import protocol as p
from cityknights.server.serve import DATABASE_FILE
from cityknights.server.storage import MoveRecord, StorageError, open_storage

from .helpers import (
    ROOT,
    Client,
    ServerThread,
    create_game,
    free_port,
    server_log_text,
    server_records,
)
from .test_storage import record


@pytest.fixture
def server_log(caplog: pytest.LogCaptureFixture) -> Iterator[pytest.LogCaptureFixture]:
    """Every record of the server's loggers; uvicorn's too once `hear_uvicorn` is called
    (its configuration, applied as a server is made, stops them at "uvicorn")."""
    caplog.set_level(logging.INFO)
    try:
        yield caplog
    finally:
        logging.getLogger("uvicorn").removeHandler(caplog.handler)


def hear_uvicorn(caplog: pytest.LogCaptureFixture) -> None:
    logging.getLogger("uvicorn").addHandler(caplog.handler)


def wait_for_record(
    caplog: pytest.LogCaptureFixture, match: Callable[[logging.LogRecord], bool]
) -> logging.LogRecord:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        found = [r for r in caplog.records if match(r)]
        if found:
            time.sleep(0.2)  # any record that would follow it (a traceback's) has come
            return found[0]
        time.sleep(0.02)
    raise AssertionError(f"no such record in: {[r.getMessage() for r in caplog.records]}")


def assert_one_line_no_traceback(caplog: pytest.LogCaptureFixture) -> None:
    records = server_records(caplog)
    assert all(r.exc_info is None and r.exc_text is None for r in records), [
        r.getMessage() for r in records if r.exc_info
    ]
    assert "Traceback" not in server_log_text(caplog)
    assert all("\n" not in r.getMessage() for r in records)


# ----------------------------------------------------------------- a read-only store
def as_bound_by_permissions() -> list[str]:
    """The prefix of a command run so that file permissions bind it: root passes them
    (CAP_DAC_OVERRIDE), so as root the capability is dropped for the command."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root without setpriv: a read-only file cannot bind root")
    return [setpriv, "--bounding-set=-dac_override,-dac_read_search"]


def test_a_read_only_store_is_refused_at_start(tmp_path: Path) -> None:
    data = tmp_path / "data"
    db = open_storage(data / DATABASE_FILE)
    db.close()
    (data / DATABASE_FILE).chmod(0o444)
    command = [sys.executable, "-m", "cityknights", "serve", "--port", str(free_port())]
    try:
        done = subprocess.run(
            [*as_bound_by_permissions(), *command, "--data-dir", str(data)], cwd=ROOT,
            capture_output=True, text=True, timeout=60,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        pytest.fail("the server started on a read-only store")
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 1 and len(lines) == 1, done.stderr
    assert lines[0].startswith(f"Error: the SQLite database {data / DATABASE_FILE} is read-only")
    assert "make the file and its folder writable" in lines[0]


# ----------------------------------------------------------------- the database failing
def test_a_failing_database_is_answered_unavailable_in_one_line(
    tmp_path: Path, server_log: pytest.LogCaptureFixture
) -> None:
    with ServerThread(str(tmp_path / "g.sqlite3")) as server:
        hear_uvicorn(server_log)
        game = create_game(server.base, seats=["human", "random", "random"], expansion="base")
        client = Client(server.base, game["game"], game["seats"][0]["token"])
        storage = server.hub.storage
        with storage._lock:  # from now on every write fails as on a read-only file
            storage._db.execute("PRAGMA query_only = 1")
        server_log.clear()

        response = httpx.post(f"{server.base}/api/games", json={"seats": ["random"] * 3})
        assert response.status_code == 503
        assert response.json() == {"code": "unavailable", "params": {}}
        line = wait_for_record(server_log, lambda r: "POST /api/games" in r.getMessage())
        assert line.levelno == logging.ERROR and "readonly database" in line.getMessage()

        answer = client.act(client.legal[0])
        assert answer["type"] == "error" and answer["code"] == "unavailable", answer
        line = wait_for_record(server_log, lambda r: "storing version 1 failed" in r.getMessage())
        assert "readonly database" in line.getMessage()
        assert client.version == 0  # nothing changed: the position stands
        client.send(type="chat", text="still there?")  # a chat line is not stored either
        assert client.until(lambda m: m["type"] == "error")["code"] == "unavailable"
        line = wait_for_record(
            server_log, lambda r: r.getMessage().startswith(f"game {game['game']}: the SQLite")
        )
        assert "readonly database" in line.getMessage()

        with storage._lock:
            storage._db.execute("PRAGMA query_only = 0")
        assert client.act(client.legal[0])["type"] == "update"  # and it is played once back
        client.close()
    assert_one_line_no_traceback(server_log)


# ----------------------------------------------------------------- a client leaving
@pytest.mark.parametrize(
    ("path", "framing", "start"),
    [
        ("/api/games", "Content-Length: 100", b'{"seats":'),
        ("/api/records", "Content-Length: 100000", b'{"format":'),
        ("/api/records", "Transfer-Encoding: chunked", b'a\r\n{"format":'),
    ],
)
def test_a_client_leaving_in_the_middle_of_its_body_is_one_line(
    tmp_path: Path, server_log: pytest.LogCaptureFixture, path: str, framing: str, start: bytes
) -> None:
    with ServerThread(str(tmp_path / "g.sqlite3")) as server:
        hear_uvicorn(server_log)
        with socket.create_connection(("127.0.0.1", server.port)) as s:
            head = f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            s.sendall(f"{head}{framing}\r\n\r\n".encode() + start)
            time.sleep(0.3)
        line = wait_for_record(server_log, lambda r: "left before" in r.getMessage())
        assert line.getMessage() == f"POST {path}: the client left before its whole body came"
        hub = server.hub
        for status in ("live", "finished"):  # nothing made (an import is not listed)
            stored = server.run_on_loop(
                hub.run_db(hub.storage.list_games, status, 10, public_only=False)
            )
            assert stored == []
    assert_one_line_no_traceback(server_log)


# ----------------------------------------------------------------- lone surrogates
def test_a_lone_surrogate_in_a_game_name_is_named(tmp_path: Path) -> None:
    body = b'{"seats": ["human", "random", "random"], "name": "Friday \\ud83d game"}'
    with ServerThread(str(tmp_path / "g.sqlite3")) as server:
        response = httpx.post(f"{server.base}/api/games", content=body)
        game = create_game(server.base, seats=["human", "random", "random"])
        played_on = httpx.post(
            f"{server.base}/api/games/{game['game']}/playon",
            content=b'{"version": 1, "name": "\\ud800"}',
        )
        client = Client(server.base, game["game"], game["seats"][0]["token"])
        client.send_raw('{"type": "chat", "text": "hi \\udc00"}')
        refusal = client.until(lambda m: m["type"] == "error")
        client.close()
    assert response.status_code == 400
    assert response.json()["params"]["detail"] == (
        "name: \\ud83d is a lone UTF-16 surrogate, not a character"
    )
    assert refusal["code"] == "malformed"
    assert (
        refusal["params"]["detail"] == "text: \\udc00 is a lone UTF-16 surrogate, not a character"
    )
    assert played_on.status_code == 400  # "Play on" names it too, before it looks at the game
    assert played_on.json()["params"]["detail"] == (
        "name: \\ud800 is a lone UTF-16 surrogate, not a character"
    )


SURROGATES = st.integers(0xD800, 0xDFFF)
JSON_TREES = st.recursive(
    st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=5),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.text(alphabet="abc", min_size=1, max_size=3), inner, max_size=3)
    ),
    max_leaves=8,
)


@given(tree=JSON_TREES, code=SURROGATES)
def test_a_lone_surrogate_anywhere_is_named_with_its_place(tree: object, code: int) -> None:
    """The surrogate is put in a field of its own beside any JSON value: the detail names
    that field and the code point, never msgspec's "Input data was truncated"."""
    text = json.dumps({"x": tree, "name": chr(code)})  # json escapes it: "\\udxxx"
    with pytest.raises(msgspec.DecodeError) as error:
        msgspec.json.decode(text.encode())
    assert p.decode_detail(error.value, text) == (
        f"name: \\u{code:04x} is a lone UTF-16 surrogate, not a character"
    )


def test_other_decode_errors_keep_msgspec_s_words() -> None:
    for data in (b'{"name": "cut', b"{,}", b'{"name": "\\ud83d\\ude00" ,}'):
        with pytest.raises(msgspec.DecodeError) as error:
            msgspec.json.decode(data)
        assert p.decode_detail(error.value, data) == str(error.value)


# ----------------------------------------------------------------- a huge version
#: The routes that read a version from the query, and the code of their refusal.
VERSION_ROUTES = (("replay", "bad_version"), ("analysis/position", "bad_request"))


@pytest.mark.parametrize("digits", [25, 4000, 5000])
def test_a_version_of_thousands_of_digits_is_not_echoed(tmp_path: Path, digits: int) -> None:
    with ServerThread(str(tmp_path / "g.sqlite3")) as server:
        game = create_game(server.base, seats=["human", "random", "random"])["game"]
        answers = [
            httpx.get(f"{server.base}/api/games/{game}/{route}", params={"version": "9" * digits})
            for route, _ in VERSION_ROUTES
        ]
    for response, (_, code) in zip(answers, VERSION_ROUTES, strict=True):
        assert response.status_code == 400 and len(response.content) < 200
        assert response.json() == {
            "code": code,
            "params": {
                "detail": f"version: a whole number of at most 24 digits, got {digits} characters"
            },
        }


def test_an_unknown_id_of_thousands_of_characters_is_not_echoed(tmp_path: Path) -> None:
    # A 3,000-character game id came back whole (a 3 KB answer); challenges cut theirs.
    long_id = "g" * 3000
    with ServerThread(str(tmp_path / "g.sqlite3")) as server:
        answers = {
            "game": httpx.get(f"{server.base}/api/games/{long_id}"),
            "join": httpx.post(f"{server.base}/api/games/{long_id}/join"),
            "room": httpx.get(f"{server.base}/api/rooms/{long_id}"),
        }
    for route, response in answers.items():
        assert response.status_code == 404, route
        params = response.json()["params"]
        assert list(params.values()) == ["g" * 64], route
        assert len(response.content) < 200, route


def test_a_version_is_ascii_digits_alone(tmp_path: Path) -> None:
    """Python's int() takes these too; no client sends them, and neither route does."""
    with ServerThread(str(tmp_path / "g.sqlite3")) as server:
        game = create_game(server.base, seats=["human", "random", "random"])["game"]
        for odd in ("1_0", "\u0661", " 1", "1 ", "+1", "-1", "\u00b2", ""):
            for route, code in VERSION_ROUTES:
                response = httpx.get(
                    f"{server.base}/api/games/{game}/{route}", params={"version": odd}
                )
                assert response.status_code == 400, (route, odd)
                assert response.json() == {
                    "code": code,
                    "params": {"detail": f"version: a whole number in the digits 0-9, got {odd!r}"},
                }
        missing = httpx.get(f"{server.base}/api/games/{game}/analysis/position")
        assert missing.json()["params"]["detail"] == (
            "version: missing (a whole number in the digits 0-9)"
        )


# ----------------------------------------------------------------- a frame not UTF-8
def raw_websocket(port: int, path: str) -> socket.socket:
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall(
        f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        .encode()
    )  # fmt: skip
    reply = b""
    while b"\r\n\r\n" not in reply:
        reply += s.recv(4096)
    assert reply.startswith(b"HTTP/1.1 101"), reply
    return s


def text_frame(payload: bytes) -> bytes:
    mask = os.urandom(4)
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    return bytes([0x81, 0x80 | len(payload)]) + mask + masked


def test_a_text_frame_that_is_not_utf8_is_one_line(
    tmp_path: Path, server_log: pytest.LogCaptureFixture
) -> None:
    with ServerThread(str(tmp_path / "g.sqlite3")) as server:
        hear_uvicorn(server_log)
        # A human to move first: no bot plays on while the server stops.
        game = create_game(server.base, seats=["human", "random", "random"])["game"]
        for _ in range(3):
            with contextlib.closing(raw_websocket(server.port, f"/ws/{game}")) as s:
                s.sendall(text_frame(b'{"type": "hello", \xff\xfe}'))
                close = s.recv(4096)
                assert close[0] == 0x88 and int.from_bytes(close[2:4]) == 1007  # RFC 6455
        wait_for_record(server_log, lambda r: "not UTF-8" in r.getMessage())
    lines = [r for r in server_log.records if "UTF-8" in r.getMessage()]
    assert len(lines) == 3
    assert lines[0].levelno == logging.WARNING
    assert lines[0].getMessage() == (
        "websocket: a text frame that is not UTF-8 ('utf-8' codec can't decode byte 0xff in "
        "position 18: invalid start byte); closed with code 1007"
    )
    assert_one_line_no_traceback(server_log)


def test_a_game_that_cannot_be_loaded_closes_its_socket_in_one_line(
    tmp_path: Path, server_log: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    with ServerThread(str(tmp_path / "g.sqlite3")) as server:
        hear_uvicorn(server_log)

        def failing(game_id: str) -> None:
            raise StorageError(f"the SQLite database {tmp_path}: disk I/O error")

        monkeypatch.setattr(server.hub.storage, "load_game", failing)
        client = Client(server.base, "not-loaded-yet", hello=False)
        closing = client.until(lambda m: m["type"] == "error")
        client.close()
        line = wait_for_record(server_log, lambda r: "loading it failed" in r.getMessage())
    assert closing["code"] == "closing" and closing["params"] == {"reason": "unavailable"}
    assert line.getMessage() == (
        f"game not-loaded-yet: loading it failed: the SQLite database {tmp_path}: disk I/O error"
    )
    assert_one_line_no_traceback(server_log)


# ----------------------------------------------------------------- a damaged stored game
def test_a_stored_game_with_damaged_room_settings_is_left_out_in_one_line(
    tmp_path: Path, server_log: pytest.LogCaptureFixture
) -> None:
    """A game whose stored room no game may have (an import took any room before they
    were checked): the server starts, resumes the others and leaves it out, and neither a
    socket nor "Play on" runs it; each says so in one line."""
    path = tmp_path / "g.sqlite3"
    db = open_storage(path)
    for game_id, status, bad in (
        ("sound", "live", {"pace": None}),  # null: as stored before paces (an import's)
        ("damaged", "live", {"turn_timer": "x"}),
        ("ended", "finished", {"pace": "warp"}),
    ):
        stored = record(game_id, status=status)
        config = {**stored.config, "room": {**stored.config["room"], **bad}}
        seats = (dataclasses.replace(stored.seats[0], claimed=True), *stored.seats[1:])
        db.create_game(dataclasses.replace(stored, config=config, seats=seats))
    db.close()
    with ServerThread(str(path)) as server:
        hear_uvicorn(server_log)
        assert set(server.hub.tables) == {"sound"}
        assert server.hub.tables["sound"].pace == "instant"
        client = Client(server.base, "damaged", hello=False)
        refusal = client.until(lambda m: m["type"] == "error")
        closing = client.until(lambda m: m["type"] == "error")
        client.close()
        played_on = httpx.post(f"{server.base}/api/games/ended/playon", json={"version": 0})
        hub = server.hub
        live = server.run_on_loop(hub.run_db(hub.storage.list_games, "live", 10))
    damage = ("its stored settings cannot be played (room: Expected `float | null`, got "
              "`str` - at `$.turn_timer`)")  # fmt: skip
    lines = [r.getMessage() for r in server_log.records if r.levelno >= logging.WARNING]
    assert lines == [
        f"game damaged: not resumed: {damage}",
        f"game damaged: loading it failed: {damage}",
    ]
    # Its own code, not `unavailable`: a client stops reconnecting (no retry mends it).
    assert (refusal["code"], refusal["params"]) == ("damaged_game", {"detail": damage})
    assert closing["code"] == "closing" and closing["params"] == {"reason": "damaged_game"}
    assert (played_on.status_code, played_on.json()) == (409, {
        "code": "damaged_game",
        "params": {"game": "ended", "detail": "its stored settings cannot be played (room: "
                   "Invalid enum value 'warp' - at `$.pace`)"},
    })  # fmt: skip
    assert {r.id for r in live} == {"sound", "damaged"}  # "Play on" stored nothing
    assert_one_line_no_traceback(server_log)


def test_a_stored_game_whose_moves_do_not_replay_is_left_out_of_the_resume(
    tmp_path: Path, server_log: pytest.LogCaptureFixture
) -> None:
    """Damage nobody foresaw in one game (here a move its position refuses) is logged with
    its traceback, to be looked into, and the other games resume."""
    path = tmp_path / "g.sqlite3"
    db = open_storage(path)
    for game_id in ("sound", "broken"):
        stored = record(game_id)
        seats = (dataclasses.replace(stored.seats[0], claimed=True), *stored.seats[1:])
        db.create_game(dataclasses.replace(stored, seats=seats))
    refused = MoveRecord(1, 0, {"kind": "end_turn"}, 1.0)  # no end of turn in the setup
    db.append_moves("broken", [refused], finished=False, winner=None)
    db.close()
    with ServerThread(str(path)) as server:
        assert set(server.hub.tables) == {"sound"}
    errors = [r for r in server_records(server_log) if r.levelno >= logging.WARNING]
    assert [r.getMessage() for r in errors] == ["game broken: not resumed"]
    assert errors[0].exc_info is not None


def test_a_client_sockets_failed_keepalive_is_not_counted_as_the_servers_fault(
    server_log: pytest.LogCaptureFixture,
) -> None:
    # A CI run saw a socket left open by an earlier test log its keepalive failure, with a
    # traceback, in the middle of the fuzz test's capture: the client's logger, not ours.
    try:
        raise BrokenPipeError(32, "Broken pipe")
    except BrokenPipeError:
        logging.getLogger("websockets.client").exception("keepalive ping failed")
    assert server_records(server_log) == []
    assert "Traceback" not in server_log_text(server_log)
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        logging.getLogger("cityknights.server.hub").exception("a move failed")
    assert [r.getMessage() for r in server_records(server_log)] == ["a move failed"]
    assert "Traceback" in server_log_text(server_log)


def test_an_empty_body_or_message_is_called_empty(tmp_path: Path) -> None:
    """msgspec calls an empty input "Input data was truncated": every body-reading route
    and the socket say it is empty instead."""
    for data in (b"", b"  \n", ""):
        with pytest.raises(msgspec.DecodeError) as error:
            msgspec.json.decode(data)
        assert p.decode_detail(error.value, data) == "empty: a JSON object was expected"
    with ServerThread(str(tmp_path / "g.sqlite3")) as server:
        player = httpx.Client(base_url=server.base)
        assert player.post("/api/guest", json={"name": "Emptyhanded"}).status_code == 201
        answers = [player.post(path) for path in
                   ("/api/games", "/api/accounts", "/api/guest", "/api/rooms")]  # fmt: skip
        record = player.post("/api/records", content=b" ")
        client = Client(server.base, create_game(server.base, seats=["human"] * 3)["game"])
        client.send_raw("")
        refusal = client.until(lambda m: m["type"] == "error")
    for answer in answers:
        assert answer.json()["params"]["detail"] == "empty: a JSON object was expected", answer.text
    assert refusal["params"]["detail"] == "empty: a JSON object was expected"
    assert record.json() == {
        "code": "bad_record",
        "params": {"detail": "record: empty, not a record"},
    }
