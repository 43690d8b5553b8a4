"""Refusals as codes and parameters: every code is known, worded and documented; a refusal
speaks only of what the acting seat may know; a card's "why not" agrees with the legal list."""

from __future__ import annotations

import ast
import random
import re
import string
from pathlib import Path

import pytest

from cityknights import Action, ActionCodec, Game, IllegalActionError, State
from cityknights.engine import refusals
from cityknights.engine.constants import PROGRESS_NAMES
from cityknights.engine.determinize import sample_state
from cityknights.engine.refusals import CONTEXT_TEXTS, TEXTS, Refusal, render
from cityknights.engine.rules import cards_common, registry

from .helpers import act, ck_game, game, position, random_states

ENGINE = Path(refusals.__file__).resolve().parent
DOC = ENGINE.parents[1] / "docs" / "refusals.md"


def codes_in_source() -> dict[str, list[str]]:
    """Every refusal code the engine's source can return, with where: read from the
    syntax tree, so a code is one literal string at the place that refuses."""
    found: dict[str, list[str]] = {}
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            if node.func.id != "Refusal" or not node.args:
                continue
            code = node.args[0]
            where = f"{path.relative_to(ENGINE)}:{node.lineno}"
            assert isinstance(code, ast.Constant) and isinstance(code.value, str), (
                f"{where}: a refusal's code must be a literal string (so it is listed here)"
            )
            found.setdefault(code.value, []).append(where)
    return found


def test_every_code_the_engine_returns_is_in_the_table_and_every_table_code_is_returned():
    found = codes_in_source()
    assert sorted(set(found) - set(TEXTS)) == [], "codes returned but not in refusals.TEXTS"
    assert sorted(set(TEXTS) - set(found)) == [], "codes in refusals.TEXTS nothing returns"


def _sample_params(template: str) -> dict[str, refusals.Param]:
    params: dict[str, refusals.Param] = {}
    for _, name, _, _ in string.Formatter().parse(template):
        if name:
            params[name] = 3
    return params


@pytest.mark.parametrize("code", sorted(TEXTS))
def test_every_code_renders_in_english_with_its_parameters_and_never_fails(code):
    template = TEXTS[code]
    params = _sample_params(template)
    # Derived names come from the parameters the checks give.
    for derived, source, value in (
        ("item_text", "item", "road"),
        ("level_name", "level", 2),
        ("waiting", "context", "main"),
        ("Progress", "progress", "mining"),
        ("cost", "cost", {"brick": 1, "lumber": 1}),
    ):
        if derived in params:
            params.pop(derived)
            params[source] = value
    text = render(code, params)
    assert "refused (" not in text and "{" not in text, text
    # Missing parameters, wrong types, or none at all: a text still, never an exception.
    assert isinstance(render(code, {}), str)
    assert isinstance(render(code, {k: [1, 2] for k in params}), str)
    assert isinstance(render(code, {k: {"ore": 1} for k in params}), str)


def test_an_unknown_code_renders_as_itself():
    assert render("no_such_code", {"x": 1}) == "refused (no_such_code)"


def test_every_decision_context_has_a_waiting_text():
    contexts = {ctx for table in registry.CONTEXTS.values() for ctx in table}
    assert contexts <= set(CONTEXT_TEXTS)


def test_every_code_is_documented_with_its_english_text():
    doc = DOC.read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `([a-z0-9_]+)` \| [^|]* \| (.*) \|$", doc, re.M))
    assert sorted(rows) == sorted(TEXTS), "docs/refusals.md lists exactly the codes"
    for code, text in rows.items():
        assert text == TEXTS[code].replace("|", "\\|"), code


def test_illegal_reason_is_the_refusal_in_english_and_the_error_carries_it():
    s = position(game())
    a = act("buy_dev")
    refusal = s.refusal(a)
    cost = {"ore": 1, "wool": 1, "grain": 1}
    assert refusal == Refusal("cannot_afford", {"item": "development_card", "cost": cost})
    assert s.illegal_reason(a) == refusal.text
    assert refusal.text == "a development card costs 1 ore and 1 wool and 1 grain"
    assert refusal.to_json() == {
        "code": "cannot_afford",
        "params": {"item": "development_card", "cost": cost},
    }
    with pytest.raises(IllegalActionError) as info:
        s.apply(a)
    assert info.value.refusal == refusal and info.value.reason == refusal.text
    assert s.refusal("not an action").code == "not_an_action"  # type: ignore[union-attr]
    assert s.refusal(Action("build_road", 1.5)).code == "not_an_integer"  # type: ignore[union-attr]
    assert s.refusal(act("end_turn")) is None


def test_to_json_copies_the_parameters():
    r = Refusal("choose_victim", {"hex": 4, "seats": [1, 2]})
    d = r.to_json()
    d["params"]["seats"].append(3)  # type: ignore[index]
    assert r.params["seats"] == [1, 2]


def _random_actions(codec: ActionCodec, rng: random.Random, k: int) -> list[Action]:
    return [codec.actions[rng.randrange(len(codec))] for _ in range(k)]


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_random_games_refuse_with_known_codes_only(expansion):
    """Random games, with random actions of the whole action space tried at each step:
    every refusal has a code of the table, renders without a fallback, and is what
    illegal_reason says."""
    rng = random.Random(11)
    seen: set[str] = set()
    for seed in range(3):
        g = Game(expansion=expansion, players=4, seed=seed)
        codec = ActionCodec(g)
        for s in random_states(g.new_initial_state(), rng, steps=400):
            for a in _random_actions(codec, rng, 12):
                r = s.refusal(a)
                if r is None:
                    continue
                assert r.code in TEXTS
                assert "refused (" not in r.text
                assert s.illegal_reason(a) == r.text
                seen.add(r.code)
    assert len(seen) >= 10, seen


def _actor_refusals(s: State, codec: ActionCodec) -> list[object]:
    return [None if (r := s.refusal(a)) is None else r.to_json() for a in codec.actions]


def _redealt(s: State, actor: int, rng: random.Random) -> State:
    """`s` with the cards the actor cannot see dealt again: the other seats' resource and
    commodity cards pooled and dealt back in the same numbers, and (C&K) their progress
    cards with the decks' own. Every count the actor sees stays."""
    out = s.clone()
    others = [p for p in range(s.game.players) if p != actor]
    pool = [c for p in others for c, n in enumerate(s.hands[p]) for _ in range(n)]
    rng.shuffle(pool)
    for p in others:
        n = sum(s.hands[p])
        hand = [0] * len(s.hands[p])
        for c in pool[:n]:
            hand[c] += 1
        del pool[:n]
        out.hands = (*out.hands[:p], tuple(hand), *out.hands[p + 1 :])
    if s.game.ck:
        cards = [k for p in others for k, n in enumerate(s.progress_hand[p]) for _ in range(n)]
        rng.shuffle(cards)
        for p in others:
            n = sum(s.progress_hand[p])
            held = [0] * len(s.progress_hand[p])
            for k in cards[:n]:
                held[k] += 1
            del cards[:n]
            out.progress_hand[p] = held
    return out


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_a_refusal_does_not_depend_on_what_the_actor_cannot_see(expansion):
    """What the actor cannot see is drawn again consistently with its view (the full
    determinization between the turn player's decisions, else the other seats' cards
    dealt again among them): every refusal of every action of the action space stays the
    same, so no refusal can tell the actor anything it does not know."""
    rng = random.Random(5)
    g = Game(expansion=expansion, players=4, seed=3)
    codec = ActionCodec(g)
    checked = 0
    for i, s in enumerate(random_states(g.new_initial_state(), rng, steps=700)):
        seat = s.current_player()
        if i % 35 or seat < 0:
            continue
        view = s.view(seat)
        if "peek" in view:  # the Spy and the Master Merchant see the victim's cards
            continue
        if s.pending or view.get("offer") or s.phase not in ("pre_roll", "main"):
            other = _redealt(s, seat, random.Random(i))
        else:
            other = sample_state(view, random.Random(i), g)
        assert other.view(seat) == view
        assert _actor_refusals(other, codec) == _actor_refusals(s, codec)
        checked += 1
    assert checked >= 10


def test_a_cards_why_not_agrees_with_the_legal_list():
    """For every progress card in a seat's hand, over random C&K games: no refusal exactly
    when a play of that card is among the legal actions (for the seat to act; any other
    seat is told it is not its turn)."""
    rng = random.Random(8)
    checked = 0
    for seed in range(4):
        g = Game(expansion="ck", players=4, seed=seed)
        for s in random_states(g.new_initial_state(), rng, steps=900):
            if s.is_terminal():
                break
            to_act = s.current_player()
            legal = {a[0] for a in s.legal_actions()} if to_act >= 0 else set()
            for seat in range(g.players):
                for k, n in enumerate(s.progress_hand[seat]):
                    if not n:
                        continue
                    name = PROGRESS_NAMES[k]
                    why = s.progress_refusal(seat, name)
                    kinds = {r.kind for r in cards_common.RULES.values() if r.card == k}
                    playable = seat == to_act and bool(kinds & legal)
                    assert (why is None) == playable, (name, seat, s.context(), why)
                    if why is not None:
                        assert why.code in TEXTS and "refused (" not in why.text
                        if seat != s.turn_seat:
                            assert why.code == "card_not_your_turn"
                    checked += 1
    assert checked >= 200


def _ck(**fields: object) -> State:
    return position(ck_game(), **fields)


def test_a_cards_why_not_names_the_moment_and_the_cards_own_reason():
    hand = {"progress_cards": {"crane": 1, "alchemist": 1, "bishop": 1, "saboteur": 1}}
    s = _ck(phase="pre_roll", players=[hand, {}, {}, {}])
    assert s.progress_refusal(0, "alchemist") is None
    assert s.progress_refusal(0, "crane") == Refusal("card_after_roll", {"progress": "crane"})
    main = _ck(players=[hand, {}, {}, {}])
    assert main.progress_refusal(0, "alchemist") == Refusal(
        "card_before_roll", {"progress": "alchemist"}
    )
    # Every track at 5: the Crane's own reason; the robber asleep: the Bishop's.
    maxed = {**hand, "improvements": {"trade": 5, "politics": 5, "science": 5}}
    assert _ck(players=[maxed, {}, {}, {}]).progress_refusal(0, "crane") == Refusal(
        "all_tracks_maxed"
    )
    assert main.progress_refusal(0, "bishop") == Refusal("bishop_before_attack")
    assert main.progress_refusal(0, "saboteur") == Refusal("saboteur_no_target")
    other = _ck(players=[{}, hand, {}, {}])
    assert other.progress_refusal(1, "crane") == Refusal(
        "card_not_your_turn", {"progress": "crane"}
    )
    assert main.progress_refusal(0, "spy") == Refusal("no_progress_card", {"progress": "spy"})
    assert main.progress_refusal(0, "nonsense").code == "no_such_progress_card"  # type: ignore[union-attr]
    with pytest.raises(ValueError, match="no seat 7"):
        main.progress_refusal(7, "crane")


def test_the_base_game_has_no_progress_card_to_play():
    s = position(game())
    assert s.progress_refusal(0, "crane") == Refusal("no_such_progress_card", {"value": "'crane'"})


def test_a_harvest_cards_why_not_is_its_own_reason():
    """Irrigation and Mining are listed without their check (no Refusal built at every
    listing): the card's why-not must still be the check's own reason, not a generic one."""
    hand = {"progress_cards": {"irrigation": 1, "mining": 1}}
    s = _ck(players=[hand, {}, {}, {}])  # no settlement or city: no hex of either terrain
    for name, terrain in (("irrigation", "fields"), ("mining", "mountains")):
        why = s.progress_refusal(0, name)
        assert why is not None and why.code.startswith("harvest_no_hex"), why
        assert why.params == {"progress": name, "terrain": terrain}
        assert not [a for a in s.legal_actions() if a[0] == f"play_{name}"]
