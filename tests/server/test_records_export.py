"""`GET /api/games/{id}/record?view=...` (docs/records.md): a finished server game's
record in each view validates, the full one replays to the server's final position and
verifies against the revealed seed; a running game's full record is refused, a seat's
goes to its token only, and no record holds what its reader could not see; a record file
is stored as a finished game to replay, its room checked as a new game's settings."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from cityknights.records.format import parse_view
from cityknights.records.headless import play_recorded
from cityknights.records.reader_replay import replay_reader
from cityknights.records.redact import redact
from cityknights.records.replay import replay
from cityknights.records.validate import decode_record, validate
from cityknights.records.verify import verify
from cityknights.server.records import _build

from .helpers import Client, ServerThread, create_game, play_with_bot, threads


def get_record(base: str, game: str, view: str, token: str | None = None) -> httpx.Response:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return httpx.get(f"{base}/api/games/{game}/record", params={"view": view},
                     headers=headers, timeout=30)  # fmt: skip


def wait_finished(base: str, game: str, timeout: float = 180) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        summary: dict[str, Any] = httpx.get(f"{base}/api/games/{game}", timeout=10).json()
        if summary["status"] == "finished":
            return summary
        time.sleep(0.2)
    raise TimeoutError("the bots' game did not end in time")


def assert_only_what_the_reader_saw(full: dict[str, Any], record: dict[str, Any]) -> None:
    """The sentinel method of test_leaks: a secret outside the reader's audience appears
    nowhere in its record, and the move that caused it shows its kind alone."""
    view = parse_view(record["view"])
    for truth, seen in zip(full["moves"], record["moves"], strict=True):
        for event, shown in zip(truth["events"], seen["events"], strict=True):
            if "secret" in event and not view.shows(event["audience"]):
                assert not set(event["secret"]) & set(shown)
                assert seen["action"] == {"kind": truth["action"]["kind"]}


def test_a_finished_games_record_in_every_view(tmp_path: Path) -> None:
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        game = create_game(server.base, seats=["random", "heuristic", "random"], expansion="ck",
                           max_turns=300)["game"]  # fmt: skip
        summary = wait_finished(server.base, game)
        table = server.run_on_loop(server.hub.table(game))
        final = table.state.to_json()
        records = {}
        for view in ("full", "public", "seat:0", "seat:1", "seat:2"):
            response = get_record(server.base, game, view)
            assert response.status_code == 200, response.text
            records[view] = decode_record(response.content)
            assert validate(records[view]) == parse_view(view)
    full = records["full"]
    assert replay(full).to_json() == final  # the server's final position, exactly
    # Every one of the server's own dice and draws checked, from its seed (a game's count
    # depends on how its bots play: bots at a table trade, so games vary in length).
    chance = sum(1 for move in full["moves"] if move["seat"] == -1)
    assert chance > 0 and verify(full).total >= chance
    fairness = full["fairness"]
    assert summary["fairness"] == fairness  # the commitment published, the seed revealed
    assert full["result"]["winner"] == summary["winner"]
    assert full["game"]["source"] == "server" and full["room"]["bot_think"] == 2.0
    server_position = {k: v for k, v in final.items() if k != "history"}
    truth = replay(full)
    for view in ("public", "seat:0", "seat:1", "seat:2"):
        assert records[view] == redact(full, parse_view(view))
        assert_only_what_the_reader_saw(full, records[view])
        # Replayed alone, its hidden moves from the revealed seed: the server's final
        # position is among those that fit, each the same to the reader.
        # (Every hidden move of its record filled in: a seat may have seen every steal and
        # draw of a game, the public record never does.)
        reached = replay_reader(records[view])
        hidden = sum(1 for move in records[view]["moves"] if move.get("hidden"))
        assert reached.complete and reached.hidden_filled == hidden
        fits = [{k: v for k, v in p.to_json().items() if k != "history"}
                for p in reached.positions]  # fmt: skip
        assert server_position in fits
        seat = parse_view(view).seat
        assert all(p.view(seat) == truth.view(seat) for p in reached.positions)
    assert sum(1 for m in records["public"]["moves"] if m.get("hidden")) > 10


def test_a_running_games_records_hold_nothing_their_reader_could_not_see(tmp_path: Path) -> None:
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        created = create_game(server.base, seats=["human", "human", "random"], expansion="ck")
        game = created["game"]
        tokens = [s["token"] for s in created["seats"][:2]]
        players = [Client(server.base, game, token) for token in tokens]
        stop = threading.Event()

        def until_version(version: int) -> None:
            while players[0].version < version and not players[0].finished:
                time.sleep(0.05)
            stop.set()

        with threads(
            *(lambda c=c, i=i: play_with_bot(c, "heuristic", seed=i, stop=stop)
              for i, c in enumerate(players)),
            lambda: until_version(250),
        ):  # fmt: skip
            pass
        base = server.base
        summary = httpx.get(f"{base}/api/games/{game}", timeout=10).json()
        assert summary["status"] == "live"
        assert summary["fairness"]["seed"] is None and summary["fairness"]["salt"] is None

        refused = get_record(base, game, "full")
        assert refused.status_code == 409 and refused.json()["code"] == "game_running"
        for token in (None, tokens[1], "not-a-token"):
            refused = get_record(base, game, "seat:0", token)
            assert refused.status_code == 403 and refused.json()["code"] == "not_your_seat"
        for view, status in (("seat:7", 400), ("everything", 400), ("seat:-1", 400)):
            refused = get_record(base, game, view)
            assert refused.status_code == status and refused.json()["code"] == "bad_view"
        assert get_record(base, "nosuchgame", "public").status_code == 404

        texts = {
            "public": get_record(base, game, "public").text,
            "seat:0": get_record(base, game, "seat:0", tokens[0]).text,
            "seat:1": get_record(base, game, "seat:1", tokens[1]).text,
        }
        record = server.run_on_loop(server.hub.record(game))
        moves = server.run_on_loop(server.hub.run_db(server.hub.storage.moves, game))
    full = _build(record, moves)  # the truth, as the server would give it once finished
    secret = (str(record.config["seed"]), record.config["fairness"]["salt"], *tokens)
    for view, text in texts.items():
        for sentinel in secret:
            assert sentinel not in text, f"the {view} record holds {sentinel!r}"
        seen = decode_record(text)
        assert validate(seen) == parse_view(view)
        assert seen["result"]["status"] == "live"
        assert seen == json.loads(json.dumps(redact(full, parse_view(view))))
        assert_only_what_the_reader_saw(full, seen)
        # Replayed alone: up to the first card only the seed (not revealed yet) decides;
        # a seat that has seen every card drawn so far (the game varies with the bots'
        # trades) replays to the end.
        reached = replay_reader(seen)
        seed_decides = [
            i for i, m in enumerate(seen["moves"]) if m.get("hidden") and m["seat"] == -1
        ]
        if not seed_decides:
            assert view != "public" and reached.complete and reached.stopped is None
            continue
        assert not reached.complete and reached.stopped is not None
        assert "still being played" in reached.stopped
        stop = seen["moves"][reached.replayed]
        assert stop["hidden"] and stop["seat"] == -1
    assert any(m.get("hidden") for m in json.loads(texts["public"])["moves"])


def test_a_record_file_is_stored_as_a_finished_game_to_replay(tmp_path: Path) -> None:
    full = play_recorded("ck", ["heuristic", "random", "random"], 3, max_turns=200)
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        base = server.base
        stored = httpx.post(f"{base}/api/records", content=json.dumps(full), timeout=60)
        assert stored.status_code == 201, stored.text
        game = stored.json()["game"]
        assert stored.json()["url"].endswith(f"/?replay={game}")
        summary = httpx.get(f"{base}/api/games/{game}", timeout=10).json()
        assert summary["status"] == "finished" and summary["winner"] == full["result"]["winner"]
        assert (
            summary["public"] is False and summary["fairness"]["seed"] == full["fairness"]["seed"]
        )
        again = decode_record(get_record(base, game, "full").content)
        assert [m["action"] for m in again["moves"]] == [m["action"] for m in full["moves"]]
        assert verify(again).total > 0
        # Served again, it says it was imported, not played here.
        assert (full["game"]["source"], again["game"]["source"]) == ("headless", "imported")
        last = len(full["moves"])
        assert (
            httpx.get(f"{base}/api/games/{game}/replay?version={last}", timeout=30).status_code
            == 200
        )

        def refused(body: bytes | str, status: int = 400) -> str:
            response = httpx.post(f"{base}/api/records", content=body, timeout=60)
            assert response.status_code == status and response.json()["code"] == "bad_record"
            return str(response.json()["params"]["detail"])

        assert "hides moves" in refused(json.dumps(redact(full, parse_view("public"))))
        assert "not JSON" in refused(b"{not json")
        assert "a record is a JSON object" in refused(b"[]")
        assert "not a game record" in refused(b"{}")
        broken = json.loads(json.dumps(full))
        broken["moves"][40]["action"] = broken["moves"][41]["action"]
        assert "version" in refused(json.dumps(broken))
        assert "at most" in refused(b" " * (16 * 1024 * 1024 + 1), 413)
        named = json.loads(json.dumps(full))
        named["game"]["name"] = "a\u0000b"
        assert "NUL" in refused(json.dumps(named))
        named["game"]["name"] = "\u200b\u202e"  # an invisible line in the lobby
        assert refused(json.dumps(named)).startswith("game: name: nothing in it shows")
        named["game"]["name"] = "a\u0007b"
        assert refused(json.dumps(named)) == "game: name: no control characters (U+0007)"
        named["game"]["name"] = "fine"
        named["players"][1]["bot"] = "nosuchbot"
        assert "players[1]" in refused(json.dumps(named))
        # A key given twice: which one was meant is a guess (as in every body); the record
        # is far above the lobby's 64 KiB, where the body reader checks it.
        text = json.dumps(full)
        assert len(text) > 64 * 1024
        twice = text.replace('"name": ""', '"name": "First", "name": "Second"', 1)
        assert refused(twice) == "game.name: given more than once"
        # Its commitment would vouch for the dice when served again: checked. A made-up
        # one, or a chance outcome the revealed seed does not give, is refused.
        forged = json.loads(text)
        forged["fairness"]["commitment"] = "0" * 64
        assert refused(json.dumps(forged)) == (
            "fairness: the revealed seed and salt do not give the commitment published at creation"
        )
        other = play_recorded("ck", ["heuristic", "random", "random"], 4, max_turns=200)
        forged = json.loads(text)
        forged["fairness"] = other["fairness"]
        assert refused(json.dumps(forged)) == "fairness: the board is not the one the seed makes"
        assert httpx.get(f"{base}/api/games", timeout=10).json()["finished"] == []  # not listed


def test_a_record_s_room_is_checked_as_a_new_game_s_settings(tmp_path: Path) -> None:
    """The room's timers and pace are what a game played on from the record runs with:
    the import refuses, naming it, a room POST /api/games would refuse, and stores
    nothing; a sound room is what "Play on" gives the new game."""
    full = play_recorded("base", ["random", "random", "random"], 3, max_turns=20)
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        base = server.base
        for room, detail in (
            ({"turn_timer": "x"}, "room: Expected `float | null`, got `str` - at `$.turn_timer`"),
            ({"grace_period": "x"}, "room: Expected `float`, got `str` - at `$.grace_period`"),
            ({"pace": "warp"}, "room: Invalid enum value 'warp' - at `$.pace`"),
            ({"bot_think": -5}, "room: bot_think: seconds from 0.05 to 60"),
            ({"turn_timer": 0}, "room: turn_timer: seconds from 1 to 86400, or null"),
            ({"grace_period": 1e9}, "room: grace_period: seconds from 0 to 86400"),
            ({"seats": ["human"] * 3}, "room: unknown field 'seats'; a room holds turn_timer, "
                                       "grace_period, bot_think, pace, hide_bank"),
        ):  # fmt: skip
            bad = {**full, "room": room}
            response = httpx.post(f"{base}/api/records", content=json.dumps(bad), timeout=60)
            assert response.status_code == 400, response.text
            assert response.json() == {"code": "bad_record", "params": {"detail": detail}}
        hub = server.hub
        stored = server.run_on_loop(
            hub.run_db(hub.storage.list_games, "finished", 10, public_only=False)
        )
        assert stored == []  # nothing kept of the refused records

        room = {"turn_timer": 90, "grace_period": 5, "bot_think": 1.5, "pace": "fast"}
        imported = httpx.post(
            f"{base}/api/records", content=json.dumps({**full, "room": room}), timeout=60
        )
        assert imported.status_code == 201, imported.text
        played_on = httpx.post(
            f"{base}/api/games/{imported.json()['game']}/playon", json={"version": 0}, timeout=30
        )
        assert played_on.status_code == 201, played_on.text
        table = server.run_on_loop(hub.table(played_on.json()["game"]))
    assert (table.turn_timer, table.grace_period, table.bot_think, table.pace) == (
        90,
        5,
        1.5,
        "fast",
    )


def test_a_finished_games_record_and_export_are_made_once_for_every_reader(
    tmp_path: Path, monkeypatch: Any
) -> None:
    """A finished game's record never changes: each request redacted and encoded the
    same few hundred KB again, and each export read all its moves on the storage thread
    every game shares (ten clients asking in a loop held other requests up ~40 ms)."""
    from cityknights.server import records

    with ServerThread(str(tmp_path / "g.sqlite3")) as server:
        game = create_game(server.base, seats=["random"] * 3, expansion="base")["game"]
        wait_finished(server.base, game)
        full = get_record(server.base, game, "full").json()
        storage = server.hub.storage
        reads: list[str] = []
        redactions: list[str] = []
        moves, redacting, snapshot = storage.moves, records.redact, storage.latest_snapshot
        starts: list[str] = []

        def read_moves(game_id: str, after: int = 0) -> Any:
            reads.append(game_id)
            return moves(game_id, after)

        def read_start(game_id: str, at_most: int | None = None) -> Any:
            starts.append(game_id)
            return snapshot(game_id, at_most)

        def counted_redact(record: dict[str, Any], view: Any) -> Any:
            redactions.append(view.name)
            return redacting(record, view)

        monkeypatch.setattr(storage, "moves", read_moves)
        monkeypatch.setattr(records, "redact", counted_redact)
        monkeypatch.setattr(storage, "latest_snapshot", read_start)
        exports = [httpx.get(f"{server.base}/api/games/{game}/export").json() for _ in range(4)]
        started = list(starts)
        publics = [get_record(server.base, game, "public").content for _ in range(4)]
        seats = [get_record(server.base, game, "seat:1").content for _ in range(3)]
        read = list(reads)
        # A chat line said after the end is in the next export.
        late = Client(server.base, game)
        late.send(type="chat", text="good game")
        late.until(lambda m: m["type"] == "chat")
        after = httpx.get(f"{server.base}/api/games/{game}/export").json()
    assert read == [game]  # the export's moves, once
    assert started == [game]  # and the position they start at (none: the board), once
    assert exports[0]["start"] is None
    assert redactions == ["public", "seat:1"]
    assert all(e == exports[0] for e in exports) and len(exports[0]["history"]) > 100
    assert len(set(publics)) == 1 and len(set(seats)) == 1 and publics[0] != seats[0]
    assert json.loads(publics[0]) == redact(full, parse_view("public"))
    assert after["history"] == exports[0]["history"] and after["chat"][-1]["text"] == "good game"


def test_one_record_is_checked_at_a_time_another_is_told_to_come_back() -> None:
    # A long record is seconds of CPU in a thread of the server's process, which shares
    # the interpreter's lock with the event loop: four at once held the lobby up 2.5 s.
    from cityknights.server.hub import BadRequest
    from cityknights.server.imports import BUSY_RETRY_AFTER, IMPORTS_AT_ONCE, import_slot

    assert IMPORTS_AT_ONCE == 1
    with import_slot():
        with pytest.raises(BadRequest) as busy, import_slot():
            pass
        assert (busy.value.code, busy.value.status) == ("busy", 503)
        assert busy.value.headers["Retry-After"] == str(BUSY_RETRY_AFTER)
        assert "another record is being checked" in busy.value.params["detail"]
    with import_slot():  # given back, even when what held it failed
        pass
    with pytest.raises(ValueError), import_slot():
        raise ValueError
    with import_slot():
        pass
