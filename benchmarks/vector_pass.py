"""One pass of the vector env, for an instruction count (vector_instructions.sh).

`DIR EXPANSION CALLS` makes ``CityKnightsVectorEnv(64)`` of build DIR (a checkout or a
compiled build's `pip install --target` directory), resets it (seed 5) and steps it CALLS
times, each action drawn uniformly among the legal codes (`rl_vector.py`'s sparse draw,
numpy generator seed 1). CALLS = 0 counts the start-up alone, which the script takes off.
With `fingerprint`, prints a hash of every observation and mask returned (two builds, or
two versions of the env, that step alike print the same).

    python3 benchmarks/vector_pass.py DIR base 300 [fingerprint]
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

NUM_ENVS = 64


def main(build: str, expansion: str, calls: int, fingerprint: bool) -> None:
    sys.path.insert(0, build)
    import numpy as np

    from cityknights.engine import ENGINE_BUILD
    from cityknights.rl import CityKnightsVectorEnv  # before rl_vector, which puts its own first

    sys.path.insert(1, str(Path(__file__).resolve().parent))
    from rl_vector import _choose_sparse  # the benchmark's own draw

    env = CityKnightsVectorEnv(NUM_ENVS, expansion=expansion)
    rng = np.random.default_rng(1)
    obs, infos = env.reset(seed=5)
    masks = infos["action_mask"]
    digest = hashlib.sha256()
    for _ in range(calls):
        obs, rewards, terminated, truncated, infos = env.step(_choose_sparse(rng, masks))
        masks = infos["action_mask"]
        if fingerprint:
            for array in (obs, masks, rewards, terminated, truncated, infos["winner"]):
                digest.update(array.tobytes())
    print("game steps", calls * NUM_ENVS, ENGINE_BUILD)
    if fingerprint:
        print("fingerprint", digest.hexdigest()[:12], f"({ENGINE_BUILD} engine)")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:] == ["fingerprint"])
