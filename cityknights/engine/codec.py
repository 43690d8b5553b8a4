"""ActionCodec: every encodable action of a game <-> a stable integer, and masks.

The numbering depends only on the expansion, the number of players (3-4 play the 19-hex
island, 5-6 the 30-hex one) and whether the game has a Special Build Phase (its pass,
`end_special_build`, is the last code), so a model trained on one board can play on any
other of the same size. Domestic trade offers are
encoded in their canonical form only (one card for one card of another type).
"""

from __future__ import annotations

import operator
from typing import Any, SupportsIndex

from .actions import Action, param_fault
from .errors import IllegalActionError, quote
from .game import Game
from .state import State

_BASE_ONLY = frozenset(
    {"buy_dev", "play_knight", "play_year_of_plenty", "play_monopoly", "draw_dev"}
)


def _ck_actions(game: Game) -> list[Action]:
    """Every C&K action that can be legal, in a fixed order (walls, knights, knight moves
    between any two intersections, improvements, decisions, progress cards)."""
    t = game.actions
    of = t.of
    nv, nh, ne, n = (
        game.topology.n_vertices,
        game.topology.n_hexes,
        game.topology.n_edges,
        game.players,
    )
    vs = range(nv)
    acts = t.build_wall + t.build_knight + t.activate_knight + t.promote_knight
    acts += [t.move_knight.get(v, w) for v in vs for w in vs if v != w]
    acts += [t.displace_knight.get(v, w) for v in vs for w in vs if v != w]
    acts += t.chase_robber + t.relocate_knight + t.improve_city + t.place_metropolis
    acts += t.pillage_city + t.choose_deck + t.discard_progress + t.draw_progress
    acts += [*t.aqueduct[:5], t.decline_aqueduct]
    acts += [of("play_alchemist", w, r) for w in range(1, 7) for r in range(1, 7)]
    acts += [of("play_crane"), of("play_irrigation"), of("play_mining"), of("play_saboteur")]
    acts += [of("play_warlord"), of("play_wedding"), of("play_commercial_harbor")]
    acts += [of("play_engineer", v) for v in vs] + [of("play_medicine", v) for v in vs]
    acts += [t.inventor.get(a, b) for a in range(nh) for b in range(a + 1, nh)]
    acts += [of("play_smith", v, -1) for v in vs]
    acts += [of("play_smith", v, w) for v in vs for w in range(v + 1, nv)]
    acts += [of("play_bishop", h) for h in range(nh)] + [of("play_merchant", h) for h in range(nh)]
    acts += [of("play_diplomat", e) for e in range(ne)] + [of("play_intrigue", v) for v in vs]
    for kind in ("play_deserter", "play_spy", "play_master_merchant"):
        acts += [of(kind, p) for p in range(n)]
    acts += [of("play_merchant_fleet", c) for c in range(8)]
    acts += [of("play_resource_monopoly", c) for c in range(5)]
    acts += [of("play_trade_monopoly", c) for c in range(5, 8)]
    acts += [of("surrender_knight", v) for v in vs] + [of("place_deserter", v) for v in vs]
    acts += [of("skip")] + [of("harbor_offer", p, c) for p in range(n) for c in range(5)]
    acts += [of("give_commodity", c) for c in range(5, 8)]
    acts += [of("take_progress", k) for k in range(25)]
    acts += [of("take_card", c) for c in range(8)] + [of("give_card", c) for c in range(8)]
    return acts


class ActionCodec:
    def __init__(self, game: Game) -> None:
        if not isinstance(game, Game):  # the pure build would fail on game.actions
            raise TypeError(f"ActionCodec needs a Game, got {quote(game)}")
        t = game.actions
        nc = game.n_cards
        acts: list[Action] = [t.roll, t.end_turn, t.buy_dev, t.play_knight, t.play_road_building]
        acts += t.road + t.settlement + t.city
        acts += [a for row in t.move_robber for a in row]
        acts += t.discard[:nc]
        acts += [t.bank_trade[g][r] for g in range(nc) for r in range(nc) if g != r]
        acts += [t.offer[g][r] for g in range(nc) for r in range(nc) if g != r]
        acts += [t.accept_trade, t.reject_trade, t.cancel_trade, *t.confirm]
        acts += [t.year_of_plenty[a][b] for a in range(5) for b in range(a, 5)]
        acts += t.monopoly[:5]
        acts += list(t.dice.values()) + t.draw_dev + t.steal[:nc]
        if game.ck:
            acts = [a for a in acts if a[0] not in _BASE_ONLY] + _ck_actions(game)
        if game.special_build:  # last, so that the codes of a game without it stay put
            acts.append(t.end_special_build)
        self.actions: tuple[Action, ...] = tuple(acts)
        self.index: dict[Action, int] = {a: i for i, a in enumerate(acts)}
        assert len(self.index) == len(acts), "duplicate action in codec"

    def __len__(self) -> int:
        return len(self.actions)

    @property
    def size(self) -> int:
        return len(self.actions)

    # Public arguments typed `object` and checked in the body: the compiled engine would
    # refuse a wrong-typed one with a TypeError instead of IllegalActionError.
    def encode(self, action: object) -> int:
        # An equal look-alike (1.0 or True for 1) would find the code of the real action.
        fault = (
            param_fault(action[0], action[1:]) if isinstance(action, Action) and action else None
        )
        if fault is not None:
            raise IllegalActionError(f"{action} has no integer code ({fault.text})", refusal=fault)
        key: Any = action  # an Action, or a look-alike that is refused below
        try:
            return self.index[key]
        except (KeyError, TypeError):  # TypeError: an unhashable look-alike
            raise IllegalActionError(
                f"{quote(action)} has no integer code (not canonical)"
            ) from None

    def decode(self, code: object) -> Action:
        """The action with this code. Any integer type is accepted (a numpy integer from a
        policy's argmax too), but not a bool."""
        i = -1
        if isinstance(code, SupportsIndex) and not isinstance(code, bool):
            i = operator.index(code)
        if not 0 <= i < len(self.actions):
            raise IllegalActionError(
                f"action code must be 0-{len(self.actions) - 1}, got {quote(code)}"
            )
        return self.actions[i]

    def mask(self, state: State) -> list[bool]:
        """True at the code of every legal action of the player to act."""
        _check_state(state)
        m = [False] * len(self.actions)
        for a in state.legal_actions():
            i = self.index.get(a)
            if i is not None:
                m[i] = True
        return m

    def legal_codes(self, state: State) -> list[int]:
        _check_state(state)
        return [self.index[a] for a in state.legal_actions() if a in self.index]


def _check_state(state: object) -> None:
    """A TypeError naming the argument (the compiled build raises its own)."""
    if not isinstance(state, State):
        raise TypeError(f"expected a State, got {quote(state)}")
