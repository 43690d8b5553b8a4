"""``reset(options=...)`` of both environments: None or a dict, as the Gymnasium and
PettingZoo APIs type it. Anything else is refused by name and the refused reset changes
nothing; a dict's entries are not used (the game, its rule flags and the opponents are
constructor arguments; PettingZoo's own checker passes made-up ones)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from cityknights.rl.aec_env import env as aec_env
from cityknights.rl.gym_env import CityKnightsEnv

BAD_OPTIONS = ["junk", 5, [1], ({},), True, b"x"]


@pytest.mark.parametrize("options", BAD_OPTIONS, ids=repr)
def test_gym_reset_refuses_options_that_are_not_a_dict_and_changes_nothing(options: Any) -> None:
    game = CityKnightsEnv(players=3)
    obs, _ = game.reset(seed=3)
    assert game.state is not None
    before = game.state.to_json()
    with pytest.raises(ValueError, match="reset options must be a dict or None, got"):
        game.reset(seed=4, options=options)
    assert game.state.to_json() == before
    assert np.array_equal(game.reset(seed=3)[0], obs)


@pytest.mark.parametrize("options", BAD_OPTIONS, ids=repr)
def test_aec_reset_refuses_options_that_are_not_a_dict_and_changes_nothing(options: Any) -> None:
    game = aec_env(players=3)
    game.reset(seed=3)
    before = game.unwrapped.state.to_json()
    with pytest.raises(ValueError, match="reset options must be a dict or None, got"):
        game.reset(seed=4, options=options)
    assert game.unwrapped.state.to_json() == before


@pytest.mark.parametrize("options", [None, {}, {"options": 1}], ids=repr)
def test_a_dict_or_none_resets_as_without_options(options: Any) -> None:
    game = CityKnightsEnv(players=3)
    plain = game.reset(seed=3)[0]
    assert np.array_equal(game.reset(seed=3, options=options)[0], plain)
    aec = aec_env(players=3)
    aec.reset(seed=3)
    first = aec.unwrapped.state.to_json()
    aec.reset(seed=3, options=options)
    assert aec.unwrapped.state.to_json() == first
