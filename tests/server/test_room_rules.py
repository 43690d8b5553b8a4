"""The rules of a room (room_rules.py) under any sequence of actions by any players: what
they refuse leaves the room as it was, and what they allow keeps it whole (one seat per
player, one player per colour, a host who sits in the room, nobody kicked seated, an
invited seat taken only with its link)."""

from __future__ import annotations

import copy
from typing import Any

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from cityknights.server import room_protocol as rp
from cityknights.server import room_rules as rules
from cityknights.server.hub import BadRequest

PLAYERS = ["p0", "p1", "p2", "p3", "p4"]


def _room(kinds: list[str]) -> dict[str, Any]:
    seats = [rules.new_seat(kind, i, "seats") for i, kind in enumerate(kinds)]
    first = next(s for s in seats if s["kind"] in rules.HUMAN)
    first.update(player="p0", name="P0")
    return {"host": "p0", "settings": {}, "seats": seats, "banned": [], "rematch_of": None,
            "rematch": None}  # fmt: skip


seat_numbers = st.integers(-1, 4)
actions = st.one_of(
    st.builds(rp.Take, seat=seat_numbers, invite=st.sampled_from([None, "wrong", "REAL"])),
    st.builds(rp.Leave),
    st.builds(rp.Colour, colour=seat_numbers),
    st.builds(rp.Ready, ready=st.booleans()),
    st.builds(rp.Kick, seat=seat_numbers),
    st.builds(rp.SeatKind, seat=seat_numbers,
              kind=st.sampled_from(["open", "invited", "random", "heuristic", "nonsense"])),
    st.builds(rp.FillBots, bot=st.sampled_from(["random", "heuristic", "nonsense"])),
    st.builds(rp.Host, seat=seat_numbers),
    st.builds(rp.Start),
)  # fmt: skip
kinds = st.lists(st.sampled_from(["open", "invited", "random"]), min_size=3, max_size=4).filter(
    lambda ks: any(k in rules.HUMAN for k in ks)
)


def _whole(doc: dict[str, Any]) -> None:
    seated = [s["player"] for s in doc["seats"] if s["player"] is not None]
    assert len(seated) == len(set(seated)), "a player in two seats"
    colours = [s["colour"] for s in doc["seats"]]
    assert sorted(colours) == list(range(len(doc["seats"]))), "colours are a permutation"
    assert doc["host"] is None or doc["host"] in seated, "the host sits in the room"
    assert not set(doc["banned"]) & set(seated), "a kicked player seated"
    for s in doc["seats"]:
        assert s["kind"] in ("open", "invited", "bot")
        assert (s["kind"] == "bot") == (s["bot"] is not None)
        assert s["kind"] != "bot" or s["player"] is None, "a player in a bot's seat"
        assert (s["kind"] == "invited") == (s["invite"] is not None)
        assert s["player"] is not None or not s["ready"]


@settings(max_examples=300, deadline=None)
@given(kinds, st.lists(st.tuples(st.sampled_from(PLAYERS), actions), max_size=30))
def test_any_sequence_keeps_the_room_whole(
    seat_kinds: list[str], steps: list[tuple[str, rp.RoomAction]]
) -> None:
    doc = _room(seat_kinds)
    invited = {i: s["invite"] for i, s in enumerate(doc["seats"]) if s["kind"] == "invited"}
    for player, action in steps:
        if isinstance(action, rp.Take) and action.invite == "REAL":
            action = rp.Take(seat=action.seat, invite=invited.get(action.seat, "none"))
        before = copy.deepcopy(doc)
        try:
            rules.apply(doc, action, player, player.upper())
        except BadRequest as refusal:
            assert doc == before, f"{action} refused ({refusal.code}) but changed the room"
            continue
        _whole(doc)
        if isinstance(action, rp.Take):  # an invited seat only with its current link
            taken = before["seats"][action.seat]
            assert taken["kind"] == "open" or action.invite == taken["invite"]
        if isinstance(action, (rp.Kick, rp.SeatKind, rp.FillBots, rp.Host, rp.Start)):
            assert before["host"] == player, "only the host"
        invited = {i: s["invite"] for i, s in enumerate(doc["seats"]) if s["kind"] == "invited"}


def test_game_seats_follow_the_colours() -> None:
    doc = _room(["open", "open", "random", "open"])
    rules.take(doc, 1, None, "p1", "P1")
    rules.colour(doc, "p1", 2)  # the bot's colour: they swap
    ordered = rules.game_seats(doc)
    assert [s["player"] or s["bot"] for s in ordered] == ["p0", "random", "p1", None]
    assert msgspec.json.decode(msgspec.json.encode(doc)) == doc  # stored as JSON as it is
