"""The server's in-memory caches (records, records as each reader saw them, replay
indexes) are bounded by their entries and by their weight: a few games of thousands of
turns no longer fill the memory that 32 games of any length could."""

from __future__ import annotations

import threading

from hypothesis import given
from hypothesis import strategies as st

from cityknights.server import records, replays
from cityknights.server.bounded_cache import BoundedCache


def test_the_least_recently_used_goes_first_past_either_bound() -> None:
    cache: BoundedCache[str, str] = BoundedCache(3, 10, len)
    for key in "abc":
        cache.put(key, "xx")
    assert cache.get("a") == "xx"  # now the most recently used
    cache.put("d", "xx")  # 4 entries: "b", the least recently used, goes
    assert [cache.get(k) for k in "abcd"] == ["xx", None, "xx", "xx"]
    cache.put("e", "xxxxxx")  # weight 2 + 2 + 2 + 6 > 10: the oldest go until it fits
    assert cache.get("e") == "xxxxxx" and cache.total <= 10 and len(cache) <= 3
    assert cache.get("a") is None
    cache.put("e", "x")  # put again: weighed again
    assert cache.total == sum(len(cache.get(k) or "") for k in "abcde")


def test_a_value_heavier_than_the_whole_bound_is_not_kept_and_drops_nothing() -> None:
    cache: BoundedCache[str, str] = BoundedCache(8, 10, len)
    cache.put("a", "xxxx")
    cache.put("huge", "x" * 11)
    assert cache.get("huge") is None and cache.get("a") == "xxxx" and cache.total == 4


@given(st.lists(st.tuples(st.sampled_from("abcdefgh"), st.integers(0, 12)), max_size=60))
def test_the_bounds_always_hold(puts: list[tuple[str, int]]) -> None:
    cache: BoundedCache[str, int] = BoundedCache(4, 20, lambda weight: weight)
    for key, weight in puts:
        cache.put(key, weight)
        assert len(cache) <= 4 and cache.total <= 20
        assert cache.get(key) == (weight if weight <= 20 else None)


def test_threads_putting_at_once_keep_the_weight_right() -> None:
    cache: BoundedCache[int, str] = BoundedCache(50, 400, len)

    def put(offset: int) -> None:
        for i in range(300):
            cache.put((offset + i) % 120, "x" * (i % 9))

    workers = [threading.Thread(target=put, args=(n * 7,)) for n in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    kept = [cache.get(k) for k in range(120)]
    assert cache.total == sum(len(v) for v in kept if v is not None) <= 400


def test_the_server_s_caches_weigh_moves_bytes_and_versions() -> None:
    # A record of a game of 70,000 moves (some 75 MB in memory) is not kept; a long full
    # game of 1,400 moves is, and 32 of them fit.
    records._cache.put("test-huge", {"moves": [{}] * 70_000})
    records._cache.put("test-long", {"moves": [{}] * 1_400})
    assert records._cache.get("test-huge") is None and records._cache.get("test-long")
    assert records.CACHED * 1_400 <= records.CACHED_MOVES
    records._views.put(("test-huge", "full"), b"x" * (records.CACHED_VIEW_BYTES + 1))
    assert records._views.get(("test-huge", "full")) is None
    # A replay index weighs its versions: a 60,000-version game's is not kept.
    index = replays.ReplayIndex((None,) * 60_000, (), ())  # type: ignore[arg-type]
    replays._INDEXES.put("test-huge", index)
    assert replays._INDEXES.get("test-huge") is None
    assert replays.MAX_GAMES * 2_500 <= replays.MAX_VERSIONS
