"""Open game records: built from a game, redacted per reader, validated, converted and
replayed (docs/records.md)."""

from __future__ import annotations

import copy
import gzip
import json
import re
from pathlib import Path
from typing import Any

import msgspec
import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from cityknights.cli import main
from cityknights.records.format import FULL, PUBLIC, Record, RecordError, parse_view
from cityknights.records.headless import play_recorded
from cityknights.records.redact import redact
from cityknights.records.replay import replay
from cityknights.records.validate import decode_record, validate

DOC = Path(__file__).resolve().parents[2] / "docs" / "records.md"


@pytest.fixture(scope="module")
def ck_record() -> dict[str, Any]:
    return play_recorded("ck", ["heuristic"] * 4, 5, max_turns=300)


@pytest.fixture(scope="module")
def base_record() -> dict[str, Any]:
    return play_recorded("base", ["heuristic", "random", "heuristic"], 11, max_turns=400)


def readers(record: dict[str, Any]) -> list[str]:
    return ["public", *(f"seat:{s}" for s in range(len(record["players"])))]


def through_json(record: dict[str, Any]) -> dict[str, Any]:
    return decode_record(json.dumps(record))


def test_a_full_record_validates_and_replays_to_its_result(ck_record: dict[str, Any]) -> None:
    record = through_json(ck_record)
    assert validate(record) == FULL
    state = replay(record)
    assert state.is_terminal()
    assert record["result"]["winner"] == state.winner()
    kinds = {m["action"]["kind"] for m in record["moves"] if m["seat"] == -1}
    assert {"dice", "steal_card", "draw_progress"} <= kinds  # chance outcomes are in it


@pytest.mark.parametrize("fixture", ["ck_record", "base_record"])
def test_each_reader_sees_no_secret_outside_its_audience(
    fixture: str, request: pytest.FixtureRequest
) -> None:
    """The sentinel method of tests/server/test_leaks.py: every secret part of an event
    (the card stolen, drawn, discarded, given) reaches a reader only in its audience, and
    the move that caused it names nothing more than its kind to the others."""
    full = request.getfixturevalue(fixture)
    secrets_seen = 0
    for reader in readers(full):
        view = parse_view(reader)
        record = through_json(redact(full, view))
        assert validate(record) == view
        for truth, seen in zip(full["moves"], record["moves"], strict=True):
            assert (seen["version"], seen["seat"]) == (truth["version"], truth["seat"])
            unseen = [e for e in truth["events"] if "secret" in e and not view.shows(e["audience"])]
            if not unseen:
                assert seen["action"] == truth["action"] and "hidden" not in seen
                assert seen["events"] == truth["events"]
                continue
            secrets_seen += 1
            assert seen["hidden"] is True
            assert seen["action"] == {"kind": truth["action"]["kind"]}
            for event, shown in zip(truth["events"], seen["events"], strict=True):
                if event in unseen:
                    assert not set(event["secret"]) & set(shown)
                    assert "audience" not in shown
        # Byte for byte: no secret key at all in a public record.
        if view == PUBLIC:
            assert '"secret"' not in json.dumps(record)
    assert secrets_seen > 10


@pytest.mark.parametrize("fixture", ["ck_record", "base_record"])
def test_conversions_agree_full_to_seat_to_public(
    fixture: str, request: pytest.FixtureRequest
) -> None:
    full = request.getfixturevalue(fixture)
    public = redact(full, PUBLIC)
    for reader in readers(full)[1:]:
        seat = redact(full, parse_view(reader))
        assert redact(seat, PUBLIC) == public
        assert redact(seat, parse_view(reader)) == seat
        with pytest.raises(RecordError, match="cannot become"):
            redact(public, parse_view(reader))
    with pytest.raises(RecordError, match="cannot become"):
        redact(redact(full, parse_view("seat:0")), parse_view("seat:1"))


def test_the_full_replay_sends_a_readers_record_to_the_readers_replay(
    ck_record: dict[str, Any],
) -> None:
    with pytest.raises(RecordError, match=r"hides \d+ moves.*replay_reader"):
        replay(redact(ck_record, PUBLIC))


def faults() -> list[tuple[str, Any, str]]:
    """(what is changed, how, the error expected)."""

    def move_field(i: int, key: str, value: Any) -> Any:
        return lambda r: r["moves"][i].__setitem__(key, value)

    return [
        ("format", lambda r: r.__setitem__("format", "pgn"), "not a game record"),
        ("format_version", lambda r: r.__setitem__("format_version", 2), "reads version 1"),
        ("unknown field", lambda r: r.__setitem__("extra", 1), "unknown field"),
        ("seat type", move_field(3, "seat", "x"), r"\$\.moves\[3\]\.seat"),
        ("version order", move_field(5, "version", 9), r"moves\[5\]: version 9, expected 6"),
        ("seat range", move_field(5, "seat", 7), "neither -1"),
        ("bad action", move_field(0, "action", {"kind": "fly"}), "unknown action kind"),
        ("hidden in full", lambda r: r["moves"][0].__setitem__("hidden", True), "hides no move"),
        ("winner", lambda r: r["result"].__setitem__("winner", 9), "not a seat"),
        ("result version", lambda r: r["result"].__setitem__("version", 3), "last move"),
        ("players", lambda r: r["players"].pop(), "listed for a 4-seat game"),
        ("commitment", lambda r: r["fairness"].__setitem__("commitment", "zz"), "64 lowercase"),
        ("salt alone", lambda r: r["fairness"].pop("seed"), "revealed together"),
        ("view", lambda r: r.__setitem__("view", "seat:x"), "view:"),
        ("config", lambda r: r["config"].__setitem__("players", 9), "config:"),
    ]


@pytest.mark.parametrize(("what", "change", "error"), faults(), ids=[f[0] for f in faults()])
def test_validation_names_the_fault(
    ck_record: dict[str, Any], what: str, change: Any, error: str
) -> None:
    record = copy.deepcopy(ck_record)
    change(record)
    with pytest.raises(RecordError, match=error):
        validate(decode_record(json.dumps(record)))


def test_a_secret_outside_the_readers_audience_is_refused(ck_record: dict[str, Any]) -> None:
    public = copy.deepcopy(redact(ck_record, PUBLIC))
    truth = next(m for m in ck_record["moves"] if any("secret" in e for e in m["events"]))
    public["moves"][truth["version"] - 1]["events"] = truth["events"]
    with pytest.raises(RecordError, match="holds a secret of seats"):
        validate(public)


def test_replay_names_a_move_that_does_not_replay(ck_record: dict[str, Any]) -> None:
    record = copy.deepcopy(ck_record)
    move = next(
        m for m in record["moves"] if m["action"]["kind"] == "build_road" and m["version"] > 50
    )
    move["events"][0]["edge"] = -5
    with pytest.raises(RecordError, match=f"version {move['version']}: .* other events"):
        replay(record)
    record = copy.deepcopy(ck_record)
    record["result"]["winner"] = (record["result"]["winner"] + 1) % 4
    with pytest.raises(RecordError, match="result: winner"):
        replay(record)


@given(st.text(max_size=12))
def test_a_view_is_public_full_or_a_seat(text: str) -> None:
    if text in ("public", "full") or re.fullmatch(r"seat:(0|[1-9][0-9]?)", text):
        assert str(parse_view(text)) == text
    else:
        with pytest.raises(RecordError, match="view:"):
            parse_view(text)


def test_the_docs_example_has_the_records_shape() -> None:
    text = DOC.read_text()
    body = re.search(r"<!-- example: record -->\n```json\n(.*?)\n```", text, re.S)
    assert body is not None
    msgspec.json.decode(body.group(1).encode(), type=Record, strict=True)
    for field in Record.__struct_fields__:
        assert f"| `{field}` |" in text, f"docs/records.md does not describe {field}"


def test_the_record_command(tmp_path: Path, ck_record: dict[str, Any]) -> None:
    full = tmp_path / "game.json.gz"
    full.write_bytes(gzip.compress(json.dumps(ck_record).encode()))
    runner = CliRunner()
    done = runner.invoke(main, ["record", "validate", str(full)])
    assert done.exit_code == 0 and done.output.startswith("valid: full record of a 4-seat ck"), (
        done.output
    )
    seat = tmp_path / "seat1.json"
    public = tmp_path / "public.json"
    assert (
        runner.invoke(
            main, ["record", "convert", str(full), "--view", "seat:1", "--out", str(seat)]
        ).exit_code
        == 0
    )
    assert (
        runner.invoke(
            main, ["record", "convert", str(seat), "--view", "public", "--out", str(public)]
        ).exit_code
        == 0
    )
    assert json.loads(public.read_text()) == redact(ck_record, PUBLIC)
    refused = runner.invoke(main, ["record", "convert", str(public), "--view", "seat:1"])
    assert refused.exit_code == 1 and "cannot become" in refused.output
    bad_view = runner.invoke(main, ["record", "convert", str(full), "--view", "seat"])
    assert bad_view.exit_code == 2 and "--view" in bad_view.output
    final = tmp_path / "final.json"
    done = runner.invoke(main, ["record", "replay", str(full), "--out", str(final)])
    assert done.exit_code == 0, done.output
    assert "replayed: full record" in done.output and json.loads(final.read_text())["game"]
    done = runner.invoke(main, ["record", "replay", str(public), "--out", str(final)])
    assert done.exit_code == 0, done.output
    assert "replayed: public record" in done.output and "hidden moves filled in" in done.output
    assert "victory points: seat 0" in done.output and json.loads(final.read_text())
    junk = tmp_path / "junk.json"
    junk.write_text("[1, 2")
    refused = runner.invoke(main, ["record", "validate", str(junk)])
    assert (
        refused.exit_code == 1
        and "not JSON" in refused.output
        and "Traceback" not in refused.output
    )


def test_a_compressed_file_is_unpacked_up_to_the_limit_only(
    tmp_path: Path, ck_record: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    from cityknights.records import validate as module

    path = tmp_path / "game.json.gz"
    path.write_bytes(gzip.compress(json.dumps(ck_record).encode()))
    assert module.read_record_file(path)["view"] == "full"
    # Above the packed size, below the unpacked one.
    monkeypatch.setattr(module, "MAX_RECORD_BYTES", path.stat().st_size + 100)
    with pytest.raises(RecordError, match="unpacks to more than a record holds"):
        module.read_record_file(path)


@pytest.mark.parametrize("fixture", ["ck_record", "base_record"])
def test_sentinel_cards_never_reach_a_reader_outside_their_audience(
    fixture: str, request: pytest.FixtureRequest
) -> None:
    """The sentinel method of tests/server/test_leaks.py, made exact: every secret of the
    full record (the card in the event and every field of the move that caused it) is
    replaced by a sentinel naming its move; a reader's record holds the sentinels of the
    secrets it saw, and not one byte of the others'."""
    full = copy.deepcopy(request.getfixturevalue(fixture))
    planted: dict[str, list[int]] = {}
    for move in full["moves"]:
        for event in move["events"]:
            if "secret" not in event:
                continue
            sentinel = f"SENTINEL-{move['version']}-"
            event["secret"] = {k: f"{sentinel}{k}" for k in event["secret"]}
            for key in move["action"]:
                if key != "kind":
                    move["action"][key] = f"{sentinel}{key}"
            planted[sentinel] = event["audience"]
    assert len(planted) > 10
    for reader in readers(full):
        view = parse_view(reader)
        text = json.dumps(redact(full, view))
        for sentinel, audience in planted.items():
            assert (sentinel in text) == view.shows(audience), f"{reader}: {sentinel}"
