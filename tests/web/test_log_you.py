"""The log in the second person: every event the reader took part in is worded with
"You" (or their language's), never with their own colour, as colonist.io words it. The
events are walked from docs/events.md (every code the engine emits has a row there) and
the catalog's `ev-` messages, so a new event or message without its "You" is caught."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from cityknights.engine.constants import PROGRESS_NAMES

from .conftest import stored_game
from .test_controls import clean
from .test_screens import MIDGAME, SEATS
from .test_table_feel import DESKTOP, PHONE, open_seat

pytestmark = [pytest.mark.timeout(180), pytest.mark.flaky(reruns=2)]

ROOT = Path(__file__).resolve().parents[2]
CODES = set(re.findall(r"^\| `([a-z_]+)` \|", (ROOT / "docs" / "events.md").read_text(), re.M))
MESSAGES = set(
    re.findall(r"^(ev-[a-z_-]+) =", (ROOT / "cityknights/web/i18n/en.ftl").read_text(), re.M)
)
# A chat line (the server's, not the engine's) names its speaker, the reader's own as
# anyone's, as colonist.io's chat does.
SPEAKER_NAMED = {"chat"}

# The reader is seat 0; each event with seat 0 in one of its roles (the actor, the victim,
# the partner, the opponent, the roller, the winner, one of a list), the others 1 and 2.
# The progress cards whose line has words of its own, each with its fields below.
_DETAILED = {"alchemist", "irrigation", "mining", "merchant_fleet", "resource_monopoly",
             "trade_monopoly", "saboteur", "wedding", "spy", "deserter", "master_merchant"}  # fmt: skip
_WITH_PROGRESS = [
    {"code": "progress_played", "seat": 0, "card": c} for c in PROGRESS_NAMES if c not in _DETAILED
]
EVENTS: list[dict[str, Any]] = [
    {"code": "turn_started", "seat": 0, "turn": 5},
    {"code": "turn_ended", "seat": 0, "turn": 5},
    {"code": "dice_rolled", "seat": 0, "white": 3, "red": 4, "total": 7},
    {"code": "dice_rolled", "seat": 0, "white": 3, "red": 4, "total": 7, "event": "ship"},
    {"code": "produced", "total": 8, "cards": {"0": {"grain": 1}, "1": {"ore": 1}}},
    {"code": "starting_resources", "seat": 0, "cards": {"grain": 1, "ore": 1}},
    {"code": "discarded", "seat": 0, "card": "wool"},
    {"code": "discarded", "seat": 0, "cards": {"wool": 2}},
    {"code": "robber_moved", "seat": 0, "hex": 3, "victim": 1},
    {"code": "robber_moved", "seat": 1, "hex": 3, "victim": 0},
    {"code": "robber_moved", "seat": 0, "hex": 3, "victim": -1},
    {"code": "robber_moved", "seat": 0, "hex": 3, "victims": [1, 2]},
    {"code": "robber_moved", "seat": 1, "hex": 3, "victims": [0, 2]},
    {"code": "stole", "seat": 0, "victim": 1, "card": "wool"},
    {"code": "stole", "seat": 1, "victim": 0, "card": "wool"},
    {"code": "game_over", "winner": 0, "vp": 13},
    {"code": "special_build_ended", "seat": 0},
    {"code": "part_turn_started", "seat": 0, "roller": 1},
    {"code": "part_turn_started", "seat": 1, "roller": 0},
    {"code": "part_turn_ended", "seat": 0},
    {"code": "road_built", "seat": 0, "edge": 1},
    {"code": "settlement_built", "seat": 0, "vertex": 1},
    {"code": "city_built", "seat": 0, "vertex": 1},
    {"code": "longest_road", "seat": 0, "previous": 1, "length": 6},
    {"code": "largest_army", "seat": 0, "previous": 1, "knights": 3},
    {"code": "dev_bought", "seat": 0, "card": "knight"},
    {"code": "dev_bought", "seat": 0},
    {"code": "dev_played", "seat": 0, "card": "knight"},
    {"code": "year_of_plenty", "seat": 0, "cards": ["wool", "ore"]},
    {"code": "monopoly", "seat": 0, "card": "wool", "taken": {"1": 2}},
    {"code": "monopoly", "seat": 1, "card": "wool", "taken": {"0": 2}},
    {"code": "bank_trade", "seat": 0, "give": "wool", "count": 4, "get": "ore"},
    {"code": "trade_offered", "seat": 0, "give": {"wool": 1}, "get": {"ore": 1}},
    {"code": "trade_answered", "seat": 0, "accepted": True},
    {"code": "trade_answered", "seat": 0, "accepted": False},
    {"code": "trade_countered", "seat": 0, "give": {"wool": 1}, "get": {"ore": 2}},
    {"code": "trade_closed", "seat": 0, "partner": 1},
    {"code": "trade_closed", "seat": 1, "partner": 0},
    {"code": "trade_closed", "seat": 0, "partner": None},
    {"code": "barbarians_repelled", "cities": 3, "knights": 4, "defender": 0},
    {"code": "barbarians_repelled", "cities": 3, "knights": 4, "tied": [0, 2]},
    {"code": "barbarians_won", "cities": 4, "knights": 3, "losers": [0, 1]},
    {"code": "city_pillaged", "seat": 0, "vertex": 1, "on_its_side": False},
    {"code": "defender_deck_chosen", "seat": 0, "track": "trade"},
    {"code": "defender_deck_empty", "seat": 0},
    {"code": "wall_built", "seat": 0, "vertex": 1},
    {"code": "knight_built", "seat": 0, "vertex": 1},
    {"code": "knight_activated", "seat": 0, "vertex": 1},
    {"code": "knight_promoted", "seat": 0, "vertex": 1, "level": 2},
    {"code": "knight_moved", "seat": 0, "from": 1, "to": 2},
    {"code": "knight_displaced", "seat": 0, "vertex": 1, "level": 1},
    {"code": "knight_relocated", "seat": 0, "vertex": 1},
    {"code": "knight_returned", "seat": 0, "level": 1},
    {"code": "knight_deserted", "seat": 0, "vertex": 1, "level": 1},
    {"code": "robber_chased", "seat": 0, "vertex": 1},
    {"code": "city_improved", "seat": 0, "track": "science", "level": 3, "name": "aqueduct"},
    {"code": "metropolis_placed", "seat": 0, "track": "trade", "vertex": 1},
    {"code": "metropolis_lost", "seat": 0, "track": "trade", "vertex": 1},
    {"code": "aqueduct", "seat": 0, "card": "wool"},
    {"code": "aqueduct_declined", "seat": 0},
    {"code": "progress_drawn", "seat": 0, "deck": "yellow", "card": "crane"},
    {"code": "progress_drawn", "seat": 0, "deck": "yellow"},
    {"code": "progress_vp_revealed", "seat": 0, "card": "printer"},
    {"code": "progress_discarded", "seat": 0, "deck": "yellow", "card": "crane"},
    *_WITH_PROGRESS,
    {"code": "progress_played", "seat": 0, "card": "alchemist", "white": 2, "red": 5},
    {"code": "progress_played", "seat": 0, "card": "irrigation", "cards": {"grain": 4}},
    {"code": "progress_played", "seat": 0, "card": "mining", "cards": {"ore": 2}},
    {"code": "progress_played", "seat": 0, "card": "merchant_fleet", "named": "wool"},
    {
        "code": "progress_played",
        "seat": 1,
        "card": "resource_monopoly",
        "named": "wool",
        "taken": {"0": 2},
    },
    {
        "code": "progress_played",
        "seat": 1,
        "card": "trade_monopoly",
        "named": "cloth",
        "taken": {"0": 1},
    },
    {"code": "progress_played", "seat": 1, "card": "saboteur", "victims": [0, 2]},
    {"code": "progress_played", "seat": 1, "card": "wedding", "givers": [0]},
    {"code": "progress_played", "seat": 1, "card": "spy", "victim": 0},
    {"code": "progress_played", "seat": 1, "card": "deserter", "victim": 0},
    {"code": "progress_played", "seat": 1, "card": "master_merchant", "victim": 0},
    {"code": "progress_played", "seat": 1, "card": "diplomat", "edge": 3, "owner": 0},
    {
        "code": "progress_played",
        "seat": 0,
        "card": "resource_monopoly",
        "named": "wool",
        "taken": {"1": 2},
    },
    {
        "code": "progress_played",
        "seat": 0,
        "card": "trade_monopoly",
        "named": "cloth",
        "taken": {"1": 1},
    },
    {"code": "progress_played", "seat": 0, "card": "saboteur", "victims": [1, 2]},
    {"code": "progress_played", "seat": 0, "card": "wedding", "givers": [1, 2]},
    {"code": "progress_played", "seat": 0, "card": "spy", "victim": 1},
    {"code": "progress_played", "seat": 0, "card": "deserter", "victim": 1},
    {"code": "progress_played", "seat": 0, "card": "master_merchant", "victim": 1},
    {"code": "progress_taken", "seat": 0, "victim": 1, "card": "crane"},
    {"code": "progress_taken", "seat": 1, "victim": 0, "card": "crane"},
    {"code": "card_given", "seat": 0, "to": 1, "card": "wool"},
    {"code": "card_given", "seat": 1, "to": 0, "card": "wool"},
    {"code": "card_taken", "seat": 0, "victim": 1, "card": "wool"},
    {"code": "card_taken", "seat": 1, "victim": 0, "card": "wool"},
    {"code": "harbor_trade", "seat": 0, "opponent": 1, "gave": "wool", "got": "cloth"},
    {"code": "harbor_trade", "seat": 1, "opponent": 0, "gave": "wool", "got": "cloth"},
    # Face down: as a replay or an old log shows the exchange without its cards.
    {"code": "harbor_trade", "seat": 0, "opponent": 1},
    {"code": "harbor_trade", "seat": 1, "opponent": 0},
    {"code": "harbor_void", "seat": 1, "opponent": 0},
    {"code": "skipped", "seat": 0, "decision": "aqueduct"},
]
# Events whose line names no seat: walked so that every message is.
NO_READER: list[dict[str, Any]] = [
    {"code": "robber_activated"},
    {"code": "special_build_started", "after": 0},
    {"code": "barbarians_advanced", "position": 3},
    {"code": "longest_road", "seat": -1, "previous": 0, "length": 5},
    {"code": "largest_army", "seat": -1, "previous": 0, "knights": 3},
    {"code": "game_over", "winner": None, "reason": "turn_limit"},
]

LINES = """async (events) => {
  const { describe, eventText } = await import("/js/log.js");
  const { announcement } = await import("/js/announce.js");
  const { t } = await import("/js/i18n.js");
  const lines = events.map((e) => ({ code: e.code, id: describe(e, 0).id, text: eventText(e, 0) }));
  // The screen reader's words for the reader's own turn and roll.
  const log = [{ code: "turn_started", seat: 0, turn: 5 },
    { code: "dice_rolled", seat: 0, white: 3, red: 4, total: 7 }];
  lines.push({ code: "announce", id: "announce", text: announcement(log, 0) });
  return { colour: t("seat-0"), lines };
}"""


def test_every_event_code_and_message_is_walked() -> None:
    # Not a browser test: the lists above against the documented codes and the catalog.
    walked = {e["code"] for e in EVENTS + NO_READER}
    assert CODES - walked - SPEAKER_NAMED == set(), "events without a line for the reader"
    assert walked - CODES == set(), "events not in docs/events.md"


@pytest.mark.parametrize(("lang", "size"), [
    ("en", "desktop"), ("af", "desktop"), ("tr", "desktop"),
    ("ar", "phone"), ("th", "desktop"), ("hi", "desktop"),
])  # fmt: skip
def test_the_readers_own_events_say_you_never_their_colour(
    server: str, serve_data: Path, browser: Any, lang: str, size: str
) -> None:
    # Red read "Red drew the Printer: 1 point.", "Red took nothing from the Aqueduct.",
    # "Red traded a resource for a commodity of Blue, face down.", "Red's part-turn after
    # Blue's turn" on Red's own page, where their other lines say "You".
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_seat(
        browser, game["seats"][0]["link"], lang, DESKTOP if size == "desktop" else PHONE
    )
    events = EVENTS + NO_READER
    got = page.evaluate(LINES, json.loads(json.dumps(events)))
    colour, lines = got["colour"], got["lines"]
    named = [(x["code"], clean(x["text"])) for x in lines if colour in x["text"]]
    assert named == [], f"{lang}: lines naming the reader ({colour}) by colour"
    # Every ev- message of the catalog words one of these events: none is left unwalked.
    assert MESSAGES - {x["id"] for x in lines} - {"ev-chat"} == set()
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]


def test_a_roll_s_number_takes_its_article_in_english(
    server: str, serve_data: Path, browser: Any
) -> None:
    """The production line read "A 8: you got 1 Brick.": an 8 and an 11 take "An"."""
    game = stored_game(server, serve_data, SEATS, MIDGAME, grace_period=86400)
    page = open_seat(browser, game["seats"][0]["link"], "en", DESKTOP)
    events = [
        {"code": "produced", "total": total, "cards": cards}
        for total in (6, 8, 11)
        for cards in ({"0": {"brick": 1}}, {})
    ]
    lines = [clean(x["text"]) for x in page.evaluate(LINES, events)["lines"][:-1]]
    assert lines == [
        "A 6: you got 1 Brick.", "A 6: nobody produced.",
        "An 8: you got 1 Brick.", "An 8: nobody produced.",
        "An 11: you got 1 Brick.", "An 11: nobody produced.",
    ], lines  # fmt: skip
    assert page.__errors == [], page.__errors  # type: ignore[attr-defined]
