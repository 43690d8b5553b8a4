"""A PostgreSQL cluster of a test's own, to stop and start under a running server (the
shared throwaway cluster of scripts/test serves other tests at the same time).

scripts/test exports the folder of PostgreSQL's programs (CITYKNIGHTS_TEST_PG_BIN) and,
when the tests run as root, the user to run them as (CITYKNIGHTS_TEST_PG_USER):
PostgreSQL refuses to run as root."""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from .helpers import free_port

BIN_ENV = "CITYKNIGHTS_TEST_PG_BIN"
USER_ENV = "CITYKNIGHTS_TEST_PG_USER"


class Cluster:
    def __init__(self) -> None:
        bin_dir = os.environ.get(BIN_ENV, "")
        if not bin_dir:
            if os.environ.get("CI", "").lower() == "true":
                pytest.fail(f"CI=true but {BIN_ENV} is not set: run the tests with scripts/test")
            pytest.skip(f"{BIN_ENV} is not set (scripts/test sets it)")
        self.bin = Path(bin_dir)
        user = os.environ.get(USER_ENV, "")
        self.prefix = ["runuser", "-u", user, "--"] if user else []
        self.dir = Path(tempfile.mkdtemp(prefix="ck-pg-restart-"))
        if user:
            os.chown(self.dir, pwd.getpwnam(user).pw_uid, -1)
        self.port = free_port()
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"
        self._run("initdb", "-D", str(self.dir / "data"), "-U", "postgres", "-A", "trust",
                  "--no-sync")  # fmt: skip
        self.start()

    def _run(self, program: str, *args: str) -> None:
        done = subprocess.run(
            [*self.prefix, str(self.bin / program), *args],
            capture_output=True, text=True, timeout=120, check=False,
        )  # fmt: skip
        if done.returncode:
            raise RuntimeError(f"{program} {' '.join(args)} failed: {done.stdout}{done.stderr}")

    def _pg_ctl(self, *args: str) -> None:
        self._run("pg_ctl", "-D", str(self.dir / "data"), *args)

    def start(self) -> None:
        options = (f"-p {self.port} -c listen_addresses=127.0.0.1 "
                   f"-c unix_socket_directories={self.dir} -c fsync=off")  # fmt: skip
        self._pg_ctl("-l", str(self.dir / "server.log"), "-w", "-t", "60", "-o", options, "start")

    def stop(self, mode: str = "fast") -> None:
        self._pg_ctl("-m", mode, "-w", "-t", "60", "stop")

    def restart(self) -> None:
        """pg_ctl restart: the server ends every connection, then starts again."""
        self._pg_ctl("-l", str(self.dir / "server.log"), "-m", "fast", "-w", "-t", "60",
                     "restart")  # fmt: skip

    def remove(self) -> None:
        with contextlib.suppress(RuntimeError):  # not running
            self.stop("immediate")
        shutil.rmtree(self.dir, ignore_errors=True)
