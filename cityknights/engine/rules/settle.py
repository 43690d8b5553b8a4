"""Between decisions: run the engine's own steps and drop decisions that became void.

Pending steps owned by AUTO (production after an event's decisions, the hand-limit check
after a batch of draws, the end of a turn after its discards) run as soon as they reach
the front of the queue. A decision that can no longer be made (a tied defender when every
deck is empty, a displaced knight with nowhere to go) is dropped, with its event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..constants import AUTO
from ..events import Event
from . import knights, progress
from .registry import AUTO_STEPS

if TYPE_CHECKING:
    from ..state import State


_VOIDABLE: Final = frozenset({"progress_draw", "defender_deck", "relocate"})


def settle(s: State, events: list[Event]) -> None:
    pending = s.pending
    while pending and s.phase != "over":
        kind, seat, arg = pending[0]
        if seat != AUTO and kind not in _VOIDABLE:
            break
        if seat == AUTO:
            pending.pop(0)
            AUTO_STEPS[kind](s, arg, events)
        elif kind == "progress_draw" and not progress.deck_size(s, progress.unpack_draw(arg)[1]):
            pending.pop(0)  # emptied by an earlier draw of the same event
        elif kind == "defender_deck" and not any(progress.deck_size(s, k) for k in range(3)):
            pending.pop(0)
            events.append(Event("defender_deck_empty", {"seat": seat}))
        elif kind == "relocate" and not knights.relocation_spots(
            s, seat, knights.unpack_displaced(arg)[0]
        ):
            pending.pop(0)
            events.append(
                Event("knight_returned", {"seat": seat, "level": knights.unpack_displaced(arg)[1]})
            )
        else:
            break
