"""PostgreSQL restarted under running servers (issue 22): while it is away, moves are
refused as `unavailable` and the HTTP API answers 503 with a worded JSON error; when it is
back, moves resume (humans' and bots'), no acknowledged move is lost, and two processes
relay each other's moves again (their listeners connected anew)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from cityknights.bots import make_bot
from cityknights.engine import Action, Game

from .helpers import Client, ServerProcess, ServerThread, create_game, threads
from .pg_cluster import Cluster


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    own = Cluster()
    try:
        yield own
    finally:
        own.remove()


def play(client: Client, *, until_version: int | None = None, timeout: float = 180) -> None:
    """Play the client's seat with the heuristic bot until the game ends (or, with
    `until_version`, until it is this seat's turn at that version or later), sending a
    move again when the database was away and asking for the position when stale."""
    bot = make_bot("heuristic", client.seat)
    deadline = time.monotonic() + timeout
    acted_at = -1
    while not client.finished:
        mine = client.legal and client.to_act == client.seat
        if until_version is not None and mine and client.version >= until_version:
            return
        if time.monotonic() > deadline:
            raise TimeoutError(f"seat {client.seat}: stuck at version {client.version}")
        if mine and acted_at != client.version:
            choice = bot.choose(client.view, [Action.from_json(a) for a in client.legal])
            acted_at = client.version
            client.send(type="act", version=client.version, action=choice.to_json())
        try:
            message = client.recv(1.0)
        except TimeoutError:
            continue
        if message["type"] == "error":
            if message["code"] in ("unavailable", "rate_limited"):
                time.sleep(0.3)
                acted_at = -1  # send it again
            elif message["code"] == "stale_version":
                client.send(type="resync", last_version=client.version)
                acted_at = -1


def check_complete(base: str, game: str, version: int) -> dict[str, Any]:
    """The stored game has every version up to `version` and replays to its end."""
    export = httpx.get(f"{base}/api/games/{game}/export", timeout=10).json()
    assert len(export["history"]) == version
    state = Game.from_config(export["config"]).new_initial_state()
    for action in export["history"]:
        state.apply(Action.from_json(action))
    assert state.is_terminal()
    return dict(export)


# A real PostgreSQL stopped and started under a server: its timing on 2 shared cores varies.
@pytest.mark.flaky(reruns=2)
def test_one_process_answers_clearly_while_the_database_is_away(cluster: Cluster) -> None:
    with ServerThread(cluster.url) as server:
        created = create_game(server.base, seats=["human", "heuristic", "heuristic"],
                              expansion="base", max_turns=30)  # fmt: skip
        game = created["game"]
        client = Client(server.base, game, created["seats"][0]["token"])
        play(client, until_version=25)
        acknowledged = client.version
        cluster.stop()
        try:
            lobby = httpx.get(f"{server.base}/api/games", timeout=30)
            assert lobby.status_code == 503, lobby.text
            assert lobby.headers["retry-after"].isdigit()
            error = lobby.json()
            assert error["code"] == "unavailable" and "database" in error["params"]["detail"]
            move = client.legal[0]
            client.send(type="act", version=client.version, action=move)
            refused = client.until(lambda m: m["type"] == "error")
            assert refused["code"] == "unavailable" and "database" in refused["params"]["detail"]
            assert client.version == acknowledged  # nothing moved
        finally:
            cluster.start()
        play(client)  # the human's moves and the bots' resume
        assert client.finished and client.version > acknowledged
        check_complete(server.base, game, client.version)


@pytest.mark.flaky(reruns=2)
def test_two_processes_ride_out_a_database_restart(cluster: Cluster) -> None:
    a = ServerProcess("--db", cluster.url, "--rate-limit", "1000").start()
    b = ServerProcess("--db", cluster.url, "--rate-limit", "1000").start()
    try:
        created = create_game(a.base, seats=["human", "human", "heuristic"], expansion="base",
                              max_turns=30)  # fmt: skip
        game = created["game"]
        on_a = Client(a.base, game, created["seats"][0]["token"])
        on_b = Client(b.base, game, created["seats"][1]["token"])
        restarted: list[tuple[int, bool]] = []  # (version, finished) when restarted

        def restart_midgame() -> None:
            while on_a.version < 25 and not on_a.finished:
                time.sleep(0.05)
            restarted.append((on_a.version, on_a.finished))
            cluster.restart()

        with threads(lambda: play(on_a), lambda: play(on_b), restart_midgame):
            pass
        ((restart_version, finished_before),) = restarted
        assert not finished_before
        assert on_a.finished and on_b.finished and on_a.version == on_b.version
        # After the restart each process still relayed the other's moves: every version
        # reached both clients.
        for client in (on_a, on_b):
            assert set(range(restart_version + 1, client.version + 1)) <= set(client.steps)
        from_a = check_complete(a.base, game, on_a.version)
        from_b = httpx.get(f"{b.base}/api/games/{game}/export", timeout=10).json()
        assert from_a == from_b
    finally:
        a.stop()
        b.stop()


@pytest.mark.flaky(reruns=2)
def test_a_socket_hello_while_the_database_is_away_is_refused_in_words(
    cluster: Cluster,
) -> None:
    with ServerThread(cluster.url) as server:
        created = create_game(server.base, seats=["human", "heuristic", "heuristic"],
                              expansion="base")  # fmt: skip
        token = created["seats"][0]["token"]
        watcher = Client(server.base, created["game"])  # the game is loaded
        cluster.stop()
        try:
            late = Client(server.base, created["game"], hello=False)
            late.send(type="hello", protocol=1, token=token)
            refused = late.until(lambda m: m["type"] == "error")
            assert refused["code"] == "unavailable" and "database" in refused["params"]["detail"]
            closing = late.until(lambda m: m["type"] == "error")
            assert closing["code"] == "closing" and closing["params"]["reason"] == "unavailable"
        finally:
            cluster.start()
        # The client connects again, as after any lost connection: once the pool has a
        # connection again (within seconds), it joins.
        deadline = time.monotonic() + 30
        while True:
            again = Client(server.base, created["game"], hello=False)
            again.send(type="hello", protocol=1, token=token)
            answer = again.until(lambda m: m["type"] in ("welcome", "error"))
            if answer["type"] == "welcome" or time.monotonic() > deadline:
                break
            assert answer["code"] == "unavailable"
            again.close()
            time.sleep(0.5)
        assert answer["type"] == "welcome" and answer["seat"] == 0
        watcher.close()


def test_connections_ended_by_the_server_are_replaced_unseen(postgres_url: str) -> None:
    """A restart ends every connection; the next calls find theirs dead before use and
    get new ones, without an error (here the connections are ended one by one, as
    pg_terminate_backend does, with the database up)."""
    import psycopg

    from cityknights.server.storage.postgres import PostgresStorage

    storage = PostgresStorage(postgres_url)
    try:
        assert storage.list_games("live") == []
        with psycopg.connect(postgres_url, autocommit=True) as admin:
            ended = [pid for (pid,) in admin.execute(
                "SELECT pid FROM pg_stat_activity"
                " WHERE datname = current_database() AND pid <> pg_backend_pid()"
            ).fetchall()]  # fmt: skip
            assert len(ended) >= 2  # the pool's connections
            admin.execute("SELECT pg_terminate_backend(pid) FROM unnest(%s::int[]) AS pid",
                          (ended,))  # fmt: skip
            while admin.execute("SELECT count(*) FROM pg_stat_activity WHERE pid = ANY(%s)",
                                (ended,)).fetchone() != (0,):  # fmt: skip
                time.sleep(0.05)  # the backends say goodbye, and are gone
        for _ in range(5):
            assert storage.list_games("live") == []
    finally:
        storage.close()
