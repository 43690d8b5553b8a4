"""Rules from RULES.md that the other C&K scenario tests leave unpinned: progress cards
out of the robber's, the 7's and the trades' reach (§13.1), and more found by a line-by-
line audit of RULES.md (see docs/rules-coverage.md).

Board: the beginner board. Vertex 40 touches the mountains 3 (hex 13), fields 4 (14) and
fields 6 (17); vertex 30 touches hex 14 too.
"""

from __future__ import annotations

import pytest

from cityknights import State
from cityknights.engine.actions import cards_vector
from cityknights.engine.constants import CARD_BY_NAME, GATE_TRADE, SHIP
from cityknights.engine.errors import PositionError
from cityknights.engine.events import Event

from ..helpers import act, ck_game, hand, players, position, refused


def roll(state: State, white: int, red: int, event: int = GATE_TRADE) -> list[Event]:
    state.apply(act("roll"))
    return state.apply(act("dice", white, red, event))


def progress(state: State, seat: int) -> dict[str, int]:
    cards: dict[str, int] = state.to_json()["players"][seat]["progress_cards"]
    return cards


def test_s13_1_progress_cards_are_never_discarded_on_a_7_nor_stolen() -> None:
    # Seat 1: 7 resource cards and 4 progress cards (11 in all) discards nothing; seat 2:
    # 8 bricks and 3 progress cards discards 4 (half of 8, not of 11); seat 3 on the
    # robber's new hex holds only progress cards, so it cannot be robbed.
    state = position(
        ck_game(),
        phase="pre_roll",
        attacks=1,
        players=players(
            seat1={"hand": {"wool": 7},
                   "progress_cards": {"crane": 1, "smith": 1, "bishop": 1, "spy": 1}},
            seat2={"settlements": [40], "hand": {"brick": 8},
                   "progress_cards": {"alchemist": 1, "engineer": 1, "inventor": 1}},
            seat3={"settlements": [30], "progress_cards": {"medicine": 1, "mining": 1}},
        ),
    )  # fmt: skip
    roll(state, 3, 4)
    assert state.to_json()["pending"][0] == {"kind": "discard", "seat": 2, "count": 4}
    for _ in range(4):
        state.apply(act("discard", CARD_BY_NAME["brick"]))
    assert hand(state, 2) == {"brick": 4}
    assert progress(state, 2) == {"alchemist": 1, "engineer": 1, "inventor": 1}
    assert progress(state, 1) == {"crane": 1, "smith": 1, "bishop": 1, "spy": 1}
    assert state.context() == "robber"
    refused(state, act("move_robber", 14, 3), "one of seats [2]")
    state.apply(act("move_robber", 14, 2))
    assert [a for a, _ in state.chance_outcomes()] == [act("steal_card", CARD_BY_NAME["brick"])]
    state.apply(act("steal_card", CARD_BY_NAME["brick"]))
    assert progress(state, 2) == {"alchemist": 1, "engineer": 1, "inventor": 1}


def test_s13_1_progress_cards_are_never_traded() -> None:
    # A trade names resource and commodity counts only: a longer vector (as if a progress
    # card were added) is refused, and a trade leaves the progress hands as they were.
    state = position(
        ck_game(),
        players=players(seat0={"hand": {"wool": 1}, "progress_cards": {"crane": 1}},
                        seat1={"hand": {"ore": 1}, "progress_cards": {"spy": 1}}),
    )  # fmt: skip
    wool = cards_vector({CARD_BY_NAME["wool"]: 1})
    ore = cards_vector({CARD_BY_NAME["ore"]: 1})
    refused(state, act("offer_trade", (*wool, 1), ore), "offer")
    state.apply(act("offer_trade", wool, ore))
    assert progress(state, 0) == {"crane": 1} and progress(state, 1) == {"spy": 1}


@pytest.mark.parametrize(("shortage", "aqueducts"), [("official", [3, 1]), ("partial", [1])])
def test_s6_A18_A27_a_seat_the_short_bank_leaves_unpaid_gets_the_aqueduct(
    shortage: str, aqueducts: list[int]
) -> None:
    # Mountains 10 (hex 0): seat 1's city on 0 is owed ore + coin, seat 3's settlement on
    # 8 an ore; both have the Aqueduct. Seat 2 (the roller) holds 18 ore and every coin:
    # 1 ore for 2 claims, no coin. Officially nobody gets the ore and seat 1 the coin left
    # (none): neither received anything. Paid in turn from the roller, seat 3 gets the ore.
    aqueduct = {"improvements": {"science": 3}}
    state = position(
        ck_game(bank_shortage=shortage),
        phase="pre_roll",
        turn_seat=2,
        players=players(
            seat1={"cities": [0], **aqueduct},
            seat2={"hand": {"ore": 18, "coin": 12}},
            seat3={"settlements": [8], **aqueduct},
        ),
    )
    roll(state, 4, 6)
    pending = state.to_json()["pending"]
    assert [(d["kind"], d["seat"]) for d in pending] == [("aqueduct", p) for p in aqueducts]
    assert hand(state, 1) == {} and hand(state, 3) == ({} if 3 in aqueducts else {"ore": 1})


@pytest.mark.parametrize(
    ("field", "value"), [("crane", 1), ("fleet", ["wool"]), ("harbor_asked", [2])]
)
def test_s13_1_no_card_effect_is_in_force_before_the_roll(field: str, value: object) -> None:
    # Progress cards are played after the roll (the Alchemist, the only one before it,
    # leaves no lasting effect), and these effects end with the turn: a position before
    # the roll or in the setup that holds one is refused, naming the field.
    for phase in ("pre_roll", "setup_settlement"):
        with pytest.raises(PositionError, match=f"{field}: progress cards are played after"):
            position(ck_game(), phase=phase, **{field: value})
    # After the roll it is a position like any other.
    assert position(ck_game(), **{field: value}).to_json()[field] == value


def test_s17_a_defender_card_on_ones_own_roll_wins_at_once() -> None:
    # Seat 0 (12 VP: cities 0, 10, 28, settlements 40, 46, 4 Defender cards) is the only
    # defender when its own roll brings the attack: the 13th VP wins at once, with that
    # roll (no decision of the turn is left).
    seat0 = {"cities": [0, 10, 28], "settlements": [40, 46], "defender": 4,
             "knights": [{"vertex": 21, "level": 3, "active": True}]}  # fmt: skip
    state = position(ck_game(), phase="pre_roll", barbarian=6, players=players(seat0=seat0))
    assert state.victory_points(0) == 12
    events = roll(state, 6, 6, SHIP)  # 3 cities vs 3: Catan wins
    assert events[-1].code == "game_over" and events[-1].data == {"winner": 0, "vp": 13}
    assert state.is_terminal() and state.defender[0] == 5 and state.legal_actions() == []
