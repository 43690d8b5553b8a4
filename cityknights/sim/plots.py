"""Plots of a run (``cityknights simulate --plot FILE.png``), drawn with matplotlib's Agg
backend (no display needed, no pyplot global state).

The figure has a panel per question:

- win rate per seat (and its bot), with 95% Wilson intervals and the even share 1/players;
- win rate per bot over the seats it held, when the seats hold different bots;
- game length: a histogram of the turns of the games that had a winner;
- VP by source: the average VP per seat at the end of a game, stacked by source.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cityknights.sim.extras import require
from cityknights.sim.intervals import wilson_interval
from cityknights.sim.outfiles import OutputFile
from cityknights.sim.summary import Summary

__all__ = ["plot_summary"]

#: Bars of the game-length histogram at most (one per turn when the lengths span fewer).
MAX_LENGTH_BINS = 40

#: Labels of the VP sources, base and C&K (keys of cityknights.sim.stats).
SOURCE_LABELS = {
    "settlements": "settlements",
    "cities": "cities",
    "metropolises": "metropolises",
    "longest_road": "longest road",
    "largest_army": "largest army",
    "vp_cards": "VP cards",
    "defender": "Defender of Catan",
    "progress": "progress cards",
    "merchant": "merchant",
}


def plot_summary(summary: Summary, path: str | Path, title: str | None = None) -> None:
    """Draw the panels of ``summary`` (module docstring) and save them as a PNG to ``path``.

    Raises :class:`~cityknights.sim.extras.MissingExtraError` without matplotlib (the
    ``plot`` extra) and :class:`OSError` when the file cannot be written (``path`` is then
    left as it was)."""
    require("matplotlib", "--plot")
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    panels = [_seat_win_rates]
    if summary.bots_differ:
        panels.append(_bot_win_rates)
    panels += [_game_lengths, _vp_sources]
    columns = 2
    rows = (len(panels) + columns - 1) // columns
    figure = Figure(figsize=(6.5 * columns, 4.5 * rows), layout="constrained")
    FigureCanvasAgg(figure)
    axes = figure.subplots(rows, columns, squeeze=False).flatten()
    for panel, ax in zip(panels, axes, strict=False):
        panel(summary, ax)
    for ax in axes[len(panels) :]:
        ax.set_visible(False)
    figure.suptitle(title or f"{summary.games} games")
    output = OutputFile(path)  # whole or not at all: a full disk leaves no half image
    try:
        figure.savefig(output.open_binary(), format="png", dpi=100)
    except BaseException:
        output.discard()
        raise
    output.commit()


def _win_rate_bars(ax: Any, labels: list[str], wins: list[int], trials: list[int]) -> None:
    rates = [w / t if t else 0.0 for w, t in zip(wins, trials, strict=True)]
    intervals = [wilson_interval(w, t) for w, t in zip(wins, trials, strict=True)]
    below = [rate - low for rate, (low, _) in zip(rates, intervals, strict=True)]
    above = [high - rate for rate, (_, high) in zip(rates, intervals, strict=True)]
    positions = list(range(len(labels)))
    ax.bar(positions, rates, yerr=[below, above], capsize=6, color="tab:blue", alpha=0.8)
    ax.set_xticks(positions, labels)
    ax.set_ylim(0, min(1.0, max(high for _, high in intervals) * 1.15 + 0.02))
    ax.set_ylabel("win rate (95% Wilson interval)")
    for x, rate in zip(positions, rates, strict=True):
        ax.annotate(f"{100 * rate:.1f}%", (x, rate), ha="left", va="bottom", xytext=(4, 2),
                    textcoords="offset points", fontsize=8)  # fmt: skip


def _seat_win_rates(summary: Summary, ax: Any) -> None:
    labels = [f"seat {seat.seat}\n{seat.player}" for seat in summary.seats]
    wins = [seat.wins for seat in summary.seats]
    _win_rate_bars(ax, labels, wins, [summary.games] * len(wins))
    ax.axhline(1 / len(summary.seats), color="gray", linestyle="--", linewidth=1,
               label=f"even share 1/{len(summary.seats)}")  # fmt: skip
    ax.legend(loc="upper right", fontsize=8)
    ax.set_title("Win rate per seat")


def _bot_win_rates(summary: Summary, ax: Any) -> None:
    bots = summary.bots()
    labels = [f"{bot.player}\n({len(bot.seats)} seat{'s' * (len(bot.seats) > 1)})" for bot in bots]
    _win_rate_bars(ax, labels, [b.wins for b in bots], [b.seat_games for b in bots])
    ax.axhline(1 / len(summary.seats), color="gray", linestyle="--", linewidth=1)
    ax.set_title("Win rate per bot (per seat it held)")


def _game_lengths(summary: Summary, ax: Any) -> None:
    lengths = summary.game_lengths
    won = sum(lengths.values())
    if lengths:
        turns = sorted(lengths)
        bins = min(MAX_LENGTH_BINS, turns[-1] - turns[0] + 1)
        ax.hist(turns, bins=bins, weights=[lengths[t] for t in turns], color="tab:green", alpha=0.8)
    else:
        ax.text(0.5, 0.5, "no game had a winner", ha="center", va="center", transform=ax.transAxes)
    ax.set_xlabel("turns")
    ax.set_ylabel("games")
    capped = f"; {summary.no_winner} stopped at the turn cap" if summary.no_winner else ""
    ax.set_title(f"Game length ({won} games with a winner{capped})")


def _vp_sources(summary: Summary, ax: Any) -> None:
    ax.set_title("VP by source at the end (average per game)")
    if not summary.vp_games:
        ax.text(0.5, 0.5, "no VP sources", ha="center", va="center", transform=ax.transAxes)
        return
    positions = list(range(len(summary.seats)))
    sources = list(summary.seats[0].vp_sources)
    bottoms = [0.0] * len(positions)
    for source in sources:
        heights = [summary.vp_mean(seat.vp_sources.get(source, 0)) for seat in summary.seats]
        ax.bar(positions, heights, bottom=bottoms, label=SOURCE_LABELS.get(source, source))
        bottoms = [b + h for b, h in zip(bottoms, heights, strict=True)]
    ax.set_xticks(positions, [f"seat {seat.seat}\n{seat.player}" for seat in summary.seats])
    ax.set_ylabel("VP")
    ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=8)
