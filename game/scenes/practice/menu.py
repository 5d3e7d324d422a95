"""The Practice list: the scenario files in the config folder; Enter plays the chosen one
from its position (a practice game, :mod:`game.scenes.practice.start`).

Keys: Up/Down choose, Enter plays, Esc back. Pad: up/down, A plays, B back. A file the game
cannot start from is listed dimmed with its one line (the key named) and cannot be chosen.
"""

from __future__ import annotations

from pathlib import Path

import arcade
from arcade import key

from game.i18n import _
from game.input.commands import Command
from game.scenes.base import Scene
from game.scenes.practice.files import PracticeFile, practice_files
from game.scenes.services import App
from game.ui import theme
from game.ui.hints import HintBar
from game.ui.hud_parts import shrink_to
from game.ui.layout import Layout
from game.ui.menu import BACK_KEYS, CHOOSE_KEYS
from game.ui.panel import draw_panel
from game.ui.text import label, shown_path, text

ROWS = 8
ROW_H, LIST_W, LIST_TOP = 54.0, 1040.0, 600.0
GAME_NAMES = {"retris": "RETRIS", "tetlight": "TET'LIGHT", "verse": "VERSE"}  # i18n: a name
PAD_KEYS = {"up": key.UP, "down": key.DOWN, "choose": key.ENTER, "back": key.ESCAPE}


def config_folder(app: App) -> Path:
    """Where the player's settings file is: the scenario files go beside it."""
    from game.config import settings_path

    return (app.settings_path or settings_path()).parent


class PracticeScene(Scene):
    """The scenario files, each playable from its position or saying why not."""

    def __init__(self, app: App, folder: Path | None = None) -> None:
        super().__init__(app)
        self.folder = folder or config_folder(app)
        self.files = practice_files(self.folder, app.settings_path or Path("settings.toml"))
        self.focus = 0
        self.top = 0
        self.hints = HintBar([])

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if symbol in (key.UP, key.W, key.DOWN, key.S):
            step = -1 if symbol in (key.UP, key.W) else 1
            self.focus = max(0, min(len(self.files) - 1, self.focus + step))
            self.top = min(max(self.top, self.focus - ROWS + 1), self.focus)
            self._layout = None
        elif symbol in CHOOSE_KEYS:
            self.play()
        elif symbol in BACK_KEYS:
            self.app.nav.pop()
        else:
            return False
        return True

    def on_command(self, command: Command) -> bool:
        symbol = PAD_KEYS.get(command.name)
        return command.pressed and symbol is not None and self.on_key_press(symbol, 0)

    def play(self) -> None:
        """The chosen file's practice game (a file that cannot start says why, again)."""
        from game.scenes.practice.start import start_practice

        if not self.files:
            return
        chosen = self.files[self.focus]
        if chosen.header is None:
            self.app.notices.post(chosen.problem)
            return
        start_practice(self.app, chosen.header)

    def build(self, layout: Layout) -> None:
        self.hints.hints = [("ENTER", _("play from here"), "{choose}"),  # i18n: a name
                            ("ESC", _("back"), "{back}")]  # i18n: a name
        self.heading = text(layout, _("PRACTICE"), 640, 660, 34, anchor_x="center",
                            anchor_y="center")
        where = shown_path(self.folder)
        sub = (_("SCENARIO FILES IN {folder}").format(folder=where) if self.files else
               _("NO SCENARIO FILES YET: PUT *.toml FILES (docs/scenarios.md) IN {folder}"
                 ).format(folder=where))
        self.sub = text(layout, sub, 640, 624, 12, theme.INK_DIM, font=theme.BODY_FONT,
                        anchor_x="center", anchor_y="center")
        shrink_to(self.sub, layout.len(1200))
        self.rows: list[tuple[arcade.Rect, list[arcade.Text], bool]] = []
        left = 640 - LIST_W / 2
        for k, i in enumerate(range(self.top, min(len(self.files), self.top + ROWS))):
            y = LIST_TOP - (k + 1) * ROW_H
            rect = layout.rect(left, y + 4, LIST_W, ROW_H - 8)
            self.rows.append((rect, self._row(layout, self.files[i], left, y + ROW_H / 2),
                              i == self.focus))
        self.hints.place(layout, 34)

    @staticmethod
    def _row(layout: Layout, f: PracticeFile, left: float, y: float) -> list[arcade.Text]:
        ok = f.header is not None
        ink = theme.INK if ok else theme.INK_FAINT
        name = text(layout, f.path.name, left + 24, y + 8, 15, ink, anchor_y="center")
        game = GAME_NAMES.get(f.header.game, "") if f.header is not None else _("CAN'T START")
        kind = label(layout, game, left + LIST_W - 24, y + 8, 11,
                     theme.ACCENT_WARM if ok else theme.DANGER, anchor_x="right",
                     anchor_y="center")
        line = f.description if ok else f.problem
        what = text(layout, line, left + 24, y - 11, 11, theme.INK_DIM if ok else theme.DANGER,
                    font=theme.BODY_FONT, anchor_y="center")
        shrink_to(name, layout.len(LIST_W - 200))
        shrink_to(what, layout.len(LIST_W - 48))
        return [name, kind, what]

    def draw(self) -> None:
        layout = self.layout
        self.heading.draw()
        self.sub.draw()
        cut = layout.len(8)
        for rect, parts, focused in self.rows:
            fill = (34, 52, 96, 240) if focused else (18, 26, 52, 200)
            draw_panel(rect, cut, fill, theme.ACCENT if focused else theme.PANEL_RIM,
                       2.0 if focused else 1.0)
            for part in parts:
                part.draw()
        self.hints.draw()
