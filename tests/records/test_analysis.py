"""A game's analysis from its record (docs/analysis.md): the chart, the judged decisions,
the labels by the chance given up."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

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


def test_chunks_chained_from_the_last_position_judge_as_replays_from_the_start() -> None:
    # The server sends each chunk the position the one before it ended at (pickled, as
    # between processes) and only its own moves; a chunk replayed from move 0 judges the
    # same, so the game is replayed once, not once per chunk.
    import itertools
    import pickle

    record = play_recorded("base", ["heuristic", "random", "heuristic"], 5, max_turns=30)
    plan = analysis.chunks(record)
    spans = analysis.spans(record, plan)
    assert len(plan) >= 3
    assert spans[0][0] == 0 and spans[-1][1] == len(record["moves"])
    assert all(a[1] == b[0] for a, b in itertools.pairwise(spans))  # no gap
    assert all(first <= indices[0] and indices[-1] < end
               for indices, (first, end) in zip(plan, spans, strict=True))  # fmt: skip
    state: State | dict[str, Any] = record["config"]
    chained = []
    for indices, (first, end) in zip(plan, spans, strict=True):
        found, _, state = analysis.judge_from(
            state, record["moves"][first:end], first, indices, iterations=4
        )
        state = pickle.loads(pickle.dumps(state))
        chained.append(found)
    assert [analysis.judge(record, indices, iterations=4)[0] for indices in plan] == chained
    assert sum(map(len, chained)) > 0
    # The last chunk ends at the game's end.
    assert state.is_terminal()
    assert analysis.spans(record, []) == []
