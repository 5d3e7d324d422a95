"""The help screen: opened from the title by its keys (and from the pause screen on that
game's page), it shows each game's controls from the bindings, keyboard and pad, fits at
800x600, and speaks the chosen language."""

from __future__ import annotations

from collections.abc import Iterator

import arcade
import pytest
from arcade import key

from game import i18n
from game.scenes.menus.help import PAGES, HelpScene
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.scenes.tetlight.play import TetlightPlayScene
from game.ui.controls import panel_rows
from tests.scenes.conftest import press, run_frames
from tests.scenes.text_bounds import drawn, out_of_panel, out_of_window, overlapping, virtual_size

GAMES = ("retris", "tetlight", "verse")


@pytest.fixture
def french() -> Iterator[None]:
    i18n.set_language("fr")
    try:
        yield
    finally:
        i18n.set_language("en")


def _help_from_title(app: App, window: arcade.Window, symbol: int = key.F1) -> HelpScene:
    app.nav.reset(TitleScene(app))
    press(window, symbol)
    scene = app.nav.top
    assert isinstance(scene, HelpScene)
    return scene


def _words(scene: HelpScene) -> list[str]:
    with virtual_size(scene.window, 1280, 720):
        texts, _ = drawn(scene)
    return [t.text for _, t in texts]


@pytest.mark.parametrize("symbol", [key.F1, key.H])
def test_the_title_opens_it_by_its_keys_and_esc_goes_back(app: App, window: arcade.Window,
                                                          symbol: int) -> None:
    scene = _help_from_title(app, window, symbol)
    assert scene.page == 0
    press(window, key.ESCAPE)
    assert isinstance(app.nav.top, TitleScene)


def test_the_titles_help_button_opens_it(app: App, window: arcade.Window) -> None:
    title = TitleScene(app)
    app.nav.reset(title)
    title.menu.focus = [it.label for it in title.menu.items].index("HELP")
    press(window, key.ENTER)
    assert isinstance(app.nav.top, HelpScene)


def test_each_page_shows_that_games_keys_and_pad_buttons(app: App,
                                                         window: arcade.Window) -> None:
    scene = _help_from_title(app, window)
    for game in GAMES:
        assert PAGES[scene.page].key == game
        shown = _words(scene)
        keys = panel_rows(app.bindings_for(game))
        pad = panel_rows(app.pad_bindings_for(game))
        assert keys and pad
        for caps, what in [*keys, *pad]:  # every row, its keys and its words
            assert caps in shown and what in shown, (game, caps, what)
        press(window, key.RIGHT)
    assert PAGES[scene.page].key == "versus"
    shown = _words(scene)
    assert "LEFT HAND" in shown and "RIGHT HAND" in shown
    for table in ("versus_left", "versus_right"):  # both hands' sets, each of its keys
        assert all(caps in shown for caps, _what in panel_rows(app.bindings_for(table)))
    press(window, key.RIGHT)
    assert PAGES[scene.page].key == "menus"
    assert "fullscreen" in _words(scene)
    press(window, key.RIGHT)
    assert scene.page == 0  # round again
    press(window, key.LEFT)
    assert PAGES[scene.page].key == "menus"


def test_the_games_words_differ_from_page_to_page(app: App, window: arcade.Window) -> None:
    scene = _help_from_title(app, window)
    assert "hard drop" in _words(scene)
    scene.show("tetlight")
    assert "global explosion" in _words(scene) and "hard drop" not in _words(scene)
    scene.show("verse")
    assert "pick a piece" in _words(scene)


@pytest.mark.parametrize("language", ["en", "fr", "nl", "ru"])
def test_every_page_fits_at_800x600_and_1280x720(app: App, window: arcade.Window,
                                                 language: str) -> None:
    i18n.set_language(language)
    try:
        scene = _help_from_title(app, window)
        problems = []
        for page in PAGES:
            scene.show(page.key)
            for width, height in ((800, 600), (1280, 720)):
                with virtual_size(window, width, height):
                    texts, rects = drawn(scene)
                    assert len(texts) > 10
                    found = (out_of_window(texts, width, height) + out_of_panel(texts, rects)
                             + overlapping(texts))
                    problems += [f"{page.key} {width}x{height}: {line}" for line in found]
        assert not problems, "\n".join(problems)
    finally:
        i18n.set_language("en")


def test_it_is_french_when_the_language_is(app: App, window: arcade.Window,
                                           french: None) -> None:
    scene = _help_from_title(app, window)
    scene.show("tetlight")
    shown = _words(scene)
    assert "AIDE" in shown and "CLAVIER" in shown and "MANETTE" in shown
    assert "explosion globale" in shown and "global explosion" not in shown


def test_the_pause_screen_opens_it_on_its_games_page(app: App, window: arcade.Window) -> None:
    from game.scenes.tetlight.choice import TetlightChoice

    play = TetlightPlayScene(app, TetlightChoice())
    app.nav.reset(play)
    pause = PauseScene(app, play)
    app.nav.push(pause)
    run_frames(window, 1)
    press(window, key.F1)
    scene = app.nav.top
    assert isinstance(scene, HelpScene) and PAGES[scene.page].key == "tetlight"
    press(window, key.ESCAPE)
    assert app.nav.top is pause
