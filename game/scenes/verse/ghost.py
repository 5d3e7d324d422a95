"""What a held piece would do: where its ghost snaps, whether it fits, which lines it clears.

Pure (no arcade): the board view draws from a :class:`Preview`, the drag and the keyboard cursor
ask :func:`snap_target` and :func:`preview`. Legality and clears come from the rules' own
helpers (:mod:`game.rules.verse.placement`), so the ghost never promises what the rules refuse.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.rules.verse.bitboard import fits_somewhere, forms
from game.rules.verse.placement import board_mask, clears, fits
from game.rules.verse.snapshot import SIZE, Cell, TrayPiece

Board = tuple[tuple[int, ...], ...]
SNAP_REACH = 0.8  # cells: how far from the piece a nearby legal spot still catches it


@dataclass(frozen=True, slots=True)
class Preview:
    """A piece held over the board with its box's top-left at ``(row, col)``."""

    slot: int
    piece: TrayPiece
    row: int
    col: int
    legal: bool
    rows: tuple[int, ...] = ()  # rows a placement here would clear
    cols: tuple[int, ...] = ()  # columns a placement here would clear

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The board cells the piece covers (some may be off the board when illegal)."""
        return tuple((self.row + r, self.col + c) for r, c in self.piece.cells)

    def clearing(self, cell: Cell) -> bool:
        """Whether ``cell`` lies in a line this placement would clear."""
        return cell[0] in self.rows or cell[1] in self.cols


def preview(board: Board, slot: int, piece: TrayPiece, row: int, col: int) -> Preview:
    """The preview of placing ``piece`` at ``(row, col)``: legal or not, and its clears."""
    if not fits(board, piece, row, col):
        return Preview(slot, piece, row, col, False)
    rows, cols = clears(board, piece, row, col)
    return Preview(slot, piece, row, col, True, tuple(sorted(rows)), tuple(sorted(cols)))


def snap_target(board: Board, piece: TrayPiece, row: float, col: float,
                reach: float = SNAP_REACH) -> tuple[int, int] | None:
    """The legal top-left nearest the fractional ``(row, col)`` within ``reach`` cells, or None.

    The nearest whole cell wins when it fits; otherwise a neighbour that fits still catches a
    piece dropped a little off, so a drop need not be pixel-exact.
    """
    base_r, base_c = math.floor(row), math.floor(col)
    candidates = []
    for r in range(base_r - 1, base_r + 3):
        for c in range(base_c - 1, base_c + 3):
            distance = math.hypot(r - row, c - col)
            if distance <= reach:
                candidates.append((distance, r, c))
    for _, r, c in sorted(candidates):
        if fits(board, piece, r, c):
            return r, c
    return None


def clamp_target(piece: TrayPiece, row: int, col: int) -> tuple[int, int]:
    """``(row, col)`` moved the least so the whole piece lies on the board."""
    return (max(0, min(SIZE - piece.height, row)), max(0, min(SIZE - piece.width, col)))


def playable(board: Board, piece: TrayPiece, rotation: bool) -> bool:
    """Whether the piece can still be placed (turning it first, when rotation is on): the
    rules' own game-over test, on one piece."""
    return fits_somewhere(board_mask(board), forms(piece.cells, rotation))
