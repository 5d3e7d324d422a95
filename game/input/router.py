"""Delivers named commands from the pads to the shown scene, and remembers which device was
used last (hints show its glyphs).

The keyboard reaches scenes through the window's key events, and each scene names a key with
its tables (menus: :data:`game.input.commands.MENU_KEYS`; games: ``[keyboard.<table>]``).
A pad edge is named here, with the ``[pad.<table>]`` table the scene asks for in its
``pad_table`` attribute (``"menu"`` unless it says otherwise), and handed to the scene's
``on_command(Command)``; a scene with ``on_pad_control(control, pressed)`` is asked first and
takes the raw control when it returns True (the Settings screen waiting for a button to
bind). A scene hears of a pad plugged in or out through ``on_pad_change``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from game.input.commands import Command, Device
from game.input.pad_bindings import PadBindings

MENU_TABLE = "menu"


class CommandRouter:
    """``top()`` gives the shown scene; ``pad_bindings(table)`` a pad table. ``on_delivered``
    (if set) hears the perf_counter stamp of each pad edge a scene took, when it took it (the
    latency benchmark)."""

    def __init__(self, top: Callable[[], Any],
                 pad_bindings: Callable[[str], PadBindings]) -> None:
        self.top = top
        self.pad_bindings = pad_bindings
        self.last_device: Device = "keyboard"
        self.on_delivered: Callable[[float, float], None] | None = None
        #: Called after every pad edge: screens that draw only on news redraw (pacing).
        self.on_news: Callable[[], None] | None = None

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
        name = self.pad_bindings(getattr(scene, "pad_table", MENU_TABLE)).command(control)
        if name is None:
            return False
        taken = bool(on_command(Command(name, pressed, "pad", ("pad", control))))
        if self.on_delivered is not None:
            self.on_delivered(stamp, time.perf_counter())
        return taken

    def pad_changed(self, what: str, controller: Any = None) -> None:
        """A pad was plugged in or out (``what``): the shown scene may pause."""
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
