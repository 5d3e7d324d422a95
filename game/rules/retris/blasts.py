"""The five blast areas of rules/retris.md §6, taken on a grid that does not move.

An area never holds the bomb's own cell (the bomb has left the field when it fires). Normal,
Horizontal and Vertical areas are geometric (every cell of the 8-neighbourhood cut at the edges,
of the row, of the column); a Lightning area is the cells holding a block of the bomb's colour;
Mega is the union of the four. Only the blocks inside an area are hit.
"""

from __future__ import annotations

from collections.abc import Callable

from game.rules.retris.cells import EMPTY

Grid = list[list[str]]
Cell = tuple[int, int]
ColourIndex = dict[str, set[Cell]]


def colour_index(grid: Grid) -> ColourIndex:
    """The cells of each colour's blocks (built once per generation for Lightning)."""
    index: ColourIndex = {}
    for r, row in enumerate(grid):
        for c, code in enumerate(row):
            if code != EMPTY:
                index.setdefault(code[0], set()).add((c, r))
    return index


def normal(c: int, r: int, width: int, height: int) -> set[Cell]:
    return {(c + dc, r + dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1)
            if (dc or dr) and 0 <= c + dc < width and 0 <= r + dr < height}


def horizontal(c: int, r: int, width: int) -> set[Cell]:
    return {(x, r) for x in range(width) if x != c}


def vertical(c: int, r: int, height: int) -> set[Cell]:
    return {(c, y) for y in range(height) if y != r}


def lightning(c: int, r: int, colour: str, colours: ColourIndex) -> set[Cell]:
    return colours.get(colour, set()) - {(c, r)}


def area(kind: str, cell: Cell, colour: str, width: int, height: int,
         colours: ColourIndex) -> set[Cell]:
    """The area of a bomb (``n h v l m``) fired from ``cell``; ``colours`` from colour_index."""
    c, r = cell
    parts: dict[str, Callable[[], set[Cell]]] = {
        "n": lambda: normal(c, r, width, height),
        "h": lambda: horizontal(c, r, width),
        "v": lambda: vertical(c, r, height),
        "l": lambda: lightning(c, r, colour, colours),
    }
    if kind == "m":
        return set().union(*(part() for part in parts.values()))
    return parts[kind]()
