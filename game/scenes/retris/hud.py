"""The Retris HUD around the field: hold on the left, next on the right, and the figures
(score / rows under hold, level / time under next). Numbers large, labels in small caps."""

from __future__ import annotations

from collections.abc import Hashable

import arcade

from game.rules.retris.snapshot import RetrisSnapshot
from game.ui import theme
from game.ui.banners import Banners
from game.ui.hud_parts import (
    CountUp,
    StatBox,
    clock_text,
    stat_box,
    warm_glyphs,
)
from game.ui.layout import Layout
from game.ui.live_shapes import LiveShapes
from game.ui.panel import draw_panels, glow_shape, panel_shape
from game.ui.text import label
from game.ui.textbatch import TextBatch

# Reference layout (1280×720): the field in the middle, columns of panels either side.
FIELD_BOX = (502.0, 30.0, 276.0, 660.0)  # left, bottom, width, height
LEFT_X, RIGHT_X, COL_W = 278.0, 802.0, 200.0
TOP = 690.0


class RetrisHud:
    """Builds the panels for a layout and draws them from the newest snapshot."""

    def __init__(self) -> None:
        self.score = CountUp()
        self.banners = Banners()  # the big moments' words (game.ui.banners), over the field
        self.values = {"score": "0", "rows": "0", "level": "1", "time": clock_text(0.0)}
        self.danger = 0.0  # 0–1, how close the stack is to the top (frame turns red)

    def build(self, layout: Layout, subtitle: str) -> None:
        self.layout = layout
        self.cut = layout.len(10)
        self.field_box = layout.rect(*FIELD_BOX)
        self.frame = arcade.LRBT(self.field_box.left - layout.len(10),
                                 self.field_box.right + layout.len(10),
                                 self.field_box.bottom - layout.len(10),
                                 self.field_box.top + layout.len(10))
        self.hold_rect = layout.rect(LEFT_X, TOP - 150, COL_W, 150)
        self.hold_box = layout.rect(LEFT_X + 20, TOP - 140, COL_W - 40, 96)
        self.next_rect = layout.rect(RIGHT_X, TOP - 330, COL_W, 330)
        self.next_boxes = [layout.rect(RIGHT_X + 20, TOP - 140, COL_W - 40, 96)] + [
            layout.rect(RIGHT_X + 30, TOP - 230 - 88 * i, COL_W - 60, 80) for i in range(2)]
        self.titles = [label(layout, "HOLD", LEFT_X + 20, TOP - 24, 12, anchor_y="center"),
                       label(layout, "NEXT", RIGHT_X + 20, TOP - 24, 12, anchor_y="center")]
        self.stats = {
            "score": self._stat(layout, "SCORE", LEFT_X, TOP - 280, 112, 40),
            "rows": self._stat(layout, "ROWS", LEFT_X, TOP - 390, 92, 30),
            "level": self._stat(layout, "LEVEL", RIGHT_X, TOP - 450, 104, 34),
            "time": self._stat(layout, "TIME", RIGHT_X, TOP - 552, 88, 26),
        }
        self.subtitle = label(layout, subtitle, LEFT_X, 78, 12, theme.ACCENT, anchor_y="center")
        self.pause_hint = label(layout, "ESC / P  PAUSE", LEFT_X, 52, 10.5, theme.INK_FAINT,
                                anchor_y="center")
        # Every text, none over another: one batch; the banners' words join it while they
        # live, their glows go in one small buffer drawn just before it.
        self.live = LiveShapes(arcade.get_window().ctx)
        self.front = TextBatch([*self.titles, *(s.label for s in self.stats.values()),
                                *(s.value for s in self.stats.values()), self.subtitle,
                                self.pause_hint])
        warm_glyphs(s.value for s in self.stats.values())
        self.banners.build(layout, self.front)

    def _stat(self, layout: Layout, name: str, left: float, bottom: float, height: float,
              size: float) -> StatBox:
        return stat_box(layout, name, left, bottom, COL_W, height, size)

    def update(self, snap: RetrisSnapshot, dt: float) -> None:
        """Take the figures from the snapshot (the score counts up towards its value)."""
        self.values = {"score": f"{self.score.update(snap.score, dt):,}", "rows": str(snap.rows),
                       "level": str(snap.level), "time": clock_text(snap.seconds)}
        self.danger = _stack_danger(snap)

    def panel_rects(self) -> list[arcade.Rect]:
        """The kept panels and the field's frame (the background's pulse leaves them dark)."""
        return [self.frame, self.hold_rect, self.next_rect,
                *(stat.rect for stat in self.stats.values())]

    def back_key(self) -> Hashable:
        """What :meth:`draw_back` draws depends on: the layout and the danger."""
        return self.layout, self.danger

    def draw_back(self, now: float) -> None:
        """Panels and the field frame, under the cells."""
        rim = theme.mix(theme.PANEL_RIM, theme.DANGER, self.danger)
        glow = theme.mix(theme.ACCENT, theme.DANGER, self.danger)
        draw_panels([glow_shape(self.frame, self.cut, glow, self.cut * 1.4,
                                0.55 + 0.45 * self.danger),
                     panel_shape(self.frame, self.cut, (6, 9, 22, 235), rim, 2.0),
                     *(panel_shape(rect, self.cut) for rect in (self.hold_rect, self.next_rect)),
                     *(panel_shape(stat.rect, self.cut) for stat in self.stats.values())])

    def draw_front(self, now: float) -> None:
        """The banners' glows (one small buffer), then every label, number and banner's
        words (one text batch), over the cells."""
        for name, stat in self.stats.items():
            if stat.value.text != self.values[name]:
                stat.value.text = self.values[name]
        self.banners.draw(self.live, now)
        self.live.draw()
        self.front.draw()  # after the updates above


def _stack_danger(snap: RetrisSnapshot) -> float:
    """0 until the stack passes row 14, 1 when it reaches the spawn rows."""
    top = max((r for r, line in enumerate(snap.field) if any(c != ".." for c in line)),
              default=-1)
    return max(0.0, min(1.0, (top - 14) / 6))
