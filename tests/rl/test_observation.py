"""The observation encoder: its layout (and docs/observation.md), what each slice holds,
and that hidden information cannot change an observation."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import numpy as np
import pytest

from cityknights import CHANCE, Game, SeatError, SeatView, State
from cityknights.engine.constants import NOBODY
from cityknights.engine.rules.registry import CONTEXTS as ENGINE_CONTEXTS
from cityknights.rl.observation import (
    CONTEXTS,
    CONTEXTS_PAIRED,
    CONTEXTS_SPECIAL_BUILD,
    HIGH,
    ObservationEncoder,
    encoder_for,
    markdown_table,
)
from tests.engine.helpers import by_build, random_states, spaced

# 5-6 players (the 30-hex board and the Special Build Phase): one shape of each size.
SHAPES = [("base", 3), ("base", 4), ("ck", 3), ("ck", 4), ("base", 5), ("ck", 6)]
# The whole-game walks on the pure-Python build: a 5-seat game and a C&K game
# (tests/engine/helpers.by_build; the compiled build walks every shape).
WALKED = by_build(SHAPES, [("base", 5), ("ck", 4)])
DOC = Path(__file__).resolve().parents[2] / "docs" / "observation.md"
# Chance nodes: nobody decides there, so no observation names them.
CHANCE_CONTEXTS = {"dice", "alchemist_dice", "draw_dev", "progress_draw"}


def decision_states(expansion: str, players: int, seed: int, every: int = 7) -> list[State]:
    """Clones of every `every`-th seat decision of one random game (the setup included)."""
    game = Game(expansion=expansion, players=players, seed=seed, max_turns=300)
    out = []
    for k, state in enumerate(random_states(game.new_initial_state(), random.Random(seed))):
        if k % every == 0 and not state.is_terminal() and state.current_player() != CHANCE:
            out.append(state.clone())
    return out


@pytest.mark.parametrize(("expansion", "players"), SHAPES)
def test_docs_list_every_slice(expansion: str, players: int) -> None:
    encoder = encoder_for(expansion, players)
    assert markdown_table(encoder) in DOC.read_text()
    layout = encoder.layout()
    assert layout[0][1] == 0 and layout[-1][2] == encoder.size
    for (_, _, stop, _, _), (_, start, _, _, _) in itertools.pairwise(layout):
        assert stop == start  # contiguous, no gap, no overlap


def test_contexts_cover_every_decision_of_the_engine() -> None:
    engine = set(ENGINE_CONTEXTS["base"]) | set(ENGINE_CONTEXTS["ck"])
    # A game plays the Special Build Phase or the paired players' part-turn, never both.
    assert engine - CHANCE_CONTEXTS - {"part_turn"} <= set(CONTEXTS_SPECIAL_BUILD)
    assert engine - CHANCE_CONTEXTS - {"special_build"} <= set(CONTEXTS_PAIRED)
    assert engine - CHANCE_CONTEXTS - {"special_build", "part_turn"} <= set(CONTEXTS)
    assert len(set(CONTEXTS_SPECIAL_BUILD)) == len(CONTEXTS_SPECIAL_BUILD)
    assert len(set(CONTEXTS_PAIRED)) == len(CONTEXTS_PAIRED)
    # Without a Special Build Phase the layout is what it was: the same contexts.
    assert (*CONTEXTS[:-1], "special_build", "over") == CONTEXTS_SPECIAL_BUILD
    assert (*CONTEXTS[:-1], "part_turn", "over") == CONTEXTS_PAIRED


def test_docs_list_the_paired_players_layout() -> None:
    encoder = encoder_for("ck", 6, paired=True)
    assert encoder.contexts == CONTEXTS_PAIRED and not encoder.special_build
    assert markdown_table(encoder) in DOC.read_text()
    # The same slices as with a Special Build Phase: only the context's names differ.
    sbp = encoder_for("ck", 6)
    assert [(n, a, b) for n, a, b, _, _ in encoder.layout()] == [
        (n, a, b) for n, a, b, _, _ in sbp.layout()
    ]


@pytest.mark.parametrize(
    ("players", "special_build"), [(3, None), (5, True)], ids=["3-players", "with-sbp"]
)
def test_a_paired_encoder_needs_4_players_and_no_special_build(
    players: int, special_build: bool | None
) -> None:
    with pytest.raises(ValueError, match=r"paired .* needs at least 4 players"):
        ObservationEncoder("ck", players, special_build, paired=True)


def test_a_paired_game_encodes_the_part_turn() -> None:
    """five_six_turns="paired" (RULES.md §22.5.7): each part-turn's view has its context
    hot, and the partner is to act and playing the turn."""
    game = Game(expansion="ck", players=5, seed=3, max_turns=40, five_six_turns="paired")
    encoder = encoder_for("ck", 5, game.special_build, game.paired)
    seen = 0
    for state in random_states(game.new_initial_state(), random.Random(3)):
        if state.is_terminal() or state.current_player() == CHANCE:
            continue
        seat = state.current_player()
        obs = encoder.split(encoder.encode(state.view(seat)))
        assert obs["context"][encoder.contexts.index(state.context())] == 1.0
        if state.context() == "part_turn":
            seen += 1
            assert obs["context"][CONTEXTS_PAIRED.index("part_turn")] == 1.0
            assert obs["turn_seat"][0] == 1.0 and obs["current_player"][0] == 1.0
            if seen == 3:
                break
    assert seen == 3


@pytest.mark.parametrize(("expansion", "players"), SHAPES)
def test_slices_hold_the_view(expansion: str, players: int) -> None:
    """Pieces, hands and whose turn it is, read back from the vector, match the State,
    seats counted from the observer."""
    encoder = encoder_for(expansion, players)
    for state in decision_states(expansion, players, seed=11, every=37):
        seat = state.current_player()
        obs = encoder.split(encoder.encode(state.view(seat)))
        assert obs["hand"].shape == (encoder.n_cards,)
        for p in range(players):
            r = (p - seat) % players
            assert set(np.flatnonzero(obs["settlements"][r])) == set(state.settlements[p])
            assert set(np.flatnonzero(obs["cities"][r])) == set(state.cities[p])
            assert set(np.flatnonzero(obs["roads"][r])) == set(state.roads[p])
            assert obs["players"][r][0] == pytest.approx(
                state.view(seat)["player_info"][p]["public_vp"] / 10
            )
        np.testing.assert_allclose(
            obs["hand"] * 10, state.hands[seat][: encoder.n_cards], atol=1e-5
        )
        assert obs["current_player"][0] == 1.0 and obs["current_player"].sum() == 1.0
        assert obs["context"][encoder.contexts.index(state.context())] == 1.0
        assert obs["robber"][state.robber] == 1.0
        assert obs["vp"][0] == pytest.approx(state.victory_points(seat) / 10)
        if expansion == "ck":
            for v in range(len(state.knight_owner)):
                owner = state.knight_owner[v]
                levels = obs["knights"][:, :, v]
                if owner == NOBODY:
                    assert levels.sum() == 0
                else:
                    assert levels[(owner - seat) % players, state.knight_level[v] - 1] == 1.0


@pytest.mark.parametrize(("expansion", "players"), WALKED)
def test_values_stay_in_the_declared_bounds(expansion: str, players: int) -> None:
    encoder = encoder_for(expansion, players)
    for state in decision_states(expansion, players, seed=5, every=spaced(7)):
        for seat in range(players):
            vector = encoder.encode(state.view(seat))
            assert vector.dtype == np.float32 and vector.shape == (encoder.size,)
            assert vector.min() >= 0.0 and vector.max() <= HIGH


def scramble_hidden(state: State, observer: int, rng: random.Random) -> State:
    """A copy with every card the observer cannot see redealt: the other seats' hands,
    development and progress cards keep their sizes but not their kinds, and the decks keep
    their sizes but not their order or composition (Printer and Constitution stay where
    they are: their being drawn is public). The public bank counts are left as they were."""
    s = state.clone()
    n_cards = s.game.n_cards

    def redeal(counts: list[int], kinds: list[int]) -> list[int]:
        out = list(counts)
        total = sum(counts[k] for k in kinds)
        for k in kinds:
            out[k] = 0
        for _ in range(total):
            out[rng.choice(kinds)] += 1
        return out

    for p in range(s.game.players):
        if p == observer:
            continue
        hand = tuple(redeal(list(s.hands[p]), list(range(n_cards))))
        s.hands = (*s.hands[:p], hand, *s.hands[p + 1 :])
        dealt = tuple(redeal(list(s.dev_hand[p]), list(range(len(s.dev_hand[p])))))
        s.dev_hand = (*s.dev_hand[:p], dealt, *s.dev_hand[p + 1 :])
        if s.game.ck:
            s.progress_hand[p] = redeal(s.progress_hand[p], list(range(len(s.progress_hand[p]))))
    s.dev_deck = tuple(redeal(s.dev_deck, list(range(len(s.dev_deck)))))
    if s.game.ck:
        from cityknights.engine.constants import PROGRESS_TRACK, PROGRESS_VP_CARDS

        for t in range(3):
            kinds = [
                k
                for k, track in enumerate(PROGRESS_TRACK)
                if track == t and k not in PROGRESS_VP_CARDS
            ]
            s.deck[t] = redeal(s.deck[t], kinds)
    return s


@pytest.mark.long
@pytest.mark.parametrize(("expansion", "players"), WALKED)
def test_hidden_information_does_not_change_the_observation(expansion: str, players: int) -> None:
    encoder = encoder_for(expansion, players)
    rng = random.Random(3)
    changed = 0
    for state in decision_states(expansion, players, seed=21, every=spaced(5)):
        for observer in range(players):
            if state.pending and state.pending[0][0] in ("spy", "master_merchant"):
                continue  # the observer is being shown a hand: that hand is not hidden
            scrambled = scramble_hidden(state, observer, rng)
            others = [p for p in range(players) if p != observer]
            changed += any(scrambled.hands[p] != state.hands[p] for p in others)
            np.testing.assert_array_equal(
                encoder.encode(scrambled.view(observer)), encoder.encode(state.view(observer))
            )
            # The environments' path: the compact view.
            np.testing.assert_array_equal(
                encoder.encode_compact(scrambled.compact_view(observer)),
                encoder.encode_compact(state.compact_view(observer)),
            )
    assert changed > 10  # the scramble did move hidden cards


@pytest.mark.parametrize(("expansion", "players"), WALKED)
def test_the_compact_view_is_the_view_in_numbers(expansion: str, players: int) -> None:
    """`state.compact_view(seat)` is rebuilt from `state.view(seat)` alone (read back
    into a SeatView): it holds nothing the view does not, and it encodes to the same
    vector. The seat view's own compact form is it too. (Two encoders, one fed the compact
    views and one the full views: each keeps its own last board, so they agree only if
    both paths encode every position alike.)"""
    encoder = ObservationEncoder(expansion, players)
    from_view = encoder_for(expansion, players)
    for state in decision_states(expansion, players, seed=8, every=spaced(4)):
        for seat in range(players):
            compact, view = state.compact_view(seat), state.view(seat)
            assert compact == SeatView.from_json(view).compact()
            assert compact == state.seat_view(seat).compact()
            np.testing.assert_array_equal(encoder.encode_compact(compact), from_view.encode(view))


def test_the_compact_view_refuses_a_spectator_and_a_seat_not_in_the_game() -> None:
    state = Game(expansion="base", players=3, seed=1).new_initial_state()
    for seat in (None, 3, True):
        with pytest.raises(SeatError):
            state.compact_view(seat)


def test_the_observer_sees_its_own_hand_change() -> None:
    """The scramble test's converse: changing the observer's own hand does show."""
    encoder = encoder_for("base", 4)
    state = decision_states("base", 4, seed=2, every=50)[-1]
    seat = state.current_player()
    changed = state.clone()
    more = tuple(c + 1 for c in changed.hands[seat])
    changed.hands = (*changed.hands[:seat], more, *changed.hands[seat + 1 :])
    assert not np.array_equal(encoder.encode(changed.view(seat)), encoder.encode(state.view(seat)))


def test_refuses_views_it_cannot_encode() -> None:
    state = Game(expansion="base", players=4, seed=1).new_initial_state()
    with pytest.raises(ValueError, match="spectator"):
        encoder_for("base", 4).encode(state.view(None))
    with pytest.raises(ValueError, match="ck with 3 players, not base with 4"):
        encoder_for("ck", 3).encode(state.view(0))
    with pytest.raises(ValueError, match="expansion"):
        ObservationEncoder("seafarers", 4)
    with pytest.raises(ValueError, match="players"):
        ObservationEncoder("base", 2)
    with pytest.raises(KeyError, match="no slice 'nope'"):
        encoder_for("base", 4).slice("nope")


@pytest.mark.parametrize(("expansion", "players"), WALKED)
def test_kept_board_and_pieces_never_go_stale(expansion: str, players: int) -> None:
    """The encoder reuses the last view's board and pieces while they are equal: one
    encoder fed a whole game in order (and every seat in turn) gives what a fresh encoder
    gives for each view, and so does a view changed in place after it was encoded."""
    kept = ObservationEncoder(expansion, players)
    for state in decision_states(expansion, players, seed=5, every=spaced(3)):
        for seat in (state.current_player(), 0):
            view = state.view(seat)
            fresh = ObservationEncoder(expansion, players).encode(view)
            np.testing.assert_array_equal(kept.encode(view), fresh)
    view = state.view(0)
    kept.encode(view)
    free = next(e for e in range(len(state.road)) if state.road[e] == NOBODY)
    view["roads"].append([free, 1])  # in place: the same list object, a new road
    view["numbers"][view["numbers"].index(6)] = 8  # as the Inventor would
    np.testing.assert_array_equal(
        kept.encode(view), ObservationEncoder(expansion, players).encode(view)
    )


def test_a_turn_past_255_takes_the_wide_path_with_the_same_numbers() -> None:
    """Past 255 the integers do not fit a byte: the encoder divides them in int64 and
    float64 instead; every other entry must come out as in the byte path."""
    encoder = ObservationEncoder("base", 3)
    view = Game(players=3, seed=2).new_initial_state().compact_view(0)
    late = dict(view, turn=300)
    short, wide = encoder.encode_compact(view), encoder.encode_compact(late)
    turn = encoder.slice("turn").start
    assert wide.dtype == np.float32 and wide[turn] == np.float32(3.0)
    np.testing.assert_array_equal(np.delete(wide, turn), np.delete(short, turn))
