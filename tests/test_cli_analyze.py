"""`cityknights analyze`: a position file or a game record at a move, text or JSON, and
bad arguments refused with exit status 2."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from click.testing import CliRunner

import cityknights as ck
from cityknights.bots.analysis import analyze
from cityknights.cli import analyze as cli_analyze
from cityknights.cli import main

from .bots.test_analysis import CK_NEAR_WIN, _state
from .engine.helpers import ck_game, play_random


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["analyze", *map(str, args)])
    return result.exit_code, result.output


@pytest.fixture
def near_win(tmp_path: Path) -> Path:
    path = tmp_path / "near_win.json"
    path.write_text(json.dumps(_state(ck_game(), CK_NEAR_WIN).to_json()))
    return path


def test_the_winning_move_is_printed_first(near_win: Path) -> None:
    code, out = invoke(near_win, "--iterations", "100")
    assert code == 0, out
    lines = out.splitlines()
    assert lines[0].startswith("Seat 0 to act, turn 15 (main); searched")
    first = lines[3].split()
    assert first[:2] == ["1", "build_city(vertex=23)"] and out.count("wins now") == 1
    assert "  seat 0: 100.0% (100.0%-100.0%)" in out


def test_json_output_is_the_library_analysis(near_win: Path) -> None:
    code, out = invoke(near_win, "--iterations", "60", "--seed", "3", "--json", "--open")
    assert code == 0, out
    expected = analyze(_state(ck_game(), CK_NEAR_WIN), iterations=60, seed=3, open=True)
    assert json.loads(out) == json.loads(json.dumps(expected.to_json()))


def test_a_game_record_is_analysed_at_the_given_move(tmp_path: Path) -> None:
    s = ck.Game(expansion="base", seed=4).new_initial_state()
    play_random(s, random.Random(4), until=lambda s: s.turn >= 12)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(s.to_json()))
    # Move 0 is the first setup placement of seat 0; so is any later turn-player decision.
    at = next(
        n
        for n in range(len(s.history()) - 1, 0, -1)
        if _replayed(s, n).current_player() >= 0 and not _replayed(s, n).pending
    )
    code, out = invoke(path, "--move", at, "--iterations", "40", "--json")
    assert code == 0, out
    assert json.loads(out) == json.loads(
        json.dumps(analyze(_replayed(s, at), iterations=40).to_json())
    )


def _replayed(s: ck.State, moves: int) -> ck.State:
    replay = s.game.new_initial_state()
    for action in s.history()[:moves]:
        replay.apply(action)
    return replay


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--seat", "2"], "seat 2 is not to act: seat 0 is"),
        (["--move", "5"], "the record has 0 moves: --move must be 0 to 0, not 5"),
        (["--seconds", "-1"], "-1"),
        (["--iterations", "0"], "0"),
    ],
)
def test_bad_options_are_refused(near_win: Path, args: list[str], message: str) -> None:
    code, out = invoke(near_win, *args)
    assert code == 2
    assert message in out
    assert "Traceback" not in out


def test_bad_files_are_refused(tmp_path: Path) -> None:
    missing = tmp_path / "missing.json"
    assert invoke(missing)[0] == 2
    broken = tmp_path / "broken.json"
    broken.write_text("[1")
    code, out = invoke(broken)
    assert code == 2 and "not a readable JSON file" in out
    no_game = tmp_path / "no_game.json"
    no_game.write_text(json.dumps(CK_NEAR_WIN))
    code, out = invoke(no_game)
    assert code == 2 and "has no 'game'" in out
    bad = tmp_path / "bad.json"
    d = _state(ck_game(), CK_NEAR_WIN).to_json()
    d["players"][0]["roads"] = [19, 19]
    bad.write_text(json.dumps(d))
    code, out = invoke(bad)
    assert code == 2 and "players[0].roads" in out


def test_a_position_with_nobody_to_act_is_refused(tmp_path: Path) -> None:
    s = _state(ck_game(), CK_NEAR_WIN)
    s.apply(ck.Action("build_city", 23))
    path = tmp_path / "over.json"
    path.write_text(json.dumps(s.to_json()))
    code, out = invoke(path)
    assert code == 2 and "the game is over: nobody is to act" in out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"[" * 100_000 + b"]" * 100_000, "nested too deep"),
        (b'{"game": {}, "turn": ' + b"9" * 5000 + b"}", "Exceeds the limit"),
        (b"\xff\xfe{}", "not a readable JSON file ('utf-8' codec"),
        (b"", "not a readable JSON file (Expecting value"),
        (b"null", "a position is a JSON object"),
    ],
    ids=["nested", "huge-integer", "not-utf8", "empty", "null"],
)
def test_files_that_are_not_json_positions_are_one_line_errors(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    result = CliRunner().invoke(main, ["analyze", str(path)])
    assert result.exit_code == 2, result.output
    assert not isinstance(result.exception, Exception) or isinstance(
        result.exception, SystemExit
    ), repr(result.exception)
    assert message in result.output


def test_a_fifo_is_refused_not_read_forever(tmp_path: Path) -> None:
    fifo = tmp_path / "position.json"
    os.mkfifo(fifo)
    code, out = invoke(fifo)  # reading it would wait for a writer forever
    assert code == 2 and "not a regular file" in out


def test_a_file_too_big_to_be_a_position_is_refused_unread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cli_analyze, "MAX_POSITION_BYTES", 100)
    path = tmp_path / "big.json"
    path.write_text(json.dumps({"game": {}, "pad": "x" * 200}))
    code, out = invoke(path)
    assert code == 2 and "more than a position file holds (at most 100)" in out


@pytest.mark.parametrize(
    ("seconds", "message"),
    [("inf", "inf is not in the range"), ("1e400", "not in the range"), ("nan", "nan is not")],
)
def test_seconds_that_would_never_end_are_refused(
    near_win: Path, seconds: str, message: str
) -> None:
    code, out = invoke(near_win, "--seconds", seconds)
    assert code == 2 and message in out, out
