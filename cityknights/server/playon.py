"""``POST /api/games/{id}/playon``: "Play on from here", a new game set up at a position of
a finished game (docs/analysis.md).

The new game has the finished game's board and rules and the position after its first
``version`` moves, its own seats (by default a human in the seat to act and the heuristic
bot in the others) and its own secret seed, with a fresh commitment: what comes after
the position is new luck, which nobody could have read from the old game's revealed seed.
"""

from __future__ import annotations

import asyncio
import secrets
from typing import Any

import msgspec

from cityknights.bots import BotSpecError, parse_bot_spec
from cityknights.engine import CHANCE, Action, Game, State
from cityknights.records.fairness import new_salt

from . import protocol as p
from .game_room import DamagedGame, checked_stored_room, floored_think
from .hub import HUMAN_KINDS, BadRequest, Hub, checked_game_name, live_record, new_seats
from .rule_bounds import config_bounds_error
from .storage import MoveRecord

#: The bot in the seats the request leaves to bots.
DEFAULT_BOT = "heuristic"


class PlayOn(msgspec.Struct, forbid_unknown_fields=True):
    """The request: the position (``version``: after that many moves), and optionally the
    seats ("human" or a bot spec each), the room's name and whether it is listed."""

    version: int
    seats: list[str] | None = None
    name: str = ""
    public: bool = False


def _position(config: dict[str, Any], moves: list[MoveRecord], version: int) -> State:
    state = Game.from_config(config).new_initial_state()
    for move in moves[:version]:
        state.apply(Action.from_json(move.action))
    return state


async def play_on(hub: Hub, game_id: str, raw: bytes) -> p.Created:
    try:
        body = msgspec.json.decode(raw, type=PlayOn)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError) as error:
        raise BadRequest("bad_request", 400, detail=p.decode_detail(error, raw)) from None
    record = await hub.finished_record(game_id)
    try:  # the new game runs with them: its table would fail on a damaged one mid-play
        checked_stored_room(record.config)
    except DamagedGame as error:
        raise BadRequest("damaged_game", 409, game=game_id, detail=str(error)) from None
    # A record imported before imports bounded its config (or a game stored before the
    # lobby did) may hold a turn cap or a discard limit no new game may have.
    bounds = config_bounds_error(record.config["game"], "game")
    if bounds is not None:
        raise BadRequest("damaged_game", 409, game=game_id, detail=bounds)
    moves = await hub.run_db(hub.storage.moves, game_id)
    if not 0 <= body.version <= len(moves):
        raise BadRequest("bad_version", 400,
                         detail=f"version: from 0 to {len(moves)}, got {body.version}")  # fmt: skip
    if await hub.run_db(hub.storage.latest_snapshot, game_id, 0) is not None:
        raise BadRequest("no_record", 409, game=game_id,
                         detail="a game set up at a position cannot be played on")  # fmt: skip
    config = record.config["game"]
    state = await asyncio.to_thread(_position, config, moves, body.version)
    to_act = state.current_player()
    if state.is_terminal() or to_act == CHANCE:
        raise BadRequest("bad_version", 400,
                         detail=f"version {body.version}: no seat to act there (the game is "
                                "over, or a roll or a draw comes next)")  # fmt: skip
    players = len(record.seats)
    specs = body.seats or ["human" if s == to_act else DEFAULT_BOT for s in range(players)]
    if len(specs) != players:
        raise BadRequest("bad_request", 400,
                         detail=f"seats: the game has {players} seats, got {len(specs)}")  # fmt: skip
    for i, spec in enumerate(specs):
        if spec not in HUMAN_KINDS:
            try:
                parse_bot_spec(spec)
            except BotSpecError as error:
                raise BadRequest("bad_request", 400, detail=f"seats[{i}]: {error}") from None
    checked_game_name(body.name)
    seats, tokens = new_seats(specs)
    stored = record.config["room"]  # checked above; a bot_think under the floor is raised
    room = {**stored, "seats": specs, "bot_think": floored_think(stored["bot_think"])}
    played_on = {"game": game_id, "version": body.version}
    new = live_record(
        config, room, secrets.randbits(63), new_salt(), seats, body.public, body.name,
        played_on=played_on,
    )  # fmt: skip
    return await hub.open_game(new, tokens, start=state.to_json())
