"""The pause screen's frame: one kept picture (the game, veil, headings, controls, hints) and
the live menu over it; the picture is drawn again exactly when something in it changes."""

from __future__ import annotations

import dataclasses

import arcade
import numpy as np
from arcade import key

from game.scenes.base import Scene
from game.scenes.menus.pause import PauseScene
from game.scenes.menus.settings.screen import SettingsScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from game.scenes.tetlight.choice import TetlightChoice
from game.scenes.tetlight.play import TetlightPlayScene
from game.ui.notices import Notices
from game.ui.text import shade
from tests.scenes.conftest import frame_pixels, press, run_frames
from tests.scenes.draw_calls import draw_calls
from tests.scenes.text_bounds import virtual_size

MAX_DRAW_CALLS = 3  # the menu's frames and its text (+1 to spare); the copy is a blit


def paused_over(app: App, window: arcade.Window, play: Scene, frames: int) -> PauseScene:
    """``play`` shown for ``frames`` frames, then paused by Esc and drawn twice."""
    app.nav.reset(play)
    run_frames(window, frames)
    press(window, key.ESCAPE)
    pause = window.current_view
    assert isinstance(pause, PauseScene)
    run_frames(window, 2, draw=True)
    return pause


def paused_retris(app: App, window: arcade.Window) -> PauseScene:
    return paused_over(app, window, RetrisPlayScene(app, RetrisChoice()), 30)


def drawn_whole(pause: PauseScene) -> np.ndarray:
    """The pause frame drawn part by part, straight to the screen, as before it was kept."""
    pause.play.on_draw()
    shade(pause.layout, 215)
    pause.heading.draw()
    pause.sub.draw()
    pause.menu.draw(pause.time)
    pause.controls.draw()
    pause.hints.draw()
    return np.asarray(arcade.get_image().convert("RGB"))


def test_a_pause_frame_is_a_copy_and_the_menu(app: App, window: arcade.Window) -> None:
    pause = paused_retris(app, window)
    with draw_calls() as calls:
        pause.on_draw()
    assert len(calls) <= MAX_DRAW_CALLS, calls
    assert pause.beneath.renders == 1


def test_it_shows_what_drawing_everything_showed(app: App, window: arcade.Window) -> None:
    pause = paused_retris(app, window)
    kept = frame_pixels(window).astype(int)
    whole = drawn_whole(pause).astype(int)
    diff = np.abs(kept - whole)
    # Text drawn into the kept picture rather than the window may round a channel by one.
    assert diff.max() <= 2 and diff.mean() < 0.01, (diff.max(), diff.mean())
    assert kept.std() > 12  # a real picture, not two blank ones


def test_moving_the_focus_is_drawn_live(app: App, window: arcade.Window) -> None:
    pause = paused_retris(app, window)
    row = pause.menu.items[1].rect
    assert row is not None
    x, y = round(row.left + row.width * 0.8), window.height - round(row.center_y)
    before = frame_pixels(window)[y, x].astype(int)
    press(window, key.DOWN)
    after = frame_pixels(window)[y, x].astype(int)
    assert pause.menu.focus == 1
    assert np.abs(after - before).sum() > 20  # the focused row's fill moved there
    assert pause.beneath.renders == 1


def test_the_picture_is_drawn_again_when_what_it_shows_changes(app: App,
                                                               window: arcade.Window) -> None:
    pause = paused_retris(app, window)
    renders = pause.beneath.renders
    run_frames(window, 3, draw=True)
    assert pause.beneath.renders == renders  # nothing changed

    with virtual_size(window, 640, 480):  # another window size: another layout
        run_frames(window, 1, draw=True)
    assert pause.beneath.renders == renders + 1
    run_frames(window, 1, draw=True)  # and back
    assert pause.beneath.renders == renders + 2

    effects = dataclasses.replace(app.settings.effects, palette="colorblind")
    app.settings = dataclasses.replace(app.settings, effects=effects)
    run_frames(window, 1, draw=True)
    assert pause.beneath.renders == renders + 3

    app.input.last_device = "pad"  # the hints and controls show pad glyphs now
    run_frames(window, 1, draw=True)
    assert pause.beneath.renders == renders + 4
    assert pause.hints.device == "pad"


def test_coming_back_from_settings_draws_it_again(app: App, window: arcade.Window) -> None:
    pause = paused_retris(app, window)
    renders = pause.beneath.renders
    pause.open_settings()
    assert isinstance(window.current_view, SettingsScene)
    app.nav.pop()
    run_frames(window, 1, draw=True)
    assert window.current_view is pause and pause.beneath.renders == renders + 1


def test_tetlights_level_clock_runs_on_under_the_pause(app: App, window: arcade.Window) -> None:
    play = TetlightPlayScene(app, TetlightChoice())
    pause = paused_over(app, window, play, 10)
    clock = play.hud.clock_value
    shown, renders = clock.text, pause.beneath.renders
    box = (slice(window.height - round(clock.top), window.height - round(clock.bottom)),
           slice(round(clock.left), round(clock.right)))
    before = frame_pixels(window)[box].astype(int)
    run_frames(window, 75, draw=True)  # over a second: the kept picture is a second old
    after = frame_pixels(window)[box].astype(int)
    assert pause.beneath.renders > renders and clock.text != shown
    assert np.abs(after - before).max() > 30  # the new time is on screen


def test_a_notice_is_not_kept_in_the_picture(app: App, window: arcade.Window) -> None:
    now = [0.0]
    app.notices = Notices(clock=lambda: now[0])
    app.notices.post("settings: palette 'nope' unknown", seconds=2.0)
    pause = paused_retris(app, window)  # kept while the notice is up
    with_notice = frame_pixels(window)
    now[0] = 3.0  # it has gone
    gone = frame_pixels(window).astype(int)
    pause.beneath.invalidate()
    fresh = frame_pixels(window).astype(int)
    assert np.abs(with_notice.astype(int) - fresh).max() > 60  # the banner was up
    assert np.abs(gone - fresh).max() <= 2  # and went with its seconds
