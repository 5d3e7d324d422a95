"""One resolution after a landing (rules/tetlight.md §6) as timed phases.

Contact first (bomb pieces only, first step only), then full lines again and again. Each
destruction step is a FLASH (the doomed cells glow), then the cells go and gravity is applied
to the board at once, then a GRAVITY phase while anything slides down; then lines are checked
again. When nothing more is full the resolution is over and the next piece may come. Phases
that last 0 ticks are passed through in the same tick.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules.tetlight.board import Board, Removed
from game.rules.tetlight.contact import contact_cells
from game.rules.tetlight.geometry import Cell
from game.rules.tetlight.lines import lines_for
from game.rules.tetlight.snapshot import FALLING, FLASH, GRAVITY, Drop

CONTACT = "contact"
LINES = "lines"

#: Called when marked cells are destroyed: (kind, what was removed, number of full lines).
OnDestroy = Callable[[str, list[Removed], int], None]
Emit = Callable[..., None]


class Resolution:
    """The phase between a landing and the next spawn, and the cells it is working on."""

    __slots__ = (
        "board",
        "count",
        "drops",
        "duration",
        "emit",
        "flash_ticks",
        "full",
        "gravity_ticks",
        "kind",
        "left",
        "lines",
        "marked",
        "on_destroy",
        "phase",
        "started",
    )

    def __init__(self, board: Board, flash_ticks: int, gravity_ticks: int,
                 on_destroy: OnDestroy, emit: Emit) -> None:
        self.board = board
        self.lines = lines_for(board.geo.edge)
        self.flash_ticks = flash_ticks
        self.gravity_ticks = gravity_ticks
        self.on_destroy = on_destroy
        self.emit = emit
        self.phase = FALLING
        self.left = 0  # ticks left in the phase
        self.duration = 0
        self.started = -1  # the tick the phase began in: that tick does not count
        self.kind = ""  # what the FLASH will destroy: "contact" or "lines"
        self.marked: tuple[Cell, ...] = ()
        self.count = 0  # full lines among the marked cells
        self.full: tuple[tuple[Cell, ...], ...] = ()  # those lines (for the statistics)
        self.drops: tuple[Drop, ...] = ()

    @property
    def progress(self) -> float:
        return (self.duration - self.left) / self.duration if self.duration else 0.0

    def begin(self, landed: tuple[Cell, ...], bomb: bool, tick: int) -> bool:
        """Start after a landing; True when it is already over (the next piece may come)."""
        doomed = contact_cells(self.board, landed) if bomb else set()
        if doomed:
            self._flash(CONTACT, doomed, 0, tick)
            if self.left:
                return False
        return self._next(tick)

    def advance(self, tick: int) -> bool:
        """The phase timer's tick; True when the resolution ended in it."""
        if self.phase == FALLING or self.started == tick:
            return False
        self.left -= 1
        return self._next(tick) if self.left <= 0 else False

    def stop(self, tick: int) -> None:
        """The game ended mid-resolution (abort): nothing more happens to the board."""
        self.marked, self.kind, self.count, self.drops = (), "", 0, ()
        self._enter(FALLING, 0, tick)

    def _next(self, tick: int) -> bool:
        """Leave the current phase for the next one that takes time; True when none is left."""
        while True:
            if self.phase == FLASH and self._destroy(tick):
                if self.left:
                    return False
                continue  # a gravity phase of no length: check lines now
            self.drops = ()
            full = self.lines.full(self.board.mask)
            if not full:
                self._enter(FALLING, 0, tick)
                return True
            self.full = tuple(full)
            self._flash(LINES, set().union(*full), len(full), tick)
            if self.left:
                return False

    def _enter(self, phase: str, ticks: int, tick: int) -> None:
        self.phase, self.left, self.duration, self.started = phase, ticks, ticks, tick

    def _flash(self, kind: str, cells: set[Cell], count: int, tick: int) -> None:
        self.kind, self.marked, self.count = kind, tuple(sorted(cells)), count
        self.emit("flash", cells=[list(c) for c in self.marked], kind=kind)
        self._enter(FLASH, self.flash_ticks, tick)

    def _destroy(self, tick: int) -> bool:
        """Destroy the marked cells and let the rest fall; True when a GRAVITY phase began."""
        marked, kind, count = self.marked, self.kind, self.count
        self.marked, self.kind, self.count = (), "", 0
        self.on_destroy(kind, self.board.remove(marked), count)
        moves = self.board.collapse(marked)
        if not moves:
            self._enter(GRAVITY, 0, tick)
            return False
        self.drops = tuple(Drop(*move) for move in moves)
        self.emit("gravity", drops=[list(move) for move in moves])
        self._enter(GRAVITY, self.gravity_ticks, tick)
        return True

    def state(self) -> dict[str, Any]:
        return {"phase": self.phase, "left": self.left, "duration": self.duration,
                "started": self.started, "kind": self.kind, "count": self.count,
                "marked": [list(c) for c in self.marked],
                "drops": [[d.column, d.from_height, d.to_height] for d in self.drops]}
