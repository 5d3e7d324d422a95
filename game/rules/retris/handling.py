"""Guideline handling counted in ticks: DAS, ARR and the held soft-drop key.

A press of left/right moves once at once; held for DAS ticks it repeats every ARR ticks (ARR 0:
straight to the wall). The most recently pressed direction wins; releasing it hands over to the
other one if that is still held, which then charges its DAS afresh (no extra move).
"""

from __future__ import annotations

WALL = -1  # repeat() result: slide all the way

_SIGN = {"left": -1, "right": 1}


class Handling:
    """Held keys and the DAS charge; the rules ask it how far to auto-shift each tick."""

    __slots__ = ("arr", "charge", "das", "direction", "fresh", "held")

    def __init__(self, das_ticks: int, arr_ticks: int) -> None:
        self.das = das_ticks
        self.arr = arr_ticks
        self.held: set[str] = set()
        self.direction = 0  # -1 left, +1 right, 0 none
        self.charge = 0  # ticks the current direction has been held since its press
        self.fresh = False  # pressed this tick: its move is already done

    def press(self, key: str) -> None:
        self.held.add(key)
        if key in _SIGN:
            self.direction = _SIGN[key]
            self.charge = 0
            self.fresh = True

    def release(self, key: str) -> None:
        self.held.discard(key)
        if key in _SIGN and self.direction == _SIGN[key]:
            other = "right" if key == "left" else "left"
            self.direction = _SIGN[other] if other in self.held else 0
            self.charge = 0
            # The hand-over tick counts like a press tick (without its move): DAS from here.
            self.fresh = bool(self.direction)

    @property
    def soft_drop(self) -> bool:
        return "down" in self.held

    def repeat(self) -> int:
        """Auto-shift cells to try this tick: 0, 1 or WALL. Call once per tick, after inputs."""
        if self.fresh or not self.direction:
            self.fresh = False
            return 0
        self.charge += 1
        if self.charge < self.das:
            return 0
        if self.arr == 0:
            return WALL
        return 1 if (self.charge - self.das) % self.arr == 0 else 0

    def state(self) -> dict[str, object]:
        return {"held": sorted(self.held), "direction": self.direction, "charge": self.charge}
