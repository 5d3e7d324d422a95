"""F12 saves the screen as a PNG in the data folder, named by game and time."""

from __future__ import annotations

import re
from pathlib import Path

import arcade
import numpy as np
import pytest
from arcade import key
from PIL import Image

from game.app import _window_keys
from game.scenes.menus.title import TitleScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from tests.scenes.conftest import run_frames


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path))
    return tmp_path


def test_f12_saves_the_play_screen_named_by_game_and_time(app: App, window: arcade.Window,
                                                          data: Path) -> None:
    app.nav.reset(TitleScene(app))
    app.nav.push(RetrisPlayScene(app, RetrisChoice()))
    run_frames(window, 30, draw=True)
    keys = _window_keys(window)
    assert keys(key.F12, 0) and keys(key.F12, 0)  # twice in the same second: two files
    shots = sorted((data / "screenshots").iterdir())
    assert len(shots) == 2
    assert all(re.fullmatch(r"retris-\d{8}-\d{6}(-2)?\.png", p.name) for p in shots)
    image = np.asarray(Image.open(shots[0]))
    assert image.shape[:2] == (window.get_framebuffer_size()[1],
                               window.get_framebuffer_size()[0])
    assert image.std() > 10  # a real frame, not a blank buffer


def test_f12_on_the_title_is_an_arcadeforge_shot(app: App, window: arcade.Window,
                                                 data: Path) -> None:
    app.nav.reset(TitleScene(app))
    assert _window_keys(window)(key.F12, 0)
    (shot,) = (data / "screenshots").iterdir()
    assert shot.name.startswith("arcadeforge-")


def test_a_folder_that_cannot_be_written_is_one_line(app: App, window: arcade.Window,
                                                     data: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    (data / "screenshots").write_text("a file where the folder should be")
    app.nav.reset(TitleScene(app))
    assert _window_keys(window, app.notices.post)(key.F12, 0)
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("screenshot: could not save it")
    assert app.notices.current() == [err.strip()]
    assert app.notices.items[-1].tone == "problem"


def test_f12_says_on_screen_where_the_picture_went(app: App, window: arcade.Window,
                                                  data: Path) -> None:
    """The notice names the file, as news rather than a problem."""
    app.nav.reset(TitleScene(app))
    assert _window_keys(window, app.notices.post)(key.F12, 0)
    (shot,) = (data / "screenshots").iterdir()
    assert app.notices.current() == [f"screenshot saved: {shot}"]
    assert app.notices.items[-1].tone == "info"
