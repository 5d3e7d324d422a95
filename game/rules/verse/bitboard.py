"""The 8×8 board as one 64-bit int: bit ``row * 8 + col`` is set for a filled cell.

Placing, the line test and row gravity are a few shifts and ANDs each, which keeps the
game-over test (every remaining piece at every position) and fair dealing's search (every
order of three pieces, clears included) cheap enough to run inside one rules tick.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from game.rules.verse.shapes import Cells, rotations
from game.rules.verse.snapshot import SIZE

FULL = (1 << 64) - 1
ROW0 = 0xFF  # row 0's cells
COL0 = 0x0101010101010101  # column 0's cells (bit 8r for every row r)


def bit(row: int, col: int) -> int:
    return 1 << (row * SIZE + col)


def positions(bits: int) -> Iterator[int]:
    """The indices of the set bits, lowest first."""
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


def count(bits: int) -> int:
    return bits.bit_count()


@dataclass(frozen=True, slots=True)
class Form:
    """One orientation of a piece, ready for bitboard tests.

    ``mask`` is the piece with its box at (0, 0); at anchor bit ``a`` (= row * 8 + col of the
    box's top-left) it covers ``mask << a``. ``region`` holds the anchors where the whole box
    lies on the board, so a shift never wraps a cell into the next row."""

    cells: Cells
    mask: int
    offsets: tuple[int, ...]  # row * 8 + col of each cell
    region: int
    height: int
    width: int


@lru_cache(maxsize=4096)
def form_of(cells: Cells) -> Form:
    height = max(r for r, _ in cells) + 1
    width = max(c for _, c in cells) + 1
    offsets = tuple(r * SIZE + c for r, c in cells)
    rows = sum(1 << (r * SIZE) for r in range(max(SIZE - height + 1, 0)))
    region = rows * ((1 << max(SIZE - width + 1, 0)) - 1)
    return Form(cells, sum(1 << o for o in offsets), offsets, region, height, width)


def anchors(board: int, form: Form) -> int:
    """Every anchor where ``form`` fits on ``board``, as bits: a cell at offset o needs the
    board cell a + o empty, i.e. bit a of ``free >> o``."""
    free = ~board & FULL
    found = form.region
    for offset in form.offsets:
        found &= free >> offset
        if not found:
            break
    return found


def fits_at(board: int, form: Form, row: int, col: int) -> bool:
    """The piece lies on the board with every cell empty (§3)."""
    if not (0 <= row <= SIZE - form.height and 0 <= col <= SIZE - form.width):
        return False
    return not board & (form.mask << (row * SIZE + col))


def full_lines(board: int) -> tuple[int, int]:
    """Full rows and columns in one pass (§4.1): ``(rows, cols)`` where bit 8r of ``rows`` is
    set for a full row r and bit c of ``cols`` for a full column c."""
    rows = board & (board >> 1)
    rows &= rows >> 2
    rows &= rows >> 4
    cols = board & (board >> 8)
    cols &= cols >> 16
    cols &= cols >> 32
    return rows & COL0, cols & ROW0


def line_cells(rows: int, cols: int) -> int:
    """The union of the cells of those rows and columns (no carries: one byte per row)."""
    return rows * ROW0 | cols * COL0


def row_list(rows: int) -> list[int]:
    return [r for r in range(SIZE) if rows >> (r * SIZE) & 1]


def col_list(cols: int) -> list[int]:
    return [c for c in range(SIZE) if cols >> c & 1]


def collapse(board: int, rows: int) -> int:
    """Row gravity (§4.2): every surviving row moves down by the removed rows below it, empty
    rows enter at the top. ``board`` already has the removed cells taken out."""
    out, dest = 0, (SIZE - 1) * SIZE
    for src in range((SIZE - 1) * SIZE, -1, -SIZE):
        if not rows >> src & 1:
            out |= (board >> src & ROW0) << dest
            dest -= SIZE
    return out


def resolve(board: int) -> int:
    """The board after §4's clearing and gravity (unchanged when nothing is full)."""
    rows, cols = full_lines(board)
    if not rows | cols:
        return board
    kept = board & ~line_cells(rows, cols)
    return collapse(kept, rows) if rows else kept


@lru_cache(maxsize=4096)
def forms(cells: Cells, rotation: bool) -> tuple[Form, ...]:
    """The orientations a tray piece may be placed in: its own, or with the rotation setting
    on every distinct quarter turn of it (§3, §6)."""
    return tuple(form_of(c) for c in rotations(cells)) if rotation else (form_of(cells),)


def fits_somewhere(board: int, choices: tuple[Form, ...]) -> bool:
    return any(anchors(board, form) for form in choices)
