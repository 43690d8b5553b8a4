"""How bots trade with each other: offers proposed per game, how many found a taker and
were made. `python -m cityknights.sim.trades --players heuristic:offers=true,... --games N`.

An offer is *accepted* when at least one seat accepted it, *countered* when at least one
seat proposed changed terms, *taken* when either, and *made* when the offerer then
confirmed a partner (the `trade_closed` event names one; *made on a counter* when that
partner had countered).
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass

from cityknights.bots import make_bot
from cityknights.engine import CHANCE, Game, State
from cityknights.seeds import bot_seed, derive_seed

#: A game still running after this many actions is cut short (bots that never end).
MAX_ACTIONS = 20000


@dataclass
class TradeCount:
    games: int = 0
    turns: int = 0  # turns played, over the games
    offers: int = 0
    accepted: int = 0  # offers at least one seat accepted
    countered: int = 0  # offers at least one seat answered with a counter-offer
    taken: int = 0  # offers accepted or countered by at least one seat
    made: int = 0  # offers that ended in an exchange
    made_on_counter: int = 0  # ... with a seat that had countered, on its terms

    def add(self, other: TradeCount) -> None:
        self.games += other.games
        self.turns += other.turns
        self.offers += other.offers
        self.accepted += other.accepted
        self.countered += other.countered
        self.taken += other.taken
        self.made += other.made
        self.made_on_counter += other.made_on_counter


def play_counting(specs: list[str], expansion: str, seed: int) -> TradeCount:
    """One game between `specs`; its trade offers counted."""
    game = Game(expansion=expansion, players=len(specs), seed=seed)
    state = State(game)
    bots = [make_bot(spec, bot_seed(seed, i)) for i, spec in enumerate(specs)]
    rng = random.Random(derive_seed(seed, "chance"))
    count = TradeCount(games=1)
    answers: dict[str, set[int]] = {"accepted": set(), "countered": set()}
    for _ in range(MAX_ACTIONS):
        if state.is_terminal():
            break
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        action = bots[seat].choose(state.view(seat), state.legal_actions())
        for event in state.apply(action):
            if event.code == "trade_offered":
                count.offers += 1
                answers = {"accepted": set(), "countered": set()}
            elif event.code == "trade_answered" and event.data["accepted"]:
                answers["accepted"].add(event.data["seat"])
            elif event.code == "trade_countered":
                answers["countered"].add(event.data["seat"])
            elif event.code == "trade_closed":
                count.accepted += bool(answers["accepted"])
                count.countered += bool(answers["countered"])
                count.taken += bool(answers["accepted"] or answers["countered"])
                partner = event.data["partner"]
                if partner is not None:
                    count.made += 1
                    count.made_on_counter += partner in answers["countered"]
    count.turns = state.turn + 1
    return count


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="heuristic:offers=true," * 3 + "heuristic:offers=true")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--expansion", default="ck", choices=["ck", "base"])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    specs = args.players.split(",")
    total = TradeCount()
    for g in range(args.games):
        total.add(play_counting(specs, args.expansion, derive_seed(args.seed, "game", g)))
    offers = total.offers or 1

    def share(n: int) -> str:
        return f"{n}/{total.offers} ({100 * n / offers:.0f}%)"

    print(f"{total.games} games, {args.expansion}, {','.join(specs)}")
    print(f"offers per game: {total.offers / max(1, total.games):.2f}", end=" ")
    print(f"(per turn: {total.offers / max(1, total.turns):.2f})")
    print(f"accepted by someone: {share(total.accepted)}")
    print(f"countered by someone: {share(total.countered)}")
    print(f"exchanges made: {share(total.made)} ({total.made_on_counter} on a counter's terms)")


if __name__ == "__main__":
    main()
