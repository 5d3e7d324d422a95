"""The filled cells of the board: the bitboard for the tests, a colour per cell for drawing.

``version`` goes up on every change so views can keep their tuples between changes.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from game.rules.verse.bitboard import (
    bit,
    col_list,
    collapse,
    full_lines,
    line_cells,
    positions,
    row_list,
)
from game.rules.verse.snapshot import SIZE, Cell


@dataclass(frozen=True, slots=True)
class Cleared:
    """What one placement's clearing did (§4): the full lines, the cells they took (with
    their colours) and the gravity moves ``(from_row, to_row, col)`` of the survivors."""

    rows: list[int] = field(default_factory=list)
    cols: list[int] = field(default_factory=list)
    cells: list[tuple[int, int, int]] = field(default_factory=list)
    moves: list[tuple[int, int, int]] = field(default_factory=list)

    @property
    def lines(self) -> int:
        return len(self.rows) + len(self.cols)


class Board:
    """The 8×8 board: ``mask`` has bit row*8+col per filled cell, ``colors`` its colour."""

    __slots__ = ("colors", "mask", "version")

    def __init__(self) -> None:
        self.mask = 0
        self.colors = [0] * (SIZE * SIZE)
        self.version = 0

    def place(self, cells: Iterable[Cell], color: int) -> None:
        for r, c in cells:
            self.mask |= bit(r, c)
            self.colors[r * SIZE + c] = color
        self.version += 1

    def clear_lines(self) -> Cleared:
        """Remove every full row and column found in one pass, then let the rows above each
        removed row fall by the number of removed rows below them; columns move nothing."""
        rows, cols = full_lines(self.mask)
        if not rows | cols:
            return Cleared()
        gone = line_cells(rows, cols)
        removed = [(i // SIZE, i % SIZE, self.colors[i]) for i in positions(gone)]
        for i in positions(gone):
            self.colors[i] = 0
        kept = self.mask & ~gone
        moves = self._fall(rows) if rows else []
        self.mask = collapse(kept, rows) if rows else kept
        self.version += 1
        return Cleared(row_list(rows), col_list(cols), removed, moves)

    def _fall(self, rows: int) -> list[tuple[int, int, int]]:
        """Move the colours row by row from the bottom up; returns the blocks that moved."""
        removed = row_list(rows)
        old = self.colors
        new = [0] * (SIZE * SIZE)
        moves = []
        for r in range(SIZE):
            if r in removed:
                continue
            to = r + sum(1 for x in removed if x > r)
            for c in range(SIZE):
                color = old[r * SIZE + c]
                if color:
                    new[to * SIZE + c] = color
                    if to != r:
                        moves.append((r, to, c))
        self.colors = new
        return moves

    def rows(self) -> tuple[tuple[int, ...], ...]:
        """The colours row by row, top first (the snapshot's board)."""
        return tuple(tuple(self.colors[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE))

    def filled(self) -> int:
        return self.mask.bit_count()
