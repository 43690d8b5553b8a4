"""Every module the tests import is declared: the README's test command on a fresh machine
installs the `test` extra and nothing else, so a test that imports a package only some
other extra (or the developer's machine) brings fails there at collection.

Each top-level import under tests/ must be the standard library, the project itself, or a
distribution that the `test` extra names (directly, or through `cityknights[...]`, or as a
base dependency). The exception is a module a test skips without (`pytest.importorskip`):
that one must be named by some extra, so the test runs where that extra is installed.
"""

from __future__ import annotations

import ast
import functools
import importlib.metadata as md
import importlib.util
import re
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"
PROJECT = "cityknights"
# Where a distribution is not installed, packages_distributions() cannot map its modules:
# the few whose import name differs from the distribution's name.
KNOWN_NAMES = {"fluent": "fluent.syntax", "psycopg": "psycopg", "yaml": "pyyaml"}


def _load_deps_script() -> ModuleType:
    """scripts/missing_test_deps.py, the reader of the extras that scripts/test uses."""
    spec = importlib.util.spec_from_file_location(
        "missing_test_deps", ROOT / "scripts" / "missing_test_deps.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


DEPS = _load_deps_script()


def normalize(name: str) -> str:
    """PEP 503's normalized form of a distribution name."""
    return re.sub(r"[-_.]+", "-", name).lower()


def extra_distributions(extra: str) -> set[str]:
    """The distributions an install with that extra brings directly (the project's own
    extras it names expanded, and the base dependencies)."""
    return {normalize(d) for d in DEPS.required(ROOT / "pyproject.toml", extra)} - {PROJECT}


def all_extras_distributions() -> set[str]:
    with (ROOT / "pyproject.toml").open("rb") as f:
        extras = tomllib.load(f)["project"]["optional-dependencies"]
    return set().union(*(extra_distributions(extra) for extra in extras))


def local_test_modules() -> set[str]:
    """Top-level names of the modules and packages inside tests/ (imported bare by
    scripts run from there)."""
    return {p.stem for p in TESTS.rglob("*.py")} | {p.name for p in TESTS.rglob("*") if p.is_dir()}


def imports(path: Path) -> Iterator[tuple[str, int]]:
    """(top-level module, line) of every absolute import in a file, at any depth."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name.split(".")[0], node.lineno
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module.split(".")[0], node.lineno


def skipped_without(path: Path) -> Iterator[str]:
    """Modules a file asks for with pytest.importorskip("name")."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "importorskip"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            yield node.args[0].value.split(".")[0]


@functools.cache
def installed_modules() -> dict[str, list[str]]:
    """Top-level module -> the installed distributions providing it. Read once: it scans
    every installed distribution's file list (a fifth of a second here), and the check
    asks for it at each of the tests' thousands of imports."""
    return md.packages_distributions()


def distributions_of(module: str) -> set[str]:
    """The installed distributions that provide a top-level module."""
    mapping = installed_modules()
    names = {normalize(d) for d in mapping.get(module, [])}
    if not names and module in KNOWN_NAMES:
        names = {normalize(KNOWN_NAMES[module])}
    return names or {normalize(module)}


def test_every_test_import_is_declared() -> None:
    stdlib = set(sys.stdlib_module_names)
    local = local_test_modules() | {PROJECT, "tests"}
    declared = extra_distributions("test")
    optional_ok = all_extras_distributions()
    optional = {m for p in TESTS.rglob("*.py") for m in skipped_without(p)}
    problems = []
    for path in sorted(TESTS.rglob("*.py")):
        for module, line in imports(path):
            if module in stdlib or module in local or module == "__future__":
                continue
            dists = distributions_of(module)
            where = f"{path.relative_to(ROOT)}:{line}: {module}"
            if dists & declared:
                continue
            if module in optional:
                if not dists & optional_ok:
                    problems.append(f"{where} (skipped without) is in no extra")
            else:
                problems.append(f"{where} ({', '.join(sorted(dists))}) is not in the test extra")
    assert not problems, "undeclared test imports:\n" + "\n".join(problems)


def test_the_checker_catches_an_undeclared_import(tmp_path: Path) -> None:
    """The check above can fail: a module outside the test extra is found."""
    declared = extra_distributions("test")
    assert "ray" not in declared, "ray belongs to the ray extra only"
    assert "babel" in declared and "numpy" in declared
    probe = tmp_path / "probe.py"
    probe.write_text("import ray\nfrom babel import Locale\n")
    found = {m for m, _ in imports(probe)}
    assert found == {"ray", "babel"}
    assert not distributions_of("ray") & declared


def test_scripts_test_installs_when_a_test_distribution_is_missing(tmp_path: Path) -> None:
    """scripts/test decides whether to install from the test extra itself: a distribution
    added to the extra and absent here is reported missing (so the script installs it),
    and the project's real test extra is complete in this environment."""
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(
        "[project]\nname = 'cityknights'\ndependencies = ['click>=8']\n"
        "[project.optional-dependencies]\n"
        "test = ['pytest>=8', 'cityknights[extra]']\n"
        "extra = ['no-such-distribution-cityknights-probe>=1']\n"
    )
    assert DEPS.missing(pyproject) == ["no-such-distribution-cityknights-probe"]
    assert DEPS.missing(ROOT / "pyproject.toml") == []
    script = (ROOT / "scripts" / "test").read_text(encoding="utf-8")
    assert "scripts/missing_test_deps.py" in script
