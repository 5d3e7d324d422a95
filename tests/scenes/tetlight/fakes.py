"""Hand-made Tet'light snapshots, and a stand-in rules object that shows one, so the play
scene can be drawn in any phase without playing a game into it."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any

from game.core.actions import InputChange
from game.core.events import Event
from game.core.replay import ReplayHeader
from game.render import hexgrid
from game.rules.tetlight.snapshot import Cell, Hexagon, TetlightSnapshot, TetPieceView

# The I piece standing upright (doubled-y offsets from its pivot, the second cell).
I_OFFSETS = ((0, -2), (0, 0), (0, 2), (0, 4))


def piece(name: str = "I", color: int = 2, bomb: bool = False, pivot: Cell | None = (0, 8),
          offsets: Sequence[tuple[int, int]] = I_OFFSETS) -> TetPieceView:
    """A piece; with a ``pivot`` its ``cells`` are on the board (a falling piece)."""
    cells: tuple[Cell, ...] = ()
    if pivot is not None:
        c0, y0 = pivot[0], 2 * pivot[1] + abs(pivot[0])
        cells = tuple((c0 + dc, (y0 + dy - abs(c0 + dc)) // 2) for dc, dy in offsets)
    return TetPieceView(name, color, bomb, cells, tuple(offsets), pivot)


def rows_board(edge: int, heights: int, holes: Iterable[Cell] = (),
               bombs: Iterable[Cell] = ()) -> tuple[Hexagon, ...]:
    """Every cell below height ``heights`` filled (colours by column), except ``holes``."""
    holes, bombs = set(holes), set(bombs)
    cells = [(c, h) for c, h in hexgrid.board_cells(edge) if h < heights and (c, h) not in holes]
    return tuple(Hexagon(cell, 1 + (cell[0] + cell[1]) % 6, cell in bombs) for cell in cells)


def snapshot(edge: int = 8, **changes: Any) -> TetlightSnapshot:
    """A mid-game snapshot: a few rows, a bomb, an I falling; ``changes`` replace fields."""
    board = rows_board(edge, 3, holes=[(0, 2), (3, 1), (-4, 2)], bombs=[(2, 1), (-1, 0)])
    active = piece()
    base = TetlightSnapshot(
        tick=600, tick_rate=120, edge=edge, board=board, active=active,
        ghost=((0, 2), (0, 3), (0, 4), (0, 5)), next=None, radar=False, score=1230, level=3,
        clock_ticks=37 * 120 + 30, bomb_points=230, bomb_threshold=800, bombs=2,
        paused=False, over=False)
    return dataclasses.replace(base, **changes)


class ShownRules:
    """Rules that only count ticks and show ``snap`` (with the tick); for drawing tests."""

    def __init__(self, snap: TetlightSnapshot) -> None:
        self.snap = snap
        self.tick = snap.tick
        self.events: list[Event] = []

    def step(self, changes: Sequence[InputChange]) -> list[Event]:
        self.tick += 1
        events, self.events = self.events, []
        return events

    def snapshot(self) -> TetlightSnapshot:
        return dataclasses.replace(self.snap, tick=self.tick)

    def state(self) -> dict[str, Any]:
        return {"tick": self.tick}

    @property
    def over(self) -> bool:
        return self.snap.over

    @property
    def settled(self) -> bool:
        return True


def show(app: Any, snap: TetlightSnapshot) -> ShownRules:
    """Make ``app`` start its next Tet'light game on :class:`ShownRules` showing ``snap``."""
    rules = ShownRules(snap)

    def session(game: str, options: dict[str, Any], seed: int) -> tuple[Any, ReplayHeader]:
        return rules, ReplayHeader(game, dict(options), seed, 120, "test")

    app.new_session = session
    return rules
