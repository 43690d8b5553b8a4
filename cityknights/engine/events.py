"""Events: what an applied action caused, as codes and parameters (no prose).

Some events carry a secret part (the card stolen, the development card drawn) that only
the seats in `audience` may see; `for_seat` gives each seat its redacted copy.
"""

from __future__ import annotations

from typing import Any, Final


class Event:
    """`data` is a dict of the event's parameters. An event made by `packed_event` keeps
    them as two tuples and makes the dict when it is first read: most events of a search
    or a simulation are dropped unread, and a dict costs the compiled engine several
    times what a tuple does."""

    __slots__ = ("_data", "_keys", "_values", "audience", "code", "secret")

    def __init__(
        self,
        code: str,
        data: dict[str, Any] | None,
        secret: dict[str, Any] | None = None,
        audience: tuple[int, ...] = (),
    ) -> None:
        """`data` None only from packed_event, which sets the keys and values after."""
        self.code = code
        self._data = data
        self._keys: tuple[str, ...] = ()
        self._values: tuple[Any, ...] = ()
        self.secret = secret
        self.audience = audience

    @property
    def data(self) -> dict[str, Any]:
        data = self._data
        if data is None:
            data = self._data = dict(zip(self._keys, self._values, strict=True))
        return data

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        """This event as `seat` may see it (None: a spectator)."""
        out = {"code": self.code, **self.data}
        if self.secret and seat is not None and seat in self.audience:
            out.update(self.secret)
        return out

    def to_json(self) -> dict[str, Any]:
        """The full event, secrets included (for logs kept by the authority)."""
        out = {"code": self.code, **self.data}
        if self.secret:
            out["secret"] = dict(self.secret)
            out["audience"] = list(self.audience)
        return out

    def __repr__(self) -> str:
        return f"Event({self.code!r}, {self.data!r}, secret={self.secret!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]


def packed_event(
    code: str,
    keys: tuple[str, ...],
    values: tuple[Any, ...],
    secret: dict[str, Any] | None = None,
    audience: tuple[int, ...] = (),
) -> Event:
    """Event(code, dict(zip(keys, values)), ...), the dict made only if it is read (see
    Event). `keys`: a module-level tuple typed `tuple[str, ...]`, which the compiled
    engine keeps as one object (a literal pair would be built anew at each call)."""
    event = Event(code, None, secret, audience)
    event._keys = keys
    event._values = values
    return event


# The events list of `State.advance` and `State.play`, whose callers drop every event (a
# search, a random game, an environment): a rule handed this very list builds no event
# (`if events is not DROPPED`), where building them was about a tenth of a random game's
# instructions (benchmarks/README.md, "Moves without their events"). An event appended to
# it anyway (a rarer rule, not guarded) is cleared after the call; nobody reads it.
DROPPED: Final[list[Event]] = []
