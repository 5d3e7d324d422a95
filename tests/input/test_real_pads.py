"""Five real pads as the kernel shows them (tests/input/real_pads.py), mapped by the game from
the bundled databases into pyglet's real Controller: each finds its own database line, its
buttons come out by position (``a`` the bottom one, whatever is printed on it), each is named
as its maker prints it, and the joystick-class pad pyglet refuses plays too."""

from __future__ import annotations

import pytest

from game.input.evdev_pads import JOYSTICK, make_controller, pad_class
from game.input.pad import PadReader
from game.input.pad_db import ARCADE_DB, PadDatabase, load_database
from game.input.pad_looks import AUTO, look_for
from game.input.pads import Pads, origin_line
from tests.input.fake_pad import FakeManager
from tests.input.real_pads import (
    DRAGONRISE,
    DUALSENSE,
    EIGHTBITDO,
    MODELS,
    SWITCH_PRO,
    XBOX_360,
    ModelDevice,
    ModelPad,
    PadModel,
)

# Each pad's face buttons by where they sit: the evdev key its driver sends, what is
# printed on it, and the SDL name the database gives that position.
FACES = {
    "xbox360": {"bottom": (0x130, "A"), "right": (0x131, "B"), "left": (0x133, "X"),
                "top": (0x134, "Y")},
    "dualsense": {"bottom": (0x130, "CROSS"), "right": (0x131, "CIRCLE"),
                  "left": (0x134, "SQUARE"), "top": (0x133, "TRIANGLE")},
    "switchpro": {"bottom": (0x130, "B"), "right": (0x131, "A"), "left": (0x134, "Y"),
                  "top": (0x133, "X")},
    "8bitdo": {"bottom": (0x131, "B"), "right": (0x130, "A"), "left": (0x134, "Y"),
               "top": (0x133, "X")},
    "dragonrise": {"bottom": (0x121, "A"), "right": (0x122, "B"), "left": (0x120, "X"),
                   "top": (0x123, "Y")},
}
POSITION = {"bottom": "a", "right": "b", "left": "x", "top": "y"}
FAMILY = {"xbox360": ("xbox", "bottom"), "dualsense": ("playstation", "bottom"),
          "switchpro": ("nintendo", "right"), "8bitdo": ("nintendo", "bottom"),
          "dragonrise": ("xbox", "bottom")}


@pytest.fixture(scope="module")
def db() -> PadDatabase:
    return load_database(None, env="")


def _edges(pad: ModelPad) -> list[tuple[str, bool]]:
    edges: list[tuple[str, bool]] = []
    reader = PadReader(pad.controller, lambda c, p: edges.append((c, p)), lambda: 0.25)
    pad.controller.push_handlers(reader)
    pad.reader = reader  # type: ignore[attr-defined]  # pyglet holds handlers weakly
    return edges


@pytest.mark.parametrize("which", MODELS)
def test_each_pad_finds_its_own_database_line(which: str, db: PadDatabase) -> None:
    model = MODELS[which]
    found = db.find(model.guid, model.name)
    assert found is not None and found.source == ARCADE_DB
    assert found.mapping.text == model.line


@pytest.mark.parametrize("which", MODELS)
def test_face_buttons_come_out_by_position_and_read_as_printed(which: str,
                                                                db: PadDatabase) -> None:
    pad = ModelPad(MODELS[which], db)
    edges = _edges(pad)
    look = look_for(pad.model.guid, pad.model.name, AUTO)
    assert (look.family, look.confirm) == FAMILY[which]
    for position, (code, printed) in FACES[which].items():
        edges.clear()
        pad.key(code, True)
        pad.key(code, False)
        assert edges == [(POSITION[position], True), (POSITION[position], False)], position
        assert look.glyph(POSITION[position]) == printed


def test_triggers_on_axes_and_on_buttons(db: PadDatabase) -> None:
    xbox, switch = ModelPad(XBOX_360, db), ModelPad(SWITCH_PRO, db)
    edges, switch_edges = _edges(xbox), _edges(switch)
    xbox.axis(0x02, 12)  # LT (ABS_Z, 0..255) starts to move: seen near rest first
    xbox.axis(0x02, 200)
    switch.key(0x138, True)  # ZL is a button on the Switch Pro
    assert edges == [("lefttrigger", True)] and switch_edges == [("lefttrigger", True)]


def test_a_trigger_at_rest_when_opened_presses_on_its_first_pull(db: PadDatabase) -> None:
    """A trigger that jumps from rest to full at once (a digital one: its first report is
    the pull) presses then: the axis read rest when the pad was opened."""
    xbox = ModelPad(XBOX_360, db)
    edges = _edges(xbox)
    xbox.axis(0x05, 255)  # RT (ABS_RZ, 0..255), rest to full in one report
    assert edges == [("righttrigger", True)]


def test_dualsense_sticks_resting_mid_range_press_nothing(db: PadDatabase) -> None:
    pad = ModelPad(DUALSENSE, db)
    edges = _edges(pad)
    pad.axis(0x00, 129)  # 0..255, at rest near 128
    assert edges == []
    pad.axis(0x00, 10)
    assert edges == [("leftstick_left", True)]


def test_the_joystick_class_pad_pyglet_leaves_out_plays_its_axis_dpad(
        db: PadDatabase) -> None:
    from pyglet.input.linux import evdev

    pad = ModelPad(DRAGONRISE, db)
    assert pad_class(pad.device) == JOYSTICK
    assert evdev._create_controller(pad.device) is None  # pyglet makes no Controller of it
    edges = _edges(pad)
    pad.axis(0x00, 0)  # the d-pad is ABS_X / ABS_Y, 0..255, resting at 127
    pad.axis(0x00, 127)
    pad.axis(0x01, 255)
    pad.key(0x129, True)  # b9: start
    assert edges == [("dpleft", True), ("dpleft", False), ("dpdown", True), ("start", True)]


def test_nothing_but_pads_becomes_a_controller(db: PadDatabase) -> None:
    keyboard = PadModel("AT Translated Set 2 keyboard", 0x11, 0x0001, 0x0001, 0xAB41,
                        tuple(range(1, 120)), ())
    assert make_controller(ModelDevice(keyboard), db) is None


@pytest.mark.parametrize("which", MODELS)
def test_each_pad_says_in_one_line_where_its_mapping_came_from(which: str,
                                                               db: PadDatabase) -> None:
    pad = ModelPad(MODELS[which], db)
    said: list[str] = []
    pads = Pads(lambda c, p, t: None, db=db, say=said.append)
    pads.start(FakeManager(pad))
    assert said == [origin_line(pad.controller, db)]
    assert said[0] == (f"gamepad {pad.model.name.strip()} ({pad.model.guid}): mapped from "
                       f"{ARCADE_DB}")


def test_the_look_follows_the_pad_pressed_last(db: PadDatabase) -> None:
    xbox, dualsense, switch = (ModelPad(m, db) for m in (XBOX_360, DUALSENSE, SWITCH_PRO))
    pads = Pads(lambda c, p, t: None, db=db, say=lambda line: None)
    pads.start(FakeManager(xbox, dualsense, switch))
    assert pads.look().family == "xbox"  # nothing pressed yet: the first pad's
    dualsense.key(0x130, True)
    assert pads.look().family == "playstation"
    switch.key(0x130, True)
    assert (pads.look().family, pads.look().confirm) == ("nintendo", "right")
    dualsense.key(0x130, False)  # a release is not a use
    assert pads.look().family == "nintendo"


def test_eightbitdo_named_for_xbox_reads_as_xbox() -> None:
    guid = EIGHTBITDO.guid
    assert look_for(guid, "8BitDo Pro 2 Wired Controller for Xbox", AUTO).family == "xbox"
    assert look_for(guid, "8BitDo Pro 2", "right").confirm == "right"  # the setting wins
