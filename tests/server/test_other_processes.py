"""A server process that dies takes its sockets with it, in the other processes' eyes: each
says it is alive every few seconds (server/processes.py), and one unheard for long, or one
that said goodbye, is counted gone: a seat held only there is away (a bot plays it after
its grace period) and its spectators leave the count. A process that hears nobody (its
listener cut off) counts nobody gone meanwhile."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from cityknights.server import processes as processes_module
from cityknights.server.hub import Hub
from cityknights.server.processes import GONE_KEPT, OtherProcesses
from cityknights.server.storage.sqlite import SqliteStorage

from .test_audience import Peer, _counted, watched_by


def test_a_process_unheard_for_long_is_counted_gone_once() -> None:
    others = OtherProcesses(gone_after=10)
    assert not others.heard("a", 0) and not others.heard("b", 0)
    others.heard("b", 8)
    assert others.silent(9) == []
    assert others.silent(10.5) == ["a"]  # b was heard 2.5 s ago
    assert others.silent(11) == [] and others.alive() == ["b"]
    assert others.silent(30) == ["b"] and others.alive() == []


def test_a_process_heard_after_it_was_counted_gone_is_back() -> None:
    others = OtherProcesses(gone_after=10)
    others.heard("a", 0)
    assert others.silent(11) == ["a"]
    assert others.heard("a", 12) is True  # back: who is connected there is asked again
    assert others.heard("a", 13) is False and others.alive() == ["a"]


def test_nobody_is_counted_gone_while_this_process_hears_nobody() -> None:
    others = OtherProcesses(gone_after=10)
    others.heard("a", 0)
    others.lost()
    assert others.silent(100) == []
    others.back(100)  # every process known has its full time again, from now
    assert others.silent(105) == [] and others.silent(111) == ["a"]


def test_a_process_that_said_goodbye_is_gone_and_not_back() -> None:
    others = OtherProcesses(gone_after=10)
    others.heard("a", 0)
    others.said_goodbye("a")
    assert others.alive() == [] and others.silent(100) == []
    assert others.heard("a", 101) is False  # not "back": never counted gone by silence


def test_the_gone_remembered_are_bounded() -> None:
    others = OtherProcesses(gone_after=1)
    for i in range(GONE_KEPT + 10):
        others.heard(str(i), 0)
    assert len(others.silent(5)) == GONE_KEPT + 10
    assert others.heard("0", 6) is False  # the oldest forgotten: taken for a new process
    assert others.heard(str(GONE_KEPT + 9), 6) is True


class SeatsPeer(Peer):
    """A seat's socket that keeps each seats message's connected flags."""

    def __init__(self, name: str, log: list[tuple[str, str, int]]) -> None:
        super().__init__(name, log)
        self.connected: list[list[bool]] = []

    def send(self, frame: bytes) -> None:
        message = json.loads(frame)
        if message["type"] == "seats":
            self.connected.append([s["connected"] for s in message["seats"]])
        super().send(frame)


def test_a_gone_process_takes_its_seats_and_spectators_with_it(monkeypatch: Any) -> None:
    t, log, _ = _counted(monkeypatch)

    async def main() -> None:
        here = SeatsPeer("seat0", log)
        t.attach(0, here)
        watched_by(t, 1, log)
        t.remote_presence("process-b", 1, 1)  # seat 1's human is connected to process b
        t.remote_presence("process-c", 2, 1)
        t.remote_audience_changed("process-b", 4)
        await asyncio.sleep(0.1)
        assert here.connected[-1] == [True, True, True] and here.counts == [5]
        t.origin_gone("process-b")
        await asyncio.sleep(0.1)
        assert here.connected[-1] == [True, False, True] and here.counts == [5, 1]
        assert t.audience() == 1 and not t.seats[1].connected
        said = len(here.connected)
        t.origin_gone("process-b")  # nothing of it left: nothing said
        t.origin_gone("process-d")  # never heard of
        await asyncio.sleep(0.1)
        assert len(here.connected) == said and here.counts == [5, 1]

    asyncio.run(main())


def test_the_hub_forgets_a_process_that_says_goodbye_and_asks_one_back(
    tmp_path: Any, monkeypatch: Any
) -> None:
    """A `gone` notice empties that process's seats at once; an `alive` from a process
    counted gone by its silence has the hub ask every game's processes who is there."""
    t, _log, _ = _counted(monkeypatch)
    hub = Hub(SqliteStorage(tmp_path / "games.db"), "http://localhost")
    asked: list[dict[str, Any]] = []
    monkeypatch.setattr(hub, "publish", lambda payload, **_: asked.append(payload))
    hub.tables[t.id] = t

    async def main() -> None:
        hub._on_notice({"origin": "b", "kind": "presence", "game": t.id, "seat": 1, "count": 1})
        hub._on_notice({"origin": "c", "kind": "presence", "game": t.id, "seat": 2, "count": 1})
        assert t.seats[1].connected and t.seats[2].connected
        hub._on_notice({"origin": "b", "kind": "gone"})
        assert not t.seats[1].connected and t.seats[2].connected
        assert hub.others.alive() == ["c"] and asked == []
        # c falls silent past GONE_AFTER (the hub's watch, here by hand), then is heard.
        assert hub.others.silent(1e12) == ["c"]
        hub._forget_origin("c")
        assert not t.seats[2].connected
        hub._on_notice({"origin": "c", "kind": "alive"})
        assert asked == [{"kind": "who", "game": t.id}]
        t.stop()

    asyncio.run(main())
    hub.storage.close()


def test_the_watch_is_quick_enough_to_matter() -> None:
    """A dead process's human is replaced after GONE_AFTER and the grace period: seconds,
    not the minute a player would give up waiting in; a few notices missed are not its
    end."""
    assert 3 * processes_module.ALIVE_EVERY <= processes_module.GONE_AFTER <= 15


def test_a_lost_sign_of_life_is_not_logged_but_a_fault_is(caplog: Any) -> None:
    """The alive notices go every 2 s: with the database away, their loss would be a log
    line each; a lost notice of any other kind is said, and a fault of ours always is."""
    from cityknights.server.hub import _unsent
    from cityknights.server.storage import StorageUnavailable

    loop = asyncio.new_event_loop()

    def failed(error: BaseException) -> asyncio.Future[None]:
        future: asyncio.Future[None] = loop.create_future()
        future.set_exception(error)
        return future

    caplog.set_level("WARNING", logger="cityknights.server")
    _unsent(failed(StorageUnavailable("away")), quiet=True)
    assert caplog.records == []
    _unsent(failed(StorageUnavailable("away")))
    assert [r.levelname for r in caplog.records] == ["WARNING"]
    _unsent(failed(TypeError("ours")), quiet=True)
    assert [r.levelname for r in caplog.records] == ["WARNING", "ERROR"]
    loop.close()
