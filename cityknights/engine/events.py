"""Events: what an applied action caused, as codes and parameters (no prose).

Some events carry a secret part (the card stolen, the development card drawn) that only
the seats in `audience` may see; `for_seat` gives each seat its redacted copy.
"""

from __future__ import annotations

from typing import Any


class Event:
    __slots__ = ("audience", "code", "data", "secret")

    def __init__(
        self,
        code: str,
        data: dict[str, Any],
        secret: dict[str, Any] | None = None,
        audience: tuple[int, ...] = (),
    ) -> None:
        self.code = code
        self.data = data
        self.secret = secret
        self.audience = audience

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
