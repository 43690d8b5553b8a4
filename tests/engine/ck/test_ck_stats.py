"""Statistics of the C&K dice with fixed seeds (RULES.md §1, §5, §12): the event die's
frequencies, the draw probability per improvement level, and the mean number of rolls
between barbarian attacks. Samples are drawn from the engine's own chance_outcomes()
with a seeded random.Random, so every run sees the same numbers."""

from __future__ import annotations

import math
import random
from collections import Counter

from cityknights import State
from cityknights.engine.constants import GATE_POLITICS, GATE_SCIENCE, GATE_TRADE, SHIP
from cityknights.engine.rules.progress import unpack_draw

from ..helpers import act, ck_game, players, position


def at_dice(**fields: object) -> State:
    """A C&K position waiting for the dice (seat 0 has rolled)."""
    state = position(ck_game(), phase="pre_roll", **fields)
    state.apply(act("roll"))
    return state


def sample(state: State, n: int, seed: int) -> list:
    outcomes = state.chance_outcomes()
    rng = random.Random(seed)
    return rng.choices([a for a, _ in outcomes], [p for _, p in outcomes], k=n)


def within(observed: float, expected: float, n: int, sigmas: float = 5.0) -> bool:
    """|observed - expected| within `sigmas` standard errors of a proportion over n."""
    return abs(observed - expected) <= sigmas * math.sqrt(expected * (1 - expected) / n)


def test_s1_s5_event_die_frequencies() -> None:
    # 60 000 rolls: the standard error of a 1/2 frequency is 0.002, of 1/6 0.0015;
    # 5 standard errors is a bound a correct engine misses with probability < 1e-6,
    # while a wrong face count (e.g. 2 ships in 6, or 1/4 each) is off by 0.08 or more.
    n = 60_000
    rolls = sample(at_dice(), n, seed=20240601)
    events = Counter(a[3] for a in rolls)
    assert within(events[SHIP] / n, 1 / 2, n)
    for gate in (GATE_TRADE, GATE_POLITICS, GATE_SCIENCE):
        assert within(events[gate] / n, 1 / 6, n)
    # The production dice stay fair and independent of the event die.
    for die in (1, 2):
        faces = Counter(a[die] for a in rolls)
        for face in range(1, 7):
            assert within(faces[face] / n, 1 / 6, n)
    ships = [a for a in rolls if a[3] == SHIP]
    sevens = sum(1 for a in ships if a[1] + a[2] == 7)
    assert within(sevens / len(ships), 1 / 6, len(ships))


def test_s5_draw_probability_per_level_over_sampled_rolls() -> None:
    # Seats 0-3 at level 1-4 in every track; a second position has level 5 (seat 0) and
    # level 0 (seat 1). Every gate roll is applied and the draws it queues are counted.
    # About 4 000 of 8 000 rolls are gates: the standard error per level is at most
    # 0.008, and 5 of them (0.04) are far below the 1/6 gap between two levels, so an
    # off-by-one rule (red <= L, the common wrong variant) fails every level.
    def levels(level: int) -> dict:
        return {"improvements": {"trade": level, "politics": level, "science": level}}

    low = at_dice(players=players(seat0=levels(1), seat1=levels(2), seat2=levels(3),
                                  seat3=levels(4)))  # fmt: skip
    high = at_dice(players=players(seat0=levels(5), seat1=levels(0)))
    n = 8_000
    rolls = [a for a in sample(low, n, seed=7) if a[3] != SHIP]
    gates = len(rolls)
    drew: Counter[int] = Counter()
    for template, level_of in ((low, {0: 1, 1: 2, 2: 3, 3: 4}), (high, {0: 5, 1: 0})):
        for a in rolls:
            s = template.clone()
            s.apply(a)
            for kind, _, arg in s.pending:
                if kind == "progress_draw" and unpack_draw(arg)[0] in level_of:
                    drew[level_of[unpack_draw(arg)[0]]] += 1
    for level in range(6):
        expected = (level + 1) / 6 if level else 0.0
        observed = drew[level] / gates
        if level in (0, 5):
            assert observed == expected
        else:
            assert within(observed, expected, gates), (level, observed)


def test_s12_barbarians_attack_every_14_rolls_on_average() -> None:
    # Only the dice chance node is played: one position per ship position (0-6), each
    # waiting for the dice; every sampled roll is applied to a copy of the position the
    # ship is at, and the copy's barbarian/attacks give the next ship position.
    # Seat 0 has an active knight and nobody has a city, so an attack is a plain win
    # with nothing to decide. Rolls per attack: 7 ship steps at 1/2 each, mean 14,
    # variance 7 * (1/2) / (1/2)^2 = 14 (standard deviation 3.7). 21 000 rolls hold
    # about 1 500 attacks: the standard error of the mean is about 0.1, so +-0.5 is a
    # 5-sigma bound, and a wrong step count (6 or 8 steps: 12 or 16) is far outside it.
    knight = {"knights": [{"vertex": 0, "level": 1, "active": True}]}
    templates = [at_dice(barbarian=b, players=players(seat0=knight)) for b in range(7)]
    rolls = sample(templates[0], 21_000, seed=14)
    ship, attacks = 0, 0
    for a in rolls:
        s = templates[ship].clone()
        s.apply(a)
        assert s.barbarian == (ship + (a[3] == SHIP)) % 7
        attacks += s.attacks
        ship = s.barbarian
    mean = len(rolls) / attacks
    assert abs(mean - 14) <= 0.5, mean
