"""Screenshots of the table for people to look at (issue 24), in every language, on a
desktop and on a 360x740 phone: the start of a game, a roll with production flying, a
barbarian attack, a progress card shown, the log after a reload, and game over.

Starts `cityknights serve` on a temporary folder with a pace clock (`--clock`, default
0.4: `normal` games, every beat shortened alike), then per language and size plays a C&K
game against three heuristic bots at `normal` by clicks (the browser tests' driver) until
an attack and a progress card have been shown, reloads, and opens a finished bot game for
its game-over screen. Debian's chromium by path, as the tests launch it.

    python3 scripts/table_screenshots.py                    # all six languages, both sizes
    python3 scripts/table_screenshots.py --langs en,ar --sizes phone --out /tmp/shots
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tests.web.conftest import CHROMIUM, CHROMIUM_ARGS, _free_port, create_game  # noqa: E402
from tests.web.driver import game_over, play_one, settled, watch_errors  # noqa: E402

LANGS = ["en", "af", "tr", "ar", "th", "hi"]
SIZES: dict[str, dict[str, Any]] = {
    "desktop": {"viewport": {"width": 1280, "height": 900}},
    "phone": {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True},
}
#: The live moments: (name, what shows it). Shot the first time each shows.
MOMENTS = [
    ("production", ".ghost.card"),
    ("attack", ".table-overlay.overlay-attack"),
    ("progress", ".table-overlay.overlay-progress"),
]


def serve(data: str, clock: float) -> tuple[subprocess.Popen[bytes], str]:
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "cityknights", "serve", "--port", str(port), "--data-dir", data,
         "--create-limit", "1000000", "--pace-clock", str(clock)],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            urllib.request.urlopen(base + "/api/games", timeout=1).read()
            return proc, base
        except OSError:
            time.sleep(0.1)
    proc.terminate()
    raise SystemExit("cityknights serve did not start")


def finished_game(base: str) -> str:
    """The id of a C&K game of four bots played to its end at once."""
    game = create_game(base, seats=["heuristic"] * 4, vp_to_win=10, pace="instant")["game"]
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        with urllib.request.urlopen(f"{base}/api/games/{game}", timeout=10) as res:
            if json.loads(res.read())["status"] == "finished":
                return str(game)
        time.sleep(1)
    raise SystemExit("the bots' game did not end")


def new_page(browser: Any, lang: str, size: str) -> tuple[Any, list[str]]:
    page = browser.new_context(**SIZES[size]).new_page()
    page.add_init_script(f"localStorage.setItem('ck-lang', {json.dumps(lang)})")
    return page, watch_errors(page)


def shoot(browser: Any, base: str, over: str, lang: str, size: str, out: Path,
          limit_s: float) -> list[str]:  # fmt: skip
    """Every screenshot of one language and size; the page's errors."""
    name = f"{lang}-{size}"
    game = create_game(
        base, seats=["human", "heuristic", "heuristic", "heuristic"], pace="normal", vp_to_win=10
    )
    page, errors = new_page(browser, lang, size)
    page.goto(game["seats"][0]["link"])
    page.wait_for_selector("main.game[data-seat='0']")
    settled(page)
    page.wait_for_timeout(800)  # the first placements' drop-in
    page.screenshot(path=out / f"{name}-1-start.png")
    rng = random.Random(24)
    shot: set[str] = set()
    start = time.monotonic()
    while len(shot) < len(MOMENTS) and time.monotonic() - start < limit_s:
        for moment, selector in MOMENTS:
            if moment not in shot and page.locator(selector).count():
                if moment == "production":
                    page.wait_for_timeout(120)  # mid-flight (the flights start as the dice land)
                else:
                    page.wait_for_timeout(500)  # the overlay in place
                index = 2 + [m for m, _ in MOMENTS].index(moment)
                page.screenshot(path=out / f"{name}-{index}-{moment}.png")
                shot.add(moment)
        if game_over(page):
            break
        settled(page)
        if play_one(page, rng) is None:
            page.wait_for_timeout(60)
    missing = [m for m, _ in MOMENTS if m not in shot]
    if missing:
        print(f"{name}: not seen within {limit_s:.0f} s: {missing}", file=sys.stderr)
    page.reload()
    page.wait_for_function("() => window.__ck.historyDone === true")
    settled(page)
    if size == "phone":  # the log is a tab of its own on a phone
        # A decision of the reader's may be open after the reload (a bot's offer to answer):
        # it is played first, as a player would, since its dialog covers the tabs.
        for _ in range(20):
            if not page.locator(".backdrop").count() or game_over(page):
                break
            if play_one(page, rng) is None:
                page.wait_for_timeout(100)
            settled(page)
        tab = page.locator("[role=tab][data-tab='log']")
        if tab.count() and not page.locator(".backdrop").count():
            tab.first.click()
    page.wait_for_timeout(500)
    page.screenshot(path=out / f"{name}-5-reloaded-log.png")
    page.context.close()
    page2, errors2 = new_page(browser, lang, size)
    page2.goto(f"{base}/play/{over}")
    page2.wait_for_selector("main.game.watching")
    page2.wait_for_function("() => window.__ck.historyDone === true")
    page2.wait_for_timeout(800)
    page2.screenshot(path=out / f"{name}-6-game-over.png")
    page2.context.close()
    return errors + errors2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--langs", default=",".join(LANGS))
    parser.add_argument("--sizes", default="desktop,phone")
    parser.add_argument("--clock", type=float, default=0.4, help="serve --pace-clock")
    parser.add_argument("--limit", type=float, default=420, help="seconds per game at most")
    parser.add_argument("--out", type=Path, default=ROOT / "test-artifacts" / "table")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as data:
        proc, base = serve(data, args.clock)
        try:
            over = finished_game(base)
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                for lang in args.langs.split(","):
                    for size in args.sizes.split(","):
                        errors = shoot(browser, base, over, lang, size, args.out, args.limit)
                        print(f"{lang}-{size}: done, {len(errors)} page errors", *errors,
                              sep="\n  ", flush=True)  # fmt: skip
                browser.close()
        finally:
            proc.terminate()
            proc.wait(15)


if __name__ == "__main__":
    main()
