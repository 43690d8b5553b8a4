"""Dice anyone can verify: the commitment to a game's secret seed, and the chance streams
the seed decides (docs/fair-dice.md).

A game's seed decides its board and every chance outcome: the dice, the event die, the
cards drawn and the cards stolen. At creation the server publishes a commitment, the
SHA-256 of the seed and a random salt; at the end it reveals both. Anyone can then check
that the revealed seed is the one committed to (the salt makes guessing the seed from the
commitment hopeless) and recompute every outcome from it.
"""

from __future__ import annotations

import hashlib
import random
import re
import secrets

from cityknights.seeds import derive_seed

#: The name of the commitment's recipe; a record names it, so that a later recipe can be
#: told apart.
SCHEME = "sha256-seed-salt-v1"
#: Salt length: 32 random bytes, written as 64 lowercase hex digits.
SALT_BYTES = 32
HEX64 = re.compile(r"[0-9a-f]{64}")


def new_salt() -> str:
    return secrets.token_hex(SALT_BYTES)


def commitment(seed: int, salt: str) -> str:
    """SHA-256, in hex, of the UTF-8 text ``cityknights-seed:<seed in decimal>:<salt>``."""
    return hashlib.sha256(f"cityknights-seed:{seed}:{salt}".encode()).hexdigest()


def chance_rng(seed: int, version: int) -> random.Random:
    """The generator of the chance outcome drawn at the position of ``version`` (stored at
    ``version + 1``): a stream per version, so that an outcome depends only on the seed
    and where it falls, never on how the server was restarted in between."""
    return random.Random(derive_seed(seed, "chance", version))
