"""`cityknights analyze`: a position file or a game record at a move, text or JSON, 5-6
seats (a turn, and a Special Build slot), and bad arguments refused with exit status 2."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import cityknights as ck
from cityknights.bots.analysis import analyze
from cityknights.cli import analyze as cli_analyze
from cityknights.cli import main

from .bots.test_analysis import CK_NEAR_WIN, _state
from .engine.helpers import ck_game, play_random


def invoke(*args: object) -> tuple[int, str]:
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


# ----------------------------------------------------------------- 5-6 players (issue 27)
def _five_six(players: int, expansion: str, seed: int, until: Any) -> ck.State:
    """A random game of `players` seats on a random 30-hex board, played until `until`."""
    s = ck.Game(expansion=expansion, players=players, seed=seed).new_initial_state()
    play_random(s, random.Random(seed), until=lambda s: s.is_terminal() or until(s))
    assert not s.is_terminal() and until(s), "the random game never reached the position"
    return s


def _searched(s: ck.State) -> set[str]:
    """The legal actions the analysis ranks: all but domestic trade offers."""
    return {str(a) for a in s.legal_actions() if a.kind != "offer_trade"}


def _turn_decision(s: ck.State) -> bool:
    """The turn player's decision in the main phase, with a few actions to rank."""
    return (
        s.turn >= 8
        and s.phase == "main"
        and not s.pending
        and s.current_player() == s.turn_seat
        and len(_searched(s)) >= 3
    )


def _special_build_slot(s: ck.State) -> bool:
    """A seat's slot in the Special Build Phase, with something to build in it."""
    return s.turn >= 5 and s.context() == "special_build" and len(_searched(s)) >= 2


def _check_analysis(tmp_path: Path, s: ck.State, *args: str, open_: bool = False) -> dict[str, Any]:
    """`cityknights analyze` on `s`, text and JSON: the seat to act's every searched legal
    action ranked, a chance for every seat, the JSON the library's analysis. Returns it."""
    seat, n = s.current_player(), s.game.players
    path = tmp_path / "position.json"
    path.write_text(json.dumps(s.to_json()))
    # The position file says it all: 5-6 seats, the 30-hex board, the phase and its slots.
    assert ck.State.from_json(None, json.loads(path.read_text())).to_json() == s.to_json()
    code, out = invoke(path, "--iterations", "30", "--seat", seat, *args)
    assert code == 0, out
    assert out.startswith(f"Seat {seat} to act, turn {s.turn} ({s.phase}); searched 30 ")
    assert [line.split(":")[0] for line in out.splitlines() if line.startswith("  seat ")] == [
        f"  seat {p}" for p in range(n)
    ]
    code, out = invoke(path, "--iterations", "30", "--seat", seat, "--json", *args)
    assert code == 0, out
    got: dict[str, Any] = json.loads(out)
    expected = analyze(s, iterations=30, open=open_)
    assert got == json.loads(json.dumps(expected.to_json()))
    assert got["seat"] == seat and [c["seat"] for c in got["chances"]] == list(range(n))
    assert {a["text"] for a in got["actions"]} == _searched(s)
    assert sum(a["visits"] for a in got["actions"]) == got["iterations"] >= 30
    return got


@pytest.mark.parametrize(
    ("players", "expansion", "seed"), [(5, "base", 3), (6, "ck", 3)], ids=["5-base", "6-ck"]
)
def test_a_five_or_six_player_position_is_analysed(
    tmp_path: Path, players: int, expansion: str, seed: int
) -> None:
    s = _five_six(players, expansion, seed, _turn_decision)
    assert len(s.game.board.terrains) == 30
    _check_analysis(tmp_path, s)


@pytest.mark.parametrize(
    ("players", "expansion", "seed"), [(5, "base", 3), (6, "ck", 3)], ids=["5-base", "6-ck"]
)
def test_a_special_build_slot_is_analysed_open_and_closed(
    tmp_path: Path, players: int, expansion: str, seed: int
) -> None:
    s = _five_six(players, expansion, seed, _special_build_slot)
    seat = s.current_player()
    assert seat != s.turn_seat  # the slot is another seat's, between two turns
    got = _check_analysis(tmp_path, s, "--open", open_=True)
    assert "end_special_build()" in {a["text"] for a in got["actions"]}
    # Closed too: nothing hidden is pending in a slot, so the seat's view is resampled
    # there as between the turn player's decisions (engine/view/seat_view.py).
    got = _check_analysis(tmp_path, s)
    assert "end_special_build()" in {a["text"] for a in got["actions"]}
