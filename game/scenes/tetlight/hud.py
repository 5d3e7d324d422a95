"""The Tet'light HUD around the hex board: score and level top-left, the level clock large at
the bottom left; the radar window top-right, the bomb points bar, the remaining bombs and the
global-explosion indicator under it. Numbers large, labels in small caps. The live statistics
(``[display] stats``) stand between the level and the clock."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

import arcade

from game.i18n import _, number
from game.rules.tetlight.snapshot import TetlightSnapshot
from game.scenes.tetlight.stats import LIVE_COUNT, live_rows
from game.ui import theme
from game.ui.banners import Banners
from game.ui.hud_parts import (
    CountUp,
    StatBox,
    fit_text,
    shrink_to,
    stat_box,
    warm_glyphs,
)
from game.ui.layout import Layout
from game.ui.live_shapes import LiveShapes
from game.ui.panel import Shape, draw_panels, glow_shape, panel_shape, polygon_shape, pulse
from game.ui.stats_panel import StatsPanel
from game.ui.text import label, text
from game.ui.textbatch import TextBatch, set_color

if TYPE_CHECKING:  # the play scene owns the tip; the HUD only draws it
    from game.scenes.tetlight.tip import FirstGameTip

Point = tuple[float, float]
Outline = Callable[[float], Sequence[Point]]  # margin (px) -> the board frame's corners

# Reference layout (1280×720): the board in the middle, a column of panels either side.
VIEW = (100.0, 0.0, 1080.0, 720.0)
BOARD_BOX = (352.0, 40.0, 576.0, 640.0)  # left, bottom, width, height (the frame goes around)
LEFT_X, RIGHT_X, COL_W, TOP = 116.0, 948.0, 216.0, 690.0
CLOCK_BOX = (LEFT_X, 40.0, COL_W, 178.0)
RADAR_BOX = (RIGHT_X, TOP - 214, COL_W, 214.0)
BOMB_BAR_BOX = (RIGHT_X, TOP - 214 - 16 - 100, COL_W, 100.0)
BOMBS_BOX = (RIGHT_X, TOP - 214 - 16 - 100 - 16 - 128, COL_W, 128.0)
BOMB_SLOTS = 5  # icons shown for remaining bombs; more read "×N"
SCORE_SIZE = 38  # the score's type, shrunk to fit once it runs to six digits and more
STATS_TOP = TOP - 122 - 16 - 104 - 12  # the live statistics hang under the level
CLOCK_WARN_SECONDS = 5.0  # the clock glows warm in the last seconds before a level up


def clock_text(ticks: int, tick_rate: int) -> str:
    """The level clock as ``mm:ss``, rounded up: it reads 00:00 only when it has run out."""
    whole = math.ceil(max(0, ticks) / max(1, tick_rate))
    return f"{whole // 60:02d}:{whole % 60:02d}"


class TetlightHud:
    """Builds the panels for a layout and draws them from the newest snapshot."""

    def __init__(self, level_ticks: int, radar_cost: Callable[[int], int] | None = None) -> None:
        """``level_ticks``: a level's length (the clock bar's full width); ``radar_cost``: what
        turning the radar on costs at a level (shown while it is off)."""
        self.level_ticks = max(1, level_ticks)
        self.radar_cost = radar_cost
        self.score = CountUp()
        self.banners = Banners()  # the big moments' words (game.ui.banners), over the board
        self.snap: TetlightSnapshot | None = None
        self.shown_score = 0
        self.danger = 0.0  # 0–1, how near the stack is to the spawn at the top
        self.bomb_gained_at = -math.inf  # the bombs panel flashes when a bomb is earned
        self._back: tuple[tuple, tuple[Shape, ...]] | None = None  # (key, shapes)
        self.stats_panel = StatsPanel()
        self.stats_on = False  # [display] stats, read every frame

    # -- layout -------------------------------------------------------------------------------

    def build(self, layout: Layout, subtitle: str, keys: dict[str, str]) -> None:
        """Boxes and texts for ``layout``; ``keys`` names the keys of a few actions (hints)."""
        self.layout = layout
        self.cut = layout.len(10)
        self.board_box = layout.rect(*BOARD_BOX)
        self.stats = {
            "score": self._stat(layout, _("SCORE"), LEFT_X, TOP - 122, 122, SCORE_SIZE),
            "level": self._stat(layout, _("LEVEL"), LEFT_X, TOP - 122 - 16 - 104, 104, 36),
        }
        self.clock_rect = layout.rect(*CLOCK_BOX)
        left, bottom, width, height = CLOCK_BOX
        self.clock_label = label(layout, _("LEVEL CLOCK"), left + 20, bottom + height - 24, 11,
                                 anchor_y="center")
        self.clock_value = text(layout, "00:40", left + width / 2, bottom + 92, 38,
                                anchor_x="center", anchor_y="center")
        self.clock_bar = layout.rect(left + 20, bottom + 44, width - 40, 10)
        self.level_key = label(layout, _("{keys}  LEVEL UP").format(
                                   keys=keys.get("level_up", "")).strip(),
                               left + width / 2, bottom + 22, 9.5, theme.INK_FAINT,
                               anchor_x="center", anchor_y="center")
        self._build_right(layout, keys)
        stats_texts = self.stats_panel.build(layout, LEFT_X, STATS_TOP, COL_W, LIVE_COUNT)
        self.subtitle = label(layout, subtitle, RIGHT_X + 20, 96, 11, theme.ACCENT,
                              anchor_y="center")
        # Up to the frame's edge: a longer language's words, or a small window's type floor.
        frame = layout.frame or (0.0, 0.0, float(layout.width), float(layout.height))
        shrink_to(self.subtitle, frame[0] + frame[2] - self.subtitle.x - layout.len(12))
        self.pause_hint = label(layout, _("{keys}  PAUSE").format(keys=keys.get("pause", "ESC")),
                                RIGHT_X + 20, 70,
                                10.5, theme.INK_FAINT, anchor_y="center")
        # Every text, none over another: one batch (those that come and go are hidden, and
        # the banners' words join it while they live).
        self._back = None
        self.live = LiveShapes(arcade.get_window().ctx)
        self.front = TextBatch([*(s.label for s in self.stats.values()),
                                *(s.value for s in self.stats.values()), self.clock_label,
                                self.clock_value, self.level_key, self.radar_title,
                                self.radar_key, self.bomb_bar_label, self.bomb_bar_value,
                                self.bombs_label, self.bombs_more, self.subtitle,
                                self.pause_hint, self.radar_off, self.radar_cost_text,
                                self.explode_idle, self.explode_ready, *stats_texts])
        warm_glyphs([*(s.value for s in self.stats.values()), self.clock_value,
                     self.bomb_bar_value])
        self.banners.build(layout, self.front)

    def _build_right(self, layout: Layout, keys: dict[str, str]) -> None:
        left, bottom, width, height = RADAR_BOX
        self.radar_rect = layout.rect(*RADAR_BOX)
        self.radar_box = layout.rect(left + 24, bottom + 20, width - 48, height - 64)
        self.radar_title = label(layout, _("RADAR"), left + 20, bottom + height - 24, 11,
                                 anchor_y="center")
        self.radar_key = label(layout, keys.get("radar", ""), left + width - 20,
                               bottom + height - 24, 10, theme.INK_FAINT, anchor_x="right",
                               anchor_y="center")
        # Bold label type, not the display face: that one blurs at small window sizes.
        self.radar_off = label(layout, _("RADAR OFF"), left + width / 2, bottom + height / 2 - 4,
                               17, theme.INK_FAINT, anchor_x="center", anchor_y="center")
        self.radar_cost_text = label(layout, "", left + width / 2, bottom + height / 2 - 36, 9.5,
                                     theme.INK_FAINT, anchor_x="center", anchor_y="center")
        left, bottom, width, height = BOMB_BAR_BOX
        self.bomb_bar_rect = layout.rect(*BOMB_BAR_BOX)
        self.bomb_bar_label = label(layout, _("BOMB POINTS"), left + 20, bottom + height - 24, 11,
                                    anchor_y="center")
        self.bomb_bar_value = text(layout, "0 / 0", left + width - 20, bottom + 44, 17,
                                   anchor_x="right", anchor_y="center")
        self.bomb_bar = layout.rect(left + 20, bottom + 16, width - 40, 10)
        left, bottom, width, height = BOMBS_BOX
        self.bombs_rect = layout.rect(*BOMBS_BOX)
        self.bombs_label = label(layout, _("BOMBS"), left + 20, bottom + height - 24, 11,
                                 anchor_y="center")
        self.bombs_more = text(layout, "", left + width - 20, bottom + height - 24, 13,
                               theme.ACCENT_WARM, anchor_x="right", anchor_y="center")
        step = (width - 40) / BOMB_SLOTS
        self.bomb_size = layout.len(min(15.0, step / 2.1))
        self.bomb_slots = [layout.pt(left + 20 + step * (i + 0.5), bottom + 62)
                           for i in range(BOMB_SLOTS)]
        key_name = keys.get("explode", "")
        self.explode_idle = label(layout, _("EXPLODE  {keys}").format(keys=key_name).strip(),
                                  left + width / 2,
                                  bottom + 24, 11, theme.INK_FAINT, anchor_x="center",
                                  anchor_y="center")
        self.explode_ready = label(layout,
                                   _("EXPLODE READY  {keys}").format(keys=key_name).strip(),
                                   left + width / 2, bottom + 24, 11.5, theme.ACCENT_WARM,
                                   anchor_x="center", anchor_y="center")

    def _stat(self, layout: Layout, name: str, left: float, bottom: float, height: float,
              size: float) -> StatBox:
        return stat_box(layout, name, left, bottom, COL_W, height, size)

    # -- state --------------------------------------------------------------------------------

    def update(self, snap: TetlightSnapshot, dt: float, stats_on: bool = False) -> None:
        """Take the figures from the snapshot (the score counts up towards its value);
        ``stats_on``: the live statistics show."""
        self.snap = snap
        self.stats_on = stats_on and snap.stats is not None
        self.stats_panel.show(live_rows(snap.stats) if self.stats_on else None)
        self.shown_score = self.score.update(snap.score, dt)
        self.danger = stack_danger(snap)

    # -- drawing ------------------------------------------------------------------------------

    def _bombs_lit(self, now: float) -> float | None:
        """How strongly the bombs panel glows (it pulses while an explosion is ready and
        fades for a second after a bomb is earned), or None when it does not."""
        snap = self.snap
        if snap is not None and snap.can_explode and not snap.over:
            return pulse(now, 6.0)
        since = now - self.bomb_gained_at
        return 1.0 - since if since < 1.0 else None

    def panel_rects(self) -> list[arcade.Rect]:
        """The kept panels and the board's box (the background's pulse leaves them dark)."""
        shown = [self.stats_panel.rect] if self.stats_on and self.stats_panel.rect else []
        return [self.board_box, self.clock_rect, self.radar_rect, self.bomb_bar_rect,
                self.bombs_rect, *(stat.rect for stat in self.stats.values()), *shown]

    def back_key(self, now: float, outline: Outline) -> Hashable:
        """What :meth:`draw_back` with ``live=False`` draws depends on."""
        return tuple(outline(self.cut)), self.danger, self._bombs_lit(now) is None, self.stats_on

    def draw_back(self, now: float, outline: Outline, still: bool = True,
                  live: bool = True) -> None:
        """Panels and the board's hexagonal frame, under the cells: ``still``, one cached
        buffer of what stands still; ``live``, the bombs panel while it glows (its glow goes
        just under it, as before: a handful of cached buffers, one per step of the pulse)."""
        lit = self._bombs_lit(now)
        if still:
            back = self._back_shapes(outline)
            # The bombs panel overlaps nothing else of the back: drawn with it when dark.
            draw_panels(back if lit is not None else (*back, self._bombs_panel()))
        if live and lit is not None:
            draw_panels((glow_shape(self.bombs_rect, self.cut, theme.ACCENT_WARM,
                                    self.cut * 1.6, lit), self._bombs_panel()))

    def _bombs_panel(self) -> Shape:
        snap = self.snap
        ready = snap is not None and snap.can_explode and not snap.over
        return panel_shape(self.bombs_rect, self.cut,
                           rim=theme.ACCENT_WARM if ready else theme.PANEL_RIM)

    def _back_shapes(self, outline: Outline) -> tuple[Shape, ...]:
        """The halo, the frame and the panels but the bombs one, for this layout and danger
        (built when either changes, not per frame)."""
        frame = tuple(outline(self.cut))
        key = (frame, self.danger, self.stats_on)  # the frame moves with the layout
        if self._back is not None and self._back[0] == key:
            return self._back[1]
        rim = theme.mix(theme.PANEL_RIM, theme.DANGER, self.danger)
        glow = theme.mix(theme.ACCENT, theme.DANGER, self.danger)
        reach = self.cut * 1.4
        shapes: list[Shape] = []
        for i in range(6, 0, -1):  # a soft halo: outlines that widen and fade outwards
            t = i / 6
            alpha = (0.55 + 0.45 * self.danger) * 150 * (1.0 - t) ** 1.6
            shapes.append(polygon_shape(outline(self.cut + reach * t),
                                        rim=theme.with_alpha(glow, round(alpha)),
                                        rim_width=max(1.0, reach / 5)))
        shapes.append(polygon_shape(frame, (6, 9, 22, 235), rim, 2.0))
        shapes += [panel_shape(rect, self.cut)
                   for rect in (self.clock_rect, self.radar_rect, self.bomb_bar_rect)]
        shapes += [panel_shape(stat.rect, self.cut) for stat in self.stats.values()]
        shapes += self.stats_panel.shapes(self.cut)
        self._back = (key, tuple(shapes))
        return self._back[1]

    def draw_front(self, now: float, tip: FirstGameTip | None = None) -> None:
        """Gauges and banners' glows (one small buffer), then every label, number and
        banner's words (one text batch), over the cells; ``tip`` (a first-game tip, if any)
        joins both."""
        snap = self.snap
        if snap is None:
            return
        fit_text(self.stats["score"].value, number(self.shown_score),
                 self.layout.len(COL_W - 36), self.layout.font(SCORE_SIZE))
        self.stats["level"].value.text = number(snap.level)
        self._clock(snap, now)
        self._radar_texts(snap)
        self._bomb_points(snap)
        self._bomb_texts(snap, now)
        self.banners.draw(self.live, now)
        if tip is not None:
            tip.draw_into(self.live)
        self.live.draw()
        self.front.draw()  # after the updates above

    def _clock(self, snap: TetlightSnapshot, now: float) -> None:
        seconds = snap.clock_seconds
        warn = 0 < seconds <= CLOCK_WARN_SECONDS and not snap.over
        color = theme.mix(theme.INK, theme.ACCENT_WARM, pulse(now, 9.0)) if warn else theme.INK
        self.clock_value.text = clock_text(snap.clock_ticks, snap.tick_rate)
        set_color(self.clock_value, color)
        fill = min(1.0, snap.clock_ticks / self.level_ticks)
        self._bar(self.clock_bar, fill, theme.ACCENT_WARM if warn else theme.ACCENT)

    def _radar_texts(self, snap: TetlightSnapshot) -> None:
        set_color(self.radar_title, theme.ACCENT if snap.radar else theme.INK_DIM)
        _show(self.radar_off, not snap.radar)
        _show(self.radar_cost_text, not snap.radar and self.radar_cost is not None)
        if not snap.radar and self.radar_cost is not None:
            self.radar_cost_text.text = _("ON COSTS {points}").format(
                points=number(self.radar_cost(snap.level)))

    def _bomb_points(self, snap: TetlightSnapshot) -> None:
        self.bomb_bar_value.text = f"{number(snap.bomb_points)} / {number(snap.bomb_threshold)}"
        fill = snap.bomb_points / snap.bomb_threshold if snap.bomb_threshold > 0 else 0.0
        self._bar(self.bomb_bar, fill, theme.ACCENT_WARM)

    def _bomb_texts(self, snap: TetlightSnapshot, now: float) -> None:
        self.bombs_more.text = f"×{number(snap.bombs)}" if snap.bombs > BOMB_SLOTS else ""
        ready = snap.can_explode and not snap.over
        _show(self.explode_ready, ready)
        _show(self.explode_idle, not ready)
        if ready:
            set_color(self.explode_ready, theme.mix(theme.ACCENT_WARM, theme.INK,
                                                    4.0 * (pulse(now, 6.0) - 0.75)))

    def _bar(self, rect: arcade.Rect, fill: float, color: theme.Color) -> None:
        """A thin gauge: a dark track and a bright fill from the left."""
        self.live.rect(rect, (8, 12, 28, 255))
        fill = max(0.0, min(1.0, fill))
        if fill > 0:
            self.live.rect(arcade.LBWH(rect.left, rect.bottom, rect.width * fill, rect.height),
                           color)
        self.live.rect_outline(rect, theme.PANEL_RIM, 1)


def _show(text: arcade.Text, shown: bool) -> None:
    if text.visible != shown:
        text.visible = shown


def stack_danger(snap: TetlightSnapshot) -> float:
    """0 until the highest hexagon passes 60 % of the board's height, 1 at 90 %."""
    top_y = 4 * (snap.edge - 1)  # column 0's top cell, in doubled-y
    highest = max((2 * h.cell[1] + abs(h.cell[0]) for h in snap.board), default=0)
    return max(0.0, min(1.0, (highest / max(1, top_y) - 0.6) / 0.3))
