"""`cityknights serve`: bad options are refused before anything starts; the data folder."""

from __future__ import annotations

import signal
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner

from cityknights.cli import main
from cityknights.server.serve import DATABASE_FILE, default_data_dir, open_server_storage
from cityknights.server.storage.sqlite import SqliteStorage

from .conftest import POSTGRES_ENV, postgres_admin_url
from .helpers import ServerProcess, create_game, free_port


def test_db_must_be_a_postgresql_url() -> None:
    result = CliRunner().invoke(main, ["serve", "--db", "mysql://localhost/x"])
    assert result.exit_code == 2 and "expected a postgresql:// URL" in result.output


def test_an_unusable_data_folder_is_named(tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("")
    result = CliRunner().invoke(main, ["serve", "--data-dir", str(tmp_path / "a-file" / "x")])
    assert result.exit_code == 1
    assert "cannot open the SQLite database" in result.output and "a-file" in result.output


def test_bad_numbers_are_refused() -> None:
    for args in (["--port", "0"], ["--rate-limit", "0"], ["--bot-processes", "0"],
                 ["--sqlite-sync", "sometimes"], ["--player-limit", "0"],
                 ["--action-limit", "0"]):  # fmt: skip
        result = CliRunner().invoke(main, ["serve", *args])
        assert result.exit_code == 2, args


def test_sqlite_goes_in_the_data_folder_with_full_sync(tmp_path: Path) -> None:
    storage = open_server_storage(None, tmp_path / "data")
    assert isinstance(storage, SqliteStorage)
    assert storage.path == tmp_path / "data" / DATABASE_FILE and storage.synchronous() == 2
    storage.close()
    assert default_data_dir().name == "cityknights"


# A real server process stopped and started: its timing varies on 2 shared cores.
@pytest.mark.flaky(reruns=2)
def test_ctrl_c_stops_cleanly_and_the_next_start_resumes(tmp_path: Path) -> None:
    server = ServerProcess("--data-dir", str(tmp_path)).start()
    try:
        game = create_game(server.base, seats=["random"] * 3, expansion="base")["game"]
        assert server.proc is not None
        server.proc.send_signal(signal.SIGINT)
        assert server.proc.wait(30) == 0
        server.start()
        first = httpx.get(f"{server.base}/api/games/{game}").json()["version"]
        assert first > 0
        # The bots play on after the restart, with nobody connected.
        for _ in range(100):
            if httpx.get(f"{server.base}/api/games/{game}").json()["version"] > first:
                break
            time.sleep(0.1)
        else:
            raise AssertionError("the game did not resume")
    finally:
        server.stop()


def test_postgres_tests_fail_under_ci_without_a_database(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(POSTGRES_ENV, raising=False)
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="CI=true but"):
        postgres_admin_url()
    monkeypatch.setenv("CI", "false")
    with pytest.raises(pytest.skip.Exception):
        postgres_admin_url()


@pytest.fixture(autouse=True)
def _restore_the_collector() -> Iterator[None]:
    """`serve` tunes this process's garbage collector: put it back after each test."""
    import gc

    before = gc.get_threshold()
    yield
    gc.set_threshold(*before)
    gc.unfreeze()


@pytest.mark.parametrize(("args", "deflate"), [([], False), (["--ws-compression"], True)])
def test_websocket_compression_is_off_unless_asked_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], deflate: bool
) -> None:
    """permessage-deflate costs the server CPU on every frame: off by default."""
    import cityknights.server.serve as serve_module

    configs = []

    class NoServer:
        def __init__(self, config: object) -> None:
            configs.append(config)

        def run(self, sockets: object = None) -> None:
            pass

    monkeypatch.setattr(serve_module.uvicorn, "Server", NoServer)
    result = CliRunner().invoke(
        main, ["serve", "--port", str(free_port()), "--data-dir", str(tmp_path), *args]
    )
    assert result.exit_code == 0, result.output
    assert [c.ws_per_message_deflate for c in configs] == [deflate]


def test_the_server_process_collects_garbage_rarely(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A young collection every few moves, and full ones over every game's objects, were
    pauses every socket waited out: `serve` raises the collector's thresholds."""
    import gc

    import cityknights.server.serve as serve_module

    class NoServer:
        def __init__(self, config: object) -> None:
            pass

        def run(self, sockets: object = None) -> None:
            seen.append(gc.get_threshold())

    seen: list[tuple[int, int, int]] = []
    before = gc.get_threshold()
    monkeypatch.setattr(serve_module.uvicorn, "Server", NoServer)
    assert (
        CliRunner()
        .invoke(main, ["serve", "--port", str(free_port()), "--data-dir", str(tmp_path)])
        .exit_code
        == 0
    )
    assert seen == [serve_module.GC_THRESHOLDS] and seen[0][0] > 10 * before[0]


@pytest.mark.timeout(60)
@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--rate-limit", "nan"], "Invalid value for '--rate-limit': nan is not a number"),
        (["--data-dir", ""], "Invalid value for '--data-dir': an empty path"),
        (["--data-dir", "  "], "Invalid value for '--data-dir': an empty path"),
    ],
)
def test_values_click_lets_through_are_refused(
    tmp_path: Path, args: list[str], message: str
) -> None:
    # (Before the check, these started a server: the timeout stops it.)
    with pytest.MonkeyPatch.context() as cwd:
        cwd.chdir(tmp_path)
        result = CliRunner().invoke(main, ["serve", "--port", str(free_port()), *args])
    assert result.exit_code == 2 and message in result.output, result.output
    assert not list(tmp_path.iterdir())


def test_a_port_in_use_is_one_error_line_before_serving(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(
            main, ["serve", "--port", str(port), "--data-dir", str(tmp_path / "data")]
        )
    assert result.exit_code == 1
    assert result.output.strip().splitlines() == [
        f"Error: cannot listen on 127.0.0.1:{port}: Address already in use"
    ]
    assert not (tmp_path / "data").exists()  # refused before the database was made


@pytest.mark.timeout(60)
def test_a_host_that_does_not_resolve_is_named(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["serve", "--host", "not a host!!", "--data-dir", str(tmp_path)]
    )
    assert result.exit_code == 1
    assert result.output.startswith("Error: cannot listen on not a host!!:8000: ")
    assert "serving on" not in result.output


def app_options(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str]) -> dict[str, Any]:
    """The options `serve ARGS` gives the app (neither the app nor uvicorn runs)."""
    import cityknights.server.serve as serve_module

    apps = []

    def app_of(*positional: Any, **options: Any) -> object:
        apps.append(options)
        return object()

    class NoServer:
        def __init__(self, config: object) -> None:
            pass

        def run(self, sockets: object = None) -> None:
            pass

    monkeypatch.setattr(serve_module, "create_app", app_of)
    monkeypatch.setattr(serve_module.uvicorn, "Server", NoServer)
    result = CliRunner().invoke(
        main, ["serve", "--port", str(free_port()), "--data-dir", str(tmp_path), *args]
    )
    assert result.exit_code == 0, result.output
    assert len(apps) == 1
    return apps[0]


@pytest.mark.parametrize(("args", "limit"), [([], 10.0), (["--player-limit", "1000"], 1000.0)])
def test_the_player_limit_reaches_the_players_api(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], limit: float
) -> None:
    """New players per client address a minute (10 by default, as many at once): a test
    server that signs up many players from one address raises it."""
    options = app_options(tmp_path, monkeypatch, args)
    assert options["players"] == {"new_players": (limit, limit)}


@pytest.mark.parametrize(
    ("args", "limit"), [([], (600.0, 300.0)), (["--action-limit", "30"], (30.0, 15.0))]
)
def test_the_action_limit_reaches_the_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], limit: tuple[float, float]
) -> None:
    """Requests that change something per client a minute (600 by default, half at
    once, at least 10), the app's own default."""
    from cityknights.server.action_limit import ACTIONS_PER_MINUTE

    assert app_options(tmp_path, monkeypatch, args)["action_limit"] == limit
    assert ACTIONS_PER_MINUTE == (600.0, 300.0)


@pytest.mark.parametrize(("args", "limit"), [([], 500), (["--sockets-per-address", "0"], 0)])
def test_the_sockets_per_address_reach_the_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], limit: int
) -> None:
    """Websockets and waiting long polls per client address (500 by default, the app's
    own default; 0: no limit, as the load benchmark's many seats from one address ask)."""
    from cityknights.server.held import SOCKETS_PER_ADDRESS

    assert app_options(tmp_path, monkeypatch, args)["sockets_per_address"] == limit
    assert SOCKETS_PER_ADDRESS == 500


@pytest.mark.parametrize(
    ("args", "reads", "connects"),
    [
        ([], (6000.0, 3000.0), (1200.0, 600.0)),
        (["--read-limit", "60", "--connect-limit", "30"], (60.0, 30.0), (30.0, 15.0)),
        (["--read-limit", "0", "--connect-limit", "0"], None, None),
    ],
)
def test_the_read_and_connect_limits_reach_the_app(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    args: list[str],
    reads: tuple[float, float] | None,
    connects: tuple[float, float] | None,
) -> None:
    """API reads per client and new websockets per address a minute (6,000 and 1,200 by
    default, half at once: the app's own defaults); 0: no limit."""
    from cityknights.server.action_limit import READS_PER_MINUTE
    from cityknights.server.held import CONNECTS_PER_MINUTE

    options = app_options(tmp_path, monkeypatch, args)
    assert (options["read_limit"], options["connect_limit"]) == (reads, connects)
    assert READS_PER_MINUTE == (6000.0, 3000.0)
    assert CONNECTS_PER_MINUTE == (1200.0, 600.0)
    for bad in (["--read-limit", "-1"], ["--connect-limit", "nan"]):
        assert CliRunner().invoke(main, ["serve", *bad]).exit_code == 2, bad
