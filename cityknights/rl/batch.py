"""The per-game loop of the vector environment, over buffers shared by every game.

:class:`~cityknights.rl.vector.CityKnightsVectorEnv` holds N games and one buffer for each
of their outputs (observation integers, legal masks, rewards, ends); the numpy arrays it
returns are views of those buffers. This module plays the games and writes into the
buffers, at game i's offset, through memoryviews and bytearrays: it uses no numpy, so
that the compiled build (setup.py's ``COMPILED_MODULES``) compiles it with mypyc and a
step of N games is one loop of native code around the engine's calls.

A game does what :class:`~cityknights.rl.gym_env.CityKnightsEnv` does in ``step``: apply
the learner's action, play chance nodes and the other seats until the learner decides
again or the game ends, then write its observation (the encoder's integers, before the
divisors the vector env applies to all N at once) and its legal mask. The same seed gives
the same stream as the single env (tests/rl/test_vector_env.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from librt.strings import BytesWriter, read_i32_le, read_i64_le, write_i32_le

from cityknights.bots.random_bot import OFFER_TRADE
from cityknights.engine import CHANCE, Action, ActionCodec, State
from cityknights.rl.observation import ObservationEncoder
from cityknights.rl.observation_ints import ObservationInts
from cityknights.rl.seats import random_bot_of

__all__ = ["ActionCodes", "Buffers", "GameSlot", "first_illegal", "step_games"]


class _Seat(Protocol):
    def choose(self, state: State, seat: int) -> Action: ...


class Buffers:
    """The shared outputs of N games: ``board`` (N x the observation's board entries, one
    byte each: every one fits), ``tail`` (N x the entries from the own hand on, unsigned
    16-bit little-endian, as bytes: the turn passes 255), ``legal`` (the legal actions of
    every game, as each wrote its row: ``row x codes + code``, 32-bit little-endian, which
    the vector env sets in its masks and clears again), ``rewards`` (float64),
    ``terminated``, ``truncated`` (0 or 1) and ``winner`` (the winning seat, or -1; signed
    bytes); and ``board_written`` (1 where a game wrote new board bytes since the vector
    env last cleared it: the env divides those rows' board entries again, the rest keep
    theirs)."""

    def __init__(
        self,
        board: bytearray,
        tail: bytearray,
        rewards: memoryview[float],
        terminated: bytearray,
        truncated: bytearray,
        winner: memoryview,
        board_written: bytearray,
    ) -> None:
        self.board = board
        self.tail = tail
        self.legal = BytesWriter()
        self.rewards = rewards
        self.terminated = terminated
        self.truncated = truncated
        self.winner = winner
        self.board_written = board_written


class ActionCodes:
    """What every game of a vector env reads to turn actions into codes, made once: the
    codec's actions, their codes by address and by value, and the codes the env refuses.
    Shared, not copied per game: a C&K codec has 8,947 actions, and 64 copies of these
    tables were 64 lists and 128 dicts of that size for the garbage collector to walk at
    each full collection."""

    def __init__(self, codec: ActionCodec, refused: list[int]) -> None:
        self.actions: list[Action] = list(codec.actions)
        self.size = len(self.actions)
        self.by_action: dict[Action, int] = dict(codec.index)
        # The codec's own action objects by address, in an open-addressed table (at most
        # half full) of 64-bit little-endian ids and their codes, as bytes that the
        # compiled loop reads natively (librt's read_i64_le): the engine lists the very
        # objects of its action tables, so a legal action is found by its id() without
        # hashing it (an offer's hash is its two card tuples', ten items) and without
        # boxing an int. The ids stay valid as long as `actions` holds the objects; an
        # action that is not one of them (an equal one built elsewhere) is looked up by
        # value.
        slots = 1 << (2 * self.size).bit_length()
        self.id_mask = slots - 1
        ids, codes = [0] * slots, [0] * slots
        for code, action in enumerate(self.actions):
            key = id(action)
            i = _id_slot(key, self.id_mask)
            while ids[i]:
                i = (i + 1) & self.id_mask
            ids[i], codes[i] = key, code
        self.ids = b"".join(key.to_bytes(8, "little") for key in ids)
        self.id_codes = b"".join(code.to_bytes(4, "little") for code in codes)
        # A list, not a bytearray: the compiled loop reads a list item natively, a
        # bytearray's through the generic protocol (a boxed index past 256).
        self.refused: list[bool] = [False] * self.size
        for code in refused:
            self.refused[code] = True
        self.any_refused = bool(refused)

    def code(self, action: Action) -> int:
        """The code of ``action``, or -1 if it has none."""
        key = id(action)
        ids, mask = self.ids, self.id_mask
        i = _id_slot(key, mask)
        while True:
            found = read_i64_le(ids, 8 * i)
            if found == key:
                return read_i32_le(self.id_codes, 4 * i)
            if found == 0:
                return self.by_action.get(action, -1)
            i = (i + 1) & mask


def _id_slot(key: int, mask: int) -> int:
    """Where an address starts its probe: its bits above the 16-byte alignment, folded so
    that objects a fixed stride apart (64 bytes: a multiple of four) spread over the table."""
    return ((key >> 4) ^ (key >> 11)) & mask


class GameSlot:
    """Game ``index`` of a vector env: its state, seats and counters, and where it writes."""

    def __init__(
        self,
        index: int,
        buffers: Buffers,
        codes: ActionCodes,
        encoder: ObservationEncoder,
        skip_forced: bool,
        max_steps: int,
        shaped: bool,
        vp_weight: float,
    ) -> None:
        self.index = index
        self.buffers = buffers
        self.actions = codes.actions
        self.size = codes.size
        self.codes_table = codes
        self.encoder = encoder
        self.tail_start: int = encoder.tail_start
        # The bytes of a row from the own hand on (two an entry).
        self.tail_bytes: int = 2 * (encoder.size - encoder.tail_start)
        self.skip_forced = skip_forced
        self.max_steps = max_steps  # 0: no cap
        self.shaped = shaped
        self.vp_weight = vp_weight
        # The legal codes of the decision this game writes next (a C&K row has 8,947 codes
        # and a few dozen legal ones: the games write these, numpy sets the masks).
        self.codes: list[int] = []
        self.refused = codes.refused
        self.any_refused = codes.any_refused
        self.seat = 0
        self.steps = 0
        self.vp = 0
        self.state: State | None = None
        self.chance = random.Random(0)
        self.seats: dict[int, _Seat] = {}
        # Per seat, the generator's getrandbits and the offers option of a plain random bot
        # (None: another kind of seat, or the learner), which this loop plays itself
        # (`random_choice`).
        self.random_bits: list[Callable[[int], int] | None] = []
        self.random_offers: list[bool] = []
        self.ints = ObservationInts(encoder)
        self.board: bytes = b""  # the board bytes last written (the encoder's, kept)
        self.tail = BytesWriter()  # the entries from the own hand on, reused

    def start(self, state: State, seat: int, chance: random.Random, seats: dict[int, Any]) -> None:
        """A new episode (made by the vector env from the episode seed): play to the
        learner's first decision and write its observation and mask; reward 0, not over."""
        self.state, self.seat, self.chance, self.seats = state, seat, chance, seats
        players = state.game.players
        self.random_bits, self.random_offers = [None] * players, [False] * players
        for p, other in seats.items():
            plain = random_bot_of(other)
            if plain is not None:
                self.random_bits[p], self.random_offers[p] = plain[0].getrandbits, plain[1]
        self.ints.reset()
        self.advance(state)
        self.steps = 0
        self.vp = state.victory_points(seat)
        self.write(state, 0.0, False, False)

    def step(self, code: int) -> None:
        """Play the learner's legal action ``code`` (checked by the vector env) and write
        the outcome."""
        state = self.state
        assert state is not None
        # The move and the chance nodes after it in one call (`State.play`: the outcomes
        # drawn from the env's chance generator as `advance` would draw them, applied
        # without the one-outcome legal list a sampled outcome is checked against).
        state.play(self.actions[code], self.chance)
        self.advance(state)
        self.steps += 1
        reward = 0.0
        if self.shaped:
            vp = state.victory_points(self.seat)
            reward += self.vp_weight * (vp - self.vp)
            self.vp = vp
        terminated = truncated = False
        if state.is_terminal():
            winner = state.winner()
            if winner is not None:
                reward += 1.0 if winner == self.seat else -1.0
            terminated = winner is not None
            truncated = not terminated
        elif self.max_steps and self.steps >= self.max_steps:
            truncated = True
        self.write(state, reward, terminated, truncated)

    def advance(self, state: State) -> None:
        """Chance nodes and the other seats (and, with skip_forced, the learner's forced
        decisions) until the learner decides or the game ends; then its legal codes (in
        ``codes``, which `write` writes)."""
        learner, seats, rng = self.seat, self.seats, self.chance
        player = state.current_player()
        while True:
            if player == learner:
                codes = self.legal_codes(state)
                if self.skip_forced and codes and codes.count(codes[0]) == len(codes):
                    # one code: a forced decision
                    player = state.play(self.actions[codes[0]], rng)
                    continue
                self.codes = codes
                return
            if player >= 0:
                bits = self.random_bits[player]
                if bits is not None:
                    action = self.random_choice(state, bits, self.random_offers[player])
                else:
                    action = seats[player].choose(state, player)
                # play: the move, then the chance nodes after it (see `step`).
                player = state.play(action, rng)
            elif player == CHANCE:  # a game's start, before any move
                state.advance(state.sample_chance(rng))
                player = state.current_player()
            else:  # TERMINAL
                self.codes = []
                return

    @staticmethod
    def random_choice(state: State, getrandbits: Callable[[int], int], offers: bool) -> Action:
        """What ``RandomBot(rng, offers).choose`` chooses, with the same draws from
        ``rng`` (an exact ``random.Random``: `random_bot_of` checks it; ``getrandbits`` is
        its bound method, kept: looked up at every call it went through the Python class's
        attributes), without the interpreted calls around them: ``Random.choice(seq)`` is
        ``seq[_randbelow(len(seq))]``, and ``_randbelow(n)`` draws ``getrandbits(k)``,
        k the bit length of n, until below n (CPython 3.11 to 3.13; the vector env's
        test against the single env, which calls ``choice`` itself, would catch a
        change)."""
        legal = state.legal_actions()
        if not legal:
            raise ValueError("RandomBot.choose needs at least one legal action")
        # Without offers: the r-th action that is not an offer (counted, then found by a
        # second pass: no list of them is built); all of them if every one is an offer.
        offer: str = OFFER_TRADE  # a local: the loops compare two str natively
        n = len(legal)
        if not offers:
            others = 0
            for a in legal:
                items: tuple[Any, ...] = a  # an Action is a tuple: its items read natively
                kind: str = items[0]
                if kind != offer:
                    others += 1
            if others == 0:
                offers = True
            else:
                n = others
        bits = 0
        while n >> bits:
            bits += 1
        r = getrandbits(bits)
        while r >= n:
            r = getrandbits(bits)
        if offers:
            return legal[r]
        for a in legal:
            items = a
            kind = items[0]
            if kind != offer:
                if r == 0:
                    return a
                r -= 1
        raise AssertionError("unreachable: r is below the count of actions that are not offers")

    def legal_codes(self, state: State) -> list[int]:
        """The code of each legal action (as :class:`~cityknights.rl.masks.LegalBytes`
        finds them; a code twice if two legal actions are equal), domestic offers left out
        when the env refuses them."""
        codes: list[int] = []
        table, refused, any_refused = self.codes_table, self.refused, self.any_refused
        for action in state.legal_actions():
            code = table.code(action)
            if code < 0 or (any_refused and refused[code]):
                continue
            codes.append(code)
        return codes

    def write(self, state: State, reward: float, terminated: bool, truncated: bool) -> None:
        """This game's observation integers, legal codes, reward and ends, at its offsets."""
        out, i = self.buffers, self.index
        # Each game alone writes its rows: the board's stay as they are until its pieces
        # move.
        board = self.ints.board_bytes(state, self.seat)
        if board is not self.board:
            start = i * self.tail_start
            out.board[start : start + self.tail_start] = board
            self.board = board
            out.board_written[i] = 1
        # The rest as it lies in the buffer, written by the encoder's native loop, then
        # copied in one piece.
        tail = self.tail
        tail.truncate(0)
        self.ints.write_tail(state, self.seat, tail)
        start = i * self.tail_bytes
        out.tail[start : start + self.tail_bytes] = tail.getvalue()
        legal, row = out.legal, i * self.size
        for code in self.codes:
            write_i32_le(legal, row + code)
        out.rewards[i] = reward
        out.terminated[i] = 1 if terminated else 0
        out.truncated[i] = 1 if truncated else 0
        winner = state.winner() if terminated else None
        out.winner[i] = -1 if winner is None else winner

    def is_legal(self, code: int) -> bool:
        return code in self.codes


def first_illegal(slots: list[GameSlot], codes: list[int], restart: list[bool]) -> int:
    """The first game whose action is not legal now (a game restarting this step takes
    none), or -1: the vector env's check of a step's N actions, one native loop."""
    for i in range(len(slots)):
        if not restart[i] and not slots[i].is_legal(codes[i]):
            return i
    return -1


def step_games(slots: list[GameSlot], codes: list[int], restart: list[bool]) -> None:
    """Play each game's action (checked by `first_illegal`) and write its outcome; the
    games restarting this step are left to the vector env, which starts them."""
    for i in range(len(slots)):
        if not restart[i]:
            slots[i].step(codes[i])
