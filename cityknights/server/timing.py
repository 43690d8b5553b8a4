"""Optional timing of the server's move path, for benchmarks/server_load.py --timing.

Off unless the environment names a file (``CITYKNIGHTS_SERVER_TIMING=/path/report.json``):
then every applied move is split into phases, on the server's own clock
(`time.perf_counter`), and a summary is written to that file when the server stops:

- ``lock``: the frame handed to its session until the game's lock is held
- ``apply``: the engine's apply and the chance outcomes after it (a copy of the state)
- ``queue``: waiting for the storage thread to start the group commit holding the move
- ``store``: that commit in the storage thread (the SQL and the flush to disk)
- ``resume``: the commit done until the move's task runs again on the event loop
- ``broadcast``: the views and frames of every seat built and sent or queued (when the
  mover's frame is written at once, the usual case: up to that write)
- ``write``: the mover's frame queued until the writer task writes it (0 when it was
  written at once)
- ``total``: the frame handed to its session until the mover's frame is written

Besides the moves, from the first move timed on (not while the sockets connect): the
event loop's lag (a timer due every 5 ms, how late it ran), each stall of the loop (a lag
of 20 ms or more) split by what its thread did meanwhile (ran, waited runnable for a CPU,
or was blocked: the GIL or a system call; Linux's schedstat), and the garbage collector's
pauses. None of it is measured when the variable is not set.
"""

from __future__ import annotations

import asyncio
import gc
import json
import os
import time
from pathlib import Path
from typing import Any

ENV = "CITYKNIGHTS_SERVER_TIMING"
PHASES = ("lock", "apply", "queue", "store", "resume", "broadcast", "write", "total")
#: How often the loop-lag probe wakes (seconds).
PROBE_EVERY = 0.005
#: A loop lag from this many seconds up is a stall, split by what the thread did meanwhile.
STALL = 0.02
#: Samples kept per phase: the first this many (a run's summary, bounded memory).
MAX_SAMPLES = 2_000_000


def summarize(values: list[float]) -> dict[str, float]:
    """Count, p50, p90, p99, p99.9 and max of `values` (seconds), in milliseconds."""
    if not values:
        return {"count": 0}
    ordered = sorted(values)
    n = len(ordered)

    def at(q: float) -> float:
        return round(1000 * ordered[min(n - 1, int(q * n))], 3)

    return {
        "count": n,
        "p50": at(0.5),
        "p90": at(0.9),
        "p99": at(0.99),
        "p999": at(0.999),
        "max": round(1000 * ordered[-1], 3),
    }


def _thread_schedstat() -> tuple[float, float] | None:
    """This thread's time on a CPU and waiting runnable for one, in seconds (Linux)."""
    try:
        run_ns, wait_ns, _ = Path("/proc/thread-self/schedstat").read_text().split()
    except (OSError, ValueError):
        return None
    return int(run_ns) / 1e9, int(wait_ns) / 1e9


class MoveTiming:
    """The phase stamps of one move (perf_counter seconds); None until reached."""

    __slots__ = (
        "applied",
        "locked",
        "queued",
        "received",
        "resumed",
        "store_end",
        "store_start",
    )  # fmt: skip

    def __init__(self, received: float) -> None:
        self.received = received
        self.locked = self.applied = self.store_start = self.store_end = 0.0
        self.resumed = self.queued = 0.0


class ServerTiming:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.phases: dict[str, list[float]] = {name: [] for name in PHASES}
        self.loop_lag: list[float] = []
        self.stalls: list[tuple[float, float, float, float]] = []  # lag, ran, waited, blocked
        self.gc_pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}
        self._gc_start = 0.0
        self._probe: asyncio.Task[None] | None = None
        self.started = time.perf_counter()
        self.cpu_started = time.process_time()

    @classmethod
    def from_environment(cls) -> ServerTiming | None:
        where = os.environ.get(ENV)
        return cls(Path(where)) if where else None

    # ----------------------------------------------------------------- moves
    def written(self, move: MoveTiming, at: float | None = None) -> None:
        """The mover's frame was written (now, or `at`): the move's phases go in the tally."""
        now = time.perf_counter() if at is None else at
        if len(self.phases["total"]) >= MAX_SAMPLES or not move.resumed:
            return
        if not move.queued or now < move.queued:
            move.queued = now  # written during the broadcast: it ends there, no write wait
        stamps = (move.received, move.locked, move.applied, move.store_start, move.store_end,
                  move.resumed, move.queued, now)  # fmt: skip
        for name, a, b in zip(PHASES, stamps, stamps[1:], strict=False):
            self.phases[name].append(b - a)
        self.phases["total"].append(now - move.received)

    # ----------------------------------------------------------------- loop, collector
    def start(self) -> None:
        gc.callbacks.append(self._on_gc)
        self._probe = asyncio.get_running_loop().create_task(self._probe_loop())

    async def _probe_loop(self) -> None:
        before = _thread_schedstat()
        while True:
            due = time.perf_counter() + PROBE_EVERY
            await asyncio.sleep(PROBE_EVERY)
            lag = max(0.0, time.perf_counter() - due)
            after = _thread_schedstat()
            if self.phases["total"]:
                self.loop_lag.append(lag)
                if lag >= STALL and before is not None and after is not None:
                    # Where a stall of the loop went: its thread running (its own work),
                    # waiting runnable for a CPU (the machine's other work), or neither
                    # (blocked: the GIL held by another thread, or a system call).
                    span = lag + PROBE_EVERY
                    ran, waited = after[0] - before[0], after[1] - before[1]
                    self.stalls.append((lag, ran, waited, max(0.0, span - ran - waited)))
            before = after

    def _on_gc(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._gc_start = time.perf_counter()
        elif self.phases["total"]:
            self.gc_pauses[int(info["generation"])].append(time.perf_counter() - self._gc_start)

    def stop(self) -> None:
        """Write the summary out (once)."""
        if self._probe is not None:
            self._probe.cancel()
            self._probe = None
        if self._on_gc in gc.callbacks:
            gc.callbacks.remove(self._on_gc)
        report = {
            "seconds": round(time.perf_counter() - self.started, 3),
            "cpu_seconds": round(time.process_time() - self.cpu_started, 3),
            "phases_ms": {name: summarize(values) for name, values in self.phases.items()},
            "loop_lag_ms": summarize(self.loop_lag),
            "stalls": {
                "count": len(self.stalls),
                "over_ms": 1000 * STALL,
                **{
                    f"{name}_seconds": round(sum(stall[k] for stall in self.stalls), 3)
                    for k, name in enumerate(("lag", "running", "waiting_for_cpu", "blocked"))
                },
            },
            "gc_pauses_ms": {
                str(gen): {**summarize(p), "sum": round(1000 * sum(p), 1)}
                for gen, p in self.gc_pauses.items()
            },
        }
        self.path.write_text(json.dumps(report, indent=1))
