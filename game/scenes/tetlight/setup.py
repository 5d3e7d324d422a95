"""Tet'light setup: board edge, start level, radar, drop ghost and key set, each explained,
with a live board at the chosen edge and speed and the chosen keys; then Start."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import arcade

from game.i18n import N_, _, number
from game.i18n import _ as translate  # for strings marked with N_: _() takes literals
from game.render import hexgrid
from game.render.palette import load_palette
from game.rules.tetlight.tuning import load_tuning
from game.scenes.base import Scene
from game.scenes.pacing import SETUP_IDLE_FPS
from game.scenes.services import App
from game.scenes.setup_memory import RemembersChoice
from game.scenes.tetlight.choice import (
    GHOST_TEXT,
    KEY_SET_NAMES,
    KEY_SET_TEXT,
    KEY_SETS,
    TetlightChoice,
    edge_text,
    level_text,
    radar_text,
)
from game.scenes.tetlight.preview import BoardPreview
from game.ui import theme
from game.ui.controls import ControlsPanel, key_labels
from game.ui.hints import HintBar
from game.ui.hud_parts import fit_lines
from game.ui.layout import Layout, stack
from game.ui.menu import FocusMenu, MenuItem
from game.ui.panel import draw_panel
from game.ui.text import label, text

# Three columns (reference units): the menu, the live board, the explanation and the keys.
MENU_LEFT, MENU_W, ROW_H, ROW_GAP, MENU_TOP = 60.0, 360.0, 56.0, 14.0, 548.0
BOARD_LEFT, BOARD_W, BOARD_BOTTOM = 440.0, 260.0, 92.0
INFO_LEFT, INFO_W, INFO_BOTTOM = 720.0, 500.0, 330.0
CONTROLS_BOTTOM, CONTROLS_H = 92.0, 224.0
GAUGE_Y = 344.0  # the speed gauge along the bottom of the info panel
OFF_ON = (N_("OFF"), N_("ON"))
# Portrait (a window taller than wide): the menu and board columns, then the info panel.
PORTRAIT_TOP = (30.0, 82.0, 690.0, 608.0)
PORTRAIT_INFO = (710.0, 320.0, 520.0, 238.0)


class TetlightSetupScene(RemembersChoice, Scene):
    """Choose how to play; Enter on Start (focused first) plays, Esc goes back to the title."""

    GAME = "tetlight"  # its section of the settings file: the last choices

    idle_fps = SETUP_IDLE_FPS  # only the preview moves between key presses: game.scenes.pacing

    def __init__(self, app: App, choice: TetlightChoice | None = None) -> None:
        super().__init__(app)
        self.tuning = load_tuning()
        self.choice = choice or TetlightChoice.remembered(app.settings.tetlight)
        edges = tuple(range(self.tuning.edge_range[0], self.tuning.edge_range[1] + 1))
        levels = tuple(range(self.tuning.start_level_range[0],
                             self.tuning.start_level_range[1] + 1))
        # The rows' words are given in the chosen language by _name_rows (build).
        self.edge_item = self._option("", "edge", edges, [str(e) for e in edges])
        self.level_item = self._option("", "level", levels, [str(n) for n in levels])
        self.radar_item = self._option("", "radar", (False, True), OFF_ON)
        self.ghost_item = self._option("", "ghost", (False, True), OFF_ON)
        self.keys_item = self._option("", "keys", KEY_SETS, KEY_SETS)
        self.start_item = MenuItem("", self.start)
        self.menu = FocusMenu([self.edge_item, self.level_item, self.radar_item,
                               self.ghost_item, self.keys_item, self.start_item],
                              on_back=self.back, on_start=self.start)
        self.menu.focus = len(self.menu.items) - 1  # Start is one Enter away
        self.menu.value_at = 0.76
        self.controls = {k: ControlsPanel(app.bindings_for(k), pad=app.pad_bindings_for(k))
                         for k in KEY_SETS}
        self.board = BoardPreview(app.window.ctx, load_palette(), self.tuning)
        self.hints = HintBar([])
        self._name_rows()

    def _name_rows(self) -> None:
        """The menu's, panels' and hints' words in the chosen language (again at every
        build: a language chosen in Settings applies at once)."""
        self.edge_item.label, self.level_item.label = _("BOARD EDGE"), _("START LEVEL")
        self.radar_item.label, self.ghost_item.label = _("RADAR"), _("DROP GHOST")
        self.keys_item.label = _("CONTROLS")  # not "KEYS": the display font draws K like H
        self.start_item.label = _("START")
        self.radar_item.choices = self.ghost_item.choices = tuple(translate(w) for w in OFF_ON)
        self.keys_item.choices = tuple(translate(KEY_SET_NAMES[k]) for k in KEY_SETS)
        for k, panel in self.controls.items():
            panel.heading = _("CONTROLS · {keys}").format(keys=translate(KEY_SET_NAMES[k]))
        self.hints.hints = [("UP/DOWN", _("choose")), ("LEFT/RIGHT", _("change")),  # i18n: a name
                            ("ENTER", _("start")), ("ESC", _("back"))]  # i18n: a name

    def _option(self, name: str, field: str, values: Sequence[object],
                labels: Sequence[str]) -> MenuItem:
        """A row that sets ``field`` of the choice to ``values[i]`` as it changes."""
        def changed(index: int) -> None:
            self.choice = replace(self.choice, **{field: values[index]})

        return MenuItem(name, choices=tuple(labels),
                        index=list(values).index(getattr(self.choice, field)),
                        on_change=changed)

    def start(self) -> None:
        from game.scenes.tetlight.play import TetlightPlayScene

        self.remember_choice()
        self.app.nav.push(TetlightPlayScene(self.app, self.choice))

    # -- screen -------------------------------------------------------------------------

    def palette_views(self) -> list[object]:
        """Drawn in the settings' palette, which they follow at once (Scene.follow_palette)."""
        return [self.board]

    def build(self, layout: Layout) -> None:
        self._name_rows()
        self.menu_layout = self.info_layout = layout
        if layout.portrait:
            # Taller than wide: the options and the board on top, the explanation below;
            # no room for the keys panel (the CONTROLS row's text names the key set).
            self.menu_layout, self.info_layout = stack(
                layout.width, layout.height, [PORTRAIT_TOP, PORTRAIT_INFO], bottom=76)
        self._build_menu(self.menu_layout)
        self._build_info(self.info_layout)

    def _build_menu(self, layout: Layout) -> None:
        self.heading = text(layout, "TET'LIGHT", MENU_LEFT, 640, 40,  # i18n: a name
                            anchor_y="center")
        self.subheading = text(layout, _("NEW GAME"), MENU_LEFT + 4, 596, 12, theme.ACCENT,
                               anchor_y="center")
        self.menu.place_rows(layout, MENU_LEFT + MENU_W / 2, MENU_TOP, MENU_W, ROW_H, ROW_GAP,
                             font=15)
        self._build_board(layout)

    def _build_info(self, layout: Layout) -> None:
        self.info_rect = layout.rect(INFO_LEFT, INFO_BOTTOM, INFO_W, MENU_TOP - INFO_BOTTOM)
        self.info_title = text(layout, "", INFO_LEFT + 24, MENU_TOP - 34, 19,
                               anchor_y="center", font=theme.LABEL_FONT, bold=True)
        self.info_body = text(layout, "", INFO_LEFT + 24, MENU_TOP - 58, 13, theme.INK_DIM,
                              font=theme.BODY_FONT, multiline=True,
                              width=int(layout.len(INFO_W - 48)), anchor_y="top")
        self.info_note = label(layout, "", INFO_LEFT + 24, GAUGE_Y + 11, 10.5, theme.ACCENT_WARM,
                               anchor_y="center")
        self.gauge_label = label(layout, _("SPEED"), INFO_LEFT + 24, GAUGE_Y + 36, 10.5,
                                 anchor_y="center")
        for panel in self.controls.values():
            panel.place(layout, INFO_LEFT, CONTROLS_BOTTOM, INFO_W, CONTROLS_H)
        self.hints.place(layout, 40)

    def _build_board(self, layout: Layout) -> None:
        """The middle column: a glass panel, the board in it, a caption above and below."""
        top = MENU_TOP
        self.board_rect = layout.rect(BOARD_LEFT, BOARD_BOTTOM, BOARD_W, top - BOARD_BOTTOM)
        self.board.place(layout.rect(BOARD_LEFT + 14, BOARD_BOTTOM + 48, BOARD_W - 28,
                                     top - BOARD_BOTTOM - 100))
        cx = BOARD_LEFT + BOARD_W / 2
        self.board_top = label(layout, "", cx, top - 26, 11, theme.INK_DIM, anchor_x="center",
                               anchor_y="center")
        self.board_bottom = label(layout, "", cx, BOARD_BOTTOM + 24, 10.5, theme.ACCENT,
                                  anchor_x="center", anchor_y="center")

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        return self.menu.on_key_press(symbol)

    def _keys_for(self, action: str) -> str:
        """The chosen key set's keys for ``action``, as the controls panel names them."""
        return key_labels(self.app.bindings_for(self.choice.keys), action)

    def _note(self) -> str:
        """A line under the text of the focused row: the key that does it in play."""
        if self.menu.focused is self.radar_item:
            return _("IN PLAY: {keys} SWITCHES THE RADAR").format(keys=self._keys_for("radar"))
        return ""

    def _info(self) -> tuple[str, str]:
        """Heading and text for the focused row."""
        item, c = self.menu.focused, self.choice
        if item is self.edge_item:
            return (_("EDGE {edge} · {cells} CELLS").format(
                edge=number(c.edge), cells=number(hexgrid.cell_count(c.edge))),
                edge_text(c.edge, self.tuning))
        if item is self.level_item:
            return (_("LEVEL {level}").format(level=number(c.level)),
                    level_text(c.level, self.tuning, self._keys_for("level_up")))
        if item is self.radar_item:
            return (_("RADAR {state}").format(state=translate(OFF_ON[c.radar])),
                    radar_text(c.level, self.tuning))
        if item is self.ghost_item:
            return (_("DROP GHOST {state}").format(state=translate(OFF_ON[c.ghost])),
                    translate(GHOST_TEXT))
        if item is self.keys_item:
            title = (_("ORIGINAL KEYS ({year})").format(year="1995")
                     if c.keys == "tetlight_original" else _("MODERN KEYS"))
            return title, translate(KEY_SET_TEXT[c.keys])
        ready = (_("Edge {edge}, level {level}, radar on, ghost {ghost}, {keys} keys.")
                 if c.radar else
                 _("Edge {edge}, level {level}, radar off, ghost {ghost}, {keys} keys."))
        ghost = _("on") if c.ghost else _("off")
        keys = _("original") if c.keys == "tetlight_original" else _("modern")
        return _("READY?"), ready.format(edge=number(c.edge), level=number(c.level),
                                         ghost=ghost, keys=keys) + " " + _(
            "Fill V lines of hexagons to clear them; bomb points earn bombs, and a bomb piece "
            "can set off a global explosion.")

    def draw(self) -> None:
        self.ensure_layout()
        menu, layout = self.menu_layout, self.info_layout
        self.heading.draw()
        self.subheading.draw()
        arcade.draw_line(menu.x(MENU_LEFT), menu.y(578), menu.x(MENU_LEFT + 120),
                         menu.y(578), theme.with_alpha(theme.ACCENT, 150),
                         max(1.0, menu.len(1.5)))
        self.menu.draw(self.time)
        self._draw_board(menu)
        draw_panel(self.info_rect, layout.len(10))
        title, body = self._info()
        self.info_title.text = title
        # Above the gauge and the note: a longer language's words get smaller type.
        fit_lines(self.info_body, body, layout.len(MENU_TOP - 58 - GAUGE_Y - 46),
                  layout.font(13))
        self.info_title.draw()
        self.info_body.draw()
        if self.menu.focused is self.level_item:
            self._draw_speed(layout)
        elif note := self._note():
            self.info_note.text = note
            self.info_note.draw()
        if not layout.portrait:
            self.controls[self.choice.keys].draw()
        self.hints.draw()

    def _draw_board(self, layout: Layout) -> None:
        c = self.choice
        draw_panel(self.board_rect, layout.len(10))
        self.board_top.text = _("EDGE {edge}").format(edge=number(c.edge))
        period = self.tuning.fall_period(c.level) / self.tuning.tick_rate
        self.board_bottom.text = _("{cells} CELLS · {secs} S/CELL").format(
            cells=number(hexgrid.cell_count(c.edge)), secs=number(period, 2))
        self.board_top.draw()
        self.board.draw(c.edge, c.level, c.ghost, self.time)
        self.board_bottom.draw()

    def _draw_speed(self, layout: Layout) -> None:
        """A gauge of the level's place in the range: the further right, the faster."""
        lo, hi = self.tuning.start_level_range
        count = hi - lo + 1
        gap = 2.0
        seg = (INFO_W - 48 - gap * (count - 1)) / count
        self.gauge_label.draw()
        for i in range(count):
            t = i / max(1, count - 1)
            color = (theme.mix(theme.ACCENT, theme.ACCENT_WARM, 2 * t) if t < 0.5
                     else theme.mix(theme.ACCENT_WARM, theme.DANGER, 2 * t - 1))
            rect = layout.rect(INFO_LEFT + 24 + i * (seg + gap), GAUGE_Y, seg, 22)
            arcade.draw_rect_filled(rect, color if lo + i <= self.choice.level
                                    else theme.with_alpha(color, 40))
