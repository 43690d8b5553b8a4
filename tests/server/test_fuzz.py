"""Hundreds of malformed frames: each gets an error naming the problem, abusive sockets are
closed, and a healthy client in the same game keeps playing throughout."""

from __future__ import annotations

import json
import random
import threading
import time
from pathlib import Path

from websockets.exceptions import ConnectionClosed

from cityknights.server import protocol as p

from .helpers import Client, ServerThread, create_game, play_with_bot


def malformed_frames(rng: random.Random, n: int) -> list[str | bytes]:
    makers = [
        lambda: "".join(chr(rng.randrange(32, 0x2FF)) for _ in range(rng.randrange(1, 80))),
        lambda: bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64))),
        lambda: "[" * rng.randrange(1000, 20000),
        lambda: '{"type": "chat", "text": ' + "[" * 5000 + "]" * 5000 + "}",
        lambda: "x" * rng.randrange(p.MAX_FRAME_BYTES + 1, 200_000),
        lambda: json.dumps({"type": rng.choice(["act", "chat", "resync", "hello"])}),
        lambda: json.dumps({"type": "act", "version": "seven", "action": {"kind": "roll"}}),
        lambda: json.dumps({"type": "act", "version": 1, "action": [1, 2, 3]}),
        lambda: json.dumps({"type": "act", "version": 1.5, "action": {}}),
        lambda: json.dumps({"type": "chat", "text": 12}),
        lambda: json.dumps({"type": "hello", "protocol": 1, "token": None, "sneaky": True}),
        lambda: json.dumps({"type": "launch_missiles"}),
        lambda: json.dumps([{"type": "chat", "text": "hi"}]),
        lambda: json.dumps(rng.random()),
        lambda: "null",
        lambda: "",
        lambda: '{"type": "resync", "last_version": 1e999}',
    ]
    return [rng.choice(makers)() for _ in range(n)]


def test_malformed_frames_are_refused_and_play_goes_on(tmp_path: Path) -> None:
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        created = create_game(server.base, seats=["human", "random", "random"], expansion="ck",
                              max_turns=1000)  # fmt: skip
        game, token = created["game"], created["seats"][0]["token"]
        healthy = Client(server.base, game, token)
        stop = threading.Event()
        player = threading.Thread(target=play_with_bot, args=(healthy, "random", 1, 300, stop))
        player.start()
        started_at = healthy.version
        rng = random.Random(2026)
        sent = answered = 0
        for round_ in range(10):
            # A fresh socket each round, half of them after a hello (as a spectator):
            # 45 bad frames stay under the 50 strikes that close a socket.
            attacker = Client(server.base, game, hello=round_ % 2 == 1)
            for frame in malformed_frames(rng, 45):
                attacker.send_raw(frame)
                sent += 1
                reply = attacker.until(lambda m: m["type"] == "error", timeout=20)
                assert reply["code"] in (
                    p.E_MALFORMED, p.E_TOO_LARGE, p.E_BINARY, p.E_HELLO_FIRST, p.E_RATE_LIMITED,
                    p.E_ALREADY_HELLO, p.E_SPECTATOR, p.E_PROTOCOL, p.E_CHAT_EMPTY,
                )  # fmt: skip
                assert reply["params"] is not None
                answered += 1
            attacker.close()
        assert sent == answered == 450
        # Past 50 strikes the socket is told why and closed; over 1 MiB it is cut at once.
        abuser = Client(server.base, game, hello=False)
        codes = []
        try:
            for _ in range(60):
                abuser.send_raw("nope")
            while True:
                codes.append(abuser.recv(10)["code"])
        except ConnectionClosed:
            pass
        assert codes[-1] == p.E_CLOSING and codes.count(p.E_MALFORMED) == 50
        giant = Client(server.base, game, hello=False)
        giant.send_raw("x" * (2 << 20))
        try:
            giant.recv(10)
            raise AssertionError("a 2 MiB frame was answered")
        except ConnectionClosed:
            pass
        # The healthy client played all along, and still does.
        after_fuzz = healthy.version
        assert after_fuzz > started_at + 50
        deadline = time.monotonic() + 30
        while healthy.version < after_fuzz + 20 and not healthy.finished:
            assert time.monotonic() < deadline and player.is_alive()
            time.sleep(0.05)
        stop.set()
        player.join(30)
        assert any('"actor":0' in f for f in healthy.frames[-200:])  # its own moves too


def test_a_socket_is_rate_limited_at_the_default_rate(tmp_path: Path) -> None:
    with ServerThread(str(tmp_path / "games.sqlite3"), rate_limit=20.0) as server:
        game = create_game(server.base, seats=["human", "random", "random"])["game"]
        watcher = Client(server.base, game)  # the hello took one of the 40 of a burst
        for _ in range(45):
            watcher.send(type="resync", last_version=0)
        kinds = [
            watcher.until(lambda m: m["type"] in ("state", "error"))["type"] for _ in range(45)
        ]
        assert 38 <= kinds.count("state") <= 41 and kinds[-1] == "error"
        time.sleep(0.2)  # four messages' worth refilled
        watcher.send(type="resync", last_version=0)
        assert watcher.until(lambda m: m["type"] in ("state", "error"))["type"] == "state"


def test_bad_hellos_and_out_of_range_numbers_are_refused_and_change_nothing(
    tmp_path: Path,
) -> None:
    """Frames of the right shape with wrong values: near-miss tokens, a token of another
    type, an unsupported protocol, versions past 64 bits. Each gets its error (or, for a
    reconnect's last version of any size, a fresh picture) and the game does not move."""
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        created = create_game(server.base, seats=["human", "human", "random"], expansion="ck")
        game = created["game"]
        token, other = created["seats"][0]["token"], created["seats"][1]["token"]
        hellos = [
            ({"token": token.upper()}, p.E_BAD_TOKEN),
            ({"token": token + "\x00"}, p.E_BAD_TOKEN),
            ({"token": other[:-1]}, p.E_BAD_TOKEN),
            ({"token": ""}, p.E_BAD_TOKEN),
            ({"token": 5}, p.E_MALFORMED),
            ({"token": token, "protocol": 2}, p.E_PROTOCOL),
            ({"token": token, "protocol": -1}, p.E_PROTOCOL),
            ({"token": token, "last_version": 2**70}, "welcome"),
            ({"token": token, "last_version": -5}, "welcome"),
        ]
        for fields, expected in hellos:
            client = Client(server.base, game, hello=False)
            client.send(**{"type": "hello", "protocol": 1, **fields})
            reply = client.until(lambda m: m["type"] in ("welcome", "error"))
            assert reply.get("code", reply["type"]) == expected, (fields, reply)
            client.close()
        seat = Client(server.base, game, token)
        legal = seat.legal[0]
        for frame, code in [
            ({"type": "act", "version": 2**70, "action": legal}, p.E_STALE),
            ({"type": "act", "version": -1, "action": legal}, p.E_STALE),
            ({"type": "act", "version": 0, "action": {**legal, "extra": 1}}, p.E_BAD_ACTION),
        ]:
            seat.send(**frame)
            assert seat.until(lambda m: m["type"] == "error")["code"] == code, frame
        seat.send(type="resync", last_version=2**63)
        assert seat.until(lambda m: m["type"] in ("state", "error"))["type"] == "state"
        assert seat.version == 0  # nothing was played
