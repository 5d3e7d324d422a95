"""The Retris bot's picture of a field: one int per row (bit c = column c filled), row 0 at the
bottom, and every piece's rotation states as row masks. Plain ints keep a placement (drop,
lock, clear) to a few shifts and ORs, so a search can try hundreds of them per piece.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.retris.cells import EMPTY
from game.rules.retris.tuning import RetrisTuning

Rows = list[int]
Cell = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Shape:
    """One rotation state of a piece, relative to its box's lower-left corner."""

    cells: tuple[Cell, ...]  # in block order, as the rules keep them
    rows: tuple[tuple[int, int], ...]  # (dy, mask at box column 0) per occupied box row
    cols: tuple[tuple[int, int], ...]  # (dx, lowest dy) per occupied box column
    bits: tuple[tuple[int, int, int], ...]  # (dx, lowest dy, its cells from there up as bits)
    min_x: int
    max_x: int
    min_y: int
    max_y: int


@dataclass(frozen=True, slots=True)
class PieceShapes:
    name: str
    kicks: str
    spawn: Cell  # the box's lower-left where the rules spawn it
    states: tuple[Shape, ...]  # rotation 0, R, 2, L
    distinct: tuple[int, ...]  # the rotations whose cells differ (up to a shift)


def _shape(cells: tuple[Cell, ...]) -> Shape:
    rows: dict[int, int] = {}
    low: dict[int, int] = {}
    for x, y in cells:
        rows[y] = rows.get(y, 0) | 1 << x
        low[x] = min(low.get(x, y), y)
    bits = tuple((dx, lo, sum(1 << (y - lo) for x, y in cells if x == dx))
                 for dx, lo in sorted(low.items()))
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    return Shape(cells, tuple(sorted(rows.items())), tuple(sorted(low.items())), bits,
                 min(xs), max(xs), min(ys), max(ys))


def _outline(cells: tuple[Cell, ...]) -> frozenset[Cell]:
    mx = min(x for x, _ in cells)
    my = min(y for _, y in cells)
    return frozenset((x - mx, y - my) for x, y in cells)


#: Shapes by ruleset (the tuning is kept too, so its id is never reused while cached).
_SHAPES: dict[int, tuple[RetrisTuning, dict[str, PieceShapes]]] = {}


def piece_shapes(tuning: RetrisTuning) -> dict[str, PieceShapes]:
    """Every piece of the ruleset (standard and Crazy) as bot shapes (made once per ruleset)."""
    cached = _SHAPES.get(id(tuning))
    if cached is None:
        cached = _SHAPES[id(tuning)] = (tuning, _make_shapes(tuning))
    return cached[1]


def _make_shapes(tuning: RetrisTuning) -> dict[str, PieceShapes]:
    out = {}
    for name, piece in tuning.pieces.items():
        states = tuple(_shape(s) for s in piece.states)
        seen: list[frozenset[Cell]] = []
        distinct = []
        for rot, state in enumerate(piece.states):
            outline = _outline(state)
            if outline not in seen:
                seen.append(outline)
                distinct.append(rot)
        out[name] = PieceShapes(name, piece.kicks, piece.spawn_origin(tuning.width,
                                tuning.height), states, tuple(distinct))
    return out


def field_rows(field: Sequence[Sequence[str]]) -> Rows:
    """A snapshot's field (cell codes, row 0 first) as row masks."""
    rows = []
    for line in field:
        mask = 0
        for c, code in enumerate(line):
            if code != EMPTY:
                mask |= 1 << c
        rows.append(mask)
    return rows


def locate(shapes: PieceShapes, cells: Sequence[Cell]) -> tuple[int, int, int] | None:
    """(rotation, box x, box y) of a falling piece shown with ``cells`` (block order)."""
    x0, y0 = cells[0]
    for rot, state in enumerate(shapes.states):
        dx, dy = x0 - state.cells[0][0], y0 - state.cells[0][1]
        if all((cx + dx, cy + dy) == cell for (cx, cy), cell in zip(state.cells, cells,
                                                                     strict=True)):
            return rot, dx, dy
    return None


def fits(rows: Rows, shape: Shape, x: int, y: int, width: int) -> bool:
    """The shape with its box at (x, y) lies inside the field on empty cells."""
    if x + shape.min_x < 0 or x + shape.max_x >= width or y + shape.min_y < 0 \
            or y + shape.max_y >= len(rows):
        return False
    return not any(rows[y + dy] & (mask << x if x >= 0 else mask >> -x)
                   for dy, mask in shape.rows)


def heights(rows: Rows, width: int) -> list[int]:
    """Each column's height: the row above its highest block (0 when empty)."""
    out = [0] * width
    seen = 0
    full = (1 << width) - 1
    for r in range(len(rows) - 1, -1, -1):
        new = rows[r] & ~seen
        while new:
            low = new & -new
            out[low.bit_length() - 1] = r + 1
            new ^= low
        seen |= rows[r]
        if seen == full:
            break
    return out


def landing(tops: list[int], shape: Shape, x: int) -> int:
    """Where a shape dropped from above the stack at box column ``x`` comes to rest."""
    return max(tops[x + dx] - low for dx, low in shape.cols)


def drop_from(rows: Rows, shape: Shape, x: int, y: int, width: int) -> int:
    """How low a shape at (x, y) gets moving straight down (it fits at y)."""
    while fits(rows, shape, x, y - 1, width):
        y -= 1
    return y


def lock_rows(rows: Rows, shape: Shape, x: int, y: int, full: int) -> tuple[Rows, int]:
    """The rows after the shape locks at (x, y) and its full rows clear, and how many (the
    plain version of :func:`col_lock`, which the search uses)."""
    out = rows.copy()
    for dy, mask in shape.rows:
        out[y + dy] |= mask << x if x >= 0 else mask >> -x
    kept = [row for row in out if row != full]
    return kept + [0] * (len(out) - len(kept)), len(out) - len(kept)


# -- the same field by columns (bit r = row r filled), which the search plays on: a column's
# height is its bit length, its holes the gaps below that, and a lock a few ORs.

Cols = list[int]


def columns(rows: Rows, width: int) -> Cols:
    return [sum(1 << r for r, row in enumerate(rows) if row >> c & 1) for c in range(width)]


def col_fits(cols: Cols, shape: Shape, x: int, y: int, height: int) -> bool:
    """The shape with its box at (x, y) is inside the field's rows on empty cells (the
    columns are taken to be inside: callers place it at a valid column)."""
    if y + shape.min_y < 0 or y + shape.max_y >= height:
        return False
    return not any(cols[x + dx] >> (y + low) & bits for dx, low, bits in shape.bits)


def col_lock(cols: Cols, shape: Shape, x: int, y: int) -> tuple[Cols, int]:
    """The columns after the shape locks at (x, y) and its full rows clear, and how many."""
    out = cols.copy()
    for dx, low, bits in shape.bits:
        out[x + dx] |= bits << (y + low)
    full = out[0]
    for col in out:
        full &= col
    if not full:
        return out, 0
    gone = [r for r in range(full.bit_length() - 1, -1, -1) if full >> r & 1]  # top first
    for c, col in enumerate(out):
        for r in gone:
            col = (col & ((1 << r) - 1)) | (col >> (r + 1) << r)
        out[c] = col
    return out, len(gone)
