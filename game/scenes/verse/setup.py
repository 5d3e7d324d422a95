"""Verse setup: rotation and fair dealing, each explained, the scoring, the best score so far
and a live board; then Start. Keys or mouse: a click on a row changes it, on Start plays."""

from __future__ import annotations

import logging
from dataclasses import replace
from datetime import datetime

import arcade

from game.i18n import N_, _, ngettext, number
from game.i18n import _ as translate  # a string kept marked (N_), shown now
from game.render.palette import load_palette
from game.rules.verse.tuning import load_tuning
from game.scenes.base import Scene
from game.scenes.pacing import SETUP_IDLE_FPS
from game.scenes.services import App
from game.scenes.setup_memory import RemembersChoice
from game.scenes.verse.choice import VerseChoice, fair_text, ready_text, rotation_text, scoring_rows
from game.scenes.verse.setup_board import VerseSetupBoard
from game.storage.scores import ScoreBook, ScoreBookError, ScoreEntry
from game.ui import theme
from game.ui.controls import ControlsPanel, key_labels
from game.ui.hints import PAD_CAPS, HintBar
from game.ui.hud_parts import fit_lines, fit_text, shrink_to
from game.ui.layout import Layout, stack
from game.ui.menu import FocusMenu, MenuItem
from game.ui.panel import draw_panels, panel_shape
from game.ui.text import label, text

log = logging.getLogger(__name__)

# Three columns (reference units): menu over the best scores, the live board, the words.
# The words' column is wider than Tet'light's: Verse's controls are all key pairs.
MENU_LEFT, MENU_W, ROW_H, ROW_GAP, MENU_TOP = 48.0, 350.0, 56.0, 14.0, 548.0
BEST_BOTTOM, BEST_TOP = 92.0, 330.0
BOARD_LEFT, BOARD_W, BOARD_BOTTOM = 414.0, 248.0, 92.0
SLOT_H = 104.0  # the tray's three slots under the preview board
INFO_LEFT, INFO_W, INFO_BOTTOM = 678.0, 554.0, 300.0
CONTROLS_BOTTOM, CONTROLS_H = 92.0, 194.0
SCORING_TOP = 404.0  # the scoring rows along the bottom of the info panel
# Portrait (a window taller than wide): the menu and board columns, then the info panel.
PORTRAIT_TOP = (24.0, 82.0, 652.0, 608.0)
PORTRAIT_INFO = (668.0, 290.0, 574.0, 268.0)
HINTS_W = 870.0  # the key hints' width, reference units, with a margin each side
TOP_SHOWN = 3  # games listed under the best score
OFF_ON = (N_("OFF"), N_("ON"))
# Short month names of the score list (not the locale's: the UI's language)
MONTHS = (N_("JAN"), N_("FEB"), N_("MAR"), N_("APR"), N_("MAY"), N_("JUN"), N_("JUL"),
          N_("AUG"), N_("SEP"), N_("OCT"), N_("NOV"), N_("DEC"))
# (key cap, what it does): the keys' caps are names (and the pad hints' keys), CLICK a word
HINTS = (("UP/DOWN", N_("choose")),  # i18n: a name
         ("LEFT/RIGHT", N_("change")),  # i18n: a name
         ("ENTER", N_("start")),  # i18n: a name
         (N_("CLICK"), N_("change / start")),
         ("ESC", N_("back")))  # i18n: a name
SCORE_PROBLEM = N_("The score book could not be read, so no scores show here. Games still "
                   "play.")


class VerseSetupScene(RemembersChoice, Scene):
    """Choose how to play; Enter on Start (focused first) plays, Esc goes back to the title."""

    GAME = "verse"  # its section of the settings file: the last choices

    idle_fps = SETUP_IDLE_FPS  # only the preview moves between key presses: game.scenes.pacing

    def __init__(self, app: App, choice: VerseChoice | None = None,
                 scores: ScoreBook | None = None) -> None:
        super().__init__(app)
        self.tuning = load_tuning()
        self.choice = choice or VerseChoice.remembered(app.settings.verse)
        self.scores = scores or ScoreBook()
        self.rotation_item = self._toggle(N_("ROTATION"), "rotation")
        self.fair_item = self._toggle(N_("FAIR DEALING"), "fair")
        self.start_item = MenuItem(N_("START"), self.start)
        self.menu = FocusMenu([self.rotation_item, self.fair_item, self.start_item],
                              on_back=self.back, on_start=self.start)
        self.menu.focus = len(self.menu.items) - 1  # Start is one Enter away
        self.menu.value_at = 0.8
        self.bindings = app.bindings_for("verse")
        self.controls = ControlsPanel(self.bindings, _("CONTROLS"),
                                      pad=app.pad_bindings_for("verse"))
        self.preview = VerseSetupBoard(app.window.ctx, load_palette(), self.tuning)
        self.hints = HintBar(hint_rows())
        self.best: int | None = None
        self.top: list[ScoreEntry] = []
        self.score_problem = ""
        self.damaged = 0  # score book rows skipped as damaged
        self.read_scores()

    def _toggle(self, name: str, field: str) -> MenuItem:
        """An OFF / ON row that sets ``field`` of the choice."""
        def changed(index: int) -> None:
            self.choice = replace(self.choice, **{field: bool(index)})

        return MenuItem(name, choices=OFF_ON, index=int(getattr(self.choice, field)),
                        on_change=changed)

    def start(self) -> None:
        from game.scenes.verse.play import VersePlayScene

        self.remember_choice()
        self.app.nav.push(VersePlayScene(self.app, self.choice))

    def read_scores(self) -> None:
        """The best Verse games from the score book; a broken book is a note, not a crash."""
        try:
            self.top = self.scores.top("verse", TOP_SHOWN)
            self.best = self.top[0].score if self.top else None
            self.score_problem = ""
            # Rows another program damaged are skipped (and left in the file); the rest show.
            self.damaged = int(getattr(self.scores, "damaged", 0))
        except ScoreBookError as exc:
            log.warning("%s", exc)
            self.best, self.top, self.damaged = None, [], 0
            self.score_problem = SCORE_PROBLEM  # translated when shown

    def on_show_view(self) -> None:
        """Back from a game: its score may be the new best."""
        super().on_show_view()
        self.read_scores()

    # -- input -----------------------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        return self.menu.on_key_press(symbol)

    def _item_at(self, x: float, y: float) -> int | None:
        for i, item in enumerate(self.menu.items):
            if item.rect is not None and item.rect.point_in_rect((x, y)):
                return i
        return None

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        """The row under the pointer takes the focus (and its words the info panel)."""
        index = self._item_at(x, y)
        if index is not None:
            self.menu.focus = index
        return index is not None

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        """A click on an option changes it (right button: back), on Start plays."""
        index = self._item_at(x, y)
        if index is None:
            return False
        self.menu.focus = index
        item = self.menu.focused
        if item.on_select is not None:
            item.on_select()
        else:
            item.adjust(-1 if button == arcade.MOUSE_BUTTON_RIGHT else 1)
        return True

    # -- words -----------------------------------------------------------------------------

    def _info(self) -> tuple[str, str]:
        """Heading and text for the focused row."""
        item, c = self.menu.focused, self.choice
        if item is self.rotation_item:
            keys = key_labels(self.bindings, "rotate")
            return (_("ROTATION {state}").format(state=translate(OFF_ON[c.rotation])),
                    rotation_text(c.rotation, keys))
        if item is self.fair_item:
            return (_("FAIR DEALING {state}").format(state=translate(OFF_ON[c.fair])),
                    fair_text(c.fair, self.tuning))
        return _("READY?"), ready_text(c, self.tuning)

    def best_lines(self) -> tuple[str, str]:
        """The big number and the line under it, for the best-score panel."""
        if self.score_problem:
            return "—", translate(self.score_problem)
        if self.best is None:
            return "—", _("No games yet: your first finished game sets the mark.")
        return number(self.best), ""

    # -- screen ----------------------------------------------------------------------------

    def palette_views(self) -> list[object]:
        """Drawn in the settings' palette, which they follow at once (Scene.follow_palette)."""
        return [self.preview]

    def build(self, layout: Layout) -> None:
        # The words in the language chosen now (a language change rebuilds the scene)
        self.hints.hints = hint_rows()
        self.controls.heading = _("CONTROLS")
        self.menu_layout = self.info_layout = layout
        if layout.portrait:
            # Taller than wide: the options, best scores and board on top, the words below;
            # no room for the keys panel (the hints and the rotation text name the keys).
            self.menu_layout, self.info_layout = stack(
                layout.width, layout.height, [PORTRAIT_TOP, PORTRAIT_INFO], bottom=76)
        self._build_menu(self.menu_layout)
        self._build_info(self.info_layout)
        self.controls.place(layout, INFO_LEFT, CONTROLS_BOTTOM, INFO_W, CONTROLS_H)
        hints = self.info_layout
        if layout.portrait:
            # Five hints span ~800 reference units: in a narrow window they get a scale of
            # their own that fits them across it.
            hints = Layout(layout.width, layout.height, (0.0, 0.0, HINTS_W, 1.0))
        self.hints.place(hints, 40)

    def _build_menu(self, layout: Layout) -> None:
        self.heading = text(layout, "VERSE", MENU_LEFT, 640, 40, anchor_y="center")  # i18n: a name
        self.subheading = text(layout, _("NEW GAME"), MENU_LEFT + 4, 596, 12, theme.ACCENT,
                               anchor_y="center")
        self.menu.place_rows(layout, MENU_LEFT + MENU_W / 2, MENU_TOP, MENU_W, ROW_H, ROW_GAP,
                             font=15)
        self._build_best(layout)
        self._build_board(layout)

    def _build_best(self, layout: Layout) -> None:
        left = MENU_LEFT + 24
        self.best_rect = layout.rect(MENU_LEFT, BEST_BOTTOM, MENU_W, BEST_TOP - BEST_BOTTOM)
        self.best_label = label(layout, _("BEST SCORE"), left, BEST_TOP - 28, 11, anchor_y="center")
        self.best_value = text(layout, "", left, BEST_TOP - 72, 34, theme.ACCENT_WARM,
                               anchor_y="center")
        self.best_note = text(layout, "", left, BEST_TOP - 104, 12.5, theme.INK_DIM,
                              font=theme.BODY_FONT, multiline=True,
                              width=int(layout.len(MENU_W - 48)), anchor_y="top")
        self.top_label = label(layout, _("TOP GAMES"), left, BEST_TOP - 120, 10.5,
                               anchor_y="center")
        self.top_rows: list[tuple[arcade.Text, arcade.Text, arcade.Text]] = []
        for i in range(TOP_SHOWN):
            y = BEST_TOP - 150 - i * 28
            self.top_rows.append((
                label(layout, f"{i + 1}", left, y, 11, theme.INK_FAINT, anchor_y="center"),
                text(layout, "", left + 26, y, 14, theme.INK, font=theme.LABEL_FONT,
                     bold=True, anchor_y="center"),
                label(layout, "", MENU_LEFT + MENU_W - 24, y, 10, theme.INK_DIM,
                      anchor_x="right", anchor_y="center"),
            ))
        self.damaged_note = label(layout, "", left, BEST_TOP - 228, 9.5, theme.ACCENT_WARM,
                                  anchor_y="center")

    def _build_board(self, layout: Layout) -> None:
        """The middle column: a glass panel with the board, the tray under it, captions."""
        self.board_rect = layout.rect(BOARD_LEFT, BOARD_BOTTOM, BOARD_W,
                                      MENU_TOP - BOARD_BOTTOM)
        side = BOARD_W - 36
        left = BOARD_LEFT + 18
        board_bottom = MENU_TOP - 44 - side
        slot_bottom = board_bottom - 14 - SLOT_H
        self.preview_board = layout.rect(left, board_bottom, side, side)
        self.slot_rects = [layout.rect(left + i * (side + 8) / 3, slot_bottom,
                                       (side + 8) / 3 - 8, SLOT_H) for i in range(3)]
        self.preview.place(self.preview_board, layout.rect(left, slot_bottom, side, SLOT_H))
        cx = BOARD_LEFT + BOARD_W / 2
        self.board_top = label(layout, _("8×8 BOARD · TRAY OF THREE"), cx, MENU_TOP - 22, 10.5,
                               anchor_x="center", anchor_y="center")
        self.board_bottom = label(layout, "", cx, (slot_bottom + BOARD_BOTTOM) / 2, 10.5,
                                  theme.ACCENT, anchor_x="center", anchor_y="center")
        self.caption_width = layout.len(BOARD_W - 24)
        shrink_to(self.board_top, self.caption_width)

    def _build_info(self, layout: Layout) -> None:
        top = MENU_TOP
        self.info_rect = layout.rect(INFO_LEFT, INFO_BOTTOM, INFO_W, top - INFO_BOTTOM)
        self.info_title = text(layout, "", INFO_LEFT + 24, top - 32, 19, anchor_y="center",
                               font=theme.LABEL_FONT, bold=True)
        self.info_body = text(layout, "", INFO_LEFT + 24, top - 54, 13, theme.INK_DIM,
                              font=theme.BODY_FONT, multiline=True,
                              width=int(layout.len(INFO_W - 48)), anchor_y="top")
        self.scoring_label = label(layout, _("SCORING"), INFO_LEFT + 24, SCORING_TOP, 10.5,
                                   anchor_y="center")
        self.scoring: list[arcade.Text] = []
        for i, (points, when) in enumerate(scoring_rows(self.tuning)):
            y = SCORING_TOP - 24 - i * 20
            self.scoring.append(text(layout, points, INFO_LEFT + 24, y, 12, theme.ACCENT_WARM,
                                     font=theme.LABEL_FONT, bold=True, anchor_y="center"))
            self.scoring.append(text(layout, when, INFO_LEFT + 172, y, 12.5, theme.INK_DIM,
                                     font=theme.BODY_FONT, anchor_y="center"))

    def draw(self) -> None:
        self.ensure_layout()
        menu, layout = self.menu_layout, self.info_layout
        self.heading.draw()
        self.subheading.draw()
        arcade.draw_line(menu.x(MENU_LEFT), menu.y(578), menu.x(MENU_LEFT + 120),
                         menu.y(578), theme.with_alpha(theme.ACCENT, 150),
                         max(1.0, menu.len(1.5)))
        # The best, board (its slots inside it) and info panels in one draw call: they do
        # not overlap the menu or each other, only what is drawn on them afterwards.
        draw_panels([panel_shape(self.best_rect, menu.len(10)),
                     panel_shape(self.board_rect, menu.len(10)),
                     *(panel_shape(rect, menu.len(6), (14, 20, 42, 200), theme.INK_FAINT, 1.0)
                       for rect in self.slot_rects),
                     panel_shape(self.info_rect, layout.len(10))])
        self.menu.draw(self.time)
        self._draw_best(menu)
        self._draw_board(menu)
        self.info_title.text, body = self._info()
        # The body must end above the scoring rows, however small type wraps.
        fit_lines(self.info_body, body, layout.len(MENU_TOP - 54 - SCORING_TOP - 12),
                  layout.font(13))
        self.info_title.draw()
        self.info_body.draw()
        self.scoring_label.draw()
        for t in self.scoring:
            t.draw()
        if not layout.portrait:
            self.controls.draw()
        self.hints.draw()

    def _draw_best(self, layout: Layout) -> None:
        value, note = self.best_lines()
        self.best_label.draw()
        self.best_value.text = value
        self.best_value.draw()
        if note:
            self.best_note.text = note
            self.best_note.color = theme.ACCENT_WARM if self.score_problem else theme.INK_DIM
            self.best_note.draw()
            return
        self.top_label.draw()
        for (rank, score, how), entry in zip(self.top_rows, self.top, strict=False):
            score.text = number(entry.score)
            how.text = _entry_tags(entry)
            rank.draw()
            score.draw()
            how.draw()
        if self.damaged:
            self.damaged_note.text = ngettext(
                "{n} DAMAGED ENTRY SKIPPED", "{n} DAMAGED ENTRIES SKIPPED",
                self.damaged).format(n=number(self.damaged))
            self.damaged_note.draw()

    def _draw_board(self, layout: Layout) -> None:
        self.board_top.draw()
        self.preview.draw(self.choice.rotation, self.time)
        fit_text(self.board_bottom, self.preview.caption(self.time).upper(), self.caption_width,
                 layout.font(10.5))
        self.board_bottom.draw()


def hint_rows() -> list[tuple[str, str]]:
    """The key hints, their words in the language chosen now."""
    return [(cap if cap in PAD_CAPS else translate(cap), translate(words))
            for cap, words in HINTS]


def _entry_tags(entry: ScoreEntry) -> str:
    """``"ROTATION · FAIR · 12 MAR"``: how a listed game was played, and when."""
    tags = [translate(name) for key, name in (("rotation", N_("ROTATION")),
                                              ("fair", N_("FAIR"))) if entry.options.get(key)]
    return " · ".join(t for t in [*tags, _day(entry.finished_at)] if t)


def _day(stamp: str) -> str:
    """``"2025-03-12T…"`` → ``"12 MAR 2025"`` (not the locale's month names); anything
    unreadable is left out."""
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        return ""
    return f"{when.day} {translate(MONTHS[when.month - 1])} {when.year}"
