"""Drawing the Verse board: the 8×8 lattice and blocks, the ghost of a held piece with the lines
it would clear lit up, and the effects of a placement — a glow where it set, cleared cells
flashing white then bursting into particles, blocks sliding down from their old rows.

The rules are instant, so the snapshot already shows the board after the clear; everything
that moves is replayed from the events (:meth:`VerseBoardView.cleared`, :meth:`slide`,
:meth:`placed`). The cells are one instanced draw of the square cell shader.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

import arcade
import numpy as np

from game.render import flags
from game.render.board import BoardRenderer
from game.render.kept.identity import same_objects
from game.render.palette import Palette
from game.render.particles import ParticleSystem
from game.rules.verse.snapshot import SIZE
from game.scenes.verse.ghost import Board, Preview
from game.scenes.verse.grid import BoardGrid
from game.ui import theme

RGBA = tuple[int, int, int, int]
Layer = tuple[np.ndarray, np.ndarray, np.ndarray]  # centres, colours, flags
# Verse colours 1–8 (by shape family) drawn in the palette's Retris piece colours, so the
# colour-blind variant applies here too: single/S/Z red, domino orange, line 3 yellow,
# corners green, squares cyan, lines 4/5 blue, T purple, L/J silver.
COLOR_KEYS = ("Z", "L", "O", "S", "I", "J", "T", "X")
FLASH_SECONDS = 0.16  # cleared cells brighten to white, then burst
SLIDE_SECONDS = 0.2  # then the blocks above slide down their removed rows
SET_SECONDS = 0.3  # a placed piece glows a moment as it sets
FLASH_FLOOR = 0.45  # a cleared cell starts this white
SET_GLOW = 0.5  # how white a piece that just set starts
# Clear bursts, in cell sizes (so they scale with the window): particles per cell, speed
# (cells/s), glow radius, lifetime (s); more and faster per further line, up to 4.
BURST_PER_CELL, BURST_PER_LINE = 8, 2
BURST_SPEED, BURST_SPEED_LINE = 6.0, 1.2
BURST_SIZE, BURST_LIFE, BURST_LIFE_LINE = 0.3, 0.6, 0.06
BURST_GRAVITY, BURST_DRAG, BURST_STRETCH = 14.0, 1.6, 0.012  # cells/s², 1/s, s
BURST_OUTWARD = 0.7
BLOCKED: RGBA = theme.DANGER  # the ghost of a piece that does not fit there (keys)


def fall_ease(progress: float) -> float:
    """How far down its slide a block is at ``progress`` (0–1): it accelerates, as a fall."""
    p = max(0.0, min(1.0, progress))
    return p * p


def _empty_layer() -> Layer:
    return np.zeros((0, 2), np.float32), np.zeros((0, 4), np.uint8), flags.array(0)


def _layer(points: list[tuple[float, float]], colors: list[RGBA], fl: list[int]) -> Layer:
    if not points:
        return _empty_layer()
    return (np.array(points, np.float32), np.array(colors, np.uint8),
            np.array(fl, np.uint32))


@dataclass
class _Timed:
    """An effect started at ``start`` on some cells: ``(row, col, colour)`` or moves."""

    start: float
    cells: list[tuple[int, int, int]]


class VerseBoardView:
    """The board in a pixel box, its effects and their particles."""

    def __init__(self, ctx: arcade.ArcadeContext, palette: Palette) -> None:
        self.palette = palette
        self.cells = BoardRenderer(ctx, "square", 3 * SIZE * SIZE + 64)
        self.ghost_cells = BoardRenderer(ctx, "square", 64)  # over a kept board (draw_ghost)
        self.cover_cells = BoardRenderer(ctx, "square", 64)  # over it too (draw_covers)
        self.moving_cells = BoardRenderer(ctx, "square", 2 * SIZE * SIZE)  # (draw_moving)
        self._ghost_shown: tuple | None = None  # what the ghost's buffer holds
        self.grid = BoardGrid()
        self._lattice = np.zeros((SIZE * SIZE, 2), np.float32)
        self._empty = palette.ui_color("empty")
        self._colors = [self._empty] + [palette.retris_color(k) for k in COLOR_KEYS]
        self._lut = np.array(self._colors, np.uint8)  # colour index -> RGBA
        self._board: Board | None = None  # the board whose values are kept
        self._board_values = np.zeros(SIZE * SIZE, np.int64)
        self.particles = ParticleSystem(ctx, 8192)
        self.particles.drag = BURST_DRAG
        self.particles.stretch = BURST_STRETCH
        self.flashes: list[_Timed] = []  # cleared cells: (row, col, colour)
        self.slides: list[_Timed] = []  # gravity: (from_row, to_row, col)
        self.sets: list[_Timed] = []  # cells of a piece that just set: (row, col, 0)
        self._bursts: list[tuple[float, list[tuple[int, int, int]], int, float, np.ndarray]] = []
        self._shown: tuple | None = None  # what the cells' buffer holds (None: redo it)
        self._covers_shown: tuple | None = None  # what draw_covers' buffer holds

    def set_palette(self, palette: Palette) -> None:
        """Draw in ``palette`` from now on (the settings' palette changed)."""
        self.palette = palette
        self._empty = palette.ui_color("empty")
        self._colors = [self._empty] + [palette.retris_color(k) for k in COLOR_KEYS]
        self._lut = np.array(self._colors, np.uint8)

    def place(self, box: arcade.Rect) -> None:
        """Fit the board in ``box`` (pixels), centred, cells as large as it allows."""
        size = min(box.width, box.height) / SIZE
        self.grid = BoardGrid(box.center_x - size * SIZE / 2, box.center_y - size * SIZE / 2,
                              size)
        self._lattice = np.array([self.grid.center(r, c) for r in range(SIZE)
                                  for c in range(SIZE)], np.float32)
        self.particles.gravity = (0.0, -BURST_GRAVITY * size)

    @property
    def rect(self) -> arcade.Rect:
        g = self.grid
        return arcade.LBWH(g.left, g.bottom, g.side, g.side)

    def color(self, index: int) -> RGBA:
        """The palette colour of a Verse colour (1–8; 0 is the empty lattice)."""
        return self._colors[int(index) % len(self._colors)]

    # -- effects from events ----------------------------------------------------------------

    def placed(self, cells: Sequence[Sequence[int]], now: float) -> None:
        """A piece set on these cells: they glow a moment. Earlier slides end here."""
        self._shown = None
        self.slides.clear()
        self.sets = [_Timed(now, [(int(c[0]), int(c[1]), 0) for c in cells if len(c) >= 2])]

    def cleared(self, cells: Sequence[Sequence[int]], lines: int, now: float,
                burst: float = 1.0, delays: np.ndarray | None = None) -> None:
        """Cells ``[[row, col, colour], ...]`` were cleared: they flash, then burst ``burst``
        times the usual (0: not at), more with more ``lines``, each cell ``delays`` seconds
        after the flash (outward along its line). The piece's set glow gives way."""
        self._shown = None
        kept = [(int(c[0]), int(c[1]), int(c[2])) for c in cells if len(c) >= 3]
        self.sets.clear()
        self.flashes.append(_Timed(now, kept))
        if burst > 0 and kept:
            wait = np.zeros(len(kept)) if delays is None else np.asarray(delays)[:len(kept)]
            self._bursts.append((now + FLASH_SECONDS, kept, lines, burst, wait))

    def slide(self, moves: Sequence[Sequence[int]], now: float) -> None:
        """Blocks moved ``[[from_row, to_row, col], ...]``: they slide once the flash ends."""
        self._shown = None
        kept = [(int(m[0]), int(m[1]), int(m[2])) for m in moves if len(m) >= 3]
        if kept:
            self.slides.append(_Timed(now + FLASH_SECONDS, kept))

    def clear_effects(self) -> None:
        """Forget every effect (a new game)."""
        self._shown = None
        self.flashes.clear()
        self.slides.clear()
        self.sets.clear()
        self._bursts.clear()
        self.particles.clear()

    def update(self, now: float) -> int:
        """Fire the bursts whose flash has ended; returns the particles spawned."""
        due = [b for b in self._bursts if b[0] <= now]
        self._bursts = [b for b in self._bursts if b[0] > now]
        return sum(self.burst(cells, lines, at, density, wait)
                   for at, cells, lines, density, wait in due)

    def burst(self, cells: Sequence[tuple[int, int, int]], lines: int, now: float,
              density: float = 1.0, delays: np.ndarray | None = None) -> int:
        """Particles out of cells ``(row, col, colour)`` in their colours; more lines, more
        and faster particles; ``density`` times as many; each cell ``delays`` seconds late.
        Returns the number spawned."""
        size = self.grid.size
        more = max(0, min(lines, 4) - 1)
        per_cell = round((BURST_PER_CELL + BURST_PER_LINE * more) * density)
        if not cells or per_cell <= 0:
            return 0
        centers = np.array([self.grid.center(r, c) for r, c, _ in cells], np.float32)
        colors = np.array([self.color(k) for _, _, k in cells], np.uint8)
        made = self.particles.burst_particles(
            centers, colors, now, per_cell=per_cell,
            speed=(BURST_SPEED + BURST_SPEED_LINE * more) * size, spread=0.42 * size,
            size=BURST_SIZE * size, life=BURST_LIFE + BURST_LIFE_LINE * more,
            origin=tuple(centers.mean(axis=0)), outward=BURST_OUTWARD)
        if delays is not None:
            made["t0"] += np.repeat(np.asarray(delays, np.float32), per_cell)
        self.particles.spawn(made, now)
        return len(made)

    def confetti(self, now: float, density: float, delays: np.ndarray) -> int:
        """Every cell bursts in every colour (a board cleared), each ``delays`` seconds late
        (one per cell, row by row)."""
        cells = [(r, c, 1 + (r * SIZE + c) % 8) for r in range(SIZE) for c in range(SIZE)]
        return self.burst(cells, 4, now, 1.5 * density, delays)

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, board: Board, preview: Preview | None, now: float, nudge: float = 0.0,
             sets: bool = True, moving: bool = True) -> None:
        """The board (blocks sliding, cleared cells flashing, a piece that just set glowing
        unless not ``sets``), then the ghost of ``preview`` with its clearing lines lit
        (``nudge`` px shakes a refused ghost sideways): one draw call. Without ``moving``
        the sliding blocks and flashing cells are left out (their destinations still shown
        empty): the board a kept picture holds under :meth:`draw_moving`."""
        # Most frames show what the last one did: the instances in the buffer still hold.
        self._drop_ended(now)
        key = (board, preview, nudge, self.palette, self.grid, sets, moving,
               None if moving else tuple(self.slides))
        if key != self._shown:
            centers, colors, fl = self.layers(board, preview, now, nudge, sets, moving)
            self.cells.update(centers, colors, fl)
            # While an effect runs every frame differs (layers drops the finished ones).
            live = moving and bool(self.flashes or self.slides)
            self._shown = None if live or (sets and self.sets) else key
        self.cells.draw(self.grid.size, now)

    def steady_key(self, board: Board, preview: Preview | None, now: float) -> Hashable:
        """What :meth:`draw` without ``sets`` and ``moving`` shows under the ghost at ``now``
        (nothing in it moves with time: the blocks still sliding are drawn over it by
        :meth:`draw_moving`, with the flashing cells), or None. A ghost that would clear
        lines lights them on the board: None then; any other ghost is drawn over it
        (:meth:`draw_ghost`), and so is the glow of a piece that just set
        (:meth:`draw_covers`)."""
        if _lights_lines(preview):
            return None
        self._drop_ended(now)
        return board, tuple(self.slides), self.palette, self.grid

    def draw_moving(self, board: Board, now: float) -> None:
        """The blocks sliding down and the cleared cells flashing alone, over a board drawn
        before without them (:meth:`steady_key`); one draw, none when nothing moves."""
        self._drop_ended(now)
        if not (self.flashes or self.slides):
            return
        colors, fl = self._board_colors(board, now, sets=False)
        parts = [p for p in (self._sliding(colors, fl, now), self._flashing(now)) if len(p[0])]
        if not parts:
            return
        self.moving_cells.update(*(np.concatenate([p[i] for p in parts]) for i in range(3)))
        self.moving_cells.draw(self.grid.size, now)

    def draw_covers(self, board: Board, now: float) -> None:
        """The glow of a piece that just set alone, over its cells drawn before without it
        (:meth:`steady_key`); one draw, none once it has faded."""
        self.sets = [s for s in self.sets if now - s.start < SET_SECONDS]
        if not self.sets:
            return
        timed = self.sets[0]  # one at a time: placed() replaces it
        values = self._values(board)
        # The cells at full glow, written once a set; the fade is the draw's flash scale.
        key = (timed, values, self._lut, self._lattice)
        if self._covers_shown is None or not same_objects(self._covers_shown, key):
            self._covers_shown = key
            cells = [r * SIZE + c for r, c, _ in timed.cells
                     if 0 <= r < SIZE and 0 <= c < SIZE and values[r * SIZE + c]]
            self.cover_cells.update(self._lattice[cells],
                                    self._lut[values[cells] % len(self._colors)],
                                    flags.array(len(cells), flags.flash(SET_GLOW)), covers=True)
        self.cover_cells.draw(self.grid.size, now, flash_scale=_glow_left(timed, now))

    def draw_ghost(self, preview: Preview | None, now: float, nudge: float = 0.0) -> None:
        """The ghost of ``preview`` alone, over the board drawn before without it (kept:
        :meth:`steady_key`); one draw, none without a preview."""
        if preview is None:
            return
        key = (preview, nudge, self.palette, self.grid)
        if key != self._ghost_shown:
            self.ghost_cells.update(*self._ghost_cells(preview, nudge))
            self._ghost_shown = key
        self.ghost_cells.draw(self.grid.size, now)

    def draw_particles(self, now: float) -> None:
        self.particles.draw(now)

    def layers(self, board: Board, preview: Preview | None, now: float,
               nudge: float = 0.0, sets: bool = True, moving: bool = True) -> Layer:
        """Everything :meth:`draw` draws, in order (the view model the tests read)."""
        colors, fl = self._board_colors(board, now, sets)
        sliding = self._sliding(colors, fl, now)
        ghost = self._ghost(preview, colors, fl, nudge)
        parts = [(self._lattice, colors, fl), ghost]
        if moving:
            parts[1:1] = [sliding, self._flashing(now)]
        parts = [p for p in parts if len(p[0])]
        return (np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts]),
                np.concatenate([p[2] for p in parts]))

    def index(self, row: int, col: int) -> int:
        """The instance of cell ``(row, col)`` in the board layer (row-major from the top)."""
        return row * SIZE + col

    def _board_colors(self, board: Board, now: float,
                      sets: bool = True) -> tuple[np.ndarray, np.ndarray]:
        values = self._values(board)
        colors = self._lut[values % len(self._colors)]
        fl = np.where(values == 0, np.uint32(flags.EMPTY), np.uint32(0)).astype(np.uint32)
        self.sets = [s for s in self.sets if now - s.start < SET_SECONDS]
        for timed in self.sets if sets else ():
            glow = flags.flash(SET_GLOW * _glow_left(timed, now))
            for r, c, _ in timed.cells:
                i = r * SIZE + c
                if 0 <= r < SIZE and 0 <= c < SIZE and not fl[i] & flags.EMPTY:
                    fl[i] |= glow
        return colors, fl

    def _values(self, board: Board) -> np.ndarray:
        """The board's colour indices, row-major (kept while the board is the same)."""
        if board != self._board:
            values = np.zeros((SIZE, SIZE), np.int64)
            for r, line in enumerate(board[:SIZE]):
                values[r, :len(line[:SIZE])] = line[:SIZE]
            self._board, self._board_values = board, values.reshape(-1)
        return self._board_values

    def _drop_ended(self, now: float) -> None:
        """Forget the slides and flashes over at ``now``."""
        if self.slides:
            self.slides = [s for s in self.slides if now - s.start < SLIDE_SECONDS]
        if self.flashes:
            self.flashes = [f for f in self.flashes if now - f.start < FLASH_SECONDS]

    def _sliding(self, colors: np.ndarray, fl: np.ndarray, now: float) -> Layer:
        """Blocks still on their way down: drawn between their old and new rows, their
        destinations shown empty until they arrive."""
        self._drop_ended(now)
        points, cols, fls = [], [], []
        for timed in self.slides:
            k = fall_ease((now - timed.start) / SLIDE_SECONDS)
            for from_row, to_row, col in timed.cells:
                if not (0 <= to_row < SIZE and 0 <= col < SIZE):
                    continue
                i = to_row * SIZE + col
                if fl[i] & flags.EMPTY:
                    continue
                points.append(self.grid.center(from_row + (to_row - from_row) * k, col))
                cols.append(tuple(colors[i]))
                fls.append(int(fl[i]))
                colors[i], fl[i] = self._empty, flags.EMPTY
        return _layer(points, cols, fls)

    def _flashing(self, now: float) -> Layer:
        """Cleared cells where they were, in their colours turning white."""
        self._drop_ended(now)
        points, cols, fls = [], [], []
        for timed in self.flashes:
            k = (now - timed.start) / FLASH_SECONDS
            look = flags.flash(FLASH_FLOOR + (1.0 - FLASH_FLOOR) * min(1.0, k / 0.7))
            for r, c, color in timed.cells:
                points.append(self.grid.center(r, c))
                cols.append(self.color(color))
                fls.append(look)
        return _layer(points, cols, fls)

    def _ghost(self, preview: Preview | None, colors: np.ndarray, fl: np.ndarray,
               nudge: float) -> Layer:
        """The held piece's ghost. Legal: the lines it would clear take its colour and glow
        (its own cells in them glow solid). Illegal (the keyboard cursor): a red outline."""
        if preview is None:
            return _empty_layer()
        if _lights_lines(preview):
            color = self.color(preview.piece.color)
            lines = np.zeros((SIZE, SIZE), bool)
            lines[list(preview.rows), :] = True
            lines[:, list(preview.cols)] = True
            lit = lines.reshape(-1) & ~(fl & flags.EMPTY).astype(bool)
            colors[lit] = color
            keep = np.uint32(~(flags.FLASH_MASK | flags.FLASH) & 0xFFFFFFFF)
            fl[lit] = (fl[lit] & keep) | np.uint32(flags.HIGHLIGHT)
        return self._ghost_cells(preview, nudge)

    def _ghost_cells(self, preview: Preview, nudge: float) -> Layer:
        """The ghost's own cells: in its colour (glowing solid in lines it would clear), or
        a red outline where it cannot go, shaken sideways by ``nudge`` px."""
        if not preview.legal:
            points = [(x + nudge, y) for x, y in (self.grid.center(r, c)
                                                  for r, c in preview.cells)]
            return _layer(points, [BLOCKED] * len(points), [flags.GHOST] * len(points))
        color = self.color(preview.piece.color)
        points, cols, fls = [], [], []
        for cell in preview.cells:
            points.append(self.grid.center(*cell))
            cols.append(color)
            fls.append(flags.HIGHLIGHT if preview.clearing(cell) else flags.GHOST)
        return _layer(points, cols, fls)


def _glow_left(timed: _Timed, now: float) -> float:
    """How much of a set piece's glow is left at ``now``: 1 as it sets, 0 after
    :data:`SET_SECONDS` (drawn live or over a kept board alike)."""
    return 1.0 - (now - timed.start) / SET_SECONDS


def _lights_lines(preview: Preview | None) -> bool:
    """Whether placing ``preview`` would clear lines (the ghost then lights them)."""
    return preview is not None and preview.legal and bool(preview.rows or preview.cols)
