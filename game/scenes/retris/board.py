"""Drawing a RetrisSnapshot: the field with its empty lattice, ghost, falling piece, flashes,
Arcade's primed bombs and sliding blocks, and the small hold / next pieces; each layer is one
instanced draw of the cell shader. Blasts (particles and strokes) are drawn over all of it,
and the ghost is held back while a blast in flight covers any of its cells."""

from __future__ import annotations

import functools
import math
from collections.abc import Hashable, Mapping, Sequence
from typing import NamedTuple

import arcade
import numpy as np

from game.render import flags, squaregrid
from game.render.board import BoardRenderer
from game.render.kept.identity import same_objects
from game.render.palette import Palette
from game.render.particles import ParticleSystem
from game.render.strokes import StrokeSystem
from game.rules.retris.snapshot import Cell, PieceView, RetrisSnapshot
from game.scenes.retris.arcade_field import EMPTY_LAYER as _EMPTY_LAYER
from game.scenes.retris.arcade_field import BlastCover, ChainLayers, Layer

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
PARTICLES = 16384  # ring buffer: a Mega Bomb's generation alone may throw a few thousand
#: Stone is grey granite whatever the piece's colour (board.vert keeps a trace of the colour
#: it is given, so it is given this light grey, not the piece's).
STONE_RGBA = (250, 244, 232, 255)
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


@functools.lru_cache(maxsize=256)
def _moves(specials: tuple[str, ...]) -> bool:
    """Whether a piece with these special letters has a cell that moves with time (asked of
    hold and next every frame; pieces repeat)."""
    return any(special_flags(letter) & MOVING for letter in specials)


def cell_color(palette: Palette, code: str) -> RGBA:
    """The colour a two-letter cell code is drawn in: its piece colour, stone grey for a
    stone."""
    if len(code) > 1 and code[1].lower() == "s":
        return STONE_RGBA
    return palette.retris_color(code[0])


def darken(color: RGBA, amount: float) -> RGBA:
    """Towards black by ``amount`` (0–1), alpha kept."""
    k = 1.0 - max(0.0, min(1.0, amount))
    return round(color[0] * k), round(color[1] * k), round(color[2] * k), color[3]


class FieldParts(NamedTuple):
    """What a frame needs of the field's cells (:meth:`FieldView._field_parts`)."""

    field: Layer  # the cells: lattice and blocks
    kept: Layer  # without what moves over them (ice)
    covers: Layer  # what moves over them alone
    steady: bool  # nothing but covers moves with time
    bright: Layer  # the blocks: what can glow
    rows: set[int]  # the rows blocks are on


class FieldView:
    """The 10×24 field in a pixel box: lattice + blocks + ghost + piece + row flashes."""

    def __init__(self, ctx: arcade.ArcadeContext, palette: Palette) -> None:
        self.palette = palette
        self.cells = BoardRenderer(ctx, "square", COLS * ROWS + 64)
        self.size = 1.0
        self.origin = (0.0, 0.0)
        self._lattice = np.zeros((COLS * ROWS, 2), np.float32)
        # (start time, strength, the cells' indices on the lattice): rows hit, cells blasted
        self._flashes: list[tuple[float, float, np.ndarray]] = []
        self._empty = palette.ui_color("empty")
        self._glow_rows: list[int] = []  # rows with something that can glow (last prepare)
        self._field_kept: tuple | None = None  # (key, colours, flags) of the field's cells
        #: What the last prepare put in the glow sources' buffer, when it looks the same at
        #: any time (else None): the bloom keeps its light while it stays the same.
        self.glow_key: Hashable = None
        self._glow_kept: Hashable = None  # glow_key but for a slide's point (_key_light)
        self._glow_slides = False  # whether sliding blocks are among the glow sources
        #: What the lattice and blocks show while they have a buffer of their own (prepare).
        self.field_key: Hashable = None
        self.field_cells = BoardRenderer(ctx, "square", COLS * ROWS)
        self.glow_cells = BoardRenderer(ctx, "square", COLS * ROWS + 64)
        self.field_covers = BoardRenderer(ctx, "square", 64)  # moving covers of kept cells
        #: Leave the falling piece out of the glow sources (its light is made apart:
        #: game.scenes.retris.piece_light); :attr:`piece_glow` is then what glows of it.
        self.piece_light_apart = False
        self.piece_glow: tuple[np.ndarray, np.ndarray, np.ndarray] = _EMPTY_LAYER
        self._field_shown: tuple | None = None  # the _field_kept the field_cells hold
        self._field_version = 0  # counts the _field_kept made (field_key's value)
        self._prepared: tuple | None = None  # what the last prepare read, while it holds
        self._parts: FieldParts | None = None  # of the last field prepared
        self._pieces_kept: tuple | None = None  # (what they read, the piece's layers)
        self._glow_data: tuple = ()  # what the glow sources' buffer holds
        self._flash_kept: tuple | None = None  # (flashes, palette, lattice), centres, colours,
        # and the layer itself while the flashes fade together
        #: What the cells' flashes are faded by (board.vert's ``flash_scale``), the primed
        #: bombs' pulse (``pulse_flash``), for the last :meth:`prepare`'s moment.
        self.flash_fade = 1.0
        self.primed_flash = 0.0
        self.slide = 0.0  # and how far above their cells sliding blocks are per row dropped
        self.chain = ChainLayers(self.look, self.center)
        self.particles = ParticleSystem(ctx, PARTICLES)
        self.particles.drag = BURST_DRAG
        self.particles.stretch = BURST_STRETCH
        self.strokes = StrokeSystem(ctx)  # beams, bolts, pulses, flashes of blasts
        self.blasts = BlastCover()  # where blasts are in flight: no ghost over them

    def set_palette(self, palette: Palette) -> None:
        """Draw in ``palette`` from now on (the settings' palette changed)."""
        self.palette = palette
        self._empty = palette.ui_color("empty")

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

    def look(self, code: str) -> tuple[RGBA, int]:
        """Colour and flags of a two-letter cell code."""
        return cell_color(self.palette, code), special_flags(code[1] if len(code) > 1 else ".")

    def center(self, col: float, row: float) -> tuple[float, float]:
        """Pixel centre of a field cell (fractional rows for blocks on their way down)."""
        return squaregrid.center(col, row, self.size, self.origin)

    def centers(self, cells: Sequence[Sequence[int]]) -> np.ndarray:
        """``(n, 2)`` pixel centres of ``[[col, row, ...], ...]``."""
        return np.array([self.center(c[0], c[1]) for c in cells], np.float32).reshape(-1, 2)

    def flash_rows(self, rows: Sequence[int], now: float, strength: float = 1.0) -> None:
        """Start a white flash on these rows (a ``rows_cleared`` event, a row hit)."""
        self.flash_cells([(c, r) for r in rows for c in range(COLS)], now, strength)

    def flash_cells(self, cells: Sequence[Sequence[int]], now: float,
                    strength: float = 1.0) -> None:
        """Start a white flash of ``strength`` (0–1; 0 = none) on these cells at ``now`` (those
        off the field are left out); a later ``now`` than the frame's waits for it."""
        on = [int(c[1]) * COLS + int(c[0]) for c in cells
              if 0 <= int(c[0]) < COLS and 0 <= int(c[1]) < ROWS]
        if strength > 0.0 and on:
            self._flashes.append((now, min(1.0, strength), np.array(on, np.intp)))

    def burst_rows(self, rows: Sequence[int], field: Sequence[Sequence[str]],
                   extra: Mapping[Cell, str], now: float, density: float = 1.0) -> int:
        """Particles out of every cell of the cleared ``rows`` (a ``rows_cleared`` event).

        Each cell bursts in the colour it had: its code in ``field`` (the field before the
        clear), else the colour key in ``extra`` (the piece that locked into the row), else
        the flash colour. More rows, more and faster particles; ``density`` scales the count
        (the particles setting, 0 = none). Returns the number spawned.
        """
        rows = [r for r in rows if 0 <= r < ROWS]
        more = min(len(rows), 4) - 1
        per_cell = round((BURST_PER_CELL + BURST_PER_CELL_ROW * more) * max(0.0, density))
        if not rows or per_cell <= 0:
            return 0
        centers, colors = [], []
        for row in rows:
            line = field[row] if row < len(field) else ()
            for col in range(COLS):
                code = line[col] if col < len(line) else ".."
                key = code[0] if code != ".." else extra.get((col, row))
                colors.append(cell_color(self.palette, code) if code != ".." else
                              self.palette.retris_color(key) if key else
                              self.palette.ui_color("flash"))
                centers.append(squaregrid.center(col, row, self.size, self.origin))
        centers_a = np.array(centers, np.float32)
        return self.particles.burst(
            centers_a, np.array(colors, np.uint8), now,
            per_cell=per_cell,
            speed=(BURST_SPEED + BURST_SPEED_ROW * more) * self.size,
            spread=0.42 * self.size, size=BURST_SIZE * self.size,
            life=BURST_LIFE + BURST_LIFE_ROW * more, origin=tuple(centers_a.mean(axis=0)),
            outward=BURST_OUTWARD)

    def draw_particles(self, now: float) -> None:
        """The blasts' strokes and the bursts, over whatever was drawn before (a draw call
        each, none when idle)."""
        self.strokes.draw(now)
        self.particles.draw(now)

    def clear_effects(self) -> None:
        """Forget every burst, stroke and blast in flight (a new game)."""
        self.particles.clear()
        self.strokes.clear()
        self.blasts.clear()

    def burst_codes(self, cells: Sequence[Sequence], now: float, density: float = 1.0,
                    per_cell: int = 8, speed: float = 5.5) -> int:
        """Cells ``[[col, row, code], ...]`` burst in their colours (blocks a chain
        destroyed); ``density`` scales the count (0 = none). Returns the number spawned."""
        per = round(per_cell * density) if density > 0 else 0
        if per <= 0 or not cells:
            return 0
        centers = self.centers(cells)
        colors = np.array([cell_color(self.palette, str(c[2])) for c in cells], np.uint8)
        return self.particles.burst(centers, colors, now, per_cell=per, speed=speed * self.size,
                                    spread=0.4 * self.size, size=BURST_SIZE * self.size,
                                    life=BURST_LIFE, origin=tuple(centers.mean(axis=0)),
                                    outward=0.4)

    def draw(self, snap: RetrisSnapshot, now: float) -> None:
        """The cells of ``snap`` at ``now`` (:meth:`prepare`, :meth:`draw_field` and
        :meth:`draw_cells`)."""
        self.prepare(snap, now)
        self.draw_field(now)
        self.draw_cells(now)

    def draw_cells(self, now: float) -> None:
        """The cells given to the last :meth:`prepare` but the ones :meth:`draw_field`
        draws: the moving covers of those (ice) and the rest in one draw each."""
        if self.field_key is not None:
            self.field_covers.draw(self.size, now)
        self.cells.draw(self.size, now, self.flash_fade, self.primed_flash, self.slide)

    def glows(self, now: float) -> bool:
        """Whether anything drawn now can glow: a block, the piece, a flash (the empty
        lattice and the ghost are too dim; sparks are drawn as glows of their own, not
        through the bloom); decided from the last :meth:`prepare`."""
        return bool(self._glow_rows)

    def glow_heights(self, now: float) -> list[tuple[float, float]]:
        """Bottom and top (px) of each run of rows holding something that can glow (blocks,
        the piece, flashes); from the last :meth:`prepare`."""
        bands: list[tuple[float, float]] = []
        rows = self._glow_rows
        for i, row in enumerate(rows):
            if i and row == rows[i - 1] + 1:
                bands[-1] = (bands[-1][0], self.row_y(row) + self.size / 2)
            else:
                bands.append((self.row_y(row) - self.size / 2, self.row_y(row) + self.size / 2))
        return bands

    def prepare(self, snap: RetrisSnapshot, now: float) -> None:
        """Put ``snap``'s cells at ``now`` in the GPU buffers (lattice, blocks, ghost, piece,
        chain layers, flashes) for :meth:`draw_field` and :meth:`draw_cells`.

        While nothing on the lattice and blocks moves with time but what lies over a cell
        (ice: :attr:`field_key` is then set) they go to a buffer of their own, which a screen
        may keep in a still picture and draw the rest over: those covers, then the ghost, the
        piece, the chain's layers and flashes (drawn after them anyway).

        Nothing is done when nothing it reads changed and nothing moves but what the draw
        itself moves (most frames: a piece rests between its moves; primed bombs pulse and
        flashes fade through uniforms, :attr:`primed_flash` and :attr:`flash_fade`). While
        blocks slide or flashes of different moments fade, what stands still (the field's
        parts, the piece's layers) is worked out once and only the moving layers every
        frame."""
        inputs = (snap.field, snap.active, self.blasts.ghost(snap.ghost, now),
                  snap.lock_progress, self.palette, id(self._lattice))
        self._flashes = [f for f in self._flashes if now - f[0] < FLASH_SECONDS]
        self.primed_flash = self.chain.pulse_strength(snap)
        self.slide = self.size * self.chain.slide_left(now)
        made = (*self.chain.layers(snap, now, (self.palette, self._lattice)),
                self._flash_layer(now))  # (the same objects while they stand still)
        if self._prepared is not None and self._prepared[0] == inputs and \
                same_objects(self._prepared[1], made):
            self._key_light()
            return
        self._prepared = (inputs, made)
        field = self._field_layer(snap, now)
        parts = self._field_parts(field)
        ghost, piece, self.piece_glow = self._pieces(snap, inputs[1:])
        chain = made[:-1]
        extra = [layer for layer in (ghost, piece, *made) if len(layer[0])]
        # What can glow of each layer, once: the glow sources and the glow's rows read it.
        lit = {id(layer): _bright(layer) for layer in extra if layer is not ghost}
        self._glow_sources(parts.bright, [lit[id(layer)] for layer in (
            chain if self.piece_light_apart else [piece, *chain]) if len(layer[0])])
        # Flashes and the chain's layers are drawn over the blocks: they may move.
        self.field_key = self._field_version if parts.steady else None
        if parts.steady:
            if self._field_shown is not self._field_kept:
                self.field_cells.update(*parts.kept)
                self.field_covers.update(*parts.covers, covers=True)
                self._field_shown = self._field_kept
            live = _concat(extra, field)
        else:
            live = _concat([field, *extra], field)
        self.cells.update(*live)
        self._glow_rows = sorted(parts.rows.union(*map(self._rows, lit.values())))
        self._key_light()

    def _field_parts(self, field: Layer) -> FieldParts:
        """What :meth:`prepare` needs of the field's cells, worked out once per field."""
        kept = self._parts
        if kept is None or not same_objects(kept.field, field):
            kept_cells, covers = _split_covers(field)
            bright = _bright(field)
            kept = self._parts = FieldParts(
                field, kept_cells, covers, not _moves_with_time(kept_cells[2]), bright,
                self._rows(bright))
        return kept

    def _rows(self, bright: Layer) -> set[int]:
        """The rows the cells of ``bright`` (:func:`_bright`: solid ones only) are on, and
        those a sliding block passes on its way down to its cell (its drop in its flags)."""
        rows: set[int] = set()
        drops = (bright[2] >> flags.DROP_SHIFT) & flags.MAX_DROP
        for at, drop in zip(((bright[0][:, 1] - self.origin[1]) / self.size - 0.5).tolist(),
                            drops.tolist(), strict=True):  # (rows: fractional)
            rows.update(range(math.floor(at + 1e-3), math.ceil(at - 1e-3) + drop + 1))
        return rows

    def _pieces(self, snap: RetrisSnapshot, key: tuple) -> tuple[Layer, Layer, Layer]:
        """The ghost's and the piece's layers, and what glows of the piece when its light is
        made apart (else nothing); kept while ``key`` (what they read) stays the same."""
        if self._pieces_kept is None or self._pieces_kept[0] != key:
            active, ghost = snap.active, key[1]  # the ghost's cells drawn (BlastCover.ghost)
            layers = (self._piece_layer(ghost, active, ghost=True),
                      self._piece_layer(active.cells if active else (), active,
                                        lock=snap.lock_progress),
                      self._piece_glow(snap) if self.piece_light_apart else _EMPTY_LAYER)
            self._pieces_kept = (key, layers)
        return self._pieces_kept[1]

    def _piece_glow(self, snap: RetrisSnapshot) -> Layer:
        """The falling piece as its light is made apart: its lock darkening in
        :data:`LOCK_STEPS` steps, each step's light made once."""
        lock = round(snap.lock_progress * LOCK_STEPS) / LOCK_STEPS
        return self._piece_layer(snap.active.cells if snap.active else (), snap.active,
                                 lock=lock)

    def _glow_sources(self, bright_field: Layer, bright: list[Layer]) -> None:
        """The bloom's glow sources in their own buffer (one draw), and :attr:`glow_key`: the
        blocks (``bright_field``), the piece and the chain's layers (``bright``: what of them
        can glow, :func:`_bright`). Not the lattice and the ghost (too dim to pass the
        threshold), nor the flashes: drawn white-hot, they glow on their own (their bloom
        added at most 16/255 to the rows around them) and, fading, they would make the light
        again every frame of a clear."""
        sources = _concat([bright_field, *bright], bright_field)
        data = tuple(a.tobytes() for a in sources)
        if data != self._glow_data:  # the buffer holds it already: most frames
            self.glow_cells.update(*sources)
            self._glow_data = data
        # Ice twinkles, but its light is made at one moment of the twinkle (a frozen field
        # kept its light remade every frame); highlights and flashes move it, and sliding
        # blocks while the slide moves them (_key_light).
        steady = not np.any(sources[2] & np.uint32(MOVING & ~flags.ICE))
        self._glow_kept = data if steady else None
        self._glow_slides = bool(np.any(sources[2] & np.uint32(flags.DROP_MASK)))

    def _key_light(self) -> None:
        """:attr:`glow_key` for this frame: sliding blocks' light is the same only at the same
        point of their fall."""
        kept = self._glow_kept
        self.glow_key = (kept, self.slide) if kept is not None and self._glow_slides else kept

    def draw_glow_sources(self, now: float) -> None:
        """What can glow of the last :meth:`prepare`, in one draw: the bloom's sources (at
        time 0 while they are kept: see :meth:`_glow_sources`)."""
        self.glow_cells.draw(self.size, now if self.glow_key is None else 0.0,
                             pulse_flash=self.primed_flash, slide=self.slide)

    def draw_field(self, now: float) -> None:
        """The lattice and blocks when they have a buffer of their own (:attr:`field_key`;
        else :meth:`draw_cells` draws them)."""
        if self.field_key is not None:
            self.field_cells.draw(self.size, now)

    def _field_layer(self, snap: RetrisSnapshot,
                     now: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The lattice's cells in their colours and flags; kept while the field, the cells the
        chain draws instead, the palette and the layout stay the same (the field changes when
        a piece locks, a few times a second; the piece moving over it does not change it)."""
        hidden = self.chain.hidden(snap, now)  # drawn by the chain's own layers instead
        key = (snap.field, frozenset(hidden), self.palette, self._lattice)
        kept = self._field_kept
        if kept is None or kept[0][:2] != key[:2] or not same_objects(kept[0][2:], key[2:]):
            kept = self._field_kept = (key, *self._field_colors(snap, hidden))
            self._field_version += 1
        return self._lattice, kept[1], kept[2]

    def _field_colors(self, snap: RetrisSnapshot,
                      hidden: set[Cell]) -> tuple[np.ndarray, np.ndarray]:
        colors = np.empty((COLS * ROWS, 4), np.uint8)
        colors[:] = self._empty
        fl = flags.array(COLS * ROWS, flags.EMPTY)
        for row, line in enumerate(snap.field[:ROWS]):
            for col, code in enumerate(line[:COLS]):
                if code != ".." and (col, row) not in hidden:
                    i = row * COLS + col
                    colors[i] = cell_color(self.palette, code)
                    fl[i] = special_flags(code[1])
        return colors, fl

    def _piece_layer(self, cells: Sequence[Cell], piece: PieceView | None, ghost: bool = False,
                     lock: float = 0.0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        if piece is None or not cells:
            return np.zeros((0, 2), np.float32), np.zeros((0, 4), np.uint8), flags.array(0)
        letters = ("." * len(cells)) if ghost else (piece.specials or ("." * len(cells)))
        kept = [(c, r, (letters[i] if i < len(letters) else "."))
                for i, (c, r) in enumerate(cells) if 0 <= c < COLS and 0 <= r < ROWS]
        centers = self.centers(kept)
        # The piece darkens a little as its lock delay runs out: a hint, not a timer.
        color = self.palette.retris_color(piece.color)
        colors = np.array([darken(STONE_RGBA if s.lower() == "s" else color, 0.35 * lock)
                           for _, _, s in kept], np.uint8).reshape(-1, 4)
        if ghost:
            fl = flags.array(len(kept), flags.GHOST)
        else:
            fl = np.array([special_flags(s) for _, _, s in kept], np.uint32)
        return centers, colors, fl

    def _flash_layer(self, now: float) -> Layer:
        """The flashing cells, fading (a weaker flash is see-through as well); those that
        start later (a blast an Activator's pulse has yet to reach) not yet. Flashes that
        began together (one event's: most of the time) fade together: their layer is made
        once, at their peaks, and :attr:`flash_fade` fades it as it is drawn."""
        self.flash_fade = 1.0
        flashes = [f for f in self._flashes if f[0] <= now]
        if not flashes:
            return _EMPTY_LAYER
        # Which flashes, in which palette and layout: the same while they fade.
        key = (*flashes, self.palette, self._lattice)
        kept = self._flash_kept
        if kept is None or not same_objects(kept[0], key):
            kept = self._flash_kept = (key, *self._flash_cells(flashes))
        _, centers, colors, together = kept
        if together is not None:
            self.flash_fade = 1.0 - (now - flashes[0][0]) / FLASH_SECONDS
            return together
        fl = np.concatenate([flags.array(len(cells), flags.flash(
            peak * (1.0 - (now - t) / FLASH_SECONDS))) for t, peak, cells in flashes])
        return centers, colors, fl

    def _flash_cells(self, flashes: list[tuple[float, float, np.ndarray]]
                     ) -> tuple[np.ndarray, np.ndarray, Layer | None]:
        """The flashing cells' centres and colours, and their layer at their peaks when all
        of them began at one moment (else None: each fades its own way, every frame)."""
        white = self.palette.ui_color("flash")
        centers = np.concatenate([self._lattice[cells] for _, _, cells in flashes])
        colors = np.concatenate([np.tile(np.array((*white[:3], round(white[3] * peak)),
                                                  np.uint8), (len(cells), 1))
                                 for _, peak, cells in flashes])
        if len({t for t, _, _ in flashes}) > 1:
            return centers, colors, None
        fl = np.concatenate([flags.array(len(cells), flags.flash(peak))
                             for _, peak, cells in flashes])
        return centers, colors, (centers, colors, fl)


class PreviewView:
    """Hold and next pieces, each centred in its own box; one draw per cell size."""

    def __init__(self, ctx: arcade.ArcadeContext, palette: Palette) -> None:
        self.palette = palette
        self.cells = BoardRenderer(ctx, "square", 64)
        self._shown: tuple | None = None  # what the instance buffer holds, and in which palette
        self._size = 1.0  # the cell size of what it holds

    def draw(self, pieces: Sequence[tuple[PieceView | None, arcade.Rect, bool]], size: float,
             now: float) -> None:
        """``pieces``: (piece, box, dimmed); a dimmed piece (hold already used) goes grey.

        All pieces share one cell size (one draw call), shrunk if a big Crazy piece needs it.
        """
        shown, key = self._key(pieces, size)
        # The pieces change a few times a second, not every frame; the key keeps the palette
        # object itself (compared by identity: a palette switch makes a new one).
        if self._shown is None or key != self._shown[0] or self.palette is not self._shown[1]:
            self._update(shown, size)
            self._shown = (key, self.palette)
        self.cells.draw(self._size, now)

    def steady_key(self, pieces: Sequence[tuple[PieceView | None, arcade.Rect, bool]],
                   size: float) -> Hashable:
        """What :meth:`draw` shows, when nothing in it moves with time (no flag in
        :data:`MOVING`), else None."""
        shown, key = self._key(pieces, size)
        if any(_moves(p.specials) for p, _, _ in shown):
            return None
        return key, id(self.palette)

    @staticmethod
    def _key(pieces: Sequence[tuple[PieceView | None, arcade.Rect, bool]],
             size: float) -> tuple[list[tuple[PieceView, arcade.Rect, bool]], tuple]:
        shown = [(p, box, dim) for p, box, dim in pieces if p is not None and p.cells]
        return shown, (tuple((p, tuple(box), dim) for p, box, dim in shown), size)

    def _update(self, shown: Sequence[tuple[PieceView, arcade.Rect, bool]], size: float) -> None:
        for piece, box, _ in shown:
            w, h = _extent(piece)
            size = min(size, box.width / (w + 0.6), box.height / (h + 0.6))
        self._size = size
        pts: list[tuple[float, float]] = []
        colors: list[RGBA] = []
        fl: list[int] = []
        for piece, box, dimmed in shown:
            w, h = _extent(piece)
            ox, oy = box.center_x - w * size / 2, box.center_y - h * size / 2
            color = (96, 104, 132, 255) if dimmed else self.palette.retris_color(piece.color)
            for i, (c, r) in enumerate(piece.cells):
                letter = piece.specials[i] if i < len(piece.specials) else "."
                pts.append((ox + (c + 0.5) * size, oy + (r + 0.5) * size))
                colors.append(STONE_RGBA if letter.lower() == "s" and not dimmed else color)
                fl.append(special_flags(letter))
        self.cells.update(np.array(pts, np.float32).reshape(-1, 2),
                          np.array(colors, np.uint8).reshape(-1, 4), np.array(fl, np.uint32))


def _extent(piece: PieceView) -> tuple[int, int]:
    """Width and height in cells of a preview piece (cells start at 0, 0)."""
    return max(c for c, _ in piece.cells) + 1, max(r for _, r in piece.cells) + 1


#: Steps of a piece's lock darkening its light is made for (game.scenes.retris.piece_light).
LOCK_STEPS = 4

#: Flags whose looks move with time (board.vert's wave): a highlight's halo and lift, ice's
#: twinkle, a flash's shimmer. Glass, stone, the lattice, the ghost and bomb icons stand still.
MOVING = flags.HIGHLIGHT | flags.ICE | flags.FLASH
#: Flags that only lay something over their cell (board.py's covers), leaving the cell's own
#: look as it is without them: a kept cell can take them live.
COVERS = flags.ICE | flags.BOMB_MASK | flags.FLASH | flags.FLASH_MASK


def _moves_with_time(fl: np.ndarray) -> bool:
    """Whether cells with these flags look different from frame to frame (:data:`MOVING`)."""
    return bool(np.any(fl & np.uint32(MOVING)))


def _split_covers(field: tuple[np.ndarray, np.ndarray, np.ndarray]) -> tuple[tuple, tuple]:
    """The field's cells with what moves over them taken off (ice, and the bomb icon under
    it), and those covers alone, for the same cells (``update(covers=True)``): the first
    stands still while nothing else on the field moves."""
    centers, colors, fl = field
    moving = (fl & np.uint32(MOVING)) != 0
    if not moving.any():
        return field, tuple(a[:0] for a in field)
    kept = np.where(moving, fl & ~np.uint32(COVERS), fl).astype(np.uint32)
    return (centers, colors, kept), (centers[moving], colors[moving], fl[moving])


def _bright(layer: Layer) -> Layer:
    """The cells of ``layer`` that can glow (not empty, not the ghost)."""
    bright = (layer[2] & np.uint32(flags.EMPTY | flags.GHOST)) == 0
    if bright.all():  # every layer over the field but the ghost: nothing to pick out
        return layer
    return tuple(a[bright] for a in layer)  # type: ignore[return-value]


def _concat(layers: Sequence[tuple[np.ndarray, np.ndarray, np.ndarray]],
            like: tuple[np.ndarray, np.ndarray, np.ndarray]) -> tuple[np.ndarray, ...]:
    """The layers one after another (empty arrays shaped ``like`` when there are none)."""
    if not layers:
        return tuple(a[:0] for a in like)
    return tuple(np.concatenate(parts) for parts in zip(*layers, strict=True))
