"""Drawing a TetlightSnapshot: the hex board with its empty lattice, the landed hexagons, the
ghost and the falling piece, the flash of marked cells and the gravity slide; the radar's
piece and the remaining-bomb icons. Each is one instanced draw of the hex cell shader."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence

import arcade
import numpy as np

from game.render import flags, hexgrid
from game.render.board import BoardRenderer
from game.render.palette import Palette
from game.render.particles import ParticleSystem
from game.rules.tetlight.snapshot import FLASH, GRAVITY, Cell, TetlightSnapshot, TetPieceView

RGBA = tuple[int, int, int, int]
Layer = tuple[np.ndarray, np.ndarray, np.ndarray]  # centres, colours, flags
# Bursts, in cell radii (so they scale with the board): particles per hexagon, speed (radii/s),
# glow radius, lifetime (s). "lines" grows with the number of full lines, up to 4.
BURSTS = {
    "lines": {"per_cell": 8, "speed": 6.0, "size": 0.32, "life": 0.6},
    "contact": {"per_cell": 14, "speed": 8.0, "size": 0.36, "life": 0.75},
    "global": {"per_cell": 18, "speed": 13.0, "size": 0.4, "life": 1.0},
}
BURST_PER_LINE = 2  # more particles per cell for each further full line
BURST_GRAVITY, BURST_DRAG, BURST_STRETCH = 12.0, 1.5, 0.012  # radii/s², 1/s, s
FLASH_FLOOR = 0.35  # a marked cell starts this white and brightens to full
CONTACT_FLAGS = flags.HIGHLIGHT  # a contact's cells also glow: it reads as a blast, not a line


def _empty_layer() -> Layer:
    return np.zeros((0, 2), np.float32), np.zeros((0, 4), np.uint8), flags.array(0)


def _concat(layers: Iterable[Layer]) -> Layer:
    parts = [layer for layer in layers if len(layer[0])]
    if not parts:
        return _empty_layer()
    return (np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts]),
            np.concatenate([p[2] for p in parts]))


def fall_ease(progress: float) -> float:
    """How far along its drop a hexagon is (0–1) at ``progress`` of the gravity phase: it
    starts slowly and lands fast, as a fall does."""
    p = max(0.0, min(1.0, progress))
    return p * p


def flash_strength(progress: float) -> float:
    """The white of a marked cell through the flash phase: quickly from a glow to full."""
    return min(1.0, FLASH_FLOOR + (1.0 - FLASH_FLOOR) * max(0.0, progress) / 0.6)


class HexBoardView:
    """The board of one edge placed in a pixel box: everything on it, and its particles."""

    def __init__(self, ctx: arcade.ArcadeContext, palette: Palette, edge: int) -> None:
        self.palette = palette
        self.edge = edge
        self.cells_list = hexgrid.board_cells(edge)
        self.index = hexgrid.cell_index(edge)
        self.cells = BoardRenderer(ctx, "hex", 2 * len(self.cells_list) + 64)
        self.size = 1.0
        self.origin = (0.0, 0.0)
        self._lattice = np.zeros((len(self.cells_list), 2), np.float32)
        self._empty = palette.ui_color("empty")
        self.particles = ParticleSystem(ctx, 12288)
        self.particles.drag = BURST_DRAG
        self.particles.stretch = BURST_STRETCH
        self._shown: tuple | None = None  # the key of the cells last written (_cells_key)
        self._still_cells: BoardRenderer | None = None  # draw_board's (made at its first)
        self._still_shown: Hashable = None  # the steady key the still cells hold

    def set_palette(self, palette: Palette) -> None:
        """Draw in ``palette`` from now on (the settings' palette changed)."""
        self.palette = palette
        self._empty = palette.ui_color("empty")
        self._shown = None

    def place(self, box: arcade.Rect) -> None:
        """Fit the board in ``box`` (pixels), centred, hexagons as large as it allows."""
        self.size = hexgrid.fit_size(self.edge, box.width, box.height)
        self.origin = hexgrid.origin_for(self.edge, self.size, (box.center_x, box.center_y))
        self._lattice = hexgrid.centers(self.edge, self.size, self.origin)
        self.particles.gravity = (0.0, -BURST_GRAVITY * self.size)

    def center(self, c: int, h: float) -> tuple[float, float]:
        """Pixel centre of column ``c`` at height ``h`` (fractional heights in between)."""
        x, y = hexgrid.center(c, 0, self.size)
        return (x + self.origin[0],
                y + hexgrid.SQRT3 * self.size * h + self.origin[1])

    def outline(self, margin: float) -> list[tuple[float, float]]:
        """The board's hexagonal outline ``margin`` pixels outside its cells (a frame)."""
        return board_outline(self.edge, self.size, self.origin, margin)

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, snap: TetlightSnapshot, now: float, ghost: bool = True,
             board: bool = True) -> None:
        """The lattice, the board (sliding during gravity, flashing when marked), the ghost
        (``ghost``) and the falling piece: one draw call. The cells are written to the GPU
        only when what they show changed (most frames show the same ones). ``board=False``:
        only the ghost and the piece, over a board drawn before by :meth:`draw_board`."""
        piece = snap.active
        shown_ghost = (snap.ghost if ghost and piece is not None and not snap.over else ())
        key = (board, self._cells_key(snap, shown_ghost))
        if key != self._shown:
            layers = [self._board_layer(snap)] if board else []
            if piece is not None and shown_ghost:
                layers.append(self._piece_layer(shown_ghost, piece, flags.GHOST))
            if piece is not None:
                layers.append(self._piece_layer(piece.cells, piece,
                                                flags.BOMB_NORMAL if piece.bomb else 0))
            self.cells.update(*_concat(layers or [_empty_layer()]))
            self._shown = key
        self.cells.draw(self.size, now)

    def steady_key(self, snap: TetlightSnapshot) -> Hashable:
        """What :meth:`draw_board` shows, when nothing in it moves with time (no flash, no
        fall; a bomb's icon stands still), else None."""
        if snap.phase in (FLASH, GRAVITY):
            return None
        return snap.board, self.size, self.origin, id(self.palette)

    def draw_board(self, snap: TetlightSnapshot, now: float) -> None:
        """The lattice and the landed hexagons alone (the falling piece and its ghost are
        drawn over them by ``draw(..., board=False)``, as they were drawn after them)."""
        if self._still_cells is None:
            self._still_cells = BoardRenderer(self.cells.ctx, "hex", len(self.cells_list) + 64)
        key = self.steady_key(snap)
        if key is None or key != self._still_shown:  # (drawn again at each background step)
            self._still_cells.update(*self._board_layer(snap))
            self._still_shown = key
        self._still_cells.draw(self.size, now)

    def _cells_key(self, snap: TetlightSnapshot, ghost: Sequence[Cell]) -> tuple:
        """Everything the cells' instances depend on (tuples the rules reuse while they do
        not change, so comparing is mostly identity checks)."""
        piece = snap.active
        moving = snap.phase in (FLASH, GRAVITY)
        return (snap.board, snap.phase, snap.phase_progress if moving else None, snap.marked,
                snap.mark_kind, snap.drops,
                None if piece is None else (piece.cells, piece.color, piece.bomb), ghost,
                self.size, self.origin, id(self.palette))

    def draw_particles(self, now: float) -> None:
        """The bursts, over whatever was drawn before (nothing when idle)."""
        self.particles.draw(now)

    def color(self, index: int) -> RGBA:
        """The palette colour of a Tet'light colour 1–6."""
        return self.palette.tetlight_color(int(index) - 1)

    def _board_layer(self, snap: TetlightSnapshot) -> Layer:
        """Every board cell: the dim lattice where empty, the hexagons where landed.

        During GRAVITY a falling hexagon leaves its destination empty and is drawn again on
        top, between its old and new height; during FLASH the marked cells turn white.
        """
        n = len(self.cells_list)
        colors = np.empty((n, 4), np.uint8)
        colors[:] = self._empty
        fl = flags.array(n, flags.EMPTY)
        for hexagon in snap.board:
            i = self.index.get(hexagon.cell)
            if i is not None:
                colors[i] = self.color(hexagon.color)
                fl[i] = flags.BOMB_NORMAL if hexagon.bomb else 0
        if snap.phase == FLASH and snap.marked:
            extra = flags.flash(flash_strength(snap.phase_progress))
            if snap.mark_kind == "contact":
                extra |= CONTACT_FLAGS
            for cell in snap.marked:
                i = self.index.get(cell)
                if i is not None and not fl[i] & flags.EMPTY:
                    fl[i] |= extra
        base = (self._lattice, colors, fl)
        if snap.phase != GRAVITY or not snap.drops:
            return base
        return _concat([base, self._sliding(snap, colors, fl)])

    def _sliding(self, snap: TetlightSnapshot, colors: np.ndarray, fl: np.ndarray) -> Layer:
        """The hexagons still moving down (their destinations in ``colors``/``fl`` are turned
        back into empty lattice cells)."""
        k = fall_ease(snap.phase_progress)
        pts, cols, fls = [], [], []
        for drop in snap.drops:
            i = self.index.get((drop.column, drop.to_height))
            if i is None or fl[i] & flags.EMPTY:
                continue
            pts.append(self.center(drop.column,
                                   drop.from_height + (drop.to_height - drop.from_height) * k))
            cols.append(colors[i].copy())
            fls.append(int(fl[i]))
            colors[i] = self._empty
            fl[i] = flags.EMPTY
        if not pts:
            return _empty_layer()
        return (np.array(pts, np.float32), np.array(cols, np.uint8), np.array(fls, np.uint32))

    def _piece_layer(self, cells: Sequence[Cell], piece: TetPieceView, look: int) -> Layer:
        inside = [cell for cell in cells if cell in self.index]
        if not inside:
            return _empty_layer()
        centers = np.array([self.center(c, h) for c, h in inside], np.float32)
        colors = np.tile(np.array(self.color(piece.color), np.uint8), (len(inside), 1))
        return centers, colors, flags.array(len(inside), look)

    # -- effects ------------------------------------------------------------------------------

    def burst(self, cells: Sequence[Sequence[int]], kind: str, now: float,
              lines: int = 1, density: float = 1.0, delays: np.ndarray | None = None) -> int:
        """Particles out of destroyed hexagons ``[[c, h, colour], ...]`` in their colours.

        ``kind`` is "lines" (more with each further full line), "contact" or "global" (the
        biggest, flying away from the board's middle); ``density`` scales how many (the
        particles setting); ``delays`` (seconds, one per cell) hold each cell's burst back
        (a flood, a wave). Returns the number spawned.
        """
        pts, cols, kept = [], [], []
        for i, cell in enumerate(cells):
            if len(cell) < 3:
                continue
            c, h, color = int(cell[0]), int(cell[1]), int(cell[2])
            pts.append(self.center(c, h))
            cols.append(self.color(color))
            kept.append(i)
        spec = BURSTS[kind]
        more = max(0, min(lines, 4) - 1) if kind == "lines" else 0
        per_cell = round((spec["per_cell"] + BURST_PER_LINE * more) * density)
        if not pts or per_cell <= 0:
            return 0
        centers = np.array(pts, np.float32)
        middle = self.center(0, self.edge - 1) if kind == "global" else centers.mean(axis=0)
        made = self.particles.burst_particles(
            centers, np.array(cols, np.uint8), now, per_cell=per_cell,
            speed=spec["speed"] * (1.0 + 0.2 * more) * self.size,
            spread=0.5 * self.size, size=spec["size"] * self.size,
            life=spec["life"] + 0.06 * more, origin=(float(middle[0]), float(middle[1])),
            outward=1.2 if kind == "global" else 0.6)
        if delays is not None:
            made["t0"] += np.repeat(np.asarray(delays, np.float32)[kept], per_cell)
        self.particles.spawn(made, now)
        return len(made)


def board_outline(edge: int, size: float, origin: tuple[float, float],
                  margin: float) -> list[tuple[float, float]]:
    """The six corners of the pointy-topped hexagon around a board, ``margin`` px outside.

    Its sides run along the outer hexagons' far corners: the V below and the Λ above at 30°
    from horizontal, the outer columns' sides upright.
    """
    r, k = size, edge - 1
    half = hexgrid.SQRT3 / 2 * r
    x = 1.5 * r * k + r
    low = (half * k - r / hexgrid.SQRT3, half * 3 * k + r / hexgrid.SQRT3)  # outer column
    points = [(0.0, -2 * r / hexgrid.SQRT3), (x, low[0]), (x, low[1]),
              (0.0, half * 4 * k + 2 * r / hexgrid.SQRT3), (-x, low[1]), (-x, low[0])]
    cx, cy = 0.0, half * 2 * k
    # Growing the corners away from the middle by margin / cos(30°) keeps every side
    # parallel and moves it out by ``margin`` (the corners all sit at 120° angles).
    grown = []
    for px, py in points:
        dx, dy = px - cx, py - cy
        length = max(1e-6, (dx * dx + dy * dy) ** 0.5)
        scale = margin / (hexgrid.SQRT3 / 2) / length
        grown.append((px + dx * scale + origin[0], py + dy * scale + origin[1]))
    return grown


class HexPieceView:
    """Pieces and icons off the board (radar, remaining bombs): hexagons around given
    centres, one draw call per cell size."""

    def __init__(self, ctx: arcade.ArcadeContext, palette: Palette, capacity: int = 32) -> None:
        self.palette = palette
        self.cells = BoardRenderer(ctx, "hex", capacity)
        self._key: object = None  # what the instances last written show
        self._size = 1.0

    @staticmethod
    def extent(offsets: Sequence[tuple[int, int]]) -> tuple[float, float, float, float]:
        """``(left, bottom, right, top)`` of the centres of a piece's offsets, radius 1."""
        xs = [1.5 * dc for dc, _ in offsets]
        ys = [hexgrid.SQRT3 / 2 * dy for _, dy in offsets]
        return min(xs), min(ys), max(xs), max(ys)

    def piece_layer(self, piece: TetPieceView, box: arcade.Rect,
                    size: float) -> tuple[Layer, float]:
        """The piece centred in ``box``, its radius ``size`` shrunk if it would not fit."""
        left, bottom, right, top = self.extent(piece.offsets)
        size = min(size, box.width / (right - left + 2.2), box.height / (top - bottom + 2.0))
        cx = box.center_x - (left + right) / 2 * size
        cy = box.center_y - (bottom + top) / 2 * size
        centers = np.array([(cx + 1.5 * dc * size, cy + hexgrid.SQRT3 / 2 * dy * size)
                            for dc, dy in piece.offsets], np.float32).reshape(-1, 2)
        color = self.palette.tetlight_color(piece.color - 1)
        colors = np.tile(np.array(color, np.uint8), (len(centers), 1))
        look = flags.BOMB_NORMAL if piece.bomb else 0
        return (centers, colors, flags.array(len(centers), look)), size

    def draw(self, layer: Layer, size: float, now: float) -> None:
        self.cells.update(*layer)
        self._key = None
        self.cells.draw(size, now)

    def draw_piece(self, piece: TetPieceView, box: arcade.Rect, size: float,
                   now: float) -> None:
        """:meth:`piece_layer` drawn; written to the GPU only when the piece, box, size or
        palette changed."""
        key = ("piece", piece, (box.left, box.bottom, box.width, box.height), size,
               id(self.palette))
        if key != self._key:
            layer, self._size = self.piece_layer(piece, box, size)
            self.cells.update(*layer)
            self._key = key
        self.cells.draw(self._size, now)

    def draw_keyed(self, key: object, make: Callable[[], Layer], size: float,
                   now: float) -> None:
        """The layer ``make()`` returns, made and written only when ``key`` changed (icons
        that change with a figure of the game, not every frame)."""
        if key != self._key:
            self.cells.update(*make())
            self._key = key
        self.cells.draw(size, now)
