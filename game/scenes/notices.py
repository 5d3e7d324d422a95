"""Problem lines on screen: a banner across the top of whatever screen is shown, for a few
seconds (settings that went bad while playing, bindings the game could not use, a save that
was refused). stderr still gets every line; this is so the player sees it too."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import arcade

from game.scenes import theme
from game.scenes.layout import Layout
from game.scenes.panel import draw_panel

SHOW_S = 6.0  # seconds a line stays up
FADE_S = 0.6  # …the last of them fading out
MOST = 3  # lines shown at once (the newest)
MAX_CHARS = 150  # a longer line is cut (the whole of it is on stderr)


@dataclass
class Notice:
    text: str
    until: float


class Notices:
    """The lines to show and when each goes; :meth:`draw` over any scene, every frame."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.items: list[Notice] = []
        self._texts: dict[tuple[str, int, int], arcade.Text] = {}

    def post(self, text: str, seconds: float = SHOW_S) -> None:
        """Show ``text`` for ``seconds`` (a line already up is shown again, not twice)."""
        text = text if len(text) <= MAX_CHARS else text[: MAX_CHARS - 1] + "…"
        self.items = [n for n in self.items if n.text != text]
        self.items.append(Notice(text, self.clock() + seconds))

    def current(self) -> list[str]:
        """The lines up now, oldest first (at most :data:`MOST`)."""
        now = self.clock()
        self.items = [n for n in self.items if n.until > now]
        return [n.text for n in self.items[-MOST:]]

    def draw(self, width: int, height: int) -> None:
        """The banner at the top of a ``width`` × ``height`` window (nothing when empty)."""
        lines = self.current()
        if not lines:
            return
        layout = Layout(width, height)
        now = self.clock()
        fade = min(1.0, (self.items[-1].until - now) / FADE_S)
        row = layout.len(26)
        margin = layout.len(12)
        w = min(width - 2 * margin, layout.len(1160))
        h = row * len(lines) + layout.len(14)
        rect = arcade.LBWH((width - w) / 2, height - margin - h, w, h)
        draw_panel(rect, layout.len(8), theme.with_alpha((40, 14, 24, 235), 235 * fade),
                   theme.with_alpha(theme.DANGER, 255 * fade), 2.0)
        for i, line in enumerate(lines):
            t = self._text(line, layout, int(w - layout.len(36)))
            t.x = rect.left + layout.len(18)
            t.y = rect.top - layout.len(7) - row * (i + 0.5)
            t.color = theme.with_alpha(theme.INK, 255 * fade)
            t.draw()

    def _text(self, line: str, layout: Layout, width: int) -> arcade.Text:
        """One arcade.Text per line and window size (made once, then moved)."""
        key = (line, layout.width, layout.height)
        text = self._texts.get(key)
        if text is None:
            if len(self._texts) > 32:
                self._texts.clear()
            text = arcade.Text(line, 0, 0, theme.INK, layout.font(12.5),
                               font_name=theme.BODY_FONT, anchor_y="center")
            keep = len(line)
            while text.content_width > width and keep > 8:  # fit the banner
                keep = int(keep * 0.92)
                text.text = line[:keep] + "…"
            self._texts[key] = text
        return text
