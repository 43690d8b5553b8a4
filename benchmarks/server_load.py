"""Load on the game server: N concurrent games over websockets on loopback.

The server runs as `cityknights serve` in a child process (SQLite in a temporary folder
with its defaults, WAL and synchronous=FULL, or PostgreSQL with --db URL); this process
is the clients: every seat of every game is a websocket playing random legal actions
from the list the server sends. Each game is played until it reaches --versions versions
(or ends), so a run is bounded. Reported: client moves acknowledged per second, all
versions (client moves and chance outcomes) per second, and the latency from a move sent
to its acknowledgement (the update that holds it, sent after the commit), p50 and p99.

    python3 benchmarks/server_load.py --games 100
    python3 benchmarks/server_load.py --games 100,300,1000 --db postgresql://...
    python3 benchmarks/server_load.py --games 10 --versions 50 --json
    python3 benchmarks/server_load.py --games 300 --think 1 --timing   # where the time goes
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import secrets
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Coroutine, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import httpx
import msgspec
from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parent.parent
T = TypeVar("T")


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    moves: int = 0
    refused: int = 0
    versions: dict[str, int] = field(default_factory=dict)
    # Every seat connected: moves start then, so the latencies and the wall time are those
    # of play, not of hundreds of sockets connecting at once.
    seats: int = 0
    connected: int = 0
    all_connected: asyncio.Event = field(default_factory=asyncio.Event)
    started: float = 0.0

    def connect(self) -> None:
        self.connected += 1
        if self.connected == self.seats:
            self.started = time.perf_counter()
            self.all_connected.set()


@dataclass
class Report:
    games: int
    storage: str
    seats: int
    versions_per_game: int
    wall_seconds: float
    client_moves: int
    versions: int
    moves_per_second: float
    versions_per_second: float
    p50_ms: float
    p99_ms: float
    refused: int
    server_cpu_ms_per_move: float  # the server process's CPU time over the run, per version
    # Of which its event loop's thread (the rest: the storage thread, the listener's).
    server_loop_cpu_ms_per_move: float
    client_cpu_ms_per_move: float  # this (client) process's, per version
    think_seconds: float  # the clients' mean think time before each move (0: none)
    server_rss_mb: float  # the server's resident memory at the end
    # The machine's 1-minute load average at the start and the end: the other work on it
    # (this benchmark itself adds about 2 while it runs).
    load_average_start: float
    load_average: float
    # --timing: the server's split of each move (cityknights/server/timing.py) and this
    # process's event-loop lag (a timer due every 5 ms: how late it ran), in ms.
    server_timing: dict[str, Any] | None = None
    client_loop_lag_ms: dict[str, float] | None = None
    # The time each process's threads spent runnable but waiting for a CPU (the kernel's
    # schedstat: the machine's other work), in seconds over the run, and that wait per
    # time the process was given a CPU (a wake-up, or a preemption), in ms.
    server_cpu_wait_seconds: float = 0.0
    server_cpu_wait_ms_per_slice: float = 0.0
    client_cpu_wait_seconds: float = 0.0
    client_cpu_wait_ms_per_slice: float = 0.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(
    db: str | None,
    data_dir: str,
    sqlite_sync: str = "FULL",
    profile: str | None = None,
    timing: str | None = None,
    extra: tuple[str, ...] = (),
) -> tuple[subprocess.Popen[bytes], str]:
    """`cityknights serve` on a free port, with `extra` options; the process, its URL."""
    port = free_port()
    # Under cProfile (--profile): the event loop's thread, written out when it stops.
    profiler = ["-m", "cProfile", "-o", profile] if profile else []
    args = [sys.executable, *profiler, "-m", "cityknights", "serve", "--port", str(port),
            "--rate-limit", "100000", "--create-limit", "1000000",
            # Every seat's socket is from this one address: 3,000 of them for 1,000 games.
            "--sockets-per-address", "0",
            "--sqlite-sync", sqlite_sync, "--default-pace", "instant"]  # fmt: skip
    args += ["--db", db] if db else ["--data-dir", data_dir]
    args += extra
    # Its log goes to a file: a pipe nobody reads would block the server once full.
    log = open(Path(data_dir) / "server.log", "wb")  # noqa: SIM115 (the server's lifetime)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    if timing:
        env["CITYKNIGHTS_SERVER_TIMING"] = timing
    proc = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=log)
    return proc, serving(proc, port, data_dir)


def serving(proc: subprocess.Popen[bytes], port: int, data_dir: str) -> str:
    """The URL of the server `proc` starts on `port`, once it answers (a minute at most;
    SystemExit with its log, which `data_dir`'s server.log holds, if it stops or never
    answers)."""
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            httpx.get(f"{base}/api/games", timeout=2).raise_for_status()
            return base
        except httpx.HTTPError:
            if proc.poll() is not None or time.monotonic() > deadline:
                err = (Path(data_dir) / "server.log").read_text(errors="replace")
                raise SystemExit(f"the server did not start: {err}") from None
            time.sleep(0.2)


class _Step(msgspec.Struct):
    actor: int


class _Frame(msgspec.Struct):
    """The fields of a server message the clients use; the rest (the view, the events) is
    skipped by the decoder, and the legal actions stay raw JSON to send back as they are,
    so the clients' own CPU time stays small beside the server's."""

    type: str
    version: int = 0
    seat: int | None = None
    code: str = ""
    steps: list[_Step] = []
    legal_actions: list[msgspec.Raw] = []
    to_act: int = -9
    finished: bool = False


_DECODER = msgspec.json.Decoder(_Frame)


async def play_seat(
    base: str,
    game: str,
    token: str,
    target: int,
    tally: Tally,
    rng: random.Random,
    think: float,
) -> None:
    """Play one seat: random legal actions, each after a think time (exponential, mean
    `think` seconds, 0: at once). The latency runs from the moment the move is sent (the
    thinking done) to the update that holds it."""
    url = base.replace("http://", "ws://") + f"/ws/{game}"
    # No compression asked for: the server's default (a browser would ask; see --ws-compression).
    async with connect(url, max_size=None, open_timeout=60, ping_interval=None,
                       compression=None) as ws:  # fmt: skip
        await ws.send(json.dumps({"type": "hello", "protocol": 1, "token": token}))
        seat = None
        sent: tuple[int, float] | None = None
        async for raw in ws:
            message = _DECODER.decode(raw)
            kind = message.type
            if kind == "welcome":
                seat = message.seat
                continue
            if kind == "error":
                if sent is not None and message.code in ("stale_version", "not_your_turn"):
                    tally.refused += 1
                    sent = None
                continue
            if kind not in ("state", "update"):
                continue
            if kind == "state" and not tally.all_connected.is_set():
                tally.connect()
                await tally.all_connected.wait()
            version = message.version
            tally.versions[game] = max(tally.versions.get(game, 0), version)
            if sent is not None and version > sent[0]:
                if any(step.actor == seat for step in message.steps):
                    tally.latencies.append(time.perf_counter() - sent[1])
                    tally.moves += 1
                sent = None
            if message.finished or version >= target:
                return
            legal = message.legal_actions
            if legal and message.to_act == seat and sent is None:
                action = bytes(rng.choice(legal)).decode()
                if think > 0:
                    await asyncio.sleep(rng.expovariate(1 / think))
                sent = (version, time.perf_counter())
                await ws.send(f'{{"type":"act","version":{version},"action":{action}}}')


async def probe_loop_lag(tally: Tally, lags: list[float]) -> None:
    """How late a timer due every 5 ms runs in this (client) process, once moves start."""
    await tally.all_connected.wait()
    while True:
        due = time.perf_counter() + 0.005
        await asyncio.sleep(0.005)
        lags.append(max(0.0, time.perf_counter() - due))


async def run_load(
    base: str,
    games: int,
    seats: int,
    target: int,
    seed: int,
    think: float = 0.0,
    lags: list[float] | None = None,
) -> tuple[Tally, float]:
    body = {"seats": ["human"] * seats, "expansion": "base", "grace_period": 3600,
            "public": False}  # fmt: skip
    async with httpx.AsyncClient(timeout=60) as http:
        created = []
        for start in range(0, games, 50):
            batch = [
                http.post(f"{base}/api/games", json=body)
                for _ in range(start, min(games, start + 50))
            ]
            for response in await asyncio.gather(*batch):
                if response.status_code != 201:
                    raise SystemExit(
                        f"creating a game failed: {response.status_code} {response.text}"
                    )
                created.append(response.json())
    tally = Tally()
    rng = random.Random(seed)
    tasks = [
        play_seat(base, g["game"], s["token"], target, tally, random.Random(rng.random()), think)
        for g in created
        for s in g["seats"]
    ]
    tally.seats = len(tasks)
    probe = asyncio.create_task(probe_loop_lag(tally, lags)) if lags is not None else None
    await asyncio.gather(*tasks)
    wall = time.perf_counter() - tally.started
    if probe is not None:
        probe.cancel()
    return tally, wall


def run_clients(main: Coroutine[Any, Any, T]) -> T:
    """Run the clients on uvloop when it is installed (it comes with uvicorn[standard], as
    the server runs on it): the clients' CPU is taken from the same two cores as the
    server's, and uvloop spends about a fifth less of it per frame than asyncio's loop."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run(main)
    return uvloop.run(main)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    return (
        statistics.quantiles(values, n=100, method="inclusive")[q - 1]
        if len(values) > 1
        else values[0]
    )


def measure(
    games: int,
    db: str | None,
    seats: int,
    target: int,
    seed: int,
    sqlite_sync: str = "FULL",
    profile: str | None = None,
    think: float = 0.0,
    timing: bool = False,
) -> Report:
    load_start = os.getloadavg()[0]
    lags: list[float] | None = [] if timing else None
    server_timing = None
    with tempfile.TemporaryDirectory(prefix="cityknights-bench-") as data_dir, (
        fresh_database(db) if db else contextlib.nullcontext(None)
    ) as url:  # fmt: skip
        timing_file = str(Path(data_dir) / "timing.json") if timing else None
        proc, base = start_server(url, data_dir, sqlite_sync, profile, timing_file)
        try:
            cpu_before, client_before = process_cpu_seconds(proc.pid), time.process_time()
            loop_before = process_cpu_seconds(proc.pid, proc.pid)
            waits_before = cpu_wait(proc.pid), cpu_wait("self")
            tally, wall = run_clients(run_load(base, games, seats, target, seed, think, lags))
            cpu = process_cpu_seconds(proc.pid) - cpu_before
            loop_cpu = process_cpu_seconds(proc.pid, proc.pid) - loop_before
            client_cpu = time.process_time() - client_before
            server_wait = _per_slice(waits_before[0], cpu_wait(proc.pid))
            client_wait = _per_slice(waits_before[1], cpu_wait("self"))
            rss = process_rss_mb(proc.pid)
        finally:
            proc.send_signal(signal.SIGINT)  # a clean stop: a profile is written out
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                proc.kill()
        if timing_file is not None and Path(timing_file).is_file():
            server_timing = json.loads(Path(timing_file).read_text())
    lat = tally.latencies
    versions = sum(tally.versions.values())
    return Report(
        games=games,
        storage="postgresql" if db else f"sqlite-{sqlite_sync.lower()}",
        seats=seats,
        versions_per_game=target,
        wall_seconds=round(wall, 2),
        client_moves=tally.moves,
        versions=versions,
        moves_per_second=round(tally.moves / wall, 1),
        versions_per_second=round(versions / wall, 1),
        p50_ms=round(1000 * percentile(lat, 50), 1),
        p99_ms=round(1000 * percentile(lat, 99), 1),
        refused=tally.refused,
        server_cpu_ms_per_move=round(1000 * cpu / max(1, versions), 2),
        server_loop_cpu_ms_per_move=round(1000 * loop_cpu / max(1, versions), 2),
        client_cpu_ms_per_move=round(1000 * client_cpu / max(1, versions), 2),
        think_seconds=think,
        server_rss_mb=round(rss, 1),
        load_average_start=round(load_start, 1),
        load_average=round(os.getloadavg()[0], 1),
        server_timing=server_timing,
        client_loop_lag_ms=summarize_ms(lags) if lags is not None else None,
        server_cpu_wait_seconds=server_wait[0],
        server_cpu_wait_ms_per_slice=server_wait[1],
        client_cpu_wait_seconds=client_wait[0],
        client_cpu_wait_ms_per_slice=client_wait[1],
    )


def summarize_ms(values: list[float]) -> dict[str, float]:
    """p50, p99 and max of `values` (seconds), in ms."""
    if not values:
        return {}
    ordered = sorted(values)
    n = len(ordered)
    return {
        "p50": round(1000 * ordered[n // 2], 2),
        "p99": round(1000 * ordered[min(n - 1, int(0.99 * n))], 2),
        "max": round(1000 * ordered[-1], 2),
    }


@contextlib.contextmanager
def fresh_database(url: str) -> Iterator[str]:
    """An empty database beside the one `url` names, for one run (a server resumes every
    unfinished game it finds, so a reused one would carry the last run's games), dropped
    after it."""
    import psycopg

    name = f"ck_bench_{secrets.token_hex(4)}"
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    try:
        yield f"{url.rpartition('/')[0]}/{name}"
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def process_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def cpu_wait(pid: int | str) -> tuple[float, int]:
    """Seconds the threads of a process waited runnable for a CPU, and how many times they
    were given one (Linux /proc/PID/task/*/schedstat; zeros where it is missing)."""
    waited, slices = 0, 0
    for stat in Path(f"/proc/{pid}/task").glob("*/schedstat"):
        with contextlib.suppress(OSError, ValueError):
            _, wait_ns, count = stat.read_text().split()
            waited += int(wait_ns)
            slices += int(count)
    return waited / 1e9, slices


def _per_slice(before: tuple[float, int], after: tuple[float, int]) -> tuple[float, float]:
    waited, slices = after[0] - before[0], after[1] - before[1]
    return round(waited, 2), round(1000 * waited / max(1, slices), 3)


def process_cpu_seconds(pid: int, thread: int | None = None) -> float:
    """User + system CPU time of a process (or of one of its threads), from /proc (Linux)."""
    where = f"/proc/{pid}/task/{thread}/stat" if thread is not None else f"/proc/{pid}/stat"
    fields = Path(where).read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="100", help="concurrent games, or a list: 100,300,1000")
    parser.add_argument("--db", default=None, help="a postgresql:// URL (default: SQLite)")
    parser.add_argument("--seats", type=int, default=3, choices=(3, 4))
    parser.add_argument(
        "--versions", type=int, default=150, help="each game is played to this version"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sqlite-sync", default="FULL", choices=("FULL", "NORMAL"),
                        help="the server's --sqlite-sync (default FULL, the server's default)")  # fmt: skip
    parser.add_argument("--think", type=float, default=0.0, metavar="SECONDS",
                        help="each client's mean think time before a move (exponential; "
                        "default 0: every move at once, the server saturated)")  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print JSON lines only")
    parser.add_argument("--timing", action="store_true",
                        help="split each move's time in the server (receive, apply, commit, "
                        "send), and time both processes' event-loop lag")  # fmt: skip
    parser.add_argument("--profile", metavar="FILE", default=None,
                        help="run the server under cProfile, its stats written to FILE")  # fmt: skip
    args = parser.parse_args(argv)
    try:
        counts = [int(n) for n in args.games.split(",")]
    except ValueError:
        parser.error(f"--games: whole numbers separated by commas, got {args.games!r}")
    if any(n < 1 for n in counts):
        parser.error("--games: at least 1")
    if not 0 <= args.think <= 60:
        parser.error(f"--think: seconds from 0 to 60, got {args.think}")
    for n in counts:
        report = measure(n, args.db, args.seats, args.versions, args.seed, args.sqlite_sync,
                         args.profile, args.think, args.timing)  # fmt: skip
        if args.json:
            print(json.dumps(asdict(report)), flush=True)
        else:
            print(
                f"{report.storage:10} {report.games:5} games  {report.client_moves:6} moves in "
                f"{report.wall_seconds:7.1f} s  {report.moves_per_second:7.1f} moves/s "
                f"({report.versions_per_second:.1f} versions/s)  ack p50 {report.p50_ms} ms  "
                f"p99 {report.p99_ms} ms  refused {report.refused}  "
                f"CPU ms/version: server {report.server_cpu_ms_per_move} (its loop "
                f"{report.server_loop_cpu_ms_per_move}), clients "
                f"{report.client_cpu_ms_per_move}  think {report.think_seconds} s  "
                f"server RSS {report.server_rss_mb} MB  (load average "
                f"{report.load_average_start} to {report.load_average})  waiting for a CPU: "
                f"server {report.server_cpu_wait_seconds} s ({report.server_cpu_wait_ms_per_slice}"
                f" ms a slice), clients {report.client_cpu_wait_seconds} s "
                f"({report.client_cpu_wait_ms_per_slice} ms a slice)",
                flush=True,
            )
            if report.server_timing is not None:
                print_timing(report)
    return 0


def print_timing(report: Report) -> None:
    timing = report.server_timing or {}
    for name, stats in timing.get("phases_ms", {}).items():
        if stats.get("count"):
            print(f"    server {name:9}  p50 {stats['p50']:8.3f}  p99 {stats['p99']:8.3f}  "
                  f"p99.9 {stats['p999']:8.3f}  max {stats['max']:8.3f} ms")  # fmt: skip
    lag = timing.get("loop_lag_ms", {})
    if lag.get("count"):
        print(f"    server loop lag  p50 {lag['p50']} p99 {lag['p99']} max {lag['max']} ms")
    stalls = timing.get("stalls", {})
    if stalls.get("count"):
        print(f"    server loop stalls over {stalls['over_ms']:g} ms: {stalls['count']}, "
              f"{stalls['lag_seconds']} s late in all: its thread ran "
              f"{stalls['running_seconds']} s, waited for a CPU "
              f"{stalls['waiting_for_cpu_seconds']} s, blocked {stalls['blocked_seconds']} s")  # fmt: skip
    for gen, stats in timing.get("gc_pauses_ms", {}).items():
        if stats.get("count"):
            print(f"    server gc gen {gen}  {stats['count']} pauses, p99 {stats['p99']} max "
                  f"{stats['max']} sum {stats['sum']} ms")  # fmt: skip
    client = report.client_loop_lag_ms or {}
    if client:
        print(
            f"    client loop lag  p50 {client['p50']} p99 {client['p99']} max {client['max']} ms"
        )


if __name__ == "__main__":
    sys.exit(main())
