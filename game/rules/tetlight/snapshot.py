"""What Tet'light shows: immutable views the rules publish after each tick.

This is the contract between the Tet'light rules and everything that draws them.
Cells are ``(c, h)``: column ``c = -(n-1) … n-1`` (0 in the centre) and height ``h`` (cells
below it in its column, 0 at the bottom), as in rules/tetlight.md §1. Colours are 1–6.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.tetlight.stats import TetlightStats

Cell = tuple[int, int]  # (column, height)
Offset = tuple[int, int]  # (dc, dY) in doubled-y, relative to the pivot

#: The phases of a game between two pieces (``TetlightSnapshot.phase``).
FALLING = "falling"  # a piece is falling (or the game is over)
FLASH = "flash"  # ``marked`` cells glow before they are destroyed (contact or lines)
GRAVITY = "gravity"  # ``drops`` are moving down after a destruction
PHASES = (FALLING, FLASH, GRAVITY)


@dataclass(frozen=True, slots=True)
class Hexagon:
    """One occupied board cell."""

    cell: Cell
    color: int
    bomb: bool


@dataclass(frozen=True, slots=True)
class TetPieceView:
    """A piece: name (I O Y C J L P Q S Z), colour 1–6, bomb or not, and where it is.

    ``cells`` are absolute board cells for the falling piece (empty for the radar's next
    piece); ``offsets`` are always the doubled-y offsets of its four hexagons from its pivot in
    its current orientation (for drawing a piece off the board, like the radar's)."""

    name: str
    color: int
    bomb: bool
    cells: tuple[Cell, ...]
    offsets: tuple[Offset, ...]
    pivot: Cell | None = None
    rotation: int = 0  # 0–5, sixths of a turn counter-clockwise from the spawn orientation


@dataclass(frozen=True, slots=True)
class Drop:
    """A hexagon moving straight down in its column during the gravity phase."""

    column: int
    from_height: int
    to_height: int


@dataclass(frozen=True, slots=True)
class TetlightSnapshot:
    """The whole visible game after ``tick`` ticks.

    ``board`` holds every occupied cell (the falling piece is not part of it), sorted by
    column then height. During ``GRAVITY`` the board already shows the hexagons at their
    destination and ``drops`` says where each moving one came from; ``phase_progress`` runs
    0 → 1 through the phase so a renderer can interpolate. ``marked`` are the cells about to be
    destroyed during ``FLASH`` (``mark_kind`` "contact" or "lines").
    """

    tick: int
    tick_rate: int
    edge: int
    board: tuple[Hexagon, ...]
    active: TetPieceView | None
    ghost: tuple[Cell, ...]  # where a drop would land the falling piece (empty if none)
    next: TetPieceView | None  # the radar's piece; None while the radar is off
    radar: bool
    score: int
    level: int
    clock_ticks: int  # the level clock: ticks left before the next level (§9)
    bomb_points: int
    bomb_threshold: int  # 400 / 600 / 800 / 1000 for edge 6 / 7 / 8 / 9
    bombs: int  # remaining bombs (§7)
    paused: bool  # the rules' pause: the piece is frozen, the level clock runs on
    over: bool
    phase: str = FALLING
    phase_progress: float = 0.0
    marked: tuple[Cell, ...] = ()
    mark_kind: str = ""
    drops: tuple[Drop, ...] = ()
    can_explode: bool = False  # a global explosion is allowed now (§7)
    stats: TetlightStats | None = None  # the figures so far (rules/goals.md §3)

    @property
    def seconds(self) -> float:
        return self.tick / self.tick_rate

    @property
    def clock_seconds(self) -> float:
        return self.clock_ticks / self.tick_rate
