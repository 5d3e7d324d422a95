"""Piece shapes: built from the ruleset's drawings, with their four SRS rotation states.

Each shape is drawn in state 0 inside an N x N box and turns inside that box about its centre,
exactly as SRS turns J L S T Z in 3 x 3 and I in 4 x 4. Box coordinates: x to the right,
y up, (0, 0) the box's lower-left cell — the same way up as the field's rows.
"""

from __future__ import annotations

from dataclasses import dataclass

Cell = tuple[int, int]

KICKS_JLSTZ = "jlstz"
KICKS_I = "i"
KICKS_NONE = "none"


@dataclass(frozen=True, slots=True)
class PieceDef:
    """A shape: ``states[r][i]`` is block ``i`` in rotation ``r`` (0, R, 2, L).

    Blocks keep their index through rotations, and index order is state 0's reading order
    (top to bottom, then left to right), which is the order a queue entry's specials use.
    """

    name: str
    color: str
    size: int
    kicks: str
    states: tuple[tuple[Cell, ...], ...]
    preview: tuple[Cell, ...]  # state 0 relative to the lower-left of its own bounding box

    @property
    def block_count(self) -> int:
        return len(self.states[0])

    def spawn_origin(self, width: int, height: int) -> Cell:
        """Box lower-left for spawning: blocks centred (rounded left), box top in the top row."""
        xs = [x for x, _ in self.states[0]]
        block_width = max(xs) - min(xs) + 1
        return (width - block_width) // 2 - min(xs), height - self.size


def parse_drawing(name: str, rows: tuple[str, ...]) -> tuple[int, tuple[Cell, ...]]:
    """Box size and state-0 cells in reading order; ValueError(what was expected) if bad."""
    size = len(rows)
    if size == 0 or any(len(r) != size for r in rows):
        raise ValueError("N strings of N characters (a square box)")
    if any(ch not in ".#" for r in rows for ch in r):
        raise ValueError("only '.' and '#'")
    cells = tuple((x, size - 1 - top) for top, r in enumerate(rows)
                  for x, ch in enumerate(r) if ch == "#")
    if not cells:
        raise ValueError("at least one '#'")
    return size, cells


def rotate_cw(cells: tuple[Cell, ...], size: int) -> tuple[Cell, ...]:
    """A quarter turn clockwise inside the box: (x, y) -> (y, N-1-x), y pointing up."""
    return tuple((y, size - 1 - x) for x, y in cells)


def make_piece(name: str, color: str, rows: tuple[str, ...], kicks: str | None = None) -> PieceDef:
    """Build a piece from its state-0 drawing; kicks follow the box parity unless given."""
    size, cells = parse_drawing(name, rows)
    states = [cells]
    for _ in range(3):
        states.append(rotate_cw(states[-1], size))
    if kicks is None:
        kicks = KICKS_JLSTZ if size % 2 else KICKS_I
    min_x = min(x for x, _ in cells)
    min_y = min(y for _, y in cells)
    preview = tuple((x - min_x, y - min_y) for x, y in cells)
    return PieceDef(name, color, size, kicks, tuple(states), preview)
