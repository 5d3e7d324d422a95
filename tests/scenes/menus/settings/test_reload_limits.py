"""A settings file edited while playing into something the parser cannot take (nesting 400
deep, a 4,400-digit integer, a 30,000-part dotted key): the scene plays on with the last good
effects and one ``settings:`` line is reported."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.config import Effects, Settings, SettingsWatch
from game.config.watch import CHECK_EVERY_S
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from tests.config.test_loader_limits import DEEP, DEEP_TABLE, HUGE_INT, LONG_KEY, write


class Clock:
    now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize("text", [DEEP, DEEP_TABLE, HUGE_INT, LONG_KEY])
def test_a_reload_while_playing_keeps_the_last_good_values(app: App, tmp_path: Path,
                                                           text: str) -> None:
    path = write(tmp_path, "[effects]\nbloom = 0.4\n")
    reports: list[str] = []
    clock = Clock()
    app.settings = Settings(effects=Effects(bloom=0.4))
    app.settings_watch = SettingsWatch(path, Effects(bloom=0.4),
                                       lambda p: reports.append(str(p)), clock=clock)
    scene = RetrisPlayScene(app, RetrisChoice())
    app.nav.push(scene)
    write(tmp_path, text)
    os.utime(path, ns=(2_000_000_000_000, 2_000_000_000_000))
    clock.now += CHECK_EVERY_S
    scene.on_update(1 / 60)
    scene.on_draw()
    assert app.effects().bloom == 0.4
    assert len(reports) == 1 and reports[0].startswith(f"settings: {path}: not usable TOML")
    assert reports[0].endswith("keeping the current effects")
