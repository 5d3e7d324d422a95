"""Where trays come from (§1, §7): three independent weighted draws from the seeded stream
"pieces", each over every orientation of every shape; with fair dealing, re-draws until the
three can all be placed. The board is the only thing a deal looks at (never the score).
"""

from __future__ import annotations

from bisect import bisect_right

from game.core.rng import RngStreams
from game.rules.verse.bitboard import fits_somewhere, forms
from game.rules.verse.fair import can_place_all
from game.rules.verse.snapshot import SLOTS, TrayPiece
from game.rules.verse.tuning import VerseTuning

Tray = tuple[TrayPiece, ...]


class Dealer:
    """Draws trays; its stream's state is all it keeps."""

    __slots__ = ("_stream", "_tuning")

    def __init__(self, seed: int, tuning: VerseTuning) -> None:
        self._stream = RngStreams(seed)("pieces")
        self._tuning = tuning

    @property
    def state(self) -> int:
        return self._stream.state

    def draw_piece(self) -> TrayPiece:
        """One weighted draw (integer weights, no float rounding across platforms)."""
        t = self._tuning
        roll = self._stream.below(t.cumulative[-1])
        shape, cells = t.draws[bisect_right(t.cumulative, roll)]
        return TrayPiece(shape.name, shape.color, cells)

    def draw_tray(self) -> Tray:
        return tuple(self.draw_piece() for _ in range(SLOTS))

    def deal(self, board: int, fair: bool, rotation: bool) -> Tray:
        """The next tray. Fair (§7): the first of up to 1 + retries draws whose pieces can all
        be placed in some order; if none can, the first draw in which at least one piece
        fits, else the last draw."""
        tray = self.draw_tray()
        if not fair:
            return tray
        fallback: Tray | None = None
        for attempt in range(self._tuning.fair_retries + 1):
            if attempt:
                tray = self.draw_tray()
            choices = [forms(piece.cells, rotation) for piece in tray]
            if can_place_all(board, choices):
                return tray
            if fallback is None and any(fits_somewhere(board, c) for c in choices):
                fallback = tray
        return fallback or tray
