"""A complete cityknights bot: joins an open seat and plays random legal actions.

    pip install websockets
    cityknights bot-token create mybot          # on the server: prints the bot's token
    CITYKNIGHTS_BOT_TOKEN=... python random_bot.py http://127.0.0.1:8000 GAME_ID

The protocol is in docs/bot-api.md. Exits 0 when the game is over.
"""

import asyncio
import json
import os
import random
import sys
import urllib.error
import urllib.request

import websockets


def join(base: str, game: str, bot_token: str) -> dict:
    """Take the game's first free open seat; the answer holds the seat's own token."""
    request = urllib.request.Request(
        f"{base}/api/games/{game}/join",
        method="POST",
        headers={"Authorization": f"Bearer {bot_token}"},
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.load(response)
    except urllib.error.HTTPError as error:  # 401 bad token, 404, 409 no seat, 429 wait
        sys.exit(f"join refused ({error.code}): {error.read().decode()}")
    except urllib.error.URLError as error:  # no server there
        sys.exit(f"cannot reach {base}: {error.reason}")


async def play(base: str, game: str, seat_token: str) -> None:
    url = base.replace("http", "ws", 1) + f"/ws/{game}"
    seen = {"version": None}  # the last version seen: a reconnect asks only for what it missed
    while True:
        try:
            async with websockets.connect(url, max_size=None) as ws:
                hello = {"type": "hello", "protocol": 1, "token": seat_token}
                if seen["version"] is not None:
                    hello["last_version"] = seen["version"]
                await ws.send(json.dumps(hello))
                if await run(ws, seen):
                    return
        except (OSError, websockets.ConnectionClosed) as error:
            print(f"connection lost ({error}); reconnecting", file=sys.stderr)
            await asyncio.sleep(1)


async def run(ws, seen: dict) -> bool:
    """Answer every state and update in which this seat must act; True at game over."""
    seat, version, legal, refused = None, -1, [], []
    async for frame in ws:
        message = json.loads(frame)
        kind = message["type"]
        if kind == "welcome":
            seat = message["seat"]
        elif kind in ("state", "update"):
            version, legal, refused = message["version"], message["legal_actions"], []
            seen["version"] = version
            if message["finished"]:
                print(f"game over at version {version}, winner: seat {message['winner']}")
                return True
            if message["to_act"] != seat:
                continue  # another seat or chance acts: nothing to send
        elif kind == "error":
            code = message["code"]
            if code == "illegal_action":  # choose again among the rest
                refused.append(message["params"]["action"])
            elif code == "rate_limited":
                await asyncio.sleep(message["params"]["retry_ms"] / 1000)
            elif code in ("bad_token", "game_over", "unsupported_protocol"):
                sys.exit(f"refused: {message}")
            else:  # stale_version, not_your_turn...: the update on its way says what now
                continue
        else:
            continue  # seats, chat
        choices = [a for a in legal if a not in refused]
        if choices:
            action = random.choice(choices)
            await ws.send(json.dumps({"type": "act", "version": version, "action": action}))
    return False


if __name__ == "__main__":
    if len(sys.argv) != 3 or not os.environ.get("CITYKNIGHTS_BOT_TOKEN"):
        sys.exit(__doc__)
    base_url, game_id = sys.argv[1].rstrip("/"), sys.argv[2]
    seat = join(base_url, game_id, os.environ["CITYKNIGHTS_BOT_TOKEN"])
    print(f"joined game {game_id} in seat {seat['seat']}")
    asyncio.run(play(base_url, game_id, seat["token"]))
