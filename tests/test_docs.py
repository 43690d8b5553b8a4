"""The JSON examples of the docs and the README are true, and the docs cover the whole engine.

Every ```json block of docs/position.md, actions.md, events.md, rules-flags.md and of
README.md follows a marker comment saying what it is:

    <!-- example: position name=NAME [expansion=ck] [players=3] [flags="k=v,k=v"] -->
                                               loads, round-trips (flags: RuleFlags values)
    <!-- example: to_json of=NAME -->          what to_json() writes for position NAME
    <!-- example: bad-position error="..." [expansion=ck] -->  refused with that PositionError
    <!-- example: action [position=NAME legal|illegal reason="..."] [str="..."] -->
    <!-- example: codec players=N [expansion=ck] -->  ActionCodec size, code ranges, samples
    <!-- example: events position=NAME -->     {"action", "events": [Event.to_json()],
                                               "for_seat": {"0"|"none": [for_seat()]}}
    <!-- example: view position=NAME [seat=N] [absent="k,k"] -->  these view fields (and
                                               not the absent ones)
    <!-- example: row command="simulate ..." game=N -->  the --out row (JSON Lines) of
                                               game N that `cityknights simulate ...` writes

Every `cityknights ...` command line of the README's ```sh blocks parses (its options
exist and take their values), and its Python example runs.

Coverage: every action kind has a section and a legal example, the context tables match
the registry, every Event code of the engine is in events.md and every RuleFlags field
in rules-flags.md.
"""

from __future__ import annotations

import dataclasses
import json
import re
import shlex
import textwrap
from pathlib import Path
from typing import Any

import pytest

from cityknights import Action, ActionCodec, Game, PositionError, RuleFlags, State
from cityknights.engine.actions import KIND_PARAMS
from cityknights.engine.game import OFFICIAL_DEFAULTS
from cityknights.engine.rules.registry import CK_CONTEXT_KINDS, CONTEXT_KINDS

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
FILES = ("position.md", "actions.md", "events.md", "rules-flags.md")
README = ROOT / "README.md"
#: Every file with marked JSON examples.
SOURCES = (*(DOCS / name for name in FILES), README)
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
    for path in SOURCES:
        text = path.read_text()
        for m in MARKED.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            out.append(Example(path.name, line, m["what"], m["attrs"], m["body"]))
    return out


EXAMPLES = _examples()


def _of(what: str) -> list[Example]:
    return [e for e in EXAMPLES if e.what == what]


def _flags(spec: str) -> dict[str, Any]:
    """`"friendly_robber=true,discard_limit=9"` -> RuleFlags values (JSON literals, else
    strings)."""
    out: dict[str, Any] = {}
    for item in filter(None, spec.split(",")):
        name, _, raw = item.partition("=")
        try:
            out[name] = json.loads(raw)
        except json.JSONDecodeError:
            out[name] = raw
    return out


def _game(attrs: dict[str, str]) -> Game:
    from tests.engine.helpers import LARGE_BOARD

    players = int(attrs.get("players", 4))
    return Game(
        expansion=attrs.get("expansion", "base"),
        players=players,
        # 5-6 players have no beginner layout: the fixed 30-hex one of the engine tests.
        board="beginner" if players < 5 else dict(LARGE_BOARD),
        **_flags(attrs.get("flags", "")),
    )


POSITIONS: dict[str, tuple[Game, dict[str, Any]]] = {}
for _e in _of("position"):
    assert _e.attrs["name"] not in POSITIONS, f"{_e}: position name used twice"
    POSITIONS[_e.attrs["name"]] = (_game(_e.attrs), _e.data)


def _load(name: str) -> State:
    g, d = POSITIONS[name]
    return State.from_json(g, d)


def _holds(written: Any, given: Any, key: str) -> bool:
    """Does `to_json` output hold what a hand-written position gave? Objects: the keys
    given, and in objects of counts or levels (hands, improvements, metropolis) nothing
    else but zeros and nulls; lists of ids are written sorted, `fleet` in card order;
    lists of objects (players, knights) item by item; anything else exactly."""
    if isinstance(given, dict):
        if not isinstance(written, dict):
            return False
        if all(v is None or type(v) is int for v in written.values()):
            extra = {k: v for k, v in written.items() if k not in given}
            if any(v not in (0, None) for v in extra.values()):
                return False
        return all(_holds(written.get(k, 0 if v == 0 else None), v, k) for k, v in given.items())
    if isinstance(given, list) and given and all(isinstance(x, dict) for x in given):
        return len(written) == len(given) and all(
            _holds(w, g, key) for w, g in zip(written, given, strict=True)
        )
    if isinstance(given, list) and all(isinstance(x, int) for x in given):
        return written == sorted(given)
    if key == "fleet":
        return sorted(written) == sorted(given)
    return bool(written == given)


# ----------------------------------------------------------------- the examples themselves
def test_every_json_block_is_a_marked_example():
    for path in SOURCES:
        text = path.read_text()
        blocks = text.count("```json")
        marked = len(MARKED.findall(text))
        assert blocks == marked, f"{path.name}: {blocks - marked} json block(s) without a marker"
    kinds = {e.what for e in EXAMPLES}
    known = {"position", "to_json", "bad-position", "action", "codec", "events", "view", "row"}
    assert kinds <= known
    assert _of("row"), "the README's --out row is no longer a marked example"


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
        if key not in ("pending", "offer"):
            assert _holds(out[key], value, key), key
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
        # Bundles (offers, counter-offers) are legal without being listed.
        assert canonical or a.kind in ("offer_trade", "counter_trade")
        s.clone().apply(a)
    else:
        assert "illegal" in ex.flags, f"{ex}: say legal or illegal"
        reason = s.illegal_reason(a)
        assert reason is not None and ex.attrs["reason"] in reason, reason
        assert a not in s.legal_actions()


def test_every_action_kind_is_documented():
    """Each kind of KIND_PARAMS has a `###` section in actions.md that names it, a JSON
    example there, and a legal example in some position of the docs."""
    text = (DOCS / "actions.md").read_text()
    headings = "\n".join(re.findall(r"^###.*$", text, re.M))
    no_section = {k for k in KIND_PARAMS if f"`{k}`" not in headings}
    assert not no_section, f"no section of actions.md names {sorted(no_section)}"
    in_actions = {ex.data["kind"] for ex in _of("action") if ex.file == "actions.md"}
    assert set(KIND_PARAMS) <= in_actions, set(KIND_PARAMS) - in_actions
    legal = {ex.data["kind"] for ex in _of("action") if "legal" in ex.flags}
    assert set(KIND_PARAMS) <= legal, f"no legal example for {set(KIND_PARAMS) - legal}"


def _check_context_table(section: str, allowed: dict[str, frozenset[str]]) -> None:
    """Rows `| contexts | who acts | kinds |`: the kinds named in a row are exactly those
    its contexts allow, and every context has a row."""
    seen: list[str] = []
    for row in section.splitlines():
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        if len(cells) != 3 or not cells[0].startswith("`"):
            continue
        contexts = re.findall(r"`(\w+)`", cells[0])
        kinds = {k for k in re.findall(r"`(\w+)`", cells[2]) if k in KIND_PARAMS}
        wanted = set().union(*(allowed[c] for c in contexts))
        assert kinds == wanted, f"{contexts}: {sorted(kinds ^ wanted)}"
        seen += contexts
    assert len(seen) == len(set(seen)), "a context in two rows"
    assert set(seen) == set(allowed), set(seen) ^ set(allowed)


def test_the_context_table_matches_the_engine():
    text = (DOCS / "actions.md").read_text()
    section = text.split("## Who may do what, when")[1].split("\n### ")[0].split("\n## ")[0]
    _check_context_table(section, CONTEXT_KINDS)


def test_the_cities_and_knights_context_table_matches_the_engine():
    text = (DOCS / "actions.md").read_text()
    section = text.split("### Cities & Knights contexts")[1].split("\n#")[0]
    _check_context_table(section, CK_CONTEXT_KINDS)


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


# ----------------------------------------------------------------- events and views
@pytest.mark.parametrize("ex", _of("events"), ids=repr)
def test_events_examples_are_what_apply_returns(ex):
    s = _load(ex.attrs["position"]).clone()
    events = s.apply(Action.from_json(ex.data["action"]))
    assert [e.to_json() for e in events] == ex.data["events"]
    for seat, expected in ex.data.get("for_seat", {}).items():
        who = None if seat == "none" else int(seat)
        assert [e.for_seat(who) for e in events] == expected, seat


@pytest.mark.parametrize("ex", _of("view"), ids=repr)
def test_view_examples_are_what_the_seat_sees(ex):
    seat = int(ex.attrs["seat"]) if "seat" in ex.attrs else None
    view = _load(ex.attrs["position"]).view(seat)
    for key, value in ex.data.items():
        assert view.get(key) == value, key
    for key in filter(None, ex.attrs.get("absent", "").split(",")):
        assert key not in view, key


def _engine_event_codes() -> set[str]:
    codes: set[str] = set()
    for path in (ROOT / "cityknights").rglob("*.py"):
        # Event("code", ...) and packed_event("code", ...) (events.py)
        codes.update(re.findall(r'(?:Event|packed_event)\(\s*"(\w+)"', path.read_text()))
    return codes


def test_every_event_code_is_documented():
    text = (DOCS / "events.md").read_text()
    rows = set(re.findall(r"^\| `(\w+)` \|", text, re.M))
    codes = _engine_event_codes()
    assert len(codes) > 40, "the Event( pattern no longer finds the engine's events"
    assert codes <= rows, f"not in docs/events.md: {sorted(codes - rows)}"
    assert rows <= codes, f"docs/events.md lists codes the engine never emits: {rows - codes}"


def test_every_rule_flag_is_documented():
    """A row `| `flag` | type | default | alternative | official | rows | ... |` per
    RuleFlags field, with the engine's default and official-ruleset value; each RULES.md
    row named exists in docs/rules-coverage.md."""
    text = (DOCS / "rules-flags.md").read_text()
    coverage = (DOCS / "rules-coverage.md").read_text()
    rows: dict[str, list[str]] = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        m = re.fullmatch(r"`(\w+)`", cells[0]) if len(cells) >= 6 else None
        if m and m[1] in {f.name for f in dataclasses.fields(RuleFlags)}:
            rows[m[1]] = cells
    for f in dataclasses.fields(RuleFlags):
        assert f.name in rows, f"docs/rules-flags.md has no row for {f.name}"
        cells = rows[f.name]
        assert cells[2] == f"`{json.dumps(f.default)}`", (f.name, cells[2])
        official = OFFICIAL_DEFAULTS.get(f.name, f.default)
        assert cells[4] == f"`{json.dumps(official)}`", (f.name, cells[4])
        refs = re.findall(r"(§\d+(?:\.\d+)?|A\d+)", cells[5])
        assert refs, f"{f.name}: no RULES.md row named"
        for ref in refs:
            assert f"| {ref} |" in coverage, f"{f.name}: {ref} is not a RULES.md row"


# ----------------------------------------------------------------- the README
@pytest.mark.parametrize("ex", _of("row"), ids=repr)
def test_readme_rows_are_what_the_command_writes(ex: Example, tmp_path: Path) -> None:
    from click.testing import CliRunner

    from cityknights.cli import main

    game = int(ex.attrs["game"])
    out = tmp_path / "rows.jsonl"
    args = [*shlex.split(ex.attrs["command"]), "--games", str(game + 1), "--out", str(out)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    row = json.loads(out.read_text().splitlines()[game])
    assert row == ex.data, f"{ex}: the command writes {json.dumps(row)}"


def _readme_blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", README.read_text(), re.S)


def _readme_commands() -> list[list[str]]:
    """The arguments of every `cityknights` command line in the README's shell blocks."""
    commands = []
    for block in _readme_blocks("sh"):
        for line in block.replace("\\\n", " ").splitlines():
            for part in re.split(r"&&|;", line.split(" #")[0]):
                if part.strip().startswith("cityknights "):
                    commands.append(shlex.split(part)[1:])
    return commands


def test_the_readme_has_command_lines_of_every_command() -> None:
    from cityknights.cli import main

    assert {args[0] for args in _readme_commands()} == set(main.commands)  # type: ignore[attr-defined]


@pytest.mark.parametrize("args", _readme_commands(), ids=" ".join)
def test_readme_command_lines_parse(
    args: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each command line parses: its options exist and take their values (the callbacks
    run; the games do not)."""
    from cityknights.cli import main

    monkeypatch.chdir(tmp_path)  # --out and --plot are checked there
    command = main.commands[args[0]]  # type: ignore[attr-defined]
    if "--help" in args:
        from click.testing import CliRunner

        assert CliRunner().invoke(main, args).exit_code == 0
        return
    given = set()
    if args[0] in ("analyze", "verify"):  # its file must exist to parse: an empty stand-in
        given.add(tmp_path / args[1])
        (tmp_path / args[1]).write_text("{}")
    command.make_context(args[0], args[1:])
    assert set(tmp_path.iterdir()) == given


def test_the_readme_python_examples_run(capsys: pytest.CaptureFixture[str]) -> None:
    # The engine API, the RL environments, the vector env (in a list item: indented).
    engine, rl, vector = _readme_blocks("python")
    exec(compile(engine, "README.md", "exec"), {})
    assert "winner:" in capsys.readouterr().out
    exec(compile(rl, "README.md", "exec"), {})
    assert "steps, reward" in capsys.readouterr().out
    exec(compile(textwrap.dedent(vector), "README.md", "exec"), {})
    assert "observations (64, " in capsys.readouterr().out
