"""Rooms: where players gather before a game (docs/protocol.md, "Rooms").

Creating a room makes no game: the seats are open, invited or bots, the players take them,
pick colours and press Ready; the host starts (or the room starts itself once every human
seat is taken and everyone is Ready). Only then is the game created, through the same path
as ``POST /api/games``, with a reserved ("human") seat per player: the game, its seat
tokens, its bots and the rest of the protocol are exactly the existing ones, so nothing is
played and no bot runs before the start. Each player gets their seat's link from
``POST /api/rooms/{id}/link``, which gives the seat a fresh token (the store keeps only
tokens' hashes). A room's chat is kept with it before the start; from the start it is the
game's chat, which the room shows and adds to, during the game and after it. At game over
"Play again" opens one new room with the same settings and seats; each player who accepts
is seated where they sat, the other human seats are open.

The rules of what may be done are room_rules.py; this module stores, waits and starts.
Clients follow a room by long polling: ``GET /api/rooms/{id}?since=STAMP`` answers when
the room's stamp differs from STAMP (at once, or at the next change, or after
:data:`POLL_WAIT` seconds). Changes made by other processes arrive as notices.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import hashlib
import secrets
import time
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager, AbstractContextManager
from functools import partial
from typing import Any

import msgspec
from starlette.requests import Request

from . import protocol as p
from . import room_protocol as rp
from . import room_rules as rules
from .accounts import signed_in
from .bodies import read_body
from .bot_accounts import (
    is_bot,
    person_or_bot,
    person_or_bot_or_none,
    seat_allowance,
)
from .game_room import floored_think
from .held import RETRY_AFTER, HeldConnections, TooMany
from .hub import TOKEN_BYTES, BadRequest, Hub, token_hash
from .karma import karma_of, require_karma
from .limits import request_address
from .session import clean_chat
from .shared_limits import SharedLimiter
from .storage import ChatRecord, PlayerRecord, RoomChatRecord, RoomRecord

#: Seconds a long poll waits for a change before answering with the room as it is; once
#: its game started, less: the game's end, and chat said at its table in another server
#: process, are seen when the room is read again.
POLL_WAIT = 25.0
POLL_WAIT_STARTED = 5.0
#: Tries of a change that lost the race to another writer before the request fails.
WRITE_TRIES = 5
#: Seconds a start that lost to another process's waits before it reads the room again.
STARTED_ELSEWHERE_WAIT = 0.25
#: Chat lines a player may say in rooms: a minute's worth, and at once.
CHAT_PER_MINUTE = (30.0, 8.0)
#: Rooms one player may open: a minute's worth, and at once.
ROOMS_PER_MINUTE = (10.0, 5.0)
#: How many rooms a lobby lists.
LISTED = 100
#: What an outside bot may do in a room (it never hosts, chats or starts).
BOT_ACTIONS = (rp.Take, rp.Leave, rp.Colour, rp.Ready)
#: The draw of a room's turn order: the system's randomness, which no player can foresee.
_SEAT_DRAW = secrets.SystemRandom()


#: A room as read for its view: the room, its chat, its seated players' karma.
_Read = tuple[RoomRecord, list[rp.RoomLine], dict[str, p.Karma]]


def _decode(body: bytes, kind: type[Any] | Any) -> Any:
    try:
        return msgspec.json.decode(body, type=kind)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError) as error:
        raise BadRequest("bad_request", 400, detail=p.decode_detail(error, body)) from None


def _retry(code: str, wait: float) -> BadRequest:
    retry_after = max(1, int(wait) + 1)
    error = BadRequest(code, 429, retry_after=retry_after)
    error.headers["Retry-After"] = str(retry_after)
    return error


def _checked_settings(settings: rp.RoomSettings, players: int) -> None:
    """Refuse settings no game could be made of, naming the field (as POST /api/games)."""
    fields = rp.game_settings(msgspec.structs.asdict(settings))
    body = p.CreateGame(seats=["human"] * players, **fields)
    Hub.checked_game(body)


class _StartedElsewhere(Exception):
    """Another process created the game of this room's revision first."""


def room_game_id(room_id: str, revision: int) -> str:
    """The id of the game a room starts at `revision`: the same in every process, so that
    two processes starting one room at once (a double click behind a load balancer) make
    one game, the second refused by its key, not two with one left stray. As random-looking
    as a new game's id to anyone who does not know the room's."""
    digest = hashlib.sha256(f"cityknights-room-game:{room_id}:{revision}".encode()).digest()
    return base64.urlsafe_b64encode(digest[:8]).rstrip(b"=").decode()


class Rooms:
    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self._changed: dict[str, asyncio.Event] = {}
        # One change of a room at a time in this process: a start makes a game, which a
        # lost race would leave behind (the revision check still guards other processes).
        self._writing: dict[str, tuple[asyncio.Lock, list[int]]] = {}  # lock, users
        # A room's reads under way for the requests that show it (get), each shared by
        # all that ask while it runs (see _read).
        self._reading: dict[str, asyncio.Future[_Read]] = {}
        self.chat_limiter = SharedLimiter("room-chat", *CHAT_PER_MINUTE)
        self.room_limiter = SharedLimiter("rooms", *ROOMS_PER_MINUTE)
        hub.on_room_notice = self._wake
        hub.on_game_end = self._game_ended

    # ----------------------------------------------------------------- waiting
    def _wake(self, room_id: str) -> None:
        # A read begun before this change may miss it: a request from now on reads anew.
        self._reading.pop(room_id, None)
        event = self._changed.pop(room_id, None)
        if event is not None:
            event.set()

    async def _wait(self, room_id: str, timeout: float) -> None:
        event = self._changed.setdefault(room_id, asyncio.Event())
        try:
            await asyncio.wait_for(event.wait(), timeout)
        except TimeoutError:
            pass
        finally:
            if self._changed.get(room_id) is event and event.is_set():
                self._changed.pop(room_id, None)

    # ----------------------------------------------------------------- reading
    async def _load(self, room_id: str) -> RoomRecord:
        room = await self.hub.run_db(self.hub.storage.load_room, room_id)
        if room is None:
            raise BadRequest("no_such_room", 404, room=room_id[:64])
        if room.status == "playing" and room.game_id is not None:
            game = await self.hub.run_db(self.hub.storage.load_game, room.game_id)
            if game is not None and game.status == "finished":
                room = await self._save_status(room, "finished")
        return room

    async def load(self, room_id: str) -> RoomRecord:
        """The room as stored (a 404 when there is none)."""
        return await self._load(room_id)

    async def _game_ended(self, game_id: str) -> None:
        """The room's game ended in this process: the room is finished now (its players
        see "Play again" at once), not at the next read that looks at the game."""
        room = await self.hub.run_db(self.hub.storage.room_of_game, game_id)
        if room is not None and room.status == "playing":
            await self._save_status(room, "finished")

    async def _save_status(self, room: RoomRecord, status: str) -> RoomRecord:
        changed = RoomRecord(room.id, room.doc, status, room.revision + 1, room.game_id,
                             room.created)  # fmt: skip
        if await self.hub.run_db(self.hub.storage.save_room, changed, time.time()):
            self._wake(room.id)
            return changed
        return await self._load(room.id)  # another request got there first

    async def _chat_lines(self, room: RoomRecord) -> list[rp.RoomLine]:
        before = await self.hub.run_db(self.hub.storage.room_chat, room.id)
        lines = [rp.RoomLine(name=c.name, seat=None, text=c.text, time=c.time) for c in before]
        if room.game_id is not None:
            names = [s["name"] for s in rules.game_seats(room.doc)]
            for c in await self.hub.run_db(self.hub.storage.chat, room.game_id):
                name = names[c.seat] if c.seat is not None and 0 <= c.seat < len(names) else None
                lines.append(rp.RoomLine(name=name, seat=c.seat, text=c.text, time=c.time))
        return lines

    def _url(self, room_id: str) -> str:
        return f"{self.hub.base_url}/room/{room_id}"

    async def view(self, room: RoomRecord, player_id: str | None) -> rp.RoomView:
        return self._view(await self._with_parts(room), player_id)

    async def _with_parts(self, room: RoomRecord) -> _Read:
        """`room` with what its view reads besides: its chat and its players' karma."""
        chat = await self._chat_lines(room)
        seated = [s["player"] for s in room.doc["seats"] if s["player"] is not None]
        return room, chat, await karma_of(self.hub, seated) if seated else {}

    async def _read(self, room_id: str) -> _Read:
        """The room as stored with its chat and karma, read once for all the requests that
        ask while the read runs: a change wakes every long poll of the room at once, and
        each read it all again (200 polls of a room with a chat line every 0.2 s took the
        storage thread from every game: other requests waited 50-370 ms). A change made
        meanwhile leaves that read to those already waiting for it (_wake)."""
        reading = self._reading.get(room_id)
        if reading is None:
            reading = asyncio.ensure_future(self._read_now(room_id))
            self._reading[room_id] = reading
            reading.add_done_callback(partial(self._read_done, room_id))
        # Shielded: a request that goes away does not cancel the others' read.
        return await asyncio.shield(reading)

    async def _read_now(self, room_id: str) -> _Read:
        return await self._with_parts(await self._load(room_id))

    def _read_done(self, room_id: str, reading: asyncio.Future[_Read]) -> None:
        if self._reading.get(room_id) is reading:
            del self._reading[room_id]
        if not reading.cancelled():
            reading.exception()  # each waiting request has it; none left is no fault

    def _view(self, read: _Read, player_id: str | None) -> rp.RoomView:
        room, chat, karmas = read
        doc = room.doc
        host = doc["host"] is not None and doc["host"] == player_id
        seats = [
            rp.RoomSeat(
                seat=i,
                kind=s["kind"],
                bot=s["bot"],
                name=s["name"],
                colour=s["colour"],
                ready=s["ready"],
                yours=s["player"] is not None and s["player"] == player_id,
                host=s["player"] is not None and s["player"] == doc["host"],
                invite=(
                    f"{self._url(room.id)}#invite={s['invite']}"
                    if host and s["kind"] == "invited" and s["invite"]
                    else None
                ),
                karma=None if s["player"] is None else karmas.get(s["player"]),
                bot_account=s.get("bot_account"),
            )
            for i, s in enumerate(doc["seats"])
        ]
        return rp.RoomView(
            room=room.id,
            stamp=f"{room.revision}.{len(chat)}",
            status=room.status,  # type: ignore[arg-type]
            settings=msgspec.convert(doc["settings"], rp.RoomSettings),
            seats=seats,
            you_host=host,
            game=room.game_id,
            rematch=doc.get("rematch"),
            chat=chat,
            url=self._url(room.id),
        )

    async def get(
        self,
        room_id: str,
        player_id: str | None,
        since: str | None,
        hold: Callable[[], AbstractContextManager[None]] = contextlib.nullcontext,
    ) -> rp.RoomView:
        """The room's view; with `since`, the room's stamp then, once it differs (at once,
        at the next change, or after the poll's wait). `hold`: counts the waiting poll as
        one of its client's connections (held.py); a client holding its limit already
        is answered 429 `too_many_sockets` (`limit`, `retry_after`) instead of waiting."""
        view = self._view(await self._read(room_id), player_id)
        if since is None or since != view.stamp:
            return view
        try:
            with hold():
                await self._wait(room_id, POLL_WAIT if view.game is None else POLL_WAIT_STARTED)
        except TooMany as refused:
            error = BadRequest("too_many_sockets", 429, limit=refused.limit,
                               retry_after=RETRY_AFTER)  # fmt: skip
            error.headers["Retry-After"] = str(RETRY_AFTER)
            raise error from None
        return self._view(await self._read(room_id), player_id)

    async def listing(self, game_id: str | None) -> list[rp.RoomSummary]:
        storage = self.hub.storage
        if game_id is not None:
            room = await self.hub.run_db(storage.room_of_game, game_id)
            rooms = [] if room is None else [room]
        else:
            rooms = [r for r in await self.hub.run_db(storage.open_rooms, LISTED)
                     if r.doc["settings"]["public"]]  # fmt: skip
        return [self._summary(r) for r in rooms]

    @staticmethod
    def _summary(room: RoomRecord) -> rp.RoomSummary:
        doc = room.doc
        host = next((s["name"] for s in doc["seats"] if s["player"] == doc["host"]), None)
        return rp.RoomSummary(
            room=room.id,
            name=doc["settings"]["name"],
            expansion=doc["settings"]["expansion"],
            players=len(doc["seats"]),
            open_seats=sum(1 for s in doc["seats"] if s["kind"] == "open" and not s["player"]),
            host=host or "",
            status=room.status,  # type: ignore[arg-type]
            game=room.game_id,
            settings=msgspec.convert(doc["settings"], rp.RoomSettings),
        )

    # ----------------------------------------------------------------- changing
    async def create(self, body: rp.CreateRoom, player: PlayerRecord) -> rp.RoomView:
        _checked_settings(body.settings, len(body.seats))  # the seat count too
        seats = [rules.new_seat(spec, i, f"seats[{i}]") for i, spec in enumerate(body.seats)]
        first = next((s for s in seats if s["kind"] in rules.HUMAN), None)
        if first is None:
            raise BadRequest(
                "bad_request", 400, detail='seats: at least one "open" or "invited" seat'
            )
        wait = await self.room_limiter.take_shared(player.id)
        if wait:
            raise _retry("too_many_rooms", wait)
        first.update(player=player.id, name=player.name)
        doc = {
            "host": player.id,
            "settings": rules.msgspec_dict(body.settings),
            "seats": seats,
            "banned": [],
            "rematch_of": None,
            "rematch": None,
        }
        room = RoomRecord(secrets.token_urlsafe(8), doc, "open", 1, None, time.time())
        await self.hub.run_db(self.hub.storage.create_room, room)
        return await self.view(room, player.id)

    async def _change(
        self,
        room_id: str,
        change: Callable[[RoomRecord], Awaitable[tuple[dict[str, Any], str, str | None]]],
    ) -> RoomRecord:
        """Apply `change` (the room as read -> its new document, status and game) and
        write it over the revision it read; read again and retry when another writer
        came first."""
        lock, users = self._writing.setdefault(room_id, (asyncio.Lock(), [0]))
        users[0] += 1
        try:
            async with lock:
                for _ in range(WRITE_TRIES):
                    room = await self._load(room_id)
                    try:
                        doc, status, game = await change(room)
                    except _StartedElsewhere:
                        # Read it again once the other process has had time to write
                        # the room it started (then: room_started, as for any start
                        # that comes second).
                        await asyncio.sleep(STARTED_ELSEWHERE_WAIT)
                        continue
                    new = RoomRecord(room.id, doc, status, room.revision + 1, game, room.created)
                    if await self.hub.run_db(self.hub.storage.save_room, new, time.time()):
                        self._wake(room_id)
                        return new
        finally:
            users[0] -= 1
            if not users[0]:  # nobody waits: no lock kept per room ever changed
                del self._writing[room_id]
        raise BadRequest("room_busy", 503, detail="the room changed too often at once: try again")

    async def act(
        self,
        room_id: str,
        body: bytes,
        player: PlayerRecord,
        allowance: Callable[[], AbstractAsyncContextManager[None]],
    ) -> rp.RoomView:
        """Apply the player's action; a Take is tried inside `allowance()` (a bot's seat
        allowance: it refuses, and nothing changes, past the bot's limit; a Take refused
        gives the seat back)."""
        action = _decode(body, rp.RoomAction)
        if is_bot(player) and not isinstance(action, BOT_ACTIONS):
            raise BadRequest(
                "bad_request", 400, detail="type: a bot may take, leave, colour or ready"
            )
        if isinstance(action, rp.Settings):
            # Checked before anything is read: a bad field changes nothing.
            room = await self._load(room_id)
            _checked_settings(action.settings, len(room.doc["seats"]))

        async def _karma_enough(doc: dict[str, Any]) -> None:
            minimum = doc["settings"].get("min_karma")
            if minimum is not None and rules.seat_of(doc, player.id) is None:
                await require_karma(self.hub, player.id, minimum)

        async def change(room: RoomRecord) -> tuple[dict[str, Any], str, str | None]:
            if room.status != "open":
                raise BadRequest("room_started", 409, room=room.id, now=room.status)
            doc = msgspec.json.decode(msgspec.json.encode(room.doc))  # a copy to change
            if isinstance(action, rp.Take):
                await _karma_enough(doc)
            rules.apply(doc, action, player.id, player.name)
            if isinstance(action, rp.Start) or rules.ready_to_start(doc):
                empty = rules.empty_seats(doc)
                if empty:  # only a Start gets here with empty seats: a Ready cannot
                    raise BadRequest("empty_seats", 409, seats=empty)
                game = await self._start_game(doc, room_game_id(room.id, room.revision + 1))
                return doc, "playing", game
            if doc["host"] is None:  # everyone left: nobody can start it any more
                return doc, "closed", None
            return doc, "open", None

        counted = allowance() if isinstance(action, rp.Take) else contextlib.nullcontext()
        async with counted:
            changed = await self._change(room_id, change)
        return await self.view(changed, player.id)

    async def _start_game(self, doc: dict[str, Any], game_id: str) -> str:
        """Create the room's game under `game_id`: a reserved seat per player, in colour
        order (drawn now, unless the room keeps the colours picked); each seat is recorded
        as its player's (so names show at once). Play begins when the first player
        connects (Table.playing), as for any game whose seats are links. _StartedElsewhere
        if another process made the game of this revision first."""
        rules.draw_turn_order(doc, _SEAT_DRAW)
        ordered = rules.game_seats(doc)
        specs = ["human" if s["kind"] in rules.HUMAN else s["bot"] for s in ordered]
        fields = rp.game_settings(doc["settings"])
        if "bot_think" in fields:  # a room stored before the floor still starts
            fields["bot_think"] = floored_think(fields["bot_think"])
        body = p.CreateGame(seats=specs, **fields)
        try:
            created = await self.hub.create(body, game_id)
        except Exception as error:
            if self.hub.storage.is_conflict(error):
                raise _StartedElsewhere from None
            raise
        for seat, s in enumerate(ordered):
            if s["player"] is not None:
                await self.hub.run_db(self.hub.storage.seat_player, created.game, seat, s["player"])
            if s.get("bot_account"):  # marked a bot in the game as in the room
                storage = self.hub.storage
                await self.hub.run_db(
                    storage.seat_bot_account, created.game, seat, s["bot_account"]
                )
        table = self.hub.tables.get(created.game)
        if table is not None:  # the names, in the table's copy of the seats too
            record = await self.hub.run_db(self.hub.storage.load_game, created.game)
            for held, fresh in zip(table.seats, record.seats if record else (), strict=False):
                held.record = fresh
        return created.game

    async def link(self, room_id: str, player: PlayerRecord) -> rp.SeatLinkOfRoom:
        """The player's seat in the room's game, with a new token (the old link stops)."""
        room = await self._load(room_id)
        if room.game_id is None:
            raise BadRequest("not_started", 409, room=room_id)
        ordered = rules.game_seats(room.doc)
        seat = next((i for i, s in enumerate(ordered) if s["player"] == player.id), None)
        if seat is None:
            raise BadRequest("not_seated", 409, detail="you had no seat in this room's game")
        token = secrets.token_urlsafe(TOKEN_BYTES)
        fresh = token_hash(token)
        await self.hub.run_db(self.hub.storage.set_seat_token, room.game_id, seat, fresh)
        table = self.hub.tables.get(room.game_id)
        if table is not None:  # this process's socket of the old link (others: notified)
            table.seat_link_renewed(seat, fresh)
        link = f"{self.hub.base_url}/play/{room.game_id}#token={token}"
        return rp.SeatLinkOfRoom(game=room.game_id, seat=seat, link=link, token=token)

    async def chat(self, room_id: str, body: bytes, player: PlayerRecord) -> rp.RoomView:
        text = clean_chat(_decode(body, rp.RoomChat).text)
        if not text:
            raise BadRequest(p.E_CHAT_EMPTY, 400)
        if len(text) > p.MAX_CHAT_CHARS:
            raise BadRequest(p.E_CHAT_TOO_LONG, 400, limit=p.MAX_CHAT_CHARS, length=len(text))
        room = await self._load(room_id)
        if room.status == "closed":
            raise BadRequest("room_closed", 409, room=room_id)
        wait = await self.chat_limiter.take_shared(player.id)
        if wait:
            raise _retry(p.E_RATE_LIMITED, wait)
        if room.game_id is None:
            line = RoomChatRecord(player.id, player.name, text, time.time())
            await self.hub.run_db(self.hub.storage.add_room_chat, room.id, line)
        else:  # the game's chat: its players see it at the table too
            ordered = rules.game_seats(room.doc)
            seat = next((i for i, s in enumerate(ordered) if s["player"] == player.id), None)
            table = await self.hub.table(room.game_id)
            if table is not None:
                await table.chat(seat, text)
            else:
                record = ChatRecord(seat, text, time.time())
                await self.hub.run_db(self.hub.storage.add_chat, room.game_id, record)
        self._wake(room.id)
        return await self.view(await self._load(room_id), player.id)

    async def rematch(self, room_id: str, player: PlayerRecord) -> rp.RoomView:
        """Accept "Play again": open the rematch room (the first to accept does), and take
        your old seat in it (or, if someone took it, another open one)."""
        old = await self._load(room_id)
        if old.status != "finished":
            raise BadRequest("not_finished", 409, room=room_id)
        mine = rules.seat_of(old.doc, player.id)
        if mine is None:
            raise BadRequest("not_seated", 409, detail="only the game's players may play again")
        new_id = old.doc.get("rematch")
        if new_id is None:
            candidate = secrets.token_urlsafe(8)

            async def reserve(room: RoomRecord) -> tuple[dict[str, Any], str, str | None]:
                doc = dict(room.doc)
                doc["rematch"] = doc.get("rematch") or candidate
                return doc, room.status, room.game_id

            new_id = (await self._change(room_id, reserve)).doc["rematch"]
        assert isinstance(new_id, str)
        if await self.hub.run_db(self.hub.storage.load_room, new_id) is None:
            await self._open_rematch(old, new_id, player)
            return await self.view(await self._load(new_id), player.id)

        async def accept(room: RoomRecord) -> tuple[dict[str, Any], str, str | None]:
            if room.status != "open":
                raise BadRequest("room_started", 409, room=room.id, now=room.status)
            doc = msgspec.json.decode(msgspec.json.encode(room.doc))
            if rules.seat_of(doc, player.id) is None:
                seats = doc["seats"]
                wanted = seats[mine]
                if wanted["player"] is None and wanted["kind"] == "open":
                    place = mine
                else:
                    place = next((i for i, s in enumerate(seats)
                                  if s["kind"] == "open" and s["player"] is None), -1)  # fmt: skip
                if place < 0:
                    raise BadRequest("no_open_seat", 409, room=room.id)
                minimum = doc["settings"].get("min_karma")
                if minimum is not None:  # a seat like any other: the host's minimum holds
                    await require_karma(self.hub, player.id, minimum)
                rules.take(doc, place, None, player.id, player.name)
            if doc["host"] is None:
                doc["host"] = player.id
            return doc, room.status, room.game_id

        return await self.view(await self._change(new_id, accept), player.id)

    async def _open_rematch(self, old: RoomRecord, new_id: str, player: PlayerRecord) -> None:
        seats = []
        for s in old.doc["seats"]:
            spec = s["bot"] if s["kind"] == "bot" else "open"  # an invitation was for that room
            seat = rules.new_seat(spec, s["colour"], "seats")
            if s["player"] == player.id:
                seat.update(player=player.id, name=player.name)
            seats.append(seat)
        doc = {
            "host": player.id,
            "settings": old.doc["settings"],
            "seats": seats,
            "banned": [],
            "rematch_of": old.id,
            "rematch": None,
        }
        room = RoomRecord(new_id, doc, "open", 1, None, time.time())
        try:
            await self.hub.run_db(self.hub.storage.create_room, room)
        except Exception:
            # Another request opened it at the same moment: accepting joins theirs.
            if await self.hub.run_db(self.hub.storage.load_room, new_id) is None:
                raise
            await self.rematch(old.id, player)


# ----------------------------------------------------------------- HTTP handlers
def _rooms(request: Request) -> Rooms:
    rooms: Rooms = request.app.state.rooms
    return rooms


async def create_room(request: Request, hub: Hub) -> rp.RoomView:
    player = await signed_in(request, hub)
    body = _decode(await read_body(request), rp.CreateRoom)
    return await _rooms(request).create(body, player)


async def list_rooms(request: Request, hub: Hub) -> list[rp.RoomSummary]:
    return await _rooms(request).listing(request.query_params.get("game"))


async def get_room(request: Request, hub: Hub) -> rp.RoomView:
    player = await person_or_bot_or_none(request, hub)
    since = request.query_params.get("since")
    if since is not None and len(since) > 40:
        raise BadRequest("bad_request", 400, detail="since: a stamp from a room's view")
    room_id = request.path_params["room"]
    held: HeldConnections = request.app.state.held
    hold = partial(held.holding, request_address(request))
    return await _rooms(request).get(room_id, None if player is None else player.id, since, hold)


async def room_action(request: Request, hub: Hub) -> rp.RoomView:
    player = await person_or_bot(request, hub)
    body = await read_body(request)
    allowance = partial(seat_allowance, request, player)
    return await _rooms(request).act(request.path_params["room"], body, player, allowance)


async def room_chat(request: Request, hub: Hub) -> rp.RoomView:
    player = await signed_in(request, hub)
    body = await read_body(request)
    return await _rooms(request).chat(request.path_params["room"], body, player)


async def room_link(request: Request, hub: Hub) -> rp.SeatLinkOfRoom:
    player = await person_or_bot(request, hub)
    return await _rooms(request).link(request.path_params["room"], player)


async def room_rematch(request: Request, hub: Hub) -> rp.RoomView:
    player = await signed_in(request, hub)
    return await _rooms(request).rematch(request.path_params["room"], player)
