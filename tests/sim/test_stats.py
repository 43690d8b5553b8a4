"""Statistics of a game: counted from the actions and events and read from the final state."""

from __future__ import annotations

import random

import cityknights as ck
from cityknights import Game, State
from cityknights.bots import make_bot
from cityknights.seeds import bot_seed, chance_seed
from cityknights.sim.runner import play_game, sample_outcome
from cityknights.sim.stats import (
    BARBARIAN_CODES,
    BASE_VP_SOURCES,
    VP_SOURCES,
    card_kinds,
    game_stats,
    vp_sources,
)


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
    stats = game_stats(
        state, {"barbarians_repelled": 3, "barbarians_won": 1}, {"spy": [0, 2, 0, 0]}
    )
    cards = stats.pop("cards_played")
    assert list(cards) == sorted(PROGRESS_PLAYED)
    assert cards["spy"] == [0, 2, 0, 0]
    assert all(v == [0, 0, 0, 0] for card, v in cards.items() if card != "spy")
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


def replay(
    expansion: str, specs: list[str], seed: int, **opts: object
) -> tuple[State, dict[str, int], dict[str, list[int]]]:
    """The game play_game plays, by hand: its final state, event codes and cards played."""
    game = Game(expansion=expansion, players=len(specs), seed=seed, **opts)  # type: ignore[arg-type]
    bots = [make_bot(spec, bot_seed(seed, seat)) for seat, spec in enumerate(specs)]
    rng = random.Random(chance_seed(seed))
    state = game.new_initial_state()
    seen = dict.fromkeys(BARBARIAN_CODES, 0)
    played: dict[str, list[int]] = {}
    while not state.is_terminal():
        player = state.current_player()
        if player == ck.CHANCE:
            events = state.apply(sample_outcome(state.chance_outcomes(), rng))
        else:
            action = bots[player].choose(state.view(player), state.legal_actions())
            events = state.apply(action)
            if action.kind.startswith("play_"):
                played.setdefault(action.kind[5:], [0] * len(specs))[player] += 1
        for event in events:
            if event.code in seen:
                seen[event.code] += 1
    return state, seen, played


def test_play_game_counts_attacks_vp_sources_and_cards() -> None:
    specs = ["random"] * 4
    seed = 5
    result = play_game("ck", specs, seed, max_turns=400)
    state, seen, played = replay("ck", specs, seed, max_turns=400)
    assert result.stats == game_stats(state, seen, played)
    stats = result.stats
    assert state.attacks > 0
    assert stats["barbarians_repelled"] + stats["barbarians_won"] == state.attacks
    for seat in range(4):
        assert sum(stats["vp"][s][seat] for s in VP_SOURCES) == result.victory_points[seat]
    assert sum(map(sum, stats["cards_played"].values())) == sum(map(sum, played.values())) > 0
    assert set(played) <= set(stats["cards_played"])


def test_a_base_game_has_vp_sources_and_dev_cards_played() -> None:
    specs = ["random"] * 3
    result = play_game("base", specs, 2, max_turns=300)
    state, _, played = replay("base", specs, 2, max_turns=300)
    assert result.stats == game_stats(state, {}, played)
    assert set(result.stats) == {"vp", "cards_played"}
    assert list(result.stats["vp"]) == list(BASE_VP_SOURCES)
    assert list(result.stats["cards_played"]) == [
        "knight", "monopoly", "road_building", "year_of_plenty"
    ]  # fmt: skip
    for seat in range(3):
        assert sum(v[seat] for v in result.stats["vp"].values()) == result.victory_points[seat]


PROGRESS_PLAYED = [
    "alchemist", "bishop", "commercial_harbor", "crane", "deserter", "diplomat", "engineer",
    "intrigue", "inventor", "irrigation", "master_merchant", "medicine", "merchant",
    "merchant_fleet", "mining", "resource_monopoly", "road_building", "saboteur", "smith", "spy",
    "trade_monopoly", "warlord", "wedding",
]  # fmt: skip


def test_card_kinds_and_vp_sources_of_each_expansion() -> None:
    assert list(card_kinds("ck").values()) == PROGRESS_PLAYED  # Printer, Constitution: revealed
    assert card_kinds("base") == {
        "play_knight": "knight", "play_monopoly": "monopoly",
        "play_road_building": "road_building", "play_year_of_plenty": "year_of_plenty",
    }  # fmt: skip
    assert vp_sources("ck") == VP_SOURCES and vp_sources("base") == BASE_VP_SOURCES
