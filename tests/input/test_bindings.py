"""Bindings are data for every device: pad tables load like key tables, a player's overrides
replace a name's controls (taking them off other names), and conflicts are listed."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.input import bindings
from game.input.commands import MENU_COMMANDS
from game.input.keyboard import BindingError, KeyBindings
from game.input.pad_bindings import PAD_TABLES, PadBindings
from game.input.pad_controls import CONTROLS


@pytest.mark.parametrize("table", PAD_TABLES)
def test_every_pad_table_loads_with_pause_or_start(table: str) -> None:
    pad = bindings.load("pad", table)
    assert isinstance(pad, PadBindings) and pad.table == table
    assert set(pad.bound) <= CONTROLS
    assert pad.command("start") == ("start" if table == "menu" else "pause")


def test_menu_pad_table_covers_every_menu_command() -> None:
    assert set(bindings.load("pad", "menu").names) == MENU_COMMANDS


def test_default_layouts_follow_the_issue() -> None:
    retris = bindings.load("pad", "retris")
    assert [retris.command(c) for c in ("dpleft", "leftstick_right", "a", "b", "x",
                                        "leftshoulder", "lefttrigger", "righttrigger")] == \
        ["left", "right", "cw", "ccw", "hold", "hold", "down", "hard_drop"]
    tet = bindings.load("pad", "tetlight_original")  # shares the pad table
    assert tet.table == "tetlight"
    assert [tet.command(c) for c in ("leftshoulder", "rightshoulder", "dpdown", "y")] == \
        ["down_left", "down_right", "down", "hard_drop"]
    verse = bindings.load("pad", "verse")
    assert [verse.command(c) for c in ("leftshoulder", "rightshoulder", "a", "b", "x")] == \
        ["prev_slot", "next_slot", "place", "cancel", "rotate"]


def test_override_replaces_a_name_and_takes_its_control_from_others() -> None:
    base = bindings.defaults("pad", "retris")
    merged = bindings.with_overrides(base, {"hold": ["A"]}, "pad")
    assert merged["hold"] == ["A"] and "a" not in merged["cw"]
    assert bindings.conflicts("pad", merged) == []
    pad = bindings.load("pad", "retris", overrides={"hold": ["A"]})
    assert pad.command("a") == "hold" and pad.command("x") is None


def test_override_can_unbind_and_keyboard_overrides_work_too() -> None:
    pad = bindings.load("pad", "verse", overrides={"rotate": []})
    assert pad.command("x") is None and pad.names["rotate"] == ()
    keys = bindings.load("keyboard", "retris", overrides={"hold": ["space"]})
    assert isinstance(keys, KeyBindings)
    assert "SPACE" not in keys.names["hard_drop"] and keys.names["hold"] == ("SPACE",)


def test_conflicts_name_the_control_and_its_names() -> None:
    found = bindings.conflicts("pad", {"cw": ["a"], "hold": ["A", "x"], "ccw": ["x"]})
    assert found == [bindings.Conflict("a", ("cw", "hold")),
                     bindings.Conflict("x", ("hold", "ccw"))]
    assert bindings.conflicts("keyboard", {"left": ["LEFT"], "right": ["left"]}) == \
        [bindings.Conflict("LEFT", ("left", "right"))]


@pytest.mark.parametrize(("mapping", "words"), [
    ({"left": ["dpleft"], "jump": ["a"]}, "unknown name 'jump'"),
    ({"left": ["paddle"]}, "unknown pad control 'paddle'"),
    ({"left": ["a"], "right": ["a"]}, "'a' is bound to both left and right"),
    ({"left": "a"}, "left must be a list"),
])
def test_bad_pad_tables_say_what_is_wrong(mapping: dict, words: str) -> None:
    with pytest.raises(BindingError, match=words) as caught:
        PadBindings.from_mapping(mapping, "retris")
    assert str(caught.value).startswith("[pad.retris]:")


def test_missing_or_broken_file_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "bindings.toml"
    path.write_text("[keyboard.retris]\nleft = ['LEFT']\n", encoding="utf-8")
    with pytest.raises(BindingError, match=r"expected a \[pad.menu\] table"):
        bindings.load("pad", "menu", path)
    path.write_text("[pad.menu\n", encoding="utf-8")
    with pytest.raises(BindingError, match=r"cannot read the \[pad.menu\] bindings"):
        bindings.load("pad", "menu", path)
