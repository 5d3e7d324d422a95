"""Lines on screen: a banner at the top of whatever screen is shown, for a few seconds:
problems (settings that went bad while playing, bindings the game could not use, a save that
was refused; stderr still gets every line, this is so the player sees it too) and news
(a screenshot saved). A screen may say where the banner goes instead (its heading stays
clear: ``Scene.NOTICE_AREA``); lines sit on whole pixels, or small type loses a row."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import arcade

from game.ui import theme
from game.ui.layout import Layout
from game.ui.panel import draw_panel

SHOW_S = 6.0  # seconds a line stays up
FADE_S = 0.6  # …the last of them fading out
MOST = 3  # lines shown at once (the newest)
MAX_CHARS = 150  # a longer line is cut (the whole of it is on stderr)
FONT = 12.5
#: The banner's fill and rim for a problem and for news (info).
TONES = {"problem": ((40, 14, 24, 235), theme.DANGER), "info": ((10, 30, 52, 235), theme.ACCENT)}


@dataclass
class Notice:
    text: str
    until: float
    tone: str = "problem"


class Notices:
    """The lines to show and when each goes; :meth:`draw` over any scene, every frame."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.items: list[Notice] = []
        self._texts: dict[tuple[str, int, int], arcade.Text] = {}

    def post(self, text: str, seconds: float = SHOW_S, tone: str = "problem") -> None:
        """Show ``text`` for ``seconds`` (a line already up is shown again, not twice);
        ``tone`` "info" for news rather than a problem."""
        text = text if len(text) <= MAX_CHARS else text[: MAX_CHARS - 1] + "…"
        self.items = [n for n in self.items if n.text != text]
        self.items.append(Notice(text, self.clock() + seconds, tone))

    def current(self) -> list[str]:
        """The lines up now, oldest first (at most :data:`MOST`)."""
        return [n.text for n in self._shown()]

    def _shown(self) -> list[Notice]:
        now = self.clock()
        self.items = [n for n in self.items if n.until > now]
        return self.items[-MOST:]

    def place(self, width: int, height: int, area: arcade.Rect | None = None
              ) -> tuple[arcade.Rect, list[arcade.Text]] | None:
        """The banner's box and its lines (placed, in whole pixels) in a ``width`` ×
        ``height`` window, hanging from ``area``'s top within its width (the window's whole
        top when None); None when there is nothing to show."""
        shown = self._shown()
        if not shown:
            return None
        layout = Layout(width, height)
        margin = layout.len(12)
        if area is None:
            area = arcade.LBWH(margin, 0, width - 2 * margin, height)
        w = min(area.width, layout.len(1160))
        row = layout.len(26)
        h = row * len(shown) + layout.len(14)
        rect = arcade.LBWH(round(area.center_x - w / 2), round(area.top - margin - h),
                           round(w), round(h))
        texts = []
        for i, notice in enumerate(shown):
            t = self._text(notice.text, layout, int(w - layout.len(36)))
            t.x = round(rect.left + layout.len(18))  # whole pixels: small type stays whole
            t.y = round(rect.top - layout.len(7) - row * (i + 0.5))
            texts.append(t)
        return rect, texts

    def draw(self, width: int, height: int, area: arcade.Rect | None = None) -> None:
        """The banner (nothing when empty); see :meth:`place`. Red while a problem is up,
        the accent colour for news alone."""
        placed = self.place(width, height, area)
        if placed is None:
            return
        rect, texts = placed
        layout = Layout(width, height)
        fade = min(1.0, (self.items[-1].until - self.clock()) / FADE_S)
        tone = "problem" if any(n.tone == "problem" for n in self._shown()) else "info"
        fill, rim = TONES[tone]
        draw_panel(rect, layout.len(8), theme.with_alpha(fill, 235 * fade),
                   theme.with_alpha(rim, 255 * fade), 2.0)
        for t in texts:
            t.color = theme.with_alpha(theme.INK, 255 * fade)
            t.draw()

    def _text(self, line: str, layout: Layout, width: int) -> arcade.Text:
        """One arcade.Text per line and window size (made once, then moved)."""
        key = (line, layout.width, layout.height)
        text = self._texts.get(key)
        if text is None:
            if len(self._texts) > 32:
                self._texts.clear()
            text = arcade.Text(line, 0, 0, theme.INK, layout.font(FONT),
                               font_name=theme.BODY_FONT, anchor_y="center")
            keep = len(line)
            while text.content_width > width and keep > 8:  # fit the banner
                keep = int(keep * 0.92)
                text.text = line[:keep] + "…"
            self._texts[key] = text
        return text
