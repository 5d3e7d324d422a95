"""Linux pads through evdev: pyglet's manager, but every kind of pad and our mapping order.

pyglet makes a ``Controller`` only from a device with ``BTN_GAMEPAD``; many cheap USB pads
(DragonRise 0079:0011 and its kind) show themselves to the kernel as joysticks (``ABS_X``,
``ABS_Y`` and ``BTN_JOYSTICK`` buttons) and get none. :func:`make_controller` makes one for
both kinds, mapped from :class:`~game.input.pad_db.PadDatabase` (the player's lines first,
``crc`` checked): a gamepad with no line falls back on pyglet's reading of the Linux gamepad
layout; a joystick-class pad with no line gets a controller with no mapping yet, which the
"press each button" screen maps (:mod:`game.input.pad_learn`).

:class:`EvdevPads` is pyglet's ``EvdevControllerManager`` with that creator (at start and
on hot-plug) and a device folder of its own (``/dev/input``; tests give another).
"""

from __future__ import annotations

import os
import time
from typing import Any

from game.input.pad_db import PadDatabase
from game.input.pyglet_input import pyglet_input

pyglet_input()  # headless, pyglet.input needs its xlib module first

import pyglet  # noqa: E402
from pyglet.input.base import ControllerManager  # noqa: E402
from pyglet.input.controller import _parse_mapping  # noqa: E402
from pyglet.input.linux import evdev  # noqa: E402
from pyglet.input.linux.evdev_constants import (  # noqa: E402
    ABS_X,
    ABS_Y,
    BTN_GAMEPAD,
    BTN_JOYSTICK,
    EV_ABS,
    EV_KEY,
    FF_RUMBLE,
)

GAMEPAD, JOYSTICK = "gamepad", "joystick"
DEVICE_FOLDER = "/dev/input"


def pad_class(device: Any) -> str | None:
    """``"gamepad"`` (has ``BTN_GAMEPAD``), ``"joystick"`` (``ABS_X``, ``ABS_Y`` and
    ``BTN_JOYSTICK``, pyglet's own test for a joystick), or None (a keyboard, a mouse…)."""
    codes = {(c.event_type, c.event_code) for c in device.controls}
    if (EV_KEY, BTN_GAMEPAD) in codes:
        return GAMEPAD
    if {(EV_ABS, ABS_X), (EV_ABS, ABS_Y), (EV_KEY, BTN_JOYSTICK)} <= codes:
        return JOYSTICK
    return None


def make_controller(device: Any, db: PadDatabase) -> Any | None:
    """A pyglet Controller for a pad of either class, mapped from ``db``; None for devices
    that are no pad."""
    kind = pad_class(device)
    if kind is None:
        return None
    guid = device.get_guid()
    found = db.find(guid, device.name)
    if found is not None:
        mapping = _parse_mapping(found.mapping.text)
    elif kind == GAMEPAD:
        mapping = evdev._detect_controller_mapping(device)
    else:
        mapping = {"guid": guid, "name": device.name}  # mapped later, button by button
    make = evdev.FFController if FF_RUMBLE in device.ff_types else evdev.Controller
    return make(device, mapping)


class EvdevPads(evdev.EvdevControllerManager):
    """pyglet's evdev manager making controllers with :func:`make_controller`."""

    def __init__(self, db: PadDatabase, folder: str = DEVICE_FOLDER, display: Any = None
                 ) -> None:
        ControllerManager.__init__(self)  # pyglet's __init__ would make its own controllers
        self.db = db
        self.folder = folder
        self._display = display
        self._devices_file = open("/proc/bus/input/devices")  # noqa: SIM115  (watched, kept)
        self._device_names = self._get_device_names()
        self._controllers: dict[str, Any] = {}
        for name in self._device_names:
            controller = self._make(name)
            if controller is not None:
                self._controllers[name] = controller
        pyglet.app.platform_event_loop.select_devices.add(self)

    def _get_device_names(self) -> set[str]:  # type: ignore[override]
        return {name for name in os.listdir(self.folder) if name.startswith("event")}

    def _make(self, name: str) -> Any | None:
        try:
            device = evdev.EvdevDevice(self._display, os.path.join(self.folder, name))
        except OSError:
            return None
        return make_controller(device, self.db)

    def _make_controller_thread(self, name: str, retries: int) -> None:
        """A device file appeared: it may take a moment to become readable (as pyglet)."""
        for _ in range(retries):
            try:
                device = evdev.EvdevDevice(self._display, os.path.join(self.folder, name))
                break
            except OSError:
                time.sleep(0.1)
        else:
            return
        controller = make_controller(device, self.db)
        if controller is not None:
            self._controllers[name] = controller
            self.post_event("on_connect", controller)

    def close(self) -> None:
        """Stop watching for devices (pyglet's manager never does)."""
        pyglet.app.platform_event_loop.select_devices.discard(self)
        self._devices_file.close()

