"""A game's audience is sent its frames a slice at a time (Table._to_audience): one game's
spectators, however many, do not hold up another game's moves; every spectator still
gets every frame once, in order, and a picture after the updates on their way to it."""

from __future__ import annotations

import asyncio
import json
from types import SimpleNamespace
from typing import Any

from cityknights.engine import Game
from cityknights.server import protocol as p
from cityknights.server import table as table_module
from cityknights.server.storage import ChatRecord, GameRecord, SeatRecord
from cityknights.server.table import AUDIENCE_BACKLOG, AUDIENCE_SLICE, Services, Table

from .test_session_send import FakeSocket, _session

AUDIENCE = 10 * AUDIENCE_SLICE


class Peer:
    """A socket as the table sees it: what it was sent goes into a log shared by all."""

    def __init__(self, name: str, log: list[tuple[str, str, int]]) -> None:
        self.name = name
        self.log = log
        self.counts: list[int] = []  # the watching messages' counts it was sent

    def send(self, frame: bytes) -> None:
        message = json.loads(frame)
        # How many watch is said a second after it changes, whenever a test's moves are
        # played by then: its own tests are below (test_how_many_watch_*).
        if message["type"] != "watching":
            self.log.append((self.name, message["type"], message["version"]))
        else:
            self.counts.append(message["spectators"])

    def close(self, reason: str) -> None:
        pass

    def got(self) -> list[tuple[str, int]]:
        return [(kind, version) for name, kind, version in self.log if name == self.name]


async def stored(*_: Any) -> None:
    """The group commit, as if the move were stored at once."""


def table(game_id: str) -> Table:
    """A base game of 3 whose seats are links taken by humans, none driven by this process
    (no bots, no timers: only the moves sent here)."""
    game = Game(expansion="base", players=3, seed=1)
    seats = tuple(SeatRecord(i, "human", None, "ab" * 32, True) for i in range(3))
    room = {"seats": ["human"] * 3, "turn_timer": None, "grace_period": 30, "bot_think": 1.0}
    record = GameRecord(game_id, {"game": game.config(), "room": room, "seed": 1}, 0.0, 0,
                        "live", None, True, game_id, seats)  # fmt: skip
    storage = SimpleNamespace(add_chat=None)  # run_db (`stored`) stores everything at once
    services = Services(storage=storage, botpool=None, run_db=stored, commit=stored,  # type: ignore[arg-type]
                        publish=lambda _: None)  # fmt: skip
    return Table(record, services, game.new_initial_state(), 0, [])


async def move(t: Table) -> None:
    """The seat to act plays its first legal action."""
    seat = t.state.current_player()
    assert await t.submit(seat, t.version, t.state.legal_actions()[0]) is None


def watched_by(t: Table, n: int, log: list[tuple[str, str, int]]) -> list[Peer]:
    """`n` spectators of `t`, each attached, logging what they are sent to `log`."""
    audience = [Peer(f"spectator{i}", log) for i in range(n)]
    for peer in audience:
        t.attach(None, peer)
    return audience


async def fanned_out(t: Table) -> None:
    for _ in range(10_000):
        if t._fanning is None:
            return
        await asyncio.sleep(0)
    raise AssertionError("the audience's frames were never all sent")


def test_another_games_seats_do_not_wait_for_a_whole_audience() -> None:
    """A move of a game watched by AUDIENCE spectators, then a move of another game: the
    other game's seat has its update before most of the audience has theirs. The audience
    was sent its frame in one go, inside the first move: the other game waited for every
    spectator's write (2,000 spectators: 40-190 ms a broadcast)."""
    log: list[tuple[str, str, int]] = []

    async def main() -> None:
        watched, other = table("watched"), table("other")
        watched_by(watched, AUDIENCE, log)
        player = Peer("player", log)
        other.attach(other.state.current_player(), player)
        log.clear()
        await move(watched)
        await move(other)
        await fanned_out(watched)
        served = [name for name, kind, _ in log if kind == "update"]
        assert len(served) == AUDIENCE + 1  # every spectator, and the other game's player
        before = served.index("player")
        assert before <= 2 * AUDIENCE_SLICE, f"{before} spectators were sent theirs first"

    asyncio.run(main())


def test_every_spectator_gets_every_frame_once_and_in_order() -> None:
    """Moves, a chat line and the seats' news broadcast while the audience's earlier frames
    are still on their way: each spectator gets them all, once each, in the order they
    were broadcast; one that leaves is sent nothing more, one that comes is sent only
    what is broadcast after it came."""
    log: list[tuple[str, str, int]] = []

    async def main() -> None:
        t = table("watched")
        audience = watched_by(t, AUDIENCE, log)
        await move(t)  # version 1, on its way
        t.detach(None, audience[-1])  # gone before its turn came
        late = Peer("late", log)
        t.attach(None, late)  # came after version 1 was broadcast
        await move(t)  # version 2, behind it
        t.relay_chat(ChatRecord(None, "hi", 1.0))
        await move(t)  # version 3
        await fanned_out(t)
        expected = [("update", 1), ("update", 2), ("chat", 2), ("update", 3)]
        for peer in audience[:-1]:
            assert peer.got() == expected, peer.name
        assert audience[-1].got() == []
        assert late.got() == expected[1:]

    asyncio.run(main())


def test_a_small_audience_is_sent_its_frame_at_once() -> None:
    log: list[tuple[str, str, int]] = []

    async def main() -> None:
        t = table("watched")
        audience = watched_by(t, AUDIENCE_SLICE, log)
        await move(t)
        assert t._fanning is None  # no task: sent inside the move, as to the seats
        assert all(peer.got() == [("update", 1)] for peer in audience)

    asyncio.run(main())


def test_a_spectators_picture_comes_after_the_updates_on_their_way_to_it() -> None:
    """A spectator's socket asking for a picture (a resync) while the audience's frames
    are on their way is sent those it has not had yet first, then not again: a picture
    followed by an older update would take its view back."""
    log: list[tuple[str, str, int]] = []

    async def main() -> list[tuple[str, int]]:
        t = table("watched")
        watched_by(t, AUDIENCE, log)
        ws = FakeSocket()
        last = _session(ws)  # the audience's last: its turn comes last
        last.table, last.joined = t, True
        t.attach(None, last)
        await move(t)
        await move(t)
        assert ws.sent == []  # its turn has not come yet
        await last._resync(t, p.Resync(last_version=0))
        await fanned_out(t)
        return [(m["type"], m["version"]) for m in map(json.loads, ws.sent)]

    assert asyncio.run(main()) == [("update", 1), ("update", 2), ("state", 2)]


def test_a_game_goes_no_faster_than_its_audience() -> None:
    """Moves made back to back (bots at the instant pace) and a crowd of spectators
    chatting at once, with a large audience: the frames on their way to it never number
    more than AUDIENCE_BACKLOG (each move and line waits for the ones before to be sent),
    and every spectator gets every one, in order."""
    log: list[tuple[str, str, int]] = []

    async def main() -> None:
        t = table("watched")
        audience = watched_by(t, AUDIENCE, log)
        most = 0

        async def watch() -> None:
            nonlocal most
            while True:
                most = max(most, len(t._fanouts))
                await asyncio.sleep(0)

        watcher = asyncio.create_task(watch())
        chatters = [asyncio.create_task(t.chat(None, f"line {i}")) for i in range(20)]
        for _ in range(20):
            await move(t)
        await asyncio.gather(*chatters)
        await fanned_out(t)
        watcher.cancel()
        assert most <= AUDIENCE_BACKLOG
        for peer in audience[:: AUDIENCE_SLICE // 2]:
            got = peer.got()
            versions = [v for kind, v in got if kind == "update"]  # a roll's outcome: +2
            assert len(versions) == 20 and versions == sorted(set(versions)), peer.name
            assert versions[-1] == t.version
            assert sum(1 for m in got if m[0] == "chat") == 20
        assert len(log) == AUDIENCE * 40

    asyncio.run(main())


def test_the_kept_chat_holds_each_line_once_in_time_order() -> None:
    """The chat is read from storage once (`Table.chat_log`), then kept up to date by the
    lines relayed: one relayed while the read is on its way is added unless the read had
    it, one relayed again (another process's, stored before the read and its notice come
    after) is not added twice, and a line from another process that comes late is put
    in its place by time."""
    stored_lines = [ChatRecord(0, "first", 1.0), ChatRecord(None, "second", 2.0)]
    reads: list[str] = []

    async def main() -> None:
        t = table("chatty")
        release = asyncio.Event()

        async def run_db(fn: Any, *args: Any) -> Any:
            if fn == "chat":
                reads.append(args[0])
                await release.wait()
                return list(stored_lines)
            return None

        t.services.storage = SimpleNamespace(chat="chat")  # type: ignore[assignment]
        t.services.run_db = run_db
        reading = asyncio.create_task(t.chat_log())
        await asyncio.sleep(0)
        t.relay_chat(ChatRecord(None, "second", 2.0))  # the read has it too
        t.relay_chat(ChatRecord(1, "third", 3.0))  # said while it was read
        release.set()
        kept = await reading
        assert [c.text for c in kept] == ["first", "second", "third"]
        t.relay_chat(ChatRecord(0, "first", 1.0))  # a late notice of a line read
        t.relay_chat(ChatRecord(2, "between", 2.5))  # another process's, late
        again = await t.chat_log()
        assert [c.text for c in again] == ["first", "second", "between", "third"]
        assert reads == ["chatty"]  # read once

    asyncio.run(main())


def _counted(monkeypatch: Any) -> tuple[Table, list[tuple[str, str, int]], list[dict[str, Any]]]:
    """A table whose count of spectators is said 0.02 s after it changes; the log its
    peers write, and the notices it publishes to the other processes."""
    monkeypatch.setattr(table_module, "AUDIENCE_NOTICE_DELAY", 0.02)
    log: list[tuple[str, str, int]] = []
    published: list[dict[str, Any]] = []
    t = table("watched")
    t.services = Services(storage=t.services.storage, botpool=None, run_db=stored,  # type: ignore[arg-type]
                          commit=stored, publish=published.append)  # fmt: skip
    return t, log, published


def audience_notices(published: list[dict[str, Any]]) -> list[int]:
    """The counts of this game's spectators told to the other processes."""
    return [n["count"] for n in published if n["kind"] == "audience" and n["game"] == "watched"]


def test_how_many_watch_is_said_once_for_a_crowd(monkeypatch: Any) -> None:
    """Fifty spectators arriving at once: the seat is told 50 once, a moment later, and
    the other processes are told this one's 50 once; ten leaving, 40. A socket joining a
    watched game is told the count at once."""
    t, log, published = _counted(monkeypatch)

    async def main() -> None:
        seat = Peer("seat", log)
        t.attach(0, seat)
        assert seat.counts == [] and t.watching_frame() is None  # nobody watches: nothing said
        crowd = watched_by(t, 50, log)
        await asyncio.sleep(0.1)
        assert seat.counts == [50]
        assert crowd[0].counts == [50] and crowd[-1].counts == [50]
        assert audience_notices(published) == [50]
        for peer in crowd[:10]:
            t.detach(None, peer)
        t.detach(None, crowd[0])  # gone already: no change
        await asyncio.sleep(0.1)
        assert seat.counts == [50, 40] and t.audience() == 40
        # A socket joining now is sent the count after its picture (session._hello).
        watching = t.watching_frame()
        assert watching is not None
        assert json.loads(watching) == {"type": "watching", "version": 0, "spectators": 40,
                                        "names": []}  # fmt: skip
        # Gone and back within the moment: the count is the same, nothing is said.
        t.detach(None, crowd[20])
        t.attach(None, crowd[20])
        await asyncio.sleep(0.1)
        assert seat.counts == [50, 40] and audience_notices(published) == [50, 40]

    asyncio.run(main())


def test_the_other_processes_spectators_are_counted(monkeypatch: Any) -> None:
    t, log, published = _counted(monkeypatch)

    async def main() -> None:
        seat = Peer("seat", log)
        t.attach(0, seat)
        watched_by(t, 2, log)
        t.remote_audience_changed("process-b", 5)
        t.remote_audience_changed("process-c", 1)
        await asyncio.sleep(0.1)
        assert seat.counts == [8]
        # Only this process's own spectators are published: the others say their own.
        assert audience_notices(published) == [2]
        t.remote_audience_changed("process-b", 0)
        await asyncio.sleep(0.1)
        assert seat.counts == [8, 3] and t.remote_audience == {"process-c": 1}

    asyncio.run(main())


def test_a_stopped_table_says_nothing_more(monkeypatch: Any) -> None:
    t, log, published = _counted(monkeypatch)

    async def main() -> None:
        watched_by(t, 3, log)
        t.stop()
        await asyncio.sleep(0.1)
        assert published == []

    asyncio.run(main())
