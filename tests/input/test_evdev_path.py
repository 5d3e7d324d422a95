"""pyglet's own evdev code, end to end, without /dev/input or uinput (neither exists in this
container: no /dev/uinput, no uinput in /proc/misc): device files are plain files in a
scratch folder, the kernel's answers to pyglet's ioctls (ids, name, capability bits, axis
ranges) come from the pad models, and input arrives as real ``struct input_event`` records
that pyglet's ``EvdevDevice.select`` reads from the file and applies at each SYN_REPORT.

So the path under test is the real one from the device file on: pyglet's EvdevDevice builds
the controls, :class:`~game.input.evdev_pads.EvdevPads` finds and hot-plugs the pads (the
joystick-class DragonRise too, which pyglet's own manager leaves out), the database maps them,
pyglet's Controller turns events into button and d-pad motion, and the game's reader into
control edges.
"""

from __future__ import annotations

import ctypes
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game.input.pad_db import load_database
from game.input.pads import Pads
from game.input.pyglet_input import pyglet_input
from tests.input.real_pads import DRAGONRISE, DUALSENSE, XBOX_360, PadModel

pyglet_input()
import pyglet  # noqa: E402
from pyglet.input.linux import evdev  # noqa: E402
from pyglet.input.linux.evdev_constants import EV_ABS, EV_FF, EV_KEY, EV_SYN, FF_RUMBLE  # noqa: E402

KEYBOARD = PadModel("AT Translated Set 2 keyboard", 0x11, 0x0001, 0x0001, 0xAB41,
                    tuple(range(1, 100)), ())


class Kernel:
    """Answers pyglet's evdev ioctls for the device files it was given."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.models: dict[str, PadModel] = {}

    def plug(self, name: str, model: PadModel) -> Path:
        path = self.folder / name
        path.write_bytes(b"")
        self.models[str(path)] = model
        return path

    def model(self, fileno: int) -> PadModel:
        return self.models[os.readlink(f"/proc/self/fd/{fileno}")]

    def gid(self, fileno: int) -> evdev.InputID:
        m = self.model(fileno)
        return evdev.InputID(m.bus, m.vendor, m.product, m.version)

    def gbit(self, fileno: int, ev: int, buffer: ctypes.Array) -> ctypes.Array:
        m = self.model(fileno)
        codes = {0: [EV_KEY] + ([EV_ABS] if m.axes else []) + ([EV_FF] if m.rumble else []),
                 EV_KEY: list(m.keys), EV_ABS: [a[0] for a in m.axes],
                 EV_FF: [FF_RUMBLE] if m.rumble else []}.get(ev, [])
        for code in codes:
            buffer[code // 8] |= 1 << (code % 8)
        return buffer

    def gabs(self, fileno: int, code: int, buffer: object = None) -> evdev.InputABSInfo:
        _, lo, hi, rest = next(a for a in self.model(fileno).axes if a[0] == code)
        return evdev.InputABSInfo(rest, lo, hi, 0, 0)


@pytest.fixture
def kernel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Kernel:
    k = Kernel(tmp_path)
    monkeypatch.setattr(evdev, "EVIOCGID", k.gid)
    monkeypatch.setattr(evdev, "EVIOCGNAME", lambda fd: k.model(fd).name.encode())
    monkeypatch.setattr(evdev, "EVIOCGPHYS", lambda fd: b"")
    monkeypatch.setattr(evdev, "EVIOCGUNIQ", lambda fd: b"")
    monkeypatch.setattr(evdev, "EVIOCGBIT", k.gbit)
    monkeypatch.setattr(evdev, "EVIOCGABS", k.gabs)
    monkeypatch.setattr(evdev, "EVIOCSFF", lambda fd, effect: effect)  # rumble uploads
    return k


def send(path: Path, *events: tuple[int, int, int]) -> None:
    """Input events as the kernel writes them, then a SYN_REPORT."""
    with path.open("ab") as f:
        for kind, code, value in (*events, (EV_SYN, 0, 0)):
            f.write(bytes(evdev.InputEvent(evdev.Timeval(0, 0), kind, code, value)))


@pytest.fixture
def started(kernel: Kernel) -> Iterator[Callable[..., tuple[object, Pads, list]]]:
    made: list[tuple[object, Pads]] = []

    def start() -> tuple[object, Pads, list]:
        from game.input.evdev_pads import EvdevPads

        db = load_database(None, env="")
        manager = EvdevPads(db, folder=str(kernel.folder))
        edges: list[tuple[str, bool]] = []
        pads = Pads(lambda c, p, t: edges.append((c, p)), db=db, say=lambda line: None)
        pads.start(manager)
        made.append((manager, pads))
        return manager, pads, edges

    yield start
    for manager, pads in made:
        for controller in pads.connected:
            controller.close()
        manager.close()  # type: ignore[attr-defined]


def _reader_of(pads: Pads, model: PadModel) -> object:
    return next(c for c in pads.connected if c.device.name == model.name)


def test_every_pad_file_becomes_a_controller_the_joystick_class_one_too(
        kernel: Kernel, started: Callable[..., tuple[object, Pads, list]]) -> None:
    kernel.plug("event0", KEYBOARD)
    kernel.plug("event1", XBOX_360)
    dragon = kernel.plug("event2", DRAGONRISE)
    pyglets = evdev._create_controller(evdev.EvdevDevice(None, str(dragon)))
    assert pyglets is None  # pyglet's own reading of the same file: no Controller
    _, pads, _ = started()
    names = sorted(c.device.name for c in pads.connected)
    assert names == sorted([XBOX_360.name, DRAGONRISE.name])
    assert isinstance(_reader_of(pads, XBOX_360), evdev.FFController)  # rumble kept


def test_events_from_the_device_file_reach_the_game_as_controls(
        kernel: Kernel, started: Callable[..., tuple[object, Pads, list]]) -> None:
    dragon = kernel.plug("event0", DRAGONRISE)
    xbox = kernel.plug("event1", XBOX_360)
    _, pads, edges = started()
    dragon_dev = _reader_of(pads, DRAGONRISE).device  # type: ignore[attr-defined]
    xbox_dev = _reader_of(pads, XBOX_360).device  # type: ignore[attr-defined]
    send(dragon, (EV_KEY, 0x121, 1), (EV_ABS, 0x00, 0))  # b1 (bottom) and the d-pad left
    dragon_dev.select()
    send(dragon, (EV_KEY, 0x121, 0), (EV_ABS, 0x00, 127))
    dragon_dev.select()
    send(xbox, (EV_ABS, 0x11, 1), (EV_KEY, 0x13B, 1))  # hat down, START
    xbox_dev.select()
    assert edges == [("a", True), ("dpleft", True), ("a", False), ("dpleft", False),
                     ("dpdown", True), ("start", True)]


def test_a_pad_plugged_in_later_is_found_mapped_and_heard(
        kernel: Kernel, started: Callable[..., tuple[object, Pads, list]]) -> None:
    kernel.plug("event0", XBOX_360)
    manager, pads, edges = started()
    changes: list[str] = []
    pads.on_change_cb = lambda what, c: changes.append(what)
    dualsense = kernel.plug("event5", DUALSENSE)
    manager.select()  # type: ignore[attr-defined]  # /proc/bus/input/devices changed
    deadline = time.monotonic() + 5
    while len(pads.connected) < 2 and time.monotonic() < deadline:
        time.sleep(0.01)
        pyglet.app.platform_event_loop.dispatch_posted_events()
    assert changes == ["connected"]
    assert pads.look().family == "xbox"
    send(dualsense, (EV_KEY, 0x134, 1))  # WEST: square
    _reader_of(pads, DUALSENSE).device.select()  # type: ignore[attr-defined]
    assert edges == [("x", True)] and pads.look().family == "playstation"
    dualsense.unlink()
    manager.select()  # type: ignore[attr-defined]
    assert changes == ["connected", "disconnected"] and len(pads.connected) == 1
