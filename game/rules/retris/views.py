"""Builds the immutable RetrisSnapshot, reusing the parts that did not change since last time.

A snapshot is published every tick, so the field tuple is rebuilt only when the field changed
and the ghost only when the piece or the field moved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.retris.pieces import PieceDef
from game.rules.retris.randomiser import QueuedPiece
from game.rules.retris.snapshot import Cell, PieceView, RetrisSnapshot

if TYPE_CHECKING:
    from game.rules.retris.game import RetrisGame


def preview_view(piece: PieceDef, queued: QueuedPiece) -> PieceView:
    """A hold or next piece: state-0 cells relative to their own lower-left corner."""
    return PieceView(piece.name, piece.color, piece.preview, tuple(queued.specials))


class SnapshotBuilder:
    __slots__ = ("_field", "_field_version", "_game", "_ghost", "_ghost_key")

    def __init__(self, game: RetrisGame) -> None:
        self._game = game
        self._field: tuple[tuple[str, ...], ...] = ()
        self._field_version = -1
        self._ghost: tuple[Cell, ...] = ()
        self._ghost_key: tuple[object, ...] = ()

    def field(self) -> tuple[tuple[str, ...], ...]:
        field = self._game.field
        if field.version != self._field_version:
            self._field = field.as_tuple()
            self._field_version = field.version
        return self._field

    def ghost(self) -> tuple[Cell, ...]:
        game = self._game
        piece = game.active
        if piece is None:
            return ()
        key = (game.field.version, piece.piece.name, piece.rot, piece.x, piece.y)
        if key != self._ghost_key:
            drop = 0
            while game.field.fits(piece.shape, piece.x, piece.y - drop - 1):
                drop += 1
            self._ghost = tuple((x, y - drop) for x, y in piece.cells())
            self._ghost_key = key
        return self._ghost

    def snapshot(self) -> RetrisSnapshot:
        g = self._game
        pieces = g.tuning.pieces
        active = None
        if g.active is not None:
            p = g.active
            active = PieceView(p.piece.name, p.piece.color, p.cells(), tuple(p.specials))
        hold = preview_view(pieces[g.hold_piece.name], g.hold_piece) if g.hold_piece else None
        count = g.options.next_count or 0
        nexts = tuple(preview_view(pieces[q.name], q) for q in g.queue.peek(count))
        return RetrisSnapshot(
            tick=g.tick, tick_rate=g.tuning.tick_rate, mode=g.options.mode,
            style=g.options.style, field=self.field(), active=active, ghost=self.ghost(),
            hold=hold, hold_used=g.hold_used, next=nexts, score=g.score, rows=g.rows,
            level=g.level, over=g.over, lock_progress=g.lock.progress,
            chain=g.chains.view(g.tick), goal=g.options.goal, goal_target=g.options.goal_target,
            won=g.won, game_ticks=g.tally.ticks, stats=g.tally.view())
