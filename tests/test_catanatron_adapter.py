"""benchmarks/catanatron_adapter.py: catanatron's positions as ours, actions both ways.

On positions from random catanatron games (2, 3 and 4 players) our legal actions for the
converted position map one to one onto catanatron's playable actions, but for the two
known differences, where our engine follows the printed rules and catanatron 3.2.1 does
not (benchmarks/README.md):
- catanatron lets a development card be played the turn it was bought;
- catanatron offers Road Building only to a player who could pay for a road;
- after a road is cut, catanatron gives Longest Road to the longest remaining road even
  under 5 (our position sets the card aside, so that seat has 2 VP less in ours);
- catanatron does not count a road's last segment into an opponent's building, so a road
  of 5 ending there never takes Longest Road (ours gives the card: 2 VP more in ours).
Skipped when catanatron is not installed (the `bench` extra brings it; .ci/run installs it).
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.benchmark_scripts import load_benchmark

pytest.importorskip("catanatron")

from catanatron import Color, Game, RandomPlayer
from catanatron.models.map import BASE_MAP_TEMPLATE, CatanMap

adapter = load_benchmark("catanatron_adapter")


def _game(seed: int, players: int) -> Any:
    random.seed(seed)
    catan_map = adapter.with_our_harbor_slots(CatanMap.from_template(BASE_MAP_TEMPLATE))
    return Game([RandomPlayer(c) for c in list(Color)[:players]], seed=seed, catan_map=catan_map)


def _bought_this_turn(cstate: Any, color: Any, card: str) -> int:
    n = 0
    for action in reversed(cstate.actions):
        if action.action_type.name == "END_TURN":
            break
        if action.action_type.name == "BUY_DEVELOPMENT_CARD" and action.color == color:
            n += action.value == card
    return n


def _holds_road(cstate: Any, seat: int) -> bool:
    return bool(cstate.player_state[f"P{seat}_HAS_ROAD"])


def _known_difference(cstate: Any, action: Any, theirs_only: bool) -> str | None:
    """Which printed-rules difference explains `action` being legal in one engine only."""
    color = cstate.current_color()
    key = f"P{cstate.color_to_index[color]}"
    ps = cstate.player_state
    card = {"play_knight": "KNIGHT", "play_year_of_plenty": "YEAR_OF_PLENTY",
            "play_monopoly": "MONOPOLY", "play_road_building": "ROAD_BUILDING"}.get(action.kind)  # fmt: skip
    if card is None:
        return None
    if theirs_only and ps[f"{key}_{card}_IN_HAND"] <= _bought_this_turn(cstate, color, card):
        return "catanatron: a card played the turn it was bought"
    if (
        not theirs_only
        and card == "ROAD_BUILDING"
        and not (ps[f"{key}_WOOD_IN_HAND"] and ps[f"{key}_BRICK_IN_HAND"])
    ):
        return "catanatron: Road Building needs a road's cost in hand"
    return None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_legal_actions_map_one_to_one_but_for_known_rule_differences(players: int) -> None:
    checked = exact = 0
    differences: Counter[str] = Counter()
    for seed in (1, 2):
        game = _game(seed, players)
        bmap = adapter.board_map(game.state.board.map, players)
        while game.winning_color() is None and game.state.num_turns < 120:
            cstate = game.state
            if cstate.current_prompt.name != "DISCARD":  # catanatron discards at random
                ours = adapter.state_of(cstate, bmap)
                assert ours.current_player() == adapter.our_seat(cstate)
                seat_of = adapter.seats_of(cstate)
                for index, color in enumerate(cstate.colors):
                    seat = seat_of[color]
                    vp = cstate.player_state[f"P{index}_ACTUAL_VICTORY_POINTS"]
                    # The Longest Road card where the printed rules put it (see above).
                    vp += 2 * (ours.longest_road == seat) - 2 * _holds_road(cstate, index)
                    assert ours.victory_points(seat) == vp
                pairs = adapter.action_pairs(cstate, bmap)
                assert len(pairs) == len(cstate.playable_actions)  # no two share our action
                legal = {a for a in ours.legal_actions() if a.kind != "offer_trade"}
                for a in legal - set(pairs):
                    why = _known_difference(cstate, a, theirs_only=False)
                    assert why, f"only ours has {a} (seed {seed}): {cstate.playable_actions}"
                    differences[why] += 1
                for a in set(pairs) - legal:
                    why = _known_difference(cstate, a, theirs_only=True)
                    assert why, f"only catanatron has {a} (seed {seed})"
                    differences[why] += 1
                checked += 1
                exact += legal == set(pairs)
            game.play_tick()
    assert checked > 150
    assert exact / checked > 0.9, differences


def test_an_action_goes_back_as_the_catanatron_action_it_came_from() -> None:
    game = _game(3, 4)
    bmap = adapter.board_map(game.state.board.map, 4)
    for _ in range(300):
        cstate = game.state
        for ours, theirs in adapter.action_pairs(cstate, bmap).items():
            assert adapter.our_action(theirs, cstate, bmap) == ours
        game.play_tick()


def test_harbors_move_onto_our_slots_with_their_resources() -> None:
    random.seed(5)
    original = CatanMap.from_template(BASE_MAP_TEMPLATE)
    with pytest.raises(adapter.AdapterError, match="no catanatron harbor at our harbor slot"):
        adapter.board_map(original, 4)
    moved = adapter.with_our_harbor_slots(original)
    bmap = adapter.board_map(moved, 4)
    resources = sorted(str(p.resource) for p in original.ports_by_id.values())
    assert sorted(str(p.resource) for p in moved.ports_by_id.values()) == resources
    ours = Counter(bmap.game.board.to_json()["harbors"])
    assert ours == Counter(adapter.HARBOR_OF[p.resource] for p in original.ports_by_id.values())
    # The land is untouched: same tiles, numbers and node ids.
    for coordinate, tile in original.land_tiles.items():
        again = moved.land_tiles[coordinate]
        assert (again.resource, again.number, again.nodes) == (
            tile.resource,
            tile.number,
            tile.nodes,
        )


def test_a_two_player_game_has_a_phantom_third_seat() -> None:
    game = _game(4, 2)
    bmap = adapter.board_map(game.state.board.map, 2)
    for _ in range(6):  # seat 0, seat 1, seat 1 placed (each a settlement and a road)
        game.play_tick()
    ours = adapter.state_of(game.state, bmap)
    # Three placements and the phantom's two: seat 0's second placement is the last.
    assert ours.game.players == 3 and ours.setup_index == 5
    assert ours.current_player() == game.state.current_player_index == 0
    assert not ours.settlements[2] and not ours.roads[2] and sum(ours.hands[2]) == 0


def test_after_a_two_player_setup_the_player_to_move_sits_first_and_the_phantom_last() -> None:
    game = _game(4, 2)
    bmap = adapter.board_map(game.state.board.map, 2)
    seen = set()
    while game.state.num_turns < 12:
        cstate = game.state
        if not cstate.is_initial_build_phase and cstate.current_prompt.name != "DISCARD":
            ours = adapter.state_of(cstate, bmap)
            turn = cstate.colors[cstate.current_turn_index]
            other = cstate.colors[1 - cstate.current_turn_index]
            assert adapter.seats_of(cstate) == {turn: 0, other: 1}
            assert ours.turn_seat == 0 and not ours.settlements[2] and not ours.roads[2]
            # The player to decide (the turn's, or the other discarding) at its seat.
            assert ours.current_player() == adapter.our_seat(cstate)
            assert adapter.our_seat(cstate) == (0 if cstate.current_color() == turn else 1)
            # Each player's pieces and hand are at its seat of the moment.
            for color, seat in adapter.seats_of(cstate).items():
                index = cstate.colors.index(color)
                hand = [cstate.player_state[f"P{index}_{r}_IN_HAND"] for r in adapter.C_RESOURCES]
                assert list(ours.hands[seat][:5]) == hand
                nodes = cstate.buildings_by_color[color].get("SETTLEMENT", [])
                assert sorted(ours.settlements[seat]) == sorted(bmap.vertex_of[v] for v in nodes)
            seen.add(cstate.current_turn_index)
            for ours_action, theirs in adapter.action_pairs(cstate, bmap).items():
                assert adapter.our_action(theirs, cstate, bmap) == ours_action
        game.play_tick()
    assert seen == {0, 1}  # both players' turns were seen from seat 0


def test_a_road_ending_at_an_opponents_settlement_counts_every_segment() -> None:
    # Seen in an arena game: orange's five roads 14-15-17-39-41-42 run into white's
    # settlement at 14. catanatron counts 4 and leaves the card unassigned; the printed
    # rules count 5, and our position gives orange the card.
    game = _game(1, 4)
    board = game.state.board
    orange, white = game.state.colors[2:]
    board.build_settlement(white, 14, initial_build_phase=True)
    board.build_settlement(orange, 17, initial_build_phase=True)
    for edge in ((15, 17), (14, 15), (17, 39), (39, 41), (41, 42)):
        board.build_road(orange, edge)
    seat_of = {c: i for i, c in enumerate(game.state.colors)}
    assert board.road_color is None  # catanatron: 4, no holder
    assert adapter._printed_road_lengths(game.state, seat_of) == [0, 0, 5, 0]
    assert adapter._longest_road(game.state, seat_of) == 2


@pytest.mark.flaky(reruns=2)
def test_our_bot_plays_a_whole_game_inside_catanatron() -> None:
    arena = load_benchmark("vs_catanatron_bots")
    row = arena.play_one((0, 7, "heuristic", "random", 4, None, "rotated"))
    assert "error" not in row, row.get("error")
    assert row["winner"] in (0, 1, 2, 3, None) and row["our_seat"] == 0
    assert row["our_decisions"] > 20 and row["fallbacks"] == 0
    assert row["vp"][0] >= 2
    # The slowest decision of each side is recorded (AlphaBeta's 20 s deadline shows there).
    assert 0 < row["our_slowest"] <= row["our_seconds"]
    assert 0 < row["their_slowest"] <= row["their_seconds"]


def test_alphabetas_deadline_is_counted_in_cpu_seconds(monkeypatch: pytest.MonkeyPatch) -> None:
    # catanatron_experimental is not on PyPI: a stand-in module of the same path and
    # shape shows what the arena does to the real one.
    arena = load_benchmark("vs_catanatron_bots")
    minimax = ModuleType("minimax")
    minimax.time = __import__("time")  # type: ignore[attr-defined]

    class AlphaBetaPlayer:
        def __init__(self, color: Any) -> None:
            self.color = color

    minimax.AlphaBetaPlayer = AlphaBetaPlayer  # type: ignore[attr-defined]
    minimax.ValueFunctionPlayer = AlphaBetaPlayer  # type: ignore[attr-defined]
    players = ModuleType("players")
    players.minimax = minimax  # type: ignore[attr-defined]
    names = "catanatron_experimental", "machine_learning", "players"
    parent = None
    for depth, name in enumerate(names):
        module = players if name == "players" else ModuleType(name)
        monkeypatch.setitem(sys.modules, ".".join(names[: depth + 1]), module)
        if parent is not None:
            setattr(parent, name, module)
        parent = module
    monkeypatch.setitem(sys.modules, ".".join((*names, "minimax")), minimax)
    player = arena.their_player("alphabeta", Color.RED)
    assert isinstance(player, AlphaBetaPlayer)
    assert minimax.time is arena.ProcessClock  # type: ignore[attr-defined]
    # A wait is no CPU time: the deadline does not run down while the process waits.
    before = minimax.time.time()  # type: ignore[attr-defined]
    __import__("time").sleep(0.2)
    assert minimax.time.time() - before < 0.1  # type: ignore[attr-defined]


def test_a_paired_run_plays_one_seed_from_both_seats_and_resumes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    arena = load_benchmark("vs_catanatron_bots")
    strength = load_benchmark("strength")
    out = tmp_path / "heuristic_random_1v1.jsonl"
    args = ["--ours", "heuristic", "--theirs", "random", "--games", "1", "--out", str(out)]
    assert arena.main(args) == 0  # 1 game rounded up to a whole seed: 2
    assert "--games 1 rounded up to 2" in capsys.readouterr().err
    rows = arena.read_rows(out)
    assert "error" not in rows[0] and "error" not in rows[1]
    assert sorted((r["game"], r["our_seat"], r["schedule"]) for r in rows) == [
        (0, 0, "paired"),
        (1, 1, "paired"),
    ]
    assert rows[0]["seed"] == rows[1]["seed"] == arena.derive(1, "paired", 0)
    assert arena.main([*args[:-4], "--games", "2", "--out", str(out)]) == 0  # nothing left
    assert "2 of these 2 games already in" in capsys.readouterr().err
    assert arena.read_rows(out) == rows
    (line,) = strength.lines(rows)
    assert (line.games, line.seeds, line.paired_seeds, line.paired) == (2, 1, 1, True)
