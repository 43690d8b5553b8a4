"""Run independent jobs as Ray tasks, with the same results as :func:`~cityknights.sim.pool.pool_map`.

Ray is an optional dependency (``python3 -m pip install 'cityknights[ray]'``). A job is a
pure function of its arguments (a game is a pure function of its seed and options), so a
Ray cluster gives exactly the results of a serial run; only the order of completion differs.

- Without an address, :func:`ray_map` starts a local Ray with ``num_cpus`` CPUs (all the
  machine's by default), on the loopback interface when Ray was not imported yet
  (:data:`LOOPBACK_ENV`), and stops it when done.
- With an address (``HOST:6379`` of a cluster's head started with ``ray start --head``,
  ``auto`` on a node of the cluster, or ``ray://HOST:10001`` for Ray Client), it connects
  to that cluster and ships this package's code with the tasks (Ray's ``py_modules``), so
  that the nodes need only Python and Ray of the client's versions. The cluster's token
  authentication must be set up on both sides (README, "Running on a Ray cluster").
  Connecting gives up after about :data:`CONNECT_SECONDS` seconds (Ray's own retries would
  take minutes): :data:`CONNECT_ENV` bounds Ray's timeouts, when Ray is imported here.
- If Ray is already initialized in this process, it is used as it is and left running.
"""

from __future__ import annotations

import itertools
import os
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

from cityknights.sim.extras import MissingExtraError, require

__all__ = ["CONNECT_SECONDS", "RayUnavailableError", "address_error", "chunk_size", "ray_map"]

R = TypeVar("R")

#: Set to "0" before Ray is imported, this keeps a single-node Ray on 127.0.0.1 (Ray's
#: switch for single-node platforms; a local Ray started here needs no other address).
LOOPBACK_ENV = "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"

#: Jobs per Ray task at most: enough to make the per-task overhead negligible, few enough
#: that progress is reported often and the last tasks do not keep CPUs idle.
MAX_CHUNK = 16
#: Tasks per CPU at least, when there are enough jobs (load balance at the end of a run).
TASKS_PER_CPU = 8
#: Tasks submitted and not yet collected, per task of a CPU's share: a run of 10**7 games
#: keeps a few hundred tasks in flight, not a million object references.
IN_FLIGHT_ROUNDS = 2

#: Ray's connection timeouts while connecting to a cluster (read when Ray is imported, so
#: set only if this module imports it; a variable set by the user wins). Ray retries 20
#: times for about 40 s each by default: over 10 minutes for an address nobody answers.
#: These give up after one try of about 2 + 2 + 3 s (the GCS channel, its pub-sub
#: channel, the cluster id).
CONNECT_ENV = {
    "RAY_gcs_rpc_server_connect_timeout_s": "2",
    "RAY_py_gcs_connect_timeout_s": "3",
    "RAY_gcs_server_port_wait_time_s": "1",
}
#: About how long a connection to an address that does not answer takes to fail.
CONNECT_SECONDS = 10

_HOST_PORT = re.compile(r"(?P<host>[^\s:/]+|\[[0-9A-Fa-f:.]+\]):(?P<port>\d{1,5})")


class RayUnavailableError(MissingExtraError):
    """Ray is not installed."""


def _run_chunk(
    fn: Callable[..., R], chunk: list[tuple[int, tuple[Any, ...]]]
) -> list[tuple[int, R]]:
    """The body of a Ray task: ``fn`` over some jobs, with their indices."""
    return [(index, fn(*job)) for index, job in chunk]


def chunk_size(jobs: int, cpus: int) -> int:
    """Jobs per task: at most :data:`MAX_CHUNK`, and at least :data:`TASKS_PER_CPU` tasks
    per CPU when there are enough jobs."""
    return max(1, min(MAX_CHUNK, jobs // (max(1, cpus) * TASKS_PER_CPU)))


def address_error(address: str) -> str | None:
    """Why ``address`` is not one :func:`ray_map` can connect to (``HOST:PORT``, ``auto``
    or ``ray://HOST:PORT``), or None. Ray's own parser logs a traceback for some."""
    if address == "auto":
        return None
    match = _HOST_PORT.fullmatch(address.removeprefix("ray://"))
    if match is None:
        return f"{address!r} is not HOST:PORT, auto or ray://HOST:PORT"
    if not 1 <= int(match["port"]) <= 65535:
        return f"the port of {address!r} is not between 1 and 65535"
    return None


def import_ray() -> Any:
    """The ``ray`` module, or :class:`RayUnavailableError` saying how to install it."""
    try:
        return require("ray", "the ray backend")
    except MissingExtraError as error:
        raise RayUnavailableError(str(error)) from None


def ray_map(
    fn: Callable[..., R],
    jobs: Sequence[tuple[Any, ...]],
    *,
    address: str | None = None,
    num_cpus: int | None = None,
    on_ready: Callable[[], None] | None = None,
) -> Iterator[tuple[int, R]]:
    """Yield ``(index, fn(*jobs[index]))`` for every job, computed by Ray tasks, in
    completion order. ``fn`` must be a module-level function and the jobs plain data.

    Raises :class:`RayUnavailableError` if Ray is missing, ``ConnectionError`` when the
    cluster at ``address`` cannot be reached or refuses this client (authentication),
    ``ValueError`` for an address of the wrong form (:func:`address_error`), and what
    ``ray.init`` raises when a local Ray cannot start. ``on_ready`` is called once Ray is
    up, before the first task is submitted (callers time the games from there).
    An exception raised by ``fn`` propagates (wrapped by Ray); stopping the iteration early
    cancels the tasks not yet finished. At most a few tasks per CPU are in flight: ``jobs``
    (a lazy sequence, if long) are read as tasks are submitted.
    """
    if address is not None and (why := address_error(address)) is not None:
        raise ValueError(why)
    if "ray" not in sys.modules:
        # Ray reads these variables when imported. A local Ray of this command's own keeps
        # its traffic on the loopback interface (without it its nodes use the machine's
        # address); a cluster that does not answer fails in seconds, not minutes.
        for name, value in (CONNECT_ENV if address is not None else {LOOPBACK_ENV: "0"}).items():
            os.environ.setdefault(name, value)
    ray = import_ray()
    started_here = not ray.is_initialized()
    if started_here:
        if address is None:
            ray.init(address="local", num_cpus=num_cpus, include_dashboard=False)
        else:
            import cityknights

            package = str(Path(cityknights.__file__).resolve().parent)
            try:
                ray.init(address=address, runtime_env={"py_modules": [package]})
            except ConnectionError as error:
                raise ConnectionError(
                    f"{error} (given up after about {CONNECT_SECONDS} s; check the address, "
                    "and that RAY_AUTH_MODE and the token (RAY_AUTH_TOKEN or "
                    "~/.ray/auth_token) match the cluster's)"
                ) from None
            except ray.exceptions.AuthenticationError as error:
                raise ConnectionError(
                    f"{error} (check that RAY_AUTH_MODE and the token (RAY_AUTH_TOKEN or "
                    "~/.ray/auth_token) match the cluster's)"
                ) from None
            except ValueError as error:  # e.g. ray:// without Ray Client installed
                raise ConnectionError(str(error)) from None
    pending: list[Any] = []
    try:
        cpus = int(ray.cluster_resources().get("CPU", 1))
        size = chunk_size(len(jobs), cpus)
        task = ray.remote(_run_chunk)
        chunks = (
            [(index, tuple(jobs[index])) for index in range(start, min(start + size, len(jobs)))]
            for start in range(0, len(jobs), size)
        )
        in_flight = max(1, cpus) * TASKS_PER_CPU * IN_FLIGHT_ROUNDS
        if on_ready is not None:
            on_ready()
        pending = [task.remote(fn, chunk) for chunk in itertools.islice(chunks, in_flight)]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            pending += [task.remote(fn, chunk) for chunk in itertools.islice(chunks, len(done))]
            for ref in done:
                yield from ray.get(ref)
    finally:
        for ref in pending:
            ray.cancel(ref)
        if started_here:
            ray.shutdown()
