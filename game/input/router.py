"""Delivers named commands from the pads to the shown scene, and remembers which device was
used last (hints show its glyphs).

The keyboard reaches scenes through the window's key events, and each scene names a key with
its tables (menus: :data:`game.input.commands.MENU_KEYS`; games: ``[keyboard.<table>]``).
A pad edge is named here, with the ``[pad.<table>]`` table the scene asks for in its
``pad_table`` attribute (``"menu"`` unless it says otherwise), and handed to the scene's
``on_command(Command)``; a scene with ``on_pad_control(control, pressed)`` is asked first and
takes the raw control when it returns True (the Settings screen waiting for a button to
bind). A scene hears of a pad plugged in or out through ``on_pad_change``.

On a menu table the pad's confirm side applies: with ``right`` (Switch pads) A and B swap, so
the right face button chooses (:meth:`~game.input.pad_looks.PadLook.menu_control`; ``look``
gives the look of the pad pressed last).

A menu direction held on the pad repeats (:data:`REPEAT_DELAY`, then every
:data:`REPEAT_EVERY` s) while the same screen is shown, driven by :meth:`CommandRouter.tick`
from the shown screen's update; long lists and stepped values need no mashing.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from game.input.commands import DOWN, LEFT, RIGHT, UP, Command, Device
from game.input.pad_bindings import PadBindings
from game.input.pad_looks import XBOX_LOOK, PadLook

MENU_TABLE = "menu"
REPEAT_DELAY, REPEAT_EVERY = 0.35, 0.08  # seconds: a held menu direction on the pad
REPEATING = frozenset({UP, DOWN, LEFT, RIGHT})


class _Held:
    """A menu direction held on the pad: where it goes, and the time to its next repeat."""

    def __init__(self, scene: Any, command: Command) -> None:
        self.scene = scene
        self.command = command
        self.due = REPEAT_DELAY


class CommandRouter:
    """``top()`` gives the shown scene; ``pad_bindings(table)`` a pad table. ``on_delivered``
    (if set) hears the perf_counter stamp of each pad edge a scene took, when it took it (the
    latency benchmark)."""

    def __init__(self, top: Callable[[], Any],
                 pad_bindings: Callable[[str], PadBindings]) -> None:
        self.top = top
        self.pad_bindings = pad_bindings
        self.last_device: Device = "keyboard"
        #: The names and confirm side of the pad pressed last (the app sets it to its pads').
        self.look: Callable[[], PadLook] = lambda: XBOX_LOOK
        self.on_delivered: Callable[[float, float], None] | None = None
        #: Called after every pad edge: screens that draw only on news redraw (pacing).
        self.on_news: Callable[[], None] | None = None
        #: The pad whose edge is being delivered (the app sets it to its pads'): commands
        #: carry it, so a versus match knows which player pressed.
        self.edge_pad: Callable[[], Any] = lambda: None
        self.changed_pad: Any = None  # the pad plugged in or out last (pad_changed)
        self._held: _Held | None = None

    def pad_control(self, control: str, pressed: bool, stamp: float = 0.0) -> bool:
        """A pad control went down or up: the shown scene gets its command, if it has one
        bound. True when the scene took it."""
        if pressed:
            self.last_device = "pad"
        if self.on_news is not None:
            self.on_news()
        scene = self.top()
        raw = getattr(scene, "on_pad_control", None)  # a screen waiting for any control
        if raw is not None and raw(control, pressed):  # (rebinding) takes it unnamed
            return True
        on_command = getattr(scene, "on_command", None)
        if on_command is None:
            return False
        table = getattr(scene, "pad_table", MENU_TABLE)
        read = self.look().menu_control(control) if table == MENU_TABLE else control
        name = self.pad_bindings(table).command(read)
        if name is None:
            return False
        command = Command(name, pressed, "pad", ("pad", control), pad=self.edge_pad())
        self._hold(scene, command, table == MENU_TABLE and name in REPEATING)
        taken = bool(on_command(command))
        if self.on_delivered is not None:
            self.on_delivered(stamp, time.perf_counter())
        return taken

    def _hold(self, scene: Any, command: Command, repeats: bool) -> None:
        """Start or stop a held menu direction's repeats."""
        if command.pressed:
            self._held = _Held(scene, command) if repeats else None
        elif self._held is not None and self._held.command.source == command.source:
            self._held = None

    def tick(self, dt: float) -> None:
        """Time passes on the shown screen: a held menu direction repeats when due (only
        on the screen it was pressed on)."""
        held = self._held
        if held is None:
            return
        if self.top() is not held.scene:
            self._held = None
            return
        held.due -= dt
        while held.due <= 0 and self._held is held and self.top() is held.scene:
            held.due += REPEAT_EVERY
            held.scene.on_command(held.command)
            if self.on_news is not None:
                self.on_news()

    def pad_changed(self, what: str, controller: Any = None) -> None:
        """A pad was plugged in or out (``what``): the shown scene may pause; ``changed_pad``
        names the pad while the scene hears of it."""
        self.changed_pad = controller
        hook = getattr(self.top(), "on_pad_change", None)
        if hook is not None:
            hook(what)
        if self.on_news is not None:
            self.on_news()

    # -- window watchers (above every scene; they never consume an event) -----------------

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        self.last_device = "keyboard"

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.last_device = "mouse"
