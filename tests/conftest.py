"""What every test shares: the order the suite runs in.

Tests marked `long` (a minute or so on two cores: whole games played by clicks, the
random-game invariants, the fuzzers) run first. pytest-xdist hands tests out in
collection order, so a long test collected last starts when the other worker has nothing
left, and the run ends on one core; started first, they overlap with the many short tests.
The marker changes when a test runs, never what it checks.
"""

from __future__ import annotations

import pytest


@pytest.hookimpl(trylast=True)  # after pytest's own reordering by fixture scope
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # A stable sort: the long tests keep their order among themselves, the rest theirs.
    items.sort(key=lambda item: item.get_closest_marker("long") is None)
