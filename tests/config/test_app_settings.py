"""The app and its settings: ``--config PATH`` is read at start and its problems printed,
``App.effects()`` gives the defaults on a plain App and follows edits of the watched file."""

from __future__ import annotations

import os
import time
from pathlib import Path

import arcade
import pytest

from game import app as app_module
from game.config import Effects, Settings
from game.scenes.navigator import Navigator
from game.scenes.services import App


def no_display(monkeypatch: pytest.MonkeyPatch) -> None:
    """run_game stops at the display check, after reading the settings."""
    for name in ("ARCADE_HEADLESS", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(app_module.sys, "platform", "linux")


def test_a_plain_app_has_the_default_effects(window: arcade.Window) -> None:
    app = App(window, Navigator(window))
    assert app.settings == Settings()
    assert app.effects() == Effects() and app.effects().bloom == 0.6


def test_the_config_option_is_read_and_its_problems_printed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('[effects]\nbloom = "lots"\n', encoding="utf-8")
    no_display(monkeypatch)
    assert app_module.run_game(["--config", str(path)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0] == 'settings: effects.bloom: expected a number from 0 to 1, got "lots"; using 0.6'
    assert "no display" in err[1]


def test_a_missing_config_file_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    no_display(monkeypatch)
    app_module.run_game(["--config", str(tmp_path / "nope.toml")])
    assert "nope.toml: no such file; using the defaults" in capsys.readouterr().err


def test_startup_reads_the_given_file_else_the_config_dir(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARCADEFORGE_CONFIG_DIR", str(tmp_path))
    (tmp_path / "settings.toml").write_text("[effects]\nshake = 0\n", encoding="utf-8")
    other = tmp_path / "other.toml"
    other.write_text("[effects]\nshake = 2\n", encoding="utf-8")
    settings, watch = app_module.startup_settings(None)
    assert settings.effects.shake == 0.0 and watch.path == tmp_path / "settings.toml"
    settings, watch = app_module.startup_settings(other)
    assert settings.effects.shake == 2.0 and watch.path == other


def test_app_effects_follow_the_file_within_a_second(
        window: arcade.Window, tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("[video]\nfullscreen = true\n[effects]\nflash = 0.5\n", encoding="utf-8")
    settings, watch = app_module.startup_settings(path)
    app = App(window, Navigator(window), settings=settings, settings_watch=watch)
    assert app.effects().flash == 0.5
    path.write_text("[video]\nfullscreen = true\n[effects]\nflash = 0\n", encoding="utf-8")
    stamp = path.stat().st_mtime_ns + 1_000_000_000  # a newer time even on coarse clocks
    os.utime(path, ns=(stamp, stamp))
    deadline = time.monotonic() + 1.5  # checks come every 0.5 s
    while app.effects().flash != 0.0 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert app.effects().flash == 0.0
    assert app.settings.video.fullscreen is True  # the rest of the settings stay as they were

