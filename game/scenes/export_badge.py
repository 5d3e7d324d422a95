"""The background exports' progress in the bottom-right corner of every screen."""

from __future__ import annotations

import arcade

from game.scenes import theme
from game.scenes.layout import Layout
from game.scenes.panel import draw_panel
from game.video import background

_texts: dict[tuple[int, int], arcade.Text] = {}


def draw_badge(width: int, height: int) -> None:
    """A small panel per export: what it does and a progress bar (nothing when idle)."""
    exports = background.shown()
    if not exports:
        return
    layout = Layout(width, height)
    w, h, gap = layout.len(320), layout.len(38), layout.len(6)
    text = _texts.get((width, height))
    if text is None:
        _texts.clear()
        text = _texts[(width, height)] = arcade.Text(
            "", 0, 0, theme.INK, layout.font(11), font_name=theme.LABEL_FONT, bold=True,
            anchor_y="center")
    for i, export in enumerate(exports):
        rect = arcade.LBWH(width - w - gap, gap + i * (h + gap), w, h)
        color = theme.DANGER if export.status == "failed" else theme.ACCENT
        draw_panel(rect, layout.len(6), (14, 18, 40, 235), color, 1.5)
        text.text = background.badge_line(export)
        while text.content_width > w - layout.len(24) and len(text.text) > 12:  # fit the panel
            text.text = text.text[:-2] + "…"
        text.x, text.y = rect.left + layout.len(12), rect.top - layout.len(14)
        text.draw()
        track = arcade.LBWH(rect.left + layout.len(12), rect.bottom + layout.len(7),
                            w - layout.len(24), layout.len(5))
        arcade.draw_rect_filled(track, (40, 52, 90, 255))
        k = 1.0 if export.status != "running" else export.fraction
        if k > 0:
            arcade.draw_rect_filled(arcade.LBWH(track.left, track.bottom, track.width * k,
                                                track.height), color)
