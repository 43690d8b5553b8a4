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
    EVERYONE,
    N_PROGRESS,
    NOBODY,
    PROGRESS_TRACK,
    PROGRESS_VP_CARDS,
    progress_deck,
)
from ..draws import shuffle
from .dealing import deal_progress_deck, draw

if TYPE_CHECKING:
    from ..state import State

# Copies of each progress card kind in the three decks together (54 with any number of
# seats; the card totals are the game's: 5-6 players have a larger bank, RULES.md §22.3).
_PROGRESS_COPIES: Final = tuple(
    sum(progress_deck(t)[k] for t in range(3)) for k in range(N_PROGRESS)
)


class ResampleError(ValueError):
    """A view that cannot be resampled (mid-decision, an offer open, a spectator's), or
    whose public counts leave no way to deal the hidden cards."""


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
    hands = list(s.hands)  # rows shared with the state this was cloned from
    game = s.game
    totals = [game.cards_per_type] * 5 + [game.commodities_per_type] * 3
    pool = [totals[c] - s.bank[c] for c in range(n_types)]
    for p in (seat, known_hand):
        if p != NOBODY:
            for c in range(n_types):
                pool[c] -= hands[p][c]
    sizes = [sum(h) for h in hands]
    for p in range(n):
        if p != seat and p != known_hand:
            got = draw(pool, sizes[p], rng, ResampleError)
            hands[p] = tuple(got + [0] * (len(hands[p]) - n_types))
    s.hands = tuple(hands)
    if ck:
        _deal_progress(s, seat, rng, known_progress)
    else:
        _deal_development(s, seat, rng)


def _deal_development(s: State, seat: int, rng: random.Random | None) -> None:
    """The other seats' development cards and the deck, from the cards in neither (the
    seat's own and those played aside: that pool is public)."""
    n = s.game.players
    dev_hand = list(s.dev_hand)  # rows shared with the state this was cloned from
    pool = list(s.dev_deck)
    counts = [sum(h) for h in dev_hand]
    for p in range(n):
        if p != seat:
            for k in range(len(pool)):
                pool[k] += dev_hand[p][k]
    for p in range(n):
        if p != seat:
            dev_hand[p] = tuple(draw(pool, counts[p], rng, ResampleError))
    s.dev_hand = tuple(dev_hand)
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
        bottom = seen_bottoms[t]
        taken, under, s.deck[t] = deal_progress_deck(
            pool, t, sum(s.deck[t]), bottom.count(NOBODY), rng, ResampleError
        )
        bag += [k for k, c in enumerate(taken) for _ in range(c)]
        if under:
            cards = iter(under)
            s.deck_bottom[t] = tuple(k if k != NOBODY else next(cards) for k in bottom)
        # The seat's view of the deal is its view either way: the cards it saw go under
        # are marked seen by all, the others by nobody.
        s.deck_bottom_seen[t] = tuple(EVERYONE if k != NOBODY else NOBODY for k in bottom)
    if rng is not None:
        shuffle(rng, bag)
    for p in range(n):
        if p != seat and p != known:
            k = counts[p]
            got = [0] * N_PROGRESS
            for card in bag[:k]:
                got[card] += 1
            bag = bag[k:]
            hand[p] = got
