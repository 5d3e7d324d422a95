"""One slot's round: its own game, and in Retris its streaks, garbage queue and tallies."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.base import GameRules
from game.rules.retris.versus_hooks import LockOutcome
from game.rules.versus.attack import AttackState
from game.rules.versus.garbage import GarbageQueue
from game.rules.versus.tuning import VersusTuning


@dataclass(slots=True)
class Slot:
    """``game`` is this round's game; ``garbage`` is None in the score races."""

    index: int
    game: GameRules
    garbage: GarbageQueue | None = None
    streaks: AttackState = field(default_factory=AttackState)
    sent: int = 0
    received: int = 0
    out: bool = False
    next_target: int = 0  # where the round robin looks first (the slot after this one)
    #: Lines this slot sent on the current tick after cancelling, with the tick it sent on;
    #: the match delivers them once every slot has stepped (rules/versus.md §7).
    outbox: list[int] = field(default_factory=list)

    def on_lock(self, lock: LockOutcome, tick: int, tuning: VersusTuning) -> None:
        """A resolved lock, before the next piece: send an attack (cancelling first), or let
        ready garbage rise after a lock that cleared nothing."""
        assert self.garbage is not None
        lines = self.streaks.lines(lock, tuning)
        if lock.rows == 0:
            holes = self.garbage.take_ready(tick, tuning.rise_cap)
            if holes:
                self.received += len(holes)
                self.game.rise(holes)  # type: ignore[attr-defined]  # a RetrisGame
            return
        left = self.garbage.cancel(lines)
        if left:
            self.sent += left
            self.outbox.append(left)

    def state(self) -> dict[str, Any]:
        base: dict[str, Any] = {"game": self.game.state(), "out": self.out}
        if self.garbage is None:
            return base
        return base | {"garbage": self.garbage.state(), "streaks": self.streaks.state(),
                       "sent": self.sent, "received": self.received,
                       "next_target": self.next_target, "outbox": list(self.outbox)}
