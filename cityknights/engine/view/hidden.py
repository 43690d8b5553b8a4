"""The hidden part of a position, dealt consistently with what one seat knows.

A seat knows its own cards, every public count (hand sizes, development and progress
cards held, deck sizes, the bank) and the cards it saw go under a progress deck; the rest
(the other seats' cards, what the decks hold, the bottom cards it did not see) is hidden.
`deal_hidden` rewrites that rest in place, keeping every count: at random from an `rng`
(a determinization: `SeatView.resample`), or, without one, in a fixed order (the seat
view's public skeleton, which so holds nothing the seat may not know).

The random deal draws exactly as the position-based determinizer did (the same draws from
the same pools in the same order: fixed-seed searches play the same games): each other
seat's hand from the cards in no known place, then the development cards, or in Cities &
Knights per deck the opponents' progress cards and its unseen bottom cards, dealt last.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final

from ..constants import (
    CARDS_PER_TYPE,
    COMMODITIES_PER_TYPE,
    EVERYONE,
    N_PROGRESS,
    NOBODY,
    PROGRESS_TRACK,
    PROGRESS_VP_CARDS,
    progress_deck,
)

if TYPE_CHECKING:
    from ..state import State

# Copies of each card in the game, of each progress card kind in the three decks together.
_CARD_TOTALS: Final = (CARDS_PER_TYPE,) * 5 + (COMMODITIES_PER_TYPE,) * 3
_PROGRESS_COPIES: Final = tuple(
    sum(progress_deck(t)[k] for t in range(3)) for k in range(N_PROGRESS)
)


class ResampleError(ValueError):
    """A view that cannot be resampled (mid-decision, an offer open, a spectator's), or
    whose public counts leave no way to deal the hidden cards."""


def _draw(pool: list[int], k: int, rng: random.Random | None) -> list[int]:
    """Take k items from a multiset given as counts (at random, or the first k in kind
    order without `rng`); returns the counts taken, which leave `pool`."""
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
            raise ResampleError("the public counts do not add up")
        return taken
    bag = [i for i, n in enumerate(pool) for _ in range(n)]
    if k > len(bag):
        raise ResampleError("the public counts do not add up")
    for i in rng.sample(bag, k):
        taken[i] += 1
        pool[i] -= 1
    return taken


def _draw_in_order(
    pool: list[int], vp_left: list[int], k: int, rng: random.Random | None
) -> list[int]:
    """k cards in order for a deck's unseen bottom, out of the counts: the seats'
    discards, so never VP cards while other cards are left (only a position written by hand
    puts VP cards under a deck, and then the others are all under it too)."""
    bag = [i for i, n in enumerate(pool) for _ in range(n)]
    m = min(k, len(bag))
    drawn = rng.sample(bag, m) if rng is not None else bag[:m]
    if len(drawn) < k:
        vp_bag = [i for i, n in enumerate(vp_left) for _ in range(n)]
        if k - len(drawn) > len(vp_bag):
            raise ResampleError("the public counts do not add up")
        extra = rng.sample(vp_bag, k - len(drawn)) if rng is not None else vp_bag[: k - len(drawn)]
        for i in extra:
            vp_left[i] -= 1
        drawn += extra
        if rng is not None:
            rng.shuffle(drawn)
    for i in drawn:
        if i not in PROGRESS_VP_CARDS:
            pool[i] -= 1
    return drawn


def deal_hidden(
    s: State, seat: int, rng: random.Random | None, known_hand: int = NOBODY,
    known_progress: int = NOBODY,
) -> None:  # fmt: skip
    """Rewrite in `s` what `seat` (NOBODY: a spectator) does not know, every count kept.
    `known_hand`, `known_progress`: another seat whose cards, or progress cards, `seat` is
    shown (the Master Merchant's, the Spy's look), kept as they are."""
    n = s.game.players
    ck = s.game.ck
    n_types = 8 if ck else 5
    hands = s.hands
    pool = [_CARD_TOTALS[c] - s.bank[c] for c in range(n_types)]
    for p in (seat, known_hand):
        if p != NOBODY:
            for c in range(n_types):
                pool[c] -= hands[p][c]
    sizes = [sum(h) for h in hands]
    for p in range(n):
        if p != seat and p != known_hand:
            got = _draw(pool, sizes[p], rng)
            hands[p] = got + [0] * (len(hands[p]) - n_types)
    if ck:
        _deal_progress(s, seat, rng, known_progress)
    else:
        _deal_development(s, seat, rng)


def _deal_development(s: State, seat: int, rng: random.Random | None) -> None:
    """The other seats' development cards and the deck, from the cards in neither (the
    seat's own and those played aside: that pool is public)."""
    n = s.game.players
    dev_hand = s.dev_hand
    pool = list(s.dev_deck)
    counts = [sum(h) for h in dev_hand]
    for p in range(n):
        if p != seat:
            for k in range(len(pool)):
                pool[k] += dev_hand[p][k]
    for p in range(n):
        if p != seat:
            dev_hand[p] = _draw(pool, counts[p], rng)
    s.dev_deck = tuple(pool)  # the rest
    if seat != s.turn_seat:  # the turn seat's new cards are its own knowledge
        s.dev_new = (0,) * len(s.dev_new)
        s.dev_played = False


def _deal_progress(s: State, seat: int, rng: random.Random | None, known: int) -> None:
    """The other seats' progress cards, the decks' shuffled parts and the bottom cards
    `seat` did not see go there (another seat's discards)."""
    n = s.game.players
    hand = s.progress_hand
    pool = list(_PROGRESS_COPIES)
    for p in (seat, known):
        if p != NOBODY:
            for k in range(N_PROGRESS):
                pool[k] -= hand[p][k]
    for k in sorted(PROGRESS_VP_CARDS):  # revealed as soon as drawn: no longer in a deck
        t = PROGRESS_TRACK[k]
        if not s.deck[t][k] and k not in s.deck_bottom[t]:
            pool[k] -= 1
    seen_bottoms: list[list[int]] = []
    for t in range(3):
        seen = [
            k if w == EVERYONE or (w == seat and w >= 0) else NOBODY
            for k, w in zip(s.deck_bottom[t], s.deck_bottom_seen[t], strict=True)
        ]
        for k in seen:
            if k != NOBODY:
                pool[k] -= 1
        seen_bottoms.append(seen)
    if min(pool) < 0:
        raise ResampleError("the public counts do not add up")
    # Per deck, the cards not placed yet fill, in this order: the opponents' hands (drawn
    # from the deck's kinds, then dealt out by hand size), the bottom cards the seat did
    # not see, and the shuffled part, which keeps the rest. Neither a hand nor a discard
    # holds a VP card (revealed at once, never held).
    counts = [sum(h) for h in hand]
    bag: list[int] = []
    for t in range(3):
        track_pool = [
            c if PROGRESS_TRACK[k] == t and k not in PROGRESS_VP_CARDS else 0
            for k, c in enumerate(pool)
        ]
        vp_left = [
            c if PROGRESS_TRACK[k] == t and k in PROGRESS_VP_CARDS else 0
            for k, c in enumerate(pool)
        ]
        bottom = seen_bottoms[t]
        unseen = bottom.count(NOBODY)
        shuffled_size = sum(s.deck[t])
        held = sum(track_pool) + sum(vp_left) - shuffled_size - unseen
        if held < 0:
            raise ResampleError("the public counts do not add up")
        taken = _draw(track_pool, held, rng)
        bag += [k for k, c in enumerate(taken) for _ in range(c)]
        if unseen:
            under = iter(_draw_in_order(track_pool, vp_left, unseen, rng))
            s.deck_bottom[t] = tuple(k if k != NOBODY else next(under) for k in bottom)
        s.deck[t] = [a + b for a, b in zip(track_pool, vp_left, strict=True)]
        # The seat's view of the deal is its view either way: the cards it saw go under
        # are marked seen by all, the others by nobody.
        s.deck_bottom_seen[t] = tuple(EVERYONE if k != NOBODY else NOBODY for k in bottom)
    if rng is not None:
        rng.shuffle(bag)
    for p in range(n):
        if p != seat and p != known:
            k = counts[p]
            got = [0] * N_PROGRESS
            for card in bag[:k]:
                got[card] += 1
            bag = bag[k:]
            hand[p] = got
