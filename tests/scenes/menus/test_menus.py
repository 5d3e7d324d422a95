"""Menus are driven by the keyboard: arrows move the focus, Enter chooses, Esc goes back."""

from __future__ import annotations

import arcade
from arcade import key

from game.scenes.menus.title import TitleScene
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.retris.setup import RetrisSetupScene
from game.scenes.services import App
from game.scenes.tetlight.setup import TetlightSetupScene
from game.scenes.verse.setup import VerseSetupScene
from game.ui.menu import FocusMenu, MenuItem
from tests.scenes.conftest import press


def _title(app: App) -> TitleScene:
    scene = TitleScene(app)
    app.nav.reset(scene)
    return scene


def test_title_focus_visits_all_three_games_settings_and_quit(app: App,
                                                              window: arcade.Window) -> None:
    title = _title(app)
    assert title.menu.focused.label == "RETRIS"
    assert all(it.enabled and not it.badge for it in title.menu.items)
    press(window, key.RIGHT)
    assert title.menu.focused.label == "TET'LIGHT"
    press(window, key.RIGHT)
    assert title.menu.focused.label == "VERSE"
    press(window, key.RIGHT)
    assert title.menu.focused.label == "VERSUS"
    press(window, key.RIGHT)
    assert title.menu.focused.label == "PRACTICE"
    press(window, key.RIGHT)
    assert title.menu.focused.label == "SETTINGS"
    press(window, key.RIGHT)
    assert title.menu.focused.label == "REPLAYS"
    press(window, key.RIGHT)
    assert title.menu.focused.label == "RECORDS"
    press(window, key.RIGHT)
    assert title.menu.focused.label == "HELP"
    press(window, key.RIGHT)
    assert title.menu.focused.label == "QUIT"
    press(window, key.RIGHT)
    assert title.menu.focused.label == "RETRIS"
    press(window, key.UP)
    assert title.menu.focused.label == "QUIT"


def test_title_enter_opens_retris_setup_and_esc_comes_back(app: App,
                                                           window: arcade.Window) -> None:
    _title(app)
    press(window, key.ENTER)
    assert isinstance(window.current_view, RetrisSetupScene)
    press(window, key.ESCAPE)
    assert isinstance(window.current_view, TitleScene)


def test_title_opens_tetlight_setup_and_esc_comes_back(app: App,
                                                       window: arcade.Window) -> None:
    _title(app)
    press(window, key.RIGHT)
    press(window, key.ENTER)
    assert isinstance(window.current_view, TetlightSetupScene)
    press(window, key.ESCAPE)
    assert isinstance(window.current_view, TitleScene)


def test_title_opens_verse_setup_and_esc_comes_back(app: App, window: arcade.Window) -> None:
    _title(app)
    press(window, key.RIGHT)
    press(window, key.RIGHT)
    press(window, key.ENTER)
    assert isinstance(window.current_view, VerseSetupScene)
    press(window, key.ESCAPE)
    assert isinstance(window.current_view, TitleScene)


def test_title_quit_item_and_esc_quit_after_asking(app: App, window: arcade.Window) -> None:
    title = _title(app)
    press(window, key.UP)  # from the first card back round to Quit
    assert title.menu.focused.label == "QUIT"
    press(window, key.ENTER)  # asks
    press(window, key.ENTER)  # quits
    press(window, key.ESCAPE)  # asks
    press(window, key.ENTER)  # quits
    assert app.quits == [True, True]  # type: ignore[attr-defined]


def test_setup_changes_style_and_level_with_left_right(app: App, window: arcade.Window) -> None:
    setup = RetrisSetupScene(app)
    app.nav.reset(setup)
    assert setup.menu.focused.label == "START"
    press(window, key.UP)  # goal (Endless has no target: its row is skipped)
    press(window, key.UP)  # level
    press(window, key.RIGHT)
    press(window, key.RIGHT)
    assert setup.choice.level == 3
    press(window, key.UP)  # style
    press(window, key.RIGHT)
    assert setup.choice.style == "relax"
    assert setup.level_item.label == "TEMPO" and setup.level_item.choices[-1] == "20"
    press(window, key.LEFT)
    assert setup.choice.style == "normal"
    assert setup.level_item.choices[-1] == "15" and setup.choice.level == 3


def test_setup_level_is_kept_inside_the_style_range(app: App, window: arcade.Window) -> None:
    setup = RetrisSetupScene(app)
    app.nav.reset(setup)
    press(window, key.UP)  # goal (Endless has no target: its row is skipped)
    press(window, key.UP)
    press(window, key.UP)
    press(window, key.RIGHT)  # relax: tempo 1..20
    press(window, key.DOWN)
    press(window, key.LEFT)  # wraps to 20
    assert setup.choice == setup.choice.__class__("classic", "relax", 20)
    press(window, key.UP)
    press(window, key.RIGHT)  # crazy: start 1..15
    assert setup.choice.style == "crazy" and setup.choice.level == 15


def test_setup_enter_on_an_option_row_starts_without_changing_it(app: App,
                                                                 window: arcade.Window) -> None:
    setup = RetrisSetupScene(app)
    app.nav.reset(setup)
    press(window, key.UP)  # goal (Endless has no target: its row is skipped)
    press(window, key.UP)
    press(window, key.UP)
    press(window, key.UP)  # mode
    assert setup.menu.focused is setup.mode_item
    press(window, key.ENTER)
    play = window.current_view
    assert isinstance(play, RetrisPlayScene)
    assert play.snapshot.mode == "classic" and play.snapshot.style == "normal"


def test_an_option_row_without_a_start_still_steps_on_enter() -> None:
    seen: list[int] = []
    item = MenuItem("SOUND", choices=("OFF", "ON"), on_change=seen.append)
    menu = FocusMenu([item])
    assert menu.on_key_press(key.ENTER)
    assert seen == [1] and item.value == "ON"


def test_setup_start_begins_a_game_with_the_choices(app: App, window: arcade.Window) -> None:
    setup = RetrisSetupScene(app)
    app.nav.reset(setup)
    press(window, key.UP)  # goal (Endless has no target: its row is skipped)
    press(window, key.UP)
    press(window, key.UP)
    press(window, key.RIGHT)  # relax
    press(window, key.DOWN)
    press(window, key.DOWN)
    press(window, key.ENTER)
    play = window.current_view
    assert isinstance(play, RetrisPlayScene)
    assert play.snapshot.style == "relax" and play.snapshot.mode == "classic"


def test_title_arrows_move_on_screen_not_down_the_list(app: App, window: arcade.Window) -> None:
    """Down from a card reaches the button under it (a pad's d-pad moves where it points);
    in portrait the cards are rows, so down goes to the next game."""
    from tests.scenes.text_bounds import virtual_size

    title = _title(app)

    def moved(start: str, *keys: int) -> str:
        title.menu.focus = [it.label for it in title.menu.items].index(start)
        for symbol in keys:
            press(window, symbol)
        return title.menu.focused.label

    with virtual_size(window, 1280, 720):
        title.ensure_layout()
        assert moved("RETRIS", key.DOWN) in ("VERSUS", "PRACTICE")  # under its card
        assert moved("TET'LIGHT", key.DOWN) in ("SETTINGS", "REPLAYS")  # the middle two
        assert moved("VERSE", key.DOWN) in ("HELP", "QUIT")  # under its card
        assert moved("QUIT", key.UP) == "VERSE"
        assert moved("PRACTICE", key.UP) == "RETRIS"
        assert moved("SETTINGS", key.UP) == "TET'LIGHT"
        assert moved("QUIT", key.RIGHT) == "RETRIS"  # nothing right of it: on round the list
    with virtual_size(window, 600, 900):
        title.ensure_layout()
        assert moved("RETRIS", key.DOWN) == "TET'LIGHT"
        assert moved("VERSE", key.DOWN) in ("SETTINGS", "REPLAYS", "RECORDS")  # the middle
        assert moved("TET'LIGHT", key.UP) == "RETRIS"
