"""Dice anyone can verify (docs/fair-dice.md): the commitment, the board and every chance
outcome checked against the revealed seed; any tampering named."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from cityknights.cli import main
from cityknights.engine import Action
from cityknights.records.fairness import chance_rng, commitment
from cityknights.records.format import PUBLIC, RecordError, parse_view
from cityknights.records.headless import play_recorded
from cityknights.records.redact import redact
from cityknights.records.replay import initial_state
from cityknights.records.validate import validate
from cityknights.records.verify import VerifyError, verify
from cityknights.seeds import derive_seed


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    return play_recorded("ck", ["heuristic"] * 4, 21, max_turns=300)


def first(record: dict[str, Any], kind: str, after: int = 50) -> dict[str, Any]:
    return next(m for m in record["moves"] if m["action"]["kind"] == kind and m["version"] > after)


def test_a_headless_game_draws_as_the_server_does(record: dict[str, Any]) -> None:
    # The server's stream for the outcome stored at version v + 1 (server/table.py).

    assert (
        chance_rng(7, 12).random()
        == __import__("random").Random(derive_seed(7, "chance", 12)).random()
    )
    verified = verify(record)
    assert verified.total == sum(1 for m in record["moves"] if m["seat"] == -1)
    assert {"dice", "steal_card", "draw_progress"} <= set(verified.outcomes)


def test_a_tampered_die_roll_is_named(record: dict[str, Any]) -> None:
    tampered = copy.deepcopy(record)
    move = first(tampered, "dice")
    move["action"]["red"] = move["action"]["red"] % 6 + 1
    with pytest.raises(VerifyError, match=f"version {move['version']}: the record has dice"):
        verify(tampered)


def test_a_tampered_drawn_card_is_named(record: dict[str, Any]) -> None:
    tampered = copy.deepcopy(record)
    move = first(tampered, "draw_progress")
    # Another card the deck could have given at that moment: the draw stays legal.

    state = initial_state(record)
    for m in record["moves"][: move["version"] - 1]:
        state.apply(Action.from_json(m["action"]))
    other = next(a for a, p in state.chance_outcomes() if p > 0 and a.to_json() != move["action"])
    move["action"] = other.to_json()
    with pytest.raises(
        VerifyError, match=f"version {move['version']}: the record has draw_progress"
    ):
        verify(tampered)


def test_a_swapped_seed_or_board_is_named(record: dict[str, Any]) -> None:
    tampered = copy.deepcopy(record)
    tampered["fairness"]["seed"] += 1
    with pytest.raises(VerifyError, match="do not give the commitment"):
        verify(tampered)
    # A new seed with a matching commitment: the board (and the dice) betray it.
    tampered["fairness"]["commitment"] = commitment(
        tampered["fairness"]["seed"], tampered["fairness"]["salt"]
    )
    with pytest.raises(VerifyError, match="board is not the one the seed makes"):
        verify(tampered)


def test_what_cannot_be_verified_says_why(record: dict[str, Any]) -> None:
    old = copy.deepcopy(record)
    old["fairness"] = None
    with pytest.raises(RecordError, match="made before them"):
        verify(old)


def test_a_readers_record_verifies_its_hidden_draws_filled_in_from_the_seed(
    record: dict[str, Any],
) -> None:
    full = verify(record)
    public = verify(redact(record, PUBLIC))
    # What the public saw is checked outcome by outcome; what it did not see is filled
    # in from the seed and fits what it saw: together, every outcome of the full record.
    assert public.hidden and not full.hidden
    assert public.outcomes + public.hidden == full.outcomes
    seat = verify(redact(record, parse_view("seat:1")))
    assert seat.outcomes + seat.hidden == full.outcomes
    assert sum(seat.hidden.values()) < sum(public.hidden.values())


def test_a_tampered_card_in_a_readers_record_is_named(record: dict[str, Any]) -> None:
    move = first(record, "draw_progress")
    drawer = next(e for e in move["events"] if "audience" in e)["audience"][0]
    seat = redact(record, parse_view(f"seat:{drawer}"))  # the seat that saw the draw
    state = initial_state(record)
    for m in record["moves"][: move["version"] - 1]:
        state.apply(Action.from_json(m["action"]))
    other = next(a for a, p in state.chance_outcomes() if p > 0 and a.to_json() != move["action"])
    tampered = copy.deepcopy(seat)
    tampered["moves"][move["version"] - 1]["action"] = other.to_json()
    with pytest.raises(VerifyError, match=f"version {move['version']}: the record has"):
        verify(tampered)
    dice = first(seat, "dice")
    tampered = copy.deepcopy(seat)
    tampered["moves"][dice["version"] - 1]["action"]["red"] = dice["action"]["red"] % 6 + 1
    with pytest.raises(VerifyError, match=f"version {dice['version']}: the record has dice"):
        verify(redact(tampered, PUBLIC))


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_fifty_finished_games_of_each_expansion_verify(expansion: str) -> None:
    bots = ["random", "heuristic", "random", "heuristic"]
    for seed in range(50):
        record = play_recorded(expansion, bots[: 3 + seed % 2], 1000 + seed, max_turns=400)
        validate(record)
        assert record["result"]["status"] == "finished"
        assert verify(record).total > 0


def test_the_verify_command(tmp_path: Path, record: dict[str, Any]) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    done = CliRunner().invoke(main, ["verify", str(path)])
    assert done.exit_code == 0 and done.output.startswith("fair:"), done.output
    tampered = copy.deepcopy(record)
    first(tampered, "dice")["action"]["white"] = first(tampered, "dice")["action"]["white"] % 6 + 1
    path.write_text(json.dumps(tampered))
    done = CliRunner().invoke(main, ["verify", str(path)])
    assert done.exit_code == 3 and "NOT FAIR: version" in done.output
    path.write_text(json.dumps(redact(record, PUBLIC)))
    done = CliRunner().invoke(main, ["verify", str(path)])
    assert done.exit_code == 0 and done.output.startswith("fair:"), done.output
    assert "filled in from the seed fit everything it shows" in done.output
