"""Hostile input the sweeps of test_http_fuzz.py and test_fuzz.py did not reach: a route
asked with a method it does not take, whatever the web client's files (mounted at "/")
would have said of the path."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
from starlette.routing import Route

from .helpers import ServerThread

METHODS = ("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS")


def test_every_route_asked_with_another_method_is_405_with_its_allow(tmp_path: Path) -> None:
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        allowed: dict[str, set[str]] = {}
        for route in server.app.routes:
            if isinstance(route, Route) and route.methods:
                path = re.sub(r"\{[^}]+\}", "some-id", route.path)
                allowed.setdefault(path, set()).update(route.methods)
        assert len(allowed) > 30
        wrong = []
        with httpx.Client(base_url=server.base, timeout=10) as client:
            for path, methods in allowed.items():
                for method in METHODS:
                    if method in methods:
                        continue
                    response = client.request(method, path)
                    allow = set(response.headers.get("allow", "").split(", "))
                    body = response.json() if method != "HEAD" else {"code": "method_not_allowed"}
                    if (response.status_code, body["code"], allow) != (
                        405, "method_not_allowed", methods
                    ):  # fmt: skip
                        wrong.append(f"{method} {path}: {response.status_code} "
                                     f"{response.text[:80]} Allow: {allow}")  # fmt: skip
        assert not wrong, "\n".join(wrong)


def test_an_api_path_no_route_serves_is_404_by_any_method(tmp_path: Path) -> None:
    with (
        ServerThread(str(tmp_path / "games.sqlite3")) as server,
        httpx.Client(base_url=server.base, timeout=10) as client,
    ):
        for method in ("GET", "POST", "PUT", "DELETE", "OPTIONS"):
            response = client.request(method, "/api/no/such/thing")
            assert response.status_code == 404, (method, response.text)
            assert response.json() == {
                "code": "no_such_route", "params": {"path": "/api/no/such/thing"}
            }  # fmt: skip
