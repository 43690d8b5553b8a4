"""Every message id the game-over screen can ask for, literal or composed, is in every
catalog: a composed id (``over-source-${k}``) is not seen by the literal-id test, and
one missing is shown raw to the player (the base game's ``over-source-army`` was)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import ast, parse

from cityknights.engine.constants import PROGRESS_NAMES

WEB = Path(__file__).resolve().parents[2] / "cityknights" / "web"
LANGUAGES = ["en", "af", "tr", "ar", "th", "hi"]
GAMEOVER = (WEB / "js" / "gameover.js").read_text()
STATS = (WEB / "js" / "stats.js").read_text()
MAX_PLAYERS = 4


def catalog_ids(lang: str) -> set[str]:
    resource = parse((WEB / "i18n" / f"{lang}.ftl").read_text(encoding="utf-8"))
    return {e.id.name for e in resource.body if isinstance(e, ast.Message)}


def point_sources() -> set[str]:
    """The keys of a row of stats.js's pointSources (the game-over table's columns): the
    row's literal ones and those added to it by expansion (``row.army = ...``)."""
    body = STATS[STATS.index("export function pointSources(") :]
    body = body[: body.index("\n}\n")]
    literal = body[body.index("const row = {") : body.index("};", body.index("const row = {"))]
    return set(re.findall(r"^\s+(\w+):", literal, re.M)) | set(re.findall(r"\brow\.(\w+) =", body))


def composed_ids() -> set[str]:
    """The ids gameover.js composes, for every value its parts can take."""
    seats = {f"seat-{s}" for s in range(MAX_PLAYERS)}  # words.js's seatName
    sources = {f"over-source-{k}" for k in point_sources() - {"total"}}
    progress = {f"progress-{name}" for name in PROGRESS_NAMES}
    return seats | sources | progress


def test_the_point_sources_are_read_for_both_games() -> None:
    # The base game's army and road, C&K's defender and merchant: the parse sees both.
    assert {"buildings", "army", "road", "defender", "merchant", "total"} <= point_sources()


def test_every_composed_id_of_the_screen_is_accounted_for() -> None:
    # A new `t(`prefix-${...}`)` in gameover.js must be added to composed_ids above.
    prefixes = set(re.findall(r"\bt\(`([a-z-]*)\$\{", GAMEOVER))
    assert prefixes == {"over-source-", "progress-"}, prefixes


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_id_of_the_game_over_screen_is_in_the_catalog(lang: str) -> None:
    literal = set(re.findall(r'\bt\("([a-z0-9_-]+)"', GAMEOVER))
    assert {"over-title", "over-source-total"} <= literal
    missing = (literal | composed_ids()) - catalog_ids(lang)
    assert not missing, f"{lang}.ftl lacks {sorted(missing)}"
