"""Dealing hidden cards out of public counts: the draws both determinizers make.

`SeatView.resample` (hidden.py, from a State) and the JSON view's determinizer
(determinize.py, from a view) deal the same hidden cards with the same draws from the same
pools in the same order, so that fixed-seed searches play the same games on either path.
These are those draws, written once. A pool is a multiset given as counts per kind; a draw
takes its cards out of the pool. Counts that leave no way to deal raise the caller's error
class (`error`), worded as the public counts not adding up.
"""

from __future__ import annotations

import random

from ..constants import PROGRESS_TRACK, PROGRESS_VP_CARDS
from ..draws import sample, shuffle

NOT_ADDING_UP = "the public counts do not add up"


def draw(pool: list[int], k: int, rng: random.Random | None, error: type[Exception]) -> list[int]:
    """Take k items from `pool` (at random, or the first k in kind order without `rng`);
    returns the counts taken."""
    taken = [0] * len(pool)
    if rng is None:  # the first k of the bag below, without building it
        for i in range(len(pool)):
            if k <= 0:
                break
            got = min(pool[i], k)
            taken[i] = got
            pool[i] -= got
            k -= got
        if k > 0:
            raise error(NOT_ADDING_UP)
        return taken
    bag = [i for i, n in enumerate(pool) for _ in range(n)]
    if k > len(bag):
        raise error(NOT_ADDING_UP)
    for i in sample(rng, bag, k):
        taken[i] += 1
        pool[i] -= 1
    return taken


def draw_in_order(
    pool: list[int], vp_left: list[int], k: int, rng: random.Random | None,
    error: type[Exception],
) -> list[int]:  # fmt: skip
    """k cards in order for a progress deck's unseen bottom: the seats' discards, so never
    VP cards while other cards are left (only a position written by hand puts VP cards
    under a deck, and then the others are all under it too)."""
    bag = [i for i, n in enumerate(pool) for _ in range(n)]
    m = min(k, len(bag))
    drawn = sample(rng, bag, m) if rng is not None else bag[:m]
    if len(drawn) < k:
        vp_bag = [i for i, n in enumerate(vp_left) for _ in range(n)]
        if k - len(drawn) > len(vp_bag):
            raise error(NOT_ADDING_UP)
        extra = sample(rng, vp_bag, k - len(drawn)) if rng is not None else vp_bag[: k - len(drawn)]
        for i in extra:
            vp_left[i] -= 1
        drawn += extra
        if rng is not None:
            shuffle(rng, drawn)
    for i in drawn:
        if i not in PROGRESS_VP_CARDS:
            pool[i] -= 1
    return drawn


def deal_progress_deck(
    pool: list[int], track: int, shuffled_size: int, unseen: int, rng: random.Random | None,
    error: type[Exception],
) -> tuple[list[int], list[int], list[int]]:  # fmt: skip
    """One progress deck's hidden cards, out of `pool` (the copies of each kind in no known
    place): the opponents' cards of this deck (counts, dealt out by the caller by hand
    size), its `unseen` bottom cards (in order), and what its shuffled part keeps (counts).
    Neither a hand nor a discard holds a VP card (revealed at once, never held)."""
    track_pool = [
        c if PROGRESS_TRACK[k] == track and k not in PROGRESS_VP_CARDS else 0
        for k, c in enumerate(pool)
    ]
    vp_left = [
        c if PROGRESS_TRACK[k] == track and k in PROGRESS_VP_CARDS else 0
        for k, c in enumerate(pool)
    ]
    held = sum(track_pool) + sum(vp_left) - shuffled_size - unseen
    if held < 0 or shuffled_size < 0:
        raise error(NOT_ADDING_UP)
    taken = draw(track_pool, held, rng, error)
    under = draw_in_order(track_pool, vp_left, unseen, rng, error) if unseen else []
    deck = [a + b for a, b in zip(track_pool, vp_left, strict=True)]
    return taken, under, deck
