"""docs/rules-coverage.md stays true: every test it names exists; every RULES.md section
§1-§20 and §22.1-§22.7, every ambiguity row A1-A47 and every progress card has a row; and a row names
tests, points at its subsections, or says why it is not covered yet."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "rules-coverage.md"

# `tests/engine/ck/test_knights.py::test_name`
REF = re.compile(r"`(tests/[\w/]+\.py)::(test_\w+)`")
ROW_ID = re.compile(r"^\|\s*(§\d+(?:\.\d+)?|A\d+)\s*\|")


def rows() -> dict[str, str]:
    """Row id (§9.4, A12) -> the whole table row."""
    out: dict[str, str] = {}
    for line in DOC.read_text(encoding="utf-8").splitlines():
        m = ROW_ID.match(line)
        if m:
            assert m.group(1) not in out, f"row {m.group(1)} appears twice"
            out[m.group(1)] = line
    return out


def defined_tests(path: Path) -> set[str]:
    return set(re.findall(r"^def (test_\w+)\(", path.read_text(encoding="utf-8"), re.M))


def test_every_named_test_exists():
    text = DOC.read_text(encoding="utf-8")
    refs = REF.findall(text)
    assert len(refs) > 100, "the coverage table names almost no tests"
    cache: dict[str, set[str]] = {}
    missing = []
    for file, name in refs:
        path = ROOT / file
        if file not in cache:
            assert path.is_file(), f"{file} named in docs/rules-coverage.md does not exist"
            cache[file] = defined_tests(path)
        if name not in cache[file]:
            missing.append(f"{file}::{name}")
    assert not missing, f"tests named in docs/rules-coverage.md but not defined: {missing}"


def test_every_section_and_ambiguity_row_is_mapped():
    found = rows()
    wanted = [f"§{n}" for n in range(1, 21)] + [f"A{n}" for n in range(1, 48)]
    wanted += ["§22"] + [f"§22.{n}" for n in range(1, 8)]  # five and six players
    absent = [r for r in wanted if r not in found]
    assert not absent, f"docs/rules-coverage.md has no row for {absent}"


def test_every_progress_card_has_a_row():
    from cityknights.engine.constants import PROGRESS_NAMES

    text = DOC.read_text(encoding="utf-8")
    for name in PROGRESS_NAMES:
        title = name.replace("_", " ").title()
        m = re.search(rf"^\| {title} \|(.*)$", text, re.M)
        assert m, f"docs/rules-coverage.md has no row for the {title} card"
        assert REF.search(m.group(1)) or "not covered yet (" in m.group(1), title


def test_every_row_names_a_test_or_says_why_not():
    found = rows()
    for rid, line in found.items():
        if REF.search(line) or "not covered yet (" in line:
            continue
        # A section split into subsections points at them ("see §9.1-§9.5"); §19 points
        # at the A-rows, checked above.
        subrows = [r for r in found if r.startswith(rid + ".")]
        if "| see " in line and (subrows or rid == "§19"):
            continue
        raise AssertionError(f"row {rid} names no test and gives no reason: {line}")
