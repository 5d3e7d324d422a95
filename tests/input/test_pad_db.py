"""Whose mapping a pad gets: SDL_GAMECONTROLLERCONFIG (several lines), then the player's
mappings file, then arcade's and pyglet's databases; bad lines reported with their place, the
rest kept; and pyglet's own lookup put in the same order."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.input.pad_db import ARCADE_DB, ENV, PYGLET_DB, install, load_database
from game.input.pyglet_input import controller_db, pyglet_input
from game.input.sdl_mapping import MappingError, parse_line, sdl_crc16
from tests.input.real_pads import SWITCH_PRO, XBOX_360, ModelPad

# The Xbox 360 pad with A and B swapped, and a pad no database has: two lines, one value.
SWAPPED = XBOX_360.line.replace("a:b0,b:b1", "a:b1,b:b0").replace(
    "Xbox 360 Controller", "Swapped 360")
OTHER = "03000000aaaa0000bbbb000000010000,Homebrew Pad,a:b0,b:b1,leftx:a0,lefty:a1,"
MINE = XBOX_360.line.replace("Xbox 360 Controller", "My 360")


def test_two_lines_in_the_variable_both_load_and_win_over_the_bundled_entry() -> None:
    db = load_database(None, env=f"{SWAPPED}\n{OTHER}\n")
    found = db.find(XBOX_360.guid, XBOX_360.name)
    assert found is not None and found.source == ENV and found.mapping.name == "Swapped 360"
    other = db.find("03000000aaaa0000bbbb000000010000")
    assert other is not None and other.mapping.name == "Homebrew Pad"
    assert db.problems == []


def test_the_variable_drives_the_real_controller() -> None:
    pad = ModelPad(XBOX_360, load_database(None, env=f"{OTHER}\n{SWAPPED}"))
    pressed: list[str] = []
    pad.controller.push_handlers(on_button_press=lambda c, b: pressed.append(b))
    pad.key(0x130, True)  # the bottom button
    assert pressed == ["b"]


def test_the_players_file_wins_over_the_bundled_and_the_variable_over_the_file(
        tmp_path: Path) -> None:
    path = tmp_path / "gamecontrollerdb.txt"
    path.write_text(f"# mine\n{MINE}\n")
    db = load_database(path, env="")
    found = db.find(XBOX_360.guid)
    assert found is not None and found.mapping.name == "My 360"
    assert found.source == f"your pad mappings file ({path})"
    found = load_database(path, env=SWAPPED).find(XBOX_360.guid)
    assert found is not None and found.source == ENV
    found = load_database(tmp_path / "missing.txt", env="").find(XBOX_360.guid)
    assert found is not None and found.source == ARCADE_DB


def test_in_the_players_file_a_later_line_replaces_an_earlier_one(tmp_path: Path) -> None:
    path = tmp_path / "pads.txt"
    path.write_text(f"{SWAPPED}\n{MINE}\n")
    found = load_database(path, env="").find(XBOX_360.guid)
    assert found is not None and found.mapping.name == "My 360"


def test_a_bad_line_is_reported_with_its_place_and_the_others_still_load(
        tmp_path: Path) -> None:
    path = tmp_path / "gamecontrollerdb.txt"
    path.write_text(f"nonsense,line\n{MINE}\n"
                    "030000005e0400008e02000014010000,Half Bad,a:b0,dpup:x7,b:b1,\n")
    db = load_database(path, env="zz,pad,a:b0")
    assert db.problems == [
        f"pad mappings: {ENV} line:1: expected a GUID of 32 hex digits first, got 'zz'; "
        "line ignored",
        f"pad mappings: {path}:1: expected GUID,name,element:input,… (at least one element); "
        "line ignored",
        f"pad mappings: {path}:3: expected a button (b0), an axis (a0, +a0, -a0, a0~) or a "
        "hat direction (h0.1) for dpup, got 'x7'; that part ignored",
    ]
    assert db.find(XBOX_360.guid).mapping.name == "My 360"  # type: ignore[union-attr]
    half = db.find("030000005e0400008e02000014010000")
    assert half is not None and "dpup" not in half.mapping.text and "b:b1" in half.mapping.text


def test_a_file_of_many_bad_lines_is_reported_in_eleven(tmp_path: Path) -> None:
    path = tmp_path / "gamecontrollerdb.txt"
    path.write_text("bad\n" * 5000 + MINE + "\n")
    db = load_database(path, env="")
    assert len(db.problems) == 11 and db.problems[-1] == (
        "pad mappings: ... and 4,990 more bad lines; ignored")
    assert db.find(XBOX_360.guid).mapping.name == "My 360"  # type: ignore[union-attr]


def test_an_unreadable_file_is_one_problem_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "gamecontrollerdb.txt"
    path.write_bytes(b"\xff\xfe not utf-8")
    db = load_database(path, env="")
    assert db.problems == [f"pad mappings: {path}: is not UTF-8 text; not used"]
    assert db.find(XBOX_360.guid) is not None  # the bundled ones still map


def test_lines_for_other_platforms_and_for_label_mode_do_not_apply() -> None:
    windows = XBOX_360.line.replace("platform:Linux", "platform:Windows").replace(
        "Xbox 360 Controller", "Windows 360")
    labels = SWAPPED + "hint:SDL_GAMECONTROLLER_USE_BUTTON_LABELS:=1,"
    db = load_database(None, env=f"{windows}\n{labels}")
    assert db.find(XBOX_360.guid).source == ARCADE_DB  # type: ignore[union-attr]


def test_a_crc_line_applies_only_to_the_pad_of_that_name() -> None:
    crc = sdl_crc16("Odd Pad")
    line = f"{OTHER.replace('Homebrew Pad', 'Odd')}crc:{crc:04x},"
    db = load_database(None, env=line)
    assert db.find("03000000aaaa0000bbbb000000010000", "Odd Pad") is not None
    assert db.find("03000000aaaa0000bbbb000000010000", "Other Pad") is None


def test_sdl_crc16_is_crc16_arc() -> None:
    assert sdl_crc16("123456789") == 0xBB3D  # the CRC-16/ARC check value


def test_the_bundled_databases_are_read_whole() -> None:
    db = load_database(None, env="")
    assert db.problems == []
    pyglet_only = "030000003512000020ab000010010000"  # 8BitDo SNES30: in pyglet's list only
    assert db.find(pyglet_only).source == PYGLET_DB  # type: ignore[union-attr]
    switch = db.find(SWITCH_PRO.guid)  # in both: arcade's comes first
    assert switch is not None and switch.source == ARCADE_DB


def test_install_puts_pyglets_own_lookup_in_the_same_order() -> None:
    pyglet_input()
    from pyglet.input.controller import get_mapping

    saved = list(controller_db().mapping_list)
    try:
        install(load_database(None, env=f"{SWAPPED}\n{OTHER}"))
        mapping = get_mapping(XBOX_360.guid)
        assert mapping is not None and mapping["name"] == "Swapped 360"
        assert mapping["a"].index == 1 and mapping["b"].index == 0  # type: ignore[union-attr]
        other = get_mapping("03000000aaaa0000bbbb000000010000")
        assert other is not None and other["name"] == "Homebrew Pad"
    finally:
        controller_db().mapping_list[:] = saved


@pytest.mark.parametrize(("line", "expected"), [
    ("", "expected GUID,name"),
    ("030000005e0400008e02000010010000,,a:b0", "expected the pad's name"),
    ("030000005e0400008e02000010010000,Pad,platform:Linux", "expected at least one"),
    ("030000005e0400008e02000010010000,Pad,a:b0,crc:zz", "expected crc:XXXX"),
])
def test_what_a_line_must_be(line: str, expected: str) -> None:
    with pytest.raises(MappingError, match=expected):
        parse_line(line)
