"""Observations: one seat's view (``state.view(seat)``) as a fixed-size float vector.

The encoder reads the view only, never the State, so an observation holds exactly what the
seat may know. Seats are relative to the observer: slot 0 is the observer itself, slot 1 the
next seat in turn order, and so on, so one policy can play any seat. Every slice is listed,
with its scale, in docs/observation.md; :meth:`ObservationEncoder.layout` returns the same
table, and a test checks that the two agree.

The layout depends only on the expansion and the number of players. The encoder keeps its
index tables per shape (:func:`encoder_for`), so an encoding is a few list look-ups and
numpy scatter calls. It also keeps the last view's board layout and pieces (copies) with
their encoding, reused while the next view's are equal: between two steps of one episode
they seldom change. The environments each hold their own encoder for that reason.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from cityknights.engine.constants import (
    CARD_NAMES,
    DEV_NAMES,
    HARBOR_NAMES,
    PROGRESS_NAMES,
    TERRAIN_NAMES,
    TRACK_NAMES,
)
from cityknights.engine.topology import STANDARD

__all__ = ["CONTEXTS", "HIGH", "ObservationEncoder", "Slice", "encoder_for", "markdown_table"]

#: Every entry of an observation is in [0, HIGH] (the bounds of the Box spaces).
HIGH = 100.0

#: Every decision context a view can name (``view["context"]``): the phases and the kinds
#: of pending decision a seat can own, then ``over`` (the game has ended).
CONTEXTS: tuple[str, ...] = (
    "setup_settlement",
    "setup_city",
    "setup_road",
    "pre_roll",
    "main",
    "discard",
    "robber",
    "steal",
    "free_road",
    "trade_answer",
    "trade_confirm",
    # Cities & Knights
    "aqueduct",
    "commercial_harbor",
    "harbor_answer",
    "defender_deck",
    "desert",
    "deserter_place",
    "diplomat_rebuild",
    "master_merchant",
    "metropolis",
    "pillage",
    "progress_discard",
    "relocate",
    "spy",
    "wedding",
    "over",
)
_CONTEXT_INDEX = {name: i for i, name in enumerate(CONTEXTS)}
_PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
_TERRAIN_INDEX = {name: i for i, name in enumerate(TERRAIN_NAMES)}
_HARBOR_INDEX = {name: i for i, name in enumerate(HARBOR_NAMES)}
_CARD_INDEX = {name: i for i, name in enumerate(CARD_NAMES)}
_DEV_INDEX = {name: i for i, name in enumerate(DEV_NAMES)}
_PROGRESS_INDEX = {name: i for i, name in enumerate(PROGRESS_NAMES)}
_PLAYER_FIELDS = (  # (view key in player_info, divisor)
    ("public_vp", 10.0),
    ("cards", 10.0),
    ("dev_cards", 5.0),
    ("knights_played", 5.0),
    ("road_length", 15.0),
    ("roads_left", 15.0),
    ("settlements_left", 5.0),
    ("cities_left", 4.0),
)
_CK_PLAYER_FIELDS = (
    ("progress_cards", 4.0),
    ("progress_vp", 2.0),
    ("defender", 5.0),
    ("knight_strength", 10.0),
)
# (key, 1 / divisor) for the encoder's row of each seat.
_BASE_ROW = tuple((key, 1.0 / scale) for key, scale in _PLAYER_FIELDS)
_CK_ROW = tuple((key, 1.0 / scale) for key, scale in _CK_PLAYER_FIELDS)


@dataclass(frozen=True)
class Slice:
    """One named part of the vector: ``vector[start:start + size]``, laid out as ``shape``."""

    name: str
    start: int
    shape: tuple[int, ...]
    meaning: str

    @property
    def size(self) -> int:
        return int(np.prod(self.shape))

    @property
    def stop(self) -> int:
        return self.start + self.size


class ObservationEncoder:
    """Encodes views of one game shape (expansion, players) as float32 vectors."""

    def __init__(self, expansion: str, players: int) -> None:
        if expansion not in ("base", "ck"):
            raise ValueError(f"expansion must be 'base' or 'ck', got {expansion!r}")
        if players not in (3, 4):
            raise ValueError(f"players must be 3 or 4, got {players!r}")
        self.expansion = expansion
        self.players = players
        self.ck = expansion == "ck"
        nh, nv, ne = STANDARD.n_hexes, STANDARD.n_vertices, STANDARD.n_edges
        n, nc = players, 8 if self.ck else 5
        self.n_cards = nc
        self.slices: list[Slice] = []
        self._offsets: dict[str, int] = {}
        self._next = 0
        s = self._add
        # Board
        s(
            "terrain",
            (nh, len(TERRAIN_NAMES)),
            "hex h is terrain t (one-hot; terrains in TERRAIN_NAMES order)",
        )
        s("number", (nh, 11), "hex h carries number token 2+k (one-hot; none on the desert)")
        s("pips", (nh,), "dots on hex h's token / 5 (its chance of being rolled, in 36ths, / 5)")
        s("harbor", (nv, len(HARBOR_NAMES)), "intersection v touches a harbor of kind k (one-hot)")
        s("robber", (nh,), "the robber is on hex h (one-hot)")
        s(
            "robber_active",
            (1,),
            "the robber may be moved (C&K: after the first barbarian attack; 1 in base)",
        )
        # Pieces (seats relative to the observer)
        s("settlements", (n, nv), "seat r has a settlement on intersection v")
        s("cities", (n, nv), "seat r has a city on intersection v")
        s("roads", (n, ne), "seat r has a road on path e")
        if self.ck:
            s("knights", (n, 3, nv), "seat r has a knight of level l+1 on intersection v")
            s("knights_active", (n, nv), "seat r's knight on intersection v is active")
            s("walls", (nv,), "the city on intersection v has a city wall")
            s("knights_activated_this_turn", (nv,), "the knight on v was activated this turn")
            s("knights_promoted_this_turn", (nv,), "the knight on v was promoted this turn")
            s("metropolis", (3, nv), "the metropolis of track k (trade, politics, science) is on v")
            s("merchant_hex", (nh,), "the merchant stands on hex h")
            s("merchant_owner", (n,), "seat r owns the merchant")
        # Own hand
        s("hand", (nc,), "own cards of each kind / 10 (CARD_NAMES order)")
        s("rates", (nc,), "own best bank rate for each card / 4")
        s("vp", (1,), "own victory points, hidden ones included / 10")
        if self.ck:
            s("progress_hand", (len(PROGRESS_NAMES),), "own progress cards of each kind")
            s("peek_seat", (n,), "Spy or Master Merchant: seat r's hand is shown")
            s("peek_progress", (len(PROGRESS_NAMES),), "Spy: the shown seat's progress cards")
            s("peek_hand", (nc,), "Master Merchant: the shown seat's cards / 10")
        else:
            s("dev_hand", (len(DEV_NAMES),), "own development cards of each kind (DEV_NAMES order)")
            s("dev_new", (len(DEV_NAMES),), "own development cards bought this turn")
            s("dev_played", (1,), "a development card was played this turn (own turn only)")
        # Every seat's public counts
        fields = [f for f, _ in _PLAYER_FIELDS] + (
            ["improvement_" + t for t in TRACK_NAMES] + [f for f, _ in _CK_PLAYER_FIELDS]
            if self.ck
            else []
        )
        self.player_fields = tuple(fields)
        s("players", (n, len(fields)), "seat r's public counts, scaled: " + ", ".join(fields))
        s("longest_road", (n,), "seat r holds the longest road")
        if not self.ck:
            s("largest_army", (n,), "seat r holds the largest army")
        # Bank and decks
        s("bank", (nc,), "cards of each kind in the bank / 19")
        if self.ck:
            s(
                "deck_sizes",
                (3,),
                "progress cards left in each deck (trade, politics, science) / 18",
            )
            s("barbarian", (1,), "barbarian ship steps / 7")
            s("attacks", (1,), "barbarian attacks so far / 10")
            s("crane", (1,), "Crane discounts left this turn")
            s("fleet", (nc,), "card kinds tradable 2:1 this turn (Merchant Fleet)")
            s("progress_vp_revealed", (2,), "Printer, Constitution revealed")
        else:
            s("dev_deck", (1,), "development cards left / 25")
        # Whose turn, what decision
        s("turn", (1,), "turn number / 100 (at most 100: turns past 10,000 count as 10,000)")
        s("vp_to_win", (1,), "victory points to win / 10")
        s("discard_limit", (1,), "cards held above which a 7 makes a seat discard / 10")
        s("turn_seat", (n,), "seat r is playing its turn")
        s("current_player", (n,), "seat r is to act (0s at a chance node or when over)")
        s("context", (len(CONTEXTS),), "the decision to make (one-hot, CONTEXTS order)")
        s("pending_owned", (n,), "pending decisions queued for seat r / 4")
        s("pending_count", (1,), "the front pending decision's card count / 10")
        s("pending_victim", (n,), "the front decision is a steal from seat r")
        s("pending_card", (nc,), "the front decision is a Commercial Harbor answer about card c")
        s("offer_open", (1,), "a domestic trade offer is open")
        s("offer_give", (nc,), "the open offer gives cards of each kind / 5")
        s("offer_get", (nc,), "the open offer asks cards of each kind / 5")
        s("offer_accepted", (n,), "seat r accepted the open offer")
        s("winner", (n,), "seat r has won")
        self.size = self._next
        self._build_tables()

    # ----------------------------------------------------------------- layout
    def _add(self, name: str, shape: tuple[int, ...], meaning: str) -> None:
        piece = Slice(name, self._next, shape, meaning)
        self.slices.append(piece)
        self._offsets[name] = piece.start
        self._next = piece.stop

    def slice(self, name: str) -> Slice:
        """The slice called ``name``; raises KeyError naming the known slices."""
        for piece in self.slices:
            if piece.name == name:
                return piece
        raise KeyError(f"no slice {name!r}; slices: {', '.join(p.name for p in self.slices)}")

    def layout(self) -> list[tuple[str, int, int, tuple[int, ...], str]]:
        """(name, start, stop, shape, meaning) of every slice, in vector order."""
        return [(p.name, p.start, p.stop, p.shape, p.meaning) for p in self.slices]

    def split(self, vector: np.ndarray) -> dict[str, np.ndarray]:
        """The Dict form: each slice of ``vector`` as its own array, shaped as the slice."""
        return {p.name: vector[p.start : p.stop].reshape(p.shape).copy() for p in self.slices}

    def _build_tables(self) -> None:
        n = self.players
        # rel[seat][p]: where seat p sits from seat's side (0 = seat itself, 1 = next, ...).
        self._relative = [[(p - seat) % n for p in range(n)] for seat in range(n)]
        self._nv = STANDARD.n_vertices
        self._templates: dict[tuple[Any, ...], np.ndarray] = {}
        self._last_pieces: tuple[int, list[Any], list[Any], list[Any], list[Any], list[Any],
                                 np.ndarray] | None = None  # fmt: skip
        self._player_width = len(self.player_fields)

    # ----------------------------------------------------------------- encoding
    def encode(self, view: Mapping[str, Any]) -> np.ndarray:
        """``view`` (a seat's ``state.view(seat)``) as a float32 vector of :attr:`size`.

        Raises ValueError for a spectator's view or a view of another game shape.
        """
        seat = view["seat"]
        if seat is None:
            raise ValueError(
                "observations are per seat: a spectator's view (seat None) has no hand"
            )
        if view["players"] != self.players or view["expansion"] != self.expansion:
            raise ValueError(
                f"this encoder is for {self.expansion} with {self.players} players, "
                f"not {view['expansion']} with {view['players']}"
            )
        rel = self._relative[seat]
        o = self._offsets
        ones: list[int] = []
        at: list[int] = []
        val: list[float] = []
        one = ones.append

        one(o["robber"] + view["robber"])
        if view["robber_active"]:
            one(o["robber_active"])

        out = self._board_and_pieces(view, seat, rel)
        if self.ck:
            self._encode_ck_board(view, rel, one)

        # Own hand
        self._counts(view["hand"], o["hand"], 10.0, at, val)
        base = o["rates"]
        for name, rate in view["rates"].items():
            at.append(base + _CARD_INDEX[name])
            val.append(rate / 4.0)
        at.append(o["vp"])
        val.append(view["vp"] / 10.0)
        if self.ck:
            base = o["progress_hand"]
            for name, count in view["progress_cards"].items():
                at.append(base + _PROGRESS_INDEX[name])
                val.append(float(count))
            peek = view.get("peek")
            if peek is not None:
                one(o["peek_seat"] + rel[peek["seat"]])
                if "progress_cards" in peek:
                    base = o["peek_progress"]
                    for name, count in peek["progress_cards"].items():
                        at.append(base + _PROGRESS_INDEX[name])
                        val.append(float(count))
                else:
                    self._counts(peek["hand"], o["peek_hand"], 10.0, at, val)
        else:
            for key in ("dev_hand", "dev_new"):
                base = o[key]
                for name, count in view[key].items():
                    at.append(base + _DEV_INDEX[name])
                    val.append(float(count))
            if view["dev_played"]:
                one(o["dev_played"])

        # Every seat's public counts: player_info is in seat order, so the rows from the
        # observer's side are a rotation of it (one slice assignment below).
        infos = view["player_info"]
        infos = infos[seat:] + infos[:seat]
        if self.ck:
            rows: list[float] = []
            for info in infos:
                improvements = info["improvements"]
                rows += [info[key] * inverse for key, inverse in _BASE_ROW]
                rows += [improvements[track] * 0.2 for track in TRACK_NAMES]
                rows += [info[key] * inverse for key, inverse in _CK_ROW]
        else:
            rows = [info[key] * inverse for info in infos for key, inverse in _BASE_ROW]
        if view["longest_road"] >= 0:
            one(o["longest_road"] + rel[view["longest_road"]])
        if not self.ck and view["largest_army"] >= 0:
            one(o["largest_army"] + rel[view["largest_army"]])

        # Bank and decks
        self._counts(view["bank"], o["bank"], 19.0, at, val)
        if self.ck:
            base = o["deck_sizes"]
            for t, track in enumerate(TRACK_NAMES):
                at.append(base + t)
                val.append(view["deck_sizes"][track] / 18.0)
            at += [o["barbarian"], o["attacks"], o["crane"]]
            val += [view["barbarian"] / 7.0, view["attacks"] / 10.0, float(view["crane"])]
            base = o["fleet"]
            for name in view["fleet"]:
                one(base + _CARD_INDEX[name])
            base = o["progress_vp_revealed"]
            for name in view["progress_vp_revealed"]:
                one(base + (0 if name == "printer" else 1))
        else:
            at.append(o["dev_deck"])
            val.append(view["dev_deck_size"] / 25.0)

        # Whose turn, what decision
        at += [o["turn"], o["vp_to_win"], o["discard_limit"]]
        val += [
            min(view["turn"], 10_000) / 100.0,
            view["vp_to_win"] / 10.0,
            view["rules"]["discard_limit"] / 10.0,
        ]
        one(o["turn_seat"] + rel[view["turn_seat"]])
        current = view["current_player"]
        if current >= 0:
            one(o["current_player"] + rel[current])
        one(o["context"] + _CONTEXT_INDEX[view["context"]])
        pending = view["pending"]
        if pending:
            owned = [0] * self.players
            for decision in pending:
                if decision["seat"] >= 0:
                    owned[rel[decision["seat"]]] += 1
            base = o["pending_owned"]
            for r, count in enumerate(owned):
                if count:
                    at.append(base + r)
                    val.append(count / 4.0)
            front = pending[0]
            if "count" in front:
                at.append(o["pending_count"])
                val.append(front["count"] / 10.0)
            if front["kind"] == "steal" and front.get("victim", -1) >= 0:
                one(o["pending_victim"] + rel[front["victim"]])
            if "card" in front:
                one(o["pending_card"] + _CARD_INDEX[front["card"]])
        offer = view["offer"]
        if offer is not None:
            one(o["offer_open"])
            self._counts(offer["give"], o["offer_give"], 5.0, at, val)
            self._counts(offer["get"], o["offer_get"], 5.0, at, val)
            for p in offer["accepted"]:
                one(o["offer_accepted"] + rel[p])
        if view["winner"] is not None:
            one(o["winner"] + rel[view["winner"]])

        # One scatter for everything else (each numpy call costs more than the few dozen
        # entries it writes): the 1s, the scaled values, the seats' rows.
        start = o["players"]
        at += ones
        at += range(start, start + len(rows))
        val += [1.0] * len(ones)
        val += rows
        out[np.fromiter(at, np.intp, len(at))] = np.fromiter(val, np.float32, len(val))
        return out

    def _board_and_pieces(self, view: Mapping[str, Any], seat: int, rel: list[int]) -> np.ndarray:
        """A fresh vector holding the board's layout and the settlements, cities and
        roads, zeros elsewhere. Pieces change a few dozen times a game and the layout
        hardly ever: the last view's lists (copied) and this vector are kept, and a copy
        of it is returned while the next view's lists are equal (C-level compares)."""
        buildings, roads = view["buildings"], view["roads"]
        numbers, terrains, harbors = view["numbers"], view["terrains"], view["harbors"]
        last = self._last_pieces
        if (
            last is not None
            and last[0] == seat
            and last[1] == buildings
            and last[2] == roads
            and last[3] == numbers
            and last[4] == terrains
            and last[5] == harbors
        ):
            return last[6].copy()
        o = self._offsets
        nv, ne = self._nv, STANDARD.n_edges
        settle, city, road = o["settlements"], o["cities"], o["roads"]
        at = [
            (settle if building == "settlement" else city) + rel[owner] * nv + v
            for v, owner, building in buildings
        ]
        at += [road + rel[owner] * ne + e for e, owner in roads]
        out = self._board_template(view)
        out[np.fromiter(at, np.intp, len(at))] = 1.0
        self._last_pieces = (
            seat,
            [list(b) for b in buildings],
            [list(r) for r in roads],
            list(numbers),
            list(terrains),
            [list(h) for h in harbors],
            out,
        )
        return out.copy()

    def _board_template(self, view: Mapping[str, Any]) -> np.ndarray:
        """A fresh vector holding the board's layout (terrains, tokens, harbors), zeros
        elsewhere. The layout changes only when the Inventor swaps tokens, so the filled
        vector is kept per layout and copied."""
        numbers = view["numbers"]
        key = (tuple(numbers), tuple(view["terrains"]), tuple(h[0] for h in view["harbors"]))
        template = self._templates.get(key)
        if template is None:
            if len(self._templates) >= 256:  # a bound: many envs, many boards
                self._templates.clear()
            template = self._templates[key] = self._fill_board(view)
        return template.copy()

    def _fill_board(self, view: Mapping[str, Any]) -> np.ndarray:
        out = np.zeros(self.size, dtype=np.float32)
        o = self._offsets
        base_t, base_n, base_p = o["terrain"], o["number"], o["pips"]
        nt = len(TERRAIN_NAMES)
        for h, terrain in enumerate(view["terrains"]):
            out[base_t + h * nt + _TERRAIN_INDEX[terrain]] = 1.0
        for h, number in enumerate(view["numbers"]):
            if number:
                out[base_n + h * 11 + number - 2] = 1.0
                out[base_p + h] = _PIPS[number] / 5.0
        base = o["harbor"]
        nk = len(HARBOR_NAMES)
        for kind, a, b in view["harbors"]:
            k = _HARBOR_INDEX[kind]
            out[base + a * nk + k] = 1.0
            out[base + b * nk + k] = 1.0
        return out

    @staticmethod
    def _counts(
        cards: Mapping[str, int], base: int, scale: float, at: list[int], val: list[float]
    ) -> None:
        for name, count in cards.items():
            at.append(base + _CARD_INDEX[name])
            val.append(count / scale)

    def _encode_ck_board(
        self, view: Mapping[str, Any], rel: list[int], one: Callable[[int], None]
    ) -> None:
        o = self._offsets
        nv = self._nv
        knights, active = o["knights"], o["knights_active"]
        for v, owner, level, is_active in view["knights"]:
            r = rel[owner]
            one(knights + (r * 3 + level - 1) * nv + v)
            if is_active:
                one(active + r * nv + v)
        for key in ("walls", "knights_activated_this_turn", "knights_promoted_this_turn"):
            base = o[key]
            for v in view[key]:
                one(base + v)
        base = o["metropolis"]
        for t, track in enumerate(TRACK_NAMES):
            v = view["metropolis"][track]
            if v is not None:
                one(base + t * nv + v)
        merchant = view["merchant"]
        if merchant is not None:
            one(o["merchant_hex"] + merchant["hex"])
            one(o["merchant_owner"] + rel[merchant["owner"]])


@lru_cache(maxsize=8)
def encoder_for(expansion: str, players: int) -> ObservationEncoder:
    """The shared encoder of a game shape (its index tables are built once)."""
    return ObservationEncoder(expansion, players)


def markdown_table(encoder: ObservationEncoder) -> str:
    """The layout of ``encoder`` as the Markdown table docs/observation.md shows."""
    lines = [
        f"#### {encoder.expansion}, {encoder.players} players: {encoder.size} floats",
        "",
        "| slice | start | stop | shape | meaning |",
        "| --- | --- | --- | --- | --- |",
    ]
    for name, start, stop, shape, meaning in encoder.layout():
        dims = " x ".join(str(d) for d in shape)
        lines.append(f"| `{name}` | {start} | {stop} | {dims} | {meaning} |")
    return "\n".join(lines) + "\n"
