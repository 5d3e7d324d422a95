"""The setups open with the choices made last time, kept in the player's settings file (the
next start of the game reads them back), without disturbing anything else in that file."""

from __future__ import annotations

from pathlib import Path

import arcade
import pytest
from arcade import key

from game.config.loader import load_settings
from game.config.schema import SECTIONS
from game.rules.retris.options import MODES, STYLES
from game.rules.retris.tuning import load_tuning as retris_tuning
from game.rules.tetlight.tuning import load_tuning as tetlight_tuning
from game.scenes.menus.title import TitleScene
from game.scenes.navigator import Navigator
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.retris.setup import RetrisSetupScene
from game.scenes.services import App
from game.scenes.tetlight.setup import TetlightSetupScene
from game.scenes.verse.setup import VerseSetupScene
from tests.scenes.conftest import focus, press


def _restarted(app: App) -> App:
    """A new app as the next start of the game makes it: settings read from the file."""
    assert app.settings_path is not None
    settings = load_settings(app.settings_path).settings
    return App(app.window, Navigator(app.window), sync_loops=True,
               settings=settings, settings_path=app.settings_path)


def _start_retris(app: App, window: arcade.Window, row: str) -> None:
    """From the title, Retris's setup with ``row`` stepped right once, then Start."""
    setup = RetrisSetupScene(app)
    app.nav.reset(TitleScene(app))
    app.nav.push(setup)
    focus(setup, row)
    press(window, key.RIGHT)
    setup.start()


def test_retris_keeps_mode_style_and_tempo(app: App, window: arcade.Window) -> None:
    app.nav.reset(TitleScene(app))
    press(window, key.ENTER)  # Retris's setup
    setup = window.current_view
    assert isinstance(setup, RetrisSetupScene) and setup.choice.mode == "classic"
    focus(setup, "MODE")
    press(window, key.RIGHT)  # arcade
    press(window, key.DOWN)
    press(window, key.RIGHT)  # relax
    press(window, key.DOWN)
    press(window, key.RIGHT)
    press(window, key.RIGHT)  # tempo 3
    press(window, key.ENTER)  # starts the game
    assert isinstance(window.current_view, RetrisPlayScene)
    again = RetrisSetupScene(app)
    assert (again.choice.mode, again.choice.style, again.choice.level) == ("arcade", "relax", 3)
    later = RetrisSetupScene(_restarted(app))
    assert later.choice == again.choice
    assert later.mode_item.value == "ARCADE" and later.level_item.label == "TEMPO"


def test_tetlight_keeps_edge_radar_and_keys_on_esc_too(app: App,
                                                      window: arcade.Window) -> None:
    setup = TetlightSetupScene(app)
    app.nav.reset(TitleScene(app))
    app.nav.push(setup)
    focus(setup, "BOARD EDGE")
    press(window, key.LEFT)
    press(window, key.LEFT)  # 6
    focus(setup, "RADAR")
    press(window, key.RIGHT)
    focus(setup, "CONTROLS")
    press(window, key.RIGHT)  # the 1995 keys
    press(window, key.ESCAPE)  # back to the title without playing
    assert isinstance(window.current_view, TitleScene)
    later = TetlightSetupScene(_restarted(app)).choice
    assert (later.edge, later.radar, later.keys) == (6, True, "tetlight_original")
    assert 'keys = "original"' in app.settings_path.read_text()  # type: ignore[union-attr]


def test_verse_keeps_rotation_and_fair_dealing(app: App, window: arcade.Window) -> None:
    setup = VerseSetupScene(app)
    app.nav.reset(TitleScene(app))
    app.nav.push(setup)
    for row in ("ROTATION", "FAIR DEALING"):
        focus(setup, row)
        press(window, key.RIGHT)
    setup.start()
    later = VerseSetupScene(_restarted(app)).choice
    assert later.rotation and later.fair


def test_the_players_file_keeps_its_comments_and_keys(app: App, window: arcade.Window) -> None:
    path = app.settings_path
    assert path is not None
    mine = "# my settings\n[video]\nfullscreen = true  # keep me\n\n[mystery]\nx = 1\n"
    path.write_text(mine)
    _start_retris(app, window, "MODE")
    text = path.read_text()
    assert text.startswith(mine) and '[retris]\nmode = "arcade"' in text
    assert "style" not in text  # only what changed from the defaults is written


def test_a_file_that_is_not_toml_is_left_alone_and_said_once(
        app: App, window: arcade.Window, capsys: pytest.CaptureFixture[str]) -> None:
    path = app.settings_path
    assert path is not None
    path.write_text("this is = = not toml\n")
    _start_retris(app, window, "MODE")
    _start_retris(app, window, "STYLE")  # another change, refused again: not said again
    assert path.read_text() == "this is = = not toml\n"
    assert capsys.readouterr().err.count("settings not saved") == 1
    assert any("settings not saved" in line for line in app.notices.current())
    kept = RetrisSetupScene(app).choice  # kept until the game is quit
    assert (kept.mode, kept.style) == ("arcade", "relax")


def test_the_remembered_ranges_are_the_rulesets(tmp_path: Path) -> None:
    retris, tetlight = retris_tuning(), tetlight_tuning()
    level = SECTIONS["retris"].keys["level"]
    lo = min(retris.start_level_range[0], retris.relax_level_range[0])
    hi = max(retris.start_level_range[1], retris.relax_level_range[1])
    assert (level.lo, level.hi) == (lo, hi)  # type: ignore[attr-defined]
    edge, start = SECTIONS["tetlight"].keys["edge"], SECTIONS["tetlight"].keys["level"]
    assert (edge.lo, edge.hi) == tetlight.edge_range  # type: ignore[attr-defined]
    assert (start.lo, start.hi) == tetlight.start_level_range  # type: ignore[attr-defined]
    assert SECTIONS["retris"].keys["mode"].choices == MODES  # type: ignore[attr-defined]
    assert SECTIONS["retris"].keys["style"].choices == STYLES  # type: ignore[attr-defined]
