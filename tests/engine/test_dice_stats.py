"""Statistics of the chance nodes with fixed seeds: a driver sampling `chance_outcomes()`
with its own `random.Random(seed)` sees fair dice, development draws in the proportions of
the deck, and steals in the proportions of the victim's hand.

Seeds are fixed, so these tests are deterministic; the bounds are chi-square critical values
at p = 0.001 (they would fail for a biased engine, e.g. one die's outcome missing or a card
weighted wrongly, which moves the statistic far past them).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cityknights import CHANCE
from cityknights.engine.constants import DEV_DECK

from .helpers import act, players, position

# Chi-square critical values at p = 0.001 by degrees of freedom.
CHI2_001 = {1: 10.83, 2: 13.82, 4: 18.47, 10: 29.59}


def sample(s, rng):
    outcomes = s.chance_outcomes()
    return rng.choices([a for a, _ in outcomes], weights=[p for _, p in outcomes])[0]


def chi_square(counts: Counter, expected: dict) -> float:
    assert set(counts) <= set(expected), f"impossible outcomes {set(counts) - set(expected)}"
    return sum((counts[k] - e) ** 2 / e for k, e in expected.items())


def test_dice_totals_follow_1_to_6_in_36():
    s = position(phase="pre_roll")
    s.apply(act("roll"))
    rng = random.Random(20240601)
    n = 36_000
    totals: Counter = Counter()
    for _ in range(n):
        after = s.clone()
        events = after.apply(sample(s, rng))
        (rolled,) = [e for e in events if e.code == "dice_rolled"]
        totals[rolled.data["total"]] += 1
    ways = {t: 6 - abs(t - 7) for t in range(2, 13)}  # 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1
    expected = {t: n * w / 36 for t, w in ways.items()}
    assert chi_square(totals, expected) < CHI2_001[10]
    for t, e in expected.items():  # and each total within 4 standard deviations
        sigma = (e * (1 - e / n)) ** 0.5
        assert abs(totals[t] - e) < 4 * sigma, (t, totals[t], e)


def test_each_die_is_uniform_and_the_dice_independent():
    s = position(phase="pre_roll")
    s.apply(act("roll"))
    rng = random.Random(7)
    n = 36_000
    pairs = Counter(sample(s, rng)[1:3] for _ in range(n))
    assert len(pairs) == 36
    expected = {(w, r): n / 36 for w in range(1, 7) for r in range(1, 7)}
    assert chi_square(pairs, expected) < 66.62  # df = 35, p = 0.001


def test_development_draws_follow_the_deck():
    s = position(players=players(seat0={"hand": {"ore": 1, "wool": 1, "grain": 1}}))
    s.apply(act("buy_dev"))
    assert s.current_player() == CHANCE
    rng = random.Random(99)
    n = 25_000
    drawn: Counter = Counter()
    for _ in range(n):
        after = s.clone()
        a = sample(s, rng)
        after.apply(a)
        (card,) = [k for k in range(5) if after.dev_hand[0][k]]
        assert card == a[1]
        drawn[card] += 1
    expected = {k: n * DEV_DECK[k] / 25 for k in range(5)}
    assert chi_square(drawn, expected) < CHI2_001[4]


def test_a_sequence_of_draws_follows_the_cards_left():
    # Buying 19 cards in a row: each draw is weighted by what is left, and what is left
    # plus what was drawn is always the full deck.
    s = position(players=players(seat0={"hand": {"ore": 19, "wool": 19, "grain": 19}}))
    rng = random.Random(3)
    for bought in range(1, 20):
        s.apply(act("buy_dev"))
        left = list(s.dev_deck)
        assert sum(left) == 25 - bought + 1
        probs = {a[1]: p for a, p in s.chance_outcomes()}
        assert probs == pytest.approx({k: n / sum(left) for k, n in enumerate(left) if n})
        s.apply(sample(s, rng))
        # Cards bought this turn are all marked new; none can be played.
        assert sum(s.dev_new) == bought
        assert [s.dev_deck[k] + s.dev_hand[0][k] for k in range(5)] == list(DEV_DECK)


def test_steals_follow_the_victims_hand():
    # Seat 0 robs seat 1, who holds 3 ore, 2 brick and 1 wool.
    s = position(
        pending=[{"kind": "steal", "victim": 1}],
        players=players(seat1={"hand": {"ore": 3, "brick": 2, "wool": 1}}),
    )
    probs = {a[1]: p for a, p in s.chance_outcomes()}
    assert probs == pytest.approx({4: 3 / 6, 1: 2 / 6, 2: 1 / 6})
    rng = random.Random(11)
    n = 12_000
    stolen: Counter = Counter()
    for _ in range(n):
        after = s.clone()
        events = after.apply(sample(s, rng))
        (ev,) = [e for e in events if e.code == "stole"]
        card = ev.for_seat(0)["card"]
        assert "card" not in ev.for_seat(2)  # the card is secret to thief and victim
        assert after.hands[0][["lumber", "brick", "wool", "grain", "ore"].index(card)] == 1
        stolen[card] += 1
    expected = {"ore": n / 2, "brick": n / 3, "wool": n / 6}
    assert chi_square(stolen, expected) < CHI2_001[2]
