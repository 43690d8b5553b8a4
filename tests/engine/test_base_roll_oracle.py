"""An outside model of the base game's roll (RULES.md §6, §7.1, §22.3, §22.4), checked
against the engine over random games of 3 to 6 players: from the position JSON before
each roll alone, it works out what production pays (settlements 1, cities 2, nothing on
the robber's hex, the official bank shortage rule per resource with the 19- or 24-card
bank) and who discards how many on a 7 (more than 7 cards: half, rounded down, in seat
order from the roller), and compares that with what the engine did. It shares no code
with the engine's rules (tests/engine/ck/test_ck_roll_oracle.py is its C&K twin; both
play their games through helpers.dice_rolls).
"""

from __future__ import annotations

import random
from typing import Any

from cityknights import Action, Game, State
from cityknights.engine.events import Event

from .helpers import dice_rolls

RESOURCE = {"forest": "lumber", "hills": "brick", "pasture": "wool", "fields": "grain",
            "mountains": "ore"}  # fmt: skip
TERRAINS = ("forest", "hills", "pasture", "fields", "mountains", "desert")
ROLLS = 150  # rolls checked per table size: a few seconds of random play
SHORT: list[str] = []  # the card types production found short, as the model saw them
# Random play that mostly rolls and ends the turn: hands grow, so 7s make seats discard
# and the bank runs short of a resource now and then.
HOARD = frozenset({"roll", "end_turn"})


def choose(state: State, rng: random.Random) -> Action:
    legal = state.legal_actions()
    hoard = [a for a in legal if a[0] in HOARD]
    return rng.choice(hoard if hoard and rng.random() < 0.99 else legal)


def production(g: Game, d: dict[str, Any], total: int) -> dict[str, dict[str, int]]:
    n = g.players
    owed: dict[str, list[int]] = {}
    for h, corners in enumerate(g.topology.hex_vertices):
        if d["numbers"][h] != total or h == d["robber"]:
            continue
        card = RESOURCE[TERRAINS[g.board.terrains[h]]]
        for p, seat in enumerate(d["players"]):
            for v in corners:
                if v in seat.get("settlements", []):
                    owed.setdefault(card, [0] * n)[p] += 1
                elif v in seat.get("cities", []):
                    owed.setdefault(card, [0] * n)[p] += 2
    got: dict[str, dict[str, int]] = {}
    for card, row in owed.items():
        if sum(row) > d["bank"].get(card, 0):
            SHORT.append(card)
        stock = d["bank"].get(card, 0)
        claimants = [p for p in range(n) if row[p]]
        for p in claimants:
            paid = row[p] if sum(row) <= stock else stock if len(claimants) == 1 else 0
            if paid:
                got.setdefault(str(p), {})[card] = paid
    return got


def check_roll(g: Game, before: dict[str, Any], dice: Action, events: list[Event],
               after: State) -> None:  # fmt: skip
    n = g.players
    total = dice[1] + dice[2]
    by_code = {e.code: e.data for e in events}
    if total != 7:
        assert by_code["produced"]["cards"] == production(g, before, total), dice
        return
    assert "produced" not in by_code
    order = [(before["turn_seat"] + i) % n for i in range(n)]
    size = {p: sum(before["players"][p].get("hand", {}).values()) for p in range(n)}
    limit = g.rules.discard_limit
    discards = [(p, size[p] // 2) for p in order if size[p] > limit]
    pending = after.to_json()["pending"]
    assert [(x["seat"], x["count"]) for x in pending if x["kind"] == "discard"] == discards
    assert pending[len(discards)]["kind"] == "robber"


def test_s6_s7_1_s22_3_the_base_roll_matches_an_outside_model_over_random_games() -> None:
    for players in (3, 4, 5, 6):
        seen = {"rolls": 0, "sevens": 0, "discards": 0, "short": 0}
        seed = 0
        while seen["rolls"] < ROLLS:
            seed += 1
            # Every other game with the room's discard limit raised (§18): hands pile up
            # and the bank runs short.
            limit = 7 if seed % 2 else 40
            g = Game(expansion="base", players=players, seed=seed, max_turns=100,
                     discard_limit=limit)  # fmt: skip
            bank = 24 if players >= 5 else 19
            state = g.new_initial_state()
            assert state.to_json()["bank"] == dict.fromkeys(RESOURCE.values(), bank)
            for before, a, events in dice_rolls(state, random.Random(seed), choose):
                check_roll(g, before, a, events, state)
                seen["rolls"] += 1
                seen["sevens"] += a[1] + a[2] == 7
                seen["discards"] += any(x["kind"] == "discard" for x in state.to_json()["pending"])
                seen["short"] += len(SHORT)
                SHORT.clear()
                if seen["rolls"] >= ROLLS:
                    break
        assert min(seen.values()) >= 3, f"{players} players: too few cases of each kind: {seen}"
