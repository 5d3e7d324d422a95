"""Lock delay with move reset (rules/retris.md §3), counted in ticks.

The timer runs only while the piece rests on something. A successful move or rotation while
the timer is running sets it back to zero, at most ``max_resets`` times per piece; reaching a
new lowest row resets both the timer and that count.
"""

from __future__ import annotations


class LockDelay:
    __slots__ = ("delay", "lowest", "max_resets", "resets", "ticks")

    def __init__(self, delay_ticks: int, max_resets: int) -> None:
        self.delay = delay_ticks
        self.max_resets = max_resets
        self.ticks = 0
        self.resets = 0
        self.lowest = 0

    def start(self, y: int) -> None:
        """A new piece at box row ``y``."""
        self.ticks = 0
        self.resets = 0
        self.lowest = y

    def reached(self, y: int) -> None:
        """The piece's box is now at row ``y``; a new lowest row resets everything."""
        if y < self.lowest:
            self.lowest = y
            self.ticks = 0
            self.resets = 0

    def moved(self) -> None:
        """A successful move or rotation: restarts a running timer while resets remain."""
        if self.ticks > 0 and self.resets < self.max_resets:
            self.ticks = 0
            self.resets += 1

    def grounded_tick(self) -> bool:
        """One tick resting on something; True when the piece must lock now."""
        self.ticks += 1
        return self.ticks >= self.delay

    @property
    def progress(self) -> float:
        return min(1.0, self.ticks / self.delay) if self.delay else 0.0

    def state(self) -> dict[str, int]:
        return {"ticks": self.ticks, "resets": self.resets, "lowest": self.lowest}
