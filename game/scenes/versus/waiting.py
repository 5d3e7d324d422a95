"""A slot whose pad was unplugged mid-round: the match stays paused and this screen says so
over it, for each waiting slot: plug a pad in and press its A to take the slot, or hand the
slot to a bot (its level chosen with left/right), or quit the match."""

from __future__ import annotations

from typing import Any

from game.i18n import _, number
from game.input.commands import CHOOSE, Command, menu_command
from game.input.pads import pad_name
from game.render.kept.frozen import FrozenFrame, draw_without_notices
from game.scenes.base import Scene
from game.scenes.pacing import MENU_IDLE_FPS
from game.scenes.services import App
from game.scenes.versus.colors import player_color, player_name
from game.scenes.versus.lineup import BOT_LEVELS, DEFAULT_BOT_LEVEL
from game.ui import theme
from game.ui.layout import Layout
from game.ui.menu import FocusMenu, MenuItem
from game.ui.text import label, shade, text
from game.ui.textbatch import TextBatch


class WaitingScene(Scene):
    """Over the paused match (``play``: the VersusPlayScene) while a slot waits for a pad."""

    MUSIC = None
    idle_fps = MENU_IDLE_FPS

    def __init__(self, app: App, play: Any) -> None:
        super().__init__(app)
        self.play = play
        self.level = DEFAULT_BOT_LEVEL
        self.menu = FocusMenu([], on_back=None)
        self.beneath = FrozenFrame(app.window.ctx)
        self._rows()

    @property
    def slot(self) -> int | None:
        waiting = self.play.lineup.waiting
        return waiting[0] if waiting else None

    def _rows(self) -> None:
        self._set_rows()
        self.menu.focus = 0
        self._layout = None

    def _set_rows(self) -> None:
        """The menu's rows, in the language chosen now."""
        who = player_name(self.slot or 0)

        def level_changed(i: int) -> None:
            self.level = BOT_LEVELS[i]

        self.menu.items = [
            MenuItem(_("HAND {player} TO A BOT").format(player=who), self.to_bot,
                     choices=tuple(_("LEVEL {n}").format(n=number(n)) for n in BOT_LEVELS),
                     index=BOT_LEVELS.index(self.level), on_change=level_changed),
            MenuItem(_("QUIT MATCH"), self.quit)]

    def to_bot(self) -> None:
        slot = self.slot
        if slot is None:
            return
        self.play.lineup.to_bot(slot, self.level)
        self.play.slot_taken(slot)
        self._next()

    def quit(self) -> None:
        self.app.nav.go_home()

    def _next(self) -> None:
        """The next waiting slot, or back to the match."""
        if self.slot is None:
            self.app.nav.pop()
            self.play.resume()
        else:
            self._rows()

    def take_with_pad(self, pad: Any) -> bool:
        """A pad's A: a pad in no slot takes the waiting one."""
        lineup = self.play.lineup
        slot = self.slot
        if slot is None or pad is None or lineup.index_of_pad(pad) is not None:
            return False
        look = self.app.input.look()
        joined = lineup.join_pad(pad, pad_name(pad), look.glyph(look.confirm_control))
        if joined.slot is None:
            return False
        self.play.slot_taken(joined.slot)
        self._next()
        return True

    def on_command(self, command: Command) -> bool:
        if not command.pressed:
            return False
        if command.device == "pad" and command.name == CHOOSE and \
                self.play.lineup.index_of_pad(command.pad) is None:
            return self.take_with_pad(command.pad)
        return self.menu.on_command(command.name)

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        name = menu_command(symbol)
        return name is not None and self.menu.on_command(name)

    def build(self, layout: Layout) -> None:
        focus = self.menu.focus
        self._set_rows()  # the words in the language chosen now
        self.menu.focus = focus
        slot = self.slot or 0
        self.heading = text(layout, _("{player} · WAITING FOR A PAD").format(
                                player=player_name(slot)), 640, 560, 34,
                            player_color(slot), anchor_x="center", anchor_y="center")
        self.sub = label(layout, _("Plug a pad in and press its A to take the slot, or hand "
                                   "the slot to a bot"), 640, 505, 13, theme.INK_DIM,
                         anchor_x="center", anchor_y="center")
        self.texts = TextBatch([self.heading, self.sub])
        self.menu.place_rows(layout, 640, 450, 560, 50, 12)

    def on_show_view(self) -> None:
        self.beneath.invalidate()

    def on_draw(self) -> None:
        layout = self.layout
        self.beneath.draw(self._draw_still, self.time, None, (layout, self.slot))
        self.menu.draw(self.time)
        self.draw_notices()

    def _draw_still(self) -> None:
        draw_without_notices(self.play)
        shade(self.layout, 200)
        self.texts.draw()
