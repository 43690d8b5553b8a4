"""C&K statistics of a game: counted from the events and read from the final state."""

from __future__ import annotations

import random

import cityknights as ck
from cityknights import Game, State
from cityknights.bots import make_bot
from cityknights.sim.runner import play_game, sample_outcome
from cityknights.sim.seeds import bot_seed, chance_seed
from cityknights.sim.stats import BARBARIAN_CODES, VP_SOURCES, game_stats


def test_stats_of_a_position_written_by_hand() -> None:
    game = Game(expansion="ck", players=4, board="beginner")
    state = State.from_json(
        game,
        {
            "phase": "main",
            "turn": 30,
            "metropolis": {"science": 41},
            "merchant": {"hex": 9, "owner": 1},
            "players": [
                {"settlements": [12], "cities": [41], "improvements": {"science": 4},
                 "progress_vp": 1, "defender": 2},
                {"settlements": [13, 33], "cities": [24]},
                {}, {},
            ],
        },
    )  # fmt: skip
    stats = game_stats(state, {"barbarians_repelled": 3, "barbarians_won": 1})
    assert stats == {
        "barbarians_repelled": 3,
        "barbarians_won": 1,
        "metropolises": [1, 0, 0, 0],
        "vp": {
            "settlements": [1, 2, 0, 0],
            "cities": [2, 2, 0, 0],
            "metropolises": [2, 0, 0, 0],
            "longest_road": [0, 0, 0, 0],
            "defender": [2, 0, 0, 0],
            "progress": [1, 0, 0, 0],
            "merchant": [0, 1, 0, 0],
        },
    }
    for seat in range(4):
        assert sum(stats["vp"][s][seat] for s in VP_SOURCES) == state.victory_points(seat)


def test_play_game_counts_attacks_and_vp_sources() -> None:
    specs = ["random"] * 4
    seed = 5
    result = play_game("ck", specs, seed, max_turns=400)
    # The same game by hand, to compare with the final state.
    game = Game(expansion="ck", players=4, seed=seed, max_turns=400)
    bots = [make_bot(spec, bot_seed(seed, seat)) for seat, spec in enumerate(specs)]
    rng = random.Random(chance_seed(seed))
    state = game.new_initial_state()
    seen = dict.fromkeys(BARBARIAN_CODES, 0)
    while not state.is_terminal():
        player = state.current_player()
        if player == ck.CHANCE:
            events = state.apply(sample_outcome(state.chance_outcomes(), rng))
        else:
            events = state.apply(bots[player].choose(state.view(player), state.legal_actions()))
        for event in events:
            if event.code in seen:
                seen[event.code] += 1
    assert result.stats == game_stats(state, seen)
    stats = result.stats
    assert state.attacks > 0
    assert stats["barbarians_repelled"] + stats["barbarians_won"] == state.attacks
    for seat in range(4):
        assert sum(stats["vp"][s][seat] for s in VP_SOURCES) == result.victory_points[seat]


def test_a_base_game_has_no_stats() -> None:
    assert play_game("base", ["random"] * 3, 2, max_turns=300).stats == {}
