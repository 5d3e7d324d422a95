"""What Verse shows: immutable views the rules publish after each tick.

This is the contract between the Verse rules and everything that draws them.
Cells are ``(row, col)`` with row 0 at the top and col 0 at the left (rules/verse.md §1).
Colours are small integers (1 … 8, by piece shape); 0 is an empty cell.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.verse.stats import VerseStats

Cell = tuple[int, int]  # (row, col), row 0 at the top

SIZE = 8  # the board is SIZE × SIZE
SLOTS = 3  # pieces in a tray


@dataclass(frozen=True, slots=True)
class TrayPiece:
    """A piece in the tray in its current orientation: ``cells`` relative to the top-left of
    its box (so a placement at (row, col) covers ``(row + r, col + c)`` for each cell)."""

    name: str  # the shape's name in the ruleset (e.g. "square2", "T")
    color: int
    cells: tuple[Cell, ...]

    @property
    def height(self) -> int:
        return max(r for r, _ in self.cells) + 1

    @property
    def width(self) -> int:
        return max(c for _, c in self.cells) + 1


@dataclass(frozen=True, slots=True)
class VerseSnapshot:
    """The whole visible game after ``tick`` ticks.

    ``board[row][col]`` is a colour (0 = empty). ``tray`` always has ``SLOTS`` entries; a slot
    already placed from the current tray is ``None``.
    """

    tick: int
    tick_rate: int
    board: tuple[tuple[int, ...], ...]
    tray: tuple[TrayPiece | None, ...]
    score: int
    streak: int  # consecutive clearing placements, the last one included (0 after a miss)
    over: bool
    rotation: bool  # the rotation setting: rotate:S turns a tray piece
    placements: int = 0
    trays: int = 1  # how many trays have been dealt
    fair: bool = False  # the fair-dealing setting (§7)
    stats: VerseStats | None = None  # the figures so far (rules/goals.md §3)

    @property
    def seconds(self) -> float:
        return self.tick / self.tick_rate
