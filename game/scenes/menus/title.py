"""The title screen: the three games on cards, each opening its setup screen; and Quit,
which asks first (game.scenes.menus.quit_confirm). Back from a game, the focus is on its card."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import arcade

from game.i18n import N_, _
from game.input.commands import BACK, Command, menu_command
from game.scenes.attract.timer import AttractTimer
from game.scenes.base import Scene
from game.scenes.menus.card_art import CardArt
from game.scenes.menus.help import HELP_KEYS
from game.scenes.menus.quit_confirm import QuitConfirm
from game.scenes.pacing import MENU_IDLE_FPS
from game.scenes.services import App
from game.ui import theme
from game.ui.halo import Halo
from game.ui.hints import HintBar
from game.ui.hud_parts import fit_lines, shrink_to
from game.ui.layout import Layout, stack
from game.ui.menu import FocusMenu, MenuItem
from game.ui.panel import Shape, pulse
from game.ui.panel_layer import (
    ALL,
    PULSING,
    STATIC,
    PanelLayer,
    line_shape,
    rect_outline_shape,
    rect_shape,
)
from game.ui.text import label, text, tr
from game.ui.textbatch import TextBatch, set_color


@dataclass(frozen=True)
class GameCard:
    name: str
    tagline: str
    description: str
    art: str
    playable: bool


# The taglines and descriptions are kept in English (N_) and translated when laid out.
GAMES = (
    GameCard("RETRIS", N_("ROWS · SPEED · STYLE"),  # i18n: a name
             N_("Falling blocks on a 10×24 field: slide, spin, hold and drop to clear rows. "
                "Relax at your own tempo, or go Crazy."), "retris", True),
    GameCard("TET'LIGHT", N_("HEXAGONS · V-LINES · BOMBS"),  # i18n: a name
             N_("Four-hex pieces fall into a hex board with a V-shaped floor. Fill V lines, "
                "and set off bomb pieces for a global explosion."), "tetlight", True),
    GameCard("VERSE", N_("8×8 · TRAYS · STREAKS"),  # i18n: a name
             N_("No clock, no falling piece: place trays of three pieces on an 8×8 board and "
                "clear rows and columns in streaks."), "verse", True),
)

CARD_W, CARD_H, CARD_GAP, CARD_BOTTOM = 350.0, 340.0, 36.0, 136.0
# Portrait (a window taller than wide): the reference region shown, and the cards as rows.
PORTRAIT_VIEW = (290.0, 190.0, 700.0, 780.0)
ROW_W, ROW_H, ROW_GAP, ROWS_TOP, ROW_ART_W = 660.0, 170.0, 16.0, 834.0, 200.0
PORTRAIT_BUTTONS_Y = 226.0
#: What Enter does on each button (the cards play): the hint bar says it for the focused one.
ENTER_WORDS = {"VERSUS": N_("open"), "PRACTICE": N_("open"), "SETTINGS": N_("open"),
               "REPLAYS": N_("open"), "RECORDS": N_("open"), "HELP": N_("open"),
               "QUIT": N_("quit")}
#: The buttons under the cards, left to right (left/right reach them after Verse).
BUTTONS = (N_("VERSUS"), N_("PRACTICE"), N_("SETTINGS"), N_("REPLAYS"), N_("RECORDS"),
           N_("HELP"), N_("QUIT"))



class TitleScene(Scene):
    """Choose a game (cards, left/right) or quit."""

    device_layout = True  # the cards say which key or button plays

    idle_fps = MENU_IDLE_FPS  # stands still between key presses: see game.scenes.pacing

    def __init__(self, app: App) -> None:
        super().__init__(app)
        items = [
            MenuItem(g.name, self._opener(g.art) if g.playable else None,
                     enabled=g.playable, badge="" if g.playable else N_("COMING"),
                     description=g.description)
            for g in GAMES
        ]
        items.append(MenuItem(N_("VERSUS"), self._versus,
                              description=N_("Two to four players on one screen: pads, two "
                                             "keyboard sets, bots.")))
        items.append(MenuItem(N_("PRACTICE"), self._practice,
                              description=N_("Play from a scenario file's position.")))
        items.append(MenuItem(N_("SETTINGS"), self._open_settings))
        items.append(MenuItem(N_("REPLAYS"), self._replays))
        items.append(MenuItem(N_("RECORDS"), self._records))
        items.append(MenuItem(N_("HELP"), self._help))
        self.confirm = QuitConfirm(app.quit)
        items.append(MenuItem(N_("QUIT"), self.confirm.ask))
        self.menu = FocusMenu(items, on_back=self.confirm.ask, horizontal=True)
        # Back from a game (quit to title, game over, an error): its card, not the first.
        arts = [g.art for g in GAMES]
        if app.title_focus in arts:
            self.menu.focus = arts.index(app.title_focus)
        self.hints = HintBar(self._hint_list())
        self.art = CardArt(app.window.ctx)
        self.title_glow = Halo(app.window.ctx)
        # Everything static (rules, card and button frames, chips, key caps) in one buffer
        # per layout and focus: one draw call a frame (see game.ui.panel_layer).
        self.frames = PanelLayer(app.window.ctx)
        self._builds = 0  # layouts built: part of the frames' key
        self.attract = AttractTimer(app)  # untouched a while: the demos (game.scenes.attract)

    def _opener(self, game: str) -> Callable[[], None]:
        """What Enter on a playable card does: open that game's setup screen."""
        def open_game() -> None:
            from game.scenes.retris.setup import RetrisSetupScene
            from game.scenes.tetlight.setup import TetlightSetupScene
            from game.scenes.verse.setup import VerseSetupScene

            setups = {"retris": RetrisSetupScene, "tetlight": TetlightSetupScene,
                      "verse": VerseSetupScene}
            self.app.title_focus = game  # a later title comes back to this card
            self.app.nav.push(setups[game](self.app))

        return open_game

    def _hint_list(self) -> list[tuple[str, ...]]:
        """The key hints, Enter's words those of the focused item."""
        enter = ENTER_WORDS.get(self.menu.focused.label, N_("play"))
        return [(N_("ARROWS"), N_("choose")), ("ENTER", enter),  # i18n: a name
                ("ESC", N_("quit"), "")]  # i18n: a name

    def _follow_focus(self) -> None:
        """After the focus moved: Enter's hint names what Enter now does (the hint bar and
        the one text batch are made again only when its words change)."""
        hints = self._hint_list()
        changed = hints != self.hints.hints
        self.hints.hints = hints
        if not changed or not hasattr(self, "texts"):  # not laid out yet: build() places it
            return
        self._builds += 1  # the key caps are in the static frames
        self.hints.place(self.layout_used, 34)
        self.texts = TextBatch([self.title, self.subtitle, *self.button_texts,
                                *(t for card in self.card_texts for t in card),
                                *self.hints.texts])

    def _versus(self) -> None:
        from game.scenes.versus.join import VersusJoinScene

        self.app.nav.push(VersusJoinScene(self.app))

    def _open_settings(self) -> None:
        from game.scenes.menus.settings.screen import SettingsScene

        self.app.nav.push(SettingsScene(self.app))

    def palette_views(self) -> list[object]:
        """Drawn in the settings' palette, which they follow at once (Scene.follow_palette)."""
        return [self.art]

    def _practice(self) -> None:
        from game.scenes.practice.menu import PracticeScene

        self.app.nav.push(PracticeScene(self.app))

    def _replays(self) -> None:
        from game.scenes.menus.replays import ReplaysScene

        self.app.nav.push(ReplaysScene(self.app))

    def _records(self) -> None:
        from game.scenes.menus.records import RecordsScene

        self.app.nav.push(RecordsScene(self.app))

    def _help(self) -> None:
        from game.scenes.menus.help import HelpScene

        self.app.nav.push(HelpScene(self.app))

    def build(self, layout: Layout) -> None:
        if layout.portrait:
            # Taller than wide: the cards one under another, as wide short rows.
            layout = stack(layout.width, layout.height, [PORTRAIT_VIEW], bottom=80)[0]
        self.layout_used = layout
        self._builds += 1
        tall = layout.portrait
        logo_y = 920.0 if tall else 612.0
        self.title = text(layout, "ARCADEFORGE", 640, logo_y, 60,  # i18n: a name
                          anchor_x="center", anchor_y="center")
        self.subtitle = label(layout, _("Three block games · one glass arcade"), 640,
                              logo_y - 64, 14, theme.INK_DIM, anchor_x="center",
                              anchor_y="center")
        # The logo's halo, rendered once per layout and drawn as one quad (game.ui.halo).
        reach = layout.len(7 + 16)
        self.title_glow.build(self._halo(layout, logo_y), theme.ACCENT, arcade.XYWH(
            self.title.x, self.title.y, self.title.content_width + 2 * reach,
            self.title.content_height + 2 * reach))
        if tall:
            self._build_rows(layout)
        else:
            self._build_cards(layout)
        # Versus, Practice, Settings, Replays, Records, Help and Quit side by side under the
        # cards (left/right reach them after Verse); a long word is set smaller to fit.
        step, button_y, button_w, size = 168.0, 92.0, 156.0, 15.0
        if tall:
            step, button_y, button_w, size = 98.0, PORTRAIT_BUTTONS_Y, 92.0, 12.0
        middle = (len(BUTTONS) - 1) / 2
        buttons = tuple((w, (k - middle) * step) for k, w in enumerate(BUTTONS))
        for item, (_word, dx) in zip(self.menu.items[-len(BUTTONS):], buttons, strict=True):
            item.rect = layout.centered(640 + dx, button_y, button_w, 46)
        self.button_texts = []
        for word, dx in buttons:
            words = text(layout, tr(word), 640 + dx, button_y, size, anchor_x="center",
                         anchor_y="center")
            if words.content_width > layout.len(button_w - 12):
                shrink_to(words, layout.len(button_w - 12))
            self.button_texts.append(words)
        self.menu.cut = layout.len(10)
        self.hints.place(layout, 34)
        # One batch for every word on the screen, the hint bar's too.
        self.texts = TextBatch([self.title, self.subtitle, *self.button_texts,
                                *(t for card in self.card_texts for t in card),
                                *self.hints.texts])
        self._rules = self._subtitle_rules(layout)

    def _subtitle_rules(self, layout: Layout) -> list[Shape]:
        """The lines either side of the subtitle."""
        half = self.subtitle.content_width / 2 + layout.len(24)
        rules = []
        for side in (-1, 1):
            x0 = self.subtitle.x + side * half
            x1 = x0 + side * layout.len(90)
            rules.append(line_shape((x0, self.subtitle.y), (x1, self.subtitle.y),
                                    theme.with_alpha(theme.ACCENT, 140),
                                    max(1.0, layout.len(1.5))))
        return rules

    def _static_shapes(self) -> list[Shape]:
        """What :attr:`frames` draws, in the order it was drawn call by call: the rules, the
        menu's frames, the chips and the hint bar's key caps (none of them overlap the card
        art or the words drawn after them)."""
        chips = [shape for chip, color in self.chips
                 for shape in (rect_shape(chip, theme.with_alpha(color, 28)),
                               rect_outline_shape(chip, theme.with_alpha(color, 150), 1))]
        return [*self._rules, *self.menu.frame_shapes(), *chips, *self.hints.shapes()]

    def _halo(self, layout: Layout, logo_y: float) -> list[arcade.Text]:
        """The logo's soft cyan halo: faint copies on two rings (one colour, so the order
        they blend in does not matter and one batch draws them)."""
        halo = []
        for radius, alpha in ((7.0, 10), (3.5, 22)):
            for k in range(12):
                a = k * math.tau / 12
                halo.append(text(layout, "ARCADEFORGE", 640 + radius * math.cos(a),  # i18n: a name
                                 logo_y + radius * math.sin(a), 60,
                                 theme.with_alpha(theme.ACCENT, alpha), anchor_x="center",
                                 anchor_y="center"))
        return halo

    def _build_cards(self, layout: Layout) -> None:
        left0 = 640 - (3 * CARD_W + 2 * CARD_GAP) / 2
        self.card_texts = []
        self.chips = []
        art_boxes = []
        for i, (game, item) in enumerate(zip(GAMES, self.menu.items, strict=False)):
            left = left0 + i * (CARD_W + CARD_GAP)
            b = CARD_BOTTOM
            item.rect = layout.rect(left, b, CARD_W, CARD_H)
            cx = left + CARD_W / 2
            art_boxes.append(layout.rect(left + 30, b + 204, CARD_W - 60, 116))
            color = theme.INK if game.playable else theme.INK_DIM
            name = text(layout, game.name, cx, b + 174, 26, color, anchor_x="center",
                        anchor_y="center")
            tag = label(layout, tr(game.tagline), cx, b + 144, 11, theme.ACCENT, anchor_x="center",
                        anchor_y="center")
            desc = text(layout, "", left + 26, b + 126, 12, theme.INK_DIM,
                        font=theme.BODY_FONT, multiline=True,
                        width=int(layout.len(CARD_W - 52)), anchor_y="top")
            # Small windows floor the type size, so the words wrap into more lines: keep
            # them above the chip (its top is 41 units up the card).
            fit_lines(desc, tr(game.description), layout.len(126 - 47), layout.font(12))
            badge = self._chip(layout, game, cx, b + 28)
            self.card_texts.append((name, tag, desc, badge))
        self.art.place(layout, art_boxes)

    def _build_rows(self, layout: Layout) -> None:
        """Portrait: each card a wide short row, the art and its chip on the left, the
        words on the right."""
        left = 640 - ROW_W / 2
        self.card_texts = []
        self.chips = []
        art_boxes = []
        for i, (game, item) in enumerate(zip(GAMES, self.menu.items, strict=False)):
            b = ROWS_TOP - (i + 1) * ROW_H - i * ROW_GAP
            item.rect = layout.rect(left, b, ROW_W, ROW_H)
            art_boxes.append(layout.rect(left + 20, b + 50, ROW_ART_W, ROW_H - 66))
            color = theme.INK if game.playable else theme.INK_DIM
            words = left + ROW_ART_W + 44
            name = text(layout, game.name, words, b + ROW_H - 30, 26, color,
                        anchor_y="center")
            tag = label(layout, tr(game.tagline), words, b + ROW_H - 60, 11, theme.ACCENT,
                        anchor_y="center")
            desc = text(layout, tr(game.description), words, b + ROW_H - 76, 12, theme.INK_DIM,
                        font=theme.BODY_FONT, multiline=True,
                        width=int(layout.len(left + ROW_W - 20 - words)), anchor_y="top")
            badge = self._chip(layout, game, left + 20 + ROW_ART_W / 2, b + 26)
            self.card_texts.append((name, tag, desc, badge))
        self.art.place(layout, art_boxes)

    def _chip(self, layout: Layout, game: GameCard, cx: float, cy: float) -> arcade.Text:
        """The card's 'press to play' chip: its words, and its box kept in ``chips``."""
        chip_color = theme.ACCENT if game.playable else theme.ACCENT_WARM
        look = self.look_shown
        pad = self.device_shown == "pad"
        button = look.glyph(look.confirm_control) if pad else "ENTER"  # i18n: a name
        chip = (_("PRESS {button} TO PLAY").format(button=button) if game.playable
                else _("COMING SOON"))
        badge = label(layout, chip, cx, cy, 11, chip_color, anchor_x="center",
                      anchor_y="center")
        chip_w = badge.content_width + layout.len(28)
        self.chips.append((arcade.XYWH(layout.x(cx), layout.y(cy), chip_w, layout.len(26)),
                           chip_color))
        return badge

    def update(self, dt: float) -> None:
        self.attract.tick(dt, ready=self.app.nav.top is self and not self.confirm.open)

    def on_activate(self) -> None:
        self.attract.set_focused(True)

    def on_deactivate(self) -> None:
        self.attract.set_focused(False)

    def on_pad_control(self, control: str, pressed: bool) -> bool:
        """Any pad control is a touch (the router then names it for :meth:`on_command`)."""
        self.attract.touch()
        return False

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        self.attract.touch()
        if symbol in HELP_KEYS and not self.confirm.open:  # as the HELP button does
            self._help()
            return True
        name = menu_command(symbol)
        return name is not None and self.on_command(Command(name, True, "keyboard", symbol))

    def on_command(self, command: Command) -> bool:
        """As the menu's, except that the pad's Back does not ask to quit (a pad player
        quits with the QUIT button); while the question is up it takes every command."""
        if self.confirm.open:
            return self.confirm.on_command(command)
        if command.device == "pad" and command.name == BACK:
            return False
        taken = super().on_command(command)
        self._follow_focus()
        return taken

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        self.attract.touch()
        if self.confirm.open:
            self.confirm.on_mouse(x, y, click=False)
            return True
        taken = super().on_mouse_motion(x, y, dx, dy)
        self._follow_focus()
        return taken

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        self.attract.touch()
        if self.confirm.open:
            if button == arcade.MOUSE_BUTTON_LEFT:
                self.confirm.on_mouse(x, y, click=True)
            return True
        return super().on_mouse_press(x, y, button, modifiers)

    def still_key(self) -> Hashable:
        """Everything but the focused card's pulsing glow and the card art stands still
        between moves of the focus (and layouts: the device shown builds one)."""
        return self._builds, self.menu.frame_key()

    def draw_still(self) -> None:
        self.ensure_layout()
        self._draw_parts(STATIC)
        # The words (drawn after the art before) overlap neither the art nor the glow.
        self._draw_words()

    def draw(self) -> None:
        self.ensure_layout()
        if self.still_kept:
            self._draw_parts(PULSING)
            self.art.draw(self.time)
        else:
            self._draw_parts(ALL)
            self.art.draw(self.time)
            self._draw_words()
        for i, game in enumerate(GAMES):  # over their art
            if not game.playable:
                self._dim_card(self.menu.items[i].rect)
        if self.confirm.open:  # at the cards' scale (a portrait window's is larger)
            self.confirm.place(self.layout_used, self.hints)
            self.confirm.draw(self.layout_used, self.time)

    def _draw_parts(self, part: int) -> None:
        """The logo's halo with the static frames, or the focused card's pulsing glow."""
        if part != PULSING:
            self.title_glow.draw()  # the logo's halo (the logo itself is in the text batch)
        self.frames.draw((self._builds, self.menu.frame_key()), self._static_shapes,
                         pulse(self.time), part)

    def _draw_words(self) -> None:
        """The logo, the cards' words, the buttons and the hints: one batch."""
        for word, words in zip(BUTTONS, self.button_texts, strict=True):
            focused = self.menu.focused.label == word
            set_color(words, theme.INK if focused else theme.INK_DIM)
        self.texts.draw()

    def _dim_card(self, rect: arcade.Rect | None) -> None:
        """Veil an unavailable card so it reads as 'not yet' at a glance."""
        if rect is not None:
            arcade.draw_rect_filled(rect, theme.with_alpha(theme.CLEAR, 70))
