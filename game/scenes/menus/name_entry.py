"""The name prompt: a finished game that entered its record table's top 10 asks who played.

The game is already saved under the last name used (the offered one, shown first); this
screen only signs it again. Keyboard: type (up to 12 characters, no control characters),
Backspace deletes, Enter keeps the name, Esc keeps the offered one. Pad: an on-screen letter
grid (A–Z, 0–9, space, delete, done) moved by the d-pad or stick; A picks, X deletes,
Start is done, B keeps the offered name. Arrows move the grid from the keyboard too (letters
typed are letters, never moves: W, A, S and D are names' letters here).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import arcade
from arcade import key

from game.i18n import N_, _, pgettext
from game.input.commands import BACK, CHOOSE, DOWN, ERASE, LEFT, RIGHT, START, UP, Command
from game.scenes.base import Scene
from game.scenes.pacing import MENU_IDLE_FPS
from game.scenes.services import App
from game.storage.player_names import MAX_LENGTH, name_problem, typed
from game.ui import theme
from game.ui.hints import HintBar
from game.ui.layout import Layout
from game.ui.panel import draw_glow, draw_panel
from game.ui.text import label, shade, text
from game.ui.textbatch import TextBatch, set_color

SPACE, DELETE, DONE = "SPACE", "DEL", "DONE"  # i18n: not shown (cell ids: see _cell_words)
#: The letter grid, row by row (the last row's words are wider cells).
GRID: tuple[tuple[str, ...], ...] = (
    tuple("ABCDEFGHIJ"), tuple("KLMNOPQRST"), tuple("UVWXYZ0123"),  # i18n: not shown
    (*"456789", SPACE, DELETE, DONE))
CELL_W, CELL_H, GAP = 62.0, 50.0, 8.0
WIDE = {SPACE: 1.5, DELETE: 1.25, DONE: 1.25}  # cells wider than a letter, in letters
PANEL = (250.0, 130.0, 780.0, 475.0)  # left, bottom, width, height (reference units)
ARROWS = {key.UP: UP, key.DOWN: DOWN, key.LEFT: LEFT, key.RIGHT: RIGHT}


class NameEntryScene(Scene):
    """Asks for a name over the game over screen; ``on_done(name)`` gets the name kept
    (the offered one when skipped), then the screen closes."""

    MUSIC = None  # the game's music plays on
    idle_fps = MENU_IDLE_FPS
    device_layout = True

    def __init__(self, app: App, offered: str, heading: str,
                 on_done: Callable[[str], None], beneath: Any = None) -> None:
        super().__init__(app)
        self.offered = offered
        self.name = offered
        self.heading_text = heading
        self.on_done = on_done
        self.beneath = beneath  # the screen drawn under the prompt (the game over)
        self.row, self.col = 0, 0
        self.closed = False
        self.hints = HintBar([(N_("TYPE"), N_("letters"), "{confirm}"),
                              ("BKSP", N_("delete"), "{x}"),  # i18n: a name
                              ("ENTER", N_("keep"), "{start}"),  # i18n: a name
                              ("ESC", N_("skip"), "{back}")])  # i18n: a name

    # -- actions ----------------------------------------------------------------------------

    @property
    def cell(self) -> str:
        return GRID[self.row][self.col]

    def move(self, direction: str) -> None:
        if direction in (UP, DOWN):
            self.row = (self.row + (1 if direction == DOWN else -1)) % len(GRID)
        else:
            self.col += 1 if direction == RIGHT else -1
            self.col %= len(GRID[self.row])
            return
        self.col = min(self.col, len(GRID[self.row]) - 1)

    def pick(self) -> None:
        """The focused cell: a letter is typed, DEL deletes, DONE keeps the name."""
        cell = self.cell
        if cell == DONE:
            self.done()
        elif cell == DELETE:
            self.delete()
        else:
            self.type(" " if cell == SPACE else cell)

    def type(self, chars: str) -> None:
        self.name = typed(self.name, chars)

    def delete(self) -> None:
        self.name = self.name[:-1]

    def done(self) -> None:
        """Keep the name typed; one that is not a name (empty) keeps the offered one."""
        self._close(self.name if name_problem(self.name) is None else self.offered)

    def skip(self) -> None:
        self._close(self.offered)

    def _close(self, name: str) -> None:
        if self.closed:
            return
        self.closed = True
        if self.app.nav.top is self:
            self.app.nav.pop()
        self.on_done(name.strip())

    # -- input ------------------------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if symbol in (key.ENTER, key.RETURN, key.NUM_ENTER):
            self.done()
        elif symbol == key.ESCAPE:
            self.skip()
        elif symbol == key.BACKSPACE:
            self.delete()
        elif symbol in ARROWS:
            self.move(ARROWS[symbol])
        else:
            return False  # a letter comes as on_text
        return True

    def on_text(self, text_in: str) -> bool:
        self.type(text_in)
        return True

    def on_command(self, command: Command) -> bool:
        """The pad (and the mouse's clicks on nothing): the letter grid."""
        if not command.pressed:
            return True
        name = command.name
        if name in (UP, DOWN, LEFT, RIGHT):
            self.move(name)
        elif name == CHOOSE:
            self.pick()
        elif name == ERASE:
            self.delete()
        elif name == START:
            self.done()
        elif name == BACK:
            self.skip()
        return True

    # -- drawing ----------------------------------------------------------------------------

    def build(self, layout: Layout) -> None:
        left, bottom, width, height = PANEL
        cx, top = left + width / 2, bottom + height
        self.panel = layout.rect(left, bottom, width, height)
        self.heading = text(layout, _("NEW RECORD"), cx, top - 44, 30, theme.ACCENT_WARM,
                            anchor_x="center", anchor_y="center")
        self.sub = label(layout, self.heading_text, cx, top - 82, 11, anchor_x="center",
                         anchor_y="center")
        self.field = layout.rect(cx - 220, top - 160, 440, 56)
        self.name_text = text(layout, "", cx, top - 132, 26, theme.INK, font=theme.BODY_FONT,
                              anchor_x="center", anchor_y="center")
        self.count = label(layout, "", cx + 210, top - 176, 9, theme.INK_FAINT,
                           anchor_x="right", anchor_y="center")
        self.cells: list[tuple[int, int, arcade.Rect, arcade.Text]] = []
        # The grid's word cells in the player's language ("DEL" here is the grid's button,
        # not the Delete key's cap, which stays a name).
        words = {SPACE: _("SPACE"), DELETE: pgettext("letter grid", "DEL"), DONE: _("DONE")}
        for r, row in enumerate(GRID):
            units = sum(WIDE.get(c, 1.0) for c in row)
            row_w = units * CELL_W + (len(row) - 1) * GAP
            x = cx - row_w / 2
            y = top - 250 - r * (CELL_H + GAP)
            for c, cell in enumerate(row):
                w = WIDE.get(cell, 1.0) * CELL_W
                rect = layout.rect(x, y, w, CELL_H)
                size = 18 if len(cell) == 1 else 12
                shown = text(layout, words.get(cell, cell), x + w / 2, y + CELL_H / 2, size,
                             anchor_x="center", anchor_y="center")
                self.cells.append((r, c, rect, shown))
                x += w + GAP
        self.batch = TextBatch([self.heading, self.sub, self.name_text, self.count,
                                *(t for *_, t in self.cells)])
        self.hints.place(layout, 30)

    def draw(self) -> None:
        layout = self.layout
        if self.beneath is not None:
            self.beneath.on_draw()
        shade(layout, 225)  # the screen beneath, its key hints too, well behind
        draw_glow(self.panel, layout.len(12), theme.ACCENT_WARM, layout.len(16), 0.5)
        draw_panel(self.panel, layout.len(12), (14, 18, 40, 250))
        draw_panel(self.field, layout.len(8), (8, 12, 28, 255), theme.ACCENT, 2.0)
        self.name_text.text = (self.name or " ") + ("_" if len(self.name) < MAX_LENGTH else "")
        self.count.text = f"{len(self.name)}/{MAX_LENGTH}"
        cut = layout.len(6)
        for r, c, rect, word in self.cells:
            focused = (r, c) == (self.row, self.col)
            draw_panel(rect, cut, (34, 52, 96, 240) if focused else (18, 26, 52, 200),
                       theme.ACCENT if focused else theme.PANEL_RIM, 2.0 if focused else 1.0)
            set_color(word, theme.INK if focused else theme.INK_DIM)
        self.batch.draw()
        self.hints.draw()

    def on_draw(self) -> None:
        self.follow_palette()
        self.ensure_layout()
        self.draw()
        self.draw_notices()
