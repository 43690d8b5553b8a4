"""The games one server process holds: creating them, loading them on demand, resuming them
at start, and hearing about moves made by other processes (PostgreSQL NOTIFY)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import dataclasses
import hashlib
import hmac
import inspect
import logging
import math
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from functools import partial
from typing import Any, TypeVar

import msgspec

from cityknights.bots import BotSpecError, parse_bot_spec
from cityknights.engine import Game, GameConfigError, RuleFlags
from cityknights.engine.game import PLAYER_COUNTS
from cityknights.records.fairness import SCHEME, commitment, new_salt

from . import protocol as p
from .botpool import DEFAULT_SEARCH_PROCESSES, BotPool
from .commits import GroupCommit
from .game_room import DamagedGame, RoomError, check_timers, checked_stored_room, room_config
from .game_settings import settings_of
from .names import MAX_NAME, BadName, check_game_name
from .outcomes import Outcomes
from .pace import DEFAULT_PACE, Pace
from .processes import ALIVE_EVERY, OtherProcesses
from .replays import Replays
from .rule_bounds import bounds_error
from .storage import (
    ChatRecord,
    GameRecord,
    MoveRecord,
    SeatRecord,
    Storage,
    StorageError,
    StorageUnavailable,
)
from .table import VIEWERS_NAMED, Services, Table, build_state, play_begun
from .timing import ServerTiming

log = logging.getLogger("cityknights.server")
T = TypeVar("T")

#: Seat tokens: 24 random bytes, 192 bits (at least 128 asked), URL-safe text.
TOKEN_BYTES = 24
#: Finished games whose export's history is kept (some 80 KB each for 2,000 versions).
EXPORTS_KEPT = 32
#: What `flags` may hold: RuleFlags' fields. Game's own options (board, seed, players...)
#: are not flags: given there they would pass around the body's checked fields.
RULE_FLAG_NAMES = tuple(f.name for f in dataclasses.fields(RuleFlags))
GAME_OPTIONS = frozenset(inspect.signature(Game).parameters) - {"flags"}
#: Seconds between tries to take over the driving (bots, timers) of games another process
#: drove: how long a game waits after its driver dies.
CLAIM_EVERY = 1.0
#: Seconds a game nobody is connected to stays in memory after its last move, when it is
#: over or nothing is being played in it here (no human ever took a seat, or another
#: process drives it); it is loaded again from storage when a socket asks for it.
EVICT_AFTER = 60.0
#: The seat kinds a game is created with, besides bot specs: "human" is reserved for the
#: holder of its link; "open" is taken by the first stranger who joins from the lobby.
HUMAN_KINDS = ("human", "open")


def _unsent(sent: asyncio.Future[None], quiet: bool = False) -> None:
    """A notice to the other processes could not be sent (the database away): said in one
    line; the listener's resync, once the database is back, makes up for it. `quiet`: a
    notice whose loss needs no word (the next of its kind makes up for it): only a fault
    of ours is logged."""
    error = None if sent.cancelled() else sent.exception()
    if error is None or (quiet and isinstance(error, StorageError)):
        return
    if isinstance(error, StorageUnavailable):
        log.warning("a notice to the other processes was not sent: %s", error)
    else:
        log.error("a notice to the other processes failed", exc_info=error)


def _names(names: object) -> bool:
    """Whether a notice's `names` is a list of names (a notice of another version of the
    server, or written by hand, may hold anything)."""
    return isinstance(names, list) and all(isinstance(n, str) and len(n) <= MAX_NAME for n in names)


#: A game's catch-up with the moves other processes stored, when it finds the database
#: away (just after the listener is back, the pool may still be replacing its dead
#: connections), is tried again after each of these waits (about half a minute in all):
#: a catch-up given up leaves a seat of that process waiting for a move it never hears
#: of, when that move was the last before the seat's turn.
CATCH_UP_WAITS = (0.25, 0.5, 1.0, 2.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0)


async def retried(attempt: Callable[[], Awaitable[None]], waits: Sequence[float]) -> None:
    """Await `attempt()`; while it finds the database away, again after each of `waits`
    in turn; the last attempt's StorageUnavailable is raised."""
    for wait in waits:
        try:
            await attempt()
            return
        except StorageUnavailable:
            await asyncio.sleep(wait)
    await attempt()


async def _worded(work: Coroutine[Any, Any, None], what: str) -> None:
    try:
        await work
    except StorageUnavailable as error:
        log.warning("%s: %s", what, error)
    except Exception:
        log.exception("%s failed", what)


class BadRequest(ValueError):
    """A lobby request that cannot be served; `code` and `params` say why."""

    def __init__(self, code: str, status: int, **params: Any) -> None:
        super().__init__(f"{code}: {params}")
        self.code = code
        self.status = status
        self.params = params
        self.headers: dict[str, str] = {}  # of the HTTP answer (e.g. Retry-After)


def too_many(code: str, wait: float, **params: Any) -> BadRequest:
    """A 429 refusal `code` past a rate limit: wait `wait` seconds, rounded up (at least
    1), in the body's `retry_after` and in Retry-After; `params` go in the body too."""
    retry_after = max(1, math.ceil(wait))
    error = BadRequest(code, 429, retry_after=retry_after, **params)
    error.headers["Retry-After"] = str(retry_after)
    return error


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_seats(specs: list[str]) -> tuple[list[SeatRecord], list[str | None]]:
    """The seats of a new game (`specs` checked: "human", "open" or a bot spec), and each
    reserved seat's token (None for an open seat and a bot)."""
    tokens: list[str | None] = []
    seats = []
    for i, spec in enumerate(specs):
        # A link only for a reserved seat: an open seat's token is made when a
        # stranger joins it (and given to them alone).
        token = secrets.token_urlsafe(TOKEN_BYTES) if spec == "human" else None
        tokens.append(token)
        kind = spec if spec in HUMAN_KINDS else "bot"
        bot = None if kind != "bot" else spec
        seats.append(SeatRecord(i, kind, bot, token and token_hash(token), False))
    return seats, tokens


def public_fairness(record: GameRecord) -> p.Fairness | None:
    """The game's commitment, with its seed and salt once it is finished (None for a
    game made before commitments)."""
    fairness = record.config.get("fairness")
    if fairness is None:
        return None
    done = record.status == "finished"
    return p.Fairness(
        scheme=fairness["scheme"],
        commitment=fairness["commitment"],
        seed=record.config["seed"] if done else None,
        salt=fairness["salt"] if done else None,
    )


def _already_in_game(game_id: str, seat: int) -> BadRequest:
    return BadRequest(
        "already_in_game", 409, game=game_id, seat=seat,
        detail=f"you hold seat {seat} of this game already: play it by the link its join "
               "gave you",
    )  # fmt: skip


def _shown(value: Any) -> str:
    """A value of a request as its JSON (true, not Python's True), cut short."""
    return msgspec.json.encode(value).decode()[:40]


def _checked_board(body: p.CreateGame) -> str | None:
    """The layout `body` names for Game (None: a random board), or a BadRequest naming the
    field when it cannot be: the beginner layout has no 5-6 player version (RULES.md
    §22.2.4), and its numbers are printed, so a way of laying numbers would be ignored."""
    if body.board == "random":
        return None
    if len(body.seats) > 4:
        raise BadRequest(
            "bad_request", 400,
            detail=f"board: the {body.board} board is for 3 or 4 players; "
                   f"{len(body.seats)} play a random 30-hex island (RULES.md §22.2.4)",
        )  # fmt: skip
    if "board_tokens" in body.flags:
        raise BadRequest(
            "bad_request", 400,
            detail=f"flags.board_tokens: the {body.board} board's numbers are fixed; "
                   "board_tokens lays a random board's numbers",
        )  # fmt: skip
    return body.board


def checked_game_name(name: str) -> None:
    """Refuse (400 bad_request naming it) a game's name the lobby cannot show
    (names.check_game_name)."""
    try:
        check_game_name(name)
    except BadName as error:
        raise BadRequest("bad_request", 400, detail=f"name: {error}") from None


def live_record(
    game: dict[str, Any],
    room: dict[str, Any],
    seed: int,
    salt: str,
    seats: Sequence[SeatRecord],
    public: bool,
    name: str,
    game_id: str | None = None,
    **more: Any,
) -> GameRecord:
    """A new live game's record, at version 0 under a new id (`game_id`, else a random
    one): its `game` config, its `room`, and its secret `seed` with the commitment to it
    that every player sees (revealed with `salt` at the end: docs/fair-dice.md); `more`:
    other config entries (a game played on from another's names it)."""
    fairness = {"scheme": SCHEME, "salt": salt, "commitment": commitment(seed, salt)}
    return GameRecord(
        id=game_id or secrets.token_urlsafe(8),
        config={"game": game, "room": room, "seed": seed, "fairness": fairness, **more},
        created=time.time(),
        version=0,
        status="live",
        winner=None,
        public=public,
        name=name,
        seats=tuple(seats),
    )


def seat_of_token(seats: tuple[SeatRecord, ...], token: str) -> int | None:
    """The seat whose token this is. Every seat is compared, in constant time, so the time
    taken says nothing about how close a guess came."""
    wanted = token_hash(token)
    found = None
    for s in seats:
        if s.token_hash is not None and hmac.compare_digest(s.token_hash, wanted):
            found = s.seat
    return found


class Hub:
    def __init__(
        self,
        storage: Storage,
        base_url: str,
        *,
        bot_processes: int = DEFAULT_SEARCH_PROCESSES,
        rate_limit: float = 20.0,
        evict_after: float = EVICT_AFTER,
        default_pace: Pace = DEFAULT_PACE,
        pace_clock: float = 1.0,
    ) -> None:
        self.storage = storage
        self.default_pace = default_pace  # a new game's pace when its creator names none
        self.rate_limit = rate_limit  # messages per second per socket
        self.evict_after = evict_after
        self.base_url = base_url.rstrip("/")
        self.origin = secrets.token_hex(8)
        storage.origin = self.origin
        self.tables: dict[str, Table] = {}
        self._loading: dict[str, asyncio.Lock] = {}
        self._db = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="ck-storage")
        self._stop_listening = threading.Event()
        self._listener: threading.Thread | None = None
        self.others = OtherProcesses()  # the other processes on the channel, while alive
        self._alive: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._catching_up: set[asyncio.Task[None]] = set()  # catch-ups, retried (_catch_up)
        self._claimer: asyncio.Task[None] | None = None
        self.commits = GroupCommit(storage.append_many)
        self.replays = Replays()
        # Finished games' histories for their export, encoded: the moves of a game over
        # never change, and reading all of them for each export (8 ms of the storage
        # thread every game shares, for 2,000 versions) let a client asking in a loop
        # hold every other request up. By game: the history encoded, and the position it
        # started at (None: the board's start), read with it.
        self._histories: OrderedDict[str, tuple[msgspec.Raw, dict[str, Any] | None]] = OrderedDict()
        self.timing = ServerTiming.from_environment()
        # Told the id of a room another process changed (rooms.Rooms sets it).
        self.on_room_notice: Callable[[str], None] | None = None
        # Told the id of a game that just ended here (rooms.Rooms: its room is finished).
        self.on_game_end: Callable[[str], Coroutine[Any, Any, None]] | None = None
        self.services = Services(
            storage=storage,
            botpool=BotPool(bot_processes),
            run_db=self.run_db,
            commit=self.commits.append,
            publish=self.publish,
            timing=self.timing,
            pace_clock=pace_clock,
        )
        self.outcomes = Outcomes(self)  # results, karma and ratings of the games that end
        self.services.watcher = self.outcomes

    async def run_db(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._db, partial(fn, *args, **kwargs))

    # ----------------------------------------------------------------- life
    async def start(self, *, resume: bool = True) -> None:
        self._loop = asyncio.get_running_loop()
        if self.timing is not None:
            self.timing.start()
        if hasattr(self.storage, "listen"):
            self._listener = threading.Thread(
                target=self.storage.listen,
                args=(self._on_notice_threadsafe, self._stop_listening, self._resync_threadsafe,
                      self._deaf_threadsafe),
                name="ck-listen",
                daemon=True,
            )  # fmt: skip
            self._listener.start()
            self._alive = asyncio.create_task(self._alive_forever())
        if resume:
            for game_id in await self.run_db(self.storage.unfinished_games):
                try:
                    await self.table(game_id, only_started=True)
                except DamagedGame as error:  # one game's damage stops no other's play
                    log.error("game %s: not resumed: %s", game_id, error)
                except StorageError:
                    raise  # the database itself failed: no game could be resumed
                except Exception:  # a fault of that game's own (moves that do not replay)
                    log.exception("game %s: not resumed", game_id)
        self._claimer = asyncio.create_task(self._claim_forever())
        self._background(self.outcomes.sweep(), "recording the results of games that ended")

    async def _claim_forever(self) -> None:
        """Drive the games no process drives (their driver died), stop driving the games
        that ended; bounded by the server's life."""
        while True:
            await asyncio.sleep(CLAIM_EVERY)
            try:
                await self.claim()
                await self.evict()
            except StorageUnavailable:
                pass  # the games are driven by nobody until the database is back
            except Exception:
                log.exception("claiming the games to drive failed")

    async def claim(self) -> None:
        for table in [t for t in self.tables.values() if t.finished and t.driving]:
            table.set_driving(False)
            await self.run_db(self.storage.release_driving, table.id)
        live = [t for t in self.tables.values() if not t.finished]
        if not live:
            return
        driving = await self.run_db(self.storage.claim_driving, [t.id for t in live])
        for table in live:
            table.set_driving(table.id in driving)

    async def evict(self) -> None:
        """Drop from memory the games :meth:`Table.evictable` says nobody needs here."""
        now = time.monotonic()
        for table in [t for t in self.tables.values() if t.evictable(now, self.evict_after)]:
            del self.tables[table.id]
            table.stop()
            self.services.botpool.forget(table.id)
            if table.driving:  # its bots wait for a human: another process may take it
                table.driving = False
                await self.run_db(self.storage.release_driving, table.id)

    def release(self, table: Table) -> None:
        """A socket is done with `table` (it held it since :meth:`table` with hold=True)."""
        table.holders -= 1
        table.touch()

    async def close(self) -> None:
        if self._claimer is not None:
            self._claimer.cancel()
        if self._alive is not None:
            self._alive.cancel()
            # The others count this process's sockets gone now, not GONE_AFTER from now.
            self.publish({"kind": "gone"}, quiet=True)
        await self.outcomes.settled()  # the results of games that just ended
        for table in self.tables.values():
            table.stop()
        for task in list(self._catching_up):
            task.cancel()  # a catch-up waiting for the database: nobody is left to tell
        self._stop_listening.set()
        self.services.botpool.close()
        self.replays.close()
        self.commits.close()
        self._db.shutdown(wait=True)
        if self._listener is not None:
            self._listener.join(timeout=2)
        self.storage.close()
        if self.timing is not None:
            self.timing.stop()

    # ----------------------------------------------------------------- other processes
    def publish(self, payload: dict[str, Any], *, quiet: bool = False) -> None:
        """Tell the other processes `payload`, signed with this process's origin; `quiet`:
        its loss needs no word (the next one of its kind makes up for it)."""
        publish = getattr(self.storage, "publish", None)
        if publish is not None:
            payload = {**payload, "origin": self.origin}
            sent = asyncio.get_running_loop().run_in_executor(self._db, publish, payload)
            sent.add_done_callback(partial(_unsent, quiet=quiet))

    async def _alive_forever(self) -> None:
        """Say that this process is alive, and count gone the processes unheard for long
        (processes.py), until the hub closes."""
        while True:
            self.publish({"kind": "alive"}, quiet=True)
            await asyncio.sleep(ALIVE_EVERY)
            for origin in self.others.silent(time.monotonic()):
                log.warning("process %s: unheard for long, counted gone with its sockets", origin)
                self._forget_origin(origin)

    def _ask_who(self) -> None:
        """Ask every process to say again who is connected to it, in each game held here."""
        for table in self.tables.values():
            self.publish({"kind": "who", "game": table.id})

    def _forget_origin(self, origin: str) -> None:
        """Another process is gone: its sockets, seats' and spectators', with it."""
        for table in list(self.tables.values()):
            try:
                table.origin_gone(origin)
            except Exception:  # one game's fault keeps no other game waiting for the gone
                log.exception(
                    "game %s: forgetting the sockets of process %s failed", table.id, origin
                )

    def _background(
        self,
        work: Coroutine[Any, Any, None],
        what: str,
        held: set[asyncio.Task[None]] | None = None,
    ) -> None:
        """Run `work` as a task held in `held` (default: the hub's tasks) until done; a
        database away is said in one line."""
        tasks = self._tasks if held is None else held
        task = asyncio.create_task(_worded(work, what))
        tasks.add(task)  # held until done: the loop keeps weak references
        task.add_done_callback(tasks.discard)

    def _catch_up(self, table: Table) -> None:
        """Bring `table` up to the moves other processes stored, retried while the
        database is away (CATCH_UP_WAITS); the hub's close cancels what still waits."""
        work = retried(table.catch_up, CATCH_UP_WAITS)
        self._background(work, f"game {table.id}: catching up", self._catching_up)

    def _on_notice_threadsafe(self, payload: dict[str, Any]) -> None:
        if self._loop is not None and payload.get("origin") != self.origin:
            self._loop.call_soon_threadsafe(self._on_notice, payload)

    def _resync_threadsafe(self) -> None:
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._resync)

    def _deaf_threadsafe(self) -> None:
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self.others.lost)

    def _resync(self) -> None:
        """The listener is connected again after losing the database: the notices sent
        meanwhile were missed. Every game takes the moves stored since (its sockets get
        them), and every process says again who is connected to it."""
        self.others.back(time.monotonic())
        for table in self.tables.values():
            table.forget_chat()  # its chat lines meanwhile were missed too
            self._catch_up(table)
            self.publish({"kind": "who", "game": table.id})
            self._say_presence(table)

    def _on_notice(self, payload: dict[str, Any]) -> None:
        kind = payload.get("kind")
        origin = payload.get("origin")
        if isinstance(origin, str):
            if kind == "gone":  # that process is closing
                self.others.said_goodbye(origin)
                self._forget_origin(origin)
                return
            if self.others.heard(origin, time.monotonic()):
                self._ask_who()  # back after it was counted gone: its sockets were forgotten
        if kind == "alive":
            return
        if kind == "room" and self.on_room_notice is not None:
            self.on_room_notice(str(payload.get("room", "")))
            return
        if kind == "moves":  # the new versions of the games of a group commit
            games = payload.get("games")
            for game_id, version in games.items() if isinstance(games, dict) else ():
                table = self.tables.get(game_id)
                if table is not None and isinstance(version, int) and version > table.version:
                    self._catch_up(table)
            return
        table = self.tables.get(payload.get("game", ""))
        if table is None:
            return
        if kind == "chat":
            table.relay_chat(ChatRecord(payload["seat"], payload["text"], payload["time"]))
        elif kind == "presence":
            table.remote_presence(payload["origin"], payload["seat"], payload["count"])
        elif kind == "takeover":  # the driving process's bot plays an absent human's seat
            table.remote_takeover(payload["seat"])
        elif kind == "seat_link":  # another process gave a seat a new link
            table.seat_link_renewed(payload["seat"], payload["hash"])
        elif kind == "audience":  # how many watch it in that process, and who
            count, names = payload.get("count"), payload.get("names", [])
            if type(count) is int and count >= 0 and _names(names):
                table.remote_audience_changed(
                    payload["origin"], count, tuple(names[:VIEWERS_NAMED])
                )
        elif kind == "who":  # a process loaded this game: say who is connected here
            self._say_presence(table)

    def _say_presence(self, table: Table) -> None:
        """Tell the other processes who is connected to `table` here: each seat's sockets,
        and how many watch (when some do)."""
        for seat, count in table.local_presence():
            self.publish({"kind": "presence", "game": table.id, "seat": seat, "count": count})
        if table.spectators:
            self.publish({"kind": "audience", "game": table.id, "count": len(table.spectators)})

    # ----------------------------------------------------------------- games
    async def table(
        self, game_id: str, *, hold: bool = False, only_started: bool = False
    ) -> Table | None:
        """The game's table, loaded from storage if it is not in memory; None if there is
        no such game. `hold`: a socket's, kept in memory until :meth:`release`.
        `only_started`: None for a game no human has taken a seat of yet (at a restart:
        such games are loaded when someone comes)."""
        table = self.tables.get(game_id)
        if table is not None:
            if hold:
                table.holders += 1
            return table
        if "\x00" in game_id:  # no game's id holds one, and PostgreSQL's text refuses it
            return None
        lock = self._loading.setdefault(game_id, asyncio.Lock())
        try:
            async with lock:
                table = self.tables.get(game_id)
                if table is None:
                    record = await self.run_db(self.storage.load_game, game_id)
                    if record is None or (only_started and not play_begun(record.seats)):
                        return None
                    if record.status != "finished":  # else its table fails mid-play
                        checked_stored_room(record.config)
                    state, version, recent = await self.run_db(build_state, self.storage, record)
                    table = Table(record, self.services, state, version, recent)
                    driving = await self.run_db(self.storage.claim_driving, [game_id])
                    table.driving = game_id in driving
                    self.tables[game_id] = table
                    table.start()
                    self.publish({"kind": "who", "game": game_id})
                if hold:
                    table.holders += 1
            return table
        finally:
            if not lock.locked():  # the last one waiting: no lock kept per id asked for
                self._loading.pop(game_id, None)

    @staticmethod
    def checked_game(body: p.CreateGame) -> tuple[Game, int, str]:
        """The game `body` asks for, its secret seed and salt; a BadRequest naming the
        first field that is wrong (a room checks its settings with it too)."""
        if len(body.seats) not in PLAYER_COUNTS:
            counts = ", ".join(map(str, PLAYER_COUNTS[:-1])) + f" or {PLAYER_COUNTS[-1]}"
            raise BadRequest(
                "bad_request", 400, detail=f"seats: expected {counts} seats, got {len(body.seats)}"
            )
        for i, spec in enumerate(body.seats):
            if spec not in HUMAN_KINDS:
                try:
                    parse_bot_spec(spec)
                except BotSpecError as error:
                    raise BadRequest("bad_request", 400, detail=f"seats[{i}]: {error}") from None
        try:
            check_timers(body)
        except RoomError as error:
            raise BadRequest("bad_request", 400, detail=str(error)) from None
        bounds = bounds_error(body)
        if bounds is not None:
            raise BadRequest("bad_request", 400, detail=bounds)
        checked_game_name(body.name)
        for flag in body.flags:
            if flag not in RULE_FLAG_NAMES:
                what = "a game option" if flag in GAME_OPTIONS else "an unknown rule flag"
                raise BadRequest(
                    "bad_request", 400,
                    detail=f"flags: {flag!r} is {what}; rule flags: {', '.join(RULE_FLAG_NAMES)}",
                )  # fmt: skip
        for name, value in (
            ("discard_limit", body.discard_limit),
            ("friendly_robber", body.friendly_robber),
        ):
            other = body.flags.get(name)
            if (
                value is not None
                and name in body.flags
                and (type(other), other) != (type(value), value)
            ):
                # Which of the two was meant is a guess: the field used to win silently.
                raise BadRequest(
                    "bad_request", 400,
                    detail=f"{name}: given as {_shown(value)} and as flags.{name} "
                           f"{_shown(other)}; give it once",
                )  # fmt: skip
        board = _checked_board(body)
        flags = dict(body.flags)
        if body.discard_limit is not None:
            flags["discard_limit"] = body.discard_limit
        if body.friendly_robber is not None:
            flags["friendly_robber"] = body.friendly_robber
        seed = secrets.randbits(63)  # secret: it decides the board, the dice and the draws
        salt = new_salt()  # revealed with the seed at the end (docs/fair-dice.md)
        try:
            game = Game(
                expansion=body.expansion,
                players=len(body.seats),
                seed=seed,
                ruleset=body.ruleset,
                vp_to_win=body.vp_to_win,
                max_turns=body.max_turns,
                board=board,
                **flags,
            )
        except (GameConfigError, TypeError) as error:
            raise BadRequest("bad_request", 400, detail=str(error)) from None
        return game, seed, salt

    async def create(self, body: p.CreateGame, game_id: str | None = None) -> p.Created:
        """A new game (under `game_id`, else a random id: a storage conflict if taken)."""
        game, seed, salt = self.checked_game(body)
        seats, tokens = new_seats(body.seats)
        room = room_config(body, list(body.seats), body.pace or self.default_pace)
        record = live_record(
            game.config(), room, seed, salt, seats, body.public, body.name, game_id=game_id
        )
        return await self.open_game(record, tokens)

    async def open_game(
        self, record: GameRecord, tokens: list[str | None], start: dict[str, Any] | None = None
    ) -> p.Created:
        """Store a new game (at the position `start`, else at the board's start), start
        its table, and hand out its links."""
        await self.run_db(self.storage.create_game, record, start)
        await self.table(record.id)
        url = f"{self.base_url}/play/{record.id}"
        return p.Created(
            game=record.id,
            url=url,
            seats=[
                p.SeatLink(
                    seat=s.seat,
                    kind=s.kind,  # type: ignore[arg-type]
                    bot=s.bot,
                    link=f"{url}#token={t}" if t else None,
                    token=t,
                )
                for s, t in zip(record.seats, tokens, strict=True)
            ],
        )

    async def authenticate(
        self,
        table: Table,
        token: str,
        player: Callable[[], Awaitable[str | None]] | None = None,
    ) -> int | None:
        """The seat of `token` in this game (read from storage: the join API of another
        process may have given a seat a new token), marked as joined; the socket's
        signed-in player (`player`: looks it up, its id or None) is recorded as its player
        if none is yet. The player is looked up only then: a seat taken and recorded
        already (a reconnect) costs one read of the storage, not two (its session too)."""
        record = await self.run_db(self.storage.load_game, table.id)
        if record is None:
            return None
        seat = seat_of_token(record.seats, token)
        if seat is None:
            return None
        taken = record.seats[seat]
        recorded = taken.claimed and taken.player_id is not None
        player_id = None if player is None or recorded else await player()
        if not taken.claimed:
            await self.run_db(self.storage.claim_seat, table.id, seat, None, player_id)
        elif player_id is not None and taken.player_id is None:
            await self.run_db(self.storage.seat_player, table.id, seat, player_id)
        if player_id is not None or not taken.claimed:  # read again: its player's name
            record = await self.run_db(self.storage.load_game, table.id) or record
        for s, fresh in zip(table.seats, record.seats, strict=True):
            s.record = fresh
        return seat

    async def join(
        self,
        game_id: str,
        player_id: str | None = None,
        bot: str | None = None,
        player_name: str | None = None,
    ) -> p.JoinedSeat:
        """Give a stranger (the player `player_id`, when signed in) the first open seat
        nobody has taken. Seats handed out as links
        ("human") are never given here: they are their link holders' (the storage's
        claim refuses them too, so two joins at once cannot take one seat either).
        `bot`: the bot account joining, named on the seat for everyone to see;
        `player_name`: the signed-in player's name, shown on the seat. A player or bot
        account holding a seat of the game already gets no second open seat (409
        already_in_game; a game with none left answers no_open_seat as to anyone): it
        would play against itself, and its results and karma count twice."""
        record = await self.run_db(self.storage.load_game, game_id)
        if record is None or not record.public:
            raise BadRequest("no_such_game", 404, game=game_id[:64])
        if record.status == "finished":  # its open seats have nothing left to play
            # The socket's own refusal of an action after the end (clients word it).
            raise BadRequest(p.E_GAME_OVER, 409, game=game_id, winner=record.winner)
        for s in record.seats:
            if s.kind == "open" and not s.claimed:
                token = secrets.token_urlsafe(TOKEN_BYTES)
                taken, held = await self.run_db(
                    self.storage.join_seat, game_id, s.seat, token_hash(token), player_id, bot
                )
                if held is not None:
                    raise _already_in_game(game_id, held)
                if taken:
                    table = self.tables.get(game_id)
                    if table is not None:
                        # Its player too: a game's end records the results of the seats
                        # whose player the table knows (one who joined and never came
                        # would else leave no result, and no departure in their karma).
                        table.seats[s.seat].record = dataclasses.replace(
                            table.seats[s.seat].record, bot=bot, claimed=True,
                            player_id=player_id, player_name=player_name,
                        )  # fmt: skip
                        table.begin_play()
                    link = f"{self.base_url}/play/{game_id}#token={token}"
                    return p.JoinedSeat(game=game_id, seat=s.seat, link=link, token=token)
        raise BadRequest("no_open_seat", 409, game=game_id)

    # ----------------------------------------------------------------- lobby
    def summary(self, record: GameRecord) -> p.GameSummary:
        table = self.tables.get(record.id)
        if table is not None:
            seats = table.seat_infos()
            version = table.version
        else:
            seats = [
                p.seat_info(s.seat, s.kind, s.bot, False, s.kind == "bot", s.player_name)
                for s in record.seats
            ]
            version = record.version
        finished = record.status == "finished"
        # A seat nobody took before the game ended is open no more: nobody may join it.
        open_seats = 0 if finished else sum(1 for s in record.seats if s.kind == "open"
                                            and not s.claimed)  # fmt: skip
        status = "finished" if finished else ("waiting" if open_seats else "live")
        return p.GameSummary(
            game=record.id,
            name=record.name,
            expansion=record.config["game"]["expansion"],
            players=len(record.seats),
            seats=seats,
            open_seats=open_seats,
            version=version,
            status=status,  # type: ignore[arg-type]
            winner=record.winner,
            public=record.public,
            created=record.created,
            fairness=public_fairness(record),
            from_position="played_on" in record.config,
            settings=settings_of(record),
            spectators=table.audience() if table is not None else 0,
        )

    async def lobby(self) -> p.Lobby:
        live = [self.summary(r) for r in await self.run_db(self.storage.list_games, "live", 200)]
        finished = await self.run_db(self.storage.list_games, "finished", 100)
        return p.Lobby(
            waiting=[s for s in live if s.status == "waiting"],
            live=[s for s in live if s.status == "live"],
            finished=[self.summary(r) for r in finished],
        )

    async def record(self, game_id: str) -> GameRecord:
        record = await self.run_db(self.storage.load_game, game_id)
        if record is None:
            raise BadRequest("no_such_game", 404, game=game_id[:64])
        return record

    async def finished_record(self, game_id: str) -> GameRecord:
        record = await self.record(game_id)
        if record.status != "finished":
            raise BadRequest("not_finished", 409, game=game_id)
        return record

    async def start_position(self, game_id: str) -> dict[str, Any] | None:
        """The position a game set up at one began at (its snapshot at version 0: a game
        played on from another's), else None: it began at the board's start."""
        start = await self.run_db(self.storage.latest_snapshot, game_id, 0)
        return None if start is None else start[1]

    async def export(self, game_id: str) -> dict[str, Any]:
        record = await self.finished_record(game_id)
        kept = self._histories.get(game_id)
        if kept is None:
            moves = await self.run_db(self.storage.moves, game_id)
            history = msgspec.Raw(msgspec.json.encode([m.action for m in moves]))
            # The history of a game set up at a position starts there, not at the board.
            kept = self._histories[game_id] = (history, await self.start_position(game_id))
            while len(self._histories) > EXPORTS_KEPT:
                self._histories.popitem(last=False)
        self._histories.move_to_end(game_id)
        history, start = kept
        chat = await self.run_db(self.storage.chat, game_id)  # said after the end too
        return {
            "game": game_id,
            "config": record.config["game"],
            "seats": record.config["room"]["seats"],
            "winner": record.winner,
            "history": history,
            "start": start,
            "chat": [{"seat": c.seat, "text": c.text, "time": c.time} for c in chat],
        }

    async def replay(self, game_id: str, version: int, steps: bool = True) -> msgspec.Raw:
        """A finished game's spectator view at `version` (and, with `steps`, its public
        steps up to it), replayed off the event loop (`replays.Replays`)."""
        record = await self.finished_record(game_id)
        if not 0 <= version <= record.version:
            raise BadRequest(
                "bad_version", 400, detail=f"version: from 0 to {record.version}, got {version}"
            )

        async def load() -> tuple[dict[str, Any], list[MoveRecord], dict[str, Any] | None]:
            moves = await self.run_db(self.storage.moves, game_id)
            return record.config["game"], moves, await self.start_position(game_id)

        return msgspec.Raw(await self.replays.replay(game_id, version, steps, load))
