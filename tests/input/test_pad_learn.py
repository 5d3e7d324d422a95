"""The "press each button" learner: each prompt takes one fresh press, an axis answers as a
half, a whole axis or a stick as SDL writes it, nothing is taken twice, and the line it makes
reads back through pyglet's own parser."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from game.input.pad_learn import PROMPTS, PadLearner, Prompt, RawListener
from game.input.pad_mappings_file import MappingNotSaved, save_mapping
from game.input.sdl_mapping import mapping_line, parse_line
from tests.input.real_pads import DRAGONRISE_UNKNOWN, XBOX_360, ModelDevice

FACES = PROMPTS[:4]


def test_buttons_answer_in_turn_and_a_release_answers_nothing() -> None:
    learner = PadLearner(FACES)
    learner.button(1, True)
    learner.button(1, False)
    learner.button(2, True)
    assert learner.elements == {"a": "b1", "b": "b2"} and learner.prompt == FACES[2]


def test_a_button_already_taken_is_refused_with_why() -> None:
    learner = PadLearner(FACES)
    learner.button(1, True)
    learner.button(1, True)
    assert learner.step == 1 and learner.refused == "that is the BOTTOM face button already"


def test_skip_and_back() -> None:
    learner = PadLearner(FACES)
    learner.button(0, True)
    learner.skip()
    learner.button(3, True)
    assert learner.elements == {"a": "b0", "x": "b3"}
    learner.back()
    assert learner.prompt == FACES[2] and "x" not in learner.elements
    learner.skip()
    learner.skip()
    assert learner.done and learner.prompt is None


def test_a_dpad_on_one_axis_answers_two_halves_after_coming_back_to_rest() -> None:
    up, down = (p for p in PROMPTS if p.element in ("dpup", "dpdown"))
    learner = PadLearner((up, down))
    learner.axis(1, 127, 0, 255)  # first seen: its rest
    learner.axis(1, 0, 0, 255)
    learner.axis(1, 255, 0, 255)  # still away from rest: not taken for "down"
    assert learner.elements == {"dpup": "-a1"}
    learner.axis(1, 128, 0, 255)
    learner.axis(1, 255, 0, 255)
    assert learner.elements == {"dpup": "-a1", "dpdown": "+a1"} and learner.done


def test_hats_triggers_and_sticks() -> None:
    prompts = tuple(p for p in PROMPTS if p.element in ("lefttrigger", "dpleft", "lefty"))
    learner = PadLearner(prompts)
    learner.axis(2, -32768, -32768, 32767)  # the trigger, resting at its minimum
    learner.axis(2, 30000, -32768, 32767)
    learner.hat("x", -1)
    learner.axis(1, 0, -32768, 32767)
    learner.axis(1, -30000, -32768, 32767)  # pushed down, the raw value fell: inverted
    assert learner.elements == {"lefttrigger": "a2", "dpleft": "h0.8", "lefty": "a1~"}


def test_a_whole_axis_is_not_taken_when_its_half_is() -> None:
    learner = PadLearner((Prompt("dpleft", "the D-PAD LEFT", axis="half"),
                          Prompt("leftx", "the LEFT STICK", axis="stick")))
    learner.axis(0, 127, 0, 255)
    learner.axis(0, 0, 0, 255)
    learner.axis(0, 127, 0, 255)
    learner.axis(0, 255, 0, 255)
    assert learner.elements == {"dpleft": "-a0"}
    assert learner.refused == "that is the D-PAD LEFT already"


def test_the_line_made_reads_back_and_names_no_comma() -> None:
    line = mapping_line("03000000790000001100000000020000", "Pad, Cheap", {"a": "b1",
                        "dpup": "-a1"}, "Linux")
    mapping = parse_line(line)
    assert mapping.name == "Pad  Cheap" and dict(mapping.elements) == {"a": "b1",
                                                                        "dpup": "-a1"}
    assert mapping.platform == "Linux"


def test_the_listener_numbers_controls_as_pyglet_does_and_stops() -> None:
    device = ModelDevice(XBOX_360)
    learner = PadLearner()
    listener = RawListener(device, learner)
    device.keys[0x130].value = True  # BTN_SOUTH: b0
    device.keys[0x131].value = True  # BTN_EAST: b1
    device.keys[0x133].value = True  # BTN_X, pyglet's b2
    assert learner.elements == {"a": "b0", "b": "b1", "x": "b2"}
    listener.stop()
    device.keys[0x134].value = True
    assert len(learner.elements) == 3
    assert all(not c._event_stack for c in device.controls)  # nothing of ours left


def test_the_listener_reads_joystick_axes_from_their_rest() -> None:
    device = ModelDevice(DRAGONRISE_UNKNOWN)
    learner = PadLearner(tuple(p for p in PROMPTS if p.element == "dpright"))
    RawListener(device, learner)
    device.abs[0x00].value = 255
    assert learner.elements == {"dpright": "+a0"}


def test_saving_replaces_only_the_pads_own_line_and_keeps_the_rest(tmp_path: Path) -> None:
    path = tmp_path / "gamecontrollerdb.txt"
    other = XBOX_360.line
    old = mapping_line(DRAGONRISE_UNKNOWN.guid, "Old", {"a": "b0"}, "Linux")
    path.write_text(f"# my pads\n{other}\n{old}\n")
    new = parse_line(mapping_line(DRAGONRISE_UNKNOWN.guid, "USB Gamepad", {"a": "b1"}, "Linux"))
    save_mapping(path, new)
    assert path.read_text() == f"# my pads\n{other}\n{new.text}\n"
    assert list(tmp_path.iterdir()) == [path]  # no temporary file left


def test_a_file_that_cannot_be_read_is_never_overwritten(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "gamecontrollerdb.txt"
    path.write_bytes(b"\xff not text")
    line = parse_line(mapping_line(DRAGONRISE_UNKNOWN.guid, "Pad", {"a": "b1"}, "Linux"))
    with pytest.raises(MappingNotSaved, match="is not UTF-8 text"):
        save_mapping(path, line)
    assert path.read_bytes() == b"\xff not text"
    path.write_text("# mine\n")

    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)  # a full disk at the last step
    with pytest.raises(MappingNotSaved, match="No space left on device"):
        save_mapping(path, line)
    assert path.read_text() == "# mine\n" and list(tmp_path.iterdir()) == [path]
