"""The JSON examples of docs/position.md and docs/actions.md are true.

Every ```json block follows a marker comment saying what it is:

    <!-- example: position name=NAME [expansion=ck] [players=3] -->   loads, round-trips
    <!-- example: to_json of=NAME -->          what to_json() writes for position NAME
    <!-- example: bad-position error="..." --> refused with a PositionError saying that
    <!-- example: action [position=NAME legal|illegal reason="..."] [str="..."] -->
    <!-- example: codec players=N -->          ActionCodec size, code ranges and samples
"""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path
from typing import Any

import pytest

from cityknights import Action, ActionCodec, Game, PositionError, State
from cityknights.engine.actions import KIND_PARAMS
from cityknights.engine.rules.registry import CK_CONTEXT_KINDS, CONTEXT_KINDS

DOCS = Path(__file__).resolve().parent.parent / "docs"
FILES = ("position.md", "actions.md")
MARKED = re.compile(
    r"<!-- example: (?P<what>[\w-]+)(?P<attrs>[^\n]*?) -->\n```json\n(?P<body>.*?)\n```", re.S
)


class Example:
    def __init__(self, file: str, line: int, what: str, attrs: str, body: str) -> None:
        self.file, self.line, self.what = file, line, what
        self.flags: set[str] = set()
        self.attrs: dict[str, str] = {}
        for token in shlex.split(attrs):
            key, eq, value = token.partition("=")
            if eq:
                self.attrs[key] = value
            else:
                self.flags.add(key)
        self.data = json.loads(body)

    def __repr__(self) -> str:
        return f"{self.file}:{self.line} {self.what}"


def _examples() -> list[Example]:
    out = []
    for name in FILES:
        text = (DOCS / name).read_text()
        for m in MARKED.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            out.append(Example(name, line, m["what"], m["attrs"], m["body"]))
    return out


EXAMPLES = _examples()


def _of(what: str) -> list[Example]:
    return [e for e in EXAMPLES if e.what == what]


def _game(attrs: dict[str, str]) -> Game:
    return Game(
        expansion=attrs.get("expansion", "base"),
        players=int(attrs.get("players", 4)),
        board="beginner",
    )


POSITIONS: dict[str, tuple[Game, dict[str, Any]]] = {}
for _e in _of("position"):
    assert _e.attrs["name"] not in POSITIONS, f"{_e}: position name used twice"
    POSITIONS[_e.attrs["name"]] = (_game(_e.attrs), _e.data)


def _load(name: str) -> State:
    g, d = POSITIONS[name]
    return State.from_json(g, d)


# ----------------------------------------------------------------- the examples themselves
def test_every_json_block_is_a_marked_example():
    for name in FILES:
        text = (DOCS / name).read_text()
        blocks = text.count("```json")
        marked = len(MARKED.findall(text))
        assert blocks == marked, f"{name}: {blocks - marked} json block(s) without a marker"
    kinds = {e.what for e in EXAMPLES}
    assert kinds <= {"position", "to_json", "bad-position", "action", "codec"}, kinds


@pytest.mark.parametrize("ex", _of("position"), ids=repr)
def test_positions_load_and_round_trip(ex):
    g, d = POSITIONS[ex.attrs["name"]]
    s = State.from_json(g, d)
    out = s.to_json()
    assert json.loads(json.dumps(out)) == out
    again = State.from_json(g, out)
    assert again == s
    assert again.to_json() == out
    rebuilt = State.from_json(None, out)  # the game from the embedded config
    assert rebuilt.to_json() == out
    # What the example gives is what the position holds.
    for key, value in d.items():
        if key not in ("players", "pending", "offer"):
            assert out[key] == value, key
    for p, given in enumerate(d.get("players", [])):
        written = out["players"][p]
        for key, value in given.items():
            if key == "knights":  # each knight is written with all its fields
                assert [
                    {k: w[k] for k in kd} for w, kd in zip(written[key], value, strict=True)
                ] == value
            elif isinstance(value, list):
                assert written[key] == sorted(value), key
            elif isinstance(value, dict):  # counts and levels: zeros may be written or not
                assert {k: written[key].get(k, 0) for k in value} == value, key
            else:
                assert written[key] == value, key
    assert not s.is_terminal()
    assert s.legal_actions(), "a non-terminal example must have legal actions"


@pytest.mark.parametrize("ex", _of("to_json"), ids=repr)
def test_to_json_examples_are_what_the_engine_writes(ex):
    out = _load(ex.attrs["of"]).to_json()
    doc = json.loads(json.dumps(ex.data))
    # The doc lists the base game's flags; flags added for other rules are written too.
    doc_flags, out_flags = doc["game"]["flags"], out["game"]["flags"]
    assert {k: out_flags.get(k) for k in doc_flags} == doc_flags
    doc["game"]["flags"] = out_flags
    assert list(doc) == list(out), "fields in another order"
    assert doc == out


@pytest.mark.parametrize("ex", _of("bad-position"), ids=repr)
def test_bad_positions_are_refused_as_documented(ex):
    g = _game(ex.attrs)
    before = json.dumps(ex.data)
    with pytest.raises(PositionError) as info:
        State.from_json(g, ex.data)
    assert ex.attrs["error"] in str(info.value)
    assert json.dumps(ex.data) == before


@pytest.mark.parametrize("ex", _of("action"), ids=repr)
def test_actions_parse_print_and_are_legal_where_documented(ex):
    a = Action.from_json(ex.data)
    assert a.to_json() == ex.data
    if "str" in ex.attrs:
        assert str(a) == ex.attrs["str"]
    if "position" not in ex.attrs:
        assert not ex.flags & {"legal", "illegal"}, f"{ex}: legality needs a position"
        return
    s = _load(ex.attrs["position"])
    if "legal" in ex.flags:
        assert s.illegal_reason(a) is None
        canonical = a in s.legal_actions()
        assert canonical or a.kind == "offer_trade"
        s.clone().apply(a)
    else:
        assert "illegal" in ex.flags, f"{ex}: say legal or illegal"
        reason = s.illegal_reason(a)
        assert reason is not None and ex.attrs["reason"] in reason, reason
        assert a not in s.legal_actions()


def test_every_action_kind_is_documented():
    documented = {ex.data["kind"] for ex in _of("action")}
    assert set(KIND_PARAMS) <= documented, set(KIND_PARAMS) - documented
    legal = {ex.data["kind"] for ex in _of("action") if "legal" in ex.flags}
    base_kinds = set().union(*CONTEXT_KINDS.values())
    assert base_kinds <= legal, f"no legal example for {base_kinds - legal}"


def test_the_context_table_matches_the_engine():
    text = (DOCS / "actions.md").read_text()
    section = text.split("## Who may do what, when")[1].split("\n## ")[0]
    seen: set[str] = set()
    for row in section.splitlines():
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        if len(cells) != 3 or not cells[0].startswith("`"):
            continue
        contexts = re.findall(r"`(\w+)`", cells[0])
        kinds = {k for k in re.findall(r"`(\w+)`", cells[2]) if k in KIND_PARAMS}
        assert kinds == set().union(*(CONTEXT_KINDS[c] for c in contexts)), row
        seen.update(contexts)
    assert seen == set(CONTEXT_KINDS)


@pytest.mark.parametrize("ex", _of("codec"), ids=repr)
def test_codec_examples(ex):
    codec = ActionCodec(_game(ex.attrs))
    assert codec.size == ex.data["size"]
    for kind, (first, last) in ex.data["ranges"].items():
        codes = [i for i, a in enumerate(codec.actions) if a.kind == kind]
        assert codes == list(range(first, last + 1)), kind
    for code, d in ex.data["samples"]:
        assert codec.encode(Action.from_json(d)) == code
        assert codec.decode(code) == Action.from_json(d)


def test_the_cities_and_knights_tables_match_the_engine():
    """Rows `| kind | parameters | contexts | ... |` of actions.md: the kind is allowed in
    each context named; every context that only C&K has is named somewhere; the
    progress-card plays are allowed in main (the Alchemist before the roll)."""
    text = (DOCS / "actions.md").read_text()
    section = text.split("## Cities & Knights kinds")[1].split("\n## ")[0]
    named: set[str] = set()
    plays: set[str] = set()
    for row in section.splitlines():
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        if len(cells) < 3 or not cells[0].startswith("`"):
            continue
        (kind,) = re.findall(r"`(\w+)`", cells[0])
        assert kind in KIND_PARAMS, row
        params = re.findall(r"`(\w+)`", cells[1])
        assert params == [name for name, _ in KIND_PARAMS[kind]][: len(params)], row
        if len(cells) == 3:  # a progress card play
            plays.add(kind)
            continue
        contexts = re.findall(r"`(\w+)`", cells[2])
        assert contexts, row
        for ctx in contexts:
            assert kind in CK_CONTEXT_KINDS[ctx], f"{kind} not allowed in {ctx}"
        named.update(contexts)
    assert set(CK_CONTEXT_KINDS) - set(CONTEXT_KINDS) <= named
    for kind in plays:
        assert kind in CK_CONTEXT_KINDS["main"] | CK_CONTEXT_KINDS["pre_roll"], kind
    assert {k for k in KIND_PARAMS if k.startswith("play_")} - set(CONTEXT_KINDS["main"]) <= plays
