"""Piece geometry on cell lists: reading '#'/'.' rows, quarter turns, distinct rotations.

A piece is a sorted tuple of ``(row, col)`` cells measured from the top-left of its box, so
the smallest row and the smallest column are both 0 (the snapshot's TrayPiece convention).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.rules.verse.snapshot import SIZE, Cell

Cells = tuple[Cell, ...]


def normalise(cells: Iterable[Cell]) -> Cells:
    """The cells moved so that their box starts at (0, 0), sorted row by row."""
    cells = list(cells)
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    return tuple(sorted((r - top, c - left) for r, c in cells))


def rotate_cw(cells: Cells) -> Cells:
    """A quarter turn clockwise, the box measured again from its top-left (§3)."""
    height = max(r for r, _ in cells) + 1
    return normalise((c, height - 1 - r) for r, c in cells)


def rotations(cells: Cells) -> tuple[Cells, ...]:
    """The distinct orientations reached by quarter turns, starting with ``cells`` itself."""
    found = [cells]
    turned = rotate_cw(cells)
    while turned not in found:
        found.append(turned)
        turned = rotate_cw(turned)
    return tuple(found)


def cells_from_rows(rows: Sequence[str]) -> Cells:
    """Cells of rows like ``["###", ".#."]``; raises ValueError saying what is wrong.

    Shorter rows count as padded with '.', but the box must be tight: no empty first or last
    row or column, since (row, col) of a placement names the box's top-left corner."""
    if not rows or len(rows) > SIZE:
        raise ValueError(f"1 to {SIZE} rows")
    width = max(len(row) for row in rows)
    if width > SIZE:
        raise ValueError(f"rows of at most {SIZE} cells")
    cells: list[Cell] = []
    for r, row in enumerate(rows):
        if not row or any(ch not in "#." for ch in row):
            raise ValueError("rows of '#' (a cell) and '.' (none)")
        cells.extend((r, c) for c, ch in enumerate(row) if ch == "#")
    if not cells:
        raise ValueError("at least one '#' cell")
    used_rows = {r for r, _ in cells}
    used_cols = {c for _, c in cells}
    if 0 not in used_rows or len(rows) - 1 not in used_rows or 0 not in used_cols \
            or width - 1 not in used_cols:
        raise ValueError("a tight box: no empty first or last row or column")
    return tuple(sorted(cells))


def rows_from_cells(cells: Cells) -> list[str]:
    """The '#'/'.' rows of a piece, top first (for messages and tests)."""
    height = max(r for r, _ in cells) + 1
    width = max(c for _, c in cells) + 1
    grid = [["."] * width for _ in range(height)]
    for r, c in cells:
        grid[r][c] = "#"
    return ["".join(row) for row in grid]
