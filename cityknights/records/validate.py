"""Reading a record and checking it against docs/records.md: its shape (msgspec, each
fault named by its path), then what the shape cannot say."""

from __future__ import annotations

import gzip
import io
import stat
from pathlib import Path
from typing import Any

import msgspec

from cityknights.engine import Action, Game, GameConfigError, IllegalActionError

from .fairness import HEX64, SCHEME
from .format import CHANCE_SEAT, FORMAT, FORMAT_VERSION, Record, RecordError, View, parse_view

#: The largest record file read: a long C&K game's record is a few MiB; past this a
#: file is not one (read whole, it would only fill the memory).
MAX_RECORD_BYTES = 256 * 1024 * 1024


def read_record_file(path: Path) -> dict[str, Any]:
    """The record in the file ``path`` (JSON, or gzip-compressed JSON), shape checked;
    RecordError naming the fault (a FIFO, a device, a huge file, not JSON...)."""
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise RecordError(f"{path}: not a regular file")
        if info.st_size > MAX_RECORD_BYTES:
            raise RecordError(f"{path}: {info.st_size} bytes, more than a record holds")
        raw = path.read_bytes()
        if raw[:2] == b"\x1f\x8b":
            # Read up to the limit only: a small file may unpack to gigabytes.
            with gzip.GzipFile(fileobj=io.BytesIO(raw)) as packed:
                raw = packed.read(MAX_RECORD_BYTES + 1)
            if len(raw) > MAX_RECORD_BYTES:
                raise RecordError(f"{path}: unpacks to more than a record holds")
    except (OSError, EOFError) as error:  # gzip's BadGzipFile is an OSError
        raise RecordError(f"{path}: cannot be read ({error})") from None
    return decode_record(raw, str(path))


def decode_record(raw: bytes | str, where: str = "record") -> dict[str, Any]:
    """A record from JSON text, shape checked (see :func:`check_shape`)."""
    if not raw.strip():  # msgspec would call it "Input data was truncated"
        raise RecordError(f"{where}: empty, not a record")
    try:
        data = msgspec.json.decode(raw)
    except (msgspec.DecodeError, RecursionError) as error:
        raise RecordError(f"{where}: not JSON ({error})") from None
    check_shape(data, where)
    return data  # type: ignore[no-any-return]


def check_shape(data: Any, where: str = "record") -> None:
    if not isinstance(data, dict):
        raise RecordError(f"{where}: a record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"{where}: 'format' is not {FORMAT!r}: not a game record")
    if data.get("format_version") != FORMAT_VERSION:
        raise RecordError(
            f"{where}: format_version {data.get('format_version')!r}; this reader reads "
            f"version {FORMAT_VERSION}"
        )
    try:
        msgspec.convert(data, Record)
    except msgspec.ValidationError as error:
        raise RecordError(f"{where}: {error}") from None


def validate(record: dict[str, Any]) -> View:
    """Check everything docs/records.md asks of a record whose shape is checked; return
    its reader. RecordError names the first fault."""
    view = parse_view(record["view"])
    try:
        game = Game.from_config(record["config"])
    except GameConfigError as error:
        raise RecordError(f"config: {error}") from None
    players = record["players"]
    if len(players) != game.players:
        raise RecordError(f"players: {len(players)} listed for a {game.players}-seat game")
    for i, p in enumerate(players):
        if p["seat"] != i:
            raise RecordError(f"players[{i}]: seat {p['seat']}, expected {i} (in seat order)")
        if (p["kind"] == "bot") != (p["bot"] is not None):
            raise RecordError(f"players[{i}]: a bot seat names its bot, a human seat none")
    if view.seat is not None and view.seat >= game.players:
        raise RecordError(f"view: {view} in a game of seats 0 to {game.players - 1}")
    _check_moves(record["moves"], view, game.players)
    _check_result(record, game.players)
    _check_fairness(record)
    return view


def _check_moves(moves: list[dict[str, Any]], view: View, players: int) -> None:
    for i, move in enumerate(moves):
        where = f"moves[{i}]"
        if move["version"] != i + 1:
            raise RecordError(f"{where}: version {move['version']}, expected {i + 1}")
        if not CHANCE_SEAT <= move["seat"] < players:
            raise RecordError(f"{where}: seat {move['seat']} is neither -1 (chance) nor a seat")
        if move.get("hidden", False):
            if view.full:
                raise RecordError(f"{where}: a full record hides no move")
            if set(move["action"]) != {"kind"} or not isinstance(move["action"]["kind"], str):
                raise RecordError(f"{where}: a hidden move's action holds its kind only")
        else:
            try:
                Action.from_json(move["action"])
            except IllegalActionError as error:
                raise RecordError(f"{where}: action: {error.reason}") from None
        for j, event in enumerate(move["events"]):
            _check_event(event, f"{where}.events[{j}]", view, players)


def _check_event(event: dict[str, Any], where: str, view: View, players: int) -> None:
    if not isinstance(event.get("code"), str):
        raise RecordError(f"{where}: an event has a string 'code'")
    if ("secret" in event) != ("audience" in event):
        raise RecordError(f"{where}: a secret goes with its audience, and only with it")
    if "secret" not in event:
        return
    audience = event["audience"]
    if not isinstance(event["secret"], dict) or not (
        isinstance(audience, list) and all(type(s) is int and 0 <= s < players for s in audience)
    ):
        raise RecordError(f"{where}: 'secret' is an object, 'audience' a list of seats")
    if not view.shows(audience):
        raise RecordError(f"{where}: a {view} record holds a secret of seats {audience}")


def _check_result(record: dict[str, Any], players: int) -> None:
    result, moves = record["result"], record["moves"]
    last = moves[-1]["version"] if moves else 0
    if result["version"] != last:
        raise RecordError(f"result: version {result['version']}, the last move's is {last}")
    winner = result["winner"]
    if winner is not None and not 0 <= winner < players:
        raise RecordError(f"result: winner {winner} is not a seat")
    if result["status"] == "finished":
        vp = result["victory_points"]
        if vp is None or len(vp) != players:
            raise RecordError("result: a finished game lists every seat's victory points")
        if result["reason"] not in ("victory_points", "turn_limit"):
            raise RecordError("result: reason 'victory_points' or 'turn_limit'")
    elif winner is not None or result["victory_points"] is not None:
        raise RecordError("result: a live game has no winner and no final points yet")


def _check_fairness(record: dict[str, Any]) -> None:
    fairness = record["fairness"]
    if fairness is None:
        return
    if fairness["scheme"] != SCHEME:
        raise RecordError(f"fairness: scheme {fairness['scheme']!r}; known: {SCHEME!r}")
    if not HEX64.fullmatch(fairness["commitment"]):
        raise RecordError("fairness: the commitment is 64 lowercase hex digits (SHA-256)")
    revealed = fairness.get("seed") is not None, fairness.get("salt") is not None
    if revealed[0] != revealed[1]:
        raise RecordError("fairness: the seed and the salt are revealed together")
    if revealed[0] and record["result"]["status"] != "finished":
        raise RecordError("fairness: the seed is revealed only once the game is finished")
    if revealed[0] and not (
        isinstance(fairness["salt"], str) and HEX64.fullmatch(fairness["salt"])
    ):
        raise RecordError("fairness: the salt is 64 lowercase hex digits")
    if record["result"]["status"] == "finished" and not revealed[0]:
        raise RecordError("fairness: a finished game's record reveals its seed and salt")
