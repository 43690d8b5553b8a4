"""The package's layers import only downward (DESIGN.md): an import graph over the source.

Every module's imports are read from its syntax tree (top level and inside functions, so
a lazy import counts too), relative imports resolved, and each layer checked against the
layers it may not use.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "cityknights"

#: What each layer must never import: the layers above it and the command line (`cli`, a
#: module per subcommand), which may use every layer and which only `python -m cityknights`
#: (`__main__`) stands above. `seeds` (seed derivation) is shared by sim, rl and the server
#: and imports nothing of the package; the server uses it, not the simulator. `records` (the game record format, fair
#: dice, headless recorded games, the dataset writer) sits above sim (the dataset writer
#: runs its games through sim's lazy job list) and below the server, which exports records
#: and never imports the dataset writer.
FORBIDDEN = {
    "engine": ("seeds", "bots", "sim", "rl", "server", "web", "cli"),
    "bots": ("sim", "rl", "server", "web", "cli"),
    "seeds": ("engine", "bots", "sim", "rl", "server", "web", "cli"),
    "sim": ("rl", "server", "web", "cli"),
    "rl": ("server", "web", "cli"),
    "records": ("rl", "server", "web", "cli"),
    "server": ("sim", "rl", "web", "cli"),
    "cli": ("__main__",),
}


def module_name(path: Path, root: Path = PACKAGE) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(path: Path, root: Path = PACKAGE) -> set[str]:
    """The absolute names of every module `path` (a file under `root`) imports."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                prefix = ".".join(base + ([node.module] if node.module else []))
            else:
                prefix = node.module or ""
            found.add(prefix)
            found.update(f"{prefix}.{alias.name}" for alias in node.names)
    return found


def _layer_files(root: Path, layer: str) -> list[Path]:
    """A layer's modules: its package's, or the one module `layer`.py."""
    single = root / f"{layer}.py"
    return [single] if single.is_file() else sorted((root / layer).rglob("*.py"))


def violations(layer: str, root: Path = PACKAGE) -> list[str]:
    banned = tuple(f"cityknights.{above}" for above in FORBIDDEN[layer])
    return sorted(
        f"{module_name(path, root)} imports {imported}"
        for path in _layer_files(root, layer)
        for imported in imported_modules(path, root)
        if any(imported == b or imported.startswith(b + ".") for b in banned)
    )


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_a_layer_imports_nothing_above_it(layer: str) -> None:
    assert _layer_files(PACKAGE, layer), f"no layer {layer!r}"
    assert violations(layer) == []


def test_every_module_of_the_package_is_in_a_checked_layer() -> None:
    """A new top-level package or module gets its place in FORBIDDEN (the web client's
    static files aside, and `python -m cityknights`, above everything)."""
    top = {p.stem for p in PACKAGE.iterdir() if p.suffix == ".py" and p.stem != "__init__"}
    top |= {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()}
    assert top - set(FORBIDDEN) - {"web", "__main__"} == set()


def test_the_import_graph_sees_relative_lazy_and_absolute_imports(tmp_path: Path) -> None:
    # The checker itself, on a copy of the layout: imports inside functions, relative
    # imports one and two levels up, and absolute ones are all resolved and caught.
    root = tmp_path / "cityknights"
    (root / "bots").mkdir(parents=True)
    (root / "bots" / "__init__.py").write_text("from . import heuristic\n")
    (root / "bots" / "heuristic.py").write_text("from ..engine import constants\n")
    assert violations("bots", root) == []
    (root / "bots" / "probe.py").write_text(
        "import cityknights.server\n"
        "def f():\n    from ..sim import runner\n    from cityknights.cli import main\n"
    )
    assert violations("bots", root) == [
        "cityknights.bots.probe imports cityknights.cli",
        "cityknights.bots.probe imports cityknights.cli.main",
        "cityknights.bots.probe imports cityknights.server",
        "cityknights.bots.probe imports cityknights.sim",
        "cityknights.bots.probe imports cityknights.sim.runner",
    ]
