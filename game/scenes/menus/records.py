"""The Records screen: every record table (rules/goals.md §2), the top 10 of each, and the
replay of each entry one button away in the theatre.

Left: filters (game, goal, options) over the list of tables; right: the chosen table's top
10 (rank, name, score, time, rows or lines, date). Keys and pad alike: up/down move, left/
right change a filter (or go between the tables and their entries), Enter or A on a table
goes to its entries and on an entry watches its replay, Esc or B goes back a step. A stored
name is drawn through ``shown_name`` (a damaged one never breaks a line); an entry whose
replay was not saved or is gone says so and stays.
"""

from __future__ import annotations

from pathlib import Path

import arcade
from arcade import key

from game.i18n import N_, _, ngettext, number
from game.input.commands import BACK, CHOOSE, DOWN, LEFT, RIGHT, START, UP, Command, menu_command
from game.scenes.base import Scene
from game.scenes.menus.record_words import GAME_NAMES, goal_words, option_words, time_words
from game.scenes.pacing import MENU_IDLE_FPS
from game.scenes.services import App
from game.storage.player_names import shown_name
from game.storage.record_tables import GOALS, TableKey
from game.storage.scores import ScoreBook, ScoreBookError, ScoreEntry
from game.ui import theme
from game.ui.hints import HintBar
from game.ui.layout import Layout
from game.ui.panel import draw_panel
from game.ui.text import label, text, tr

ALL = N_("ALL")  # the filters keep English values, translated when drawn
TABLE_ROWS = 8  # tables shown at once
LEFT_X, LEFT_W, RIGHT_X, RIGHT_W = 60.0, 430.0, 510.0, 710.0
FILTERS, TABLES, ENTRIES = "filters", "tables", "entries"


class RecordsScene(Scene):
    """Every table of the score book; ``replays``: the folder their replay files are in."""

    idle_fps = MENU_IDLE_FPS
    NOTICE_AREA = (0.0, 0.0, 1280.0, 60.0)

    def __init__(self, app: App, book: ScoreBook | None = None,
                 replays: Path | None = None) -> None:
        super().__init__(app)
        self.book = book or ScoreBook()
        self.replays = replays
        self.problem = ""
        try:
            self.all = [(k, self.book.table(k)) for k in self.book.tables()]
        except ScoreBookError as exc:
            self.all, self.problem = [], str(exc)
        self.filters: list[tuple[str, list[str], int]] = [
            (N_("GAME"), [ALL, *GAME_NAMES.values()], 0),
            (N_("GOAL"), [ALL, *(g.upper() for g in GOALS)], 0), (N_("OPTIONS"), [ALL], 0)]
        self.zone = TABLES if self.all else FILTERS
        self.filter_focus = 0
        self.table_focus = self.entry_focus = self.top = 0
        self.message = ""
        self.hints = HintBar([(N_("ARROWS"), N_("choose"), "{dpad}"),
                              ("ENTER", N_("watch")), ("ESC", N_("back"))])  # i18n: a name
        self._refilter()

    # -- what is shown ----------------------------------------------------------------------

    def _value(self, i: int) -> str:
        _, values, index = self.filters[i]
        return values[index]

    def _refilter(self) -> None:
        game, goal = self._value(0), self._value(1)
        games = [k for k, _ in self.all if game == ALL or GAME_NAMES.get(k.game) == game]
        options = sorted({option_words(k) for k in games})
        name = self.filters[2][0]
        current = self._value(2)
        values = [ALL, *options]
        self.filters[2] = (name, values, values.index(current) if current in values else 0)
        chosen = self._value(2)
        self.shown = [(k, rows) for k, rows in self.all
                      if (game == ALL or GAME_NAMES.get(k.game) == game)
                      and (goal == ALL or k.goal.upper() == goal)
                      and (chosen == ALL or option_words(k) == chosen)]
        self.table_focus = min(self.table_focus, max(0, len(self.shown) - 1))
        self.entry_focus = 0
        self._scroll()

    @property
    def table(self) -> tuple[TableKey, list[ScoreEntry]] | None:
        return self.shown[self.table_focus] if self.shown else None

    @property
    def entry(self) -> ScoreEntry | None:
        table = self.table
        return table[1][self.entry_focus] if table and table[1] else None

    def _scroll(self) -> None:
        self.top = min(max(self.top, self.table_focus - TABLE_ROWS + 1), self.table_focus)
        self.message = ""
        self._layout = None

    # -- actions ----------------------------------------------------------------------------

    def command(self, name: str) -> bool:
        """One menu command, from the keys or a pad."""
        if self.zone == FILTERS:
            self._filters(name)
        elif self.zone == TABLES:
            self._tables(name)
        else:
            self._entries(name)
        self._layout = None
        return True

    def _filters(self, name: str) -> None:
        if name in (LEFT, RIGHT):
            label_, values, index = self.filters[self.filter_focus]
            step = 1 if name == RIGHT else -1
            self.filters[self.filter_focus] = (label_, values, (index + step) % len(values))
            self._refilter()
        elif name == UP:
            self.filter_focus = max(0, self.filter_focus - 1)
        elif name == DOWN or name in (CHOOSE, START):
            if self.filter_focus < len(self.filters) - 1 and name == DOWN:
                self.filter_focus += 1
            elif self.shown:
                self.zone = TABLES
        elif name == BACK:
            self.app.nav.pop()

    def _tables(self, name: str) -> None:
        if name == UP:
            if self.table_focus == 0:
                self.zone, self.filter_focus = FILTERS, len(self.filters) - 1
            else:
                self.table_focus -= 1
                self.entry_focus = 0
        elif name == DOWN:
            self.table_focus = min(len(self.shown) - 1, self.table_focus + 1)
            self.entry_focus = 0
        elif name in (RIGHT, CHOOSE, START) and self.entry is not None:
            self.zone = ENTRIES
        elif name == BACK:
            self.app.nav.pop()
        self._scroll()

    def _entries(self, name: str) -> None:
        table = self.table
        count = len(table[1]) if table else 0
        if name == UP:
            self.entry_focus = max(0, self.entry_focus - 1)
        elif name == DOWN:
            self.entry_focus = min(count - 1, self.entry_focus + 1)
        elif name in (CHOOSE, START):
            self.watch()
        elif name in (LEFT, BACK):
            self.zone = TABLES
        self.message = "" if name != CHOOSE and name != START else self.message

    def watch(self) -> None:
        """Open the chosen entry's replay in the theatre, as the Replays screen does."""
        entry = self.entry
        if entry is None:
            return
        if not entry.replay:
            self.message = _("This game's replay was not saved.")
            return
        from game.scenes.theatre.screen import TheatreScene
        from game.storage import replay_library as lib
        from game.storage.replays import replay_dir

        path = (self.replays or replay_dir()) / Path(entry.replay).name
        if not path.is_file():
            self.message = _("{file}: the replay is no longer there (pruned or deleted).").format(
                file=path.name)
            return
        found = lib.load_entry(path)
        if not found.watchable:
            self.message = f"{path.name}: {found.problem}"
            return
        try:
            self.app.nav.push(TheatreScene(self.app, found))
        except (ValueError, OSError) as exc:
            self.message = f"{path.name}: {exc}"

    # -- input ------------------------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        name = menu_command(symbol)
        if symbol == key.SPACE:  # a menu's choose; here Enter only
            return False
        return name is not None and self.command(name)

    def on_command(self, command: Command) -> bool:
        return command.pressed and self.command(command.name)

    # -- drawing ----------------------------------------------------------------------------

    def build(self, layout: Layout) -> None:
        self.heading = text(layout, _("RECORDS"), 640, 670, 34, anchor_x="center",
                            anchor_y="center")
        sub = (self.problem.upper()[:110] if self.problem else
               ngettext("{n} TABLE · TOP 10 EACH", "{n} TABLES · TOP 10 EACH",
                        len(self.all)).format(n=number(len(self.all))) if self.all else
               _("NO RECORDS YET: EVERY FINISHED GAME IS RANKED HERE"))
        self.sub = label(layout, sub, 640, 634, 11, theme.DANGER if self.problem
                         else theme.INK_DIM, anchor_x="center", anchor_y="center")
        self.parts: list[tuple[arcade.Rect, bool, list[arcade.Text]]] = []
        for i, (name, _values, _index) in enumerate(self.filters):
            y = 578 - i * 46
            focused = self.zone == FILTERS and self.filter_focus == i
            rect = layout.rect(LEFT_X, y - 19, LEFT_W, 38)
            self.parts.append((rect, focused, [
                label(layout, tr(name), LEFT_X + 18, y, 11, anchor_y="center"),
                text(layout, f"<  {tr(self._value(i))}  >" if focused else tr(self._value(i)),
                     LEFT_X + LEFT_W - 18, y, 13, theme.INK if focused else theme.INK_DIM,
                     anchor_x="right", anchor_y="center")]))
        for k, i in enumerate(range(self.top, min(len(self.shown), self.top + TABLE_ROWS))):
            key_ = self.shown[i][0]
            y = 424 - k * 46
            focused = i == self.table_focus
            rect = layout.rect(LEFT_X, y - 20, LEFT_W, 40)
            bright = focused and self.zone == TABLES
            game_words = GAME_NAMES.get(key_.game, key_.game.upper())
            goal = goal_words(key_) if key_.game == "retris" else ""
            self.parts.append((rect, bright, [
                text(layout, game_words, LEFT_X + 16, y + 8, 11,
                     theme.ACCENT if focused else theme.INK_DIM, anchor_y="center"),
                label(layout, option_words(key_), LEFT_X + 16, y - 9, 9, anchor_y="center"),
                text(layout, goal, LEFT_X + LEFT_W - 16, y, 12,
                     theme.ACCENT_WARM if focused else theme.INK_DIM, anchor_x="right",
                     anchor_y="center")]))
        self.more = label(layout, self._more(), LEFT_X + LEFT_W / 2, 424 - TABLE_ROWS * 46 + 12,
                          9, theme.INK_FAINT, anchor_x="center", anchor_y="center")
        self._build_entries(layout)
        self.note = text(layout, self.message, 640, 76, 12, theme.DANGER, font=theme.BODY_FONT,
                         anchor_x="center", anchor_y="center")
        self.hints.place(layout, 30)

    def _more(self) -> str:
        n = len(self.shown)
        if n <= TABLE_ROWS:
            return "" if n else _("NO TABLE MATCHES THE FILTERS")
        return _("{first}–{last} OF {n}").format(
            first=number(self.top + 1), last=number(min(n, self.top + TABLE_ROWS)), n=number(n))

    def _build_entries(self, layout: Layout) -> None:
        self.board = layout.rect(RIGHT_X, 110, RIGHT_W, 490)
        self.rows: list[tuple[arcade.Rect | None, list[arcade.Text]]] = []
        table = self.table
        if table is None:
            return
        key_, entries = table
        measure = "TIME" if key_.goal == "sprint" else "SCORE"  # i18n: not shown
        time_, score = _("TIME"), _("SCORE")
        heads = [("#", 24, "left"), (_("NAME"), 70, "left"),
                 (time_ if measure == "TIME" else score, 420, "right"),
                 (score if measure == "TIME" else time_, 520, "right"),
                 (_("ROWS") if key_.game == "retris" else _("LINES"), 600, "right"),
                 (_("DATE"), 690, "right")]
        self.rows.append((None, [label(layout, h, RIGHT_X + x, 576, 10, anchor_x=a,
                                       anchor_y="center") for h, x, a in heads]))
        for i, e in enumerate(entries):
            y = 540 - i * 42
            focused = self.zone == ENTRIES and i == self.entry_focus
            ink = theme.INK if focused else theme.INK_DIM
            first = time_words(e.seconds) if measure == "TIME" else number(e.score)
            second = number(e.score) if measure == "TIME" else time_words(e.seconds)
            when = e.finished_at[:10]
            self.rows.append((layout.rect(RIGHT_X + 8, y - 18, RIGHT_W - 16, 36) if focused
                              else None, [
                text(layout, number(e.rank), RIGHT_X + 24, y, 14, theme.ACCENT_WARM if e.rank <= 3
                     else ink, anchor_y="center"),
                text(layout, shown_name(e.name), RIGHT_X + 70, y, 14, ink, font=theme.BODY_FONT,
                     anchor_y="center"),
                text(layout, first, RIGHT_X + 420, y, 15, theme.ACCENT_WARM, anchor_x="right",
                     anchor_y="center"),
                text(layout, second, RIGHT_X + 520, y, 12, ink, font=theme.BODY_FONT,
                     anchor_x="right", anchor_y="center"),
                text(layout, "—" if e.rows is None else number(e.rows), RIGHT_X + 600, y, 12, ink,
                     font=theme.BODY_FONT, anchor_x="right", anchor_y="center"),
                text(layout, when, RIGHT_X + 690, y, 11, ink,
                     font=theme.BODY_FONT, anchor_x="right", anchor_y="center")]))

    def draw(self) -> None:
        layout = self.layout
        self.heading.draw()
        self.sub.draw()
        cut = layout.len(8)
        for rect, focused, parts in self.parts:
            draw_panel(rect, cut, (34, 52, 96, 240) if focused else (18, 26, 52, 200),
                       theme.ACCENT if focused else theme.PANEL_RIM, 2.0 if focused else 1.0)
            for part in parts:
                part.draw()
        self.more.draw()
        draw_panel(self.board, layout.len(12), (14, 18, 40, 230),
                   theme.ACCENT if self.zone == ENTRIES else theme.PANEL_RIM, 1.5)
        for rect, parts in self.rows:
            if rect is not None:
                draw_panel(rect, layout.len(6), (34, 52, 96, 240), theme.ACCENT, 2.0)
            for part in parts:
                part.draw()
        self.note.draw()
        self.hints.draw()


