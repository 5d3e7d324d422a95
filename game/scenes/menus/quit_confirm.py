"""The title's "quit ArcadeForge?" question: a small panel over the screen, QUIT focused.

Enter (or the pad's A, or a click on QUIT) quits; Esc (B, or a click on STAY) goes back to
the title as it was. A stray Esc or a slip onto the QUIT button no longer ends the session.
"""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import N_, _, language
from game.input.commands import CHOOSE, Command
from game.ui import theme
from game.ui.hints import HintBar
from game.ui.layout import Layout
from game.ui.menu import FocusMenu, MenuItem
from game.ui.panel import draw_glow, draw_panel
from game.ui.text import label, shade, text

PANEL_W, PANEL_H = 400.0, 190.0  # reference units, centred on the layout's view


class QuitConfirm:
    """Open or not; while open it takes every command, keys and clicks."""

    def __init__(self, quit_now: Callable[[], None]) -> None:
        self.open = False
        self._quit_now = quit_now
        self.menu = FocusMenu([MenuItem(N_("QUIT"), self._quit), MenuItem(N_("STAY"), self.close)],
                              on_back=self.close, horizontal=True)
        self._placed: tuple[Layout, str, str] | None = None

    def ask(self) -> None:
        """Show the question, QUIT focused (so Enter quits at once)."""
        self.open = True
        self.menu.focus = 0

    def close(self) -> None:
        self.open = False

    def _quit(self) -> None:
        self.open = False  # where quitting is only asked for (tests), the title goes on
        self._quit_now()

    def on_command(self, command: Command) -> bool:
        """A press from any device drives the two buttons; True: taken (always, while open)."""
        if command.pressed:
            self.menu.on_command(command.name)
        return True

    def on_mouse(self, x: float, y: float, click: bool) -> None:
        """The button under the pointer takes the focus; a click chooses it."""
        index = self.menu.item_at(x, y)
        if index is None:
            return
        self.menu.focus = index
        if click:
            self.menu.on_command(CHOOSE)

    def place(self, layout: Layout, shown_by: HintBar) -> None:
        """Lay the panel out for this layout; the caption names keys or pad buttons as the
        screen's own hint bar ``shown_by`` does now."""
        caption = "  ·  ".join(f"{cap} {what}" for cap, what in self._caps(shown_by))
        if self._placed == (layout, caption, language()):
            return
        self._placed = (layout, caption, language())
        vx, vy, vw, vh = layout.view
        cx, width, height = vx + vw / 2, PANEL_W, PANEL_H
        left, bottom = cx - width / 2, vy + vh / 2 - height / 2
        self.rect = layout.rect(left, bottom, width, height)
        self.heading = text(layout, _("QUIT ARCADEFORGE?"), cx, bottom + height - 46, 22,
                            anchor_x="center", anchor_y="center")
        self.caption = label(layout, caption, cx, bottom + 26, 10.5, anchor_x="center",
                             anchor_y="center")
        self.menu.place_buttons(layout, [layout.rect(cx - 170 + k * 180, bottom + 52, 160, 48)
                                         for k in range(2)], font=14)

    @staticmethod
    def _caps(shown_by: HintBar) -> list[tuple[str, str]]:
        """Enter's and Esc's caps as ``shown_by`` names them (the device and pad used last)."""
        bar = HintBar([("ENTER", N_("quits")), ("ESC", N_("stays"))])  # i18n: a name
        bar.device = shown_by.device
        look = getattr(shown_by, "look", None)  # how the pad prints its buttons, if known
        if look is not None:
            setattr(bar, "look", look)  # noqa: B010
        return bar.caps()

    def draw(self, layout: Layout, time: float) -> None:
        """The veil, the panel, the question and its two buttons, over everything."""
        shade(layout, 170)
        draw_glow(self.rect, layout.len(12), theme.ACCENT, layout.len(14), 0.4)
        draw_panel(self.rect, layout.len(12), (14, 18, 40, 250), theme.ACCENT, 2.0)
        self.heading.draw()
        self.caption.draw()
        self.menu.draw(time)
