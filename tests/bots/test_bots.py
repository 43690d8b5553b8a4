"""The bot registry, spec parsing and the random bot."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

import pytest

from cityknights.bots import (
    BotSpec,
    BotSpecError,
    available_bots,
    make_bot,
    parse_bot_spec,
    register_bot,
)
from cityknights.bots.random_bot import RandomBot


@dataclass(frozen=True)
class FakeAction:
    kind: str
    n: int = 0


def test_random_is_registered() -> None:
    assert "random" in available_bots()
    assert isinstance(make_bot("random", 1), RandomBot)


def test_spec_with_options_is_parsed_and_converted() -> None:
    spec = parse_bot_spec(" random : offers = yes ")
    assert spec == BotSpec("random", {"offers": True})
    assert str(spec) == "random:offers=true"
    assert make_bot("random:offers=false", 1).offers is False  # type: ignore[attr-defined]
    assert make_bot(spec, 1).offers is True  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("alphazero", "unknown bot 'alphazero' (known bots: heuristic, mcts, random"),
        ("", "unknown bot ''"),
        ("random:depth=3", "bot 'random' has no option 'depth' (its options: offers)"),
        ("random:offers", "'offers' in 'random:offers' is not of the form key=value"),
        ("random:offers=maybe", "random:offers must be true or false, not 'maybe'"),
        ("random:offers=1:offers=0", "bot option 'offers' given twice"),
        ("mcts:seconds=inf", "mcts:seconds must be a finite number, not 'inf'"),
        ("mcts:seconds=-inf", "mcts:seconds must be a finite number, not '-inf'"),
        ("mcts:seconds=nan", "mcts:seconds must be a finite number, not 'nan'"),
        ("mcts:c=NaN", "mcts:c must be a finite number, not 'NaN'"),
        ("mcts:c=1e999", "mcts:c must be a finite number, not '1e999'"),
        ("mcts:iterations=1e3", "mcts:iterations must be an integer, not '1e3'"),
    ],
)
def test_bad_specs_are_rejected_with_a_clear_message(spec: str, message: str) -> None:
    with pytest.raises(BotSpecError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_bot_spec(spec)


def test_numeric_options_take_the_type_of_their_default() -> None:
    from cityknights.bots import _REGISTRY

    class Tunable:
        def __init__(self, rng: random.Random, iterations: int = 100, c: float = 1.0) -> None:
            self.iterations, self.c = iterations, c

        def choose(self, view, legal_actions):  # type: ignore[no-untyped-def]
            return legal_actions[0]

    register_bot("tunable-test", Tunable)
    try:
        bot = make_bot("tunable-test:iterations=400:c=1.5", 0)
        assert (bot.iterations, bot.c) == (400, 1.5)  # type: ignore[attr-defined]
        with pytest.raises(BotSpecError, match="tunable-test:iterations must be an integer"):
            parse_bot_spec("tunable-test:iterations=many")
        with pytest.raises(BotSpecError, match="tunable-test:c must be a finite number"):
            parse_bot_spec("tunable-test:c=x")
    finally:
        del _REGISTRY["tunable-test"]


def test_bot_names_cannot_hold_the_spec_separators() -> None:
    for name in ("", "a:b", "a,b", "a=b"):
        with pytest.raises(ValueError, match="bot name must be letters, digits"):
            register_bot(name, RandomBot)


def test_random_bot_skips_offers_by_default() -> None:
    actions = [FakeAction("offer_trade", i) for i in range(50)] + [FakeAction("end_turn")]
    bot = RandomBot(1)
    assert {bot.choose({}, actions) for _ in range(100)} == {FakeAction("end_turn")}


def test_random_bot_offers_when_asked_or_when_nothing_else_is_legal() -> None:
    offers = [FakeAction("offer_trade", i) for i in range(3)]
    assert RandomBot(1).choose({}, offers) in offers
    bot = RandomBot(3, offers=True)
    chosen = Counter(bot.choose({}, [*offers, FakeAction("end_turn")]).kind for _ in range(400))
    assert chosen["offer_trade"] > 200


def test_random_bot_is_uniform_and_deterministic() -> None:
    actions = [FakeAction("build", i) for i in range(4)]
    picks = [RandomBot(7).choose({}, actions) for _ in range(3)]
    assert picks[0] == picks[1] == picks[2]
    bot = RandomBot(random.Random(11))
    counts = Counter(bot.choose({}, actions).n for _ in range(4000))
    assert set(counts) == {0, 1, 2, 3}
    assert all(900 < c < 1100 for c in counts.values())


def test_random_bot_refuses_an_empty_action_list() -> None:
    with pytest.raises(ValueError, match="at least one legal action"):
        RandomBot(0).choose({}, [])


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_bots_play_6_seats_and_the_heuristic_builds_in_its_special_build_slots(
    expansion: str,
) -> None:
    """5-6 players (RULES.md §22): random, heuristic and mcts bots finish a 6-seat game on
    the 30-hex board, and the heuristic builds in Special Build slots, not only passes."""
    from cityknights import Game
    from cityknights.bots import make_bot

    specs = ["heuristic", "random", "mcts:iterations=4:samples=1"] * 2
    bots = [make_bot(spec, seat) for seat, spec in enumerate(specs)]
    state = Game(expansion=expansion, players=6, seed=3, max_turns=80).new_initial_state()
    rng = random.Random(3)
    built: dict[str, int] = {}
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
            continue
        seat = state.current_player()
        legal = state.legal_actions()
        action = bots[seat].choose(state.view(seat), legal)
        assert action in legal
        if state.context() == "special_build" and specs[seat] == "heuristic":
            built[action.kind] = built.get(action.kind, 0) + 1
        state.apply(action)
    assert built.get("end_special_build", 0) > 0
    assert sum(n for kind, n in built.items() if kind != "end_special_build") > 0, built
