"""The help screen: the controls of each game (keyboard and gamepad side by side, from the
player's own bindings, as the controls panels word them), of versus's two keyboard sets and
of the menus, a page each, with the README's tip for that page. Left/right turn the pages;
Esc (the pad's B) goes back.

Opened from the title (its HELP button, or H / F1) and from the pause screen (F1 / H, on
that game's page).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import arcade

from game.i18n import N_, _
from game.input.commands import BACK, CHOOSE, LEFT, RIGHT, START, Command, menu_command
from game.input.keyboard import BindingError
from game.input.pad_looks import PadLook
from game.scenes.base import Scene
from game.scenes.pacing import MENU_IDLE_FPS
from game.scenes.services import App
from game.ui import theme
from game.ui.controls import panel_rows
from game.ui.hints import HintBar, pad_cap
from game.ui.hud_parts import fit_lines, shrink_to
from game.ui.layout import Layout
from game.ui.panel import draw_panel
from game.ui.text import label, text, tr
from game.ui.textbatch import TextBatch

#: A panel of a page: the bindings table its rows come from (None: the menus' fixed keys),
#: the device ("keyboard" or "pad"), and its heading (kept in English, translated when shown).
Panel = tuple[str | None, str, str]


def both_devices(table: str | None) -> tuple[Panel, Panel]:
    return (table, "keyboard", N_("KEYBOARD")), (table, "pad", N_("GAMEPAD"))


@dataclass(frozen=True)
class Page:
    """One page: a tab's name, its two panels, and a tip in the README's words (kept in
    English, translated when shown)."""

    key: str
    tab: str
    panels: tuple[Panel, Panel]
    tip: str


PAGES = (
    Page("retris", "RETRIS", both_devices("retris"),  # i18n: a name
         N_("Held moves repeat (after 167 ms, every 33 ms). The setup's GOAL row picks "
            "Endless, Sprint, Ultra or Marathon; Arcade mode adds bombs and covers.")),
    Page("tetlight", "TET'LIGHT", both_devices("tetlight"),  # i18n: a name
         N_("Tip: move down first (↓, A or D). Near the top the board is one or two cells "
            "wide, so ← and → hardly move a new piece. The 1995 keys are in the setup.")),
    Page("verse", "VERSE", both_devices("verse"),  # i18n: a name
         N_("With the mouse: drag a tray piece onto the board; a ghost shows where it lands "
            "and the lines it would clear. Let go to place it; a double-click turns it.")),
    # Two players at one keyboard: a set of keys each hand (a pad player has the games' pad).
    Page("versus", N_("VERSUS"), (("versus_left", "keyboard", N_("LEFT HAND")),
                                  ("versus_right", "keyboard", N_("RIGHT HAND"))),
         N_("Up to four players: a pad each (A joins) or a keyboard set (Space joins the left "
            "hand, Enter the right); bots of level 1 to 5 take the other places.")),
    Page("menus", N_("MENUS"), both_devices(None),
         N_("Plugging a pad in or out mid-game pauses. Quit asks first: Enter or A quits, "
            "Esc or B stays.")),
)
PAGE_KEYS = tuple(p.key for p in PAGES)
#: Keys that open this screen (the title's and the pause screen's).
HELP_KEYS = frozenset({arcade.key.H, arcade.key.F1})

TAB_Y, TAB_W, TAB_H, TAB_STEP = 606.0, 176.0, 40.0, 190.0
PANEL_BOTTOM, PANEL_H, PANEL_W = 150.0, 414.0, 560.0
PANEL_LEFTS = (70.0, 650.0)
ROW_TOP, MAX_STEP = 66.0, 34.0  # the first row's distance under a panel's top; row spacing
KEYS_SHARE = 0.46  # of a panel's width at most for the keys; longer ones are set smaller
TIP_Y, TIP_H, TIP_W = 106.0, 52.0, 1140.0  # the tip's middle, under the panels


def menu_rows(look: PadLook | None) -> list[tuple[str, str]]:
    """The menus' keys (fixed, not rebindable: game.input.commands.MENU_KEYS), or their pad
    buttons as ``look`` prints them."""
    if look is None:
        return [(tr("ARROWS") + " / WASD", _("move")),  # i18n: a name
                ("ENTER / SPACE", _("choose")),  # i18n: a name
                ("ESC / BKSP", _("back")),  # i18n: a name
                ("ESC / P", _("pause a game")),  # i18n: a name
                ("F11", _("fullscreen")), ("F12", _("screenshot")),
                ("H / F1", _("this help (title, pause)"))]  # i18n: a name
    return [("D-PAD / L-STICK", _("move")),  # i18n: a name
            (pad_cap("{confirm}", look), _("choose")),
            (pad_cap("{back}", look), _("back")),
            (pad_cap("{start}", look), _("choose; pause and resume a game"))]


class HelpScene(Scene):
    """A page of controls per game and one for the menus; ``page``: the one shown first."""

    MUSIC = None  # what plays goes on: the menus' music, or the paused game's
    idle_fps = MENU_IDLE_FPS  # stands still between key presses: see game.scenes.pacing
    device_layout = True  # the pad's column names its buttons as the pad used last prints

    def __init__(self, app: App, page: str = "retris") -> None:
        super().__init__(app)
        self.page = PAGE_KEYS.index(page) if page in PAGE_KEYS else 0
        self.hints = HintBar([("LEFT/RIGHT", N_("page")),  # i18n: a name
                              ("ESC", N_("back"))])  # i18n: a name

    # -- what a page shows ------------------------------------------------------------------

    def rows(self, panel: Panel) -> tuple[list[tuple[str, str]], str]:
        """A panel's ``(keys, what they do)``, and a problem line when its bindings cannot
        be read ("" when they can)."""
        table, device, _heading = panel
        look = self.look_shown
        if table is None:
            return menu_rows(look if device == "pad" else None), ""
        try:
            if device == "pad":
                pad = self.app.pad_bindings_for(table)
                return panel_rows(dataclasses.replace(pad, look=look)), ""
            return panel_rows(self.app.bindings_for(table)), ""
        except BindingError as exc:
            return [], str(exc)

    # -- input ------------------------------------------------------------------------------

    def show(self, page: str) -> None:
        """Turn to the page named ``page`` (a key of :data:`PAGES`)."""
        self.page = PAGE_KEYS.index(page)
        self._layout = None

    def turn(self, step: int) -> None:
        self.page = (self.page + step) % len(PAGES)
        self._layout = None

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        name = menu_command(symbol)
        return name is not None and self.on_command(Command(name, True, "keyboard", symbol))

    def on_command(self, command: Command) -> bool:
        if not command.pressed:
            return False
        if command.name in (LEFT, RIGHT):
            self.turn(-1 if command.name == LEFT else 1)
        elif command.name in (CHOOSE, START):
            self.turn(1)
        elif command.name == BACK:
            self.app.nav.pop()
        else:
            return False
        return True

    # -- drawing ----------------------------------------------------------------------------

    def build(self, layout: Layout) -> None:
        self.heading = text(layout, _("HELP"), 640, 668, 34, anchor_x="center",
                            anchor_y="center")
        self.tabs: list[tuple[arcade.Rect, bool]] = []
        texts = [self.heading]
        for k, page in enumerate(PAGES):
            x = 640 + (k - (len(PAGES) - 1) / 2) * TAB_STEP
            self.tabs.append((layout.centered(x, TAB_Y, TAB_W, TAB_H), k == self.page))
            word = text(layout, tr(page.tab), x, TAB_Y, 14,
                        theme.INK if k == self.page else theme.INK_DIM, anchor_x="center",
                        anchor_y="center")
            if word.content_width > layout.len(TAB_W - 16):
                shrink_to(word, layout.len(TAB_W - 16))
            texts.append(word)
        self.panels: list[arcade.Rect] = []
        problems = []
        for left, panel in zip(PANEL_LEFTS, PAGES[self.page].panels, strict=True):
            rows, problem = self.rows(panel)
            problems.append(problem)
            self.panels.append(layout.rect(left, PANEL_BOTTOM, PANEL_W, PANEL_H))
            texts.append(label(layout, tr(panel[2]), left + 24, PANEL_BOTTOM + PANEL_H - 28, 11,
                               theme.ACCENT, anchor_y="center"))
            texts += self._rows(layout, left, rows)
        problem = next((p for p in problems if p), "")
        self.tip = text(layout, "", 640 - TIP_W / 2, TIP_Y + TIP_H / 2, 13,
                        theme.DANGER if problem else theme.INK_DIM, font=theme.BODY_FONT,
                        multiline=True, width=int(layout.len(TIP_W)), align="center",
                        anchor_y="top")
        fit_lines(self.tip, problem or tr(PAGES[self.page].tip), layout.len(TIP_H),
                  layout.font(13))
        texts.append(self.tip)
        self.hints.place(layout, 34)
        self.texts = texts
        self.batch = TextBatch(texts)

    def _rows(self, layout: Layout, left: float, rows: list[tuple[str, str]]
              ) -> list[arcade.Text]:
        """A panel's rows: the keys in the accent colour, what they do lined up after the
        widest keys (a key longer than :data:`KEYS_SHARE` of the panel is set smaller)."""
        top = PANEL_BOTTOM + PANEL_H
        step = min(MAX_STEP, (PANEL_H - ROW_TOP - 24) / max(1, len(rows) - 1))
        size = min(14.0, step * 0.5)
        keys_room = layout.len(PANEL_W * KEYS_SHARE)
        keys = []
        for i, (cap, _what) in enumerate(rows):
            k = text(layout, cap, left + 24, top - ROW_TOP - i * step, size, theme.ACCENT,
                     font=theme.LABEL_FONT, bold=True, anchor_y="center")
            if k.content_width > keys_room:
                shrink_to(k, keys_room)
            keys.append(k)
        words_x = layout.x(left + 24) + max([layout.len(60)] + [k.content_width for k in keys])
        words_x += layout.len(18)
        right = layout.x(left + PANEL_W - 20)
        out = []
        for k, (_cap, what) in zip(keys, rows, strict=True):
            w = arcade.Text(what, round(words_x), k.y, theme.INK, layout.font(size * 1.05),
                            font_name=theme.BODY_FONT, anchor_y="center")
            if w.content_width > right - words_x:
                shrink_to(w, right - words_x)
            out += [k, w]
        return out

    def draw(self) -> None:
        layout = self.layout
        cut = layout.len(8)
        for rect, shown in self.tabs:
            draw_panel(rect, cut, (34, 52, 96, 240) if shown else (18, 26, 52, 200),
                       theme.ACCENT if shown else theme.PANEL_RIM, 2.0 if shown else 1.0)
        for rect in self.panels:
            draw_panel(rect, layout.len(12), (14, 18, 40, 230))
        self.hints.draw()
        self.batch.draw()
