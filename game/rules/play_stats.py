"""The figures every game counts (rules/goals.md §3, "all"): game time, pieces placed and
presses that reached the rules; each game's statistics add their own to these."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class PlayStats:
    """Time, pieces and presses of one game so far."""

    ticks: int  # game time in rules ticks, up to and with the ending tick
    tick_rate: int
    pieces: int  # pieces placed
    presses: int  # presses that reached the rules (a held key's repeats are not presses)

    @property
    def seconds(self) -> float:
        return self.ticks / self.tick_rate

    @property
    def pps(self) -> float:
        """Pieces per second of game time."""
        return self.pieces / self.seconds if self.ticks else 0.0

    @property
    def kpp(self) -> float:
        """Presses per piece."""
        return self.presses / self.pieces if self.pieces else 0.0

    def common(self) -> dict[str, Any]:
        return {"ticks": self.ticks, "tick_rate": self.tick_rate, "pieces": self.pieces,
                "presses": self.presses}
