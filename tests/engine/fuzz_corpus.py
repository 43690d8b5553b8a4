"""Real positions and mutations of them, for the fuzz tests (tests/engine/test_fuzz_*.py).

The corpus is positions met in seeded random games of both expansions, most of them with
pending decisions (where the loader has the most to check). A mutation changes a
position's JSON the way a careless hand or a hostile client would: a value of another
type, a number out of range or huge, a key dropped or copied, pending decisions
duplicated or shuffled.
"""

from __future__ import annotations

import copy
import json
import random
from functools import cache
from typing import Any

from cityknights import CHANCE, Game

from .helpers import random_states

# Values put in place of a field: every JSON type, edge numbers, and Python-only slips.
try:
    import numpy as np

    _NUMPY: list[Any] = [np.int64(0), np.int64(3)]
except ImportError:  # numpy is optional: the rest of the pool still covers the types
    _NUMPY = []


def _deep(levels: int) -> list[Any]:
    x: list[Any] = []
    for _ in range(levels):
        x = [x]
    return x


JUNK: list[Any] = [
    0, 1, 2, 5, 7, -1, 10**20, -(10**20), 1.0, 10.0, 10.7, float("inf"), float("nan"), True,
    False, None, "", "10", "dice", "ore", "printer", "trade", [], [0], [[]], {}, {"kind": "dice"},
    {"kind": ["dice"]}, "x" * 5000, _deep(1000), *_NUMPY,
]  # fmt: skip


@cache
def corpus(expansion: str) -> tuple[tuple[Game, str], ...]:
    """(game, position JSON text) pairs from random games; JSON text so that every test
    gets a fresh copy to mutate."""
    out: list[tuple[Game, str]] = []
    for seed in range(4):
        game = Game(expansion=expansion, players=3 + seed % 2, seed=seed)
        rng = random.Random(seed)
        for i, s in enumerate(random_states(game.new_initial_state(), rng, steps=2000)):
            # Mostly positions with decisions pending beyond a roll of the dice.
            interesting = len(s.pending) >= 2 or (s.pending and s.current_player() != CHANCE)
            if (interesting and rng.random() < 0.03) or i % 400 == 0 or s.is_terminal():
                d = s.to_json()
                del d["history"]  # long, and Action.from_json is fuzzed on its own
                out.append((game, json.dumps(d)))
    return tuple(out)


def paths(d: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path (keys and indexes) to a value inside `d`, `d` itself excluded."""
    out: list[tuple[Any, ...]] = []
    items = d.items() if isinstance(d, dict) else enumerate(d) if isinstance(d, list) else ()
    for k, v in items:
        out.append((*prefix, k))
        # Not into every board number, nor into junk nested 1,000 deep.
        if (prefix[:1] != ("game",) or len(prefix) < 2) and len(prefix) < 6:
            out.extend(paths(v, (*prefix, k)))
    return out


def _parent(d: Any, path: tuple[Any, ...]) -> Any:
    for k in path[:-1]:
        d = d[k]
    return d


def mutate(d: dict[str, Any], rng: random.Random) -> str:
    """Change `d` in place one way, chosen by `rng`; returns what was done (for reports)."""
    how = rng.choice(("junk", "junk", "number", "drop", "copy_key", "pending", "pending"))
    if how == "pending" and isinstance(d.get("pending"), list) and d["pending"]:
        pend = d["pending"]
        op = rng.choice(("duplicate", "shuffle", "drop", "insert_other"))
        if op == "duplicate":
            i = rng.randrange(len(pend))
            pend.insert(rng.randrange(len(pend) + 1), copy.deepcopy(pend[i]))
        elif op == "shuffle":
            rng.shuffle(pend)
        elif op == "drop":
            pend.pop(rng.randrange(len(pend)))
        else:
            pend.insert(rng.randrange(len(pend) + 1), copy.deepcopy(rng.choice(PENDING_SAMPLES)))
        return f"pending {op}"
    all_paths = paths(d)
    path = rng.choice(all_paths)
    parent = _parent(d, path)
    key = path[-1]
    if how == "number":
        value = parent[key]
        if type(value) is int:
            parent[key] = value + rng.choice((-2, -1, 1, 2, 5, 100))
            return f"number {path}"
        how = "junk"
    if how == "drop":
        del parent[key]
        return f"drop {path}"
    if how == "copy_key" and isinstance(parent, dict) and len(parent) > 1:
        other = rng.choice([k for k in parent if k != key])
        parent[other] = parent[key]  # shared, not copied: it may be junk nested deep
        return f"copy {path} to {other!r}"
    parent[key] = rng.choice(JUNK)
    return f"junk at {path}"


# Pending decisions of every kind, for insertion into other positions' queues.
PENDING_SAMPLES: list[dict[str, Any]] = [
    {"kind": "dice"}, {"kind": "steal", "victim": 1}, {"kind": "draw_dev", "buyer": 0},
    {"kind": "discard", "seat": 1, "count": 5}, {"kind": "discard", "seat": 0, "count": 1},
    {"kind": "robber", "seat": 0, "chased": False}, {"kind": "free_road", "seat": 0, "count": 2},
    {"kind": "trade_answer", "seat": 1}, {"kind": "trade_confirm", "seat": 0},
    {"kind": "progress_draw", "seat": 0, "track": "science"},
    {"kind": "progress_discard", "seat": 1, "count": 1}, {"kind": "aqueduct", "seat": 1},
    {"kind": "metropolis", "seat": 0, "track": "trade"}, {"kind": "pillage", "seat": 1},
    {"kind": "defender_deck", "seat": 1}, {"kind": "produce", "total": 6},
    {"kind": "finish_turn"}, {"kind": "alchemist_dice", "white": 3, "red": 3},
    {"kind": "desert", "seat": 1}, {"kind": "deserter_place", "seat": 0, "level": 1,
    "active": False}, {"kind": "diplomat_rebuild", "seat": 0, "edge": 3},
    {"kind": "spy", "seat": 0, "victim": 1}, {"kind": "wedding", "seat": 1, "count": 2},
    {"kind": "commercial_harbor", "seat": 0, "offered": []},
    {"kind": "harbor_answer", "seat": 1, "card": "ore"},
    {"kind": "master_merchant", "seat": 0, "victim": 1, "count": 2},
    {"kind": "relocate", "seat": 1, "from": 3, "level": 1, "active": True},
]  # fmt: skip
