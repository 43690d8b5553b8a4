"""An outside model of the Cities & Knights roll (RULES.md §5, §6, §7.1, §12), checked
against the engine over random games: from the position JSON before each roll alone, it
works out the barbarian attack's defender or losers, the seats a gate lets draw, what
production pays (the official bank shortage rule) and who discards on a 7, and compares
that with what the engine did. It shares no code with the engine's rules.

The random play is short (a few seconds): it meets attacks, gate draws and 7s every run,
but rarely a wall that decides a discard, a seat with only metropolises in a lost attack,
or a lone claimant of a short bank; the scenario tests (§7.1, A5, A27) pin those.
"""

from __future__ import annotations

import random
from typing import Any

from cityknights import Action, Game, State
from cityknights.engine.events import Event

from ..helpers import dice_rolls

TRACKS = ("trade", "politics", "science")  # the event die's gates, after the ship (0)
TERRAINS = ("forest", "hills", "pasture", "fields", "mountains", "desert")
RESOURCE = {"forest": "lumber", "hills": "brick", "pasture": "wool", "fields": "grain",
            "mountains": "ore"}  # fmt: skip
COMMODITY = {"forest": "paper", "pasture": "cloth", "mountains": "coin"}
ROLLS = 150  # rolls checked: a few seconds of random play


def clockwise(d: dict[str, Any], n: int) -> list[int]:
    return [(d["turn_seat"] + i) % n for i in range(n)]


def attack_result(d: dict[str, Any], n: int) -> tuple[str, list[int]]:
    """("barbarians_repelled", strongest seats) or ("barbarians_won", seats that lose a
    city), seats in order from the roller (§12, A4-A6, A30)."""
    seats = d["players"]
    cities = sum(len(p.get("cities", [])) for p in seats)
    strength = [sum(k["level"] for k in p.get("knights", []) if k["active"]) for p in seats]
    order = clockwise(d, n)
    if sum(strength) >= cities:
        return "barbarians_repelled", [p for p in order if strength[p] == max(strength)]
    metropolises = {v for v in d["metropolis"].values() if v is not None}
    eligible = [p for p in order if set(seats[p].get("cities", [])) - metropolises]
    low = min((strength[p] for p in eligible), default=0)
    return "barbarians_won", [p for p in eligible if strength[p] == low]


def production(g: Game, d: dict[str, Any], total: int) -> dict[str, dict[str, int]]:
    """What each seat gets for a total (not 7): §6, the robber's hex, the bank shortage
    rule per card type (nobody, unless a single seat is owed it)."""
    n = g.players
    owed: dict[str, list[int]] = {}
    for h, corners in enumerate(g.topology.hex_vertices):
        if d["numbers"][h] != total or h == d["robber"]:
            continue
        terrain = TERRAINS[g.board.terrains[h]]
        for p, seat in enumerate(d["players"]):
            for v in corners:
                if v in seat.get("settlements", []):
                    owed.setdefault(RESOURCE[terrain], [0] * n)[p] += 1
                elif v in seat.get("cities", []):
                    commodity = COMMODITY.get(terrain)
                    owed.setdefault(RESOURCE[terrain], [0] * n)[p] += 1 if commodity else 2
                    if commodity:
                        owed.setdefault(commodity, [0] * n)[p] += 1
    got: dict[str, dict[str, int]] = {}
    for card, row in owed.items():
        stock = d["bank"][card]
        claimants = [p for p in range(n) if row[p]]
        for p in claimants:
            paid = row[p] if sum(row) <= stock else stock if len(claimants) == 1 else 0
            if paid:
                got.setdefault(str(p), {})[card] = paid
    return got


def check_roll(g: Game, before: dict[str, Any], dice: Action, events: list[Event],
               after: State) -> None:  # fmt: skip
    n = g.players
    white, red, event = dice[1], dice[2], dice[3]
    by_code = {e.code: e.data for e in events}
    pending = after.to_json()["pending"]
    if event == 0 and before["barbarian"] == 6:
        code, seats = attack_result(before, n)
        assert code in by_code, (dice, code, by_code)
        data = by_code[code]
        if code == "barbarians_won":
            assert data["losers"] == seats, (dice, data)
        else:
            assert data.get("tied", [data.get("defender")]) == seats, (dice, data)
    elif event:
        level = {p: before["players"][p]["improvements"][TRACKS[event - 1]] for p in range(n)}
        drawers = [p for p in clockwise(before, n) if level[p] >= 1 and red <= level[p] + 1]
        deck = before["decks"][TRACKS[event - 1]]
        if not sum(deck["shuffled"].values()) + len(deck["bottom"]):
            drawers = []  # an empty deck gives nothing
        drawing = [x["seat"] for x in pending if x["kind"] == "progress_draw"]
        assert drawing == drawers, (dice, drawing, drawers)
    waiting = {"progress_draw", "pillage", "defender_deck", "progress_discard"}
    if any(x["kind"] in waiting for x in pending):
        return  # production and the 7 come once these decisions are made
    total = white + red
    if total != 7:
        assert by_code["produced"]["cards"] == production(g, before, total), dice
        return
    limit = {p: g.rules.discard_limit + 2 * len(before["players"][p].get("walls", []))
             for p in range(n)}  # fmt: skip
    size = {p: sum(before["players"][p].get("hand", {}).values()) for p in range(n)}
    discards = [(p, size[p] // 2) for p in clockwise(before, n) if size[p] > limit[p]]
    assert [(x["seat"], x["count"]) for x in pending if x["kind"] == "discard"] == discards


# Random play leaning on what the model must see at work: improvements (for the gates),
# walls (for the discard limit), cities and knights (for the attacks).
PREFERRED = frozenset({"improve_city", "build_wall", "build_city", "build_knight",
                       "activate_knight", "promote_knight", "place_metropolis"})  # fmt: skip


def choose(state: State, rng: random.Random) -> Action:
    legal = state.legal_actions()
    preferred = [a for a in legal if a[0] in PREFERRED]
    return rng.choice(preferred if preferred and rng.random() < 0.9 else legal)


def test_s5_s6_s7_s12_the_roll_matches_an_outside_model_over_random_games() -> None:
    seen = {"rolls": 0, "attacks": 0, "draws": 0, "walled_sevens": 0}
    seed = 0
    while seen["rolls"] < ROLLS:
        seed += 1
        g = Game(expansion="ck", players=3 + seed % 2, seed=seed, max_turns=120)
        state = g.new_initial_state()
        for before, a, events in dice_rolls(state, random.Random(seed), choose):
            check_roll(g, before, a, events, state)
            seen["rolls"] += 1
            seen["attacks"] += a[3] == 0 and before["barbarian"] == 6
            seen["draws"] += any(x["kind"] == "progress_draw" for x in state.to_json()["pending"])
            walled = any(p.get("walls") for p in before["players"])
            seen["walled_sevens"] += a[1] + a[2] == 7 and walled
            if seen["rolls"] >= ROLLS:
                break
    assert min(seen.values()) >= 3, f"too few cases of each kind: {seen}"
