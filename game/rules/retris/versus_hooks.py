"""What a versus match needs of a Retris game (rules/versus.md §3-4), mixed into RetrisGame.

A lock's outcome is known only once it is resolved: at once in Classic, after the whole
chain (re-checks included) in Arcade. Right then, before the next piece spawns, the match's
``between_pieces`` hook is called with that outcome: it sends an attack for a clearing lock
and raises ready garbage after one that cleared nothing. A solo game has no hook, and its
state (and digest) is what it always was.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.rules.retris.cells import EMPTY

#: A garbage block: plain grey, no special (scenarios write it ``G.``).
GARBAGE = "G."


@dataclass(frozen=True, slots=True)
class LockOutcome:
    """A resolved lock: the rows it cleared (Arcade: that its chains scored), the chain
    generations after the first that destroyed a block, and whether the field is empty."""

    rows: int
    generations: int
    perfect: bool


class VersusHooks:
    """The lock accounting and garbage rise; the attributes are RetrisGame's."""

    field: Any
    tick: int
    _over: bool
    active: Any
    _emit: Callable[..., None]

    def _init_versus(self) -> None:
        self.between_pieces: Callable[[LockOutcome], None] | None = None
        self._lock_rows = 0  # rows cleared since the last lock, while it resolves
        self._lock_generations = 0  # generations of its chains so far (all, 0 included)
        self._lock_later_hits = 0  # of those, the ones after the first that destroyed blocks

    def _count_lock_rows(self, rows: int) -> None:
        self._lock_rows += rows

    def _count_generation(self, destroyed: int) -> None:
        if self._lock_generations and destroyed:
            self._lock_later_hits += 1
        self._lock_generations += 1

    def _started_lock(self) -> None:
        self._lock_rows = self._lock_generations = self._lock_later_hits = 0

    def _resolved(self) -> None:
        """The lock is resolved and the next piece is due: the match has its say first."""
        if self.between_pieces is None:
            return
        empty = all(code == EMPTY for row in self.field.rows for code in row)
        self.between_pieces(LockOutcome(self._lock_rows, self._lock_later_hits, empty))

    def rise(self, holes: list[int]) -> bool:
        """Garbage rows rise from below, one per hole column given (bottom row last); the
        field moves up. True, and the game over, when a block is pushed above the top."""
        count = len(holes)
        width, rows = self.field.width, self.field.rows
        pushed_out = any(code != EMPTY for row in rows[len(rows) - count:] for code in row)
        new = [[EMPTY if c == hole else GARBAGE for c in range(width)] for hole in reversed(holes)]
        self.field.rows = new + rows[:len(rows) - count]
        self.field.version += 1
        self._emit("garbage", rows=count, holes=list(holes))
        if pushed_out:
            self.active = None
            self._over = True
            self._emit("game_over", reason="garbage")
        return pushed_out

    def _versus_state(self) -> dict[str, Any]:
        if self.between_pieces is None:
            return {}
        return {"versus": [self._lock_rows, self._lock_generations, self._lock_later_hits]}
