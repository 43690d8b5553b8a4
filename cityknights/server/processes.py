"""Which other server processes are alive, as told by their notices on the channel.

Processes sharing one PostgreSQL tell each other who is connected to them (each seat's
sockets, how many watch). A process killed with kill -9, or cut off from the database,
says nothing more: without a sign of life, the others would count its sockets forever, a
human who was connected there would never be replaced by a bot (the game waiting for
them), and its spectators would stay in every count. So every process says it is alive
every ALIVE_EVERY seconds, and one unheard for GONE_AFTER seconds is counted gone: its
sockets with it. One heard again after that (its database connection was away) is back,
and is asked again who is connected to it.

A process whose own listener has lost the database hears nobody: until it is back, the
others' silence says nothing of them, so nobody is counted gone meanwhile, and the time
since each was last heard starts again when it is back.
"""

from __future__ import annotations

from collections import OrderedDict

#: Seconds between a process's notices that it is alive (a NOTIFY each: nothing to the
#: database).
ALIVE_EVERY = 2.0
#: Seconds without a notice after which another process is counted gone: a few missed
#: notices, so a busy moment of the database or of that process is not taken for its end.
GONE_AFTER = 10.0
#: Gone processes remembered, to tell one that comes back from a new one (each process
#: has a new origin, so only a process cut off for a while comes back).
GONE_KEPT = 256


class OtherProcesses:
    """The other processes heard from, by origin, and when each was last heard."""

    def __init__(self, gone_after: float = GONE_AFTER) -> None:
        self.gone_after = gone_after
        self._heard: dict[str, float] = {}  # origin -> when last heard (monotonic)
        self._gone: OrderedDict[str, None] = OrderedDict()  # counted gone, oldest first
        self.deaf = False  # this process's listener has lost the database

    def heard(self, origin: str, now: float) -> bool:
        """A notice came from `origin`: True when that process had been counted gone (it is
        back, and who is connected to it must be asked again)."""
        back = origin in self._gone
        self._gone.pop(origin, None)
        self._heard[origin] = now
        return back

    def said_goodbye(self, origin: str) -> None:
        """`origin` is closing (it said so): it is gone now, and never back (a process's
        origin is its own)."""
        self._heard.pop(origin, None)
        self._gone.pop(origin, None)

    def silent(self, now: float) -> list[str]:
        """The processes unheard for `gone_after` seconds, counted gone from now on (none
        while this process hears nobody)."""
        if self.deaf:
            return []
        gone = [o for o, t in self._heard.items() if now - t > self.gone_after]
        for origin in gone:
            del self._heard[origin]
            self._gone[origin] = None
            if len(self._gone) > GONE_KEPT:
                self._gone.popitem(last=False)
        return gone

    def lost(self) -> None:
        """This process's listener lost the database: the others' silence means nothing."""
        self.deaf = True

    def back(self, now: float) -> None:
        """The listener is connected again: every process known is given its full time
        from now to be heard (they are asked again who is connected to them)."""
        self.deaf = False
        for origin in self._heard:
            self._heard[origin] = now

    def alive(self) -> list[str]:
        """The processes heard from and not counted gone."""
        return list(self._heard)
