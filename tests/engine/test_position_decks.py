"""Every progress card and every knight and VP development card of a position is
somewhere (issue 9, "decks plus hands plus revealed cards not 54"; docs/position.md,
`decks` and `dev_deck`): a deck written whole must hold the cards no hand holds, a deck
given in part is completed (the rest under it, in an order from the game's seed), and
views tell nothing of that order."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from typing import Any

import pytest

from cityknights import Game, PositionError, State
from cityknights.engine.constants import (
    N_PROGRESS,
    PROGRESS_BY_NAME,
    PROGRESS_NAMES,
    progress_deck,
)
from cityknights.engine.determinize import sample_state
from cityknights.engine.invariants import InvariantError, check_cards, check_views

from .helpers import act, ck_game, deal_rest, game, players, spent_dev_cards

CK = ck_game()
POLITICS = {"bishop": 2, "constitution": 1, "deserter": 2, "diplomat": 2, "intrigue": 2,
            "saboteur": 2, "spy": 3, "warlord": 2, "wedding": 2}  # fmt: skip


def load(g: Game, d: dict[str, Any]) -> State:
    """`State.from_json`, checking that a refusal leaves its input as it was."""
    before = copy.deepcopy(d)
    try:
        return State.from_json(g, d)
    finally:
        assert d == before


def refusal(g: Game, d: dict[str, Any]) -> str:
    with pytest.raises(PositionError) as info:
        load(g, d)
    return str(info.value)


def every_card(s: State) -> Counter[str]:
    """Where the position's progress cards are, counted by name: decks, hands, revealed."""
    d = s.to_json()
    out: Counter[str] = Counter()
    for deck in d["decks"].values():
        out.update(deck["shuffled"])
        out.update(deck["bottom"])
    for p in d["players"]:
        out.update(p["progress_cards"])
        out["revealed VP"] += p["progress_vp"]
    return out


# The 54 cards, each in one place.
FULL = Counter(
    {PROGRESS_NAMES[k]: n for t in range(3) for k, n in enumerate(progress_deck(t)) if n}
)


# ----------------------------------------------------------------- refused
def test_a_deck_written_whole_but_short_is_refused_naming_the_deck_and_its_cards() -> None:
    message = refusal(CK, {"decks": {"politics": {"shuffled": {"spy": 1}, "bottom": []}}})
    assert message.startswith("decks.politics: 17 politics card(s) in no deck, hand or revealed")
    assert "bishop x2" in message and "spy x2" in message and "constitution" in message
    assert "merchant" not in message  # the other decks are left out: computed, whole
    # One card short is enough, and the hands count: a spy in a hand is not missing.
    whole = {"shuffled": {k: n for k, n in POLITICS.items() if k != "spy"}, "bottom": ["spy"]}
    assert refusal(CK, {"decks": {"politics": whole}}).startswith(
        "decks.politics: 2 politics card(s) in no deck, hand or revealed: spy x2"
    )
    seats = players(seat1={"progress_cards": {"spy": 2}})
    s = load(CK, {"decks": {"politics": whole}, "players": seats})
    assert every_card(s) == FULL


def test_a_vp_card_missing_from_a_whole_deck_must_have_been_revealed() -> None:
    no_constitution = {"shuffled": {k: n for k, n in POLITICS.items() if k != "constitution"},
                       "bottom": []}  # fmt: skip
    assert "constitution" in refusal(CK, {"decks": {"politics": no_constitution}})
    # Revealed by seat 2: the position is whole, and the Printer stays in its deck.
    s = load(CK, {"decks": {"politics": no_constitution},
                  "players": players(seat2={"progress_vp": 1})})  # fmt: skip
    assert s.to_json()["decks"]["science"]["shuffled"]["printer"] == 1
    assert every_card(s) == FULL - Counter(constitution=1) + Counter({"revealed VP": 1})


@pytest.mark.parametrize(
    ("fields", "fragment"),
    [
        ({"decks": {"politics": {"shuffled": {"spy": 4}}}}, "decks.politics: more spy cards"),
        ({"decks": {"politics": {"shuffled": {"spy": 2}, "bottom": ["spy"]}},
          "players": players(seat3={"progress_cards": {"spy": 1}})},
         "decks.politics: more spy cards than exist"),
        ({"decks": {"science": {"bottom": ["printer", "printer"]}}}, "more printer cards"),
        ({"players": players(seat0={"progress_cards": {"merchant": 4}},
                             seat1={"progress_cards": {"merchant": 3}})},
         "decks.trade: more merchant cards than exist"),
        ({"players": players(seat0={"progress_vp": 2}, seat1={"progress_vp": 1})},
         "progress_vp: 3 VP progress card(s) revealed"),
        ({"decks": {"trade": {"shuffled": {"merchant": 6, "spy": 1}}}}, "spy is not a trade card"),
    ],
)  # fmt: skip
def test_a_card_too_many_is_refused_naming_the_deck_and_card(fields, fragment) -> None:
    assert fragment in refusal(CK, fields)


def test_base_knights_and_vp_cards_never_leave_the_game_the_others_may() -> None:
    g = game()
    message = refusal(g, {"dev_deck": {"knight": 10, "victory_point": 5}})
    assert message.startswith("dev_deck.knight: 4 of the 14 cards are not in the deck")
    message = refusal(g, {"dev_deck": {"knight": 14, "victory_point": 1}})
    assert message.startswith("dev_deck.victory_point: 4 of the 5 cards are not in the deck")
    assert "dev_deck.knight: more cards" in refusal(g, {"dev_deck": {"knight": 15}})
    # Played Monopolies and Road Buildings are gone: a deck without them loads.
    s = load(g, {"dev_deck": {"knight": 14, "victory_point": 5}})
    assert sum(s.dev_deck) == 19
    # Knights played and VP cards held account for theirs.
    s = load(g, spent_dev_cards({"monopoly": 1}))
    assert s.dev_deck == (0, 0, 0, 0, 1)


# ----------------------------------------------------------------- completed
def test_a_deck_given_in_part_is_completed_under_it_and_drawn_after_it() -> None:
    d = {"phase": "pre_roll", "decks": {"politics": {"shuffled": {"spy": 1}}},
         "players": players(seat0={"cities": [8], "improvements": {"politics": 1}},
                            seat1={"progress_cards": {"wedding": 1}})}  # fmt: skip
    s = load(CK, d)
    assert every_card(s) == FULL
    politics = s.to_json()["decks"]["politics"]
    assert politics["shuffled"] == {"spy": 1}
    assert Counter(politics["bottom"]) == Counter(POLITICS) - Counter(spy=1, wedding=1)
    # The listed card is drawn first, for certain; then the bottom, in its order.
    s.apply(act("roll"))
    s.apply(act("dice", 1, 1, 2))  # a politics gate, red 1
    assert s.chance_outcomes() == [(act("draw_progress", PROGRESS_BY_NAME["spy"]), 1.0)]
    # Written out and read back, it is the same deck (both parts now given).
    assert State.from_json(CK, s.to_json()) == s


def test_a_bottom_given_alone_has_the_rest_shuffled_above_it() -> None:
    s = load(CK, {"decks": {"trade": {"bottom": ["merchant", "merchant"]}}})
    trade = s.to_json()["decks"]["trade"]
    assert trade["bottom"] == ["merchant", "merchant"]
    assert trade["shuffled"]["merchant"] == 4 and sum(trade["shuffled"].values()) == 16


def test_the_completed_order_depends_on_the_seed_alone() -> None:
    d = {"decks": {"politics": {"shuffled": {"spy": 1}}}}

    def bottom(seed: Any) -> list[str]:
        g = Game(expansion="ck", players=4, board="beginner", seed=seed)
        return State.from_json(g, d).to_json()["decks"]["politics"]["bottom"]

    assert bottom(7) == bottom(7) and bottom(None) == bottom(None)
    assert len({tuple(bottom(seed)) for seed in range(6)}) > 1
    assert all(Counter(bottom(seed)) == Counter(bottom(0)) for seed in range(6))


# ----------------------------------------------------------------- secret, conserved
def test_views_tell_nothing_of_what_lies_under_a_deck_nor_its_order() -> None:
    # Two positions alike but for the order of the politics deck and what lies under it,
    # which nobody saw go there: a view shows only how many cards do (everyone saw them
    # go under, one by one).
    hands = deal_rest("politics", {"spy": 3, "bishop": 2}, {1: 4, 2: 4, 3: 4})
    seats = players(**{f"seat{p}": {"progress_cards": hands[p]} for p in (1, 2, 3)})
    seats[0] = {"progress_vp": 1}  # the Constitution
    a = load(CK, {"decks": {"politics": {"shuffled": {"spy": 3}, "bottom": ["bishop"] * 2}},
                  "players": seats})  # fmt: skip
    b = load(CK, {"decks": {"politics": {"shuffled": {"bishop": 1, "spy": 2},
                                         "bottom": ["spy", "bishop"]}},
                  "players": seats})  # fmt: skip
    assert a.to_json()["decks"] != b.to_json()["decks"]
    for seat in [0, 1, 2, 3, None]:
        assert json.dumps(a.view(seat)) == json.dumps(b.view(seat))
        assert a.view(seat)["deck_bottom"]["politics"] == [None, None]
    check_views(a, random.Random(1))


def test_the_checker_counts_each_progress_card() -> None:
    s = load(CK, {})
    check_cards(s)
    # A card swapped for another of its colour keeps the total at 54: still caught.
    s.deck[1][PROGRESS_BY_NAME["spy"]] += 1
    s.deck[1][PROGRESS_BY_NAME["bishop"]] -= 1
    with pytest.raises(InvariantError, match="progress card bishop"):
        check_cards(s)
    s = load(CK, {})
    s.deck[0] = [0] * N_PROGRESS
    with pytest.raises(InvariantError, match="progress card"):
        check_cards(s)


def test_sampled_base_positions_leave_only_playable_cards_out() -> None:
    # Seat 0 played both Monopolies and a Road Building: three cards left the game. A
    # sample of seat 1's view must not lose a knight or a VP card in their place.
    fields = spent_dev_cards({"knight": 3, "victory_point": 2, "road_building": 1,
                              "year_of_plenty": 2}, knights_seat=2, vp_seat=3)  # fmt: skip
    fields["players"][1]["dev_cards"] = {"knight": 1}
    fields["players"][2]["knights_played"] = 10
    s = load(game(), fields)
    rng = random.Random(5)
    for _ in range(40):
        sampled = sample_state(s.view(1), rng, s.game)
        assert sampled.dev_hand[1] == s.dev_hand[1]
        assert sum(sampled.dev_deck) == sum(s.dev_deck)
