"""Victory points, Largest Army and the win check (RULES.md §17)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..constants import LARGEST_ARMY_MIN, NOBODY
from ..events import Event

if TYPE_CHECKING:
    from ..state import State


def public_vp(s: State, seat: int) -> int:
    """VP everyone can see (hidden VP development cards excluded)."""
    vp = len(s.settlements[seat]) + 2 * len(s.cities[seat])
    if s.longest_road == seat:
        vp += 2
    if s.largest_army == seat:
        vp += 2
    if s.game.ck:
        # Metropolises +2 each; Defender cards, Printer/Constitution and the merchant +1.
        owner = s.owner
        for v in s.metropolis:  # a plain loop: this runs after nearly every action
            if v != NOBODY and owner[v] == seat:
                vp += 2
        vp += s.defender[seat] + s.progress_vp[seat] + (s.merchant_owner == seat)
    return vp


def update_largest_army(s: State, seat: int, events: list[Event]) -> None:
    n = s.knights_played[seat]
    holder = s.largest_army
    if holder == seat or n < LARGEST_ARMY_MIN:
        return
    if holder == NOBODY or n > s.knights_played[holder]:
        s.largest_army = seat
        events.append(Event("largest_army", {"seat": seat, "previous": holder, "knights": n}))


def check_win(s: State, events: list[Event]) -> None:
    """The turn player wins on reaching the target during their own turn."""
    if s.phase not in ("pre_roll", "main"):
        return
    seat = s.turn_seat
    if public_vp(s, seat) + s.dev_hand[seat][1] >= s.game.vp_to_win:
        s.phase = "over"
        s.won_by = seat
        s.pending.clear()
        s.offer = None
        s.trade_accepted = ()
        s.trade_counters = ()
        events.append(Event("game_over", {"winner": seat, "vp": s.victory_points(seat)}))
