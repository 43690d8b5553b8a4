"""json_keys.twice_given: the place of a key given twice in one object, or None."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cityknights.server.json_keys import MAX_SHOWN, twice_given


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ('{"a": 1, "a": 1}', "a"),
        ('{"a": 1, "b": {"c": [1, {"d": 2, "e": 3, "d": 4}]}}', "b.c[1].d"),
        ('[{"x": 1}, {"y": 1, "y": 2}]', "[1].y"),
        ('{"\\ud800": 1, "\\ud800": 2}', "\\ud800"),  # quoted back as its escape
        ('{"k": 1, "K": 2, "k": 3}', "k"),
        ('{"' + "x" * 500 + '": 1, "' + "x" * 500 + '": 2}', "x" * MAX_SHOWN),
    ],
)
def test_a_key_given_twice_is_found_at_its_place(text: str, place: str) -> None:
    assert twice_given(text) == place
    assert twice_given(text.encode("utf-8", "surrogatepass")) == place


@pytest.mark.parametrize(
    "text",
    [
        '{"a": 1, "b": {"a": 1}}',
        "[1, 2, 3]",
        '"a"',
        "",
        "{",
        b"\xff\xfe",
        "[" * 100_000,
        '{"a": NaN}',
        "1e999",
    ],
)
def test_none_without_a_key_twice_or_for_what_is_not_json(text: str | bytes) -> None:
    assert twice_given(text) is None


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner, max_size=4)
    ),
    max_leaves=20,
)


@given(json_values)
def test_json_made_by_a_json_encoder_never_has_a_key_twice(value: object) -> None:
    assert twice_given(json.dumps(value)) is None
