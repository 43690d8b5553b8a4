"""Invariants every reachable position satisfies, and a random-game checker.

The same checker runs on every expansion and ruleset: random legal play with chance
sampled from a seeded RNG, checking at every step that legal actions are well formed and
apply, cards are conserved, piece limits hold, VP recount matches, views leak nothing,
clones are equal and independent, JSON round-trips; at the end, replaying the history
gives the same state.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .constants import (
    CHANCE,
    CITY,
    DEV_NAMES,
    DEV_NEVER_DISCARDED,
    EVERYONE,
    MAX_ROADS,
    N_CARDS,
    N_PROGRESS,
    NOBODY,
    PROGRESS_NAMES,
    PROGRESS_TRACK,
    PROGRESS_VP_CARDS,
    SETTLEMENT,
    TERMINAL,
    TRACK_NAMES,
    progress_deck,
)
from .game import Game
from .rules import longest_road, special_build
from .rules.common import replaced_row
from .state import State


class InvariantError(AssertionError):
    """An invariant failed; the message names it and the position's turn and context
    (`what` alone: the broken invariant, as a loaded position's refusal quotes it)."""

    def __init__(self, what: str, where: str | None = None) -> None:
        self.what = what
        super().__init__(what if where is None else f"{where}: {what}")


def _fail(s: State, what: str) -> None:
    raise InvariantError(what, f"turn {s.turn}, context {s.context()}")


def check_position(s: State) -> None:
    """The invariants of a position alone (cards, pieces, scores): what a loaded position
    must satisfy to be one a game can reach."""
    check_cards(s)
    check_pieces(s)
    check_scores(s)
    check_special_build(s)
    check_part_turn(s)


def check_part_turn(s: State) -> None:
    """Paired players (RULES.md §22.5.7): a part_turn phase only with the flag, never
    with Special Build slots, and its seat is the roller's partner by construction (the
    roller is read back from it), so it is never the first seat of a fresh turn's roll."""
    if s.phase != "part_turn":
        return
    if not s.game.paired:
        _fail(s, "a part_turn phase in a game without paired players")
    if any(kind == "special_build" for kind, _, _ in s.pending):
        _fail(s, "special_build slots in a part_turn")


def check_special_build(s: State) -> None:
    """5-6 players (RULES.md §22.5): slots only in the special_build phase, which always
    has one pending; they go to the other seats in turn order after the turn player, and
    the game's development cards bought in a slot are no cards of a turn."""
    slots = [seat for kind, seat, _ in s.pending if kind == "special_build"]
    if s.phase != "special_build":
        if slots:
            _fail(s, f"special_build slots {slots} outside the special_build phase")
        return
    if not s.game.special_build:
        _fail(s, "a special_build phase in a game without one")
    if special_build.deferred_discard(s):
        return
    n = s.game.players
    order = [(seat - s.turn_seat) % n for seat in slots]
    if not slots or 0 in order or order != sorted(set(order)):
        _fail(s, f"special_build slots {slots} after seat {s.turn_seat}'s turn")
    if any(s.dev_new) or s.dev_played:
        _fail(s, "development cards of a turn in the special_build phase")


def check_cards(s: State) -> None:
    """Cards are conserved: resources and commodities between hands and bank; each
    progress card in a deck of its colour, a hand, or revealed (Printer and Constitution,
    `progress_vp`); each knight and victory point development card in the deck, a hand, or
    (knights) played. Road Building, Year of Plenty and Monopoly leave the game when
    played, so at most their copies are accounted for."""
    g = s.game
    totals = [g.cards_per_type] * 5 + [g.commodities_per_type] * 3
    for c in range(N_CARDS):
        held = sum(h[c] for h in s.hands)
        if held + s.bank[c] != totals[c]:
            _fail(s, f"card {c}: hands {held} + bank {s.bank[c]} != {totals[c]}")
        if s.bank[c] < 0 or any(h[c] < 0 for h in s.hands):
            _fail(s, f"card {c}: negative count")
    if g.ck:
        _check_progress_cards(s)
    else:
        played_knights = sum(s.knights_played)
        for k in range(5):
            n = s.dev_deck[k] + sum(h[k] for h in s.dev_hand)
            if k == 0:
                n += played_knights
            full = g.dev_deck[k]  # 5-6 players: the larger deck (RULES.md §22.3)
            if n > full or s.dev_deck[k] < 0:
                _fail(s, f"development card {k}: {n} in play > {full}")
            if n != full and k in DEV_NEVER_DISCARDED:
                _fail(s, f"development card {DEV_NAMES[k]}: {n} accounted for, not {full}")


def _check_progress_cards(s: State) -> None:
    counts = [sum(h[k] for h in s.progress_hand) for k in range(N_PROGRESS)]
    for p in range(s.game.players):
        if any(n < 0 for n in s.progress_hand[p]):
            _fail(s, f"seat {p}: negative progress card count")
    for t in range(3):
        seen = s.deck_bottom_seen[t]
        if len(seen) != len(s.deck_bottom[t]) or any(
            not (w in (EVERYONE, NOBODY) or 0 <= w < s.game.players) for w in seen
        ):
            _fail(s, f"{TRACK_NAMES[t]} deck: who saw its bottom cards {seen} does not match it")
        for k in range(N_PROGRESS):
            here = s.deck[t][k] + s.deck_bottom[t].count(k)
            if here and PROGRESS_TRACK[k] != t:
                _fail(s, f"progress card {PROGRESS_NAMES[k]} in the {TRACK_NAMES[t]} deck")
            counts[k] += here
    unrevealed = 0
    for k in range(N_PROGRESS):
        full = sum(progress_deck(t)[k] for t in range(3))
        if k in PROGRESS_VP_CARDS:
            unrevealed += counts[k]
            if counts[k] > full:
                _fail(s, f"progress card {PROGRESS_NAMES[k]}: {counts[k]} in decks and hands")
        elif counts[k] != full:
            _fail(s, f"progress card {PROGRESS_NAMES[k]}: decks + hands {counts[k]} != {full}")
    if unrevealed + sum(s.progress_vp) != len(PROGRESS_VP_CARDS):
        _fail(
            s,
            f"VP progress cards: {unrevealed} in decks + {sum(s.progress_vp)} revealed "
            f"!= {len(PROGRESS_VP_CARDS)}",
        )


def check_pieces(s: State) -> None:
    g = s.game
    for p in range(g.players):
        if len(s.roads[p]) > MAX_ROADS:
            _fail(s, f"seat {p} has {len(s.roads[p])} roads")
        # A pillaged city on its side is a settlement made of a city piece (§12.4).
        _, settlements_left, cities_left = s.pieces_left(p)
        if settlements_left < 0:
            _fail(s, f"seat {p} has {len(s.settlements[p])} settlements")
        if cities_left < 0:
            _fail(s, f"seat {p} has {len(s.cities[p])} cities (and cities on their side)")
        for v in s.settlements[p]:
            if s.owner[v] != p or s.building[v] != SETTLEMENT:
                _fail(s, f"settlement list of seat {p} disagrees with the board at {v}")
        for v in s.cities[p]:
            if s.owner[v] != p or s.building[v] != CITY:
                _fail(s, f"city list of seat {p} disagrees with the board at {v}")
        for e in s.roads[p]:
            if s.road[e] != p:
                _fail(s, f"road list of seat {p} disagrees with the board at {e}")
    on_board = sum(1 for o in s.owner if o != NOBODY)
    if on_board != sum(len(s.settlements[p]) + len(s.cities[p]) for p in range(g.players)):
        _fail(s, "buildings on the board and in the seats' lists differ")
    if sum(1 for r in s.road if r != NOBODY) != sum(len(r) for r in s.roads):
        _fail(s, "roads on the board and in the seats' lists differ")
    topo = g.topology
    for v in range(topo.n_vertices):
        if s.owner[v] != NOBODY and any(s.owner[w] != NOBODY for w in topo.vertex_neighbors[v]):
            _fail(s, f"distance rule broken at intersection {v}")
    if g.ck:
        check_ck_pieces(s)


def check_ck_pieces(s: State) -> None:
    """Knights per level, walls under cities, improvement levels, metropolis holders."""
    g = s.game
    nv = g.topology.n_vertices
    for p in range(g.players):
        if s.knights[p] != tuple(v for v in range(nv) if s.knight_owner[v] == p):
            _fail(s, f"seat {p}: knight list {s.knights[p]} out of step with the board")
        for level in (1, 2, 3):
            n = sum(1 for v in range(nv) if s.knight_owner[v] == p and s.knight_level[v] == level)
            if n > 2:
                _fail(s, f"seat {p} has {n} knights of level {level}")
        walls = [v for v in range(nv) if s.wall[v] and s.owner[v] == p]
        if len(walls) > 3:
            _fail(s, f"seat {p} has {len(walls)} city walls")
        if any(not 0 <= lvl <= 5 for lvl in s.improvements[p]):
            _fail(s, f"seat {p} improvement levels {s.improvements[p]}")
    for v in range(nv):
        if s.wall[v] and s.building[v] != CITY:
            _fail(s, f"a wall at {v} without a city")
        if s.on_side[v] and (s.building[v] != SETTLEMENT or s.pieces_left(s.owner[v])[1]):
            _fail(s, f"a city on its side at {v}: not a settlement, or a settlement piece is free")
        if s.knight_owner[v] != NOBODY:
            if s.owner[v] != NOBODY:
                _fail(s, f"a knight and a building share intersection {v}")
            if not 1 <= s.knight_level[v] <= 3:
                _fail(s, f"knight at {v} has level {s.knight_level[v]}")
        elif s.knight_level[v] or s.knight_active[v]:
            _fail(s, f"knight data left at empty intersection {v}")
    held = [v for v in s.metropolis if v != NOBODY]
    if len(set(held)) != len(held):
        _fail(s, "two metropolises on one city")
    for t, v in enumerate(s.metropolis):
        if v == NOBODY:
            continue
        p = s.owner[v]
        if s.building[v] != CITY or s.improvements[p][t] < 4:
            _fail(s, f"metropolis {t} at {v} held without a city at level 4+")
    if not 0 <= s.barbarian < 7:
        _fail(s, f"barbarian ship at step {s.barbarian}")


def check_scores(s: State, roads: bool = True) -> None:
    """VP recount from the board, awards recomputed from scratch (road lengths by a fresh
    search when `roads`: the costly part, needed only after the pieces changed)."""
    g = s.game
    for p in range(g.players if roads else 0):
        if longest_road.road_length(s, p) != s.road_length[p]:
            _fail(s, f"seat {p}: stored road length {s.road_length[p]} is stale")
    lengths = s.road_length
    holder = s.longest_road
    # While a Diplomat's own road waits to be rebuilt, the award waits too (FAQ 88).
    settled = s.context() != "diplomat_rebuild"
    if settled and holder != NOBODY and (lengths[holder] < 5 or lengths[holder] != max(lengths)):
        _fail(s, f"longest road held by seat {holder} with {lengths[holder]} of {lengths}")
    if settled and holder == NOBODY and max(lengths) >= 5 and lengths.count(max(lengths)) == 1:
        _fail(s, f"longest road unassigned though one seat leads with {max(lengths)}")
    army = s.largest_army
    if army != NOBODY and (
        s.knights_played[army] < 3 or s.knights_played[army] != max(s.knights_played)
    ):
        _fail(s, f"largest army held by seat {army} with {s.knights_played}")
    # The paired part-turn defers a win like a slot (§22.5.7, read as §22.5.6).
    sbp = g.special_build or g.paired
    for p in range(g.players):
        vp = 0
        for v in range(g.topology.n_vertices):
            if s.owner[v] == p:
                vp += 1 if s.building[v] == SETTLEMENT else 2
        vp += 2 * (holder == p) + 2 * (army == p) + s.dev_hand[p][1]
        if g.ck:
            vp += 2 * sum(1 for v in s.metropolis if v != NOBODY and s.owner[v] == p)
            vp += s.defender[p] + s.progress_vp[p] + (s.merchant_owner == p)
        if vp != s.victory_points(p):
            _fail(s, f"seat {p}: VP recount {vp} != reported {s.victory_points(p)}")
        # (Not with a Special Build Phase: a seat may build far past the target in its
        # slot, and wins only when its turn starts, RULES.md §22.5.6.)
        if s.phase != "over" and p != s.turn_seat and vp >= g.vp_to_win + 3 and not sbp:
            _fail(s, f"seat {p} far past the target without winning")
    if s.phase == "over" and s.winner() is not None:
        w = s.winner()
        assert w is not None
        if s.victory_points(w) < g.vp_to_win:
            _fail(s, f"winner {w} has only {s.victory_points(w)} VP")


def _scramble_hidden(s: State, seat: int, rng: random.Random) -> State:
    """A copy in which every secret `seat` may not know is changed, counts kept."""
    c = s.clone()
    n_cards = s.game.n_cards
    # What the Spy / Master Merchant is shown right now is no secret to that seat.
    peek_hand = peek_progress = -1
    if s.pending and s.pending[0][1] == seat:
        kind, _, arg = s.pending[0]
        if kind == "spy":
            peek_progress = arg
        elif kind == "master_merchant":
            peek_hand = arg & 7
    for p in range(s.game.players):
        if p == seat:
            continue
        total = sum(c.hands[p])
        new = [0] * N_CARDS
        for _ in range(total):
            new[rng.randrange(n_cards)] += 1
        if p != peek_hand:
            # the bank is not part of the secret, only the hand's split
            c.hands = replaced_row(c.hands, p, tuple(new))
        if s.game.ck and p != peek_progress:
            size = sum(c.progress_hand[p])
            prog = [0] * len(c.progress_hand[p])
            for _ in range(size):
                prog[rng.randrange(len(prog))] += 1
            c.progress_hand[p] = prog
    # The Commercial Harbor's resource lies face down: only the offerer may know it.
    if seat != s.turn_seat:
        c.pending = [
            (kind, who, (arg + 1) % 5 if kind == "harbor_answer" else arg)
            for kind, who, arg in c.pending
        ]
    # Development cards are dealt anew between the deck and the hidden hands (the turn
    # player's aside: its cards bought this turn are in its hand), each kind keeping its
    # number there: how many of each were played is public.
    holders = [p for p in range(s.game.players) if p not in (seat, c.turn_seat)]
    bag = [
        k for k in range(5) for _ in range(c.dev_deck[k] + sum(c.dev_hand[p][k] for p in holders))
    ]
    rng.shuffle(bag)
    dev_hand = list(c.dev_hand)
    for p in holders:
        size = sum(dev_hand[p])
        dev_hand[p] = tuple(bag[:size].count(k) for k in range(5))
        del bag[:size]
    c.dev_hand = tuple(dev_hand)
    c.dev_deck = tuple(bag.count(k) for k in range(5))
    # A deck's composition is never shown (whether a VP card is still in it is: revealed).
    from .constants import PROGRESS_VP_CARDS

    for t, d in enumerate(c.deck):
        kinds = [k for k in range(len(d)) if k not in PROGRESS_VP_CARDS]
        counts = [d[k] for k in kinds]
        rng.shuffle(counts)
        c.deck[t] = list(d)
        for k, n in zip(kinds, counts, strict=True):
            c.deck[t][k] = n
    return c


def check_views(s: State, rng: random.Random) -> None:
    for seat in [*range(s.game.players), None]:
        v = s.view(seat)
        json.dumps(v)
        if seat is None:
            if "hand" in v:
                _fail(s, "spectator view shows a hand")
            continue
        if v["hand"] != {k: n for k, n in zip(_names(), s.hands[seat], strict=False) if n}:
            _fail(s, f"view of seat {seat} shows a wrong hand")
        other = _scramble_hidden(s, seat, rng)
        # Public VP and hand sizes are unchanged by the scramble, so only secrets differ.
        if other.view(seat) != v:
            diff = {k for k in v if other.view(seat).get(k) != v[k]}
            _fail(s, f"view of seat {seat} leaks hidden information in {sorted(diff)}")


def _names() -> tuple[str, ...]:
    from .constants import CARD_NAMES

    return CARD_NAMES


def check_legal(s: State, deep: bool = True) -> list[Action]:
    legal = s.legal_actions()
    cp = s.current_player()
    if cp == TERMINAL:
        if legal:
            _fail(s, "terminal state lists legal actions")
        return legal
    if not legal:
        _fail(s, "no legal action in a non-terminal state")
    if len(set(legal)) != len(legal):
        _fail(s, "duplicate legal actions")
    if cp == CHANCE:
        total = sum(p for _, p in s.chance_outcomes())
        if abs(total - 1) > 1e-9:
            _fail(s, f"chance probabilities sum to {total}")
    for a in legal:
        if not isinstance(a, Action):
            _fail(s, f"legal action {a!r} is not an Action")
        reason = s.illegal_reason(a)
        if reason is not None:
            _fail(s, f"listed action {a} is refused: {reason}")
        if deep and Action.from_json(json.loads(json.dumps(a.to_json()))) != a:
            _fail(s, f"action {a} does not round-trip through JSON")
    return legal


def check_each_applies(s: State, legal: list[Action]) -> None:
    for a in legal:
        c = s.clone()
        c.apply(a)


def check_clone_and_json(s: State, rng: random.Random, legal: list[Action]) -> None:
    c = s.clone()
    if c != s:
        _fail(s, "clone differs from the original")
    before = s.key()
    if legal:
        c.apply(legal[rng.randrange(len(legal))])
        if s.key() != before:
            _fail(s, "applying to a clone changed the original")
    d = json.loads(json.dumps(s.to_json()))
    back = State.from_json(s.game, d)
    if back != s:
        _fail(s, "from_json(to_json()) differs from the state")


@dataclass
class CheckedGame:
    seed: int
    steps: int = 0
    winner: int | None = None
    turns: int = 0
    kinds: dict[str, int] = field(default_factory=dict)


def play_checked_game(
    game: Game,
    seed: int,
    *,
    offer_rate: float = 0.05,
    deep_every: int = 1,
    apply_all: bool = True,
    max_steps: int = 200_000,
) -> CheckedGame:
    """Play one random game, checking every invariant; raises InvariantError on failure.

    deep_every: check views, clone and JSON round-trip every that many steps (1 = always).
    """
    rng = random.Random(seed)
    s = game.new_initial_state()
    result = CheckedGame(seed=seed)
    pieces = None
    while not s.is_terminal():
        deep = result.steps % deep_every == 0
        legal = check_legal(s, deep)
        check_cards(s)
        check_pieces(s)
        check_special_build(s)
        check_part_turn(s)
        now = (s.settlements, s.cities, s.roads)
        check_scores(s, roads=deep or now != pieces)
        pieces = (s.settlements[:], s.cities[:], s.roads[:])
        # Every player decision's every legal action is applied; chance nodes (36 dice
        # outcomes) only on deep steps, as they are many and alike.
        if apply_all and (deep or s.current_player() != CHANCE):
            check_each_applies(s, legal)
        if deep:
            check_views(s, rng)
            check_clone_and_json(s, rng, legal)
        if s.current_player() == CHANCE:
            a = s.sample_chance(rng)
        else:
            plain = [x for x in legal if x[0] != "offer_trade"]
            offers = [x for x in legal if x[0] == "offer_trade"]
            a = (
                rng.choice(offers)
                if offers and rng.random() < offer_rate
                else rng.choice(plain or legal)
            )
        s.apply(a)
        result.kinds[a[0]] = result.kinds.get(a[0], 0) + 1
        result.steps += 1
        if result.steps > max_steps:
            _fail(s, f"game did not end in {max_steps} steps")
    check_legal(s)
    check_cards(s)
    check_pieces(s)
    check_scores(s)
    replay = game.new_initial_state()
    for a in s.history():
        replay.apply(a)
    if replay != s:
        _fail(s, "replaying the history gives a different state")
    result.winner = s.winner()
    result.turns = s.turn
    return result


def summary_of(results: list[CheckedGame]) -> dict[str, Any]:
    kinds: dict[str, int] = {}
    for r in results:
        for k, n in r.kinds.items():
            kinds[k] = kinds.get(k, 0) + n
    return {
        "games": len(results),
        "steps": sum(r.steps for r in results),
        "no_winner": sum(r.winner is None for r in results),
        "kinds": dict(sorted(kinds.items())),
    }
