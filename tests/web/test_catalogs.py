"""The translated catalogs against the English one: the same message ids, the same
placeholders, plural variants for every CLDR category of the language (Babel's), and
every catalog parses."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel import Locale
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "cityknights" / "web" / "i18n"
LANGUAGES = ["af", "tr", "ar", "th", "hi"]
PLURALS = {"zero", "one", "two", "few", "many", "other"}


def messages(lang: str) -> dict[str, ast.Message]:
    resource = parse((I18N / f"{lang}.ftl").read_text(encoding="utf-8"))
    junk = [entry.annotations for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{lang}.ftl does not parse: {junk}"
    return {e.id.name: e for e in resource.body if isinstance(e, ast.Message)}


class _Uses(Visitor):
    """The variables a message reads, and its plural selects as (variable, keys)."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.selects: list[tuple[str, set[str]]] = []

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        keys = {
            k.name if isinstance(k, ast.Identifier) else k.value
            for k in (v.key for v in node.variants)
        }
        if isinstance(node.selector, ast.VariableReference):
            self.selects.append((node.selector.id.name, keys))
        self.generic_visit(node)


def uses(message: ast.Message) -> _Uses:
    found = _Uses()
    found.visit(message)
    return found


def plural_categories(lang: str) -> set[str]:
    return set(Locale.parse(lang).plural_form.tags) | {"other"}


ENGLISH = messages("en")


def test_the_plural_categories_are_cldr_s() -> None:
    # The check below is only as good as Babel's data: Arabic has all six, Thai one.
    assert plural_categories("ar") == PLURALS
    assert plural_categories("th") == {"other"}
    assert plural_categories("hi") == {"one", "other"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_same_message_ids_as_english(lang: str) -> None:
    ids = set(messages(lang))
    assert not set(ENGLISH) - ids, f"{lang}.ftl lacks {sorted(set(ENGLISH) - ids)}"
    assert not ids - set(ENGLISH), f"{lang}.ftl has extra {sorted(ids - set(ENGLISH))}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_same_placeholders_as_english(lang: str) -> None:
    translated = messages(lang)
    wrong = {
        mid: (sorted(uses(translated[mid]).variables), sorted(uses(msg).variables))
        for mid, msg in ENGLISH.items()
        if mid in translated and uses(translated[mid]).variables != uses(msg).variables
    }
    assert not wrong, f"{lang}.ftl placeholders differ from en (lang, en): {wrong}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_variants_cover_the_languages_categories(lang: str) -> None:
    needed = plural_categories(lang)
    translated = messages(lang)
    short: dict[str, list[str]] = {}
    for mid, msg in ENGLISH.items():
        # A select is a plural one when English distinguishes "one" in it.
        for variable, keys in uses(msg).selects:
            if "one" not in keys or mid not in translated:
                continue
            theirs = [k for v, k in uses(translated[mid]).selects if v == variable]
            if not theirs:
                if needed != {"other"}:  # Thai needs no select at all
                    short[mid] = sorted(needed)
                continue
            for k in theirs:
                if not needed <= k:
                    short[mid] = sorted(needed - k)
                if k - PLURALS - {key for key in k if key.isdigit()}:
                    short[mid] = [f"not a plural category: {sorted(k - PLURALS)}"]
    assert not short, f"{lang}.ftl plural variants missing: {short}"


def test_english_plural_selects_are_found() -> None:
    # The check above must see the plural messages (hand-count, player-vp, ...).
    plural = [m for m, msg in ENGLISH.items() if any("one" in k for _, k in uses(msg).selects)]
    assert {"hand-count", "player-vp", "deadline", "context-discard"} <= set(plural)


def test_every_action_a_player_takes_has_a_name() -> None:
    """The analysis board and the action bar name every kind of the engine's actions: its
    own `action-` message, or a progress card's play as the card's button says it (the
    analysis showed "play_inventor" as it is: movewords.js fell back to the kind)."""
    from cityknights.engine.actions import CHANCE_KINDS, KIND_PARAMS

    names = messages("en")
    unnamed = [
        kind
        for kind in KIND_PARAMS
        if kind not in CHANCE_KINDS
        and f"action-{kind}" not in names
        and not (kind.startswith("play_") and f"progress-{kind[len('play_') :]}" in names)
    ]
    assert unnamed == []  # said by the browser in test_analysis_board.py too
