"""Small helpers shared by the rules modules."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ..constants import CARD_NAMES, N_CARDS, PROGRESS_NAMES

if TYPE_CHECKING:
    from ..state import State

Cost = tuple[tuple[int, int], ...]


def seats_from(s: State, first: int) -> list[int]:
    """All seats clockwise starting at `first`."""
    n = s.game.players
    return [(first + i) % n for i in range(n)]


def replaced(values: tuple[int, ...], i: int, value: int) -> tuple[int, ...]:
    """`values` with item `i` set to `value`. The per-seat counts State keeps as tuples
    are replaced, never changed in place, so that clones share them (State.clone)."""
    n = len(values)  # not narrowed by `len(values) == 8`: mypyc would unbox 8 ints
    # Out of range, the list below says so as an item assignment does (IndexError, or -1
    # the last item).
    if 0 <= i < n:
        if n == N_CARDS:  # a hand: one tuple built, not a list and a tuple (see _with8)
            return cast(tuple[int, ...], _with8(cast(tuple[object, ...], values), i, value))
        if 3 <= n <= 6:  # a count per seat
            return cast(tuple[int, ...], _with_seat(cast(tuple[object, ...], values), i, value))
    out = list(values)
    out[i] = value
    return tuple(out)


def _with8(v: tuple[object, ...], i: int, x: object) -> tuple[object, ...]:
    """A tuple of 8 with item `i` set to `x`, built in one step. Typed `object`: the
    compiled engine copies the items' references instead of unboxing and reboxing ints;
    a list copied, set and made a tuple again costs two allocations more (this runs at
    every card a hand gets or gives)."""
    return (
        x if i == 0 else v[0], x if i == 1 else v[1], x if i == 2 else v[2],
        x if i == 3 else v[3], x if i == 4 else v[4], x if i == 5 else v[5],
        x if i == 6 else v[6], x if i == 7 else v[7],
    )  # fmt: skip


def _with_seat(v: tuple[object, ...], i: int, x: object) -> tuple[object, ...]:
    """`_with8` for a row of 3 to 6 seats."""
    n = len(v)
    if n == 4:
        return (x if i == 0 else v[0], x if i == 1 else v[1], x if i == 2 else v[2],
                x if i == 3 else v[3])  # fmt: skip
    if n == 3:
        return (x if i == 0 else v[0], x if i == 1 else v[1], x if i == 2 else v[2])
    if n == 5:
        return (x if i == 0 else v[0], x if i == 1 else v[1], x if i == 2 else v[2],
                x if i == 3 else v[3], x if i == 4 else v[4])  # fmt: skip
    return (x if i == 0 else v[0], x if i == 1 else v[1], x if i == 2 else v[2],
            x if i == 3 else v[3], x if i == 4 else v[4], x if i == 5 else v[5])  # fmt: skip


Rows = tuple[tuple[int, ...], ...]


def replaced_row(rows: Rows, i: int, row: tuple[int, ...]) -> Rows:
    """`rows` with row `i` set to `row`: the per-seat rows State shares with its clones
    (State._SHARED: hands, pieces, rates, development cards) are replaced, never changed."""
    n = len(rows)
    if 3 <= n <= 6 and 0 <= i < n:
        return cast(Rows, _with_seat(cast(tuple[object, ...], rows), i, row))
    out = list(rows)
    out[i] = row
    return tuple(out)


def row_with(rows: Rows, i: int, x: int) -> Rows:
    """`rows` with id `x` added to row `i`, kept sorted (a seat's pieces: positions then
    compare as sets)."""
    return replaced_row(rows, i, tuple(sorted((*rows[i], x))))


def row_without(rows: Rows, i: int, x: int) -> Rows:
    """`rows` with id `x` taken out of row `i`."""
    return replaced_row(rows, i, tuple([y for y in rows[i] if y != x]))


def can_pay(hand: tuple[int, ...], cost: Cost) -> bool:
    return all(hand[c] >= k for c, k in cost)


def pay(s: State, seat: int, cost: Cost) -> None:
    hand = list(s.hands[seat])
    bank = s.bank
    # Spelled `x[i] = x[i] - k`: the compiled engine runs `x[i] -= k` on a list item
    # through the generic number protocol (boxed ints), the spelled-out form unboxed.
    for c, k in cost:
        hand[c] = hand[c] - k
        bank[c] = bank[c] + k
    s.hands = replaced_row(s.hands, seat, tuple(hand))


def add_cards(s: State, seat: int, card: int, k: int) -> None:
    """`k` more (or, negative, fewer) cards of a type in a seat's hand; the bank is the
    caller's. Hands are rows State shares with its clones (State._SHARED): replaced."""
    hand = s.hands[seat]
    s.hands = replaced_row(s.hands, seat, replaced(hand, card, hand[card] + k))


def move_card(s: State, giver: int, taker: int, card: int, k: int = 1) -> None:
    """`k` cards of a type from one seat's hand to another's."""
    add_cards(s, giver, card, -k)
    add_cards(s, taker, card, k)


def cost_text(cost: Cost) -> str:
    return " and ".join(f"{k} {CARD_NAMES[c]}" for c, k in cost)


def total(counts: list[int]) -> int:
    """sum(counts) as a loop, which the compiled engine runs on unboxed ints: a builtin
    called from compiled code is looked up in the builtins module (or, bound to a static,
    still called through the generic protocol), which costs more than the sum. (The
    interpreter pays a little for the loop: the compiled build is the fast one.)"""
    n = 0
    for k in counts:
        n += k
    return n


def row_total(counts: tuple[int, ...]) -> int:
    """`total` of a row State shares with its clones (a tuple: State._SHARED)."""
    n = 0
    for k in counts:
        n += k
    return n


def hand_size(s: State, seat: int) -> int:
    """Resource and commodity cards in hand (what a 7, a steal or a discard counts)."""
    return row_total(s.hands[seat])


def valid_int(x: object, n: int) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < n


def valid_card(s: State, x: object) -> bool:
    """A card index that exists in this expansion (commodities only in C&K)."""
    return valid_int(x, s.game.n_cards)


def take_from_bank(s: State, seat: int, card: int, n: int) -> int:
    """Give up to n cards of a type from the bank; returns how many were given."""
    k = min(n, s.bank[card])
    s.bank[card] -= k
    add_cards(s, seat, card, k)
    return k


def card_label(c: object) -> str:
    """A card index as its name (for messages); anything else as it was given."""
    return CARD_NAMES[c] if isinstance(c, int) and valid_int(c, len(CARD_NAMES)) else repr(c)


def progress_label(k: object) -> str:
    return (
        PROGRESS_NAMES[k] if isinstance(k, int) and valid_int(k, len(PROGRESS_NAMES)) else repr(k)
    )


def cards_dict(v: list[int] | tuple[int, ...]) -> dict[str, int]:
    # One type for the loop: the compiled engine reads a list[int] unboxed, where it
    # indexes a list-or-tuple through the generic protocol (every production event).
    counts = v if isinstance(v, list) else list(v)
    return {CARD_NAMES[c]: counts[c] for c in range(N_CARDS) if counts[c]}
