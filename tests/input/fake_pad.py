"""A gamepad without hardware: a pyglet ``Device`` whose ``Button`` / ``AbsoluteAxis``
controls a test sets, wrapped in pyglet's own ``Controller`` (its real mapping code turns
them into ``on_button_press``, ``on_dpad_motion``, ``on_stick_motion``, ``on_trigger_motion``)
and a manager that plugs it in and out.

The layout is a Linux (evdev) one: the d-pad is a hat whose y axis is inverted as evdev
makes it, the left trigger an axis from -32768 to 32767 resting at -32768 (pyglet reads it
as -0.5 there), the right trigger 0..255.
"""

from __future__ import annotations

import os

if os.environ.get("ARCADE_HEADLESS"):
    import pyglet.window.xlib  # noqa: F401  (pyglet.input needs it first, headless)

from pyglet.event import EventDispatcher
from pyglet.input.base import AbsoluteAxis, Button, Controller, Device
from pyglet.input.controller import _parse_mapping

BUTTONS = ("a", "b", "x", "y", "leftshoulder", "rightshoulder", "back", "start", "guide",
           "leftstick", "rightstick")
AXES = {"leftx": ("x", -32768, 32767), "lefty": ("y", -32768, 32767),
        "lefttrigger": ("z", -32768, 32767), "rightx": ("rx", -32768, 32767),
        "righty": ("ry", -32768, 32767), "righttrigger": ("rz", 0, 255)}
MAPPING = ("03000000fake0000fade000000000000,Fake Pad,"
           + ",".join(f"{b}:b{i}" for i, b in enumerate(BUTTONS)) + ","
           + ",".join(f"{a}:a{i}" for i, a in enumerate(AXES))
           + ",dpup:h0.1,dpright:h0.2,dpdown:h0.4,dpleft:h0.8")


class FakeDevice(Device):
    """Controls a test sets by name (``buttons["a"].value = True``)."""

    def __init__(self) -> None:
        super().__init__(None, "Fake Pad")  # type: ignore[arg-type]
        self.buttons = {name: Button(f"btn_{name}") for name in BUTTONS}
        self.axes = {name: AbsoluteAxis(axis, lo, hi) for name, (axis, lo, hi) in AXES.items()}
        self.hat_x = AbsoluteAxis("hat_x", -1, 1)
        self.hat_y = AbsoluteAxis("hat_y", -1, 1, inverted=True)  # evdev: -1 is up

    def get_controls(self) -> list:
        return [*self.buttons.values(), *self.axes.values(), self.hat_x, self.hat_y]

    def get_guid(self) -> str:
        return MAPPING.split(",")[0]


class FakePad:
    """A fake device in a real pyglet Controller, with helpers in pad terms."""

    def __init__(self) -> None:
        self.device = FakeDevice()
        mapping = _parse_mapping(MAPPING)
        assert mapping is not None
        self.controller = Controller(self.device, mapping)

    def button(self, name: str, down: bool) -> None:
        self.device.buttons[name].value = down

    def tap(self, name: str) -> None:
        self.button(name, True)
        self.button(name, False)

    def dpad(self, x: int, y: int) -> None:
        """Point the d-pad: x -1 left .. 1 right, y -1 down .. 1 up."""
        self.device.hat_x.value = x
        self.device.hat_y.value = -y  # evdev's hat y grows downwards

    def stick(self, x: float, y: float, which: str = "left") -> None:
        """Move a stick: -1..1, y up (raw axes grow downwards, as on real pads)."""
        axes = self.device.axes
        axes[f"{which}x"].value = round(x * 32767.5 - 0.5)
        axes[f"{which}y"].value = round(-y * 32767.5 - 0.5)

    def trigger(self, name: str, level: float) -> None:
        """Pull a trigger to ``level`` (0 rest .. 1 full) on its own raw range."""
        axis = self.device.axes[name]
        axis.value = round(axis.min + level * (axis.max - axis.min))


class FakeManager(EventDispatcher):
    """pyglet's ControllerManager, without devices: plug pads in and out by hand."""

    def __init__(self, *pads: FakePad) -> None:
        self.pads = list(pads)

    def get_controllers(self) -> list[Controller]:
        return [p.controller for p in self.pads]

    def plug(self, pad: FakePad) -> None:
        self.pads.append(pad)
        self.dispatch_event("on_connect", pad.controller)

    def unplug(self, pad: FakePad) -> None:
        self.pads.remove(pad)
        self.dispatch_event("on_disconnect", pad.controller)


FakeManager.register_event_type("on_connect")
FakeManager.register_event_type("on_disconnect")
