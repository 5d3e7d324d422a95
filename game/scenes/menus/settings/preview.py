"""The Effects page's live sample: a small Retris field drawn by the game's own renderers,
which plays the family of the row in focus every couple of seconds, at the strengths being
chosen (reduced motion applied), in the palette being chosen, plus the seven pieces' colours.

The rows' families play as: particles, shake, flash, palette and the others: two rows clear
(their flash, a burst, a shake; a field flash on the flash row); bounce and trails: the T is
hard-dropped (its trail, the field's spring); banners: a banner of the next tier each time;
pulse: the background's grid pulses from the sample; reduced motion: all of it at once. The
sample's randomness is seeded, so the same frames are the same pictures.
"""

from __future__ import annotations

from contextlib import AbstractContextManager

import arcade

from game.config.schema import Effects
from game.i18n import _
from game.render.bloom import Bloom
from game.render.palette import load_palette
from game.rules.retris.snapshot import PieceView, RetrisSnapshot
from game.rules.retris.tuning import load_tuning
from game.scenes.fx.field import FieldFx
from game.scenes.fx.seeding import seed_effects
from game.scenes.fx.strengths import Strengths, strengths_of
from game.scenes.retris.board import COLS, ROWS, FieldView, PreviewView
from game.scenes.shake import SHAKE_PX_PER_ROW, Shake, shaken
from game.ui.banners import Banners
from game.ui.layout import Layout
from game.ui.live_shapes import LiveShapes
from game.ui.textbatch import TextBatch

EVERY_S = 2.2  # a moment this often
CLEARED = (0, 1)  # the rows that clear (refilled at once: it is a sample, not a game)
# The sample stack, bottom row first: two full rows to clear, a ragged stack above them.
STACK = (
    "IIIIJJJLLL", "TTTSSOOZZL", "T.SS.OOZZ.", "..I...J...", "..I..JJ...",  # i18n: not shown
)
FIELD_ROWS = 12  # rows of the 24 shown (the sample sits at the bottom)
T_UP, T_DOWN = ((4, 8), (5, 8), (6, 8), (5, 9)), ((4, 5), (5, 5), (6, 5), (5, 6))
DROPPED_S = 1.2  # how long the dropped T rests before it is back up
BOUNCE_PX, FLASH, PULSE = 6.0, 0.5, 0.8  # reference px; strengths of the sample's moments
BANNER_TIERS = 5  # single, double, triple, retris, all clear: banner_words() says them
SEED = 1  # the sample's sparks
DROPS = {"bounce", "trails"}  # the families a hard drop shows


def banner_words(tier: int) -> str:
    """The sample's banner for a clear of ``tier`` (1 to 5), as Retris's own read."""
    words = (_("SINGLE"), _("DOUBLE"), _("TRIPLE"), "RETRIS",  # i18n: a name
             _("ALL CLEAR"))
    return words[tier - 1]


def sample_field() -> tuple[tuple[str, ...], ...]:
    """The 24 rows of the sample field as cell codes (``"T."`` a T block, ``".."`` empty)."""
    rows = [tuple(".." if c == "." else c + "." for c in line) for line in STACK]
    rows += [("..",) * COLS] * (ROWS - len(rows))
    return tuple(rows)


def sample_snapshot(dropped: bool = False) -> RetrisSnapshot:
    """A still Retris frame: the sample stack and a T on its way down (or, ``dropped``, where
    a hard drop put it)."""
    tuning = load_tuning()
    t = tuning.pieces["T"]
    active = PieceView("T", t.color, T_DOWN if dropped else T_UP)
    return RetrisSnapshot(tick=0, tick_rate=120, mode="classic", style="normal",
                          field=sample_field(), active=active,
                          ghost=() if dropped else T_DOWN, hold=None, hold_used=False,
                          next=(), score=0, rows=0, level=1, over=False)


class EffectsPreview:
    """Draws the sample in a box; :meth:`update` runs its little show."""

    def __init__(self, ctx: arcade.ArcadeContext, palette: str) -> None:
        self.ctx = ctx
        self.snapshots = (sample_snapshot(), sample_snapshot(dropped=True))
        self.snapshot = self.snapshots[0]
        self.dropped_until = -1.0
        self.palette_name = ""
        self.shake = Shake()
        self.feel = FieldFx(ctx)  # the spring, the flash, trails and the pulse
        self.banners = Banners()
        self.texts = TextBatch()
        self.shapes = LiveShapes(ctx, 128)
        self.bloom = Bloom(ctx)
        self.box = arcade.LBWH(0, 0, 1, 1)
        self.swatch_box = arcade.LBWH(0, 0, 1, 1)
        self.scale = 1.0
        self.next_clear = 0.6  # the next moment
        self.family = ""  # the family of the row in focus (an [effects] key)
        self.played = ""  # what the last moment played
        self.tier = 0  # the last banner's
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
        seed_effects(self, SEED)

    def place(self, box: arcade.Rect, swatches: arcade.Rect, scale: float,
              layout: Layout | None = None) -> None:
        """The sample's box and the piece colours' strip (pixels); ``scale``: px per
        reference unit (the shake's size); ``layout``: the screen's (for the banners)."""
        self.box, self.swatch_box, self.scale = box, swatches, scale
        self.field.place(self._field_box())
        if layout is not None:
            self.banners.build(layout, self.texts)

    def _field_box(self) -> arcade.Rect:
        """A box for all 24 rows whose bottom :data:`FIELD_ROWS` fill :attr:`box`."""
        box = self.box
        cell = min(box.width / COLS, box.height / FIELD_ROWS)
        return arcade.LBWH(box.center_x - cell * COLS / 2, box.bottom, cell * COLS, cell * ROWS)

    def update(self, now: float, effects: Effects, family: str = "") -> None:
        """Every :data:`EVERY_S` seconds, play ``family``'s moment (the row in focus) at the
        current strengths; a new family plays soon."""
        if family != self.family:
            self.family = family
            self.next_clear = min(self.next_clear, now + 0.3)
        if now >= self.dropped_until:
            self.snapshot = self.snapshots[0]
        if now < self.next_clear:
            return
        self.next_clear = now + EVERY_S
        fx = strengths_of(effects)
        self.feel.fx = fx
        self.played = family if family in (*DROPS, "banners", "pulse", "reduced_motion") \
            else "clear"
        everything = family == "reduced_motion"
        if family in DROPS or everything:
            self._drop(now)
        if self.played == "clear" or everything:
            self._clear(now, fx, field_flash=family == "flash" or everything)
        if family == "banners" or everything:
            self.tier = 4 if everything else self.tier % BANNER_TIERS + 1
            self.banners.show(banner_words(self.tier), self.tier,
                              (self.box.center_x, self.box.bottom + self.box.height * 0.62),
                              now, fx.banners, fx.reduced_motion)
        if family == "pulse" or everything:
            self.feel.pulse_at(PULSE, now, (self.box.center_x, self.box.center_y))

    def _clear(self, now: float, fx: Strengths, field_flash: bool) -> None:
        self.field.flash_rows(CLEARED, now, fx.flash)
        if field_flash:
            self.feel.flash_at(FLASH, now, self.box)
        if fx.particles > 0:
            self.field.burst_rows(CLEARED, self.snapshot.field, {}, now, fx.particles)
        self.shake.kick(SHAKE_PX_PER_ROW * len(CLEARED) * 2 * fx.shake * self.scale, now)

    def _drop(self, now: float) -> None:
        """The T hard-dropped: its trail and the field's spring; it rests there a moment."""
        self.snapshot, self.dropped_until = self.snapshots[1], now + DROPPED_S
        starts = [self.field.center(c, r) for c, r in T_UP]
        ends = [self.field.center(c, r) for c, r in T_DOWN]
        color = self.field.palette.retris_color("T")
        self.feel.trail(starts, ends, self.field.size, color, now)
        self.feel.bounce(BOUNCE_PX * self.scale, now)

    def draw_pulse(self, background: object, now: float) -> None:
        """The pulse over the screen's background (nothing of the screen is kept: no holes);
        drawn before anything else of the frame but the backdrop."""
        self.feel.draw_pulse(background, now, self.scale, (), (0, 0))

    def _moved(self, now: float) -> AbstractContextManager[None]:
        """Drawn moved by the shake and the field's spring."""
        return shaken(self.ctx, self.shake, now, self.feel.offset(now))

    def glow(self, now: float, effects: Effects, pixel_ratio: float = 1.0) -> None:
        """The bloom's glow sources (the cells, shaken), drawn before anything else
        of the frame so that :meth:`draw` adds their light without grabbing the screen."""
        self.set_palette(effects.palette)
        box, r = self.box, pixel_ratio
        self.field.prepare(self.snapshot, now)

        def sources() -> None:
            with self._moved(now):
                self.field.draw_glow_sources(now)

        self.bloom.glow((box.left * r, box.bottom * r, box.width * r, box.height * r),
                        effects.bloom, sources)

    def draw(self, now: float, effects: Effects, pixel_ratio: float = 1.0) -> None:
        """The field, the pieces' colours, the sparks, trails, flashes and banners, shaken,
        then the bloom over them (the light made by :meth:`glow` this frame; grabbed from
        the screen if it was not)."""
        self.set_palette(effects.palette)
        box = self.box
        with self._moved(now):
            self.ctx.scissor = (int(box.left), int(box.bottom), int(box.width) + 1,
                                int(box.height) + 1)
            try:
                self.field.draw(self.snapshot, now)
                self.field.draw_particles(now)
                self.feel.trails.add_to(self.shapes, now)
                self.feel.flash.add_to(self.shapes, now, box)
                self.banners.draw(self.shapes, now)
                self.shapes.draw()
                self.texts.draw()
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

