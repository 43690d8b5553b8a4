"""ActionCodec (docs/actions.md): stable integer codes, masks, and the agreement of
`is_legal` with `legal_actions()` on every encodable action."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cityknights import Action, ActionCodec, Game, IllegalActionError, State

from .helpers import (
    act,
    finished,
    game,
    play_random,
    players,
    position,
    random_states,
    spent_dev_cards,
)

SEED_GAMES = {n: Game(players=n, seed=n) for n in (3, 4)}
CODECS = {n: ActionCodec(g) for n, g in SEED_GAMES.items()}


def empty_dev_deck(hand: dict[str, int]) -> dict[str, Any]:
    """Position fields with an empty development deck: every knight played, every VP held."""
    fields = spent_dev_cards({})
    fields["players"][0].update(hand=hand, settlements=[12], roads=[19])
    return fields


# ----------------------------------------------------------------- numbering
@pytest.mark.parametrize(("n", "size"), [(4, 398), (3, 378)])
def test_codec_size_and_numbering_depend_only_on_the_player_count(n, size):
    codecs = [ActionCodec(Game(players=n, seed=k)) for k in range(3)]
    codecs.append(ActionCodec(game(players=n)))  # the beginner board
    for c in codecs:
        assert len(c) == c.size == size
        assert c.actions == codecs[0].actions


def test_the_first_codes_are_fixed():
    c = CODECS[4]
    assert [c.decode(i) for i in range(5)] == [
        act("roll"),
        act("end_turn"),
        act("buy_dev"),
        act("play_knight"),
        act("play_road_building"),
    ]
    assert c.encode(act("build_road", 0)) == 5
    assert c.encode(act("build_settlement", 0)) == 5 + 72
    assert c.encode(act("build_city", 0)) == 5 + 72 + 54
    assert c.encode(act("steal_card", 4)) == c.size - 1


@pytest.mark.parametrize("n", [3, 4])
def test_encode_and_decode_round_trip_for_every_code(n):
    c = CODECS[n]
    for i in range(c.size):
        a = c.decode(i)
        assert type(a) is Action
        assert c.encode(a) == i
        # An equal action built from scratch (as a client would) has the same code.
        assert c.encode(Action.from_json(a.to_json())) == i
        assert c.decode(np.int64(i)) is a
    assert len(set(c.actions)) == c.size


@pytest.mark.parametrize("bad", [-1, 398, 10**9, "3", 1.0, True, None, np.float64(2.0)])
def test_decoding_an_out_of_range_code_is_refused(bad):
    with pytest.raises(IllegalActionError, match=r"action code must be 0-397, got"):
        CODECS[4].decode(bad)


@pytest.mark.parametrize(
    "action",
    [
        act("offer_trade", (2, 0, 0, 0, 0, 0, 0, 0), (0, 0, 1, 0, 0, 0, 0, 0)),  # 2 for 1
        act("offer_trade", (1, 1, 0, 0, 0, 0, 0, 0), (0, 0, 1, 0, 0, 0, 0, 0)),  # 2 kinds
        act("offer_trade", {"lumber": 1}, {"wool": 1}),  # not even well formed
        act("play_year_of_plenty", 4, 1),  # the cards out of order
        act("move_robber", 3, 4),  # seat 4 does not exist in a 4-player game
        act("build_road", 72),
        act("dice", 3, 4, 0),  # the event die is not part of the base game
        act("fly"),
        "roll",
    ],
    ids=str,
)
def test_encoding_an_action_without_a_code_is_refused(action):
    with pytest.raises(IllegalActionError, match="has no integer code"):
        CODECS[4].encode(action)


def test_non_canonical_offers_are_legal_but_never_in_the_mask():
    g = game()
    c = ActionCodec(g)
    s = position(g, players=players(seat0={"hand": {"ore": 2, "wool": 1}}))
    offer = act("offer_trade", (0, 0, 1, 0, 2, 0, 0, 0), (1, 0, 0, 0, 0, 0, 0, 0))
    assert s.is_legal(offer)
    with pytest.raises(IllegalActionError, match="not canonical"):
        c.encode(offer)
    canonical = act("offer_trade", (0, 0, 0, 0, 1, 0, 0, 0), (1, 0, 0, 0, 0, 0, 0, 0))
    assert c.mask(s)[c.encode(canonical)]
    assert sum(c.mask(s)) == len(s.legal_actions())


# ----------------------------------------------------------------- masks on random games
@pytest.mark.parametrize("n", [3, 4])
def test_mask_matches_the_legal_actions_on_random_games(n):
    g, c = SEED_GAMES[n], CODECS[n]
    checked = 0
    for s in random_states(g.new_initial_state(), random.Random(n), steps=600):
        legal = s.legal_actions()
        codes = c.legal_codes(s)
        # Every listed action is canonical: it has a code, and the codes are distinct.
        assert [c.decode(i) for i in codes] == legal
        assert len(set(codes)) == len(codes)
        mask = c.mask(s)
        assert [i for i, m in enumerate(mask) if m] == sorted(codes)
        checked += 1
    assert checked > 300


def test_the_mask_of_a_finished_game_is_empty():
    s = finished(winner=2)
    assert not any(ActionCodec(s.game).mask(s))
    assert ActionCodec(s.game).legal_codes(s) == []


# ----------------------------------------------------------------- is_legal == listed
def _assert_is_legal_agrees(s: State, c: ActionCodec) -> None:
    listed = set(s.legal_actions())
    for a in c.actions:
        assert s.is_legal(a) == (a in listed), (
            f"{a} at turn {s.turn}, context {s.context()}: is_legal={s.is_legal(a)}, "
            f"reason={s.illegal_reason(a)!r}"
        )


@pytest.mark.parametrize("n", [3, 4])
def test_is_legal_agrees_with_legal_actions_along_random_games(n):
    g, c = SEED_GAMES[n], CODECS[n]
    contexts = set()
    states = random_states(g.new_initial_state(), random.Random(10 + n), steps=1500)
    for step, s in enumerate(states):
        if step % 9 == 0 or s.context() not in contexts:
            _assert_is_legal_agrees(s, c)
            contexts.add(s.context())
    assert {"setup_settlement", "setup_road", "pre_roll", "main", "dice"} <= contexts


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
@given(
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 900),
    n=st.sampled_from([3, 4]),
    friendly=st.booleans(),
)
def test_is_legal_agrees_with_legal_actions_property(seed, steps, n, friendly):
    g = Game(players=n, seed=seed, friendly_robber=friendly)
    s = play_random(g.new_initial_state(), random.Random(seed), steps)
    _assert_is_legal_agrees(s, CODECS[n])


def _edge_positions() -> list[State]:
    """Hand-made corners that random games rarely reach."""
    g = game()
    rich = {"lumber": 2, "brick": 2, "wool": 2, "grain": 3, "ore": 3}
    all_dev = {"knight": 1, "road_building": 1, "year_of_plenty": 1, "monopoly": 1}
    return [
        # The bank is out of ore (seat 0 holds all 19); seat 1, to play, holds every kind
        # of development card (Year of Plenty and bank trades cannot take ore).
        position(
            g,
            players=players(
                seat0={"settlements": [12], "roads": [19], "hand": {"ore": 19, "wool": 1}},
                seat1={"dev_cards": all_dev},
            ),
            turn_seat=1,
        ),
        # Every piece on the board: 15 roads, 5 settlements, 4 cities; nothing left to
        # build (13 points, short of a target of 20).
        position(
            game(vp_to_win=20),
            players=players(
                seat0={
                    "settlements": [0, 2, 11, 13, 36],
                    "cities": [22, 26, 43, 49],
                    "roads": list(range(57, 72)),
                    "hand": rich,
                    "dev_cards": all_dev,
                }
            ),
        ),
        # The development deck is empty (every knight played, every VP card held).
        position(g, **empty_dev_deck(rich)),
        # Friendly robber: every opponent has 2 points or fewer, so their hexes are refused.
        position(
            game(friendly_robber=True),
            players=players(
                seat0={"settlements": [12]},
                seat1={"settlements": [23], "hand": {"ore": 1}},
                seat2={"settlements": [28, 41], "hand": {"wool": 2}},
            ),
            pending=[{"kind": "robber", "seat": 0}],
        ),
        # Friendly robber where seat 2 (3 points) is fair game and seat 1 is spared.
        position(
            game(friendly_robber=True),
            players=players(
                seat0={"settlements": [12]},
                seat1={"settlements": [23], "hand": {"ore": 1}},
                seat2={"settlements": [28], "cities": [41], "hand": {"wool": 2}},
            ),
            pending=[{"kind": "robber", "seat": 0}],
        ),
        # Before the roll, holding a knight bought this turn and one bought earlier.
        position(
            g,
            phase="pre_roll",
            dev_new={"knight": 1},
            players=players(seat0={"dev_cards": {"knight": 2}}),
        ),
    ]


@pytest.mark.parametrize("s", _edge_positions(), ids=lambda s: s.context())
def test_is_legal_agrees_with_legal_actions_in_corner_positions(s):
    _assert_is_legal_agrees(s, ActionCodec(s.game))
    assert s.legal_actions()
