"""The Verse HUD: the score (counting up) above the board, the best score and the streak, the
tray's slots, key hints; banners over the board ("GREAT  +30", "STREAK ×3"); the live
statistics while ``[display] stats`` is on.

Two arrangements of the same panels, chosen by the window's shape: on a wide window the tray
stands in a column beside the board (best, streak and the keys in a column on the other side;
the statistics take the keys' place); otherwise the tray lies under the board, best and streak
flank the score and the statistics stand left of the board.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace

import arcade

from game.i18n import _, number
from game.rules.verse.snapshot import VerseSnapshot
from game.scenes.verse.stats import LIVE_COUNT, live_rows
from game.ui import theme
from game.ui.banners import Banners
from game.ui.hud_parts import (
    CountUp,
    StatBox,
    fit_text,
    shrink_to,
    warm_glyphs,
)
from game.ui.layout import Layout
from game.ui.live_shapes import LiveShapes
from game.ui.panel import Shape, glow_shape, panel_shape, pulse
from game.ui.recolour_layer import RecolourLayer
from game.ui.stats_panel import StatsPanel
from game.ui.text import label, text
from game.ui.textbatch import TextBatch, set_color

Box = tuple[float, float, float, float]  # left, bottom, width, height (reference units)
WIDE_ASPECT = 1.45  # windows at least this much wider than tall put the tray beside the board
SCORE_SIZE = 40


@dataclass(frozen=True)
class Arrangement:
    """Where everything goes, in reference units (1280×720)."""

    view: Box  # the region that must fit the window
    board: Box
    score: Box
    best: Box
    streak: Box
    tray: tuple[Box, Box, Box]
    keys: Box | None  # the key hints panel (wide only)
    score_size: float
    stats: tuple[float, float, float]  # the statistics panel's left, top and width


WIDE = Arrangement(
    view=(100.0, 0.0, 1096.0, 720.0), board=(368.0, 40.0, 560.0, 560.0),
    score=(368.0, 616.0, 560.0, 88.0), best=(120.0, 488.0, 216.0, 112.0),
    streak=(120.0, 340.0, 216.0, 132.0),
    tray=((960.0, 424.0, 216.0, 176.0), (960.0, 232.0, 216.0, 176.0),
          (960.0, 40.0, 216.0, 176.0)),
    keys=(120.0, 40.0, 216.0, 284.0), score_size=SCORE_SIZE, stats=(120.0, 324.0, 216.0))
TALL = Arrangement(
    view=(300.0, 0.0, 696.0, 720.0), board=(436.0, 190.0, 424.0, 424.0),
    score=(516.0, 632.0, 264.0, 70.0), best=(796.0, 632.0, 180.0, 70.0),
    streak=(320.0, 632.0, 180.0, 70.0),
    tray=((320.0, 14.0, 208.0, 158.0), (544.0, 14.0, 208.0, 158.0),
          (768.0, 14.0, 208.0, 158.0)),
    keys=None, score_size=30.0, stats=(300.0, 614.0, 122.0))
#: TALL with the statistics shown: the view widens on both sides (the board stays in the
#: middle) for their panel left of the board, beside which TALL has too little room.
TALL_STATS = replace(TALL, view=(170.0, 0.0, 956.0, 720.0), stats=(180.0, 614.0, 232.0))


def arrangement(width: int, height: int, stats: bool = False) -> Arrangement:
    """The arrangement for a window of this size (``stats``: the live statistics show)."""
    if width >= WIDE_ASPECT * max(1, height):
        return WIDE
    return TALL_STATS if stats else TALL


class VerseHud:
    """Builds the panels for a layout and draws them from the newest snapshot."""

    def __init__(self) -> None:
        self.score = CountUp()
        self.banners = Banners()  # the big moments' words (game.ui.banners), over the board
        self.shown_score = 0
        self.best: int | None = None  # the score book's best before this game
        self.snap: VerseSnapshot | None = None
        self.streak_at = -1e9  # when the streak last grew (its panel flares)
        # The panels' buffers, live and still (made at the first draw).
        self.back: RecolourLayer | None = None
        self.back_still: RecolourLayer | None = None
        self.glows: LiveShapes | None = None  # the banners' glows, drawn together
        self.stats_panel = StatsPanel()
        self.stats_on = False  # [display] stats, read every frame

    # -- layout -------------------------------------------------------------------------------

    def build(self, layout: Layout, subtitle: str, hints: Sequence[tuple[str, str]],
              stats: bool = False) -> None:
        """Boxes and texts for ``layout``; ``hints`` are (keys, what they do) rows; ``stats``:
        laid out for the live statistics (a tall window's view makes room for them)."""
        self.layout = layout
        self.arr = arr = arrangement(layout.width, layout.height, stats)
        self.cut = layout.len(10)
        self.board_box = layout.rect(*arr.board)
        frame = layout.len(10)
        b = self.board_box
        self.frame = arcade.LRBT(b.left - frame, b.right + frame, b.bottom - frame, b.top + frame)
        self.tray_boxes = [layout.rect(*box) for box in arr.tray]
        wide = arr is WIDE
        sizes = {"score": arr.score_size, "best": 30 if wide else 24, "streak": 34 if wide else 24}
        self.sizes = {name: layout.font(size) for name, size in sizes.items()}
        self.stats = {
            "score": self._stat(layout, _("SCORE"), arr.score, sizes["score"], centred=True),
            "best": self._stat(layout, _("BEST"), arr.best, sizes["best"]),
            "streak": self._stat(layout, _("STREAK"), arr.streak, sizes["streak"]),
        }
        left, bottom, width, _height = arr.streak
        self.multiplier = label(layout, "", left + 20, bottom + 20, 9.5, theme.INK_FAINT,
                                anchor_y="center") if wide else None
        left, bottom, width, height = arr.best
        self.new_best = label(layout, _("NEW BEST"), left + width - 20, bottom + height - 22, 10,
                              theme.ACCENT_WARM, anchor_x="right", anchor_y="center")
        self.keys_rect = layout.rect(*arr.keys) if arr.keys else None
        self.key_texts = self._build_keys(layout, arr.keys, subtitle, hints) if arr.keys else []
        stats_texts = self.stats_panel.build(layout, *arr.stats, LIVE_COUNT)
        # Drawn every frame, side by side: one batch (NEW BEST shows and hides in it).
        self.front = TextBatch([*(s.label for s in self.stats.values()),
                                *(s.value for s in self.stats.values()), *self.key_texts,
                                self.multiplier, self.new_best, *stats_texts])
        warm_glyphs([*(s.value for s in self.stats.values()), self.multiplier])
        self.new_best.visible = False
        self.banners.build(layout, self.front)  # live banners finish in the new batch
        if self.stats_on and self.snap is not None:  # a new layout shows what the old did
            self.stats_on = False
            self.update(self.snap, 0.0, stats_on=True)

    def _stat(self, layout: Layout, name: str, box: Box, size: float,
              centred: bool = False) -> StatBox:
        left, bottom, width, height = box
        rect = layout.rect(*box)
        lab = label(layout, name, left + 20, bottom + height - 20, 11, anchor_y="center")
        if centred:
            val = text(layout, "0", left + width / 2, bottom + height / 2 - 6, size,
                       anchor_x="center", anchor_y="center")
        else:
            val = text(layout, "0", left + width - 20, bottom + (height - 24) / 2, size,
                       anchor_x="right", anchor_y="center")
        return StatBox(rect, lab, val)

    def _build_keys(self, layout: Layout, box: Box, subtitle: str,
                    hints: Sequence[tuple[str, str]]) -> list[arcade.Text]:
        left, bottom, width, height = box
        top = bottom + height
        heading = label(layout, subtitle, left + 20, top - 24, 10.5, theme.ACCENT,
                        anchor_y="center")
        # "ROTATION ON · FAIR DEALING" is wider than the panel at 10.5: shrink it to fit.
        shrink_to(heading, layout.len(width - 40))
        out = [heading]
        step = min(26.0, (height - 60) / max(1, len(hints)))
        rows = []
        for i, (keys, words) in enumerate(hints):
            y = top - 58 - i * step
            rows.append((label(layout, keys, left + 20, y, 10, theme.INK, anchor_y="center"),
                         text(layout, words, left + width - 20, y, 10.5, theme.INK_DIM,
                              font=theme.BODY_FONT, anchor_x="right", anchor_y="center")))
        # Type has a floor size (Layout.font), so in a small window the widest row may not
        # fit: then every row shrinks alike.
        room = layout.len(width - 40 - 12)
        widest = max((k.content_width + w.content_width for k, w in rows), default=0.0)
        if widest > room > 0:
            for k, w in rows:
                k.font_size *= room / widest
                w.font_size *= room / widest
        return out + [t for row in rows for t in row]

    # -- state --------------------------------------------------------------------------------

    def update(self, snap: VerseSnapshot, dt: float, stats_on: bool = False) -> None:
        """Take the figures from the snapshot (the score counts up towards its value);
        ``stats_on``: the live statistics show (over the keys' place on a wide window)."""
        self.snap = snap
        self.shown_score = self.score.update(snap.score, dt)
        on = stats_on and snap.stats is not None
        if on != self.stats_on:
            for t in self.key_texts:
                t.visible = not on
        self.stats_on = on
        self.stats_panel.show(live_rows(snap.stats) if on else None)

    @property
    def keys_shown(self) -> arcade.Rect | None:
        """The key hints' panel while it shows (the statistics take its place)."""
        return None if self.stats_on else self.keys_rect

    def panel_rects(self) -> list[arcade.Rect]:
        """The kept panels and the board's frame (the background's pulse leaves them dark)."""
        rects = [self.frame, *self.tray_boxes, *(stat.rect for stat in self.stats.values())]
        shown = [self.stats_panel.rect] if self.stats_on and self.stats_panel.rect else []
        return rects + ([self.keys_shown] if self.keys_shown is not None else []) + shown

    @property
    def beaten(self) -> bool:
        """Whether this game's score has passed the best of the earlier ones."""
        return self.best is not None and self.shown_score > self.best > 0

    # -- drawing ------------------------------------------------------------------------------

    def _streak_glow(self, now: float) -> float | None:
        """How strongly the streak panel glows (it pulses while a streak runs and flares
        when it grows), or None when it does not."""
        flare = max(0.0, 1.0 - (now - self.streak_at) / 0.8)
        if (self.snap is not None and self.snap.streak > 0) or flare > 0:
            return max(flare, 0.45 * pulse(now, 4.0))
        return None

    def back_key(self, now: float, danger: float, more: Hashable) -> Hashable:
        """What :meth:`draw_back` with ``live=False`` draws depends on; ``more``: the key of
        the still ``more`` panels (None: they are live)."""
        return (self.layout, danger, self.beaten, self._streak_glow(now) is None, more,
                self.stats_on)

    def draw_back(self, now: float, danger: float = 0.0, more: Sequence[Shape] = (),
                  still: bool = True, live: bool = True, more_live: bool = True) -> None:
        """Panels and the board frame, under the cells, and ``more`` panels (the tray's):
        ``still``, what stands still (all but the streak panel while it glows, and ``more``
        unless ``more_live``); ``live``, the rest. Nothing overlaps but the streak panel and
        its glow, drawn under it. ``danger`` (0–1) reddens the frame as the board runs out of
        room."""
        streak = self._streak_glow(now)
        if self.back is None:
            ctx = arcade.get_window().ctx
            self.back, self.back_still = RecolourLayer(ctx), RecolourLayer(ctx)
        # One buffer per form of the HUD (a glow on or off); pulses rewrite its colours only.
        # Only the part drawn is built: a frame over the kept picture draws the live part.
        if still:
            self.back_still.draw(self._steady_shapes(danger, streak, () if more_live else more))
        if live:
            self.back.draw(self._moving_shapes(streak, more if more_live else ()))

    def _steady_shapes(self, danger: float, streak: float | None,
                       more: Sequence[Shape]) -> list[Shape]:
        """The board frame, its glow and every panel but a glowing streak panel; ``more``."""
        glow = theme.mix(theme.ACCENT, theme.DANGER, danger)
        shapes = [glow_shape(self.frame, self.cut, glow, self.cut * 1.4, 0.55 + 0.45 * danger),
                  panel_shape(self.frame, self.cut, (6, 9, 22, 235),
                              theme.mix(theme.PANEL_RIM, theme.DANGER, danger), 2.0)]
        for name, stat in self.stats.items():
            if name != "streak" or streak is None:
                rim = theme.ACCENT_WARM if name == "best" and self.beaten else theme.PANEL_RIM
                shapes.append(panel_shape(stat.rect, self.cut, rim=rim))
        if self.keys_shown is not None:
            shapes.append(panel_shape(self.keys_shown, self.cut))
        return [*shapes, *self.stats_panel.shapes(self.cut), *more]

    def _moving_shapes(self, streak: float | None, more: Sequence[Shape]) -> list[Shape]:
        """The streak panel and its glow while it glows; ``more``."""
        shapes: list[Shape] = []
        if streak is not None:
            rect = self.stats["streak"].rect
            shapes += [glow_shape(rect, self.cut, theme.ACCENT_WARM, self.cut * 1.4, streak),
                       panel_shape(rect, self.cut, rim=theme.PANEL_RIM)]
        return [*shapes, *more]

    def draw_front(self, now: float) -> None:
        """Labels, numbers, hints and banners, over the cells."""
        snap = self.snap
        if snap is None:
            return
        stats = self.stats
        fit_text(stats["score"].value, number(self.shown_score),
             stats["score"].rect.width - self.layout.len(150), self.sizes["score"])
        best = max(self.best or 0, self.shown_score)
        fit_text(stats["best"].value, number(best) if self.best is not None else "—",
             stats["best"].rect.width - self.layout.len(36), self.sizes["best"])
        set_color(stats["best"].value, theme.ACCENT_WARM if self.beaten else theme.INK)
        stats["streak"].value.text = "×" + number(snap.streak) if snap.streak else "—"
        set_color(stats["streak"].value, theme.ACCENT_WARM if snap.streak else theme.INK)
        self.new_best.visible = self.beaten
        if self.multiplier is not None:
            self.multiplier.text = _("NEXT CLEAR ×{n}").format(n=number(snap.streak + 1))
        self._draw_glows(now)
        self.front.draw()  # the banners' words are in it, over their glows

    def _draw_glows(self, now: float) -> None:
        """Move and fade the banners; their glows in one draw."""
        if not self.banners.live:
            return
        if self.glows is None:
            self.glows = LiveShapes(arcade.get_window().ctx)
        self.banners.draw(self.glows, now)
        self.glows.draw()
