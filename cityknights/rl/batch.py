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
from typing import Any, Protocol

from cityknights.bots.random_bot import OFFER_TRADE
from cityknights.engine import CHANCE, Action, ActionCodec, State
from cityknights.rl.observation import ObservationEncoder
from cityknights.rl.observation_ints import ObservationInts
from cityknights.rl.seats import random_bot_of

__all__ = ["ActionCodes", "Buffers", "GameSlot", "first_illegal", "step_games"]


class _Seat(Protocol):
    def choose(self, state: State, seat: int) -> Action: ...


class Buffers:
    """The shared outputs of N games: ``ints`` (N x observation size, unsigned 16-bit
    little-endian, as bytes),
    ``masks`` (N x action codes, 0 or 1), ``rewards`` (float64), ``terminated``,
    ``truncated`` (0 or 1) and ``winner`` (the winning seat, or -1; signed bytes); and
    ``board_written`` (1 where a game wrote new board bytes since the vector env last
    cleared it: the env divides those rows' board entries again, the rest keep theirs)."""

    def __init__(
        self,
        ints: bytearray,
        masks: bytearray,
        rewards: memoryview[float],
        terminated: bytearray,
        truncated: bytearray,
        winner: memoryview,
        board_written: bytearray,
    ) -> None:
        self.ints = ints
        self.masks = masks
        self.rewards = rewards
        self.terminated = terminated
        self.truncated = truncated
        self.winner = winner
        self.board_written = board_written


class ActionCodes:
    """What every game of a vector env reads to turn actions into codes, made once: the
    codec's actions, their codes by value, the codes the env refuses, and a row of zeros.
    Shared, not copied per game: a C&K codec has 8,947 actions, and 64 copies of these
    tables were 64 lists and 128 dicts of that size for the garbage collector to walk at
    each full collection."""

    def __init__(self, codec: ActionCodec, refused: list[int]) -> None:
        self.actions: list[Action] = list(codec.actions)
        self.size = len(self.actions)
        # By value, not by id(): the compiled loop would box each id into a new int to
        # look it up (an allocation per legal action), where an action's hash is its
        # items' (its kind's string hash is cached) and the lookup then finds the very
        # object. The codec's actions are distinct, so each has one code.
        self.by_action: dict[Action, int] = dict(codec.index)
        self.zeros = bytes(self.size)
        # A list, not a bytearray: the compiled loop reads a list item natively, a
        # bytearray's through the generic protocol (a boxed index past 256).
        self.refused: list[bool] = [False] * self.size
        for code in refused:
            self.refused[code] = True
        self.any_refused = bool(refused)


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
        self.by_action = codes.by_action
        self.encoder = encoder
        self.obs_size: int = encoder.size
        self.tail_start: int = encoder.tail_start
        self.skip_forced = skip_forced
        self.max_steps = max_steps  # 0: no cap
        self.shaped = shaped
        self.vp_weight = vp_weight
        # The legal codes of the decision written in this game's row of the shared masks
        # (a C&K row has 8,947 codes and a few dozen legal ones: the row is zeros, then
        # these set), and the codes the env refuses.
        self.codes: list[int] = []
        self.zeros = codes.zeros
        self.refused = codes.refused
        self.any_refused = codes.any_refused
        self.seat = 0
        self.steps = 0
        self.vp = 0
        self.state: State | None = None
        self.chance = random.Random(0)
        self.seats: dict[int, _Seat] = {}
        # Per seat, the generator and offers option of a plain random bot (None: another
        # kind of seat, or the learner), which this loop plays itself (`random_choice`).
        self.random_rngs: list[random.Random | None] = []
        self.random_offers: list[bool] = []
        self.ints = ObservationInts(encoder)
        self.board: bytes = b""  # the board bytes last written (the encoder's, kept)
        self.turn_at: int = encoder.slice("turn").start - encoder.tail_start
        self.high_bytes = False  # a tail entry but the turn had a high byte

    def start(self, state: State, seat: int, chance: random.Random, seats: dict[int, Any]) -> None:
        """A new episode (made by the vector env from the episode seed): play to the
        learner's first decision and write its observation and mask; reward 0, not over."""
        self.state, self.seat, self.chance, self.seats = state, seat, chance, seats
        players = state.game.players
        self.random_rngs, self.random_offers = [None] * players, [False] * players
        for p, other in seats.items():
            plain = random_bot_of(other)
            if plain is not None:
                self.random_rngs[p], self.random_offers[p] = plain
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
                bot_rng = self.random_rngs[player]
                if bot_rng is not None:
                    action = self.random_choice(state, bot_rng, self.random_offers[player])
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
    def random_choice(state: State, rng: random.Random, offers: bool) -> Action:
        """What ``RandomBot(rng, offers).choose`` chooses, with the same draws from
        ``rng`` (an exact ``random.Random``: `random_bot_of` checks it), without the
        interpreted calls around them: ``Random.choice(seq)`` is
        ``seq[_randbelow(len(seq))]``, and ``_randbelow(n)`` draws ``getrandbits(k)``,
        k the bit length of n, until below n (CPython 3.11 to 3.13; the vector env's
        test against the single env, which calls ``choice`` itself, would catch a
        change)."""
        legal = state.legal_actions()
        if not legal:
            raise ValueError("RandomBot.choose needs at least one legal action")
        candidates = legal
        if not offers:
            candidates = [a for a in legal if a[0] != OFFER_TRADE] or legal
        n = len(candidates)
        bits = 0
        while n >> bits:
            bits += 1
        r = rng.getrandbits(bits)
        while r >= n:
            r = rng.getrandbits(bits)
        return candidates[r]

    def legal_codes(self, state: State) -> list[int]:
        """The code of each legal action (as :class:`~cityknights.rl.masks.LegalBytes`
        finds them; a code twice if two legal actions are equal), domestic offers left out
        when the env refuses them."""
        codes: list[int] = []
        by_action, refused, any_refused = self.by_action, self.refused, self.any_refused
        for action in state.legal_actions():
            code = by_action.get(action, -1)
            if code < 0 or (any_refused and refused[code]):
                continue
            codes.append(code)
        return codes

    def write(self, state: State, reward: float, terminated: bool, truncated: bool) -> None:
        """This game's observation integers, mask, reward and ends, at its offsets."""
        out, i = self.buffers, self.index
        board, values = self.ints.integers(state, self.seat)
        raw = out.ints  # little-endian 16-bit integers, as bytes: low byte first
        start = 2 * i * self.obs_size
        middle = start + 2 * self.tail_start
        stop = start + 2 * self.obs_size
        # Each game alone writes its rows: the board's stay as they are until its pieces
        # move. Every entry but the turn fits a byte (bytearray() of a list is the
        # cheapest conversion, array() several times slower): low bytes one extended-slice
        # write, high bytes zero but the turn's.
        if board is not self.board:
            raw[start:middle:2] = board
            self.board = board
            out.board_written[i] = 1
        at = self.turn_at
        turn = values[at]
        values[at] = turn & 0xFF
        try:
            low = bytearray(values)
        except ValueError:  # another entry past 255 (none is, but the encoder allows it)
            raw[middle:stop:2] = bytearray(v & 0xFF for v in values)
            raw[middle + 1 : stop : 2] = bytearray(v >> 8 for v in values)
            raw[middle + 2 * at + 1] = turn >> 8
            self.high_bytes = True
        else:
            raw[middle:stop:2] = low
            if self.high_bytes:
                raw[middle + 1 : stop : 2] = bytes(self.obs_size - self.tail_start)
                self.high_bytes = False
            raw[middle + 2 * at + 1] = turn >> 8
        # The mask row: zeros copied over it (one memcpy; clearing the last codes one by
        # one costs more, a bytearray item write being a generic call), then the codes.
        masks, row = out.masks, i * self.size
        masks[row : row + self.size] = self.zeros
        for code in self.codes:
            masks[row + code] = 1
        out.rewards[i] = reward
        out.terminated[i] = 1 if terminated else 0
        out.truncated[i] = 1 if truncated else 0
        winner = state.winner() if terminated else None
        out.winner[i] = -1 if winner is None else winner

    def is_legal(self, code: int) -> bool:
        return 0 <= code < self.size and self.buffers.masks[self.index * self.size + code] == 1


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
