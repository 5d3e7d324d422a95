"""Pieces every game's HUD shares: the clock text, a counting number, a stat panel, and
popups that rise and fade over the board."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import arcade

from game.i18n import decimal_mark
from game.ui import theme
from game.ui.layout import Layout
from game.ui.live_shapes import LiveShapes
from game.ui.text import label, text
from game.ui.textbatch import set_color

#: Characters the HUDs' changing words can show: popups are capitals, figures digits.
LIVE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+\u2212\u00d7,.:!' "  # i18n: not shown
#: Fonts whose glyphs were drawn ahead, held: pyglet keeps a font only while a text uses it,
#: so a popup's font (and every glyph of it) would otherwise be made again at each popup.
_WARM: dict[object, None] = {}
_WARM_KEPT = 48  # fonts held at most (a resize brings new sizes; the oldest go)


def warm_glyphs(texts: Iterable[arcade.Text | None], chars: str = LIVE_CHARS) -> None:
    """Draw ``chars`` of each text's font into pyglet's glyph atlas now (at a layout), not
    mid-game: a glyph first shown mid-game is written into the atlas texture while the frame's
    texts read it, and software GL waits for every draw before that (2–5 ms a new glyph).
    ``None`` entries (texts a layout leaves out) are skipped."""
    for t in texts:
        if t is None:
            continue
        font = t.label.document.get_font(0, dpi=t.label.dpi)
        if font in _WARM:
            continue
        font.get_glyphs(chars)
        _WARM[font] = None
        while len(_WARM) > _WARM_KEPT:
            del _WARM[next(iter(_WARM))]


def warm_popups(layout: Layout, sizes: Iterable[float]) -> None:
    """:func:`warm_glyphs` for popups of these sizes (reference points)."""
    warm_glyphs(popup_text(layout, "", 0.0, 0.0, theme.INK, size) for size in sizes)


def clock_text(seconds: float) -> str:
    """``m:ss.t`` (or ``h:mm:ss`` past an hour)."""
    whole = int(seconds)
    if whole >= 3600:
        return f"{whole // 3600}:{whole // 60 % 60:02d}:{whole % 60:02d}"
    return f"{whole // 60}:{whole % 60:02d}{decimal_mark()}{int(seconds * 10) % 10}"


#: A counting number shows a new value at most this often (seconds). Faster, it is a blur
#: all the same, and each new value is laid out again by pyglet in Python: 0.4–0.6 ms of the
#: main thread in software GL, in every frame of the count.
SHOW_STEP = 1.0 / 20.0


class CountUp:
    """A shown number that runs up to the real one over a fraction of a second, showing a new
    value at most every :data:`SHOW_STEP` (the last one, the real number, at once)."""

    def __init__(self) -> None:
        self.shown = 0.0  # the running count
        self.value = 0  # what is shown
        self._since = 0.0  # seconds since the shown value changed

    def update(self, target: int, dt: float) -> int:
        if target < self.shown:  # a new game: jump, never count down
            self.shown = float(target)
        gap = target - self.shown
        self.shown = target if gap < 0.5 else self.shown + max(gap * min(1.0, dt * 9.0), 0.5)
        self._since += dt
        running = round(self.shown)
        if running != self.value and (self._since >= SHOW_STEP or running == target):
            self.value, self._since = running, 0.0
        return self.value


@dataclass
class StatBox:
    """A panel with a small-caps label over a large number."""

    rect: arcade.Rect
    label: arcade.Text
    value: arcade.Text


@dataclass
class Popup:
    """Text that rises and fades over the field (row clears, level ups)."""

    text: arcade.Text
    born: float
    y0: float
    color: theme.Color
    kind: str
    life: float = 1.1
    #: (layout, x, pill half width, half height, rise) worked out at its first frame: they
    #: stay while it lives (its words do not change).
    shape: tuple[Layout, float, float, float, float] | None = None


def pill_popups(popups: list[Popup], shapes: LiveShapes, layout: Layout,
                now: float) -> list[Popup]:
    """Move and fade the live popups and add their pills to ``shapes`` (one draw for all,
    their words in the HUD's text batch); finished popups' words leave that batch. Returns
    the popups still alive."""
    alive = []
    for p in popups:
        if now - p.born < p.life:
            alive.append(p)
        else:
            p.text.label.delete()  # out of the batch
    for p in alive:
        pill, fill, edge = popup_frame(p, layout, now)
        shapes.rect(pill, fill)
        shapes.rect_outline(pill, edge, 1)
    return alive


def popup_frame(p: Popup, layout: Layout, now: float) -> tuple[arcade.Rect, theme.Color,
                                                                theme.Color]:
    """Move and fade a popup's words for ``now``; returns its pill, the pill's fill and its
    rim colour (for HUDs that draw the pills together and the words in a text batch)."""
    shape = p.shape
    if shape is None or shape[0] is not layout:
        t = p.text
        shape = p.shape = (layout, t.x, t.content_width / 2 + layout.len(14),
                           t.content_height * 0.62, layout.len(50))
    _, x, half_w, half_h, rise = shape
    age = (now - p.born) / p.life
    fade = min(1.0, 2.2 * (1 - age))
    y = p.text.y = p.y0 + rise * age
    pill = arcade.LRBT(x - half_w, x + half_w, y - half_h, y + half_h)
    set_color(p.text, theme.with_alpha(p.color, round(255 * fade)))  # (full for half its life)
    return (pill, theme.with_alpha(theme.CLEAR, round(190 * fade)),
            theme.with_alpha(p.color, round(120 * fade)))


def fit_text(value: arcade.Text, words: str, width: float, size: float) -> None:
    """Set ``value``'s text in type of ``size``, smaller if that would not fit ``width``
    pixels: a big score must not run out of its panel."""
    if value.text == words:
        return
    # One layout for both changes: apart, a new text lays out twice (delete, insert) and
    # the size once more. A counting score changes every frame.
    with value:
        value.text = words
        if value.font_size != size:
            value.font_size = size
    if value.content_width > width > 0:
        value.font_size = size * width / value.content_width


def shrink_to(value: arcade.Text, width: float) -> None:
    """Make ``value``'s type smaller until its text fits ``width`` pixels (type has a floor
    size, so a small window may not fit text laid out for the reference size)."""
    for _ in range(3):  # hinting makes width not quite proportional to size: settle it
        if not value.content_width > width > 0:
            return
        value.font_size *= width / value.content_width * 0.98


def fit_lines(value: arcade.Text, words: str, height: float, size: float) -> None:
    """Set a multiline ``value`` to ``words`` in type of ``size``, smaller if the wrapped
    lines would be taller than ``height`` pixels (small type wraps into more lines)."""
    if value.text == words:
        return
    value.text = words
    value.font_size = size
    for _ in range(8):
        if not value.content_height > height > 0:
            return
        value.font_size *= 0.93


def stat_box(layout: Layout, name: str, left: float, bottom: float, width: float,
             height: float, size: float) -> StatBox:
    """A panel in reference units: the label at its top left, the number right-aligned."""
    rect = layout.rect(left, bottom, width, height)
    lab = label(layout, name, left + 20, bottom + height - 22, 11, anchor_y="center")
    val = text(layout, "0", left + width - 20, bottom + (height - 26) / 2 + 2, size,
               anchor_x="right", anchor_y="center")
    return StatBox(rect, lab, val)


def push_popup(popups: list[Popup], layout: Layout, kind: str, words: str, x: float,
               y: float, now: float, color: theme.Color, size: float) -> list[Popup]:
    """``popups`` with words rising from ``(x, y)`` (pixels) for about a second added. A new
    popup of the same ``kind`` replaces the old one: quick clears read as one message, not a
    pile of them."""
    t = popup_text(layout, words, x, y, color, size)
    return [p for p in popups if p.kind != kind] + [Popup(t, now, y, color, kind)]


def popup_text(layout: Layout, words: str, x: float, y: float, color: theme.Color,
               size: float) -> arcade.Text:
    """A popup's words centred on ``(x, y)`` (pixels), in display type of ``size``."""
    return arcade.Text(words, x, y, color, layout.font(size), font_name=theme.DISPLAY_FONT,
                       bold=theme.DISPLAY_BOLD, anchor_x="center", anchor_y="center")
