"""The background exports' progress in the bottom-right corner of every screen; a saved video
says where it went: its file name whole, the folder shortened to fit (home as ~, then the
middle of the folder left out)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import arcade

from game.ui import theme
from game.ui.layout import Layout
from game.ui.panel import draw_panel
from game.ui.text import shown_path
from game.video import background

_texts: dict[tuple[int, int, str], arcade.Text] = {}


def _text(layout: Layout, kind: str) -> arcade.Text:
    """One Text per window size and kind ("line": the label, "path": the file), reused."""
    key = (layout.width, layout.height, kind)
    text = _texts.get(key)
    if text is None:
        if len(_texts) > 8:
            _texts.clear()
        if kind == "line":
            text = arcade.Text("", 0, 0, theme.INK, layout.font(11), font_name=theme.LABEL_FONT,
                               bold=True, anchor_y="center")
        else:
            text = arcade.Text("", 0, 0, theme.INK_DIM, layout.font(11),
                               font_name=theme.BODY_FONT, anchor_y="center")
        _texts[key] = text
    return text


def shortened(path: Path, fits: Callable[[str], bool]) -> str:
    """``path`` as it fits: whole, with the home folder as ``~``, then with folders left
    out of the middle (``~/…/videos/retris-….mp4``); the file name is never cut."""
    whole = shown_path(path)
    parts = whole.split("/")
    head, middle, tail = parts[:1], parts[1:-2], parts[-2:]
    shown = whole
    while not fits(shown) and middle:
        middle = middle[1:]
        shown = "/".join([*head, "…", *middle, *tail])
    if not fits(shown):
        shown = "/".join(["…", parts[-1]])
    return shown


def badge_size(layout: Layout, export: background.Export, room: float) -> tuple[float, float]:
    """The badge's width and height for ``export`` (a saved one grows to show its path)."""
    w, h = layout.len(320), layout.len(38)
    if export.status != "saved":
        return w, h
    path = _text(layout, "path")
    path.text = str(export.out)
    return min(room, max(w, path.content_width + layout.len(24))), layout.len(50)


def draw_badge(width: int, height: int) -> None:
    """A small panel per export: what it does and a progress bar, or where it was saved
    (nothing when idle)."""
    exports = background.shown()
    if not exports:
        return
    layout = Layout(width, height)
    gap = layout.len(6)
    bottom = gap
    for export in exports:
        w, h = badge_size(layout, export, width - 2 * gap)
        rect = arcade.LBWH(width - w - gap, bottom, w, h)
        bottom += h + gap
        color = theme.DANGER if export.status == "failed" else theme.ACCENT
        draw_panel(rect, layout.len(6), (14, 18, 40, 235), color, 1.5)
        line = _text(layout, "line")
        line.text = background.badge_line(export)
        line.x, line.y = round(rect.left + layout.len(12)), round(rect.top - layout.len(14))
        line.draw()
        if export.status == "saved":
            _draw_path(layout, export.out, rect)
        else:
            _draw_bar(layout, export, rect, color)


def _draw_path(layout: Layout, out: Path, rect: arcade.Rect) -> None:
    path = _text(layout, "path")
    room = rect.width - layout.len(24)

    def fits(words: str) -> bool:
        path.text = words
        return path.content_width <= room

    path.text = shortened(out, fits)
    path.x, path.y = round(rect.left + layout.len(12)), round(rect.bottom + layout.len(14))
    path.draw()


def _draw_bar(layout: Layout, export: background.Export, rect: arcade.Rect,
              color: theme.Color) -> None:
    track = arcade.LBWH(rect.left + layout.len(12), rect.bottom + layout.len(7),
                        rect.width - layout.len(24), layout.len(5))
    arcade.draw_rect_filled(track, (40, 52, 90, 255))
    k = 1.0 if export.status != "running" else export.fraction
    if k > 0:
        arcade.draw_rect_filled(arcade.LBWH(track.left, track.bottom, track.width * k,
                                            track.height), color)
