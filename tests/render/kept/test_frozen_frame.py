"""The pause screen keeps the paused game's frame instead of drawing it again every frame."""

from __future__ import annotations

import arcade
import numpy as np

from game.render.kept.frozen import FrozenFrame
from game.scenes.menus.pause import PauseScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
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


def test_the_window_gets_the_same_pixels_from_the_upside_down_copy(
        window: arcade.Window) -> None:
    """The window gets a picture from its copy in the window's layout (upside down, BGRA),
    made once per picture before its first copy there: the same pixels as the picture
    copied straight to a framebuffer of its own, moved by a shake alike."""
    ctx = window.ctx
    frozen = FrozenFrame(ctx)
    w, h = ctx.screen.size
    plain = ctx.framebuffer(color_attachments=[ctx.texture((w, h), components=4)])

    def render(color: tuple[int, int, int, int]) -> None:
        ctx.screen.clear()  # (into the picture: its framebuffer is the active one)
        arcade.draw_lrbt_rectangle_filled(0, 60, 0, 30, color)  # bottom left
        arcade.draw_lrbt_rectangle_filled(w - 40, w, h - 20, h, (30, 200, 60, 255))  # top right
        arcade.draw_lrbt_rectangle_filled(w / 3, w / 2, h / 4, h / 2, (20, 40, 230, 255))

    def shown(shift: tuple[int, int] = (0, 0)) -> np.ndarray:
        ctx.screen.use()
        ctx.screen.clear(color=(255, 255, 255, 255))
        frozen.copy(shift)
        return np.asarray(arcade.get_image(0, 0, w, h).convert("RGB")).astype(int)

    def straight(shift: tuple[int, int] = (0, 0)) -> np.ndarray:
        """The picture's own pixels, moved: copied to a plain framebuffer, rows top first."""
        with plain.activate():
            frozen.copy(shift)
        pixels = np.frombuffer(plain.read(components=3), np.uint8).reshape(h, w, 3)
        ctx.screen.use()
        return pixels[::-1].astype(int)

    for color in ((200, 30, 30, 255), (230, 200, 20, 255)):
        frozen.make(lambda color=color: render(color), key=color)
        assert not frozen._screen_copy_fresh()
        first = shown()
        assert frozen._screen_copy_fresh()  # made for the first copy, and kept
        assert (first == straight()).all()
        assert tuple(first[h - 10, 10]) == color[:3]  # bottom left, as drawn
        assert tuple(first[10, w - 10]) == (30, 200, 60)  # top right
        for shift in ((7, -5), (-3, 4)):
            moved = shown(shift)
            assert (moved == straight(shift)).all()
            assert not (moved == first).all()
