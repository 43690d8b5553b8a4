"""Many games: the runner, seed derivation and summaries (process pool or Ray later)."""

from cityknights.sim.runner import GameResult, game_seeds, play_game, run_games, sample_outcome
from cityknights.sim.seeds import derive_seed, game_seed
from cityknights.sim.summary import SeatSummary, Summary

__all__ = [
    "GameResult",
    "SeatSummary",
    "Summary",
    "derive_seed",
    "game_seed",
    "game_seeds",
    "play_game",
    "run_games",
    "sample_outcome",
]
