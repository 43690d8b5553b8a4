"""ActionCodec: every encodable action of a game <-> a stable integer, and masks.

The numbering depends only on the expansion and the number of players (the topology is
fixed), so a model trained on one board can play on any other. Domestic trade offers are
encoded in their canonical form only (one card for one card of another type).
"""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING

from .actions import Action
from .errors import IllegalActionError

if TYPE_CHECKING:
    from .game import Game
    from .state import State


class ActionCodec:
    def __init__(self, game: Game) -> None:
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
        self.actions: tuple[Action, ...] = tuple(acts)
        self.index: dict[Action, int] = {a: i for i, a in enumerate(acts)}
        assert len(self.index) == len(acts), "duplicate action in codec"

    def __len__(self) -> int:
        return len(self.actions)

    @property
    def size(self) -> int:
        return len(self.actions)

    def encode(self, action: Action) -> int:
        try:
            return self.index[action]
        except (KeyError, TypeError):  # TypeError: an unhashable look-alike
            raise IllegalActionError(f"{action} has no integer code (not canonical)") from None

    def decode(self, code: int) -> Action:
        """The action with this code. Any integer type is accepted (a numpy integer from a
        policy's argmax too), but not a bool."""
        try:
            i = -1 if isinstance(code, bool) else operator.index(code)
        except TypeError:
            i = -1
        if not 0 <= i < len(self.actions):
            raise IllegalActionError(f"action code must be 0-{len(self.actions) - 1}, got {code!r}")
        return self.actions[i]

    def mask(self, state: State) -> list[bool]:
        """True at the code of every legal action of the player to act."""
        m = [False] * len(self.actions)
        for a in state.legal_actions():
            i = self.index.get(a)
            if i is not None:
                m[i] = True
        return m

    def legal_codes(self, state: State) -> list[int]:
        return [self.index[a] for a in state.legal_actions() if a in self.index]
