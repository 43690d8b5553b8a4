"""The uniform random bot: the baseline and the workhorse of speed benchmarks."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from cityknights.bots import A

#: Action kind of a domestic trade offer. Random offers are mostly refused and only
#: lengthen games, so the random bot skips them unless asked.
OFFER_TRADE = "offer_trade"


class RandomBot:
    """Chooses uniformly among the legal actions.

    ``rng`` is an int seed, a ``random.Random`` (used as is) or None (seeded from the OS).
    With ``offers=False`` (the default) actions of kind ``offer_trade`` are left out,
    unless they are the only legal actions.
    """

    __slots__ = ("offers", "rng")

    def __init__(self, rng: int | random.Random | None = None, offers: bool = False) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.offers = offers

    def choose(self, view: Mapping[str, Any], legal_actions: Sequence[A]) -> A:
        if not legal_actions:
            raise ValueError("RandomBot.choose needs at least one legal action")
        candidates = legal_actions
        if not self.offers:
            candidates = [a for a in legal_actions if a.kind != OFFER_TRADE] or legal_actions
        return self.rng.choice(candidates)

    def __repr__(self) -> str:
        return f"RandomBot(offers={self.offers})"
