"""A small live Tet'light board for the setup screen: the chosen edge, a piece falling at the
chosen level's speed into a gap of a low stack, and its ghost when the ghost is on.

Illustration only: it follows the rules' geometry (rules/tetlight.md §1, §3) and the
ruleset's piece table, but plays no game.
"""

from __future__ import annotations

import arcade
import numpy as np

from game.render import flags, hexgrid
from game.render.board import BoardRenderer
from game.render.palette import Palette
from game.rules.tetlight.tuning import TetlightTuning, load_tuning

Point = tuple[int, int]  # (column, doubled-y Y), as in the rules
PIECE = "J"  # the shape that falls
PIECE_COLOR = 4
HOLD_SECONDS = 0.9  # the landed piece stays this long before the next one starts
STACK_HEIGHT = 2  # rows of the V floor filled, less the piece's gap and a few holes


def inside(edge: int, point: Point) -> bool:
    c, y = point
    if abs(c) > edge - 1 or (y - abs(c)) % 2:
        return False
    return 0 <= (y - abs(c)) // 2 < hexgrid.column_height(edge, c)


def spawn_y(edge: int, offsets: tuple[Point, ...]) -> int:
    """The pivot's Y in column 0 with the piece as high as it fits (rules §3)."""
    top = 2 * (hexgrid.column_height(edge, 0) - 1)
    y = top + 2 * max(abs(dy) for _, dy in offsets)
    while not all(inside(edge, (dc, y + dy)) for dc, dy in offsets):
        y -= 2
    return y


def landing_y(edge: int, offsets: tuple[Point, ...], start: int, filled: set[Point]) -> int:
    """Where a piece starting at pivot Y ``start`` in column 0 stops falling."""
    y = start
    while all(inside(edge, (dc, y - 2 + dy)) and (dc, y - 2 + dy) not in filled
              for dc, dy in offsets):
        y -= 2
    return y


def stack(edge: int, gap: set[Point]) -> dict[Point, tuple[int, bool]]:
    """The low stack: the bottom rows less ``gap`` and a hole here and there, as
    ``point → (colour, bomb)``; colours and bombs follow a fixed pattern."""
    cells: dict[Point, tuple[int, bool]] = {}
    for c, h in hexgrid.board_cells(edge):
        point = (c, 2 * h + abs(c))
        if h < STACK_HEIGHT and point not in gap and (c * 5 + h * 3) % 7 != 3:
            cells[point] = ((c * 3 + h * 2) % 6, (c * 7 + h) % 11 == 5)
    return cells


class BoardPreview:
    """Draws the preview board in a pixel box; :meth:`draw` takes the current choices."""

    def __init__(self, ctx: arcade.ArcadeContext, palette: Palette,
                 tuning: TetlightTuning | None = None) -> None:
        self.palette = palette
        self.tuning = tuning or load_tuning()
        self.renderer = BoardRenderer(ctx, "hex", hexgrid.cell_count(9) + 16)
        self.offsets = self.tuning.pieces[PIECE].spawn
        self.box = arcade.LBWH(0, 0, 1, 1)
        self._key: tuple[int, int] | None = None
        self._since = 0.0

    def place(self, box: arcade.Rect) -> None:
        self.box = box

    def fall_steps(self, edge: int) -> tuple[int, int]:
        """The pivot's Y at the spawn and where the piece lands (on the V floor)."""
        start = spawn_y(edge, self.offsets)
        floor = landing_y(edge, self.offsets, start, set())
        return start, floor

    def draw(self, edge: int, level: int, ghost: bool, time: float) -> None:
        if self._key != (edge, level):  # a new choice starts the fall again
            self._key, self._since = (edge, level), time
        start, floor = self.fall_steps(edge)
        # The stack leaves the piece's way down open: it slots into the V floor.
        path = {(dc, py + dy) for py in range(floor, start + 1, 2) for dc, dy in self.offsets}
        period = self.tuning.fall_period(level) / self.tuning.tick_rate
        steps = (start - floor) // 2
        t = (time - self._since) % (steps * period + HOLD_SECONDS)
        y = max(floor, start - 2 * int(t / period))
        size = hexgrid.fit_size(edge, self.box.width, self.box.height)
        origin = hexgrid.origin_for(edge, size, (self.box.center_x, self.box.center_y))
        self._fill(edge, size, origin, stack(edge, path), y, floor if ghost else None)
        self.renderer.draw(size, time)

    def _fill(self, edge: int, size: float, origin: tuple[float, float],
              cells: dict[Point, tuple[int, bool]], y: int, ghost_y: int | None) -> None:
        """The lattice and stack, then the ghost, then the piece (drawn in that order)."""
        board = hexgrid.board_cells(edge)
        centers = [hexgrid.center(c, h, size) for c, h in board]
        colors, fl = [], []
        for c, h in board:
            color, bomb = cells.get((c, 2 * h + abs(c)), (-1, False))
            colors.append(self.palette.ui_color("empty") if color < 0
                          else self.palette.tetlight_color(color))
            fl.append(flags.EMPTY if color < 0 else (flags.BOMB_NORMAL if bomb else 0))
        piece = self.palette.tetlight_color(PIECE_COLOR)
        layers = [(y, 0)] if ghost_y is None or ghost_y == y else [(ghost_y, flags.GHOST),
                                                                 (y, 0)]
        for py, look in layers:
            for dc, dy in self.offsets:
                cy = py + dy
                centers.append((1.5 * size * dc, 0.5 * hexgrid.SQRT3 * size * cy))
                colors.append(piece)
                fl.append(look)
        xy = np.array(centers, np.float32) + np.array(origin, np.float32)
        self.renderer.update(xy, np.array(colors, np.uint8), np.array(fl, np.uint32))
