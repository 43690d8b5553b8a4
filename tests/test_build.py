"""The two builds of the engine: which one runs, and that both play the same games.

The suite runs on both builds (.ci/run): the pure-Python source and the mypyc build of
setup.py. The fingerprints below are the same for both, so a compiled engine that plays
one move differently, words one event differently or ends in another position fails here.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import random
from importlib import import_module
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import cityknights as ck
from cityknights import engine
from cityknights.bots import make_bot
from cityknights.cli import main

ENGINE_DIR = Path(engine.__file__).parent
# Modules that stay Python in the compiled build too (setup.py's PURE_MODULES).
PURE_MODULES = {"cityknights.engine.actions", "cityknights.engine.invariants"}


# The bot modules compiled with the engine (setup.py's BOT_MODULES).
BOT_MODULES = {
    "cityknights.bots.evaluate",
    "cityknights.bots.heuristic",
    "cityknights.bots.tree_search",
    "cityknights.bots.value_net",
}
# The RL modules compiled with the engine (setup.py's RL_MODULES).
RL_MODULES = {"cityknights.rl.batch", "cityknights.rl.observation_ints"}


def _engine_modules() -> list[str]:
    names = sorted(BOT_MODULES | RL_MODULES)
    for path in sorted(ENGINE_DIR.rglob("*")):
        if path.suffix != ".py" and not path.name.endswith(tuple(EXTENSION_SUFFIXES)):
            continue
        parts = path.relative_to(ENGINE_DIR.parent.parent).with_suffix("").parts
        names.append(".".join(parts).split(".cpython")[0].removesuffix(".__init__"))
    return sorted(set(names))


def _is_extension(module_name: str) -> bool:
    return str(import_module(module_name).__file__).endswith(tuple(EXTENSION_SUFFIXES))


def test_compiled_flag_matches_every_engine_module() -> None:
    """No mixed install: either every compiled module (the engine's, the search bot's, the
    vector env's loop) is an extension or none is."""
    modules = _engine_modules()
    assert "cityknights.engine.state" in modules and "cityknights.engine.rules.build" in modules
    for name in modules:
        expected = engine.COMPILED and name not in PURE_MODULES
        assert _is_extension(name) == expected, f"{name}: extension={not expected}"
    build = "compiled (mypyc)" if engine.COMPILED else "pure Python"
    assert build == engine.ENGINE_BUILD


def test_expected_build_is_the_one_running() -> None:
    """CI names the build it means to test, so a failed compile cannot pass as pure."""
    expected = os.environ.get("CITYKNIGHTS_EXPECT_ENGINE")
    if expected is None:
        pytest.skip("CITYKNIGHTS_EXPECT_ENGINE not set (set by .ci/run)")
    assert expected in ("compiled", "pure")
    running = "compiled" if engine.COMPILED else "pure"
    assert running == expected, engine.ENGINE_BUILD


def test_version_names_the_engine() -> None:
    result = CliRunner().invoke(main, ["--version"])
    assert result.exit_code == 0
    assert result.output.endswith(f" {ck.__version__}, engine: {engine.ENGINE_BUILD}\n")


# ---------------------------------------------------------------------------------------
# Same games in both builds


def _digest(record: Any) -> str:
    return hashlib.sha256(json.dumps(record, sort_keys=True).encode()).hexdigest()[:16]


def _random_game(expansion: str, seed: int, players: int = 4, **options: Any) -> str:
    """A game of uniformly random moves: its history, every event and the final position
    and views, hashed."""
    game = ck.Game(expansion=expansion, players=players, seed=seed, max_turns=150, **options)
    state = game.new_initial_state()
    rng = random.Random(seed)
    record: list[Any] = []
    while not state.is_terminal():
        if state.is_chance_node():
            action = state.sample_chance(rng)
        else:
            action = rng.choice(state.legal_actions())
        record.append([event.to_json() for event in state.apply(action)])
    record.append([action.to_json() for action in state.history()])
    record.append(state.to_json())
    record.append([state.view(seat) for seat in [*range(players), None]])
    record.append([state.victory_points(seat) for seat in range(players)])
    return _digest(record)


def _bot_game(expansion: str, seed: int, bots: list[str]) -> str:
    """A game between bots that read views (and, for mcts, determinize and search)."""
    players = [make_bot(spec, seed + seat) for seat, spec in enumerate(bots)]
    game = ck.Game(expansion=expansion, players=len(bots), seed=seed, max_turns=60)
    state = game.new_initial_state()
    rng = random.Random(seed)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
        else:
            seat = state.current_player()
            state.apply(players[seat].choose(state.view(seat), state.legal_actions()))
    return _digest([[a.to_json() for a in state.history()], state.to_json()])


SIX_BOTS = [
    "heuristic",
    "random",
    "mcts:iterations=8:samples=2",
    "heuristic",
    "random",
    "heuristic",
]

# The fingerprints of the pure-Python engine. A rule change that alters play changes them:
# then run this file with UPDATE_BUILD_FINGERPRINTS=1 on the pure build and paste the new
# values; the compiled build must then give the same. (ck-4-flags and ck-6-flags changed
# when progress_discarded began to name its deck: the events, not the play; ck-6-bots when
# the seat view's deal took the 5-6 seat card totals, and its mcts seat began to search.)
FINGERPRINTS = {
    "base-1": "1df5b63b98d8a808",
    "base-2-official": "c46b6a000fe9d861",
    "ck-3": "420e983f01dc7767",
    "ck-4-flags": "b9f8c0119ba1a9fe",
    "ck-bots": "332c39c0493c86dc",
    "base-5": "888c793d1beb2204",
    "ck-6-flags": "0960bfd20cba5e7b",
    "ck-6-bots": "0d64a92f3c3e03fd",
}

GAMES = {
    "base-1": lambda: _random_game("base", 1),
    "base-2-official": lambda: _random_game("base", 2, ruleset="official"),
    "ck-3": lambda: _random_game("ck", 3),
    "ck-4-flags": lambda: _random_game(
        "ck",
        4,
        friendly_robber=True,
        bank_shortage="partial",
        discard_limit=9,
        chase_robber_numbered_only=True,
        progress_limit_own_turn=4,
        deserter_same_or_lower=True,
    ),
    "ck-bots": lambda: _bot_game(
        "ck", 5, ["heuristic", "mcts:iterations=8:samples=2", "random", "heuristic"]
    ),
    # 5-6 players: the 30-hex board and the Special Build Phase (RULES.md §22).
    "base-5": lambda: _random_game("base", 6, players=5),
    "ck-6-flags": lambda: _random_game(
        "ck", 7, players=6, sbp_knight_move=True, board_tokens="spiral"
    ),
    "ck-6-bots": lambda: _bot_game("ck", 8, SIX_BOTS),
}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_fixed_seed_games_have_the_reference_fingerprint(name: str) -> None:
    digest = GAMES[name]()
    if os.environ.get("UPDATE_BUILD_FINGERPRINTS"):
        pytest.skip(f"{name!r}: {digest!r},")
    assert digest == FINGERPRINTS[name], (
        f"{name} played differently in the {engine.ENGINE_BUILD} engine: {digest}"
    )


# ---------------------------------------------------------------------------------------
# setup.py's choices (the compiled suite runs without setup.py beside it: skipped there)

SETUP_PY = Path(__file__).resolve().parent.parent / "setup.py"


@pytest.fixture
def setup_module(monkeypatch: pytest.MonkeyPatch) -> Any:
    if not SETUP_PY.is_file():
        pytest.skip("no setup.py beside the tests (the compiled suite's copy)")
    monkeypatch.delenv("CITYKNIGHTS_COMPILE", raising=False)
    spec = importlib.util.spec_from_file_location("cityknights_setup", SETUP_PY)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # defines the functions; setup() runs only as __main__
    return module


def _stale_tree(root: Path) -> list[Path]:
    rules = root / "cityknights" / "engine" / "rules"
    rules.mkdir(parents=True)
    bots = root / "cityknights" / "bots"
    bots.mkdir()
    (root / "cityknights" / "engine" / "state.py").write_text("")
    stale = [
        rules / "build.cpython-311-x86_64-linux-gnu.so",
        root / "cityknights" / "engine" / "state.cpython-311-x86_64-linux-gnu.so",
        root / "cityknights" / "engine__mypyc.cpython-311-x86_64-linux-gnu.so",
    ]
    # Every compiled bot module (the search core too) left by an in-place build.
    stale += [
        bots / f"{name.rsplit('.', 1)[1]}.cpython-311-x86_64-linux-gnu.so" for name in BOT_MODULES
    ]
    rl = root / "cityknights" / "rl"
    rl.mkdir()
    stale += [
        rl / f"{name.rsplit('.', 1)[1]}.cpython-311-x86_64-linux-gnu.so" for name in RL_MODULES
    ]
    for path in stale:
        path.write_bytes(b"")
    return stale


@pytest.mark.parametrize(
    ("mode", "argv"),
    [
        ("0", ["bdist_wheel"]),  # forced pure
        (None, ["editable_wheel", "--dist-dir", "x"]),  # editable installs stay pure
        ("auto", ["develop"]),
    ],
)
def test_a_pure_build_compiles_nothing_and_removes_stale_modules(
    setup_module: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    mode: str | None,
    argv: list[str],
) -> None:
    if mode is not None:
        monkeypatch.setenv("CITYKNIGHTS_COMPILE", mode)
    stale = _stale_tree(tmp_path)
    assert setup_module.extension_modules(argv, tmp_path) == []
    assert not any(path.exists() for path in stale)
    assert (tmp_path / "cityknights" / "engine" / "state.py").exists()


def test_metadata_commands_compile_nothing_and_touch_nothing(
    setup_module: Any, tmp_path: Path
) -> None:
    stale = _stale_tree(tmp_path)
    assert setup_module.extension_modules(["egg_info"], tmp_path) == []
    assert all(path.exists() for path in stale)


def test_a_bad_switch_or_an_impossible_forced_build_stops_the_build(
    setup_module: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CITYKNIGHTS_COMPILE", "yes")
    with pytest.raises(SystemExit, match="CITYKNIGHTS_COMPILE must be 0, 1 or auto"):
        setup_module.extension_modules(["bdist_wheel"], tmp_path)
    monkeypatch.setenv("CITYKNIGHTS_COMPILE", "1")
    monkeypatch.setenv("CC", str(tmp_path / "no-such-compiler"))
    with pytest.raises(SystemExit, match="CITYKNIGHTS_COMPILE=1 but the engine cannot be"):
        setup_module.extension_modules(["bdist_wheel"], tmp_path)


def test_without_a_compiler_the_build_falls_back_to_pure_python(
    setup_module: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CC", str(tmp_path / "no-such-compiler"))
    assert setup_module.compiler_works() is not None
    assert setup_module.extension_modules(["bdist_wheel"], tmp_path) == []


def test_the_compiled_modules_are_the_engine_but_the_pure_ones(setup_module: Any) -> None:
    sources = setup_module.compiled_sources()
    assert "cityknights/engine/state.py" in sources
    assert "cityknights/engine/rules/build.py" in sources
    extra = {
        f"cityknights/{name.split('.', 1)[1].replace('.', '/')}.py"
        for name in BOT_MODULES | RL_MODULES
    }
    assert set(sources) - extra == {p for p in sources if p.startswith("cityknights/engine/")}
    assert extra <= set(sources)
    pure = {f"cityknights.engine.{name.removesuffix('.py')}" for name in setup_module.PURE_MODULES}
    assert pure == PURE_MODULES
    assert not any(path.endswith(tuple(setup_module.PURE_MODULES)) for path in sources)


def test_a_built_package_carries_the_documents_the_server_serves(
    setup_module: Any, tmp_path: Path
) -> None:
    # The lobby's "Your bots" panel links the bot guide at GET /docs/bot-api.md: a wheel,
    # which holds no docs/, carries its copy in the package (the server looks there first).
    pytest.importorskip("starlette")
    from setuptools import Distribution

    from cityknights.server.docs import DOC_DIRS, SERVED_DOCS

    assert setup_module.SERVED_DOCS == SERVED_DOCS
    command = setup_module.BuildWithDocs(Distribution({"name": "cityknights", "packages": []}))
    command.build_lib = str(tmp_path)
    command.ensure_finalized()
    command.run()
    built = tmp_path / "cityknights" / "docs"
    assert sorted(p.name for p in built.iterdir()) == sorted(SERVED_DOCS)
    assert (built / "bot-api.md").read_text() == (
        SETUP_PY.parent / "docs" / "bot-api.md"
    ).read_text()
    assert DOC_DIRS[0].relative_to(SETUP_PY.parent) == Path("cityknights", "docs")
