"""Builds the immutable TetlightSnapshot, reusing the parts that did not change since last time.

A snapshot is published every tick, so the board tuple is rebuilt only when the board changed
and the ghost only when the piece or the board moved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.tetlight.active import ActivePiece
from game.rules.tetlight.dealer import QueuedPiece
from game.rules.tetlight.snapshot import FALLING, Cell, Hexagon, TetlightSnapshot, TetPieceView

if TYPE_CHECKING:
    from game.rules.tetlight.game import TetlightGame


def active_view(piece: ActivePiece) -> TetPieceView:
    return TetPieceView(piece.piece.name, piece.color, piece.bomb, piece.cells(), piece.offsets,
                        piece.pivot_cell(), piece.rot)


def next_view(game: TetlightGame, queued: QueuedPiece) -> TetPieceView:
    """The radar's piece: no board cells, its spawn-orientation offsets for drawing aside."""
    spawn = game.tuning.pieces[queued.name].spawn
    return TetPieceView(queued.name, queued.color, queued.bomb, (), spawn)


class SnapshotBuilder:
    __slots__ = ("_board", "_board_version", "_game", "_ghost", "_ghost_key")

    def __init__(self, game: TetlightGame) -> None:
        self._game = game
        self._board: tuple[Hexagon, ...] = ()
        self._board_version = -1
        self._ghost: tuple[Cell, ...] = ()
        self._ghost_key: tuple[object, ...] = ()

    def board(self) -> tuple[Hexagon, ...]:
        board = self._game.board
        if board.version != self._board_version:
            self._board = tuple(Hexagon((c, h), color, bomb)
                                for c, h, color, bomb in board.hexagons())
            self._board_version = board.version
        return self._board

    def ghost(self) -> tuple[Cell, ...]:
        """Where a drop would land the falling piece."""
        game = self._game
        piece = game.active
        if piece is None:
            return ()
        key = (game.board.version, piece.piece.name, piece.rot, piece.pivot)
        if key != self._ghost_key:
            c, y = piece.pivot
            self._ghost = piece.cells((c, y - 2 * piece.drop_distance(game.board)))
            self._ghost_key = key
        return self._ghost

    def snapshot(self) -> TetlightSnapshot:
        g = self._game
        r = g.resolution
        busy = r.phase != FALLING
        return TetlightSnapshot(
            tick=g.tick, tick_rate=g.tuning.tick_rate, edge=g.options.edge, board=self.board(),
            active=active_view(g.active) if g.active else None, ghost=self.ghost(),
            next=next_view(g, g.dealer.peek()) if g.radar else None, radar=g.radar,
            score=g.score.points, level=g.level, clock_ticks=g.clock,
            bomb_points=g.score.bomb_points, bomb_threshold=g.score.threshold,
            bombs=g.score.bombs, paused=g.paused, over=g.over, phase=r.phase,
            phase_progress=r.progress, marked=r.marked if busy else (), mark_kind=r.kind,
            drops=r.drops, can_explode=g.can_explode, stats=g.tally.view())
