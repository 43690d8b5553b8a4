"""The mcts bot's and the analysis's search options: wrong types and values past any
useful search are refused naming the option, before a search that would never end."""

from __future__ import annotations

import random

import pytest

from cityknights.bots import BotSpecError, parse_bot_spec
from cityknights.bots.analysis import AnalysisError, analyze
from cityknights.bots.mcts import MctsBot
from cityknights.engine import Game

BAD_VALUES = [
    ("iterations", 99999999999, "iterations must be at most 10000000"),
    ("iterations", None, "iterations must be an integer, not None"),
    ("iterations", 5.0, "iterations must be an integer, not 5.0"),
    ("iterations", True, "iterations must be an integer, not True"),
    ("seconds", 1e308, "seconds must be at most 86400"),
    ("seconds", float("inf"), "seconds must be a finite number, not inf"),
    ("seconds", float("nan"), "seconds must be a finite number, not nan"),
    ("seconds", "1", "seconds must be a finite number, not '1'"),
    ("rounds", 99999999, "rounds must be at most 1000"),
    ("samples", 10**9, "samples must be at most 10000"),
    ("samples", [], "samples must be an integer, not []"),
    ("width", -2, "width must be at least 1, not -2"),
    ("c", float("nan"), "c must be a finite number, not nan"),
    ("c", {}, "c must be a finite number, not {}"),
]


@pytest.mark.parametrize(("name", "value", "message"), BAD_VALUES)
def test_the_bot_refuses_a_bad_search_option(name: str, value: object, message: str) -> None:
    with pytest.raises(ValueError, match="^" + message.replace("[", r"\[").replace("(", r"\(")):
        MctsBot(random.Random(0), **{name: value})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("mcts:iterations=99999999999", "iterations must be at most 10000000"),
        ("mcts:seconds=1e308", "seconds must be at most 86400"),
        ("mcts:rounds=99999999", "rounds must be at most 1000"),
    ],
)
def test_a_spec_asking_for_a_search_that_would_never_end_is_refused(
    spec: str, message: str
) -> None:
    with pytest.raises(BotSpecError, match=message):
        parse_bot_spec(spec)


@pytest.mark.parametrize(("name", "value", "message"), BAD_VALUES)
def test_the_analysis_refuses_a_bad_search_option(name: str, value: object, message: str) -> None:
    state = Game(seed=1).new_initial_state()
    with pytest.raises(AnalysisError) as info:
        analyze(state, **{"iterations": 5, name: value})  # type: ignore[arg-type]
    assert str(info.value).startswith(message)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"seed": [1]}, "seed must be an integer, a string, a random.Random or None"),
        ({"open": "yes"}, "open must be True or False, not 'yes'"),
    ],
)
def test_the_analysis_refuses_a_bad_seed_or_open(options: dict[str, object], message: str) -> None:
    state = Game(seed=1).new_initial_state()
    with pytest.raises(AnalysisError, match=message):
        analyze(state, iterations=5, **options)  # type: ignore[arg-type]


@pytest.mark.parametrize("value", ["nope", "", 5, [], None])
def test_the_bot_refuses_an_unknown_evaluation_naming_the_known_ones(value: object) -> None:
    with pytest.raises(
        ValueError, match=r"^evaluation must be one of heuristic, search, duel, net, not "
    ):
        MctsBot(random.Random(0), evaluation=value)  # type: ignore[arg-type]
    with pytest.raises(BotSpecError, match="evaluation must be one of"):
        parse_bot_spec(f"mcts:evaluation={value}")


def test_the_evaluation_option_changes_the_weights_the_search_scores_with() -> None:
    from cityknights.bots.evaluate import EVALUATIONS

    for name, weights in EVALUATIONS.items():
        bot = MctsBot(random.Random(0), evaluation=name)
        assert bot.core.weights is weights
        assert bot.core.nets is None
    assert MctsBot(random.Random(0)).core.weights is EVALUATIONS["heuristic"]


def test_the_net_evaluation_scores_with_the_shipped_networks() -> None:
    from cityknights.bots.value_net import load_value_nets

    bot = MctsBot(random.Random(0), evaluation="net")
    assert bot.core.nets is load_value_nets()
    assert set(bot.core.nets) == {"base", "ck"}


def test_the_net_evaluation_scores_where_the_search_stops() -> None:
    import cityknights as ck
    from cityknights.bots.evaluate import SEARCH_WEIGHTS, win_chances
    from cityknights.bots.value_net import load_value_nets

    s = ck.Game(expansion="ck", seed=5).new_initial_state()
    rng = random.Random(5)
    while s.turn < 12:
        cp = s.current_player()
        s.apply(s.sample_chance(rng) if cp == ck.CHANCE else rng.choice(s.legal_actions()))
    search = MctsBot(random.Random(0), evaluation="net").core
    chances = search.play_out(s.clone(), stop=s.turn)  # stops at once: the evaluation
    assert chances == win_chances(s, weights=SEARCH_WEIGHTS, nets=load_value_nets())
    assert chances != win_chances(s, weights=SEARCH_WEIGHTS)
