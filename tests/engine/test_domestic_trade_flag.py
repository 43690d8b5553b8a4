"""The `domestic_trade` variant (bank and harbor trades only) and `State.play`.

`domestic_trade=False` plays the game catanatron and fastcatan play: no offer between
players is listed or taken. `State.play(action, rng)` applies a decision and then draws and
applies every chance outcome after it: the same game as the loop that samples each chance
node itself.
"""

from __future__ import annotations

import random

import pytest

from cityknights import (
    CHANCE,
    TERMINAL,
    Action,
    Game,
    GameConfigError,
    IllegalActionError,
    RandomSourceError,
    State,
)


def _to_main_phase(state: State, rng: random.Random) -> None:
    """Random play until the turn seat may act in the main phase holding cards."""
    while True:
        p = state.current_player()
        assert p != TERMINAL
        if p == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        if state.phase == "main" and not state.pending and sum(state.hands[p]) >= 2:
            return
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def _offer(state: State) -> Action:
    seat = state.current_player()
    hand = state.hands[seat]
    give = next(c for c in range(5) if hand[c])
    get = (give + 1) % 5
    gives = tuple(1 if c == give else 0 for c in range(8))
    gets = tuple(1 if c == get else 0 for c in range(8))
    return Action("offer_trade", gives, gets)


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_without_domestic_trade_no_offer_is_listed_and_one_is_refused(expansion: str) -> None:
    rng = random.Random(4)
    on = Game(expansion=expansion, players=4, seed=11).new_initial_state()
    _to_main_phase(on, rng)
    offer = _offer(on)
    assert any(a[0] == "offer_trade" for a in on.legal_actions())
    assert on.refusal(offer) is None

    off = State.from_json(
        Game.from_config({**on.game.config(), "flags": {"domestic_trade": False}}),
        on.to_json(),
    )
    legal = off.legal_actions()
    assert legal and not any(a[0] == "offer_trade" for a in legal)
    # Everything else is as with player trades: the same list less the offers.
    assert legal == [a for a in on.legal_actions() if a[0] != "offer_trade"]
    refusal = off.refusal(offer)
    assert refusal is not None and refusal.code == "domestic_trade_off"
    assert "no trades between players" in refusal.text
    before = off.to_json()
    with pytest.raises(IllegalActionError, match="no trades between players"):
        off.apply(offer)
    assert off.to_json() == before


def test_the_flag_is_written_only_when_off_and_read_back() -> None:
    assert "domestic_trade" not in Game(seed=1).config()["flags"]
    assert Game(seed=1).rules.domestic_trade is True
    config = Game(seed=1, domestic_trade=False).config()
    assert config["flags"]["domestic_trade"] is False
    again = Game.from_config(config)
    assert again.rules.domestic_trade is False and again.domestic_trade is False
    # A game of 5 or 6 players writes its five-six flags, but this one only when off.
    assert "domestic_trade" not in Game(players=6, seed=1).config()["flags"]


@pytest.mark.parametrize("value", ["no", 0, 1, None, 1.0])
def test_a_flag_that_is_not_a_bool_is_refused(value: object) -> None:
    with pytest.raises(GameConfigError, match="domestic_trade must be true or false"):
        Game(seed=1, domestic_trade=value)


def _explicit_loop(game: Game, seed: int) -> tuple[State, int]:
    state = game.new_initial_state()
    rng = random.Random(seed)
    decisions = 0
    player = state.current_player()
    while player != TERMINAL:
        if player == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            decisions += 1
        player = state.current_player()
    return state, decisions


def _play_loop(game: Game, seed: int) -> tuple[State, int]:
    state = game.new_initial_state()
    rng = random.Random(seed)
    decisions = 0
    player = state.current_player()
    while player != TERMINAL:
        assert player != CHANCE
        legal = state.legal_actions()
        player = state.play(legal[rng.randrange(len(legal))], rng)
        decisions += 1
    return state, decisions


@pytest.mark.parametrize(
    ("expansion", "players", "flags"),
    [
        ("base", 4, {"domestic_trade": False}),
        ("base", 4, {}),
        ("ck", 4, {"domestic_trade": False}),
        ("base", 6, {"domestic_trade": False}),
    ],
)
def test_play_is_the_loop_that_samples_each_chance_node(
    expansion: str, players: int, flags: dict[str, object]
) -> None:
    for seed in (1, 2):
        game = Game(expansion=expansion, players=players, seed=seed, max_turns=200, **flags)
        a, decisions_a = _explicit_loop(game, seed)
        b, decisions_b = _play_loop(game, seed)
        assert decisions_a == decisions_b
        assert a.history() == b.history()
        assert a.to_json() == b.to_json()
        if not flags:
            continue
        assert not any(x[0] == "offer_trade" for x in b.history())


def test_play_refuses_a_bad_move_or_random_source_before_changing_anything() -> None:
    state = Game(seed=3).new_initial_state()
    before = state.to_json()
    legal = state.legal_actions()
    with pytest.raises(RandomSourceError, match="random\\(\\) method"):
        state.play(legal[0], object())
    with pytest.raises(IllegalActionError):
        state.play(Action("end_turn"), random.Random(1))
    assert state.to_json() == before
    # A decision that ends at a chance node comes back with the chance outcome drawn.
    rng = random.Random(1)
    while state.phase != "main":
        legal = state.legal_actions()
        assert state.play(legal[rng.randrange(len(legal))], rng) != CHANCE
    assert state.current_player() == state.turn_seat
