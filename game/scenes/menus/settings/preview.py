"""The Effects page's live sample: a small Retris field drawn by the game's own renderers, which
clears two rows every couple of seconds (flash, particle burst, shake) under the bloom, all at
the strengths being chosen, in the palette being chosen, plus the seven pieces' colours."""

from __future__ import annotations

from contextlib import nullcontext

import arcade

from game.config.schema import Effects
from game.render.bloom import Bloom
from game.render.palette import load_palette
from game.rules.retris.snapshot import PieceView, RetrisSnapshot
from game.rules.retris.tuning import load_tuning
from game.scenes.retris.board import COLS, ROWS, FieldView, PreviewView
from game.scenes.shake import SHAKE_PX_PER_ROW, Shake, shaken

EVERY_S = 2.2  # a clear this often
CLEARED = (0, 1)  # the rows that clear (refilled at once: it is a sample, not a game)
# The sample stack, bottom row first: two full rows to clear, a ragged stack above them.
STACK = (
    "IIIIJJJLLL", "TTTSSOOZZL", "T.SS.OOZZ.", "..I...J...", "..I..JJ...",
)
FIELD_ROWS = 12  # rows of the 24 shown (the sample sits at the bottom)


def sample_field() -> tuple[tuple[str, ...], ...]:
    """The 24 rows of the sample field as cell codes (``"T."`` a T block, ``".."`` empty)."""
    rows = [tuple(".." if c == "." else c + "." for c in line) for line in STACK]
    rows += [("..",) * COLS] * (ROWS - len(rows))
    return tuple(rows)


def sample_snapshot() -> RetrisSnapshot:
    """A still Retris frame: the sample stack and a T on its way down."""
    tuning = load_tuning()
    t = tuning.pieces["T"]
    active = PieceView("T", t.color, ((4, 8), (5, 8), (6, 8), (5, 9)))
    return RetrisSnapshot(tick=0, tick_rate=120, mode="classic", style="normal",
                          field=sample_field(), active=active,
                          ghost=((4, 5), (5, 5), (6, 5), (5, 6)), hold=None, hold_used=False,
                          next=(), score=0, rows=0, level=1, over=False)


class EffectsPreview:
    """Draws the sample in a box; :meth:`update` runs its little show."""

    def __init__(self, ctx: arcade.ArcadeContext, palette: str) -> None:
        self.ctx = ctx
        self.snapshot = sample_snapshot()
        self.palette_name = ""
        self.shake = Shake()
        self.bloom = Bloom(ctx)
        self.box = arcade.LBWH(0, 0, 1, 1)
        self.swatch_box = arcade.LBWH(0, 0, 1, 1)
        self.scale = 1.0
        self.next_clear = 0.6
        self.set_palette(palette)

    def set_palette(self, name: str) -> None:
        """Draw in palette ``name`` from now on (a change shows at once)."""
        if name == self.palette_name:
            return
        palette = load_palette(name)
        self.palette_name = name
        self.field = FieldView(self.ctx, palette)
        self.pieces = PreviewView(self.ctx, palette)
        self.field.place(self._field_box())

    def place(self, box: arcade.Rect, swatches: arcade.Rect, scale: float) -> None:
        """The sample's box and the piece colours' strip (pixels); ``scale``: px per
        reference unit (the shake's size)."""
        self.box, self.swatch_box, self.scale = box, swatches, scale
        self.field.place(self._field_box())

    def _field_box(self) -> arcade.Rect:
        """A box for all 24 rows whose bottom :data:`FIELD_ROWS` fill :attr:`box`."""
        box = self.box
        cell = min(box.width / COLS, box.height / FIELD_ROWS)
        return arcade.LBWH(box.center_x - cell * COLS / 2, box.bottom, cell * COLS, cell * ROWS)

    def update(self, now: float, effects: Effects) -> None:
        """Clear the sample rows every :data:`EVERY_S` seconds, at the current strengths."""
        if now < self.next_clear:
            return
        self.next_clear = now + EVERY_S
        self.field.flash_rows(CLEARED, now, effects.flash)
        if effects.particles > 0:
            self.field.burst_rows(CLEARED, self.snapshot.field, {}, now, effects.particles)
        amplitude = SHAKE_PX_PER_ROW * len(CLEARED) * 2 * effects.shake * self.scale
        self.shake.kick(amplitude, now)

    def glow(self, now: float, effects: Effects, pixel_ratio: float = 1.0) -> None:
        """The bloom's glow sources (the cells, shaken), drawn before anything else
        of the frame so that :meth:`draw` adds their light without grabbing the screen."""
        self.set_palette(effects.palette)
        box, r = self.box, pixel_ratio
        self.field.prepare(self.snapshot, now)

        def sources() -> None:
            with shaken(self.ctx, self.shake, now) if effects.shake > 0 else nullcontext():
                self.field.draw_glow_sources(now)

        self.bloom.glow((box.left * r, box.bottom * r, box.width * r, box.height * r),
                        effects.bloom, sources)

    def draw(self, now: float, effects: Effects, pixel_ratio: float = 1.0) -> None:
        """The field, the pieces' colours and the sparks, shaken, then the bloom over them
        (the light made by :meth:`glow` this frame; grabbed from the screen if it was not)."""
        self.set_palette(effects.palette)
        box = self.box
        with shaken(self.ctx, self.shake, now) if effects.shake > 0 else nullcontext():
            self.ctx.scissor = (int(box.left), int(box.bottom), int(box.width) + 1,
                                int(box.height) + 1)
            try:
                self.field.draw(self.snapshot, now)
                self.field.draw_particles(now)
            finally:
                self.ctx.scissor = None
            self._draw_swatches(now)
        if effects.bloom > 0 and not self.bloom.composite():
            r = pixel_ratio  # no glow() this frame (the sample's first): the grab, once
            self.bloom.apply((box.left * r, box.bottom * r, box.width * r, box.height * r),
                             effects.bloom)

    def _draw_swatches(self, now: float) -> None:
        tuning = load_tuning()
        names = list(tuning.standard)
        box = self.swatch_box
        width = box.width / max(1, len(names))
        pieces = [(PieceView(n, tuning.pieces[n].color, tuning.pieces[n].preview),
                   arcade.LBWH(box.left + i * width, box.bottom, width, box.height), False)
                  for i, n in enumerate(names)]
        self.pieces.draw(pieces, box.height / 2.4, now)
