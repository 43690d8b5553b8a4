"""Build: the rules engine compiled with mypyc where a C compiler is present, else pure Python.

The metadata lives in pyproject.toml; this file only decides the extension modules.
CITYKNIGHTS_COMPILE, read at build time:
  unset or "auto"  wheels and `pip install .` compile the engine when mypyc and a working C
                   compiler are there, and fall back to pure Python (same behaviour) when not;
                   editable installs (`pip install -e .`) stay pure Python;
  "1"              compile, editable installs too (in place), and fail if that is not possible;
  "0"              pure Python.
A pure build removes compiled engine modules left in the source tree by an earlier in-place
build, so that edited source is never shadowed by a stale one.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
# Left to the interpreter: Action subclasses tuple (mypyc could only keep it a non-native
# class, and its hashing and equality are already done in C) and the invariant checks run
# by tests and `cityknights check`, not on the hot path.
PURE_MODULES = ("actions.py", "invariants.py")
# The search bot's hot path, compiled too: the heuristic prior and the evaluation (the
# linear one and the value network), which read views (plain dicts), and the search core
# (the tree walk, the rollouts, the backup).
# bots/mcts.py, the bot class, stays Python: bot options are read from its signature
# (inspect), which a compiled class does not expose.
BOT_MODULES = (
    "cityknights/bots/evaluate.py",
    "cityknights/bots/heuristic.py",
    "cityknights/bots/tree_search.py",
    "cityknights/bots/value_net.py",
)
# The vector environment's per-game loop (no numpy in it): apply the learner's action, play
# the other seats and chance, write the observation and mask into the shared buffers; and
# the observation's integers read from the State for it (observation_ints: no numpy either).
RL_MODULES = ("cityknights/rl/batch.py", "cityknights/rl/observation_ints.py")
# mypyc's shared library for the group, inside the package (cityknights/engine__mypyc*.so), so
# that shipping the package directory (Ray's py_modules) ships it too.
GROUP_NAME = "cityknights.engine"
# The documents the server serves (GET /docs/{name}, cityknights/server/docs.py, whose
# SERVED_DOCS a test holds equal): a wheel carries them in the package, at cityknights/docs.
SERVED_DOCS = ("bot-api.md", "protocol.md")
# Commands that build extension modules; metadata commands (egg_info, dist_info) do not.
BUILD_COMMANDS = {"build", "build_ext", "bdist_wheel", "install", "editable_wheel", "develop"}
EDITABLE_COMMANDS = {"editable_wheel", "develop"}


def compiled_sources(root: Path = ROOT) -> list[str]:
    """The modules mypyc compiles, as paths relative to the project root."""
    engine = root / "cityknights" / "engine"
    return [
        str(p.relative_to(root))
        for p in sorted(engine.rglob("*.py"))
        if not (p.parent == engine and p.name in PURE_MODULES)
    ] + list(BOT_MODULES + RL_MODULES)


def remove_compiled(root: Path = ROOT) -> list[Path]:
    """Delete the compiled modules (engine, bots, rl) an in-place build left in the source tree."""
    package = root / "cityknights"
    found = [p for p in (package / "engine").rglob("*") if p.suffix in (".so", ".pyd")]
    for folder in ("bots", "rl"):
        found += [p for p in (package / folder).glob("*") if p.suffix in (".so", ".pyd")]
    found += [p for p in package.glob("engine__mypyc*") if p.suffix in (".so", ".pyd")]
    for path in found:
        path.unlink()
    return found


def compiler_works() -> str | None:
    """None if a C extension can be compiled here, else why not."""
    with tempfile.TemporaryDirectory() as tmp:
        probe = Path(tmp, "probe.c")
        probe.write_text("#include <Python.h>\nint probe(void) { return 0; }\n")
        # Any failure of the probe (no compiler, no Python headers, setuptools' compiler
        # interface missing or moved) means the same: build the pure-Python engine.
        try:
            from setuptools._distutils import ccompiler, sysconfig

            compiler = ccompiler.new_compiler()
            sysconfig.customize_compiler(compiler)
            compiler.compile(
                [str(probe)], output_dir=tmp, include_dirs=[sysconfig.get_python_inc()]
            )
        except Exception as exc:
            return f"no working C compiler ({exc})"
    return None


def extension_modules(argv: list[str], root: Path = ROOT) -> list[object]:
    """The extension modules for the setup command `argv` (see the module docstring)."""
    mode = os.environ.get("CITYKNIGHTS_COMPILE", "auto").strip().lower() or "auto"
    if mode not in ("auto", "0", "1"):
        sys.exit(f"CITYKNIGHTS_COMPILE must be 0, 1 or auto, got {mode!r}")
    commands = set(argv)
    if not commands & BUILD_COMMANDS:
        return []  # metadata only
    forced = mode == "1"
    why_pure = None
    if mode == "0":
        why_pure = "CITYKNIGHTS_COMPILE=0"
    elif not forced and commands & EDITABLE_COMMANDS:
        why_pure = "an editable install (CITYKNIGHTS_COMPILE=1 compiles it in place)"
    else:
        try:
            from mypyc.build import mypycify
        except ImportError as exc:
            why_pure = f"mypyc is not installed ({exc})"
        else:
            why_pure = compiler_works()
    if why_pure is not None:
        if forced:
            sys.exit(f"CITYKNIGHTS_COMPILE=1 but the engine cannot be compiled: {why_pure}")
        remove_compiled(root)
        print(f"cityknights: pure-Python engine: {why_pure}", file=sys.stderr)
        return []
    print("cityknights: compiling the engine with mypyc", file=sys.stderr)
    # An extension module of an earlier build (of a module since made pure) must not reach
    # the wheel: setuptools packs everything it finds in build/lib*.
    for stale in root.glob("build/lib*/cityknights/**/*"):
        if stale.suffix in (".so", ".pyd"):
            stale.unlink()
    return list(
        mypycify(
            ["--config-file", str(root / "pyproject.toml"), *compiled_sources(root)],
            opt_level="3",
            group_name=GROUP_NAME,
        )
    )


class BuildWithDocs(build_py):
    """build_py, then the served documents copied from docs/ into the built package."""

    def run(self) -> None:
        super().run()
        target = Path(self.build_lib, "cityknights", "docs")
        self.mkpath(str(target))
        for name in SERVED_DOCS:
            self.copy_file(str(ROOT / "docs" / name), str(target / name))


if __name__ == "__main__":  # as setuptools runs it; tests import it to check its choices
    setup(ext_modules=extension_modules(sys.argv[1:]), cmdclass={"build_py": BuildWithDocs})
