"""Verse geometry in window pixels: the 8×8 board's cells and a piece's cells around a point.

Pure arithmetic (no arcade), so the drag logic that uses it is testable without GL. Board cells
are ``(row, col)`` with row 0 at the top (rules/verse.md §1); pixels have y up.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.verse.snapshot import SIZE, Cell, TrayPiece

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Pose:
    """Where a piece is drawn: the centre of its box (pixels) and its cell side (pixels)."""

    x: float
    y: float
    size: float

    def lerp(self, other: Pose, k: float) -> Pose:
        """``k`` of the way from this pose to ``other`` (0 = here, 1 = there)."""
        return Pose(self.x + (other.x - self.x) * k, self.y + (other.y - self.y) * k,
                    self.size + (other.size - self.size) * k)


@dataclass(frozen=True, slots=True)
class BoardGrid:
    """The board's pixel placement: its bottom-left corner and the side of a cell."""

    left: float = 0.0
    bottom: float = 0.0
    size: float = 1.0
    cells: int = SIZE

    @property
    def side(self) -> float:
        """The board's width (and height) in pixels."""
        return self.cells * self.size

    def center(self, row: float, col: float) -> Point:
        """Pixel centre of cell ``(row, col)`` (fractional rows and columns in between)."""
        return (self.left + (col + 0.5) * self.size,
                self.bottom + (self.cells - row - 0.5) * self.size)

    def cell_at(self, x: float, y: float) -> tuple[float, float]:
        """The fractional ``(row, col)`` whose centre is at pixel ``(x, y)``."""
        return (self.cells - 0.5 - (y - self.bottom) / self.size,
                (x - self.left) / self.size - 0.5)

    def contains(self, x: float, y: float) -> bool:
        return (self.left <= x < self.left + self.side
                and self.bottom <= y < self.bottom + self.side)

    def piece_pose(self, piece: TrayPiece, row: int, col: int) -> Pose:
        """The pose of ``piece`` placed with its box's top-left cell at ``(row, col)``."""
        x, y = self.center(row + (piece.height - 1) / 2, col + (piece.width - 1) / 2)
        return Pose(x, y, self.size)

    def top_left_at(self, piece: TrayPiece, pose: Pose) -> tuple[float, float]:
        """The fractional board cell under the top-left cell of ``piece`` drawn at ``pose``."""
        x, y = piece_centers(piece, pose, ((0, 0),))[0]
        return self.cell_at(x, y)


def piece_centers(piece: TrayPiece, pose: Pose, cells: tuple[Cell, ...] | None = None
                  ) -> list[Point]:
    """Pixel centres of the piece's cells (or of the given box cells) drawn at ``pose``."""
    half_w, half_h = (piece.width - 1) / 2, (piece.height - 1) / 2
    return [(pose.x + (c - half_w) * pose.size, pose.y + (half_h - r) * pose.size)
            for r, c in (piece.cells if cells is None else cells)]


def piece_hit(piece: TrayPiece, pose: Pose, x: float, y: float, slack: float = 0.0) -> bool:
    """Whether pixel ``(x, y)`` is within ``slack`` cells of the piece's box at ``pose``."""
    half_w = (piece.width / 2 + slack) * pose.size
    half_h = (piece.height / 2 + slack) * pose.size
    return abs(x - pose.x) <= half_w and abs(y - pose.y) <= half_h
