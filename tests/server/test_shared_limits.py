"""Limits every server process counts against together (server/shared_limits.py,
storage/limits.py): two servers on one PostgreSQL allow what one does. Before, each kept
its limits in its own memory, so two processes allowed twice the games, players, rooms
and failed logins (reproduced by these tests). The store's token bucket on both
databases; the database away, a process's own limit still holds."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import ExitStack, closing
from typing import Any

import httpx
import pytest

from cityknights.server.login_throttle import LoginThrottle
from cityknights.server.storage import StorageUnavailable, open_storage

from .helpers import ServerThread
from .test_players import browser, error, fast, register

GAME = {"seats": ["human", "random", "random"], "expansion": "base"}


@pytest.fixture
def store(storage_url: str) -> Iterator[Any]:
    opened = open_storage(storage_url)
    try:
        yield opened
    finally:
        opened.close()


def test_the_stores_bucket_takes_refuses_refills_and_gives_back(store: Any) -> None:
    # 2 at once, then one a minute.
    assert store.take_token("games", "10.0.0.1", 1 / 60, 2) == 0
    assert store.take_token("games", "10.0.0.1", 1 / 60, 2) == 0
    wait = store.take_token("games", "10.0.0.1", 1 / 60, 2)
    assert 55 < wait <= 60  # a token a minute, none left
    assert 55 < store.token_wait("games", "10.0.0.1") <= 60
    assert store.take_token("games", "10.0.0.2", 1 / 60, 2) == 0  # another key: its own
    assert store.take_token("rooms", "10.0.0.1", 1 / 60, 2) == 0  # another limit: its own
    store.return_token("games", "10.0.0.1")  # a refused request gives its token back
    assert store.token_wait("games", "10.0.0.1") == 0
    assert store.take_token("games", "10.0.0.1", 1 / 60, 2) == 0
    assert store.take_token("games", "10.0.0.1", 1 / 60, 2) > 0
    # Refilled by the database's clock: 100 a second, full again at once.
    for _ in range(3):
        store.take_token("fast", "k", 100.0, 3)
    time.sleep(0.1)
    assert store.token_wait("fast", "k") == 0
    assert store.forget_full_buckets() == 1  # the full one goes; the empty ones stay
    assert store.token_wait("games", "10.0.0.1") > 0


def _servers(stack: ExitStack, url: str, **options: Any) -> list[ServerThread]:
    """Two servers on one database, as two processes behind one address."""
    return [stack.enter_context(ServerThread(url, **options)) for _ in range(2)]


def test_two_processes_allow_the_games_of_one(postgres_url: str) -> None:
    with ExitStack() as stack:
        a, b = _servers(stack, postgres_url, create_limit=(1.0, 2))  # 2 at once, 1 a min
        assert httpx.post(f"{a.base}/api/games", json=GAME).status_code == 201
        assert httpx.post(f"{b.base}/api/games", json=GAME).status_code == 201
        for server in (a, b):  # the third from either is one too many
            refused = httpx.post(f"{server.base}/api/games", json=GAME)
            assert refused.status_code == 429 and refused.json()["code"] == "too_many_games"
            assert int(refused.headers["Retry-After"]) >= 1


def test_two_processes_allow_the_failed_logins_of_one(postgres_url: str) -> None:
    def players() -> dict[str, Any]:  # 3 failures of a name at once, then 6 an hour
        return {**fast(), "throttle": LoginThrottle(per_name=(0.1, 3))}

    with ExitStack() as stack:
        a = stack.enter_context(ServerThread(postgres_url, players=players()))
        b = stack.enter_context(ServerThread(postgres_url, players=players()))
        with closing(browser(a)) as client:
            assert register(client, "Anna").status_code == 201
        wrong = {"name": "anna", "password": "not her password"}
        clients = [stack.enter_context(closing(browser(s))) for s in (a, b, a)]
        for client in clients:  # spread over the processes, each under its own limit
            assert error(client.post("/api/session", json=wrong))[:2] == (401, "wrong_login")
        for client in clients[:2]:
            status, code, params = error(client.post("/api/session", json=wrong))
            assert (status, code) == (429, "too_many_logins") and params["retry_after"] >= 1


def test_two_processes_allow_the_new_players_of_one(postgres_url: str) -> None:
    def players() -> dict[str, Any]:  # 2 new players an address at once, 1 a minute
        return {**fast(), "new_players": (1.0, 2)}

    with ExitStack() as stack:
        a = stack.enter_context(ServerThread(postgres_url, players=players()))
        b = stack.enter_context(ServerThread(postgres_url, players=players()))
        ca, cb = (stack.enter_context(closing(browser(s))) for s in (a, b))
        assert ca.post("/api/guest", json={"name": "First"}).status_code == 201
        assert register(cb, "Second").status_code == 201
        ca.cookies.clear()
        status, code, _ = error(ca.post("/api/guest", json={"name": "Third"}))
        assert (status, code) == (429, "too_many_players")


def test_the_database_away_a_process_keeps_its_own_limit(storage_url: str) -> None:
    with ServerThread(storage_url, create_limit=(1.0, 2)) as server:
        storage = server.hub.storage

        def away(*args: Any) -> float:
            raise StorageUnavailable("the database is away")

        storage.take_token = away  # the store's buckets cannot be reached
        for _ in range(2):
            assert httpx.post(f"{server.base}/api/games", json=GAME).status_code == 201
        refused = httpx.post(f"{server.base}/api/games", json=GAME)
        assert refused.status_code == 429 and refused.json()["code"] == "too_many_games"


def test_a_failed_sweep_of_full_buckets_leaves_the_takes_answer() -> None:
    """The sweep of refilled buckets runs after every FORGET_EVERY-th take: its failure
    (the database gone between the two calls) was taken for the take's own, and a take the
    store refused was allowed."""
    import asyncio
    from types import SimpleNamespace

    from cityknights.server.shared_limits import FORGET_EVERY, SharedTokens

    def sweep() -> int:
        raise StorageUnavailable("the database is away")

    async def run_db(fn: Any, *args: Any) -> Any:
        return fn(*args)

    storage = SimpleNamespace(take_token=lambda *args: 42.0, forget_full_buckets=sweep)
    tokens = SharedTokens(SimpleNamespace(storage=storage, run_db=run_db))  # type: ignore[arg-type]
    answers = [asyncio.run(tokens.take("games", "k", 1.0, 1)) for _ in range(FORGET_EVERY)]
    assert answers == [42.0] * FORGET_EVERY  # the sweep's take too


def _reachable_limiters(root: object, depth: int = 3) -> list[Any]:
    """Every SharedLimiter in `root`'s attributes, and theirs, `depth` objects deep."""
    from cityknights.server.shared_limits import SharedLimiter

    found: list[Any] = []
    seen: set[int] = set()
    frontier = [root]
    for _ in range(depth + 1):
        following = []
        for obj in frontier:
            if id(obj) in seen:
                continue
            seen.add(id(obj))
            if isinstance(obj, SharedLimiter):
                found.append(obj)
                continue
            fields = getattr(obj, "_state", None) if root is obj else None
            values = (fields or getattr(obj, "__dict__", {})).values()
            following.extend(v for v in values if hasattr(v, "__dict__"))
        frontier = following
    return found


def test_every_shared_limiter_of_the_server_is_shared(storage_url: str) -> None:
    """`shared_limiters(app)` lists the limiters by hand; one made later and not listed
    would stay this process's own. Every SharedLimiter the server's state holds is listed,
    and (on PostgreSQL) counts in the store."""
    from cityknights.server.app import shared_limiters

    with ServerThread(storage_url) as server:
        listed = shared_limiters(server.app)
        reachable = _reachable_limiters(server.app.state)
        assert len(reachable) >= 8
        assert {id(x) for x in reachable} == {id(x) for x in listed}
        assert len({x.scope for x in listed}) == len(listed)  # each its own buckets
        sharing = {x.tokens is not None for x in listed}
        assert sharing == {storage_url.startswith("postgresql")}
