"""Many games: the runner, seed derivation, summaries, the invariant check over many games
(in-process or in a process pool; Ray later)."""

from cityknights.sim.check import CheckOutcome, CheckSummary, run_checks
from cityknights.sim.runner import GameResult, game_seeds, play_game, run_games, sample_outcome
from cityknights.sim.seeds import derive_seed, game_seed
from cityknights.sim.summary import SeatSummary, Summary
from cityknights.sim.views import LazyView

__all__ = [
    "CheckOutcome",
    "CheckSummary",
    "GameResult",
    "LazyView",
    "SeatSummary",
    "Summary",
    "derive_seed",
    "game_seed",
    "game_seeds",
    "play_game",
    "run_checks",
    "run_games",
    "sample_outcome",
]
