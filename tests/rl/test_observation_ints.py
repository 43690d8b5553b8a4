"""The vector env's observation integers read from the State (rl/observation_ints.py) are
the encoder's integers of the compact view, position by position, for every seat."""

from __future__ import annotations

import random

import pytest

from cityknights import CHANCE, Game
from cityknights.rl.observation import ObservationEncoder
from cityknights.rl.observation_ints import ObservationInts
from tests.engine.helpers import by_build, random_states

# (expansion, players, special_build, paired): both expansions, 3 to 6 players, the
# Special Build Phase on and off, the paired players' part-turn.
SHAPES = [
    ("base", 3, None, False),
    ("base", 4, None, False),
    ("base", 5, None, False),
    ("base", 6, False, False),
    ("base", 4, True, False),
    ("ck", 3, None, False),
    ("ck", 4, None, False),
    ("ck", 5, None, False),
    ("ck", 6, None, False),
    ("ck", 4, True, False),
    ("ck", 5, None, True),
]
# The pure-Python build: the Special Build Phase on with 4 seats and off with 6, and the
# paired players (tests/engine/helpers.by_build; the compiled build plays every shape).
PURE_SHAPES = [("base", 4, True, False), ("base", 6, False, False), ("ck", 5, None, True)]


def check_game(
    expansion: str, players: int, special_build: bool | None, paired: bool, seed: int
) -> None:
    """One random game played in place; at every position each seat's integers from the
    State against the encoder's of its compact view. One writer per seat kept across the
    game (as a vector env's game keeps its own), and one writer for all seats in turn (its
    kept board must follow the seat)."""
    flags: dict[str, object] = {"five_six_turns": "paired"} if paired else {}
    if special_build is not None and not paired:
        flags["special_build_phase"] = special_build
    game = Game(expansion=expansion, players=players, seed=seed, max_turns=60, **flags)
    encoder = ObservationEncoder(expansion, players, game.special_build, game.paired)
    per_seat = [ObservationInts(encoder) for _ in range(players)]
    shared = ObservationInts(encoder)
    for state in random_states(game.new_initial_state(), random.Random(seed)):
        if state.current_player() == CHANCE:
            continue  # nobody observes a chance node (the encoder has no context for it)
        for seat in range(players):
            board, values = encoder.integers(state.compact_view(seat))
            kept = per_seat[seat].integers(state, seat)
            assert kept == (board, values), (state.context(), seat)
            assert shared.integers(state, seat) == kept
            again = per_seat[seat].integers(state, seat)
            assert again[0] is kept[0]  # unchanged: the same bytes object


@pytest.mark.parametrize(
    ("expansion", "players", "special_build", "paired"), by_build(SHAPES, PURE_SHAPES)
)
def test_the_state_writer_gives_the_encoders_integers(
    expansion: str, players: int, special_build: bool | None, paired: bool
) -> None:
    check_game(expansion, players, special_build, paired, seed=11)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_private_decisions_show_the_same_to_every_seat(players: int) -> None:
    """The decisions whose view shows one seat something private (a Spy's or Master
    Merchant's peek, a Commercial Harbor's card: rare in random games) queued on random
    C&K positions: each seat's integers from the State equal the encoder's."""
    game = Game(expansion="ck", players=players, seed=4, max_turns=200)
    encoder = ObservationEncoder("ck", players, game.special_build)
    writers = [ObservationInts(encoder) for _ in range(players)]
    rng = random.Random(4)
    for k, state in enumerate(random_states(game.new_initial_state(), random.Random(4))):
        if k % 25 or state.is_terminal() or state.phase not in ("main", "pre_roll"):
            continue
        turn = state.turn_seat
        other = (turn + rng.randrange(1, players)) % players
        queues = [
            [("spy", turn, other)],
            [("master_merchant", turn, other | 2 << 3), ("discard", other, 3)],
            [("harbor_answer", other, rng.randrange(5))],
            [("harbor_answer", turn, rng.randrange(5))],
            [("steal", turn, other), ("discard", turn, 4), ("discard", other, 2)],
        ]
        kept = state.pending
        for queue in queues:
            state.pending = queue
            for seat in range(players):
                expected = encoder.integers(state.compact_view(seat))
                assert writers[seat].integers(state, seat) == expected, (queue, seat)
        state.pending = kept


def test_reset_forgets_the_kept_board() -> None:
    game = Game(expansion="ck", players=4, seed=2)
    state = game.new_initial_state()
    writer = ObservationInts(ObservationEncoder("ck", 4))
    first = writer.integers(state, 1)[0]
    writer.reset()
    again = writer.integers(state, 1)[0]
    assert again == first and again is not first
