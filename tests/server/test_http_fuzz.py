"""Hostile input at every HTTP route of the app, on both stores: bodies that are not JSON,
JSON of the wrong shape, odd strings (huge, lone surrogates, NUL), deep nesting; path ids
unknown, huge, with NUL, dots or unicode; query values that are not integers, negative or
of thousands of digits, repeated; a wrong Content-Type, bad bearer tokens, a foreign
Origin. Each answer is a 2xx (the input was acceptable) or a 4xx in the lobby's error
shape ``{"code", "params"}``, in seconds, with no ERROR line or traceback in the server's
log, and a refused request changes nothing that the players can see."""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from contextlib import ExitStack, closing
from typing import Any

import httpx
import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .helpers import ServerThread, create_game, server_log_text, server_records
from .test_bot_doors import account, bot_client, make_bot
from .test_players import browser, fast

#: Seconds any answer may take.
SLOW = 5.0
#: The routes: method, path (``{x}`` filled in from the fixtures), a valid-looking body
#: (None: the route reads none), who calls it ("account", "guest", "bot" or "anon").
ROUTES: list[tuple[str, str, dict[str, Any] | None, str]] = [
    ("POST", "/api/games", {"seats": ["human", "random", "random"]}, "anon"),
    ("GET", "/api/games", None, "anon"),
    ("GET", "/api/games/{game}", None, "anon"),
    ("POST", "/api/games/{game}/join", None, "bot"),
    ("GET", "/api/games/{game}/export", None, "anon"),
    ("GET", "/api/games/{game}/replay", None, "anon"),
    ("GET", "/api/games/{game}/record", None, "anon"),
    ("GET", "/api/games/{game}/analysis", None, "anon"),
    ("GET", "/api/games/{finished}/analysis/position", None, "anon"),
    ("POST", "/api/games/{finished}/playon", {"version": 0, "seats": None, "name": ""}, "anon"),
    ("POST", "/api/records", {"format": "cityknights-record", "version": 1}, "anon"),
    ("POST", "/api/guest", {"name": "Newcomer"}, "anon"),
    ("POST", "/api/guest/session", {"token": "x" * 32}, "anon"),
    ("POST", "/api/accounts", {"name": "Newcomer", "password": "correct horse"}, "anon"),
    ("POST", "/api/session", {"name": "Fuzzer", "password": "wrong horse"}, "anon"),
    ("DELETE", "/api/session", None, "anon"),
    ("GET", "/api/me", None, "account"),
    ("PUT", "/api/me/name", {"name": "Fuzzer"}, "account"),
    ("POST", "/api/me/account", {"name": "Upgraded", "password": "correct horse"}, "guest"),
    ("POST", "/api/me/bots", {"name": "fuzzbot"}, "account"),
    ("GET", "/api/me/bots", None, "account"),
    ("DELETE", "/api/me/bots/{ownbot}", None, "account"),
    ("POST", "/api/rooms", {"seats": ["open", "heuristic", "heuristic"],
                            "settings": {"expansion": "base", "max_turns": 50}}, "account"),
    ("GET", "/api/rooms", None, "anon"),
    ("GET", "/api/rooms/{room}", None, "account"),
    ("POST", "/api/rooms/{room}/act", {"type": "kick", "seat": 9}, "account"),
    ("POST", "/api/rooms/{room}/chat", {"text": "hello"}, "account"),
    ("POST", "/api/rooms/{room}/link", None, "account"),
    ("POST", "/api/rooms/{room}/rematch", None, "account"),
    ("POST", "/api/challenges", {"bot": "fuzzbot", "players": 3, "others": "heuristic"},
     "account"),
    ("GET", "/api/challenges", None, "bot"),
    ("GET", "/api/challenges/{challenge}", None, "bot"),
    ("POST", "/api/challenges/{challenge}/accept", None, "bot"),
    ("POST", "/api/challenges/{challenge}/decline", None, "bot"),
    ("GET", "/api/players/{player}", None, "anon"),
    ("GET", "/api/bots/{level}", None, "anon"),
    ("GET", "/api/bot-accounts/{botaccount}", None, "anon"),
    ("GET", "/api/leaderboard", None, "anon"),
    ("POST", "/api/queue", {"expansion": "ck"}, "bot"),
    ("GET", "/api/queue", None, "account"),
    ("DELETE", "/api/queue", None, "account"),
    ("POST", "/api/queue/bots", None, "account"),
    ("GET", "/play/{game}", None, "anon"),
    ("GET", "/room/{room}", None, "anon"),
]  # fmt: skip

#: Bodies that are refused whatever the route reads.
BAD_BODIES: list[bytes] = [
    b"",
    b"not json",
    b"[]",
    b"[1, 2, 3]",
    b"42",
    b"-1e999",
    b"null",
    b'"a string"',
    b"true",
    b"{",
    b"[" * 50_000,
    b'{"a": ' + b"[" * 10_000 + b"]" * 10_000 + b"}",
    b'{"name": "\xff\xfe"}',
    b"\xff\xfe\x00\x01",
    b'{"name": "\\ud800"}',
    b'{"\\udfff": 1}',
    b'{"name": "a\x00b"}',
    b"x" * 70_000,
    b'{"name": "' + b"n" * 200_000 + b'"}',
]
#: Values put in place of each field of a route's body.
BAD_VALUES: list[Any] = [
    None,
    [],
    [None],
    {},
    {"deep": [[[[[[[[[[]]]]]]]]]]},
    -1,
    0,
    2**63,
    -(2**63) - 1,
    1.5,
    True,
    "",
    " ",
    "x" * 5_000,
    "x" * 60_000,
    "a\x00b",
    "\x00",
    "\u202e\u200b",
    "😀" * 40,
    "../../etc/passwd",
    "%00",
]
#: Path ids that name nothing (or something odd): each is refused with a 4xx.
BAD_IDS = ["nope", "x" * 8_000, "%00", "a%00b", "%2e%2e", "..%2f..", "%ff%fe", "%ed%a0%80",
           "%C3%A9t%C3%A9", "%F0%9F%98%80", "%20", "null", "0", "-1", "9" * 4_400]  # fmt: skip
#: Query strings of the routes that read some.
QUERIES: dict[str, list[str]] = {
    "/api/games/{game}/replay": [
        "version=abc", "version=-1", "version=" + "9" * 5_000, "version=1e3", "version=%00",
        "version=%C2%B2", "version=1_0", "version=%201", "version=1&version=x", "version=",
        "version=0&steps=maybe", "version=0&steps=" + "t" * 5_000, "version=99999999",
    ],
    "/api/games/{game}/record": [
        "view=nope", "view=seat:99", "view=seat:-1", "view=seat:" + "9" * 5_000,
        "view=%00", "view=seat:%C2%B2", "view=full", "view=" + "v" * 10_000,
        "view=public&view=nope",
    ],
    "/api/games/{finished}/analysis/position": [
        "", "version=abc", "version=-1", "version=" + "9" * 5_000, "version=%C2%B2",
        "version=0&iterations=-5", "version=0&iterations=0",
        "version=0&iterations=" + "9" * 5_000, "version=0&iterations=99999999999",
        "version=0&iterations=abc", "version=99999999&iterations=1", "version=x&version=-1",
        "version=" + "x" * 5_000,
    ],
    "/api/leaderboard": [
        "limit=abc", "limit=-1", "limit=0", "limit=" + "9" * 5_000, "limit=%C2%B2",
        "limit=%D9%A3", "limit=1e3", "limit=", "limit=1&limit=x", "limit=99999999",
        "expansion=nope", "expansion=%00", "expansion=" + "e" * 5_000,
    ],
    "/api/rooms": ["game=nope", "game=%00", "game=" + "g" * 5_000, "game=a&game=b"],
    "/api/rooms/{room}": ["since=nope", "since=%00", "since=" + "s" * 5_000, "since=-1",
                          "since=" + "9" * 40, "since=1e999", "since=nan"],
}  # fmt: skip
#: Authorization headers that are no token of a bot.
BAD_AUTH: list[str | bytes] = ["Bearer", "Bearer nope", "Bearer " + "t" * 8_000, "Basic Zm9vOmJhcg==",
            "bearer  \t x", "Bearer \u00e9\u00e8".encode("latin-1"), "Bearer a b c", "Token abc"]  # fmt: skip
#: Content types that are not JSON.
BAD_TYPES: list[str | bytes] = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data",
             "application/json; charset=latin-1", "\u00e9/\u00e8".encode("latin-1")]  # fmt: skip


@pytest.fixture
def server(storage_url: str) -> Iterator[ServerThread]:
    # No read limit: the test reads what players see after each of its ~1,300 requests,
    # 10,000 to 20,000 reads a minute from one address as the machine is loaded or quiet:
    # on a quiet one, past even the read limit's generous default.
    with ServerThread(storage_url, players=fast(), read_limit=None) as running:
        yield running


@pytest.fixture
def server_log(caplog: pytest.LogCaptureFixture) -> Iterator[pytest.LogCaptureFixture]:
    """Every record of the server's loggers, uvicorn's too (its configuration, applied as
    a server is made, stops them at "uvicorn")."""
    caplog.set_level(logging.INFO)
    caplog.set_level(logging.WARNING, logger="httpx")  # a line a request: not the server's
    logging.getLogger("uvicorn").addHandler(caplog.handler)
    try:
        yield caplog
    finally:
        logging.getLogger("uvicorn").removeHandler(caplog.handler)


class World:
    """The players and things the hostile requests aim at, and what they can see of them."""

    def __init__(self, server: ServerThread, stack: ExitStack) -> None:
        self.base = server.base
        self.anon = stack.enter_context(closing(browser(server)))
        self.account = stack.enter_context(closing(account(server, "Fuzzer")))
        self.guest = stack.enter_context(closing(browser(server)))
        assert self.guest.post("/api/guest", json={"name": "Guesty"}).status_code in (200, 201)
        made = self.account.post("/api/me/bots", json={"name": "ownbot"})
        assert made.status_code in (200, 201), made.text
        self.bot = stack.enter_context(closing(bot_client(server, make_bot(server, "fuzzbot"))))
        self.bot_token = str(self.bot.headers["authorization"])
        self.game = create_game(self.base, seats=["human", "random", "random"])["game"]
        self.finished = create_game(
            self.base, seats=["random", "random", "random"], expansion="base", max_turns=8
        )["game"]
        room = self.account.post("/api/rooms", json=ROUTES[22][2])
        assert room.status_code == 201, room.text
        self.room = room.json()["room"]
        offer = self.account.post("/api/challenges", json={"bot": "fuzzbot", "players": 3})
        assert offer.status_code in (200, 201), offer.text
        self.challenge = offer.json()["challenge"]["challenge"]
        deadline = time.monotonic() + 30
        while self.anon.get(f"/api/games/{self.finished}").json()["status"] != "finished":
            assert time.monotonic() < deadline, "the bots' game did not finish"
            time.sleep(0.1)
        self.ids = {"game": self.game, "finished": self.finished, "room": self.room,
                    "challenge": self.challenge, "ownbot": "ownbot", "player": "Fuzzer",
                    "level": "heuristic", "botaccount": "fuzzbot"}  # fmt: skip

    def client(self, who: str) -> httpx.Client:
        return {"anon": self.anon, "account": self.account, "guest": self.guest,
                "bot": self.bot}[who]  # fmt: skip

    def seen(self) -> Any:
        """What players see of the store: the lobby, rooms, games, accounts, bots."""
        views = [
            self.anon.get("/api/games"),
            self.anon.get("/api/rooms"),
            self.anon.get(f"/api/games/{self.game}"),
            self.account.get(f"/api/rooms/{self.room}"),
            self.account.get("/api/me"),
            self.account.get("/api/me/bots"),
            self.account.get("/api/queue"),
            self.guest.get("/api/me"),
            self.bot.get("/api/challenges"),
            self.anon.get("/api/players/Fuzzer"),
            self.anon.get("/api/leaderboard"),
        ]
        return [(v.status_code, _timeless(v.json())) for v in views]


def _timeless(value: Any) -> Any:
    """`value` without what changes with the clock alone (a challenge's time left)."""
    if isinstance(value, dict):
        return {k: _timeless(v) for k, v in value.items() if k not in ("expires_in",)}
    if isinstance(value, list):
        return [_timeless(v) for v in value]
    return value


def _fill(path: str, ids: dict[str, str], bad: str | None = None) -> str:
    """`path` with its ids filled in; the first one replaced by `bad`, when given."""
    for key, value in ids.items():
        marker = "{" + key + "}"
        if marker in path:
            path = path.replace(marker, value if bad is None else bad, 1)
            bad = None
    return path


def _with(body: dict[str, Any], field: str, value: Any) -> dict[str, Any]:
    """`body` with `field` set to `value` (a room's settings' field when so named)."""
    if field.startswith("settings."):
        return {**body, "settings": {**body["settings"], field[9:]: value}}
    return {**body, field: value}


def _fields(body: dict[str, Any]) -> list[str]:
    names = [k for k in body if k != "settings"]
    return names + [f"settings.{k}" for k in body.get("settings", {})]


def _cases(world: World) -> Iterator[tuple[str, str, str, bytes | None, dict[str, str | bytes]]]:
    """(who, method, path, body, headers) of every hostile request."""
    json_type = {"content-type": "application/json"}
    for method, template, body, who in ROUTES:
        path = _fill(template, world.ids)
        valid = None if body is None else msgspec.json.encode(body)
        if body is not None:
            for raw in BAD_BODIES:
                yield who, method, path, raw, json_type
            for field in _fields(body):
                for value in BAD_VALUES:
                    yield who, method, path, msgspec.json.encode(_with(body, field, value)), {}
            yield who, method, path, msgspec.json.encode({**body, "unknown": 1}), {}
            for kind in BAD_TYPES:
                yield who, method, path, b"not json", {"content-type": kind}
        if "{" in template:
            for bad in BAD_IDS:
                yield who, method, _fill(template, world.ids, bad), valid, {}
        for query in QUERIES.get(template, []):
            yield who, method, f"{path}?{query}", None, {}
        if who == "bot" or method != "GET":
            for auth in BAD_AUTH:
                # Another client's cookie must not make up for a bad token: no cookies.
                yield "anon", method, path, valid, {"authorization": auth}
        if method != "GET":
            origin = {"origin": "https://evil.example"}
            yield who, method, path, valid, origin


def _check(response: httpx.Response, took: float, method: str) -> str | None:
    """What is wrong with an answer, if anything."""
    if took > SLOW:
        return f"took {took:.1f} s"
    if response.status_code >= 500:
        return f"{response.status_code} {response.text[:200]}"
    if response.status_code >= 400:
        try:
            body = response.json()
        except ValueError:
            return f"{response.status_code}, not JSON: {response.text[:200]}"
        if not (isinstance(body, dict) and set(body) == {"code", "params"}):
            return f"{response.status_code}, not an error's shape: {response.text[:200]}"
        if not isinstance(body["code"], str) or not isinstance(body["params"], dict):
            return f"{response.status_code}, not an error's shape: {response.text[:200]}"
    return None


def _server_faults(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [
        r.getMessage()[:300]
        for r in server_records(caplog)
        if r.levelno >= logging.ERROR or r.exc_info is not None or r.exc_text
    ] + (["a traceback in the log"] if "Traceback" in server_log_text(caplog) else [])


@pytest.mark.long
def test_every_route_answers_hostile_input_with_a_named_error_and_changes_nothing(
    server: ServerThread, server_log: pytest.LogCaptureFixture
) -> None:
    with ExitStack() as stack:
        world = World(server, stack)
        before = world.seen()
        faults: list[str] = []
        sent = 0
        for who, method, path, body, headers in _cases(world):
            client = world.client(who)
            if "authorization" in headers:
                client = world.anon
            started = time.monotonic()
            try:
                response = client.request(method, path, content=body, headers=headers)
            except httpx.HTTPError as error:
                faults.append(f"{method} {path[:80]} {body!r:.80} {headers}: {error!r}")
                continue
            sent += 1
            took = time.monotonic() - started
            fault = _check(response, took, method)
            if fault is None and method != "GET":
                now = world.seen()
                if now != before and response.status_code >= 400:
                    fault = "refused, yet what players see changed"
                before = now  # an accepted request may change what is seen
            if fault is not None:
                faults.append(f"{method} {path[:80]} {body!r:.80} {headers}: {fault}")
        after = world.seen()
        assert sent > 1000
        assert after == before
        assert not faults, "\n".join(faults)
        assert not _server_faults(server_log), _server_faults(server_log)


# ----------------------------------------------------------------- hypothesis
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=12,
)  # fmt: skip
SEAT = st.sampled_from(["human", "open", "random", "heuristic", "mcts:iterations=5", "nope"])
MAPS = st.sampled_from(["random", "beginner", "spiral"])
FLAGS = st.fixed_dictionaries(
    {}, optional={"board_tokens": st.sampled_from(["random", "spiral", "x"]) | JSON,
                  "friendly_robber": st.booleans() | JSON}
)  # fmt: skip


def _bodies() -> st.SearchStrategy[tuple[str, Any]]:
    settings_ = st.fixed_dictionaries(
        {},
        optional={
            "expansion": st.sampled_from(["base", "ck", "x"]) | JSON,
            "ruleset": st.sampled_from(["colonist", "official"]) | JSON,
            "vp_to_win": st.integers() | JSON,
            "max_turns": st.integers() | JSON,
            "discard_limit": st.integers() | JSON,
            "hide_bank": st.booleans() | JSON,
            "board": MAPS | JSON,
            "flags": FLAGS | JSON,
        },
    )
    room = st.fixed_dictionaries(
        {"seats": st.lists(SEAT, max_size=8) | JSON}, optional={"settings": settings_ | JSON}
    )
    game = st.fixed_dictionaries(
        {"seats": st.lists(SEAT | JSON, max_size=8)},
        optional={"expansion": st.sampled_from(["base", "ck"]) | JSON,
                  "turn_timer": st.floats() | JSON, "max_turns": st.integers() | JSON,
                  "pace": JSON, "name": st.text(max_size=40) | JSON, "public": JSON,
                  "board": MAPS | JSON, "flags": FLAGS | JSON},
    )  # fmt: skip
    act = st.fixed_dictionaries(
        {"type": st.sampled_from(["take", "leave", "colour", "ready", "kick", "seat_kind",
                                  "fill_bots", "settings", "host", "nope"]) | JSON},
        optional={"seat": st.integers() | JSON, "colour": st.integers() | JSON,
                  "kind": SEAT | JSON, "bot": SEAT | JSON, "settings": settings_ | JSON,
                  "ready": JSON, "invite": JSON},
    )  # fmt: skip
    return st.one_of(
        st.tuples(st.just("/api/rooms"), room),
        st.tuples(st.just("/api/games"), game),
        st.tuples(st.just("/api/rooms/{room}/act"), act),
        st.tuples(st.just("/api/challenges"), st.fixed_dictionaries(
            {"bot": st.text(max_size=10) | JSON},
            optional={"players": st.integers() | JSON, "others": SEAT | JSON,
                      "settings": settings_ | JSON})),
    )  # fmt: skip


@pytest.mark.parametrize("storage_url", ["sqlite"], indirect=True)
@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(request=_bodies())
def test_random_bodies_of_the_richest_routes_are_answered_cleanly(
    hostile_world: tuple[ServerThread, World, pytest.LogCaptureFixture],
    request: tuple[str, Any],
) -> None:
    _, world, log = hostile_world
    path, body = request
    started = time.monotonic()
    # Another player's room: acts of any kind are refused (its host is Fuzzer).
    client = world.guest if path.endswith("/act") else world.account
    response = client.post(_fill(path, world.ids), content=msgspec.json.encode(body))
    fault = _check(response, time.monotonic() - started, "POST")
    assert fault is None, fault
    assert not _server_faults(log), _server_faults(log)


@pytest.fixture
def hostile_world(
    server: ServerThread, server_log: pytest.LogCaptureFixture
) -> Iterator[tuple[ServerThread, World, pytest.LogCaptureFixture]]:
    with ExitStack() as stack:
        yield server, World(server, stack), server_log
