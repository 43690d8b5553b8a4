"""The storage interface, the same tests on SQLite and PostgreSQL."""

from __future__ import annotations

import contextlib
import json
import random
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from cityknights.engine import CHANCE, Game
from cityknights.server.storage import (
    ChatRecord,
    GameRecord,
    MoveRecord,
    SeatRecord,
    StorageError,
    VersionConflict,
    open_storage,
)
from cityknights.server.table import build_state


def record(
    game_id: str = "g1", seed: int = 5, status: str = "live", first: str = "human"
) -> GameRecord:
    """A C&K game of 3: seat 0 `first` ("human", with a link's token, or "open"), 2 bots."""
    game = Game(expansion="ck", players=3, seed=seed)
    seats = (
        SeatRecord(0, first, None, "ab" * 32 if first == "human" else None, False),
        SeatRecord(1, "bot", "random", None, False),
        SeatRecord(2, "bot", "random", None, False),
    )
    room = {"seats": [first, "random", "random"], "turn_timer": None, "grace_period": 30,
            "bot_think": 1.0}  # fmt: skip
    return GameRecord(game_id, {"game": game.config(), "room": room, "seed": seed}, 100.0, 0,
                      status, None, True, "test", seats)  # fmt: skip


def random_moves(n: int, seed: int = 5) -> list[MoveRecord]:
    state = Game(expansion="ck", players=3, seed=seed).new_initial_state()
    rng = random.Random(1)
    moves = []
    for version in range(1, n + 1):
        if state.current_player() == CHANCE:
            action, actor = state.sample_chance(rng), CHANCE
        else:
            action, actor = rng.choice(state.legal_actions()), state.current_player()
        state.apply(action)
        moves.append(MoveRecord(version, actor, action.to_json(), float(version)))
    return moves


def test_game_round_trip(storage_url: str) -> None:
    db = open_storage(storage_url)
    db.create_game(record())
    loaded = db.load_game("g1")
    assert loaded == record()
    assert db.load_game("nope") is None
    db.close()


def test_moves_append_in_order_and_a_stored_version_conflicts(storage_url: str) -> None:
    db = open_storage(storage_url)
    db.create_game(record())
    moves = random_moves(30)
    db.append_moves("g1", moves[:10], finished=False, winner=None)
    db.append_moves("g1", moves[10:20], finished=False, winner=None)
    with pytest.raises(VersionConflict):
        db.append_moves("g1", moves[15:25], finished=False, winner=None)  # 16-20 stored
    with pytest.raises(VersionConflict):
        db.append_moves("g1", moves[21:25], finished=False, winner=None)  # a gap: 21 missing
    assert db.moves("g1") == moves[:20]  # the refused batches wrote nothing
    assert db.moves("g1", 15) == moves[15:20]
    assert db.load_game("g1").version == 20  # type: ignore[union-attr]
    db.append_moves("g1", moves[20:], finished=True, winner=2)
    done = db.load_game("g1")
    assert done is not None and (done.status, done.winner, done.version) == ("finished", 2, 30)
    assert db.unfinished_games() == []
    assert [r.id for r in db.list_games("finished")] == ["g1"]
    db.close()


def race(*calls: tuple[Any, ...]) -> None:
    """Run each call (a function and its arguments) in a thread of its own, all at once,
    and wait for them all: the two storage objects' sides of a race."""
    workers = [threading.Thread(target=call[0], args=call[1:]) for call in calls]
    for w in workers:
        w.start()
    for w in workers:
        w.join()


def test_two_writers_of_one_version_one_wins(storage_url: str) -> None:
    first, second = open_storage(storage_url), open_storage(storage_url)
    first.create_game(record())
    moves = random_moves(1)
    outcomes: list[str] = []
    barrier = threading.Barrier(2)

    def write(db: object) -> None:
        barrier.wait()
        try:
            db.append_moves("g1", moves, finished=False, winner=None)  # type: ignore[attr-defined]
            outcomes.append("stored")
        except VersionConflict:
            outcomes.append("conflict")

    race((write, first), (write, second))
    assert sorted(outcomes) == ["conflict", "stored"]
    assert len(first.moves("g1")) == 1
    first.close()
    second.close()


def test_a_snapshot_and_the_moves_after_it_give_the_replayed_position(storage_url: str) -> None:
    """Loaded after a restart, a game is the snapshot and the moves after it, and keeps
    its last RECENT_STEPS steps for reconnecting clients: replayed from the latest
    snapshot that leaves them all to replay (a client that saw version 200 of 350 gets
    the 150 steps it missed, not a fresh view)."""
    from cityknights.engine import Action
    from cityknights.server.table import RECENT_STEPS

    db = open_storage(storage_url)
    db.create_game(record())
    moves = random_moves(350)
    replayed = Game.from_config(record().config["game"]).new_initial_state()
    for start in range(0, 350, 100):
        for m in moves[start : start + 100]:
            replayed.apply(Action.from_json(m.action))
        end = min(start + 100, 350)
        snapshot = (end, replayed.to_json()) if end % 100 == 0 else None
        db.append_moves("g1", moves[start:end], finished=False, winner=None, snapshot=snapshot)
    assert db.latest_snapshot("g1") is not None and db.latest_snapshot("g1")[0] == 300  # type: ignore[index]
    assert db.latest_snapshot("g1", at_most=250)[0] == 200  # type: ignore[index]
    assert db.latest_snapshot("g1", at_most=99) is None
    loaded = db.load_game("g1")
    assert loaded is not None
    state, version, recent = build_state(db, loaded)
    assert version == 350
    assert state.to_json() == replayed.to_json()
    assert RECENT_STEPS == 200
    assert [s.version for s in recent] == list(range(151, 351))  # from the snapshot at 100
    db.close()


def test_a_game_set_up_at_a_position_resumes_from_it(storage_url: str) -> None:
    """A game stored at a position (a snapshot at version 0) and played a little is that
    position and its moves when loaded, not a new game's."""
    from cityknights.engine import Action

    db = open_storage(storage_url)
    db.create_game(record())
    moves = random_moves(30)
    start = Game.from_config(record().config["game"]).new_initial_state()
    for m in moves[:20]:
        start.apply(Action.from_json(m.action))
    position = start.to_json()
    with db.transaction() as cur:  # as a game set up at a position is stored
        cur.execute(
            "INSERT INTO snapshots (game_id, version, position) VALUES (?, ?, ?)",
            ("g1", 0, json.dumps(position)),
        )
    replayed = Game.from_config(record().config["game"]).new_initial_state()
    replayed = type(replayed).from_json(replayed.game, position)
    later = [MoveRecord(i + 1, m.actor, m.action, m.time) for i, m in enumerate(moves[20:])]
    for m in later:
        replayed.apply(Action.from_json(m.action))
    db.append_moves("g1", later, finished=False, winner=None)
    loaded = db.load_game("g1")
    assert loaded is not None
    state, version, recent = build_state(db, loaded)
    assert version == 10 and [s.version for s in recent] == list(range(1, 11))
    assert state.to_json() == replayed.to_json()
    db.close()


def test_claim_seat_once_and_chat_log(storage_url: str) -> None:
    db = open_storage(storage_url)
    db.create_game(record())
    # A seat handed out as a link: a join (a claim with a new token) never takes it...
    assert not db.claim_seat("g1", 0, "cd" * 32)
    assert db.claim_seat("g1", 0)  # ...its link's holder does
    seat = db.load_game("g1").seats[0]  # type: ignore[union-attr]
    assert (seat.claimed, seat.token_hash) == (True, "ab" * 32)
    db.create_game(record("g2", first="open"))
    assert db.claim_seat("g2", 0, "cd" * 32)  # an open seat: the first join takes it
    assert not db.claim_seat("g2", 0, "ef" * 32)  # taken: the token stays
    assert not db.claim_seat("g2", 1, "ef" * 32)  # a bot seat
    seat = db.load_game("g2").seats[0]  # type: ignore[union-attr]
    assert (seat.claimed, seat.token_hash) == (True, "cd" * 32)
    db.create_game(record("g3", status="finished", first="open"))
    assert not db.claim_seat("g3", 0, "cd" * 32)  # a game that is over: nobody joins it
    assert not db.load_game("g3").seats[0].claimed  # type: ignore[union-attr]
    db.add_chat("g1", ChatRecord(0, "hello", 1.0))
    db.add_chat("g1", ChatRecord(None, "from a spectator", 2.0))
    assert db.chat("g1") == [ChatRecord(0, "hello", 1.0), ChatRecord(None, "from a spectator", 2.0)]
    db.close()


def open_seats(game_id: str, n: int = 4) -> GameRecord:
    """A base game of `n` open seats (joined from the lobby), none taken."""
    game = Game(expansion="base", players=n, seed=1)
    seats = tuple(SeatRecord(i, "open", None, None, False) for i in range(n))
    room = {"seats": ["open"] * n, "turn_timer": None, "grace_period": 30, "bot_think": 1.0}
    return GameRecord(game_id, {"game": game.config(), "room": room, "seed": 1}, 100.0, 0,
                      "live", None, True, "test", seats)  # fmt: skip


@pytest.mark.parametrize("who", ["player", "bot"])
def test_two_processes_joining_one_player_at_once_seat_it_once(storage_url: str, who: str) -> None:
    """Two server processes sharing one database (two storage objects, a connection pool
    each) join one player, or one bot account, to one game at once, each to a different
    open seat (each process read the game before the other's claim): one seat is taken,
    the other join answers the seat held. The check and the claim were two transactions,
    so both passed the check now and then and the player sat twice."""
    rounds = 60
    first, second = open_storage(storage_url), open_storage(storage_url)
    player, bot = ("p-racer", None) if who == "player" else (None, "racer")
    barrier = threading.Barrier(2)
    results: dict[int, list[tuple[bool, int | None]]] = {0: [], 1: []}

    def join(db: object, seat: int) -> None:
        for r in range(rounds):
            barrier.wait(timeout=30)
            taken = db.join_seat(f"race{r}", seat, f"{seat:02x}" * 32, player, bot)  # type: ignore[attr-defined]
            results[seat].append(taken)

    try:
        for r in range(rounds):
            first.create_game(open_seats(f"race{r}"))
        race((join, first, 0), (join, second, 1))
        twice = []
        for r in range(rounds):
            (a_taken, a_held), (b_taken, b_held) = results[0][r], results[1][r]
            seats = first.load_game(f"race{r}").seats  # type: ignore[union-attr]
            mine = [s.seat for s in seats if s.claimed and (s.player_id, s.bot) == (player, bot)]
            if len(mine) != 1:
                twice.append((r, mine))
                continue
            # The one that lost the race was told the winner's seat, and took nothing.
            assert sorted([a_taken, b_taken]) == [False, True]
            assert (a_held, b_held) == ((None, 0) if a_taken else (1, None))
        assert not twice, f"seated more than once in {len(twice)} of {rounds} games: {twice[:5]}"
    finally:
        first.close()
        second.close()


def link_and_open(game_id: str, links: int = 1) -> GameRecord:
    """A base game of 4: the first `links` seats handed out as links (their tokens'
    hashes "00" * 32, "01" * 32, ...), the others open (joined from the lobby), none taken."""
    game = Game(expansion="base", players=4, seed=1)
    seats = tuple(SeatRecord(i, "human", None, f"{i:02x}" * 32, False) if i < links
                  else SeatRecord(i, "open", None, None, False) for i in range(4))  # fmt: skip
    room = {"seats": [s.kind for s in seats], "turn_timer": None, "grace_period": 30,
            "bot_think": 1.0}  # fmt: skip
    return GameRecord(game_id, {"game": game.config(), "room": room, "seed": 1}, 100.0, 0,
                      "live", None, True, "test", seats)  # fmt: skip


def players_seats(db: object, game_id: str, player: str) -> list[int]:
    seats = db.load_game(game_id).seats  # type: ignore[attr-defined]
    return [s.seat for s in seats if s.player_id == player]


def test_a_link_seat_is_not_recorded_as_a_player_s_who_joined_an_open_seat(
    storage_url: str,
) -> None:
    """One rule whatever the order: a player who holds an open seat of a game holds no
    other seat of it. Joined first, then opening a link of the game (signed in): the
    link's seat is taken (its token says so) but not recorded as theirs. Link first:
    the join is refused with the seat held. Several link seats may be one player's."""
    db = open_storage(storage_url)
    try:
        db.create_game(link_and_open("j1"))
        assert db.join_seat("j1", 1, "01" * 32, "p1") == (True, None)
        assert db.claim_seat("j1", 0, None, "p1")  # the link: its seat is taken...
        seat0 = db.load_game("j1").seats[0]  # type: ignore[union-attr]
        assert seat0.claimed and seat0.player_id is None  # ...and not recorded as theirs
        assert players_seats(db, "j1", "p1") == [1]
        db.seat_player("j1", 0, "p1")  # the link opened again, signed in: still not
        assert players_seats(db, "j1", "p1") == [1]

        db.create_game(link_and_open("j2"))
        assert db.claim_seat("j2", 0, None, "p1")
        assert db.join_seat("j2", 1, "01" * 32, "p1") == (False, 0)
        assert players_seats(db, "j2", "p1") == [0]

        # An open seat joined without signing in, opened later signed in by one who holds
        # another open seat: not recorded either.
        db.create_game(link_and_open("j3"))
        assert db.join_seat("j3", 1, "01" * 32, "p1") == (True, None)
        assert db.join_seat("j3", 2, "02" * 32) == (True, None)
        db.seat_player("j3", 2, "p1")
        assert players_seats(db, "j3", "p1") == [1]

        # Link seats alone: one player may hold several (links opened in one browser).
        db.create_game(link_and_open("j4", links=2))
        assert db.claim_seat("j4", 0, None, "p1")
        assert db.claim_seat("j4", 1)
        db.seat_player("j4", 1, "p1")
        assert players_seats(db, "j4", "p1") == [0, 1]
    finally:
        db.close()


@pytest.mark.parametrize("link", ["claim", "seat_player"])
def test_a_link_and_a_join_of_one_player_at_once_seat_it_once(storage_url: str, link: str) -> None:
    """Two server processes sharing one database: one records a player on the link seat
    they opened (`claim_seat` without a token: the seat's first socket; `seat_player`: a
    link opened before, now signed in), the other joins the same player to an open seat,
    at once. Either the link is theirs and the join is refused (the seat held), or the
    join is theirs and the link's seat is not recorded as theirs: never both. The link's
    record took no lock, so the join's check saw no seat of theirs while the link's was
    being recorded, and the player sat twice."""
    rounds = 60
    first, second = open_storage(storage_url), open_storage(storage_url)
    barrier = threading.Barrier(2)
    joins: list[tuple[bool, int | None]] = []

    def open_link(db: object) -> None:
        for r in range(rounds):
            barrier.wait(timeout=30)
            if link == "claim":
                db.claim_seat(f"mix{r}", 0, None, "p-racer")  # type: ignore[attr-defined]
            else:
                db.seat_player(f"mix{r}", 0, "p-racer")  # type: ignore[attr-defined]

    def join(db: object) -> None:
        for r in range(rounds):
            barrier.wait(timeout=30)
            joins.append(db.join_seat(f"mix{r}", 1, "01" * 32, "p-racer"))  # type: ignore[attr-defined]

    try:
        for r in range(rounds):
            first.create_game(link_and_open(f"mix{r}"))
            if link == "seat_player":
                assert first.claim_seat(f"mix{r}", 0)  # opened before, nobody signed in
        race((open_link, first), (join, second))
        twice = []
        for r in range(rounds):
            mine = players_seats(first, f"mix{r}", "p-racer")
            if len(mine) != 1:
                twice.append((r, mine))
                continue
            # The join lost (the seat held named) or won (the link's seat left unrecorded).
            assert joins[r] == ((False, 0) if mine == [0] else (True, None)), (r, mine, joins[r])
            assert first.load_game(f"mix{r}").seats[0].claimed  # type: ignore[union-attr]
        assert not twice, f"seated more than once in {len(twice)} of {rounds} games: {twice[:5]}"
    finally:
        first.close()
        second.close()


def test_a_claim_with_a_token_refuses_a_player_who_holds_a_seat(storage_url: str) -> None:
    """`claim_seat` with a token (a join's claim) obeys the join's rule: a player or bot
    account holding a seat of the game (an open seat joined, a link seat recorded as
    theirs) gets no second one, and the seat stays open. It did not check: the claim
    seated one player on two open seats of one game."""
    db = open_storage(storage_url)
    try:
        db.create_game(link_and_open("t1"))
        assert db.claim_seat("t1", 1, "11" * 32, "p1")  # first: taken
        assert not db.claim_seat("t1", 2, "22" * 32, "p1")  # holds seat 1: refused
        assert not db.load_game("t1").seats[2].claimed  # type: ignore[union-attr]
        assert players_seats(db, "t1", "p1") == [1]
        assert db.claim_seat("t1", 2, "22" * 32, "p2")  # another player: taken

        db.create_game(link_and_open("t2"))
        assert db.claim_seat("t2", 0, None, "p1")  # the link seat, recorded as theirs
        assert not db.claim_seat("t2", 1, "11" * 32, "p1")
        assert players_seats(db, "t2", "p1") == [0]

        db.create_game(link_and_open("t3"))
        assert db.claim_seat("t3", 1, "11" * 32, None, "botty")
        assert not db.claim_seat("t3", 2, "22" * 32, None, "botty")
        assert db.claim_seat("t3", 2, "22" * 32)  # nobody signed in: no rule to apply
    finally:
        db.close()


@pytest.mark.parametrize("other", ["claim", "join"])
def test_a_token_claim_racing_another_of_one_player_seats_it_once(
    storage_url: str, other: str
) -> None:
    """Two server processes sharing one database: one claims an open seat with a token
    for a player, the other claims (or joins) another open seat of the same game for the
    same player, at once. One seat is theirs, never two."""
    rounds = 60
    first, second = open_storage(storage_url), open_storage(storage_url)
    barrier = threading.Barrier(2)
    taken: dict[int, list[bool]] = {0: [], 1: []}

    def claim(db: object, seat: int) -> None:
        for r in range(rounds):
            barrier.wait(timeout=30)
            if seat == 1 and other == "join":
                got = db.join_seat(f"tok{r}", seat, f"{seat:02x}" * 32, "p-racer")[0]  # type: ignore[attr-defined]
            else:
                got = db.claim_seat(f"tok{r}", seat, f"{seat:02x}" * 32, "p-racer")  # type: ignore[attr-defined]
            taken[seat].append(got)

    try:
        for r in range(rounds):
            first.create_game(open_seats(f"tok{r}"))
        race((claim, first, 0), (claim, second, 1))
        twice = []
        for r in range(rounds):
            mine = players_seats(first, f"tok{r}", "p-racer")
            if len(mine) != 1:
                twice.append((r, mine))
                continue
            assert sorted([taken[0][r], taken[1][r]]) == [False, True]
            claimed = [s.seat for s in first.load_game(f"tok{r}").seats if s.claimed]  # type: ignore[union-attr]
            assert claimed == mine
        assert not twice, f"seated more than once in {len(twice)} of {rounds} games: {twice[:5]}"
    finally:
        first.close()
        second.close()


def test_sqlite_is_wal_with_full_sync_by_default(tmp_path: Path) -> None:
    from cityknights.server.storage.sqlite import SqliteStorage

    db = open_storage(tmp_path / "g.sqlite3")
    assert isinstance(db, SqliteStorage)
    assert db.journal_mode() == "wal"
    assert db.synchronous() == 2  # FULL
    db.close()


def test_bad_databases_are_named(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    with pytest.raises(StorageError, match="cannot open the SQLite database"):
        open_storage(tmp_path / "file" / "games.sqlite3")
    with pytest.raises(StorageError, match="synchronous must be one of"):
        open_storage(tmp_path / "g.sqlite3", synchronous="SOMETIMES")
    with pytest.raises(StorageError, match="cannot open the PostgreSQL database"):
        open_storage("postgresql://nobody@127.0.0.1:1/none")


def test_a_group_commit_refuses_only_the_stale_appends(storage_url: str) -> None:
    from cityknights.server.storage import Append

    db = open_storage(storage_url)
    for game_id in ("g1", "g2", "g3"):
        db.create_game(record(game_id))
    moves = random_moves(6)
    db.append_moves("g2", moves[:2], finished=False, winner=None)
    results = db.append_many([
        Append("g1", tuple(moves[:3]), False, None),
        Append("g2", tuple(moves[:3]), False, None),  # versions 1-2 are stored: stale
        Append("g3", tuple(moves[:1]), False, None, (1, {"any": "position"})),
    ])  # fmt: skip
    assert [type(r).__name__ for r in results] == ["NoneType", "VersionConflict", "NoneType"]
    assert db.moves("g1") == moves[:3] and db.moves("g2") == moves[:2]
    assert db.latest_snapshot("g3") == (1, {"any": "position"})
    # Two appends of one version of one game in one batch: the unique key settles it.
    results = db.append_many([
        Append("g1", tuple(moves[3:5]), False, None),
        Append("g1", tuple(moves[3:4]), False, None),
        Append("g3", tuple(moves[1:2]), False, None),
    ])  # fmt: skip
    assert [type(r).__name__ for r in results] == ["NoneType", "VersionConflict", "NoneType"]
    assert db.moves("g1") == moves[:5] and db.moves("g3") == moves[:2]
    db.close()


def test_exactly_one_storage_drives_a_game_until_it_lets_go(storage_url: str) -> None:
    """Two processes' storages on one database: the first to claim a game drives it; the
    other takes it when the first releases it or closes (a process that died)."""
    first, second = open_storage(storage_url), open_storage(storage_url)
    try:
        assert first.claim_driving(["g1", "g2"]) == {"g1", "g2"}
        if storage_url.startswith("postgresql://"):
            assert second.claim_driving(["g1", "g2"]) == set()
            first.release_driving("g1")
            assert second.claim_driving(["g1", "g2"]) == {"g1"}
            assert first.claim_driving(["g1", "g2"]) == {"g2"}
            first.close()  # its connection's locks go with it, once the database sees it gone
            deadline = time.monotonic() + 10
            while second.claim_driving(["g1", "g2"]) != {"g1", "g2"}:
                assert time.monotonic() < deadline, "the closed storage's lock was kept"
                time.sleep(0.05)
    finally:
        for storage in (first, second):
            with contextlib.suppress(Exception):
                storage.close()
