"""Optional dependencies, each installed with an extra of the package:

- ``plot``: matplotlib, for ``simulate --plot`` (:mod:`cityknights.sim.plots`);
- ``tournament``: openskill, for the tournament ratings (:mod:`cityknights.sim.tournament`);
- ``ray``: Ray, for ``--backend ray`` (:mod:`cityknights.sim.ray_backend`);
- ``server``: Starlette, uvicorn, msgspec, psycopg and platformdirs, for ``serve``
  (:mod:`cityknights.server`).

:func:`require` imports one and, when it is missing, raises :class:`MissingExtraError`
naming the extra that installs it; :func:`check` does the same without importing it.
"""

from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType

__all__ = ["EXTRAS", "SERVER_MODULES", "MissingExtraError", "check", "require"]

#: Module -> (the extra that installs it, the distribution's name).
EXTRAS = {
    "matplotlib": ("plot", "matplotlib"),
    "openskill": ("tournament", "openskill"),
    "ray": ("ray", "ray"),
    "starlette": ("server", "starlette"),
    "uvicorn": ("server", "uvicorn"),
    "msgspec": ("server", "msgspec"),
    "psycopg": ("server", "psycopg"),
    "psycopg_pool": ("server", "psycopg-pool"),
    "platformdirs": ("server", "platformdirs"),
}
#: The modules ``cityknights serve`` needs.
SERVER_MODULES = ("starlette", "uvicorn", "msgspec", "psycopg", "psycopg_pool", "platformdirs")


class MissingExtraError(ImportError):
    """An optional dependency is not installed; the message says how to install it."""


def check(module: str, purpose: str) -> None:
    """Raise :class:`MissingExtraError` if ``module`` (a key of :data:`EXTRAS`) is not
    installed, without importing it."""
    try:
        found = importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        found = False
    if not found:
        raise _missing(module, purpose)


def require(module: str, purpose: str) -> ModuleType:
    """Import ``module`` (a key of :data:`EXTRAS`) for ``purpose`` ("--plot", ...), or raise
    :class:`MissingExtraError`."""
    try:
        return importlib.import_module(module)
    except ImportError:
        raise _missing(module, purpose) from None


def _missing(module: str, purpose: str) -> MissingExtraError:
    extra, distribution = EXTRAS[module]
    return MissingExtraError(
        f"{purpose} needs {distribution}, which is not installed: "
        f"python3 -m pip install 'cityknights[{extra}]' (or: python3 -m pip install {distribution})"
    )
