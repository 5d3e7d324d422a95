"""Contact between loaded components (rules/tetlight.md §6.1), checked once after a bomb piece
lands.

A component is a same-colour connected set of hexagons; it is loaded when one of them has a
bomb. The landed piece's component is loaded (the piece has bombs); every *other* loaded
component touching a hexagon of the piece is in contact, and all of them go together.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.rules.tetlight.board import Board
from game.rules.tetlight.geometry import Cell


def component(board: Board, start: Iterable[Cell]) -> set[Cell]:
    """The same-colour connected set containing ``start`` (cells of one colour, on the board)."""
    todo = list(start)
    color = board.color(todo[0])
    seen = set(todo)
    neighbours = board.geo.neighbours
    while todo:
        for n in neighbours[todo.pop()]:
            if n not in seen and n in board.cells and board.cells[n][0] == color:
                seen.add(n)
                todo.append(n)
    return seen


def is_loaded(board: Board, cells: Iterable[Cell]) -> bool:
    return any(board.cells[cell][1] for cell in cells)


def contact_cells(board: Board, piece: Iterable[Cell]) -> set[Cell]:
    """What a landed bomb piece's contact destroys: its component and every loaded component
    touching it, or nothing when no other loaded component touches the piece."""
    piece = list(piece)
    own = component(board, piece)
    doomed: set[Cell] = set()
    looked: set[Cell] = set(own)
    for cell in piece:
        for n in board.geo.neighbours[cell]:
            if n in looked or n not in board.cells:
                continue
            other = component(board, [n])
            looked |= other
            if is_loaded(board, other):
                doomed |= other
    return doomed | own if doomed else set()
