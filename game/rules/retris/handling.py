"""Guideline handling counted in ticks: DAS, ARR, DCD and the held keys.

A press of left/right moves once at once; held for DAS ticks it repeats every ARR ticks (ARR 0:
straight to the wall, in the tick the DAS is charged). The most recently pressed direction wins;
releasing it hands over to the other one if that is still held, which then charges its DAS
afresh (no extra move).

Where rules/retris.md is silent, decided here (the modern clients' way):

- **DCD** (DAS cut delay, ``dcd_ms``): a rotation that turns the piece (an IRS turn included)
  and every spawn (after a lock, or after a hold) *cut* the charge, so that the next DCD
  auto-shift ticks repeat nothing. A charge further than DCD from its first repeat is left
  alone, so a cut never brings a repeat sooner; a refused rotation cuts nothing (the piece did
  not move). DCD 0 cuts nothing at all.
- **IRS / IHS**: the rotate keys (``irs``) and the hold key (``ihs``) are held keys only while
  their option is on, so the state of a game without them is what it always was. Of cw and ccw
  both held, the one pressed last turns the piece.
"""

from __future__ import annotations

WALL = -1  # repeat() result: slide all the way

_SIGN = {"left": -1, "right": 1}
_TURNS = ("cw", "ccw")


class Handling:
    """Held keys and the DAS charge; the rules ask it how far to auto-shift each tick."""

    __slots__ = ("arr", "charge", "das", "dcd", "direction", "fresh", "held", "tracked", "turn")

    def __init__(self, das_ticks: int, arr_ticks: int, dcd_ticks: int = 0,
                 extra_held: tuple[str, ...] = ()) -> None:
        self.das = das_ticks
        self.arr = arr_ticks
        self.dcd = dcd_ticks
        self.tracked = frozenset(("left", "right", "down", *extra_held))
        self.held: set[str] = set()
        self.direction = 0  # -1 left, +1 right, 0 none
        self.charge = 0  # ticks the current direction has been held since its press
        self.fresh = False  # pressed this tick: its move is already done
        self.turn = ""  # the rotate key pressed last and still held ("" none; IRS only)

    def holds(self, key: str) -> bool:
        """True when ``key`` is a held key here (left, right, down; IRS/IHS keys when on)."""
        return key in self.tracked

    def press(self, key: str) -> None:
        if key not in self.tracked:
            return
        self.held.add(key)
        if key in _SIGN:
            self.direction = _SIGN[key]
            self.charge = 0
            self.fresh = True
        elif key in _TURNS:
            self.turn = key

    def release(self, key: str) -> None:
        self.held.discard(key)
        if key in _SIGN and self.direction == _SIGN[key]:
            other = "right" if key == "left" else "left"
            self.direction = _SIGN[other] if other in self.held else 0
            self.charge = 0
            # The hand-over tick counts like a press tick (without its move): DAS from here.
            self.fresh = bool(self.direction)
        elif key == self.turn:
            other = "ccw" if key == "cw" else "cw"
            self.turn = other if other in self.held else ""

    @property
    def soft_drop(self) -> bool:
        return "down" in self.held

    def cut(self) -> None:
        """DCD: the next ``dcd`` auto-shift ticks repeat nothing (a rotation, a spawn)."""
        if self.dcd and self.direction:
            self.charge = min(self.charge, self.das - self.dcd - 1)

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
        extra = {"turn": self.turn} if self.turn else {}
        return {"held": sorted(self.held), "direction": self.direction,
                "charge": self.charge} | extra
