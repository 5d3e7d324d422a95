"""The statistics every game shows (goals.md §3): the figures all games share, worded once,
and the live panel of a HUD: a small-caps title over rows of a label and a figure.

The panel's texts join the HUD's text batch and are hidden while the panel is off
(``[display] stats``), so switching it costs no layout; its frame is one more panel shape of
the HUD's kept back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import arcade

from game.i18n import _, number
from game.ui import theme
from game.ui.hud_parts import clock_text, shrink_to, warm_glyphs
from game.ui.layout import Layout
from game.ui.panel import Shape, panel_shape
from game.ui.text import label, text

Row = tuple[str, str]  # (label, figure)
TITLE_H, ROW_STEP, FOOT = 30.0, 19.0, 10.0  # reference px: the title, a row, under the last


def rate(value: float) -> str:
    """Pieces a second, presses a piece: two decimals (the language's decimal mark)."""
    return number(value, 2)


def common_rows(stats: Any, time: bool = True) -> list[Row]:
    """Time, pieces, PPS and KPP of any game's statistics (the HUD has its own clock:
    ``time`` False leaves it out)."""
    rows = [(_("TIME"), clock_text(stats.seconds))] if time else []
    return [*rows, (_("PIECES"), number(stats.pieces)),
            ("PPS", rate(stats.pps)), ("KPP", rate(stats.kpp))]  # i18n: a name (the players' own)


def panel_height(rows: int) -> float:
    """The reference height of a panel of ``rows`` rows."""
    return TITLE_H + ROW_STEP * rows + FOOT


class StatsPanel:
    """A HUD's live statistics: :meth:`build` for a layout and a number of rows, then
    :meth:`show` the rows each frame (or hide them)."""

    def __init__(self) -> None:
        self.rect: arcade.Rect | None = None
        self.title: arcade.Text | None = None
        self.rows: list[tuple[arcade.Text, arcade.Text]] = []
        self.visible = False

    def build(self, layout: Layout, left: float, top: float, width: float,
              count: int) -> list[arcade.Text]:
        """Place the panel (reference units) hanging from ``top``, as tall as ``count`` rows
        need; returns its texts for the HUD's batch (hidden until shown)."""
        height = panel_height(count)
        self.rect = layout.rect(left, top - height, width, height)
        self.title = label(layout, _("STATS"), left + 16, top - 17, 10.5, theme.ACCENT,
                           anchor_y="center")
        self.rows = []
        for i in range(count):
            y = top - TITLE_H - ROW_STEP * i - ROW_STEP / 2 + 3
            name = label(layout, "", left + 16, y, 9.5, anchor_y="center")
            value = text(layout, "", left + width - 16, y, 11.5, theme.INK,
                         font=theme.LABEL_FONT, bold=True, anchor_x="right", anchor_y="center")
            self.rows.append((name, value))
        self._width = layout.len(width - 32)
        self._size = layout.font(11.5)
        texts = [self.title, *(t for row in self.rows for t in row)]
        warm_glyphs(value for _, value in self.rows[:1])
        for t in texts:
            t.visible = False
        self.visible = False
        return texts

    def show(self, rows: Sequence[Row] | None) -> None:
        """Show ``rows`` (at most as many as built), or hide the panel for None."""
        on = rows is not None
        if on != self.visible:
            self.visible = on
            for t in self.texts():
                t.visible = on
        if rows is None:
            return
        for (name, value), (words, figure) in zip(self.rows, rows, strict=False):
            if name.text != words:
                name.text = words
            if value.text != figure:
                value.text = figure
                if value.font_size != self._size:
                    value.font_size = self._size
                # A long figure (Retris's clears, Verse's lines) must not run into its label.
                room = self._width - name.content_width - 8
                if value.content_width > room > 0:
                    shrink_to(value, room)

    def texts(self) -> list[arcade.Text]:
        return [t for t in (self.title, *(t for row in self.rows for t in row)) if t]

    def shapes(self, cut: float) -> list[Shape]:
        """The panel's frame while it shows (for the HUD's kept back)."""
        return [panel_shape(self.rect, cut)] if self.visible and self.rect is not None else []
