"""A reader's record (public, seat:N) replays (docs/records.md, "Replaying a record"):
its hidden chance outcomes from the revealed seed, its hidden choices by every legal one
that fits what the reader saw, to the true final position as the reader sees it; a
running game's record replays up to the first outcome only the seed decides, and says
so; a tampered record is caught at the move that does not fit."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from cityknights.cli import main
from cityknights.engine import Action, State
from cityknights.records.build import result_json
from cityknights.records.format import PUBLIC, RecordError, parse_view
from cityknights.records.headless import play_recorded
from cityknights.records.reader_replay import replay_reader
from cityknights.records.redact import redact
from cityknights.records.replay import initial_state, replay
from cityknights.records.validate import decode_record, validate


@pytest.fixture(scope="module", params=[("ck", 5), ("ck", 9), ("base", 11)], ids=str)
def game(request: pytest.FixtureRequest) -> dict[str, Any]:
    expansion, seed = request.param
    return play_recorded(expansion, ["heuristic", "random", "heuristic", "random"], seed,
                         max_turns=300)  # fmt: skip


def position(state: State) -> dict[str, Any]:
    """The full position, without the path taken to it (equal positions reached by
    other orders of hidden moves are merged by the replay)."""
    return {k: v for k, v in state.to_json().items() if k != "history"}


def readers(record: dict[str, Any]) -> list[str]:
    return ["public", *(f"seat:{s}" for s in range(len(record["players"])))]


def test_every_readers_record_replays_to_the_true_final_position(game: dict[str, Any]) -> None:
    truth = replay(game)
    assert truth.is_terminal()
    for reader in readers(game):
        view = parse_view(reader)
        record = decode_record(json.dumps(redact(game, view)))
        assert validate(record) == view
        hidden = sum(1 for m in record["moves"] if m.get("hidden"))
        reached = replay_reader(record)
        assert reached.complete and reached.replayed == len(record["moves"])
        assert reached.hidden_filled == hidden > 0
        # The truth is among the positions that fit, and each looks to the reader as the
        # true one does: what it could see is decided, what it could not may be open.
        assert position(truth) in [position(p) for p in reached.positions]
        for fit in reached.positions:
            assert fit.view(view.seat) == truth.view(view.seat)
            assert fit.is_terminal() and fit.winner() == truth.winner()
        if reached.state is not None:
            assert position(reached.state) == position(truth)


def test_a_full_record_replays_alike_through_the_readers_replay(game: dict[str, Any]) -> None:
    reached = replay_reader(game)
    assert reached.state is not None and reached.hidden_filled == 0
    assert position(reached.state) == position(replay(game))


def live_prefix(record: dict[str, Any], moves: int) -> dict[str, Any]:
    """The full record of the same game while it was still being played, at ``moves``
    moves: no seed revealed yet."""
    state = initial_state(record)
    for move in record["moves"][:moves]:
        state.apply(Action.from_json(move["action"]))
    assert not state.is_terminal()
    fairness = {k: v for k, v in record["fairness"].items() if k not in ("seed", "salt")}
    return {**record, "moves": record["moves"][:moves], "fairness": fairness,
            "result": result_json(state, moves)}  # fmt: skip


def test_a_running_games_record_replays_up_to_the_first_draw_the_seed_decides(
    game: dict[str, Any],
) -> None:
    live = redact(live_prefix(game, len(game["moves"]) // 2), PUBLIC)
    assert validate(live) == PUBLIC
    first_hidden_draw = next(
        i for i, m in enumerate(live["moves"]) if m.get("hidden") and m["seat"] == -1
    )
    reached = replay_reader(live)
    assert not reached.complete and reached.replayed == first_hidden_draw
    stopped = live["moves"][first_hidden_draw]
    assert reached.stopped is not None
    assert reached.stopped.startswith(f"version {stopped['version']} hides")
    assert "still being played" in reached.stopped
    # What was replayed is the true position before that draw.
    truth = initial_state(game)
    for move in game["moves"][:first_hidden_draw]:
        truth.apply(Action.from_json(move["action"]))
    assert position(truth) in [position(p) for p in reached.positions]


def tampered(record: dict[str, Any]) -> list[tuple[str, dict[str, Any], str]]:
    """(what was changed, the record, the error expected) for a public record."""
    moves = record["moves"]
    out = []
    steal = next(i for i, m in enumerate(moves) if m["action"]["kind"] == "steal_card")
    robbed = copy.deepcopy(record)  # the steal shown from another victim
    event = next(e for e in robbed["moves"][steal]["events"] if e["code"] == "stole")
    event["victim"] = next(s for s in range(len(record["players"]))
                           if s not in (event["victim"], event["seat"]))  # fmt: skip
    out.append(
        ("victim", robbed, rf"version {moves[steal]['version']}: the steal_card the seed gives")
    )
    dice = next(i for i, m in enumerate(moves) if m["action"]["kind"] == "dice" and i > 40)
    rolled = copy.deepcopy(record)  # a die changed, its events left: they no longer fit
    action = rolled["moves"][dice]["action"]
    action["white"] = action["white"] % 6 + 1
    out.append(("die", rolled, rf"version {moves[dice]['version']}: the move causes other"))
    swapped = copy.deepcopy(record)  # another seed, revealed with the right commitment's salt
    swapped["fairness"]["seed"] += 1
    out.append(("seed", swapped, r"version \d+: "))
    return out


def test_a_tampered_readers_record_is_named_where_it_stops_fitting(
    game: dict[str, Any],
) -> None:
    if game["config"]["expansion"] != "ck":
        pytest.skip("the C&K game has the dice with the event die this uses")
    for what, record, error in tampered(redact(game, PUBLIC)):
        with pytest.raises(RecordError, match=error):
            replay_reader(record)
            pytest.fail(f"a public record with another {what} replayed")


def test_the_replay_command_on_a_running_games_record(tmp_path: Path, game: dict[str, Any]) -> None:
    path = tmp_path / "live.json"
    path.write_text(json.dumps(redact(live_prefix(game, 200), parse_view("seat:0"))))
    done = CliRunner().invoke(main, ["record", "replay", str(path)])
    assert done.exit_code == 0, done.output
    assert "replayed " in done.output and " of 200 moves: seat:0 record" in done.output
    assert "stopped: version" in done.output and "still being played" in done.output
    assert "Traceback" not in done.output


def test_past_the_most_positions_one_line_that_fits_is_followed(
    game: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A record whose hidden choices leave too many candidates side by side is replayed
    depth first: one line of hidden moves that fits the whole record, the same to the
    reader as the truth."""
    from cityknights.records import reader_replay

    monkeypatch.setattr(reader_replay, "MAX_POSITIONS", 1)
    truth = replay(game)
    followed = 0
    for reader in readers(game):
        view = parse_view(reader)
        reached = replay_reader(redact(game, view))
        assert reached.complete and len(reached.positions) == 1
        fit = reached.positions[0]
        assert fit.view(view.seat) == truth.view(view.seat) and fit.winner() == truth.winner()
        if not reached.exhaustive:
            followed += 1
            assert reached.state is None  # one of several: not "the" position
    if game["config"]["expansion"] == "ck":
        assert followed > 0
