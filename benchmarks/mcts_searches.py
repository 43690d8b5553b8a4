"""One pass of vs_catanatron.py's MCTS searches, for an instruction count or a profile.

The positions are `time_mcts`'s for seed 1 (the first pair of `checkouts.py`): up to ten
main-phase decisions from each heuristic game of board seeds 2,000,002 on; search i uses a
fresh MctsBot of seed 3,000,001 + i with 64 iterations. `search` runs them once and prints
a fingerprint of the choices, iteration counts and root visits (two builds that search
alike print the same); `positions` only makes the positions (the count to subtract);
`profile` runs them under cProfile. mcts_instructions.sh runs this under valgrind.

    python benchmarks/mcts_searches.py ck 60 search
"""

from __future__ import annotations

import cProfile
import hashlib
import pstats
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from vs_catanatron import MCTS_POSITIONS_PER_GAME, OursEngine, game_seeds


def positions(expansion: str, searches: int) -> list[tuple[Any, int]]:
    engine = OursEngine(expansion, None, 1)
    found: list[tuple[Any, int]] = []
    games = -(-searches // MCTS_POSITIONS_PER_GAME)
    for seed in game_seeds(1 + 2_000_000, games):
        picks, _ = engine.search_positions(
            seed, min(MCTS_POSITIONS_PER_GAME, searches - len(found))
        )
        found.extend(picks)
    return found


def search(found: list[tuple[Any, int]]) -> str:
    """Every search once; the fingerprint of what they chose and how they visited."""
    from cityknights.bots.mcts import MctsBot

    digest = hashlib.sha256()
    for i, (state, seat) in enumerate(found):
        bot = MctsBot(1 + 3_000_000 + i, iterations=64)
        view = state.seat_view(seat) if hasattr(state, "seat_view") else state.view(seat)
        action = bot.choose(view, state.legal_actions())
        root = bot.last_root
        visits = [(a, c.visits) for a, c in root.children.items()] if root is not None else None
        digest.update(repr((action, bot.last_iterations, visits)).encode())
    return digest.hexdigest()[:12]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 3 or args[0] not in ("base", "ck") or not args[1].isdigit():
        raise SystemExit("usage: mcts_searches.py base|ck SEARCHES search|positions|profile")
    expansion, searches, mode = args[0], int(args[1]), args[2]
    found = positions(expansion, searches)
    if mode == "search":
        import cityknights

        where = Path(cityknights.__file__ or "").parent.parent
        print("fingerprint", search(found), "of", where, cityknights.engine.ENGINE_BUILD)
    elif mode == "profile":
        profile = cProfile.Profile()
        profile.runcall(search, found)
        pstats.Stats(profile).sort_stats("tottime").print_stats(40)
    elif mode != "positions":
        raise SystemExit(f"mode: search, positions or profile, not {mode!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
