"""The pause screen keeps the paused game's frame instead of drawing it again every frame."""

from __future__ import annotations

import arcade
import numpy as np

from game.scenes.base import App
from game.scenes.frozen import FrozenFrame
from game.scenes.pause import PauseScene
from game.scenes.retris_choice import RetrisChoice
from game.scenes.retris_play import RetrisPlayScene
from tests.scenes.conftest import frame_pixels, run_frames


def test_pause_draws_the_game_beneath_once_and_the_same_picture(app: App,
                                                                window: arcade.Window) -> None:
    play = RetrisPlayScene(app, RetrisChoice())
    app.nav.reset(play)
    run_frames(window, 30)
    pause = PauseScene(app, play)
    app.nav.push(pause)
    first = frame_pixels(window)
    run_frames(window, 5)
    again = frame_pixels(window)
    assert pause.beneath.renders == 1
    assert np.abs(first.astype(int) - again.astype(int)).max() <= 40  # only the glow breathes


def test_a_frozen_frame_is_redrawn_when_it_is_too_old(window: arcade.Window) -> None:
    frozen = FrozenFrame(window.ctx)
    calls: list[int] = []

    def render() -> None:
        calls.append(1)
        arcade.draw_lrbt_rectangle_filled(0, 50, 0, 50, (200, 30, 30, 255))

    for t in (0.0, 0.5, 0.9):
        frozen.draw(render, t, max_age=1.0)
    assert len(calls) == 1
    frozen.draw(render, 1.2, max_age=1.0)
    assert len(calls) == 2
    pixels = np.asarray(arcade.get_image(0, 0, 10, 10).convert("RGB"))
    assert (pixels[5, 5] == (200, 30, 30)).all()  # the kept frame was copied to the screen


def test_a_frozen_frame_is_redrawn_when_its_key_changes_or_it_is_invalidated(
        window: arcade.Window) -> None:
    frozen = FrozenFrame(window.ctx)
    calls: list[int] = []

    def render() -> None:
        calls.append(1)

    frozen.draw(render, 0.0, key=("layout", "keyboard"))
    frozen.draw(render, 0.1, key=("layout", "keyboard"))
    assert len(calls) == 1
    frozen.draw(render, 0.2, key=("layout", "pad"))
    assert len(calls) == 2
    frozen.invalidate()
    frozen.draw(render, 0.3, key=("layout", "pad"))
    assert len(calls) == 3
