"""[audio] follows edits of the settings file while playing, like [effects]."""

from __future__ import annotations

import os
from pathlib import Path
from types import SimpleNamespace

from game.config import Effects, SettingsWatch
from game.config.schema import Audio, Settings
from game.config.watch import CHECK_EVERY_S
from game.scenes.services import App

NAV = SimpleNamespace(watch=lambda router: None, top=None)  # no window: nothing to navigate


class Clock:
    now = 100.0

    def __call__(self) -> float:
        return self.now


def write(path: Path, text: str, stamp: int) -> None:
    path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(stamp * 10**9, stamp * 10**9))


def test_an_audio_edit_reaches_the_app(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    write(path, "[audio]\nmaster = 0.5\n", 1)
    clock, reports = Clock(), []
    watch = SettingsWatch(path, Effects(), reports.append, clock=clock,
                          audio=Audio(master=0.5))
    app = App(window=None, nav=NAV, settings=Settings(audio=Audio(master=0.5)),  # type: ignore[arg-type]
              settings_watch=watch)
    assert app.audio().master == 0.5
    write(path, "[audio]\nmaster = 0.25\nmute = true\n", 2)
    clock.now += CHECK_EVERY_S
    assert app.audio() == Audio(master=0.25, mute=True)
    write(path, "[audio]\nmaster = 7\nmute = true\n", 3)  # out of range: kept, told once
    clock.now += CHECK_EVERY_S
    assert app.audio().master == 0.25
    assert len(reports) == 1 and "audio.master" in str(reports[0])


def test_a_scene_setting_the_volumes_directly_is_followed() -> None:
    app = App(window=None, nav=NAV)  # type: ignore[arg-type]
    app.settings = Settings(audio=Audio(music=0.1))
    assert app.audio().music == 0.1
