"""The field: cell codes by row (row 0 at the bottom), collision, locking and row clearing."""

from __future__ import annotations

from collections.abc import Iterable

from game.rules.retris.cells import EMPTY

Cell = tuple[int, int]


class Field:
    """``rows[r][c]`` is a two-character cell code; ``..`` is empty."""

    __slots__ = ("height", "rows", "version", "width")

    def __init__(self, width: int, height: int, rows: list[list[str]] | None = None) -> None:
        self.width = width
        self.height = height
        self.rows = rows if rows is not None else [[EMPTY] * width for _ in range(height)]
        self.version = 0  # bumped on every change, so views can be cached

    def fits(self, cells: Iterable[Cell], dx: int, dy: int) -> bool:
        """True when every cell, shifted by (dx, dy), is inside the field and empty."""
        width, height, rows = self.width, self.height, self.rows
        for x, y in cells:
            c, r = x + dx, y + dy
            if not (0 <= c < width and 0 <= r < height) or rows[r][c] != EMPTY:
                return False
        return True

    def place(self, cells: Iterable[Cell], codes: Iterable[str]) -> None:
        for (c, r), code in zip(cells, codes, strict=True):
            self.rows[r][c] = code
        self.version += 1

    def full_rows(self) -> list[int]:
        return [r for r, row in enumerate(self.rows) if EMPTY not in row]

    def clear_rows(self, rows: list[int]) -> None:
        """Remove ``rows``; everything above drops by the number of cleared rows below it."""
        doomed = set(rows)
        kept = [row for r, row in enumerate(self.rows) if r not in doomed]
        kept.extend([EMPTY] * self.width for _ in range(len(rows)))
        self.rows = kept
        self.version += 1

    def top_first(self) -> list[str]:
        """Scenario strings: one per row, top row first."""
        return ["".join(row) for row in reversed(self.rows)]

    def as_tuple(self) -> tuple[tuple[str, ...], ...]:
        """Immutable rows, row 0 first (the snapshot's layout)."""
        return tuple(tuple(row) for row in self.rows)
