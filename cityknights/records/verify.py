"""``cityknights verify``: a finished game's chance outcomes checked against its revealed
seed (docs/fair-dice.md).

Three checks, in order, each naming what does not match: the revealed seed and salt give
the commitment published at creation; the seed gives the record's board; and each chance
outcome (dice, event die, card drawn, card stolen) is the one the seed gives at that
position, exactly as the server draws it (:func:`fairness.chance_rng`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from cityknights.engine import Action, Game, GameConfigError, State

from .fairness import chance_rng, commitment
from .format import RecordError, parse_view
from .replay import replay


class VerifyError(RecordError):
    """The record is readable but not fair: what does not match, and where."""


@dataclass
class Verified:
    outcomes: Counter[str] = field(default_factory=Counter)  # chance outcomes by kind

    @property
    def total(self) -> int:
        return sum(self.outcomes.values())


def verify(record: dict[str, Any]) -> Verified:
    """Check a validated record; VerifyError naming the first outcome that does not match,
    RecordError for a record that cannot be checked (not full, no seed revealed)."""
    if not parse_view(record["view"]).full:
        raise RecordError(
            f"a {record['view']} record hides some outcomes (cards stolen or drawn): "
            "verify the full record, which the server gives once the game is finished"
        )
    fairness = record["fairness"]
    if fairness is None:
        raise RecordError("the record has no commitment: its game was made before them")
    seed, salt = fairness.get("seed"), fairness.get("salt")
    if seed is None or salt is None:
        raise RecordError("the seed is not revealed yet: it is, once the game is finished")
    if commitment(seed, salt) != fairness["commitment"]:
        raise VerifyError(
            "the revealed seed and salt do not give the commitment published at creation"
        )
    _check_board(record["config"], seed)
    verified = Verified()

    def check(version: int, state: State, recorded: Action) -> None:
        expected = state.sample_chance(chance_rng(seed, version - 1))
        if expected != recorded:
            raise VerifyError(
                f"version {version}: the record has {recorded}, the seed gives {expected}"
            )
        verified.outcomes[recorded.kind] += 1

    replay(record, on_chance=check)
    return verified


def _check_board(config: dict[str, Any], seed: int) -> None:
    """The board the seed makes, with the record's rules, is the record's."""
    try:
        game = Game(
            expansion=config["expansion"],
            players=config["players"],
            seed=seed,
            ruleset=config.get("ruleset", "colonist"),
            vp_to_win=config.get("vp_to_win"),
            max_turns=config.get("max_turns"),
            **config.get("flags", {}),
        )
    except (GameConfigError, TypeError, KeyError) as error:
        raise RecordError(f"config: {error}") from None
    if game.config()["board"] != config["board"]:
        raise VerifyError("the board is not the one the seed makes")
