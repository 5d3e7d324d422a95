"""Keyboard, pad and mouse all become the same named commands: a menu acts on the name, the
device only decides which glyphs the hints show."""

from __future__ import annotations

import arcade

from game.input.commands import CHOOSE, DOWN, Command, menu_command
from game.scenes.menus.title import TitleScene
from game.scenes.retris.setup import RetrisSetupScene
from game.scenes.services import App
from tests.scenes.conftest import run_frames


def test_menu_keys_are_named_commands() -> None:
    assert menu_command(arcade.key.RETURN) == CHOOSE == menu_command(arcade.key.SPACE)
    assert menu_command(arcade.key.S) == DOWN
    assert menu_command(arcade.key.F5) is None


def test_a_click_on_a_card_chooses_it_and_hovering_focuses(app: App,
                                                           window: arcade.Window) -> None:
    title = TitleScene(app)
    app.nav.reset(title)
    run_frames(window, 1)
    verse = title.menu.items[2].rect
    assert verse is not None
    window.dispatch_event("on_mouse_motion", round(verse.center_x), round(verse.center_y), 0, 0)
    window.dispatch_events()
    assert title.menu.focus == 2
    tet = title.menu.items[1].rect
    assert tet is not None
    window.dispatch_event("on_mouse_press", round(tet.center_x), round(tet.center_y),
                          arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_events()
    assert type(window.current_view).__name__ == "TetlightSetupScene"
    assert app.input.last_device == "mouse"


def test_one_command_whatever_the_device(app: App) -> None:
    for device in ("keyboard", "pad", "mouse"):
        setup = RetrisSetupScene(app)
        app.nav.reset(setup)
        focus = setup.menu.focus
        assert setup.on_command(Command(DOWN, True, device))  # type: ignore[arg-type]
        assert setup.menu.focus == (focus + 1) % len(setup.menu.items)
        assert not setup.on_command(Command(DOWN, False, device))  # type: ignore[arg-type]
