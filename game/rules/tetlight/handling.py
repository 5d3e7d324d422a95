"""Held moves counted in ticks: a press moves at once; held for DAS ticks, the move repeats
every ARR ticks.

Five moves can be held (left, right, down-left, down-right, down); the most recently pressed
one that is still held repeats. Releasing it hands over to the previous held one, which charges
its DAS afresh (no extra move at the hand-over).
"""

from __future__ import annotations

HELD_MOVES = ("left", "right", "down_left", "down_right", "down")


class HeldMoves:
    """Which moves are held, in press order, and the current one's charge."""

    __slots__ = ("arr", "charge", "das", "fresh", "held")

    def __init__(self, das_ticks: int, arr_ticks: int) -> None:
        self.das = das_ticks
        self.arr = arr_ticks
        self.held: list[str] = []  # most recent last
        self.charge = 0  # ticks the current move has been held since its press
        self.fresh = False  # pressed (or handed over) this tick: no repeat yet

    @property
    def current(self) -> str | None:
        return self.held[-1] if self.held else None

    def press(self, move: str) -> None:
        if move in self.held:
            self.held.remove(move)
        self.held.append(move)
        self.charge = 0
        self.fresh = True

    def release(self, move: str) -> None:
        if move not in self.held:
            return
        was_current = move == self.current
        self.held.remove(move)
        if was_current:
            self.charge = 0
            self.fresh = bool(self.held)

    def repeat(self) -> str | None:
        """The move to repeat this tick, if any. Call once per running tick, after inputs."""
        if self.fresh or not self.held:
            self.fresh = False
            return None
        self.charge += 1
        if self.charge < self.das or (self.charge - self.das) % self.arr:
            return None
        return self.held[-1]

    def state(self) -> dict[str, object]:
        return {"held": list(self.held), "charge": self.charge, "fresh": self.fresh}
