"""The three progress decks (RULES.md §1, §5, §13.1, §13.2): their exact composition, the
odds of a draw, played cards going face down under their deck and drawn only once the
shuffled part is used up (then in order, with probability 1), an empty deck giving
nothing, and the timing every card shares: playable the turn it is drawn, any number per
turn, never during another pending decision, never on another seat's turn.

Also the command check of the issue: random C&K games play every playable kind.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from cityknights import CHANCE, Game
from cityknights.engine.constants import (
    GATE_POLITICS,
    GATE_TRADE,
    LUMBER,
    ORE,
    PROGRESS_NAMES,
    TRACK_NAMES,
    progress_deck,
)
from cityknights.engine.constants import PROGRESS_BY_NAME as P
from cityknights.engine.invariants import play_checked_game

from ..helpers import act, ck_game, deal_rest, hand, players, position, refused

G = ck_game()

# RULES.md §13.2, card by card.
DECKS: dict[str, dict[str, int]] = {
    "science": {"alchemist": 2, "crane": 2, "engineer": 1, "inventor": 2, "irrigation": 2,
                "medicine": 2, "mining": 2, "printer": 1, "road_building": 2, "smith": 2},
    "politics": {"bishop": 2, "constitution": 1, "deserter": 2, "diplomat": 2, "intrigue": 2,
                 "saboteur": 2, "spy": 3, "warlord": 2, "wedding": 2},
    "trade": {"commercial_harbor": 2, "master_merchant": 2, "merchant": 6,
              "merchant_fleet": 2, "resource_monopoly": 4, "trade_monopoly": 2},
}  # fmt: skip


def decks(state: Any) -> dict[str, Any]:
    return state.to_json()["decks"]


def test_s13_2_three_decks_of_18_with_the_per_card_counts() -> None:
    assert sorted(n for d in DECKS.values() for n in d) == sorted(PROGRESS_NAMES)
    for t, name in enumerate(TRACK_NAMES):
        assert sum(DECKS[name].values()) == 18
        counts = {PROGRESS_NAMES[k]: n for k, n in enumerate(progress_deck(t)) if n}
        assert counts == DECKS[name]
    assert sum(sum(d.values()) for d in DECKS.values()) == 54  # §1
    # A new game starts with the three full decks, nothing under them.
    s = G.new_initial_state()
    assert decks(s) == {name: {"shuffled": DECKS[name], "bottom": []} for name in DECKS}


def test_s5_a_draw_from_a_full_deck_has_each_card_count_in_18() -> None:
    s = position(G, phase="pre_roll", players=players(seat0={"cities": [8],
                 "improvements": {"trade": 1}}))  # fmt: skip
    s.apply(act("roll"))
    s.apply(act("dice", 1, 1, GATE_TRADE))  # red 1 <= level 1 + 1: seat 0 draws
    assert s.current_player() == CHANCE
    odds = {PROGRESS_NAMES[a[1]]: p for a, p in s.chance_outcomes()}
    assert odds == {name: n / 18 for name, n in DECKS["trade"].items()}


def politics_gate(turn_seat: int, shuffled: dict[str, int], bottom: list[str],
                  held: dict[int, int]) -> Any:  # fmt: skip
    """Every seat at politics level 1; `turn_seat` is about to roll. The politics deck is
    `shuffled` then `bottom`: seat 0 has revealed the Constitution and the other cards are
    in the hands (`held`: how many per seat), none over its limit after the draws."""
    hands = deal_rest("politics", dict(Counter(shuffled) + Counter(bottom)), held)
    seats = {f"seat{p}": {"cities": [v], "improvements": {"politics": 1},
                          "progress_cards": hands[p], "progress_vp": int(p == 0)}
             for p, v in enumerate((8, 20, 41, 44))}  # fmt: skip
    return position(G, phase="pre_roll", turn_seat=turn_seat, players=players(**seats),
                    decks={"politics": {"shuffled": shuffled, "bottom": bottom}})  # fmt: skip


def test_s13_1_played_cards_go_under_their_deck_in_order_and_come_back_last() -> None:
    # Seat 0 plays two trade cards: they go face down under the trade deck, in that order.
    s = position(G, players=players(seat0={"progress_cards": {"resource_monopoly": 1,
                 "trade_monopoly": 1}}))  # fmt: skip
    shuffled = decks(s)["trade"]["shuffled"]
    assert decks(s)["trade"]["bottom"] == []
    s.apply(act("play_resource_monopoly", ORE))
    s.apply(act("play_trade_monopoly", 6))
    assert decks(s)["trade"] == {"shuffled": shuffled,
                                 "bottom": ["resource_monopoly", "trade_monopoly"],
                                 "bottom_seen": ["all", "all"]}  # fmt: skip
    assert decks(s)["science"]["bottom"] == decks(s)["politics"]["bottom"] == []
    assert s.view(1)["deck_sizes"]["trade"] == 18
    # Everyone saw them played, so every view shows them there.
    assert s.view(1)["deck_bottom"]["trade"] == ["resource_monopoly", "trade_monopoly"]


def test_s5_the_shuffled_part_is_drawn_first_then_the_bottom_in_order_then_nothing() -> None:
    # 3 cards left: seat 1 (the roller) holds 4 before its draw, seats 2 and 3 hold 3.
    s = politics_gate(1, {"spy": 1}, ["bishop", "warlord"], {0: 4, 1: 4, 2: 3, 3: 3})
    before = [s.to_json()["players"][p]["progress_cards"] for p in range(4)]
    s.apply(act("roll"))
    s.apply(act("dice", 1, 1, GATE_POLITICS))
    # Seat 1 (the roller) draws first, then clockwise; the bottom cards are not drawable
    # while the shuffled part lasts.
    drawn = []
    for _ in range(3):
        assert s.current_player() == CHANCE
        (outcome,) = s.chance_outcomes()
        assert outcome[1] == 1.0
        drawn.append(PROGRESS_NAMES[outcome[0][1]])
        refused(s, act("draw_progress", P["merchant"]), "cannot be drawn from this deck now")
        s.apply(outcome[0])
    assert drawn == ["spy", "bishop", "warlord"]
    # Seat 0 (the fourth drawer) gets nothing: the deck is empty.
    assert s.current_player() == 1 and s.context() == "main"
    gained = [Counter(s.to_json()["players"][p]["progress_cards"]) - Counter(before[p])
              for p in (1, 2, 3, 0)]  # fmt: skip
    assert gained == [{"spy": 1}, {"bishop": 1}, {"warlord": 1}, {}]
    assert decks(s)["politics"] == {"shuffled": {}, "bottom": []}


def test_s5_a_bottom_card_is_drawn_only_once_the_shuffled_part_is_empty() -> None:
    s = politics_gate(0, {"spy": 2, "merchant": 0}, ["bishop"], {0: 4, 1: 3, 2: 3, 3: 4})
    s.apply(act("roll"))
    s.apply(act("dice", 1, 1, GATE_POLITICS))
    assert s.chance_outcomes() == [(act("draw_progress", P["spy"]), 1.0)]
    refused(s, act("draw_progress", P["bishop"]), "cannot be drawn")
    s.apply(act("draw_progress", P["spy"]))
    assert s.chance_outcomes() == [(act("draw_progress", P["spy"]), 1.0)]
    s.apply(act("draw_progress", P["spy"]))
    assert s.chance_outcomes() == [(act("draw_progress", P["bishop"]), 1.0)]


def test_s13_1_a_card_is_playable_the_turn_it_is_drawn() -> None:
    # A city on hexes 6 and 11 (10 and 8): the 2 rolled produces nothing for seat 0.
    s = position(G, phase="pre_roll", players=players(seat0={"cities": [20],
                 "improvements": {"trade": 1}, "hand": {"lumber": 2}}))  # fmt: skip
    s.apply(act("roll"))
    s.apply(act("dice", 1, 1, GATE_TRADE))
    s.apply(act("draw_progress", P["merchant_fleet"]))
    assert (s.context(), s.current_player()) == ("main", 0)
    assert act("play_merchant_fleet", LUMBER) in s.legal_actions()
    s.apply(act("play_merchant_fleet", LUMBER))
    s.apply(act("bank_trade", LUMBER, ORE))
    assert hand(s, 0) == {"ore": 1}


def test_s13_1_any_number_of_cards_per_turn() -> None:
    s = position(G, players=players(
        seat0={"settlements": [18], "hand": {"lumber": 2},
               "progress_cards": {"merchant_fleet": 2, "merchant": 1, "resource_monopoly": 1}},
        seat1={"hand": {"ore": 2}}))  # fmt: skip
    s.apply(act("play_merchant_fleet", LUMBER))
    s.apply(act("play_merchant_fleet", ORE))  # the second copy, same turn
    s.apply(act("play_merchant", 5))
    s.apply(act("play_resource_monopoly", ORE))
    assert s.to_json()["players"][0]["progress_cards"] == {}
    assert decks(s)["trade"]["bottom"] == ["merchant_fleet", "merchant_fleet", "merchant",
                                           "resource_monopoly"]  # fmt: skip
    s.apply(act("bank_trade", ORE, LUMBER))  # 2:1 from the second Fleet
    assert hand(s, 0) == {"lumber": 3}


def test_s13_1_no_card_during_a_trade_answer_or_on_another_seats_turn() -> None:
    # Seat 0 offers a trade: while seats answer and seat 0 confirms, no card is played,
    # by seat 0 nor by the answering seat 1 (who holds one too).
    s = position(G, players=players(
        seat0={"hand": {"lumber": 1}, "progress_cards": {"resource_monopoly": 1}},
        seat1={"hand": {"ore": 1}, "progress_cards": {"resource_monopoly": 1}}))  # fmt: skip
    give = (1, 0, 0, 0, 0, 0, 0, 0)
    get = (0, 0, 0, 0, 1, 0, 0, 0)
    s.apply(act("offer_trade", give, get))
    assert (s.context(), s.current_player()) == ("trade_answer", 1)
    refused(s, act("play_resource_monopoly", ORE), "not allowed now", "an answer to the trade")
    s.apply(act("accept_trade"))
    s.apply(act("reject_trade"))
    s.apply(act("reject_trade"))
    assert (s.context(), s.current_player()) == ("trade_confirm", 0)
    refused(s, act("play_resource_monopoly", ORE), "not allowed now")
    s.apply(act("confirm_trade", 1))
    assert act("play_resource_monopoly", ORE) in s.legal_actions()


# ----------------------------------------------------------------- the command check
PLAYABLE = {f"play_{n}" for n in PROGRESS_NAMES if n not in ("printer", "constitution")}


def test_random_ck_games_play_every_playable_progress_kind() -> None:
    """Slow-ish (about 5 s): random C&K games, invariants checked lightly, until each of the
    23 playable kinds has been played (seeds 0-6 suffice today; at most 40 games)."""
    assert len(PLAYABLE) == 23
    seen: dict[str, int] = {}
    for seed in range(40):
        game = Game(expansion="ck", players=3 + seed % 2, seed=seed, max_turns=300)
        result = play_checked_game(game, seed, deep_every=10**9, apply_all=False)
        for kind, n in result.kinds.items():
            if kind in PLAYABLE:
                seen[kind] = seen.get(kind, 0) + n
        if set(seen) == PLAYABLE:
            break
    assert sorted(PLAYABLE - set(seen)) == []
