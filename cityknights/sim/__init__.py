"""Many games: the runner, seed derivation, summaries, rows and plots, tournaments with
ratings, the invariant check over many games; in-process, in a process pool or on Ray,
with the same results whatever runs them."""

from cityknights.seeds import derive_seed, game_seed
from cityknights.sim.check import CheckOutcome, CheckSummary, run_checks
from cityknights.sim.intervals import wilson_interval
from cityknights.sim.runner import (
    BACKENDS,
    GameJob,
    GameResult,
    game_jobs,
    game_seeds,
    in_order,
    play_game,
    play_games,
    run_games,
    sample_outcome,
)
from cityknights.sim.summary import BotSummary, SeatSummary, Summary

__all__ = [
    "BACKENDS",
    "BotSummary",
    "CheckOutcome",
    "CheckSummary",
    "GameJob",
    "GameResult",
    "SeatSummary",
    "Summary",
    "derive_seed",
    "game_jobs",
    "game_seed",
    "game_seeds",
    "in_order",
    "play_game",
    "play_games",
    "run_checks",
    "run_games",
    "sample_outcome",
    "wilson_interval",
]
