"""Challenges: a signed-in person offers an outside bot account a seat (docs/bot-api.md).

A challenge is a room (rooms.py) made by the person, who hosts it from seat 0, with seat 1
an invited seat reserved for the bot. The bot lists the challenges that still stand for
it (``GET /api/challenges`` with its token) and accepts one, which takes that seat
through the room's own Take with the seat's invitation (exactly as a person following
the invitation link), or declines it; the challenger sees which at
``GET /api/challenges/{id}``. A challenge stands `CHALLENGE_SECONDS`; then it can
no longer be accepted (the room stays the host's: they may open the seat or put a bot of
ours in it). A bot can be challenged `CHALLENGES_PER_MINUTE` times; accepting counts
against its seat allowance like any seat it takes.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from functools import partial

import msgspec
from starlette.requests import Request
from starlette.responses import Response

from . import challenge_protocol as cp
from . import room_protocol as rp
from . import room_rules as rules
from .accounts import signed_in
from .bodies import read_body
from .bot_accounts import bot_needed, person_or_bot, seat_allowance, spent_unless_refused
from .hub import BadRequest, Hub
from .ratings import bot_account_id
from .rooms import Rooms
from .shared_limits import SharedLimiter
from .storage import PlayerRecord
from .storage.challenges import ChallengeRecord

#: Seconds a challenge stands before the bot can no longer accept it.
CHALLENGE_SECONDS = 600.0
#: Challenges one bot account may receive: this many a minute, and at once.
CHALLENGES_PER_MINUTE = (10.0, 5.0)
#: Challenges a bot's list shows at most (the oldest first).
LISTED = 50
#: The room's seats: the challenger's, the bot's.
CHALLENGER_SEAT, BOT_SEAT = 0, 1


def _decode(body: bytes, kind: type[msgspec.Struct]) -> msgspec.Struct:
    from . import protocol as p

    try:
        return msgspec.json.decode(body, type=kind)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError) as error:
        raise BadRequest("bad_request", 400, detail=p.decode_detail(error, body)) from None


class Challenges:
    def __init__(self, hub: Hub, rooms: Rooms, per_minute: tuple[float, float]) -> None:
        self.hub = hub
        self.rooms = rooms
        self.limiter = SharedLimiter("challenges", *per_minute)
        self.seconds = CHALLENGE_SECONDS

    def _shown(self, c: ChallengeRecord, room: rp.RoomView | None = None) -> cp.Challenge:
        now = time.time()
        status = "expired" if c.status == "pending" and c.expires <= now else c.status
        settings = room.settings if room is not None else None
        return cp.Challenge(
            challenge=c.id,
            bot=c.bot,
            challenger=c.challenger_name,
            room=c.room_id,
            seat=c.seat,
            expansion=settings.expansion if settings is not None else "ck",
            players=len(room.seats) if room is not None else 0,
            status=status,  # type: ignore[arg-type]
            expires_in=round(max(0.0, c.expires - now), 1) if status == "pending" else 0.0,
        )

    async def create(self, body: cp.CreateChallenge, person: PlayerRecord) -> cp.Challenged:
        seats = ["open", "invited"] + [body.others] * (body.players - 2)
        if body.others != "open":
            rules.check_bot(body.others, "others")
        # A name in another case ("ROBO" for "robo") finds the bot, and the challenge is
        # made to its name as made: the bot lists its challenges by that.
        found = await self.hub.run_db(self.hub.storage.bot_named, body.bot[:64])
        if found is None:
            raise BadRequest("no_such_bot", 404, name=body.bot[:64])
        bot = found[0]
        # Refused (settings no game may have, the person's own room limit), nothing was
        # asked of the bot, so its allowance is whole again. Anyone may challenge a bot:
        # refusals that spent it let a stranger keep everyone from it.
        async with spent_unless_refused(self.limiter, f"bot:{bot}", "too_many_challenges"):
            room = await self.rooms.create(
                rp.CreateRoom(seats=seats, settings=body.settings), person
            )
        now = time.time()
        record = ChallengeRecord(
            secrets.token_urlsafe(9), bot, room.room, BOT_SEAT, person.id, person.name,
            "pending", now, now + self.seconds,
        )  # fmt: skip
        await self.hub.run_db(self.hub.storage.add_challenge, record)
        return cp.Challenged(self._shown(record, room), room)

    async def listing(self, bot: PlayerRecord) -> list[cp.Challenge]:
        pending = await self.hub.run_db(
            self.hub.storage.pending_challenges, bot.name, time.time(), LISTED
        )
        shown = []
        for c in pending:
            room = await self.rooms.view(await self.rooms.load(c.room_id), bot.id)
            shown.append(self._shown(c, room))
        return shown

    async def one(self, challenge_id: str, who: PlayerRecord) -> cp.Challenge:
        """A challenge as its challenger or its bot sees it (to anyone else: none)."""
        c = await self.hub.run_db(self.hub.storage.challenge, challenge_id[:64])
        if c is None or who.id not in (c.challenger, bot_account_id(c.bot)):
            raise BadRequest("no_such_challenge", 404, challenge=challenge_id[:64])
        return self._shown(c, await self.rooms.view(await self.rooms.load(c.room_id), who.id))

    async def _pending(self, challenge_id: str, bot: PlayerRecord) -> ChallengeRecord:
        """The bot's challenge, still standing; refused otherwise (nothing changes)."""
        c = await self.hub.run_db(self.hub.storage.challenge, challenge_id[:64])
        if c is None or c.bot != bot.name:
            raise BadRequest("no_such_challenge", 404, challenge=challenge_id[:64])
        if c.status != "pending":
            raise BadRequest("challenge_settled", 409, challenge=c.id, now=c.status)
        if c.expires <= time.time():
            raise BadRequest("challenge_expired", 410, challenge=c.id)
        return c

    async def _settled(self, challenge_id: str) -> BadRequest:
        """The refusal of an answer to a challenge another answer settled first: its state."""
        now = await self.hub.run_db(self.hub.storage.challenge, challenge_id)
        return BadRequest("challenge_settled", 409, challenge=challenge_id,
                          now=now.status if now is not None else "gone")  # fmt: skip

    async def accept(self, request: Request, challenge_id: str, bot: PlayerRecord) -> rp.RoomView:
        """Settle the challenge as accepted first, then take the seat: a decline at the
        same moment then finds it settled (both were answered as done, the bot seated and
        the challenge declined). A seat refused puts the challenge back as it was."""
        c = await self._pending(challenge_id, bot)
        if not await self.hub.run_db(self.hub.storage.settle_challenge, c.id, "accepted"):
            raise await self._settled(c.id)
        try:
            room = await self.rooms.load(c.room_id)
            invite = room.doc["seats"][c.seat].get("invite")
            take = msgspec.json.encode(rp.Take(seat=c.seat, invite=invite))
            return await self.rooms.act(c.room_id, take, bot, partial(seat_allowance, request, bot))
        except BaseException:
            await asyncio.shield(
                self.hub.run_db(self.hub.storage.settle_challenge, c.id, "pending", "accepted")
            )
            raise

    async def decline(self, challenge_id: str, bot: PlayerRecord) -> None:
        c = await self._pending(challenge_id, bot)
        if not await self.hub.run_db(self.hub.storage.settle_challenge, c.id, "declined"):
            raise await self._settled(c.id)


# ----------------------------------------------------------------- HTTP handlers
def _challenges(request: Request) -> Challenges:
    challenges: Challenges = request.app.state.challenges
    return challenges


def _json(body: object, status: int = 200) -> Response:
    return Response(msgspec.json.encode(body), status, media_type="application/json")


async def create_challenge(request: Request, hub: Hub) -> Response:
    person = await signed_in(request, hub)
    body = _decode(await read_body(request), cp.CreateChallenge)
    assert isinstance(body, cp.CreateChallenge)
    return _json(await _challenges(request).create(body, person), 201)


async def list_challenges(request: Request, hub: Hub) -> list[cp.Challenge]:
    return await _challenges(request).listing(await bot_needed(request, hub))


async def get_challenge(request: Request, hub: Hub) -> cp.Challenge:
    who = await person_or_bot(request, hub)
    return await _challenges(request).one(request.path_params["challenge"], who)


async def accept_challenge(request: Request, hub: Hub) -> rp.RoomView:
    bot = await bot_needed(request, hub)
    return await _challenges(request).accept(request, request.path_params["challenge"], bot)


async def decline_challenge(request: Request, hub: Hub) -> Response:
    bot = await bot_needed(request, hub)
    await _challenges(request).decline(request.path_params["challenge"], bot)
    return Response(status_code=204)
