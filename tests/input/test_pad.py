"""One pad's pyglet events become control edges: buttons, the d-pad and sticks (past the
deadzone, with hysteresis) and triggers (read on their own range, resting at -1 or starting
mid-axis); pads come and go through a manager, and none at all is fine."""

from __future__ import annotations

import pytest

from game.input.pad import PadReader, stick_directions
from game.input.pads import Pads, open_manager
from tests.input.fake_pad import FakeManager, FakePad

Edges = list[tuple[str, bool]]


def _reader(deadzone: float = 0.25) -> tuple[FakePad, Edges, PadReader]:
    pad, edges = FakePad(), []
    reader = PadReader(pad.controller, lambda c, p: edges.append((c, p)), lambda: deadzone)
    pad.controller.push_handlers(reader)
    return pad, edges, reader


def test_buttons_press_and_release() -> None:
    pad, edges, _ = _reader()
    pad.tap("a")
    pad.button("leftshoulder", True)
    assert edges == [("a", True), ("a", False), ("leftshoulder", True)]


def test_the_dpad_hat_gives_each_direction_as_a_held_control() -> None:
    pad, edges, _ = _reader()
    pad.dpad(-1, 0)
    pad.dpad(-1, 1)  # up-left: both
    pad.dpad(0, 0)
    assert edges == [("dpleft", True), ("dpup", True), ("dpleft", False), ("dpup", False)]
    edges.clear()
    pad.dpad(0, -1)
    assert edges == [("dpdown", True)]


def test_a_stick_inside_the_deadzone_presses_nothing() -> None:
    pad, edges, reader = _reader(deadzone=0.4)
    pad.stick(-0.3, 0.1)
    assert edges == []
    pad.stick(-0.7, 0.1)
    assert edges == [("leftstick_left", True)]
    pad.stick(-0.35, 0.0)  # inside the deadzone, outside the release line: still held
    assert edges == [("leftstick_left", True)]
    pad.stick(-0.1, 0.0)
    assert edges[-1] == ("leftstick_left", False) and reader.down == set()


def test_the_deadzone_setting_is_read_on_every_move() -> None:
    pad, edges = FakePad(), []
    zone = [0.9]
    reader = PadReader(pad.controller, lambda c, p: edges.append((c, p)), lambda: zone[0])
    pad.controller.push_handlers(reader)
    pad.stick(0.6, 0.0)
    assert edges == []
    zone[0] = 0.2
    pad.stick(0.61, 0.0)
    assert edges == [("leftstick_right", True)]


def test_a_stick_mostly_one_way_presses_that_way_only() -> None:
    assert stick_directions(-0.9, -0.3, 0.25, set()) == {"left"}
    assert stick_directions(-0.7, -0.7, 0.25, set()) == {"left", "down"}  # a true diagonal
    assert stick_directions(0.0, 0.8, 0.25, set()) == {"up"}


def test_a_trigger_resting_at_minus_one_reads_zero_and_presses_past_half() -> None:
    pad, edges, _ = _reader()
    # pyglet itself reads this trigger as -0.5 at rest and +0.5 full
    pad.trigger("lefttrigger", 0.0)
    assert pad.controller.lefttrigger == pytest.approx(-0.5, abs=1e-3)
    assert edges == []
    pad.trigger("lefttrigger", 0.4)
    assert edges == []
    pad.trigger("lefttrigger", 0.9)
    assert edges == [("lefttrigger", True)]
    pad.trigger("lefttrigger", 0.35)  # hysteresis: between release and press lines
    assert edges == [("lefttrigger", True)]
    pad.trigger("lefttrigger", 0.0)
    assert edges == [("lefttrigger", True), ("lefttrigger", False)]


def test_a_trigger_starting_mid_axis_waits_until_seen_at_rest() -> None:
    pad, edges, _ = _reader()
    pad.trigger("lefttrigger", 0.5)  # the first report: the middle of the axis, untouched
    pad.trigger("lefttrigger", 0.6)
    assert edges == []
    pad.trigger("lefttrigger", 0.0)
    pad.trigger("lefttrigger", 1.0)
    assert edges == [("lefttrigger", True)]


def test_a_zero_based_trigger_reads_as_is() -> None:
    pad, edges, _ = _reader()
    pad.trigger("righttrigger", 0.0)
    pad.trigger("righttrigger", 0.8)
    assert edges == [("righttrigger", True)]


def test_pads_plug_in_and_out_and_let_go_of_what_they_held() -> None:
    first, second = FakePad(), FakePad()
    manager = FakeManager(first)
    edges: list[tuple[str, bool]] = []
    changes: list[str] = []
    pads = Pads(lambda c, p, t: edges.append((c, p)), lambda what, c: changes.append(what))
    assert pads.start(manager)
    assert pads.connected == [first.controller] and first.device.is_open
    manager.plug(second)
    second.button("x", True)
    first.dpad(1, 0)
    manager.unplug(second)
    assert changes == ["connected", "disconnected"]
    assert edges == [("x", True), ("dpright", True), ("x", False)]
    assert not second.device.is_open and pads.connected == [first.controller]
    second.button("x", False)  # an unplugged pad is no longer heard
    assert edges[-1] == ("x", False) and len(edges) == 3


def test_no_pad_support_here_is_no_pad_and_no_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    import pyglet.input

    from game.input import evdev_pads

    def missing(*args: object, **kwargs: object) -> None:
        raise FileNotFoundError(2, "No such file or directory", "/dev/input")

    monkeypatch.setattr(pyglet.input, "ControllerManager", missing)  # other platforms
    monkeypatch.setattr(evdev_pads, "EvdevPads", missing)  # Linux
    assert open_manager() is None
    pads = Pads(lambda c, p, t: None)
    assert not pads.start() and pads.connected == []
