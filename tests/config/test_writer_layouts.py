"""Saving into a settings file however the player wrote it: dotted keys, inline tables and
tables split in parts are edited in place, comments included; and a save that the loader
would refuse at the next start (too big, or not reading back as set) is never written."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest

from game.config.loader import MAX_BYTES, load_settings
from game.config.schema import Settings
from game.config.writer import SaveRefused, save_settings


def changed(settings: Settings, section: str, **values: object) -> Settings:
    return dataclasses.replace(settings, **{
        section: dataclasses.replace(getattr(settings, section), **values)})


def save_one(tmp_path: Path, text: str, section: str, **values: object) -> str:
    """Write ``text`` as the file, change ``values`` from the Settings screen, and return the
    saved file (checked to load as the screen set it)."""
    path = tmp_path / "settings.toml"
    path.write_text(text, encoding="utf-8")
    before = load_settings(path).settings
    after = changed(before, section, **values)
    assert save_settings(path, after, before)
    reloaded = load_settings(path)
    assert reloaded.settings == after and reloaded.problems == ()
    return path.read_text(encoding="utf-8")


def test_dotted_keys_keep_their_values_and_comments(tmp_path: Path) -> None:
    text = 'video.fullscreen = true  # keep me\nvideo.size = "1024x768"\n'
    saved = save_one(tmp_path, text, "video", vsync=False)
    assert "video.fullscreen = true  # keep me\n" in saved
    assert 'video.size = "1024x768"\n' in saved
    assert "vsync = false" in saved


def test_a_dotted_key_already_there_is_changed_in_its_place(tmp_path: Path) -> None:
    text = '# top\nvideo.fullscreen = true  # keep me\nvideo.size = "1024x768"  # mine\n'
    saved = save_one(tmp_path, text, "video", fullscreen=False)
    assert saved == text.replace("fullscreen = true", "fullscreen = false")


def test_inline_tables_are_edited_in_place(tmp_path: Path) -> None:
    text = ('video = { size = "800x600", fullscreen = false }  # the laptop\n'
            "[effects]  # mine\nbloom = 0.25\n")
    saved = save_one(tmp_path, text, "video", vsync=False)
    assert saved.startswith('video = { size = "800x600", fullscreen = false, vsync = false')
    assert "# the laptop\n[effects]  # mine\nbloom = 0.25\n" in saved


def test_a_table_split_in_two_parts_is_edited_where_the_key_is(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    text = ('[keyboard.retris]  # a\nhold = ["C"]\n[effects]\nbloom = 0.1  # b\n'
            '[keyboard.verse]  # c\nplace = ["SPACE"]\n')
    path.write_text(text, encoding="utf-8")
    before = load_settings(path).settings
    assert save_settings(path, changed(before, "effects", bloom=0.5), before,
                         {"keyboard": {"verse": {"place": ["P"]}}})
    assert path.read_text(encoding="utf-8") == text.replace("bloom = 0.1", "bloom = 0.5"
                                                            ).replace('"SPACE"', '"P"')


def test_binding_tables_written_inline_or_dotted_keep_the_others(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    text = ('keyboard.verse.place = ["SPACE"]  # mine\n'
            '[pad]\nretris = { hold = ["x"] }  # inline\nverse = { place = ["a"] }\n')
    path.write_text(text, encoding="utf-8")
    assert save_settings(path, Settings(), Settings(), {
        "keyboard": {"retris": {"hold": ["Q"]}}, "pad": {"retris": {"hold": ["y"]}}})
    saved = path.read_text(encoding="utf-8")
    assert 'keyboard.verse.place = ["SPACE"]  # mine\n' in saved
    assert 'retris = { hold = ["y"] }  # inline\nverse = { place = ["a"] }\n' in saved
    assert load_settings(path).bindings == {
        "keyboard": {"verse": {"place": ["SPACE"]}, "retris": {"hold": ["Q"]}},
        "pad": {"retris": {"hold": ["y"]}, "verse": {"place": ["a"]}}}


def test_a_save_that_would_pass_the_read_limit_is_refused_and_the_file_kept(
        tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    head = "[video]\nsize = \"800x600\"\n# "
    text = head + "x" * (MAX_BYTES - len(head) - 2) + "\n"
    path.write_text(text, encoding="utf-8")
    assert path.stat().st_size == MAX_BYTES - 1  # the loader still takes it
    before = load_settings(path).settings
    with pytest.raises(SaveRefused, match=r"settings.toml would be 262,1\d\d bytes, over the "
                                          r"256 KiB the game reads; file unchanged$"):
        save_settings(path, changed(before, "video", vsync=False), before)
    assert path.read_text(encoding="utf-8") == text
    assert os.listdir(tmp_path) == ["settings.toml"]
    assert load_settings(path).settings.video.size == (800, 600)


def test_an_edit_that_would_not_read_back_is_refused(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from game.config import writer

    path = tmp_path / "settings.toml"
    text = "[effects]\nbloom = 0.25\n"
    path.write_text(text, encoding="utf-8")
    before = load_settings(path).settings
    monkeypatch.setattr(writer, "_set_values", lambda doc, now, then: True)  # edits nothing
    with pytest.raises(SaveRefused, match=r"effects\.bloom would not read back as set"):
        save_settings(path, changed(before, "effects", bloom=0.75), before)
    assert path.read_text(encoding="utf-8") == text


def test_a_link_is_written_through_and_stays_a_link(tmp_path: Path) -> None:
    real = tmp_path / "dotfiles" / "arcadeforge.toml"
    real.parent.mkdir()
    real.write_text("[effects]  # mine\nbloom = 0.25\n", encoding="utf-8")
    link = tmp_path / "settings.toml"
    link.symlink_to(real)
    before = load_settings(link).settings
    assert save_settings(link, changed(before, "effects", bloom=0.5), before)
    assert link.is_symlink() and real.read_text() == "[effects]  # mine\nbloom = 0.5\n"
    assert sorted(os.listdir(real.parent)) == ["arcadeforge.toml"]


@pytest.mark.parametrize("target", ["nowhere/settings.toml", "settings.toml"])
def test_a_link_to_nowhere_or_to_itself_is_refused_and_left(tmp_path: Path, target: str) -> None:
    link = tmp_path / "settings.toml"
    link.symlink_to(target)
    with pytest.raises(SaveRefused, match=r"settings not saved: .*settings.toml: (a link to "
                                          r"nowhere/settings.toml, which does not exist|cannot "
                                          r"follow the link)"):
        save_settings(link, changed(Settings(), "audio", mute=True), Settings())
    assert os.readlink(link) == target and os.listdir(tmp_path) == ["settings.toml"]
