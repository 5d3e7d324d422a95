"""Loading the player's file: each bad key is reported with its name, what was expected and
the value used instead, the rest still loads, and the file is never written or created."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.config import Effects, Settings, load_settings, settings_path
from game.config.defaults import defaults_path
from game.storage.locations import config_dir


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "settings.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_no_file_means_the_defaults_and_no_file_is_created(tmp_path: Path) -> None:
    loaded = load_settings(tmp_path / "settings.toml")
    assert loaded.settings == Settings() and loaded.problems == ()
    assert list(tmp_path.iterdir()) == []


def test_a_file_named_on_the_command_line_must_exist(tmp_path: Path) -> None:
    loaded = load_settings(tmp_path / "mine.toml", must_exist=True)
    assert loaded.settings == Settings()
    assert [str(p) for p in loaded.problems] == [
        f"settings: {tmp_path / 'mine.toml'}: no such file; using the defaults"]


def test_the_file_lives_in_the_config_dir_unless_overridden(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARCADEFORGE_CONFIG_DIR", str(tmp_path))
    assert config_dir() == tmp_path
    assert settings_path() == tmp_path / "settings.toml"
    assert settings_path(Path("/x/y.toml")) == Path("/x/y.toml")


def test_good_values_are_read_and_missing_keys_keep_their_default(tmp_path: Path) -> None:
    path = write(tmp_path, '[video]\nfullscreen = true\nsize = "1920x1080"\n'
                           "[handling]\ndas_ms = 100\n"
                           '[effects]\nparticles = 2\nbloom = 0\npalette = "colorblind"\n')
    loaded = load_settings(path)
    assert loaded.problems == ()
    s = loaded.settings
    assert s.video.fullscreen is True and s.video.size == (1920, 1080)
    assert (s.handling.das_ms, s.handling.arr_ms) == (100, Settings().handling.arr_ms)
    assert s.effects == Effects(particles=2.0, bloom=0.0, shake=1.0, flash=1.0, bounce=1.0,
                                trails=1.0, banners=1.0, pulse=1.0, reduced_motion=False,
                                palette="colorblind")
    assert type(s.effects.particles) is float  # an integer in the file still reads as a float


def test_the_message_names_key_expected_got_and_the_default_used(tmp_path: Path) -> None:
    path = write(tmp_path, '[effects]\nbloom = "lots"\nshake = 0.5\n')
    loaded = load_settings(path)
    assert [str(p) for p in loaded.problems] == [
        'settings: effects.bloom: expected a number from 0 to 1, got "lots"; using 0.6']
    assert loaded.settings.effects.bloom == 0.6
    assert loaded.settings.effects.shake == 0.5  # the rest of the file still applies


BAD_VALUES = [
    ("effects", "bloom", "1.5", "a number from 0 to 1", "1.5", "0.6"),
    ("effects", "particles", "-1", "a number from 0 to 2", "-1", "1.0"),
    ("effects", "shake", "true", "a number from 0 to 2", "true", "1.0"),
    ("effects", "flash", "nan", "a number from 0 to 1", "nan", "1.0"),
    ("effects", "bounce", "1.5", "a number from 0 to 1", "1.5", "1.0"),
    ("effects", "trails", "-0.1", "a number from 0 to 1", "-0.1", "1.0"),
    ("effects", "banners", '"big"', "a number from 0 to 1", '"big"', "1.0"),
    ("effects", "pulse", "2", "a number from 0 to 1", "2", "1.0"),
    ("effects", "reduced_motion", '"yes"', "true or false", '"yes"', "false"),
    ("effects", "reduced_motion", "1", "true or false", "1", "false"),
    ("effects", "palette", '"pink"', 'one of "default", "colorblind"', '"pink"', '"default"'),
    ("video", "fullscreen", '"yes"', "true or false", '"yes"', "false"),
    ("video", "size", '"big"', 'a size like "1280x720", 64 to 8192 a side', '"big"',
     '"1280x720"'),
    ("video", "size", '"10x10"', 'a size like "1280x720", 64 to 8192 a side', '"10x10"',
     '"1280x720"'),
    ("handling", "das_ms", "16.7", "an integer from 0 to 2000", "16.7", "167"),
    ("handling", "arr_ms", "5000", "an integer from 0 to 2000", "5000", "33"),
    ("handling", "soft_drop_factor", "[1, 2]", "an integer from 0 to 1000 (0 = instant)",
     "[1, 2]", "20"),
    ("handling", "soft_drop_factor", '"inf"', "an integer from 0 to 1000 (0 = instant)",
     '"inf"', "20"),
    ("handling", "dcd_ms", "-1", "an integer from 0 to 1000 (0 = off)", "-1", "0"),
    ("handling", "hard_drop_guard_ms", "2000", "an integer from 0 to 1000 (0 = off)", "2000",
     "0"),
    ("handling", "irs", '"yes"', "true or false", '"yes"', "false"),
    ("handling", "ihs", "1", "true or false", "1", "false"),
]


@pytest.mark.parametrize(("section", "key", "value", "expected", "got", "using"), BAD_VALUES)
def test_each_kind_of_bad_value_is_reported_and_the_rest_loads(
        tmp_path: Path, section: str, key: str, value: str, expected: str, got: str,
        using: str) -> None:
    # One good key beside the bad one shows that the rest of the file still applies.
    good = "bloom" if key == "particles" else "particles"
    lines = {"effects": [f"{good} = 0.25"]}
    lines.setdefault(section, []).append(f"{key} = {value}")
    text = "".join(f"[{name}]\n" + "\n".join(keys) + "\n" for name, keys in lines.items())
    loaded = load_settings(write(tmp_path, text))
    assert [str(p) for p in loaded.problems] == [
        f"settings: {section}.{key}: expected {expected}, got {got}; using {using}"]
    used = getattr(getattr(loaded.settings, section), key)
    assert used == getattr(getattr(Settings(), section), key)
    assert getattr(loaded.settings.effects, good) == 0.25


def test_unknown_keys_and_sections_are_named_and_ignored(tmp_path: Path) -> None:
    path = write(tmp_path, "volume = 3\n[sound]\nmusic = 0.5\n"
                           "[effects]\nblom = 0.2\nshake = 0\n")
    loaded = load_settings(path)
    assert [str(p) for p in loaded.problems] == [
        "settings: volume: unknown section (known: ui, video, handling, display, effects, "
        "audio, controls, retris, tetlight, verse, keyboard, pad); ignored",
        "settings: sound: unknown section (known: ui, video, handling, display, effects, "
        "audio, controls, retris, tetlight, verse, keyboard, pad); ignored",
        "settings: effects.blom: unknown key (known: particles, bloom, shake, flash, "
        "bounce, trails, banners, pulse, reduced_motion, palette); ignored",
    ]
    assert loaded.settings.effects.shake == 0.0 and loaded.settings.effects.bloom == 0.6


def test_a_section_that_is_not_a_table_is_reported(tmp_path: Path) -> None:
    loaded = load_settings(write(tmp_path, 'effects = "max"\n[video]\nfullscreen = true\n'))
    assert [str(p) for p in loaded.problems] == [
        'settings: effects: expected a table of settings, got "max"; ignored']
    assert loaded.settings.effects == Effects() and loaded.settings.video.fullscreen is True


def test_a_file_that_is_not_toml_reports_the_line_and_uses_the_defaults(tmp_path: Path) -> None:
    path = write(tmp_path, "[effects]\nshake = 0\nbloom = lots\n")
    loaded = load_settings(path)
    assert loaded.settings == Settings()
    assert [str(p) for p in loaded.problems] == [
        f"settings: {path}: not valid TOML at line 3, column 9 (Invalid value): "
        "bloom = lots; using the defaults"]


def test_an_unfinished_string_is_reported_at_the_end(tmp_path: Path) -> None:
    loaded = load_settings(write(tmp_path, '[effects]\npalette = "colorbl'))
    (problem,) = loaded.problems
    assert "not valid TOML at end of document (Unterminated string)" in str(problem)
    assert loaded.settings == Settings()


def test_a_file_that_is_not_text_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_bytes(b"\xff\xfe[effects]\n")
    loaded = load_settings(path)
    assert [str(p) for p in loaded.problems] == [
        f"settings: {path}: is not UTF-8 text; using the defaults"]


def test_a_folder_in_place_of_the_file_is_reported(tmp_path: Path) -> None:
    (tmp_path / "settings.toml").mkdir()
    (problem,) = load_settings(tmp_path / "settings.toml").problems
    assert "cannot be read" in str(problem) and str(problem).endswith("using the defaults")


@pytest.mark.parametrize("text", [
    defaults_path().read_text(encoding="utf-8"),
    '[effects]\nbloom = "lots"\nunknown = 1\n[video]\nsize = 3\n',
    "[effects\nbloom = 0.2\n",
])
def test_loading_never_changes_the_file(tmp_path: Path, text: str) -> None:
    path = write(tmp_path, text)
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    before = path.read_bytes()
    load_settings(path)
    load_settings(path, must_exist=True)
    assert path.read_bytes() == before
    assert path.stat().st_mtime_ns == 1_000_000_000
    assert [p.name for p in tmp_path.iterdir()] == ["settings.toml"]


def test_frame_cap_takes_only_the_offered_rates(tmp_path: Path) -> None:
    loaded = load_settings(write(tmp_path, "[video]\nframe_cap = 144\n"))
    assert loaded.settings.video.frame_cap == 144
    loaded = load_settings(write(tmp_path, "[video]\nframe_cap = 100\n"))
    assert [str(p) for p in loaded.problems] == [
        "settings: video.frame_cap: expected one of 60, 120, 144, 0 (0 = unlimited), got 100; "
        "using 0"]
