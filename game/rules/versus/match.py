"""VersusMatch: two to four slots in one rules loop (rules/versus.md), one tick at a time.

A tick steps every slot in slot order with its own input changes (``InputChange.player``;
every event it hands out names its slot as ``data["player"]``),
then delivers the attacks sent in it (ready ``delay`` ticks later), then looks whether the
round is over. Between rounds the match waits a fixed break and starts the next round by
itself, so a match replay is its inputs only. Retris slots send garbage; Tet'light and Verse
slots race for the higher score within a time limit. Ticks count on across rounds; a slot's
game counts its own ticks from its round's start.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence
from typing import Any

from game.core.actions import Action, InputChange
from game.core.digest import digest
from game.core.events import Event
from game.core.rng import RngStreams
from game.core.ruleset import ValidationError
from game.rules import registry
from game.rules.base import TickedRules
from game.rules.retris.versus_hooks import LockOutcome
from game.rules.versus.garbage import GarbageQueue
from game.rules.versus.rounds import round_seed, standing
from game.rules.versus.slot import Slot
from game.rules.versus.targets import current_target, take_target
from game.rules.versus.tuning import VersusTuning, load_tuning
from game.rules.versus.views import MATCH_OVER, PLAY, ROUND_OVER, MatchSnapshot, SlotView

TICK_RATE = 120
#: Solo actions a match ignores: its pause stops every clock (rules/versus.md §5).
_IGNORED = frozenset((Action.PAUSE, Action.RESUME, Action.ABORT))
GAMES = ("retris", "tetlight", "verse")


class VersusMatch(TickedRules):
    """A match in progress; only :meth:`step` changes it."""

    def __init__(self, game: str, options: dict[str, Any], seed: int, players: int,
                 first_to: int | None = None, setups: Sequence[Any] | None = None,
                 holes: Sequence[Sequence[int]] | None = None,
                 tuning: VersusTuning | None = None) -> None:
        super().__init__()
        self.tuning = t = tuning or load_tuning()
        if game not in GAMES:
            raise ValidationError("game", "one of " + ", ".join(map(repr, GAMES)), game)
        _check_range("players", players, t.players_range)
        self.first_to = t.first_to if first_to is None else first_to
        _check_range("rounds", self.first_to, t.first_to_range)
        self.game_name, self.seed, self.players = game, seed, players
        self.options = registry.options_to_dict(game, _versus_options(game, options))
        self.race_seconds = int(options.get("race_seconds", t.race_seconds)) \
            if game != "retris" else 0
        if game != "retris":
            _check_range("options.race_seconds", self.race_seconds, t.race_seconds_range)
        self._setups = list(setups) if setups else [None] * players
        self._holes = [list(h) for h in holes] if holes else [[] for _ in range(players)]
        self.delay = _ms_ticks(t.delay_ms)
        self.break_ticks = _ms_ticks(t.round_break_ms)
        self.wins = [0] * players
        self.results: list[int | None] = []  # each finished round's winner (None: a draw)
        self.round = 0
        self.phase = PLAY
        self.break_left = 0
        self.slots: list[Slot] = []
        self._start_round(0)

    # -- the GameRules contract ---------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == MATCH_OVER

    @property
    def settled(self) -> bool:
        return self.phase != PLAY or all(s.out or s.game.settled for s in self.slots)

    @property
    def games(self) -> list[Any]:
        return [s.game for s in self.slots]

    def _advance(self, changes: Sequence[InputChange]) -> None:
        if self.phase == ROUND_OVER:
            self.break_left -= 1
            if self.break_left <= 0:
                self._start_round(self.tick + 1)  # its first tick of play is the next one
            return
        if self.phase == MATCH_OVER:
            return
        for slot in self.slots:
            mine = [dataclasses.replace(c, tick=slot.game.tick, player=0) for c in changes
                    if c.player == slot.index and c.action not in _IGNORED]
            for event in slot.game.step(mine):
                # "player", not "slot": Verse's events have a "slot" of their own (the tray's).
                self._events.append(Event(self.tick, event.kind,
                                          event.data | {"player": slot.index}))
        self._deliver()
        self._check_round()

    # -- Retris: attacks and garbage ------------------------------------------------------

    def _on_lock(self, slot: Slot, lock: LockOutcome) -> None:
        slot.on_lock(lock, self.tick, self.tuning)

    def _deliver(self) -> None:
        """This tick's attacks, in slot order, each to the sender's next target."""
        for slot in self.slots:
            for lines in slot.outbox:
                target = take_target(self.slots, slot)
                if target is None:
                    continue  # nobody left to send to
                queue = self.slots[target].garbage
                assert queue is not None
                attack = queue.receive(lines, self.tick + self.delay)
                self._emit("attack", player=slot.index, target=target, lines=lines,
                           hole=attack.hole)
            slot.outbox.clear()

    # -- rounds ---------------------------------------------------------------------------

    def _start_round(self, first_tick: int) -> None:
        self.round += 1
        self.phase = PLAY
        self.round_start = first_tick
        seed = round_seed(self.seed, self.round)
        self.slots = [self._new_slot(i, seed) for i in range(self.players)]
        self._emit("round_start", round=self.round, seed=seed)

    def _new_slot(self, index: int, seed: int) -> Slot:
        setup = self._setups[index] if self.round == 1 else None
        try:
            game = registry.create(self.game_name, self.options, seed, setup)
        except ValidationError as exc:
            raise exc.prefixed(f"slot[{index}]") from None
        slot = Slot(index, game, next_target=(index + 1) % self.players)
        if self.game_name == "retris":
            # Every slot's hole stream is seeded alike: the n-th attack each slot receives
            # rises with the same hole, as every slot gets the same pieces (versus.md §2).
            forced = list(self._holes[index]) if self.round == 1 else []
            slot.garbage = GarbageQueue(RngStreams(seed)("garbage"), game.field.width, forced)
            # A partial of a bound method, not a lambda: the match pickles (the theatre's
            # seek keeps pickled checkpoints of it, game/sim/replay_cursor.py).
            game.between_pieces = functools.partial(self._on_lock, slot)
        return slot

    def _check_round(self) -> None:
        for slot in self.slots:
            if not slot.out and slot.game.over:
                slot.out = True
                self._emit("slot_out", player=slot.index)
        # This tick is played, though not counted yet (TickedRules counts it after _advance).
        done, winner = standing(self.slots, self._race_left(self.tick + 1))
        if done:
            self._end_round(winner)

    def _race_left(self, played_to: int) -> int | None:
        """A score race's ticks left once the round has been played up to ``played_to``
        (None in Retris, which has no time limit)."""
        if self.game_name == "retris":
            return None
        played = min(played_to - self.round_start, self.race_seconds * TICK_RATE)
        return self.race_seconds * TICK_RATE - max(0, played)

    def _end_round(self, winner: int | None) -> None:
        self.results.append(winner)
        if winner is not None:
            self.wins[winner] += 1
        self._emit("round_over", winner=winner, round=self.round)
        if winner is not None and self.wins[winner] >= self.first_to:
            self.phase = MATCH_OVER
            self._emit("match_over", winner=winner)
            return
        self.phase = ROUND_OVER
        self.break_left = self.break_ticks

    @property
    def round_winner(self) -> int | None:
        return self.results[-1] if self.results and self.phase != PLAY else None

    @property
    def match_winner(self) -> int | None:
        return self.results[-1] if self.phase == MATCH_OVER else None

    # -- views ----------------------------------------------------------------------------

    def snapshot(self) -> MatchSnapshot:
        views = tuple(self._slot_view(s) for s in self.slots)
        left = self._race_left(self.tick)
        return MatchSnapshot(self.tick, TICK_RATE, self.game_name, views, self.round,
                             self.first_to, self.phase, self.round_winner, self.match_winner,
                             self.break_left if self.phase == ROUND_OVER else 0,
                             left)

    def _slot_view(self, slot: Slot) -> SlotView:
        base = SlotView(slot.index, slot.game.snapshot(), slot.out, self.wins[slot.index])
        if slot.garbage is None:
            return base
        target = None if slot.out else current_target(self.slots, slot)
        return dataclasses.replace(base, sent=slot.sent, received=slot.received,
                                   waiting=slot.garbage.view(self.tick), target=target)

    def state(self) -> dict[str, Any]:
        return {"versus": self.tuning.version, "game": self.game_name, "seed": self.seed,
                "options": self.options, "tick": self.tick, "round": self.round,
                "round_start": self.round_start, "phase": self.phase,
                "break_left": self.break_left, "wins": list(self.wins),
                "results": list(self.results), "first_to": self.first_to,
                "slots": [s.state() for s in self.slots]}

    def slot_digests(self) -> list[str]:
        return [digest(s.state()) for s in self.slots]

    def stats(self) -> list[dict[str, Any]]:
        """Each slot's statistics this round (the games that count them)."""
        return [getattr(s.game, "stats", dict)() for s in self.slots]


def _versus_options(game: str, options: dict[str, Any]) -> dict[str, Any]:
    """A slot's solo options: the race's time limit is the match's; Retris plays Endless
    (a goal would end a slot's game by itself)."""
    solo = {k: v for k, v in options.items() if k != "race_seconds"}
    if game == "retris":
        solo["goal"] = "endless"
    return solo


def _check_range(key: str, value: object, bounds: tuple[int, int]) -> None:
    lo, hi = bounds
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise ValidationError(key, f"an integer from {lo} to {hi}", value)


def _ms_ticks(ms: int) -> int:
    return round(ms * TICK_RATE / 1000)
