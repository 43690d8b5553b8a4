"""The progress-card hand limit (RULES.md §13.1, A2): 4 off-turn with an immediate
discard, 5 during one's own turn and back to 4 as it ends; VP cards never count;
simultaneous draws resolve before the discards; the progress_limit_own_turn flag."""

from __future__ import annotations

from typing import Any

from cityknights import CHANCE, Game, State
from cityknights.engine.constants import GATE_POLITICS, GATE_SCIENCE, GATE_TRADE, SHIP
from cityknights.engine.constants import PROGRESS_BY_NAME as P

from ..helpers import act, ck_game, deal_rest, players, position, refused

FOUR_TRADE = {"merchant": 2, "merchant_fleet": 1, "resource_monopoly": 1}
FOUR_SCIENCE = {"crane": 1, "smith": 1, "mining": 1, "irrigation": 1}


def gate(state: State, event: int, red: int = 1) -> None:
    """Roll a gate (white 1: total 2..7 by red; red 1 gives 2, nobody produces)."""
    state.apply(act("roll"))
    state.apply(act("dice", 1, red, event))


def draw(state: State, name: str) -> list:
    return state.apply(act("draw_progress", P[name]))


def cards(state: State, seat: int) -> dict[str, int]:
    return state.to_json()["players"][seat]["progress_cards"]


def pending(state: State) -> list[tuple[str, Any]]:
    return [(d["kind"], d.get("seat")) for d in state.to_json()["pending"]]


def at(g: Game | None = None, turn_seat: int = 0, **seats: dict[str, Any]) -> State:
    return position(g or ck_game(), phase="pre_roll", turn_seat=turn_seat,
                    players=players(**seats))  # fmt: skip


def test_s13_1_A2_off_turn_a_5th_card_is_discarded_at_once_under_its_deck() -> None:
    # Seat 1 holds 4 trade cards and draws a 5th on seat 0's politics gate.
    state = at(seat1={"progress_cards": FOUR_TRADE, "improvements": {"politics": 1}})
    gate(state, GATE_POLITICS)
    draw(state, "spy")
    assert (state.context(), state.current_player()) == ("progress_discard", 1)
    assert state.to_json()["pending"][0] == {"kind": "progress_discard", "seat": 1, "count": 1}
    assert state.legal_actions() == [
        act("discard_progress", P[n])
        for n in ("spy", "merchant", "merchant_fleet", "resource_monopoly")
    ]
    refused(state, act("discard_progress", P["bishop"]), "you hold no bishop card")
    refused(state, act("end_turn"), "end_turn is not allowed now", "hand limit")
    events = state.apply(act("discard_progress", P["merchant"]))
    # Only seat 1 sees which card went.
    assert events[0].for_seat(1) == {"code": "progress_discarded", "seat": 1, "deck": "yellow",
                                     "card": "merchant"}  # fmt: skip
    # The others see only the deck it goes under (the decks' backs differ).
    assert events[0].for_seat(0) == {"code": "progress_discarded", "seat": 1, "deck": "yellow"}
    assert cards(state, 1) == {"spy": 1, "merchant": 1, "merchant_fleet": 1,
                               "resource_monopoly": 1}  # fmt: skip
    # The discarded card went under its own deck (trade), not the deck drawn from.
    decks = state.to_json()["decks"]
    assert decks["trade"]["bottom"] == ["merchant"]
    assert decks["politics"]["bottom"] == []
    assert (state.context(), state.current_player()) == ("main", 0)


def test_s13_1_A2_on_own_turn_5_cards_are_allowed_a_6th_is_discarded_at_once() -> None:
    state = at(seat0={"progress_cards": FOUR_TRADE, "improvements": {"science": 1}})
    gate(state, GATE_SCIENCE)
    draw(state, "crane")
    assert sum(state.progress_hand[0]) == 5
    assert (state.context(), state.current_player()) == ("main", 0)
    # A 6th (seat 0 holding 5): discard one at once, back to 5.
    five = {**FOUR_TRADE, "crane": 1}
    state = at(seat0={"progress_cards": five, "improvements": {"science": 1}})
    gate(state, GATE_SCIENCE)
    draw(state, "smith")
    assert state.to_json()["pending"][0] == {"kind": "progress_discard", "seat": 0, "count": 1}
    state.apply(act("discard_progress", P["smith"]))
    assert cards(state, 0) == five
    assert (state.context(), state.current_player()) == ("main", 0)


def test_s13_1_A2_back_to_4_at_the_end_of_own_turn() -> None:
    five = {**FOUR_TRADE, "crane": 1}
    state = position(ck_game(), players=players(seat0={"progress_cards": five}))
    events = state.apply(act("end_turn"))
    # The discard comes first: the turn has not passed yet.
    assert not any(e.code == "turn_ended" for e in events)
    assert (state.context(), state.current_player()) == ("progress_discard", 0)
    assert pending(state) == [("progress_discard", 0), ("finish_turn", None)]
    assert state.turn_seat == 0
    refused(state, act("end_turn"), "end_turn is not allowed now")
    events = state.apply(act("discard_progress", P["crane"]))
    assert [e.code for e in events] == ["progress_discarded", "turn_ended", "turn_started"]
    assert cards(state, 0) == FOUR_TRADE
    assert state.to_json()["decks"]["science"]["bottom"] == ["crane"]
    assert (state.phase, state.turn_seat, state.current_player()) == ("pre_roll", 1, 1)


def test_s13_1_A2_four_cards_at_the_end_of_the_turn_need_no_discard() -> None:
    state = position(ck_game(), players=players(seat0={"progress_cards": FOUR_TRADE}))
    events = state.apply(act("end_turn"))
    assert [e.code for e in events] == ["turn_ended", "turn_started"]
    assert (state.phase, state.current_player()) == ("pre_roll", 1)


def test_s13_1_vp_cards_never_count_toward_the_limit() -> None:
    # Seat 1 holds 4 and draws the Printer off-turn: revealed, no discard.
    state = at(seat1={"progress_cards": FOUR_TRADE, "improvements": {"science": 1}})
    gate(state, GATE_SCIENCE)
    draw(state, "printer")
    assert (state.context(), state.current_player()) == ("main", 0)
    assert cards(state, 1) == FOUR_TRADE and state.progress_vp[1] == 1
    # Nor on one's own turn with 5: the Constitution is no 6th card.
    five = {**FOUR_SCIENCE, "bishop": 1}
    state = at(seat0={"progress_cards": five, "improvements": {"politics": 1}})
    gate(state, GATE_POLITICS)
    draw(state, "constitution")
    assert (state.context(), state.current_player()) == ("main", 0)
    assert cards(state, 0) == five and state.progress_vp[0] == 1


def test_s13_1_A30_simultaneous_draws_resolve_before_the_discards() -> None:
    # Seat 2 rolls a trade gate; seats 3, 0 and 1 hold 4 cards each and draw too. Every
    # draw comes first, then the discards of seats 3 and 0 (clockwise from the roller),
    # which cannot feed the same gate's draws. The trade deck holds 3 merchants: its 15
    # other cards are in the hands (seat 1's fourth card is a spy).
    held = deal_rest("trade", {"merchant": 3}, {2: 4, 3: 4, 0: 4, 1: 3})
    held[1]["spy"] = 1
    seats = {f"seat{p}": {"progress_cards": held[p], "improvements": {"trade": 1}}
             for p in range(4)}  # fmt: skip
    decks = {"trade": {"shuffled": {"merchant": 3}, "bottom": []}}
    state = position(ck_game(), phase="pre_roll", turn_seat=2, players=players(**seats),
                     decks=decks)  # fmt: skip
    gate(state, GATE_TRADE)
    assert pending(state)[:4] == [("progress_draw", p) for p in (2, 3, 0, 1)]
    draw(state, "merchant")
    draw(state, "merchant")
    draw(state, "merchant")
    # The trade deck ran out before seat 1's turn to draw: it gets nothing.
    assert cards(state, 1) == held[1]
    assert [k for k, _ in pending(state)][:2] == ["progress_discard", "progress_discard"]
    assert pending(state)[:2] == [("progress_discard", 3), ("progress_discard", 0)]
    state.apply(act("discard_progress", P["merchant"]))
    state.apply(act("discard_progress", P["merchant"]))
    assert state.to_json()["decks"]["trade"] == {
        "shuffled": {}, "bottom": ["merchant", "merchant"], "bottom_seen": [3, 0]}  # fmt: skip
    assert (state.context(), state.current_player()) == ("main", 2)
    assert cards(state, 2) == {**held[2], "merchant": held[2].get("merchant", 0) + 1}


def test_s13_1_tied_defenders_also_discard_after_all_the_draws() -> None:
    # Seat 0 rolls the attack; seats 0 and 1 tie (no knights, no cities: everyone ties).
    # Seat 1 holds 4 and draws a 5th: it discards only after every tied draw.
    state = position(ck_game(), phase="pre_roll", barbarian=6, players=players(
        seat1={"progress_cards": FOUR_SCIENCE}))  # fmt: skip
    state.apply(act("roll"))
    state.apply(act("dice", 1, 1, SHIP))
    for _ in range(4):
        assert state.context() == "defender_deck"
        state.apply(act("choose_deck", 0))
        assert state.current_player() == CHANCE
        draw(state, "merchant")
    assert (state.context(), state.current_player()) == ("progress_discard", 1)
    state.apply(act("discard_progress", P["crane"]))
    assert (state.context(), state.current_player()) == ("main", 0)


def test_s13_1_A2_flag_progress_limit_own_turn_4() -> None:
    g = ck_game(progress_limit_own_turn=4)
    state = at(g, seat0={"progress_cards": FOUR_TRADE, "improvements": {"science": 1}})
    gate(state, GATE_SCIENCE)
    draw(state, "crane")
    assert state.to_json()["pending"][0] == {"kind": "progress_discard", "seat": 0, "count": 1}
    state.apply(act("discard_progress", P["crane"]))
    assert (state.context(), state.current_player()) == ("main", 0)
    assert sum(state.progress_hand[0]) == 4
