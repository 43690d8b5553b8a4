"""Games between bots played exactly as the server plays them, without a server: the same
board from the seed, the same chance stream per version (:func:`fairness.chance_rng`), the
same bot seeds; each comes back as its full record (the dataset command, the tests)."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from cityknights.bots import BotSpec, make_bot
from cityknights.bots.handing import view_for
from cityknights.engine import CHANCE, Game
from cityknights.seeds import bot_seed

from .build import LoggedMove, full_record
from .fairness import chance_rng, commitment, new_salt


def play_recorded(
    expansion: str,
    players: Sequence[str | BotSpec],
    seed: int,
    *,
    salt: str | None = None,
    game_id: str | None = None,
    **game_opts: Any,
) -> dict[str, Any]:
    """Play one game between the bots ``players`` with ``seed``; its full record.
    ``salt``: the commitment's (a fresh random one by default)."""
    bots = [make_bot(spec, bot_seed(seed, seat)) for seat, spec in enumerate(players)]
    game = Game(expansion=expansion, players=len(players), seed=seed, **game_opts)
    created = time.time()
    state = game.new_initial_state()
    log: list[LoggedMove] = []
    while not state.is_terminal():
        seat = state.current_player()
        if seat == CHANCE:
            action = state.sample_chance(chance_rng(seed, len(log)))
        else:
            action = bots[seat].choose(view_for(bots[seat], state, seat), state.legal_actions())
        state.apply(action)
        log.append(LoggedMove(len(log) + 1, seat, action.to_json(), time.time()))
    salt = new_salt() if salt is None else salt
    record, _ = full_record(
        game={"id": game_id, "name": "", "created": created, "source": "headless"},
        config=game.config(),
        room=None,
        players=[
            {"seat": s, "kind": "bot", "bot": str(spec), "name": None, "rating": None}
            for s, spec in enumerate(players)
        ],
        fairness=(seed, salt, commitment(seed, salt)),
        moves=log,
    )
    return record
