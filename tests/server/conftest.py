"""Server test fixtures: every storage-backed test runs against SQLite and PostgreSQL.

PostgreSQL comes from CITYKNIGHTS_TEST_POSTGRES (scripts/test starts a throwaway cluster
and sets it). Without it the PostgreSQL cases are skipped, except under CI=true, where
they fail: CI must test both databases.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest

from .helpers import Client

POSTGRES_ENV = "CITYKNIGHTS_TEST_POSTGRES"


def postgres_admin_url() -> str:
    url = os.environ.get(POSTGRES_ENV, "")
    if not url:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"CI=true but {POSTGRES_ENV} is not set: run the tests with scripts/test")
        pytest.skip(f"{POSTGRES_ENV} is not set (scripts/test sets it)")
    return url


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A fresh, empty PostgreSQL database for one test, dropped after it."""
    import psycopg

    admin = postgres_admin_url()
    name = f"ck_test_{secrets.token_hex(6)}"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    base, _, _ = admin.rpartition("/")
    try:
        yield f"{base}/{name}"
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@pytest.fixture(params=["sqlite", "postgres"])
def storage_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return str(tmp_path / "games.sqlite3")
    return str(request.getfixturevalue("postgres_url"))


@pytest.fixture(autouse=True)
def _close_forgotten_clients() -> Iterator[None]:
    """Close the websocket clients a test leaves open (see `Client.still_open`)."""
    yield
    for client in list(Client.still_open):
        try:
            client.close()
        except Exception:  # its server may be gone already: closing is all that is asked
            Client.still_open.discard(client)
