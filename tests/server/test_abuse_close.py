"""A socket closed for abuse (its strikes: session.py; a ping flood: ws_protocol.py) is
closed with 1008 and a reason, and is read no more: what it sends after costs nothing,
and its connection ends within POLICY_GRACE without waiting for the client's close
(ws_protocol.py). uvicorn alone reads and parses a closed socket's frames for 10 s while
it waits for that close."""

from __future__ import annotations

import base64
import json
import os
import socket
import struct
import time
from contextlib import closing
from pathlib import Path
from typing import Any

from cityknights.server.ws_protocol import CONTROL_FRAMES, POLICY_GRACE, PolicyCloseProtocol

from .helpers import Client, ServerThread, create_game


def masked(opcode: int, payload: bytes) -> bytes:
    """A client's frame (RFC 6455: masked), whole (FIN), of up to 65,535 bytes."""
    mask = os.urandom(4)
    size = len(payload)
    head = bytes([0x80 | opcode]) + (
        bytes([0x80 | size]) if size < 126 else bytes([0x80 | 126]) + struct.pack("!H", size)
    )
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def raw_websocket(base: str, game: str) -> socket.socket:
    """A websocket written by hand: it never answers the server's close, as a flood's."""
    host, port = base.removeprefix("http://").split(":")
    sock = socket.create_connection((host, int(port)), timeout=10)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(f"GET /ws/{game} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                 f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                 "Sec-WebSocket-Version: 13\r\n\r\n".encode())  # fmt: skip
    head = b""
    while b"\r\n\r\n" not in head:
        head += sock.recv(1)
    assert head.startswith(b"HTTP/1.1 101"), head
    return sock


def server_frames(sock: socket.socket) -> list[tuple[int, bytes]]:
    """The server's frames (opcode, payload) up to and with its close frame."""
    return server_frames_until(sock, 0x8)


def server_frames_until(sock: socket.socket, opcode: int) -> list[tuple[int, bytes]]:
    """The server's frames (opcode, payload) up to and with the first of `opcode`."""
    buffer, frames = b"", []
    while not frames or frames[-1][0] != opcode:
        chunk = sock.recv(65536)
        assert chunk, "the connection ended before the close frame"
        buffer += chunk
        while len(buffer) >= 2:
            size, start = buffer[1] & 0x7F, 2
            if size == 126:
                size, start = struct.unpack("!H", buffer[2:4])[0], 4
            elif size == 127:
                size, start = struct.unpack("!Q", buffer[2:10])[0], 10
            if len(buffer) < start + size:
                break
            frames.append((buffer[0] & 0x0F, buffer[start : start + size]))
            buffer = buffer[start + size :]
    return frames


def ended_while_writing(sock: socket.socket, data: bytes, within: float) -> bool:
    """Write `data` over and over, as a flood does; True once the server ends the
    connection (a reset, a broken pipe or the end of what it sends), False if it has not
    within `within` seconds."""
    sock.settimeout(0.1)
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            sock.sendall(data)
        except TimeoutError:
            pass  # not read: the buffers are full
        except (ConnectionResetError, BrokenPipeError):
            return True
        try:
            if sock.recv(65536) == b"":
                return True
        except TimeoutError:
            pass
        except ConnectionResetError:
            return True
    return False


def server_sockets(server: ServerThread) -> list[Any]:
    return [c for c in server.server.server_state.connections
            if isinstance(c, PolicyCloseProtocol)]  # fmt: skip


def test_a_socket_closed_for_abuse_gets_1008_and_is_read_no_more(tmp_path: Path) -> None:
    with ServerThread(str(tmp_path / "games.sqlite3"), rate_limit=20.0) as server:
        game = create_game(server.base, seats=["human", "random", "random"], expansion="base")
        sock = raw_websocket(server.base, game["game"])
        with closing(sock):
            junk = masked(0x1, b"nope")
            sock.sendall(junk * 60)  # 50 strikes close it
            frames = server_frames(sock)
            opcode, close = frames[-1]
            assert opcode == 0x8
            code, reason = struct.unpack("!H", close[:2])[0], close[2:].decode()
            assert (code, reason) == (1008, "abuse")
            assert json.loads(frames[-2][1])["params"]["reason"] == "abuse"  # said first
            # What comes after is not read: the server stopped reading the transport.
            protocols = server_sockets(server)
            assert len(protocols) == 1 and protocols[0].policy_closed
            assert not protocols[0].transport.is_reading()
            # Closed by the server within its grace, though the client writes on and never
            # answers the close (uvicorn alone reads and parses on for 10 s).
            started = time.monotonic()
            assert ended_while_writing(sock, junk * 100, within=8.0)
            assert time.monotonic() - started < POLICY_GRACE + 2
        deadline = time.monotonic() + 5
        while server_sockets(server):
            assert time.monotonic() < deadline
            time.sleep(0.02)
        # The game is unharmed: another socket plays on.
        assert Client(server.base, game["game"], token=game["seats"][0]["token"]).seat == 0


def test_a_ping_flood_is_closed_for_abuse_and_a_keepalive_ping_is_answered(
    tmp_path: Path,
) -> None:
    """Pings are answered by uvicorn, below the session's rate limit and strikes: past
    CONTROL_FRAMES a second the socket is told why and closed with 1008 like any abuse."""
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        game = create_game(server.base, seats=["human", "random", "random"], expansion="base")
        with closing(raw_websocket(server.base, game["game"])) as keepalive:
            keepalive.sendall(masked(0x9, b"are you there"))
            assert server_frames_until(keepalive, 0xA) == [(0xA, b"are you there")]
        sock = raw_websocket(server.base, game["game"])
        with closing(sock):
            sock.sendall(masked(0x9, b"x") * int(3 * CONTROL_FRAMES))
            frames = server_frames(sock)
            assert (frames[-1][0], frames[-1][1][:2]) == (0x8, struct.pack("!H", 1008))
            assert frames[-1][1][2:] == b"abuse"
            closing_error = json.loads(frames[-2][1])
            assert closing_error["code"] == "closing"
            assert closing_error["params"]["reason"] == "abuse"
            assert closing_error["params"]["detail"].startswith("pings: more than 10")
            # (The pings read with the last allowed one are answered in the same write.)
            assert len([f for f in frames if f[0] == 0xA]) <= 3 * CONTROL_FRAMES
            assert ended_while_writing(sock, masked(0x9, b"x") * 100, within=8.0)
        # The game's other sockets carry on.
        assert Client(server.base, game["game"], token=game["seats"][0]["token"]).seat == 0
