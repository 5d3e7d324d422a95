"""Retris's statistics (rules/goals.md §3): counted by the rules as the game is played.

The game tells :class:`Tally` what happens (a press that reached a piece, a spawn, a hold, a
soft-dropped row, a lock, a clear, a generation); :meth:`Tally.view` is the immutable
:class:`RetrisStats` a snapshot, a result screen and a replay carry. Nothing here feeds the
state digest: every figure follows from the inputs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.play_stats import PlayStats
from game.rules.retris.finesse import faults
from game.rules.retris.pieces import Cell, PieceDef

#: Presses a piece's finesse counts: moves, rotations and the hard drop (goals.md §3).
FINESSE_PRESSES = frozenset(("left", "right", "cw", "ccw", "hard_drop"))


@dataclass(frozen=True, slots=True)
class RetrisStats(PlayStats):
    """The figures of one game so far (game time: from the first piece to the ending lock or
    tick; pieces: locked)."""

    holds: int
    clears: tuple[int, int, int, int]  # clears of 1, 2, 3 and 4 or more rows
    finesse: int  # finesse faults over the counted pieces
    max_generation: int  # Arcade: the highest generation a chain reached (0: none beyond rows)
    bombs: int  # Arcade: bombs fired

    def scenario(self) -> dict[str, Any]:
        """The ``stats`` of a scenario's output (docs/scenarios.md: exactly these keys)."""
        return {"pieces": self.pieces, "holds": self.holds, "clears": list(self.clears),
                "finesse": self.finesse, "max_generation": self.max_generation}

    def to_json(self) -> dict[str, Any]:
        return self.common() | self.scenario() | {"bombs": self.bombs}


class Tally:
    """The counters, and the falling piece's presses for its finesse."""

    def __init__(self, width: int, height: int, tick_rate: int, counts_finesse: bool) -> None:
        self.width, self.height, self.tick_rate = width, height, tick_rate
        self.counts_finesse = counts_finesse  # Normal and Relax piece sets only
        self.pieces = self.presses = self.holds = self.finesse = 0
        self.max_generation = self.bombs = 0
        self.clears = [0, 0, 0, 0]
        self.ticks = 0
        self._piece_presses = 0
        self._counted = True  # the falling piece may be counted (no soft drop, no hold)

    def press(self, action: str, on_piece: bool) -> None:
        """A press reached the rules (``on_piece``: while a piece was falling)."""
        self.presses += 1
        if on_piece and action in FINESSE_PRESSES:
            self._piece_presses += 1

    def spawned(self, from_hold: bool) -> None:
        self._piece_presses = 0
        self._counted = not from_hold

    def held(self) -> None:
        self.holds += 1

    def soft_dropped(self) -> None:
        self._counted = False

    def locked(self, piece: PieceDef, cells: tuple[Cell, ...]) -> None:
        self.pieces += 1
        if self.counts_finesse and self._counted:
            fault = faults(piece, self.width, self.height, cells, self._piece_presses)
            self.finesse += fault or 0

    def cleared(self, rows: int) -> None:
        if rows:
            self.clears[min(rows, 4) - 1] += 1

    def generation(self, k: int, fired: int) -> None:
        self.max_generation = max(self.max_generation, k)
        self.bombs += fired

    def view(self) -> RetrisStats:
        return RetrisStats(self.ticks, self.tick_rate, self.pieces, self.presses, self.holds,
                           (self.clears[0], self.clears[1], self.clears[2], self.clears[3]),
                           self.finesse, self.max_generation, self.bombs)
