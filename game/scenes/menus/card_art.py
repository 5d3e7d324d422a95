"""Little live boards on the title cards, drawn with the same cell shader as the games."""

from __future__ import annotations

import math
from collections.abc import Sequence

import arcade
import numpy as np

from game.render import flags, hexgrid, squaregrid
from game.render.board import BoardRenderer
from game.render.palette import load_palette
from game.ui.layout import Layout

# Retris: a stack with a T about to drop in; rows top to bottom, '.' empty.
RETRIS_ROWS = (
    "..........",  # i18n: not shown
    "..........",  # i18n: not shown
    "J.......OO",  # i18n: not shown
    "JJJ..SS.OO",  # i18n: not shown
    "IIIISS.LLL",  # i18n: not shown
)
# Verse: an 8×8 board mid-game; letters pick a colour.
VERSE_ROWS = (
    "........",  # i18n: not shown
    "..TT....",  # i18n: not shown
    ".....OO.",  # i18n: not shown
    "SS...OO.",  # i18n: not shown
    "SS.....I",  # i18n: not shown
    "LLL....I",  # i18n: not shown
    "L.ZZZ..I",  # i18n: not shown
    "..ZZZJJI",  # i18n: not shown
)
# Tet'light (edge 3): (column, height) -> colour index, and which of them carry bombs.
TETLIGHT_CELLS = {(-2, 0): 0, (-1, 0): 0, (-1, 1): 0, (0, 0): 1, (0, 1): 1, (1, 0): 3,
                  (1, 1): 3, (2, 0): 4, (2, 1): 4, (-2, 1): 2, (0, 2): 5}
TETLIGHT_BOMBS = {(0, 2), (1, 1)}
FALLING_T = ((3, 0), (4, 0), (5, 0), (4, -1))  # (col, row-offset) of the T that drops in


class CardArt:
    """Three renderers (square sizes differ per card) filled from the tables above."""

    def __init__(self, ctx: arcade.ArcadeContext) -> None:
        self.palette = load_palette()
        self.retris = BoardRenderer(ctx, "square", 64)
        self.verse = BoardRenderer(ctx, "square", 80)
        self.tetlight = BoardRenderer(ctx, "hex", 32)
        self._sizes = (0.0, 0.0, 0.0)
        self._retris_origin = (0.0, 0.0)
        self._grids: dict[tuple, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}

    def place(self, layout: Layout, boxes: Sequence[arcade.Rect]) -> None:
        """Fit each card's board into its box (pixels)."""
        r_box, t_box, v_box = boxes
        r_size = squaregrid.fit_size(10, 5, r_box.width, r_box.height)
        v_size = squaregrid.fit_size(8, 8, v_box.width, v_box.height)
        t_size = t_box.height / (5 * math.sqrt(3.0))
        self._sizes = (r_size, t_size, v_size)
        self._retris_origin = squaregrid.origin_for(10, 5, r_size, (r_box.center_x,
                                                                    r_box.center_y))
        v_origin = squaregrid.origin_for(8, 8, v_size, (v_box.center_x, v_box.center_y))
        self._fill_grid(self.verse, VERSE_ROWS, v_size, v_origin)
        self._fill_tetlight(t_size, (t_box.center_x, t_box.bottom + hexgrid.SQRT3 * t_size / 2))

    def draw(self, time: float) -> None:
        self._fill_retris(time)
        r_size, t_size, v_size = self._sizes
        self.retris.draw(r_size, time)
        self.tetlight.draw(t_size, time)
        self.verse.draw(v_size, time)

    def _color(self, letter: str) -> tuple[int, int, int, int]:
        return self.palette.retris_color(letter)

    def _fill_grid(self, renderer: BoardRenderer, rows: Sequence[str], size: float,
                   origin: tuple[float, float], extra: Sequence[tuple[int, float, str]] = ()
                   ) -> None:
        """Every cell of a text grid: letters coloured, dots as the empty lattice."""
        centers, colors, fl = self._grid(rows, size, origin)
        if extra:
            pts = np.array([[origin[0] + (c + 0.5) * size, origin[1] + (r + 0.5) * size]
                            for c, r, _ in extra], np.float32)
            centers = np.concatenate([centers, pts])
            colors = np.concatenate([colors, np.array([self._color(k) for *_, k in extra],
                                                      np.uint8)])
            fl = np.concatenate([fl, flags.array(len(extra))])
        renderer.update(centers, colors, fl)

    def _grid(self, rows: Sequence[str], size: float, origin: tuple[float, float]
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The grid's centres, colours and flags, built once per placement (the Retris card
        is refilled every frame for its falling T: a Python loop over its cells was most
        of the title's card cost)."""
        key = (tuple(rows), size, origin, self.palette.name)  # a palette change repaints
        cached = self._grids.get(key)
        if cached is not None:
            return cached
        n_rows, n_cols = len(rows), len(rows[0])
        centers = squaregrid.centers(n_cols, n_rows, size, origin)
        colors = np.empty((n_cols * n_rows, 4), np.uint8)
        fl = flags.array(n_cols * n_rows)
        for r, line in enumerate(reversed(rows)):
            for c, ch in enumerate(line):
                i = squaregrid.index(c, r, n_cols)
                if ch == ".":
                    colors[i] = self.palette.ui_color("empty")
                    fl[i] = flags.EMPTY
                else:
                    colors[i] = self._color(ch)
        if len(self._grids) > 8:  # resizes leave old placements behind
            self._grids.clear()
        self._grids[key] = (centers, colors, fl)
        return centers, colors, fl

    def _fill_retris(self, time: float) -> None:
        """The stack plus a T that falls, lands in the gap and starts again."""
        phase = (time * 1.6) % 5.0
        drop = min(phase, 3.0)
        t_cells = [(c, 4 + dr - drop, "T") for c, dr in FALLING_T]
        self._fill_grid(self.retris, RETRIS_ROWS, self._sizes[0], self._retris_origin,
                        [(c, r, k) for c, r, k in t_cells if r < 5.0])

    def _fill_tetlight(self, size: float, origin: tuple[float, float]) -> None:
        cells = hexgrid.board_cells(3)
        centers = np.array([hexgrid.center(c, h, size) for c, h in cells], np.float32)
        centers += np.array(origin, np.float32)
        colors = np.empty((len(cells), 4), np.uint8)
        fl = flags.array(len(cells))
        for i, cell in enumerate(cells):
            color = TETLIGHT_CELLS.get(cell)
            if color is None:
                colors[i] = self.palette.ui_color("empty")
                fl[i] = flags.EMPTY
            else:
                colors[i] = self.palette.tetlight_color(color)
                if cell in TETLIGHT_BOMBS:
                    fl[i] = flags.BOMB_NORMAL
        self.tetlight.update(centers, colors, fl)
