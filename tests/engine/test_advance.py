"""`State.advance(action)`: apply without events, for the callers that drop them.

Searches, random games and the RL environments drop the events of every move; a rule
handed `events.DROPPED` builds none (about a tenth of a random game's instructions). These
tests pin that nothing else changes: the same next state as `apply`, move by move, in both
expansions and with 3 to 6 players; the same refusals, nothing changed by a refused move;
and the shared list is left empty, even by the rules that still build their events.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from cityknights.engine import CHANCE, TERMINAL, Action, Game, IllegalActionError, State
from cityknights.engine.events import DROPPED
from tests.engine.helpers import by_build

GAMES = [
    ("base", 3, 11),
    ("base", 4, 12),
    ("base", 6, 13),
    ("ck", 3, 21),
    ("ck", 4, 22),
    ("ck", 5, 23),
]
# The pure-Python build plays one game of each expansion (tests/engine/helpers.by_build).
PURE_GAMES = [("base", 4, 12), ("ck", 3, 21)]


def _same(a: State, b: State, *, whole: bool = True) -> None:
    """The same position (key: everything that defines it); `whole`, the same history and
    saved form too (what the key leaves out, checked every few moves: at every move they
    were most of these tests' time, a minute and a half of CI's compiled suite)."""
    assert a.key() == b.key()
    if whole:
        assert a.history() == b.history()
        assert a.to_json() == b.to_json()


@pytest.mark.parametrize(("expansion", "players", "seed"), by_build(GAMES, PURE_GAMES))
def test_advance_makes_the_state_apply_makes_at_every_move(
    expansion: str, players: int, seed: int
) -> None:
    game = Game(expansion=expansion, players=players, seed=seed, max_turns=60)
    loud, quiet = game.new_initial_state(), game.new_initial_state()
    rng = random.Random(seed)
    moves = 0
    while loud.current_player() != TERMINAL:
        if loud.current_player() == CHANCE:
            action = loud.sample_chance(rng)
        else:
            legal = loud.legal_actions()
            assert quiet.legal_actions() == legal
            action = legal[rng.randrange(len(legal))]
        events = loud.apply(action)
        assert isinstance(events, list)
        quiet.advance(action)  # the game's own action object, as both states list it
        assert DROPPED == []
        moves += 1
        _same(loud, quiet, whole=moves % 10 == 0)
    _same(loud, quiet)
    assert moves > 200


@pytest.mark.parametrize("expansion", ["base", "ck"])
def test_advance_refuses_what_apply_refuses_and_changes_nothing(expansion: str) -> None:
    state = Game(expansion=expansion, players=4, seed=5).new_initial_state()
    before = state.to_json()
    with pytest.raises(IllegalActionError) as refused:
        state.advance(Action("end_turn"))
    assert "end_turn" in str(refused.value) or refused.value.refusal is not None
    assert state.to_json() == before
    with pytest.raises(IllegalActionError):
        state.advance(("roll",))  # type: ignore[arg-type]
    assert state.to_json() == before
    assert DROPPED == []


def test_apply_still_returns_every_event_after_quiet_moves() -> None:
    """A state moved by advance and play then applies with its events, all of them."""
    game = Game(expansion="base", players=4, seed=8)
    state = game.new_initial_state()
    rng = random.Random(8)
    while state.phase != "main" or state.pending:
        if state.current_player() == CHANCE:
            state.advance(state.sample_chance(rng))
        else:
            legal = state.legal_actions()
            state.play(legal[rng.randrange(len(legal))], rng)
    codes = [e.code for e in state.apply(game.actions.end_turn)]
    assert codes == ["turn_ended", "turn_started"]
    codes = [e.code for e in state.apply(game.actions.roll)]
    assert codes == []  # the roll itself; the dice are the chance node after it
    dice = state.sample_chance(rng)
    codes = [e.code for e in state.apply(dice)]
    assert codes[0] == "dice_rolled"
    assert DROPPED == []


def test_the_kinds_applied_directly_run_the_registry_rules() -> None:
    """State._run and State.legal_actions call the commonest kinds' and contexts' rules
    directly, not through the registry: each must be the very function the registry names,
    and the chains in the source must call what the tables say, in their order."""
    from cityknights.engine import state as state_module
    from cityknights.engine.rules.registry import APPLY, LEGAL
    from cityknights.engine.state import DIRECT_APPLY, DIRECT_LEGAL

    assert [kind for kind, _ in DIRECT_APPLY] == [
        "roll",
        "dice",
        "end_turn",
        "bank_trade",
        "discard",
        "move_robber",
        "build_road",
        "steal_card",
    ]
    for kind, rule in DIRECT_APPLY:
        assert APPLY[kind] is rule, kind
    assert [context for context, _ in DIRECT_LEGAL] == ["discard", "robber", "main", "pre_roll"]
    for context, listing in DIRECT_LEGAL:
        assert LEGAL[context] is listing, context
    # The chains themselves, read from the module's source (the compiled build keeps the
    # .py beside its extension, in the package's directory: a mypyc module's __file__ may
    # name another): each branch's name and the function the name it calls binds in the
    # module must be the table's, in its order.
    import cityknights.engine

    source = Path(cityknights.engine.__path__[0]) / "state.py"
    text = source.read_text(encoding="utf-8")
    run = text[text.index("    def _run(") : text.index("    def play(")]
    chain = re.findall(r'(?:if|elif) kind == "(\w+)":\n\s+(\w+)\(self, action, events\)', run)
    assert [(kind, getattr(state_module, name)) for kind, name in chain] == list(DIRECT_APPLY)
    legal_source = text[text.index("    def legal_actions(") :]
    legal_source = legal_source[: legal_source.index("\n    def ")]
    contexts = re.findall(
        r'(?:if|elif) (?:kind|phase) == "(\w+)":\n\s+legal = (\w+)\(self', legal_source
    )
    called = [(context, getattr(state_module, name)) for context, name in contexts]
    assert called == list(DIRECT_LEGAL)
