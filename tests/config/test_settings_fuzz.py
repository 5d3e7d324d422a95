"""Fuzzing the settings file with byte mutations of the shipped one, read at start
(``startup_settings``, as ``arcadeforge --config FILE`` does) and reloaded while playing
(``SettingsWatch``): never an exception, every report one ``settings:`` line, a bounded
number of them, and the file (or anything else) never written."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given

from game.app import startup_settings
from game.config import Problem, SettingsWatch
from game.config.defaults import defaults_path
from game.config.watch import CHECK_EVERY_S
from tests.fuzz_support import FUZZ, changed_outside, count_case, mutated, tree

SHIPPED = defaults_path().read_bytes()
MOST_LINES = 80  # every section and key wrong at once, with the unknown keys capped


class Clock:
    now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ARCADEFORGE_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path


def one_line_each(lines: list[str]) -> None:
    assert len(lines) <= MOST_LINES
    for line in lines:
        assert line.startswith("settings: ") and "\n" not in line and "Traceback" not in line


@FUZZ
@given(data=mutated(SHIPPED))
def test_any_mutated_settings_file_loads_with_one_line_per_problem(
        data: bytes, folders: Path, capsys: pytest.CaptureFixture[str]) -> None:
    count_case("settings")
    path = folders / "in" / "settings.toml"
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(data)
    before = tree(folders)
    startup_settings(path)
    out, err = capsys.readouterr()
    assert out == ""
    one_line_each(err.splitlines())
    assert changed_outside(before, tree(folders), "data") == []


@FUZZ
@given(data=mutated(SHIPPED))
def test_any_mutated_edit_while_playing_keeps_good_values_and_reports_in_lines(
        data: bytes, folders: Path) -> None:
    count_case("settings")
    path = folders / "in" / "settings.toml"
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(SHIPPED)
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    reports: list[Problem] = []
    clock = Clock()
    loaded = startup_settings(path)[0]
    watch = SettingsWatch(path, loaded.effects, reports.append, clock=clock)
    path.write_bytes(data)
    os.utime(path, ns=(2_000_000_000, 2_000_000_000))
    before = tree(folders)
    clock.now += CHECK_EVERY_S
    watch.poll()
    one_line_each([str(p) for p in reports])
    assert changed_outside(before, tree(folders), "data") == []
