"""Title → Versus: who plays, and what.

Each pad's A (its confirm button) takes a slot, shown with the pad's name and its confirm
glyph; a keyboard set's hard drop takes one for that set (``[keyboard.versus_left]`` Space,
``versus_right`` Enter, rebindable in Settings → Controls). ``+ BOT`` hands the next slot to
a bot (left/right on its row change its level, Enter takes it away). The first person to
join picks the game, Retris's mode and style, and the rounds (first to 1-9); the room's
keyboard (arrows, Enter, Esc) drives the menu too. START needs two slots and a person.

A pad's B (or its Back) takes its slot away (a pad in no slot goes back to the title, while
nobody has joined); a key set's pause key takes the set's. A pad joining a full match (four
slots) gets a notice, nothing else.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import arcade

from game.i18n import _, number
from game.i18n import _ as translate  # a string kept marked (N_), shown now
from game.input.commands import BACK, CHOOSE, Command, menu_command
from game.input.keyboard import PAUSE, VERSUS_KEY_TABLES
from game.input.pad_looks import look_for
from game.input.pads import pad_name
from game.rules.retris.options import MODES, STYLES
from game.scenes.base import Scene
from game.scenes.pacing import SETUP_IDLE_FPS
from game.scenes.services import App
from game.scenes.versus.colors import player_color, player_name
from game.scenes.versus.lineup import BOT_LEVELS, KEY_SETS, MAX_SLOTS, Lineup
from game.scenes.versus.match_start import (
    GAME_WORDS,
    MODE_WORDS,
    STYLE_WORDS,
    MatchChoice,
    first_to_words,
    option_word,
)
from game.ui import theme
from game.ui.controls import key_label
from game.ui.hints import HintBar
from game.ui.layout import Layout
from game.ui.menu import FocusMenu, MenuItem
from game.ui.panel import draw_panels, panel_shape
from game.ui.text import label, text
from game.ui.textbatch import TextBatch

GAMES = ("retris", "tetlight", "verse")
ROUNDS = tuple(range(1, 10))
DEFAULT_ROUNDS = 3
CARD_W, CARD_H, CARD_GAP, CARD_TOP = 270.0, 150.0, 20.0, 600.0
MENU_W, ROW_H, ROW_GAP, MENU_TOP = 560.0, 34.0, 6.0, 418.0


class VersusJoinScene(Scene):
    """The joining screen (its lineup and choices go to the match screen on START)."""

    idle_fps = SETUP_IDLE_FPS
    device_layout = True  # the empty cards name the join keys or button

    def __init__(self, app: App, lineup: Lineup | None = None) -> None:
        super().__init__(app)
        self.lineup = lineup or Lineup()
        self.game, self.mode, self.style, self.first_to = "retris", MODES[0], STYLES[0], 3
        self.menu = FocusMenu([], on_back=self.back)
        self.hints = HintBar(hint_rows())
        self.rebuild_rows()

    # -- the choices --------------------------------------------------------------------------

    @property
    def choice(self) -> MatchChoice:
        options = {"mode": self.mode, "style": self.style} if self.game == "retris" else {}
        return MatchChoice(self.game, options, self.first_to)

    def rebuild_rows(self) -> None:
        """The rows for the lineup as it is now (the focus stays on its row number)."""
        self._set_rows()
        self._layout = None

    def _set_rows(self) -> None:
        """The menu's rows, in the language chosen now."""
        focus = self.menu.focus
        retris = self.game == "retris"
        rows = [
            self._option(_("GAME"), tuple(GAME_WORDS[g] for g in GAMES),
                         GAMES.index(self.game), self._set_game),
            self._option(_("MODE"), tuple(option_word(MODE_WORDS, m) for m in MODES),
                         MODES.index(self.mode),
                         lambda i: setattr(self, "mode", MODES[i]), enabled=retris),
            self._option(_("STYLE"), tuple(option_word(STYLE_WORDS, s) for s in STYLES),
                         STYLES.index(self.style),
                         lambda i: setattr(self, "style", STYLES[i]), enabled=retris),
            self._option(_("ROUNDS"), tuple(first_to_words(n) for n in ROUNDS),
                         ROUNDS.index(self.first_to),
                         lambda i: setattr(self, "first_to", ROUNDS[i])),
            MenuItem(_("+ BOT"), self.add_bot, enabled=len(self.lineup) < MAX_SLOTS,
                     badge="" if len(self.lineup) < MAX_SLOTS else _("FULL")),
        ]
        for i, slot in enumerate(self.lineup.slots):
            if slot.is_bot:
                rows.append(self._option(_("{player} BOT").format(player=player_name(i)), tuple(
                    _("LEVEL {n}").format(n=number(n)) for n in BOT_LEVELS),
                    BOT_LEVELS.index(slot.level),
                    self._leveller(i), on_select=self._remover(i)))
        can = self.lineup.can_start
        rows.append(MenuItem(_("START"), self.start, enabled=can,
                             badge="" if can else _("TWO PLAYERS, ONE A PERSON")))
        self.menu.items = rows
        self.menu.focus = min(focus, len(rows) - 1)
        if not self.menu.focused.enabled:
            self.menu.move(1)

    @staticmethod
    def _option(name: str, choices: tuple[str, ...], index: int,
                changed: Callable[[int], None], enabled: bool = True,
                on_select: Callable[[], None] | None = None) -> MenuItem:
        return MenuItem(name, on_select, enabled=enabled, choices=choices, index=index,
                        on_change=changed)

    def _set_game(self, index: int) -> None:
        self.game = GAMES[index]
        self.rebuild_rows()

    def _leveller(self, slot: int) -> Callable[[int], None]:
        def changed(i: int) -> None:
            self.lineup.set_level(slot, BOT_LEVELS[i])
            self._layout = None

        return changed

    def _remover(self, slot: int) -> Callable[[], None]:
        def remove() -> None:
            self.lineup.leave(slot)
            self.rebuild_rows()

        return remove

    def add_bot(self) -> None:
        if self.lineup.add_bot() is not None:
            self.rebuild_rows()

    def start(self) -> None:
        from game.scenes.versus.play import VersusPlayScene

        if self.lineup.can_start:
            self.app.nav.push(VersusPlayScene(self.app, self.choice, self.lineup))

    def back(self) -> None:
        self.app.nav.pop()

    # -- joining --------------------------------------------------------------------------

    def join_pad(self, pad: Any) -> int | None:
        """A pad's A: its slot (a new one, or the one it has); a full match says so."""
        look = look_for(getattr(pad, "guid", ""), pad_name(pad),
                        self.app.settings.controls.pad_confirm)
        joined = self.lineup.join_pad(pad, pad_name(pad), look.glyph(look.confirm_control))
        return self._joined(joined)

    def join_keys(self, keys: str) -> int | None:
        return self._joined(self.lineup.join_keys(keys))

    def _joined(self, joined: Any) -> int | None:
        if joined.notice:
            self.app.notices.post(joined.notice)
        if joined.new:
            self.rebuild_rows()
        return joined.slot

    def leave(self, index: int) -> None:
        self.lineup.leave(index)
        self.rebuild_rows()

    def on_pad_change(self, what: str) -> None:
        """A pad unplugged here takes its slot with it (nothing is being played yet)."""
        from game.input.pads import is_plugged

        gone = [i for i, s in enumerate(self.lineup.slots)
                if s.pad is not None and not is_plugged(self.app.pads, s.pad)]
        for index in reversed(gone):
            self.lineup.leave(index)
        if gone:
            self.rebuild_rows()

    def _key_set(self, symbol: int, modifiers: int) -> tuple[str, str] | None:
        """(key set, name) when ``symbol`` is one of a set's join (hard drop) or leave
        (pause) keys."""
        for keys in KEY_SETS:
            name = self.app.bindings_for(VERSUS_KEY_TABLES[keys]).command(symbol, modifiers)
            if name in ("hard_drop", PAUSE):
                return keys, name
        return None

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        found = self._key_set(symbol, modifiers)
        if found is not None:
            keys, name = found
            held = self.lineup.index_of_keys(keys)
            if name == "hard_drop" and held is None:
                self.join_keys(keys)
                return True
            if name == PAUSE and held is not None:
                self.leave(held)
                return True
        name = menu_command(symbol)
        return name is not None and self.menu.on_command(name)

    def on_command(self, command: Command) -> bool:
        """A pad: A joins it; the first person's pad drives the menu; B takes a pad's slot
        away (or goes back, from a pad in no slot)."""
        if not command.pressed:
            return False
        if command.device != "pad":
            return self.menu.on_command(command.name)
        held = self.lineup.index_of_pad(command.pad)
        if held is None:
            if command.name == CHOOSE and command.pad is not None:
                self.join_pad(command.pad)
                return True
            if command.name == BACK and not len(self.lineup):  # nobody is kept waiting
                self.back()
                return True
            return False
        if command.name == BACK:
            self.leave(held)
            return True
        if held == self.lineup.first_person:
            return self.menu.on_command(command.name)
        return False

    # -- drawing --------------------------------------------------------------------------

    def _join_words(self) -> str:
        """How to join, for an empty card."""
        left = self.app.bindings_for("versus_left").names.get("hard_drop", ("SPACE",))
        right = self.app.bindings_for("versus_right").names.get("hard_drop", ("RETURN",))
        look = self.look_shown
        return _("PAD {button} · {left} · {right}").format(
            button=look.glyph(look.confirm_control), left=key_label(left[0]),
            right=key_label(right[0]))

    def build(self, layout: Layout) -> None:
        self._set_rows()  # the words in the language chosen now
        self.hints.hints = hint_rows()
        self.heading = text(layout, _("VERSUS"), 640, 664, 40, anchor_x="center",
                            anchor_y="center")
        self.sub = label(layout, _("Two to four players · pads, two keyboard sets or bots"),
                         640, 626, 12, theme.INK_DIM, anchor_x="center", anchor_y="center")
        words: list[arcade.Text] = [self.heading, self.sub]
        self.cards: list[Any] = []
        left0 = 640 - (MAX_SLOTS * CARD_W + (MAX_SLOTS - 1) * CARD_GAP) / 2
        join = self._join_words()
        for i in range(MAX_SLOTS):
            left = left0 + i * (CARD_W + CARD_GAP)
            bottom = CARD_TOP - CARD_H - 14
            rect = layout.rect(left, bottom, CARD_W, CARD_H)
            cx = left + CARD_W / 2
            slot = self.lineup.slots[i] if i < len(self.lineup) else None
            color = player_color(i) if slot else theme.INK_FAINT
            self.cards.append(panel_shape(rect, layout.len(10), theme.PANEL_FILL,
                                          theme.with_alpha(color, 220) if slot else
                                          theme.PANEL_RIM, 2.0 if slot else 1.2))
            words.append(text(layout, player_name(i), cx, bottom + 112, 26, color,
                              anchor_x="center", anchor_y="center"))
            if slot is None:
                lines = (_("PRESS TO JOIN"), join)
            elif slot.is_bot:
                lines = (_("BOT"), _("LEVEL {n}").format(n=number(slot.level)))
            else:
                lines = (translate(slot.device),  # a pad's name is itself
                         _("{button} · TO LEAVE: B").format(button=slot.glyph) if slot.glyph
                         else _("TO LEAVE: ITS PAUSE KEY"))
            words.append(label(layout, lines[0], cx, bottom + 70, 12,
                               theme.INK if slot else theme.INK_DIM, anchor_x="center",
                               anchor_y="center"))
            words.append(label(layout, lines[1], cx, bottom + 42, 10, theme.INK_FAINT,
                               anchor_x="center", anchor_y="center"))
            if slot is not None and i == self.lineup.first_person:
                words.append(label(layout, _("PICKS THE GAME"), cx, bottom + 16, 9,
                                   theme.ACCENT_WARM, anchor_x="center", anchor_y="center"))
        self.words = TextBatch(words)
        self.menu.place_rows(layout, 640, MENU_TOP, MENU_W, ROW_H, ROW_GAP, font=14)
        self.hints.place(layout, 22)

    def draw(self) -> None:
        draw_panels(self.cards)
        self.words.draw()
        self.menu.draw(self.time)
        self.hints.draw()


def hint_rows() -> list[tuple[str, str]]:
    """The key hints (the caps are names, and the pad hints' keys), words translated."""
    return [("UP/DOWN", _("choose")), ("LEFT/RIGHT", _("change")),  # i18n: a name
            ("ENTER", _("select")), ("ESC", _("back"))]  # i18n: a name
