"""Deterministic seed derivation, shared by the simulator, the RL environments and the server.

Every random stream in a simulation (the board of game ``i``, its chance nodes, the bot in
seat ``s``) gets its own seed derived from the user's base seed by hashing a path such as
``(base, "game", i)``. A seed depends only on its path, never on how many games run, in
which order or on how many workers, so a pool or a Ray cluster reproduces a serial run.
"""

from __future__ import annotations

import hashlib

#: Derived seeds are below 2**63 so that they fit a signed 64-bit database column.
SEED_BITS = 63


def derive_seed(*path: int | str) -> int:
    """Return a stable non-negative seed for ``path`` (ints and strs), e.g. ``(7, "game", 3)``.

    The value is the same on every platform and Python version (it does not use ``hash``).
    """
    text = "/".join(f"{type(part).__name__}:{part}" for part in path)
    digest = hashlib.blake2b(text.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)


def game_seed(base_seed: int, index: int) -> int:
    """The seed of game ``index`` (0-based) of a run started with ``base_seed``."""
    return derive_seed(base_seed, "game", index)


def chance_seed(seed: int) -> int:
    """The seed of the driver's chance stream (dice, draws, steals) in the game ``seed``."""
    return derive_seed(seed, "chance")


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` in the game ``seed``."""
    return derive_seed(seed, "bot", seat)
