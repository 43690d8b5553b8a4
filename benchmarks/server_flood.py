"""What one client address can do to the others by holding many connections at once.

`cityknights serve` runs in a child process (SQLite in a temporary folder; `--nofile N`
sets its soft limit of open files, as a service manager would); a second child process,
the flood, opens --sockets connections from 127.0.0.1 and holds them; this process is the
other client, from 127.0.0.2 (another address to the server), and measures while it
plays, before the flood and while it is held:

- `http`: a lobby request (`GET /api/games/{id}`) every 0.1 s, each on a new connection;
- `connect`: a new websocket to a game every second, until its state arrives;
- `act`: a move of a game whose three seats it plays (random legal actions after a
  think time of 0.1 s on average), from the move sent to the update that holds it.

Each as median, p90 and max in ms, with the failures; and the server's open files,
resident memory and CPU, and what became of the flood's connections (opened, refused and
how). Floods (--kind):

- `ws-idle`: spectator websockets (a hello without a token) on a game of the flood's own,
  which nobody plays: they only hold the server's resources;
- `ws-watch`: spectator websockets on the measured game: each of its moves is sent to all;
- `ws-audience`: spectator websockets on a third game, which bots play at --audience-pace
  (`fast` by default: about two updates a second), from many addresses (127.0.0.10,
  127.0.0.11, ..., --per-address sockets each, as a crowd of people watching one game
  would come): what one game's audience costs the players of another game;
- `ws-chat`: spectator websockets on a game of the flood's own that nobody plays, from
  many addresses as `ws-audience`, each saying a chat line every --chat-every seconds
  (2 s by default: the per-socket limit, 5 lines in 10 s): a crowd chatting at once,
  every line sent to every one of them;
- `ws-burst`: bursts of new spectator websockets from 127.0.0.1, --sockets at once, on
  a game of bots played at --audience-pace: each says hello, reads its state and the
  game's past, and closes; once all of a burst are done the next begins, until the
  flood ends (what a crowd arriving at once, or a reconnect storm, costs the others);
- `ws-spam`: spectator websockets on a game of the flood's own that nobody plays, from
  127.0.0.1, each sending frames as fast as it can write them, or one every --spam-every
  seconds (0.05: the per-socket limit of 20 a second, which no strike closes), an empty
  chat line (refused with an error, the cheapest frame that is no strike), and reading
  what comes back: what sockets flooding frames cost the players of another game;
- `actions`: room actions (`POST /api/rooms/{id}/act`, a colour changed back and forth)
  as fast as they are answered (or one every --spam-every seconds on each connection),
  --sockets kept-alive connections at once, by one guest
  from 127.0.0.1 in a room of its own; the other client then also measures `room`: an
  action in a room of its own every 0.1 s, from the action sent to its answer. Run it
  with `-- --action-limit 1000000` to see the flood unlimited;
- `ws-respam`: --sockets spam sockets as `ws-spam`'s on a game of the flood's own, each
  connecting again at once when it is closed (for abuse) or its handshake refused (the
  connect limit's 429): a client refused at full speed, and a reconnect flood;
- `reads`: lobby reads (`GET /api/games`, 30 waiting games listed) as fast as they are
  answered on --sockets kept-alive connections from 127.0.0.1 (or one every --spam-every
  seconds on each); run it with `-- --read-limit 0` to see the flood unlimited;
- `bot-games`: games of four heuristic bots at the `instant` pace, created by one client
  as fast as the creation limit lets it (run it with `-- --create-limit 20`, the
  default: the benchmark raises it to 1,000 otherwise), each played to its end at once;
- `poll`: room long polls (`GET /api/rooms/{id}?since=STAMP`, 25 s each, asked again at
  once when answered) on a room of the flood's own, whose chat it changes every 2 s
  (waking every poll).

    python3 benchmarks/server_flood.py --kind ws-idle --sockets 2000
    python3 benchmarks/server_flood.py --kind ws-idle --sockets 2000 --nofile 1024
    python3 benchmarks/server_flood.py --kind poll --sockets 1000 --json
    python3 benchmarks/server_flood.py --kind ws-watch --sockets 1000 -- --sockets-per-address 0
    python3 benchmarks/server_flood.py --kind ws-audience --sockets 2000 --per-address 250
    python3 benchmarks/server_flood.py --kind ws-chat --sockets 2000 --per-address 250
    python3 benchmarks/server_flood.py --kind ws-burst --sockets 400
    python3 benchmarks/server_flood.py --kind actions --sockets 8
    python3 benchmarks/server_flood.py --kind actions --sockets 8 -- --action-limit 1000000
    python3 benchmarks/server_flood.py --kind reads --sockets 8 -- --read-limit 0
    python3 benchmarks/server_flood.py --kind ws-respam --sockets 4 -- --rate-limit 20

Options after `--` go to `cityknights serve` (`--sockets-per-address 0`: no limit per
address). The flood's outcomes: `open` (a socket that got its state; a poll sent),
`closed:CODE:REASON` and `error:closing:REASON` (refused by the server, before or after
the refusal's frame was read), `failed:...` (no websocket handshake: the server did not
answer it), `later_status:429:too_many_sockets` (a poll refused instead of held),
`answers` (polls answered by a change).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import resource
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import httpx
from server_load import free_port, percentile, process_cpu_seconds, process_rss_mb, serving
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

ROOT = Path(__file__).resolve().parent.parent
#: The measuring client's own address: another client to the server than the flood's.
OTHER = "127.0.0.2"
#: The audience's addresses (ws-audience) are 127.0.0.FIRST_AUDIENCE and on.
FIRST_AUDIENCE = 10
HELLO = json.dumps({"type": "hello", "protocol": 1, "token": None})


# ----------------------------------------------------------------- the server
def start_server(
    data_dir: str, nofile: int | None, extra: list[str]
) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    args = [sys.executable, "-m", "cityknights", "serve", "--port", str(port),
            "--data-dir", data_dir, "--default-pace", "instant", *extra]  # fmt: skip

    def limit() -> None:
        if nofile is not None:
            hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
            resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, hard))

    log = open(Path(data_dir) / "server.log", "wb")  # noqa: SIM115 (the server's lifetime)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=log,
                            preexec_fn=limit)  # fmt: skip
    return proc, serving(proc, port, data_dir)


def open_files(pid: int) -> int:
    return len(os.listdir(f"/proc/{pid}/fd"))


# ----------------------------------------------------------------- the flood
def audience_address(i: int, per_address: int) -> str:
    """The client address of the audience's socket `i` (ws-audience)."""
    n = FIRST_AUDIENCE + i // per_address
    if n > 254:
        raise SystemExit(f"too many addresses: --per-address {per_address} is too few")
    return f"127.0.0.{n}"


async def flood(base: str, kind: str, sockets: int, target: str, per_address: int,
                chat_every: float = 2.0, burst_every: float = 0.0,
                spam_every: float = 0.0) -> None:  # fmt: skip
    """Open `sockets` connections of `kind` on `target` (a game or a room), report on
    stdout once all are open or refused (a JSON line), hold them until stdin closes, then
    report again what became of them. `per_address`: sockets per client address of an
    audience (ws-audience; the others all come from 127.0.0.1)."""
    outcomes: Counter[str] = Counter()
    live = 0
    ready = asyncio.Event()
    opening = asyncio.Semaphore(200)  # handshakes under way at once
    ws_url = base.replace("http://", "ws://") + f"/ws/{target}"

    done = 0

    def settled(outcome: str) -> None:
        nonlocal done
        outcomes[outcome] += 1
        done += 1
        if done >= sockets:
            ready.set()

    async def websocket(i: int) -> None:
        nonlocal live
        crowd = kind in ("ws-audience", "ws-chat")
        local = (audience_address(i, per_address), 0) if crowd else None
        try:
            async with opening:
                ws = await connect(ws_url, open_timeout=60, ping_interval=None, max_size=None,
                                   compression=None, local_addr=local)  # fmt: skip
            await ws.send(HELLO)
            async for raw in ws:  # read everything sent, as a client does
                if '"type":"state"' in str(raw)[:40]:
                    break
                if '"type":"error"' in str(raw)[:40]:
                    error = json.loads(raw)
                    settled(f"error:{error['code']}:{error['params'].get('reason', '')}")
                    await ws.close()
                    return
        except ConnectionClosed as closed:
            settled(f"closed:{closed.rcvd.code if closed.rcvd else '-'}:"
                    f"{closed.rcvd.reason if closed.rcvd else ''}")  # fmt: skip
            return
        except Exception as error:
            settled(f"failed:{type(error).__name__}:{str(error)[:60]}")
            return
        live += 1
        settled("open")
        talk = None
        if kind == "ws-chat":
            talk = asyncio.create_task(chatter(ws, i))
        elif kind == "ws-spam":
            talk = asyncio.create_task(spammer(ws))
        try:
            async for raw in ws:
                if kind in ("ws-chat", "ws-spam") and '"type":"error"' in str(raw)[:40]:
                    outcomes[f"chat_refused:{json.loads(raw)['code']}"] += 1
            outcomes["dropped"] += 1
        except ConnectionClosed:
            outcomes["dropped"] += 1
        finally:
            live -= 1
            if talk is not None:
                talk.cancel()

    async def chatter(ws: Any, i: int) -> None:
        """Say a line every `chat_every` seconds (the first at a random moment in it)."""
        await ready.wait()
        await asyncio.sleep(random.random() * chat_every)
        n = 0
        with contextlib.suppress(ConnectionClosed):
            while True:
                n += 1
                await ws.send(json.dumps({"type": "chat", "text": f"socket {i} says {n}"}))
                outcomes["chat_sent"] += 1
                await asyncio.sleep(chat_every)

    async def spammer(ws: Any) -> None:
        """Send frames as fast as the socket takes them, until it is closed."""
        await ready.wait()
        frame = json.dumps({"type": "chat", "text": ""})
        with contextlib.suppress(ConnectionClosed):
            while True:
                await ws.send(frame)
                outcomes["frames_sent"] += 1
                if spam_every:
                    await asyncio.sleep(spam_every)

    async def respam() -> None:
        """ws-respam: a socket that floods frames as ws-spam's and, once closed or
        refused, connects again at once: a client refused at full speed."""
        frame = json.dumps({"type": "chat", "text": ""})
        first = True
        while True:
            try:
                ws = await connect(ws_url, open_timeout=60, ping_interval=None, max_size=None,
                                   compression=None, close_timeout=1)  # fmt: skip
            except InvalidStatus as refused:
                outcomes[f"refused:{refused.response.status_code}"] += 1
                continue
            except Exception as error:
                outcomes[f"failed:{type(error).__name__}"] += 1
                await asyncio.sleep(0.01)
                continue
            outcomes["connected"] += 1
            if first:
                first = False
                settled("open")
            try:
                await ws.send(HELLO)
                while True:
                    await ws.send(frame)
                    outcomes["frames_sent"] += 1
            except ConnectionClosed as closed:
                outcomes[f"closed:{closed.rcvd.code if closed.rcvd else '-'}"] += 1

    async def bot_games() -> None:
        """bot-games: games of four heuristic bots at the `instant` pace, made as fast as
        the server lets one address make them (waiting out each 429's Retry-After)."""
        body = {"seats": ["heuristic"] * 4, "expansion": "ck", "pace": "instant"}
        async with httpx.AsyncClient(base_url=base, timeout=60) as http:
            while True:
                answer = await http.post("/api/games", json=body)
                outcomes[f"status:{answer.status_code}"] += 1
                if answer.status_code == 201 and not ready.is_set():
                    settled("open")
                if answer.status_code == 429:
                    await asyncio.sleep(float(answer.headers.get("retry-after", "1")))

    async def long_poll(stamp: str) -> None:
        """One poll after another on one kept-alive connection, written by hand: httpx
        spent more CPU per answer than the server (a thousand polls answered at once kept
        this process busy for seconds, and most polls were not waiting at any time)."""
        nonlocal live
        host, port = base.removeprefix("http://").split(":")
        try:
            async with opening:
                reader, writer = await asyncio.open_connection(host, int(port))
        except OSError as error:
            settled(f"failed:{type(error).__name__}:{error.strerror}")
            return
        first = True
        try:
            while True:
                writer.write(f"GET /api/rooms/{target}?since={stamp} HTTP/1.1\r\n"
                             f"Host: {host}\r\n\r\n".encode())  # fmt: skip
                if first:
                    first = False
                    live += 1
                    settled("open")  # asked: the server holds it until the room changes
                head = await reader.readuntil(b"\r\n\r\n")
                status = int(head.split(b" ", 2)[1])
                length = int(head.lower().split(b"content-length:", 1)[1].split(b"\r\n", 1)[0])
                body = json.loads(await reader.readexactly(length))
                if status != 200:
                    outcomes[f"later_status:{status}:{body.get('code')}"] += 1
                    return
                stamp = body["stamp"]
                outcomes["answers"] += 1
        except (OSError, asyncio.IncompleteReadError) as error:
            outcomes[f"dropped:{type(error).__name__}"] += 1
        finally:
            live -= 1
            writer.close()

    async def act_loop(room: str, cookie: str) -> None:
        """Room actions one after another on a kept-alive connection, written by hand (as
        long_poll: httpx would spend more CPU than the server); when the server closes it
        (a refusal sent before the body was read closes the connection), a new one."""
        host = base.removeprefix("http://").split(":")[0]

        def action(n: int) -> bytes:
            body = json.dumps({"type": "colour", "colour": n % 2}).encode()
            return (f"POST /api/rooms/{room}/act HTTP/1.1\r\nHost: {host}\r\n"
                    f"Cookie: {cookie}\r\nContent-Type: application/json\r\n"
                    f"Content-Length: {len(body)}\r\n\r\n").encode() + body  # fmt: skip

        await request_loop(action)

    async def request_loop(request: Any) -> None:
        """`request(n)` (the bytes of the n-th request) one after another on a kept-alive
        connection; when the server closes it, a new one."""
        nonlocal live
        host, port = base.removeprefix("http://").split(":")
        first, n = True, 0
        while True:
            try:
                reader, writer = await asyncio.open_connection(host, int(port))
            except OSError as error:
                outcomes[f"failed:{type(error).__name__}"] += 1
                await asyncio.sleep(0.01)
                continue
            if first:
                first = False
                live += 1
                settled("open")
            try:
                while True:
                    n += 1
                    writer.write(request(n))
                    head = await reader.readuntil(b"\r\n\r\n")
                    status = int(head.split(b" ", 2)[1])
                    length = int(head.lower().split(b"content-length:", 1)[1].split(b"\r\n", 1)[0])
                    await reader.readexactly(length)
                    outcomes[f"status:{status}"] += 1
                    if spam_every:
                        await asyncio.sleep(spam_every)
                    if b"connection: close" in head.lower():
                        outcomes["closed_by_server"] += 1
                        break
            except (OSError, asyncio.IncompleteReadError) as error:
                outcomes[f"dropped:{type(error).__name__}"] += 1
            finally:
                writer.close()

    async def own_room() -> tuple[str, str]:
        """The flood's guest (its session cookie) and a room it hosts."""
        async with httpx.AsyncClient(base_url=base, timeout=60) as http:
            (await http.post("/api/guest", json={"name": "Flood"})).raise_for_status()
            answer = await http.post("/api/rooms", json={"seats": ["open", "open", "random"]})
            answer.raise_for_status()
            cookie = "; ".join(f"{k}={v}" for k, v in http.cookies.items())
            return str(answer.json()["room"]), cookie

    async def arrive() -> None:
        """One socket of a burst: hello, the state and the whole past, then close."""
        try:  # all of a burst at once (not `opening`'s 200 at a time)
            ws = await connect(ws_url, open_timeout=60, ping_interval=None, max_size=None,
                               compression=None)  # fmt: skip
            async with ws:
                await ws.send(HELLO)
                async for raw in ws:
                    head = str(raw)[:60]
                    if '"type":"state"' in head and '"caught_up":true' in str(raw):
                        break
                    if '"type":"history"' in head and '"done":true' in str(raw):
                        break
                    if '"type":"error"' in head:
                        outcomes[f"error:{json.loads(raw)['code']}"] += 1
                        return
            outcomes["arrived"] += 1
        except ConnectionClosed as closed:
            outcomes[f"closed:{closed.rcvd.code if closed.rcvd else '-'}"] += 1
        except Exception as error:
            outcomes[f"failed:{type(error).__name__}:{str(error)[:60]}"] += 1

    async def bursts() -> None:
        nonlocal done
        while True:
            started = time.perf_counter()
            await asyncio.gather(*(arrive() for _ in range(sockets)))
            outcomes["bursts"] += 1
            took = time.perf_counter() - started
            outcomes["burst_ms_total"] += round(took * 1000)
            if not ready.is_set():
                done = sockets
                ready.set()
            await asyncio.sleep(max(0.0, burst_every - took))  # 0: the next at once

    if kind == "actions":
        room, cookie = await own_room()
        tasks = [asyncio.create_task(act_loop(room, cookie)) for _ in range(sockets)]
        await _report_and_hold(ready, outcomes, lambda: live, tasks)
    elif kind == "bot-games":
        tasks = [asyncio.create_task(bot_games())]
        await _report_and_hold(ready, outcomes, lambda: 0, tasks)
    elif kind == "ws-respam":
        tasks = [asyncio.create_task(respam()) for _ in range(sockets)]
        await _report_and_hold(ready, outcomes, lambda: 0, tasks)
    elif kind == "reads":
        host = base.removeprefix("http://").split(":")[0]
        lobby = f"GET /api/games HTTP/1.1\r\nHost: {host}\r\n\r\n".encode()
        tasks = [asyncio.create_task(request_loop(lambda n: lobby)) for _ in range(sockets)]
        await _report_and_hold(ready, outcomes, lambda: live, tasks)
    elif kind == "ws-burst":
        await _report_and_hold(ready, outcomes, lambda: 0, [asyncio.create_task(bursts())])
    elif kind == "poll":
        async with httpx.AsyncClient(base_url=base, timeout=60) as http:
            stamp = (await http.get(f"/api/rooms/{target}")).json()["stamp"]
        tasks = [asyncio.create_task(long_poll(stamp)) for _ in range(sockets)]
        await _report_and_hold(ready, outcomes, lambda: live, tasks)
    else:
        tasks = [asyncio.create_task(websocket(i)) for i in range(sockets)]
        await _report_and_hold(ready, outcomes, lambda: live, tasks)


async def _report_and_hold(ready: asyncio.Event, outcomes: Counter[str], live: Any,
                           tasks: list[asyncio.Task[None]]) -> None:  # fmt: skip
    started = time.perf_counter()
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(ready.wait(), 120)
    print(json.dumps({"seconds": round(time.perf_counter() - started, 2), "live": live(),
                      **outcomes}), flush=True)  # fmt: skip
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, sys.stdin.read)  # until the parent closes it
    print(json.dumps({"live_at_end": live(), **outcomes}), flush=True)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


# ----------------------------------------------------------------- the other client
@dataclass
class Samples:
    http: list[float] = field(default_factory=list)
    http_failed: Counter[str] = field(default_factory=Counter)
    connect: list[float] = field(default_factory=list)
    connect_failed: Counter[str] = field(default_factory=Counter)
    act: list[float] = field(default_factory=list)
    room: list[float] = field(default_factory=list)
    room_failed: Counter[str] = field(default_factory=Counter)


def summary(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0}
    return {"n": len(values), "p50": round(percentile(values, 50) * 1000, 1),
            "p90": round(percentile(values, 90) * 1000, 1), "max": round(max(values) * 1000, 1)}  # fmt: skip


class Other:
    """The client the flood is measured against: its probes write into `self.now`."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.now = Samples()
        self.game = ""

    async def new_game(self, http: httpx.AsyncClient) -> dict[str, Any]:
        body = {"seats": ["human"] * 3, "expansion": "base", "grace_period": 3600, "public": True}
        answer = await http.post("/api/games", json=body)
        answer.raise_for_status()
        created: dict[str, Any] = answer.json()
        return created

    async def probe_http(self) -> None:
        transport = httpx.AsyncHTTPTransport(local_address=OTHER)
        # A new connection each time (httpx keeps one open even with no keep-alive allowed
        # in its pool: only the server's close ends it).
        async with httpx.AsyncClient(base_url=self.base, transport=transport, timeout=10,
                                     headers={"connection": "close"}) as http:  # fmt: skip
            while True:
                started = time.perf_counter()
                samples = self.now
                try:
                    answer = await http.get(f"/api/games/{self.game}")
                    if answer.status_code == 200:
                        samples.http.append(time.perf_counter() - started)
                    else:
                        samples.http_failed[str(answer.status_code)] += 1
                except httpx.HTTPError as error:
                    samples.http_failed[type(error).__name__] += 1
                await asyncio.sleep(max(0.0, 0.1 - (time.perf_counter() - started)))

    async def probe_connect(self) -> None:
        url = self.base.replace("http://", "ws://") + f"/ws/{self.game}"
        while True:
            started = time.perf_counter()
            samples = self.now
            try:
                async with asyncio.timeout(10):
                    async with connect(url, ping_interval=None, max_size=None, compression=None,
                                       local_addr=(OTHER, 0)) as ws:  # fmt: skip
                        await ws.send(HELLO)
                        async for raw in ws:
                            if '"type":"state"' in str(raw)[:40]:
                                samples.connect.append(time.perf_counter() - started)
                                break
                            if '"type":"error"' in str(raw)[:40]:
                                samples.connect_failed[json.loads(raw)["code"]] += 1
                                break
            except ConnectionClosed as closed:
                reason = closed.rcvd.reason if closed.rcvd else ""
                samples.connect_failed[
                    f"closed:{closed.rcvd.code if closed.rcvd else '-'}:{reason}"
                ] += 1
            except Exception as error:
                samples.connect_failed[type(error).__name__] += 1
            await asyncio.sleep(max(0.0, 1.0 - (time.perf_counter() - started)))

    async def play(self, token: str, rng: random.Random) -> None:
        url = self.base.replace("http://", "ws://") + f"/ws/{self.game}"
        async with connect(url, ping_interval=None, max_size=None, compression=None,
                           local_addr=(OTHER, 0)) as ws:  # fmt: skip
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "token": token}))
            seat = None
            sent: tuple[int, float] | None = None
            async for raw in ws:
                message = json.loads(raw)
                if message["type"] == "welcome":
                    seat = message["seat"]
                    continue
                if message["type"] == "error":
                    sent = None
                    continue
                if message["type"] not in ("state", "update"):
                    continue
                version = message["version"]
                if sent is not None and version > sent[0]:
                    if any(s["actor"] == seat for s in message.get("steps", [])):
                        self.now.act.append(time.perf_counter() - sent[1])
                    sent = None
                if message.get("finished"):
                    return
                legal = message.get("legal_actions") or []
                if legal and message.get("to_act") == seat and sent is None:
                    await asyncio.sleep(rng.expovariate(10))
                    sent = (version, time.perf_counter())
                    await ws.send(json.dumps({"type": "act", "version": version,
                                              "action": rng.choice(legal)}))  # fmt: skip

    async def probe_room(self) -> None:
        """A guest's action in a room of its own every 0.1 s (a colour changed back and
        forth), on a kept-alive connection as a page's: from sent to answered."""
        transport = httpx.AsyncHTTPTransport(local_address=OTHER)
        async with httpx.AsyncClient(base_url=self.base, transport=transport, timeout=10) as http:
            (await http.post("/api/guest", json={"name": "Other"})).raise_for_status()
            made = await http.post("/api/rooms", json={"seats": ["open", "open", "random"]})
            made.raise_for_status()
            room = made.json()["room"]
            n = 0
            while True:
                n += 1
                started = time.perf_counter()
                samples = self.now
                try:
                    answer = await http.post(f"/api/rooms/{room}/act",
                                             json={"type": "colour", "colour": n % 2})  # fmt: skip
                    if answer.status_code == 200:
                        samples.room.append(time.perf_counter() - started)
                    else:
                        samples.room_failed[f"{answer.status_code}:{answer.json()['code']}"] += 1
                except httpx.HTTPError as error:
                    samples.room_failed[type(error).__name__] += 1
                await asyncio.sleep(max(0.0, 0.1 - (time.perf_counter() - started)))

    async def keep_playing(self, http: httpx.AsyncClient, created: dict[str, Any]) -> None:
        rng = random.Random(1)
        while True:
            await asyncio.gather(*(self.play(s["token"], rng) for s in created["seats"]))
            created = await self.new_game(http)  # over: the next one
            self.game = created["game"]


@dataclass
class Phase:
    name: str
    seconds: float
    http: dict[str, float]
    http_failed: dict[str, int]
    connect: dict[str, float]
    connect_failed: dict[str, int]
    act: dict[str, float]
    server_open_files: int
    server_rss_mb: float
    server_cpu_percent: float
    room: dict[str, float] = field(default_factory=dict)
    room_failed: dict[str, int] = field(default_factory=dict)
    flood: dict[str, Any] = field(default_factory=dict)


async def measure_phase(
    other: Other, name: str, seconds: float, pid: int, until: asyncio.Future[Any] | None = None
) -> Phase:
    """The probes' figures over `seconds`, or until `until` is done."""
    other.now = Samples()
    cpu = process_cpu_seconds(pid)
    started = time.perf_counter()
    if until is not None:
        await until
    else:
        await asyncio.sleep(seconds)
    wall = time.perf_counter() - started
    s = other.now
    return Phase(name, round(wall, 1), summary(s.http), dict(s.http_failed), summary(s.connect),
                 dict(s.connect_failed), summary(s.act), open_files(pid),
                 round(process_rss_mb(pid), 1),
                 round(100 * (process_cpu_seconds(pid) - cpu) / wall, 1),
                 summary(s.room) if s.room or s.room_failed else {}, dict(s.room_failed))  # fmt: skip


async def flood_target(
    own: httpx.AsyncClient, kind: str, measured_game: str, pace: str = "fast"
) -> str:
    """What the flood holds its connections on, made from its own address (127.0.0.1)."""
    # A game nobody plays (its bots wait for a human).
    if kind in ("ws-idle", "ws-chat", "ws-spam", "ws-respam"):
        body = {"seats": ["human", "random", "random"], "expansion": "base"}
        return str((await own.post("/api/games", json=body)).json()["game"])
    if kind in ("ws-audience", "ws-burst"):  # a game of bots, played at `pace` from now on
        body = {"seats": ["heuristic"] * 4, "expansion": "ck", "pace": pace}
        answer = await own.post("/api/games", json=body)
        answer.raise_for_status()
        return str(answer.json()["game"])
    if kind == "ws-watch":
        return measured_game
    if kind == "actions":
        return "-"  # the flood makes its own guest and room
    if kind == "bot-games":
        return "-"  # the flood makes its own games
    if kind == "reads":  # the lobby it reads lists some waiting games
        for _ in range(30):
            body = {"seats": ["human", "random", "random"], "expansion": "base", "public": True}
            (await own.post("/api/games", json=body)).raise_for_status()
        return "-"
    (await own.post("/api/guest", json={"name": "Flood"})).raise_for_status()
    room = await own.post("/api/rooms", json={"seats": ["open", "random", "random"]})
    room.raise_for_status()
    return str(room.json()["room"])


async def run(args: argparse.Namespace, base: str, pid: int) -> list[Phase]:
    other = Other(base)
    transport = httpx.AsyncHTTPTransport(local_address=OTHER)
    async with (
        httpx.AsyncClient(base_url=base, transport=transport, timeout=30) as http,
        httpx.AsyncClient(base_url=base, timeout=30) as own,
    ):
        created = await other.new_game(http)
        other.game = created["game"]
        target = await flood_target(own, args.kind, other.game, args.audience_pace)
        probes = [asyncio.create_task(c) for c in
                  (other.probe_http(), other.probe_connect(), other.keep_playing(http, created))]  # fmt: skip
        if args.kind == "actions":
            probes.append(asyncio.create_task(other.probe_room()))
        await asyncio.sleep(2)  # warmed up
        phases = [await measure_phase(other, "before", args.seconds, pid)]
        flooder = await asyncio.create_subprocess_exec(
            sys.executable, __file__, "--flood", base, "--kind", args.kind,
            "--sockets", str(args.sockets), "--target", target,
            "--per-address", str(args.per_address), "--chat-every", str(args.chat_every),
            "--burst-every", str(args.burst_every), "--spam-every", str(args.spam_every),
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        )  # fmt: skip
        assert flooder.stdin is not None and flooder.stdout is not None
        chatter = asyncio.create_task(chat_every(own, target)) if args.kind == "poll" else None
        opening = asyncio.create_task(flooder.stdout.readline())
        phases.append(await measure_phase(other, "opening", 0, pid, until=opening))
        held = await measure_phase(other, "flood held", args.seconds, pid)
        held.flood = json.loads(opening.result())
        phases.append(held)
        flooder.stdin.close()
        held.flood["at_end"] = json.loads(await flooder.stdout.readline())
        await flooder.wait()
        if chatter is not None:
            chatter.cancel()
        await asyncio.sleep(2)
        phases.append(await measure_phase(other, "after", args.seconds / 2, pid))
        for task in probes:
            task.cancel()
        await asyncio.gather(*probes, return_exceptions=True)
    return phases


async def chat_every(own: httpx.AsyncClient, room: str) -> None:
    """The flood's room changes every 2 s: its host says a line, and every poll of it is
    answered (and asked again)."""
    n = 0
    while True:
        n += 1
        answer = await own.post(f"/api/rooms/{room}/chat", json={"text": f"line {n}"})
        if answer.status_code != 200:
            print("chat refused:", answer.status_code, answer.text[:200], file=sys.stderr)
        await asyncio.sleep(2)


def run_fast(main: Any) -> None:
    """The flood on uvloop when it is there: it answers the server faster."""
    try:
        import uvloop
    except ImportError:
        asyncio.run(main)
        return
    uvloop.run(main)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kind", choices=("ws-idle", "ws-watch", "ws-audience", "ws-chat", "ws-burst",
                                          "ws-spam", "ws-respam", "poll", "actions", "reads", "bot-games"),
                        default="ws-idle")  # fmt: skip
    parser.add_argument("--sockets", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=15.0, help="each phase's length")
    parser.add_argument("--nofile", type=int, default=None,
                        help="the server's soft limit of open files (default: this shell's)")  # fmt: skip
    parser.add_argument("--per-address", type=int, default=250,
                        help="ws-audience: sockets per client address (127.0.0.10 and on)")  # fmt: skip
    parser.add_argument("--audience-pace", choices=("instant", "fast", "normal", "slow"),
                        default="fast", help="ws-audience, ws-burst: the pace of the watched game")  # fmt: skip
    parser.add_argument("--chat-every", type=float, default=2.0,
                        help="ws-chat: seconds between two lines of one socket")  # fmt: skip
    parser.add_argument("--burst-every", type=float, default=0.0,
                        help="ws-burst: seconds from one burst's start to the next's (0: at once)")  # fmt: skip
    parser.add_argument("--spam-every", type=float, default=0.0,
                        help="ws-spam, actions, reads: seconds between two frames or requests of one "
                        "socket (0: at once)")  # fmt: skip
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--flood", default=None, help=argparse.SUPPRESS)  # the flood's process
    parser.add_argument("--target", default=None, help=argparse.SUPPRESS)
    parser.add_argument("extra", nargs="*", help="options of `cityknights serve`, after --")
    args = parser.parse_args(argv)
    if args.flood:
        run_fast(flood(args.flood, args.kind, args.sockets, args.target, args.per_address,
                       args.chat_every, args.burst_every, args.spam_every))  # fmt: skip
        return 0
    with tempfile.TemporaryDirectory(prefix="cityknights-flood-") as data_dir:
        extra = ["--rate-limit", "1000", "--create-limit", "1000", "--player-limit", "1000",
                 *args.extra]  # fmt: skip
        proc, base = start_server(data_dir, args.nofile, extra)
        try:
            phases = asyncio.run(run(args, base, proc.pid))
        finally:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                proc.kill()
            log = (Path(data_dir) / "server.log").read_text(errors="replace")
    report = {"kind": args.kind, "sockets": args.sockets, "nofile": args.nofile,
              "per_address": args.per_address if args.kind in ("ws-audience", "ws-chat") else None,
              "chat_every": args.chat_every if args.kind == "ws-chat" else None,
              "burst_every": args.burst_every if args.kind == "ws-burst" else None,
              "audience_pace": args.audience_pace if args.kind in ("ws-audience", "ws-burst")
              else None,
              "serve": args.extra, "load_average": round(os.getloadavg()[0], 2),
              "phases": [asdict(p) for p in phases],
              "server_log_lines": Counter(line[:80] for line in log.splitlines()).most_common(5)}  # fmt: skip
    if args.json:
        print(json.dumps(report))
    else:
        print(text(report))
    return 0


def text(report: dict[str, Any]) -> str:
    def ms(d: dict[str, float]) -> str:
        return f"{d.get('p50', '-')}/{d.get('p90', '-')}/{d.get('max', '-')} (n={d['n']})"

    lines = [f"{report['kind']} x{report['sockets']}, server nofile {report['nofile'] or 'as is'},"
             f" serve {' '.join(report['serve']) or '(defaults)'}, load {report['load_average']}",
             "phase        http p50/p90/max ms    connect p50/p90/max ms   act p50/p90/max ms"
             "      files  RSS MB  CPU %"]  # fmt: skip
    for ph in report["phases"]:
        lines.append(f"{ph['name']:<12} {ms(ph['http']):<22} {ms(ph['connect']):<24} "
                     f"{ms(ph['act']):<22} {ph['server_open_files']:>6} {ph['server_rss_mb']:>7}"
                     f" {ph['server_cpu_percent']:>6}")  # fmt: skip
        if ph.get("room"):
            lines.append(f"  room action p50/p90/max ms: {ms(ph['room'])}")
        failed = {**{f"http {k}": v for k, v in ph["http_failed"].items()},
                  **{f"room {k}": v for k, v in ph.get("room_failed", {}).items()},
                  **{f"connect {k}": v for k, v in ph["connect_failed"].items()}}  # fmt: skip
        if failed:
            lines.append(f"  failed: {failed}")
        if ph["flood"]:
            lines.append(f"  flood: {ph['flood']}")
    lines.append(f"server log: {report['server_log_lines']}")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
