"""The catalogs use the glossary's terms: wherever an English message names a game term
of docs/glossary.md (knight, barbarians, paper, metropolis, Aqueduct, every progress
card, ...), the same message in each language contains that language's glossary word.

Words inflect, so a term is found by a prefix of each of its words (the word less its
last two letters, at least three), and Arabic words also without their article; the
irregular forms no prefix reaches (Arabic broken plurals, Turkish plural terrain names
used in the singular) are listed in IRREGULAR. Verbs (activate, promote, displace,
chase the robber) are left out: their forms vary beyond a prefix, and they were checked
by reading (docs/i18n-review.md)."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "cityknights" / "web" / "i18n"
GLOSSARY = ROOT / "docs" / "glossary.md"
LANGUAGES = ["af", "tr", "ar", "th", "hi"]
COLUMNS = ["en", *LANGUAGES]

#: English rows not checked: words English also uses in another sense (a "level", to
#: "trade", the "bank" beside the Bank improvement, a "point" of a knight's strength),
#: the verbs, and the title.
NOT_CHECKED = {
    "Cities & Knights",
    "city",
    "road",
    "hex",
    "level",
    "bank",
    "Bank",
    "dice",
    "resource",
    "harbor",
    "trade",
    "politics",
    "science",
    "activate",
    "promote",
    "displace",
    "chase the robber",
}

#: Forms a prefix does not reach: glossary word -> further forms that count as the term.
IRREGULAR = {
    "ar": {
        "فارس": ["فرسان"],
        "سور": ["أسوار"],
        "مدينة": ["مدن"],
        "البربرية": ["برابرة", "بربر"],
        "البرابرة": ["بربر"],
        "سلعة": ["سلع"],
        "حقول": ["حقل"],
        "جبال": ["جبل"],
    },
    "tr": {"barbarlar": ["barbar"], "dağlar": ["dağ"], "tepeler": ["tepe"]},
}


def fold(lang: str, text: str) -> str:
    if lang == "tr":  # Turkish dotted and dotless i do not lower-case by the default rule
        text = text.replace("İ", "i").replace("I", "\u0131")
    return unicodedata.normalize("NFC", text.lower())


class _Text(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.parts.append(node.value)


def catalog_texts(lang: str) -> dict[str, str]:
    """Each message's own words (every variant, no placeholder), folded."""
    resource = parse((I18N / f"{lang}.ftl").read_text(encoding="utf-8"))
    out = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            found = _Text()
            found.visit(entry.value)
            out[entry.id.name] = fold(lang, " ".join(found.parts))
    return out


def glossary_rows() -> list[dict[str, str]]:
    rows = []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if not line.startswith("| ") or line.startswith("| English"):
            continue
        cells = [re.sub("[†‡]", "", c).strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == len(COLUMNS):
            rows.append(dict(zip(COLUMNS, cells, strict=True)))
    return rows


def english_pattern(term: str) -> re.Pattern[str]:
    """The term with its English plural: knight(s), city wall(s), commodit(y|ies),
    metropolis(es), barbarian(s)."""
    *first, last = term.lower().split()
    if last.endswith("y"):
        tail = re.escape(last[:-1]) + "(?:y|ies)"
    elif last.endswith("is"):
        tail = re.escape(last) + "(?:es)?"
    else:
        tail = re.escape(last.removesuffix("s")) + "s?"
    return re.compile(r"\b" + r"\s+".join([*map(re.escape, first), tail]) + r"\b")


def checked_terms() -> list[tuple[re.Pattern[str], dict[str, str]]]:
    terms = {}
    for row in glossary_rows():
        english = re.sub(r"\s*\(.*?\)", "", row["en"]).strip()
        if english in NOT_CHECKED or "/" in english:
            continue
        terms.setdefault(english.lower(), row)
    # Longest first, so "Master Merchant" is taken before "merchant".
    ordered = sorted(terms, key=len, reverse=True)
    return [(english_pattern(t), terms[t]) for t in ordered]


def has_term(lang: str, term: str, text: str) -> bool:
    """Whether text holds one of the glossary's alternatives (split by "/") for term."""
    irregular = IRREGULAR.get(lang, {})
    for alternative in term.split("/"):
        words = fold(lang, alternative.strip()).split()

        def found(word: str) -> bool:
            forms = list(irregular.get(word, []))
            if lang == "ar" and word.startswith("ال") and len(word) > 3:
                word = word[2:]
            forms += irregular.get(word, [])
            if lang == "th":  # Thai does not inflect
                forms.append(word)
            else:
                forms.append(word[: max(3, len(word) - 2)])
            return any(form in text for form in forms)

        if all(found(w) for w in words):
            return True
    return False


def term_misses(english: dict[str, str], theirs: dict[str, str], lang: str) -> list[str]:
    """(message id: English term -> glossary word) for each message that names a term in
    English but not in the language."""
    misses = []
    for mid, text in english.items():
        if mid not in theirs:
            continue
        rest = text
        for pattern, row in checked_terms():
            if pattern.search(rest):
                rest = pattern.sub(" ", rest)
                if not has_term(lang, row[lang], theirs[mid]):
                    misses.append(f"{mid}: {row['en']} -> {row[lang]}")
    return misses


ENGLISH = catalog_texts("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalogs_use_the_glossary_terms(lang: str) -> None:
    misses = term_misses(ENGLISH, catalog_texts(lang), lang)
    assert not misses, f"{lang}.ftl does not use the glossary term in: {misses}"


def test_the_check_sees_the_terms() -> None:
    # Enough (message, term) pairs are checked, and the well-known ones among them.
    pairs = {
        (mid, row["en"])
        for mid, text in ENGLISH.items()
        for pattern, row in checked_terms()
        if pattern.search(text)
    }
    assert len(pairs) > 150
    assert {
        ("progress-text-smith", "knight"),
        ("ev-barbarians_advanced", "barbarians"),
        ("card-paper", "paper"),
        ("context-aqueduct", "Aqueduct"),
        ("progress-master_merchant", "Master Merchant"),
        ("rules-6-text", "metropolis"),
    } <= pairs


@pytest.mark.parametrize(
    ("lang", "message", "wrong"),
    [
        ("af", "progress-text-smith", "Gradeer gratis tot 2 van jou soldate op."),
        ("tr", "ev-barbarians_advanced", "Korsanlar geliyor ({ $position } / 7)."),
        ("ar", "card-paper", "قرطاس"),
        ("th", "context-aqueduct", "คลองส่งน้ำ: รับทรัพยากร"),
        ("hi", "progress-master_merchant", "प्रधान सौदागर"),
    ],
)
def test_a_word_off_the_glossary_is_caught(lang: str, message: str, wrong: str) -> None:
    theirs = catalog_texts(lang)
    assert not [m for m in term_misses(ENGLISH, theirs, lang) if m.startswith(f"{message}:")]
    theirs[message] = fold(lang, re.sub(r"\{[^}]*\}", " ", wrong))
    assert [m for m in term_misses(ENGLISH, theirs, lang) if m.startswith(f"{message}:")]
