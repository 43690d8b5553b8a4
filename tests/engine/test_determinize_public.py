"""Determinization keeps what is public knowledge beyond the counts: the progress cards
played (and so put under their deck, in order), a seat's own discards under a deck, and
the base game's development cards played. A sample never deals such a card into a hidden
hand or the shuffled part of a deck.

The oracle here follows the game's events, not the engine's bookkeeping of who saw what:
a played card is seen by every seat, a discarded one by its owner, and a deck's bottom
loses its first card when a draw takes it (the truth state says when).
"""

from __future__ import annotations

import random

import pytest

import cityknights as ck
from cityknights.engine.constants import (
    CARDS_PER_TYPE,
    COMMODITIES_PER_TYPE,
    DEV_BY_NAME,
    DEV_DECK,
    GATE_POLITICS,
    KNIGHT,
    N_PROGRESS,
    PROGRESS_BY_NAME,
    PROGRESS_TRACK,
    progress_deck,
)
from cityknights.engine.determinize import sample_state, sample_states
from cityknights.engine.errors import PositionError
from cityknights.engine.invariants import check_cards

from .helpers import act, by_build, ck_game, players, position, random_action

EVERYONE = -2  # the oracle's mark of a card every seat saw go under the deck
# Copies of each progress card kind in the three decks together.
COPIES = tuple(sum(progress_deck(t)[k] for t in range(3)) for k in range(N_PROGRESS))


def _between_decisions(s: ck.State) -> bool:
    return s.current_player() >= 0 and s.phase in ("pre_roll", "main") and not s.pending


def _check_cards_agree(s: ck.State, d: ck.State, seat: int) -> None:
    """Resources and commodities: every hand size, the bank and the seat's own hand."""
    assert d.view(seat) == s.view(seat)
    assert [sum(h) for h in d.hands] == [sum(h) for h in s.hands]
    assert d.hands[seat] == s.hands[seat] and d.bank == s.bank
    n_types = 8 if s.game.ck else 5
    totals = [CARDS_PER_TYPE] * 5 + [COMMODITIES_PER_TYPE] * 3
    for c in range(n_types):
        assert sum(h[c] for h in d.hands) + d.bank[c] == totals[c]
    check_cards(d)


@pytest.mark.long
@pytest.mark.parametrize("game_seed", by_build([3, 11], [3]))
def test_ck_samples_keep_played_and_own_discarded_progress_cards_under_their_deck(
    game_seed: int,
) -> None:
    game = ck.Game(expansion="ck", seed=game_seed, max_turns=120)
    s = game.new_initial_state()
    rng = random.Random(game_seed)
    under: list[list[tuple[int, int]]] = [[], [], []]  # per track: (card, who saw it)
    checked = 0
    while not s.is_terminal():
        if _between_decisions(s) and any(under):
            seat = s.current_player()
            view = s.view(seat)
            for d in sample_states(view, random.Random(checked), game, 8):
                _check_cards_agree(s, d, seat)
                for t in range(3):
                    # The bottom's size and every card the seat saw go there, in place.
                    assert len(d.deck_bottom[t]) == len(s.deck_bottom[t])
                    for i, (card, seen_by) in enumerate(under[t]):
                        if seen_by in (EVERYONE, seat):
                            assert d.deck_bottom[t][i] == card
                # Hence no hidden hand or shuffled part holds more copies than remain.
                for k in range(N_PROGRESS):
                    t = PROGRESS_TRACK[k]
                    known = sum(
                        1 for card, who in under[t] if card == k and who in (EVERYONE, seat)
                    )
                    elsewhere = d.deck[t][k] + sum(
                        d.progress_hand[p][k] for p in range(game.players) if p != seat
                    )
                    assert elsewhere + known + d.progress_hand[seat][k] <= COPIES[k]
            checked += 1
        for event in s.apply(random_action(s, rng)):
            if event.code == "progress_played":
                k = PROGRESS_BY_NAME[event.data["card"]]
                under[PROGRESS_TRACK[k]].append((k, EVERYONE))
            elif event.code == "progress_discarded":
                assert event.secret is not None
                k = PROGRESS_BY_NAME[event.secret["card"]]
                under[PROGRESS_TRACK[k]].append((k, event.data["seat"]))
        for t in range(3):
            del under[t][: len(under[t]) - len(s.deck_bottom[t])]  # drawn from the bottom
            assert [card for card, _ in under[t]] == list(s.deck_bottom[t])
    assert checked > 20


@pytest.mark.long
def test_base_samples_never_deal_a_played_development_card() -> None:
    game = ck.Game(expansion="base", seed=5, max_turns=300)
    s = game.new_initial_state()
    rng = random.Random(5)
    played = [0] * len(DEV_DECK)  # by kind, knights included
    checked = 0
    while not s.is_terminal():
        if _between_decisions(s) and any(played[k] for k in range(len(DEV_DECK)) if k != KNIGHT):
            seat = s.current_player()
            view = s.view(seat)
            for i in range(8):
                d = sample_state(view, random.Random(i))
                _check_cards_agree(s, d, seat)
                assert sum(d.dev_deck) == sum(s.dev_deck)
                for k in range(len(DEV_DECK)):
                    in_play = d.dev_deck[k] + sum(h[k] for h in d.dev_hand)
                    assert in_play + played[k] == DEV_DECK[k], (k, played)
            checked += 1
        for event in s.apply(random_action(s, rng)):
            if event.code == "dev_played":
                played[DEV_BY_NAME[event.data["card"]]] += 1
    assert checked > 5


def _after_an_off_turn_discard() -> ck.State:
    """Seat 1, holding 4 trade cards, draws a Spy on seat 0's politics gate and discards
    it under the politics deck: only seat 1 saw which card went there."""
    s = position(ck_game(), phase="pre_roll", players=players(seat1={
        "progress_cards": {"merchant": 2, "merchant_fleet": 1, "resource_monopoly": 1},
        "improvements": {"politics": 1}}))  # fmt: skip
    s.apply(act("roll"))
    s.apply(act("dice", 1, 1, GATE_POLITICS))
    s.apply(act("draw_progress", PROGRESS_BY_NAME["spy"]))
    s.apply(act("discard_progress", PROGRESS_BY_NAME["spy"]))
    assert (s.context(), s.current_player()) == ("main", 0)
    return s


def test_a_discard_under_a_deck_is_seen_by_its_owner_only() -> None:
    s = _after_an_off_turn_discard()
    assert s.view(1)["deck_bottom"]["politics"] == ["spy"]
    assert s.view(0)["deck_bottom"]["politics"] == [None]
    assert s.view(None)["deck_bottom"] == {"trade": [], "politics": [None], "science": []}
    assert s.views([None, 1])[1]["deck_bottom"]["politics"] == ["spy"]
    d = s.to_json()
    assert d["decks"]["politics"]["bottom_seen"] == [1]
    assert "bottom_seen" not in d["decks"]["trade"]  # nobody saw anything: left out
    assert ck.State.from_json(s.game, d) == s


def test_samples_keep_a_seats_own_discard_and_vary_anothers() -> None:
    s = _after_an_off_turn_discard()
    owner = [d.deck_bottom[1] for d in sample_states(s.view(1), random.Random(1), None, 30)]
    assert set(owner) == {(PROGRESS_BY_NAME["spy"],)}
    view = s.view(0)
    others = sample_states(view, random.Random(2), None, 60)
    assert all(d.view(0) == view for d in others)
    under = {d.deck_bottom[1] for d in others}
    assert len(under) > 3  # any politics card but the seat's own ...
    assert (PROGRESS_BY_NAME["constitution"],) not in under  # ... never a VP card


@pytest.mark.parametrize(
    ("seen", "error"),
    [
        ([1, 1], "expected a list of 1 entries"),
        ("all", "expected a list of 1 entries"),
        (["everyone"], r'bottom_seen\[0\]: expected "all", a seat 0-3 or null'),
        ([4], r'bottom_seen\[0\]: expected "all", a seat 0-3 or null'),
        ([True], r'bottom_seen\[0\]: expected "all", a seat 0-3 or null'),
    ],
)
def test_a_bad_bottom_seen_is_refused_by_name(seen: object, error: str) -> None:
    d = _after_an_off_turn_discard().to_json()
    d["decks"]["politics"]["bottom_seen"] = seen
    with pytest.raises(PositionError, match=error):
        ck.State.from_json(ck_game(), d)


def test_unseen_bottom_cards_are_vp_cards_only_when_nothing_else_is_left() -> None:
    # A position written by hand: the whole politics deck under it, nobody saw it go there
    # (the Constitution too). Samples put other cards there first, so the Constitution
    # goes under only when the deck has no shuffled part left to hold it.
    constitution = PROGRESS_BY_NAME["constitution"]
    for shuffled, always_under in (({"spy": 1}, False), ({}, True)):
        s = position(ck_game(), decks={"politics": {"shuffled": shuffled}})
        view = s.view(0)
        assert view["deck_bottom"]["politics"] == [None] * (18 - len(shuffled))
        for d in sample_states(view, random.Random(3), s.game, 20):
            assert d.view(0) == view
            assert (constitution in d.deck_bottom[1]) is always_under
            check_cards(d)
