"""Quick match: the ranked queue ("Play ranked").

A signed-in account, or an outside bot account with its token (docs/bot-api.md), joins
the queue of a game (ck or base); as soon as `RANKED_SEATS`
players wait for it, the longest waiting take a table together. One who has waited
`fill_after` seconds (60 by default) may instead ask for bots: the table starts at once
with whoever else waits, its empty seats played by the bot level nearest the players'
mean rating (ratings.BOT_LEVELS). Ranked tables have fixed settings: colonist's rules and
defaults, 4 seats, a turn timer.

The queue lives in the store (storage/results.py), so every server process shares it, and
every step is a storage call off the event loop: a queue never holds up a game.
"""

from __future__ import annotations

import secrets
import time
from typing import TYPE_CHECKING

from . import protocol as p
from .bot_accounts import BOT_KIND
from .hub import BadRequest
from .ratings import (
    BOT_LEVELS,
    bot_account_name,
    conservative,
    default_rating,
    mean,
    nearest_level,
)
from .storage import PlayerRecord
from .storage.results import Match, QueueRace, Waiting

if TYPE_CHECKING:
    from .hub import Hub

RANKED_SEATS = 4
#: Seconds a player waits before they may ask for bots.
FILL_AFTER = 60.0
#: Ranked settings: seconds per decision before a bot plays it, and before a bot takes
#: the seat of a player who lost their connection (they are ranked last if it does and
#: they do not come back).
TURN_TIMER = 90.0
GRACE_PERIOD = 60.0
#: Seconds a waiting player's page may stay quiet (it asks every 2 s) before the player
#: leaves the queue: a closed page is not given a seat it would never take.
QUIET_AFTER = 30.0
#: Tries at taking a table when another process takes the same players at once.
TAKE_TRIES = 3


class RankedQueue:
    def __init__(self, hub: Hub, fill_after: float = FILL_AFTER) -> None:
        self.hub = hub
        self.fill_after = fill_after
        self.turn_timer = TURN_TIMER
        self.grace_period = GRACE_PERIOD
        self.quiet_after = QUIET_AFTER

    async def join(self, player: PlayerRecord, expansion: str) -> p.QueueStatus:
        _account(player)
        storage = self.hub.storage
        rating = await self.hub.run_db(storage.rating, player.id, expansion)
        mu, sigma = (rating.mu, rating.sigma) if rating is not None else default_rating()
        waiting = Waiting(player.id, expansion, conservative(mu, sigma), time.time())
        await self.hub.run_db(storage.queue_join, waiting)
        while await self._start_table(expansion, None):
            pass  # several tables at once: a queue filled while another process was down
        return await self.status(player)

    async def leave(self, player: PlayerRecord) -> bool:
        return await self.hub.run_db(self.hub.storage.queue_leave, player.id)

    async def fill(self, player: PlayerRecord) -> p.QueueStatus:
        """Start a table now, bots in the seats nobody waits for."""
        _account(player)
        entry = await self.hub.run_db(self.hub.storage.queue_entry, player.id)
        if entry is None:
            raise BadRequest("not_queued", 409)
        wait = entry.joined + self.fill_after - time.time()
        if wait > 0:
            raise _too_early(wait)
        await self._start_table(entry.expansion, player.id)
        return await self.status(player)

    async def status(self, player: PlayerRecord) -> p.QueueStatus:
        storage = self.hub.storage
        match = await self.hub.run_db(storage.queue_match, player.id)
        if match is not None:
            record = await self.hub.run_db(storage.load_game, match.game_id)
            if record is not None and record.status != "finished":
                link = f"{self.hub.base_url}/play/{match.game_id}#token={match.token}"
                return p.QueueStatus(
                    "matched",
                    record.config["game"]["expansion"],
                    game=match.game_id,
                    seat=match.seat,
                    link=link,
                )
        entry = await self.hub.run_db(storage.queue_entry, player.id)
        if entry is None:
            return p.QueueStatus("idle")
        await self.hub.run_db(storage.queue_seen, player.id, time.time())
        waited = max(0.0, time.time() - entry.joined)
        return p.QueueStatus(
            "waiting",
            entry.expansion,  # type: ignore[arg-type]
            waited=round(waited, 1),
            waiting=await self.hub.run_db(storage.queue_size, entry.expansion),
            bots_in=round(max(0.0, self.fill_after - waited), 1),
        )

    # ----------------------------------------------------------------- tables
    async def _start_table(self, expansion: str, first: str | None) -> bool:
        """Take players for a table and start it; False when too few wait."""
        storage = self.hub.storage
        await self.hub.run_db(storage.queue_drop_quiet, time.time() - self.quiet_after)
        for _ in range(TAKE_TRIES):
            try:
                taken = await self.hub.run_db(storage.queue_take, expansion, RANKED_SEATS, first)
                break
            except QueueRace:
                continue
        else:
            return False
        if not taken:
            return False
        await self._open(expansion, taken)
        return True

    async def _open(self, expansion: str, taken: list[Waiting]) -> None:
        storage = self.hub.storage
        levels = await self.hub.run_db(_level_ratings, storage, expansion)
        bot = nearest_level(levels, mean([w.rating for w in taken]))
        holders: list[str] = [w.player_id for w in taken]
        holders += [bot.id] * (RANKED_SEATS - len(holders))
        secrets.SystemRandom().shuffle(holders)  # who sits first is nobody's choice
        humans = {w.player_id for w in taken}
        created = await self.hub.create(
            p.CreateGame(
                seats=["human" if h in humans else bot.spec for h in holders],
                expansion=expansion,  # type: ignore[arg-type]
                turn_timer=self.turn_timer,
                grace_period=self.grace_period,
                name=f"Ranked {expansion.upper()}",
            )
        )
        now = time.time()
        await self.hub.run_db(storage.add_ranked_game, created.game, expansion, holders, now)
        matches = []
        for link, holder in zip(created.seats, holders, strict=True):
            if holder in humans:
                await self.hub.run_db(storage.claim_seat, created.game, link.seat, None, holder)
                account = bot_account_name(holder)
                if account is not None:  # an outside bot: marked as one at the table
                    await self.hub.run_db(
                        storage.seat_bot_account, created.game, link.seat, account
                    )
                assert link.token is not None
                matches.append(Match(holder, created.game, link.seat, link.token, now))
        await self.hub.run_db(storage.queue_matched, matches)
        table = self.hub.tables.get(created.game)
        record = await self.hub.run_db(storage.load_game, created.game)
        if table is not None and record is not None:
            for seat, fresh in zip(table.seats, record.seats, strict=True):
                seat.record = fresh  # the players' names, seen by everyone at the table
            table.begin_play()  # the clock runs: a player who never comes is ranked last


def _level_ratings(storage: object, expansion: str) -> dict[str, tuple[float, float]]:
    from .storage import Storage

    assert isinstance(storage, Storage)
    found = {}
    for level in BOT_LEVELS:
        rating = storage.rating(level.id, expansion)
        if rating is not None:
            found[level.id] = (rating.mu, rating.sigma)
    return found


def _account(player: PlayerRecord) -> None:
    """People need an account to play ranked (a rating needs a name that stays); bot
    accounts have one."""
    if player.kind not in ("account", BOT_KIND):
        raise BadRequest("account_needed", 403)


def _too_early(wait: float) -> BadRequest:
    retry_after = max(1, int(wait + 0.999))
    error = BadRequest("too_early", 409, retry_after=retry_after)
    error.headers["Retry-After"] = str(retry_after)
    return error
