"""The title asks before quitting, comes back focused on the game just left, and its Enter
hint says what Enter does on the focused item."""

from __future__ import annotations

import arcade
from arcade import key

from game.input.commands import BACK, CHOOSE, Command
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.scenes.tetlight.play import TetlightPlayScene
from tests.scenes.conftest import focus, press, run_frames
from tests.scenes.text_bounds import virtual_size


def _title(app: App) -> TitleScene:
    scene = TitleScene(app)
    app.nav.reset(scene)
    return scene


def test_esc_asks_and_esc_again_stays(app: App, window: arcade.Window) -> None:
    title = _title(app)
    press(window, key.ESCAPE)
    assert title.confirm.open and app.quits == []  # type: ignore[attr-defined]
    press(window, key.RIGHT)  # the title's own focus does not move behind the question
    press(window, key.ESCAPE)
    assert not title.confirm.open and app.quits == []  # type: ignore[attr-defined]
    assert title.menu.focused.label == "RETRIS"


def test_the_quit_button_asks_and_enter_quits(app: App, window: arcade.Window) -> None:
    title = _title(app)
    focus(title, "QUIT")
    press(window, key.ENTER)
    assert title.confirm.open and app.quits == []  # type: ignore[attr-defined]
    press(window, key.ENTER)
    assert app.quits == [True]  # type: ignore[attr-defined]


def test_pad_a_quits_and_b_stays(app: App) -> None:
    title = _title(app)
    focus(title, "QUIT")
    title.on_command(Command(CHOOSE, True, "pad", "a"))
    assert title.confirm.open
    title.on_command(Command(BACK, True, "pad", "b"))
    assert not title.confirm.open and app.quits == []  # type: ignore[attr-defined]
    title.on_command(Command(CHOOSE, True, "pad", "a"))
    title.on_command(Command(CHOOSE, True, "pad", "a"))
    assert app.quits == [True]  # type: ignore[attr-defined]


def test_a_click_on_stay_closes_the_question(app: App, window: arcade.Window) -> None:
    title = _title(app)
    with virtual_size(window, 1280, 720):
        press(window, key.ESCAPE)
        title.on_draw()  # lays the question's buttons out
        stay = title.confirm.menu.items[1].rect
        title.on_mouse_press(round(stay.center_x), round(stay.center_y),
                             arcade.MOUSE_BUTTON_LEFT, 0)
    assert not title.confirm.open and app.quits == []  # type: ignore[attr-defined]


def test_quit_to_title_keeps_the_game_just_left(app: App, window: arcade.Window) -> None:
    title = _title(app)
    press(window, key.RIGHT)  # Tet'light
    press(window, key.ENTER)  # its setup
    press(window, key.ENTER)  # start
    assert isinstance(window.current_view, TetlightPlayScene)
    run_frames(window, 2)
    window.current_view.pause()
    pause = window.current_view
    assert isinstance(pause, PauseScene)
    pause.quit_to_title()
    back = window.current_view
    assert isinstance(back, TitleScene) and back is not title
    assert back.menu.focused.label == "TET'LIGHT"
    press(window, key.LEFT)
    assert back.menu.focused.label == "RETRIS"  # not round to QUIT


def test_the_enter_hint_follows_thefocus(app: App, window: arcade.Window) -> None:
    title = _title(app)

    def enter_words() -> str:
        title.on_draw()
        shown = [t.text for t in title.hints.texts]
        return shown[shown.index("ENTER") + 1]

    with virtual_size(window, 1280, 720):
        assert enter_words() == "play"
        for symbol, focused, words in ((key.DOWN, "PRACTICE", "open"),
                                       (key.LEFT, "VERSUS", "open"),
                                       (key.RIGHT, "PRACTICE", "open"),
                                       (key.RIGHT, "SETTINGS", "open"),
                                       (key.RIGHT, "REPLAYS", "open"),
                                       (key.RIGHT, "RECORDS", "open"),
                                       (key.RIGHT, "HELP", "open"),
                                       (key.RIGHT, "QUIT", "quit"), (key.UP, "VERSE", "play")):
            press(window, symbol)
            assert (title.menu.focused.label, enter_words()) == (focused, words)


def test_the_question_fits_its_panel_at_any_size(app: App, window: arcade.Window) -> None:
    from tests.scenes.text_bounds import box, drawn, inside

    title = _title(app)
    press(window, key.ESCAPE)
    for size in ((1280, 720), (1920, 1080), (800, 600), (640, 360), (600, 900)):
        with virtual_size(window, *size):
            texts, _ = drawn(title)
            confirm = title.confirm
            words = [t for _, t in texts if t in (confirm.heading, confirm.caption)]
            assert len(words) == 2, size
            for t in words:
                assert inside(box(t), confirm.rect), (size, t.text)
            for item in confirm.menu.items:
                assert item.rect is not None and inside(
                    (item.rect.left, item.rect.bottom, item.rect.right, item.rect.top),
                    confirm.rect), (size, item.label)


def test_the_question_names_the_keys_or_the_pad_buttons(app: App, window: arcade.Window) -> None:
    title = _title(app)
    press(window, key.ESCAPE)
    with virtual_size(window, 1280, 720):
        title.on_draw()
        assert title.confirm.caption.text == "ENTER QUITS  ·  ESC STAYS"
        title.show_device("pad")
        title.on_draw()
        assert title.confirm.caption.text == "A QUITS  ·  B STAYS"
