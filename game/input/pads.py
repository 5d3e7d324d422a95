"""Gamepads plugged in and out while the game runs (pyglet's ``ControllerManager``).

No pad, no ``/dev/input`` or no display must never stop the game: with ``ARCADE_HEADLESS``
``import pyglet.input`` fails unless ``pyglet.window.xlib`` is imported first, and without
``/dev/input`` the manager raises ``FileNotFoundError``. Either way :func:`open_manager`
logs one line and returns None, and the game plays with the keyboard.

On Linux the manager is :class:`~game.input.evdev_pads.EvdevPads` (joystick-class pads too);
elsewhere pyglet's own, with pyglet's mapping list put in our order first
(:func:`~game.input.pad_db.install`). Every pad is mapped from the
:class:`~game.input.pad_db.PadDatabase` (the player's lines, then arcade's, then pyglet's), and
each one connected says in one line where its mapping came from, or that it has none (a
joystick-class pad no database knows: ``on_unmapped`` hears of it, and of each button pressed
on it, until the "press each button" screen maps it with :meth:`Pads.map_pad`).

Every controller connected (at start or later) is opened and read by a
:class:`~game.input.pad.PadReader`; its control edges go to ``on_control``. ``on_change``
hears ``"connected"`` / ``"disconnected"`` (a play scene pauses). Unplugging a pad first lets
go of everything it held. pyglet keeps event handlers as weak references: :class:`Pads`
holds its readers, and whoever makes a :class:`Pads` keeps it. :meth:`Pads.look` is the look
(button names, confirm side) of the pad pressed last.
"""

from __future__ import annotations

import logging
import sys
import time
from collections.abc import Callable
from typing import Any

from game.input.pad import EVENTS, PadReader
from game.input.pad_db import PadDatabase, install, load_database
from game.input.pad_looks import AUTO, XBOX_LOOK, PadLook, look_for
from game.input.sdl_mapping import Mapping

log = logging.getLogger(__name__)

OnControl = Callable[[str, bool, float], None]  # control, pressed, perf_counter stamp
OnChange = Callable[[str, Any], None]  # "connected" / "disconnected", the controller
OnUnmapped = Callable[[Any, bool], None]  # the controller; True for a press, False: plugged
# Where the "press each button" screen is (for the log, which stays English)
SETTINGS_WAY = "Settings → Controls → MAP A PAD"  # i18n: not shown


def open_manager(db: PadDatabase | None = None) -> Any | None:
    """The pad manager for this platform, or None (logged once) where pads cannot be read."""
    db = db if db is not None else load_database(None)
    try:
        install(db)
        if sys.platform.startswith("linux"):
            from game.input.evdev_pads import EvdevPads

            return EvdevPads(db)
        from game.input.pyglet_input import pyglet_input

        return pyglet_input().ControllerManager()
    except Exception as exc:  # FileNotFoundError without /dev/input; xlib/import failures
        log.info("gamepads off: %s: %s", type(exc).__name__, exc)
        return None


def is_mapped(controller: Any) -> bool:
    """Whether pyglet bound any control of ``controller`` (a pad no database knows has none)."""
    mapping = getattr(controller, "_mapping", None) or {}
    return any(not isinstance(v, str) for v in mapping.values())


def pad_name(controller: Any) -> str:
    """The name the pad gives itself (the kernel's), else its mapping's."""
    return (getattr(controller.device, "name", "") or controller.name or "gamepad").strip()


def origin_line(controller: Any, db: PadDatabase) -> str:
    """The one line a connected pad is logged with: where its mapping came from."""
    name = pad_name(controller)
    head = f"gamepad {name} ({controller.guid})"
    found = db.find(controller.guid, name)
    if found is not None:
        return f"{head}: mapped from {found.source}"  # i18n: not shown
    if is_mapped(controller):
        return (f"{head}: in no SDL database; mapped by pyglet from the Linux gamepad "
                "layout")  # i18n: not shown
    return f"{head}: no mapping: press each button in {SETTINGS_WAY}"  # i18n: not shown


def is_plugged(pads: Pads | None, controller: Any) -> bool:
    """Whether ``controller`` is still plugged in (mapped or waiting for a mapping)."""
    return pads is not None and any(c is controller for c in (*pads.connected, *pads.waiting))


def _stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


class Pads:
    """The connected pads and their readers; hot-plug through a ``ControllerManager``."""

    def __init__(self, on_control: OnControl, on_change: OnChange | None = None,
                 deadzone: Callable[[], float] = lambda: 0.25,
                 confirm: Callable[[], str] = lambda: AUTO, db: PadDatabase | None = None,
                 say: Callable[[str], None] = _stderr,
                 on_unmapped: OnUnmapped | None = None) -> None:
        self.on_control = on_control
        self.on_change_cb = on_change
        self.deadzone = deadzone
        self.confirm = confirm
        self.db = db if db is not None else load_database(None)
        self.say = say
        self.on_unmapped = on_unmapped
        self.manager: Any | None = None
        self.readers: dict[int, PadReader] = {}  # id(controller) → its reader
        #: Pads plugged in that no database maps: id(controller) → (controller, raw handlers).
        self.unmapped: dict[int, tuple[Any, list[tuple[Any, Callable[[], None]]]]] = {}
        self.last_pressed: Any | None = None
        #: The pad whose control edge is being delivered now (a versus match's players).
        self.last_edge: Any | None = None

    @property
    def connected(self) -> list[Any]:
        return [r.controller for r in self.readers.values()]

    @property
    def waiting(self) -> list[Any]:
        """Pads plugged in with no mapping yet (the "press each button" screen maps them)."""
        return [c for c, _ in self.unmapped.values()]

    def look(self) -> PadLook:
        """The names and confirm side of the pad pressed last (still plugged in, else the
        first one that is; Xbox's before any pad)."""
        pad, connected = self.last_pressed, self.connected
        if connected and not any(pad is c for c in connected):
            pad = connected[0]
        if pad is None:
            return XBOX_LOOK
        return look_for(pad.guid, pad_name(pad), self.confirm())

    def start(self, manager: Any | None = None) -> bool:
        """Listen to ``manager`` (default: this platform's, if pads can be read here) and
        take every pad already plugged in; False when there is no manager."""
        self.manager = manager if manager is not None else open_manager(self.db)
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
        if id(controller) in self.readers or id(controller) in self.unmapped:
            return False
        try:
            controller.open()
        except Exception as exc:  # a pad gone again, or not ours to open
            log.info("gamepad %s: cannot open it: %s", getattr(controller, "name", "?"), exc)
            return False
        self.say(origin_line(controller, self.db))
        if is_mapped(controller):
            self._read(controller)
        else:
            self._wait_for_mapping(controller)
        return True

    def _read(self, controller: Any) -> None:
        def emit(control: str, pressed: bool) -> None:
            if pressed:
                self.last_pressed = controller
            self.last_edge = controller
            self.on_control(control, pressed, time.perf_counter())

        reader = PadReader(controller, emit, self.deadzone)
        controller.push_handlers(**{e: getattr(reader, e) for e in EVENTS})
        self.readers[id(controller)] = reader

    def _wait_for_mapping(self, controller: Any) -> None:
        """An unmapped pad: its raw button presses are news (the first one may open the
        "press each button" screen)."""
        from game.input.pyglet_input import pyglet_input

        button = pyglet_input().base.Button
        handlers = []
        for control in controller.device.get_controls():
            if isinstance(control, button):
                def on_press(pad: Any = controller) -> None:
                    if self.on_unmapped is not None:
                        self.on_unmapped(pad, True)
                control.push_handlers(on_press=on_press)
                handlers.append((control, on_press))
        self.unmapped[id(controller)] = (controller, handlers)
        if self.on_unmapped is not None:
            self.on_unmapped(controller, False)

    def _stop_waiting(self, controller: Any) -> bool:
        entry = self.unmapped.pop(id(controller), None)
        if entry is None:
            return False
        for control, on_press in entry[1]:
            control.remove_handlers(on_press=on_press)
        return True

    def map_pad(self, controller: Any, mapping: Mapping) -> None:
        """``controller`` uses ``mapping`` from now on (made on the "press each button"
        screen, saved already) and is read as any pad."""
        from game.input.pad_remap import remap

        was_waiting = self._stop_waiting(controller)
        reader = self.readers.pop(id(controller), None)
        if reader is not None:
            reader.release_all()
            controller.remove_handlers(**{e: getattr(reader, e) for e in EVENTS})
        remap(controller, mapping)
        self._read(controller)
        again = "" if was_waiting else " again"
        self.say(f"gamepad {controller.name} ({controller.guid}): mapped button by "
                 f"button{again}")  # i18n: not shown

    def on_connect(self, controller: Any) -> None:
        """A pad was plugged in: read it, and say so."""
        if self._attach(controller) and self.on_change_cb is not None:
            self.on_change_cb("connected", controller)

    def on_disconnect(self, controller: Any) -> None:
        """A pad was unplugged: let go of what it held, stop reading it, and say so."""
        reader = self.readers.pop(id(controller), None)
        if reader is not None:
            reader.release_all()
            controller.remove_handlers(**{e: getattr(reader, e) for e in EVENTS})
        elif not self._stop_waiting(controller):
            return
        self._close(controller)
        if self.on_change_cb is not None:
            self.on_change_cb("disconnected", controller)

    @staticmethod
    def _close(controller: Any) -> None:
        try:
            controller.close()
        except Exception as exc:  # the device is already gone
            log.debug("gamepad close: %s", exc)

    def release_all(self) -> None:
        """Every pad lets go of what it holds (a new screen takes over)."""
        for reader in self.readers.values():
            reader.release_all()
