"""A player with only a gamepad: menus, setups, the three games, pause and back to the title,
through a fake pyglet pad (tests/input/fake_pad.py) and pyglet's own Controller mapping."""

from __future__ import annotations

from pathlib import Path

import arcade
import pytest

from game.config import load_settings
from game.scenes.menus.error import ErrorScene
from game.scenes.menus.gameover import GameOverScene
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.settings.screen import SettingsScene
from game.scenes.menus.title import TitleScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.retris.setup import RetrisSetupScene
from game.scenes.services import App
from game.scenes.tetlight.choice import TetlightChoice
from game.scenes.tetlight.play import TetlightPlayScene
from game.scenes.verse.choice import VerseChoice
from game.scenes.verse.play import VersePlayScene
from game.ui.hints import HintBar
from tests.input.fake_pad import FakeManager, FakePad
from tests.scenes.conftest import run_frames


@pytest.fixture
def pad(app: App) -> FakePad:
    """One pad, plugged in before the game starts."""
    pad = FakePad()
    app.manager = FakeManager(pad)  # type: ignore[attr-defined]
    app.start_pads(app.manager)  # type: ignore[attr-defined]
    return pad


def _left_col(play: RetrisPlayScene) -> int:
    assert play.snapshot.active is not None
    return min(c for c, _ in play.snapshot.active.cells)


def test_menus_follow_the_pad_and_b_on_the_title_does_not_quit(app: App, pad: FakePad,
                                                               window: arcade.Window) -> None:
    title = TitleScene(app)
    app.nav.reset(title)
    pad.dpad(1, 0)
    pad.dpad(0, 0)
    assert title.menu.focus == 1
    pad.stick(-0.9, 0.0)  # the stick moves the focus too
    pad.stick(0.0, 0.0)
    assert title.menu.focus == 0
    pad.tap("b")
    assert app.quits == []  # type: ignore[attr-defined]
    pad.tap("a")
    setup = window.current_view
    assert isinstance(setup, RetrisSetupScene)
    for _ in range(2):  # up from START past the goal (Endless: no target row) to the level
        pad.dpad(0, 1)
        pad.dpad(0, 0)
    pad.dpad(1, 0)
    pad.dpad(0, 0)
    assert setup.choice.level == RetrisChoice().level + 1
    pad.tap("b")
    assert window.current_view is title


def test_a_held_menu_direction_repeats_until_let_go(app: App, pad: FakePad,
                                                    window: arcade.Window) -> None:
    setup = RetrisSetupScene(app)
    app.nav.reset(setup)
    items = len(setup.menu.items)
    start = setup.menu.focus
    pad.dpad(0, -1)
    assert setup.menu.focus == (start + 1) % items
    run_frames(window, 20)  # 0.33 s: not yet
    assert setup.menu.focus == (start + 1) % items
    run_frames(window, 10)  # past 0.35 s, then every 0.08 s: two more
    assert setup.menu.focus == (start + 3) % items
    pad.dpad(0, 0)
    run_frames(window, 30)
    assert setup.menu.focus == (start + 3) % items
    pad.button("a", True)  # a held choose never repeats
    assert isinstance(window.current_view, RetrisPlayScene)
    run_frames(window, 30)
    assert app.nav.stack == [setup, window.current_view]


def test_hints_show_pad_glyphs_after_the_pad_and_keys_after_a_key(app: App, pad: FakePad,
                                                                  window: arcade.Window) -> None:
    title = TitleScene(app)
    app.nav.reset(title)
    run_frames(window, 1)
    assert title.hints.caps()[0][0] == "ARROWS"
    pad.tap("x")  # any pad button, even one the title does not use
    run_frames(window, 1)
    assert [c for c, _ in title.hints.caps()] == ["D-PAD", "A"]  # no quit on the pad
    window.dispatch_event("on_key_press", arcade.key.LEFT, 0)
    window.dispatch_events()
    run_frames(window, 1)
    assert title.hints.device == "keyboard" and len(title.hints.caps()) == 3


def test_controls_panels_and_play_huds_name_pad_buttons_after_the_pad(
        app: App, pad: FakePad, window: arcade.Window) -> None:
    play = RetrisPlayScene(app, RetrisChoice())
    app.nav.reset(play)
    run_frames(window, 1)
    assert play.hud.pause_hint.text == "ESC / P  PAUSE"
    pad.tap("start")
    pause = window.current_view
    assert isinstance(pause, PauseScene)
    run_frames(window, 1)
    assert ("START", "pause") in pause.controls.rows
    assert ("D-PAD ↓ / LT", "soft drop") in pause.controls.rows
    pad.tap("start")  # back to the game, now laid out for the pad
    run_frames(window, 1)
    assert play.hud.pause_hint.text == "START  PAUSE"
    window.dispatch_event("on_key_press", arcade.key.LEFT, 0)
    window.dispatch_events()
    run_frames(window, 1)
    assert play.hud.pause_hint.text == "ESC / P  PAUSE"


def test_hint_bar_pad_caps_come_from_the_hint_or_the_table() -> None:
    bar = HintBar([("ENTER", "go"), ("TAB", "next", "RB"), ("F1", "help")])
    bar.use("pad")
    assert bar.caps() == [("A", "go"), ("RB", "next"), ("F1", "help")]
    bar.use("mouse")
    assert bar.caps()[0] == ("ENTER", "go")


def test_retris_moves_with_repeat_rotates_and_drops(app: App, pad: FakePad,
                                                    window: arcade.Window) -> None:
    play = RetrisPlayScene(app, RetrisChoice())
    app.nav.reset(play)
    run_frames(window, 2)
    start = _left_col(play)
    pad.dpad(-1, 0)
    run_frames(window, 1)
    assert _left_col(play) == start - 1  # the press moves at once
    run_frames(window, 40)  # held past DAS: repeats to the wall
    assert _left_col(play) == 0
    pad.dpad(0, 0)
    assert play.snapshot.active is not None
    cells = play.snapshot.active.cells
    pad.tap("a")
    run_frames(window, 1)
    assert play.snapshot.active.cells != cells  # turned
    filled = sum(c != ".." for row in play.snapshot.field for c in row)
    pad.trigger("righttrigger", 0.0)
    pad.trigger("righttrigger", 1.0)  # hard drop
    run_frames(window, 2)
    pad.trigger("righttrigger", 0.0)
    assert sum(c != ".." for row in play.snapshot.field for c in row) == filled + 4


def test_keys_and_pad_on_one_action_release_it_once_both_are_up(app: App, pad: FakePad,
                                                                window: arcade.Window) -> None:
    play = RetrisPlayScene(app, RetrisChoice())
    app.nav.reset(play)
    pushed: list[tuple[str, bool]] = []
    push = play.keys.push
    play.keys.push = lambda a, p: (pushed.append((a.value, p)), push(a, p))[1]
    pad.trigger("lefttrigger", 0.0)
    pad.trigger("lefttrigger", 1.0)  # soft drop, from the trigger resting at -1
    window.dispatch_event("on_key_press", arcade.key.DOWN, 0)
    window.dispatch_events()
    pad.trigger("lefttrigger", 0.0)
    assert pushed == [("down", True)]
    window.dispatch_event("on_key_release", arcade.key.DOWN, 0)
    window.dispatch_events()
    assert pushed == [("down", True), ("down", False)]


def test_plugging_or_unplugging_a_pad_mid_game_pauses(app: App, pad: FakePad,
                                                      window: arcade.Window) -> None:
    play = RetrisPlayScene(app, RetrisChoice())
    app.nav.reset(play)
    run_frames(window, 5)
    pad.dpad(-1, 0)  # held while it goes
    app.manager.unplug(pad)  # type: ignore[attr-defined]
    assert isinstance(window.current_view, PauseScene) and play.driver.paused
    assert play.keys._held == {}  # the d-pad was let go, nothing stays held
    second = FakePad()
    app.manager.plug(second)  # type: ignore[attr-defined]
    assert isinstance(window.current_view, PauseScene)  # still paused, once
    second.tap("start")  # Start resumes
    assert window.current_view is play and not play.driver.paused
    app.manager.plug(FakePad())  # type: ignore[attr-defined]
    assert isinstance(window.current_view, PauseScene)


@pytest.mark.parametrize("game", ["tetlight", "verse"])
def test_the_other_games_pause_on_unplug_too(app: App, pad: FakePad, window: arcade.Window,
                                             game: str) -> None:
    play = (TetlightPlayScene(app, TetlightChoice()) if game == "tetlight"
            else VersePlayScene(app, VerseChoice()))
    app.nav.reset(play)
    run_frames(window, 5)
    app.manager.unplug(pad)  # type: ignore[attr-defined]
    assert isinstance(window.current_view, PauseScene)
    app.manager.plug(pad)  # type: ignore[attr-defined]
    pad.tap("b")  # B resumes as the pause menu's back
    assert window.current_view is play


def test_the_error_screen_goes_to_the_title_by_pad(app: App, pad: FakePad,
                                                   window: arcade.Window) -> None:
    app.nav.reset(ErrorScene(app, RuntimeError("boom"), None))
    pad.tap("x")  # not bound in menus: nothing
    assert isinstance(window.current_view, ErrorScene)
    pad.tap("b")
    assert isinstance(window.current_view, TitleScene)


def test_tetlight_directions_radar_and_drop_from_the_pad(app: App, pad: FakePad,
                                                         window: arcade.Window) -> None:
    play = TetlightPlayScene(app, TetlightChoice())
    app.nav.reset(play)
    run_frames(window, 2)
    assert play.snapshot.active is not None
    column = play.snapshot.active.pivot[0]
    pad.dpad(-1, 0)
    pad.dpad(0, 0)
    run_frames(window, 1)
    assert play.snapshot.active.pivot[0] == column - 1
    pad.tap("back")  # the radar
    run_frames(window, 1)
    assert play.snapshot.radar
    before = play.snapshot.active.pivot
    pad.tap("rightshoulder")  # down-right
    run_frames(window, 1)
    assert play.snapshot.active.pivot != before
    pieces = play.snapshot.next
    pad.tap("y")  # drop
    run_frames(window, 3)
    assert play.snapshot.next != pieces  # a new piece came in


def test_verse_cursor_shoulders_place_and_put_back(app: App, pad: FakePad,
                                                   window: arcade.Window) -> None:
    play = VersePlayScene(app, VerseChoice())
    app.nav.reset(play)
    run_frames(window, 1)
    hands = play.hands
    pad.tap("rightshoulder")
    assert hands.cursor.slot == 0
    pad.tap("leftshoulder")
    assert hands.cursor.slot == 2  # wraps backwards
    pad.tap("b")
    assert hands.cursor.slot is None
    pad.tap("rightshoulder")
    row = hands.cursor.target[0]
    pad.stick(-1.0, 0.0)
    run_frames(window, 40)  # the held stick repeats like a held key
    pad.stick(0.0, 0.0)
    assert hands.cursor.target == (row, 0)
    pad.dpad(0, 1)
    pad.dpad(0, 0)
    assert hands.cursor.target == (row - 1, 0)
    placed = play.snapshot.placements
    shown = hands.preview()
    assert shown is not None and shown.legal
    pad.tap("a")
    run_frames(window, 2)
    assert play.snapshot.placements == placed + 1


def test_game_over_takes_only_fresh_pad_presses(app: App, pad: FakePad,
                                                window: arcade.Window) -> None:
    play = RetrisPlayScene(app, RetrisChoice())
    app.nav.reset(play)
    over = GameOverScene(app, play)
    app.nav.replace(over)
    pad.button("a", True)  # still mashing rotate from the game
    run_frames(window, 90)
    pad.button("a", False)
    assert window.current_view is over
    pad.tap("a")  # let go only just now: not yet
    assert window.current_view is over
    run_frames(window, 20)
    pad.tap("a")  # a fresh press: Play again
    assert isinstance(window.current_view, RetrisPlayScene)
    assert window.current_view is not play


def test_game_over_clicks_wait_for_the_screen_then_work(app: App,
                                                        window: arcade.Window) -> None:
    play = RetrisPlayScene(app, RetrisChoice())
    app.nav.reset(play)
    over = GameOverScene(app, play)
    app.nav.replace(over)
    run_frames(window, 1, draw=True)
    title_button = over.menu.items[-1].rect
    assert title_button is not None

    def click() -> None:
        window.dispatch_event("on_mouse_press", round(title_button.center_x),
                              round(title_button.center_y), arcade.MOUSE_BUTTON_LEFT, 0)
        window.dispatch_events()

    click()  # too soon
    assert window.current_view is over
    run_frames(window, 60)
    click()
    assert isinstance(window.current_view, TitleScene)


def test_a_whole_session_by_pad_alone(app: App, pad: FakePad, window: arcade.Window) -> None:
    """Title → setup → play → pause → quit to title, for each game; nothing but the pad."""
    app.nav.reset(TitleScene(app))
    for card, play_type in enumerate((RetrisPlayScene, TetlightPlayScene, VersePlayScene)):
        title = window.current_view
        assert isinstance(title, TitleScene)
        assert title.menu.focus == max(0, card - 1)  # back on the game just left
        for _ in range(card - title.menu.focus):
            pad.dpad(1, 0)
            pad.dpad(0, 0)
        pad.tap("a")  # the card: its setup
        pad.tap("a")  # START
        play = window.current_view
        assert isinstance(play, play_type)
        run_frames(window, 20)
        pad.tap("start")
        assert isinstance(window.current_view, PauseScene)
        for _ in range(3):  # down three times: past RESTART and SETTINGS to QUIT TO TITLE
            pad.dpad(0, -1)
            pad.dpad(0, 0)
        pad.tap("a")
        assert isinstance(window.current_view, TitleScene)
        assert len(app.nav.stack) == 1


def test_settings_are_changed_and_saved_by_pad_alone(app: App, pad: FakePad,
                                                     window: arcade.Window,
                                                     tmp_path: Path) -> None:
    app.settings_path = tmp_path / "settings.toml"
    app.apply_video = lambda video: None  # type: ignore[method-assign]  # no real resize
    title = TitleScene(app)
    app.nav.reset(title)

    def step(x: int, y: int) -> None:
        pad.dpad(x, y)
        pad.dpad(0, 0)

    while title.menu.focused.label != "SETTINGS":
        step(1, 0)
    pad.tap("a")
    scene = window.current_view
    assert isinstance(scene, SettingsScene)
    while scene.page != "CONTROLS":
        step(1, 0)  # the PAGE row turns the pages
    while scene.menu.focused.label != "DEVICE":
        step(0, -1)
    step(1, 0)  # the pad's buttons, and its deadzone row
    while scene.menu.focused.label != "STICK DEADZONE":
        step(0, -1)
    before = scene.settings.controls.pad_deadzone
    step(1, 0)
    assert scene.settings.controls.pad_deadzone > before
    pad.tap("b")  # save and back
    assert window.current_view is title
    assert load_settings(app.settings_path).settings.controls.pad_deadzone > before
