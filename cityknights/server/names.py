"""Players' display names: what a name may be, and the key that makes two names the same.

A name is 3-20 characters (code points, after NFC normalization and trimming the spaces at
its ends) of any script, with letters or digits in it; control and format characters
(which could hide text or reverse its direction) and runs of spaces are refused, as are
letters of two scripts whose letters look alike (Latin, Cyrillic, Greek...): "Anna"
with a Cyrillic A (U+0410) looks like "Anna" and would have been another account, one
that could pass for hers. Other mixes are how people write ("Kenji 健二"). Markup is
allowed and shown as text: the client never puts a name into HTML. Two names are the
same account's if their keys are: NFKC, case-folded, so that "Anna", "ANNA" and "Anna" in
full-width letters (U+FF21...) cannot be three accounts.
"""

from __future__ import annotations

import re
import unicodedata

MIN_NAME = 3
MAX_NAME = 20
#: A game's name in the lobby (optional; plain text, any script).
MAX_GAME_NAME = 100
#: Characters that show nothing though Unicode calls them letters or symbols (Hangul
#: fillers, the blank Braille pattern): a text of them is as empty as one of spaces.
BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
#: An outside bot account's name (docs/bot-api.md): shown beside its seats to every
#: player and in its token's account, so short and plain.
BOT_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,31}")
BOT_NAME_RULE = "1 to 32 letters, digits, '-' or '_', starting with a letter or digit"


#: Scripts with letters that look like another's (Unicode's confusables: Latin a,
#: Cyrillic U+0430, Greek U+03B1; Armenian U+0585 and Coptic U+2C9F are an o, Cherokee
#: U+13AA an A): a name may hold letters of one of them at most. Mixing others (Latin with Japanese, Hebrew with Latin markup) is how
#: people write, and passes for no other name.
LOOKALIKE = frozenset({"LATIN", "CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE", "COPTIC"})
#: First words of Unicode character names that name no script of their own.
_HAN_WORDS = ("CJK", "IDEOGRAPHIC")


class BadName(ValueError):
    """The name cannot be used; the message says why, in words for the person choosing."""


def clean_name(raw: str) -> tuple[str, str]:
    """The name as it is kept, and its key; BadName if it cannot be one."""
    name = unicodedata.normalize("NFC", raw).strip()
    length = len(name)
    if length < MIN_NAME:
        raise BadName(f"a name has at least {MIN_NAME} characters, got {length}")
    if length > MAX_NAME:
        raise BadName(f"a name has at most {MAX_NAME} characters, got {length}")
    for char in name:
        category = unicodedata.category(char)
        if category in ("Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"):
            raise BadName(f"a name cannot hold the character U+{ord(char):04X}")
        if category == "Zs" and char != " ":
            raise BadName(f"a name's spaces are plain spaces, not U+{ord(char):04X}")
    _no_lookalikes(name)
    if "  " in name:
        raise BadName("a name cannot hold two spaces in a row")
    if not any(unicodedata.category(c)[0] in "LN" for c in name):
        raise BadName("a name holds at least one letter or digit")
    return name, name_key(name)


def script(char: str) -> str | None:
    """The script of a letter, as the first word of its Unicode name ("LATIN", "CYRILLIC",
    "HAN"), read from its compatibility form (a full-width or mathematical A is Latin);
    None for what is not a letter of a script (a digit, a mark, a modifier letter such as
    the Japanese long vowel mark, which each script's writers use). The standard library
    has no script property: the names carry it for letters."""
    if unicodedata.category(char) not in ("Lu", "Ll", "Lt", "Lo"):
        return None
    word = unicodedata.name(unicodedata.normalize("NFKC", char)[:1], "").partition(" ")[0]
    return "HAN" if word in _HAN_WORDS else word or None


def _no_lookalikes(name: str) -> None:
    mixed = {s for s in map(script, name) if s in LOOKALIKE}
    if len(mixed) > 1:
        shown = " and ".join(sorted(s.title() for s in mixed))
        raise BadName(
            f"a name cannot mix {shown} letters: they look alike, so it could pass for another name"
        )


def shows(char: str) -> bool:
    """Whether `char` draws something: not a space, a control, zero-width, direction or
    other format character, nor a blank letter."""
    return unicodedata.category(char)[0] not in "CZ" and char not in BLANK_LETTERS


def check_game_name(name: str) -> None:
    """BadName unless `name` can name a game in the lobby: at most MAX_GAME_NAME
    characters, no control characters (a lobby line is plain text, and PostgreSQL's text
    refuses NUL), and something that shows unless it is empty (no name): a name of only
    zero-width or direction characters made an invisible line in everyone's lobby."""
    if len(name) > MAX_GAME_NAME:
        raise BadName(f"at most {MAX_GAME_NAME} characters, got {len(name)}")
    control = next((ch for ch in name if unicodedata.category(ch) == "Cc"), None)
    if control is not None:
        raise BadName(f"no control characters (U+{ord(control):04X})")
    if name and not any(shows(ch) for ch in name):
        raise BadName(
            "nothing in it shows (only spaces, zero-width or direction characters): "
            "leave it empty for a game without a name"
        )


def name_key(name: str) -> str:
    return unicodedata.normalize("NFKC", name).casefold()
