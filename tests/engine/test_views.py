"""Per-seat views and event redaction: a seat sees exactly what it may know (DESIGN.md).

Public: board, pieces, robber, bank counts, every seat's card and development-card
counts, played knights, public VP, awards, the open offer, pending decisions.
Private to a seat: its own hand and development cards (so its true VP and rates).
Never shown: other hands' card types, other development cards, the deck's composition.
"""

from __future__ import annotations

import json
import random

import pytest

from cityknights import Action, PositionError, SeatError, State
from cityknights.engine.constants import CARD_NAMES, CHANCE

from .helpers import act, game, players, position, random_states

G = game()
TOPO = G.topology
# Beginner board: hex 4 is hills (6); intersection 13 touches hexes 1, 4 and 5,
# intersection 23 touches hexes 4, 8 and 9: both touch hex 4.
V13, V23, V41 = 13, 23, 41
HILLS_HEX = 4
assert HILLS_HEX in TOPO.vertex_hexes[V13] and HILLS_HEX in TOPO.vertex_hexes[V23]
# Intersection 0 sits on a generic 3:1 harbor, 1 on the wool 2:1 harbor.
GENERIC_V, WOOL_V = 0, 1


def _roundtrip(v: dict) -> dict:
    return json.loads(json.dumps(v))


def _board() -> dict:
    """Seat 0 on intersection 13, seat 1 on 23 (both touch hex 4), seat 2 on 41,
    seat 3 on the 3:1 harbor; everyone holds cards."""
    return {
        "seat0": {"settlements": [V13], "hand": {"ore": 1, "grain": 2}},
        "seat1": {"settlements": [V23], "hand": {"brick": 2, "wool": 1}},
        "seat2": {"settlements": [V41], "hand": {"lumber": 3}},
        "seat3": {"settlements": [GENERIC_V], "hand": {"wool": 1}},
    }


def _with(base: dict, seat: str, **fields) -> dict:
    out = {k: dict(v) for k, v in base.items()}
    out[seat] = {**out[seat], **fields}
    return out


# ----------------------------------------------------------------- shape
def test_view_is_json_and_holds_the_own_hand_and_dev_cards():
    s = position(
        G,
        players=players(
            **_with(_board(), "seat0", dev_cards={"knight": 1, "victory_point": 1}),
        ),
        dev_new={"knight": 1},
    )
    v = s.view(0)
    assert _roundtrip(v) == v
    assert v["seat"] == 0
    assert v["hand"] == {"grain": 2, "ore": 1}
    assert v["dev_hand"] == {"knight": 1, "victory_point": 1}
    assert v["dev_new"] == {"knight": 1}  # seat 0 is the turn player
    # True VP counts the hidden VP card; the public figure does not.
    assert v["vp"] == 2
    assert v["player_info"][0]["public_vp"] == 1
    assert v["player_info"][0]["cards"] == 3
    assert v["player_info"][0]["dev_cards"] == 2
    # Seat 1 sees seat 0's counts only, and no dev_new of another seat's turn.
    v1 = s.view(1)
    assert v1["hand"] == {"brick": 2, "wool": 1}
    assert v1["dev_hand"] == {}
    assert v1["dev_new"] == {}
    assert v1["player_info"][0]["dev_cards"] == 2
    assert "victory_point" not in json.dumps(v1)


def test_view_rates_list_every_card_of_the_game():
    """Regression: the rates were read past the end of the 5-card tuple and crashed."""
    s = position(G, players=players(**_board()))
    assert s.view(3)["rates"] == dict.fromkeys(CARD_NAMES[:5], 3)  # generic 3:1 harbor
    assert s.view(0)["rates"] == dict.fromkeys(CARD_NAMES[:5], 4)
    s = position(G, players=players(seat0={"settlements": [WOOL_V]}))
    assert s.view(0)["rates"] == {"lumber": 4, "brick": 4, "wool": 2, "grain": 4, "ore": 4}


def test_spectator_view_has_no_private_part():
    s = position(G, players=players(**_with(_board(), "seat0", dev_cards={"monopoly": 1})))
    v = s.view(None)
    assert _roundtrip(v) == v
    assert v["seat"] is None
    for key in ("hand", "dev_hand", "dev_new", "vp", "rates", "dev_played"):
        assert key not in v
    assert "monopoly" not in json.dumps(v)
    assert [p["cards"] for p in v["player_info"]] == [3, 3, 3, 1]


def test_view_refuses_a_seat_that_does_not_exist():
    s = position(G)
    for bad, reason in ((4, "no seat 4 in a 4-player game"), (-1, "no seat -1"),
                        ("0", "a seat is an integer 0-3, got '0'"), (1.0, "got 1.0"),
                        (True, "got true")):  # fmt: skip
        with pytest.raises(SeatError, match=reason):
            s.view(bad)


def test_view_shows_the_public_pending_decisions_and_the_offer():
    s = position(
        G,
        players=players(seat0={"hand": {"ore": 1}}, seat1={"hand": {"wool": 1}}),
        offer={"give": {"ore": 1}, "get": {"wool": 1}, "accepted": [], "counters": []},
        pending=[
            {"kind": "trade_answer", "seat": 1},
            {"kind": "trade_answer", "seat": 2},
            {"kind": "trade_answer", "seat": 3},
            {"kind": "trade_confirm", "seat": 0},
        ],
    )
    v = s.view(2)
    assert v["current_player"] == 1
    assert v["context"] == "trade_answer"
    assert v["offer"] == {"give": {"ore": 1}, "get": {"wool": 1}, "accepted": [], "counters": []}
    assert [p["seat"] for p in v["pending"]] == [1, 2, 3, 0]


# ----------------------------------------------------------------- secrecy
def _views(s: State) -> dict:
    return {seat: s.view(seat) for seat in (None, 0, 1, 2, 3)}


def _assert_same_for(a: State, b: State, seats) -> None:
    va, vb = _views(a), _views(b)
    for seat in seats:
        assert va[seat] == vb[seat], f"view({seat}) tells the two positions apart"


def test_card_types_of_opponents_are_secret():
    """Seats 1 and 2 swap their card types (same counts, same bank): every other seat and
    a spectator see the same view; seats 1 and 2 see their own hands differ."""
    base = _board()
    a = position(
        G,
        players=players(
            **_with(_with(base, "seat1", hand={"ore": 2, "wool": 1}), "seat2", hand={"brick": 3})
        ),
    )
    b = position(
        G,
        players=players(
            **_with(_with(base, "seat1", hand={"brick": 3}), "seat2", hand={"ore": 2, "wool": 1})
        ),
    )
    assert a.to_json() != b.to_json()
    _assert_same_for(a, b, (None, 0, 3))
    assert a.view(1) != b.view(1)
    assert a.view(2) != b.view(2)


def test_development_card_kinds_of_opponents_are_secret():
    base = _board()
    a = position(
        G,
        players=players(
            **_with(
                _with(base, "seat1", dev_cards={"knight": 2}),
                "seat2",
                dev_cards={"victory_point": 1, "monopoly": 1},
            )
        ),
    )
    b = position(
        G,
        players=players(
            **_with(
                _with(base, "seat1", dev_cards={"year_of_plenty": 1, "victory_point": 1}),
                "seat2",
                dev_cards={"knight": 1, "road_building": 1},
            )
        ),
    )
    _assert_same_for(a, b, (None, 0, 3))
    assert a.view(1)["dev_hand"] != b.view(1)["dev_hand"]
    # A VP card changes its holder's true VP, but not what others see.
    assert a.view(2)["vp"] == b.view(2)["vp"] + 1


def test_deck_composition_is_secret():
    """Seat 1 bought a knight in one position and a VP card in the other: the decks have
    the same size but different contents; nobody but seat 1 can tell them apart."""
    base = _board()
    a = position(G, players=players(**_with(base, "seat1", dev_cards={"knight": 1})))
    b = position(G, players=players(**_with(base, "seat1", dev_cards={"victory_point": 1})))
    assert a.to_json()["dev_deck"] != b.to_json()["dev_deck"]
    _assert_same_for(a, b, (None, 0, 2, 3))
    assert a.view(0)["dev_deck_size"] == 24


def test_a_new_card_of_the_turn_player_is_secret_from_others():
    base = _board()
    a = position(
        G,
        players=players(**_with(base, "seat0", dev_cards={"knight": 1})),
        dev_new={"knight": 1},
    )
    b = position(G, players=players(**_with(base, "seat0", dev_cards={"monopoly": 1})))
    _assert_same_for(a, b, (None, 1, 2, 3))
    assert a.view(0)["dev_new"] == {"knight": 1}


# ----------------------------------------------------------------- events
def test_the_stolen_card_is_seen_by_thief_and_victim_only():
    # Seat 0 moves the robber to the hills where seat 1 has a settlement.
    s = position(
        G,
        players=players(**_board()),
        pending=[{"kind": "robber", "seat": 0}],
    )
    s.apply(act("move_robber", HILLS_HEX, 1))
    assert s.current_player() == CHANCE
    assert s.chance_outcomes() == [
        (act("steal_card", 1), pytest.approx(2 / 3)),
        (act("steal_card", 2), pytest.approx(1 / 3)),
    ]
    (ev,) = s.apply(act("steal_card", 2))  # wool
    assert ev.code == "stole"
    assert ev.for_seat(0) == {"code": "stole", "seat": 0, "victim": 1, "card": "wool"}
    assert ev.for_seat(1)["card"] == "wool"
    for seat in (2, 3, None):
        assert ev.for_seat(seat) == {"code": "stole", "seat": 0, "victim": 1}
    assert ev.to_json()["secret"] == {"card": "wool"}
    assert ev.to_json()["audience"] == [0, 1]
    # Seat 2's view shows the counts moving, not the card.
    v2 = s.view(2)
    assert [p["cards"] for p in v2["player_info"]][:2] == [4, 2]
    assert s.view(0)["hand"] == {"wool": 1, "grain": 2, "ore": 1}


def test_the_drawn_development_card_is_seen_by_the_buyer_only():
    s = position(G, players=players(seat0={"hand": {"ore": 1, "wool": 1, "grain": 1}}))
    assert s.apply(Action("buy_dev")) == []
    assert s.current_player() == CHANCE
    (ev,) = s.apply(act("draw_dev", 3))  # year_of_plenty
    assert ev.code == "dev_bought"
    assert ev.for_seat(0) == {"code": "dev_bought", "seat": 0, "card": "year_of_plenty"}
    for seat in (1, 2, 3, None):
        assert ev.for_seat(seat) == {"code": "dev_bought", "seat": 0}
    assert s.view(1)["player_info"][0]["dev_cards"] == 1
    assert "year_of_plenty" not in json.dumps(s.view(1))
    assert s.view(0)["dev_new"] == {"year_of_plenty": 1}


def test_public_events_have_no_secret_part():
    s = position(
        G,
        players=players(**_with(_board(), "seat0", dev_cards={"monopoly": 1})),
    )
    events = s.apply(act("play_monopoly", 1))  # brick: seat 1 gives up 2
    assert [e.code for e in events] == ["dev_played", "monopoly"]
    for e in events:
        assert e.secret is None
        assert e.for_seat(None) == e.for_seat(2) == e.for_seat(0)
    assert events[1].for_seat(None)["taken"] == {"1": 2}


def _rearranged(s: State, viewer: int, rng: random.Random) -> State | None:
    """The position with the viewer's opponents' hidden information changed: two
    opponents exchange one card of different types (counts and bank unchanged), and one
    opponent (not the turn player) swaps a development card for another kind from the deck
    (deck size unchanged). None if there is nothing to change, or if the change makes
    the position impossible."""
    d = s.to_json()
    d.pop("history")
    others = [p for p in range(4) if p != viewer]
    changed = False
    rng.shuffle(others)
    p, q = others[:2]
    hp, hq = d["players"][p]["hand"], d["players"][q]["hand"]
    pairs = [(x, y) for x in hp for y in hq if x != y]
    if pairs:
        x, y = rng.choice(pairs)
        for h, lose, gain in ((hp, x, y), (hq, y, x)):
            h[lose] -= 1
            h[gain] = h.get(gain, 0) + 1
        changed = True
    for p in others:
        if p == s.turn_seat:
            continue
        held, deck = d["players"][p]["dev_cards"], d["dev_deck"]
        pairs = [(x, y) for x in held for y in deck if x != y and held[x] and deck[y]]
        if pairs:
            x, y = rng.choice(pairs)
            held[x] -= 1
            held[y] = held.get(y, 0) + 1
            deck[y] -= 1
            deck[x] = deck.get(x, 0) + 1
            changed = True
            break
    if not changed:
        return None
    try:
        return State.from_json(s.game, d)
    except PositionError:  # e.g. a seat that accepted the open offer lost a card it offers
        return None


def test_random_games_views_hide_every_opponent_secret():
    """On random play, each seat's view (and a spectator's) is unchanged when the hidden
    information of that seat's opponents is rearranged."""
    rng = random.Random(5)
    g = game()
    checked = 0
    for _ in range(4):
        moves = rng.randrange(100, 400)
        for i, s in enumerate(random_states(g.new_initial_state(), rng, moves)):
            if i % 25 != 1:  # after moves 1, 26, 51, ...
                continue
            for seat in range(4):
                other = _rearranged(s, seat, rng)
                if other is None:
                    continue
                assert other.to_json() != s.to_json()
                assert other.view(seat) == s.view(seat)
                assert other.view(None) == s.view(None)
                checked += 1
            v = s.view(s.turn_seat)
            assert _roundtrip(v) == v
    assert checked > 20


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_views_at_once_are_the_views_one_by_one(expansion):
    """`State.views` (the server's: the public part built once) gives each seat and the
    spectator the same bytes as `view`, key order included, in every state of a game."""
    import cityknights as ck

    start = ck.Game(expansion=expansion, players=4, seed=11).new_initial_state()
    viewers: list[object] = [None, 3, 0, 2, 1]
    for s in random_states(start, random.Random(5), steps=400):
        together = s.views(viewers)
        for viewer, v in zip(viewers, together, strict=True):
            assert json.dumps(v) == json.dumps(s.view(viewer)), (viewer, s.turn)


def test_views_at_once_refuse_a_seat_that_does_not_exist():
    s = game().new_initial_state()
    with pytest.raises(SeatError):
        s.views([0, 4])
