"""The session's check for processes left running (conftest.no_process_left) sees a
process the tests started, even an orphan, and no other."""

from __future__ import annotations

import subprocess
import sys

from .conftest import _marked_env, _marked_processes


def test_a_marked_process_is_found_until_it_ends() -> None:
    code = "import time; time.sleep(60)"
    marked = subprocess.Popen([sys.executable, "-c", code], env=_marked_env())
    other = subprocess.Popen([sys.executable, "-c", code])
    try:
        pids = [pid for pid, _ in _marked_processes()]
        assert marked.pid in pids and other.pid not in pids
    finally:
        for proc in (marked, other):
            proc.kill()
            proc.wait(timeout=10)
    assert marked.pid not in [pid for pid, _ in _marked_processes()]
