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


@pytest.mark.parametrize(
    ("raw", "scripts"),
    [
        ("\u0410nna", "Cyrillic and Latin"),  # a Cyrillic A (U+0410): passes for "Anna"
        ("P\u0430ypal", "Cyrillic and Latin"),  # a Cyrillic a (U+0430) inside
        ("Anna \u0395\u03bb\u03ad\u03bd\u03b7", "Greek and Latin"),
        ("\u0391nna", "Greek and Latin"),  # a Greek Alpha
        ("\uff21nn\u0430", "Cyrillic and Latin"),  # a full-width A is Latin too
        ("\u0421\u03bf\u0441", "Cyrillic and Greek"),
        ("g\u0585\u0585gle", "Armenian and Latin"),  # Armenian o (U+0585)
    ],
)
def test_a_name_mixing_lookalike_scripts_is_refused(raw: str, scripts: str) -> None:
    with pytest.raises(BadName, match=f"cannot mix {scripts} letters: they look alike"):
        clean_name(raw)


@pytest.mark.parametrize(
    "raw",
    [
        "Kenji \u5065\u4e8c",
        "\u30c6\u30b9\u30c8\u592a\u90ce",
        "\uff83\uff7d\uff84",  # half-width katakana
        "\uae40 Lee",
        "\u05e9\u05dc\u05d5\u05dd <b>1a</b>",  # Hebrew with Latin markup
        "\u0410\u0445\u043c\u0435\u0434 22",
        "\u0396\u03c9\u03ae",
        "\u0141ukasz",
        "Nguy\u1ec5n",
        "\u02bbOla Kai",  # a modifier letter is no script's
        "\U0001d400nna",  # a mathematical bold A is Latin
    ],
)
def test_one_lookalike_script_with_any_others_is_a_name(raw: str) -> None:
    assert clean_name(raw)[0] == unicodedata.normalize("NFC", raw)
