"""How many watch a game: its seats and spectators are told (a ``watching`` message)
when the count changes, a moment after, and the lobby's row says it; another server
process's spectators count too, told by its notices, whose bad counts change nothing.
The signed-in spectators are named, here and in the other processes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from cityknights.server.signin import COOKIE

from .helpers import Client, ServerThread, create_game


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    with ServerThread(str(tmp_path / "games.sqlite3")) as running:
        yield running


def told(client: Client, count: int) -> None:
    client.until(lambda m: m["type"] == "watching" and m["spectators"] == count, timeout=10)


def listed(server: ServerThread, game: str) -> Any:
    lobby = httpx.get(f"{server.base}/api/games", timeout=10).json()
    return next(g for k in ("waiting", "live") for g in lobby[k] if g["game"] == game)


def test_seats_spectators_and_the_lobby_are_told_how_many_watch(server: ServerThread) -> None:
    made = create_game(server.base, seats=["human", "human", "random"], expansion="base")
    seat = Client(server.base, made["game"], made["seats"][0]["token"])
    assert listed(server, made["game"])["spectators"] == 0
    watchers = [Client(server.base, made["game"]) for _ in range(2)]
    try:
        told(seat, 2)
        told(watchers[0], 2)
        assert listed(server, made["game"])["spectators"] == 2
        # The other seat, joining a watched game, is told after its picture.
        other = Client(server.base, made["game"], made["seats"][1]["token"], hello=False)
        other.send(type="hello", protocol=1, token=made["seats"][1]["token"], last_version=None)
        assert other.until(lambda m: True)["type"] == "welcome"
        assert other.until(lambda m: True)["type"] == "state"  # at once, as ever
        said = other.until(lambda m: m["type"] == "watching")
        assert said == {"type": "watching", "version": said["version"], "spectators": 2,
                        "names": []}  # fmt: skip
        other.close()
        watchers.pop().close()
        told(seat, 1)
        assert listed(server, made["game"])["spectators"] == 1

        # Another process's spectators, by its notice (as PostgreSQL's LISTEN hands it).
        def notice(**payload: Any) -> None:
            async def deliver() -> None:
                server.hub._on_notice({"game": made["game"], "origin": "process-b", **payload})

            server.run_on_loop(deliver())

        for bad in ("4", -1, True, None, 2.5):
            notice(kind="audience", count=bad)
        notice(kind="audience", count=4)
        told(seat, 5)
        table = server.hub.tables[made["game"]]
        assert table.remote_audience == {"process-b": 4}
        notice(kind="audience", count=0)
        told(seat, 1)
    finally:
        seat.close()
        for w in watchers:
            w.close()


def signed_in(server: ServerThread, game: str, name: str) -> Client:
    """A spectator's socket of a player who made an account named `name`."""
    with httpx.Client(base_url=server.base, headers={"Origin": server.base}, timeout=20) as web:
        made = web.post("/api/accounts", json={"name": name, "password": "correct horse"})
        assert made.status_code == 201, made.text
        cookie = web.cookies[COOKIE]
    return Client(
        server.base, game, headers={"Cookie": f"{COOKIE}={cookie}", "Origin": server.base}
    )


def test_the_signed_in_spectators_are_named(server: ServerThread) -> None:
    made = create_game(server.base, seats=["human", "random", "random"], expansion="base")
    game = made["game"]
    seat = Client(server.base, game, made["seats"][0]["token"])
    watchers = [signed_in(server, game, "zed"), signed_in(server, game, "Ann"),
                Client(server.base, game)]  # fmt: skip

    def names(count: int) -> list[str]:
        said = seat.until(lambda m: m["type"] == "watching" and m["spectators"] == count, 10)
        return list(said["names"])

    def notice(**payload: Any) -> None:
        async def deliver() -> None:
            server.hub._on_notice({"game": game, "origin": "process-b", **payload})

        server.run_on_loop(deliver())

    try:
        assert names(3) == ["Ann", "zed"]  # alphabetical, whatever the case; the guest counted
        # Another process's: merged in (a name watching in both, once); a notice whose names
        # are not names changes nothing.
        for bad in ("Bob", [7], [None], ["x" * 200], {"Bob": 1}):
            notice(kind="audience", count=9, names=bad)
        notice(kind="audience", count=2, names=["Bob", "Ann"])
        assert names(5) == ["Ann", "Bob", "zed"]
        watchers.pop(0).close()
        assert names(4) == ["Ann", "Bob"]
        # A joining socket is told the names with the count, after its picture.
        late = Client(server.base, game, hello=False)
        late.send(type="hello", protocol=1, token=None, last_version=None)
        said = late.until(lambda m: m["type"] == "watching")
        assert said["names"] == ["Ann", "Bob"] and said["spectators"] == 4
        late.close()
    finally:
        seat.close()
        for w in watchers:
            w.close()
