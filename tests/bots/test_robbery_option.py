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


def _victims(view: SeatView, action: ck.Action) -> set[int]:
    """The seats other than the mover's whose buildings touch the robber's new hex."""
    owners = {view.owner[vtx] for vtx in TOPO.hex_vertices[action[1]]}
    return owners - {-1, view.seat}


def test_aim_sends_the_robber_at_the_seat_after_ones_own() -> None:
    """aim=1: catanatron's players, whose evaluation counts only the next seat as an enemy,
    each rob that seat; the option is that model of them. Where a placement touches the
    next seat, the robber goes there, and it takes that seat's card; where the default
    robs someone else, aim rarely agrees."""
    aimed = reachable = differ = 0
    for view, legal in _robber_decisions(8):
        target = (view.seat + 1) % 4
        choice = HeuristicBot(random.Random(1), aim=1).choose(view, legal)
        default = HeuristicBot(random.Random(1)).choose(view, legal)
        differ += choice != default
        if any(target in _victims(view, a) for a in legal):
            reachable += 1
            aimed += target in _victims(view, choice)
            if choice[2] >= 0:
                assert choice[2] == target, (choice, target)
    assert reachable >= 100
    assert aimed >= 0.95 * reachable, (aimed, reachable)  # the rest: its own hex beside
    assert differ >= reachable // 10


def test_aim_is_the_search_bots_model_of_the_other_seats_only() -> None:
    bot = MctsBot(random.Random(0), aim=1)
    assert bot.fallback.aim == 0  # its own robber: unchanged
    assert bot.core.others is not bot.fallback and bot.core.others.aim == 1
    assert bot.core.others.rng is bot.rng  # one random source, as the fallback's
    default = MctsBot(random.Random(0))
    assert default.core.others is default.fallback
    assert str(parse_bot_spec("mcts:spread=1:robbery=1:aim=1")).endswith("aim=1")
    for bad, said in [
        ("mcts:aim=2", "aim must be at most 1, not 2"),
        ("heuristic:aim=0.5", "aim must be an integer"),
    ]:
        with pytest.raises(BotSpecError, match=said):
            parse_bot_spec(bad)


def test_aim_changes_the_searchs_choices_and_plays_on() -> None:
    """Four searching bots, 30 turns, with and without the model: both play on, and the
    model changes what the searches choose (their rollouts' robbers rob elsewhere). With
    rollouts that stop at the end of the searched turn (rounds=0, the default) no other
    seat moves a robber in the search, and the model changes nothing: a round after it."""
    moves = {}
    for aim in (0, 1):
        s = ck.Game(expansion="base", seed=5).new_initial_state()
        rng = random.Random(5)
        bots = [MctsBot(random.Random(i), iterations=16, rounds=1, aim=aim) for i in range(4)]
        played = []
        while not s.is_terminal() and s.turn < 30:
            if s.is_chance_node():
                s.apply(s.sample_chance(rng))
                continue
            seat = s.current_player()
            a = bots[seat].choose(s.seat_view(seat), s.legal_actions())
            played.append(a)
            s.apply(a)
        moves[aim] = played
    assert len(moves[0]) > 100 and len(moves[1]) > 100
    assert moves[0] != moves[1]
