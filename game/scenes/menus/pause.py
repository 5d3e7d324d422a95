"""The pause overlay over a game: Resume / Restart / Settings / Quit to title (the pause key
resumes).

What pausing means is the play scene's business, said before this is shown: Retris stops its
rules loop; Tet'light pauses in the rules, whose level clock runs on (rules/tetlight.md §9), so
this screen keeps that game updating through ``play.update_paused(dt)`` when it has one.
Losing the window's focus here calls ``play.focus_lost()`` (if any), and getting it back
``play.focus_back()``.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.i18n import N_, _
from game.input.commands import START, Command
from game.input.keyboard import KeyboardInput
from game.render.kept.frozen import FrozenFrame, draw_without_notices
from game.scenes.base import Scene
from game.scenes.menus.help import HELP_KEYS
from game.scenes.pacing import MENU_IDLE_FPS
from game.scenes.services import App
from game.ui import theme
from game.ui.controls import ControlsPanel, panel_rows
from game.ui.hints import HintBar
from game.ui.layout import Layout
from game.ui.menu import FocusMenu, MenuItem
from game.ui.text import shade, text

ABORT = "abort"  # a bindings command: the rules' abort, honoured while paused too


class Pausable(Protocol):
    """What a play scene offers its pause screen (optional hooks are looked up by name:
    ``update_paused(dt)``, ``abort()``, ``focus_lost()``, ``focus_back()``)."""

    choice: Any
    keys: KeyboardInput

    def resume(self) -> None: ...

    def restart(self) -> None: ...

    def on_draw(self) -> None: ...


class PauseScene(Scene):
    """Draws the game beneath, dimmed, with a small menu and the game's controls over it."""

    MUSIC = None  # the game's music plays on under it

    idle_fps = MENU_IDLE_FPS  # stands still between key presses: see game.scenes.pacing

    def __init__(self, app: App, play: Pausable) -> None:
        super().__init__(app)
        self.play = play
        self.menu = FocusMenu([MenuItem(N_("RESUME"), self.resume),
                               MenuItem(N_("RESTART"), self.restart),
                               MenuItem(N_("SETTINGS"), self.open_settings),
                               MenuItem(N_("QUIT TO TITLE"), self.quit_to_title)],
                              on_back=self.resume)
        bindings = play.keys.bindings
        self.controls = ControlsPanel(bindings, pad=app.pad_bindings_for(bindings.table))
        self._many_controls = len(panel_rows(bindings)) > 8
        self.hints = HintBar([("UP/DOWN", N_("choose")), ("ENTER", N_("select")),  # i18n: a name
                              ("ESC / P", N_("resume")),  # i18n: a name
                              ("F1", N_("help"), "")])  # i18n: a name (keyboard only)
        self.beneath = FrozenFrame(app.window.ctx)

    def _hook(self, name: str) -> Any:
        return getattr(self.play, name, None)

    def resume(self) -> None:
        self.play.resume()
        self.app.nav.pop()

    def restart(self) -> None:
        self.play.restart()
        self.app.nav.pop()

    def open_settings(self) -> None:
        from game.scenes.menus.settings.screen import SettingsScene

        self.app.nav.push(SettingsScene(self.app))

    def open_help(self) -> None:
        """The help screen, on this game's page."""
        from game.scenes.menus.help import HelpScene

        table = self.play.keys.bindings.table
        page = next((g for g in ("retris", "tetlight", "verse") if table.startswith(g)),
                    "menus")
        self.app.nav.push(HelpScene(self.app, page))

    def quit_to_title(self) -> None:
        self.app.nav.go_home()

    def update(self, dt: float) -> None:
        """A game whose pause is a rules matter keeps running under this screen."""
        update_paused = self._hook("update_paused")
        if update_paused is not None:
            update_paused(dt)

    def build(self, layout: Layout) -> None:
        self.heading = text(layout, _("PAUSED"), 640, 610, 44, anchor_x="center", anchor_y="center")
        self.sub = text(layout, self.play.choice.title, 640, 562, 12, theme.ACCENT,
                        font=theme.LABEL_FONT, bold=True, anchor_x="center", anchor_y="center")
        self.menu.place_rows(layout, 640, 536, 400, 46, 10)
        if layout.portrait:  # the window's width is the scale's limit: the panel takes it all
            height = 244 if self._many_controls else 190
            self.controls.place(layout, 40, 62, 1200, height)
        elif self._many_controls:  # Tet'light's thirteen rows need a taller, wider panel
            self.controls.place(layout, 330, 62, 620, 244)
        else:
            self.controls.place(layout, 370, 66, 540, 190)
        self.hints.place(layout, 30)

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        keys = self.play.keys
        if keys.is_pause(symbol, modifiers):
            self.resume()
            return True
        abort = self._hook("abort")
        if abort is not None and keys.bindings.command(symbol, modifiers) == ABORT:
            abort()
            return True  # the game ends; update_paused takes this screen away
        if symbol in HELP_KEYS:
            self.open_help()
            return True
        return self.menu.on_key_press(symbol)

    def on_command(self, command: Command) -> bool:
        """The pad's Start resumes, as the pause key does; the rest drives the menu."""
        if not command.pressed:
            return False
        if command.name == START:
            self.resume()
            return True
        return self.menu.on_command(command.name)

    def on_deactivate(self) -> None:
        focus_lost = self._hook("focus_lost")
        if focus_lost is not None:
            focus_lost()

    def on_activate(self) -> None:
        focus_back = self._hook("focus_back")
        if focus_back is not None:
            focus_back()

    def on_show_view(self) -> None:
        """Shown again (back from Settings, say): bindings, palette or effects may have
        changed, so the kept picture is drawn afresh."""
        self.beneath.invalidate()

    def on_draw(self) -> None:
        # Everything but the menu stands still: the game beneath, the veil, the headings,
        # the controls and the key hints are drawn once into one picture and copied back
        # each frame (a game whose clock runs on under the pause is drawn again every
        # second). Only the menu, whose focus glow breathes, is drawn over it live: nothing
        # kept overlaps it, so the order (and the pixels) are those of drawing it all.
        layout = self.layout
        max_age = 1.0 if self._hook("update_paused") is not None else None
        key = (layout, self.hints.device, self.controls.device, self.app.effects())
        self.beneath.draw(self._draw_still, self.time, max_age, key)
        self.menu.draw(self.time)
        self.draw_notices()

    def _draw_still(self) -> None:
        """What the kept picture shows: all of the screen but the menu and the notices."""
        draw_without_notices(self.play)
        shade(self.layout, 215)
        self.heading.draw()
        self.sub.draw()
        self.controls.draw()
        self.hints.draw()
