"""Drawing a RetrisSnapshot: the field with its empty lattice, ghost, falling piece, flashes,
and the small hold / next pieces, each layer one instanced draw of the cell shader."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import arcade
import numpy as np

from game.render import flags, squaregrid
from game.render.board import BoardRenderer
from game.render.palette import Palette
from game.render.particles import ParticleSystem
from game.rules.retris.snapshot import Cell, PieceView, RetrisSnapshot

COLS, ROWS = 10, 24
FLASH_SECONDS = 0.28  # cleared rows glow white for a few frames, then fade
# Line-clear bursts, in cell sizes (so they scale with the window): particles per cleared cell,
# speed (cells/s), glow radius, lifetime (s), each for 1 row and added per further row.
BURST_PER_CELL, BURST_PER_CELL_ROW = 9, 2
BURST_SPEED, BURST_SPEED_ROW = 6.5, 1.6
BURST_SIZE, BURST_LIFE, BURST_LIFE_ROW = 0.3, 0.6, 0.06
BURST_GRAVITY, BURST_DRAG = 14.0, 1.6  # cells/s² downward, 1/s
BURST_OUTWARD = 0.8  # how much the sparks fly away from the middle of the cleared rows
BURST_STRETCH = 0.012  # seconds of motion a spark trails
# Special letter (lower case; upper case adds ice) -> shader flags.
SPECIAL_FLAGS = {"n": flags.BOMB_NORMAL, "h": flags.BOMB_HORIZONTAL, "v": flags.BOMB_VERTICAL,
                 "l": flags.BOMB_LIGHTNING, "m": flags.BOMB_MEGA, "a": flags.BOMB_ACTIVATOR,
                 "s": flags.STONE, "i": flags.ICE}
RGBA = tuple[int, int, int, int]


def special_flags(letter: str) -> int:
    """Flags for a cell's special letter ('.' = none; upper case = under ice)."""
    if letter == ".":
        return 0
    extra = flags.ICE if letter.isupper() else 0
    return SPECIAL_FLAGS.get(letter.lower(), 0) | extra


def darken(color: RGBA, amount: float) -> RGBA:
    """Towards black by ``amount`` (0–1), alpha kept."""
    k = 1.0 - max(0.0, min(1.0, amount))
    return round(color[0] * k), round(color[1] * k), round(color[2] * k), color[3]


class FieldView:
    """The 10×24 field in a pixel box: lattice + blocks + ghost + piece + row flashes."""

    def __init__(self, ctx: arcade.ArcadeContext, palette: Palette) -> None:
        self.palette = palette
        self.cells = BoardRenderer(ctx, "square", COLS * ROWS + 64)
        self.size = 1.0
        self.origin = (0.0, 0.0)
        self._lattice = np.zeros((COLS * ROWS, 2), np.float32)
        self._flashes: list[tuple[float, tuple[int, ...]]] = []  # (start time, rows)
        self._empty = palette.ui_color("empty")
        self.particles = ParticleSystem(ctx, 8192)
        self.particles.drag = BURST_DRAG
        self.particles.stretch = BURST_STRETCH

    def place(self, box: arcade.Rect) -> None:
        """Fit the field in ``box`` (pixels), centred, cells as large as the height allows."""
        self.size = squaregrid.fit_size(COLS, ROWS, box.width, box.height)
        self.origin = squaregrid.origin_for(COLS, ROWS, self.size, (box.center_x, box.center_y))
        self._lattice = squaregrid.centers(COLS, ROWS, self.size, self.origin)
        self.particles.gravity = (0.0, -BURST_GRAVITY * self.size)

    @property
    def rect(self) -> arcade.Rect:
        w, h = squaregrid.field_size(COLS, ROWS, self.size)
        return arcade.LBWH(self.origin[0], self.origin[1], w, h)

    def row_y(self, row: float) -> float:
        """Pixel centre height of a field row."""
        return self.origin[1] + (row + 0.5) * self.size

    def flash_rows(self, rows: Sequence[int], now: float) -> None:
        """Start a white flash on these rows (a ``rows_cleared`` event)."""
        self._flashes.append((now, tuple(rows)))

    def burst_rows(self, rows: Sequence[int], field: Sequence[Sequence[str]],
                   extra: Mapping[Cell, str], now: float) -> int:
        """Particles out of every cell of the cleared ``rows`` (a ``rows_cleared`` event).

        Each cell bursts in the colour it had: its code in ``field`` (the field before the
        clear), else the colour key in ``extra`` (the piece that locked into the row), else
        the flash colour. More rows, more and faster particles. Returns the number spawned.
        """
        rows = [r for r in rows if 0 <= r < ROWS]
        if not rows:
            return 0
        centers, colors = [], []
        for row in rows:
            line = field[row] if row < len(field) else ()
            for col in range(COLS):
                code = line[col] if col < len(line) else ".."
                key = code[0] if code != ".." else extra.get((col, row))
                colors.append(self.palette.retris_color(key) if key else
                              self.palette.ui_color("flash"))
                centers.append(squaregrid.center(col, row, self.size, self.origin))
        more = min(len(rows), 4) - 1
        centers_a = np.array(centers, np.float32)
        return self.particles.burst(
            centers_a, np.array(colors, np.uint8), now,
            per_cell=BURST_PER_CELL + BURST_PER_CELL_ROW * more,
            speed=(BURST_SPEED + BURST_SPEED_ROW * more) * self.size,
            spread=0.42 * self.size, size=BURST_SIZE * self.size,
            life=BURST_LIFE + BURST_LIFE_ROW * more, origin=tuple(centers_a.mean(axis=0)),
            outward=BURST_OUTWARD)

    def draw_particles(self, now: float) -> None:
        """The bursts, over whatever was drawn before (one draw call, none when idle)."""
        self.particles.draw(now)

    def draw(self, snap: RetrisSnapshot, now: float) -> None:
        centers, colors, fl = self._field_layer(snap)
        extra = [self._piece_layer(snap.ghost, snap.active, ghost=True),
                 self._piece_layer(snap.active.cells if snap.active else (), snap.active,
                                   lock=snap.lock_progress),
                 self._flash_layer(now)]
        for c, k, f in extra:
            if len(c):
                centers, colors, fl = (np.concatenate([centers, c]), np.concatenate([colors, k]),
                                       np.concatenate([fl, f]))
        self.cells.update(centers, colors, fl)
        self.cells.draw(self.size, now)

    def _field_layer(self, snap: RetrisSnapshot) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        colors = np.empty((COLS * ROWS, 4), np.uint8)
        colors[:] = self._empty
        fl = flags.array(COLS * ROWS, flags.EMPTY)
        for row, line in enumerate(snap.field[:ROWS]):
            for col, code in enumerate(line[:COLS]):
                if code != "..":
                    i = row * COLS + col
                    colors[i] = self.palette.retris_color(code[0])
                    fl[i] = special_flags(code[1])
        return self._lattice, colors, fl

    def _piece_layer(self, cells: Sequence[Cell], piece: PieceView | None, ghost: bool = False,
                     lock: float = 0.0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        if piece is None or not cells:
            return np.zeros((0, 2), np.float32), np.zeros((0, 4), np.uint8), flags.array(0)
        cells = [(c, r) for c, r in cells if 0 <= c < COLS and 0 <= r < ROWS]
        centers = np.array([squaregrid.center(c, r, self.size, self.origin) for c, r in cells],
                           np.float32).reshape(-1, 2)
        # The piece darkens a little as its lock delay runs out: a hint, not a timer.
        color = self.palette.retris_color(piece.color)
        colors = np.array([darken(color, 0.35 * lock)] * len(cells), np.uint8).reshape(-1, 4)
        if ghost:
            fl = flags.array(len(cells), flags.GHOST)
        else:
            specials = piece.specials or ("." * len(cells))
            fl = np.array([special_flags(s) for s in specials[:len(cells)]], np.uint32)
            fl = np.pad(fl, (0, len(cells) - len(fl)))
        return centers, colors, fl

    def _flash_layer(self, now: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        self._flashes = [(t, rows) for t, rows in self._flashes if now - t < FLASH_SECONDS]
        pts, fl = [], []
        for t, rows in self._flashes:
            strength = 1.0 - (now - t) / FLASH_SECONDS
            for row in rows:
                for col in range(COLS):
                    pts.append(squaregrid.center(col, row, self.size, self.origin))
                    fl.append(flags.flash(strength))
        colors = np.array([self.palette.ui_color("flash")] * len(pts), np.uint8).reshape(-1, 4)
        return np.array(pts, np.float32).reshape(-1, 2), colors, np.array(fl, np.uint32)


class PreviewView:
    """Hold and next pieces, each centred in its own box; one draw per cell size."""

    def __init__(self, ctx: arcade.ArcadeContext, palette: Palette) -> None:
        self.palette = palette
        self.cells = BoardRenderer(ctx, "square", 64)

    def draw(self, pieces: Sequence[tuple[PieceView | None, arcade.Rect, bool]], size: float,
             now: float) -> None:
        """``pieces``: (piece, box, dimmed); a dimmed piece (hold already used) goes grey.

        All pieces share one cell size (one draw call), shrunk if a big Crazy piece needs it.
        """
        shown = [(p, box, dim) for p, box, dim in pieces if p is not None and p.cells]
        for piece, box, _ in shown:
            w, h = _extent(piece)
            size = min(size, box.width / (w + 0.6), box.height / (h + 0.6))
        pts: list[tuple[float, float]] = []
        colors: list[RGBA] = []
        fl: list[int] = []
        for piece, box, dimmed in shown:
            w, h = _extent(piece)
            ox, oy = box.center_x - w * size / 2, box.center_y - h * size / 2
            color = (96, 104, 132, 255) if dimmed else self.palette.retris_color(piece.color)
            for i, (c, r) in enumerate(piece.cells):
                pts.append((ox + (c + 0.5) * size, oy + (r + 0.5) * size))
                colors.append(color)
                fl.append(special_flags(piece.specials[i] if i < len(piece.specials) else "."))
        self.cells.update(np.array(pts, np.float32).reshape(-1, 2),
                          np.array(colors, np.uint8).reshape(-1, 4), np.array(fl, np.uint32))
        self.cells.draw(size, now)


def _extent(piece: PieceView) -> tuple[int, int]:
    """Width and height in cells of a preview piece (cells start at 0, 0)."""
    return max(c for c, _ in piece.cells) + 1, max(r for _, r in piece.cells) + 1
