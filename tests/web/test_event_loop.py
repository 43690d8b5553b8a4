"""After a module of browser tests the worker's thread has no running event loop: the
server tests that follow in the same worker call asyncio.run."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [pytest.mark.timeout(120)]


def test_asyncio_run_works_here() -> None:
    assert asyncio.run(asyncio.sleep(0, result="ran")) == "ran"


def test_asyncio_run_works_after_a_browser_test() -> None:
    # A browser test, then the one above, in one process and in that order.
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "0", "-p", "no:cacheprovider",
         "-p", "no:rerunfailures", "-rA",
         "tests/web/test_store.py",
         "tests/web/test_event_loop.py::test_asyncio_run_works_here"],
        cwd=ROOT, capture_output=True, text=True, timeout=110, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout[-3000:]
    assert "PASSED tests/web/test_store.py" in result.stdout, result.stdout[-3000:]
    assert "PASSED tests/web/test_event_loop.py::test_asyncio_run_works_here" in result.stdout
