"""The scripts of benchmarks/ as modules, for the tests that run them in small."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def load_benchmark(stem: str) -> ModuleType:
    """benchmarks/`stem`.py, imported once under its own name: registered before it runs,
    because its dataclasses look their module up, and under the name the scripts import
    each other by (vs_catanatron_bots does `import catanatron_adapter`)."""
    if stem not in sys.modules:
        spec = importlib.util.spec_from_file_location(stem, BENCHMARKS / f"{stem}.py")
        if spec is None or spec.loader is None:
            raise ImportError(f"no benchmark script {stem}.py in {BENCHMARKS}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[stem] = module
        spec.loader.exec_module(module)
    return sys.modules[stem]
