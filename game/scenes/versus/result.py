"""The match-over screen over the last frame of the match: who won, each slot's figures of
the last round and its round wins, and REMATCH (the same players, a new seed) or BACK TO
TITLE, by any pad or the keys."""

from __future__ import annotations

from typing import Any

from game.i18n import N_, _, number
from game.i18n import _ as translate  # a string kept marked (N_), shown now
from game.input.commands import Command, menu_command
from game.render.kept.frozen import FrozenFrame, draw_without_notices
from game.scenes.base import Scene
from game.scenes.pacing import MENU_IDLE_FPS
from game.scenes.services import App
from game.scenes.versus.colors import player_color, player_name
from game.scenes.versus.overlays import FIGURE_WORDS, FIGURES, verdict
from game.scenes.versus.slot_field import figures_of
from game.ui import theme
from game.ui.hints import HintBar
from game.ui.layout import Layout
from game.ui.menu import FocusMenu, MenuItem
from game.ui.panel import draw_panels, panel_shape
from game.ui.text import label, shade, text
from game.ui.textbatch import TextBatch

TABLE_W, TABLE_TOP, ROW_H = 860.0, 500.0, 34.0


class MatchOverScene(Scene):
    """Over a decided match (``play``: the VersusPlayScene)."""

    MUSIC = None
    idle_fps = MENU_IDLE_FPS

    def __init__(self, app: App, play: Any) -> None:
        super().__init__(app)
        self.play = play
        self.menu = FocusMenu([MenuItem(N_("REMATCH"), self.rematch),
                               MenuItem(N_("BACK TO TITLE"), self.to_title)],
                              on_back=self.to_title)
        self.hints = HintBar(hint_rows())
        self.beneath = FrozenFrame(app.window.ctx)

    def rematch(self) -> None:
        self.play.restart()
        self.app.nav.pop()

    def to_title(self) -> None:
        self.app.nav.go_home()

    def rows(self) -> list[list[str]]:
        """One row a slot: its name, round wins, then :data:`FIGURES`."""
        snap = self.play.snapshot
        out = []
        for i, view in enumerate(snap.slots):
            figures = figures_of(view)
            out.append([player_name(i), number(view.wins), *(number(figures[k]) for k in FIGURES)])
        return out

    def build(self, layout: Layout) -> None:
        self.hints.hints = hint_rows()  # in the language chosen now
        snap = self.play.snapshot
        winner = snap.match_winner
        color = theme.INK if winner is None else player_color(winner)
        self.heading = text(layout, verdict(snap), 640, 590, 40, color, anchor_x="center",
                            anchor_y="center")
        self.sub = label(layout, self.play.choice.title, 640, 545, 12, theme.ACCENT,
                         anchor_x="center", anchor_y="center")
        heads = ["", _("WINS"), *(translate(FIGURE_WORDS[f]) for f in FIGURES)]
        n = len(heads)
        left = 640 - TABLE_W / 2
        col_w = TABLE_W / n
        words = [label(layout, h, left + (k + 0.5) * col_w, TABLE_TOP, 11, anchor_x="center",
                       anchor_y="center") for k, h in enumerate(heads)]
        for r, row in enumerate(self.rows()):
            y = TABLE_TOP - (r + 1) * ROW_H
            for k, value in enumerate(row):
                shade_of = player_color(r) if k == 0 else theme.INK
                words.append(text(layout, value, left + (k + 0.5) * col_w, y, 16, shade_of,
                                  anchor_x="center", anchor_y="center"))
        rows = len(snap.slots)
        self.table = panel_shape(layout.rect(left - 16, TABLE_TOP - (rows + 0.6) * ROW_H,
                                             TABLE_W + 32, (rows + 1.4) * ROW_H),
                                 layout.len(10))
        self.texts = TextBatch([self.heading, self.sub, *words])
        top = TABLE_TOP - (rows + 1.4) * ROW_H - 24
        self.menu.place_rows(layout, 640, top, 380, 46, 10)
        self.hints.place(layout, 30)

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        name = menu_command(symbol)
        return name is not None and self.menu.on_command(name)

    def on_command(self, command: Command) -> bool:
        return command.pressed and self.menu.on_command(command.name)

    def on_show_view(self) -> None:
        self.beneath.invalidate()

    def on_draw(self) -> None:
        layout = self.layout
        self.beneath.draw(self._draw_still, self.time, None, (layout, self.hints.device))
        self.menu.draw(self.time)
        self.draw_notices()

    def _draw_still(self) -> None:
        draw_without_notices(self.play)
        shade(self.layout, 215)
        draw_panels([self.table])
        self.texts.draw()
        self.hints.draw()


def hint_rows() -> list[tuple[str, str]]:
    """The key hints (the caps are names, and the pad hints' keys), words translated."""
    return [("UP/DOWN", _("choose")), ("ENTER", _("select")),  # i18n: a name
            ("ESC", _("title"))]  # i18n: a name
