"""The pause overlay over a frozen game: Resume / Restart / Quit to title (Esc or P resumes).

The rules loop is paused by the play scene before this is shown; leaving resumes it.
"""

from __future__ import annotations

from game.scenes import theme
from game.scenes.base import App, HintBar, Scene, shade, text
from game.scenes.controls import ControlsPanel
from game.scenes.layout import Layout
from game.scenes.menu import FocusMenu, MenuItem
from game.scenes.retris_play import RetrisPlayScene


class PauseScene(Scene):
    """Draws the game beneath, dimmed, with a small menu over it."""

    def __init__(self, app: App, play: RetrisPlayScene) -> None:
        super().__init__(app)
        self.play = play
        self.menu = FocusMenu([MenuItem("RESUME", self.resume),
                               MenuItem("RESTART", self.restart),
                               MenuItem("QUIT TO TITLE", self.quit_to_title)],
                              on_back=self.resume)
        self.controls = ControlsPanel(app.bindings)
        self.hints = HintBar([("UP/DOWN", "choose"), ("ENTER", "select"), ("ESC / P", "resume")])

    def resume(self) -> None:
        self.play.resume()
        self.app.nav.pop()

    def restart(self) -> None:
        self.play.restart()
        self.app.nav.pop()

    def quit_to_title(self) -> None:
        from game.scenes.title import TitleScene

        self.app.nav.reset(TitleScene(self.app))

    def build(self, layout: Layout) -> None:
        self.heading = text(layout, "PAUSED", 640, 610, 44, anchor_x="center", anchor_y="center")
        self.sub = text(layout, self.play.choice.title, 640, 562, 12, theme.ACCENT,
                        font=theme.LABEL_FONT, bold=True, anchor_x="center", anchor_y="center")
        self.menu.place_rows(layout, 640, 520, 400, 58, 14)
        self.controls.place(layout, 370, 66, 540, 190)
        self.hints.place(layout, 30)

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if self.play.keys.is_pause(symbol):
            self.resume()
            return True
        return self.menu.on_key_press(symbol)

    def on_draw(self) -> None:
        self.play.on_draw()  # frozen: it gets no updates while covered
        layout = self.layout
        shade(layout, 215)
        self.heading.draw()
        self.sub.draw()
        self.menu.draw(self.time)
        self.controls.draw()
        self.hints.draw()
