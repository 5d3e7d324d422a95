"""Dragging a tray piece with the mouse (or a finger): a small state machine, pure logic.

Phases: IDLE → (press on a tray piece) DRAGGING: the piece lifts off its slot, growing to board
scale, and follows the pointer from above it → (release) LANDING: it eases onto the ghost and
waits for the rules to confirm the placement, or RETURNING: it flies back to its slot (an
illegal drop, a refusal, a cancel) → IDLE.

A second click on the same piece soon after a first one is a double-click: it asks for a
rotation instead of lifting the piece. The machine only says what to do (:class:`Place`,
:class:`Rotate`); the play scene sends it to the rules and reports back (:meth:`confirm`,
:meth:`refuse`). Times are the scene's clock in seconds, positions window pixels.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum

from game.scenes.verse.grid import Pose

LIFT_SECONDS = 0.14  # the piece grows from tray to board scale while it rises
LAND_SECONDS = 0.09  # a legal drop eases onto its ghost
RETURN_SECONDS = 0.24  # an illegal drop flies back to its slot
CONFIRM_SECONDS = 1.0  # a landing the rules never confirm goes back after this long
LIFT_CELLS = 0.6  # the piece's bottom edge floats this many cells above the pointer
CLICK_SECONDS = 0.3  # a press and release this quick, and this still, is a click ...
CLICK_CELLS = 0.35  # ... (moving less than this many board cells)
DOUBLE_CLICK_SECONDS = 0.4  # two clicks on one piece this close together rotate it


class Phase(StrEnum):
    IDLE = "idle"
    DRAGGING = "dragging"
    LANDING = "landing"
    RETURNING = "returning"


@dataclass(frozen=True, slots=True)
class Place:
    """Place the tray piece of ``slot`` with its box's top-left at ``(row, col)``."""

    slot: int
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class Rotate:
    """Turn the tray piece of ``slot`` a quarter clockwise."""

    slot: int


def ease_out(t: float) -> float:
    """Fast, then settling (cubic)."""
    t = max(0.0, min(1.0, t))
    return 1.0 - (1.0 - t) ** 3


def ease_in_out(t: float) -> float:
    """Slow, fast, slow (smoothstep)."""
    t = max(0.0, min(1.0, t))
    return t * t * (3.0 - 2.0 * t)


class Drag:
    """The one piece the pointer holds (or has just let go of)."""

    def __init__(self) -> None:
        self.phase = Phase.IDLE
        self.slot: int | None = None
        self.home = Pose(0.0, 0.0, 1.0)  # the piece in its tray slot
        self.board_size = 1.0  # a board cell's side: the size the lifted piece grows to
        self.height = 1  # the held piece's height in cells (it floats above the pointer)
        self.pointer = (0.0, 0.0)
        self.target: tuple[int, int] | None = None  # the (row, col) a landing goes to
        self.confirmed = False
        self._pressed_at = 0.0
        self._press_xy = (0.0, 0.0)
        self._start = 0.0  # when the current phase began
        self._from = Pose(0.0, 0.0, 1.0)  # where the current animation starts
        self._to = Pose(0.0, 0.0, 1.0)  # where a landing or return ends
        self._click: tuple[float, int] | None = None  # (time, slot) of the last click

    @property
    def active(self) -> bool:
        """Whether a piece is off its slot (held, landing or flying back)."""
        return self.phase is not Phase.IDLE

    @property
    def holding(self) -> bool:
        return self.phase is Phase.DRAGGING

    # -- input ------------------------------------------------------------------------------

    def press(self, slot: int, x: float, y: float, now: float, home: Pose, board_size: float,
              height: int, rotation: bool = False) -> Rotate | None:
        """The pointer went down on the tray piece of ``slot`` (drawn at ``home``).

        Returns :class:`Rotate` for the second click of a double-click when rotation is on
        (nothing is lifted then); otherwise the piece starts to lift and follow the pointer.
        """
        click, self._click = self._click, None
        if (rotation and click is not None and click[1] == slot
                and now - click[0] <= DOUBLE_CLICK_SECONDS):
            return Rotate(slot)
        start = self.pose(now) if self.slot == slot and self.active else home
        self.phase, self.slot = Phase.DRAGGING, slot
        self.home, self.board_size, self.height = home, board_size, height
        self.pointer = self._press_xy = (x, y)
        self._pressed_at = self._start = now
        self._from = start
        self.target, self.confirmed = None, False
        return None

    def move(self, x: float, y: float) -> None:
        """The pointer moved (the held piece follows it)."""
        if self.phase is Phase.DRAGGING:
            self.pointer = (x, y)

    def release(self, x: float, y: float, now: float, target: tuple[int, int] | None,
                landing: Pose | None = None) -> Place | None:
        """The pointer let go. ``target``: the legal (row, col) under the piece, if any, and
        ``landing`` the piece's pose there. A legal drop lands and returns :class:`Place`;
        anything else flies back to the slot."""
        if self.phase is not Phase.DRAGGING or self.slot is None:
            return None
        self.pointer = (x, y)
        moved = math.dist(self._press_xy, (x, y))
        if now - self._pressed_at <= CLICK_SECONDS and moved < CLICK_CELLS * self.board_size:
            self._click = (now, self.slot)
        if target is None or landing is None:
            self._go_back(now)
            return None
        self._from, self._to, self._start = self.pose(now), landing, now
        self.phase, self.target, self.confirmed = Phase.LANDING, target, False
        return Place(self.slot, target[0], target[1])

    def cancel(self, now: float) -> None:
        """Give the piece back to its slot (pause, focus lost, cancel key)."""
        if self.phase in (Phase.DRAGGING, Phase.LANDING):
            self._go_back(now)

    # -- the rules' answer ------------------------------------------------------------------

    def confirm(self, slot: int) -> None:
        """The rules placed the piece of ``slot`` (a ``placed`` event)."""
        if self.phase is Phase.LANDING and slot == self.slot:
            self.confirmed = True

    def refuse(self, slot: int, now: float) -> None:
        """The rules refused the placement of ``slot``: the piece goes back."""
        if self.phase is Phase.LANDING and slot == self.slot:
            self._go_back(now)

    def drop_slot(self) -> None:
        """Forget the piece at once (a new tray was dealt, a new game began)."""
        self.phase, self.slot, self.target = Phase.IDLE, None, None

    # -- time -------------------------------------------------------------------------------

    def tick(self, now: float) -> None:
        """End finished animations: a confirmed landing, a completed return."""
        age = now - self._start
        if self.phase is Phase.LANDING:
            if self.confirmed and age >= LAND_SECONDS:
                self.drop_slot()
            elif age >= CONFIRM_SECONDS:
                self._go_back(now)
        elif self.phase is Phase.RETURNING and age >= RETURN_SECONDS:
            self.drop_slot()

    def follow_pose(self) -> Pose:
        """Where the lifted piece is at full lift: centred over the pointer, floating above."""
        x, y = self.pointer
        s = self.board_size
        return Pose(x, y + (self.height / 2 + LIFT_CELLS) * s, s)

    def pose(self, now: float) -> Pose:
        """Where the held piece is drawn now."""
        age = now - self._start
        if self.phase is Phase.DRAGGING:
            return self._from.lerp(self.follow_pose(), ease_out(age / LIFT_SECONDS))
        if self.phase is Phase.LANDING:
            return self._from.lerp(self._to, ease_out(age / LAND_SECONDS))
        if self.phase is Phase.RETURNING:
            return self._from.lerp(self.home, ease_in_out(age / RETURN_SECONDS))
        return self.home

    def _go_back(self, now: float) -> None:
        self._from, self._start = self.pose(now), now
        self.phase, self.target, self.confirmed = Phase.RETURNING, None, False
