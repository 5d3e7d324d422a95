"""The level and the level clock (rules/tetlight.md §9).

Each level lasts 40 s on the clock. The clock counts down every running tick (in pause and in
the destruction phases too) and stops at 0; the level rises only when the next piece appears,
and the clock is wound again. Raising the level by hand *adds* a level's time instead.
"""

from __future__ import annotations


class LevelClock:
    """Current level (``max_level`` at most) and the ticks left on the level clock."""

    __slots__ = ("clock", "level", "level_ticks", "max_level")

    def __init__(self, level: int, level_ticks: int, max_level: int) -> None:
        self.level = level
        self.level_ticks = level_ticks
        self.max_level = max_level
        self.clock = level_ticks

    def run(self) -> None:
        """One tick of the clock; it stays at 0 until a spawn winds it."""
        if self.clock > 0:
            self.clock -= 1

    def at_spawn(self) -> bool:
        """A piece appears: a clock at 0 raises the level (not above the top) and is wound
        again. True when the level rose."""
        if self.clock:
            return False
        self.clock = self.level_ticks
        if self.level >= self.max_level:
            return False
        self.level += 1
        return True

    def by_hand(self) -> bool:
        """Level + 1 and a level's time added to the clock; nothing at the top. True if raised."""
        if self.level >= self.max_level:
            return False
        self.level += 1
        self.clock += self.level_ticks
        return True

    def state(self) -> dict[str, int]:
        return {"level": self.level, "clock": self.clock}
