"""Playing: keys reach the rules through the loop, and pause stops the rules ticking."""

from __future__ import annotations

import time

import arcade
from arcade import key

from game.scenes.menus.pause import PauseScene
from game.scenes.menus.title import TitleScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from tests.scenes.conftest import press, run_frames


def _play(app: App) -> RetrisPlayScene:
    scene = RetrisPlayScene(app, RetrisChoice())
    app.nav.reset(scene)
    return scene


def test_frames_advance_the_rules_at_the_tick_rate(app: App, window: arcade.Window) -> None:
    play = _play(app)
    run_frames(window, 30)  # half a second at 120 ticks/s
    assert play.snapshot.tick == 60


def test_a_key_moves_the_piece_through_the_loop(app: App, window: arcade.Window) -> None:
    play = _play(app)
    run_frames(window, 1)
    before = min(c for c, _ in play.snapshot.active.cells)
    press(window, key.LEFT)
    run_frames(window, 1)
    assert min(c for c, _ in play.snapshot.active.cells) == before - 1


def test_pause_stops_the_rules_and_resume_restarts_them(app: App, window: arcade.Window) -> None:
    play = _play(app)
    run_frames(window, 10)
    press(window, key.ESCAPE)
    pause = window.current_view
    assert isinstance(pause, PauseScene)
    tick = play.driver.latest().tick
    run_frames(window, 30, draw=True)
    assert play.driver.latest().tick == tick and play.driver.paused
    press(window, key.P)  # P (or Esc) toggles back
    assert window.current_view is play and not play.driver.paused
    run_frames(window, 10)
    assert play.snapshot.tick > tick


def test_pause_menu_restart_and_quit(app: App, window: arcade.Window) -> None:
    play = _play(app)
    run_frames(window, 60)
    press(window, key.P)
    press(window, key.DOWN)
    press(window, key.ENTER)  # Restart
    assert window.current_view is play and play.snapshot.tick == 0
    press(window, key.ESCAPE)
    press(window, key.UP)  # wraps to Quit to title
    press(window, key.ENTER)
    assert isinstance(window.current_view, TitleScene)
    assert app.nav.stack == [window.current_view]


def test_pause_stops_a_threaded_loop_too(app: App, window: arcade.Window) -> None:
    app.sync_loops = False  # the real game's RulesThread
    play = _play(app)
    deadline = time.monotonic() + 2.0
    while play.driver.latest().tick < 12 and time.monotonic() < deadline:
        time.sleep(0.01)
    press(window, key.ESCAPE)
    time.sleep(0.05)  # a tick already under way may finish
    tick = play.driver.latest().tick
    time.sleep(0.2)  # ~24 ticks of real time
    assert play.driver.latest().tick == tick
    press(window, key.ESCAPE)
    time.sleep(0.1)
    assert play.driver.latest().tick > tick
