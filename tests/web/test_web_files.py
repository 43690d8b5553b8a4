"""The web client's static files: shipped by the package, in step with the engine, and
every string it shows present in the English catalog."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

from fluent.syntax import ast, parse

from cityknights.engine.actions import KIND_PARAMS
from cityknights.engine.board import named_board
from cityknights.engine.topology import LARGE, STANDARD

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "cityknights" / "web"
DOCS = ROOT / "docs"


def catalog_ids(lang: str = "en") -> set[str]:
    resource = parse((WEB / "i18n" / f"{lang}.ftl").read_text(encoding="utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{lang}.ftl does not parse: {[j.annotations for j in junk]}"
    return {e.id.name for e in resource.body if isinstance(e, ast.Message)}


def test_every_web_file_is_package_data() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    patterns = config["tool"]["setuptools"]["package-data"]["cityknights"]
    files = [p.relative_to(ROOT / "cityknights") for p in WEB.rglob("*") if p.is_file()]
    assert files
    unshipped = [str(f) for f in files if not any(f.match(pat) for pat in patterns)]
    assert not unshipped, f"not in [tool.setuptools.package-data]: {unshipped}"


def test_kinds_match_the_engine() -> None:
    kinds = json.loads((WEB / "data" / "kinds.json").read_text())
    assert kinds == {k: [list(p) for p in v] for k, v in KIND_PARAMS.items()}


def test_topology_matches_the_engine() -> None:
    topo = json.loads((WEB / "data" / "topology.json").read_text())
    assert topo["hex_coords"] == [list(c) for c in STANDARD.hex_coords]
    assert topo["hex_vertices"] == [list(c) for c in STANDARD.hex_vertices]
    assert topo["vertex_points"] == [list(c) for c in STANDARD.vertex_points]
    assert topo["edge_vertices"] == [list(c) for c in STANDARD.edge_vertices]
    assert topo["harbor_slots"] == [list(c) for c in STANDARD.harbor_slots]


def test_the_5_6_player_topology_matches_the_engine() -> None:
    """web/data/topology56.json: the 30-hex island of 5-6 players (RULES.md §22.2)."""
    topo = json.loads((WEB / "data" / "topology56.json").read_text())
    for key in ("hex_coords", "hex_vertices", "vertex_points", "edge_vertices", "harbor_slots"):
        assert topo[key] == [list(c) for c in getattr(LARGE, key)], key


def test_the_beginner_layout_matches_the_engine() -> None:
    """web/data/beginner.json, the lobby's thumbnail of the beginner map (mappreview.js):
    the layout a game asked for the beginner board is played on."""
    drawn = json.loads((WEB / "data" / "beginner.json").read_text())
    assert drawn == named_board("beginner").to_json()


def test_every_literal_message_id_is_in_the_catalog() -> None:
    ids = catalog_ids()
    used: set[str] = set()
    for js in (WEB / "js").glob("*.js"):
        used |= set(re.findall(r'\bt\("([a-z0-9_-]+)"', js.read_text()))
        # Ids chosen by a condition: t(cond ? "a" : "b").
        for a, b in re.findall(r'\bt\([^()"]*\? "([a-z0-9_-]+)" : "([a-z0-9_-]+)"', js.read_text()):
            used |= {a, b}
    assert len(used) > 100
    assert not used - ids, f"missing from en.ftl: {sorted(used - ids)}"


def _doc_codes(path: Path, heading: str) -> set[str]:
    text = path.read_text()
    if heading:
        text = text[text.index(heading) :]
    return set(re.findall(r"^\| `([a-z_]+)` \|", text, re.M))


def test_every_event_code_has_a_wording() -> None:
    ids = catalog_ids()
    codes = _doc_codes(DOCS / "events.md", "## Turns, dice and production")
    assert {"stole", "dice_rolled", "progress_played", "barbarians_won"} <= codes
    unworded = [
        c for c in codes if not any(i == f"ev-{c}" or i.startswith(f"ev-{c}-") for i in ids)
    ]
    assert not unworded, unworded


def test_every_server_error_code_has_a_wording() -> None:
    ids = catalog_ids()
    codes = _doc_codes(DOCS / "protocol.md", "### Error codes")
    api = set(
        re.findall(
            r"`([a-z_]+)` \(`",
            (DOCS / "protocol.md").read_text().split("API error codes:")[1].split("\n\n")[0],
        )
    )
    assert "stale_version" in codes and "no_such_game" in api
    assert not {f"error-{c}" for c in codes | api} - ids


def test_every_context_and_progress_card_is_worded() -> None:
    from cityknights.engine.constants import PROGRESS_NAMES

    ids = catalog_ids()
    actions_doc = (DOCS / "actions.md").read_text()
    contexts = set(
        re.findall(r"^\| `([a-z_]+)`(?:, `[a-z_]+`)* \| (?:the|each|a|chance)", actions_doc, re.M)
    )
    assert {"discard", "wedding", "harbor_answer", "defender_deck"} <= contexts
    assert not {f"context-{c}" for c in contexts} - ids
    for name in PROGRESS_NAMES:
        assert {f"progress-{name}", f"progress-text-{name}"} <= ids
    for kind in KIND_PARAMS:
        if not kind.startswith("play_") and kind not in (
            "dice",
            "draw_dev",
            "draw_progress",
            "steal_card",
        ):
            assert f"action-{kind}" in ids, kind


def test_every_parameter_type_has_a_prompt() -> None:
    ids = catalog_ids()
    types = {ptype for params in KIND_PARAMS.values() for _, ptype in params}
    assert {"vertex", "progress", "die"} <= types
    assert not {f"param-{t}" for t in types} - ids
    # The parameters prompted by name (actions.js) have their own wording.
    named = re.search(r"const known = \[([^\]]*)\]", (WEB / "js" / "actions.js").read_text())
    assert named
    assert not {f"param-{n}" for n in re.findall(r'"([a-z_]+)"', named.group(1))} - ids


def test_every_engine_refusal_code_is_worded_and_no_wording_is_stale() -> None:
    from cityknights.engine.refusals import ITEM_TEXTS, TEXTS

    ids = catalog_ids()
    assert not {f"refusal-{code}" for code in TEXTS} - ids
    assert not {f"refusal-item-{item}" for item in ITEM_TEXTS} - ids
    own = {"refusal-unknown", "refusal-context-chance"}
    worded = {i for i in ids if i.startswith("refusal-") and not i.startswith("refusal-item-")}
    assert not worded - own - {f"refusal-{code}" for code in TEXTS}, "wordings of no code"
    # The client words the params by these names (refusals.js); the engine uses no others
    # for names it expects the client to translate.
    js = (WEB / "js" / "refusals.js").read_text()
    for param in ("card", "progress", "dev", "track", "terrain", "item", "context", "cost"):
        assert f'case "{param}":' in js, param
