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
from .format import CHANCE_SEAT, RecordError, parse_view
from .reader_replay import SeedMismatch, replay_reader
from .replay import replay


class VerifyError(RecordError):
    """The record is readable but not fair: what does not match, and where."""


@dataclass
class Verified:
    outcomes: Counter[str] = field(default_factory=Counter)  # chance outcomes by kind
    #: A reader's record: the outcomes it hides, by kind, filled in from the seed and
    #: found to fit all it shows.
    hidden: Counter[str] = field(default_factory=Counter)

    @property
    def total(self) -> int:
        return sum(self.outcomes.values())


def verify(record: dict[str, Any]) -> Verified:
    """Check a validated record of any view; VerifyError naming the first outcome that
    does not match, RecordError for a record that cannot be checked (no seed revealed).
    A reader's record has the outcomes it shows checked, and those it hides filled in
    from the seed and checked against what it shows (:mod:`reader_replay`)."""
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

    if parse_view(record["view"]).full:
        replay(record, on_chance=check)
        return verified
    # A reader's record: the outcomes it shows are checked as above (once each, however
    # many candidate positions reach them); those it hides are filled in from the seed,
    # and must fit everything it shows (the victim, the deck, what follows).
    checked: set[int] = set()

    def check_once(version: int, state: State, recorded: Action) -> None:
        if version not in checked:
            check(version, state, recorded)
            checked.add(version)

    try:
        reached = replay_reader(record, on_chance=check_once)
    except SeedMismatch as error:
        raise VerifyError(str(error)) from None
    assert reached.complete  # a finished game's record: its seed is revealed
    for move in record["moves"]:
        if move["seat"] == CHANCE_SEAT and move.get("hidden", False):
            verified.hidden[move["action"]["kind"]] += 1
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
