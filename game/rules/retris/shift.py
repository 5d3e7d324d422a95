"""The final shift of an Arcade chain (rules/retris.md §7.5), on a grid in place.

Each column is split into stretches by the floor and the stones still standing. Inside a
stretch every non-stone block moves down by the number of cells emptied in this chain below it
in that stretch; older holes stay. That is the same as taking the stretch's cells bottom-up,
deleting the ones emptied in this chain and closing up: order is kept, so no block ever lands
on another, and stones, which bound the stretches, never move.
"""

from __future__ import annotations

from game.rules.retris.cells import EMPTY, is_stone

Grid = list[list[str]]
Cell = tuple[int, int]
Move = tuple[int, int, int]  # column, from row, to row


def _shift_stretch(grid: Grid, c: int, rows: range, emptied: set[Cell]) -> list[Move]:
    moves: list[Move] = []
    drop = 0
    for r in rows:
        if (c, r) in emptied:
            drop += 1
        elif drop and grid[r][c] != EMPTY:
            moves.append((c, r, r - drop))
            grid[r - drop][c] = grid[r][c]
            grid[r][c] = EMPTY
    return moves


def final_shift(grid: Grid, emptied: set[Cell]) -> list[Move]:
    """Close up the cells ``emptied`` in this chain; returns the blocks that moved."""
    height, width = len(grid), len(grid[0])
    moves: list[Move] = []
    for c in range(width):
        start = 0
        for r in range(height + 1):
            if r == height or is_stone(grid[r][c]):
                moves += _shift_stretch(grid, c, range(start, r), emptied)
                start = r + 1
    return moves
