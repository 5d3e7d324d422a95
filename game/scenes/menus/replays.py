"""The replays screen: every saved game, newest first; watch, rename, favourite or delete.

Keys: Up/Down (W/S, Page Up/Down, Home/End) choose, Enter watches, F marks a favourite
(never pruned), R renames (type, Enter keeps, Esc cancels), Delete or X asks before deleting,
Esc goes back. Pad: up/down, A watches, B goes back, Start marks a favourite. Mouse: click a
row to choose it, click the chosen row again to watch, the wheel scrolls. A replay of another
ruleset or a file that cannot be read is listed dimmed, with why, and cannot be opened.
"""

from __future__ import annotations

import math
from typing import Any

import arcade
from arcade import key

from game.i18n import N_, _, ngettext, number
from game.input.commands import Command
from game.scenes.base import Scene
from game.scenes.services import App
from game.storage import replay_library as lib
from game.ui import theme
from game.ui.hints import HintBar
from game.ui.layout import Layout
from game.ui.menu import BACK_KEYS, CHOOSE_KEYS
from game.ui.panel import draw_panel
from game.ui.text import label, text
from game.video.progress import clock

ROWS = 8  # rows shown at once
ROW_H, LIST_W, LIST_TOP = 54.0, 1040.0, 600.0
GAME_NAMES = {"retris": "RETRIS", "tetlight": "TET'LIGHT", "verse": "VERSE"}  # i18n: a name
PAD_KEYS = {"up": key.UP, "down": key.DOWN, "choose": key.ENTER, "back": key.ESCAPE,
            "start": key.F, "erase": key.DELETE}
UP_KEYS = frozenset({key.UP, key.W})
DOWN_KEYS = frozenset({key.DOWN, key.S})


def star_points(x: float, y: float, r: float) -> list[tuple[float, float]]:
    """A five-pointed star (the favourite mark; the fonts have no star glyph)."""
    pts = []
    for k in range(10):
        a = math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * 0.45
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    return pts


class ReplaysScene(Scene):
    """The list; Enter opens the theatre on the chosen replay."""

    def __init__(self, app: App, folder: Any = None) -> None:
        super().__init__(app)
        self.folder = folder
        self.entries = lib.list_replays(folder)
        self.focus = 0
        self.top = 0  # first row shown
        self.editing: str | None = None  # the name being typed, while renaming
        self.confirm_delete = False
        self.message = ""  # one line under the list (what went wrong, what happened)
        self.hints = HintBar([("ENTER", N_("watch")),  # i18n: a name
                              ("F", N_("favourite"), "{start}"),
                              ("R", N_("rename"), ""), ("DEL", N_("delete"), "{x}"),  # i18n: a name
                              ("ESC", N_("back"))])  # i18n: a name

    @property
    def focused(self) -> lib.ReplayEntry | None:
        return self.entries[self.focus] if self.entries else None

    # -- actions ----------------------------------------------------------------------------

    def move(self, step: int) -> None:
        if not self.entries:
            return
        self.focus = max(0, min(len(self.entries) - 1, self.focus + step))
        self.message = ""
        self.top = min(max(self.top, self.focus - ROWS + 1), self.focus)
        self._layout = None

    def watch(self) -> None:
        entry = self.focused
        if entry is None:
            return
        if not entry.watchable:
            self._say(f"{entry.path.name}: {entry.problem}")
            return
        from game.scenes.theatre.screen import TheatreScene

        try:
            self.app.nav.push(TheatreScene(self.app, entry))
        except (ValueError, OSError) as exc:  # a file changed since it was listed
            self._say(f"{entry.path.name}: {exc}")

    def toggle_favourite(self) -> None:
        entry = self.focused
        if entry is not None:
            self._store(lambda: lib.set_favourite(entry, not entry.favourite))

    def delete(self) -> None:
        entry = self.focused
        if entry is None:
            return
        self.confirm_delete = False
        if self._store(lambda: lib.delete(entry)):
            self.entries.remove(entry)
            self.move(0 if self.focus < len(self.entries) else -1)
            self._say(_("deleted {file}").format(file=entry.path.name))

    def finish_rename(self) -> None:
        entry, name = self.focused, self.editing or ""
        self.editing = None
        if entry is not None:
            self._store(lambda: lib.rename(entry, name))

    def _store(self, change: Any) -> bool:
        """Run a change of the replay files; a storage problem is one line on screen."""
        try:
            change()
        except OSError as exc:
            self._say(_("could not change the replay: {error}").format(error=exc))
            return False
        self._layout = None
        return True

    def _say(self, message: str) -> None:
        self.message = message
        self._layout = None

    # -- input ------------------------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if self.editing is not None:
            return self._edit_key(symbol)
        if self.confirm_delete:
            if symbol in CHOOSE_KEYS or symbol == key.Y:
                self.delete()
            else:
                self.confirm_delete = False
                self._layout = None
            return True
        steps = {key.PAGEUP: -ROWS, key.PAGEDOWN: ROWS, key.HOME: -10**6, key.END: 10**6}
        if symbol in UP_KEYS or symbol in DOWN_KEYS or symbol in steps:
            self.move(-1 if symbol in UP_KEYS else 1 if symbol in DOWN_KEYS else steps[symbol])
        elif symbol in CHOOSE_KEYS:
            self.watch()
        elif symbol == key.F:
            self.toggle_favourite()
        elif symbol == key.R and self.focused is not None:
            self.editing = self.focused.name
            self._layout = None
        elif symbol in (key.DELETE, key.X) and self.focused is not None:
            self.confirm_delete = True
            self._layout = None
        elif symbol in BACK_KEYS:
            self.app.nav.pop()
        else:
            return False
        return True

    def on_command(self, command: Command) -> bool:
        """A pad: up/down choose, A watches, B goes back, Start marks a favourite, X asks to
        delete (A confirms, B keeps it). Renaming needs a keyboard."""
        symbol = PAD_KEYS.get(command.name)
        return command.pressed and symbol is not None and self.on_key_press(symbol, 0)

    def _edit_key(self, symbol: int) -> bool:
        if symbol in (key.ENTER, key.RETURN, key.NUM_ENTER):
            self.finish_rename()
        elif symbol == key.ESCAPE:
            self.editing = None
        elif symbol == key.BACKSPACE:
            self.editing = (self.editing or "")[:-1]
        self._layout = None
        return True

    def on_text(self, text_in: str) -> bool:
        """Typed characters while renaming (printable ones, up to the name's length)."""
        if self.editing is None:
            return False
        typed = "".join(c for c in text_in if c.isprintable())
        self.editing = (self.editing + typed)[:lib.NAME_MAX]
        self._layout = None
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        for i, rect in self.row_rects:
            if rect.point_in_rect((x, y)):
                if i == self.focus:
                    self.watch()
                else:
                    self.focus = i
                    self._layout = None
                return True
        return False

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> bool:
        self.top = max(0, min(len(self.entries) - ROWS, self.top - round(scroll_y)))
        self.focus = min(max(self.focus, self.top), self.top + ROWS - 1)
        self._layout = None
        return True

    # -- drawing ----------------------------------------------------------------------------

    def build(self, layout: Layout) -> None:
        self.heading = text(layout, _("REPLAYS"), 640, 660, 34, anchor_x="center",
                            anchor_y="center")
        count = len(self.entries)
        sub = (ngettext("{n} SAVED · NEWEST FIRST · FAVOURITES ARE NEVER PRUNED",
                        "{n} SAVED · NEWEST FIRST · FAVOURITES ARE NEVER PRUNED",
                        count).format(n=number(count)) if count else
               _("NO REPLAYS YET: EVERY FINISHED GAME IS SAVED HERE"))
        self.sub = label(layout, sub, 640, 624, 11, theme.INK_DIM, anchor_x="center",
                         anchor_y="center")
        self.rows: list[tuple[arcade.Rect, list[arcade.Text], lib.ReplayEntry, bool]] = []
        self.row_rects: list[tuple[int, arcade.Rect]] = []
        left = 640 - LIST_W / 2
        for k, i in enumerate(range(self.top, min(count, self.top + ROWS))):
            y = LIST_TOP - (k + 1) * ROW_H
            rect = layout.rect(left, y + 4, LIST_W, ROW_H - 8)
            self.rows.append((rect, self._row_texts(layout, self.entries[i], left, y + ROW_H / 2,
                                                    i == self.focus), self.entries[i],
                              i == self.focus))
            self.row_rects.append((i, rect))
        self.more = label(layout, self._more_text(count), 640, LIST_TOP - ROWS * ROW_H - 12,
                          10, theme.INK_FAINT, anchor_x="center", anchor_y="center")
        self.note = text(layout, self._note(), 640, 82, 12, self._note_color(),
                         font=theme.BODY_FONT, anchor_x="center", anchor_y="center",
                         width=int(layout.len(1160)), align="center", multiline=True)
        self.hints.place(layout, 34)

    def _more_text(self, count: int) -> str:
        if count <= ROWS:
            return ""
        return _("{first}–{last} OF {n} · PAGE UP / DOWN").format(
            first=number(self.top + 1), last=number(min(count, self.top + ROWS)), n=number(count))

    def _note(self) -> str:
        entry = self.focused
        if self.editing is not None:
            return _("Type a name, Enter keeps it, Esc cancels.")
        if self.confirm_delete and entry is not None:
            look = self.hints.look
            yes, no = ((look.glyph(look.confirm_control), look.glyph(look.back_control))
                       if self.hints.device == "pad"
                       else ("Enter", _("any other key")))  # i18n: a name
            return _("Delete the replay of {when}? {yes} deletes it, {no} keeps it.").format(
                when=f"{entry.saved:%Y-%m-%d %H:%M}", yes=yes, no=no)
        if self.message:
            return self.message
        if entry is not None and entry.problem:
            return entry.problem[0].upper() + entry.problem[1:] + "."
        return ""

    def _note_color(self) -> theme.Color:
        return theme.DANGER if self.confirm_delete or (self.focused is not None and
                                                       self.focused.problem) else theme.INK_DIM

    def _row_texts(self, layout: Layout, e: lib.ReplayEntry, left: float, y: float,
                   focused: bool) -> list[arcade.Text]:
        ink = theme.INK if e.watchable else theme.INK_FAINT
        dim = theme.INK_DIM if e.watchable else theme.INK_FAINT
        if focused and self.editing is not None:
            title = self.editing + ("_" if int(self.time * 2) % 2 == 0 else " ")
        else:
            # The date as each language writes it (day and month names are English ones).
            title = e.name or e.saved.astimezone().strftime(_("%a %d %b %Y  %H:%M"))
        score = "—" if e.score is None else number(e.score)
        length = clock(e.seconds) if e.replay else "—"
        game = GAME_NAMES.get(e.game, e.game.upper())
        parts = [
            text(layout, title, left + 52, y, 14, ink, font=theme.BODY_FONT, anchor_y="center"),
            label(layout, _("{game} VS").format(game=game) if e.match else game, left + 420, y, 12,
                  theme.ACCENT if e.watchable else dim, anchor_y="center"),
            *self._what(layout, e, left, y, dim),
            *self._result(layout, e, score, left + 900, y, dim),
            text(layout, length, left + LIST_W - 24, y, 13, ink, font=theme.BODY_FONT,
                 anchor_x="right", anchor_y="center"),
        ]
        return parts

    @staticmethod
    def _what(layout: Layout, e: lib.ReplayEntry, left: float, y: float,
              dim: theme.Color) -> list[arcade.Text]:
        """The options of a solo game; a match's options over its players (by device)."""
        if not e.match:
            return [label(layout, e.options_text, left + 540, y, 11, dim, anchor_y="center")]
        return [label(layout, e.options_text, left + 540, y + 9, 9, dim, anchor_y="center"),
                label(layout, e.slots_text, left + 540, y - 8, 10, dim, anchor_y="center")]

    @staticmethod
    def _result(layout: Layout, e: lib.ReplayEntry, score: str, right: float, y: float,
                dim: theme.Color) -> list[arcade.Text]:
        """A solo game's score; a match's winner over its round wins."""
        warm = theme.ACCENT_WARM if e.watchable else dim
        if not e.match:
            return [text(layout, score, right, y, 15, warm, anchor_x="right",
                         anchor_y="center")]
        return [text(layout, e.winner_text, right, y + 8, 13, warm, anchor_x="right",
                     anchor_y="center"),
                label(layout, e.wins_text, right, y - 10, 10, dim, anchor_x="right",
                      anchor_y="center")]

    def on_update(self, delta_time: float) -> None:
        super().on_update(delta_time)
        if self.editing is not None and int(self.time * 2) != int((self.time - delta_time) * 2):
            self._layout = None  # the caret blinks

    def draw(self) -> None:
        layout = self.layout
        self.heading.draw()
        self.sub.draw()
        cut = layout.len(8)
        for rect, parts, entry, focused in self.rows:
            fill = (34, 52, 96, 240) if focused else (18, 26, 52, 200)
            rim = theme.ACCENT if focused else theme.PANEL_RIM
            draw_panel(rect, cut, fill, rim, 2.0 if focused else 1.0)
            star = (rect.left + layout.len(26), rect.center_y)
            if entry.favourite:
                arcade.draw_polygon_filled(star_points(*star, layout.len(10)),
                                           theme.ACCENT_WARM)
            else:
                arcade.draw_polygon_outline(star_points(*star, layout.len(9)),
                                            theme.INK_FAINT, 1)
            for part in parts:
                part.draw()
        self.more.draw()
        self.note.draw()
        self.hints.draw()
