"""Under CI the browser tests cannot skip themselves: a chromium that does not start fails
the run, naming the browser."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from .conftest import HEADLESS_SHELL

ROOT = Path(__file__).resolve().parents[2]


def _run_browser_test(ci: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CI": ci, "CITYKNIGHTS_CHROMIUM": "/nonexistent/chromium"}
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-rs", "-n", "0", "-p", "no:cacheprovider",
         "tests/web/test_browser.py", "-k", "reload"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


def test_a_missing_browser_fails_under_ci() -> None:
    result = _run_browser_test("true")
    assert result.returncode != 0
    assert "/nonexistent/chromium" in result.stdout and "cannot start" in result.stdout


def test_a_missing_browser_skips_elsewhere_naming_why() -> None:
    result = _run_browser_test("")
    assert result.returncode == 0, result.stdout
    assert "SKIPPED" in result.stdout and "/nonexistent/chromium) cannot start" in result.stdout


def _chromium_chosen(env_value: str | None) -> str:
    """The browser tests/web/conftest.py would launch, CITYKNIGHTS_CHROMIUM as given."""
    env = {k: v for k, v in os.environ.items() if k != "CITYKNIGHTS_CHROMIUM"}
    if env_value is not None:
        env["CITYKNIGHTS_CHROMIUM"] = env_value
    result = subprocess.run(
        [sys.executable, "-c", "from tests.web.conftest import CHROMIUM; print(CHROMIUM)"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=True,
    )  # fmt: skip
    return result.stdout.strip()


def test_the_tests_launch_debians_headless_shell_when_it_is_installed() -> None:
    expected = HEADLESS_SHELL if os.access(HEADLESS_SHELL, os.X_OK) else "/usr/bin/chromium"
    assert _chromium_chosen(None) == expected
    assert _chromium_chosen("/opt/other/chrome") == "/opt/other/chrome"
