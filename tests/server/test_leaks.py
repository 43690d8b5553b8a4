"""Nothing secret leaves the server: over a whole C&K game played through sockets, every
frame each seat and a spectator received is checked.

- Exactly the engine's filtering: every step's events are `Event.for_seat(seat)` of the
  replayed game and every view is `State.view(seat)` at that version, so a seat learns
  what the engine's view allows and nothing more.
- Sentinels, byte for byte in every frame: no seat token (not even the receiver's own),
  not the game's secret seed (which decides the dice and draws to come), no deck contents,
  no secret part or audience of an event; and a card stolen, drawn, taken or given never
  reaches a seat outside that event's audience.
- The history a socket opened after the game gets (every past step, `history` pages) is
  what that reader saw live, step for step: filtered exactly as the live events were.
- A seat's progress cards' "why not" (the `progress` field) goes to that seat only, names
  exactly the cards in its own hand, and is the engine's `progress_refusal` at that
  version; a spectator's is empty.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx

from cityknights.engine import Action, Event, Game

from .helpers import Client, ServerThread, create_game, play_with_bot, threads


def watch(client: Client) -> None:
    while not client.finished:
        client.recv(60)


def test_no_seat_learns_another_seats_secrets(tmp_path: Path) -> None:
    with ServerThread(str(tmp_path / "games.sqlite3")) as server:
        created = create_game(server.base, seats=["human"] * 3, expansion="ck", max_turns=80)
        game = created["game"]
        tokens = [s["token"] for s in created["seats"]]
        players = [Client(server.base, game, token) for token in tokens]
        spectator = Client(server.base, game)
        with threads(
            *(
                lambda c=c, i=i: play_with_bot(c, "heuristic", seed=i)
                for i, c in enumerate(players)
            ),
            lambda: watch(spectator),
        ):
            pass
        # Opened after the end, each seat and a new spectator get the whole past.
        late = [Client(server.base, game, token) for token in (*tokens, None)]
        for client in late:
            client.until(lambda m: m["type"] == "history" and m["done"])
        exported = httpx.get(f"{server.base}/api/games/{game}/export").json()
        record = server.run_on_loop(server.hub.record(game))
        seed = record.config["seed"]

    # Replay the game: each version's events and each seat's view there.
    state = Game.from_config(exported["config"]).new_initial_state()
    events: dict[int, list[Event]] = {}
    views: dict[int, dict[int | None, dict[str, Any]]] = {}
    why_not: dict[int, dict[int, dict[str, Any]]] = {}
    audiences_with_secrets = 0
    for version, action in enumerate(exported["history"], start=1):
        events[version] = state.apply(Action.from_json(action))
        audiences_with_secrets += sum(1 for e in events[version] if e.secret)
        views[version] = {seat: state.view(seat) for seat in (0, 1, 2, None)}
        why_not[version] = {
            seat: {
                name: None if (r := state.progress_refusal(seat, name)) is None else r.to_json()
                for name in views[version][seat]["progress_cards"]
            }
            for seat in (0, 1, 2)
        }
    assert audiences_with_secrets > 10  # the game had steals, draws: something to hide

    for live, fresh in zip((*players, spectator), late, strict=True):
        assert fresh.steps == live.steps and len(fresh.steps) == len(exported["history"])
        pages = [m for m in map(json.loads, fresh.frames) if m["type"] == "history"]
        assert len(pages) > 1 and [m["done"] for m in pages][-1]  # a long game: in pages
    checked = reasons = 0
    for client in (*players, spectator, *late):
        seat = client.seat
        for raw in client.frames:
            for secret in (*tokens, str(seed), '"secret"', '"audience"', '"shuffled"', '"bottom"'):
                assert secret not in raw, f"seat {seat} was sent {secret!r}"
            message = json.loads(raw)
            if message["type"] not in ("state", "update", "history"):
                continue
            for step in message["steps"]:
                expected = [e.for_seat(seat) for e in events[step["version"]]]
                assert step["events"] == expected
                for event, sent in zip(events[step["version"]], step["events"], strict=True):
                    if event.secret and seat not in event.audience:
                        assert not set(event.secret) & set(sent), (seat, event)
            if message["type"] != "history" and message["version"] in views:
                assert message["view"] == views[message["version"]][seat]
                expected_why = {} if seat is None else why_not[message["version"]][seat]
                assert message["progress"] == expected_why
                reasons += sum(1 for why in expected_why.values() if why)
                checked += 1
    assert checked > 4 * 100  # every socket saw the game through
    assert reasons > 20  # progress cards were held and refused, and that was checked
