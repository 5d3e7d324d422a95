"""The falling piece: which shape, its rotation state, where its box is, and its specials."""

from __future__ import annotations

from game.rules.retris.pieces import Cell, PieceDef


class ActivePiece:
    """Box lower-left at (x, y) on the field; ``rot`` is 0, 1 (R), 2 or 3 (L)."""

    __slots__ = ("piece", "rot", "specials", "x", "y")

    def __init__(self, piece: PieceDef, x: int, y: int, specials: str, rot: int = 0) -> None:
        self.piece = piece
        self.x = x
        self.y = y
        self.rot = rot
        self.specials = specials

    @property
    def shape(self) -> tuple[Cell, ...]:
        """Cells relative to the box, in the current rotation."""
        return self.piece.states[self.rot]

    def cells(self) -> tuple[Cell, ...]:
        """Absolute field cells, in block order."""
        x, y = self.x, self.y
        return tuple((cx + x, cy + y) for cx, cy in self.piece.states[self.rot])

    def codes(self) -> tuple[str, ...]:
        """Each block's cell code: the piece's colour and that block's special."""
        color = self.piece.color
        return tuple(color + special for special in self.specials)

    def state(self) -> dict[str, object]:
        return {"name": self.piece.name, "rot": self.rot, "x": self.x, "y": self.y,
                "specials": self.specials}
