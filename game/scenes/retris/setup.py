"""Retris setup: mode (Classic or Arcade), style, start level (tempo in Relax) and goal
(Endless, Sprint, Ultra, Marathon) with its target, each explained, then Start. On the mode
row Arcade's specials are shown, each with what it does."""

from __future__ import annotations

from dataclasses import replace

import arcade

from game.i18n import _, number
from game.i18n import _ as translate  # for strings marked with N_: _() takes literals
from game.render.palette import load_palette
from game.rules.retris.options import GOALS, MODES, STYLES
from game.rules.retris.snapshot import PieceView
from game.rules.retris.tuning import load_tuning
from game.scenes.base import Scene
from game.scenes.pacing import SETUP_IDLE_FPS
from game.scenes.retris.board import PreviewView
from game.scenes.retris.choice import (
    GOAL_NAMES,
    GOAL_TEXT,
    MODE_NAMES,
    MODE_TEXT,
    SPECIALS_SHOWN,
    STYLE_NAMES,
    STYLE_TEXT,
    RetrisChoice,
    fall_text,
    level_range,
    shown_name,
    target_choices,
    target_text,
    target_words,
)
from game.scenes.services import App
from game.scenes.setup_memory import RemembersChoice
from game.ui import theme
from game.ui.controls import ControlsPanel
from game.ui.hints import HintBar
from game.ui.hud_parts import fit_lines, shrink_to
from game.ui.layout import Layout, stack
from game.ui.menu import FocusMenu, MenuItem
from game.ui.panel import draw_panel
from game.ui.text import label, text

MENU_LEFT, MENU_W, ROW_H, ROW_GAP, MENU_TOP = 90.0, 540.0, 56.0, 12.0, 560.0
INFO_LEFT, INFO_W = 680.0, 510.0
STRIP_Y, STRIP_H = 352.0, 58.0  # the pieces / speed strip at the bottom of the info panel
BODY_TOP = 486.0  # the top of the info panel's text
# Portrait (a window taller than wide): the two columns' regions, stacked.
PORTRAIT_MENU = (70.0, 150.0, 580.0, 530.0)
PORTRAIT_INFO = (670.0, 86.0, 530.0, 472.0)
CRAZY_SAMPLES = 4  # big pieces shown for Crazy next to three of the usual ones


def sample_pieces(style: str) -> list[PieceView]:
    """The pieces a style plays with, as preview views: all seven, or a taste of Crazy."""
    tuning = load_tuning()
    names = list(tuning.standard)
    if style == "crazy":
        names = names[:3] + list(tuning.crazy)[:: max(1, len(tuning.crazy) // CRAZY_SAMPLES)]
        names = names[: 3 + CRAZY_SAMPLES]
    return [PieceView(n, tuning.pieces[n].color, tuning.pieces[n].preview) for n in names]


class RetrisSetupScene(RemembersChoice, Scene):
    """Choose how to play; Esc goes back to the title."""

    GAME = "retris"  # its section of the settings file: the last choices

    idle_fps = SETUP_IDLE_FPS  # only the preview moves between key presses: game.scenes.pacing

    def __init__(self, app: App, choice: RetrisChoice | None = None) -> None:
        super().__init__(app)
        self.choice = choice or RetrisChoice.remembered(app.settings.retris)
        # The rows' words are given in the chosen language by _name_rows (build).
        self.mode_item = MenuItem("", choices=MODES, index=MODES.index(self.choice.mode),
                                  on_change=self._mode_changed)
        self.style_item = MenuItem("", choices=STYLES, index=STYLES.index(self.choice.style),
                                   on_change=self._style_changed)
        self.level_item = MenuItem("", on_change=self._level_changed)
        self.goal_item = MenuItem("", choices=GOALS, index=GOALS.index(self.choice.goal),
                                  on_change=self._goal_changed)
        self.target_item = MenuItem("", on_change=self._target_changed)
        self.start_item = MenuItem("", self.start)
        self.menu = FocusMenu([self.mode_item, self.style_item, self.level_item,
                               self.goal_item, self.target_item, self.start_item],
                              on_back=self.back, on_start=self.start)
        self.menu.focus = len(self.menu.items) - 1  # Start is one Enter away
        self.controls = ControlsPanel(app.bindings_for("retris"),
                                      pad=app.pad_bindings_for("retris"))
        self.pieces = PreviewView(app.window.ctx, load_palette())
        self.hints = HintBar([])
        self._set_levels(self.choice.level)
        self._set_targets()
        self._name_rows()

    def _name_rows(self) -> None:
        """The menu's and hints' words in the chosen language (again at every build: a
        language chosen in Settings applies at once)."""
        self.mode_item.label, self.style_item.label = _("MODE"), _("STYLE")
        self.goal_item.label, self.target_item.label = _("GOAL"), _("TARGET")
        self.start_item.label = _("START")
        self.mode_item.choices = tuple(shown_name(MODE_NAMES, m) for m in MODES)
        self.style_item.choices = tuple(shown_name(STYLE_NAMES, s) for s in STYLES)
        self.goal_item.choices = tuple(shown_name(GOAL_NAMES, g) for g in GOALS)
        self._level_label()
        self._set_targets()
        self.hints.hints = [("UP/DOWN", _("choose")), ("LEFT/RIGHT", _("change")),  # i18n: a name
                            ("ENTER", _("start")), ("ESC", _("back"))]  # i18n: a name

    def _level_label(self) -> None:
        self.level_item.label = _("TEMPO") if self.choice.style == "relax" else _("START LEVEL")

    # -- choices ------------------------------------------------------------------------

    def _mode_changed(self, index: int) -> None:
        self.choice = replace(self.choice, mode=MODES[index])

    def _style_changed(self, index: int) -> None:
        self.choice = replace(self.choice, style=STYLES[index])
        self._set_levels(self.choice.level)

    def _set_levels(self, level: int) -> None:
        """Offer the style's level range (Relax has its own) and keep the level inside it."""
        lo, hi = level_range(self.choice.style)
        level = max(lo, min(hi, level))
        self._level_label()
        self.level_item.choices = tuple(number(n) for n in range(lo, hi + 1))
        self.level_item.index = level - lo
        self.choice = replace(self.choice, level=level)
        self._layout = None  # the label may have changed: rebuild the text

    def _level_changed(self, index: int) -> None:
        lo, _hi = level_range(self.choice.style)
        self.choice = replace(self.choice, level=lo + index)

    def _goal_changed(self, index: int) -> None:
        self.choice = replace(self.choice, goal=GOALS[index])
        self._set_targets()

    def _set_targets(self) -> None:
        """Offer the goal's targets (the last one chosen for it first); Endless has none and
        Marathon one, so the row is skipped then."""
        goal = self.choice.goal
        offered = target_choices(goal)
        self.target_item.choices = tuple(target_words(goal, t) for t in offered) or ("—",)
        self.target_item.index = offered.index(self.choice.target) if offered else 0
        self.target_item.enabled = len(offered) > 1

    def _target_changed(self, index: int) -> None:
        offered = target_choices(self.choice.goal)
        if self.choice.goal == "sprint":
            self.choice = replace(self.choice, sprint_rows=offered[index])
        elif self.choice.goal == "ultra":
            self.choice = replace(self.choice, ultra_seconds=offered[index])

    def start(self) -> None:
        from game.scenes.retris.play import RetrisPlayScene

        self.remember_choice()
        self.app.nav.push(RetrisPlayScene(self.app, self.choice))

    # -- screen -------------------------------------------------------------------------

    def palette_views(self) -> list[object]:
        """Drawn in the settings' palette, which they follow at once (Scene.follow_palette)."""
        return [self.pieces]

    def build(self, layout: Layout) -> None:
        self._name_rows()
        self.menu_layout = self.info_layout = layout
        if layout.portrait:
            # Taller than wide: the options on top, the explanation and the keys below.
            self.menu_layout, self.info_layout = stack(
                layout.width, layout.height, [PORTRAIT_MENU, PORTRAIT_INFO], bottom=76)
        self._build_menu(self.menu_layout)
        self._build_info(self.info_layout)

    def _build_menu(self, layout: Layout) -> None:
        self.heading = text(layout, "RETRIS", MENU_LEFT, 640, 40, anchor_y="center")  # i18n: a name
        self.subheading = text(layout, _("NEW GAME"), MENU_LEFT + 4, 596, 12, theme.ACCENT,
                               anchor_y="center")
        self.menu.place_rows(layout, MENU_LEFT + MENU_W / 2, MENU_TOP, MENU_W, ROW_H, ROW_GAP)

    def _build_info(self, layout: Layout) -> None:
        self.info_rect = layout.rect(INFO_LEFT, 334, INFO_W, 214)
        self.info_title = text(layout, "", INFO_LEFT + 24, 514, 20, anchor_y="center",
                               font=theme.LABEL_FONT, bold=True)
        self.info_body = text(layout, "", INFO_LEFT + 24, BODY_TOP, 14, theme.INK_DIM,
                              font=theme.BODY_FONT, multiline=True,
                              width=int(layout.len(INFO_W - 48)), anchor_y="top")
        self.info_note = text(layout, "", INFO_LEFT + 24, 380, 13, theme.ACCENT_WARM,
                              font=theme.BODY_FONT, multiline=True,
                              width=int(layout.len(INFO_W - 48)), anchor_y="center")
        self.strip_label = label(layout, "", INFO_LEFT + 24, STRIP_Y + STRIP_H + 10, 10.5,
                                 anchor_y="center")
        width = (INFO_W - 48) / len(SPECIALS_SHOWN)
        self.special_boxes = [layout.rect(INFO_LEFT + 24 + i * width, STRIP_Y + 6, width, 46)
                              for i in range(len(SPECIALS_SHOWN))]
        self.special_words = [label(layout, translate(word), INFO_LEFT + 24 + (i + 0.5) * width,
                                    STRIP_Y - 4, 8.5, anchor_x="center", anchor_y="center")
                              for i, (_key, _color, word) in enumerate(SPECIALS_SHOWN)]
        for word in self.special_words:  # a small window's type floor would let them touch
            shrink_to(word, layout.len(width - 4))
        self.controls.place(layout, INFO_LEFT, 96, INFO_W, 214)
        self.hints.place(layout, 40)

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        return self.menu.on_key_press(symbol)

    def _info(self) -> tuple[str, str, str]:
        """Heading, text and a note for the focused row."""
        item, c = self.menu.focused, self.choice
        if item is self.mode_item:
            return shown_name(MODE_NAMES, c.mode), translate(MODE_TEXT[c.mode]), ""
        if item is self.style_item:
            return shown_name(STYLE_NAMES, c.style), translate(STYLE_TEXT[c.style]), ""
        if item is self.level_item:
            why = (_("The tempo stays the same all game.") if c.style == "relax"
                   else _("The level rises every 10 rows."))
            if c.goal in ("sprint", "ultra"):
                why = _("Sprint and Ultra keep the level where it starts.")
            return (_("LEVEL {level}").format(level=number(c.level)),
                    fall_text(c.level) + " " + why, "")
        if item is self.goal_item:
            return shown_name(GOAL_NAMES, c.goal), translate(GOAL_TEXT[c.goal]), ""
        if item is self.target_item:
            return c.goal_title, target_text(c.goal, c.target), ""
        # Two lines at most: the piece strip sits under this text.
        return _("READY?"), _("{game} · level {level}: next pieces on the right, hold on the "
                              "left.").format(game=f"{c.title} · {c.goal_title}",
                                              level=number(c.level)), ""

    def draw(self) -> None:
        self.ensure_layout()
        layout = self.info_layout
        self.heading.draw()
        self.subheading.draw()
        self.menu.draw(self.time)
        draw_panel(self.info_rect, layout.len(10))
        title, body, note = self._info()
        self.info_title.text, self.info_note.text = title, note
        # Two lines at most over the strip: a longer language's words get smaller type.
        fit_lines(self.info_body, body, layout.len(BODY_TOP - STRIP_Y - STRIP_H - 18),
                  layout.font(14))
        self.info_title.draw()
        self.info_body.draw()
        if note:
            self.info_note.draw()
        elif self.menu.focused is self.level_item:
            self._draw_speed(layout)
        elif self.menu.focused is self.mode_item and self.choice.mode == "arcade":
            self._draw_specials(layout)
        else:
            self._draw_pieces(layout)
        self.controls.draw()
        self.hints.draw()
        menu = self.menu_layout
        arcade.draw_line(menu.x(MENU_LEFT), menu.y(578), menu.x(MENU_LEFT + 120),
                         menu.y(578), theme.with_alpha(theme.ACCENT, 150),
                         max(1.0, menu.len(1.5)))

    def _draw_pieces(self, layout: Layout) -> None:
        """The style's pieces in a row along the bottom of the info panel."""
        pieces = sample_pieces(self.choice.style)
        width = (INFO_W - 48) / len(pieces)
        boxes = [layout.rect(INFO_LEFT + 24 + i * width, STRIP_Y, width, STRIP_H)
                 for i in range(len(pieces))]
        self.strip_label.text = _("PIECES")
        self.strip_label.draw()
        self.pieces.draw([(p, box, False) for p, box in zip(pieces, boxes, strict=True)],
                         layout.len(16), self.time)

    def _draw_specials(self, layout: Layout) -> None:
        """Arcade's specials in a row, each block with its look and a word for what it does."""
        self.strip_label.text = _("SPECIALS")
        self.strip_label.draw()
        blocks = [PieceView(color, color, ((0, 0),), (letter,))
                  for letter, color, _word in SPECIALS_SHOWN]
        self.pieces.draw([(b, box, False) for b, box in zip(blocks, self.special_boxes,
                                                              strict=True)],
                         layout.len(28), self.time)
        for word in self.special_words:
            word.draw()

    def _draw_speed(self, layout: Layout) -> None:
        """A gauge of the level's place in the range: the further right, the faster."""
        lo, hi = level_range(self.choice.style)
        count = hi - lo + 1
        gap = 4.0
        seg = (INFO_W - 48 - gap * (count - 1)) / count
        self.strip_label.text = _("SPEED")
        self.strip_label.draw()
        for i in range(count):
            lit = lo + i <= self.choice.level
            t = i / max(1, count - 1)
            color = (theme.mix(theme.ACCENT, theme.ACCENT_WARM, 2 * t) if t < 0.5
                     else theme.mix(theme.ACCENT_WARM, theme.DANGER, 2 * t - 1))
            rect = layout.rect(INFO_LEFT + 24 + i * (seg + gap), STRIP_Y + 14, seg, 26)
            arcade.draw_rect_filled(rect, color if lit else theme.with_alpha(color, 40))
