"""The move notices of a group commit (PostgreSQL NOTIFY): a few payloads for the whole
batch, each under PostgreSQL's 8,000-byte limit, every game in exactly one."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from cityknights.server.storage.base import Cursor
from cityknights.server.storage.sqlite import SqliteStorage


class Recording(SqliteStorage):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.payloads: list[dict[str, Any]] = []

    def notify_many(self, cursor: Cursor, payloads: Sequence[dict[str, Any]]) -> None:
        self.payloads += payloads


def test_a_big_group_commit_is_told_in_a_few_notices_under_the_limit(tmp_path: Any) -> None:
    storage = Recording(tmp_path / "db.sqlite3")
    versions = {f"game-{i:05d}-{'x' * 8}": 10_000 + i for i in range(1_000)}
    storage.notify_moves(None, versions)  # type: ignore[arg-type]
    assert 1 < len(storage.payloads) < 10
    seen: dict[str, int] = {}
    for payload in storage.payloads:
        text = json.dumps({"origin": "0123456789abcdef", **payload})
        assert len(text.encode()) < 8000 and payload["kind"] == "moves"
        assert not seen.keys() & payload["games"].keys()
        seen.update(payload["games"])
    assert seen == versions
    storage.close()


def test_one_game_is_one_notice(tmp_path: Any) -> None:
    storage = Recording(tmp_path / "db.sqlite3")
    storage.notify_moves(None, {"g": 3})  # type: ignore[arg-type]
    storage.notify_moves(None, {})  # type: ignore[arg-type]
    assert storage.payloads == [{"kind": "moves", "games": {"g": 3}}]
    storage.close()
