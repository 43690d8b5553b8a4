"""Print the distributions of pyproject.toml's `test` extra that are not installed.

scripts/test runs this to decide whether to install the test extra; it reads the extra
itself (with the project's own extras it names, and the base dependencies), so a
distribution added to the extra is installed on a machine that lacks it. Only presence is
checked: a working environment is left exactly as it is. Exit status 1 when something is
missing (the project itself included), else 0. Standard library only: it runs before
anything is installed.
"""

from __future__ import annotations

import importlib.metadata as md
import re
import sys
import tomllib
from pathlib import Path

PROJECT = "cityknights"


def requirement_name(requirement: str) -> tuple[str, list[str]]:
    """('name', [extras]) of a PEP 508 requirement string."""
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[([^\]]*)\])?", requirement)
    if not match:
        raise ValueError(f"unreadable requirement {requirement!r}")
    extras = [e.strip() for e in (match.group(2) or "").split(",") if e.strip()]
    return match.group(1), extras


def required(pyproject: Path, extra: str = "test") -> list[str]:
    """The distributions an install of the project with `extra` brings directly."""
    with pyproject.open("rb") as f:
        project = tomllib.load(f)["project"]
    optional = project["optional-dependencies"]
    found = [PROJECT] + [requirement_name(r)[0] for r in project.get("dependencies", [])]
    todo, seen = [extra], set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        for requirement in optional[name]:
            dist, extras = requirement_name(requirement)
            if dist == PROJECT:
                todo.extend(extras)
            else:
                found.append(dist)
    return found


def missing(pyproject: Path, extra: str = "test") -> list[str]:
    out = []
    for dist in required(pyproject, extra):
        try:
            md.version(dist)
        except md.PackageNotFoundError:
            out.append(dist)
    return out


if __name__ == "__main__":
    root = Path(__file__).resolve().parent.parent
    absent = missing(root / "pyproject.toml")
    if absent:
        print("missing: " + " ".join(absent))
    sys.exit(1 if absent else 0)
