"""A game's analysis from its record (docs/analysis.md): the chart, the judged decisions,
the labels by the chance given up."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from cityknights.engine import Action, State
from cityknights.records import analysis
from cityknights.records.analysis import THRESHOLDS, analyse, judged_moves, label
from cityknights.records.headless import play_recorded


@pytest.mark.parametrize(
    ("given_up", "expected"),
    [(0.0, None), (0.049, None), (0.05, "inaccuracy"), (0.1, "mistake"), (0.19, "mistake"),
     (0.2, "blunder"), (1.0, "blunder")],
)  # fmt: skip
def test_labels_follow_the_documented_thresholds(given_up: float, expected: str | None) -> None:
    assert label(given_up) == expected
    assert dict(THRESHOLDS) == {"blunder": 0.2, "mistake": 0.1, "inaccuracy": 0.05}


def test_a_bots_game_has_every_seat_judged_a_humans_game_its_humans() -> None:
    record = play_recorded("base", ["heuristic", "random", "heuristic"], 3, max_turns=25)
    assert {record["moves"][i]["seat"] for i in judged_moves(record)} == {0, 1, 2}
    result = analyse(record, iterations=8)
    assert len(result["chart"]) == len(record["moves"]) + 1
    assert {m["seat"] for m in result["moves"]} == {0, 1, 2}
    for judged in result["moves"]:  # the moves as JSON too, for the client to word them
        played = Action.from_json(judged["played_action"])
        assert played == Action.from_json(record["moves"][judged["version"] - 1]["action"])
        assert str(played) == judged["played"]
        assert str(Action.from_json(judged["best_action"])) == judged["best"]
    record["players"][1] = {**record["players"][1], "kind": "human", "bot": None}
    assert {record["moves"][i]["seat"] for i in judged_moves(record)} == {1}
    result = analyse(record, iterations=8)
    assert {m["seat"] for m in result["moves"]} == {1}
    assert result["iterations"] == 8 and result["cpu_seconds"] > 0


def test_a_decision_is_labelled_by_the_chance_given_up_as_shown(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A CI run judged a loss of 0.04996: shown as 0.05, yet labelled nothing.
    record = play_recorded("base", ["heuristic", "random", "heuristic"], 3, max_turns=25)

    def ranked(state: State, iterations: int, seed: int) -> SimpleNamespace:
        legal = state.legal_actions()
        values = [0.5] + [0.5 - 0.04996] * (len(legal) - 1)
        actions = [SimpleNamespace(action=a, value=v) for a, v in zip(legal, values, strict=True)]
        return SimpleNamespace(actions=actions)

    monkeypatch.setattr(analysis, "analyze", ranked)
    judged, _ = analysis.judge(record, judged_moves(record))
    below = [j for j in judged if j["given_up"] > 0]
    assert below, "some move played was not the first ranked"
    assert all(j["given_up"] == 0.05 and j["label"] == "inaccuracy" for j in below), below
