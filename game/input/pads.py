"""Gamepads plugged in and out while the game runs (pyglet's ``ControllerManager``).

No pad, no ``/dev/input`` or no display must never stop the game: with ``ARCADE_HEADLESS``
``import pyglet.input`` fails unless ``pyglet.window.xlib`` is imported first, and without
``/dev/input`` the manager raises ``FileNotFoundError``. Either way :func:`open_manager`
logs one line and returns None, and the game plays with the keyboard.

Every controller connected (at start or later) is opened and read by a
:class:`~game.input.pad.PadReader`; its control edges go to ``on_control``. ``on_change``
hears ``"connected"`` / ``"disconnected"`` (a play scene pauses). Unplugging a pad first lets
go of everything it held. pyglet keeps event handlers as weak references: :class:`Pads`
holds its readers, and whoever makes a :class:`Pads` keeps it.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from typing import Any

from game.input.pad import EVENTS, PadReader

log = logging.getLogger(__name__)

OnControl = Callable[[str, bool, float], None]  # control, pressed, perf_counter stamp
OnChange = Callable[[str, Any], None]  # "connected" / "disconnected", the controller


def open_manager() -> Any | None:
    """pyglet's ``ControllerManager``, or None (logged once) where pads cannot be read."""
    try:
        if os.environ.get("ARCADE_HEADLESS"):
            import pyglet.window.xlib
        import pyglet.input

        return pyglet.input.ControllerManager()
    except Exception as exc:  # FileNotFoundError without /dev/input; xlib/import failures
        log.info("gamepads off: %s: %s", type(exc).__name__, exc)
        return None


class Pads:
    """The connected pads and their readers; hot-plug through a ``ControllerManager``."""

    def __init__(self, on_control: OnControl, on_change: OnChange | None = None,
                 deadzone: Callable[[], float] = lambda: 0.25) -> None:
        self.on_control = on_control
        self.on_change_cb = on_change
        self.deadzone = deadzone
        self.manager: Any | None = None
        self.readers: dict[int, PadReader] = {}  # id(controller) → its reader

    @property
    def connected(self) -> list[Any]:
        return [r.controller for r in self.readers.values()]

    def start(self, manager: Any | None = None) -> bool:
        """Listen to ``manager`` (default: pyglet's, if pads can be read here) and take every
        pad already plugged in; False when there is no manager."""
        self.manager = manager if manager is not None else open_manager()
        if self.manager is None:
            return False
        self.manager.push_handlers(on_connect=self.on_connect, on_disconnect=self.on_disconnect)
        try:
            controllers = list(self.manager.get_controllers())
        except OSError as exc:
            log.info("gamepads: cannot list them: %s", exc)
            controllers = []
        for controller in controllers:
            self._attach(controller)
        return True

    def _attach(self, controller: Any) -> bool:
        if id(controller) in self.readers:
            return False
        try:
            controller.open()
        except Exception as exc:  # a pad gone again, or not ours to open
            log.info("gamepad %s: cannot open it: %s", getattr(controller, "name", "?"), exc)
            return False

        def emit(control: str, pressed: bool) -> None:
            self.on_control(control, pressed, time.perf_counter())

        reader = PadReader(controller, emit, self.deadzone)
        controller.push_handlers(**{e: getattr(reader, e) for e in EVENTS})
        self.readers[id(controller)] = reader
        return True

    def on_connect(self, controller: Any) -> None:
        """A pad was plugged in: read it, and say so."""
        if self._attach(controller) and self.on_change_cb is not None:
            self.on_change_cb("connected", controller)

    def on_disconnect(self, controller: Any) -> None:
        """A pad was unplugged: let go of what it held, stop reading it, and say so."""
        reader = self.readers.pop(id(controller), None)
        if reader is None:
            return
        reader.release_all()
        controller.remove_handlers(**{e: getattr(reader, e) for e in EVENTS})
        try:
            controller.close()
        except Exception as exc:  # the device is already gone
            log.debug("gamepad close: %s", exc)
        if self.on_change_cb is not None:
            self.on_change_cb("disconnected", controller)

    def release_all(self) -> None:
        """Every pad lets go of what it holds (a new screen takes over)."""
        for reader in self.readers.values():
            reader.release_all()
