"""Real pads without hardware: each as the Linux kernel shows it (its driver's evdev buttons
and axes, ids and name), built from pyglet's own evdev control classes in pyglet's order, and
mapped by the game's own code (:func:`game.input.evdev_pads.make_controller`) into pyglet's
real ``Controller``.

``LINE`` is each pad's database line, copied from the bundled files (arcade's
``resources/system/gamecontrollerdb.txt``, ``platform:Linux``); tests check that the database
finds exactly it. The layouts follow the kernel drivers: xpad (Xbox 360), hid-playstation
(DualSense), hid-nintendo (Switch Pro over Bluetooth), hid-generic (8BitDo SN30 Pro+ in its
own Bluetooth mode, and the DragonRise 0079:0011 "USB Gamepad", a joystick-class pad).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.input.pyglet_input import pyglet_input

pyglet_input()
from pyglet.input.base import Device  # noqa: E402
from pyglet.input.controller import create_guid  # noqa: E402
from pyglet.input.linux import evdev  # noqa: E402
from pyglet.input.linux.evdev_constants import (  # noqa: E402
    ABS_HAT0X,
    ABS_HAT0Y,
    ABS_RX,
    ABS_RY,
    ABS_RZ,
    ABS_X,
    ABS_Y,
    ABS_Z,
    EV_ABS,
    EV_KEY,
)

Axis = tuple[int, int, int, int]  # evdev code, minimum, maximum, resting value
HAT = ((ABS_HAT0X, -1, 1, 0), (ABS_HAT0Y, -1, 1, 0))
GAMEPAD_KEYS = (0x130, 0x131, 0x133, 0x134, 0x136, 0x137, 0x13A, 0x13B, 0x13C, 0x13D, 0x13E)


@dataclass(frozen=True)
class PadModel:
    """A pad as evdev reports it, and its line in the bundled database."""

    name: str
    bus: int
    vendor: int
    product: int
    version: int
    keys: tuple[int, ...]
    axes: tuple[Axis, ...]
    line: str = ""
    rumble: bool = False

    @property
    def guid(self) -> str:
        return create_guid(self.bus, self.vendor, self.product, self.version, self.name, 0, 0)


def _stick(lo: int, hi: int, rest: int, *codes: int) -> tuple[Axis, ...]:
    return tuple((c, lo, hi, rest) for c in codes)


XBOX_360 = PadModel(
    "Microsoft X-Box 360 pad", 0x03, 0x045E, 0x028E, 0x0110, GAMEPAD_KEYS,
    (*_stick(-32768, 32767, 0, ABS_X, ABS_Y), (ABS_Z, 0, 255, 0),
     *_stick(-32768, 32767, 0, ABS_RX, ABS_RY), (ABS_RZ, 0, 255, 0), *HAT),
    "030000005e0400008e02000010010000,Xbox 360 Controller,a:b0,b:b1,back:b6,dpdown:h0.4,"
    "dpleft:h0.8,dpright:h0.2,dpup:h0.1,guide:b8,leftshoulder:b4,leftstick:b9,lefttrigger:a2,"
    "leftx:a0,lefty:a1,rightshoulder:b5,rightstick:b10,righttrigger:a5,rightx:a3,righty:a4,"
    "start:b7,x:b2,y:b3,platform:Linux,", rumble=True)
DUALSENSE = PadModel(
    "Sony Interactive Entertainment DualSense Wireless Controller", 0x03, 0x054C, 0x0CE6,
    0x8111, (0x130, 0x131, 0x133, 0x134, 0x136, 0x137, 0x138, 0x139, 0x13A, 0x13B, 0x13C,
             0x13D, 0x13E),
    (*_stick(0, 255, 128, ABS_X, ABS_Y), (ABS_Z, 0, 255, 0),
     *_stick(0, 255, 128, ABS_RX, ABS_RY), (ABS_RZ, 0, 255, 0), *HAT),
    "030000004c050000e60c000011810000,PS5 Controller,a:b0,b:b1,back:b8,dpdown:h0.4,"
    "dpleft:h0.8,dpright:h0.2,dpup:h0.1,guide:b10,leftshoulder:b4,leftstick:b11,"
    "lefttrigger:a2,leftx:a0,lefty:a1,rightshoulder:b5,rightstick:b12,righttrigger:a5,"
    "rightx:a3,righty:a4,start:b9,x:b3,y:b2,platform:Linux,", rumble=True)
SWITCH_PRO = PadModel(
    "Nintendo Switch Pro Controller", 0x05, 0x057E, 0x2009, 0x8001,
    (0x130, 0x131, 0x133, 0x134, 0x135, 0x136, 0x137, 0x138, 0x139, 0x13A, 0x13B, 0x13C,
     0x13D, 0x13E),
    (*_stick(-32767, 32767, 0, ABS_X, ABS_Y, ABS_RX, ABS_RY), *HAT),
    "050000007e0500000920000001800000,Nintendo Switch Pro Controller,a:b0,b:b1,back:b9,"
    "dpdown:h0.4,dpleft:h0.8,dpright:h0.2,dpup:h0.1,guide:b11,leftshoulder:b5,leftstick:b12,"
    "lefttrigger:b7,leftx:a0,lefty:a1,misc1:b4,rightshoulder:b6,rightstick:b13,"
    "righttrigger:b8,rightx:a2,righty:a3,start:b10,x:b3,y:b2,platform:Linux,", rumble=True)
EIGHTBITDO = PadModel(
    "8BitDo SN30 Pro+", 0x05, 0x2DC8, 0x6102, 0x0100, tuple(range(0x130, 0x13F)),
    (*_stick(0, 255, 128, ABS_X, ABS_Y, ABS_Z, ABS_RZ), *HAT),
    "05000000c82d00000261000000010000,8BitDo SN30 Pro Plus,a:b1,b:b0,back:b10,dpdown:h0.4,"
    "dpleft:h0.8,dpright:h0.2,dpup:h0.1,guide:b12,leftshoulder:b6,leftstick:b13,"
    "lefttrigger:b8,leftx:a0,lefty:a1,rightshoulder:b7,rightstick:b14,righttrigger:b9,"
    "rightx:a2,righty:a3,start:b11,x:b4,y:b3,platform:Linux,")
#: Ten joystick buttons (BTN_TRIGGER … BTN_BASE4), the d-pad on two axes resting mid-way.
DRAGONRISE = PadModel(
    "USB Gamepad ", 0x03, 0x0079, 0x0011, 0x0110, tuple(range(0x120, 0x12A)),
    _stick(0, 255, 127, ABS_X, ABS_Y),
    "03000000790000001100000010010000,Retro Controller,a:b1,b:b2,back:b8,dpdown:+a1,"
    "dpleft:-a0,dpright:+a0,dpup:-a1,leftshoulder:b6,lefttrigger:b7,rightshoulder:b4,"
    "righttrigger:b5,start:b9,x:b0,y:b3,platform:Linux,")
#: The same pad in a revision no database knows: mapped button by button.
DRAGONRISE_UNKNOWN = PadModel(DRAGONRISE.name, 0x03, 0x0079, 0x0011, 0x0200, DRAGONRISE.keys,
                              DRAGONRISE.axes)
MODELS = {"xbox360": XBOX_360, "dualsense": DUALSENSE, "switchpro": SWITCH_PRO,
          "8bitdo": EIGHTBITDO, "dragonrise": DRAGONRISE}


class ModelDevice(Device):
    """A pyglet device with ``model``'s evdev controls, sorted by code as pyglet's evdev
    device sorts them (so pyglet numbers its buttons and axes as on the real pad)."""

    def __init__(self, model: PadModel) -> None:
        super().__init__(None, model.name)  # type: ignore[arg-type]
        self.model = model
        self.keys: dict[int, evdev.EvdevButton] = {}
        self.abs: dict[int, evdev.EvdevAbsoluteAxis] = {}
        for code in model.keys:
            button = evdev.EvdevButton(None, evdev.key_raw_names.get(code, hex(code)))
            button.event_type, button.event_code = EV_KEY, code
            self.keys[code] = button
        for code, lo, hi, rest in model.axes:
            name = evdev._abs_names.get(code)
            axis = evdev.EvdevAbsoluteAxis(name, lo, hi, evdev.abs_raw_names.get(code, ""),
                                           inverted=name == "hat_y")
            axis.event_type, axis.event_code = EV_ABS, code
            axis.value = rest
            self.abs[code] = axis
        self.controls = sorted([*self.keys.values(), *self.abs.values()],
                               key=lambda c: c.event_code)
        # No rumble here: pyglet's FFController uploads its effects through a real device.
        self.ff_types: list[int] = []

    def get_controls(self) -> list:
        return self.controls

    def get_guid(self) -> str:
        return self.model.guid


class ModelPad:
    """A model's device in the Controller :func:`make_controller` makes for it."""

    def __init__(self, model: PadModel, db: object) -> None:
        from game.input.evdev_pads import make_controller

        self.model = model
        self.device = ModelDevice(model)
        self.controller = make_controller(self.device, db)
        assert self.controller is not None, f"{model.name}: no controller made"

    def key(self, code: int, down: bool) -> None:
        self.device.keys[code].value = down

    def button(self, index: int, down: bool) -> None:
        """Button number ``index`` as SDL lines count them (``b3``)."""
        self.key(self.model.keys[index], down)

    def tap(self, index: int) -> None:
        self.button(index, True)
        self.button(index, False)

    def axis(self, code: int, value: int) -> None:
        self.device.abs[code].value = value

    def rest(self) -> None:
        for code, _, _, rest in self.model.axes:
            self.axis(code, rest)
