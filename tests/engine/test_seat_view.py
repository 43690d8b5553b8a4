"""The typed seat view: its wire form, its public skeleton, its resampling, its reading
back from JSON (cityknights/engine/view)."""

from __future__ import annotations

import json
import random
import types
from collections.abc import Iterator

import pytest

from cityknights import CHANCE, Game, ResampleError, SeatError, SeatView, State
from cityknights.engine.determinize import sample_states
from cityknights.engine.rules import view as wire
from cityknights.engine.view.seat_view import POLICY_FIELDS
from tests.engine.helpers import by_build, random_states, spaced

# 5-6 seats too: their bank is larger (RULES.md §22.3), which a deal of 3-4 seats' totals
# could not fit, and every search then fell back to the heuristic bot.
SHAPES = [("base", 4), ("ck", 4), ("base", 3), ("ck", 3), ("base", 5), ("ck", 6)]
# The whole-game walks on the pure-Python build: a 5-seat bank and a C&K game
# (tests/engine/helpers.by_build; the compiled build walks every shape).
WALKED = by_build(SHAPES, [("base", 5), ("ck", 4)])


def _states(expansion: str, players: int, seed: int, every: int = 5) -> Iterator[State]:
    """Every `every`-th state of a random game (setup included), played on in place."""
    game = Game(expansion=expansion, players=players, seed=seed, max_turns=300)
    for k, state in enumerate(random_states(game.new_initial_state(), random.Random(seed))):
        if k % every == 0:
            yield state


def _resamplable(state: State) -> bool:
    return (
        state.current_player() == state.turn_seat
        and not state.pending
        and state.offer is None
        and (state.phase in ("pre_roll", "main") or state.phase.startswith("setup"))
    )


def _field_names() -> list[str]:
    """SeatView's public fields: its annotations (pure Python), or its attributes'
    descriptors (the compiled class keeps no annotations)."""
    names = set(SeatView.__annotations__) | {
        name
        for name in dir(SeatView)
        if isinstance(getattr(SeatView, name, None), types.GetSetDescriptorType)
    }
    found = sorted(name for name in names if not name.startswith("_"))
    assert len(found) > 50, found
    return found


@pytest.mark.parametrize(("expansion", "players"), WALKED)
def test_the_wire_form_is_the_view_of_the_position_itself(expansion: str, players: int) -> None:
    """`seat_view(seat).to_json()` (read from the skeleton, whose hidden cards are a fixed
    deal) is byte for byte the view built from the position's own hidden cards."""
    for state in _states(expansion, players, seed=3, every=spaced(3)):
        for seat in [None, *range(players)]:
            got = state.seat_view(seat).to_json()
            assert json.dumps(got) == json.dumps(wire.view(state, seat)), (seat, state.turn)


@pytest.mark.parametrize(("expansion", "players"), SHAPES)
def test_the_skeleton_holds_only_what_the_seat_knows(expansion: str, players: int) -> None:
    """Two positions the seat cannot tell apart (the hidden cards dealt again) give the
    same skeleton, hidden part included: the fixed deal comes from the seat's knowledge."""
    rng = random.Random(5)
    checked = 0
    for state in _states(expansion, players, seed=4):
        if not _resamplable(state):
            continue
        seat = state.turn_seat
        view = state.seat_view(seat)
        other = view.resample(rng)
        again = other.seat_view(seat)
        assert again._skeleton == view._skeleton
        assert again._skeleton is not None and again._skeleton.history() == []
        assert again.to_json() == view.to_json()
        checked += 1
    assert checked > 10


@pytest.mark.parametrize(("expansion", "players"), WALKED)
def test_resampling_draws_as_the_position_based_determinizer(expansion: str, players: int) -> None:
    """The same states, drawn in the same order from the rng, as the determinizer's
    position dicts through the parser (so fixed-seed searches play the same games), from
    the typed view and from the wire view read back."""
    checked = 0
    for state in _states(expansion, players, seed=6):
        if not _resamplable(state):
            continue
        seat = state.turn_seat
        view = state.seat_view(seat)
        expected = sample_states(view.to_json(), random.Random(checked), state.game, 3)
        rng = random.Random(checked)
        assert [view.resample(rng) for _ in range(3)] == expected
        read_back = SeatView.from_json(state.view(seat))
        rng = random.Random(checked)
        # (Its Game is made from the view: an equal one, not the same object.)
        assert [read_back.resample(rng).key() for _ in range(3)] == [s.key() for s in expected]
        checked += 1
    assert checked > 10


@pytest.mark.parametrize(("expansion", "players"), [("base", 5), ("ck", 6), ("ck", 5)])
def test_a_special_build_slot_is_resampled_keeping_every_count_the_seat_knows(
    expansion: str, players: int
) -> None:
    """In a Special Build slot (RULES.md §22.5) nothing hidden is pending: the seat to
    act, not the turn seat, gets positions dealt from its knowledge, the slots to come
    kept, and every deal differs from the others only in what the seat cannot see."""
    rng = random.Random(9)
    checked = 0
    for state in _states(expansion, players, seed=10, every=1):
        if state.phase != "special_build" or state.current_player() == CHANCE:
            continue
        seat = state.current_player()
        assert seat != state.turn_seat
        view = state.seat_view(seat)
        for _ in range(2):
            other = view.resample(rng)
            assert other.pending == state.pending and other.phase == "special_build"
            assert other.hands[seat] == state.hands[seat] and other.bank == state.bank
            assert [sum(h) for h in other.hands] == [sum(h) for h in state.hands]
            assert other.seat_view(seat).to_json() == view.to_json()
            assert sorted(map(str, other.legal_actions())) == sorted(
                map(str, state.legal_actions())
            )
        checked += 1
        if checked >= 12:
            break
    assert checked >= 12


@pytest.mark.parametrize(("expansion", "players"), [("base", 4), ("ck", 4), ("ck", 6)])
def test_a_seats_own_pending_decision_is_resampled_on_request_from_what_it_knows(
    expansion: str, players: int
) -> None:
    """`resample(rng, pending=True)` at the seat's own pending decision (a search of its
    choices): the pending decisions kept, every count and what the seat is shown kept,
    the same view and the same legal moves; refused for another seat's decision."""
    rng = random.Random(11)
    kinds: set[str] = set()
    for state in _states(expansion, players, seed=12, every=1):
        seat = state.current_player()
        if not state.pending or seat == CHANCE or seat < 0 or state.offer is not None:
            continue
        if state.phase == "special_build":  # its slots resample without the request
            continue
        view = state.seat_view(seat)
        with pytest.raises(ResampleError):
            view.resample(rng)  # without the request: only between the turn's decisions
        for _ in range(2):
            other = view.resample(rng, pending=True)
            assert other.pending == state.pending and other.phase == state.phase
            assert other.hands[seat] == state.hands[seat] and other.bank == state.bank
            assert [sum(h) for h in other.hands] == [sum(h) for h in state.hands]
            assert other.seat_view(seat).to_json() == view.to_json()
            assert sorted(map(str, other.legal_actions())) == sorted(
                map(str, state.legal_actions())
            )
        bystander = next(p for p in range(players) if p != seat)
        with pytest.raises(ResampleError):
            state.seat_view(bystander).resample(rng, pending=True)
        kinds.add(state.pending[0][0])
        if len(kinds) >= 3:
            break
    assert len(kinds) >= 2, kinds


def test_a_resample_is_a_position_of_its_own() -> None:
    state = next(s for s in _states("ck", 4, seed=7) if s.phase == "main" and _resamplable(s))
    view = state.seat_view(state.turn_seat)
    a, b = view.resample(random.Random(1)), view.resample(random.Random(1))
    assert a == b and a is not b and a.hands is not b.hands
    a.apply(a.legal_actions()[0])
    assert b == view.resample(random.Random(1))


def test_resampling_is_refused_mid_decision_for_a_spectator_and_without_a_random() -> None:
    for state in _states("base", 4, seed=8, every=1):
        if state.pending and state.current_player() != CHANCE:
            seat = state.current_player()
            with pytest.raises(ResampleError, match="between the turn player's decisions"):
                state.seat_view(seat).resample(random.Random(1))
            break
    state = Game(seed=1).new_initial_state()
    with pytest.raises(ResampleError, match="spectator"):
        state.seat_view(None).resample(random.Random(1))
    with pytest.raises(ResampleError, match=r"random\.Random"):
        state.seat_view(0).resample(1)  # type: ignore[arg-type]
    public = SeatView.public(state, 0)
    with pytest.raises(ResampleError, match="cannot be resampled"):
        public.resample(random.Random(1))
    with pytest.raises(ResampleError, match="no wire form"):
        public.to_json()


@pytest.mark.parametrize(("expansion", "players"), WALKED)
def test_read_back_from_json_and_the_public_view_hold_the_same_fields(
    expansion: str, players: int
) -> None:
    fields = _field_names()
    for state in _states(expansion, players, seed=9, every=spaced(4)):
        for seat in range(players):
            view = state.seat_view(seat)
            for other in (SeatView.from_json(view.to_json()), SeatView.public(state, seat)):
                for name in fields:
                    assert getattr(other, name) == getattr(view, name), name
            assert SeatView.from_json(view.to_json()).to_json() == view.to_json()


@pytest.mark.parametrize(("expansion", "players"), WALKED)
def test_the_policy_view_holds_its_fields_as_the_public_view_and_no_other(
    expansion: str, players: int
) -> None:
    """`SeatView.for_policy` (the search's policy) fills exactly POLICY_FIELDS, each
    equal to the full view's; reading any other field fails loudly, never stale."""
    fields = _field_names()
    assert set(POLICY_FIELDS) <= set(fields)
    for state in _states(expansion, players, seed=10, every=spaced(4)):
        for seat in range(players):
            full, lean = SeatView.public(state, seat), SeatView.for_policy(state, seat)
            for name in fields:
                if name in POLICY_FIELDS:
                    assert getattr(lean, name) == getattr(full, name), name
                else:
                    with pytest.raises(AttributeError):
                        getattr(lean, name)


def test_a_malformed_json_view_is_refused_by_name() -> None:
    view = Game(seed=1).new_initial_state().view(0)
    with pytest.raises(ValueError, match="no 'robber'"):
        SeatView.from_json({k: v for k, v in view.items() if k != "robber"})
    with pytest.raises(ValueError, match="no seat of the game"):
        SeatView.from_json({**view, "seat": 7})
    with pytest.raises(ValueError, match="JSON object"):
        SeatView.from_json([1, 2])  # type: ignore[arg-type]
    with pytest.raises(SeatError):
        Game(seed=1).new_initial_state().seat_view(4)


def test_the_progress_why_not_is_the_engines_for_each_card_in_hand() -> None:
    checked = 0
    for state in _states("ck", 4, seed=10, every=2):
        for seat in range(4):
            why = state.seat_view(seat).progress_why()
            held = [k for k, n in enumerate(state.progress_hand[seat]) if n]
            assert sorted(why) == held
            for k in held:
                name = wire.PROGRESS_NAMES[k]
                assert why[k] == state.progress_refusal(seat, name)
                checked += 1
    assert checked > 50
    assert Game(seed=1).new_initial_state().seat_view(0).progress_why() == {}


def test_the_seat_view_reads_as_its_wire_form() -> None:
    """An outside bot written against the JSON view reads a SeatView the same way."""
    state = Game(expansion="ck", seed=2).new_initial_state()
    view = state.seat_view(1)
    assert view["seat"] == 1 and view.get("nope", 3) == 3 and "hand" in view
    assert dict(view) == state.view(1) and len(view) == len(state.view(1))
    assert list(view) == list(state.view(1)) and dict(view.items()) == state.view(1)
