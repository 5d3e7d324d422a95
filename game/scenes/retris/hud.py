"""The Retris HUD around the field: hold on the left, next on the right, and the figures
(score / rows under hold, level / time under next). Numbers large, labels in small caps.

A game with a goal (goals.md §1) has a goal panel under the time: rows left (Sprint,
Marathon) or time left (Ultra), and in Sprint the pace against the table's best at the last
10 rows. The live statistics (``[display] stats``) stand under the rows."""

from __future__ import annotations

from collections.abc import Hashable

import arcade

from game.i18n import _, number
from game.rules.retris.snapshot import RetrisSnapshot
from game.scenes.retris.choice import goal_title
from game.scenes.retris.stats import live_count, live_rows
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
from game.ui.stats_panel import StatsPanel
from game.ui.text import label, text
from game.ui.textbatch import TextBatch, set_color

# Reference layout (1280×720): the field in the middle, columns of panels either side.
FIELD_BOX = (502.0, 30.0, 276.0, 660.0)  # left, bottom, width, height
LEFT_X, RIGHT_X, COL_W = 278.0, 802.0, 200.0
TOP = 690.0
GOAL_BOX = (RIGHT_X, 30.0, COL_W, 96.0)  # under the time
AHEAD: theme.Color = (120, 232, 150, 255)  # Sprint's pace ahead of the best (its sign too)
STATS_TOP = 288.0  # the live statistics under the rows, down to the subtitle


def signed_seconds(ticks: int, tick_rate: int) -> str:
    """A pace: ``−1.25`` ahead, ``+0.40`` behind (seconds)."""
    seconds = ticks / max(1, tick_rate)
    return f"{'−' if seconds < 0 else '+'}{number(abs(seconds), 2)}"


def left_text(snap: RetrisSnapshot) -> str:
    """What is left of the goal: rows (Sprint, Marathon) or game time (Ultra)."""
    if snap.goal == "ultra":
        left = max(0.0, snap.goal_target - snap.game_ticks / snap.tick_rate)
        return clock_text(left)
    return number(max(0, snap.goal_target - snap.rows))


class RetrisHud:
    """Builds the panels for a layout and draws them from the newest snapshot."""

    def __init__(self) -> None:
        self.score = CountUp()
        self.banners = Banners()  # the big moments' words (game.ui.banners), over the field
        self.values = {"score": "0", "rows": "0", "level": "1", "time": clock_text(0.0)}
        self.danger = 0.0  # 0–1, how close the stack is to the top (frame turns red)
        self.goal = "endless"
        self.goal_box: StatBox | None = None
        self.stats_panel = StatsPanel()
        self.stats_on = False  # [display] stats, read every frame
        self.pace: int | None = None  # Sprint: ticks ahead (< 0) or behind the best
    def build(self, layout: Layout, subtitle: str, goal: str = "endless",
              target: int = 0, mode: str = "classic") -> None:
        """Boxes and texts for ``layout``; a ``goal`` other than Endless adds its panel, the
        ``mode`` says how many rows the statistics have."""
        self.layout = layout
        self.goal = goal
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
        self.titles = [label(layout, _("HOLD"), LEFT_X + 20, TOP - 24, 12, anchor_y="center"),
                       label(layout, _("NEXT"), RIGHT_X + 20, TOP - 24, 12, anchor_y="center")]
        self.stats = {
            "score": self._stat(layout, _("SCORE"), LEFT_X, TOP - 280, 112, 40),
            "rows": self._stat(layout, _("ROWS"), LEFT_X, TOP - 390, 92, 30),
            "level": self._stat(layout, _("LEVEL"), RIGHT_X, TOP - 450, 104, 34),
            "time": self._stat(layout, _("TIME"), RIGHT_X, TOP - 552, 88, 26),
        }
        goal_texts = self._build_goal(layout, goal, target)
        stats_texts = self.stats_panel.build(layout, LEFT_X, STATS_TOP, COL_W, live_count(mode))
        self.subtitle = label(layout, subtitle, LEFT_X, 78, 12, theme.ACCENT, anchor_y="center")
        self.pause_hint = label(layout, _("ESC / P  PAUSE"), LEFT_X, 52, 10.5, theme.INK_FAINT,
                                anchor_y="center")
        # Every text, none over another: one batch; the banners' words join it while they
        # live, their glows go in one small buffer drawn just before it.
        self.live = LiveShapes(arcade.get_window().ctx)
        self.front = TextBatch([*self.titles, *(s.label for s in self.stats.values()),
                                *(s.value for s in self.stats.values()), self.subtitle,
                                self.pause_hint, *goal_texts, *stats_texts])
        warm_glyphs([*(s.value for s in self.stats.values()), *goal_texts])
        self.banners.build(layout, self.front)

    def _build_goal(self, layout: Layout, goal: str, target: int) -> list[arcade.Text]:
        """The goal panel: what is left, big; the goal named top right; Sprint's pace."""
        if goal == "endless":
            self.goal_box = None
            return []
        left, bottom, width, height = GOAL_BOX
        box = stat_box(layout, _("TIME LEFT") if goal == "ultra" else _("ROWS LEFT"), left, bottom,
                       width, height, 26)
        box.value.y = round(layout.y(bottom + 50))
        self.goal_box = box
        self.goal_name = label(layout, goal_title(goal, target), left + 20, bottom + 18, 10,
                               theme.ACCENT, anchor_y="center")
        self.pace_value = text(layout, "", left + width - 20, bottom + 18, 11.5, theme.INK_DIM,
                               font=theme.LABEL_FONT, bold=True, anchor_x="right",
                               anchor_y="center")
        return [box.label, box.value, self.goal_name, self.pace_value]

    def _stat(self, layout: Layout, name: str, left: float, bottom: float, height: float,
              size: float) -> StatBox:
        return stat_box(layout, name, left, bottom, COL_W, height, size)

    def update(self, snap: RetrisSnapshot, dt: float, stats_on: bool = False,
               pace: int | None = None) -> None:
        """Take the figures from the snapshot (the score counts up towards its value);
        ``stats_on``: the live statistics show; ``pace``: Sprint's ticks against the best."""
        self.values = {"score": number(self.score.update(snap.score, dt)),
                       "rows": number(snap.rows), "level": number(snap.level),
                       "time": clock_text(snap.seconds)}
        self.danger = _stack_danger(snap)
        self.goal_left = left_text(snap)
        self.pace, self.tick_rate = pace, snap.tick_rate
        self.stats_on = stats_on and snap.stats is not None
        self.stats_panel.show(live_rows(snap.stats, snap.mode) if self.stats_on else None)

    def panel_rects(self) -> list[arcade.Rect]:
        """The kept panels and the field's frame (the background's pulse leaves them dark)."""
        goal = [self.goal_box.rect] if self.goal_box is not None else []
        shown = [self.stats_panel.rect] if self.stats_on and self.stats_panel.rect else []
        return [self.frame, self.hold_rect, self.next_rect,
                *(stat.rect for stat in self.stats.values()), *goal, *shown]

    def back_key(self) -> Hashable:
        """What :meth:`draw_back` draws depends on: the layout, the danger and whether the
        statistics show."""
        return self.layout, self.danger, self.stats_on

    def draw_back(self, now: float) -> None:
        """Panels and the field frame, under the cells."""
        rim = theme.mix(theme.PANEL_RIM, theme.DANGER, self.danger)
        glow = theme.mix(theme.ACCENT, theme.DANGER, self.danger)
        draw_panels([glow_shape(self.frame, self.cut, glow, self.cut * 1.4,
                                0.55 + 0.45 * self.danger),
                     panel_shape(self.frame, self.cut, (6, 9, 22, 235), rim, 2.0),
                     *(panel_shape(rect, self.cut) for rect in (self.hold_rect, self.next_rect)),
                     *(panel_shape(stat.rect, self.cut) for stat in self.stats.values()),
                     *([panel_shape(self.goal_box.rect, self.cut)] if self.goal_box else []),
                     *self.stats_panel.shapes(self.cut)])

    def draw_front(self, now: float) -> None:
        """The banners' glows (one small buffer), then every label, number and banner's
        words (one text batch), over the cells."""
        for name, stat in self.stats.items():
            if stat.value.text != self.values[name]:
                stat.value.text = self.values[name]
        if self.goal_box is not None:
            self._draw_goal()
        self.banners.draw(self.live, now)
        self.live.draw()
        self.front.draw()  # after the updates above


    def _draw_goal(self) -> None:
        """The goal panel's figures: what is left, and Sprint's pace (green ahead, warm
        behind, blank before the first split or without a best)."""
        assert self.goal_box is not None
        if self.goal_box.value.text != self.goal_left:
            self.goal_box.value.text = self.goal_left
        words = "" if self.pace is None else \
            _("PACE {seconds}").format(seconds=signed_seconds(self.pace, self.tick_rate))
        if self.pace_value.text != words:
            self.pace_value.text = words
        if self.pace is not None:
            set_color(self.pace_value, AHEAD if self.pace <= 0 else theme.ACCENT_WARM)


def _stack_danger(snap: RetrisSnapshot) -> float:
    """0 until the stack passes row 14, 1 when it reaches the spawn rows."""
    top = max((r for r, line in enumerate(snap.field) if any(c != ".." for c in line)),
              default=-1)
    return max(0.0, min(1.0, (top - 14) / 6))
