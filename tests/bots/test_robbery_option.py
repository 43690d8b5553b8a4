"""The `robbery` option of the heuristic and mcts bots: how hard the robber goes for the
leader. 0 (the default) weighs a robbed building's owner 1 + 0.3 x their public points;
p > 0 weighs them (1 + points) ** p. Against catanatron's players, which each rob only the
seat after their own, the seat after ours goes unrobbed but by us and wins more than its
share (docs/strength.md); a robber that leans on the leader robs it more."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import cityknights as ck
from cityknights.bots import BotSpecError, parse_bot_spec
from cityknights.bots.heuristic import HeuristicBot
from cityknights.bots.mcts import MctsBot
from cityknights.engine.constants import CITY
from cityknights.engine.topology import for_players
from cityknights.engine.view import SeatView

TOPO = for_players(4)


def _robber_decisions(games: int) -> Iterator[tuple[SeatView, list[ck.Action]]]:
    """Every robber placement with a choice in `games` heuristic base games (120 turns
    at most each): the deciding seat's view and the legal placements."""
    for seed in range(games):
        s = ck.Game(expansion="base", seed=seed).new_initial_state()
        rng = random.Random(seed)
        bots = [HeuristicBot(random.Random(10 * seed + i)) for i in range(4)]
        while not s.is_terminal() and s.turn < 120:
            if s.is_chance_node():
                s.apply(s.sample_chance(rng))
                continue
            seat = s.current_player()
            legal = s.legal_actions()
            view = SeatView.for_policy(s, seat)
            if len(legal) > 1 and all(a.kind == "move_robber" for a in legal):
                yield view, legal
            s.apply(bots[seat].choose(view, legal))


def _points_hurt(view: SeatView, action: ck.Action) -> float:
    """The public points of the players whose production the robber blocks, weighted by
    how much of it (dots, doubled for a city): who the placement hurts, on average."""
    total = weighted = 0.0
    for vtx in TOPO.hex_vertices[action[1]]:
        owner = view.owner[vtx]
        if owner in (-1, view.seat):
            continue
        size = 2.0 if view.building[vtx] == CITY else 1.0
        total += size
        weighted += size * view.public_vp[owner]
    return weighted / total if total else 0.0


def test_leaning_on_the_leader_robs_players_with_more_points() -> None:
    by_option: dict[float, list[float]] = {0.0: [], 2.0: []}
    differ = 0
    for view, legal in _robber_decisions(8):
        chosen = {
            p: HeuristicBot(random.Random(1), robbery=p).choose(view, legal) for p in by_option
        }
        for p, action in chosen.items():
            by_option[p].append(_points_hurt(view, action))
        differ += chosen[0.0] != chosen[2.0]
        # The default is the weighting of before the option (0.3 a point): named or not.
        assert HeuristicBot(random.Random(1)).choose(view, legal) == chosen[0.0]
    decisions = len(by_option[0.0])
    assert decisions >= 100
    assert differ >= decisions // 10  # the option changes a good share of placements
    mean = {p: sum(v) / decisions for p, v in by_option.items()}
    assert mean[2.0] > mean[0.0] + 0.1, mean


def test_the_option_reaches_the_mcts_bots_heuristic_and_is_checked() -> None:
    assert MctsBot(random.Random(0), robbery=1).fallback.robbery == 1.0
    assert MctsBot(random.Random(0)).fallback.robbery == 0.0
    assert str(parse_bot_spec("mcts:spread=1:robbery=1")) == "mcts:spread=1.0:robbery=1.0"
    for bad, said in [
        ("heuristic:robbery=9", "robbery must be at most 8, not 9.0"),
        ("mcts:robbery=-1", "robbery must be at least 0, not -1.0"),
        ("heuristic:robbery=nan", "must be a finite number"),
    ]:
        with pytest.raises(BotSpecError, match=said):
            parse_bot_spec(bad)
    with pytest.raises(ValueError, match="robbery must be a finite number, not True"):
        HeuristicBot(random.Random(0), robbery=True)
