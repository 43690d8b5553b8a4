"""Open game records (docs/records.md) and dice anyone can verify (docs/fair-dice.md).

A record is plain JSON: the game's configuration and players, every move with its
version, seat, time and events (chance outcomes included), the result, and the
commitment to the game's secret seed. :mod:`.build` makes a full record from a stored log,
:mod:`.redact` gives each reader its own, :mod:`.validate` reads and checks one,
:mod:`.replay` replays a full one, :mod:`.verify` checks its chance outcomes against the
revealed seed, and :mod:`.headless` plays a bot game as the server does, recorded.
"""
