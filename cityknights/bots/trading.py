"""When a bot proposes a trade to the other seats: the one-for-one offer it values most,
only when it is worth asking, at most MAX_OFFERS_PER_TURN a turn and never the same offer
twice in a turn (a refused offer is not asked again and again).

What an offer is worth to the bot comes from its own view only: its hand, its buildings
and improvements. Nothing about the other hands is read, so an offer leaks
nothing the bot could not know; who accepts is the other seats' own decision.

Counter-offers (heuristic.py, `_Context.counter_terms` and `s_confirm_trade`): a trading
bot answers an offer it would refuse with the cards asked for one more of the card it
wants most, when that pays; as the offerer it takes a counter only when the exchange
still completes a build at a fair need balance. Both read the public offer and the bot's
own hand only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

#: Offers a bot makes in one turn at most (a person is asked once a turn, not pestered).
MAX_OFFERS_PER_TURN: Final = 1


class TradeDesk:
    """One seat's trade proposals: remembers what it offered this turn. `limit`: offers a
    turn at most (the mcts bot's `trades` option; the server's bots keep the default)."""

    def __init__(self, limit: int = MAX_OFFERS_PER_TURN) -> None:
        self.limit = limit
        self._turn: tuple[int, int] | None = None
        self._made: list[Any] = []

    def propose(
        self,
        view: Mapping[str, Any],
        legal: Sequence[Any],
        worth: Callable[[Sequence[int], Sequence[int]], float],
    ) -> Any:
        """The offer to make now, or None: the legal offer not yet made this turn that
        `worth(give, get)` values most, if above 0 (0: not worth asking)."""
        if view.get("context") != "main":
            return None
        key = (view["turn"], view["seat"])
        if key != self._turn:
            self._turn, self._made = key, []
        if len(self._made) >= self.limit:
            return None
        best, best_value = None, 0.0
        for a in legal:
            if a[0] == "offer_trade" and a not in self._made:
                value = worth(a[1], a[2])
                if value > best_value:
                    best, best_value = a, value
        if best is not None:
            self._made.append(best)
        return best
