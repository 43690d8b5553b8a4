"""The progress decks of a position (docs/position.md, `decks`): read, completed, checked.

Each of the 54 progress cards is in one place (RULES.md §13): a deck (its shuffled part,
or the cards put under it: played and discarded cards go face down under their deck, so
there is no discard pile), a hand, or revealed (Printer and Constitution, counted by the
seats' `progress_vp`). A position says where by parts; a part left out is computed from
the others, as elsewhere in the format:

- a track left out of `decks`, or given as `{}`: the colour's cards in no hand and not
  revealed, shuffled;
- `shuffled` given, `bottom` left out: the rest of the colour goes under the deck, in an
  order drawn from the game's seed (a scenario lists only the cards it needs drawn next);
- `bottom` given, `shuffled` left out: the rest is the shuffled part;
- both given (as `to_json` writes them): the deck is written whole, and a card of its
  colour that is nowhere is refused, as is a card too many anywhere.

`bottom_seen`, optional, says per card of `bottom` who saw it go there: "all" (a played
card), a seat (its own discard) or null (no one: the default, and the cards the loader
puts under the deck). Views and determinization read it (what a seat knows is under).
"""

from __future__ import annotations

import random
from typing import Any

from .constants import (
    EVERYONE,
    N_PROGRESS,
    NOBODY,
    PROGRESS_BY_NAME,
    PROGRESS_NAMES,
    PROGRESS_TRACK,
    PROGRESS_VP_CARDS,
    TRACK_NAMES,
    progress_deck,
)
from .errors import PositionError, quote
from .position_read import read_int, read_name
from .state import State

# Copies of each card kind in the three decks together (RULES.md §13.2).
FULL: tuple[int, ...] = tuple(sum(progress_deck(t)[k] for t in range(3)) for k in range(N_PROGRESS))
# Which VP card a seat revealed is not recorded: Printer is taken to be the first.
_VP_ORDER: tuple[int, ...] = tuple(
    sorted(PROGRESS_VP_CARDS, key=lambda k: (PROGRESS_NAMES[k] != "printer", k))
)
_WHOLE, _REST_SHUFFLED, _REST_UNDER = 0, 1, 2


def read_progress(where: str, x: Any) -> list[int]:
    """Counts by card kind of an object of progress card counts (a hand, a shuffled part)."""
    if not isinstance(x, dict):
        raise PositionError(f"{where}: expected an object of progress card counts")
    v = [0] * N_PROGRESS
    for name, k in x.items():
        if name not in PROGRESS_BY_NAME:
            raise PositionError(f"{where}: unknown progress card {quote(name)}")
        v[PROGRESS_BY_NAME[name]] = read_int(f"{where}.{name}", k, 0, 6)
    return v


def read_decks(s: State, d: dict[str, Any]) -> None:
    """Fill `s.deck` and `s.deck_bottom` from `d["decks"]`, the hands and `progress_vp`
    being read already; PositionError naming the deck and card if the cards do not add up."""
    decks = d.get("decks")
    if decks is not None and not isinstance(decks, dict):
        raise PositionError("decks: expected {track: {shuffled, bottom}}")
    if decks is not None and set(decks) - set(TRACK_NAMES):
        unknown = sorted(map(str, set(decks) - set(TRACK_NAMES)))
        raise PositionError(f"decks: unknown track(s) {quote(unknown)}")
    n = s.game.players
    held = [sum(s.progress_hand[p][k] for p in range(n)) for k in range(N_PROGRESS)]
    rest_goes: list[int] = []
    for t in range(3):
        name = TRACK_NAMES[t]
        dd = decks.get(name, {}) if decks is not None else {}
        if not isinstance(dd, dict) or set(dd) - {"shuffled", "bottom", "bottom_seen"}:
            raise PositionError(f"decks.{name}: expected {{shuffled, bottom[, bottom_seen]}}")
        s.deck[t] = read_progress(f"decks.{name}.shuffled", dd.get("shuffled", {}))
        bottom = dd.get("bottom", [])
        if not isinstance(bottom, list):
            raise PositionError(f"decks.{name}.bottom: expected a list of progress card names")
        s.deck_bottom[t] = tuple(
            read_name(f"decks.{name}.bottom[{i}]", b, PROGRESS_NAMES) for i, b in enumerate(bottom)
        )
        s.deck_bottom_seen[t] = _read_seen(
            f"decks.{name}.bottom_seen", dd.get("bottom_seen"), len(bottom), n
        )
        if "shuffled" in dd and "bottom" in dd:
            rest_goes.append(_WHOLE)
        else:
            rest_goes.append(_REST_UNDER if "shuffled" in dd else _REST_SHUFFLED)
        for k in range(N_PROGRESS):
            listed = s.deck[t][k] + s.deck_bottom[t].count(k)
            if PROGRESS_TRACK[k] != t and listed:
                raise PositionError(f"decks.{name}: {PROGRESS_NAMES[k]} is not a {name} card")
            if PROGRESS_TRACK[k] == t and listed + held[k] > FULL[k]:
                raise PositionError(f"decks.{name}: more {PROGRESS_NAMES[k]} cards than exist")
    revealed = _revealed(s, rest_goes)
    for t in range(3):
        rest = [0] * N_PROGRESS
        for k in range(N_PROGRESS):
            if PROGRESS_TRACK[k] == t:
                listed = s.deck[t][k] + s.deck_bottom[t].count(k)
                rest[k] = FULL[k] - listed - held[k] - int(k in revealed)
        if rest_goes[t] == _REST_SHUFFLED:
            s.deck[t] = [a + b for a, b in zip(s.deck[t], rest, strict=True)]
        elif rest_goes[t] == _REST_UNDER:
            under = _seeded_order(s, t, rest)
            s.deck_bottom[t] = (*s.deck_bottom[t], *under)
            s.deck_bottom_seen[t] = (*s.deck_bottom_seen[t], *[NOBODY] * len(under))
        elif any(rest):
            raise PositionError(_missing(t, rest))


def _read_seen(where: str, x: Any, size: int, players: int) -> tuple[int, ...]:
    """Who saw each of a deck's `size` bottom cards (see the module's docstring)."""
    if x is None:
        return (NOBODY,) * size
    if not isinstance(x, list) or len(x) != size:
        raise PositionError(
            f"{where}: expected a list of {size} entries (one per bottom card), got {quote(x)}"
        )
    out = []
    for i, who in enumerate(x):
        if who == "all" and type(who) is str:
            out.append(EVERYONE)
        elif who is None:
            out.append(NOBODY)
        else:
            if type(who) is not int or not 0 <= who < players:
                raise PositionError(
                    f'{where}[{i}]: expected "all", a seat 0-{players - 1} or null, '
                    f"got {quote(who)}"
                )
            out.append(who)
    return tuple(out)


def seen_to_json(seen: tuple[int, ...]) -> list[str | int | None]:
    """`bottom_seen` as the position format writes it."""
    return ["all" if w == EVERYONE else None if w == NOBODY else w for w in seen]


def _revealed(s: State, rest_goes: list[int]) -> set[int]:
    """The VP cards (Printer, Constitution) that are the ones the seats revealed: as many
    as `progress_vp` counts, among those in no listed deck. A deck written whole that
    leaves one out says it is revealed; the others are taken Printer first."""
    total = sum(s.progress_vp)
    out = [
        k
        for k in _VP_ORDER
        if not s.deck[PROGRESS_TRACK[k]][k] and k not in s.deck_bottom[PROGRESS_TRACK[k]]
    ]
    if len(out) < total:
        raise PositionError(
            f"progress_vp: {total} VP progress card(s) revealed, but only {len(out)} of the "
            f"{len(PROGRESS_VP_CARDS)} (Printer, Constitution) are out of the decks"
        )
    forced = [k for k in out if rest_goes[PROGRESS_TRACK[k]] == _WHOLE]
    free = [k for k in out if rest_goes[PROGRESS_TRACK[k]] != _WHOLE]
    # The forced ones beyond `total` stay unrevealed: their deck is then short of them.
    return set((forced + free)[:total])


def _seeded_order(s: State, t: int, rest: list[int]) -> list[int]:
    """The cards counted by `rest` in an order that depends on the game's seed alone (the
    engine has no RNG of its own: the same position and seed load the same deck)."""
    cards = [k for k in range(N_PROGRESS) for _ in range(rest[k])]
    random.Random(f"cityknights decks {s.game.seed!r} {TRACK_NAMES[t]}").shuffle(cards)
    return cards


def _missing(t: int, rest: list[int]) -> str:
    name = TRACK_NAMES[t]
    cards = ", ".join(
        PROGRESS_NAMES[k] + (f" x{rest[k]}" if rest[k] > 1 else "")
        for k in range(N_PROGRESS)
        if rest[k]
    )
    return (
        f"decks.{name}: {sum(rest)} {name} card(s) in no deck, hand or revealed: {cards}; "
        "a deck given with both shuffled and bottom holds every card of its colour that no "
        "hand holds (played cards go under it); leave bottom out to have the rest put there"
    )
