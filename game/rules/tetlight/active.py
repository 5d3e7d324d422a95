"""The falling piece: its shape, colour, bombs, pivot point and orientation, and where it may go.

Moves are rigid translations of the pivot, turns change the orientation about it; a move that
would leave the board or overlap a hexagon is refused (no kicks, §4).
"""

from __future__ import annotations

from game.rules.tetlight.board import Board
from game.rules.tetlight.geometry import NE, NW, SE, SW, Cell, Point, to_cell
from game.rules.tetlight.pieces import TURNS, Offsets, PieceDef


class ActivePiece:
    """``pivot`` is a doubled-y lattice point; ``rot`` counts sixths of a turn counter-clockwise
    from the spawn orientation."""

    __slots__ = ("bomb", "color", "piece", "pivot", "rot")

    def __init__(self, piece: PieceDef, color: int, bomb: bool, pivot: Point, rot: int = 0):
        self.piece = piece
        self.color = color
        self.bomb = bomb
        self.pivot = pivot
        self.rot = rot

    @property
    def offsets(self) -> Offsets:
        return self.piece.orientations[self.rot]

    def cells(self, pivot: Point | None = None, rot: int | None = None) -> tuple[Cell, ...]:
        """Board cells of the piece (or of it moved to ``pivot`` / turned to ``rot``)."""
        c, y = self.pivot if pivot is None else pivot
        offsets = self.piece.orientations[self.rot if rot is None else rot]
        return tuple(to_cell((c + dc, y + dy)) for dc, dy in offsets)

    def fits(self, board: Board, pivot: Point | None = None, rot: int | None = None) -> bool:
        """All four hexagons inside the board and on empty cells."""
        index, cells = board.geo.index, board.cells
        return all(cell in index and cell not in cells for cell in self.cells(pivot, rot))

    def moved(self, step: Point) -> Point:
        return self.pivot[0] + step[0], self.pivot[1] + step[1]

    def turned(self, turn: int) -> int:
        return (self.rot + turn) % TURNS

    def drop_distance(self, board: Board) -> int:
        """How many cells straight down the piece can go."""
        c, y = self.pivot
        fall = 0
        while self.fits(board, (c, y - 2 * (fall + 1))):
            fall += 1
        return fall

    def pivot_cell(self) -> Cell:
        return to_cell(self.pivot)

    def state(self) -> dict[str, object]:
        return {"name": self.piece.name, "color": self.color, "bomb": self.bomb,
                "pivot": list(self.pivot), "rot": self.rot}


def in_v_step(pivot_column: int, direction: int) -> Point:
    """Left/right "in V" (§4): keep the pivot's height. Right is NE from a column >= 0, else SE;
    left is NW from a column <= 0, else SW."""
    if direction > 0:
        return NE if pivot_column >= 0 else SE
    return NW if pivot_column <= 0 else SW


def spawn_pivot(piece: PieceDef, board: Board) -> Point:
    """Pivot in column 0, as high as the spawn orientation fits inside the board (§3) — the
    board's cells, not their occupancy, decide (an occupied spawn loses the game)."""
    geo = board.geo
    top = 4 * geo.edge - 4
    for y in range(top, -top - 1, -2):
        if all(geo.inside((dc, y + dy)) for dc, dy in piece.spawn):
            return 0, y
    raise ValueError(f"piece {piece.name} does not fit on an edge-{geo.edge} board")
