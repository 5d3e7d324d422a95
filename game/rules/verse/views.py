"""Builds the immutable VerseSnapshot, reusing the board tuple while the board is unchanged
(a snapshot is published every tick, the board changes only on a placement)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.verse.snapshot import VerseSnapshot

if TYPE_CHECKING:
    from game.rules.verse.game import VerseGame


class SnapshotBuilder:
    __slots__ = ("_board", "_board_version", "_game")

    def __init__(self, game: VerseGame) -> None:
        self._game = game
        self._board: tuple[tuple[int, ...], ...] = ()
        self._board_version = -1

    def board(self) -> tuple[tuple[int, ...], ...]:
        board = self._game.board
        if board.version != self._board_version:
            self._board = board.rows()
            self._board_version = board.version
        return self._board

    def snapshot(self) -> VerseSnapshot:
        g = self._game
        return VerseSnapshot(
            tick=g.tick, tick_rate=g.tuning.tick_rate, board=self.board(), tray=tuple(g.tray),
            score=g.score, streak=g.streak, over=g.over, rotation=g.options.rotation,
            placements=g.placements, trays=g.trays, fair=g.options.fair,
            stats=g.tally.view())
