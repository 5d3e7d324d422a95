"""The rules crashed: say so plainly, show the message and where the full log is."""

from __future__ import annotations

from pathlib import Path

from game.i18n import N_, _
from game.input.commands import BACK, CHOOSE, START, Command
from game.scenes.base import Scene
from game.scenes.pacing import MENU_IDLE_FPS
from game.scenes.services import App
from game.ui import theme
from game.ui.hints import HintBar
from game.ui.layout import Layout
from game.ui.menu import BACK_KEYS, CHOOSE_KEYS
from game.ui.panel import draw_glow, draw_panel
from game.ui.text import label, text

MAX_MESSAGE = 600  # characters; the log has the rest


def describe(error: BaseException) -> str:
    """``TypeName: message``, shortened to fit the screen."""
    message = f"{type(error).__name__}: {error}".strip()
    return message if len(message) <= MAX_MESSAGE else message[: MAX_MESSAGE - 1] + "…"


class ErrorScene(Scene):
    """Shown instead of the game when its rules raised; Esc (or Enter) goes to the title."""

    idle_fps = MENU_IDLE_FPS  # stands still between key presses: see game.scenes.pacing

    def __init__(self, app: App, error: BaseException, log_path: Path | None) -> None:
        super().__init__(app)
        self.error = error
        self.log_path = log_path
        self.hints = HintBar([("ESC", N_("back to title"))])  # i18n: a name

    def build(self, layout: Layout) -> None:
        self.panel = layout.rect(190, 150, 900, 420)
        self.heading = text(layout, _("THE GAME STOPPED"), 640, 620, 36, theme.DANGER,
                            anchor_x="center", anchor_y="center")
        self.intro = text(layout, _("The rules raised an error, so this game cannot go on. "
                            "Nothing else was affected."), 640, 530, 15, theme.INK_DIM,
                          font=theme.BODY_FONT, anchor_x="center", anchor_y="center")
        self.message_label = label(layout, _("ERROR"), 230, 480, 11)
        self.message = text(layout, describe(self.error), 230, 460, 16, theme.INK,
                            font=theme.BODY_FONT, multiline=True, width=int(layout.len(820)),
                            anchor_y="top")
        where = str(self.log_path) if self.log_path else _("no log file was written")
        self.log_label = label(layout, _("FULL LOG"), 230, 232, 11)
        self.log_text = text(layout, where, 230, 202, 14, theme.ACCENT, font=theme.BODY_FONT,
                             multiline=True, width=int(layout.len(820)), anchor_y="center")
        self.hints.place(layout, 40)

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        return symbol in BACK_KEYS | CHOOSE_KEYS and self.on_command(Command(BACK))

    def on_command(self, command: Command) -> bool:
        """Back, choose or Start (any device) goes to the title."""
        if not command.pressed or command.name not in (BACK, CHOOSE, START):
            return False
        self.app.nav.go_home()
        return True

    def draw(self) -> None:
        layout = self.layout
        draw_glow(self.panel, layout.len(12), theme.DANGER, layout.len(14), 0.4)
        draw_panel(self.panel, layout.len(12), (22, 14, 30, 230), theme.DANGER)
        for t in (self.heading, self.intro, self.message_label, self.message, self.log_label,
                  self.log_text):
            t.draw()
        self.hints.draw()
