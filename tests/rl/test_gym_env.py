"""The Gymnasium env: Gymnasium's checker, seeding, opponents, rewards, caps, vector envs."""

from __future__ import annotations

import random
from typing import Any

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import cityknights.rl
from cityknights import GameConfigError, IllegalActionError
from cityknights.bots import BotSpecError
from cityknights.rl import CityKnightsEnv, aec_env

# 5-6 players (the 30-hex board and the Special Build Phase): one shape of each size.
SHAPES = [("base", 3), ("base", 4), ("ck", 3), ("ck", 4), ("base", 5), ("ck", 6)]


def play(env: CityKnightsEnv, seed: int, steps: int, rng_seed: int = 0) -> list[Any]:
    """Random legal actions from reset(seed); the observations, rewards and masks met."""
    rng = np.random.default_rng(rng_seed)
    obs, info = env.reset(seed=seed)
    trace = [obs, info["action_mask"]]
    for _ in range(steps):
        obs, reward, terminated, truncated, info = env.step(
            rng.choice(np.flatnonzero(info["action_mask"]))
        )
        trace += [obs, reward, info["action_mask"]]
        if terminated or truncated:
            break
    return trace


@pytest.mark.parametrize(("expansion", "players"), SHAPES)
def test_passes_gymnasiums_checker(expansion: str, players: int) -> None:
    check_env(CityKnightsEnv(expansion=expansion, players=players), skip_render_check=True)


def test_registered_ids_make_each_expansion() -> None:
    assert gym.make("cityknights/Catan-v0").unwrapped.options.expansion == "base"
    env = gym.make("cityknights/CitiesKnights-v0", players=3).unwrapped
    assert (env.options.expansion, env.options.players) == ("ck", 3)
    assert set(cityknights.rl.ENV_IDS) <= set(gym.registry)
    assert set(cityknights.rl.ENV_IDS_56) <= set(gym.registry)


def test_dict_observations_hold_the_same_numbers() -> None:
    vector_env = CityKnightsEnv(expansion="ck")
    dict_env = CityKnightsEnv(expansion="ck", observation="dict")
    check_env(dict_env, skip_render_check=True)
    vector, _ = vector_env.reset(seed=4)
    parts, _ = dict_env.reset(seed=4)
    assert dict_env.observation_space.contains(parts)
    encoder = vector_env.encoder
    for piece in encoder.slices:
        np.testing.assert_array_equal(parts[piece.name].ravel(), vector[piece.start : piece.stop])


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_reset_seed_repeats_the_episode(expansion: str) -> None:
    """Board, dice, draws and the opponents' choices all come from the seed."""
    a = play(CityKnightsEnv(expansion=expansion, learner_seat="random"), seed=9, steps=300)
    b = play(CityKnightsEnv(expansion=expansion, learner_seat="random"), seed=9, steps=300)
    assert len(a) == len(b)
    for x, y in zip(a, b, strict=True):
        np.testing.assert_array_equal(x, y)
    c = play(CityKnightsEnv(expansion=expansion, learner_seat="random"), seed=10, steps=300)
    assert not np.array_equal(a[0], c[0])  # another board


def test_learner_seat_fixed_or_drawn_per_episode() -> None:
    env = CityKnightsEnv(players=4, learner_seat=2)
    _, info = env.reset(seed=1)
    assert info["seat"] == 2 and env.state is not None and env.state.current_player() == 2
    drawn = CityKnightsEnv(players=4, learner_seat="random")
    seats = {drawn.reset(seed=s)[1]["seat"] for s in range(20)}
    assert seats == {0, 1, 2, 3}


def test_every_observation_is_a_decision_of_the_learner() -> None:
    """Out-of-turn decisions it owns (discards, trade answers...) come to it as steps."""
    env = CityKnightsEnv(players=4, learner_seat=1, opponents="random:offers=true")
    rng = np.random.default_rng(0)
    _, info = env.reset(seed=3)
    contexts = set()
    for _ in range(3000):
        assert env.state is not None
        assert env.state.current_player() == 1
        assert info["action_mask"].any()
        contexts.add(env.state.context())
        _, _, terminated, truncated, info = env.step(
            rng.choice(np.flatnonzero(info["action_mask"]))
        )
        if terminated or truncated:
            break
    assert {"pre_roll", "main", "trade_answer", "discard"} <= contexts


def test_opponents_by_spec_bot_and_policy() -> None:
    calls: list[int] = []

    def first_legal(obs: np.ndarray, mask: np.ndarray) -> int:
        calls.append(len(obs))
        return int(np.flatnonzero(mask)[0])

    class Picky:
        def choose(self, view: Any, legal: Any) -> Any:
            return legal[-1]

    env = CityKnightsEnv(players=4, opponents=["heuristic", first_legal, Picky()])
    trace = play(env, seed=2, steps=50)
    assert len(trace) > 10 and calls and calls[0] == env.encoder.size


def test_a_policy_opponent_choosing_an_illegal_code_is_named() -> None:
    env = CityKnightsEnv(players=3, opponents=lambda obs, mask: int(np.flatnonzero(mask == 0)[0]))
    with pytest.raises(IllegalActionError, match="policy of seat 1"):
        play(env, seed=1, steps=200)


def test_bad_options_are_refused_by_name() -> None:
    with pytest.raises(BotSpecError, match="unknown bot 'nobody'"):
        CityKnightsEnv(opponents="nobody")
    with pytest.raises(ValueError, match="opponents: 3 expected"):
        CityKnightsEnv(opponents=["random", "random"])
    with pytest.raises(ValueError, match="learner_seat must be 0-3"):
        CityKnightsEnv(learner_seat=4)
    with pytest.raises(ValueError, match="reward must be one of"):
        CityKnightsEnv(reward="vp")
    with pytest.raises(ValueError, match="players must be 3, 4, 5 or 6"):
        CityKnightsEnv(players=2)
    with pytest.raises(ValueError, match="unknown rule flag"):
        CityKnightsEnv(rules={"no_such_flag": True})
    with pytest.raises(ValueError, match="max_steps must be"):
        CityKnightsEnv(max_steps=0)
    with pytest.raises(TypeError, match="an opponent is"):
        CityKnightsEnv(opponents=[1, 2, 3])


def test_a_paired_players_game_passes_the_checker_and_reaches_the_part_turn() -> None:
    """five_six_turns="paired" (RULES.md §22.5.7): the observation's context slice has
    part_turn (CONTEXTS_PAIRED), and every seat, the learner included, takes its part-turns."""
    rules = {"five_six_turns": "paired"}
    check_env(CityKnightsEnv(expansion="ck", players=5, rules=rules), skip_render_check=True)
    env = CityKnightsEnv(expansion="ck", players=5, rules=rules, learner_seat=0)
    assert "part_turn" in env.encoder.contexts and "special_build" not in env.encoder.contexts
    rng = np.random.default_rng(0)
    obs, info = env.reset(seed=4)
    part = env.encoder.contexts.index("part_turn")
    seen = 0
    for _ in range(3000):
        assert env.state is not None
        if env.state.context() == "part_turn":
            seen += 1
            assert obs[env.encoder.slice("context").start + part] == 1.0
        obs, _, terminated, truncated, info = env.step(
            rng.choice(np.flatnonzero(info["action_mask"]))
        )
        if terminated or truncated or seen >= 3:
            break
    assert seen > 0


def test_rule_flags_and_target_reach_the_game() -> None:
    env = CityKnightsEnv(vp_to_win=5, rules={"discard_limit": 9, "friendly_robber": True})
    env.reset(seed=1)
    assert env.state is not None
    assert env.state.game.vp_to_win == 5 and env.state.game.rules.discard_limit == 9


def test_illegal_actions_penalized_or_raised_and_the_game_does_not_move() -> None:
    env = CityKnightsEnv()
    obs, info = env.reset(seed=1)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    assert env.state is not None
    before = env.state.to_json()
    for bad in (illegal, -1, env.action_space.n, 2.5, "3", None):
        again, reward, terminated, truncated, info2 = env.step(bad)
        assert reward == -1.0 and info2["illegal_action"] and not (terminated or truncated)
        np.testing.assert_array_equal(again, obs)
    assert env.state.to_json() == before
    strict = CityKnightsEnv(illegal_action="raise")
    strict.reset(seed=1)
    with pytest.raises(IllegalActionError, match="not legal now"):
        strict.step(illegal)


def test_win_loss_reward_only_at_the_end() -> None:
    env = CityKnightsEnv(players=3, vp_to_win=4)
    rng = np.random.default_rng(1)
    _, info = env.reset(seed=5)
    rewards = []
    while True:
        _, reward, terminated, truncated, info = env.step(
            rng.choice(np.flatnonzero(info["action_mask"]))
        )
        rewards.append(reward)
        if terminated or truncated:
            break
    assert terminated and all(r == 0 for r in rewards[:-1])
    assert rewards[-1] == (1.0 if info["winner"] == info["seat"] else -1.0)
    assert not info["action_mask"].any()
    with pytest.raises(RuntimeError, match="episode is over"):
        env.step(0)


def test_shaped_reward_adds_the_vp_gained() -> None:
    env = CityKnightsEnv(players=3, vp_to_win=5, reward="shaped", vp_weight=0.5)
    rng = np.random.default_rng(2)
    _, info = env.reset(seed=6)
    assert env.state is not None
    start_vp = env.state.victory_points(env.seat)
    total = 0.0
    while True:
        _, reward, terminated, truncated, info = env.step(
            rng.choice(np.flatnonzero(info["action_mask"]))
        )
        total += reward
        if terminated or truncated:
            break
    end = 1.0 if info["winner"] == env.seat else -1.0
    gained = env.state.victory_points(env.seat) - start_vp
    assert gained != 0
    assert total == pytest.approx(end + 0.5 * gained)


def test_turn_and_step_caps_truncate() -> None:
    env = CityKnightsEnv(players=3, max_turns=3)
    trace = play(env, seed=1, steps=10_000)
    assert env.state is not None and env.state.winner() is None and env.state.is_terminal()
    assert trace[-2] == 0.0  # no winner: no reward
    looping = CityKnightsEnv(players=3, max_steps=5)
    _, info = looping.reset(seed=1)
    for _ in range(5):
        _, _, terminated, truncated, info = looping.step(
            int(np.flatnonzero(info["action_mask"])[0])
        )
    assert truncated and not terminated


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_runs_in_vector_envs(mode: str) -> None:
    envs = gym.make_vec("cityknights/Catan-v0", num_envs=2, vectorization_mode=mode, players=3)
    try:
        obs, info = envs.reset(seed=3)
        assert obs.shape == (2, cityknights.rl.encoder_for("base", 3).size)
        rng = random.Random(0)
        for _ in range(30):
            actions = [rng.choice(np.flatnonzero(m).tolist()) for m in info["action_mask"]]
            obs, _, _, _, info = envs.step(np.array(actions))
        assert info["action_mask"].shape == (2, envs.single_action_space.n)
    finally:
        envs.close()


def test_action_masks_is_what_maskable_ppo_reads() -> None:
    env = CityKnightsEnv(expansion="ck")
    _, info = env.reset(seed=1)
    mask = env.action_masks()
    assert mask.dtype == bool and mask.shape == (env.action_space.n,)
    np.testing.assert_array_equal(mask, info["action_mask"].astype(bool))
    assert env.state is not None
    legal = {env.codec.encode(a) for a in env.state.legal_actions()}
    assert set(np.flatnonzero(mask)) == legal


def test_ansi_render_names_the_turn() -> None:
    env = CityKnightsEnv(render_mode="ansi")
    env.reset(seed=1)
    assert "learner seat 0" in str(env.render())


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_without_offers_the_learner_has_none_but_answers_the_others(expansion: str) -> None:
    kinds: set[str] = set()
    env = CityKnightsEnv(expansion=expansion, offers=False, opponents="random:offers=true")
    check_env(env, skip_render_check=True)
    rng = random.Random(1)
    for seed in range(3):
        _, info = env.reset(seed=seed)
        for _ in range(400):
            codes = np.flatnonzero(info["action_mask"])
            kinds |= {env.codec.actions[c].kind for c in codes}
            _, _, terminated, truncated, info = env.step(rng.choice(codes.tolist()))
            if terminated or truncated:
                break
    assert "offer_trade" not in kinds
    assert {"accept_trade", "reject_trade"} <= kinds  # the opponents' offers reach it
    with_offers = CityKnightsEnv(expansion=expansion)
    _, info = with_offers.reset(seed=0)
    for _ in range(50):  # its first main phase offers trades when offers are allowed
        codes = np.flatnonzero(info["action_mask"])
        if any(with_offers.codec.actions[c].kind == "offer_trade" for c in codes):
            break
        _, _, _, _, info = with_offers.step(codes[-1])
    else:
        raise AssertionError("no domestic offer in the mask with offers=True")


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_skip_forced_returns_only_choices_and_plays_the_same_game(expansion: str) -> None:
    """With skip_forced every observation has 2 or more legal actions; the forced ones are
    played inside the step, so the game is the one the same choices make without it."""
    skipping = CityKnightsEnv(expansion=expansion, skip_forced=True, reward="shaped")
    deciding = CityKnightsEnv(expansion=expansion, reward="shaped")
    check_env(skipping, skip_render_check=True)
    rng = random.Random(4)
    _, info = skipping.reset(seed=8)
    _, plain = deciding.reset(seed=8)
    total = [0.0, 0.0]
    for _ in range(300):
        codes = np.flatnonzero(info["action_mask"])
        assert len(codes) >= 2
        code = rng.choice(codes.tolist())
        _, reward, terminated, truncated, info = skipping.step(code)
        total[0] += reward
        # The same choice, then the forced decisions by hand, on the plain env.
        _, reward, done, cut, plain = deciding.step(code)
        total[1] += reward
        while not (done or cut) and np.count_nonzero(plain["action_mask"]) == 1:
            _, reward, done, cut, plain = deciding.step(int(plain["action_mask"].argmax()))
            total[1] += reward
        assert skipping.state.history() == deciding.state.history()
        np.testing.assert_array_equal(info["action_mask"], plain["action_mask"])
        assert (terminated, truncated) == (done, cut)
        if terminated or truncated:
            break
    assert total[0] == pytest.approx(total[1])  # the VP of the skipped decisions counted


def test_offers_and_skip_forced_must_be_booleans() -> None:
    with pytest.raises(ValueError, match="offers must be True or False"):
        CityKnightsEnv(offers="no")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="skip_forced must be True or False"):
        CityKnightsEnv(skip_forced=1)  # type: ignore[arg-type]


@pytest.mark.parametrize("make", [CityKnightsEnv, aec_env.env], ids=["gym", "aec"])
@pytest.mark.parametrize(
    ("options", "error", "message"),
    [
        ({"rules": True}, GameConfigError, "rules must be a mapping of rule flags, got True"),
        ({"rules": 3}, GameConfigError, "rules must be a mapping of rule flags, got 3"),
        ({"rules": ["x"]}, GameConfigError, "rules must be a mapping"),
        (
            {"players": 3, "rules": {"five_six_turns": "paired"}},
            GameConfigError,
            "five_six_turns 'paired' replaces the Special Build Phase",
        ),
        ({"vp_weight": float("nan")}, ValueError, "vp_weight must be a finite number, got nan"),
        ({"vp_weight": float("inf")}, ValueError, "vp_weight must be a finite number"),
        ({"vp_weight": None}, ValueError, "vp_weight must be a finite number, got None"),
        ({"vp_weight": "0.1"}, ValueError, "vp_weight must be a finite number, got '0.1'"),
        ({"vp_weight": True}, ValueError, "vp_weight must be a finite number, got True"),
    ],
)
def test_bad_constructor_options_name_the_option(
    make: Any, options: dict[str, Any], error: type[Exception], message: str
) -> None:
    with pytest.raises(error) as info:
        make(**options)
    assert message in str(info.value) and not isinstance(info.value, TypeError)


def test_the_aec_env_says_to_reset_before_a_step() -> None:
    env = aec_env.env()
    with pytest.raises(RuntimeError, match=r"call reset\(\) before step\(\)"):
        env.step(0)
    with pytest.raises(RuntimeError, match=r"call reset\(\) before observe\(\)"):
        env.observe("seat_0")


BAD_SEEDS = [-1, -(2**70), 1.5, float("nan"), "7", b"7", True, [1], 1 + 2j]


@pytest.mark.parametrize("seed", BAD_SEEDS, ids=repr)
def test_a_bad_reset_seed_is_named_and_changes_nothing(seed: Any) -> None:
    env = CityKnightsEnv(players=3)
    obs, _ = env.reset(seed=3)
    assert env.state is not None
    before = env.state.to_json()
    with pytest.raises(ValueError, match="seed must be a non-negative integer or None, got"):
        env.reset(seed=seed)
    assert env.state.to_json() == before
    assert np.array_equal(env.reset(seed=3)[0], obs)  # the generator was not reseeded either


def test_numpy_and_huge_integer_seeds_are_seeds() -> None:
    env = CityKnightsEnv(players=3)
    assert np.array_equal(env.reset(seed=np.int64(5))[0], env.reset(seed=5)[0])
    huge = env.reset(seed=2**4000)[0]  # NumPy's SeedSequence takes any non-negative int
    assert np.array_equal(env.reset(seed=2**4000)[0], huge)
