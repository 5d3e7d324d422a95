"""Row points (rules/retris.md §5): one check scores by how many rows it found together."""

from __future__ import annotations


def row_points(count: int, table: tuple[int, ...]) -> int:
    """1 → table[0], 2 → table[1] … ; more rows than the table covers score its last entry."""
    if count <= 0:
        return 0
    return table[min(count, len(table)) - 1]
