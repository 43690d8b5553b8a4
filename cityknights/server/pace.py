"""How fast a game's bots play: a beat per visible bot action, so a person can follow it.

The pause belongs to the server (every client sees the same pace, and stored move times,
hence replays, keep it): a table's driver sleeps the beat, less what the bot spent
choosing, before it submits the move. The sleep is an asyncio one in that game's own
driver task: it never holds up the event loop or another game, and a reschedule (a human
coming back) cancels it with the rest of the decision.
"""

from __future__ import annotations

from typing import Final, Literal

from cityknights.engine import Action

Pace = Literal["instant", "fast", "normal", "slow"]
PACES: Final[tuple[Pace, ...]] = ("instant", "fast", "normal", "slow")
#: Every new game's pace unless its creator or the server says otherwise.
DEFAULT_PACE: Final[Pace] = "normal"
#: Games stored before paces existed played at once; they keep doing so.
STORED_PACE: Final[Pace] = "instant"

#: How much of a `normal` beat each pace takes.
_SCALE: Final[dict[str, float]] = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}

#: Seconds of a `normal` beat, by action kind. A roll and a progress card are moments to
#: watch (dice landing, a card shown face up); a road or an answer to a trade is quick.
#: Discards come one card per action, so each is a short beat: a seat discarding four
#: cards takes about as long as one build.
_BEAT: Final[dict[str, float]] = {
    "roll": 1.3,
    "end_turn": 0.8,
    "build_road": 0.6,
    "build_settlement": 0.9,
    "build_city": 1.0,
    "build_wall": 0.8,
    "build_knight": 0.8,
    "activate_knight": 0.7,
    "promote_knight": 0.8,
    "move_knight": 0.9,
    "displace_knight": 1.1,
    "chase_robber": 1.1,
    "move_robber": 1.1,
    "improve_city": 1.0,
    "buy_dev": 0.9,
    "bank_trade": 0.8,
    "offer_trade": 1.1,
    "accept_trade": 0.6,
    "reject_trade": 0.5,
    "counter_trade": 1.0,  # new terms take a moment to read
    "confirm_trade": 0.8,
    "cancel_trade": 0.6,
    "discard": 0.3,
    "discard_progress": 0.6,
    "pillage_city": 1.0,
}
#: Any progress or development card played.
_PLAY_BEAT: Final = 1.5
#: Every other decision (a choice inside a card's effect, a relocation, ...).
_OTHER_BEAT: Final = 0.8


def beat(pace: str, action: Action, clock: float = 1.0) -> float:
    """Seconds the bot's `action` takes at `pace` (0 at `instant`). `clock`: the server's
    pace clock (`cityknights serve --pace-clock`), a factor on every beat: 1 for people;
    below 1 lets a test or a screenshot run watch a whole `normal` game, the same beats
    in the same proportions, in a fraction of the time."""
    scale = _SCALE[pace] * clock
    if not scale:
        return 0.0
    kind = action.kind
    seconds = _PLAY_BEAT if kind.startswith("play_") else _BEAT.get(kind, _OTHER_BEAT)
    return seconds * scale
