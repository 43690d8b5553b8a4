"""One live game: the engine State, its seats and sockets, version, bots and timers.

Every move goes through `Table.submit`, in this order (boardgame.io's master): check the
game is on, the version, the seat to act and the action; apply it to a copy of the state,
draw the chance outcomes that follow (from the game's secret seed); commit all of it to
storage; only then swap the state in and broadcast, each seat getting its own view and
events. A refused move changes nothing.
"""

from __future__ import annotations

import asyncio
import bisect
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

from cityknights.engine import CHANCE, Action, Event, Game, IllegalActionError, SeatView, State
from cityknights.engine.constants import PROGRESS_NAMES
from cityknights.records.fairness import chance_rng
from cityknights.seeds import bot_seed

from . import protocol as p
from .botpool import STAND_IN, BotPool
from .builds import builds
from .game_room import floored_think
from .limits import TokenBucket
from .pace import STORED_PACE, beat
from .storage import (
    Append,
    ChatRecord,
    GameRecord,
    MoveRecord,
    SeatRecord,
    Storage,
    StorageError,
    StorageUnavailable,
    VersionConflict,
)
from .timing import MoveTiming, ServerTiming

log = logging.getLogger("cityknights.server")

#: A snapshot of the whole position is stored every this many versions.
SNAPSHOT_EVERY = 100
#: Steps kept in memory for reconnects; a client further behind gets a fresh view.
RECENT_STEPS = 200
#: The `unavailable` refusal's words: what happened, and that nothing was changed.
UNAVAILABLE = "the database cannot be reached just now; nothing was changed: try again shortly"
STORE_FAILED = "the database failed to store the move; nothing was changed: try again"
#: Seconds before a bot's move that could not be made (the database away) is tried
#: again: the first wait, doubled at each failure up to the last.
RETRY_FIRST = 0.25
RETRY_MOST = 4.0
#: A game's spectators are sent a frame this many at a time, the event loop free between
#: two slices: a frame costs some 17 µs of CPU a spectator (a socket write each; the
#: frame is encoded once for all), and sent to the whole audience in one go it held up
#: every other game's moves (2,000 spectators: 35 ms a broadcast, 40-190 ms on a loaded
#: machine; benchmarks/server_flood.py --kind ws-audience). An audience this small or
#: smaller is sent at once, as the seats are.
AUDIENCE_SLICE = 100
#: Frames a game's audience may be behind: past it, the game's next move (and chat line)
#: waits until the audience is sent the ones before. A game that makes updates faster
#: than its audience can be sent them (bots at the instant pace, hundreds of spectators)
#: goes at its audience's pace, rather than heaping frames up in memory.
AUDIENCE_BACKLOG = 4
#: Seconds a change in how many watch waits before it is said, to the other processes
#: and to the table (Audience): a crowd arriving at once, or a spectator's reconnects,
#: make one message, not a broadcast to a growing audience per arrival.
AUDIENCE_NOTICE_DELAY = 1.0
#: Signed-in spectators named with the count, at most, in alphabetical order (colonist.io
#: lists who watches); the rest, and every guest, are counted only.
VIEWERS_NAMED = 20

#: Chat lines a game's spectators may say together: this many per window of seconds
#: (each spectator's socket has its own limit too, session.CHAT_LINES). Each line is a
#: write to the storage every game shares and a frame to every socket of the game: a
#: thousand spectators at their own limit said some 250 lines a second, and another
#: game's moves went from 4 to 48 ms median (benchmarks/server_flood.py --kind ws-chat).
#: The players' lines are not counted: a crowd cannot silence the table.
AUDIENCE_CHAT_LINES = 10
AUDIENCE_CHAT_WINDOW = 10.0
#: The kept chat's last lines a relayed line is looked for among (`Table.relay_chat`).
CHAT_NOTICE_LAG = 100


def _said_at(line: ChatRecord) -> float:
    return line.time


class Peer(Protocol):
    """A socket as the table sees it: it queues a frame, or closes."""

    def send(self, frame: bytes) -> None: ...

    def close(self, reason: str) -> None: ...


@dataclass
class _Fanout:
    """A frame on its way to a game's audience: the spectators not sent it yet, in order,
    and those sent it already out of turn (`Table.audience_caught_up`)."""

    frame: bytes
    peers: deque[Peer]
    sent: set[Peer] = field(default_factory=set)


class StepRecord(NamedTuple):
    version: int
    actor: int
    events: list[Event]


class Refusal(NamedTuple):
    code: str
    params: dict[str, Any]


class GameWatcher(Protocol):
    """Told of a game's departures and its end (results.py keeps karma and ratings)."""

    def seat_left(self, game_id: str, seat: int) -> None: ...

    def seat_back(self, game_id: str, seat: int) -> None: ...

    def finished(self, table: Table) -> None: ...


@dataclass
class Services:
    """What every table of a process shares."""

    storage: Storage
    botpool: BotPool
    run_db: Callable[..., Awaitable[Any]]  # run a blocking storage call off the loop
    commit: Callable[[Append, MoveTiming | None], Awaitable[None]]  # store (group commit)
    publish: Callable[[dict[str, Any]], None]  # tell the other processes (PostgreSQL)
    timing: ServerTiming | None = None  # the move path's timing (benchmarks), else None
    pace_clock: float = 1.0  # a factor on every bot's beat (pace.beat); 1 but in tests
    watcher: GameWatcher | None = None  # told of departures and game ends
    # One game's past replayed at a time (history.past): each is CPU in a thread, holding
    # the GIL the event loop needs, so sockets opened to many finished games at once would
    # share the loop between that many replays; one at a time leaves it half at worst.
    replay_slot: asyncio.Semaphore = field(default_factory=lambda: asyncio.Semaphore(1))


@dataclass
class SeatState:
    record: SeatRecord
    local: Peer | None = None
    remote: dict[str, int] = field(default_factory=dict)  # origin -> sockets there
    takeover: bool = False  # a bot plays this human seat until its human comes back

    @property
    def connected(self) -> bool:
        return self.local is not None or any(self.remote.values())

    @property
    def bot_playing(self) -> bool:
        return self.record.kind == "bot" or self.takeover


def play_begun(seats: tuple[SeatRecord, ...]) -> bool:
    """Whether a game's play has begun: it has no human seats (bots only), or a human took
    one (by its link, or an open seat from the lobby). Until then its bots do not move: a
    game nobody came to costs nothing."""
    humans = [s for s in seats if s.kind != "bot"]
    return not humans or any(s.claimed for s in humans)


def final_vp(state: State) -> list[int] | None:
    """Every seat's points, hidden victory point cards included, once the game is over
    (colonist.io shows every full score at the end); None while it is played, when they
    are each seat's secret."""
    if not state.is_terminal():
        return None
    return [state.victory_points(seat) for seat in range(state.game.players)]


def build_state(storage: Storage, record: GameRecord) -> tuple[State, int, list[StepRecord]]:
    """The position at the stored version, and its last RECENT_STEPS steps: replayed from
    the latest snapshot that leaves them all to replay, so that a client reconnecting
    after a restart gets the steps it missed, as before the restart, not a fresh view."""
    game = Game.from_config(record.config["game"])
    # At least version 0: a game set up at a position has that position as a snapshot at
    # version 0 (moves write theirs at 100, 200, ...), which it must start from.
    snapshot = storage.latest_snapshot(record.id, at_most=max(record.version - RECENT_STEPS, 0))
    if snapshot is None:
        version, state = 0, game.new_initial_state()
    else:
        version, state = snapshot[0], State.from_json(game, snapshot[1])
    steps = []
    for move in storage.moves(record.id, version):
        events = state.apply(Action.from_json(move.action))
        steps.append(StepRecord(move.version, move.actor, events))
        version = move.version
    return state, version, steps[-RECENT_STEPS:]


class Table:
    def __init__(
        self,
        record: GameRecord,
        services: Services,
        state: State,
        version: int,
        recent: list[StepRecord],
    ) -> None:
        self.id = record.id
        self.record = record
        room = record.config["room"]
        self.seed: int = record.config["seed"]
        self.turn_timer: float | None = room.get("turn_timer")
        self.grace_period: float = room["grace_period"]
        # Raised to the floor: a game stored before it still plays, without timeouts.
        self.bot_think: float = floored_think(room["bot_think"])
        self.pace: str = room.get("pace") or STORED_PACE  # null: as a game stored without one
        # colonist.io's "hide bank cards": the bank's counts left out of every view sent
        # while the game is played (`shown`).
        self.hide_bank: bool = bool(room.get("hide_bank"))
        self.services = services
        self.state = state
        self.version = version
        self.recent: deque[StepRecord] = deque(recent, maxlen=RECENT_STEPS)
        # The game's past from version 1 (history.past): replayed once, when a socket
        # first asks for it, then only extended. Steps from version 1 and when each
        # version was stored; the lock makes sockets asking at once share one replay.
        self.past_steps: list[StepRecord] = []
        self.past_times: list[float] = []
        self.past_lock = asyncio.Lock()
        # A finished game's history pages but the last, encoded, by the reader's seat
        # (None: a spectator); history.history_frames.
        self.past_frames: dict[int | None, list[bytes]] = {}
        # The game's chat, read from storage once (`chat_log`) and then kept up to date
        # by the lines said here and relayed from the other processes; while the read is
        # on its way, the lines relayed meanwhile. Every new socket read the whole chat
        # on the storage thread every game shares: a burst of 400 sockets queued 400
        # reads ahead of everyone's lobby requests and seat claims.
        self._chat_kept: list[ChatRecord] | None = None
        self._chat_meanwhile: list[ChatRecord] | None = None
        self._chat_read = asyncio.Lock()
        # A spectator's fresh picture, encoded once for all the spectators that come
        # while nothing changes: (what it depends on, the state frame) and (what they
        # depend on, the history frames). A state message and the game's past, built and
        # encoded again for each of a burst of spectators, held every other game's moves.
        self._audience_state: tuple[tuple[Any, ...], bytes] | None = None
        self.audience_history: tuple[tuple[Any, ...], list[bytes]] | None = None
        self.seats = [SeatState(s) for s in record.seats]
        self.spectators: set[Peer] = set()
        # The other processes' spectators of this game, by process (their notices), the
        # counts last said to the table and to the other processes, and the pending say.
        self.remote_audience: dict[str, int] = {}
        self.remote_viewers: dict[str, tuple[str, ...]] = {}  # origin -> its named ones
        self._audience_told: tuple[int, tuple[str, ...]] = (0, ())
        self._audience_published: tuple[int, tuple[str, ...]] = (0, ())
        self._audience_notice: asyncio.TimerHandle | None = None
        # Frames being sent to a large audience, a slice at a time, oldest first, and the
        # task sending them (`_to_audience`).
        self._fanouts: deque[_Fanout] = deque()
        self._fanning: asyncio.Task[None] | None = None
        self._audience_room = asyncio.Event()  # set while the audience is not far behind
        self._audience_room.set()
        self._chat_lock = asyncio.Lock()  # a game's chat lines, one after the other
        # The spectators' chat lines, all of them together (AUDIENCE_CHAT_LINES).
        self.audience_chat = TokenBucket(
            AUDIENCE_CHAT_LINES / AUDIENCE_CHAT_WINDOW, AUDIENCE_CHAT_LINES
        )
        self.lock = asyncio.Lock()
        self._driver: asyncio.Task[None] | None = None
        self._submitting: asyncio.Future[Refusal | None] | None = None
        self._generation = 0  # counts reschedules: a bot's move from an older one is void
        self._deadline: tuple[int, float] | None = None  # (version, loop time) of the timer
        self._retry_wait = 0.0  # the driver's wait before its next try (0: none failed)
        # Whether this process drives the game's bots and timers: exactly one does (the
        # hub claims it from storage); the others only apply and relay its moves.
        self.driving = False
        self.playing = play_begun(record.seats)  # else its bots wait for a human
        # The sockets holding this table (the hub keeps it in memory while any does), and
        # when anything last happened in it (a move, a socket came or went).
        self.holders = 0
        self.active = time.monotonic()

    # ----------------------------------------------------------------- who is here
    @property
    def finished(self) -> bool:
        return self.state.is_terminal()

    def touch(self) -> None:
        self.active = time.monotonic()

    def begin_play(self) -> None:
        """A human took a seat: the bots (and the timers) start."""
        if self._begin():
            self.reschedule()

    def _begin(self) -> bool:
        """Mark play as begun (the caller reschedules); whether it had not yet."""
        if self.playing:
            return False
        self.playing = True
        self._start_timer()
        return True

    def evictable(self, now: float, idle_for: float) -> bool:
        """Whether the hub may drop this table from memory: no socket holds it, nothing
        happened for `idle_for` seconds, no move is on its way to storage, and nothing
        is being played here (it is over, it waits for its first human, or another
        process drives it)."""
        return (
            self.holders == 0
            and self.active + idle_for <= now
            and not self.lock.locked()
            and not self.spectators
            and all(s.local is None for s in self.seats)
            and (self.finished or not self.playing or not self.driving)
        )

    def seat_infos(self) -> list[p.SeatInfo]:
        return [
            p.seat_info(
                s.record.seat,
                s.record.kind,
                s.record.bot,
                s.connected,
                s.bot_playing,
                s.record.player_name,
            )
            for s in self.seats
        ]

    def audience(self) -> int:
        """How many watch the game: its spectators here and in the other processes."""
        return len(self.spectators) + sum(self.remote_audience.values())

    def viewers(self) -> tuple[str, ...]:
        """The names of the signed-in players watching, here and in the other processes,
        in alphabetical order, VIEWERS_NAMED at most (the others are counted, not named)."""
        names = set(self._named_here())
        for more in self.remote_viewers.values():
            names.update(more)
        return tuple(sorted(names, key=str.casefold)[:VIEWERS_NAMED])

    def _named_here(self) -> tuple[str, ...]:
        """This process's signed-in spectators' names (VIEWERS_NAMED at most)."""
        names = {name for peer in self.spectators if (name := getattr(peer, "viewer", None))}
        return tuple(sorted(names, key=str.casefold)[:VIEWERS_NAMED])

    def attach(self, seat: int | None, peer: Peer) -> None:
        """A socket joins: a seat (replacing that seat's previous socket) or a spectator."""
        if seat is None:
            self.spectators.add(peer)
            self._audience_changed()
            return
        s = self.seats[seat]
        if s.local is not None and s.local is not peer:
            s.local.close("replaced")
        s.local = peer
        if s.takeover and self.services.watcher is not None:
            self.services.watcher.seat_back(self.id, seat)
        s.takeover = False  # the human is back: the bot hands the seat over
        self.touch()
        self._begin()  # a human took a seat: play begins, if it had not
        self._presence_changed(seat, exclude=peer)  # it gets the seats in its state

    def detach(self, seat: int | None, peer: Peer) -> None:
        if seat is None:
            if peer in self.spectators:
                self.spectators.discard(peer)
                self._audience_changed()
            return
        s = self.seats[seat]
        if s.local is peer:
            s.local = None
            self.touch()
            self._presence_changed(seat)

    def watching_frame(self) -> bytes | None:
        """How many watch, as last said to the table, for a socket that has just joined
        and been sent its picture (None: nobody watches). The change its own coming makes
        is said to everyone a moment later."""
        count, names = self._audience_told
        if not count:
            return None
        return p.encode(p.Watching(version=self.version, spectators=count, names=list(names)))

    def remote_audience_changed(self, origin: str, count: int, names: tuple[str, ...] = ()) -> None:
        """Another process's spectators of this game are `count` now, `names` those of
        them signed in."""
        if count > 0:
            self.remote_audience[origin] = count
            self.remote_viewers[origin] = names
        else:
            self.remote_audience.pop(origin, None)
            self.remote_viewers.pop(origin, None)
        self._audience_changed()

    def _audience_changed(self) -> None:
        if self._audience_notice is None:
            loop = asyncio.get_running_loop()
            self._audience_notice = loop.call_later(AUDIENCE_NOTICE_DELAY, self._say_audience)

    def _say_audience(self) -> None:
        """Say a changed count or names: this process's to the others, all to the table."""
        self._audience_notice = None
        here = (len(self.spectators), self._named_here())
        if here != self._audience_published:
            self._audience_published = here
            self.services.publish(
                {"kind": "audience", "game": self.id, "count": here[0], "names": list(here[1])}
            )
        told = (self.audience(), self.viewers())
        if told != self._audience_told:
            if len(self._fanouts) >= AUDIENCE_BACKLOG:  # the audience is behind: said later,
                self._audience_changed()  # as a move waits (_audience_caught_up)
                return
            self._audience_told = told
            self._broadcast(
                p.Watching(version=self.version, spectators=told[0], names=list(told[1]))
            )

    def set_driving(self, driving: bool) -> None:
        if driving != self.driving:
            self.driving = driving
            self.reschedule()

    def remote_presence(self, origin: str, seat: int, count: int) -> None:
        if 0 <= seat < len(self.seats):
            self.seats[seat].remote[origin] = count
            if count:
                self.seats[seat].takeover = False  # its human is back, in that process
                self._begin()  # a human took a seat in that process
            self._broadcast(p.Seats(version=self.version, seats=self.seat_infos()))
            self.reschedule()

    def origin_gone(self, origin: str) -> None:
        """Another process is gone (killed, or unheard for long: processes.py): its sockets
        went with it. A seat held only there is away now (its grace period begins, then a
        bot plays it), and its spectators leave the count."""
        away = False
        for s in self.seats:
            away = bool(s.remote.pop(origin, 0)) or away
        if away:
            self._broadcast(p.Seats(version=self.version, seats=self.seat_infos()))
            self.reschedule()
        self.remote_viewers.pop(origin, None)
        if self.remote_audience.pop(origin, None) is not None:
            self._audience_changed()

    def seat_link_renewed(self, seat: int, fresh_hash: str) -> None:
        """The seat's player was given a new link (a room's seat link asked for again):
        the old link's socket here is closed as replaced (the new link's is left), as a
        socket of the same seat opened elsewhere is. The old token already takes no seat
        on a new connection (authenticate reads it from storage)."""
        if 0 <= seat < len(self.seats):
            peer = self.seats[seat].local
            if peer is not None and getattr(peer, "token_hash", None) != fresh_hash:
                peer.close("replaced")

    def remote_takeover(self, seat: int) -> None:
        if 0 <= seat < len(self.seats) and not self.seats[seat].connected:
            self.seats[seat].takeover = True
            self._broadcast(p.Seats(version=self.version, seats=self.seat_infos()))

    def local_presence(self) -> list[tuple[int, int]]:
        return [(s.record.seat, 1 if s.local is not None else 0) for s in self.seats]

    def _presence_changed(self, seat: int, exclude: Peer | None = None) -> None:
        count = 1 if self.seats[seat].local is not None else 0
        self.services.publish({"kind": "presence", "game": self.id, "seat": seat, "count": count})
        self._broadcast(p.Seats(version=self.version, seats=self.seat_infos()), exclude)
        self.reschedule()

    # ----------------------------------------------------------------- messages
    def _legal(self, seat: int | None) -> list[Action]:
        if seat is None or self.state.current_player() != seat:
            return []
        return self.state.legal_actions()

    def _legal_json(self, seat: int | None) -> list[dict[str, Any]]:
        return [a.to_json() for a in self._legal(seat)]

    def _builds(self, seat: int | None) -> list[p.Build]:
        return builds(self.state, seat, self._legal(seat))

    def _progress_json(
        self, seat: int | None, view: SeatView | None = None
    ) -> dict[str, p.Why | None]:
        """Each progress card in `seat`'s own hand: None if playable now, else why not
        (that seat's private knowledge, from its seat view `view` or the current one:
        only ever sent to it)."""
        state = self.state
        if seat is None or not state.game.ck:
            return {}
        why = (view or state.seat_view(seat)).progress_why()
        return {
            PROGRESS_NAMES[k]: None if refusal is None else p.Why(**refusal.to_json())
            for k, refusal in why.items()
        }

    def _deadline_left(self) -> float | None:
        if self._deadline is None or self._deadline[0] != self.version:
            return None
        return max(0.0, round(self._deadline[1] - asyncio.get_running_loop().time(), 1))

    @staticmethod
    def steps_for(steps: list[StepRecord], seat: int | None) -> list[p.Step]:
        """`steps` as `seat` may see them: the one filter of live updates and history."""
        return [p.Step(s.version, s.actor, [e.for_seat(seat) for e in s.events]) for s in steps]

    def keeps(self, last_version: int | None) -> bool:
        """Whether a client that saw `last_version` catches up from the steps in memory
        (or has nothing to catch up); else it gets a fresh view and the whole past."""
        if last_version is None or last_version > self.version:
            return False
        return last_version == self.version or (
            bool(self.recent) and self.recent[0].version <= last_version + 1
        )

    def state_message(self, seat: int | None, last_version: int | None) -> p.StateMessage:
        """The whole picture for `seat`, with the steps after `last_version` if kept."""
        steps: list[StepRecord] = []
        caught_up = self.keeps(last_version)
        if caught_up and last_version is not None and last_version < self.version:
            steps = [s for s in self.recent if s.version > last_version]
        state = self.state
        view = state.seat_view(seat)
        return p.StateMessage(
            version=self.version,
            view=self.shown(view.to_json()),
            legal_actions=self._legal_json(seat),
            progress=self._progress_json(seat, view),
            builds=self._builds(seat),
            seats=self.seat_infos(),
            to_act=state.current_player(),
            steps=self.steps_for(steps, seat),
            caught_up=caught_up,
            finished=state.is_terminal(),
            winner=state.winner(),
            deadline=self._deadline_left(),
            final_vp=final_vp(state),
        )

    def shown(self, view: dict[str, Any]) -> dict[str, Any]:
        """`view` as the table sends it: with the room's hidden bank, its counts left out
        (``"bank": null``) until the game is over. A copy: the engine's view is shared."""
        if not self.hide_bank or self.state.is_terminal():
            return view
        return {**view, "bank": None}

    def _broadcast(self, message: p.ServerMessage, exclude: Peer | None = None) -> None:
        frame = p.encode(message)
        for s in self.seats:
            if s.local is not None and s.local is not exclude:
                s.local.send(frame)
        self._to_audience(frame, exclude)

    def _to_audience(self, frame: bytes, exclude: Peer | None = None) -> None:
        """Send `frame` (one encoding for all) to every spectator: at once to a small
        audience, else a slice of AUDIENCE_SLICE at a time by a task, the event loop free
        between slices, so that another game's move never waits for a whole audience.
        Frames reach each spectator in the order they were broadcast (a frame waits for
        the ones before it), and a spectator that comes after a broadcast is not sent it."""
        if not self.spectators:
            return
        if not self._fanouts and len(self.spectators) <= AUDIENCE_SLICE:
            for peer in self.spectators:
                if peer is not exclude:
                    peer.send(frame)
            return
        fanout = _Fanout(frame, deque(self.spectators))
        if exclude is not None:
            fanout.sent.add(exclude)
        self._fanouts.append(fanout)
        if self._fanning is None:
            self._fanning = asyncio.get_running_loop().create_task(self._fan_out())

    async def _fan_out(self) -> None:
        try:
            while self._fanouts:
                fanout = self._fanouts[0]
                peers, sent, spectators = fanout.peers, fanout.sent, self.spectators
                for _ in range(min(AUDIENCE_SLICE, len(peers))):
                    peer = peers.popleft()
                    if peer in spectators and peer not in sent:  # not gone, not sent it
                        try:
                            peer.send(fanout.frame)
                        except Exception:  # a fault of the server: the others still get it
                            log.exception("game %s: sending to a spectator failed", self.id)
                if not peers:
                    self._fanouts.popleft()
                    if len(self._fanouts) < AUDIENCE_BACKLOG:
                        self._audience_room.set()
                await asyncio.sleep(0)  # the others' turn: moves, sockets, timers
        finally:
            self._fanning = None

    async def _audience_caught_up(self) -> None:
        """Wait while the audience is AUDIENCE_BACKLOG frames behind or more (at once when
        it is not, as always for an audience sent its frames at once)."""
        while len(self._fanouts) >= AUDIENCE_BACKLOG:
            self._audience_room.clear()
            await self._audience_room.wait()

    def audience_caught_up(self, peer: Peer) -> None:
        """Send the spectator `peer` now the frames on their way to the audience that it
        has not been sent yet, before a picture of the game is sent to it (a resync): a
        picture followed by an older update would take its view back."""
        for fanout in self._fanouts:
            if peer not in fanout.sent and peer in fanout.peers:
                fanout.sent.add(peer)
                peer.send(fanout.frame)

    def _broadcast_steps(self, steps: list[StepRecord]) -> None:
        state = self.state
        common: dict[str, Any] = {
            "version": self.version,
            "to_act": state.current_player(),
            "finished": state.is_terminal(),
            "winner": state.winner(),
            "deadline": self._deadline_left(),
            "final_vp": final_vp(state),
        }
        # The seat that moved first: its copy is the acknowledgement it waits for.
        actor = steps[0].actor
        here = sorted((s for s in self.seats if s.local is not None),
                      key=lambda s: s.record.seat != actor)  # fmt: skip
        viewers: list[object] = [s.record.seat for s in here]
        if self.spectators:
            viewers.append(None)
        views = [self.shown(v) for v in state.views(viewers)]  # the public part built once
        for s, view in zip(here, views, strict=False):
            seat = s.record.seat
            if s.local is not None:
                s.local.send(
                    p.encode(
                        p.Update(
                            steps=self.steps_for(steps, seat),
                            view=view,
                            legal_actions=self._legal_json(seat),
                            progress=self._progress_json(seat),
                            builds=self._builds(seat),
                            **common,
                        )
                    )
                )
        if self.spectators:
            frame = p.encode(
                p.Update(
                    steps=self.steps_for(steps, None), view=views[-1], legal_actions=[],
                    progress={}, **common,
                )
            )  # fmt: skip
            self._to_audience(frame)

    # ----------------------------------------------------------------- moves
    async def submit(
        self,
        seat: int,
        version: int,
        action: Action | dict[str, Any],
        driver: int | None = None,
        timing: MoveTiming | None = None,
    ) -> Refusal | None:
        """Play `action` for `seat` at `version`; None when applied, else why not.
        `driver`: the generation of the bot driver that chose it (refused if the decision
        was rescheduled since, e.g. because its human came back). `timing`: stamped at
        each phase of the move (server timing on)."""
        async with self.lock:
            await self._audience_caught_up()  # a game goes no faster than its audience
            if timing is not None:
                timing.locked = time.perf_counter()
            if driver is not None and driver != self._generation:
                return Refusal(p.E_STALE, {"current": self.version, "sent": version})
            state = self.state
            if state.is_terminal():
                return Refusal(p.E_GAME_OVER, {"winner": state.winner()})
            if version != self.version:
                return Refusal(p.E_STALE, {"current": self.version, "sent": version})
            to_act = state.current_player()
            if seat != to_act:
                return Refusal(p.E_NOT_YOUR_TURN, {"to_act": to_act})
            raw = action
            if not isinstance(action, Action):
                try:
                    action = Action.from_json(action)
                except IllegalActionError as error:
                    return Refusal(p.E_BAD_ACTION, {"reason": error.reason})
            new = state.clone()
            try:
                events = new.apply(action)
            except IllegalActionError as error:
                shown = raw if isinstance(raw, dict) else action.to_json()
                why = error.refusal.to_json() if error.refusal is not None else {}
                return Refusal(
                    p.E_ILLEGAL,
                    {
                        "code": why.get("code", "unknown"),
                        "params": why.get("params", {}),
                        "reason": error.reason,
                        "action": shown,
                    },
                )
            steps = [StepRecord(version + 1, seat, events)]
            moves = [MoveRecord(version + 1, seat, action.to_json(), time.time())]
            while new.current_player() == CHANCE:
                v = steps[-1].version
                # A stream per version: the next start draws what this one would have.
                outcome = new.sample_chance(chance_rng(self.seed, v))
                steps.append(StepRecord(v + 1, CHANCE, new.apply(outcome)))
                moves.append(MoveRecord(v + 1, CHANCE, outcome.to_json(), time.time()))
            last = steps[-1].version
            snapshot = None
            if last // SNAPSHOT_EVERY > version // SNAPSHOT_EVERY:
                snapshot = (last, new.to_json())
            if timing is not None:
                timing.applied = time.perf_counter()
            try:
                await self.services.commit(
                    Append(self.id, tuple(moves), new.is_terminal(), new.winner(), snapshot),
                    timing,
                )
            except VersionConflict:
                if driver is not None:  # a bot's move: only a second driver could race it
                    log.warning(
                        "game %s: a bot's move at version %d lost to another process's",
                        self.id,
                        version + 1,
                    )
                # Another process moved first: take its moves, then refuse as stale.
                try:
                    await self._catch_up_locked()
                except StorageUnavailable as error:
                    log.warning("game %s: catching up failed: %s", self.id, error)
                    return Refusal(p.E_UNAVAILABLE, {"detail": UNAVAILABLE})
                return Refusal(p.E_STALE, {"current": self.version, "sent": version})
            except StorageUnavailable as error:
                # The table keeps its position (if the move was stored after all, the next
                # move's version conflict brings it in).
                log.warning("game %s: version %d not stored: %s", self.id, version + 1, error)
                return Refusal(p.E_UNAVAILABLE, {"detail": UNAVAILABLE})
            except StorageError as error:
                # The database failed: the table keeps its position (if the move was stored
                # after all, the next move's version conflict brings it in).
                log.error("game %s: storing version %d failed: %s", self.id, version + 1, error)
                return Refusal(p.E_UNAVAILABLE, {"detail": STORE_FAILED})
            except Exception:  # anything else is a fault of the server: its traceback
                log.exception("game %s: storing version %d failed", self.id, version + 1)
                return Refusal(p.E_UNAVAILABLE, {"detail": STORE_FAILED})
            if timing is not None:
                timing.resumed = time.perf_counter()
            self._advance(new, steps)
            if timing is not None:
                timing.queued = time.perf_counter()
            return None

    def _advance(self, state: State, steps: list[StepRecord]) -> None:
        ended = state.is_terminal() and not self.state.is_terminal()
        self.state = state
        self.version = steps[-1].version
        self.recent.extend(steps)
        self.touch()
        self._start_timer()
        self._broadcast_steps(steps)
        self.reschedule()
        if ended and self.services.watcher is not None:
            self.services.watcher.finished(self)

    async def catch_up(self) -> None:
        """Apply the moves another process stored (a NOTIFY said the version moved on)."""
        async with self.lock:
            await self._audience_caught_up()
            await self._catch_up_locked()

    async def _catch_up_locked(self) -> None:
        moves = await self.services.run_db(self.services.storage.moves, self.id, self.version)
        if not moves:
            return
        state = self.state.clone()
        steps = [
            StepRecord(m.version, m.actor, state.apply(Action.from_json(m.action))) for m in moves
        ]
        self._advance(state, steps)

    # ----------------------------------------------------------------- chat
    async def chat(self, seat: int | None, text: str) -> None:
        # One line at a time, each once the audience is not far behind: a crowd of
        # spectators chatting at once heaps up no more frames than moves do.
        async with self._chat_lock:
            await self._audience_caught_up()
            line = ChatRecord(seat, text, time.time())
            await self.services.run_db(self.services.storage.add_chat, self.id, line)
            self.relay_chat(line)

    def relay_chat(self, line: ChatRecord) -> None:
        if self._chat_kept is not None:
            # Another process's line may be in the chat read already (stored before the
            # read, its notice come after it): kept once.
            if line not in self._chat_kept[-CHAT_NOTICE_LAG:]:
                bisect.insort(self._chat_kept, line, key=_said_at)
        elif self._chat_meanwhile is not None:
            self._chat_meanwhile.append(line)
        self._broadcast(
            p.ChatMessage(version=self.version, seat=line.seat, text=line.text, time=line.time)
        )

    async def chat_log(self) -> list[ChatRecord]:
        """The game's chat so far, by time: read from storage once, then kept (a line
        stored but not yet relayed is not in it: it comes live to a socket attached
        already). The list is the table's own: not to be changed."""
        if self._chat_kept is not None:
            return self._chat_kept
        async with self._chat_read:
            if self._chat_kept is None:
                self._chat_meanwhile = []
                try:
                    stored = await self.services.run_db(self.services.storage.chat, self.id)
                finally:
                    meanwhile, self._chat_meanwhile = self._chat_meanwhile, None
                known = set(stored)
                kept = stored + [line for line in meanwhile if line not in known]
                kept.sort(key=_said_at)
                self._chat_kept = kept
            return self._chat_kept

    def forget_chat(self) -> None:
        """Read the chat from storage again when next asked (notices may have been missed:
        the listener lost the database for a while)."""
        self._chat_kept = None
        self.audience_history = None

    def audience_state_frame(self) -> bytes:
        """A spectator's fresh state message (no steps: `state_message(None, None)`),
        encoded: the same bytes for every spectator while the version, the seats and the
        turn timer's seconds left are the same."""
        seats = self.seat_infos()
        key = (self.version, self._deadline_left(), p.ENCODER.encode(seats))
        if self._audience_state is not None and self._audience_state[0] == key:
            return self._audience_state[1]
        frame = p.encode(self.state_message(None, None))
        self._audience_state = (key, frame)
        return frame

    # ----------------------------------------------------------------- bots and timers
    def _start_timer(self) -> None:
        to_act = self.state.current_player()
        if (
            self.turn_timer is None
            or not self.playing
            or to_act < 0
            or self.seats[to_act].record.kind == "bot"
        ):
            self._deadline = None
            return
        self._deadline = (self.version, asyncio.get_running_loop().time() + self.turn_timer)

    def start(self) -> None:
        """Begin driving the game (bots, timers) after it is loaded or created."""
        self._start_timer()
        self.reschedule()

    def reschedule(self) -> None:
        """(Re)start the task that makes the pending decision happen: a bot's move, or a
        human's after the grace period or the turn timer."""
        current = asyncio.current_task()
        if self._driver is not None and self._driver is not current:
            self._driver.cancel()
        self._driver = None
        self._generation += 1
        if self.state.is_terminal() or not self._has_work():
            return
        self._driver = asyncio.create_task(
            self._drive(self.version, self.state.current_player(), self._generation)
        )

    def _has_work(self) -> bool:
        """Whether a driver has something to do: a bot's move, or a wait on a human who is
        away or has a turn timer. (Not a task per human move with nothing to wait for.)"""
        seat = self.state.current_player()
        if seat == CHANCE or not self.driving or not self.playing:
            return False
        s = self.seats[seat]
        timed = self._deadline is not None and self._deadline[0] == self.version
        return s.bot_playing or not s.connected or timed

    async def _drive(self, version: int, seat: int, generation: int) -> None:
        try:
            if seat == CHANCE:  # a stored game cut between a move and its outcome
                return
            s = self.seats[seat]
            if not s.bot_playing:
                loop = asyncio.get_running_loop()
                waits = []
                if not s.connected:
                    waits.append(self.grace_period)
                if self._deadline is not None and self._deadline[0] == version:
                    waits.append(self._deadline[1] - loop.time())
                if not waits:
                    return  # the human is here and has all the time they want
                await asyncio.sleep(max(0.0, min(waits)))
                if not s.connected:
                    s.takeover = True
                    self._broadcast(p.Seats(version=self.version, seats=self.seat_infos()))
                    self.services.publish({"kind": "takeover", "game": self.id, "seat": seat})
                    if self.services.watcher is not None:
                        self.services.watcher.seat_left(self.id, seat)
            spec = s.record.bot if s.record.kind == "bot" and s.record.bot else STAND_IN
            started = asyncio.get_running_loop().time()
            state = self.state
            legal = state.legal_actions()
            action = await self.services.botpool.choose(
                self.id,
                seat,
                spec,
                bot_seed(self.seed, seat),
                state.view(seat),
                legal,
                self.bot_think,
            )
            # The game's pace: the move lands a beat after the decision began, the bot's
            # thinking included (cancelled with the decision on a reschedule).
            due = started + beat(self.pace, action, self.services.pace_clock)
            wait = due - asyncio.get_running_loop().time()
            if wait > 0:
                await asyncio.sleep(wait)
            # Shielded: once the move is on its way to storage, a reschedule (someone
            # connecting) must not cut it between the commit and the broadcast.
            submit = asyncio.ensure_future(self.submit(seat, version, action, generation))
            self._submitting = submit
            refusal = await asyncio.shield(submit)
            if refusal is None:
                self._retry_wait = 0.0
            elif refusal.code == p.E_UNAVAILABLE:
                await self._retry_later(seat, "its move could not be stored")
            elif refusal.code != p.E_STALE:
                log.error("game %s: bot %s in seat %d refused: %s", self.id, spec, seat, refusal)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("game %s: driving seat %d failed", self.id, seat)
            await self._retry_later(seat, "driving it failed")

    async def _retry_later(self, seat: int, why: str) -> None:
        """Make the pending decision again after a wait (growing while it keeps failing):
        a failure never leaves a game without a driver."""
        self._retry_wait = min(RETRY_MOST, max(RETRY_FIRST, 2 * self._retry_wait))
        log.warning("game %s: seat %d: %s; trying again in %g s", self.id, seat, why,
                    self._retry_wait)  # fmt: skip
        await asyncio.sleep(self._retry_wait)
        self.reschedule()

    def stop(self) -> None:
        if self._driver is not None:
            self._driver.cancel()
            self._driver = None
        if self._fanning is not None:
            self._fanning.cancel()
        if self._audience_notice is not None:
            self._audience_notice.cancel()
            self._audience_notice = None
        self._fanouts.clear()
        self._audience_room.set()  # nothing is behind any more: no move waits for it
        for s in self.seats:
            if s.local is not None:
                s.local.close("shutdown")
        for peer in list(self.spectators):
            peer.close("shutdown")
