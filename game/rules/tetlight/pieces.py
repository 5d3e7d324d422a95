"""The ten one-sided tetrahexes (rules/tetlight.md §2), built from the ruleset's piece table.

A piece is stored as doubled-y offsets from its pivot, in all six orientations: orientation
``k`` is the spawn orientation turned ``k`` sixths counter-clockwise about the pivot. The pivot
is a lattice point, not necessarily one of the cells (C's is the empty cell inside the arch).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.rules.tetlight.geometry import DIRECTIONS, Point, is_lattice, rotate_ccw

Offsets = tuple[Point, ...]
TURNS = 6


@dataclass(frozen=True, slots=True)
class PieceDef:
    """A shape: its name, the colour it has when colours follow shapes, and its offsets from
    the pivot in each of the six orientations (index = sixths of a turn counter-clockwise)."""

    name: str
    color: int
    orientations: tuple[Offsets, ...]

    @property
    def spawn(self) -> Offsets:
        return self.orientations[0]


def turn_ccw(offsets: Iterable[Point]) -> Offsets:
    return tuple(rotate_ccw(v) for v in offsets)


def normalized(points: Iterable[Point]) -> tuple[Point, ...]:
    """The shape moved so its smallest point is at the origin: equal for translated copies."""
    ordered = sorted(points)
    c0, y0 = ordered[0]
    return tuple((c - c0, y - y0) for c, y in ordered)


def distinct_orientations(piece: PieceDef) -> int:
    """How many of the six turns look different (up to translation): 6 / the symmetry order."""
    return len({normalized(o) for o in piece.orientations})


def is_connected(points: Sequence[Point]) -> bool:
    """Every cell reachable from the first through edge-sharing neighbours."""
    todo, seen = [points[0]], {points[0]}
    cells = set(points)
    while todo:
        c, y = todo.pop()
        for dc, dy in DIRECTIONS:
            n = (c + dc, y + dy)
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


def make_piece(name: str, cells: Sequence[Point], pivot: Point, color: int = 1) -> PieceDef:
    """A piece from table cells and pivot (doubled-y); ValueError says what is wrong."""
    if len(cells) != 4 or len(set(cells)) != 4:
        raise ValueError("four distinct cells")
    if not all(is_lattice(p) for p in (*cells, pivot)):
        raise ValueError("doubled-y points (column and Y of the same parity)")
    if not is_connected(cells):
        raise ValueError("four connected hexagons")
    spawn = tuple((c - pivot[0], y - pivot[1]) for c, y in cells)
    orientations = [spawn]
    for _ in range(TURNS - 1):
        orientations.append(turn_ccw(orientations[-1]))
    return PieceDef(name, color, tuple(orientations))
