"""The generic random-game test: every expansion and ruleset runs it.

Random legal play (chance sampled from a seeded RNG); at every step the invariants of
cityknights.engine.invariants hold: legal actions well formed, non-empty and each
applicable; cards conserved; piece limits; VP recount; views leak nothing; clone equal and
independent; JSON round-trip; and replaying the history gives the same final state.
`cityknights check --games N` runs the same checker on any number of games.
"""

from __future__ import annotations

import pytest

from cityknights import Game
from cityknights.engine import COMPILED
from cityknights.engine.invariants import InvariantError, play_checked_game

# (name, game options): every player count in both expansions, and with each rule flag.
BASE = {"expansion": "base", "max_turns": 500}
CK = {"expansion": "ck", "max_turns": 300}
CONFIGS = [
    ("base-4", {**BASE, "players": 4}),
    ("base-3", {**BASE, "players": 3}),
    ("base-4-official", {**BASE, "players": 4, "ruleset": "official"}),
    ("base-4-partial-shortage", {**BASE, "players": 4, "bank_shortage": "partial"}),
    ("base-3-friendly-robber", {**BASE, "players": 3, "friendly_robber": True}),
    ("base-4-discard-9", {**BASE, "players": 4, "discard_limit": 9}),
    ("ck-4", {**CK, "players": 4}),
    ("ck-3", {**CK, "players": 3}),
    (
        "ck-4-flags",
        {
            **CK,
            "players": 4,
            "robber_active_on_attack_roll": False,
            "chase_robber_numbered_only": True,
            "progress_limit_own_turn": 4,
            "bank_shortage": "partial",
        },
    ),
    # 5-6 players: the 30-hex board and the Special Build Phase (RULES.md §22).
    ("base-5", {**BASE, "players": 5}),
    ("base-6", {**BASE, "players": 6}),
    ("ck-5", {**CK, "players": 5}),
    ("ck-6", {**CK, "players": 6}),
    (
        "ck-6-flags",
        {
            **CK,
            "players": 6,
            "sbp_knight_move": True,
            "sbp_city_improvements": False,
            "sbp_city_walls": False,
            "board_tokens": "spiral",
            "board_no_adjacent_deserts": True,
            "commodities_56": 21,
            "sbp_promotion_shared": True,
            "progress_discard_after_sbp": True,
        },
    ),
    ("base-4-special-build", {**BASE, "players": 4, "special_build_phase": True}),
    ("base-5-no-special-build", {**BASE, "players": 5, "special_build_phase": False}),
]
GAMES_PER_CHUNK = 10
# 5-6 players: one chunk of each (a game costs about what a 4-player game does).
CHUNKS = {
    "base-4": 5, "base-3": 3, "ck-4": 3, "ck-3": 2, "base-5": 1, "base-6": 1, "ck-5": 1,
    "ck-6": 1, "ck-6-flags": 1, "base-4-special-build": 1, "base-5-no-special-build": 1,
}  # fmt: skip  # 300 games in all
# The compiled build plays every chunk; the pure-Python build (the same source, run by the
# interpreter, several times slower) the first half of each configuration's first chunk,
# 80 games. CI runs both builds (.ci/run), so every game is played on every change.
PURE_CHUNKS = 1
PURE_GAMES_PER_CHUNK = 5


def chunks(name: str) -> int:
    wanted = CHUNKS.get(name, 2)
    return wanted if COMPILED else min(wanted, PURE_CHUNKS)


@pytest.mark.long
@pytest.mark.parametrize(
    ("name", "options", "chunk"),
    [(name, options, chunk) for name, options in CONFIGS for chunk in range(chunks(name))],
)
def test_random_games_keep_invariants(name: str, options: dict, chunk: int) -> None:
    for i in range(GAMES_PER_CHUNK if COMPILED else PURE_GAMES_PER_CHUNK):
        seed = 1000 * chunk + i
        game = Game(seed=seed, **options)
        result = play_checked_game(game, seed, deep_every=25)
        assert result.steps > 0
        assert result.turns >= 1


def test_checker_catches_a_broken_invariant() -> None:
    """The checker is not vacuous: corrupting a state is reported."""
    from cityknights.engine.invariants import check_cards, check_scores

    game = Game(seed=3)
    state = game.new_initial_state()
    honest = state.hands
    state.hands = ((1, *honest[0][1:]), *honest[1:])  # a card out of nowhere
    with pytest.raises(InvariantError, match="card 0"):
        check_cards(state)
    state.hands = honest
    state.longest_road = 2  # an award nobody earned
    with pytest.raises(InvariantError, match="longest road"):
        check_scores(state)


def test_five_six_games_use_the_special_build_phase() -> None:
    """The phase is played, not skipped over: seats build in it and pass."""
    for players in (5, 6):
        result = play_checked_game(
            Game(expansion="ck", players=players, seed=7, max_turns=120), 7, deep_every=50
        )
        assert result.kinds.get("end_special_build", 0) > 10
        assert result.kinds.get("build_road", 0) > 0


def test_same_seed_same_game() -> None:
    a = play_checked_game(Game(seed=11, max_turns=300), 11, deep_every=1000, apply_all=False)
    b = play_checked_game(Game(seed=11, max_turns=300), 11, deep_every=1000, apply_all=False)
    assert (a.steps, a.winner, a.turns, a.kinds) == (b.steps, b.winner, b.turns, b.kinds)
