"""The LANGUAGE row: a language chosen on the Settings screen is used at once, on the screen
itself and on every screen beneath it (each makes its words again, as after a resize), and
English again just as well; leaving saves it, and the title shows it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import arcade
import pytest
from arcade import key

from game import i18n
from game.config.loader import load_settings
from game.i18n import _
from game.scenes.base import Scene
from game.scenes.menus.settings.screen import SettingsScene
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.ui.layout import Layout
from tests.scenes.conftest import press, run_frames
from tests.scenes.text_bounds import drawn


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


class Probe(Scene):
    """A screen that says one translated word, made in build like every screen's."""

    def build(self, layout: Layout) -> None:
        self.word = arcade.Text(_("SETTINGS"), layout.x(100), layout.y(100), font_size=12)

    def draw(self) -> None:
        self.word.draw()


def words(scene: arcade.View) -> set[str]:
    """The strings of the texts ``scene`` draws now."""
    return {t.text for _path, t in drawn(scene)[0] if t.text.strip()}


def choose(window: arcade.Window, scene: SettingsScene, code: str) -> None:
    """Step the LANGUAGE row to ``code`` as a player would (each step is used at once, so
    the row's words change on the way)."""
    app = scene.app
    scene.menu.focus = 1  # the first row of the first page
    for _step in range(6):
        if app.settings.ui.language == code:
            return
        press(window, key.RIGHT)
    raise AssertionError(f"{code} is not offered: {scene.menu.focused.choices}")


@pytest.fixture
def stack(app: App, tmp_path: Path, window: arcade.Window
          ) -> tuple[App, TitleScene, Probe, SettingsScene]:
    app.settings_path = tmp_path / "settings.toml"
    app.apply_video = lambda video: None  # type: ignore[method-assign]
    title = TitleScene(app)
    app.nav.reset(title)
    probe = Probe(app)
    app.nav.push(probe)
    settings = SettingsScene(app, "VIDEO")
    app.nav.push(settings)
    run_frames(window, 2, draw=True)
    assert words(probe) == {"SETTINGS"}  # the screens beneath are laid out in English
    words(title)
    return app, title, probe, settings


def test_french_is_used_at_once_on_every_screen_and_english_again(
        stack: tuple[App, TitleScene, Probe, SettingsScene], window: arcade.Window) -> None:
    app, title, probe, settings = stack
    english_title = words(TitleScene(app))
    assert words(title) == set()  # its words are in the picture kept of its still part
    assert {"SETTINGS", "LANGUAGE", "FULLSCREEN", "Auto (system)"} <= words(settings)
    assert settings.menu.items[1].choices == ("Auto (system)", "English", "Français",
                                              "Nederlands", "Русский")
    choose(window, settings, "fr")
    assert app.settings.ui.language == "fr" and i18n.language() == "fr"
    assert window.current_view is settings  # chosen, not left
    shown = words(settings)
    assert {"RÉGLAGES", "LANGUE", "PLEIN ÉCRAN", "Français", "OUI" if
            app.settings.video.fullscreen else "NON"} <= shown
    assert not shown & {"SETTINGS", "LANGUAGE", "FULLSCREEN", "SAVE AND BACK"}
    assert settings.menu.focused.label == "LANGUE"  # the row chosen keeps the focus
    assert words(probe) == {"RÉGLAGES"}
    # Beneath, drawn again (the kept picture of its still part held English) as a title
    # made in French.
    assert words(title) == words(TitleScene(app))
    choose(window, settings, "en")
    assert i18n.language() == "en"
    assert {"SETTINGS", "LANGUAGE", "FULLSCREEN"} <= words(settings)
    assert words(probe) == {"SETTINGS"}
    assert words(title) == english_title


def test_the_language_chosen_is_saved_and_the_title_shows_it(
        stack: tuple[App, TitleScene, Probe, SettingsScene], window: arcade.Window) -> None:
    app, title, _probe, settings = stack
    choose(window, settings, "ru")
    assert "НАСТРОЙКИ" in words(settings)
    press(window, key.ESCAPE)  # save and back
    assert window.current_view is not settings
    saved = load_settings(app.settings_path)  # type: ignore[arg-type]
    assert saved.problems == () and saved.settings.ui.language == "ru"
    assert words(title) == words(TitleScene(app))


def test_auto_follows_the_system(stack: tuple[App, TitleScene, Probe, SettingsScene],
                                 window: arcade.Window, monkeypatch: pytest.MonkeyPatch) -> None:
    app, _title, probe, settings = stack
    choose(window, settings, "nl")
    monkeypatch.setenv("LANGUAGE", "fr_CA")
    assert settings.menu.focused.choices[0] == "Auto (systeem)"
    choose(window, settings, "auto")
    assert app.settings.ui.language == "auto" and i18n.language() == "fr"
    assert words(probe) == {"RÉGLAGES"} and "Auto (système)" in words(settings)


def test_a_game_paused_beneath_is_laid_out_again(app: App, tmp_path: Path,
                                                 window: arcade.Window) -> None:
    from game.scenes.menus.pause import PauseScene
    from game.scenes.retris.choice import RetrisChoice
    from game.scenes.retris.play import RetrisPlayScene

    app.settings_path = tmp_path / "settings.toml"
    app.apply_video = lambda video: None  # type: ignore[method-assign]
    play = RetrisPlayScene(app, RetrisChoice())
    app.nav.reset(play)
    run_frames(window, 3, draw=True)
    press(window, key.ESCAPE)
    pause = window.current_view
    assert isinstance(pause, PauseScene)
    run_frames(window, 2, draw=True)
    laid_out, pictures = (play.layout, pause.layout), pause.beneath.renders
    settings = SettingsScene(app, "VIDEO")
    app.nav.push(settings)
    run_frames(window, 2, draw=True)
    choose(window, settings, "ru")
    assert "НАСТРОЙКИ" in words(settings)
    press(window, key.ESCAPE)
    assert window.current_view is pause
    run_frames(window, 2, draw=True)  # the game beneath is drawn again, in its new layout
    assert play.layout is not laid_out[0] and pause.layout is not laid_out[1]
    assert pause.beneath.renders > pictures  # the picture of the game held the old words
