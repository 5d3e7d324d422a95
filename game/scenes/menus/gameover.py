"""Game over: the final figures over the last board; Enter plays again, Esc goes to the title.

Keys and pad buttons count only as fresh presses once the screen has been up a second and
every control has been let go (:mod:`game.scenes.fresh_press`), so the keys mashed when the
game ended do not skip the result. One video is saved at a time (game.video.background).

The figures and the next game come from the play scene (``final_score()``,
``final_figures()``, ``again()``): each game knows what is worth showing. A play scene may
also give ``final_heading()`` (a won goal: its heading and big figure, "SPRINT 40 COMPLETE"
over the time) and ``final_stats()`` (goals.md §3: shown in a panel of their own beside).
"""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from typing import Any, Protocol

import arcade

from game.i18n import N_, _, number
from game.input.commands import Command
from game.render.kept.frozen import FrozenFrame, draw_without_notices
from game.scenes.base import Scene
from game.scenes.fresh_press import FreshPresses
from game.scenes.pacing import MENU_IDLE_FPS
from game.scenes.services import App
from game.ui import theme
from game.ui.hints import HintBar
from game.ui.layout import Layout
from game.ui.menu import FocusMenu, MenuItem
from game.ui.panel import draw_glow, draw_panel
from game.ui.text import label, shade, text, tr

PANEL_LEFT, PANEL_WIDTH, PANEL_MIDDLE = 400.0, 480.0, 365.0
PANEL_BASE, FIGURE_STEP = 262.0, 34.0  # the panel's height is the base plus a step a figure
# With statistics: the panel moves left and theirs stands beside it.
STATS_GAP, STATS_WIDTH, STATS_BASE, STATS_STEP = 30.0, 420.0, 74.0, 28.0


class FinishedGame(Protocol):
    """What the game over screen needs from the game that just ended."""

    def final_score(self) -> int: ...

    def final_figures(self) -> list[tuple[str, str]]: ...

    def again(self) -> Scene: ...

    def on_draw(self) -> None: ...


def held_now(app: App) -> set[Hashable]:
    """The keys and pad controls down as the screen opens (their presses went to the game):
    sources as this screen's presses name them."""
    keys = getattr(getattr(app, "keys_down", None), "down", set())
    readers = app.pads.readers.values() if app.pads is not None else ()
    return {*keys, *(("pad", control) for r in readers for control in r.down)}


class GameOverScene(Scene):
    """Shows the final score and figures of the game that just ended."""

    MUSIC = None  # the game's music plays on under it

    idle_fps = MENU_IDLE_FPS  # stands still between key presses: see game.scenes.pacing
    #: The notices (a video already saving, a failed save) under the panel, above the key
    #: hints: GAME OVER at the top stays readable.
    NOTICE_AREA = (140.0, 50.0, 1000.0, 66.0)

    def __init__(self, app: App, play: FinishedGame) -> None:
        super().__init__(app)
        self.play = play
        self.figures = self.play.final_figures()
        self.score = self.play.final_score()
        heading = getattr(self.play, "final_heading", lambda: None)()
        self.won = heading is not None
        # English here (N_), translated in build(): a new language shows at the next layout.
        self.heading_words, self.big_label, self.big_value = heading or (
            N_("GAME OVER"), N_("FINAL SCORE"), "")
        self.stats: list[tuple[str, str]] = getattr(self.play, "final_stats", list)()
        self.menu = FocusMenu([MenuItem(N_("PLAY AGAIN"), self.again),
                               MenuItem(N_("SAVE VIDEO"), self.save_video),
                               MenuItem(N_("TITLE"), self.to_title)], on_back=self.to_title,
                              horizontal=True)
        self.export: Any = None  # the video being saved (game.video.background.Export)
        self.hints = HintBar([("ENTER", N_("play again")), ("ESC", N_("title"))])  # i18n: a name
        self.presses = FreshPresses(held_now(app))
        self.beneath = FrozenFrame(app.window.ctx)
        #: The save of this game's score (game.storage.score_saving.ScoreSave): a game that
        #: entered its record table's top 10 asks for a name once the keys work.
        self.score_save = getattr(play, "score_save", None)
        self.name_asked = False
        self._tell_about_scores()

    def _tell_about_scores(self) -> None:
        """Where this game's score went when it is not in the book, and what became of
        scores kept earlier (:mod:`game.storage.unsaved_scores`): a line each on screen."""
        from game.storage.unsaved_scores import take_news

        for line in take_news():
            self.app.notices.post(line)

    def update(self, dt: float) -> None:
        self.ask_name()

    def ask_name(self) -> bool:
        """Push the name prompt when this game entered its table's top 10 (once, when the
        keys mashed at the end are let go); True when it did."""
        save = self.score_save
        if (self.name_asked or save is None or not save.asks_name
                or not self.presses.armed(self.time) or self.app.nav.top is not self):
            return False
        from game.scenes.menus.name_entry import NameEntryScene
        from game.scenes.menus.record_words import table_words
        from game.storage.record_tables import table_key

        self.name_asked = True
        entry = save.entry
        where = _("#{place} ON {table}").format(
            place=number(save.place), table=table_words(table_key(entry["game"], entry["options"])))
        self.app.nav.push(NameEntryScene(self.app, save.offered, where, self._signed, self))
        return True

    def _signed(self, name: str) -> None:
        """The name prompt's answer: the game is saved under the offered name already, so
        only another name is written (off the window thread: the book may be busy)."""
        save = self.score_save
        if save is None or name == save.offered:
            return
        import threading

        threading.Thread(target=save.sign, args=(name,), name="score-sign", daemon=True).start()

    def again(self) -> None:
        self.app.nav.replace(self.play.again())

    def save_video(self) -> None:
        """Render this game's replay to ``<data>/videos`` in the background (once, and one
        video at a time); the corner badge shows how far it got, a problem is one line on
        screen."""
        from game.video.background import ExportBusy, busy_line, start_export, video_path
        from game.video.encoder import EncoderError

        path = getattr(self.play, "replay_path", None)
        if self.export is not None and self.export.status != "failed":
            self.app.notices.post(busy_line(self.export), tone="info")
            return
        if path is None:
            self.app.notices.post(_("save video: this game's replay was not saved, so there "
                                    "is nothing to render"))
            return
        game = Path(path).name.split("-")[1] if "-" in Path(path).name else "game"
        try:
            self.export = start_export(Path(path), video_path(game), on_end=self._exported)
        except ExportBusy as exc:
            self.app.notices.post(str(exc), tone="info")
            return
        except (EncoderError, OSError) as exc:
            self.app.notices.post(_("save video: {error}").format(error=exc))
            return
        self.menu.items[1].label = N_("SAVING…")
        self._layout = None

    def _exported(self, export: Any) -> None:
        """The export's end (on its reader thread): a failure is posted as a notice."""
        if export.status == "failed":
            self.app.notices.post(_("save video failed: {error}").format(error=export.message))
        else:
            print(f"saved video {export.out}", flush=True)

    def to_title(self) -> None:
        self.app.nav.go_home()

    def build(self, layout: Layout) -> None:
        # The panel grows with the number of figures, centred where Retris's five put it
        # (the two panels together centred, with statistics).
        width = PANEL_WIDTH
        left = PANEL_LEFT - (STATS_GAP + STATS_WIDTH) / 2 if self.stats else PANEL_LEFT
        height = PANEL_BASE + FIGURE_STEP * len(self.figures)
        bottom = PANEL_MIDDLE - height / 2
        cx, top = left + width / 2, bottom + height
        self.panel = layout.rect(left, bottom, width, height)
        middle = 640.0 if self.stats else cx
        self.heading = text(layout, tr(self.heading_words), middle, top + 44,
                            34 if self.won else 40,
                            theme.ACCENT_WARM if self.won else theme.DANGER,
                            anchor_x="center", anchor_y="center")
        self.score_label = label(layout, tr(self.big_label), cx, top - 36, 12, anchor_x="center",
                                 anchor_y="center")
        self.score_text = text(layout, self.big_value or number(self.score), cx, top - 92, 54,
                               theme.ACCENT_WARM, anchor_x="center", anchor_y="center")
        self._build_stats(layout, left + width + STATS_GAP, top)
        self.rows = []
        for i, (name, value) in enumerate(self.figures):
            y = top - 160 - i * FIGURE_STEP
            self.rows.append((label(layout, tr(name), left + 56, y, 12, anchor_y="center"),
                              text(layout, value, left + width - 56, y, 17, anchor_x="right",
                                   anchor_y="center")))
        self.menu.place_buttons(layout, [layout.rect(left + 22 + k * 148, bottom + 24, 140, 50)
                                         for k in range(3)], font=13)
        self.hints.place(layout, 30)

    def _build_stats(self, layout: Layout, left: float, top: float) -> None:
        """The statistics' panel, its top level with the figures' panel."""
        self.stats_panel: arcade.Rect | None = None
        self.stat_rows: list[tuple[arcade.Text, arcade.Text]] = []
        if not self.stats:
            return
        height = STATS_BASE + STATS_STEP * len(self.stats)
        self.stats_panel = layout.rect(left, top - height, STATS_WIDTH, height)
        self.stats_title = label(layout, _("STATISTICS"), left + 40, top - 32, 12, theme.ACCENT,
                                 anchor_y="center")
        for i, (name, value) in enumerate(self.stats):
            y = top - 70 - i * STATS_STEP
            self.stat_rows.append((label(layout, tr(name), left + 40, y, 11, anchor_y="center"),
                                   text(layout, value, left + STATS_WIDTH - 40, y, 14,
                                        anchor_x="right", anchor_y="center")))

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if not self.presses.press(symbol, self.time):
            return False  # held, repeated or too soon: not for the menu (F11 still works)
        return self.menu.on_key_press(symbol)

    def on_key_release(self, symbol: int, modifiers: int) -> bool:
        self.presses.release(symbol, self.time)
        return False

    def on_pad_control(self, control: str, pressed: bool) -> bool:
        """Every pad control's edge, bound to a menu command or not (the input router asks
        first): a held one keeps the screen waiting. False: the command still follows."""
        if pressed:
            self.presses.press(("pad", control), self.time)
        else:
            self.presses.release(("pad", control), self.time)
        return False

    def on_command(self, command: Command) -> bool:
        """A pad's commands: only fresh presses reach the menu, as with keys (a click has
        no release here: it only waits for the screen to be up)."""
        if command.device == "mouse":
            return self.presses.armed(self.time) and super().on_command(command)
        if not command.pressed or not self.presses.was_fresh(command.source):
            return False
        return super().on_command(command)

    def on_show_view(self) -> None:
        """Shown (again): the kept picture is drawn afresh."""
        self.beneath.invalidate()

    def on_draw(self) -> None:
        # The last board, the veil, the panel with its figures and the key hints stand
        # still: drawn once into one picture and copied back each frame (the hints join it
        # once the keys work). Only the menu, whose focus glow breathes, is drawn live over
        # it, last as before, so the pixels are those of drawing it all.
        layout = self.layout
        armed = self.presses.armed(self.time)
        key = (layout, self.hints.device, self.app.effects(), armed)
        self.beneath.draw(lambda: self._draw_still(armed), self.time, None, key)
        self.menu.draw(self.time)
        self.draw_notices()

    def _draw_still(self, armed: bool) -> None:
        """What the kept picture shows: all of the screen but the menu and the notices."""
        draw_without_notices(self.play)  # the last board, still
        layout = self.layout
        shade(layout, 200)
        glow = theme.ACCENT if self.won else theme.DANGER
        draw_glow(self.panel, layout.len(12), glow, layout.len(16), 0.5)
        draw_panel(self.panel, layout.len(12), (14, 18, 40, 250))
        if self.stats_panel is not None:
            draw_panel(self.stats_panel, layout.len(12), (14, 18, 40, 250))
            self.stats_title.draw()
            for name, value in self.stat_rows:
                name.draw()
                value.draw()
        self.heading.draw()
        self.score_label.draw()
        self.score_text.draw()
        line_y = self.score_text.y - layout.len(42)
        arcade.draw_line(self.panel.left + layout.len(40), line_y,
                         self.panel.right - layout.len(40), line_y, theme.PANEL_RIM, 1)
        for name, value in self.rows:
            name.draw()
            value.draw()
        if armed:
            self.hints.draw()  # the keys are offered once they work
