"""The attract screen: the demos in turn (:data:`~game.scenes.attract.demos.DEMOS`), each the
game's real play scene with its effects, under a small "DEMO — PRESS ANY KEY" caption.

Any key, pad control, mouse click, scroll or a real move of the mouse ends it at once: the
screen pops itself, and the title beneath shows again with its focus where it was. The touch
that ends it is taken here, so it never also acts on the title. After the last demo the title
shows again, and its idle timer starts the next run (other seeds) if it stays untouched.
"""

from __future__ import annotations

import logging
from typing import Any

import arcade

from game.i18n import _
from game.input.commands import Command
from game.scenes.attract.demos import DEMOS, Demo, demo_seed, start_demo
from game.scenes.base import Scene
from game.scenes.embedded import NotingNav
from game.scenes.services import App
from game.scenes.theatre.screen import hide_pause_hint
from game.ui import theme
from game.ui.layout import Layout
from game.ui.text import label

log = logging.getLogger(__name__)

#: Seconds a finished demo's last board stays (the play scenes go on to their game over
#: screen after 1.4 s: the next demo comes first).
OVER_HOLD = 1.0
#: The longest frame a demo is moved by: a stalled frame never skips a demo's ending.
MAX_STEP = 0.25
#: Window pixels the mouse must travel to end a demo (a bumped desk does not).
WAKE_MOTION = 24.0


class AttractScene(Scene):
    """The demos of one run of the attract mode (``cycle``: which run, for the seeds)."""

    device_layout = True  # the caption says "key" or "button"

    def __init__(self, app: App, cycle: int = 0, demos: tuple[Demo, ...] = DEMOS) -> None:
        super().__init__(app)
        self.demos = demos
        self.cycle = cycle
        self.base_seed = app.seed_source()
        self.index = -1
        self.scene: Any = None  # the demo's play scene
        self.demo_nav = NotingNav()
        self.shown_for = 0.0  # seconds the current demo has played
        self._moved = 0.0
        self._next()

    @property
    def demo(self) -> Demo:
        return self.demos[self.index]

    # -- the demos --------------------------------------------------------------------------

    def _next(self) -> None:
        """The next demo, or the title after the last."""
        self._stop()
        self.index += 1
        if self.index >= len(self.demos):
            self._leave()
            return
        seed = demo_seed(self.base_seed, self.cycle, self.index)
        self.scene, self.demo_nav = start_demo(self.app, self.demo, seed)
        self.shown_for = 0.0

    def _stop(self) -> None:
        if self.scene is not None:
            self.scene.dismiss()
            self.scene = None

    def _leave(self) -> None:
        """Back to the title beneath, as it was."""
        self._stop()
        if self.app.nav.top is self:
            self.app.nav.pop()

    def update(self, dt: float) -> None:
        scene = self.scene
        if scene is None:
            return
        scene.on_update(min(dt, MAX_STEP))
        self.shown_for += dt
        if self.demo_nav.asked:  # a crash (logged), or a screen the demo never shows
            log.warning("the %s demo stopped: it asked for %s",  # i18n: not shown
                        self.demo.game,
                        type(self.demo_nav.asked[0]).__name__)
            self._next()
        elif self._ended(scene) or self.shown_for >= self.demo.seconds:
            self._next()

    @staticmethod
    def _ended(scene: Any) -> bool:
        """The game is over and its last board has been shown a moment."""
        since = getattr(scene, "over_since", None)
        return since is not None and scene.time - since >= OVER_HOLD

    def dismiss(self) -> None:
        self._stop()

    # -- a touch ends it --------------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        self._leave()
        return True

    def on_key_release(self, symbol: int, modifiers: int) -> bool:
        return True

    def on_pad_control(self, control: str, pressed: bool) -> bool:
        """Every pad control, bound or not (the router asks this first): a press ends it."""
        if pressed:
            self._leave()
        return True

    def on_command(self, command: Command) -> bool:
        if command.pressed:
            self._leave()
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        self._leave()
        return True

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> bool:
        self._leave()
        return True

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        self._moved += abs(dx) + abs(dy)
        if self._moved >= WAKE_MOTION:
            self._leave()
        return True

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int,
                      modifiers: int) -> bool:
        return self.on_mouse_motion(x, y, dx, dy)

    def on_deactivate(self) -> None:
        """The window lost the focus: back to the title, which stands still (no demo plays
        behind another window)."""
        self._leave()

    # -- drawing ----------------------------------------------------------------------------

    def build(self, layout: Layout) -> None:
        """The caption in the window's bottom left corner, where no game's board or panel
        is (the boards reach the top and bottom edges in the middle)."""
        words = (_("Demo — press any button") if self.device_shown == "pad"
                 else _("Demo — press any key"))
        margin, pad_x, pad_y = layout.len(12), layout.len(12), layout.len(5)
        self.caption = label(layout, words, 0, 0, 11, theme.INK, anchor_y="center")
        width = self.caption.content_width + 2 * pad_x
        height = self.caption.content_height + 2 * pad_y
        self.caption_box = arcade.LBWH(margin, margin, width, height)
        self.caption.position = (round(margin + pad_x), round(margin + height / 2))

    def on_draw(self) -> None:
        self.ensure_layout()
        if self.scene is None:  # left: the title is being shown
            return
        hide_pause_hint(self.scene)  # Esc ends the demo here
        self.scene.on_draw()
        arcade.draw_rect_filled(self.caption_box, theme.PANEL_FILL)
        arcade.draw_rect_outline(self.caption_box, theme.with_alpha(theme.ACCENT, 160),
                                 max(1.0, self.layout.len(1.5)))
        self.caption.draw()
