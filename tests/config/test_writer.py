"""Saving the settings file: the player's comments, order and unknown keys survive, the write
is atomic, a file that is not TOML is never overwritten, the shipped file is never written."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest

from game.config.defaults import defaults_path
from game.config.loader import load_settings
from game.config.schema import Settings
from game.config.writer import SaveRefused, save_settings
from game.core import atomic_write

PLAYER_FILE = """\
# my settings — hand-tuned
[video]   # the window
size = "1600x900"     # my monitor
fullscreen = false

[effects]
bloom = 0.3   # less glow
shake = 1.0
mystery = "kept"          # a key the game does not know

[plugins.extra]            # a whole table the game does not know
on = true
"""


def changed(settings: Settings, section: str, **values: object) -> Settings:
    return dataclasses.replace(settings, **{
        section: dataclasses.replace(getattr(settings, section), **values)})


def write(tmp_path: Path, text: str = PLAYER_FILE) -> Path:
    path = tmp_path / "settings.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_change_keeps_every_other_byte(tmp_path: Path) -> None:
    path = write(tmp_path)
    before = load_settings(path).settings
    assert save_settings(path, changed(before, "effects", bloom=0.8), before)
    text = path.read_text(encoding="utf-8")
    assert text == PLAYER_FILE.replace("bloom = 0.3", "bloom = 0.8")
    assert load_settings(path).settings.effects.bloom == 0.8


def test_new_keys_and_sections_are_added_after_the_players(tmp_path: Path) -> None:
    path = write(tmp_path)
    before = load_settings(path).settings
    after = changed(changed(before, "audio", mute=True), "video", vsync=False)
    save_settings(path, after, before)
    text = path.read_text(encoding="utf-8")
    assert text.startswith(PLAYER_FILE.split("\n[effects]")[0].replace(
        "fullscreen = false\n", "fullscreen = false\nvsync = false\n"))
    assert '[plugins.extra]            # a whole table the game does not know\non = true\n' \
        in text
    assert 'mystery = "kept"          # a key the game does not know' in text
    reloaded = load_settings(path)
    assert reloaded.settings == after
    assert [p.key for p in reloaded.problems] == ["plugins", "effects.mystery"]


def test_nothing_changed_writes_nothing(tmp_path: Path) -> None:
    path = write(tmp_path)
    before = load_settings(path).settings
    stamp = path.stat().st_mtime_ns
    assert not save_settings(path, before, before)
    assert path.stat().st_mtime_ns == stamp


def test_a_new_file_holds_a_header_and_only_the_changes(tmp_path: Path) -> None:
    path = tmp_path / "folder" / "settings.toml"
    before = Settings()
    save_settings(path, changed(before, "video", size=(800, 600)), before)
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# ArcadeForge settings")
    assert '[video]\nsize = "800x600"\n' in text
    assert "[effects]" not in text
    assert load_settings(path).settings.video.size == (800, 600)


def test_a_file_that_is_not_toml_is_never_overwritten(tmp_path: Path) -> None:
    broken = "[video\nsize = 12  # half an edit\n"
    path = write(tmp_path, broken)
    with pytest.raises(SaveRefused, match=r"settings not saved: .*settings.toml: not valid TOML"):
        save_settings(path, changed(Settings(), "audio", mute=True), Settings())
    assert path.read_text(encoding="utf-8") == broken
    assert os.listdir(tmp_path) == ["settings.toml"]


def test_a_failed_write_leaves_the_old_file_and_no_temporary(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write(tmp_path)
    before = load_settings(path).settings

    def full_disk(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_write.os, "replace", full_disk)
    with pytest.raises(SaveRefused, match="No space left on device"):
        save_settings(path, changed(before, "effects", flash=0.0), before)
    assert path.read_text(encoding="utf-8") == PLAYER_FILE
    assert os.listdir(tmp_path) == ["settings.toml"]


def test_a_read_only_folder_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                        ) -> None:
    path = write(tmp_path)
    before = load_settings(path).settings
    if os.geteuid() == 0:  # root writes into read-only folders: refuse as the OS would
        def denied(*_: object, **__: object) -> None:
            raise PermissionError(13, "Permission denied")

        monkeypatch.setattr(atomic_write.tempfile, "mkstemp", denied)
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(SaveRefused, match=r"settings not saved: .*Permission denied"):
            save_settings(path, changed(before, "effects", flash=0.0), before)
    finally:
        tmp_path.chmod(0o700)
    assert path.read_text(encoding="utf-8") == PLAYER_FILE
    assert os.listdir(tmp_path) == ["settings.toml"]


def test_the_shipped_defaults_are_never_written(tmp_path: Path) -> None:
    shipped = defaults_path()
    text = shipped.read_bytes()
    with pytest.raises(SaveRefused, match="shipped defaults"):
        save_settings(shipped, changed(Settings(), "audio", mute=True), Settings())
    link = tmp_path / "settings.toml"
    link.symlink_to(shipped)
    with pytest.raises(SaveRefused, match="shipped defaults"):
        save_settings(link, changed(Settings(), "audio", mute=True), Settings())
    assert shipped.read_bytes() == text


def test_binding_tables_are_written_replaced_and_removed(tmp_path: Path) -> None:
    path = write(tmp_path, PLAYER_FILE + "\n[keyboard.retris]  # mine\nhold = [\"C\"]\n"
                                         "cw = [\"UP\"]\n")
    save_settings(path, Settings(), Settings(), {
        "keyboard": {"retris": {"hold": ["Q"], "cw": ["UP"]}},
        "pad": {"verse": {"place": ["y"]}}})
    text = path.read_text(encoding="utf-8")
    assert '[keyboard.retris]  # mine\nhold = ["Q"]\ncw = ["UP"]\n' in text
    loaded = load_settings(path)
    assert loaded.bindings == {"keyboard": {"retris": {"hold": ["Q"], "cw": ["UP"]}},
                               "pad": {"verse": {"place": ["y"]}}}
    save_settings(path, Settings(), Settings(), {"keyboard": {"retris": None}})
    assert "keyboard" not in load_settings(path).bindings
    assert text.startswith(PLAYER_FILE)


def test_a_misshapen_binding_table_is_reported_and_skipped(tmp_path: Path) -> None:
    path = write(tmp_path, "[keyboard.retris]\nhold = \"C\"\n[pad.verse]\nplace = [\"a\"]\n")
    loaded = load_settings(path)
    assert loaded.bindings == {"pad": {"verse": {"place": ["a"]}}}
    assert [str(p) for p in loaded.problems] == [
        'settings: keyboard.retris: expected name = ["control", …] lines, got hold = "C"; '
        "using the shipped bindings"]
