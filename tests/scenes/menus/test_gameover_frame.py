"""The game over screen's frame: one kept picture (last board, veil, panel, figures, hints)
and the live menu over it, as the pause screen does."""

from __future__ import annotations

import dataclasses

import arcade
import numpy as np
from arcade import key

from game.scenes.fresh_press import ARM_DELAY
from game.scenes.menus.gameover import GameOverScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from game.sim.autoplay import AutoPlayer
from game.ui.panel import draw_glow, draw_panel
from game.ui.text import shade
from tests.scenes.conftest import FRAME, frame_pixels, press, run_frames, top_ten_taken
from tests.scenes.draw_calls import draw_calls

MAX_DRAW_CALLS = 3  # the menu's frames and its text (+1 to spare); the copy is a blit


def game_over(app: App, window: arcade.Window) -> GameOverScene:
    play = RetrisPlayScene(app, RetrisChoice(), pilot=AutoPlayer(give_up_after=12))
    top_ten_taken(play)  # no name prompt over the screen measured here
    app.nav.reset(play)
    run_frames(window, 3000, until=lambda: isinstance(window.current_view, GameOverScene))
    over = window.current_view
    assert isinstance(over, GameOverScene)
    return over


def drawn_whole(over: GameOverScene) -> np.ndarray:
    """The frame drawn part by part, straight to the screen, as before it was kept."""
    layout = over.layout
    over.play.on_draw()
    shade(layout, 200)
    draw_glow(over.panel, layout.len(12), (255, 92, 112, 255), layout.len(16), 0.5)
    draw_panel(over.panel, layout.len(12), (14, 18, 40, 250))
    assert over.stats_panel is not None  # a Retris game's statistics stand beside
    draw_panel(over.stats_panel, layout.len(12), (14, 18, 40, 250))
    for t in (over.stats_title, *(t for row in over.stat_rows for t in row)):
        t.draw()
    for t in (over.heading, over.score_label, over.score_text):
        t.draw()
    line_y = over.score_text.y - layout.len(42)
    arcade.draw_line(over.panel.left + layout.len(40), line_y,
                     over.panel.right - layout.len(40), line_y, (70, 92, 150, 255), 1)
    for name, value in over.rows:
        name.draw()
        value.draw()
    over.menu.draw(over.time)
    over.hints.draw()
    return np.asarray(arcade.get_image().convert("RGB"))


def test_the_picture_is_kept_and_the_hints_join_it_once_keys_work(
        app: App, window: arcade.Window) -> None:
    over = game_over(app, window)
    run_frames(window, 3, draw=True)
    assert over.beneath.renders == 1
    run_frames(window, int(ARM_DELAY / FRAME) + 2, draw=True)
    assert over.beneath.renders == 2  # the hints appeared
    with draw_calls() as calls:
        over.on_draw()
    assert len(calls) <= MAX_DRAW_CALLS, calls
    press(window, key.RIGHT)  # the focus moves: drawn live
    run_frames(window, 2, draw=True)
    assert over.menu.focus == 1 and over.beneath.renders == 2
    effects = dataclasses.replace(app.settings.effects, palette="colorblind")
    app.settings = dataclasses.replace(app.settings, effects=effects)
    run_frames(window, 1, draw=True)
    assert over.beneath.renders == 3


def test_it_shows_what_drawing_everything_showed(app: App, window: arcade.Window) -> None:
    over = game_over(app, window)
    run_frames(window, int(ARM_DELAY / FRAME) + 2, draw=True)
    kept = frame_pixels(window).astype(int)
    whole = drawn_whole(over).astype(int)
    diff = np.abs(kept - whole)
    # Text drawn into the kept picture rather than the window may round a channel by one.
    assert diff.max() <= 2 and diff.mean() < 0.01, (diff.max(), diff.mean())
    assert kept.std() > 12
