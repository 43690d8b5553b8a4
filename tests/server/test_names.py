"""Players' names: what may be one, and when two are the same account's."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cityknights.server.names import MAX_NAME, MIN_NAME, BadName, clean_name, name_key


@pytest.mark.parametrize(
    ("raw", "kept"),
    [
        ("Anna", "Anna"),
        ("  Anna K  ", "Anna K"),
        ("<b>x</b>", "<b>x</b>"),  # markup is a name like any other, shown as text
        ("محمد", "محمد"),
        ("สมชาย", "สมชาย"),
        ("राधा", "राधा"),
        ("e\u0301te", "\u00e9te"),  # NFC: the accent composed
        ("x" * MAX_NAME, "x" * MAX_NAME),
    ],
)
def test_good_names_are_kept_trimmed_and_composed(raw: str, kept: str) -> None:
    assert clean_name(raw)[0] == kept


@pytest.mark.parametrize(
    ("raw", "why"),
    [
        ("ab", "at least 3 characters, got 2"),
        ("   a  ", "at least 3 characters, got 1"),
        ("x" * (MAX_NAME + 1), "at most 20 characters, got 21"),
        ("ab\u202ecd", "U+202E"),  # right-to-left override: would reverse what follows
        ("ab\u200bcd", "U+200B"),  # zero-width space: two names that look the same
        ("ab\ncd", "U+000A"),
        ("ab\u00a0cd", "plain spaces, not U+00A0"),
        ("ab  cd", "two spaces in a row"),
        ("---", "at least one letter or digit"),
    ],
)
def test_bad_names_say_why(raw: str, why: str) -> None:
    with pytest.raises(BadName, match=why.replace("+", r"\+")):
        clean_name(raw)


def test_one_account_name_whatever_its_case_or_width() -> None:
    keys = {clean_name(n)[1] for n in ("Anna", "ANNA", "anna", "\uff21\uff4e\uff4e\uff41")}
    assert keys == {"anna"}
    assert name_key("Straße") == name_key("STRASSE")


@given(st.text(max_size=40))
def test_any_text_is_a_clean_name_or_refused_with_a_reason(raw: str) -> None:
    try:
        name, key = clean_name(raw)
    except BadName as error:
        assert str(error)
        return
    assert MIN_NAME <= len(name) <= MAX_NAME
    assert name == name.strip() and unicodedata.is_normalized("NFC", name)
    assert clean_name(name) == (name, key)  # cleaning is idempotent
