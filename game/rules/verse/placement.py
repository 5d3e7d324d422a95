"""What a drop would do, on the snapshot's own types: for the scenes' ghost and highlights.

``board`` is a snapshot board (rows of colours, 0 empty), ``piece`` a TrayPiece in its current
orientation, ``(row, col)`` the top-left of its box. Both answers come from the same bitboard
code the rules use, so what the scene shows is what a placement will do.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.verse.bitboard import col_list, fits_at, form_of, full_lines, row_list
from game.rules.verse.snapshot import SIZE, TrayPiece


def board_mask(board: Sequence[Sequence[int]]) -> int:
    """The bitboard of a snapshot board: bit row*8+col set for every filled cell."""
    mask = 0
    for r, row in enumerate(board[:SIZE]):
        for c, color in enumerate(row[:SIZE]):
            if color:
                mask |= 1 << (r * SIZE + c)
    return mask


def fits(board: Sequence[Sequence[int]], piece: TrayPiece, row: int, col: int) -> bool:
    """The piece at (row, col) lies on the board on empty cells only (§3)."""
    return fits_at(board_mask(board), form_of(piece.cells), row, col)


def clears(board: Sequence[Sequence[int]], piece: TrayPiece, row: int, col: int
           ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The rows and columns this placement would clear (§4), both sorted; empty when the
    placement is illegal or clears nothing."""
    mask = board_mask(board)
    form = form_of(piece.cells)
    if not fits_at(mask, form, row, col):
        return (), ()
    rows, cols = full_lines(mask | form.mask << (row * SIZE + col))
    return tuple(row_list(rows)), tuple(col_list(cols))
